#pragma once

#include "app/gui/campaignfollower.h"
#include "core/warmaster/strategicmap.h"

#include <QQuickPaintedItem>

namespace herald::mapui {

/// The map's legend on screen, drawn by the same renderer as the printed legend. The nations'
/// key is read on the GUI thread when the nations change; paint() (on the scene graph's render
/// thread, which cannot use the campaign's database connection) draws that copy.
class MapLegend : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::CampaignController *campaign READ campaign WRITE setCampaign NOTIFY
                   campaignChanged)

public:
    explicit MapLegend(QQuickItem *parent = nullptr);

    [[nodiscard]] gui::CampaignController *campaign() const { return m_follower.campaign(); }
    void setCampaign(gui::CampaignController *campaign);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void campaignChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    void reload();
    /// Sets the implicit height to what the legend takes at the current width.
    void measure();

    gui::CampaignFollower m_follower;
    /// The map as the legend knows it: its nations only.
    warmaster::StrategicMap m_key;
};

} // namespace herald::mapui
