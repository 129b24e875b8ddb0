#include "app/services/warmaster/battlebriefs.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "app/services/warmaster/currentroster.h"
#include "core/warmaster/battlebrief.h"
#include "core/warmaster/engagementchart.h"
#include "core/warmaster/victory.h"
#include "db/decks/decksstore.h"
#include "db/warmaster/battlepoi.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/experiencepurchases.h"
#include "db/warmaster/independentstore.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/monthstore.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QSqlQuery>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::BattleBriefs)
};

QStringList strings(const QJsonValue &array)
{
    QStringList list;
    for (const QJsonValue &value : array.toArray())
        list << value.toString();
    return list;
}

template <typename E> QString keyName(const QJsonValue &key)
{
    const auto value = fromKey<E>(key.toString());
    return value ? nameOf(*value) : key.toString();
}

/// The pending battle as the core knows it, from the engagements report's row.
PendingBattle pendingBattleOf(const QJsonObject &b)
{
    PendingBattle battle;
    battle.kind = fromKey<BattleKind>(b.value(QStringLiteral("kind")).toString())
                      .value_or(BattleKind::Battle);
    battle.armiesPerSide = b.value(QStringLiteral("armiesPerSide")).toInt(1);
    battle.fortifications = b.value(QStringLiteral("fortifications")).toInt();
    battle.objectiveHolder = b.value(QStringLiteral("objectiveHolder")).toInt(-1);
    battle.sides = {strings(b.value(QStringLiteral("defenderIds"))),
                    strings(b.value(QStringLiteral("attackerIds")))};
    return battle;
}

/// Whether every army of the side was in the area before this turn and did not move (§5.11).
bool stayedPut(const db::MonthMap &month, const QStringList &armyIds)
{
    for (const QString &id : armyIds) {
        const Army *army = month.findArmy(id);
        if (!army || army->moved)
            return false;
    }
    return !armyIds.isEmpty();
}

/// The roster in words: units left per line, active characters with their items, mobs.
FieldableNation fieldableOf(const QJsonObject &roster)
{
    FieldableNation nation;
    const QString name = roster.value(QStringLiteral("nation")).toString();
    const QString expedition = roster.value(QStringLiteral("expedition")).toString();
    nation.heading =
        expedition.isEmpty()
            //: %1 nation, %2 race, %3 year
            ? Tr::tr("%1 (%2): the roster of year %3")
                  .arg(name, roster.value(QStringLiteral("race")).toString())
                  .arg(roster.value(QStringLiteral("year")).toInt())
            //: %1 nation, %2 race, %3 expedition, %4 year
            : Tr::tr("%1 (%2): the roster of the expedition %3, year %4 (I-71)")
                  .arg(name, roster.value(QStringLiteral("race")).toString(), expedition)
                  .arg(roster.value(QStringLiteral("year")).toInt());
    for (const QJsonValue &c : roster.value(QStringLiteral("categories")).toArray()) {
        const QJsonObject category = c.toObject();
        for (const QJsonValue &l : category.value(QStringLiteral("lines")).toArray()) {
            const QJsonObject line = l.toObject();
            const QString types =
                strings(line.value(QStringLiteral("unitTypes"))).join(QStringLiteral(", "));
            const int number = line.value(QStringLiteral("line")).toInt();
            //: %1 category, %2 line number, %3 unit types, %4 units left, %5 units bought,
            //: %6 points each
            nation.units << Tr::tr("%1, line %2: %3 — %4 of %5 left, %6 points each")
                                .arg(category.value(QStringLiteral("name")).toString())
                                .arg(number)
                                .arg(types)
                                .arg(line.value(QStringLiteral("available")).toInt())
                                .arg(line.value(QStringLiteral("purchased")).toInt())
                                .arg(line.value(QStringLiteral("cost")).toString());
            //: %1 nation, %2 line number, %3 unit types
            nation.formRows << Tr::tr("%1, line %2: %3").arg(name).arg(number).arg(types);
        }
    }
    for (const QJsonValue &c : roster.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject character = c.toObject();
        if (character.value(QStringLiteral("status")).toString() != QLatin1String("active"))
            continue;
        const QStringList items = strings(character.value(QStringLiteral("magicItems")));
        //: %1 name, %2 type (general, hero...)
        QString text = Tr::tr("%1, %2").arg(character.value(QStringLiteral("name")).toString(),
                                            character.value(QStringLiteral("typeName")).toString());
        if (!items.isEmpty())
            //: %1 the character, %2 his magic items
            text = Tr::tr("%1, carrying %2").arg(text, items.join(QStringLiteral(", ")));
        nation.characters << text;
    }
    nation.mobs =
        Tr::tr("Mobs: up to %1 units (§2.6)").arg(roster.value(QStringLiteral("mobLimit")).toInt());
    return nation;
}

