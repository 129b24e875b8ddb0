<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Neue Kampagne…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>Kampagne ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Rückgängig: %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Wiederholen: %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Design</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>&amp;Systemeinstellung verwenden</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;Würfel</translation>
    </message>
</context>
<context>
    <name>Arguments</name>
    <message>
        <source>The argument &quot;%1&quot; is missing.</source>
        <translation>Das Argument „%1“ fehlt.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be text.</source>
        <translation>Das Argument „%1“ muss ein Text sein.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be a whole number.</source>
        <translation>Das Argument „%1“ muss eine ganze Zahl sein.</translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation>%1 existiert bereits; einen anderen Namen wählen oder die Datei stattdessen öffnen.</translation>
    </message>
    <message>
        <source>The new campaign could not be written: %1</source>
        <translation>Die neue Kampagne konnte nicht geschrieben werden: %1</translation>
    </message>
</context>
<context>
    <name>CampaignFiles</name>
    <message>
        <source>Open a campaign</source>
        <translation>Kampagne öffnen</translation>
    </message>
    <message>
        <source>Herald campaigns (*.herald)</source>
        <translation>Herald-Kampagnen (*.herald)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>Name of the campaign</source>
        <translation>Name der Kampagne</translation>
    </message>
    <message>
        <source>e.g. The Border Princes, 2026</source>
        <translation>z. B. Die Grenzgrafschaften, 2026</translation>
    </message>
    <message>
        <source>Save the new campaign as</source>
        <translation>Neue Kampagne speichern unter</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>No campaign open</source>
        <translation>Keine Kampagne geöffnet</translation>
    </message>
    <message>
        <source>Create a campaign with File ▸ New, or open one with File ▸ Open.</source>
        <translation>Eine Kampagne mit Datei ▸ Neu anlegen oder mit Datei ▸ Öffnen öffnen.</translation>
    </message>
    <message>
        <source>Where the campaign stands</source>
        <translation>Stand der Kampagne</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Commands in the history</source>
        <translation>Aktionen im Verlauf</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Würfel-Startwert</translation>
    </message>
    <message>
        <source>Every roll Herald makes comes from this seed, so the same commands always give the same rolls.</source>
        <translation>Jeder Wurf von Herald geht von diesem Startwert aus; dieselben Aktionen ergeben daher immer dieselben Würfe.</translation>
    </message>
    <message>
        <source>Latest entry</source>
        <translation>Letzter Eintrag</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>New name for the campaign</source>
        <translation>Neuer Name der Kampagne</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>Zuletzt geöffnete Kampagnen</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>No verb given. Try: herald-cli help</source>
        <translation>Kein Verb angegeben. Hilfe: herald-cli help</translation>
    </message>
    <message>
        <source>Unknown verb &quot;%1&quot;. Try: herald-cli help</source>
        <translation>Unbekanntes Verb „%1“. Hilfe: herald-cli help</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used inside a script.</source>
        <translation>„%1“ kann nicht in einem Skript verwendet werden.</translation>
    </message>
    <message>
        <source>run needs a campaign file and a script file.</source>
        <translation>run braucht eine Kampagnendatei und eine Skriptdatei.</translation>
    </message>
    <message>
        <source>The script %1 cannot be read: %2</source>
        <translation>Das Skript %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>a quote is not closed</source>
        <translation>ein Anführungszeichen ist nicht geschlossen</translation>
    </message>
    <message>
        <source>%1:%2: the script stopped here; the lines before it stay done.</source>
        <translation>%1:%2: Das Skript wurde hier angehalten; die vorherigen Zeilen bleiben ausgeführt.</translation>
    </message>
    <message>
        <source>herald-cli: a referee&apos;s desk from the command line. Add --json to any verb for JSON output.</source>
        <translation>herald-cli: der Spielleitertisch für die Kommandozeile. --json an ein beliebiges Verb anhängen, um JSON auszugeben.</translation>
    </message>
    <message>
        <source>one verb per line, without FILE; # starts a comment</source>
        <translation>ein Verb pro Zeile, ohne FILE; # leitet einen Kommentar ein</translation>
    </message>
    <message>
        <source>Exit codes: 0 done, 1 refused by the rules (nothing changed), 2 usage, 3 file problem.</source>
        <translation>Exit-Codes: 0 erledigt, 1 von den Regeln abgelehnt (nichts geändert), 2 Aufruffehler, 3 Dateiproblem.</translation>
    </message>
</context>
<context>
    <name>CliContext</name>
    <message>
        <source>A campaign file is needed.</source>
        <translation>Eine Kampagnendatei wird benötigt.</translation>
    </message>
</context>
<context>
    <name>CommandRunner</name>
    <message>
        <source>There is no command named &quot;%1&quot;.</source>
        <translation>Es gibt keine Aktion namens „%1“.</translation>
    </message>
    <message>
        <source>The campaign record is missing.</source>
        <translation>Der Kampagnendatensatz fehlt.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Es gibt nichts rückgängig zu machen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be undone: the history before it was imported.</source>
        <translation>„%1“ kann nicht rückgängig gemacht werden: Der Verlauf davor wurde importiert.</translation>
    </message>
    <message>
        <source>Undo failed, nothing was changed: %1</source>
        <translation>Rückgängig machen fehlgeschlagen, nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
    </message>
    <message>
        <source>Redo failed, nothing was changed: %1</source>
        <translation>Wiederholen fehlgeschlagen, nichts wurde geändert: %1</translation>
    </message>
</context>
<context>
    <name>DeckPane</name>
    <message>
        <source>%1 — Herald&apos;s proposal where the rules leave it open; change it freely.</source>
        <translation>%1 — Vorschlag von Herald, wo die Regeln nichts festlegen; frei änderbar.</translation>
    </message>
    <message>
        <source>%1 cards to draw · %2 discarded</source>
        <translation>%1 Karten im Nachziehstapel · %2 abgelegt</translation>
    </message>
    <message>
        <source>Who draws (nation, player, side)</source>
        <translation>Wer zieht (Nation, Spieler, Seite)</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Verdeckt</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mischen</translation>
    </message>
    <message>
        <source>Reshuffle discards</source>
        <translation>Ablagestapel einmischen</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>Im Spiel</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Ablegen</translation>
    </message>
    <message>
        <source>No card of this deck is in play.</source>
        <translation>Keine Karte dieses Stapels ist im Spiel.</translation>
    </message>
