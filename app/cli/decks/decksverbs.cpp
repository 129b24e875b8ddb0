#include "app/cli/decks/decksverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/services/decks/originlabel.h"
#include "core/decks/csv.h"
#include "db/decks/decksstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMap>

namespace herald::cli {

using namespace herald::decks;
using app::decks::originLabel;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::DecksVerbs)
};

/// Runs "GROUP ACTION ..." as the verb named "GROUP ACTION": the dispatcher finds verbs by
/// their first word, so each group is one verb that hands on to its actions.
int runGroup(CliContext &c, const QString &group, QStringList words)
{
    const Verb *action =
        words.isEmpty() ? nullptr : standardVerbs().find(group + QLatin1Char(' ') + words.first());
    if (!action) {
        QStringList actions;
        for (const Verb &verb : standardVerbs().all()) {
            if (verb.name.startsWith(group + QLatin1Char(' ')))
                actions << verb.name.mid(group.size() + 1);
        }
        return c.usage(
            Tr::tr("%1 needs one of: %2").arg(group, actions.join(QStringLiteral(", "))));
    }
    words.removeFirst();
    return action->run(c, words);
}

/// The campaign's tables and decks; nullopt (and *code set) when they cannot be read.
/// Opens the campaign named first in `words` (taking it off) and reads its tables and decks.
std::optional<Content> openContent(CliContext &c, QStringList &words, int *code)
{
    if (!c.openCampaign(words, code))
        return std::nullopt;
    QString error;
    auto content = db::decks::DecksStore(c.service.file()->database()).content(&error);
    if (!content)
        *code = c.fileError({db::FileProblem::Storage, error});
    return content;
}

QString diceText(const Table &table)
{
    return table.kind == TableKind::Lookup ? Tr::tr("lookup")
                                           : QString::fromStdString(table.dice.toString());
}

