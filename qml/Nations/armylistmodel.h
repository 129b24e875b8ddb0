#pragma once

#include "app/services/warmaster/armymarkers.h"
#include "nationrowsmodel.h"

#include <vector>

namespace herald::nations {

/// The army markers of one nation on the map (§1.5), with the general leading each and where
/// it stands.
class ArmyListModel : public herald::nations::NationRowsModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        ArmyIdRole = Qt::UserRole, ///< the army's row id, as the commands take it
        NameRole,                  ///< "Host of the Crown"
        GeneralRole,               ///< the general's name
        AreaRole,                  ///< "0407 Carrow"
        LocationRole,              ///< "population centre", translated
    };
    Q_ENUM(Roles)

    explicit ArmyListModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

protected:
    void fillNation(const app::CampaignService &service, qint64 nationId) override;
    void clearRows() override { m_rows.clear(); }
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

private:
    std::vector<app::ArmyMarker> m_rows;
};

} // namespace herald::nations
