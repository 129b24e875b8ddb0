#pragma once

#include <QString>

namespace herald::gui {

/// Makes `language` the interface's language: "system" follows the system's locale, "en", "de"
/// or "fr" name one. Herald's catalogue compiled into the program (:/i18n/herald_<code>.qm) and,
/// where the system has it, Qt's own (the standard dialog buttons) replace the ones installed
/// before; English needs none. Returns false when Herald has no catalogue for a language named.
bool installLanguage(const QString &language);

} // namespace herald::gui