</context>
<context>
    <name>DecksPage</name>
    <message>
        <source>Import tables and decks</source>
        <translation>Tabellen und Stapel importieren</translation>
    </message>
    <message>
        <source>Decks and tables (*.json)</source>
        <translation>Stapel und Tabellen (*.json)</translation>
    </message>
    <message>
        <source>Rows of the chosen table (*.csv)</source>
        <translation>Zeilen der gewählten Tabelle (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>Table, as JSON (docs/decks-and-tables-format.md)</source>
        <translation>Tabelle als JSON (docs/decks-and-tables-format.md)</translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation>Stapel &amp; Tabellen</translation>
    </message>
    <message>
        <source>Roll on the campaign&apos;s tables and draw from its decks; every roll and draw is kept in the history and can be undone.</source>
        <translation>Auf den Tabellen der Kampagne würfeln und von ihren Stapeln ziehen; jeder Wurf und jedes Ziehen wird im Verlauf festgehalten und kann rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importieren…</translation>
    </message>
    <message>
        <source>Export all…</source>
        <translation>Alles exportieren…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Tabelle exportieren…</translation>
    </message>
    <message>
        <source>Edit table…</source>
        <translation>Tabelle bearbeiten…</translation>
    </message>
    <message>
        <source>New table…</source>
        <translation>Neue Tabelle…</translation>
    </message>
    <message>
        <source>Tables and decks</source>
        <translation>Tabellen und Stapel</translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation>Magische Gegenstände</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>This campaign has no tables or decks yet.</source>
        <translation>Diese Kampagne hat noch keine Tabellen oder Stapel.</translation>
    </message>
    <message>
        <source>Choose a table to roll on or a deck to draw from.</source>
        <translation>Eine Tabelle zum Würfeln oder einen Stapel zum Ziehen wählen.</translation>
    </message>
    <message>
        <source>Add the WarMaster charts and decks that Herald ships, then roll and draw.</source>
        <translation>Die mit Herald gelieferten WarMaster-Tabellen und -Stapel hinzufügen, dann würfeln und ziehen.</translation>
    </message>
    <message>
        <source>Add the WarMaster tables and decks</source>
        <translation>WarMaster-Tabellen und -Stapel hinzufügen</translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Roll for anything the rules do not roll for you, or type what real dice showed. Every roll goes into the campaign&apos;s history.</source>
        <translation>Für alles würfeln, was die Regeln nicht selbst auswürfeln, oder eingeben, was echte Würfel gezeigt haben. Jeder Wurf kommt in den Verlauf der Kampagne.</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Würfelausdruck</translation>
    </message>
    <message>
        <source>d6, 2d10, 3d6+2, d20</source>
        <translation>d6, 2d10, 3d6+2, d20</translation>
    </message>
    <message>
        <source>A d10 reads its 0 face as 10.</source>
        <translation>Ein d10 zählt seine 0 als 10.</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>e.g. Survival roll for the Orc Warriors</source>
        <translation>z. B. Überlebenswurf für die Orkkrieger</translation>
    </message>
    <message>
        <source>What real dice showed (optional)</source>
        <translation>Was echte Würfel gezeigt haben (optional)</translation>
    </message>
    <message>
        <source>leave empty to let Herald roll; e.g. 3 5</source>
        <translation>leer lassen, damit Herald würfelt; z. B. 3 5</translation>
    </message>
    <message>
        <source>Record the typed roll</source>
        <translation>Eingegebenen Wurf festhalten</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation>Würfelprotokoll</translation>
    </message>
    <message>
        <source>%1 showed %2, typed · %3</source>
        <translation>%1: %2 eingegeben · %3</translation>
    </message>
    <message>
        <source>%1 rolled %2 · %3</source>
        <translation>%1: %2 gewürfelt · %3</translation>
    </message>
</context>
<context>
    <name>DiceRollForm</name>
    <message>
        <source>Open a campaign first: every roll is kept in its history.</source>
        <translation>Zuerst eine Kampagne öffnen: Jeder Wurf wird in ihrem Verlauf festgehalten.</translation>
    </message>
    <message>
        <source>Type the dice as whole numbers separated by blanks or commas.</source>
        <translation>Die Würfel als ganze Zahlen eingeben, getrennt durch Leerzeichen oder Kommas.</translation>
    </message>
    <message>
        <source>%1 needs %2 typed value(s); %3 given.</source>
        <translation>%1 braucht Werte für %2 Würfel; %3 angegeben.</translation>
    </message>
    <message>
        <source>A d%1 cannot show %2.</source>
        <translation>Ein d%1 kann keine %2 zeigen.</translation>
    </message>
</context>
<context>
    <name>DiplomacyDesk</name>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Noch keine Partie</translation>
    </message>
    <message>
        <source>New game&apos;s name</source>
        <translation>Name der neuen Partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>One order a line: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; retreats A Bur-Pic; builds Build A Par</source>
        <translation>Ein Befehl pro Zeile: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; Rückzüge A Bur-Pic; Aufbauten Build A Par</translation>
    </message>
    <message>
        <source>Adjudicate %1</source>
        <translation>%1 auswerten</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Orders entered</source>
        <translation>Eingegebene Befehle</translation>
    </message>
    <message>
        <source>Another game:</source>
        <translation>Weitere Partie:</translation>
    </message>
    <message>
        <source>Start a game:</source>
        <translation>Partie beginnen:</translation>
    </message>
    <message>
        <source>This campaign has no Diplomacy game yet. Name one, choose the standard map or Downfall, and press New game; then enter each power&apos;s orders and adjudicate.</source>
        <translation>Diese Kampagne hat noch keine Diplomacy-Partie. Einen Namen vergeben, die Standardkarte oder Downfall wählen und auf Neue Partie klicken; dann die Befehle jeder Macht eingeben und auswerten.</translation>
    </message>
    <message>
        <source>Show the last adjudicated phase with its results</source>
        <translation>Zuletzt ausgewertete Phase mit ihren Ergebnissen anzeigen</translation>
    </message>
    <message>
        <source>Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Click a province to add it to the orders.</source>
        <translation>Pfeile: grün erfolgreich, rot gescheitert, grau unzulässig oder wirkungslos, dunkel noch nicht ausgewertet; gestrichelt: Unterstützung, gepunktet: Konvoi. Eine Provinz anklicken, um sie den Befehlen hinzuzufügen.</translation>
    </message>
    <message>
        <source>Public report</source>
        <translation>Öffentlicher Bericht</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Private report for %1</source>
        <translation>Privater Bericht für %1</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>Another game…</source>
        <translation>Weitere Partie…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Enter orders for %1</source>
        <translation>Befehle für %1 eingeben</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Herald could not do that</source>
        <translation>Herald konnte das nicht ausführen</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Every command of the campaign, newest first, with the dice it rolled. Undone commands stay greyed until a new command replaces them.</source>
        <translation>Alle Aktionen der Kampagne, die neueste zuerst, mit ihren Würfen. Rückgängig gemachte Aktionen bleiben ausgegraut, bis eine neue Aktion sie ersetzt.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Nothing has happened in this campaign yet.</source>
        <translation>In dieser Kampagne ist noch nichts geschehen.</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
</context>
<context>
    <name>MagicItemsPane</name>
    <message>
        <source>Write a magic item</source>
        <translation>Magischen Gegenstand verfassen</translation>
    </message>
    <message>
        <source>Each player writes items worth up to 150 points in all (rules §2.18). The items are shuffled into one deck and each nation draws two.</source>
        <translation>Jeder Spieler verfasst Gegenstände im Gesamtwert von bis zu 150 Punkten (Regeln §2.18). Die Gegenstände werden zu einem Stapel gemischt, und jede Nation zieht zwei.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Gegenstand</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Wirkung</translation>
    </message>
    <message>
        <source>Write the item</source>
        <translation>Gegenstand verfassen</translation>
    </message>
    <message>
        <source>When every player has written his items:</source>
        <translation>Wenn alle Spieler ihre Gegenstände verfasst haben:</translation>
    </message>
    <message>
        <source>Shuffle the items into the magic item deck</source>
        <translation>Gegenstände in den Stapel der magischen Gegenstände mischen</translation>
    </message>
    <message>
        <source>Nations in dealing order: Red, Blue</source>
        <translation>Nationen in Austeilreihenfolge: Rot, Blau</translation>
    </message>
    <message>
        <source>Deal two each</source>
        <translation>Je zwei austeilen</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autoren</translation>
    </message>
    <message>
        <source>%1 of 150 points used · %2 left</source>
        <translation>%1 von 150 Punkten verbraucht · %2 übrig</translation>
    </message>
    <message>
        <source>No magic items written yet.</source>
        <translation>Noch keine magischen Gegenstände verfasst.</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Herald</source>
        <translation>%1 — Herald</translation>
    </message>
    <message>
        <source>Herald</source>
        <translation>Herald</translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <source>Import a strategic map</source>
        <translation>Strategische Karte importieren</translation>
    </message>
    <message>
        <source>Strategic map (*.json)</source>
        <translation>Strategische Karte (*.json)</translation>
    </message>
    <message>
        <source>Export the strategic map</source>
        <translation>Strategische Karte exportieren</translation>
    </message>
    <message>
        <source>Save the map as PDF</source>
        <translation>Karte als PDF speichern</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a scanned map</source>
        <translation>Gescannte Karte wählen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Click an area to edit it; drag to pan</source>
        <translation>Gebiet anklicken, um es zu bearbeiten; ziehen, um die Ansicht zu verschieben</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>Drag to paint terrain; new hexes become areas</source>
        <translation>Ziehen, um Gelände zu malen; neue Hexfelder werden zu Gebieten</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Drag over areas to remove them</source>
        <translation>Über Gebiete ziehen, um sie zu entfernen</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Terrain the brush paints</source>
        <translation>Gelände des Pinsels</translation>
    </message>
    <message>
        <source>Chaos</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Beschriftungen</translation>
    </message>
    <message>
        <source>Referee&apos;s map</source>
        <translation>Karte des Spielleiters</translation>
    </message>
    <message>
        <source>Show the whole map, or what one nation may see</source>
        <translation>Die ganze Karte zeigen oder nur, was eine Nation sehen darf</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <source>Map…</source>
        <translation>Karte…</translation>
    </message>
    <message>
        <source>Import the demo map</source>
        <translation>Demokarte importieren</translation>
    </message>
    <message>
        <source>Import a map file…</source>
        <translation>Kartendatei importieren…</translation>
    </message>
    <message>
        <source>Export as map file…</source>
        <translation>Als Kartendatei exportieren…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Als PDF speichern…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Background image…</source>
        <translation>Hintergrundbild…</translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation>Hintergrund entfernen</translation>
    </message>
    <message>
        <source>Area %1</source>
        <translation>Gebiet %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Gelände</translation>
    </message>
    <message>
        <source>Chaos land</source>
        <translation>Chaosland</translation>
    </message>
    <message>
        <source>Major river runs through</source>
        <translation>Von großem Fluss durchflossen</translation>
    </message>
    <message>
        <source>Population centre</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Großstadt</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Uncontrolled</source>
        <translation>Unkontrolliert</translation>
    </message>
    <message>
        <source>Point of interest</source>
        <translation>Besonderer Ort</translation>
    </message>
    <message>
        <source>card or feature, e.g. Wizard&apos;s Tower</source>
        <translation>Karte oder Merkmal, z. B. Turm des Zauberers</translation>
    </message>
    <message>
        <source>No pass or ford</source>
        <translation>Kein Pass und keine Furt</translation>
    </message>
    <message>
        <source>Mountain pass</source>
        <translation>Gebirgspass</translation>
    </message>
    <message>
        <source>River crossing</source>
        <translation>Flussübergang</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
    <message>
        <source>Drag from hex to hex to draw a major river along the hexsides</source>
        <translation>Von Hexfeld zu Hexfeld ziehen, um einen großen Fluss entlang der Hexfeldseiten zu zeichnen</translation>
    </message>
    <message>
        <source>This campaign has no map yet. Import the demo map or a map file from the Map… menu, or paint areas once a layout is set.</source>
        <translation>Diese Kampagne hat noch keine Karte. Die Demokarte oder eine Kartendatei über das Menü Karte… importieren oder Gebiete malen, sobald ein Layout festgelegt ist.</translation>
    </message>
</context>
<context>
    <name>MapPrintSource</name>
    <message>
        <source>%1 — %2&apos;s view</source>
        <translation>%1 — Sicht von %2</translation>
    </message>
    <message>
        <source>Strategic map</source>
        <translation>Strategische Karte</translation>
    </message>
    <message>
        <source>  —  sheet %1 of %2 (row %3, column %4)</source>
        <translation>  —  Blatt %1 von %2 (Zeile %3, Spalte %4)</translation>
    </message>
    <message>
        <source>→ %1</source>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>↓ %1</source>
        <translation>↓ %1</translation>
    </message>
</context>
<context>
    <name>MapRenderer</name>
    <message>
        <source>Chaos land (hatched)</source>
        <translation>Chaosland (schraffiert)</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Großstadt</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Hauptstadt</translation>
    </message>
    <message>
        <source>Point of interest</source>
        <translation>Besonderer Ort</translation>
    </message>
    <message>
        <source>Major river</source>
        <translation>Großer Fluss</translation>
    </message>
    <message>
        <source>Barrier (mountains, swamp, great forest)</source>
        <translation>Hindernis (Gebirge, Sumpf, großer Wald)</translation>
    </message>
    <message>
        <source>Pass or ford</source>
        <translation>Pass oder Furt</translation>
    </message>
    <message>
        <source>Other nations</source>
        <translation>Andere Nationen</translation>
    </message>
</context>
<context>
    <name>NationsPage</name>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nationen &amp; Armeelisten</translation>
    </message>
    <message>
        <source>Found a nation</source>
        <translation>Nation gründen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Capital XXYY</source>
        <translation>Hauptstadt XXYY</translation>
    </message>
    <message>
        <source>Army list…</source>
        <translation>Armeebuch…</translation>
    </message>
    <message>
        <source>Found nation</source>
        <translation>Nation gründen</translation>
    </message>
    <message>
        <source>%1 — %2, player %3</source>
        <translation>%1 — %2, Spieler %3</translation>
    </message>
    <message>
        <source>none</source>
        <translation>—</translation>
    </message>
    <message>
        <source>No nation yet: found one on the left.</source>
        <translation>Noch keine Nation: links eine gründen.</translation>
    </message>
    <message>
        <source>Buy units</source>
        <translation>Einheiten kaufen</translation>
    </message>
    <message>
        <source>Mark losses</source>
        <translation>Verluste eintragen</translation>
    </message>
    <message>
        <source>Character&apos;s name</source>
        <translation>Name des Charakters</translation>
    </message>
    <message>
        <source>Take character</source>
        <translation>Charakter aufnehmen</translation>
    </message>
    <message>
        <source>Print roster sheet…</source>
        <translation>Armeelistenblatt drucken…</translation>
    </message>
    <message>
        <source>%1 · PT %2 · AP %3 · CP %4</source>
        <comment>race, population total, army points, character points</comment>
        <translation>%1 · BZ %2 · AP %3 · CP %4</translation>
    </message>
    <message>
        <source>no army list yet</source>
        <translation>noch kein Armeebuch</translation>
    </message>
    <message>
        <source>%1 — %2, %3 CP%4</source>
        <comment>character name, type, character points, items</comment>
        <translation>%1 — %2, %3 CP%4</translation>
    </message>
    <message>
        <source>; carries %1</source>
        <translation>; trägt %1</translation>
    </message>
    <message>
        <source>Active</source>
        <comment>character status</comment>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Captured</source>
        <comment>character status</comment>
        <translation>Gefangen</translation>
    </message>
    <message>
        <source>Killed</source>
        <comment>character status</comment>
        <translation>Gefallen</translation>
    </message>
    <message>
        <source>On expedition</source>
        <comment>character status</comment>
        <translation>Auf Expedition</translation>
    </message>
    <message>
        <source>Envoy</source>
        <comment>character status</comment>
        <translation>Gesandter</translation>
    </message>
    <message>
        <source>Held by…</source>
        <translation>Festgehalten von…</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Status setzen</translation>
    </message>
    <message>
        <source>Item card id</source>
        <translation>ID der Gegenstandskarte</translation>
    </message>
    <message>
        <source>Bind item</source>
        <translation>Gegenstand binden</translation>
    </message>
    <message>
        <source>Drop</source>
        <comment>take a character off the roster</comment>
        <translation>Streichen</translation>
    </message>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Armeebuch</translation>
    </message>
    <message>
        <source>Capital (XXYY)</source>
        <translation>Hauptstadt (XXYY)</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
    <message>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>Its rosters and characters go with it. Undo brings them back.</source>
        <translation>Ihre Armeelisten und Charaktere werden mit entfernt. Rückgängig stellt sie wieder her.</translation>
    </message>
    <message>
        <source>Each nation&apos;s population total (PT), army points (AP) and character points (CP), counted live from the map, and its roster for this year.</source>
        <translation>Bevölkerungszahl (BZ), Armeepunkte (AP) und Charakterpunkte (CP) jeder Nation, laufend aus der Karte ermittelt, und ihre Armeeliste für dieses Jahr.</translation>
    </message>
    <message>
        <source>Player (new names are added)</source>
        <translation>Spieler (neue Namen werden hinzugefügt)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>Noch keine Spieler</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Spieler entfernen</translation>
    </message>
    <message>
        <source>Choose a nation on the left.</source>
        <translation>Links eine Nation wählen.</translation>
    </message>
    <message>
        <source>Edit nation…</source>
        <translation>Nation bearbeiten…</translation>
    </message>
    <message>
        <source>Remove nation…</source>
        <translation>Nation entfernen…</translation>
    </message>
    <message>
        <source>This year&apos;s tally (§2.1–2.3): what the nation&apos;s areas give</source>
        <translation>Jahresbilanz (§2.1–2.3): was die Gebiete der Nation einbringen</translation>
    </message>
    <message>
        <source>This year&apos;s roster (§1.4, §8)</source>
        <translation>Armeeliste dieses Jahres (§1.4, §8)</translation>
    </message>
    <message>
        <source>This nation has no army list yet: choose one with Edit nation… before opening a roster.</source>
        <translation>Diese Nation hat noch kein Armeebuch: vor dem Eröffnen einer Armeeliste eines über Nation bearbeiten… wählen.</translation>
    </message>
    <message>
        <source>No roster for this year yet. Opening one fixes its army and character points from the tally above.</source>
        <translation>Noch keine Armeeliste für dieses Jahr. Beim Eröffnen werden Armee- und Charakterpunkte aus der obigen Bilanz festgelegt.</translation>
    </message>
    <message>
        <source>Open this year&apos;s roster</source>
        <translation>Armeeliste dieses Jahres eröffnen</translation>
    </message>
    <message>
        <source>Line</source>
        <comment>roster line number</comment>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Category / unit types</source>
        <translation>Kategorie / Einheitentypen</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>points per unit</comment>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Bought</source>
        <comment>units bought</comment>
        <translation>Gekauft</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>units lost</comment>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Available</source>
        <comment>units available</comment>
        <translation>Verfügbar</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>units of line</source>
        <translation>Einheiten der Zeile</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Zuerst eine Kampagne öffnen.</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Nicht zulässig: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Colour #rrggbb</source>
        <translation>Farbe #rrggbb</translation>
    </message>
    <message>
        <source>Buy (−: take off)</source>
        <translation>Kaufen (−: entfernen)</translation>
    </message>
</context>
<context>
    <name>NavigationRail</name>
    <message>
        <source>Campaign</source>
        <translation>Kampagne</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nationen &amp; Armeelisten</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expeditionen</translation>
    </message>
    <message>
        <source>Lesser Races</source>
        <translation>Kleinere Völker</translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation>Stapel &amp; Tabellen</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1 (Ctrl+%2)</translation>
    </message>
</context>
<context>
    <name>ResultsPane</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Nothing rolled or drawn yet.</source>
        <translation>Noch nichts gewürfelt oder gezogen.</translation>
    </message>
</context>
<context>
    <name>RosterSheet</name>
    <message>
        <source>National roster: %1, year %2</source>
        <translation>Nationale Armeeliste: %1, Jahr %2</translation>
    </message>
    <message>
        <source> (characters, continued)</source>
        <translation> (Charaktere, Fortsetzung)</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Volk</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Erfahrung</translation>
    </message>
    <message>
        <source>Mobs (§2.6)</source>
        <translation>Aufgebote (§2.6)</translation>
    </message>
    <message>
        <source>up to %1 units</source>
        <translation>bis zu %1 Einheiten</translation>
    </message>
    <message>
        <source>Population centres</source>
        <translation>Siedlungen</translation>
    </message>
    <message>
        <source>Areas controlled</source>
        <translation>Kontrollierte Gebiete</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Großstädte</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Städte</translation>
    </message>
    <message>
        <source>Villages</source>
        <translation>Dörfer</translation>
    </message>
    <message>
        <source>Other (chaos results, grants)</source>
        <translation>Sonstiges (Chaos-Ergebnisse, Zuteilungen)</translation>
    </message>
    <message>
        <source>Population Total (PT)</source>
        <translation>Bevölkerungszahl (BZ)</translation>
    </message>
    <message>
        <source>PT %1</source>
        <translation>BZ %1</translation>
    </message>
    <message>
        <source>Character Points (CP) = PT + 2 = %1 + 2 = %2%3</source>
        <translation>Charakterpunkte (CP) = BZ + 2 = %1 + 2 = %2%3</translation>
    </message>
    <message>
        <source>; with adjustments CP %1</source>
        <translation>; mit Anpassungen CP %1</translation>
    </message>
    <message>
        <source>Army Points (AP) = (PT × 2) + 5 = %1 × 100 = %2 points</source>
        <translation>Armeepunkte (AP) = (BZ × 2) + 5 = %1 × 100 = %2 Punkte</translation>
    </message>
    <message>
        <source>Units bought: %1 points of %2</source>
        <translation>Gekaufte Einheiten: %1 von %2 Punkten</translation>
    </message>
    <message>
        <source>Battle log (each cell: units available / units lost)</source>
        <translation>Schlachtprotokoll (je Zelle: verfügbare / verlorene Einheiten)</translation>
    </message>
    <message>
        <source>Date →</source>
        <translation>Datum →</translation>
    </message>
    <message>
        <source>Year start</source>
        <translation>Jahresbeginn</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Schlacht %1</translation>
    </message>
    <message>
        <source>Location →</source>
        <translation>Ort →</translation>
    </message>
</context>
<context>
    <name>RosterSheetData</name>
    <message>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
</context>
<context>
    <name>ShellContent</name>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>The strategic map: areas, terrain, rivers, towns and cities, points of interest and owners, with a map editor and printing.</source>
        <translation>Die strategische Karte: Gebiete, Gelände, Flüsse, Städte und Großstädte, besondere Orte und Besitzer, mit Karteneditor und Druck.</translation>
    </message>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nationen &amp; Armeelisten</translation>
    </message>
    <message>
        <source>Each nation&apos;s tally, its yearly roster of units and characters, magic items, and the printable roster sheet.</source>
        <translation>Die Jahresbilanz jeder Nation, ihre jährliche Armeeliste mit Einheiten und Charakteren, magische Gegenstände und das druckbare Armeelistenblatt.</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>The month&apos;s orders for every army, the terrain delay checks, supply and gaining control of areas.</source>
        <translation>Die Monatsbefehle jeder Armee, Geländeverzögerungsproben, Versorgung und die Übernahme von Gebieten.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>The battle brief to print for the players, then the result: victory level, survival rolls, losses, retreats and captures.</source>
        <translation>Das Schlachtbriefing zum Ausdrucken für die Spieler, danach das Ergebnis: Siegstufe, Überlebenswürfe, Verluste, Rückzüge und Gefangennahmen.</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expeditionen</translation>
    </message>
    <message>
        <source>Fleets at sea: boats, advantages, the expedition chart each month, pirates and landings.</source>
        <translation>Flotten auf See: Schiffe, Vorteile, die monatliche Expeditionstabelle, Piraten und Landungen.</translation>
    </message>
    <message>
        <source>Lesser Races</source>
        <translation>Kleinere Völker</translation>
    </message>
    <message>
        <source>The affiliation track, pick-up battles, affiliation markers and independent armies.</source>
        <translation>Die Bündnisleiste, Gelegenheitsschlachten, Bündnismarker und unabhängige Armeen.</translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation>Stapel &amp; Tabellen</translation>
    </message>
    <message>
        <source>The campaign&apos;s decks and rollable tables: draw, roll, edit, import and export.</source>
        <translation>Die Stapel und Würfeltabellen der Kampagne: ziehen, würfeln, bearbeiten, importieren und exportieren.</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Game-master desks for the other systems: the hex-and-counter game, the battle board, the Diplomacy adjudicator and the skirmish game.</source>
        <translation>Spielleitertische für die anderen Systeme: das Hexfeld-Spiel mit Spielsteinen, das Schlachtbrett, die Diplomacy-Auswertung und das Skirmish-Spiel.</translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Ready.</source>
        <translation>Bereit.</translation>
    </message>
    <message>
        <source>No campaign is open: use File ▸ New or File ▸ Open.</source>
        <translation>Keine Kampagne geöffnet: Datei ▸ Neu oder Datei ▸ Öffnen verwenden.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Rückgängig: %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Nichts rückgängig zu machen</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Nichts zu wiederholen</translation>
    </message>
</context>
<context>
    <name>TablePane</name>
    <message>
        <source>%1 — Herald&apos;s proposal where the rules leave it open; change it freely.</source>
        <translation>%1 — Vorschlag von Herald, wo die Regeln nichts festlegen; frei änderbar.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Zweck</translation>
    </message>
    <message>
        <source>e.g. Blue&apos;s 2nd Army</source>
        <translation>z. B. 2. Armee von Blau</translation>
    </message>
    <message>
        <source>Real dice showed</source>
        <translation>Echte Würfel zeigten</translation>
    </message>
    <message>
        <source>leave empty to let Herald roll %1</source>
        <translation>leer lassen, damit Herald %1 würfelt</translation>
    </message>
    <message>
        <source>Record the typed roll</source>
        <translation>Eingegebenen Wurf festhalten</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>%1 würfeln</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
</context>
<context>
    <name>ToolkitPage</name>
    <message>
        <source>Toolkit</source>
        <translation>Werkzeuge</translation>
    </message>
    <message>
        <source>Bookkeeping for the other rule systems</source>
        <translation>Buchführung für die anderen Regelsysteme</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Hex game</source>
        <translation>Hexfeld-Spiel</translation>
    </message>
    <message>
        <source>Battle board</source>
        <translation>Schlachtbrett</translation>
    </message>
    <message>
        <source>Skirmish game</source>
        <translation>Skirmish-Spiel</translation>
    </message>
    <message>
        <source>Coming later</source>
        <translation>Folgt später</translation>
    </message>
</context>
<context>
    <name>UpcomingPage</name>
    <message>
        <source>Not available in this version of Herald yet. Everything you do elsewhere is kept in the campaign file and will be here when this page arrives.</source>
        <translation>In dieser Version von Herald noch nicht verfügbar. Alles, was an anderer Stelle geschieht, bleibt in der Kampagnendatei erhalten und erscheint hier, sobald es diese Seite gibt.</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignService</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
</context>
<context>
    <name>herald::app::DemoCampaign</name>
    <message>
        <source>The demo campaign is missing from this build.</source>
        <translation>Die Demo-Kampagne fehlt in diesem Build.</translation>
    </message>
</context>
<context>
    <name>herald::cli</name>
    <message>
        <source>%1 (%2)
%3, phase %4
History: %5 commands; dice seed %6, %7 dice drawn</source>
        <translation>%1 (%2)
%3, Phase %4
Verlauf: %5 Aktionen; Würfel-Startwert %6, %7 Würfel gezogen</translation>
    </message>
    <message>
        <source>new needs exactly one file: herald-cli new FILE [--name NAME] [--seed N]</source>
        <translation>new braucht genau eine Datei: herald-cli new FILE [--name NAME] [--seed N]</translation>
    </message>
    <message>
        <source>--seed must be a whole number.</source>
        <translation>--seed muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Neue Kampagne</translation>
    </message>
    <message>
        <source>--limit must be a positive whole number.</source>
        <translation>--limit muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation> (rückgängig gemacht)</translation>
    </message>
    <message>
        <source>--steps must be a positive whole number.</source>
        <translation>--steps muss eine positive ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>roll needs one dice expression: roll FILE 2d6 [--purpose TEXT] [--typed 3,4]</source>
        <translation>roll braucht einen Würfelausdruck: roll FILE 2d6 [--purpose TEXT] [--typed 3,4]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 3,4.</source>
        <translation>--typed erwartet durch Kommas getrennte ganze Zahlen, etwa 3,4.</translation>
    </message>
    <message>
        <source>do needs a command name and optional JSON arguments: do FILE campaign.rename &apos;{&quot;name&quot;:&quot;X&quot;}&apos;</source>
        <translation>do braucht einen Aktionsnamen und optional JSON-Argumente: do FILE campaign.rename &apos;{&quot;name&quot;:&quot;X&quot;}&apos;</translation>
    </message>
    <message>
        <source>The arguments must be a JSON object (%1 at character %2).</source>
        <translation>Die Argumente müssen ein JSON-Objekt sein (%1 bei Zeichen %2).</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
    <message>
        <source>export needs an output file (- for standard output).</source>
        <translation>export braucht eine Ausgabedatei (- für die Standardausgabe).</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
    </message>
    <message>
        <source>import needs a JSON file and a new campaign file: import IN.json OUT.herald</source>
        <translation>import braucht eine JSON-Datei und eine neue Kampagnendatei: import IN.json OUT.herald</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Imported into %1</source>
        <translation>In %1 importiert</translation>
    </message>
    <message>
        <source>create a campaign file</source>
        <translation>eine Kampagnendatei anlegen</translation>
    </message>
    <message>
        <source>name, date, history size and dice of a campaign</source>
        <translation>Name, Datum, Verlaufsumfang und Würfel einer Kampagne</translation>
    </message>
    <message>
        <source>the newest commands first</source>
        <translation>die neuesten Aktionen zuerst</translation>
    </message>
    <message>
        <source>take back the last command(s)</source>
        <translation>die letzte(n) Aktion(en) zurücknehmen</translation>
    </message>
    <message>
        <source>apply undone command(s) again</source>
        <translation>rückgängig gemachte Aktion(en) erneut ausführen</translation>
    </message>
    <message>
        <source>roll dice, or record what real dice showed</source>
        <translation>würfeln oder festhalten, was echte Würfel gezeigt haben</translation>
    </message>
    <message>
        <source>run any command by name (see: commands)</source>
        <translation>eine beliebige Aktion über ihren Namen ausführen (siehe: commands)</translation>
    </message>
    <message>
        <source>list every command with its arguments</source>
        <translation>alle Aktionen mit ihren Argumenten auflisten</translation>
    </message>
    <message>
        <source>the campaign as JSON (- for standard output)</source>
        <translation>die Kampagne als JSON (- für die Standardausgabe)</translation>
    </message>
    <message>
        <source>a new campaign from JSON</source>
        <translation>eine neue Kampagne aus JSON</translation>
    </message>
    <message>
        <source>%1 needs one of: %2</source>
        <translation>%1 braucht eines von: %2</translation>
    </message>
    <message>
        <source>lookup</source>
        <translation>Nachschlagen</translation>
    </message>
    <message>
        <source>%1 %2 %3 to draw, %4 discarded, %5 in play · %6</source>
        <translation>%1 %2 %3 im Nachziehstapel, %4 abgelegt, %5 im Spiel · %6</translation>
    </message>
    <message>
        <source>table show needs a table id: table show FILE TABLE (see: tables FILE)</source>
        <translation>table show braucht eine Tabellen-ID: table show FILE TABLE (siehe: tables FILE)</translation>
    </message>
    <message>
        <source>The campaign has no table &apos;%1&apos;.</source>
        <translation>Die Kampagne hat keine Tabelle „%1“.</translation>
    </message>
    <message>
        <source>  modifier %1 (%2)</source>
        <translation>  Modifikator %1 (%2)</translation>
    </message>
    <message>
        <source>  columns: %1</source>
        <translation>  Spalten: %1</translation>
    </message>
    <message>
        <source>--modifier takes NAME=VALUE with a whole number, such as --modifier advantages=2; got &quot;%1&quot;.</source>
        <translation>--modifier erwartet NAME=WERT mit einer ganzen Zahl, etwa --modifier advantages=2; erhalten: „%1“.</translation>
    </message>
    <message>
        <source>table roll needs one table id: table roll FILE TABLE [--modifier NAME=N]... [--typed 3,4]</source>
        <translation>table roll braucht eine Tabellen-ID: table roll FILE TABLE [--modifier NAME=N]... [--typed 3,4]</translation>
    </message>
    <message>
        <source>--%1 must be a whole number.</source>
        <translation>--%1 muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>deck show needs a deck id: deck show FILE DECK (see: decks FILE)</source>
        <translation>deck show braucht eine Stapel-ID: deck show FILE DECK (siehe: decks FILE)</translation>
    </message>
    <message>
        <source>The campaign has no deck &apos;%1&apos;.</source>
        <translation>Die Kampagne hat keinen Stapel „%1“.</translation>
    </message>
    <message>
        <source>Draw pile: %1 cards; discard pile: %2; out of the game: %3</source>
        <translation>Nachziehstapel: %1 Karten; Ablagestapel: %2; aus dem Spiel: %3</translation>
    </message>
    <message>
        <source>  %1 holds %2 (face down)</source>
        <translation>  %1 hält %2 (verdeckt)</translation>
    </message>
    <message>
        <source>  %1 holds %2</source>
        <translation>  %1 hält %2</translation>
    </message>
    <message>
        <source>deck draw needs a deck: deck draw FILE DECK [--to HOLDER] [--count N] [--face-down]</source>
        <translation>deck draw braucht einen Stapel: deck draw FILE DECK [--to HOLDER] [--count N] [--face-down]</translation>
    </message>
    <message>
        <source>deck %1 needs a deck: deck %1 FILE DECK</source>
        <translation>deck %1 braucht einen Stapel: deck %1 FILE DECK</translation>
    </message>
    <message>
        <source>deck %1 needs a deck and a card: deck %1 FILE DECK CARD</source>
        <translation>deck %1 braucht einen Stapel und eine Karte: deck %1 FILE DECK CARD</translation>
    </message>
    <message>
        <source>content import needs one file: content import FILE IN.json, or IN.csv --table TABLE</source>
        <translation>content import braucht eine Datei: content import FILE IN.json oder IN.csv --table TABLE</translation>
    </message>
    <message>
        <source>A CSV file holds the rows of one table: add --table TABLE.</source>
        <translation>Eine CSV-Datei enthält die Zeilen einer einzigen Tabelle: --table TABLE hinzufügen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>content export needs an output file: content export FILE OUT.json|OUT.csv [--table ID]... [--deck ID]...</source>
        <translation>content export braucht eine Ausgabedatei: content export FILE OUT.json|OUT.csv [--table ID]... [--deck ID]...</translation>
    </message>
    <message>
        <source>A CSV file holds the rows of one table: name it with --table TABLE.</source>
        <translation>Eine CSV-Datei enthält die Zeilen einer einzigen Tabelle: diese mit --table TABLE angeben.</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos; cannot be written as CSV: %2</source>
        <translation>Tabelle „%1“ kann nicht als CSV geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1 tables and %2 decks to %3</source>
        <translation>%1 Tabellen und %2 Stapel nach %3 exportiert</translation>
    </message>
    <message>
        <source>%1: %2 of %3 points used, %4 remaining</source>
        <translation>%1: %2 von %3 Punkten verbraucht, %4 übrig</translation>
    </message>
    <message>
        <source>magic author needs: magic author FILE --author PLAYER --name NAME --points N [--text TEXT] [--id ID]</source>
        <translation>magic author braucht: magic author FILE --author PLAYER --name NAME --points N [--text TEXT] [--id ID]</translation>
    </message>
    <message>
        <source>magic remove needs an item id: magic remove FILE ID (see: magic items FILE)</source>
        <translation>magic remove braucht eine Gegenstands-ID: magic remove FILE ID (siehe: magic items FILE)</translation>
    </message>
    <message>
        <source>magic build takes only the campaign file (and --typed dice for the shuffle).</source>
        <translation>magic build erwartet nur die Kampagnendatei (und --typed mit Würfeln für das Mischen).</translation>
    </message>
    <message>
        <source>magic deal needs the nations, in dealing order: magic deal FILE NATION NATION...</source>
        <translation>magic deal braucht die Nationen in der Reihenfolge des Austeilens: magic deal FILE NATION NATION...</translation>
    </message>
    <message>
        <source>the campaign&apos;s tables, with their origin</source>
        <translation>die Tabellen der Kampagne mit ihrer Herkunft</translation>
    </message>
    <message>
        <source>the campaign&apos;s decks and their piles</source>
        <translation>die Stapel der Kampagne mit Nachzieh- und Ablagestapel</translation>
    </message>
    <message>
        <source>a table: the actions below</source>
        <translation>eine Tabelle: die folgenden Aktionen</translation>
    </message>
    <message>
        <source>rows, dice, modifiers and origin</source>
        <translation>Zeilen, Würfel, Modifikatoren und Herkunft</translation>
    </message>
    <message>
        <source>roll on a table (--column, --shift, --purpose, --typed 3,4)</source>
        <translation>auf einer Tabelle würfeln (--column, --shift, --purpose, --typed 3,4)</translation>
    </message>
    <message>
        <source>a deck: the actions below</source>
        <translation>ein Stapel: die folgenden Aktionen</translation>
    </message>
    <message>
        <source>piles and who holds which card</source>
        <translation>Kartenstapel und wer welche Karte hält</translation>
    </message>
    <message>
        <source>draw (--count N, --face-down; holder: referee by default)</source>
        <translation>ziehen (--count N, --face-down; Empfänger: standardmäßig der Spielleiter)</translation>
    </message>
    <message>
        <source>shuffle the draw pile</source>
        <translation>den Nachziehstapel mischen</translation>
    </message>
    <message>
        <source>discards back into the draw pile, shuffled</source>
        <translation>abgelegte Karten gemischt zurück in den Nachziehstapel</translation>
    </message>
    <message>
        <source>turn a face-down card up</source>
        <translation>eine verdeckte Karte aufdecken</translation>
    </message>
    <message>
        <source>put a card in play on the discard pile</source>
        <translation>eine Karte aus dem Spiel auf den Ablagestapel legen</translation>
    </message>
    <message>
        <source>tables and decks in and out: the actions below</source>
        <translation>Tabellen und Stapel importieren und exportieren: die folgenden Aktionen</translation>
    </message>
    <message>
        <source>add or replace tables and decks, all or nothing (CSV: --table ID)</source>
        <translation>Tabellen und Stapel hinzufügen oder ersetzen, alles oder nichts (CSV: --table ID)</translation>
    </message>
    <message>
        <source>all, or --table ID / --deck ID (- for standard output)</source>
        <translation>alle, oder --table ID / --deck ID (- für die Standardausgabe)</translation>
    </message>
    <message>
        <source>magic items (§2.18): the actions below</source>
        <translation>magische Gegenstände (§2.18): die folgenden Aktionen</translation>
    </message>
    <message>
        <source>the items written, points used and left per author</source>
        <translation>verfasste Gegenstände, verbrauchte und übrige Punkte je Autor</translation>
    </message>
    <message>
        <source>write an item (--text, --id to rewrite); 150 points per author</source>
        <translation>einen Gegenstand verfassen (--text, --id zum Überarbeiten); 150 Punkte je Autor</translation>
    </message>
    <message>
        <source>strike out a written item</source>
        <translation>einen verfassten Gegenstand streichen</translation>
    </message>
    <message>
        <source>shuffle every written item into the magic item deck</source>
        <translation>alle verfassten Gegenstände in den Stapel der magischen Gegenstände mischen</translation>
    </message>
    <message>
        <source>two items to each nation, face down</source>
        <translation>zwei Gegenstände an jede Nation, verdeckt</translation>
    </message>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw the map.</source>
        <translation>Dieses herald-cli wurde ohne die GUI-Unterstützung von Qt gestartet und kann die Karte daher nicht zeichnen.</translation>
    </message>
    <message>
        <source>map import needs a map file: map import FILE MAP.json</source>
        <translation>map import braucht eine Kartendatei: map import FILE MAP.json</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2 at character %3).</source>
        <translation>%1 ist kein JSON-Objekt (%2 bei Zeichen %3).</translation>
    </message>
    <message>
        <source>map export needs an output file (- for standard output): map export FILE OUT.json</source>
        <translation>map export braucht eine Ausgabedatei (- für die Standardausgabe): map export FILE OUT.json</translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation>Karte nach %1 exportiert</translation>
    </message>
    <message>
        <source>%1: %2 × %3 hexes, %4 areas (%5 land, %6 sea), %7 landmasses</source>
        <translation>%1: %2 × %3 Hexfelder, %4 Gebiete (%5 Land, %6 See), %7 Landmassen</translation>
    </message>
    <message>
        <source>(no map)</source>
        <translation>(keine Karte)</translation>
    </message>
    <message>
        <source>  %1: %2 areas</source>
        <translation>  %1: %2 Gebiete</translation>
    </message>
    <message>
        <source>map print needs a PDF file: map print FILE OUT.pdf [--paper a4|letter] [--nation NAME] [--hex-mm N]</source>
        <translation>map print braucht eine PDF-Datei: map print FILE OUT.pdf [--paper a4|letter] [--nation NAME] [--hex-mm N]</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter.</source>
        <translation>--paper muss a4 oder letter sein.</translation>
    </message>
    <message>
        <source>The campaign has no map to print yet.</source>
        <translation>Die Kampagne hat noch keine Karte zum Drucken.</translation>
    </message>
    <message>
        <source>--nation: the campaign has no nation &quot;%1&quot;.</source>
        <translation>--nation: Die Kampagne hat keine Nation „%1“.</translation>
    </message>
    <message>
        <source>--hex-mm is the printed hex width in millimetres, 5 or more (0 fits one page).</source>
        <translation>--hex-mm ist die gedruckte Hexfeldbreite in Millimetern, mindestens 5 (0 passt die Karte auf eine Seite ein).</translation>
    </message>
    <message>
        <source>%1 printed to %2 (%3 pages)</source>
        <translation>%1 nach %2 gedruckt (%3 Seiten)</translation>
    </message>
    <message>
        <source>map png needs an image file: map png FILE OUT.png [--hex-px N] [--nation NAME]</source>
        <translation>map png braucht eine Bilddatei: map png FILE OUT.png [--hex-px N] [--nation NAME]</translation>
    </message>
    <message>
        <source>--hex-px is the hex width in pixels, 8 to 400.</source>
        <translation>--hex-px ist die Hexfeldbreite in Pixeln, 8 bis 400.</translation>
    </message>
    <message>
        <source>That image would be too large; choose a smaller --hex-px.</source>
        <translation>Das Bild wäre zu groß; einen kleineren Wert für --hex-px wählen.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Map drawn to %1 (%2 × %3 pixels)</source>
        <translation>Karte nach %1 gezeichnet (%2 × %3 Pixel)</translation>
    </message>
    <message>
        <source>map needs an action: import, demo, export, show, print or png (see: herald-cli help).</source>
        <translation>map braucht eine Aktion: import, demo, export, show, print oder png (siehe: herald-cli help).</translation>
    </message>
    <message>
        <source>area show needs a hex number: area show FILE 0304</source>
        <translation>area show braucht eine Hexfeldnummer: area show FILE 0304</translation>
    </message>
    <message>
        <source>%1 is not an area of the map.</source>
        <translation>%1 ist kein Gebiet der Karte.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(unbenannt)</translation>
    </message>
    <message>
        <source>  Terrain: %1%2%3</source>
        <translation>  Gelände: %1%2%3</translation>
    </message>
    <message>
        <source>, coastal</source>
        <translation>, an der Küste</translation>
    </message>
    <message>
        <source>, major river</source>
        <translation>, großer Fluss</translation>
    </message>
    <message>
        <source>  Population centre: %1</source>
        <translation>  Siedlung: %1</translation>
    </message>
    <message>
        <source>  Owner: %1</source>
        <translation>  Besitzer: %1</translation>
    </message>
    <message>
        <source>uncontrolled</source>
        <translation>unkontrolliert</translation>
    </message>
    <message>
        <source>  POI: %1</source>
        <translation>  Besonderer Ort: %1</translation>
    </message>
    <message>
        <source>  Boundary with %1: %2%3</source>
        <translation>  Grenze zu %1: %2%3</translation>
    </message>
    <message>
        <source>, crossing %1</source>
        <translation>, Übergang %1</translation>
    </message>
    <message>
        <source>area set needs a hex number: area set FILE 0304 [--name N] [--terrain T] [--centre C] [--owner NATION|none] [--river yes|no] [--poi CARD|pass|ford|none] ...</source>
        <translation>area set braucht eine Hexfeldnummer: area set FILE 0304 [--name N] [--terrain T] [--centre C] [--owner NATION|none] [--river yes|no] [--poi CARD|pass|ford|none] ...</translation>
    </message>
    <message>
        <source>--%1 takes yes or no.</source>
        <translation>--%1 erwartet yes oder no.</translation>
    </message>
    <message>
        <source>area needs an action: show or set (see: herald-cli help).</source>
        <translation>area braucht eine Aktion: show oder set (siehe: herald-cli help).</translation>
    </message>
    <message>
        <source>the strategic map: import or export JSON, the demo map, a summary, PDF or PNG</source>
        <translation>die strategische Karte: JSON importieren oder exportieren, Demokarte, Übersicht, PDF oder PNG</translation>
    </message>
    <message>
        <source>one area of the strategic map: show it, or change it</source>
        <translation>ein Gebiet der strategischen Karte: anzeigen oder ändern</translation>
    </message>
    <message>
        <source>%1 needs an action: %2 (see: herald-cli help).</source>
        <translation>%1 braucht eine Aktion: %2 (siehe: herald-cli help).</translation>
    </message>
    <message>
        <source>%1  %2 %3  player %4, race %5, capital %6%7</source>
        <translation>%1  %2 %3  Spieler %4, Volk %5, Hauptstadt %6%7</translation>
    </message>
    <message>
        <source>none</source>
        <translation>—</translation>
    </message>
    <message>
        <source>, NPP</source>
        <translation>, Spieler abwesend</translation>
    </message>
    <message>
        <source>nation add FILE NAME --colour #rrggbb [--player P] [--list ID] [--capital XXYY] [--npp]</source>
        <translation>nation add FILE NAME --colour #rrggbb [--player P] [--list ID] [--capital XXYY] [--npp]</translation>
    </message>
    <message>
        <source>nation edit FILE NATION [--name N] [--colour C] [--player P] [--list ID] [--capital XXYY] [--npp yes|no]</source>
        <translation>nation edit FILE NATION [--name N] [--colour C] [--player P] [--list ID] [--capital XXYY] [--npp yes|no]</translation>
    </message>
    <message>
        <source>nation remove FILE NATION</source>
        <translation>nation remove FILE NATION</translation>
    </message>
    <message>
        <source>nation grant FILE NATION population|character POINTS REASON [--area XXYY]</source>
        <translation>nation grant FILE NATION population|character POINTS REASON [--area XXYY]</translation>
    </message>
    <message>
        <source>player add FILE NAME [--colour LABEL]</source>
        <translation>player add FILE NAME [--colour LABEL]</translation>
    </message>
    <message>
        <source>player remove FILE PLAYER</source>
        <translation>player remove FILE PLAYER</translation>
    </message>
    <message>
        <source> [sample]</source>
        <translation> [Beispiel]</translation>
    </message>
    <message>
        <source> [created race]</source>
        <translation> [eigenes Volk]</translation>
    </message>
    <message>
        <source>armylist import FILE LIST.json</source>
        <translation>armylist import FILE LIST.json</translation>
    </message>
    <message>
        <source>armylist remove FILE ID</source>
        <translation>armylist remove FILE ID</translation>
    </message>
    <message>
        <source>--year must be a year of the campaign (1 or later).</source>
        <translation>--year muss ein Jahr der Kampagne sein (1 oder später).</translation>
    </message>
    <message>
        <source>%1 (year %2)</source>
        <translation>%1 (Jahr %2)</translation>
    </message>
    <message>
        <source>roster show|validate FILE NATION [--year N]</source>
        <translation>roster show|validate FILE NATION [--year N]</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot;.</source>
        <translation>Es gibt keine Nation „%1“.</translation>
    </message>
    <message>
        <source>%1 has no roster for year %2.</source>
        <translation>%1 hat keine Armeeliste für Jahr %2.</translation>
    </message>
    <message>
        <source>%1 (%2), year %3, player %4</source>
        <translation>%1 (%2), Jahr %3, Spieler %4</translation>
    </message>
    <message>
        <source>PT %1  AP %2 (spent %3)  CP %4 (used %5)  mobs up to %6</source>
        <translation>BZ %1  AP %2 (ausgegeben %3)  CP %4 (verwendet %5)  Aufgebote bis %6</translation>
    </message>
    <message>
        <source>%1: %2 available (%3 bought, %4 lost)</source>
        <translation>%1: %2 verfügbar (%3 gekauft, %4 verloren)</translation>
    </message>
    <message>
        <source>  line %1: %2 at %3: %4 bought, %5 lost, %6 available</source>
        <translation>  Zeile %1: %2 zu %3: %4 gekauft, %5 verloren, %6 verfügbar</translation>
    </message>
    <message>
        <source>Character %1: %2, %3, %4 CP, %5%6</source>
        <translation>Charakter %1: %2, %3, %4 CP, %5%6</translation>
    </message>
    <message>
        <source>, items: %1</source>
        <translation>, Gegenstände: %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Warnung: %1</translation>
    </message>
    <message>
        <source>roster print FILE NATION OUT.pdf [--paper a4|letter] [--year N]</source>
        <translation>roster print FILE NATION OUT.pdf [--paper a4|letter] [--year N]</translation>
    </message>
    <message>
        <source>--paper is a4 or letter.</source>
        <translation>--paper ist a4 oder letter.</translation>
    </message>
    <message>
        <source>There is no roster of &quot;%1&quot; for year %2 to print.</source>
        <translation>Es gibt keine Armeeliste von „%1“ für Jahr %2 zum Drucken.</translation>
    </message>
    <message>
        <source>Roster sheet of %1, year %2, written to %3</source>
        <translation>Armeelistenblatt von %1, Jahr %2, nach %3 geschrieben</translation>
    </message>
    <message>
        <source>roster open FILE NATION</source>
        <translation>roster open FILE NATION</translation>
    </message>
    <message>
        <source>roster buy FILE NATION UNIT-TYPE COUNT (a negative count removes units)</source>
        <translation>roster buy FILE NATION UNIT-TYPE COUNT (eine negative Anzahl entfernt Einheiten)</translation>
    </message>
    <message>
        <source>roster loss FILE NATION LINE COUNT</source>
        <translation>roster loss FILE NATION LINE COUNT</translation>
    </message>
    <message>
        <source>The roster stands.</source>
        <translation>Die Armeeliste ist gültig.</translation>
    </message>
    <message>
        <source>character buy FILE NATION LIST-ENTRY [--name NAME] [--free]</source>
        <translation>character buy FILE NATION LIST-ENTRY [--name NAME] [--free]</translation>
    </message>
    <message>
        <source>character status FILE CHARACTER-ID active|captured|killed|onExpedition|envoy [--captor NATION]</source>
        <translation>character status FILE CHARACTER-ID active|captured|killed|onExpedition|envoy [--captor NATION]</translation>
    </message>
    <message>
        <source>character drop FILE CHARACTER-ID</source>
        <translation>character drop FILE CHARACTER-ID</translation>
    </message>
    <message>
        <source>item bind FILE CHARACTER-ID CARD-ID</source>
        <translation>item bind FILE CHARACTER-ID CARD-ID</translation>
    </message>
    <message>
        <source>Add or remove a player (§1.2).</source>
        <translation>Einen Spieler hinzufügen oder entfernen (§1.2).</translation>
    </message>
    <message>
        <source>Found, change, list or remove nations; grant population or character points (§1.2, §2.1, §2.3).</source>
        <translation>Nationen gründen, ändern, auflisten oder entfernen; Bevölkerungs- oder Charakterpunkte gewähren (§1.2, §2.1, §2.3).</translation>
    </message>
    <message>
        <source>The campaign&apos;s army lists: import a list file, list them, remove an unused one (§1.2).</source>
        <translation>Die Armeebücher der Kampagne: eine Listendatei importieren, sie auflisten, ein unbenutztes entfernen (§1.2).</translation>
    </message>
    <message>
        <source>Population total, army and character points of every nation, with the areas behind them (§2.1-§2.3).</source>
        <translation>Bevölkerungszahl, Armee- und Charakterpunkte jeder Nation mit den zugrunde liegenden Gebieten (§2.1-§2.3).</translation>
    </message>
    <message>
        <source>A nation&apos;s yearly roster: open it, buy units, strike off losses, show, check or print it (§1.4, §8).</source>
        <translation>Die jährliche Armeeliste einer Nation: eröffnen, Einheiten kaufen, Verluste streichen, anzeigen, prüfen oder drucken (§1.4, §8).</translation>
    </message>
    <message>
        <source>Characters bought with character points, captured, killed or dropped (§2.3, §6.4).</source>
        <translation>Charaktere: mit Charakterpunkten kaufen, gefangen nehmen, töten oder streichen (§2.3, §6.4).</translation>
    </message>
    <message>
        <source>Give a magic item card to a character for good (§1.4).</source>
        <translation>Einem Charakter dauerhaft eine Karte eines magischen Gegenstands geben (§1.4).</translation>
    </message>
    <message>
        <source>There is no Diplomacy game %1 (see: diplomacy games FILE).</source>
        <translation>Es gibt keine Diplomacy-Partie %1 (siehe: diplomacy games FILE).</translation>
    </message>
    <message>
        <source>Name the game by its number (see: diplomacy games FILE).</source>
        <translation>Die Partie über ihre Nummer angeben (siehe: diplomacy games FILE).</translation>
    </message>
    <message>
        <source>No Diplomacy games yet.</source>
        <translation>Noch keine Diplomacy-Partien.</translation>
    </message>
    <message>
        <source>diplomacy new needs a name: diplomacy new FILE NAME [--variant standard|downfall]</source>
        <translation>diplomacy new braucht einen Namen: diplomacy new FILE NAME [--variant standard|downfall]</translation>
    </message>
    <message>
        <source>The current phase of %1 cannot be read.</source>
        <translation>Die aktuelle Phase von %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>%1&apos;s orders:</source>
        <translation>Befehle von %1:</translation>
    </message>
    <message>
        <source>diplomacy orders needs a game, a power and the orders: diplomacy orders FILE GAME POWER &quot;A Par-Bur; A Mar S A Par-Bur&quot; (or --from ORDERS.txt, one order a line)</source>
        <translation>diplomacy orders braucht eine Partie, eine Macht und die Befehle: diplomacy orders FILE GAME POWER &quot;A Par-Bur; A Mar S A Par-Bur&quot; (oder --from ORDERS.txt, ein Befehl pro Zeile)</translation>
    </message>
    <message>
        <source>%1 has no phase %2 (phases count from 1).</source>
        <translation>%1 hat keine Phase %2 (Phasen werden ab 1 gezählt).</translation>
    </message>
    <message>
        <source>%1 is not a power of %2.</source>
        <translation>%1 ist keine Macht von %2.</translation>
    </message>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw a PDF; print the report from the Toolkit page instead.</source>
        <translation>Dieses herald-cli wurde ohne die GUI-Unterstützung von Qt gestartet und kann daher kein PDF erzeugen; den Bericht stattdessen über die Seite Werkzeuge drucken.</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter.</source>
        <translation>--paper erwartet a4 oder letter.</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>diplomacy export needs an output file (- for standard output): diplomacy export FILE GAME OUT.json</source>
        <translation>diplomacy export braucht eine Ausgabedatei (- für die Standardausgabe): diplomacy export FILE GAME OUT.json</translation>
    </message>
    <message>
        <source>diplomacy needs an action: %1 (see: herald-cli help).</source>
        <translation>diplomacy braucht eine Aktion: %1 (siehe: herald-cli help).</translation>
    </message>
    <message>
        <source>diplomacy adjudicate needs a game: diplomacy adjudicate FILE GAME</source>
        <translation>diplomacy adjudicate braucht eine Partie: diplomacy adjudicate FILE GAME</translation>
    </message>
    <message>
        <source>diplomacy personality needs a game, a personality and a province (&quot;&quot; to take it off): diplomacy personality FILE GAME Gandalf Edo</source>
        <translation>diplomacy personality braucht eine Partie, eine Persönlichkeit und eine Provinz (&quot;&quot; nimmt sie vom Brett): diplomacy personality FILE GAME Gandalf Edo</translation>
    </message>
    <message>
        <source>diplomacy note needs a game, a power and the text: diplomacy note FILE GAME Mordor &quot;...&quot;</source>
        <translation>diplomacy note braucht eine Partie, eine Macht und den Text: diplomacy note FILE GAME Mordor &quot;...&quot;</translation>
    </message>
    <message>
        <source>Diplomacy games: new game, orders, adjudication, retreats and builds, reports</source>
        <translation>Diplomacy-Partien: neue Partie, Befehle, Auswertung, Rückzüge und Aufbauten, Berichte</translation>
    </message>
    <message>
        <source>judge one Diplomacy phase from a position file and an orders file, without a campaign</source>
        <translation>eine Diplomacy-Phase aus einer Stellungsdatei und einer Befehlsdatei auswerten, ohne Kampagne</translation>
    </message>
    <message>
        <source>adjudicate needs a position file and an orders file: adjudicate POSITION ORDERS [--json]</source>
        <translation>adjudicate braucht eine Stellungsdatei und eine Befehlsdatei: adjudicate POSITION ORDERS [--json]</translation>
    </message>
    <message>
        <source>%1:%2: Herald knows no variant &quot;%3&quot; (it knows Standard and Hardbop Downfall).</source>
        <translation>%1:%2: Herald kennt keine Variante „%3“ (bekannt sind Standard und Hardbop Downfall).</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Next position:</source>
        <translation>Nächste Stellung:</translation>
    </message>
    <message>
        <source>This herald-cli runs without Qt&apos;s GUI support, so it cannot draw the roster sheet.</source>
        <translation>Dieses herald-cli läuft ohne die GUI-Unterstützung von Qt und kann das Armeelistenblatt daher nicht zeichnen.</translation>
    </message>
