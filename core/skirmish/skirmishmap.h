#pragma once

#include "core/map/hex.h"
#include "core/skirmish/terrain.h"

#include <QHash>
#include <QString>

#include <optional>
#include <vector>

/// @file
/// A Dragon Noir map sheet as the map files of docs/skirmish-scenario-format.md describe it
/// (rules §10.3): pointy-topped hexes in horizontal rows, the even rows (1-based) shifted half
/// a hex to the right, labelled by a column letter and a row number ("B4"). Only what the
/// desk needs: each hex's terrain and level, distances and the hexes a line crosses.

namespace herald::skirmish {

struct MapHex
{
    Terrain terrain = Terrain::Flat;
    int level = 0;
    QString overlay; ///< "woodenBridge"..., as the file writes it
};

struct SkirmishMap
{
    QString id;
    bool homemade = false;
    int rows = 0;
    int columns = 0;
    MapHex fallback; ///< the file's "default"
    QHash<QString, MapHex> hexes;

    /// True when `label` names a hex of this sheet.
    [[nodiscard]] bool contains(const QString &label) const;
    /// The hex at `label` (the default where the file lists nothing).
    [[nodiscard]] MapHex at(const QString &label) const;
};

struct MapParseResult
{
    std::optional<SkirmishMap> map;
    QString error; ///< names the field or the hex that is wrong
};

/// Reads a map file's JSON text.
[[nodiscard]] MapParseResult parseSkirmishMap(const QByteArray &json);

/// The hex of a label "B4" (column A = 0, row 1 = 0) in cube coordinates, so that distance
/// and hexesBetween work on it; nullopt if the label does not read.
[[nodiscard]] std::optional<map::Hex> hexOfLabel(const QString &label);
/// The label of the hex at a 0-based column and row: (1, 3) is "B4".
[[nodiscard]] QString labelAt(int column, int row);
/// The label of a hex; empty for hexes left or above the sheet's first column and row.
[[nodiscard]] QString labelOfHex(map::Hex hex);
/// "DEMO_FORD#1:B4" or "B4" -> "B4": the hex part of a §10.3 hex reference.
[[nodiscard]] QString labelOfReference(const QString &reference);

} // namespace herald::skirmish
