// §11.S campaign settings: every setting's default, a valid value, each kind of bad value
// refused with a message naming the key and what is allowed; reading keeps the good values when
// one is bad; the dice that the dice-choosing settings pick (I-1, I-4).
#include "core/warmaster/campaignsettings.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

QJsonValue jsonOf(const QByteArray &text)
{
    return QJsonDocument::fromJson("[" + text + "]").array().at(0);
}

} // namespace

class TestSettings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everySettingDeclaredOnce();
    void defaults_data();
    void defaults();
    void validValue_data();
    void validValue();
    void refused_data();
    void refused();
    void valueFromText_data();
    void valueFromText();
    void badValueKeepsTheOthers();
    void roundTrip();
    void dice_data();
    void dice();
};

// §11.S: 34 settings (the referee charts are tables), each with a title, an explanation, a
// rules entry, and a default that reads back as the struct's default.
void TestSettings::everySettingDeclaredOnce()
{
    const std::vector<SettingDefinition> list = settingDefinitions();
    QCOMPARE(int(list.size()), 35);
    QSet<QString> keys;
    for (const SettingDefinition &d : list) {
        QVERIFY2(!keys.contains(d.key), qPrintable(d.key));
        keys.insert(d.key);
        QVERIFY2(!d.title.isEmpty() && !d.explanation.isEmpty() && !d.section.isEmpty(),
                 qPrintable(d.key));
        QVERIFY2(checkSetting(d.key, d.defaultValue).ok(), qPrintable(d.key));
        if (d.kind == SettingKind::Choice)
            QVERIFY2(d.choices.size() >= 2, qPrintable(d.key));
    }
    QCOMPARE(settingKindKey(SettingKind::Flag), QStringLiteral("flag"));
    QCOMPARE(settingKindKey(SettingKind::Choice), QStringLiteral("choice"));
    QCOMPARE(settingKindKey(SettingKind::Number), QStringLiteral("number"));
    QCOMPARE(settingKindKey(SettingKind::PointsOrNone), QStringLiteral("points"));
    const QStringList written = toJson(CampaignSettings{}).keys();
    QCOMPARE(keys, QSet<QString>(written.begin(), written.end()));
}