</context>
<context>
    <name>herald::db</name>
    <message>
        <source>%1 is damaged and cannot be read: %2</source>
        <translation>%1 ist beschädigt und kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is a database, but not a Herald campaign (another program wrote it).</source>
        <translation>%1 ist eine Datenbank, aber keine Herald-Kampagne (ein anderes Programm hat sie geschrieben).</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Herald (campaign format %2; this Herald reads up to %3). Update Herald to open it.</source>
        <translation>%1 wurde mit einer neueren Herald-Version gespeichert (Kampagnenformat %2; diese Version liest bis %3). Zum Öffnen Herald aktualisieren.</translation>
    </message>
    <message>
        <source>may not be null</source>
        <translation>darf nicht null sein</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>muss eine ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>muss eine Zahl sein</translation>
    </message>
    <message>
        <source>must be base64 text</source>
        <translation>muss base64-Text sein</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>muss Text sein</translation>
    </message>
    <message>
        <source>The import was refused; nothing was written. %1: %2</source>
        <translation>Der Import wurde abgelehnt; nichts wurde geschrieben. %1: %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;; this is not a Herald campaign export</source>
        <translation>„%1“ erwartet; dies ist kein Herald-Kampagnenexport</translation>
    </message>
    <message>
        <source>must be a whole number from 1</source>
        <translation>muss eine ganze Zahl ab 1 sein</translation>
    </message>
    <message>
        <source>format version %1 comes from a newer Herald; this one reads up to %2</source>
        <translation>Formatversion %1 stammt von einer neueren Herald-Version; diese liest bis %2</translation>
    </message>
    <message>
        <source>must be an object of tables</source>
        <translation>muss ein Objekt aus Tabellen sein</translation>
    </message>
    <message>
        <source>there is no such table in a campaign</source>
        <translation>eine solche Tabelle gibt es in einer Kampagne nicht</translation>
    </message>
    <message>
        <source>must be an array of rows</source>
        <translation>muss ein Array aus Zeilen sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>there is no such column</source>
        <translation>eine solche Spalte gibt es nicht</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must hold exactly one campaign record</source>
        <translation>muss genau einen Kampagnendatensatz enthalten</translation>
    </message>
    <message>
        <source>needs &quot;command&quot; and &quot;summary&quot; text</source>
        <translation>braucht Text in „command“ und „summary“</translation>
    </message>
    <message>
        <source>needs &quot;year&quot; and &quot;month&quot; numbers</source>
        <translation>braucht Zahlen in „year“ und „month“</translation>
    </message>
    <message>
        <source>refers to a row of &quot;%1&quot; that the file does not contain</source>
        <translation>verweist auf eine Zeile von „%1“, die in der Datei fehlt</translation>
    </message>
    <message>
        <source>The import was refused; nothing was written. %1</source>
        <translation>Der Import wurde abgelehnt; nichts wurde geschrieben. %1</translation>
    </message>
    <message>
        <source>%1 already exists; import into a new file.</source>
        <translation>%1 existiert bereits; in eine neue Datei importieren.</translation>
    </message>
    <message>
        <source>at byte %1</source>
        <translation>bei Byte %1</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>das Dokument muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>A campaign needs a name.</source>
        <translation>Eine Kampagne braucht einen Namen.</translation>
    </message>
    <message>
        <source>Campaign renamed to &quot;%1&quot;</source>
        <translation>Kampagne in „%1“ umbenannt</translation>
    </message>
    <message>
        <source>The argument &quot;value&quot; is missing.</source>
        <translation>Das Argument „value“ fehlt.</translation>
    </message>
    <message>
        <source>Setting %1 set to %2</source>
        <translation>Einstellung %1 auf %2 gesetzt</translation>
    </message>
    <message>
        <source>Referee&apos;s roll</source>
        <translation>Wurf des Spielleiters</translation>
    </message>
    <message>
        <source>%1: typed %2</source>
        <translation>%1: %2 eingegeben</translation>
    </message>
    <message>
        <source>%1: rolled %2</source>
        <translation>%1: %2 gewürfelt</translation>
    </message>
    <message>
        <source>No dice expression was given; write one such as d6, 2d10 or 3d6+2.</source>
        <translation>Kein Würfelausdruck angegeben; einen wie d6, 2d10 oder 3d6+2 eingeben.</translation>
    </message>
    <message>
        <source>a &apos;d&apos; is expected between the number of dice and the die size, as in 2d6</source>
        <translation>zwischen der Anzahl der Würfel und der Würfelgröße wird ein „d“ erwartet, wie in 2d6</translation>
    </message>
    <message>
        <source>the number of dice must be from 1 to 100</source>
        <translation>die Anzahl der Würfel muss zwischen 1 und 100 liegen</translation>
    </message>
    <message>
        <source>the die size must be from 2 to 1000</source>
        <translation>die Würfelgröße muss zwischen 2 und 1000 liegen</translation>
    </message>
    <message>
        <source>a modifier is written +K or -K, with K up to 1000</source>
        <translation>ein Modifikator wird als +K oder -K geschrieben, mit K bis 1000</translation>
    </message>
    <message>
        <source>nothing may follow the expression</source>
        <translation>auf den Ausdruck darf nichts folgen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: at character %2, %3.</source>
        <translation>„%1“ ist kein Würfelausdruck (Zeichen %2: %3).</translation>
    </message>
    <message>
        <source>There is no file at %1.</source>
        <translation>Unter %1 gibt es keine Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Herald campaign: it is not a database file at all.</source>
        <translation>%1 ist keine Herald-Kampagne: Es ist überhaupt keine Datenbankdatei.</translation>
    </message>
    <message>
        <source>%1 is damaged: the file is shorter than its own header says (%2 of %3 bytes). It was probably cut off while being copied; use a backup copy.</source>
        <translation>%1 ist beschädigt: Die Datei ist kürzer, als ihr eigener Header angibt (%2 von %3 Bytes). Sie wurde vermutlich beim Kopieren abgeschnitten; eine Sicherungskopie verwenden.</translation>
    </message>
    <message>
        <source>Schema script %1 is missing.</source>
        <translation>Das Schemaskript %1 fehlt.</translation>
    </message>
    <message>
        <source>Upgrading the campaign to schema version %1 failed, and the file was left at version %2: %3</source>
        <translation>Das Aktualisieren der Kampagne auf Schemaversion %1 ist fehlgeschlagen; die Datei bleibt auf Version %2: %3</translation>
    </message>
    <message>
        <source>%1 typed die value(s) were not needed by this roll.</source>
        <translation>Dieser Wurf brauchte %1 der eingegebenen Würfelwerte nicht.</translation>
    </message>
    <message>
        <source>The shipped decks and tables cannot be read: %1</source>
        <translation>Die mitgelieferten Stapel und Tabellen können nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The campaign already has every shipped WarMaster table and deck.</source>
        <translation>Die Kampagne enthält bereits alle mitgelieferten WarMaster-Tabellen und -Stapel.</translation>
    </message>
    <message>
        <source>Added the WarMaster content: %1 tables and %2 shuffled decks</source>
        <translation>WarMaster-Inhalte hinzugefügt: %1 Tabellen und %2 gemischte Stapel</translation>
    </message>
    <message>
        <source>The modifier &quot;%1&quot; must be a whole number, such as %1=2.</source>
        <translation>Der Modifikator „%1“ muss eine ganze Zahl sein, etwa %1=2.</translation>
    </message>
    <message>
        <source>The campaign has no table &apos;%1&apos;.</source>
        <translation>Die Kampagne hat keine Tabelle „%1“.</translation>
    </message>
    <message>
        <source>The argument &quot;table&quot; must be a table as a JSON object.</source>
        <translation>Das Argument „table“ muss eine Tabelle als JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>table.%1</source>
        <translation>table.%1</translation>
    </message>
    <message>
        <source>Edited table &apos;%1&apos;</source>
        <translation>Tabelle „%1“ bearbeitet</translation>
    </message>
    <message>
        <source>Added table &apos;%1&apos;</source>
        <translation>Tabelle „%1“ hinzugefügt</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos; cannot be removed: table(s) %2 say to roll again on it.</source>
        <translation>Tabelle „%1“ kann nicht entfernt werden: Die Tabelle(n) %2 verweisen für einen weiteren Wurf darauf.</translation>
    </message>
    <message>
        <source>Removed table &apos;%1&apos;</source>
        <translation>Tabelle „%1“ entfernt</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos;, CSV %2</source>
        <translation>Tabelle „%1“, CSV %2</translation>
    </message>
    <message>
        <source>Replaced the rows of table &apos;%1&apos; from CSV (%2 rows)</source>
        <translation>Zeilen der Tabelle „%1“ aus CSV ersetzt (%2 Zeilen)</translation>
    </message>
    <message>
        <source>operation.%1</source>
        <translation>operation.%1</translation>
    </message>
    <message>
        <source>The campaign has no deck &apos;%1&apos;.</source>
        <translation>Die Kampagne hat keinen Stapel „%1“.</translation>
    </message>
    <message>
        <source>The argument &quot;deck&quot; must be a deck as a JSON object.</source>
        <translation>Das Argument „deck“ muss ein Stapel als JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>deck.%1</source>
        <translation>deck.%1</translation>
    </message>
    <message>
        <source>Edited deck &apos;%1&apos; (%2 cards)</source>
        <translation>Stapel „%1“ bearbeitet (%2 Karten)</translation>
    </message>
    <message>
        <source>Added deck &apos;%1&apos; (%2 cards)</source>
        <translation>Stapel „%1“ hinzugefügt (%2 Karten)</translation>
    </message>
    <message>
        <source>Removed deck &apos;%1&apos;</source>
        <translation>Stapel „%1“ entfernt</translation>
    </message>
    <message>
        <source>The argument &quot;content&quot; must be a decks-and-tables document.</source>
        <translation>Das Argument „content“ muss ein Dokument mit Stapeln und Tabellen sein.</translation>
    </message>
    <message>
        <source>Imported %1 tables and %2 decks</source>
        <translation>%1 Tabellen und %2 Stapel importiert</translation>
    </message>
    <message>
        <source>%1 rewrote magic item &apos;%2&apos; (%3 points; %4 of %5 used)</source>
        <translation>%1 hat den magischen Gegenstand „%2“ überarbeitet (%3 Punkte; %4 von %5 verbraucht)</translation>
    </message>
    <message>
        <source>%1 wrote magic item &apos;%2&apos; (%3 points; %4 of %5 used)</source>
        <translation>%1 hat den magischen Gegenstand „%2“ verfasst (%3 Punkte; %4 von %5 verbraucht)</translation>
    </message>
    <message>
        <source>No magic item &apos;%1&apos; has been written.</source>
        <translation>Es wurde kein magischer Gegenstand „%1“ verfasst.</translation>
    </message>
    <message>
        <source>Struck out magic item &apos;%1&apos; by %2</source>
        <translation>Magischen Gegenstand „%1“ von %2 gestrichen</translation>
    </message>
    <message>
        <source>No magic items have been written yet: each player writes up to %1 points of them (§2.18).</source>
        <translation>Es wurden noch keine magischen Gegenstände verfasst: Jeder Spieler verfasst solche im Wert von bis zu %1 Punkten (§2.18).</translation>
    </message>
    <message>
        <source>The magic item deck has been dealt from already; it cannot be rebuilt while items are held, discarded or lost (§2.18).</source>
        <translation>Vom Stapel der magischen Gegenstände wurde bereits ausgeteilt; er kann nicht neu gebildet werden, solange Gegenstände gehalten, abgelegt oder verloren sind (§2.18).</translation>
    </message>
    <message>
        <source>Shuffled %1 magic items into the magic item deck</source>
        <translation>%1 magische Gegenstände in den Stapel der magischen Gegenstände gemischt</translation>
    </message>
    <message>
        <source>The argument &quot;nations&quot; must list the nations to deal to.</source>
        <translation>Das Argument „nations“ muss die Nationen auflisten, an die ausgeteilt wird.</translation>
    </message>
    <message>
        <source>There is no magic item deck yet: shuffle the written items into it first.</source>
        <translation>Es gibt noch keinen Stapel der magischen Gegenstände: zuerst die verfassten Gegenstände hineinmischen.</translation>
    </message>
    <message>
        <source>There is no Diplomacy game %1.</source>
        <translation>Es gibt keine Diplomacy-Partie %1.</translation>
    </message>
    <message>
        <source>The current phase of &quot;%1&quot; cannot be read.</source>
        <translation>Die aktuelle Phase von „%1“ kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>There is no variant &quot;%1&quot;; choose standard or downfall.</source>
        <translation>Es gibt keine Variante „%1“; standard oder downfall wählen.</translation>
    </message>
    <message>
        <source>A Diplomacy game needs a name.</source>
        <translation>Eine Diplomacy-Partie braucht einen Namen.</translation>
    </message>
    <message>
        <source>New Diplomacy game &quot;%1&quot; (%2), %3</source>
        <translation>Neue Diplomacy-Partie „%1“ (%2), %3</translation>
    </message>
    <message>
        <source>%1 is not a power of %2.</source>
        <translation>%1 ist keine Macht von %2.</translation>
    </message>
    <message>
        <source>%1&apos;s orders, %2</source>
        <translation>Befehle von %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2&apos;s orders for %3 (%n order(s))</source>
        <translation>
            <numerusform>%1: Befehle von %2 für %3 (%n Befehl)</numerusform>
            <numerusform>%1: Befehle von %2 für %3 (%n Befehle)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%2 (%1) in %3</translation>
    </message>
    <message>
        <source>army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>fleet</source>
        <translation>Flotte</translation>
    </message>
    <message>
        <source>%1 (%2) met the %3.</source>
        <translation>%1 (%2) ist auf eine Einheit getroffen: %3.</translation>
    </message>
    <message>
        <source>%1 is over: %2 has won.</source>
        <translation>%1 ist beendet: %2 hat gewonnen.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 adjudicated (%n result(s)); next: %3</source>
        <translation>
            <numerusform>%1: %2 ausgewertet (%n Ergebnis); als Nächstes: %3</numerusform>
            <numerusform>%1: %2 ausgewertet (%n Ergebnisse); als Nächstes: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no personalities.</source>
        <translation>%1 ist eine Standardpartie: Sie hat keine Persönlichkeiten.</translation>
    </message>
    <message>
        <source>%1 is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul).</source>
        <translation>%1 ist keine Persönlichkeit (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul).</translation>
    </message>
    <message>
        <source>%1 is not a province of %2.</source>
        <translation>%1 ist keine Provinz von %2.</translation>
    </message>
    <message>
        <source>Personalities are placed before a movement phase, not in %1.</source>
        <translation>Persönlichkeiten werden vor einer Bewegungsphase platziert, nicht in %1.</translation>
    </message>
    <message>
        <source>%1: %2 taken off the board</source>
        <translation>%1: %2 vom Brett genommen</translation>
    </message>
    <message>
        <source>%1: %2 placed in %3 (hidden)</source>
        <translation>%1: %2 verdeckt in %3 platziert</translation>
    </message>
    <message>
        <source>A private note needs some text.</source>
        <translation>Eine private Notiz braucht Text.</translation>
    </message>
    <message>
        <source>%1: private note for %2 (%3)</source>
        <translation>%1: private Notiz für %2 (%3)</translation>
    </message>
    <message>
        <source>The argument &quot;hexes&quot; must list at least one hex number, e.g. [&quot;0304&quot;].</source>
        <translation>Das Argument „hexes“ muss mindestens eine Hexfeldnummer auflisten, z. B. [&quot;0304&quot;].</translation>
    </message>
    <message>
        <source>hexes: &apos;%1&apos; is not a hex number XXYY.</source>
        <translation>hexes: „%1“ ist keine Hexfeldnummer XXYY.</translation>
    </message>
    <message>
        <source>Hex %1 lies outside the map&apos;s %2 × %3 layout; enlarge the layout first.</source>
        <translation>Hexfeld %1 liegt außerhalb des Kartenlayouts von %2 × %3; zuerst das Layout vergrößern.</translation>
    </message>
    <message>
        <source>Hex %1 is not an area of the map.</source>
        <translation>Hexfeld %1 ist kein Gebiet der Karte.</translation>
    </message>
    <message>
        <source>Landmass %1</source>
        <translation>Landmasse %1</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing changed:
