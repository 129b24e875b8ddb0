#pragma once

#include "app/services/battleboard/boardquery.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace herald::app::battleboard {

/// board.new's arguments for a board battle fought instead of the current month's pending
/// WarMaster battle `number` (issue 21): both sides' available roster units mapped to brigades
/// and their active generals to leaders by `mapping` (resources/battleboard/README-warmaster-
/// mapping.md; the bundled file when empty), the attackers as the board's attacker, and the
/// `warmaster` link (the battle's number, year and month, and the roster lines behind every
/// brigade) that
/// resultSheet() reads back. Nothing, with `problem` set, when the battle is not pending or the
/// mapping cannot be read.
[[nodiscard]] std::optional<QJsonObject> boardFromBattle(const CampaignService &service, int number,
                                                         const QString &name,
                                                         const QByteArray &mapping,
                                                         QString *problem);

/// The newest board battle made from WarMaster battle `number` of the campaign's current month
/// (its `warmaster` link names the battle, year and month), if there is one.
[[nodiscard]] std::optional<Board> boardOfBattle(const CampaignService &service, int number);

/// The result sheet of docs/battle-result-format.md for the WarMaster battle `board` was fought
/// instead of, once the board battle is over: each side's roster units lost in proportion to
/// its eliminated brigades (one `destroyed` entry per unit), generals whose leaders fell as
/// characters removed, the others as present; the side that kept the field (§7.4) as the
/// objective's holder, nobody when undecided; no typed VP (battle.result counts them). Nothing,
/// with `problem` set, for a battle not made from a WarMaster battle or not over.
[[nodiscard]] std::optional<QJsonObject> resultSheet(const Board &board, QString *problem);

} // namespace herald::app::battleboard
