#include "core/decks/magicitems.h"

#include <QCoreApplication>
#include <algorithm>
#include <numeric>

namespace herald::decks {

namespace {

const QString kPointsField = QStringLiteral("points");
const QString kAuthorField = QStringLiteral("author");

} // namespace

QString describe(const MagicItemRefusal &r)
{
    const QString item = QStringLiteral("'%1'").arg(r.itemName.isEmpty() ? r.itemId : r.itemName);
    switch (r.code) {
    case MagicItemRefusalCode::MissingId:
        return QCoreApplication::translate("herald::decks::MagicItems",
                                           "Magic item %1 needs an id.")
            .arg(item);
    case MagicItemRefusalCode::MissingName:
        return QCoreApplication::translate("herald::decks::MagicItems",
                                           "Magic item '%1' needs a name.")
            .arg(r.itemId);
    case MagicItemRefusalCode::MissingAuthor:
        return QCoreApplication::translate(
                   "herald::decks::MagicItems",
                   "Magic item %1 needs an author: each player writes his own items (§2.18).")
            .arg(item);
    case MagicItemRefusalCode::PointsNotPositive:
        return QCoreApplication::translate("herald::decks::MagicItems",
                                           "Magic item %1 must be worth at least 1 point, not %2.")
            .arg(item, QString::number(r.points));
    case MagicItemRefusalCode::OverAuthorLimit:
        return QCoreApplication::translate(
                   "herald::decks::MagicItems",
                   "%1 cannot add %2 (%3 points): %1's items already use %4 of %5 points, "
                   "so only %6 remain (§2.18, I-31).")
            .arg(r.author, item, QString::number(r.points), QString::number(r.used),
                 QString::number(r.limit), QString::number(r.remaining()));
    }
    return {};
}

int pointsAuthored(const std::vector<MagicItem> &items, const QString &author,
                   const QString &except)
{
    return std::accumulate(items.begin(), items.end(), 0, [&](int sum, const MagicItem &i) {
        return i.author == author && (except.isEmpty() || i.id != except) ? sum + i.points : sum;
    });
}

Result<std::vector<MagicItem>, MagicItemRefusal> authorItem(const std::vector<MagicItem> &items,
                                                            const MagicItem &item, int limit)
{
    MagicItemRefusal refusal{
        MagicItemRefusalCode::MissingId, item.id, item.name, item.author, item.points, 0, limit};
    if (item.id.isEmpty())
        return refusal;
    refusal.code = MagicItemRefusalCode::MissingName;
    if (item.name.trimmed().isEmpty())
        return refusal;
    refusal.code = MagicItemRefusalCode::MissingAuthor;
    if (item.author.trimmed().isEmpty())
        return refusal;
    refusal.code = MagicItemRefusalCode::PointsNotPositive;
    if (item.points < 1)
        return refusal;
    refusal.code = MagicItemRefusalCode::OverAuthorLimit;
    refusal.used = pointsAuthored(items, item.author, item.id);
    if (refusal.used + item.points > limit)
        return refusal;

    std::vector<MagicItem> result = items;
    const auto it = std::find_if(result.begin(), result.end(),
                                 [&](const MagicItem &i) { return i.id == item.id; });
    if (it == result.end())
        result.push_back(item);
    else
        *it = item;
    return result;
}

Card toCard(const MagicItem &item)
{
    return Card{item.id, item.name, item.text,
                Fields{{kAuthorField, item.author}, {kPointsField, QString::number(item.points)}},
                QStringList{QStringLiteral("magic-item")}};
}

std::optional<MagicItem> magicItemFromCard(const Card &card)
{
    bool ok = false;
    const int points = fieldValue(card.fields, kPointsField).toInt(&ok);
    if (!ok)
        return std::nullopt;
    return MagicItem{card.id, card.title, points, card.text, fieldValue(card.fields, kAuthorField)};
}

Result<Deck, MagicItemRefusal> magicItemDeck(const std::vector<MagicItem> &items, int limit)
{
    std::vector<MagicItem> checked;
    for (const MagicItem &item : items) {
        auto next = authorItem(checked, item, limit);
        if (!next)
            return next.error();
        checked = std::move(next).value();
    }
    Deck deck;
    deck.id = QStringLiteral("magicItems");
    //: the title given to a new deck of magic items
    deck.title = QCoreApplication::translate("herald::decks::MagicItems", "Magic item deck");
    deck.provenance = Provenance{Origin::Custom, QStringLiteral("§2.18")};
    for (const MagicItem &item : checked)
        deck.cards.push_back(toCard(item));
    return freshDeck(std::move(deck));
}

DeckResult dealStartingItems(const Deck &deck, const QStringList &nations, dice::Dice &dice,
                             int perNation, Facing facing)
{
    DeckError refusal;
    refusal.deckTitle = deck.title;
    refusal.requested = int(nations.size()) * perNation;
    refusal.available = int(deck.drawPile.size());
    if (perNation < 1) {
        refusal.code = DeckErrorCode::BadCount;
        refusal.requested = perNation;
        return refusal;
    }
    if (nations.isEmpty()) {
        refusal.code = DeckErrorCode::MissingHolder;
        return refusal;
    }
    if (refusal.requested > refusal.available) {
        refusal.code = DeckErrorCode::NotEnoughCards;
        return refusal;
    }
    DeckChange dealt{deck, {}, {}, {}, {}};
    for (int round = 0; round < perNation; ++round) {
        for (const QString &nation : nations) {
            DeckResult one = apply(dealt.deck, DrawCards{nation, facing, 1}, dice);
            if (!one)
                return one.error();
            dealt.details << one.value().summary;
            dealt.cardIds << one.value().cardIds;
            dealt.deck = std::move(one).value().deck;
        }
    }
    dealt.summary = QCoreApplication::translate("herald::decks::MagicItems",
                                                "Dealt %1 magic items to each of %2 nations")
                        .arg(perNation)
                        .arg(nations.size());
    return dealt;
}

} // namespace herald::decks
