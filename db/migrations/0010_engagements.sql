-- Schema 10: the engagements of a month (rules §3.2 M-3, §5.1-§5.8, I-41..I-44) and the battles
-- they lead to, which the Battles issue will fight. Turns are numbered as in 0009.

-- An engagement of a turn (§5.1): number is what the referee and the CLI call it ("2"), counted
-- from 1 within the turn; cause is why the armies meet; other_area is a swap's second area.
-- resolved is set once the chart (§5.3) was applied and its battles written.
CREATE TABLE engagement (
    id         INTEGER PRIMARY KEY,
    turn       INTEGER NOT NULL CHECK (turn >= 1),
    number     INTEGER NOT NULL CHECK (number >= 1),
    cause      TEXT    NOT NULL
               CHECK (cause IN ('arrival', 'swap', 'interdiction', 'sallyForth', 'assault',
                                'preEngaged')),
    area       TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    other_area TEXT    CHECK (other_area GLOB '[0-9][0-9][0-9][0-9]'),
    resolved   INTEGER NOT NULL DEFAULT 0 CHECK (resolved IN (0, 1)),
    UNIQUE (turn, number)
);

-- The armies of an engagement. chooser: the army's player secretly picks its location (§5.2);
-- location is that choice, NULL until made. Every choice is stored here before any is shown:
-- readers hide them until every chooser of the engagement has chosen.
CREATE TABLE engagement_army (
    engagement_id INTEGER NOT NULL REFERENCES engagement (id),
    army_id       INTEGER NOT NULL REFERENCES army (id),
    chooser       INTEGER NOT NULL CHECK (chooser IN (0, 1)),
    location      TEXT    CHECK (location IN ('countryside', 'populationCentre', 'poi')),
    PRIMARY KEY (engagement_id, army_id)
);

-- §5.7: a nation's secret defend or attack declaration where three or more nations meet.
CREATE TABLE engagement_stance (
    engagement_id INTEGER NOT NULL REFERENCES engagement (id),
    nation_id     INTEGER NOT NULL REFERENCES nation (id),
    stance        TEXT    NOT NULL CHECK (stance IN ('defend', 'attack')),
    PRIMARY KEY (engagement_id, nation_id)
);

-- A battle the chart called for (§1.9, §5.3-§5.7): what kind, where in which area, with the
-- assault set-up (§5.6, §2.17) and the areas whose terrain may be used (I-42, JSON array of
-- XXYY). winner_side_by_hand is a stop-gap until the Battles issue fights battles: the side
-- (0 defends, 1 attacks) the referee marked as the winner by hand, NULL while unresolved.
CREATE TABLE pending_battle (
    id                  INTEGER PRIMARY KEY,
    engagement_id       INTEGER NOT NULL REFERENCES engagement (id),
    turn                INTEGER NOT NULL CHECK (turn >= 1),
    number              INTEGER NOT NULL CHECK (number >= 1),
    kind                TEXT    NOT NULL
                        CHECK (kind IN ('battle', 'poiBattle', 'villageBattle', 'assault',
                                        'swapBattle')),
    area                TEXT    NOT NULL CHECK (area GLOB '[0-9][0-9][0-9][0-9]'),
    location            TEXT    NOT NULL
                        CHECK (location IN ('countryside', 'populationCentre', 'poi')),
    armies_per_side     INTEGER NOT NULL DEFAULT 1 CHECK (armies_per_side >= 1),
    fortifications      INTEGER NOT NULL DEFAULT 0 CHECK (fortifications >= 0),
    objective_holder    INTEGER NOT NULL DEFAULT -1 CHECK (objective_holder IN (-1, 0, 1)),
    terrain_areas       TEXT    NOT NULL DEFAULT '[]',
    winner_side_by_hand INTEGER CHECK (winner_side_by_hand IN (0, 1)),
    UNIQUE (turn, number)
);

-- The armies of each side of a pending battle.
CREATE TABLE pending_battle_army (
    battle_id INTEGER NOT NULL REFERENCES pending_battle (id),
    army_id   INTEGER NOT NULL REFERENCES army (id),
    side      INTEGER NOT NULL CHECK (side IN (0, 1)),
    PRIMARY KEY (battle_id, army_id)
);
