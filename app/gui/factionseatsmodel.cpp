#include "app/gui/factionseatsmodel.h"

namespace herald::gui {

FactionSeatsModel::FactionSeatsModel(QObject *parent)
    : CampaignListModel(app::monthAnswerTables(), parent)
{
}

void FactionSeatsModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::factionSeats(*service) : std::vector<app::FactionSeat>{};
}

QVariant FactionSeatsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::FactionSeat &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case EngagementRole:
        return row.engagement;
    case AreaRole:
        return row.area;
    case NationRole:
        return row.nation;
    case Qt::DisplayRole:
    case ArmyRole:
        return row.army;
    case OpponentsRole:
        return row.opponents;
    case JoinedRole:
        return row.joined;
    default:
        return {};
    }
}

QHash<int, QByteArray> FactionSeatsModel::roleNames() const
{
    return {{EngagementRole, "engagement"}, {AreaRole, "area"},
            {NationRole, "nation"},         {ArmyRole, "army"},
            {OpponentsRole, "opponents"},   {JoinedRole, "joined"}};
}

} // namespace herald::gui
