#pragma once

#include "core/battleboard/battle.h"

#include <QAbstractListModel>
#include <QQmlEngine>

#include <vector>

namespace herald::gui {

/// The units of one battle on the board, one row each, for the page's spaces: where each
/// stands, whether it may act now and whether the selected unit may take it as a target.
class BoardUnitModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The battle board desk owns its units")

public:
    enum Roles
    {
        UnitIdRole = Qt::UserRole, ///< the unit's number in the battle (#0 first)
        LabelRole,                 ///< "elite cavalry #4" in the reader's language
        ShortLabelRole,            ///< "ECav 4": what fits a chip on a crowded space
        SideRole,                  ///< "attacker" or "defender"
        PlaceRole,                 ///< the space: "attacker/line:1", "middle:2", "defender/retreat"
        ActedRole,                 ///< has taken its action this phase (§4)
        ReadyRole,    ///< may act now: its side's half of its phase, or a pursuer (§7.5)
        TargetRole,   ///< the selected unit may fire at, charge, rally or pursue it now
        SelectedRole, ///< the unit chosen to act
        LeaderRole,   ///< a leader (drawn apart from brigades)
    };
    Q_ENUM(Roles)

    /// One unit as shown.
    struct Row
    {
        int id = 0;
        QString label;
        QString shortLabel;
        QString side;
        QString place;
        bool acted = false;
        bool ready = false;
        bool target = false;
        bool selected = false;
        bool leader = false;
    };

    using QAbstractListModel::QAbstractListModel;

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// Replaces the rows (units off the board are left out).
    void setRows(std::vector<Row> rows);

    /// The place key of a space ("attacker/line:1"; the shared middle has no owner).
    [[nodiscard]] static QString placeKey(const herald::battleboard::Space &space);

private:
    std::vector<Row> m_rows;
};

} // namespace herald::gui
