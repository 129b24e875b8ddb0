// expedition.outfit (NY-7, §7.2.1, §2.11, I-11): an expedition written in a port with its own
// roster taken from the national roster, its admiral bought with 2 CP when needed.
#include "db/warmaster/expeditionoutfit.h"

#include "core/warmaster/armyplacement.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/expedition.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>
#include <span>

namespace herald::db {

using namespace herald::warmaster;
using namespace expeditions;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExpeditionOutfit)
};

QString lineLabel(const RosterLine &line, int number)
{
    //: %1 line number on the roster, %2 its unit types, %3 category
    return Tr::tr("line %1 (%2, %3)")
        .arg(number)
        .arg(line.unitTypes.join(QStringLiteral("/")), nameOf(line.category));
}

/// The roster character a reference names (row id or name, any case), or nullptr.
const RosterCharacter *rosterCharacter(const Roster &roster, const QString &ref)
{
    for (const RosterCharacter &c : roster.characters) {
        if (c.id == ref || c.name.compare(ref, Qt::CaseInsensitive) == 0)
            return &c;
    }
    return nullptr;
}

/// The character as the outfitting checks him, with the land army he leads, if any (I-11).
OutfitCharacter outfitCharacter(const RosterCharacter &c, std::span<const Army> armies)
{
    const auto led = std::find_if(armies.begin(), armies.end(), [&](const Army &a) {
        return a.generalId == c.id && a.expeditionId.isEmpty();
    });
    return {c.name, c.type, c.status, true, led == armies.end() ? QString() : led->name};
}

/// What the outfitting arguments name, checked by core's checkOutfit().
struct Outfit
{
    OutfitPlan plan;
    NewExpedition row;
    QString admiralToBuy; ///< the admiral's name when he is bought now
    QString problem;      ///< a bad argument
};

Outfit readUnits(const CommandContext &context, const StoredRoster &stored, qint64 nationId,
                 Outfit out)
{
    const QHash<qint64, int> aboard = unitsAboard(context.db, nationId, context.date.year);
    for (const QJsonValue &value : context.args.value(QStringLiteral("units")).toArray()) {
        const QJsonObject entry = value.toObject();
        const int number = entry.value(QStringLiteral("line")).toInt();
        if (number < 1 || number > static_cast<int>(stored.roster.lines.size())) {
            out.problem = Tr::tr("\"units\": line %1 is not on the roster (lines 1 to %2).")
                              .arg(number)
                              .arg(stored.roster.lines.size());
            return out;
        }
        const auto index = static_cast<std::size_t>(number - 1);
        const RosterLine &line = stored.roster.lines[index];
        const qint64 lineId = stored.lineIds[index];
        const int sailing = entry.value(QStringLiteral("sailing")).toInt();
        const int traded = entry.value(QStringLiteral("traded")).toInt();
        out.plan.lines.push_back({lineLabel(line, number), line.category,
                                  line.available() - aboard.value(lineId), sailing, traded});
        if (traded > 0)
            out.row.traded.insert(keyOf(line.category),
                                  out.row.traded.value(keyOf(line.category)).toInt() + traded);
        if (sailing > 0)
            out.row.fleet.units.push_back({QString::number(lineId),
                                           line.unitTypes.join(QStringLiteral("/")), line.category,
                                           sailing, true});
    }
    return out;
}

