#include "core/skirmish/terrain.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Terrain)
};

bool isWaterLike(Terrain t)
{
    return t == Terrain::Water || t == Terrain::Marsh;
}

/// Water per mover (§3.11): nullopt = impossible.
std::optional<int> waterCost(const Profile &p, const CharacterState &s, const CurrentValues &v)
{
    if (s.baby || p.kind == Kind::Hunter || p.kind == Kind::Goblin)
        return 2;
    switch (p.kind) {
    case Kind::Gharv:
    case Kind::BabyDragon:
        return 1;
    case Kind::Slayer:
        return 5;
    case Kind::Queen:
    case Kind::Guard:
    case Kind::Warrior:
    case Kind::DragonHead:
    case Kind::DragonBody:
    case Kind::DragonTail:
    case Kind::DragonClaw:
        return std::nullopt;
    default:
        break;
    }
    if (v.armoured)
        return std::nullopt;
    return 5;
}

} // namespace

QString terrainName(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Flat:
        return Tr::tr("flat");
    case Terrain::Scrub:
        return Tr::tr("scrub");
    case Terrain::SteepSlope:
        return Tr::tr("steep slope");
    case Terrain::Tree:
        return Tr::tr("tree");
    case Terrain::SpiderWeb:
        return Tr::tr("spider web");
    case Terrain::Crevasse:
        return Tr::tr("crevasse");
    case Terrain::Water:
        return Tr::tr("water");
    case Terrain::Marsh:
        return Tr::tr("marsh");
    case Terrain::Bridge:
        return Tr::tr("bridge");
    case Terrain::Rubble:
        return Tr::tr("rubble");
    case Terrain::SteppingStones:
        return Tr::tr("stepping stones");
    case Terrain::Paved:
        return Tr::tr("building or paved area");
    case Terrain::Doorway:
        return Tr::tr("doorway");
    case Terrain::Stairway:
        return Tr::tr("stairway");
    }
    return {};
}

QString effectSign(int effect)
{
    if (effect > 0)
        return QStringLiteral("+");
    if (effect < 0)
        return QStringLiteral("−");
    return QStringLiteral("0");
}

std::optional<int> combatEffect(Terrain terrain, const Profile &profile)
{
    if (terrain == Terrain::Crevasse)
        return std::nullopt;
    if (profile.kind == Kind::Gharv || profile.kind == Kind::BabyDragon) {
        if (isWaterLike(terrain))
            return 1;
        if (profile.kind == Kind::Gharv)
            return -1; // §4.3: Gharvs are − on land
    }
    switch (terrain) {
    case Terrain::Tree:
        return profile.kind == Kind::Elf ? 1 : -1;
    case Terrain::SpiderWeb:
        return profile.isKrob() ? 1 : 0;
    case Terrain::Water:
    case Terrain::Marsh:
    case Terrain::Rubble:
    case Terrain::SteppingStones:
    case Terrain::Stairway:
        return -1;
    case Terrain::Paved:
    case Terrain::Doorway:
        return 1;
    default:
        return 0;
    }
}

std::optional<int> entryCost(Terrain terrain, const Profile &profile, const CharacterState &state)
{
    const auto values = currentValues(profile, state, Game::DN1);
    if (!values || terrain == Terrain::Crevasse)
        return std::nullopt;
    if (state.mounted()) {
        switch (terrain) {
        case Terrain::Flat:
        case Terrain::Bridge:
            return 1;
        case Terrain::Scrub:
        case Terrain::Marsh:
        case Terrain::Rubble: // [decision] not stated: as scrub
            return 4;
        case Terrain::SteepSlope:
            return 8;
        default:
            return std::nullopt;
        }
    }
    const bool dragon = profile.isDragonPart();
    switch (terrain) {
    case Terrain::SpiderWeb:
        if (profile.isKrob())
            return 1;
        return std::nullopt;
    case Terrain::Water:
        return waterCost(profile, state, *values);
    case Terrain::Tree:
        return dragon ? std::nullopt : std::optional<int>(2); // (T) §9.1
    case Terrain::Marsh:
    case Terrain::Scrub:
    case Terrain::Rubble:
    case Terrain::SteppingStones:
    case Terrain::Stairway:
        return 2;
    case Terrain::SteepSlope:
        return 4;
    default:
        return 1;
    }
}

Cover hexCover(Terrain terrain)
{
    switch (terrain) {
    case Terrain::Scrub:
    case Terrain::Tree:
    case Terrain::SpiderWeb:
    case Terrain::Water:
    case Terrain::Marsh:
        return Cover::Light;
    case Terrain::SteepSlope:
    case Terrain::Rubble:
    case Terrain::Paved:
    case Terrain::Doorway:
        return Cover::Medium;
    default:
        return Cover::None;
    }
}

} // namespace herald::skirmish
