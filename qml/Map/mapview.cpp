#include "mapview.h"

#include "app/gui/campaigncontroller.h"
#include "db/campaignfile.h"
#include "mapoverlay.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QPainter>
#include <QQuickWindow>
#include <QSGImageNode>
#include <QSGRectangleNode>
#include <QSGTexture>
#include <QTimer>

#include <algorithm>
#include <cmath>

namespace herald::mapui {

using namespace herald::warmaster;

namespace {

/// Small tiles keep each frame's drawing close to its budget: one tile is a few dozen hexes.
constexpr int tileSize = 128;
/// Milliseconds of tile drawing allowed per frame before stand-ins are shown.
constexpr double tileBudgetMs = 6;
/// Below this hex size (pixels, centre to corner) the overview alone is drawn.
constexpr double overviewBelow = 4;
/// More changed areas than this after an edit (an import, say) redraw everything.
constexpr std::size_t partialEditLimit = 400;
/// The overview is drawn in bands this many pixels high.
constexpr int overviewBand = 16;
const QColor paper(0xf4, 0xf1, 0xea);

quint64 tileKey(int tx, int ty)
{
    return (quint64(quint32(tx)) << 32) | quint32(ty);
}

/// The scene graph side of MapView: a paper-coloured background and one image node per tile
/// shown, each remembering the serial of the picture its texture holds (0: a stand-in cut
/// from the overview).
class TileRootNode : public QSGNode
{
public:
    struct Shown
    {
        QSGImageNode *node = nullptr;
        quint64 serial = 0;
    };

    ~TileRootNode() override { delete overview; }

    QSGRectangleNode *background = nullptr;
    QSGTexture *overview = nullptr;
    quint64 overviewSerial = 0;
    QSGImageNode *whole = nullptr; ///< the overview alone, when zoomed far out
    QHash<quint64, Shown> tiles;

