// §11.S campaign settings: defaults, JSON round trip, errors naming the key.
#include "core/warmaster/campaignsettings.h"

#include <QtTest>

using namespace herald::warmaster;

class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void defaults();
    void roundTrip();
    void readValues_data();
    void readValues();
    void errors_data();
    void errors();
};

// §11.S defaults as written in the JSON
void TestSettings::defaults()
{
    const QJsonObject json = toJson(CampaignSettings{});
    QCOMPARE(json.size(), 34);
    QCOMPARE(json.value("expeditionDice").toString(), QStringLiteral("2d10"));
    QCOMPARE(json.value("mutinyTest").toString(), QStringLiteral("d6:6+"));
    QCOMPARE(json.value("createdRaceRounding").toString(), QStringLiteral("roundHalfUp"));
    QCOMPARE(json.value("destroyedCountsAs").toString(), QStringLiteral("3"));
    QCOMPARE(json.value("garrisonCap").toString(), QStringLiteral("none"));
    QCOMPARE(json.value("deploymentDistance").toInt(), 12);
    QCOMPARE(json.value("cityRemovalMode").toString(), QStringLiteral("downgrade"));
    QCOMPARE(json.value("productionOrder").toString(), QStringLiteral("produceThenRemove"));
    QCOMPARE(json.value("minorCharacters").toBool(), true);
    QCOMPARE(json.value("communicationDelay").toBool(), false);
    QCOMPARE(json.value("xpCostChariot").toInt(), 5);
    QCOMPARE(json.value("xpCostSpecial").toInt(), 6);
    QCOMPARE(json.value("multiArmyOption").toString(), QStringLiteral("A"));
}

void TestSettings::roundTrip()
{
    CampaignSettings s;
    s.expeditionDice = ExpeditionDice::OneD20;
    s.createdRaceRounding = CreatedRaceRounding::RoundUp;
    s.destroyedCountsAs = DestroyedCountsAs::ActualStands;
    s.garrisonCap = 1000;
    s.minorCharacters = false;
    s.independentController = IndependentController::Referee;
    s.xpCostSpecial = 8;
    const CampaignSettingsParse back = campaignSettingsFromJson(toJson(s));
    QVERIFY2(back.ok(), qPrintable(back.error));
    QCOMPARE(back.settings, s);
    QVERIFY(!(back.settings == CampaignSettings{}));
}

void TestSettings::readValues_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("check");

    QTest::newRow("empty object: all defaults") << QByteArray("{}") << true;
    QTest::newRow("destroyedCountsAs as a number")
        << QByteArray(R"({"destroyedCountsAs": 3})") << true;
}

void TestSettings::readValues()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, check);
    const CampaignSettingsParse parse =
        campaignSettingsFromJson(QJsonDocument::fromJson(json).object());
    QVERIFY(parse.ok());
    QCOMPARE(parse.settings == CampaignSettings{}, check);
}

void TestSettings::errors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("error");

    QTest::newRow("unknown rounding")
        << QByteArray(R"({"createdRaceRounding": "bankers"})")
        << "createdRaceRounding: 'bankers' is not one of roundHalfUp, none or roundUp";
    QTest::newRow("flag not a boolean")
        << QByteArray(R"({"minorCharacters": "yes"})") << "minorCharacters: must be true or false";
    QTest::newRow("distance out of range") << QByteArray(R"({"deploymentDistance": 0})")
                                           << "deploymentDistance: must be a whole number from "
                                              "1 to 120";
    QTest::newRow("garrison cap words") << QByteArray(R"({"garrisonCap": "lots"})")
                                        << "garrisonCap: must be \"none\" or a positive number "
                                           "of points";
    QTest::newRow("a typo is not silently ignored")
        << QByteArray(R"({"minorCharacter": false})") << "minorCharacter: not a campaign setting";
}

void TestSettings::errors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, error);
    const CampaignSettingsParse parse =
        campaignSettingsFromJson(QJsonDocument::fromJson(json).object());
    QVERIFY(!parse.ok());
    QCOMPARE(parse.error, error);
    QCOMPARE(parse.settings, CampaignSettings{});
}

QTEST_APPLESS_MAIN(TestSettings)
#include "tst_settings.moc"
