#pragma once

// The real herald-cli as the CLI tests run it (HERALD_CLI is the executable).
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

/// The opening lines of a `run` script (a string literal, so a test appends its own lines): the
/// demo map with each of its four nations on the sample River Kingdom army list.
#define HERALD_DEMO_NATIONS_SCRIPT                                                                 \
    "map demo\n"                                                                                   \
    "nation edit \"Kingdom of Veyra\" --list sample-river-kingdom\n"                               \
    "nation edit \"Ironhold Clans\" --list sample-river-kingdom\n"                                 \
    "nation edit \"Mirefolk Tribes\" --list sample-river-kingdom\n"                                \
    "nation edit \"Ash Riders\" --list sample-river-kingdom\n"

/// The demo nations taken through the set-up and the New Year into month 1, M-0, with one army
/// each for Veyra (Host of the Crown, Duke Aldric, in 0407 Carrow) and Ironhold (Iron Guard,
/// Thane Borin, in 0804 Gallowmere), placed at NY-7; the steps Herald leaves to the referee are
/// confirmed by hand.
#define HERALD_DEMO_MONTH_ONE_SCRIPT                                                               \
    HERALD_DEMO_NATIONS_SCRIPT                                                                     \
    "calendar next\ncalendar next\ncalendar next\n" /* S-1 .. S-4 */                               \
    "calendar next --by-hand\ncalendar next --by-hand\n"                                           \
    "calendar next\ncalendar next\n" /* S-6, NY-1 */                                               \
    "calendar next --by-hand\n"      /* NY-2 */                                                    \
    "calendar next\ncalendar next\n" /* NY-2a, NY-3 */                                             \
    "calendar next --by-hand\n"      /* NY-4 */                                                    \
    "calendar next\ncalendar next\n" /* NY-5, NY-6 */                                              \
    "character buy \"Kingdom of Veyra\" Marshal --name \"Duke Aldric\"\n"                          \
    "character buy \"Ironhold Clans\" Marshal --name \"Thane Borin\"\n"                            \
    "army place \"Kingdom of Veyra\" \"Host of the Crown\" --general \"Duke Aldric\" --area "      \
    "0407\n"                                                                                       \
    "army place \"Ironhold Clans\" \"Iron Guard\" --general \"Thane Borin\" --area 0804\n"         \
    "calendar next\n" /* NY-7 -> M-0 */

/// One finished herald-cli process.
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    [[nodiscard]] QString outText() const { return QString::fromUtf8(out); }
    [[nodiscard]] QString errText() const { return QString::fromUtf8(err); }
    /// Standard output and error together, for a failure message or a search.
    [[nodiscard]] QString text() const { return QString::fromUtf8(out + err); }

    /// Standard output as one JSON document (an export written to "-").
    [[nodiscard]] QJsonObject document() const { return QJsonDocument::fromJson(out).object(); }
    /// The first line of standard output as a JSON object (--json prints one per verb).
    [[nodiscard]] QJsonObject json() const
    {
        return QJsonDocument::fromJson(out.split('\n').first()).object();
    }
};

inline Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(HERALD_CLI), args);
    p.waitForFinished(30000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}

/// M-0 to M-3 of a month of the demo campaign (HERALD_DEMO_MONTH_ONE_SCRIPT): everyone present,
/// supply by hand, the Host of the Crown and the Iron Guard ordered to move, then the reveal,
/// the terrain checks and the movement.
inline QByteArray demoMonthTo(const QByteArray &hostTo, const QByteArray &guardTo)
{
    return "attendance \"Kingdom of Veyra\" present\n"
           "attendance \"Ironhold Clans\" present\n"
           "attendance \"Mirefolk Tribes\" present\n"
           "attendance \"Ash Riders\" present\n"
           "calendar next --by-hand\n" // M-0 -> M-1: supply
           "orders set \"Host of the Crown\" move " +
           hostTo +
           "\n"
           "orders set \"Iron Guard\" move " +
           guardTo +
           "\n"
           "calendar next\n"  // M-1 -> M-2A
           "calendar next\n"  // M-2A -> M-2B
           "calendar next\n"  // M-2B -> M-2C
           "calendar next\n"; // M-2C -> M-3: the armies move
}

/// M-3 to the next month's M-0, M-4 and M-5 on paper.
inline QByteArray demoMonthEnd()
{
    return "calendar next\n"           // M-3 -> M-4
           "calendar next --by-hand\n" // M-4 -> M-5
           "calendar next --by-hand\n" // M-5 -> M-6
           "calendar next\n";          // M-6 -> M-0
}

/// From a new campaign to the demo's first battle: HERALD_DEMO_MONTH_ONE_SCRIPT with four Bank
/// Wardens for Veyra and two Lance Knights for Ironhold, then three months of marching until the
/// Host of the Crown and the Iron Guard meet in Oakhurst (0707) at M-3 of month 3 and both choose
/// the countryside: pending battle 1.
inline QByteArray demoFirstBattleScript()
{
    return HERALD_DEMO_MONTH_ONE_SCRIPT "roster buy \"Kingdom of Veyra\" \"Bank Wardens\" 4\n"
                                        "roster buy \"Ironhold Clans\" \"Lance Knights\" 2\n" +
           demoMonthTo("0508", "0805") + demoMonthEnd() + demoMonthTo("0607", "0806") +
           demoMonthEnd() + demoMonthTo("0707", "0707") +
           "location 1 \"Kingdom of Veyra\" countryside\n"
           "location 1 \"Ironhold Clans\" countryside\n";
}

/// Writes `lines` to `scriptPath` and runs them against `campaign` (`--json run`).
inline Run runScript(const QString &campaign, const QString &scriptPath, const QByteArray &lines)
{
    QFile f(scriptPath);
    if (!f.open(QIODevice::WriteOnly) || f.write(lines) != lines.size())
        return {-1, {}, QByteArrayLiteral("the script could not be written")};
    f.close();
    return cli({QStringLiteral("--json"), QStringLiteral("run"), campaign, scriptPath});
}
