#include "boardunitmodel.h"

#include "core/battleboard/boardkeys.h"

namespace herald::gui {

using namespace herald::battleboard;

int BoardUnitModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant BoardUnitModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case UnitIdRole:
        return r.id;
    case LabelRole:
        return r.label;
    case ShortLabelRole:
        return r.shortLabel;
    case SideRole:
        return r.side;
    case PlaceRole:
        return r.place;
    case ActedRole:
        return r.acted;
    case ReadyRole:
        return r.ready;
    case TargetRole:
        return r.target;
    case SelectedRole:
        return r.selected;
    case LeaderRole:
        return r.leader;
    default:
        return {};
    }
}

QHash<int, QByteArray> BoardUnitModel::roleNames() const
{
    return {{UnitIdRole, "unitId"}, {LabelRole, "label"},   {ShortLabelRole, "shortLabel"},
            {SideRole, "side"},     {PlaceRole, "place"},   {ActedRole, "acted"},
            {ReadyRole, "ready"},   {TargetRole, "target"}, {SelectedRole, "selected"},
            {LeaderRole, "leader"}};
}

void BoardUnitModel::setRows(std::vector<Row> rows)
{
    beginResetModel();
    m_rows = std::move(rows);
    endResetModel();
}

QString BoardUnitModel::placeKey(const Space &s)
{
    const QString key = herald::battleboard::spaceKey(s);
    if (s.kind == SpaceKind::Middle)
        return key;
    return herald::warmaster::keyOf(s.owner) + QLatin1Char('/') + key;
}

} // namespace herald::gui
