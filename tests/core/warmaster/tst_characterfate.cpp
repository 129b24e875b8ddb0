// Character and magic item fates after a battle (§6.4, §6.5, §10 #7-#9, I-24..I-26): the
// default charts row by row, winnersNotCaptured, which items roll, the captive escape month;
// and what a POI does after a battle fought at it (§6.9, I-29, I-37).
#include "core/warmaster/characterfate.h"
#include "core/warmaster/poieffects.h"

#include <QtTest>

using namespace herald::warmaster;

Q_DECLARE_METATYPE(herald::warmaster::CharacterFate)
Q_DECLARE_METATYPE(herald::warmaster::ItemFate)

class TestCharacterFate : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §10 #7, I-24: every face of the default character result chart, for a character of the
    /// losing side and of the winning side with winnersNotCaptured on and off.
    void characterChart_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<bool>("winningSide");
        QTest::addColumn<bool>("winnersNotCaptured");
        QTest::addColumn<CharacterFate>("chart");
        QTest::addColumn<CharacterFate>("fate");
        const auto K = CharacterFate::Killed;
        const auto C = CharacterFate::Captured;
        const auto E = CharacterFate::Escaped;
        const std::array<CharacterFate, 6> chart{K, K, C, C, E, E};
        for (int face = 1; face <= 6; ++face) {
            const CharacterFate row = chart[static_cast<std::size_t>(face - 1)];
            for (const bool winning : {false, true})
                for (const bool setting : {true, false}) {
                    const CharacterFate fate = (row == C && winning && setting) ? E : row;
                    QTest::addRow("I-24 rolled %d, %s side, winnersNotCaptured %s", face,
                                  winning ? "winning" : "losing", setting ? "on" : "off")
                        << face << winning << setting << row << fate;
                }
        }
    }
    void characterChart()
    {
        QFETCH(int, face);
        QFETCH(bool, winningSide);
        QFETCH(bool, winnersNotCaptured);
        QFETCH(CharacterFate, chart);
        QFETCH(CharacterFate, fate);
        QCOMPARE(characterResultChart(face), chart);
        CampaignSettings settings;
        settings.winnersNotCaptured = winnersNotCaptured;
        const CharacterFateRoll roll = resolveCharacterFate(face, winningSide, settings);
        QCOMPARE(roll.chart, chart);
        QCOMPARE(roll.fate, fate);
        QVERIFY(roll.explain().contains(QStringLiteral("rolled %1").arg(face)));
        QCOMPARE(roll.explain().contains(QStringLiteral("winnersNotCaptured")), chart != fate);
    }

    /// §7.7.6 with I-24: against an independent army a capture (faces 3-4 of the default
    /// chart) is lost as if killed, since no nation holds captives; killed and escaped stand.
    void againstIndependent_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<CharacterFate>("fate");
        QTest::addColumn<bool>("taken");
        QTest::newRow("1 killed") << 1 << CharacterFate::Killed << false;
        QTest::newRow("3 captured, lost") << 3 << CharacterFate::Killed << true;
        QTest::newRow("4 captured, lost") << 4 << CharacterFate::Killed << true;
        QTest::newRow("6 escaped") << 6 << CharacterFate::Escaped << false;
    }
    void againstIndependent()
    {
        QFETCH(int, face);
        QFETCH(CharacterFate, fate);
        QFETCH(bool, taken);
        const CharacterFateRoll roll =
            againstIndependentArmy(resolveCharacterFate(face, false, CampaignSettings{}));
        QCOMPARE(roll.fate, fate);
        QCOMPARE(roll.takenByIndependent, taken);
        QCOMPARE(roll.explain().contains(QStringLiteral("holds no captives")), taken);
    }

    /// §10 #9, I-26: every face of the default item escape table, with lostItemsReshuffled.
    void itemTable_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<ItemFate>("fate");
        QTest::newRow("I-26 rolled 1: lost") << 1 << ItemFate::Lost;
        QTest::newRow("I-26 rolled 2: lost") << 2 << ItemFate::Lost;
        QTest::newRow("I-26 rolled 3: captured") << 3 << ItemFate::Captured;
        QTest::newRow("I-26 rolled 4: captured") << 4 << ItemFate::Captured;
        QTest::newRow("I-26 rolled 5: escaped") << 5 << ItemFate::Escaped;
        QTest::newRow("I-26 rolled 6: escaped") << 6 << ItemFate::Escaped;
    }
    void itemTable()
    {
        QFETCH(int, face);
        QFETCH(ItemFate, fate);
        QCOMPARE(itemEscapeTable(face), fate);
        CampaignSettings settings;
        for (const bool reshuffled : {true, false}) {
            settings.lostItemsReshuffled = reshuffled;
            const ItemFateRoll roll = resolveItemFate(face, settings);
            QCOMPARE(roll.fate, fate);
            QCOMPARE(roll.explain().contains(QStringLiteral("shuffled back")),
                     fate == ItemFate::Lost && reshuffled);
            QCOMPARE(roll.explain().contains(QStringLiteral("lost for good")),
                     fate == ItemFate::Lost && !reshuffled);
        }
    }

    /// §6.5: items roll only when the bearer is captured or slain in base contact by an enemy
    /// character; killed otherwise they are lost unrolled; an escaped bearer keeps them.
    void whichItemsRoll_data()
    {
        QTest::addColumn<CharacterFate>("bearer");
        QTest::addColumn<bool>("baseContact");
        QTest::addColumn<bool>("rolls");
        QTest::addColumn<bool>("kept");
        QTest::newRow("§6.5 captured: roll") << CharacterFate::Captured << false << true << false;
        QTest::newRow("§6.5 captured in base contact: roll")
            << CharacterFate::Captured << true << true << false;
        QTest::newRow("§6.5 slain in base contact: roll")
            << CharacterFate::Killed << true << true << false;
        QTest::newRow("§6.5 killed otherwise: lost, no roll")
            << CharacterFate::Killed << false << false << false;
        QTest::newRow("§6.5 escaped: kept") << CharacterFate::Escaped << false << false << true;
        QTest::newRow("§6.5 escaped from base contact: kept")
            << CharacterFate::Escaped << true << false << true;
    }
    void whichItemsRoll()
    {
        QFETCH(CharacterFate, bearer);
        QFETCH(bool, baseContact);
        QFETCH(bool, rolls);
        QFETCH(bool, kept);
        QCOMPARE(itemsRoll(bearer, baseContact), rolls);
        if (!rolls)
            QCOMPARE(itemKeptWithoutRoll(bearer), kept);
    }

    /// §10 #8, I-25: only a 6 escapes; the first roll is in the month after the capture.
    void captiveEscape_data()
    {
        QTest::addColumn<int>("face");
        QTest::addColumn<bool>("escapes");
        for (int face = 1; face <= 6; ++face)
            QTest::addRow("I-25 rolled %d", face) << face << (face == 6);
    }
    void captiveEscape()
    {
        QFETCH(int, face);
        QFETCH(bool, escapes);
        QCOMPARE(captiveEscapeChart(face), escapes);
    }
    void captiveEscapeMonth()
    {
        QVERIFY(!captiveRollsThisMonth(2, 5, 2, 5)); // the month of capture (§6.4)
        QVERIFY(captiveRollsThisMonth(2, 5, 2, 6));
        QVERIFY(captiveRollsThisMonth(2, 12, 3, 1)); // across the New Year
        QVERIFY(!captiveRollsThisMonth(3, 1, 2, 12));
    }

    /// §6.9, I-29, I-37: each POI tag's effect, only for a battle fought at the POI; the
    /// winner's effects need a winner.
    void poiEffects_data()
    {
        QTest::addColumn<QStringList>("tags");
        QTest::addColumn<bool>("atPoi");
        QTest::addColumn<bool>("winner");
        QTest::addColumn<int>("treasure");
        QTest::addColumn<int>("wizard");
        QTest::addColumn<int>("portal");
        const QStringList ring{"treasure-on-control"};
        const QStringList tower{"no-magic-radius", "free-wizard"};
        const QStringList portal{"portal"};
        QTest::newRow("§6.9 Ring of Stones: the controller draws")
            << ring << true << true << 1 << 0 << 0;
        QTest::newRow("§6.9 Ring of Stones after a draw: still draws")
            << ring << true << false << 1 << 0 << 0;
        QTest::newRow("I-29 Wizards Tower: the winner's wizard")
            << tower << true << true << 0 << 1 << 0;
        QTest::newRow("I-29 Wizards Tower, a draw: no wizard")
            << tower << true << false << 0 << 0 << 0;
        QTest::newRow("I-37 magic portal: the winner may move")
            << portal << true << true << 0 << 0 << 1;
        QTest::newRow("§6.9 fought elsewhere in the area: nothing")
            << (ring + tower + portal) << false << true << 0 << 0 << 0;
    }
    void poiEffects()
    {
        QFETCH(QStringList, tags);
        QFETCH(bool, atPoi);
        QFETCH(bool, winner);
        QFETCH(int, treasure);
        QFETCH(int, wizard);
        QFETCH(int, portal);
        const PoiBattleEffects e = poiBattleEffects(tags, atPoi, winner);
        QCOMPARE(int(e.treasureForController), treasure);
        QCOMPARE(int(e.freeWizardForWinner), wizard);
        QCOMPARE(int(e.portalForWinner), portal);
    }

    /// I-24, I-26: the referee's own chart (Decks & Tables) rules over the default, with its
    /// own dice: 2d6 here, 2-6 killed, 7-9 captured, 10-12 escaped; a row without a fate word
    /// leaves the default chart to read the total.
    void refereeChart_data()
    {
        QTest::addColumn<QList<int>>("faces");
        QTest::addColumn<CharacterFate>("character");
        QTest::addColumn<ItemFate>("item");
        QTest::newRow("rolled 2 + 3 = 5: killed, lost")
            << QList<int>{2, 3} << CharacterFate::Killed << ItemFate::Lost;
        QTest::newRow("rolled 4 + 4 = 8: captured")
            << QList<int>{4, 4} << CharacterFate::Captured << ItemFate::Captured;
        QTest::newRow("rolled 6 + 6 = 12: escaped")
            << QList<int>{6, 6} << CharacterFate::Escaped << ItemFate::Escaped;
    }
    void refereeChart()
    {
        QFETCH(QList<int>, faces);
        QFETCH(CharacterFate, character);
        QFETCH(ItemFate, item);
        FateChart characters;
        characters.dice = herald::dice::Expression{2, 6, 0};
        characters.rows = {{2, 6, QStringLiteral("killed")},
                           {7, 9, QStringLiteral("captured")},
                           {10, 12, QStringLiteral("escaped")}};
        FateChart items = characters;
        items.rows.front().fate = QStringLiteral("lost");
        herald::dice::Dice dice(herald::dice::Generator(7, 0));
        dice.queueTyped({faces.begin(), faces.end()});
        dice.queueTyped({faces.begin(), faces.end()});
        const CharacterFateRoll c = rollCharacterFate(dice, QStringLiteral("Duke Aldric"), false,
                                                      CampaignSettings{}, &characters);
        QCOMPARE(c.face, faces[0] + faces[1]);
        QCOMPARE(c.fate, character);
        const ItemFateRoll i =
            rollItemFate(dice, QStringLiteral("Sword of Dawn"), QStringLiteral("Duke Aldric"),
                         CampaignSettings{}, &items);
        QCOMPARE(i.fate, item);
        QCOMPARE(dice.unusedTyped(), std::size_t(0));
        // A chart whose row names no fate the rules know: the default chart reads the total.
        FateChart unnamed;
        unnamed.rows = {{1, 6, QStringLiteral("vanishes")}};
        QCOMPARE(resolveCharacterFate(1, false, CampaignSettings{}, &unnamed).fate,
                 CharacterFate::Killed);
        QCOMPARE(resolveItemFate(6, CampaignSettings{}, &unnamed).fate, ItemFate::Escaped);
    }

    /// The dice log names the character and the item (DESIGN: every roll with its purpose).
    void rollsName()
    {
        herald::dice::Dice dice(herald::dice::Generator(7, 0));
        dice.queueTyped({3, 2});
        const CharacterFateRoll c =
            rollCharacterFate(dice, QStringLiteral("Duke Aldric"), false, CampaignSettings{});
        QCOMPARE(c.fate, CharacterFate::Captured);
        const ItemFateRoll i = rollItemFate(dice, QStringLiteral("Sword of Dawn"),
                                            QStringLiteral("Duke Aldric"), CampaignSettings{});
        QCOMPARE(i.fate, ItemFate::Lost);
        QCOMPARE(dice.rolls().size(), std::size_t(2));
        QCOMPARE(dice.rolls()[0].purpose, std::string("Character result: Duke Aldric"));
        QCOMPARE(dice.rolls()[1].purpose,
                 std::string("Item escape: Sword of Dawn (carried by Duke Aldric)"));
    }
};

QTEST_GUILESS_MAIN(TestCharacterFate)
#include "tst_characterfate.moc"
