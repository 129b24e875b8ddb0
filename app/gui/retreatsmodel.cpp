#include "app/gui/retreatsmodel.h"

#include "app/gui/stepchoices.h"

namespace herald::gui {

RetreatsModel::RetreatsModel(QObject *parent) : CampaignListModel(app::retreatOfferTables(), parent)
{
}

void RetreatsModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::retreatOffers(*service) : std::vector<app::RetreatOffer>{};
}

QVariant RetreatsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::RetreatOffer &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case ArmyIdRole:
        return row.armyId;
    case Qt::DisplayRole:
    case ArmyRole:
        return row.army;
    case NationRole:
        return row.nation;
    case AreaRole:
        return row.area;
    case LostRole:
        return row.lost;
    case ExplanationRole:
        return row.explanation;
    case AreasRole:
        return stepChoiceList(row.areas);
    default:
        return {};
    }
}

QHash<int, QByteArray> RetreatsModel::roleNames() const
{
    return {{ArmyIdRole, "armyId"}, {ArmyRole, "army"}, {NationRole, "nation"},
            {AreaRole, "area"},     {LostRole, "lost"}, {ExplanationRole, "explanation"},
            {AreasRole, "areas"}};
}

} // namespace herald::gui
