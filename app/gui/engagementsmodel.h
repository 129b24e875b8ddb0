#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/monthcombats.h"

#include <vector>

namespace herald::gui {

/// The turn's engagements at M-3 (§5.1-§5.7) for the Campaign page's combats form: one row per
/// engagement with its nations (whether each chose, never what, until all have) and the battles
/// it left; no rows at any other step. Rows are updated in place.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class EngagementsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        NumberRole = Qt::UserRole, ///< the engagement's number this turn (int)
        AreaRole,                  ///< "0408 Scar"
        ResolvedRole,              ///< every choice is in and the chart applied (bool)
        /// [{nation, armies, chooses, chosen, location, declares, declared}]
        SidesRole,
        /// [{number, text, defenders, attackers, defenderNation, attackerNation, winnerSide,
        /// result}]
        BattlesRole,
    };
    Q_ENUM(Roles)

    explicit EngagementsModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::EngagementEntry> m_rows;
};

} // namespace herald::gui
