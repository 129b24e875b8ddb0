// STYLE 8: the Diplomacy desk's results model under QAbstractItemModelTester: one row per
// result, every role read back, the outcome put in words, no reset when nothing changed.
#include "qml/Diplomacy/diplomacyresultsmodel.h"

#include <QAbstractItemModelTester>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using herald::gui::DiplomacyResultsModel;

namespace {

QJsonObject result(const QString &power, const QString &order, const QString &outcome,
                   const QString &explanation)
{
    return {{QStringLiteral("power"), power},
            {QStringLiteral("order"), order},
            {QStringLiteral("outcome"), outcome},
            {QStringLiteral("explanation"), explanation}};
}

} // namespace

class TestDiplomacyResultsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rolesReadBack_data()
    {
        QTest::addColumn<QString>("outcome");
        QTest::addColumn<QString>("outcomeText");
        QTest::newRow("succeeded") << "succeeded"
                                   << "succeeded";
        QTest::newRow("failed") << "failed"
                                << "failed";
        QTest::newRow("illegal: the unit holds") << "illegal"
                                                 << "illegal, the unit holds";
        QTest::newRow("void") << "void"
                              << "void";
        QTest::newRow("pending: not yet judged") << "pending"
                                                 << "not yet adjudicated";
    }
    void rolesReadBack()
    {
        QFETCH(QString, outcome);
        QFETCH(QString, outcomeText);
        DiplomacyResultsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResults({result(QStringLiteral("Germany"), QStringLiteral("A Mun-Bur"), outcome,
                                 QStringLiteral("Bounced."))});
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.rowCount(model.index(0)), 0);
        const QModelIndex row = model.index(0);
        QCOMPARE(row.data(DiplomacyResultsModel::PowerRole).toString(), QStringLiteral("Germany"));
        QCOMPARE(row.data(DiplomacyResultsModel::OrderRole).toString(),
                 QStringLiteral("A Mun-Bur"));
        QCOMPARE(row.data(DiplomacyResultsModel::OutcomeRole).toString(), outcome);
        QCOMPARE(row.data(DiplomacyResultsModel::OutcomeTextRole).toString(), outcomeText);
        QCOMPARE(row.data(DiplomacyResultsModel::ExplanationRole).toString(),
                 QStringLiteral("Bounced."));
        QCOMPARE(model.roleNames().value(DiplomacyResultsModel::OutcomeTextRole),
                 QByteArray("outcomeText"));
    }

    void sameResultsDoNotReset()
    {
        DiplomacyResultsModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        const QJsonArray results{result(QStringLiteral("France"), QStringLiteral("A Par-Bur"),
                                        QStringLiteral("succeeded"), QString())};
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.setResults(results);
        QCOMPARE(resets.count(), 1);
        model.setResults(results);
        QCOMPARE(resets.count(), 1);
        model.setResults({});
        QCOMPARE(resets.count(), 2);
        QCOMPARE(model.rowCount(), 0);
    }
};

QTEST_GUILESS_MAIN(TestDiplomacyResultsModel)
#include "tst_diplomacyresultsmodel.moc"
