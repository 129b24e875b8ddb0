#pragma once

#include "core/hexwar/hexwarmap.h"
#include "db/hexwar/underlay.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QStringList>

#include <optional>

namespace herald::db::hexwar {

/// A hex map kept in the campaign file for the map editor (schema 27, table hexmap).
struct StoredHexMap
{
    qint64 id = 0;
    QString name;
    herald::hexwar::HexwarMap map;
    Underlay underlay; ///< a scanned map to trace over, or none
};

/// The names of the campaign's hex maps, in the order they were made.
[[nodiscard]] QStringList hexMapNames(const QSqlDatabase &db);
/// The map of that name; nothing when there is none (or its stored text no longer reads).
[[nodiscard]] std::optional<StoredHexMap> hexMap(const QSqlDatabase &db, const QString &name);
/// Writes the map under its name, as a new row when id is 0; false with the failed query in q.
[[nodiscard]] bool writeHexMap(StoredHexMap &stored, QSqlQuery &q);

} // namespace herald::db::hexwar
