#include "app/gui/calendaryearmodel.h"

#include "app/gui/rowsinplace.h"

#include "app/services/warmaster/calendarstatus.h"

namespace herald::gui {

using warmaster::CampaignPhase;
using warmaster::CampaignStep;

namespace {

using Progress = CalendarYearModel::Progress;

Progress progressOf(int position, int current)
{
    if (position < current)
        return Progress::Done;
    return position == current ? Progress::Current : Progress::Coming;
}

/// Where a part stands as a whole against the campaign's phase: done, running or to come.
Progress partProgress(CampaignPhase part, CampaignPhase now)
{
    return progressOf(static_cast<int>(part), static_cast<int>(now));
}

} // namespace

CalendarYearModel::CalendarYearModel(QObject *parent)
    : CampaignListModel({QStringLiteral("campaign")}, parent)
{
}

void CalendarYearModel::setPart(Part part)
{
    if (part == m_part)
        return;
    m_part = part;
    Q_EMIT partChanged();
    reload();
}

std::vector<CalendarYearModel::Row>
CalendarYearModel::rowsOf(const app::CampaignService *service) const
{
    std::vector<Row> rows;
    const auto date = service ? app::campaignDate(*service) : std::nullopt;
    if (!date)
        return rows;
    const CampaignPhase now = warmaster::phaseOf(date->step);
    const auto addSteps = [&](CampaignStep first, CampaignStep last) {
        const Progress whole = partProgress(warmaster::phaseOf(first), now);
        for (int s = static_cast<int>(first); s <= static_cast<int>(last); ++s) {
            const auto step = static_cast<CampaignStep>(s);
            rows.push_back(
                {warmaster::stepLabel(step), warmaster::nameOf(step),
                 whole == Progress::Current ? progressOf(s, static_cast<int>(date->step)) : whole});
        }
    };
    switch (m_part) {
    case Part::Setup:
        if (now == CampaignPhase::Setup)
            addSteps(CampaignStep::SetupMap, CampaignStep::SetupStart);
        break;
    case Part::NewYear:
        addSteps(CampaignStep::RemoveArmies, CampaignStep::PlaceArmies);
        break;
    case Part::Months: {
        const Progress whole = partProgress(CampaignPhase::Month, now);
        for (int month = 1; month <= 12; ++month)
            rows.push_back({QString::number(month), tr("Month %1").arg(month),
                            whole == Progress::Current ? progressOf(month, date->month) : whole});
        break;
    }
    case Part::MonthSteps:
        addSteps(CampaignStep::StartOfTurn, CampaignStep::Advance);
        break;
    }
    return rows;
}

void CalendarYearModel::fill(const app::CampaignService *service)
{
    m_rows = rowsOf(service);
}

bool CalendarYearModel::update(const app::CampaignService *service)
{
    return updateRowsInPlace(*this, m_rows, rowsOf(service),
                             [](const Row &row) { return row.label; }, {NameRole, ProgressRole});
}

QVariant CalendarYearModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Row &row = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return row.label;
    case NameRole:
        return row.name;
    case ProgressRole:
        return int(row.progress);
    default:
        return {};
    }
}

QHash<int, QByteArray> CalendarYearModel::roleNames() const
{
    return {{LabelRole, "label"}, {NameRole, "name"}, {ProgressRole, "progress"}};
}

} // namespace herald::gui
