#include "core/skirmish/gharvwithdrawal.h"

#include "core/skirmish/terrain.h"

#include <QCoreApplication>
#include <QHash>

#include <algorithm>
#include <climits>
#include <vector>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::GharvWithdrawal)
};

/// The cheapest MPs from the Gharv's hex to every hex it can reach, and the hex each is reached
/// from (Dijkstra; the sheets are a few hundred hexes).
struct Costs
{
    QHash<QString, int> cost;
    QHash<QString, QString> cameFrom;
};

Costs cheapestPaths(const WithdrawalGround &g, const Profile &gharv, const CharacterState &state)
{
    Costs c;
    c.cost.insert(g.from, 0);
    QSet<QString> done;
    for (;;) {
        QString here;
        int best = INT_MAX;
        for (auto it = c.cost.cbegin(); it != c.cost.cend(); ++it)
            if (!done.contains(it.key()) &&
                (it.value() < best || (it.value() == best && it.key() < here))) {
                here = it.key();
                best = it.value();
            }
        if (here.isEmpty())
            return c;
        done.insert(here);
        if (here != g.from && g.map->at(here).terrain == Terrain::Water)
            continue; // it leaves the map here: no path goes on through it
        for (const map::Hex &n : hexOfLabel(here)->neighbours()) {
            const QString next = labelOfHex(n);
            if (next.isEmpty() || !g.map->contains(next) || g.standing.contains(next))
                continue;
            const auto step = entryCost(g.map->at(next).terrain, gharv, state);
            if (!step)
                continue;
            const int total = best + *step;
            if (!c.cost.contains(next) || total < c.cost.value(next)) {
                c.cost.insert(next, total);
                c.cameFrom.insert(next, here);
            }
        }
    }
}

} // namespace

Withdrawal gharvWithdrawal(const WithdrawalGround &ground, const Profile &gharv,
                           const CharacterState &state)
{
    Withdrawal w;
    const auto values = currentValues(gharv, state, Game::DN2);
    if (!ground.map || !hexOfLabel(ground.from) || !values)
        return w;
    const Terrain under = ground.map->at(ground.from).terrain;
    if (under == Terrain::Water) {
        w.leavesMap = true;
        //: %1 the Gharv's hex
        w.lines << Tr::tr("§9.6 the Gharv is in water at %1 and leaves the map").arg(ground.from);
        return w;
    }
    w.movementPoints = under == Terrain::Marsh ? values->move : values->landMove;
    const Costs costs = cheapestPaths(ground, gharv, state);
    QString water;
    for (auto it = costs.cost.cbegin(); it != costs.cost.cend(); ++it) {
        if (ground.map->at(it.key()).terrain != Terrain::Water)
            continue;
        if (water.isEmpty() || it.value() < costs.cost.value(water) ||
            (it.value() == costs.cost.value(water) && it.key() < water))
            water = it.key();
    }
    if (water.isEmpty()) {
        //: %1 the Gharv's hex
        w.lines << Tr::tr("§9.6 no water can be reached from %1: the Gharv stays").arg(ground.from);
        return w;
    }
    QStringList route;
    for (QString at = water; at != ground.from; at = costs.cameFrom.value(at))
        route.prepend(at);
    for (const QString &hex : route) {
        if (costs.cost.value(hex) > w.movementPoints)
            break;
        w.path << hex;
    }
    w.leavesMap = !w.path.isEmpty() && w.path.last() == water;
    while (!w.leavesMap && !w.path.isEmpty() && ground.occupied.contains(w.path.last()))
        w.path.removeLast();
    //: %1 the water hex, %2 MPs to reach it, %3 the Gharv's MA this step
    w.lines << Tr::tr("§9.6 the nearest water is %1, %2 MP(s) away; the Gharv has %3 MP(s)")
                   .arg(water)
                   .arg(costs.cost.value(water))
                   .arg(w.movementPoints);
    if (w.leavesMap)
        //: %1 the hexes it crossed
        w.lines << Tr::tr("§9.6 the Gharv goes by %1 into the water and leaves the map")
                       .arg(w.path.join(QLatin1Char(' ')));
    else if (!w.path.isEmpty())
        //: %1 the hex it stops on
        w.lines << Tr::tr("§9.6 the Gharv stops at %1, short of the water").arg(w.path.last());
    else
        w.lines << Tr::tr("§9.6 the Gharv cannot move nearer the water this step");
    return w;
}

} // namespace herald::skirmish