    void drop(QSGNode *node)
    {
        removeChildNode(node);
        delete node;
    }
    /// An image node showing texture (owned by the node when `owns`).
    QSGImageNode *add(QQuickWindow *window, QSGTexture *texture, bool owns,
                      QSGTexture::Filtering filtering)
    {
        QSGImageNode *node = window->createImageNode();
        node->setTexture(texture);
        node->setOwnsTexture(owns);
        node->setFiltering(filtering);
        appendChildNode(node);
        return node;
    }
};

} // namespace

MapView::MapView(QQuickItem *parent) : QQuickItem(parent)
{
    m_options.emptyHexes = true;
    m_idle.setSingleShot(true);
    m_idle.setInterval(0);
    connect(&m_idle, &QTimer::timeout, this, &MapView::workWhileIdle);
    setFlag(ItemHasContents);
    setClip(true);
    setAcceptedMouseButtons(Qt::AllButtons);
    setAcceptHoverEvents(true);
    m_highlights = new MapOverlay(this, [this](QPainter *p) { paintHighlights(p); });
    m_scale = new MapOverlay(this, [this](QPainter *p) {
        const maprender::MapRenderer renderer(m_stored.map);
        renderer.paintScale(*p, QRectF(0, 0, m_scale->width(), m_scale->height()),
                            maprender::MapRenderer::viewportAt(m_hexSize, {}));
    });
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
    const bool sameBackground = stored.background == m_stored.background &&
                                stored.backgroundOpacity == m_stored.backgroundOpacity;
    db::StoredMap before = std::exchange(m_stored, std::move(stored));
    m_options.background =
        m_stored.background.isEmpty() ? QImage() : QImage::fromData(m_stored.background);
    m_options.gridOpacity = m_stored.background.isEmpty() ? 1.0 : m_stored.backgroundOpacity;
    if (m_options.nationView >= int(m_stored.map.nations.size()))
        m_options.nationView = noIndex;
    if (m_selected && !m_stored.map.areaAt(*m_selected))
        setSelectedHex({});
    if (sameBackground)
        invalidateEdit(before.map);
    else
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

bool MapView::hasLayout() const
{
    return !m_stored.map.areas.empty() || m_stored.map.columns > 0;
}

void MapView::invalidate()
{
    m_tiles.clear();
    m_overview = QImage();
    placeOverlays();
    polish();
    update();
}

void MapView::invalidateEdit(const StrategicMap &before)
{
    const StrategicMap &now = m_stored.map;
    if (before.columns != now.columns || before.rows != now.rows || before.nations != now.nations ||
        before.landmasses != now.landmasses || m_overview.isNull()) {
        invalidate();
        return;
    }
    QList<map::Hex> changed;
    for (const Area &a : now.areas) {
        const auto was = before.areaAt(a.hex);
        if (!was || before.areas[std::size_t(*was)] != a)
            changed.append(a.hex);
    }
    for (const Area &a : before.areas) {
        if (!now.areaAt(a.hex))
            changed.append(a.hex);
    }
    const auto sidesMissingFrom = [&changed](const std::vector<Boundary> &from,
                                             const std::vector<Boundary> &in) {
        for (const Boundary &b : from) {
            if (std::find(in.begin(), in.end(), b) == in.end())
                changed << b.side.first() << b.side.second();
        }
    };
    sidesMissingFrom(now.boundaries, before.boundaries);
    sidesMissingFrom(before.boundaries, now.boundaries);
    if (std::size_t(changed.size()) > partialEditLimit) {
        invalidate();
        return;
    }
    // A hex's drawing (fill, border, labels, river, star) stays within 1.2 sizes of its centre.
    const map::HexLayout tiles = maprender::MapRenderer::viewportAt(m_hexSize, {}).layout();
    const map::HexLayout overview =
        maprender::MapRenderer::viewportAt(m_overviewHexSize, {}).layout();
    for (const map::Hex hex : std::as_const(changed)) {
        const auto around = [hex](const map::HexLayout &layout) {
            const double s = layout.size() * 1.2;
            return QRectF(layout.centre(hex) - QPointF(s, s), QSizeF(2 * s, 2 * s));
        };
        const QRectF r = around(tiles);
        for (int ty = int(std::floor(r.top() / tileSize)); ty * tileSize < r.bottom(); ++ty) {
            for (int tx = int(std::floor(r.left() / tileSize)); tx * tileSize < r.right(); ++tx) {
                if (auto it = m_tiles.find(tileKey(tx, ty)); it != m_tiles.end())
                    it->stale = true;
            }
        }
        paintOverview(around(overview));
    }
    if (!changed.isEmpty())
        m_overviewSerial = ++m_serial;
    placeOverlays();
    polish();
    update();
}

void MapView::startOverview()
{
    // A whole-map picture small enough to scale in a few milliseconds (~6 pixels a hex), drawn
    // band by band: first what the view needs, the rest as frames leave time.
    const maprender::MapRenderer renderer(m_stored.map);
    const QSize size = renderer.mapSize(m_overviewHexSize).toSize() + QSize(1, 1);
    m_overview = QImage(size, QImage::Format_ARGB32_Premultiplied);
    m_overview.fill(Qt::transparent);
    m_overviewBands.assign(std::size_t(size.height() / overviewBand + 1), false);
    m_overviewSerial = ++m_serial;
}

void MapView::paintOverview(const QRectF &region)
{
    const maprender::MapRenderer renderer(m_stored.map);
    maprender::RenderOptions options = m_options;
    options.labels = false;
    QPainter p(&m_overview);
    p.setCompositionMode(QPainter::CompositionMode_Source);
    p.fillRect(region, Qt::transparent);
    p.setCompositionMode(QPainter::CompositionMode_SourceOver);
    renderer.paint(p, maprender::MapRenderer::viewportAt(m_overviewHexSize, {}), region, options);
}

bool MapView::paintOverviewBand(std::size_t band)
{
    if (band >= m_overviewBands.size() || m_overviewBands[band])
        return false;
    paintOverview(QRectF(0, double(band) * overviewBand, m_overview.width(), overviewBand));
    m_overviewBands[band] = true;
    return true;
}

QImage MapView::renderTile(int tx, int ty) const
{
    // Opaque tiles: the scene graph copies them without blending.
    QImage tile(tileSize, tileSize, QImage::Format_RGB32);
    tile.fill(paper);
    QPainter p(&tile);
    const maprender::MapRenderer renderer(m_stored.map);
    const QPointF origin(-tx * tileSize, -ty * tileSize);
    renderer.paint(p, maprender::MapRenderer::viewportAt(m_hexSize, origin),
                   QRectF(0, 0, tileSize, tileSize), m_options);
    return tile;
}

QPointF MapView::pixelOffset() const
{
    return {std::round(m_offset.x()), std::round(m_offset.y())};
}

QRect MapView::visibleTiles() const
{
    // Map pixel p shows at p - offset; tiles cover map pixels in squares.
    const QPointF o = pixelOffset();
    const int tx0 = int(std::floor(o.x() / tileSize));
    const int ty0 = int(std::floor(o.y() / tileSize));
    const int tx1 = int(std::floor((o.x() + width() - 1) / tileSize));
    const int ty1 = int(std::floor((o.y() + height() - 1) / tileSize));
    return QRect(QPoint(tx0, ty0), QPoint(tx1, ty1));
}

void MapView::evictTiles(const QRect &keep)
{
    // Keep a ring of two tiles around the view for panning back; drop the rest once the
    // cache holds a few screens' worth.
    if (m_tiles.size() <= 4 * (keep.width() + 4) * (keep.height() + 4))
        return;
    const QRect ring = keep.adjusted(-2, -2, 2, 2);
    for (auto it = m_tiles.begin(); it != m_tiles.end();) {
        const QPoint tile(int(qint32(it.key() >> 32)), int(qint32(it.key() & 0xffffffffu)));
        it = ring.contains(tile) ? std::next(it) : m_tiles.erase(it);
    }
}

void MapView::updatePolish()
{
    QElapsedTimer timer;
    timer.start();
    if (!hasLayout() || width() <= 0 || height() <= 0) {
        m_lastPaintMs = 0;
        return;
    }
    if (m_overview.isNull())
        startOverview();
    bool pending = false;
    bool overviewChanged = false;
    if (m_hexSize >= overviewBelow) {
        const QRect range = visibleTiles();
        for (int ty = range.top(); ty <= range.bottom(); ++ty) {
            for (int tx = range.left(); tx <= range.right(); ++tx) {
                const auto it = m_tiles.constFind(tileKey(tx, ty));
                if (it != m_tiles.cend() && !it->stale)
                    continue;
                if (timer.nsecsElapsed() / 1e6 < tileBudgetMs) {
                    m_tiles.insert(tileKey(tx, ty), {renderTile(tx, ty), ++m_serial, false});
                    continue;
                }
                pending = true;
                // The overview stands in, where it is drawn; the rest shows paper for now.
                if (it == m_tiles.cend())
                    overviewChanged |=
                        paintOverviewRows(ty * tileSize, (ty + 1) * tileSize,
                                          [&timer] { return timer.nsecsElapsed() / 1e6; });
            }
        }
        evictTiles(range);
    } else {
        overviewChanged |= paintOverviewRows(pixelOffset().y(), pixelOffset().y() + height(),
                                             [&timer] { return timer.nsecsElapsed() / 1e6; });
        pending = std::find(m_overviewBands.begin(), m_overviewBands.end(), false) !=
                  m_overviewBands.end();
    }
    if (overviewChanged)
        m_overviewSerial = ++m_serial;
    m_lastPaintMs = timer.nsecsElapsed() / 1e6;
    Q_EMIT framePainted();
    if (pending) {
        QTimer::singleShot(0, this, [this] {
            polish();
            update();
        });
    } else if (!m_idle.isActive()) {
        m_idle.start();
    }
}

bool MapView::paintOverviewRows(double top, double bottom, const std::function<double()> &elapsed)
{
    // top and bottom are map pixels at the current zoom.
    const double toOverview = m_overviewHexSize / m_hexSize;
    bool drew = false;
    for (auto band = std::size_t(std::max(0.0, top * toOverview) / overviewBand);
         double(band) * overviewBand < bottom * toOverview && elapsed() < 2 * tileBudgetMs; ++band)
        drew |= paintOverviewBand(band);
    return drew;
}

void MapView::workWhileIdle()
{
    // Between frames: draw the ring of tiles around the view, so that panning finds them drawn,
    // then the rest of the overview; one piece a tick, so input is never kept waiting.
    if (!hasLayout() || m_overview.isNull())
        return;
    if (m_hexSize >= overviewBelow) {
        const QRect ring = visibleTiles().adjusted(-1, -1, 1, 1);
        for (int ty = ring.top(); ty <= ring.bottom(); ++ty) {
            for (int tx = ring.left(); tx <= ring.right(); ++tx) {
                const auto it = m_tiles.constFind(tileKey(tx, ty));
                if (it != m_tiles.cend() && !it->stale)
                    continue;
                m_tiles.insert(tileKey(tx, ty), {renderTile(tx, ty), ++m_serial, false});
                m_idle.start();
                return;
            }
        }
    }
    for (std::size_t band = 0; band < m_overviewBands.size(); ++band) {
        if (paintOverviewBand(band)) {
            m_overviewSerial = ++m_serial;
            m_idle.start();
            return;
        }
    }
}

QSGNode *MapView::updatePaintNode(QSGNode *old, UpdatePaintNodeData *data)
{
    Q_UNUSED(data)
    auto *root = static_cast<TileRootNode *>(old);
    if (!root) {
        root = new TileRootNode;
        root->background = window()->createRectangleNode();
        root->background->setColor(paper);
        root->appendChildNode(root->background);
    }
    root->background->setRect(boundingRect());
    const bool wholeOnly = m_hexSize < overviewBelow;
    if (!hasLayout() || m_overview.isNull() || wholeOnly) {
        for (const TileRootNode::Shown &shown : std::as_const(root->tiles))
            root->drop(shown.node);
        root->tiles.clear();
    }
    if ((!wholeOnly || !hasLayout()) && root->whole) {
        root->drop(std::exchange(root->whole, nullptr));
    }
    if (!hasLayout() || m_overview.isNull())
        return root;

    const double overviewScale = m_hexSize / m_overviewHexSize;
    const QPointF o = pixelOffset();
    if (root->overviewSerial != m_overviewSerial) {
        // Nodes showing the old overview texture go before it does.
        for (auto it = root->tiles.begin(); it != root->tiles.end();) {
            if (it->serial == 0) {
                root->drop(it->node);
                it = root->tiles.erase(it);
            } else {
                ++it;
            }
        }
        if (root->whole)
            root->drop(std::exchange(root->whole, nullptr));
        delete root->overview;
        root->overview = window()->createTextureFromImage(m_overview);
        root->overviewSerial = m_overviewSerial;
    }
    if (wholeOnly) {
        if (!root->whole)
            root->whole = root->add(window(), root->overview, false, QSGTexture::Linear);
        root->whole->setRect(QRectF(-o, QSizeF(m_overview.size()) * overviewScale));
        return root;
    }

    const QRect range = visibleTiles();
    for (auto it = root->tiles.begin(); it != root->tiles.end();) {
        const QPoint tile(int(qint32(it.key() >> 32)), int(qint32(it.key() & 0xffffffffu)));
        if (range.contains(tile)) {
            ++it;
            continue;
        }
        root->drop(it->node);
        it = root->tiles.erase(it);
    }
    for (int ty = range.top(); ty <= range.bottom(); ++ty) {
        for (int tx = range.left(); tx <= range.right(); ++tx) {
            const quint64 key = tileKey(tx, ty);
            TileRootNode::Shown &shown = root->tiles[key];
            const auto tile = m_tiles.constFind(key);
            const quint64 serial = tile == m_tiles.cend() ? 0 : tile->serial;
            if (!shown.node || shown.serial != serial) {
                if (shown.node)
                    root->drop(shown.node);
                // Stand-ins are scaled without smoothing: cheap, and gone within a few frames.
                shown.node =
                    serial == 0 ? root->add(window(), root->overview, false, QSGTexture::Nearest)
                                : root->add(window(), window()->createTextureFromImage(tile->image),
                                            true, QSGTexture::Nearest);
                shown.serial = serial;
            }
            const QRectF target(tx * tileSize - o.x(), ty * tileSize - o.y(), tileSize, tileSize);
            shown.node->setRect(target);
            if (serial == 0) {
                shown.node->setSourceRect(
                    QRectF(tx * tileSize / overviewScale, ty * tileSize / overviewScale,
                           tileSize / overviewScale, tileSize / overviewScale));
            }
        }
    }
    return root;
}

QRectF MapView::highlightBounds() const
{
    QList<map::Hex> hexes = m_stroke;
    if (m_selected)
        hexes.append(*m_selected);
    if (m_selectedSide)
        hexes << m_selectedSide->first() << m_selectedSide->second();
    const map::HexLayout layout = maprender::MapRenderer::viewportAt(m_hexSize, {}).layout();
    QRectF bounds;
    const double s = m_hexSize + std::max(2.0, m_hexSize * 0.1);
    for (const map::Hex hex : std::as_const(hexes))
        bounds |= QRectF(layout.centre(hex) - QPointF(s, s), QSizeF(2 * s, 2 * s));
    return bounds;
}

void MapView::paintHighlights(QPainter *painter) const
{
    const maprender::MapRenderer renderer(m_stored.map);
    // The overlay's top-left corner is this map pixel.
    const QPointF corner = highlightBounds().topLeft();
    const auto viewport = maprender::MapRenderer::viewportAt(m_hexSize, -corner);
    const bool erasing = m_tool == Erase || (m_tool == River && m_strokeErases);
    if (!m_stroke.isEmpty())
        renderer.paintHighlight(*painter, viewport, m_stroke,
                                erasing ? QColor(0xc0, 0x20, 0x20) : QColor(0x20, 0x60, 0xd0));
    if (m_selected)
        renderer.paintHighlight(*painter, viewport, {*m_selected}, QColor(0xff, 0x8c, 0x00));
    if (m_selectedSide) {
        painter->setRenderHint(QPainter::Antialiasing);
        painter->setPen(QPen(QColor(0xff, 0x8c, 0x00), std::max(4.0, m_hexSize * 0.2),
                             Qt::SolidLine, Qt::RoundCap));
        painter->drawLine(viewport.layout().sideLine(*m_selectedSide));
    }
}

void MapView::placeOverlays()
{
    const QRectF bounds = highlightBounds();
    m_highlights->setVisible(!bounds.isEmpty());
    m_highlights->setPosition(bounds.topLeft() - pixelOffset());
    if (m_highlights->size() != bounds.size())
        m_highlights->setSize(bounds.size());
    // The bar spans five areas (see MapRenderer::paintScale) and its label follows it.
    const QSizeF scale(5 * m_hexSize * 1.7320508 + 120, 24);
    m_scale->setVisible(hasLayout());
    m_scale->setPosition(QPointF(12, height() - 8 - scale.height()));
    if (m_scale->size() != scale) {
        m_scale->setSize(scale);
        m_scale->update();
    }
}

void MapView::setHexSize(double size)
{
    size = std::clamp(size, 1.0, 160.0);
    if (qFuzzyCompare(size, m_hexSize))
        return;
    m_hexSize = size;
    m_tiles.clear();
    placeOverlays();
    m_highlights->update();
    polish();
    update();
    Q_EMIT viewChanged();
}

void MapView::setOffset(QPointF offset)
{
    if (offset == m_offset)
        return;
    m_offset = offset;
    placeOverlays(); // moves them; nothing is repainted
    polish();
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

void MapView::setRiverErase(bool erase)
{
    if (erase == m_riverErase)
        return;
    m_riverErase = erase;
    Q_EMIT toolChanged();
}

QString MapView::selectedSide() const
{
    return m_selectedSide ? m_selectedSide->first().toXXYY() + QLatin1Char('-') +
                                m_selectedSide->second().toXXYY()
                          : QString();
}

void MapView::setSelectedSide(const QString &side)
{
    const QStringList hexes = side.split(QLatin1Char('-'));
    std::optional<map::Hexside> parsed;
    if (hexes.size() == 2) {
        const auto a = map::Hex::fromXXYY(hexes[0]);
        const auto b = map::Hex::fromXXYY(hexes[1]);
        if (a && b)
            parsed = map::Hexside::between(*a, *b);
    }
    if (parsed == m_selectedSide)
        return;
    m_selectedSide = parsed;
    placeOverlays();
    m_highlights->update();
    Q_EMIT selectionChanged();
}

std::optional<map::Hexside> MapView::sideUnder(QPointF position) const
{
    const auto hex = hexUnder(position);
    if (!hex)
        return std::nullopt;
    const map::HexLayout layout = maprender::MapRenderer::viewportAt(m_hexSize, -m_offset).layout();
    std::optional<map::Hexside> nearest;
    double best = 0;
    for (const map::Direction d : map::allDirections) {
        const map::Hexside side(*hex, d);
        const QPointF gap = layout.sideLine(side).center() - position;
        const double distance = QPointF::dotProduct(gap, gap);
        if (!nearest || distance < best) {
            nearest = side;
            best = distance;
        }
    }
    return nearest;
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
    placeOverlays();
    m_highlights->update();
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
    placeOverlays();
    m_highlights->update();
}

void MapView::finishStroke()
{
    const QList<map::Hex> stroke = std::exchange(m_stroke, {});
    placeOverlays();
    m_highlights->update();
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
                {{QStringLiteral("sides"), sides}, {QStringLiteral("river"), !m_strokeErases}});
    }
    if (!ok)
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
            setSelectedSide(side ? side->first().toXXYY() + QLatin1Char('-') +
                                       side->second().toXXYY()
                                 : QString());
        } else if (!m_dragging && event->button() == Qt::LeftButton) {
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
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    placeOverlays();
    polish();
    if (oldGeometry.isEmpty() && !newGeometry.isEmpty() && !m_stored.map.areas.empty())
        fitToView();
}

} // namespace herald::mapui
