#include "core/skirmish/retreatpath.h"

#include "core/skirmish/terrain.h"

#include <algorithm>
#include <climits>
#include <vector>

namespace herald::skirmish {

namespace {

/// A whole counter moved without turning: the same step for each of its hexes.
struct Shift
{
    int dq = 0;
    int dr = 0;

    [[nodiscard]] int length() const { return map::Hex{}.distanceTo(map::Hex{dq, dr}); }
    friend bool operator==(const Shift &, const Shift &) = default;
};

/// The counter's hexes moved by `shift`; an empty list when one falls off the sheet's labels.
QStringList shifted(const RetreatGround &g, Shift shift)
{
    QStringList out;
    for (const QString &label : g.from) {
        const map::Hex h = *hexOfLabel(label);
        const QString hex = labelOfHex(map::Hex{h.q() + shift.dq, h.r() + shift.dr});
        if (hex.isEmpty())
            return {};
        out << hex;
    }
    return out;
}

/// The fewest hexes from any hex of `place` to any of the enemies (INT_MAX when none is placed).
int nearestEnemy(const RetreatGround &g, const QStringList &place)
{
    int best = INT_MAX;
    for (const QString &hex : place)
        for (const QString &enemy : g.enemies) {
            const auto a = hexOfLabel(hex);
            const auto b = hexOfLabel(enemy);
            if (a && b)
                best = std::min(best, a->distanceTo(*b));
        }
    return best;
}

/// True when the counter may stand on `place` while retreating: on the sheet, on hexes it may
/// enter, on no enemy, and no closer to the enemies than it started.
bool passable(const RetreatGround &g, const QStringList &place, int start, const Profile &profile,
              const CharacterState &state)
{
    if (place.isEmpty() || nearestEnemy(g, place) < start)
        return false;
    return std::all_of(place.begin(), place.end(), [&](const QString &hex) {
        return g.map->contains(hex) && !g.enemyHexes.contains(hex) &&
               entryCost(g.map->at(hex).terrain, profile, state).has_value();
    });
}

/// The places reachable in `steps` retreating steps: each step one hex farther from the start.
std::vector<QStringList> reachable(const RetreatGround &g, int steps, const Profile &profile,
                                   const CharacterState &state)
{
    const int start = nearestEnemy(g, g.from);
    std::vector<Shift> ring{Shift{}};
    for (int step = 1; step <= steps && !ring.empty(); ++step) {
        std::vector<Shift> next;
        for (const Shift &s : ring) {
            for (const map::Hex &n : map::Hex{s.dq, s.dr}.neighbours()) {
                const Shift to{n.q(), n.r()};
                if (to.length() != step || std::find(next.begin(), next.end(), to) != next.end() ||
                    !passable(g, shifted(g, to), start, profile, state))
                    continue;
                next.push_back(to);
            }
        }
        ring = next;
    }
    std::vector<QStringList> places;
    for (const Shift &s : ring)
        places.push_back(shifted(g, s));
    return places;
}

} // namespace

std::optional<QStringList> retreatPlace(const RetreatGround &ground, int hexes,
                                        const Profile &profile, const CharacterState &state)
{
    if (!ground.map || ground.from.isEmpty() ||
        !std::all_of(ground.from.begin(), ground.from.end(),
                     [](const QString &hex) { return hexOfLabel(hex).has_value(); }))
        return std::nullopt;
    std::vector<QStringList> free;
    for (const QStringList &place : reachable(ground, hexes, profile, state))
        if (std::none_of(place.begin(), place.end(),
                         [&](const QString &hex) { return ground.occupied.contains(hex); }))
            free.push_back(place);
    if (free.empty())
        return std::nullopt;
    std::sort(free.begin(), free.end(),
              [](const QStringList &a, const QStringList &b) { return a.front() < b.front(); });
    return *std::max_element(free.begin(), free.end(),
                             [&](const QStringList &a, const QStringList &b) {
                                 return nearestEnemy(ground, a) < nearestEnemy(ground, b);
                             });
}

int retreatRoom(const RetreatGround &ground, int wanted, const Profile &profile,
                const CharacterState &state)
{
    for (int hexes = wanted; hexes > 0; --hexes)
        if (retreatPlace(ground, hexes, profile, state))
            return hexes;
    return 0;
}

} // namespace herald::skirmish
