#include "app/gui/strikesmodel.h"

namespace herald::gui {

StrikesModel::StrikesModel(QObject *parent) : CampaignListModel(app::monthAnswerTables(), parent)
{
}

void StrikesModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::strikesDue(*service) : std::vector<app::StrikeDue>{};
}

QVariant StrikesModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::StrikeDue &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case ArmyIdRole:
        return row.armyId;
    case Qt::DisplayRole:
    case ArmyRole:
        return row.army;
    case NationRole:
        return row.nation;
    case OwedRole:
        return row.owed;
    case LineLabelsRole: {
        QStringList labels;
        for (const app::StrikeLine &line : row.lines)
            //: a roster line to strike units from: %1 its number, %2 its units, %3 how many left
            labels << tr("%1. %2 (%3 left)").arg(line.number).arg(line.units).arg(line.available);
        return labels;
    }
    case LineNumbersRole: {
        QVariantList numbers;
        for (const app::StrikeLine &line : row.lines)
            numbers << line.number;
        return numbers;
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> StrikesModel::roleNames() const
{
    return {{ArmyIdRole, "armyId"},         {ArmyRole, "army"},
            {NationRole, "nation"},         {OwedRole, "owed"},
            {LineLabelsRole, "lineLabels"}, {LineNumbersRole, "lineNumbers"}};
}

} // namespace herald::gui
