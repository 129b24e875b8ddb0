#include "app/services/warmaster/expeditionoffer.h"

#include "app/services/campaignservice.h"
#include "app/services/historyexplanation.h"
#include "app/services/warmaster/currentroster.h"
#include "core/warmaster/armylist.h"
#include "core/warmaster/armyplacement.h"
#include "core/warmaster/calendar.h"
#include "core/warmaster/characters.h"
#include "core/warmaster/characterstatus.h"
#include "core/warmaster/expedition.h"
#include "core/warmaster/keys.h"
#include "core/warmaster/landing.h"
#include "core/warmaster/unitcategory.h"
#include "db/warmaster/expeditionstore.h"
#include "db/warmaster/expeditionsupport.h"
#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::ExpeditionOffer)
};

/// The lines with units left, from the roster less the units already aboard (I-71).
std::vector<OutfitNation::Line> freeLines(const QJsonObject &roster)
{
    std::vector<OutfitNation::Line> lines;
    for (const QJsonValue &c : roster.value(QStringLiteral("categories")).toArray()) {
        const QJsonObject category = c.toObject();
        const auto kind =
            fromKey<UnitCategory>(category.value(QStringLiteral("category")).toString());
        // §7.2.1 Default: TradedUnits refuses the categories that buy no boat.
        const bool tradable = kind && TradedUnits{}.add(*kind, 1);
        for (const QJsonValue &l : category.value(QStringLiteral("lines")).toArray()) {
            const QJsonObject line = l.toObject();
            QStringList types;
            for (const QJsonValue &type : line.value(QStringLiteral("unitTypes")).toArray())
                types << type.toString();
            //: a roster line an expedition may take units from; %1 unit types, %2 category
            lines.push_back(
                {line.value(QStringLiteral("line")).toInt(),
                 Tr::tr("%1 (%2)").arg(types.join(QStringLiteral(", ")),
                                       category.value(QStringLiteral("name")).toString()),
                 line.value(QStringLiteral("available")).toInt(), tradable});
        }
    }
    std::sort(lines.begin(), lines.end(),
              [](const auto &a, const auto &b) { return a.line < b.line; });
    return lines;
}

/// The year's characters free to sail (I-11: not captured, killed, at sea or an envoy); with
/// `generalsOnly`, only the generals among them (§7.2.1: one leads the fleet).
std::vector<ExpeditionChoice> freeCharacters(const QJsonObject &roster, bool generalsOnly)
{
    std::vector<ExpeditionChoice> people;
    for (const QJsonValue &c : roster.value(QStringLiteral("characters")).toArray()) {
        const QJsonObject character = c.toObject();
        if (fromKey<CharacterStatus>(character.value(QStringLiteral("status")).toString()) !=
            CharacterStatus::Active)
            continue;
        if (generalsOnly &&
            fromKey<CharacterType>(character.value(QStringLiteral("type")).toString()) !=
                CharacterType::General)
            continue;
        const QString name = character.value(QStringLiteral("name")).toString();
        //: a character who may sail; %1 name, %2 type (General, Hero...)
        people.push_back({name, Tr::tr("%1 (%2)").arg(
                                    name, character.value(QStringLiteral("typeName")).toString())});
    }
    return people;
}

/// The nation's areas checkOutfit accepts as a port (§7.2.1, §7.2.7).
std::vector<ExpeditionChoice> ports(const StrategicMap &map, int nation, bool seaPeople)
{
    std::vector<ExpeditionChoice> found;
    for (const Area &area : map.areas) {
        if (area.owner != nation)
            continue;
        OutfitPlan plan;
        plan.seaPeople = seaPeople;
        plan.port = {areaLabel(area), true, area.coastal,
                     area.centre == PopulationCentre::Town ||
                         area.centre == PopulationCentre::City};
        const std::vector<OutfitIssue> issues = checkOutfit(plan);
        if (std::none_of(issues.begin(), issues.end(), [](const OutfitIssue &issue) {
                return issue.problem == OutfitProblem::PortNotCoastal ||
                       issue.problem == OutfitProblem::PortNotTownOrCity;
            }))
            found.push_back({area.id(), areaLabel(area)});
    }
    return found;
}

} // namespace

ExpeditionSteps expeditionSteps(const CampaignService &service)
{
    if (!service.isOpen())
        return {};
    const auto step = fromKey<CampaignStep>(service.info().date.step);
    if (!step)
        return {};
    return {*step == CampaignStep::PlaceArmies, *step == CampaignStep::WriteOrders,
            *step == CampaignStep::StartOfTurn, *step == CampaignStep::Ransom,
            *step == CampaignStep::FillRosters || *step == CampaignStep::PlaceArmies};
}

