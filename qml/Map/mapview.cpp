#include "mapview.h"

#include "app/gui/campaigncontroller.h"
#include "app/maprender/changedhexes.h"
#include "app/maprender/monthoverlay.h"
#include "app/services/warmaster/monthoverlay.h"

#include <QJsonArray>
#include <QPainter>
#include <QTimer>

#include <cmath>

namespace herald::mapui {

using namespace herald::warmaster;

namespace {

constexpr int tileSize = 256;
/// Milliseconds of tile drawing allowed per frame before stand-ins are shown.
constexpr double tileBudgetMs = 5;
/// How long the zoom must stay unchanged before sharp tiles are drawn (a wheel turn or a
/// pinch sends its steps closer together than this).
constexpr int zoomRestMs = 120;
/// Tiles of an earlier zoom are only worth scaling within this factor; beyond it the
/// overview is as good and much cheaper.
constexpr double staleScaleLimit = 4;
/// Below this hex size (pixels, centre to corner) the overview alone is drawn.
constexpr double overviewBelow = 4;
/// The overview's hex size: a whole-map picture of about 6 pixels a hex.
constexpr double overviewHexSize = 3;
/// The overview is drawn in horizontal bands this many pixels high, so that a 10,000-area
/// map's overview (about 150 ms to draw whole) never holds up one frame.
constexpr int overviewBand = 24;

quint64 tileKey(int tx, int ty)
{
    return (quint64(quint32(tx)) << 32) | quint32(ty);
}

} // namespace

MapView::MapView(QQuickItem *parent)
    : QQuickPaintedItem(parent), m_follower(this, app::maps::mapTables(), [this] { reload(); }),
      m_overlayFollower(this, app::monthOverlayTables() + app::supplyPathTables(),
                        [this] { reloadOverlay(); })
{
    setAcceptedMouseButtons(Qt::AllButtons);
    setAcceptHoverEvents(true);
    setOpaquePainting(true);
    setFillColor(maprender::MapRenderer::paperColour());
    m_zoomRest.setSingleShot(true);
    m_zoomRest.setInterval(zoomRestMs);
    connect(&m_zoomRest, &QTimer::timeout, this, [this] { update(); });
}

void MapView::setCampaign(gui::CampaignController *campaign)
{
    const bool changed = m_follower.setCampaign(campaign);
    m_overlayFollower.setCampaign(campaign);
    if (changed)
        Q_EMIT campaignChanged();
}

void MapView::reloadOverlay()
{
    auto *controller = campaign();
    const bool open = controller && controller->isOpen();
    warmaster::MonthOverlay next;
    if (open && m_monthOverlay)
        next = app::monthOverlay(controller->service());
    QStringList notes;
    if (open && m_supplyPathShown) {
        for (const app::ArmySupplyPath &path :
             app::supplyPaths(controller->service(), selectedArmyIds())) {
            notes << tr("%1: %2").arg(path.armyName, path.explanation);
            if (!path.areas.isEmpty())
                next.supplyPaths.push_back(path.areas);
        }
    }
    const QString note = notes.join(QLatin1Char('\n'));
    if (next == m_overlay && note == m_supplyNote)
        return;
    m_overlay = std::move(next);
    m_supplyNote = note;
    update();
    Q_EMIT overlayChanged();
}

void MapView::setMonthOverlay(bool shown)
{
    if (shown == m_monthOverlay)
        return;
    m_monthOverlay = shown;
    reloadOverlay();
    Q_EMIT overlayChanged();
}

void MapView::setSupplyPathShown(bool shown)
{
    if (shown == m_supplyPathShown)
        return;
    m_supplyPathShown = shown;
    reloadOverlay();
    Q_EMIT overlayChanged();
}

QStringList MapView::selectedArmyIds() const
{
    QStringList ids;
    for (const Army &army : m_shown.map.armies) {
        if (m_selected && army.area == *m_selected)
            ids << army.id;
    }
    return ids;
}

QString MapView::selectedArmies() const
{
    QStringList names;
    for (const Army &army : m_shown.map.armies) {
        if (m_selected && army.area == *m_selected)
            names << army.name;
    }
    //: between the names of the armies in one area
    return names.join(tr(", "));
}

void MapView::reload()
{
    auto *controller = campaign();
    show(controller && controller->isOpen() ? app::maps::loadMap(controller->service())
                                            : app::maps::MapSnapshot{});
}

void MapView::show(app::maps::MapSnapshot next)
{
    const bool firstMap = m_shown.map.areas.empty();
    const app::maps::MapSnapshot before = std::exchange(m_shown, std::move(next));
    const double opacity = m_shown.background.isEmpty() ? 1.0 : m_shown.backgroundOpacity;
    // Decoding a scanned map takes long: only new bytes are decoded, and they redraw it all.
    const bool backgroundChanged =
        m_shown.background != before.background || !qFuzzyCompare(opacity, m_options.gridOpacity);
    if (m_shown.background != before.background)
        m_options.background =
            m_shown.background.isEmpty() ? QImage() : QImage::fromData(m_shown.background);
    m_options.gridOpacity = opacity;
    if (m_options.nationView >= int(m_shown.map.nations.size()))
        m_options.nationView = noIndex;
    if (m_selected && !m_shown.map.areaAt(*m_selected))
        setSelectedHex({});
    const bool emptyHexes = m_tool == Paint || m_shown.map.areas.empty();
    const auto changed = maprender::changedHexes(before.map, m_shown.map);
    if (!changed || backgroundChanged || emptyHexes != m_options.emptyHexes) {
        m_options.emptyHexes = emptyHexes;
        invalidate();
    } else if (!changed->isEmpty()) {
        invalidateHexes(*changed);
    }
    updateHoverText();
    Q_EMIT mapChanged();
    Q_EMIT selectedArmiesChanged();
    if (firstMap && width() > 0)
        fitToView();
}

void MapView::invalidate()
{
    // What is on screen stays as the stand-in until its replacement is drawn, so an edit or a
    // new option never flashes the view blank.
    if (!m_tiles.isEmpty()) {
        m_staleTiles = std::exchange(m_tiles, {});
        m_staleHexSize = m_hexSize;
    }
    std::fill(m_overviewBands.begin(), m_overviewBands.end(), false);
    update();
}

void MapView::invalidateHexes(const QList<map::Hex> &hexes)
{
    // A hex's drawing (its fill, symbols, labels, the boundaries along its sides) stays within
    // its cell; the margin takes in pen widths and antialiasing.
    const auto cell = [](map::Hex hex, double size) {
        const QPointF centre = maprender::MapRenderer::viewportAt(size, {}).layout().centre(hex);
        const double reach = 1.5 * size + 2;
        return QRectF(centre - QPointF(reach, reach), centre + QPointF(reach, reach));
    };
    for (const map::Hex hex : hexes) {
        const QRectF tiles = cell(hex, m_hexSize);
        for (int ty = int(std::floor(tiles.top() / tileSize));
             ty <= int(std::floor(tiles.bottom() / tileSize)); ++ty) {
            for (int tx = int(std::floor(tiles.left() / tileSize));
                 tx <= int(std::floor(tiles.right() / tileSize)); ++tx)
                m_tiles.remove(tileKey(tx, ty));
        }
        const QRectF overview = cell(hex, overviewHexSize);
        const int firstBand = std::max(0, int(overview.top()) / overviewBand);
        const int lastBand = int(overview.bottom()) / overviewBand;
        for (int band = firstBand; band <= lastBand && band < int(m_overviewBands.size()); ++band)
            m_overviewBands[std::size_t(band)] = false;
    }
    update();
}

bool MapView::paintOverviewBands(const QElapsedTimer &frameTimer)
{
    const maprender::MapRenderer renderer(m_shown.map);
    const QSize size = renderer.mapSize(overviewHexSize).toSize() + QSize(1, 1);
    if (m_overview.size() != size) {
        m_overview = QImage(size, QImage::Format_ARGB32_Premultiplied);
        m_overview.fill(Qt::transparent);
        m_overviewBands.assign(std::size_t((size.height() + overviewBand - 1) / overviewBand),
                               false);
    }
    maprender::RenderOptions options = m_options;
    options.labels = false;
    bool drewOne = false;
    for (std::size_t band = 0; band < m_overviewBands.size(); ++band) {
        if (m_overviewBands[band])
            continue;
        // At least one band a frame, so the overview is finished however busy the frames are.
        if (drewOne && frameTimer.nsecsElapsed() / 1e6 >= tileBudgetMs)
            return false;
        const QRectF rows(0, double(band) * overviewBand, size.width(), overviewBand);
        QPainter p(&m_overview);
        p.setClipRect(rows);
        p.setCompositionMode(QPainter::CompositionMode_Source);
        p.fillRect(rows, Qt::transparent);
        p.setCompositionMode(QPainter::CompositionMode_SourceOver);
        renderer.paint(p, maprender::MapRenderer::viewportAt(overviewHexSize, {}), rows, options);
        m_overviewBands[band] = true;
        drewOne = true;
    }
    return true;
}

QImage MapView::renderTile(int tx, int ty) const
{
    QImage tile(tileSize, tileSize, QImage::Format_ARGB32_Premultiplied);
    tile.fill(Qt::transparent);
    QPainter p(&tile);
    const maprender::MapRenderer renderer(m_shown.map);
    const QPointF origin(-tx * tileSize, -ty * tileSize);
    renderer.paint(p, maprender::MapRenderer::viewportAt(m_hexSize, origin),
                   QRectF(0, 0, tileSize, tileSize), m_options);
    return tile;
}

void MapView::paintStandIns(QPainter *painter)
{
    const double overviewScale = m_hexSize / overviewHexSize;
    painter->drawImage(QRectF(-m_offset, QSizeF(m_overview.size()) * overviewScale), m_overview);
    if (m_staleTiles.isEmpty())
        return;
    // A tile's map pixels scale with the hex size, so the old tile grid maps onto this zoom.
    const double scale = m_hexSize / m_staleHexSize;
    const QRectF visible(0, 0, width(), height());
    const double side = tileSize * scale;
    for (auto it = m_staleTiles.cbegin(); it != m_staleTiles.cend(); ++it) {
        const int tx = int(qint32(it.key() >> 32));
        const int ty = int(qint32(it.key() & 0xffffffffu));
        const QRectF target(tx * side - m_offset.x(), ty * side - m_offset.y(), side, side);
        if (!it->isNull() && target.intersects(visible))
            painter->drawImage(target, *it);
    }
}

bool MapView::paintTiles(QPainter *painter, const QElapsedTimer &frameTimer)
{
    // Map pixel p shows at p - offset; tiles cover map pixels in 256-pixel squares.
    const int tx0 = int(std::floor(m_offset.x() / tileSize));
    const int ty0 = int(std::floor(m_offset.y() / tileSize));
    const int tx1 = int(std::floor((m_offset.x() + width()) / tileSize));
    const int ty1 = int(std::floor((m_offset.y() + height()) / tileSize));
    const bool mayDraw = !m_zoomRest.isActive();
    bool complete = true;
    for (int ty = ty0; ty <= ty1 && complete; ++ty) {
        for (int tx = tx0; tx <= tx1; ++tx) {
            if (!m_tiles.contains(tileKey(tx, ty))) {
                complete = false;
                break;
            }
        }
    }
    // A frame that needs stand-ins is never the last one (complete stays false): even when its
    // tiles all arrive, the stand-ins' blur shows around the map's edges until a clean frame.
    if (!complete)
        paintStandIns(painter);
    const QRectF whole(QPointF(), maprender::MapRenderer(m_shown.map).mapSize(m_hexSize));
    bool drewOne = false;
    for (int ty = ty0; ty <= ty1; ++ty) {
        for (int tx = tx0; tx <= tx1; ++tx) {
            auto it = m_tiles.constFind(tileKey(tx, ty));
            // A tile beside the map holds nothing: it costs no drawing (a null image).
            if (it == m_tiles.cend() &&
                !whole.intersects(QRectF(tx * tileSize, ty * tileSize, tileSize, tileSize)))
                it = m_tiles.insert(tileKey(tx, ty), QImage());
            // At least one tile a frame, so the view gets sharp however busy the machine is
            // (the stand-ins alone may take the whole budget).
            if (it == m_tiles.cend() && mayDraw &&
                (!drewOne || frameTimer.nsecsElapsed() / 1e6 < tileBudgetMs)) {
                it = m_tiles.insert(tileKey(tx, ty), renderTile(tx, ty));
                ++m_tilesDrawn;
                drewOne = true;
            }
            if (it == m_tiles.cend()) {
                complete = false;
                continue;
            }
            if (!it->isNull())
                painter->drawImage(
                    QPointF(tx * tileSize - m_offset.x(), ty * tileSize - m_offset.y()), *it);
        }
    }
    return complete;
}

void MapView::paint(QPainter *painter)
{
    QElapsedTimer timer;
    timer.start();
    if (m_shown.map.areas.empty() && m_shown.map.columns == 0) {
        m_lastPaintMs = 0;
        return;
    }
    const bool overviewDone = paintOverviewBands(timer);
    bool tilesDone = true;
    if (m_hexSize < overviewBelow) {
        if (overviewDone)
            m_staleTiles.clear(); // the overview is all this zoom shows
        paintStandIns(painter);
    } else {
        tilesDone = paintTiles(painter, timer);
        if (tilesDone)
            m_staleTiles.clear();
    }
    const maprender::MapRenderer renderer(m_shown.map);
    const auto viewport = maprender::MapRenderer::viewportAt(m_hexSize, -m_offset);
    if (m_monthOverlay || !m_overlay.supplyPaths.empty())
        maprender::paintMonthOverlay(*painter, viewport.layout(), QRectF(0, 0, width(), height()),
                                     m_shown.map, m_overlay, m_options.nationView);
    if (!m_stroke.isEmpty())
        renderer.paintHighlight(*painter, viewport, m_stroke,
                                m_tool == Erase || (m_tool == River && m_strokeErases)
                                    ? QColor(0xc0, 0x20, 0x20)
                                    : QColor(0x20, 0x60, 0xd0));
    if (m_selected)
        renderer.paintHighlight(*painter, viewport, {*m_selected}, QColor(0xff, 0x8c, 0x00));
    if (m_selectedSide) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(0xff, 0x8c, 0x00), std::max(4.0, m_hexSize * 0.2),
                             Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(viewport.layout().sideLine(*m_selectedSide));
    }
    renderer.paintScale(*painter, QRectF(12, 0, width(), height() - 8), viewport);
    m_lastPaintMs = timer.nsecsElapsed() / 1e6;
    m_drawing = !overviewDone || !tilesDone;
    Q_EMIT framePainted();
    // More of the picture next frame; while zooming, sharp tiles wait for the rest timer.
    if (!overviewDone || (!tilesDone && !m_zoomRest.isActive()))
        QTimer::singleShot(0, this, [this] { update(); });
}

