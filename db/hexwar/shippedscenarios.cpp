#include "db/hexwar/shippedscenarios.h"

#include "core/hexwar/mapformat.h"

#include <QFile>

#include <vector>

namespace herald::db::hexwar {

namespace {

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/herald/hexwar/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The shipped files are checked by tests/core/hexwar; a broken build is the only way to fail.
ShippedScenario load(const QString &key)
{
    ShippedScenario shipped;
    shipped.key = key;
    auto scenario = herald::hexwar::parseScenario(resource(key + QStringLiteral(".scenario.json")));
    if (!scenario.ok())
        qFatal("shipped hexwar scenario %s: %s", qPrintable(key),
               qPrintable(scenario.errorString()));
    shipped.scenario = std::move(*scenario.scenario);
    auto map = herald::hexwar::parseHexwarMap(resource(shipped.scenario.mapName));
    if (!map.ok())
        qFatal("shipped hexwar map %s: %s", qPrintable(shipped.scenario.mapName),
               qPrintable(map.errorString()));
    shipped.map = std::move(*map.map);
    return shipped;
}

const std::vector<ShippedScenario> &all()
{
    static const std::vector<ShippedScenario> scenarios{load(QStringLiteral("black-eagle"))};
    return scenarios;
}

} // namespace

const ShippedScenario *shippedScenario(const QString &key)
{
    for (const ShippedScenario &s : all()) {
        if (s.key == key)
            return &s;
    }
    return nullptr;
}

QStringList shippedScenarioKeys()
{
    QStringList keys;
    for (const ShippedScenario &s : all())
        keys << s.key;
    return keys;
}

} // namespace herald::db::hexwar
