#include "ordersform.h"

#include "app/services/warmaster/ordersview.h"

namespace herald::orders {

OrdersForm::OrdersForm(QObject *parent) : CampaignForm(app::ordersViewTables(), parent)
{
}

void OrdersForm::reload()
{
    app::OrdersView view;
    if (const app::CampaignService *campaign = service())
        view = app::ordersView(*campaign);
    m_dateText = view.dateText;
    m_turn = view.turn;
    m_writeStep = view.writeStep;
    m_terrainStep = view.terrainStep;
    m_writeHint = view.writeHint;
    m_emptyHint = view.emptyHint;
    m_armies = view.armies.toVariantList();
    m_occupations = view.occupations.toVariantList();
    Q_EMIT changed();
}

} // namespace herald::orders
