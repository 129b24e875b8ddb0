#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/monthanswers.h"

#include <vector>

namespace herald::gui {

/// The players of a larger side that must split into two factions at M-3 (§5.7 option B),
/// each with whether he has joined one; which one stays secret until all have.
// The base is named in full (see StrikesModel).
class FactionSeatsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        EngagementRole = Qt::UserRole, ///< the engagement's number this turn (int)
        AreaRole,
        NationRole,
        ArmyRole,
        OpponentsRole, ///< the armies of the smaller side they face
        JoinedRole,    ///< bool
    };
    Q_ENUM(Roles)

    explicit FactionSeatsModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::FactionSeat> m_rows;
};

} // namespace herald::gui
