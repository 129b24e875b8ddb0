#pragma once

#include "campaigncontroller.h"

#include <QMetaObject>
#include <QPointer>
#include <QStringList>

#include <functional>

namespace herald::gui {

/// What ties a QML back end to the campaign it is given: it calls `reload` when the campaign
/// is set, when another campaign takes the window, and after a command, undo or redo that
/// changed one of the tables the back end shows. Nothing else makes a back end reload, so a
/// dice roll leaves the map alone.
class CampaignFollower
{
public:
    /// `tables` are the tables the back end reads; empty means it follows only the campaign
    /// itself (opened, closed), not its commands.
    CampaignFollower(QObject *owner, QStringList tables, std::function<void()> reload);
    ~CampaignFollower();
    CampaignFollower(const CampaignFollower &) = delete;
    CampaignFollower &operator=(const CampaignFollower &) = delete;

    [[nodiscard]] CampaignController *campaign() const { return m_campaign; }
    /// Follows `campaign` from now on (none: stops following) and reloads; false when it was
    /// already the one followed.
    bool setCampaign(CampaignController *campaign);
    /// Whether a change to `changed` concerns a back end reading `tables`.
    [[nodiscard]] static bool concerns(const QStringList &tables, const QStringList &changed);

private:
    void disconnectAll();

    QObject *m_owner;
    QStringList m_tables;
    std::function<void()> m_reload;
    QPointer<CampaignController> m_campaign;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace herald::gui
