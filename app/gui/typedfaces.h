#pragma once

#include <QList>
#include <QString>

namespace herald::gui {

/// The faces a referee typed for dice rolled at the table ("3 5", "3,5" or "3; 5"); ok is set
/// to false when a part is not a whole number. Ranges are the dice's to check.
[[nodiscard]] QList<int> parseTypedFaces(const QString &typed, bool *ok);

} // namespace herald::gui
