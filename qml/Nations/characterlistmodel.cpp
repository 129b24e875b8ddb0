#include "characterlistmodel.h"

#include "app/services/warmaster/currentroster.h"

#include <QJsonArray>

namespace herald::nations {

CharacterListModel::CharacterListModel(QObject *parent)
    : NationRowsModel(app::currentRosterTables(), parent)
{
}

QVariant CharacterListModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case CharacterIdRole:
        return r.id;
    case NameRole:
        return r.name;
    case TypeNameRole:
        return r.typeName;
    case CharacterPointsRole:
        return r.cp;
    case StatusRole:
        return r.status;
    case MagicItemsRole:
        return r.magicItems;
    default:
        return {};
    }
}

QHash<int, QByteArray> CharacterListModel::roleNames() const
{
    return {{CharacterIdRole, "characterId"}, {NameRole, "name"},
            {TypeNameRole, "typeName"},       {CharacterPointsRole, "characterPoints"},
            {StatusRole, "status"},           {MagicItemsRole, "magicItems"}};
}

void CharacterListModel::fillNation(const app::CampaignService &service, qint64 nationId)
{
    const QJsonObject roster = app::currentRoster(service, nationId);
    for (const QJsonValue &v : roster.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject c = v.toObject();
        QStringList items;
        for (const QJsonValue &i : c.value(QStringLiteral("magicItems")).toArray())
            items << i.toString();
        m_rows.push_back(
            {c.value(QStringLiteral("id")).toInteger(), c.value(QStringLiteral("name")).toString(),
             c.value(QStringLiteral("typeName")).toString(), c.value(QStringLiteral("cp")).toInt(),
             c.value(QStringLiteral("status")).toString(), items.join(QStringLiteral(", "))});
    }
}

} // namespace herald::nations
