#pragma once

#include "app/gui/campaignfollower.h"
#include "app/maprender/maprenderer.h"
#include "app/services/map/mapqueries.h"
#include "core/warmaster/monthoverlay.h"

#include <QElapsedTimer>
#include <QHash>
#include <QImage>
#include <QQuickPaintedItem>
#include <QTimer>

namespace herald::mapui {

/// The strategic map on screen: the painter renderer inside a QQuickPaintedItem, so it draws
/// the same on the software and OpenGL scene graphs (DESIGN "The UI").
///
/// Speed comes from caching, not from one item per hex: the map is painted into 256-pixel tiles
/// at the current zoom and panning only blits tiles. While the zoom is changing, the tiles of the
/// last finished zoom are drawn scaled (over a whole-map overview where they do not reach);
/// once the zoom has rested, sharp tiles are drawn within a per-frame budget. No frame waits for
/// a full redraw of a 10,000-area map. Editing tools turn a drag into one command.
///
/// The view reloads only when a table it draws changed (a dice roll leaves it alone), and then
/// draws again only the tiles around the hexes that changed.
class MapView : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::CampaignController *campaign READ campaign WRITE setCampaign NOTIFY
                   campaignChanged)
    Q_PROPERTY(double hexSize READ hexSize WRITE setHexSize NOTIFY viewChanged)
    Q_PROPERTY(QPointF offset READ offset WRITE setOffset NOTIFY viewChanged)
    Q_PROPERTY(Tool tool READ tool WRITE setTool NOTIFY toolChanged)
    Q_PROPERTY(QString brushTerrain READ brushTerrain WRITE setBrushTerrain NOTIFY toolChanged)
    Q_PROPERTY(bool brushChaos READ brushChaos WRITE setBrushChaos NOTIFY toolChanged)
    Q_PROPERTY(bool showLabels READ showLabels WRITE setShowLabels NOTIFY viewChanged)
    /// Index of the nation whose view is shown, -1 for the referee's map.
    Q_PROPERTY(int nationView READ nationView WRITE setNationView NOTIFY viewChanged)
    Q_PROPERTY(QString selectedHex READ selectedHex WRITE setSelectedHex NOTIFY selectionChanged)
    /// The river tool clears rivers instead of drawing them (Shift does the same for one drag).
    Q_PROPERTY(bool riverErase READ riverErase WRITE setRiverErase NOTIFY toolChanged)
    /// The hexside picked with the Sides tool, "XXYY/XXYY", or empty.
    Q_PROPERTY(QString selectedSide READ selectedSide WRITE setSelectedSide NOTIFY selectionChanged)
    /// The hex under the mouse and its area; it follows edits and zooms, not only the mouse.
    Q_PROPERTY(QString hoverText READ hoverText NOTIFY hoverChanged)
    Q_PROPERTY(int areaCount READ areaCount NOTIFY mapChanged)
    /// The hex layout's size; 0 × 0 when the campaign has no map.
    Q_PROPERTY(int columns READ columns NOTIFY mapChanged)
    Q_PROPERTY(int rows READ rows NOTIFY mapChanged)
    Q_PROPERTY(QString mapName READ mapName NOTIFY mapChanged)
    /// Whether a scanned map lies under the grid, and how opaque the map is drawn over it.
    Q_PROPERTY(bool hasBackground READ hasBackground NOTIFY mapChanged)
    Q_PROPERTY(double gridOpacity READ gridOpacity NOTIFY mapChanged)
    /// Draws what happened this month over the map (moves, delayed, besieged and out-of-supply
    /// armies, engagements), following the campaign as the month goes on.
    Q_PROPERTY(bool monthOverlay READ monthOverlay WRITE setMonthOverlay NOTIFY overlayChanged)
    /// Draws the supply path of each army in the selected area (§4.5).
    Q_PROPERTY(
        bool supplyPathShown READ supplyPathShown WRITE setSupplyPathShown NOTIFY overlayChanged)
    /// The names of the armies standing in the selected area, as a list in words; empty when
    /// none stands there.
    Q_PROPERTY(QString selectedArmies READ selectedArmies NOTIFY selectedArmiesChanged)
    /// The supply traces drawn, one sentence per army; empty when no path is shown.
    Q_PROPERTY(QString supplyNote READ supplyNote NOTIFY overlayChanged)
    /// How long the last paint() took, in milliseconds (for the benchmark and the status line).
    Q_PROPERTY(double lastPaintMs READ lastPaintMs NOTIFY framePainted)
    /// True while part of the view still shows stand-ins for tiles not drawn sharp yet.
    Q_PROPERTY(bool drawing READ drawing NOTIFY framePainted)

