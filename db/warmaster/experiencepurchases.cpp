#include "db/warmaster/experiencepurchases.h"

#include "core/decks/table.h"
#include "db/warmaster/armyrepository.h"
#include "db/warmaster/campaigndecks.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/fatecharts.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::ExperiencePurchases)
};

/// The referee's tables the purchases roll on (§10 #10, #11; Decks & Tables ids).
const QString honourTableId = QStringLiteral("battleHonours");
const QString scenarioTableId = QStringLiteral("randomScenarios");
const QString magicDeckId = QStringLiteral("magicItems");

PurchaseMade refusal(const QString &message)
{
    PurchaseMade made;
    made.refusal = CommandOutcome::refused(message);
    return made;
}

/// One roll on the campaign's table, explained; `section` is the §10 row naming the table.
PurchaseMade rollOn(CommandContext &context, const QString &tableId, const QString &section,
                    const QString &purpose)
{
    const auto table = campaignTable(context.db, tableId);
    if (!table)
        //: %1 the §10 row, %2 the table's id
        return refusal(Tr::tr("%1 The campaign has no readable table '%2': add it in Decks & "
                              "Tables (decks install puts back the shipped one), then buy again.")
                           .arg(section, tableId));
    decks::RollRequest request;
    request.purpose = purpose;
    const decks::RollResult rolled = decks::roll(*table, request, context.dice);
    if (!rolled.ok())
        return refusal(decks::describe(rolled.error()));
    PurchaseMade made;
    made.bought = rolled.value().summary();
    made.result.insert(QStringLiteral("table"), tableId);
    made.result.insert(QStringLiteral("roll"), rolled.value().total);
    made.result.insert(QStringLiteral("rolled"), made.bought);
    return made;
}

/// The battle's armies, and the nations they belong to, as SQL lists of row ids.
struct BattleParties
{
    QVariantList armies;
    QVariantList nations;
};

BattleParties partiesOf(const QSqlDatabase &db, qint64 battleId)
{
    BattleParties parties;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT a.id, a.nation_id FROM pending_battle_army ba JOIN army a ON "
                             "a.id = ba.army_id WHERE ba.battle_id = ?"));
    if (!run(q, {battleId}))
        return parties;
    while (q.next()) {
        parties.armies << q.value(0);
        if (!parties.nations.contains(q.value(1)))
            parties.nations << q.value(1);
    }
    return parties;
}

QString placeholders(const QVariantList &values)
{
    QStringList marks;
    for (qsizetype i = 0; i < values.size(); ++i)
        marks << QStringLiteral("?");
    return marks.isEmpty() ? QStringLiteral("NULL") : marks.join(QLatin1Char(','));
}

/// The purchases waiting for the battle's armies (honours) and nations (scenarios), or those
/// used up in it: id, purchase key, nation name, army name, what was rolled.
QSqlQuery purchasesQuery(const QSqlDatabase &db, qint64 battleId, bool usedInIt)
{
    const BattleParties parties = partiesOf(db, battleId);
    const QString waiting =
        QStringLiteral("e.used_in_battle_id IS NULL AND ((e.purchase = 'battleHonour' AND "
                       "e.army_id IN (%1)) OR (e.purchase = 'randomScenario' AND e.nation_id IN "
                       "(%2)))")
            .arg(placeholders(parties.armies), placeholders(parties.nations));
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT e.id, e.purchase, n.name, a.name, e.bought FROM "
                             "experience_entry e JOIN nation n ON n.id = e.nation_id LEFT JOIN "
                             "army a ON a.id = e.army_id WHERE %1 ORDER BY e.id")
                  .arg(usedInIt ? QStringLiteral("e.used_in_battle_id = ?") : waiting));
    run(q, usedInIt ? QVariantList{battleId} : parties.armies + parties.nations);
    return q;
}

BoughtForBattle boughtOf(const QSqlQuery &q)
{
    return {q.value(1).toString() == QLatin1String("battleHonour")
                ? ExperiencePurchase::BattleHonour
                : ExperiencePurchase::RandomScenario,
            q.value(2).toString(), q.value(3).toString(), q.value(4).toString()};
}

/// A battle with a result or a winner marked by hand has been fought (§6.1).
bool fought(const QSqlDatabase &db, qint64 battleId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT 1 FROM pending_battle b LEFT JOIN battle_result r ON "
                             "r.battle_id = b.id WHERE b.id = ? AND (r.battle_id IS NOT NULL OR "
                             "b.winner_side_by_hand IS NOT NULL)"));
    return run(q, {battleId}) && q.next();
}

} // namespace

