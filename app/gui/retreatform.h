#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The command of the Campaign page's retreats form at M-4 (§6.7, §6.8): retreat() moves a
/// beaten or forced-out army (`army.retreat`), or routs it when no area is named. A refusal
/// comes back as error().
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class RetreatForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit RetreatForm(QObject *parent = nullptr);

    /// `area`: the XXYY it retreats to; empty to rout it (§6.8).
    Q_INVOKABLE bool retreat(qint64 army, const QString &area);
};

} // namespace herald::gui
