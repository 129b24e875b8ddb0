// German and French are kept complete: every message of the .ts catalogues is translated, and
// each translation keeps the source's placeholders (%1, %2, %n), so no sentence loses a number.
// And what Herald shows of a Diplomacy adjudication and of a refused purchase comes out in
// German, with no English sentence left, when the German catalogue is loaded.

#include "app/services/campaignservice.h"
#include "app/services/diplomacy/gamequery.h"
#include "app/services/diplomacy/phasereport.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message
{
    QString context;
    QString source;
    QStringList translations; ///< one, or one per plural form
    QString type;             ///< "", "unfinished", "vanished", "obsolete"
};

QList<Message> readCatalogue(const QString &path)
{
    QList<Message> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            current = Message{context, {}, {}, {}};
        } else if (xml.name() == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (xml.name() == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            // A plural message holds <numerusform> children; a plain one holds its text.
            QString text;
            while (!(xml.isEndElement() && xml.name() == QLatin1String("translation")) &&
                   !xml.atEnd()) {
                xml.readNext();
                if (xml.isStartElement() && xml.name() == QLatin1String("numerusform"))
                    current.translations << xml.readElementText();
                else if (xml.isCharacters())
                    text += xml.text();
            }
            if (current.translations.isEmpty())
                current.translations << text;
            messages << current;
        }
    }
    return messages;
}

QSet<QString> placeholders(const QString &text)
{
    static const QRegularExpression marker(QStringLiteral("%(\\d+|n)"));
    QSet<QString> found;
    for (auto it = marker.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured());
    return found;
}

/// Whether `line` says something in words (three or more of them), not only names and
/// order notation ("A Par-Bur", "France").
bool isSentence(const QString &line)
{
    static const QRegularExpression word(QStringLiteral("\\b[A-Za-z]{3,}\\b"));
    int words = 0;
    for (auto it = word.globalMatch(line); it.hasNext(); it.next())
        ++words;
    return words >= 3;
}

/// Runs `command` and gives its history line, or its refusal; a failed step is reported.
QString shown(herald::app::CampaignService &service, const QString &command,
              const QJsonObject &args, bool refused = false)
{
    const herald::db::ExecuteResult r = service.execute(command, args);
    if (r.ok() == refused)
        qWarning() << command << "unexpectedly" << (refused ? "done:" : "refused:") << r.message;
    return r.ok() ? r.summary : r.message;
}

