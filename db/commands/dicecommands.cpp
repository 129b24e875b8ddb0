#include "db/commands/dicecommands.h"

#include "core/dice/expression.h"
#include "core/dice/messages.h"
#include "db/commandregistry.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::DiceCommands)
};

CommandOutcome roll(CommandContext &context)
{
    Arguments args(context.args);
    const auto text = args.text(QStringLiteral("expression"));
    const auto purpose = args.text(QStringLiteral("purpose"), false);
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    const dice::ParseResult parsed = dice::parse(text->toStdString());
    if (!parsed.expression)
        return CommandOutcome::badArguments(dice::describeParseError(*text, parsed));
    const QString why = purpose.value_or(QString()).trimmed().isEmpty() ? Tr::tr("Referee's roll")
                                                                        : purpose->trimmed();
    const dice::Roll r = context.dice.roll(*parsed.expression, why.toStdString());
    if (context.dice.unusedTyped() > 0)
        return CommandOutcome::badArguments(
            QCoreApplication::translate("herald::db::DiceCommands",
                                        "%n typed value(s) were left over: %1 needs %2 dice.",
                                        nullptr, int(context.dice.unusedTyped()))
                .arg(*text, QString::number(parsed.expression->count)));
    const QString summary =
        (r.typed ? Tr::tr("%1: typed %2") : Tr::tr("%1: rolled %2")).arg(why, describeRoll(r));
    return CommandOutcome::done(summary, {{QStringLiteral("total"), r.total}});
}

} // namespace

void registerDiceCommands(CommandRegistry &registry)
{
    registry.add(
        {QStringLiteral("dice.roll"),
         QStringLiteral("Roll a dice expression for a purpose: {expression, purpose, typed?}"),
         roll});
}

} // namespace herald::db
