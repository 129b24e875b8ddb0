#pragma once

#include <QAbstractListModel>
#include <QJsonArray>
#include <QQmlEngine>

namespace herald::gui {

/// The judge's results of one phase, one row per order, for the desk's results list.
class DiplomacyResultsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The desk owns its results")

public:
    enum Roles
    {
        PowerRole = Qt::UserRole, ///< the power that gave the order
        OrderRole,                ///< the order in canonical notation
        OutcomeRole,              ///< succeeded, failed, illegal, void or pending
        ExplanationRole,          ///< why, with the strengths
        OutcomeTextRole,          ///< the outcome in the reader's language
    };
    Q_ENUM(Roles)

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    void setResults(const QJsonArray &results);

private:
    QJsonArray m_results;
};

} // namespace herald::gui
