#pragma once

#include "core/battleboard/battle.h"
#include "core/battleboard/boarddice.h"
#include "core/battleboard/explanations.h"
#include "core/battleboard/settings.h"

/// A battle laid out by hand for the rules tests: units placed where a case needs them,
/// typed dice queued so each roll is the case's natural total.
struct BoardFixture
{
    herald::battleboard::Ruleset rules;
    herald::battleboard::BattleState b;
    herald::dice::Dice dice{herald::dice::Generator(7, 0)};
    herald::battleboard::RecordedDice roller{dice};

    explicit BoardFixture(
        herald::battleboard::BattleSize size = herald::battleboard::BattleSize::Major)
    {
        b.size = size;
    }

    int add(herald::battleboard::Side side, herald::battleboard::UnitType type,
            herald::battleboard::SpaceKind kind, int column = 0, bool elite = false)
    {
        herald::battleboard::Unit u;
        u.id = static_cast<int>(b.units.size());
        u.side = side;
        u.type = type;
        u.elite = elite;
        u.native = rules.isNative(side);
        u.kind = kind;
        u.column = column;
        b.units.push_back(u);
        b.unitsChanged();
        return u.id;
    }

    /// An infantry brigade in each line space whose column part holds none, so the case's
    /// own moves and losses are the only ones that can break a line (§7.1).
    void fill()
    {
        using namespace herald::battleboard;
        for (const Side side : {Side::Attacker, Side::Defender}) {
            for (int c = 1; c <= b.columns(); ++c) {
                if (b.brigadesInPart(side, c) == 0)
                    add(side, UnitType::Infantry, SpaceKind::Line, c);
            }
        }
    }

    void at(herald::battleboard::Phase phase, herald::battleboard::Side side)
    {
        b.phase = phase;
        b.active = side;
    }

    /// Queues a natural 2d6 total (2-12).
    void roll2(int natural)
    {
        const int first = natural > 7 ? 6 : natural - 1;
        dice.queueTyped({first, natural - first});
    }
    void roll1(int face) { dice.queueTyped({face}); }

    const herald::battleboard::Unit &unit(int id) const { return b.units[std::size_t(id)]; }

    QString words(const herald::battleboard::Outcome &o) const
    {
        return herald::battleboard::explain(o, b).join(QLatin1Char('\n'));
    }
};
