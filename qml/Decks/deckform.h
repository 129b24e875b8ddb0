#pragma once

#include "app/gui/campaignform.h"
#include "heldcardsmodel.h"

namespace herald::gui::decks {

/// The deck pane of the Decks & Tables page: the chosen deck's piles and cards in play, and the
/// draw/shuffle/reshuffle/reveal/discard actions, each a decks.deck.apply command.
class DeckForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString deckId READ deckId WRITE setDeckId NOTIFY deckChanged)
    Q_PROPERTY(QString title READ title NOTIFY deckChanged)
    Q_PROPERTY(QString description READ description NOTIFY deckChanged)
    Q_PROPERTY(QString originLabel READ originLabel NOTIFY deckChanged)
    Q_PROPERTY(bool houseDefault READ houseDefault NOTIFY deckChanged)
    Q_PROPERTY(int drawCount READ drawCount NOTIFY deckChanged)
    Q_PROPERTY(int discardCount READ discardCount NOTIFY deckChanged)
    /// The cards in play, with their holders and what they say.
    Q_PROPERTY(herald::gui::decks::HeldCardsModel *held READ held CONSTANT)
    /// Who draws: a nation, player or side.
    Q_PROPERTY(QString holder READ holder WRITE setHolder NOTIFY changed)
    Q_PROPERTY(bool faceDown READ faceDown WRITE setFaceDown NOTIFY changed)

public:
    explicit DeckForm(QObject *parent = nullptr);

    [[nodiscard]] QString deckId() const { return m_deckId; }
    void setDeckId(const QString &id);
    [[nodiscard]] QString title() const { return m_deck.title; }
    [[nodiscard]] QString description() const { return m_deck.description; }
    [[nodiscard]] QString originLabel() const;
    [[nodiscard]] bool houseDefault() const;
    [[nodiscard]] int drawCount() const { return int(m_deck.drawPile.size()); }
    [[nodiscard]] int discardCount() const { return int(m_deck.discardPile.size()); }
    [[nodiscard]] HeldCardsModel *held() { return &m_held; }
    [[nodiscard]] QString holder() const { return m_holder; }
    void setHolder(const QString &holder);
    [[nodiscard]] bool faceDown() const { return m_faceDown; }
    void setFaceDown(bool faceDown);

    Q_INVOKABLE void draw();
    Q_INVOKABLE void shuffle();
    Q_INVOKABLE void reshuffle();
    Q_INVOKABLE void reveal(const QString &cardId);
    Q_INVOKABLE void discard(const QString &cardId);

Q_SIGNALS:
    void deckChanged();
    void changed();

protected:
    void reload() override;

private:
    void apply(const QJsonObject &operation);

    QString m_deckId;
    herald::decks::Deck m_deck;
    HeldCardsModel m_held;
    QString m_holder;
    bool m_faceDown = false;
};

} // namespace herald::gui::decks
