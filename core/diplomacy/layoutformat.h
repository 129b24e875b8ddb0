#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

/// @file
/// The `.layout` text that says where each province of a variant is drawn: one
/// `abbreviation x y` line per province on a 1000 x 1000 sheet, `#` comments, and an
/// optional `@background opacity file` line naming a scanned map drawn under the board
/// (docs/diplomacy-variant-editor.md). Readers that only want positions skip the
/// `@background` line because its first word names no province.

namespace herald::diplomacy {

/// Where one province is drawn.
struct LayoutPoint
{
    std::string abbreviation;
    double x = 0;
    double y = 0;

    friend bool operator==(const LayoutPoint &, const LayoutPoint &) = default;
};

/// A picture drawn under the board, stretched over the whole sheet.
struct LayoutBackground
{
    /// The image file, relative to the layout file unless absolute.
    std::string file;
    /// 0 (invisible) to 1 (opaque).
    double opacity = 0.5;

    friend bool operator==(const LayoutBackground &, const LayoutBackground &) = default;
};

/// A layout file's content.
struct BoardLayoutText
{
    std::vector<LayoutPoint> points;
    std::optional<LayoutBackground> background;

    friend bool operator==(const BoardLayoutText &, const BoardLayoutText &) = default;
};

/// Reads a layout. Lines that cannot be read are skipped, as the board drawing does: a
/// province without a position is placed beside its neighbours.
[[nodiscard]] BoardLayoutText parseLayout(std::string_view source);

/// The text of a layout; coordinates are rounded to tenths of a sheet unit.
[[nodiscard]] std::string writeLayout(const BoardLayoutText &layout);

} // namespace herald::diplomacy