Outfit readCharacters(const CommandContext &context, const Roster &roster,
                      std::span<const Army> armies, Outfit out)
{
    QStringList refs{reference(context.args.value(QStringLiteral("general")))};
    for (const QJsonValue &value : context.args.value(QStringLiteral("characters")).toArray())
        refs << reference(value);
    QStringList healers;
    for (const QJsonValue &value : context.args.value(QStringLiteral("healers")).toArray())
        healers << reference(value);
    for (const QString &ref : refs) {
        if (ref.isEmpty())
            continue;
        const RosterCharacter *c = rosterCharacter(roster, ref);
        // Named twice (the general among the characters too): he sails once.
        if (c && out.row.fleet.character(c->id))
            continue;
        if (!c) {
            out.problem = Tr::tr("§2.3 \"%1\" is not a character on this year's roster.").arg(ref);
            return out;
        }
        out.plan.characters.push_back(outfitCharacter(*c, armies));
        const bool healer =
            healers.contains(c->id) || healers.contains(c->name, Qt::CaseInsensitive);
        const bool general = c->type == CharacterType::General;
        if (general)
            out.row.generalId = c->id.toLongLong();
        out.row.fleet.characters.push_back(
            {c->id, c->name, c->type, general ? FleetRole::General : FleetRole::Other, healer});
    }
    const QString admiral = reference(context.args.value(QStringLiteral("admiral")));
    if (admiral.isEmpty())
        return out;
    if (const RosterCharacter *c = rosterCharacter(roster, admiral)) {
        if (out.row.fleet.character(c->id)) {
            out.problem =
                Tr::tr("§7.2.1 %1 cannot be the admiral and sail in another role.").arg(c->name);
            return out;
        }
        out.plan.admiral = outfitCharacter(*c, armies);
        out.row.admiralId = c->id.toLongLong();
        out.row.fleet.characters.push_back({c->id, c->name, c->type, FleetRole::Admiral, false});
        return out;
    }
    // Not on the roster yet: bought now with this year's CP (§2.3, §7.2.1).
    out.admiralToBuy = admiral;
    out.plan.admiral =
        OutfitCharacter{admiral, CharacterType::Admiral, CharacterStatus::Active, true, {}};
    out.plan.characterPointsLeft =
        roster.characterPoints - roster.characterPointsUsed(loadSettings(context.db));
    return out;
}

OutfitPort readPort(const StrategicMap &map, int area, qint64 nationId)
{
    const Area &a = map.areas[static_cast<std::size_t>(area)];
    const auto nation = map.nationIndex(QString::number(nationId));
    return {areaLabel(a), nation && a.owner == *nation, a.coastal,
            a.centre == PopulationCentre::Town || a.centre == PopulationCentre::City};
}

QString buyAdmiral(const QSqlDatabase &db, qint64 nationId, qint64 rosterId, const QString &name,
                   qint64 *id)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("INSERT INTO character (nation_id, name, type) VALUES (?, ?, ?)"));
    if (!run(q, {nationId, name, keyOf(CharacterType::Admiral)}))
        return q.lastError().text();
    *id = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO roster_character (roster_id, character_id) VALUES (?, "
                             "?)"));
    return run(q, {rosterId, *id}) ? QString() : q.lastError().text();
}

/// Traded units leave the roster (§2.11); the crew is on expedition (I-11).
QString commitOutfit(const QSqlDatabase &db, const StoredRoster &stored, const CommandContext &c,
                     qint64 expeditionId)
{
    QSqlQuery q(db);
    for (const QJsonValue &value : c.args.value(QStringLiteral("units")).toArray()) {
        const QJsonObject entry = value.toObject();
        const int traded = entry.value(QStringLiteral("traded")).toInt();
        if (traded == 0)
            continue;
        const auto index =
            static_cast<std::size_t>(entry.value(QStringLiteral("line")).toInt() - 1);
        q.prepare(QStringLiteral("UPDATE roster_line SET lost = lost + ? WHERE id = ?"));
        if (!run(q, {traded, stored.lineIds[index]}))
            return q.lastError().text();
    }
    return setCrewStatus(db, expeditionId, keyOf(CharacterStatus::OnExpedition));
}

} // namespace