void TestSettings::defaults_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QString>("text");

    QTest::newRow("expeditionDice 2d10 (I-1)")
        << "expeditionDice" << QByteArray("\"2d10\"") << "2d10";
    QTest::newRow("mutinyTest d6:6+ (I-4)") << "mutinyTest" << QByteArray("\"d6:6+\"") << "d6, 6+";
    QTest::newRow("aquaticTownIsSeventhArea off (I-8)")
        << "aquaticTownIsSeventhArea" << QByteArray("false") << "off";
    QTest::newRow("unsuccessfulExpeditionFate returnHome (I-9)")
        << "unsuccessfulExpeditionFate" << QByteArray("\"returnHome\"") << "return home";
    QTest::newRow("rosterPooling perLine (I-15)")
        << "rosterPooling" << QByteArray("\"perLine\"") << "per line";
    QTest::newRow("mobLimitScope perBattle (I-18)")
        << "mobLimitScope" << QByteArray("\"perBattle\"") << "per battle";
    QTest::newRow("minorCharacters on (I-28)") << "minorCharacters" << QByteArray("true") << "on";
    QTest::newRow("captureCountsAsDeath on (I-22)")
        << "captureCountsAsDeath" << QByteArray("true") << "on";
    QTest::newRow("promotedHeroProfile general (I-22)")
        << "promotedHeroProfile" << QByteArray("\"general\"") << "general";
    QTest::newRow("winnersNotCaptured on (I-24)")
        << "winnersNotCaptured" << QByteArray("true") << "on";
    QTest::newRow("lostItemsReshuffled on (§6.5)")
        << "lostItemsReshuffled" << QByteArray("true") << "on";
    QTest::newRow("createdRaceRounding roundHalfUp (I-30)")
        << "createdRaceRounding" << QByteArray("\"roundHalfUp\"") << "round half up";
    QTest::newRow("routVictoryRoutsLoser off (I-33)")
        << "routVictoryRoutsLoser" << QByteArray("false") << "off";
    QTest::newRow("destroyedCountsAs 3 (I-34)")
        << "destroyedCountsAs" << QByteArray("\"3\"") << "3 stands";
    QTest::newRow("simultaneousBattlePool independent (I-38)")
        << "simultaneousBattlePool" << QByteArray("\"independent\"") << "independent";
    QTest::newRow("multiArmyOption A (§5.7)")
        << "multiArmyOption" << QByteArray("\"A\"") << "option A";
    QTest::newRow("garrisonCap none (I-45)") << "garrisonCap" << QByteArray("\"none\"") << "none";
    QTest::newRow("deploymentDistance 12 (I-46)")
        << "deploymentDistance" << QByteArray("12") << "12";
    QTest::newRow("deploymentRuleScope allBattles (I-47)")
        << "deploymentRuleScope" << QByteArray("\"allBattles\"") << "all battles";
    QTest::newRow("movementMode simultaneous (§4.1)")
        << "movementMode" << QByteArray("\"simultaneous\"") << "simultaneous";
    QTest::newRow("communicationDelay off (§4.2)")
        << "communicationDelay" << QByteArray("false") << "off";
    QTest::newRow("occupationGivesSupply on (§4.5)")
        << "occupationGivesSupply" << QByteArray("true") << "on";
    QTest::newRow("besiegedTownSupplies on (I-53)")
        << "besiegedTownSupplies" << QByteArray("true") << "on";
    QTest::newRow("arrivalTurnCounts off (I-55)")
        << "arrivalTurnCounts" << QByteArray("false") << "off";
    QTest::newRow("battleResetsOccupation reset (I-55)")
        << "battleResetsOccupation" << QByteArray("\"reset\"") << "reset";
    QTest::newRow("productionOrder produceThenRemove (I-60)")
        << "productionOrder" << QByteArray("\"produceThenRemove\"") << "produce, then remove";
    QTest::newRow("cityRemovalMode downgrade (I-60)")
        << "cityRemovalMode" << QByteArray("\"downgrade\"") << "downgrade";
    QTest::newRow("pickupRoundEveryTurn off (I-80)")
        << "pickupRoundEveryTurn" << QByteArray("false") << "off";
    QTest::newRow("clearMarkersOnReset off (I-74)")
        << "clearMarkersOnReset" << QByteArray("false") << "off";
    QTest::newRow("pickupRosterLosses off (I-78)")
        << "pickupRosterLosses" << QByteArray("false") << "off";
    QTest::newRow("lesserCommandersEarnXP off (I-77)")
        << "lesserCommandersEarnXP" << QByteArray("false") << "off";
    QTest::newRow("independentController placingPlayer (I-75)")
        << "independentController" << QByteArray("\"placingPlayer\"") << "placing player";
    QTest::newRow("independentPlacementGap 1 (§7.7.6)")
        << "independentPlacementGap" << QByteArray("1") << "1";
    QTest::newRow("xpCostChariot 5 (I-77)") << "xpCostChariot" << QByteArray("5") << "5";
    QTest::newRow("xpCostSpecial 6 (I-77)") << "xpCostSpecial" << QByteArray("6") << "6";
}

// §11.S: the default column of the summary, as files write it and as people read it.
void TestSettings::defaults()
{
    QFETCH(QString, key);
    QFETCH(QByteArray, value);
    QFETCH(QString, text);
    QCOMPARE(toJson(CampaignSettings{}).value(key), jsonOf(value));
    const auto definition = findSetting(key);
    QVERIFY(definition);
    QCOMPARE(definition->defaultValue, jsonOf(value));
    QCOMPARE(settingValueText(*definition, definition->defaultValue), text);
}

