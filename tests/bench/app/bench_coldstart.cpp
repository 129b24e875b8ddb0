// Cold start of herald to its first frame, against the minimal Qt Quick window built in the same
// tree (issue "Foundation": within 1.5 times of it). Both run as real processes, alternately,
// herald on the demo campaign; each prints "frame" when its first frame is out, and the time
// is taken when that line arrives.
#include "../benchutil.h"

#include <QCoreApplication>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace {

double launch(const QString &program, const QStringList &args, const QProcessEnvironment &env)
{
    QProcess p;
    p.setProcessEnvironment(env);
    QElapsedTimer t;
    t.start();
    p.start(program, args);
    // The child says "frame" when its frame is out; time to that line, not to its exit.
    while (!p.canReadLine()) {
        if (!p.waitForReadyRead(60000))
            qFatal("%s did not reach its first frame: %s", qPrintable(program),
                   p.readAllStandardError().constData());
    }
    const double elapsed = t.nsecsElapsed() / 1e6;
    p.waitForFinished(60000);
    return elapsed;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QTemporaryDir home;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("HOME"), home.path());
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
    const QStringList heraldArgs{QStringLiteral("--demo"),
                                 QStringLiteral("--exit-after-first-frame")};
    const QStringList readyArgs{QStringLiteral("--demo"), QStringLiteral("--exit-when-ready")};

    // The first start writes the demo campaign; time the starts after it.
    launch(QStringLiteral(HERALD_EXE), heraldArgs, env);
    launch(QStringLiteral(MINIMAL_EXE), {}, env);
    std::vector<double> herald, ready, minimal, ratios;
    for (int i = 0; i < (quickBench() ? 3 : 11); ++i) {
        herald.push_back(launch(QStringLiteral(HERALD_EXE), heraldArgs, env));
        ready.push_back(launch(QStringLiteral(HERALD_EXE), readyArgs, env));
        minimal.push_back(launch(QStringLiteral(MINIMAL_EXE), {}, env));
        ratios.push_back(herald.back() / minimal.back());
    }
    const Figures h = figures(herald), m = figures(minimal), r = figures(ratios);
    std::printf("cold start to first frame: herald median %.1f ms, minimal window median %.1f ms\n",
                h.median, m.median);
    std::printf("herald with the whole interface built and shown: median %.1f ms\n",
                figures(ready).median);
    return benchExitCode(report("ratio herald / minimal window", r, 1.5, "x"));
}