int listTables(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto content = openContent(c, words, &code);
    if (!content)
        return code;
    QJsonArray array;
    QStringList lines;
    for (const Table &t : content->tables) {
        array.append(QJsonObject{
            {QStringLiteral("id"), t.id},
            {QStringLiteral("title"), t.title},
            {QStringLiteral("dice"), t.kind == TableKind::Lookup ? QString() : diceText(t)},
            {QStringLiteral("kind"),
             t.kind == TableKind::Lookup ? QStringLiteral("lookup") : QStringLiteral("roll")},
            {QStringLiteral("rows"), int(t.rows.size())},
            {QStringLiteral("origin"), originName(t.provenance.origin)},
            {QStringLiteral("section"), t.provenance.section},
            {QStringLiteral("originLabel"), originLabel(t.provenance)}});
        lines << QStringLiteral("%1 %2 %3 %4")
                     .arg(t.id.leftJustified(22), diceText(t).leftJustified(7),
                          t.title.leftJustified(34), originLabel(t.provenance));
    }
    c.print({{QStringLiteral("tables"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int listDecks(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto content = openContent(c, words, &code);
    if (!content)
        return code;
    QJsonArray array;
    QStringList lines;
    for (const Deck &d : content->decks) {
        array.append(QJsonObject{{QStringLiteral("id"), d.id},
                                 {QStringLiteral("title"), d.title},
                                 {QStringLiteral("cards"), int(d.cards.size())},
                                 {QStringLiteral("drawPile"), int(d.drawPile.size())},
                                 {QStringLiteral("discardPile"), int(d.discardPile.size())},
                                 {QStringLiteral("inPlay"), int(d.inPlay.size())},
                                 {QStringLiteral("origin"), originName(d.provenance.origin)},
                                 {QStringLiteral("originLabel"), originLabel(d.provenance)}});
        lines << Tr::tr("%1 %2 %3 to draw, %4 discarded, %5 in play · %6")
                     .arg(d.id.leftJustified(18), d.title.leftJustified(22),
                          QString::number(d.drawPile.size()), QString::number(d.discardPile.size()),
                          QString::number(d.inPlay.size()), originLabel(d.provenance));
    }
    c.print({{QStringLiteral("decks"), array}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int showTable(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto content = openContent(c, words, &code);
    if (!content)
        return code;
    if (words.size() != 1)
        return c.usage(
            Tr::tr("table show needs a table id: table show FILE TABLE (see: tables FILE)"));
    const Table *t = content->table(words.first());
    if (!t) {
        c.err << Tr::tr("The campaign has no table '%1'.").arg(words.first()) << Qt::endl;
        return ExitRefused;
    }
    QStringList lines{
        QStringLiteral("%1 (%2) · %3").arg(t->title, diceText(*t), originLabel(t->provenance))};
    if (!t->description.isEmpty())
        lines << t->description;
    for (const ModifierSpec &m : t->modifiers)
        lines << Tr::tr("  modifier %1 (%2)").arg(m.name, m.label.isEmpty() ? m.name : m.label);
    if (!t->columns.empty()) {
        QStringList columns;
        for (const Column &column : t->columns)
            columns << QStringLiteral("%1=%2").arg(column.id, column.label);
        lines << Tr::tr("  columns: %1").arg(columns.join(QStringLiteral(", ")));
    }
    for (int i = 0; i < int(t->rows.size()); ++i) {
        QStringList cells;
        for (const Entry &e : t->rows[std::size_t(i)].entries)
            cells << e.result;
        QString line =
            QStringLiteral("  %1  %2")
                .arg(rowLabel(*t, i).rightJustified(8), cells.join(QStringLiteral(" | ")));
        if (const auto &p = t->rows[std::size_t(i)].provenance)
            line += QStringLiteral("  [%1]").arg(originLabel(*p));
        lines << line;
    }
    QJsonObject json = tableToJson(*t);
    json.insert(QStringLiteral("originLabel"), originLabel(t->provenance));
    c.print(json, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// "3,4" or "3 4" into {"typed": [3, 4]}; false on anything but whole numbers.
bool addTyped(const Words &w, QJsonObject &args)
{
    if (!w.options.contains(QStringLiteral("typed")))
        return true;
    QJsonArray typed;
    for (const QString &part :
         w.options.value(QStringLiteral("typed")).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        typed.append(part.trimmed().toInt(&ok));
        if (!ok)
            return false;
    }
    args.insert(QStringLiteral("typed"), typed);
    return true;
}

/// Takes every "--modifier name=value" out of `words` (the option may repeat).
bool takeModifiers(QStringList &words, QJsonObject &modifiers, QString *problem)
{
    for (int i = words.indexOf(QStringLiteral("--modifier")); i >= 0;
         i = words.indexOf(QStringLiteral("--modifier"))) {
        const QString pair = i + 1 < words.size() ? words.at(i + 1) : QString();
        words.remove(i, std::min<qsizetype>(2, words.size() - i));
        const qsizetype equals = pair.indexOf(QLatin1Char('='));
        bool ok = false;
        const int value = equals > 0 ? pair.mid(equals + 1).toInt(&ok) : 0;
        if (!ok) {
            *problem = Tr::tr("--modifier takes NAME=VALUE with a whole number, such as --modifier "
                              "advantages=2; got \"%1\".")
                           .arg(pair);
            return false;
        }
        modifiers.insert(pair.left(equals), value);
    }
    return true;
}

int rollTable(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    QJsonObject modifiers;
    QString problem;
    if (!takeModifiers(words, modifiers, &problem))
        return c.usage(problem);
    const Words w = parseWords(words, {QStringLiteral("column"), QStringLiteral("column-value"),
                                       QStringLiteral("shift"), QStringLiteral("purpose"),
                                       QStringLiteral("typed")});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("table roll needs one table id: table roll FILE TABLE [--modifier "
                              "NAME=N]... [--typed 3,4]"));
    QJsonObject args{{QStringLiteral("table"), w.positional.first()},
                     {QStringLiteral("modifiers"), modifiers}};
    if (w.options.contains(QStringLiteral("column")))
        args.insert(QStringLiteral("column"), w.options.value(QStringLiteral("column")));
    for (const auto &[option, key] :
         {std::pair{QStringLiteral("column-value"), QStringLiteral("columnValue")},
          std::pair{QStringLiteral("shift"), QStringLiteral("shift")}}) {
        if (!w.options.contains(option))
            continue;
        bool ok = false;
        args.insert(key, w.options.value(option).toInt(&ok));
        if (!ok)
            return c.usage(Tr::tr("--%1 must be a whole number.").arg(option));
    }
    if (w.options.contains(QStringLiteral("purpose")))
        args.insert(QStringLiteral("purpose"), w.options.value(QStringLiteral("purpose")));
    if (!addTyped(w, args))
        return c.usage(Tr::tr("--typed takes whole numbers separated by commas, such as 3,4."));
    return c.report(c.service.execute(QStringLiteral("decks.table.roll"), args));
}

int showDeck(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto content = openContent(c, words, &code);
    if (!content)
        return code;
    if (words.size() != 1)
        return c.usage(Tr::tr("deck show needs a deck id: deck show FILE DECK (see: decks FILE)"));
    const Deck *d = content->deck(words.first());
    if (!d) {
        c.err << Tr::tr("The campaign has no deck '%1'.").arg(words.first()) << Qt::endl;
        return ExitRefused;
    }
    QStringList lines{QStringLiteral("%1 · %2").arg(d->title, originLabel(d->provenance)),
                      Tr::tr("Draw pile: %1 cards; discard pile: %2; out of the game: %3")
                          .arg(d->drawPile.size())
                          .arg(d->discardPile.size())
                          .arg(d->removed.size())};
    for (const HeldCard &held : d->inPlay) {
        const Card *card = d->card(held.cardId);
        lines << (held.facing == Facing::Down ? Tr::tr("  %1 holds %2 (face down)")
                                              : Tr::tr("  %1 holds %2"))
                     .arg(held.holder, card ? card->title : held.cardId);
    }
    QJsonObject json = deckToJson(*d);
    json.insert(QStringLiteral("originLabel"), originLabel(d->provenance));
    c.print(json, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

/// Runs one deck operation ({"op": ...}) on the deck named first in `words`.
int deckOperation(CliContext &c, const QString &usage, QStringList words,
                  const std::function<std::optional<QJsonObject>(const Words &)> &operation)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("to"), QStringLiteral("count"),
                                       QStringLiteral("typed"), QStringLiteral("position")});
    const std::optional<QJsonObject> op = w.positional.isEmpty() ? std::nullopt : operation(w);
    if (!op)
        return c.usage(usage);
    QJsonObject args{{QStringLiteral("deck"), w.positional.first()},
                     {QStringLiteral("operation"), *op}};
    if (!addTyped(w, args))
        return c.usage(Tr::tr("--typed takes whole numbers separated by commas, such as 3,4."));
    return c.report(c.service.execute(QStringLiteral("decks.deck.apply"), args));
}

int draw(CliContext &c, QStringList words)
{
    return deckOperation(
        c,
        Tr::tr(
            "deck draw needs a deck: deck draw FILE DECK [--to HOLDER] [--count N] [--face-down]"),
        words, [](const Words &w) -> std::optional<QJsonObject> {
            bool ok = true;
            const int count =
                w.options.value(QStringLiteral("count"), QStringLiteral("1")).toInt(&ok);
            if (w.positional.size() != 1 || !ok)
                return std::nullopt;
            return QJsonObject{{QStringLiteral("op"), QStringLiteral("draw")},
                               {QStringLiteral("holder"),
                                w.options.value(QStringLiteral("to"), QStringLiteral("referee"))},
                               {QStringLiteral("facing"), w.has(QStringLiteral("face-down"))
                                                              ? QStringLiteral("down")
                                                              : QStringLiteral("up")},
                               {QStringLiteral("count"), count}};
        });
}

/// The verbs that name only a deck: shuffle, reshuffle.
std::function<int(CliContext &, QStringList)> wholeDeck(const QString &op)
{
    return [op](CliContext &c, QStringList words) {
        return deckOperation(c, Tr::tr("deck %1 needs a deck: deck %1 FILE DECK").arg(op), words,
                             [op](const Words &w) -> std::optional<QJsonObject> {
                                 if (w.positional.size() != 1)
                                     return std::nullopt;
                                 return QJsonObject{{QStringLiteral("op"), op}};
                             });
    };
}

/// The verbs that name a card: reveal, discard, remove.
std::function<int(CliContext &, QStringList)> oneCard(const QString &op)
{
    return [op](CliContext &c, QStringList words) {
        return deckOperation(
            c, Tr::tr("deck %1 needs a deck and a card: deck %1 FILE DECK CARD").arg(op), words,
            [op](const Words &w) -> std::optional<QJsonObject> {
                if (w.positional.size() != 2)
                    return std::nullopt;
                return QJsonObject{{QStringLiteral("op"), op},
                                   {QStringLiteral("card"), w.positional.at(1)}};
            });
    };
}

std::optional<QByteArray> readFile(CliContext &c, const QString &path, int *code)
{
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        *code = c.fileError({db::FileProblem::Unreadable,
                             Tr::tr("%1 cannot be read: %2").arg(path, in.errorString())});
        return std::nullopt;
    }
    return in.readAll();
}

int importContent(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("table")});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr(
            "content import needs one file: content import FILE IN.json, or IN.csv --table TABLE"));
    const QString path = w.positional.first();
    const auto bytes = readFile(c, path, &code);
    if (!bytes)
        return code;
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
        if (!w.options.contains(QStringLiteral("table")))
            return c.usage(Tr::tr("A CSV file holds the rows of one table: add --table TABLE."));
        return c.report(
            c.service.execute(QStringLiteral("decks.table.csv"),
                              {{QStringLiteral("table"), w.options.value(QStringLiteral("table"))},
                               {QStringLiteral("csv"), QString::fromUtf8(*bytes)}}));
    }
    const QJsonDocument document = QJsonDocument::fromJson(*bytes);
    if (!document.isObject()) {
        // The content reader names the line and column of a syntax error.
        const auto parsed = parseContent(*bytes);
        c.err << Tr::tr("%1: %2").arg(path, parsed.ok() ? Tr::tr("not a JSON object")
                                                        : parsed.error().errorString())
              << Qt::endl;
        return ExitRefused;
    }
    db::ExecuteResult result = c.service.execute(QStringLiteral("decks.content.import"),
                                                 {{QStringLiteral("content"), document.object()}});
    if (!result.ok())
        result.message = Tr::tr("%1: %2").arg(path, result.message);
    return c.report(result);
}

int exportContent(CliContext &c, QStringList words)
{
    int code = ExitOk;
    const auto content = openContent(c, words, &code);
    if (!content)
        return code;
    QStringList tableIds;
    QStringList deckIds;
    for (int i = 0; i + 1 < words.size();) {
        if (words.at(i) == QLatin1String("--table") || words.at(i) == QLatin1String("--deck")) {
            (words.at(i) == QLatin1String("--table") ? tableIds : deckIds) << words.at(i + 1);
            words.remove(i, 2);
        } else {
            ++i;
        }
    }
    if (words.size() != 1)
        return c.usage(Tr::tr("content export needs an output file: content export FILE "
                              "OUT.json|OUT.csv [--table ID]... [--deck ID]..."));
    Content chosen = tableIds.isEmpty() && deckIds.isEmpty() ? *content : Content{};
    for (const QString &id : tableIds) {
        if (!content->table(id))
            return c.usage(Tr::tr("The campaign has no table '%1'.").arg(id));
        chosen.tables.push_back(*content->table(id));
    }
    for (const QString &id : deckIds) {
        if (!content->deck(id))
            return c.usage(Tr::tr("The campaign has no deck '%1'.").arg(id));
        chosen.decks.push_back(*content->deck(id));
    }
    const QString path = words.first();
    QByteArray bytes;
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
        if (tableIds.size() != 1 || !deckIds.isEmpty())
            return c.usage(
                Tr::tr("A CSV file holds the rows of one table: name it with --table TABLE."));
        const auto csv = rowsToCsv(chosen.tables.front());
        if (!csv.ok()) {
            c.err << Tr::tr("Table '%1' cannot be written as CSV: %2")
                         .arg(tableIds.first(), csv.error().errorString())
                  << Qt::endl;
            return ExitRefused;
        }
        bytes = csv.value();
    } else {
        bytes = serializeContent(chosen);
    }
    return c.writeExport(path, bytes,
                         {{QStringLiteral("exported"), path},
                          {QStringLiteral("tables"), int(chosen.tables.size())},
                          {QStringLiteral("decks"), int(chosen.decks.size())}},
                         Tr::tr("Exported %1 tables and %2 decks to %3")
                             .arg(chosen.tables.size())
                             .arg(chosen.decks.size())
                             .arg(path));
}

int magicItems(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    QString error;
    const auto items = db::decks::DecksStore(c.service.file()->database()).magicItems(&error);
    if (!items)
        return c.fileError({db::FileProblem::Storage, error});
    QMap<QString, int> used;
    QJsonArray array;
    for (const MagicItem &item : *items) {
        used[item.author] += item.points;
        array.append(QJsonObject{{QStringLiteral("id"), item.id},
                                 {QStringLiteral("author"), item.author},
                                 {QStringLiteral("name"), item.name},
                                 {QStringLiteral("points"), item.points},
                                 {QStringLiteral("text"), item.text}});
    }
    QJsonArray authors;
    QStringList lines;
    for (auto it = used.begin(); it != used.end(); ++it) {
        authors.append(QJsonObject{
            {QStringLiteral("author"), it.key()},
            {QStringLiteral("used"), it.value()},
            {QStringLiteral("remaining"), std::max(0, kMagicItemPointsPerAuthor - it.value())}});
        lines << Tr::tr("%1: %2 of %3 points used, %4 remaining")
                     .arg(it.key(), QString::number(it.value()),
                          QString::number(kMagicItemPointsPerAuthor),
                          QString::number(std::max(0, kMagicItemPointsPerAuthor - it.value())));
        for (const MagicItem &item : *items) {
            if (item.author == it.key())
                lines << QStringLiteral("  %1 %2 (%3)")
                             .arg(item.id.leftJustified(20), item.name,
                                  QString::number(item.points));
        }
    }
    c.print({{QStringLiteral("items"), array}, {QStringLiteral("authors"), authors}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int authorItem(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w =
        parseWords(words, {QStringLiteral("author"), QStringLiteral("name"),
                           QStringLiteral("points"), QStringLiteral("text"), QStringLiteral("id")});
    bool ok = false;
    const int points = w.options.value(QStringLiteral("points")).toInt(&ok);
    if (!w.positional.isEmpty() || !ok || !w.options.contains(QStringLiteral("author")) ||
        !w.options.contains(QStringLiteral("name")))
        return c.usage(Tr::tr("magic author needs: magic author FILE --author PLAYER --name NAME "
                              "--points N [--text TEXT] [--id ID]"));
    QJsonObject args{{QStringLiteral("author"), w.options.value(QStringLiteral("author"))},
                     {QStringLiteral("name"), w.options.value(QStringLiteral("name"))},
                     {QStringLiteral("points"), points},
                     {QStringLiteral("text"), w.options.value(QStringLiteral("text"))}};
    if (w.options.contains(QStringLiteral("id")))
        args.insert(QStringLiteral("id"), w.options.value(QStringLiteral("id")));
    return c.report(c.service.execute(QStringLiteral("decks.magic.author"), args));
}

int removeItem(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (words.size() != 1)
        return c.usage(
            Tr::tr("magic remove needs an item id: magic remove FILE ID (see: magic items FILE)"));
    return c.report(c.service.execute(QStringLiteral("decks.magic.remove"),
                                      {{QStringLiteral("id"), words.first()}}));
}

int buildMagicDeck(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("typed")});
    QJsonObject args;
    if (!w.positional.isEmpty() || !addTyped(w, args))
        return c.usage(
            Tr::tr("magic build takes only the campaign file (and --typed dice for the shuffle)."));
    return c.report(c.service.execute(QStringLiteral("decks.magic.build"), args));
}

int deal(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (words.isEmpty())
        return c.usage(Tr::tr(
            "magic deal needs the nations, in dealing order: magic deal FILE NATION NATION..."));
    return c.report(
        c.service.execute(QStringLiteral("decks.magic.deal"),
                          {{QStringLiteral("nations"), QJsonArray::fromStringList(words)}}));
}

Verb group(const QString &name, const QString &description)
{
    return {name, QStringLiteral("%1 ACTION ...").arg(name), description, true,
            [name](CliContext &c, QStringList words) { return runGroup(c, name, words); }};
}

} // namespace

void addDecksVerbs(VerbTable &table)
{
    table.add({QStringLiteral("tables"), QStringLiteral("tables FILE"),
               Tr::tr("the campaign's tables, with their origin"), true, listTables});
    table.add({QStringLiteral("decks"), QStringLiteral("decks FILE"),
               Tr::tr("the campaign's decks and their piles"), true, listDecks});
    table.add(group(QStringLiteral("table"), Tr::tr("a table: the actions below")));
    table.add({QStringLiteral("table show"), QStringLiteral("table show FILE TABLE"),
               Tr::tr("rows, dice, modifiers and origin"), true, showTable});
    table.add({QStringLiteral("table roll"),
               QStringLiteral("table roll FILE TABLE [--modifier NAME=N]... [...]"),
               Tr::tr("roll on a table (--column, --shift, --purpose, --typed 3,4)"), true,
               rollTable});
    table.add(group(QStringLiteral("deck"), Tr::tr("a deck: the actions below")));
    table.add({QStringLiteral("deck show"), QStringLiteral("deck show FILE DECK"),
               Tr::tr("piles and who holds which card"), true, showDeck});
    table.add({QStringLiteral("deck draw"),
               QStringLiteral("deck draw FILE DECK [--to HOLDER] [...]"),
               Tr::tr("draw (--count N, --face-down; holder: referee by default)"), true, draw});
    table.add({QStringLiteral("deck shuffle"), QStringLiteral("deck shuffle FILE DECK"),
               Tr::tr("shuffle the draw pile"), true, wholeDeck(QStringLiteral("shuffle"))});
    table.add({QStringLiteral("deck reshuffle"), QStringLiteral("deck reshuffle FILE DECK"),
               Tr::tr("discards back into the draw pile, shuffled"), true,
               wholeDeck(QStringLiteral("reshuffle"))});
    table.add({QStringLiteral("deck reveal"), QStringLiteral("deck reveal FILE DECK CARD"),
               Tr::tr("turn a face-down card up"), true, oneCard(QStringLiteral("reveal"))});
    table.add({QStringLiteral("deck discard"), QStringLiteral("deck discard FILE DECK CARD"),
               Tr::tr("put a card in play on the discard pile"), true,
               oneCard(QStringLiteral("discard"))});
    table.add(
        group(QStringLiteral("content"), Tr::tr("tables and decks in and out: the actions below")));
    table.add({QStringLiteral("content import"),
               QStringLiteral("content import FILE IN.json|IN.csv [...]"),
               Tr::tr("add or replace tables and decks, all or nothing (CSV: --table ID)"), true,
               importContent});
    table.add({QStringLiteral("content export"),
               QStringLiteral("content export FILE OUT.json|OUT.csv [...]"),
               Tr::tr("all, or --table ID / --deck ID (- for standard output)"), true,
               exportContent});
    table.add(group(QStringLiteral("magic"), Tr::tr("magic items (§2.18): the actions below")));
    table.add({QStringLiteral("magic items"), QStringLiteral("magic items FILE"),
               Tr::tr("the items written, points used and left per author"), true, magicItems});
    table.add({QStringLiteral("magic author"),
               QStringLiteral("magic author FILE --author P --name N --points N"),
               Tr::tr("write an item (--text, --id to rewrite); 150 points per author"), true,
               authorItem});
    table.add({QStringLiteral("magic remove"), QStringLiteral("magic remove FILE ID"),
               Tr::tr("strike out a written item"), true, removeItem});
    table.add({QStringLiteral("magic build"), QStringLiteral("magic build FILE"),
               Tr::tr("shuffle every written item into the magic item deck"), true,
               buildMagicDeck});
    table.add({QStringLiteral("magic deal"), QStringLiteral("magic deal FILE NATION..."),
               Tr::tr("two items to each nation, face down"), true, deal});
}

} // namespace herald::cli
