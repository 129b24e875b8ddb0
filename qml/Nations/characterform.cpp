#include "characterform.h"

#include "runcommand.h"

namespace herald::nations {

void CharacterForm::run(const QString &command, const QJsonObject &extra)
{
    QJsonObject args = extra;
    args.insert(QStringLiteral("character"), m_character);
    QString message;
    if (runCommand(command, args, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

void CharacterForm::setStatus()
{
    QJsonObject args{{QStringLiteral("status"), m_status}};
    if (m_status == QLatin1String("captured") && !m_captor.isEmpty())
        args.insert(QStringLiteral("captor"), m_captor);
    run(QStringLiteral("character.status"), args);
}

void CharacterForm::bindItem()
{
    run(QStringLiteral("item.bind"), {{QStringLiteral("card"), m_card.trimmed()}});
}

void CharacterForm::drop()
{
    run(QStringLiteral("character.drop"), {});
}

} // namespace herald::nations
