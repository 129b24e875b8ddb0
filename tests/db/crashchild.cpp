// Child process for tst_crashsafety: runs commands on a campaign as fast as it can until it
// is killed. Prints "ready" once the file is open so the parent knows when to start counting.
#include "db/campaignfile.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2)
        return 2;
    herald::db::FileError error;
    auto file = herald::db::CampaignFile::open(QString::fromLocal8Bit(argv[1]), &error);
    if (!file)
        return 3;
    herald::db::CommandRunner runner(*file, herald::db::standardCommands());
    std::puts("ready");
    std::fflush(stdout);
    for (int i = 0;; ++i) {
        // Alternate a command that writes a setting with one that rolls many dice, so a kill
        // can land inside either.
        if (i % 2 == 0)
            runner.execute(QStringLiteral("campaign.setting"),
                           {{QStringLiteral("key"), QStringLiteral("xpCostChariot")},
                            {QStringLiteral("value"), i % 1000}});
        else
            runner.execute(QStringLiteral("dice.roll"),
                           {{QStringLiteral("expression"), QStringLiteral("100d6")},
                            {QStringLiteral("purpose"), QStringLiteral("load")}});
        if (i % 7 == 6)
            runner.undo();
    }
}
