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
