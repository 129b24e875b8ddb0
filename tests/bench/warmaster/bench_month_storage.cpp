// M-2C and M-3 through the campaign file (§3.2): a generated campaign of 99 × 99 = 9,801 areas
// (the most the XXYY numbering holds), 64 nations and 256 armies whose orders are stored, moved
// by `calendar.next` at M-2C (load, terrain checks, movement, events, engagements built and
// those without choices resolved, all in one undoable command). Printed: the load of the
// month's data, the rules work on it (movement, engagements and the chart; target under 20 ms),
// and the whole command through storage with its changeset. HERALD_BENCH_QUICK=1 runs a few
// rounds only.
#include "../benchutil.h"
#include "core/warmaster/engagements.h"
#include "db/campaignfile.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/movementstep.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTemporaryDir>

using namespace herald::db;
using namespace herald::warmaster;

namespace {

constexpr int side = 99;
constexpr int nations = 64;
constexpr int armyPairs = 128;

void exec(QSqlQuery &q, const QVariantList &values)
{
    for (int i = 0; i < values.size(); ++i)
        q.bindValue(i, values[i]);
    if (!q.exec())
        qFatal("bench set-up failed: %s", qPrintable(q.lastQuery()));
}

/// The world of bench_warmaster_month written into the file the fast way (one transaction):
/// the first column sea, nations in blocks, every 11th area uncontrolled, towns, cities and
/// mountains sprinkled; pairs of armies of neighbouring nations, one marching into the other's
/// area and every fourth pair swapping. The date is month 1, M-2C.
void generate(QSqlDatabase db)
{
    QSqlQuery(db).exec(QStringLiteral("BEGIN"));
    QSqlQuery q(db);
    q.exec(QStringLiteral("INSERT INTO landmass (id, key, name) VALUES (1, 'main', 'Main')"));
    q.exec(QStringLiteral("UPDATE map SET columns = %1, rows = %1").arg(side));
    q.prepare(QStringLiteral("INSERT INTO nation (id, name, colour) VALUES (?, ?, '#808080')"));
    for (int n = 1; n <= nations; ++n)
        exec(q, {n, QStringLiteral("Nation %1").arg(n)});
    q.prepare(QStringLiteral("INSERT INTO area (hex, terrain, centre, landmass_id, "
                             "owner_nation_id) VALUES (?, ?, ?, ?, ?)"));
    for (int c = 0; c < side; ++c) {
        for (int r = 0; r < side; ++r) {
            const int i = c * side + r;
            const QString hex = herald::map::Hex::fromOffset({c, r}).toXXYY();
            if (c == 0) {
                exec(q,
                     {hex, QStringLiteral("sea"), QStringLiteral("none"), QVariant(), QVariant()});
                continue;
            }
            const QVariant owner =
                i % 11 == 0 ? QVariant() : QVariant((c * 8 / side) * 8 + r * 8 / side + 1);
            exec(q, {hex, i % 8 == 0 ? QStringLiteral("mountains") : QStringLiteral("plains"),
                     i % 41 == 0  ? QStringLiteral("city")
                     : i % 7 == 0 ? QStringLiteral("town")
                                  : QStringLiteral("village"),
                     1, owner});
        }
    }
    QSqlQuery character(db);
    character.prepare(QStringLiteral(
        "INSERT INTO character (id, nation_id, name, type) VALUES (?, ?, ?, 'general')"));
    QSqlQuery army(db);
    army.prepare(QStringLiteral("INSERT INTO army (id, nation_id, name, general_id, area, "
                                "location) VALUES (?, ?, ?, ?, ?, ?)"));
    QSqlQuery order(db);
    order.prepare(QStringLiteral("INSERT INTO army_order (army_id, turn, kind, destination, "
                                 "written_turn) VALUES (?, 1, ?, ?, 1)"));
    const StrategicMap shape = [] {
        StrategicMap m;
        for (int c = 0; c < side; ++c)
            for (int r = 0; r < side; ++r) {
                Area area;
                area.hex = herald::map::Hex::fromOffset({c, r});
                m.areas.push_back(area);
            }
        m.reindex();
        return m;
    }();
    const herald::map::AreaGraph graph = shape.graph();
    for (int p = 0; p < armyPairs; ++p) {
        const int c = 2 + (p * 37) % (side - 4);
        const int r = 1 + (p * 53) % (side - 2);
        const int x = c * side + r;
        const int y = graph.neighbours(x).back();
        const QString from = shape.areas[std::size_t(x)].hex.toXXYY();
        const QString to = shape.areas[std::size_t(y)].hex.toXXYY();
        const int a = 2 * p + 1;
        const int b = 2 * p + 2;
        exec(character, {a, p % nations + 1, QStringLiteral("General %1").arg(a)});
        exec(character, {b, (p + 1) % nations + 1, QStringLiteral("General %1").arg(b)});
        exec(army, {a, p % nations + 1, QStringLiteral("Army %1").arg(a), a, from,
                    QStringLiteral("countryside")});
        exec(army, {b, (p + 1) % nations + 1, QStringLiteral("Army %1").arg(b), b, to,
                    QStringLiteral("populationCentre")});
        exec(order, {a, QStringLiteral("move"), to});
        exec(order, {b, p % 4 == 0 ? QStringLiteral("move") : QStringLiteral("hold"),
                     p % 4 == 0 ? QVariant(from) : QVariant()});
    }
    q.exec(QStringLiteral("UPDATE campaign SET year = 1, month = 1, phase = 'move'"));
    QSqlQuery(db).exec(QStringLiteral("COMMIT"));
}

/// The rules work of M-2C and M-3 on the data as loaded: movement, engagements found and each
/// resolved with every chooser in the countryside. Returns a checksum.
int rulesWork(const QSqlDatabase &db, const MonthMap &month)
{
    const std::vector<Order> orders = loadOrders(db, 1);
    const MovementFacts facts = movementFacts(db, month);
    const MovementResult moved = resolveMovement(facts, orders, {});
    const EngagementFacts engagementFacts{month.map, moved.armies, month.settings};
    int battles = 0;
    const std::vector<Engagement> found = findEngagements(engagementFacts, orders, moved);
    for (const Engagement &e : found) {
        std::vector<LocationChoice> locations;
        for (const QString &id : e.choosers)
            locations.push_back({id, ArmyLocation::Countryside});
        battles += int(resolveEngagement(e, engagementFacts, locations, {}).battles.size());
    }
    return int(found.size()) + 1000 * battles + int(moved.missingChecks.size()) * 1000000;
}

double elapsedMs(const QElapsedTimer &t)
{
    return double(t.nsecsElapsed()) / 1e6;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = quickBench() ? 3 : 20;
    QTemporaryDir dir;
    FileError error;
    auto file =
        CampaignFile::create(dir.filePath(QStringLiteral("bench.herald")),
                             {QStringLiteral("Bench"), QStringLiteral("warmaster"), 7}, &error);
    if (!file)
        qFatal("could not create the campaign: %s", qPrintable(error.message));
    generate(file->database());
    CommandRunner runner(*file, standardCommands());
    std::printf("bench_warmaster_month_storage: %d areas, %d nations, %d armies, %d runs\n",
                side * side, nations, armyPairs * 2, runs);

    std::vector<double> load;
    std::vector<double> rules;
    int checksum = 0;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer t;
        t.start();
        const MonthMap month = loadMonthMap(file->database());
        load.push_back(elapsedMs(t));
        t.restart();
        checksum = rulesWork(file->database(), month);
        rules.push_back(elapsedMs(t));
    }
    std::vector<double> command;
    QString lines;
    for (int run = 0; run < runs; ++run) {
        QElapsedTimer t;
        t.start();
        const ExecuteResult r = runner.execute(QStringLiteral("calendar.next"), {});
        command.push_back(elapsedMs(t));
        if (!r.ok())
            qFatal("calendar.next at M-2C failed: %s", qPrintable(r.message));
        if (!runner.undo().ok())
            qFatal("undo failed");
    }
    char what[120];
    std::snprintf(what, sizeof what, "load of the month's map, armies and settings");
    print(what, figures(load));
    std::snprintf(what, sizeof what, "M-2C + M-3 rules work [checksum %d]", checksum);
    const bool ok = report(what, figures(rules), 20);
    std::snprintf(what, sizeof what, "calendar.next at M-2C, all through storage");
    print(what, figures(command));
    return benchExitCode(ok);
}
