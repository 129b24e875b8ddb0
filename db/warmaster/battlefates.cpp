// The character and magic item fates of battle.result (§6.4, §6.5, I-24..I-26): read from the
// sheet's "characters" lists, rolled after the survival rolls, stored in battle_character_fate
// and battle_item_fate (schema 17) next to the character and item rows they change.
#include "db/warmaster/battlefates.h"

#include "core/decks/content.h"
#include "core/warmaster/characterfate.h"
#include "core/warmaster/characterstatus.h"
#include "db/warmaster/commandsupport.h"
#include "db/warmaster/fatecharts.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::BattleFates)
};

/// The deck the written magic items are shuffled into (db/decks, rules §2.18).
const QString kMagicDeckId = QStringLiteral("magicItems");

/// A character of one of `nations` on its roster for `year`: by id (a number) or by name.
struct FoundCharacter
{
    qint64 id = 0;
    QString name;
    qint64 nationId = 0;
    CharacterStatus status = CharacterStatus::Active;
};

std::vector<FoundCharacter> rosterCharacters(const QSqlDatabase &db, const QList<qint64> &nations,
                                             int year)
{
    std::vector<FoundCharacter> found;
    for (const qint64 nation : nations) {
        const auto stored = loadRoster(db, nation, year);
        if (!stored)
            continue;
        for (std::size_t i = 0; i < stored->characterIds.size(); ++i)
            found.push_back({stored->characterIds[i], stored->roster.characters[i].name, nation,
                             stored->roster.characters[i].status});
    }
    return found;
}

/// The character `ref` names among `candidates`: its id, or a name only one of them has.
std::optional<FoundCharacter> pick(const std::vector<FoundCharacter> &candidates,
                                   const QJsonValue &ref)
{
    std::optional<FoundCharacter> match;
    for (const FoundCharacter &c : candidates) {
        const bool hit = ref.isDouble() ? c.id == ref.toInteger() : c.name == ref.toString();
        if (!hit)
            continue;
        if (match)
            return std::nullopt; // two characters of that name: the id must be used
        match = c;
    }
    return match;
}

QString nationName(const QSqlDatabase &db, qint64 id)
{
    const auto nation = findNation(db, QString::number(id));
    return nation ? nation->name : QString::number(id);
}

/// The item's title as the deck or the written list has it, else its card id.
QString itemTitle(const QSqlDatabase &db, const QString &card)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT name FROM decks_magic_item WHERE id = ?"));
    if (run(q, {card}) && q.next())
        return q.value(0).toString();
    return card;
}

} // namespace

