#include "db/skirmish/skirmishdesk.h"

#include "core/skirmish/casting.h"
#include "core/skirmish/keywords.h"
#include "db/commands/arguments.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>
#include <climits>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::SkirmishDesk)
};

bool sameCounter(const StoredCharacter &a, const StoredCharacter &b)
{
    return a.state == b.state && a.hexes == b.hexes && a.stunnedAt == b.stunnedAt &&
           a.attacksMade == b.attacksMade && a.moved == b.moved && a.firedOwn == b.firedOwn &&
           a.firedPhase == b.firedPhase && a.ep == b.ep && a.castTurn == b.castTurn &&
           a.castGameTurn == b.castGameTurn && a.counterTurn == b.counterTurn &&
           a.appearedAt == b.appearedAt && a.appearanceShift == b.appearanceShift;
}

} // namespace

StoredCharacter *Desk::character(const QString &key, CommandOutcome *refusal)
{
    const auto it = std::find_if(s.characters.begin(), s.characters.end(),
                                 [&](const StoredCharacter &c) { return c.key == key; });
    if (it != s.characters.end())
        return &*it;
    *refusal = CommandOutcome::refused(
        Tr::tr("Skirmish \"%1\" has no character \"%2\" (see: skirmish roster).").arg(s.name, key));
    return nullptr;
}

StoredCharacter *Desk::characterArgument(const QJsonObject &args, const QString &argument,
                                         CommandOutcome *refusal)
{
    Arguments read(args);
    const auto key = read.text(argument);
    if (!read.ok()) {
        *refusal = CommandOutcome::badArguments(read.problem());
        return nullptr;
    }
    return character(*key, refusal);
}

std::vector<StoredCharacter *> Desk::characters(const QJsonObject &args, const QString &argument,
                                                CommandOutcome *refusal)
{
    std::vector<StoredCharacter *> found;
    const QJsonValue value = args.value(argument);
    const QJsonArray keys = value.isString() ? QJsonArray{value} : value.toArray();
    if (keys.isEmpty()) {
        *refusal = CommandOutcome::badArguments(
            Tr::tr("The argument \"%1\" must name at least one character.").arg(argument));
        return {};
    }
    for (const QJsonValue &key : keys) {
        StoredCharacter *c = character(key.toString(), refusal);
        if (!c)
            return {};
        if (std::find(found.begin(), found.end(), c) != found.end()) {
            *refusal = CommandOutcome::badArguments(
                Tr::tr("\"%1\" names %2 twice.").arg(argument, c->key));
            return {};
        }
        found.push_back(c);
    }
    return found;
}

std::vector<sk::Terrain> Desk::terrainUnder(const StoredCharacter &c) const
{
    std::vector<sk::Terrain> terrains;
    for (const QString &label : c.hexes)
        terrains.push_back(s.map ? s.map->at(label).terrain : sk::Terrain::Flat);
    if (terrains.empty())
        terrains.push_back(sk::Terrain::Flat);
    return terrains;
}

std::optional<int> Desk::distance(const StoredCharacter &a, const StoredCharacter &b) const
{
    int best = INT_MAX;
    for (const QString &from : a.hexes)
        for (const QString &to : b.hexes) {
            const auto h1 = sk::hexOfLabel(from);
            const auto h2 = sk::hexOfLabel(to);
            if (h1 && h2)
                best = std::min(best, h1->distanceTo(*h2));
        }
    return best == INT_MAX ? std::nullopt : std::optional<int>(best);
}

bool Desk::adjacent(const StoredCharacter &a, const StoredCharacter &b) const
{
    return distance(a, b) == 1;
}

sk::Side Desk::player(const StoredCharacter &c) const
{
    return s.player(c.side).value_or(sk::Side::PlayerA);
}

QString Desk::nameOf(const StoredCharacter &c) const
{
    const int copies = int(std::count_if(s.characters.begin(), s.characters.end(),
                                         [&](const auto &o) { return o.profile == c.profile; }));
    return copies > 1 ? QStringLiteral("%1 (%2)").arg(c.profile->name, c.key) : c.profile->name;
}

void Desk::applyState(StoredCharacter &c, const sk::CharacterState &after, QStringList &lines)
{
    const sk::CharacterState before = c.state;
    c.state = after;
    if (after.health == sk::Health::Stunned && before.health != sk::Health::Stunned)
        c.stunnedAt = s.position.playerTurnIndex();
    if (after.health != sk::Health::Stunned)
        c.stunnedAt.reset();
    if (c.isCaster() && after.alive() && after.wounds > before.wounds) {
        const int ep = sk::energyAfterWound(c.ep);
        lines << Tr::tr("§7.1 %1 is wounded: energy %2 → %3 EPs")
                     .arg(nameOf(c), QString::number(c.ep), QString::number(ep));
        c.ep = ep;
    }
}

bool Desk::saveChanged(QSqlQuery &q, const Skirmish &before) const
{
    for (std::size_t i = 0; i < s.characters.size(); ++i)
        if (!sameCounter(s.characters[i], before.characters[i]) &&
            !saveCharacter(q, s.characters[i]))
            return false;
    return true;
}

QJsonObject Desk::characterJson(const StoredCharacter &c) const
{
    QJsonObject o{{QStringLiteral("key"), c.key},
                  {QStringLiteral("name"), c.profile->name},
                  {QStringLiteral("side"), c.side},
                  {QStringLiteral("health"), sk::healthKey(c.state.health)},
                  {QStringLiteral("wounds"), c.state.wounds},
                  {QStringLiteral("horse"), sk::horseKey(c.state.horse)},
                  {QStringLiteral("hexes"), QJsonArray::fromStringList(c.hexes)},
                  {QStringLiteral("state"), sk::describeState(*c.profile, c.state, s.game())}};
    if (c.isCaster()) {
        o.insert(QStringLiteral("level"), *c.level);
        o.insert(QStringLiteral("ep"), c.ep);
    }
    return o;
}

std::optional<Desk> openDesk(CommandContext &context, CommandOutcome *refusal)
{
    Arguments args(context.args);
    const auto name = args.text(QStringLiteral("skirmish"));
    if (!args.ok()) {
        *refusal = CommandOutcome::badArguments(args.problem());
        return std::nullopt;
    }
    return openDesk(context.db, *name, refusal);
}

std::optional<Desk> openDesk(const QSqlDatabase &db, const QString &name, CommandOutcome *refusal)
{
    QString error;
    auto s = loadSkirmish(db, name, &error);
    if (!s) {
        *refusal = CommandOutcome::refused(error);
        return std::nullopt;
    }
    const sk::SkirmishSettings settings = s->settings;
    return Desk{std::move(*s), settings};
}

CommandOutcome doneWith(const QString &summary, const QStringList &lines, QJsonObject result)
{
    CommandOutcome outcome = CommandOutcome::done(summary, std::move(result));
    outcome.explanation = lines;
    return outcome;
}

} // namespace herald::db::skirmish