void MapView::setHexSize(double size)
{
    size = std::clamp(size, 1.0, 160.0);
    if (qFuzzyCompare(size, m_hexSize))
        return;
    // The first zoom step after a complete view keeps its tiles to scale while zooming on.
    if (m_staleTiles.isEmpty() && !m_tiles.isEmpty()) {
        m_staleTiles = std::exchange(m_tiles, {});
        m_staleHexSize = m_hexSize;
    }
    m_tiles.clear();
    m_hexSize = size;
    const double staleScale = m_hexSize / std::max(m_staleHexSize, 1e-9);
    if (staleScale > staleScaleLimit || staleScale < 1 / staleScaleLimit)
        m_staleTiles.clear();
    update();
    updateHoverText();
    Q_EMIT viewChanged();
}

void MapView::setOffset(QPointF offset)
{
    if (offset == m_offset)
        return;
    m_offset = offset;
    update();
    updateHoverText();
    Q_EMIT viewChanged();
}

void MapView::zoomBy(double factor, QPointF at)
{
    const double old = m_hexSize;
    // Wheel turns and button clicks come in runs: sharp tiles wait until the run is over.
    m_zoomRest.start();
    setHexSize(m_hexSize * factor);
    const double applied = m_hexSize / old;
    setOffset((m_offset + at) * applied - at);
}

