#include "core/warmaster/armyremoval.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::ArmyRemoval)
};

} // namespace

QString ArmyRemovalDecision::explain() const
{
    if (removed)
        return Tr::tr("NY-1 %1 leaves the map with last year's armies.").arg(armyName);
    switch (kept) {
    case ArmyKept::AtSea:
        return Tr::tr("NY-1 %1 stays: the expedition is still at sea, and NY-5 decides its fate.")
            .arg(armyName);
    case ArmyKept::IndependentArmy:
        return Tr::tr("NY-1, §7.7.6 %1 stays: an independent lesser-race army remains until it "
                      "is defeated; its siege, delay and occupation count are cleared.")
            .arg(armyName);
    case ArmyKept::NationAbsent:
        break;
    }
    return Tr::tr("§7.6 %1 stays for now: its player is absent, so the nation's New Year waits "
                  "for the next meeting the player attends.")
        .arg(armyName);
}

std::vector<ArmyRemovalDecision> removeOldArmies(const ArmyRemovalFacts &facts)
{
    std::vector<ArmyRemovalDecision> decisions;
    decisions.reserve(facts.armies.size());
    for (const Army &army : facts.armies) {
        ArmyRemovalDecision d{army.id, army.name, false, ArmyKept::AtSea, false};
        // The independent army is nobody's nation, so it is checked before absence.
        if (facts.independentArmies.contains(army.id)) {
            d.kept = ArmyKept::IndependentArmy;
            d.reset = true;
        } else if (facts.absentNations.contains(army.nationId)) {
            d.kept = ArmyKept::NationAbsent;
        } else if (!army.expeditionId.isEmpty() &&
                   facts.expeditionsAtSea.contains(army.expeditionId)) {
            d.kept = ArmyKept::AtSea;
        } else {
            d.removed = true;
        }
        decisions.push_back(d);
    }
    return decisions;
}

Army resetForNewYear(Army army)
{
    army.state = ArmyState::Normal;
    army.stateDetail = QStringLiteral("{}");
    army.occupation = 0;
    army.interdict = false;
    army.moved = false;
    army.originArea.reset();
    return army;
}

} // namespace herald::warmaster
