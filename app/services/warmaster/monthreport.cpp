#include "app/services/warmaster/monthreport.h"

#include "app/services/campaignservice.h"
#include "app/services/warmaster/calendarstatus.h"
#include "core/warmaster/armystatedetail.h"
#include "core/warmaster/engagementchart.h"
#include "db/warmaster/engagementstep.h"
#include "db/warmaster/monthstore.h"
#include "db/warmaster/monthsupply.h"
#include "db/warmaster/movementstep.h"
#include "db/warmaster/nationrepository.h"
#include "db/warmaster/ownershipchanges.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <array>
#include <map>

namespace herald::app {

using namespace herald::warmaster;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::MonthReport)
};

/// The engagement's cause key (schema 0010) in words.
QString causeName(const QString &key)
{
    static const std::map<QString, const char *> names{
        //: why armies meet (§5.1)
        {QStringLiteral("arrival"), QT_TRANSLATE_NOOP("herald::app::MonthReport", "arrival")},
        {QStringLiteral("swap"), QT_TRANSLATE_NOOP("herald::app::MonthReport", "swap of places")},
        {QStringLiteral("interdiction"),
         QT_TRANSLATE_NOOP("herald::app::MonthReport", "interdiction")},
        {QStringLiteral("sallyForth"), QT_TRANSLATE_NOOP("herald::app::MonthReport", "sally")},
        {QStringLiteral("assault"), QT_TRANSLATE_NOOP("herald::app::MonthReport", "assault")},
        {QStringLiteral("preEngaged"),
         QT_TRANSLATE_NOOP("herald::app::MonthReport", "pre-engagement")}};
    const auto it = names.find(key);
    return it == names.end() ? key : Tr::tr(it->second);
}

QString locationName(const QString &key)
{
    const auto location = fromKey<ArmyLocation>(key);
    return location ? nameOf(*location) : key;
}

QStringList strings(const QJsonArray &array)
{
    QStringList list;
    for (const QJsonValue &v : array)
        list << v.toString();
    return list;
}

