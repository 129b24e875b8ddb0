#include "core/decks/deck.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace herald::decks {

QString fieldValue(const Fields &fields, const QString &key)
{
    for (const auto &[k, v] : fields) {
        if (k == key)
            return v;
    }
    return {};
}

const Card *Deck::card(const QString &cardId) const
{
    const auto it =
        std::find_if(cards.begin(), cards.end(), [&](const Card &c) { return c.id == cardId; });
    return it == cards.end() ? nullptr : &*it;
}

CardPlace Deck::place(const QString &cardId) const
{
    if (drawPile.contains(cardId))
        return CardPlace::DrawPile;
    if (discardPile.contains(cardId))
        return CardPlace::DiscardPile;
    if (held(cardId))
        return CardPlace::InPlay;
    if (removed.contains(cardId))
        return CardPlace::Removed;
    return CardPlace::Unknown;
}

const HeldCard *Deck::held(const QString &cardId) const
{
    const auto it = std::find_if(inPlay.begin(), inPlay.end(),
                                 [&](const HeldCard &h) { return h.cardId == cardId; });
    return it == inPlay.end() ? nullptr : &*it;
}

std::vector<HeldCard> Deck::heldBy(const QString &holder) const
{
    std::vector<HeldCard> result;
    std::copy_if(inPlay.begin(), inPlay.end(), std::back_inserter(result),
                 [&](const HeldCard &h) { return h.holder == holder; });
    return result;
}

Deck freshDeck(Deck deck)
{
    deck.drawPile.clear();
    deck.discardPile.clear();
    deck.inPlay.clear();
    deck.removed.clear();
    for (const Card &c : deck.cards)
        deck.drawPile << c.id;
    return deck;
}

QStringList checkDeck(const Deck &deck)
{
    QStringList problems;
    QSet<QString> catalogue;
    for (const Card &c : deck.cards) {
        if (c.id.isEmpty())
            problems << QCoreApplication::translate("herald::decks::Deck",
                                                    "A card of deck '%1' has no id.")
                            .arg(deck.title);
        else if (catalogue.contains(c.id))
            problems << QCoreApplication::translate("herald::decks::Deck",
                                                    "Deck '%1' has two cards with the id '%2'.")
                            .arg(deck.title, c.id);
        catalogue.insert(c.id);
    }
    QSet<QString> placed;
    const auto place = [&](const QString &id, const QString &where) {
        if (!catalogue.contains(id))
            //: %1 is "draw pile", "discard pile", "list of cards in play" or "list of removed
            //: cards"
            problems << QCoreApplication::translate(
                            "herald::decks::Deck",
                            "The %1 of deck '%2' names '%3', which is not one of its cards.")
                            .arg(where, deck.title, id);
        else if (placed.contains(id))
            problems << QCoreApplication::translate(
                            "herald::decks::Deck",
                            "Card '%1' of deck '%2' is in two places at once.")
                            .arg(id, deck.title);
        placed.insert(id);
    };
    for (const QString &id : deck.drawPile)
        place(id, QCoreApplication::translate("herald::decks::Deck", "draw pile"));
    for (const QString &id : deck.discardPile)
        place(id, QCoreApplication::translate("herald::decks::Deck", "discard pile"));
    for (const HeldCard &h : deck.inPlay) {
        place(h.cardId,
              QCoreApplication::translate("herald::decks::Deck", "list of cards in play"));
        if (h.holder.isEmpty())
            problems << QCoreApplication::translate(
                            "herald::decks::Deck",
                            "Card '%1' of deck '%2' is in play but nobody holds it.")
                            .arg(h.cardId, deck.title);
    }
    for (const QString &id : deck.removed)
        place(id, QCoreApplication::translate("herald::decks::Deck", "list of removed cards"));
    for (const Card &c : deck.cards) {
        if (!c.id.isEmpty() && !placed.contains(c.id))
            problems << QCoreApplication::translate(
                            "herald::decks::Deck",
                            "Card '%1' of deck '%2' is in no pile and nobody holds it.")
                            .arg(c.id, deck.title);
    }
    return problems;
}

void shuffleIds(QStringList &ids, dice::Dice &dice, const QString &purpose)
{
    // Fisher-Yates from the bottom up: position i swaps with a position chosen uniformly
    // from 0..i, which needs one die of i+1 sides. The dice are one roll in the history.
    std::vector<int> sides;
    for (qsizetype i = ids.size() - 1; i > 0; --i)
        sides.push_back(static_cast<int>(i + 1));
    if (sides.empty())
        return;
    const std::string notation =
        sides.size() == 1 ? std::string("d2") : "d" + std::to_string(sides.front()) + "\u2026d2";
    const dice::Roll roll = dice.rollSeries(sides, notation, purpose.toStdString());
    for (std::size_t k = 0; k < roll.faces.size(); ++k)
        ids.swapItemsAt(ids.size() - 1 - static_cast<qsizetype>(k), roll.faces[k] - 1);
}

