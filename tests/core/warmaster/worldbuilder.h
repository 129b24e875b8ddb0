#pragma once

#include "core/warmaster/strategicmap.h"

/// Builds small strategic maps for the New Year tests: areas placed by hex, nations by name.
/// Landmass 0 is the Mainland, 1 the Isle.
class WorldBuilder
{
public:
    WorldBuilder()
    {
        m_map.landmasses = {{QStringLiteral("main"), QStringLiteral("Mainland")},
                            {QStringLiteral("isle"), QStringLiteral("Isle")}};
    }

    /// Adds a nation with id "n<index>"; returns its index.
    int nation(const char *name)
    {
        herald::warmaster::Nation n;
        n.id = QStringLiteral("n%1").arg(m_map.nations.size());
        n.name = QString::fromUtf8(name);
        m_map.nations.push_back(n);
        return static_cast<int>(m_map.nations.size()) - 1;
    }

    /// Adds a land area; returns its index.
    int land(herald::map::Hex hex, const char *name, herald::warmaster::PopulationCentre centre,
             int owner, bool chaos = false, int landmass = 0)
    {
        herald::warmaster::Area a;
        a.hex = hex;
        a.name = QString::fromUtf8(name);
        a.centre = centre;
        a.owner = owner;
        a.chaos = chaos;
        a.landmass = landmass;
        m_map.areas.push_back(a);
        return static_cast<int>(m_map.areas.size()) - 1;
    }

    int sea(herald::map::Hex hex)
    {
        herald::warmaster::Area a;
        a.hex = hex;
        a.terrain = herald::warmaster::Terrain::Sea;
        a.centre = herald::warmaster::PopulationCentre::None;
        a.landmass = herald::warmaster::noIndex;
        m_map.areas.push_back(a);
        return static_cast<int>(m_map.areas.size()) - 1;
    }

    /// Villages for the owner down one column of hexes, from row 10 on.
    void villages(int count, int owner, int column)
    {
        for (int i = 0; i < count; ++i)
            land(herald::map::Hex::fromOffset({column, 10 + i}), "",
                 herald::warmaster::PopulationCentre::Village, owner);
    }

    herald::warmaster::StrategicMap &map() { return m_map; }

    herald::warmaster::StrategicMap done()
    {
        m_map.reindex();
        return m_map;
    }

private:
    herald::warmaster::StrategicMap m_map;
};

inline herald::map::Hex at(int column, int row)
{
    return herald::map::Hex::fromOffset({column, row});
}
