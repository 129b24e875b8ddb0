#include "core/warmaster/aquaticrealm.h"

#include "core/warmaster/counts.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>
#include <deque>

namespace herald::warmaster {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::AquaticRealm)
};

/// The area indices of `hex`'s neighbours on the map.
std::vector<int> neighboursOf(const StrategicMap &map, map::Hex hex)
{
    std::vector<int> out;
    for (const map::Hex n : hex.neighbours()) {
        if (const auto i = map.areaAt(n))
            out.push_back(*i);
    }
    return out;
}

/// Why a sea hex cannot hold part of the realm, or nullopt when it can.
std::optional<RealmProblem> unfit(const StrategicMap &map, int area, const QSet<map::Hex> &armies)
{
    const Area &a = map.areas[static_cast<std::size_t>(area)];
    if (!a.isSea())
        return RealmProblem::NotSea;
    const std::vector<int> around = neighboursOf(map, a.hex);
    if (std::any_of(around.begin(), around.end(),
                    [&](int n) { return map.areas[static_cast<std::size_t>(n)].isLand(); }))
        return RealmProblem::TouchesLand;
    if (armies.contains(a.hex))
        return RealmProblem::ArmyThere;
    return std::nullopt;
}

/// Up to `size` open-sea areas joined to `start`, breadth-first, nearer hex numbers first.
std::vector<int> grow(const StrategicMap &map, int start, int size, const QSet<map::Hex> &armies)
{
    std::vector<int> taken{start};
    QSet<int> seen{start};
    std::deque<int> queue{start};
    while (!queue.empty() && static_cast<int>(taken.size()) < size) {
        const int current = queue.front();
        queue.pop_front();
        std::vector<int> next = neighboursOf(map, map.areas[static_cast<std::size_t>(current)].hex);
        std::sort(next.begin(), next.end(), [&](int a, int b) {
            return map.areas[static_cast<std::size_t>(a)].id() <
                   map.areas[static_cast<std::size_t>(b)].id();
        });
        for (const int n : next) {
            if (seen.contains(n) || unfit(map, n, armies))
                continue;
            seen.insert(n);
            queue.push_back(n);
            taken.push_back(n);
            if (static_cast<int>(taken.size()) == size)
                break;
        }
    }
    return taken;
}

} // namespace

QString describe(const RealmIssue &issue)
{
    switch (issue.problem) {
    case RealmProblem::NotSea:
        return Tr::tr("§7.2.7 %1 is not a sea hex of the map: the sea people's realm lies in the "
                      "ocean.")
            .arg(issue.area);
    case RealmProblem::TouchesLand:
        return Tr::tr("§7.2.7 %1 borders land: the sea people's areas are not coastal, so the "
                      "realm needs open sea.")
            .arg(issue.area);
    case RealmProblem::ArmyThere:
        return Tr::tr("§7.2.7 an army marker stands on %1: choose open sea without one.")
            .arg(issue.area);
    case RealmProblem::NoRoom:
        return issue.area.isEmpty()
                   ? Tr::tr("§7.2.7, I-8 the map has no %1 joined hexes of open sea for the sea "
                            "people's realm (at most %2): widen the ocean, or name a sea hex.")
                         .arg(issue.need)
                         .arg(issue.found)
                   : Tr::tr("§7.2.7, I-8 only %1 hexes of open sea are joined to %2; the sea "
                            "people's realm needs %3.")
                         .arg(issue.found)
                         .arg(issue.area)
                         .arg(issue.need);
    }
    return {};
}

int aquaticRealmSize(const CampaignSettings &settings)
{
    return aquaticNationAreas + (settings.aquaticTownIsSeventhArea ? 1 : 0);
}

AquaticRealm placeAquaticRealm(const StrategicMap &map, int near, std::optional<int> start,
                               const CampaignSettings &settings)
{
    const int size = aquaticRealmSize(settings);
    QSet<map::Hex> armies;
    for (const Army &army : map.armies)
        armies.insert(army.area);
    AquaticRealm out;
    const auto fits = [&](int seed) {
        std::vector<int> areas = grow(map, seed, size, armies);
        const bool room = static_cast<int>(areas.size()) == size;
        if (room) {
            out.areas = std::move(areas);
            out.town = seed;
        }
        return room ? 0 : static_cast<int>(areas.size());
    };
    if (start) {
        const QString hex = map.areas[static_cast<std::size_t>(*start)].id();
        if (const auto problem = unfit(map, *start, armies)) {
            out.issue = RealmIssue{*problem, hex, size, 0};
            return out;
        }
        if (const int found = fits(*start); found > 0)
            out.issue = RealmIssue{RealmProblem::NoRoom, hex, size, found};
        return out;
    }
    std::vector<int> seeds;
    for (int i = 0; i < static_cast<int>(map.areas.size()); ++i) {
        if (!unfit(map, i, armies))
            seeds.push_back(i);
    }
    const map::Hex from = near >= 0 && near < static_cast<int>(map.areas.size())
                              ? map.areas[static_cast<std::size_t>(near)].hex
                              : map::Hex{};
    std::stable_sort(seeds.begin(), seeds.end(), [&](int a, int b) {
        return map.areas[static_cast<std::size_t>(a)].hex.distanceTo(from) <
               map.areas[static_cast<std::size_t>(b)].hex.distanceTo(from);
    });
    int most = 0;
    for (const int seed : seeds) {
        const int found = fits(seed);
        if (found == 0)
            return out;
        most = std::max(most, found);
    }
    out.issue = RealmIssue{RealmProblem::NoRoom, QString(), size, most};
    return out;
}

} // namespace herald::warmaster
