#include "app/gui/moveanswersmodel.h"

#include "app/gui/rowsinplace.h"

namespace herald::gui {

MoveAnswersModel::MoveAnswersModel(QObject *parent)
    : CampaignListModel(app::monthAnswerTables(), parent)
{
}

void MoveAnswersModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::moveAnswerRows(*service) : std::vector<app::MoveAnswerRow>{};
}

bool MoveAnswersModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(
        *this, m_rows, service ? app::moveAnswerRows(*service) : std::vector<app::MoveAnswerRow>{},
        [](const app::MoveAnswerRow &row) { return row.armyId; },
        {OrderRole, MaySendBackRole, MayLetGoRole, SendsBackRole, LetsGoRole});
}

QVariant MoveAnswersModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::MoveAnswerRow &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case ArmyIdRole:
        return row.armyId;
    case Qt::DisplayRole:
    case ArmyRole:
        return row.army;
    case NationRole:
        return row.nation;
    case OrderRole:
        return row.order;
    case MaySendBackRole:
        return row.maySendBack;
    case MayLetGoRole:
        return row.mayLetGo;
    case SendsBackRole:
        return row.sendsBack;
    case LetsGoRole:
        return row.letsGo;
    default:
        return {};
    }
}

QHash<int, QByteArray> MoveAnswersModel::roleNames() const
{
    return {{ArmyIdRole, "armyId"},           {ArmyRole, "army"},
            {NationRole, "nation"},           {OrderRole, "order"},
            {MaySendBackRole, "maySendBack"}, {MayLetGoRole, "mayLetGo"},
            {SendsBackRole, "sendsBack"},     {LetsGoRole, "letsGo"}};
}

} // namespace herald::gui
