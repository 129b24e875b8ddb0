#include "mapview.h"

#include "app/gui/campaigncontroller.h"
#include "db/campaignfile.h"

#include <QJsonArray>
#include <QPainter>
#include <QTimer>

#include <cmath>

namespace herald::mapui {

using namespace herald::warmaster;

namespace {

constexpr int tileSize = 256;
/// Milliseconds of tile drawing allowed per frame before stand-ins are shown.
constexpr double tileBudgetMs = 6;
/// Below this hex size (pixels, centre to corner) the overview alone is drawn.
constexpr double overviewBelow = 4;

quint64 tileKey(int tx, int ty)
{
    return (quint64(quint32(tx)) << 32) | quint32(ty);
}

} // namespace

MapView::MapView(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAcceptedMouseButtons(Qt::AllButtons);
    setAcceptHoverEvents(true);
    setOpaquePainting(true);
    setFillColor(QColor(0xf4, 0xf1, 0xea));
    if (auto *controller = gui::CampaignController::instance()) {
        connect(controller, &gui::CampaignController::campaignChanged, this, &MapView::reload);
        reload();
    }
}

void MapView::reload()
{
    auto *controller = gui::CampaignController::instance();
    db::StoredMap stored;
    if (controller && controller->service().isOpen())
        stored = db::loadStoredMap(controller->service().file()->database());
    const bool firstMap = m_stored.map.areas.empty();
    m_stored = std::move(stored);
    m_options.background =
        m_stored.background.isEmpty() ? QImage() : QImage::fromData(m_stored.background);
    m_options.gridOpacity = m_stored.background.isEmpty() ? 1.0 : m_stored.backgroundOpacity;
    if (m_options.nationView >= int(m_stored.map.nations.size()))
        m_options.nationView = noIndex;
    if (m_selected && !m_stored.map.areaAt(*m_selected))
        setSelectedHex({});
    invalidate();
    Q_EMIT mapChanged();
    if (firstMap && width() > 0)
        fitToView();
}

void MapView::setMap(StrategicMap map)
{
    m_stored = {};
    m_stored.map = std::move(map);
    m_stored.map.reindex();
    invalidate();
    Q_EMIT mapChanged();
}

void MapView::invalidate()
{
    m_tiles.clear();
    m_overview = QImage();
    update();
}

void MapView::rebuildOverview()
{
    // A whole-map picture small enough to draw in a few milliseconds: ~6 pixels a hex.
    const maprender::MapRenderer renderer(m_stored.map);
    m_overviewHexSize = 3;
    const QSize size = renderer.mapSize(m_overviewHexSize).toSize() + QSize(1, 1);
    m_overview = QImage(size, QImage::Format_ARGB32_Premultiplied);
    m_overview.fill(Qt::transparent);
    QPainter p(&m_overview);
    maprender::RenderOptions options = m_options;
    options.labels = false;
    renderer.paint(p, maprender::MapRenderer::viewportAt(m_overviewHexSize, {}),
                   QRectF(QPointF(), size), options);
}

QImage MapView::renderTile(int tx, int ty) const
{
    QImage tile(tileSize, tileSize, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    QPainter p(&tile);
    const maprender::MapRenderer renderer(m_stored.map);
    const QPointF origin(-tx * tileSize, -ty * tileSize);
    renderer.paint(p, maprender::MapRenderer::viewportAt(m_hexSize, origin),
                   QRectF(0, 0, tileSize, tileSize), m_options);
    return tile;
}

void MapView::paint(QPainter *painter)
{
    QElapsedTimer timer;
    timer.start();
    if (m_stored.map.areas.empty() && m_stored.map.columns == 0) {
        m_lastPaintMs = 0;
        return;
    }
    if (m_overview.isNull())
        rebuildOverview();
    const double overviewScale = m_hexSize / m_overviewHexSize;
    const QRectF overviewTarget(-m_offset, QSizeF(m_overview.size()) * overviewScale);
    bool pending = false;
    if (m_hexSize < overviewBelow) {
        painter->drawImage(overviewTarget, m_overview);
    } else {
        // Map pixel p shows at p - offset; tiles cover map pixels in 256-pixel squares.
        const int tx0 = int(std::floor(m_offset.x() / tileSize));
        const int ty0 = int(std::floor(m_offset.y() / tileSize));
        const int tx1 = int(std::floor((m_offset.x() + width()) / tileSize));
        const int ty1 = int(std::floor((m_offset.y() + height()) / tileSize));
        for (int ty = ty0; ty <= ty1; ++ty) {
            for (int tx = tx0; tx <= tx1; ++tx) {
                const QPointF at(tx * tileSize - m_offset.x(), ty * tileSize - m_offset.y());
                auto it = m_tiles.constFind(tileKey(tx, ty));
                if (it == m_tiles.cend() && timer.nsecsElapsed() / 1e6 < tileBudgetMs)
                    it = m_tiles.insert(tileKey(tx, ty), renderTile(tx, ty));
                if (it != m_tiles.cend()) {
                    painter->drawImage(at, *it);
                } else {
                    // Not drawn yet this frame: the overview stands in, sharp next frame.
                    painter->save();
                    painter->setClipRect(QRectF(at, QSizeF(tileSize, tileSize)));
                    painter->drawImage(overviewTarget, m_overview);
                    painter->restore();
                    pending = true;
                }
            }
        }
    }
    const maprender::MapRenderer renderer(m_stored.map);
    const auto viewport = maprender::MapRenderer::viewportAt(m_hexSize, -m_offset);
    if (!m_stroke.isEmpty())
        renderer.paintHighlight(*painter, viewport, m_stroke,
                                m_tool == Erase ? QColor(0xc0, 0x20, 0x20)
                                                : QColor(0x20, 0x60, 0xd0));
    if (m_selected)
        renderer.paintHighlight(*painter, viewport, {*m_selected}, QColor(0xff, 0x8c, 0x00));
    renderer.paintScale(*painter, QRectF(12, 0, width(), height() - 8), viewport);
    m_lastPaintMs = timer.nsecsElapsed() / 1e6;
    Q_EMIT framePainted();
    if (pending)
        QTimer::singleShot(0, this, [this] { update(); });
}

void MapView::setHexSize(double size)
{
    size = std::clamp(size, 1.0, 160.0);
    if (qFuzzyCompare(size, m_hexSize))
        return;
    m_hexSize = size;
    m_tiles.clear();
    update();
    Q_EMIT viewChanged();
}

void MapView::setOffset(QPointF offset)
{
    if (offset == m_offset)
        return;
    m_offset = offset;
    update();
    Q_EMIT viewChanged();
}

void MapView::zoomBy(double factor, QPointF at)
{
    const double old = m_hexSize;
    setHexSize(m_hexSize * factor);
    const double applied = m_hexSize / old;
    setOffset((m_offset + at) * applied - at);
}

void MapView::fitToView()
{
    if (width() <= 0 || height() <= 0)
        return;
    const maprender::MapRenderer renderer(m_stored.map);
    const QSizeF unit = renderer.mapSize(1.0);
    setHexSize(std::min((width() - 16) / unit.width(), (height() - 16) / unit.height()));
    const QSizeF whole = renderer.mapSize(m_hexSize);
    setOffset(QPointF(-(width() - whole.width()) / 2, -(height() - whole.height()) / 2));
}

void MapView::setTool(Tool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    Q_EMIT toolChanged();
}

void MapView::setBrushTerrain(const QString &terrain)
{
    if (terrain == m_brushTerrain)
        return;
    m_brushTerrain = terrain;
    Q_EMIT toolChanged();
}

void MapView::setBrushChaos(bool chaos)
{
    if (chaos == m_brushChaos)
        return;
    m_brushChaos = chaos;
    Q_EMIT toolChanged();
}

void MapView::setShowLabels(bool show)
{
    if (show == m_options.labels)
        return;
    m_options.labels = show;
    invalidate();
    Q_EMIT viewChanged();
}

void MapView::setNationView(int nation)
{
    if (nation == m_options.nationView)
        return;
    m_options.nationView = nation;
    invalidate();
    Q_EMIT viewChanged();
}

QString MapView::selectedHex() const
{
    return m_selected ? m_selected->toXXYY() : QString();
}

void MapView::setSelectedHex(const QString &hex)
{
    const auto parsed = map::Hex::fromXXYY(hex);
    if (parsed == m_selected)
        return;
    m_selected = parsed;
    update();
    Q_EMIT selectionChanged();
}

std::optional<map::Hex> MapView::hexUnder(QPointF position) const
{
    const auto viewport = maprender::MapRenderer::viewportAt(m_hexSize, -m_offset);
    const map::Hex hex = viewport.layout().hexAt(position);
    const map::Offset o = hex.offset();
    if (o.column < 0 || o.row < 0 || o.column >= m_stored.map.columns || o.row >= m_stored.map.rows)
        return std::nullopt;
    return hex;
}

QString MapView::hexAt(QPointF position) const
{
    const auto hex = hexUnder(position);
    return hex ? hex->toXXYY() : QString();
}

void MapView::addToStroke(map::Hex hex)
{
    if (!m_stroke.isEmpty() && m_stroke.last() == hex)
        return;
    if (m_tool != River && m_stroke.contains(hex))
        return;
    m_stroke.append(hex);
    update();
}

void MapView::finishStroke()
{
    const QList<map::Hex> stroke = std::exchange(m_stroke, {});
    update();
    auto *controller = gui::CampaignController::instance();
    if (stroke.isEmpty() || !controller)
        return;
    QJsonArray hexes;
    for (const map::Hex hex : stroke) {
        if (m_tool != Erase || m_stored.map.areaAt(hex))
            hexes.append(hex.toXXYY());
    }
    bool ok = true;
    if (m_tool == Paint) {
        ok = controller->execute(QStringLiteral("area.paint"),
                                 {{QStringLiteral("hexes"), hexes},
                                  {QStringLiteral("terrain"), m_brushTerrain},
                                  {QStringLiteral("chaos"), m_brushChaos}});
    } else if (m_tool == Erase && !hexes.isEmpty()) {
        ok = controller->execute(QStringLiteral("area.remove"), {{QStringLiteral("hexes"), hexes}});
    } else if (m_tool == River) {
        QJsonArray sides;
        for (qsizetype i = 1; i < stroke.size(); ++i) {
            if (map::Hexside::between(stroke[i - 1], stroke[i]))
                sides.append(QJsonArray{stroke[i - 1].toXXYY(), stroke[i].toXXYY()});
        }
        if (!sides.isEmpty())
            ok = controller->execute(
                QStringLiteral("boundary.set"),
                {{QStringLiteral("sides"), sides}, {QStringLiteral("river"), true}});
    }
    if (!ok)
        Q_EMIT error(controller->lastError());
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    m_lastPosition = event->position();
    m_panning = event->button() != Qt::LeftButton || m_tool == Select;
    m_dragging = false;
    if (!m_panning) {
        if (const auto hex = hexUnder(event->position()))
            addToStroke(*hex);
    }
    forceActiveFocus();
    event->accept();
}

void MapView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF delta = event->position() - m_lastPosition;
    if (m_panning) {
        if (m_dragging || delta.manhattanLength() > 4) {
            m_dragging = true;
            setOffset(m_offset - delta);
            m_lastPosition = event->position();
        }
    } else if (const auto hex = hexUnder(event->position())) {
        addToStroke(*hex);
    }
    event->accept();
}

void MapView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_panning) {
        if (!m_dragging && event->button() == Qt::LeftButton) {
            const auto hex = hexUnder(event->position());
            setSelectedHex(hex && m_stored.map.areaAt(*hex) ? hex->toXXYY() : QString());
        }
    } else {
        finishStroke();
    }
    m_panning = false;
    m_dragging = false;
    event->accept();
}

void MapView::hoverMoveEvent(QHoverEvent *event)
{
    QString text;
    if (const auto hex = hexUnder(event->position())) {
        text = hex->toXXYY();
        if (const auto index = m_stored.map.areaAt(*hex)) {
            const Area &a = m_stored.map.areas[std::size_t(*index)];
            text = tr("%1 %2 — %3").arg(a.id(), a.name, a.terrainDescription());
            if (a.owner != noIndex &&
                (m_options.nationView == noIndex || a.owner == m_options.nationView))
                text += tr(", %1").arg(m_stored.map.nations[std::size_t(a.owner)].name);
        }
    }
    if (text != m_hoverText) {
        m_hoverText = text;
        Q_EMIT hoverChanged();
    }
}

void MapView::wheelEvent(QWheelEvent *event)
{
    zoomBy(std::pow(1.0015, event->angleDelta().y()), event->position());
    event->accept();
}

void MapView::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (oldGeometry.isEmpty() && !newGeometry.isEmpty() && !m_stored.map.areas.empty())
        fitToView();
}

} // namespace herald::mapui
