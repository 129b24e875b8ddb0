#include "core/hexwar/scenario.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

namespace herald::hexwar {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::hexwar::Scenario)
};

std::optional<map::Hex> readHex(const QJsonValue &value, const QString &where, QStringList &errors)
{
    const auto hex = map::Hex::fromXXYY(value.toString());
    if (!hex)
        errors.append(Tr::tr("%1: \"%2\" is not a hex number XXYY").arg(where, value.toString()));
    return hex;
}

EntryArea readArea(const QJsonObject &o, const QString &where, QStringList &errors)
{
    EntryArea area;
    for (const QJsonValue &v : o.value(QLatin1String("hexes")).toArray()) {
        if (const auto hex = readHex(v, where, errors))
            area.hexes.append(*hex);
    }
    area.set = o.value(QLatin1String("set")).toString();
    if (area.hexes.isEmpty() && area.set.isEmpty())
        errors.append(Tr::tr("%1: give \"hexes\" or a hex \"set\"").arg(where));
    if (o.contains(QLatin1String("near"))) {
        area.near = readHex(o.value(QLatin1String("near")), where, errors);
        const QJsonArray within = o.value(QLatin1String("within")).toArray();
        area.nearMin = within.at(0).toInt();
        area.nearMax = within.at(1).toInt();
        if (within.size() != 2 || area.nearMin > area.nearMax)
            errors.append(Tr::tr("%1: \"within\" must be [least, most] hexes").arg(where));
    }
    for (const QJsonValue &v : o.value(QLatin1String("awayFrom")).toArray()) {
        if (const auto hex = readHex(v, where, errors))
            area.awayFrom.append(*hex);
    }
    for (const QJsonValue &v : o.value(QLatin1String("awayFromSets")).toArray())
        area.awayFromSets.append(v.toString());
    area.awayMoreThan = o.value(QLatin1String("moreThan")).toInt();
    return area;
}

void readUnit(const QJsonObject &o, Scenario &scenario, QSet<QString> &ids, QStringList &errors)
{
    ScenarioUnit su;
    Unit &u = su.unit;
    u.id = o.value(QLatin1String("id")).toString();
    const QString where = Tr::tr("unit \"%1\"").arg(u.id);
    if (u.id.isEmpty())
        errors.append(Tr::tr("a unit has no \"id\""));
    else if (ids.contains(u.id))
        errors.append(Tr::tr("%1 is given twice").arg(where));
    ids.insert(u.id);
    u.name = o.value(QLatin1String("name")).toString();
    if (const auto side = sideFromKey(o.value(QLatin1String("side")).toString()))
        u.side = *side;
    else
        errors.append(Tr::tr("%1: \"side\" must be \"blackEagle\" or \"karameikan\"").arg(where));
    u.fullStrength = o.value(QLatin1String("full")).toInt(-1);
    u.halfStrength = o.value(QLatin1String("half")).toInt(-1);
    u.movement = o.value(QLatin1String("ma")).toInt();
    if (u.fullStrength < 0 || u.halfStrength < 0 || u.halfStrength > u.fullStrength)
        errors.append(
            Tr::tr("%1: strengths %2 (full) and %3 (half) must be 0 or more, half at most "
                   "full")
                .arg(where)
                .arg(u.fullStrength)
                .arg(u.halfStrength));
    if (u.movement < 3 || u.movement > 5)
        errors.append(Tr::tr("%1: movement allowance %2 is not 3, 4 or 5 (spec Z6)")
                          .arg(where)
                          .arg(u.movement));
    const QString kind = o.value(QLatin1String("kind")).toString(QStringLiteral("plain"));
    if (kind == QLatin1String("forester"))
        u.kind = UnitKind::Forester;
    else if (kind == QLatin1String("mountaineer"))
        u.kind = UnitKind::Mountaineer;
    else if (kind != QLatin1String("plain"))
        errors.append(Tr::tr("%1: unknown kind \"%2\"").arg(where, kind));
    u.state = UnitState::NotEntered;

    Arrival &a = su.arrival;
    if (o.contains(QLatin1String("setup"))) {
        a.kind = Arrival::Kind::SetUp;
        a.area = readArea(o.value(QLatin1String("setup")).toObject(), where, errors);
    } else if (o.contains(QLatin1String("turn"))) {
        a.kind = Arrival::Kind::OnTurn;
        a.turn = o.value(QLatin1String("turn")).toInt();
        if (a.turn < 1)
            errors.append(Tr::tr("%1: \"turn\" must be 1 or later").arg(where));
        a.area = readArea(o.value(QLatin1String("entry")).toObject(), where, errors);
    } else if (o.contains(QLatin1String("vp"))) {
        a.kind = Arrival::Kind::OnVictoryPoints;
        a.threshold = o.value(QLatin1String("vp")).toInt();
        if (a.threshold < 1)
            errors.append(Tr::tr("%1: \"vp\" must be 1 or more").arg(where));
        // An empty entry set is allowed here: the referee picks the hex when the unit is
        // released (spec A4).
        const QJsonObject entry = o.value(QLatin1String("entry")).toObject();
        a.area.set = entry.value(QLatin1String("set")).toString();
        if (!entry.isEmpty())
            a.area = readArea(entry, where, errors);
    } else {
        errors.append(Tr::tr("%1: give \"setup\", \"turn\" or \"vp\"").arg(where));
    }
    scenario.units.push_back(su);
}

} // namespace

