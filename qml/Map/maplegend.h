#pragma once

#include "app/gui/campaignfollower.h"
#include "app/maprender/maprenderer.h"

#include <QQuickPaintedItem>

namespace herald::mapui {

/// The map's legend on screen, drawn by the same renderer as the printed legend, on the map's
/// paper in both themes (its black text and the map's colours read there). The nations'
/// key is read on the GUI thread when the nations change; paint() (on the scene graph's render
/// thread, which cannot use the campaign's database connection) draws that copy.
class MapLegend : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::CampaignController *campaign READ campaign WRITE setCampaign NOTIFY
                   campaignChanged)
    /// Lists the month overlay's symbols as well (while the map draws it).
    Q_PROPERTY(bool monthOverlay READ monthOverlay WRITE setMonthOverlay NOTIFY monthOverlayChanged)

public:
    explicit MapLegend(QQuickItem *parent = nullptr);

    [[nodiscard]] gui::CampaignController *campaign() const { return m_follower.campaign(); }
    void setCampaign(gui::CampaignController *campaign);
    [[nodiscard]] bool monthOverlay() const { return m_options.monthOverlay.has_value(); }
    void setMonthOverlay(bool shown);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void campaignChanged();
    void monthOverlayChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void reload();
    /// Where the key is drawn: inset from the item's edges, on the map's paper.
    [[nodiscard]] QRectF box() const;
    /// Sets the implicit height to what the legend takes at the current width.
    void measure();

    gui::CampaignFollower m_follower;
    /// The map as the legend knows it: its nations only.
    warmaster::StrategicMap m_key;
    /// What the legend explains; only whether there is a month overlay matters to it.
    maprender::RenderOptions m_options;
};

} // namespace herald::mapui
