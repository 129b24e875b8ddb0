#include "db/diplomacy/diplomacycommands.h"

#include "core/diplomacy/desk/downfallorders.h"
#include "core/diplomacy/desk/downfallturn.h"
#include "core/diplomacy/desk/hardbopstatejson.h"
#include "core/diplomacy/desk/judgement.h"
#include "core/diplomacy/desk/personalities.h"
#include "core/diplomacy/downfall/hardbop.h"
#include "core/diplomacy/downfall/ring.h"
#include "core/diplomacy/positionformat.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/diplomacy/gamecommand.h"
#include "db/diplomacy/gamestore.h"
#include "db/diplomacy/positioncommands.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::diplomacy;
using namespace herald::db::diplomacy;
using namespace herald::diplomacy::desk;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::DiplomacyCommands)
};

/// A power's text for a game: the "game", "power" and `textKey` arguments read together.
struct PowerText
{
    Game game;
    PowerId power = kNoPower;
    QString powerName; ///< as the variant spells it
    QString text;
};

/// The game, power and text named by the arguments, or the refusal to return.
std::optional<PowerText> powerTextArguments(CommandContext &context, const QString &textKey,
                                            CommandOutcome &refusal)
{
    auto g = gameArgument(context, refusal);
    if (!g)
        return std::nullopt;
    Arguments args(context.args);
    const auto powerName = args.text(QStringLiteral("power"));
    const auto text = args.text(textKey);
    if (!args.ok()) {
        refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    const Variant &v = *g->variant->variant;
    const PowerId power = v.findPower(powerName->toStdString());
    if (power == kNoPower) {
        refusal = CommandOutcome::badArguments(
            Tr::tr("%1 is not a power of %2.").arg(*powerName, g->variant->label()));
        return std::nullopt;
    }
    return PowerText{std::move(*g), power, QString::fromStdString(v.power(power).name), *text};
}

/// A Downfall movement phase is judged as a whole turn (B11): its orders include Lead orders,
/// personality steps, retreats written in advance, the Ring and the builds of a II turn.
/// Retreat and adjustment phases stored by earlier versions are still judged one by one.
bool isWholeTurn(const Phase &phase)
{
    return phase.state && phase.position.phase == PhaseType::Movement;
}

bool insertPhase(CommandContext &context, qint64 gameId, int seq, const Position &position,
                 const std::optional<downfall::HardbopState> &state, QSqlQuery &q)
{
    q.prepare(QStringLiteral(
        "INSERT INTO dip_phase (game_id, seq, label, position, state) VALUES (?, ?, ?, ?, ?)"));
    q.addBindValue(gameId);
    q.addBindValue(seq);
    q.addBindValue(QString::fromStdString(phaseLabel(position)));
    q.addBindValue(QString::fromStdString(serializePosition(position)));
    q.addBindValue(state ? toText(hardbopStateToJson(*position.variant, *state))
                         : QStringLiteral(""));
    Q_UNUSED(context)
    return q.exec();
}

CommandOutcome newGame(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("name"));
    const auto key = args.text(QStringLiteral("variant"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const ShippedVariant *shipped = shippedVariant(*key);
    if (!shipped)
        return CommandOutcome::badArguments(
            Tr::tr("There is no variant \"%1\"; choose standard or downfall.").arg(*key));
    const QString trimmed = name->trimmed();
    if (trimmed.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A Diplomacy game needs a name."));
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO dip_game (name, variant) VALUES (?, ?)"));
    q.addBindValue(trimmed);
    q.addBindValue(shipped->key);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    const qint64 id = q.lastInsertId().toLongLong();
    const Position start = initialPosition(*shipped->variant);
    std::optional<downfall::HardbopState> state;
    Position board = start;
    if (shipped->key == QLatin1String("downfall")) {
        state = downfall::initialState(*shipped->variant);
        downfall::fillEasterlingBox(board, *state); // B6.2: one army stands in the box
    }
    if (!insertPhase(context, id, 1, board, state, q))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("New Diplomacy game \"%1\" (%2), %3")
            .arg(trimmed, shipped->label(), QString::fromStdString(phaseLabel(start))),
        {{QStringLiteral("game"), id}});
}

CommandOutcome enterOrders(CommandContext &context)
{
    CommandOutcome refusal;
    const auto asked = powerTextArguments(context, QStringLiteral("orders"), refusal);
    if (!asked)
        return refusal;
    const Game &g = asked->game;
    const Variant &v = *g.variant->variant;
    const PowerId power = asked->power;
    const QString &name = asked->powerName;
    const QString &text = asked->text;
    const auto current = currentPhase(context, g, refusal);
    if (!current)
        return refusal;
    int count = 0;
    if (isWholeTurn(*current)) {
        const DownfallOrdersReading reading =
            readDownfallOrders(current->position, *current->state, text, power);
        if (!reading.ok())
            return CommandOutcome::refused(Tr::tr("%1's orders, %2").arg(name, reading.error));
        count = reading.count;
    } else {
        const OrdersReading reading = readOrders(v, text, power);
        if (!reading.ok())
            return CommandOutcome::refused(Tr::tr("%1's orders, %2").arg(name, reading.error));
        count = int(reading.orders.size());
    }
    QSqlQuery q(context.db);
    if (count == 0) {
        q.prepare(QStringLiteral("DELETE FROM dip_orders WHERE phase_id = ? AND power = ?"));
        q.addBindValue(current->id);
        q.addBindValue(name);
    } else {
        q.prepare(
            QStringLiteral("INSERT INTO dip_orders (phase_id, power, orders) VALUES (?, ?, ?) "
                           "ON CONFLICT (phase_id, power) DO UPDATE SET orders = excluded.orders"));
        q.addBindValue(current->id);
        q.addBindValue(name);
        QStringList lines;
        for (const QString &line : text.split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty())
                lines << line.trimmed();
        }
        q.addBindValue(lines.join(QLatin1Char('\n')));
    }
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("%1: %2's orders for %3 (%n order(s))", nullptr, count)
                                    .arg(g.name, name, current->label),
                                {{QStringLiteral("orders"), count}});
}

