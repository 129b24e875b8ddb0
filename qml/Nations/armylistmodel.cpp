#include "armylistmodel.h"

#include "app/gui/campaigncontroller.h"
#include "core/warmaster/armyplacement.h"
#include "db/map/maprepository.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::nations {

using namespace herald::warmaster;

namespace {

QString locationName(ArmyLocation location)
{
    switch (location) {
    case ArmyLocation::Countryside:
        return QCoreApplication::translate("NationsPage", "countryside", "army location");
    case ArmyLocation::PopulationCentre:
        return QCoreApplication::translate("NationsPage", "population centre", "army location");
    case ArmyLocation::Poi:
        return QCoreApplication::translate("NationsPage", "point of interest", "army location");
    }
    return {};
}

} // namespace

QVariant ArmyListModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case ArmyIdRole:
        return r.id;
    case NameRole:
        return r.name;
    case GeneralRole:
        return r.general;
    case AreaRole:
        return r.area;
    case LocationRole:
        return r.location;
    default:
        return {};
    }
}

QHash<int, QByteArray> ArmyListModel::roleNames() const
{
    return {{ArmyIdRole, "armyId"},
            {NameRole, "name"},
            {GeneralRole, "general"},
            {AreaRole, "area"},
            {LocationRole, "location"}};
}

QJsonObject ArmyListModel::load(qint64 nationId) const
{
    auto *controller = gui::CampaignController::instance();
    if (!controller || !controller->isOpen() || nationId <= 0)
        return {};
    const StrategicMap map = db::loadStrategicMap(controller->service().file()->database());
    QJsonArray armies;
    for (const Army &army : map.armies) {
        if (army.nationId != QString::number(nationId))
            continue;
        const auto area = map.areaAt(army.area);
        armies.append(
            QJsonObject{{QStringLiteral("id"), army.id.toLongLong()},
                        {QStringLiteral("name"), army.name},
                        {QStringLiteral("general"), army.generalName},
                        {QStringLiteral("area"),
                         area ? areaLabel(map.areas[std::size_t(*area)]) : army.area.toXXYY()},
                        {QStringLiteral("location"), locationName(army.location)}});
    }
    return {{QStringLiteral("armies"), armies}};
}

void ArmyListModel::fill(const QJsonObject &armies)
{
    m_rows.clear();
    for (const QJsonValue &v : armies.value(QStringLiteral("armies")).toArray()) {
        const QJsonObject a = v.toObject();
        m_rows.push_back({a.value(QStringLiteral("id")).toInteger(),
                          a.value(QStringLiteral("name")).toString(),
                          a.value(QStringLiteral("general")).toString(),
                          a.value(QStringLiteral("area")).toString(),
                          a.value(QStringLiteral("location")).toString()});
    }
}

} // namespace herald::nations
