#pragma once

#include "core/decks/deck.h"
#include "core/decks/result.h"
#include "core/dice/dice.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::decks {

/// Points each player may spend writing magic items (rules §2.18, I-31: per author).
inline constexpr int kMagicItemPointsPerAuthor = 150;
/// Items each nation draws at the start of the campaign (rules §2.18, §1.7).
inline constexpr int kStartingMagicItemsPerNation = 2;

/// A magic item as a player writes it (rules §1.4 "Magic item", §10 #2): never bought, drawn
/// at random from the shared deck.
struct MagicItem
{
    QString id;
    QString name;
    int points = 0;
    QString text;
    QString author; ///< the player who wrote it

    friend bool operator==(const MagicItem &, const MagicItem &) = default;
};

enum class MagicItemRefusalCode
{
    MissingId,
    MissingName,
    MissingAuthor,
    PointsNotPositive,
    OverAuthorLimit, ///< the author would pass 150 points (§2.18, I-31)
};

/// A refused item with the numbers the message needs.
struct MagicItemRefusal
{
    MagicItemRefusalCode code = MagicItemRefusalCode::MissingId;
    QString itemId;
    QString itemName;
    QString author;
    int points = 0; ///< the refused item's value
    int used = 0;   ///< the author's points in other items
    int limit = kMagicItemPointsPerAuthor;

    /// Points the author may still spend.
    [[nodiscard]] int remaining() const { return std::max(0, limit - used); }
};

/// "Red cannot add 'Horn of Echoes' (45 points): Red's items already use 110 of 150 points,
/// so only 40 remain (§2.18, I-31)."
[[nodiscard]] QString describe(const MagicItemRefusal &refusal);

/// The points `author` has written, leaving out the item with id `except`.
[[nodiscard]] int pointsAuthored(const std::vector<MagicItem> &items, const QString &author,
                                 const QString &except = {});

/// Adds an item to the authored list, or replaces the item with the same id (an edit), as
/// long as its author stays within `limit`. The list passed in is not changed.
[[nodiscard]] Result<std::vector<MagicItem>, MagicItemRefusal>
authorItem(const std::vector<MagicItem> &items, const MagicItem &item,
           int limit = kMagicItemPointsPerAuthor);

/// The card of an item: fields "points" and "author", tag "magic-item".
[[nodiscard]] Card toCard(const MagicItem &item);
/// The item on a card written by toCard (or shipped as data); nullopt if it has no points.
[[nodiscard]] std::optional<MagicItem> magicItemFromCard(const Card &card);

/// The magic item deck holding the authored items, in authoring order (rules §1.7); shuffle
/// it with ShuffleDrawPile before the first deal. Refuses if any author is over `limit`, so a
/// list assembled elsewhere meets the same checks as items added one by one.
[[nodiscard]] Result<Deck, MagicItemRefusal> magicItemDeck(const std::vector<MagicItem> &items,
                                                           int limit = kMagicItemPointsPerAuthor);

/// Deals `perNation` items from the top of the deck to each nation, one round at a time in
/// the order given (rules §2.18, T-17); each draw is a detail line of the change. All or
/// nothing: refused with NotEnoughCards if the deck cannot serve every nation.
[[nodiscard]] DeckResult dealStartingItems(const Deck &deck, const QStringList &nations,
                                           dice::Dice &dice,
                                           int perNation = kStartingMagicItemsPerNation,
                                           Facing facing = Facing::Down);

} // namespace herald::decks
