#include "core/battleboard/battle.h"

#include <algorithm>

namespace herald::battleboard {

void BattleState::countAll() const
{
    m_counts = {};
    for (const Unit &u : units) {
        const int i = spaceIndex(u.where());
        if (i < 0)
            continue;
        auto &row = u.isBrigade() ? m_counts.brigades : m_counts.leaders;
        ++row[std::size_t(i)][std::size_t(sideIndex(u.side))];
        if (std::size_t(u.id) < maxIndexed)
            m_counts
                .members[std::size_t(i)][std::size_t(sideIndex(u.side))][std::size_t(u.id) / 64] |=
                std::uint64_t(1) << (std::size_t(u.id) % 64);
    }
    // Set-up lists the attacker's units, then the defender's: each side's run is then its own.
    const auto firstDefender = std::find_if(units.begin(), units.end(),
                                            [](const Unit &u) { return u.side == Side::Defender; });
    const bool sideBySide = std::all_of(firstDefender, units.end(),
                                        [](const Unit &u) { return u.side == Side::Defender; });
    const auto split = std::size_t(firstDefender - units.begin());
    m_counts.runs =
        sideBySide
            ? std::array<std::array<std::size_t, 2>, 2>{{{0, split}, {split, units.size()}}}
            : std::array<std::array<std::size_t, 2>, 2>{{{0, units.size()}, {0, units.size()}}};
    m_counted = true;
}

int BattleState::brigadesIn(const Space &s) const
{
    return brigadesIn(s, Side::Attacker) + brigadesIn(s, Side::Defender);
}

int BattleState::leadersIn(const Space &s, Side side) const
{
    const int i = spaceIndex(s);
    return i < 0 ? 0 : counts().leaders[std::size_t(i)][std::size_t(sideIndex(side))];
}

bool BattleState::anyUnitIn(const Space &s) const
{
    return brigadesIn(s) > 0 || leadersIn(s, Side::Attacker) > 0 ||
           leadersIn(s, Side::Defender) > 0;
}

int BattleState::drmLeaderIn(const Space &s, Side side) const
{
    int leader = -1;
    if (leadersIn(s, side) > 0) {
        forEachUnitIn(s, side, [&leader](const Unit &u) {
            if (!u.isBrigade())
                leader = u.id;
            return leader < 0;
        });
    }
    return leader;
}

} // namespace herald::battleboard
