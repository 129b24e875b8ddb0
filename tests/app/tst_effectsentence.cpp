// A table entry's effect read as a sentence (issue 15): quantities with their nouns, the
// names the shipped tables give their results as words, and in German those names translated
// while a referee's own names keep their words.
#include "app/services/decks/effectsentence.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using herald::app::decks::effectSentence;

class TestEffectSentence : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void english_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("sentence");
        QTest::newRow("one unit gained") << "units"
                                         << "1"
                                         << "1 unit";
        QTest::newRow("a shipped event (expedition chart)") << "event"
                                                            << "seaMonster"
                                                            << "Event: sea monster";
        QTest::newRow("a shipped event written otherwise") << "event"
                                                           << "sailing"
                                                           << "Event: sailing on";
        QTest::newRow("a victory level") << "level"
                                         << "major"
                                         << "Victory level: major victory";
        QTest::newRow("a referee's own event") << "event"
                                               << "dragonAttack"
                                               << "Event: dragon attack";
        QTest::newRow("a referee's own key") << "fooBar"
                                             << "3"
                                             << "foo bar: 3";
    }
    void english()
    {
        QFETCH(QString, key);
        QFETCH(QString, value);
        QFETCH(QString, sentence);
        QCOMPARE(effectSentence(key, value), sentence);
    }

    void germanNamesShippedContent()
    {
        QTranslator catalogue;
        QVERIFY(catalogue.load(QStringLiteral(HERALD_QM_DIR "/herald_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&catalogue));
        const QString shipped = effectSentence(QStringLiteral("event"), QStringLiteral("storm"));
        const QString own = effectSentence(QStringLiteral("event"), QStringLiteral("dragonAttack"));
        QCoreApplication::removeTranslator(&catalogue);
        QVERIFY2(!shipped.contains(QStringLiteral("storm")), qPrintable(shipped));
        QVERIFY2(shipped.contains(QStringLiteral("Sturm")), qPrintable(shipped));
        QVERIFY2(own.endsWith(QStringLiteral("dragon attack")), qPrintable(own));
    }
};

QTEST_GUILESS_MAIN(TestEffectSentence)
#include "tst_effectsentence.moc"
