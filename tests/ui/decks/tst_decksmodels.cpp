// STYLE 8: the Decks & Tables page's list models under QAbstractItemModelTester, on a new
// campaign holding the shipped WarMaster tables and decks (§1.7, §9, §10; magic items §2.18).
#include "app/gui/dicelogmodel.h"
#include "qml/Decks/deckform.h"
#include "qml/Decks/decksmodel.h"
#include "qml/Decks/heldcardsmodel.h"
#include "qml/Decks/magicauthorsmodel.h"
#include "qml/Decks/resultsmodel.h"
#include "qml/Decks/tablerollform.h"
#include "qml/Decks/tablerowsmodel.h"
#include "shellfixture.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using herald::gui::DiceLogModel;
using herald::gui::decks::DeckForm;
using herald::gui::decks::DecksModel;
using herald::gui::decks::HeldCardsModel;
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
        model.setCampaign(&m_fixture.shell().campaign());
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
        model.setCampaign(&m_fixture.shell().campaign());
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const int before = model.rowCount();
        QVERIFY(run(QStringLiteral("decks.table.roll"),
                    {{QStringLiteral("table"), QStringLiteral("chaosLands")}}));
        QCOMPARE(model.rowCount(), before + 1);
        QVERIFY(!model.index(0).data(ResultsModel::SummaryRole).toString().isEmpty());
    }

    // §9 (issue 15): a roll's effects read as sentences, not as the keys the rules code reads.
    void effectsReadAsSentences()
    {
        ResultsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QVERIFY(run(QStringLiteral("decks.table.roll"),
                    {{QStringLiteral("table"), QStringLiteral("chaosLands")},
                     {QStringLiteral("typed"), QJsonArray{8}}}));
        const QString explanation = model.index(0).data(ResultsModel::ExplanationRole).toString();
        QVERIFY2(
            explanation.contains(QStringLiteral("Effects: 0 character points; 1 machine unit")),
            qPrintable(explanation));
        QVERIFY2(!explanation.contains(QStringLiteral("machineUnits")), qPrintable(explanation));
    }

    // §1.7 (issue 15): a drawn card shows what it says, with its holder and facing; a
    // discard takes it out of the cards in play.
    void drawnCardShowsItsText()
    {
        DeckForm form;
        form.setCampaign(&m_fixture.shell().campaign());
        HeldCardsModel *held = form.held();
        QAbstractItemModelTester tester(held,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        form.setDeckId(QStringLiteral("poi"));
        const int before = held->rowCount();
        form.setHolder(QStringLiteral("Blue"));
        form.setFaceDown(true);
        QSignalSpy done(&form, &DeckForm::done);
        form.draw();
        QCOMPARE(done.count(), 1);
        QCOMPARE(held->rowCount(), before + 1);
        const QModelIndex card = held->index(held->rowCount() - 1);
        QCOMPARE(card.data(HeldCardsModel::HolderRole).toString(), QStringLiteral("Blue"));
        QVERIFY(card.data(HeldCardsModel::FaceDownRole).toBool());
        QVERIFY(!card.data(HeldCardsModel::TitleRole).toString().isEmpty());
        QVERIFY(!card.data(HeldCardsModel::TextRole).toString().isEmpty());
        form.discard(card.data(HeldCardsModel::CardIdRole).toString());
        QCOMPARE(held->rowCount(), before);
    }

    // §1.7 (issue 15): a shuffle is one history line and one line of the dice log, whatever
    // the number of cards.
    void shuffleIsOneLogLine()
    {
        DiceLogModel log;
        log.setCampaign(&m_fixture.shell().campaign());
        const int rolls = log.rowCount();
        const int history = m_fixture.shell().campaign().historyCount();
        QVERIFY(run(QStringLiteral("decks.deck.apply"),
                    {{QStringLiteral("deck"), QStringLiteral("poi")},
                     {QStringLiteral("operation"),
                      QJsonObject{{QStringLiteral("op"), QStringLiteral("shuffle")}}}}));
        QCOMPARE(m_fixture.shell().campaign().historyCount(), history + 1);
        QCOMPARE(log.rowCount(), rolls + 1);
        QVERIFY(log.index(0).data(DiceLogModel::FacesRole).toString().count(QLatin1Char(' ')) > 1);
    }

    // Change events: the list of tables and decks stays as it is when a command changes
    // nothing it shows (a dice roll, a magic item).
    void reloadsOnlyOnItsTables()
    {
        DecksModel model;
        model.setCampaign(&m_fixture.shell().campaign());
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QVERIFY(run(QStringLiteral("dice.roll"),
                    {{QStringLiteral("expression"), QStringLiteral("d6")}}));
        QVERIFY(run(QStringLiteral("decks.magic.author"),
                    {{QStringLiteral("author"), QStringLiteral("Bo")},
                     {QStringLiteral("name"), QStringLiteral("Cloak")},
                     {QStringLiteral("points"), 10}}));
        QCOMPARE(reset.count(), 0);
        m_fixture.shell().campaign().undo();
        m_fixture.shell().campaign().undo();
        QCOMPARE(reset.count(), 0);
    }

    // §2.18: each author's points used and left (150 each).
    void magicAuthors()
    {
        MagicAuthorsModel model;
        model.setCampaign(&m_fixture.shell().campaign());
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
        form.setCampaign(&m_fixture.shell().campaign());
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
