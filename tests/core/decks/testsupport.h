#pragma once

// Shared by the decks tests: files are read here (core does no I/O), dice are seeded or typed.
#include "core/decks/content.h"
#include "core/dice/dice.h"

#include <QByteArray>
#include <QDir>
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

/// Every shipped WarMaster table and deck file, named by file, in a stable order.
inline std::vector<ContentDocument> shippedDocuments()
{
    std::vector<ContentDocument> documents;
    for (const char *folder : {"resources/warmaster/tables", "resources/warmaster/decks"}) {
        const QDir dir(QStringLiteral(HERALD_SOURCE_DIR "/") + QLatin1String(folder));
        for (const QString &name :
             dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
            documents.push_back(
                {name, sourceFile(QLatin1String(folder) + QLatin1Char('/') + name)});
    }
    return documents;
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
