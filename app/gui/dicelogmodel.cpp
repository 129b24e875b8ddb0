#include "app/gui/dicelogmodel.h"

#include "app/services/campaignservice.h"

#include <QJsonArray>
#include <QStringList>

namespace herald::gui {

// The rolls live in the history, which every command, undo and redo changes.
DiceLogModel::DiceLogModel(QObject *parent) : CampaignListModel({QStringLiteral("history")}, parent)
{
}

void DiceLogModel::fill(const app::CampaignService *service)
{
    m_rows.clear();
    if (!service)
        return;
    for (const db::HistoryEntry &e : service->history().newestWithDice(CommandLimit)) {
        // Within one command the rolls stay in the order they were made.
        for (const QJsonValue &roll : e.rolls)
            m_rows.append({roll.toObject(), e.date.toString(), e.summary});
    }
}

QVariant DiceLogModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case PurposeRole:
        return row.roll.value(QStringLiteral("purpose")).toString();
    case ExpressionRole:
        return row.roll.value(QStringLiteral("expression")).toString();
    case FacesRole: {
        QStringList faces;
        for (const QJsonValue &f : row.roll.value(QStringLiteral("faces")).toArray())
            faces << QString::number(f.toInt());
        return faces.join(QLatin1Char(' '));
    }
    case TotalRole:
        return row.roll.value(QStringLiteral("total")).toInt();
    case TypedRole:
        return row.roll.value(QStringLiteral("typed")).toBool();
    case DateRole:
        return row.date;
    case CommandSummaryRole:
        return row.summary;
    default:
        return {};
    }
}

QHash<int, QByteArray> DiceLogModel::roleNames() const
{
    return {{PurposeRole, "purpose"},
            {ExpressionRole, "expression"},
            {FacesRole, "faces"},
            {TotalRole, "total"},
            {TypedRole, "typed"},
            {DateRole, "date"},
            {CommandSummaryRole, "commandSummary"}};
}

} // namespace herald::gui
