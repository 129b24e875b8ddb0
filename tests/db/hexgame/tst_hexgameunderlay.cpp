// The scanned map kept with a hex game (issue 20, schema 28): hexgame.underlay sets, replaces and
// clears it and its opacity, one undoable command each; what is not a PNG or JPEG, or an opacity
// outside 0 to 1, is refused and changes nothing. It is no move of the game: the position and
// its fingerprint stay, and no action is recorded for the mail. A game started on an edited hex
// map gets a copy of that map's scanned map, as it gets a copy of the map.
#include "hexdesk.h"

using namespace herald;
using namespace herald::test;

namespace {

/// The first bytes of a PNG and of a JPEG: what the command checks of an image.
const QByteArray kPng = QByteArray("\x89PNG\r\n\x1a\n", 8) + "scanned map, PNG";
const QByteArray kJpeg = QByteArray("\xff\xd8\xff\xe0", 4) + "scanned map, JPEG";

QString base64(const QByteArray &bytes)
{
    return QString::fromLatin1(bytes.toBase64());
}

int rowCount(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT count(*) FROM ") + table);
    return q.next() ? q.value(0).toInt() : -1;
}

} // namespace

class TestHexGameUnderlay : public QObject
{
    Q_OBJECT

    static db::hexwar::Underlay underlayOf(const HexDesk &desk, const QString &game = kGame)
    {
        return db::hexwar::gameUnderlay(desk.campaign.file->database(), game)->underlay;
    }

private Q_SLOTS:
    void setReplacedClearedAndUndone()
    {
        HexDesk desk(42, false);
        const QSqlDatabase db = desk.campaign.file->database();
        const QString fingerprint = desk.game().fingerprint();
        const int actions = rowCount(db, QStringLiteral("hexgame_action"));
        QVERIFY(underlayOf(desk).image.isEmpty());
        QCOMPARE(underlayOf(desk).opacity, 0.3);

        const db::ExecuteResult set =
            desk.run(QStringLiteral("underlay"),
                     {{QStringLiteral("image"), base64(kPng)}, {QStringLiteral("opacity"), 0.4}});
        QVERIFY2(set.ok(), qPrintable(set.message));
        QCOMPARE(set.summary, kGame + QStringLiteral(": scanned map under the hexes, drawn at 40% "
                                                     "over it"));
        QCOMPARE(underlayOf(desk).image, kPng);
        QCOMPARE(underlayOf(desk).opacity, 0.4);

        QVERIFY(
            desk.run(QStringLiteral("underlay"), {{QStringLiteral("image"), base64(kJpeg)}}).ok());
        QCOMPARE(underlayOf(desk).image, kJpeg);
        QCOMPARE(underlayOf(desk).opacity, 0.4); // kept when only the image is given
        QVERIFY(desk.run(QStringLiteral("underlay"), {{QStringLiteral("opacity"), 0.75}}).ok());
        QCOMPARE(underlayOf(desk).image, kJpeg);
        QCOMPARE(underlayOf(desk).opacity, 0.75);

        const db::ExecuteResult cleared =
            desk.run(QStringLiteral("underlay"), {{QStringLiteral("image"), QString()}});
        QVERIFY(cleared.ok());
        QCOMPARE(cleared.summary, kGame + QStringLiteral(": no scanned map under the hexes"));
        QVERIFY(underlayOf(desk).image.isEmpty());
        QSqlQuery q(db);
        QVERIFY(q.exec(QStringLiteral("SELECT underlay IS NULL FROM hexgame")) && q.next());
        QVERIFY(q.value(0).toBool()); // none is NULL, as the schema says

        // The game itself is untouched: no action for the mail, the same position.
        QCOMPARE(rowCount(db, QStringLiteral("hexgame_action")), actions);
        QCOMPARE(desk.game().fingerprint(), fingerprint);

        // Undo takes each step back, in turn.
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(underlayOf(desk).image, kJpeg);
        QCOMPARE(underlayOf(desk).opacity, 0.75);
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(underlayOf(desk).opacity, 0.4);
        QVERIFY(desk.runner.undo().ok());
        QCOMPARE(underlayOf(desk).image, kPng);
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(underlayOf(desk).image.isEmpty());
        QCOMPARE(underlayOf(desk).opacity, 0.3);
        QVERIFY(desk.runner.redo().ok());
        QCOMPARE(underlayOf(desk).image, kPng);
        QCOMPARE(underlayOf(desk).opacity, 0.4);
    }

