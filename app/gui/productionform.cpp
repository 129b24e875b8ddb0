#include "app/gui/productionform.h"

namespace herald::gui {

// What is due comes from ProductionModel: the form follows only which campaign is open.
ProductionForm::ProductionForm(QObject *parent) : CampaignForm({}, parent)
{
}

bool ProductionForm::place(qint64 nation, const QString &area, const QString &centre)
{
    return run(QStringLiteral("production.place"), {{QStringLiteral("nation"), nation},
                                                    {QStringLiteral("area"), area},
                                                    {QStringLiteral("centre"), centre}});
}

bool ProductionForm::reduce(qint64 nation, const QString &area)
{
    return run(QStringLiteral("production.remove"),
               {{QStringLiteral("nation"), nation}, {QStringLiteral("area"), area}});
}

bool ProductionForm::answerColony(qint64 nation, const QString &area, const QString &choice)
{
    return run(QStringLiteral("production.colony"), {{QStringLiteral("nation"), nation},
                                                     {QStringLiteral("area"), area},
                                                     {QStringLiteral("choice"), choice}});
}

bool ProductionForm::finishPlacing(qint64 nation)
{
    return run(QStringLiteral("production.done"), {{QStringLiteral("nation"), nation}});
}

} // namespace herald::gui
