// Play by mail (issue 20): a player turn's actions leave one campaign file with the faces their
// dice showed and are replayed in the other player's file; the dice come from the file, never
// rolled again; a changed, repeated or foreign file is refused with its reason.
#include "hexdesk.h"

#include "db/hexwar/playbymail.h"

#include <QCryptographicHash>

using namespace herald;
using namespace herald::test;

namespace {

/// Both players' files hold the game at the same position: the Black Eagle Guard next to Men of
/// Kelvin in the Black Eagle combat phase of game turn 1.
void samePosition(HexDesk &desk)
{
    desk.arrange([](hexwar::GameState &s) {
        put(s, QStringLiteral("B1"), QStringLiteral("1826"));
        put(s, QStringLiteral("K3"), QStringLiteral("1827"));
        s.phase = hexwar::Phase::Combat;
    });
}

/// The sender's turn: a DR on a typed 2, Men of Kelvin retreat to 1828, the phase ends.
QJsonObject playAndExport(HexDesk &sender)
{
    samePosition(sender);
    const auto ok = [](const db::ExecuteResult &r) {
        if (!r.ok())
            qFatal("%s", qPrintable(r.message));
    };
    ok(sender.run(QStringLiteral("attack"),
                  {{QStringLiteral("attackers"), list({QStringLiteral("B1")})},
                   {QStringLiteral("defender"), QStringLiteral("K3")},
                   {QStringLiteral("typed"), QJsonArray{2}}}));
    ok(sender.run(QStringLiteral("retreat"), {{QStringLiteral("unit"), QStringLiteral("K3")},
                                              {QStringLiteral("hex"), QStringLiteral("1828")}}));
    ok(sender.run(QStringLiteral("end-phase")));
    const db::hexwar::Game g = sender.game();
    QString why;
    const auto mail =
        db::hexwar::exportMail(g, db::hexwar::actions(sender.campaign.file->database(), g.id),
                               {1, hexwar::Side::BlackEagle}, &why);
    if (!mail)
        qFatal("%s", qPrintable(why));
    return *mail;
}

/// The checksum a forger would write after changing the file.
QJsonObject resealed(QJsonObject mail)
{
    QJsonObject body = mail;
    body.remove(QStringLiteral("checksum"));
    mail.insert(QStringLiteral("checksum"),
                QString::fromLatin1(
                    QCryptographicHash::hash(QJsonDocument(body).toJson(QJsonDocument::Compact),
                                             QCryptographicHash::Sha256)
                        .toHex()));
    return mail;
}

QJsonObject with(QJsonObject object, const QString &key, const QJsonValue &value)
{
    object.insert(key, value);
    return object;
}

QJsonObject withFirstDie(QJsonObject mail, const QJsonArray &faces)
{
    QJsonArray actions = mail.value(QStringLiteral("actions")).toArray();
    QJsonObject first = actions.at(0).toObject();
    first.insert(QStringLiteral("dice"), faces);
    actions.replace(0, first);
    mail.insert(QStringLiteral("actions"), actions);
    return mail;
}

} // namespace

