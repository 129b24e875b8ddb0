// Supply (§4.5, §4.6, I-53): the chain of own areas, enemy armies not blocking it, foreign and
// uncontrolled areas breaking it, the coast rule both ways, besiegedTownSupplies,
// occupationGivesSupply, §12.3 D-30 and D-31, and the path shown on request.
#include "core/warmaster/supply.h"

#include "monthfixture.h"

#include <QtTest>

using namespace herald::warmaster;

namespace {

/// A row world from strings, one character per area: owners ('0'-'9' or '.'), centres
/// ('T' town, 'C' city, 'S' sea, else village), coasts ('c'), and armies "0@3P,1@1" (nation @
/// area, 'P' at the population centre). The first army is the one the test looks at.
MonthWorld world(const QString &owners, const QString &centres, const QString &coasts,
                 const QString &armies)
{
    MonthWorld w(static_cast<int>(owners.size()));
    for (int i = 0; i < owners.size(); ++i) {
        Area &a = w.area(i);
        a.owner = owners[i].isDigit() ? owners[i].digitValue() : noIndex;
        if (centres[i] == QLatin1Char('T'))
            a.centre = PopulationCentre::Town;
        if (centres[i] == QLatin1Char('C'))
            a.centre = PopulationCentre::City;
        if (centres[i] == QLatin1Char('S')) {
            a.terrain = Terrain::Sea;
            a.centre = PopulationCentre::None;
        }
        a.coastal = coasts[i] == QLatin1Char('c');
    }
    for (const QString &spec : armies.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const bool centre = spec.endsWith(QLatin1Char('P'));
        const int nation = spec.section(QLatin1Char('@'), 0, 0).toInt();
        const int at = spec.section(QLatin1Char('@'), 1).remove(QLatin1Char('P')).toInt();
        w.army(nation, at, centre ? ArmyLocation::PopulationCentre : ArmyLocation::Countryside);
    }
    return w;
}

QString pathText(const std::vector<int> &path)
{
    QStringList parts;
    for (const int a : path)
        parts << QString::number(a);
    return parts.join(QLatin1Char(','));
}

} // namespace

class TestSupply : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void trace_data();
    void trace();
    void everyArmyAtOnce();
    void inItsOwnTown();
    void fleetAtSea();
};

// §4.5, I-53, §12.3 D-30, D-31
void TestSupply::trace_data()
{
    QTest::addColumn<QString>("owners");
    QTest::addColumn<QString>("centres");
    QTest::addColumn<QString>("coasts");
    QTest::addColumn<QString>("armies");
    QTest::addColumn<bool>("occupationGivesSupply");
    QTest::addColumn<bool>("besiegedTownSupplies");
    QTest::addColumn<int>("source");
    QTest::addColumn<QString>("path");

    const int none = int(SupplySource::None);
    const int town = int(SupplySource::TownOrCity);
    const int coast = int(SupplySource::Coast);
    const int held = int(SupplySource::Occupation);
    QTest::newRow("§4.5 own areas lead to an own town")
        << "0000.."
        << "T....."
        << "......"
        << "0@3" << true << true << town << "3,2,1,0";
    QTest::newRow("§4.5 an own city is a source too") << "0000.."
                                                      << "...C.."
                                                      << "......"
                                                      << "0@0" << true << true << town << "0,1,2,3";
    QTest::newRow("§12.3 D-30 in an enemy area next to the chain: in supply")
        << "0001.."
        << "T....."
        << "......"
        << "0@3" << true << true << town << "3,2,1,0";
    QTest::newRow("§12.3 D-30 one area further, no own neighbour: out of supply")
        << "00011."
        << "T....."
        << "......"
        << "0@4" << true << true << none << "";
    QTest::newRow("§4.5 an enemy army on the chain does not block it")
        << "0000.."
        << "T....."
        << "......"
        << "0@3,1@1" << true << true << town << "3,2,1,0";
    QTest::newRow("§4.5 an enemy-held area breaks the chain")
        << "0010.."
        << "T....."
        << "......"
        << "0@3" << true << true << none << "";
    QTest::newRow("§4.5 an uncontrolled area breaks the chain")
        << "00.0.."
        << "T....."
        << "......"
        << "0@3" << true << true << none << "";
    QTest::newRow("I-53 the sea is no land step") << "00S0.."
                                                  << "T.S..."
                                                  << "......"
                                                  << "0@3" << true << true << none << "";
    QTest::newRow("§12.3 D-31 coast rule: own coast, own port elsewhere")
        << "0..0.."
        << "T....."
        << "c..c.."
        << "0@4" << true << true << coast << "4,3";
    QTest::newRow("§12.3 D-31 an enemy army in the port: no source")
        << "0..0.."
        << "T....."
        << "c..c.."
        << "0@4,1@0" << true << true << none << "";
    QTest::newRow("§4.5 an enemy army in the coastal area: no source")
        << "0..0.."
        << "T....."
        << "c..c.."
        << "0@4,1@3" << true << true << none << "";
    QTest::newRow("§4.5 no port anywhere: the coast is no source")
        << "0..0.."
        << "......"
        << "c..c.."
        << "0@4" << true << true << none << "";
    QTest::newRow("§4.5 a port inland is no port") << "0..0.."
                                                   << "T....."
                                                   << "...c.."
                                                   << "0@4" << true << true << none << "";
    QTest::newRow("I-53 besiegedTownSupplies on: a besieged town still supplies")
        << "0000.."
        << "T....."
        << "......"
        << "0@3,1@0" << true << true << town << "3,2,1,0";
    QTest::newRow("I-53 besiegedTownSupplies off: it does not")
        << "0000.."
        << "T....."
        << "......"
        << "0@3,1@0" << true << false << none << "";
    QTest::newRow("§4.5 occupationGivesSupply on: holding a foreign town's centre")
        << "....11"
        << ".....T"
        << "......"
        << "0@5P" << true << true << held << "5";
    QTest::newRow("§4.5 occupationGivesSupply off: out of supply")
        << "....11"
        << ".....T"
        << "......"
        << "0@5P" << false << true << none << "";
    QTest::newRow("§4.5 in the countryside of that town: no occupation")
        << "....11"
        << ".....T"
        << "......"
        << "0@5" << true << true << none << "";
    QTest::newRow("§4.5 a held village is no source") << "....11"
                                                      << "......"
                                                      << "......"
                                                      << "0@5P" << true << true << none << "";
    QTest::newRow("§4.5 expedition landed on a foreign coast: out of supply")
        << "0....1"
        << "T....."
        << "c....c"
        << "0@5P" << false << true << none << "";
    QTest::newRow("§4.5 expedition after conquering the coastal village: supplied by sea")
        << "0....0"
        << "T....."
        << "c....c"
        << "0@5P" << false << true << coast << "5";
    QTest::newRow("§4.5 the nearest source is the one traced")
        << "000000"
        << "T....T"
        << "......"
        << "0@4" << true << true << town << "4,5";
}

