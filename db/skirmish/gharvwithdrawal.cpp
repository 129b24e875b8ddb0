#include "db/skirmish/gharvwithdrawal.h"

#include "core/skirmish/gharvwithdrawal.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::GharvWithdrawal)
};

bool isGharv(const Desk &desk, const StoredCharacter &c)
{
    return desk.player(c) == sk::Side::Gharvs;
}

/// The map around `gharv`: the hexes of standing characters (not stunned, §3.1) and of every
/// other living counter.
sk::WithdrawalGround groundOf(const Desk &desk, const StoredCharacter &gharv)
{
    sk::WithdrawalGround g;
    g.map = &*desk.s.map;
    g.from = gharv.hexes.front();
    for (const StoredCharacter &other : desk.s.characters) {
        if (other.key == gharv.key || !other.state.alive())
            continue;
        for (const QString &hex : other.hexes) {
            g.occupied.insert(hex);
            if (!isGharv(desk, other) && other.state.health != sk::Health::Stunned)
                g.standing.insert(hex);
        }
    }
    return g;
}

} // namespace

void withdrawGharvs(Desk &desk, QStringList &lines)
{
    for (StoredCharacter &gharv : desk.s.characters) {
        if (!isGharv(desk, gharv) || !gharv.state.alive() || gharv.hexes.isEmpty())
            continue;
        if (!gharv.appearedAt) {
            //: %1 the Gharv
            lines << Tr::tr("§9.6 %1 never came up from the water (a prisoner of the Pit, or set "
                            "down by hand): it stays")
                         .arg(desk.nameOf(gharv));
            continue;
        }
        const bool inContact = std::any_of(
            desk.s.characters.begin(), desk.s.characters.end(), [&](const StoredCharacter &c) {
                return !isGharv(desk, c) && c.state.alive() && desk.adjacent(gharv, c);
            });
        if (inContact) {
            //: %1 the Gharv
            lines << Tr::tr("§9.6 %1 is in contact with a character and stays")
                         .arg(desk.nameOf(gharv));
            continue;
        }
        if (!desk.s.map) {
            //: %1 the Gharv
            lines << Tr::tr("§9.6 %1 is in contact with no one: without a map the referee moves "
                            "it toward the water")
                         .arg(desk.nameOf(gharv));
            continue;
        }
        const sk::Withdrawal w =
            sk::gharvWithdrawal(groundOf(desk, gharv), *gharv.profile, gharv.state);
        //: %1 the Gharv, %2 one rules decision about its withdrawal
        for (const QString &line : w.lines)
            lines << Tr::tr("%1: %2").arg(desk.nameOf(gharv), line);
        if (w.leavesMap)
            gharv.hexes.clear();
        else if (!w.path.isEmpty())
            gharv.hexes = {w.path.last()};
    }
}

} // namespace herald::db::skirmish
