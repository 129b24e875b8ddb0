#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/warmaster/monthorders.h"

#include <vector>

namespace herald::gui {

/// The armies' orders at M-1 (§4.1, §4.2) for the Campaign page's orders form: one row per
/// order an army writes (this turn, and under the communication delay the turns ahead), with
/// the order written and what may be ordered; no rows at any other step. Rows are updated in
/// place, so the form keeps its place as the referee orders one army after another.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class ArmyOrdersModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        ArmyIdRole = Qt::UserRole, ///< the army's row id (qint64)
        ArmyRole,                  ///< its name (string)
        NationRole,                ///< its nation's name (string)
        AreaRole,                  ///< where it stands when the order is carried out, "0407 Carrow"
        TurnRole,                  ///< the turn the order is for (int)
        LaterTurnRole,             ///< a turn ahead, under the communication delay (bool)
        OrderRole,                 ///< the order written, in words; empty while none is
        OrderKindRole,             ///< the written order's kind, "move"; empty while none is
        LockedRole,                ///< written on an earlier turn, it stands (bool, I-54)
        NoOrdersRole,              ///< why the army takes no orders; empty when it does
        KindsRole,                 ///< every kind of order: [{key, text, refusal}]
        DestinationsRole,          ///< the neighbouring areas: [{key, text, refusal, crossing}]
        LandmassesRole,            ///< where an expedition may sail: [{key, text}]
    };
    Q_ENUM(Roles)

    explicit ArmyOrdersModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    std::vector<app::OrderSlot> m_rows;
};

} // namespace herald::gui
