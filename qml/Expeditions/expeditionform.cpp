#include "expeditionform.h"

#include <QJsonArray>

namespace herald::gui::expeditions {

namespace {

QVariantList choiceList(const std::vector<app::ExpeditionChoice> &choices)
{
    QVariantList list;
    for (const app::ExpeditionChoice &c : choices)
        list.append(QVariantMap{{QStringLiteral("id"), c.id}, {QStringLiteral("label"), c.label}});
    return list;
}

QVariantMap nationMap(const app::OutfitNation &nation)
{
    QVariantList lines;
    for (const app::OutfitNation::Line &line : nation.lines)
        lines.append(QVariantMap{{QStringLiteral("line"), line.line},
                                 {QStringLiteral("label"), line.label},
                                 {QStringLiteral("free"), line.free},
                                 {QStringLiteral("tradable"), line.tradable}});
    return {{QStringLiteral("id"), nation.id},
            {QStringLiteral("name"), nation.name},
            {QStringLiteral("seaPeople"), nation.seaPeople},
            {QStringLiteral("lines"), lines},
            {QStringLiteral("characters"), choiceList(nation.characters)},
            {QStringLiteral("generals"), choiceList(nation.generals)},
            {QStringLiteral("ports"), choiceList(nation.ports)}};
}

} // namespace

ExpeditionForm::ExpeditionForm(QObject *parent) : CampaignForm(app::expeditionOfferTables(), parent)
{
}

void ExpeditionForm::reload()
{
    QVariantList nations;
    QVariantList allNations;
    QVariantList newNations;
    QVariantList landmasses;
    QVariantList armyLists;
    app::ExpeditionSteps steps;
    if (const app::CampaignService *campaign = service()) {
        steps = app::expeditionSteps(*campaign);
        for (const app::OutfitNation &nation : app::outfitNations(*campaign))
            nations.append(nationMap(nation));
        allNations = choiceList(app::nationChoices(*campaign));
        for (const app::NewNationOffer &offer : app::newNationOffers(*campaign))
            newNations.append(
                QVariantMap{{QStringLiteral("id"), offer.id},
                            {QStringLiteral("name"), offer.name},
                            {QStringLiteral("units"), choiceList(offer.units)},
                            {QStringLiteral("characters"), choiceList(offer.characters)}});
        landmasses = choiceList(app::landmassChoices(*campaign));
        armyLists = choiceList(app::armyListChoices(*campaign));
    }
    if (nations == m_nations && allNations == m_allNations && newNations == m_newNations &&
        landmasses == m_landmasses && armyLists == m_armyLists && steps == m_steps)
        return;
    m_steps = steps;
    m_nations = nations;
    m_allNations = allNations;
    m_newNations = newNations;
    m_landmasses = landmasses;
    m_armyLists = armyLists;
    Q_EMIT changed();
}

bool ExpeditionForm::act(const QString &command, const QJsonObject &args)
{
    if (!run(command, args))
        return false;
    if (const app::CampaignService *campaign = service())
        m_explanation = app::latestExplanation(*campaign).join(QLatin1Char('\n'));
    Q_EMIT explanationChanged();
    return true;
}

bool ExpeditionForm::outfit(const QString &nation, const QString &name, const QString &port,
                            const QString &general, const QString &admiral,
                            const QVariantList &units, const QStringList &characters,
                            const QStringList &healers)
{
    QJsonArray lines;
    for (const QVariant &u : units) {
        const QVariantMap unit = u.toMap();
        const int sailing = unit.value(QStringLiteral("sailing")).toInt();
        const int traded = unit.value(QStringLiteral("traded")).toInt();
        if (sailing > 0 || traded > 0)
            lines.append(
                QJsonObject{{QStringLiteral("line"), unit.value(QStringLiteral("line")).toInt()},
                            {QStringLiteral("sailing"), sailing},
                            {QStringLiteral("traded"), traded}});
    }
    QJsonObject args{{QStringLiteral("nation"), nation},
                     {QStringLiteral("name"), name.trimmed()},
                     {QStringLiteral("port"), port},
                     {QStringLiteral("general"), general},
                     {QStringLiteral("units"), lines},
                     {QStringLiteral("characters"), QJsonArray::fromStringList(characters)},
                     {QStringLiteral("healers"), QJsonArray::fromStringList(healers)}};
    if (!admiral.trimmed().isEmpty())
        args.insert(QStringLiteral("admiral"), admiral.trimmed());
    return act(QStringLiteral("expedition.outfit"), args);
}

bool ExpeditionForm::sail(const QString &expedition, const QString &landmass, const QString &storm,
                          const QString &monster)
{
    return act(QStringLiteral("expedition.sail"), {{QStringLiteral("expedition"), expedition},
                                                   {QStringLiteral("destination"), landmass},
                                                   {QStringLiteral("storm"), storm},
                                                   {QStringLiteral("monster"), monster}});
}

QVariantList ExpeditionForm::landingAreas(const QString &expedition) const
{
    const app::CampaignService *campaign = service();
    return campaign ? choiceList(app::landingChoices(*campaign, expedition)) : QVariantList();
}

bool ExpeditionForm::land(const QString &expedition, const QString &area, bool populationCentre)
{
    return act(QStringLiteral("expedition.land"),
               {{QStringLiteral("expedition"), expedition},
                {QStringLiteral("area"), area.trimmed()},
                {QStringLiteral("location"), populationCentre ? QStringLiteral("populationCentre")
                                                              : QStringLiteral("countryside")}});
}

bool ExpeditionForm::ally(const QString &expedition, const QString &envoy, const QString &armyList,
                          const QString &name, const QString &realm)
{
    QJsonObject args{{QStringLiteral("expedition"), expedition},
                     {QStringLiteral("envoy"), envoy},
                     {QStringLiteral("armyList"), armyList}};
    if (!name.trimmed().isEmpty())
        args.insert(QStringLiteral("name"), name.trimmed());
    if (!realm.trimmed().isEmpty())
        args.insert(QStringLiteral("realm"), realm.trimmed());
    return act(QStringLiteral("expedition.ally"), args);
}

bool ExpeditionForm::exodus(const QString &nation, const QString &name)
{
    QJsonObject args{{QStringLiteral("nation"), nation}};
    if (!name.trimmed().isEmpty())
        args.insert(QStringLiteral("name"), name.trimmed());
    return act(QStringLiteral("nation.exodus"), args);
}

bool ExpeditionForm::rebel(const QString &nation, const QString &town, const QString &leader)
{
    QJsonObject args{{QStringLiteral("nation"), nation}, {QStringLiteral("town"), town.trimmed()}};
    if (!leader.trimmed().isEmpty())
        args.insert(QStringLiteral("leader"), leader.trimmed());
    return act(QStringLiteral("nation.rebellion"), args);
}

bool ExpeditionForm::foundNewNation(const QString &nation, const QString &landmass,
                                    const QVariantList &units, const QVariantList &characters)
{
    QJsonArray package;
    for (const QVariant &u : units) {
        const QVariantMap unit = u.toMap();
        if (const int count = unit.value(QStringLiteral("count")).toInt(); count > 0)
            package.append(
                QJsonObject{{QStringLiteral("type"), unit.value(QStringLiteral("type")).toString()},
                            {QStringLiteral("count"), count}});
    }
    QJsonArray people;
    for (const QVariant &c : characters) {
        const QVariantMap character = c.toMap();
        const QJsonObject entry{
            {QStringLiteral("entry"), character.value(QStringLiteral("entry")).toString()}};
        for (int i = 0; i < character.value(QStringLiteral("count")).toInt(); ++i)
            people.append(entry);
    }
    return act(QStringLiteral("nation.new"), {{QStringLiteral("nation"), nation},
                                              {QStringLiteral("destination"), landmass},
                                              {QStringLiteral("units"), package},
                                              {QStringLiteral("characters"), people}});
}

} // namespace herald::gui::expeditions
