#include "app/services/skirmish/skirmishodds.h"

#include "db/campaignfile.h"
#include "db/skirmish/attackcommand.h"
#include "db/skirmish/firecommand.h"

namespace herald::app::skirmish {

namespace {

QString asLines(const QString &steps)
{
    return QString(steps).replace(QStringLiteral("; "), QStringLiteral("\n"));
}

} // namespace

Odds attackOdds(const CampaignService &service, const QString &skirmish, const QJsonObject &args)
{
    if (!service.file())
        return {};
    db::CommandOutcome refusal;
    auto desk = db::skirmish::openDesk(service.file()->database(), skirmish, &refusal);
    const auto melee = desk ? db::skirmish::declareMelee(*desk, args, &refusal) : std::nullopt;
    if (!melee)
        return {false, refusal.message};
    const auto odds = herald::skirmish::meleeOdds(melee->setup, desk->settings);
    return {odds.legal(), asLines(odds.explain())};
}

Odds shotOdds(const CampaignService &service, const QString &skirmish, const QJsonObject &args)
{
    if (!service.file())
        return {};
    db::CommandOutcome refusal;
    auto desk = db::skirmish::openDesk(service.file()->database(), skirmish, &refusal);
    const auto shot = desk ? db::skirmish::declareShot(*desk, args, &refusal) : std::nullopt;
    if (!shot)
        return {false, refusal.message};
    const auto odds = herald::skirmish::shotOdds(shot->shot, desk->settings);
    return {odds.legal(), asLines(odds.explain())};
}

} // namespace herald::app::skirmish
