#include "db/skirmish/gharvcommand.h"

#include "core/dice/dice.h"
#include "core/skirmish/gharvs.h"
#include "db/skirmish/skirmishdesk.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <algorithm>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::GharvCommand)
};

/// What the character stands on for the appearance table: the "hex" argument, else the
/// map's water or marsh under any of its hexes (§12 C21); nullopt when neither says.
std::optional<sk::GharvHex> hexOf(const Desk &desk, const StoredCharacter &c, const QString &key,
                                  CommandOutcome *refusal)
{
    if (!key.isEmpty()) {
        const auto hex = sk::gharvHexFromKey(key);
        if (!hex)
            *refusal = CommandOutcome::badArguments(
                Tr::tr("\"%1\" is not water, beach, boat or marsh (§12 C21).").arg(key));
        return hex;
    }
    if (c.hexes.isEmpty() || !desk.s.map) {
        *refusal = CommandOutcome::badArguments(
            Tr::tr("%1 is not on the map: say what it stands on (water, beach, boat or marsh).")
                .arg(desk.nameOf(c)));
        return std::nullopt;
    }
    const auto terrain = desk.terrainUnder(c);
    if (std::find(terrain.begin(), terrain.end(), sk::Terrain::Water) != terrain.end())
        return sk::GharvHex::Water;
    if (std::find(terrain.begin(), terrain.end(), sk::Terrain::Marsh) != terrain.end())
        return sk::GharvHex::Marsh;
    *refusal = CommandOutcome::refused(
        Tr::tr("§12 C21 %1 (%2) stands on no water or marsh hex of the map, and no beach or "
               "boat was named: no Gharv roll.")
            .arg(desk.nameOf(c), c.hexes.join(QLatin1Char(' '))));
    return std::nullopt;
}

/// Why `gharv` cannot come onto the map at `at` beside `c`, or nullopt.
std::optional<QString> placementProblem(const Desk &desk, const StoredCharacter &c,
                                        const StoredCharacter &gharv, const QString &at)
{
    if (desk.player(gharv) != sk::Side::Gharvs)
        return Tr::tr("§9.6 %1 is not a counter of the Gharvs' side.").arg(desk.nameOf(gharv));
    if (!gharv.state.alive() || !gharv.hexes.isEmpty())
        return Tr::tr("§9.6 %1 cannot appear: it is %2.")
            .arg(desk.nameOf(gharv),
                 gharv.state.alive()
                     ? Tr::tr("already on the map (%1)").arg(gharv.hexes.join(QLatin1Char(' ')))
                     : Tr::tr("dead"));
    if (at.isEmpty())
        return std::nullopt;
    if (desk.s.map && !desk.s.map->contains(at))
        return Tr::tr("§9.6 %1 is not a hex of the map.").arg(at);
    StoredCharacter placed = gharv;
    placed.hexes = {at};
    if (desk.distance(placed, c).value_or(1) != 1)
        return Tr::tr("§9.6 %1 is not beside %2 (%3).")
            .arg(at, desk.nameOf(c), c.hexes.join(QLatin1Char(' ')));
    return std::nullopt;
}

/// Where a Gharv that came up for `c` goes when the referee names no hex (§9.6): the one free
/// water or marsh hex beside it, or among several the one the die picks (rolled until it shows
/// one of their numbers); empty when the map has none free.
QString chooseGharvHex(const Desk &desk, const StoredCharacter &c, dice::Dice &dice,
                       QStringList &lines)
{
    QSet<QString> occupied;
    for (const StoredCharacter &other : desk.s.characters)
        if (other.state.alive())
            for (const QString &hex : other.hexes)
                occupied.insert(hex);
    const QStringList places = sk::gharvPlaces(*desk.s.map, c.hexes, occupied);
    if (places.isEmpty()) {
        lines << Tr::tr("§9.6 no water or marsh hex of the map is free: the referee places the "
                        "Gharv");
        return {};
    }
    if (places.size() == 1) {
        //: %1 the hex
        lines << Tr::tr("§9.6 the Gharv comes up on %1, the only free water or marsh hex near "
                        "the character")
                     .arg(places.front());
        return places.front();
    }
    for (;;) {
        const int face =
            dice.d(10, Tr::tr("Which hex does the Gharv come up on? (§9.6)").toStdString());
        const auto pick = sk::numberedPick(int(places.size()), face);
        //: %1 the hexes, %2 how many, %3 the d10 face, %4 the hex chosen or "roll again"
        lines << Tr::tr("§9.6 %1 numbered 1-%2, rolled %3: %4")
                     .arg(places.join(QLatin1Char(' ')))
                     .arg(places.size())
                     .arg(face == 0 ? 10 : face)
                     .arg(pick ? places[*pick] : Tr::tr("roll again"));
        if (pick)
            return places[*pick];
    }
}

