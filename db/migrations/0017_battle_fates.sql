-- Schema 17: what became of the characters removed from the table in a battle and of the magic
-- items they carried (rules §6.4, §6.5, I-24..I-26), entered with the battle's result
-- (battle.result, docs/battle-result-format.md), and the captives' monthly escape rolls (I-25). The character's own row (character.status,
-- captor) and the item bindings are updated in the same command, so undo restores them.

-- One row per character on the result sheet: position is his order on the sheet, face the d6
-- of the character result chart (§10 #7), chart_fate what the chart said, fate what stands
-- after winnersNotCaptured (I-24), captor_nation_id the nation that holds him when captured.
CREATE TABLE battle_character_fate (
    battle_id        INTEGER NOT NULL REFERENCES pending_battle (id),
    position         INTEGER NOT NULL CHECK (position >= 0),
    side             INTEGER NOT NULL CHECK (side IN (0, 1)),
    character_id     INTEGER NOT NULL REFERENCES character (id),
    slain_in_contact INTEGER NOT NULL CHECK (slain_in_contact IN (0, 1)),
    face             INTEGER NOT NULL CHECK (face BETWEEN 1 AND 6),
    chart_fate       TEXT    NOT NULL CHECK (chart_fate IN ('killed', 'captured', 'escaped')),
    fate             TEXT    NOT NULL CHECK (fate IN ('killed', 'captured', 'escaped')),
    captor_nation_id INTEGER REFERENCES nation (id),
    PRIMARY KEY (battle_id, position),
    UNIQUE (battle_id, character_id)
);

-- One row per magic item its bearer carried into that fate (§6.5): face NULL when no roll was
-- made (kept by an escaped bearer, or lost with a bearer not slain in base contact); fate
-- 'kept', 'lost', 'captured' or 'escaped'; receiver_id the captor's character given a captured
-- item (NULL when the captor had none: the item waits on the captor's roster); deck what the
-- magic item deck did with a lost item ('reshuffled', 'removed' or 'none' when the deck does
-- not hold the card).
CREATE TABLE battle_item_fate (
    battle_id   INTEGER NOT NULL REFERENCES pending_battle (id),
    card_id     TEXT    NOT NULL CHECK (length(card_id) > 0),
    bearer_id   INTEGER NOT NULL REFERENCES character (id),
    face        INTEGER CHECK (face BETWEEN 1 AND 6),
    fate        TEXT    NOT NULL CHECK (fate IN ('kept', 'lost', 'captured', 'escaped')),
    receiver_id INTEGER REFERENCES character (id),
    deck        TEXT    NOT NULL DEFAULT 'none' CHECK (deck IN ('reshuffled', 'removed', 'none')),
    PRIMARY KEY (battle_id, card_id)
);

-- A magic item on a nation's roster that no character carries yet: one that escaped back to
-- its owner (§6.5), or a captured one whose captor had no character to take it. item.bind
-- gives it to one of that nation's characters and takes it off this list.
CREATE TABLE nation_item (
    card_id    TEXT    PRIMARY KEY CHECK (length(card_id) > 0),
    nation_id  INTEGER NOT NULL REFERENCES nation (id),
    since_year INTEGER NOT NULL CHECK (since_year >= 1)
);
CREATE INDEX nation_item_by_nation ON nation_item (nation_id);

-- Each captive's escape roll at M-5 (§6.4, I-25): one per captive and month, from the month
-- after his capture, while his own player attends; face the d6 of the escape chart (§10 #8).
CREATE TABLE captive_escape (
    character_id     INTEGER NOT NULL REFERENCES character (id),
    year             INTEGER NOT NULL CHECK (year >= 1),
    month            INTEGER NOT NULL CHECK (month BETWEEN 1 AND 12),
    captor_nation_id INTEGER NOT NULL REFERENCES nation (id),
    face             INTEGER NOT NULL CHECK (face BETWEEN 1 AND 6),
    escaped          INTEGER NOT NULL CHECK (escaped IN (0, 1)),
    PRIMARY KEY (character_id, year, month)
);

-- The characters the result sheet names as present at the battle without being removed from
-- the table ("present", docs/battle-result-format.md): with the ones that escaped, the heroes
-- a fallen general's successor is first chosen from (§6.6).
CREATE TABLE battle_character_present (
    battle_id    INTEGER NOT NULL REFERENCES pending_battle (id),
    character_id INTEGER NOT NULL REFERENCES character (id),
    PRIMARY KEY (battle_id, character_id)
);

-- A fallen general's successor (§6.6, I-21, I-22): level 'presentHero', 'rosterHero' or
-- 'royalNephew', successor_id the hero promoted or the nephew created. A general killed (or
-- captured, with captureCountsAsDeath) in a battle without a row here blocks M-4.
CREATE TABLE general_replacement (
    battle_id    INTEGER NOT NULL REFERENCES pending_battle (id),
    fallen_id    INTEGER NOT NULL REFERENCES character (id),
    level        TEXT    NOT NULL CHECK (level IN ('presentHero', 'rosterHero', 'royalNephew')),
    successor_id INTEGER NOT NULL REFERENCES character (id),
    PRIMARY KEY (battle_id, fallen_id)
);
