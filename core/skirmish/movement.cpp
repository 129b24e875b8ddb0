#include "core/skirmish/movement.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Movement)
};

EntryCost refuse(const QString &why)
{
    return {std::nullopt, why};
}

bool ignoresBodies(const HexEntry &e, const Profile &p, Game game)
{
    if (game != Game::DN2)
        return false;
    // §3.3 item 12 (T), §12 C28: in DN2 Krobs and Gharvs ignore bodies, Adventurers are
    // slowed only by fellow Adventurers'.
    return p.isKrob() || p.kind == Kind::Gharv || !e.adventurerBodies;
}

} // namespace

EntryCost hexEntryCost(const HexEntry &e, const Profile &p, const CharacterState &s, Game game)
{
    if (e.standingEnemy)
        return refuse(Tr::tr("§3.3 a standing enemy holds the hex"));
    if (e.wallCrossed)
        return refuse(Tr::tr("§3.3 a wall can be crossed only by a doorway, a window or a breach"));
    if (e.throughWindow && s.mounted())
        return refuse(Tr::tr("§3.3 a rider cannot go through a window"));
    if (e.levelChange != 0 && !e.byStairOrSlope)
        return refuse(Tr::tr("§3.3 the level changes only by stairs or slopes (or a jump, §3.5)"));
    const auto base = entryCost(e.terrain, p, s);
    if (!base) {
        //: %1 character, %2 terrain
        return refuse(Tr::tr("§3.2 %1 cannot enter %2").arg(p.name, terrainName(e.terrain)));
    }
    int cost = *base;
    QStringList parts{Tr::tr("§3.2 %1: %2").arg(terrainName(e.terrain)).arg(*base)};
    if (e.throughWindow) {
        cost += 3;
        parts << Tr::tr("window +3");
    }
    if (e.demolishedWall) {
        cost += 1;
        parts << Tr::tr("breach +1 (§12 C31)");
    }
    if ((e.deadPersons > 0 || e.deadHorses > 0) && !ignoresBodies(e, p, game)) {
        if (e.deadPersons >= 6 || e.deadHorses >= 2 || (e.deadPersons >= 3 && e.deadHorses >= 1))
            return refuse(
                Tr::tr("§3.3 the bodies (%1 dead, %2 dead horses) make the hex impassable")
                    .arg(e.deadPersons)
                    .arg(e.deadHorses));
        if (e.deadPersons >= 3 || e.deadHorses >= 1) {
            cost += 1;
            parts << Tr::tr("bodies +1 (§3.3)");
        }
    }
    return {cost, Tr::tr("%1: %2 MP(s)").arg(parts.join(QStringLiteral(", "))).arg(cost)};
}

Walk walk(const std::vector<HexEntry> &path, const Profile &p, const CharacterState &s, Game game,
          int available)
{
    Walk w;
    for (const HexEntry &e : path) {
        const EntryCost c = hexEntryCost(e, p, s, game);
        if (!c.cost) {
            w.lines << c.explanation;
            return w;
        }
        if (*c.cost > available - w.spent) {
            w.lines << Tr::tr("§3.1 %1 MP(s) left, the next hex costs %2: the move ends here")
                           .arg(available - w.spent)
                           .arg(*c.cost);
            return w;
        }
        w.spent += *c.cost;
        ++w.hexesEntered;
        w.lines << c.explanation;
    }
    w.complete = true;
    return w;
}

int mpAfterPickingUp(int remaining)
{
    return remaining / 2;
}

bool boatMayMoveAtOnce(int spent, int movementAllowance)
{
    return spent * 2 <= movementAllowance;
}

} // namespace herald::skirmish
