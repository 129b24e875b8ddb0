#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QSqlQuery>
#include <QString>

namespace herald::db::hexwar {

/// A scanned map drawn under the hexes: kept with an edited map (schema 27, table hexmap) and
/// with a game (schema 28, table hexgame), in the columns underlay and underlay_opacity.
struct Underlay
{
    QByteArray image;     ///< a PNG or JPEG image, or empty for none
    double opacity = 0.3; ///< how strongly the hexes are drawn over it, 0 to 1
};

/// The table whose row an underlay belongs to.
enum class UnderlayOwner
{
    HexMap,
    HexGame,
};

/// Applies an underlay command's arguments {image?, opacity?} to `underlay`: "image" is a PNG or
/// JPEG file in base64 ("" takes the image off), "opacity" a number from 0 to 1. Returns what is
/// wrong, naming the argument, and leaves `underlay` as it was; empty when all is well.
[[nodiscard]] QString takeUnderlayArguments(const QJsonObject &args, Underlay &underlay);
/// The history line of an underlay command on the map or game named `name`.
[[nodiscard]] QString underlaySummary(const QString &name, const Underlay &underlay);
/// Writes the underlay of the row `id` of the owner's table; false with the failed query in q.
[[nodiscard]] bool writeUnderlay(UnderlayOwner owner, qint64 id, const Underlay &underlay,
                                 QSqlQuery &q);

} // namespace herald::db::hexwar
