#pragma once

#include "core/skirmish/characterstate.h"
#include "core/skirmish/rosterformat.h"
#include "core/skirmish/sequence.h"
#include "core/skirmish/settings.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

/// @file
/// A scenario file (rules §10.2, §10.3; docs/skirmish-scenario-format.md): the game, the sides
/// and which of them plays first, the forces with their starting hexes and states, the
/// spellcasters' levels and energy, the turn limit. Victory conditions, markers and special
/// rules are kept as the file's text for the referee; the desk does not judge them.

namespace herald::skirmish {

/// One side of the scenario: `player` is A or B in DN1, Adventurers or Krobs in DN2.
struct ScenarioSide
{
    QString id;
    QString name;
    Side player = Side::PlayerA;
};

/// One counter of the forces, its character found in the roster.
struct ScenarioForce
{
    QString key; ///< unique in the scenario: the profile id, "-2"... for a second counter
    const Profile *profile = nullptr;
    QString side;      ///< a ScenarioSide id
    QStringList hexes; ///< map labels, the head hex first; empty when not yet on the map
    CharacterState state;
};

struct ScenarioCaster
{
    QString key;
    int level = 1;
    int ep = 100;
};

struct Scenario
{
    QString id;
    QString title;
    bool homemade = false;
    Game game = Game::DN1;
    bool underground = false;
    QString mapId; ///< the first map sheet's id; empty when the scenario names none
    std::vector<ScenarioSide> sides;
    std::vector<ScenarioForce> forces;
    std::vector<ScenarioCaster> casters;
    int turnLimit = 0;
    /// §12 D options the scenario's rules set ("rules[].flags"); the defaults otherwise.
    SkirmishSettings settings;
};

struct ScenarioParseResult
{
    std::optional<Scenario> scenario;
    QStringList errors; ///< each names the field, the side or the character
};

/// Reads a scenario's JSON text; its characters are looked up in `roster` by id or by name
/// ("Black Fox" is black-fox). The profiles point into `roster`, which must outlive the result.
[[nodiscard]] ScenarioParseResult parseScenario(const QByteArray &json, const Roster &roster);

} // namespace herald::skirmish
