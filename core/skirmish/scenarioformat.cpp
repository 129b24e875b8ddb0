#include "core/skirmish/scenarioformat.h"

#include "core/skirmish/casting.h"
#include "core/skirmish/keywords.h"
#include "core/skirmish/settingsformat.h"
#include "core/skirmish/skirmishmap.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace herald::skirmish {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::ScenarioFormat)
};

std::optional<Side> playerFromKey(const QString &key)
{
    if (key == QLatin1String("A"))
        return Side::PlayerA;
    if (key == QLatin1String("B"))
        return Side::PlayerB;
    if (key == QLatin1String("Adventurers"))
        return Side::Adventurers;
    if (key == QLatin1String("Krobs"))
        return Side::Krobs;
    if (key == QLatin1String("Gharvs"))
        return Side::Gharvs;
    return std::nullopt;
}

/// Whether a §10.3 "character" entry names this profile: its id, its name, or the name's
/// first words ("Black Fox" is black-fox, "Konrad" is Konrad the Just).
bool namesCharacter(const Profile &p, const QString &name)
{
    const QString slug = name.trimmed().toLower().replace(QLatin1Char(' '), QLatin1Char('-'));
    return p.id == slug || p.name.compare(name, Qt::CaseInsensitive) == 0 ||
           p.name.startsWith(name + QLatin1Char(' '), Qt::CaseInsensitive);
}

const Profile *findCharacter(const Roster &roster, const QString &name)
{
    const auto it = std::find_if(roster.profiles.begin(), roster.profiles.end(),
                                 [&](const Profile &p) { return namesCharacter(p, name); });
    return it == roster.profiles.end() ? nullptr : &*it;
}

/// The starting state of §10.3: "healthy" | "wounded" | "stunned", "wounds", "mounted", and
/// "horse": null for a rider whose horse is not in play.
std::optional<CharacterState> forceState(const QJsonObject &entry, const Profile &profile,
                                         Game game, QString *error)
{
    CharacterState state = initialState(profile, game);
    const QString health = entry.value(QStringLiteral("state")).toString(QStringLiteral("healthy"));
    const auto h = healthFromKey(health);
    if (!h || *h == Health::Dead) {
        *error = Tr::tr("%1: \"%2\" is not a starting state (healthy, wounded or stunned).")
                     .arg(profile.name, health);
        return std::nullopt;
    }
    state.health = *h;
    state.wounds = entry.value(QStringLiteral("wounds")).toInt(*h == Health::Wounded ? 1 : 0);
    if (state.wounds < 0 || state.wounds >= profile.woundsToKill()) {
        *error = Tr::tr("%1: %2 wounds would kill (%3 do).")
                     .arg(profile.name, QString::number(state.wounds),
                          QString::number(profile.woundsToKill()));
        return std::nullopt;
    }
    if (state.wounds > 0 && state.health == Health::Healthy)
        state.health = Health::Wounded;
    const bool horseOutOfPlay =
        entry.contains(QStringLiteral("horse")) && entry.value(QStringLiteral("horse")).isNull();
    const bool mounted = entry.value(QStringLiteral("mounted")).toBool(state.mounted());
    if (mounted && (!profile.isRider() || game != Game::DN1)) {
        *error =
            Tr::tr("%1 cannot start mounted: only DN1 riders of §8 have horses.").arg(profile.name);
        return std::nullopt;
    }
    if (profile.isRider() && game == Game::DN1)
        state.horse = mounted          ? HorseState::WithRider
                      : horseOutOfPlay ? HorseState::None
                                       : HorseState::Riderless;
    return state;
}

void readSides(const QJsonArray &array, Scenario &s, QStringList &errors)
{
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const QString player = o.value(QStringLiteral("player")).toString();
        const auto side = playerFromKey(player);
        const QString id = o.value(QStringLiteral("id")).toString();
        if (id.isEmpty() || !side) {
            errors
                << Tr::tr(
                       "Side \"%1\": needs an id and a player A, B, Adventurers, Krobs or Gharvs.")
                       .arg(id);
            continue;
        }
        if (*side == Side::Gharvs && s.game != Game::DN2) {
            errors << Tr::tr("Side \"%1\": the Gharvs play in Dragon Noir 2 only (§2.3, §9.6).")
                          .arg(id);
            continue;
        }
        s.sides.push_back({id, o.value(QStringLiteral("name")).toString(id), *side});
    }
    if (s.sides.size() < 2)
        errors << Tr::tr("A scenario needs two sides.");
}

