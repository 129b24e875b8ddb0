#pragma once

#include "db/command.h"

#include <QHash>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace herald::db {

/// What the POI of a battle fought at it did (§6.9), for the command's result and explanation.
struct PoiApplied
{
    QStringList lines;
    QJsonObject result; ///< {card, treasure?: {nation, card}, wizard?: {nation, character}}
    std::optional<CommandOutcome> failure;
};

/// §6.9, I-29 inside battle.result, for a battle fought at the POI of its area: a card tagged
/// treasure-on-control gives the area's owner a treasure card (face down); one tagged
/// free-wizard gives the winning nation a free wizard for the year and lets it buy wizards.
/// With several nations on the winning side the wizard is left to the referee (the line says
/// so). The magic portal's move is the winner's choice and is not made here.
[[nodiscard]] PoiApplied applyPoiEffects(CommandContext &context, qint64 battle,
                                         std::optional<int> winnerSide,
                                         const QHash<qint64, int> &nationSides);

} // namespace herald::db