void MapView::fitToView()
{
    if (width() <= 0 || height() <= 0)
        return;
    const maprender::MapRenderer renderer(m_shown.map);
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
    updateEmptyHexes();
    Q_EMIT toolChanged();
}

void MapView::updateEmptyHexes()
{
    // The layout's empty hexes are drawn where they can be painted into: with the brush in
    // hand, or on a blank layout; otherwise they would only clutter a finished map.
    const bool show = m_tool == Paint || m_shown.map.areas.empty();
    if (show == m_options.emptyHexes)
        return;
    m_options.emptyHexes = show;
    invalidate();
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
    updateHoverText();
    Q_EMIT viewChanged();
}

void MapView::setRiverErase(bool erase)
{
    if (erase == m_riverErase)
        return;
    m_riverErase = erase;
    Q_EMIT toolChanged();
}

QString MapView::selectedSide() const
{
    return m_selectedSide ? m_selectedSide->toString() : QString();
}

void MapView::setSelectedSide(const QString &side)
{
    const auto parsed = map::Hexside::fromString(side);
    if (parsed == m_selectedSide)
        return;
    m_selectedSide = parsed;
    update();
    Q_EMIT selectionChanged();
}

std::optional<map::Hexside> MapView::sideUnder(QPointF position) const
{
    const auto hex = hexUnder(position);
    if (!hex)
        return std::nullopt;
    return maprender::MapRenderer::viewportAt(m_hexSize, -m_offset).layout().sideAt(position);
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
    Q_EMIT selectedArmiesChanged();
    if (m_supplyPathShown)
        reloadOverlay();
}

