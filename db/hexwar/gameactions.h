#pragma once

#include "core/dice/dice.h"
#include "db/hexwar/gamestore.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace herald::db::hexwar {

/// What one action did to a game: the position after it, or why the rules refused it.
struct ActionOutcome
{
    std::optional<herald::hexwar::GameState> state;
    QString refusal;         ///< names what is wrong, where, and the rule
    QString line;            ///< the history line
    QStringList explanation; ///< each rules decision with its numbers
    QJsonObject details;     ///< for --json and the page
    /// Whose action it was, when not the phasing player's: the set-up is the Karameikan
    /// player's although the Black Eagle moves first (4.1).
    std::optional<herald::hexwar::Side> player;
    /// The game's filled hex sets after the action, when it changed them (spec A4).
    std::optional<QJsonObject> hexSets;

    [[nodiscard]] bool ok() const { return state.has_value(); }
};

/// Applies one referee action to a game by the rules of core/hexwar (docs/cli-hexgame.md):
///  - "place" {unit, hex}: a set-up unit (4.1, 12.1);
///  - "move" {unit, path: ["XXYY"...]}: a unit on the map moves hex by hex (5, 6), or a
///    reinforcement enters with its entry hex first (10, E1-E5);
///  - "hold" {unit}: a reinforcement that may enter now is held back (E4);
///  - "attack" {attackers: [...], defender, adUnit?, retreats?: [{unit, hex}...],
///    advance?: {unit, hex}}: one d6 on the CRT (8); the result is applied, forced
///    retreats and eliminations made, the choices given made, the rest left open;
///  - "retreat" {unit, hex?}: a retreat owed (9.1); no hex: eliminated for want of one (R3);
///  - "advance" {unit?, hex?}: one winner steps into a vacated hex (9.3); no unit: declined;
///  - "end-phase" {}: the phase ends (4.2), with the end of turn scoring (11.1, 10.3);
///  - "entry-hexes" {set, hexes}: the referee fills a hex set the scenario leaves empty, such
///    as the Cruth Ogres' entry (A4);
///  - "resolve-stack" {hex, keep}: two or more units found in one hex (a game recorded after
///    the fact): the opposing player keeps `keep`, the others are destroyed (M10).
/// Every roll goes through `dice`; a refused action rolls nothing.
[[nodiscard]] ActionOutcome applyAction(const Game &game, const QString &kind,
                                        const QJsonObject &args, dice::Dice &dice);

/// The game after an action: its position and, when the action filled one, its hex sets.
void takeOutcome(Game &game, const ActionOutcome &outcome);

/// Every kind applyAction knows.
[[nodiscard]] QStringList actionKinds();

} // namespace herald::db::hexwar
