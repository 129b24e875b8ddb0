// The file operations beside the commands (app/services/campaignexport): a copy, the JSON and
// CSV exports and the import, each leaving the target as it was when it fails.
#include "app/services/campaignexport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace herald;

class TestCampaignExport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init()
    {
        QVERIFY(m_dir.isValid());
        m_service.close();
        QFile::remove(path("open.herald"));
        QVERIFY(m_service.create(path("open.herald"), QStringLiteral("Open"), 7).ok());
    }

    void copyReplacesTheTargetAndKeepsTheCampaignOpen()
    {
        write(path("old.herald"), "an older file");
        QVERIFY(app::saveCampaignCopy(m_service, path("old.herald")).ok());
        QCOMPARE(m_service.file()->path(), path("open.herald"));
        app::CampaignService copy;
        QVERIFY(copy.open(path("old.herald")).ok());
        QCOMPARE(copy.info().name, QStringLiteral("Open"));
        QVERIFY(!QFile::exists(path("old.herald.part")));
    }

    void copyOverTheOpenCampaignIsRefused()
    {
        const db::FileError error = app::saveCampaignCopy(m_service, path("open.herald"));
        QCOMPARE(error.problem, db::FileProblem::AlreadyExists);
        QVERIFY(error.message.contains(QStringLiteral("open now")));
        QVERIFY(m_service.open(path("open.herald")).ok()); // untouched
    }

    void importOfAMalformedDocumentLeavesTheTarget()
    {
        write(path("bad.json"), "{\"format\": \"not herald\"}");
        write(path("target.herald"), "kept");
        const db::FileError error =
            app::importCampaignJson(m_service, path("bad.json"), path("target.herald"));
        QVERIFY(!error.ok());
        QVERIFY2(!error.message.contains(QStringLiteral(".part")), qPrintable(error.message));
        QCOMPARE(read(path("target.herald")), QByteArray("kept"));
        QVERIFY(!QFile::exists(path("target.herald.part")));
    }

    void exportedJsonImportsAgain()
    {
        QVERIFY(app::exportCampaignJson(m_service, path("out.json")).ok());
        QVERIFY(app::importCampaignJson(m_service, path("out.json"), path("in.herald")).ok());
        app::CampaignService imported;
        QVERIFY(imported.open(path("in.herald")).ok());
        QCOMPARE(imported.info().name, QStringLiteral("Open"));
    }

    void historyCsvQuotesWhatNeedsIt()
    {
        QVERIFY(m_service
                    .execute(QStringLiteral("dice.roll"),
                             {{QStringLiteral("expression"), QStringLiteral("d6")},
                              {QStringLiteral("purpose"), QStringLiteral("a \"quoted\", test")}})
                    .ok());
        QVERIFY(app::exportHistoryCsv(m_service, path("history.csv")).ok());
        const QByteArray csv = read(path("history.csv"));
        QVERIFY(csv.startsWith("\xEF\xBB\xBFid,date,command,summary,dice,recorded\r\n"));
        const QList<QByteArray> lines = csv.split('\n');
        QVERIFY(lines.size() >= 3);
        const QByteArray last = lines.at(lines.size() - 2);
        QVERIFY2(last.contains("dice.roll"), last);
        QVERIFY2(last.contains("\"\""), last); // quotes doubled inside a quoted field
    }

    void nothingIsWrittenWithoutACampaign()
    {
        m_service.close();
        QVERIFY(!app::exportCampaignJson(m_service, path("none.json")).ok());
        QVERIFY(!app::exportHistoryCsv(m_service, path("none.csv")).ok());
        QVERIFY(!QFile::exists(path("none.json")));
        QVERIFY(!QFile::exists(path("none.csv")));
    }

private:
    [[nodiscard]] QString path(const char *name) const
    {
        return m_dir.filePath(QString::fromUtf8(name));
    }
    static void write(const QString &file, const QByteArray &bytes)
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    static QByteArray read(const QString &file)
    {
        QFile f(file);
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }

    QTemporaryDir m_dir;
    app::CampaignService m_service;
};

QTEST_GUILESS_MAIN(TestCampaignExport)
#include "tst_campaignexport.moc"