CommandOutcome storeJudgement(CommandContext &context, const Game &g, const Phase &current,
                              const Judgement &j, const QList<PrivateNote> &notes)
{
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("UPDATE dip_phase SET results = ? WHERE id = ?"));
    q.addBindValue(toText({{QStringLiteral("results"), j.results},
                           {QStringLiteral("events"), QJsonArray::fromStringList(j.events)}}));
    q.addBindValue(current.id);
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    for (const PrivateNote &note : notes) {
        q.prepare(QStringLiteral(
            "INSERT INTO dip_note (phase_id, power, kind, text) VALUES (?, ?, ?, ?)"));
        q.addBindValue(current.id);
        q.addBindValue(note.power);
        q.addBindValue(note.kind);
        q.addBindValue(note.text);
        if (!q.exec())
            return CommandOutcome::storageFailed(q);
    }
    if (!insertPhase(context, g.id, current.seq + 1, j.adjudication.next, j.nextState, q))
        return CommandOutcome::storageFailed(q);
    const QString nextLabel = QString::fromStdString(phaseLabel(j.adjudication.next));
    return CommandOutcome::done(
        Tr::tr("%1: %2 adjudicated (%n result(s)); next: %3", nullptr, int(j.results.size()))
            .arg(g.name, current.label, nextLabel),
        {{QStringLiteral("phase"), current.label},
         {QStringLiteral("next"), nextLabel},
         {QStringLiteral("results"), j.results},
         {QStringLiteral("events"), QJsonArray::fromStringList(j.events)}});
}

/// Judges a Downfall movement phase as a whole turn (B11) with every power's orders.
CommandOutcome adjudicateTurn(CommandContext &context, const Game &g, const Phase &current)
{
    const Variant &v = *g.variant->variant;
    downfall::HardbopTurnOrders whole;
    for (int p = 0; p < v.powerCount(); ++p) {
        const QString power = QString::fromStdString(v.power(PowerId(p)).name);
        const DownfallOrdersReading reading = readDownfallOrders(
            current.position, *current.state, current.orders.value(power), PowerId(p));
        if (!reading.ok()) // checked when entered; a hand-edited file is refused
            return CommandOutcome::refused(Tr::tr("%1's orders, %2").arg(power, reading.error));
        addTurnOrders(whole, reading.turn);
    }
    DownfallJudgement judged =
        judgeDownfallTurn(current.position, *current.state, whole, context.dice);
    judged.notes +=
        encounterNotes(v, judged.judgement.adjudication.next, *judged.judgement.nextState);
    return storeJudgement(context, g, current, judged.judgement, judged.notes);
}

