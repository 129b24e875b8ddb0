#include "rosterlinemodel.h"

#include "app/services/warmaster/currentroster.h"

#include <QJsonArray>

namespace herald::nations {

RosterLineModel::RosterLineModel(QObject *parent)
    : NationRowsModel(app::currentRosterTables(), parent)
{
}

QVariant RosterLineModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case IsCategoryRole:
        return r.isCategory;
    case CategoryRole:
        return r.category;
    case LineRole:
        return r.line;
    case UnitTypesRole:
        return r.unitTypes;
    case CostRole:
        return r.cost;
    case PurchasedRole:
        return r.purchased;
    case LostRole:
        return r.lost;
    case AvailableRole:
        return r.available;
    default:
        return {};
    }
}

QHash<int, QByteArray> RosterLineModel::roleNames() const
{
    return {{IsCategoryRole, "isCategory"},
            {CategoryRole, "category"},
            {LineRole, "line"},
            {UnitTypesRole, "unitTypes"},
            {CostRole, "cost"},
            {PurchasedRole, "purchased"},
            {LostRole, "lost"},
            {AvailableRole, "available"}};
}

void RosterLineModel::fillNation(const app::CampaignService &service, qint64 nationId)
{
    const QJsonObject roster = app::currentRoster(service, nationId);
    for (const QJsonValue &v : roster.value(QStringLiteral("categories")).toArray()) {
        const QJsonObject c = v.toObject();
        const QString category = c.value(QStringLiteral("name")).toString();
        m_rows.push_back({true,
                          category,
                          0,
                          {},
                          {},
                          c.value(QStringLiteral("purchased")).toInt(),
                          c.value(QStringLiteral("lost")).toInt(),
                          c.value(QStringLiteral("available")).toInt()});
        for (const QJsonValue &l : c.value(QStringLiteral("lines")).toArray()) {
            const QJsonObject line = l.toObject();
            QStringList types;
            for (const QJsonValue &t : line.value(QStringLiteral("unitTypes")).toArray())
                types << t.toString();
            m_rows.push_back({false, category, line.value(QStringLiteral("line")).toInt(),
                              types.join(QStringLiteral(" / ")),
                              line.value(QStringLiteral("cost")).toString(),
                              line.value(QStringLiteral("purchased")).toInt(),
                              line.value(QStringLiteral("lost")).toInt(),
                              line.value(QStringLiteral("available")).toInt()});
        }
    }
}

} // namespace herald::nations
