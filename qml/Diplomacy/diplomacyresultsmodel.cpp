#include "diplomacyresultsmodel.h"

#include <QJsonObject>

namespace herald::gui {

int DiplomacyResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_results.size());
}

QVariant DiplomacyResultsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const QJsonObject r = m_results.at(index.row()).toObject();
    switch (role) {
    case PowerRole:
        return r.value(QStringLiteral("power")).toString();
    case OrderRole:
        return r.value(QStringLiteral("order")).toString();
    case OutcomeRole:
        return r.value(QStringLiteral("outcome")).toString();
    case ExplanationRole:
        return r.value(QStringLiteral("explanation")).toString();
    default:
        return {};
    }
}

QHash<int, QByteArray> DiplomacyResultsModel::roleNames() const
{
    return {{PowerRole, "power"},
            {OrderRole, "order"},
            {OutcomeRole, "outcome"},
            {ExplanationRole, "explanation"}};
}

void DiplomacyResultsModel::setResults(const QJsonArray &results)
{
    if (results == m_results)
        return;
    beginResetModel();
    m_results = results;
    endResetModel();
}

} // namespace herald::gui
