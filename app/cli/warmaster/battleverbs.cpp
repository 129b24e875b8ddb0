#include "app/cli/warmaster/battleverbs.h"

#include "app/printing/battlebriefsheet.h"
#include "app/services/warmaster/battlebriefs.h"
#include "app/services/warmaster/battlelistcheck.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/survivalreport.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::BattleVerbs)
};

QString noBattles()
{
    return Tr::tr("No battles are pending: briefs exist at M-3 of a month with battles.");
}

/// The battle numbered `word` among the briefs, or nullptr.
const app::BattleBrief *findBrief(const std::vector<app::BattleBrief> &briefs, const QString &word)
{
    bool ok = false;
    const int number = word.toInt(&ok);
    const auto it = std::find_if(briefs.begin(), briefs.end(), [&](const app::BattleBrief &b) {
        return ok && b.number == number;
    });
    return it == briefs.end() ? nullptr : &*it;
}

QStringList briefLines(const app::BattleBrief &b)
{
    QStringList lines{b.title};
    //: %1 terrain, %2 where in the area
    lines << Tr::tr("  Terrain %1, at the %2").arg(b.terrain, b.location);
    //: %1 points per side
    lines << Tr::tr("  Army size: %L1 points a side").arg(b.pointsPerSide);
    //: %1 cards drawn, %2 cards kept, %3 why
    lines << Tr::tr("  Terrain cards: draw %1, keep %2 (%3)")
                 .arg(b.terrainDrawn)
                 .arg(b.terrainKept)
                 .arg(b.terrainReason);
    lines << Tr::tr("  At table centre: %1").arg(b.objective);
    if (!b.fortifications.isEmpty())
        lines << QStringLiteral("  ") + b.fortifications;
    lines << Tr::tr("  Length: %1").arg(b.ending);
    if (b.prepared) {
        lines << Tr::tr("  Random event: %1").arg(b.eventCard);
        lines << QStringLiteral("  ") + b.firstPlacer;
    } else {
        lines << Tr::tr("  Not prepared yet: battle prepare draws the event card and settles "
                        "the first terrain placer");
    }
    if (!b.poiCardId.isEmpty())
        lines << (b.poiCard.isEmpty() ? Tr::tr("  POI card: face down until both armies are "
                                               "deployed")
                                      : Tr::tr("  POI card: %1").arg(b.poiCard));
    for (const QString &bought : b.bought)
        lines << QStringLiteral("  ") + bought;
    for (const app::BattleSideBrief &side : b.sides) {
        //: %1 "Defenders" or "Attackers", %2 their armies
        lines << Tr::tr("  %1: %2").arg(side.role, side.armies.join(QStringLiteral("; ")));
        lines << QStringLiteral("    ") + side.deployment;
    }
    if (!b.result.isEmpty())
        lines << Tr::tr("  Result: %1").arg(b.result);
    return lines;
}

} // namespace

