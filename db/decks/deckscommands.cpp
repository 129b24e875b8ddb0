#include "db/decks/deckscommands.h"

#include "core/decks/csv.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/decks/decksstore.h"
#include "db/decks/shippedcontent.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace herald::db {

using namespace herald::decks;
using decks::DecksStore;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::DecksCommands)
};

CommandOutcome diceRejected(const QString &message)
{
    return {CommandStatus::InvalidDiceEntry, message, {}, {}, {}};
}

/// Typed faces the command did not use are a mistake of the person typing them.
std::optional<CommandOutcome> leftoverTyped(const CommandContext &context)
{
    if (context.dice.unusedTyped() == 0)
        return std::nullopt;
    return CommandOutcome::badArguments(
        Tr::tr("%1 typed die value(s) were not needed by this roll.")
            .arg(context.dice.unusedTyped()));
}

/// The first problem of a whole collection of tables, as one sentence naming table and row.
QString firstIssue(const std::vector<Table> &tables)
{
    const std::vector<TableIssue> issues = validateTables(tables);
    return issues.empty() ? QString() : describe(issues.front());
}

/// Replaces the table with the same id, or appends it.
void upsert(std::vector<Table> &tables, const Table &table)
{
    for (Table &t : tables) {
        if (t.id == table.id) {
            t = table;
            return;
        }
    }
    tables.push_back(table);
}

/// Which tables say "roll again" on `id`, other than itself.
QStringList tablesNaming(const std::vector<Table> &tables, const QString &id)
{
    QStringList names;
    for (const Table &t : tables) {
        for (const Row &row : t.rows) {
            for (const Entry &entry : row.entries) {
                for (const NestedRoll &nested : entry.rollAgain) {
                    if (nested.table == id && t.id != id && !names.contains(t.id))
                        names << t.id;
                }
            }
        }
    }
    return names;
}

CommandOutcome install(CommandContext &context)
{
    auto shipped = decks::shippedContent();
    if (!shipped.ok())
        return CommandOutcome::storageFailed(
            Tr::tr("The shipped decks and tables cannot be read: %1")
                .arg(shipped.error().errorString()));
    DecksStore store(context.db);
    QString error;
    const auto existing = store.content(&error);
    if (!existing)
        return CommandOutcome::storageFailed(error);
    int tables = 0;
    int decks = 0;
    for (const Table &table : shipped.value().tables) {
        if (existing->table(table.id))
            continue;
        if (!store.putTable(table, &error))
            return CommandOutcome::storageFailed(error);
        ++tables;
    }
    for (const Deck &deck : shipped.value().decks) {
        if (existing->deck(deck.id))
            continue;
        // A new campaign's decks are shuffled once, on the campaign's dice, before any draw.
        DeckResult shuffled = apply(deck, ShuffleDrawPile{}, context.dice);
        const Deck ready = shuffled.ok() ? std::move(shuffled).value().deck : deck;
        if (!store.putDeck(ready, &error))
            return CommandOutcome::storageFailed(error);
        ++decks;
    }
    if (tables == 0 && decks == 0)
        return CommandOutcome::refused(
            Tr::tr("The campaign already has every shipped WarMaster table and deck."));
    return CommandOutcome::done(
        Tr::tr("Added the WarMaster content: %1 tables and %2 shuffled decks")
            .arg(tables)
            .arg(decks),
        {{QStringLiteral("tables"), tables}, {QStringLiteral("decks"), decks}});
}

// --- Tables ------------------------------------------------------------------------------

