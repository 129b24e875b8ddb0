#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The commands of the Campaign page's terrain delay form at M-2B (§4.4, I-51): pick()
/// records the player's number and rolls (`terrain.pick`), adjust() uses the roll 2 higher or
/// lower in the natural habitat (`terrain.adjust`). A refusal comes back as error().
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class TerrainCheckForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit TerrainCheckForm(QObject *parent = nullptr);

    /// Records the player's number (1-6), then rolls the die.
    Q_INVOKABLE bool pick(qint64 army, int number);
    /// `adjustment`: "plus2", "minus2" or "none" (the roll as it fell).
    Q_INVOKABLE bool adjust(qint64 army, const QString &adjustment);
};

} // namespace herald::gui
