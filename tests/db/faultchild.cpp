// Child process for tst_db_faultinjection: carries out one operation on a campaign under the
// fault-injecting VFS (faultvfs.h), armed to kill the process or fail the Nth write or sync.
//   db_faultchild SCENARIO FILE TARGET N kill|ioerror
// FILE is the campaign the operation works on; TARGET the new file of "new" and "import".
// On a normal end it prints "writes=<count> ok=<0|1>": N=0 counts the writes of a clean run.
#include "db/campaignfile.h"
#include "db/campaignjson.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "faultvfs.h"

#include <QCoreApplication>
#include <QJsonDocument>

#include <cstdio>

using namespace herald::db;

namespace {

/// The commands tried, by scenario name: a small write, dice, a new row, and a large insert.
ExecuteResult runCommand(CommandRunner &runner, const QString &scenario)
{
    if (scenario == QLatin1String("rename"))
        return runner.execute(QStringLiteral("campaign.rename"),
                              {{QStringLiteral("name"), QStringLiteral("Renamed")}});
    if (scenario == QLatin1String("roll"))
        return runner.execute(QStringLiteral("dice.roll"),
                              {{QStringLiteral("expression"), QStringLiteral("20d6")},
                               {QStringLiteral("purpose"), QStringLiteral("crash test")}});
    if (scenario == QLatin1String("player"))
        return runner.execute(QStringLiteral("player.add"),
                              {{QStringLiteral("name"), QStringLiteral("Cleo")}});
    if (scenario == QLatin1String("diplomacy"))
        return runner.execute(QStringLiteral("diplomacy.new"),
                              {{QStringLiteral("name"), QStringLiteral("Crash game")},
                               {QStringLiteral("variant"), QStringLiteral("downfall")}});
    if (scenario == QLatin1String("undo"))
        return runner.undo();
    if (scenario == QLatin1String("redo"))
        return runner.redo();
    qFatal("unknown scenario %s", qPrintable(scenario));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 6)
        return 2;
    const QString scenario = args.at(1);
    const QString path = args.at(2);
    const QString target = args.at(3);
    const int n = args.at(4).toInt();
    const auto fault =
        args.at(5) == QLatin1String("kill") ? faultvfs::Fault::Kill : faultvfs::Fault::IoError;
    faultvfs::install();

    bool ok = false;
    if (scenario == QLatin1String("new")) {
        faultvfs::arm(n, fault);
        FileError error;
        ok = CampaignFile::create(target, {QStringLiteral("Fresh"), QStringLiteral("warmaster"), 7},
                                  &error) != nullptr;
    } else if (scenario == QLatin1String("import")) {
        QByteArray json;
        {
            FileError error;
            auto source = CampaignFile::open(path, &error);
            if (!source)
                return 3;
            json = QJsonDocument(exportCampaign(*source)).toJson();
        }
        faultvfs::arm(n, fault);
        ok = importCampaign(json, target).ok();
    } else {
        FileError error;
        auto file = CampaignFile::open(path, &error);
        if (!file)
            return 3;
        CommandRunner runner(*file, standardCommands());
        faultvfs::arm(n, fault);
        ok = runCommand(runner, scenario).ok();
        // Closing is part of it: the last connection's checkpoint writes the log into the file.
    }
    std::printf("writes=%d ok=%d\n", faultvfs::count(), ok ? 1 : 0);
    return 0;
}
