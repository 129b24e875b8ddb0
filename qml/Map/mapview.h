#pragma once

#include "app/maprender/maprenderer.h"
#include "db/map/maprepository.h"

#include <QHash>
#include <QImage>
#include <QQuickItem>
#include <QTimer>

#include <functional>

namespace herald::mapui {

class MapOverlay;

/// The strategic map on screen, drawn by the one painter renderer (STYLE 13) into square tile
/// images at the current zoom. Each tile is shown by its own image node, which the
/// software scene graph draws as well as the OpenGL one (DESIGN "The UI"; only custom
/// materials are missing there), so panning moves already-drawn images and paints nothing.
///
/// After a zoom, tiles are redrawn within a per-frame budget while a whole-map overview stands
/// in for the missing ones; after an edit only the tiles the changed areas and hexsides touch
/// are redrawn. The selection, brush stroke and scale bar are small painted overlays. Editing
/// tools turn a drag into one command.
class MapView : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(double hexSize READ hexSize WRITE setHexSize NOTIFY viewChanged)
    Q_PROPERTY(QPointF offset READ offset WRITE setOffset NOTIFY viewChanged)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(QString brushTerrain READ brushTerrain WRITE setBrushTerrain NOTIFY toolChanged)
    Q_PROPERTY(bool brushChaos READ brushChaos WRITE setBrushChaos NOTIFY toolChanged)
    /// The river tool clears rivers instead of drawing them (Shift does the same for one drag).
    Q_PROPERTY(bool riverErase READ riverErase WRITE setRiverErase NOTIFY toolChanged)
    /// The hexside picked with the Hexside tool, "XXYY-XXYY", or empty.
    Q_PROPERTY(QString selectedSide READ selectedSide WRITE setSelectedSide NOTIFY selectionChanged)
    Q_PROPERTY(bool showLabels READ showLabels WRITE setShowLabels NOTIFY viewChanged)
    /// Index of the nation whose view is shown, -1 for the referee's map.
    Q_PROPERTY(int nationView READ nationView WRITE setNationView NOTIFY viewChanged)
    Q_PROPERTY(QString selectedHex READ selectedHex WRITE setSelectedHex NOTIFY selectionChanged)
    Q_PROPERTY(QString hoverText READ hoverText NOTIFY hoverChanged)
    Q_PROPERTY(int areaCount READ areaCount NOTIFY mapChanged)
    /// The hex layout's size; 0 × 0 when the campaign has no map.
    Q_PROPERTY(int columns READ columns NOTIFY mapChanged)
    Q_PROPERTY(int rows READ rows NOTIFY mapChanged)
    Q_PROPERTY(QString mapName READ mapName NOTIFY mapChanged)
    /// How long drawing tiles for the last frame took, in milliseconds (for the benchmark).
    Q_PROPERTY(double lastPaintMs READ lastPaintMs NOTIFY framePainted)

public:
    enum Tool
    {
        Select,  ///< click selects an area; drag pans
        Paint,   ///< drag paints brushTerrain (adding areas inside the layout)
        Erase,   ///< drag removes areas
        River,   ///< drag from hex to hex marks (or, erasing, clears) a major river along the
                 ///< hexsides crossed
        Hexside, ///< click picks the side between two hexes for the side form; drag pans
    };
    Q_ENUM(Tool)

    explicit MapView(QQuickItem *parent = nullptr);

    [[nodiscard]] double hexSize() const { return m_hexSize; }
    void setHexSize(double size);
    [[nodiscard]] QPointF offset() const { return m_offset; }
    void setOffset(QPointF offset);
    [[nodiscard]] Tool tool() const { return m_tool; }
    void setTool(Tool tool);
    [[nodiscard]] QString brushTerrain() const { return m_brushTerrain; }
    void setBrushTerrain(const QString &terrain);
    [[nodiscard]] bool brushChaos() const { return m_brushChaos; }
    void setBrushChaos(bool chaos);
    [[nodiscard]] bool riverErase() const { return m_riverErase; }
    void setRiverErase(bool erase);
    [[nodiscard]] QString selectedSide() const;
    void setSelectedSide(const QString &side);
    [[nodiscard]] bool showLabels() const { return m_options.labels; }
    void setShowLabels(bool show);
    [[nodiscard]] int nationView() const { return m_options.nationView; }
    void setNationView(int nation);
    [[nodiscard]] QString selectedHex() const;
    void setSelectedHex(const QString &hex);
    [[nodiscard]] QString hoverText() const { return m_hoverText; }
    [[nodiscard]] int areaCount() const { return static_cast<int>(m_stored.map.areas.size()); }
    [[nodiscard]] int columns() const { return m_stored.map.columns; }
    [[nodiscard]] int rows() const { return m_stored.map.rows; }
    [[nodiscard]] QString mapName() const { return m_stored.map.name; }
    [[nodiscard]] double lastPaintMs() const { return m_lastPaintMs; }

