#include "core/skirmish/missiletables.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Missile)
};

MissileResult fromLetter(char c)
{
    if (c == '-')
        return MissileResult::Miss;
    return MissileResult(int(MissileResult::A) + (c - 'A'));
}

MissileTable fromRows(MissileTableKind kind, std::initializer_list<const char *> rows)
{
    MissileTable table;
    table.kind = kind;
    for (const char *row : rows) {
        std::vector<MissileResult> cells;
        for (const char *c = row; *c; ++c)
            cells.push_back(fromLetter(*c));
        table.rows.push_back(cells);
    }
    return table;
}

} // namespace

const MissileTable &footMissileTable()
{
    // §5.6 M-F: cover none, light, medium, heavy.
    static const MissileTable table = fromRows(
        MissileTableKind::Foot, {"CCCB", "CCBA", "CBBA", "BBA-", "BAA-", "AA--", "A---", "----"});
    return table;
}

const MissileTable &mountedMissileTable()
{
    // §5.6 M-M: cover none, light, medium.
    static const MissileTable table =
        fromRows(MissileTableKind::Mounted, {"FED", "EDC", "DCB", "CBA", "BA-", "A--", "---"});
    return table;
}

int weaponRowOffset(Weapon weapon)
{
    switch (weapon) {
    case Weapon::Longbow:
        return 1;
    case Weapon::ShortBow:
        return 2;
    default:
        return 0;
    }
}

int missileRow(int modifiedRoll, Weapon weapon, const MissileTable &table,
               const SkirmishSettings &settings)
{
    const int offset = weaponRowOffset(weapon);
    const int first = settings.missileRowsExtend ? 1 : 1 + offset;
    return std::clamp(modifiedRoll + offset, first, table.lastRow());
}

QString missileLetter(MissileResult result)
{
    if (result == MissileResult::Miss)
        return QStringLiteral("-");
    return QString(QChar(u'A' + (int(result) - int(MissileResult::A))));
}

QString coverName(Cover cover)
{
    switch (cover) {
    case Cover::None:
        return Tr::tr("no cover");
    case Cover::Light:
        return Tr::tr("light cover");
    case Cover::Medium:
        return Tr::tr("medium cover");
    case Cover::Heavy:
        return Tr::tr("heavy cover");
    case Cover::Infinite:
        return Tr::tr("out of sight");
    }
    return {};
}

QString weaponName(Weapon weapon)
{
    switch (weapon) {
    case Weapon::ShortBow:
        return Tr::tr("short bow");
    case Weapon::Longbow:
        return Tr::tr("longbow");
    case Weapon::Crossbow:
        return Tr::tr("crossbow");
    case Weapon::None:
        break;
    }
    return Tr::tr("no missile weapon");
}

std::optional<RangeBand> rangeBand(Weapon weapon, int distance, bool underground)
{
    if (weapon == Weapon::None || distance < 1)
        return std::nullopt;
    if (underground)
        return distance <= 5 ? std::optional<RangeBand>(RangeBand::Short) : std::nullopt;
    // §5.3: the last hex of the short, medium and long bands.
    std::array<int, 3> bands{};
    switch (weapon) {
    case Weapon::ShortBow:
        bands = {10, 25, 50};
        break;
    case Weapon::Crossbow:
        bands = {15, 30, 75};
        break;
    default:
        bands = {12, 30, 90};
        break;
    }
    for (std::size_t i = 0; i < bands.size(); ++i)
        if (distance <= bands[i])
            return RangeBand(i);
    return std::nullopt;
}

int rangeModifier(RangeBand band)
{
    return int(band);
}

QString rangeName(RangeBand band)
{
    switch (band) {
    case RangeBand::Short:
        return Tr::tr("short range");
    case RangeBand::Medium:
        return Tr::tr("medium range");
    case RangeBand::Long:
        return Tr::tr("long range");
    }
    return {};
}

} // namespace herald::skirmish