QJsonArray array(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

/// "Iron Guard (Ironhold Clans)" for the armies named in a state's details (a siege, a
/// pre-engagement): the nation has met them, so it knows them.
QStringList armiesWith(const db::MonthMap &month, const QStringList &ids)
{
    QStringList names;
    for (const QString &id : ids) {
        if (const Army *other = month.findArmy(id))
            names << Tr::tr("%1 (%2)").arg(other->name, month.nationName(other->nationId));
    }
    return names;
}

/// Where the army stands in the month, one line per fact, each naming its rule. Whether it
/// moved is known only of the turn being played (the army keeps no past turns' moves).
QStringList situationOf(const Army &army, const db::MonthMap &month,
                        const std::optional<TerrainCheck> &check, bool currentTurn)
{
    QStringList lines;
    if (currentTurn && army.moved && army.originArea)
        lines << Tr::tr("Moved in this turn from %1.").arg(month.areaText(*army.originArea));
    const ArmyStateDetail detail = readStateDetail(army.stateDetail);
    const QString with = armiesWith(month, detail.with).join(QStringLiteral(", "));
    switch (army.state) {
    case ArmyState::Normal:
        break;
    case ArmyState::Delayed:
        lines << Tr::tr("§4.4 Held up by the terrain for %n more turn(s), then goes on into %1.",
                        nullptr, detail.turnsLeft)
                     .arg(detail.destination ? month.areaText(*detail.destination) : QString());
        break;
    case ArmyState::Besieging:
        lines << Tr::tr("§5.5 Besieging %1.").arg(with);
        break;
    case ArmyState::Besieged:
        lines << Tr::tr("§5.5 Besieged by %1.").arg(with);
        break;
    case ArmyState::PreEngaged:
        lines << Tr::tr("§5.8 Pre-engaged with %1.").arg(with);
        break;
    case ArmyState::Routed:
        lines << Tr::tr("§6.8 Routed: it marches home and cannot fight.");
        break;
    }
    if (check)
        //: %1 the check explained: "picked 3, rolled 5: held up 2 turns"
        lines << Tr::tr("§4.4 Terrain check this turn: %1.").arg(check->explain());
    if (!army.inSupply)
        lines << Tr::tr("§4.6 Out of supply.");
    if (army.occupation > 0)
        lines << Tr::tr("§4.7 Has held the population centre for %n turn(s) towards taking the "
                        "area.",
                        nullptr, army.occupation);
    return lines;
}

/// What the rules allow the army this turn: each order kind checkOrder() accepts, and for a
/// move every neighbouring area it may enter (§4.1, §4.6, §4.8, §5.5, §7.2).
void addLegalOrders(ReportedArmy &reported, const Army &army, const db::MonthMap &month,
                    const OrderFacts &facts)
{
    const auto start = month.map.areaAt(army.area);
    for (const auto &entry : EnumKeys<OrderKind>::table()) {
        if (entry.value != OrderKind::Move) {
            if (checkOrder(Order{army.id, entry.value, {}, {}, false, {}}, army, facts).empty())
                reported.legalKinds << nameOf(entry.value);
            continue;
        }
        if (!start)
            continue;
        for (const int next : month.graph.neighbours(*start)) {
            const map::Hex to = month.map.areas[static_cast<std::size_t>(next)].hex;
            if (checkOrder(Order{army.id, OrderKind::Move, to, {}, false, {}}, army, facts).empty())
                reported.legalDestinations << month.areaText(next);
        }
        if (!reported.legalDestinations.isEmpty())
            reported.legalKinds << nameOf(OrderKind::Move);
    }
}

ReportedArmy reportArmy(const Army &army, const db::MonthMap &month, const OrderFacts &facts,
                        const std::vector<Order> &orders, const QJsonObject &supply,
                        const std::optional<TerrainCheck> &check,
                        const std::vector<QueuedOrder> &queue, int turn, int currentTurn)
{
    ReportedArmy r;
    r.id = army.id.toLongLong();
    r.name = army.name;
    r.general = army.generalName;
    r.area = month.areaText(army.area);
    r.location = nameOf(army.location);
    r.situation = situationOf(army, month, check, turn == currentTurn);
    r.inSupply = army.inSupply;
    r.supplyExplanation = supply.value(QStringLiteral("explanation")).toString();
    for (const QString &hex : strings(supply.value(QStringLiteral("path")).toArray())) {
        const auto at = map::Hex::fromXXYY(hex);
        r.supplyPath << (at ? month.areaText(*at) : hex);
    }
    const auto none = takesNoOrders(army, facts);
    r.freeToAct = !none;
    if (none)
        r.noOrderReason = describe(*none);
    const auto order = std::find_if(orders.cbegin(), orders.cend(),
                                    [&](const Order &o) { return o.armyId == army.id; });
    if (order != orders.cend())
        r.order = month.orderText(*order);
    else if (none)
        r.order = r.noOrderReason;
    else
        r.order = Tr::tr("no order written yet");
    if (!army.inSupply)
        r.restrictions << Tr::tr("§4.6 Out of supply: it may only move into areas its nation "
                                 "controls, or stay where it is.");
    if (army.state == ArmyState::Besieged)
        r.restrictions << Tr::tr("§5.5 Besieged: it may only sally forth or interdict.");
    if (army.state == ArmyState::Besieging)
        r.restrictions << Tr::tr("§5.5 Besieging: it may keep the siege, assault or move away.");
    for (const QueuedOrder &queued : queue) {
        if (queued.turn == turn && queued.locked)
            r.restrictions << Tr::tr("I-54 Its order for this turn was written earlier and "
                                     "stands: %1.")
                                  .arg(month.orderText(queued.order));
    }
    if (r.freeToAct)
        addLegalOrders(r, army, month, facts);
    return r;
}

/// The turn's engagements and battles with one of the nation's armies in them, and the foreign
/// armies met there.
void addEngagements(MonthReport &report, const QJsonObject &json, const QSet<QString> &own,
                    const QSet<QString> &ownNames, QSet<QString> &met)
{
    QSet<int> numbers;
    for (const QJsonValue &value : json.value(QStringLiteral("engagements")).toArray()) {
        const QJsonObject e = value.toObject();
        const QJsonArray armies = e.value(QStringLiteral("armies")).toArray();
        const bool ours = std::any_of(armies.begin(), armies.end(), [&](const QJsonValue &a) {
            return own.contains(QString::number(a[QStringLiteral("id")].toInteger()));
        });
        if (!ours)
            continue;
        ReportedEngagement reported{e.value(QStringLiteral("number")).toInt(),
                                    causeName(e.value(QStringLiteral("cause")).toString()),
                                    e.value(QStringLiteral("area")).toString(),
                                    {},
                                    {},
                                    e.value(QStringLiteral("resolved")).toBool()};
        for (const QJsonValue &a : armies) {
            const QString id = QString::number(a[QStringLiteral("id")].toInteger());
            QString text = a[QStringLiteral("name")].toString();
            if (!own.contains(id))
                text = Tr::tr("%1 (%2)").arg(text, a[QStringLiteral("nation")].toString());
            // §5.2: engagementsReport gives a location only once every choice is in.
            if (a.toObject().contains(QStringLiteral("location")))
                text += Tr::tr(" at the %1")
                            .arg(locationName(a[QStringLiteral("location")].toString()));
            else if (a[QStringLiteral("chooses")].toBool())
                text += a[QStringLiteral("chosen")].toBool()
                            ? Tr::tr(" (location chosen, secret until all have chosen)")
                            : Tr::tr(" (location still to choose, §5.2)");
            if (own.contains(id)) {
                reported.ownArmies << text;
            } else {
                reported.others << text;
                met.insert(id);
            }
        }
        numbers.insert(reported.number);
        report.engagements.push_back(reported);
    }
    for (const QJsonValue &value : json.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = value.toObject();
        if (!numbers.contains(b.value(QStringLiteral("engagement")).toInt()))
            continue;
        const std::array<QStringList, 2> sides{
            strings(b.value(QStringLiteral("defenders")).toArray()),
            strings(b.value(QStringLiteral("attackers")).toArray())};
        const auto ourSide = [&](const QStringList &names) {
            return std::any_of(names.begin(), names.end(),
                               [&](const QString &n) { return ownNames.contains(n); });
        };
        const int ours = ourSide(sides[0]) ? 0 : 1;
        const auto kind = fromKey<BattleKind>(b.value(QStringLiteral("kind")).toString());
        QString result = Tr::tr("no result yet");
        const bool entered = b.contains(QStringLiteral("result"));
        if (entered && !b.contains(QStringLiteral("winnerSideByHand")))
            result = Tr::tr("a draw");
        else if (entered)
            result = b.value(QStringLiteral("winnerSideByHand")).toInt() == ours ? Tr::tr("won")
                                                                                 : Tr::tr("lost");
        else if (b.contains(QStringLiteral("winnerSideByHand")))
            result = b.value(QStringLiteral("winnerSideByHand")).toInt() == ours
                         ? Tr::tr("won (marked by the referee)")
                         : Tr::tr("lost (marked by the referee)");
        report.battles.push_back({b.value(QStringLiteral("number")).toInt(),
                                  kind ? nameOf(*kind) : b.value(QStringLiteral("kind")).toString(),
                                  b.value(QStringLiteral("area")).toString(),
                                  locationName(b.value(QStringLiteral("location")).toString()),
                                  sides[std::size_t(ours)], sides[std::size_t(1 - ours)], result});
    }
}

/// The foreign armies the nation can see (struct ReportedForeignArmy): never their orders or
/// their location inside the area.
void addForeignArmies(MonthReport &report, const db::MonthMap &month, const QString &nationId,
                      const QSet<QString> &own, const QSet<QString> &met)
{
    const auto nationIndex = month.map.nationIndex(nationId);
    QSet<QString> ownAreas; // where the nation's armies stand
    for (const Army &a : month.map.armies) {
        if (own.contains(a.id))
            ownAreas.insert(a.area.toXXYY());
    }
    for (const Army &a : month.map.armies) {
        if (a.nationId == nationId)
            continue;
        QStringList why;
        if (met.contains(a.id))
            why << Tr::tr("in an engagement with your armies this turn");
        const ArmyStateDetail detail = readStateDetail(a.stateDetail);
        const bool touches = std::any_of(detail.with.cbegin(), detail.with.cend(),
                                         [&](const QString &id) { return own.contains(id); });
        if (touches && a.state == ArmyState::Besieging)
            why << Tr::tr("besieging your army");
        else if (touches && a.state == ArmyState::Besieged)
            why << Tr::tr("besieged by your army");
        else if (touches && a.state == ArmyState::PreEngaged)
            why << Tr::tr("pre-engaged with your army");
        const auto area = month.map.areaAt(a.area);
        if (area && nationIndex && month.map.areas[std::size_t(*area)].owner == *nationIndex)
            why << Tr::tr("in your territory");
        if (ownAreas.contains(a.area.toXXYY()))
            why << Tr::tr("in an area where one of your armies stands");
        if (why.isEmpty())
            continue;
        report.foreignArmies.push_back({a.name, month.nationName(a.nationId),
                                        month.areaText(a.area), why.join(QStringLiteral("; "))});
    }
}

void addAreaChanges(MonthReport &report, const QSqlDatabase &db, const db::MonthMap &month)
{
    const auto name = [&](qint64 id) {
        return id == 0 ? QString() : month.nationName(QString::number(id));
    };
    for (const db::OwnershipChange &c : db::ownershipChanges(db, report.year, report.month)) {
        const auto hex = map::Hex::fromXXYY(c.area);
        const QString area = hex ? month.areaText(*hex) : c.area;
        if (c.to == report.nationId)
            report.areaChanges.push_back({area, true, name(c.from)});
        else if (c.from == report.nationId)
            report.areaChanges.push_back({area, false, name(c.to)});
    }
}

} // namespace