%2</source>
        <translation>%1 wurde nicht importiert; nichts wurde geändert:
%2</translation>
    </message>
    <message>
        <source>Map &quot;%1&quot; imported: %2 areas, %3 nations added</source>
        <translation>Karte „%1“ importiert: %2 Gebiete, %3 Nationen hinzugefügt</translation>
    </message>
    <message>
        <source>The argument &quot;map&quot; must be a strategic map object (docs/strategic-map-format.md).</source>
        <translation>Das Argument „map“ muss ein Objekt einer strategischen Karte sein (docs/strategic-map-format.md).</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>Die Karte</translation>
    </message>
    <message>
        <source>The demo map</source>
        <translation>Die Demokarte</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to 99.</source>
        <translation>%1 muss eine ganze Zahl von 1 bis 99 sein.</translation>
    </message>
    <message>
        <source>Area %1 would lie outside a %2 × %3 layout; remove it first.</source>
        <translation>Gebiet %1 läge außerhalb eines Layouts von %2 × %3; es zuerst entfernen.</translation>
    </message>
    <message>
        <source>Map layout: &quot;%1&quot;, %2 × %3 hexes</source>
        <translation>Kartenlayout: „%1“, %2 × %3 Hexfelder</translation>
    </message>
    <message>
        <source>image: the background must be a PNG or JPEG file, base64-encoded.</source>
        <translation>image: Der Hintergrund muss eine base64-kodierte PNG- oder JPEG-Datei sein.</translation>
    </message>
    <message>
        <source>opacity must be a number from 0 to 1.</source>
        <translation>opacity muss eine Zahl von 0 bis 1 sein.</translation>
    </message>
    <message>
        <source>Map background removed</source>
        <translation>Kartenhintergrund entfernt</translation>
    </message>
    <message>
        <source>Map background set (grid opacity %1%)</source>
        <translation>Kartenhintergrund gesetzt (Deckkraft des Rasters %1 %)</translation>
    </message>
    <message>
        <source>terrain: &apos;%1&apos; is not one of %2.</source>
        <translation>terrain: „%1“ ist keiner der Werte %2.</translation>
    </message>
    <message>
        <source>terrain: sea cannot be chaos land (§7.5).</source>
        <translation>terrain: See kann kein Chaosland sein (§7.5).</translation>
    </message>
    <message>
        <source>Chaos land (%1)</source>
        <translation>Chaosland (%1)</translation>
    </message>
    <message>
        <source>Painted %1 (%2 areas: %3)</source>
        <translation>Gemalt: %1 (%2 Gebiete: %3)</translation>
    </message>
    <message>
        <source>, %1 of them new</source>
        <translation>, davon %1 neu</translation>
    </message>
    <message>
        <source>Area %1 is the capital of %2; choose another capital first.</source>
        <translation>Gebiet %1 ist die Hauptstadt von %2; zuerst eine andere Hauptstadt wählen.</translation>
    </message>
    <message>
        <source>Removed %1 areas: %2</source>
        <translation>%1 Gebiete entfernt: %2</translation>
    </message>
    <message>
        <source>hex: &apos;%1&apos; is not an area of the map.</source>
        <translation>hex: „%1“ ist kein Gebiet der Karte.</translation>
    </message>
    <message>
        <source>area.set needs at least one field to change.</source>
        <translation>area.set braucht mindestens ein zu änderndes Feld.</translation>
    </message>
    <message>
        <source>Area %1: %2</source>
        <translation>Gebiet %1: %2</translation>
    </message>
    <message>
        <source>The argument &quot;sides&quot; must list hexsides, e.g. [[&quot;0304&quot;, &quot;0305&quot;]].</source>
        <translation>Das Argument „sides“ muss Hexfeldseiten auflisten, z. B. [[&quot;0304&quot;, &quot;0305&quot;]].</translation>
    </message>
    <message>
        <source>sides[%1]: give two neighbouring hex numbers, e.g. [&quot;0304&quot;, &quot;0305&quot;].</source>
        <translation>sides[%1]: zwei benachbarte Hexfeldnummern angeben, z. B. [&quot;0304&quot;, &quot;0305&quot;].</translation>
    </message>
    <message>
        <source>sides[%1]: %2 is not between two areas of the map.</source>
        <translation>sides[%1]: %2 liegt nicht zwischen zwei Gebieten der Karte.</translation>
    </message>
    <message>
        <source>barrier: &apos;%1&apos; is not one of default, %2.</source>
        <translation>barrier: „%1“ ist keiner der Werte default, %2.</translation>
    </message>
    <message>
        <source>crossing: must be one of %1.</source>
        <translation>crossing: muss einer der Werte %1 sein.</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>großer Fluss</translation>
    </message>
    <message>
        <source>no river</source>
        <translation>kein Fluss</translation>
    </message>
    <message>
        <source>barrier %1</source>
        <translation>Hindernis %1</translation>
    </message>
    <message>
        <source>default barrier (I-52)</source>
        <translation>Standardhindernis (I-52)</translation>
    </message>
    <message>
        <source>crossing %1</source>
        <translation>Übergang %1</translation>
    </message>
    <message>
        <source>boundary.set needs river, barrier or crossing.</source>
        <translation>boundary.set braucht river, barrier oder crossing.</translation>
    </message>
    <message>
        <source>Boundary %1: a crossing needs a barrier to cross (§4.4).</source>
        <translation>Grenze %1: Ein Übergang braucht ein Hindernis, das er überquert (§4.4).</translation>
    </message>
    <message>
        <source>Boundary %1: neither area has a %2 POI to cross by (I-52).</source>
        <translation>Grenze %1: Keines der beiden Gebiete hat einen besonderen Ort „%2“ zum Überqueren (I-52).</translation>
    </message>
    <message>
        <source>Boundary %1: %2</source>
        <translation>Grenze %1: %2</translation>
    </message>
    <message>
        <source>The army list was not imported; nothing changed. Problems found:
