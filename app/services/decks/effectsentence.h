#pragma once

#include <QString>

namespace herald::app::decks {

/// A table entry's effect as a referee reads it: "1 machine unit", "2 character points lost",
/// "Event: sea monster", instead of the key and value the rules code reads ("machineUnits = 1").
/// A key Herald does not know (a custom table's) is written as words too ("fooBar" reads
/// "foo bar: 3"). Translated.
[[nodiscard]] QString effectSentence(const QString &key, const QString &value);

} // namespace herald::app::decks
