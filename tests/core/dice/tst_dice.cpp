// The seeded generator and typed entry: the same seed gives the same rolls; a typed value
// the die cannot show is refused; a d10's 0 face counts as 10.
#include "core/dice/dice.h"

#include <QTest>

#include <array>
#include <cmath>

using namespace herald::dice;

class TestDice : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void sameSeedSameRolls()
    {
        Generator a(1234, 0), b(1234, 0), c(1235, 0);
        bool differs = false;
        for (int i = 0; i < 100; ++i) {
            const int fa = a.face(6);
            QCOMPARE(b.face(6), fa);
            differs = differs || c.face(6) != fa;
        }
        QVERIFY(differs);
        QCOMPARE(a.draws(), std::uint64_t(100));
    }

    void resumingAtADrawNumberContinuesTheSequence()
    {
        Generator whole(99, 0);
        for (int i = 0; i < 10; ++i)
            whole.face(20);
        Generator resumed(99, 10);
        QCOMPARE(resumed.face(20), whole.face(20));
    }

    // Every face turns up about as often as the others (chi-square, 5 degrees of freedom,
    // well inside the 0.1% critical value of 20.5).
    void facesAreUniform()
    {
        Generator g(7, 0);
        std::array<int, 6> counts{};
        const int n = 60000;
        for (int i = 0; i < n; ++i) {
            const int f = g.face(6);
            QVERIFY(f >= 1 && f <= 6);
            ++counts[std::size_t(f - 1)];
        }
        double chi2 = 0;
        for (int c : counts)
            chi2 += std::pow(c - n / 6.0, 2) / (n / 6.0);
        QVERIFY2(chi2 < 20.5, qPrintable(QString::number(chi2)));
    }

    void rollRecordsPurposeFacesAndTotal()
    {
        Dice dice(Generator(5, 0));
        const Roll r = dice.roll(*parse("3d6+2").expression, "Survival roll");
        QCOMPARE(r.faces.size(), std::size_t(3));
        QCOMPARE(r.total, r.faces[0] + r.faces[1] + r.faces[2] + 2);
        QCOMPARE(r.purpose, std::string("Survival roll"));
        QVERIFY(!r.typed);
        QCOMPARE(dice.rolls().size(), std::size_t(1));
    }

    void typedFacesAreUsedFirst_data()
    {
        QTest::addColumn<QString>("expression");
        QTest::addColumn<QList<int>>("typed");
        QTest::addColumn<int>("total");
        QTest::newRow("d6 typed 4") << "d6" << QList<int>{4} << 4;
        QTest::newRow("d10 typed 0 counts as 10") << "d10" << QList<int>{0} << 10;
        QTest::newRow("d10 typed 10") << "d10" << QList<int>{10} << 10;
        QTest::newRow("2d10 typed 0 and 7 (expedition)") << "2d10" << QList<int>{0, 7} << 17;
        QTest::newRow("d20 typed 20") << "d20" << QList<int>{20} << 20;
        QTest::newRow("2d6+1 typed 1 and 1") << "2d6+1" << QList<int>{1, 1} << 3;
    }
    void typedFacesAreUsedFirst()
    {
        QFETCH(QString, expression);
        QFETCH(QList<int>, typed);
        QFETCH(int, total);
        Dice dice(Generator(5, 0));
        dice.queueTyped(std::vector<int>(typed.begin(), typed.end()));
        const Roll r = dice.roll(*parse(expression.toStdString()).expression, "typed");
        QCOMPARE(r.total, total);
        QVERIFY(r.typed);
        QCOMPARE(dice.generator().draws(), std::uint64_t(0));
    }

    void typedFacesOutOfRangeAreRefused_data()
    {
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("face");
        QTest::newRow("d6 cannot show 7") << 6 << 7;
        QTest::newRow("d6 cannot show 0") << 6 << 0;
        QTest::newRow("d10 cannot show 11") << 10 << 11;
        QTest::newRow("d20 cannot show -1") << 20 << -1;
    }
    void typedFacesOutOfRangeAreRefused()
    {
        QFETCH(int, sides);
        QFETCH(int, face);
        QVERIFY(!checkTypedFace(face, sides).empty());
        Dice dice(Generator(5, 0));
        dice.queueTyped({face});
        QVERIFY_THROWS_EXCEPTION(InvalidEntry, dice.d(sides, "Survival roll"));
        QVERIFY(dice.rolls().empty());
    }
};

QTEST_GUILESS_MAIN(TestDice)
#include "tst_dice.moc"
