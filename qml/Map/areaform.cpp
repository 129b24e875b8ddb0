#include "areaform.h"

#include "app/services/map/mapqueries.h"

#include <QJsonObject>

namespace herald::mapui {

using namespace herald::warmaster;

AreaForm::AreaForm(QObject *parent) : CampaignForm(app::maps::areaTables(), parent)
{
}

QStringList AreaForm::terrainKeys()
{
    QStringList keys;
    for (const auto &entry : EnumKeys<Terrain>::table())
        keys << QString::fromLatin1(entry.key);
    return keys;
}

QStringList AreaForm::terrainNames()
{
    QStringList names;
    for (const auto &entry : EnumKeys<Terrain>::table())
        names << tr(entry.name);
    return names;
}

void AreaForm::setHex(const QString &hex)
{
    if (hex == m_hex)
        return;
    m_hex = hex;
    reload();
}

void AreaForm::reload()
{
    const app::CampaignService *open = service();
    const auto hex = map::Hex::fromXXYY(m_hex);
    // Nothing is read while no area is selected, which is most of the time.
    const auto details = open && hex ? app::maps::areaDetails(*open, *hex) : std::nullopt;
    m_nationNames = details ? app::maps::nationNames(*open) : QStringList();
    m_exists = details.has_value();
    if (details) {
        const Area &a = details->area;
        m_name = a.name;
        m_terrain = keyOf(a.terrain);
        m_centre = keyOf(a.centre);
        m_owner = details->ownerName;
        m_poiCard = a.poi.cardId;
        m_poiCrossing = keyOf(a.poi.crossing);
        m_river = a.majorRiver;
        m_chaos = a.chaos;
        QStringList facts{a.terrainDescription()};
        if (!details->landmassName.isEmpty())
            facts << details->landmassName;
        if (a.coastal)
            facts << tr("coastal");
        m_details = facts.join(QStringLiteral(" · "));
        m_original = fields();
    }
    Q_EMIT loaded();
    Q_EMIT changed();
}

QJsonObject AreaForm::fields() const
{
    QJsonObject poi;
    if (!m_poiCard.trimmed().isEmpty())
        poi.insert(QStringLiteral("card"), m_poiCard.trimmed());
    if (!m_poiCrossing.isEmpty() && m_poiCrossing != QLatin1String("none"))
        poi.insert(QStringLiteral("crossing"), m_poiCrossing);
    const bool sea = m_terrain == QLatin1String("sea");
    QString centre = m_centre;
    if (sea)
        centre = QStringLiteral("none");
    else if (centre == QLatin1String("none"))
        centre = QStringLiteral("village");
    return {
        {QStringLiteral("name"), m_name},
        {QStringLiteral("terrain"), m_terrain},
        {QStringLiteral("centre"), centre},
        {QStringLiteral("owner"), m_owner.isEmpty() || sea ? QJsonValue() : QJsonValue(m_owner)},
        {QStringLiteral("poi"), poi.isEmpty() ? QJsonValue() : QJsonValue(poi)},
        {QStringLiteral("river"), m_river},
        {QStringLiteral("chaos"), m_chaos && !sea}};
}

void AreaForm::submit()
{
    if (!m_exists) {
        refuse(tr("Select an area of the map first."));
        return;
    }
    // Only what the referee changed, so the history line says just that.
    QJsonObject args{{QStringLiteral("hex"), m_hex}};
    const QJsonObject now = fields();
    for (auto it = now.begin(); it != now.end(); ++it) {
        if (m_original.value(it.key()) != it.value())
            args.insert(it.key(), it.value());
    }
    if (args.size() == 1) {
        refuse(tr("Nothing was changed in area %1.").arg(m_hex));
        return;
    }
    run(QStringLiteral("area.set"), args);
}

} // namespace herald::mapui
