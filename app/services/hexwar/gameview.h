#pragma once

#include "db/hexwar/gamestore.h"

#include <QJsonObject>
#include <QString>

namespace herald::app::hexwar {

/// One thing the desk reports, for the CLI's text and --json alike.
struct Report
{
    QJsonObject json;
    QString text;
};

/// "Game turn 3 of 14, Karameikan combat phase", or that the game is over.
[[nodiscard]] QString phaseLabel(const db::hexwar::Game &game);
/// Both totals in half-points (spec 11): the Black Eagle's per-turn scoring and the
/// Karameikans' eliminations so far, with the end-of-game points once the game is over.
struct Score
{
    int blackEagleHalf = 0;
    int karameikanHalf = 0;
    bool final = false;
    QString verdict; ///< the victory level (11.4) once final
};
[[nodiscard]] Score score(const db::hexwar::Game &game);

/// The position: turn and phase, the score, every counter by side with its hex and strength,
/// the reinforcements still off the map, and a combat's open retreats and advance.
[[nodiscard]] Report showReport(const db::hexwar::Game &game);
/// The score and, after the last turn, the victory level.
[[nodiscard]] Report scoreReport(const db::hexwar::Game &game);

} // namespace herald::app::hexwar
