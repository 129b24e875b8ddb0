#include "ordersform.h"

#include <QJsonObject>

namespace herald::gui {

// The form shows no campaign data: the orders entered so far are the desk's.
OrdersForm::OrdersForm(QObject *parent) : CampaignForm({}, parent)
{
}

void OrdersForm::setGame(int game)
{
    if (game == m_game)
        return;
    m_game = game;
    Q_EMIT changed();
}

void OrdersForm::setPower(const QString &power)
{
    if (power == m_power)
        return;
    m_power = power;
    Q_EMIT changed();
}

void OrdersForm::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    Q_EMIT changed();
}

void OrdersForm::submit()
{
    run(QStringLiteral("diplomacy.orders"), {{QStringLiteral("game"), m_game},
                                             {QStringLiteral("power"), m_power},
                                             {QStringLiteral("orders"), m_text}});
}

} // namespace herald::gui
