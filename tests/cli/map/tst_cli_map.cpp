// herald-cli end to end for the strategic map: the real executable imports, edits, exports
// and prints the map; the PDFs are read back with pdftotext and pdfinfo (§1.3 areas, owners).
#include "../clirun.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString tool(const QStringList &args)
{
    QProcess p;
    p.start(args.first(), args.mid(1));
    p.waitForFinished(60000);
    return QString::fromUtf8(p.readAllStandardOutput());
}

int pdfPages(const QString &pdf)
{
    const auto match =
        QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(tool({"pdfinfo", pdf}));
    return match.hasMatch() ? match.captured(1).toInt() : -1;
}

} // namespace

class TestCliMap : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_campaign;

private Q_SLOTS:
    void initTestCase()
    {
        m_campaign = m_dir.filePath("map.herald");
        QCOMPARE(cli({"new", m_campaign, "--name", "Map test"}).exitCode, 0);
        const Run r = cli({"map", "demo", m_campaign, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
    }

    /// map show: the demo's areas and nations arrived (§1.3).
    void showsTheMap()
    {
        const Run r = cli({"map", "show", m_campaign, "--json"});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = r.json();
        QCOMPARE(o.value("columns").toInt(), 24);
        QVERIFY(o.value("areas").toInt() > 100);
        QCOMPARE(o.value("nations").toArray().size(), 4);
    }

    void areaSetAndShow_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("value");
        QTest::newRow("rename") << QStringList{"--name", "Dunmere Vale"} << 0 << "name"
                                << "Dunmere Vale";
        QTest::newRow("place a town") << QStringList{"--centre", "town"} << 0 << "centre"
                                      << "town";
        QTest::newRow("set owner") << QStringList{"--owner", "Ash Riders"} << 0 << "owner"
                                   << "Ash Riders";
        QTest::newRow("unknown nation refused") << QStringList{"--owner", "Elves"} << 1 << "owner"
                                                << "";
        QTest::newRow("land without centre refused (§1.3)")
            << QStringList{"--centre", "none"} << 1 << "centre"
            << "";
    }
    /// area set changes one field (exit 0) or is refused naming the area and field (exit 1).
    void areaSetAndShow()
    {
        QFETCH(QStringList, options);
        QFETCH(int, exitCode);
        QFETCH(QString, field);
        QFETCH(QString, value);
        const QJsonObject before = cli({"area", "show", m_campaign, "0212", "--json"}).json();
        const Run r = cli(QStringList{"area", "set", m_campaign, "0212"} + options);
        QVERIFY2(r.exitCode == exitCode, qPrintable(r.text()));
        const QJsonObject after = cli({"area", "show", m_campaign, "0212", "--json"}).json();
        if (exitCode == 0) {
            QCOMPARE(after.value(field).toString(), value);
        } else {
            QVERIFY2(r.text().contains("Area 0212, " + field), qPrintable(r.text()));
            QCOMPARE(after, before);
        }
    }

    /// Export then import into a fresh campaign gives the same areas; a broken file is refused
    /// naming the area and field, and changes nothing.
    void exportImportAndBadImport()
    {
        const QString json = m_dir.filePath("map.json");
        QCOMPARE(cli({"map", "export", m_campaign, json}).exitCode, 0);
        const QString other = m_dir.filePath("other.herald");
        QCOMPARE(cli({"new", other}).exitCode, 0);
        Run r = cli({"map", "import", other, json, "--json"});
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
        QCOMPARE(cli({"map", "show", other, "--json"}).json().value("areas"),
                 cli({"map", "show", m_campaign, "--json"}).json().value("areas"));

        QFile file(json);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QJsonObject doc = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray areas = doc.value("areas").toArray();
        QJsonObject first = areas.at(0).toObject();
        first.insert("terrain", "lava");
        areas.replace(0, first);
        doc.insert("areas", areas);
        const QString bad = m_dir.filePath("bad.json");
        QFile out(bad);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(QJsonDocument(doc).toJson());
        out.close();
        const QString history = cli({"history", other, "--json"}).outText();
        r = cli({"map", "import", other, bad});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.text().contains(first.value("hex").toString() + "'.terrain"),
                 qPrintable(r.text()));
        QCOMPARE(cli({"history", other, "--json"}).outText(), history);
    }

    void printsPdf_data()
    {
        QTest::addColumn<QStringList>("options");
        QTest::addColumn<bool>("tiled");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("absent");
        QTest::newRow("whole map, A4") << QStringList{"--paper", "a4"} << false << "Carrow"
                                       << "";
        QTest::newRow("whole map, Letter")
            << QStringList{"--paper", "letter"} << false << "Ironhold Clans"
            << "";
        QTest::newRow("tiled, 20 mm hexes") << QStringList{"--hex-mm", "20"} << true << "sheet 1 of"
                                            << "";
        QTest::newRow("one nation's view")
            << QStringList{"--nation", "Ironhold Clans"} << false << "Ironhold Clans's view"
            << "Kingdom of Veyra";
    }
    /// map print: the PDF holds the labels and legend; a tiled map takes several pages.
    void printsPdf()
    {
        QFETCH(QStringList, options);
        QFETCH(bool, tiled);
        QFETCH(QString, expected);
        QFETCH(QString, absent);
        const QString pdf =
            m_dir.filePath(QString("map-%1.pdf").arg(QTest::currentDataTag()).replace(' ', '_'));
        const Run r = cli(QStringList{"map", "print", m_campaign, pdf, "--json"} + options);
        QVERIFY2(r.exitCode == 0, qPrintable(r.text()));
        const QString text = tool({"pdftotext", pdf, "-"}).simplified();
        QVERIFY2(text.contains(expected), qPrintable(text.left(400)));
        if (!absent.isEmpty())
            QVERIFY2(!text.contains(absent), qPrintable(absent));
        const int pages = pdfPages(pdf);
        QCOMPARE(pages, r.json().value("pages").toInt());
        QVERIFY(tiled ? pages > 1 : pages == 1);
    }

    void badPrintOptions()
    {
        QCOMPARE(
            cli({"map", "print", m_campaign, m_dir.filePath("x.pdf"), "--paper", "a3"}).exitCode,
            2);
        QCOMPARE(cli({"map", "print", m_campaign, m_dir.filePath("x.pdf"), "--nation", "Elves"})
                     .exitCode,
                 2);
    }
};

QTEST_GUILESS_MAIN(TestCliMap)
#include "tst_cli_map.moc"
