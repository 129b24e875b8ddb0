#include "app/services/warmaster/lesserracesview.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "db/warmaster/independentstore.h"
#include "db/warmaster/lesserstore.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>

namespace herald::app {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::LesserRacesView)
};

/// The Independent races, placed or not, with where their armies stand (§7.7.6, I-75).
QJsonArray independentsOf(const QSqlDatabase &db, const QJsonArray &races, int turn)
{
    const db::MonthMap month = db::loadMonthMap(db);
    const QHash<QString, QString> names = db::nationNames(db);
    const std::vector<warmaster::IndependentArmy> armies = db::loadIndependentArmies(db, turn);
    QJsonArray independents;
    for (const QJsonValue &value : races) {
        if (value[QStringLiteral("box")].toString() != QLatin1String("independent"))
            continue;
        const QString race = value[QStringLiteral("race")].toString();
        QJsonObject entry{{QStringLiteral("race"), race}, {QStringLiteral("placed"), false}};
        for (const warmaster::IndependentArmy &army : armies) {
            if (army.raceName != race)
                continue;
            entry.insert(QStringLiteral("placed"), true);
            entry.insert(QStringLiteral("area"), month.areaText(army.area));
            entry.insert(QStringLiteral("areaId"), army.area.toXXYY());
            entry.insert(QStringLiteral("controller"), army.controller.isEmpty()
                                                           ? Tr::tr("the referee")
                                                           : names.value(army.controller));
            entry.insert(QStringLiteral("held"), army.occupation);
        }
        independents.append(entry);
    }
    return independents;
}

/// "0".."3" -> 0..3, "independent" -> 4 (the five boxes of §7.7.1).
int boxIndex(const QString &key)
{
    bool number = false;
    const int box = key.toInt(&number);
    return number ? box : 4;
}

} // namespace

LesserRacesView lesserRacesView(const CampaignService &service)
{
    LesserRacesView view;
    if (!service.file())
        return view;
    const QSqlDatabase db = service.file()->database();
    QHash<QString, QString> colours;
    for (const db::NationRecord &nation : db::loadNations(db)) {
        colours.insert(nation.name, nation.colour);
        const db::ExperienceLedger ledger = db::experienceLedger(db, nation.id);
        view.experience.append(QJsonObject{{QStringLiteral("nation"), nation.name},
                                           {QStringLiteral("colour"), nation.colour},
                                           {QStringLiteral("earned"), ledger.earned},
                                           {QStringLiteral("spent"), ledger.spent},
                                           {QStringLiteral("balance"), ledger.balance}});
    }
    const QJsonObject report = db::lesserReport(db);
    view.racesInPlay = report.value(QStringLiteral("racesInPlay")).toInt();
    QStringList listsInPlay;
    for (const QJsonValue &value : report.value(QStringLiteral("races")).toArray()) {
        QJsonObject race = value.toObject();
        listsInPlay << race.value(QStringLiteral("armyList")).toString();
        race.insert(QStringLiteral("boxIndex"),
                    boxIndex(race.value(QStringLiteral("box")).toString()));
        QJsonArray markers;
        const QJsonObject counts = race.value(QStringLiteral("markers")).toObject();
        for (auto it = counts.begin(); it != counts.end(); ++it)
            markers.append(QJsonObject{{QStringLiteral("nation"), it.key()},
                                       {QStringLiteral("colour"), colours.value(it.key())},
                                       {QStringLiteral("count"), it.value().toInt()}});
        race.insert(QStringLiteral("markers"), markers);
        view.races.append(race);
    }
    for (const db::ArmyListRecord &list : db::loadArmyLists(db)) {
        if (!listsInPlay.contains(list.id))
            view.armyLists.append(
                QJsonObject{{QStringLiteral("id"), list.id}, {QStringLiteral("race"), list.race}});
    }
    const auto date = campaignDate(service);
    view.roundStep = date && date->step == warmaster::CampaignStep::Combats;
    const int turn = date ? db::turnNumber(*date) : 0;
    if (view.roundStep) {
        view.round = db::pickupReport(db, turn);
        const db::MonthMap month = db::loadMonthMap(db);
        for (const db::OpenContact &contact : db::openContacts(db, turn)) {
            const auto hex = map::Hex::fromXXYY(contact.area);
            view.contacts.append(
                QJsonObject{{QStringLiteral("race"), contact.raceName},
                            {QStringLiteral("army"), contact.armyName},
                            {QStringLiteral("area"), hex ? month.areaText(*hex) : contact.area}});
        }
    }
    view.independents = independentsOf(db, view.races, turn);
    return view;
}

QStringList lesserRacesTables()
{
    return {QStringLiteral("campaign"),
            QStringLiteral("nation"),
            QStringLiteral("army_list"),
            QStringLiteral("lesser_race"),
            QStringLiteral("affiliation_marker"),
            QStringLiteral("pickup_order"),
            QStringLiteral("pickup_pick"),
            QStringLiteral("pickup_result"),
            QStringLiteral("experience_entry"),
            QStringLiteral("pending_battle"),
            QStringLiteral("battle_result"),
            QStringLiteral("independent_army"),
            QStringLiteral("independent_contact"),
            QStringLiteral("army")};
}

} // namespace herald::app
