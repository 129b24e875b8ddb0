#pragma once

#include <QObject>
#include <QQmlEngine>

namespace herald::nations {

/// Founds a nation (command nation.add): name, colour, player and army list as typed.
class NationForm : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString name MEMBER m_name NOTIFY changed)
    Q_PROPERTY(QString colour MEMBER m_colour NOTIFY changed)
    Q_PROPERTY(QString player MEMBER m_player NOTIFY changed)
    Q_PROPERTY(QString armyList MEMBER m_armyList NOTIFY changed)
    Q_PROPERTY(QString capital MEMBER m_capital NOTIFY changed)

public:
    using QObject::QObject;
    /// Adds the player first when the name is new, then the nation.
    Q_INVOKABLE void submit();
    /// Removes a player who runs no nation (command player.remove).
    Q_INVOKABLE void removePlayer(const QString &player);

Q_SIGNALS:
    void changed();
    void done(const QString &summary);
    void error(const QString &message);

private:
    QString m_name;
    QString m_colour = QStringLiteral("#7a5c3a");
    QString m_player;
    QString m_armyList;
    QString m_capital;
};

} // namespace herald::nations
