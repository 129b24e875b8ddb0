-- Schema 20: battles on the Civil War battle board (issue 21; rules spec
-- civil-war-tactical-combat.md), several per campaign, each known by its name. A battle keeps
-- its option set (the §13 keys, §8 WAoI options, §15 auto-resolve keys, as JSON in the words of
-- docs/cli-battleboard.md), the numeric tables it is played with (§11: the file format of
-- resources/battleboard/README.md; NULL plays with the built-in placeholder set), its size
-- (§2.1, counted once from the armies) and, once both sides are set up, the whole battle as it
-- stands (JSON: units and their spaces, entrenchments, turn, phase, whose half, the ending).

CREATE TABLE board_battle (
    id       INTEGER PRIMARY KEY,
    name     TEXT NOT NULL UNIQUE CHECK (length(name) > 0),
    settings TEXT NOT NULL,
    tables   TEXT,
    size     TEXT NOT NULL CHECK (size IN ('major', 'minor')),
    state    TEXT
);

-- Each side's army: its name, its units in order (JSON: type, elite, tech; a unit's number in
-- the battle is its place here, the attacker's first) and, once that player confirmed his
-- secret set-up (§3), where each unit stands (JSON array of spaces, NULL before). The other
-- player is not shown a set-up until both are in.
CREATE TABLE board_army (
    battle_id  INTEGER NOT NULL REFERENCES board_battle (id),
    side       TEXT    NOT NULL CHECK (side IN ('attacker', 'defender')),
    name       TEXT    NOT NULL,
    units      TEXT    NOT NULL,
    deployment TEXT,
    PRIMARY KEY (battle_id, side)
);

-- The battle's log: every line the commands wrote, each roll explained (rule, natural roll,
-- modifiers, number to reach), in order; turn is the turn it was written in (0 for set-up).
CREATE TABLE board_log (
    battle_id INTEGER NOT NULL REFERENCES board_battle (id),
    seq       INTEGER NOT NULL CHECK (seq >= 1),
    turn      INTEGER NOT NULL CHECK (turn >= 0),
    text      TEXT    NOT NULL,
    PRIMARY KEY (battle_id, seq)
);
