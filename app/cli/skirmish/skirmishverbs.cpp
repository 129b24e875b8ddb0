#include "app/cli/skirmish/skirmishverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/services/skirmish/skirmishquery.h"
#include "db/campaignfile.h"
#include "db/historylog.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace herald::cli {

using namespace herald::app::skirmish;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::SkirmishVerbs)
};

/// "konrad,aldus" -> ["konrad", "aldus"].
QJsonArray keyList(const QString &text)
{
    QJsonArray keys;
    for (const QString &key : text.split(QLatin1Char(','), Qt::SkipEmptyParts))
        keys.append(key.trimmed());
    return keys;
}

/// "grast=stairway,aldus=flat" -> {"grast": "stairway", ...}; numbers stay numbers.
QJsonObject keyValues(const QString &text)
{
    QJsonObject object;
    for (const QString &pair : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString key = pair.section(QLatin1Char('='), 0, 0).trimmed();
        const QString value = pair.section(QLatin1Char('='), 1).trimmed();
        bool number = false;
        const int n = value.toInt(&number);
        object.insert(key, number ? QJsonValue(n) : QJsonValue(value));
    }
    return object;
}

/// Runs a command and, when it is done, prints its rules decisions under the summary.
int runExplained(CliContext &c, const QString &command, const QJsonObject &args)
{
    const db::ExecuteResult result = c.service.execute(command, args);
    const int code = c.report(result);
    if (result.ok() && !c.json)
        if (const auto entry = db::HistoryLog(c.service.file()->database()).entry(result.historyId))
            for (const QString &line : entry->explanation)
                for (const QString &part : line.split(QStringLiteral("; ")))
                    c.out << QStringLiteral("  ") << part << Qt::endl;
    return code;
}

/// Adds the --typed faces, or reports the usage error in *code.
bool addTyped(CliContext &c, const Words &w, QJsonObject &args, int *code)
{
    if (!w.options.contains(QStringLiteral("typed")))
        return true;
    const auto faces = typedFaces(w.options.value(QStringLiteral("typed")));
    if (!faces) {
        *code = c.usage(Tr::tr("--typed takes whole numbers: --typed 3 or --typed 7,4 "
                               "(a d10's 0 may be typed as 0 or 10)."));
        return false;
    }
    args.insert(QStringLiteral("typed"), *faces);
    return true;
}

/// Copies --option values into the arguments: as numbers where `numbers` says so.
void addOptions(const Words &w, QJsonObject &args,
                std::initializer_list<std::pair<const char *, const char *>> texts,
                std::initializer_list<std::pair<const char *, const char *>> numbers = {})
{
    for (const auto &[option, key] : texts)
        if (w.options.contains(QLatin1String(option)))
            args.insert(QLatin1String(key), w.options.value(QLatin1String(option)));
    for (const auto &[option, key] : numbers)
        if (w.options.contains(QLatin1String(option)))
            args.insert(QLatin1String(key), w.options.value(QLatin1String(option)).toInt());
}

/// Reads a file named by an option into `key`, or reports why it cannot in *code.
bool addFile(CliContext &c, const Words &w, const QString &option, const QString &key,
             QJsonObject &args, int *code)
{
    if (!w.options.contains(option))
        return true;
    QFile file(w.options.value(option));
    if (!file.open(QIODevice::ReadOnly)) {
        *code =
            c.fileError({db::FileProblem::Unreadable,
                         Tr::tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString())});
        return false;
    }
    args.insert(key, QString::fromUtf8(file.readAll()));
    return true;
}

