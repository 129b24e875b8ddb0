#include "core/diplomacy/result.h"

namespace herald::diplomacy {

std::string_view describe(Reason reason)
{
    switch (reason) {
    case Reason::None:
        return "";
    case Reason::NoSuchUnit:
        return "there is no such unit to order";
    case Reason::NotOwnUnit:
        return "the unit belongs to another power";
    case Reason::WrongUnitKind:
        return "the order names the wrong kind of unit";
    case Reason::WrongPhase:
        return "this order cannot be given in this phase";
    case Reason::DuplicateOrder:
        return "the unit was given more than one order, so it holds";
    case Reason::NotAdjacent:
        return "the unit cannot get there in one step";
    case Reason::MoveToOwnProvince:
        return "a unit cannot move to the province it is in";
    case Reason::NoConvoyRoute:
        return "no chain of fleets could carry the army there";
    case Reason::FleetNotConvoyable:
        return "only armies can be convoyed";
    case Reason::CoastNotSpecified:
        return "both coasts can be reached, so the coast must be named";
    case Reason::CoastUnreachable:
        return "the named coast cannot be reached";
    case Reason::CannotReachTarget:
        return "the supporting unit could not move there itself";
    case Reason::SupportsItself:
        return "a unit cannot support itself or a move into its own province";
    case Reason::SupportOwnConvoy:
        return "the fleet cannot support a move that can only be convoyed through it";
    case Reason::ConvoyNotAtSea:
        return "only a fleet at sea can convoy";
    case Reason::ConvoyNotAnArmy:
        return "only a fleet convoys, and only an army is convoyed";
    case Reason::ConvoyNotOnRoute:
        return "no convoy route between those provinces needs this fleet";
    case Reason::SupportNotMatched:
        return "the supported unit was not ordered to do that";
    case Reason::ConvoyNotMatched:
        return "the army was not ordered to make that move by convoy";
    case Reason::DefaultHold:
        return "no order: the unit holds";
    case Reason::Bounced:
        return "not strong enough to enter";
    case Reason::OwnUnitInTheWay:
        return "a unit cannot dislodge a unit of its own power";
    case Reason::ConvoyFailed:
        return "no chain of successful convoys reached the destination";
    case Reason::SupportCut:
        return "the support was cut by an attack";
    case Reason::SupportDislodged:
        return "the supporting unit was dislodged";
    case Reason::ConvoyDislodged:
        return "the convoying fleet was dislodged";
    case Reason::ParadoxConvoy:
        return "the convoy was caught in a paradox and fails";
    case Reason::RetreatToAttacker:
        return "a unit cannot retreat to where its attacker came from";
    case Reason::RetreatToOccupied:
        return "the province is occupied";
    case Reason::RetreatToStandoff:
        return "the province was left empty by a standoff";
    case Reason::RetreatClash:
        return "two units retreated to the same province and both are disbanded";
    case Reason::NoRetreatOrder:
        return "no valid retreat was ordered: the unit is disbanded";
    case Reason::NoRetreatPossible:
        return "the dislodged unit had nowhere to retreat and is disbanded";
    case Reason::NotHomeCentre:
        return "a power builds only in its own home centres";
    case Reason::CentreNotOwned:
        return "the home centre is not owned by the power";
    case Reason::CentreOccupied:
        return "the centre is occupied";
    case Reason::NoBuildAllowed:
        return "the power has no builds left";
    case Reason::NoRemovalNeeded:
        return "the power has no removals to make";
    case Reason::UnitTerrain:
        return "that kind of unit cannot stand there";
    case Reason::CivilDisorder:
        return "removed by civil disorder: too few removals were ordered";
    case Reason::PowerUnknown:
        return "the order does not say which power gives it";
    case Reason::Paralysed:
        return "the unit is paralysed by fear and holds";
    case Reason::AlignmentForbids:
        return "Good and Evil powers may not support each other";
    case Reason::ClosedToUnit:
        return "the province is closed to this unit";
    case Reason::FleetLimit:
        return "the power already has as many fleets as it may";
    case Reason::GatewayBlocks:
        return "an attack through the gateway cannot be supported from the other side";
    case Reason::CavalryNotRohan:
        return "only Rohan raises cavalry, and cavalry are armies";
    case Reason::CavalryLimit:
        return "Rohan's centres allow it no more cavalry";
    case Reason::PiratesNotUmbar:
        return "only Umbar raises pirates";
    case Reason::PirateLimit:
        return "Umbar's centres allow it no more pirates";
    case Reason::BuildOffBoard:
        return "nothing is built off the board but Mordor's returning Easterlings";
    case Reason::EasterlingLimit:
        return "Mordor already has its three Easterling armies";
    }
    return "";
}

} // namespace herald::diplomacy