MonthReportResult monthReport(const CampaignService &service, const QString &nationRef, int turn)
{
    MonthReportResult result;
    const auto status = service.file() ? calendarStatus(service) : std::nullopt;
    if (!status) {
        result.message = Tr::tr("No campaign is open, or its date cannot be read.");
        return result;
    }
    const QSqlDatabase db = service.file()->database();
    const auto nation = db::findNation(db, nationRef);
    if (!nation) {
        result.problem = MonthReportProblem::NoNation;
        result.message = Tr::tr("There is no nation \"%1\".").arg(nationRef);
        return result;
    }
    // In the New Year phase (month 0) the turn at hand is the coming month 1.
    const int current = db::turnNumber(status->date.year, std::max(1, status->date.month));
    const int asked = turn > 0 ? turn : current;
    if (asked < 1 || asked > current) {
        result.problem = MonthReportProblem::TurnOutside;
        result.message =
            Tr::tr("Turn %1 is not a turn of this campaign yet: turns run from 1 to %2, the one "
                   "being played.")
                .arg(asked)
                .arg(current);
        return result;
    }
    MonthReport report;
    report.nationId = nation->id;
    report.nation = nation->name;
    report.turn = asked;
    report.year = (asked - 1) / 12 + 1;
    report.month = (asked - 1) % 12 + 1;
    report.step = status->dateText;
    report.currentTurn = asked == current;

    const db::MonthMap month = db::loadMonthMap(db);
    const OrderFacts facts{month.map, month.graph, month.map.armies};
    const std::vector<Order> orders = db::loadOrders(db, asked);
    std::map<QString, QJsonObject> supply;
    for (const QJsonValue &v : db::supplyReport(db, {}).value(QStringLiteral("armies")).toArray())
        supply[QString::number(v[QStringLiteral("id")].toInteger())] = v.toObject();
    std::map<QString, TerrainCheck> checks;
    for (const db::StoredCheck &c : db::loadChecks(db, db::movementFacts(db, month), asked)) {
        if (c.check)
            checks[c.due.armyId] = *c.check;
    }
    const QString nationId = QString::number(nation->id);
    QSet<QString> own;
    QSet<QString> ownNames;
    for (const Army &army : month.map.armies) {
        if (army.nationId != nationId)
            continue;
        own.insert(army.id);
        ownNames.insert(army.name);
        const auto check = checks.find(army.id);
        report.armies.push_back(reportArmy(
            army, month, facts, orders, supply[army.id],
            check == checks.end() ? std::nullopt : std::optional<TerrainCheck>(check->second),
            db::loadQueue(db, army.id, asked), asked, current));
    }
    QSet<QString> met;
    addEngagements(report, db::engagementsReport(db, asked), own, ownNames, met);
    addForeignArmies(report, month, nationId, own, met);
    addAreaChanges(report, db, month);
    result.report = std::move(report);
    return result;
}