void TestSettings::validValue_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<QByteArray>("stored");

    QTest::newRow("expeditionDice 1d20")
        << "expeditionDice" << QByteArray("\"1d20\"") << QByteArray("\"1d20\"");
    QTest::newRow("mutinyTest 2d6:6+")
        << "mutinyTest" << QByteArray("\"2d6:6+\"") << QByteArray("\"2d6:6+\"");
    QTest::newRow("aquaticTownIsSeventhArea on")
        << "aquaticTownIsSeventhArea" << QByteArray("true") << QByteArray("true");
    QTest::newRow("unsuccessfulExpeditionFate lostAtSea")
        << "unsuccessfulExpeditionFate" << QByteArray("\"lostAtSea\"")
        << QByteArray("\"lostAtSea\"");
    QTest::newRow("rosterPooling perCategory")
        << "rosterPooling" << QByteArray("\"perCategory\"") << QByteArray("\"perCategory\"");
    QTest::newRow("mobLimitScope perYear")
        << "mobLimitScope" << QByteArray("\"perYear\"") << QByteArray("\"perYear\"");
    QTest::newRow("minorCharacters off")
        << "minorCharacters" << QByteArray("false") << QByteArray("false");
    QTest::newRow("captureCountsAsDeath off")
        << "captureCountsAsDeath" << QByteArray("false") << QByteArray("false");
    QTest::newRow("promotedHeroProfile hero")
        << "promotedHeroProfile" << QByteArray("\"hero\"") << QByteArray("\"hero\"");
    QTest::newRow("winnersNotCaptured off")
        << "winnersNotCaptured" << QByteArray("false") << QByteArray("false");
    QTest::newRow("lostItemsReshuffled off")
        << "lostItemsReshuffled" << QByteArray("false") << QByteArray("false");
    QTest::newRow("createdRaceRounding none")
        << "createdRaceRounding" << QByteArray("\"none\"") << QByteArray("\"none\"");
    QTest::newRow("createdRaceRounding roundUp")
        << "createdRaceRounding" << QByteArray("\"roundUp\"") << QByteArray("\"roundUp\"");
    QTest::newRow("routVictoryRoutsLoser on")
        << "routVictoryRoutsLoser" << QByteArray("true") << QByteArray("true");
    QTest::newRow("destroyedCountsAs actualStands")
        << "destroyedCountsAs" << QByteArray("\"actualStands\"") << QByteArray("\"actualStands\"");
    QTest::newRow("destroyedCountsAs 3 as a number")
        << "destroyedCountsAs" << QByteArray("3") << QByteArray("\"3\"");
    QTest::newRow("simultaneousBattlePool shared")
        << "simultaneousBattlePool" << QByteArray("\"shared\"") << QByteArray("\"shared\"");
    QTest::newRow("multiArmyOption B")
        << "multiArmyOption" << QByteArray("\"B\"") << QByteArray("\"B\"");
    QTest::newRow("garrisonCap 1000 points")
        << "garrisonCap" << QByteArray("1000") << QByteArray("1000");
    QTest::newRow("deploymentDistance 18")
        << "deploymentDistance" << QByteArray("18") << QByteArray("18");
    QTest::newRow("deploymentRuleScope assaultOnly")
        << "deploymentRuleScope" << QByteArray("\"assaultOnly\"") << QByteArray("\"assaultOnly\"");
    QTest::newRow("movementMode randomOrder")
        << "movementMode" << QByteArray("\"randomOrder\"") << QByteArray("\"randomOrder\"");
    QTest::newRow("communicationDelay on")
        << "communicationDelay" << QByteArray("true") << QByteArray("true");
    QTest::newRow("occupationGivesSupply off")
        << "occupationGivesSupply" << QByteArray("false") << QByteArray("false");
    QTest::newRow("besiegedTownSupplies off")
        << "besiegedTownSupplies" << QByteArray("false") << QByteArray("false");
    QTest::newRow("arrivalTurnCounts on")
        << "arrivalTurnCounts" << QByteArray("true") << QByteArray("true");
    QTest::newRow("battleResetsOccupation pause")
        << "battleResetsOccupation" << QByteArray("\"pause\"") << QByteArray("\"pause\"");
    QTest::newRow("productionOrder removeThenProduce")
        << "productionOrder" << QByteArray("\"removeThenProduce\"")
        << QByteArray("\"removeThenProduce\"");
    QTest::newRow("cityRemovalMode remove")
        << "cityRemovalMode" << QByteArray("\"remove\"") << QByteArray("\"remove\"");
    QTest::newRow("pickupRoundEveryTurn on")
        << "pickupRoundEveryTurn" << QByteArray("true") << QByteArray("true");
    QTest::newRow("clearMarkersOnReset on")
        << "clearMarkersOnReset" << QByteArray("true") << QByteArray("true");
    QTest::newRow("pickupRosterLosses on")
        << "pickupRosterLosses" << QByteArray("true") << QByteArray("true");
    QTest::newRow("lesserCommandersEarnXP on")
        << "lesserCommandersEarnXP" << QByteArray("true") << QByteArray("true");
    QTest::newRow("independentController mostMarkers")
        << "independentController" << QByteArray("\"mostMarkers\"")
        << QByteArray("\"mostMarkers\"");
    QTest::newRow("independentController referee")
        << "independentController" << QByteArray("\"referee\"") << QByteArray("\"referee\"");
    QTest::newRow("xpCostChariot 0") << "xpCostChariot" << QByteArray("0") << QByteArray("0");
    QTest::newRow("xpCostSpecial 1000")
        << "xpCostSpecial" << QByteArray("1000") << QByteArray("1000");
}

