#include "app/services/warmaster/retreatoffers.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/warmaster/armyplacement.h"
#include "core/warmaster/retreat.h"
#include "db/map/maprepository.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/retreatstep.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::RetreatOffers)
};

/// By army name: the battles of the turn it fought on the side not marked as the winner.
QHash<QString, QStringList> losers(const QJsonObject &report)
{
    QHash<QString, QStringList> lost;
    for (const QJsonValue &value : report.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject battle = value.toObject();
        const QJsonValue winner = battle.value(QStringLiteral("winnerSideByHand"));
        if (winner.isUndefined())
            continue;
        const QString side =
            winner.toInt() == 0 ? QStringLiteral("attackers") : QStringLiteral("defenders");
        for (const QJsonValue &army : battle.value(side).toArray())
            lost[army.toString()]
                << Tr::tr("battle %1").arg(battle.value(QStringLiteral("number")).toInt());
    }
    return lost;
}

} // namespace

std::vector<RetreatOffer> retreatOffers(const CampaignService &service)
{
    std::vector<RetreatOffer> offers;
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::Retreats)
        return offers;
    const QSqlDatabase db = service.file()->database();
    const StrategicMap map = db::loadStrategicMap(db);
    const QHash<QString, QStringList> lost =
        losers(db::engagementsReport(db, db::turnNumber(*date)));
    for (int index = 0; index < static_cast<int>(map.armies.size()); ++index) {
        const Army &army = map.armies[static_cast<std::size_t>(index)];
        if (army.state == ArmyState::Routed ||
            db::retreatedThisTurn(db, db::turnNumber(*date), army.id))
            continue;
        RetreatOffer offer;
        offer.armyId = army.id.toLongLong();
        offer.army = army.name;
        const auto nation = map.nationIndex(army.nationId);
        offer.nation = nation ? map.nations[static_cast<std::size_t>(*nation)].name : QString();
        const auto area = map.areaAt(army.area);
        offer.area =
            area ? areaLabel(map.areas[static_cast<std::size_t>(*area)]) : army.area.toXXYY();
        offer.lost = lost.value(army.name).join(QStringLiteral(", "));
        const RetreatChoice choice = retreatChoices(map, map.armies, index);
        offer.explanation = choice.explain(map);
        for (const int to : choice.areas) {
            StepChoice option;
            option.key = map.areas[static_cast<std::size_t>(to)].id();
            option.text = areaLabel(map.areas[static_cast<std::size_t>(to)]);
            offer.areas.push_back(option);
        }
        offers.push_back(offer);
    }
    std::stable_sort(offers.begin(), offers.end(),
                     [](const RetreatOffer &a, const RetreatOffer &b) {
                         return !a.lost.isEmpty() && b.lost.isEmpty();
                     });
    return offers;
}

QStringList retreatOfferTables()
{
    return {QStringLiteral("campaign"),       QStringLiteral("army"),
            QStringLiteral("nation"),         QStringLiteral("area"),
            QStringLiteral("pending_battle"), QStringLiteral("pending_battle_army"),
            QStringLiteral("army_retreat")};
}

} // namespace herald::app
