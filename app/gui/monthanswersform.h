#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The players' answers between the month's steps, each one command: units a terrain check
/// cost struck from the roster (terrain.strike, §4.4, I-49), the answers for the move
/// (move.answer, §4.3, I-43) and a faction joined under §5.7 option B (faction.join).
// The base is named in full (see CalendarForm).
class MonthAnswersForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit MonthAnswersForm(QObject *parent = nullptr);

    Q_INVOKABLE void strike(const QString &armyId, int line, int count);
    /// `answer`: "sendBack" or "letGo"; `on` false takes it back.
    Q_INVOKABLE void answer(const QString &armyId, const QString &answer, bool on);
    Q_INVOKABLE void joinFaction(int engagement, const QString &nation, int faction);
};

} // namespace herald::gui
