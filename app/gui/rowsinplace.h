#pragma once

#include <QAbstractListModel>

#include <vector>

namespace herald::gui {

/// Brings a list model's `rows` up to `fresh` in place, for CampaignListModel::update(): when
/// both hold the same rows by `key` in the same order, each row that differs is replaced and
/// reported with dataChanged(`roles`), and true comes back; false, with nothing changed, when
/// rows came or went, and the model is then reset.
template <typename Row, typename Key>
bool updateRowsInPlace(QAbstractListModel &model, std::vector<Row> &rows, std::vector<Row> fresh,
                       Key key, const QList<int> &roles)
{
    if (fresh.size() != rows.size())
        return false;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (key(rows[i]) != key(fresh[i]))
            return false;
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rows[i] == fresh[i])
            continue;
        rows[i] = std::move(fresh[i]);
        const QModelIndex changed = model.index(int(i));
        Q_EMIT model.dataChanged(changed, changed, roles);
    }
    return true;
}

} // namespace herald::gui
