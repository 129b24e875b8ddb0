#include "heldcardsmodel.h"

namespace herald::gui::decks {

using namespace herald::decks;

void HeldCardsModel::setDeck(const Deck &deck)
{
    if (deck.inPlay == m_deck.inPlay && deck.cards == m_deck.cards)
        return;
    beginResetModel();
    m_deck = deck;
    endResetModel();
}

int HeldCardsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_deck.inPlay.size());
}

QVariant HeldCardsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const HeldCard &held = m_deck.inPlay[std::size_t(index.row())];
    const Card *card = m_deck.card(held.cardId);
    switch (role) {
    case CardIdRole:
        return held.cardId;
    case HolderRole:
        return held.holder;
    case Qt::DisplayRole:
    case TitleRole:
        return card && !card->title.isEmpty() ? card->title : held.cardId;
    case TextRole:
        return card ? card->text : QString();
    case FaceDownRole:
        return held.facing == Facing::Down;
    default:
        return {};
    }
}

QHash<int, QByteArray> HeldCardsModel::roleNames() const
{
    return {{CardIdRole, "cardId"},
            {HolderRole, "holder"},
            {TitleRole, "title"},
            {TextRole, "cardText"},
            {FaceDownRole, "faceDown"}};
}

} // namespace herald::gui::decks
