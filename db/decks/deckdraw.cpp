#include "db/decks/deckdraw.h"

#include "db/decks/decksstore.h"

#include <QCoreApplication>

namespace herald::db::decks {

namespace cards = herald::decks;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::decks::DeckDraw)
};

} // namespace

Drawn drawCard(CommandContext &context, const QString &deckId, const QString &holder,
               cards::Facing facing, bool discardAfter)
{
    Drawn drawn;
    DecksStore store(context.db);
    QString error;
    std::optional<cards::Deck> deck = store.deck(deckId, &error);
    if (!deck) {
        if (!error.isEmpty())
            drawn.failure = CommandOutcome::storageFailed(error);
        //: %1 the deck's id
        drawn.note = Tr::tr("the campaign has no deck '%1': draw one at the table").arg(deckId);
        return drawn;
    }
    const auto step = [&](const cards::DeckOperation &operation) {
        cards::DeckResult changed = cards::apply(*deck, operation, context.dice);
        if (!changed.ok()) {
            drawn.failure = CommandOutcome::refused(cards::describe(changed.error()));
            return false;
        }
        if (drawn.cardId.isEmpty() && std::holds_alternative<cards::DrawCards>(operation))
            drawn.cardId = changed.value().cardIds.value(0);
        deck = std::move(changed).value().deck;
        return true;
    };
    if (deck->drawPile.isEmpty()) {
        if (deck->discardPile.isEmpty()) {
            //: %1 the deck's title
            drawn.note =
                Tr::tr("every card of %1 is in play: draw one at the table").arg(deck->title);
            return drawn;
        }
        if (!step(cards::ReshuffleDiscards{}))
            return drawn;
    }
    if (!step(cards::DrawCards{holder, facing, 1}))
        return drawn;
    if (discardAfter && !step(cards::DiscardCard{drawn.cardId}))
        return drawn;
    if (const cards::Card *card = deck->card(drawn.cardId))
        drawn.title = card->title;
    if (!store.putDeck(*deck, &error))
        drawn.failure = CommandOutcome::storageFailed(error);
    return drawn;
}

} // namespace herald::db::decks