namespace {

QString quoted(const Deck &deck, const QString &cardId)
{
    const Card *c = deck.card(cardId);
    return QStringLiteral("'%1'").arg(c && !c->title.isEmpty() ? c->title : cardId);
}

QString facingWord(Facing facing)
{
    //: how a drawn card lies; fills %2 of "Drew %1 %2 for %3"
    return facing == Facing::Up ? QCoreApplication::translate("herald::decks::Deck", "face up")
                                : QCoreApplication::translate("herald::decks::Deck", "face down");
}

QString positionWord(PilePosition position)
{
    if (position == PilePosition::Top)
        //: the end of the draw pile; fills "to the %2 of the draw pile"
        return QCoreApplication::translate("herald::decks::Deck", "top");
    return QCoreApplication::translate("herald::decks::Deck", "bottom");
}

/// Carries out each operation on a copy of the deck.
class Applier
{
public:
    Applier(const Deck &deck, dice::Dice &dice) : m_before(deck), m_dice(dice)
    {
        m_change.deck = deck;
    }

    DeckResult operator()(const DrawCards &op)
    {
        if (op.holder.isEmpty())
            return fail(DeckErrorCode::MissingHolder);
        if (op.count < 1)
            return fail(DeckErrorCode::BadCount, {}, op.count);
        Deck &d = m_change.deck;
        if (d.drawPile.isEmpty())
            return fail(DeckErrorCode::EmptyDrawPile);
        if (d.drawPile.size() < op.count)
            return fail(DeckErrorCode::NotEnoughCards, {}, op.count);
        QStringList titles;
        for (int i = 0; i < op.count; ++i) {
            const QString id = d.drawPile.takeFirst();
            d.inPlay.push_back({id, op.holder, op.facing});
            m_change.cardIds << id;
            titles << quoted(d, id);
        }
        if (op.count == 1)
            //: %1 is the card title, %2 is "face up" or "face down", %3 is who receives it
            return done(QCoreApplication::translate("herald::decks::Deck", "Drew %1 %2 for %3")
                            .arg(titles.first(), facingWord(op.facing), op.holder));
        return done(
            //: %2 is "face up" or "face down", %3 is who receives the cards, %4 their titles
            QCoreApplication::translate("herald::decks::Deck", "Drew %1 cards %2 for %3: %4")
                .arg(op.count)
                .arg(facingWord(op.facing), op.holder, titles.join(QStringLiteral(", "))));
    }

    DeckResult operator()(const RevealCard &op)
    {
        HeldCard *h = heldOrNull(op.cardId);
        if (!h)
            return failNotHeld(op.cardId);
        if (h->facing == Facing::Up)
            return fail(DeckErrorCode::CardAlreadyFaceUp, op.cardId, 0, h->holder);
        h->facing = Facing::Up;
        m_change.cardIds << op.cardId;
        return done(QCoreApplication::translate("herald::decks::Deck", "Revealed %1 held by %2")
                        .arg(quoted(m_change.deck, op.cardId), h->holder));
    }

    DeckResult operator()(const DiscardCard &op)
    {
        const HeldCard *h = heldOrNull(op.cardId);
        if (!h)
            return failNotHeld(op.cardId);
        const QString holder = h->holder;
        takeFromPlay(op.cardId);
        m_change.deck.discardPile << op.cardId;
        m_change.cardIds << op.cardId;
        return done(QCoreApplication::translate("herald::decks::Deck", "Discarded %1 held by %2")
                        .arg(quoted(m_change.deck, op.cardId), holder));
    }

    DeckResult operator()(const ReturnCard &op)
    {
        if (auto refusal = takeOut(op.cardId, false))
            return *refusal;
        putOnDrawPile(op.cardId, op.position);
        return done(QCoreApplication::translate("herald::decks::Deck",
                                                "Returned %1 to the %2 of the draw pile")
                        .arg(quoted(m_change.deck, op.cardId), positionWord(op.position)));
    }

    DeckResult operator()(const ShuffleDrawPile &)
    {
        Deck &d = m_change.deck;
        if (d.drawPile.isEmpty())
            return fail(DeckErrorCode::EmptyDrawPile);
        if (auto refusal = shuffle())
            return *refusal;
        return done(QCoreApplication::translate("herald::decks::Deck",
                                                "Shuffled the draw pile of %1 (%2 cards)")
                        .arg(d.title, QString::number(d.drawPile.size())));
    }

