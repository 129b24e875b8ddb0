#pragma once

#include "core/skirmish/profile.h"
#include "core/skirmish/settings.h"
#include "core/skirmish/terrain.h"

#include <QString>

#include <optional>
#include <vector>

/// @file
/// The two missile tables of §5.6 (M-F against characters on foot, M-M against mounted
/// characters in DN1), in the layout §12 A3 reconstructs: one row per modified roll, read
/// with a weapon offset, one column per level of cover.

namespace herald::skirmish {

/// A cell of a missile table; the letters mean different things on the two tables.
enum class MissileResult
{
    Miss, ///< `-`
    A,
    B,
    C,
    D, ///< M-M only
    E, ///< M-M only
    F, ///< M-M only
};

enum class MissileTableKind
{
    Foot,    ///< M-F
    Mounted, ///< M-M (DN1, and the Baby Dragon)
};

/// Rows by cover columns (none, light, medium and, on M-F, heavy).
struct MissileTable
{
    MissileTableKind kind = MissileTableKind::Foot;
    std::vector<std::vector<MissileResult>> rows;

    [[nodiscard]] int lastRow() const { return int(rows.size()); }
    /// The heaviest cover the table has a column for (M-M has no heavy column).
    [[nodiscard]] Cover heaviestCover() const
    {
        return kind == MissileTableKind::Foot ? Cover::Heavy : Cover::Medium;
    }
    /// The cell for a row 1..lastRow and a cover up to heaviestCover().
    [[nodiscard]] MissileResult at(int row, Cover cover) const
    {
        return rows[std::size_t(row - 1)][std::size_t(cover)];
    }
};

[[nodiscard]] const MissileTable &footMissileTable();
[[nodiscard]] const MissileTable &mountedMissileTable();

/// The weapon's row offset (§5.6): crossbow 0, longbow 1, short bow 2.
[[nodiscard]] int weaponRowOffset(Weapon weapon);

/// The table row for a modified roll (§5.9 step 5, §12 C4): roll + offset, at most the last
/// row; at least row 1, or the weapon's first printed row when the option says clamp.
[[nodiscard]] int missileRow(int modifiedRoll, Weapon weapon, const MissileTable &table,
                             const SkirmishSettings &settings);

[[nodiscard]] QString missileLetter(MissileResult result);
[[nodiscard]] QString coverName(Cover cover);
[[nodiscard]] QString weaponName(Weapon weapon);

/// How far a weapon reaches (§5.3).
enum class RangeBand
{
    Short,
    Medium,
    Long,
};

/// The band of a shot at `distance` hexes, or nullopt when it cannot be made: beyond the long
/// band above ground, beyond 5 hexes underground (always short there).
[[nodiscard]] std::optional<RangeBand> rangeBand(Weapon weapon, int distance, bool underground);
/// The die modifier of a band: +0, +1, +2.
[[nodiscard]] int rangeModifier(RangeBand band);
[[nodiscard]] QString rangeName(RangeBand band);

} // namespace herald::skirmish
