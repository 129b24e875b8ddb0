#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/monthanswers.h"

#include <vector>

namespace herald::gui {

/// The armies that may answer for the move between M-2A and M-2C: sent back if two of the
/// nation's armies would share an area (§4.3), or letting a leaving enemy go (I-43). Rows are
/// updated in place, so the list keeps its place as answers are given.
// The base is named in full (see StrikesModel).
class MoveAnswersModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        ArmyIdRole = Qt::UserRole, ///< the army's row id (string)
        ArmyRole,
        NationRole,
        OrderRole,       ///< the army's order in words
        MaySendBackRole, ///< bool
        MayLetGoRole,    ///< bool
        SendsBackRole,   ///< bool: the player named it to go back
        LetsGoRole,      ///< bool: it lets a leaving enemy go
    };
    Q_ENUM(Roles)

    explicit MoveAnswersModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::MoveAnswerRow> m_rows;
};

} // namespace herald::gui