std::vector<OutfitNation> outfitNations(const CampaignService &service)
{
    std::vector<OutfitNation> nations;
    if (!service.file())
        return nations;
    const StrategicMap map = db::loadTallyMap(service.file()->database());
    for (std::size_t index = 0; index < map.nations.size(); ++index) {
        const Nation &nation = map.nations[index];
        const QJsonObject roster = fieldableRoster(service, nation.id.toLongLong(), 0);
        if (roster.isEmpty())
            continue;
        nations.push_back({nation.id, nation.name, nation.underwater, freeLines(roster),
                           freeCharacters(roster, false), freeCharacters(roster, true),
                           ports(map, static_cast<int>(index), nation.underwater)});
    }
    return nations;
}

std::vector<ExpeditionChoice> nationChoices(const CampaignService &service)
{
    std::vector<ExpeditionChoice> choices;
    if (!service.file())
        return choices;
    for (const Nation &nation : db::loadTallyMap(service.file()->database()).nations)
        choices.push_back({nation.id, nation.name});
    return choices;
}

std::vector<NewNationOffer> newNationOffers(const CampaignService &service)
{
    std::vector<NewNationOffer> offers;
    if (!service.file())
        return offers;
    const QSqlDatabase db = service.file()->database();
    const CampaignSettings settings = db::loadSettings(db);
    for (const db::NationRecord &nation : db::loadNations(db)) {
        const auto list = db::loadArmyList(db, nation.armyListId);
        if (!list)
            continue;
        NewNationOffer offer{QString::number(nation.id), nation.name, {}, {}};
        for (const UnitType &unit : list->units)
            //: a unit type of a New Nation's package; %1 the type, %2 its category
            offer.units.push_back(
                {unit.name, Tr::tr("%1 (%2)").arg(unit.name, nameOf(unit.category))});
        for (const CharacterEntry &entry : list->characters)
            //: a character of a New Nation's package; %1 the entry, %2 its type, %3 its CP
            offer.characters.push_back(
                {entry.name, Tr::tr("%1 (%2, %3 CP)")
                                 .arg(entry.name, nameOf(entry.type))
                                 .arg(characterCost(entry.type, settings).value_or(0))});
        offers.push_back(std::move(offer));
    }
    return offers;
}

std::vector<ExpeditionChoice> landingChoices(const CampaignService &service,
                                             const QString &expedition)
{
    std::vector<ExpeditionChoice> choices;
    if (!service.file())
        return choices;
    const QSqlDatabase db = service.file()->database();
    const auto e = db::findExpedition(db, expedition);
    if (!e || e->status != QLatin1String("arrived"))
        return choices;
    const StrategicMap map = db::loadTallyMap(db);
    const LandingFacts facts{map, map.nationIndex(QString::number(e->nationId)).value_or(noIndex),
                             fromKey<Arrival>(e->arrival).value_or(Arrival::Destination),
                             db::expeditions::findLandmass(map, e->destination),
                             db::expeditions::findLandmass(map, e->homeLandmass)};
    for (int area = 0; area < static_cast<int>(map.areas.size()); ++area) {
        if (checkLanding(facts, area).empty())
            choices.push_back({map.areas[static_cast<std::size_t>(area)].id(),
                               areaLabel(map.areas[static_cast<std::size_t>(area)])});
    }
    return choices;
}

std::vector<ExpeditionChoice> landmassChoices(const CampaignService &service)
{
    std::vector<ExpeditionChoice> choices;
    if (!service.file())
        return choices;
    for (const Landmass &landmass : db::loadTallyMap(service.file()->database()).landmasses)
        choices.push_back({landmass.id, landmass.name});
    return choices;
}

std::vector<ExpeditionChoice> armyListChoices(const CampaignService &service)
{
    std::vector<ExpeditionChoice> choices;
    if (!service.file())
        return choices;
    for (const db::ArmyListRecord &list : db::loadArmyLists(service.file()->database()))
        choices.push_back({list.id, list.race});
    return choices;
}

QStringList expeditionOfferTables()
{
    QStringList tables = fieldableRosterTables();
    tables << QStringLiteral("area") << QStringLiteral("landmass") << QStringLiteral("army_list");
    tables.removeDuplicates();
    return tables;
}

QStringList latestExplanation(const CampaignService &service)
{
    if (!service.isOpen())
        return {};
    const auto entry = service.history().nextUndo();
    return entry ? explanationLines(*entry) : QStringList();
}

} // namespace herald::app
