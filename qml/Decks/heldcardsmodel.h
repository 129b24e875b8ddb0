#pragma once

#include "core/decks/deck.h"

#include <QAbstractListModel>
#include <QQmlEngine>

namespace herald::gui::decks {

/// The cards of one deck in play, in the order they were drawn, each with what it says.
class HeldCardsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A DeckForm provides its cards in play.")

public:
    enum Roles
    {
        /// The card's id, for reveal and discard (string).
        CardIdRole = Qt::UserRole,
        /// Who holds it: a nation, player or side (string).
        HolderRole,
        /// The card's title, or its id when it has none (string).
        TitleRole,
        /// What the card does, in words (string).
        TextRole,
        /// Whether only its holder may see it (bool).
        FaceDownRole,
    };
    Q_ENUM(Roles)

    using QAbstractListModel::QAbstractListModel;

    void setDeck(const herald::decks::Deck &deck);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    herald::decks::Deck m_deck;
};

} // namespace herald::gui::decks
