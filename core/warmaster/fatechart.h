#pragma once

#include "core/dice/expression.h"

#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// A referee's chart of fates (§10 #7 and #9, I-24, I-26): the printed d6 charts are defaults
/// the referee may change in Decks & Tables (the campaign's "characterResult" and "itemEscape"
/// tables). Its dice, and the fate word each row's effects give ("killed", "captured"...).
struct FateChart
{
    struct Row
    {
        int from = 0;
        int to = 0;
        QString fate;
    };

    dice::Expression dice;
    std::vector<Row> rows; ///< ascending totals

    /// The fate word of a total, read past either end as the first or last row (a printed
    /// chart's way); empty when the chart has no rows or the total falls in a gap.
    [[nodiscard]] QString fateFor(int total) const;
};

} // namespace herald::warmaster
