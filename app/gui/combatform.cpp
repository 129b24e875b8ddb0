#include "app/gui/combatform.h"

namespace herald::gui {

// The engagements shown come from EngagementsModel: the form follows only which campaign is
// open.
CombatForm::CombatForm(QObject *parent) : CampaignForm({}, parent)
{
}

bool CombatForm::chooseLocation(int engagement, const QString &nation, const QString &location)
{
    return run(QStringLiteral("location.choose"), {{QStringLiteral("engagement"), engagement},
                                                   {QStringLiteral("nation"), nation},
                                                   {QStringLiteral("location"), location}});
}

bool CombatForm::declareStance(int engagement, const QString &nation, const QString &stance)
{
    return run(QStringLiteral("stance.declare"), {{QStringLiteral("engagement"), engagement},
                                                  {QStringLiteral("nation"), nation},
                                                  {QStringLiteral("stance"), stance}});
}

bool CombatForm::markWinner(int battle, const QString &nation)
{
    return run(QStringLiteral("battle.winner"),
               {{QStringLiteral("battle"), battle}, {QStringLiteral("nation"), nation}});
}

} // namespace herald::gui