class TestHexGameMail : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The receiver reaches the sender's position with the sender's die, typed from the file.
    void aTurnTravelsWithItsDice()
    {
        HexDesk sender(1);
        HexDesk receiver(2); // another seed: a reroll would show
        samePosition(receiver);
        const QJsonObject mail = playAndExport(sender);
        QCOMPARE(mail.value(QStringLiteral("actions")).toArray().size(), 3);
        const db::ExecuteResult r =
            receiver.run(QStringLiteral("import"), {{QStringLiteral("mail"), mail}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(receiver.game().fingerprint(), sender.game().fingerprint());
        QCOMPARE(r.rolls.size(), 1);
        QCOMPARE(r.rolls.first().toObject().value(QStringLiteral("faces")).toArray(),
                 QJsonArray{2});
        QVERIFY(r.rolls.first().toObject().value(QStringLiteral("typed")).toBool());
        QCOMPARE(receiver.game().state.unit(QStringLiteral("K3"))->hex->toXXYY(),
                 QStringLiteral("1828"));
        // One command: one undo takes the whole mail back.
        QVERIFY(receiver.runner.undo().ok());
        QCOMPARE(receiver.game().state.unit(QStringLiteral("K3"))->hex->toXXYY(),
                 QStringLiteral("1827"));
    }

    // §4.1: the Karameikan set-up is the Karameikan player's mail, although the Black Eagle
    // moves first; the other file starts from the bare scenario and reaches the same position.
    void theSetUpTravelsAsTheKarameikanPlayers()
    {
        HexDesk karameikan(1);
        HexDesk blackEagle(2, false);
        const db::hexwar::Game g = karameikan.game();
        QString why;
        const auto mail = db::hexwar::exportMail(
            g, db::hexwar::actions(karameikan.campaign.file->database(), g.id),
            {1, hexwar::Side::Karameikan}, &why);
        QVERIFY2(mail, qPrintable(why));
        QCOMPARE(mail->value(QStringLiteral("actions")).toArray().size(), 4);
        const db::ExecuteResult r =
            blackEagle.run(QStringLiteral("import"), {{QStringLiteral("mail"), *mail}});
        QVERIFY2(r.ok(), qPrintable(r.message));
        QCOMPARE(blackEagle.game().fingerprint(), g.fingerprint());
        QVERIFY(!db::hexwar::exportMail(
            blackEagle.game(),
            db::hexwar::actions(blackEagle.campaign.file->database(), blackEagle.game().id), {},
            &why));
        QVERIFY2(why.contains(QStringLiteral("since the last mail")), qPrintable(why));
    }

    // §4.2: asked for a player turn, export takes the latest run of it: in game turn 1 the
    // Karameikan player's set-up comes first and his own turn after the Black Eagle's.
    void aPlayerTurnIsItsLatestRun()
    {
        HexDesk desk;
        for (int i = 0; i < 3; ++i) // the Black Eagle's two phases, the Karameikan movement
            QVERIFY(desk.run(QStringLiteral("end-phase")).ok());
        const db::hexwar::Game g = desk.game();
        QString why;
        const auto mail =
            db::hexwar::exportMail(g, db::hexwar::actions(desk.campaign.file->database(), g.id),
                                   {1, hexwar::Side::Karameikan}, &why);
        QVERIFY2(mail, qPrintable(why));
        const QJsonArray actions = mail->value(QStringLiteral("actions")).toArray();
        QCOMPARE(actions.size(), 1);
        QCOMPARE(actions.first().toObject().value(QStringLiteral("kind")).toString(),
                 QStringLiteral("end-phase"));
        QCOMPARE(mail->value(QStringLiteral("firstSeq")).toInt(), 7); // 4 set-up, 2 Black Eagle
        QCOMPARE(mail->value(QStringLiteral("after")).toString(), g.fingerprint());
    }

    // Spec 16: settings are compared by what they say, not how they were written: a file made
    // with every setting spelled out (as the page does) reads mail from one made with none.
    void settingsSpelledOutOrLeftToTheirDefaults()
    {
        HexDesk karameikan(1);
        TestCampaign other(2);
        db::CommandRunner runner(*other.file, db::standardCommands());
        QVERIFY(runner
                    .execute(QStringLiteral("hexgame.new"),
                             {{QStringLiteral("name"), kGame},
                              {QStringLiteral("settings"),
                               QJsonObject{{"river.crossing", "whole_move"},
                                           {"retreat.over_bridge", false},
                                           {"combat.ad_affects", "all"},
                                           {"advance.ignores_zoc_and_river", true}}}})
                    .ok());
        const db::hexwar::Game g = karameikan.game();
        QString why;
        const auto mail = db::hexwar::exportMail(
            g, db::hexwar::actions(karameikan.campaign.file->database(), g.id),
            {1, hexwar::Side::Karameikan}, &why);
        QVERIFY2(mail, qPrintable(why));
        const db::ExecuteResult r =
            runner.execute(QStringLiteral("hexgame.import"),
                           {{QStringLiteral("game"), kGame}, {QStringLiteral("mail"), *mail}});
        QVERIFY2(r.ok(), qPrintable(r.message));
    }

    void badMailIsRefused_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("a die changed, checksum left") << "die"
                                                      << "checksum";
        QTest::newRow("a die changed and the file resealed") << "die resealed"
                                                             << "position";
        QTest::newRow("a die dropped and the file resealed") << "no die"
                                                             << "dice";
        QTest::newRow("another scenario") << "scenario"
                                          << "scenario";
        QTest::newRow("another scenario file") << "scenario file"
                                               << "Full muster";
        QTest::newRow("not a mail file") << "format"
                                         << "herald-hexgame-mail";
        QTest::newRow("a game in another position") << "foreign"
                                                    << "different position";
        QTest::newRow("read in twice") << "twice"
                                       << "already";
    }
    // Each refusal names its reason and changes nothing.
    void badMailIsRefused()
    {
        QFETCH(QString, change);
        QFETCH(QString, mentions);
        HexDesk sender(1);
        HexDesk receiver(2);
        if (change != QLatin1String("foreign"))
            samePosition(receiver);
        QJsonObject mail = playAndExport(sender);
        if (change == QLatin1String("die"))
            mail = withFirstDie(mail, QJsonArray{1});
        else if (change == QLatin1String("die resealed"))
            mail = resealed(withFirstDie(mail, QJsonArray{1}));
        else if (change == QLatin1String("no die"))
            mail = resealed(withFirstDie(mail, QJsonArray{}));
        else if (change == QLatin1String("scenario"))
            mail = resealed(with(mail, QStringLiteral("scenario"), QStringLiteral("zulu-war")));
        else if (change == QLatin1String("scenario file"))
            mail =
                resealed(with(mail, QStringLiteral("scenarioName"), QStringLiteral("Full muster")));
        else if (change == QLatin1String("format"))
            mail = with(mail, QStringLiteral("format"), QStringLiteral("something-else"));
        else if (change == QLatin1String("twice"))
            QVERIFY(receiver.run(QStringLiteral("import"), {{QStringLiteral("mail"), mail}}).ok());
        const QString before = receiver.stored();
        const db::ExecuteResult r =
            receiver.run(QStringLiteral("import"), {{QStringLiteral("mail"), mail}});
        QCOMPARE(r.status, db::CommandStatus::Refused);
        QVERIFY2(r.message.contains(mentions), qPrintable(r.message));
        QCOMPARE(receiver.stored(), before);
        QVERIFY(r.rolls.isEmpty() || change == QLatin1String("die resealed"));
    }
};

QTEST_GUILESS_MAIN(TestHexGameMail)
#include "tst_hexgamemail.moc"
