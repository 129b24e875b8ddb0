#pragma once

#include "db/command.h"

#include <QHash>
#include <QJsonObject>
#include <QSqlDatabase>
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

/// Where a battle was fought, if at a POI (§5.3, §6.9): the card battle.prepare drew for it,
/// else the area's own POI card; empty when it was not fought at a POI.
struct BattlePoi
{
    QString cardId;
    QString ownerNationId; ///< the area's owner (nation row id), empty when uncontrolled
    bool readable = true;  ///< false when the query failed
};
[[nodiscard]] BattlePoi battlePoi(const QSqlDatabase &db, qint64 battle);

/// §6.9, I-37: the battle was fought at a POI whose card is a magic portal.
[[nodiscard]] bool foughtAtPortal(const QSqlDatabase &db, qint64 battle);

/// §6.9, I-29 inside battle.result, for a battle fought at the POI of its area: a card tagged
/// treasure-on-control gives the area's owner a treasure card (face down); one tagged
/// free-wizard gives the winning nation a free wizard for the year and lets it buy wizards.
/// With several nations on the winning side the wizard is left to the referee (the line says
/// so). The magic portal's move is the winner's choice: battle.portal makes it.
[[nodiscard]] PoiApplied applyPoiEffects(CommandContext &context, qint64 battle,
                                         std::optional<int> winnerSide,
                                         const QHash<qint64, int> &nationSides);

} // namespace herald::db
