#include "core/map/areagraph.h"

#include <algorithm>
#include <unordered_map>

namespace herald::map {

AreaGraph::AreaGraph(int count) : m_neighbours(static_cast<std::size_t>(std::max(0, count)))
{
}

AreaGraph AreaGraph::fromHexes(std::span<const Hex> hexes)
{
    AreaGraph graph(static_cast<int>(hexes.size()));
    std::unordered_map<Hex, int> index;
    index.reserve(hexes.size());
    for (std::size_t i = 0; i < hexes.size(); ++i)
        index.emplace(hexes[i], static_cast<int>(i));
    for (std::size_t i = 0; i < hexes.size(); ++i) {
        for (const Hex n : hexes[i].neighbours()) {
            if (const auto it = index.find(n); it != index.end())
                graph.connect(static_cast<int>(i), it->second);
        }
    }
    return graph;
}

void AreaGraph::connect(int a, int b)
{
    if (a == b || areNeighbours(a, b))
        return;
    auto insertSorted = [](std::vector<int> &list, int value) {
        list.insert(std::lower_bound(list.begin(), list.end(), value), value);
    };
    insertSorted(m_neighbours.at(static_cast<std::size_t>(a)), b);
    insertSorted(m_neighbours.at(static_cast<std::size_t>(b)), a);
}

const std::vector<int> &AreaGraph::neighbours(int area) const
{
    return m_neighbours.at(static_cast<std::size_t>(area));
}

bool AreaGraph::areNeighbours(int a, int b) const
{
    const auto &list = neighbours(a);
    return std::binary_search(list.begin(), list.end(), b);
}

void AreaGraph::search(int from, const Passable &passable, int maxSteps, std::vector<int> &distance,
                       std::vector<int> *previous, int stopAt) const
{
    distance.assign(m_neighbours.size(), -1);
    if (previous)
        previous->assign(m_neighbours.size(), -1);
    if (from < 0 || from >= size())
        return;
    std::vector<int> queue{from};
    distance[static_cast<std::size_t>(from)] = 0;
    for (std::size_t head = 0; head < queue.size(); ++head) {
        const int current = queue[head];
        if (current == stopAt)
            return;
        const int next = distance[static_cast<std::size_t>(current)] + 1;
        if (maxSteps >= 0 && next > maxSteps)
            continue;
        for (const int n : neighbours(current)) {
            auto &d = distance[static_cast<std::size_t>(n)];
            if (d >= 0 || (passable && !passable(current, n)))
                continue;
            d = next;
            if (previous)
                (*previous)[static_cast<std::size_t>(n)] = current;
            queue.push_back(n);
        }
    }
}

std::vector<int> AreaGraph::distancesFrom(int from, const Passable &passable, int maxSteps) const
{
    std::vector<int> distance;
    search(from, passable, maxSteps, distance, nullptr, -1);
    return distance;
}

std::vector<int> AreaGraph::shortestPath(int from, int to, const Passable &passable) const
{
    if (to < 0 || to >= size())
        return {};
    std::vector<int> distance;
    std::vector<int> previous;
    search(from, passable, -1, distance, &previous, to);
    if (distance[static_cast<std::size_t>(to)] < 0)
        return {};
    std::vector<int> path;
    for (int at = to; at != -1; at = previous[static_cast<std::size_t>(at)])
        path.push_back(at);
    std::reverse(path.begin(), path.end());
    return path;
}

std::vector<int> AreaGraph::reachableWithin(int from, int steps, const Passable &passable) const
{
    const std::vector<int> distance = distancesFrom(from, passable, std::max(0, steps));
    std::vector<int> result;
    for (std::size_t i = 0; i < distance.size(); ++i) {
        if (distance[i] >= 0)
            result.push_back(static_cast<int>(i));
    }
    return result;
}

} // namespace herald::map
