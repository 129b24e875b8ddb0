#include "armylistmodel.h"

namespace herald::nations {

ArmyListModel::ArmyListModel(QObject *parent) : NationRowsModel(app::armyMarkerTables(), parent)
{
}

QVariant ArmyListModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::ArmyMarker &r = m_rows[std::size_t(index.row())];
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
        return warmaster::nameOf(r.location);
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

void ArmyListModel::fillNation(const app::CampaignService &service, qint64 nationId)
{
    m_rows = app::armyMarkers(service, nationId);
}

} // namespace herald::nations
