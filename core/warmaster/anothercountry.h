#pragma once

#include "core/warmaster/strategicmap.h"

#include <QString>

#include <vector>

namespace herald::warmaster {

/// Another country founded from a colony (§7.3, I-70): every area the founder holds on that
/// landmass passes to the new country, which shares no roster, troops or land with it.
struct AnotherCountry
{
    int founder = noIndex;
    int landmass = noIndex;
    std::vector<int> areas; ///< the founder's areas on the landmass, in map order

    /// "§7.3, I-70 3 areas on Ember Isle pass from Kingdom of Veyra to Heron Coast: ...".
    [[nodiscard]] QString explain(const StrategicMap &map, const QString &country) const;
};

[[nodiscard]] AnotherCountry foundAnotherCountry(const StrategicMap &map, int founder,
                                                 int landmass);

} // namespace herald::warmaster
