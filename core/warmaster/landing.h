#pragma once

#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/strategicmap.h"

#include <QString>

#include <optional>
#include <vector>

namespace herald::warmaster {

/// Why a fleet comes ashore (§7.2.5, §7.2.7).
enum class Arrival
{
    Destination,  ///< row 20+: on the declared landmass
    NewIsland,    ///< row 19: on the island just drawn
    EscortAshore, ///< row 18: the home port changed hands; ashore on the landmass it left
};

template <> struct EnumKeys<Arrival>
{
    static std::span<const KeyName<Arrival>> table();
};

/// What the landing rules need: whose fleet, why it lands, the landmass it declared and the one
/// it left (indices into the map's landmasses).
struct LandingFacts
{
    const StrategicMap &map;
    int nation = noIndex;
    Arrival arrival = Arrival::Destination;
    int destination = noIndex;
    int home = noIndex;
};

enum class LandingProblem
{
    NotLand,        ///< the area is sea or unknown
    NotCoastal,     ///< rows 19 and 20+ land on a coast
    NotDestination, ///< row 20+: the area is not on the declared landmass
    IsDestination,  ///< row 19: the new island is not the declared landmass
    NotHome,        ///< row 18: ashore on the landmass the fleet left
    ForeignArmy,    ///< I-10: another player's army stands there
    AnyArmy,        ///< row 18: the area must be free of armies
    TownOrCity,     ///< I-10: no town or city of any owner
};

struct LandingIssue
{
    LandingProblem problem = LandingProblem::NotLand;
    QString area;    ///< "Kelvin (0304)"
    QString subject; ///< the army standing there, the landmass
};

/// Every reason the fleet may not come ashore in `area` (I-10); empty when it may.
[[nodiscard]] std::vector<LandingIssue> checkLanding(const LandingFacts &facts, int area);
[[nodiscard]] QString describe(const LandingIssue &issue);

/// Where a fleet's marker stands while it is at sea (§7.2.2: "a suitable spot"): a sea area next
/// to `area` (noIndex for none), else the map's first sea area; nullopt on a map without sea.
[[nodiscard]] std::optional<int> seaSpot(const StrategicMap &map, const map::AreaGraph &graph,
                                         int area);

/// What NY-5 does with an expedition still at sea (I-9): its troops and characters come home
/// (returnHome) or are lost (lostAtSea); boats and admiral vanish either way.
struct Dissolution
{
    QString expedition;
    bool returnHome = true;

    [[nodiscard]] QString explain() const;
};

[[nodiscard]] Dissolution dissolveAtNewYear(const QString &expedition,
                                            const CampaignSettings &settings);

} // namespace herald::warmaster
