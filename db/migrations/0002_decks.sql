-- Schema 2: the campaign's decks and rollable tables (docs/decks-and-tables-format.md).
-- A table or a deck is kept whole, as one JSON object of that format: a deck's object holds
-- its piles too, so a draw rewrites one row and undo restores it.

CREATE TABLE decks_table (
    id       TEXT    PRIMARY KEY,
    position INTEGER NOT NULL,        -- the order lists show
    content  TEXT    NOT NULL         -- the table as JSON
);

CREATE TABLE decks_deck (
    id       TEXT    PRIMARY KEY,
    position INTEGER NOT NULL,
    content  TEXT    NOT NULL         -- the deck as JSON, with its state (piles, cards in play)
);

-- Magic items as the players write them (rules §2.18: up to 150 points per author), before
-- they are shuffled into the magic item deck.
CREATE TABLE decks_magic_item (
    id       TEXT    PRIMARY KEY,
    position INTEGER NOT NULL,
    author   TEXT    NOT NULL CHECK (length(author) > 0),
    name     TEXT    NOT NULL CHECK (length(name) > 0),
    points   INTEGER NOT NULL CHECK (points > 0),
    text     TEXT    NOT NULL DEFAULT ''
);

-- What each roll and draw gave, with its explanation (JSON), newest last: the page shows it
-- and undo takes it away with the roll.
CREATE TABLE decks_result (
    id       INTEGER PRIMARY KEY,
    kind     TEXT    NOT NULL CHECK (kind IN ('roll', 'deck')),
    subject  TEXT    NOT NULL,        -- the table or deck id
    summary  TEXT    NOT NULL,
    details  TEXT    NOT NULL         -- JSON: the roll's explanation, or the deck change's lines
);
