// Qt Quick test of the Campaign page's step forms (§4.1, §4.4): the Herald window on a new
// campaign on the demo map walked to M-1 of the first month, Veyra's Host of the Crown in
// Oakhurst's countryside below the mountains and Ironhold's Iron Guard in Gallowmere, driven
// like a person: the orders written in the M-1 form, the terrain check in the M-2B form.
#include "quicktestsetup.h"

#include "app/gui/campaigncontroller.h"
#include "app/services/campaignservice.h"

#include <QSqlQuery>
#include <QtQuickTest>

class Setup : public herald::test::QuickTestSetup
{
public:
    Setup() : QuickTestSetup(QStringLiteral("Step forms test campaign")) {}

protected:
    void prepare(herald::gui::CampaignController &campaign) override
    {
        const QStringList nations{QStringLiteral("Kingdom of Veyra"),
                                  QStringLiteral("Ironhold Clans"),
                                  QStringLiteral("Mirefolk Tribes"), QStringLiteral("Ash Riders")};
        const auto must = [&](const QString &command, const QJsonObject &args) {
            if (!campaign.execute(command, args))
                qFatal("%s: %s", qPrintable(command), qPrintable(campaign.lastError()));
        };
        must(QStringLiteral("map.importDemo"), {});
        for (const QString &nation : nations)
            must(QStringLiteral("nation.edit"),
                 {{QStringLiteral("nation"), nation},
                  {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
        for (int guard = 0; guard < 40; ++guard) {
            const QString step = campaign.service().info().date.step;
            if (step == QLatin1String("writeOrders"))
                break;
            if (step == QLatin1String("startOfTurn"))
                for (const QString &nation : nations)
                    must(QStringLiteral("attendance.set"),
                         {{QStringLiteral("nation"), nation}, {QStringLiteral("present"), true}});
            if (step == QLatin1String("placeArmies"))
                placeArmies(must);
            must(QStringLiteral("calendar.next"), {{QStringLiteral("confirmedByHand"), true}});
        }
        // A fixture no command makes: the Host below the Oakhurst-Bell mountains (§4.4).
        QSqlQuery q(campaign.service().file()->database());
        if (!q.exec(QStringLiteral("UPDATE army SET area = '0707', location = 'countryside' "
                                   "WHERE name = 'Host of the Crown'")))
            qFatal("the Host cannot be put in Oakhurst");
    }

private:
    template <typename Must> static void placeArmies(const Must &must)
    {
        const std::array<std::array<const char *, 4>, 2> armies{{
            {"Kingdom of Veyra", "Host of the Crown", "Duke Aldric", "0407"},
            {"Ironhold Clans", "Iron Guard", "Thane Borin", "0804"},
        }};
        for (const auto &[nation, army, general, area] : armies) {
            must(QStringLiteral("character.buy"),
                 {{QStringLiteral("nation"), QString::fromLatin1(nation)},
                  {QStringLiteral("entry"), QStringLiteral("Marshal")},
                  {QStringLiteral("name"), QString::fromLatin1(general)}});
            must(QStringLiteral("army.place"),
                 {{QStringLiteral("nation"), QString::fromLatin1(nation)},
                  {QStringLiteral("name"), QString::fromLatin1(army)},
                  {QStringLiteral("general"), QString::fromLatin1(general)},
                  {QStringLiteral("area"), QString::fromLatin1(area)}});
        }
    }
};

QUICK_TEST_MAIN_WITH_SETUP(stepforms, Setup)
