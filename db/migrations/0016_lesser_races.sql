-- Schema 16: the lesser races of the MINOR NATIONS rules (§1.8, §7.7), each month's pick-up
-- round (§5.12, §7.7.3, I-72) with its results, and the experience ledger (§2.15, §7.8, I-77).

-- A lesser race in play (§7.7.1): one race of the army lists, on its box of the track.
CREATE TABLE lesser_race (
    id           INTEGER PRIMARY KEY,
    army_list_id TEXT    NOT NULL UNIQUE REFERENCES army_list (id),
    box          TEXT    NOT NULL DEFAULT '0'
                 CHECK (box IN ('0', '1', '2', '3', 'independent'))
);

-- The affiliation markers a nation holds on a race (§7.7.4, I-74); no row means none.
CREATE TABLE affiliation_marker (
    lesser_race_id INTEGER NOT NULL REFERENCES lesser_race (id),
    nation_id      INTEGER NOT NULL REFERENCES nation (id),
    markers        INTEGER NOT NULL CHECK (markers >= 1),
    PRIMARY KEY (lesser_race_id, nation_id)
);

-- A month's picking order (§7.7.3): the free nations as the dice drew them, from position 1.
CREATE TABLE pickup_order (
    turn      INTEGER NOT NULL CHECK (turn >= 1),
    position  INTEGER NOT NULL CHECK (position >= 1),
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    PRIMARY KEY (turn, position),
    UNIQUE (turn, nation_id)
);

-- The pick made at a position of the order: A with its race, B or C; granted lists (JSON) the
-- nations that consented to an affiliation request (§7.7.5). The games are replayed from these.
CREATE TABLE pickup_pick (
    turn           INTEGER NOT NULL,
    position       INTEGER NOT NULL,
    option         TEXT    NOT NULL CHECK (option IN ('A', 'B', 'C')),
    lesser_race_id INTEGER REFERENCES lesser_race (id),
    granted        TEXT    NOT NULL DEFAULT '[]',
    CHECK ((option = 'A') = (lesser_race_id IS NOT NULL)),
    PRIMARY KEY (turn, position),
    FOREIGN KEY (turn, position) REFERENCES pickup_order (turn, position)
);

-- A pick-up battle's result (game numbered from 1 in the order the picks matched): the winning
-- side (0 the earlier pick, 1 the later; NULL a draw) and the VP entered for each side.
CREATE TABLE pickup_result (
    turn      INTEGER NOT NULL CHECK (turn >= 1),
    game      INTEGER NOT NULL CHECK (game >= 1),
    winner    INTEGER CHECK (winner IN (0, 1)),
    vp_first  INTEGER CHECK (vp_first >= 0),
    vp_second INTEGER CHECK (vp_second >= 0),
    PRIMARY KEY (turn, game)
);

-- Experience earned and spent (§2.15, I-77); nation.experience keeps the balance. kind:
-- 'armyBattle' the nation's own army fought a pick-up battle, 'commander' it led a lesser race
-- (lesserCommandersEarnXP), 'purchase' XP spent (points negative, purchase its key). battles is
-- the number of battles the nation had fought when the row was written: one purchase per battle.
CREATE TABLE experience_entry (
    id        INTEGER PRIMARY KEY,
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    year      INTEGER NOT NULL CHECK (year >= 1),
    month     INTEGER NOT NULL CHECK (month BETWEEN 0 AND 12),
    kind      TEXT    NOT NULL CHECK (kind IN ('armyBattle', 'commander', 'purchase')),
    points    INTEGER NOT NULL,
    purchase  TEXT,
    battles   INTEGER NOT NULL CHECK (battles >= 0),
    detail    TEXT    NOT NULL,
    CHECK ((kind = 'purchase') = (purchase IS NOT NULL))
);
CREATE INDEX experience_by_nation ON experience_entry (nation_id);
