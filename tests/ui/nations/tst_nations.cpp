// Qt Quick test of the Nations & Rosters page: the Herald window on a new campaign with the demo
// map, the Kingdom of Veyra given the River Kingdom list, driven like a person; a QML warning
// fails it.
#include "quicktestsetup.h"

#include <QJsonObject>
#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("Nations test campaign")) {}

protected:
    void prepare(herald::gui::CampaignController &campaign) override
    {
        if (!campaign.execute(QStringLiteral("map.importDemo"), {}) ||
            !campaign.execute(
                QStringLiteral("nation.edit"),
                {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                 {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}))
            qFatal("the test campaign was not prepared: %s", qPrintable(campaign.lastError()));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(nations, Setup)
