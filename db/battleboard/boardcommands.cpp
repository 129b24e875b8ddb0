#include "db/battleboard/boardcommands.h"

#include "db/battleboard/boardhandlers.h"
#include "db/commandregistry.h"

#include <QCoreApplication>

namespace herald::db {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::battleboard::BoardCommands)
};

} // namespace

void registerBattleBoardCommands(CommandRegistry &registry)
{
    using namespace battleboard;
    registry.add({QStringLiteral("board.new"),
                  Tr::tr("Battle board: a new battle with its two armies and options"), newBoard});
    registry.add(
        {QStringLiteral("board.setup"), Tr::tr("Battle board: one side's secret set-up"), setUp});
    registry.add({QStringLiteral("board.action"),
                  Tr::tr("Battle board: fire, charge, move, entrench, rally, pass or pursue"),
                  act});
    registry.add({QStringLiteral("board.end"),
                  Tr::tr("Battle board: end the current half of the phase, or the pursuit"),
                  endHalfOrPursuit});
    registry.add({QStringLiteral("board.retreat"),
                  Tr::tr("Battle board: a side retreats by choice"), retreat});
    registry.add({QStringLiteral("board.resolve"),
                  Tr::tr("Battle board: play the rest of the battle with the auto-resolve policy"),
                  resolve});
}

} // namespace herald::db
