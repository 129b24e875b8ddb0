#include "db/skirmish/shippedskirmish.h"

#include <QFile>

namespace herald::db::skirmish {

namespace {

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/herald/skirmish/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

QString shippedRoster()
{
    return QString::fromUtf8(resource(QStringLiteral("dragon-noir.roster")));
}

QByteArray demoScenario()
{
    return resource(QStringLiteral("demo-ford.scenario.json"));
}

QByteArray shippedMap(const QString &id)
{
    return id == QLatin1String("DEMO_FORD") ? resource(QStringLiteral("demo-ford.map.json"))
                                            : QByteArray();
}

} // namespace herald::db::skirmish
