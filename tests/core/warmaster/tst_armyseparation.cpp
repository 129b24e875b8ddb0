// NY-7 and §4.3: armies of one nation placed in one area at the New Year must all be ordered to
// different areas in month 1; one of them may hold.
#include "core/warmaster/armyseparation.h"
#include "worldbuilder.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

/// "army:nation:start[:destination]" entries, areas as XXYY.
std::vector<FirstMonthMove> moves(const QStringList &entries)
{
    std::vector<FirstMonthMove> result;
    for (const QString &entry : entries) {
        const QStringList f = entry.split(QLatin1Char(':'));
        FirstMonthMove m;
        m.armyId = f.at(0);
        m.armyName = QStringLiteral("Army ") + f.at(0);
        m.nationId = f.at(1);
        m.start = *herald::map::Hex::fromXXYY(f.at(2));
        if (f.size() > 3)
            m.destination = herald::map::Hex::fromXXYY(f.at(3));
        result.push_back(m);
    }
    return result;
}

} // namespace

class TestArmySeparation : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void separation_data();
    void separation();
    void sharedStartsAreListed();
};

void TestArmySeparation::separation_data()
{
    QTest::addColumn<QStringList>("entries");
    QTest::addColumn<QStringList>("refused");
    QTest::newRow("§4.3 two armies in one city, ordered to two areas")
        << QStringList{"a:n0:0505:0506", "b:n0:0505:0504"} << QStringList{};
    QTest::newRow("§4.3 one holds, the other leaves")
        << QStringList{"a:n0:0505", "b:n0:0505:0504"} << QStringList{};
    QTest::newRow("§4.3 both hold where they started")
        << QStringList{"a:n0:0505", "b:n0:0505"} << QStringList{"Army a, Army b in 0505"};
    QTest::newRow("§4.3 both ordered to the same area")
        << QStringList{"a:n0:0505:0506", "b:n0:0505:0506", "c:n0:0505"}
        << QStringList{"Army a, Army b in 0506"};
    QTest::newRow("§4.3 three armies, all ending together")
        << QStringList{"a:n0:0505:0506", "b:n0:0505:0506", "c:n0:0505:0506"}
        << QStringList{"Army a, Army b, Army c in 0506"};
    QTest::newRow("§4.3 armies that started apart may meet (M-2C sends one back)")
        << QStringList{"a:n0:0505:0506", "b:n0:0507:0506"} << QStringList{};
    QTest::newRow("§5.9 two nations' armies in one area are another rule")
        << QStringList{"a:n0:0505", "b:n1:0505"} << QStringList{};
}

void TestArmySeparation::separation()
{
    QFETCH(QStringList, entries);
    QFETCH(QStringList, refused);
    const auto given = moves(entries);
    QStringList found;
    for (const NewYearIssue &issue : checkStartSeparation(given)) {
        QCOMPARE(issue.problem, NewYearProblem::StartNotSeparated);
        found << issue.subject + QStringLiteral(" in ") + issue.other;
        QVERIFY(explain(issue).startsWith(QStringLiteral("§4.3 ")));
    }
    QCOMPARE(found, refused);
}

// §4.3: the groups month 1's orders must split, for the order form.
void TestArmySeparation::sharedStartsAreListed()
{
    const auto given = moves({"a:n0:0505", "b:n1:0505", "c:n0:0505", "d:n0:0707"});
    const auto groups = sharedStarts(given);
    QCOMPARE(groups.size(), std::size_t(1));
    QCOMPARE(groups.front().nationId, QStringLiteral("n0"));
    QCOMPARE(groups.front().armyIds, (std::vector<QString>{"a", "c"}));
}

QTEST_GUILESS_MAIN(TestArmySeparation)
#include "tst_armyseparation.moc"
