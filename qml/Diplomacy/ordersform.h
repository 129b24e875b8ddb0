#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// One power's orders for the current phase, typed in the usual notation, one a line;
/// submit() runs diplomacy.orders, whose refusal names the line and the problem.
class OrdersForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int game READ game WRITE setGame NOTIFY changed)
    Q_PROPERTY(QString power READ power WRITE setPower NOTIFY changed)
    Q_PROPERTY(QString text READ text WRITE setText NOTIFY changed)

public:
    explicit OrdersForm(QObject *parent = nullptr);

    [[nodiscard]] int game() const { return m_game; }
    void setGame(int game);
    [[nodiscard]] QString power() const { return m_power; }
    void setPower(const QString &power);
    [[nodiscard]] QString text() const { return m_text; }
    void setText(const QString &text);

    Q_INVOKABLE void submit();

Q_SIGNALS:
    void changed();

private:
    int m_game = 0;
    QString m_power;
    QString m_text;
};

} // namespace herald::gui
