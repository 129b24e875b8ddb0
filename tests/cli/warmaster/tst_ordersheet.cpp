// The blank order sheet and the month report (issue 17) laid out from a report made by hand,
// printed to PDF and read back with pdftotext: §3.2 M-1, one row per army free to act however
// many pages it takes, the others listed with the reason; a long report runs onto more pages
// and loses nothing.
#include "app/printing/monthreportsheet.h"
#include "app/printing/ordersheet.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace herald;

namespace {

app::ReportedArmy army(int number, bool free)
{
    app::ReportedArmy a;
    a.id = number;
    a.name = QStringLiteral("Army%1x").arg(number, 2, 10, QLatin1Char('0'));
    a.general = QStringLiteral("General %1").arg(number);
    a.area = QStringLiteral("0407 Carrow");
    a.location = QStringLiteral("countryside");
    a.order = QStringLiteral("hold");
    a.freeToAct = free;
    if (free) {
        a.legalKinds = QStringList{QStringLiteral("move"), QStringLiteral("hold")};
        a.legalDestinations = QStringList{QStringLiteral("0508 Mossgate")};
    } else {
        a.noOrderReason = QStringLiteral("§4.4 held up in 0407 Carrow");
    }
    return a;
}

app::MonthReport reportWith(int free, int held)
{
    app::MonthReport r;
    r.nation = QStringLiteral("Kingdom of Veyra");
    r.turn = 4;
    r.year = 1;
    r.month = 4;
    r.step = QStringLiteral("Year 1, month 4, M-1 Write orders");
    for (int i = 1; i <= free + held; ++i)
        r.armies.push_back(army(i, i <= free));
    return r;
}

} // namespace

class TestOrderSheet : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    int m_written = 0; ///< documents written so far, each to a file of its own

    /// Writes the document and gives its text without blanks and its page count.
    QString printed(const printing::PageSource &source, const QString &paper, int *pages)
    {
        printing::PrintOptions options;
        options.paper = *printing::paperFromName(paper);
        const QString pdf = m_dir.filePath(QStringLiteral("%1-%2.pdf").arg(++m_written).arg(paper));
        if (!printing::printToPdf(source, pdf, options).isEmpty())
            return {};
        *pages = printing::pageCount(source, options);
        QProcess p;
        p.start(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")});
        p.waitForFinished(20000);
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        // pdftotext ends every page with a form feed.
        if (text.count(QLatin1Char('\f')) != *pages)
            return QStringLiteral("page count differs");
        return text.normalized(QString::NormalizationForm_KC)
            .remove(QRegularExpression(QStringLiteral("\\s")));
    }

private Q_SLOTS:
    void rows_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<int>("free");
        QTest::addColumn<int>("held");
        QTest::addColumn<int>("pages");
        QTest::newRow("A4, 2 free, 1 held up: one page") << "a4" << 2 << 1 << 1;
        QTest::newRow("Letter, 2 free, 1 held up: one page") << "letter" << 2 << 1 << 1;
        QTest::newRow("A4, 30 free, 2 held up: several pages") << "a4" << 30 << 2 << 3;
        QTest::newRow("no army free: the reasons only") << "a4" << 0 << 2 << 1;
    }
    /// §3.2 M-1: each army free to act has exactly one row, on whichever page; each army held
    /// up is named once below the table with its reason, never in a row.
    void rows()
    {
        QFETCH(QString, paper);
        QFETCH(int, free);
        QFETCH(int, held);
        QFETCH(int, pages);
        const printing::OrderSheet sheet(reportWith(free, held));
        QCOMPARE(int(sheet.rows().size()), free);
        int printedPages = 0;
        const QString text = printed(sheet, paper, &printedPages);
        QCOMPARE(printedPages, pages);
        QCOMPARE(text.count(QStringLiteral("Orders:KingdomofVeyra,year1,month4(turn4)")), pages);
        for (int i = 1; i <= free + held; ++i) {
            const QString name = army(i, true).name;
            QVERIFY2(text.count(name) == 1, qPrintable(name + '\n' + text));
            if (i > free)
                QVERIFY2(text.contains(QStringLiteral("Noorderfor%1:§4.4heldup").arg(name)),
                         qPrintable(text));
        }
        QCOMPARE(text.count(QStringLiteral("Allowed:move,hold")), free);
        if (free == 0)
            QVERIFY(text.contains(QStringLiteral("Noneofyourarmiestakesanorderthisturn.")));
    }

    /// A report longer than a page runs on, every army's paragraphs kept whole (issue 17).
    void longReportRunsOn()
    {
        const printing::MonthReportSheet sheet(reportWith(40, 0));
        int pages = 0;
        const QString text = printed(sheet, QStringLiteral("a4"), &pages);
        QVERIFY2(pages > 1, qPrintable(text));
        for (int i = 1; i <= 40; ++i)
            QVERIFY(text.contains(
                QStringLiteral("Army%1x,ledbyGeneral%2").arg(i, 2, 10, QLatin1Char('0')).arg(i)));
        QVERIFY(text.contains(QStringLiteral("Foreignarmiesyouknowof")));
    }
};

QTEST_MAIN(TestOrderSheet)
#include "tst_ordersheet.moc"