PurchaseMade rollBattleHonour(CommandContext &context, const NationRecord &nation,
                              const QString &armyRef)
{
    if (armyRef.isEmpty())
        return refusal(Tr::tr("§2.15 A battle honour is rolled for one army of %1: name it "
                              "(army).")
                           .arg(nation.name));
    const auto army = findArmy(context.db, armyRef);
    if (!army)
        return refusal(Tr::tr("§2.15 There is no army \"%1\" on the map.").arg(armyRef));
    if (army->nationId.toLongLong() != nation.id)
        return refusal(Tr::tr("§2.15 %1 is not an army of %2: a nation buys honours for its own "
                              "armies.")
                           .arg(army->name, nation.name));
    //: the purpose of the battle honour die in the history; %1 the army
    PurchaseMade made = rollOn(context, honourTableId, QStringLiteral("§10 #10"),
                               Tr::tr("battle honour for %1").arg(army->name));
    if (made.refusal)
        return made;
    made.armyId = army->id.toLongLong();
    //: %1 army, %2 the roll and the honour
    made.detail =
        Tr::tr("battle honour for %1, kept for its next battle: %2").arg(army->name, made.bought);
    made.result.insert(QStringLiteral("army"), army->name);
    return made;
}

PurchaseMade rollRandomScenario(CommandContext &context, const NationRecord &nation)
{
    //: the purpose of the random scenario die in the history; %1 the nation
    PurchaseMade made = rollOn(context, scenarioTableId, QStringLiteral("§10 #11"),
                               Tr::tr("random scenario for %1").arg(nation.name));
    if (made.refusal)
        return made;
    //: %1 the roll and the scenario
    made.detail = Tr::tr("random scenario, kept for the nation's next battle: %1").arg(made.bought);
    return made;
}

PurchaseMade drawMagicItem(CommandContext &context, const NationRecord &nation)
{
    const auto deck = loadCampaignDeck(context.db, magicDeckId);
    if (!deck)
        return refusal(Tr::tr("§2.15 The campaign has no magic item deck to draw from: the "
                              "players write the items and shuffle them into it first (§2.18)."));
    const decks::DeckResult drawn =
        decks::apply(*deck, decks::DrawCards{nation.name, decks::Facing::Down, 1}, context.dice);
    if (!drawn.ok())
        //: %1 why the deck could not give a card
        return refusal(
            Tr::tr("§2.15 No magic item can be drawn: %1").arg(decks::describe(drawn.error())));
    if (!saveCampaignDeck(context.db, drawn.value().deck))
        return refusal(Tr::tr("The magic item deck could not be kept."));
    PurchaseMade made;
    made.bought = drawn.value().cardIds.value(0);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral(
        "INSERT INTO nation_item (card_id, nation_id, since_year) VALUES (?, ?, ?)"));
    if (!run(q, {made.bought, nation.id, context.date.year})) {
        made.refusal = CommandOutcome::storageFailed(q);
        return made;
    }
    const decks::Card *card = drawn.value().deck.card(made.bought);
    const QString title = card ? card->title : made.bought;
    //: %1 the magic item's name
    made.detail = Tr::tr("the magic item %1, drawn from the magic item deck").arg(title);
    //: %1 nation, %2 the magic item's name, %3 cards left in the deck
    made.lines << Tr::tr("§2.15 %1 draws the top card of the magic item deck: %2 (%3 left); it "
                         "waits on the roster until one of its characters takes it.")
                      .arg(nation.name, title)
                      .arg(drawn.value().deck.drawPile.size());
    made.result.insert(QStringLiteral("card"), made.bought);
    made.result.insert(QStringLiteral("item"), title);
    return made;
}

QString useUpPurchases(const QSqlDatabase &db, qint64 battleId, QStringList &lines)
{
    QSqlQuery waiting = purchasesQuery(db, battleId, false);
    if (waiting.lastError().isValid())
        return waiting.lastError().text();
    QSqlQuery use(db);
    use.prepare(QStringLiteral("UPDATE experience_entry SET used_in_battle_id = ? WHERE id = ?"));
    while (waiting.next()) {
        if (!run(use, {battleId, waiting.value(0)}))
            return use.lastError().text();
        //: %1 what was bought, as the brief showed it
        lines << Tr::tr("%1 — used in this battle").arg(boughtOf(waiting).briefLine());
    }
    return {};
}

std::vector<BoughtForBattle> purchasesForBattle(const QSqlDatabase &db, qint64 battleId)
{
    std::vector<BoughtForBattle> bought;
    QSqlQuery q = purchasesQuery(db, battleId, fought(db, battleId));
    while (q.next())
        bought.push_back(boughtOf(q));
    return bought;
}

} // namespace herald::db