// §11.S alternatives: each is taken, stored in its canonical form, and read back as a change.
void TestSettings::validValue()
{
    QFETCH(QString, key);
    QFETCH(QByteArray, value);
    QFETCH(QByteArray, stored);
    const SettingCheck check = checkSetting(key, jsonOf(value));
    QVERIFY2(check.ok(), check.ok() ? "" : qPrintable(describe(*check.problem)));
    QCOMPARE(check.value, jsonOf(stored));
    const CampaignSettingsParse parse = campaignSettingsFromJson({{key, jsonOf(value)}});
    QVERIFY(parse.ok());
    QCOMPARE(toJson(parse.settings).value(key), jsonOf(stored));
}

void TestSettings::refused_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QByteArray>("value");
    QTest::addColumn<SettingProblemCode>("code");
    QTest::addColumn<QString>("message");

    // Every setting refuses a value of the wrong type, and each kind its own out-of-bounds value.
    const QString flag =
        QStringLiteral("§11.S %1: %2 is not allowed; the setting is true (on) or false (off).");
    const QString notNumber = QStringLiteral(
        "§11.S %1: %2 is not a whole number; the setting takes a whole number from %3 to %4.");
    const QString range = QStringLiteral(
        "§11.S %1: %2 is out of range; the setting takes a whole number from %3 to %4.");
    const QString choice =
        QStringLiteral("§11.S %1: %2 is not one of the choices; the setting takes %3.");
    const QString points = QStringLiteral("§11.S %1: %2 is not allowed; the setting takes "
                                          "\"none\" or a whole number of points from 1 to 10000.");
    for (const SettingDefinition &d : settingDefinitions()) {
        const QByteArray key = d.key.toUtf8();
        switch (d.kind) {
        case SettingKind::Flag:
            QTest::newRow(key + ": the word \"yes\"")
                << d.key << QByteArray("\"yes\"") << SettingProblemCode::NotAFlag
                << flag.arg(d.key, QStringLiteral("\"yes\""));
            QTest::newRow(key + ": the number 1")
                << d.key << QByteArray("1") << SettingProblemCode::NotAFlag
                << flag.arg(d.key, QStringLiteral("1"));
            break;
        case SettingKind::Number:
            QTest::newRow(key + ": a word")
                << d.key << QByteArray("\"twelve\"") << SettingProblemCode::NotANumber
                << notNumber.arg(d.key, QStringLiteral("\"twelve\"")).arg(d.minimum).arg(d.maximum);
            QTest::newRow(key + ": a fraction")
                << d.key << QByteArray("2.5") << SettingProblemCode::NotANumber
                << notNumber.arg(d.key, QStringLiteral("2.5")).arg(d.minimum).arg(d.maximum);
            QTest::newRow(key + ": one below the range")
                << d.key << QString::number(d.minimum - 1).toUtf8()
                << SettingProblemCode::OutOfRange
                << range.arg(d.key, QString::number(d.minimum - 1)).arg(d.minimum).arg(d.maximum);
            QTest::newRow(key + ": one above the range")
                << d.key << QString::number(d.maximum + 1).toUtf8()
                << SettingProblemCode::OutOfRange
                << range.arg(d.key, QString::number(d.maximum + 1)).arg(d.minimum).arg(d.maximum);
            break;
        case SettingKind::PointsOrNone:
            QTest::newRow(key + ": a word")
                << d.key << QByteArray("\"lots\"") << SettingProblemCode::NotPointsOrNone
                << points.arg(d.key, QStringLiteral("\"lots\""));
            QTest::newRow(key + ": zero points")
                << d.key << QByteArray("0") << SettingProblemCode::NotPointsOrNone
                << points.arg(d.key, QStringLiteral("0"));
            QTest::newRow(key + ": above the range")
                << d.key << QByteArray("10001") << SettingProblemCode::NotPointsOrNone
                << points.arg(d.key, QStringLiteral("10001"));
            break;
        case SettingKind::Choice: {
            QStringList keys;
            for (const SettingChoice &c : d.choices)
                keys << c.key;
            const QString last = keys.takeLast();
            const QString allowed = keys.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
            QTest::newRow(key + ": a keyword it lacks")
                << d.key << QByteArray("\"bankers\"") << SettingProblemCode::NotAChoice
                << choice.arg(d.key, QStringLiteral("\"bankers\""), allowed);
            QTest::newRow(key + ": a flag")
                << d.key << QByteArray("true") << SettingProblemCode::NotAChoice
                << choice.arg(d.key, QStringLiteral("true"), allowed);
            break;
        }
        }
    }
    QTest::newRow("expeditionDice: choices spelled out")
        << "expeditionDice" << QByteArray("\"d20\"") << SettingProblemCode::NotAChoice
        << "§11.S expeditionDice: \"d20\" is not one of the choices; the setting takes 2d10 or "
           "1d20.";
    QTest::newRow("createdRaceRounding: three choices")
        << "createdRaceRounding" << QByteArray("\"bankers\"") << SettingProblemCode::NotAChoice
        << "§11.S createdRaceRounding: \"bankers\" is not one of the choices; the setting takes "
           "roundHalfUp, none or roundUp.";
    QTest::newRow("a typo is an unknown key")
        << "minorCharacter" << QByteArray("false") << SettingProblemCode::UnknownKey
        << "§11.S \"minorCharacter\" is not a campaign setting. The settings are: expeditionDice, "
           "mutinyTest, aquaticTownIsSeventhArea, unsuccessfulExpeditionFate, rosterPooling, "
           "mobLimitScope, minorCharacters, captureCountsAsDeath, promotedHeroProfile, "
           "winnersNotCaptured, lostItemsReshuffled, createdRaceRounding, routVictoryRoutsLoser, "
           "destroyedCountsAs, simultaneousBattlePool, multiArmyOption, garrisonCap, "
           "deploymentDistance, deploymentRuleScope, movementMode, communicationDelay, "
           "occupationGivesSupply, besiegedTownSupplies, arrivalTurnCounts, "
           "battleResetsOccupation, productionOrder, cityRemovalMode, pickupRoundEveryTurn, "
           "clearMarkersOnReset, pickupRosterLosses, lesserCommandersEarnXP, "
           "independentController, independentPlacementGap, xpCostChariot, xpCostSpecial.";
}

