#pragma once

#include "app/gui/campaignlistmodel.h"

#include <QString>

#include <vector>

namespace herald::gui {

/// Where the campaign's year stands (§3), one part at a time for the Campaign page's strip:
/// the set-up's steps (only while the campaign is in its set-up), the New Year's steps, the
/// twelve months, or the steps of a month. Each row says whether it is done, the one now or
/// still to come. It follows the campaign's date.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class CalendarYearModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(Part part READ part WRITE setPart NOTIFY partChanged)

public:
    enum Part
    {
        Setup,      ///< S-1 to S-6, while the campaign is in its set-up
        NewYear,    ///< NY-1 to NY-7
        Months,     ///< months 1 to 12
        MonthSteps, ///< M-0 to M-6
    };
    Q_ENUM(Part)

    enum Progress
    {
        Done,
        Current,
        Coming,
    };
    Q_ENUM(Progress)

    enum Roles
    {
        /// "NY-2a", "M-1", or the month's number, "3" (string).
        LabelRole = Qt::UserRole,
        /// The step's name, "Tally population", or "Month 3" (string).
        NameRole,
        /// Whether it is done, the one now or still to come (Progress).
        ProgressRole,
    };
    Q_ENUM(Roles)

    explicit CalendarYearModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] Part part() const { return m_part; }
    void setPart(Part part);

Q_SIGNALS:
    void partChanged();

private:
    struct Row
    {
        QString label;
        QString name;
        Progress progress = Progress::Coming;

        friend bool operator==(const Row &, const Row &) = default;
    };

    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }
    [[nodiscard]] std::vector<Row> rowsOf(const app::CampaignService *service) const;

    Part m_part = Part::NewYear;
    std::vector<Row> m_rows;
};

} // namespace herald::gui
