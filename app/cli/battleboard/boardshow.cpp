#include "app/cli/battleboard/boardshow.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/services/battleboard/boardodds.h"
#include "app/services/battleboard/boardtext.h"
#include "core/battleboard/boardkeys.h"
#include "core/battleboard/words.h"
#include "db/battleboard/statejson.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::cli {

using namespace herald::battleboard;
using namespace herald::app::battleboard;
using herald::warmaster::keyOf;

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::BoardShow)
};

std::optional<Board> boardWord(CliContext &c, const QStringList &positional, int *code)
{
    if (positional.isEmpty()) {
        *code = c.usage(Tr::tr("Name the battle (see: board list FILE)."));
        return std::nullopt;
    }
    auto b = board(c.service, positional.first());
    if (!b)
        *code = c.usage(Tr::tr("There is no battle board battle \"%1\" (see: board list FILE).")
                            .arg(positional.first()));
    return b;
}

/// Every space from the defender's reserve down to the attacker's, then the retreat boxes.
QList<Space> spacesTopDown(int columns)
{
    QList<Space> spaces{space(Side::Defender, SpaceKind::Reserve)};
    for (const SpaceKind kind : {SpaceKind::Line, SpaceKind::Middle}) {
        for (int col = 1; col <= columns; ++col)
            spaces << space(Side::Defender, kind, col);
    }
    for (int col = 1; col <= columns; ++col)
        spaces << space(Side::Attacker, SpaceKind::Line, col);
    spaces << space(Side::Attacker, SpaceKind::Reserve) << space(Side::Defender, SpaceKind::Retreat)
           << space(Side::Attacker, SpaceKind::Retreat);
    return spaces;
}

QStringList boardLines(const BattleState &s)
{
    QStringList lines;
    for (const Space &where : spacesTopDown(s.columns())) {
        QStringList here;
        for (const Unit &u : s.units) {
            if (u.onBoard() && u.where() == where)
                here << (u.acted ? Tr::tr("%1 (acted)").arg(unitName(u)) : unitName(u));
        }
        QString name = spaceName(where);
        if (s.isEntrenched(where))
            name = Tr::tr("%1, entrenched").arg(name);
        if (!here.isEmpty())
            lines << QStringLiteral("  %1: %2").arg(name, here.join(QStringLiteral(", ")));
    }
    QStringList gone;
    for (const Unit &u : s.units) {
        if (u.eliminated)
            gone << unitName(u);
    }
    if (!gone.isEmpty())
        lines << Tr::tr("  Eliminated: %1").arg(gone.join(QStringLiteral(", ")));
    return lines;
}

} // namespace

int listBoards(CliContext &c)
{
    const QStringList names = battleNames(c.service);
    c.print({{QStringLiteral("battles"), QJsonArray::fromStringList(names)}},
            names.isEmpty() ? Tr::tr("No battle board battles yet.")
                            : names.join(QLatin1Char('\n')));
    return ExitOk;
}

int showBoard(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {});
    int code = ExitOk;
    const auto b = boardWord(c, w.positional, &code);
    if (!b)
        return code;
    QStringList lines{Tr::tr("%1: %2 (attacker) against %3 (defender), a %4 battle")
                          .arg(b->name, b->army(Side::Attacker).name, b->army(Side::Defender).name,
                               b->size == BattleSize::Major ? Tr::tr("major") : Tr::tr("minor"))};
    if (b->rules.tables.placeholder)
        lines << placeholderNotice();
    lines << stageLine(*b);
    QJsonObject armies;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        const auto &army = b->army(side);
        QJsonArray units;
        QStringList names;
        for (const Deployment &d : army.units) {
            units.append(QJsonObject{{QStringLiteral("type"), keyOf(d.type)},
                                     {QStringLiteral("elite"), d.elite}});
            names << typeName(d.type, d.elite);
        }
        armies.insert(keyOf(side), QJsonObject{{QStringLiteral("name"), army.name},
                                               {QStringLiteral("units"), units},
                                               {QStringLiteral("setUp"), army.deployed}});
        if (!b->state)
            lines << (army.deployed ? Tr::tr("%1 (%2): set-up in, kept hidden")
                                    : Tr::tr("%1 (%2): set-up still to come"))
                         .arg(army.name, names.join(QStringLiteral(", ")));
    }
    QJsonObject json{{QStringLiteral("battle"), b->name},
                     {QStringLiteral("size"), keyOf(b->size)},
                     {QStringLiteral("armies"), armies},
                     {QStringLiteral("placeholderTables"), b->rules.tables.placeholder}};
    if (b->state) {
        lines << boardLines(*b->state);
        json.insert(QStringLiteral("state"), db::battleboard::battleStateToJson(*b->state));
    }
    if (w.has(QStringLiteral("log"))) {
        QJsonArray log;
        lines << Tr::tr("Log:");
        for (const LogLine &line : battleLog(c.service, *b)) {
            log.append(QJsonObject{{QStringLiteral("turn"), line.turn},
                                   {QStringLiteral("text"), line.text}});
            lines << QStringLiteral("  ") + line.text;
        }
        json.insert(QStringLiteral("log"), log);
    }
    c.print(json, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int showOdds(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("runs"), QStringLiteral("seed")});
    int code = ExitOk;
    const auto b = boardWord(c, w.positional, &code);
    if (!b)
        return code;
    bool ok = true;
    const int runs = w.options.value(QStringLiteral("runs"), QStringLiteral("1000")).toInt(&ok);
    if (!ok || runs < 1 || runs > 1000000)
        return c.usage(Tr::tr("--runs takes a number of battles from 1 to 1000000."));
    const quint64 seed =
        w.options.value(QStringLiteral("seed"), QString::number(defaultOddsSeed)).toULongLong(&ok);
    if (!ok)
        return c.usage(Tr::tr("--seed takes a whole number."));
    const BattleOdds odds = boardOdds(*b, runs, seed);
    if (odds.battles == 0)
        return c.usage(odds.setupIssues.join(QLatin1Char(' ')));
    QStringList lines{odds.summary()};
    lines << meanLossLines(*b, odds);
    QJsonObject json = oddsToJson(odds);
    json.insert(QStringLiteral("battle"), b->name);
    json.insert(QStringLiteral("seed"), QString::number(seed));
    json.insert(QStringLiteral("from"),
                b->state ? QStringLiteral("current") : QStringLiteral("setup"));
    c.print(json, lines.join(QLatin1Char('\n')));
    return ExitOk;
}

} // namespace herald::cli
