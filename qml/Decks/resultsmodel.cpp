#include "resultsmodel.h"

namespace herald::gui::decks {

ResultsModel::ResultsModel(QObject *parent)
    : CampaignListModel({QStringLiteral("decks_result")}, parent)
{
}

void ResultsModel::fill(const app::CampaignService *service)
{
    m_items =
        service ? app::decks::recentResults(*service, Limit) : QList<app::decks::DecksResult>{};
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::decks::DecksResult &item = m_items.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case SummaryRole:
        return item.summary;
    case ExplanationRole:
        return item.explanation.join(QLatin1Char('\n'));
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
