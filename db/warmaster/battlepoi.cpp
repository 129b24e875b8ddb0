#include "db/warmaster/battlepoi.h"

#include "core/decks/content.h"
#include "core/warmaster/armylist.h"
#include "core/warmaster/poieffects.h"
#include "db/warmaster/campaigndecks.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/nationrepository.h"

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
    Q_DECLARE_TR_FUNCTIONS(herald::db::BattlePoi)
};

/// §6.9: the POI's controller draws a treasure card, face down.
void drawTreasure(CommandContext &context, const std::optional<NationRecord> &owner,
                  PoiApplied &out)
{
    if (!owner) {
        out.lines << Tr::tr("§6.9 Nobody controls the POI's area: no treasure card is drawn.");
        return;
    }
    const auto deck = loadCampaignDeck(context.db, QStringLiteral("treasure"));
    if (!deck) {
        out.lines << Tr::tr("§6.9 %1 controls the POI, but the campaign has no treasure deck: "
                            "draw the card by hand.")
                         .arg(owner->name);
        return;
    }
    const decks::DeckResult drawn =
        decks::apply(*deck, decks::DrawCards{owner->name, decks::Facing::Down, 1}, context.dice);
    if (!drawn.ok()) {
        out.lines << Tr::tr("§6.9 %1 controls the POI, but no treasure card can be drawn: %2")
                         .arg(owner->name, decks::describe(drawn.error()));
        return;
    }
    if (!saveCampaignDeck(context.db, drawn.value().deck)) {
        out.failure = CommandOutcome::storageFailed(Tr::tr("The treasure deck could not be kept."));
        return;
    }
    out.lines << Tr::tr("§6.9 %1 controls the POI when the battle ends: draws a treasure card, "
                        "face down.")
                     .arg(owner->name);
    out.result.insert(QStringLiteral("treasure"),
                      QJsonObject{{QStringLiteral("nation"), owner->name},
                                  {QStringLiteral("card"), drawn.value().cardIds.value(0)}});
}

/// §6.9, I-29: the winning nation's free wizard for the year, and wizards for sale to it.
void giveWizard(CommandContext &context, std::optional<int> winnerSide,
                const QHash<qint64, int> &nationSides, PoiApplied &out)
{
    if (!winnerSide) {
        out.lines << Tr::tr("§6.9 The Wizards Tower's battle is a draw: nobody gains a wizard.");
        return;
    }
    const QList<qint64> winners = nationSides.keys(*winnerSide);
    if (winners.size() != 1) {
        out.lines << Tr::tr("§6.9, I-29 %1 nations won at the Wizards Tower: the referee gives "
                            "the free wizard to one of them (character.buy with free).")
                         .arg(winners.size());
        return;
    }
    const auto nation = findNation(context.db, QString::number(winners.first()));
    const auto roster = loadRoster(context.db, winners.first(), context.date.year);
    if (!nation || !roster) {
        out.lines << Tr::tr("§6.9 The winner has no roster this year: no wizard is added.");
        return;
    }
    QString entry;
    if (const auto list = loadArmyList(context.db, nation->armyListId))
        for (const CharacterEntry &c : list->characters)
            if (c.type == CharacterType::Wizard && entry.isEmpty())
                entry = c.name;
    const QString name = Tr::tr("Tower wizard of %1").arg(nation->name);
    QSqlQuery q(context.db);
    q.prepare(QStringLiteral("INSERT INTO character (nation_id, name, type, list_entry) VALUES (?, "
                             "?, 'wizard', ?)"));
    if (!run(q, {nation->id, name, entry})) {
        out.failure = CommandOutcome::storageFailed(q);
        return;
    }
    const qint64 wizard = q.lastInsertId().toLongLong();
    q.prepare(QStringLiteral("INSERT INTO roster_character (roster_id, character_id, free) VALUES "
                             "(?, ?, 1)"));
    if (!run(q, {roster->id, wizard})) {
        out.failure = CommandOutcome::storageFailed(q);
        return;
    }
    q.prepare(QStringLiteral("UPDATE roster SET wizards_allowed = 1 WHERE id = ?"));
    if (!run(q, {roster->id})) {
        out.failure = CommandOutcome::storageFailed(q);
        return;
    }
    out.lines << Tr::tr("§6.9, I-29 %1 won at the Wizards Tower: %2 joins its roster free for the "
                        "year, and it may buy wizards.")
                     .arg(nation->name, name);
    out.result.insert(QStringLiteral("wizard"),
                      QJsonObject{{QStringLiteral("nation"), nation->name},
                                  {QStringLiteral("character"), wizard}});
}

} // namespace

BattlePoi battlePoi(const QSqlDatabase &db, qint64 battle)
{
    BattlePoi poi;
    QSqlQuery q(db);
    // The card battle.prepare drew for the battle (§5.3, schema 15) comes first; a battle
    // prepared without one was fought at the area's own POI.
    q.prepare(QStringLiteral(
        "SELECT COALESCE(p.poi_card, a.poi_card), a.owner_nation_id FROM pending_battle b JOIN "
        "area a ON a.hex = b.area LEFT JOIN battle_preparation p ON p.battle_id = b.id WHERE "
        "b.id = ? AND b.location = 'poi'"));
    if (!run(q, {battle})) {
        poi.readable = false;
        return poi;
    }
    if (q.next()) {
        poi.cardId = q.value(0).toString();
        poi.ownerNationId = q.value(1).toString();
    }
    return poi;
}

bool foughtAtPortal(const QSqlDatabase &db, qint64 battle)
{
    const BattlePoi poi = battlePoi(db, battle);
    if (poi.cardId.isEmpty())
        return false;
    const auto deck = loadCampaignDeck(db, QStringLiteral("poi"));
    const decks::Card *card = deck ? deck->card(poi.cardId) : nullptr;
    return card && poiBattleEffects(card->tags, true, true).portalForWinner;
}

PoiApplied applyPoiEffects(CommandContext &context, qint64 battle, std::optional<int> winnerSide,
                           const QHash<qint64, int> &nationSides)
{
    PoiApplied out;
    const BattlePoi poi = battlePoi(context.db, battle);
    if (!poi.readable) {
        out.failure = CommandOutcome::storageFailed(Tr::tr("The battle's POI could not be read."));
        return out;
    }
    if (poi.cardId.isEmpty())
        return out; // not fought at a POI
    const QString cardId = poi.cardId;
    const std::optional<NationRecord> owner =
        poi.ownerNationId.isEmpty() ? std::nullopt : findNation(context.db, poi.ownerNationId);
    const auto deck = loadCampaignDeck(context.db, QStringLiteral("poi"));
    const decks::Card *card = deck ? deck->card(cardId) : nullptr;
    if (!card) {
        out.lines << Tr::tr("§6.9 The POI card \"%1\" is not in the campaign's POI deck: its "
                            "effects are left to the referee.")
                         .arg(cardId);
        return out;
    }
    out.result.insert(QStringLiteral("card"), cardId);
    const PoiBattleEffects effects = poiBattleEffects(card->tags, true, winnerSide.has_value());
    if (effects.treasureForController)
        drawTreasure(context, owner, out);
    if (!out.failure && card->tags.contains(QStringLiteral("free-wizard")))
        giveWizard(context, winnerSide, nationSides, out); // says why a draw gives none
    if (effects.portalForWinner)
        out.lines << Tr::tr("§6.9, I-37 The winner may move his army through the magic portal to "
                            "an area without town, city or army (battle.portal).");
    return out;
}

} // namespace herald::db
