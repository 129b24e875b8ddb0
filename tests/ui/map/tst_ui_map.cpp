// Qt Quick test of the Map page on a campaign with the demo map imported; a QML warning fails it.
#include "quicktestsetup.h"

#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("Map UI test")) {}

protected:
    void prepare(herald::gui::CampaignController &campaign) override
    {
        if (!campaign.execute(QStringLiteral("map.importDemo"), {}))
            qFatal("demo map import failed: %s", qPrintable(campaign.lastError()));
    }
};

QUICK_TEST_MAIN_WITH_SETUP(map, Setup)
