#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The commands of the Campaign page's orders form at M-1 (§4.1, §4.2): give() writes an
/// army's order (`orders.set`), clear() takes it back (`orders.clear`). A refusal comes back
/// as error() with the command's own words, naming the rule.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class ArmyOrdersForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ArmyOrdersForm(QObject *parent = nullptr);

    /// Writes the army's order for `turn`. `target` is the area's XXYY for a move and the
    /// landmass for go to sea (ignored otherwise); `location` ("countryside",
    /// "populationCentre", "poi") and `crossing` (take the pass or ford) are a move's.
    Q_INVOKABLE bool give(qint64 army, int turn, const QString &kind, const QString &target,
                          const QString &location, bool crossing);
    /// Takes back the army's order for `turn`.
    Q_INVOKABLE bool clear(qint64 army, int turn);
};

} // namespace herald::gui
