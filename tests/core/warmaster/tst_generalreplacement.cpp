// Replacing a fallen general (§6.6, I-21, I-22): which fates call for a successor, and the
// successor's level: a hero of the battle, else a hero of the roster, else the royal nephew,
// never a later level while an earlier one has anyone.
#include "core/warmaster/generalreplacement.h"

#include <QtTest>

using namespace herald::warmaster;

Q_DECLARE_METATYPE(herald::warmaster::CharacterFate)
Q_DECLARE_METATYPE(herald::warmaster::ReplacementLevel)

class TestGeneralReplacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §6.6, I-22: killed always; captured only with captureCountsAsDeath; escaped never.
    void needsReplacement_data()
    {
        QTest::addColumn<CharacterFate>("fate");
        QTest::addColumn<bool>("captureCountsAsDeath");
        QTest::addColumn<bool>("needed");
        QTest::newRow("§6.6 killed") << CharacterFate::Killed << true << true;
        QTest::newRow("§6.6 killed, setting off") << CharacterFate::Killed << false << true;
        QTest::newRow("I-22 captured, captureCountsAsDeath on")
            << CharacterFate::Captured << true << true;
        QTest::newRow("I-22 captured, captureCountsAsDeath off")
            << CharacterFate::Captured << false << false;
        QTest::newRow("§6.6 escaped") << CharacterFate::Escaped << true << false;
    }
    void needsReplacement()
    {
        QFETCH(CharacterFate, fate);
        QFETCH(bool, captureCountsAsDeath);
        QFETCH(bool, needed);
        CampaignSettings settings;
        settings.captureCountsAsDeath = captureCountsAsDeath;
        QCOMPARE(generalNeedsReplacement(fate, settings), needed);
    }

    /// §6.6 1-3: the first level with a hero is the only one offered.
    void options_data()
    {
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("roster");
        QTest::addColumn<ReplacementLevel>("level");
        QTest::addColumn<QStringList>("heroes");
        QTest::newRow("§6.6 1: a hero of the battle, the roster's not offered")
            << QStringList{"7"} << QStringList{"8", "9"} << ReplacementLevel::PresentHero
            << QStringList{"7"};
        QTest::newRow("§6.6 2: none at the battle, the roster's heroes")
            << QStringList{} << QStringList{"8", "9"} << ReplacementLevel::RosterHero
            << QStringList{"8", "9"};
        QTest::newRow("§6.6 3, I-21: no hero anywhere, the royal nephew")
            << QStringList{} << QStringList{} << ReplacementLevel::RoyalNephew << QStringList{};
    }
    void options()
    {
        QFETCH(QStringList, present);
        QFETCH(QStringList, roster);
        QFETCH(ReplacementLevel, level);
        QFETCH(QStringList, heroes);
        const ReplacementOptions o = replacementOptions(present, roster);
        QCOMPARE(o.level, level);
        QCOMPARE(o.heroes, heroes);
        QVERIFY(o.explain(heroes).startsWith(QStringLiteral("§6.6")));
    }

    /// §6.6: a choice from a later level, or a hero the level does not offer, is refused.
    void check_data()
    {
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("roster");
        QTest::addColumn<ReplacementLevel>("chosenLevel");
        QTest::addColumn<QString>("hero");
        QTest::addColumn<int>("problem"); ///< -1 none, else ReplacementProblem
        const int none = -1;
        const int earlier = static_cast<int>(ReplacementProblem::EarlierLevelOpen);
        const int notOffered = static_cast<int>(ReplacementProblem::NotOffered);
        QTest::newRow("§6.6 the battle's hero: accepted")
            << QStringList{"7"} << QStringList{"8"} << ReplacementLevel::PresentHero << "7" << none;
        QTest::newRow("§6.6 a roster hero while one fought: refused")
            << QStringList{"7"} << QStringList{"8"} << ReplacementLevel::RosterHero << "8"
            << earlier;
        QTest::newRow("§6.6 the nephew while a hero fought: refused")
            << QStringList{"7"} << QStringList{} << ReplacementLevel::RoyalNephew << "" << earlier;
        QTest::newRow("§6.6 a roster hero: accepted")
            << QStringList{} << QStringList{"8"} << ReplacementLevel::RosterHero << "8" << none;
        QTest::newRow("§6.6 the nephew while the roster has a hero: refused")
            << QStringList{} << QStringList{"8"} << ReplacementLevel::RoyalNephew << "" << earlier;
        QTest::newRow("§6.6 a hero the level does not offer: refused")
            << QStringList{} << QStringList{"8"} << ReplacementLevel::RosterHero << "9"
            << notOffered;
        QTest::newRow("I-21 the nephew with no hero left: accepted")
            << QStringList{} << QStringList{} << ReplacementLevel::RoyalNephew << "" << none;
    }
    void check()
    {
        QFETCH(QStringList, present);
        QFETCH(QStringList, roster);
        QFETCH(ReplacementLevel, chosenLevel);
        QFETCH(QString, hero);
        QFETCH(int, problem);
        const auto found = checkReplacement(replacementOptions(present, roster), chosenLevel, hero);
        QCOMPARE(found ? static_cast<int>(*found) : -1, problem);
    }
};

QTEST_GUILESS_MAIN(TestGeneralReplacement)
#include "tst_generalreplacement.moc"
