#include "db/skirmish/attackcommand.h"

#include "core/skirmish/keywords.h"
#include "core/skirmish/melee.h"
#include "db/skirmish/aftercombat.h"
#include "db/skirmish/skirmishdesk.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::AttackCommand)
};

QString names(const Desk &desk, const std::vector<StoredCharacter *> &side)
{
    QStringList list;
    for (const StoredCharacter *c : side)
        list << desk.nameOf(*c);
    return list.join(QStringLiteral(" + "));
}

/// True when the "horses" argument says the defender's riderless horse is attacked (§4.9).
bool horseAttacked(const QJsonObject &args, const StoredCharacter &defender)
{
    return args.value(QStringLiteral("horses")).toArray().contains(QJsonValue(defender.key));
}

/// Why these characters may not fight this combat now, or nullopt: the phase (§2.2, §2.3),
/// a Gharv come up beside a boat (§9.6), the sides, a riderless horse that is not one (§4.9), and
/// the adjacency of every attacker to every defender placed on the map (§4.4; the referee answers
/// for a horse, which the desk does not place).
std::optional<QString> combatProblem(const Desk &desk, const std::vector<StoredCharacter *> &att,
                                     const std::vector<StoredCharacter *> &def,
                                     const QJsonObject &args)
{
    for (const StoredCharacter *d : def)
        if (horseAttacked(args, *d) && d->state.horse != sk::HorseState::Riderless)
            return Tr::tr("§4.9 %1 has no horse standing riderless.").arg(desk.nameOf(*d));
    const sk::TurnPosition &at = desk.s.position;
    const sk::Step &step = at.current();
    for (const StoredCharacter *a : att) {
        const bool combatStep =
            step.phase == sk::Phase::Combat || step.phase == sk::Phase::GharvCombat;
        // §9.6: a Gharv that never came up from the water (a prisoner of the Pit) also attacks
        // before each player turn.
        const bool pitAttack =
            desk.player(*a) == sk::Side::Gharvs && !a->appearedAt && sk::opensPlayerTurn(at);
        if ((!combatStep || step.side != desk.player(*a)) && !pitAttack)
            //: %1 character, %2 where the game turn stands
            return Tr::tr("§2.2, §2.3 %1 cannot attack now: %2.")
                .arg(desk.nameOf(*a), sk::describePosition(at));
        if (a->appearedAt == at.playerTurnIndex() && !a->appearanceShift)
            return Tr::tr("§9.6 %1 came up beside a boat: in this interphase it goes for the boat "
                          "(capsize) instead of attacking.")
                .arg(desk.nameOf(*a));
        for (const StoredCharacter *d : def) {
            if (d->side == a->side)
                return Tr::tr("§4.1 %1 and %2 are on the same side.")
                    .arg(desk.nameOf(*a), desk.nameOf(*d));
            if (!horseAttacked(args, *d) && desk.distance(*a, *d).value_or(1) != 1)
                return Tr::tr("§4.4 %1 (%2) is not beside %3 (%4).")
                    .arg(desk.nameOf(*a), a->hexes.join(QLatin1Char(' ')), desk.nameOf(*d),
                         d->hexes.join(QLatin1Char(' ')));
        }
    }
    return std::nullopt;
}

/// How far `c` can retreat: the "retreatRoom" argument, else what the map leaves it (§4.7),
/// else all the way.
int roomOf(const Desk &desk, const StoredCharacter &c, const std::vector<StoredCharacter *> &foes,
           const QJsonObject &args)
{
    const QJsonObject room = args.value(QStringLiteral("retreatRoom")).toObject();
    if (room.contains(c.key))
        return room.value(c.key).toInt();
    return mapRetreatRoom(desk, c, foes).value_or(99);
}

/// The fighters of one side as core sees them; the "terrain" argument overrides the map.
std::vector<sk::Fighter> fighters(const Desk &desk, const std::vector<StoredCharacter *> &side,
                                  const std::vector<StoredCharacter *> &foes,
                                  const QJsonObject &args, bool defenders, CommandOutcome *refusal)
{
    std::vector<sk::Fighter> out;
    const QJsonObject terrain = args.value(QStringLiteral("terrain")).toObject();
    for (const StoredCharacter *c : side) {
        sk::Fighter f;
        f.profile = c->profile;
        f.state = c->state;
        f.hexes = desk.terrainUnder(*c);
        if (terrain.contains(c->key)) {
            const QString key = terrain.value(c->key).toString();
            const auto t = sk::terrainFromKey(key);
            if (!t) {
                *refusal = CommandOutcome::badArguments(
                    Tr::tr("\"%1\" is not a terrain of §3.2 (for %2).").arg(key, c->key));
                return {};
            }
            f.hexes.assign(f.hexes.size(), *t);
        }
        f.attackedFromRear = defenders && args.value(QStringLiteral("rear")).toBool();
        f.riderlessHorse = defenders && horseAttacked(args, *c);
        f.retreatRoom = roomOf(desk, *c, foes, args);
        f.attacksMade = c->attacksMade;
        f.spells = desk.s.activeSpells(c->id);
        out.push_back(std::move(f));
    }
    return out;
}

