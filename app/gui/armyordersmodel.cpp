#include "app/gui/armyordersmodel.h"

#include "app/gui/rowsinplace.h"
#include "app/gui/stepchoices.h"

namespace herald::gui {

ArmyOrdersModel::ArmyOrdersModel(QObject *parent)
    : CampaignListModel(app::orderSlotTables(), parent)
{
}

void ArmyOrdersModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::orderSlots(*service) : std::vector<app::OrderSlot>{};
}

bool ArmyOrdersModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(
        *this, m_rows, service ? app::orderSlots(*service) : std::vector<app::OrderSlot>{},
        [](const app::OrderSlot &row) { return std::pair(row.armyId, row.turn); },
        {AreaRole, OrderRole, OrderKindRole, LockedRole, NoOrdersRole, KindsRole, DestinationsRole,
         LandmassesRole});
}

QVariant ArmyOrdersModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::OrderSlot &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case ArmyIdRole:
        return row.armyId;
    case Qt::DisplayRole:
    case ArmyRole:
        return row.army;
    case NationRole:
        return row.nation;
    case AreaRole:
        return row.area;
    case TurnRole:
        return row.turn;
    case LaterTurnRole:
        return row.laterTurn;
    case OrderRole:
        return row.order;
    case OrderKindRole:
        return row.orderKind;
    case LockedRole:
        return row.locked;
    case NoOrdersRole:
        return row.noOrders;
    case KindsRole:
        return stepChoiceList(row.kinds);
    case DestinationsRole:
        return stepChoiceList(row.destinations);
    case LandmassesRole:
        return stepChoiceList(row.landmasses);
    default:
        return {};
    }
}

QHash<int, QByteArray> ArmyOrdersModel::roleNames() const
{
    return {{ArmyIdRole, "armyId"},
            {ArmyRole, "army"},
            {NationRole, "nation"},
            {AreaRole, "area"},
            {TurnRole, "turn"},
            {LaterTurnRole, "laterTurn"},
            {OrderRole, "order"},
            {OrderKindRole, "orderKind"},
            {LockedRole, "locked"},
            {NoOrdersRole, "noOrders"},
            {KindsRole, "kinds"},
            {DestinationsRole, "destinations"},
            {LandmassesRole, "landmasses"}};
}

} // namespace herald::gui
