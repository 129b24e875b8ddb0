#pragma once

#include "core/map/hex.h"
#include "core/warmaster/newyearissues.h"

#include <QString>

#include <optional>
#include <span>
#include <vector>

namespace herald::warmaster {

/// An army placed at NY-7 and where its first month's order takes it.
struct FirstMonthMove
{
    QString armyId;
    QString armyName;
    QString nationId;
    map::Hex start;
    /// The area the month-1 order moves it to; nullopt while it holds where it started.
    std::optional<map::Hex> destination;

    [[nodiscard]] map::Hex endArea() const { return destination.value_or(start); }
};

/// Armies of one nation that start the year in one area (§4.3 allows that at NY-7).
struct SharedStart
{
    QString nationId;
    map::Hex area;
    std::vector<QString> armyIds;
};

/// The groups that month 1's orders must split, in the order their first army is given.
[[nodiscard]] std::vector<SharedStart> sharedStarts(std::span<const FirstMonthMove> moves);

/// §4.3: armies that started together end month 1 in different areas. One of them may hold
/// where it started; any two that would end in one area are refused, naming them and the area.
/// Only month 1's moves are given.
[[nodiscard]] std::vector<NewYearIssue> checkStartSeparation(std::span<const FirstMonthMove> moves);

} // namespace herald::warmaster