/// §8.1: Lucifer's defence, when he stands beside a defending Godiva.
std::optional<int> luciferBeside(const Desk &desk, const std::vector<StoredCharacter *> &def)
{
    for (const StoredCharacter *d : def) {
        if (d->profile->id != QLatin1String("godiva"))
            continue;
        for (const StoredCharacter &dog : desk.s.characters)
            if (dog.profile->hasTrait(QStringLiteral("guardsGodiva")) && dog.side == d->side &&
                desk.adjacent(dog, *d))
                if (const auto values = sk::currentValues(*dog.profile, dog.state, desk.s.game()))
                    return values->defence;
    }
    return std::nullopt;
}

/// §9.6, §12 B6: a lone Gharv attacking in the interphase it appeared in takes the appearance
/// table's shift instead of the terrain comparison.
std::optional<int> appearanceShift(const Desk &desk, const std::vector<StoredCharacter *> &att)
{
    if (att.size() != 1 || att.front()->appearedAt != desk.s.position.playerTurnIndex())
        return std::nullopt;
    return att.front()->appearanceShift;
}

/// The index of the character the owner chose to take a single stun or wound (§4.4).
int chosen(const QJsonObject &args, const QString &argument,
           const std::vector<StoredCharacter *> &side)
{
    const QString key = args.value(argument).toString();
    for (std::size_t i = 0; i < side.size(); ++i)
        if (side[i]->key == key)
            return int(i);
    return 0;
}

} // namespace

std::optional<DeclaredMelee> declareMelee(Desk &desk, const QJsonObject &args,
                                          CommandOutcome *refusal)
{
    DeclaredMelee m;
    m.attackers = desk.characters(args, QStringLiteral("attackers"), refusal);
    if (m.attackers.empty())
        return std::nullopt;
    m.defenders = desk.characters(args, QStringLiteral("defenders"), refusal);
    if (m.defenders.empty())
        return std::nullopt;
    if (const auto problem = combatProblem(desk, m.attackers, m.defenders, args)) {
        *refusal = CommandOutcome::refused(*problem);
        return std::nullopt;
    }
    sk::MeleeSetup &setup = m.setup;
    setup.game = desk.s.game();
    setup.underground = desk.s.underground;
    setup.attackers = fighters(desk, m.attackers, m.defenders, args, false, refusal);
    setup.defenders = fighters(desk, m.defenders, m.attackers, args, true, refusal);
    if (setup.attackers.empty() || setup.defenders.empty())
        return std::nullopt;
    setup.guardBetweenLegs = args.value(QStringLiteral("betweenLegs")).toBool();
    setup.dragonTwoParts = args.value(QStringLiteral("dragonTwoParts")).toBool();
    setup.luciferBesideGodiva = luciferBeside(desk, m.defenders);
    setup.gharvAppearanceShift = appearanceShift(desk, m.attackers);
    setup.attackerTakingHarm = chosen(args, QStringLiteral("attackerTakingHarm"), m.attackers);
    setup.defenderTakingHarm = chosen(args, QStringLiteral("defenderTakingHarm"), m.defenders);
    return m;
}

CommandOutcome attack(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    const auto melee = declareMelee(*desk, context.args, &refusal);
    if (!melee)
        return refusal;
    const auto &att = melee->attackers;
    const auto &def = melee->defenders;
    const sk::MeleeResolution r = sk::resolveMelee(melee->setup, context.dice, desk->settings);
    if (!r.odds.legal())
        return CommandOutcome::refused(r.odds.refusalText);
    QStringList lines{r.explain()};
    for (std::size_t i = 0; i < att.size(); ++i) {
        desk->applyState(*att[i], r.attackers[i].after, lines);
        ++att[i]->attacksMade;
    }
    for (std::size_t i = 0; i < def.size(); ++i)
        desk->applyState(*def[i], r.defenders[i].after, lines);
    moveAfterCombat(*desk, att, def, melee->setup, r, lines);
    QJsonArray changed;
    for (const auto *side : {&att, &def})
        for (const StoredCharacter *c : *side)
            changed.append(desk->characterJson(*c));
    QSqlQuery q(context.db);
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    const sk::CombatTableKind table = r.odds.table;
    //: %1 skirmish, %2 attackers, %3 defenders, %4 odds column, %5 d10 face, %6 result letter,
    //: %7 what the result means
    const QString summary =
        Tr::tr("%1: %2 against %3 at %4, d10 %5: %6 (%7)")
            .arg(desk->s.name, names(*desk, att), names(*desk, def), sk::columnLabel(r.odds.column),
                 QString::number(r.face), sk::resultLetter(r.result),
                 sk::describeResult(table, r.result));
    return doneWith(
        summary, lines,
        {{QStringLiteral("attack"), r.odds.attack},
         {QStringLiteral("defence"), r.odds.defence},
         {QStringLiteral("column"), sk::columnLabel(r.odds.column)},
         {QStringLiteral("table"),
          table == sk::CombatTableKind::Foot ? QStringLiteral("C-F") : QStringLiteral("C-M")},
         {QStringLiteral("face"), r.face},
         {QStringLiteral("roll"), r.roll},
         {QStringLiteral("result"), sk::resultLetter(r.result)},
         {QStringLiteral("meaning"), sk::describeResult(table, r.result)},
         {QStringLiteral("characters"), changed}});
}

} // namespace herald::db::skirmish
