-- Schema 29: a hex game may be played from a scenario file the referee loads (issue 20; rules spec
-- fall-of-the-black-eagle.md section 15 and docs/hexwar-scenario-format.md) instead of the shipped
-- scenario: a corrected order of battle, other arrivals or victory rules. The scenario is copied
-- into the game when it starts, as an edited map is (schema 27), so a later change of the file
-- never changes a game under way. NULL: the shipped scenario the `scenario` column names, which
-- stays the game's family (its rules and settings).
ALTER TABLE hexgame ADD COLUMN scenario_json TEXT;
