#include "db/skirmish/skirmishcommands.h"

#include "db/commandregistry.h"
#include "db/skirmish/attackcommand.h"
#include "db/skirmish/castcommand.h"
#include "db/skirmish/firecommand.h"
#include "db/skirmish/gharvcommand.h"
#include "db/skirmish/movecommands.h"
#include "db/skirmish/setupcommands.h"

namespace herald::db {

void registerSkirmishCommands(CommandRegistry &registry)
{
    using namespace herald::db::skirmish;
    registry.add({QStringLiteral("skirmish.new"),
                  QStringLiteral("Start a Dragon Noir skirmish: {skirmish, scenario? (JSON), "
                                 "roster? (text), map? (JSON)}; the home-made demo when no "
                                 "scenario is given"),
                  newSkirmish});
    registry.add(
        {QStringLiteral("skirmish.attack"),
         QStringLiteral("Resolve a melee: {skirmish, attackers, defenders, horses?, terrain?, "
                        "rear?, betweenLegs?, dragonTwoParts?, attackerTakingHarm?, "
                        "defenderTakingHarm?, retreatRoom?, typed?}"),
         attack});
    registry.add({QStringLiteral("skirmish.fire"),
                  QStringLiteral("Resolve a shot: {skirmish, shooter, target, horse?, distance?, "
                                 "targetTerrain?, crossed?, extraCover?, inMelee?, retreatRoom?, "
                                 "typed?}"),
                  fire});
    registry.add({QStringLiteral("skirmish.cast"),
                  QStringLiteral("Cast a spell: {skirmish, caster, spell, target?, magnitude?, "
                                 "distance?, counterer?, countererDistance?, retreatRoom?, "
                                 "typed?}"),
                  cast});
    registry.add({QStringLiteral("skirmish.challenge"),
                  QStringLiteral("Roll the challenges of a move (rules §3.7): {skirmish, mover, "
                                 "challengers, advancing?, typed?}"),
                  challenge});
    registry.add({QStringLiteral("skirmish.jump"),
                  QStringLiteral("Jump down a level (rules §3.5): {skirmish, character, typed?}"),
                  jump});
    registry.add({QStringLiteral("skirmish.gharv"),
                  QStringLiteral("Roll for a Gharv beside a character (rules §9.6): {skirmish, "
                                 "character, gharv, at?, hex?, typed?}"),
                  gharvAppearance});
    registry.add({QStringLiteral("skirmish.capsize"),
                  QStringLiteral("A Gharv tries to capsize a boat (rules §9.6, §12 C10): "
                                 "{skirmish, gharv, aboard, typed?}"),
                  capsize});
    registry.add({QStringLiteral("skirmish.state"),
                  QStringLiteral("Set a counter by hand: {skirmish, character, health?, wounds?, "
                                 "horse?, hexes?, ep?}"),
                  setState});
    registry.add({QStringLiteral("skirmish.option"),
                  QStringLiteral("Set one of the referee's options (rules §12 D): {skirmish, "
                                 "option, value}"),
                  setOption});
    registry.add({QStringLiteral("skirmish.next"),
                  QStringLiteral("Go on to the next step of the game turn: {skirmish}"), nextStep});
}

} // namespace herald::db
