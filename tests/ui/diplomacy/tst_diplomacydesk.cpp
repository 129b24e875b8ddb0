// The Diplomacy desk's own board and its printing (issue 11). The GM's board shows every
// personality, the hidden ones marked so (rules spec C1). The desk's print action goes
// through printing::printTo with the report's pages, the same PageSource as its PDF; the
// printer here is a QPrinter writing a PDF file, read back with pdftotext. What the public
// report prints must hold nothing private (C1, C2).
#include "app/diplomacyrender/boardrenderer.h"
#include "app/gui/campaigncontroller.h"
#include "app/services/campaignservice.h"
#include "qml/Diplomacy/diplomacydesk.h"
#include "screenshots.h"
#include "testhome.h"

#include <QDir>
#include <QImage>
#include <QPainter>

#include <QJsonObject>
#include <QPrinter>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using herald::gui::DiplomacyDesk;

class TestDiplomacyDesk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        // The desk is given the campaign's controller, as the page gives it in QML.
        m_controller = std::make_unique<herald::gui::CampaignController>(m_service);
        auto &c = *m_controller;
        c.newCampaign(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("print.herald"))),
                      QStringLiteral("Print test campaign"));
        QVERIFY(c.execute(QStringLiteral("diplomacy.new"),
                          {{QStringLiteral("name"), QStringLiteral("Printed game")},
                           {QStringLiteral("variant"), QStringLiteral("downfall")}}));
        const qint64 game = 1;
        QVERIFY(c.execute(QStringLiteral("diplomacy.personality"),
                          {{QStringLiteral("game"), game},
                           {QStringLiteral("who"), QStringLiteral("Gandalf")},
                           {QStringLiteral("at"), QStringLiteral("Dol")}}));
        QVERIFY(
            c.execute(QStringLiteral("diplomacy.orders"),
                      {{QStringLiteral("game"), game},
                       {QStringLiteral("power"), QStringLiteral("Gondor")},
                       {QStringLiteral("orders"), QStringLiteral("A MTi H\nStep Gandalf Dol")}}));
        QVERIFY2(
            c.execute(QStringLiteral("diplomacy.adjudicate"), {{QStringLiteral("game"), game}}),
            qPrintable(c.lastError()));
    }
    void cleanupTestCase() { m_controller.reset(); }

    // Spec C1: the GM sees where every personality stands; all but Sauron are hidden from
    // the players, and the board says so.
    void theGmBoardShowsHiddenPersonalities()
    {
        QVERIFY(m_controller->execute(QStringLiteral("diplomacy.personality"),
                                      {{QStringLiteral("game"), 1},
                                       {QStringLiteral("who"), QStringLiteral("Sauron")},
                                       {QStringLiteral("at"), QStringLiteral("Bar")}}));
        DiplomacyDesk desk;
        desk.setCampaign(m_controller.get());
        const auto scene = desk.scene();
        QCOMPARE(scene.markers.size(), 2);
        for (const auto &marker : scene.markers) {
            const bool sauron = marker.label.startsWith(QStringLiteral("Sauron"));
            QCOMPARE(marker.hidden, !sauron);
            QCOMPARE(marker.label.contains(QStringLiteral("hidden")), !sauron);
        }
        // A picture of the board for the eye (the desk draws it with the same renderer).
        QImage image(900, 900, QImage::Format_ARGB32);
        image.fill(Qt::white);
        QPainter painter(&image);
        herald::diplomacyrender::BoardRenderer(*desk.layout()).paint(painter, image.rect(), scene);
        painter.end();
        if (const QString folder = herald::test::screenshotFolder(); !folder.isEmpty())
            QVERIFY(image.save(QDir(folder).filePath(QStringLiteral("diplomacy-gm-board.png"))));
        m_controller->undo();
    }

    void printedReports_data()
    {
        QTest::addColumn<QString>("power");
        QTest::addColumn<QStringList>("present");
        QTest::addColumn<QStringList>("absent");
        QTest::newRow("C1: the public report, without Gandalf")
            << QString() << QStringList{QStringLiteral("public report"), QStringLiteral("A MTi H")}
            << QStringList{QStringLiteral("Gandalf")};
        QTest::newRow("C2: Gondor's private report shows him")
            << QStringLiteral("Gondor")
            << QStringList{QStringLiteral("private report for Gondor"),
                           QStringLiteral("Gandalf is in Dol Guldur")}
            << QStringList{};
    }
    // Spec C1, C2: the desk prints the report it shows, page for page like its PDF.
    void printedReports()
    {
        QFETCH(QString, power);
        QFETCH(QStringList, present);
        QFETCH(QStringList, absent);
        DiplomacyDesk desk;
        desk.setCampaign(m_controller.get());
        desk.setShowLastResults(true);
        QVERIFY(desk.showLastResults());
        const QString pdf = m_dir.filePath(QStringLiteral("printed-%1.pdf").arg(power));
        QPrinter printer(QPrinter::HighResolution);
        printer.setOutputFormat(QPrinter::PdfFormat);
        printer.setOutputFileName(pdf);
        QVERIFY(desk.printReportOn(printer, power));
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-layout"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(30000));
        QCOMPARE(text.exitCode(), 0);
        const QString printed = QString::fromUtf8(text.readAllStandardOutput());
        for (const QString &word : present)
            QVERIFY2(printed.contains(word),
                     qPrintable(word + QStringLiteral(" not in:\n") + printed));
        for (const QString &word : absent)
            QVERIFY2(!printed.contains(word),
                     qPrintable(word + QStringLiteral(" in:\n") + printed));
    }

private:
    QTemporaryDir m_dir;
    herald::app::CampaignService m_service;
    std::unique_ptr<herald::gui::CampaignController> m_controller;
};

QTEST_MAIN(TestDiplomacyDesk)
#include "tst_diplomacydesk.moc"
