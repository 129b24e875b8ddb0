#include "core/warmaster/ransom.h"

#include <QCoreApplication>
#include <array>
#include <vector>

namespace herald::warmaster {

namespace {

std::array<int, 4> countKinds(std::span<const PopulationCentre> centres)
{
    std::array<int, 4> counts{};
    for (const PopulationCentre c : centres)
        ++counts[static_cast<std::size_t>(c)];
    return counts;
}

/// The smallest sum ≥ level that some selection of the owned centres reaches; 0 if none.
int leastPayment(int level, std::span<const PopulationCentre> owned)
{
    // Sums above level + 2 are never the least: dropping one centre (worth at most 3)
    // would still reach the level.
    const int cap = level + 3;
    std::vector<bool> reachable(static_cast<std::size_t>(cap + 1), false);
    reachable[0] = true;
    for (const PopulationCentre c : owned) {
        const int value = populationLevel(c);
        if (value == 0)
            continue;
        for (int s = cap; s >= value; --s) {
            if (reachable[static_cast<std::size_t>(s - value)])
                reachable[static_cast<std::size_t>(s)] = true;
        }
    }
    for (int s = level; s <= cap; ++s) {
        if (reachable[static_cast<std::size_t>(s)])
            return s;
    }
    return 0;
}

} // namespace

QString RansomCheck::explain() const
{
    const QString head =
        QCoreApplication::translate("herald::warmaster::Ransom",
                                    "§2.16 captive of level %1, %2 population point(s) offered")
            .arg(level)
            .arg(ceded);
    if (!problem)
        //: appended to "captive of level %1, %2 population point(s) offered"
        return head + QCoreApplication::translate("herald::warmaster::Ransom", ": accepted");
    switch (*problem) {
    case RansomProblem::TooLittle:
        return head + QCoreApplication::translate("herald::warmaster::Ransom",
                                                  ": not enough, at least %1 needed")
                          .arg(level);
    case RansomProblem::TooMuch:
        return head +
               QCoreApplication::translate("herald::warmaster::Ransom",
                                           ": more than needed, %1 can be paid exactly from the "
                                           "nation's areas (I-20)")
                   .arg(leastPossible);
    case RansomProblem::CannotPay:
        return head + QCoreApplication::translate("herald::warmaster::Ransom",
                                                  ": the nation's areas cannot pay %1 (I-20)")
                          .arg(level);
    case RansomProblem::NotOwned:
        return head +
               QCoreApplication::translate("herald::warmaster::Ransom",
                                           ": the offer names centres the nation does not hold");
    }
    return head;
}

RansomCheck checkRansom(CharacterType captive, std::span<const PopulationCentre> offered,
                        std::span<const PopulationCentre> owned)
{
    RansomCheck check;
    check.level = characterLevel(captive);
    for (const PopulationCentre c : offered)
        check.ceded += populationLevel(c);
    check.leastPossible = leastPayment(check.level, owned);
    const auto offeredKinds = countKinds(offered);
    const auto ownedKinds = countKinds(owned);
    for (std::size_t k = 1; k < offeredKinds.size(); ++k) {
        if (offeredKinds[k] > ownedKinds[k])
            check.problem = RansomProblem::NotOwned;
    }
    if (check.problem)
        return check;
    if (check.leastPossible == 0)
        check.problem = RansomProblem::CannotPay;
    else if (check.ceded < check.level)
        check.problem = RansomProblem::TooLittle;
    else if (check.ceded > check.leastPossible)
        check.problem = RansomProblem::TooMuch;
    return check;
}

} // namespace herald::warmaster