std::optional<map::Hex> MapView::hexUnder(QPointF position) const
{
    const auto viewport = maprender::MapRenderer::viewportAt(m_hexSize, -m_offset);
    const map::Hex hex = viewport.layout().hexAt(position);
    const map::Offset o = hex.offset();
    if (o.column < 0 || o.row < 0 || o.column >= m_shown.map.columns || o.row >= m_shown.map.rows)
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
    auto *controller = campaign();
    if (stroke.isEmpty() || !controller)
        return;
    QJsonArray hexes;
    for (const map::Hex hex : stroke) {
        if (m_tool != Erase || m_shown.map.areaAt(hex))
            hexes.append(hex.toXXYY());
    }
    QString command;
    QJsonObject args;
    if (m_tool == Paint) {
        command = QStringLiteral("area.paint");
        args = {{QStringLiteral("hexes"), hexes},
                {QStringLiteral("terrain"), m_brushTerrain},
                {QStringLiteral("chaos"), m_brushChaos}};
    } else if (m_tool == Erase && !hexes.isEmpty()) {
        command = QStringLiteral("area.remove");
        args = {{QStringLiteral("hexes"), hexes}};
    } else if (m_tool == River) {
        QJsonArray sides;
        for (const map::Hexside &side : map::sidesCrossed(stroke))
            sides.append(QJsonArray{side.first().toXXYY(), side.second().toXXYY()});
        if (!sides.isEmpty()) {
            command = QStringLiteral("boundary.set");
            args = {{QStringLiteral("sides"), sides}, {QStringLiteral("river"), !m_strokeErases}};
        }
    }
    if (command.isEmpty())
        return;
    if (controller->execute(command, args))
        Q_EMIT done(controller->latestSummary());
    else
        Q_EMIT error(controller->lastError());
}

