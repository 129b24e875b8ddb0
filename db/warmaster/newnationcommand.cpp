// nation.new (NY-6, §7.4.3, I-67): a New Nation's starting package and its fleet at sea.
#include "db/warmaster/newnationcommand.h"

#include "core/warmaster/characterstatus.h"
#include "core/warmaster/counts.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/nationloss.h"
#include "db/commandregistry.h"
#include "db/decks/deckdraw.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace herald::db {

using namespace herald::warmaster;
using namespace expeditions;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::NewNationCommand)
};

/// The deck the written magic items are shuffled into (db/decks, rules §2.18).
const QString magicItemDeckId = QStringLiteral("magicItems");

std::optional<CommandOutcome> stepsRefusal(const CommandContext &context,
                                           std::initializer_list<CampaignStep> steps)
{
    std::optional<CommandOutcome> refused;
    for (const CampaignStep step : steps) {
        refused = stepRefusal(context, step);
        if (!refused)
            return std::nullopt;
    }
    return refused;
}

/// The race of each fallen nation of the same player: holding no area (§7.4.3).
struct FallenSiblings
{
    QStringList races;
    QList<qint64> nations;
};

FallenSiblings fallenSiblings(const QSqlDatabase &db, const NationRecord &nation)
{
    FallenSiblings out;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT n.id, COALESCE(n.army_list_id, '') FROM nation n WHERE "
                             "n.player_id = ? AND n.id <> ? AND NOT EXISTS (SELECT 1 FROM area a "
                             "WHERE a.owner_nation_id = n.id)"));
    run(q, {nation.playerId, nation.id});
    while (q.next()) {
        out.nations << q.value(0).toLongLong();
        out.races << q.value(1).toString();
    }
    return out;
}

/// The package's roster: one line per unit type, every unit free of the year's AP (I-67).
struct PackageRoster
{
    qint64 rosterId = 0;
    Fleet fleet;
    QString problem;
};

PackageRoster writePackageRoster(const CommandContext &context, const NationRecord &nation,
                                 const ArmyList &list)
{
    PackageRoster out;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("DELETE FROM roster WHERE nation_id = ? AND year = ? AND NOT EXISTS "
                             "(SELECT 1 FROM roster_line l WHERE l.roster_id = roster.id) AND NOT "
                             "EXISTS (SELECT 1 FROM roster_character c WHERE c.roster_id = "
                             "roster.id)"));
    run(q, {nation.id, context.date.year});
    q.prepare(QStringLiteral("INSERT INTO roster (nation_id, year, population_total, "
                             "army_points, character_points, mob_limit) VALUES (?, ?, 0, 0, ?, "
                             "0)"));
    if (!run(q, {nation.id, context.date.year, NewNationPackage::characterPoints})) {
        out.problem = Tr::tr("§7.4.3 %1 has a roster for year %2 already: a New Nation begins "
                             "with nothing but its package.")
                          .arg(nation.name)
                          .arg(context.date.year);
        return out;
    }
    out.rosterId = q.lastInsertId().toLongLong();
    int position = 0;
    for (const QJsonValue &value : context.args.value(QStringLiteral("units")).toArray()) {
        const QString type = value.toObject().value(QStringLiteral("type")).toString();
        const int count = value.toObject().value(QStringLiteral("count")).toInt();
        const UnitType *unit = list.unit(type);
        if (!unit || count < 1) {
            out.problem = Tr::tr("\"units\": %1 has no unit type \"%2\" (or the count is not "
                                 "positive).")
                              .arg(list.race, type);
            return out;
        }
        q.prepare(QStringLiteral("INSERT INTO roster_line (roster_id, position, category, "
                                 "cost_tenths, unit_types, purchased, free) VALUES (?, ?, ?, ?, "
                                 "?, ?, ?)"));
        if (!run(q, {out.rosterId, position++, keyOf(unit->category), unit->points.inTenths(),
                     QString::fromUtf8(
                         QJsonDocument(QJsonArray{unit->name}).toJson(QJsonDocument::Compact)),
                     count, count})) {
            out.problem = q.lastError().text();
            return out;
        }
        out.fleet.units.push_back(
            {q.lastInsertId().toString(), unit->name, unit->category, count, true});
    }
    return out;
}

