#include "magicitemform.h"

#include <QJsonArray>

namespace herald::gui::decks {

// The form shows no campaign data: the authors' list is MagicAuthorsModel's.
MagicItemForm::MagicItemForm(QObject *parent) : CampaignForm({}, parent)
{
}

void MagicItemForm::setAuthor(const QString &author)
{
    if (author == m_author)
        return;
    m_author = author;
    Q_EMIT changed();
}

void MagicItemForm::setName(const QString &name)
{
    if (name == m_name)
        return;
    m_name = name;
    Q_EMIT changed();
}

void MagicItemForm::setPoints(int points)
{
    if (points == m_points)
        return;
    m_points = points;
    Q_EMIT changed();
}

void MagicItemForm::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    Q_EMIT changed();
}

void MagicItemForm::setNations(const QString &nations)
{
    if (nations == m_nations)
        return;
    m_nations = nations;
    Q_EMIT changed();
}

QString MagicItemForm::problem() const
{
    if (m_author.trimmed().isEmpty())
        return tr("Name the player who writes the item.");
    if (m_name.trimmed().isEmpty())
        return tr("Give the item a name.");
    if (m_points <= 0)
        return tr("An item is worth at least 1 point.");
    return {};
}

void MagicItemForm::submit()
{
    if (const QString why = problem(); !why.isEmpty()) {
        refuse(why);
        return;
    }
    run(QStringLiteral("decks.magic.author"), {{QStringLiteral("author"), m_author.trimmed()},
                                               {QStringLiteral("name"), m_name.trimmed()},
                                               {QStringLiteral("points"), m_points},
                                               {QStringLiteral("text"), m_text.trimmed()}});
}

void MagicItemForm::buildDeck()
{
    run(QStringLiteral("decks.magic.build"), {});
}

void MagicItemForm::deal()
{
    QJsonArray nations;
    for (const QString &nation : m_nations.split(QLatin1Char(','), Qt::SkipEmptyParts))
        nations.append(nation.trimmed());
    run(QStringLiteral("decks.magic.deal"), {{QStringLiteral("nations"), nations}});
}

} // namespace herald::gui::decks
