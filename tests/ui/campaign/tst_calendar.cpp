// Qt Quick test of the calendar on the Campaign page (§3, §7.6): the Herald window on a new
// campaign with the demo map, every nation on a sample army list, driven like a person.
#include "quicktestsetup.h"

#include "app/gui/campaigncontroller.h"

#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("Calendar test campaign")) {}

protected:
    void prepare(herald::gui::CampaignController &campaign) override
    {
        campaign.execute(QStringLiteral("map.importDemo"), {});
        for (const char *nation :
             {"Kingdom of Veyra", "Ironhold Clans", "Mirefolk Tribes", "Ash Riders"})
            campaign.execute(
                QStringLiteral("nation.edit"),
                {{QStringLiteral("nation"), QString::fromLatin1(nation)},
                 {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
    }
};

QUICK_TEST_MAIN_WITH_SETUP(calendar, Setup)
