#include "db/skirmish/movecommands.h"

#include "core/skirmish/challenges.h"
#include "core/skirmish/jumping.h"
#include "db/skirmish/skirmishdesk.h"

#include <QCoreApplication>

namespace herald::db::skirmish {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::db::skirmish::MoveCommands)
};

} // namespace

CommandOutcome challenge(CommandContext &context)
{
    CommandOutcome refusal;
    auto desk = openDesk(context, &refusal);
    if (!desk)
        return refusal;
    const Skirmish before = desk->s;
    StoredCharacter *mover =
        desk->characterArgument(context.args, QStringLiteral("mover"), &refusal);
    if (!mover)
        return refusal;
    const auto enemies = desk->characters(context.args, QStringLiteral("challengers"), &refusal);
    if (enemies.empty())
        return refusal;
    const bool advancing = context.args.value(QStringLiteral("advancing")).toBool();
    QStringList lines;
    int rolled = 0;
    for (const StoredCharacter *enemy : enemies) {
        if (enemy->side == mover->side)
            return CommandOutcome::refused(Tr::tr("§3.7 %1 and %2 are on the same side.")
                                               .arg(desk->nameOf(*mover), desk->nameOf(*enemy)));
        if (!mover->state.alive())
            break;
        const sk::Challenger challenger{enemy->profile, enemy->state, true, false};
        const auto check = sk::checkChallenge(*mover->profile, mover->state, challenger, advancing,
                                              desk->settings);
        if (!check.rolls) {
            lines << check.explanation;
            continue;
        }
        const int face = context.dice.d(
            10, Tr::tr("Challenge by %1 (§3.7)").arg(desk->nameOf(*enemy)).toStdString());
        const auto outcome = sk::resolveChallenge(*mover->profile, mover->state, challenger,
                                                  advancing, face, desk->settings);
        ++rolled;
        lines << outcome.explanation;
        desk->applyState(*mover, outcome.after, lines);
    }
    QSqlQuery q(context.db);
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    const QString now = sk::describeState(*mover->profile, mover->state, desk->s.game());
    //: %1 skirmish, %2 the mover, %3 how many challenges were rolled, %4 the mover's state after
    return doneWith(Tr::tr("%1: %2 challenged (%3 rolled): %4")
                        .arg(desk->s.name, desk->nameOf(*mover), QString::number(rolled), now),
                    lines,
                    {{QStringLiteral("rolled"), rolled},
                     {QStringLiteral("mover"), desk->characterJson(*mover)}});
}

CommandOutcome jump(CommandContext &context)
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
    if (!c->state.alive() || c->state.health == sk::Health::Stunned || c->state.mounted())
        return CommandOutcome::refused(
            Tr::tr("§3.5 %1 cannot jump: only a standing character on foot jumps down.")
                .arg(desk->nameOf(*c)));
    const int face = context.dice.d(
        10, Tr::tr("%1 jumps down a level (§3.5)").arg(desk->nameOf(*c)).toStdString());
    const auto outcome =
        sk::resolveJumpDown(*c->profile, c->state, desk->s.game(), face, desk->settings);
    QStringList lines{outcome.explanation};
    desk->applyState(*c, outcome.after, lines);
    QSqlQuery q(context.db);
    if (!desk->saveChanged(q, before))
        return CommandOutcome::storageFailed(q);
    const QString now = sk::describeState(*c->profile, c->state, desk->s.game());
    //: %1 skirmish, %2 who jumps, %3 d10 face, %4 the state after
    return doneWith(
        Tr::tr("%1: %2 jumps down a level, d10 %3: %4")
            .arg(desk->s.name, desk->nameOf(*c), QString::number(face), now),
        lines,
        {{QStringLiteral("face"), face}, {QStringLiteral("character"), desk->characterJson(*c)}});
}

} // namespace herald::db::skirmish
