#include "nationform.h"

#include "runcommand.h"

namespace herald::nations {

void NationForm::submit()
{
    QString message;
    const QString player = m_player.trimmed();
    if (!ensurePlayer(player, &message)) {
        Q_EMIT error(message);
        return;
    }
    QJsonObject args{{QStringLiteral("name"), m_name}, {QStringLiteral("colour"), m_colour}};
    if (!player.isEmpty())
        args.insert(QStringLiteral("player"), player);
    if (!m_armyList.isEmpty())
        args.insert(QStringLiteral("armyList"), m_armyList);
    if (!m_capital.trimmed().isEmpty())
        args.insert(QStringLiteral("capital"), m_capital.trimmed());
    if (runCommand(QStringLiteral("nation.add"), args, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

void NationForm::removePlayer(const QString &player)
{
    QString message;
    if (runCommand(QStringLiteral("player.remove"), {{QStringLiteral("player"), player}}, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

} // namespace herald::nations
