// Sentence::fill, the one-pass placeholder filling the QML pages use for sentences that hold
// names (issue 23: no user text is ever read as a format).
#include "app/gui/sentence.h"

#include <QTest>

using herald::gui::Sentence;

class TestSentence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fill_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QStringList>("values");
        QTest::addColumn<QString>("expected");
        QTest::newRow("two names")
            << "%1 — %2" << QStringList{"Ironhold", "Ann"} << "Ironhold — Ann";
        QTest::newRow("a name holding %2 %3 keeps them")
            << "%1 — %2, player %3" << QStringList{"Kor %1 %2 %3", "Orcs", "Bea"}
            << "Kor %1 %2 %3 — Orcs, player Bea";
        QTest::newRow("places in another order") << "%2 of %1" << QStringList{"a", "b"} << "b of a";
        QTest::newRow("two-digit places")
            << "%10/%1" << QStringList{"1", "2", "3", "4", "5", "6", "7", "8", "9", "ten"}
            << "ten/1";
        QTest::newRow("a place without a value stays")
            << "%1 and %3" << QStringList{"x"} << "x and %3";
        QTest::newRow("a percent sign that is no place")
            << "%1% of 100%" << QStringList{"50"} << "50% of 100%";
        QTest::newRow("%0 is no place") << "%0 %1" << QStringList{"a"} << "%0 a";
    }
    void fill()
    {
        QFETCH(QString, pattern);
        QFETCH(QStringList, values);
        QFETCH(QString, expected);
        QCOMPARE(Sentence::fill(pattern, values), expected);
    }
};

QTEST_GUILESS_MAIN(TestSentence)
#include "tst_sentence.moc"
