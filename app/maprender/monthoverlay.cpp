#include "app/maprender/monthoverlay.h"

#include "app/maprender/armymarkers.h"
#include "app/maprender/maprenderer.h"

#include <QFontMetricsF>
#include <QHash>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace herald::maprender {

using namespace herald::warmaster;

namespace {

const QColor casing(Qt::white);
const QColor ink(0x21, 0x21, 0x21);

QPointF unit(QPointF v)
{
    const double length = std::hypot(v.x(), v.y());
    return length > 0 ? v / length : QPointF();
}

QColor badgeColour(ArmyBadge badge)
{
    switch (badge) {
    case ArmyBadge::Delayed:
        return moveColour(MoveOutcome::Delayed);
    case ArmyBadge::Besieged:
        return QColor(0x26, 0x32, 0x38);
    case ArmyBadge::OutOfSupply:
        return QColor(0xc6, 0x28, 0x28);
    }
    return ink;
}

/// Whether the army is one of the nation shown (every army on the referee's map).
class ArmyFilter
{
public:
    ArmyFilter(const StrategicMap &map, int nationView) : m_map(map), m_nationView(nationView)
    {
        for (const Army &army : map.armies)
            m_armies.insert(army.id, &army);
    }
    [[nodiscard]] bool shows(const QString &armyId) const
    {
        const Army *army = m_armies.value(armyId);
        if (!army)
            return false;
        return m_nationView == noIndex || m_map.nationIndex(army->nationId) == m_nationView;
    }

private:
    const StrategicMap &m_map;
    int m_nationView;
    QHash<QString, const Army *> m_armies;
};

/// The badges of the armies in one area, each kind once, in a fixed order.
QList<ArmyBadge> badgesOf(const QList<const Army *> &armies, const MonthOverlay &overlay)
{
    QList<ArmyBadge> badges;
    const auto any = [&](const QStringList &ids) {
        return std::any_of(armies.begin(), armies.end(),
                           [&](const Army *a) { return ids.contains(a->id); });
    };
    if (any(overlay.delayed))
        badges << ArmyBadge::Delayed;
    if (any(overlay.besieged))
        badges << ArmyBadge::Besieged;
    if (any(overlay.outOfSupply))
        badges << ArmyBadge::OutOfSupply;
    return badges;
}

/// The engagement's number in a white box whose right edge is at `right`.
void paintNumber(QPainter &painter, QPointF right, double height, int number)
{
    setFontHeight(painter, height, true);
    const QString text = QString::number(number);
    const QFontMetricsF metrics(painter.font(), painter.device());
    const double pad = height * 0.25;
    const double width = metrics.horizontalAdvance(text) + 2 * pad;
    const QRectF box(right - QPointF(width, height * 0.65), QSizeF(width, height * 1.3));
    painter.setPen(QPen(ink, height * 0.08));
    painter.setBrush(casing);
    painter.drawRoundedRect(box, pad, pad);
    painter.setPen(ink);
    painter.drawText(box, Qt::AlignCenter, text);
}

} // namespace

QColor moveColour(MoveOutcome outcome)
{
    switch (outcome) {
    case MoveOutcome::Completed:
    case MoveOutcome::Ordered:
        return QColor(0x6a, 0x1b, 0x9a); // deep purple: no terrain or nation is near it
    case MoveOutcome::Delayed:
        return QColor(0xd8, 0x43, 0x15);
    case MoveOutcome::Stopped:
        return QColor(0x45, 0x5a, 0x64);
    }
    return ink;
}

QColor supplyPathColour()
{
    return QColor(0x00, 0x83, 0x8f);
}

