#include "diplomacyresultsmodel.h"

#include <QJsonObject>

namespace herald::gui {

namespace {

QString outcomeText(const QString &outcome)
{
    if (outcome == QLatin1String("succeeded"))
        return DiplomacyResultsModel::tr("succeeded", "order outcome");
    if (outcome == QLatin1String("failed"))
        return DiplomacyResultsModel::tr("failed", "order outcome");
    if (outcome == QLatin1String("illegal"))
        return DiplomacyResultsModel::tr("illegal, the unit holds", "order outcome");
    if (outcome == QLatin1String("void"))
        return DiplomacyResultsModel::tr("void", "order outcome");
    if (outcome == QLatin1String("pending"))
        return DiplomacyResultsModel::tr("not yet adjudicated", "order outcome");
    return outcome;
}

} // namespace

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
    case OutcomeTextRole:
        return outcomeText(r.value(QStringLiteral("outcome")).toString());
    default:
        return {};
    }
}

QHash<int, QByteArray> DiplomacyResultsModel::roleNames() const
{
    return {{PowerRole, "power"},
            {OrderRole, "order"},
            {OutcomeRole, "outcome"},
            {ExplanationRole, "explanation"},
            {OutcomeTextRole, "outcomeText"}};
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