void MapView::mousePressEvent(QMouseEvent *event)
{
    m_lastPosition = event->position();
    m_panning = event->button() != Qt::LeftButton || m_tool == Select || m_tool == Hexside;
    m_dragging = false;
    m_strokeErases = m_riverErase || event->modifiers().testFlag(Qt::ShiftModifier);
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
        if (!m_dragging && event->button() == Qt::LeftButton && m_tool == Hexside) {
            const auto side = sideUnder(event->position());
            setSelectedSide(side ? side->toString() : QString());
        } else if (!m_dragging && event->button() == Qt::LeftButton) {
            const auto hex = hexUnder(event->position());
            setSelectedHex(hex && m_shown.map.areaAt(*hex) ? hex->toXXYY() : QString());
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
    m_hoverPosition = event->position();
    updateHoverText();
}

void MapView::hoverLeaveEvent(QHoverEvent *event)
{
    Q_UNUSED(event)
    m_hoverPosition.reset();
    updateHoverText();
}

void MapView::updateHoverText()
{
    QString text;
    if (const auto hex = m_hoverPosition ? hexUnder(*m_hoverPosition) : std::nullopt) {
        text = hex->toXXYY();
        if (const auto index = m_shown.map.areaAt(*hex)) {
            const Area &a = m_shown.map.areas[std::size_t(*index)];
            text = tr("%1 %2 — %3").arg(a.id(), a.name, a.terrainDescription());
            if (a.owner != noIndex &&
                (m_options.nationView == noIndex || a.owner == m_options.nationView))
                text += tr(", %1").arg(m_shown.map.nations[std::size_t(a.owner)].name);
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
    if (oldGeometry.isEmpty() && !newGeometry.isEmpty() && !m_shown.map.areas.empty())
        fitToView();
}

} // namespace herald::mapui
