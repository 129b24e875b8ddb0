// The War! Age of Imperialism options (§8) as settings: natives (fire only with "++", -1 on
// their attacks, never-screened artillery, the human wave, rally without leaders), forts (-2,
// no entrenching, lost in the middle), no elites, entrenchment without a year DRM (in
// tst_turn), technology/school DRMs. Worked cases T22-T24 (rule-only).
#include "boardfixture.h"
#include "core/battleboard/charge.h"
#include "core/battleboard/entrench.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/rally.h"
#include "core/battleboard/turn.h"

#include <QTest>

using namespace herald::battleboard;

namespace {
constexpr Side A = Side::Attacker;
constexpr Side D = Side::Defender;

void natives(BoardFixture &f, int rating)
{
    f.rules.settings.waoi.enabled = true;
    f.rules.settings.waoi.nativeSide = D;
    f.rules.settings.waoi.nativeRating = rating;
}

int drm(const Check &check, DrmSource source)
{
    for (std::size_t i = 0; i < check.drms.size(); ++i) {
        if (check.drms[i].source == source)
            return check.drms[i].value;
    }
    return 0;
}
} // namespace

class TestWaoi : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // T22: brigades in a fort may not entrench; outside WAoI the same order is legal.
    void t22NoEntrenchingInAFort()
    {
        BoardFixture f;
        const int inf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.fill();
        f.at(Phase::Infantry, D);
        QCOMPARE(checkEntrench(f.b, f.rules, inf).code, RefusalCode::None);
        f.rules.settings.waoi.enabled = true;
        f.rules.settings.waoi.fortSide = D;
        const Refusal r = checkEntrench(f.b, f.rules, inf);
        QCOMPARE(r.code, RefusalCode::InFort);
        QVERIFY(explainRefusal(r, f.b).contains(QStringLiteral("§8")));
    }

    // §8 forts: -2 on fire and charges against brigades in the fort's line; none in the middle.
    void fortProtection()
    {
        BoardFixture f;
        f.rules.settings.waoi.enabled = true;
        f.rules.settings.waoi.fortSide = D;
        const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
        f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        const int art = f.add(A, UnitType::Artillery, SpaceKind::Line, 1);
        const int inFortInf = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
        const int outside = f.add(D, UnitType::Infantry, SpaceKind::Middle, 1);
        f.add(D, UnitType::Infantry, SpaceKind::Line, 1);
        f.fill();
        f.at(Phase::Infantry, A);
        f.roll2(7);
        f.roll2(7);
        Outcome o = charge(f.b, f.rules, f.roller, {{{inf, inFortInf}}});
        QVERIFY(!o.refused());
        QCOMPARE(drm(o.events[0].roll, DrmSource::Fort), -2);
        f.at(Phase::Artillery, A);
        f.roll2(2);
        o = fire(f.b, f.rules, f.roller, {art, outside});
        QVERIFY2(!o.refused(), qPrintable(f.words(o)));
        QCOMPARE(drm(o.events[0].roll, DrmSource::Fort), 0);
    }

    // T24: natives rated "+" may not fire; "++" may, at -1.
    void t24NativesFire()
    {
        for (const int rating : {1, 2}) {
            BoardFixture f;
            natives(f, rating);
            const int nat = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
            const int target = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
            f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, D);
            f.roll2(7);
            const Outcome o = fire(f.b, f.rules, f.roller, {nat, target});
            if (rating == 1) {
                QCOMPARE(o.refusal.code, RefusalCode::NativeMayNotFire);
                QCOMPARE(checkEntrench(f.b, f.rules, nat).code, RefusalCode::NotOwnLine);
            } else {
                QCOMPARE(drm(o.events[0].roll, DrmSource::Native), -1);
            }
        }
    }

    // B-16: natives without "++" may not entrench.
    void nativesEntrench()
    {
        for (const int rating : {1, 2}) {
            BoardFixture f;
            natives(f, rating);
            const int nat = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, D);
            QCOMPARE(checkEntrench(f.b, f.rules, nat).code,
                     rating == 1 ? RefusalCode::NativeMayNotEntrench : RefusalCode::None);
        }
    }

    // T23: two natives eliminated in Middle 2 in A's half; in D's half a native charging from
    // Middle 2 has human wave +2 and native -1 (net +1); the next phase starts at 0; the
    // leader phase gives 1 rally attempt at 2d6 >= 8.
    void t23HumanWaveAndNativeRally()
    {
        BoardFixture f;
        natives(f, 1);
        const int n1 = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        const int n2 = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        const int n3 = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
        const int a1 = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        const int a2 = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
        const int boxed = f.add(D, UnitType::Infantry, SpaceKind::Retreat);
        const int boxed2 = f.add(D, UnitType::Infantry, SpaceKind::Retreat);
        f.fill();
        f.at(Phase::Infantry, A);
        for (const auto &[firer, target] : {std::pair{a1, n1}, std::pair{a2, n2}}) {
            f.roll2(12);
            f.roll1(6);
            fire(f.b, f.rules, f.roller, {firer, target});
            QVERIFY(f.unit(target).eliminated);
        }
        endHalf(f.b, f.rules, f.roller);
        QCOMPARE(f.b.active, D);
        f.roll2(7);
        f.roll2(2);
        const Outcome o = charge(f.b, f.rules, f.roller, {{{n3, a1}}});
        QCOMPARE(drm(o.events[0].roll, DrmSource::HumanWave), 2);
        QCOMPARE(drm(o.events[0].roll, DrmSource::Native), -1);
        QCOMPARE(o.events[0].roll.drms.total(), 1);
        QVERIFY(f.words(o).contains(QStringLiteral("human wave")));

        endHalf(f.b, f.rules, f.roller); // leader phase, attacker's half
        QCOMPARE(f.b.phase, Phase::Leader);
        QCOMPARE(f.b.humanWave[std::size_t(spaceIndex(space(D, SpaceKind::Middle, 2)))], 0);
        endHalf(f.b, f.rules, f.roller);
        QCOMPARE(f.b.nativeRallyLeft, 1);
        f.roll2(8);
        const Outcome r = rally(f.b, f.rules, f.roller, {-1, boxed});
        QCOMPARE(r.events[0].roll.target, 8);
        QCOMPARE(f.unit(boxed).kind, SpaceKind::Reserve);
        QCOMPARE(checkRally(f.b, f.rules, {-1, boxed2}).code, RefusalCode::NativeRallyUsedUp);
    }

    // B-30: the native -1 is for its own attacks; when charged only with the setting.
    void nativePenaltyWhenCharged()
    {
        for (const bool penalty : {false, true}) {
            BoardFixture f;
            natives(f, 2);
            f.rules.settings.waoi.nativePenaltyWhenCharged = penalty;
            const int nat = f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
            f.add(D, UnitType::Infantry, SpaceKind::Middle, 2);
            const int inf = f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
            f.add(A, UnitType::Infantry, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, A);
            f.roll2(7);
            f.roll2(7);
            const Outcome o = charge(f.b, f.rules, f.roller, {{{inf, nat}}});
            QCOMPARE(drm(o.events[0].second, DrmSource::Native), penalty ? -1 : 0);
        }
    }

    // §8, B-18: technology/school DRMs on the brigade's 2d6 rolls, not on the 1d6 result
    // unless tech.applies_to_result.
    void techDrms()
    {
        for (const bool onResult : {false, true}) {
            BoardFixture f;
            f.rules.settings.waoi.enabled = true;
            f.rules.settings.waoi.techAppliesToResult = onResult;
            const int inf = f.add(A, UnitType::Infantry, SpaceKind::Middle, 2);
            f.b.units[std::size_t(inf)].techDrm = 1;
            const int target = f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.add(D, UnitType::Infantry, SpaceKind::Line, 2);
            f.fill();
            f.at(Phase::Infantry, A);
            f.roll2(7);
            f.roll1(4);
            const Outcome o = fire(f.b, f.rules, f.roller, {inf, target});
            QCOMPARE(o.events[0].roll.total(), 8);
            QCOMPARE(o.events[1].roll.total(), onResult ? 5 : 4);
            QCOMPARE(f.unit(target).eliminated, onResult);
        }
    }
};

QTEST_GUILESS_MAIN(TestWaoi)
#include "tst_waoi.moc"