// §11.S: a bad value is refused with a message naming the key and what the setting allows.
void TestSettings::refused()
{
    QFETCH(QString, key);
    QFETCH(QByteArray, value);
    QFETCH(SettingProblemCode, code);
    QFETCH(QString, message);
    const SettingCheck check = checkSetting(key, jsonOf(value));
    QVERIFY(!check.ok());
    QCOMPARE(check.problem->code, code);
    QCOMPARE(check.problem->key, key);
    QCOMPARE(describe(*check.problem), message);
}

void TestSettings::valueFromText_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QByteArray>("value");

    QTest::newRow("flag on") << "minorCharacters"
                             << "on" << QByteArray("true");
    QTest::newRow("flag FALSE") << "communicationDelay"
                                << "FALSE" << QByteArray("false");
    QTest::newRow("flag yes stays a word") << "minorCharacters"
                                           << "yes" << QByteArray("\"yes\"");
    QTest::newRow("number") << "deploymentDistance"
                            << "18" << QByteArray("18");
    QTest::newRow("number as a word") << "deploymentDistance"
                                      << "far" << QByteArray("\"far\"");
    QTest::newRow("points none") << "garrisonCap"
                                 << "none" << QByteArray("\"none\"");
    QTest::newRow("points") << "garrisonCap"
                            << "1000" << QByteArray("1000");
    QTest::newRow("choice keyword") << "expeditionDice"
                                    << "1d20" << QByteArray("\"1d20\"");
    QTest::newRow("choice that looks like a number") << "destroyedCountsAs"
                                                     << "3" << QByteArray("\"3\"");
    QTest::newRow("unknown key") << "bogus"
                                 << "1" << QByteArray("\"1\"");
}

