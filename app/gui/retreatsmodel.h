#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/retreatoffers.h"

#include <vector>

namespace herald::gui {

/// Where each army may retreat at M-4 (§6.7, §6.8) for the Campaign page's retreats form, those
/// that lost a battle this turn first; no rows at any other step.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class RetreatsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        ArmyIdRole = Qt::UserRole, ///< the army's row id (qint64)
        ArmyRole,                  ///< its name (string)
        NationRole,                ///< its nation's name (string)
        AreaRole,                  ///< where it stands, "0710 Harrowby"
        LostRole,                  ///< the battles it lost this turn, "battle 1"; empty: none
        ExplanationRole,           ///< the §6.7 list as it applies, or the rout
        AreasRole,                 ///< where it may go: [{key, text}]; empty: it routs
    };
    Q_ENUM(Roles)

    explicit RetreatsModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::RetreatOffer> m_rows;
};

} // namespace herald::gui
