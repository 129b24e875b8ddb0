// The interface's language as the program installs it (app/gui/language.cpp): a message is
// found in German whatever context lupdate filed it under. lupdate (Qt 6.4) files a namespaced
// class's messages under its bare name and a member function's Tr::tr calls under "Tr"; the
// program asks with the full context, and the catalogue translator looks under both.
#include "app/gui/language.h"
#include "core/warmaster/calendar.h"

#include <QCoreApplication>
#include <QTest>

class TestLanguage : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { herald::gui::installLanguage(QStringLiteral("en")); }

    /// Each row: the context the program asks with, a source, and the German expected.
    void germanUnderEveryContext_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("german");
        QTest::newRow("a namespaced Q_OBJECT class (filed as CalendarForm)")
            << "herald::gui::CalendarForm"
            << "%1 cannot be finished yet: see what blocks it below."
            << "%1 kann noch nicht abgeschlossen werden: Unten steht, was den Schritt blockiert.";
        QTest::newRow("a member function's Tr::tr (filed as Tr)") << "herald::warmaster::Calendar"
                                                                  << "Year %1, month %2, %3"
                                                                  << "Jahr %1, Monat %2, %3";
        QTest::newRow("a context lupdate got right") << "herald::cli::MonthVerbs"
                                                     << "No engagements in turn %1."
                                                     << "Keine Gefechte in Runde %1.";
    }
    void germanUnderEveryContext()
    {
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, german);
        QVERIFY(herald::gui::installLanguage(QStringLiteral("de")));
        QCOMPARE(
            QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData()),
            german);
        QVERIFY(herald::gui::installLanguage(QStringLiteral("en")));
        QCOMPARE(
            QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData()),
            source);
    }

    /// The date the Campaign page and the status bar show, from the core, in German.
    void dateInGerman()
    {
        QVERIFY(herald::gui::installLanguage(QStringLiteral("de")));
        const herald::warmaster::CampaignDate date{1, 3, herald::warmaster::CampaignStep::Move};
        QVERIFY2(date.toString().startsWith(QStringLiteral("Jahr 1, Monat 3")),
                 qPrintable(date.toString()));
    }
};

QTEST_GUILESS_MAIN(TestLanguage)
#include "tst_language.moc"
