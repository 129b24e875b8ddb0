#include "app/services/warmaster/nationfields.h"

#include "app/services/campaignservice.h"
#include "db/warmaster/nationrepository.h"

namespace herald::app {

std::optional<NationFields> nationFields(const CampaignService &service, qint64 nationId)
{
    const auto n = db::findNation(service.file()->database(), QString::number(nationId));
    if (!n)
        return std::nullopt;
    return NationFields{n->name, n->colour, n->playerName, n->armyListId, n->capital};
}

QStringList nationFieldTables()
{
    return {QStringLiteral("nation"), QStringLiteral("player"), QStringLiteral("army_list")};
}

} // namespace herald::app
