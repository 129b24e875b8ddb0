// DATC conformance (spec A10): every case of DATC 2.4 chapter 6 with the DATC 3.0 delta
// applied, one row per DATC id, read at test time from the shared test data.
#include "datcfile.h"
#include "datcrunner.h"
#include "testsupport.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::test;

class TestDatc : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void datc_data();
    void datc();

private:
    std::vector<DatcCase> m_cases;
};

void TestDatc::initTestCase()
{
    const std::string dir = HERALD_SHARED_DIR "/data/diplomacy/";
    std::string error;
    const auto base = readDatc(readTextFile(dir + "datc_v2.4_06.txt"), error);
    QVERIFY2(error.empty(), error.c_str());
    const auto delta = readDatc(readTextFile(dir + "datc_v3.0_delta.txt"), error);
    QVERIFY2(error.empty(), error.c_str());
    // README section 3: 167 blocks in the base file, 17 in the delta, 7 of them new ids.
    QCOMPARE(base.size(), std::size_t(167));
    QCOMPARE(delta.size(), std::size_t(17));
    m_cases = mergeDatc(base, delta);
    QCOMPARE(m_cases.size(), std::size_t(167 + 6));
}

void TestDatc::datc_data()
{
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < m_cases.size(); ++i)
        QTest::newRow(m_cases[i].id.c_str()) << static_cast<int>(i);
}

void TestDatc::datc()
{
    QFETCH(int, index);
    const DatcCase &c = m_cases[static_cast<std::size_t>(index)];
    const std::string failure = runDatcCase(standardVariant(), c);
    QVERIFY2(failure.empty(), (c.title + ": " + failure).c_str());
}

QTEST_GUILESS_MAIN(TestDatc)
#include "tst_diplomacy_datc.moc"
