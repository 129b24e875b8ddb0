#pragma once

#include "core/decks/provenance.h"
#include "core/decks/result.h"
#include "core/dice/dice.h"

#include <QString>
#include <QStringList>

#include <utility>
#include <variant>
#include <vector>

namespace herald::decks {

/// Free key/value data on a card or a table row ("points" = "50"). Keys are unique; the JSON
/// format stores them as an object, so their order is not kept (they come back sorted).
using Fields = std::vector<std::pair<QString, QString>>;

/// The value stored under `key`, or an empty string.
[[nodiscard]] QString fieldValue(const Fields &fields, const QString &key);

/// One card of a deck (rules §1.7): a POI, a treasure, a terrain piece, an event, a magic item.
struct Card
{
    QString id;       ///< unique within its deck, stable across saves
    QString title;    ///< what the card is called ("Wizards Tower")
    QString text;     ///< what it does, in words
    Fields fields;    ///< structured data ("points", "author", "noMagicRadiusInches")
    QStringList tags; ///< effect tags the rules code looks for ("free-wizard", "portal")

    friend bool operator==(const Card &, const Card &) = default;
};

/// Whether a drawn card is shown to everyone or only to its holder.
enum class Facing
{
    Up,
    Down,
};

/// A card out of the piles: who holds it and whether it is shown.
struct HeldCard
{
    QString cardId;
    QString holder; ///< a nation, player, side or character id; the deck does not interpret it
    Facing facing = Facing::Up;

    friend bool operator==(const HeldCard &, const HeldCard &) = default;
};

/// Where a card goes back to in the draw pile.
enum class PilePosition
{
    Top,
    Bottom,
};

/// Where a card currently is.
enum class CardPlace
{
    DrawPile,
    DiscardPile,
    InPlay,
    Removed, ///< out of the game for good (a lost magic item when items are not reshuffled, §6.5)
    Unknown, ///< no card with that id in the deck
};

/// A deck as a plain value: its catalogue of cards and where each card is. Every card of the
/// catalogue is in exactly one of the four places; `checkDeck` says whether that holds.
struct Deck
{
    QString id;
    QString title;
    QString description;
    Provenance provenance;
    std::vector<Card> cards;      ///< the catalogue, in authoring order
    QStringList drawPile;         ///< card ids; first() is the top card
    QStringList discardPile;      ///< card ids; last() is the most recent discard
    std::vector<HeldCard> inPlay; ///< drawn cards, in the order they were drawn
    QStringList removed;          ///< card ids out of the game

    [[nodiscard]] const Card *card(const QString &cardId) const;
    [[nodiscard]] CardPlace place(const QString &cardId) const;
    [[nodiscard]] const HeldCard *held(const QString &cardId) const;
    /// The cards `holder` has in play, in draw order.
    [[nodiscard]] std::vector<HeldCard> heldBy(const QString &holder) const;

