#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/terraindelaychecks.h"

#include <vector>

namespace herald::gui {

/// The terrain delay checks due at M-2B (§4.4, I-51) for the Campaign page's form: one row per
/// army crossing a barrier, with its number, roll and outcome once recorded; no rows at any
/// other step. Rows are updated in place.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class TerrainCheckModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        ArmyIdRole = Qt::UserRole, ///< the army's row id (qint64)
        ArmyRole,                  ///< its name (string)
        NationRole,                ///< its nation's name (string)
        CrossingRole,              ///< the barrier and the area entered (string)
        NaturalHabitatRole,        ///< the roll may be used 2 higher or lower (bool)
        RolledRole,                ///< the number is in and the die rolled (bool)
        PickRole,                  ///< the player's number, 0 before (int)
        RollRole,                  ///< the die, 0 before (int)
        AdjustmentRole,            ///< "none", "minus2", "plus2"
        OutcomeRole,               ///< the check in words; empty before the roll
    };
    Q_ENUM(Roles)

    explicit TerrainCheckModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::TerrainDelayCheck> m_rows;
};

} // namespace herald::gui
