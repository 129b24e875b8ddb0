#include "app/gui/terraincheckform.h"

namespace herald::gui {

// The checks shown come from TerrainCheckModel: the form follows only which campaign is open.
TerrainCheckForm::TerrainCheckForm(QObject *parent) : CampaignForm({}, parent)
{
}

bool TerrainCheckForm::pick(qint64 army, int number)
{
    return run(QStringLiteral("terrain.pick"),
               {{QStringLiteral("army"), army}, {QStringLiteral("pick"), number}});
}

bool TerrainCheckForm::adjust(qint64 army, const QString &adjustment)
{
    return run(QStringLiteral("terrain.adjust"),
               {{QStringLiteral("army"), army}, {QStringLiteral("adjustment"), adjustment}});
}

} // namespace herald::gui
