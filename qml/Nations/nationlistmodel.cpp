#include "nationlistmodel.h"

#include "app/gui/campaigncontroller.h"
#include "app/printing/rostersheet.h"
#include "app/services/warmaster/rosterreport.h"
#include "db/warmaster/nationrepository.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace herald::nations {

using gui::CampaignController;

NationListModel::NationListModel(QObject *parent) : QAbstractListModel(parent)
{
    if (auto *controller = CampaignController::instance())
        connect(controller, &CampaignController::campaignChanged, this, &NationListModel::reload);
    reload();
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
        return r.id;
    case NameRole:
        return r.name;
    case ColourRole:
        return r.colour;
    case PlayerRole:
        return r.player;
    case RaceRole:
        return r.race;
    case PopulationTotalRole:
        return r.pt;
    case ArmyPointsRole:
        return r.ap;
    case CharacterPointsRole:
        return r.cp;
    case TallyLinesRole:
        return r.tally;
    case TallyChangeRole:
        return r.tallyChange;
    case HasRosterRole:
        return r.hasRoster;
    case RosterSummaryRole:
        return r.rosterSummary;
    case RosterProblemsRole:
        return r.rosterProblems;
    case RosterNotesRole:
        return r.rosterNotes;
    case UnitTypesRole:
        return r.unitTypes;
    case CharacterEntriesRole:
        return r.characterEntries;
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

void NationListModel::reload()
{
    std::vector<Row> rows;
    m_armyLists.clear();
    m_players.clear();
    auto *controller = CampaignController::instance();
    if (controller && controller->isOpen()) {
        const QSqlDatabase db = controller->service().file()->database();
        const int year = controller->service().info().date.year;
        for (const db::ArmyListRecord &l : db::loadArmyLists(db))
            m_armyLists << l.id;
        for (const db::PlayerRecord &p : db::loadPlayers(db))
            m_players << p.name;
        const warmaster::StrategicMap map = db::loadTallyMap(db);
        const warmaster::Tally tally = db::tallyCampaign(db, map, year);
        const warmaster::CampaignSettings settings = db::loadSettings(db);
        for (const db::NationRecord &n : db::loadNations(db)) {
            Row row;
            row.id = n.id;
            row.name = n.name;
            row.colour = n.colour;
            row.player = n.playerName;
            row.race = n.race;
            if (const auto index = map.nationIndex(QString::number(n.id))) {
                const warmaster::NationTally &t = tally.nations[std::size_t(*index)];
                row.pt = t.population.total();
                row.ap = t.armyPoints.points();
                row.cp = t.characterPoints.total();
                row.tally = t.explain() + t.population.explainAreas(map).mid(1);
            }
            const auto list = db::loadArmyList(db, n.armyListId);
            if (list) {
                for (const warmaster::UnitType &u : list->units)
                    row.unitTypes << u.name;
                for (const warmaster::CharacterEntry &c : list->characters)
                    row.characterEntries << c.name;
            }
            if (const auto stored = db::loadRoster(db, n.id, year); stored && list) {
                row.hasRoster = true;
                // The roster keeps the figures of the tally it was opened with for the whole
                // year (NY-3); the live tally only tells what the next New Year will give.
                const warmaster::Roster &frozen = stored->roster;
                if (frozen.populationTotal != row.pt || frozen.armyPoints != row.ap ||
                    frozen.characterPoints != row.cp)
                    row.tallyChange =
                        tr("The map has changed since this year's roster was opened. The roster "
                           "keeps PT %1, AP %2 and CP %3 for the rest of the year (NY-3); the "
                           "areas now give PT %4, AP %5 and CP %6, which the next New Year's "
                           "tally will use.")
                            .arg(QString::number(frozen.populationTotal),
                                 QString::number(frozen.armyPoints),
                                 QString::number(frozen.characterPoints), QString::number(row.pt),
                                 QString::number(row.ap), QString::number(row.cp));
                row.pt = frozen.populationTotal;
                row.ap = frozen.armyPoints;
                row.cp = frozen.characterPoints;
                const QJsonObject roster = app::rosterToJson(n, stored->roster, *list, settings);
                row.rosterSummary = rosterSummary(roster);
                row.rosterProblems = texts(roster.value(QStringLiteral("refusals")));
                row.rosterNotes = texts(roster.value(QStringLiteral("warnings")));
            }
            rows.push_back(row);
        }
    }
    // Every command reloads the nations. When they are the same nations, their rows change in
    // place, so the selection and the page's scroll position stay where the referee left them.
    const auto sameNation = [](const Row &a, const Row &b) { return a.id == b.id; };
    if (!rows.empty() &&
        std::equal(rows.begin(), rows.end(), m_rows.begin(), m_rows.end(), sameNation)) {
        m_rows = std::move(rows);
        Q_EMIT dataChanged(index(0), index(rowCount() - 1));
    } else {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    Q_EMIT countChanged();
}

int NationListModel::rowOf(int nationId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].id == nationId)
            return int(i);
    }
    return -1;
}

bool NationListModel::printRoster(int row)
{
    auto *controller = CampaignController::instance();
    if (row < 0 || row >= rowCount() || !controller || !controller->isOpen())
        return false;
    const auto data = printing::RosterSheetData::fromCampaign(
        controller->service().file()->database(), m_rows[std::size_t(row)].id,
        controller->service().info().date.year);
    return data && printing::printWithDialog(printing::RosterSheet(*data));
}

} // namespace herald::nations
