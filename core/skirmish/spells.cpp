#include "core/skirmish/spells.h"

#include <QCoreApplication>

namespace herald::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::Spells)
};

std::vector<SpellInfo> buildList()
{
    using S = Spell;
    using G = SpellGroup;
    using D = SpellDuration;
    return {
        {S::IncreaseOwnMovement, G::OnCaster, D::OneTurn, true, true, 0},
        {S::IncreaseOwnAttack, G::OnCaster, D::OneTurn, true, true, 0},
        {S::IncreaseOwnDefence, G::OnCaster, D::OneTurn, true, true, 0},
        {S::Teleportation, G::OnCaster, D::Immediate, true, true, 0},
        {S::HealOwnWound, G::OnCaster, D::Immediate, true, true, 0},
        {S::Invisibility, G::OnCaster, D::OneTurn, true, true, 0},
        {S::TreeSmall, G::TerrainOne, D::Scenario, true, false, 7},
        {S::TreeMedium, G::TerrainOne, D::Scenario, true, false, 12},
        {S::TreeLarge, G::TerrainOne, D::Scenario, true, false, 20},
        {S::HouseSmall, G::TerrainOne, D::Scenario, true, false, 15},
        {S::HouseMedium, G::TerrainOne, D::Scenario, true, false, 20},
        {S::HouseLarge, G::TerrainOne, D::Scenario, true, false, 25},
        {S::Tower, G::TerrainOne, D::Scenario, true, false, 35},
        {S::SpringSmall, G::TerrainOne, D::Scenario, true, false, 10},
        {S::SpringMedium, G::TerrainOne, D::Scenario, true, false, 15},
        {S::SpringLarge, G::TerrainOne, D::Scenario, true, false, 20},
        {S::CrevasseSmall, G::TerrainOne, D::Scenario, true, false, 12},
        {S::CrevasseMedium, G::TerrainOne, D::Scenario, true, false, 20},
        {S::CrevasseLarge, G::TerrainOne, D::Scenario, true, false, 25},
        {S::EntranceOneHex, G::TerrainOne, D::Scenario, true, false, 20},
        {S::EntranceTwoHex, G::TerrainOne, D::Scenario, true, false, 30},
        {S::BridgeSmall, G::TerrainTwo, D::Scenario, true, true, 12},
        {S::BridgeMedium, G::TerrainTwo, D::Scenario, true, true, 20},
        {S::BridgeLarge, G::TerrainTwo, D::Scenario, false, true, 25},
        {S::TunnelOneHex, G::TerrainTwo, D::Scenario, true, true, 12},
        {S::TunnelTwoHexOrJunction, G::TerrainTwo, D::Scenario, true, true, 20},
        {S::DemolishWall, G::TerrainTwo, D::Scenario, true, true, 0},
        {S::Immobilization, G::OnCharacter, D::OneTurn, true, true, 0},
        {S::DoubleAttack, G::OnCharacter, D::OneTurn, true, true, 0},
        {S::HalveAttack, G::OnCharacter, D::OneTurn, true, true, 0},
        {S::HealWounded, G::OnCharacter, D::Immediate, true, true, 0},
        {S::Revive, G::OnCharacter, D::Immediate, true, true, 0},
        {S::MagicCircle, G::OnCharacter, D::CastPlayerTurn, true, true, 0},
        {S::IncreaseMovement, G::OnCharacter, D::OneTurn, true, true, 0},
        {S::ImproveShooting, G::OnCharacter, D::OneRoll, true, true, 0},
        // (T) §12 C26: Levitation is printed on the DN2 cards only; allowed to all by default.
        {S::Levitation, G::OnCharacter, D::Immediate, false, true, 0},
        {S::Detect, G::Detection, D::Immediate, false, true, 30},
        {S::DetectAndEnumerate, G::Detection, D::Immediate, false, true, 40},
        {S::DetectAndIdentify, G::Detection, D::Immediate, false, true, 50},
        {S::DetectAndLocate, G::Detection, D::Immediate, false, true, 50},
        {S::Fireball, G::Other, D::OneTurn, true, true, 10},
        {S::RaiseLivingDead, G::Other, D::Spirits, true, true, 25},
        {S::RaiseGargoyles, G::Other, D::Spirits, true, true, 20},
    };
}

int attackPlusDefence(const CurrentValues &v)
{
    return v.attack + v.defence;
}

} // namespace

