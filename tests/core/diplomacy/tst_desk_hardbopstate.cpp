// The Hardbop state as the desk keeps it (dip_phase.state): its JSON holds the whole state
// (rules spec hardbop-downfall.md B4, B6.2, B9), and the desk reads a personality's owner from
// it (B2).
#include "core/diplomacy/desk/hardbopstatejson.h"
#include "core/diplomacy/desk/personalities.h"
#include "core/diplomacy/downfall/events.h"
#include "core/diplomacy/position.h"
#include "tst_downfall_map.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using namespace herald::diplomacy::desk;
using herald::diplomacy::test::downfallMap;

class TestDeskHardbopState : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // B4, B6.2, B9: the Ring, absences, grudges, lost centres, the Easterlings waiting.
    void theWholeStateSurvivesItsJson()
    {
        const Variant &v = downfallMap();
        Position board = initialPosition(v);
        HardbopState s = initialState(v);
        fillEasterlingBox(board, s);
        s.ring = {RingStatus::Carried, v.findProvince("Bre"), v.findPower("Elves"),
                  Personality::Fellowship, kNoPower};
        s.absences.push_back({Personality::Gandalf, 3});
        s.rangerGrudges = powerBit(v.findPower("Umbar"));
        s.neutralised.set(v.findProvince("Osg"));
        s.pathsWalked = true;
        s.centreLost.set(v.findProvince("Ise"));
        s.eliminated = powerBit(v.findPower("Saruman"));
        s.easterlingsOffBoard = 1;
        s.turnsEvil = powerBit(v.findPower("Umbar"));
        s.traits[v.findProvince("Off")].easterling = true;
        const auto back = hardbopStateFromJson(v, hardbopStateToJson(v, s));
        QVERIFY(back);
        QCOMPARE(back->ring, s.ring);
        QCOMPARE(back->absences, s.absences);
        QCOMPARE(back->rangerGrudges, s.rangerGrudges);
        QCOMPARE(back->neutralised, s.neutralised);
        QCOMPARE(back->pathsWalked, true);
        QCOMPARE(back->centreLost, s.centreLost);
        QCOMPARE(back->eliminated, s.eliminated);
        QCOMPARE(back->easterlingsOffBoard, 1);
        QCOMPARE(back->turnsEvil, s.turnsEvil);
        QVERIFY(back->traits == s.traits);
        QCOMPARE(back->nazgulController, v.findPower("Mordor"));
    }

    // B2: a state stored without a Nazgul controller gives the Nazgul to Mordor; the others
    // follow their powers.
    void theNazgulWithoutAControllerFollowsMordor()
    {
        const Variant &v = downfallMap();
        HardbopState s = initialState(v);
        s.nazgulController = kNoPower;
        const auto back = hardbopStateFromJson(v, hardbopStateToJson(v, s));
        QVERIFY(back);
        QCOMPARE(back->nazgulController, kNoPower);
        QCOMPARE(ownerOf(v, *back, Personality::Nazgul), v.findPower("Mordor"));
        QCOMPARE(ownerOf(v, *back, Personality::Gandalf), v.findPower("Gondor"));
        s.nazgulController = v.findPower("Umbar");
        QCOMPARE(ownerOf(v, s, Personality::Nazgul), v.findPower("Umbar"));
    }
};

QTEST_GUILESS_MAIN(TestDeskHardbopState)
#include "tst_desk_hardbopstate.moc"
