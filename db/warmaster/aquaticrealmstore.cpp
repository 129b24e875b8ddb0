#include "db/warmaster/aquaticrealmstore.h"

#include "db/map/maprepository.h"
#include "db/warmaster/commandsupport.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace herald::db {

using namespace herald::warmaster;
using nations::run;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::AquaticRealmStore)
};

} // namespace

QString raiseAquaticRealm(const QSqlDatabase &db, const StrategicMap &placedOn,
                          const AquaticRealm &realm, qint64 nationId, const QString &name)
{
    const StoredMap before = loadStoredMap(db);
    StoredMap after = before;
    const auto owner = after.map.nationIndex(QString::number(nationId));
    if (!owner)
        return Tr::tr("The underwater nation %1 is not on the map.").arg(name);
    after.map.landmasses.push_back({QStringLiteral("sea-people-%1").arg(nationId), name});
    const int landmass = static_cast<int>(after.map.landmasses.size()) - 1;
    const QString town = placedOn.areas[static_cast<std::size_t>(realm.town)].id();
    int village = 0;
    for (const int placed : realm.areas) {
        const map::Hex hex = placedOn.areas[static_cast<std::size_t>(placed)].hex;
        const auto index = after.map.areaAt(hex);
        if (!index)
            return Tr::tr("The sea hex %1 is no longer on the map.").arg(hex.toXXYY());
        Area &a = after.map.areas[static_cast<std::size_t>(*index)];
        const bool isTown = a.id() == town;
        a.terrain = Terrain::Plains;
        a.underwater = true;
        a.landmass = landmass;
        a.owner = *owner;
        a.centre = isTown ? PopulationCentre::Town : PopulationCentre::Village;
        //: an underwater area's name: %1 the sea people, %2 its number
        a.name = isTown ? name : Tr::tr("%1 deep %2").arg(name).arg(++village);
        a.coastal = false;
        after.coastGiven.insert(hex);
    }
    after.refresh();
    if (QString error = saveStoredMap(db, before, after); !error.isEmpty())
        return error;
    QSqlQuery q(db);
    q.prepare(QStringLiteral("UPDATE nation SET capital = ? WHERE id = ?"));
    return run(q, {town, nationId}) ? QString() : q.lastError().text();
}

} // namespace herald::db
