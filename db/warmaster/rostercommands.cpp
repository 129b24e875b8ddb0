#include "core/warmaster/characterstatus.h"
#include "core/warmaster/explanations.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/warmaster/campaigndecks.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/rosterloss.h"
#include "db/warmaster/rosteropening.h"
#include "db/warmaster/warmastercommands.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlError>

#include <cstdlib>

namespace herald::db {

using namespace nations;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::RosterCommands)
};

} // namespace
using namespace herald::warmaster;

namespace {

/// The nation of the "nation" argument, its army list and its roster for the current year.
struct RosterTarget
{
    std::optional<NationRecord> nation;
    std::optional<ArmyList> list;
    std::optional<StoredRoster> stored;
    CommandOutcome refusal;

    [[nodiscard]] bool ok() const { return stored.has_value(); }
};

RosterTarget rosterTarget(const CommandContext &context)
{
    RosterTarget t;
    const NationArgument n = nationArgument(context);
    if (!n.nation) {
        t.refusal = n.refusal;
        return t;
    }
    t.nation = n.nation;
    t.list = loadArmyList(context.db, n.nation->armyListId);
    if (!t.list) {
        t.refusal = CommandOutcome::refused(
            Tr::tr("%1 has no army list yet (§1.2): choose its race first.").arg(n.nation->name));
        return t;
    }
    t.stored = loadRoster(context.db, n.nation->id, context.date.year);
    if (!t.stored)
        t.refusal = CommandOutcome::refused(
            Tr::tr("%1 has no roster for year %2 yet: open it from the year's tally first.")
                .arg(n.nation->name, QString::number(context.date.year)));
    return t;
}

/// The refusal when the changed roster breaks a rule; nullopt when it may stand. `asked`, when
/// given, says what the referee asked for and what it costs, before the rules' reasons.
std::optional<CommandOutcome> refusalFor(const CommandContext &context, const NationRecord &nation,
                                         const Roster &roster, const ArmyList &list,
                                         const QString &asked = {})
{
    const std::vector<RosterIssue> issues = validateRoster(roster, list, loadSettings(context.db));
    QStringList reasons;
    for (const RosterIssue &issue : issues) {
        if (!issue.isWarning())
            reasons << explainIssue(roster, issue, loadSettings(context.db));
    }
    if (reasons.isEmpty())
        return std::nullopt;
    if (!asked.isEmpty())
        reasons.prepend(asked);
    return CommandOutcome::refused(
        Tr::tr("%1, year %2: refused, nothing changed.\n%3")
            .arg(nation.name, QString::number(roster.year), reasons.join(QLatin1Char('\n'))));
}

QJsonObject figures(const Roster &roster)
{
    return {{QStringLiteral("spent"), roster.spent().toString()},
            {QStringLiteral("armyPoints"), roster.armyPoints}};
}

CommandOutcome openRoster(CommandContext &context)
{
    const NationArgument n = nationArgument(context);
    if (!n.nation)
        return n.refusal;
    return openRosterFor(context, *n.nation);
}

} // namespace

YearTally loadYearTally(const QSqlDatabase &db, int year)
{
    YearTally result{loadTallyMap(db), {}};
    result.tally = tallyCampaign(db, result.map, year);
    return result;
}

CommandOutcome openRosterFor(const CommandContext &context, const NationRecord &nation)
{
    return openRosterFor(context, nation, loadYearTally(context.db, context.date.year));
}