std::vector<ReportedArmy> armiesFreeToAct(const MonthReport &report)
{
    std::vector<ReportedArmy> free;
    std::copy_if(report.armies.cbegin(), report.armies.cend(), std::back_inserter(free),
                 [](const ReportedArmy &a) { return a.freeToAct; });
    return free;
}

QStringList orderKindNames()
{
    QStringList names;
    for (const auto &entry : EnumKeys<OrderKind>::table())
        names << nameOf(entry.value);
    return names;
}

QJsonObject monthReportJson(const MonthReport &report)
{
    QJsonArray armies;
    for (const ReportedArmy &a : report.armies)
        armies.append(QJsonObject{{QStringLiteral("id"), a.id},
                                  {QStringLiteral("name"), a.name},
                                  {QStringLiteral("area"), a.area},
                                  {QStringLiteral("location"), a.location},
                                  {QStringLiteral("situation"), array(a.situation)},
                                  {QStringLiteral("order"), a.order},
                                  {QStringLiteral("inSupply"), a.inSupply},
                                  {QStringLiteral("supplyPath"), array(a.supplyPath)},
                                  {QStringLiteral("freeToAct"), a.freeToAct},
                                  {QStringLiteral("restrictions"), array(a.restrictions)},
                                  {QStringLiteral("legalOrders"), array(a.legalKinds)}});
    QJsonArray engagements;
    for (const ReportedEngagement &e : report.engagements)
        engagements.append(QJsonObject{{QStringLiteral("number"), e.number},
                                       {QStringLiteral("cause"), e.cause},
                                       {QStringLiteral("area"), e.area},
                                       {QStringLiteral("resolved"), e.resolved},
                                       {QStringLiteral("own"), array(e.ownArmies)},
                                       {QStringLiteral("others"), array(e.others)}});
    QJsonArray battles;
    for (const ReportedBattle &b : report.battles)
        battles.append(QJsonObject{{QStringLiteral("number"), b.number},
                                   {QStringLiteral("kind"), b.kind},
                                   {QStringLiteral("area"), b.area},
                                   {QStringLiteral("location"), b.location},
                                   {QStringLiteral("ownSide"), array(b.ownSide)},
                                   {QStringLiteral("opponents"), array(b.opponents)},
                                   {QStringLiteral("result"), b.result}});
    QJsonArray areas;
    for (const ReportedAreaChange &c : report.areaChanges)
        areas.append(QJsonObject{{QStringLiteral("area"), c.area},
                                 {QStringLiteral("gained"), c.gained},
                                 {QStringLiteral("other"), c.otherNation}});
    QJsonArray foreign;
    for (const ReportedForeignArmy &f : report.foreignArmies)
        foreign.append(QJsonObject{{QStringLiteral("name"), f.name},
                                   {QStringLiteral("nation"), f.nation},
                                   {QStringLiteral("area"), f.area},
                                   {QStringLiteral("why"), f.why}});
    return {{QStringLiteral("nation"), report.nation}, {QStringLiteral("turn"), report.turn},
            {QStringLiteral("year"), report.year},     {QStringLiteral("month"), report.month},
            {QStringLiteral("armies"), armies},        {QStringLiteral("engagements"), engagements},
            {QStringLiteral("battles"), battles},      {QStringLiteral("areaChanges"), areas},
            {QStringLiteral("foreignArmies"), foreign}};
}

QStringList reportNations(const CampaignService &service)
{
    QStringList names;
    if (!service.file())
        return names;
    for (const db::NationRecord &n : db::loadNations(service.file()->database()))
        names << n.name;
    return names;
}

QStringList monthReportTables()
{
    QStringList tables = calendarStatusTables();
    tables << QStringLiteral("army") << QStringLiteral("army_order") << QStringLiteral("area")
           << QStringLiteral("nation") << QStringLiteral("terrain_check")
           << QStringLiteral("engagement") << QStringLiteral("engagement_army")
           << QStringLiteral("pending_battle") << QStringLiteral("pending_battle_army");
    tables.removeDuplicates();
    return tables;
}

} // namespace herald::app
