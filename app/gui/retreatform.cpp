#include "app/gui/retreatform.h"

namespace herald::gui {

// Where the armies may go comes from RetreatsModel: the form follows only which campaign is
// open.
RetreatForm::RetreatForm(QObject *parent) : CampaignForm({}, parent)
{
}

bool RetreatForm::retreat(qint64 army, const QString &area)
{
    QJsonObject args{{QStringLiteral("army"), army}};
    if (!area.isEmpty())
        args.insert(QStringLiteral("area"), area);
    return run(QStringLiteral("army.retreat"), args);
}

} // namespace herald::gui