void paintMoveArrow(QPainter &painter, const QLineF &line, MoveOutcome outcome, double width)
{
    const QPointF d = unit(line.p2() - line.p1());
    const QPointF n(-d.y(), d.x());
    const double head = width * 3.2;
    const bool stopped = outcome == MoveOutcome::Stopped;
    const QPointF shaftEnd = stopped ? line.p2() : line.p2() - d * head * 0.8;
    const QColor colour = moveColour(outcome);
    // A white casing first, so the line reads on any terrain and over the nations' borders.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(casing, width * 2, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(line.p1(), shaftEnd);
    QPen pen(colour, width, Qt::SolidLine, Qt::FlatCap);
    if (outcome == MoveOutcome::Ordered)
        pen.setDashPattern({1, 1.2});
    else if (outcome == MoveOutcome::Delayed)
        pen.setDashPattern({3, 1.6});
    else if (stopped)
        pen.setDashPattern({1.6, 1.6});
    painter.setPen(pen);
    painter.drawLine(line.p1(), shaftEnd);
    if (stopped) {
        // A bar across the end: the army never got there.
        const QLineF bar(line.p2() - n * width * 2.2, line.p2() + n * width * 2.2);
        painter.setPen(QPen(casing, width * 2.2, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(bar);
        painter.setPen(QPen(colour, width * 1.2, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(bar);
        return;
    }
    const QPolygonF tip{line.p2(), line.p2() - d * head + n * head * 0.55,
                        line.p2() - d * head - n * head * 0.55};
    painter.setPen(QPen(casing, width * 0.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(colour);
    painter.drawPolygon(tip);
}

void paintArmyBadge(QPainter &painter, QPointF c, double r, ArmyBadge badge)
{
    painter.setPen(QPen(casing, r * 0.22));
    painter.setBrush(badgeColour(badge));
    painter.drawEllipse(c, r, r);
    painter.setPen(Qt::NoPen);
    painter.setBrush(casing);
    switch (badge) {
    case ArmyBadge::Delayed:
        painter.drawPolygon(
            QPolygonF{c + QPointF(-0.45 * r, -0.6 * r), c + QPointF(0.45 * r, -0.6 * r), c,
                      c + QPointF(0.45 * r, 0.6 * r), c + QPointF(-0.45 * r, 0.6 * r), c});
        break;
    case ArmyBadge::Besieged:
        // A tower: its body and three merlons.
        painter.drawRect(QRectF(c + QPointF(-0.5 * r, -0.25 * r), c + QPointF(0.5 * r, 0.65 * r)));
        for (const double x : {-0.5, -0.14, 0.22})
            painter.drawRect(QRectF(c + QPointF(x * r, -0.68 * r), QSizeF(0.28 * r, 0.45 * r)));
        break;
    case ArmyBadge::OutOfSupply:
        // A barred road sign: the supply does not get through.
        painter.setPen(QPen(casing, r * 0.34, Qt::SolidLine, Qt::FlatCap));
        painter.drawLine(c + QPointF(-0.62 * r, 0.62 * r), c + QPointF(0.62 * r, -0.62 * r));
        break;
    }
}

void paintEngagementMark(QPainter &painter, QPointF c, double r)
{
    painter.setPen(QPen(ink, r * 0.12));
    painter.setBrush(QColor(0xff, 0xd5, 0x4f));
    painter.drawEllipse(c, r, r);
    // Two swords crossed, hilts down: blade, then a guard across it near the hilt.
    for (const double side : {-1.0, 1.0}) {
        const QPointF hilt = c + QPointF(side * 0.6 * r, 0.6 * r);
        const QPointF point = c + QPointF(-side * 0.62 * r, -0.62 * r);
        painter.setPen(QPen(ink, r * 0.16, Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(hilt, point);
        const QPointF guard = hilt + (point - hilt) * 0.22;
        const QPointF across = unit(QPointF(1.0, side)) * 0.24 * r;
        painter.drawLine(guard - across, guard + across);
    }
}

void paintSupplyLine(QPainter &painter, const QPolygonF &path, double width)
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(casing, width * 1.9, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(path);
    painter.setPen(QPen(supplyPathColour(), width, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolyline(path);
    if (path.isEmpty())
        return;
    // The source at the end of the path: a ring around it.
    painter.setPen(QPen(supplyPathColour(), width * 0.8));
    painter.drawEllipse(path.last(), width * 2.4, width * 2.4);
}

void paintMonthOverlay(QPainter &painter, const map::HexLayout &layout, const QRectF &clip,
                       const StrategicMap &map, const MonthOverlay &overlay, int nationView)
{
    const double s = layout.size();
    const double scale = std::abs(painter.worldTransform().m11());
    const QRectF near = clip.adjusted(-2 * s, -2 * s, 2 * s, 2 * s);
    const ArmyFilter filter(map, nationView);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);

    const double pathWidth = std::max(0.16 * s, 3.0 / scale);
    for (const QList<map::Hex> &path : overlay.supplyPaths) {
        QPolygonF line;
        for (const map::Hex hex : path)
            line << layout.centre(hex);
        if (line.boundingRect().adjusted(-s, -s, s, s).intersects(near))
            paintSupplyLine(painter, line, pathWidth);
    }

    const double arrowWidth = std::max(0.15 * s, 3.0 / scale);
    for (const MonthMove &move : overlay.moves) {
        if (!filter.shows(move.armyId))
            continue;
        const QPointF a = layout.centre(move.from);
        const QPointF b = layout.centre(move.to);
        // A move along a column has a rectangle of no width: it is widened to intersect.
        if (!QRectF(a, b).normalized().adjusted(-s, -s, s, s).intersects(near))
            continue;
        // Off the town symbol at the start, short of the centre at the end.
        const QPointF d = unit(b - a);
        paintMoveArrow(painter, QLineF(a + d * 0.22 * s, b - d * 0.3 * s), move.outcome,
                       arrowWidth);
    }

    const BannerMetrics banner = bannerMetrics(painter, s);
    const double markRadius = std::max(0.3 * s, banner.text * 0.8);
    for (const MonthEngagement &engagement : overlay.engagements) {
        if (nationView != noIndex &&
            std::none_of(engagement.armies.begin(), engagement.armies.end(),
                         [&](const QString &id) { return filter.shows(id); }))
            continue;
        // A swap is fought between the two areas (§5.4); otherwise left of the area's centre,
        // clear of the town symbol and the army markers.
        const QPointF c =
            engagement.otherArea
                ? (layout.centre(engagement.area) + layout.centre(*engagement.otherArea)) / 2
                : layout.centre(engagement.area) + QPointF(-0.5 * s, -0.05 * s);
        if (!near.contains(c))
            continue;
        paintEngagementMark(painter, c, markRadius);
        // The number left of the mark: right of it stand the town symbol and the armies.
        paintNumber(painter, c - QPointF(markRadius * 1.1, 0), markRadius * 1.2, engagement.number);
    }

    // Badges in a row right of the pole, just under the banner (beside the pennant when the
    // map is too small for words).
    const double r = banner.words ? banner.text * 0.5 : 0.16 * s;
    const double below = banner.words ? 1.55 * banner.text - banner.pole + r : -r;
    for (const auto &[hex, armies] : armiesByArea(map, nationView)) {
        const QPointF foot = banner.foot(layout.centre(hex));
        if (!near.contains(foot))
            continue;
        const QList<ArmyBadge> badges = badgesOf(armies, overlay);
        for (qsizetype i = 0; i < badges.size(); ++i)
            paintArmyBadge(painter,
                           foot + QPointF(banner.lineWidth + r * (1.15 + 2.3 * double(i)), below),
                           r, badges[i]);
    }
    painter.restore();
}

} // namespace herald::maprender