%1</source>
        <translation>Das Armeebuch wurde nicht importiert; nichts wurde geändert. Gefundene Probleme:
%1</translation>
    </message>
    <message>
        <source>Army list %1 (%2) replaced</source>
        <translation>Armeebuch %1 (%2) ersetzt</translation>
    </message>
    <message>
        <source>Army list %1 (%2) imported</source>
        <translation>Armeebuch %1 (%2) importiert</translation>
    </message>
    <message>
        <source>The sample list %1 cannot be read.</source>
        <translation>Das Beispielbuch %1 kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The shipped sample list %1 is malformed: %2</source>
        <translation>Das mitgelieferte Beispielbuch %1 ist fehlerhaft: %2</translation>
    </message>
    <message>
        <source>Sample army lists added: %1</source>
        <translation>Beispiel-Armeebücher hinzugefügt: %1</translation>
    </message>
    <message>
        <source>The campaign has no army list &quot;%1&quot;.</source>
        <translation>Die Kampagne hat kein Armeebuch „%1“.</translation>
    </message>
    <message>
        <source>The army list %1 is the race of %2; give them another list first (§1.2).</source>
        <translation>Das Armeebuch %1 ist das Volk von %2; dieser Nation zuerst ein anderes Armeebuch geben (§1.2).</translation>
    </message>
    <message>
        <source>Army list %1 removed</source>
        <translation>Armeebuch %1 entfernt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of {list, entry} objects.</source>
        <translation>„%1“ muss eine Liste von {list, entry}-Objekten sein.</translation>
    </message>
    <message>
        <source>Each pick of &quot;%1&quot; needs a &quot;list&quot; and an &quot;entry&quot;.</source>
        <translation>Jede Auswahl in „%1“ braucht „list“ und „entry“.</translation>
    </message>
    <message>
        <source>The campaign already has an army list &quot;%1&quot;.</source>
        <translation>Die Kampagne hat bereits ein Armeebuch „%1“.</translation>
    </message>
    <message>
        <source>The created race %1 cannot be built:
