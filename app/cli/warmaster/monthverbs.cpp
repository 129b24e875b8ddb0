#include "app/cli/warmaster/monthverbs.h"

#include "app/cli/warmaster/battleverbs.h"
#include "app/cli/warmaster/reportverbs.h"
#include "app/cli/warmaster/verbsupport.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/monthsupply.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace herald::cli {

namespace {

using namespace herald::warmaster;

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::MonthVerbs)
};

QSqlDatabase database(CliContext &c)
{
    return c.service.file()->database();
}

int currentTurn(CliContext &c)
{
    const db::CampaignDate date = c.service.info().date;
    return db::turnNumber(date.year, date.month);
}

/// The location words of the command line: "centre" is the population centre.
QString locationKey(const QString &word)
{
    return word == QLatin1String("centre") ? QStringLiteral("populationCentre") : word;
}

/// --turn N, or the turn being played; false when N is not a number.
bool turnOption(CliContext &c, const Words &w, int *turn)
{
    bool ok = true;
    *turn = w.options.contains(QStringLiteral("turn"))
                ? w.options.value(QStringLiteral("turn")).toInt(&ok)
                : currentTurn(c);
    return ok;
}

int supplyVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    if (w.positional.size() > 1)
        return c.usage(Tr::tr("supply FILE [ARMY]"));
    const QJsonObject report = db::supplyReport(database(c), w.positional.value(0));
    if (report.isEmpty())
        return c.usage(Tr::tr("There is no army \"%1\".").arg(w.positional.value(0)));
    QStringList lines;
    for (const QJsonValue &value : report.value(QStringLiteral("armies")).toArray()) {
        const QJsonObject a = value.toObject();
        QStringList path;
        for (const QJsonValue &area : a.value(QStringLiteral("path")).toArray())
            path << area.toString();
        //: %1 army, %2 nation, %3 in or out of supply as stored at M-0, %4 the explanation
        lines << Tr::tr("%1 (%2): %3. %4")
                     .arg(a.value(QStringLiteral("name")).toString(),
                          a.value(QStringLiteral("nation")).toString(),
                          a.value(QStringLiteral("inSupply")).toBool() ? Tr::tr("in supply")
                                                                       : Tr::tr("out of supply"),
                          a.value(QStringLiteral("explanation")).toString());
        if (!path.isEmpty())
            lines << Tr::tr("  path: %1").arg(path.join(QStringLiteral(" > ")));
    }
    if (lines.isEmpty())
        lines << Tr::tr("No armies are on the map.");
    c.print(report, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int ordersSet(CliContext &c, const Words &w)
{
    const QString usage =
        Tr::tr("orders set FILE ARMY move XXYY [--location countryside|centre|poi] [--crossing] | "
               "hold|interdict|siege|assault|sallyForth | goToSea LANDMASS  [--turn N]");
    if (w.positional.size() < 2)
        return c.usage(usage);
    const QString kind = w.positional.at(1);
    QJsonObject args{{QStringLiteral("army"), w.positional.at(0)}, {QStringLiteral("kind"), kind}};
    const bool needsTarget = kind == QLatin1String("move") || kind == QLatin1String("goToSea");
    if (w.positional.size() != (needsTarget ? 3 : 2))
        return c.usage(usage);
    if (kind == QLatin1String("move"))
        args.insert(QStringLiteral("destination"), w.positional.at(2));
    if (kind == QLatin1String("goToSea"))
        args.insert(QStringLiteral("seaDestination"), w.positional.at(2));
    if (w.options.contains(QStringLiteral("location")))
        args.insert(QStringLiteral("location"),
                    locationKey(w.options.value(QStringLiteral("location"))));
    if (w.has(QStringLiteral("crossing")))
        args.insert(QStringLiteral("crossing"), true);
    if (w.options.contains(QStringLiteral("turn"))) {
        int turn = 0;
        if (!turnOption(c, w, &turn))
            return c.usage(usage);
        args.insert(QStringLiteral("turn"), turn);
    }
    return c.report(c.service.execute(QStringLiteral("orders.set"), args));
}

int ordersClear(CliContext &c, const Words &w)
{
    int turn = 0;
    if (w.positional.size() != 1 || !turnOption(c, w, &turn))
        return c.usage(Tr::tr("orders clear FILE ARMY [--turn N]"));
    return c.report(c.service.execute(
        QStringLiteral("orders.clear"),
        {{QStringLiteral("army"), w.positional.at(0)}, {QStringLiteral("turn"), turn}}));
}

int ordersList(CliContext &c, const Words &w)
{
    int turn = 0;
    if (!w.positional.isEmpty() || !turnOption(c, w, &turn))
        return c.usage(Tr::tr("orders list FILE [--turn N]"));
    const db::MonthMap month = db::loadMonthMap(database(c));
    const std::vector<Order> orders = db::loadOrders(database(c), turn);
    const OrderFacts facts{month.map, month.graph, month.map.armies};
    QJsonArray list;
    QStringList lines{Tr::tr("Orders for turn %1:").arg(turn)};
    for (const Army &army : month.map.armies) {
        QJsonObject entry{{QStringLiteral("army"), army.id.toLongLong()},
                          {QStringLiteral("name"), army.name},
                          {QStringLiteral("nation"), month.nationName(army.nationId)}};
        const auto order = std::find_if(orders.cbegin(), orders.cend(),
                                        [&](const Order &o) { return o.armyId == army.id; });
        QString text;
        if (order != orders.cend()) {
            text = month.orderText(*order);
            entry.insert(QStringLiteral("kind"), keyOf(order->kind));
            entry.insert(QStringLiteral("order"), text);
        } else if (const auto none = takesNoOrders(army, facts)) {
            text = describe(*none);
            entry.insert(QStringLiteral("noOrders"), text);
        } else {
            text = Tr::tr("no order yet");
        }
        list.append(entry);
        lines << Tr::tr("%1  %2 (%3): %4")
                     .arg(army.id, 3)
                     .arg(army.name, month.nationName(army.nationId), text);
    }
    c.print({{QStringLiteral("turn"), turn}, {QStringLiteral("orders"), list}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int ordersVerb(CliContext &c, QStringList words)
{
    return dispatch(c, std::move(words), QStringLiteral("orders"),
                    {{QStringLiteral("set"), ordersSet},
                     {QStringLiteral("clear"), ordersClear},
                     {QStringLiteral("list"), ordersList},
                     {QStringLiteral("sheet"), ordersSheet}},
                    {QStringLiteral("location"), QStringLiteral("turn"), QStringLiteral("paper")});
}

int terrainVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("pick"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int pick = w.positional.value(1).toInt(&ok);
             if (w.positional.size() != 2 || !ok)
                 return c.usage(Tr::tr("terrain pick FILE ARMY 1-6"));
             return c.report(c.service.execute(
                 QStringLiteral("terrain.pick"),
                 {{QStringLiteral("army"), w.positional.at(0)}, {QStringLiteral("pick"), pick}}));
         }},
        {QStringLiteral("adjust"),
         [](CliContext &c, const Words &w) {
             const QString word = w.positional.value(1);
             const std::map<QString, QString> keys{
                 {QStringLiteral("plus"), QStringLiteral("plus2")},
                 {QStringLiteral("minus"), QStringLiteral("minus2")},
                 {QStringLiteral("none"), QStringLiteral("none")}};
             const auto key = keys.find(word);
             if (w.positional.size() != 2 || key == keys.end())
                 return c.usage(Tr::tr("terrain adjust FILE ARMY plus|minus|none"));
             return c.report(c.service.execute(QStringLiteral("terrain.adjust"),
                                               {{QStringLiteral("army"), w.positional.at(0)},
                                                {QStringLiteral("adjustment"), key->second}}));
         }},
        {QStringLiteral("strike"),
         [](CliContext &c, const Words &w) {
             bool lineOk = false;
             bool countOk = false;
             const int line = w.positional.value(1).toInt(&lineOk);
             const int count = w.positional.value(2).toInt(&countOk);
             if (w.positional.size() != 3 || !lineOk || !countOk)
                 return c.usage(Tr::tr("terrain strike FILE ARMY LINE COUNT"));
             return c.report(c.service.execute(QStringLiteral("terrain.strike"),
                                               {{QStringLiteral("army"), w.positional.at(0)},
                                                {QStringLiteral("line"), line},
                                                {QStringLiteral("count"), count}}));
         }},
    };
    return dispatch(c, std::move(words), QStringLiteral("terrain"), actions, {});
}

/// "move sendback|letgo FILE ARMY [--off]": a player's answer for the move (§4.3, I-43).
int moveVerb(CliContext &c, QStringList words)
{
    const auto answer = [](const QString &key) {
        return [key](CliContext &c, const Words &w) {
            if (w.positional.size() != 1)
                return c.usage(Tr::tr("move sendback|letgo FILE ARMY [--off]"));
            return c.report(
                c.service.execute(QStringLiteral("move.answer"),
                                  {{QStringLiteral("army"), w.positional.at(0)},
                                   {QStringLiteral("answer"), key},
                                   {QStringLiteral("on"), !w.has(QStringLiteral("off"))}}));
        };
    };
    return dispatch(c, std::move(words), QStringLiteral("move"),
                    {{QStringLiteral("sendback"), answer(QStringLiteral("sendBack"))},
                     {QStringLiteral("letgo"), answer(QStringLiteral("letGo"))}},
                    {});
}

/// "location FILE ENGAGEMENT NATION poi|countryside|centre" and "stance FILE ENGAGEMENT NATION
/// defend|attack": one engagement number, one nation, one word.
int engagementChoice(CliContext &c, QStringList words, const QString &command,
                     const QString &argument, const QStringList &choices, const QString &usage)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    bool ok = false;
    const int engagement = w.positional.value(0).toInt(&ok);
    if (w.positional.size() != 3 || !ok || !choices.contains(w.positional.at(2)))
        return c.usage(usage);
    return c.report(c.service.execute(command, {{QStringLiteral("engagement"), engagement},
                                                {QStringLiteral("nation"), w.positional.at(1)},
                                                {argument, locationKey(w.positional.at(2))}}));
}

int engagementsVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {QStringLiteral("turn")});
    int turn = 0;
    if (!w.positional.isEmpty() || !turnOption(c, w, &turn))
        return c.usage(Tr::tr("engagements FILE [--turn N]"));
    const QJsonObject report = db::engagementsReport(database(c), turn);
    QStringList lines;
    for (const QJsonValue &value : report.value(QStringLiteral("engagements")).toArray()) {
        const QJsonObject e = value.toObject();
        QStringList armies;
        for (const QJsonValue &a : e.value(QStringLiteral("armies")).toArray()) {
            const QJsonObject army = a.toObject();
            QString text = Tr::tr("%1 (%2)").arg(army.value(QStringLiteral("name")).toString(),
                                                 army.value(QStringLiteral("nation")).toString());
            if (army.contains(QStringLiteral("location")))
                text += Tr::tr(" at the %1").arg(army.value(QStringLiteral("location")).toString());
            else if (army.contains(QStringLiteral("chosen")))
                text += army.value(QStringLiteral("chosen")).toBool() ? Tr::tr(" [chosen, secret]")
                                                                      : Tr::tr(" [to choose]");
            armies << text;
        }
        //: %1 number, %2 area, %3 cause key, %4 armies
        lines << Tr::tr("Engagement %1 in %2 (%3): %4")
                     .arg(e.value(QStringLiteral("number")).toInt())
                     .arg(e.value(QStringLiteral("area")).toString(),
                          e.value(QStringLiteral("cause")).toString(),
                          armies.join(QStringLiteral(", ")));
        for (const QJsonValue &f : e.value(QStringLiteral("factions")).toArray()) {
            QStringList members;
            for (const QJsonValue &a : f[QStringLiteral("larger")].toArray()) {
                const QJsonObject army = a.toObject();
                const QString name = army.value(QStringLiteral("name")).toString();
                if (army.contains(QStringLiteral("faction")))
                    members << Tr::tr("%1 in faction %2")
                                   .arg(name)
                                   .arg(army.value(QStringLiteral("faction")).toInt());
                else
                    members << name + (army.value(QStringLiteral("chosen")).toBool()
                                           ? Tr::tr(" [joined, secret]")
                                           : Tr::tr(" [to join]"));
            }
            QStringList opponents;
            for (const QJsonValue &n : f[QStringLiteral("opponent")].toArray())
                opponents << n.toString();
            //: %1 the larger side's armies with their factions, %2 the armies they face
            lines << Tr::tr("  §5.7 option B factions: %1, against %2")
                         .arg(members.join(QStringLiteral(", ")),
                              opponents.join(QStringLiteral(", ")));
        }
    }
    for (const QJsonValue &value : report.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        QStringList sides;
        for (const QString &key : {QStringLiteral("defenders"), QStringLiteral("attackers")}) {
            QStringList names;
            for (const QJsonValue &n : b.value(key).toArray())
                names << n.toString();
            sides << names.join(QStringLiteral(", "));
        }
        QString winner = Tr::tr("no result yet");
        const QJsonObject result = b.value(QStringLiteral("result")).toObject();
        const QJsonArray vp = result.value(QStringLiteral("vp")).toArray();
        if (!result.isEmpty() && !b.contains(QStringLiteral("winnerSideByHand")))
            //: %1 and %2 the defenders' and attackers' victory points
            winner = Tr::tr("a draw, %1 to %2 VP").arg(vp.at(0).toInt()).arg(vp.at(1).toInt());
        else if (!result.isEmpty())
            //: %1 the winning armies, %2 the level key (minor, major, rout), %3 and %4 the VP
            winner = Tr::tr("won by %1, %2, %3 to %4 VP")
                         .arg(sides.value(b.value(QStringLiteral("winnerSideByHand")).toInt()),
                              result.value(QStringLiteral("level")).toString())
                         .arg(vp.at(0).toInt())
                         .arg(vp.at(1).toInt());
        else if (b.contains(QStringLiteral("winnerSideByHand")))
            winner = Tr::tr("won by %1 (marked by hand)")
                         .arg(sides.value(b.value(QStringLiteral("winnerSideByHand")).toInt()));
        //: %1 number, %2 kind key, %3 area, %4 location key, %5 defenders, %6 attackers, %7 result
        lines << Tr::tr("Battle %1: %2 in %3 at %4, %5 against %6: %7")
                     .arg(b.value(QStringLiteral("number")).toInt())
                     .arg(b.value(QStringLiteral("kind")).toString(),
                          b.value(QStringLiteral("area")).toString(),
                          b.value(QStringLiteral("location")).toString(), sides.value(0),
                          sides.value(1), winner);
    }
    if (lines.isEmpty())
        lines << Tr::tr("No engagements in turn %1.").arg(turn);
    c.print(report, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int battleVerb(CliContext &c, QStringList words)
{
    const std::map<QString, Action> actions{
        {QStringLiteral("list"), battleList},
        {QStringLiteral("show"), battleShow},
        {QStringLiteral("brief"), battleBrief},
        {QStringLiteral("check"), battleCheck},
        {QStringLiteral("survival"), battleSurvival},
        {QStringLiteral("prepare"), battlePrepare},
        {QStringLiteral("winner"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int battle = w.positional.value(0).toInt(&ok);
             if (w.positional.size() != 2 || !ok)
                 return c.usage(Tr::tr("battle winner FILE BATTLE NATION"));
             return c.report(c.service.execute(QStringLiteral("battle.winner"),
                                               {{QStringLiteral("battle"), battle},
                                                {QStringLiteral("nation"), w.positional.at(1)}}));
         }},
        {QStringLiteral("general"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int battle = w.positional.value(0).toInt(&ok);
             if (w.positional.size() < 2 || w.positional.size() > 3 || !ok)
                 return c.usage(Tr::tr("battle general FILE BATTLE GENERAL [HERO] [--name NAME]"));
             // A character is named by his id or his name.
             const auto character = [](const QString &word) {
                 bool number = false;
                 const qint64 id = word.toLongLong(&number);
                 return number ? QJsonValue(id) : QJsonValue(word);
             };
             QJsonObject args{{QStringLiteral("battle"), battle},
                              {QStringLiteral("general"), character(w.positional.at(1))}};
             if (w.positional.size() == 3)
                 args.insert(QStringLiteral("hero"), character(w.positional.at(2)));
             if (w.options.contains(QStringLiteral("name")))
                 args.insert(QStringLiteral("name"), w.options.value(QStringLiteral("name")));
             return c.report(c.service.execute(QStringLiteral("battle.general"), args));
         }},
        {QStringLiteral("portal"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int battle = w.positional.value(0).toInt(&ok);
             if (w.positional.size() != 3 || !ok)
                 return c.usage(Tr::tr("battle portal FILE BATTLE ARMY XXYY"));
             return c.report(c.service.execute(QStringLiteral("battle.portal"),
                                               {{QStringLiteral("battle"), battle},
                                                {QStringLiteral("army"), w.positional.at(1)},
                                                {QStringLiteral("area"), w.positional.at(2)}}));
         }},
        {QStringLiteral("result"),
         [](CliContext &c, const Words &w) {
             bool ok = false;
             const int battle = w.positional.value(0).toInt(&ok);
             if (w.positional.size() != 2 || !ok)
                 return c.usage(Tr::tr("battle result FILE BATTLE RESULT.json [--typed 5,3]"));
             QFile in(w.positional.at(1));
             if (!in.open(QIODevice::ReadOnly))
                 return c.fileError(
                     {db::FileProblem::Unreadable,
                      Tr::tr("%1 cannot be read: %2").arg(w.positional.at(1), in.errorString())});
             QJsonParseError error;
             const QJsonDocument sheet = QJsonDocument::fromJson(in.readAll(), &error);
             if (!sheet.isObject())
                 return c.usage(Tr::tr("%1 is not a result sheet (a JSON object, see "
                                       "docs/battle-result-format.md): %2")
                                    .arg(w.positional.at(1), error.errorString()));
             QJsonObject args{{QStringLiteral("battle"), battle},
                              {QStringLiteral("result"), sheet.object()}};
             if (w.options.contains(QStringLiteral("typed"))) {
                 const auto typed = typedFaces(w.options.value(QStringLiteral("typed")));
                 if (!typed)
                     return c.usage(
                         Tr::tr("--typed takes whole numbers separated by commas, such as 5,3."));
                 args.insert(QStringLiteral("typed"), *typed);
             }
             const db::ExecuteResult r = c.service.execute(QStringLiteral("battle.result"), args);
             const int code = c.report(r);
             // The arithmetic under the summary: VP, survival, character and item fates.
             if (r.ok() && !c.json)
                 for (const QJsonValue &line : r.result.value(QStringLiteral("lines")).toArray())
                     c.out << QStringLiteral("  ") << line.toString() << Qt::endl;
             return code;
         }},
    };
    return dispatch(c, std::move(words), QStringLiteral("battle"), actions,
                    {QStringLiteral("typed"), QStringLiteral("paper"), QStringLiteral("first"),
                     QStringLiteral("name")});
}

} // namespace

