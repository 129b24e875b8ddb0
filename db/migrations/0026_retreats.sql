-- Schema 26: the month's retreats at M-4 (§6.7, §6.8, I-57), which Herald carries out itself
-- where the retreat list leaves no choice.

-- An army the engagement chart forces out of its area without a battle (§5.7 option A, I-64).
CREATE TABLE forced_out (
    turn    INTEGER NOT NULL CHECK (turn >= 1),
    army_id INTEGER NOT NULL REFERENCES army (id),
    PRIMARY KEY (turn, army_id)
);

-- Each retreat made at M-4: where the army went (NULL: it routed), the level of the §6.7 list
-- it came from (0 the rout), and whether Herald made it (the list left one area or none) or
-- the owner chose.
CREATE TABLE army_retreat (
    turn      INTEGER NOT NULL CHECK (turn >= 1),
    army_id   INTEGER NOT NULL REFERENCES army (id),
    from_area TEXT    NOT NULL CHECK (from_area GLOB '[0-9][0-9][0-9][0-9]'),
    to_area   TEXT    CHECK (to_area GLOB '[0-9][0-9][0-9][0-9]'),
    level     INTEGER NOT NULL CHECK (level BETWEEN 0 AND 4),
    by_herald INTEGER NOT NULL CHECK (by_herald IN (0, 1)),
    PRIMARY KEY (turn, army_id)
);