CommandOutcome openRosterFor(const CommandContext &context, const NationRecord &nation,
                             const YearTally &yearTally)
{
    const int year = context.date.year;
    if (loadRoster(context.db, nation.id, year))
        return CommandOutcome::refused(
            Tr::tr("%1 already has a roster for year %2.").arg(nation.name, QString::number(year)));
    if (!loadArmyList(context.db, nation.armyListId))
        return CommandOutcome::refused(
            Tr::tr("%1 has no army list yet (§1.2): choose its race first.").arg(nation.name));
    const auto index = yearTally.map.nationIndex(QString::number(nation.id));
    if (!index)
        return CommandOutcome::refused(Tr::tr("%1 is not on the map yet.").arg(nation.name));
    const NationTally &t = yearTally.tally.nations[static_cast<std::size_t>(*index)];

    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO roster (nation_id, year, population_total, army_points, "
                             "character_points, mob_limit) VALUES (?, ?, ?, ?, ?, ?)"));
    if (!run(q, {nation.id, year, t.population.total(), t.armyPoints.points(),
                 t.characterPoints.total(), t.mobs()}))
        return CommandOutcome::storageFailed(q);
    const qint64 rosterId = q.lastInsertId().toLongLong();

    // I-17: last year's troop types carry over with their losses restored; characters who are
    // still the nation's (alive, captive or away) stay on it and keep their items (I-27).
    if (const auto previous = loadRoster(context.db, nation.id, year - 1)) {
        QSqlQuery lines(context.db);
        lines.prepare(QStringLiteral(
            "INSERT INTO roster_line (roster_id, position, category, cost_tenths, unit_types, "
            "purchased) SELECT ?, position, category, cost_tenths, unit_types, purchased - free "
            "FROM roster_line WHERE roster_id = ?"));
        if (!run(lines, {rosterId, previous->id}))
            return CommandOutcome::storageFailed(lines);
        QSqlQuery chars(context.db);
        chars.prepare(QStringLiteral(
            "INSERT INTO roster_character (roster_id, character_id) SELECT ?, rc.character_id "
            "FROM roster_character rc JOIN character c ON c.id = rc.character_id "
            "WHERE rc.roster_id = ? AND rc.free = 0 AND c.status <> 'killed'"));
        if (!run(chars, {rosterId, previous->id}))
            return CommandOutcome::storageFailed(chars);
    }
    return CommandOutcome::done(Tr::tr("%1 opens its year %2 roster: PT %3, AP %4, CP %5")
                                    .arg(nation.name, QString::number(year),
                                         QString::number(t.population.total()),
                                         QString::number(t.armyPoints.points()),
                                         QString::number(t.characterPoints.total())),
                                {{QStringLiteral("rosterId"), rosterId}});
}

namespace {

/// Writes the roster's lines back: changed rows updated, new ones inserted.
std::optional<CommandOutcome> writeLines(const CommandContext &context, const StoredRoster &before,
                                         const Roster &after)
{
    for (std::size_t i = 0; i < after.lines.size(); ++i) {
        const RosterLine &line = after.lines[i];
        QSqlQuery q(context.db);
        const QString types =
            QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(line.unitTypes))
                                  .toJson(QJsonDocument::Compact));
        if (i < before.lineIds.size()) {
            if (before.roster.lines[i] == line)
                continue;
            q.prepare(
                QStringLiteral("UPDATE roster_line SET unit_types = ?, purchased = ?, lost = ?, "
                               "free = ? WHERE id = ?"));
            if (!run(q, {types, line.purchased, line.lost, line.free, before.lineIds[i]}))
                return CommandOutcome::storageFailed(q);
        } else {
            q.prepare(QStringLiteral("INSERT INTO roster_line (roster_id, position, category, "
                                     "cost_tenths, unit_types, purchased, lost, free) "
                                     "VALUES (?, ?, ?, ?, ?, ?, ?, ?)"));
            if (!run(q, {before.id, int(i), keyOf(line.category), line.cost.inTenths(), types,
                         line.purchased, line.lost, line.free}))
                return CommandOutcome::storageFailed(q);
        }
    }
    return std::nullopt;
}

