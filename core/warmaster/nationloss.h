#pragma once

#include "core/warmaster/characters.h"
#include "core/warmaster/roster.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace herald::warmaster {

// Losing a nation (§7.4): exodus, rebellion's leader, and a New Nation's starting package.

/// Exodus is open to a nation with at most one army and at most two areas (§7.4.1, D-27).
inline constexpr int exodusMaxArmies = 1;
inline constexpr int exodusMaxAreas = 2;

enum class NationLossProblem
{
    ExodusArmies,       ///< §7.4.1 more than one army
    ExodusAreas,        ///< §7.4.1 more than two areas
    ExodusNotAtStart,   ///< I-65 declared at M-0
    ExodusHomeLandmass, ///< §7.4.1 the destination is the landmass it leaves
    NotFallen,          ///< §7.4.2 rebellion: troops or areas remain
    TownGone,           ///< §7.4.2 the town is no former town of the nation, or gone
    LeaderNotSurvivor,  ///< I-66 the rebel leader is neither alive and free nor the new general
    PackageUnits,       ///< §7.4.3 exactly 10 units
    PackagePoints,      ///< §7.4.3 characters worth 5 CP
    PackageGeneral,     ///< I-67 one general among them
    PackageCharacter,   ///< a type the package cannot hold (admiral given, nephew never bought)
    OldRace,            ///< §7.4.3 a defeated player may not take his old race again
};

struct NationLossIssue
{
    NationLossProblem problem = NationLossProblem::ExodusArmies;
    QString subject;
    int have = 0;
    int need = 0;
};

[[nodiscard]] QString describe(const NationLossIssue &issue);

/// Whether a nation may declare exodus at the start of a turn (§7.4.1, I-65).
[[nodiscard]] std::vector<NationLossIssue> checkExodus(int armies, int areas, bool startOfTurn);

/// The exodus fleet: every unit left sails, with free boats one per unit and no admiral (I-65).
struct ExodusFleet
{
    int units = 0;
    int boats = 0;
    int characters = 0;

    [[nodiscard]] QString explain(const QString &nation) const;
};
[[nodiscard]] ExodusFleet exodusFleet(int units, int characters);

/// The rebel leader must live and be free: a surviving character, or the general bought this
/// year when none survives (§7.4.2, I-66).
[[nodiscard]] std::vector<NationLossIssue> checkRebelLeader(const QString &name,
                                                            CharacterStatus status);

/// §7.4.2: a rebellion collapses once its leader is taken prisoner or slain.
[[nodiscard]] bool rebellionCollapses(CharacterStatus leader);

/// One character a New Nation starts with (§7.4.3).
struct PackageCharacter
{
    QString name;
    CharacterType type = CharacterType::General;
};

/// Checks a New Nation's package (§7.4.3, I-67): exactly 10 units counted not costed,
/// characters worth exactly 5 CP with one general among them; the admiral and the 10 boats
/// come with the package. `oldRaces` are the races of the player's fallen nations.
[[nodiscard]] std::vector<NationLossIssue>
checkNewNation(const QString &race, const QStringList &oldRaces, int units,
               const std::vector<PackageCharacter> &characters, const CampaignSettings &settings);

} // namespace herald::warmaster
