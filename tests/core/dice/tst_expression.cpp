// Dice expressions: dN, NdM, NdM+K, d10, d20, and the errors for malformed ones.
#include "core/dice/expression.h"

#include <QTest>

using namespace herald::dice;

Q_DECLARE_METATYPE(herald::dice::ParseError)

class TestExpression : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsWellFormedExpressions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("sides");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<QString>("canonical");
        QTest::newRow("d6") << "d6" << 1 << 6 << 0 << "d6";
        QTest::newRow("1d6 is d6") << "1d6" << 1 << 6 << 0 << "d6";
        QTest::newRow("2d10 (expedition chart)") << "2d10" << 2 << 10 << 0 << "2d10";
        QTest::newRow("d20") << "d20" << 1 << 20 << 0 << "d20";
        QTest::newRow("3d6+2") << "3d6+2" << 3 << 6 << 2 << "3d6+2";
        QTest::newRow("d6-1") << "d6-1" << 1 << 6 << -1 << "d6-1";
        QTest::newRow("upper case and blanks") << " 2D6 + 1 " << 2 << 6 << 1 << "2d6+1";
        QTest::newRow("largest allowed")
            << "100d1000+1000" << 100 << 1000 << 1000 << "100d1000+1000";
    }
    void readsWellFormedExpressions()
    {
        QFETCH(QString, text);
        QFETCH(int, count);
        QFETCH(int, sides);
        QFETCH(int, modifier);
        QFETCH(QString, canonical);
        const ParseResult r = parse(text.toStdString());
        QVERIFY(r.expression.has_value());
        QCOMPARE(r.expression->count, count);
        QCOMPARE(r.expression->sides, sides);
        QCOMPARE(r.expression->modifier, modifier);
        QCOMPARE(QString::fromStdString(r.expression->toString()), canonical);
    }

    void rangeOfAnExpression()
    {
        const Expression e = *parse("2d10+3").expression;
        QCOMPARE(e.minimum(), 5);
        QCOMPARE(e.maximum(), 23);
    }

    void refusesMalformedExpressions_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<ParseError>("error");
        QTest::addColumn<int>("position");
        QTest::newRow("empty") << "" << ParseError::Empty << 0;
        QTest::newRow("blank") << "   " << ParseError::Empty << 0;
        QTest::newRow("a bare number") << "6" << ParseError::MissingD << 1;
        QTest::newRow("x instead of d") << "2x6" << ParseError::MissingD << 1;
        QTest::newRow("zero dice") << "0d6" << ParseError::BadCount << 0;
        QTest::newRow("too many dice") << "101d6" << ParseError::BadCount << 0;
        QTest::newRow("no die size") << "2d" << ParseError::BadSides << 2;
        QTest::newRow("a one-sided die") << "d1" << ParseError::BadSides << 1;
        QTest::newRow("an absurd die") << "d99999999999" << ParseError::BadSides << 1;
        QTest::newRow("a sign without a number") << "d6+" << ParseError::BadModifier << 2;
        QTest::newRow("a huge modifier") << "d6+1001" << ParseError::BadModifier << 2;
        QTest::newRow("text after the expression") << "2d6 please" << ParseError::TrailingText << 4;
        QTest::newRow("two modifiers") << "d6+1+1" << ParseError::TrailingText << 4;
    }
    void refusesMalformedExpressions()
    {
        QFETCH(QString, text);
        QFETCH(ParseError, error);
        QFETCH(int, position);
        const ParseResult r = parse(text.toStdString());
        QVERIFY(!r.expression.has_value());
        QCOMPARE(r.error, error);
        QCOMPARE(r.position, position);
        QVERIFY(!describe(r.error).empty());
    }
};

QTEST_GUILESS_MAIN(TestExpression)
#include "tst_expression.moc"
