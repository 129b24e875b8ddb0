-- Schema 25: what an experience purchase of a roll or a draw bought (§2.15, §10 #10, #11,
-- I-77). A battle honour is kept for the army it was rolled for (army_id) and a random scenario
-- for the nation's next battle (army_id NULL); bought is the table row as rolled, shown on the
-- brief of that battle until its result is entered, which sets used_in_battle_id. A magic item
-- purchase keeps the card it drew in bought (the card then waits in nation_item).
ALTER TABLE experience_entry ADD COLUMN army_id INTEGER;
ALTER TABLE experience_entry ADD COLUMN bought TEXT;
ALTER TABLE experience_entry ADD COLUMN used_in_battle_id INTEGER REFERENCES pending_battle (id);
