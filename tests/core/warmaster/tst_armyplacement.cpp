// Placing armies at the New Year (NY-7, §4.9): own areas with a town, city or a POI whose card
// allows it; one army per general (§1.5), generals on an expedition excepted (I-11); at most
// one army in the first year (S-6, §2.3); several armies may share one area (§4.3).
#include "core/warmaster/armyplacement.h"

#include <QtTest>

using namespace herald::warmaster;
using herald::map::Hex;

namespace {

Hex hex(const QString &xxyy)
{
    return *Hex::fromXXYY(xxyy);
}

Area area(const char *xxyy, const char *name, PopulationCentre centre, int owner,
          const char *poi = "")
{
    Area a;
    a.hex = hex(QString::fromLatin1(xxyy));
    a.name = QString::fromLatin1(name);
    a.landmass = 0;
    a.centre = centre;
    a.owner = owner;
    a.poi.cardId = QString::fromLatin1(poi);
    return a;
}

/// Two nations: Veyra ("1") with a town, villages and POIs, Ostmark ("2") with a city; an
/// uncontrolled town and a sea area.
StrategicMap world()
{
    StrategicMap m;
    m.columns = 4;
    m.rows = 4;
    m.landmasses = {{QStringLiteral("main"), QStringLiteral("Mainland")}};
    m.nations = {{QStringLiteral("1"),
                  QStringLiteral("Veyra"),
                  QStringLiteral("#2060c0"),
                  {},
                  {},
                  false,
                  noIndex,
                  false},
                 {QStringLiteral("2"),
                  QStringLiteral("Ostmark"),
                  QStringLiteral("#c02020"),
                  {},
                  {},
                  false,
                  noIndex,
                  false}};
    m.areas = {
        area("0101", "Carrow", PopulationCentre::Town, 0),
        area("0102", "Fenby", PopulationCentre::Village, 0),
        area("0103", "Shrine Hill", PopulationCentre::Village, 0, "mustering"),
        area("0104", "Old Keep", PopulationCentre::Village, 0, "castle"),
        area("0201", "Ostburg", PopulationCentre::City, 1),
        area("0202", "Lone Town", PopulationCentre::Town, noIndex),
    };
    Area sea;
    sea.hex = hex(QStringLiteral("0301"));
    sea.terrain = Terrain::Sea;
    sea.centre = PopulationCentre::None;
    m.areas.push_back(sea);
    m.reindex();
    return m;
}

RosterCharacter character(const char *id, const char *name, CharacterType type,
                          CharacterStatus status = CharacterStatus::Active)
{
    RosterCharacter c;
    c.id = QString::fromLatin1(id);
    c.name = QString::fromLatin1(name);
    c.type = type;
    c.status = status;
    return c;
}

/// Veyra's characters this year.
const std::vector<RosterCharacter> &veyraCharacters()
{
    static const std::vector<RosterCharacter> characters{
        character("10", "Aldo", CharacterType::General),
        character("11", "Bera", CharacterType::General),
        character("12", "Cole", CharacterType::Hero),
        character("13", "Dane", CharacterType::General, CharacterStatus::Captured),
        character("14", "Eryk", CharacterType::General, CharacterStatus::OnExpedition),
        character("15", "Finn", CharacterType::RoyalNephew),
    };
    return characters;
}

/// "army id:general id:nation id[:expedition]" entries.
std::vector<Army> armies(const QStringList &entries)
{
    std::vector<Army> result;
    for (const QString &entry : entries) {
        const QStringList f = entry.split(QLatin1Char(':'));
        Army a;
        a.id = f.at(0);
        a.name = QStringLiteral("Army ") + f.at(0);
        a.generalId = f.at(1);
        a.nationId = f.at(2);
        a.area = hex(QStringLiteral("0101"));
        if (f.size() > 3)
            a.expeditionId = f.at(3);
        result.push_back(a);
    }
    return result;
}

using Problems = QList<int>;

} // namespace

class TestArmyPlacement : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void placement_data();
    void placement();
    void messagesNameRuleAndNumbers_data();
    void messagesNameRuleAndNumbers();
    void choicesOffered();
};

