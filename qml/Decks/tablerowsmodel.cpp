#include "tablerowsmodel.h"

#include "app/services/decks/originlabel.h"

namespace herald::gui::decks {

void TableRowsModel::setTable(const herald::decks::Table &table)
{
    if (table == m_table)
        return;
    beginResetModel();
    m_table = table;
    endResetModel();
}

int TableRowsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.rows.size());
}

QVariant TableRowsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const herald::decks::Row &row = m_table.rows[std::size_t(index.row())];
    switch (role) {
    case RangeRole:
        return herald::decks::rowLabel(m_table, index.row());
    case Qt::DisplayRole:
    case ResultRole: {
        QStringList cells;
        for (const herald::decks::Entry &e : row.entries)
            cells << e.result;
        return cells.join(QStringLiteral(" | "));
    }
    case RowOriginRole:
        return row.provenance ? app::decks::originLabel(*row.provenance) : QString();
    default:
        return {};
    }
}

QHash<int, QByteArray> TableRowsModel::roleNames() const
{
    return {{RangeRole, "range"}, {ResultRole, "result"}, {RowOriginRole, "rowOrigin"}};
}

} // namespace herald::gui::decks
