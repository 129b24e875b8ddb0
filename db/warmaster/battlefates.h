#pragma once

#include "core/warmaster/campaignsettings.h"
#include "db/command.h"

#include <QHash>
#include <QJsonArray>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::db {

/// A character removed from the table, as the result sheet lists him (§6.4,
/// docs/battle-result-format.md), checked against the rosters and the battle's sides.
struct SheetCharacter
{
    int side = 0;
    qint64 id = 0;
    QString name;
    qint64 nationId = 0;
    QString nation;
    bool slainInBaseContact = false;
    qint64 captorId = 0; ///< the enemy nation that takes him if captured (§6.4, I-26)
    QString captor;
    qint64 itemsTo = 0; ///< the captor's character given his captured items; 0 = first eligible
};

struct FateSheet
{
    std::vector<SheetCharacter> characters;
    std::vector<qint64> present; ///< fought and stayed on the table (§6.6)
    std::optional<CommandOutcome> refusal;
};

/// Reads the "characters" of both sides of the sheet. `sides` maps each nation fighting in the
/// battle to its side (0 defends, 1 attacks). Every problem refuses before anything is written.
[[nodiscard]] FateSheet readFateSheet(const CommandContext &context, const QJsonArray &sides,
                                      const QHash<qint64, int> &nationSides, int battle);

/// What the fates did, for the command's result and explanation.
struct FatesApplied
{
    QJsonArray characters;
    QJsonArray items;
    QStringList lines;
    int killed = 0;
    int captured = 0;
    std::optional<CommandOutcome> failure;
};

/// §6.4 then §6.5 inside battle.result: each character rolls the character result chart
/// (winnersNotCaptured for the winning side), killed and captured ones change status, then the
/// items of a captured bearer or one slain in base contact roll the escape table one by one;
/// lost items go back into the magic item deck or out of the game (lostItemsReshuffled).
[[nodiscard]] FatesApplied applyFates(CommandContext &context, qint64 battle,
                                      const FateSheet &sheet, std::optional<int> winnerSide,
                                      const warmaster::CampaignSettings &settings);

} // namespace herald::db
