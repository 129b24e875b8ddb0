#pragma once

#include "core/decks/deck.h"

#include <QObject>
#include <QQmlEngine>

namespace herald::gui::decks {

/// The deck pane of the Decks & Tables page: the chosen deck's piles and cards in play, and the
/// draw/shuffle/reshuffle/reveal/discard actions, each a decks.deck.apply command.
class DeckForm : public QObject
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
    /// One line per card in play: "Blue: Wizards Tower (face down)".
    Q_PROPERTY(QStringList heldLines READ heldLines NOTIFY deckChanged)
    /// The ids of the same cards, in the same order, for reveal() and discard().
    Q_PROPERTY(QStringList heldIds READ heldIds NOTIFY deckChanged)
    /// Whether each of those cards is face down.
    Q_PROPERTY(QList<bool> heldFaceDown READ heldFaceDown NOTIFY deckChanged)
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
    [[nodiscard]] QStringList heldLines() const;
    [[nodiscard]] QStringList heldIds() const;
    [[nodiscard]] QList<bool> heldFaceDown() const;
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
    void done(const QString &summary);
    void error(const QString &message);

private:
    void reload();
    void run(const QJsonObject &operation);

    QString m_deckId;
    herald::decks::Deck m_deck;
    QString m_holder;
    bool m_faceDown = false;
};

} // namespace herald::gui::decks
