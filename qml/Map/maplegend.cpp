#include "maplegend.h"

#include "app/gui/campaigncontroller.h"
#include "app/maprender/maprenderer.h"
#include "db/campaignfile.h"
#include "db/map/maprepository.h"

#include <QPainter>

namespace herald::mapui {

MapLegend::MapLegend(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    if (auto *controller = gui::CampaignController::instance())
        connect(controller, &gui::CampaignController::campaignChanged, this, [this] { update(); });
}

void MapLegend::paint(QPainter *painter)
{
    auto *controller = gui::CampaignController::instance();
    const warmaster::StrategicMap m =
        controller && controller->service().isOpen()
            ? db::loadStrategicMap(controller->service().file()->database())
            : warmaster::StrategicMap{};
    painter->setRenderHint(QPainter::Antialiasing);
    const double used =
        maprender::MapRenderer(m).paintLegend(*painter, QRectF(0, 0, width(), height()));
    setImplicitHeight(used + 4);
}

} // namespace herald::mapui