int newSkirmish(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(
        words, {QStringLiteral("scenario"), QStringLiteral("roster"), QStringLiteral("map")});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("skirmish new needs a name: skirmish new FILE NAME "
                              "[--scenario S.json] [--roster R.roster] [--map M.json]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.first()}};
    int code = ExitOk;
    if (!addFile(c, w, QStringLiteral("scenario"), QStringLiteral("scenario"), args, &code) ||
        !addFile(c, w, QStringLiteral("roster"), QStringLiteral("roster"), args, &code) ||
        !addFile(c, w, QStringLiteral("map"), QStringLiteral("map"), args, &code))
        return code;
    return c.report(c.service.execute(QStringLiteral("skirmish.new"), args));
}

int list(CliContext &c)
{
    const QStringList names = skirmishNames(c.service);
    c.print({{QStringLiteral("skirmishes"), QJsonArray::fromStringList(names)}},
            names.isEmpty() ? Tr::tr("No skirmishes yet.") : names.join(QLatin1Char('\n')));
    return ExitOk;
}

int roster(CliContext &c, const QStringList &words)
{
    if (words.size() != 1)
        return c.usage(Tr::tr("skirmish roster needs a name: skirmish roster FILE NAME"));
    QString error;
    const auto s = openSkirmish(c.service, words.first(), &error);
    if (!s)
        return c.usage(error);
    QJsonArray rows;
    QStringList lines{QStringLiteral("%1 — %2").arg(s->title, positionText(*s))};
    for (const RosterRow &r : rosterRows(*s)) {
        QJsonObject row{{QStringLiteral("key"), r.key},
                        {QStringLiteral("name"), r.name},
                        {QStringLiteral("side"), r.side},
                        {QStringLiteral("health"), r.health},
                        {QStringLiteral("values"), r.values},
                        {QStringLiteral("hexes"), r.hexes},
                        {QStringLiteral("state"), r.state},
                        {QStringLiteral("spells"), QJsonArray::fromStringList(r.spells)}};
        QString line = QStringLiteral("%1  %2  [%3] %4").arg(r.key, r.sideName, r.health, r.state);
        if (!r.hexes.isEmpty())
            line += QStringLiteral(" @ ") + r.hexes;
        if (r.caster) {
            row.insert(QStringLiteral("level"), r.level);
            row.insert(QStringLiteral("ep"), r.ep);
            line +=
                QLatin1Char(' ') +
                Tr::tr("(level %1, %2 EPs)").arg(QString::number(r.level), QString::number(r.ep));
        }
        if (!r.spells.isEmpty())
            line +=
                QLatin1Char(' ') + Tr::tr("spells: %1").arg(r.spells.join(QStringLiteral(", ")));
        rows.append(row);
        lines << line;
    }
    c.print({{QStringLiteral("skirmish"), s->name},
             {QStringLiteral("title"), s->title},
             {QStringLiteral("homemade"), s->homemade},
             {QStringLiteral("position"), positionText(*s)},
             {QStringLiteral("gameTurn"), s->position.gameTurn},
             {QStringLiteral("turnLimit"), s->turnLimit},
             {QStringLiteral("characters"), rows}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int log(CliContext &c, const QStringList &words)
{
    if (words.size() != 1)
        return c.usage(Tr::tr("skirmish log needs a name: skirmish log FILE NAME"));
    QJsonArray entries;
    QStringList lines;
    for (const LogLine &l : skirmishLog(c.service, words.first())) {
        entries.append(QJsonObject{
            {QStringLiteral("historyId"), l.historyId},
            {QStringLiteral("command"), l.command},
            {QStringLiteral("summary"), l.summary},
            {QStringLiteral("explanation"), QJsonArray::fromStringList(l.explanation)}});
        lines << l.summary;
    }
    c.print({{QStringLiteral("log"), entries}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int attack(CliContext &c, const QStringList &words)
{
    const Words w =
        parseWords(words, {QStringLiteral("terrain"), QStringLiteral("retreat-room"),
                           QStringLiteral("typed"), QStringLiteral("attacker-harmed"),
                           QStringLiteral("defender-harmed"), QStringLiteral("horses")});
    if (w.positional.size() != 3)
        return c.usage(Tr::tr("skirmish attack needs a skirmish, the attackers and the "
                              "defenders: skirmish attack FILE NAME grast,hohmley zugun "
                              "[--terrain grast=stairway] [--typed 2]"));
    QJsonObject args{
        {QStringLiteral("skirmish"), w.positional.at(0)},
        {QStringLiteral("attackers"), keyList(w.positional.at(1))},
        {QStringLiteral("defenders"), keyList(w.positional.at(2))},
        {QStringLiteral("horses"), keyList(w.options.value(QStringLiteral("horses")))},
        {QStringLiteral("terrain"), keyValues(w.options.value(QStringLiteral("terrain")))},
        {QStringLiteral("retreatRoom"), keyValues(w.options.value(QStringLiteral("retreat-room")))},
        {QStringLiteral("rear"), w.has(QStringLiteral("rear"))},
        {QStringLiteral("betweenLegs"), w.has(QStringLiteral("between-legs"))},
        {QStringLiteral("dragonTwoParts"), w.has(QStringLiteral("two-parts"))}};
    addOptions(
        w, args,
        {{"attacker-harmed", "attackerTakingHarm"}, {"defender-harmed", "defenderTakingHarm"}});
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.attack"), args);
}

int fire(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("distance"), QStringLiteral("terrain"),
                                       QStringLiteral("crossed"), QStringLiteral("cover"),
                                       QStringLiteral("retreat-room"), QStringLiteral("typed")});
    if (w.positional.size() != 3)
        return c.usage(Tr::tr("skirmish fire needs a skirmish, a shooter and a target: "
                              "skirmish fire FILE NAME laberne gromrak [--distance 14] "
                              "[--terrain scrub] [--typed 3]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("shooter"), w.positional.at(1)},
                     {QStringLiteral("target"), w.positional.at(2)}};
    addOptions(w, args, {{"terrain", "targetTerrain"}, {"cover", "extraCover"}},
               {{"distance", "distance"}, {"retreat-room", "retreatRoom"}});
    if (w.options.contains(QStringLiteral("crossed")))
        args.insert(QStringLiteral("crossed"), keyList(w.options.value(QStringLiteral("crossed"))));
    if (w.has(QStringLiteral("in-melee")))
        args.insert(QStringLiteral("inMelee"), true);
    if (w.has(QStringLiteral("horse")))
        args.insert(QStringLiteral("horse"), true);
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.fire"), args);
}

int cast(CliContext &c, const QStringList &words)
{
    const Words w =
        parseWords(words, {QStringLiteral("magnitude"), QStringLiteral("distance"),
                           QStringLiteral("counterer"), QStringLiteral("counterer-distance"),
                           QStringLiteral("retreat-room"), QStringLiteral("typed")});
    if (w.positional.size() != 3 && w.positional.size() != 4)
        return c.usage(Tr::tr("skirmish cast needs a skirmish, a caster and a spell: skirmish "
                              "cast FILE NAME zacharie double-attack [konrad] [--magnitude N] "
                              "[--counterer shaman] [--typed 7,4]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("caster"), w.positional.at(1)},
                     {QStringLiteral("spell"), w.positional.at(2)}};
    if (w.positional.size() == 4)
        args.insert(QStringLiteral("target"), w.positional.at(3));
    addOptions(w, args, {{"counterer", "counterer"}},
               {{"magnitude", "magnitude"},
                {"distance", "distance"},
                {"counterer-distance", "countererDistance"},
                {"retreat-room", "retreatRoom"}});
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.cast"), args);
}

int challenge(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("typed")});
    if (w.positional.size() != 3)
        return c.usage(Tr::tr("skirmish challenge needs a skirmish, the mover and the enemies "
                              "beside the path: skirmish challenge FILE NAME laberne "
                              "gromrak,zugun [--advancing] [--typed 5,6]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("mover"), w.positional.at(1)},
                     {QStringLiteral("challengers"), keyList(w.positional.at(2))},
                     {QStringLiteral("advancing"), w.has(QStringLiteral("advancing"))}};
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.challenge"), args);
}

int jump(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("typed")});
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("skirmish jump needs a skirmish and a character: skirmish jump "
                              "FILE NAME grast [--typed 6]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("character"), w.positional.at(1)}};
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.jump"), args);
}

int gharv(CliContext &c, const QStringList &words)
{
    const Words w =
        parseWords(words, {QStringLiteral("at"), QStringLiteral("hex"), QStringLiteral("typed")});
    if (w.positional.size() != 3)
        return c.usage(Tr::tr("skirmish gharv needs a skirmish, the character on water, beach, "
                              "boat or marsh, and a Gharv counter: skirmish gharv FILE NAME jon "
                              "gharv [--at F5] [--hex beach] [--typed 2]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("character"), w.positional.at(1)},
                     {QStringLiteral("gharv"), w.positional.at(2)}};
    addOptions(w, args, {{"at", "at"}, {"hex", "hex"}});
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.gharv"), args);
}

int capsize(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("typed")});
    if (w.positional.size() != 3)
        return c.usage(Tr::tr("skirmish capsize needs a skirmish, a Gharv and the characters in "
                              "the boat: skirmish capsize FILE NAME gharv jon,hurin [--typed 2]"));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("gharv"), w.positional.at(1)},
                     {QStringLiteral("aboard"), keyList(w.positional.at(2))}};
    int code = ExitOk;
    if (!addTyped(c, w, args, &code))
        return code;
    return runExplained(c, QStringLiteral("skirmish.capsize"), args);
}

int state(CliContext &c, const QStringList &words)
{
    const Words w =
        parseWords(words, {QStringLiteral("health"), QStringLiteral("wounds"),
                           QStringLiteral("horse"), QStringLiteral("hexes"), QStringLiteral("ep")});
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("skirmish state needs a skirmish and a character: skirmish state "
                              "FILE NAME konrad [--health healthy] [--hexes \"G4 F4\"] ..."));
    QJsonObject args{{QStringLiteral("skirmish"), w.positional.at(0)},
                     {QStringLiteral("character"), w.positional.at(1)}};
    addOptions(w, args, {{"health", "health"}, {"horse", "horse"}, {"hexes", "hexes"}},
               {{"wounds", "wounds"}, {"ep", "ep"}});
    return runExplained(c, QStringLiteral("skirmish.state"), args);
}

int option(CliContext &c, const QStringList &words)
{
    if (words.size() != 3)
        return c.usage(Tr::tr("skirmish option needs a skirmish, an option of rules §12 D and "
                              "its value: skirmish option FILE NAME resolveBelowOneToOne true"));
    const QString text = words.at(2);
    bool number = false;
    const int n = text.toInt(&number);
    const QJsonValue value = number ? QJsonValue(n) : QJsonValue(text == QLatin1String("true"));
    if (!number && text != QLatin1String("true") && text != QLatin1String("false"))
        return c.usage(
            Tr::tr("An option's value is true, false or a number, not \"%1\".").arg(text));
    return c.report(c.service.execute(QStringLiteral("skirmish.option"),
                                      {{QStringLiteral("skirmish"), words.at(0)},
                                       {QStringLiteral("option"), words.at(1)},
                                       {QStringLiteral("value"), value}}));
}

int next(CliContext &c, const QStringList &words)
{
    if (words.size() != 1)
        return c.usage(Tr::tr("skirmish next needs a name: skirmish next FILE NAME"));
    return runExplained(c, QStringLiteral("skirmish.next"),
                        {{QStringLiteral("skirmish"), words.first()}});
}

int skirmishVerb(CliContext &c, QStringList words)
{
    static const QStringList actions{
        QStringLiteral("new"),    QStringLiteral("list"),      QStringLiteral("roster"),
        QStringLiteral("log"),    QStringLiteral("attack"),    QStringLiteral("fire"),
        QStringLiteral("cast"),   QStringLiteral("challenge"), QStringLiteral("jump"),
        QStringLiteral("gharv"),  QStringLiteral("capsize"),   QStringLiteral("state"),
        QStringLiteral("option"), QStringLiteral("next")};
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    if (!actions.contains(action))
        return c.usage(Tr::tr("skirmish needs an action: %1 (see: herald-cli help).")
                           .arg(actions.join(QStringLiteral(", "))));
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (action == QLatin1String("new"))
        return newSkirmish(c, words);
    if (action == QLatin1String("list"))
        return list(c);
    if (action == QLatin1String("roster"))
        return roster(c, words);
    if (action == QLatin1String("log"))
        return log(c, words);
    if (action == QLatin1String("attack"))
        return attack(c, words);
    if (action == QLatin1String("fire"))
        return fire(c, words);
    if (action == QLatin1String("cast"))
        return cast(c, words);
    if (action == QLatin1String("challenge"))
        return challenge(c, words);
    if (action == QLatin1String("jump"))
        return jump(c, words);
    if (action == QLatin1String("gharv"))
        return gharv(c, words);
    if (action == QLatin1String("capsize"))
        return capsize(c, words);
    if (action == QLatin1String("state"))
        return state(c, words);
    if (action == QLatin1String("option"))
        return option(c, words);
    return next(c, words);
}

} // namespace

void addSkirmishVerbs(VerbTable &table)
{
    table.add(
        {QStringLiteral("skirmish"),
         QStringLiteral(
             "skirmish new|list|roster|log|attack|fire|cast|challenge|jump|gharv|capsize|state|"
             "option|next "
             "FILE ... "
             "(see docs/cli-skirmish.md)"),
         Tr::tr("Dragon Noir skirmishes: set up, melee, missile fire, spells, turn and "
                "phase, the log"),
         true, skirmishVerb});
}

} // namespace herald::cli
