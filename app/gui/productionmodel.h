#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/newcentres.h"

#include <vector>

namespace herald::gui {

/// Each producing nation's part of NY-4 (§2.7, §7.3) for the Campaign page's production form:
/// the arithmetic, what is still due and where it may go; no rows at any other step. Rows are
/// updated in place.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class ProductionModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        NationIdRole = Qt::UserRole, ///< the nation's row id (qint64)
        NationRole,                  ///< its name (string)
        ArithmeticRole,              ///< the counts and the support, one line each (strings)
        TownsLeftRole,               ///< new towns still to place (int)
        CitiesLeftRole,              ///< new cities still to place (int)
        ReductionsLeftRole,          ///< unsupported centres still to reduce (int)
        TownAreasRole,               ///< where a town may go: [{key, text}]
        CityAreasRole,               ///< where a city may go: [{key, text}]
        ReduceAreasRole,             ///< the centres that may be reduced: [{key, text}]
        ColonyQuestionsRole,         ///< open §7.3 questions: [{key (the area), text}]
    };
    Q_ENUM(Roles)

    explicit ProductionModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::NationProduction> m_rows;
};

} // namespace herald::gui