const std::vector<SpellInfo> &spellList()
{
    static const std::vector<SpellInfo> list = buildList();
    return list;
}

const SpellInfo &spellInfo(Spell spell)
{
    return spellList()[std::size_t(spell)];
}

QString spellName(Spell spell)
{
    static const char *const names[] = {
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Increase own movement"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Increase own attack"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Increase own defence"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Teleportation"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Heal own wound"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Invisibility"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Small tree"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Medium tree"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Large tree"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Small house"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Medium house"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Large house"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Tower"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Small spring"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Medium spring"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Large spring"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Small crevasse"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Medium crevasse"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Large crevasse"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "One-hex underground entrance"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Two-hex underground entrance"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Small bridge"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Medium bridge"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Large bridge"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "One-hex tunnel"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Two-hex tunnel or junction"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Demolish a wall"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Immobilization"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Double attack strength"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Halve attack strength"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Heal a wounded character"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Revive a dead character"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Magic circle"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Increase movement"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Improve shooting ability"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Levitation"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Detect"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Detect and enumerate"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Detect and identify"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Detect and locate"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Fireball"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Raise 4 Living Dead"),
        QT_TRANSLATE_NOOP("herald::skirmish::Spells", "Raise 2 Gargoyles"),
    };
    return Tr::tr(names[std::size_t(spell)]);
}

std::optional<int> spellCost(Spell spell, const SpellCostInput &in)
{
    const int fixed = spellInfo(spell).fixedCost;
    if (fixed > 0)
        return fixed;
    const int n = std::max(0, in.magnitude);
    switch (spell) {
    case Spell::IncreaseOwnMovement:
    case Spell::IncreaseOwnAttack:
    case Spell::IncreaseOwnDefence:
        return n;
    case Spell::Teleportation:
        return 3 * n;
    case Spell::Invisibility:
        return in.casterLevel >= 2 ? 12 : 15;
    case Spell::DemolishWall:
    case Spell::MagicCircle:
        return 10 * n;
    case Spell::ImproveShooting:
        return 3 * n;
    default:
        break;
    }
    if (!in.target)
        return std::nullopt;
    const Profile &t = *in.target;
    if (spell == Spell::Revive) {
        // §12 C12: the full-health values of the counter the character died on.
        const Strength full = in.targetState.mounted() && !t.mounted.empty() ? t.mounted.front()
                              : in.targetState.baby && t.baby                ? *t.baby
                                                                             : t.levels.front();
        return full.attack + full.defence;
    }
    const auto v = currentValues(t, in.targetState, in.game);
    if (!v)
        return std::nullopt;
    switch (spell) {
    case Spell::HealOwnWound:
    case Spell::HealWounded:
        return attackPlusDefence(*v);
    case Spell::Immobilization:
        return v->defence + v->move;
    case Spell::DoubleAttack:
    case Spell::HalveAttack:
        return v->attack;
    case Spell::IncreaseMovement:
        return (in.targetState.wounds > 0 ? 3 : 2) * n;
    case Spell::Levitation: {
        const bool heavy =
            v->armoured || t.kind == Kind::Troll || t.hasTrait(QStringLiteral("halfTroll"));
        return (heavy ? 12 : 8) * n;
    }
    default:
        return std::nullopt;
    }
}

int attackWithSpells(int attack, const ActiveSpells &spells)
{
    int a = attack;
    if (spells.attackDoubled && !spells.attackHalved)
        a *= 2;
    else if (spells.attackHalved && !spells.attackDoubled)
        a /= 2;
    return a + spells.attackBonus;
}

int movementWithSpells(int movementAllowance, const ActiveSpells &spells)
{
    return spells.immobilized ? 0 : movementAllowance + spells.movementBonus;
}

std::optional<int> playerTurnsAfterCasting(Spell spell, bool underground)
{
    switch (spellInfo(spell).duration) {
    case SpellDuration::OneTurn:
        return 1;
    case SpellDuration::CastPlayerTurn:
        return 0;
    case SpellDuration::Spirits: {
        // Turns of duration, the casting player turn counting as half of one.
        const int turns =
            spell == Spell::RaiseLivingDead ? (underground ? 1 : 2) : (underground ? 2 : 4);
        return 2 * turns - 1;
    }
    default:
        return std::nullopt;
    }
}

} // namespace herald::skirmish
