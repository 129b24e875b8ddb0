#pragma once

// A scenario file a referee might write (spec 15's format): the shipped Black Eagle scenario
// renamed "The Guard at full muster", with the Black Eagle Guard (1st), B1, at full strength 8.
// The db, CLI and page tests of loading a scenario file all start from it.

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace herald::test {

inline const QString kFullMuster = QStringLiteral("The Guard at full muster");

inline QJsonObject fullMusterScenario()
{
    QFile shipped(QStringLiteral(HERALD_SOURCE_DIR "/resources/hexwar/black-eagle.scenario.json"));
    if (!shipped.open(QIODevice::ReadOnly))
        qFatal("cannot read the shipped scenario");
    QJsonObject scenario = QJsonDocument::fromJson(shipped.readAll()).object();
    scenario.insert(QStringLiteral("name"), kFullMuster);
    QJsonArray units = scenario.value(QStringLiteral("units")).toArray();
    for (qsizetype i = 0; i < units.size(); ++i) {
        QJsonObject u = units.at(i).toObject();
        if (u.value(QStringLiteral("id")).toString() == QStringLiteral("B1"))
            u.insert(QStringLiteral("full"), 8);
        units.replace(i, u);
    }
    scenario.insert(QStringLiteral("units"), units);
    return scenario;
}

/// The scenario written to a file, for the CLI and the page's file dialog.
inline bool writeFullMusterScenario(const QString &path)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) &&
           out.write(QJsonDocument(fullMusterScenario()).toJson()) > 0;
}

} // namespace herald::test
