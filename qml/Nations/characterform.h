#pragma once

#include <QJsonObject>
#include <QObject>
#include <QQmlEngine>

namespace herald::nations {

/// Acts on one character of the year's roster: sets his status (held by a captor when
/// captured, §6.4), binds a magic item card to him for good (§1.4), or takes him off the
/// roster. Each is an undoable command; a refusal comes back through error().
class CharacterForm : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The character's row id.
    Q_PROPERTY(int character MEMBER m_character NOTIFY changed)
    /// active, captured, killed, onExpedition or envoy.
    Q_PROPERTY(QString status MEMBER m_status NOTIFY changed)
    /// The nation holding him, when captured.
    Q_PROPERTY(QString captor MEMBER m_captor NOTIFY changed)
    /// The magic item's card id.
    Q_PROPERTY(QString card MEMBER m_card NOTIFY changed)

public:
    using QObject::QObject;
    Q_INVOKABLE void setStatus();
    Q_INVOKABLE void bindItem();
    Q_INVOKABLE void drop();

Q_SIGNALS:
    void changed();
    void done(const QString &summary);
    void error(const QString &message);

private:
    void run(const QString &command, const QJsonObject &extra);

    int m_character = 0;
    QString m_status = QStringLiteral("active");
    QString m_captor;
    QString m_card;
};

} // namespace herald::nations
