// STYLE 8: the Decks & Tables page's list models under QAbstractItemModelTester, on a new
// campaign holding the shipped WarMaster tables and decks (§1.7, §9, §10; magic items §2.18).
#include "qml/Decks/decksmodel.h"
#include "qml/Decks/magicauthorsmodel.h"
#include "qml/Decks/resultsmodel.h"
#include "qml/Decks/tablerollform.h"
#include "qml/Decks/tablerowsmodel.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using herald::gui::decks::DecksModel;
using herald::gui::decks::MagicAuthorsModel;
using herald::gui::decks::ResultsModel;
using herald::gui::decks::TableRollForm;
using herald::gui::decks::TableRowsModel;

class TestDecksModels : public QObject
{
    Q_OBJECT

private:
    herald::test::ShellFixture m_fixture;

    bool run(const QString &command, const QJsonObject &args)
    {
        return m_fixture.run(command, args);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_fixture.start(QStringLiteral("Decks models"))); }
    void cleanupTestCase() { m_fixture.stop(); }

    // §9, §10: one row per table and deck; removing a table reloads the list without it.
    void tablesAndDecks()
    {
        DecksModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int shipped = model.rowCount();
        QVERIFY(shipped > 0);
        QStringList ids;
        for (int row = 0; row < shipped; ++row)
            ids << model.index(row).data(DecksModel::ItemIdRole).toString();
        QVERIFY(ids.contains(QStringLiteral("survivalRoll")));
        QVERIFY(!model.index(0).data(DecksModel::OriginLabelRole).toString().isEmpty());
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QVERIFY(run(QStringLiteral("decks.table.remove"),
                    {{QStringLiteral("table"), QStringLiteral("survivalRoll")}}));
        QVERIFY(reset.count() > 0);
        QCOMPARE(model.rowCount(), shipped - 1);
        m_fixture.shell().campaign().undo();
        QCOMPARE(model.rowCount(), shipped);
    }

    // §7.5: a roll on a table is kept and listed, newest first.
    void results()
    {
        ResultsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model.rowCount();
        QVERIFY(run(QStringLiteral("decks.table.roll"),
                    {{QStringLiteral("table"), QStringLiteral("chaosLands")}}));
        QCOMPARE(model.rowCount(), before + 1);
        QVERIFY(!model.index(0).data(ResultsModel::SummaryRole).toString().isEmpty());
    }

    // §2.18: each author's points used and left (150 each).
    void magicAuthors()
    {
        MagicAuthorsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(run(QStringLiteral("decks.magic.author"),
                    {{QStringLiteral("author"), QStringLiteral("Ann")},
                     {QStringLiteral("name"), QStringLiteral("Sword of Dawn")},
                     {QStringLiteral("points"), 40}}));
        QCOMPARE(model.rowCount(), 1);
        const QModelIndex ann = model.index(0);
        QCOMPARE(ann.data(MagicAuthorsModel::AuthorRole).toString(), QStringLiteral("Ann"));
        QCOMPARE(ann.data(MagicAuthorsModel::UsedRole).toInt(), 40);
        QCOMPARE(ann.data(MagicAuthorsModel::RemainingRole).toInt(), 110);
    }

    // §9: the rows of the table the roll form shows, replaced when another table is chosen.
    void tableRows()
    {
        TableRollForm form;
        TableRowsModel *rows = form.rows();
        QAbstractItemModelTester tester(rows,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(rows->rowCount(), 0);
        form.setTableId(QStringLiteral("survivalRoll"));
        QVERIFY(rows->rowCount() > 0);
        QVERIFY(!rows->index(0).data(TableRowsModel::RangeRole).toString().isEmpty());
        QVERIFY(!rows->index(0).data(TableRowsModel::ResultRole).toString().isEmpty());
        form.setTableId(QString());
        QCOMPARE(rows->rowCount(), 0);
    }
};

QTEST_MAIN(TestDecksModels)
#include "tst_decksmodels.moc"
