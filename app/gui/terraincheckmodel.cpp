#include "app/gui/terraincheckmodel.h"

#include "app/gui/rowsinplace.h"

namespace herald::gui {

TerrainCheckModel::TerrainCheckModel(QObject *parent)
    : CampaignListModel(app::terrainDelayCheckTables(), parent)
{
}

void TerrainCheckModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::terrainDelayChecks(*service) : std::vector<app::TerrainDelayCheck>{};
}

bool TerrainCheckModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(*this, m_rows,
                             service ? app::terrainDelayChecks(*service)
                                     : std::vector<app::TerrainDelayCheck>{},
                             [](const app::TerrainDelayCheck &row) { return row.armyId; },
                             {CrossingRole, NaturalHabitatRole, RolledRole, PickRole, RollRole,
                              AdjustmentRole, OutcomeRole});
}

QVariant TerrainCheckModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::TerrainDelayCheck &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case ArmyIdRole:
        return row.armyId;
    case Qt::DisplayRole:
    case ArmyRole:
        return row.army;
    case NationRole:
        return row.nation;
    case CrossingRole:
        return row.crossing;
    case NaturalHabitatRole:
        return row.naturalHabitat;
    case RolledRole:
        return row.rolled;
    case PickRole:
        return row.pick;
    case RollRole:
        return row.roll;
    case AdjustmentRole:
        return row.adjustment;
    case OutcomeRole:
        return row.outcome;
    default:
        return {};
    }
}

QHash<int, QByteArray> TerrainCheckModel::roleNames() const
{
    return {{ArmyIdRole, "armyId"},
            {ArmyRole, "army"},
            {NationRole, "nation"},
            {CrossingRole, "crossing"},
            {NaturalHabitatRole, "naturalHabitat"},
            {RolledRole, "rolled"},
            {PickRole, "pick"},
            {RollRole, "roll"},
            {AdjustmentRole, "adjustment"},
            {OutcomeRole, "outcome"}};
}

} // namespace herald::gui