int gharvsOnMap(const Desk &desk)
{
    return int(std::count_if(
        desk.s.characters.begin(), desk.s.characters.end(), [&](const StoredCharacter &g) {
            return desk.player(g) == sk::Side::Gharvs && g.state.alive() && !g.hexes.isEmpty();
        }));
}

} // namespace

CommandOutcome gharvAppearance(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    StoredCharacter *c =
        desk->characterArgument(context.args, QStringLiteral("character"), &refusal);
    if (!c)
        return refusal;
    StoredCharacter *gharv =
        desk->characterArgument(context.args, QStringLiteral("gharv"), &refusal);
    if (!gharv)
        return refusal;
    const sk::TurnPosition &position = desk->s.position;
    if (position.current().phase != sk::Phase::GharvAppearance)
        //: %1 where the game turn stands
        return CommandOutcome::refused(
            Tr::tr("§2.3 Gharvs appear only in the appearance step of a Gharv interphase, not "
                   "now: %1.")
                .arg(sk::describePosition(position)));
    if (!c->state.alive() || desk->player(*c) == sk::Side::Gharvs)
        return CommandOutcome::refused(
            Tr::tr("§9.6 only a living Adventurer or Krob calls a Gharv: not %1.")
                .arg(desk->nameOf(*c)));
    const QString at = context.args.value(QStringLiteral("at")).toString();
    if (const auto problem = placementProblem(*desk, *c, *gharv, at))
        return CommandOutcome::refused(*problem);
    const auto hex =
        hexOf(*desk, *c, context.args.value(QStringLiteral("hex")).toString(), &refusal);
    if (!hex)
        return refusal;
    const int face = context.dice.d(
        10, Tr::tr("Does a Gharv appear beside %1? (§9.6)").arg(desk->nameOf(*c)).toStdString());
    const sk::GharvAppearance a = sk::rollGharvAppearance(
        *hex, c->state.health == sk::Health::Wounded, face, gharvsOnMap(*desk));
    QStringList lines{a.explanation};
    if (a.appears) {
        const QString place = !at.isEmpty() || !desk->s.map || c->hexes.isEmpty()
                                  ? at
                                  : chooseGharvHex(*desk, *c, context.dice, lines);
        gharv->hexes = place.isEmpty() ? QStringList{} : QStringList{place};
        gharv->appearedAt = position.playerTurnIndex();
        gharv->appearanceShift = a.attackShift;
        lines << (a.attackShift
                      ? Tr::tr("§12 B6 %1's attack in this interphase: %2 column(s) right "
                               "instead of terrain")
                            .arg(desk->nameOf(*gharv))
                            .arg(*a.attackShift)
                      : Tr::tr("§9.6 %1 tries to capsize the boat instead of attacking (1-3)")
                            .arg(desk->nameOf(*gharv)));
    }
    QSqlQuery q(context.db);
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    //: %1 skirmish, %2 the character rolling, %3 d10 face, %4 the Gharv counter
    const QString summary =
        a.appears
            ? Tr::tr("%1: Gharv roll for %2, d10 %3: %4 appears")
                  .arg(desk->s.name, desk->nameOf(*c), QString::number(face), desk->nameOf(*gharv))
            //: %1 skirmish, %2 the character rolling, %3 d10 face
            : Tr::tr("%1: Gharv roll for %2, d10 %3: no Gharv")
                  .arg(desk->s.name, desk->nameOf(*c), QString::number(face));
    return doneWith(summary, lines,
                    {{QStringLiteral("face"), face},
                     {QStringLiteral("total"), a.total},
                     {QStringLiteral("appears"), a.appears},
                     {QStringLiteral("gharv"), desk->characterJson(*gharv)}});
}

