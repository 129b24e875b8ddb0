#pragma once

#include "app/gui/campaignform.h"

#include <QVariantList>

namespace herald::nations {

/// Acts on one character of the year's roster: sets his status (held by a captor when
/// captured, §6.4), binds a magic item card to him for good (§1.4), or takes him off the
/// roster. Each is an undoable command; a refusal comes back through error().
class CharacterForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The character's row id.
    Q_PROPERTY(int character MEMBER m_character NOTIFY changed)
    /// A key of statusChoices: active, captured, killed, onExpedition or envoy.
    Q_PROPERTY(QString status MEMBER m_status NOTIFY changed)
    /// The nation holding him, when captured.
    Q_PROPERTY(QString captor MEMBER m_captor NOTIFY changed)
    /// The magic item's card id.
    Q_PROPERTY(QString card MEMBER m_card NOTIFY changed)
    /// Every status a character may have (§1.4, §6.4, §6.6, §7.2.7), in the rules' order, as
    /// {value: key, text: name in the user's language} for a combo box.
    Q_PROPERTY(QVariantList statusChoices READ statusChoices CONSTANT)

public:
    explicit CharacterForm(QObject *parent = nullptr);

    [[nodiscard]] QVariantList statusChoices() const;

    Q_INVOKABLE void setStatus();
    Q_INVOKABLE void bindItem();
    Q_INVOKABLE void drop();

Q_SIGNALS:
    void changed();

private:
    void runOnCharacter(const QString &command, QJsonObject args);

    int m_character = 0;
    QString m_status = QStringLiteral("active");
    QString m_captor;
    QString m_card;
};

} // namespace herald::nations
