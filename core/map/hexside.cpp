#include "core/map/hexside.h"

#include <QHashFunctions>
#include <QRegularExpression>

namespace herald::map {

Hexside::Hexside(Hex hex, Direction d) : m_first(hex), m_direction(d)
{
    const Hex other = hex.neighbour(d);
    if (other < hex) {
        m_first = other;
        m_direction = opposite(d);
    }
}

std::optional<Hexside> Hexside::between(Hex a, Hex b)
{
    if (const auto d = a.directionTo(b))
        return Hexside(a, *d);
    return std::nullopt;
}

QString Hexside::toString() const
{
    const QString a = first().toXXYY();
    const QString b = second().toXXYY();
    if (a.isEmpty() || b.isEmpty())
        return {};
    return a + QLatin1Char('/') + b;
}

std::optional<Hexside> Hexside::fromString(const QString &text)
{
    const qsizetype split = text.indexOf(QRegularExpression(QStringLiteral("[/-]")));
    if (split < 0)
        return std::nullopt;
    const auto a = Hex::fromXXYY(text.left(split).trimmed());
    const auto b = Hex::fromXXYY(text.mid(split + 1).trimmed());
    return a && b ? between(*a, *b) : std::nullopt;
}

std::size_t qHash(const Hexside &side, std::size_t seed) noexcept
{
    return qHashMulti(seed, side.first(), static_cast<int>(side.direction()));
}

QList<Hexside> sidesCrossed(const QList<Hex> &stroke)
{
    QList<Hexside> sides;
    for (qsizetype i = 1; i < stroke.size(); ++i) {
        const auto side = Hexside::between(stroke[i - 1], stroke[i]);
        if (side && !sides.contains(*side))
            sides << *side;
    }
    return sides;
}

} // namespace herald::map
