// A player's typed battle army checked before the game (§5.10, §2.5, §2.6): unit types of the
// army list, the roster's units left (a type on two lines at two costs, I-15), the list's
// per-1,000 limits scaled to the battle, active characters with their magic items, mobs within
// the year's limit and the points allowance; every refusal names the entry and the numbers.
#include "core/warmaster/battlelist.h"

#include <QtTest>

using namespace herald::warmaster;

Q_DECLARE_METATYPE(std::vector<herald::warmaster::BattleListProblem>)

namespace {

using P = BattleListProblem;

UnitType unit(const QString &name, int points, int minimum, std::optional<int> maximum)
{
    UnitType type;
    type.name = name;
    type.points = Cost::points(points);
    type.minimum = minimum;
    type.maximumPer1000 = maximum;
    return type;
}

ArmyList armyList()
{
    ArmyList list;
    list.units = {unit(QStringLiteral("Spearmen"), 45, 2, std::nullopt),
                  unit(QStringLiteral("Knights"), 110, 0, 1),
                  unit(QStringLiteral("Archers"), 55, 0, std::nullopt),
                  unit(QStringLiteral("Crossbows"), 60, 0, std::nullopt)};
    CharacterEntry marshal;
    marshal.name = QStringLiteral("Marshal");
    marshal.type = CharacterType::General;
    marshal.points = Cost::points(125);
    marshal.maximumPer1000 = 1;
    CharacterEntry captain;
    captain.name = QStringLiteral("Captain");
    captain.type = CharacterType::Hero;
    captain.points = Cost::points(80);
    list.characters = {marshal, captain};
    return list;
}

RosterLine line(const QString &type, int cost, int purchased, int lost)
{
    RosterLine l;
    l.unitTypes = {type};
    l.cost = Cost::points(cost);
    l.purchased = purchased;
    l.lost = lost;
    return l;
}

RosterCharacter character(const QString &name, CharacterType type, const QString &entry,
                          CharacterStatus status, const QStringList &items = {})
{
    RosterCharacter c;
    c.id = name;
    c.name = name;
    c.type = type;
    c.listEntry = entry;
    c.status = status;
    c.magicItems = items;
    return c;
}

Roster roster()
{
    Roster r;
    r.mobLimit = 5;
    // Spearmen on two lines at two costs (I-15): 6 left at 45, then 2 at 50.
    r.lines = {
        line(QStringLiteral("Spearmen"), 45, 8, 2), line(QStringLiteral("Knights"), 110, 3, 0),
        line(QStringLiteral("Archers"), 55, 4, 0), line(QStringLiteral("Spearmen"), 50, 2, 0)};
    r.characters = {character(QStringLiteral("Duke Aldric"), CharacterType::General,
                              QStringLiteral("Marshal"), CharacterStatus::Active,
                              {QStringLiteral("Red Blade")}),
                    character(QStringLiteral("Sir Bors"), CharacterType::Hero,
                              QStringLiteral("Captain"), CharacterStatus::Active),
                    character(QStringLiteral("Old Tam"), CharacterType::Hero,
                              QStringLiteral("Captain"), CharacterStatus::Killed)};
    return r;
}

} // namespace

