#include "campaignfollower.h"

#include "campaigncontroller.h"

namespace herald::gui {

CampaignFollower::CampaignFollower(QObject *owner, QStringList tables, std::function<void()> reload)
    : m_owner(owner), m_tables(std::move(tables)), m_reload(std::move(reload))
{
}

CampaignFollower::~CampaignFollower()
{
    disconnectAll();
}

bool CampaignFollower::setCampaign(CampaignController *campaign)
{
    if (campaign == m_campaign)
        return false;
    disconnectAll();
    m_campaign = campaign;
    if (campaign) {
        m_connections << QObject::connect(campaign, &CampaignController::sessionChanged, m_owner,
                                          [this] { m_reload(); });
        if (!m_tables.isEmpty())
            m_connections << QObject::connect(campaign, &CampaignController::tablesChanged, m_owner,
                                              [this](const QStringList &changed) {
                                                  if (concerns(m_tables, changed))
                                                      m_reload();
                                              });
    }
    m_reload();
    return true;
}

bool CampaignFollower::concerns(const QStringList &tables, const QStringList &changed)
{
    for (const QString &table : changed)
        if (tables.contains(table))
            return true;
    return false;
}

void CampaignFollower::disconnectAll()
{
    for (const auto &connection : std::as_const(m_connections))
        QObject::disconnect(connection);
    m_connections.clear();
}

} // namespace herald::gui
