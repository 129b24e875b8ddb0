#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The commands of the Campaign page's combats form at M-3: a nation's secret location in an
/// engagement (`location.choose`, §5.2), its secret defend or attack declaration
/// (`stance.declare`, §5.7), and the stop-gap until Herald fights battles, the winner of a
/// pending battle marked by hand (`battle.winner`). A refusal comes back as error().
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class CombatForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit CombatForm(QObject *parent = nullptr);

    /// `location`: "poi", "countryside" or "populationCentre".
    Q_INVOKABLE bool chooseLocation(int engagement, const QString &nation, const QString &location);
    /// `stance`: "defend" or "attack".
    Q_INVOKABLE bool declareStance(int engagement, const QString &nation, const QString &stance);
    /// Marks the side of `nation` as the winner of pending battle `battle`.
    Q_INVOKABLE bool markWinner(int battle, const QString &nation);
};

} // namespace herald::gui
