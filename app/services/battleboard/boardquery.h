#pragma once

#include "app/services/campaignservice.h"
#include "db/battleboard/boardstore.h"

namespace herald::app::battleboard {

// What the battle board's front ends read of the open campaign (schema 0020_battleboard:
// board_battle, board_army, board_log).

using Board = db::battleboard::Board;
using LogLine = db::battleboard::LogLine;

/// The campaign's battles by name, oldest first; none when no campaign is open.
[[nodiscard]] QStringList battleNames(const CampaignService &service);
/// The battle called `name`, if the open campaign has it.
[[nodiscard]] std::optional<Board> board(const CampaignService &service, const QString &name);
/// The battle's log, oldest line first.
[[nodiscard]] QList<LogLine> battleLog(const CampaignService &service, const Board &board);

} // namespace herald::app::battleboard
