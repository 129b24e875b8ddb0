#pragma once

#include <QString>

namespace herald::test {

/// Points HOME, the XDG folders and QSettings' user scope at `folder` (inside the test's own
/// QTemporaryDir), so the settings (recent files, window, last folder) and data a test makes stay
/// in it. Call before anything reads QSettings or QStandardPaths.
void useTemporaryHome(const QString &folder);

} // namespace herald::test
