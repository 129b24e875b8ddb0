// The New Year through storage (§3.1): calendar.next from NY-1 to month 1's M-0 as the referee
// runs it, each step one command with its blockers read, its work done and its changeset
// recorded, on a generated campaign of 64 nations and 256 armies. The XXYY numbering of the
// campaign file stops at 99 × 99, so the largest map is 9,801 areas (the 10,000 is
// the core figure of bench_warmaster_newyear). Prints each step and the whole New Year at
// 1,000, 3,000 and 9,801 areas. The 50 ms is the rules' figure (bench_warmaster_newyear,
// 10,000 areas). Through storage each of the eight steps loads the stored map once (about 30 ms
// at 9,801 areas), so the target here is a guard against a step loading it once per nation
// again (NY-3 and NY-7 did: 5 s): under 400 ms at 9,801. HERALD_BENCH_QUICK=1 runs one round.
#include "../benchutil.h"
#include "core/map/hex.h"
#include "core/warmaster/calendar.h"
#include "db/campaignfile.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/warmaster/calendarrepository.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <map>

using namespace herald;
using warmaster::CampaignStep;

namespace {

constexpr int nationCount = 64;
constexpr int armyCount = 256;

QString hexAt(int column, int row)
{
    return map::Hex::fromOffset({column, row}).toXXYY();
}

/// columns × rows land areas, every nation a run of areas in column order; in each run one
/// area in six is a town and the rest villages, the run's last areas beyond a multiple of six
/// left uncontrolled, so that V = 5T and no nation produces or loses a centre (the NY-4 plan
/// is empty); every 97th area a chaos land; two nations absent.
QJsonObject generatedMap(int columns, int rows)
{
    const int total = columns * rows;
    std::map<int, int> runs; // per nation, the areas of its run
    for (int i = 0; i < total; ++i)
        ++runs[i * nationCount / total];
    QJsonArray areas;
    std::map<int, int> placed;      // per nation, areas so far
    std::map<int, QString> capital; // per nation, its first area
    for (int col = 0; col < columns; ++col) {
        for (int row = 0; row < rows; ++row) {
            const int i = col * rows + row;
            const int owner = i * nationCount / total;
            const int index = placed[owner]++;
            QJsonObject area{{QStringLiteral("hex"), hexAt(col, row)},
                             {QStringLiteral("terrain"), QStringLiteral("plains")},
                             {QStringLiteral("landmass"), QStringLiteral("main")}};
            // the last areas of a run beyond a multiple of 6 stay uncontrolled: V = 5T exactly
            if (index < runs[owner] / 6 * 6)
                area.insert(QStringLiteral("owner"), QStringLiteral("n%1").arg(owner));
            if (index == 0)
                capital[owner] = hexAt(col, row);
            if (index % 6 == 5)
                area.insert(QStringLiteral("centre"), QStringLiteral("town"));
            else if (i % 97 == 0)
                area.insert(QStringLiteral("chaos"), true);
            areas.append(area);
        }
    }
    QJsonArray nations;
    for (int n = 0; n < nationCount; ++n)
        nations.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("n%1").arg(n)},
                                   {QStringLiteral("name"), QStringLiteral("Nation %1").arg(n)},
                                   {QStringLiteral("colour"), QStringLiteral("#808080")},
                                   {QStringLiteral("race"), QStringLiteral("sample-river-kingdom")},
                                   {QStringLiteral("capital"), capital[n]},
                                   {QStringLiteral("npp"), n == 5 || n == 40}});
    return {
        {QStringLiteral("format"), QStringLiteral("herald-strategic-map")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("name"), QStringLiteral("Generated")},
        {QStringLiteral("layout"), QJsonObject{{QStringLiteral("offset"), QStringLiteral("odd-q")},
                                               {QStringLiteral("columns"), columns},
                                               {QStringLiteral("rows"), rows}}},
        {QStringLiteral("landmasses"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("main")},
                                {QStringLiteral("name"), QStringLiteral("Mainland")}}}},
        {QStringLiteral("nations"), nations},
        {QStringLiteral("areas"), areas}};
}

void must(db::CommandRunner &runner, const QString &command, const QJsonObject &args = {})
{
    const db::ExecuteResult r = runner.execute(command, args);
    if (!r.ok())
        qFatal("%s: %s", qPrintable(command), qPrintable(r.message));
}