FateSheet readFateSheet(const CommandContext &context, const QJsonArray &sides,
                        const QHash<qint64, int> &nationSides, int battle)
{
    FateSheet sheet;
    const auto refuse = [&sheet](const QString &message) {
        sheet.refusal = CommandOutcome::refused(message);
        return sheet;
    };
    QSet<qint64> listed;
    for (int side = 0; side < 2; ++side) {
        const QJsonArray characters =
            sides.at(side).toObject().value(QStringLiteral("characters")).toArray();
        const QJsonArray present =
            sides.at(side).toObject().value(QStringLiteral("present")).toArray();
        if (characters.isEmpty() && present.isEmpty())
            continue;
        const QList<qint64> own = nationSides.keys(side);
        const QList<qint64> enemies = nationSides.keys(1 - side);
        const auto ownCharacters = rosterCharacters(context.db, own, context.date.year);
        const auto enemyCharacters = rosterCharacters(context.db, enemies, context.date.year);
        for (const QJsonValue &value : characters) {
            const QJsonObject c = value.toObject();
            const QJsonValue ref = c.value(QStringLiteral("character"));
            const QString shown = ref.toVariant().toString();
            const auto found = pick(ownCharacters, ref);
            if (!found)
                return refuse(Tr::tr("§6.4 No single character \"%1\" is on the roster of a "
                                     "nation fighting on side %2 of battle %3 this year (use his "
                                     "id when two share the name).")
                                  .arg(shown, QString::number(side), QString::number(battle)));
            if (found->status != CharacterStatus::Active)
                return refuse(
                    Tr::tr("§6.4 %1 is %2, not active: he cannot have fought in "
                           "battle %3.")
                        .arg(found->name, nameOf(found->status), QString::number(battle)));
            if (listed.contains(found->id))
                return refuse(Tr::tr("§6.4 %1 is listed twice on the sheet of battle %2.")
                                  .arg(found->name, QString::number(battle)));
            listed.insert(found->id);
            SheetCharacter entry;
            entry.side = side;
            entry.id = found->id;
            entry.name = found->name;
            entry.nationId = found->nationId;
            entry.nation = nationName(context.db, found->nationId);
            entry.slainInBaseContact = c.value(QStringLiteral("slainInBaseContact")).toBool();
            // §6.4, I-26: the captor is the enemy nation; with several, the sheet names it.
            const QJsonValue by = c.value(QStringLiteral("capturedBy"));
            if (!by.isUndefined()) {
                const auto captor = findNation(context.db, by.toVariant().toString());
                if (!captor || !enemies.contains(captor->id))
                    return refuse(Tr::tr("§6.4 %1 can only be taken by a nation fighting on "
                                         "side %2 of battle %3, not \"%4\".")
                                      .arg(found->name, QString::number(1 - side),
                                           QString::number(battle), by.toVariant().toString()));
                entry.captorId = captor->id;
            } else if (enemies.size() == 1) {
                entry.captorId = enemies.first();
            } else if (enemies.isEmpty()) {
                entry.captorId = 0; // §7.7.6: an independent army, no nation to hold him
            } else {
                return refuse(Tr::tr("§6.4 Side %1 of battle %2 has %3 nations: name the one "
                                     "that would take %4 as \"capturedBy\".")
                                  .arg(1 - side)
                                  .arg(battle)
                                  .arg(enemies.size())
                                  .arg(found->name));
            }
            entry.captor = nationName(context.db, entry.captorId);
            const QJsonValue to = c.value(QStringLiteral("itemsTo"));
            if (!to.isUndefined()) {
                std::vector<FoundCharacter> captorOwn;
                for (const FoundCharacter &e : enemyCharacters)
                    if (e.nationId == entry.captorId)
                        captorOwn.push_back(e);
                const auto receiver = pick(captorOwn, to);
                if (!receiver || receiver->status != CharacterStatus::Active)
                    return refuse(Tr::tr("§6.5, I-26 A captured item of %1 goes to an active "
                                         "character of %2; \"%3\" is not one this year.")
                                      .arg(found->name, entry.captor, to.toVariant().toString()));
                entry.itemsTo = receiver->id;
            }
            sheet.characters.push_back(entry);
        }
        // §6.6: the characters who fought and stayed on the table.
        for (const QJsonValue &ref : present) {
            const auto found = pick(ownCharacters, ref);
            if (!found || found->status != CharacterStatus::Active)
                return refuse(Tr::tr("§6.6 \"%1\" is not one active character of a nation "
                                     "fighting on side %2 of battle %3 this year.")
                                  .arg(ref.toVariant().toString(), QString::number(side),
                                       QString::number(battle)));
            if (listed.contains(found->id))
                return refuse(Tr::tr("§6.4 %1 is listed twice on the sheet of battle %2.")
                                  .arg(found->name, QString::number(battle)));
            listed.insert(found->id);
            sheet.present.push_back(found->id);
        }
    }
    // A receiver must come through the battle himself.
    for (const SheetCharacter &c : sheet.characters)
        if (c.itemsTo != 0 && listed.contains(c.itemsTo))
            return refuse(Tr::tr("§6.5 %1's captured items cannot go to a character who was "
                                 "himself removed from the table in battle %2.")
                              .arg(c.name, QString::number(battle)));
    return sheet;
}

