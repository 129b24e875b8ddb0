#include "app/services/battleboard/boardtext.h"

#include "core/battleboard/explanations.h"

#include <QCoreApplication>

namespace herald::app::battleboard {

using namespace herald::battleboard;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::battleboard::BoardText)
};

} // namespace

QString stageLine(const Board &b)
{
    if (!b.state) {
        QStringList waiting;
        for (const Side side : {Side::Attacker, Side::Defender}) {
            if (!b.army(side).deployed)
                waiting << b.army(side).name;
        }
        //: %1 the armies whose secret set-up has not been entered yet
        return Tr::tr("Secret set-up (§3): waiting for %1.")
            .arg(waiting.join(QStringLiteral(", ")));
    }
    const BattleState &s = *b.state;
    if (s.stage == Stage::Battle)
        //: %1 turn, %2 phase, %3 the army whose half it is
        return Tr::tr("Turn %1, %2: %3 to act.")
            .arg(QString::number(s.turn), phaseName(s.phase), b.army(s.active).name);
    const auto winner = s.end ? s.end->winner() : std::nullopt;
    if (!winner)
        return Tr::tr("The battle ended undecided (§15.4).");
    if (s.stage == Stage::Pursuit)
        return Tr::tr("%1 has won and is pursuing (§7.5).").arg(b.army(*winner).name);
    return Tr::tr("%1 has won; the battle is over.").arg(b.army(*winner).name);
}

QString placeholderNotice()
{
    return Tr::tr("Placeholder numbers: the unit table of the Civil War rules is lost, so to-hit, "
                  "result, rally, pursuit and charge numbers are stand-ins (§11.3), not the "
                  "published values. To play with the real ones, edit a copy of "
                  "resources/battleboard/cw_tactical_tables.json (set \"placeholder\" to false) "
                  "and choose it under Numbers when making a new battle (herald-cli: board new "
                  "... --tables FILE).");
}

} // namespace herald::app::battleboard
