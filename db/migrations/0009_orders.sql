-- Schema 9: the month's orders and movement (rules §3.2 M-1..M-2C, §4.1-§4.4, §4.8, I-49..I-54).
-- A turn is numbered (year - 1) * 12 + month, so that a queue of orders written ahead under the
-- communication delay (§4.2) runs across the end of a year. Areas are XXYY text, as in 0006.

-- One order per army per turn (§4.1). written_turn is the turn at whose M-1 the order was
-- written: an order written on an earlier turn stands and may not be changed (I-54).
CREATE TABLE army_order (
    army_id         INTEGER NOT NULL REFERENCES army (id),
    turn            INTEGER NOT NULL CHECK (turn >= 1),
    kind            TEXT    NOT NULL
                    CHECK (kind IN ('move', 'hold', 'interdict', 'siege', 'assault', 'sallyForth',
                                    'goToSea')),
    destination     TEXT    CHECK (destination GLOB '[0-9][0-9][0-9][0-9]'), -- move only
    location        TEXT    NOT NULL DEFAULT 'countryside'                   -- intended, move
                    CHECK (location IN ('countryside', 'populationCentre', 'poi')),
    uses_crossing   INTEGER NOT NULL DEFAULT 0 CHECK (uses_crossing IN (0, 1)), -- I-52
    sea_destination TEXT    NOT NULL DEFAULT '',                              -- go to sea
    written_turn    INTEGER NOT NULL CHECK (written_turn >= 1 AND written_turn <= turn),
    CHECK ((kind = 'move') = (destination IS NOT NULL)),
    PRIMARY KEY (army_id, turn)
);
CREATE INDEX army_order_by_turn ON army_order (turn);

-- The terrain delay check of an army's move this turn (§4.4, M-2B): the player's number is
-- written in the same command that rolls the die, before the roll (the die is in the history).
-- The natural-habitat option (I-51) is chosen after the roll.
CREATE TABLE terrain_check (
    army_id    INTEGER NOT NULL REFERENCES army (id),
    turn       INTEGER NOT NULL CHECK (turn >= 1),
    pick       INTEGER NOT NULL CHECK (pick BETWEEN 1 AND 6),
    roll       INTEGER NOT NULL CHECK (roll BETWEEN 1 AND 6),
    adjustment TEXT    NOT NULL DEFAULT 'none' CHECK (adjustment IN ('none', 'minus2', 'plus2')),
    PRIMARY KEY (army_id, turn)
);

-- What the movement step (M-2C) found, for the engagements of M-3 and the referee:
-- interdiction (army stopped leaving area by other_army), swap (army and other_army from area
-- and other_area), sentBack (army from area back to other_area, §4.3; chosen when the player
-- named it), unitsToStrike (units the army's nation strikes from its roster, §4.4, I-49) and
-- sailing (a go-to-sea order for the expedition rules, §7.2).
CREATE TABLE movement_event (
    id            INTEGER PRIMARY KEY,
    turn          INTEGER NOT NULL CHECK (turn >= 1),
    kind          TEXT    NOT NULL
                  CHECK (kind IN ('interdiction', 'swap', 'sentBack', 'unitsToStrike', 'sailing')),
    army_id       INTEGER NOT NULL REFERENCES army (id),
    other_army_id INTEGER REFERENCES army (id),
    area          TEXT    CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    other_area    TEXT    CHECK (other_area GLOB '[0-9][0-9][0-9][0-9]'),
    units         INTEGER NOT NULL DEFAULT 0 CHECK (units >= 0),
    chosen        INTEGER NOT NULL DEFAULT 0 CHECK (chosen IN (0, 1))
);
CREATE INDEX movement_event_by_turn ON movement_event (turn);