const ScenarioUnit *Scenario::find(const QString &unitId) const
{
    for (const ScenarioUnit &su : units) {
        if (su.unit.id == unitId)
            return &su;
    }
    return nullptr;
}

Scenario Scenario::onGrid(map::HexGrid grid) const
{
    const auto renumber = [grid](map::Hex hex) {
        const map::Offset printed = map::HexGrid().printed(hex);
        return grid.hexAt(printed.column, printed.row);
    };
    const auto renumberAll = [&renumber](QList<map::Hex> &hexes) {
        for (map::Hex &hex : hexes)
            hex = renumber(hex);
    };
    Scenario out = *this;
    for (ScenarioUnit &su : out.units) {
        EntryArea &area = su.arrival.area;
        renumberAll(area.hexes);
        renumberAll(area.awayFrom);
        if (area.near)
            area.near = renumber(*area.near);
    }
    if (out.victory.objectiveHex)
        out.victory.objectiveHex = renumber(*out.victory.objectiveHex);
    return out;
}

ScenarioParse parseScenario(const QByteArray &json)
{
    ScenarioParse result;
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (!doc.isObject()) {
        result.errors.append(
            Tr::tr("not a JSON object: %1 at byte %2").arg(error.errorString()).arg(error.offset));
        return result;
    }
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("herald-hexwar-scenario") ||
        root.value(QLatin1String("version")).toInt() != 1) {
        result.errors.append(Tr::tr("\"format\" must be \"herald-hexwar-scenario\", version 1"));
        return result;
    }
    Scenario scenario;
    scenario.name = root.value(QLatin1String("name")).toString();
    scenario.mapName = root.value(QLatin1String("map")).toString();
    scenario.turns = root.value(QLatin1String("turns")).toInt(14);
    if (scenario.turns < 1)
        result.errors.append(Tr::tr("\"turns\" must be 1 or more"));
    if (const auto side = sideFromKey(root.value(QLatin1String("firstSide")).toString()))
        scenario.firstSide = *side;
    else
        result.errors.append(Tr::tr("\"firstSide\" must be \"blackEagle\" or \"karameikan\""));

    QSet<QString> ids;
    for (const QJsonValue &v : root.value(QLatin1String("units")).toArray())
        readUnit(v.toObject(), scenario, ids, result.errors);
    if (scenario.units.empty())
        result.errors.append(Tr::tr("the scenario has no units"));

    const QJsonObject victory = root.value(QLatin1String("victory")).toObject();
    VictoryRules &v = scenario.victory;
    v.roadVp = victory.value(QLatin1String("roadVp")).toInt(1);
    v.townVp = victory.value(QLatin1String("townVp")).toInt(1);
    v.roadAndTownStack = victory.value(QLatin1String("roadAndTownStack")).toBool(true);
    for (const QJsonValue &e : victory.value(QLatin1String("eliminationVp")).toArray())
        v.eliminationVp.push_back(e.toInt());
    if (int(v.eliminationVp.size()) != scenario.turns)
        result.errors.append(
            Tr::tr("victory: \"eliminationVp\" needs one value per game turn (%1), "
                   "not %2")
                .arg(scenario.turns)
                .arg(v.eliminationVp.size()));
    if (victory.contains(QLatin1String("objectiveHex")))
        v.objectiveHex =
            readHex(victory.value(QLatin1String("objectiveHex")), Tr::tr("victory"), result.errors);
    v.objectiveVp = victory.value(QLatin1String("objectiveVp")).toInt(20);
    v.karameikanCountsUnentered =
        victory.value(QLatin1String("karameikanCountsUnentered")).toBool(false);
    if (victory.contains(QLatin1String("levelMargins"))) {
        v.levelMargins.clear();
        for (const QJsonValue &m : victory.value(QLatin1String("levelMargins")).toArray())
            v.levelMargins.push_back(m.toInt());
        if (v.levelMargins.size() != 3)
            result.errors.append(Tr::tr("victory: \"levelMargins\" needs three margins (marginal, "
                                        "substantial, decisive)"));
    }
    if (result.errors.isEmpty())
        result.scenario = std::move(scenario);
    return result;
}

} // namespace herald::hexwar
