#include "nationlistmodel.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace herald::nations {

NationListModel::NationListModel(QObject *parent)
    : QAbstractListModel(parent),
      m_follower(this, app::nationOverviewTables(), [this] { reload(); })
{
}

void NationListModel::setCampaign(gui::CampaignController *campaign)
{
    if (m_follower.setCampaign(campaign))
        Q_EMIT campaignChanged();
}

int NationListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant NationListModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case NationIdRole:
        return r.nation.id;
    case NameRole:
        return r.nation.name;
    case ColourRole:
        return r.nation.colour;
    case PlayerRole:
        return r.nation.player;
    case RaceRole:
        return r.nation.race;
    case PopulationTotalRole:
        return r.pt;
    case ArmyPointsRole:
        return r.ap;
    case CharacterPointsRole:
        return r.cp;
    case TallyLinesRole:
        return r.nation.tallyLines;
    case TallyChangeRole:
        return r.tallyChange;
    case HasRosterRole:
        return !r.nation.roster.isEmpty();
    case RosterSummaryRole:
        return r.rosterSummary;
    case RosterProblemsRole:
        return r.rosterProblems;
    case RosterNotesRole:
        return r.rosterNotes;
    case UnitTypesRole:
        return r.nation.unitTypes;
    case CharacterEntriesRole:
        return r.nation.characterEntries;
    default:
        return {};
    }
}

QHash<int, QByteArray> NationListModel::roleNames() const
{
    return {{NationIdRole, "nationId"},
            {NameRole, "name"},
            {ColourRole, "colour"},
            {PlayerRole, "player"},
            {RaceRole, "race"},
            {PopulationTotalRole, "populationTotal"},
            {ArmyPointsRole, "armyPoints"},
            {CharacterPointsRole, "characterPoints"},
            {TallyLinesRole, "tallyLines"},
            {TallyChangeRole, "tallyChange"},
            {HasRosterRole, "hasRoster"},
            {RosterSummaryRole, "rosterSummary"},
            {RosterProblemsRole, "rosterProblems"},
            {RosterNotesRole, "rosterNotes"},
            {UnitTypesRole, "unitTypes"},
            {CharacterEntriesRole, "characterEntries"}};
}

namespace {

QString rosterSummary(const QJsonObject &r)
{
    return NationListModel::tr("Army points %1, spent %2 · character points %3, used %4 · mobs up "
                               "to %5")
        .arg(r.value(QStringLiteral("armyPoints")).toInt())
        .arg(r.value(QStringLiteral("spent")).toString())
        .arg(r.value(QStringLiteral("characterPoints")).toInt())
        .arg(r.value(QStringLiteral("characterPointsUsed")).toInt())
        .arg(r.value(QStringLiteral("mobLimit")).toInt());
}

QStringList texts(const QJsonValue &array)
{
    QStringList lines;
    for (const QJsonValue &v : array.toArray())
        lines << v.toString();
    return lines;
}

} // namespace

NationListModel::Row NationListModel::makeRow(app::NationOverview nation)
{
    Row row;
    row.pt = nation.populationTotal;
    row.ap = nation.armyPoints;
    row.cp = nation.characterPoints;
    const QJsonObject &roster = nation.roster;
    if (!roster.isEmpty()) {
        // The roster keeps the figures of the tally it was opened with for the whole year
        // (NY-3); the live tally only tells what the next New Year will give.
        const int pt = roster.value(QStringLiteral("populationTotal")).toInt();
        const int ap = roster.value(QStringLiteral("armyPoints")).toInt();
        const int cp = roster.value(QStringLiteral("characterPoints")).toInt();
        if (pt != row.pt || ap != row.ap || cp != row.cp)
            row.tallyChange =
                tr("The map has changed since this year's roster was opened. The roster keeps PT "
                   "%1, AP %2 and CP %3 for the rest of the year (NY-3); the areas now give PT "
                   "%4, AP %5 and CP %6, which the next New Year's tally will use.")
                    .arg(QString::number(pt), QString::number(ap), QString::number(cp),
                         QString::number(row.pt), QString::number(row.ap), QString::number(row.cp));
        row.pt = pt;
        row.ap = ap;
        row.cp = cp;
        row.rosterSummary = rosterSummary(roster);
        row.rosterProblems = texts(roster.value(QStringLiteral("refusals")));
        row.rosterNotes = texts(roster.value(QStringLiteral("warnings")));
    }
    row.nation = std::move(nation);
    return row;
}

void NationListModel::reload()
{
    std::vector<Row> rows;
    m_armyLists.clear();
    m_players.clear();
    auto *controller = campaign();
    if (controller && controller->isOpen()) {
        const app::CampaignService &service = controller->service();
        m_armyLists = app::armyListIds(service);
        m_players = app::playerNames(service);
        for (app::NationOverview &nation : app::nationOverviews(service))
            rows.push_back(makeRow(std::move(nation)));
    }
    const auto sameNation = [](const Row &a, const Row &b) { return a.nation.id == b.nation.id; };
    const int before = rowCount();
    if (!rows.empty() &&
        std::equal(rows.begin(), rows.end(), m_rows.begin(), m_rows.end(), sameNation)) {
        m_rows = std::move(rows);
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
    } else {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    if (rowCount() != before)
        Q_EMIT countChanged();
    Q_EMIT choicesChanged();
}

int NationListModel::rowOf(int nationId) const
{
    const auto found = std::find_if(m_rows.begin(), m_rows.end(),
                                    [nationId](const Row &r) { return r.nation.id == nationId; });
    return found == m_rows.end() ? -1 : int(found - m_rows.begin());
}

} // namespace herald::nations
