#include "maplegend.h"

#include "app/services/map/mapqueries.h"

#include <QImage>
#include <QPainter>

namespace herald::mapui {

MapLegend::MapLegend(QQuickItem *parent)
    : QQuickPaintedItem(parent), m_follower(this, app::maps::nationTables(), [this] { reload(); })
{
    setFillColor(maprender::MapRenderer::paperColour());
}

QRectF MapLegend::box() const
{
    return QRectF(6, 4, width() - 12, height() - 8);
}

void MapLegend::setCampaign(gui::CampaignController *campaign)
{
    if (m_follower.setCampaign(campaign))
        Q_EMIT campaignChanged();
}

void MapLegend::setMonthOverlay(bool shown)
{
    if (shown == monthOverlay())
        return;
    m_options.monthOverlay = shown ? std::optional(warmaster::MonthOverlay{}) : std::nullopt;
    measure();
    update();
    Q_EMIT monthOverlayChanged();
}

void MapLegend::reload()
{
    auto *controller = campaign();
    m_key.nations = controller && controller->isOpen()
                        ? app::maps::mapNations(controller->service())
                        : std::vector<warmaster::Nation>{};
    measure();
    update();
}

void MapLegend::measure()
{
    // The legend's lines wrap with the width; laying it out on a scratch image gives its height.
    QImage scratch(1, 1, QImage::Format_ARGB32_Premultiplied);
    QPainter painter(&scratch);
    setImplicitHeight(maprender::MapRenderer(m_key).paintLegend(painter, box(), m_options) + 12);
}

void MapLegend::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.width() != oldGeometry.width())
        measure();
}

void MapLegend::paint(QPainter *painter)
{
    painter->setRenderHint(QPainter::Antialiasing);
    maprender::MapRenderer(m_key).paintLegend(*painter, box(), m_options);
}

} // namespace herald::mapui