/// expedition.outfit (NY-7, §7.2.1, §2.11): a new expedition in a port with its own roster.
CommandOutcome outfitExpedition(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::PlaceArmies))
        return *wrongStep;
    const nations::NationArgument target = nations::nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const QString name = context.args.value(QStringLiteral("name")).toString().trimmed();
    if (name.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("An expedition needs a \"name\"."));
    const auto hex = map::Hex::fromXXYY(context.args.value(QStringLiteral("port")).toString());
    const MonthMap month = loadMonthMap(context.db);
    const auto area = hex ? month.map.areaAt(*hex) : std::nullopt;
    if (!area)
        return CommandOutcome::badArguments(
            Tr::tr("\"port\" must be the XXYY number of an area of the map."));
    const auto stored = loadRoster(context.db, target.nation->id, context.date.year);
    if (!stored)
        return CommandOutcome::refused(
            Tr::tr("§7.2.1 %1 has no roster for year %2: the expedition's troops come from it.")
                .arg(target.nation->name)
                .arg(context.date.year));
    Outfit outfit;
    outfit = readUnits(context, *stored, target.nation->id, std::move(outfit));
    if (outfit.problem.isEmpty())
        outfit = readCharacters(context, stored->roster, month.map.armies, std::move(outfit));
    if (!outfit.problem.isEmpty())
        return CommandOutcome::badArguments(outfit.problem);
    outfit.plan.port = readPort(month.map, *area, target.nation->id);
    const auto nationIndex = month.map.nationIndex(QString::number(target.nation->id));
    outfit.plan.seaPeople =
        nationIndex && month.map.nations[static_cast<std::size_t>(*nationIndex)].underwater;
    if (const auto issues = checkOutfit(outfit.plan); !issues.empty())
        return refusalOf(issues);
    const QString nationKey = QString::number(target.nation->id);
    if (std::any_of(month.map.armies.begin(), month.map.armies.end(), [&](const Army &a) {
            return a.nationId == nationKey && a.name.compare(name, Qt::CaseInsensitive) == 0;
        }))
        return CommandOutcome::refused(
            Tr::tr("§1.5 %1 already has an army called \"%2\": the expedition's marker needs a "
                   "name of its own.")
                .arg(target.nation->name, name));
    const Boats boats{outfit.plan.traded()};
    NewExpedition &row = outfit.row;
    if (!outfit.admiralToBuy.isEmpty()) {
        if (QString error = buyAdmiral(context.db, target.nation->id, stored->id,
                                       outfit.admiralToBuy, &row.admiralId);
            !error.isEmpty())
            return CommandOutcome::storageFailed(error);
        row.fleet.characters.push_back({QString::number(row.admiralId), outfit.admiralToBuy,
                                        CharacterType::Admiral, FleetRole::Admiral, false});
    }
    const Area &port = month.map.areas[static_cast<std::size_t>(*area)];
    row.nationId = target.nation->id;
    row.year = context.date.year;
    row.name = name;
    row.kind = QStringLiteral("expedition");
    row.port = port.id();
    row.homeLandmass = port.landmass >= 0
                           ? month.map.landmasses[static_cast<std::size_t>(port.landmass)].id
                           : QString();
    row.boats = outfit.plan.boats();
    row.status = QStringLiteral("inPort");
    QString error;
    const qint64 id = insertExpedition(context.db, row, &error);
    if (id == 0)
        return CommandOutcome::storageFailed(error);
    if (error = commitOutfit(context.db, *stored, context, id); !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    if (error = placeMarker(context.db, row.nationId, name, row.generalId, id, port.id(),
                            keyOf(ArmyLocation::PopulationCentre));
        !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    CommandOutcome done = CommandOutcome::done(
        //: %1 nation, %2 expedition, %3 port, %4 units, %5 boats
        Tr::tr("%1 outfits the expedition %2 at %3: %4 unit(s) on %5 boat(s) (§7.2.1)")
            .arg(target.nation->name, name, areaLabel(port))
            .arg(outfit.plan.unitsSailing())
            .arg(row.boats),
        expeditionJson(context.db, *findExpedition(context.db, QString::number(id))));
    done.explanation << (outfit.plan.seaPeople
                             ? Tr::tr("§7.2.7 the sea people swim: no boats are traded for; "
                                      "each unit counts as its own ship on the chart.")
                             : boats.explain());
    return done;
}

} // namespace herald::db
