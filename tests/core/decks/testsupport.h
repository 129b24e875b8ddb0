#pragma once

// Shared by the decks tests: files are read here (core does no I/O), dice are seeded or typed.
#include "core/dice/dice.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QTest>

#include <vector>

namespace herald::decks::test {

/// The bytes of a file under the source tree ("tests/core/decks/fixtures/gap.json").
inline QByteArray sourceFile(const QString &relative)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file.fileName()));
    return file.readAll();
}

inline QByteArray fixture(const QString &name)
{
    return sourceFile(QStringLiteral("tests/core/decks/fixtures/") + name);
}

/// Dice from a fixed seed, so every run shuffles the same way.
inline dice::Dice seeded(std::uint64_t seed = 2002)
{
    return dice::Dice(dice::Generator(seed, 0));
}

/// Dice that show exactly `faces` first, as a referee typing real dice would.
inline dice::Dice typed(std::vector<int> faces)
{
    dice::Dice d = seeded();
    d.queueTyped(std::move(faces));
    return d;
}

} // namespace herald::decks::test
