// The hex game printed (issue 20): `hexgame print` writes the map with its counters and the turn
// and victory point state as a PDF on A4 or Letter (turned the way the map is longest: it is
// taller than wide), an overview page and then the map at a legible size on overlapping sheets,
// read back with pdftotext and pdfinfo.
#include "../clirun.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

/// What a poppler tool prints about the PDF.
QString poppler(const QString &tool, const QStringList &args)
{
    QProcess p;
    p.start(tool, args);
    if (!p.waitForFinished(20000))
        return {};
    return QString::fromUtf8(p.readAllStandardOutput());
}

/// The PDF's text with every blank removed: wrapping and pdftotext's spacing vary. page: one
/// page only (from 1), or 0 for all; raw: in the order it was drawn, not as laid out (a
/// sheet's label would otherwise mingle with the hex numbers just under it).
QString pdfText(const QString &pdf, int page = 0, bool raw = false)
{
    QStringList args{pdf, QStringLiteral("-")};
    if (raw)
        args.prepend(QStringLiteral("-raw"));
    if (page > 0)
        args = QStringList{QStringLiteral("-f"), QString::number(page), QStringLiteral("-l"),
                           QString::number(page)} +
               args;
    return poppler(QStringLiteral("pdftotext"), args)
        .normalized(QString::NormalizationForm_KC)
        .remove(QRegularExpression(QStringLiteral("\\s")));
}

QString squeezed(QString text)
{
    return text.remove(QLatin1Char(' '));
}

} // namespace

