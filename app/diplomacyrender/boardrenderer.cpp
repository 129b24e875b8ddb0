#include "app/diplomacyrender/boardrenderer.h"

#include "core/diplomacy/orderparser.h"

#include <cmath>

#include <QHash>
#include <QJsonObject>
#include <QPainter>
#include <QPainterPath>
#include <QtMath>

namespace herald::diplomacyrender {

using namespace herald::diplomacy;

namespace {

/// Maps the 1000 x 1000 sheet into the target, keeping its proportions.
struct Frame
{
    double scale = 1;
    QPointF origin;

    explicit Frame(const QRectF &target)
    {
        scale = std::min(target.width(), target.height()) / BoardLayout::kSheet;
        origin = target.center() - QPointF(BoardLayout::kSheet, BoardLayout::kSheet) * scale / 2;
    }
    [[nodiscard]] QPointF map(QPointF sheet) const { return origin + sheet * scale; }
};

QColor outcomeColour(const QString &outcome)
{
    if (outcome == QLatin1String("succeeded"))
        return QColor(0x2e, 0x7d, 0x32);
    if (outcome == QLatin1String("failed"))
        return QColor(0xc6, 0x28, 0x28);
    if (outcome == QLatin1String("pending"))
        return QColor(0x37, 0x47, 0x4f);
    return QColor(0x9e, 0x9e, 0x9e);
}

void arrow(QPainter &painter, QPointF from, QPointF to, double headSize, double shorten)
{
    const QLineF line(from, to);
    if (line.length() < 1)
        return;
    QLineF shaft(from, line.pointAt(1 - std::min(0.45, shorten / line.length())));
    painter.drawLine(shaft);
    const double angle = qDegreesToRadians(-shaft.angle());
    const QPointF tip = shaft.p2();
    QPolygonF head;
    head << tip << tip - QPointF(qCos(angle - 0.45), qSin(angle - 0.45)) * headSize
         << tip - QPointF(qCos(angle + 0.45), qSin(angle + 0.45)) * headSize;
    painter.save();
    painter.setBrush(painter.pen().color());
    painter.drawPolygon(head);
    painter.restore();
}

void drawUnit(QPainter &painter, QPointF at, double r, const Unit &unit, bool dislodged)
{
    painter.save();
    painter.setPen(QPen(dislodged ? QColor(0xc6, 0x28, 0x28) : QColor(0x21, 0x21, 0x21),
                        r * (dislodged ? 0.25 : 0.12)));
    painter.setBrush(BoardRenderer::powerColour(unit.power));
    const QRectF box(at - QPointF(r, r * 0.75), QSizeF(2 * r, 1.5 * r));
    if (unit.kind == UnitKind::Army)
        painter.drawRoundedRect(box, r * 0.2, r * 0.2);
    else
        painter.drawEllipse(box);
    QFont font = painter.font();
    font.setPixelSize(std::max(1, int(r * 1.2)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(Qt::white);
    painter.drawText(box, Qt::AlignCenter,
                     unit.kind == UnitKind::Army ? QStringLiteral("A") : QStringLiteral("F"));
    painter.restore();
}

} // namespace

QColor BoardRenderer::powerColour(PowerId power)
{
    static const QColor colours[] = {
        QColor(0xc0, 0x39, 0x2b), QColor(0x29, 0x80, 0xb9), QColor(0x8e, 0x44, 0xad),
        QColor(0x27, 0xae, 0x60), QColor(0x7f, 0x8c, 0x8d), QColor(0xd3, 0x54, 0x00),
        QColor(0x16, 0xa0, 0x85), QColor(0x2c, 0x3e, 0x50), QColor(0xb7, 0x95, 0x0b)};
    return power == kNoPower ? QColor(Qt::white) : colours[power % std::size(colours)];
}

QTransform BoardRenderer::sheetTransform(const QRectF &target)
{
    const Frame frame(target);
    return QTransform(frame.scale, 0, 0, frame.scale, frame.origin.x(), frame.origin.y());
}

ProvinceId BoardRenderer::provinceAt(const QRectF &target, QPointF point) const
{
    const Frame frame(target);
    const Variant &v = m_layout.variant();
    ProvinceId best = kNoProvince;
    double bestDistance = 22 * frame.scale;
    for (int p = 0; p < v.provinceCount(); ++p) {
        const double d = QLineF(frame.map(m_layout.at(ProvinceId(p))), point).length();
        if (d < bestDistance) {
            bestDistance = d;
            best = ProvinceId(p);
        }
    }
    return best;
}

void BoardRenderer::paint(QPainter &painter, const QRectF &target, const BoardScene &scene) const
{
    const Frame frame(target);
    const Variant &v = m_layout.variant();
    const Position &position = scene.position;
    // Sizes on the 1000-unit sheet, chosen to stay legible when the board is printed about
    // 15 cm wide: a unit about 3 mm, a label about 2 mm, arrows about 0.7 mm.
    const double r = 15 * frame.scale;
    const double place = 19 * frame.scale;
    auto at = [&](ProvinceId p) { return frame.map(m_layout.at(p)); };

    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    if (scene.paper)
        painter.fillRect(
            QRectF(frame.origin, QSizeF(BoardLayout::kSheet, BoardLayout::kSheet) * frame.scale),
            QColor(0xfa, 0xf8, 0xf2));

    // Borders: land (armies) brown, sea lanes blue, shared coasts grey.
    for (const Edge &e : v.edges()) {
        const QColor colour = e.army && e.fleet ? QColor(0x9e, 0x9e, 0x9e)
                              : e.army          ? QColor(0xbc, 0xaa, 0xa4)
                                                : QColor(0x90, 0xca, 0xf9);
        painter.setPen(QPen(colour, std::max(0.5, 1.6 * frame.scale),
                            (e.flags & kEdgeMountain) ? Qt::DotLine : Qt::SolidLine));
        painter.drawLine(at(e.from), at(e.to));
    }

    // Provinces: terrain fill, owner ring on supply centres, abbreviation.
    QFont label = painter.font();
    label.setPixelSize(std::max(1, int(std::lround(15 * frame.scale))));
    label.setBold(true);
    for (int i = 0; i < v.provinceCount(); ++i) {
        const ProvinceId p = ProvinceId(i);
        const Province &province = v.province(p);
        const QColor fill = province.type == ProvinceType::Sea        ? QColor(0xbb, 0xde, 0xfb)
                            : province.type == ProvinceType::Offboard ? QColor(0xe0, 0xe0, 0xe0)
                                                                      : QColor(0xef, 0xe6, 0xcf);
        const bool selected = scene.selected == p;
        painter.setPen(QPen(selected ? QColor(0xff, 0x8f, 0x00) : QColor(0x8d, 0x6e, 0x63),
                            (selected ? 4 : 1.2) * frame.scale));
        painter.setBrush(fill);
        painter.drawEllipse(at(p), place, place);
        if (province.supplyCentre) {
            painter.setPen(QPen(Qt::black, 1.2 * frame.scale));
            painter.setBrush(BoardRenderer::powerColour(position.owners[p]));
            painter.drawEllipse(at(p) + QPointF(place * 0.8, -place * 0.8), r * 0.45, r * 0.45);
        }
        painter.setFont(label);
        painter.setPen(QColor(0x3e, 0x27, 0x23));
        painter.drawText(QRectF(at(p) + QPointF(-3 * r, place), QSizeF(6 * r, 1.3 * r)),
                         Qt::AlignHCenter | Qt::AlignTop,
                         QString::fromStdString(province.abbreviation));
    }

    // Orders as arrows, coloured by their result.
    for (const QJsonValue &value : scene.orders) {
        const QJsonObject o = value.toObject();
        const QByteArray text = o.value(QStringLiteral("order")).toString().toUtf8();
        const PowerId power =
            v.findPower(o.value(QStringLiteral("power")).toString().toStdString());
        const OrderParseResult parsed =
            parseOrder(v, std::string_view(text.constData(), std::size_t(text.size())), power);
        if (!parsed.ok())
            continue;
        const Order &order = parsed.order;
        const QColor colour = outcomeColour(o.value(QStringLiteral("outcome")).toString());
        painter.setPen(QPen(colour, 4.5 * frame.scale, Qt::SolidLine, Qt::RoundCap));
        painter.setBrush(Qt::NoBrush);
        const QPointF from = at(order.unit.province);
        switch (order.type) {
        case OrderType::Move:
        case OrderType::Retreat:
            arrow(painter, from, at(order.destination.province), 17 * frame.scale, place);
            break;
        case OrderType::SupportMove: {
            painter.setPen(QPen(colour, 3.2 * frame.scale, Qt::DashLine, Qt::RoundCap));
            const QPointF middle = (at(order.target.province) + at(order.destination.province)) / 2;
            arrow(painter, from, middle, 13 * frame.scale, 0);
            break;
        }
        case OrderType::SupportHold:
            painter.setPen(QPen(colour, 3.2 * frame.scale, Qt::DashLine, Qt::RoundCap));
            painter.drawLine(from, at(order.target.province));
            painter.drawEllipse(at(order.target.province), place * 1.35, place * 1.35);
            break;
        case OrderType::Convoy:
            painter.setPen(QPen(colour, 3.2 * frame.scale, Qt::DotLine, Qt::RoundCap));
            painter.drawLine(from,
                             (at(order.target.province) + at(order.destination.province)) / 2);
            break;
        case OrderType::Build:
            painter.drawEllipse(from, place * 1.4, place * 1.4);
            break;
        case OrderType::Remove:
        case OrderType::Disband:
            painter.drawLine(from + QPointF(-r, -r) * 1.8, from + QPointF(r, r) * 1.8);
            painter.drawLine(from + QPointF(-r, r) * 1.8, from + QPointF(r, -r) * 1.8);
            break;
        case OrderType::Hold:
        case OrderType::Waive:
            break;
        }
    }

    // Units, and units waiting to retreat beside them with a red outline.
    for (int i = 0; i < v.provinceCount(); ++i) {
        const ProvinceId p = ProvinceId(i);
        if (position.units[p].exists())
            drawUnit(painter, at(p), r, position.units[p], false);
        if (position.dislodged[p].unit.exists())
            drawUnit(painter, at(p) + QPointF(r * 1.4, r * 1.1), r * 0.8,
                     position.dislodged[p].unit, true);
    }

    // Markers only their reader sees (hidden personalities).
    QHash<ProvinceId, int> markersAt; // several personalities may share a space (B2)
    for (const app::diplomacy::ReportMarker &marker : scene.markers) {
        if (marker.province == kNoProvince)
            continue;
        const int stacked = markersAt[marker.province]++;
        // A gold ring round the province itself, so the star cannot be read as a neighbour's;
        // dashed when the personality is hidden from the other powers.
        painter.setPen(QPen(QColor(0xff, 0xa0, 0x00), 4 * frame.scale,
                            marker.hidden ? Qt::DashLine : Qt::SolidLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(at(marker.province), place * 1.3, place * 1.3);
        const QPointF c = at(marker.province) + QPointF(-place, -place + stacked * 2.2 * r);
        QPolygonF star;
        for (int k = 0; k < 10; ++k) {
            const double a = -M_PI / 2 + k * M_PI / 5;
            star << c + QPointF(qCos(a), qSin(a)) * (k % 2 ? r * 0.4 : r * 0.9);
        }
        painter.setPen(QPen(Qt::black, 1 * frame.scale));
        painter.setBrush(QColor(0xff, 0xc1, 0x07));
        painter.drawPolygon(star);
        painter.setFont(label);
        painter.drawText(QRectF(c - QPointF(5 * r, 2.2 * r), QSizeF(10 * r, 1.3 * r)),
                         Qt::AlignCenter, marker.label);
    }
    painter.restore();
}

} // namespace herald::diplomacyrender
