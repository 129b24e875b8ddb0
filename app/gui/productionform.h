#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The commands of the Campaign page's production form at NY-4 (§2.7, §7.3): place() raises a
/// new town or city (`production.place`), reduce() takes an unsupported centre down
/// (`production.remove`), answerColony() answers the colony-or-new-country question
/// (`production.colony`). A refusal comes back as error().
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class ProductionForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ProductionForm(QObject *parent = nullptr);

    /// `centre`: "town" or "city"; `area` its XXYY.
    Q_INVOKABLE bool place(qint64 nation, const QString &area, const QString &centre);
    Q_INVOKABLE bool reduce(qint64 nation, const QString &area);
    /// `choice`: "colony" or "country", for the new centre in `area`.
    Q_INVOKABLE bool answerColony(qint64 nation, const QString &area, const QString &choice);
    /// The nation places no more new centres this year, fewer than it may (§2.7).
    Q_INVOKABLE bool finishPlacing(qint64 nation);
};

} // namespace herald::gui