void TestArmyPlacement::placement_data()
{
    QTest::addColumn<QString>("nation");
    QTest::addColumn<QString>("general");
    QTest::addColumn<QString>("areaId");
    QTest::addColumn<int>("year");
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<QString>("moving");
    QTest::addColumn<Problems>("problems");

    const auto p = [](PlacementProblem problem) { return int(problem); };
    QTest::newRow("§4.9 own town, year 1, first army: placed")
        << "1"
        << "10"
        << "0101" << 1 << QStringList() << "" << Problems();
    QTest::newRow("NY-7 a nation without generals places no army")
        << "2"
        << ""
        << "0201" << 2 << QStringList() << ""
        << Problems{p(PlacementProblem::UnknownGeneral),
                    p(PlacementProblem::MoreArmiesThanGenerals)};
    QTest::newRow("§4.9 own village: no place to muster")
        << "1"
        << "10"
        << "0102" << 2 << QStringList() << "" << Problems{p(PlacementProblem::NoPlacementSite)};
    QTest::newRow("§4.9 own village with a POI card that allows armies: placed")
        << "1"
        << "10"
        << "0103" << 2 << QStringList() << "" << Problems();
    QTest::newRow("§4.9 own village with a POI card that does not allow armies")
        << "1"
        << "10"
        << "0104" << 2 << QStringList() << "" << Problems{p(PlacementProblem::NoPlacementSite)};
    QTest::newRow("§4.9 another nation's city")
        << "1"
        << "10"
        << "0201" << 2 << QStringList() << "" << Problems{p(PlacementProblem::NotOwnArea)};
    QTest::newRow("§4.9 an uncontrolled town")
        << "1"
        << "10"
        << "0202" << 2 << QStringList() << "" << Problems{p(PlacementProblem::NotOwnArea)};
    QTest::newRow("§1.3 a sea area")
        << "1"
        << "10"
        << "0301" << 2 << QStringList() << "" << Problems{p(PlacementProblem::AreaNotOnMap)};
    QTest::newRow("§1.3 an area off the map")
        << "1"
        << "10"
        << "0909" << 2 << QStringList() << "" << Problems{p(PlacementProblem::AreaNotOnMap)};
    QTest::newRow("§1.2 an unknown nation")
        << "7"
        << "10"
        << "0101" << 2 << QStringList() << "" << Problems{p(PlacementProblem::UnknownNation)};
    QTest::newRow("§1.4 a hero leads no army")
        << "1"
        << "12"
        << "0101" << 2 << QStringList() << "" << Problems{p(PlacementProblem::NotAGeneral)};
    QTest::newRow("I-21 a royal nephew stands in for a general")
        << "1"
        << "15"
        << "0101" << 2 << QStringList() << "" << Problems();
    QTest::newRow("§1.4 a captured general") << "1"
                                             << "13"
                                             << "0101" << 2 << QStringList{"a:10:1"} << ""
                                             << Problems{p(PlacementProblem::GeneralUnavailable)};
    QTest::newRow("I-11 a general leading an expedition")
        << "1"
        << "14"
        << "0101" << 2 << QStringList() << "" << Problems{p(PlacementProblem::GeneralUnavailable)};
    QTest::newRow("§1.5 the general already leads an army")
        << "1"
        << "10"
        << "0101" << 2 << QStringList{"a:10:1"} << ""
        << Problems{p(PlacementProblem::GeneralLeadsArmy)};
    QTest::newRow("§4.3 second army in the same town, year 2: placed")
        << "1"
        << "11"
        << "0101" << 2 << QStringList{"a:10:1"} << "" << Problems();
    QTest::newRow("S-6 year 1: a second army is refused")
        << "1"
        << "11"
        << "0101" << 1 << QStringList{"a:10:1"} << ""
        << Problems{p(PlacementProblem::FirstYearLimit)};
    QTest::newRow("NY-7 three free generals, a fourth army")
        << "1"
        << "15"
        << "0101" << 2 << QStringList{"a:10:1", "b:11:1", "c:99:1"} << ""
        << Problems{p(PlacementProblem::MoreArmiesThanGenerals)};
    QTest::newRow("I-11 an expedition's army is not counted")
        << "1"
        << "15"
        << "0101" << 2 << QStringList{"a:10:1", "b:14:1:exp1"} << "" << Problems();
    QTest::newRow("NY-7 other nations' armies are not counted")
        << "1"
        << "11"
        << "0101" << 2 << QStringList{"a:10:1", "x:50:2", "y:51:2"} << "" << Problems();
    QTest::newRow("moving the only army of year 1 to another own town")
        << "1"
        << "10"
        << "0103" << 1 << QStringList{"a:10:1"} << "a" << Problems();
    QTest::newRow("moving an army into another nation's city")
        << "1"
        << "10"
        << "0201" << 1 << QStringList{"a:10:1"} << "a" << Problems{p(PlacementProblem::NotOwnArea)};
}

