#include "deckform.h"

#include "app/gui/campaigncontroller.h"
#include "decksaccess.h"

namespace herald::gui::decks {

using namespace herald::decks;

DeckForm::DeckForm(QObject *parent) : QObject(parent)
{
    connect(CampaignController::instance(), &CampaignController::campaignChanged, this,
            &DeckForm::reload);
}

void DeckForm::setDeckId(const QString &id)
{
    if (id == m_deckId)
        return;
    m_deckId = id;
    reload();
}

void DeckForm::reload()
{
    QString error;
    const auto store = openStore();
    const auto deck = store && !m_deckId.isEmpty() ? store->deck(m_deckId, &error) : std::nullopt;
    m_deck = deck.value_or(Deck{});
    Q_EMIT deckChanged();
}

QString DeckForm::originLabel() const
{
    return m_deck.id.isEmpty() ? QString() : app::decks::originLabel(m_deck.provenance);
}

bool DeckForm::houseDefault() const
{
    return m_deck.provenance.origin == Origin::HouseDefault;
}

QStringList DeckForm::heldLines() const
{
    QStringList lines;
    for (const HeldCard &held : m_deck.inPlay) {
        const Card *card = m_deck.card(held.cardId);
        const QString title = card ? card->title : held.cardId;
        lines << (held.facing == Facing::Down ? tr("%1: %2 (face down)") : tr("%1: %2"))
                     .arg(held.holder, title);
    }
    return lines;
}

QStringList DeckForm::heldIds() const
{
    QStringList ids;
    for (const HeldCard &held : m_deck.inPlay)
        ids << held.cardId;
    return ids;
}

QList<bool> DeckForm::heldFaceDown() const
{
    QList<bool> down;
    for (const HeldCard &held : m_deck.inPlay)
        down << (held.facing == Facing::Down);
    return down;
}

void DeckForm::setHolder(const QString &holder)
{
    if (holder == m_holder)
        return;
    m_holder = holder;
    Q_EMIT changed();
}

void DeckForm::setFaceDown(bool faceDown)
{
    if (faceDown == m_faceDown)
        return;
    m_faceDown = faceDown;
    Q_EMIT changed();
}

void DeckForm::run(const QJsonObject &operation)
{
    CampaignController *campaign = CampaignController::instance();
    if (!campaign->execute(
            QStringLiteral("decks.deck.apply"),
            {{QStringLiteral("deck"), m_deckId}, {QStringLiteral("operation"), operation}})) {
        Q_EMIT error(campaign->lastError());
        return;
    }
    Q_EMIT done(campaign->undoText());
}

void DeckForm::draw()
{
    const QString holder =
        m_holder.trimmed().isEmpty() ? QStringLiteral("referee") : m_holder.trimmed();
    run({{QStringLiteral("op"), QStringLiteral("draw")},
         {QStringLiteral("holder"), holder},
         {QStringLiteral("facing"), m_faceDown ? QStringLiteral("down") : QStringLiteral("up")}});
}

void DeckForm::shuffle()
{
    run({{QStringLiteral("op"), QStringLiteral("shuffle")}});
}

void DeckForm::reshuffle()
{
    run({{QStringLiteral("op"), QStringLiteral("reshuffle")}});
}

void DeckForm::reveal(const QString &cardId)
{
    run({{QStringLiteral("op"), QStringLiteral("reveal")}, {QStringLiteral("card"), cardId}});
}

void DeckForm::discard(const QString &cardId)
{
    run({{QStringLiteral("op"), QStringLiteral("discard")}, {QStringLiteral("card"), cardId}});
}

} // namespace herald::gui::decks
