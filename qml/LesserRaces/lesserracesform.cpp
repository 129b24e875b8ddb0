#include "lesserracesform.h"

#include "app/services/warmaster/lesserracesview.h"

#include <QJsonValue>

namespace herald::lesser {

LesserRacesForm::LesserRacesForm(QObject *parent) : CampaignForm(app::lesserRacesTables(), parent)
{
}

void LesserRacesForm::reload()
{
    app::LesserRacesView view;
    if (const app::CampaignService *campaign = service())
        view = app::lesserRacesView(*campaign);
    m_races = view.races.toVariantList();
    m_pickableRaces.clear();
    for (const QJsonValue &race : view.races) {
        if (race[QStringLiteral("boxIndex")].toInt() < 4)
            m_pickableRaces << race[QStringLiteral("race")].toString();
    }
    m_racesInPlay = view.racesInPlay;
    m_armyLists = view.armyLists.toVariantList();
    m_roundStep = view.roundStep;
    m_round = view.round.toVariantMap();
    m_experience = view.experience.toVariantList();
    m_independents = view.independents.toVariantList();
    m_contacts = view.contacts.toVariantList();
    Q_EMIT changed();
}

bool LesserRacesForm::addRace(const QString &armyList)
{
    return run(QStringLiteral("lesser.add"), {{QStringLiteral("race"), armyList}});
}

bool LesserRacesForm::drawOrder()
{
    return run(QStringLiteral("pickup.order"), {});
}

bool LesserRacesForm::pick(const QString &nation, const QString &option, const QString &race)
{
    QJsonObject args{{QStringLiteral("nation"), nation}, {QStringLiteral("option"), option}};
    if (option == QLatin1String("A"))
        args.insert(QStringLiteral("race"), race);
    return run(QStringLiteral("pickup.pick"), args);
}

bool LesserRacesForm::enterResult(int game, const QString &winner, const QString &nation, int vp)
{
    QJsonObject args{{QStringLiteral("game"), game}, {QStringLiteral("winner"), winner}};
    if (!nation.isEmpty() && vp >= 0)
        args.insert(QStringLiteral("vp"), QJsonObject{{nation, vp}});
    return run(QStringLiteral("pickup.result"), args);
}

bool LesserRacesForm::placeArmy(const QString &race, const QString &area)
{
    return run(QStringLiteral("lesser.place"),
               {{QStringLiteral("race"), race}, {QStringLiteral("area"), area.trimmed()}});
}

bool LesserRacesForm::moveArmy(const QString &race, const QString &area)
{
    return run(QStringLiteral("lesser.move"),
               {{QStringLiteral("race"), race}, {QStringLiteral("area"), area.trimmed()}});
}

bool LesserRacesForm::meet(const QString &race, const QString &army, const QString &answer,
                           const QString &area)
{
    QJsonObject args{{QStringLiteral("race"), race},
                     {QStringLiteral("army"), army},
                     {QStringLiteral("answer"), answer}};
    if (!area.trimmed().isEmpty())
        args.insert(QStringLiteral("area"), area.trimmed());
    return run(QStringLiteral("lesser.meet"), args);
}

} // namespace herald::lesser
