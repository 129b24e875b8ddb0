#include "app/gui/monthanswersform.h"

namespace herald::gui {

MonthAnswersForm::MonthAnswersForm(QObject *parent) : CampaignForm({}, parent)
{
}

void MonthAnswersForm::strike(const QString &armyId, int line, int count)
{
    run(QStringLiteral("terrain.strike"), {{QStringLiteral("army"), armyId},
                                           {QStringLiteral("line"), line},
                                           {QStringLiteral("count"), count}});
}

void MonthAnswersForm::answer(const QString &armyId, const QString &answer, bool on)
{
    run(QStringLiteral("move.answer"), {{QStringLiteral("army"), armyId},
                                        {QStringLiteral("answer"), answer},
                                        {QStringLiteral("on"), on}});
}

void MonthAnswersForm::joinFaction(int engagement, const QString &nation, int faction)
{
    run(QStringLiteral("faction.join"), {{QStringLiteral("engagement"), engagement},
                                         {QStringLiteral("nation"), nation},
                                         {QStringLiteral("faction"), faction}});
}

} // namespace herald::gui