/// What a referee sees of a standard Diplomacy adjudication (spring 1901, a supported attack
/// and a bounce) and of a purchase over a nation's army points (§2.2): the history lines, each
/// order's explanation, the public report, the refusal. The same campaign in any language.
QStringList adjudicationAndRefusal(const QString &folder)
{
    herald::app::CampaignService service;
    if (!service.create(folder + QStringLiteral("/shown.herald"), QStringLiteral("Shown"), 7).ok())
        return {};
    QStringList lines;
    lines << shown(service, QStringLiteral("diplomacy.new"),
                   {{QStringLiteral("name"), QStringLiteral("Club game")},
                    {QStringLiteral("variant"), QStringLiteral("standard")}});
    const auto orders = [&](const QString &power, const QString &text) {
        lines << shown(service, QStringLiteral("diplomacy.orders"),
                       {{QStringLiteral("game"), 1},
                        {QStringLiteral("power"), power},
                        {QStringLiteral("orders"), text}});
    };
    orders(QStringLiteral("France"), QStringLiteral("A Par-Bur\nA Mar S A Par-Bur\nF Bre-Mid"));
    orders(QStringLiteral("Germany"), QStringLiteral("A Mun-Bur\nA Ber-Kie\nF Kie-Hol"));
    orders(QStringLiteral("Italy"), QStringLiteral("A Ven-Tyr\nA Rom-Ven"));
    lines << shown(service, QStringLiteral("diplomacy.adjudicate"), {{QStringLiteral("game"), 1}});
    const QList<herald::app::diplomacy::Game> games = herald::app::diplomacy::games(service);
    if (games.size() != 1)
        return {};
    const auto judged = herald::app::diplomacy::phase(service, games.first(), 1);
    const auto next = herald::app::diplomacy::phase(service, games.first(), 2);
    if (!judged || !next)
        return {};
    for (const QJsonValue &result : judged->results)
        lines << result[QLatin1String("explanation")].toString();
    lines << herald::app::diplomacy::publicReport(games.first(), *judged, next)
                 .toText()
                 .split(QLatin1Char('\n'));

    shown(service, QStringLiteral("armylist.samples"), {});
    shown(service, QStringLiteral("player.add"), {{QStringLiteral("name"), QStringLiteral("Ann")}});
    shown(service, QStringLiteral("nation.add"),
          {{QStringLiteral("name"), QStringLiteral("Ironhold")},
           {QStringLiteral("colour"), QStringLiteral("#884422")},
           {QStringLiteral("player"), QStringLiteral("Ann")},
           {QStringLiteral("armyList"), QStringLiteral("sample-iron-hill-clans")},
           {QStringLiteral("capital"), QStringLiteral("0304")}});
    shown(service, QStringLiteral("tally.grant"),
          {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
           {QStringLiteral("kind"), QStringLiteral("population")},
           {QStringLiteral("points"), 10},
           {QStringLiteral("reason"), QStringLiteral("test grant")}});
    shown(service, QStringLiteral("roster.open"),
          {{QStringLiteral("nation"), QStringLiteral("Ironhold")}});
    lines << shown(service, QStringLiteral("roster.buy"),
                   {{QStringLiteral("nation"), QStringLiteral("Ironhold")},
                    {QStringLiteral("unitType"), QStringLiteral("Shieldbearers")},
                    {QStringLiteral("count"), 26}},
                   true);
    return lines;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("German") << "de";
        QTest::newRow("French") << "fr";
    }
    void everyMessageIsTranslated()
    {
        QFETCH(QString, language);
        const QList<Message> messages = readCatalogue(
            QStringLiteral(HERALD_SOURCE_DIR "/translations/herald_%1.ts").arg(language));
        QVERIFY2(messages.size() > 100, "the catalogue is missing or nearly empty");
        QStringList problems;
        for (const Message &m : messages) {
            if (m.type == QLatin1String("vanished") || m.type == QLatin1String("obsolete"))
                continue;
            const QString where = QStringLiteral("%1: \"%2\"").arg(m.context, m.source.left(60));
            if (m.type == QLatin1String("unfinished") ||
                std::any_of(m.translations.cbegin(), m.translations.cend(),
                            [](const QString &t) { return t.trimmed().isEmpty(); })) {
                problems << where + QStringLiteral(" is not translated");
                continue;
            }
            for (const QString &t : m.translations) {
                QSet<QString> expected = placeholders(m.source);
                expected.remove(QStringLiteral("%n")); // a singular form may spell the number out
                if (!placeholders(t).contains(expected))
                    problems << where + QStringLiteral(" loses a placeholder: ") + t;
            }
        }
        QVERIFY2(problems.isEmpty(),
                 qPrintable(QStringLiteral("%1 problems, first ones:\n").arg(problems.size()) +
                            problems.mid(0, 15).join(QLatin1Char('\n'))));
    }

    // The contexts code asks for at run time (a Q_DECLARE_TR_FUNCTIONS struct's, a class's) are
    // the catalogue's: a plain QTranslator finds the German of messages from db/, from a nested
    // namespace and from app/, with no helper translator (they once sat under "herald::db" or a
    // bare class name, where the program never looked).
    void runtimeContextsAreTheCatalogues_data()
    {
        QTest::addColumn<QString>("context");
        QTest::newRow("db/, a file's own context") << "herald::db::FileInspection";
        QTest::newRow("db/, a nested namespace") << "herald::db::decks::DecksStore";
        QTest::newRow("app/cli") << "herald::cli::CampaignVerbs";
        // Sentences of a member function: lupdate finds their file's context only when it can
        // read the class's header (-I of the source root); without it they fell under "Tr".
        QTest::newRow("a member function in app/cli") << "herald::cli::Cli";
        QTest::newRow("a member function in core/") << "herald::warmaster::Retreat";
    }

    /// No message sits in a context the program never asks for: the bare name of the
    /// Q_DECLARE_TR_FUNCTIONS struct is what lupdate writes when it loses track of the scope.
    void noMessageUnderTheHelperStruct()
    {
        const QList<Message> messages =
            readCatalogue(QStringLiteral(HERALD_SOURCE_DIR "/translations/herald_de.ts"));
        QStringList lost;
        for (const Message &m : messages) {
            if (m.context == QLatin1String("Tr"))
                lost << m.source.left(60);
        }
        QVERIFY2(lost.isEmpty(), qPrintable(QStringLiteral("under \"Tr\": ") +
                                            lost.mid(0, 10).join(QStringLiteral(" | "))));
    }
    void runtimeContextsAreTheCatalogues()
    {
        QFETCH(QString, context);
        const QList<Message> messages =
            readCatalogue(QStringLiteral(HERALD_SOURCE_DIR "/translations/herald_de.ts"));
        const auto message =
            std::find_if(messages.cbegin(), messages.cend(), [&](const Message &m) {
                return m.context == context && m.translations.size() == 1;
            });
        QVERIFY2(message != messages.cend(), "no message in that context");
        QTranslator plain;
        QVERIFY(plain.load(QStringLiteral(HERALD_QM_DIR "/herald_de.qm")));
        const QByteArray asked = context.toUtf8();
        const QByteArray source = message->source.toUtf8();
        QCOMPARE(plain.translate(asked.constData(), source.constData()),
                 message->translations.first());
    }

    // Issue 16: a German adjudication and a German roster refusal (§2.2) show no English
    // sentence: every line that says something in words differs from the English of the same
    // campaign, and the refusal still names the rules section.
    void germanAdjudicationAndRefusal()
    {
        QTemporaryDir english;
        QTemporaryDir german;
        const QStringList inEnglish = adjudicationAndRefusal(english.path());
        QTranslator catalogue;
        QVERIFY(catalogue.load(QStringLiteral(HERALD_QM_DIR "/herald_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&catalogue));
        const QStringList inGerman = adjudicationAndRefusal(german.path());
        QCoreApplication::removeTranslator(&catalogue);

        QVERIFY2(inEnglish.size() > 20, qPrintable(inEnglish.join(QLatin1Char('\n'))));
        QCOMPARE(inGerman.size(), inEnglish.size());
        QVERIFY2(inEnglish.last().contains(QStringLiteral("army points")),
                 qPrintable(inEnglish.last()));
        QVERIFY2(inGerman.last().contains(QStringLiteral("§2.2")), qPrintable(inGerman.last()));
        QStringList untranslated;
        for (qsizetype i = 0; i < inEnglish.size(); ++i) {
            if (isSentence(inEnglish.at(i)) && inGerman.at(i) == inEnglish.at(i))
                untranslated << inGerman.at(i);
        }
        QVERIFY2(
            untranslated.isEmpty(),
            qPrintable(QStringLiteral("%1 lines still in English:\n").arg(untranslated.size()) +
                       untranslated.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
