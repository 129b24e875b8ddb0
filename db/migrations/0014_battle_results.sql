-- Schema 14: a pending battle's result as entered from the table (rules §6.1-§6.3, §2.13,
-- §2.14, I-32..I-34). The winner is also written to pending_battle.winner_side_by_hand, so the
-- M-3 blocker and the M-4 retreat form read a result like the stop-gap mark; a draw leaves it
-- NULL and the row here says the battle is settled.

-- One row per battle with a result: the VP of each side (0 defends, 1 attacks), the winning
-- side (NULL on a draw, I-32), the victory level (§2.13) and the sheet as entered (JSON,
-- docs/battle-result-format.md).
CREATE TABLE battle_result (
    battle_id    INTEGER PRIMARY KEY REFERENCES pending_battle (id),
    vp_defenders INTEGER NOT NULL CHECK (vp_defenders >= 0),
    vp_attackers INTEGER NOT NULL CHECK (vp_attackers >= 0),
    winner_side  INTEGER CHECK (winner_side IN (0, 1)),
    level        TEXT    NOT NULL CHECK (level IN ('draw', 'minor', 'major', 'rout')),
    sheet        TEXT    NOT NULL
);

-- Each rostered unit's survival roll (§2.14): position is the unit's order on the sheet,
-- stands the stands lost as the table reads them (destroyed or routed off: I-34), target the
-- d6 needed (0 = back without a roll), face the die (NULL when none was rolled).
CREATE TABLE battle_survival (
    battle_id INTEGER NOT NULL REFERENCES pending_battle (id),
    position  INTEGER NOT NULL CHECK (position >= 0),
    side      INTEGER NOT NULL CHECK (side IN (0, 1)),
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    line      INTEGER NOT NULL CHECK (line >= 1),
    stands    INTEGER NOT NULL CHECK (stands BETWEEN 0 AND 3),
    target    INTEGER NOT NULL CHECK (target IN (0, 4, 5)),
    face      INTEGER CHECK (face BETWEEN 1 AND 6),
    survives  INTEGER NOT NULL CHECK (survives IN (0, 1)),
    PRIMARY KEY (battle_id, position)
);
