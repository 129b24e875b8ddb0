#include "app/gui/historymodel.h"

#include "app/gui/campaigncontroller.h"
#include "app/services/campaignservice.h"
#include "app/services/historyexplanation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QStringList>

namespace herald::gui {

// Every command, undo and redo changes the history, and nothing else does.
HistoryModel::HistoryModel(QObject *parent) : CampaignListModel({QStringLiteral("history")}, parent)
{
}

void HistoryModel::fill(const app::CampaignService *service)
{
    if (!service) {
        m_total = 0;
        m_entries.clear();
        return;
    }
    const db::HistoryLog log = service->history();
    m_total = log.count();
    m_entries = log.newestFirst(0, PageSize);
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_entries.size() < m_total;
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    auto *controller = campaign();
    if (!canFetchMore(parent) || !controller || !controller->isOpen())
        return;
    const QList<db::HistoryEntry> more =
        controller->service().history().newestFirst(int(m_entries.size()), PageSize);
    if (more.isEmpty())
        return;
    beginInsertRows({}, int(m_entries.size()), int(m_entries.size() + more.size() - 1));
    m_entries.append(more);
    endInsertRows();
    Q_EMIT countChanged();
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const db::HistoryEntry &e = m_entries.at(index.row());
    switch (role) {
    case EntryIdRole:
        return e.id;
    case DateRole:
        return e.date.toString();
    case Qt::DisplayRole:
    case SummaryRole:
        return e.summary;
    case CommandRole:
        return e.command;
    case DiceRole:
        return app::rollLines(e.rolls).join(QLatin1Char('\n'));
    case UndoneRole:
        return e.undone;
    case ExplanationRole:
        return e.explanation.join(QLatin1Char('\n'));
    case RecordedRole:
        return QLocale().toString(
            QDateTime::fromString(e.recordedUtc, Qt::ISODateWithMs).toLocalTime(),
            QLocale::ShortFormat);
    default:
        return {};
    }
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    return {{EntryIdRole, "entryId"},   {DateRole, "date"},
            {SummaryRole, "summary"},   {CommandRole, "command"},
            {DiceRole, "dice"},         {UndoneRole, "undone"},
            {RecordedRole, "recorded"}, {ExplanationRole, "explanation"}};
}

} // namespace herald::gui
