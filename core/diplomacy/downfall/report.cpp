#include "core/diplomacy/downfall/report.h"

namespace herald::diplomacy::downfall {

namespace {

std::string where(const Variant &v, ProvinceId p)
{
    return p < v.provinceCount() ? v.province(p).name : std::string("off the board");
}

std::string powerName(const Variant &v, PowerId p)
{
    return p < v.powerCount() ? v.power(p).name : std::string("nobody");
}

std::string who(const Event &e)
{
    return e.personality ? std::string(personalityName(*e.personality)) : std::string("A unit");
}

constexpr std::string_view kSides[] = {"Good", "Neutral", "Evil"};

std::string orderLine(const Variant &v, const OrderResult &r)
{
    const Order &o = r.order;
    std::string text =
        std::string(o.unitKind == UnitKind::Army ? "A " : "F ") + v.locationName(o.unit);
    switch (o.type) {
    case OrderType::Move:
        text += " - " + v.locationName(o.destination);
        break;
    case OrderType::SupportHold:
        text += " supports " + v.locationName(o.target);
        break;
    case OrderType::SupportMove:
        text += " supports " + v.locationName(o.target) + " - " + v.locationName(o.destination);
        break;
    case OrderType::Convoy:
        text += " convoys " + v.locationName(o.target) + " - " + v.locationName(o.destination);
        break;
    default:
        text += " holds";
        break;
    }
    text += r.outcome == Outcome::Succeeded ? ": done" : ": fails";
    if (r.reason != Reason::None)
        text += " (" + std::string(describe(r.reason)) + ")";
    if (r.dislodged)
        text += ", dislodged";
    return text;
}

} // namespace

std::string describeEvent(const Variant &v, const Event &e)
{
    switch (e.kind) {
    case EventKind::PersonalityAt:
        return who(e) + " now stands in " + where(v, e.at) + ".";
    case EventKind::PersonalityRevealed:
        return who(e) + " shows itself in " + where(v, e.at) + ".";
    case EventKind::Encounter:
        return who(e) + " of " + powerName(v, e.power) + " met " + powerName(v, e.otherPower) +
               " in " + where(v, e.at) + ".";
    case EventKind::PersonalityBlocked:
        return who(e) + " could not go into " + where(v, e.at) + ".";
    case EventKind::NazgulDisplaced:
        return "Gandalf drove the Nazgul from " + where(v, e.at) + " to " + where(v, e.other) + ".";
    case EventKind::PersonalityDestroyed:
        return who(e) + " has fallen in " + where(v, e.at) + ".";
    case EventKind::PersonalityAbsent:
        return who(e) + " stays away for " + std::to_string(e.value) + " turn(s).";
    case EventKind::PersonalityReturns:
        return who(e) + " is back, in " + where(v, e.at) + ".";
    case EventKind::BalrogSlain:
        return "Gandalf has slain the Balrog of " + where(v, e.at) + ".";
    case EventKind::BalrogTurned:
        return "The Balrog of " + where(v, e.at) + " now serves Sauron.";
    case EventKind::EntsMarch:
        return "The Ents marched with the Fellowship from " + where(v, e.at) + " on " +
               where(v, e.other) + ".";
    case EventKind::EntsDestroyed:
        return "The Ents of " + where(v, e.at) + " are destroyed.";
    case EventKind::UnitDestroyed:
        return "The " + powerName(v, e.power) + " unit in " + where(v, e.at) + " is destroyed.";
    case EventKind::Commanded:
        return "Gandalf gave the " + powerName(v, e.otherPower) + " unit in " + where(v, e.at) +
               " its order.";
    case EventKind::OrderReplaced:
        return "Your order for the unit in " + where(v, e.at) + " was replaced by Gandalf's.";
    case EventKind::Neutralised:
        return "The Ranger left " + where(v, e.at) + " without an owner.";
    case EventKind::PathsWalked:
        return "The Ranger walked the Paths of the Dead to " + where(v, e.at) + ".";
    case EventKind::CentreGained:
        return powerName(v, e.power) + " now owns " + where(v, e.at) + ".";
    case EventKind::CentreKept:
        return where(v, e.at) + " stays with " + powerName(v, e.power) + ".";
    case EventKind::FortressLost:
        return "The defences of " + where(v, e.at) + " are gone for ever.";
    case EventKind::AlignmentChanged:
        return powerName(v, e.power) + " is now " +
               std::string(kSides[std::min(std::max(e.value, 0), 2)]) + ".";
    case EventKind::RingClaimed:
        return who(e) + " of " + powerName(v, e.power) + " took the Ring in " + where(v, e.at) +
               ".";
    case EventKind::RingPassed:
        return powerName(v, e.power) + " handed the Ring to " + powerName(v, e.otherPower) +
               " in " + where(v, e.other) + ".";
    case EventKind::RingDropped:
        return "The Ring was lost in " + where(v, e.at) + ".";
    case EventKind::RingHint:
        return "The GM believes the Ring may lie in " + where(v, e.at) + ".";
    case EventKind::RingWorn:
        return powerName(v, e.power) + " has put on the Ring.";
    case EventKind::RingDestroyed:
        return "The Ring has been unmade in " + where(v, e.at) + ".";
    case EventKind::Eliminated:
        return powerName(v, e.power) + " is out of the game.";
    case EventKind::Victory:
        return e.power == kNoPower ? std::string("Every power but Mordor has won.")
                                   : powerName(v, e.power) + " has won.";
    }
    return {};
}

TurnReport reportTurn(const Variant &v, const HardbopTurn &turn, const std::vector<RingHint> &hints)
{
    TurnReport out;
    const auto results = [&](const Adjudication &a) {
        for (const OrderResult &r : a.results)
            out.publicLines.push_back({std::nullopt, orderLine(v, r)});
    };
    results(turn.first.adjudication);
    if (turn.firstRetreats)
        results(turn.firstRetreats->adjudication);
    results(turn.second.adjudication);
    if (turn.secondRetreats)
        results(turn.secondRetreats->adjudication);
    if (turn.adjustments)
        results(turn.adjustments->adjudication);
    for (const Event &e : turn.events) {
        const ReportLine line{e, describeEvent(v, e)};
        if (e.isPublic) {
            out.publicLines.push_back(line);
            continue;
        }
        for (int p = 0; p < v.powerCount(); ++p) {
            if ((e.audience >> p) & 1u)
                out.privateLines[p].push_back(line);
        }
    }
    for (const RingHint &hint : hints) {
        for (ProvinceId space : hint.spaces) {
            Event e = privateEvent(EventKind::RingHint, 0, powerBit(hint.power));
            e.at = space;
            if (hint.power < kMaxPowers)
                out.privateLines[hint.power].push_back({e, describeEvent(v, e)});
        }
    }
    return out;
}

} // namespace herald::diplomacy::downfall