BattleSideBrief sideOf(const CampaignService &service, const db::MonthMap &month,
                       const QStringList &armyIds, const BattleBriefFacts &facts, int side)
{
    BattleSideBrief brief;
    brief.role = side == 0 ? Tr::tr("Defenders") : Tr::tr("Attackers");
    brief.deployment = facts.deploymentText(side);
    QStringList rosterKeys;
    for (const QString &id : armyIds) {
        const Army *army = month.findArmy(id);
        if (!army)
            continue;
        const auto nation = month.map.nationIndex(army->nationId);
        const QString player = nation ? month.map.nations.at(*nation).player : QString();
        const QString nationName = month.nationName(army->nationId);
        brief.armies << (player.isEmpty()
                             //: %1 army, %2 nation
                             ? Tr::tr("%1 (%2)").arg(army->name, nationName)
                             //: %1 army, %2 nation, %3 player
                             : Tr::tr("%1 (%2, played by %3)").arg(army->name, nationName, player));
        // I-71: an expedition's army fights from its own roster, the nation's other armies
        // from what the expeditions left.
        const QString rosterKey = army->expeditionId.isEmpty()
                                      ? army->nationId
                                      : QStringLiteral("expedition ") + army->expeditionId;
        if (!rosterKeys.contains(rosterKey)) {
            rosterKeys << rosterKey;
            const QJsonObject roster = fieldableRoster(service, army->nationId.toLongLong(),
                                                       army->expeditionId.toLongLong());
            if (!roster.isEmpty()) {
                brief.rosters.append(roster);
                brief.nations.push_back(fieldableOf(roster));
            }
        }
    }
    return brief;
}

/// An independent lesser-race army's side (§7.7.6, I-75): no roster, rated afresh for the battle.
void addIndependentSide(const QSqlDatabase &db, int turn, const QString &race, int points,
                        BattleSideBrief &side)
{
    QString controller = Tr::tr("the referee");
    const QHash<QString, QString> names = db::nationNames(db);
    for (const IndependentArmy &army : db::loadIndependentArmies(db, turn)) {
        if (army.raceName == race && !army.controller.isEmpty())
            controller = names.value(army.controller);
    }
    //: %1 race, %2 who commands it
    side.armies << Tr::tr("The independent %1 army (a lesser race, commanded by %2, I-75)")
                       .arg(race, controller);
    FieldableNation nation;
    //: %1 race, %2 points
    nation.heading = Tr::tr("%1: no roster; rated afresh to a legal army of %2 points for this "
                            "battle, its losses do not count (§7.7.6)")
                         .arg(race)
                         .arg(points);
    side.nations.push_back(nation);
}

QString objectiveLine(const BattleBriefFacts &facts)
{
    if (facts.objectiveHolder < 0)
        return facts.objective;
    //: %1 the objective ("a building"), %2 "the defenders" or "the attackers"
    return Tr::tr("%1, held by %2 at the start")
        .arg(facts.objective,
             facts.objectiveHolder == 0 ? Tr::tr("the defenders") : Tr::tr("the attackers"));
}

