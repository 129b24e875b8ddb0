// German and French are kept complete: every message of the .ts catalogues is translated, and
// each translation keeps the source's placeholders (%1, %2, %n), so no sentence loses a number.

#include <QFile>
#include <QRegularExpression>
#include <QSet>
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
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
