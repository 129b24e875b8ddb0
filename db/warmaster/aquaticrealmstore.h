#pragma once

#include "core/warmaster/aquaticrealm.h"

#include <QSqlDatabase>
#include <QString>

namespace herald::db {

/// Writes the sea people's realm placed by placeAquaticRealm() on the map `placedOn` (§7.2.7,
/// I-8): a landmass of its own named after the nation; the town on the realm's first hex and
/// villages on the others, all underwater, not coastal, on the sea bed's open terrain (Plains)
/// and owned by the underwater nation `nationId`, whose capital the town becomes. Empty
/// string, or the database's message.
[[nodiscard]] QString raiseAquaticRealm(const QSqlDatabase &db,
                                        const warmaster::StrategicMap &placedOn,
                                        const warmaster::AquaticRealm &realm, qint64 nationId,
                                        const QString &name);

} // namespace herald::db
