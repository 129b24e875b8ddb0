-- Schema 8: the campaign calendar (rules §3) and attendance at meetings (§7.6, M-0).
-- campaign.phase now holds the step of the merged §3 order as its file key
-- (EnumKeys<CampaignStep>: "setupMap" ... "advance"). With year and month it is the date
-- (core/warmaster/calendar.h). The campaign table is rebuilt the way SQLite documents for
-- changing a column (new table, copy, drop, rename) so that the default and the check follow.
-- Campaigns still at the old 'setup' start at S-1 (the map): nothing of the set-up was ever
-- confirmed step by step, so the referee walks through it once, and steps whose checks
-- already pass cost one `calendar next` each.

CREATE TABLE new_campaign (
    id          INTEGER PRIMARY KEY CHECK (id = 1),
    name        TEXT    NOT NULL CHECK (length(name) > 0),
    game_system TEXT    NOT NULL DEFAULT 'warmaster',
    year        INTEGER NOT NULL DEFAULT 1 CHECK (year >= 1),
    month       INTEGER NOT NULL DEFAULT 0 CHECK (month BETWEEN 0 AND 12), -- 0: set-up, New Year
    phase       TEXT    NOT NULL DEFAULT 'setupMap'
                CHECK (phase IN ('setupMap', 'setupRaces', 'setupMagicItems', 'setupPoi',
                                 'setupLesserRaces', 'setupStart', 'removeArmies', 'ransom',
                                 'preTally', 'tally', 'production', 'removeExpeditions',
                                 'fillRosters', 'placeArmies', 'startOfTurn', 'writeOrders',
                                 'revealOrders', 'terrainDelays', 'move', 'combats',
                                 'retreats', 'updateMap', 'advance')),
    dice_seed   INTEGER NOT NULL,
    dice_draws  INTEGER NOT NULL DEFAULT 0 CHECK (dice_draws >= 0),
    created_utc TEXT    NOT NULL
);
INSERT INTO new_campaign
    SELECT id, name, game_system, year, month,
           CASE phase WHEN 'setup' THEN 'setupMap' ELSE phase END,
           dice_seed, dice_draws, created_utc
    FROM campaign;
DROP TABLE campaign;
ALTER TABLE new_campaign RENAME TO campaign;

-- Whether a nation's player attended the meeting of a month (M-0, §7.6). A row is written
-- when the referee records it. A month without a row for a nation is still unrecorded.
CREATE TABLE attendance (
    nation_id INTEGER NOT NULL REFERENCES nation (id),
    year      INTEGER NOT NULL CHECK (year >= 1),
    month     INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
    present   INTEGER NOT NULL CHECK (present IN (0, 1)),
    PRIMARY KEY (nation_id, year, month)
);

-- The step each command ran in, beside its year and month (db::CampaignDate::step). Commands
-- recorded before schema 8 keep an empty step.
ALTER TABLE history ADD COLUMN step TEXT NOT NULL DEFAULT '';
