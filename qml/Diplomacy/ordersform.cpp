#include "ordersform.h"

#include "app/gui/campaigncontroller.h"

#include <QJsonObject>

namespace herald::gui {

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
    auto *controller = CampaignController::instance();
    if (!controller)
        return;
    if (!controller->execute(QStringLiteral("diplomacy.orders"),
                             {{QStringLiteral("game"), m_game},
                              {QStringLiteral("power"), m_power},
                              {QStringLiteral("orders"), m_text}})) {
        Q_EMIT error(controller->lastError());
        return;
    }
    Q_EMIT done(controller->latestSummary());
}

} // namespace herald::gui
