#include "app/cli/cli.h"

#include <QGuiApplication>
#include <QTextStream>

int main(int argc, char **argv)
{
    // Printing to PDF lays out text, which needs a GUI application (fonts); herald-cli never
    // shows a window, so it uses the offscreen platform unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("herald-cli"));
    QCoreApplication::setOrganizationName(QStringLiteral("Herald"));
    QTextStream out(stdout);
    QTextStream err(stderr);
    herald::cli::Cli cli(out, err);
    QStringList args = QCoreApplication::arguments();
    args.removeFirst();
    return cli.run(args);
}
