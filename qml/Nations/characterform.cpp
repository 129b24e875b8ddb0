#include "characterform.h"

#include "core/warmaster/characterstatus.h"

#include <QVariantMap>

namespace herald::nations {

// The form reads nothing from the campaign: the character comes from the page's list.
CharacterForm::CharacterForm(QObject *parent) : CampaignForm({}, parent)
{
}

QVariantList CharacterForm::statusChoices() const
{
    QVariantList choices;
    for (const auto &entry : warmaster::EnumKeys<warmaster::CharacterStatus>::table())
        choices << QVariantMap{{QStringLiteral("value"), warmaster::keyOf(entry.value)},
                               {QStringLiteral("text"), warmaster::nameOf(entry.value)}};
    return choices;
}

void CharacterForm::runOnCharacter(const QString &command, QJsonObject args)
{
    args.insert(QStringLiteral("character"), m_character);
    run(command, args);
}

void CharacterForm::setStatus()
{
    QJsonObject args{{QStringLiteral("status"), m_status}};
    if (m_status == QLatin1String("captured") && !m_captor.isEmpty())
        args.insert(QStringLiteral("captor"), m_captor);
    runOnCharacter(QStringLiteral("character.status"), args);
}

void CharacterForm::bindItem()
{
    runOnCharacter(QStringLiteral("item.bind"), {{QStringLiteral("card"), m_card.trimmed()}});
}

void CharacterForm::drop()
{
    runOnCharacter(QStringLiteral("character.drop"), {});
}

} // namespace herald::nations
