#include "db/warmaster/countrycommand.h"

#include "core/warmaster/anothercountry.h"
#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using namespace expeditions;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::CountryCommand)
};

/// Whether the founder answered "country" for that landmass this year (production.colony).
bool choseCountry(const QSqlDatabase &db, qint64 nation, const QString &landmass, int year)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM colony_choice WHERE nation_id = ? AND landmass = ? "
                             "AND year = ? AND choice = 'country'"));
    return run(q, {nation, landmass, year}) && q.next();
}

} // namespace

CommandOutcome foundCountry(CommandContext &context)
{
    if (auto wrongStep = stepRefusal(context, CampaignStep::Production))
        return *wrongStep;
    const nations::NationArgument target = nations::nationArgument(context);
    if (!target.nation)
        return target.refusal;
    const StoredMap before = loadStoredMap(context.db);
    const QString ref = context.args.value(QStringLiteral("landmass")).toString().trimmed();
    const int landmass = findLandmass(before.map, ref);
    if (landmass == noIndex)
        return CommandOutcome::badArguments(
            Tr::tr("\"landmass\" must name a landmass of the map, not \"%1\".").arg(ref));
    const Landmass &land = before.map.landmasses[static_cast<std::size_t>(landmass)];
    if (!choseCountry(context.db, target.nation->id, land.id, context.date.year))
        return CommandOutcome::refused(
            Tr::tr("§7.3 %1 has not chosen this year to found another country on %2: answer "
                   "\"country\" for its new centre there first (production.colony).")
                .arg(target.nation->name, land.name));
    const QString list = context.args.value(QStringLiteral("armyList")).toString().trimmed();
    if (!loadArmyList(context.db, list))
        return CommandOutcome::badArguments(
            Tr::tr("\"armyList\" must name an army list of the campaign for the new country's "
                   "race, not \"%1\".")
                .arg(list));
    const QString name = context.args.value(QStringLiteral("name")).toString().trimmed();
    const QString colour = context.args.value(QStringLiteral("colour")).toString().trimmed();
    if (name.isEmpty() || colour.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("Another country needs a \"name\" and a \"colour\"."));
    QVariant player = target.nation->playerId ? QVariant(target.nation->playerId)
                                              : QVariant(QMetaType(QMetaType::LongLong));
    if (const QString who = reference(context.args.value(QStringLiteral("player")));
        !who.isEmpty()) {
        const auto found = findPlayer(context.db, who);
        if (!found)
            return CommandOutcome::badArguments(
                Tr::tr("\"player\": there is no player \"%1\".").arg(who));
        player = found->id;
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO nation (name, colour, player_id, army_list_id, kind, "
                             "parent_nation_id) VALUES (?, ?, ?, ?, 'separate', ?)"));
    if (!run(q, {name, colour, player, list, target.nation->id}))
        return CommandOutcome::refused(
            Tr::tr("There is a nation called \"%1\" already: give the new country another name.")
                .arg(name));
    const qint64 country = q.lastInsertId().toLongLong();
    const int founder = static_cast<int>(before.nationRowIds.indexOf(target.nation->id));
    const AnotherCountry split = foundAnotherCountry(before.map, founder, landmass);
    q.prepare(QStringLiteral("UPDATE area SET owner_nation_id = ? WHERE hex = ?"));
    for (const int area : split.areas) {
        if (!run(q, {country, before.map.areas[static_cast<std::size_t>(area)].id()}))
            return CommandOutcome::storageFailed(q);
    }
    CommandOutcome done = CommandOutcome::done(
        //: %1 founding nation, %2 the new country, %3 landmass
        Tr::tr("%1 founds another country, %2, on %3 (§7.3)")
            .arg(target.nation->name, name, land.name),
        {{QStringLiteral("nation"), country},
         {QStringLiteral("areas"), static_cast<int>(split.areas.size())}});
    done.explanation << split.explain(before.map, name);
    return done;
}

} // namespace herald::db