    void badInputChangesNothing_data()
    {
        QTest::addColumn<QJsonObject>("args");
        QTest::addColumn<QString>("named");
        QTest::newRow("a text file")
            << QJsonObject{{"image", base64("Kelvin, the map\n")}} << "PNG or JPEG";
        QTest::newRow("an image not in base64")
            << QJsonObject{{"image", "not*base64!"}} << "base64";
        QTest::newRow("a GIF") << QJsonObject{{"image", base64("GIF89a....")}} << "image";
        QTest::newRow("opacity over 1") << QJsonObject{{"opacity", 1.5}} << "opacity";
        QTest::newRow("opacity as words") << QJsonObject{{"opacity", "half"}} << "opacity";
        QTest::newRow("a good image with a bad opacity")
            << QJsonObject{{"image", base64(kJpeg)}, {"opacity", -0.1}} << "opacity";
        QTest::newRow("no such game")
            << QJsonObject{{"game", "Elsewhere"}, {"image", base64(kJpeg)}} << "Elsewhere";
    }
    void badInputChangesNothing()
    {
        QFETCH(QJsonObject, args);
        QFETCH(QString, named);
        HexDesk desk(42, false);
        QVERIFY(desk.run(QStringLiteral("underlay"), {{QStringLiteral("image"), base64(kPng)},
                                                      {QStringLiteral("opacity"), 0.5}})
                    .ok());
        const QSqlDatabase db = desk.campaign.file->database();
        const int history = rowCount(db, QStringLiteral("history"));
        if (!args.contains(QStringLiteral("game")))
            args.insert(QStringLiteral("game"), kGame);
        const db::ExecuteResult r = desk.runner.execute(QStringLiteral("hexgame.underlay"), args);
        QVERIFY(!r.ok());
        QVERIFY2(r.message.contains(named), qPrintable(r.message));
        QCOMPARE(underlayOf(desk).image, kPng);
        QCOMPARE(underlayOf(desk).opacity, 0.5);
        QCOMPARE(rowCount(db, QStringLiteral("history")), history);
    }

    // Spec 15: a map traced in the editor over a scan; the game started on it shows that scan,
    // its own copy, which later changes to the map's leave alone. A game on the scenario's own
    // map starts with none.
    void aGameOnATracedMapGetsItsScan()
    {
        HexDesk desk(42, false);
        const auto run = [&desk](const QString &command, const QJsonObject &args) {
            const db::ExecuteResult r = desk.runner.execute(command, args);
            if (!r.ok())
                qWarning("%s: %s", qPrintable(command), qPrintable(r.message));
            return r.ok();
        };
        QVERIFY(run(QStringLiteral("hexmap.new"),
                    {{QStringLiteral("name"), QStringLiteral("Traced")},
                     {QStringLiteral("from"), QStringLiteral("black-eagle")}}));
        QVERIFY(run(QStringLiteral("hexmap.underlay"),
                    {{QStringLiteral("map"), QStringLiteral("Traced")},
                     {QStringLiteral("image"), base64(kJpeg)},
                     {QStringLiteral("opacity"), 0.6}}));
        const QString traced = QStringLiteral("On the traced map");
        QVERIFY(run(QStringLiteral("hexgame.new"),
                    {{QStringLiteral("name"), traced}, {QStringLiteral("map"), "Traced"}}));
        QCOMPARE(underlayOf(desk, traced).image, kJpeg);
        QCOMPARE(underlayOf(desk, traced).opacity, 0.6);
        QVERIFY(underlayOf(desk).image.isEmpty()); // the fixture's game, on the scenario's map

        QVERIFY(run(QStringLiteral("hexmap.underlay"),
                    {{QStringLiteral("map"), QStringLiteral("Traced")},
                     {QStringLiteral("image"), base64(kPng)},
                     {QStringLiteral("opacity"), 0.2}}));
        QCOMPARE(underlayOf(desk, traced).image, kJpeg);
        QCOMPARE(underlayOf(desk, traced).opacity, 0.6);

        // One undo takes the new game back whole, its scan with it.
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(desk.runner.undo().ok());
        QVERIFY(!db::hexwar::gameUnderlay(desk.campaign.file->database(), traced));
    }
};

QTEST_GUILESS_MAIN(TestHexGameUnderlay)
#include "tst_hexgameunderlay.moc"
