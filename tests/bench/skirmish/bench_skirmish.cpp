// Dragon Noir core: the time to read the shipped roster (§8, §9), to resolve a joint combat
// with its explanation (§4.10) and a shot (§5.9). The umpire's page does these on each click,
// so each must stay far below a frame.
#include "../benchutil.h"
#include "core/skirmish/melee.h"
#include "core/skirmish/missile.h"
#include "core/skirmish/rosterformat.h"

#include <QCoreApplication>
#include <QFile>

using namespace herald::skirmish;

namespace {

QString rosterText()
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/resources/skirmish/dragon-noir.roster"));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read the roster");
    return QString::fromUtf8(file.readAll());
}

template <typename F> Figures timeRuns(int runs, int perRun, F &&work)
{
    std::vector<double> samples;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        for (int j = 0; j < perRun; ++j)
            work(j);
        samples.push_back(double(t.nsecsElapsed()) / 1000.0 / perRun);
    }
    return figures(samples);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = quickBench() ? 3 : 30;
    const QString text = rosterText();
    const auto parsed = parseRoster(text);
    if (!parsed.roster)
        qFatal("the roster does not parse");
    const Roster &roster = *parsed.roster;
    bool ok = true;

    ok &= report("read the shipped roster",
                 timeRuns(runs, 10,
                          [&](int) {
                              const auto r = parseRoster(text);
                              Q_UNUSED(r);
                          }),
                 5000.0, "us");

    MeleeSetup melee;
    melee.game = Game::DN1;
    for (const char *id : {"kerin", "ferin", "gorin"}) {
        Fighter f;
        f.profile = roster.find(QString::fromLatin1(id));
        f.hexes = {Terrain::Stairway};
        melee.attackers.push_back(f);
    }
    for (const char *id : {"kuruz", "gromrak"}) {
        Fighter f;
        f.profile = roster.find(QString::fromLatin1(id));
        f.hexes = {Terrain::Doorway};
        melee.defenders.push_back(f);
    }
    int sink = 0;
    ok &= report("resolve and explain a 3-on-2 combat",
                 timeRuns(runs, 1000,
                          [&](int j) {
                              const MeleeResolution r = resolveMelee(melee, 1 + j % 10, 5, {});
                              sink += int(r.explain().size());
                          }),
                 500.0, "us");

    Shot shot;
    shot.shooter = roster.find(QStringLiteral("laberne"));
    shot.target = roster.find(QStringLiteral("black-fox"));
    shot.targetState.horse = HorseState::WithRider;
    shot.distance = 20;
    shot.line.targetHexes = {Terrain::Flat, Terrain::Scrub};
    shot.line.crossed = std::vector<LofHex>(19);
    ok &= report("resolve and explain a shot over 20 hexes",
                 timeRuns(runs, 1000,
                          [&](int j) {
                              const ShotResolution r = resolveShot(shot, 1 + j % 10, {});
                              sink += int(r.explain().size());
                          }),
                 500.0, "us");
    std::printf("(checksum %d)\n", sink);
    return benchExitCode(ok);
}