%2</source>
        <translation>Das eigene Volk %1 kann nicht erstellt werden:
%2</translation>
    </message>
    <message>
        <source>Created race %1 (%2) with %3 unit types</source>
        <translation>Eigenes Volk %1 (%2) mit %3 Einheitentypen erstellt</translation>
    </message>
    <message>
        <source>A player needs a name.</source>
        <translation>Ein Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already a player called &quot;%1&quot;.</source>
        <translation>Es gibt bereits einen Spieler namens „%1“.</translation>
    </message>
    <message>
        <source>Player %1 joins the campaign</source>
        <translation>Spieler %1 tritt der Kampagne bei</translation>
    </message>
    <message>
        <source>There is no player &quot;%1&quot;.</source>
        <translation>Es gibt keinen Spieler „%1“.</translation>
    </message>
    <message>
        <source>%1 still runs %2; give the nation another player first (§1.2).</source>
        <translation>%1 führt noch %2; der Nation zuerst einen anderen Spieler geben (§1.2).</translation>
    </message>
    <message>
        <source>Player %1 leaves the campaign</source>
        <translation>Spieler %1 verlässt die Kampagne</translation>
    </message>
    <message>
        <source>A nation needs a name.</source>
        <translation>Eine Nation braucht einen Namen.</translation>
    </message>
    <message>
        <source>The colour &quot;%1&quot; is not of the form #rrggbb.</source>
        <translation>Die Farbe „%1“ hat nicht die Form #rrggbb.</translation>
    </message>
    <message>
        <source>There is no player &quot;%1&quot;; add the player first.</source>
        <translation>Es gibt keinen Spieler „%1“; den Spieler zuerst hinzufügen.</translation>
    </message>
    <message>
        <source>The campaign has no army list &quot;%1&quot; (§1.2): import it or create the race first.</source>
        <translation>Die Kampagne hat kein Armeebuch „%1“ (§1.2): es zuerst importieren oder das Volk erstellen.</translation>
    </message>
    <message>
        <source>The capital &quot;%1&quot; is not an area number of the form XXYY.</source>
        <translation>Die Hauptstadt „%1“ ist keine Gebietsnummer der Form XXYY.</translation>
    </message>
    <message>
        <source>There is already a nation called &quot;%1&quot;.</source>
        <translation>Es gibt bereits eine Nation namens „%1“.</translation>
    </message>
    <message>
        <source>Nation %1 founded</source>
        <translation>Nation %1 gegründet</translation>
    </message>
    <message>
        <source>Nation %1 founded (%2)</source>
        <translation>Nation %1 gegründet (%2)</translation>
    </message>
    <message>
        <source>Say what to change: name, colour, player, armyList, capital or npp.</source>
        <translation>Angeben, was geändert werden soll: name, colour, player, armyList, capital oder npp.</translation>
    </message>
    <message>
        <source>Nation %1: %2 changed</source>
        <translation>Nation %1: %2 geändert</translation>
    </message>
    <message>
        <source>%1 cannot be removed while other records refer to it (areas it owns, armies): %2</source>
        <translation>%1 kann nicht entfernt werden, solange andere Einträge darauf verweisen (eigene Gebiete, Armeen): %2</translation>
    </message>
    <message>
        <source>Nation %1 removed</source>
        <translation>Nation %1 entfernt</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is population (§2.1 other) or character (§2.3 bonus), not &quot;%1&quot;.</source>
        <translation>„kind“ ist population (§2.1 Sonstiges) oder character (§2.3 Bonus), nicht „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an area number of the form XXYY.</source>
        <translation>„%1“ ist keine Gebietsnummer der Form XXYY.</translation>
    </message>
    <message>
        <source>A grant needs a reason, such as the POI it comes from.</source>
        <translation>Eine Zuteilung braucht einen Grund, etwa den besonderen Ort, von dem sie stammt.</translation>
    </message>
    <message>
        <source>%1: %2 population points for year %3 (%4)</source>
        <translation>%1: %2 Bevölkerungspunkte für Jahr %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2 character points for year %3 (%4)</source>
        <translation>%1: %2 Charakterpunkte für Jahr %3 (%4)</translation>
    </message>
    <message>
        <source>%1 has no army list yet (§1.2): choose its race first.</source>
        <translation>%1 hat noch kein Armeebuch (§1.2): zuerst das Volk wählen.</translation>
    </message>
    <message>
        <source>%1 has no roster for year %2 yet: open it from the year&apos;s tally first.</source>
        <translation>%1 hat noch keine Armeeliste für Jahr %2: sie zuerst aus der Jahresbilanz eröffnen.</translation>
    </message>
    <message>
        <source>%1, year %2: refused, nothing changed.