CommandOutcome buyUnits(CommandContext &context)
{
    const RosterTarget t = rosterTarget(context);
    if (!t.ok())
        return t.refusal;
    Arguments args(context.args);
    const auto typeName = args.text(QStringLiteral("unitType"));
    const auto count = args.integer(QStringLiteral("count"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const UnitType *type = t.list->unit(*typeName);
    if (!type) {
        QStringList names;
        for (const UnitType &u : t.list->units)
            names << u.name;
        return CommandOutcome::refused(
            Tr::tr("§1.2 %1's army list (%2) has no unit type \"%3\"; it has %4.")
                .arg(t.nation->name, t.list->race, *typeName, names.join(QStringLiteral(", "))));
    }
    if (*count == 0)
        return CommandOutcome::badArguments(Tr::tr("\"count\" must not be 0."));
    Roster after = t.stored->roster;
    // I-15: one line per category and cost; a type joins the line of its cost.
    auto line = std::find_if(after.lines.begin(), after.lines.end(), [type](const RosterLine &l) {
        return l.category == type->category && l.cost == type->points;
    });
    if (line == after.lines.end()) {
        if (*count < 0)
            return CommandOutcome::refused(
                Tr::tr("The roster has no %1 to remove.").arg(type->name));
        RosterLine added;
        added.category = type->category;
        added.cost = type->points;
        after.lines.push_back(added);
        line = after.lines.end() - 1;
    }
    if (!line->unitTypes.contains(type->name))
        line->unitTypes << type->name;
    if (line->purchased + *count < std::max(line->lost, line->free))
        return CommandOutcome::refused(
            Tr::tr("§1.4 The %1 line has %2 units, %3 of them lost; it cannot drop below that.")
                .arg(line->unitTypes.join(QStringLiteral("/")), QString::number(line->purchased),
                     QString::number(line->lost)));
    line->purchased += *count;
    const QString asked =
        *count > 0
            ? Tr::tr("%1 × %2 cost %3 points; %4 of the %5 army points are spent already.")
                  .arg(QString::number(*count), type->name, (type->points * *count).toString(),
                       t.stored->roster.spent().toString(),
                       QString::number(t.stored->roster.armyPoints))
            : QString();
    if (auto refusal = refusalFor(context, *t.nation, after, *t.list, asked))
        return *refusal;
    if (auto failure = writeLines(context, *t.stored, after))
        return *failure;
    const QString summary = (*count > 0 ? Tr::tr("%1 buys %2 × %3 (%4 of %5 army points spent)")
                                        : Tr::tr("%1 removes %2 × %3 (%4 of %5 army points spent)"))
                                .arg(t.nation->name, QString::number(std::abs(*count)), type->name,
                                     after.spent().toString(), QString::number(after.armyPoints));
    return CommandOutcome::done(summary, figures(after));
}

} // namespace

CommandOutcome markRosterLoss(CommandContext &context)
{
    const RosterTarget t = rosterTarget(context);
    if (!t.ok())
        return t.refusal;
    Arguments args(context.args);
    const auto lineNumber = args.integer(QStringLiteral("line"));
    const auto count = args.integer(QStringLiteral("count"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const RosterChange change = markLosses(t.stored->roster, *lineNumber - 1, *count);
    if (!change.ok())
        return CommandOutcome::refused(change.refusal);
    if (auto failure = writeLines(context, *t.stored, *change.roster))
        return *failure;
    const RosterLine &line = change.roster->lines[static_cast<std::size_t>(*lineNumber - 1)];
    return CommandOutcome::done(Tr::tr("%1 loses %2 × %3 (%4 left on the line this year)")
                                    .arg(t.nation->name, QString::number(*count),
                                         line.unitTypes.join(QStringLiteral("/")),
                                         QString::number(line.available())));
}

namespace {

CommandOutcome buyCharacter(CommandContext &context)
{
    const RosterTarget t = rosterTarget(context);
    if (!t.ok())
        return t.refusal;
    Arguments args(context.args);
    const auto entryName = args.text(QStringLiteral("entry"));
    const auto name = args.text(QStringLiteral("name"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const bool free = context.args.value(QStringLiteral("free")).toBool();
    const CharacterEntry *entry = t.list->character(*entryName);
    if (!entry) {
        QStringList names;
        for (const CharacterEntry &c : t.list->characters)
            names << c.name;
        return CommandOutcome::refused(
            Tr::tr("§1.2 %1's army list (%2) has no character \"%3\"; it has %4.")
                .arg(t.nation->name, t.list->race, *entryName, names.join(QStringLiteral(", "))));
    }
    const QString characterName =
        name && !name->trimmed().isEmpty() ? name->trimmed() : entry->name;
    Roster after = t.stored->roster;
    RosterCharacter c;
    c.id = QStringLiteral("new");
    c.name = characterName;
    c.type = entry->type;
    c.listEntry = entry->name;
    c.free = free;
    after.characters.push_back(c);
    if (auto refusal = refusalFor(context, *t.nation, after, *t.list))
        return *refusal;

    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO character (nation_id, name, type, list_entry) VALUES (?, ?, ?, ?)"));
    if (!run(q, {t.nation->id, characterName, keyOf(entry->type), entry->name}))
        return CommandOutcome::storageFailed(q);
    const qint64 id = q.lastInsertId().toLongLong();
    QSqlQuery member(context.db);
    member.prepare(QStringLiteral(
        "INSERT INTO roster_character (roster_id, character_id, free) VALUES (?, ?, ?)"));
    if (!run(member, {t.stored->id, id, free ? 1 : 0}))
        return CommandOutcome::storageFailed(member);
    const CampaignSettings settings = loadSettings(context.db);
    return CommandOutcome::done(Tr::tr("%1 takes %2, %3 (%4 of %5 character points used)")
                                    .arg(t.nation->name, characterName, nameOf(entry->type),
                                         QString::number(after.characterPointsUsed(settings)),
                                         QString::number(after.characterPoints)),
                                {{QStringLiteral("id"), id}});
}

/// The character of the "character" argument on the current year's roster of its nation.
struct CharacterTarget
{
    qint64 id = 0;
    std::optional<NationRecord> nation;
    std::optional<StoredRoster> stored;
    std::size_t index = 0;
    CommandOutcome refusal;
};

CharacterTarget characterTarget(const CommandContext &context)
{
    CharacterTarget t;
    const QJsonValue value = context.args.value(QStringLiteral("character"));
    if (!value.isDouble()) {
        t.refusal =
            CommandOutcome::badArguments(Tr::tr("The argument \"character\" (its id) is missing."));
        return t;
    }
    t.id = value.toInteger();
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("SELECT nation_id FROM character WHERE id = ?"));
    if (!run(q, {t.id}) || !q.next()) {
        t.refusal = CommandOutcome::refused(Tr::tr("There is no character %1.").arg(t.id));
        return t;
    }
    t.nation = findNation(context.db, q.value(0).toString());
    t.stored = loadRoster(context.db, t.nation->id, context.date.year);
    if (t.stored) {
        const auto it =
            std::find(t.stored->characterIds.begin(), t.stored->characterIds.end(), t.id);
        if (it != t.stored->characterIds.end()) {
            t.index = static_cast<std::size_t>(it - t.stored->characterIds.begin());
            return t;
        }
    }
    t.stored.reset();
    t.refusal = CommandOutcome::refused(
        Tr::tr("Character %1 is not on %2's roster for year %3.")
            .arg(QString::number(t.id), t.nation->name, QString::number(context.date.year)));
    return t;
}

CommandOutcome setCharacterStatus(CommandContext &context)
{
    const CharacterTarget t = characterTarget(context);
    if (!t.stored)
        return t.refusal;
    Arguments args(context.args);
    const auto statusKey = args.text(QStringLiteral("status"));
    const auto captorRef = args.text(QStringLiteral("captor"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const auto status = fromKey<CharacterStatus>(*statusKey);
    if (!status)
        return CommandOutcome::badArguments(
            Tr::tr("\"status\" is active, captured, killed, onExpedition or envoy, not \"%1\".")
                .arg(*statusKey));
    QVariant captor(QMetaType::fromType<qint64>());
    QVariant year(QMetaType::fromType<int>());
    QVariant month(QMetaType::fromType<int>());
    QString captorName;
    if (*status == CharacterStatus::Captured) {
        const auto captorNation = captorRef ? findNation(context.db, *captorRef) : std::nullopt;
        if (!captorNation || captorNation->id == t.nation->id)
            return CommandOutcome::refused(Tr::tr(
                "§6.4 A captured character is held by another nation: name it as \"captor\"."));
        captor = captorNation->id;
        captorName = captorNation->name;
        year = context.date.year;
        month = context.date.month;
    }
    QSqlQuery q(context.db);
    q.prepare(
        QStringLiteral("UPDATE character SET status = ?, captor_nation_id = ?, captured_year = ?, "
                       "captured_month = ? WHERE id = ?"));
    if (!run(q, {*statusKey, captor, year, month, t.id}))
        return CommandOutcome::storageFailed(q);
    const QString who = t.stored->roster.characters[t.index].name;
    if (*status == CharacterStatus::Captured)
        return CommandOutcome::done(
            Tr::tr("%1 of %2 is captured by %3 (still counts against %2's character points, §6.4)")
                .arg(who, t.nation->name, captorName));
    return CommandOutcome::done(Tr::tr("%1 of %2 is now %3").arg(who, t.nation->name, *statusKey));
}

CommandOutcome dropCharacter(CommandContext &context)
{
    const CharacterTarget t = characterTarget(context);
    if (!t.stored)
        return t.refusal;
    const RosterCharacter &c = t.stored->roster.characters[t.index];
    // I-27: a dropped character's items are lost with him.
    QSqlQuery items(context.db);
    items.prepare(QStringLiteral("DELETE FROM magic_item_binding WHERE character_id = ?"));
    if (!run(items, {t.id}))
        return CommandOutcome::storageFailed(items);
    QSqlQuery q(context.db);
    q.prepare(
        QStringLiteral("DELETE FROM roster_character WHERE roster_id = ? AND character_id = ?"));
    if (!run(q, {t.stored->id, t.id}))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        c.magicItems.isEmpty()
            ? Tr::tr("%1 leaves %2's roster").arg(c.name, t.nation->name)
            : Tr::tr("%1 leaves %2's roster; his items are lost (I-27): %3")
                  .arg(c.name, t.nation->name, c.magicItems.join(QStringLiteral(", "))));
}

/// §1.4, §2.18: magic items are drawn at random, never chosen, so with a magic item deck a card
/// goes only to a character of the nation the deck dealt it to. An item waiting on a roster
/// (nation_item) is not asked here: a capture leaves the deck's holder behind. nullopt: it may.
std::optional<CommandOutcome> notDrawnFor(const QSqlDatabase &db, const QString &card,
                                          const QString &nation, const QString &character)
{
    const auto deck = loadCampaignDeck(db, QStringLiteral("magicItems"));
    if (!deck)
        return std::nullopt; // a campaign taken over from paper keeps its items by hand
    if (!deck->card(card))
        return CommandOutcome::refused(
            Tr::tr("§2.18 The magic item deck has no card %1: nothing was bound.").arg(card));
    const decks::HeldCard *held = deck->held(card);
    if (!held)
        return CommandOutcome::refused(
            Tr::tr("§2.18 The magic item %1 has not been drawn: items are dealt at random "
                   "(magic deal), never chosen; nothing was bound.")
                .arg(card));
    if (held->holder != nation)
        //: %1 card, %2 the holder the deck dealt it to, %3 character, %4 his nation
        return CommandOutcome::refused(
            Tr::tr("§1.4 The magic item %1 was dealt to %2; only a character of %2 can carry "
                   "it, not %3 of %4.")
                .arg(card, held->holder, character, nation));
    return std::nullopt;
}

CommandOutcome bindItem(CommandContext &context)
{
    const CharacterTarget t = characterTarget(context);
    if (!t.stored)
        return t.refusal;
    Arguments args(context.args);
    const auto card = args.text(QStringLiteral("card"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    QSqlQuery held(context.db);
    held.prepare(QStringLiteral(
        "SELECT c.name, n.name FROM magic_item_binding b JOIN character c ON "
        "c.id = b.character_id JOIN nation n ON n.id = c.nation_id WHERE b.card_id = ?"));
    if (run(held, {*card}) && held.next())
        return CommandOutcome::refused(
            Tr::tr("§1.4 The magic item %1 is already bound to %2 of %3; an item never passes to "
                   "another character by choice.")
                .arg(*card, held.value(0).toString(), held.value(1).toString()));
    const RosterCharacter &c = t.stored->roster.characters[t.index];
    if (c.status == CharacterStatus::Killed)
        return CommandOutcome::refused(
            Tr::tr("%1 is dead; a magic item goes to a living character.").arg(c.name));
    // §6.5: an item waiting on a nation's roster (escaped, or captured with no one to take it)
    // goes only to a character of that nation.
    QSqlQuery waiting(context.db);
    waiting.prepare(QStringLiteral("SELECT w.nation_id, n.name FROM nation_item w JOIN nation n ON "
                                   "n.id = w.nation_id WHERE w.card_id = ?"));
    if (!run(waiting, {*card}))
        return CommandOutcome::storageFailed(waiting);
    if (waiting.next()) {
        if (waiting.value(0).toLongLong() != t.nation->id)
            return CommandOutcome::refused(
                Tr::tr("§6.5 The magic item %1 waits on %2's roster; only a character of %2 can "
                       "take it, not %3 of %4.")
                    .arg(*card, waiting.value(1).toString(), c.name, t.nation->name));
        waiting.prepare(QStringLiteral("DELETE FROM nation_item WHERE card_id = ?"));
        if (!run(waiting, {*card}))
            return CommandOutcome::storageFailed(waiting);
    } else if (auto refusal = notDrawnFor(context.db, *card, t.nation->name, c.name)) {
        return *refusal;
    }
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO magic_item_binding (card_id, character_id, bound_year) VALUES (?, ?, ?)"));
    if (!run(q, {*card, t.id, context.date.year}))
        return CommandOutcome::storageFailed(q);
    // The item by the name its author gave it, where the campaign has the deck.
    const auto deck = loadCampaignDeck(context.db, QStringLiteral("magicItems"));
    const decks::Card *named = deck ? deck->card(*card) : nullptr;
    //: %1 the item's name, %2 its card id
    const QString item = named ? Tr::tr("%1 (%2)").arg(named->title, *card) : *card;
    return CommandOutcome::done(Tr::tr("%1 of %2 now carries the magic item %3 for good")
                                    .arg(c.name, t.nation->name, item));
}

} // namespace

void registerRosterCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("roster.open"),
                  QStringLiteral("Open a nation's roster for this year from the tally: {nation}"),
                  openRoster});
    registry.add(
        {QStringLiteral("roster.buy"),
         QStringLiteral("Buy (or with a negative count remove) units: {nation, unitType, count}"),
         buyUnits});
    registry.add(
        {QStringLiteral("roster.loss"),
         QStringLiteral("Strike lost units off a roster line for the year: {nation, line, count}"),
         markRosterLoss});
    registry.add(
        {QStringLiteral("character.buy"),
         QStringLiteral("Take a character with character points: {nation, entry, name?, free?}"),
         buyCharacter});
    registry.add({QStringLiteral("character.status"),
                  QStringLiteral("Set a character's status: {character, status, captor?}"),
                  setCharacterStatus});
    registry.add({QStringLiteral("character.drop"),
                  QStringLiteral("Take a character off this year's roster: {character}"),
                  dropCharacter});
    registry.add(
        {QStringLiteral("item.bind"),
         QStringLiteral("Give a magic item card to a character for good: {character, card}"),
         bindItem});
}

void registerWarmasterCommands(CommandRegistry &registry)
{
    registerArmyListCommands(registry);
    registerNationCommands(registry);
    registerRosterCommands(registry);
    registerArmyCommands(registry);
    registerCalendarCommands(registry);
}

} // namespace herald::db