class TestCliHexGamePrint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        m_file = m_dir.filePath(QStringLiteral("hex.herald"));
        QCOMPARE(cli({QStringLiteral("new"), m_file, QStringLiteral("--seed"), QStringLiteral("7")})
                     .exitCode,
                 0);
        // The set-up (12.1), then the Lycanthropes come on at 0318 and walk to 0418 (10.2).
        const Run run = runScript(m_file, m_dir.filePath(QStringLiteral("game.txt")),
                                  "hexgame new \"Black Eagle\"\n"
                                  "hexgame place \"Black Eagle\" K2 1827\n"
                                  "hexgame place \"Black Eagle\" K10 1920\n"
                                  "hexgame place \"Black Eagle\" K11 3922\n"
                                  "hexgame place \"Black Eagle\" K12 3923\n"
                                  "hexgame move \"Black Eagle\" B14 0318-0418\n");
        QVERIFY2(run.exitCode == 0, qPrintable(run.text()));
    }

    void paper_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<QString>("pageSize");
        QTest::newRow("A4, portrait like the map")
            << QStringLiteral("a4") << QStringLiteral("595 x 842");
        QTest::newRow("Letter, portrait like the map")
            << QStringLiteral("letter") << QStringLiteral("612 x 792");
    }
    // The page: the game's title, the turn and phase (4), both VP totals (11), the counters on
    // the map by their ids with strength-movement (2.6), the places of the map, and the units
    // still off it (10).
    void paper()
    {
        QFETCH(QString, paper);
        QFETCH(QString, pageSize);
        const QString pdf = m_dir.filePath(paper + QStringLiteral(".pdf"));
        const Run r =
            cli({QStringLiteral("--json"), QStringLiteral("hexgame"), QStringLiteral("print"),
                 m_file, QStringLiteral("Black Eagle"), pdf, QStringLiteral("--paper"), paper});
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
        QCOMPARE(r.json().value(QStringLiteral("pdf")).toString(), pdf);
        const QString info = poppler(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.contains(QStringLiteral("Page size:       ") + pageSize), qPrintable(info));
        // The overview is the first page.
        const QString text = pdfText(pdf, 1);
        for (const QString &expected :
             {QStringLiteral("Black Eagle (The Fall of the Black Eagle"),
              QStringLiteral("Game turn 1 of 14, Black Eagle movement phase"),
              QStringLiteral("Victory points: Black Eagle 0, Karameikan 0"), QStringLiteral("B14"),
              QStringLiteral("K8"), QStringLiteral("Fort Doom"),
              QStringLiteral("Not on the map yet: K14 Karameikan Militia (Marilenev) (1-3)"),
              QStringLiteral("B1 Black Eagle Guard (1st) (6-5)")})
            QVERIFY2(text.contains(squeezed(expected)), qPrintable(expected + u'\n' + text));
    }

    void sheets_data()
    {
        QTest::addColumn<QString>("paper");
        QTest::addColumn<int>("pages");
        QTest::newRow("A4: the overview and 4 x 3 sheets") << QStringLiteral("a4") << 13;
        QTest::newRow("Letter: the overview and 4 x 3 sheets") << QStringLiteral("letter") << 13;
    }
    // After the overview, the map at 20 mm a hex, four sheets wide and three tall as spec 2.1
    // found works, on sheets that overlap: each labelled with its
    // page and the hexes it shows, numbered hexes (2.2), trim marks naming the next sheets, and
    // together the sheets show every hex of the 46 x 38 map.
    void sheets()
    {
        QFETCH(QString, paper);
        QFETCH(int, pages);
        const QString pdf = m_dir.filePath(paper + QStringLiteral("-sheets.pdf"));
        const Run r = cli({QStringLiteral("hexgame"), QStringLiteral("print"), m_file,
                           QStringLiteral("Black Eagle"), pdf, QStringLiteral("--paper"), paper});
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
        const QString info = poppler(QStringLiteral("pdfinfo"), {pdf});
        QVERIFY2(info.contains(QRegularExpression(QStringLiteral("Pages:\\s+%1\\n").arg(pages))),
                 qPrintable(info));
        const QString first = pdfText(pdf, 2, true);
        QVERIFY2(
            first.contains(squeezed(QStringLiteral("Page 2 of %1: map sheet in row 1, column 1;"
                                                   " hex columns 01–"))
                               .arg(pages)),
            qPrintable(first));
        QVERIFY2(first.contains(QStringLiteral("0101")), qPrintable(first)); // numbered hexes
        QVERIFY2(first.contains(QStringLiteral("→3")), qPrintable(first));   // sheet to the right
        QVERIFY2(first.contains(QStringLiteral("↓6")), qPrintable(first));   // sheet below
        QSet<QString> shown;
        // Two-digit numbers: the squeezed text runs the label into the hex numbers after it.
        const QRegularExpression label(
            QStringLiteral("hexcolumns(\\d\\d)–(\\d\\d),rows(\\d\\d)–(\\d\\d)"));
        for (int page = 2; page <= pages; ++page) {
            const auto m = label.match(pdfText(pdf, page, true));
            QVERIFY2(m.hasMatch(), qPrintable(QStringLiteral("page %1").arg(page)));
            for (int c = m.captured(1).toInt(); c <= m.captured(2).toInt(); ++c) {
                for (int row = m.captured(3).toInt(); row <= m.captured(4).toInt(); ++row)
                    shown.insert(QStringLiteral("%1/%2").arg(c).arg(row));
            }
        }
        QCOMPARE(shown.size(), 46 * 38);
    }

    void refusals_data()
    {
        QTest::addColumn<QStringList>("words");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("a paper Herald does not print on")
            << QStringList{"Black Eagle", "x.pdf", "--paper", "a3"} << "a4 or letter";
        QTest::newRow("no such game") << QStringList{"Zulu", "x.pdf"} << "Zulu";
        QTest::newRow("no output file") << QStringList{"Black Eagle"} << "OUT.pdf";
    }
    // Usage errors exit 2 and write nothing.
    void refusals()
    {
        QFETCH(QStringList, words);
        QFETCH(QString, mentions);
        const QString pdf = m_dir.filePath(QStringLiteral("x.pdf"));
        words.replaceInStrings(QStringLiteral("x.pdf"), pdf);
        const Run r =
            cli(QStringList{QStringLiteral("hexgame"), QStringLiteral("print"), m_file} + words);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.errText().contains(mentions), qPrintable(r.text()));
        QVERIFY(!QFile::exists(pdf));
    }

private:
    QTemporaryDir m_dir;
    QString m_file;
};

QTEST_GUILESS_MAIN(TestCliHexGamePrint)
#include "tst_cli_hexgameprint.moc"
