#include "areaform.h"

#include "app/gui/campaigncontroller.h"
#include "db/campaignfile.h"
#include "db/map/maprepository.h"

#include <QJsonObject>

namespace herald::mapui {

using namespace herald::warmaster;

AreaForm::AreaForm(QObject *parent) : QObject(parent)
{
    if (auto *controller = gui::CampaignController::instance())
        connect(controller, &gui::CampaignController::campaignChanged, this, &AreaForm::load);
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
    load();
}

void AreaForm::load()
{
    auto *controller = gui::CampaignController::instance();
    const StrategicMap m = controller && controller->service().isOpen()
                               ? db::loadStrategicMap(controller->service().file()->database())
                               : StrategicMap{};
    m_nationNames.clear();
    for (const Nation &n : m.nations)
        m_nationNames << n.name;
    const auto hex = map::Hex::fromXXYY(m_hex);
    const auto index = hex ? m.areaAt(*hex) : std::nullopt;
    m_exists = index.has_value();
    if (index) {
        const Area &a = m.areas[std::size_t(*index)];
        m_name = a.name;
        m_terrain = keyOf(a.terrain);
        m_centre = keyOf(a.centre);
        m_owner = a.owner == noIndex ? QString() : m.nations[std::size_t(a.owner)].name;
        m_poiCard = a.poi.cardId;
        m_poiCrossing = keyOf(a.poi.crossing);
        m_river = a.majorRiver;
        m_chaos = a.chaos;
        QStringList facts{a.terrainDescription()};
        if (a.landmass != noIndex)
            facts << m.landmasses[std::size_t(a.landmass)].name;
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
    auto *controller = gui::CampaignController::instance();
    if (!controller || !m_exists) {
        Q_EMIT error(tr("Select an area of the map first."));
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
        Q_EMIT error(tr("Nothing was changed in area %1.").arg(m_hex));
        return;
    }
    if (controller->execute(QStringLiteral("area.set"), args))
        Q_EMIT done(controller->latestSummary());
    else
        Q_EMIT error(controller->lastError());
}

} // namespace herald::mapui