QString fortificationsLine(const BattleBriefFacts &facts)
{
    if (facts.garrisonCost == 0)
        return {};
    //: %1 number of free fortifications, %2 points per pavise or garrison
    return Tr::tr("%1 free fortifications (§2.17); the owner may buy pavises or garrisons at %2 "
                  "points each (I-45)")
        .arg(facts.fortifications)
        .arg(facts.garrisonCost);
}

QString resultLine(const QJsonObject &b)
{
    const QJsonObject result = b.value(QStringLiteral("result")).toObject();
    if (result.isEmpty())
        return {};
    const QJsonArray vp = result.value(QStringLiteral("vp")).toArray();
    const int winner = b.value(QStringLiteral("winnerSideByHand")).toInt(-1);
    if (winner < 0)
        //: %1 and %2 the defenders' and attackers' victory points
        return Tr::tr("A draw, %1 to %2 VP").arg(vp.at(0).toInt()).arg(vp.at(1).toInt());
    const QString winners =
        strings(b.value(winner == 0 ? QStringLiteral("defenders") : QStringLiteral("attackers")))
            .join(QStringLiteral(", "));
    const QString level = result.value(QStringLiteral("level")).toString();
    const VictoryLevel levelValue = level == QLatin1String("rout")    ? VictoryLevel::Rout
                                    : level == QLatin1String("major") ? VictoryLevel::Major
                                                                      : VictoryLevel::Minor;
    //: %1 the winning armies, %2 the victory level ("major victory"), %3 and %4 the VP
    return Tr::tr("Won by %1: %2, %3 to %4 VP")
        .arg(winners, victoryLevelName(levelValue))
        .arg(vp.at(0).toInt())
        .arg(vp.at(1).toInt());
}

/// "Heavy rain: rain sweeps the field..." for a card of a deck, or its bare id when the deck or
/// card is gone; `faceUpOnly` leaves a card held face down unread.
QString cardText(const QSqlDatabase &db, const QString &deckId, const QString &cardId,
                 bool faceUpOnly)
{
    QString error;
    const auto deck = db::decks::DecksStore(db).deck(deckId, &error);
    const decks::Card *card = deck ? deck->card(cardId) : nullptr;
    if (!card)
        return cardId;
    if (faceUpOnly) {
        const decks::HeldCard *held = deck->held(cardId);
        if (held && held->facing == decks::Facing::Down)
            return {};
    }
    //: %1 a card's title, %2 its text
    return card->text.isEmpty() ? card->title : Tr::tr("%1: %2").arg(card->title, card->text);
}

/// What battle.prepare stored for the battle (§5.10), if it ran.
void addPreparation(const QSqlDatabase &db, int turn, BattleBrief &brief)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral(
        "SELECT p.event_deck, p.event_card, p.poi_deck, p.poi_card, p.first_placer, "
        "p.placer_face FROM battle_preparation p JOIN pending_battle b ON b.id = p.battle_id "
        "WHERE b.turn = ? AND b.number = ?"));
    q.addBindValue(turn);
    q.addBindValue(brief.number);
    if (!q.exec() || !q.next())
        return;
    brief.prepared = true;
    brief.eventCard = q.value(1).isNull()
                          ? Tr::tr("none drawn (the campaign has no event deck left): draw one "
                                   "at the table")
                          : cardText(db, q.value(0).toString(), q.value(1).toString(), false);
    brief.poiDeck = q.value(2).toString();
    brief.poiCardId = q.value(3).toString();
    if (!brief.poiCardId.isEmpty())
        brief.poiCard = cardText(db, brief.poiDeck, brief.poiCardId, true);
    const QString side =
        q.value(4).toInt() == 0 ? Tr::tr("The defenders") : Tr::tr("The attackers");
    brief.firstPlacer =
        q.value(5).isNull()
            //: %1 "The defenders" or "The attackers"
            ? Tr::tr("%1 place the first terrain piece (the referee's choice)").arg(side)
            //: %1 "The defenders" or "The attackers", %2 the d6
            : Tr::tr("%1 place the first terrain piece (d6: %2)").arg(side).arg(q.value(5).toInt());
}

