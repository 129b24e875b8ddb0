#include "core/battleboard/boardkeys.h"

#include <array>

namespace herald::warmaster {

using namespace herald::battleboard;

// Only keys: the battle board's names on screen come from core/battleboard/words.h.
std::span<const KeyName<Side>> EnumKeys<Side>::table()
{
    static constexpr std::array<KeyName<Side>, 2> keys{{
        {Side::Attacker, "attacker", ""},
        {Side::Defender, "defender", ""},
    }};
    return keys;
}

std::span<const KeyName<UnitType>> EnumKeys<UnitType>::table()
{
    static constexpr std::array<KeyName<UnitType>, 4> keys{{
        {UnitType::Infantry, "infantry", ""},
        {UnitType::Cavalry, "cavalry", ""},
        {UnitType::Artillery, "artillery", ""},
        {UnitType::Leader, "leader", ""},
    }};
    return keys;
}

std::span<const KeyName<SpaceKind>> EnumKeys<SpaceKind>::table()
{
    static constexpr std::array<KeyName<SpaceKind>, 5> keys{{
        {SpaceKind::Reserve, "reserve", ""},
        {SpaceKind::Line, "line", ""},
        {SpaceKind::Middle, "middle", ""},
        {SpaceKind::Retreat, "retreat", ""},
        {SpaceKind::Gone, "gone", ""},
    }};
    return keys;
}

std::span<const KeyName<Phase>> EnumKeys<Phase>::table()
{
    static constexpr std::array<KeyName<Phase>, 4> keys{{
        {Phase::Cavalry, "cavalry", ""},
        {Phase::Artillery, "artillery", ""},
        {Phase::Infantry, "infantry", ""},
        {Phase::Leader, "leader", ""},
    }};
    return keys;
}

std::span<const KeyName<Stage>> EnumKeys<Stage>::table()
{
    static constexpr std::array<KeyName<Stage>, 3> keys{{
        {Stage::Battle, "battle", ""},
        {Stage::Pursuit, "pursuit", ""},
        {Stage::Finished, "finished", ""},
    }};
    return keys;
}

std::span<const KeyName<EndCause>> EnumKeys<EndCause>::table()
{
    static constexpr std::array<KeyName<EndCause>, 4> keys{{
        {EndCause::Broken, "broken", ""},
        {EndCause::Declared, "declared", ""},
        {EndCause::ForcedRoll, "forcedRoll", ""},
        {EndCause::TurnCap, "turnCap", ""},
    }};
    return keys;
}

std::span<const KeyName<BattleSize>> EnumKeys<BattleSize>::table()
{
    static constexpr std::array<KeyName<BattleSize>, 2> keys{{
        {BattleSize::Minor, "minor", ""},
        {BattleSize::Major, "major", ""},
    }};
    return keys;
}

} // namespace herald::warmaster

namespace herald::battleboard {

using herald::warmaster::fromKey;
using herald::warmaster::keyOf;

std::optional<Space> parseSpace(QStringView text, Side owner)
{
    const qsizetype colon = text.indexOf(QLatin1Char(':'));
    const auto kind = fromKey<SpaceKind>(colon < 0 ? text : text.left(colon));
    if (!kind || *kind == SpaceKind::Gone)
        return std::nullopt;
    const bool columned = *kind == SpaceKind::Line || *kind == SpaceKind::Middle;
    if (columned != (colon >= 0))
        return std::nullopt;
    int column = 0;
    if (columned) {
        bool ok = false;
        column = text.mid(colon + 1).toInt(&ok);
        if (!ok || column < 1 || column > 3)
            return std::nullopt;
    }
    return space(owner, *kind, column);
}

QString spaceKey(const Space &s)
{
    const QString kind = keyOf(s.kind);
    return s.column > 0 ? QStringLiteral("%1:%2").arg(kind).arg(s.column) : kind;
}

} // namespace herald::battleboard
