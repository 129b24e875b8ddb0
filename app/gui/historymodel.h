#pragma once

#include "app/gui/campaignlistmodel.h"
#include "db/historylog.h"

namespace herald::gui {

/// The campaign's history, newest first, loaded a page at a time so a campaign with a
/// hundred thousand commands opens as fast as an empty one.
class HistoryModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        /// The history entry's number (int).
        EntryIdRole = Qt::UserRole,
        /// "Year 3, Month 5" (string).
        DateRole,
        /// The readable line of the command (string).
        SummaryRole,
        /// The command's name, e.g. "dice.roll" (string).
        CommandRole,
        /// The dice it rolled, one "purpose: 2d6: 3+4 = 7" per line (string).
        DiceRole,
        /// True when the command has been undone and waits for redo (bool).
        UndoneRole,
        /// When it was recorded, local time (string).
        RecordedRole,
        /// The rules decisions it made, one per line: rule, roll, numbers (string).
        ExplanationRole,
    };
    Q_ENUM(Roles)

    explicit HistoryModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;

    static constexpr int PageSize = 200;

private:
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_entries.size()); }

    QList<db::HistoryEntry> m_entries;
    int m_total = 0;
};

} // namespace herald::gui
