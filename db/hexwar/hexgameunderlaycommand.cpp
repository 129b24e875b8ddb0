#include "db/hexwar/hexgameunderlaycommand.h"

#include "db/commandregistry.h"
#include "db/commands/arguments.h"
#include "db/hexwar/gamestore.h"

#include <QCoreApplication>

namespace herald::db {

using namespace herald::db::hexwar;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::HexgameUnderlayCommand)
};

CommandOutcome underlay(CommandContext &context)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("game"));
    if (!args.ok())
        return CommandOutcome::badArguments(args.problem());
    auto stored = gameUnderlay(context.db, *name);
    if (!stored)
        return CommandOutcome::refused(Tr::tr("There is no hex game \"%1\".").arg(*name));
    if (const QString problem = takeUnderlayArguments(context.args, stored->underlay);
        !problem.isEmpty())
        return CommandOutcome::badArguments(Tr::tr("%1: %2").arg(stored->name, problem));
    QSqlQuery q(context.db);
    if (!writeUnderlay(UnderlayOwner::HexGame, stored->gameId, stored->underlay, q))
        return CommandOutcome::storageFailed(q);
    return CommandOutcome::done(underlaySummary(stored->name, stored->underlay),
                                {{QStringLiteral("game"), stored->name}});
}

} // namespace

void registerHexgameUnderlayCommand(CommandRegistry &registry)
{
    registry.add({QStringLiteral("hexgame.underlay"),
                  QStringLiteral("Keep a scanned map under a game's hexes, or none, and how "
                                 "strongly the hexes are drawn over it: {game, image?, opacity?}"),
                  underlay});
}

} // namespace herald::db