    /// Zooms by factor keeping the map point under `at` (item pixels) in place.
    Q_INVOKABLE void zoomBy(double factor, QPointF at);
    Q_INVOKABLE void zoomBy(double factor) { zoomBy(factor, QPointF(width() / 2, height() / 2)); }
    Q_INVOKABLE void fitToView();
    /// Reads the map from the open campaign again.
    Q_INVOKABLE void reload();
    /// The XXYY number under an item position, or empty off the layout.
    Q_INVOKABLE QString hexAt(QPointF position) const;

    /// Shows a map handed in (benchmarks and tests without a campaign).
    void setMap(warmaster::StrategicMap map);

Q_SIGNALS:
    void viewChanged();
    void toolChanged();
    void selectionChanged();
    void hoverChanged();
    void mapChanged();
    void framePainted();
    /// A tool's command was refused or failed; message says why.
    void error(const QString &message);

protected:
    void updatePolish() override;
    QSGNode *updatePaintNode(QSGNode *old, UpdatePaintNodeData *data) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    /// A tile's picture; serial changes whenever the picture does, so the scene graph knows
    /// which textures to replace. A stale tile stays on screen until it is redrawn.
    struct Tile
    {
        QImage image;
        quint64 serial = 0;
        bool stale = false;
    };

    [[nodiscard]] bool hasLayout() const;
    [[nodiscard]] std::optional<map::Hex> hexUnder(QPointF position) const;
    /// The side of the hex under position nearest to it.
    [[nodiscard]] std::optional<map::Hexside> sideUnder(QPointF position) const;
    /// The offset rounded to whole pixels, so tiles are copied without resampling.
    [[nodiscard]] QPointF pixelOffset() const;
    /// Columns (x) and rows (y) of the tiles the view shows.
    [[nodiscard]] QRect visibleTiles() const;
    void invalidate();
    /// Redraws only what differs between `before` and the map now shown.
    void invalidateEdit(const warmaster::StrategicMap &before);
    void startOverview();
    /// Draws the overview again inside region (overview pixels).
    void paintOverview(const QRectF &region);
    /// Draws one band of the overview unless it is drawn; says whether it drew.
    bool paintOverviewBand(std::size_t band);
    /// Draws the overview's bands between two heights in map pixels at the current zoom while
    /// the frame's time (elapsed(), milliseconds) allows.
    bool paintOverviewRows(double top, double bottom, const std::function<double()> &elapsed);
    void workWhileIdle();
    [[nodiscard]] QImage renderTile(int tx, int ty) const;
    void evictTiles(const QRect &keep);
    void placeOverlays();
    void paintHighlights(QPainter *painter) const;
    [[nodiscard]] QRectF highlightBounds() const;
    void addToStroke(map::Hex hex);
    void finishStroke();

    db::StoredMap m_stored;
    maprender::RenderOptions m_options;
    double m_hexSize = 24;
    QPointF m_offset;
    Tool m_tool = Select;
    QString m_brushTerrain = QStringLiteral("plains");
    bool m_brushChaos = false;
    bool m_riverErase = false;
    bool m_strokeErases = false; ///< the river stroke under way clears rivers
    std::optional<map::Hex> m_selected;
    std::optional<map::Hexside> m_selectedSide;
    QString m_hoverText;

    QHash<quint64, Tile> m_tiles;
    quint64 m_serial = 0;
    QImage m_overview;
    quint64 m_overviewSerial = 0;
    double m_overviewHexSize = 3;
    std::vector<bool> m_overviewBands; ///< which bands of the overview are drawn
    QTimer m_idle;                     ///< runs workWhileIdle() between frames
    MapOverlay *m_highlights = nullptr;
    MapOverlay *m_scale = nullptr;
    QList<map::Hex> m_stroke;
    bool m_dragging = false;
    bool m_panning = false;
    QPointF m_lastPosition;
    double m_lastPaintMs = 0;
};

} // namespace herald::mapui
