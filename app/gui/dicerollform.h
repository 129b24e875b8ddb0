#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The Dice page's form: an expression, a purpose, and optionally what real dice showed.
/// Checks as the referee types and explains what is wrong; submit() records the roll.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class DiceRollForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString expression READ expression WRITE setExpression NOTIFY changed)
    Q_PROPERTY(QString purpose READ purpose WRITE setPurpose NOTIFY changed)
    /// What real dice showed, "3 4" or "3,4"; empty to let Herald roll.
    Q_PROPERTY(QString typedFaces READ typedFaces WRITE setTypedFaces NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(bool canSubmit READ canSubmit NOTIFY changed)

public:
    explicit DiceRollForm(QObject *parent = nullptr);

    [[nodiscard]] QString expression() const { return m_expression; }
    void setExpression(const QString &expression);
    [[nodiscard]] QString purpose() const { return m_purpose; }
    void setPurpose(const QString &purpose);
    [[nodiscard]] QString typedFaces() const { return m_typedFaces; }
    void setTypedFaces(const QString &typedFaces);
    [[nodiscard]] QString problem() const;
    [[nodiscard]] bool canSubmit() const { return problem().isEmpty(); }

    Q_INVOKABLE void submit();

Q_SIGNALS:
    void changed();

protected:
    /// Whether a campaign is open changes what problem() says.
    void reload() override { Q_EMIT changed(); }

private:
    [[nodiscard]] QList<int> faces(bool *ok) const;

    QString m_expression = QStringLiteral("d6");
    QString m_purpose;
    QString m_typedFaces;
};

} // namespace herald::gui
