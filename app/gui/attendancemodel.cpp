#include "app/gui/attendancemodel.h"

#include "app/gui/rowsinplace.h"

namespace herald::gui {

AttendanceModel::AttendanceModel(QObject *parent)
    : CampaignListModel(app::monthAttendanceTables(), parent)
{
}

void AttendanceModel::fill(const app::CampaignService *service)
{
    m_rows = service ? app::monthAttendance(*service) : std::vector<app::NationAttendance>{};
}

bool AttendanceModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(*this, m_rows,
                             service ? app::monthAttendance(*service)
                                     : std::vector<app::NationAttendance>{},
                             [](const app::NationAttendance &row) { return row.nationId; },
                             {NationRole, RecordedRole, PresentRole});
}

QVariant AttendanceModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::NationAttendance &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case NationIdRole:
        return row.nationId;
    case Qt::DisplayRole:
    case NationRole:
        return row.nation;
    case RecordedRole:
        return row.recorded;
    case PresentRole:
        return row.present;
    default:
        return {};
    }
}

QHash<int, QByteArray> AttendanceModel::roleNames() const
{
    return {{NationIdRole, "nationId"},
            {NationRole, "nation"},
            {RecordedRole, "recorded"},
            {PresentRole, "present"}};
}

} // namespace herald::gui
