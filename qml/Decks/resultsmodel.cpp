#include "resultsmodel.h"

#include "app/gui/campaigncontroller.h"
#include "decksaccess.h"

#include <QJsonArray>

namespace herald::gui::decks {

ResultsModel::ResultsModel(QObject *parent) : QAbstractListModel(parent)
{
    connect(CampaignController::instance(), &CampaignController::campaignChanged, this,
            &ResultsModel::reload);
    reload();
}

void ResultsModel::reload()
{
    beginResetModel();
    m_items.clear();
    const app::CampaignService &service = CampaignController::instance()->service();
    if (service.isOpen()) {
        for (const db::decks::StoredResult &r :
             db::decks::recentResults(service.file()->database(), Limit)) {
            QStringList lines;
            if (r.kind == QLatin1String("roll")) {
                lines = explanationLines(r.details);
            } else {
                for (const QJsonValue &line : r.details.value(QStringLiteral("details")).toArray())
                    lines << line.toString();
                lines << tr("%1 cards left to draw, %2 discarded")
                             .arg(r.details.value(QStringLiteral("drawPile")).toInt())
                             .arg(r.details.value(QStringLiteral("discardPile")).toInt());
            }
            m_items.append({r.summary, lines.join(QLatin1Char('\n')), r.kind});
        }
    }
    endResetModel();
}

int ResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_items.size());
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Item &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SummaryRole:
        return item.summary;
    case ExplanationRole:
        return item.explanation;
    case KindRole:
        return item.kind;
    default:
        return {};
    }
}

QHash<int, QByteArray> ResultsModel::roleNames() const
{
    return {{SummaryRole, "summary"}, {ExplanationRole, "explanation"}, {KindRole, "kind"}};
}

} // namespace herald::gui::decks