public:
    enum Tool
    {
        Select,  ///< click selects an area; drag pans
        Paint,   ///< drag paints brushTerrain (adding areas inside the layout)
        Erase,   ///< drag removes areas
        River,   ///< drag from hex to hex marks (or clears) a major river along the sides crossed
        Hexside, ///< click picks the side between two hexes for the side form; drag pans
    };
    Q_ENUM(Tool)

    explicit MapView(QQuickItem *parent = nullptr);

    void paint(QPainter *painter) override;

    [[nodiscard]] gui::CampaignController *campaign() const { return m_follower.campaign(); }
    void setCampaign(gui::CampaignController *campaign);
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
    [[nodiscard]] bool showLabels() const { return m_options.labels; }
    void setShowLabels(bool show);
    [[nodiscard]] int nationView() const { return m_options.nationView; }
    void setNationView(int nation);
    [[nodiscard]] QString selectedHex() const;
    void setSelectedHex(const QString &hex);
    [[nodiscard]] bool riverErase() const { return m_riverErase; }
    void setRiverErase(bool erase);
    [[nodiscard]] QString selectedSide() const;
    void setSelectedSide(const QString &side);
    [[nodiscard]] QString hoverText() const { return m_hoverText; }
    [[nodiscard]] int areaCount() const { return static_cast<int>(m_shown.map.areas.size()); }
    [[nodiscard]] int columns() const { return m_shown.map.columns; }
    [[nodiscard]] int rows() const { return m_shown.map.rows; }
    [[nodiscard]] QString mapName() const { return m_shown.map.name; }
    [[nodiscard]] bool hasBackground() const { return !m_options.background.isNull(); }
    [[nodiscard]] double gridOpacity() const { return m_options.gridOpacity; }
    [[nodiscard]] bool monthOverlay() const { return m_monthOverlay; }
    void setMonthOverlay(bool shown);
    [[nodiscard]] bool supplyPathShown() const { return m_supplyPathShown; }
    void setSupplyPathShown(bool shown);
    [[nodiscard]] QString selectedArmies() const;
    [[nodiscard]] QString supplyNote() const { return m_supplyNote; }
    /// What the overlay draws now (moves, states, engagements and the supply paths asked for).
    [[nodiscard]] const warmaster::MonthOverlay &overlay() const { return m_overlay; }
    [[nodiscard]] double lastPaintMs() const { return m_lastPaintMs; }
    [[nodiscard]] bool drawing() const { return m_drawing; }
    /// How many tiles the view has drawn since it was made (the benchmark counts redraws).
    [[nodiscard]] qint64 tilesDrawn() const { return m_tilesDrawn; }

    /// Zooms by factor keeping the map point under `at` (item pixels) in place.
    Q_INVOKABLE void zoomBy(double factor, QPointF at);
    Q_INVOKABLE void zoomBy(double factor) { zoomBy(factor, QPointF(width() / 2, height() / 2)); }
    Q_INVOKABLE void fitToView();
    /// The XXYY number under an item position, or empty off the layout.
    Q_INVOKABLE QString hexAt(QPointF position) const;

Q_SIGNALS:
    void campaignChanged();
    void viewChanged();
    void toolChanged();
    void selectionChanged();
    void hoverChanged();
    void mapChanged();
    void overlayChanged();
    void selectedArmiesChanged();
    void framePainted();
    /// A tool's command went through; summary is its history line.
    void done(const QString &summary);
    /// A tool's command was refused or failed; message says why.
    void error(const QString &message);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    /// Reads the map from the campaign followed.
    void reload();
    /// Reads the month overlay and the supply paths asked for from the campaign followed.
    void reloadOverlay();
    /// The ids of the armies in the selected area.
    [[nodiscard]] QStringList selectedArmyIds() const;
    /// Shows `next` in place of the map shown, drawing again only what differs.
    void show(app::maps::MapSnapshot next);
    [[nodiscard]] std::optional<map::Hex> hexUnder(QPointF position) const;
    /// The side of the hex under position nearest to it.
    [[nodiscard]] std::optional<map::Hexside> sideUnder(QPointF position) const;
    /// Drops every tile (they stay as stand-ins until redrawn).
    void invalidate();
    /// Drops the tiles and overview bands that show any of `hexes`.
    void invalidateHexes(const QList<map::Hex> &hexes);
    /// Describes the hex under the mouse again (after a move, an edit, a zoom or a pan).
    void updateHoverText();
    void updateEmptyHexes();
    /// Draws the overview's missing bands while the frame budget lasts (one at least);
    /// returns whether the overview is complete.
    bool paintOverviewBands(const QElapsedTimer &frameTimer);
    [[nodiscard]] QImage renderTile(int tx, int ty) const;
    /// Draws the tiles of the current zoom that cover the view, making missing ones while the
    /// frame budget lasts; returns whether every visible tile was drawn.
    bool paintTiles(QPainter *painter, const QElapsedTimer &frameTimer);
    /// Draws what stands in for missing tiles: the overview, then the last zoom's tiles scaled.
    void paintStandIns(QPainter *painter);
    void addToStroke(map::Hex hex);
    void finishStroke();

    gui::CampaignFollower m_follower;
    /// Follows the month's tables: the overlay is drawn over the tiles each frame, so a change
    /// redraws no tile.
    gui::CampaignFollower m_overlayFollower;
    app::maps::MapSnapshot m_shown;
    bool m_monthOverlay = false;
    bool m_supplyPathShown = false;
    warmaster::MonthOverlay m_overlay;
    QString m_supplyNote;
    maprender::RenderOptions m_options;
    double m_hexSize = 24;
    QPointF m_offset;
    Tool m_tool = Select;
    QString m_brushTerrain = QStringLiteral("plains");
    bool m_brushChaos = false;
    std::optional<map::Hex> m_selected;
    std::optional<map::Hexside> m_selectedSide;
    bool m_riverErase = false;
    bool m_strokeErases = false; ///< the river stroke under way clears rivers
    QString m_hoverText;
    std::optional<QPointF> m_hoverPosition; ///< where the mouse is over the view, if it is

    /// Tiles of m_hexSize, keyed by tile column and row.
    QHash<quint64, QImage> m_tiles;
    /// The tiles of the last zoom whose view was complete, shown scaled while zooming.
    QHash<quint64, QImage> m_staleTiles;
    double m_staleHexSize = 0;
    /// Runs from each zoom step until the zoom has rested; sharp tiles wait for it.
    QTimer m_zoomRest;
    bool m_drawing = false;
    QImage m_overview;
    std::vector<bool> m_overviewBands; ///< which bands of the overview are drawn
    QList<map::Hex> m_stroke;
    bool m_dragging = false;
    bool m_panning = false;
    QPointF m_lastPosition;
    double m_lastPaintMs = 0;
    qint64 m_tilesDrawn = 0;
};

} // namespace herald::mapui