int battleList(CliContext &c, const Words &w)
{
    if (!w.positional.isEmpty())
        return c.usage(Tr::tr("battle list FILE"));
    const auto briefs = app::battleBriefs(c.service);
    QJsonArray json;
    QStringList lines;
    for (const app::BattleBrief &b : briefs) {
        json.append(b.toJson());
        QStringList sides;
        for (const app::BattleSideBrief &side : b.sides)
            sides << side.armies.join(QStringLiteral(", "));
        //: %1 the battle's title, %2 defenders, %3 attackers, %4 result or "no result yet"
        lines << Tr::tr("%1: %2 against %3 — %4")
                     .arg(b.title, sides.value(0), sides.value(1),
                          b.result.isEmpty() ? Tr::tr("no result yet") : b.result);
    }
    if (lines.isEmpty())
        lines << noBattles();
    c.print(QJsonObject{{QStringLiteral("battles"), json}}, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int battleShow(CliContext &c, const Words &w)
{
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("battle show FILE BATTLE"));
    const auto briefs = app::battleBriefs(c.service);
    const app::BattleBrief *brief = findBrief(briefs, w.positional.at(0));
    if (!brief) {
        c.err << (briefs.empty()
                      ? noBattles()
                      : Tr::tr("There is no pending battle %1 this month.").arg(w.positional.at(0)))
              << Qt::endl;
        return ExitRefused;
    }
    c.print(brief->toJson(), briefLines(*brief).join(QLatin1Char('\n')));
    return ExitOk;
}

int battleSurvival(CliContext &c, const Words &w)
{
    bool ok = false;
    const int number = w.positional.value(0).toInt(&ok);
    if (w.positional.size() != 1 || !ok)
        return c.usage(Tr::tr("battle survival FILE BATTLE"));
    const db::CampaignDate date = c.service.info().date;
    const QJsonArray rolls = db::survivalRolls(c.service.file()->database(),
                                               db::turnNumber(date.year, date.month), number);
    QStringList lines;
    for (const QJsonValue &value : rolls) {
        const QJsonObject r = value.toObject();
        const QString unit = Tr::tr("%1, line %2")
                                 .arg(r.value(QStringLiteral("nation")).toString())
                                 .arg(r.value(QStringLiteral("line")).toInt());
        const int target = r.value(QStringLiteral("target")).toInt();
        const bool survives = r.value(QStringLiteral("survives")).toBool();
        lines << (target == 0
                      //: %1 unit, %2 stands lost
                      ? Tr::tr("%1: %2 stand(s) lost, back without a roll")
                            .arg(unit)
                            .arg(r.value(QStringLiteral("stands")).toInt())
                      //: %1 unit, %2 stands lost, %3 the score needed, %4 the die, %5 the outcome
                      : Tr::tr("%1: %2 stand(s) lost, needs %3+, rolled %4: %5")
                            .arg(unit)
                            .arg(r.value(QStringLiteral("stands")).toInt())
                            .arg(target)
                            .arg(r.value(QStringLiteral("face")).toInt())
                            .arg(survives ? Tr::tr("returns") : Tr::tr("struck from the roster")));
    }
    if (lines.isEmpty())
        lines << Tr::tr("Battle %1 has no survival rolls this month: they are rolled when its "
                        "result is entered (battle result, with --typed for dice rolled at the "
                        "table).")
                     .arg(number);
    c.print(QJsonObject{{QStringLiteral("battle"), number}, {QStringLiteral("rolls"), rolls}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int battleCheck(CliContext &c, const Words &w)
{
    bool ok = false;
    const int number = w.positional.value(0).toInt(&ok);
    if (w.positional.size() != 3 || !ok)
        return c.usage(Tr::tr("battle check FILE BATTLE NATION LIST.txt"));
    QFile in(w.positional.at(2));
    if (!in.open(QIODevice::ReadOnly | QIODevice::Text))
        return c.fileError(
            {db::FileProblem::Unreadable,
             Tr::tr("%1 cannot be read: %2").arg(w.positional.at(2), in.errorString())});
    const app::TypedListCheck checked =
        app::checkTypedList(c.service, number, w.positional.at(1), QString::fromUtf8(in.readAll()));
    const QStringList problems = checked.problems();
    QStringList text = checked.refusal.isEmpty() ? checked.check.lines : QStringList();
    for (const QString &problem : problems)
        //: a problem of a typed battle list, printed under its arithmetic
        text << Tr::tr("Refused: %1").arg(problem);
    if (problems.isEmpty())
        text << Tr::tr("The list is legal for battle %1.").arg(number);
    c.print(QJsonObject{{QStringLiteral("battle"), number},
                        {QStringLiteral("ok"), checked.ok()},
                        {QStringLiteral("points"), checked.check.total().toString()},
                        {QStringLiteral("lines"), QJsonArray::fromStringList(checked.check.lines)},
                        {QStringLiteral("problems"), QJsonArray::fromStringList(problems)}},
            text.join(QLatin1Char('\n')));
    return checked.ok() ? ExitOk : ExitRefused;
}

int battlePrepare(CliContext &c, const Words &w)
{
    const QString usage =
        Tr::tr("battle prepare FILE BATTLE|all [--first defenders|attackers] [--typed 4]");
    if (w.positional.size() != 1)
        return c.usage(usage);
    QJsonObject args;
    if (w.positional.at(0) != QLatin1String("all")) {
        bool ok = false;
        const int number = w.positional.at(0).toInt(&ok);
        if (!ok)
            return c.usage(usage);
        args.insert(QStringLiteral("battle"), number);
    }
    if (w.options.contains(QStringLiteral("first")))
        args.insert(QStringLiteral("firstPlacer"), w.options.value(QStringLiteral("first")));
    if (w.options.contains(QStringLiteral("typed"))) {
        const auto typed = typedFaces(w.options.value(QStringLiteral("typed")));
        if (!typed)
            return c.usage(Tr::tr("--typed takes whole numbers separated by commas, such as 4."));
        args.insert(QStringLiteral("typed"), *typed);
    }
    return c.report(c.service.execute(QStringLiteral("battle.prepare"), args));
}

int battleBrief(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("battle brief FILE BATTLE|all OUT.pdf [--paper a4|letter]"));
    const QString out = w.positional.at(1);
    printing::PrintOptions options;
    if (const int code = pdfTarget(c, w, out, &options); code != ExitOk)
        return code;
    std::vector<app::BattleBrief> briefs = app::battleBriefs(c.service);
    if (w.positional.at(0) != QLatin1String("all")) {
        const app::BattleBrief *brief = findBrief(briefs, w.positional.at(0));
        if (!brief) {
            c.err << (briefs.empty() ? noBattles()
                                     : Tr::tr("There is no pending battle %1 this month.")
                                           .arg(w.positional.at(0)))
                  << Qt::endl;
            return ExitRefused;
        }
        briefs = {*brief};
    } else if (briefs.empty()) {
        c.err << noBattles() << Qt::endl;
        return ExitRefused;
    }
    const printing::BattleBriefSheet sheet(briefs);
    if (const QString error = printing::printToPdf(sheet, out, options); !error.isEmpty())
        return c.fileError({db::FileProblem::Storage, error});
    const int pages = printing::pageCount(sheet, options);
    QJsonArray numbers;
    for (const app::BattleBrief &b : briefs)
        numbers.append(b.number);
    c.print(QJsonObject{{QStringLiteral("printed"), out},
                        {QStringLiteral("battles"), numbers},
                        {QStringLiteral("pages"), pages}},
            //: %n how many battles, %1 the PDF file, %2 its pages
            Tr::tr("Briefs and result sheets of %n battle(s) written to %1 (%2 pages)", nullptr,
                   static_cast<int>(briefs.size()))
                .arg(out)
                .arg(pages));
    return ExitOk;
}

} // namespace herald::cli