void TestSupply::trace()
{
    QFETCH(QString, owners);
    QFETCH(QString, centres);
    QFETCH(QString, coasts);
    QFETCH(QString, armies);
    QFETCH(bool, occupationGivesSupply);
    QFETCH(bool, besiegedTownSupplies);
    QFETCH(int, source);
    QFETCH(QString, path);
    const MonthWorld w = world(owners, centres, coasts, armies);
    const auto graph = w.graph();
    CampaignSettings settings;
    settings.occupationGivesSupply = occupationGivesSupply;
    settings.besiegedTownSupplies = besiegedTownSupplies;
    const SupplyTrace trace(w.map, graph, w.armies, settings);
    QCOMPARE(int(trace.armies().front().source), source);
    QCOMPARE(pathText(trace.path(0)), path);
    QVERIFY(trace.explain(0).startsWith(QStringLiteral("§4.5 ")));
}

// One search serves every army of every nation (§4.5); apply() writes Army::inSupply.
void TestSupply::everyArmyAtOnce()
{
    MonthWorld w = world(QStringLiteral("0000111"), QStringLiteral("T.....C"),
                         QStringLiteral("......."), QStringLiteral("0@2,1@5,0@6,1@3"));
    const auto graph = w.graph();
    const CampaignSettings settings;
    const SupplyTrace trace(w.map, graph, w.armies, settings);
    QCOMPARE(trace.armies().size(), std::size_t(4));
    QCOMPARE(trace.armies()[0].sourceArea, 0);
    QCOMPARE(trace.armies()[1].sourceArea, 6);
    QVERIFY(!trace.armies()[2].inSupply());    // deep in nation 1's land, in the countryside
    QCOMPARE(trace.armies()[3].sourceArea, 6); // from nation 0's area 3 into its own 4
    QCOMPARE(pathText(trace.path(3)), QStringLiteral("3,4,5,6"));
    trace.apply(w.armies);
    QVERIFY(w.armies[0].inSupply);
    QVERIFY(!w.armies[2].inSupply);
    QVERIFY(trace.explain(2).contains(QStringLiteral("§4.6")));
}

// §4.5: an army in its own town is supplied where it stands, and its line says so rather than
// tracing zero steps; one two areas away names the steps.
void TestSupply::inItsOwnTown()
{
    MonthWorld w = world(QStringLiteral("0000111"), QStringLiteral("T.....C"),
                         QStringLiteral("......."), QStringLiteral("0@0,0@2"));
    const auto graph = w.graph();
    const SupplyTrace trace(w.map, graph, w.armies, CampaignSettings());
    QVERIFY2(trace.explain(0).contains(QStringLiteral("stands in a town or city of its own")),
             qPrintable(trace.explain(0)));
    QVERIFY2(trace.explain(1).contains(QStringLiteral("in 2 step(s)")),
             qPrintable(trace.explain(1)));
}

// §7.2: a fleet at sea traces no supply, and its line says so rather than "out of supply".
void TestSupply::fleetAtSea()
{
    const MonthWorld w = world(QStringLiteral("0."), QStringLiteral("TS"), QStringLiteral("c."),
                               QStringLiteral("0@1"));
    const auto graph = w.graph();
    const SupplyTrace trace(w.map, graph, w.armies, CampaignSettings{});
    QCOMPARE(trace.armies().front().source, SupplySource::None);
    QVERIFY2(trace.explain(0).startsWith(QStringLiteral("§7.2 At sea in ")),
             qPrintable(trace.explain(0)));
}

QTEST_APPLESS_MAIN(TestSupply)
#include "tst_supply.moc"