/// §2.15: the honours and scenarios the battle's nations bought for it, as the brief's lines.
QStringList boughtLines(const QSqlDatabase &db, int turn, int number)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM pending_battle WHERE turn = ? AND number = ?"));
    q.addBindValue(turn);
    q.addBindValue(number);
    if (!q.exec() || !q.next())
        return {};
    QStringList lines;
    for (const BoughtForBattle &bought : db::purchasesForBattle(db, q.value(0).toLongLong()))
        lines << bought.briefLine();
    return lines;
}

/// The explanation battle.result gave for this battle of the current month, from the history
/// entry that entered it (a corrected result undid the earlier entry). Entering or undoing a
/// result changes battle_result too, so following that table is enough.
QStringList resultExplanation(const QSqlDatabase &db, const CampaignDate &date, int number)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT explanation FROM history WHERE command = 'battle.result' AND "
                             "undone = 0 AND year = ? AND month = ? AND "
                             "json_extract(args, '$.battle') = ? ORDER BY id DESC LIMIT 1"));
    q.addBindValue(date.year);
    q.addBindValue(date.month);
    q.addBindValue(number);
    if (!q.exec() || !q.next())
        return {};
    return strings(QJsonDocument::fromJson(q.value(0).toString().toUtf8()).array());
}

/// §6.9, I-37: the winning armies (by name) that may still take the magic portal the battle
/// was fought at.
QStringList portalArmies(const QSqlDatabase &db, int turn, const QJsonObject &b,
                         const db::MonthMap &month)
{
    const QJsonValue winner = b.value(QStringLiteral("winnerSideByHand"));
    if (!b.contains(QStringLiteral("result")) || winner.isUndefined())
        return {};
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT id FROM pending_battle WHERE turn = ? AND number = ?"));
    q.addBindValue(turn);
    q.addBindValue(b.value(QStringLiteral("number")).toInt());
    if (!q.exec() || !q.next())
        return {};
    const qint64 battle = q.value(0).toLongLong();
    if (!db::foughtAtPortal(db, battle))
        return {};
    q.prepare(QStringLiteral("SELECT army_id FROM battle_portal_move WHERE battle_id = ?"));
    q.addBindValue(battle);
    QStringList moved;
    if (q.exec()) {
        while (q.next())
            moved << q.value(0).toString();
    }
    QStringList armies;
    for (const QString &id :
         strings(b.value(winner.toInt() == 0 ? QStringLiteral("defenderIds")
                                             : QStringLiteral("attackerIds")))) {
        const Army *army = month.findArmy(id);
        if (army && !moved.contains(id))
            armies << army->name;
    }
    return armies;
}

} // namespace

QJsonObject BattleBrief::toJson() const
{
    QJsonArray sideArray;
    for (const BattleSideBrief &side : sides)
        sideArray.append(
            QJsonObject{{QStringLiteral("role"), side.role},
                        {QStringLiteral("armies"), QJsonArray::fromStringList(side.armies)},
                        {QStringLiteral("deployment"), side.deployment},
                        {QStringLiteral("rosters"), side.rosters}});
    QJsonObject json{{QStringLiteral("number"), number},
                     {QStringLiteral("title"), title},
                     {QStringLiteral("kind"), kind},
                     {QStringLiteral("area"), area},
                     {QStringLiteral("terrain"), terrain},
                     {QStringLiteral("location"), location},
                     {QStringLiteral("pointsPerSide"), pointsPerSide},
                     {QStringLiteral("terrainCardsDrawn"), terrainDrawn},
                     {QStringLiteral("terrainCardsKept"), terrainKept},
                     {QStringLiteral("terrainCardsReason"), terrainReason},
                     {QStringLiteral("objective"), objective},
                     {QStringLiteral("ending"), ending},
                     {QStringLiteral("sides"), sideArray}};
    if (!fortifications.isEmpty())
        json.insert(QStringLiteral("fortifications"), fortifications);
    if (!result.isEmpty()) {
        json.insert(QStringLiteral("result"), result);
        json.insert(QStringLiteral("resultLines"), QJsonArray::fromStringList(resultLines));
        if (!portalArmies.isEmpty())
            json.insert(QStringLiteral("portalArmies"), QJsonArray::fromStringList(portalArmies));
    }
    json.insert(QStringLiteral("prepared"), prepared);
    if (prepared) {
        json.insert(QStringLiteral("eventCard"), eventCard);
        json.insert(QStringLiteral("firstPlacer"), firstPlacer);
    }
    if (!bought.isEmpty())
        json.insert(QStringLiteral("bought"), QJsonArray::fromStringList(bought));
    if (!poiCardId.isEmpty())
        json.insert(QStringLiteral("poiCard"), poiCard.isEmpty() ? QJsonValue() : poiCard);
    return json;
}

