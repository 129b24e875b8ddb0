#pragma once

#include <QJsonObject>
#include <QObject>
#include <QQmlEngine>

namespace herald::nations {

/// The year's roster of one nation: open it from the tally, buy units, take characters,
/// strike off losses. Each is a command; a refusal comes back through error().
class RosterForm : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString nation MEMBER m_nation NOTIFY changed)
    Q_PROPERTY(QString unitType MEMBER m_unitType NOTIFY changed)
    Q_PROPERTY(int count MEMBER m_count NOTIFY changed)
    Q_PROPERTY(QString characterEntry MEMBER m_characterEntry NOTIFY changed)
    Q_PROPERTY(QString characterName MEMBER m_characterName NOTIFY changed)
    Q_PROPERTY(int line MEMBER m_line NOTIFY changed)
    /// Units lost on the line, kept apart from the count bought.
    Q_PROPERTY(int lossCount MEMBER m_lossCount NOTIFY changed)

public:
    using QObject::QObject;
    Q_INVOKABLE void openRoster();
    /// Buys count units of unitType (a negative count removes units).
    Q_INVOKABLE void submit();
    Q_INVOKABLE void buyCharacter();
    Q_INVOKABLE void markLosses();

Q_SIGNALS:
    void changed();
    void done(const QString &summary);
    void error(const QString &message);

private:
    void run(const QString &command, const QJsonObject &args);

    QString m_nation;
    QString m_unitType;
    int m_count = 1;
    QString m_characterEntry;
    QString m_characterName;
    int m_line = 1;
    int m_lossCount = 1;
};

} // namespace herald::nations