namespace {

/// The first active character on the nation's roster this year (roster order), the one a
/// captured item goes to when the sheet names nobody (I-26); 0 when it has none.
qint64 firstEligible(const QSqlDatabase &db, qint64 nation, int year)
{
    for (const FoundCharacter &c : rosterCharacters(db, {nation}, year))
        if (c.status == CharacterStatus::Active)
            return c.id;
    return 0;
}

bool exec(QSqlQuery &q, const QString &sql, const QVariantList &values)
{
    q.prepare(sql);
    return run(q, values);
}

/// Lost items leave the magic item deck's play (§6.5): back into the draw pile and one shuffle
/// with lostItemsReshuffled, else out of the game. Returns what happened to each card
/// ("reshuffled", "removed", "none") and adds a line per card.
std::optional<QHash<QString, QString>> returnLostItems(CommandContext &context,
                                                       const QStringList &cards,
                                                       const CampaignSettings &settings,
                                                       QStringList &lines, QString *error)
{
    QHash<QString, QString> done;
    for (const QString &card : cards)
        done.insert(card, QStringLiteral("none"));
    if (cards.isEmpty())
        return done;
    QSqlQuery q(context.db);
    if (!exec(q, QStringLiteral("SELECT content FROM decks_deck WHERE id = ?"), {kMagicDeckId})) {
        *error = q.lastError().text();
        return std::nullopt;
    }
    if (!q.next()) {
        lines << Tr::tr("§6.5 The campaign has no magic item deck: the lost items leave the "
                        "game.");
        return done;
    }
    auto parsed = decks::deckFromJson(QJsonDocument::fromJson(q.value(0).toByteArray()).object());
    if (!parsed.ok()) {
        *error = Tr::tr("The magic item deck cannot be read back.");
        return std::nullopt;
    }
    decks::Deck deck = parsed.value();
    bool returned = false;
    for (const QString &card : cards) {
        const decks::CardPlace place = deck.place(card);
        if (place == decks::CardPlace::Unknown || place == decks::CardPlace::Removed ||
            place == decks::CardPlace::DrawPile) {
            lines << Tr::tr("§6.5 %1 is not in play in the magic item deck: the deck is left "
                            "as it is.")
                         .arg(card);
            continue;
        }
        const decks::DeckOperation op =
            settings.lostItemsReshuffled
                ? decks::DeckOperation(decks::ReturnCard{card, decks::PilePosition::Top})
                : decks::DeckOperation(decks::RemoveCard{card});
        const decks::DeckResult changed = decks::apply(deck, op, context.dice);
        if (!changed.ok()) {
            *error = decks::describe(changed.error());
            return std::nullopt;
        }
        deck = changed.value().deck;
        returned = returned || settings.lostItemsReshuffled;
        done[card] =
            settings.lostItemsReshuffled ? QStringLiteral("reshuffled") : QStringLiteral("removed");
    }
    if (deck == parsed.value())
        return done;
    if (returned) {
        const decks::DeckResult shuffled =
            decks::apply(deck, decks::ShuffleDrawPile{}, context.dice);
        if (!shuffled.ok()) {
            *error = decks::describe(shuffled.error());
            return std::nullopt;
        }
        deck = shuffled.value().deck;
        lines << Tr::tr("§6.5 The lost items went back into the magic item deck, shuffled "
                        "(%1 cards in the draw pile).")
                     .arg(deck.drawPile.size());
    }
    if (!exec(q, QStringLiteral("UPDATE decks_deck SET content = ? WHERE id = ?"),
              {QString::fromUtf8(
                   QJsonDocument(decks::deckToJson(deck)).toJson(QJsonDocument::Compact)),
               kMagicDeckId})) {
        *error = q.lastError().text();
        return std::nullopt;
    }
    return done;
}

} // namespace