%3</source>
        <translation>%1, Jahr %2: abgelehnt, nichts wurde geändert.
%3</translation>
    </message>
    <message>
        <source>%1 already has a roster for year %2.</source>
        <translation>%1 hat bereits eine Armeeliste für Jahr %2.</translation>
    </message>
    <message>
        <source>%1 is not on the map yet.</source>
        <translation>%1 ist noch nicht auf der Karte.</translation>
    </message>
    <message>
        <source>%1 opens its year %2 roster: PT %3, AP %4, CP %5</source>
        <translation>%1 eröffnet die Armeeliste für Jahr %2: BZ %3, AP %4, CP %5</translation>
    </message>
    <message>
        <source>§1.2 %1&apos;s army list (%2) has no unit type &quot;%3&quot;; it has %4.</source>
        <translation>§1.2 Das Armeebuch von %1 (%2) hat keinen Einheitentyp „%3“; es enthält %4.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must not be 0.</source>
        <translation>„count“ darf nicht 0 sein.</translation>
    </message>
    <message>
        <source>The roster has no %1 to remove.</source>
        <translation>Die Armeeliste enthält keine Einheit vom Typ %1, die entfernt werden könnte.</translation>
    </message>
    <message>
        <source>§1.4 The %1 line has %2 units, %3 of them lost; it cannot drop below that.</source>
        <translation>§1.4 Die Zeile %1 hat %2 Einheiten, davon %3 verloren; sie kann nicht darunter sinken.</translation>
    </message>
    <message>
        <source>%1 buys %2 × %3 (%4 of %5 army points spent)</source>
        <translation>%1 kauft %2 × %3 (%4 von %5 Armeepunkten ausgegeben)</translation>
    </message>
    <message>
        <source>%1 removes %2 × %3 (%4 of %5 army points spent)</source>
        <translation>%1 entfernt %2 × %3 (%4 von %5 Armeepunkten ausgegeben)</translation>
    </message>
    <message>
        <source>%1 loses %2 × %3 (%4 left on the line this year)</source>
        <translation>%1 verliert %2 × %3 (in diesem Jahr noch %4 in der Zeile)</translation>
    </message>
    <message>
        <source>§1.2 %1&apos;s army list (%2) has no character &quot;%3&quot;; it has %4.</source>
        <translation>§1.2 Das Armeebuch von %1 (%2) hat keinen Charakter „%3“; es enthält %4.</translation>
    </message>
    <message>
        <source>%1 takes %2, %3 (%4 of %5 character points used)</source>
        <translation>%1 nimmt %2 auf, %3 (%4 von %5 Charakterpunkten verwendet)</translation>
    </message>
    <message>
        <source>The argument &quot;character&quot; (its id) is missing.</source>
        <translation>Das Argument „character“ (seine ID) fehlt.</translation>
    </message>
    <message>
        <source>There is no character %1.</source>
        <translation>Es gibt keinen Charakter %1.</translation>
    </message>
    <message>
        <source>Character %1 is not on %2&apos;s roster for year %3.</source>
        <translation>Charakter %1 steht nicht auf der Armeeliste von %2 für Jahr %3.</translation>
    </message>
    <message>
        <source>&quot;status&quot; is active, captured, killed, onExpedition or envoy, not &quot;%1&quot;.</source>
        <translation>„status“ ist active, captured, killed, onExpedition oder envoy, nicht „%1“.</translation>
    </message>
    <message>
        <source>§6.4 A captured character is held by another nation: name it as &quot;captor&quot;.</source>
        <translation>§6.4 Ein gefangener Charakter wird von einer anderen Nation festgehalten: diese als „captor“ angeben.</translation>
    </message>
    <message>
        <source>%1 of %2 is captured by %3 (still counts against %2&apos;s character points, §6.4)</source>
        <translation>%1 (%2) wurde von %3 gefangen genommen (zählt weiter zu den Charakterpunkten von %2, §6.4)</translation>
    </message>
    <message>
        <source>%1 of %2 is now %3</source>
        <translation>%1 (%2) hat jetzt den Status %3</translation>
    </message>
    <message>
        <source>%1 leaves %2&apos;s roster</source>
        <translation>%1 verlässt die Armeeliste von %2</translation>
    </message>
    <message>
        <source>%1 leaves %2&apos;s roster; his items are lost (I-27): %3</source>
        <translation>%1 verlässt die Armeeliste von %2; seine Gegenstände gehen verloren (I-27): %3</translation>
    </message>
    <message>
        <source>§1.4 The magic item %1 is already bound to %2 of %3; an item never passes to another character by choice.</source>
        <translation>§1.4 Der magische Gegenstand %1 ist bereits an %2 (%3) gebunden; ein Gegenstand geht nie freiwillig auf einen anderen Charakter über.</translation>
    </message>
    <message>
        <source>%1 is dead; a magic item goes to a living character.</source>
        <translation>%1 ist tot; ein magischer Gegenstand geht an einen lebenden Charakter.</translation>
    </message>
    <message>
        <source>%1 of %2 now carries the magic item %3 for good</source>
        <translation>%1 (%2) trägt nun dauerhaft den magischen Gegenstand %3</translation>
    </message>
    <message>
        <source>§2.2 The units would cost %1 points, over the %2 army points by %3.</source>
        <translation>§2.2 Die Einheiten würden %1 Punkte kosten und die %2 Armeepunkte um %3 überschreiten.</translation>
    </message>
    <message>
        <source>§2.3 The characters would take %1 character points of the %2 available, %3 too many (captives and the dead of this year still count).</source>
        <translation>§2.3 Die Charaktere würden %1 der %2 verfügbaren Charakterpunkte beanspruchen, %3 zu viel (Gefangene und Tote dieses Jahres zählen weiterhin).</translation>
    </message>
    <message>
        <source>§1.4 In year 1 a nation has a single general; this would make %1.</source>
        <translation>§1.4 Im Jahr 1 hat eine Nation nur einen einzigen General; damit wären es %1.</translation>
    </message>
    <message>
        <source>I-16 %1 army points are still unspent, enough for another unit (the cheapest costs %2); points left at the end of the New Year are lost.</source>
        <translation>I-16 %1 Armeepunkte sind noch nicht ausgegeben, genug für eine weitere Einheit (die günstigste kostet %2); am Ende des Neujahrs übrige Punkte verfallen.</translation>
    </message>
</context>
<context>
    <name>herald::db::AreaEdit</name>
    <message>
        <source>Area %1, %2: %3</source>
        <translation>Gebiet %1, %2: %3</translation>
    </message>
    <message>
        <source>named &quot;%1&quot;</source>
        <translation>benannt „%1“</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>„%1“ ist keiner der Werte %2</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>auf %1</translation>
    </message>
    <message>
        <source>there is no landmass &apos;%1&apos;</source>
        <translation>es gibt keine Landmasse „%1“</translation>
    </message>
    <message>
        <source>coast derived from the sea around it</source>
        <translation>Küste aus dem umgebenden Meer abgeleitet</translation>
    </message>
    <message>
        <source>coastal</source>
        <translation>an der Küste</translation>
    </message>
    <message>
        <source>not coastal</source>
        <translation>nicht an der Küste</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 6, or null for the §2.12 count</source>
        <translation>muss eine ganze Zahl von 0 bis 6 sein oder null für die Zählung nach §2.12</translation>
    </message>
    <message>
        <source>terrain cards %1</source>
        <translation>Geländekarten %1</translation>
    </message>
    <message>
        <source>by §2.12</source>
        <translation>nach §2.12</translation>
    </message>
    <message>
        <source>not a field of an area (name, terrain, centre, owner, landmass, coastal, chaos, river, underwater, poi, terrainCards)</source>
        <translation>kein Feld eines Gebiets (name, terrain, centre, owner, landmass, coastal, chaos, river, underwater, poi, terrainCards)</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>uncontrolled</source>
        <translation>unkontrolliert</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>im Besitz von %1</translation>
    </message>
    <message>
        <source>there is no nation &apos;%1&apos;</source>
        <translation>es gibt keine Nation „%1“</translation>
    </message>
    <message>
        <source>no POI</source>
        <translation>kein besonderer Ort</translation>
    </message>
    <message>
        <source>POI %1</source>
        <translation>Besonderer Ort %1</translation>
    </message>
    <message>
        <source>a sea area has no population centre (§1.3)</source>
        <translation>ein Seegebiet hat keine Siedlung (§1.3)</translation>
    </message>
    <message>
        <source>a sea area cannot be owned (§1.3)</source>
        <translation>ein Seegebiet kann keinen Besitzer haben (§1.3)</translation>
    </message>
    <message>
        <source>only land can be chaos land (§7.5)</source>
        <translation>nur Land kann Chaosland sein (§7.5)</translation>
    </message>
    <message>
        <source>a land area always has a village, town or city (§1.3)</source>
        <translation>ein Landgebiet hat immer ein Dorf, eine Stadt oder eine Großstadt (§1.3)</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignDate</name>
    <message>
        <source>Year %1, New Year</source>
        <translation>Jahr %1, Neujahr</translation>
    </message>
    <message>
        <source>Year %1, Month %2</source>
        <translation>Jahr %1, Monat %2</translation>
    </message>
