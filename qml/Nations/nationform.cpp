#include "nationform.h"

namespace herald::nations {

// The form reads nothing from the campaign: the page's nation list shows the outcome.
NationForm::NationForm(QObject *parent) : CampaignForm({}, parent)
{
}

void NationForm::submit()
{
    QJsonObject args{{QStringLiteral("name"), m_name}, {QStringLiteral("colour"), m_colour}};
    if (const QString player = m_player.trimmed(); !player.isEmpty())
        args.insert(QStringLiteral("player"), player);
    if (!m_armyList.isEmpty())
        args.insert(QStringLiteral("armyList"), m_armyList);
    if (const QString capital = m_capital.trimmed(); !capital.isEmpty())
        args.insert(QStringLiteral("capital"), capital);
    run(QStringLiteral("nation.add"), args);
}

void NationForm::removePlayer(const QString &player)
{
    run(QStringLiteral("player.remove"), {{QStringLiteral("player"), player}});
}

} // namespace herald::nations
