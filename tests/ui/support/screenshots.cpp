#include "screenshots.h"

#include <QDir>

namespace herald::test {

QString screenshotFolder()
{
    const QString folder = qEnvironmentVariable("HERALD_SCREENSHOT_DIR");
    if (folder.isEmpty() || !QDir().mkpath(folder))
        return {};
    return QDir(folder).absolutePath();
}

QString Screenshots::pathOf(const QString &name) const
{
    const QString folder = screenshotFolder();
    return folder.isEmpty() ? QString() : QDir(folder).filePath(name);
}

} // namespace herald::test