/// {table, modifiers?: {name: n}, column?: id, columnValue?: n, shift?: n, purpose?, typed?}
CommandOutcome rollTable(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("table"));
    const auto columnId = args.text(QStringLiteral("column"), false);
    const auto columnValue = args.integer(QStringLiteral("columnValue"), false);
    const auto shift = args.integer(QStringLiteral("shift"), false);
    const auto purpose = args.text(QStringLiteral("purpose"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    RollRequest request;
    const QJsonObject modifiers = context.args.value(QStringLiteral("modifiers")).toObject();
    for (auto it = modifiers.begin(); it != modifiers.end(); ++it) {
        if (!it.value().isDouble() || it.value().toDouble() != double(it.value().toInt()))
            return CommandOutcome::badArguments(
                Tr::tr("The modifier \"%1\" must be a whole number, such as %1=2.").arg(it.key()));
        request.modifiers.push_back({it.key(), it.value().toInt()});
    }
    request.column = {columnId.value_or(QString()), columnValue, shift.value_or(0)};
    request.purpose = purpose.value_or(QString()).trimmed();

    DecksStore store(context.db);
    QString error;
    const auto content = store.content(&error);
    if (!content)
        return CommandOutcome::storageFailed(error);
    const Table *table = content->table(*id);
    if (!table)
        return CommandOutcome::refused(Tr::tr("The campaign has no table '%1'.").arg(*id));
    // The dice-choosing settings (§11.S: expeditionDice I-1, mutinyTest I-4) pick these dice.
    request.diceOverride = warmaster::tableDice(table->id, loadSettings(context.db));
    const RollResult rolled = roll(*table, request, context.dice, content->resolver());
    if (!rolled.ok()) {
        if (rolled.error().code == RollErrorCode::DiceEntryRejected)
            return diceRejected(describe(rolled.error()));
        return CommandOutcome::refused(describe(rolled.error()));
    }
    if (auto leftover = leftoverTyped(context))
        return *leftover;
    const QJsonObject explanation = explanationToJson(rolled.value());
    const QString summary = rolled.value().summary();
    if (!store.addResult(QStringLiteral("roll"), table->id, summary, explanation, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(summary, explanation);
}

/// {table: {…one table of the content format…}}: adds a table or replaces the one with its id.
CommandOutcome putTable(CommandContext &context)
{
    const QJsonValue value = context.args.value(QStringLiteral("table"));
    if (!value.isObject())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"table\" must be a table as a JSON object."));
    const auto parsed = tableFromJson(value.toObject());
    if (!parsed.ok())
        return CommandOutcome::refused(Tr::tr("table.%1").arg(parsed.error().errorString()));
    DecksStore store(context.db);
    QString error;
    auto content = store.content(&error);
    if (!content)
        return CommandOutcome::storageFailed(error);
    const bool replacing = content->table(parsed.value().id) != nullptr;
    upsert(content->tables, parsed.value());
    if (const QString issue = firstIssue(content->tables); !issue.isEmpty())
        return CommandOutcome::refused(issue);
    if (!store.putTable(parsed.value(), &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(
        (replacing ? Tr::tr("Edited table '%1'") : Tr::tr("Added table '%1'"))
            .arg(parsed.value().title));
}

/// {table: id}
CommandOutcome removeTable(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("table"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    DecksStore store(context.db);
    QString error;
    const auto content = store.content(&error);
    if (!content)
        return CommandOutcome::storageFailed(error);
    const Table *table = content->table(*id);
    if (!table)
        return CommandOutcome::refused(Tr::tr("The campaign has no table '%1'.").arg(*id));
    if (const QStringList users = tablesNaming(content->tables, *id); !users.isEmpty())
        return CommandOutcome::refused(
            Tr::tr("Table '%1' cannot be removed: table(s) %2 say to roll again on it.")
                .arg(*id, users.join(QStringLiteral(", "))));
    const QString title = table->title;
    if (!store.removeTable(*id, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(Tr::tr("Removed table '%1'").arg(title));
}

/// {table: id, csv: text}: the table's rows replaced by the CSV rows.
CommandOutcome importCsv(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("table"));
    const auto csv = args.text(QStringLiteral("csv"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    DecksStore store(context.db);
    QString error;
    auto content = store.content(&error);
    if (!content)
        return CommandOutcome::storageFailed(error);
    const Table *table = content->table(*id);
    if (!table)
        return CommandOutcome::refused(Tr::tr("The campaign has no table '%1'.").arg(*id));
    const auto imported = importCsvRows(*table, csv->toUtf8());
    if (!imported.ok())
        return CommandOutcome::refused(
            Tr::tr("Table '%1', CSV %2").arg(*id, imported.error().errorString()));
    upsert(content->tables, imported.value());
    if (const QString issue = firstIssue(content->tables); !issue.isEmpty())
        return CommandOutcome::refused(issue);
    if (!store.putTable(imported.value(), &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(
        Tr::tr("Replaced the rows of table '%1' from CSV (%2 rows)")
            .arg(imported.value().title, QString::number(imported.value().rows.size())));
}

// --- Decks -------------------------------------------------------------------------------

CommandOutcome recordDeckChange(DecksStore &store, const DeckChange &change)
{
    QString error;
    if (!store.putDeck(change.deck, &error))
        return CommandOutcome::storageFailed(error);
    const QJsonObject details{
        {QStringLiteral("deck"), change.deck.id},
        {QStringLiteral("summary"), change.summary},
        {QStringLiteral("details"), QJsonArray::fromStringList(change.details)},
        {QStringLiteral("cards"), QJsonArray::fromStringList(change.cardIds)},
        {QStringLiteral("drawPile"), int(change.deck.drawPile.size())},
        {QStringLiteral("discardPile"), int(change.deck.discardPile.size())}};
    if (!store.addResult(QStringLiteral("deck"), change.deck.id, change.summary, details, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(change.summary, details);
}

CommandOutcome deckRefusal(const DeckError &error)
{
    return error.code == DeckErrorCode::DiceEntryRejected
               ? diceRejected(describe(error))
               : CommandOutcome::refused(describe(error));
}

/// {deck: id, operation: {"op": "draw", …}} (the operations of the content format).
CommandOutcome applyToDeck(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("deck"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const auto operation =
        operationFromJson(context.args.value(QStringLiteral("operation")).toObject());
    if (!operation.ok())
        return CommandOutcome::badArguments(
            Tr::tr("operation.%1").arg(operation.error().errorString()));
    DecksStore store(context.db);
    QString error;
    const auto deck = store.deck(*id, &error);
    if (!deck)
        return error.isEmpty()
                   ? CommandOutcome::refused(Tr::tr("The campaign has no deck '%1'.").arg(*id))
                   : CommandOutcome::storageFailed(error);
    const DeckResult changed = apply(*deck, operation.value(), context.dice);
    if (!changed.ok())
        return deckRefusal(changed.error());
    if (auto leftover = leftoverTyped(context))
        return *leftover;
    return recordDeckChange(store, changed.value());
}

/// {deck: {…one deck of the content format…}}: a deck without "state" is shuffled.
CommandOutcome putDeck(CommandContext &context)
{
    const QJsonValue value = context.args.value(QStringLiteral("deck"));
    if (!value.isObject())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"deck\" must be a deck as a JSON object."));
    const auto parsed = deckFromJson(value.toObject());
    if (!parsed.ok())
        return CommandOutcome::refused(Tr::tr("deck.%1").arg(parsed.error().errorString()));
    Deck deck = parsed.value();
    if (!value.toObject().contains(QStringLiteral("state")) && !deck.drawPile.isEmpty()) {
        DeckResult shuffled = apply(deck, ShuffleDrawPile{}, context.dice);
        if (!shuffled.ok())
            return deckRefusal(shuffled.error());
        deck = std::move(shuffled).value().deck;
    }
    DecksStore store(context.db);
    QString error;
    const auto existing = store.deck(deck.id, &error);
    if (!existing && !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    if (!store.putDeck(deck, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(
        (existing ? Tr::tr("Edited deck '%1' (%2 cards)") : Tr::tr("Added deck '%1' (%2 cards)"))
            .arg(deck.title, QString::number(deck.cards.size())));
}

/// {deck: id}
CommandOutcome removeDeck(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("deck"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    DecksStore store(context.db);
    QString error;
    const auto deck = store.deck(*id, &error);
    if (!deck)
        return error.isEmpty()
                   ? CommandOutcome::refused(Tr::tr("The campaign has no deck '%1'.").arg(*id))
                   : CommandOutcome::storageFailed(error);
    if (!store.removeDeck(*id, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(Tr::tr("Removed deck '%1'").arg(deck->title));
}

/// {content: {…a content document…}}: adds its tables and decks, replacing those with the same
/// ids; all or nothing.
CommandOutcome importContent(CommandContext &context)
{
    const QJsonValue value = context.args.value(QStringLiteral("content"));
    if (!value.isObject())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"content\" must be a decks-and-tables document."));
    DecksStore store(context.db);
    QString error;
    auto content = store.content(&error);
    if (!content)
        return CommandOutcome::storageFailed(error);
    const auto parsed = parseContent(QJsonDocument(value.toObject()).toJson(), content->resolver());
    if (!parsed.ok())
        return CommandOutcome::refused(parsed.error().errorString());
    for (const Table &table : parsed.value().tables)
        upsert(content->tables, table);
    // An imported table may break a campaign table that rolls again on it (a column gone).
    if (const QString issue = firstIssue(content->tables); !issue.isEmpty())
        return CommandOutcome::refused(issue);
    for (const Table &table : parsed.value().tables) {
        if (!store.putTable(table, &error))
            return CommandOutcome::storageFailed(error);
    }
    const QJsonArray documentDecks = value.toObject().value(QStringLiteral("decks")).toArray();
    for (std::size_t i = 0; i < parsed.value().decks.size(); ++i) {
        Deck deck = parsed.value().decks[i];
        // As with decks.deck.put: a deck that comes without its piles is shuffled before use.
        if (!documentDecks.at(qsizetype(i)).toObject().contains(QStringLiteral("state")) &&
            !deck.drawPile.isEmpty()) {
            DeckResult shuffled = apply(deck, ShuffleDrawPile{}, context.dice);
            if (!shuffled.ok())
                return deckRefusal(shuffled.error());
            deck = std::move(shuffled).value().deck;
        }
        if (!store.putDeck(deck, &error))
            return CommandOutcome::storageFailed(error);
    }
    return CommandOutcome::done(Tr::tr("Imported %1 tables and %2 decks")
                                    .arg(parsed.value().tables.size())
                                    .arg(parsed.value().decks.size()),
                                {{QStringLiteral("tables"), int(parsed.value().tables.size())},
                                 {QStringLiteral("decks"), int(parsed.value().decks.size())}});
}

// --- Magic items (rules §2.18) -----------------------------------------------------------

const QString kMagicDeckId = QStringLiteral("magicItems");

QString newItemId(const QString &name, const std::vector<MagicItem> &items)
{
    static const QRegularExpression notWord(QStringLiteral("[^a-z0-9]+"));
    QString base = name.toLower().replace(notWord, QStringLiteral("-"));
    base = base.mid(base.startsWith(QLatin1Char('-')) ? 1 : 0);
    if (base.endsWith(QLatin1Char('-')))
        base.chop(1);
    if (base.isEmpty())
        base = QStringLiteral("item");
    QString id = base;
    for (int n = 2;; ++n) {
        const bool taken =
            std::any_of(items.begin(), items.end(), [&](const MagicItem &i) { return i.id == id; });
        if (!taken)
            return id;
        id = base + QLatin1Char('-') + QString::number(n);
    }
}

/// {author, name, points, text?, id?}: a new item, or an edit of the item with that id.
CommandOutcome authorMagicItem(CommandContext &context)
{
    Arguments args(context.args);
    const auto author = args.text(QStringLiteral("author"));
    const auto name = args.text(QStringLiteral("name"));
    const auto points = args.integer(QStringLiteral("points"));
    const auto text = args.text(QStringLiteral("text"), false);
    const auto id = args.text(QStringLiteral("id"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    DecksStore store(context.db);
    QString error;
    const auto items = store.magicItems(&error);
    if (!items)
        return CommandOutcome::storageFailed(error);
    MagicItem item{id.value_or(QString()).trimmed(), name->trimmed(), *points,
                   text.value_or(QString()).trimmed(), author->trimmed()};
    const bool editing =
        !item.id.isEmpty() && std::any_of(items->begin(), items->end(),
                                          [&](const MagicItem &i) { return i.id == item.id; });
    if (item.id.isEmpty())
        item.id = newItemId(item.name, *items);
    const auto authored = authorItem(*items, item);
    if (!authored.ok())
        return CommandOutcome::refused(describe(authored.error()));
    if (!store.setMagicItems(authored.value(), &error))
        return CommandOutcome::storageFailed(error);
    const int used = pointsAuthored(authored.value(), item.author);
    return CommandOutcome::done(
        (editing ? Tr::tr("%1 rewrote magic item '%2' (%3 points; %4 of %5 used)")
                 : Tr::tr("%1 wrote magic item '%2' (%3 points; %4 of %5 used)"))
            .arg(item.author, item.name, QString::number(item.points), QString::number(used),
                 QString::number(kMagicItemPointsPerAuthor)),
        {{QStringLiteral("id"), item.id}, {QStringLiteral("used"), used}});
}

/// {id}
CommandOutcome removeMagicItem(CommandContext &context)
{
    Arguments args(context.args);
    const auto id = args.text(QStringLiteral("id"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    DecksStore store(context.db);
    QString error;
    auto items = store.magicItems(&error);
    if (!items)
        return CommandOutcome::storageFailed(error);
    const auto found =
        std::find_if(items->begin(), items->end(), [&](const MagicItem &i) { return i.id == *id; });
    if (found == items->end())
        return CommandOutcome::refused(Tr::tr("No magic item '%1' has been written.").arg(*id));
    const QString summary =
        Tr::tr("Struck out magic item '%1' by %2").arg(found->name, found->author);
    items->erase(found);
    if (!store.setMagicItems(*items, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(summary);
}

/// {}: every authored item into a freshly shuffled magic item deck (rules §2.18, §1.7).
CommandOutcome buildMagicDeck(CommandContext &context)
{
    DecksStore store(context.db);
    QString error;
    const auto items = store.magicItems(&error);
    if (!items)
        return CommandOutcome::storageFailed(error);
    if (items->empty())
        return CommandOutcome::refused(Tr::tr("No magic items have been written yet: each player "
                                              "writes up to %1 points of them (§2.18).")
                                           .arg(kMagicItemPointsPerAuthor));
    const auto existing = store.deck(kMagicDeckId, &error);
    if (!existing && !error.isEmpty())
        return CommandOutcome::storageFailed(error);
    if (existing && (!existing->inPlay.empty() || !existing->discardPile.isEmpty() ||
                     !existing->removed.isEmpty()))
        return CommandOutcome::refused(
            Tr::tr("The magic item deck has been dealt from already; it cannot be rebuilt "
                   "while items are held, discarded or lost (§2.18)."));
    const auto built = magicItemDeck(*items);
    if (!built.ok())
        return CommandOutcome::refused(describe(built.error()));
    const DeckResult shuffled = apply(built.value(), ShuffleDrawPile{}, context.dice);
    if (!shuffled.ok())
        return deckRefusal(shuffled.error());
    if (auto leftover = leftoverTyped(context))
        return *leftover;
    if (!store.putDeck(shuffled.value().deck, &error))
        return CommandOutcome::storageFailed(error);
    return CommandOutcome::done(
        Tr::tr("Shuffled %1 magic items into the magic item deck").arg(items->size()));
}

/// {nations: [ids]}: two items each, one round at a time, face down (rules §2.18).
CommandOutcome dealMagicItems(CommandContext &context)
{
    QStringList nations;
    for (const QJsonValue &v : context.args.value(QStringLiteral("nations")).toArray())
        nations << v.toString().trimmed();
    nations.removeAll(QString());
    if (nations.isEmpty())
        return CommandOutcome::badArguments(
            Tr::tr("The argument \"nations\" must list the nations to deal to."));
    DecksStore store(context.db);
    QString error;
    const auto deck = store.deck(kMagicDeckId, &error);
    if (!deck)
        return error.isEmpty()
                   ? CommandOutcome::refused(Tr::tr("There is no magic item deck yet: shuffle the "
                                                    "written items into it first."))
                   : CommandOutcome::storageFailed(error);
    const DeckResult dealt = dealStartingItems(*deck, nations, context.dice);
    if (!dealt.ok())
        return deckRefusal(dealt.error());
    return recordDeckChange(store, dealt.value());
}

} // namespace

void registerDecksCommands(CommandRegistry &registry)
{
    registry.add(
        {QStringLiteral("decks.install"),
         QStringLiteral("Add the shipped WarMaster tables and decks the campaign lacks: {}"),
         install, true});
    registry.add({QStringLiteral("decks.table.roll"),
                  QStringLiteral("Roll on a table: {table, modifiers?: {name: n}, column?, "
                                 "columnValue?, shift?, purpose?, typed?}"),
                  rollTable});
    registry.add({QStringLiteral("decks.table.put"),
                  QStringLiteral("Add or replace a table: {table: {...}}"), putTable});
    registry.add({QStringLiteral("decks.table.remove"), QStringLiteral("Remove a table: {table}"),
                  removeTable});
    registry.add({QStringLiteral("decks.table.csv"),
                  QStringLiteral("Replace a table's rows from CSV: {table, csv}"), importCsv});
    registry.add(
        {QStringLiteral("decks.deck.apply"),
         QStringLiteral(
             "Draw, shuffle, reshuffle, reveal, discard...: {deck, operation: {op, ...}, typed?}"),
         applyToDeck});
    registry.add({QStringLiteral("decks.deck.put"),
                  QStringLiteral("Add or replace a deck: {deck: {...}}"), putDeck});
    registry.add(
        {QStringLiteral("decks.deck.remove"), QStringLiteral("Remove a deck: {deck}"), removeDeck});
    registry.add({QStringLiteral("decks.content.import"),
                  QStringLiteral("Import tables and decks, all or nothing: {content: {format, "
                                 "version, tables, decks}}"),
                  importContent});
    registry.add(
        {QStringLiteral("decks.magic.author"),
         QStringLiteral("Write or rewrite a magic item: {author, name, points, text?, id?}"),
         authorMagicItem});
    registry.add({QStringLiteral("decks.magic.remove"),
                  QStringLiteral("Strike out a magic item: {id}"), removeMagicItem});
    registry.add({QStringLiteral("decks.magic.build"),
                  QStringLiteral("Shuffle the written magic items into their deck: {}"),
                  buildMagicDeck});
    registry.add({QStringLiteral("decks.magic.deal"),
                  QStringLiteral("Deal two magic items to each nation: {nations: [...]}"),
                  dealMagicItems});
}

} // namespace herald::db
