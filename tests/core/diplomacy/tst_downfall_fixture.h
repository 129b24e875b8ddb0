#pragma once

// The small map of the Hardbop worked examples (rules spec part F) that the personality,
// Ring and sequence tests share. Spec F says its borders are fixtures, not the real map.

#include "core/diplomacy/downfall/hardbop.h"
#include "core/diplomacy/positionformat.h"
#include "core/diplomacy/variantformat.h"

#include <QtGlobal>

#include <string>

namespace herald::diplomacy::test {

inline const char *const kDownfallFixture = R"(VARIANT | Downfall fixture | 1 | spec part F
CALENDAR | 3019 | I II | Afteryule Solmath Rethe
POWER | Dwarves | Dwarvish
POWER | Elves | Elvish
POWER | Gondor | Gondorian
POWER | Mordor | Mordorian
POWER | Rohan | Rohirric
POWER | Saruman | Isengarder
POWER | Umbar | Umbarian
PROVINCE | Bre | Bree | land | SC
PROVINCE | Amo | Amon Sul | land |
PROVINCE | Ett | Ettenmoors | land |
PROVINCE | Dag | Dagorlad | coast |
PROVINCE | Wil | Wilderland | land |
PROVINCE | Emy | Emyn Muil | land |
PROVINCE | Bro | Brownlands | land |
PROVINCE | Fan | Fangorn | land | FORT_GOOD_ONLY ENTS
PROVINCE | Wol | Wold | land |
PROVINCE | Ent | Entwash | land |
PROVINCE | EEm | East Emnet | land |
PROVINCE | WEm | West Emnet | land |
PROVINCE | Edo | Edoras | land | SC HOME=Rohan OWNER=Rohan
PROVINCE | Ech | Erech | land | RANGER_ONLY
PROVINCE | Ise | Isengard | land | SC HOME=Saruman OWNER=Saruman FORT GARRISON
PROVINCE | Dld | Dunland | land | SC HOME=Saruman OWNER=Saruman
PROVINCE | Ene | Enedwaith | land |
PROVINCE | Gun | Gundabad | land | SC
PROVINCE | Iro | Iron Hills | land | SC HOME=Dwarves OWNER=Dwarves FORT GARRISON
PROVINCE | Lam | Lamedon | land | SC HOME=Gondor OWNER=Gondor
PROVINCE | Shi | Shire | land | SC FORT_GOOD_ONLY GARRISON_VS_EVIL
PROVINCE | KDu | Khazad-Dum | land | SC HOME=Saruman OWNER=Saruman FORT BALROG
PROVINCE | Hol | Hollin | land |
PROVINCE | Oro | Orodruin | land | ORODRUIN
PROVINCE | Gor | Gorgoroth | land |
PROVINCE | Bar | Barad-Dur | land | SC HOME=Mordor OWNER=Mordor FORT
PROVINCE | BAY | Bay of Belfalas | sea |
EDGE | Bre | Amo | A
EDGE | Amo | Ett | A
EDGE | Bre | Shi | A
EDGE | Dag | Wil | A
EDGE | Emy | Wil | A
EDGE | Emy | Dag | A
EDGE | Bro | Wil | A
EDGE | Bro | Dag | A
EDGE | Dag | BAY | F
EDGE | Fan | Wol | A
EDGE | Ent | Wol | A
EDGE | EEm | Wol | A
EDGE | Fan | Ise | A
EDGE | Dld | Fan | A | MOUNTAIN
EDGE | Dld | Ene | A
EDGE | Dld | Ise | A
EDGE | WEm | Edo | A
EDGE | WEm | Fan | A
EDGE | Lam | Ech | A
EDGE | Hol | KDu | A
EDGE | Gor | Oro | A
EDGE | Bar | Oro | A
EDGE | Gun | Iro | A
EDGE | Wil | Iro | A
SPECIAL | PATHS_OF_THE_DEAD | Edo | Ech | Ranger only
SPECIAL | ENTS_MARCH | Fan | Ise | Fellowship with the Ents
)";

/// The fixture map, parsed once.
inline const Variant &downfallFixture()
{
    static const Variant variant = [] {
        auto parsed = parseVariant(kDownfallFixture);
        if (!parsed.variant)
            qFatal("fixture: %s", describe(parsed.errors[0]).c_str());
        return std::move(*parsed.variant);
    }();
    return variant;
}

inline ProvinceId place(const char *name)
{
    return downfallFixture().findProvince(name);
}

inline PowerId powerOf(const char *name)
{
    return downfallFixture().findPower(name);
}

/// A board on the fixture map from position text ("UNIT Mordor A Bre\nOWNER Mordor Gun").
inline Position board(const std::string &units)
{
    const auto parsed = parsePosition(downfallFixture(), "VARIANT Downfall fixture\n" + units);
    if (!parsed.position)
        qFatal("position: %s", describe(parsed.errors[0]).c_str());
    return *parsed.position;
}

/// The starting Hardbop state with personalities placed: {Ranger, Bre}, ...
inline downfall::HardbopState
stateWith(std::initializer_list<std::pair<downfall::Personality, const char *>> people)
{
    downfall::HardbopState state = downfall::initialState(downfallFixture());
    for (const auto &[who, at] : people)
        state.personalities.push_back({who, place(at)});
    return state;
}

} // namespace herald::diplomacy::test
