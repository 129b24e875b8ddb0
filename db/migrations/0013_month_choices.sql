-- Schema 13: the players' answers the month and the New Year still lacked (§2.7, §4.3, §4.4,
-- I-43, I-49). Areas and armies as in 0009 and 0011.

-- NY-4 (§2.7): the player may place fewer new centres than the year allows; a row says the
-- nation places no more this year, so its remaining centres no longer hold up the step.
CREATE TABLE production_done (
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    year      INTEGER NOT NULL CHECK (year >= 1),
    PRIMARY KEY (nation_id, year)
);

-- M-2 (before the move): sendBack names the army its player sends back when two of the
-- nation's armies would end the move in one area (§4.3); letGo names an army at a population
-- centre whose player lets a leaving enemy go instead of forcing a battle (I-43, §4.8).
CREATE TABLE movement_choice (
    army_id INTEGER NOT NULL REFERENCES army (id),
    turn    INTEGER NOT NULL CHECK (turn >= 1),
    kind    TEXT    NOT NULL CHECK (kind IN ('sendBack', 'letGo')),
    PRIMARY KEY (army_id, turn, kind)
);

-- M-2B (§4.4, I-49): the units the owning player struck from his roster for an army's
-- terrain check that came out below the number picked, line by line (line counts from 1).
CREATE TABLE terrain_loss (
    army_id INTEGER NOT NULL REFERENCES army (id),
    turn    INTEGER NOT NULL CHECK (turn >= 1),
    line    INTEGER NOT NULL CHECK (line >= 1),
    units   INTEGER NOT NULL CHECK (units >= 1),
    PRIMARY KEY (army_id, turn, line)
);

-- M-3 (§5.7 option B): where the larger side must split, each of its armies (larger = 1) with
-- the faction its player secretly joined (1 or 2; NULL until he has), and the armies of the
-- smaller side they face (larger = 0). An engagement may hold several such groups (split).
CREATE TABLE faction_split (
    engagement_id INTEGER NOT NULL REFERENCES engagement (id),
    split         INTEGER NOT NULL CHECK (split >= 1),
    army_id       INTEGER NOT NULL REFERENCES army (id),
    larger        INTEGER NOT NULL CHECK (larger IN (0, 1)),
    faction       INTEGER CHECK (faction IN (1, 2)),
    CHECK (larger = 1 OR faction IS NULL),
    PRIMARY KEY (engagement_id, army_id)
);
