// Figures of the campaign file (issue "Foundation"): opening a campaign whose history holds
// 100,000 commands (< 150 ms), committing one small command (< 5 ms median) and undoing it
// (< 10 ms median).
#include "../benchutil.h"
#include "app/services/campaignservice.h"

#include <QCoreApplication>
#include <QSqlQuery>
#include <QTemporaryDir>

#include <string>

namespace {

/// A campaign with `count` history entries, written the fast way (one transaction) since the
/// point is to time opening it, not filling it. Each entry is a real roll's shape.
QString campaignWithHistory(const QTemporaryDir &dir, int count)
{
    const QString path = dir.filePath(QStringLiteral("big.herald"));
    herald::app::CampaignService service;
    if (!service.create(path, QStringLiteral("Big"), 1).ok())
        qFatal("could not create the campaign");
    // One real command gives a real changeset to copy: the roll, the newest entry (the first
    // ones put the shipped content in, tens of kilobytes each, not a typical command).
    service.execute(QStringLiteral("dice.roll"),
                    {{QStringLiteral("expression"), QStringLiteral("2d6")}});
    QSqlDatabase db = service.file()->database();
    QSqlQuery q(db);
    q.exec(QStringLiteral("BEGIN"));
    q.prepare(QStringLiteral(
        "INSERT INTO history (command, args, dice, year, month, summary, changeset, recorded_utc) "
        "SELECT command, args, dice, year, month, summary, changeset, recorded_utc FROM history "
        "WHERE id = (SELECT max(id) FROM history)"));
    for (int i = 1; i < count; ++i)
        q.exec();
    QSqlQuery(db).exec(QStringLiteral("COMMIT"));
    QSqlQuery(db).exec(QStringLiteral("PRAGMA wal_checkpoint(TRUNCATE)"));
    return path;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const bool quick = quickBench();
    QTemporaryDir dir;
    bool ok = true;

    // Under ctest (quick) a tenth of the history: writing 100,000 entries took most of a
    // minute of CI; the full run measures the figure.
    const int entries = quick ? 10'000 : 100'000;
    const QString big = campaignWithHistory(dir, entries);
    std::vector<double> opens;
    for (int i = 0; i < (quick ? 5 : 21); ++i) {
        herald::app::CampaignService service;
        QElapsedTimer t;
        t.start();
        const bool opened = service.open(big).ok();
        // What the GUI reads on open: the record, the undo/redo lines, the first history page.
        const herald::app::CampaignInfo info = service.info();
        const auto undo = service.history().nextUndo();
        const auto page = service.history().newestFirst(0, 200);
        opens.push_back(t.nsecsElapsed() / 1e6);
        // A new campaign starts with its areas' content commands, so "at least".
        if (!opened || info.historyCount < entries || !undo || page.size() != 200)
            qFatal("the big campaign did not open as expected");
    }
    const std::string label = "open a campaign with " + std::to_string(entries) + " commands";
    ok &= report(label.c_str(), figures(opens), 150);

    herald::app::CampaignService service;
    if (!service.open(big).ok())
        qFatal("could not open");
    std::vector<double> commits, undos;
    for (int i = 0; i < (quick ? 30 : 300); ++i) {
        QElapsedTimer t;
        t.start();
        service.execute(QStringLiteral("campaign.setting"),
                        {{QStringLiteral("key"), QStringLiteral("xpCostChariot")},
                         {QStringLiteral("value"), i}});
        commits.push_back(t.nsecsElapsed() / 1e6);
        t.restart();
        service.undo();
        undos.push_back(t.nsecsElapsed() / 1e6);
    }
    ok &= report("commit one small command", figures(commits), 5);
    ok &= report("undo it", figures(undos), 10);
    return benchExitCode(ok);
}
