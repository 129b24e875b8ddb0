#include "rosterform.h"

#include "runcommand.h"

namespace herald::nations {

void RosterForm::run(const QString &command, const QJsonObject &args)
{
    QString message;
    if (runCommand(command, args, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

void RosterForm::openRoster()
{
    run(QStringLiteral("roster.open"), {{QStringLiteral("nation"), m_nation}});
}

void RosterForm::submit()
{
    run(QStringLiteral("roster.buy"), {{QStringLiteral("nation"), m_nation},
                                       {QStringLiteral("unitType"), m_unitType},
                                       {QStringLiteral("count"), m_count}});
}

void RosterForm::buyCharacter()
{
    QJsonObject args{{QStringLiteral("nation"), m_nation},
                     {QStringLiteral("entry"), m_characterEntry}};
    if (!m_characterName.trimmed().isEmpty())
        args.insert(QStringLiteral("name"), m_characterName.trimmed());
    run(QStringLiteral("character.buy"), args);
}

void RosterForm::markLosses()
{
    run(QStringLiteral("roster.loss"), {{QStringLiteral("nation"), m_nation},
                                        {QStringLiteral("line"), m_line},
                                        {QStringLiteral("count"), m_lossCount}});
}

} // namespace herald::nations
