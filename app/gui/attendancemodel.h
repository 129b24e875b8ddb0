#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/calendarstatus.h"

#include <vector>

namespace herald::gui {

/// Every nation with its player's attendance at this month's meeting (M-0, §7.6), for the
/// Campaign page's attendance form; no rows outside the monthly turns. Rows are updated in
/// place, so the form keeps its place as the referee marks one player after another.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class AttendanceModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        /// The nation's row id (qint64).
        NationIdRole = Qt::UserRole,
        /// The nation's name (string).
        NationRole,
        /// Whether the player was marked present or absent this month (bool).
        RecordedRole,
        /// Whether the player attends; false while not recorded (bool).
        PresentRole,
    };
    Q_ENUM(Roles)

    explicit AttendanceModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::NationAttendance> m_rows;
};

} // namespace herald::gui
