#pragma once

#include <QByteArray>
#include <QFile>
#include <QString>

/// Where the tests of core/warmaster find their inputs.
namespace testfiles {

inline const QString fixtures = QStringLiteral(HERALD_SOURCE_DIR "/tests/core/warmaster/fixtures/");
inline const QString armyLists =
    QStringLiteral(HERALD_SOURCE_DIR "/resources/warmaster/armylists/");
inline const QString maps = QStringLiteral(HERALD_SOURCE_DIR "/resources/warmaster/maps/");

/// The bytes of a file the test needs; a missing file stops the test run.
inline QByteArray read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

} // namespace testfiles