    DeckResult operator()(const ReshuffleDiscards &)
    {
        Deck &d = m_change.deck;
        if (d.discardPile.isEmpty())
            return fail(DeckErrorCode::EmptyDiscardPile);
        const auto discards = d.discardPile.size();
        m_change.cardIds = d.discardPile;
        d.drawPile += d.discardPile;
        d.discardPile.clear();
        if (auto refusal = shuffle())
            return *refusal;
        return done(
            QCoreApplication::translate(
                "herald::decks::Deck",
                "Shuffled %1 discards back into %2 (%3 cards in the draw pile)")
                .arg(QString::number(discards), d.title, QString::number(d.drawPile.size())));
    }

    DeckResult operator()(const TransferCard &op)
    {
        if (op.holder.isEmpty())
            return fail(DeckErrorCode::MissingHolder, op.cardId);
        HeldCard *h = heldOrNull(op.cardId);
        if (!h)
            return failNotHeld(op.cardId);
        if (h->holder == op.holder)
            return fail(DeckErrorCode::SameHolder, op.cardId, 0, op.holder);
        const QString from = h->holder;
        h->holder = op.holder;
        m_change.cardIds << op.cardId;
        return done(QCoreApplication::translate("herald::decks::Deck", "Gave %1 from %2 to %3")
                        .arg(quoted(m_change.deck, op.cardId), from, op.holder));
    }

    DeckResult operator()(const RemoveCard &op)
    {
        if (auto refusal = takeOut(op.cardId, true))
            return *refusal;
        m_change.deck.removed << op.cardId;
        m_change.cardIds << op.cardId;
        return done(QCoreApplication::translate("herald::decks::Deck", "Removed %1 from the game")
                        .arg(quoted(m_change.deck, op.cardId)));
    }

    DeckResult operator()(const AddCard &op)
    {
        Deck &d = m_change.deck;
        if (op.card.id.isEmpty())
            return fail(DeckErrorCode::MissingCardId);
        if (d.card(op.card.id))
            return fail(DeckErrorCode::DuplicateCardId, op.card.id);
        d.cards.push_back(op.card);
        putOnDrawPile(op.card.id, op.position);
        return done(QCoreApplication::translate("herald::decks::Deck",
                                                "Added %1 to the %2 of the draw pile of %3")
                        .arg(quoted(d, op.card.id), positionWord(op.position), d.title));
    }

private:
    DeckResult done(QString summary)
    {
        m_change.summary = std::move(summary);
        return std::move(m_change);
    }

    DeckResult fail(DeckErrorCode code, const QString &cardId = {}, int requested = 0,
                    const QString &holder = {})
    {
        return error(code, cardId, requested, holder);
    }

    DeckError error(DeckErrorCode code, const QString &cardId = {}, int requested = 0,
                    const QString &holder = {}) const
    {
        DeckError e;
        e.code = code;
        e.deckTitle = m_before.title;
        e.cardId = cardId;
        e.holder = holder;
        e.requested = requested;
        e.available = static_cast<int>(m_before.drawPile.size());
        return e;
    }

    DeckResult failNotHeld(const QString &cardId)
    {
        switch (m_before.place(cardId)) {
        case CardPlace::Unknown:
            return fail(DeckErrorCode::UnknownCard, cardId);
        case CardPlace::Removed:
            return fail(DeckErrorCode::CardRemoved, cardId);
        default:
            return fail(DeckErrorCode::CardNotInPlay, cardId);
        }
    }

    HeldCard *heldOrNull(const QString &cardId)
    {
        auto &play = m_change.deck.inPlay;
        const auto it = std::find_if(play.begin(), play.end(),
                                     [&](const HeldCard &h) { return h.cardId == cardId; });
        return it == play.end() ? nullptr : &*it;
    }

    /// Takes a card out of the pile it is in, or out of play. Unknown and removed cards are
    /// refused, and so are cards in the draw pile unless `fromDrawPile`.
    std::optional<DeckResult> takeOut(const QString &cardId, bool fromDrawPile)
    {
        Deck &d = m_change.deck;
        switch (d.place(cardId)) {
        case CardPlace::Unknown:
            return fail(DeckErrorCode::UnknownCard, cardId);
        case CardPlace::Removed:
            return fail(DeckErrorCode::CardRemoved, cardId);
        case CardPlace::DrawPile:
            if (!fromDrawPile)
                return fail(DeckErrorCode::CardInDrawPile, cardId);
            d.drawPile.removeOne(cardId);
            break;
        case CardPlace::DiscardPile:
            d.discardPile.removeOne(cardId);
            break;
        case CardPlace::InPlay:
            takeFromPlay(cardId);
            break;
        }
        return std::nullopt;
    }

