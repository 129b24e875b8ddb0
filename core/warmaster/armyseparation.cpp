#include "core/warmaster/armyseparation.h"

#include <QStringList>

#include <algorithm>

namespace herald::warmaster {

std::vector<SharedStart> sharedStarts(std::span<const FirstMonthMove> moves)
{
    std::vector<SharedStart> groups;
    for (const FirstMonthMove &move : moves) {
        auto group = std::find_if(groups.begin(), groups.end(), [&](const SharedStart &g) {
            return g.nationId == move.nationId && g.area == move.start;
        });
        if (group == groups.end())
            groups.push_back({move.nationId, move.start, {move.armyId}});
        else
            group->armyIds.push_back(move.armyId);
    }
    std::erase_if(groups, [](const SharedStart &g) { return g.armyIds.size() < 2; });
    return groups;
}

std::vector<NewYearIssue> checkStartSeparation(std::span<const FirstMonthMove> moves)
{
    std::vector<NewYearIssue> issues;
    for (const SharedStart &group : sharedStarts(moves)) {
        // Within the group, armies ending in the same area are one refusal per area.
        std::vector<std::pair<map::Hex, QStringList>> ends;
        for (const FirstMonthMove &move : moves) {
            if (move.nationId != group.nationId || move.start != group.area)
                continue;
            auto end = std::find_if(ends.begin(), ends.end(),
                                    [&](const auto &e) { return e.first == move.endArea(); });
            if (end == ends.end())
                ends.push_back({move.endArea(), {move.armyName}});
            else
                end->second << move.armyName;
        }
        for (const auto &[area, names] : ends) {
            if (names.size() > 1)
                issues.push_back({NewYearProblem::StartNotSeparated,
                                  names.join(QStringLiteral(", ")), area.toXXYY(),
                                  static_cast<int>(names.size()), 1});
        }
    }
    return issues;
}

} // namespace herald::warmaster
