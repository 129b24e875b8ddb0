#pragma once

#include <QString>

namespace herald::warmaster {

/// Why a choice made during the New Year (or under the absent-player rules) is refused.
enum class NewYearProblem
{
    AreaNotOnMap,       ///< §1.3: no such land area
    NotOwnArea,         ///< §2.7: centres are placed and reduced in the nation's own areas
    NotAVillage,        ///< §2.7, I-60: a new centre turns a village into a town or city
    NoTownDue,          ///< §2.7: every new town the arithmetic allows is placed
    NoCityDue,          ///< §2.7: every new city the arithmetic allows is placed
    CitiesBeforeTowns,  ///< §2.7: new towns are placed before new cities
    NotATown,           ///< §2.7: only a town can be reduced to a village
    NotACity,           ///< §2.7: only a city can be reduced or removed
    NoReductionDue,     ///< §2.7: every centre left is supported
    ReduceCitiesFirst,  ///< §2.7: unsupported cities are dealt with before towns
    LastStandNotDue,    ///< §2.7: the nation has a town, or no Last Stand of this kind
    LastStandCityFirst, ///< §2.7: a nation with a city reduces it instead of placing a town
    UnitsDropped,       ///< §2.5, I-17: fewer units than last year while the AP covers them
    TypeDropped,        ///< I-17: a type of last year dropped while points remain for one
    FreeUnitsMismatch,  ///< §7.5: free chaos units on the roster differ from the grant
    StartNotSeparated,  ///< §4.3: armies that started together must part in month 1
    EntersAbsentNation, ///< §7.6 rule 1: an absent player's areas are closed to others
    AbsentArmyHolds,    ///< §7.6 rule 2: an absent player's armies do not move
};

/// A refusal with what it concerns: the area, army, line or unit type (subject), a second name
/// (the owner, the area armies share), and the numbers behind it.
struct NewYearIssue
{
    NewYearProblem problem = NewYearProblem::NotOwnArea;
    QString subject;
    QString other;
    int count = 0; ///< what the choice would make: units, centres placed, armies
    int limit = 0; ///< what the rule allows or asks for

    friend bool operator==(const NewYearIssue &, const NewYearIssue &) = default;
};

/// The refusal as a sentence naming the rules section, the items and the numbers (translated).
[[nodiscard]] QString explain(const NewYearIssue &issue);

} // namespace herald::warmaster
