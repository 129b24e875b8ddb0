#pragma once

#include "core/skirmish/rosterformat.h"

#include <QFile>
#include <QString>

/// The Dragon Noir roster the tests read from the source tree (resources/skirmish/).
namespace skirmishfiles {

inline const QString roster =
    QStringLiteral(HERALD_SOURCE_DIR "/resources/skirmish/dragon-noir.roster");

/// The shipped roster, parsed; a missing or broken file stops the test run.
inline const herald::skirmish::Roster &shippedRoster()
{
    static const herald::skirmish::Roster parsed = [] {
        QFile file(roster);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(roster));
        auto result = herald::skirmish::parseRoster(QString::fromUtf8(file.readAll()));
        if (!result.roster)
            qFatal("%s: %s", qPrintable(roster), qPrintable(result.errors.front().describe()));
        return *result.roster;
    }();
    return parsed;
}

/// A profile of the shipped roster by id; an unknown id stops the test run.
inline const herald::skirmish::Profile &profile(const char *id)
{
    const auto *p = shippedRoster().find(QString::fromLatin1(id));
    if (!p)
        qFatal("no profile %s", id);
    return *p;
}

} // namespace skirmishfiles