</context>
<context>
    <name>herald::db::DiceCommands</name>
    <message numerus="yes">
        <source>%n typed value(s) were left over: %1 needs %2 dice.</source>
        <translation>
            <numerusform>%n eingegebener Wert war übrig: %1 braucht %2 Würfel.</numerusform>
            <numerusform>%n eingegebene Werte waren übrig: %1 braucht %2 Würfel.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::db::decks</name>
    <message>
        <source>%1, row &apos;%2&apos;: the stored content cannot be read: %3</source>
        <translation>%1, Zeile „%2“: Der gespeicherte Inhalt kann nicht gelesen werden: %3</translation>
    </message>
    <message>
        <source>Rules %1</source>
        <translation>Regeln %1</translation>
    </message>
    <message>
        <source>House default, not a rule</source>
        <translation>Hausvorgabe, keine Regel</translation>
    </message>
    <message>
        <source>House default, not a rule (%1)</source>
        <translation>Hausvorgabe, keine Regel (%1)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Benutzerdefiniert (%1)</translation>
    </message>
</context>
<context>
    <name>herald::db::diplomacy</name>
    <message>
        <source>(convoy)</source>
        <translation>(Konvoi)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; does not say which power gives it (write &quot;England: %2&quot;).</source>
        <translation>Zeile %1: Bei „%2“ fehlt die Macht, die den Befehl gibt (etwa „England: %2“ schreiben).</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is an order of %3, not of %4.</source>
        <translation>Zeile %1: „%2“ ist ein Befehl von %3, nicht von %4.</translation>
    </message>
    <message>
        <source>Moves: attack %1 beat defence %2 and the strongest rival move (prevent %3).</source>
        <translation>Zieht: Angriff %1 schlägt Verteidigung %2 und den stärksten konkurrierenden Zug (Blockade %3).</translation>
    </message>
    <message>
        <source>No order: holds with strength %1.</source>
        <translation>Kein Befehl: hält mit Stärke %1.</translation>
    </message>
    <message>
        <source>Holds with strength %1.</source>
        <translation>Hält mit Stärke %1.</translation>
    </message>
    <message>
        <source>Support given: nothing cut it.</source>
        <translation>Unterstützung geleistet: Nichts hat sie abgeschnitten.</translation>
    </message>
    <message>
        <source>Convoys: the fleet was not dislodged.</source>
        <translation>Konvoi: Die Flotte wurde nicht vertrieben.</translation>
    </message>
    <message>
        <source>Carried out.</source>
        <translation>Ausgeführt.</translation>
    </message>
    <message>
        <source>Bounced: attack %1 was not stronger than defence %2 or the rival prevent %3 (stopped by the unit from %4).</source>
        <translation>Abgeprallt: Angriff %1 war nicht stärker als Verteidigung %2 oder die konkurrierende Blockade %3 (aufgehalten von der Einheit aus %4).</translation>
    </message>
    <message>
        <source>Support cut by the attack from %1.</source>
        <translation>Unterstützung durch den Angriff aus %1 abgeschnitten.</translation>
    </message>
    <message>
        <source>Support lost: the supporter was dislodged by the attack from %1.</source>
        <translation>Unterstützung verloren: Die unterstützende Einheit wurde durch den Angriff aus %1 vertrieben.</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>Gescheitert: %1.</translation>
    </message>
    <message>
        <source>Illegal, the unit holds: %1.</source>
        <translation>Unzulässig, die Einheit hält: %1.</translation>
    </message>
    <message>
        <source>Void, the unit holds: %1.</source>
        <translation>Wirkungslos, die Einheit hält: %1.</translation>
    </message>
    <message>
        <source>Dislodged by the attack from %1 (its hold strength was %2).</source>
        <translation>Durch den Angriff aus %1 vertrieben (Haltestärke war %2).</translation>
    </message>
    <message>
        <source>The Balrog of Khazad-Dum destroyed the unit entering from %1.</source>
        <translation>Der Balrog von Khazad-Dum hat die aus %1 eindringende Einheit vernichtet.</translation>
    </message>
    <message>
        <source>Gandalf slew the Balrog and leaves the board for a time.</source>
        <translation>Gandalf hat den Balrog erschlagen und verlässt das Brett für eine Weile.</translation>
    </message>
    <message>
        <source>succeeded</source>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>unzulässig</translation>
    </message>
    <message>
        <source>void</source>
        <translation>wirkungslos</translation>
    </message>
    <message>
        <source>%1: %2 — %3. %4</source>
        <translation>%1: %2 — %3. %4</translation>
    </message>
    <message>
        <source>Units and supply centres after the phase</source>
        <translation>Einheiten und Versorgungszentren nach der Phase</translation>
    </message>
    <message>
        <source>%1 (%2 centres): %3</source>
        <translation>%1 (%2 Zentren): %3</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>keine Einheiten</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source> — reconstructed map, not the published one</source>
        <translation> — rekonstruierte Karte, nicht die veröffentlichte</translation>
    </message>
    <message>
        <source>%1: public report</source>
        <translation>%1: öffentlicher Bericht</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>This phase has not been adjudicated yet.</source>
        <translation>Diese Phase wurde noch nicht ausgewertet.</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Befehle und Ergebnisse</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Personalities in plain sight</source>
        <translation>Offen sichtbare Persönlichkeiten</translation>
    </message>
    <message>
        <source>Sauron is in %1.</source>
        <translation>Sauron befindet sich in %1.</translation>
    </message>
    <message>
        <source>%1: private report for %2</source>
        <translation>%1: privater Bericht für %2</translation>
    </message>
    <message>
        <source>Your orders and results</source>
        <translation>Eigene Befehle und Ergebnisse</translation>
    </message>
    <message>
        <source>No orders.</source>
        <translation>Keine Befehle.</translation>
    </message>
    <message>
        <source>Your personalities (hidden from the other powers)</source>
        <translation>Eigene Persönlichkeiten (vor den anderen Mächten verborgen)</translation>
    </message>
    <message>
        <source>%1 is in %2.</source>
        <translation>%1 befindet sich in %2.</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Begegnungen</translation>
    </message>
    <message>
        <source>From the game master</source>
        <translation>Vom Spielleiter</translation>
    </message>
    <message>
        <source>Standard Diplomacy</source>
        <translation>Diplomacy (Standard)</translation>
    </message>
    <message>
        <source>Hardbop Downfall (reconstructed map)</source>
        <translation>Hardbop Downfall (rekonstruierte Karte)</translation>
    </message>
</context>
<context>
    <name>herald::db::nations</name>
    <message>
        <source>The argument &quot;nation&quot; is missing.</source>
        <translation>Das Argument „nation“ fehlt.</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot; in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine Nation „%1“.</translation>
    </message>
</context>
<context>
    <name>herald::gui::DiplomacyDesk</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Bericht nach %1 geschrieben</translation>
    </message>
    <message>
        <source>Report sent to the printer: %1</source>
        <translation>Bericht an den Drucker gesendet: %1</translation>
    </message>
</context>
<context>
    <name>herald::gui::DiplomacyResultsModel</name>
    <message>
        <source>succeeded</source>
        <comment>order outcome</comment>
        <translation>erfolgreich</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>order outcome</comment>
        <translation>gescheitert</translation>
    </message>
    <message>
        <source>illegal, the unit holds</source>
        <comment>order outcome</comment>
        <translation>unzulässig, die Einheit hält</translation>
    </message>
    <message>
        <source>void</source>
        <comment>order outcome</comment>
        <translation>wirkungslos</translation>
    </message>
    <message>
        <source>not yet adjudicated</source>
        <comment>order outcome</comment>
        <translation>noch nicht ausgewertet</translation>
    </message>
</context>
<context>
    <name>herald::gui::HistoryModel</name>
    <message>
        <source> (typed)</source>
        <translation> (eingegeben)</translation>
    </message>
</context>
<context>
    <name>herald::gui::NewGameForm</name>
    <message>
        <source>Choose a variant.</source>
        <translation>Eine Variante wählen.</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks</name>
    <message>
        <source>typed</source>
        <translation>eingegeben</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>gewürfelt</translation>
    </message>
    <message>
        <source>%1 %2: %3 = %4</source>
        <translation>%1 %2: %3 = %4</translation>
    </message>
    <message>
        <source>Modifier %1: %2</source>
        <translation>Modifikator %1: %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Summe: %1</translation>
    </message>
    <message>
        <source>%1 is past the end of the table, so it reads row %2</source>
        <translation>%1 liegt hinter dem Ende der Tabelle, daher gilt Zeile %2</translation>
    </message>
    <message>
        <source>Column: %1</source>
        <translation>Spalte: %1</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>Effects: %1</source>
        <translation>Effekte: %1</translation>
    </message>
    <message>
        <source>Roll again on %1:</source>
        <translation>Erneut auf %1 würfeln:</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::ContentEditor</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>A CSV file holds the rows of one table: choose the table first.</source>
        <translation>Eine CSV-Datei enthält die Zeilen einer einzigen Tabelle: zuerst die Tabelle wählen.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Zuerst eine Kampagne öffnen.</translation>
    </message>
    <message>
        <source>The campaign has no table &apos;%1&apos;.</source>
        <translation>Die Kampagne hat keine Tabelle „%1“.</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos; cannot be written as CSV: %2</source>
        <translation>Tabelle „%1“ kann nicht als CSV geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Exported %1 table(s) and %2 deck(s) to %3</source>
        <translation>%1 Tabelle(n) und %2 Stapel nach %3 exportiert</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Meine Tabelle</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Nichts geschieht</translation>
    </message>
    <message>
        <source>Something happens</source>
        <translation>Etwas geschieht</translation>
    </message>
    <message>
        <source>The table is not a JSON object: %1 at character %2</source>
        <translation>Die Tabelle ist kein JSON-Objekt: %1 bei Zeichen %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::DeckForm</name>
    <message>
        <source>%1: %2 (face down)</source>
        <translation>%1: %2 (verdeckt)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::DecksModel</name>
    <message>
        <source>lookup</source>
        <translation>Nachschlagen</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n row(s)</source>
        <translation>
            <numerusform>%1 · %n Zeile</numerusform>
            <numerusform>%1 · %n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to draw · %2 in play · %3 discarded</source>
        <translation>%1 im Nachziehstapel · %2 im Spiel · %3 abgelegt</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::MagicAuthorsModel</name>
    <message>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 Punkte)</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::MagicItemForm</name>
    <message>
        <source>Name the player who writes the item.</source>
        <translation>Den Spieler angeben, der den Gegenstand verfasst.</translation>
    </message>
    <message>
        <source>Give the item a name.</source>
        <translation>Dem Gegenstand einen Namen geben.</translation>
    </message>
    <message>
        <source>An item is worth at least 1 point.</source>
        <translation>Ein Gegenstand ist mindestens 1 Punkt wert.</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::ResultsModel</name>
    <message>
        <source>%1 cards left to draw, %2 discarded</source>
        <translation>Noch %1 Karten im Nachziehstapel, %2 abgelegt</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::TableRollForm</name>
    <message>
        <source>Open a campaign first: every roll is kept in its history.</source>
        <translation>Zuerst eine Kampagne öffnen: Jeder Wurf wird in ihrem Verlauf festgehalten.</translation>
    </message>
    <message>
        <source>Choose a table.</source>
        <translation>Eine Tabelle wählen.</translation>
    </message>
    <message>
        <source>%1 is read by what you already know, not rolled.</source>
        <translation>%1 wird anhand bekannter Umstände abgelesen, nicht gewürfelt.</translation>
    </message>
    <message>
        <source>Type the dice as whole numbers separated by blanks or commas.</source>
        <translation>Die Würfel als ganze Zahlen eingeben, getrennt durch Leerzeichen oder Kommas.</translation>
    </message>
    <message>
        <source>%1 needs %2 typed value(s); %3 given.</source>
        <translation>%1 braucht Werte für %2 Würfel; %3 angegeben.</translation>
    </message>
</context>
<context>
    <name>herald::maprender::MapRenderer</name>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n Gebiet</numerusform>
            <numerusform>%n Gebiete</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::mapui::AreaForm</name>
    <message>
        <source>coastal</source>
        <translation>an der Küste</translation>
    </message>
    <message>
        <source>Select an area of the map first.</source>
        <translation>Zuerst ein Gebiet der Karte auswählen.</translation>
    </message>
    <message>
        <source>Nothing was changed in area %1.</source>
        <translation>In Gebiet %1 wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>herald::mapui::MapDocument</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a map file: %2 at character %3</source>
        <translation>%1 ist keine Kartendatei: %2 bei Zeichen %3</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation>Karte nach %1 exportiert</translation>
    </message>
    <message>
        <source>%1 saved as %2</source>
        <translation>%1 als %2 gespeichert</translation>
    </message>
    <message>
        <source>%1 sent to the printer</source>
        <translation>%1 an den Drucker gesendet</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Map drawn to %1</source>
        <translation>Karte nach %1 gezeichnet</translation>
    </message>
</context>
<context>
    <name>herald::mapui::MapView</name>
    <message>
        <source>%1 %2 — %3</source>
        <translation>%1 %2 — %3</translation>
    </message>
    <message>
        <source>, %1</source>
        <translation>, %1</translation>
    </message>
</context>
<context>
    <name>herald::nations::NationEditForm</name>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
</context>
<context>
    <name>herald::nations::NationListModel</name>
    <message>
        <source>Army points %1, spent %2 · character points %3, used %4 · mobs up to %5</source>
        <translation>Armeepunkte %1, ausgegeben %2 · Charakterpunkte %3, verwendet %4 · Aufgebote bis %5</translation>
    </message>
</context>
<context>
    <name>herald::printing</name>
    <message>
        <source>%1 could not be written.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>%1 drucken</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>C. Type</source>
        <translation>Char.-Typ</translation>
    </message>
    <message>
        <source>Att./Comm.</source>
        <translation>Att./Bef.</translation>
    </message>
    <message>
        <source>Items and magic weapons</source>
        <translation>Gegenstände und magische Waffen</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>National Roster — %1, Year %2%3</source>
        <translation>Nationale Armeeliste — %1, Jahr %2%3</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A referee&apos;s desk for tabletop wargame campaigns.</source>
        <translation>Der Spielleitertisch für Tabletop-Kampagnen.</translation>
    </message>
    <message>
        <source>The campaign file to open.</source>
        <translation>Die zu öffnende Kampagnendatei.</translation>
    </message>
    <message>
        <source>Open the bundled demo campaign.</source>
        <translation>Die mitgelieferte Demo-Kampagne öffnen.</translation>
    </message>
    <message>
        <source>Save a picture of every page into &lt;folder&gt;, then quit.</source>
        <translation>Ein Bild jeder Seite in &lt;folder&gt; speichern, dann beenden.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is shown (for timing).</source>
        <translation>Beenden, sobald das erste Bild angezeigt wird (zur Zeitmessung).</translation>
    </message>
    <message>
        <source>Quit once the whole interface is built and shown (for timing).</source>
        <translation>Beenden, sobald die gesamte Oberfläche aufgebaut und angezeigt ist (zur Zeitmessung).</translation>
    </message>
</context>
</TS>
