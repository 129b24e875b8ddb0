#include "db/skirmish/aftercombat.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::AfterCombat)
};

/// Moves each fighter of one side whose outcome is a retreat to where the map lets it go.
void retreat(Desk &desk, const std::vector<StoredCharacter *> &side,
             const std::vector<StoredCharacter *> &foes, const std::vector<sk::Fighter> &fighters,
             const std::vector<sk::FighterOutcome> &outcomes, QStringList &lines)
{
    for (std::size_t i = 0; i < side.size() && i < outcomes.size(); ++i) {
        StoredCharacter &c = *side[i];
        const int hexes = outcomes[i].retreatHexes;
        if (hexes <= 0 || !c.state.alive() || fighters[i].riderlessHorse)
            continue;
        retreatOnMap(desk, c, foes, hexes, lines);
    }
}

} // namespace

std::optional<sk::RetreatGround> retreatGround(const Desk &desk, const StoredCharacter &c,
                                               const std::vector<StoredCharacter *> &foes)
{
    if (!desk.s.map || c.hexes.isEmpty())
        return std::nullopt;
    sk::RetreatGround g;
    g.map = &*desk.s.map;
    g.from = c.hexes;
    for (const StoredCharacter *foe : foes)
        g.enemies << foe->hexes;
    for (const StoredCharacter &other : desk.s.characters) {
        if (other.key == c.key || !other.state.alive())
            continue;
        for (const QString &hex : other.hexes) {
            g.occupied.insert(hex);
            if (other.side != c.side)
                g.enemyHexes.insert(hex);
        }
    }
    return g;
}

void retreatOnMap(Desk &desk, StoredCharacter &c, const std::vector<StoredCharacter *> &foes,
                  int hexes, QStringList &lines)
{
    const auto ground = retreatGround(desk, c, foes);
    if (!ground)
        return;
    if (const auto to = sk::retreatPlace(*ground, hexes, *c.profile, c.state)) {
        //: %1 character, %2 its hexes, %3 the hexes it retreats to
        lines << Tr::tr("§4.7 %1 retreats from %2 to %3")
                     .arg(desk.nameOf(c), ground->from.join(QLatin1Char(' ')),
                          to->join(QLatin1Char(' ')));
        c.hexes = *to;
    }
}

std::optional<int> mapRetreatRoom(const Desk &desk, const StoredCharacter &c,
                                  const std::vector<StoredCharacter *> &foes)
{
    const auto ground = retreatGround(desk, c, foes);
    if (!ground)
        return std::nullopt;
    return sk::retreatRoom(*ground, kLongestRetreat, *c.profile, c.state);
}

void moveAfterCombat(Desk &desk, const std::vector<StoredCharacter *> &attackers,
                     const std::vector<StoredCharacter *> &defenders, const sk::MeleeSetup &setup,
                     const sk::MeleeResolution &resolution, QStringList &lines)
{
    const QStringList defenderStart =
        defenders.size() == 1 ? defenders.front()->hexes : QStringList{};
    retreat(desk, defenders, attackers, setup.defenders, resolution.defenders, lines);
    retreat(desk, attackers, defenders, setup.attackers, resolution.attackers, lines);
    if (attackers.size() != 1 || defenders.size() != 1 || defenderStart.isEmpty())
        return;
    StoredCharacter &gharv = *attackers.front();
    if (gharv.profile->kind != sk::Kind::Gharv || !gharv.state.alive() || gharv.hexes.size() != 1)
        return;
    // The hex it takes: one its enemy left or died in (never onto a living counter, §12 B8),
    // beside the Gharv, the head's first.
    for (const QString &hex : defenderStart) {
        StoredCharacter there = gharv;
        there.hexes = {hex};
        const bool taken = std::any_of(
            desk.s.characters.begin(), desk.s.characters.end(), [&](const StoredCharacter &c) {
                return c.key != gharv.key && c.state.alive() && c.hexes.contains(hex);
            });
        if (taken || desk.distance(gharv, there).value_or(0) != 1)
            continue;
        //: %1 the Gharv, %2 the hex its enemy left
        lines << Tr::tr("§9.6 %1 advances into %2").arg(desk.nameOf(gharv), hex);
        gharv.hexes = {hex};
        return;
    }
}

} // namespace herald::db::skirmish
