// STYLE 8: the battle board's unit model under QAbstractItemModelTester: one row per unit on
// the board, every role read back by its QML name, the place keys of the board's spaces (§2.2).
#include "qml/BattleBoard/boardunitmodel.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>

using herald::gui::BoardUnitModel;
namespace bb = herald::battleboard;

class TestBoardUnitModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rolesReadBack()
    {
        BoardUnitModel model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        model.setRows(
            {{4, QStringLiteral("elite cavalry #4"), QStringLiteral("ECav 4"),
              QStringLiteral("defender"), QStringLiteral("middle:2"), true, false, true, false,
              false},
             {5, QStringLiteral("leader #5"), QStringLiteral("Ldr 5"), QStringLiteral("attacker"),
              QStringLiteral("attacker/reserve"), false, true, false, true, true}});
        QCOMPARE(reset.count(), 1);
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.rowCount(model.index(0)), 0);
        const QHash<int, QByteArray> names = model.roleNames();
        const auto read = [&](int row, const char *role) {
            return model.data(model.index(row), names.key(role));
        };
        QCOMPARE(read(0, "unitId").toInt(), 4);
        QCOMPARE(read(0, "label").toString(), QStringLiteral("elite cavalry #4"));
        QCOMPARE(read(0, "shortLabel").toString(), QStringLiteral("ECav 4"));
        QCOMPARE(read(0, "side").toString(), QStringLiteral("defender"));
        QCOMPARE(read(0, "place").toString(), QStringLiteral("middle:2"));
        QVERIFY(read(0, "acted").toBool());
        QVERIFY(!read(0, "ready").toBool());
        QVERIFY(read(0, "target").toBool());
        QVERIFY(!read(0, "selected").toBool());
        QVERIFY(!read(0, "leader").toBool());
        QVERIFY(read(1, "ready").toBool());
        QVERIFY(read(1, "selected").toBool());
        QVERIFY(read(1, "leader").toBool());
    }

    void placeKeys_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("key");
        QTest::newRow("§2.2 the shared middle has no owner")
            << int(bb::Side::Defender) << int(bb::SpaceKind::Middle) << 3 << "middle:3";
        QTest::newRow("the attacker's line, column 1")
            << int(bb::Side::Attacker) << int(bb::SpaceKind::Line) << 1 << "attacker/line:1";
        QTest::newRow("the defender's reserve")
            << int(bb::Side::Defender) << int(bb::SpaceKind::Reserve) << 0 << "defender/reserve";
        QTest::newRow("the attacker's retreat box")
            << int(bb::Side::Attacker) << int(bb::SpaceKind::Retreat) << 0 << "attacker/retreat";
    }
    void placeKeys()
    {
        QFETCH(int, side);
        QFETCH(int, kind);
        QFETCH(int, column);
        QFETCH(QString, key);
        QCOMPARE(BoardUnitModel::placeKey(bb::space(bb::Side(side), bb::SpaceKind(kind), column)),
                 key);
    }
};

QTEST_GUILESS_MAIN(TestBoardUnitModel)
#include "tst_boardunitmodel.moc"