FatesApplied applyFates(CommandContext &context, qint64 battle, const FateSheet &sheet,
                        std::optional<int> winnerSide, const CampaignSettings &settings)
{
    FatesApplied out;
    QSqlQuery q(context.db);
    const auto failed = [&out](const QSqlQuery &query) {
        out.failure = CommandOutcome::storageFailed(query);
        return out;
    };
    for (const qint64 id : sheet.present)
        if (!exec(q,
                  QStringLiteral("INSERT INTO battle_character_present (battle_id, character_id) "
                                 "VALUES (?, ?)"),
                  {battle, id}))
            return failed(q);
    // The referee's charts, as Decks & Tables keeps them (I-24, I-26).
    const std::optional<FateChart> characterChart =
        campaignFateChart(context.db, QStringLiteral("characterResult"), QStringLiteral("fate"));
    const std::optional<FateChart> itemChart =
        campaignFateChart(context.db, QStringLiteral("itemEscape"), QStringLiteral("fate"));
    // §6.4 first: every character's roll, in sheet order.
    std::vector<CharacterFateRoll> rolls;
    for (std::size_t i = 0; i < sheet.characters.size(); ++i) {
        const SheetCharacter &c = sheet.characters[i];
        CharacterFateRoll roll =
            rollCharacterFate(context.dice, Tr::tr("%1 of %2").arg(c.name, c.nation),
                              winnerSide && *winnerSide == c.side, settings,
                              characterChart ? &*characterChart : nullptr);
        if (c.captorId == 0)
            roll = againstIndependentArmy(roll);
        rolls.push_back(roll);
        const bool captured = roll.fate == CharacterFate::Captured;
        if (roll.fate != CharacterFate::Escaped) {
            if (!exec(
                    q,
                    QStringLiteral("UPDATE character SET status = ?, captor_nation_id = ?, "
                                   "captured_year = ?, captured_month = ? WHERE id = ?"),
                    {QString::fromLatin1(fateKey(roll.fate)),
                     captured ? QVariant(c.captorId) : QVariant(QMetaType::fromType<qint64>()),
                     captured ? QVariant(context.date.year) : QVariant(QMetaType::fromType<int>()),
                     captured ? QVariant(context.date.month) : QVariant(QMetaType::fromType<int>()),
                     c.id}))
                return failed(q);
        }
        if (!exec(q,
                  QStringLiteral("INSERT INTO battle_character_fate (battle_id, position, side, "
                                 "character_id, slain_in_contact, face, chart_fate, fate, "
                                 "captor_nation_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"),
                  {battle, static_cast<int>(i), c.side, c.id, c.slainInBaseContact ? 1 : 0,
                   roll.face, QString::fromLatin1(fateKey(roll.chart)),
                   QString::fromLatin1(fateKey(roll.fate)),
                   captured ? QVariant(c.captorId) : QVariant(QMetaType::fromType<qint64>())}))
            return failed(q);
        out.killed += roll.fate == CharacterFate::Killed ? 1 : 0;
        out.captured += captured ? 1 : 0;
        QString line = Tr::tr("%1 of %2: %3").arg(c.name, c.nation, roll.explain());
        if (roll.fate == CharacterFate::Killed)
            line += Tr::tr("; off the roster for the year, his character points not refunded");
        else if (captured)
            line += Tr::tr("; held by %1, still counting against %2's character points")
                        .arg(c.captor, c.nation);
        out.lines << line;
        out.characters.append(QJsonObject{
            {QStringLiteral("character"), c.id},
            {QStringLiteral("name"), c.name},
            {QStringLiteral("nation"), c.nation},
            {QStringLiteral("side"), c.side},
            {QStringLiteral("slainInBaseContact"), c.slainInBaseContact},
            {QStringLiteral("face"), roll.face},
            {QStringLiteral("chart"), QString::fromLatin1(fateKey(roll.chart))},
            {QStringLiteral("fate"), QString::fromLatin1(fateKey(roll.fate))},
            {QStringLiteral("captor"), captured ? QJsonValue(c.captor) : QJsonValue()}});
    }

    // §6.5 then: each bearer's items, in sheet order and card order.
    QStringList lost;
    struct ItemRow
    {
        QString card;
        qint64 bearer = 0;
        std::optional<int> face;
        QString fate;
        qint64 receiver = 0;
    };
    std::vector<ItemRow> itemRows;
    for (std::size_t i = 0; i < sheet.characters.size(); ++i) {
        const SheetCharacter &c = sheet.characters[i];
        const CharacterFateRoll &roll = rolls[i];
        if (!exec(q,
                  QStringLiteral("SELECT card_id FROM magic_item_binding WHERE character_id = ? "
                                 "ORDER BY card_id"),
                  {c.id}))
            return failed(q);
        QStringList cards;
        while (q.next())
            cards << q.value(0).toString();
        for (const QString &card : cards) {
            const QString title = itemTitle(context.db, card);
            ItemRow row{card, c.id, std::nullopt, QString(), 0};
            if (!itemsRoll(roll.fate, c.slainInBaseContact)) {
                if (itemKeptWithoutRoll(roll.fate)) {
                    row.fate = QStringLiteral("kept");
                    out.lines << Tr::tr("§6.5 %1 keeps %2: an escaped bearer keeps his items")
                                     .arg(c.name, title);
                } else {
                    row.fate = QStringLiteral("lost");
                    lost << card;
                    out.lines << Tr::tr("§6.5 %1 is lost without a roll: %2 was killed, not "
                                        "slain by an enemy character in base contact")
                                     .arg(title, c.name);
                }
                itemRows.push_back(row);
                continue;
            }
            const ItemFateRoll itemRoll = rollItemFate(context.dice, title, c.name, settings,
                                                       itemChart ? &*itemChart : nullptr);
            row.face = itemRoll.face;
            row.fate = QString::fromLatin1(fateKey(itemRoll.fate));
            QString line = Tr::tr("%1 (carried by %2): %3").arg(title, c.name, itemRoll.explain());
            switch (itemRoll.fate) {
            case ItemFate::Lost:
                lost << card;
                break;
            case ItemFate::Captured:
                if (c.captorId == 0) { // §7.7.6: the independent army carries it off
                    row.fate = QStringLiteral("lost");
                    lost << card;
                    line += Tr::tr("; taken by an independent army, which keeps nothing for a "
                                   "nation: it is lost");
                    break;
                }
                row.receiver = c.itemsTo != 0
                                   ? c.itemsTo
                                   : firstEligible(context.db, c.captorId, context.date.year);
                if (row.receiver != 0) {
                    const auto receiver =
                        pick(rosterCharacters(context.db, {c.captorId}, context.date.year),
                             QJsonValue(row.receiver));
                    line += (c.itemsTo != 0 ? Tr::tr("; given to %1 of %2 as the sheet says")
                                            : Tr::tr("; given to %1, the first active character "
                                                     "on %2's roster (I-26)"))
                                .arg(receiver ? receiver->name : QString::number(row.receiver),
                                     c.captor);
                } else {
                    line += Tr::tr("; %1 has no active character: it waits on %1's roster to be "
                                   "given")
                                .arg(c.captor);
                }
                break;
            case ItemFate::Escaped:
                line += Tr::tr("; it waits on %1's roster to be given to another character")
                            .arg(c.nation);
                break;
            }
            out.lines << line;
            itemRows.push_back(row);
        }
    }

    QString error;
    const auto deckDone = returnLostItems(context, lost, settings, out.lines, &error);
    if (!deckDone) {
        out.failure = CommandOutcome::storageFailed(error);
        return out;
    }
    for (const ItemRow &row : itemRows) {
        const SheetCharacter &bearer =
            *std::find_if(sheet.characters.begin(), sheet.characters.end(),
                          [&row](const SheetCharacter &c) { return c.id == row.bearer; });
        const QString deck =
            row.fate == QLatin1String("lost") ? deckDone->value(row.card) : QStringLiteral("none");
        if (row.fate == QLatin1String("captured") && row.receiver != 0) {
            if (!exec(q,
                      QStringLiteral("UPDATE magic_item_binding SET character_id = ?, "
                                     "bound_year = ? WHERE card_id = ?"),
                      {row.receiver, context.date.year, row.card}))
                return failed(q);
        } else if (row.fate != QLatin1String("kept")) {
            if (!exec(q, QStringLiteral("DELETE FROM magic_item_binding WHERE card_id = ?"),
                      {row.card}))
                return failed(q);
            if (row.fate != QLatin1String("lost")) {
                const qint64 holder =
                    row.fate == QLatin1String("captured") ? bearer.captorId : bearer.nationId;
                if (!exec(q,
                          QStringLiteral("INSERT INTO nation_item (card_id, nation_id, "
                                         "since_year) VALUES (?, ?, ?)"),
                          {row.card, holder, context.date.year}))
                    return failed(q);
            }
        }
        if (!exec(q,
                  QStringLiteral("INSERT INTO battle_item_fate (battle_id, card_id, bearer_id, "
                                 "face, fate, receiver_id, deck) VALUES (?, ?, ?, ?, ?, ?, ?)"),
                  {battle, row.card, row.bearer,
                   row.face ? QVariant(*row.face) : QVariant(QMetaType::fromType<int>()), row.fate,
                   row.receiver != 0 ? QVariant(row.receiver)
                                     : QVariant(QMetaType::fromType<qint64>()),
                   deck}))
            return failed(q);
        out.items.append(
            QJsonObject{{QStringLiteral("card"), row.card},
                        {QStringLiteral("title"), itemTitle(context.db, row.card)},
                        {QStringLiteral("bearer"), bearer.name},
                        {QStringLiteral("face"), row.face ? QJsonValue(*row.face) : QJsonValue()},
                        {QStringLiteral("fate"), row.fate},
                        {QStringLiteral("receiver"),
                         row.receiver != 0 ? QJsonValue(row.receiver) : QJsonValue()},
                        {QStringLiteral("deck"), deck}});
    }
    return out;
}

} // namespace herald::db
