#pragma once

#include "core/hexwar/entryarea.h"
#include "core/hexwar/unit.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::hexwar {

/// How a unit comes into the game (spec 4, 10, 12).
struct Arrival
{
    enum class Kind
    {
        SetUp,           ///< placed before turn 1 (12.1)
        OnTurn,          ///< a reinforcement due on a game turn (10.1, 10.2)
        OnVictoryPoints, ///< released by its side's running VP total (10.3, A6)
    };
    Kind kind = Kind::SetUp;
    int turn = 0;      ///< OnTurn
    int threshold = 0; ///< OnVictoryPoints: whole VPs
    EntryArea area;
};

/// One unit of the order of battle with how it arrives.
struct ScenarioUnit
{
    Unit unit; ///< state NotEntered, no hex
    Arrival arrival;
};

/// Victory rules (spec 11): per-turn points, elimination points by turn, end-of-game points,
/// the victory levels.
struct VictoryRules
{
    int roadVp = 1;                 ///< per Black Eagle unit on the Duke's Road (11.1)
    int townVp = 1;                 ///< per Black Eagle unit in a town inside Karameikos (11.1)
    bool roadAndTownStack = true;   ///< vp.road_and_town_stack (A9)
    std::vector<int> eliminationVp; ///< by game turn 1..n (11.2, A2)
    std::optional<map::Hex> objectiveHex; ///< Kelvin (11.3)
    int objectiveVp = 20;
    /// vp.k_count_unentered (A10): Karameikan units never brought on count at the end too.
    bool karameikanCountsUnentered = false;
    /// Margins in whole VPs for marginal, substantial and decisive victory (11.4, A11).
    std::vector<int> levelMargins{5, 10, 15};
};

/// A hex-and-counter scenario: the order of battle, its arrivals and the victory rules.
struct Scenario
{
    QString name;
    QString mapName; ///< the map file it is played on
    int turns = 14;  ///< game.turns (A1)
    Side firstSide = Side::BlackEagle;
    std::vector<ScenarioUnit> units;
    VictoryRules victory;

    [[nodiscard]] const ScenarioUnit *find(const QString &unitId) const;
    /// The scenario on a map of another grid (spec 2.2): the same printed hex numbers, which
    /// name other hexes there. A scenario is read on the default grid.
    [[nodiscard]] Scenario onGrid(map::HexGrid grid) const;
};

struct ScenarioParse
{
    std::optional<Scenario> scenario;
    QStringList errors;
    [[nodiscard]] bool ok() const { return scenario.has_value(); }
    [[nodiscard]] QString errorString() const { return errors.join(QLatin1Char('\n')); }
};

/// Parses docs/hexwar-scenario-format.md from bytes handed in, on the default grid; every error
/// names the unit and the key.
[[nodiscard]] ScenarioParse parseScenario(const QByteArray &json);

} // namespace herald::hexwar