    friend bool operator==(const Deck &, const Deck &) = default;
};

/// A deck with every catalogue card in the draw pile, in catalogue order (not shuffled).
[[nodiscard]] Deck freshDeck(Deck deck);

/// Whether a stored deck is consistent: unique non-empty card ids, each card in exactly one
/// place, no unknown ids, every held card with a holder. Empty when it is; otherwise one
/// English sentence per problem, naming the card.
[[nodiscard]] QStringList checkDeck(const Deck &deck);

// --- Operations --------------------------------------------------------------------------

/// Draw `count` cards from the top of the draw pile for `holder`.
struct DrawCards
{
    QString holder;
    Facing facing = Facing::Up;
    int count = 1;
    friend bool operator==(const DrawCards &, const DrawCards &) = default;
};

/// Turn a face-down card in play face up.
struct RevealCard
{
    QString cardId;
    friend bool operator==(const RevealCard &, const RevealCard &) = default;
};

/// Put a card in play on the discard pile.
struct DiscardCard
{
    QString cardId;
    friend bool operator==(const DiscardCard &, const DiscardCard &) = default;
};

/// Put a card in play or on the discard pile back on the draw pile.
struct ReturnCard
{
    QString cardId;
    PilePosition position = PilePosition::Top;
    friend bool operator==(const ReturnCard &, const ReturnCard &) = default;
};

/// Shuffle the draw pile.
struct ShuffleDrawPile
{
    friend bool operator==(const ShuffleDrawPile &, const ShuffleDrawPile &) = default;
};

/// Put the discard pile back into the draw pile and shuffle it.
struct ReshuffleDiscards
{
    friend bool operator==(const ReshuffleDiscards &, const ReshuffleDiscards &) = default;
};

/// Hand a card in play to another holder (a captured magic item changes owner, §6.5).
struct TransferCard
{
    QString cardId;
    QString holder;
    friend bool operator==(const TransferCard &, const TransferCard &) = default;
};

/// Take a card out of the game for good, from wherever it is.
struct RemoveCard
{
    QString cardId;
    friend bool operator==(const RemoveCard &, const RemoveCard &) = default;
};

/// Add a new card to the catalogue and put it on the draw pile.
struct AddCard
{
    Card card;
    PilePosition position = PilePosition::Top;
    friend bool operator==(const AddCard &, const AddCard &) = default;
};

/// One thing done to a deck, as the history stores it with its arguments.
using DeckOperation = std::variant<DrawCards, RevealCard, DiscardCard, ReturnCard, ShuffleDrawPile,
                                   ReshuffleDiscards, TransferCard, RemoveCard, AddCard>;

/// Why an operation was refused. The deck is left as it was.
enum class DeckErrorCode
{
    EmptyDrawPile,     ///< nothing to draw or shuffle
    NotEnoughCards,    ///< fewer cards in the draw pile than asked for
    EmptyDiscardPile,  ///< a reshuffle with no discards
    UnknownCard,       ///< no card with that id in this deck
    CardNotInPlay,     ///< reveal, discard or transfer of a card nobody holds
    CardAlreadyFaceUp, ///< reveal of a card already shown
    CardInDrawPile,    ///< return of a card already in the draw pile
    CardRemoved,       ///< the card is out of the game
    MissingHolder,     ///< a draw or transfer without a holder
    SameHolder,        ///< a transfer to the holder who has the card already
    BadCount,          ///< a draw of fewer than one card
    MissingCardId,     ///< a new card without an id
    DuplicateCardId,   ///< a new card whose id the deck already uses
    DiceEntryRejected, ///< a typed die face the shuffle could not use
};

/// A refused operation with what the message needs.
struct DeckError
{
    DeckErrorCode code = DeckErrorCode::UnknownCard;
    QString deckTitle;
    QString cardId;
    QString holder;
    int requested = 0;
    int available = 0;
    QString detail; ///< the dice's own message for DiceEntryRejected
};

/// One English sentence for a refusal, naming the deck and the card (rules §1.7).
[[nodiscard]] QString describe(const DeckError &error);

/// What an operation produced: the new deck, the history line and what it touched.
struct DeckChange
{
    Deck deck;
    QString summary;               ///< "Drew 'Wizards Tower' face down for Blue"
    QStringList details;           ///< further lines (one per draw of a deal)
    QStringList cardIds;           ///< the cards the operation moved, in order
    std::vector<dice::Roll> rolls; ///< the dice the operation rolled (shuffles)
};

using DeckResult = Result<DeckChange, DeckError>;

/// Applies one operation. Pure: `deck` is not changed; shuffles roll `dice` (Fisher-Yates,
/// one d(n) per position, recorded as one roll with its purpose), nothing else does.
[[nodiscard]] DeckResult apply(const Deck &deck, const DeckOperation &operation, dice::Dice &dice);

/// Shuffles a list of card ids in place with `dice`: its dice (a d(n), a d(n-1) ... a d2) are
/// one roll, recorded with `purpose`, so a shuffle is one line of the dice log.
/// Throws dice::InvalidEntry like Dice::roll does.
void shuffleIds(QStringList &ids, dice::Dice &dice, const QString &purpose);

} // namespace herald::decks
