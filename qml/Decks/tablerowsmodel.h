#pragma once

#include "core/decks/table.h"

#include <QAbstractListModel>
#include <QQmlEngine>

namespace herald::gui::decks {

/// The rows of one table as the page lists them.
class TableRowsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A TableRollForm provides its rows.")

public:
    enum Roles
    {
        /// "2–3", "20+", or a lookup row's label (string).
        RangeRole = Qt::UserRole,
        /// The row's result; a two-way chart's cells joined by " | " (string).
        ResultRole,
        /// The row's own origin when it differs from its table's, else empty (string).
        RowOriginRole,
    };
    Q_ENUM(Roles)

    using QAbstractListModel::QAbstractListModel;

    void setTable(const herald::decks::Table &table);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    herald::decks::Table m_table;
};

} // namespace herald::gui::decks
