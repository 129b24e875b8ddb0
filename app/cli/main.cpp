#include "app/cli/cli.h"

#include <QCoreApplication>
#include <QTextStream>

#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("herald-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Herald"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    herald::cli::Cli cli(out, err);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return cli.run(args);
}