// §11.S: what a person types on the command line becomes the JSON a setting takes.
void TestSettings::valueFromText()
{
    QFETCH(QString, key);
    QFETCH(QString, text);
    QFETCH(QByteArray, value);
    QCOMPARE(settingValueFromText(key, text), jsonOf(value));
}

// §11.S: one bad stored value falls back to its own default; the others keep their values.
void TestSettings::badValueKeepsTheOthers()
{
    const CampaignSettingsParse parse = campaignSettingsFromJson(
        QJsonDocument::fromJson(R"({"minorCharacters": false, "createdRaceRounding": "bankers",
            "deploymentDistance": 18, "garrisonCap": "lots", "oldKey": 1})")
            .object());
    QCOMPARE(parse.settings.minorCharacters, false);
    QCOMPARE(parse.settings.deploymentDistance, 18);
    QCOMPARE(parse.settings.createdRaceRounding, CreatedRaceRounding::RoundHalfUp);
    QCOMPARE(parse.settings.garrisonCap, 0);
    QCOMPARE(int(parse.problems.size()), 3);
    QCOMPARE(parse.problems.at(0),
             (SettingProblem{SettingProblemCode::NotAChoice, QStringLiteral("createdRaceRounding"),
                             QStringLiteral("\"bankers\"")}));
    QCOMPARE(parse.problems.at(1),
             (SettingProblem{SettingProblemCode::NotPointsOrNone, QStringLiteral("garrisonCap"),
                             QStringLiteral("\"lots\"")}));
    QCOMPARE(parse.problems.at(2), (SettingProblem{SettingProblemCode::UnknownKey,
                                                   QStringLiteral("oldKey"), QStringLiteral("1")}));
    QVERIFY(campaignSettingsFromJson({}).ok());
    QCOMPARE(campaignSettingsFromJson({}).settings, CampaignSettings{});
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
    QVERIFY(back.ok());
    QCOMPARE(back.settings, s);
    QVERIFY(!(back.settings == CampaignSettings{}));
}

void TestSettings::dice_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("expedition");
    QTest::addColumn<QString>("mutiny");

    QTest::newRow("defaults: 2d10 chart, d6 rally") << QByteArray("{}") << "2d10"
                                                    << "d6";
    QTest::newRow("expeditionDice 1d20") << QByteArray(R"({"expeditionDice": "1d20"})") << "d20"
                                         << "d6";
    QTest::newRow("mutinyTest 2d6:6+") << QByteArray(R"({"mutinyTest": "2d6:6+"})") << "2d10"
                                       << "2d6";
}

// §7.2.3 / I-1 and §7.2.5 / I-4: the dice the expedition chart and the mutiny rally roll.
void TestSettings::dice()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, expedition);
    QFETCH(QString, mutiny);
    const CampaignSettings s =
        campaignSettingsFromJson(QJsonDocument::fromJson(json).object()).settings;
    QCOMPARE(QString::fromStdString(expeditionChartDice(s).toString()), expedition);
    QCOMPARE(QString::fromStdString(mutinyRallyDice(s).toString()), mutiny);
    QCOMPARE(tableDice(QStringLiteral("expeditionChart"), s), expeditionChartDice(s));
    QCOMPARE(tableDice(QStringLiteral("mutinyRally"), s), mutinyRallyDice(s));
    QVERIFY(!tableDice(QStringLiteral("survivalRoll"), s));
}

QTEST_APPLESS_MAIN(TestSettings)
#include "tst_settings.moc"
