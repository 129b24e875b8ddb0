#include "core/warmaster/fatechart.h"

namespace herald::warmaster {

QString FateChart::fateFor(int total) const
{
    if (rows.empty())
        return {};
    if (total < rows.front().from)
        return rows.front().fate;
    if (total > rows.back().to)
        return rows.back().fate;
    for (const Row &row : rows) {
        if (total >= row.from && total <= row.to)
            return row.fate;
    }
    return {};
}

} // namespace herald::warmaster
