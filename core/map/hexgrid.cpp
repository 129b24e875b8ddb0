#include "core/map/hexgrid.h"

#include <QRegularExpression>

namespace herald::map {

Hex HexGrid::hexAt(int column, int row) const
{
    // In the cube model's own numbering (Hex::fromOffset) 0-based odd columns sit lower, which is
    // printed even parity; odd parity is the same pattern one column along.
    const int across = transposed() ? row : column;
    const int down = transposed() ? column : row;
    return Hex::fromOffset({across - 1 + stagger(), down - 1});
}

Offset HexGrid::printed(Hex hex) const
{
    const Offset o = hex.offset();
    const int across = o.column + 1 - stagger();
    const int down = o.row + 1;
    return transposed() ? Offset{down, across} : Offset{across, down};
}

std::optional<Hex> HexGrid::fromNumber(QStringView text) const
{
    if (text.size() != 4)
        return std::nullopt;
    for (QChar c : text) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9'))
            return std::nullopt;
    }
    const int column = text.first(2).toInt();
    const int row = text.sliced(2).toInt();
    if (column < 1 || row < 1)
        return std::nullopt;
    return hexAt(column, row);
}

QString HexGrid::number(Hex hex) const
{
    const Offset p = printed(hex);
    if (p.column < 1 || p.column > 99 || p.row < 1 || p.row > 99)
        return {};
    return QStringLiteral("%1%2")
        .arg(p.column, 2, 10, QLatin1Char('0'))
        .arg(p.row, 2, 10, QLatin1Char('0'));
}

QString HexGrid::sideName(const Hexside &side) const
{
    const QString a = number(side.first());
    const QString b = number(side.second());
    if (a.isEmpty() || b.isEmpty())
        return {};
    return a + QLatin1Char('/') + b;
}

std::optional<Hexside> HexGrid::sideFromName(const QString &text) const
{
    static const QRegularExpression separator(QStringLiteral("[/-]"));
    const qsizetype split = text.indexOf(separator);
    if (split < 0)
        return std::nullopt;
    const auto a = fromNumber(QStringView(text).left(split).trimmed());
    const auto b = fromNumber(QStringView(text).sliced(split + 1).trimmed());
    return a && b ? Hexside::between(*a, *b) : std::nullopt;
}

QString HexGrid::orientationKey(GridOrientation orientation)
{
    return orientation == GridOrientation::FlatTopColumns ? QStringLiteral("flat_top_columns")
                                                          : QStringLiteral("pointy_top_rows");
}

std::optional<GridOrientation> HexGrid::orientationFromKey(QStringView key)
{
    if (key == QLatin1String("flat_top_columns"))
        return GridOrientation::FlatTopColumns;
    if (key == QLatin1String("pointy_top_rows"))
        return GridOrientation::PointyTopRows;
    return std::nullopt;
}

QString HexGrid::parityKey(ShiftedParity parity)
{
    return parity == ShiftedParity::Even ? QStringLiteral("even") : QStringLiteral("odd");
}

std::optional<ShiftedParity> HexGrid::parityFromKey(QStringView key)
{
    if (key == QLatin1String("even"))
        return ShiftedParity::Even;
    if (key == QLatin1String("odd"))
        return ShiftedParity::Odd;
    return std::nullopt;
}

QString HexGrid::offsetKey() const
{
    // Counted from 0, the printed even columns are the odd ones.
    const QString parity = stagger() == 0 ? QStringLiteral("odd") : QStringLiteral("even");
    return parity + (transposed() ? QStringLiteral("-r") : QStringLiteral("-q"));
}

std::optional<HexGrid> HexGrid::fromOffsetKey(QStringView key)
{
    for (const auto orientation :
         {GridOrientation::FlatTopColumns, GridOrientation::PointyTopRows}) {
        for (const auto parity : {ShiftedParity::Even, ShiftedParity::Odd}) {
            const HexGrid grid(orientation, parity);
            if (grid.offsetKey() == key)
                return grid;
        }
    }
    return std::nullopt;
}

} // namespace herald::map
