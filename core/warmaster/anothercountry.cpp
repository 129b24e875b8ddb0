#include "core/warmaster/anothercountry.h"

#include "core/warmaster/armyplacement.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::AnotherCountry)
};

} // namespace

QString AnotherCountry::explain(const StrategicMap &map, const QString &country) const
{
    //: %1 number of areas, %2 landmass, %3 founding nation, %4 the new country, %5 the areas
    return Tr::tr("§7.3, I-70 %n area(s) on %2 pass from %3 to %4: %5.", nullptr,
                  static_cast<int>(areas.size()))
        .arg(map.landmasses[static_cast<std::size_t>(landmass)].name,
             map.nations[static_cast<std::size_t>(founder)].name, country, areaLabels(map, areas));
}

AnotherCountry foundAnotherCountry(const StrategicMap &map, int founder, int landmass)
{
    AnotherCountry country{founder, landmass, {}};
    for (int i = 0; i < static_cast<int>(map.areas.size()); ++i) {
        const Area &a = map.areas[static_cast<std::size_t>(i)];
        if (a.owner == founder && a.landmass == landmass)
            country.areas.push_back(i);
    }
    return country;
}

} // namespace herald::warmaster
