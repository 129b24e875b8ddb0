#include "app/cli/cli.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QTextStream>

#include <unistd.h>

int main(int argc, char **argv)
{
    // Printing to PDF lays out text, which needs a GUI application (fonts); herald-cli never
    // shows a window, so it uses the offscreen platform unless told otherwise.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    // Without a desktop session (a script, CI) there is no runtime folder; give Qt a private
    // one rather than a warning on every run.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QByteArray runtime =
            QDir::tempPath().toLocal8Bit() + "/herald-runtime-" + QByteArray::number(getuid());
        QDir().mkpath(QString::fromLocal8Bit(runtime));
        QFile::setPermissions(QString::fromLocal8Bit(runtime),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        qputenv("XDG_RUNTIME_DIR", runtime);
    }
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
