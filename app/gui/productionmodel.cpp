#include "app/gui/productionmodel.h"

#include "app/gui/rowsinplace.h"
#include "app/gui/stepchoices.h"

namespace herald::gui {

ProductionModel::ProductionModel(QObject *parent)
    : CampaignListModel(app::newCentreTables(), parent)
{
}

void ProductionModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::newCentres(*service) : std::vector<app::NationProduction>{};
}

bool ProductionModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(
        *this, m_rows, service ? app::newCentres(*service) : std::vector<app::NationProduction>{},
        [](const app::NationProduction &row) { return row.nationId; },
        {ArithmeticRole, TownsLeftRole, CitiesLeftRole, ReductionsLeftRole, TownAreasRole,
         CityAreasRole, ReduceAreasRole, ColonyQuestionsRole});
}

QVariant ProductionModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::NationProduction &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case NationIdRole:
        return row.nationId;
    case Qt::DisplayRole:
    case NationRole:
        return row.nation;
    case ArithmeticRole:
        return row.arithmetic;
    case TownsLeftRole:
        return row.townsLeft;
    case CitiesLeftRole:
        return row.citiesLeft;
    case ReductionsLeftRole:
        return row.reductionsLeft;
    case TownAreasRole:
        return stepChoiceList(row.townAreas);
    case CityAreasRole:
        return stepChoiceList(row.cityAreas);
    case ReduceAreasRole:
        return stepChoiceList(row.reduceAreas);
    case ColonyQuestionsRole:
        return stepChoiceList(row.colonyQuestions);
    default:
        return {};
    }
}

QHash<int, QByteArray> ProductionModel::roleNames() const
{
    return {{NationIdRole, "nationId"},       {NationRole, "nation"},
            {ArithmeticRole, "arithmetic"},   {TownsLeftRole, "townsLeft"},
            {CitiesLeftRole, "citiesLeft"},   {ReductionsLeftRole, "reductionsLeft"},
            {TownAreasRole, "townAreas"},     {CityAreasRole, "cityAreas"},
            {ReduceAreasRole, "reduceAreas"}, {ColonyQuestionsRole, "colonyQuestions"}};
}

} // namespace herald::gui