namespace {

/// Why `gharv` cannot try to capsize the boat carrying `aboard` now, or nullopt: the step
/// (§2.3), the Gharv (§9.6, one attack an interphase), the passengers (§3.6 Adventurers only,
/// §12 C10 two at most) and contact when both stand on the map.
std::optional<QString> capsizeProblem(const Desk &desk, const StoredCharacter &gharv,
                                      const std::vector<StoredCharacter *> &aboard)
{
    const sk::TurnPosition &position = desk.s.position;
    if (position.current().phase != sk::Phase::GharvCombat)
        //: %1 where the game turn stands
        return Tr::tr("§2.3 a Gharv goes for a boat only in the combat step of a Gharv "
                      "interphase, not now: %1.")
            .arg(sk::describePosition(position));
    if (desk.player(gharv) != sk::Side::Gharvs || !gharv.state.alive())
        return Tr::tr("§9.6 %1 is not a living Gharv.").arg(desk.nameOf(gharv));
    if (gharv.attacksMade > 0)
        return Tr::tr("§9.6 %1 has already attacked in this interphase.").arg(desk.nameOf(gharv));
    if (int(aboard.size()) > sk::kBoatCapacity)
        //: %1 how many were named
        return Tr::tr("§12 C10 a boat carries two characters at most, not %1.").arg(aboard.size());
    for (const StoredCharacter *c : aboard) {
        if (desk.player(*c) != sk::Side::Adventurers || !c->state.alive())
            return Tr::tr("§3.6 only living Adventurers ride in a boat: not %1.")
                .arg(desk.nameOf(*c));
        if (desk.distance(gharv, *c).value_or(1) != 1)
            return Tr::tr("§9.6 %1 (%2) is not beside %3 (%4).")
                .arg(desk.nameOf(gharv), gharv.hexes.join(QLatin1Char(' ')), desk.nameOf(*c),
                     c->hexes.join(QLatin1Char(' ')));
    }
    return std::nullopt;
}

} // namespace

CommandOutcome capsize(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    StoredCharacter *gharv =
        desk->characterArgument(context.args, QStringLiteral("gharv"), &refusal);
    if (!gharv)
        return refusal;
    const std::vector<StoredCharacter *> aboard =
        desk->characters(context.args, QStringLiteral("aboard"), &refusal);
    if (aboard.empty())
        return refusal;
    if (const auto problem = capsizeProblem(*desk, *gharv, aboard))
        return CommandOutcome::refused(*problem);
    const int face = context.dice.d(
        10, Tr::tr("Does %1 capsize the boat? (§9.6)").arg(desk->nameOf(*gharv)).toStdString());
    const sk::CapsizeRoll roll = sk::rollCapsize(face);
    ++gharv->attacksMade;
    QStringList lines{roll.explanation};
    QJsonArray passengers;
    for (StoredCharacter *c : aboard) {
        if (roll.capsized && sk::drownsInCapsize(*c->profile, c->state)) {
            sk::CharacterState dead = c->state;
            dead.health = sk::Health::Dead;
            desk->applyState(*c, dead, lines);
            lines << Tr::tr("§12 C10 %1 cannot swim in armour and drowns").arg(desk->nameOf(*c));
        } else if (roll.capsized) {
            //: %1 character, %2 its hexes
            lines << Tr::tr("§12 C10 %1 is thrown into the water (%2)")
                         .arg(desk->nameOf(*c), c->hexes.join(QLatin1Char(' ')));
        }
        passengers.append(desk->characterJson(*c));
    }
    QSqlQuery q(context.db);
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    //: %1 skirmish, %2 the Gharv, %3 d10 face
    const QString summary =
        roll.capsized ? Tr::tr("%1: %2 goes for the boat, d10 %3: the boat capsizes")
                            .arg(desk->s.name, desk->nameOf(*gharv), QString::number(roll.face))
                      //: %1 skirmish, %2 the Gharv, %3 d10 face
                      : Tr::tr("%1: %2 goes for the boat, d10 %3: the boat stays afloat")
                            .arg(desk->s.name, desk->nameOf(*gharv), QString::number(roll.face));
    return doneWith(summary, lines,
                    {{QStringLiteral("face"), roll.face},
                     {QStringLiteral("capsized"), roll.capsized},
                     {QStringLiteral("aboard"), passengers}});
}

} // namespace herald::db::skirmish
