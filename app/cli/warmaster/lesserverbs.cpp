#include "app/cli/warmaster/lesserverbs.h"

#include "app/cli/warmaster/verbsupport.h"
#include "db/warmaster/independentstore.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::LesserVerbs)
};

QSqlDatabase database(CliContext &c)
{
    return c.service.file()->database();
}

/// "lesser FILE": every race's box and markers.
int showTrack(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (!words.isEmpty())
        return c.usage(Tr::tr("lesser FILE"));
    QJsonObject report = db::lesserReport(database(c));
    const QJsonArray races = report.value(QStringLiteral("races")).toArray();
    //: %1 races in play, %2 the number §7.7.1 gives, %3 player countries
    QStringList lines{Tr::tr("%1 lesser race(s) in play; the rules give %2 for %3 player "
                             "countries (§7.7.1)")
                          .arg(QString::number(races.size()),
                               QString::number(report.value(QStringLiteral("racesInPlay")).toInt()),
                               QString::number(report.value(QStringLiteral("nations")).toInt()))};
    for (const QJsonValue &value : races) {
        const QJsonObject race = value.toObject();
        const QJsonObject markers = race.value(QStringLiteral("markers")).toObject();
        QStringList held;
        for (auto it = markers.begin(); it != markers.end(); ++it)
            held << Tr::tr("%1 %2").arg(it.key(), QString::number(it.value().toInt()));
        const QString box = race.value(QStringLiteral("box")).toString();
        //: %1 race, %2 its box ("box 2" or "Independent"), %3 the markers held
        lines << Tr::tr("%1: %2; markers: %3")
                     .arg(race.value(QStringLiteral("race")).toString(),
                          box == QLatin1String("independent") ? Tr::tr("Independent")
                                                              : Tr::tr("box %1").arg(box),
                          held.isEmpty() ? Tr::tr("none") : held.join(QStringLiteral(", ")));
    }
    const db::CampaignDate date = c.service.info().date;
    const QHash<QString, QString> names = db::nationNames(database(c));
    QJsonArray independents;
    for (const warmaster::IndependentArmy &army :
         db::loadIndependentArmies(database(c), db::turnNumber(date.year, date.month))) {
        const QString controller =
            army.controller.isEmpty() ? Tr::tr("the referee") : names.value(army.controller);
        independents.append(QJsonObject{{QStringLiteral("race"), army.raceName},
                                        {QStringLiteral("area"), army.area.toXXYY()},
                                        {QStringLiteral("controller"), controller},
                                        {QStringLiteral("held"), army.occupation}});
        //: %1 race, %2 area, %3 who writes its orders
        lines << Tr::tr("The independent %1 army stands in %2, ordered by %3 (§7.7.6)")
                     .arg(army.raceName, army.area.toXXYY(), controller);
    }
    report.insert(QStringLiteral("independentArmies"), independents);
    c.print(report, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int lesserVerb(CliContext &c, QStringList words)
{
    const QStringList actionWords{QStringLiteral("add"), QStringLiteral("adjust"),
                                  QStringLiteral("place"), QStringLiteral("move"),
                                  QStringLiteral("meet")};
    if (!actionWords.contains(words.value(0)))
        return showTrack(c, std::move(words));
    const std::map<QString, Action> actions{
        {QStringLiteral("add"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 1)
                 return c.usage(Tr::tr("lesser add FILE RACE"));
             return c.report(c.service.execute(QStringLiteral("lesser.add"),
                                               {{QStringLiteral("race"), w.positional.first()}}));
         }},
        {QStringLiteral("adjust"),
         [](CliContext &c, const Words &w) {
             const QString usage =
                 Tr::tr("lesser adjust FILE RACE [--box 0|1|2|3|independent] [--nation N "
                        "--markers M]");
             bool ok = true;
             const int markers = w.options.value(QStringLiteral("markers")).toInt(&ok);
             if (w.positional.size() != 1 ||
                 (w.options.contains(QStringLiteral("markers")) &&
                  (!ok || !w.options.contains(QStringLiteral("nation")))))
                 return c.usage(usage);
             QJsonObject args{{QStringLiteral("race"), w.positional.first()}};
             if (w.options.contains(QStringLiteral("box")))
                 args.insert(QStringLiteral("box"), w.options.value(QStringLiteral("box")));
             if (w.options.contains(QStringLiteral("markers"))) {
                 args.insert(QStringLiteral("nation"), w.options.value(QStringLiteral("nation")));
                 args.insert(QStringLiteral("markers"), markers);
             }
             return c.report(c.service.execute(QStringLiteral("lesser.adjust"), args));
         }},
        {QStringLiteral("place"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(Tr::tr("lesser place FILE RACE XXYY [--by NATION]"));
             QJsonObject args{{QStringLiteral("race"), w.positional.at(0)},
                              {QStringLiteral("area"), w.positional.at(1)}};
             if (w.options.contains(QStringLiteral("by")))
                 args.insert(QStringLiteral("by"), w.options.value(QStringLiteral("by")));
             return c.report(c.service.execute(QStringLiteral("lesser.place"), args));
         }},
        {QStringLiteral("move"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 2)
                 return c.usage(Tr::tr("lesser move FILE RACE XXYY"));
             return c.report(c.service.execute(QStringLiteral("lesser.move"),
                                               {{QStringLiteral("race"), w.positional.at(0)},
                                                {QStringLiteral("area"), w.positional.at(1)}}));
         }},
        {QStringLiteral("meet"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() != 3)
                 return c.usage(Tr::tr("lesser meet FILE RACE ARMY battle|retreat [--area XXYY]"));
             QJsonObject args{{QStringLiteral("race"), w.positional.at(0)},
                              {QStringLiteral("army"), w.positional.at(1)},
                              {QStringLiteral("answer"), w.positional.at(2)}};
             if (w.options.contains(QStringLiteral("area")))
                 args.insert(QStringLiteral("area"), w.options.value(QStringLiteral("area")));
             return c.report(c.service.execute(QStringLiteral("lesser.meet"), args));
         }},
    };
    return dispatch(c, std::move(words), QStringLiteral("lesser"), actions,
                    {QStringLiteral("box"), QStringLiteral("nation"), QStringLiteral("markers"),
                     QStringLiteral("by"), QStringLiteral("area")});
}

