#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The desk's "new game" form: a name and a variant; submit() runs diplomacy.new.
class NewGameForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString name READ name WRITE setName NOTIFY changed)
    Q_PROPERTY(int variant READ variant WRITE setVariant NOTIFY changed)
    /// The variants to choose from; Downfall says it is a reconstructed map.
    Q_PROPERTY(QStringList variants READ variants CONSTANT)
    Q_PROPERTY(bool canSubmit READ canSubmit NOTIFY changed)

public:
    explicit NewGameForm(QObject *parent = nullptr);

    [[nodiscard]] QString name() const { return m_name; }
    void setName(const QString &name);
    [[nodiscard]] int variant() const { return m_variant; }
    void setVariant(int variant);
    [[nodiscard]] QStringList variants() const;
    [[nodiscard]] bool canSubmit() const { return !m_name.trimmed().isEmpty(); }

    Q_INVOKABLE void submit();

Q_SIGNALS:
    void changed();

private:
    QString m_name;
    int m_variant = 0;
};

} // namespace herald::gui