/// Last year's armies, 4 per nation, each led by its own general: NY-1 takes them off the map
/// (the absent nations' stay). Written by SQL since placing them is not what is measured.
void addArmies(const QSqlDatabase &db, int columns, int rows)
{
    QSqlQuery(db).exec(QStringLiteral("BEGIN"));
    QSqlQuery character(db);
    character.prepare(
        QStringLiteral("INSERT INTO character (nation_id, name, type) VALUES (?, ?, 'general')"));
    QSqlQuery army(db);
    army.prepare(
        QStringLiteral("INSERT INTO army (nation_id, name, general_id, area) VALUES (?, ?, ?, ?)"));
    for (int i = 0; i < armyCount; ++i) {
        const int nation = i % nationCount + 1;
        character.addBindValue(nation);
        character.addBindValue(QStringLiteral("General %1").arg(i));
        character.exec();
        army.addBindValue(nation);
        army.addBindValue(QStringLiteral("Army %1").arg(i));
        army.addBindValue(character.lastInsertId());
        // an area of the army's own run of areas (the armies' places do not matter to NY-1)
        const int area = ((nation - 1) * columns * rows + nationCount - 1) / nationCount;
        army.addBindValue(hexAt(area / rows, area % rows));
        army.exec();
    }
    QSqlQuery(db).exec(QStringLiteral("COMMIT"));
}

struct Round
{
    std::map<QString, double> steps; // label -> ms
    double total = 0;
};

/// One New Year, NY-1 to month 1's M-0, each step timed; then undone, ready for the next.
Round newYear(db::CommandRunner &runner, const QSqlDatabase &db)
{
    Round round;
    int done = 0;
    while (true) {
        const auto date = db::loadCampaignDate(db);
        if (!date || date->step == CampaignStep::StartOfTurn)
            break;
        QElapsedTimer t;
        t.start();
        must(runner, QStringLiteral("calendar.next"), {{QStringLiteral("confirmedByHand"), true}});
        const double ms = double(t.nsecsElapsed()) / 1e6;
        round.steps[warmaster::stepLabel(date->step)] = ms;
        round.total += ms;
        ++done;
    }
    for (int i = 0; i < done; ++i)
        runner.undo();
    return round;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int rounds = quickBench() ? 1 : 7;
    struct Size
    {
        int columns;
        int rows;
    };
    bool met = true;
    for (const Size size : {Size{40, 25}, Size{60, 50}, Size{99, 99}}) {
        QTemporaryDir dir;
        db::FileError error;
        auto file = db::CampaignFile::create(
            dir.filePath(QStringLiteral("big.herald")),
            {QStringLiteral("Big"), QStringLiteral("warmaster"), 7}, &error);
        if (!file)
            qFatal("could not create the campaign: %s", qPrintable(error.message));
        db::CommandRunner runner(*file, db::standardCommands());
        must(runner, QStringLiteral("armylist.samples"));
        must(runner, QStringLiteral("map.import"),
             {{QStringLiteral("map"), generatedMap(size.columns, size.rows)}});
        // The map file names no army list for the campaign's nations: every one takes the
        // river kingdom sample, and two are absent (§7.6 rule 3).
        QSqlQuery(file->database())
            .exec(QStringLiteral("UPDATE nation SET army_list_id = 'sample-river-kingdom', npp = "
                                 "(name IN ('Nation 5', 'Nation 40'))"));
        while (db::loadCampaignDate(file->database())->step != CampaignStep::RemoveArmies)
            must(runner, QStringLiteral("calendar.next"),
                 {{QStringLiteral("confirmedByHand"), true}});
        addArmies(file->database(), size.columns, size.rows);

        std::vector<double> totals;
        std::map<QString, std::vector<double>> perStep;
        for (int r = 0; r < rounds; ++r) {
            const Round round = newYear(runner, file->database());
            totals.push_back(round.total);
            for (const auto &[label, ms] : round.steps)
                perStep[label].push_back(ms);
        }
        const int areas = size.columns * size.rows;
        for (const auto &[label, samples] : perStep) {
            char line[64];
            std::snprintf(line, sizeof line, "  %s, %4d areas", qPrintable(label), areas);
            print(line, figures(samples));
        }
        char label[64];
        std::snprintf(label, sizeof label, "New Year stored, %4d areas (%.2f ms per 1,000)", areas,
                      figures(totals).median * 1000.0 / areas);
        if (areas == 99 * 99)
            met = report(label, figures(totals), 400) && met;
        else
            print(label, figures(totals));
    }
    return benchExitCode(met);
}