/// "Elves (Brown)" or "Purple's army" from a side of the report.
QString sideText(const QJsonObject &side)
{
    const QString nation = side.value(QStringLiteral("nation")).toString();
    return side.contains(QStringLiteral("race"))
               ? Tr::tr("%1 (%2)").arg(side.value(QStringLiteral("race")).toString(), nation)
               : Tr::tr("%1's army").arg(nation);
}

/// "pickup FILE": the month's round.
int showRound(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (!words.isEmpty())
        return c.usage(Tr::tr("pickup FILE"));
    const db::CampaignDate date = c.service.info().date;
    const QJsonObject report = db::pickupReport(database(c), db::turnNumber(date.year, date.month));
    const QJsonArray order = report.value(QStringLiteral("order")).toArray();
    if (order.isEmpty()) {
        c.print(report, Tr::tr("No pick-up round has been drawn this month (pickup order)."));
        return ExitOk;
    }
    QStringList names, picks;
    for (const QJsonValue &n : order)
        names << n.toString();
    for (const QJsonValue &value : report.value(QStringLiteral("picks")).toArray()) {
        const QJsonObject p = value.toObject();
        const QString option = p.value(QStringLiteral("option")).toString();
        picks << (p.contains(QStringLiteral("race"))
                      ? Tr::tr("%1 %2 (%3)")
                            .arg(p.value(QStringLiteral("nation")).toString(), option,
                                 p.value(QStringLiteral("race")).toString())
                      : Tr::tr("%1 %2").arg(p.value(QStringLiteral("nation")).toString(), option));
    }
    QStringList lines{
        Tr::tr("Picking order (§7.7.3): %1").arg(names.join(QStringLiteral(", "))),
        Tr::tr("Picks: %1")
            .arg(picks.isEmpty() ? Tr::tr("none yet") : picks.join(QStringLiteral(", ")))};
    if (!report.value(QStringLiteral("finished")).toBool())
        lines << Tr::tr("Next to pick: %1").arg(report.value(QStringLiteral("next")).toString());
    if (report.value(QStringLiteral("open")).isObject())
        lines << Tr::tr("Open pick, waiting for a partner (I-72): %1")
                     .arg(sideText(report.value(QStringLiteral("open")).toObject()));
    for (const QJsonValue &value : report.value(QStringLiteral("games")).toArray()) {
        const QJsonObject g = value.toObject();
        const QJsonValue result = g.value(QStringLiteral("result"));
        //: %1 game number, %2 the sides, %3 its result
        lines << Tr::tr("Pick-up battle %1: %2; %3")
                     .arg(QString::number(g.value(QStringLiteral("game")).toInt()),
                          g.value(QStringLiteral("text")).toString(),
                          result.isNull() ? Tr::tr("no result yet")
                          : result.toString() == QLatin1String("draw")
                              ? Tr::tr("a draw")
                              : Tr::tr("won by %1").arg(result.toString()));
    }
    for (const QJsonValue &value : report.value(QStringLiteral("friendlies")).toArray()) {
        const QJsonArray pair = value.toArray();
        lines << Tr::tr("Without campaign effect (I-72): %1 and %2")
                     .arg(pair.at(0)[QStringLiteral("nation")].toString(),
                          pair.at(1)[QStringLiteral("nation")].toString());
    }
    if (!report.value(QStringLiteral("watching")).toString().isEmpty())
        lines << Tr::tr("Watching: %1").arg(report.value(QStringLiteral("watching")).toString());
    c.print(report, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int pickupVerb(CliContext &c, QStringList words)
{
    const QString first = words.value(0);
    if (first != QLatin1String("order") && first != QLatin1String("pick") &&
        first != QLatin1String("result"))
        return showRound(c, std::move(words));
    const std::map<QString, Action> actions{
        {QStringLiteral("order"),
         [](CliContext &c, const Words &w) {
             if (!w.positional.isEmpty())
                 return c.usage(Tr::tr("pickup order FILE [--typed 3,1,2]"));
             QJsonObject args;
             if (w.options.contains(QStringLiteral("typed"))) {
                 const bool typing = w.options.contains(QStringLiteral("typed"));
                 const auto typed = typing ? typedFaces(w.options.value(QStringLiteral("typed")))
                                           : std::optional<QJsonArray>(QJsonArray{});
                 if (!typed)
                     return c.usage(
                         Tr::tr("--typed takes whole numbers separated by commas, such as 3,1,2."));
                 args.insert(QStringLiteral("typed"), *typed);
             }
             return c.report(c.service.execute(QStringLiteral("pickup.order"), args));
         }},
        {QStringLiteral("pick"),
         [](CliContext &c, const Words &w) {
             if (w.positional.size() < 2 || w.positional.size() > 3)
                 return c.usage(
                     Tr::tr("pickup pick FILE NATION A|B|C [RACE] [--granted NATION,NATION]"));
             QJsonObject args{{QStringLiteral("nation"), w.positional.at(0)},
                              {QStringLiteral("option"), w.positional.at(1)}};
             if (w.positional.size() == 3)
                 args.insert(QStringLiteral("race"), w.positional.at(2));
             if (w.options.contains(QStringLiteral("granted")))
                 args.insert(
                     QStringLiteral("granted"),
                     QJsonArray::fromStringList(
                         w.options.value(QStringLiteral("granted")).split(QLatin1Char(','))));
             return c.report(c.service.execute(QStringLiteral("pickup.pick"), args));
         }},
        {QStringLiteral("result"),
         [](CliContext &c, const Words &w) {
             const QString usage = Tr::tr("pickup result FILE GAME WINNER|draw [NATION=VP ...]");
             bool ok = false;
             const int game = w.positional.value(0).toInt(&ok);
             if (w.positional.size() < 2 || !ok)
                 return c.usage(usage);
             QJsonObject vp;
             for (const QString &word : w.positional.mid(2)) {
                 const qsizetype at = word.lastIndexOf(QLatin1Char('='));
                 bool number = false;
                 const int points = word.mid(at + 1).toInt(&number);
                 if (at <= 0 || !number)
                     return c.usage(usage);
                 vp.insert(word.left(at), points);
             }
             QJsonObject args{{QStringLiteral("game"), game},
                              {QStringLiteral("winner"), w.positional.at(1)}};
             if (!vp.isEmpty())
                 args.insert(QStringLiteral("vp"), vp);
             return c.report(c.service.execute(QStringLiteral("pickup.result"), args));
         }},
    };
    return dispatch(c, std::move(words), QStringLiteral("pickup"), actions,
                    {QStringLiteral("typed"), QStringLiteral("granted")});
}

/// "xp FILE NATION": earned, spent and the balance, with the ledger.
int showExperience(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    if (words.size() != 1)
        return c.usage(Tr::tr("xp FILE NATION"));
    const auto nation = db::findNation(database(c), words.first());
    if (!nation) {
        c.err << Tr::tr("There is no nation \"%1\" in this campaign.").arg(words.first())
              << Qt::endl;
        return ExitRefused;
    }
    db::ExperienceLedger ledger = db::experienceLedger(database(c), nation->id);
    ledger.report.insert(QStringLiteral("nation"), nation->name);
    //: %1 nation, %2 XP earned, %3 XP spent, %4 the balance
    QStringList lines{Tr::tr("%1: %2 XP earned, %3 spent, balance %4 XP (§2.15)")
                          .arg(nation->name, QString::number(ledger.earned),
                               QString::number(ledger.spent), QString::number(ledger.balance))};
    if (!ledger.purchaseSinceLastBattle.isEmpty())
        lines
            << Tr::tr("Already bought for its next battle: %1").arg(ledger.purchaseSinceLastBattle);
    for (const QJsonValue &value : ledger.report.value(QStringLiteral("entries")).toArray()) {
        const QJsonObject e = value.toObject();
        lines << Tr::tr("  Year %1, month %2: %3 XP, %4")
                     .arg(QString::number(e.value(QStringLiteral("year")).toInt()),
                          QString::number(e.value(QStringLiteral("month")).toInt()),
                          QString::number(e.value(QStringLiteral("points")).toInt()),
                          e.value(QStringLiteral("detail")).toString());
    }
    c.print(ledger.report, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int xpVerb(CliContext &c, QStringList words)
{
    if (words.value(0) != QLatin1String("spend"))
        return showExperience(c, std::move(words));
    const std::map<QString, Action> actions{
        {QStringLiteral("spend"),
         [](CliContext &c, const Words &w) {
             bool ok = true;
             const int line =
                 w.options.value(QStringLiteral("line"), QStringLiteral("0")).toInt(&ok);
             const bool typing = w.options.contains(QStringLiteral("typed"));
             const auto typed = typing ? typedFaces(w.options.value(QStringLiteral("typed")))
                                       : std::optional<QJsonArray>(QJsonArray{});
             if (w.positional.size() != 2 || !ok || !typed)
                 return c.usage(Tr::tr("xp spend FILE NATION PURCHASE [--line N] [--army A] "
                                       "[--typed F]"));
             QJsonObject args{{QStringLiteral("nation"), w.positional.at(0)},
                              {QStringLiteral("purchase"), w.positional.at(1)}};
             if (line > 0)
                 args.insert(QStringLiteral("line"), line);
             if (w.options.contains(QStringLiteral("army")))
                 args.insert(QStringLiteral("army"), w.options.value(QStringLiteral("army")));
             if (!typed->isEmpty())
                 args.insert(QStringLiteral("typed"), *typed);
             return c.report(c.service.execute(QStringLiteral("xp.spend"), args));
         }},
    };
    return dispatch(c, std::move(words), QStringLiteral("xp"), actions,
                    {QStringLiteral("line"), QStringLiteral("army"), QStringLiteral("typed")});
}

} // namespace

void addLesserVerbs(VerbTable &table)
{
    table.add({QStringLiteral("lesser"),
               QStringLiteral("lesser [add|adjust|place|move|meet] FILE [RACE] [XXYY | ARMY "
                              "battle|retreat] [--box B] [--nation N --markers M] [--by N] "
                              "[--area XXYY]"),
               Tr::tr("the lesser races' track, affiliation markers and independent armies; add "
                      "a race, set a box or markers by hand, place, move or meet an independent "
                      "army (§7.7.1, §7.7.4, §7.7.6)"),
               true, lesserVerb});
    table.add({QStringLiteral("pickup"),
               QStringLiteral("pickup [order|pick|result] FILE [NATION A|B|C [RACE] | GAME "
                              "WINNER [NATION=VP ...]] [--typed F] [--granted N,N]"),
               Tr::tr("the month's pick-up round at M-3: draw the order, pick, enter results "
                      "(§5.12, §7.7.3-§7.7.5)"),
               true, pickupVerb});
    table.add({QStringLiteral("xp"),
               QStringLiteral("xp [spend] FILE NATION [PURCHASE] [--line N] [--army A]"),
               Tr::tr("a nation's experience, earned, spent and left; spend it before a battle "
                      "(§2.15, §7.8)"),
               true, xpVerb});
}

} // namespace herald::cli
