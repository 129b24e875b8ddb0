#pragma once

// The real herald-cli as the CLI tests run it (HERALD_CLI is the executable).
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>

/// The opening lines of a `run` script (a string literal, so a test appends its own lines): the
/// demo map with each of its four nations on the sample River Kingdom army list.
#define HERALD_DEMO_NATIONS_SCRIPT                                                                 \
    "map demo\n"                                                                                   \
    "nation edit \"Kingdom of Veyra\" --list sample-river-kingdom\n"                               \
    "nation edit \"Ironhold Clans\" --list sample-river-kingdom\n"                                 \
    "nation edit \"Mirefolk Tribes\" --list sample-river-kingdom\n"                                \
    "nation edit \"Ash Riders\" --list sample-river-kingdom\n"

/// One finished herald-cli process.
struct Run
{
    int exitCode = -1;
    QByteArray out;
    QByteArray err;

    [[nodiscard]] QString outText() const { return QString::fromUtf8(out); }
    [[nodiscard]] QString errText() const { return QString::fromUtf8(err); }
    /// Standard output and error together, for a failure message or a search.
    [[nodiscard]] QString text() const { return QString::fromUtf8(out + err); }

    /// Standard output as one JSON document (an export written to "-").
    [[nodiscard]] QJsonObject document() const { return QJsonDocument::fromJson(out).object(); }
    /// The first line of standard output as a JSON object (--json prints one per verb).
    [[nodiscard]] QJsonObject json() const
    {
        return QJsonDocument::fromJson(out.split('\n').first()).object();
    }
};

inline Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(HERALD_CLI), args);
    p.waitForFinished(30000);
    return {p.exitCode(), p.readAllStandardOutput(), p.readAllStandardError()};
}