    void takeFromPlay(const QString &cardId)
    {
        auto &play = m_change.deck.inPlay;
        play.erase(std::remove_if(play.begin(), play.end(),
                                  [&](const HeldCard &h) { return h.cardId == cardId; }),
                   play.end());
    }

    void putOnDrawPile(const QString &cardId, PilePosition position)
    {
        if (position == PilePosition::Top)
            m_change.deck.drawPile.prepend(cardId);
        else
            m_change.deck.drawPile.append(cardId);
        if (!m_change.cardIds.contains(cardId))
            m_change.cardIds << cardId;
    }

    /// Shuffles the copy's draw pile; a refusal if a typed face did not fit.
    std::optional<DeckResult> shuffle()
    {
        const std::size_t before = m_dice.rolls().size();
        try {
            shuffleIds(m_change.deck.drawPile, m_dice,
                       //: why dice are rolled, shown in the dice log; %1 is a deck title
                       QCoreApplication::translate("herald::decks::Deck", "Shuffle %1")
                           .arg(m_change.deck.title));
        } catch (const dice::InvalidEntry &invalid) {
            DeckError e = error(DeckErrorCode::DiceEntryRejected);
            e.detail = QString::fromStdString(invalid.what());
            return DeckResult(e);
        }
        const auto &rolls = m_dice.rolls();
        m_change.rolls.assign(rolls.begin() + static_cast<std::ptrdiff_t>(before), rolls.end());
        return std::nullopt;
    }

    const Deck &m_before;
    dice::Dice &m_dice;
    DeckChange m_change;
};

} // namespace

DeckResult apply(const Deck &deck, const DeckOperation &operation, dice::Dice &dice)
{
    Applier applier(deck, dice);
    return std::visit(applier, operation);
}

QString describe(const DeckError &error)
{
    const QString card = QStringLiteral("'%1'").arg(error.cardId);
    const QString deck = QStringLiteral("'%1'").arg(error.deckTitle);
    switch (error.code) {
    case DeckErrorCode::EmptyDrawPile:
        return QCoreApplication::translate(
                   "herald::decks::Deck",
                   "The draw pile of %1 is empty; reshuffle the discards first (§1.7).")
            .arg(deck);
    case DeckErrorCode::NotEnoughCards:
        return QCoreApplication::translate(
                   "herald::decks::Deck",
                   "Cannot draw %1 cards from %2: only %3 are left in the draw pile (§1.7).")
            .arg(QString::number(error.requested), deck, QString::number(error.available));
    case DeckErrorCode::EmptyDiscardPile:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "%1 has no discards to shuffle back.")
            .arg(deck);
    case DeckErrorCode::UnknownCard:
        return QCoreApplication::translate("herald::decks::Deck", "%1 has no card %2.")
            .arg(deck, card);
    case DeckErrorCode::CardNotInPlay:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Card %1 of %2 is not in play: nobody holds it.")
            .arg(card, deck);
    case DeckErrorCode::CardAlreadyFaceUp:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Card %1 of %2, held by %3, is already face up.")
            .arg(card, deck, error.holder);
    case DeckErrorCode::CardInDrawPile:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Card %1 of %2 is already in the draw pile.")
            .arg(card, deck);
    case DeckErrorCode::CardRemoved:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Card %1 of %2 has been removed from the game.")
            .arg(card, deck);
    case DeckErrorCode::MissingHolder:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Say who receives the card from %1.")
            .arg(deck);
    case DeckErrorCode::SameHolder:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Card %1 of %2 is already held by %3.")
            .arg(card, deck, error.holder);
    case DeckErrorCode::BadCount:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "Cannot draw %1 cards from %2: draw at least one.")
            .arg(error.requested)
            .arg(deck);
    case DeckErrorCode::MissingCardId:
        return QCoreApplication::translate("herald::decks::Deck", "A card added to %1 needs an id.")
            .arg(deck);
    case DeckErrorCode::DuplicateCardId:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "%1 already has a card with the id %2.")
            .arg(deck, card);
    case DeckErrorCode::DiceEntryRejected:
        return QCoreApplication::translate("herald::decks::Deck",
                                           "The shuffle of %1 could not use a typed die: %2.")
            .arg(deck, error.detail);
    }
    return {};
}

} // namespace herald::decks
