#include "deckform.h"

#include "app/services/decks/decksquery.h"
#include "app/services/decks/originlabel.h"

namespace herald::gui::decks {

using namespace herald::decks;

DeckForm::DeckForm(QObject *parent) : CampaignForm({QStringLiteral("decks_deck")}, parent)
{
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
    const app::CampaignService *open = service();
    m_deck = (open ? app::decks::deck(*open, m_deckId) : std::nullopt).value_or(Deck{});
    m_held.setDeck(m_deck);
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

void DeckForm::apply(const QJsonObject &operation)
{
    run(QStringLiteral("decks.deck.apply"),
        {{QStringLiteral("deck"), m_deckId}, {QStringLiteral("operation"), operation}});
}

void DeckForm::draw()
{
    const QString holder =
        m_holder.trimmed().isEmpty() ? QStringLiteral("referee") : m_holder.trimmed();
    apply({{QStringLiteral("op"), QStringLiteral("draw")},
           {QStringLiteral("holder"), holder},
           {QStringLiteral("facing"), m_faceDown ? QStringLiteral("down") : QStringLiteral("up")}});
}

void DeckForm::shuffle()
{
    apply({{QStringLiteral("op"), QStringLiteral("shuffle")}});
}

void DeckForm::reshuffle()
{
    apply({{QStringLiteral("op"), QStringLiteral("reshuffle")}});
}

void DeckForm::reveal(const QString &cardId)
{
    apply({{QStringLiteral("op"), QStringLiteral("reveal")}, {QStringLiteral("card"), cardId}});
}

void DeckForm::discard(const QString &cardId)
{
    apply({{QStringLiteral("op"), QStringLiteral("discard")}, {QStringLiteral("card"), cardId}});
}

} // namespace herald::gui::decks
