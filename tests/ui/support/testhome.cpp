#include "testhome.h"

#include <QDir>
#include <QSettings>

namespace herald::test {

void useTemporaryHome(const QString &folder)
{
    QDir().mkpath(folder);
    const QByteArray path = QDir(folder).absolutePath().toUtf8();
    for (const char *variable : {"HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"})
        qputenv(variable, path);
    // QSettings may have read the user's folder already (QApplication's start does in some
    // tests): told again.
    for (const QSettings::Format format : {QSettings::NativeFormat, QSettings::IniFormat})
        QSettings::setPath(format, QSettings::UserScope, QString::fromUtf8(path));
}

} // namespace herald::test