class TestBattleList : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// §5.10, §2.5, §2.6: each row a typed list, the battle's points, the problems found in
    /// order and the list's cost in tenths of a point.
    void check_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("points");
        QTest::addColumn<std::vector<P>>("problems");
        QTest::addColumn<int>("tenths");
        QTest::newRow("legal: 180 + 220 + 165 + 175 (Marshal 125, Red Blade 50) + 2 mobs 100")
            << QStringLiteral("4 Spearmen\n2 Knights\n\n3 x Archers\nDuke Aldric\n2 mobs") << 2000
            << std::vector<P>{} << 8400;
        QTest::newRow("I-15: 7 Spearmen take 6 at 45 and 1 at 50")
            << QStringLiteral("7 spearmen") << 2000 << std::vector<P>{} << 3200;
        QTest::newRow("§2.5: 9 Spearmen, 8 left on both lines")
            << QStringLiteral("9 Spearmen") << 2000 << std::vector<P>{P::OverRoster} << 4150;
        QTest::newRow("§2.5: 3 Knights over the list's 1 per 1,000 (2 at 2,000)")
            << QStringLiteral("4 Spearmen\n3 Knights") << 2000 << std::vector<P>{P::OverListMaximum}
            << 5100;
        QTest::newRow("§2.5: no Spearmen, the list asks for 2 per 1,000")
            << QStringLiteral("1 Knights") << 2000 << std::vector<P>{P::UnderListMinimum} << 1100;
        QTest::newRow("a unit type the list does not have")
            << QStringLiteral("4 Spearmen\n2 Dragons") << 2000 << std::vector<P>{P::UnknownUnit}
            << 1800;
        QTest::newRow("§2.5: a list type not bought this year")
            << QStringLiteral("4 Spearmen\n2 Crossbows") << 2000 << std::vector<P>{P::NotOnRoster}
            << 1800;
        QTest::newRow("§6.4: a killed character cannot fight")
            << QStringLiteral("4 Spearmen\nOld Tam") << 2000 << std::vector<P>{P::UnknownCharacter}
            << 1800;
        QTest::newRow("a character typed twice")
            << QStringLiteral("4 Spearmen\nSir Bors\nsir bors") << 2000
            << std::vector<P>{P::CharacterTwice} << 2600;
        QTest::newRow("§2.6: 6 mobs over the year's 5")
            << QStringLiteral("4 Spearmen\n6 mobs") << 2000 << std::vector<P>{P::TooManyMobs}
            << 4800;
        QTest::newRow("§5.10: 520 points in a 500-point battle")
            << QStringLiteral("4 Spearmen\n3 Archers\nDuke Aldric") << 500
            << std::vector<P>{P::OverPoints} << 5200;
        QTest::newRow("a line that is only a number")
            << QStringLiteral("4 Spearmen\n3") << 2000 << std::vector<P>{P::Unreadable} << 1800;
    }
    void check()
    {
        QFETCH(QString, text);
        QFETCH(int, points);
        QFETCH(std::vector<P>, problems);
        QFETCH(int, tenths);
        std::vector<BattleListIssue> unreadable;
        const BattleList list = parseBattleList(text, &unreadable);
        BattleListCheck checked = checkBattleList(list, roster(), armyList(), points,
                                                  {{QStringLiteral("Red Blade"), 50}});
        checked.issues.insert(checked.issues.begin(), unreadable.begin(), unreadable.end());
        std::vector<P> found;
        for (const BattleListIssue &issue : checked.issues)
            found.push_back(issue.problem);
        QCOMPARE(found, problems);
        QCOMPARE(checked.total().inTenths(), tenths);
        QVERIFY(checked.lines.last().startsWith(QStringLiteral("Total: ")));
    }

    /// Each refusal names the entry, the typed line and both numbers.
    void refusalsNameTheNumbers_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        QTest::newRow("over the roster")
            << QStringLiteral("\n9 Spearmen")
            << QStringLiteral("Line 2: 9 Spearmen, but the roster has 8 left (§2.5)");
        QTest::newRow("over the list's maximum")
            << QStringLiteral("4 Spearmen\n3 Knights")
            << QStringLiteral("3 Knights, but the army list allows at most 2 in an army of this "
                              "size (§2.5)");
        QTest::newRow("too many mobs")
            << QStringLiteral("4 Spearmen\n6 mobs")
            << QStringLiteral("6 mobs, but the year's limit is 5 (§2.6)");
    }
    void refusalsNameTheNumbers()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const BattleListCheck checked =
            checkBattleList(parseBattleList(text, nullptr), roster(), armyList(), 2000, {});
        QCOMPARE(checked.issues.size(), std::size_t(1));
        QCOMPARE(checked.issues.front().explain(), message);
    }

    /// I-15, §2.5: Archers and Crossbows share one roster line of 4; the Archers typed first
    /// take 3, so the refusal of 2 Crossbows says where the rest of the line went.
    void sharedLineNamesWhatOthersTook()
    {
        Roster shared = roster();
        shared.lines[2].unitTypes = {QStringLiteral("Archers"), QStringLiteral("Crossbows")};
        const BattleListCheck checked = checkBattleList(
            parseBattleList(QStringLiteral("4 Spearmen\n3 Archers\n2 Crossbows"), nullptr), shared,
            armyList(), 2000, {});
        QCOMPARE(checked.issues.size(), std::size_t(1));
        QCOMPARE(checked.issues.front().explain(),
                 QStringLiteral("Line 3: 2 Crossbows, but the roster has 1 left (§2.5); its roster "
                                "line(s) hold 4, and other types above in this list take 3"));
    }
};

QTEST_APPLESS_MAIN(TestBattleList)
#include "tst_battlelist.moc"
