#pragma once

#include "core/warmaster/strategicmap.h"

#include <QHash>
#include <QSet>
#include <QSqlDatabase>
#include <QString>

namespace herald::db {

/// The strategic map as the campaign file keeps it: the resolved map plus what the referee
/// set by hand, so that derived values (coasts, I-52 default barriers) follow later edits.
struct StoredMap
{
    warmaster::StrategicMap map;
    /// Hexside marks (rivers, hand-set barriers, crossings); the rest is the I-52 default.
    QHash<map::Hexside, warmaster::BoundaryMark> marks;
    /// Areas whose coastal flag the referee set; the others are derived (land touching sea).
    QSet<map::Hex> coastGiven;
    /// The nation table's row id of each of map.nations, by index.
    QList<qint64> nationRowIds;
    /// The capital the nation table names for each nation ("XXYY" or empty), read-only here.
    QStringList capitals;
    QByteArray background; ///< image bytes of a scanned map, or empty
    double backgroundOpacity = 0.6;

    /// Derives coasts and boundaries again after areas or marks changed (and reindexes).
    void refresh();
};

/// The campaign's strategic map, read from the tables of schema 0004. Nations are the rows of
/// the nation table in id order; each Nation::id is its row id as text ("3") and an area's
/// owner is the index of that nation; the map's armies are loadArmies(). Boundaries are resolved
/// (marks, then the I-52 default), coastal flags derived where the referee set none. An empty map
/// when there is none.
[[nodiscard]] warmaster::StrategicMap loadStrategicMap(const QSqlDatabase &db);

/// The nations as loadStrategicMap() lists them, without reading the areas (capital is noIndex):
/// for a legend or a list of owners.
[[nodiscard]] std::vector<warmaster::Nation> loadMapNations(const QSqlDatabase &db);

/// The army markers of the campaign (schema 0006, §1.5), in id order: Army::id and
/// Army::nationId are row ids as text, generalName the leading character's name. Empty when
/// the file has no army table yet.
[[nodiscard]] std::vector<warmaster::Army> loadArmies(const QSqlDatabase &db);

/// As loadStrategicMap(), with the marks and row ids that editing needs.
[[nodiscard]] StoredMap loadStoredMap(const QSqlDatabase &db);

/// Writes what differs between before and after (both as loaded or edited from a load of the
/// same file), row by row, so a command's changeset holds only its own edits. Returns an empty
/// string, or the database's message. Call inside a command (the runner's transaction).
[[nodiscard]] QString saveStoredMap(const QSqlDatabase &db, const StoredMap &before,
                                    const StoredMap &after);

} // namespace herald::db