bool knownSide(const Scenario &s, const QString &id)
{
    for (const ScenarioSide &side : s.sides)
        if (side.id == id)
            return true;
    return false;
}

void readForces(const QJsonArray &array, const Roster &roster, Scenario &s, QStringList &errors)
{
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("character")).toString();
        const Profile *profile = findCharacter(roster, name);
        if (!profile) {
            errors << Tr::tr("Forces: \"%1\" is not in the character tables.").arg(name);
            continue;
        }
        ScenarioForce force;
        force.profile = profile;
        force.key = profile->id;
        for (int n = 2; std::any_of(s.forces.begin(), s.forces.end(),
                                    [&](const ScenarioForce &f) { return f.key == force.key; });
             ++n)
            force.key = profile->id + QLatin1Char('-') + QString::number(n);
        force.side = o.value(QStringLiteral("side")).toString();
        if (!knownSide(s, force.side)) {
            errors << Tr::tr("Forces: %1's side \"%2\" is not a side of the scenario.")
                          .arg(profile->name, force.side);
            continue;
        }
        for (const QJsonValue &hex :
             o.value(QStringLiteral("start")).toObject().value(QStringLiteral("hexes")).toArray())
            force.hexes << labelOfReference(hex.toString());
        QString error;
        const auto state = forceState(o, *profile, s.game, &error);
        if (!state) {
            errors << error;
            continue;
        }
        force.state = *state;
        s.forces.push_back(std::move(force));
    }
}

void readCasters(const QJsonArray &array, Scenario &s, QStringList &errors)
{
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const QString name = o.value(QStringLiteral("character")).toString();
        const auto force = std::find_if(s.forces.begin(), s.forces.end(), [&](const auto &f) {
            return f.key == name || namesCharacter(*f.profile, name);
        });
        if (force == s.forces.end() || !force->profile->hasTrait(QStringLiteral("spellcaster"))) {
            errors
                << Tr::tr("Casters: \"%1\" is not a spellcaster of the forces (§7.1).").arg(name);
            continue;
        }
        const int level = o.value(QStringLiteral("level")).toInt(1);
        if (level < 1 || level > 2) {
            errors << Tr::tr("Casters: %1's level must be 1 or 2 (§7.1).").arg(name);
            continue;
        }
        s.casters.push_back(
            {force->key, level, o.value(QStringLiteral("ep")).toInt(startingEnergy(level))});
    }
}

} // namespace

ScenarioParseResult parseScenario(const QByteArray &json, const Roster &roster)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject())
        return {std::nullopt,
                {Tr::tr("The scenario is not a JSON object (%1 at byte %2).")
                     .arg(parseError.errorString())
                     .arg(parseError.offset)}};
    const QJsonObject root = document.object();
    Scenario s;
    QStringList errors;
    s.id = root.value(QStringLiteral("id")).toString();
    s.title = root.value(QStringLiteral("title")).toString(s.id);
    s.homemade = root.value(QStringLiteral("homemade")).toBool();
    const QString game = root.value(QStringLiteral("game")).toString();
    if (game != QLatin1String("DN1") && game != QLatin1String("DN2"))
        errors << Tr::tr("\"game\" must be DN1 or DN2, not \"%1\".").arg(game);
    s.game = game == QLatin1String("DN2") ? Game::DN2 : Game::DN1;
    s.underground = root.value(QStringLiteral("underground")).toBool(s.game == Game::DN2);
    s.mapId = root.value(QStringLiteral("maps"))
                  .toArray()
                  .at(0)
                  .toObject()
                  .value(QStringLiteral("map"))
                  .toString();
    s.turnLimit = root.value(QStringLiteral("turnLimit")).toInt();
    readSides(root.value(QStringLiteral("sides")).toArray(), s, errors);
    readForces(root.value(QStringLiteral("forces")).toArray(), roster, s, errors);
    readCasters(root.value(QStringLiteral("casters")).toArray(), s, errors);
    s.settings = scenarioSettings(root, &errors);
    if (s.forces.empty())
        errors << Tr::tr("The scenario's forces are empty.");
    if (!errors.isEmpty())
        return {std::nullopt, errors};
    return {std::move(s), {}};
}

} // namespace herald::skirmish