void TestArmyPlacement::placement()
{
    QFETCH(QString, nation);
    QFETCH(QString, general);
    QFETCH(QString, areaId);
    QFETCH(int, year);
    QFETCH(QStringList, existing);
    QFETCH(QString, moving);
    QFETCH(Problems, problems);

    const StrategicMap m = world();
    const std::vector<Army> onMap = armies(existing);
    const std::vector<RosterCharacter> none;
    const PlacementFacts facts{m,
                               onMap,
                               nation == QLatin1String("1") ? veyraCharacters() : none,
                               {QStringLiteral("mustering")},
                               year};
    const auto issues = checkPlacement({nation, general, hex(areaId), moving}, facts);
    Problems found;
    for (const PlacementIssue &issue : issues)
        found << int(issue.problem);
    QCOMPARE(found, problems);
}

void TestArmyPlacement::messagesNameRuleAndNumbers_data()
{
    QTest::addColumn<QString>("general");
    QTest::addColumn<QString>("areaId");
    QTest::addColumn<int>("year");
    QTest::addColumn<QStringList>("existing");
    QTest::addColumn<QStringList>("words");

    QTest::newRow("§4.9 names the area and its owner")
        << "10"
        << "0201" << 2 << QStringList() << QStringList{"§4.9", "0201 Ostburg", "Ostmark"};
    QTest::newRow("§4.9 names the village")
        << "10"
        << "0102" << 2 << QStringList() << QStringList{"§4.9", "0102 Fenby", "town"};
    QTest::newRow("S-6 gives the limit and the count")
        << "11"
        << "0101" << 1 << QStringList{"a:10:1"} << QStringList{"S-6", "1 army", "2"};
    QTest::newRow("NY-7 gives generals and armies")
        << "15"
        << "0101" << 2 << QStringList{"a:10:1", "b:11:1", "c:99:1"}
        << QStringList{"NY-7", "3 free general", "4 armies"};
    QTest::newRow("§1.5 names the general and his army")
        << "10"
        << "0101" << 2 << QStringList{"a:10:1"} << QStringList{"§1.5", "Aldo", "Army a"};
    QTest::newRow("I-11 says why the general is away")
        << "14"
        << "0101" << 2 << QStringList() << QStringList{"I-11", "Eryk", "expedition"};
}

void TestArmyPlacement::messagesNameRuleAndNumbers()
{
    QFETCH(QString, general);
    QFETCH(QString, areaId);
    QFETCH(int, year);
    QFETCH(QStringList, existing);
    QFETCH(QStringList, words);

    const StrategicMap m = world();
    const std::vector<Army> onMap = armies(existing);
    const PlacementFacts facts{m, onMap, veyraCharacters(), {}, year};
    const auto issues = checkPlacement({QStringLiteral("1"), general, hex(areaId), {}}, facts);
    QCOMPARE(issues.size(), std::size_t(1));
    const QString text = describe(issues.front());
    for (const QString &word : words)
        QVERIFY2(text.contains(word), qPrintable(text));
}

// §4.9: the areas offered are the nation's towns, cities and allowing POIs; §1.5: the generals
// offered are the active ones without an army.
void TestArmyPlacement::choicesOffered()
{
    const StrategicMap m = world();
    QStringList areas;
    for (const int index : placementAreas(m, 0, {QStringLiteral("mustering")}))
        areas << m.areas[std::size_t(index)].id();
    QCOMPARE(areas, (QStringList{"0101", "0103"}));
    areas.clear();
    for (const int index : placementAreas(m, 1, {}))
        areas << m.areas[std::size_t(index)].id();
    QCOMPARE(areas, QStringList{"0201"});

    const std::vector<Army> onMap = armies({"a:10:1"});
    QStringList names;
    for (const RosterCharacter &c : freeGenerals(veyraCharacters(), onMap))
        names << c.name;
    QCOMPARE(names, (QStringList{"Bera", "Finn"}));
}

QTEST_GUILESS_MAIN(TestArmyPlacement)
#include "tst_armyplacement.moc"