void addMonthVerbs(VerbTable &table)
{
    table.add({QStringLiteral("supply"), QStringLiteral("supply FILE [ARMY]"),
               Tr::tr("each army's supply as worked out at M-0, with the chain of areas to its "
                      "source (§4.5)"),
               true, supplyVerb});
    table.add({QStringLiteral("orders"),
               QStringLiteral("orders set|list|clear|sheet FILE [ARMY KIND [XXYY] | NATION "
                              "OUT.pdf] [--location L] [--crossing] [--turn N] [--paper P]"),
               Tr::tr("write, list or take back the armies' orders at M-1 (§4.1, §4.2), or "
                      "print a nation's blank order sheet"),
               true, ordersVerb});
    table.add({QStringLiteral("terrain"),
               QStringLiteral("terrain pick|adjust|strike FILE ARMY ..."),
               Tr::tr("a terrain delay check at M-2B: record the player's number and roll, the "
                      "natural-habitat option, then strike the units it cost (§4.4)"),
               true, terrainVerb});
    table.add({QStringLiteral("move"), QStringLiteral("move sendback|letgo FILE ARMY [--off]"),
               Tr::tr("a player's answer before the move (M-2): the army sent back when two of "
                      "his armies would share an area (§4.3), or a leaving enemy let go (I-43)"),
               true, moveVerb});
    table.add(
        {QStringLiteral("location"),
         QStringLiteral("location FILE ENGAGEMENT NATION poi|countryside|centre"),
         Tr::tr("a nation's secret location choice in an engagement at M-3 (§5.2)"), true,
         [](CliContext &c, QStringList words) {
             return engagementChoice(
                 c, std::move(words), QStringLiteral("location.choose"), QStringLiteral("location"),
                 {QStringLiteral("poi"), QStringLiteral("countryside"), QStringLiteral("centre")},
                 Tr::tr("location FILE ENGAGEMENT NATION poi|countryside|centre"));
         }});
    table.add({QStringLiteral("stance"),
               QStringLiteral("stance FILE ENGAGEMENT NATION defend|attack"),
               Tr::tr("a nation's secret declaration where three or more nations meet (§5.7)"),
               true, [](CliContext &c, QStringList words) {
                   return engagementChoice(c, std::move(words), QStringLiteral("stance.declare"),
                                           QStringLiteral("stance"),
                                           {QStringLiteral("defend"), QStringLiteral("attack")},
                                           Tr::tr("stance FILE ENGAGEMENT NATION defend|attack"));
               }});
    table.add({QStringLiteral("faction"), QStringLiteral("faction FILE ENGAGEMENT NATION 1|2"),
               Tr::tr("the faction a player of the larger side joins in secret under option B "
                      "(§5.7)"),
               true, [](CliContext &c, QStringList words) {
                   int code = ExitOk;
                   if (!c.openCampaign(words, &code))
                       return code;
                   const Words w = parseWords(words, {});
                   bool numberOk = false;
                   bool factionOk = false;
                   const int engagement = w.positional.value(0).toInt(&numberOk);
                   const int faction = w.positional.value(2).toInt(&factionOk);
                   if (w.positional.size() != 3 || !numberOk || !factionOk)
                       return c.usage(Tr::tr("faction FILE ENGAGEMENT NATION 1|2"));
                   return c.report(
                       c.service.execute(QStringLiteral("faction.join"),
                                         {{QStringLiteral("engagement"), engagement},
                                          {QStringLiteral("nation"), w.positional.at(1)},
                                          {QStringLiteral("faction"), faction}}));
               }});
    table.add({QStringLiteral("engagements"), QStringLiteral("engagements FILE [--turn N]"),
               Tr::tr("the turn's engagements, secret choices hidden until all are in, and the "
                      "pending battles (§5.1-§5.7)"),
               true, engagementsVerb});
    table.add(
        {QStringLiteral("battle"),
         QStringLiteral(
             "battle list|show|prepare|brief|check|result|survival|winner|general|portal FILE "
             "[BATTLE|all] [OUT.pdf|RESULT.json|NATION [LIST.txt]|GENERAL [HERO]] "
             "[--first defenders|attackers] [--paper a4|letter] [--typed 5,3] "
             "[--name NAME]"),
         Tr::tr("the month's pending battles: list them, show one's brief, prepare the "
                "table (event card, POI card, first terrain placer), print briefs "
                "with result sheets (§5.10-§5.11), enter a result from its sheet: VP, "
                "winner, level, survival rolls, character and item fates (M-3, "
                "§6.1-§6.5); name a fallen general's successor (§6.6); or, as a stop-gap, "
                "mark the winner by hand"),
         true, battleVerb});
}

} // namespace herald::cli