QString addCharacter(const QSqlDatabase &db, qint64 nationId, qint64 rosterId, const QString &name,
                     CharacterType type, const QString &entry, bool free, qint64 *id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO character (nation_id, name, type, list_entry, status) "
                             "VALUES (?, ?, ?, ?, 'onExpedition')"));
    if (!run(q, {nationId, name, keyOf(type), entry}))
        return q.lastError().text();
    *id = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO roster_character (roster_id, character_id, free) "
                             "VALUES (?, ?, ?)"));
    return run(q, {rosterId, *id, free ? 1 : 0}) ? QString() : q.lastError().text();
}

/// The package's characters as the list names them; the admiral comes free (§7.4.3).
std::vector<PackageCharacter> packageCharacters(const QJsonArray &entries, const ArmyList &list,
                                                QString *problem)
{
    std::vector<PackageCharacter> out;
    for (const QJsonValue &value : entries) {
        const QString entry = value.toObject().value(QStringLiteral("entry")).toString();
        const CharacterEntry *c = list.character(entry);
        if (!c) {
            *problem = Tr::tr("\"characters\": %1 has no character \"%2\".").arg(list.race, entry);
            return {};
        }
        const QString name = value.toObject().value(QStringLiteral("name")).toString().trimmed();
        out.push_back({name.isEmpty() ? c->name : name, c->type});
    }
    return out;
}

/// The package's magic item (§7.4.3): the top card of the campaign's magic item deck, held by
/// the nation and carried at once by the character named "carrier" (else the general).
struct ItemDrawn
{
    QString line; ///< what was drawn and who carries it, or why nothing was
    std::optional<CommandOutcome> failure;
};

ItemDrawn drawPackageItem(CommandContext &context, const NationRecord &nation,
                          const NewExpedition &row)
{
    ItemDrawn out;
    const QString carrierRef = reference(context.args.value(QStringLiteral("carrier"))).trimmed();
    const auto carrier = std::find_if(
        row.fleet.characters.begin(), row.fleet.characters.end(), [&](const FleetCharacter &c) {
            return carrierRef.isEmpty() ? c.role == FleetRole::General
                                        : c.role != FleetRole::Admiral &&
                                              c.name.compare(carrierRef, Qt::CaseInsensitive) == 0;
        });
    if (carrier == row.fleet.characters.end()) {
        out.failure = CommandOutcome::badArguments(
            Tr::tr("\"carrier\" must name one of the package's characters (not the admiral), "
                   "not \"%1\".")
                .arg(carrierRef));
        return out;
    }
    const decks::Drawn drawn =
        decks::drawCard(context, magicItemDeckId, nation.name, herald::decks::Facing::Down, false);
    if (drawn.failure) {
        out.failure = drawn.failure;
        return out;
    }
    if (drawn.cardId.isEmpty()) {
        //: %1 why no card was drawn
        out.line = Tr::tr("§7.4.3 no magic item: %1.").arg(drawn.note);
        return out;
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO magic_item_binding (card_id, character_id, bound_year) "
                             "VALUES (?, ?, ?)"));
    if (!run(q, {drawn.cardId, carrier->id.toLongLong(), context.date.year})) {
        out.failure = CommandOutcome::storageFailed(q);
        return out;
    }
    //: %1 the item's title, %2 its card id, %3 the character who carries it
    out.line = Tr::tr("§7.4.3 drawn from the magic item deck: %1 (%2), carried by %3.")
                   .arg(drawn.title, drawn.cardId, carrier->name);
    return out;
}

