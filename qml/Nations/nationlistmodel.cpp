#include "nationlistmodel.h"

#include "app/gui/campaigncontroller.h"
#include "app/printing/rostersheet.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/rosterreport.h"

#include <QJsonArray>
#include <QJsonObject>

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
    case HasRosterRole:
        return r.hasRoster;
    case RosterLinesRole:
        return r.roster;
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
            {HasRosterRole, "hasRoster"},
            {RosterLinesRole, "rosterLines"},
            {UnitTypesRole, "unitTypes"},
            {CharacterEntriesRole, "characterEntries"}};
}

namespace {

QStringList rosterInWords(const QJsonObject &r)
{
    QStringList lines;
    lines << NationListModel::tr("AP %1, spent %2; CP %3, used %4; mobs up to %5")
                 .arg(r.value(QStringLiteral("armyPoints")).toInt())
                 .arg(r.value(QStringLiteral("spent")).toString())
                 .arg(r.value(QStringLiteral("characterPoints")).toInt())
                 .arg(r.value(QStringLiteral("characterPointsUsed")).toInt())
                 .arg(r.value(QStringLiteral("mobLimit")).toInt());
    for (const QJsonValue &v : r.value(QStringLiteral("categories")).toArray()) {
        const QJsonObject c = v.toObject();
        lines << NationListModel::tr("%1: %2 available")
                     .arg(c.value(QStringLiteral("name")).toString())
                     .arg(c.value(QStringLiteral("available")).toInt());
        for (const QJsonValue &l : c.value(QStringLiteral("lines")).toArray()) {
            const QJsonObject line = l.toObject();
            QStringList types;
            for (const QJsonValue &t : line.value(QStringLiteral("unitTypes")).toArray())
                types << t.toString();
            lines << NationListModel::tr("    line %1: %2 at %3 — %4 bought, %5 lost")
                         .arg(line.value(QStringLiteral("line")).toInt())
                         .arg(types.join(QStringLiteral(" / ")),
                              line.value(QStringLiteral("cost")).toString())
                         .arg(line.value(QStringLiteral("purchased")).toInt())
                         .arg(line.value(QStringLiteral("lost")).toInt());
        }
    }
    for (const QJsonValue &v : r.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject c = v.toObject();
        QStringList items;
        for (const QJsonValue &i : c.value(QStringLiteral("magicItems")).toArray())
            items << i.toString();
        lines << NationListModel::tr("%1 (%2, %3 CP, %4)%5")
                     .arg(c.value(QStringLiteral("name")).toString(),
                          c.value(QStringLiteral("typeName")).toString())
                     .arg(c.value(QStringLiteral("cp")).toInt())
                     .arg(c.value(QStringLiteral("status")).toString(),
                          items.isEmpty()
                              ? QString()
                              : QStringLiteral(": ") + items.join(QStringLiteral(", ")));
    }
    for (const QJsonValue &v : r.value(QStringLiteral("refusals")).toArray())
        lines << NationListModel::tr("Problem: %1").arg(v.toString());
    for (const QJsonValue &v : r.value(QStringLiteral("warnings")).toArray())
        lines << NationListModel::tr("Note: %1").arg(v.toString());
    return lines;
}

} // namespace

void NationListModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_armyLists.clear();
    auto *controller = CampaignController::instance();
    if (controller && controller->isOpen()) {
        const QSqlDatabase db = controller->service().file()->database();
        const int year = controller->service().info().date.year;
        for (const db::ArmyListRecord &l : db::loadArmyLists(db))
            m_armyLists << l.id;
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
                row.roster = rosterInWords(db::rosterToJson(n, stored->roster, *list, settings));
            }
            m_rows.push_back(row);
        }
    }
    endResetModel();
    Q_EMIT countChanged();
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
