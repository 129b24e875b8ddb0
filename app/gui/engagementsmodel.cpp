#include "app/gui/engagementsmodel.h"

#include "app/gui/rowsinplace.h"

#include <QVariantMap>

namespace herald::gui {

namespace {

QVariantList sideList(const std::vector<app::EngagementSide> &sides)
{
    QVariantList list;
    for (const app::EngagementSide &side : sides)
        list.append(QVariantMap{{QStringLiteral("nation"), side.nation},
                                {QStringLiteral("armies"), side.armies},
                                {QStringLiteral("chooses"), side.chooses},
                                {QStringLiteral("chosen"), side.chosen},
                                {QStringLiteral("location"), side.location},
                                {QStringLiteral("declares"), side.declares},
                                {QStringLiteral("declared"), side.declared}});
    return list;
}

QVariantList battleList(const std::vector<app::PendingBattleEntry> &battles)
{
    QVariantList list;
    for (const app::PendingBattleEntry &battle : battles)
        list.append(QVariantMap{{QStringLiteral("number"), battle.number},
                                {QStringLiteral("text"), battle.text},
                                {QStringLiteral("defenders"), battle.defenders},
                                {QStringLiteral("attackers"), battle.attackers},
                                {QStringLiteral("defenderNation"), battle.defenderNation},
                                {QStringLiteral("attackerNation"), battle.attackerNation},
                                {QStringLiteral("winnerSide"), battle.winnerSide},
                                {QStringLiteral("result"), battle.result}});
    return list;
}

} // namespace

EngagementsModel::EngagementsModel(QObject *parent)
    : CampaignListModel(app::monthEngagementTables(), parent)
{
}

void EngagementsModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::monthEngagements(*service) : std::vector<app::EngagementEntry>{};
}

bool EngagementsModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(*this, m_rows,
                             service ? app::monthEngagements(*service)
                                     : std::vector<app::EngagementEntry>{},
                             [](const app::EngagementEntry &row) { return row.number; },
                             {AreaRole, ResolvedRole, SidesRole, BattlesRole});
}

QVariant EngagementsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::EngagementEntry &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case NumberRole:
        return row.number;
    case Qt::DisplayRole:
    case AreaRole:
        return row.area;
    case ResolvedRole:
        return row.resolved;
    case SidesRole:
        return sideList(row.sides);
    case BattlesRole:
        return battleList(row.battles);
    default:
        return {};
    }
}

QHash<int, QByteArray> EngagementsModel::roleNames() const
{
    return {{NumberRole, "number"},
            {AreaRole, "area"},
            {ResolvedRole, "resolved"},
            {SidesRole, "sides"},
            {BattlesRole, "battles"}};
}

} // namespace herald::gui