/// nation.new (NY-6, §7.4.3, I-67): a nation added with nation.add begins the year at sea with
/// 10 units, 10 boats, an admiral, 5 CP of characters and one magic item.
CommandOutcome newNation(CommandContext &context)
{
    if (auto wrongStep =
            stepsRefusal(context, {CampaignStep::FillRosters, CampaignStep::PlaceArmies}))
        return *wrongStep;
    const nations::NationArgument target = nations::nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const NationRecord &nation = *target.nation;
    const auto list = loadArmyList(context.db, nation.armyListId);
    if (!list)
        return CommandOutcome::refused(
            Tr::tr("§7.4.3 %1 has no army list: choose its race first.").arg(nation.name));
    const StrategicMap map = loadTallyMap(context.db);
    const QString destinationRef =
        context.args.value(QStringLiteral("destination")).toString().trimmed();
    const int destination = findLandmass(map, destinationRef);
    if (destination == noIndex)
        return CommandOutcome::badArguments(
            Tr::tr("\"destination\" must name a landmass of the map, not \"%1\".")
                .arg(destinationRef));
    QString problem;
    const std::vector<PackageCharacter> characters = packageCharacters(
        context.args.value(QStringLiteral("characters")).toArray(), *list, &problem);
    if (!problem.isEmpty())
        return CommandOutcome::badArguments(problem);
    int units = 0;
    for (const QJsonValue &value : context.args.value(QStringLiteral("units")).toArray())
        units += value.toObject().value(QStringLiteral("count")).toInt();
    const FallenSiblings fallen = fallenSiblings(context.db, nation);
    if (const auto issues = checkNewNation(nation.armyListId, fallen.races, units, characters,
                                           loadSettings(context.db));
        !issues.empty())
        return refusalOf(issues);
    PackageRoster roster = writePackageRoster(context, nation, *list);
    if (!roster.problem.isEmpty())
        return CommandOutcome::refused(roster.problem);
    NewExpedition row;
    row.fleet = roster.fleet;
    const QJsonArray entries = context.args.value(QStringLiteral("characters")).toArray();
    for (std::size_t i = 0; i < characters.size(); ++i) {
        const PackageCharacter &c = characters[i];
        qint64 id = 0;
        const QString entry = entries.at(static_cast<qsizetype>(i))
                                  .toObject()
                                  .value(QStringLiteral("entry"))
                                  .toString();
        if (QString error = addCharacter(context.db, nation.id, roster.rosterId, c.name, c.type,
                                         entry, false, &id);
            !error.isEmpty())
            return CommandOutcome::storageFailed(error);
        const bool general = c.type == CharacterType::General;
        row.generalId = general ? id : row.generalId;
        row.fleet.characters.push_back({QString::number(id), c.name, c.type,
                                        general ? FleetRole::General : FleetRole::Other, false});
    }
    //: the default name of a New Nation's admiral, %1 the nation
    const QString admiral = Tr::tr("Admiral of %1").arg(nation.name);
    if (QString error =
            addCharacter(context.db, nation.id, roster.rosterId, admiral, CharacterType::Admiral,
                         QStringLiteral(""), true, &row.admiralId);
        !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    row.fleet.characters.push_back({QString::number(row.admiralId), admiral, CharacterType::Admiral,
                                    FleetRole::Admiral, false});
    const ItemDrawn item = drawPackageItem(context, nation, row);
    if (item.failure)
        return *item.failure;
    row.nationId = nation.id;
    row.year = context.date.year;
    //: the default name of a New Nation's fleet, %1 the nation
    row.name = Tr::tr("Fleet of %1").arg(nation.name);
    row.kind = QStringLiteral("newNation");
    row.destination = map.landmasses[static_cast<std::size_t>(destination)].id;
    row.boats = NewNationPackage::boats;
    row.status = QStringLiteral("atSea");
    row.sailedTurn = turnNumber(context.date.year, context.date.month);
    QString error;
    const qint64 id = insertExpedition(context.db, row, &error);
    if (id == 0)
        return CommandOutcome::storageFailed(error);
    if (const auto spot = seaSpot(map, map.graph(), noIndex))
        error = placeMarker(context.db, nation.id, row.name, row.generalId, id,
                            map.areas[static_cast<std::size_t>(*spot)].id(),
                            keyOf(ArmyLocation::Countryside));
    if (error.isEmpty())
        error = setNationStatus(context.db, nation.id, QStringLiteral("atSea"));
    for (const qint64 old : fallen.nations) {
        if (error.isEmpty())
            error = setNationStatus(context.db, old, QStringLiteral("defunct"));
    }
    if (!error.isEmpty())
        return CommandOutcome::storageFailed(error);
    CommandOutcome done = CommandOutcome::done(
        Tr::tr("%1 begins the year at sea, bound for %2 (§7.4.3)")
            .arg(nation.name, map.landmasses[static_cast<std::size_t>(destination)].name),
        expeditionJson(context.db, *findExpedition(context.db, QString::number(id))));
    done.explanation << item.line;
    return done;
}

} // namespace

void registerNewNationCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("nation.new"),
                  QStringLiteral("Give a New Nation its package at NY-6 (§7.4.3): {nation, "
                                 "destination, units: [{type, count}], characters: [{entry, "
                                 "name?}], carrier?}"),
                  newNation});
}

} // namespace herald::db
