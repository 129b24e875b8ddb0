-- Schema 24: independent lesser-race armies on the map (§7.7.6, I-75, I-76).

-- A race that won in box 3 stands on the map as an army of its own until a nation defeats it or
-- drives it into the sea. came_from and moved_turn: where its last move (or forced retreat)
-- started and the turn it happened in; the hold count reads "moved this turn" from them.
-- controller_id: the nation that writes its orders (I-75), NULL when the referee does.
CREATE TABLE independent_army (
    lesser_race_id INTEGER PRIMARY KEY REFERENCES lesser_race (id),
    area           TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    came_from      TEXT    CHECK (came_from GLOB '[0-9][0-9][0-9][0-9]'),
    moved_turn     INTEGER CHECK (moved_turn >= 1),
    placed_by      INTEGER REFERENCES nation (id),            -- NULL: not known
    controller_id  INTEGER REFERENCES nation (id),
    placed_turn    INTEGER NOT NULL CHECK (placed_turn >= 1),
    occupation     INTEGER NOT NULL DEFAULT 0 CHECK (occupation >= 0)
);

-- A nation's army that met an independent army in a turn, and its player's answer (§7.7.6):
-- a battle, or forcing the independent army back. retreat_to: where it went ('' destroyed).
CREATE TABLE independent_contact (
    turn           INTEGER NOT NULL CHECK (turn >= 1),
    lesser_race_id INTEGER NOT NULL REFERENCES lesser_race (id),
    army_id        INTEGER NOT NULL REFERENCES army (id),
    answer         TEXT    NOT NULL CHECK (answer IN ('battle', 'retreat')),
    retreat_to     TEXT,
    PRIMARY KEY (turn, lesser_race_id, army_id)
);

-- The side an independent army takes in a pending battle (§7.7.6): the battle's other side
-- holds the nation's army (pending_battle_army); this side has no army row and no roster.
CREATE TABLE pending_battle_independent (
    battle_id      INTEGER PRIMARY KEY REFERENCES pending_battle (id),
    lesser_race_id INTEGER NOT NULL REFERENCES lesser_race (id),
    side           INTEGER NOT NULL CHECK (side IN (0, 1))
);
