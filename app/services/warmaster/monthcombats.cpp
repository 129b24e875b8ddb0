#include "app/services/warmaster/monthcombats.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/warmaster/army.h"
#include "db/warmaster/engagementstep.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::MonthCombats)
};

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray())
        list << value.toString();
    return list;
}

QString locationName(const QString &key)
{
    const auto location = fromKey<ArmyLocation>(key);
    return location ? nameOf(*location) : key;
}

/// The nations of the engagement in the order their armies are listed, with their armies.
std::vector<EngagementSide> sidesOf(const QJsonObject &engagement)
{
    std::vector<EngagementSide> sides;
    for (const QJsonValue &value : engagement.value(QStringLiteral("armies")).toArray()) {
        const QJsonObject army = value.toObject();
        const QString nation = army.value(QStringLiteral("nation")).toString();
        auto side = std::find_if(sides.begin(), sides.end(),
                                 [&](const EngagementSide &s) { return s.nation == nation; });
        if (side == sides.end()) {
            EngagementSide fresh;
            fresh.nation = nation;
            fresh.chosen = true;
            sides.push_back(fresh);
            side = std::prev(sides.end());
        }
        const QString name = army.value(QStringLiteral("name")).toString();
        side->armies = side->armies.isEmpty() ? name : side->armies + QStringLiteral(", ") + name;
        if (army.value(QStringLiteral("chooses")).toBool()) {
            side->chooses = true;
            side->chosen = side->chosen && army.value(QStringLiteral("chosen")).toBool();
        }
        if (army.contains(QStringLiteral("location")))
            side->location = locationName(army.value(QStringLiteral("location")).toString());
    }
    for (const QJsonValue &value : engagement.value(QStringLiteral("stances")).toArray()) {
        const QJsonObject stance = value.toObject();
        for (EngagementSide &side : sides) {
            if (side.nation == stance.value(QStringLiteral("nation")).toString()) {
                side.declares = true;
                side.declared = stance.value(QStringLiteral("declared")).toBool();
            }
        }
    }
    for (EngagementSide &side : sides)
        side.chosen = side.chooses && side.chosen;
    return sides;
}

PendingBattleEntry battleOf(const QJsonObject &b)
{
    PendingBattleEntry battle;
    battle.number = b.value(QStringLiteral("number")).toInt();
    battle.defenders = strings(b.value(QStringLiteral("defenders"))).join(QStringLiteral(", "));
    battle.attackers = strings(b.value(QStringLiteral("attackers"))).join(QStringLiteral(", "));
    battle.defenderNation = strings(b.value(QStringLiteral("defenderNations"))).value(0);
    battle.attackerNation = strings(b.value(QStringLiteral("attackerNations"))).value(0);
    //: %1 battle number, %2 area, %3 where in the area, %4 defenders, %5 attackers
    battle.text = Tr::tr("Battle %1 in %2, %3: %4 (defending) against %5")
                      .arg(battle.number)
                      .arg(b.value(QStringLiteral("area")).toString(),
                           locationName(b.value(QStringLiteral("location")).toString()),
                           battle.defenders, battle.attackers);
    battle.winnerSide = b.value(QStringLiteral("winnerSideByHand")).toInt(-1);
    const QJsonObject result = b.value(QStringLiteral("result")).toObject();
    const QJsonArray vp = result.value(QStringLiteral("vp")).toArray();
    if (!result.isEmpty() && battle.winnerSide < 0)
        //: %1 and %2 the defenders' and attackers' victory points
        battle.result = Tr::tr("A draw, %1 to %2 VP").arg(vp.at(0).toInt()).arg(vp.at(1).toInt());
    else if (!result.isEmpty())
        //: %1 the level key (minor, major, rout), %2 the winning armies, %3 and %4 the VP
        battle.result = Tr::tr("Won by %1 (%2), %3 to %4 VP")
                            .arg(battle.winnerSide == 0 ? battle.defenders : battle.attackers,
                                 result.value(QStringLiteral("level")).toString())
                            .arg(vp.at(0).toInt())
                            .arg(vp.at(1).toInt());
    return battle;
}

} // namespace

std::vector<EngagementEntry> monthEngagements(const CampaignService &service)
{
    std::vector<EngagementEntry> entries;
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::Combats)
        return entries;
    const QJsonObject report =
        db::engagementsReport(service.file()->database(), db::turnNumber(*date));
    for (const QJsonValue &value : report.value(QStringLiteral("engagements")).toArray()) {
        const QJsonObject e = value.toObject();
        EngagementEntry entry;
        entry.number = e.value(QStringLiteral("number")).toInt();
        entry.area = e.value(QStringLiteral("area")).toString();
        entry.resolved = e.value(QStringLiteral("resolved")).toBool();
        entry.sides = sidesOf(e);
        entries.push_back(entry);
    }
    for (const QJsonValue &value : report.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        const int engagement = b.value(QStringLiteral("engagement")).toInt();
        for (EngagementEntry &entry : entries) {
            if (entry.number == engagement)
                entry.battles.push_back(battleOf(b));
        }
    }
    return entries;
}

QStringList monthEngagementTables()
{
    return {QStringLiteral("campaign"),
            QStringLiteral("army"),
            QStringLiteral("nation"),
            QStringLiteral("area"),
            QStringLiteral("engagement"),
            QStringLiteral("engagement_army"),
            QStringLiteral("engagement_stance"),
            QStringLiteral("pending_battle"),
            QStringLiteral("pending_battle_army"),
            QStringLiteral("pending_battle_independent")};
}

} // namespace herald::app