std::vector<BattleBrief> battleBriefs(const CampaignService &service)
{
    std::vector<BattleBrief> briefs;
    const auto date = campaignDate(service);
    if (!date || date->step != CampaignStep::Combats)
        return briefs;
    const QSqlDatabase db = service.file()->database();
    const db::MonthMap month = db::loadMonthMap(db);
    const QJsonObject report = db::engagementsReport(db, db::turnNumber(*date));
    for (const QJsonValue &value : report.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        const PendingBattle battle = pendingBattleOf(b);
        const auto hex = map::Hex::fromXXYY(b.value(QStringLiteral("areaId")).toString());
        const auto areaIndex = hex ? month.map.areaAt(*hex) : std::nullopt;
        const Area area = areaIndex ? month.map.areas.at(*areaIndex) : Area{};
        const BattleBriefFacts facts = battleBriefFacts(
            battle, area, {stayedPut(month, battle.sides[0]), stayedPut(month, battle.sides[1])},
            month.settings);
        BattleBrief brief;
        brief.number = b.value(QStringLiteral("number")).toInt();
        brief.kind = nameOf(battle.kind);
        brief.area = b.value(QStringLiteral("area")).toString();
        //: %1 battle number, %2 the kind of battle, %3 the area
        brief.title = Tr::tr("Battle %1: %2 in %3").arg(brief.number).arg(brief.kind, brief.area);
        brief.terrain = area.terrainDescription();
        brief.location = keyName<ArmyLocation>(b.value(QStringLiteral("location")));
        brief.pointsPerSide = facts.pointsPerSide;
        brief.terrainDrawn = facts.terrainDrawn;
        brief.terrainKept = facts.kept.cards;
        brief.terrainReason = facts.kept.reason;
        brief.objective = objectiveLine(facts);
        brief.fortifications = fortificationsLine(facts);
        brief.ending = BattleBriefFacts::endingText();
        for (int side = 0; side < 2; ++side) {
            brief.sides.at(side) = sideOf(service, month, battle.sides.at(side), facts, side);
            const QString independent = b.value(side == 0 ? QStringLiteral("defenderIndependent")
                                                          : QStringLiteral("attackerIndependent"))
                                            .toString();
            if (!independent.isEmpty())
                addIndependentSide(db, db::turnNumber(*date), independent, facts.pointsPerSide,
                                   brief.sides.at(side));
        }
        brief.result = resultLine(b);
        if (!brief.result.isEmpty()) {
            brief.resultLines = resultExplanation(db, *date, brief.number);
            brief.portalArmies = portalArmies(db, db::turnNumber(*date), b, month);
        }
        addPreparation(db, db::turnNumber(*date), brief);
        brief.bought = boughtLines(db, db::turnNumber(*date), brief.number);
        briefs.push_back(brief);
    }
    return briefs;
}

QStringList battleBriefTables()
{
    QStringList tables = fieldableRosterTables();
    tables << QStringLiteral("army") << QStringLiteral("area") << QStringLiteral("pending_battle")
           << QStringLiteral("pending_battle_army") << QStringLiteral("battle_result")
           << QStringLiteral("battle_preparation") << QStringLiteral("decks_deck")
           << QStringLiteral("pending_battle_independent") << QStringLiteral("independent_army")
           << QStringLiteral("battle_portal_move") << QStringLiteral("experience_entry");
    return tables;
}

} // namespace herald::app
