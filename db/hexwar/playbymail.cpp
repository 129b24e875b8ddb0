#include "db/hexwar/playbymail.h"

#include "db/hexwar/statejson.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace herald::db::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::hexwar::PlayByMail)
};

const QString kFormat = QStringLiteral("herald-hexgame-mail");
constexpr int kVersion = 1;

QString checksum(QJsonObject file)
{
    file.remove(QStringLiteral("checksum"));
    return QString::fromLatin1(
        QCryptographicHash::hash(QJsonDocument(file).toJson(QJsonDocument::Compact),
                                 QCryptographicHash::Sha256)
            .toHex());
}

QJsonObject actionToJson(const Action &a)
{
    return {{QStringLiteral("seq"), a.seq},       {QStringLiteral("turn"), a.turn},
            {QStringLiteral("side"), a.side},     {QStringLiteral("kind"), a.kind},
            {QStringLiteral("args"), a.args},     {QStringLiteral("dice"), a.dice},
            {QStringLiteral("before"), a.before}, {QStringLiteral("line"), a.line}};
}

Action actionFromJson(const QJsonObject &o)
{
    Action a;
    a.seq = o.value(QStringLiteral("seq")).toInt();
    a.turn = o.value(QStringLiteral("turn")).toInt();
    a.side = o.value(QStringLiteral("side")).toString();
    a.kind = o.value(QStringLiteral("kind")).toString();
    a.args = o.value(QStringLiteral("args")).toObject();
    a.dice = o.value(QStringLiteral("dice")).toArray();
    a.before = o.value(QStringLiteral("before")).toString();
    a.line = o.value(QStringLiteral("line")).toString();
    a.imported = true;
    return a;
}

} // namespace

std::optional<QJsonObject> exportMail(const Game &game, const QList<Action> &actions,
                                      const MailSelection &selection, QString *why)
{
    // [start, end) of the actions chosen: every one since the last that came in by mail, or the
    // latest run made in the player turn asked for (the Karameikan set-up and his own first
    // turn are both his in game turn 1; the later run is his turn).
    qsizetype start = 0;
    qsizetype end = actions.size();
    if (selection.turn == 0) {
        for (qsizetype i = 0; i < actions.size(); ++i) {
            if (actions.at(i).imported)
                start = i + 1;
        }
    } else {
        const auto wanted = [&](qsizetype i) {
            return actions.at(i).turn == selection.turn &&
                   actions.at(i).side == sideKey(selection.side);
        };
        while (end > 0 && !wanted(end - 1))
            --end;
        start = end;
        while (start > 0 && wanted(start - 1))
            --start;
    }
    const QList<Action> chosen = actions.mid(start, end - start);
    if (chosen.isEmpty()) {
        *why =
            selection.turn == 0
                ? Tr::tr("%1 has no action made here since the last mail came in.").arg(game.name)
                : Tr::tr("%1 has no action in game turn %2 of the %3 player.")
                      .arg(game.name, QString::number(selection.turn), sideName(selection.side));
        return std::nullopt;
    }
    QJsonArray list;
    for (const Action &a : chosen)
        list.append(actionToJson(a));
    const QString after = end < actions.size() ? actions.at(end).before : game.fingerprint();
    QJsonObject file{{QStringLiteral("format"), kFormat},
                     {QStringLiteral("version"), kVersion},
                     {QStringLiteral("scenario"), game.shipped->key},
                     {QStringLiteral("scenarioName"), game.scenario().name},
                     {QStringLiteral("game"), game.name},
                     {QStringLiteral("firstSeq"), chosen.first().seq},
                     {QStringLiteral("actions"), list},
                     {QStringLiteral("after"), after}};
    file.insert(QStringLiteral("checksum"), checksum(file));
    return file;
}

std::optional<Mail> readMail(const QJsonObject &file, const Game &game, int actionCount,
                             QString *why)
{
    const auto refuse = [why](const QString &text) {
        *why = text;
        return std::nullopt;
    };
    if (file.value(QStringLiteral("format")).toString() != kFormat ||
        file.value(QStringLiteral("version")).toInt() != kVersion)
        return refuse(Tr::tr("This is not a Herald hex game mail file (format %1, version %2).")
                          .arg(kFormat)
                          .arg(kVersion));
    if (file.value(QStringLiteral("checksum")).toString() != checksum(file))
        return refuse(Tr::tr("The mail file was changed after it was written: its checksum does "
                             "not match its contents."));
    const QString scenario = file.value(QStringLiteral("scenario")).toString();
    if (scenario != game.shipped->key)
        return refuse(Tr::tr("The mail file belongs to a game of scenario \"%1\"; %2 plays \"%3\".")
                          .arg(scenario, game.name, game.shipped->key));
    // A scenario file the referee loaded goes by its name (older mail files have none).
    if (const QJsonValue name = file.value(QStringLiteral("scenarioName"));
        !name.isUndefined() && name.toString() != game.scenario().name)
        return refuse(Tr::tr("The mail file belongs to a game of the scenario \"%1\"; %2 plays "
                             "\"%3\": both players start from the same scenario file.")
                          .arg(name.toString(), game.name, game.scenario().name));
    Mail mail;
    mail.firstSeq = file.value(QStringLiteral("firstSeq")).toInt();
    mail.after = file.value(QStringLiteral("after")).toString();
    for (const QJsonValue &v : file.value(QStringLiteral("actions")).toArray())
        mail.actions << actionFromJson(v.toObject());
    if (mail.actions.isEmpty())
        return refuse(Tr::tr("The mail file holds no action."));
    if (mail.firstSeq <= actionCount)
        return refuse(Tr::tr("%1 already has an action number %2: this mail file was read in "
                             "already, or both players played on from the same position.")
                          .arg(game.name, QString::number(mail.firstSeq)));
    if (mail.firstSeq != actionCount + 1)
        return refuse(
            Tr::tr("The mail file starts at action %1, but %2 has only %3: a mail file "
                   "in between is missing.")
                .arg(QString::number(mail.firstSeq), game.name, QString::number(actionCount)));
    if (mail.actions.first().before != game.fingerprint())
        return refuse(Tr::tr("The mail file continues a different position from %1's (game turn "
                             "%2): it comes from another game, or one of the two files was changed "
                             "by hand.")
                          .arg(game.name, QString::number(game.state.turn)));
    return mail;
}

} // namespace herald::db::hexwar
