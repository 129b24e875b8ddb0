#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/decks/decksquery.h"

namespace herald::gui::decks {

/// What the latest rolls and draws gave, newest first, each with its explanation. Undo takes
/// a result away with its command.
class ResultsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        /// The history line of the roll or draw (string).
        SummaryRole = Qt::UserRole,
        /// The explanation, one step per line: dice, modifiers, total, row, effects (string).
        ExplanationRole,
        /// "roll" or "deck" (string).
        KindRole,
    };
    Q_ENUM(Roles)

    explicit ResultsModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    static constexpr int Limit = 50;

private:
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_items.size()); }

    QList<app::decks::DecksResult> m_items;
};

} // namespace herald::gui::decks