CommandOutcome adjudicatePhase(CommandContext &context)
{
    CommandOutcome refusal;
    const auto g = gameArgument(context, refusal);
    if (!g)
        return refusal;
    const auto current = currentPhase(context, *g, refusal);
    if (!current)
        return refusal;
    const Variant &v = *g->variant->variant;
    if (const PowerId winner = victor(current->position); winner != kNoPower)
        return CommandOutcome::refused(
            Tr::tr("%1 is over: %2 has won.")
                .arg(g->name, QString::fromStdString(v.power(winner).name)));
    if (isWholeTurn(*current))
        return adjudicateTurn(context, *g, *current);
    std::vector<Order> orders;
    for (int p = 0; p < v.powerCount(); ++p) {
        const QString power = QString::fromStdString(v.power(PowerId(p)).name);
        const OrdersReading reading = readOrders(v, current->orders.value(power), PowerId(p));
        if (!reading.ok()) // stored orders were checked when entered; a hand-edited file is refused
            return CommandOutcome::refused(Tr::tr("%1's orders, %2").arg(power, reading.error));
        orders.insert(orders.end(), reading.orders.begin(), reading.orders.end());
    }
    const Judgement j = judge(current->position, current->state, orders);
    QList<PrivateNote> notes;
    if (j.nextState && current->position.phase == PhaseType::Movement)
        notes = encounterNotes(v, j.adjudication.next, *j.nextState);
    return storeJudgement(context, *g, *current, j, notes);
}

CommandOutcome hideTheRing(CommandContext &context)
{
    CommandOutcome refusal;
    const auto g = downfallGame(context, refusal, Tr::tr("%1 is a standard game: it has no Ring."));
    if (!g)
        return refusal;
    Arguments args(context.args);
    const auto atName = args.text(QStringLiteral("at"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const Variant &v = *g->variant->variant;
    const ProvinceId at = v.findProvince(atName->trimmed().toStdString());
    if (at == kNoProvince)
        return CommandOutcome::badArguments(
            Tr::tr("%1 is not a province of %2.").arg(*atName, g->variant->label()));
    auto current = currentPhase(context, *g, refusal);
    if (!current)
        return refusal;
    if (current->state->ring.status != downfall::RingStatus::Hidden)
        return CommandOutcome::refused(
            Tr::tr("The Ring has left its hiding place; it can no longer be hidden (B9.2)."));
    if (!downfall::hideRing(current->position, *current->state, at))
        return CommandOutcome::refused(
            Tr::tr("The Ring cannot be hidden in %1: it must lie more than three steps from "
                   "Mordor's units, Sauron, the Nazgul and the box, and not in Erech, Khazad-Dum, "
                   "Orodruin or an occupied space (B9.2, E32).")
                .arg(QString::fromStdString(v.province(at).name)));
    QSqlQuery q(context.db);
    if (!saveState(q, v, *current))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(Tr::tr("%1: the Ring hidden in %2 (known to the game master only)")
                                    .arg(g->name, QString::fromStdString(v.province(at).name)));
}

CommandOutcome addNote(CommandContext &context)
{
    CommandOutcome refusal;
    const auto asked = powerTextArguments(context, QStringLiteral("text"), refusal);
    if (!asked)
        return refusal;
    const Game &g = asked->game;
    const QString &name = asked->powerName;
    const QString &text = asked->text;
    if (text.trimmed().isEmpty())
        return CommandOutcome::badArguments(Tr::tr("A private note needs some text."));
    const auto current = currentPhase(context, g, refusal);
    if (!current)
        return refusal;
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO dip_note (phase_id, power, kind, text) VALUES (?, ?, 'hint', ?)"));
    q.addBindValue(current->id);
    q.addBindValue(name);
    q.addBindValue(text.trimmed());
    if (!q.exec())
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(
        Tr::tr("%1: private note for %2 (%3)").arg(g.name, name, current->label));
}

} // namespace

void registerDiplomacyCommands(CommandRegistry &registry)
{
    registry.add({QStringLiteral("diplomacy.new"),
                  QStringLiteral("Start a Diplomacy game: {name, variant: standard|downfall}"),
                  newGame});
    registry.add(
        {QStringLiteral("diplomacy.orders"),
         QStringLiteral(
             "Enter a power's orders for the current phase: {game, power, orders (one a line)}"),
         enterOrders});
    registry.add(
        {QStringLiteral("diplomacy.adjudicate"),
         QStringLiteral("Adjudicate the current phase (movement, retreats or builds): {game}"),
         adjudicatePhase});
    registry.add({QStringLiteral("diplomacy.ring"),
                  QStringLiteral("Hide the Ring of a Downfall game before it is found: {game, at}"),
                  hideTheRing});
    registry.add(
        {QStringLiteral("diplomacy.note"),
         QStringLiteral("A private note for one power, such as a Ring hint: {game, power, text}"),
         addNote});
    registerPositionCommands(registry);
}

} // namespace herald::db
