#include "core/diplomacy/adjudicator.h"

#include "core/diplomacy/adjustment.h"
#include "core/diplomacy/movement.h"
#include "core/diplomacy/retreat.h"

namespace herald::diplomacy {

void adjudicate(const Position &position, std::span<const Order> orders, Adjudication &out)
{
    switch (position.phase) {
    case PhaseType::Movement:
        adjudicateMovement(position, orders, out);
        return;
    case PhaseType::Retreat:
        adjudicateRetreats(position, orders, out);
        return;
    case PhaseType::Adjustment:
        adjudicateAdjustments(position, orders, out);
        return;
    }
}

Adjudication adjudicate(const Position &position, std::span<const Order> orders)
{
    Adjudication out;
    adjudicate(position, orders, out);
    return out;
}

} // namespace herald::diplomacy
