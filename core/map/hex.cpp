#include "core/map/hex.h"

#include <QHashFunctions>

namespace herald::map {

std::optional<Hex> Hex::fromXXYY(QStringView text)
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
    return fromOffset({column - 1, row - 1});
}

bool Hex::hasXXYY() const
{
    const Offset o = offset();
    return o.column >= 0 && o.column < 99 && o.row >= 0 && o.row < 99;
}

QString Hex::toXXYY() const
{
    if (!hasXXYY())
        return {};
    const Offset o = offset();
    return QStringLiteral("%1%2")
        .arg(o.column + 1, 2, 10, QLatin1Char('0'))
        .arg(o.row + 1, 2, 10, QLatin1Char('0'));
}

std::array<Hex, 6> Hex::neighbours() const
{
    std::array<Hex, 6> result;
    for (std::size_t i = 0; i < allDirections.size(); ++i)
        result[i] = neighbour(allDirections[i]);
    return result;
}

std::optional<Direction> Hex::directionTo(Hex other) const
{
    for (Direction d : allDirections) {
        if (neighbour(d) == other)
            return d;
    }
    return std::nullopt;
}

std::size_t qHash(Hex hex, std::size_t seed) noexcept
{
    return qHashMulti(seed, hex.q(), hex.r());
}

} // namespace herald::map
