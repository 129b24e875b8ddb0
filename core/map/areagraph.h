#pragma once

#include "core/map/hex.h"

#include <functional>
#include <span>
#include <vector>

namespace herald::map {

/// Areas (numbered 0..size-1) and which of them border each other.
///
/// Strategic maps are graphs of areas whether the areas are hexes or drawn regions; the
/// rules walk them for supply, retreat, order lead time and the NPP ring. Edges are
/// undirected; whether a step may be taken is asked of a callback so that the same graph
/// serves land moves, own-territory traces and sea voyages.
class AreaGraph
{
public:
    /// May an area-to-area step be taken? Both arguments are area numbers.
    using Passable = std::function<bool(int from, int to)>;

    /// A graph of count areas with no borders yet.
    explicit AreaGraph(int count = 0);
    /// One area per hex, in the given order; hexes that touch are neighbours.
    [[nodiscard]] static AreaGraph fromHexes(std::span<const Hex> hexes);

    /// Adds the border a–b (both ways); adding it again changes nothing.
    void connect(int a, int b);

    [[nodiscard]] int size() const { return static_cast<int>(m_neighbours.size()); }
    [[nodiscard]] const std::vector<int> &neighbours(int area) const;
    [[nodiscard]] bool areNeighbours(int a, int b) const;

    /// Steps from `from` to every area (-1 where unreachable), breadth first; steps beyond
    /// maxSteps are not taken when maxSteps >= 0. An empty passable allows every step.
    [[nodiscard]] std::vector<int> distancesFrom(int from, const Passable &passable = {},
                                                 int maxSteps = -1) const;
    /// A shortest path from → to including both ends, empty when there is none. Neighbours are
    /// tried in ascending order, so the same graph always gives the same path.
    [[nodiscard]] std::vector<int> shortestPath(int from, int to,
                                                const Passable &passable = {}) const;
    /// The areas within `steps` steps of from (from included), in ascending order.
    [[nodiscard]] std::vector<int> reachableWithin(int from, int steps,
                                                   const Passable &passable = {}) const;

private:
    /// Breadth-first search; fills distances and, if given, each area's predecessor.
    void search(int from, const Passable &passable, int maxSteps, std::vector<int> &distance,
                std::vector<int> *previous, int stopAt) const;

    std::vector<std::vector<int>> m_neighbours;
};

} // namespace herald::map
