#include "core/skirmish/retreatpath.h"

#include "core/skirmish/terrain.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace herald::skirmish {

namespace {

int distance(const QString &a, const QString &b)
{
    const auto h1 = hexOfLabel(a);
    const auto h2 = hexOfLabel(b);
    return h1 && h2 ? h1->distanceTo(*h2) : INT_MAX;
}

/// The fewest hexes from `hex` to any of the enemies (INT_MAX when none is placed).
int nearestEnemy(const RetreatGround &g, const QString &hex)
{
    int best = INT_MAX;
    for (const QString &enemy : g.enemies)
        best = std::min(best, distance(hex, enemy));
    return best;
}

/// The hexes reachable in `steps` retreating steps: each step one hex farther from the start,
/// on the sheet, enterable, free of enemies and no closer to them than the start.
QStringList reachable(const RetreatGround &g, int steps, const Profile &profile,
                      const CharacterState &state)
{
    const int start = nearestEnemy(g, g.from);
    QStringList ring{g.from};
    for (int step = 1; step <= steps && !ring.isEmpty(); ++step) {
        QStringList next;
        for (const QString &label : ring) {
            for (const map::Hex &n : hexOfLabel(label)->neighbours()) {
                const QString hex = labelOfHex(n);
                if (hex.isEmpty() || next.contains(hex) || !g.map->contains(hex) ||
                    distance(g.from, hex) != step || g.enemyHexes.contains(hex) ||
                    nearestEnemy(g, hex) < start ||
                    !entryCost(g.map->at(hex).terrain, profile, state))
                    continue;
                next << hex;
            }
        }
        ring = next;
    }
    return ring;
}

} // namespace

std::optional<QString> retreatHex(const RetreatGround &ground, int hexes, const Profile &profile,
                                  const CharacterState &state)
{
    if (!ground.map || !hexOfLabel(ground.from))
        return std::nullopt;
    QStringList free;
    for (const QString &hex : reachable(ground, hexes, profile, state))
        if (!ground.occupied.contains(hex))
            free << hex;
    if (free.isEmpty())
        return std::nullopt;
    std::sort(free.begin(), free.end());
    return *std::max_element(free.begin(), free.end(), [&](const QString &a, const QString &b) {
        return nearestEnemy(ground, a) < nearestEnemy(ground, b);
    });
}

int retreatRoom(const RetreatGround &ground, int wanted, const Profile &profile,
                const CharacterState &state)
{
    for (int hexes = wanted; hexes > 0; --hexes)
        if (retreatHex(ground, hexes, profile, state))
            return hexes;
    return 0;
}

} // namespace herald::skirmish
