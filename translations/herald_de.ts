<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AllyDialog</name>
    <message>
        <source>%1 meets the sea people (§7.2.7)</source>
        <extracomment>%1 the expedition</extracomment>
        <translation>%1 trifft auf das Meervolk (§7.2.7)</translation>
    </message>
    <message>
        <source>Make the alliance (Ctrl+Return)</source>
        <translation>Bündnis schließen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Envoy</source>
        <translation>Gesandter</translation>
    </message>
    <message>
        <source>no hero or wizard aboard</source>
        <translation>kein Held oder Zauberer an Bord</translation>
    </message>
    <message>
        <source>Their army list</source>
        <translation>Ihr Armeebuch</translation>
    </message>
    <message>
        <source>Their name</source>
        <translation>Ihr Name</translation>
    </message>
    <message>
        <source>empty: Sea people of the nation</source>
        <translation>leer: Meervolk der Nation</translation>
    </message>
    <message>
        <source>Realm from sea hex</source>
        <translation>Reich ab See-Hexfeld</translation>
    </message>
    <message>
        <source>empty: the open sea nearest the fleet</source>
        <translation>leer: die der Flotte nächstgelegene offene See</translation>
    </message>
    <message>
        <source>The envoy&apos;s CP are paid every year or the alliance lapses; every expedition of either nation then rolls 3 more on the chart.</source>
        <translation>Die CP des Gesandten werden jedes Jahr bezahlt, sonst erlischt das Bündnis; jede Expedition beider Nationen würfelt dann auf der Tabelle mit +3.</translation>
    </message>
</context>
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
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation>&amp;Kopie speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>Campaign as &amp;JSON…</source>
        <translation>Kampagne als &amp;JSON…</translation>
    </message>
    <message>
        <source>History as &amp;CSV…</source>
        <translation>Verlauf als &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Import from JSON…</source>
        <translation>Aus JSON &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Close Campaign</source>
        <translation>Kampagne &amp;schließen</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>English</source>
        <translation>English</translation>
    </message>
    <message>
        <source>Deutsch</source>
        <translation>Deutsch</translation>
    </message>
    <message>
        <source>Français</source>
        <translation>Français</translation>
    </message>
</context>
<context>
    <name>ArmiesBox</name>
    <message>
        <source>Armies on the map (§1.5, NY-7)</source>
        <translation>Armeen auf der Karte (§1.5, NY-7)</translation>
    </message>
    <message>
        <source>An army is a marker on the map, led by one general; its troops come from the roster when it fights. Each free general may lead one, placed in one of the nation&apos;s towns or cities, or at a POI whose card allows it. In year 1 a nation fields one army.</source>
        <translation>Eine Armee ist ein Marker auf der Karte, geführt von einem General; ihre Truppen stammen aus der Armeeliste, wenn sie kämpft. Jeder freie General darf eine Armee führen, aufgestellt in einer der Städte oder Großstädte der Nation oder an einem besonderen Ort, dessen Karte dies erlaubt. Im Jahr 1 stellt eine Nation eine Armee auf.</translation>
    </message>
    <message>
        <source>No army of this nation is on the map yet.</source>
        <translation>Noch steht keine Armee dieser Nation auf der Karte.</translation>
    </message>
    <message>
        <source>No army can be placed now: %1</source>
        <translation>Derzeit kann keine Armee aufgestellt werden: %1</translation>
    </message>
    <message>
        <source>New army&apos;s name</source>
        <translation>Name der neuen Armee</translation>
    </message>
    <message>
        <source>No free general</source>
        <translation>Kein freier General</translation>
    </message>
    <message>
        <source>No area allowed</source>
        <translation>Kein Gebiet zulässig</translation>
    </message>
    <message>
        <source>Place army</source>
        <translation>Armee aufstellen</translation>
    </message>
</context>
<context>
    <name>ArmyRow</name>
    <message>
        <source>%1 — led by %2, at %3 (%4)</source>
        <comment>army name, general, area, location</comment>
        <translation>%1 — geführt von %2, in %3 (%4)</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Neuer Name</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Umbenennen</translation>
    </message>
    <message>
        <source>Remove</source>
        <comment>take an army off the map</comment>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3, %4</source>
        <extracomment>%1 army, %2 nation, %3 the area it stands in, %4 where in it (&quot;countryside&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) in %3, %4</translation>
    </message>
    <message>
        <source>in supply</source>
        <translation>versorgt</translation>
    </message>
    <message>
        <source>out of supply</source>
        <translation>ohne Versorgung</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <extracomment>%1 the turn&apos;s order in words, or why the army takes none</extracomment>
        <translation>Befehl: %1</translation>
    </message>
    <message>
        <source>Then %1</source>
        <extracomment>an order written ahead under the communication delay (§4.2): &quot;turn 5: hold&quot;</extracomment>
        <translation>Danach %1</translation>
    </message>
</context>
<context>
    <name>AttendanceForm</name>
    <message>
        <source>Attendance at this month&apos;s meeting (§7.6): an absent player&apos;s nation is NPP until the player returns.</source>
        <translation>Anwesenheit beim Treffen dieses Monats (§7.6): Die Nation eines abwesenden Spielers gilt als NPP, bis der Spieler zurückkehrt.</translation>
    </message>
    <message>
        <source>not recorded yet</source>
        <translation>noch nicht erfasst</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Anwesend</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Abwesend</translation>
    </message>
</context>
<context>
    <name>BattleBoardPage</name>
    <message>
        <source>Battle board</source>
        <translation>Schlachtbrett</translation>
    </message>
    <message>
        <source>New battle…</source>
        <translation>Neue Schlacht…</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Schlachtprotokoll</translation>
    </message>
</context>
<context>
    <name>BattleList</name>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 the defending armies, %2 the attacking armies</extracomment>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>No result yet</source>
        <translation>Noch kein Ergebnis</translation>
    </message>
</context>
<context>
    <name>BattlesPage</name>
    <message>
        <source>Save the briefs of every battle</source>
        <translation>Briefings aller Schlachten speichern</translation>
    </message>
    <message>
        <source>Save the brief of battle %1</source>
        <translation>Briefing der Schlacht %1 speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>battle-briefs</source>
        <translation>schlacht-briefings</translation>
    </message>
    <message>
        <source>battle-%1-brief</source>
        <translation>schlacht-%1-briefing</translation>
    </message>
    <message>
        <source>Open the result sheet of battle %1</source>
        <translation>Ergebnisbogen der Schlacht %1 öffnen</translation>
    </message>
    <message>
        <source>Result sheets (*.json)</source>
        <translation>Ergebnisbögen (*.json)</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Schlachten</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
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
        <source>Print all briefs…</source>
        <translation>Alle Briefings drucken…</translation>
    </message>
    <message>
        <source>No battles are pending. Battles appear here at step M-3 (Resolve combats) of a month, once every secret location choice of an engagement is in.</source>
        <translation>Keine Schlachten stehen an. Schlachten erscheinen hier bei Schritt M-3 (Kämpfe auswerten) eines Monats, sobald alle geheimen Standortwahlen eines Gefechts vorliegen.</translation>
    </message>
    <message>
        <source>Open a campaign to see its battles.</source>
        <translation>Eine Kampagne öffnen, um ihre Schlachten zu sehen.</translation>
    </message>
    <message>
        <source>Each battle the month&apos;s engagements left for the tabletop: print its brief for the players, then enter the result they report.</source>
        <translation>Jede Schlacht, die die Gefechte des Monats für den Spieltisch übrig ließen: das Briefing für die Spieler drucken, dann das Ergebnis eingeben, das sie melden.</translation>
    </message>
</context>
<context>
    <name>BoardBattleDialog</name>
    <message>
        <source>Battle %1 on the board</source>
        <translation>Schlacht %1 auf dem Schlachtbrett</translation>
    </message>
    <message>
        <source>%1 on the battle board</source>
        <extracomment>%1 the battle&apos;s title (&quot;Battle 2: assault in 0408 Scar&quot;)</extracomment>
        <translation>%1 auf dem Schlachtbrett</translation>
    </message>
    <message>
        <source>A mapping from roster categories to brigades</source>
        <translation>Eine Zuordnung von Kategorien der Armeeliste zu Brigaden</translation>
    </message>
    <message>
        <source>Battle board mappings (*.json)</source>
        <translation>Schlachtbrett-Zuordnungen (*.json)</translation>
    </message>
    <message>
        <source>◀ Back to the battle&apos;s result</source>
        <translation>◀ Zurück zum Ergebnis der Schlacht</translation>
    </message>
    <message>
        <source>Play the battle here; once it is over, go back to enter its result.</source>
        <translation>Die Schlacht hier spielen; wenn sie vorbei ist, zurückgehen und ihr Ergebnis eintragen.</translation>
    </message>
    <message>
        <source>When both players agree, Herald&apos;s battle board can settle this battle instead of the tabletop: each side&apos;s roster becomes brigades and leaders, the battle is played here at the screen or resolved by Herald, and its outcome comes back as the battle&apos;s result.</source>
        <translation>Wenn beide Spieler einverstanden sind, kann das Schlachtbrett von Herald diese Schlacht anstelle des Spieltischs entscheiden: Die Armeeliste jeder Seite wird zu Brigaden und Anführern, die Schlacht wird hier am Bildschirm gespielt oder von Herald ausgewertet, und ihr Ausgang kommt als Ergebnis der Schlacht zurück.</translation>
    </message>
    <message>
        <source>Attacker: %1</source>
        <extracomment>%1 the side&apos;s nations</extracomment>
        <translation>Angreifer: %1</translation>
    </message>
    <message>
        <source>Defender: %1</source>
        <translation>Verteidiger: %1</translation>
    </message>
    <message>
        <source>Mapping: %1</source>
        <translation>Zuordnung: %1</translation>
    </message>
    <message>
        <source>Mapping: Herald&apos;s own (resources/battleboard/warmaster-mapping.json). To change how rosters become brigades, edit a copy as README-warmaster-mapping.md beside it describes and choose it.</source>
        <translation>Zuordnung: Heralds eigene (resources/battleboard/warmaster-mapping.json). Um zu ändern, wie Armeelisten zu Brigaden werden, eine Kopie so bearbeiten, wie es die danebenliegende README-warmaster-mapping.md beschreibt, und diese auswählen.</translation>
    </message>
    <message>
        <source>Mapping file…</source>
        <translation>Zuordnungsdatei…</translation>
    </message>
    <message>
        <source>Herald&apos;s own</source>
        <translation>Heralds eigene</translation>
    </message>
    <message>
        <source>The board plays with placeholder numbers (§11.3): the published unit table of the Civil War rules is lost.</source>
        <translation>Das Schlachtbrett spielt mit Platzhalterwerten (§11.3): Die veröffentlichte Einheitentabelle der Bürgerkriegsregeln ist verloren.</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Zustimmung</translation>
    </message>
    <message>
        <source>The defenders (%1) agree</source>
        <translation>Die Verteidiger (%1) sind einverstanden</translation>
    </message>
    <message>
        <source>The attackers (%1) agree</source>
        <translation>Die Angreifer (%1) sind einverstanden</translation>
    </message>
    <message>
        <source>Board battle</source>
        <translation>Schlachtbrett-Schlacht</translation>
    </message>
    <message>
        <source>Make the board battle</source>
        <translation>Schlachtbrett-Schlacht erstellen</translation>
    </message>
    <message>
        <source>One command: Ctrl+Z takes it back</source>
        <translation>Ein Befehl: Strg+Z nimmt ihn zurück</translation>
    </message>
    <message>
        <source>Board battle “%1”</source>
        <translation>Schlachtbrett-Schlacht „%1“</translation>
    </message>
    <message>
        <source>Play on the board…</source>
        <translation>Auf dem Schlachtbrett spielen…</translation>
    </message>
    <message>
        <source>The Battle board page: secret set-ups, then every action by clicking</source>
        <translation>Die Seite „Schlachtbrett“: geheime Aufstellungen, dann jede Aktion per Mausklick</translation>
    </message>
    <message>
        <source>Let Herald resolve it</source>
        <translation>Von Herald auswerten lassen</translation>
    </message>
    <message>
        <source>Both sides played by the auto-resolve policy (§15) to the end, pursuit included; Ctrl+Z takes it back</source>
        <translation>Beide Seiten werden von der Strategie der automatischen Auswertung (§15) bis zum Ende gespielt, einschließlich Verfolgung; Strg+Z nimmt es zurück</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Enter the result</source>
        <translation>Ergebnis eintragen</translation>
    </message>
    <message>
        <source>The board&apos;s outcome as the battle&apos;s result sheet: Herald works out the victory points and level and rolls survival, as Enter result does; Ctrl+Z takes it back</source>
        <translation>Der Ausgang auf dem Schlachtbrett als Ergebnisbogen der Schlacht: Herald berechnet Siegpunkte und Stufe und würfelt das Überleben, wie bei „Ergebnis eintragen“; Strg+Z nimmt es zurück</translation>
    </message>
</context>
<context>
    <name>BoardSpace</name>
    <message>
        <source>entrenched</source>
        <translation>verschanzt</translation>
    </message>
</context>
<context>
    <name>BriefView</name>
    <message>
        <source>Prepare table</source>
        <translation>Spieltisch vorbereiten</translation>
    </message>
    <message>
        <source>Turn over the random event card, draw a POI battle&apos;s card face down and roll which side places the first terrain piece (§5.10)</source>
        <translation>Die Zufallsereigniskarte aufdecken, bei einer Schlacht an einem besonderen Ort dessen Karte verdeckt ziehen und auswürfeln, welche Seite das erste Geländestück platziert (§5.10)</translation>
    </message>
    <message>
        <source>Print brief…</source>
        <translation>Briefing drucken…</translation>
    </message>
    <message>
        <source>The brief and a result form to fill in at the table, as a PDF (Ctrl+P)</source>
        <translation>Das Briefing und ein Ergebnisformular zum Ausfüllen am Spieltisch, als PDF (Ctrl+P)</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>Setting up (§5.10)</source>
        <translation>Aufstellung (§5.10)</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Wo</translation>
    </message>
    <message>
        <source>%1 (%2), at the %3</source>
        <extracomment>%1 area, %2 its terrain, %3 where in the area</extracomment>
        <translation>%1 (%2), am Standort %3</translation>
    </message>
    <message>
        <source>Army size</source>
        <translation>Armeegröße</translation>
    </message>
    <message>
        <source>%L1 points a side, characters and magic items included</source>
        <translation>%L1 Punkte je Seite, einschließlich Charakteren und magischer Gegenstände</translation>
    </message>
    <message>
        <source>Terrain cards</source>
        <translation>Geländekarten</translation>
    </message>
    <message>
        <source>Each side draws %1 and keeps %2 (%3)</source>
        <extracomment>%1 cards drawn, %2 cards kept, %3 why</extracomment>
        <translation>Jede Seite zieht %1 und behält %2 (%3)</translation>
    </message>
    <message>
        <source>Table centre</source>
        <translation>Tischmitte</translation>
    </message>
    <message>
        <source>%1 (I-36)</source>
        <translation>%1 (I-36)</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Befestigungen</translation>
    </message>
    <message>
        <source>Event card</source>
        <translation>Ereigniskarte</translation>
    </message>
    <message>
        <source>Not drawn yet: Prepare table turns one over</source>
        <translation>Noch nicht gezogen: „Spieltisch vorbereiten“ deckt eine auf</translation>
    </message>
    <message>
        <source>First terrain</source>
        <translation>Erstes Gelände</translation>
    </message>
    <message>
        <source>A side chosen at random: Prepare table rolls for it</source>
        <translation>Eine zufällig bestimmte Seite: „Spieltisch vorbereiten“ würfelt sie aus</translation>
    </message>
    <message>
        <source>POI card</source>
        <translation>Karte des besonderen Ortes</translation>
    </message>
    <message>
        <source>Face down until both armies are deployed</source>
        <translation>Verdeckt, bis beide Armeen aufgestellt sind</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Aufdecken</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Enter result…</source>
        <translation>Ergebnis eingeben…</translation>
    </message>
    <message>
        <source>Type in what each side lost: Herald works out victory points, winner and level, rolls survival and settles the characters&apos; fates, as one command Ctrl+Z takes back</source>
        <translation>Eingeben, was jede Seite verlor: Herald berechnet Siegpunkte, Sieger und Stufe, würfelt das Überleben und entscheidet das Schicksal der Charaktere – ein Befehl, den Strg+Z zurücknimmt</translation>
    </message>
    <message>
        <source>Magic portal (§6.9): the winner may go at once to an area without town, city or army</source>
        <translation>Magisches Portal (§6.9): Der Sieger darf sofort in ein Gebiet ohne Stadt, Großstadt oder Armee ziehen</translation>
    </message>
    <message>
        <source>Area (XXYY)</source>
        <translation>Gebiet (XXYY)</translation>
    </message>
    <message>
        <source>Go through</source>
        <translation>Hindurchgehen</translation>
    </message>
    <message>
        <source>Resolve on the battle board…</source>
        <translation>Auf dem Schlachtbrett auswerten…</translation>
    </message>
    <message>
        <source>When both players agree: fight this battle on the Civil War battle board, or let Herald resolve it there, and take its outcome as the result</source>
        <translation>Wenn beide Spieler einverstanden sind: diese Schlacht auf dem Bürgerkriegs-Schlachtbrett austragen oder dort von Herald auswerten lassen und ihren Ausgang als Ergebnis übernehmen</translation>
    </message>
    <message>
        <source>Bought with XP</source>
        <extracomment>the brief&apos;s row for battle honours and scenarios bought with experience (§2.15)</extracomment>
        <translation>Mit EP gekauft</translation>
    </message>
</context>
<context>
    <name>CalendarBox</name>
    <message>
        <source>Calendar</source>
        <translation>Kalender</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>%1 the step&apos;s label (&quot;M-1&quot;), %2 its name, %3 its rules section (&quot;§3.2&quot;)</extracomment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Finish this step and go on (Ctrl+Return)</source>
        <translation>Diesen Schritt abschließen und weitergehen (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>Due: %1</source>
        <translation>Fällig: %1</translation>
    </message>
    <message>
        <source>%1: finished, confirmed as done on paper</source>
        <translation>%1: abgeschlossen, als auf Papier erledigt bestätigt</translation>
    </message>
    <message>
        <source>%1: what Herald did</source>
        <translation>%1: was Herald getan hat</translation>
    </message>
    <message>
        <source>Nothing to work out in this step.</source>
        <translation>In diesem Schritt gibt es nichts auszuwerten.</translation>
    </message>
    <message>
        <source>What blocks this step</source>
        <translation>Was diesen Schritt blockiert</translation>
    </message>
    <message>
        <source>Stop-gap: done by hand</source>
        <translation>Notlösung: von Hand erledigt</translation>
    </message>
    <message>
        <source>Herald cannot do this yet. Do it on paper; Next step then asks you to confirm it.</source>
        <translation>Herald kann das noch nicht. Auf Papier erledigen; „Nächster Schritt“ fragt dann nach einer Bestätigung.</translation>
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
        <source>Save the new campaign “%1” as</source>
        <translation>Neue Kampagne „%1“ speichern unter</translation>
    </message>
    <message>
        <source>Save a copy of the campaign “%1”</source>
        <translation>Kopie der Kampagne „%1“ speichern</translation>
    </message>
    <message>
        <source>%1 (copy).herald</source>
        <translation>%1 (Kopie).herald</translation>
    </message>
    <message>
        <source>Export the campaign “%1” as JSON</source>
        <translation>Kampagne „%1“ als JSON exportieren</translation>
    </message>
    <message>
        <source>Campaign in JSON (*.json)</source>
        <translation>Kampagne als JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the history of “%1” as CSV</source>
        <translation>Verlauf von „%1“ als CSV exportieren</translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation>Tabellenkalkulation (*.csv)</translation>
    </message>
    <message>
        <source>%1 history.csv</source>
        <translation>%1 Verlauf.csv</translation>
    </message>
    <message>
        <source>Import a campaign from JSON</source>
        <translation>Kampagne aus JSON importieren</translation>
    </message>
    <message>
        <source>Save the imported campaign as</source>
        <translation>Importierte Kampagne speichern unter</translation>
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
    <message>
        <source>Undone</source>
        <extracomment>the command undone last, which Redo would bring back</extracomment>
        <translation>Rückgängig gemacht</translation>
    </message>
    <message>
        <source>%1 (Edit ▸ Redo brings it back)</source>
        <translation>%1 (Bearbeiten ▸ Wiederholen stellt es wieder her)</translation>
    </message>
</context>
<context>
    <name>CharacterRow</name>
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
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <source>Attack on %1</source>
        <translation>Angriff auf %1</translation>
    </message>
    <message>
        <source>A real die showed</source>
        <translation>Ein echter Würfel zeigte</translation>
    </message>
    <message>
        <source>1-6</source>
        <translation>1-6</translation>
    </message>
    <message>
        <source>(empty: Herald rolls)</source>
        <translation>(leer: Herald würfelt)</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Auswerten</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>On an AD, turn over</source>
        <translation>Bei einem AD umdrehen</translation>
    </message>
</context>
<context>
    <name>CombatPane</name>
    <message>
        <source>attacks</source>
        <translation>greift an</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>verteidigt</translation>
    </message>
    <message>
        <source>Attackers stand on</source>
        <translation>Angreifer stehen auf</translation>
    </message>
    <message>
        <source>Defenders stand on</source>
        <translation>Verteidiger stehen auf</translation>
    </message>
    <message>
        <source>Resolve the combat</source>
        <translation>Kampf auswerten</translation>
    </message>
</context>
<context>
    <name>CombatsForm</name>
    <message>
        <source>Engagements (§5.2): ask each player for their location in secret and record it; nobody&apos;s choice is shown until all are in.</source>
        <translation>Gefechte (§5.2): Jeden Spieler geheim nach seinem Standort fragen und ihn erfassen; keine Wahl wird angezeigt, bevor alle vorliegen.</translation>
    </message>
    <message>
        <source>No engagements this turn.</source>
        <translation>Keine Gefechte in dieser Runde.</translation>
    </message>
    <message>
        <source>Engagement %1 in %2: settled</source>
        <translation>Gefecht %1 in %2: abgeschlossen</translation>
    </message>
    <message>
        <source>Engagement %1 in %2</source>
        <translation>Gefecht %1 in %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 nation, %2 its armies in the engagement</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the nation and its armies, %2 where they stand (&quot;countryside&quot;)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (no location to choose)</source>
        <translation>%1 (kein Standort zu wählen)</translation>
    </message>
    <message>
        <source>%1: chosen</source>
        <translation>%1: gewählt</translation>
    </message>
    <message>
        <source>%1: to choose</source>
        <translation>%1: noch zu wählen</translation>
    </message>
    <message>
        <source>Countryside</source>
        <translation>Offenes Land</translation>
    </message>
    <message>
        <source>Population centre</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>Point of interest</source>
        <translation>Besonderer Ort</translation>
    </message>
    <message>
        <source>Defend or attack (§5.7): declared</source>
        <translation>Verteidigen oder angreifen (§5.7): erklärt</translation>
    </message>
    <message>
        <source>Defend or attack (§5.7): to declare</source>
        <translation>Verteidigen oder angreifen (§5.7): noch zu erklären</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Verteidigen</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Stop-gap: mark the winner by hand</source>
        <translation>Notlösung: Sieger von Hand markieren</translation>
    </message>
    <message>
        <source>Won by %1 (marked by hand)</source>
        <translation>Gewonnen von %1 (von Hand markiert)</translation>
    </message>
    <message>
        <source>%1 won</source>
        <extracomment>%1 the armies of one side of a battle</extracomment>
        <translation>Sieg für %1</translation>
    </message>
    <message>
        <source>Fight it at the table, then enter its result sheet (herald-cli battle result), which works out the victory points, the winner and the survival rolls; or mark which side won, leaving losses and survival rolls on paper.</source>
        <translation>Die Schlacht am Spieltisch austragen, dann ihren Ergebnisbogen eintragen (herald-cli battle result), der Siegpunkte, Sieger und Überlebenswürfe ermittelt; oder markieren, welche Seite gewonnen hat, und Verluste und Überlebenswürfe auf Papier lassen.</translation>
    </message>
</context>
<context>
    <name>ConfirmByHandDialog</name>
    <message>
        <source>Done on paper?</source>
        <translation>Auf Papier erledigt?</translation>
    </message>
    <message>
        <source>Herald cannot do this part of %1 yet. Confirm that you did it on paper; Herald records the step as done by hand and does not check it.</source>
        <translation>Herald kann diesen Teil von %1 noch nicht erledigen. Bestätigen Sie, dass Sie ihn auf Papier erledigt haben; Herald vermerkt den Schritt als von Hand erledigt und prüft ihn nicht.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Done on paper: finish the step</source>
        <translation>Auf Papier erledigt: Schritt abschließen</translation>
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
    <message>
        <source>Export the table %1</source>
        <translation>Tabelle %1 exportieren</translation>
    </message>
    <message>
        <source>Export every deck and table</source>
        <translation>Alle Stapel und Tabellen exportieren</translation>
    </message>
    <message>
        <source>decks-and-tables</source>
        <translation>stapel-und-tabellen</translation>
    </message>
    <message>
        <source>Import and export</source>
        <translation>Import und Export</translation>
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
    <name>DieField</name>
    <message>
        <source>Real d10, or empty</source>
        <translation>Echter d10 oder leer</translation>
    </message>
</context>
<context>
    <name>DiplomacyDeskPage</name>
    <message>
        <source>Save the public report of %1</source>
        <translation>Öffentlichen Bericht zu %1 speichern</translation>
    </message>
    <message>
        <source>Save the private report for %1 of %2</source>
        <translation>Privaten Bericht für %1 zu %2 speichern</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <source>public report %1</source>
        <translation>öffentlicher Bericht %1</translation>
    </message>
    <message>
        <source>report for %1 %2</source>
        <translation>Bericht für %1 %2</translation>
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
        <source>Another game…</source>
        <translation>Weitere Partie…</translation>
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
        <source>New game&apos;s name</source>
        <translation>Name der neuen Partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
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
        <source>Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Stars: personalities, with a dashed ring when hidden from the players. Click a province to add it to the orders.</source>
        <translation>Pfeile: grün erfolgreich, rot gescheitert, grau unzulässig oder wirkungslos, dunkel noch nicht ausgewertet; gestrichelt: Unterstützung, gepunktet: Konvoi. Sterne: Persönlichkeiten, mit gestricheltem Ring, wenn sie vor den Spielern verborgen sind. Eine Provinz anklicken, um sie den Befehlen hinzuzufügen.</translation>
    </message>
    <message>
        <source>Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Click a province to add it to the orders.</source>
        <translation>Pfeile: grün erfolgreich, rot gescheitert, grau unzulässig oder wirkungslos, dunkel noch nicht ausgewertet; gestrichelt: Unterstützung, gepunktet: Konvoi. Eine Provinz anklicken, um sie den Befehlen hinzuzufügen.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>The whole turn, one order a line: A Gon-Osg, C Edo-WEm; Lead Faramir A MTi-Osg; Fear A Osg; Gandalf S A Lam; Gandalf command A Edo-WEm; Step Gandalf Dol Dag; Retreat A Osg-Ith; Second C WEm-Edo; Ring pass Fellowship; Ring wear; Destroy Saruman; Build C Edo</source>
        <translation>Der ganze Spielzug, ein Befehl pro Zeile: A Gon-Osg, C Edo-WEm; Lead Faramir A MTi-Osg; Fear A Osg; Gandalf S A Lam; Gandalf command A Edo-WEm; Step Gandalf Dol Dag; Retreat A Osg-Ith; Second C WEm-Edo; Ring pass Fellowship; Ring wear; Destroy Saruman; Build C Edo</translation>
    </message>
    <message>
        <source>One order a line: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; retreats A Bur-Pic; builds Build A Par</source>
        <translation>Ein Befehl pro Zeile: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; Rückzüge A Bur-Pic; Aufbauten Build A Par</translation>
    </message>
    <message>
        <source>Enter orders for %1</source>
        <translation>Befehle für %1 eingeben</translation>
    </message>
    <message>
        <source>Hide the Ring in</source>
        <translation>Den Ring verstecken in</translation>
    </message>
    <message>
        <source>Shi</source>
        <translation>Shi</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verstecken</translation>
    </message>
    <message>
        <source>Adjudicate %1</source>
        <translation>%1 auswerten</translation>
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
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Orders entered</source>
        <translation>Eingegebene Befehle</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1: %2 — %3</translation>
    </message>
    <message>
        <source>Set position…</source>
        <translation>Stellung festlegen…</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (Taste %2)</translation>
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
    <name>ExodusDialog</name>
    <message>
        <source>Exodus (M-0, §7.4.1)</source>
        <translation>Exodus (M-0, §7.4.1)</translation>
    </message>
    <message>
        <source>Put to sea (Ctrl+Return)</source>
        <translation>In See stechen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Fleet name</source>
        <translation>Name der Flotte</translation>
    </message>
    <message>
        <source>empty: Herald names it after the nation</source>
        <translation>leer: Herald benennt sie nach der Nation</translation>
    </message>
    <message>
        <source>Only a nation with at most 1 army and at most 2 areas may leave. Pirates leave an exodus alone; it may not return to the landmass it left.</source>
        <translation>Nur eine Nation mit höchstens 1 Armee und höchstens 2 Gebieten darf fortziehen. Piraten lassen einen Exodus in Ruhe; er darf nicht zu der Landmasse zurückkehren, die er verlassen hat.</translation>
    </message>
</context>
<context>
    <name>ExpeditionsPage</name>
    <message>
        <source>Expeditions</source>
        <translation>Expeditionen</translation>
    </message>
    <message>
        <source>Pirate pool: %1</source>
        <extracomment>the campaign&apos;s pirate pool (§7.2.6): ships lost to mutiny that now attack fleets</extracomment>
        <translation>Piratenpool: %1</translation>
    </message>
    <message>
        <source>Fleets are outfitted in a port at the New Year, sail with a go-to-sea order, roll on the expedition chart in each later month&apos;s movement step and come ashore when it brings them to land.</source>
        <translation>Flotten werden zum Neujahr in einem Hafen ausgerüstet, stechen mit dem Befehl „In See stechen“ in See, würfeln in jedem folgenden Monat im Bewegungsschritt auf der Expeditionstabelle und gehen an Land, wenn diese sie an eine Küste bringt.</translation>
    </message>
    <message>
        <source>Open a campaign to see its expeditions.</source>
        <translation>Eine Kampagne öffnen, um ihre Expeditionen zu sehen.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 the nation, %2 the expedition&apos;s status</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Armeeliste</translation>
    </message>
    <message>
        <source>No units aboard</source>
        <translation>Keine Einheiten an Bord</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>No characters aboard</source>
        <translation>Keine Charaktere an Bord</translation>
    </message>
    <message>
        <source>Expedition chart rolls</source>
        <translation>Würfe auf der Expeditionstabelle</translation>
    </message>
    <message>
        <source>No roll yet: the first comes in the movement step after the fleet sails.</source>
        <translation>Noch kein Wurf: Der erste folgt im Bewegungsschritt nach dem Auslaufen der Flotte.</translation>
    </message>
    <message>
        <source>Save the expedition sheet</source>
        <translation>Expeditionsbogen speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>expedition-sheet</source>
        <translation>expeditionsbogen</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
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
        <source>Print sheet…</source>
        <translation>Bogen drucken…</translation>
    </message>
    <message>
        <source>Outfit an expedition…</source>
        <translation>Expedition ausrüsten…</translation>
    </message>
    <message>
        <source>Exodus…</source>
        <translation>Exodus…</translation>
    </message>
    <message>
        <source>Rebellion…</source>
        <translation>Rebellion…</translation>
    </message>
    <message>
        <source>New Nation…</source>
        <translation>Neue Nation…</translation>
    </message>
    <message>
        <source>Outfitting at NY-7 · exodus at M-0 · rebellion at NY-2 · a New Nation at NY-6 or NY-7</source>
        <translation>Ausrüstung bei NY-7 · Exodus bei M-0 · Rebellion bei NY-2 · eine Neue Nation bei NY-6 oder NY-7</translation>
    </message>
    <message>
        <source>No expedition yet. Outfit one at NY-7 (Outfit an expedition…, Ctrl+Shift+O).</source>
        <translation>Noch keine Expedition. Bei NY-7 eine ausrüsten (Expedition ausrüsten…, Strg+Umschalt+O).</translation>
    </message>
    <message>
        <source>Sail…</source>
        <translation>In See stechen…</translation>
    </message>
    <message>
        <source>Land…</source>
        <translation>An Land gehen…</translation>
    </message>
    <message>
        <source>Ally with the sea people…</source>
        <translation>Mit dem Meervolk verbünden…</translation>
    </message>
</context>
<context>
    <name>ExperienceDialog</name>
    <message>
        <source>%1&apos;s experience (§2.15)</source>
        <extracomment>%1 nation</extracomment>
        <translation>Erfahrung von %1 (§2.15)</translation>
    </message>
    <message>
        <source>%1 XP left. Already bought for the next battle: %2. One purchase per battle.</source>
        <extracomment>%1 XP left, %2 what was bought (&quot;one battle-honour roll&quot;)</extracomment>
        <translation>%1 EP übrig. Für die nächste Schlacht bereits gekauft: %2. Ein Kauf je Schlacht.</translation>
    </message>
    <message>
        <source>%1 XP to spend, one purchase before the battle.</source>
        <translation>%1 EP auszugeben, ein Kauf vor der Schlacht.</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>For the army</source>
        <translation>Für die Armee</translation>
    </message>
    <message>
        <source>Die rolled</source>
        <translation>Würfelergebnis</translation>
    </message>
    <message>
        <source>empty: Herald rolls</source>
        <translation>leer: Herald würfelt</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Kaufen</translation>
    </message>
</context>
<context>
    <name>FactionsBox</name>
    <message>
        <source>Factions (§5.7 option B): the larger side splits in two; the larger faction stays and fights, the smaller retreats, equal factions fight each other first.</source>
        <translation>Fraktionen (§5.7 Option B): Die größere Seite teilt sich in zwei; die größere Fraktion bleibt und kämpft, die kleinere zieht sich zurück, gleich große Fraktionen kämpfen zuerst gegeneinander.</translation>
    </message>
    <message>
        <source>Engagement %1 in %2: %3 (%4) against %5</source>
        <extracomment>%1 engagement number, %2 area, %3 army, %4 nation, %5 the armies faced</extracomment>
        <translation>Gefecht %1 in %2: %3 (%4) gegen %5</translation>
    </message>
    <message>
        <source>joined (secret)</source>
        <translation>angeschlossen (geheim)</translation>
    </message>
    <message>
        <source>Faction 1</source>
        <translation>Fraktion 1</translation>
    </message>
    <message>
        <source>Faction 2</source>
        <translation>Fraktion 2</translation>
    </message>
</context>
<context>
    <name>FirePane</name>
    <message>
        <source>Shooter</source>
        <translation>Schütze</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Distance in hexes</source>
        <translation>Entfernung in Hexfeldern</translation>
    </message>
    <message>
        <source>0: measured on the map</source>
        <translation>0: auf der Karte gemessen</translation>
    </message>
    <message>
        <source>Target stands on</source>
        <translation>Ziel steht auf</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Schießen</translation>
    </message>
</context>
<context>
    <name>FoundNationDialog</name>
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
        <source>new names are added</source>
        <translation>neue Namen werden hinzugefügt</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Capital (XXYY)</source>
        <translation>Hauptstadt (XXYY)</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Armeebuch</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Found nation</source>
        <translation>Nation gründen</translation>
    </message>
</context>
<context>
    <name>GharvPane</name>
    <message>
        <source>Each Adventurer or Krob on water, a beach, a boat or marsh rolls a d10: a Gharv comes up on 1-2 in water (2 off the roll for a wounded character), on 1 on a beach or a boat, on 1-3 in marsh (1 off if wounded). Its attack in that interphase is 2 columns right from water, 1 from a beach or marsh; beside a boat it tries to capsize it instead (1-3).</source>
        <translation>Jeder Abenteurer oder Krob auf Wasser, Strand, Boot oder Morast würfelt einen d10: Ein Gharv taucht bei 1-2 im Wasser auf (bei einer verwundeten Figur 2 vom Wurf abziehen), bei 1 auf einem Strand oder Boot, bei 1-3 im Morast (1 abziehen, wenn verwundet). Sein Angriff in dieser Zwischenphase erfolgt aus dem Wasser 2 Spalten weiter rechts, von Strand oder Morast 1; neben einem Boot versucht er stattdessen, es zum Kentern zu bringen (1-3).</translation>
    </message>
    <message>
        <source>Who rolls</source>
        <translation>Wer würfelt</translation>
    </message>
    <message>
        <source>Stands on</source>
        <translation>Steht auf</translation>
    </message>
    <message>
        <source>Place it on</source>
        <translation>Platzieren auf</translation>
    </message>
    <message>
        <source>Hex, or empty</source>
        <translation>Hexfeld oder leer</translation>
    </message>
    <message>
        <source>Empty: Herald puts the Gharv on the free water or marsh hex beside the character, rolling among several</source>
        <translation>Leer: Herald setzt den Gharv auf das freie Wasser- oder Morast-Hexfeld neben der Figur und würfelt bei mehreren aus</translation>
    </message>
    <message>
        <source>Gharv</source>
        <translation>Gharv</translation>
    </message>
    <message>
        <source>The Gharv that goes for the boat</source>
        <translation>Der Gharv, der das Boot angreift</translation>
    </message>
    <message>
        <source>In the boat</source>
        <translation>Im Boot</translation>
    </message>
    <message>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <source>Roll for a Gharv</source>
        <translation>Auf Gharv würfeln</translation>
    </message>
    <message>
        <source>Go for the boat</source>
        <translation>Boot angreifen</translation>
    </message>
</context>
<context>
    <name>HexGamePage</name>
    <message>
        <source>Choose a scanned map to show under the hexes</source>
        <translation>Gescannte Karte wählen, die unter den Hexfeldern angezeigt wird</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>Hex game</source>
        <translation>Hexfeld-Spiel</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Phase beenden</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>No scanned map</source>
        <translation>Keine gescannte Karte</translation>
    </message>
    <message>
        <source>Scanned map…</source>
        <translation>Gescannte Karte…</translation>
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
        <source>New Black Eagle game</source>
        <translation>Neue Black-Eagle-Partie</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Spielrunde</translation>
    </message>
    <message>
        <source>VP: Black Eagle %1, Karameikan %2</source>
        <translation>SP: Schwarzer Adler %1, Karameikaner %2</translation>
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
        <source>Point at a hex to read its number and terrain.</source>
        <translation>Auf ein Hexfeld zeigen, um seine Nummer und sein Gelände abzulesen.</translation>
    </message>
    <message>
        <source>No advance</source>
        <translation>Kein Vorrücken</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Außerhalb der Karte</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Zurückhalten</translation>
    </message>
    <message>
        <source>Keep it off the map for now; it may enter in a later movement phase</source>
        <translation>Vorerst außerhalb der Karte lassen; die Einheit darf in einer späteren Bewegungsphase eintreten</translation>
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
        <source>Rules settings, where the rules leave a choice (the defaults are the usual reading):</source>
        <translation>Regeleinstellungen, wo die Regeln eine Wahl lassen (die Vorgaben sind die übliche Lesart):</translation>
    </message>
    <message>
        <source>Cross a river after moving along its bank (M5)</source>
        <translation>Einen Fluss überqueren, nachdem man an seinem Ufer entlang gezogen ist (M5)</translation>
    </message>
    <message>
        <source>Withdraw from a ZOC over a bridge (Z4)</source>
        <translation>Eine ZOC über eine Brücke verlassen (Z4)</translation>
    </message>
    <message>
        <source>Retreat over a bridge (R2.3)</source>
        <translation>Rückzug über eine Brücke (R2.3)</translation>
    </message>
    <message>
        <source>One forester or mountaineer attacking is enough (A13)</source>
        <translation>Ein angreifender Waldläufer oder Gebirgsjäger genügt (A13)</translation>
    </message>
    <message>
        <source>River shift added to the terrain&apos;s (A20)</source>
        <translation>Flussverschiebung zu der des Geländes hinzugefügt (A20)</translation>
    </message>
    <message>
        <source>AD turns over one named attacker (A12)</source>
        <translation>AD dreht einen benannten Angreifer um (A12)</translation>
    </message>
    <message>
        <source>Advance after combat across a river (V2)</source>
        <translation>Vorrücken nach dem Kampf über einen Fluss (V2)</translation>
    </message>
    <message>
        <source>Save the hex game as a PDF</source>
        <translation>Hexfeld-Partie als PDF speichern</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>hex-game</source>
        <translation>hexfeld-partie</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>On A4 paper…</source>
        <translation>Auf A4-Papier…</translation>
    </message>
    <message>
        <source>On Letter paper…</source>
        <translation>Auf Letter-Papier…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Karteneditor</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>How strongly the hexes are drawn over the scanned map</source>
        <translation>Wie deutlich die Hexfelder über die gescannte Karte gezeichnet werden</translation>
    </message>
    <message>
        <source>A scanned map kept with this game, under the hexes</source>
        <translation>Eine eingescannte Karte, die mit dieser Partie unter den Feldern gespeichert bleibt</translation>
    </message>
    <message>
        <source>Choose a hex game scenario file</source>
        <translation>Eine Szenariodatei für das Hexfeldspiel wählen</translation>
    </message>
    <message>
        <source>Hex game scenarios (*.json)</source>
        <translation>Hexfeldspiel-Szenarien (*.json)</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Szenario</translation>
    </message>
    <message>
        <source>The shipped Black Eagle order of battle</source>
        <translation>Die mitgelieferte Schlachtordnung von Black Eagle</translation>
    </message>
    <message>
        <source>Scenario file…</source>
        <translation>Szenariodatei…</translation>
    </message>
    <message>
        <source>A scenario in Herald&apos;s format (units, set-up and entry hexes, arrivals, victory rules), copied into the game when it starts</source>
        <translation>Ein Szenario im Herald-Format (Einheiten, Aufstellungs- und Eintrittsfelder, Ankünfte, Siegregeln), das beim Start in die Partie übernommen wird</translation>
    </message>
    <message>
        <source>Shipped scenario</source>
        <translation>Mitgeliefertes Szenario</translation>
    </message>
</context>
<context>
    <name>HexMapEditorPane</name>
    <message>
        <source>Choose a hex map file to read in</source>
        <translation>Hexfeldkarten-Datei zum Einlesen wählen</translation>
    </message>
    <message>
        <source>Hex maps (*.json)</source>
        <translation>Hexfeldkarten (*.json)</translation>
    </message>
    <message>
        <source>Save the hex map</source>
        <translation>Hexfeldkarte speichern</translation>
    </message>
    <message>
        <source>hex-map</source>
        <translation>hexfeldkarte</translation>
    </message>
    <message>
        <source>Choose a scanned map to trace over</source>
        <translation>Gescannte Karte zum Nachzeichnen wählen</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>New map…</source>
        <translation>Neue Karte…</translation>
    </message>
    <message>
        <source>Read in…</source>
        <translation>Einlesen…</translation>
    </message>
    <message>
        <source>Read a hex map file in Herald&apos;s format into the campaign</source>
        <translation>Eine Hexfeldkarten-Datei im Herald-Format in die Kampagne einlesen</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>No scanned map</source>
        <translation>Keine gescannte Karte</translation>
    </message>
    <message>
        <source>Scanned map…</source>
        <translation>Gescannte Karte…</translation>
    </message>
    <message>
        <source>A scanned map kept with this map, under the hexes, to trace over</source>
        <translation>Eine mit dieser Karte gespeicherte gescannte Karte unter den Hexfeldern, zum Nachzeichnen</translation>
    </message>
    <message>
        <source>New map&apos;s name</source>
        <translation>Name der neuen Karte</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Blank map</source>
        <translation>Leere Karte</translation>
    </message>
    <message>
        <source>Copy of the Black Eagle map</source>
        <translation>Kopie der Black-Eagle-Karte</translation>
    </message>
    <message>
        <source>Herald&apos;s reconstruction of the game&apos;s map, to trace over the real one and correct</source>
        <translation>Heralds Nachbildung der Spielkarte, um sie über der echten nachzuzeichnen und zu korrigieren</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Malen</translation>
    </message>
    <message>
        <source>Drag to paint the terrain chosen beside</source>
        <translation>Ziehen, um das daneben gewählte Gelände zu malen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Click a hex to set its town, keep or ruins and its regions</source>
        <translation>Ein Hexfeld anklicken, um seine Stadt, seinen Bergfried oder seine Ruinen und seine Regionen festzulegen</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Straße</translation>
    </message>
    <message>
        <source>Drag from hex to hex to lay the named road along the hexsides crossed</source>
        <translation>Von Hexfeld zu Hexfeld ziehen, um die benannte Straße entlang der überquerten Hexfeldseiten zu legen</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fluss</translation>
    </message>
    <message>
        <source>Drag from hex to hex to draw the named river along the hexsides crossed</source>
        <translation>Von Hexfeld zu Hexfeld ziehen, um den benannten Fluss entlang der überquerten Hexfeldseiten zu zeichnen</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Click near a river hexside to bridge it, or to take its bridge off</source>
        <translation>Nahe einer Fluss-Hexfeldseite klicken, um sie zu überbrücken oder ihre Brücke zu entfernen</translation>
    </message>
    <message>
        <source>Hex set</source>
        <translation>Hexfeldgruppe</translation>
    </message>
    <message>
        <source>Drag over hexes to add them to the scenario hex set named beside</source>
        <translation>Über Hexfelder ziehen, um sie der daneben genannten Hexfeldgruppe des Szenarios hinzuzufügen</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Rand</translation>
    </message>
    <message>
        <source>Drag over hexes printed only in part at the map&apos;s edge to leave them out of play</source>
        <translation>Über Hexfelder ziehen, die am Kartenrand nur teilweise gedruckt sind, um sie aus dem Spiel zu nehmen</translation>
    </message>
    <message>
        <source>Terrain the brush paints</source>
        <translation>Gelände des Pinsels</translation>
    </message>
    <message>
        <source>Road&apos;s name</source>
        <translation>Name der Straße</translation>
    </message>
    <message>
        <source>River&apos;s name</source>
        <translation>Name des Flusses</translation>
    </message>
    <message>
        <source>Hex set&apos;s name</source>
        <translation>Name der Hexfeldgruppe</translation>
    </message>
    <message>
        <source>Sets…</source>
        <translation>Gruppen…</translation>
    </message>
    <message>
        <source>Pick a set the map has; type a new name beside to start one</source>
        <translation>Eine Gruppe der Karte wählen; daneben einen neuen Namen eingeben, um eine neue anzulegen</translation>
    </message>
    <message>
        <source>Take off</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>The drag takes roads, rivers or hexes of the set off, or puts edge hexes back in play, instead (Shift does this for one drag)</source>
        <translation>Das Ziehen entfernt stattdessen Straßen, Flüsse oder Hexfelder der Gruppe oder nimmt Randhexfelder wieder ins Spiel (Shift bewirkt dies für einen einzelnen Ziehvorgang)</translation>
    </message>
    <message>
        <source>How strongly the hexes are drawn over the scanned map</source>
        <translation>Wie deutlich die Hexfelder über die gescannte Karte gezeichnet werden</translation>
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
        <source>Point at a hex to read its terrain, place and sides.</source>
        <translation>Auf ein Hexfeld zeigen, um sein Gelände, seinen Ort und seine Seiten abzulesen.</translation>
    </message>
    <message>
        <source>Place in hex %1</source>
        <translation>Ort in Hexfeld %1</translation>
    </message>
    <message>
        <source>Click a hex to give it a place.</source>
        <translation>Ein Hexfeld anklicken, um ihm einen Ort zu geben.</translation>
    </message>
    <message>
        <source>Name (Kelvin)</source>
        <translation>Name (Kelvin)</translation>
    </message>
    <message>
        <source>Regions, by commas (Karameikos)</source>
        <translation>Regionen, durch Kommas getrennt (Karameikos)</translation>
    </message>
    <message>
        <source>Set the place</source>
        <translation>Ort festlegen</translation>
    </message>
    <message>
        <source>Lay the map out on another grid?</source>
        <translation>Die Karte auf ein anderes Raster legen?</translation>
    </message>
    <message numerus="yes">
        <source>With the hexes laid out as “%1”, %n road, river or bridge hexside(s) no longer lie between neighbouring hexes and come off; the explanation names them, to trace again. Every hex keeps its number, terrain and place. Undo puts it all back.</source>
        <translation>
            <numerusform>Mit den Feldern als „%1“ liegt %n Straßen-, Fluss- oder Brückenkante nicht mehr zwischen Nachbarfeldern und wird entfernt; die Erklärung nennt sie, damit Sie sie neu nachzeichnen. Jedes Feld behält Nummer, Gelände und Ort. Rückgängig stellt alles wieder her.</numerusform>
            <numerusform>Mit den Feldern als „%1“ liegen %n Straßen-, Fluss- oder Brückenkanten nicht mehr zwischen Nachbarfeldern und werden entfernt; die Erklärung nennt sie, damit Sie sie neu nachzeichnen. Jedes Feld behält Nummer, Gelände und Ort. Rückgängig stellt alles wieder her.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Felder</translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns, or pointy-topped hexes in rows, and which columns (or rows) sit half a hex lower (or to the right), as on the printed map (rule 2.2)</source>
        <translation>Felder mit flacher Oberkante in Spalten oder mit Spitze oben in Zeilen, und welche Spalten (oder Zeilen) ein halbes Feld tiefer (oder weiter rechts) liegen, wie auf der gedruckten Karte (Regel 2.2)</translation>
    </message>
    <message>
        <source>Hexes (rule 2.2)</source>
        <translation>Felder (Regel 2.2)</translation>
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
    <message>
        <source>Click to see the rules decisions of this command</source>
        <translation>Klicken, um die Regelentscheidungen dieser Aktion zu sehen</translation>
    </message>
    <message>
        <source>Why ▾</source>
        <extracomment>toggles the list of rules decisions under a history entry</extracomment>
        <translation>Warum ▾</translation>
    </message>
    <message>
        <source>Why ▸</source>
        <translation>Warum ▸</translation>
    </message>
</context>
<context>
    <name>IndependentArmiesBox</name>
    <message>
        <source>Independent armies (§7.7.6)</source>
        <translation>Unabhängige Armeen (§7.7.6)</translation>
    </message>
    <message>
        <source>No race is Independent. A race that wins a pick-up battle in box 3 leaves the track and its commander places its army on the map.</source>
        <translation>Kein Volk ist unabhängig. Ein Volk, das in Feld 3 eine Gelegenheitsschlacht gewinnt, verlässt die Leiste, und sein Befehlshaber stellt seine Armee auf die Karte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; stand in %2, ordered by %3; held %4 turn(s)</source>
        <extracomment>%1 race, %2 area, %3 who orders it, %4 turns held</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; stehen in %2, Befehle gibt %3; %4 Runde(n) gehalten</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; are Independent: their army waits to be placed, at least one area away from any town or city</source>
        <extracomment>%1 race</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; sind unabhängig: Ihre Armee wartet darauf, aufgestellt zu werden, mindestens ein Gebiet von jeder Stadt und Großstadt entfernt</translation>
    </message>
    <message>
        <source>Area (XXYY)</source>
        <translation>Gebiet (XXYY)</translation>
    </message>
    <message>
        <source>Move there</source>
        <translation>Dorthin ziehen</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>The controller&apos;s move of the turn, one area, from M-1 to M-2C</source>
        <translation>Der Zug des Befehlshabers in dieser Runde, ein Gebiet, von M-1 bis M-2C</translation>
    </message>
    <message>
        <source>The commander who led the race to independence places it</source>
        <translation>Der Befehlshaber, der das Volk in die Unabhängigkeit führte, stellt es auf</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; meets the %2 army in %3: its player chooses</source>
        <extracomment>%1 army, %2 race, %3 area</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; trifft in %3 auf die Armee der %2: Ihr Spieler entscheidet</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>A campaign battle at the table; it joins this month&apos;s battles</source>
        <translation>Eine Feldzugsschlacht am Spieltisch; sie kommt zu den Schlachten dieses Monats</translation>
    </message>
    <message>
        <source>To (optional)</source>
        <translation>Nach (optional)</translation>
    </message>
    <message>
        <source>Force it back</source>
        <translation>Zurückdrängen</translation>
    </message>
    <message>
        <source>No battle: it steps one area away from the army (I-76); into the sea it is destroyed. Name an area only where several are equally far.</source>
        <translation>Keine Schlacht: Sie weicht ein Gebiet von der Armee zurück (I-76); ins Meer gedrängt, wird sie vernichtet. Ein Gebiet nur angeben, wo mehrere gleich weit sind.</translation>
    </message>
</context>
<context>
    <name>LandDialog</name>
    <message>
        <source>%1 comes ashore (I-10)</source>
        <extracomment>%1 the expedition</extracomment>
        <translation>%1 geht an Land (I-10)</translation>
    </message>
    <message>
        <source>Land (Ctrl+Return)</source>
        <translation>An Land gehen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>no coast open to a landing</source>
        <translation>keine Küste für eine Landung offen</translation>
    </message>
    <message>
        <source>Where the army stands</source>
        <translation>Wo die Armee steht</translation>
    </message>
    <message>
        <source>In the countryside</source>
        <translation>Im offenen Land</translation>
    </message>
    <message>
        <source>At the population centre, to take the village</source>
        <translation>An der Siedlung, um das Dorf einzunehmen</translation>
    </message>
    <message>
        <source>The ships and the admiral are gone once ashore; the army marches with the expedition&apos;s roster until the New Year and takes orders from next month.</source>
        <translation>An Land sind die Schiffe und der Admiral fort; die Armee marschiert bis zum Neujahr mit der Armeeliste der Expedition und nimmt ab dem nächsten Monat Befehle an.</translation>
    </message>
</context>
<context>
    <name>LesserRacesPage</name>
    <message>
        <source>Lesser Races</source>
        <translation>Kleinere Völker</translation>
    </message>
    <message>
        <source>Minor nations on their 0-1-2-3-Independent track. A race moves up a box when it wins a pick-up battle and down when it loses; a win in box 3 makes it Independent (I-73, reconstructed).</source>
        <translation>Kleinere Völker auf ihrer Leiste 0-1-2-3-Unabhängig. Ein Volk rückt ein Feld vor, wenn es eine Gelegenheitsschlacht gewinnt, und eines zurück, wenn es verliert; ein Sieg in Feld 3 macht es unabhängig (I-73, rekonstruiert).</translation>
    </message>
    <message>
        <source>Tracks (§7.7.1)</source>
        <translation>Leisten (§7.7.1)</translation>
    </message>
    <message>
        <source>%1 in play; the rules call for %2 (player countries less two), more may be added.</source>
        <extracomment>%1 races in play, %2 how many the rules call for</extracomment>
        <translation>%1 im Spiel; die Regeln sehen %2 vor (Spielerländer weniger zwei), weitere dürfen hinzukommen.</translation>
    </message>
    <message>
        <source>Add race</source>
        <translation>Volk hinzufügen</translation>
    </message>
    <message>
        <source>Experience (§7.8)</source>
        <translation>Erfahrung (§7.8)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Verdient</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Ausgegeben</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Experience comes only from pick-up battles: a full point for every 100 VP in a win, every 200 in a loss (§2.15). Spend it before a battle with &quot;Spend experience…&quot; on the battle&apos;s brief (Battles page).</source>
        <translation>Erfahrung gibt es nur aus Gelegenheitsschlachten: ein voller Punkt je 100 SP bei einem Sieg, je 200 bei einer Niederlage (§2.15). Vor einer Schlacht mit „Erfahrung ausgeben…“ im Briefing der Schlacht ausgeben (Seite Schlachten).</translation>
    </message>
</context>
<context>
    <name>ListCheckDialog</name>
    <message>
        <source>%1&apos;s army for battle %2</source>
        <extracomment>%1 nation, %2 battle number</extracomment>
        <translation>Armee von %1 für Schlacht %2</translation>
    </message>
    <message>
        <source>One entry per line: a count and a unit type (3 Spearmen), a number of mobs (2 mobs) or a character&apos;s name.</source>
        <translation>Ein Eintrag je Zeile: eine Anzahl und ein Einheitentyp (3 Spearmen), eine Zahl von Aufgeboten (2 mobs) oder der Name eines Charakters.</translation>
    </message>
    <message>
        <source>4 Spearmen
2 Knights
Duke Aldric
2 mobs</source>
        <translation>4 Spearmen
2 Knights
Herzog Aldric
2 mobs</translation>
    </message>
    <message>
        <source>Check (Ctrl+Return)</source>
        <translation>Prüfen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>The list is legal for this battle.</source>
        <translation>Die Liste ist für diese Schlacht zulässig.</translation>
    </message>
    <message>
        <source>The list breaks the rules:</source>
        <translation>Die Liste verstößt gegen die Regeln:</translation>
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
    <name>MagicPane</name>
    <message>
        <source>Spellcaster</source>
        <translation>Zauberwirker</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Zauber</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>MPs or points added, hexes, points off a missile roll</source>
        <translation>Zusätzliche BP oder Punkte, Hexfelder, Abzug vom Fernkampfwurf</translation>
    </message>
    <message>
        <source>Countered by</source>
        <translation>Gegenzauber durch</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Wirken</translation>
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
    <message>
        <source>%1 (read-only) — Herald</source>
        <translation>%1 (schreibgeschützt) — Herald</translation>
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
        <source>Map name</source>
        <translation>Kartenname</translation>
    </message>
    <message>
        <source>e.g. The Old World</source>
        <translation>z. B. Die Alte Welt</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Zeilen</translation>
    </message>
    <message>
        <source>Name and size the layout</source>
        <translation>Name und Größe des Layouts festlegen</translation>
    </message>
    <message>
        <source>Drag from hex to hex to draw a major river along the hexsides; hold Shift to clear one</source>
        <translation>Von Hexfeld zu Hexfeld ziehen, um einen großen Fluss entlang der Hexfeldseiten zu zeichnen; Shift gedrückt halten, um einen zu entfernen</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Seiten</translation>
    </message>
    <message>
        <source>Click near the side between two hexes to set its barrier, river or crossing</source>
        <translation>Nahe der Seite zwischen zwei Hexfeldern klicken, um ihr Hindernis, ihren Fluss oder ihren Übergang festzulegen</translation>
    </message>
    <message>
        <source>Clear river</source>
        <translation>Fluss entfernen</translation>
    </message>
    <message>
        <source>The river tool removes rivers instead of drawing them (Shift does this for one drag)</source>
        <translation>Das Fluss-Werkzeug entfernt Flüsse, statt sie zu zeichnen (Shift bewirkt dies für einen einzelnen Ziehvorgang)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Verkleinern (Ctrl+−)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Vergrößern (Ctrl++)</translation>
    </message>
    <message>
        <source>Show the whole map (Ctrl+0)</source>
        <translation>Ganze Karte zeigen (Ctrl+0)</translation>
    </message>
    <message>
        <source>How strongly the map is drawn over the scanned background: %1%</source>
        <translation>Wie deutlich die Karte über den gescannten Hintergrund gezeichnet wird: %1 %</translation>
    </message>
    <message>
        <source>Name and size the layout…</source>
        <translation>Name und Größe des Layouts festlegen…</translation>
    </message>
    <message>
        <source>Drawing the map…</source>
        <translation>Karte wird gezeichnet…</translation>
    </message>
    <message>
        <source>This campaign has no map yet</source>
        <translation>Diese Kampagne hat noch keine Karte</translation>
    </message>
    <message>
        <source>Import a finished map, or start from a blank hex layout and paint the areas in.</source>
        <translation>Eine fertige Karte importieren oder mit einem leeren Hexfeld-Layout beginnen und die Gebiete einmalen.</translation>
    </message>
    <message>
        <source>Start a blank layout</source>
        <translation>Mit leerem Layout beginnen</translation>
    </message>
    <message>
        <source>The layout is blank: choose Paint and drag over the hexes to add areas.</source>
        <translation>Das Layout ist leer: Malen wählen und über die Hexfelder ziehen, um Gebiete hinzuzufügen.</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Major river along this side</source>
        <translation>Großer Fluss entlang dieser Seite</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>Hindernis</translation>
    </message>
    <message>
        <source>As the terrain gives</source>
        <translation>Wie vom Gelände vorgegeben</translation>
    </message>
    <message>
        <source>No barrier</source>
        <translation>Kein Hindernis</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Great forest</source>
        <translation>Großer Wald</translation>
    </message>
    <message>
        <source>Major river</source>
        <translation>Großer Fluss</translation>
    </message>
    <message>
        <source>Crossing</source>
        <translation>Übergang</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Keiner</translation>
    </message>
    <message>
        <source>map.json</source>
        <translation>karte.json</translation>
    </message>
    <message>
        <source>Save the map (%1) as PDF</source>
        <translation>Karte (%1) als PDF speichern</translation>
    </message>
    <message>
        <source>map.pdf</source>
        <translation>karte.pdf</translation>
    </message>
    <message>
        <source>Save the map (%1) as a picture</source>
        <translation>Karte (%1) als Bild speichern</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>map.png</source>
        <translation>karte.png</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Als PNG speichern…</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Dieser Monat</translation>
    </message>
    <message>
        <source>Show this month&apos;s moves, delayed, besieged and out-of-supply armies and engagements (key M)</source>
        <translation>Züge dieses Monats, verzögerte, belagerte und unversorgte Armeen sowie Gefechte zeigen (Taste M)</translation>
    </message>
    <message>
        <source>Show supply path</source>
        <translation>Versorgungsweg zeigen</translation>
    </message>
    <message>
        <source>Draw how %1 is supplied</source>
        <translation>Zeichnen, wie %1 versorgt wird</translation>
    </message>
    <message>
        <source>Select an area with an army to draw its supply path</source>
        <translation>Ein Gebiet mit einer Armee auswählen, um ihren Versorgungsweg zu zeichnen</translation>
    </message>
</context>
<context>
    <name>MonthPrintMenu</name>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF-Dokumente (*.pdf)</translation>
    </message>
    <message>
        <source>month-report-%1</source>
        <translation>monatsbericht-%1</translation>
    </message>
    <message>
        <source>orders-%1</source>
        <translation>befehle-%1</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Drucken…</translation>
    </message>
    <message>
        <source>Month report for a nation…</source>
        <translation>Monatsbericht für eine Nation…</translation>
    </message>
    <message>
        <source>Blank order sheet for a nation…</source>
        <translation>Leerer Befehlsbogen für eine Nation…</translation>
    </message>
    <message>
        <source>The players&apos; papers: a nation&apos;s month report or its order sheet, as PDF.</source>
        <translation>Die Unterlagen der Spieler: Monatsbericht oder Befehlsbogen einer Nation als PDF.</translation>
    </message>
    <message>
        <source>Print a month report</source>
        <translation>Monatsbericht drucken</translation>
    </message>
    <message>
        <source>Print a blank order sheet</source>
        <translation>Leeren Befehlsbogen drucken</translation>
    </message>
    <message>
        <source>The report shows the nation&apos;s own armies, orders, supply and battles, and only the foreign armies it has met: give it to that nation&apos;s player alone.</source>
        <translation>Der Bericht zeigt die eigenen Armeen, Befehle, Versorgung und Schlachten der Nation und nur die fremden Armeen, denen sie begegnet ist: Nur dem Spieler dieser Nation aushändigen.</translation>
    </message>
    <message>
        <source>One row per army that takes an order this turn, with what limits it and the orders it may be given.</source>
        <translation>Eine Zeile je Armee, die in dieser Runde einen Befehl erhält, mit dem, was sie einschränkt, und den Befehlen, die sie erhalten darf.</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Paper</source>
        <translation>Papier</translation>
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
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Choose the file…</source>
        <translation>Datei wählen…</translation>
    </message>
</context>
<context>
    <name>MoveAnswersBox</name>
    <message>
        <source>Answers for the move (§4.3, I-43), given before the armies move:</source>
        <translation>Antworten zum Zug (§4.3, I-43), gegeben, bevor die Armeen ziehen:</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>%1 army, %2 nation, %3 its order in words</extracomment>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Goes back if it meets another own army</source>
        <translation>Kehrt um, wenn sie auf eine andere eigene Armee trifft</translation>
    </message>
    <message>
        <source>Lets a leaving enemy go</source>
        <translation>Lässt einen abziehenden Feind ziehen</translation>
    </message>
</context>
<context>
    <name>NationDelegate</name>
    <message>
        <source>%1 · PT %2 · AP %3 · CP %4</source>
        <comment>race, population total, army points, character points</comment>
        <translation>%1 · BZ %2 · AP %3 · CP %4</translation>
    </message>
    <message>
        <source>no army list yet</source>
        <translation>noch kein Armeebuch</translation>
    </message>
</context>
<context>
    <name>NationEditDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>%1 bearbeiten</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Armeebuch</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Capital (XXYY)</source>
        <translation>Hauptstadt (XXYY)</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Änderungen speichern</translation>
    </message>
</context>
<context>
    <name>NationHeading</name>
    <message>
        <source>%1 — %2, player %3</source>
        <translation>%1 — %2, Spieler %3</translation>
    </message>
    <message>
        <source>no army list yet</source>
        <translation>noch kein Armeebuch</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>No nation yet: found one on the left.</source>
        <translation>Noch keine Nation: links eine gründen.</translation>
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
</context>
<context>
    <name>NationListPane</name>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nationen &amp; Armeelisten</translation>
    </message>
    <message>
        <source>Each nation&apos;s population total (PT), army points (AP) and character points (CP), counted live from the map, and its roster for this year.</source>
        <translation>Bevölkerungszahl (BZ), Armeepunkte (AP) und Charakterpunkte (CP) jeder Nation, laufend aus der Karte ermittelt, und ihre Armeeliste für dieses Jahr.</translation>
    </message>
    <message>
        <source>Found a nation…</source>
        <translation>Nation gründen…</translation>
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
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
</context>
<context>
    <name>NewBattleForm</name>
    <message>
        <source>Numbers for the battle board</source>
        <translation>Werte für das Schlachtbrett</translation>
    </message>
    <message>
        <source>Battle board tables (*.json)</source>
        <translation>Schlachtbrett-Tabellen (*.json)</translation>
    </message>
    <message>
        <source>A new battle on the board: name it and list each army as counts of infantry, cavalry, artillery and leaders (&quot;elite&quot; before a type for elite brigades).</source>
        <translation>Eine neue Schlacht auf dem Schlachtbrett: einen Namen vergeben und jede Armee als Anzahlen von infantry, cavalry, artillery und leaders angeben („elite“ vor einem Typ für Elitebrigaden).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>e.g. Brandy Station</source>
        <translation>z. B. Brandy Station</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Union: 6 infantry, 2 cavalry, 1 artillery, 2 leaders</source>
        <translation>Union: 6 infantry, 2 cavalry, 1 artillery, 2 leaders</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Confederacy: 6 infantry, 1 elite cavalry, 1 artillery, 1 leader</source>
        <translation>Confederacy: 6 infantry, 1 elite cavalry, 1 artillery, 1 leader</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Werte</translation>
    </message>
    <message>
        <source>the built-in placeholder set (§11.3)</source>
        <translation>der eingebaute Platzhaltersatz (§11.3)</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Aus einer Datei…</translation>
    </message>
    <message>
        <source>Placeholder</source>
        <translation>Platzhalter</translation>
    </message>
    <message>
        <source>Create battle</source>
        <translation>Schlacht anlegen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>NewCentresForm</name>
    <message>
        <source>Production (§2.7): each owner places the new centres and picks which unsupported centres go. Only the areas the rules allow now are offered.</source>
        <translation>Produktion (§2.7): Jeder Besitzer setzt die neuen Siedlungen und wählt, welche nicht gestützten Siedlungen wegfallen. Angeboten werden nur die Gebiete, die die Regeln jetzt erlauben.</translation>
    </message>
    <message>
        <source>new towns to place: %1</source>
        <translation>neue Städte zu setzen: %1</translation>
    </message>
    <message>
        <source>new cities to place: %1</source>
        <translation>neue Großstädte zu setzen: %1</translation>
    </message>
    <message>
        <source>unsupported centres to reduce: %1</source>
        <translation>nicht gestützte Siedlungen herabzustufen: %1</translation>
    </message>
    <message>
        <source>colony questions to answer: %1</source>
        <translation>Kolonie-Fragen zu beantworten: %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <extracomment>%1 nation, %2 what it still does (&quot;new towns to place: 1, ...&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt;: %2</translation>
    </message>
    <message>
        <source>nothing left to do</source>
        <translation>nichts mehr zu tun</translation>
    </message>
    <message>
        <source>new town</source>
        <translation>neue Stadt</translation>
    </message>
    <message>
        <source>new city</source>
        <translation>neue Großstadt</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Setzen</translation>
    </message>
    <message>
        <source>Place no more this year</source>
        <extracomment>§2.7: the player may place fewer new centres than the arithmetic allows</extracomment>
        <translation>In diesem Jahr keine weiteren setzen</translation>
    </message>
    <message>
        <source>no area open for a %1 now</source>
        <translation>derzeit kein Gebiet frei für: %1</translation>
    </message>
    <message>
        <source>Unsupported centre to reduce</source>
        <translation>Herabzustufende nicht gestützte Siedlung</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>Herabstufen</translation>
    </message>
    <message>
        <source>A colony</source>
        <translation>Eine Kolonie</translation>
    </message>
    <message>
        <source>A new country</source>
        <translation>Ein neues Land</translation>
    </message>
</context>
<context>
    <name>NewNationDialog</name>
    <message>
        <source>A New Nation (NY-6, NY-7, §7.4.3)</source>
        <translation>Eine Neue Nation (NY-6, NY-7, §7.4.3)</translation>
    </message>
    <message>
        <source>Found it at sea (Ctrl+Return)</source>
        <translation>Auf See gründen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Bound for</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>Units: exactly 10 of the list</source>
        <translation>Einheiten: genau 10 aus der Liste</translation>
    </message>
    <message>
        <source>Characters: at most 5 CP, one general</source>
        <translation>Charaktere: höchstens 5 CP, ein General</translation>
    </message>
</context>
<context>
    <name>OccupationsBox</name>
    <message>
        <source>Gaining control (§4.7, I-55)</source>
        <translation>Kontrolle gewinnen (§4.7, I-55)</translation>
    </message>
    <message>
        <source>No army stands at a population centre its nation does not own.</source>
        <translation>Keine Armee steht in einem Bevölkerungszentrum, das ihrer Nation nicht gehört.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3: %4 of %5 turn(s) held</source>
        <extracomment>%1 army, %2 nation, %3 area, %4 turns held so far, %5 turns the area needs</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) in %3: %4 von %5 Zug/Zügen gehalten</translation>
    </message>
    <message>
        <source>At M-5, as things stand: %1</source>
        <extracomment>what the count at step M-5 will decide, as the map stands now</extracomment>
        <translation>Bei M-5, nach jetzigem Stand: %1</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <source>Odds</source>
        <translation>Chancen</translation>
    </message>
    <message>
        <source>Simulate %1 battles</source>
        <translation>%1 Schlachten simulieren</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1: %2 %</translation>
    </message>
</context>
<context>
    <name>OrdersPage</name>
    <message>
        <source>Orders</source>
        <translation>Befehle</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <extracomment>%1 the turn number, %2 where the calendar stands: &quot;Year 1, month 2, M-1 Write orders&quot;</extracomment>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>Each army is given one order a month (§4.1); far from its own towns it writes the orders of the turns ahead as well (§4.2). Supply is worked out at M-0 (§4.5); an army holding a foreign population centre long enough gains its area (§4.7).</source>
        <translation>Jede Armee erhält einen Befehl im Monat (§4.1); fern ihrer eigenen Städte schreibt sie auch die Befehle der kommenden Züge (§4.2). Die Versorgung wird bei M-0 ermittelt (§4.5); eine Armee, die ein fremdes Bevölkerungszentrum lange genug hält, gewinnt sein Gebiet (§4.7).</translation>
    </message>
    <message>
        <source>Armies (§4.1, §4.5)</source>
        <translation>Armeen (§4.1, §4.5)</translation>
    </message>
    <message>
        <source>Write orders (§4.1, §4.2)</source>
        <translation>Befehle schreiben (§4.1, §4.2)</translation>
    </message>
</context>
<context>
    <name>OutfitDialog</name>
    <message>
        <source>Outfit an expedition (NY-7, §7.2.1)</source>
        <translation>Expedition ausrüsten (NY-7, §7.2.1)</translation>
    </message>
    <message>
        <source>Outfit (Ctrl+Return)</source>
        <translation>Ausrüsten (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Expedition name</source>
        <translation>Name der Expedition</translation>
    </message>
    <message>
        <source>the fleet&apos;s name, also its army marker&apos;s</source>
        <translation>der Name der Flotte, zugleich der ihres Armeemarkers</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>no own coastal town or city</source>
        <translation>keine eigene Stadt oder Großstadt an der Küste</translation>
    </message>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>no general free to sail</source>
        <translation>kein General, der auslaufen kann</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Admiral</translation>
    </message>
    <message>
        <source>an admiral of the roster, or a new name bought for 2 CP</source>
        <translation>ein Admiral der Armeeliste oder ein neuer Name, für 2 CP gekauft</translation>
    </message>
    <message>
        <source>Units from the roster</source>
        <translation>Einheiten aus der Armeeliste</translation>
    </message>
    <message>
        <source>The sea people swim: every unit sailing is its own ship, none is traded.</source>
        <translation>Das Meervolk schwimmt: Jede segelnde Einheit ist ihr eigenes Schiff, keine wird eingetauscht.</translation>
    </message>
    <message>
        <source>Traded units buy boats and leave the roster: 2 boats for an artillery or chariot unit, 1 for any other; specials are never traded. A fleet needs at least 3 units and a boat for each.</source>
        <translation>Eingetauschte Einheiten bringen Schiffe ein und verlassen die Armeeliste: 2 Schiffe für eine Artillerie- oder Streitwageneinheit, 1 für jede andere; Spezialeinheiten werden nie eingetauscht. Eine Flotte braucht mindestens 3 Einheiten und für jede ein Schiff.</translation>
    </message>
    <message>
        <source>%1. %2, %3 free</source>
        <extracomment>%1 the roster line&apos;s number, %2 its units, %3 how many are free to sail</extracomment>
        <translation>%1. %2, %3 frei</translation>
    </message>
    <message>
        <source>Sail</source>
        <translation>Segeln</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Eintauschen</translation>
    </message>
    <message>
        <source>Other characters aboard</source>
        <translation>Weitere Charaktere an Bord</translation>
    </message>
    <message>
        <source>Heals the sick</source>
        <translation>Heilt die Kranken</translation>
    </message>
</context>
<context>
    <name>PickupRoundBox</name>
    <message>
        <source>Pick-up round (§7.7.3)</source>
        <translation>Gelegenheitsrunde (§7.7.3)</translation>
    </message>
    <message>
        <source>The round is played at step M-3 of a month with a campaign battle, by the players who fight none.</source>
        <translation>Die Runde wird in Schritt M-3 eines Monats mit einer Feldzugsschlacht gespielt, von den Spielern, die keine schlagen.</translation>
    </message>
    <message>
        <source>Draw the picking order</source>
        <translation>Wahlreihenfolge auslosen</translation>
    </message>
    <message>
        <source>Picking order: %1</source>
        <translation>Wahlreihenfolge: %1</translation>
    </message>
    <message>
        <source>%1 picked %2%3</source>
        <extracomment>%1 nation, %2 option letter, %3 the race picked or nothing</extracomment>
        <translation>%1 wählte %2%3</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>A: lead this race</source>
        <translation>A: dieses Volk führen</translation>
    </message>
    <message>
        <source>B: own army out</source>
        <translation>B: eigene Armee zieht aus</translation>
    </message>
    <message>
        <source>C: pass</source>
        <translation>C: passen</translation>
    </message>
    <message>
        <source>Picks are paired by the reconstruction I-72 (the rule&apos;s own text is lost): an A or B waits until the next A or B answers it.</source>
        <translation>Die Wahlen werden nach der Rekonstruktion I-72 gepaart (der Regeltext selbst ist verloren): ein A oder B wartet, bis das nächste A oder B darauf antwortet.</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <extracomment>%1 game number, %2 who plays whom</extracomment>
        <translation>Spiel %1: %2</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>VP of %1</source>
        <translation>SP von %1</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Ergebnis eintragen</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>The battle is over.</source>
        <translation>Die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>Chosen: %1. Click a marked target (to fire or charge, as chosen below) or a space.</source>
        <translation>Gewählt: %1. Ein markiertes Ziel (zum Feuern oder Angreifen, wie unten gewählt) oder ein Feld anklicken.</translation>
    </message>
    <message>
        <source>Click a pursuing brigade, then the unit it pursues (§7.5).</source>
        <translation>Eine verfolgende Brigade anklicken, dann die Einheit, die sie verfolgt (§7.5).</translation>
    </message>
    <message>
        <source>Click one of your units in bold to choose it.</source>
        <translation>Eine der eigenen, fett dargestellten Einheiten anklicken, um sie zu wählen.</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Feuern</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Angreifen</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Verschanzen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>End pursuit</source>
        <translation>Verfolgung beenden</translation>
    </message>
    <message>
        <source>End half</source>
        <translation>Hälfte beenden</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Auto-resolve</source>
        <translation>Automatisch auswerten</translation>
    </message>
    <message>
        <source>Play the rest with the default policy (§15), rolling the campaign&apos;s dice</source>
        <translation>Den Rest mit der Standardstrategie (§15) spielen und dabei mit den Würfeln der Kampagne würfeln</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Dice from the table</source>
        <translation>Würfel am Tisch</translation>
    </message>
    <message>
        <source>e.g. 5 4</source>
        <translation>z. B. 5 4</translation>
    </message>
    <message>
        <source>The faces the real dice showed, in the order the rolls are made; the next action uses them</source>
        <translation>Die Augenzahlen der echten Würfel, in der Reihenfolge der Würfe; die nächste Aktion verwendet sie</translation>
    </message>
    <message>
        <source>Cavalry charged by infantry</source>
        <translation>Von Infanterie angegriffene Kavallerie</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Ausweichen</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Standhalten</translation>
    </message>
</context>
<context>
    <name>PlayersBox</name>
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
</context>
<context>
    <name>PositionEditDialog</name>
    <message>
        <source>Set the position of %1</source>
        <translation>Stellung von %1 festlegen</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>Persönlichkeit</translation>
    </message>
    <message>
        <source>The Ring is</source>
        <translation>Der Ring ist</translation>
    </message>
    <message>
        <source>Bearer</source>
        <translation>Träger</translation>
    </message>
    <message>
        <source>the unit in the province</source>
        <translation>die Einheit in der Provinz</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Macht</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>A, F, C (cavalry), P (pirate), 2A</source>
        <translation>A, F, C (Kavallerie), P (Pirat), 2A</translation>
    </message>
    <message>
        <source>A or F</source>
        <translation>A oder F</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>empty: off the board</source>
        <translation>leer: vom Brett nehmen</translation>
    </message>
    <message>
        <source>Bar, StP/sc…</source>
        <translation>Bar, StP/sc…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Von</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Nach</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Monat</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Spielzug</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>An Easterling army of Mordor</source>
        <translation>Eine Armee der Ostlinge Mordors</translation>
    </message>
    <message>
        <source>One of its power&apos;s starting units</source>
        <translation>Eine der Starteinheiten ihrer Macht</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Übernehmen</translation>
    </message>
</context>
<context>
    <name>QCoreApplication::Tr</name>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
</context>
<context>
    <name>RaceTrack</name>
    <message>
        <source>0</source>
        <translation>0</translation>
    </message>
    <message>
        <source>1</source>
        <translation>1</translation>
    </message>
    <message>
        <source>2</source>
        <translation>2</translation>
    </message>
    <message>
        <source>3</source>
        <translation>3</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>Unabhängig</translation>
    </message>
    <message>
        <source>No affiliation markers yet</source>
        <translation>Noch keine Bündnismarker</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>an affiliation marker chip: %1 nation, %2 how many markers</extracomment>
        <translation>%1 × %2</translation>
    </message>
</context>
<context>
    <name>RebellionDialog</name>
    <message>
        <source>Rebellion (NY-2, §7.4.2)</source>
        <translation>Rebellion (NY-2, §7.4.2)</translation>
    </message>
    <message>
        <source>Rise (Ctrl+Return)</source>
        <translation>Erheben (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Town seized (XXYY)</source>
        <translation>Eingenommene Stadt (XXYY)</translation>
    </message>
    <message>
        <source>a town or city the nation once held</source>
        <translation>eine Stadt oder Großstadt, die die Nation einst hielt</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>empty: the general bought this year</source>
        <translation>leer: der in diesem Jahr gekaufte General</translation>
    </message>
</context>
<context>
    <name>RemoveNationDialog</name>
    <message>
        <source>Remove %1?</source>
        <translation>%1 entfernen?</translation>
    </message>
    <message>
        <source>Its rosters and characters go with it. Undo brings them back.</source>
        <translation>Ihre Armeelisten und Charaktere werden mit entfernt. Rückgängig stellt sie wieder her.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Result of %1</source>
        <extracomment>%1 the battle&apos;s title (&quot;Battle 2: assault in 0408 Scar&quot;)</extracomment>
        <translation>Ergebnis von %1</translation>
    </message>
    <message>
        <source>List what each side lost itself. Herald then works out the victory points, the winner and the level, rolls survival for every unit that lost stands, and settles the characters carried off and their magic items, in the order of §6.</source>
        <translation>Für jede Seite eintragen, was sie selbst verlor. Herald berechnet dann Siegpunkte, Sieger und Stufe, würfelt das Überleben jeder Einheit mit verlorenen Basen und entscheidet über die vom Tisch genommenen Charaktere und ihre magischen Gegenstände, in der Reihenfolge von §6.</translation>
    </message>
    <message>
        <source>Objective held alone at the end by</source>
        <translation>Ziel am Ende allein gehalten von</translation>
    </message>
    <message>
        <source>Nobody, or both sides</source>
        <translation>Niemandem oder beiden Seiten</translation>
    </message>
    <message>
        <source>The defenders</source>
        <translation>Die Verteidiger</translation>
    </message>
    <message>
        <source>The attackers</source>
        <translation>Die Angreifer</translation>
    </message>
    <message>
        <source>Herald rolls the dice</source>
        <translation>Herald würfelt</translation>
    </message>
    <message>
        <source>Dice rolled at the table:</source>
        <translation>Am Tisch gewürfelt:</translation>
    </message>
    <message>
        <source>e.g. 5 3 6</source>
        <translation>z. B. 5 3 6</translation>
    </message>
    <message>
        <source>In this order: a survival die for each unit that lost 2 or more stands, defenders first (a unit that lost 1 stand and a mob roll none), then a die for each character removed from the table, then one for each magic item such a character carried when it must roll.</source>
        <translation>In dieser Reihenfolge: ein Überlebenswürfel je Einheit mit 2 oder mehr verlorenen Basen, die Verteidiger zuerst (eine Einheit mit 1 verlorenen Base und ein Aufgebot würfeln nicht), dann ein Würfel je vom Tisch genommenem Charakter, dann einer je magischem Gegenstand eines solchen Charakters, wenn er würfeln muss.</translation>
    </message>
    <message>
        <source>From a sheet file…</source>
        <translation>Aus einer Bogendatei…</translation>
    </message>
    <message>
        <source>Read a result sheet written as JSON (docs/battle-result-format.md) instead</source>
        <translation>Stattdessen einen als JSON geschriebenen Ergebnisbogen lesen (docs/battle-result-format.md)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Ergebnis eintragen</translation>
    </message>
    <message>
        <source>One command: Ctrl+Z takes it back (Ctrl+Return)</source>
        <translation>Ein Befehl: Strg+Z nimmt ihn zurück (Strg+Eingabe)</translation>
    </message>
</context>
<context>
    <name>ResultsPane</name>
    <message>
        <source>Results</source>
        <translation>Ergebnisse</translation>
    </message>
    <message>
        <source>Nothing rolled or drawn yet.</source>
        <translation>Noch nichts gewürfelt oder gezogen.</translation>
    </message>
</context>
<context>
    <name>RetreatsForm</name>
    <message>
        <source>Every army</source>
        <translation>Jede Armee</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3, lost %4</source>
        <extracomment>%1 army, %2 nation, %3 area, %4 the battles it lost (&quot;battle 1&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) in %3, verloren: %4</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) in %3</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>Retreats (§6.7): pick the area of each beaten army whose list offers several. On to the next step, Herald retreats the others to the one area their list leaves, or routs them when none is left (§6.8).</source>
        <translation>Rückzüge (§6.7): Für jede geschlagene Armee, deren Liste mehrere Gebiete bietet, das Gebiet wählen. Beim Weitergehen zum nächsten Schritt zieht Herald die übrigen in das eine Gebiet zurück, das ihre Liste lässt, oder schlägt sie in die Flucht, wenn keines bleibt (§6.8).</translation>
    </message>
</context>
<context>
    <name>RosterBox</name>
    <message>
        <source>This year&apos;s roster (§1.4, §8)</source>
        <translation>Armeeliste dieses Jahres (§1.4, §8)</translation>
    </message>
    <message>
        <source>This nation has no army list yet: choose one with Edit nation… before opening a roster.</source>
        <translation>Diese Nation hat noch kein Armeebuch: erst über Nation bearbeiten… eines wählen, dann eine Armeeliste eröffnen.</translation>
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
        <source>Not allowed: %1</source>
        <translation>Nicht zulässig: %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Print roster sheet…</source>
        <translation>Armeelistenblatt drucken…</translation>
    </message>
</context>
<context>
    <name>RosterPurchases</name>
    <message>
        <source>Buy (−: take off)</source>
        <translation>Kaufen (−: entfernen)</translation>
    </message>
    <message>
        <source>Buy units</source>
        <translation>Einheiten kaufen</translation>
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
        <source>Mark losses</source>
        <translation>Verluste eintragen</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Aufnehmen</translation>
    </message>
    <message>
        <source>Character&apos;s name</source>
        <translation>Name des Charakters</translation>
    </message>
    <message>
        <source>Take character</source>
        <translation>Charakter aufnehmen</translation>
    </message>
</context>
<context>
    <name>RosterTable</name>
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
</context>
<context>
    <name>RoutedArmiesForm</name>
    <message>
        <source>Routed armies (§6.8): at the end of the turn each marches one area towards the nearest free town or city of its own, and reforms after a full quiet turn there.</source>
        <translation>Fliehende Armeen (§6.8): Am Ende des Zuges zieht jede ein Gebiet auf die nächste freie eigene Stadt oder Großstadt zu und sammelt sich nach einem vollen ruhigen Zug dort neu.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has only routed armies left: it may rally one of them, once a game (last-ditch rally).</source>
        <extracomment>%1 nation</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; hat nur noch fliehende Armeen: Sie darf einmal im Spiel eine davon sammeln (Sammelversuch in letzter Not).</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Sammeln</translation>
    </message>
    <message>
        <source>Not this turn</source>
        <translation>Nicht in diesem Zug</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2), routed in %3</source>
        <extracomment>%1 army, %2 nation, %3 area</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2), auf der Flucht in %3</translation>
    </message>
    <message>
        <source>March there</source>
        <translation>Dorthin marschieren</translation>
    </message>
</context>
<context>
    <name>SailDialog</name>
    <message>
        <source>give up 2 ships</source>
        <translation>2 Schiffe aufgeben</translation>
    </message>
    <message>
        <source>send %1 to fight it</source>
        <extracomment>%1 a hero or wizard aboard</extracomment>
        <translation>%1 in den Kampf schicken</translation>
    </message>
    <message>
        <source>%1 goes to sea (M-1, §7.2.2)</source>
        <extracomment>%1 the expedition</extracomment>
        <translation>%1 sticht in See (M-1, §7.2.2)</translation>
    </message>
    <message>
        <source>Give the order (Ctrl+Return)</source>
        <translation>Befehl erteilen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Bound for</source>
        <translation>Ziel</translation>
    </message>
    <message>
        <source>In a storm, give up</source>
        <translation>Im Sturm aufgeben</translation>
    </message>
    <message>
        <source>an advantage (a boat and its unit when there is none)</source>
        <translation>einen Vorteil (ein Schiff und seine Einheit, wenn keiner vorhanden ist)</translation>
    </message>
    <message>
        <source>a boat and its unit</source>
        <translation>ein Schiff und seine Einheit</translation>
    </message>
    <message>
        <source>Against a sea monster</source>
        <translation>Gegen ein Seeungeheuer</translation>
    </message>
    <message>
        <source>The fleet puts to sea in this month&apos;s movement step and rolls on the expedition chart from next month. The landmass may be the nation&apos;s own.</source>
        <translation>Die Flotte sticht im Bewegungsschritt dieses Monats in See und würfelt ab dem nächsten Monat auf der Expeditionstabelle. Die Landmasse darf die der eigenen Nation sein.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The referee&apos;s options for this campaign (rules §11.S). Each change is one command in the history, so Ctrl+Z takes it back.</source>
        <translation>Die Optionen des Spielleiters für diese Kampagne (Regeln §11.S). Jede Änderung ist ein Befehl im Verlauf, Ctrl+Z nimmt sie also zurück.</translation>
    </message>
    <message>
        <source>Open a campaign to see its settings.</source>
        <translation>Eine Kampagne öffnen, um ihre Einstellungen zu sehen.</translation>
    </message>
    <message>
        <source>%1  ·  %2, %3</source>
        <extracomment>a setting&apos;s title, then its file key and rules entry: &quot;Mob limit — mobLimitScope, I-18&quot;</extracomment>
        <translation>%1  ·  %2, %3</translation>
    </message>
    <message>
        <source>Default: %1 (in use)</source>
        <translation>Standard: %1 (in Verwendung)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Standard: %1</translation>
    </message>
    <message>
        <source>On</source>
        <translation>An</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>a garrison cap of none</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Set</source>
        <extracomment>applies a number typed into a setting&apos;s box</extracomment>
        <translation>Festlegen</translation>
    </message>
</context>
<context>
    <name>SetupView</name>
    <message>
        <source>%1&apos;s set-up is in and hidden.</source>
        <translation>Die Aufstellung von %1 ist eingegeben und verdeckt.</translation>
    </message>
    <message>
        <source>Hand the screen to the player of %1, the defender. %2 looks away until the battle begins; both set-ups are shown together once the second is in.</source>
        <translation>Den Bildschirm dem Spieler von %1, dem Verteidiger, übergeben. %2 schaut weg, bis die Schlacht beginnt; beide Aufstellungen werden zusammen gezeigt, sobald die zweite eingegeben ist.</translation>
    </message>
    <message>
        <source>I play %1: show my set-up</source>
        <translation>Ich spiele %1: meine Aufstellung zeigen</translation>
    </message>
    <message>
        <source>Secret set-up of %1 (the %2)</source>
        <translation>Geheime Aufstellung von %1 (%2)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Only the player of %1 looks now. Place each unit in the reserve or a line space; every line space needs at least one brigade, a leader alone does not count (§3).</source>
        <translation>Nur der Spieler von %1 schaut jetzt hin. Jede Einheit in die Reserve oder ein Linienfeld setzen; jedes Linienfeld braucht mindestens eine Brigade, ein Anführer allein zählt nicht (§3).</translation>
    </message>
    <message>
        <source>Confirm my set-up</source>
        <translation>Meine Aufstellung bestätigen</translation>
    </message>
    <message>
        <source>Place as the auto-resolver would (§15.1)</source>
        <translation>So aufstellen wie die automatische Auswertung (§15.1)</translation>
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
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>The referee&apos;s options for this campaign (§11.S), each with its default and explanation.</source>
        <translation>Die Optionen des Spielleiters für diese Kampagne (§11.S), jeweils mit Standardwert und Erläuterung.</translation>
    </message>
</context>
<context>
    <name>SideBrief</name>
    <message>
        <source>No units on the roster this year.</source>
        <translation>Dieses Jahr keine Einheiten auf der Armeeliste.</translation>
    </message>
    <message>
        <source>Check a battle list…</source>
        <translation>Schlachtaufstellung prüfen…</translation>
    </message>
    <message>
        <source>Type the player&apos;s army for this battle: Herald checks it against the roster, the army list&apos;s limits and the points (§5.10)</source>
        <translation>Die Armee des Spielers für diese Schlacht eingeben: Herald prüft sie gegen die Armeeliste des Jahres, die Grenzen des Armeebuchs und die Punkte (§5.10)</translation>
    </message>
    <message>
        <source>Spend experience…</source>
        <translation>Erfahrung ausgeben…</translation>
    </message>
    <message>
        <source>One purchase from the experience table before the battle: a lost unit back, a battle honour, a random scenario or a magic item (§2.15)</source>
        <translation>Ein Kauf aus der Erfahrungstabelle vor der Schlacht: eine verlorene Einheit zurück, eine Schlachtehre, ein zufälliges Szenario oder ein magischer Gegenstand (§2.15)</translation>
    </message>
</context>
<context>
    <name>SideResult</name>
    <message>
        <source>Lost 1 stand</source>
        <translation>1 Base verloren</translation>
    </message>
    <message>
        <source>Lost 2 stands</source>
        <translation>2 Basen verloren</translation>
    </message>
    <message>
        <source>Lost 3 stands</source>
        <translation>3 Basen verloren</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Vernichtet</translation>
    </message>
    <message>
        <source>Routed off the table</source>
        <translation>Vom Tisch geflohen</translation>
    </message>
    <message>
        <source>Not in this battle</source>
        <translation>Nicht in dieser Schlacht</translation>
    </message>
    <message>
        <source>Fought, stayed on the table</source>
        <translation>Kämpfte, blieb auf dem Tisch</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>Vom Tisch genommen</translation>
    </message>
    <message>
        <source>%1: what they lost</source>
        <extracomment>a side&apos;s part of the result form; %1 &quot;Defenders&quot; or &quot;Attackers&quot;</extracomment>
        <translation>%1: ihre Verluste</translation>
    </message>
    <message>
        <source>Units (one row per unit that lost stands)</source>
        <translation>Einheiten (eine Zeile je Einheit mit verlorenen Basen)</translation>
    </message>
    <message>
        <source>Remove this unit from the form</source>
        <translation>Diese Einheit aus dem Formular entfernen</translation>
    </message>
    <message>
        <source>Add a unit</source>
        <translation>Einheit hinzufügen</translation>
    </message>
    <message>
        <source>Own mobs destroyed</source>
        <translation>Eigene Aufgebote vernichtet</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Charaktere</translation>
    </message>
    <message>
        <source>Slain in base contact by an enemy character</source>
        <translation>Im Basenkontakt von einem feindlichen Charakter erschlagen</translation>
    </message>
    <message>
        <source>Taken by</source>
        <translation>Gefangen von</translation>
    </message>
    <message>
        <source>Type the VP they scored</source>
        <translation>Ihre erzielten SP eingeben</translation>
    </message>
    <message>
        <source>Otherwise Herald adds up the enemy units destroyed or routed off and the objective (§2.13); type the total when characters or magic items were destroyed (I-32).</source>
        <translation>Sonst zählt Herald die vernichteten oder vom Tisch geflohenen feindlichen Einheiten und das Ziel zusammen (§2.13); die Summe eingeben, wenn Charaktere oder magische Gegenstände vernichtet wurden (I-32).</translation>
    </message>
</context>
<context>
    <name>SkirmishPage</name>
    <message>
        <source>Skirmish</source>
        <translation>Skirmish</translation>
    </message>
    <message>
        <source>New skirmish&apos;s name</source>
        <translation>Name der neuen Partie</translation>
    </message>
    <message>
        <source>Start the demo</source>
        <translation>Demo starten</translation>
    </message>
    <message>
        <source>The Ford: a small scenario made up for Herald, not one of Dragon Noir&apos;s</source>
        <translation>The Ford: ein kleines, eigens für Herald erdachtes Szenario, keines aus Dragon Noir</translation>
    </message>
    <message>
        <source>%1 (of %2 game turns)</source>
        <translation>%1 (von %2 Spielrunden)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>%1 EPs</source>
        <translation>%1 EP</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Aufstehen</translation>
    </message>
    <message>
        <source>Hexes, e.g. G4 F4</source>
        <translation>Hexfelder, z. B. G4 F4</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fernkampf</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magie</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Set a skirmish up from a scenario file</source>
        <translation>Eine Partie aus einer Szenariodatei aufstellen</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Szenariodateien (*.json)</translation>
    </message>
    <message>
        <source>Open scenario…</source>
        <translation>Szenario öffnen…</translation>
    </message>
    <message>
        <source>This campaign has no skirmish yet. Name one, then start Herald&apos;s home-made demo or choose a scenario file (docs/skirmish-scenario-format.md).</source>
        <translation>Diese Kampagne hat noch keine Skirmish-Partie. Einen Namen eingeben, dann Heralds selbst erstellte Demo starten oder eine Szenariodatei wählen (docs/skirmish-scenario-format.md).</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <source>Gharvs</source>
        <translation>Gharvs</translation>
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
    <message>
        <source>Opened read-only (%1): the campaign can be read, printed and exported, but not changed.</source>
        <translation>Schreibgeschützt geöffnet (%1): Die Kampagne kann gelesen, gedruckt und exportiert, aber nicht geändert werden.</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Schreibgeschützt</translation>
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
</context>
<context>
    <name>TallyBox</name>
    <message>
        <source>What the nation&apos;s areas give now (§2.1–2.3)</source>
        <translation>Was die Gebiete der Nation derzeit einbringen (§2.1–2.3)</translation>
    </message>
    <message>
        <source>This year&apos;s tally (§2.1–2.3): what the nation&apos;s areas give</source>
        <translation>Jahresbilanz (§2.1–2.3): was die Gebiete der Nation einbringen</translation>
    </message>
</context>
<context>
    <name>TerrainChecksBox</name>
    <message>
        <source>Terrain delay checks (§4.4)</source>
        <translation>Geländeproben (§4.4)</translation>
    </message>
    <message>
        <source>An army crossing a barrier without a pass or ford is checked at M-2B, once the orders are revealed; an army held up this turn says so above.</source>
        <translation>Eine Armee, die eine Barriere ohne Pass oder Furt überquert, wird bei M-2B geprüft, sobald die Befehle aufgedeckt sind; eine in diesem Zug aufgehaltene Armee steht oben.</translation>
    </message>
</context>
<context>
    <name>TerrainDelaysForm</name>
    <message>
        <source>Terrain delay checks (§4.4): ask the player for a number from 1 to 6 first; recording it rolls the die.</source>
        <translation>Geländeverzögerungsproben (§4.4): Zuerst den Spieler nach einer Zahl von 1 bis 6 fragen; beim Erfassen wird gewürfelt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) crossing the %3</source>
        <extracomment>%1 army, %2 nation, %3 the barrier and the area entered</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) überquert %3</translation>
    </message>
    <message>
        <source>Player&apos;s number</source>
        <translation>Zahl des Spielers</translation>
    </message>
    <message>
        <source>Record and roll</source>
        <translation>Erfassen und würfeln</translation>
    </message>
    <message>
        <source>Natural habitat (I-51): use the roll</source>
        <translation>Natürlicher Lebensraum (I-51): Wurf verwenden</translation>
    </message>
    <message>
        <source>as rolled</source>
        <translation>wie gewürfelt</translation>
    </message>
    <message>
        <source>2 higher</source>
        <translation>2 höher</translation>
    </message>
    <message>
        <source>2 lower</source>
        <translation>2 niedriger</translation>
    </message>
</context>
<context>
    <name>TerrainStrikeBox</name>
    <message>
        <source>Units lost at the terrain checks (§4.4): their owner chooses which lines of the roster they come from.</source>
        <translation>Bei den Geländeproben verlorene Einheiten (§4.4): Ihr Besitzer wählt, aus welchen Zeilen der Armeeliste sie stammen.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 to strike</source>
        <extracomment>%1 army, %2 nation, %3 units still to strike</extracomment>
        <translation>%1 (%2): %3 zu streichen</translation>
    </message>
    <message>
        <source>Roster line</source>
        <translation>Zeile der Armeeliste</translation>
    </message>
    <message>
        <source>Units to strike</source>
        <translation>Zu streichende Einheiten</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Streichen</translation>
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
        <source>Variant editor</source>
        <translation>Varianteneditor</translation>
    </message>
    <message>
        <source>Correct or draw a Diplomacy map: provinces, borders, a scanned background</source>
        <translation>Eine Diplomacy-Karte korrigieren oder zeichnen: Provinzen, Grenzen, ein gescannter Hintergrund</translation>
    </message>
    <message>
        <source>coming later</source>
        <translation>folgt später</translation>
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
    <name>VariantEditorFiles</name>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The shipped variant %1 is missing.</source>
        <translation>Die mitgelieferte Variante %1 fehlt.</translation>
    </message>
    <message>
        <source>The background picture %1 cannot be copied to %2.</source>
        <translation>Das Hintergrundbild %1 kann nicht nach %2 kopiert werden.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>VariantEditorPage</name>
    <message>
        <source>Diplomacy variants (*.variant)</source>
        <translation>Diplomacy-Varianten (*.variant)</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</source>
        <translation>Bilder (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</translation>
    </message>
    <message>
        <source>Fleet border on split coasts</source>
        <translation>Flottengrenze an geteilten Küsten</translation>
    </message>
    <message>
        <source>Coast of %1</source>
        <translation>Küste von %1</translation>
    </message>
    <message>
        <source>Variant editor</source>
        <translation>Varianteneditor</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>shipped, not saved yet</source>
        <translation>mitgeliefert, noch nicht gespeichert</translation>
    </message>
    <message>
        <source>Open shipped…</source>
        <translation>Mitgelieferte öffnen…</translation>
    </message>
    <message>
        <source>Start from a variant Herald ships; save it under a new name</source>
        <translation>Mit einer Variante beginnen, die Herald mitliefert; sie unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Öffnen…</translation>
    </message>
    <message>
        <source>Open a .variant file and the .layout beside it (Ctrl+O)</source>
        <translation>Eine .variant-Datei und die .layout-Datei daneben öffnen (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Speichern</translation>
    </message>
    <message>
        <source>Write the variant and its layout (Ctrl+S)</source>
        <translation>Variante und Layout speichern (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Write the variant and its layout under a new name</source>
        <translation>Variante und Layout unter einem neuen Namen speichern</translation>
    </message>
    <message>
        <source>Clear map</source>
        <translation>Karte leeren</translation>
    </message>
    <message>
        <source>Remove every province to draw a new map; powers and calendar stay</source>
        <translation>Alle Provinzen entfernen, um eine neue Karte zu zeichnen; Mächte und Kalender bleiben erhalten</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Auswählen / Verschieben</translation>
    </message>
    <message>
        <source>Click a province to edit it, drag it to move it (V)</source>
        <translation>Eine Provinz anklicken, um sie zu bearbeiten, oder ziehen, um sie zu verschieben (V)</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Click two provinces to add or remove a border between them (C)</source>
        <translation>Zwei Provinzen anklicken, um eine Grenze zwischen ihnen hinzuzufügen oder zu entfernen (C)</translation>
    </message>
    <message>
        <source>Army border</source>
        <translation>Armeegrenze</translation>
    </message>
    <message>
        <source>Fleet border</source>
        <translation>Flottengrenze</translation>
    </message>
    <message>
        <source>Which units the connect tool&apos;s border lets through</source>
        <translation>Welche Einheiten die Grenze des Verbinden-Werkzeugs passieren lässt</translation>
    </message>
    <message>
        <source>Add province</source>
        <translation>Provinz hinzufügen</translation>
    </message>
    <message>
        <source>Click an empty place on the map to put a province there (P)</source>
        <translation>Eine freie Stelle der Karte anklicken, um dort eine Provinz anzulegen (P)</translation>
    </message>
    <message>
        <source>Background…</source>
        <translation>Hintergrund…</translation>
    </message>
    <message>
        <source>Draw a scanned map under the board, to place provinces on it</source>
        <translation>Eine gescannte Karte unter das Spielbrett legen, um Provinzen darauf zu platzieren</translation>
    </message>
    <message>
        <source>Opacity of the background picture</source>
        <translation>Deckkraft des Hintergrundbilds</translation>
    </message>
    <message>
        <source>No background</source>
        <translation>Kein Hintergrund</translation>
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
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Wiederholen: %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Read the variant as a game would and list what is wrong</source>
        <translation>Die Variante so lesen, wie es eine Partie täte, und auflisten, was falsch ist</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Verkleinern (Ctrl+-)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Vergrößern (Ctrl++)</translation>
    </message>
    <message>
        <source>No problems: games can use this variant</source>
        <translation>Keine Probleme: Partien können diese Variante verwenden</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Probleme (%1)</translation>
    </message>
    <message>
        <source>Select the province this problem names</source>
        <translation>Die Provinz auswählen, die dieses Problem nennt</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Provinz</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>keine ausgewählt</translation>
    </message>
    <message>
        <source>Every province of the variant; choose one to edit it, or click it on the map</source>
        <translation>Alle Provinzen der Variante; eine wählen, um sie zu bearbeiten, oder sie auf der Karte anklicken</translation>
    </message>
    <message>
        <source>Abbreviation</source>
        <translation>Abkürzung</translation>
    </message>
    <message>
        <source>Short name used in orders; unique, no blanks or &apos;/&apos;</source>
        <translation>Kurzname für Befehle; eindeutig, ohne Leerzeichen oder „/“</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Land (inland)</source>
        <translation>Land (Binnenland)</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Küste</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Meer</translation>
    </message>
    <message>
        <source>Off-board box</source>
        <translation>Box außerhalb des Bretts</translation>
    </message>
    <message>
        <source>Supply centre</source>
        <translation>Versorgungszentrum</translation>
    </message>
    <message>
        <source>Home centre of</source>
        <translation>Heimatzentrum von</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>Owner at start</source>
        <translation>Besitzer zu Beginn</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>Split coasts</source>
        <translation>Geteilte Küsten</translation>
    </message>
    <message>
        <source>none, or e.g. nc, sc</source>
        <translation>keine, oder z. B. nc, sc</translation>
    </message>
    <message>
        <source>Names of the coasts of a coastal province that fleets must choose between</source>
        <translation>Namen der Küsten einer Küstenprovinz, zwischen denen Flotten wählen müssen</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Borders (%1)</source>
        <translation>Grenzen (%1)</translation>
    </message>
    <message>
        <source>Remove province</source>
        <translation>Provinz entfernen</translation>
    </message>
    <message>
        <source>Remove the province with its borders (Delete on the map)</source>
        <translation>Die Provinz samt ihren Grenzen entfernen (Entf auf der Karte)</translation>
    </message>
    <message>
        <source>Remove this border</source>
        <translation>Diese Grenze entfernen</translation>
    </message>
    <message>
        <source>Correct a map: select a province to edit it, drag it to move it, connect two provinces to toggle a border. Every change can be undone.</source>
        <translation>Eine Karte korrigieren: eine Provinz auswählen, um sie zu bearbeiten, ziehen, um sie zu verschieben, zwei Provinzen verbinden, um eine Grenze an- oder auszuschalten. Jede Änderung lässt sich rückgängig machen.</translation>
    </message>
    <message>
        <source>Open a Diplomacy variant</source>
        <translation>Diplomacy-Variante öffnen</translation>
    </message>
    <message>
        <source>Save the variant %1 as</source>
        <translation>Variante %1 speichern unter</translation>
    </message>
    <message>
        <source>Choose a scanned map to draw the variant on</source>
        <translation>Gescannte Karte wählen, auf der die Variante gezeichnet wird</translation>
    </message>
</context>
<context>
    <name>VariantEditorProblems</name>
    <message>
        <source>the variant has no name record</source>
        <translation>die Variante hat keinen Namenseintrag</translation>
    </message>
    <message>
        <source>this kind of record does not exist</source>
        <translation>diese Art von Eintrag gibt es nicht</translation>
    </message>
    <message>
        <source>the record has too few or too many fields</source>
        <translation>der Eintrag hat zu wenige oder zu viele Felder</translation>
    </message>
    <message>
        <source>the name is already taken</source>
        <translation>der Name ist bereits vergeben</translation>
    </message>
    <message>
        <source>the type must be land, coast, sea or off-board</source>
        <translation>der Typ muss land, coast, sea oder off-board sein</translation>
    </message>
    <message>
        <source>this flag does not exist</source>
        <translation>dieses Flag gibt es nicht</translation>
    </message>
    <message>
        <source>the value is not valid here</source>
        <translation>der Wert ist hier nicht gültig</translation>
    </message>
    <message>
        <source>no power has this name</source>
        <translation>keine Macht hat diesen Namen</translation>
    </message>
    <message>
        <source>no province has this abbreviation</source>
        <translation>keine Provinz hat diese Abkürzung</translation>
    </message>
    <message>
        <source>the province has no coast of this name</source>
        <translation>die Provinz hat keine Küste dieses Namens</translation>
    </message>
    <message>
        <source>a province cannot border itself</source>
        <translation>eine Provinz kann nicht an sich selbst grenzen</translation>
    </message>
    <message>
        <source>these two places already share a border</source>
        <translation>diese beiden Orte haben bereits eine gemeinsame Grenze</translation>
    </message>
    <message>
        <source>a border is crossed by armies, fleets or both</source>
        <translation>eine Grenze wird von Armeen, Flotten oder beiden überquert</translation>
    </message>
    <message>
        <source>the terrain at one end forbids this kind of border (armies never enter a sea, fleets never an inland province)</source>
        <translation>das Gelände an einem Ende verbietet diese Art von Grenze (Armeen betreten nie ein Meer, Flotten nie eine Binnenprovinz)</translation>
    </message>
    <message>
        <source>the province has split coasts: a fleet border or fleet must name one</source>
        <translation>die Provinz hat geteilte Küsten: Eine Flottengrenze oder Flotte muss eine davon nennen</translation>
    </message>
    <message>
        <source>a starting unit is an army or a fleet</source>
        <translation>eine Starteinheit ist eine Armee oder eine Flotte</translation>
    </message>
    <message>
        <source>this unit cannot start on this terrain</source>
        <translation>diese Einheit kann nicht auf diesem Gelände beginnen</translation>
    </message>
    <message>
        <source>two units start in this province</source>
        <translation>zwei Einheiten beginnen in dieser Provinz</translation>
    </message>
    <message>
        <source>the calendar needs a first year and at least one season</source>
        <translation>der Kalender braucht ein erstes Jahr und mindestens eine Jahreszeit</translation>
    </message>
    <message>
        <source>this option or its value does not exist</source>
        <translation>diese Option oder ihr Wert existiert nicht</translation>
    </message>
    <message>
        <source>more than Herald can play with</source>
        <translation>mehr, als Herald verarbeiten kann</translation>
    </message>
    <message>
        <source>only a supply centre can be a home centre or have an owner</source>
        <translation>nur ein Versorgungszentrum kann ein Heimatzentrum sein oder einen Besitzer haben</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>Zeile %1: </translation>
    </message>
    <message>
        <source>province %1, %2: </source>
        <translation>Provinz %1, %2: </translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1: </translation>
    </message>
    <message>
        <source>%1%2 (%3)</source>
        <translation>%1%2 (%3)</translation>
    </message>
</context>
<context>
    <name>WriteOrdersForm</name>
    <message>
        <source>Orders for this turn (§4.1): every army free to act needs one before the step can finish. Kinds an army cannot take are greyed, with the reason.</source>
        <translation>Befehle für diese Runde (§4.1): Jede handlungsfähige Armee braucht einen, bevor der Schritt abgeschlossen werden kann. Befehlsarten, die eine Armee nicht erhalten kann, sind ausgegraut, mit Begründung.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3</source>
        <extracomment>%1 army, %2 nation, %3 the area it stands in</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) in %3</translation>
    </message>
    <message>
        <source>takes no order</source>
        <translation>nimmt keinen Befehl an</translation>
    </message>
    <message>
        <source>no order yet</source>
        <translation>noch kein Befehl</translation>
    </message>
    <message>
        <source>%1 (locked, written on an earlier turn)</source>
        <extracomment>an order written on an earlier turn, which stands (I-54)</extracomment>
        <translation>%1 (gesperrt, in einer früheren Runde geschrieben)</translation>
    </message>
    <message>
        <source>turn %1: %2</source>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>offenes Land</translation>
    </message>
    <message>
        <source>population centre</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>point of interest</source>
        <translation>besonderer Ort</translation>
    </message>
    <message>
        <source>by the pass or ford</source>
        <translation>über Pass oder Furt</translation>
    </message>
    <message>
        <source>Change order</source>
        <translation>Befehl ändern</translation>
    </message>
    <message>
        <source>Give order</source>
        <translation>Befehl erteilen</translation>
    </message>
</context>
<context>
    <name>YearStrip</name>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (erledigt)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>New Year</source>
        <translation>Neujahr</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Monate</translation>
    </message>
    <message>
        <source>Each month</source>
        <extracomment>the steps M-0 to M-6 that every month goes through</extracomment>
        <translation>Jeden Monat</translation>
    </message>
</context>
<context>
    <name>herald::app::BattleBriefs</name>
    <message>
        <source>%1 (%2): the roster of year %3</source>
        <extracomment>%1 nation, %2 race, %3 year</extracomment>
        <translation>%1 (%2): die Armeeliste des Jahres %3</translation>
    </message>
    <message>
        <source>%1, line %2: %3 — %4 of %5 left, %6 points each</source>
        <extracomment>%1 category, %2 line number, %3 unit types, %4 units left, %5 units bought, %6 points each</extracomment>
        <translation>%1, Zeile %2: %3 — %4 von %5 übrig, je %6 Punkte</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <extracomment>%1 nation, %2 line number, %3 unit types</extracomment>
        <translation>%1, Zeile %2: %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 name, %2 type (general, hero...)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, carrying %2</source>
        <extracomment>%1 the character, %2 his magic items</extracomment>
        <translation>%1, trägt %2</translation>
    </message>
    <message>
        <source>Mobs: up to %1 units (§2.6)</source>
        <translation>Aufgebote: bis zu %1 Einheiten (§2.6)</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, played by %3)</source>
        <translation>%1 (%2, gespielt von %3)</translation>
    </message>
    <message>
        <source>%1, held by %2 at the start</source>
        <extracomment>%1 the objective (&quot;a building&quot;), %2 &quot;the defenders&quot; or &quot;the attackers&quot;</extracomment>
        <translation>%1, zu Beginn gehalten von %2</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>den Verteidigern</translation>
    </message>
    <message>
        <source>the attackers</source>
        <translation>den Angreifern</translation>
    </message>
    <message>
        <source>%1 free fortifications (§2.17); the owner may buy pavises or garrisons at %2 points each (I-45)</source>
        <extracomment>%1 number of free fortifications, %2 points per pavise or garrison</extracomment>
        <translation>%1 kostenlose Befestigungen (§2.17); der Besitzer darf Pavesen oder Garnisonen zu je %2 Punkten kaufen (I-45)</translation>
    </message>
    <message>
        <source>A draw, %1 to %2 VP</source>
        <extracomment>%1 and %2 the defenders&apos; and attackers&apos; victory points</extracomment>
        <translation>Unentschieden, %1 zu %2 SP</translation>
    </message>
    <message>
        <source>Won by %1: %2, %3 to %4 VP</source>
        <extracomment>%1 the winning armies, %2 the victory level (&quot;major victory&quot;), %3 and %4 the VP</extracomment>
        <translation>Gewonnen von %1: %2, %3 zu %4 SP</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a card&apos;s title, %2 its text</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>none drawn (the campaign has no event deck left): draw one at the table</source>
        <translation>keine gezogen (die Kampagne hat keinen Ereignisstapel mehr): am Spieltisch eine ziehen</translation>
    </message>
    <message>
        <source>The defenders</source>
        <translation>Die Verteidiger</translation>
    </message>
    <message>
        <source>The attackers</source>
        <translation>Die Angreifer</translation>
    </message>
    <message>
        <source>%1 place the first terrain piece (the referee&apos;s choice)</source>
        <extracomment>%1 &quot;The defenders&quot; or &quot;The attackers&quot;</extracomment>
        <translation>%1 platzieren das erste Geländestück (Wahl des Spielleiters)</translation>
    </message>
    <message>
        <source>%1 place the first terrain piece (d6: %2)</source>
        <extracomment>%1 &quot;The defenders&quot; or &quot;The attackers&quot;, %2 the d6</extracomment>
        <translation>%1 platzieren das erste Geländestück (d6: %2)</translation>
    </message>
    <message>
        <source>Battle %1: %2 in %3</source>
        <extracomment>%1 battle number, %2 the kind of battle, %3 the area</extracomment>
        <translation>Schlacht %1: %2 in %3</translation>
    </message>
    <message>
        <source>%1 (%2): the roster of the expedition %3, year %4 (I-71)</source>
        <extracomment>%1 nation, %2 race, %3 expedition, %4 year</extracomment>
        <translation>%1 (%2): die Armeeliste der Expedition %3, Jahr %4 (I-71)</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>der Spielleiter</translation>
    </message>
    <message>
        <source>The independent %1 army (a lesser race, commanded by %2, I-75)</source>
        <extracomment>%1 race, %2 who commands it</extracomment>
        <translation>Die unabhängige Armee der %1 (ein kleineres Volk, Befehlshaber: %2, I-75)</translation>
    </message>
    <message>
        <source>%1: no roster; rated afresh to a legal army of %2 points for this battle, its losses do not count (§7.7.6)</source>
        <extracomment>%1 race, %2 points</extracomment>
        <translation>%1: keine Armeeliste; für diese Schlacht neu zu einer zulässigen Armee von %2 Punkten zusammengestellt, ihre Verluste zählen nicht (§7.7.6)</translation>
    </message>
</context>
<context>
    <name>herald::app::BattleListCheck</name>
    <message>
        <source>§1.9 There is no pending battle %1 this month.</source>
        <translation>§1.9 In diesem Monat gibt es keine anstehende Schlacht %1.</translation>
    </message>
    <message>
        <source>%1 does not fight in battle %2.</source>
        <extracomment>%1 nation, %2 battle number</extracomment>
        <translation>%1 kämpft nicht in Schlacht %2.</translation>
    </message>
    <message>
        <source>%1 has no roster or army list for the year to check the list against.</source>
        <translation>%1 hat für das Jahr keine Armeeliste oder kein Armeebuch, gegen das die Aufstellung geprüft werden könnte.</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignExport</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>%1 is the campaign open now; choose another file.</source>
        <translation>%1 ist die gerade geöffnete Kampagne; eine andere Datei wählen.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 could not be replaced; is it open in another program?</source>
        <translation>%1 konnte nicht ersetzt werden; ist die Datei in einem anderen Programm geöffnet?</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignService</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>%1 is the campaign open now; choose another file.</source>
        <translation>%1 ist die gerade geöffnete Kampagne; eine andere Datei wählen.</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignSettingsQuery</name>
    <message>
        <source>The stored value is not used; the default applies. %1</source>
        <translation>Der gespeicherte Wert wird nicht verwendet; es gilt der Standardwert. %1</translation>
    </message>
    <message>
        <source>A stored key is ignored. %1</source>
        <translation>Ein gespeicherter Schlüssel wird ignoriert. %1</translation>
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
    <name>herald::app::ExpeditionOffer</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a roster line an expedition may take units from; %1 unit types, %2 category
----------
a character who may sail; %1 name, %2 type (General, Hero...)
----------
a unit type of a New Nation&apos;s package; %1 the type, %2 its category</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, %3 CP)</source>
        <extracomment>a character of a New Nation&apos;s package; %1 the entry, %2 its type, %3 its CP</extracomment>
        <translation>%1 (%2, %3 CP)</translation>
    </message>
</context>
<context>
    <name>herald::app::ExperienceOffer</name>
    <message>
        <source>%1 — %2 XP</source>
        <extracomment>one row of the §2.15 purchase list; %1 what it buys, %2 its price in XP</extracomment>
        <translation>%1 — %2 EP</translation>
    </message>
</context>
<context>
    <name>herald::app::HistoryExplanation</name>
    <message>
        <source> (typed)</source>
        <translation> (eingegeben)</translation>
    </message>
    <message>
        <source>#%1, %2, %3</source>
        <extracomment>%1 the history entry&apos;s number, %2 its date, %3 the command&apos;s name (&quot;calendar.next&quot;)</extracomment>
        <translation>#%1, %2, %3</translation>
    </message>
    <message>
        <source>Undone: redo brings it back.</source>
        <translation>Rückgängig gemacht: Wiederholen stellt es wieder her.</translation>
    </message>
    <message>
        <source>Dice: none rolled.</source>
        <translation>Würfel: keine geworfen.</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Würfel:</translation>
    </message>
    <message>
        <source>Decisions: none recorded beyond the summary.</source>
        <translation>Entscheidungen: über die Zusammenfassung hinaus keine festgehalten.</translation>
    </message>
    <message>
        <source>Decisions:</source>
        <translation>Entscheidungen:</translation>
    </message>
</context>
<context>
    <name>herald::app::LesserRacesView</name>
    <message>
        <source>the referee</source>
        <translation>der Spielleiter</translation>
    </message>
</context>
<context>
    <name>herald::app::MonthCombats</name>
    <message>
        <source>Battle %1 in %2, %3: %4 (defending) against %5</source>
        <extracomment>%1 battle number, %2 area, %3 where in the area, %4 defenders, %5 attackers</extracomment>
        <translation>Schlacht %1 in %2, %3: %4 (verteidigend) gegen %5</translation>
    </message>
    <message>
        <source>A draw, %1 to %2 VP</source>
        <extracomment>%1 and %2 the defenders&apos; and attackers&apos; victory points</extracomment>
        <translation>Unentschieden, %1 zu %2 SP</translation>
    </message>
    <message>
        <source>Won by %1 (%2), %3 to %4 VP</source>
        <extracomment>%1 the level key (minor, major, rout), %2 the winning armies, %3 and %4 the VP</extracomment>
        <translation>Gewonnen von %2 (%1), %3 zu %4 SP</translation>
    </message>
</context>
<context>
    <name>herald::app::MonthOrders</name>
    <message>
        <source>§4.1 %1 has no neighbouring area to move into.</source>
        <translation>§4.1 %1 hat kein Nachbargebiet, in das gezogen werden kann.</translation>
    </message>
</context>
<context>
    <name>herald::app::MonthReport</name>
    <message>
        <source>arrival</source>
        <extracomment>why armies meet (§5.1)</extracomment>
        <translation>Ankunft</translation>
    </message>
    <message>
        <source>swap of places</source>
        <translation>Platztausch</translation>
    </message>
    <message>
        <source>interdiction</source>
        <translation>Abriegelung</translation>
    </message>
    <message>
        <source>sally</source>
        <translation>Ausfall</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>pre-engagement</source>
        <translation>Vorabbindung</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Moved in this turn from %1.</source>
        <translation>In dieser Runde aus %1 hierher gezogen.</translation>
    </message>
    <message numerus="yes">
        <source>§4.4 Held up by the terrain for %n more turn(s), then goes on into %1.</source>
        <translation>
            <numerusform>§4.4 Durch das Gelände noch %n Runde aufgehalten, zieht dann weiter nach %1.</numerusform>
            <numerusform>§4.4 Durch das Gelände noch %n Runden aufgehalten, zieht dann weiter nach %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>§5.5 Besieging %1.</source>
        <translation>§5.5 Belagert %1.</translation>
    </message>
    <message>
        <source>§5.5 Besieged by %1.</source>
        <translation>§5.5 Wird von %1 belagert.</translation>
    </message>
    <message>
        <source>§5.8 Pre-engaged with %1.</source>
        <translation>§5.8 Vorab gegen %1 gebunden.</translation>
    </message>
    <message>
        <source>§6.8 Routed: it marches home and cannot fight.</source>
        <translation>§6.8 Auf der Flucht: Sie marschiert nach Hause und kann nicht kämpfen.</translation>
    </message>
    <message>
        <source>§4.4 Terrain check this turn: %1.</source>
        <extracomment>%1 the check explained: &quot;picked 3, rolled 5: held up 2 turns&quot;</extracomment>
        <translation>§4.4 Geländeprobe in dieser Runde: %1.</translation>
    </message>
    <message>
        <source>§4.6 Out of supply.</source>
        <translation>§4.6 Ohne Versorgung.</translation>
    </message>
    <message numerus="yes">
        <source>§4.7 Has held the population centre for %n turn(s) towards taking the area.</source>
        <translation>
            <numerusform>§4.7 Hält die Siedlung seit %n Runde, angerechnet auf die Übernahme des Gebiets.</numerusform>
            <numerusform>§4.7 Hält die Siedlung seit %n Runden, angerechnet auf die Übernahme des Gebiets.</numerusform>
        </translation>
    </message>
    <message>
        <source>no order written yet</source>
        <translation>noch kein Befehl geschrieben</translation>
    </message>
    <message>
        <source>§4.6 Out of supply: it may only move into areas its nation controls, or stay where it is.</source>
        <translation>§4.6 Ohne Versorgung: Sie darf nur in Gebiete ziehen, die ihre Nation kontrolliert, oder bleiben, wo sie ist.</translation>
    </message>
    <message>
        <source>§5.5 Besieged: it may only sally forth or interdict.</source>
        <translation>§5.5 Belagert: Sie darf nur einen Ausfall machen oder abriegeln.</translation>
    </message>
    <message>
        <source>§5.5 Besieging: it may keep the siege, assault or move away.</source>
        <translation>§5.5 Belagernd: Sie darf die Belagerung fortsetzen, stürmen oder abziehen.</translation>
    </message>
    <message>
        <source>I-54 Its order for this turn was written earlier and stands: %1.</source>
        <translation>I-54 Der Befehl für diese Runde wurde früher geschrieben und gilt: %1.</translation>
    </message>
    <message>
        <source> at the %1</source>
        <translation> am Standort %1</translation>
    </message>
    <message>
        <source> (location chosen, secret until all have chosen)</source>
        <translation> (Standort gewählt, geheim, bis alle gewählt haben)</translation>
    </message>
    <message>
        <source> (location still to choose, §5.2)</source>
        <translation> (Standort noch zu wählen, §5.2)</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>won (marked by the referee)</source>
        <translation>gewonnen (vom Spielleiter markiert)</translation>
    </message>
    <message>
        <source>lost (marked by the referee)</source>
        <translation>verloren (vom Spielleiter markiert)</translation>
    </message>
    <message>
        <source>in an engagement with your armies this turn</source>
        <translation>in dieser Runde in einem Gefecht mit Ihren Armeen</translation>
    </message>
    <message>
        <source>besieging your army</source>
        <translation>belagert Ihre Armee</translation>
    </message>
    <message>
        <source>besieged by your army</source>
        <translation>von Ihrer Armee belagert</translation>
    </message>
    <message>
        <source>pre-engaged with your army</source>
        <translation>vorab gegen Ihre Armee gebunden</translation>
    </message>
    <message>
        <source>in your territory</source>
        <translation>in Ihrem Herrschaftsgebiet</translation>
    </message>
    <message>
        <source>in an area where one of your armies stands</source>
        <translation>in einem Gebiet, in dem eine Ihrer Armeen steht</translation>
    </message>
    <message>
        <source>No campaign is open, or its date cannot be read.</source>
        <translation>Keine Kampagne geöffnet, oder ihr Datum kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot;.</source>
        <translation>Es gibt keine Nation „%1“.</translation>
    </message>
    <message>
        <source>Turn %1 is not a turn of this campaign yet: turns run from 1 to %2, the one being played.</source>
        <translation>Runde %1 ist noch keine Runde dieser Kampagne: Die Runden reichen von 1 bis %2, der laufenden.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
</context>
<context>
    <name>herald::app::OrdersView</name>
    <message>
        <source>turn %1: %2</source>
        <extracomment>%1 the turn number, %2 the order in words</extracomment>
        <translation>Runde %1: %2</translation>
    </message>
    <message>
        <source>Orders are written at %1 of each month (§3.2, §4.1); the calendar stands at %2.</source>
        <extracomment>%1 the step&apos;s label (&quot;M-1&quot;), %2 where the calendar stands now</extracomment>
        <translation>Befehle werden bei %1 jedes Monats geschrieben (§3.2, §4.1); der Kalender steht bei %2.</translation>
    </message>
    <message>
        <source>No army is on the map yet. The nations place their armies in the New Year (%1, §3.1); from then on each army is given its order at %2 of every month.</source>
        <translation>Noch keine Armee steht auf der Karte. Die Nationen stellen ihre Armeen im Neujahr auf (%1, §3.1); danach erhält jede Armee ihren Befehl bei %2 jedes Monats.</translation>
    </message>
</context>
<context>
    <name>herald::app::RetreatOffers</name>
    <message>
        <source>battle %1</source>
        <translation>Schlacht %1</translation>
    </message>
</context>
<context>
    <name>herald::app::TerrainDelayChecks</name>
    <message>
        <source>%1 into %2</source>
        <extracomment>%1 the barrier (&quot;Mountains&quot;), %2 the area entered</extracomment>
        <translation>%1 nach %2</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::ArmySpec</name>
    <message>
        <source>&quot;%1&quot; is not a count and a unit type (e.g. &quot;4 infantry&quot;, &quot;1 elite cavalry&quot;, &quot;2 leaders&quot;).</source>
        <translation>„%1“ ist keine Anzahl mit Einheitentyp (z. B. „4 infantry“, „1 elite cavalry“, „2 leaders“).</translation>
    </message>
    <message>
        <source>An army needs units: &quot;Union: 4 infantry, 1 cavalry, 1 leader&quot;.</source>
        <translation>Eine Armee braucht Einheiten: „Union: 4 infantry, 1 cavalry, 1 leader“.</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::BoardOdds</name>
    <message>
        <source>%1 loses %2 infantry, %3 cavalry, %4 artillery, %5 leaders on average.</source>
        <extracomment>mean units lost per battle: %1 army, %2 infantry, %3 cavalry, %4 artillery, %5 leaders</extracomment>
        <translation>%1 verliert im Schnitt %2 Infanterie, %3 Kavallerie, %4 Artillerie, %5 Anführer.</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::BoardText</name>
    <message>
        <source>Secret set-up (§3): waiting for %1.</source>
        <extracomment>%1 the armies whose secret set-up has not been entered yet</extracomment>
        <translation>Geheime Aufstellung (§3): Warten auf %1.</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3 to act.</source>
        <extracomment>%1 turn, %2 phase, %3 the army whose half it is</extracomment>
        <translation>Runde %1, %2: %3 ist am Zug.</translation>
    </message>
    <message>
        <source>The battle ended undecided (§15.4).</source>
        <translation>Die Schlacht endete unentschieden (§15.4).</translation>
    </message>
    <message>
        <source>%1 has won and is pursuing (§7.5).</source>
        <translation>%1 hat gewonnen und verfolgt (§7.5).</translation>
    </message>
    <message>
        <source>%1 has won; the battle is over.</source>
        <translation>%1 hat gewonnen; die Schlacht ist vorbei.</translation>
    </message>
    <message>
        <source>Placeholder numbers: the unit table of the Civil War rules is lost, so to-hit, result, rally, pursuit and charge numbers are stand-ins (§11.3), not the published values. To play with the real ones, edit a copy of resources/battleboard/cw_tactical_tables.json (set &quot;placeholder&quot; to false) and choose it under Numbers when making a new battle (herald-cli: board new ... --tables FILE).</source>
        <translation>Platzhalterwerte: Die Einheitentabelle der Bürgerkriegsregeln ist verloren, daher sind die Werte für Treffer, Ergebnis, Sammeln, Verfolgung und Angriff Ersatzwerte (§11.3), nicht die veröffentlichten. Um mit den echten zu spielen, eine Kopie von resources/battleboard/cw_tactical_tables.json bearbeiten („placeholder“ auf false setzen) und sie beim Anlegen einer neuen Schlacht unter „Werte“ wählen (herald-cli: board new ... --tables FILE).</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::FromBattle</name>
    <message>
        <source>the bundled mapping cannot be read</source>
        <translation>die mitgelieferte Zuordnung kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The WarMaster mapping is refused: %1</source>
        <translation>Die WarMaster-Zuordnung wird abgelehnt: %1</translation>
    </message>
    <message>
        <source>§6.1 battle %1 already has a result; undo it to fight the battle on the board.</source>
        <translation>§6.1 Schlacht %1 hat bereits ein Ergebnis; es rückgängig machen, um die Schlacht auf dem Schlachtbrett auszutragen.</translation>
    </message>
    <message>
        <source>§1.9 battle %1 is not a pending battle of this month&apos;s combats (M-3).</source>
        <translation>§1.9 Schlacht %1 ist keine anstehende Schlacht der Kämpfe dieses Monats (M-3).</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot; was not made from a WarMaster battle.</source>
        <translation>Die Schlachtbrett-Schlacht „%1“ wurde nicht aus einer WarMaster-Schlacht erstellt.</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot; is not over yet: play it (pursuit included, §7.5) to its end first.</source>
        <translation>Die Schlachtbrett-Schlacht „%1“ ist noch nicht beendet: Sie zuerst bis zum Ende spielen (einschließlich Verfolgung, §7.5).</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::FromBattleText</name>
    <message numerus="yes">
        <source>%1: %2 roster units make %n %3 brigade(s)</source>
        <extracomment>%1 a roster category (&quot;Infantry&quot;), %2 its roster units, %n board brigades, %3 their type (&quot;elite cavalry&quot;)</extracomment>
        <translation>
            <numerusform>%1: %2 Einheiten der Armeeliste ergeben %n Brigade vom Typ %3</numerusform>
            <numerusform>%1: %2 Einheiten der Armeeliste ergeben %n Brigaden vom Typ %3</numerusform>
        </translation>
    </message>
    <message>
        <source>No active general: no leader on the board</source>
        <translation>Kein aktiver General: kein Anführer auf dem Schlachtbrett</translation>
    </message>
    <message numerus="yes">
        <source>Generals: %1 active make %n leader(s)</source>
        <translation>
            <numerusform>Generäle: %1 aktive ergeben %n Anführer</numerusform>
            <numerusform>Generäle: %1 aktive ergeben %n Anführer</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: roster units destroyed %2, generals fallen %3</source>
        <extracomment>%1 the side&apos;s nations, %2 roster units destroyed, %3 generals carried off</extracomment>
        <translation>%1: vernichtete Einheiten der Armeeliste %2, gefallene Generäle %3</translation>
    </message>
    <message>
        <source>The objective is held by %1, who kept the field (§7.4).</source>
        <translation>Das Ziel hält %1; diese Seite hat das Feld behauptet (§7.4).</translation>
    </message>
    <message>
        <source>Nobody holds the objective: the battle was undecided.</source>
        <translation>Niemand hält das Ziel: Die Schlacht blieb unentschieden.</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::ContentName</name>
    <message>
        <source>aquatic nation</source>
        <translation>Wasservolk</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>Sturmangriff</translation>
    </message>
    <message>
        <source>baggage raid</source>
        <translation>Überfall auf den Tross</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>gefangen</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>character result</source>
        <translation>Charakterergebnis</translation>
    </message>
    <message>
        <source>chariots</source>
        <translation>Streitwagen</translation>
    </message>
    <message>
        <source>chronicle</source>
        <translation>Chronik</translation>
    </message>
    <message>
        <source>destination reached</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <source>disease</source>
        <translation>Seuche</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>entkommen</translation>
    </message>
    <message>
        <source>excellent weather</source>
        <translation>hervorragendes Wetter</translation>
    </message>
    <message>
        <source>feared name</source>
        <translation>gefürchteter Name</translation>
    </message>
    <message>
        <source>flank march</source>
        <translation>Flankenmarsch</translation>
    </message>
    <message>
        <source>the gods smile</source>
        <translation>die Götter lächeln</translation>
    </message>
    <message>
        <source>good weather</source>
        <translation>gutes Wetter</translation>
    </message>
    <message>
        <source>hold the crossing</source>
        <translation>den Übergang halten</translation>
    </message>
    <message>
        <source>honour of the realm</source>
        <translation>Ehre des Reiches</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>getötet</translation>
    </message>
    <message>
        <source>last light</source>
        <translation>letztes Licht</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>lost at sea</source>
        <translation>auf See verschollen</translation>
    </message>
    <message>
        <source>magic items</source>
        <translation>magische Gegenstände</translation>
    </message>
    <message>
        <source>major victory</source>
        <translation>großer Sieg</translation>
    </message>
    <message>
        <source>meeting engagement</source>
        <translation>Begegnungsgefecht</translation>
    </message>
    <message>
        <source>minor victory</source>
        <translation>knapper Sieg</translation>
    </message>
    <message>
        <source>monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>hardship for the mounts</source>
        <translation>Not der Reittiere</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>wird verlegt</translation>
    </message>
    <message>
        <source>mutiny</source>
        <translation>Meuterei</translation>
    </message>
    <message>
        <source>new island</source>
        <translation>neue Insel</translation>
    </message>
    <message>
        <source>pirates</source>
        <translation>Piraten</translation>
    </message>
    <message>
        <source>pitched battle</source>
        <translation>offene Feldschlacht</translation>
    </message>
    <message>
        <source>battle at a POI</source>
        <translation>Schlacht an einem besonderen Ort</translation>
    </message>
    <message>
        <source>proud standard</source>
        <translation>stolzes Banner</translation>
    </message>
    <message>
        <source>rout</source>
        <translation>Flucht</translation>
    </message>
    <message>
        <source>sailing on</source>
        <translation>Weiterfahrt</translation>
    </message>
    <message>
        <source>scouts</source>
        <translation>Späher</translation>
    </message>
    <message>
        <source>sea monster</source>
        <translation>Seeungeheuer</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>Belagerung</translation>
    </message>
    <message>
        <source>specials</source>
        <translation>Sondertruppen</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>bleibt</translation>
    </message>
    <message>
        <source>steady veterans</source>
        <translation>standhafte Veteranen</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>Sturm</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::DecksQuery</name>
    <message>
        <source>%1 cards left to draw, %2 discarded</source>
        <translation>Noch %1 Karten im Nachziehstapel, %2 abgelegt</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::EffectSentence</name>
    <message>
        <source>%1 %2</source>
        <extracomment>what a row gives: %1 a number, %2 what is counted (&quot;1 machine unit&quot;)</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2 lost</source>
        <extracomment>%1 a number, %2 what is counted (&quot;2 cavalry units lost&quot;)</extracomment>
        <translation>%1 %2 verloren</translation>
    </message>
    <message>
        <source>or %1 %2 lost</source>
        <extracomment>the other choice of a loss: %1 a number, %2 what is counted</extracomment>
        <translation>oder %1 %2 verloren</translation>
    </message>
    <message>
        <source>with a healer: %1 %2 lost</source>
        <extracomment>the loss when a healer sails: %1 a number, %2 what is counted</extracomment>
        <translation>mit Heiler: %1 %2 verloren</translation>
    </message>
    <message>
        <source>draw %1 %2</source>
        <extracomment>%1 a number of cards, %2 &quot;card&quot; or &quot;cards&quot;</extracomment>
        <translation>%1 %2 ziehen</translation>
    </message>
    <message>
        <source>keep %1 %2</source>
        <extracomment>%1 a number of cards, %2 &quot;card&quot; or &quot;cards&quot;</extracomment>
        <translation>%1 %2 behalten</translation>
    </message>
    <message>
        <source>a landmass of %1 %2</source>
        <extracomment>%1 a number of areas, %2 &quot;area&quot; or &quot;areas&quot;</extracomment>
        <translation>Landmasse: %1 %2</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>units</source>
        <translation>Einheiten</translation>
    </message>
    <message>
        <source>infantry unit</source>
        <translation>Infanterieeinheit</translation>
    </message>
    <message>
        <source>infantry units</source>
        <translation>Infanterieeinheiten</translation>
    </message>
    <message>
        <source>cavalry unit</source>
        <translation>Kavallerieeinheit</translation>
    </message>
    <message>
        <source>cavalry units</source>
        <translation>Kavallerieeinheiten</translation>
    </message>
    <message>
        <source>monster unit</source>
        <translation>Monstereinheit</translation>
    </message>
    <message>
        <source>monster units</source>
        <translation>Monstereinheiten</translation>
    </message>
    <message>
        <source>special unit</source>
        <translation>Spezialeinheit</translation>
    </message>
    <message>
        <source>special units</source>
        <translation>Spezialeinheiten</translation>
    </message>
    <message>
        <source>machine unit</source>
        <translation>Kriegsmaschine</translation>
    </message>
    <message>
        <source>machine units</source>
        <translation>Kriegsmaschinen</translation>
    </message>
    <message>
        <source>village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>villages</source>
        <translation>Dörfer</translation>
    </message>
    <message>
        <source>character point</source>
        <translation>Charakterpunkt</translation>
    </message>
    <message>
        <source>character points</source>
        <translation>Charakterpunkte</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>Vorteil</translation>
    </message>
    <message>
        <source>advantages</source>
        <translation>Vorteile</translation>
    </message>
    <message>
        <source>boat</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>boats</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>area</source>
        <translation>Gebiet</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>Gebiete</translation>
    </message>
    <message>
        <source>card</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>Schiff</translation>
    </message>
    <message>
        <source>ships</source>
        <translation>Schiffe</translation>
    </message>
    <message>
        <source>escapes</source>
        <translation>entkommt</translation>
    </message>
    <message>
        <source>does not escape</source>
        <translation>entkommt nicht</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>überlebt</translation>
    </message>
    <message>
        <source>does not survive</source>
        <translation>überlebt nicht</translation>
    </message>
    <message>
        <source>rallies</source>
        <translation>sammelt sich</translation>
    </message>
    <message>
        <source>does not rally</source>
        <translation>sammelt sich nicht</translation>
    </message>
    <message>
        <source>no roll needed</source>
        <translation>kein Wurf nötig</translation>
    </message>
    <message>
        <source>a roll is needed</source>
        <translation>Wurf nötig</translation>
    </message>
    <message>
        <source>both sides scored the same</source>
        <translation>beide Seiten haben gleich viele Punkte</translation>
    </message>
    <message>
        <source>the sides&apos; scores differ</source>
        <translation>die Seiten haben unterschiedlich viele Punkte</translation>
    </message>
    <message>
        <source>%1 more in the pirate pool</source>
        <translation>%1 mehr im Piratenpool</translation>
    </message>
    <message>
        <source>costs %1 experience</source>
        <translation>kostet %1 Erfahrung</translation>
    </message>
    <message>
        <source>rallies on %1+</source>
        <translation>sammelt sich bei %1+</translation>
    </message>
    <message>
        <source>the winner scored more than %1 times the loser</source>
        <translation>der Sieger erzielte mehr als das %1-Fache des Verlierers</translation>
    </message>
    <message>
        <source>the winner scored at least %1 times the loser</source>
        <translation>der Sieger erzielte mindestens das %1-Fache des Verlierers</translation>
    </message>
    <message>
        <source>the winner scored less than %1 times the loser</source>
        <translation>der Sieger erzielte weniger als das %1-Fache des Verlierers</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Ereignis: %1</translation>
    </message>
    <message>
        <source>Battle honour: %1</source>
        <translation>Schlachtehre: %1</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Szenario: %1</translation>
    </message>
    <message>
        <source>Engagement: %1</source>
        <translation>Gefecht: %1</translation>
    </message>
    <message>
        <source>Fate: %1</source>
        <translation>Schicksal: %1</translation>
    </message>
    <message>
        <source>Victory level: %1</source>
        <translation>Siegstufe: %1</translation>
    </message>
    <message>
        <source>Restores: %1</source>
        <translation>Stellt wieder her: %1</translation>
    </message>
    <message>
        <source>The town %1</source>
        <translation>Die Stadt %1</translation>
    </message>
    <message>
        <source>Draw from: %1</source>
        <translation>Ziehen von: %1</translation>
    </message>
    <message>
        <source>Fight on: %1</source>
        <translation>Kampf nach Tabelle: %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>an effect of a custom table: %1 is its name in words, %2 its value</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::OriginLabel</name>
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
    <name>herald::app::decks::RollExplanation</name>
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
        <extracomment>%1 lists what the row&apos;s result does, e.g. &quot;1 machine unit; 2 character points&quot;</extracomment>
        <translation>Effekte: %1</translation>
    </message>
    <message>
        <source>Roll again on %1:</source>
        <translation>Erneut auf %1 würfeln:</translation>
    </message>
</context>
<context>
    <name>herald::app::diplomacy::GameQuery</name>
    <message>
        <source>Movement</source>
        <comment>Diplomacy phase</comment>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Retreat</source>
        <comment>Diplomacy phase</comment>
        <translation>Rückzug</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <comment>Diplomacy phase</comment>
        <translation>Anpassung</translation>
    </message>
</context>
<context>
    <name>herald::app::diplomacy::PhaseReport</name>
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
</context>
<context>
    <name>herald::app::hexwar::GameView</name>
    <message>
        <source>sets up in %1</source>
        <translation>wird in %1 aufgestellt</translation>
    </message>
    <message>
        <source>due on game turn %1 in %2</source>
        <translation>trifft in Spielrunde %1 in %2 ein</translation>
    </message>
    <message>
        <source>released at %1 VP, enters in %2</source>
        <translation>bei %1 SP freigegeben, tritt in %2 ein</translation>
    </message>
    <message>
        <source>not on the map</source>
        <translation>nicht auf der Karte</translation>
    </message>
    <message>
        <source>eliminated on game turn %1</source>
        <translation>in Spielrunde %1 vernichtet</translation>
    </message>
    <message>
        <source>Game over after game turn %1</source>
        <translation>Spielende nach Spielrunde %1</translation>
    </message>
    <message>
        <source>Game turn %1 of %2, %3 movement phase</source>
        <translation>Spielrunde %1 von %2, Bewegungsphase %3</translation>
    </message>
    <message>
        <source>Game turn %1 of %2, %3 combat phase</source>
        <translation>Spielrunde %1 von %2, Kampfphase %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>Victory points: Black Eagle %1, Karameikan %2</source>
        <translation>Siegpunkte: Schwarzer Adler %1, Karameikaner %2</translation>
    </message>
    <message>
        <source>%1 units:</source>
        <translation>Einheiten (%1):</translation>
    </message>
    <message>
        <source>may enter now (%1)</source>
        <translation>darf jetzt eintreten (%1)</translation>
    </message>
    <message>
        <source>May advance after combat: %1</source>
        <translation>Darf nach dem Kampf vorrücken: %1</translation>
    </message>
    <message>
        <source>Final score: Black Eagle %1 VP, Karameikan %2 VP.</source>
        <translation>Endstand: Schwarzer Adler %1 SP, Karameikaner %2 SP.</translation>
    </message>
    <message>
        <source>Score so far: Black Eagle %1 VP, Karameikan %2 VP.</source>
        <translation>Bisheriger Stand: Schwarzer Adler %1 SP, Karameikaner %2 SP.</translation>
    </message>
    <message>
        <source>To retreat: %1, with no legal hex (R3)</source>
        <translation>Muss zurückweichen: %1, ohne zulässiges Hexfeld (R3)</translation>
    </message>
    <message>
        <source>To retreat: %1, to one of %2</source>
        <translation>Muss zurückweichen: %1, auf eines von %2</translation>
    </message>
    <message>
        <source>The owner picks the hex and, with several units, the order (R4, R5).</source>
        <translation>Der Besitzer wählt das Hexfeld und, bei mehreren Einheiten, die Reihenfolge (R4, R5).</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Dice</name>
    <message>
        <source>Battle board: fire to-hit roll</source>
        <translation>Schlachtbrett: Trefferwurf beim Feuern</translation>
    </message>
    <message>
        <source>Battle board: fire result roll</source>
        <translation>Schlachtbrett: Ergebniswurf beim Feuern</translation>
    </message>
    <message>
        <source>Battle board: charging brigade&apos;s roll</source>
        <translation>Schlachtbrett: Wurf der angreifenden Brigade</translation>
    </message>
    <message>
        <source>Battle board: charged brigade&apos;s roll</source>
        <translation>Schlachtbrett: Wurf der angegriffenen Brigade</translation>
    </message>
    <message>
        <source>Battle board: entrenchment roll</source>
        <translation>Schlachtbrett: Verschanzungswurf</translation>
    </message>
    <message>
        <source>Battle board: rally roll</source>
        <translation>Schlachtbrett: Sammelwurf</translation>
    </message>
    <message>
        <source>Battle board: roll against leaders in an entered space</source>
        <translation>Schlachtbrett: Wurf gegen Anführer in einem betretenen Feld</translation>
    </message>
    <message>
        <source>Battle board: attacker&apos;s end-of-turn retreat roll</source>
        <translation>Schlachtbrett: Rückzugswurf des Angreifers am Rundenende</translation>
    </message>
    <message>
        <source>Battle board: pursuit roll</source>
        <translation>Schlachtbrett: Verfolgungswurf</translation>
    </message>
    <message>
        <source>Battle board: roll for the attacker</source>
        <translation>Schlachtbrett: Wurf für den Angreifer</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Explanations</name>
    <message>
        <source>unit #%1 (no such unit)</source>
        <translation>Einheit #%1 (gibt es nicht)</translation>
    </message>
    <message>
        <source>type&apos;s charge modifier</source>
        <translation>Angriffsmodifikator des Typs</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>Überzahl</translation>
    </message>
    <message>
        <source>entrenched</source>
        <translation>verschanzt</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>Fort</translation>
    </message>
    <message>
        <source>native</source>
        <translation>Eingeborene</translation>
    </message>
    <message>
        <source>human wave</source>
        <translation>Menschenwelle</translation>
    </message>
    <message>
        <source>technology/school</source>
        <translation>Technologie/Schule</translation>
    </message>
    <message>
        <source>year</source>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>target in reserve or retreat box</source>
        <translation>Ziel im Reserve- oder Rückzugsfeld</translation>
    </message>
    <message>
        <source>cavalry phase</source>
        <translation>Kavalleriephase</translation>
    </message>
    <message>
        <source>artillery phase</source>
        <translation>Artilleriephase</translation>
    </message>
    <message>
        <source>infantry phase</source>
        <translation>Infanteriephase</translation>
    </message>
    <message>
        <source>leader phase</source>
        <translation>Anführerphase</translation>
    </message>
    <message>
        <source>natural %1%2 = %3 against %4</source>
        <extracomment>a roll: natural, the modifiers, the total, the number to reach</extracomment>
        <translation>natürlich %1%2 = %3 gegen %4</translation>
    </message>
    <message>
        <source>§4 The battle has ended; no more actions.</source>
        <translation>§4 Die Schlacht ist beendet; keine weiteren Aktionen.</translation>
    </message>
    <message>
        <source>§7.5 Pursuit is not running.</source>
        <translation>§7.5 Es läuft keine Verfolgung.</translation>
    </message>
    <message>
        <source>There is no unit #%1 in this battle.</source>
        <translation>In dieser Schlacht gibt es keine Einheit #%1.</translation>
    </message>
    <message>
        <source>%1 has been eliminated.</source>
        <translation>%1 wurde ausgeschaltet.</translation>
    </message>
    <message>
        <source>§4 It is %1&apos;s half of the %2; %3 cannot act now.</source>
        <translation>§4 In der %2 ist %1 an der Reihe; %3 kann jetzt nicht handeln.</translation>
    </message>
    <message>
        <source>§4 In the %1 only that type acts; %2 cannot.</source>
        <translation>§4 In der %1 handelt nur dieser Typ; %2 nicht.</translation>
    </message>
    <message>
        <source>§4 %1 has already taken its action this phase.</source>
        <translation>§4 %1 hat in dieser Phase bereits gehandelt.</translation>
    </message>
    <message>
        <source>§4 (B-5) Every unit acts in its phase in this battle (actions.optional is off), and %1 still can.</source>
        <translation>§4 (B-5) In dieser Schlacht handelt jede Einheit in ihrer Phase (actions.optional ist aus), und %1 kann noch handeln.</translation>
    </message>
    <message>
        <source>§5 Leaders never fire (%1).</source>
        <translation>§5 Anführer feuern nie (%1).</translation>
    </message>
    <message>
        <source>§8 Only &quot;++&quot; native brigades may fire; %1&apos;s army is rated %2 &quot;+&quot;.</source>
        <translation>§8 Nur „++“-Eingeborenenbrigaden dürfen feuern; %1 hat eine mit %2 „+“ bewertete Armee.</translation>
    </message>
    <message>
        <source>§2.4 Nothing is in front of %1 in %2: no fire and no charge from there.</source>
        <translation>§2.4 Vor %1 in %2 steht nichts: von dort weder Feuer noch Angriff.</translation>
    </message>
    <message>
        <source>§5 %1 is on the same side as %2.</source>
        <translation>§5 %1 steht auf derselben Seite wie %2.</translation>
    </message>
    <message>
        <source>§5.1 (B-19) Fire and charges target brigades; %1 is a leader.</source>
        <translation>§5.1 (B-19) Feuer und Angriffe zielen auf Brigaden; %1 ist ein Anführer.</translation>
    </message>
    <message>
        <source>§2.4 (G1) %1 in %2 is not in front of %3: attacks go straight ahead along the column, never diagonally.</source>
        <translation>§2.4 (G1) %1 in %2 steht nicht vor %3: Angriffe gehen geradeaus entlang der Spalte, nie diagonal.</translation>
    </message>
    <message>
        <source>§5.1, B-26 %1 is %2 spaces away; %3 reaches %4 space.</source>
        <translation>§5.1, B-26 %1 ist %2 Felder entfernt; %3 reicht %4 Feld(er) weit.</translation>
    </message>
    <message>
        <source>§5.1 %1 cannot fire 2 spaces: %2 holds %3 brigade(s) in between.</source>
        <translation>§5.1 %1 kann nicht 2 Felder weit feuern: Dazwischen liegt %2 mit %3 Brigade(n).</translation>
    </message>
    <message>
        <source>§5.2 Only infantry and cavalry charge; %1 cannot.</source>
        <translation>§5.2 Nur Infanterie und Kavallerie greifen an; %1 kann es nicht.</translation>
    </message>
    <message>
        <source>§5.2 All chargers of one declaration stand in one space; %1 is not with %2.</source>
        <translation>§5.2 Alle Angreifer einer Ansage stehen in einem Feld; %1 steht nicht bei %2.</translation>
    </message>
    <message>
        <source>§5.2 A declaration charges one space; %1 is in %2.</source>
        <translation>§5.2 Eine Ansage greift ein einziges Feld an; %1 steht in %2.</translation>
    </message>
    <message>
        <source>§5.2 A charge needs at least one charging brigade.</source>
        <translation>§5.2 Ein Angriff braucht mindestens eine angreifende Brigade.</translation>
    </message>
    <message>
        <source>§5.2 %1 is listed twice; each brigade charges once.</source>
        <translation>§5.2 %1 ist doppelt aufgeführt; jede Brigade greift einmal an.</translation>
    </message>
    <message>
        <source>§5.2 %1 cannot be charged while its side&apos;s infantry or cavalry share %2.</source>
        <translation>§5.2 %1 kann nicht angegriffen werden, solange Infanterie oder Kavallerie der eigenen Seite ebenfalls in %2 steht.</translation>
    </message>
    <message>
        <source>§5.2 Only cavalry charged by infantry may evade; %1 may not.</source>
        <translation>§5.2 Nur von Infanterie angegriffene Kavallerie darf ausweichen; %1 darf es nicht.</translation>
    </message>
    <message>
        <source>§2.3, §5.3 %1 moves one orthogonal step; %2 is not next to it.</source>
        <translation>§2.3, §5.3 %1 zieht einen orthogonalen Schritt; %2 liegt nicht daneben.</translation>
    </message>
    <message>
        <source>§5.3 %1 may not enter %2: only its own reserve and line spaces and the middle.</source>
        <translation>§5.3 %1 darf %2 nicht betreten: nur die eigenen Reserve- und Linienfelder und die Mitte.</translation>
    </message>
    <message>
        <source>§5.3 %1 holds %2 enemy brigade(s); %3 may not enter it.</source>
        <translation>§5.3 In %1 stehen %2 feindliche Brigade(n); %3 darf es nicht betreten.</translation>
    </message>
    <message>
        <source>§5.3 %1 is next to enemy brigades and so is %2: no move from one such space to another.</source>
        <translation>§5.3 %1 grenzt an feindliche Brigaden, %2 ebenso: kein Zug von einem solchen Feld in ein anderes.</translation>
    </message>
    <message>
        <source>§5.3 %1 may not enter %2, which holds enemy leaders.</source>
        <translation>§5.3 %1 darf %2 nicht betreten, dort stehen feindliche Anführer.</translation>
    </message>
    <message>
        <source>§5.4 Only infantry entrenches; %1 cannot.</source>
        <translation>§5.4 Nur Infanterie verschanzt sich; %1 kann es nicht.</translation>
    </message>
    <message>
        <source>§5.4 %1 is in %2; infantry entrenches only in its own line space.</source>
        <translation>§5.4 %1 steht in %2; Infanterie verschanzt sich nur in ihrem eigenen Linienfeld.</translation>
    </message>
    <message>
        <source>§5.4 (B-20) %1 is already entrenched.</source>
        <translation>§5.4 (B-20) %1 ist bereits verschanzt.</translation>
    </message>
    <message>
        <source>§8 %1 is in a fort, where brigades may not entrench.</source>
        <translation>§8 %1 steht in einem Fort, wo Brigaden sich nicht verschanzen dürfen.</translation>
    </message>
    <message>
        <source>§8 (B-16) Only &quot;++&quot; natives entrench; %1&apos;s army is rated %2 &quot;+&quot;.</source>
        <translation>§8 (B-16) Nur „++“-Eingeborene verschanzen sich; %1 hat eine mit %2 „+“ bewertete Armee.</translation>
    </message>
    <message>
        <source>§5.5 Only a leader rallies; %1 is not one.</source>
        <translation>§5.5 Nur ein Anführer sammelt; %1 ist keiner.</translation>
    </message>
    <message>
        <source>§5.5 %1 is in %2; a leader rallies only from his own reserve box.</source>
        <translation>§5.5 %1 steht in %2; ein Anführer sammelt nur aus seinem eigenen Reservefeld.</translation>
    </message>
    <message>
        <source>§5.5 %1 is not in its side&apos;s retreat box, so there is nothing to rally.</source>
        <translation>§5.5 %1 steht nicht im Rückzugsfeld seiner Seite, es gibt also nichts zu sammeln.</translation>
    </message>
    <message>
        <source>§8 The native army&apos;s %1 rally attempt(s) this leader phase are used.</source>
        <translation>§8 Die %1 Sammelversuch(e) der Eingeborenenarmee in dieser Anführerphase sind aufgebraucht.</translation>
    </message>
    <message>
        <source>§8 A native army rallies without leaders.</source>
        <translation>§8 Eine Eingeborenenarmee sammelt sich ohne Anführer.</translation>
    </message>
    <message>
        <source>§5.5 A rally needs a leader in the reserve.</source>
        <translation>§5.5 Sammeln braucht einen Anführer in der Reserve.</translation>
    </message>
    <message>
        <source>§7.2 A retreat by choice is allowed from turn 2; this is turn %1.</source>
        <translation>§7.2 Ein freiwilliger Rückzug ist ab Runde 2 erlaubt; dies ist Runde %1.</translation>
    </message>
    <message>
        <source>§7.2 (B-27) A player retreats by choice during his own half of a phase; it is %1&apos;s half of the %2.</source>
        <translation>§7.2 (B-27) Ein Spieler zieht sich freiwillig während seiner eigenen Hälfte einer Phase zurück; in der %2 ist %1 an der Reihe.</translation>
    </message>
    <message>
        <source>§7.5 Only the winner&apos;s cavalry and infantry pursue; %1 cannot.</source>
        <translation>§7.5 Nur Kavallerie und Infanterie des Siegers verfolgen; %1 kann es nicht.</translation>
    </message>
    <message>
        <source>§7.5 %1 has already pursued.</source>
        <translation>§7.5 %1 hat bereits verfolgt.</translation>
    </message>
    <message>
        <source>§2.3, §7.5 %1 is in the retreat box; it leaves it only by rally.</source>
        <translation>§2.3, §7.5 %1 steht im Rückzugsfeld; es verlässt dieses nur durch Sammeln.</translation>
    </message>
    <message>
        <source>§7.5 The retreating cavalry screens: only cavalry pursues, and only against that cavalry, until it is all eliminated (%1 against %2).</source>
        <translation>§7.5 Die sich zurückziehende Kavallerie schirmt ab: Nur Kavallerie verfolgt, und nur gegen diese Kavallerie, bis sie ganz ausgeschaltet ist (%1 gegen %2).</translation>
    </message>
    <message>
        <source>§7.5 (B-11) The retreating army had cavalry when pursuit began, so %1 does not pursue (pursuit.infantry_after_screen is off).</source>
        <translation>§7.5 (B-11) Die sich zurückziehende Armee hatte zu Beginn der Verfolgung Kavallerie, daher verfolgt %1 nicht (pursuit.infantry_after_screen ist aus).</translation>
    </message>
    <message>
        <source>§5.1 %1 fires at %2 (%3 space(s)): %4, a hit.</source>
        <translation>§5.1 %1 feuert auf %2 (%3 Feld(er)): %4, ein Treffer.</translation>
    </message>
    <message>
        <source>§5.1 %1 fires at %2 (%3 space(s)): %4, a miss.</source>
        <translation>§5.1 %1 feuert auf %2 (%3 Feld(er)): %4, daneben.</translation>
    </message>
    <message>
        <source>§5.1 Result roll %1: eliminated.</source>
        <translation>§5.1 Ergebniswurf %1: ausgeschaltet.</translation>
    </message>
    <message>
        <source>§5.1 Result roll %1: the target retreats.</source>
        <translation>§5.1 Ergebniswurf %1: Das Ziel zieht sich zurück.</translation>
    </message>
    <message>
        <source>§5.2 %1 charges %2: charger natural %3%4 = %5; defender natural %6%7 = %8.</source>
        <translation>§5.2 %1 greift %2 an: Angreifer natürlich %3%4 = %5; Verteidiger natürlich %6%7 = %8.</translation>
    </message>
    <message>
        <source>A tie: no effect.</source>
        <translation>Gleichstand: keine Wirkung.</translation>
    </message>
    <message>
        <source>%1 loses by %2.</source>
        <translation>%1 verliert um %2.</translation>
    </message>
    <message>
        <source>§5.2 %1&apos;s target evaded: its action is spent, no dice.</source>
        <translation>§5.2 Das Ziel von %1 ist ausgewichen: Die Aktion ist verbraucht, keine Würfel.</translation>
    </message>
    <message>
        <source>§5.2 %1 has no brigade left to charge; its action is spent.</source>
        <translation>§5.2 %1 hat keine Brigade mehr zum Angreifen; die Aktion ist verbraucht.</translation>
    </message>
    <message>
        <source>§5.2 %1 evades the infantry charge to its reserve.</source>
        <translation>§5.2 %1 weicht dem Infanterieangriff in die Reserve aus.</translation>
    </message>
    <message>
        <source>§5.3 %1 moves to %2.</source>
        <translation>§5.3 %1 zieht nach %2.</translation>
    </message>
    <message>
        <source>§5.3 %1 enters and rolls against %2: %3, the leader is caught.</source>
        <translation>§5.3 %1 rückt ein und würfelt gegen %2: %3, der Anführer wird gefangen.</translation>
    </message>
    <message>
        <source>§5.3 %1 enters and rolls against %2: %3, the leader escapes.</source>
        <translation>§5.3 %1 rückt ein und würfelt gegen %2: %3, der Anführer entkommt.</translation>
    </message>
    <message>
        <source>§5.4 %1 entrenches %2: %3, entrenched.</source>
        <translation>§5.4 %1 verschanzt sich in %2: %3, verschanzt.</translation>
    </message>
    <message>
        <source>§5.4 %1 tries to entrench %2: %3, failed.</source>
        <translation>§5.4 %1 versucht, sich in %2 zu verschanzen: %3, gescheitert.</translation>
    </message>
    <message>
        <source>§5.5 Rally of %1: %2, rallied.</source>
        <translation>§5.5 Sammeln von %1: %2, gesammelt.</translation>
    </message>
    <message>
        <source>§5.5 Rally of %1: %2, not rallied.</source>
        <translation>§5.5 Sammeln von %1: %2, nicht gesammelt.</translation>
    </message>
    <message>
        <source>§6 A natural 11-12 by %1 kills %2.</source>
        <translation>§6 Eine natürliche 11-12 von %1 tötet %2.</translation>
    </message>
    <message>
        <source>G2 %1 retreats from %2 to its retreat box.</source>
        <translation>G2 %1 zieht sich von %2 in sein Rückzugsfeld zurück.</translation>
    </message>
    <message>
        <source>%1 is eliminated in %2.</source>
        <translation>%1 wird in %2 ausgeschaltet.</translation>
    </message>
    <message>
        <source>%1 goes to %2.</source>
        <translation>%1 kommt nach %2.</translation>
    </message>
    <message>
        <source>§7.1 %1 has no brigade left in column %2: the battle ends and %1 retreats.</source>
        <translation>§7.1 %1 hat keine Brigade mehr in Spalte %2: Die Schlacht endet, und %1 zieht sich zurück.</translation>
    </message>
    <message>
        <source>§7.2 The battle ends: %1 retreats by choice.</source>
        <translation>§7.2 Die Schlacht endet: %1 zieht sich freiwillig zurück.</translation>
    </message>
    <message>
        <source>§7.3 The battle ends: the attacker must retreat.</source>
        <translation>§7.3 Die Schlacht endet: Der Angreifer muss sich zurückziehen.</translation>
    </message>
    <message>
        <source>§15.4 The auto-resolver&apos;s turn cap is reached: undecided.</source>
        <translation>§15.4 Die Rundengrenze der automatischen Auswertung ist erreicht: unentschieden.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1 with no fire, no charge and an empty middle: d6 = %2, less than %1.</source>
        <translation>§7.3 Ende der Runde %1 ohne Feuer, ohne Angriff und mit leerer Mitte: d6 = %2, weniger als %1.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1 with no fire, no charge and an empty middle: d6 = %2, not less than %1; the battle goes on.</source>
        <translation>§7.3 Ende der Runde %1 ohne Feuer, ohne Angriff und mit leerer Mitte: d6 = %2, nicht weniger als %1; die Schlacht geht weiter.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1: there was fire or a charge, no roll.</source>
        <translation>§7.3 Ende der Runde %1: Es gab Feuer oder einen Angriff, kein Wurf.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1: units stand in the middle, no roll.</source>
        <translation>§7.3 Ende der Runde %1: Einheiten stehen in der Mitte, kein Wurf.</translation>
    </message>
    <message>
        <source>§4 %1&apos;s half of the %2.</source>
        <translation>§4 In der %2 ist %1 an der Reihe.</translation>
    </message>
    <message>
        <source>§4 Turn %1 begins.</source>
        <translation>§4 Runde %1 beginnt.</translation>
    </message>
    <message>
        <source>§7.2 %1 declares a retreat on turn %2.</source>
        <translation>§7.2 %1 erklärt in Runde %2 einen Rückzug.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues %2: %3, eliminated.</source>
        <translation>§7.5 %1 verfolgt %2: %3, ausgeschaltet.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues %2: %3, a miss.</source>
        <translation>§7.5 %1 verfolgt %2: %3, daneben.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues; the retreating cavalry screens the army.</source>
        <translation>§7.5 %1 verfolgt; die sich zurückziehende Kavallerie schirmt die Armee ab.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues.</source>
        <translation>§7.5 %1 verfolgt.</translation>
    </message>
    <message>
        <source>§7.5 Pursuit is over; what is left leaves with the retreating army.</source>
        <translation>§7.5 Die Verfolgung ist vorbei; was übrig ist, zieht mit der sich zurückziehenden Armee ab.</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Setup</name>
    <message>
        <source>§3.2 %1&apos;s unit %2 may only be set up in the reserve or a line space.</source>
        <translation>§3.2 Einheit %2 (%1) darf nur in der Reserve oder einem Linienfeld aufgestellt werden.</translation>
    </message>
    <message>
        <source>§2.1 %1&apos;s unit %2 is placed in line column %3, which this battle does not have.</source>
        <translation>§2.1 Einheit %2 (%1) steht in Linienspalte %3, die es in dieser Schlacht nicht gibt.</translation>
    </message>
    <message>
        <source>§3.3 %1&apos;s line space in column %2 has no brigade; every line space needs at least one (a leader alone does not count).</source>
        <translation>§3.3 Das Linienfeld (%1) in Spalte %2 hat keine Brigade; jedes Linienfeld braucht mindestens eine (ein Anführer allein zählt nicht).</translation>
    </message>
    <message>
        <source>§8 %1&apos;s unit %2 is elite, and War! Age of Imperialism battles use no elite units.</source>
        <translation>§8 Einheit %2 (%1) ist Elite, und Schlachten von War! Age of Imperialism verwenden keine Eliteeinheiten.</translation>
    </message>
    <message>
        <source>§8 %1 is a native army, which has no leaders (unit %2).</source>
        <translation>§8 %1 ist eine Eingeborenenarmee, die keine Anführer hat (Einheit %2).</translation>
    </message>
    <message>
        <source>§3 %1 has no brigades to deploy.</source>
        <translation>§3 %1 hat keine Brigaden aufzustellen.</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Simulation</name>
    <message>
        <source>§15 No battle was simulated.</source>
        <translation>§15 Es wurde keine Schlacht simuliert.</translation>
    </message>
    <message>
        <source>§15 %1 battles: the attacker won %2%, the defender %3%, undecided %4%. Mean losses: attacker %5 units, defender %6 units.</source>
        <translation>§15 %1 Schlachten: Der Angreifer gewann %2 %, der Verteidiger %3 %, unentschieden %4 %. Durchschnittliche Verluste: Angreifer %5 Einheiten, Verteidiger %6 Einheiten.</translation>
    </message>
    <message>
        <source>These odds rest on placeholder numbers, not on the published tables (§11.3).</source>
        <translation>Diese Wahrscheinlichkeiten beruhen auf Platzhalterwerten, nicht auf den veröffentlichten Tabellen (§11.3).</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Standalone</name>
    <message>
        <source>§10 (B-33) %1 has no stand-alone cost, so it cannot be bought unless the referee gives it one.</source>
        <translation>§10 (B-33) %1 hat keine eigenen Kosten und kann daher nicht gekauft werden, es sei denn, der Spielleiter legt welche fest.</translation>
    </message>
    <message>
        <source>§10 The army costs %1 points.</source>
        <translation>§10 Die Armee kostet %1 Punkte.</translation>
    </message>
    <message>
        <source>§10 First player %1 + %2 = %3; second player %4 + %5 = %6.</source>
        <translation>§10 Erster Spieler %1 + %2 = %3; zweiter Spieler %4 + %5 = %6.</translation>
    </message>
    <message>
        <source>Ties were rolled again (B-13).</source>
        <translation>Gleichstände wurden neu gewürfelt (B-13).</translation>
    </message>
    <message>
        <source>The first player attacks.</source>
        <translation>Der erste Spieler greift an.</translation>
    </message>
    <message>
        <source>The second player attacks.</source>
        <translation>Der zweite Spieler greift an.</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Tables</name>
    <message>
        <source>%1: missing</source>
        <translation>%1: fehlt</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1: muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1: muss ein Objekt sein</translation>
    </message>
    <message>
        <source>%1.%2: must be true or false</source>
        <translation>%1.%2: muss true oder false sein</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at byte %2)</source>
        <translation>kein JSON-Objekt (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>%1.inherit: must name another brigade row</source>
        <translation>%1.inherit: muss eine andere Brigadenzeile nennen</translation>
    </message>
    <message>
        <source>resultOverrides.%1: must be &quot;firer&gt;target&quot; with two brigade rows</source>
        <translation>resultOverrides.%1: muss „firer&gt;target“ mit zwei Brigadenzeilen sein</translation>
    </message>
    <message>
        <source>leaderDrmAppliesTo.charge: the +1 a leader gives to charges is a rule (§5.2) and cannot be turned off</source>
        <translation>leaderDrmAppliesTo.charge: Das +1, das ein Anführer bei Angriffen gibt, ist eine Regel (§5.2) und kann nicht abgeschaltet werden</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::WarmasterMapping</name>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <extracomment>%1 a field&apos;s path in the mapping file, %2 and %3 the range</extracomment>
        <translation>%1: muss eine ganze Zahl von %2 bis %3 sein</translation>
    </message>
    <message>
        <source>the mapping is not a JSON object (%1)</source>
        <translation>die Zuordnung ist kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>%1: missing (every roster category needs a row)</source>
        <translation>%1: fehlt (jede Kategorie der Armeeliste braucht eine Zeile)</translation>
    </message>
    <message>
        <source>%1.brigade: must be infantry, cavalry or artillery</source>
        <translation>%1.brigade: muss infantry, cavalry oder artillery sein</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Words</name>
    <message>
        <source>the attacker</source>
        <translation>der Angreifer</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>der Verteidiger</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>Elite-Infanterie</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>elite cavalry</source>
        <translation>Elite-Kavallerie</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>elite artillery</source>
        <translation>Elite-Artillerie</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>Anführer</translation>
    </message>
    <message>
        <source>%1&apos;s %2 #%3</source>
        <extracomment>%1 side (&quot;the attacker&quot;), %2 unit type, %3 unit number</extracomment>
        <translation>%2 #%3 (%1)</translation>
    </message>
    <message>
        <source>the middle, column %1</source>
        <translation>die Mitte, Spalte %1</translation>
    </message>
    <message>
        <source>%1&apos;s line, column %2</source>
        <translation>Linie (%1), Spalte %2</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <translation>Reserve (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s retreat box</source>
        <translation>Rückzugsfeld (%1)</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>außerhalb des Bretts</translation>
    </message>
</context>
<context>
    <name>herald::battles::BattleNightForm</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Eine Datei wählen, in die das PDF geschrieben wird.</translation>
    </message>
    <message>
        <source>There is no pending battle %1 this month.</source>
        <translation>In diesem Monat gibt es keine anstehende Schlacht %1.</translation>
    </message>
    <message>
        <source>No battles are pending this month.</source>
        <translation>In diesem Monat stehen keine Schlachten an.</translation>
    </message>
    <message numerus="yes">
        <source>Briefs and result sheets of %n battle(s) written to %1</source>
        <extracomment>%1 the PDF file</extracomment>
        <translation>
            <numerusform>Briefing und Ergebnisbogen von 1 Schlacht nach %1 geschrieben</numerusform>
            <numerusform>Briefings und Ergebnisbögen von %n Schlachten nach %1 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1 has no POI card to turn over.</source>
        <translation>Schlacht %1 hat keine Karte eines besonderen Ortes zum Aufdecken.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the file, %2 why it cannot be read</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a result sheet (a JSON object as docs/battle-result-format.md describes): %2</source>
        <extracomment>%1 the file, %2 the JSON parser&apos;s message</extracomment>
        <translation>%1 ist kein Ergebnisbogen (ein JSON-Objekt, wie in docs/battle-result-format.md beschrieben): %2</translation>
    </message>
    <message>
        <source>line %1: %2 (%3 left)</source>
        <extracomment>a roster line in the result form; %1 line, %2 unit types, %3 units left</extracomment>
        <translation>Zeile %1: %2 (%3 übrig)</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>a roster line of one of the side&apos;s nations; %1 nation, %2 the line</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 (%2, %3)</source>
        <extracomment>%1 name, %2 type (general, hero...), %3 nation</extracomment>
        <translation>%1 (%2, %3)</translation>
    </message>
    <message>
        <source>Type the dice rolled at the table as whole numbers separated by blanks or commas, in the order the result form lists them.</source>
        <translation>Die am Tisch geworfenen Würfel als ganze Zahlen, durch Leerzeichen oder Kommas getrennt, in der Reihenfolge des Ergebnisformulars eingeben.</translation>
    </message>
    <message>
        <source>Type the die rolled at the table as a whole number.</source>
        <translation>Den am Tisch geworfenen Würfel als ganze Zahl eingeben.</translation>
    </message>
</context>
<context>
    <name>herald::battles::BoardBattleForm</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the mapping file, %2 why it cannot be read</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>Battle %1 has no board battle yet: make one first.</source>
        <translation>Schlacht %1 hat noch keine Schlachtbrett-Schlacht: zuerst eine erstellen.</translation>
    </message>
    <message>
        <source>Board battle &quot;%1&quot; is not over yet: play it to its end, pursuit included (§7.5), or let Herald resolve it.</source>
        <translation>Die Schlachtbrett-Schlacht „%1“ ist noch nicht beendet: Sie bis zum Ende spielen, einschließlich Verfolgung (§7.5), oder von Herald auswerten lassen.</translation>
    </message>
</context>
<context>
    <name>herald::cli::ArmyVerbs</name>
    <message>
        <source>countryside</source>
        <translation>offenes Land</translation>
    </message>
    <message>
        <source>population centre</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>point of interest</source>
        <translation>besonderer Ort</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot;.</source>
        <translation>Es gibt keine Nation „%1“.</translation>
    </message>
    <message>
        <source>%1  %2 (%3): general %4, at %5, %6</source>
        <translation>%1  %2 (%3): General %4, in %5, %6</translation>
    </message>
    <message>
        <source>No armies are on the map.</source>
        <translation>Keine Armeen auf der Karte.</translation>
    </message>
    <message>
        <source>army place FILE NATION NAME --general CHARACTER --area XXYY [--location countryside|populationCentre|poi]</source>
        <translation>army place FILE NATION NAME --general CHARACTER --area XXYY [--location countryside|populationCentre|poi]</translation>
    </message>
    <message>
        <source>army rename FILE ARMY NEW-NAME</source>
        <translation>army rename FILE ARMY NEW-NAME</translation>
    </message>
    <message>
        <source>army move FILE ARMY XXYY [--location countryside|populationCentre|poi]</source>
        <translation>army move FILE ARMY XXYY [--location countryside|populationCentre|poi]</translation>
    </message>
    <message>
        <source>army remove FILE ARMY</source>
        <translation>army remove FILE ARMY</translation>
    </message>
    <message>
        <source>army markers at the New Year: place one per general in an own town, city or allowing POI, rename, correct or remove them (NY-7, §4.9)</source>
        <translation>Armeemarker zum Neujahr: je General einen in einer eigenen Stadt, Großstadt oder an einem zulassenden besonderen Ort aufstellen, umbenennen, korrigieren oder entfernen (NY-7, §4.9)</translation>
    </message>
</context>
<context>
    <name>herald::cli::BattleVerbs</name>
    <message>
        <source>No battles are pending: briefs exist at M-3 of a month with battles.</source>
        <translation>Keine Schlachten stehen an: Briefings gibt es bei M-3 eines Monats mit Schlachten.</translation>
    </message>
    <message>
        <source>  Terrain %1, at the %2</source>
        <extracomment>%1 terrain, %2 where in the area</extracomment>
        <translation>  Gelände %1, am Standort %2</translation>
    </message>
    <message>
        <source>  Army size: %L1 points a side</source>
        <extracomment>%1 points per side</extracomment>
        <translation>  Armeegröße: %L1 Punkte je Seite</translation>
    </message>
    <message>
        <source>  Terrain cards: draw %1, keep %2 (%3)</source>
        <extracomment>%1 cards drawn, %2 cards kept, %3 why</extracomment>
        <translation>  Geländekarten: %1 ziehen, %2 behalten (%3)</translation>
    </message>
    <message>
        <source>  At table centre: %1</source>
        <translation>  In der Tischmitte: %1</translation>
    </message>
    <message>
        <source>  Length: %1</source>
        <translation>  Dauer: %1</translation>
    </message>
    <message>
        <source>  Random event: %1</source>
        <translation>  Zufallsereignis: %1</translation>
    </message>
    <message>
        <source>  Not prepared yet: battle prepare draws the event card and settles the first terrain placer</source>
        <translation>  Noch nicht vorbereitet: battle prepare zieht die Ereigniskarte und bestimmt, wer das erste Gelände platziert</translation>
    </message>
    <message>
        <source>  POI card: face down until both armies are deployed</source>
        <translation>  Karte des besonderen Ortes: verdeckt, bis beide Armeen aufgestellt sind</translation>
    </message>
    <message>
        <source>  POI card: %1</source>
        <translation>  Karte des besonderen Ortes: %1</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 &quot;Defenders&quot; or &quot;Attackers&quot;, %2 their armies</extracomment>
        <translation>  %1: %2</translation>
    </message>
    <message>
        <source>  Result: %1</source>
        <translation>  Ergebnis: %1</translation>
    </message>
    <message>
        <source>battle list FILE</source>
        <translation>battle list FILE</translation>
    </message>
    <message>
        <source>%1: %2 against %3 — %4</source>
        <extracomment>%1 the battle&apos;s title, %2 defenders, %3 attackers, %4 result or &quot;no result yet&quot;</extracomment>
        <translation>%1: %2 gegen %3 — %4</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>battle show FILE BATTLE</source>
        <translation>battle show FILE BATTLE</translation>
    </message>
    <message>
        <source>There is no pending battle %1 this month.</source>
        <translation>In diesem Monat gibt es keine anstehende Schlacht %1.</translation>
    </message>
    <message>
        <source>battle prepare FILE BATTLE|all [--first defenders|attackers] [--typed 4]</source>
        <translation>battle prepare FILE BATTLE|all [--first defenders|attackers] [--typed 4]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 4.</source>
        <translation>--typed erwartet durch Kommas getrennte ganze Zahlen, etwa 4.</translation>
    </message>
    <message>
        <source>battle brief FILE BATTLE|all OUT.pdf [--paper a4|letter]</source>
        <translation>battle brief FILE BATTLE|all OUT.pdf [--paper a4|letter]</translation>
    </message>
    <message numerus="yes">
        <source>Briefs and result sheets of %n battle(s) written to %1 (%2 pages)</source>
        <extracomment>%n how many battles, %1 the PDF file, %2 its pages</extracomment>
        <translation>
            <numerusform>Briefing und Ergebnisbogen von 1 Schlacht nach %1 geschrieben (%2 Seiten)</numerusform>
            <numerusform>Briefings und Ergebnisbögen von %n Schlachten nach %1 geschrieben (%2 Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>battle check FILE BATTLE NATION LIST.txt</source>
        <translation>battle check FILE BATTLE NATION LIST.txt</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>a problem of a typed battle list, printed under its arithmetic</extracomment>
        <translation>Abgelehnt: %1</translation>
    </message>
    <message>
        <source>The list is legal for battle %1.</source>
        <translation>Die Liste ist für Schlacht %1 zulässig.</translation>
    </message>
    <message>
        <source>battle survival FILE BATTLE</source>
        <translation>battle survival FILE BATTLE</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <source>%1: %2 stand(s) lost, back without a roll</source>
        <extracomment>%1 unit, %2 stands lost</extracomment>
        <translation>%1: %2 Base(n) verloren, kehrt ohne Wurf zurück</translation>
    </message>
    <message>
        <source>%1: %2 stand(s) lost, needs %3+, rolled %4: %5</source>
        <translation>%1: %2 Base(n) verloren, braucht %3+, gewürfelt %4: %5</translation>
    </message>
    <message>
        <source>returns</source>
        <translation>kehrt zurück</translation>
    </message>
    <message>
        <source>struck from the roster</source>
        <translation>aus der Armeeliste gestrichen</translation>
    </message>
    <message>
        <source>Battle %1 has no survival rolls this month: they are rolled when its result is entered (battle result, with --typed for dice rolled at the table).</source>
        <translation>Schlacht %1 hat in diesem Monat keine Überlebenswürfe: Sie werden gewürfelt, wenn ihr Ergebnis eingegeben wird (battle result, mit --typed für am Tisch gewürfelte Würfel).</translation>
    </message>
</context>
<context>
    <name>herald::cli::BoardShow</name>
    <message>
        <source>Name the battle (see: board list FILE).</source>
        <translation>Die Schlacht angeben (siehe: board list FILE).</translation>
    </message>
    <message>
        <source>There is no battle board battle &quot;%1&quot; (see: board list FILE).</source>
        <translation>Es gibt keine Schlachtbrett-Schlacht „%1“ (siehe: board list FILE).</translation>
    </message>
    <message>
        <source>%1 (acted)</source>
        <translation>%1 (hat gehandelt)</translation>
    </message>
    <message>
        <source>%1, entrenched</source>
        <translation>%1, verschanzt</translation>
    </message>
    <message>
        <source>  Eliminated: %1</source>
        <translation>  Ausgeschaltet: %1</translation>
    </message>
    <message>
        <source>No battle board battles yet.</source>
        <translation>Noch keine Schlachtbrett-Schlachten.</translation>
    </message>
    <message>
        <source>%1: %2 (attacker) against %3 (defender), a %4 battle</source>
        <translation>%1: %2 (Angreifer) gegen %3 (Verteidiger), eine %4 Schlacht</translation>
    </message>
    <message>
        <source>major</source>
        <translation>große</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>kleine</translation>
    </message>
    <message>
        <source>%1 (%2): set-up in, kept hidden</source>
        <translation>%1 (%2): Aufstellung eingegeben, verdeckt</translation>
    </message>
    <message>
        <source>%1 (%2): set-up still to come</source>
        <translation>%1 (%2): Aufstellung steht noch aus</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Protokoll:</translation>
    </message>
    <message>
        <source>--runs takes a number of battles from 1 to 1000000.</source>
        <translation>--runs erwartet eine Anzahl von Schlachten zwischen 1 und 1000000.</translation>
    </message>
    <message>
        <source>--seed takes a whole number.</source>
        <translation>--seed erwartet eine ganze Zahl.</translation>
    </message>
</context>
<context>
    <name>herald::cli::BoardVerbs</name>
    <message>
        <source>--typed takes the faces the dice showed, e.g. --typed 5,4</source>
        <translation>--typed erwartet die Augenzahlen der Würfel, z. B. --typed 5,4</translation>
    </message>
    <message>
        <source>board new needs a name and both armies: board new FILE NAME --attacker &quot;Union: 4 infantry, 1 cavalry, 1 leader&quot; --defender &quot;...&quot; [--options JSON] [--tables TABLES.json]</source>
        <translation>board new braucht einen Namen und beide Armeen: board new FILE NAME --attacker &quot;Union: 4 infantry, 1 cavalry, 1 leader&quot; --defender &quot;...&quot; [--options JSON] [--tables TABLES.json]</translation>
    </message>
    <message>
        <source>--options takes a JSON object of settings, e.g. &apos;{&quot;waoi&quot;: true}&apos; (%1)</source>
        <translation>--options erwartet ein JSON-Objekt mit Einstellungen, z. B. &apos;{&quot;waoi&quot;: true}&apos; (%1)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>board setup needs a battle, a side and one space per unit in the army&apos;s order, or --auto: board setup FILE BATTLE attacker line:1 line:2 reserve ...</source>
        <translation>board setup braucht eine Schlacht, eine Seite und ein Feld je Einheit in der Reihenfolge der Armee, oder --auto: board setup FILE BATTLE attacker line:1 line:2 reserve ...</translation>
    </message>
    <message>
        <source>board action FILE BATTLE fire|charge|pursue UNIT TARGET, move UNIT SPACE, entrench|pass UNIT, rally LEADER BRIGADE (- for a native army); charge takes --with UNIT:TARGET,... and --evade TARGET,...; every action takes --typed FACES</source>
        <translation>board action FILE BATTLE fire|charge|pursue UNIT TARGET, move UNIT SPACE, entrench|pass UNIT, rally LEADER BRIGADE (- für eine Eingeborenenarmee); charge erwartet --with UNIT:TARGET,... und --evade TARGET,...; jede Aktion akzeptiert --typed FACES</translation>
    </message>
    <message>
        <source>board needs an action: %1 (see: herald-cli help).</source>
        <translation>board braucht eine Aktion: %1 (siehe: herald-cli help).</translation>
    </message>
    <message>
        <source>board end needs a battle: board end FILE BATTLE</source>
        <translation>board end braucht eine Schlacht: board end FILE BATTLE</translation>
    </message>
    <message>
        <source>board retreat needs a battle and a side: board retreat FILE BATTLE defender</source>
        <translation>board retreat braucht eine Schlacht und eine Seite: board retreat FILE BATTLE defender</translation>
    </message>
    <message>
        <source>board resolve needs a battle: board resolve FILE BATTLE</source>
        <translation>board resolve braucht eine Schlacht: board resolve FILE BATTLE</translation>
    </message>
    <message>
        <source>Civil War battle board: battles, secret set-ups, actions with their dice, auto-resolve and odds</source>
        <translation>Bürgerkriegs-Schlachtbrett: Schlachten, geheime Aufstellungen, Aktionen mit ihren Würfeln, automatische Auswertung und Chancen</translation>
    </message>
</context>
<context>
    <name>herald::cli::BoardWarmaster</name>
    <message>
        <source>board from-battle needs a pending battle&apos;s number and a name for the board battle: board from-battle FILE BATTLE NAME [--mapping MAPPING.json]</source>
        <translation>board from-battle braucht die Nummer einer anstehenden Schlacht und einen Namen für die Schlachtbrett-Schlacht: board from-battle FILE BATTLE NAME [--mapping MAPPING.json]</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>board result-sheet needs the board battle and a file to write: board result-sheet FILE NAME OUT.json</source>
        <translation>board result-sheet braucht die Schlachtbrett-Schlacht und eine zu schreibende Datei: board result-sheet FILE NAME OUT.json</translation>
    </message>
    <message>
        <source>There is no battle board battle &quot;%1&quot; (see: board list FILE).</source>
        <translation>Es gibt keine Schlachtbrett-Schlacht „%1“ (siehe: board list FILE).</translation>
    </message>
    <message>
        <source>The result sheet of battle %1 is written; enter it with: battle result FILE %1 %2</source>
        <translation>Der Ergebnisbogen der Schlacht %1 ist geschrieben; mit folgendem Befehl eintragen: battle result FILE %1 %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::CalendarVerbs</name>
    <message>
        <source>The campaign&apos;s date cannot be read: the file needs repair.</source>
        <translation>Das Datum der Kampagne kann nicht gelesen werden: Die Datei muss repariert werden.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Due: %1</source>
        <translation>Fällig: %1</translation>
    </message>
    <message>
        <source>Nothing Herald can see blocks this step.</source>
        <translation>Soweit Herald sieht, blockiert nichts diesen Schritt.</translation>
    </message>
    <message>
        <source>Blocked: %1</source>
        <translation>Blockiert: %1</translation>
    </message>
    <message>
        <source>By hand: %1</source>
        <translation>Von Hand: %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Als Nächstes: %1</translation>
    </message>
    <message>
        <source>attendance FILE NATION present|absent</source>
        <translation>attendance FILE NATION present|absent</translation>
    </message>
    <message>
        <source>the campaign&apos;s date (§3): show the step, what is due and what blocks it; finish the step and move on (--by-hand confirms work done on paper)</source>
        <translation>das Datum der Kampagne (§3): den Schritt anzeigen, was fällig ist und was ihn blockiert; den Schritt abschließen und weitergehen (--by-hand bestätigt auf Papier erledigte Arbeit)</translation>
    </message>
    <message>
        <source>record at M-0 whether a nation&apos;s player attends this month&apos;s meeting (§7.6: an absent player&apos;s nation is NPP)</source>
        <translation>bei M-0 festhalten, ob der Spieler einer Nation am Treffen dieses Monats teilnimmt (§7.6: die Nation eines abwesenden Spielers gilt als NPP)</translation>
    </message>
    <message>
        <source>calendar next FILE [--by-hand] [--typed F,F...]</source>
        <translation>calendar next FILE [--by-hand] [--typed F,F...]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas.</source>
        <translation>--typed erwartet durch Kommas getrennte ganze Zahlen.</translation>
    </message>
</context>
<context>
    <name>herald::cli::CampaignVerbs</name>
    <message>
        <source>%1 (%2)
%3, phase %4
History: %5 commands; dice seed %6, %7 dice drawn</source>
        <translation>%1 (%2)
%3, Phase %4
Verlauf: %5 Aktionen; Würfel-Startwert %6, %7 Würfel gezogen</translation>
    </message>
    <message>
        <source>Read-only (%1): it can be read, printed and exported, not changed.</source>
        <translation>Schreibgeschützt (%1): Die Datei kann gelesen, gedruckt und exportiert, aber nicht geändert werden.</translation>
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
        <source>explain needs the number of a history entry: explain FILE HISTORY-ID (see: history FILE)</source>
        <translation>explain braucht die Nummer eines Verlaufseintrags: explain FILE HISTORY-ID (siehe: history FILE)</translation>
    </message>
    <message>
        <source>The history has no entry #%1 (see: history FILE).</source>
        <translation>Der Verlauf hat keinen Eintrag #%1 (siehe: history FILE).</translation>
    </message>
    <message>
        <source>one command&apos;s dice and rules decisions</source>
        <translation>Würfe und Regelentscheidungen einer Aktion</translation>
    </message>
</context>
<context>
    <name>herald::cli::Cli</name>
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
    <name>herald::cli::CliContext</name>
    <message>
        <source>A campaign file is needed.</source>
        <translation>Eine Kampagnendatei wird benötigt.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::DecksVerbs</name>
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
        <source>--typed takes whole numbers separated by commas, such as 3,4.</source>
        <translation>--typed erwartet durch Kommas getrennte ganze Zahlen, etwa 3,4.</translation>
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
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
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
</context>
<context>
    <name>herald::cli::DiplomacyVerbs</name>
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
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
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
        <source>Exported to %1</source>
        <translation>Nach %1 exportiert</translation>
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
        <source>diplomacy ring needs a game and the province where the Ring lies hidden: diplomacy ring FILE GAME Shi</source>
        <translation>diplomacy ring braucht eine Partie und die Provinz, in der der Ring versteckt liegt: diplomacy ring FILE GAME Shi</translation>
    </message>
    <message>
        <source>Diplomacy games: new game, orders, adjudication, retreats and builds, reports</source>
        <translation>Diplomacy-Partien: neue Partie, Befehle, Auswertung, Rückzüge und Aufbauten, Berichte</translation>
    </message>
    <message>
        <source>judge one Diplomacy phase from a position file and an orders file, without a campaign</source>
        <translation>eine Diplomacy-Phase aus einer Stellungsdatei und einer Befehlsdatei auswerten, ohne Kampagne</translation>
    </message>
</context>
<context>
    <name>herald::cli::ExpeditionVerbs</name>
    <message>
        <source>#%1 %2 (%3): %4, %5 boat(s), %6 unit(s), %7 advantage(s)</source>
        <extracomment>%1 expedition, %2 nation, %3 status key, %4 boats, %5 units, %6 advantages</extracomment>
        <translation>#%1 %2 (%3): %4, %5 Schiff(e), %6 Einheit(en), %7 Vorteil(e)</translation>
    </message>
    <message>
        <source>expedition list FILE</source>
        <translation>expedition list FILE</translation>
    </message>
    <message>
        <source>No expedition yet (§7.2).</source>
        <translation>Noch keine Expedition (§7.2).</translation>
    </message>
    <message>
        <source>Pirate pool: %1 (§7.2.6)</source>
        <translation>Piratenpool: %1 (§7.2.6)</translation>
    </message>
    <message>
        <source>There is no expedition &quot;%1&quot; (or several have that name: give its number).</source>
        <translation>Es gibt keine Expedition „%1“ (oder mehrere tragen diesen Namen: ihre Nummer angeben).</translation>
    </message>
    <message>
        <source>expedition show FILE EXPEDITION</source>
        <translation>expedition show FILE EXPEDITION</translation>
    </message>
    <message>
        <source>  turn %1: %2</source>
        <extracomment>%1 turn, %2 what the chart roll did</extracomment>
        <translation>  Zug %1: %2</translation>
    </message>
    <message>
        <source>expedition outfit FILE NATION NAME PORT --general G --admiral A --units LINE:SAILING[:TRADED],... [--characters C,C] [--healers C,C]</source>
        <translation>expedition outfit FILE NATION NAME PORT --general G --admiral A --units LINE:SAILING[:TRADED],... [--characters C,C] [--healers C,C]</translation>
    </message>
    <message>
        <source>expedition sail FILE EXPEDITION LANDMASS [--storm advantage|ship] [--monster CHARACTER|ships]</source>
        <translation>expedition sail FILE EXPEDITION LANDMASS [--storm advantage|ship] [--monster CHARACTER|ships]</translation>
    </message>
    <message>
        <source>nation exodus FILE NATION [--name FLEET]</source>
        <translation>nation exodus FILE NATION [--name FLEET]</translation>
    </message>
    <message>
        <source>nation rebellion FILE NATION TOWN [--leader CHARACTER]</source>
        <translation>nation rebellion FILE NATION TOWN [--leader CHARACTER]</translation>
    </message>
    <message>
        <source>nation country FILE NATION LANDMASS NAME --colour #rrggbb --list ARMY-LIST [--player P]</source>
        <translation>nation country FILE NATION LANDMASS NAME --colour #rrggbb --list ARMY-LIST [--player P]</translation>
    </message>
    <message>
        <source>expedition sheet FILE EXPEDITION OUT.pdf [--paper a4|letter]</source>
        <translation>expedition sheet FILE EXPEDITION OUT.pdf [--paper a4|letter]</translation>
    </message>
    <message numerus="yes">
        <source>Sheet of the expedition %1 written to %2 (%n page(s))</source>
        <extracomment>%1 expedition, %2 the PDF file</extracomment>
        <translation>
            <numerusform>Bogen der Expedition %1 nach %2 geschrieben (%n Seite)</numerusform>
            <numerusform>Bogen der Expedition %1 nach %2 geschrieben (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>expeditions by sea: outfit one in a port at NY-7, send it to sea at M-1, ally with the sea people it finds, land it when the chart brings it ashore; list them, show one with its log of rolls, print its sheet as a PDF (§7.2)</source>
        <translation>Expeditionen auf See: bei NY-7 eine in einem Hafen ausrüsten, bei M-1 in See stechen lassen, mit dem gefundenen Meervolk verbünden, an Land bringen, wenn die Tabelle sie an Land führt; auflisten, eine mit ihrem Wurfprotokoll anzeigen, ihren Bogen als PDF drucken (§7.2)</translation>
    </message>
    <message>
        <source>expedition land FILE EXPEDITION AREA [--location countryside|populationCentre]</source>
        <translation>expedition land FILE EXPEDITION AREA [--location countryside|populationCentre]</translation>
    </message>
    <message>
        <source>expedition ally FILE EXPEDITION ENVOY --list ARMY-LIST [--name SEA-PEOPLE] [--realm XXYY]</source>
        <translation>expedition ally FILE EXPEDITION ENVOY --list ARMY-LIST [--name SEA-PEOPLE] [--realm XXYY]</translation>
    </message>
    <message>
        <source>nation new FILE NATION LANDMASS --units TYPE=N,... --characters ENTRY,ENTRY [--carrier NAME]</source>
        <translation>nation new FILE NATION LANDMASS --units TYPE=N,... --characters ENTRY,ENTRY [--carrier NAME]</translation>
    </message>
</context>
<context>
    <name>herald::cli::HexgameVerbs</name>
    <message>
        <source>There is no hex game &quot;%1&quot; (see: hexgame list FILE).</source>
        <translation>Es gibt keine Hexfeld-Partie „%1“ (siehe: hexgame list FILE).</translation>
    </message>
    <message>
        <source>--typed takes the faces the real dice showed, such as 4.</source>
        <translation>--typed erwartet die Augenzahlen der echten Würfel, etwa 4.</translation>
    </message>
    <message>
        <source>No hex games yet.</source>
        <translation>Noch keine Hexfeld-Partien.</translation>
    </message>
    <message>
        <source>Name the game: hexgame show|score FILE GAME</source>
        <translation>Die Partie angeben: hexgame show|score FILE GAME</translation>
    </message>
    <message>
        <source>hexgame export FILE GAME OUT [--turn N --side blackEagle|karameikan]: the actions for the other player, &apos;-&apos; for the screen</source>
        <translation>hexgame export FILE GAME OUT [--turn N --side blackEagle|karameikan]: die Aktionen für den anderen Spieler, „-“ für den Bildschirm</translation>
    </message>
    <message>
        <source>--turn takes a game turn and --side blackEagle or karameikan.</source>
        <translation>--turn erwartet eine Spielrunde und --side blackEagle oder karameikan.</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) of %1 written to %2</source>
        <translation>
            <numerusform>%n Aktion von %1 nach %2 geschrieben</numerusform>
            <numerusform>%n Aktionen von %1 nach %2 geschrieben</numerusform>
        </translation>
    </message>
    <message>
        <source>hexgame import FILE GAME MAIL: replay the other player&apos;s turn</source>
        <translation>hexgame import FILE GAME MAIL: den Zug des anderen Spielers nachspielen</translation>
    </message>
    <message>
        <source>%1 is not a mail file: %2</source>
        <translation>%1 ist keine Mail-Datei: %2</translation>
    </message>
    <message>
        <source>hexgame attack FILE GAME ATTACKERS DEFENDER [--typed D] [--ad-unit ID] [--retreat ID=HEX,...] [--advance ID=HEX]</source>
        <translation>hexgame attack FILE GAME ATTACKERS DEFENDER [--typed D] [--ad-unit ID] [--retreat ID=HEX,...] [--advance ID=HEX]</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>hexgame needs an action: %1 (see docs/cli-hexgame.md).</source>
        <translation>hexgame braucht eine Aktion: %1 (siehe docs/cli-hexgame.md).</translation>
    </message>
    <message>
        <source>Name the game: hexgame %1 FILE GAME ...</source>
        <translation>Die Partie angeben: hexgame %1 FILE GAME ...</translation>
    </message>
    <message>
        <source>hexgame print FILE GAME OUT.pdf [--paper a4|letter]</source>
        <translation>hexgame print FILE GAME OUT.pdf [--paper a4|letter]</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter.</source>
        <translation>--paper erwartet a4 oder letter.</translation>
    </message>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw a PDF; print the game from the Toolkit page.</source>
        <translation>Dieses herald-cli wurde ohne die GUI-Unterstützung von Qt gestartet und kann daher kein PDF erzeugen; die Partie über die Seite Werkzeuge drucken.</translation>
    </message>
    <message>
        <source>%1 printed to %2</source>
        <translation>%1 nach %2 gedruckt</translation>
    </message>
    <message>
        <source>hex-and-counter games (The Fall of the Black Eagle): moves, attacks, phases, score, play by mail, printing</source>
        <translation>Hexfeld-Spiele mit Spielsteinen (The Fall of the Black Eagle): Bewegungen, Angriffe, Phasen, Punktestand, Spiel per Mail, Drucken</translation>
    </message>
    <message>
        <source>hexgame underlay FILE GAME IMAGE [--opacity X], or --clear, or --opacity X alone: the scanned map (PNG or JPEG) under the game&apos;s hexes and how strongly the hexes are drawn over it, 0 to 1</source>
        <translation>hexgame underlay DATEI PARTIE BILD [--opacity X], oder --clear, oder nur --opacity X: die eingescannte Karte (PNG oder JPEG) unter den Feldern der Partie und wie deckend die Felder darüber gezeichnet werden, 0 bis 1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>--opacity takes a number from 0 to 1, such as 0.4.</source>
        <translation>--opacity erwartet eine Zahl von 0 bis 1, etwa 0.4.</translation>
    </message>
    <message>
        <source>hexgame new needs a name: hexgame new FILE NAME [--scenario black-eagle] [--scenario-file SCENARIO.json] [--settings key=value,...] [--map MAP]</source>
        <translation>hexgame new braucht einen Namen: hexgame new DATEI NAME [--scenario black-eagle] [--scenario-file SZENARIO.json] [--settings schlüssel=wert,...] [--map KARTE]</translation>
    </message>
    <message>
        <source>%1 is not a hex game scenario file: %2</source>
        <translation>%1 ist keine Szenariodatei für das Hexfeldspiel: %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::HexmapVerbs</name>
    <message>
        <source>No hex maps yet.</source>
        <translation>Noch keine Hexfeldkarten.</translation>
    </message>
    <message>
        <source>hexmap import FILE NAME MAP.json</source>
        <translation>hexmap import FILE NAME MAP.json</translation>
    </message>
    <message>
        <source>%1 is not a hex map file: %2</source>
        <translation>%1 ist keine Hexfeldkarten-Datei: %2</translation>
    </message>
    <message>
        <source>hexmap export FILE NAME OUT.json</source>
        <translation>hexmap export FILE NAME OUT.json</translation>
    </message>
    <message>
        <source>There is no hex map &quot;%1&quot; (see: hexmap list FILE).</source>
        <translation>Es gibt keine Hexfeldkarte „%1“ (siehe: hexmap list FILE).</translation>
    </message>
    <message>
        <source>Hex map %1 written to %2</source>
        <translation>Hexfeldkarte %1 nach %2 geschrieben</translation>
    </message>
    <message>
        <source>hexmap %1 FILE MAP NAME HEX-HEX-... (or --clear HEX-HEX-...)</source>
        <translation>hexmap %1 FILE MAP NAME HEX-HEX-... (or --clear HEX-HEX-...)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex number XXYY.</source>
        <translation>„%1“ ist keine Hexfeldnummer der Form XXYY.</translation>
    </message>
    <message>
        <source>hexmap needs an action: %1 (see docs/cli-hexgame.md).</source>
        <translation>hexmap braucht eine Aktion: %1 (siehe docs/cli-hexgame.md).</translation>
    </message>
    <message>
        <source>hexmap delete FILE NAME</source>
        <translation>hexmap delete FILE NAME</translation>
    </message>
    <message>
        <source>hexmap paint FILE MAP TERRAIN HEX...</source>
        <translation>hexmap paint FILE MAP TERRAIN HEX...</translation>
    </message>
    <message>
        <source>hexmap place FILE MAP HEX FEATURE [--name NAME] [--regions A,B]</source>
        <translation>hexmap place FILE MAP HEX FEATURE [--name NAME] [--regions A,B]</translation>
    </message>
    <message>
        <source>hexmap set FILE MAP SET HEX... [--clear]</source>
        <translation>hexmap set FILE MAP SET HEX... [--clear]</translation>
    </message>
    <message>
        <source>hexmap edge FILE MAP HEX... [--clear]</source>
        <translation>hexmap edge FILE MAP HEX... [--clear]</translation>
    </message>
    <message>
        <source>hexmap bridge FILE MAP XXYY/XXYY [--clear]</source>
        <translation>hexmap bridge FILE MAP XXYY/XXYY [--clear]</translation>
    </message>
    <message>
        <source>hex maps for the hex game&apos;s map editor: terrain, places, roads, rivers and bridges, read and written in Herald&apos;s hexwar map format</source>
        <translation>Hexfeldkarten für den Karteneditor des Hexfeld-Spiels: Gelände, Orte, Straßen, Flüsse und Brücken, gelesen und geschrieben im hexwar-Kartenformat von Herald</translation>
    </message>
    <message>
        <source>%1: %2 columns by %3 rows, %4, %5 shifted</source>
        <extracomment>%4 and %5 the grid&apos;s words of rule 2.2, e.g. flat_top_columns, even.</extracomment>
        <translation>%1: %2 Spalten mal %3 Zeilen, %4, %5 versetzt</translation>
    </message>
    <message>
        <source>hexmap new FILE NAME (--columns C --rows R [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd] | --from black-eagle)</source>
        <translation>hexmap new DATEI NAME (--columns C --rows R [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd] | --from black-eagle)</translation>
    </message>
    <message>
        <source>hexmap grid FILE MAP [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd]</source>
        <translation>hexmap grid DATEI KARTE [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd]</translation>
    </message>
</context>
<context>
    <name>herald::cli::JsonFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::JudgeVerb</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
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
        <source>--typed: %1</source>
        <translation>--typed: %1</translation>
    </message>
    <message>
        <source>adjudicate needs a position file and an orders file: adjudicate POSITION ORDERS [--seed N] [--typed FACES] [--json]</source>
        <translation>adjudicate braucht eine Stellungsdatei und eine Befehlsdatei: adjudicate POSITION ORDERS [--seed N] [--typed FACES] [--json]</translation>
    </message>
    <message>
        <source>--seed takes a whole number, --typed whole numbers separated by commas, such as 3,4.</source>
        <translation>--seed erwartet eine ganze Zahl, --typed durch Kommas getrennte ganze Zahlen, etwa 3,4.</translation>
    </message>
    <message>
        <source>For %1 only: %2</source>
        <translation>Nur für %1: %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::LesserVerbs</name>
    <message>
        <source>lesser FILE</source>
        <translation>lesser FILE</translation>
    </message>
    <message>
        <source>%1 lesser race(s) in play; the rules give %2 for %3 player countries (§7.7.1)</source>
        <extracomment>%1 races in play, %2 the number §7.7.1 gives, %3 player countries</extracomment>
        <translation>Kleinere Völker im Spiel: %1; die Regeln sehen %2 bei %3 Spielerländern vor (§7.7.1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2; markers: %3</source>
        <extracomment>%1 race, %2 its box (&quot;box 2&quot; or &quot;Independent&quot;), %3 the markers held</extracomment>
        <translation>%1: %2; Marker: %3</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>Unabhängig</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>Feld %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>lesser add FILE RACE</source>
        <translation>lesser add FILE RACE</translation>
    </message>
    <message>
        <source>lesser adjust FILE RACE [--box 0|1|2|3|independent] [--nation N --markers M]</source>
        <translation>lesser adjust FILE RACE [--box 0|1|2|3|independent] [--nation N --markers M]</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1&apos;s army</source>
        <translation>Armee von %1</translation>
    </message>
    <message>
        <source>pickup FILE</source>
        <translation>pickup FILE</translation>
    </message>
    <message>
        <source>No pick-up round has been drawn this month (pickup order).</source>
        <translation>In diesem Monat wurde noch keine Gelegenheitsrunde ausgelost (pickup order).</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Picking order (§7.7.3): %1</source>
        <translation>Wahlreihenfolge (§7.7.3): %1</translation>
    </message>
    <message>
        <source>Picks: %1</source>
        <translation>Wahlen: %1</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>noch keiner</translation>
    </message>
    <message>
        <source>Next to pick: %1</source>
        <translation>Als Nächstes wählt: %1</translation>
    </message>
    <message>
        <source>Open pick, waiting for a partner (I-72): %1</source>
        <translation>Offene Wahl, wartet auf einen Partner (I-72): %1</translation>
    </message>
    <message>
        <source>Pick-up battle %1: %2; %3</source>
        <extracomment>%1 game number, %2 the sides, %3 its result</extracomment>
        <translation>Gelegenheitsschlacht %1: %2; %3</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gewonnen von %1</translation>
    </message>
    <message>
        <source>Without campaign effect (I-72): %1 and %2</source>
        <translation>Ohne Auswirkung auf die Kampagne (I-72): %1 und %2</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Zuschauer: %1</translation>
    </message>
    <message>
        <source>pickup order FILE [--typed 3,1,2]</source>
        <translation>pickup order FILE [--typed 3,1,2]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 3,1,2.</source>
        <translation>--typed erwartet durch Kommas getrennte ganze Zahlen, etwa 3,1,2.</translation>
    </message>
    <message>
        <source>pickup pick FILE NATION A|B|C [RACE] [--granted NATION,NATION]</source>
        <translation>pickup pick FILE NATION A|B|C [RACE] [--granted NATION,NATION]</translation>
    </message>
    <message>
        <source>pickup result FILE GAME WINNER|draw [NATION=VP ...]</source>
        <translation>pickup result FILE GAME WINNER|draw [NATION=VP ...]</translation>
    </message>
    <message>
        <source>xp FILE NATION</source>
        <translation>xp FILE NATION</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot; in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine Nation „%1“.</translation>
    </message>
    <message>
        <source>%1: %2 XP earned, %3 spent, balance %4 XP (§2.15)</source>
        <extracomment>%1 nation, %2 XP earned, %3 XP spent, %4 the balance</extracomment>
        <translation>%1: %2 EP erworben, %3 ausgegeben, Stand %4 EP (§2.15)</translation>
    </message>
    <message>
        <source>Already bought for its next battle: %1</source>
        <translation>Für die nächste Schlacht bereits gekauft: %1</translation>
    </message>
    <message>
        <source>  Year %1, month %2: %3 XP, %4</source>
        <translation>  Jahr %1, Monat %2: %3 EP, %4</translation>
    </message>
    <message>
        <source>the month&apos;s pick-up round at M-3: draw the order, pick, enter results (§5.12, §7.7.3-§7.7.5)</source>
        <translation>die Gelegenheitsrunde des Monats bei M-3: Reihenfolge auslosen, wählen, Ergebnisse eintragen (§5.12, §7.7.3-§7.7.5)</translation>
    </message>
    <message>
        <source>a nation&apos;s experience, earned, spent and left; spend it before a battle (§2.15, §7.8)</source>
        <translation>die Erfahrung einer Nation, erworben, ausgegeben und übrig; vor einer Schlacht ausgeben (§2.15, §7.8)</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>der Spielleiter</translation>
    </message>
    <message>
        <source>The independent %1 army stands in %2, ordered by %3 (§7.7.6)</source>
        <extracomment>%1 race, %2 area, %3 who writes its orders</extracomment>
        <translation>Die unabhängige Armee der %1 steht in %2; Befehle gibt %3 (§7.7.6)</translation>
    </message>
    <message>
        <source>lesser place FILE RACE XXYY [--by NATION]</source>
        <translation>lesser place FILE RACE XXYY [--by NATION]</translation>
    </message>
    <message>
        <source>lesser move FILE RACE XXYY</source>
        <translation>lesser move FILE RACE XXYY</translation>
    </message>
    <message>
        <source>lesser meet FILE RACE ARMY battle|retreat [--area XXYY]</source>
        <translation>lesser meet FILE RACE ARMY battle|retreat [--area XXYY]</translation>
    </message>
    <message>
        <source>xp spend FILE NATION PURCHASE [--line N] [--army A] [--typed F]</source>
        <translation>xp spend FILE NATION PURCHASE [--line N] [--army A] [--typed F]</translation>
    </message>
    <message>
        <source>the lesser races&apos; track, affiliation markers and independent armies; add a race, set a box or markers by hand, place, move or meet an independent army (§7.7.1, §7.7.4, §7.7.6)</source>
        <translation>die Leiste der kleineren Völker, Bündnismarker und unabhängige Armeen; ein Volk hinzufügen, ein Feld oder Marker von Hand setzen, eine unabhängige Armee aufstellen, bewegen oder ihr begegnen (§7.7.1, §7.7.4, §7.7.6)</translation>
    </message>
</context>
<context>
    <name>herald::cli::MapVerbs</name>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw the map.</source>
        <translation>Dieses herald-cli wurde ohne die GUI-Unterstützung von Qt gestartet und kann die Karte daher nicht zeichnen.</translation>
    </message>
    <message>
        <source>map import needs a map file: map import FILE MAP.json</source>
        <translation>map import braucht eine Kartendatei: map import FILE MAP.json</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2 at character %3).</source>
        <translation>%1 ist kein JSON-Objekt (%2 bei Zeichen %3).</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein Objekt</translation>
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
</context>
<context>
    <name>herald::cli::MonthVerbs</name>
    <message>
        <source>supply FILE [ARMY]</source>
        <translation>supply FILE [ARMY]</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot;.</source>
        <translation>Es gibt keine Armee „%1“.</translation>
    </message>
    <message>
        <source>%1 (%2): %3. %4</source>
        <extracomment>%1 army, %2 nation, %3 in or out of supply as stored at M-0, %4 the explanation</extracomment>
        <translation>%1 (%2): %3. %4</translation>
    </message>
    <message>
        <source>in supply</source>
        <translation>versorgt</translation>
    </message>
    <message>
        <source>out of supply</source>
        <translation>ohne Versorgung</translation>
    </message>
    <message>
        <source>  path: %1</source>
        <translation>  Weg: %1</translation>
    </message>
    <message>
        <source>No armies are on the map.</source>
        <translation>Keine Armeen auf der Karte.</translation>
    </message>
    <message>
        <source>orders set FILE ARMY move XXYY [--location countryside|centre|poi] [--crossing] | hold|interdict|siege|assault|sallyForth | goToSea LANDMASS  [--turn N]</source>
        <translation>orders set FILE ARMY move XXYY [--location countryside|centre|poi] [--crossing] | hold|interdict|siege|assault|sallyForth | goToSea LANDMASS  [--turn N]</translation>
    </message>
    <message>
        <source>orders clear FILE ARMY [--turn N]</source>
        <translation>orders clear FILE ARMY [--turn N]</translation>
    </message>
    <message>
        <source>orders list FILE [--turn N]</source>
        <translation>orders list FILE [--turn N]</translation>
    </message>
    <message>
        <source>Orders for turn %1:</source>
        <translation>Befehle für Runde %1:</translation>
    </message>
    <message>
        <source>no order yet</source>
        <translation>noch kein Befehl</translation>
    </message>
    <message>
        <source>%1  %2 (%3): %4</source>
        <translation>%1  %2 (%3): %4</translation>
    </message>
    <message>
        <source>terrain pick FILE ARMY 1-6</source>
        <translation>terrain pick FILE ARMY 1-6</translation>
    </message>
    <message>
        <source>terrain adjust FILE ARMY plus|minus|none</source>
        <translation>terrain adjust FILE ARMY plus|minus|none</translation>
    </message>
    <message>
        <source>engagements FILE [--turn N]</source>
        <translation>engagements FILE [--turn N]</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source> at the %1</source>
        <translation> am Standort %1</translation>
    </message>
    <message>
        <source> [chosen, secret]</source>
        <translation> [gewählt, geheim]</translation>
    </message>
    <message>
        <source> [to choose]</source>
        <translation> [noch zu wählen]</translation>
    </message>
    <message>
        <source>Engagement %1 in %2 (%3): %4</source>
        <extracomment>%1 number, %2 area, %3 cause key, %4 armies</extracomment>
        <translation>Gefecht %1 in %2 (%3): %4</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>noch kein Ergebnis</translation>
    </message>
    <message>
        <source>won by %1 (marked by hand)</source>
        <translation>gewonnen von %1 (von Hand markiert)</translation>
    </message>
    <message>
        <source>Battle %1: %2 in %3 at %4, %5 against %6: %7</source>
        <extracomment>%1 number, %2 kind key, %3 area, %4 location key, %5 defenders, %6 attackers, %7 result</extracomment>
        <translation>Schlacht %1: %2 in %3 am Standort %4, %5 gegen %6: %7</translation>
    </message>
    <message>
        <source>No engagements in turn %1.</source>
        <translation>Keine Gefechte in Runde %1.</translation>
    </message>
    <message>
        <source>battle winner FILE BATTLE NATION</source>
        <translation>battle winner FILE BATTLE NATION</translation>
    </message>
    <message>
        <source>each army&apos;s supply as worked out at M-0, with the chain of areas to its source (§4.5)</source>
        <translation>die Versorgung jeder Armee, wie bei M-0 ermittelt, mit der Kette von Gebieten bis zu ihrer Quelle (§4.5)</translation>
    </message>
    <message>
        <source>a nation&apos;s secret location choice in an engagement at M-3 (§5.2)</source>
        <translation>die geheime Standortwahl einer Nation in einem Gefecht bei M-3 (§5.2)</translation>
    </message>
    <message>
        <source>location FILE ENGAGEMENT NATION poi|countryside|centre</source>
        <translation>location FILE ENGAGEMENT NATION poi|countryside|centre</translation>
    </message>
    <message>
        <source>a nation&apos;s secret declaration where three or more nations meet (§5.7)</source>
        <translation>die geheime Erklärung einer Nation, wenn drei oder mehr Nationen aufeinandertreffen (§5.7)</translation>
    </message>
    <message>
        <source>stance FILE ENGAGEMENT NATION defend|attack</source>
        <translation>stance FILE ENGAGEMENT NATION defend|attack</translation>
    </message>
    <message>
        <source>the turn&apos;s engagements, secret choices hidden until all are in, and the pending battles (§5.1-§5.7)</source>
        <translation>die Gefechte der Runde (geheime Wahlen bleiben verborgen, bis alle vorliegen) und die anstehenden Schlachten (§5.1-§5.7)</translation>
    </message>
    <message>
        <source>terrain strike FILE ARMY LINE COUNT</source>
        <translation>terrain strike FILE ARMY LINE COUNT</translation>
    </message>
    <message>
        <source>move sendback|letgo FILE ARMY [--off]</source>
        <translation>move sendback|letgo FILE ARMY [--off]</translation>
    </message>
    <message>
        <source>%1 in faction %2</source>
        <translation>%1 in Fraktion %2</translation>
    </message>
    <message>
        <source> [joined, secret]</source>
        <translation> [angeschlossen, geheim]</translation>
    </message>
    <message>
        <source> [to join]</source>
        <translation> [noch anzuschließen]</translation>
    </message>
    <message>
        <source>  §5.7 option B factions: %1, against %2</source>
        <extracomment>%1 the larger side&apos;s armies with their factions, %2 the armies they face</extracomment>
        <translation>  §5.7 Option B, Fraktionen: %1, gegen %2</translation>
    </message>
    <message>
        <source>write, list or take back the armies&apos; orders at M-1 (§4.1, §4.2), or print a nation&apos;s blank order sheet</source>
        <translation>die Befehle der Armeen bei M-1 schreiben, auflisten oder zurücknehmen (§4.1, §4.2) oder den leeren Befehlsbogen einer Nation drucken</translation>
    </message>
    <message>
        <source>a terrain delay check at M-2B: record the player&apos;s number and roll, the natural-habitat option, then strike the units it cost (§4.4)</source>
        <translation>eine Geländeverzögerungsprobe bei M-2B: Zahl des Spielers und Wurf erfassen, die Option des natürlichen Lebensraums, dann die verlorenen Einheiten streichen (§4.4)</translation>
    </message>
    <message>
        <source>a player&apos;s answer before the move (M-2): the army sent back when two of his armies would share an area (§4.3), or a leaving enemy let go (I-43)</source>
        <translation>die Antwort eines Spielers vor dem Zug (M-2): die zurückgeschickte Armee, wenn zwei seiner Armeen in einem Gebiet stehen würden (§4.3), oder ein abziehender Feind, den man ziehen lässt (I-43)</translation>
    </message>
    <message>
        <source>the faction a player of the larger side joins in secret under option B (§5.7)</source>
        <translation>die Fraktion, der sich ein Spieler der größeren Seite unter Option B geheim anschließt (§5.7)</translation>
    </message>
    <message>
        <source>faction FILE ENGAGEMENT NATION 1|2</source>
        <translation>faction FILE ENGAGEMENT NATION 1|2</translation>
    </message>
    <message>
        <source>a draw, %1 to %2 VP</source>
        <extracomment>%1 and %2 the defenders&apos; and attackers&apos; victory points</extracomment>
        <translation>unentschieden, %1 zu %2 SP</translation>
    </message>
    <message>
        <source>won by %1, %2, %3 to %4 VP</source>
        <extracomment>%1 the winning armies, %2 the level key (minor, major, rout), %3 and %4 the VP</extracomment>
        <translation>gewonnen von %1, %2, %3 zu %4 SP</translation>
    </message>
    <message>
        <source>battle general FILE BATTLE GENERAL [HERO] [--name NAME]</source>
        <translation>battle general FILE BATTLE GENERAL [HERO] [--name NAME]</translation>
    </message>
    <message>
        <source>battle result FILE BATTLE RESULT.json [--typed 5,3]</source>
        <translation>battle result FILE BATTLE RESULT.json [--typed 5,3]</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a result sheet (a JSON object, see docs/battle-result-format.md): %2</source>
        <translation>%1 ist kein Ergebnisbogen (ein JSON-Objekt, siehe docs/battle-result-format.md): %2</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 5,3.</source>
        <translation>--typed erwartet durch Kommas getrennte ganze Zahlen, etwa 5,3.</translation>
    </message>
    <message>
        <source>the month&apos;s pending battles: list them, show one&apos;s brief, prepare the table (event card, POI card, first terrain placer), print briefs with result sheets (§5.10-§5.11), enter a result from its sheet: VP, winner, level, survival rolls, character and item fates (M-3, §6.1-§6.5); name a fallen general&apos;s successor (§6.6); or, as a stop-gap, mark the winner by hand</source>
        <translation>die anstehenden Schlachten des Monats: auflisten, das Briefing einer Schlacht anzeigen, den Spieltisch vorbereiten (Ereigniskarte, Karte des besonderen Ortes, wer das erste Gelände platziert), Briefings mit Ergebnisbögen drucken (§5.10-§5.11), ein Ergebnis aus seinem Bogen eintragen: SP, Sieger, Stufe, Überlebenswürfe, Schicksal von Charakteren und Gegenständen (M-3, §6.1-§6.5); den Nachfolger eines gefallenen Generals benennen (§6.6); oder als Notlösung den Sieger von Hand markieren</translation>
    </message>
    <message>
        <source>battle portal FILE BATTLE ARMY XXYY</source>
        <translation>battle portal FILE BATTLE ARMY XXYY</translation>
    </message>
</context>
<context>
    <name>herald::cli::ProductionVerbs</name>
    <message>
        <source>production FILE takes no further words.</source>
        <translation>production FILE nimmt keine weiteren Wörter an.</translation>
    </message>
    <message>
        <source>%1 (%2): to place %3 town(s), %4 city(-ies); to reduce %5 city(-ies), %6 town(s)</source>
        <extracomment>%1 nation, %2 counts &quot;V=15 T=3 C=1&quot;, then towns and cities left to place, cities and towns left to reduce</extracomment>
        <translation>%1 (%2): zu setzen: Städte %3, Großstädte %4; herabzustufen: Großstädte %5, Städte %6</translation>
    </message>
    <message>
        <source>No nation produces anything this year.</source>
        <translation>Keine Nation produziert dieses Jahr etwas.</translation>
    </message>
    <message>
        <source>production place FILE NATION AREA town|city</source>
        <translation>production place FILE NATION AREA town|city</translation>
    </message>
    <message>
        <source>production remove FILE NATION AREA</source>
        <translation>production remove FILE NATION AREA</translation>
    </message>
    <message>
        <source>production colony FILE NATION AREA colony|country</source>
        <translation>production colony FILE NATION AREA colony|country</translation>
    </message>
    <message>
        <source>production done FILE NATION</source>
        <translation>production done FILE NATION</translation>
    </message>
    <message>
        <source>NY-4: show each nation&apos;s production plan with its arithmetic; place a new town or city, reduce an unsupported centre, answer colony or new country, or place no more this year (§2.7, §7.3)</source>
        <translation>NY-4: den Produktionsplan jeder Nation mit seiner Berechnung anzeigen; eine neue Stadt oder Großstadt setzen, eine nicht gestützte Siedlung herabstufen, zwischen Kolonie und neuem Land entscheiden oder in diesem Jahr keine weiteren setzen (§2.7, §7.3)</translation>
    </message>
</context>
<context>
    <name>herald::cli::RansomVerbs</name>
    <message>
        <source>ransom FILE CAPTIVE-ID AREA...</source>
        <translation>ransom FILE CAPTIVE-ID AREA...</translation>
    </message>
    <message>
        <source>NY-2: buy a captive back by ceding areas of his nation worth his level in population points, no more than its areas make necessary (§2.16, I-19, I-20)</source>
        <translation>NY-2: einen Gefangenen freikaufen, indem Gebiete seiner Nation abgetreten werden, die seine Stufe in Bevölkerungspunkten wert sind, nicht mehr, als deren Gebiete nötig machen (§2.16, I-19, I-20)</translation>
    </message>
</context>
<context>
    <name>herald::cli::ReportVerbs</name>
    <message>
        <source>report month FILE NATION OUT.pdf [--turn N] [--paper a4|letter]</source>
        <translation>report month FILE NATION OUT.pdf [--turn N] [--paper a4|letter]</translation>
    </message>
    <message>
        <source>orders sheet FILE NATION OUT.pdf [--paper a4|letter]</source>
        <translation>orders sheet FILE NATION OUT.pdf [--paper a4|letter]</translation>
    </message>
    <message numerus="yes">
        <source>Month report of %1 for turn %2 written to %3 (%n page(s))</source>
        <extracomment>%1 nation, %2 turn, %3 the PDF file</extracomment>
        <translation>
            <numerusform>Monatsbericht von %1 für Runde %2 nach %3 geschrieben (%n Seite)</numerusform>
            <numerusform>Monatsbericht von %1 für Runde %2 nach %3 geschrieben (%n Seiten)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Order sheet of %1 for turn %2 written to %3 (%n page(s))</source>
        <translation>
            <numerusform>Befehlsbogen von %1 für Runde %2 nach %3 geschrieben (%n Seite)</numerusform>
            <numerusform>Befehlsbogen von %1 für Runde %2 nach %3 geschrieben (%n Seiten)</numerusform>
        </translation>
    </message>
    <message>
        <source>a nation&apos;s month report as a PDF for its player: its armies, orders, supply, engagements and battles, areas won and lost, and only the foreign armies it knows of (§3.2, §4, §5)</source>
        <translation>der Monatsbericht einer Nation als PDF für ihren Spieler: ihre Armeen, Befehle, Versorgung, Gefechte und Schlachten, gewonnene und verlorene Gebiete und nur die fremden Armeen, von denen sie weiß (§3.2, §4, §5)</translation>
    </message>
</context>
<context>
    <name>herald::cli::RetreatVerbs</name>
    <message>
        <source>retreat FILE ARMY [XXYY]</source>
        <translation>retreat FILE ARMY [XXYY]</translation>
    </message>
    <message>
        <source>M-4: move a beaten army to an area the §6.7 retreat list allows, or rout it (no area: §6.8) when none qualifies</source>
        <translation>M-4: eine geschlagene Armee in ein Gebiet ziehen, das die Rückzugsliste von §6.7 erlaubt, oder sie fliehen lassen (kein Gebiet: §6.8), wenn keines infrage kommt</translation>
    </message>
    <message>
        <source>march FILE ARMY XXYY</source>
        <translation>march FILE ARMY XXYY</translation>
    </message>
    <message>
        <source>rally FILE ARMY | rally FILE NATION --decline</source>
        <translation>rally FILE ARMY | rally FILE NATION --decline</translation>
    </message>
    <message>
        <source>M-5: where a routed army has several equally near next steps home, the one its owner chooses (I-58); without it the first is taken</source>
        <translation>M-5: Hat eine fliehende Armee mehrere gleich nahe nächste Schritte nach Hause, der von ihrem Besitzer gewählte (I-58); ohne Wahl wird der erste genommen</translation>
    </message>
    <message>
        <source>M-5: a nation whose only forces are routed armies rallies one of them, once a game, or lets this turn pass (§6.8 last-ditch rally)</source>
        <translation>M-5: Eine Nation, deren einzige Streitkräfte fliehende Armeen sind, sammelt einmal im Spiel eine davon oder lässt diesen Zug verstreichen (§6.8 Sammelversuch in letzter Not)</translation>
    </message>
</context>
<context>
    <name>herald::cli::SetVerb</name>
    <message>
        <source>diplomacy set FILE GAME unit POWER A|F|C|P|2A PROVINCE [--easterling] [--original] | remove PROVINCE | move FROM TO | owner PROVINCE POWER|none | personality WHO PROVINCE|&quot;&quot; | ring hidden|lying|carried|worn|destroyed [PROVINCE] [--by PERSONALITY] | season [MONTH] SEASON YEAR (see docs/cli-diplomacy.md)</source>
        <translation>diplomacy set FILE GAME unit POWER A|F|C|P|2A PROVINCE [--easterling] [--original] | remove PROVINCE | move FROM TO | owner PROVINCE POWER|none | personality WHO PROVINCE|&quot;&quot; | ring hidden|lying|carried|worn|destroyed [PROVINCE] [--by PERSONALITY] | season [MONTH] SEASON YEAR (siehe docs/cli-diplomacy.md)</translation>
    </message>
    <message>
        <source>Name the game by its number (see: diplomacy games FILE).</source>
        <translation>Die Partie über ihre Nummer angeben (siehe: diplomacy games FILE).</translation>
    </message>
</context>
<context>
    <name>herald::cli::SettingsVerbs</name>
    <message>
        <source>settings list takes only the campaign file: settings list FILE</source>
        <translation>settings list erwartet nur die Kampagnendatei: settings list FILE</translation>
    </message>
    <message>
        <source>%1 = %2  (default %3; %4) [%5]</source>
        <extracomment>settings list: key = value (default D; allowed A) [rules entry]</extracomment>
        <translation>%1 = %2  (Standard %3; %4) [%5]</translation>
    </message>
    <message>
        <source>settings set needs a key and a value: settings set FILE KEY VALUE (settings list FILE shows them)</source>
        <translation>settings set braucht einen Schlüssel und einen Wert: settings set FILE KEY VALUE (settings list FILE zeigt sie an)</translation>
    </message>
    <message>
        <source>the campaign&apos;s settings with their defaults and explanations, or set one (§11.S)</source>
        <translation>die Einstellungen der Kampagne mit Standardwerten und Erläuterungen anzeigen oder eine davon festlegen (§11.S)</translation>
    </message>
</context>
<context>
    <name>herald::cli::SkirmishVerbs</name>
    <message>
        <source>--typed takes whole numbers: --typed 3 or --typed 7,4 (a d10&apos;s 0 may be typed as 0 or 10).</source>
        <translation>--typed erwartet ganze Zahlen: --typed 3 oder --typed 7,4 (die 0 eines d10 kann als 0 oder 10 eingegeben werden).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>skirmish new needs a name: skirmish new FILE NAME [--scenario S.json] [--roster R.roster] [--map M.json]</source>
        <translation>skirmish new braucht einen Namen: skirmish new FILE NAME [--scenario S.json] [--roster R.roster] [--map M.json]</translation>
    </message>
    <message>
        <source>No skirmishes yet.</source>
        <translation>Noch keine Skirmish-Partien.</translation>
    </message>
    <message>
        <source>skirmish roster needs a name: skirmish roster FILE NAME</source>
        <translation>skirmish roster braucht einen Namen: skirmish roster FILE NAME</translation>
    </message>
    <message>
        <source>(level %1, %2 EPs)</source>
        <translation>(Stufe %1, %2 EP)</translation>
    </message>
    <message>
        <source>spells: %1</source>
        <translation>Zauber: %1</translation>
    </message>
    <message>
        <source>skirmish log needs a name: skirmish log FILE NAME</source>
        <translation>skirmish log braucht einen Namen: skirmish log FILE NAME</translation>
    </message>
    <message>
        <source>skirmish attack needs a skirmish, the attackers and the defenders: skirmish attack FILE NAME grast,hohmley zugun [--terrain grast=stairway] [--typed 2]</source>
        <translation>skirmish attack braucht eine Partie, die Angreifer und die Verteidiger: skirmish attack FILE NAME grast,hohmley zugun [--terrain grast=stairway] [--typed 2]</translation>
    </message>
    <message>
        <source>skirmish fire needs a skirmish, a shooter and a target: skirmish fire FILE NAME laberne gromrak [--distance 14] [--terrain scrub] [--typed 3]</source>
        <translation>skirmish fire braucht eine Partie, einen Schützen und ein Ziel: skirmish fire FILE NAME laberne gromrak [--distance 14] [--terrain scrub] [--typed 3]</translation>
    </message>
    <message>
        <source>skirmish cast needs a skirmish, a caster and a spell: skirmish cast FILE NAME zacharie double-attack [konrad] [--magnitude N] [--counterer shaman] [--typed 7,4]</source>
        <translation>skirmish cast braucht eine Partie, einen Zauberwirker und einen Zauber: skirmish cast FILE NAME zacharie double-attack [konrad] [--magnitude N] [--counterer shaman] [--typed 7,4]</translation>
    </message>
    <message>
        <source>skirmish state needs a skirmish and a character: skirmish state FILE NAME konrad [--health healthy] [--hexes &quot;G4 F4&quot;] ...</source>
        <translation>skirmish state braucht eine Partie und eine Figur: skirmish state FILE NAME konrad [--health healthy] [--hexes &quot;G4 F4&quot;] ...</translation>
    </message>
    <message>
        <source>skirmish next needs a name: skirmish next FILE NAME</source>
        <translation>skirmish next braucht einen Namen: skirmish next FILE NAME</translation>
    </message>
    <message>
        <source>skirmish needs an action: %1 (see: herald-cli help).</source>
        <translation>skirmish braucht eine Aktion: %1 (siehe: herald-cli help).</translation>
    </message>
    <message>
        <source>Dragon Noir skirmishes: set up, melee, missile fire, spells, turn and phase, the log</source>
        <translation>Dragon-Noir-Partien: Aufstellung, Nahkampf, Fernkampf, Zauber, Spielrunde und Phase, das Protokoll</translation>
    </message>
    <message>
        <source>skirmish challenge needs a skirmish, the mover and the enemies beside the path: skirmish challenge FILE NAME laberne gromrak,zugun [--advancing] [--typed 5,6]</source>
        <translation>skirmish challenge braucht eine Partie, die sich bewegende Figur und die Gegner neben dem Weg: skirmish challenge FILE NAME laberne gromrak,zugun [--advancing] [--typed 5,6]</translation>
    </message>
    <message>
        <source>skirmish jump needs a skirmish and a character: skirmish jump FILE NAME grast [--typed 6]</source>
        <translation>skirmish jump braucht eine Partie und eine Figur: skirmish jump FILE NAME grast [--typed 6]</translation>
    </message>
    <message>
        <source>skirmish option needs a skirmish, an option of rules §12 D and its value: skirmish option FILE NAME resolveBelowOneToOne true</source>
        <translation>skirmish option braucht eine Partie, eine Option aus Regel §12 D und ihren Wert: skirmish option FILE NAME resolveBelowOneToOne true</translation>
    </message>
    <message>
        <source>An option&apos;s value is true, false or a number, not &quot;%1&quot;.</source>
        <translation>Der Wert einer Option ist true, false oder eine Zahl, nicht „%1“.</translation>
    </message>
    <message>
        <source>skirmish gharv needs a skirmish, the character on water, beach, boat or marsh, and a Gharv counter: skirmish gharv FILE NAME jon gharv [--at F5] [--hex beach] [--typed 2]</source>
        <translation>skirmish gharv braucht eine Partie, die Figur auf Wasser, Strand, Boot oder Morast und einen Gharv-Spielstein: skirmish gharv FILE NAME jon gharv [--at F5] [--hex beach] [--typed 2]</translation>
    </message>
    <message>
        <source>skirmish capsize needs a skirmish, a Gharv and the characters in the boat: skirmish capsize FILE NAME gharv jon,hurin [--typed 2]</source>
        <translation>skirmish capsize braucht eine Partie, einen Gharv und die Figuren im Boot: skirmish capsize FILE NAME gharv jon,hurin [--typed 2]</translation>
    </message>
</context>
<context>
    <name>herald::cli::WarmasterVerbs</name>
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
        <translation>keine</translation>
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
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
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
        <source>This herald-cli runs without Qt&apos;s GUI support, so it cannot draw the roster sheet.</source>
        <translation>Dieses herald-cli läuft ohne die GUI-Unterstützung von Qt und kann das Armeelistenblatt daher nicht zeichnen.</translation>
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
        <source>add or remove a player (§1.2)</source>
        <translation>einen Spieler hinzufügen oder entfernen (§1.2)</translation>
    </message>
    <message>
        <source>the campaign&apos;s army lists: import a list file, list them, remove an unused one (§1.2)</source>
        <translation>die Armeebücher der Kampagne: eine Listendatei importieren, sie auflisten, ein unbenutztes entfernen (§1.2)</translation>
    </message>
    <message>
        <source>population total, army and character points of every nation, with the areas behind them (§2.1-§2.3)</source>
        <translation>Bevölkerungszahl, Armee- und Charakterpunkte jeder Nation, mit den zugrunde liegenden Gebieten (§2.1-§2.3)</translation>
    </message>
    <message>
        <source>a nation&apos;s yearly roster: open it, buy units, strike off losses, show, check or print it (§1.4, §8)</source>
        <translation>die jährliche Armeeliste einer Nation: eröffnen, Einheiten kaufen, Verluste streichen, anzeigen, prüfen oder drucken (§1.4, §8)</translation>
    </message>
    <message>
        <source>characters bought with character points, captured, killed or dropped (§2.3, §6.4)</source>
        <translation>mit Charakterpunkten gekaufte, gefangen genommene, getötete oder gestrichene Charaktere (§2.3, §6.4)</translation>
    </message>
    <message>
        <source>give a magic item card to a character for good (§1.4)</source>
        <translation>einem Charakter dauerhaft eine magische Gegenstandskarte geben (§1.4)</translation>
    </message>
    <message>
        <source>found, change, list or remove nations; grant population or character points (§1.2, §2.1, §2.3); another country (§7.3); exodus, rebellion and New Nations (§7.4)</source>
        <translation>Nationen gründen, ändern, auflisten oder entfernen; Bevölkerungs- oder Charakterpunkte zuteilen (§1.2, §2.1, §2.3); ein weiteres Land (§7.3); Exodus, Rebellion und Neue Nationen (§7.4)</translation>
    </message>
</context>
<context>
    <name>herald::db::AquaticRealmStore</name>
    <message>
        <source>The underwater nation %1 is not on the map.</source>
        <translation>Die Unterwassernation %1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>The sea hex %1 is no longer on the map.</source>
        <translation>Das See-Hexfeld %1 ist nicht mehr auf der Karte.</translation>
    </message>
    <message>
        <source>%1 deep %2</source>
        <extracomment>an underwater area&apos;s name: %1 the sea people, %2 its number</extracomment>
        <translation>%1, Tiefe %2</translation>
    </message>
</context>
<context>
    <name>herald::db::Arguments</name>
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
    <name>herald::db::ArmyCommands</name>
    <message>
        <source>&quot;location&quot; is %1, not &quot;%2&quot;.</source>
        <translation>„location“ ist %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an area number of the form XXYY.</source>
        <translation>„%1“ ist keine Gebietsnummer der Form XXYY.</translation>
    </message>
    <message>
        <source>The argument &quot;army&quot; is missing.</source>
        <translation>Das Argument „army“ fehlt.</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot; (or several have that name: give its number).</source>
        <translation>Es gibt keine Armee „%1“ (oder mehrere tragen diesen Namen: ihre Nummer angeben).</translation>
    </message>
    <message>
        <source>The argument &quot;general&quot; is missing.</source>
        <translation>Das Argument „general“ fehlt.</translation>
    </message>
    <message>
        <source>An army needs a name.</source>
        <translation>Eine Armee braucht einen Namen.</translation>
    </message>
    <message>
        <source>%1 already has an army called &quot;%2&quot;.</source>
        <translation>%1 hat bereits eine Armee namens „%2“.</translation>
    </message>
    <message>
        <source>§2.3 %1 has no general on its roster for year %2 yet: open the roster and take one.</source>
        <translation>§2.3 %1 hat noch keinen General auf der Armeeliste für Jahr %2: die Armeeliste eröffnen und einen aufnehmen.</translation>
    </message>
    <message>
        <source>%1 places %2 under %3 at %4</source>
        <translation>%1 stellt %2 unter %3 in %4 auf</translation>
    </message>
    <message>
        <source>The nation already has an army called &quot;%1&quot;.</source>
        <translation>Die Nation hat bereits eine Armee namens „%1“.</translation>
    </message>
    <message>
        <source>%1 is now called %2</source>
        <translation>%1 heißt jetzt %2</translation>
    </message>
    <message>
        <source>%1 already stands at %2.</source>
        <translation>%1 steht bereits in %2.</translation>
    </message>
    <message>
        <source>%1 moved to %2 (%3)</source>
        <translation>%1 nach %2 verlegt (%3)</translation>
    </message>
    <message>
        <source>%1 taken off the map</source>
        <translation>%1 von der Karte genommen</translation>
    </message>
</context>
<context>
    <name>herald::db::ArmyListCommands</name>
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
        <source>The army list %1 is a lesser race of this campaign (§7.7.1); it stays.</source>
        <translation>Das Armeebuch %1 ist ein kleineres Volk dieser Kampagne (§7.7.1); es bleibt.</translation>
    </message>
</context>
<context>
    <name>herald::db::ArmyRepository</name>
    <message>
        <source>§2.3 No general on the roster for year %1 yet: open the roster and take one.</source>
        <translation>§2.3 Noch kein General auf der Armeeliste für Jahr %1: die Armeeliste eröffnen und einen aufnehmen.</translation>
    </message>
    <message>
        <source>§1.5 Every general of the nation already leads an army or is away.</source>
        <translation>§1.5 Jeder General der Nation führt bereits eine Armee oder ist abwesend.</translation>
    </message>
    <message>
        <source>§4.9 The nation holds no town, no city and no POI where armies may muster.</source>
        <translation>§4.9 Die Nation hält keine Stadt, keine Großstadt und keinen besonderen Ort, an dem Armeen aufgestellt werden dürfen.</translation>
    </message>
</context>
<context>
    <name>herald::db::BattleFates</name>
    <message>
        <source>§6.4 No single character &quot;%1&quot; is on the roster of a nation fighting on side %2 of battle %3 this year (use his id when two share the name).</source>
        <translation>§6.4 Es steht kein eindeutiger Charakter „%1“ auf der Armeeliste einer Nation, die dieses Jahr auf Seite %2 der Schlacht %3 kämpft (seine ID verwenden, wenn zwei denselben Namen tragen).</translation>
    </message>
    <message>
        <source>§6.4 %1 is %2, not active: he cannot have fought in battle %3.</source>
        <translation>§6.4 %1 ist %2, nicht aktiv: Er kann nicht in Schlacht %3 gekämpft haben.</translation>
    </message>
    <message>
        <source>§6.4 %1 is listed twice on the sheet of battle %2.</source>
        <translation>§6.4 %1 steht doppelt auf dem Bogen der Schlacht %2.</translation>
    </message>
    <message>
        <source>§6.4 %1 can only be taken by a nation fighting on side %2 of battle %3, not &quot;%4&quot;.</source>
        <translation>§6.4 %1 kann nur von einer Nation gefangen genommen werden, die auf Seite %2 der Schlacht %3 kämpft, nicht von „%4“.</translation>
    </message>
    <message>
        <source>§6.4 Side %1 of battle %2 has %3 nations: name the one that would take %4 as &quot;capturedBy&quot;.</source>
        <translation>§6.4 Seite %1 der Schlacht %2 hat %3 Nationen: diejenige, die %4 gefangen nehmen würde, als „capturedBy“ angeben.</translation>
    </message>
    <message>
        <source>§6.5, I-26 A captured item of %1 goes to an active character of %2; &quot;%3&quot; is not one this year.</source>
        <translation>§6.5, I-26 Ein erbeuteter Gegenstand von %1 geht an einen aktiven Charakter von %2; „%3“ ist dieses Jahr keiner.</translation>
    </message>
    <message>
        <source>§6.6 &quot;%1&quot; is not one active character of a nation fighting on side %2 of battle %3 this year.</source>
        <translation>§6.6 „%1“ ist nicht genau ein aktiver Charakter einer Nation, die dieses Jahr auf Seite %2 der Schlacht %3 kämpft.</translation>
    </message>
    <message>
        <source>§6.5 %1&apos;s captured items cannot go to a character who was himself removed from the table in battle %2.</source>
        <translation>§6.5 Die erbeuteten Gegenstände von %1 können nicht an einen Charakter gehen, der in Schlacht %2 selbst vom Tisch entfernt wurde.</translation>
    </message>
    <message>
        <source>§6.5 The campaign has no magic item deck: the lost items leave the game.</source>
        <translation>§6.5 Die Kampagne hat keinen Stapel magischer Gegenstände: Die verlorenen Gegenstände scheiden aus dem Spiel aus.</translation>
    </message>
    <message>
        <source>The magic item deck cannot be read back.</source>
        <translation>Der Stapel der magischen Gegenstände kann nicht zurückgelesen werden.</translation>
    </message>
    <message>
        <source>§6.5 %1 is not in play in the magic item deck: the deck is left as it is.</source>
        <translation>§6.5 %1 ist im Stapel der magischen Gegenstände nicht im Spiel: Der Stapel bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>§6.5 The lost items went back into the magic item deck, shuffled (%1 cards in the draw pile).</source>
        <translation>§6.5 Die verlorenen Gegenstände wurden gemischt zurück in den Stapel der magischen Gegenstände gelegt (%1 Karten im Nachziehstapel).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 (%2): %3</translation>
    </message>
    <message>
        <source>; off the roster for the year, his character points not refunded</source>
        <translation>; für das Jahr von der Armeeliste gestrichen, seine Charakterpunkte werden nicht erstattet</translation>
    </message>
    <message>
        <source>; held by %1, still counting against %2&apos;s character points</source>
        <translation>; festgehalten von %1, zählt weiter zu den Charakterpunkten von %2</translation>
    </message>
    <message>
        <source>§6.5 %1 keeps %2: an escaped bearer keeps his items</source>
        <translation>§6.5 %1 behält %2: Ein entkommener Träger behält seine Gegenstände</translation>
    </message>
    <message>
        <source>§6.5 %1 is lost without a roll: %2 was killed, not slain by an enemy character in base contact</source>
        <translation>§6.5 %1 ist ohne Wurf verloren: %2 wurde getötet, nicht von einem feindlichen Charakter im Basenkontakt erschlagen</translation>
    </message>
    <message>
        <source>%1 (carried by %2): %3</source>
        <translation>%1 (getragen von %2): %3</translation>
    </message>
    <message>
        <source>; given to %1 of %2 as the sheet says</source>
        <translation>; laut Bogen an %1 (%2) gegeben</translation>
    </message>
    <message>
        <source>; given to %1, the first active character on %2&apos;s roster (I-26)</source>
        <translation>; an %1 gegeben, den ersten aktiven Charakter auf der Armeeliste von %2 (I-26)</translation>
    </message>
    <message>
        <source>; %1 has no active character: it waits on %1&apos;s roster to be given</source>
        <translation>; %1 hat keinen aktiven Charakter: Er wartet auf der Armeeliste von %1 auf Vergabe</translation>
    </message>
    <message>
        <source>; it waits on %1&apos;s roster to be given to another character</source>
        <translation>; er wartet auf der Armeeliste von %1 auf die Vergabe an einen anderen Charakter</translation>
    </message>
    <message>
        <source>; taken by an independent army, which keeps nothing for a nation: it is lost</source>
        <translation>; von einer unabhängigen Armee erbeutet, die nichts für eine Nation aufbewahrt: verloren</translation>
    </message>
</context>
<context>
    <name>herald::db::BattlePoi</name>
    <message>
        <source>§6.9 Nobody controls the POI&apos;s area: no treasure card is drawn.</source>
        <translation>§6.9 Niemand kontrolliert das Gebiet des besonderen Ortes: Es wird keine Schatzkarte gezogen.</translation>
    </message>
    <message>
        <source>§6.9 %1 controls the POI, but the campaign has no treasure deck: draw the card by hand.</source>
        <translation>§6.9 %1 kontrolliert den besonderen Ort, aber die Kampagne hat keinen Schatzstapel: die Karte von Hand ziehen.</translation>
    </message>
    <message>
        <source>§6.9 %1 controls the POI, but no treasure card can be drawn: %2</source>
        <translation>§6.9 %1 kontrolliert den besonderen Ort, aber es kann keine Schatzkarte gezogen werden: %2</translation>
    </message>
    <message>
        <source>The treasure deck could not be kept.</source>
        <translation>Der Schatzstapel konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>§6.9 %1 controls the POI when the battle ends: draws a treasure card, face down.</source>
        <translation>§6.9 %1 kontrolliert den besonderen Ort bei Schlachtende: zieht verdeckt eine Schatzkarte.</translation>
    </message>
    <message>
        <source>§6.9 The Wizards Tower&apos;s battle is a draw: nobody gains a wizard.</source>
        <translation>§6.9 Die Schlacht am Turm des Zauberers endet unentschieden: Niemand erhält einen Zauberer.</translation>
    </message>
    <message>
        <source>§6.9, I-29 %1 nations won at the Wizards Tower: the referee gives the free wizard to one of them (character.buy with free).</source>
        <translation>§6.9, I-29 %1 Nationen haben am Turm des Zauberers gewonnen: Der Spielleiter gibt einer von ihnen den kostenlosen Zauberer (character.buy mit free).</translation>
    </message>
    <message>
        <source>§6.9 The winner has no roster this year: no wizard is added.</source>
        <translation>§6.9 Der Sieger hat dieses Jahr keine Armeeliste: Es wird kein Zauberer hinzugefügt.</translation>
    </message>
    <message>
        <source>Tower wizard of %1</source>
        <translation>Turmzauberer von %1</translation>
    </message>
    <message>
        <source>§6.9, I-29 %1 won at the Wizards Tower: %2 joins its roster free for the year, and it may buy wizards.</source>
        <translation>§6.9, I-29 %1 hat am Turm des Zauberers gewonnen: %2 kommt für das Jahr kostenlos auf ihre Armeeliste, und sie darf Zauberer kaufen.</translation>
    </message>
    <message>
        <source>§6.9 The POI card &quot;%1&quot; is not in the campaign&apos;s POI deck: its effects are left to the referee.</source>
        <translation>§6.9 Die Karte des besonderen Ortes „%1“ ist nicht im Stapel der besonderen Orte der Kampagne: Ihre Wirkung bleibt dem Spielleiter überlassen.</translation>
    </message>
    <message>
        <source>The battle&apos;s POI could not be read.</source>
        <translation>Der POI der Schlacht konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>§6.9, I-37 The winner may move his army through the magic portal to an area without town, city or army (battle.portal).</source>
        <translation>§6.9, I-37 Der Sieger darf seine Armee durch das magische Portal in ein Gebiet ohne Stadt, Großstadt oder Armee ziehen (battle.portal).</translation>
    </message>
</context>
<context>
    <name>herald::db::BattlePortal</name>
    <message>
        <source>§6.9 The magic portal is taken at once after the battle, at M-3 or M-4; the campaign stands at %1.</source>
        <translation>§6.9 Das magische Portal wird gleich nach der Schlacht genommen, bei M-3 oder M-4; die Kampagne steht bei %1.</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn.</source>
        <translation>§1.9 In diesem Zug gibt es keine anstehende Schlacht %1.</translation>
    </message>
    <message>
        <source>§6.9 Battle %1 has no winner yet: enter its result first (a draw opens no portal).</source>
        <translation>§6.9 Schlacht %1 hat noch keinen Sieger: zuerst ihr Ergebnis eingeben (ein Unentschieden öffnet kein Portal).</translation>
    </message>
    <message>
        <source>§6.9 Battle %1 was not fought at a magic portal.</source>
        <translation>§6.9 Schlacht %1 wurde nicht an einem magischen Portal geschlagen.</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot; on the map.</source>
        <translation>Es gibt keine Armee „%1“ auf der Karte.</translation>
    </message>
    <message>
        <source>§6.9 %1 did not win battle %2: only the winner goes through the portal.</source>
        <translation>§6.9 %1 hat Schlacht %2 nicht gewonnen: Nur der Sieger geht durch das Portal.</translation>
    </message>
    <message>
        <source>§6.9 %1 already went through the portal, to %2.</source>
        <translation>§6.9 %1 ging schon durch das Portal, nach %2.</translation>
    </message>
    <message>
        <source>There is no area &quot;%1&quot; on the map.</source>
        <translation>Es gibt kein Gebiet „%1“ auf der Karte.</translation>
    </message>
    <message>
        <source>§6.9 %1 is sea: the portal leads to land.</source>
        <translation>§6.9 %1 ist Meer: Das Portal führt an Land.</translation>
    </message>
    <message>
        <source>§6.9 %1 has a town or city: the portal leads only to an area without one.</source>
        <translation>§6.9 %1 hat eine Stadt oder Großstadt: Das Portal führt nur in ein Gebiet ohne eine solche.</translation>
    </message>
    <message>
        <source>I-37 %1 holds an army (%2): the portal leads only to an empty area.</source>
        <translation>I-37 In %1 steht eine Armee (%2): Das Portal führt nur in ein leeres Gebiet.</translation>
    </message>
    <message>
        <source>%1 goes through the magic portal of battle %2 to %3 (§6.9, I-37)</source>
        <translation>%1 geht durch das magische Portal der Schlacht %2 nach %3 (§6.9, I-37)</translation>
    </message>
</context>
<context>
    <name>herald::db::BattlePreparation</name>
    <message>
        <source>The argument &quot;battle&quot; must be a battle number.</source>
        <translation>Das Argument „battle“ muss eine Schlachtnummer sein.</translation>
    </message>
    <message>
        <source>The argument &quot;firstPlacer&quot; must be &quot;defenders&quot; or &quot;attackers&quot;.</source>
        <translation>Das Argument „firstPlacer“ muss „defenders“ oder „attackers“ sein.</translation>
    </message>
    <message>
        <source>The referee&apos;s first placer is given for one battle at a time: name it.</source>
        <translation>Wer nach Wahl des Spielleiters zuerst platziert, wird jeweils für eine einzige Schlacht angegeben: diese nennen.</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn (see the engagements list).</source>
        <translation>§1.9 In dieser Runde gibt es keine anstehende Schlacht %1 (siehe die Gefechtsliste).</translation>
    </message>
    <message>
        <source>§5.10 Every pending battle of this turn is prepared already.</source>
        <translation>§5.10 Jede anstehende Schlacht dieser Runde ist bereits vorbereitet.</translation>
    </message>
    <message>
        <source>§5.10 Battle %1 is prepared already; undo that to prepare it again.</source>
        <translation>§5.10 Schlacht %1 ist bereits vorbereitet; das rückgängig machen, um sie erneut vorzubereiten.</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>die Verteidiger</translation>
    </message>
    <message>
        <source>the attackers</source>
        <translation>die Angreifer</translation>
    </message>
    <message>
        <source>Battle %1, turn %2</source>
        <extracomment>who holds a card drawn for a battle; %1 the battle number, %2 the turn</extracomment>
        <translation>Schlacht %1, Runde %2</translation>
    </message>
    <message>
        <source>Battle %1: random event card %2 (§5.10)</source>
        <extracomment>%1 battle number, %2 the card&apos;s title or why none was drawn</extracomment>
        <translation>Schlacht %1: Zufallsereigniskarte %2 (§5.10)</translation>
    </message>
    <message>
        <source>Battle %1: POI card: %2</source>
        <translation>Schlacht %1: Karte des besonderen Ortes: %2</translation>
    </message>
    <message>
        <source>Battle %1: a POI card is drawn face down; it is turned over once both armies are deployed (§5.3, §5.10)</source>
        <translation>Schlacht %1: Eine Karte des besonderen Ortes wird verdeckt gezogen; sie wird aufgedeckt, sobald beide Armeen aufgestellt sind (§5.3, §5.10)</translation>
    </message>
    <message>
        <source>Battle %1: %2 place the first terrain piece, the referee&apos;s choice (§5.10)</source>
        <translation>Schlacht %1: %2 platzieren das erste Geländestück, nach Wahl des Spielleiters (§5.10)</translation>
    </message>
    <message>
        <source>Battle %1: d6 %2: %3 place the first terrain piece (§5.10; 1-3 the defenders, 4-6 the attackers)</source>
        <extracomment>%1 battle number, %2 the die, %3 &quot;the defenders&quot; or &quot;the attackers&quot;</extracomment>
        <translation>Schlacht %1: d6 %2: %3 platzieren das erste Geländestück (§5.10; 1-3 die Verteidiger, 4-6 die Angreifer)</translation>
    </message>
</context>
<context>
    <name>herald::db::BattleResultCommands</name>
    <message>
        <source>§6.1 The result sheet must list two sides (defenders, then attackers) under &quot;sides&quot;.</source>
        <translation>§6.1 Der Ergebnisbogen muss unter „sides“ zwei Seiten aufführen (erst die Verteidiger, dann die Angreifer).</translation>
    </message>
    <message>
        <source>§6.1 The objective holder must be 0, 1 or &quot;none&quot; (none or shared).</source>
        <translation>§6.1 Der Halter des Ziels muss 0, 1 oder „none“ sein (keiner oder geteilt).</translation>
    </message>
    <message>
        <source>§2.13 A typed VP total must be a whole number of 0 or more (side %1).</source>
        <translation>§2.13 Eine eingegebene SP-Summe muss eine ganze Zahl ab 0 sein (Seite %1).</translation>
    </message>
    <message>
        <source>§6.3 A unit that was neither destroyed nor routed off lost 1 to 3 stands, not %1 (side %2).</source>
        <translation>§6.3 Eine Einheit, die weder vernichtet wurde noch vom Feld geflohen ist, hat 1 bis 3 Basen verloren, nicht %1 (Seite %2).</translation>
    </message>
    <message>
        <source>§2.14 A unit has at least one stand, not %1 (side %2).</source>
        <translation>§2.14 Eine Einheit hat mindestens eine Base, nicht %1 (Seite %2).</translation>
    </message>
    <message>
        <source>§6.3 There is no nation &quot;%1&quot;.</source>
        <translation>§6.3 Es gibt keine Nation „%1“.</translation>
    </message>
    <message>
        <source>§6.3 %1 has no army on side %2 of battle %3.</source>
        <translation>§6.3 %1 hat keine Armee auf Seite %2 der Schlacht %3.</translation>
    </message>
    <message>
        <source>§6.3 %1 has no roster for year %2.</source>
        <translation>§6.3 %1 hat keine Armeeliste für Jahr %2.</translation>
    </message>
    <message>
        <source>§6.3 %1&apos;s roster has no line %2 (it has %3).</source>
        <translation>§6.3 Die Armeeliste von %1 hat keine Zeile %2 (sie hat %3).</translation>
    </message>
    <message>
        <source>§6.3 %1&apos;s roster line %2 (%3) has %4 units left, the sheet names %5.</source>
        <translation>§6.3 Zeile %2 (%3) der Armeeliste von %1 hat noch %4 Einheiten, der Bogen nennt %5.</translation>
    </message>
    <message>
        <source>The argument &quot;result&quot; must be a result sheet (a JSON object).</source>
        <translation>Das Argument „result“ muss ein Ergebnisbogen sein (ein JSON-Objekt).</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn (see the engagements list).</source>
        <translation>§1.9 In dieser Runde gibt es keine anstehende Schlacht %1 (siehe die Gefechtsliste).</translation>
    </message>
    <message>
        <source>§6.1 Battle %1 already has its result; undo it to enter it again.</source>
        <translation>§6.1 Schlacht %1 hat bereits ihr Ergebnis; es rückgängig machen, um es erneut einzutragen.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>§2.13 %1: %2 VP as typed (characters and items included, I-32)</source>
        <translation>§2.13 %1: %2 SP laut Eingabe (einschließlich Charakteren und Gegenständen, I-32)</translation>
    </message>
    <message>
        <source>§2.13 %1: %2</source>
        <translation>§2.13 %1: %2</translation>
    </message>
    <message>
        <source>§6.3 A mob of side %1: mobs never roll, their losses are ignored</source>
        <translation>§6.3 Ein Aufgebot der Seite %1: Aufgebote würfeln nie, ihre Verluste werden ignoriert</translation>
    </message>
    <message>
        <source>%1 line %2 (%3)</source>
        <translation>%1 Zeile %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 to %2, %3 win, %4</source>
        <translation>%1 zu %2, Sieg der %3, %4</translation>
    </message>
    <message>
        <source>%1 to %2, a draw</source>
        <translation>%1 zu %2, unentschieden</translation>
    </message>
    <message>
        <source>Battle %1 result entered: %2; %3 unit(s) struck from the rosters</source>
        <extracomment>%1 battle number, %2 VP and winner, %3 how many units failed their survival roll</extracomment>
        <translation>Ergebnis der Schlacht %1 eingetragen: %2; %3 Einheit(en) aus den Armeelisten gestrichen</translation>
    </message>
    <message>
        <source>; %1 character(s) killed, %2 captured</source>
        <extracomment>appended to the battle&apos;s summary; %1 and %2 how many characters were killed, captured</extracomment>
        <translation>; %1 Charakter(e) getötet, %2 gefangen genommen</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 have no roster to count their losses from: type the VP side %2 scored in battle %3.</source>
        <translation>§7.7.6 Die %1 haben keine Armeeliste, aus der sich ihre Verluste zählen lassen: die SP eingeben, die Seite %2 in Schlacht %3 erzielt hat.</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 are beaten: their army leaves the map and the race goes back to box 0</source>
        <translation>§7.7.6 Die %1 sind geschlagen: Ihre Armee verlässt die Karte, und das Volk kehrt in Feld 0 zurück</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 win and stay on the map; their losses do not count</source>
        <translation>§7.7.6 Die %1 siegen und bleiben auf der Karte; ihre Verluste zählen nicht</translation>
    </message>
</context>
<context>
    <name>herald::db::CalendarCommands</name>
    <message>
        <source>The campaign&apos;s date (year %1, month %2, step &quot;%3&quot;) is not one the calendar knows; the file needs repair.</source>
        <translation>Das Datum der Kampagne (Jahr %1, Monat %2, Schritt „%3“) ist dem Kalender unbekannt; die Datei muss repariert werden.</translation>
    </message>
    <message>
        <source>The argument &quot;confirmedByHand&quot; must be true or false.</source>
        <translation>Das Argument „confirmedByHand“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>%1 is not finished, the date stays:
%2</source>
        <translation>%1 ist nicht abgeschlossen, das Datum bleibt:
%2</translation>
    </message>
    <message>
        <source>%1 needs the referee&apos;s own work, the date stays:
%2
Carry it out on paper, then confirm it with calendar.next {&quot;confirmedByHand&quot;: true} (herald-cli calendar next FILE --by-hand).</source>
        <translation>%1 erfordert Handarbeit des Spielleiters, das Datum bleibt:
%2
Dies auf Papier erledigen und dann mit calendar.next {&quot;confirmedByHand&quot;: true} bestätigen (herald-cli calendar next FILE --by-hand).</translation>
    </message>
    <message>
        <source>The campaign&apos;s date could not be written.</source>
        <translation>Das Datum der Kampagne konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>%1 done by hand (stop-gap: confirmed by the referee, Herald did not check it); now %2</source>
        <extracomment>%1 the step&apos;s label and name (&quot;NY-1 Remove old armies&quot;), %2 the new date</extracomment>
        <translation>%1 von Hand erledigt (Notlösung: vom Spielleiter bestätigt, von Herald nicht geprüft); jetzt %2</translation>
    </message>
    <message>
        <source>%1 done; now %2</source>
        <translation>%1 erledigt; jetzt %2</translation>
    </message>
    <message>
        <source>§7.6 Attendance is recorded at M-0, the start of a month; the campaign stands at %1.</source>
        <translation>§7.6 Die Anwesenheit wird bei M-0 festgehalten, zu Beginn eines Monats; die Kampagne steht bei %1.</translation>
    </message>
    <message>
        <source>The argument &quot;present&quot; must be true or false.</source>
        <translation>Das Argument „present“ muss true oder false sein.</translation>
    </message>
    <message>
        <source>%1&apos;s player attends the meeting of month %2</source>
        <translation>Der Spieler von %1 nimmt am Treffen in Monat %2 teil</translation>
    </message>
    <message>
        <source>%1&apos;s player is absent in month %2: the nation is NPP (§7.6)</source>
        <translation>Der Spieler von %1 ist in Monat %2 abwesend: Die Nation gilt als NPP (§7.6)</translation>
    </message>
    <message>
        <source>By hand: %1</source>
        <extracomment>a line of `explain`: work the referee confirmed doing on paper</extracomment>
        <translation>Von Hand: %1</translation>
    </message>
</context>
<context>
    <name>herald::db::CalendarRepository</name>
    <message>
        <source>the map has no land area yet</source>
        <translation>die Karte hat noch kein Landgebiet</translation>
    </message>
    <message>
        <source>%1 owns no area to start from</source>
        <translation>%1 besitzt kein Gebiet als Ausgangspunkt</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1: %2 Punkte</translation>
    </message>
    <message>
        <source>%1 (no army list to open a roster from)</source>
        <translation>%1 (kein Armeebuch, um eine Armeeliste zu eröffnen)</translation>
    </message>
    <message>
        <source>%1: %2, card %3 (item bind)</source>
        <extracomment>%1 nation, %2 the magic item, %3 its card id, for herald-cli item bind</extracomment>
        <translation>%1: %2, Karte %3 (item bind)</translation>
    </message>
</context>
<context>
    <name>herald::db::CalendarSteps</name>
    <message>
        <source>§7.5 chaos land d10 = %1</source>
        <translation>§7.5 Chaosland d10 = %1</translation>
    </message>
    <message>
        <source>%1: choose the unit types of %2 (§7.5)</source>
        <translation>%1: die Einheitentypen für %2 wählen (§7.5)</translation>
    </message>
    <message>
        <source>Herald does not deal the POI cards yet: each player draws one and places it, and the referee enters it on the map.</source>
        <translation>Herald teilt die Karten für besondere Orte noch nicht aus: Jeder Spieler zieht eine und legt sie aus, und der Spielleiter trägt sie in die Karte ein.</translation>
    </message>
    <message>
        <source>Choose the lesser races (two fewer than the player countries, more are allowed) and add each from the army lists with herald-cli lesser add FILE RACE; it starts in box 0. Herald does not check the count: confirm when done.</source>
        <translation>Die kleineren Völker wählen (zwei weniger als Spielerländer, mehr sind erlaubt) und jedes mit herald-cli lesser add FILE RACE aus den Armeebüchern hinzufügen; es beginnt in Feld 0. Herald prüft die Anzahl nicht: abschließend bestätigen.</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignCommands</name>
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
    <name>herald::db::CampaignFile</name>
    <message>
        <source>%1 is a database, but not a Herald campaign (another program wrote it).</source>
        <translation>%1 ist eine Datenbank, aber keine Herald-Kampagne (ein anderes Programm hat sie geschrieben).</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Herald (campaign format %2; this Herald reads up to %3). Update Herald to open it.</source>
        <translation>%1 wurde mit einer neueren Herald-Version gespeichert (Kampagnenformat %2; diese Version liest bis %3). Zum Öffnen Herald aktualisieren.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 konnte nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The new campaign could not be written: %1</source>
        <translation>Die neue Kampagne konnte nicht geschrieben werden: %1</translation>
    </message>
    <message>
        <source>%1 comes from an older Herald and must be upgraded before it can be opened, but %2. Copy it somewhere you may write to.</source>
        <translation>%1 stammt aus einer älteren Herald-Version und muss vor dem Öffnen aktualisiert werden, aber %2. Kopieren Sie die Datei an einen Ort, an dem Sie schreiben dürfen.</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignJson</name>
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
        <source>must be an array of entries</source>
        <translation>muss ein Array von Einträgen sein</translation>
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
        <source>must be an array of rolls</source>
        <translation>muss ein Array von Würfen sein</translation>
    </message>
    <message>
        <source>must be the time it was recorded, as text</source>
        <translation>muss der Zeitpunkt der Aufzeichnung als Text sein</translation>
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
        <source>%1 could not be exported, and no export was written: %2</source>
        <translation>%1 konnte nicht exportiert werden, es wurde kein Export geschrieben: %2</translation>
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
        <source>must be an array of lines of text</source>
        <translation>muss ein Array von Textzeilen sein</translation>
    </message>
</context>
<context>
    <name>herald::db::CaptiveEscape</name>
    <message>
        <source>§6.4 %1 of %2 was taken this month: his first escape roll is at the end of next month (I-25).</source>
        <translation>§6.4 %1 (%2) wurde in diesem Monat gefangen genommen: Sein erster Fluchtwurf erfolgt am Ende des nächsten Monats (I-25).</translation>
    </message>
    <message>
        <source>§7.6 %1 of %2 does not roll to escape: his player is absent.</source>
        <translation>§7.6 %1 (%2) würfelt nicht auf Flucht: Sein Spieler ist abwesend.</translation>
    </message>
    <message>
        <source>Captive escape: %1 of %2 (held by %3)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 a character, %2 his nation, %3 captor</extracomment>
        <translation>Flucht eines Gefangenen: %1 (%2, festgehalten von %3)</translation>
    </message>
    <message>
        <source>§6.4 %1 of %2, held by %3, rolls %4 on the escape chart (I-25): he escapes and is back on %2&apos;s roster.</source>
        <translation>§6.4 %1 von %2, gefangen bei %3, würfelt %4 auf der Fluchttabelle (I-25): Er entkommt und steht wieder in der Armeeliste von %2.</translation>
    </message>
    <message>
        <source>§6.4 %1 of %2, held by %3, rolls %4 on the escape chart (I-25): he stays captive.</source>
        <translation>§6.4 %1 von %2, gefangen bei %3, würfelt %4 auf der Fluchttabelle (I-25): Er bleibt gefangen.</translation>
    </message>
</context>
<context>
    <name>herald::db::CommandRunner</name>
    <message>
        <source>%1 is open read-only (%2), so nothing in it can change. Copy it somewhere you may write to, or change its permissions, and open it again.</source>
        <translation>%1 ist schreibgeschützt geöffnet (%2), daher kann darin nichts geändert werden. Kopieren Sie die Datei an einen beschreibbaren Ort oder ändern Sie ihre Berechtigungen, und öffnen Sie sie erneut.</translation>
    </message>
    <message>
        <source>There is no command named &quot;%1&quot;.</source>
        <translation>Es gibt keine Aktion namens „%1“.</translation>
    </message>
    <message>
        <source>The campaign record is missing.</source>
        <translation>Der Kampagnendatensatz fehlt.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Es gibt nichts zu wiederholen.</translation>
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
        <source>Redo failed, nothing was changed: %1</source>
        <translation>Wiederholen fehlgeschlagen, nichts wurde geändert: %1</translation>
    </message>
    <message>
        <source>Undo failed, nothing was changed: %1</source>
        <translation>Rückgängig machen fehlgeschlagen, nichts wurde geändert: %1</translation>
    </message>
</context>
<context>
    <name>herald::db::ControlStep</name>
    <message>
        <source>The towns held could not be noted.</source>
        <translation>Die gehaltenen Städte konnten nicht vermerkt werden.</translation>
    </message>
    <message>
        <source>§6.9 Battle %1&apos;s POI card %2 does not stay in %3, which has a POI of its own (%4)</source>
        <translation>§6.9 Die POI-Karte %2 der Schlacht %1 bleibt nicht in %3, das einen eigenen POI hat (%4)</translation>
    </message>
    <message>
        <source>§6.9 The POI revealed in battle %1 (%2) stays in %3 and shows on the map</source>
        <translation>§6.9 Der in Schlacht %1 aufgedeckte POI (%2) bleibt in %3 und erscheint auf der Karte</translation>
    </message>
</context>
<context>
    <name>herald::db::CountryCommand</name>
    <message>
        <source>&quot;landmass&quot; must name a landmass of the map, not &quot;%1&quot;.</source>
        <translation>„landmass“ muss eine Landmasse der Karte nennen, nicht „%1“.</translation>
    </message>
    <message>
        <source>§7.3 %1 has not chosen this year to found another country on %2: answer &quot;country&quot; for its new centre there first (production.colony).</source>
        <translation>§7.3 %1 hat sich dieses Jahr nicht entschieden, auf %2 ein weiteres Land zu gründen: Zuerst für die dortige neue Siedlung mit „country“ antworten (production.colony).</translation>
    </message>
    <message>
        <source>&quot;armyList&quot; must name an army list of the campaign for the new country&apos;s race, not &quot;%1&quot;.</source>
        <translation>„armyList“ muss ein Armeebuch der Kampagne für das Volk des neuen Landes nennen, nicht „%1“.</translation>
    </message>
    <message>
        <source>Another country needs a &quot;name&quot; and a &quot;colour&quot;.</source>
        <translation>Ein weiteres Land braucht einen Namen („name“) und eine Farbe („colour“).</translation>
    </message>
    <message>
        <source>&quot;player&quot;: there is no player &quot;%1&quot;.</source>
        <translation>„player“: Es gibt keinen Spieler „%1“.</translation>
    </message>
    <message>
        <source>There is a nation called &quot;%1&quot; already: give the new country another name.</source>
        <translation>Es gibt bereits eine Nation namens „%1“: dem neuen Land einen anderen Namen geben.</translation>
    </message>
    <message>
        <source>%1 founds another country, %2, on %3 (§7.3)</source>
        <extracomment>%1 founding nation, %2 the new country, %3 landmass</extracomment>
        <translation>%1 gründet ein weiteres Land, %2, auf %3 (§7.3)</translation>
    </message>
</context>
<context>
    <name>herald::db::DecksCommands</name>
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
</context>
<context>
    <name>herald::db::DiplomacyCommands</name>
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
    <message numerus="yes">
        <source>%1: %2 adjudicated (%n result(s)); next: %3</source>
        <translation>
            <numerusform>%1: %2 ausgewertet (%n Ergebnis); als Nächstes: %3</numerusform>
            <numerusform>%1: %2 ausgewertet (%n Ergebnisse); als Nächstes: %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is over: %2 has won.</source>
        <translation>%1 ist beendet: %2 hat gewonnen.</translation>
    </message>
    <message>
        <source>%1 is not a province of %2.</source>
        <translation>%1 ist keine Provinz von %2.</translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no Ring.</source>
        <translation>%1 ist eine Standardpartie: Sie hat keinen Ring.</translation>
    </message>
    <message>
        <source>The Ring has left its hiding place; it can no longer be hidden (B9.2).</source>
        <translation>Der Ring hat sein Versteck verlassen; er kann nicht mehr versteckt werden (B9.2).</translation>
    </message>
    <message>
        <source>The Ring cannot be hidden in %1: it must lie more than three steps from Mordor&apos;s units, Sauron, the Nazgul and the box, and not in Erech, Khazad-Dum, Orodruin or an occupied space (B9.2, E32).</source>
        <translation>Der Ring kann nicht in %1 versteckt werden: Er muss mehr als drei Schritte von Mordors Einheiten, Sauron, den Nazgul und der Box entfernt liegen, und nicht in Erech, Khazad-Dum, Orodruin oder einem besetzten Feld (B9.2, E32).</translation>
    </message>
    <message>
        <source>%1: the Ring hidden in %2 (known to the game master only)</source>
        <translation>%1: der Ring in %2 versteckt (nur dem Spielleiter bekannt)</translation>
    </message>
    <message>
        <source>A private note needs some text.</source>
        <translation>Eine private Notiz braucht Text.</translation>
    </message>
    <message>
        <source>%1: private note for %2 (%3)</source>
        <translation>%1: private Notiz für %2 (%3)</translation>
    </message>
</context>
<context>
    <name>herald::db::EngagementCommands</name>
    <message>
        <source>§5.1 There is no engagement %1 this turn (see the engagements list).</source>
        <translation>§5.1 In dieser Runde gibt es kein Gefecht %1 (siehe die Gefechtsliste).</translation>
    </message>
    <message>
        <source>The argument &quot;location&quot; must be one of %1.</source>
        <translation>Das Argument „location“ muss einer der Werte %1 sein.</translation>
    </message>
    <message>
        <source>§5.1 %1 has no army in engagement %2.</source>
        <translation>§5.1 %1 hat keine Armee in Gefecht %2.</translation>
    </message>
    <message>
        <source>§5.2 Engagement %1 is settled: its choices were revealed together.</source>
        <translation>§5.2 Gefecht %1 ist abgeschlossen: Seine Wahlen wurden gemeinsam aufgedeckt.</translation>
    </message>
    <message>
        <source>§5.2 %1 chooses no location in engagement %2: swaps, interdictions, sallies and pre-engaged armies fight where the rules put them (§5.4, §4.8, I-43, §5.8), and a besieged army stays in its population centre.</source>
        <translation>§5.2 %1 wählt in Gefecht %2 keinen Standort: Platztausche, Abriegelungen, Ausfälle und vorab gebundene Armeen kämpfen dort, wo die Regeln sie hinstellen (§5.4, §4.8, I-43, §5.8), und eine belagerte Armee bleibt in ihrer Siedlung.</translation>
    </message>
    <message>
        <source>%1&apos;s secret location choice for engagement %2 is in (§5.2)</source>
        <translation>Die geheime Standortwahl von %1 für Gefecht %2 liegt vor (§5.2)</translation>
    </message>
    <message>
        <source>The argument &quot;stance&quot; must be defend or attack.</source>
        <translation>Das Argument „stance“ muss defend oder attack sein.</translation>
    </message>
    <message>
        <source>§5.7 Engagement %1 has two nations: their sides are plain, nobody declares.</source>
        <translation>§5.7 An Gefecht %1 sind zwei Nationen beteiligt: Ihre Seiten sind klar, niemand erklärt sich.</translation>
    </message>
    <message>
        <source>§5.7 Engagement %1 is settled: its declarations were revealed together.</source>
        <translation>§5.7 Gefecht %1 ist abgeschlossen: Seine Erklärungen wurden gemeinsam aufgedeckt.</translation>
    </message>
    <message>
        <source>%1&apos;s secret declaration for engagement %2 is in (§5.7)</source>
        <translation>Die geheime Erklärung von %1 für Gefecht %2 liegt vor (§5.7)</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn (see the engagements list).</source>
        <translation>§1.9 In dieser Runde gibt es keine anstehende Schlacht %1 (siehe die Gefechtsliste).</translation>
    </message>
    <message>
        <source>§1.9 %1 has no army in pending battle %2.</source>
        <translation>§1.9 %1 hat keine Armee in der anstehenden Schlacht %2.</translation>
    </message>
    <message>
        <source>§1.9 %1 has armies on both sides of battle %2: name a nation of one side.</source>
        <translation>§1.9 %1 hat Armeen auf beiden Seiten von Schlacht %2: eine Nation einer Seite angeben.</translation>
    </message>
    <message>
        <source>Battle %1 marked by hand as won by %2&apos;s side (stop-gap until Herald fights battles: no losses, retreats or survival rolls are worked out)</source>
        <translation>Schlacht %1 von Hand als Sieg der Seite von %2 markiert (Notlösung, bis Herald Schlachten austrägt: Verluste, Rückzüge und Überlebenswürfe werden nicht ermittelt)</translation>
    </message>
    <message>
        <source>The argument &quot;faction&quot; must be 1 or 2.</source>
        <translation>Das Argument „faction“ muss 1 oder 2 sein.</translation>
    </message>
    <message>
        <source>§5.7 %1 has already joined a faction in engagement %2.</source>
        <translation>§5.7 %1 hat sich in Gefecht %2 bereits einer Fraktion angeschlossen.</translation>
    </message>
    <message>
        <source>%1 has joined a faction in engagement %2 (§5.7 option B, secret until all have)</source>
        <translation>%1 hat sich in Gefecht %2 einer Fraktion angeschlossen (§5.7 Option B, geheim, bis alle es getan haben)</translation>
    </message>
    <message>
        <source>§5.7 %1 has no army on a side that must split into factions in engagement %2 (only option B asks it, of the larger side).</source>
        <translation>§5.7 %1 hat in Gefecht %2 keine Armee auf einer Seite, die sich in Fraktionen aufteilen muss (nur Option B fragt danach, und zwar die größere Seite).</translation>
    </message>
    <message>
        <source>§6.1 Battle %1 has its result entered, which decided the winner; undo the result to mark one by hand.</source>
        <translation>§6.1 Für Schlacht %1 ist ein Ergebnis eingetragen, das den Sieger bestimmt hat; das Ergebnis rückgängig machen, um einen Sieger von Hand zu markieren.</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1 is against the independent %2: enter its result (battle result), which also decides the race&apos;s fate.</source>
        <translation>§7.7.6 Schlacht %1 wird gegen die unabhängigen %2 geschlagen: ihr Ergebnis eintragen (battle result), das auch über das Schicksal des Volkes entscheidet.</translation>
    </message>
</context>
<context>
    <name>herald::db::EngagementStep</name>
    <message>
        <source>armies of different nations in one area (§5.1)</source>
        <translation>Armeen verschiedener Nationen in einem Gebiet (§5.1)</translation>
    </message>
    <message>
        <source>a swap of places (§5.4)</source>
        <translation>ein Platztausch (§5.4)</translation>
    </message>
    <message>
        <source>an army stopped leaving (§4.8)</source>
        <translation>eine am Abzug gehinderte Armee (§4.8)</translation>
    </message>
    <message>
        <source>the besieged sally forth (I-43)</source>
        <translation>die Belagerten machen einen Ausfall (I-43)</translation>
    </message>
    <message>
        <source>the besieger assaults (I-43)</source>
        <translation>der Belagerer greift an (I-43)</translation>
    </message>
    <message>
        <source>armies pre-engaged last turn (§5.8)</source>
        <translation>in der letzten Runde vorab gebundene Armeen (§5.8)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>§1.9 Pending battle %1: %2 in %3 at the %4, %5 against %6</source>
        <extracomment>%1 number, %2 kind of battle, %3 area, %4 location, %5 and %6 the two sides&apos; armies</extracomment>
        <translation>§1.9 Anstehende Schlacht %1: %2 in %3 am Standort %4, %5 gegen %6</translation>
    </message>
    <message>
        <source>§5.7 %1 retreat at M-4 without a battle and without losses.</source>
        <translation>§5.7 %1 ziehen sich bei M-4 ohne Schlacht und ohne Verluste zurück.</translation>
    </message>
    <message>
        <source>§5.7 %1 must get down to one army in the area: the referee settles who leaves at M-4.</source>
        <translation>§5.7 %1 müssen im Gebiet auf eine einzige Armee kommen: Der Spielleiter entscheidet bei M-4, wer abzieht.</translation>
    </message>
    <message>
        <source>§5.1 Engagement %1 in %2, %3: %4</source>
        <extracomment>%1 number, %2 area, %3 why, %4 the armies</extracomment>
        <translation>§5.1 Gefecht %1 in %2, %3: %4</translation>
    </message>
    <message>
        <source>; secret location choices (§5.2) from %1</source>
        <translation>; geheime Standortwahlen (§5.2) von %1</translation>
    </message>
    <message>
        <source>§1.9 Battle %1 in %2 won by %3 (marked by hand, a stop-gap until Herald fights battles)</source>
        <extracomment>%1 battle number, %2 area, %3 the winning armies</extracomment>
        <translation>§1.9 Schlacht %1 in %2 gewonnen von %3 (von Hand markiert, eine Notlösung, bis Herald Schlachten austrägt)</translation>
    </message>
    <message>
        <source>%1 (defend or attack, §5.7)</source>
        <translation>%1 (verteidigen oder angreifen, §5.7)</translation>
    </message>
    <message>
        <source>engagement %1 in %2: %3</source>
        <extracomment>%1 engagement number, %2 area, %3 who has not chosen</extracomment>
        <translation>Gefecht %1 in %2: %3</translation>
    </message>
    <message>
        <source>battle %1 in %2</source>
        <translation>Schlacht %1 in %2</translation>
    </message>
    <message>
        <source>§5.7 option B: %1 must split into two factions against %2; each player joins one in secret (faction).</source>
        <translation>§5.7 Option B: %1 müssen sich gegen %2 in zwei Fraktionen aufteilen; jeder Spieler schließt sich geheim einer davon an (faction).</translation>
    </message>
    <message>
        <source>§5.7 option B, the factions revealed: %1 in the first, %2 in the second.</source>
        <translation>§5.7 Option B, die Fraktionen aufgedeckt: %1 in der ersten, %2 in der zweiten.</translation>
    </message>
    <message>
        <source>%1 (which faction, §5.7 option B)</source>
        <translation>%1 (welche Fraktion, §5.7 Option B)</translation>
    </message>
    <message>
        <source>§2.13 Battle %1 in %2 is a draw (I-32)</source>
        <extracomment>%1 battle number, %2 area</extracomment>
        <translation>§2.13 Schlacht %1 in %2 endet unentschieden (I-32)</translation>
    </message>
    <message>
        <source>§6.1 Battle %1 in %2 won by %3 (%4, result entered)</source>
        <extracomment>%1 battle number, %2 area, %3 the winning armies, %4 the level key</extracomment>
        <translation>§6.1 Schlacht %1 in %2 gewonnen von %3 (%4, Ergebnis eingetragen)</translation>
    </message>
    <message>
        <source>the independent %1 army</source>
        <translation>die unabhängige Armee der %1</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionCommands</name>
    <message>
        <source>&quot;storm&quot; is advantage or ship, not &quot;%1&quot;.</source>
        <translation>„storm“ ist advantage oder ship, nicht „%1“.</translation>
    </message>
    <message>
        <source>§7.2.5 &quot;%1&quot; cannot face a sea monster: only a hero or wizard aboard, neither the general nor the admiral.</source>
        <translation>§7.2.5 „%1“ kann sich keinem Seeungeheuer stellen: Das kann nur ein Held oder Zauberer an Bord, weder der General noch der Admiral.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 has no marker on the map to sail from.</source>
        <translation>§7.2.2 %1 hat keinen Marker auf der Karte, von dem aus sie in See stechen könnte.</translation>
    </message>
    <message>
        <source>&quot;destination&quot; must name a landmass of the map, not &quot;%1&quot;.</source>
        <translation>„destination“ muss eine Landmasse der Karte nennen, nicht „%1“.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 has declared its destination already (%2): once at sea it cannot be changed.</source>
        <translation>§7.2.2 Das Ziel von %1 ist bereits erklärt (%2): Auf See kann es nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>§7.4.1 An exodus sails away from %1: it names another landmass.</source>
        <translation>§7.4.1 Ein Exodus segelt von %1 fort: Er nennt eine andere Landmasse.</translation>
    </message>
    <message>
        <source>%1 is ordered to sea, bound for %2 (§7.2.2)</source>
        <translation>%1 erhält den Befehl, in See zu stechen, mit Ziel %2 (§7.2.2)</translation>
    </message>
    <message>
        <source>%1 names %2 as its destination (§7.4)</source>
        <translation>%1 nennt %2 als Ziel (§7.4)</translation>
    </message>
    <message>
        <source>I-10 %1 has not reached land (status %2): it lands only when the chart brings it ashore (19, 20+) or the sea people&apos;s escort finds its port lost.</source>
        <translation>I-10 %1 hat kein Land erreicht (Status %2): Sie landet erst, wenn die Tabelle sie an Land bringt (19, 20+) oder die Eskorte des Meervolks ihren Hafen verloren findet.</translation>
    </message>
    <message>
        <source>&quot;area&quot; must be the XXYY number of an area of the map.</source>
        <translation>„area“ muss die XXYY-Nummer eines Gebiets der Karte sein.</translation>
    </message>
    <message>
        <source>%1 comes ashore at %2 (I-10)</source>
        <translation>%1 geht bei %2 an Land (I-10)</translation>
    </message>
    <message>
        <source>§7.2.8 the ships and the admiral are gone; %1 marches as an army with its expedition roster until the New Year (I-71).</source>
        <translation>§7.2.8 Die Schiffe und der Admiral sind fort; %1 marschiert bis zum Neujahr als Armee mit der Armeeliste der Expedition (I-71).</translation>
    </message>
    <message>
        <source>§7.2.7 %1 has found no sea people this turn (status %2): an alliance is made when the chart reads 18.</source>
        <translation>§7.2.7 %1 hat in diesem Zug kein Meervolk gefunden (Status %2): Ein Bündnis kommt zustande, wenn die Tabelle 18 zeigt.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 already has an underwater ally.</source>
        <translation>§7.2.7 %1 hat bereits einen Unterwasserverbündeten.</translation>
    </message>
    <message>
        <source>§7.2.7 &quot;%1&quot; cannot stay as envoy: only a hero or wizard aboard, neither the general nor the admiral.</source>
        <translation>§7.2.7 „%1“ kann nicht als Gesandter bleiben: Das kann nur ein Held oder Zauberer an Bord, weder der General noch der Admiral.</translation>
    </message>
    <message>
        <source>&quot;armyList&quot; must name an army list of the campaign for the sea people, not &quot;%1&quot;.</source>
        <translation>„armyList“ muss ein Armeebuch der Kampagne für das Meervolk nennen, nicht „%1“.</translation>
    </message>
    <message>
        <source>Sea people of %1</source>
        <extracomment>the default name of an underwater ally, %1 the land nation</extracomment>
        <translation>Meervolk von %1</translation>
    </message>
    <message>
        <source>There is a nation called &quot;%1&quot; already: give the sea people another name.</source>
        <translation>Es gibt bereits eine Nation namens „%1“: dem Meervolk einen anderen Namen geben.</translation>
    </message>
    <message>
        <source>%1 stays as %2&apos;s envoy with %3 (§7.2.7)</source>
        <extracomment>%1 the envoy, %2 the nation, %3 the underwater nation</extracomment>
        <translation>%1 bleibt als Gesandter von %2 bei %3 (§7.2.7)</translation>
    </message>
    <message>
        <source>&quot;location&quot; is countryside or populationCentre, not &quot;%1&quot;.</source>
        <translation>„location“ ist countryside oder populationCentre, nicht „%1“.</translation>
    </message>
    <message>
        <source>&quot;realm&quot; must be the XXYY number of a sea hex of the map, not &quot;%1&quot;.</source>
        <translation>„realm“ muss die XXYY-Nummer eines See-Hexfelds der Karte sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>§7.2.7, I-8 %1&apos;s realm is on the map: %2 underwater areas (%3), none of them coastal, the town at %4.</source>
        <extracomment>%1 the underwater nation, %2 how many areas, %3 their hexes, %4 the town&apos;s hex</extracomment>
        <translation>§7.2.7, I-8 Das Reich von %1 ist auf der Karte: %2 Unterwassergebiete (%3), keines davon an der Küste, die Stadt bei %4.</translation>
    </message>
    <message>
        <source>§7.2.7 the envoy&apos;s CP are paid every year, or the alliance lapses. Every expedition of either nation rolls +3.</source>
        <translation>§7.2.7 die CP des Gesandten werden jedes Jahr bezahlt, sonst erlischt das Bündnis. Jede Expedition beider Nationen würfelt mit +3.</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionLosses</name>
    <message>
        <source>I-71 %1 fights from its expedition roster, which has no unit of that roster line left aboard: the sheet names a unit it does not have.</source>
        <translation>I-71 %1 kämpft mit der Armeeliste ihrer Expedition, auf der keine Einheit dieser Zeile mehr an Bord ist: Der Bogen nennt eine Einheit, die sie nicht hat.</translation>
    </message>
    <message>
        <source>I-71 one %1 is struck from the roster of %2, which fights from it until the New Year.</source>
        <extracomment>%1 the unit type(s), %2 the expedition</extracomment>
        <translation>I-71 eine Einheit %1 wird aus der Armeeliste von %2 gestrichen, die bis zum Neujahr damit kämpft.</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionOutfit</name>
    <message>
        <source>line %1 (%2, %3)</source>
        <extracomment>%1 line number on the roster, %2 its unit types, %3 category</extracomment>
        <translation>Zeile %1 (%2, %3)</translation>
    </message>
    <message>
        <source>&quot;units&quot;: line %1 is not on the roster (lines 1 to %2).</source>
        <translation>„units“: Zeile %1 steht nicht auf der Armeeliste (Zeilen 1 bis %2).</translation>
    </message>
    <message>
        <source>§2.3 &quot;%1&quot; is not a character on this year&apos;s roster.</source>
        <translation>§2.3 „%1“ ist kein Charakter auf der diesjährigen Armeeliste.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 cannot be the admiral and sail in another role.</source>
        <translation>§7.2.1 %1 kann nicht Admiral sein und zugleich in einer anderen Rolle mitsegeln.</translation>
    </message>
    <message>
        <source>An expedition needs a &quot;name&quot;.</source>
        <translation>Eine Expedition braucht einen Namen („name“).</translation>
    </message>
    <message>
        <source>&quot;port&quot; must be the XXYY number of an area of the map.</source>
        <translation>„port“ muss die XXYY-Nummer eines Gebiets der Karte sein.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 has no roster for year %2: the expedition&apos;s troops come from it.</source>
        <translation>§7.2.1 %1 hat keine Armeeliste für Jahr %2: Die Truppen der Expedition stammen daraus.</translation>
    </message>
    <message>
        <source>§1.5 %1 already has an army called &quot;%2&quot;: the expedition&apos;s marker needs a name of its own.</source>
        <translation>§1.5 %1 hat bereits eine Armee namens „%2“: Der Marker der Expedition braucht einen eigenen Namen.</translation>
    </message>
    <message>
        <source>%1 outfits the expedition %2 at %3: %4 unit(s) on %5 boat(s) (§7.2.1)</source>
        <extracomment>%1 nation, %2 expedition, %3 port, %4 units, %5 boats</extracomment>
        <translation>%1 rüstet die Expedition %2 in %3 aus: %4 Einheit(en) auf %5 Schiff(en) (§7.2.1)</translation>
    </message>
    <message>
        <source>§7.2.7 the sea people swim: no boats are traded for; each unit counts as its own ship on the chart.</source>
        <translation>§7.2.7 das Meervolk schwimmt: Es werden keine Einheiten gegen Schiffe eingetauscht; jede Einheit zählt auf der Tabelle als eigenes Schiff.</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionStep</name>
    <message>
        <source>§7.2.7 the sea people bring %1 back to %2.</source>
        <translation>§7.2.7 Das Meervolk bringt %1 zurück nach %2.</translation>
    </message>
    <message>
        <source>§7.2.7 %1&apos;s home port is no longer its own: the fleet comes ashore on the landmass it left, in an area with no army, town or city (expedition.land).</source>
        <translation>§7.2.7 Der Heimathafen von %1 ist nicht mehr in eigener Hand: Die Flotte geht auf der Landmasse an Land, die sie verlassen hat, in einem Gebiet ohne Armee, Stadt oder Großstadt (expedition.land).</translation>
    </message>
    <message>
        <source>§7.2.5 %1 has no ship left: it is lost with all aboard.</source>
        <translation>§7.2.5 %1 hat kein Schiff mehr: Sie geht mit allen an Bord verloren.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 expedition, %2 what the chart said</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I-10 %1 has reached land: bring it ashore with expedition.land; it takes orders from next turn.</source>
        <translation>I-10 %1 hat Land erreicht: mit expedition.land an Land bringen; ab dem nächsten Zug nimmt sie Befehle an.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 puts to sea from %2; it first rolls on the chart next turn (I-12).</source>
        <translation>§7.2.2 %1 sticht von %2 aus in See; ihr erster Wurf auf der Tabelle folgt im nächsten Zug (I-12).</translation>
    </message>
    <message>
        <source>§7.4 %1 has named no landmass yet (expedition.sail): it does not roll this turn.</source>
        <translation>§7.4 %1 hat noch keine Landmasse genannt (expedition.sail): kein Wurf in diesem Zug.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 keeps no envoy on this year&apos;s roster: its alliance with %2 lapses.</source>
        <extracomment>%1 the land nation, %2 the underwater nation</extracomment>
        <translation>§7.2.7 %1 hat keinen Gesandten auf der diesjährigen Armeeliste: Das Bündnis mit %2 erlischt.</translation>
    </message>
    <message>
        <source>§7.6 %1&apos;s player is absent: its fleet %2 waits where it is.</source>
        <translation>§7.6 Der Spieler von %1 ist abwesend: Die Flotte %2 wartet, wo sie ist.</translation>
    </message>
    <message>
        <source>I-10 %1 has reached land and waits to come ashore: land it with expedition.land (herald-cli expedition land FILE EXPEDITION AREA).</source>
        <translation>I-10 %1 hat Land erreicht und wartet darauf, an Land zu gehen: mit expedition.land an Land bringen (herald-cli expedition land FILE EXPEDITION AREA).</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionSupport</name>
    <message>
        <source>The argument &quot;expedition&quot; is missing.</source>
        <translation>Das Argument „expedition“ fehlt.</translation>
    </message>
    <message>
        <source>§7.2 There is no expedition &quot;%1&quot; (or several have that name: give its number).</source>
        <translation>§7.2 Es gibt keine Expedition „%1“ (oder mehrere tragen diesen Namen: ihre Nummer angeben).</translation>
    </message>
</context>
<context>
    <name>herald::db::ExperienceCommands</name>
    <message>
        <source>§2.15 I-77 %1&apos;s roster line %2 has no %3 unit lost this year.</source>
        <translation>§2.15 I-77 Zeile %2 der Armeeliste von %1 hat dieses Jahr keine verlorene %3-Einheit.</translation>
    </message>
    <message>
        <source>§2.15 I-77 %1 has lost no %2 unit this year: only a lost unit can be restored.</source>
        <translation>§2.15 I-77 %1 hat dieses Jahr keine %2-Einheit verloren: Nur eine verlorene Einheit kann wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>§2.15 The purchase is one of %1, not &quot;%2&quot;.</source>
        <translation>§2.15 Der Kauf ist einer von %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>§2.15 One purchase per battle: %1 already bought &quot;%2&quot; for its next battle.</source>
        <translation>§2.15 Ein Kauf je Schlacht: %1 hat für die nächste Schlacht bereits „%2“ gekauft.</translation>
    </message>
    <message>
        <source>§2.15 %1 has %2 XP; %3 costs %4.</source>
        <translation>§2.15 %1 hat %2 EP; %3 kostet %4.</translation>
    </message>
    <message>
        <source>§2.15 %1 has no roster for year %2.</source>
        <translation>§2.15 %1 hat keine Armeeliste für Jahr %2.</translation>
    </message>
    <message>
        <source>restored a unit to roster line %1 (%2): lost %3 → %4</source>
        <extracomment>%1 the roster line&apos;s number, %2 its unit types, %3 and %4 units lost before and after</extracomment>
        <translation>eine Einheit in Zeile %1 der Armeeliste wiederhergestellt (%2): verloren %3 → %4</translation>
    </message>
    <message>
        <source>§2.15 %1 spends %3 XP (%2): %4 → %5 XP; no other purchase before its next battle</source>
        <extracomment>%1 nation, %2 what was bought, %3 XP paid, %4 and %5 the balance before and after</extracomment>
        <translation>§2.15 %1 gibt %3 EP aus (%2): %4 → %5 EP; kein weiterer Kauf vor der nächsten Schlacht</translation>
    </message>
    <message>
        <source>%1 spends %2 XP: %3</source>
        <translation>%1 gibt %2 EP aus: %3</translation>
    </message>
</context>
<context>
    <name>herald::db::ExperiencePurchases</name>
    <message>
        <source>%1 The campaign has no readable table &apos;%2&apos;: add it in Decks &amp; Tables (decks install puts back the shipped one), then buy again.</source>
        <extracomment>%1 the §10 row, %2 the table&apos;s id</extracomment>
        <translation>%1 Die Kampagne hat keine lesbare Tabelle „%2“: sie unter Stapel &amp; Tabellen hinzufügen (decks install stellt die mitgelieferte wieder her), dann erneut kaufen.</translation>
    </message>
    <message>
        <source>§2.15 A battle honour is rolled for one army of %1: name it (army).</source>
        <translation>§2.15 Eine Schlachtehre wird für eine Armee von %1 ausgewürfelt: diese nennen (army).</translation>
    </message>
    <message>
        <source>§2.15 There is no army &quot;%1&quot; on the map.</source>
        <translation>§2.15 Es gibt keine Armee „%1“ auf der Karte.</translation>
    </message>
    <message>
        <source>§2.15 %1 is not an army of %2: a nation buys honours for its own armies.</source>
        <translation>§2.15 %1 ist keine Armee von %2: Eine Nation kauft Schlachtehren für ihre eigenen Armeen.</translation>
    </message>
    <message>
        <source>battle honour for %1</source>
        <extracomment>the purpose of the battle honour die in the history; %1 the army</extracomment>
        <translation>Schlachtehre für %1</translation>
    </message>
    <message>
        <source>battle honour for %1, kept for its next battle: %2</source>
        <extracomment>%1 army, %2 the roll and the honour</extracomment>
        <translation>Schlachtehre für %1, aufbewahrt für ihre nächste Schlacht: %2</translation>
    </message>
    <message>
        <source>random scenario for %1</source>
        <extracomment>the purpose of the random scenario die in the history; %1 the nation</extracomment>
        <translation>zufälliges Szenario für %1</translation>
    </message>
    <message>
        <source>random scenario, kept for the nation&apos;s next battle: %1</source>
        <extracomment>%1 the roll and the scenario</extracomment>
        <translation>zufälliges Szenario, aufbewahrt für die nächste Schlacht der Nation: %1</translation>
    </message>
    <message>
        <source>§2.15 The campaign has no magic item deck to draw from: the players write the items and shuffle them into it first (§2.18).</source>
        <translation>§2.15 Die Kampagne hat keinen Stapel magischer Gegenstände, aus dem gezogen werden kann: Die Spieler verfassen zuerst die Gegenstände und mischen sie hinein (§2.18).</translation>
    </message>
    <message>
        <source>§2.15 No magic item can be drawn: %1</source>
        <extracomment>%1 why the deck could not give a card</extracomment>
        <translation>§2.15 Es kann kein magischer Gegenstand gezogen werden: %1</translation>
    </message>
    <message>
        <source>The magic item deck could not be kept.</source>
        <translation>Der Stapel der magischen Gegenstände konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>the magic item %1, drawn from the magic item deck</source>
        <extracomment>%1 the magic item&apos;s name</extracomment>
        <translation>der magische Gegenstand %1, aus dem Stapel der magischen Gegenstände gezogen</translation>
    </message>
    <message>
        <source>§2.15 %1 draws the top card of the magic item deck: %2 (%3 left); it waits on the roster until one of its characters takes it.</source>
        <extracomment>%1 nation, %2 the magic item&apos;s name, %3 cards left in the deck</extracomment>
        <translation>§2.15 %1 zieht die oberste Karte vom Stapel der magischen Gegenstände: %2 (%3 übrig); der Gegenstand wartet auf der Armeeliste, bis ihn einer ihrer Charaktere nimmt.</translation>
    </message>
    <message>
        <source>%1 — used in this battle</source>
        <extracomment>%1 what was bought, as the brief showed it</extracomment>
        <translation>%1 — in dieser Schlacht eingesetzt</translation>
    </message>
</context>
<context>
    <name>herald::db::FileInspection</name>
    <message>
        <source>There is no file at %1.</source>
        <translation>Unter %1 gibt es keine Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 ist ein Ordner, keine Kampagnendatei.</translation>
    </message>
    <message>
        <source>%1 is not a campaign file: it is a named pipe, a device or a socket, and Herald opens only ordinary files.</source>
        <translation>%1 ist keine Kampagnendatei: Es handelt sich um eine Named Pipe, ein Gerät oder einen Socket, und Herald öffnet nur gewöhnliche Dateien.</translation>
    </message>
    <message>
        <source>%1 is not a Herald campaign: it is not a database file at all.</source>
        <translation>%1 ist keine Herald-Kampagne: Es ist überhaupt keine Datenbankdatei.</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>die Datei ist schreibgeschützt</translation>
    </message>
    <message>
        <source>its folder %1 cannot be written to</source>
        <translation>in ihren Ordner %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>%1 is damaged: its header gives an impossible page size (%2).</source>
        <translation>%1 ist beschädigt: Ihr Header gibt eine unmögliche Seitengröße an (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: the file is shorter than its own header says (%2 of %3 bytes). It was probably cut off while being copied; use a backup copy.</source>
        <translation>%1 ist beschädigt: Die Datei ist kürzer, als ihr eigener Header angibt (%2 von %3 Bytes). Sie wurde vermutlich beim Kopieren abgeschnitten; eine Sicherungskopie verwenden.</translation>
    </message>
</context>
<context>
    <name>herald::db::GeneralReplacements</name>
    <message>
        <source>§6.6 A fallen general&apos;s successor is chosen after the battle, at M-3 or M-4; the campaign stands elsewhere.</source>
        <translation>§6.6 Der Nachfolger eines gefallenen Generals wird nach der Schlacht bestimmt, bei M-3 oder M-4; die Kampagne steht woanders.</translation>
    </message>
    <message>
        <source>§6.6 &quot;%1&quot; is no general of battle %2 waiting for a successor (killed, or captured with captureCountsAsDeath, and not yet replaced).</source>
        <translation>§6.6 „%1“ ist kein General der Schlacht %2, der auf einen Nachfolger wartet (getötet oder mit captureCountsAsDeath gefangen genommen und noch nicht ersetzt).</translation>
    </message>
    <message>
        <source>§6.6 &quot;%1&quot; is no active hero of %2 who could succeed %3. %4.</source>
        <translation>§6.6 „%1“ ist kein aktiver Held von %2, der %3 nachfolgen könnte. %4.</translation>
    </message>
    <message>
        <source>§6.6 %1 cannot be succeeded by %2 while an earlier choice exists: %3.</source>
        <extracomment>%1 the fallen general, %2 the choice&apos;s level, %3 what the rule requires</extracomment>
        <translation>§6.6 %1 kann nicht durch %2 ersetzt werden, solange eine vorrangige Wahl besteht: %3.</translation>
    </message>
    <message>
        <source>Royal nephew of %1</source>
        <translation>Königlicher Neffe von %1</translation>
    </message>
    <message>
        <source>§6.6 %1 has no roster for year %2.</source>
        <translation>§6.6 %1 hat keine Armeeliste für Jahr %2.</translation>
    </message>
    <message>
        <source>%1 succeeds %2 as a general of %3: %4 (§6.6)</source>
        <extracomment>%1 successor, %2 fallen general, %3 nation, %4 the level in words</extracomment>
        <translation>%1 folgt %2 als General von %3 nach: %4 (§6.6)</translation>
    </message>
    <message>
        <source>; he takes over the army</source>
        <translation>; er übernimmt die Armee</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 in battle %4; %5; choose with battle.general)</source>
        <extracomment>%1 general, %2 nation, %3 killed/captured key, %4 battle number, %5 what is offered</extracomment>
        <translation>%1 (%2; %3 in Schlacht %4; %5; mit battle.general wählen)</translation>
    </message>
</context>
<context>
    <name>herald::db::HexgameCommands</name>
    <message>
        <source>There is no hex game &quot;%1&quot;.</source>
        <translation>Es gibt keine Hexfeld-Partie „%1“.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n typed die face(s) were not needed by this action.</source>
        <translation>
            <numerusform>%n eingegebener Würfelwert wurde für diese Aktion nicht gebraucht.</numerusform>
            <numerusform>%n eingegebene Würfelwerte wurden für diese Aktion nicht gebraucht.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no hex game scenario &quot;%1&quot;; Herald has %2.</source>
        <translation>Es gibt kein Hexfeld-Szenario „%1“; Herald kennt %2.</translation>
    </message>
    <message>
        <source>A hex game needs a name.</source>
        <translation>Eine Hexfeld-Partie braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already a hex game &quot;%1&quot; in this file.</source>
        <translation>In dieser Datei gibt es bereits eine Hexfeld-Partie „%1“.</translation>
    </message>
    <message>
        <source>Hex game settings: %1.</source>
        <translation>Einstellungen der Hexfeld-Partie: %1.</translation>
    </message>
    <message>
        <source>New hex game &quot;%1&quot; (%2)</source>
        <translation>Neue Hexfeld-Partie „%1“ (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n set-up unit(s) with a single set-up hex placed (12.1).</source>
        <translation>
            <numerusform>%n Aufstellungseinheit mit nur einem Aufstellungs-Hexfeld platziert (12.1).</numerusform>
            <numerusform>%n Aufstellungseinheiten mit nur einem Aufstellungs-Hexfeld platziert (12.1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: action %2 of the mail file (%3): %4</source>
        <translation>%1: Aktion %2 der Mail-Datei (%3): %4</translation>
    </message>
    <message>
        <source>it was made in another position than this game&apos;s; the file was changed by hand.</source>
        <translation>sie wurde in einer anderen Stellung als der dieser Partie ausgeführt; die Datei wurde von Hand geändert.</translation>
    </message>
    <message>
        <source>the file does not give the dice this action rolls; nothing is rerolled.</source>
        <translation>die Datei enthält nicht die Würfel, die diese Aktion wirft; es wird nicht neu gewürfelt.</translation>
    </message>
    <message>
        <source>%1: the mail file&apos;s actions do not lead to the position its sender reached; the file was changed by hand.</source>
        <translation>%1: Die Aktionen der Mail-Datei führen nicht zu der Stellung, die ihr Absender erreicht hat; die Datei wurde von Hand geändert.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n action(s) read in by mail</source>
        <translation>
            <numerusform>%1: %n Aktion per Post eingelesen</numerusform>
            <numerusform>%1: %n Aktionen per Post eingelesen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 would have no hex to set up or enter on (draw its hex set, rule 15.4)</source>
        <extracomment>%1 a unit&apos;s id, %2 its name.</extracomment>
        <translation>%1 %2 hätte kein Hexfeld, auf dem sie aufgestellt werden oder eintreten kann (ihre Hexfeldgruppe einzeichnen, Regel 15.4)</translation>
    </message>
    <message>
        <source>There is no hex map &quot;%1&quot;.</source>
        <translation>Es gibt keine Hexfeldkarte „%1“.</translation>
    </message>
    <message>
        <source>The hex map &quot;%1&quot; cannot carry this scenario: %2</source>
        <translation>Die Hexfeldkarte „%1“ eignet sich nicht für dieses Szenario: %2</translation>
    </message>
    <message>
        <source>The scenario file cannot be read: %1</source>
        <translation>Die Szenariodatei kann nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is played on the map %2, which Herald does not ship: read that map into the file (hexmap import) and choose it.</source>
        <translation>Das Szenario „%1“ wird auf der Karte %2 gespielt, die Herald nicht mitliefert: Lesen Sie diese Karte in die Datei ein (hexmap import) und wählen Sie sie.</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; cannot be played on its map: %2</source>
        <translation>Das Szenario „%1“ kann auf seiner Karte nicht gespielt werden: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::HexgameUnderlayCommand</name>
    <message>
        <source>There is no hex game &quot;%1&quot;.</source>
        <translation>Es gibt keine Hexfeld-Partie „%1“.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::HexmapCommands</name>
    <message>
        <source>There is no hex map &quot;%1&quot;.</source>
        <translation>Es gibt keine Hexfeldkarte „%1“.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex number XXYY.</source>
        <translation>„%1“ ist keine Hexfeldnummer der Form XXYY.</translation>
    </message>
    <message>
        <source>Name at least one hex (&quot;hexes&quot;: [&quot;0304&quot;, ...]).</source>
        <translation>Mindestens ein Hexfeld angeben („hexes“: [&quot;0304&quot;, ...]).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hexside between two neighbouring hexes (&quot;0304/0305&quot;).</source>
        <translation>„%1“ ist keine Hexfeldseite zwischen zwei benachbarten Hexfeldern („0304/0305“).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>A hex map needs a name.</source>
        <translation>Eine Hexfeldkarte braucht einen Namen.</translation>
    </message>
    <message>
        <source>There is already a hex map &quot;%1&quot; in this file.</source>
        <translation>In dieser Datei gibt es bereits eine Hexfeldkarte „%1“.</translation>
    </message>
    <message>
        <source>There is no hex game scenario &quot;%1&quot;; Herald has %2.</source>
        <translation>Es gibt kein Hexfeld-Szenario „%1“; Herald kennt %2.</translation>
    </message>
    <message>
        <source>A hex map has 1 to 99 columns and rows, not %1 by %2.</source>
        <translation>Eine Hexfeldkarte hat 1 bis 99 Spalten und Zeilen, nicht %1 × %2.</translation>
    </message>
    <message>
        <source>New hex map &quot;%1&quot;, %2 columns by %3 rows</source>
        <translation>Neue Hexfeldkarte „%1“, %2 Spalten × %3 Zeilen</translation>
    </message>
    <message>
        <source>The hex map &quot;%1&quot; cannot be read: %2</source>
        <translation>Die Hexfeldkarte „%1“ kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Hex map &quot;%1&quot; read in, %2 columns by %3 rows</source>
        <translation>Hexfeldkarte „%1“ eingelesen, %2 Spalten × %3 Zeilen</translation>
    </message>
    <message>
        <source>Hex map &quot;%1&quot; deleted</source>
        <translation>Hexfeldkarte „%1“ gelöscht</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a terrain of the hex map format (clear, light_forest, heavy_forest, hills, moor, mountain, swamp, water).</source>
        <translation>„%1“ ist kein Gelände des Hexfeldkarten-Formats (clear, light_forest, heavy_forest, hills, moor, mountain, swamp, water).</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) painted %1</source>
        <translation>
            <numerusform>%n Hexfeld als %1 gemalt</numerusform>
            <numerusform>%n Hexfelder als %1 gemalt</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a place of the hex map format (none, city, town, village, fort, ruins, keep).</source>
        <translation>„%1“ ist kein Ort des Hexfeldkarten-Formats (none, city, town, village, fort, ruins, keep).</translation>
    </message>
    <message>
        <source>hex %1 has no place</source>
        <translation>Hexfeld %1 hat keinen Ort</translation>
    </message>
    <message>
        <source>%1 %2 in hex %3</source>
        <extracomment>%1 the place&apos;s kind (town, keep), %2 its name, %3 the hex.</extracomment>
        <translation>%1 %2 in Hexfeld %3</translation>
    </message>
    <message>
        <source>&quot;line&quot; is road or river, not &quot;%1&quot;.</source>
        <translation>„line“ ist road oder river, nicht „%1“.</translation>
    </message>
    <message>
        <source>Name at least one hexside (&quot;sides&quot;: [&quot;0304/0305&quot;, ...]).</source>
        <translation>Mindestens eine Hexfeldseite angeben („sides“: [&quot;0304/0305&quot;, ...]).</translation>
    </message>
    <message numerus="yes">
        <source>road %1 along %n hexside(s)</source>
        <translation>
            <numerusform>Straße %1 entlang %n Hexfeldseite</numerusform>
            <numerusform>Straße %1 entlang %n Hexfeldseiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>river %1 along %n hexside(s)</source>
        <translation>
            <numerusform>Fluss %1 entlang %n Hexfeldseite</numerusform>
            <numerusform>Fluss %1 entlang %n Hexfeldseiten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>roads taken off %n hexside(s)</source>
        <translation>
            <numerusform>Straßen von %n Hexfeldseite entfernt</numerusform>
            <numerusform>Straßen von %n Hexfeldseiten entfernt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rivers taken off %n hexside(s)</source>
        <translation>
            <numerusform>Flüsse von %n Hexfeldseite entfernt</numerusform>
            <numerusform>Flüsse von %n Hexfeldseiten entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>bridge on hexside %1</source>
        <translation>Brücke auf Hexfeldseite %1</translation>
    </message>
    <message>
        <source>bridge taken off hexside %1</source>
        <translation>Brücke von Hexfeldseite %1 entfernt</translation>
    </message>
    <message numerus="yes">
        <source>%n edge hex(es) back in play</source>
        <translation>
            <numerusform>%n Randhexfeld wieder im Spiel</numerusform>
            <numerusform>%n Randhexfelder wieder im Spiel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edge hex(es) out of play</source>
        <translation>
            <numerusform>%n Randhexfeld aus dem Spiel genommen</numerusform>
            <numerusform>%n Randhexfelder aus dem Spiel genommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) added to hex set %1</source>
        <translation>
            <numerusform>%n Hexfeld zur Hexfeldgruppe %1 hinzugefügt</numerusform>
            <numerusform>%n Hexfelder zur Hexfeldgruppe %1 hinzugefügt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) taken out of hex set %1</source>
        <translation>
            <numerusform>%n Hexfeld aus der Hexfeldgruppe %1 entfernt</numerusform>
            <numerusform>%n Hexfelder aus der Hexfeldgruppe %1 entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>orientation: &quot;%1&quot; is not flat_top_columns or pointy_top_rows.</source>
        <translation>orientation: „%1“ ist weder flat_top_columns noch pointy_top_rows.</translation>
    </message>
    <message>
        <source>shiftedParity: &quot;%1&quot; is not even or odd.</source>
        <translation>shiftedParity: „%1“ ist weder even noch odd.</translation>
    </message>
    <message>
        <source>flat-topped columns, even columns half a hex lower</source>
        <translation>Spalten mit flacher Oberkante, gerade Spalten ein halbes Feld tiefer</translation>
    </message>
    <message>
        <source>flat-topped columns, odd columns half a hex lower</source>
        <translation>Spalten mit flacher Oberkante, ungerade Spalten ein halbes Feld tiefer</translation>
    </message>
    <message>
        <source>pointy-topped rows, even rows half a hex to the right</source>
        <translation>Zeilen mit Spitze oben, gerade Zeilen ein halbes Feld nach rechts</translation>
    </message>
    <message>
        <source>pointy-topped rows, odd rows half a hex to the right</source>
        <translation>Zeilen mit Spitze oben, ungerade Zeilen ein halbes Feld nach rechts</translation>
    </message>
    <message>
        <source>%1 is already laid out in %2.</source>
        <translation>%1 ist bereits so angelegt: %2.</translation>
    </message>
    <message>
        <source>%1: hexes laid out in %2</source>
        <extracomment>%1 a map&apos;s name, %2 how its hexes are laid out.</extracomment>
        <translation>%1: Felder angelegt als %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n hexside(s) taken off</source>
        <translation>
            <numerusform>, %n Kante entfernt</numerusform>
            <numerusform>, %n Kanten entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>Every hex keeps its printed number, terrain, place and hex sets (rule 2.2).</source>
        <translation>Jedes Feld behält seine gedruckte Nummer, sein Gelände, seinen Ort und seine Feldgruppen (Regel 2.2).</translation>
    </message>
    <message numerus="yes">
        <source>%n road, river or bridge hexside(s) no longer lie between neighbours and were taken off; trace them again: %1</source>
        <translation>
            <numerusform>%n Straßen-, Fluss- oder Brückenkante liegt nicht mehr zwischen Nachbarn und wurde entfernt; zeichnen Sie sie neu nach: %1</numerusform>
            <numerusform>%n Straßen-, Fluss- oder Brückenkanten liegen nicht mehr zwischen Nachbarn und wurden entfernt; zeichnen Sie sie neu nach: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::db::IndependentArmyCommands</name>
    <message>
        <source>§7.7.1 &quot;%1&quot; is not a lesser race of this campaign (see lesser).</source>
        <translation>§7.7.1 „%1“ ist kein kleineres Volk dieser Kampagne (siehe lesser).</translation>
    </message>
    <message>
        <source>§7.7.6 Independent armies appear once the campaign has begun.</source>
        <translation>§7.7.6 Unabhängige Armeen erscheinen erst, wenn die Kampagne begonnen hat.</translation>
    </message>
    <message>
        <source>§7.7.4 %1 are in box %2: only a race that wins in box 3 becomes independent.</source>
        <translation>§7.7.4 %1 sind in Feld %2: Nur ein Volk, das in Feld 3 gewinnt, wird unabhängig.</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 army is already on the map.</source>
        <translation>§7.7.6 Die Armee der %1 ist bereits auf der Karte.</translation>
    </message>
    <message>
        <source>The argument &quot;area&quot; must be an area number (XXYY).</source>
        <translation>Das Argument „area“ muss eine Gebietsnummer (XXYY) sein.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a nation of this campaign.</source>
        <translation>„%1“ ist keine Nation dieser Kampagne.</translation>
    </message>
    <message>
        <source>§7.7.6 No pick-up result shows who led %1 to independence: name the placing nation (&quot;by&quot;).</source>
        <translation>§7.7.6 Kein Ergebnis einer Gelegenheitsschlacht zeigt, wer %1 in die Unabhängigkeit geführt hat: die aufstellende Nation nennen („by“).</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>der Spielleiter</translation>
    </message>
    <message>
        <source>The independent %1 army stands in %2</source>
        <translation>Die unabhängige Armee der %1 steht in %2</translation>
    </message>
    <message>
        <source>§7.7.6 %1 places the independent %2 army in %3, %4 area(s) or more from any town or city</source>
        <translation>§7.7.6 %1 stellt die unabhängige Armee der %2 in %3 auf, %4 oder mehr Gebiet(e) von jeder Stadt oder Großstadt entfernt</translation>
    </message>
    <message>
        <source>I-75 %1 writes its orders and commands it in battle (setting independentController); against that nation&apos;s own army the referee names another free player</source>
        <translation>I-75 %1 schreibt ihre Befehle und führt sie in der Schlacht (Einstellung independentController); gegen eine eigene Armee dieser Nation bestimmt der Spielleiter einen anderen freien Spieler</translation>
    </message>
    <message>
        <source>§7.7.6 An independent army moves with the others, from M-1 to M-2C; the campaign stands at %1.</source>
        <translation>§7.7.6 Eine unabhängige Armee zieht mit den anderen, von M-1 bis M-2C; die Kampagne steht bei %1.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 have no independent army on the map.</source>
        <translation>§7.7.6 %1 haben keine unabhängige Armee auf der Karte.</translation>
    </message>
    <message>
        <source>The %1 army moves from %2 to %3</source>
        <translation>Die Armee der %1 zieht von %2 nach %3</translation>
    </message>
    <message>
        <source>§7.7.6, I-75 The %1 army moves one area on its controller&apos;s order, from %2 to %3</source>
        <translation>§7.7.6, I-75 Die Armee der %1 zieht auf Befehl ihres Befehlshabers ein Gebiet weit, von %2 nach %3</translation>
    </message>
    <message>
        <source>§7.7.6 It meets %1: at M-3 each of their players chooses a battle or forcing it back</source>
        <translation>§7.7.6 Sie trifft auf %1: Bei M-3 wählt jeder ihrer Spieler zwischen einer Schlacht und dem Zurückdrängen</translation>
    </message>
    <message>
        <source>%1 brings the %2 army to battle: battle %3</source>
        <translation>%1 stellt die Armee der %2 zur Schlacht: Schlacht %3</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1: the %2 army walked into %3 and attacks</source>
        <translation>§7.7.6 Schlacht %1: Die Armee der %2 ist auf %3 gestoßen und greift an</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1: %2 attacks the %3 army</source>
        <translation>§7.7.6 Schlacht %1: %2 greift die Armee der %3 an</translation>
    </message>
    <message>
        <source>§7.7.6 Every campaign rule applies to %1&apos;s side; the race is rated afresh to a legal army of the battle&apos;s points and its losses do not count. If %1 wins, the race&apos;s army leaves the map and the race goes back to box 0; if the race wins, %1 retreats as after any lost battle</source>
        <translation>§7.7.6 Für die Seite von %1 gelten alle Kampagnenregeln; das Volk wird neu zu einer zulässigen Armee mit den Punkten der Schlacht zusammengestellt, und seine Verluste zählen nicht. Gewinnt %1, verlässt die Armee des Volkes die Karte, und das Volk kehrt in Feld 0 zurück; gewinnt das Volk, zieht sich %1 wie nach jeder verlorenen Schlacht zurück</translation>
    </message>
    <message>
        <source>The argument &quot;answer&quot; is &quot;battle&quot; or &quot;retreat&quot;, not &quot;%1&quot;.</source>
        <translation>Das Argument „answer“ ist „battle“ oder „retreat“, nicht „%1“.</translation>
    </message>
    <message>
        <source>§1.5 &quot;%1&quot; is not an army on the map.</source>
        <translation>§1.5 „%1“ ist keine Armee auf der Karte.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 does not stand with the %2 army, or its player has answered already this turn.</source>
        <translation>§7.7.6 %1 steht nicht bei der Armee der %2, oder ihr Spieler hat in dieser Runde bereits geantwortet.</translation>
    </message>
    <message>
        <source>%1 drives the %2 army into the sea: it is destroyed and the race is back in box 0</source>
        <translation>%1 treibt die Armee der %2 ins Meer: Sie ist vernichtet, und das Volk ist zurück in Feld 0</translation>
    </message>
    <message>
        <source>%1 forces the %2 army back to %3</source>
        <translation>%1 drängt die Armee der %2 nach %3 zurück</translation>
    </message>
    <message>
        <source>the %1 army</source>
        <translation>die Armee der %1</translation>
    </message>
    <message>
        <source>§7.7.6 In %1 it runs into %2: that is a campaign battle</source>
        <translation>§7.7.6 In %1 stößt sie auf %2: Das ist eine Kampagnenschlacht</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1: the %2 army attacks %3</source>
        <translation>§7.7.6 Schlacht %1: Die Armee der %2 greift %3 an</translation>
    </message>
    <message>
        <source>§7.7.6 Two lesser races meet: fight it at the table and set the loser&apos;s box by hand (lesser adjust)</source>
        <translation>§7.7.6 Zwei kleinere Völker treffen aufeinander: die Schlacht am Spieltisch austragen und das Feld des Verlierers von Hand setzen (lesser adjust)</translation>
    </message>
</context>
<context>
    <name>herald::db::IntegrityCheck</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is damaged, so Herald has not opened it and has changed nothing. SQLite&apos;s check found: %2. Open a backup copy instead; SQLite&apos;s &quot;.recover&quot; command can often save most of a damaged file.</source>
        <translation>%1 ist beschädigt, daher hat Herald die Datei nicht geöffnet und nichts verändert. Die SQLite-Prüfung ergab: %2. Öffnen Sie stattdessen eine Sicherungskopie; mit dem SQLite-Befehl „.recover“ lässt sich oft der Großteil einer beschädigten Datei retten.</translation>
    </message>
</context>
<context>
    <name>herald::db::LesserRaceCommands</name>
    <message>
        <source>The argument &quot;race&quot; must name an army list (its id or its race).</source>
        <translation>Das Argument „race“ muss ein Armeebuch nennen (seine ID oder sein Volk).</translation>
    </message>
    <message>
        <source>§7.7.1 A lesser race is a race of the army lists; this campaign has no list &quot;%1&quot; (see armylist list).</source>
        <translation>§7.7.1 Ein kleineres Volk ist ein Volk aus den Armeebüchern; diese Kampagne hat kein Armeebuch „%1“ (siehe armylist list).</translation>
    </message>
    <message>
        <source>§7.7.1 %1 are already a lesser race of this campaign.</source>
        <translation>§7.7.1 %1 sind bereits ein kleineres Volk dieser Kampagne.</translation>
    </message>
    <message>
        <source>§7.7.1, §2.18 %1 join the track in box 0: %2 lesser race(s) in play, %3 for %4 player countries (more are allowed)</source>
        <extracomment>%1 race, %2 races now in play, %3 the number the rule gives, %4 player countries</extracomment>
        <translation>§7.7.1, §2.18 %1 kommen in Feld 0 auf die Leiste: %2 kleinere(s) Volk/Völker im Spiel, %3 bei %4 Spielerländern (mehr sind erlaubt)</translation>
    </message>
    <message>
        <source>%1 join the lesser races in box 0</source>
        <translation>%1 kommen in Feld 0 zu den kleineren Völkern</translation>
    </message>
    <message>
        <source>§7.7.1 There is no lesser race &quot;%1&quot;.</source>
        <translation>§7.7.1 Es gibt kein kleineres Volk „%1“.</translation>
    </message>
    <message>
        <source>§7.7.1 A track box is %1, not &quot;%2&quot;.</source>
        <translation>§7.7.1 Ein Feld der Leiste ist %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>The argument &quot;markers&quot; must be a whole number of 0 or more.</source>
        <translation>Das Argument „markers“ muss eine ganze Zahl ab 0 sein.</translation>
    </message>
    <message>
        <source>%1&apos;s markers %2 → %3</source>
        <translation>Marker von %1 %2 → %3</translation>
    </message>
    <message>
        <source>Give &quot;box&quot;, or &quot;nation&quot; with &quot;markers&quot;, to adjust a lesser race.</source>
        <translation>Zum Anpassen eines kleineren Volkes „box“ oder „nation“ mit „markers“ angeben.</translation>
    </message>
    <message>
        <source>%1 adjusted by the referee: %2</source>
        <extracomment>%1 a lesser race, %2 the changes</extracomment>
        <translation>%1 vom Spielleiter angepasst: %2</translation>
    </message>
    <message>
        <source>§7.7.3 This month&apos;s picking order is drawn already; undo it to draw again.</source>
        <translation>§7.7.3 Die Wahlreihenfolge dieses Monats ist bereits ausgelost; das rückgängig machen, um neu auszulosen.</translation>
    </message>
    <message>
        <source>§5.12 I-80 No campaign battle is fought this month, so there is no pick-up round (the setting pickupRoundEveryTurn allows one every month).</source>
        <translation>§5.12 I-80 In diesem Monat wird keine Kampagnenschlacht geschlagen, daher gibt es keine Gelegenheitsrunde (die Einstellung pickupRoundEveryTurn erlaubt eine in jedem Monat).</translation>
    </message>
    <message>
        <source>§7.7.2 A pick-up round needs two free nations; this month has %1.</source>
        <translation>§7.7.2 Eine Gelegenheitsrunde braucht zwei freie Nationen; dieser Monat hat %1.</translation>
    </message>
    <message>
        <source>§7.7.3 Picking order, drawn with the dice: %1 (I-80: pickupRoundEveryTurn is on)</source>
        <translation>§7.7.3 Wahlreihenfolge, ausgewürfelt: %1 (I-80: pickupRoundEveryTurn ist an)</translation>
    </message>
    <message>
        <source>§7.7.3 Picking order, drawn with the dice: %1; %2 fight the campaign battle and do not pick</source>
        <translation>§7.7.3 Wahlreihenfolge, ausgewürfelt: %1; %2 schlagen die Kampagnenschlacht und wählen nicht</translation>
    </message>
    <message>
        <source>Pick-up round order drawn: %1</source>
        <translation>Reihenfolge der Gelegenheitsrunde ausgelost: %1</translation>
    </message>
    <message>
        <source>§7.7.3 Draw this month&apos;s picking order first (pickup order).</source>
        <translation>§7.7.3 Zuerst die Wahlreihenfolge dieses Monats auslosen (pickup order).</translation>
    </message>
    <message>
        <source>§7.7.3 The option is %1, not &quot;%2&quot;.</source>
        <translation>§7.7.3 Die Option ist %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>§7.7.5 There is no nation &quot;%1&quot; to consent.</source>
        <translation>§7.7.5 Es gibt keine Nation „%1“, die zustimmen könnte.</translation>
    </message>
    <message>
        <source>A (%1)</source>
        <translation>A (%1)</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 wählt %2</translation>
    </message>
    <message>
        <source>%1: pick-up battle %2, %3</source>
        <extracomment>%1 the pick, %2 the game number, %3 the game</extracomment>
        <translation>%1: Gelegenheitsschlacht %2, %3</translation>
    </message>
    <message>
        <source>§7.7.3 There is no pick-up round this month (pickup order draws one).</source>
        <translation>§7.7.3 In diesem Monat gibt es keine Gelegenheitsrunde (pickup order lost eine aus).</translation>
    </message>
    <message>
        <source>§7.7.3 There is no pick-up battle %1 this month; the picks have made %2.</source>
        <translation>§7.7.3 In diesem Monat gibt es keine Gelegenheitsschlacht %1; die Wahlen haben %2 ergeben.</translation>
    </message>
    <message>
        <source>§7.7.4 Pick-up battle %1 has its result; undo it to enter it again.</source>
        <translation>§7.7.4 Gelegenheitsschlacht %1 hat bereits ihr Ergebnis; es rückgängig machen, um es erneut einzutragen.</translation>
    </message>
    <message>
        <source>§7.7.4 The winner of pick-up battle %1 (%2) is one of its nations or races, or &quot;draw&quot;; not &quot;%3&quot;.</source>
        <translation>§7.7.4 Der Sieger der Gelegenheitsschlacht %1 (%2) ist eine ihrer Nationen oder Völker oder „draw“; nicht „%3“.</translation>
    </message>
    <message>
        <source>§2.15 %1 did not fight pick-up battle %2 (%3).</source>
        <translation>§2.15 %1 hat nicht in Gelegenheitsschlacht %2 gekämpft (%3).</translation>
    </message>
    <message>
        <source>The VP of %1 must be a whole number.</source>
        <translation>Die SP von %1 müssen eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>pick-up battle %1 of %2: %3</source>
        <translation>Gelegenheitsschlacht %1 von %2: %3</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Sieg für %1</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>unentschieden</translation>
    </message>
    <message>
        <source>Pick-up battle %1 (%2): %3</source>
        <translation>Gelegenheitsschlacht %1 (%2): %3</translation>
    </message>
</context>
<context>
    <name>herald::db::MapCommands</name>
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
</context>
<context>
    <name>herald::db::Migrations</name>
    <message>
        <source>Schema script %1 is missing.</source>
        <translation>Das Schemaskript %1 fehlt.</translation>
    </message>
    <message>
        <source>a row of &quot;%1&quot; refers to a missing row of &quot;%2&quot;</source>
        <translation>eine Zeile von „%1“ verweist auf eine fehlende Zeile von „%2“</translation>
    </message>
    <message>
        <source>Upgrading the campaign to schema version %1 failed, and the file was left at version %2: %3</source>
        <translation>Das Aktualisieren der Kampagne auf Schemaversion %1 ist fehlgeschlagen; die Datei bleibt auf Version %2: %3</translation>
    </message>
</context>
<context>
    <name>herald::db::MonthBlockers</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: turns %2</source>
        <extracomment>an army missing queued orders; %1 the army, %2 the turn numbers</extracomment>
        <translation>%1: Runden %2</translation>
    </message>
    <message>
        <source>%1 (%2 into %3)</source>
        <extracomment>%1 army, %2 barrier, %3 area entered</extracomment>
        <translation>%1 (%2 nach %3)</translation>
    </message>
    <message>
        <source>%1 (%2), units still to strike: %3 (terrain strike)</source>
        <extracomment>%1 army, %2 nation, %3 the number of units still to strike</extracomment>
        <translation>%1 (%2), noch zu streichende Einheiten: %3 (terrain strike)</translation>
    </message>
    <message>
        <source>%1 with the %2 army in %3</source>
        <extracomment>%1 army, %2 race, %3 area</extracomment>
        <translation>%1 mit der Armee der %2 in %3</translation>
    </message>
</context>
<context>
    <name>herald::db::MonthStore</name>
    <message>
        <source>§3.2 This belongs to %1; the campaign stands at %2.</source>
        <extracomment>%1 the step (&quot;M-1 Write orders&quot;), %2 the campaign&apos;s date</extracomment>
        <translation>§3.2 Das gehört zu %1; die Kampagne steht bei %2.</translation>
    </message>
    <message>
        <source>move into %1, to the %2, by the pass or ford</source>
        <extracomment>%1 the area moved into (&quot;0408 Scar&quot;), %2 the intended location there</extracomment>
        <translation>nach %1 ziehen, Standort: %2, über Pass oder Furt</translation>
    </message>
    <message>
        <source>move into %1, to the %2</source>
        <translation>nach %1 ziehen, Standort: %2</translation>
    </message>
    <message>
        <source>go to sea for %1</source>
        <translation>nach %1 in See stechen</translation>
    </message>
</context>
<context>
    <name>herald::db::MonthSupply</name>
    <message>
        <source>§4.5 That is as worked out at M-0; traced again from %1 now: %2</source>
        <extracomment>%1 the area the army stands in now, %2 the trace from there</extracomment>
        <translation>§4.5 So wurde es bei M-0 ermittelt; jetzt erneut von %1 aus verfolgt: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::MoveAnswerCommands</name>
    <message>
        <source>§4.3 Answers for the move are given between the reveal of orders (M-2A) and the move (M-2C); the campaign stands at %1.</source>
        <translation>§4.3 Antworten zum Zug werden zwischen dem Aufdecken der Befehle (M-2A) und dem Zug (M-2C) gegeben; die Kampagne steht bei %1.</translation>
    </message>
    <message>
        <source>§4.3 Only an army that moves this turn can be sent back to where it started; %1 does not move.</source>
        <translation>§4.3 Nur eine Armee, die in dieser Runde zieht, kann an ihren Ausgangsort zurückgeschickt werden; %1 zieht nicht.</translation>
    </message>
    <message>
        <source>I-43 Only an army at a population centre ordered to interdict or sally forth stops a leaving enemy; %1 stops none, so it has none to let go.</source>
        <translation>I-43 Nur eine Armee an einer Siedlung mit dem Befehl Abriegeln oder Ausfall hält einen abziehenden Feind auf; %1 hält keinen auf und kann daher auch keinen ziehen lassen.</translation>
    </message>
    <message>
        <source>The argument &quot;answer&quot; must be sendBack or letGo.</source>
        <translation>Das Argument „answer“ muss sendBack oder letGo sein.</translation>
    </message>
    <message>
        <source>§1.5 There is no army &quot;%1&quot; on the map (give its number or its name).</source>
        <translation>§1.5 Es gibt keine Armee „%1“ auf der Karte (ihre Nummer oder ihren Namen angeben).</translation>
    </message>
    <message>
        <source>%1 already has that answer this turn.</source>
        <translation>%1 hat diese Antwort in dieser Runde bereits.</translation>
    </message>
    <message>
        <source>%1 has no such answer to take back this turn.</source>
        <translation>%1 hat in dieser Runde keine solche Antwort, die zurückgenommen werden könnte.</translation>
    </message>
    <message>
        <source>%1 is the army its player sends back if two of his armies end the move in one area (§4.3)</source>
        <translation>%1 ist die Armee, die ihr Spieler zurückschickt, wenn zwei seiner Armeen den Zug in einem Gebiet beenden (§4.3)</translation>
    </message>
    <message>
        <source>%1 is no longer named to go back (§4.3)</source>
        <translation>%1 ist nicht mehr zur Umkehr bestimmt (§4.3)</translation>
    </message>
    <message>
        <source>%1 lets a leaving enemy go this turn instead of forcing a battle (I-43)</source>
        <translation>%1 lässt in dieser Runde einen abziehenden Feind ziehen, statt eine Schlacht zu erzwingen (I-43)</translation>
    </message>
    <message>
        <source>%1 forces a battle on a leaving enemy again (I-43)</source>
        <translation>%1 erzwingt wieder eine Schlacht mit einem abziehenden Feind (I-43)</translation>
    </message>
</context>
<context>
    <name>herald::db::MovementCommands</name>
    <message>
        <source>§1.5 There is no army &quot;%1&quot; on the map (give its number or its name).</source>
        <translation>§1.5 Es gibt keine Armee „%1“ auf der Karte (ihre Nummer oder ihren Namen angeben).</translation>
    </message>
    <message>
        <source>§4.4 %1&apos;s order this turn crosses no barrier without a pass or ford in use: it makes no terrain delay check.</source>
        <translation>§4.4 Der Befehl von %1 in dieser Runde überquert kein Hindernis ohne genutzten Pass oder Furt: Keine Geländeverzögerungsprobe nötig.</translation>
    </message>
    <message>
        <source>§4.4 The player&apos;s number is one of 1 to 6, not &quot;%1&quot;.</source>
        <translation>§4.4 Die Zahl des Spielers liegt zwischen 1 und 6, nicht „%1“.</translation>
    </message>
    <message>
        <source>§4.4 %1 already picked %2 and rolled %3: the check stands.</source>
        <translation>§4.4 %1 hat bereits %2 gewählt und %3 gewürfelt: Die Probe gilt.</translation>
    </message>
    <message>
        <source>%1 crossing the %2 into %3: %4</source>
        <translation>%1 überquert %2 nach %3: %4</translation>
    </message>
    <message>
        <source> (natural habitat: the player may still add or take 2, I-51)</source>
        <translation> (natürlicher Lebensraum: Der Spieler darf noch 2 addieren oder abziehen, I-51)</translation>
    </message>
    <message>
        <source>The argument &quot;adjustment&quot; must be none, minus2 or plus2.</source>
        <translation>Das Argument „adjustment“ muss none, minus2 oder plus2 sein.</translation>
    </message>
    <message>
        <source>§4.4 %1 has not picked its number and rolled yet; the habitat option comes after the roll.</source>
        <translation>§4.4 %1 hat noch keine Zahl gewählt und nicht gewürfelt; die Lebensraum-Option kommt nach dem Wurf.</translation>
    </message>
    <message>
        <source>§4.4 The %1 is not in the natural habitat of %2&apos;s race: the roll stands as it fell.</source>
        <translation>§4.4 %1 gehört nicht zum natürlichen Lebensraum des Volkes von %2: Der Wurf gilt, wie er gefallen ist.</translation>
    </message>
    <message>
        <source>§4.4 The roll of %1 cannot be adjusted that way.</source>
        <translation>§4.4 Der Wurf von %1 kann so nicht angepasst werden.</translation>
    </message>
    <message>
        <source>%1 in its natural habitat (I-51): %2</source>
        <translation>%1 im natürlichen Lebensraum (I-51): %2</translation>
    </message>
    <message>
        <source>§4.4 %1&apos;s player has already struck units for this check: the roll stands as used.</source>
        <translation>§4.4 Der Spieler von %1 hat für diese Probe bereits Einheiten gestrichen: Der Wurf gilt als verwendet.</translation>
    </message>
    <message>
        <source>§4.4 %1 has not picked its number and rolled yet.</source>
        <translation>§4.4 %1 hat noch keine Zahl gewählt und noch nicht gewürfelt.</translation>
    </message>
    <message>
        <source>§4.4 %1&apos;s check costs no more units (%2 lost, %3 struck).</source>
        <translation>§4.4 Die Probe von %1 kostet keine weiteren Einheiten (%2 verloren, %3 gestrichen).</translation>
    </message>
    <message>
        <source>§4.4 %1 still owes %2 units for its check; strike 1 to %2, not &quot;%3&quot;.</source>
        <translation>§4.4 %1 schuldet für die Probe noch %2 Einheiten; 1 bis %2 streichen, nicht „%3“.</translation>
    </message>
    <message>
        <source>%1, for the terrain check of %2 (I-49); %3 more to strike.</source>
        <extracomment>%1 the roster loss (&quot;Nation loses 2 × Spearmen (4 left...)&quot;), %2 army, %3 units still owed</extracomment>
        <translation>%1, für die Geländeprobe von %2 (I-49); noch %3 zu streichen.</translation>
    </message>
</context>
<context>
    <name>herald::db::MovementStep</name>
    <message>
        <source>§4.1 %1 (%2): %3</source>
        <extracomment>%1 army, %2 nation, %3 the order in words</extracomment>
        <translation>§4.1 %1 (%2): %3</translation>
    </message>
    <message>
        <source>%1 crossing the %2 from %3 into %4: %5</source>
        <extracomment>%1 army, %2 barrier, %3 from, %4 to, %5 the check explained</extracomment>
        <translation>%1 überquert %2 von %3 nach %4: %5</translation>
    </message>
    <message>
        <source>§4.1 movementMode randomOrder: the nations move in the order drawn, %1.</source>
        <translation>§4.1 movementMode randomOrder: Die Nationen ziehen in der ausgelosten Reihenfolge, %1.</translation>
    </message>
    <message>
        <source>§4.4 The terrain checks of %1 are not rolled yet: nothing moved.</source>
        <translation>§4.4 Die Geländeproben von %1 sind noch nicht gewürfelt: Nichts hat sich bewegt.</translation>
    </message>
    <message>
        <source>I-43 %1 lets a leaving enemy go rather than force a battle.</source>
        <translation>I-43 %1 lässt einen abziehenden Feind ziehen, statt eine Schlacht zu erzwingen.</translation>
    </message>
    <message>
        <source>§4.4, I-49 %1 loses %2 unit(s) of its choice in %3&apos;s crossing, struck from its national roster at M-2B (terrain strike).</source>
        <extracomment>%1 nation, %2 count, %3 army</extracomment>
        <translation>§4.4, I-49 %1 verliert beim Übergang von %3 %2 Einheit(en) eigener Wahl, bei M-2B aus seiner nationalen Armeeliste gestrichen (terrain strike).</translation>
    </message>
</context>
<context>
    <name>herald::db::NationCommands</name>
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
        <source>%1; player %2 joins the campaign</source>
        <extracomment>a nation&apos;s history line, then the player the same command added</extracomment>
        <translation>%1; Spieler %2 tritt der Kampagne bei</translation>
    </message>
</context>
<context>
    <name>herald::db::NationLossCommands</name>
    <message>
        <source>Exodus of %1</source>
        <extracomment>the default name of a nation&apos;s exodus fleet, %1 the nation</extracomment>
        <translation>Exodus von %1</translation>
    </message>
    <message>
        <source>%1 declares exodus: %2 puts to sea (§7.4.1)</source>
        <translation>%1 erklärt den Exodus: %2 sticht in See (§7.4.1)</translation>
    </message>
    <message>
        <source>&quot;leader&quot;: %1 has no character &quot;%2&quot;.</source>
        <translation>„leader“: %1 hat keinen Charakter „%2“.</translation>
    </message>
    <message>
        <source>%1 rises in rebellion at %2 (§7.4.2)</source>
        <translation>%1 erhebt sich in %2 zur Rebellion (§7.4.2)</translation>
    </message>
    <message>
        <source>§7.4.2 no character survives: the general bought this year leads the rebellion.</source>
        <translation>§7.4.2 Kein Charakter überlebt: Der in diesem Jahr gekaufte General führt die Rebellion an.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 leads the rebellion; should he be captured or slain, it collapses.</source>
        <translation>§7.4.2 %1 führt die Rebellion an; wird er gefangen genommen oder erschlagen, bricht sie zusammen.</translation>
    </message>
</context>
<context>
    <name>herald::db::NewFile</name>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation>%1 existiert bereits; einen anderen Namen wählen oder die Datei stattdessen öffnen.</translation>
    </message>
    <message>
        <source>%1 cannot be made: there is no folder %2.</source>
        <translation>%1 kann nicht angelegt werden: Es gibt keinen Ordner %2.</translation>
    </message>
    <message>
        <source>%1 cannot be made: the folder %2 cannot be written to (%3).</source>
        <translation>%1 kann nicht angelegt werden: In den Ordner %2 kann nicht geschrieben werden (%3).</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name.</source>
        <translation>%1 ist ein Ordner; einen Dateinamen wählen.</translation>
    </message>
</context>
<context>
    <name>herald::db::NewNationCommand</name>
    <message>
        <source>§7.4.3 %1 has a roster for year %2 already: a New Nation begins with nothing but its package.</source>
        <translation>§7.4.3 %1 hat bereits eine Armeeliste für Jahr %2: Eine Neue Nation beginnt mit nichts als ihrem Paket.</translation>
    </message>
    <message>
        <source>&quot;units&quot;: %1 has no unit type &quot;%2&quot; (or the count is not positive).</source>
        <translation>„units“: %1 hat keinen Einheitentyp „%2“ (oder die Anzahl ist nicht positiv).</translation>
    </message>
    <message>
        <source>&quot;characters&quot;: %1 has no character &quot;%2&quot;.</source>
        <translation>„characters“: %1 hat keinen Charakter „%2“.</translation>
    </message>
    <message>
        <source>§7.4.3 %1 has no army list: choose its race first.</source>
        <translation>§7.4.3 %1 hat kein Armeebuch: zuerst ihr Volk wählen.</translation>
    </message>
    <message>
        <source>&quot;destination&quot; must name a landmass of the map, not &quot;%1&quot;.</source>
        <translation>„destination“ muss eine Landmasse der Karte nennen, nicht „%1“.</translation>
    </message>
    <message>
        <source>Admiral of %1</source>
        <extracomment>the default name of a New Nation&apos;s admiral, %1 the nation</extracomment>
        <translation>Admiral von %1</translation>
    </message>
    <message>
        <source>Fleet of %1</source>
        <extracomment>the default name of a New Nation&apos;s fleet, %1 the nation</extracomment>
        <translation>Flotte von %1</translation>
    </message>
    <message>
        <source>%1 begins the year at sea, bound for %2 (§7.4.3)</source>
        <translation>%1 beginnt das Jahr auf See, mit Ziel %2 (§7.4.3)</translation>
    </message>
    <message>
        <source>&quot;carrier&quot; must name one of the package&apos;s characters (not the admiral), not &quot;%1&quot;.</source>
        <translation>„carrier“ muss einen der Charaktere des Pakets nennen (nicht den Admiral), nicht „%1“.</translation>
    </message>
    <message>
        <source>§7.4.3 no magic item: %1.</source>
        <extracomment>%1 why no card was drawn</extracomment>
        <translation>§7.4.3 kein magischer Gegenstand: %1.</translation>
    </message>
    <message>
        <source>§7.4.3 drawn from the magic item deck: %1 (%2), carried by %3.</source>
        <extracomment>%1 the item&apos;s title, %2 its card id, %3 the character who carries it</extracomment>
        <translation>§7.4.3 aus dem Stapel der magischen Gegenstände gezogen: %1 (%2), getragen von %3.</translation>
    </message>
</context>
<context>
    <name>herald::db::NewYearChecks</name>
    <message>
        <source>an unknown captor</source>
        <translation>einem unbekannten Gegner</translation>
    </message>
    <message>
        <source>§2.16 %1 may ransom %2 from %3: level %4, so at least %4 population points of its own areas (I-19, I-20).</source>
        <extracomment>%1 owner nation, %2 character, %3 captor, %4 level</extracomment>
        <translation>§2.16 %1 kann %2 von %3 freikaufen: Stufe %4, also mindestens %4 Bevölkerungspunkte aus eigenen Gebieten (I-19, I-20).</translation>
    </message>
    <message>
        <source>The towns held could not be noted.</source>
        <translation>Die gehaltenen Städte konnten nicht vermerkt werden.</translation>
    </message>
    <message>
        <source>%1 (no roster)</source>
        <translation>%1 (keine Armeeliste)</translation>
    </message>
    <message>
        <source>NY-6 %1 units of %2 are struck off although the New Year restores every loss (I-17).</source>
        <translation>NY-6 %1 Einheiten von %2 sind gestrichen, obwohl das Neujahr jeden Verlust wiederherstellt (I-17).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 (%2 armies for %3 free generals: remove one, §1.5%4)</source>
        <extracomment>%2 armies placed, %3 the generals free to lead them</extracomment>
        <translation>%1 (%2 Armeen für %3 freie Generäle: eine entfernen, §1.5%4)</translation>
    </message>
    <message>
        <source>, S-6 one army in year 1</source>
        <translation>, S-6 eine Armee im Jahr 1</translation>
    </message>
    <message>
        <source>§4.3 %1&apos;s armies %2 start the year together at %3: month 1&apos;s orders must send them to different areas.</source>
        <extracomment>%1 nation, %2 armies, %3 area</extracomment>
        <translation>§4.3 Die Armeen %2 von %1 beginnen das Jahr gemeinsam in %3: Die Befehle für Monat 1 müssen sie in verschiedene Gebiete schicken.</translation>
    </message>
    <message>
        <source> Ask its player; if he pays, enter the areas he cedes with ransom.pay (herald-cli ransom FILE CAPTIVE AREA...); a captive not ransomed stays held.</source>
        <translation> Seinen Spieler fragen; wenn er zahlt, die abgetretenen Gebiete mit ransom.pay eintragen (herald-cli ransom FILE CAPTIVE AREA...); ein nicht freigekaufter Gefangener bleibt in Haft.</translation>
    </message>
    <message>
        <source> If the player rises, enter it with nation.rebellion (herald-cli nation rebellion FILE NATION TOWN [--leader CHARACTER]) before confirming.</source>
        <translation> Wenn sich der Spieler erhebt, dies vor dem Bestätigen mit nation.rebellion eintragen (herald-cli nation rebellion FILE NATION TOWN [--leader CHARACTER]).</translation>
    </message>
</context>
<context>
    <name>herald::db::NppStep</name>
    <message>
        <source>§7.6 %1&apos;s player misses his first meeting in a row: the nation is absent (NPP) and keeps its land.</source>
        <translation>§7.6 Der Spieler von %1 versäumt sein erstes Treffen in Folge: Die Nation ist abwesend (NPP) und behält ihr Land.</translation>
    </message>
    <message>
        <source>§7.6 (5) %1&apos;s player has missed %2 meetings in a row. %3</source>
        <extracomment>%1 nation, %2 meetings missed in a row, %3 the ring&apos;s explanation</extracomment>
        <translation>§7.6 (5) Der Spieler von %1 hat %2 Treffen in Folge versäumt. %3</translation>
    </message>
    <message>
        <source>§7.4.1 %1 may declare an exodus (%2 army/armies, %3 area(s)). If its player declares it, enter it with nation.exodus (herald-cli nation exodus FILE NATION) before confirming: its towns go, its areas fall uncontrolled and its roster puts to sea on free boats (I-65).</source>
        <extracomment>%1 nation, %2 armies, %3 areas</extracomment>
        <translation>§7.4.1 %1 kann einen Exodus erklären (%2 Armee(n), %3 Gebiet(e)). Erklärt ihr Spieler ihn, dies vor dem Bestätigen mit nation.exodus eintragen (herald-cli nation exodus FILE NATION): Ihre Städte verschwinden, ihre Gebiete werden unkontrolliert und ihre Armeeliste sticht auf freien Schiffen in See (I-65).</translation>
    </message>
    <message>
        <source>§7.6 (3) %1&apos;s player is back: the New Year steps that waited for him run now (NY-1 old armies, NY-3 tally, NY-5 last year&apos;s fleets); fill the roster and place the armies with the usual commands, production waits for the next New Year.</source>
        <translation>§7.6 (3) Der Spieler von %1 ist zurück: Die Neujahrsschritte, die auf ihn gewartet haben, laufen jetzt (NY-1 alte Armeen, NY-3 Jahresbilanz, NY-5 Flotten des Vorjahres); die Armeeliste füllen und die Armeen mit den üblichen Befehlen aufstellen, die Produktion wartet bis zum nächsten Neujahr.</translation>
    </message>
</context>
<context>
    <name>herald::db::OrderCommands</name>
    <message>
        <source>§1.5 There is no army &quot;%1&quot; on the map (give its number or its name).</source>
        <translation>§1.5 Es gibt keine Armee „%1“ auf der Karte (ihre Nummer oder ihren Namen angeben).</translation>
    </message>
    <message>
        <source>The argument &quot;turn&quot; must be a turn number.</source>
        <translation>Das Argument „turn“ muss eine Rundennummer sein.</translation>
    </message>
    <message>
        <source>The argument &quot;kind&quot; must be one of %1.</source>
        <translation>Das Argument „kind“ muss einer der Werte %1 sein.</translation>
    </message>
    <message>
        <source>A move needs the argument &quot;destination&quot;: the area&apos;s XXYY number.</source>
        <translation>Ein Zug braucht das Argument „destination“: die XXYY-Nummer des Gebiets.</translation>
    </message>
    <message>
        <source>The argument &quot;location&quot; must be one of %1.</source>
        <translation>Das Argument „location“ muss einer der Werte %1 sein.</translation>
    </message>
    <message>
        <source>%1 ordered to %2 (turn %3, §4.1)</source>
        <extracomment>%1 the army, %2 the order in words, %3 the turn number</extracomment>
        <translation>Befehl für %1: %2 (Runde %3, §4.1)</translation>
    </message>
    <message>
        <source>§4.1 %1 has no order for turn %2 to take back.</source>
        <translation>§4.1 %1 hat für Runde %2 keinen Befehl, der zurückgenommen werden könnte.</translation>
    </message>
    <message>
        <source>%1&apos;s order for turn %2 taken back</source>
        <translation>Befehl von %1 für Runde %2 zurückgenommen</translation>
    </message>
</context>
<context>
    <name>herald::db::PositionCommands</name>
    <message>
        <source>The position is set before a movement phase, not in %1.</source>
        <translation>Die Stellung wird vor einer Bewegungsphase festgelegt, nicht in %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1 is not a province of %2.</source>
        <translation>%1 ist keine Provinz von %2.</translation>
    </message>
    <message>
        <source>%1 is not a power of %2.</source>
        <translation>%1 ist keine Macht von %2.</translation>
    </message>
    <message>
        <source>%1 is not a unit: write A, F, C (cavalry), P (pirate), or 2A for a Multiple army.</source>
        <translation>%1 ist keine Einheit: A, F, C (Kavallerie), P (Pirat) oder 2A für eine Mehrfacharmee schreiben.</translation>
    </message>
    <message>
        <source>%1 is not a unit trait: write easterling or original.</source>
        <translation>%1 ist keine Einheiteneigenschaft: easterling oder original schreiben.</translation>
    </message>
    <message>
        <source>%1, an Easterling</source>
        <translation>%1, ein Ostling</translation>
    </message>
    <message>
        <source>%1, one of its power&apos;s first units</source>
        <translation>%1, eine der ersten Einheiten ihrer Macht</translation>
    </message>
    <message>
        <source>%1: %2 set on the board</source>
        <translation>%1: %2 aufs Brett gesetzt</translation>
    </message>
    <message>
        <source>%1: the unit in %2 taken off</source>
        <translation>%1: die Einheit in %2 vom Brett genommen</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 nach %2</translation>
    </message>
    <message>
        <source>%1: unit moved from %2</source>
        <translation>%1: Einheit von %2 gezogen</translation>
    </message>
    <message>
        <source>%1: %2 now belongs to nobody</source>
        <translation>%1: %2 gehört jetzt niemandem</translation>
    </message>
    <message>
        <source>%1: %2 now belongs to %3</source>
        <translation>%1: %2 gehört jetzt %3</translation>
    </message>
    <message>
        <source>%1 is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul).</source>
        <translation>%1 ist keine Persönlichkeit (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul).</translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no personalities.</source>
        <translation>%1 ist eine Standardpartie: Sie hat keine Persönlichkeiten.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 in %2</translation>
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
        <source>the %1 unit</source>
        <translation>die Einheit von %1</translation>
    </message>
    <message>
        <source>the Ring %1</source>
        <translation>der Ring (%1)</translation>
    </message>
    <message>
        <source>the Ring %1 by %2</source>
        <translation>der Ring (%1, von %2)</translation>
    </message>
    <message>
        <source>the Ring %1 in %2</source>
        <translation>der Ring (%1) in %2</translation>
    </message>
    <message>
        <source>the Ring %1 by %2 in %3</source>
        <translation>der Ring (%1, von %2) in %3</translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no Ring.</source>
        <translation>%1 ist eine Standardpartie: Sie hat keinen Ring.</translation>
    </message>
    <message>
        <source>%1 is not a state of the Ring: write %2.</source>
        <translation>%1 ist kein Zustand des Rings: %2 schreiben.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: the turn is now %2</source>
        <translation>%1: Der Spielzug ist jetzt %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>versteckt</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>offen liegend</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>mitgeführt</translation>
    </message>
    <message>
        <source>worn</source>
        <translation>angesteckt</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
</context>
<context>
    <name>herald::db::ProductionCommands</name>
    <message>
        <source>§2.7 New centres are placed and unsupported ones reduced at NY-4 of the New Year; the campaign stands at %1.</source>
        <translation>§2.7 Neue Siedlungen werden bei NY-4 des Neujahrs gesetzt und nicht gestützte herabgestuft; die Kampagne steht bei %1.</translation>
    </message>
    <message>
        <source>The argument &quot;area&quot; must be an area number such as &quot;0407&quot;.</source>
        <translation>Das Argument „area“ muss eine Gebietsnummer wie „0407“ sein.</translation>
    </message>
    <message>
        <source>§2.7 %1 produces nothing this year: it holds no land or its player is absent (§7.6 rule 3).</source>
        <translation>§2.7 %1 produziert dieses Jahr nichts: Die Nation hält kein Land oder ihr Spieler ist abwesend (§7.6 Regel 3).</translation>
    </message>
    <message>
        <source>§1.3 There is no area %1 on the map.</source>
        <translation>§1.3 Es gibt kein Gebiet %1 auf der Karte.</translation>
    </message>
    <message>
        <source>The argument &quot;centre&quot; must be &quot;town&quot; or &quot;city&quot;.</source>
        <translation>Das Argument „centre“ muss „town“ oder „city“ sein.</translation>
    </message>
    <message>
        <source>%1 raises a %2 at %3 (§2.7: %4 of %5 new centres placed)</source>
        <extracomment>%1 nation, %2 &quot;town&quot; or &quot;city&quot;, %3 area, %4 and %5 the count placed and due</extracomment>
        <translation>%1 errichtet eine %2 in %3 (§2.7: %4 von %5 neuen Siedlungen gesetzt)</translation>
    </message>
    <message>
        <source>%1&apos;s %3 at %2 lacks its support and becomes a %4 (§2.7)</source>
        <extracomment>%1 nation, %2 area, %3 the old centre, %4 the new one</extracomment>
        <translation>%1: %3 in %2 fehlt die Stützung, herabgestuft auf %4 (§2.7)</translation>
    </message>
    <message>
        <source>The argument &quot;choice&quot; must be &quot;colony&quot; or &quot;country&quot;.</source>
        <translation>Das Argument „choice“ muss „colony“ oder „country“ sein.</translation>
    </message>
    <message>
        <source>§7.3 No new centre of %1 on the landmass of %2 waits for the colony or new country answer.</source>
        <translation>§7.3 Keine neue Siedlung von %1 auf der Landmasse von %2 wartet auf die Entscheidung zwischen Kolonie und neuem Land.</translation>
    </message>
    <message>
        <source>%1 keeps its land on %2 as a colony (§7.3)</source>
        <translation>%1 behält ihr Land auf %2 als Kolonie (§7.3)</translation>
    </message>
    <message>
        <source>§2.7 %1&apos;s player has said he places no more new centres this year; undo that to place one.</source>
        <translation>§2.7 Der Spieler von %1 hat erklärt, in diesem Jahr keine weiteren neuen Siedlungen zu setzen; dies rückgängig machen, um eine zu setzen.</translation>
    </message>
    <message>
        <source>§2.7 %1 already places no more new centres this year.</source>
        <translation>§2.7 %1 setzt in diesem Jahr bereits keine weiteren neuen Siedlungen.</translation>
    </message>
    <message>
        <source>§2.7 %1 has no new centre left to place this year.</source>
        <translation>§2.7 %1 hat in diesem Jahr keine neue Siedlung mehr zu setzen.</translation>
    </message>
    <message>
        <source>%1 places no more new centres this year (§2.7), leaving %2 towns and %3 cities unbuilt</source>
        <extracomment>%1 nation, %2 towns not placed, %3 cities not placed</extracomment>
        <translation>%1 setzt in diesem Jahr keine weiteren neuen Siedlungen (§2.7); %2 Städte und %3 Großstädte bleiben ungebaut</translation>
    </message>
    <message>
        <source>%1&apos;s people on %2 found another country (§7.3, I-70): found it with nation.country, which hands it the areas there</source>
        <translation>Die Bevölkerung von %1 auf %2 gründet ein weiteres Land (§7.3, I-70): mit nation.country gründen, das ihm die dortigen Gebiete übergibt</translation>
    </message>
</context>
<context>
    <name>herald::db::ProductionStep</name>
    <message>
        <source>1 town</source>
        <translation>1 Stadt</translation>
    </message>
    <message>
        <source>%1 towns</source>
        <translation>%1 Städte</translation>
    </message>
    <message>
        <source>1 city</source>
        <translation>1 Großstadt</translation>
    </message>
    <message>
        <source>%1 cities</source>
        <translation>%1 Großstädte</translation>
    </message>
    <message>
        <source>%1: %2 (production place)</source>
        <translation>%1: %2 (production place)</translation>
    </message>
    <message>
        <source>%1: %2 (production remove)</source>
        <translation>%1: %2 (production remove)</translation>
    </message>
    <message>
        <source>%1 at %2 (production colony)</source>
        <translation>%1 in %2 (production colony)</translation>
    </message>
    <message>
        <source>%1 placed its new centres at %2.</source>
        <translation>%1 hat ihre neuen Siedlungen in %2 gesetzt.</translation>
    </message>
    <message>
        <source>The towns held could not be noted.</source>
        <translation>Die gehaltenen Städte konnten nicht vermerkt werden.</translation>
    </message>
</context>
<context>
    <name>herald::db::RansomCommands</name>
    <message>
        <source>§2.16 The areas offered are worth %1 population point(s); the captive&apos;s level is %2, so at least %2 must be ceded.</source>
        <translation>§2.16 Die angebotenen Gebiete sind %1 Bevölkerungspunkt(e) wert; der Gefangene hat Stufe %2, also müssen mindestens %2 abgetreten werden.</translation>
    </message>
    <message>
        <source>§2.16, I-20 The areas offered are worth %1 population point(s) for a captive of level %2; the owner&apos;s areas can pay %3, so no more than %3 may be ceded.</source>
        <translation>§2.16, I-20 Die angebotenen Gebiete sind %1 Bevölkerungspunkt(e) wert für einen Gefangenen der Stufe %2; die Gebiete des Besitzers können %3 aufbringen, also dürfen nicht mehr als %3 abgetreten werden.</translation>
    </message>
    <message>
        <source>§2.16, I-20 All the owner&apos;s areas together cannot reach the captive&apos;s level of %1 population point(s): he cannot be ransomed.</source>
        <translation>§2.16, I-20 Alle Gebiete des Besitzers zusammen erreichen nicht die Stufe des Gefangenen von %1 Bevölkerungspunkt(en): Er kann nicht freigekauft werden.</translation>
    </message>
    <message>
        <source>§2.16 The offer names more centres of a kind than the owner holds.</source>
        <translation>§2.16 Das Angebot nennt mehr Siedlungen einer Art, als der Besitzer hält.</translation>
    </message>
    <message>
        <source>The argument &quot;captive&quot; (the character&apos;s id) is missing.</source>
        <translation>Das Argument „captive“ (die ID des Charakters) fehlt.</translation>
    </message>
    <message>
        <source>The argument &quot;areas&quot; must list the ceded areas (XXYY).</source>
        <translation>Das Argument „areas“ muss die abgetretenen Gebiete auflisten (XXYY).</translation>
    </message>
    <message>
        <source>There is no character %1.</source>
        <translation>Es gibt keinen Charakter %1.</translation>
    </message>
    <message>
        <source>§2.16 %1 of %2 is not held captive: there is nothing to ransom.</source>
        <translation>§2.16 %1 (%2) ist nicht gefangen: Es gibt nichts freizukaufen.</translation>
    </message>
    <message>
        <source>§2.16 Area %1 is listed twice in the ransom of %2.</source>
        <translation>§2.16 Gebiet %1 ist im Freikauf von %2 doppelt aufgeführt.</translation>
    </message>
    <message>
        <source>§2.16 There is no area %1 on the map.</source>
        <translation>§2.16 Es gibt kein Gebiet %1 auf der Karte.</translation>
    </message>
    <message>
        <source>§2.16 Area %1 is uncontrolled: %2 can only cede its own areas.</source>
        <translation>§2.16 Gebiet %1 ist unkontrolliert: %2 kann nur eigene Gebiete abtreten.</translation>
    </message>
    <message>
        <source>§2.16 Area %1 belongs to %2: %3 can only cede its own areas.</source>
        <translation>§2.16 Gebiet %1 gehört %2: %3 kann nur eigene Gebiete abtreten.</translation>
    </message>
    <message>
        <source>%1 (ransom of %2 of %3 from %4)</source>
        <extracomment>%1 the problem with its numbers, %2 the captive, %3 his nation, %4 the captor</extracomment>
        <translation>%1 (Freikauf von %2 (%3) bei %4)</translation>
    </message>
    <message>
        <source>%1 %2 (%3, %4)</source>
        <extracomment>one ceded area: %1 XXYY, %2 its name, %3 its centre (&quot;town&quot;), %4 population points</extracomment>
        <translation>%1 %2 (%3, %4)</translation>
    </message>
    <message>
        <source>%1 ransoms %2 from %3, ceding %4: %5 population point(s) for level %6 (§2.16)</source>
        <extracomment>%1 owner nation, %2 captive, %3 captor, %4 the ceded areas, %5 points, %6 level</extracomment>
        <translation>%1 kauft %2 von %3 frei und tritt %4 ab: %5 Bevölkerungspunkt(e) für Stufe %6 (§2.16)</translation>
    </message>
</context>
<context>
    <name>herald::db::RebellionStep</name>
    <message>
        <source>§7.4.2 %1, leader of %2, is out of the fight (%3): the rebellion collapses and its areas fall uncontrolled; only a New Nation brings its player back.</source>
        <extracomment>%1 leader, %2 nation, %3 the leader&apos;s status (&quot;Captured&quot;, &quot;Killed&quot;)</extracomment>
        <translation>§7.4.2 %1, Anführer von %2, ist ausgeschieden (%3): Die Rebellion bricht zusammen und ihre Gebiete werden unkontrolliert; nur eine Neue Nation bringt ihren Spieler zurück.</translation>
    </message>
</context>
<context>
    <name>herald::db::RetreatCommands</name>
    <message>
        <source>§6.7 Armies retreat at M-4, after the month&apos;s battles; the campaign stands at %1.</source>
        <translation>§6.7 Armeen ziehen sich bei M-4 zurück, nach den Schlachten des Monats; die Kampagne steht bei %1.</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot; on the map.</source>
        <translation>Es gibt keine Armee „%1“ auf der Karte.</translation>
    </message>
    <message>
        <source>%1 has somewhere to go, so it does not rout; name the area. %2</source>
        <translation>%1 hat ein mögliches Rückzugsgebiet und flieht daher nicht; das Gebiet angeben. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>§6.7 %1 may not retreat to %2. %3</source>
        <translation>§6.7 %1 darf sich nicht nach %2 zurückziehen. %3</translation>
    </message>
    <message>
        <source>%1 retreats to %2 (%3)</source>
        <translation>%1 zieht sich nach %2 zurück (%3)</translation>
    </message>
    <message>
        <source>§6.7 %1 has retreated already this turn; undo that retreat to change it.</source>
        <translation>§6.7 %1 hat sich in diesem Zug bereits zurückgezogen; diesen Rückzug rückgängig machen, um ihn zu ändern.</translation>
    </message>
</context>
<context>
    <name>herald::db::RetreatStep</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 army, %2 the areas its owner chooses from</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>§6.7 After the retreats before it, %1 has several areas to go to: retreat it with army.retreat first. %2</source>
        <translation>§6.7 Nach den vorangehenden Rückzügen hat %1 mehrere mögliche Gebiete: sie zuerst mit army.retreat zurückziehen. %2</translation>
    </message>
    <message>
        <source>%1 must leave its area: %2</source>
        <extracomment>%1 army, %2 the §6.7 list as it applies (the area, or the rout)</extracomment>
        <translation>%1 muss ihr Gebiet verlassen: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::RosterCommands</name>
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
        <source>%1 × %2 cost %3 points; %4 of the %5 army points are spent already.</source>
        <translation>%1 × %2 kosten %3 Punkte; von den %5 Armeepunkten sind bereits %4 ausgegeben.</translation>
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
        <source>§6.5 The magic item %1 waits on %2&apos;s roster; only a character of %2 can take it, not %3 of %4.</source>
        <translation>§6.5 Der magische Gegenstand %1 wartet auf der Armeeliste von %2; nur ein Charakter von %2 kann ihn nehmen, nicht %3 (%4).</translation>
    </message>
    <message>
        <source>§2.18 The magic item deck has no card %1: nothing was bound.</source>
        <translation>§2.18 Der Stapel der magischen Gegenstände hat keine Karte %1: nichts wurde zugeordnet.</translation>
    </message>
    <message>
        <source>§2.18 The magic item %1 has not been drawn: items are dealt at random (magic deal), never chosen; nothing was bound.</source>
        <translation>§2.18 Der magische Gegenstand %1 wurde nicht gezogen: Gegenstände werden zufällig ausgeteilt (magic deal), nie gewählt; nichts wurde zugeordnet.</translation>
    </message>
    <message>
        <source>§1.4 The magic item %1 was dealt to %2; only a character of %2 can carry it, not %3 of %4.</source>
        <extracomment>%1 card, %2 the holder the deck dealt it to, %3 character, %4 his nation</extracomment>
        <translation>§1.4 Der magische Gegenstand %1 wurde %2 ausgeteilt; nur eine Figur von %2 kann ihn tragen, nicht %3 von %4.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 the item&apos;s name, %2 its card id</extracomment>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>herald::db::RoutedArmies</name>
    <message>
        <source>There is no army &quot;%1&quot; on the map.</source>
        <translation>Es gibt keine Armee „%1“ auf der Karte.</translation>
    </message>
    <message>
        <source>§6.8 %1 is not routed: only a routed army marches home.</source>
        <translation>§6.8 %1 ist nicht auf der Flucht: Nur eine fliehende Armee marschiert nach Hause.</translation>
    </message>
    <message>
        <source>§6.8 %1 takes no step this turn: %2</source>
        <translation>§6.8 %1 macht in diesem Zug keinen Schritt: %2</translation>
    </message>
    <message>
        <source>I-58 %1 may not march to %2: the next step home is %3.</source>
        <translation>I-58 %1 darf nicht nach %2 marschieren: Der nächste Schritt nach Hause ist %3.</translation>
    </message>
    <message>
        <source>The army could not be written.</source>
        <translation>Die Armee konnte nicht gespeichert werden.</translation>
    </message>
    <message>
        <source>%1 will march to %2 at the end of the turn (I-58)</source>
        <translation>%1 marschiert am Ende des Zuges nach %2 (I-58)</translation>
    </message>
    <message>
        <source>§6.8 %1 is not routed: there is nothing to rally.</source>
        <translation>§6.8 %1 ist nicht auf der Flucht: Es gibt nichts zu sammeln.</translation>
    </message>
    <message>
        <source>§6.8 %1 has already answered its last-ditch rally this turn; undo that answer to change it.</source>
        <translation>§6.8 %1 hat ihren Sammelversuch in letzter Not in diesem Zug schon beantwortet; diese Antwort rückgängig machen, um sie zu ändern.</translation>
    </message>
    <message>
        <source>§6.8 %1 has used its last-ditch rally: it is allowed once a game.</source>
        <translation>§6.8 %1 hat ihren Sammelversuch in letzter Not schon genutzt: Er ist einmal im Spiel erlaubt.</translation>
    </message>
    <message>
        <source>§6.8 %1 still has forces that are not routed: the last-ditch rally is for a nation whose only forces are routed armies.</source>
        <translation>§6.8 %1 hat noch Streitkräfte, die nicht auf der Flucht sind: Der Sammelversuch in letzter Not gilt für eine Nation, deren einzige Streitkräfte fliehende Armeen sind.</translation>
    </message>
    <message>
        <source>%1 lets its last-ditch rally wait (§6.8)</source>
        <translation>%1 lässt ihren Sammelversuch in letzter Not warten (§6.8)</translation>
    </message>
    <message>
        <source>%1 rallies %2: it is an army again (§6.8 last-ditch rally, once a game)</source>
        <translation>%1 sammelt %2: Sie ist wieder eine Armee (§6.8 Sammelversuch in letzter Not, einmal im Spiel)</translation>
    </message>
</context>
<context>
    <name>herald::db::Underlay</name>
    <message>
        <source>image: the scanned map must be a PNG or JPEG file, base64-encoded.</source>
        <translation>image: Die gescannte Karte muss eine base64-kodierte PNG- oder JPEG-Datei sein.</translation>
    </message>
    <message>
        <source>opacity must be a number from 0 to 1.</source>
        <translation>opacity muss eine Zahl von 0 bis 1 sein.</translation>
    </message>
    <message>
        <source>%1: no scanned map under the hexes</source>
        <translation>%1: keine gescannte Karte unter den Hexfeldern</translation>
    </message>
    <message>
        <source>%1: scanned map under the hexes, drawn at %2% over it</source>
        <extracomment>%1 a map&apos;s or a game&apos;s name, %2 a percentage.</extracomment>
        <translation>%1: gescannte Karte unter den Hexfeldern, die mit %2 % Deckkraft darüber gezeichnet werden</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::BoardCommands</name>
    <message>
        <source>Battle board: a new battle with its two armies and options</source>
        <translation>Schlachtbrett: eine neue Schlacht mit ihren beiden Armeen und Optionen</translation>
    </message>
    <message>
        <source>Battle board: one side&apos;s secret set-up</source>
        <translation>Schlachtbrett: die geheime Aufstellung einer Seite</translation>
    </message>
    <message>
        <source>Battle board: fire, charge, move, entrench, rally, pass or pursue</source>
        <translation>Schlachtbrett: feuern, angreifen, ziehen, verschanzen, sammeln, passen oder verfolgen</translation>
    </message>
    <message>
        <source>Battle board: end the current half of the phase, or the pursuit</source>
        <translation>Schlachtbrett: die aktuelle Hälfte der Phase oder die Verfolgung beenden</translation>
    </message>
    <message>
        <source>Battle board: a side retreats by choice</source>
        <translation>Schlachtbrett: eine Seite zieht sich freiwillig zurück</translation>
    </message>
    <message>
        <source>Battle board: play the rest of the battle with the auto-resolve policy</source>
        <translation>Schlachtbrett: den Rest der Schlacht mit der Strategie der automatischen Auswertung spielen</translation>
    </message>
    <message>
        <source>There is no battle board battle &quot;%1&quot; in this campaign.</source>
        <translation>In dieser Kampagne gibt es keine Schlachtbrett-Schlacht „%1“.</translation>
    </message>
    <message>
        <source>§3 the battle has not begun: still waiting for the secret set-up of %1.</source>
        <translation>§3 Die Schlacht hat noch nicht begonnen: Es fehlt noch die geheime Aufstellung von %1.</translation>
    </message>
    <message>
        <source>side: must be %1</source>
        <translation>side: muss %1 sein</translation>
    </message>
    <message>
        <source>The log of &quot;%1&quot; could not be written.</source>
        <translation>Das Protokoll von „%1“ konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot;: %2</source>
        <extracomment>%1 the battle&apos;s name, %2 what happened
----------
%1 the battle&apos;s name, %2 the rule that refuses</extracomment>
        <translation>Schlachtbrett „%1“: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::BoardPlay</name>
    <message>
        <source>to: &quot;%1&quot; is not a space (reserve, line:1...3, middle:1...3)</source>
        <translation>to: „%1“ ist kein Feld (reserve, line:1...3, middle:1...3)</translation>
    </message>
    <message>
        <source>action: must be fire, charge, move, entrench, rally, pass or pursue</source>
        <translation>action: muss fire, charge, move, entrench, rally, pass oder pursue sein</translation>
    </message>
    <message>
        <source>§15 the auto-resolve policy plays both sides from here; it is not a rule of play, only legal actions are chosen.</source>
        <translation>§15 Die Strategie der automatischen Auswertung spielt ab hier beide Seiten; sie ist keine Spielregel, es werden nur zulässige Aktionen gewählt.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gewinnt</translation>
    </message>
    <message>
        <source>undecided after %1 turns (autoresolve.max_turns)</source>
        <translation>unentschieden nach %1 Runden (autoresolve.max_turns)</translation>
    </message>
    <message>
        <source>played out by the auto-resolve policy (§15), ended in turn %1: %2</source>
        <extracomment>%1 the turn the battle ended in, %2 who won</extracomment>
        <translation>von der Strategie der automatischen Auswertung zu Ende gespielt (§15), beendet in Runde %1: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::BoardSetup</name>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>%1.type: must be %2</source>
        <translation>%1.type: muss %2 sein</translation>
    </message>
    <message>
        <source>%1.count: must be a whole number from 1 to 40</source>
        <translation>%1.count: muss eine ganze Zahl von 1 bis 40 sein</translation>
    </message>
    <message>
        <source>placements: %1 spaces given for an army of %2 units</source>
        <translation>placements: %1 Felder angegeben für eine Armee mit %2 Einheiten</translation>
    </message>
    <message>
        <source>placements[%1]: &quot;%2&quot; is not a space (reserve, line:1...3)</source>
        <translation>placements[%1]: „%2“ ist kein Feld (reserve, line:1...3)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>A battle board battle needs a name.</source>
        <translation>Eine Schlachtbrett-Schlacht braucht einen Namen.</translation>
    </message>
    <message>
        <source>This campaign already has a battle board battle &quot;%1&quot;.</source>
        <translation>Diese Kampagne hat bereits eine Schlachtbrett-Schlacht „%1“.</translation>
    </message>
    <message>
        <source>tables: %1</source>
        <translation>tables: %1</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot;: %2</source>
        <translation>Schlachtbrett „%1“: %2</translation>
    </message>
    <message>
        <source>a major battle, three columns (§2.1)</source>
        <translation>eine große Schlacht, drei Spalten (§2.1)</translation>
    </message>
    <message>
        <source>a minor battle, one column (§2.1)</source>
        <translation>eine kleine Schlacht, eine Spalte (§2.1)</translation>
    </message>
    <message>
        <source>%1 (%2 brigades) attacks %3 (%4 brigades): %5</source>
        <extracomment>%1 attacker&apos;s army, %2 its brigades, %3 defender&apos;s army, %4 its brigades, %5 the size</extracomment>
        <translation>%1 (%2 Brigaden) greift %3 (%4 Brigaden) an: %5</translation>
    </message>
    <message>
        <source>§11.3 played with placeholder numbers, not the published tables.</source>
        <translation>§11.3 mit Platzhalterwerten gespielt, nicht mit den veröffentlichten Tabellen.</translation>
    </message>
    <message>
        <source>The log of &quot;%1&quot; could not be written.</source>
        <translation>Das Protokoll von „%1“ konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>New battle board battle &quot;%1&quot;: %2</source>
        <translation>Neue Schlachtbrett-Schlacht „%1“: %2</translation>
    </message>
    <message>
        <source>§3 the battle has begun; set-ups can no longer change.</source>
        <translation>§3 Die Schlacht hat begonnen; die Aufstellungen können nicht mehr geändert werden.</translation>
    </message>
    <message>
        <source>%1&apos;s set-up is in, kept hidden.</source>
        <extracomment>%1 the army&apos;s name; its placements stay hidden from the other player (§3)</extracomment>
        <translation>Die Aufstellung von %1 ist eingegeben und bleibt verdeckt.</translation>
    </message>
    <message>
        <source>§3 both set-ups are revealed.</source>
        <translation>§3 Beide Aufstellungen werden aufgedeckt.</translation>
    </message>
    <message>
        <source>§4 turn 1 begins with the attacker&apos;s half of the cavalry phase.</source>
        <translation>§4 Runde 1 beginnt mit der Hälfte des Angreifers in der Kavalleriephase.</translation>
    </message>
    <message>
        <source>both set-ups are in and revealed; turn 1 begins</source>
        <translation>beide Aufstellungen sind eingegeben und aufgedeckt; Runde 1 beginnt</translation>
    </message>
    <message>
        <source>Fought instead of WarMaster battle %1 at the tabletop; its result sheet comes from this board when the battle is over.</source>
        <translation>Statt der WarMaster-Schlacht %1 auf dem Spieltisch ausgetragen; ihr Ergebnisbogen kommt von diesem Schlachtbrett, sobald die Schlacht beendet ist.</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::OptionsJson</name>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>muss eine ganze Zahl von %1 bis %2 sein</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1</source>
        <translation>muss eine Zahl von 0 bis 1 sein</translation>
    </message>
    <message>
        <source>must be %1 or %2</source>
        <translation>muss %1 oder %2 sein</translation>
    </message>
    <message>
        <source>must be attacker, defender or none</source>
        <translation>muss attacker, defender oder none sein</translation>
    </message>
    <message>
        <source>%1: is not an option of the battle board</source>
        <translation>%1: ist keine Option des Schlachtbretts</translation>
    </message>
    <message>
        <source>natives.side, fort.side: natives and forts belong to the War! Age of Imperialism options (§8); set waoi to true</source>
        <translation>natives.side, fort.side: Eingeborene und Forts gehören zu den Optionen von War! Age of Imperialism (§8); waoi auf true setzen</translation>
    </message>
</context>
<context>
    <name>herald::db::decks::DeckDraw</name>
    <message>
        <source>the campaign has no deck &apos;%1&apos;: draw one at the table</source>
        <extracomment>%1 the deck&apos;s id</extracomment>
        <translation>die Kampagne hat keinen Stapel „%1“: am Spieltisch eine Karte ziehen</translation>
    </message>
    <message>
        <source>every card of %1 is in play: draw one at the table</source>
        <extracomment>%1 the deck&apos;s title</extracomment>
        <translation>jede Karte von %1 ist im Spiel: am Spieltisch eine ziehen</translation>
    </message>
</context>
<context>
    <name>herald::db::decks::DecksStore</name>
    <message>
        <source>%1, row &apos;%2&apos;: the stored content cannot be read: %3</source>
        <translation>%1, Zeile „%2“: Der gespeicherte Inhalt kann nicht gelesen werden: %3</translation>
    </message>
</context>
<context>
    <name>herald::db::diplomacy::ShippedVariants</name>
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
    <name>herald::db::hexwar::GameActions</name>
    <message>
        <source>&quot;%1&quot; is not a unit of this game (give its id, such as K6 or B1).</source>
        <translation>„%1“ ist keine Einheit dieser Partie (ihre ID angeben, etwa K6 oder B1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex number (four digits, XXYY).</source>
        <translation>„%1“ ist keine Hexfeldnummer (vier Ziffern, XXYY).</translation>
    </message>
    <message>
        <source>Set-up refused: %1.</source>
        <translation>Aufstellung abgelehnt: %1.</translation>
    </message>
    <message>
        <source>Set-up: %1 in %2</source>
        <translation>Aufstellung: %1 in %2</translation>
    </message>
    <message>
        <source>%1 may not move so (rule %2).</source>
        <translation>%1 darf so nicht ziehen (Regel %2).</translation>
    </message>
    <message>
        <source>%1 enters at %2</source>
        <translation>%1 tritt bei %2 ein</translation>
    </message>
    <message>
        <source>%1 enters at %2 and moves on to %3</source>
        <translation>%1 tritt bei %2 ein und zieht weiter nach %3</translation>
    </message>
    <message>
        <source>%1 moves %2-%3</source>
        <translation>%1 zieht %2-%3</translation>
    </message>
    <message>
        <source>%1 cannot be held back now: only a reinforcement that may enter in its own side&apos;s movement phase is held back (E4).</source>
        <translation>%1 kann jetzt nicht zurückgehalten werden: Zurückgehalten wird nur eine Verstärkung, die in der Bewegungsphase ihrer eigenen Seite eintreten darf (E4).</translation>
    </message>
    <message>
        <source>%1 is held back; it may enter in any later movement phase (E4)</source>
        <translation>%1 wird zurückgehalten; die Einheit darf in jeder späteren Bewegungsphase eintreten (E4)</translation>
    </message>
    <message>
        <source>%1 retreats to %2, its only legal hex (R1, R2).</source>
        <translation>%1 zieht sich nach %2 zurück, dem einzigen zulässigen Hexfeld (R1, R2).</translation>
    </message>
    <message>
        <source>%1 has no legal retreat hex and is eliminated (R3).</source>
        <translation>%1 hat kein zulässiges Rückzugshexfeld und wird vernichtet (R3).</translation>
    </message>
    <message>
        <source>%1 cannot retreat %2: %3</source>
        <translation>%1 kann sich nicht %2 zurückziehen: %3</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>nach %1</translation>
    </message>
    <message>
        <source>%1 retreats to %2</source>
        <translation>%1 zieht sich nach %2 zurück</translation>
    </message>
    <message>
        <source>%1 has no legal retreat hex and is eliminated (R3)</source>
        <translation>%1 hat kein zulässiges Rückzugshexfeld und wird vernichtet (R3)</translation>
    </message>
    <message>
        <source>No combat has emptied a hex to advance into (9.3).</source>
        <translation>Kein Kampf hat ein Hexfeld geleert, in das vorgerückt werden könnte (9.3).</translation>
    </message>
    <message>
        <source>Every retreat of the combat is made before it closes (9.1).</source>
        <translation>Alle Rückzüge des Kampfes werden ausgeführt, bevor er abgeschlossen wird (9.1).</translation>
    </message>
    <message>
        <source>No advance after combat</source>
        <translation>Kein Vorrücken nach dem Kampf</translation>
    </message>
    <message>
        <source>%1 advances into %2</source>
        <translation>%1 rückt nach %2 vor</translation>
    </message>
    <message>
        <source>%1 attack %2: %3 column, roll %4, %5</source>
        <translation>%1 greifen %2 an: Spalte %3, Wurf %4, %5</translation>
    </message>
    <message>
        <source>%1 stays off the map, held back (E4).</source>
        <translation>%1 bleibt außerhalb der Karte, zurückgehalten (E4).</translation>
    </message>
    <message>
        <source>Only a hex set the scenario leaves empty is chosen by the referee (A4): %1 is not one.</source>
        <translation>Der Spielleiter wählt nur in einer Hexfeldgruppe, die das Szenario offenlässt (A4): %1 gehört nicht dazu.</translation>
    </message>
    <message>
        <source>no set named</source>
        <translation>keine Gruppe genannt</translation>
    </message>
    <message>
        <source>%1 is water or off the map: no unit can enter it (A28).</source>
        <translation>%1 ist Wasser oder liegt außerhalb der Karte: Keine Einheit kann es betreten (A28).</translation>
    </message>
    <message>
        <source>Name at least one hex for %1.</source>
        <translation>Mindestens ein Hexfeld für %1 nennen.</translation>
    </message>
    <message>
        <source>%1 set to %2 (A4)</source>
        <translation>%1 auf %2 gesetzt (A4)</translation>
    </message>
    <message>
        <source>%1 is over: the last game turn has been scored (4.3).</source>
        <translation>%1 ist beendet: Die letzte Spielrunde wurde gewertet (4.3).</translation>
    </message>
    <message>
        <source>Play begins once the set-up is complete (4.1); still to be placed: %1.</source>
        <translation>Das Spiel beginnt, sobald die Aufstellung vollständig ist (4.1); noch aufzustellen: %1.</translation>
    </message>
    <message>
        <source>There is no hex game action &quot;%1&quot;; the actions are %2.</source>
        <translation>Es gibt keine Hexfeld-Aktion „%1“; die Aktionen sind %2.</translation>
    </message>
    <message>
        <source>Stack not resolved: %1.</source>
        <translation>Stapel nicht aufgelöst: %1.</translation>
    </message>
</context>
<context>
    <name>herald::db::hexwar::PlayByMail</name>
    <message>
        <source>%1 has no action made here since the last mail came in.</source>
        <translation>%1 hat hier keine Aktion ausgeführt, seit die letzte Mail eingegangen ist.</translation>
    </message>
    <message>
        <source>%1 has no action in game turn %2 of the %3 player.</source>
        <translation>%1 hat in Spielrunde %2 keine Aktion des Spielers %3.</translation>
    </message>
    <message>
        <source>This is not a Herald hex game mail file (format %1, version %2).</source>
        <translation>Dies ist keine Mail-Datei einer Herald-Hexfeld-Partie (Format %1, Version %2).</translation>
    </message>
    <message>
        <source>The mail file was changed after it was written: its checksum does not match its contents.</source>
        <translation>Die Mail-Datei wurde nach dem Schreiben verändert: Ihre Prüfsumme passt nicht zum Inhalt.</translation>
    </message>
    <message>
        <source>The mail file belongs to a game of scenario &quot;%1&quot;; %2 plays &quot;%3&quot;.</source>
        <translation>Die Mail-Datei gehört zu einer Partie des Szenarios „%1“; %2 spielt „%3“.</translation>
    </message>
    <message>
        <source>The mail file holds no action.</source>
        <translation>Die Mail-Datei enthält keine Aktion.</translation>
    </message>
    <message>
        <source>%1 already has an action number %2: this mail file was read in already, or both players played on from the same position.</source>
        <translation>%1 hat bereits eine Aktion Nummer %2: Diese Mail-Datei wurde schon eingelesen, oder beide Spieler haben von derselben Stellung aus weitergespielt.</translation>
    </message>
    <message>
        <source>The mail file starts at action %1, but %2 has only %3: a mail file in between is missing.</source>
        <translation>Die Mail-Datei beginnt bei Aktion %1, aber %2 hat nur %3: Eine Mail-Datei dazwischen fehlt.</translation>
    </message>
    <message>
        <source>The mail file continues a different position from %1&apos;s (game turn %2): it comes from another game, or one of the two files was changed by hand.</source>
        <translation>Die Mail-Datei setzt eine andere Stellung fort als die von %1 (Spielrunde %2): Sie stammt aus einer anderen Partie, oder eine der beiden Dateien wurde von Hand geändert.</translation>
    </message>
    <message>
        <source>The mail file belongs to a game of the scenario &quot;%1&quot;; %2 plays &quot;%3&quot;: both players start from the same scenario file.</source>
        <translation>Die Postdatei gehört zu einer Partie des Szenarios „%1“; %2 spielt „%3“: Beide Spieler beginnen mit derselben Szenariodatei.</translation>
    </message>
</context>
<context>
    <name>herald::db::hexwar::SettingsJson</name>
    <message>
        <source>the setting %1 takes %2</source>
        <translation>die Einstellung %1 erwartet %2</translation>
    </message>
    <message>
        <source>the setting %1 takes true or false</source>
        <translation>die Einstellung %1 erwartet true oder false</translation>
    </message>
    <message>
        <source>there is no setting %1; the settings are %2</source>
        <translation>es gibt keine Einstellung %1; die Einstellungen sind %2</translation>
    </message>
</context>
<context>
    <name>herald::db::nations::CommandSupport</name>
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
    <name>herald::db::skirmish::AfterCombat</name>
    <message>
        <source>§4.7 %1 retreats from %2 to %3</source>
        <extracomment>%1 character, %2 its hexes, %3 the hexes it retreats to</extracomment>
        <translation>§4.7 %1 weicht von %2 nach %3 zurück</translation>
    </message>
    <message>
        <source>§9.6 %1 advances into %2</source>
        <extracomment>%1 the Gharv, %2 the hex its enemy left</extracomment>
        <translation>§9.6 %1 rückt nach %2 vor</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::AttackCommand</name>
    <message>
        <source>§4.1 %1 and %2 are on the same side.</source>
        <translation>§4.1 %1 und %2 stehen auf derselben Seite.</translation>
    </message>
    <message>
        <source>§4.4 %1 (%2) is not beside %3 (%4).</source>
        <translation>§4.4 %1 (%2) steht nicht neben %3 (%4).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a terrain of §3.2 (for %2).</source>
        <translation>„%1“ ist kein Gelände aus §3.2 (für %2).</translation>
    </message>
    <message>
        <source>%1: %2 against %3 at %4, d10 %5: %6 (%7)</source>
        <extracomment>%1 skirmish, %2 attackers, %3 defenders, %4 odds column, %5 d10 face, %6 result letter, %7 what the result means</extracomment>
        <translation>%1: %2 gegen %3 bei %4, d10 %5: %6 (%7)</translation>
    </message>
    <message>
        <source>§4.9 %1 has no horse standing riderless.</source>
        <translation>§4.9 %1 hat kein Pferd, das reiterlos dasteht.</translation>
    </message>
    <message>
        <source>§2.2, §2.3 %1 cannot attack now: %2.</source>
        <extracomment>%1 character, %2 where the game turn stands</extracomment>
        <translation>§2.2, §2.3 %1 kann jetzt nicht angreifen: %2.</translation>
    </message>
    <message>
        <source>§9.6 %1 came up beside a boat: in this interphase it goes for the boat (capsize) instead of attacking.</source>
        <translation>§9.6 %1 ist neben einem Boot aufgetaucht: In dieser Zwischenphase versucht er, das Boot zum Kentern zu bringen (capsize), statt anzugreifen.</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::CastCommand</name>
    <message>
        <source>§7.4.4 %1 is not dead: there is nobody to revive.</source>
        <translation>§7.4.4 %1 ist nicht tot: Es gibt niemanden wiederzubeleben.</translation>
    </message>
    <message>
        <source>§7.4.4 %1 has no wound to heal.</source>
        <translation>§7.4.4 %1 hat keine Wunde zu heilen.</translation>
    </message>
    <message>
        <source>§7.4 %1 is dead.</source>
        <translation>§7.4 %1 ist tot.</translation>
    </message>
    <message>
        <source>§7.4 %1 is healed</source>
        <translation>§7.4 %1 ist geheilt</translation>
    </message>
    <message>
        <source>§7.1 a healed spellcaster&apos;s energy doubles: %1 → %2 EPs</source>
        <translation>§7.1 Die Energie eines geheilten Zauberwirkers verdoppelt sich: %1 → %2 EP</translation>
    </message>
    <message>
        <source>§7.4.4 %1 is alive and healthy again</source>
        <translation>§7.4.4 %1 ist wieder am Leben und unverletzt</translation>
    </message>
    <message>
        <source>Fireball on %1 (§7.4.6)</source>
        <translation>Fireball auf %1 (§7.4.6)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a spell of §7.4 (see docs/cli-skirmish.md).</source>
        <translation>„%1“ ist kein Zauber aus §7.4 (siehe docs/cli-skirmish.md).</translation>
    </message>
    <message>
        <source>§7.1 %1 is not a spellcaster of this scenario.</source>
        <translation>§7.1 %1 ist kein Zauberwirker dieses Szenarios.</translation>
    </message>
    <message>
        <source>§7.3 %1 is not an enemy spellcaster.</source>
        <translation>§7.3 %1 ist kein feindlicher Zauberwirker.</translation>
    </message>
    <message>
        <source>§7.4 %1 needs a target character.</source>
        <translation>§7.4 %1 braucht eine Zielfigur.</translation>
    </message>
    <message>
        <source>§7.4 %1 is in force on %2</source>
        <translation>§7.4 %1 wirkt auf %2</translation>
    </message>
    <message>
        <source>countered</source>
        <translation>durch Gegenzauber aufgehoben</translation>
    </message>
    <message>
        <source>it works</source>
        <translation>er wirkt</translation>
    </message>
    <message>
        <source>it fails</source>
        <translation>er scheitert</translation>
    </message>
    <message>
        <source>%1: %2 casts %3 (%4 EPs): %5</source>
        <extracomment>%1 skirmish, %2 caster, %3 spell, %4 EP cost, %5 works/fails/countered</extracomment>
        <translation>%1: %2 wirkt %3 (%4 EP): %5</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::FireCommand</name>
    <message>
        <source>&quot;%1&quot; is not a terrain of §3.2.</source>
        <translation>„%1“ ist kein Gelände aus §3.2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cover: none, light, medium, heavy or infinite.</source>
        <translation>„%1“ ist keine Deckung: none, light, medium, heavy oder infinite.</translation>
    </message>
    <message>
        <source>§2.2 %1 cannot shoot now: %2.</source>
        <translation>§2.2 %1 kann jetzt nicht schießen: %2.</translation>
    </message>
    <message>
        <source>§5 %1 and %2 are on the same side.</source>
        <translation>§5 %1 und %2 stehen auf derselben Seite.</translation>
    </message>
    <message>
        <source>Give the distance: %1 and %2 are not both on the map.</source>
        <translation>Die Entfernung angeben: %1 und %2 stehen nicht beide auf der Karte.</translation>
    </message>
    <message>
        <source>%1: %2 shoots at %3, %4 hexes, d10 %5: %6 %7</source>
        <extracomment>%1 skirmish, %2 shooter, %3 target, %4 distance in hexes, %5 d10 face, %6 table, %7 result letter</extracomment>
        <translation>%1: %2 schießt auf %3, %4 Hexfelder, d10 %5: %6 %7</translation>
    </message>
    <message>
        <source>§4.9 %1 has no horse standing riderless.</source>
        <translation>§4.9 %1 hat kein Pferd, das reiterlos dasteht.</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::GharvCommand</name>
    <message>
        <source>&quot;%1&quot; is not water, beach, boat or marsh (§12 C21).</source>
        <translation>„%1“ ist weder Wasser noch Strand, Boot oder Morast (§12 C21).</translation>
    </message>
    <message>
        <source>%1 is not on the map: say what it stands on (water, beach, boat or marsh).</source>
        <translation>%1 ist nicht auf der Karte: angeben, worauf die Figur steht (Wasser, Strand, Boot oder Morast).</translation>
    </message>
    <message>
        <source>§12 C21 %1 (%2) stands on no water or marsh hex of the map, and no beach or boat was named: no Gharv roll.</source>
        <translation>§12 C21 %1 (%2) steht auf keinem Wasser- oder Morast-Hexfeld der Karte, und weder Strand noch Boot wurde genannt: kein Gharv-Wurf.</translation>
    </message>
    <message>
        <source>§9.6 %1 is not a counter of the Gharvs&apos; side.</source>
        <translation>§9.6 %1 ist kein Spielstein der Gharv-Seite.</translation>
    </message>
    <message>
        <source>§9.6 %1 cannot appear: it is %2.</source>
        <translation>§9.6 %1 kann nicht erscheinen: %2.</translation>
    </message>
    <message>
        <source>already on the map (%1)</source>
        <translation>bereits auf der Karte (%1)</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>§9.6 %1 is not a hex of the map.</source>
        <translation>§9.6 %1 ist kein Hexfeld der Karte.</translation>
    </message>
    <message>
        <source>§9.6 %1 is not beside %2 (%3).</source>
        <translation>§9.6 %1 liegt nicht neben %2 (%3).</translation>
    </message>
    <message>
        <source>§2.3 Gharvs appear only in the appearance step of a Gharv interphase, not now: %1.</source>
        <extracomment>%1 where the game turn stands</extracomment>
        <translation>§2.3 Gharvs erscheinen nur im Erscheinungsschritt einer Gharv-Zwischenphase, nicht jetzt: %1.</translation>
    </message>
    <message>
        <source>§9.6 only a living Adventurer or Krob calls a Gharv: not %1.</source>
        <translation>§9.6 nur ein lebender Abenteurer oder Krob ruft einen Gharv herbei: nicht %1.</translation>
    </message>
    <message>
        <source>Does a Gharv appear beside %1? (§9.6)</source>
        <translation>Erscheint ein Gharv neben %1? (§9.6)</translation>
    </message>
    <message>
        <source>§12 B6 %1&apos;s attack in this interphase: %2 column(s) right instead of terrain</source>
        <translation>§12 B6 Angriff von %1 in dieser Zwischenphase: %2 Spalte(n) nach rechts statt Gelände</translation>
    </message>
    <message>
        <source>§9.6 %1 tries to capsize the boat instead of attacking (1-3)</source>
        <translation>§9.6 %1 versucht, das Boot zum Kentern zu bringen, statt anzugreifen (1-3)</translation>
    </message>
    <message>
        <source>%1: Gharv roll for %2, d10 %3: %4 appears</source>
        <extracomment>%1 skirmish, %2 the character rolling, %3 d10 face, %4 the Gharv counter</extracomment>
        <translation>%1: Gharv-Wurf für %2, d10 %3: %4 erscheint</translation>
    </message>
    <message>
        <source>%1: Gharv roll for %2, d10 %3: no Gharv</source>
        <extracomment>%1 skirmish, %2 the character rolling, %3 d10 face</extracomment>
        <translation>%1: Gharv-Wurf für %2, d10 %3: kein Gharv</translation>
    </message>
    <message>
        <source>§9.6 no water or marsh hex of the map is free: the referee places the Gharv</source>
        <translation>§9.6 kein Wasser- oder Morast-Hexfeld der Karte ist frei: Der Spielleiter platziert den Gharv</translation>
    </message>
    <message>
        <source>§9.6 the Gharv comes up on %1, the only free water or marsh hex near the character</source>
        <extracomment>%1 the hex</extracomment>
        <translation>§9.6 der Gharv taucht auf %1 auf, dem einzigen freien Wasser- oder Morast-Hexfeld neben der Figur</translation>
    </message>
    <message>
        <source>Which hex does the Gharv come up on? (§9.6)</source>
        <translation>Auf welchem Hexfeld taucht der Gharv auf? (§9.6)</translation>
    </message>
    <message>
        <source>§9.6 %1 numbered 1-%2, rolled %3: %4</source>
        <extracomment>%1 the hexes, %2 how many, %3 the d10 face, %4 the hex chosen or &quot;roll again&quot;</extracomment>
        <translation>§9.6 %1 von 1-%2 nummeriert, %3 gewürfelt: %4</translation>
    </message>
    <message>
        <source>roll again</source>
        <translation>erneut würfeln</translation>
    </message>
    <message>
        <source>§2.3 a Gharv goes for a boat only in the combat step of a Gharv interphase, not now: %1.</source>
        <extracomment>%1 where the game turn stands</extracomment>
        <translation>§2.3 ein Gharv greift ein Boot nur im Kampfschritt einer Gharv-Zwischenphase an, nicht jetzt: %1.</translation>
    </message>
    <message>
        <source>§9.6 %1 is not a living Gharv.</source>
        <translation>§9.6 %1 ist kein lebender Gharv.</translation>
    </message>
    <message>
        <source>§9.6 %1 has already attacked in this interphase.</source>
        <translation>§9.6 %1 hat in dieser Zwischenphase bereits angegriffen.</translation>
    </message>
    <message>
        <source>§12 C10 a boat carries two characters at most, not %1.</source>
        <extracomment>%1 how many were named</extracomment>
        <translation>§12 C10 ein Boot trägt höchstens zwei Figuren, nicht %1.</translation>
    </message>
    <message>
        <source>§3.6 only living Adventurers ride in a boat: not %1.</source>
        <translation>§3.6 nur lebende Abenteurer fahren in einem Boot: nicht %1.</translation>
    </message>
    <message>
        <source>§9.6 %1 (%2) is not beside %3 (%4).</source>
        <translation>§9.6 %1 (%2) ist nicht neben %3 (%4).</translation>
    </message>
    <message>
        <source>Does %1 capsize the boat? (§9.6)</source>
        <translation>Bringt %1 das Boot zum Kentern? (§9.6)</translation>
    </message>
    <message>
        <source>§12 C10 %1 cannot swim in armour and drowns</source>
        <translation>§12 C10 %1 kann in Rüstung nicht schwimmen und ertrinkt</translation>
    </message>
    <message>
        <source>§12 C10 %1 is thrown into the water (%2)</source>
        <extracomment>%1 character, %2 its hexes</extracomment>
        <translation>§12 C10 %1 wird ins Wasser geworfen (%2)</translation>
    </message>
    <message>
        <source>%1: %2 goes for the boat, d10 %3: the boat capsizes</source>
        <extracomment>%1 skirmish, %2 the Gharv, %3 d10 face</extracomment>
        <translation>%1: %2 greift das Boot an, d10 %3: Das Boot kentert</translation>
    </message>
    <message>
        <source>%1: %2 goes for the boat, d10 %3: the boat stays afloat</source>
        <extracomment>%1 skirmish, %2 the Gharv, %3 d10 face</extracomment>
        <translation>%1: %2 greift das Boot an, d10 %3: Das Boot bleibt über Wasser</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::GharvWithdrawal</name>
    <message>
        <source>§9.6 %1 never came up from the water (a prisoner of the Pit, or set down by hand): it stays</source>
        <extracomment>%1 the Gharv</extracomment>
        <translation>§9.6 %1 ist nie aus dem Wasser aufgetaucht (ein Gefangener der Grube oder von Hand gesetzt): Er bleibt</translation>
    </message>
    <message>
        <source>§9.6 %1 is in contact with a character and stays</source>
        <extracomment>%1 the Gharv</extracomment>
        <translation>§9.6 %1 steht in Kontakt mit einer Figur und bleibt</translation>
    </message>
    <message>
        <source>§9.6 %1 is in contact with no one: without a map the referee moves it toward the water</source>
        <extracomment>%1 the Gharv</extracomment>
        <translation>§9.6 %1 steht mit niemandem in Kontakt: Ohne Karte bewegt der Spielleiter ihn auf das Wasser zu</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the Gharv, %2 one rules decision about its withdrawal</extracomment>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::MoveCommands</name>
    <message>
        <source>§3.7 %1 and %2 are on the same side.</source>
        <translation>§3.7 %1 und %2 stehen auf derselben Seite.</translation>
    </message>
    <message>
        <source>Challenge by %1 (§3.7)</source>
        <translation>Herausforderung durch %1 (§3.7)</translation>
    </message>
    <message>
        <source>%1: %2 challenged (%3 rolled): %4</source>
        <extracomment>%1 skirmish, %2 the mover, %3 how many challenges were rolled, %4 the mover&apos;s state after</extracomment>
        <translation>%1: %2 herausgefordert (%3 Würfe): %4</translation>
    </message>
    <message>
        <source>§3.5 %1 cannot jump: only a standing character on foot jumps down.</source>
        <translation>§3.5 %1 kann nicht springen: Nur eine stehende Figur zu Fuß springt hinab.</translation>
    </message>
    <message>
        <source>%1 jumps down a level (§3.5)</source>
        <translation>%1 springt eine Ebene hinab (§3.5)</translation>
    </message>
    <message>
        <source>%1: %2 jumps down a level, d10 %3: %4</source>
        <extracomment>%1 skirmish, %2 who jumps, %3 d10 face, %4 the state after</extracomment>
        <translation>%1: %2 springt eine Ebene hinab, d10 %3: %4</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::SetupCommands</name>
    <message>
        <source>%1 starts on %2, which is not a hex of map %3.</source>
        <translation>%1 beginnt auf %2, das kein Hexfeld der Karte %3 ist.</translation>
    </message>
    <message>
        <source>%1 is not a hex of map %2.</source>
        <translation>%1 ist kein Hexfeld der Karte %2.</translation>
    </message>
    <message>
        <source>%1 is not a hex label such as B4.</source>
        <translation>%1 ist keine Hexfeldbezeichnung wie B4.</translation>
    </message>
    <message>
        <source>A skirmish needs a name.</source>
        <translation>Eine Skirmish-Partie braucht einen Namen.</translation>
    </message>
    <message>
        <source>This campaign already has a skirmish called &quot;%1&quot;.</source>
        <translation>Diese Kampagne hat bereits eine Skirmish-Partie namens „%1“.</translation>
    </message>
    <message>
        <source>The character tables do not read: %1</source>
        <translation>Die Figurentabellen lassen sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>The scenario does not read: %1</source>
        <translation>Das Szenario lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>The map does not read: %1</source>
        <translation>Die Karte lässt sich nicht lesen: %1</translation>
    </message>
    <message>
        <source>New skirmish &quot;%1&quot;: %2, %3 counters</source>
        <extracomment>%1 skirmish name, %2 scenario title, %3 number of counters</extracomment>
        <translation>Neue Skirmish-Partie „%1“: %2, %3 Spielsteine</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a state: healthy, stunned, wounded or dead.</source>
        <translation>„%1“ ist kein Zustand: healthy, stunned, wounded oder dead.</translation>
    </message>
    <message>
        <source>%1 has %2 wound levels (§6.2): %3 wounds do not fit.</source>
        <translation>%1 hat %2 Wundstufen (§6.2): %3 Wunden passen nicht.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a horse state: none, with-rider, riderless or dead.</source>
        <translation>„%1“ ist kein Pferdezustand: none, with-rider, riderless oder dead.</translation>
    </message>
    <message>
        <source>%1 has no horse: only the DN1 riders of §8 do.</source>
        <translation>%1 hat kein Pferd: Nur die DN1-Reiter aus §8 haben eines.</translation>
    </message>
    <message>
        <source>%1 keeps no energy: only the scenario&apos;s spellcasters do (§7.1).</source>
        <translation>%1 hat keine Energie: Nur die Zauberwirker des Szenarios haben welche (§7.1).</translation>
    </message>
    <message>
        <source>Set by the referee: %1%2</source>
        <translation>Vom Spielleiter festgelegt: %1%2</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <extracomment>%1 skirmish, %2 the character&apos;s state and values</extracomment>
        <translation>%1: %2%3</translation>
    </message>
    <message>
        <source>The scenario of &quot;%1&quot; ends after game turn %2.</source>
        <translation>Das Szenario von „%1“ endet nach Spielrunde %2.</translation>
    </message>
    <message>
        <source>§6.1 %1 stands up</source>
        <translation>§6.1 %1 steht auf</translation>
    </message>
    <message>
        <source>§7.4 %1 on %2 runs out</source>
        <extracomment>%1 spell name, %2 character</extracomment>
        <translation>§7.4 %1 auf %2 läuft ab</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: option %2 set to %3</source>
        <extracomment>%1 skirmish, %2 option name (§12 D), %3 its new value</extracomment>
        <translation>%1: Option %2 auf %3 gesetzt</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::SkirmishDesk</name>
    <message>
        <source>Skirmish &quot;%1&quot; has no character &quot;%2&quot; (see: skirmish roster).</source>
        <translation>Die Skirmish-Partie „%1“ hat keine Figur „%2“ (siehe: skirmish roster).</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must name at least one character.</source>
        <translation>Das Argument „%1“ muss mindestens eine Figur nennen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2 twice.</source>
        <translation>„%1“ nennt %2 doppelt.</translation>
    </message>
    <message>
        <source>§7.1 %1 is wounded: energy %2 → %3 EPs</source>
        <translation>§7.1 %1 ist verwundet: Energie %2 → %3 EP</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::SkirmishStore</name>
    <message>
        <source>Skirmish &quot;%1&quot;: %2&apos;s values (%3) are not in its character tables.</source>
        <translation>Skirmish-Partie „%1“: Die Werte von %2 (%3) stehen nicht in ihren Figurentabellen.</translation>
    </message>
    <message>
        <source>There is no skirmish called &quot;%1&quot;.</source>
        <translation>Es gibt keine Skirmish-Partie namens „%1“.</translation>
    </message>
    <message>
        <source>Skirmish &quot;%1&quot;: its character tables do not read (%2).</source>
        <translation>Skirmish-Partie „%1“: Ihre Figurentabellen lassen sich nicht lesen (%2).</translation>
    </message>
    <message>
        <source>Skirmish &quot;%1&quot; cannot be read.</source>
        <translation>Die Skirmish-Partie „%1“ kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Skirmish &quot;%1&quot;: %2</source>
        <translation>Skirmish-Partie „%1“: %2</translation>
    </message>
</context>
<context>
    <name>herald::decks::Content</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>a kind of JSON value; fills %1 of &quot;expected a list, found %1&quot;</extracomment>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>ein Text</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>a kind of JSON value (an absent one); fills %1 of &quot;expected a list, found %1&quot;</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>Objekt erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>unknown member (expected one of: %1)</source>
        <translation>unbekanntes Element (erwartet wird eines von: %1)</translation>
    </message>
    <message>
        <source>missing (a string is required)</source>
        <translation>fehlt (ein Text ist erforderlich)</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>Text erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>darf nicht leer sein</translation>
    </message>
    <message>
        <source>missing (a whole number is required)</source>
        <translation>fehlt (eine ganze Zahl ist erforderlich)</translation>
    </message>
    <message>
        <source>missing (a list is required)</source>
        <translation>fehlt (eine Liste ist erforderlich)</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>Liste erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>ganze Zahl erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>must be a whole number from -1000000 to 1000000, not %1</source>
        <translation>muss eine ganze Zahl von -1000000 bis 1000000 sein, nicht %1</translation>
    </message>
    <message>
        <source>expected a non-empty string, found %1</source>
        <translation>nicht leerer Text erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>expected an object of key/value pairs, found %1</source>
        <translation>Objekt aus Schlüssel/Wert-Paaren erwartet, %1 gefunden</translation>
    </message>
    <message>
        <source>a value must be a string, a whole number or true/false, not %1</source>
        <translation>ein Wert muss Text, eine ganze Zahl oder true/false sein, nicht %1</translation>
    </message>
    <message>
        <source>missing (one of: rule, houseDefault, custom)</source>
        <extracomment>rule, houseDefault and custom are file keywords: keep them in English</extracomment>
        <translation>fehlt (einer der Werte rule, houseDefault, custom)</translation>
    </message>
    <message>
        <source>must be one of: rule, houseDefault, custom</source>
        <extracomment>rule, houseDefault and custom are file keywords: keep them in English</extracomment>
        <translation>muss einer der Werte rule, houseDefault, custom sein</translation>
    </message>
    <message>
        <source>must be &quot;roll&quot; or &quot;lookup&quot;</source>
        <translation>muss „roll“ oder „lookup“ sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: %2 (at character %3)</source>
        <translation>„%1“ ist kein Würfelausdruck: %2 (bei Zeichen %3)</translation>
    </message>
    <message>
        <source>a lookup table is not rolled and takes no dice</source>
        <translation>auf einer Nachschlagetabelle wird nicht gewürfelt, sie braucht keine Würfel</translation>
    </message>
    <message>
        <source>must be from 1 to 100</source>
        <translation>muss zwischen 1 und 100 liegen</translation>
    </message>
    <message>
        <source>must be &quot;up&quot; or &quot;down&quot;</source>
        <translation>muss „up“ oder „down“ sein</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>muss „%1“ sein</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>muss mindestens 1 sein</translation>
    </message>
    <message>
        <source>version %1 is newer than this Herald reads (up to %2); update Herald</source>
        <translation>Version %1 ist neuer, als diese Herald-Version lesen kann (bis %2); Herald aktualisieren</translation>
    </message>
    <message>
        <source>another deck already has the id &apos;%1&apos;</source>
        <translation>ein anderer Stapel hat bereits die ID „%1“</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>das Dokument muss ein JSON-Objekt sein</translation>
    </message>
    <message>
        <source>%1 already has a table with the id &apos;%2&apos;</source>
        <translation>%1 hat bereits eine Tabelle mit der ID „%2“</translation>
    </message>
    <message>
        <source>%1 already has a deck with the id &apos;%2&apos;</source>
        <translation>%1 hat bereits einen Stapel mit der ID „%2“</translation>
    </message>
    <message>
        <source>must be &quot;top&quot; or &quot;bottom&quot;</source>
        <translation>muss „top“ oder „bottom“ sein</translation>
    </message>
    <message>
        <source>missing (one of: draw, reveal, discard, return, shuffle, reshuffle, transfer, remove, add)</source>
        <extracomment>the words after &quot;one of:&quot; are file keywords: keep them in English</extracomment>
        <translation>fehlt (einer der Werte draw, reveal, discard, return, shuffle, reshuffle, transfer, remove, add)</translation>
    </message>
    <message>
        <source>add takes one card, without copies</source>
        <extracomment>&quot;add&quot; is a file keyword (an operation name): keep it in English</extracomment>
        <translation>add nimmt genau eine Karte auf, ohne Kopien</translation>
    </message>
    <message>
        <source>unknown operation &quot;%1&quot;</source>
        <translation>unbekannte Operation „%1“</translation>
    </message>
</context>
<context>
    <name>herald::decks::Csv</name>
    <message>
        <source>line %1</source>
        <extracomment>where a CSV problem is: line number</extracomment>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>column &apos;%1&apos;</source>
        <extracomment>where a CSV problem is: a column name of the CSV file</extracomment>
        <translation>Spalte „%1“</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>ein Feld in Anführungszeichen wird nicht geschlossen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not key=value</source>
        <translation>„%1“ hat nicht die Form key=value</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice</source>
        <translation>der Schlüssel „%1“ kommt zweimal vor</translation>
    </message>
    <message>
        <source>the file is empty; the first line must name the columns from,to,result[,effects][,rollAgain]</source>
        <extracomment>from, to, result, effects and rollAgain are CSV column names: keep them in English</extracomment>
        <translation>die Datei ist leer; die erste Zeile muss die Spalten from,to,result[,effects][,rollAgain] benennen</translation>
    </message>
    <message>
        <source>unknown column (expected from, to, result, effects, rollAgain)</source>
        <translation>unbekannte Spalte (erwartet: from, to, result, effects, rollAgain)</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>die Spalte kommt zweimal vor</translation>
    </message>
    <message>
        <source>this column is required</source>
        <translation>diese Spalte ist erforderlich</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>%1 Felder erwartet, %2 gefunden</translation>
    </message>
    <message>
        <source>expected a whole number, found &apos;%1&apos;</source>
        <translation>ganze Zahl erwartet, „%1“ gefunden</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; does not fit from,to,result: only one-column roll tables are exchanged as CSV</source>
        <translation>Tabelle „%1“ passt nicht zu from,to,result: Nur Würfeltabellen mit einer Spalte werden als CSV ausgetauscht</translation>
    </message>
</context>
<context>
    <name>herald::decks::Deck</name>
    <message>
        <source>A card of deck &apos;%1&apos; has no id.</source>
        <translation>Eine Karte des Stapels „%1“ hat keine ID.</translation>
    </message>
    <message>
        <source>Deck &apos;%1&apos; has two cards with the id &apos;%2&apos;.</source>
        <translation>Stapel „%1“ hat zwei Karten mit der ID „%2“.</translation>
    </message>
    <message>
        <source>The %1 of deck &apos;%2&apos; names &apos;%3&apos;, which is not one of its cards.</source>
        <extracomment>%1 is &quot;draw pile&quot;, &quot;discard pile&quot;, &quot;list of cards in play&quot; or &quot;list of removed cards&quot;</extracomment>
        <translation>%1 von Stapel „%2“: „%3“ ist keine seiner Karten.</translation>
    </message>
    <message>
        <source>Card &apos;%1&apos; of deck &apos;%2&apos; is in two places at once.</source>
        <translation>Karte „%1“ von Stapel „%2“ liegt an zwei Orten zugleich.</translation>
    </message>
    <message>
        <source>draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>list of cards in play</source>
        <translation>Liste der Karten im Spiel</translation>
    </message>
    <message>
        <source>Card &apos;%1&apos; of deck &apos;%2&apos; is in play but nobody holds it.</source>
        <translation>Karte „%1“ von Stapel „%2“ ist im Spiel, aber niemand hält sie.</translation>
    </message>
    <message>
        <source>list of removed cards</source>
        <translation>Liste der entfernten Karten</translation>
    </message>
    <message>
        <source>Card &apos;%1&apos; of deck &apos;%2&apos; is in no pile and nobody holds it.</source>
        <translation>Karte „%1“ von Stapel „%2“ liegt in keinem Stapel, und niemand hält sie.</translation>
    </message>
    <message>
        <source>face up</source>
        <extracomment>how a drawn card lies; fills %2 of &quot;Drew %1 %2 for %3&quot;</extracomment>
        <translation>offen</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>verdeckt</translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>the end of the draw pile; fills &quot;to the %2 of the draw pile&quot;</extracomment>
        <translation>oben</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>unten</translation>
    </message>
    <message>
        <source>Drew %1 %2 for %3</source>
        <extracomment>%1 is the card title, %2 is &quot;face up&quot; or &quot;face down&quot;, %3 is who receives it</extracomment>
        <translation>%1 %2 für %3 gezogen</translation>
    </message>
    <message>
        <source>Drew %1 cards %2 for %3: %4</source>
        <extracomment>%2 is &quot;face up&quot; or &quot;face down&quot;, %3 is who receives the cards, %4 their titles</extracomment>
        <translation>%1 Karten %2 für %3 gezogen: %4</translation>
    </message>
    <message>
        <source>Revealed %1 held by %2</source>
        <translation>%1 aufgedeckt (gehalten von %2)</translation>
    </message>
    <message>
        <source>Discarded %1 held by %2</source>
        <translation>%1 abgelegt (gehalten von %2)</translation>
    </message>
    <message>
        <source>Returned %1 to the %2 of the draw pile</source>
        <translation>%1 %2 in den Nachziehstapel zurückgelegt</translation>
    </message>
    <message>
        <source>Shuffled the draw pile of %1 (%2 cards)</source>
        <translation>Nachziehstapel von %1 gemischt (%2 Karten)</translation>
    </message>
    <message>
        <source>Shuffled %1 discards back into %2 (%3 cards in the draw pile)</source>
        <translation>%1 abgelegte Karten zurück in %2 gemischt (%3 Karten im Nachziehstapel)</translation>
    </message>
    <message>
        <source>Gave %1 from %2 to %3</source>
        <translation>%1 von %2 an %3 gegeben</translation>
    </message>
    <message>
        <source>Removed %1 from the game</source>
        <translation>%1 aus dem Spiel genommen</translation>
    </message>
    <message>
        <source>Added %1 to the %2 of the draw pile of %3</source>
        <translation>%1 %2 in den Nachziehstapel von %3 eingefügt</translation>
    </message>
    <message>
        <source>Shuffle %1</source>
        <extracomment>why dice are rolled, shown in the dice log; %1 is a deck title</extracomment>
        <translation>%1 mischen</translation>
    </message>
    <message>
        <source>The draw pile of %1 is empty; reshuffle the discards first (§1.7).</source>
        <translation>Der Nachziehstapel von %1 ist leer; zuerst den Ablagestapel einmischen (§1.7).</translation>
    </message>
    <message>
        <source>Cannot draw %1 cards from %2: only %3 are left in the draw pile (§1.7).</source>
        <translation>Von %2 können nicht %1 Karten gezogen werden: Im Nachziehstapel sind nur noch %3 (§1.7).</translation>
    </message>
    <message>
        <source>%1 has no discards to shuffle back.</source>
        <translation>%1 hat keine abgelegten Karten zum Zurückmischen.</translation>
    </message>
    <message>
        <source>%1 has no card %2.</source>
        <translation>%1 hat keine Karte %2.</translation>
    </message>
    <message>
        <source>Card %1 of %2 is not in play: nobody holds it.</source>
        <translation>Karte %1 von %2 ist nicht im Spiel: Niemand hält sie.</translation>
    </message>
    <message>
        <source>Card %1 of %2, held by %3, is already face up.</source>
        <translation>Karte %1 von %2, gehalten von %3, ist bereits aufgedeckt.</translation>
    </message>
    <message>
        <source>Card %1 of %2 is already in the draw pile.</source>
        <translation>Karte %1 von %2 liegt bereits im Nachziehstapel.</translation>
    </message>
    <message>
        <source>Card %1 of %2 has been removed from the game.</source>
        <translation>Karte %1 von %2 wurde aus dem Spiel genommen.</translation>
    </message>
    <message>
        <source>Say who receives the card from %1.</source>
        <translation>Angeben, wer die Karte von %1 erhält.</translation>
    </message>
    <message>
        <source>Card %1 of %2 is already held by %3.</source>
        <translation>Karte %1 von %2 wird bereits von %3 gehalten.</translation>
    </message>
    <message>
        <source>Cannot draw %1 cards from %2: draw at least one.</source>
        <translation>Von %2 können nicht %1 Karten gezogen werden: mindestens eine ziehen.</translation>
    </message>
    <message>
        <source>A card added to %1 needs an id.</source>
        <translation>Eine zu %1 hinzugefügte Karte braucht eine ID.</translation>
    </message>
    <message>
        <source>%1 already has a card with the id %2.</source>
        <translation>%1 hat bereits eine Karte mit der ID %2.</translation>
    </message>
    <message>
        <source>The shuffle of %1 could not use a typed die: %2.</source>
        <translation>Das Mischen von %1 konnte keinen eingegebenen Würfel verwenden: %2.</translation>
    </message>
</context>
<context>
    <name>herald::decks::MagicItems</name>
    <message>
        <source>Magic item %1 needs an id.</source>
        <translation>Der magische Gegenstand %1 braucht eine ID.</translation>
    </message>
    <message>
        <source>Magic item &apos;%1&apos; needs a name.</source>
        <translation>Der magische Gegenstand „%1“ braucht einen Namen.</translation>
    </message>
    <message>
        <source>Magic item %1 needs an author: each player writes his own items (§2.18).</source>
        <translation>Der magische Gegenstand %1 braucht einen Autor: Jeder Spieler verfasst seine eigenen Gegenstände (§2.18).</translation>
    </message>
    <message>
        <source>Magic item %1 must be worth at least 1 point, not %2.</source>
        <translation>Der magische Gegenstand %1 muss mindestens 1 Punkt wert sein, nicht %2.</translation>
    </message>
    <message>
        <source>%1 cannot add %2 (%3 points): %1&apos;s items already use %4 of %5 points, so only %6 remain (§2.18, I-31).</source>
        <translation>%1 kann %2 (%3 Punkte) nicht hinzufügen: Die Gegenstände von %1 verbrauchen bereits %4 von %5 Punkten, daher bleiben nur %6 (§2.18, I-31).</translation>
    </message>
    <message>
        <source>Magic item deck</source>
        <extracomment>the title given to a new deck of magic items</extracomment>
        <translation>Stapel der magischen Gegenstände</translation>
    </message>
    <message>
        <source>Dealt %1 magic items to each of %2 nations</source>
        <translation>Je %1 magische Gegenstände an %2 Nationen ausgeteilt</translation>
    </message>
</context>
<context>
    <name>herald::decks::Provenance</name>
    <message>
        <source>Rules %1</source>
        <extracomment>where a table comes from; %1 is a rules section such as §5.3</extracomment>
        <translation>Regeln %1</translation>
    </message>
    <message>
        <source>House default</source>
        <translation>Hausvorgabe</translation>
    </message>
    <message>
        <source>House default (%1)</source>
        <translation>Hausvorgabe (%1)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Benutzerdefiniert</translation>
    </message>
</context>
<context>
    <name>herald::decks::Table</name>
    <message>
        <source>any</source>
        <extracomment>a row label: the row is read whatever the roll</extracomment>
        <translation>beliebig</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 oder weniger</translation>
    </message>
    <message>
        <source>the table has no id</source>
        <translation>die Tabelle hat keine ID</translation>
    </message>
    <message>
        <source>the table has no rows</source>
        <translation>die Tabelle hat keine Zeilen</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; is declared twice</source>
        <translation>Modifikator „%1“ ist zweimal deklariert</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; has a minimum of %2 above its maximum of %3</source>
        <translation>Modifikator „%1“ hat ein Minimum von %2, das über seinem Maximum von %3 liegt</translation>
    </message>
    <message>
        <source>column %1 has no id</source>
        <translation>Spalte %1 hat keine ID</translation>
    </message>
    <message>
        <source>two columns have the id &apos;%1&apos;</source>
        <translation>zwei Spalten haben die ID „%1“</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; gives only one end of its range</source>
        <translation>Spalte „%1“ gibt nur ein Ende ihres Bereichs an</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; runs from %2 down to %3</source>
        <translation>Spalte „%1“ läuft abwärts von %2 bis %3</translation>
    </message>
    <message>
        <source>either every column has a range of values or none does</source>
        <translation>entweder hat jede Spalte einen Wertebereich oder keine</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; starts at %2 but the column before it ends at %3; column ranges must follow on without gaps or overlaps</source>
        <translation>Spalte „%1“ beginnt bei %2, aber die Spalte davor endet bei %3; Spaltenbereiche müssen lückenlos und ohne Überschneidung aufeinander folgen</translation>
    </message>
    <message>
        <source>the row has %1 entries but the table has %2 columns</source>
        <extracomment>the lowest end of a range of totals, when modifiers have no lower limit</extracomment>
        <translation>die Zeile hat %1 Einträge, die Tabelle aber %2 Spalten</translation>
    </message>
    <message>
        <source>%1 with its modifiers gives %2 to %3</source>
        <extracomment>%1 is a dice expression such as 2d6; %2 and %3 are the lowest and highest totals, or &quot;any low total&quot; / &quot;any high total&quot;</extracomment>
        <translation>%1 ergibt mit seinen Modifikatoren Werte von %2 bis %3</translation>
    </message>
    <message>
        <source>any low total</source>
        <translation>beliebig niedrig</translation>
    </message>
    <message>
        <source>any high total</source>
        <translation>beliebig hoch</translation>
    </message>
    <message>
        <source>the row runs from %1 down to %2</source>
        <translation>die Zeile läuft abwärts von %1 bis %2</translation>
    </message>
    <message>
        <source>no roll can reach %1: %2</source>
        <translation>kein Wurf kann %1 erreichen: %2</translation>
    </message>
    <message>
        <source>the row (%1) overlaps row %2 (%3) at %4</source>
        <translation>die Zeile (%1) überschneidet sich bei %4 mit Zeile %2 (%3)</translation>
    </message>
    <message>
        <source>the row (%1) comes after row %2 (%3); rows must go up in order</source>
        <translation>die Zeile (%1) steht nach Zeile %2 (%3); Zeilen müssen aufsteigend geordnet sein</translation>
    </message>
    <message>
        <source>no row covers %1, between row %2 (%3) and this row (%4)</source>
        <translation>keine Zeile deckt %1 ab, zwischen Zeile %2 (%3) und dieser Zeile (%4)</translation>
    </message>
    <message>
        <source>a lookup row needs a key</source>
        <translation>eine Nachschlagezeile braucht einen Schlüssel</translation>
    </message>
    <message>
        <source>row %1 already uses the key &apos;%2&apos;</source>
        <translation>Zeile %1 verwendet bereits den Schlüssel „%2“</translation>
    </message>
    <message>
        <source>tables[%1] already has the id &apos;%2&apos;</source>
        <translation>tables[%1] hat bereits die ID „%2“</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; names table &apos;%1&apos;, which does not exist</source>
        <extracomment>&quot;roll again&quot; is the name of a table row field; %1 is a table id</extracomment>
        <translation>„Erneut würfeln“ nennt die Tabelle „%1“, die es nicht gibt</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; names table &apos;%1&apos;, a lookup table that is not rolled</source>
        <translation>„Erneut würfeln“ nennt die Tabelle „%1“, eine Nachschlagetabelle, auf der nicht gewürfelt wird</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; on table &apos;%1&apos; must name one of its columns</source>
        <translation>„Erneut würfeln“ auf Tabelle „%1“ muss eine ihrer Spalten nennen</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; names column &apos;%1&apos;, which table &apos;%2&apos; does not have</source>
        <translation>„Erneut würfeln“ nennt die Spalte „%1“, die Tabelle „%2“ nicht hat</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; goes round in a circle: %1</source>
        <translation>„Erneut würfeln“ dreht sich im Kreis: %1</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos;</source>
        <translation>Tabelle „%1“</translation>
    </message>
    <message>
        <source>, row %1</source>
        <extracomment>appended to &quot;Table &apos;%1&apos;&quot; to say where a problem is; %1 is a row number</extracomment>
        <translation>, Zeile %1</translation>
    </message>
    <message>
        <source>, column %1</source>
        <extracomment>appended to &quot;Table &apos;%1&apos;&quot; or &quot;, row %1&quot; to say where a problem is; %1 is a column number</extracomment>
        <translation>, Spalte %1</translation>
    </message>
    <message>
        <source>, read as %1</source>
        <extracomment>appended to a roll summary: a total past the table end is read as this row (%1)</extracomment>
        <translation>, gilt als %1</translation>
    </message>
    <message>
        <source> in column %1</source>
        <extracomment>appended to a roll summary: the column of the table that was read</extracomment>
        <translation> in Spalte %1</translation>
    </message>
    <message>
        <source>; then </source>
        <extracomment>joins a roll summary to the summary of the roll it led to on another table</extracomment>
        <translation>; dann </translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Tabelle: %1</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Würfel: %1</translation>
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
        <source>%1 is past the end of the table: read as %2</source>
        <translation>%1 liegt hinter dem Ende der Tabelle: gilt als %2</translation>
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
    <message>
        <source>Table %1 is a lookup table; it is read, not rolled.</source>
        <translation>Tabelle %1 ist eine Nachschlagetabelle; sie wird abgelesen, nicht gewürfelt.</translation>
    </message>
    <message>
        <source>Table %1 is rolled with dice, not looked up by key.</source>
        <translation>Auf Tabelle %1 wird gewürfelt; sie wird nicht über einen Schlüssel nachgeschlagen.</translation>
    </message>
    <message>
        <source>Table %1 has no row for %2.</source>
        <extracomment>%2 is a total, or &quot;any total&quot;</extracomment>
        <translation>Tabelle %1 hat keine Zeile für %2.</translation>
    </message>
    <message>
        <source>any total</source>
        <translation>irgendeine Summe</translation>
    </message>
    <message>
        <source>Table %1 has several columns: say which one to read.</source>
        <translation>Tabelle %1 hat mehrere Spalten: angeben, welche gelesen werden soll.</translation>
    </message>
    <message>
        <source>Table %1 has no column &apos;%2&apos;.</source>
        <translation>Tabelle %1 hat keine Spalte „%2“.</translation>
    </message>
    <message>
        <source>The columns of table %1 have no ranges of values, so %2 cannot pick one; name the column.</source>
        <translation>Die Spalten der Tabelle %1 haben keine Wertebereiche, daher kann %2 keine auswählen; die Spalte angeben.</translation>
    </message>
    <message>
        <source>Table %1 has no row &apos;%2&apos;.</source>
        <translation>Tabelle %1 hat keine Zeile „%2“.</translation>
    </message>
    <message>
        <source>Table %1 says to roll again on &apos;%2&apos;, which does not exist.</source>
        <translation>Tabelle %1 verweist für einen weiteren Wurf auf „%2“, die es nicht gibt.</translation>
    </message>
    <message>
        <source>Table %1 leads to more than %2 rolls in a row (last: &apos;%3&apos;); the tables go round in a circle.</source>
        <translation>Tabelle %1 führt zu mehr als %2 Würfen hintereinander (zuletzt: „%3“); die Tabellen verweisen im Kreis aufeinander.</translation>
    </message>
    <message>
        <source>The roll on table %1 could not use a typed die: %2.</source>
        <translation>Der Wurf auf Tabelle %1 konnte keinen eingegebenen Würfel verwenden: %2.</translation>
    </message>
</context>
<context>
    <name>herald::dice::Messages</name>
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
</context>
<context>
    <name>herald::diplomacy::desk::DownfallOrders</name>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a province of this map</source>
        <translation>„%1“ ist keine Provinz dieser Karte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul)</source>
        <translation>„%1“ ist keine Persönlichkeit (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul)</translation>
    </message>
    <message>
        <source>%1 takes orders from %2 only</source>
        <translation>%1 nimmt nur Befehle von %2 an</translation>
    </message>
    <message>
        <source>&quot;Second&quot; needs a cavalry order, a Gandalf order or a Ring pass</source>
        <translation>„Second“ braucht einen Kavalleriebefehl, einen Befehl für Gandalf oder einen Ring pass</translation>
    </message>
    <message>
        <source>Gandalf&apos;s second step takes &quot;S&quot; and a cavalry move, or &quot;leads&quot;</source>
        <translation>Gandalfs zweiter Schritt erwartet „S“ mit einem Kavalleriezug oder „leads“</translation>
    </message>
    <message>
        <source>Gandalf&apos;s orders are &quot;S&quot; (support) and &quot;command&quot;</source>
        <translation>Gandalfs Befehle sind „S“ (Unterstützung) und „command“</translation>
    </message>
    <message>
        <source>write Gandalf&apos;s support as &quot;Gandalf S A Wil&quot; or &quot;Gandalf S A Wil-Emy&quot;</source>
        <translation>Gandalfs Unterstützung als „Gandalf S A Wil“ oder „Gandalf S A Wil-Emy“ schreiben</translation>
    </message>
    <message>
        <source>write the Nazgul&apos;s fear as &quot;Fear A Gon&quot;</source>
        <translation>den Schrecken der Nazgul als „Fear A Gon“ schreiben</translation>
    </message>
    <message>
        <source>write a personality&apos;s step as &quot;Step Gandalf Dag&quot; or, for two steps, &quot;Step Gandalf Dag Emy&quot;</source>
        <translation>den Schritt einer Persönlichkeit als „Step Gandalf Dag“ schreiben, bei zwei Schritten als „Step Gandalf Dag Emy“</translation>
    </message>
    <message>
        <source>write a return as &quot;Return Gandalf Lam&quot;</source>
        <translation>eine Rückkehr als „Return Gandalf Lam“ schreiben</translation>
    </message>
    <message>
        <source>Rohan&apos;s leave is written &quot;Allow Faramir&quot;, &quot;Allow Faramir always&quot; or &quot;Forbid Faramir&quot;</source>
        <translation>Rohans Erlaubnis lautet „Allow Faramir“, „Allow Faramir always“ oder „Forbid Faramir“</translation>
    </message>
    <message>
        <source>only Rohan gives Faramir leave to lead its units</source>
        <translation>nur Rohan kann Faramir erlauben, seine Einheiten zu führen</translation>
    </message>
    <message>
        <source>a power declares for &quot;Good&quot; or &quot;Evil&quot;</source>
        <translation>eine Macht erklärt sich für „Good“ oder „Evil“</translation>
    </message>
    <message>
        <source>the Ents&apos; order is &quot;Ents march&quot;</source>
        <translation>der Befehl der Ents lautet „Ents march“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a personality</source>
        <translation>„%1“ ist keine Persönlichkeit</translation>
    </message>
    <message>
        <source>nobody orders a claim: whoever enters the Ring&apos;s space takes it, by the priority of B9.3</source>
        <translation>den Ring beansprucht niemand per Befehl: Wer sein Feld betritt, nimmt ihn an sich, nach der Rangfolge von B9.3</translation>
    </message>
    <message>
        <source>the game master hides the Ring with the desk&apos;s Hide the Ring (diplomacy.ring), not in a power&apos;s orders</source>
        <translation>der Spielleiter versteckt den Ring mit „Ring verstecken“ am Spielleitertisch (diplomacy.ring), nicht in den Befehlen einer Macht</translation>
    </message>
    <message>
        <source>the Ring&apos;s orders are &quot;Ring pass &lt;personality or space&gt;&quot;, &quot;Second Ring pass ...&quot;, &quot;Ring wear&quot; and &quot;Ring destroy&quot;</source>
        <translation>die Befehle für den Ring sind „Ring pass &lt;Persönlichkeit oder Feld&gt;“, „Second Ring pass ...“, „Ring wear“ und „Ring destroy“</translation>
    </message>
    <message>
        <source>it is an order of %1, not of %2</source>
        <translation>es ist ein Befehl von %1, nicht von %2</translation>
    </message>
    <message>
        <source>no order after the power&apos;s name</source>
        <translation>kein Befehl nach dem Namen der Macht</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot;: %3.</source>
        <translation>Zeile %1: „%2“: %3.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; does not say which power gives it (write &quot;Gondor: %2&quot;).</source>
        <translation>Zeile %1: „%2“ gibt nicht an, welche Macht den Befehl erteilt („Gondor: %2“ schreiben).</translation>
    </message>
</context>
<context>
    <name>herald::diplomacy::desk::DownfallTurn</name>
    <message>
        <source>Carried out.</source>
        <translation>Ausgeführt.</translation>
    </message>
    <message>
        <source>No effect: %1.</source>
        <translation>Keine Wirkung: %1.</translation>
    </message>
    <message>
        <source>%1 L %2</source>
        <translation>%1 L %2</translation>
    </message>
    <message>
        <source>Nazgul: fear on %1</source>
        <translation>Nazgul: Furcht auf %1</translation>
    </message>
    <message>
        <source>Gandalf S %1</source>
        <translation>Gandalf S %1</translation>
    </message>
    <message>
        <source>Gandalf S %1-%2</source>
        <translation>Gandalf S %1-%2</translation>
    </message>
    <message>
        <source>Gandalf commands %1</source>
        <translation>Gandalf befehligt %1</translation>
    </message>
    <message>
        <source>Second: %1</source>
        <translation>Zweiter Schritt: %1</translation>
    </message>
    <message>
        <source>%1 steps %2</source>
        <translation>%1 zieht nach %2</translation>
    </message>
    <message>
        <source>Ring pass to %1</source>
        <translation>Ring pass an %1</translation>
    </message>
    <message>
        <source>Ring wear</source>
        <translation>Ring wear</translation>
    </message>
    <message>
        <source>Ring destroy</source>
        <translation>Ring destroy</translation>
    </message>
    <message>
        <source>Ents march</source>
        <translation>Ents march</translation>
    </message>
    <message>
        <source>Ranger neutralises %1</source>
        <translation>Ranger neutralisiert %1</translation>
    </message>
    <message>
        <source>Illegal: %1.</source>
        <translation>Unzulässig: %1.</translation>
    </message>
</context>
<context>
    <name>herald::diplomacy::desk::Judgement</name>
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
</context>
<context>
    <name>herald::diplomacy::desk::Personalities</name>
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
        <source>cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>pirate</source>
        <translation>Pirat</translation>
    </message>
</context>
<context>
    <name>herald::gui::BattleBoardDesk</name>
    <message>
        <source>Line %1</source>
        <extracomment>a line space on the board, %1 its column (counted from the attacker&apos;s left)</extracomment>
        <translation>Linie %1</translation>
    </message>
    <message>
        <source>Middle %1</source>
        <extracomment>a middle space on the board, %1 its column</extracomment>
        <translation>Mitte %1</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <extracomment>%1 the army</extracomment>
        <translation>Reserve (%1)</translation>
    </message>
    <message>
        <source>%1&apos;s retreat box</source>
        <extracomment>%1 the army</extracomment>
        <translation>Rückzugsfeld (%1)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the table file, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Angreifer</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Verteidiger</translation>
    </message>
    <message>
        <source>%1 charges %2. Defender: does the cavalry evade to its reserve (§5.2.3), or stand and fight?</source>
        <extracomment>%1 the charging unit, %2 the charged cavalry</extracomment>
        <translation>%1 greift %2 an. Verteidiger: Weicht die Kavallerie in ihre Reserve aus (§5.2.3), oder hält sie stand und kämpft?</translation>
    </message>
    <message>
        <source>The dice from the table must be whole numbers, e.g. 5 4: &quot;%1&quot;.</source>
        <translation>Die Würfel am Tisch müssen ganze Zahlen sein, z. B. 5 4: „%1“.</translation>
    </message>
    <message>
        <source>EInf</source>
        <extracomment>short for infantry on a crowded board space; the number follows</extracomment>
        <translation>EInf</translation>
    </message>
    <message>
        <source>Inf</source>
        <translation>Inf</translation>
    </message>
    <message>
        <source>ECav</source>
        <extracomment>short for cavalry on a crowded board space; the number follows</extracomment>
        <translation>EKav</translation>
    </message>
    <message>
        <source>Cav</source>
        <translation>Kav</translation>
    </message>
    <message>
        <source>EArt</source>
        <extracomment>short for artillery on a crowded board space; the number follows</extracomment>
        <translation>EArt</translation>
    </message>
    <message>
        <source>Art</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Ldr</source>
        <extracomment>short for leader on a crowded board space; the number follows</extracomment>
        <translation>Anf</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <extracomment>a unit on the board: its type and number</extracomment>
        <translation>%1 #%2</translation>
    </message>
</context>
<context>
    <name>herald::gui::BoardOddsForm</name>
    <message>
        <source>Choose a battle first.</source>
        <translation>Zuerst eine Schlacht wählen.</translation>
    </message>
</context>
<context>
    <name>herald::gui::BoardSetupForm</name>
    <message>
        <source>%1 #%2</source>
        <translation>%1 #%2</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Zeile</translation>
    </message>
    <message>
        <source>Line 1 (your left)</source>
        <translation>Linie 1 (links von Ihnen)</translation>
    </message>
    <message>
        <source>Line 1 (your right)</source>
        <translation>Linie 1 (rechts von Ihnen)</translation>
    </message>
    <message>
        <source>Line 2 (centre)</source>
        <translation>Linie 2 (Mitte)</translation>
    </message>
    <message>
        <source>Line 3 (your right)</source>
        <translation>Linie 3 (rechts von Ihnen)</translation>
    </message>
    <message>
        <source>Line 3 (your left)</source>
        <translation>Linie 3 (links von Ihnen)</translation>
    </message>
</context>
<context>
    <name>herald::gui::CalendarForm</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Zuerst eine Kampagne öffnen.</translation>
    </message>
    <message>
        <source>The campaign&apos;s date cannot be read: the file needs repair.</source>
        <translation>Das Datum der Kampagne kann nicht gelesen werden: Die Datei muss repariert werden.</translation>
    </message>
    <message>
        <source>%1 cannot be finished yet: see what blocks it below.</source>
        <extracomment>%1 is a step such as &quot;M-1&quot;</extracomment>
        <translation>%1 kann noch nicht abgeschlossen werden: Unten steht, was den Schritt blockiert.</translation>
    </message>
</context>
<context>
    <name>herald::gui::CalendarYearModel</name>
    <message>
        <source>Month %1</source>
        <translation>Monat %1</translation>
    </message>
</context>
<context>
    <name>herald::gui::CampaignController</name>
    <message>
        <source>Give the campaign a name: it heads the window, rosters and printouts.</source>
        <translation>Der Kampagne einen Namen geben: Er steht im Fenstertitel, auf den Armeelisten und auf den Ausdrucken.</translation>
    </message>
    <message>
        <source>A copy of the campaign was saved as %1.</source>
        <translation>Eine Kopie der Kampagne wurde als %1 gespeichert.</translation>
    </message>
    <message>
        <source>The campaign was exported to %1.</source>
        <translation>Die Kampagne wurde nach %1 exportiert.</translation>
    </message>
    <message>
        <source>The history was exported to %1.</source>
        <translation>Der Verlauf wurde nach %1 exportiert.</translation>
    </message>
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
    <name>herald::gui::CampaignForm</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Zuerst eine Kampagne öffnen.</translation>
    </message>
</context>
<context>
    <name>herald::gui::DiceRollForm</name>
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
    <message>
        <source>%1 (hidden)</source>
        <translation>%1 (verborgen)</translation>
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
    <name>herald::gui::FileChooser</name>
    <message>
        <source>%1 already exists in %2. Replace it?</source>
        <translation>%1 existiert bereits in %2. Ersetzen?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Ersetzen</translation>
    </message>
</context>
<context>
    <name>herald::gui::HexGameDesk</name>
    <message>
        <source>Click the hex %1 retreats to.</source>
        <translation>Das Hexfeld anklicken, in das sich %1 zurückzieht.</translation>
    </message>
    <message>
        <source>Advance after combat: pick %1 and click the emptied hex, or decline.</source>
        <translation>Vorrücken nach dem Kampf: %1 wählen und das geleerte Hexfeld anklicken oder verzichten.</translation>
    </message>
    <message>
        <source>Click your units to name the attackers, then the enemy unit they attack.</source>
        <translation>Die eigenen Einheiten anklicken, um die Angreifer festzulegen, dann die feindliche Einheit, die sie angreifen.</translation>
    </message>
    <message>
        <source>Attackers: %1. Click the enemy unit they attack.</source>
        <translation>Angreifer: %1. Die feindliche Einheit anklicken, die sie angreifen.</translation>
    </message>
    <message>
        <source>Drag a counter, or pick one from the box and click where it goes.</source>
        <translation>Einen Spielstein ziehen oder einen aus dem Kasten wählen und anklicken, wohin er kommt.</translation>
    </message>
    <message>
        <source>%1: the highlighted hexes are where it may end its move.</source>
        <translation>%1: Die hervorgehobenen Hexfelder zeigen, wo die Bewegung enden darf.</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>Aufstellung</translation>
    </message>
    <message>
        <source>held back since turn %1</source>
        <translation>zurückgehalten seit Spielrunde %1</translation>
    </message>
    <message>
        <source>may enter now</source>
        <translation>darf jetzt eintreten</translation>
    </message>
    <message>
        <source>enters in its side&apos;s movement phase</source>
        <translation>tritt in der Bewegungsphase ihrer Seite ein</translation>
    </message>
    <message>
        <source>due on turn %1</source>
        <translation>fällig in Spielrunde %1</translation>
    </message>
    <message>
        <source>released at %1 VP</source>
        <translation>freigegeben bei %1 SP</translation>
    </message>
    <message>
        <source>Start a hex game first.</source>
        <translation>Zuerst eine Hexfeld-Partie beginnen.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1, %2 (%3)</source>
        <translation>%1, %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Click the hex %1 retreats to, or first another unit that must retreat (%2): its owner picks the order.</source>
        <translation>Das Hexfeld anklicken, auf das %1 zurückweicht, oder zuerst eine andere Einheit, die zurückweichen muss (%2): Ihr Besitzer wählt die Reihenfolge.</translation>
    </message>
    <message>
        <source>%1: the highlighted hexes are where it may set up.</source>
        <translation>%1: Die hervorgehobenen Hexfelder sind die, auf denen sie aufgestellt werden darf.</translation>
    </message>
    <message>
        <source>Set up the Karameikan units first: pick each from the box and click its hex. Play begins once they all stand on the map.</source>
        <translation>Zuerst die karameikanischen Einheiten aufstellen: jede aus dem Kasten wählen und ihr Hexfeld anklicken. Das Spiel beginnt, sobald alle auf der Karte stehen.</translation>
    </message>
    <message>
        <source>There is no hex game to print.</source>
        <translation>Es gibt keine Hexfeld-Partie zum Drucken.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Eine Datei wählen, in die das PDF geschrieben wird.</translation>
    </message>
    <message>
        <source>%1 printed to %2</source>
        <translation>%1 nach %2 gedruckt</translation>
    </message>
    <message>
        <source>The scenario&apos;s own map</source>
        <translation>Die eigene Karte des Szenarios</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a hex game scenario file: %2</source>
        <translation>%1 ist keine Szenariodatei für das Hexfeldspiel: %2</translation>
    </message>
</context>
<context>
    <name>herald::gui::HexMapEditor</name>
    <message>
        <source>out of play (printed only in part at the edge)</source>
        <translation>außer Spiel (am Rand nur teilweise gedruckt)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>bridge over the %1 to %2</source>
        <translation>Brücke über %1 nach %2</translation>
    </message>
    <message>
        <source>river %1 towards %2</source>
        <translation>Fluss %1 in Richtung %2</translation>
    </message>
    <message>
        <source>road %1 to %2</source>
        <translation>Straße %1 nach %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>in %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A hex described on the map editor: its number, then its terrain, place, sides, regions.</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a hex map file: %2</source>
        <translation>%1 ist keine Hexfeldkarten-Datei: %2</translation>
    </message>
    <message>
        <source>There is no hex map to save.</source>
        <translation>Es gibt keine Hexfeldkarte zum Speichern.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Hex map %1 saved as %2</source>
        <translation>Hexfeldkarte %1 als %2 gespeichert</translation>
    </message>
    <message>
        <source>Make or choose a hex map first.</source>
        <translation>Zuerst eine Hexfeldkarte anlegen oder wählen.</translation>
    </message>
    <message>
        <source>Click a hex with the place tool first.</source>
        <translation>Zuerst mit dem Werkzeug „Setzen“ ein Hexfeld anklicken.</translation>
    </message>
    <message>
        <source>Columns, even ones lower</source>
        <translation>Spalten, gerade tiefer</translation>
    </message>
    <message>
        <source>Columns, odd ones lower</source>
        <translation>Spalten, ungerade tiefer</translation>
    </message>
    <message>
        <source>Rows, even ones right</source>
        <translation>Zeilen, gerade rechts</translation>
    </message>
    <message>
        <source>Rows, odd ones right</source>
        <translation>Zeilen, ungerade rechts</translation>
    </message>
</context>
<context>
    <name>herald::gui::MonthPrintForm</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Keine Kampagne geöffnet.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Eine Datei wählen, in die das PDF geschrieben wird.</translation>
    </message>
    <message>
        <source>Month report of %1 written to %2</source>
        <translation>Monatsbericht von %1 nach %2 geschrieben</translation>
    </message>
    <message>
        <source>Order sheet of %1 written to %2</source>
        <translation>Befehlsbogen von %1 nach %2 geschrieben</translation>
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
    <name>herald::gui::PositionEditForm</name>
    <message>
        <source>Set a unit</source>
        <translation>Eine Einheit setzen</translation>
    </message>
    <message>
        <source>Take a unit off</source>
        <translation>Eine Einheit entfernen</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Eine Einheit ziehen</translation>
    </message>
    <message>
        <source>Place a personality</source>
        <translation>Eine Persönlichkeit platzieren</translation>
    </message>
    <message>
        <source>Give a centre</source>
        <translation>Ein Versorgungszentrum zuweisen</translation>
    </message>
    <message>
        <source>Set the Ring</source>
        <translation>Den Ring festlegen</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>Den Spielzug festlegen</translation>
    </message>
    <message>
        <source>hidden in</source>
        <translation>versteckt in</translation>
    </message>
    <message>
        <source>lying in</source>
        <translation>offen liegend in</translation>
    </message>
    <message>
        <source>carried by</source>
        <translation>mitgeführt von</translation>
    </message>
    <message>
        <source>worn by</source>
        <translation>angesteckt von</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>zerstört</translation>
    </message>
    <message>
        <source>Choose what to change.</source>
        <translation>Wählen, was geändert werden soll.</translation>
    </message>
</context>
<context>
    <name>herald::gui::SkirmishDesk</name>
    <message>
        <source>nobody</source>
        <translation>niemand</translation>
    </message>
    <message>
        <source>what the map shows</source>
        <translation>was die Karte zeigt</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Start a skirmish first.</source>
        <translation>Zuerst eine Skirmish-Partie beginnen.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a die face: type whole numbers, such as 3 or 7,4 (a 0 counts 10).</source>
        <translation>„%1“ ist keine Augenzahl: ganze Zahlen eingeben, etwa 3 oder 7,4 (eine 0 zählt als 10).</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>%1 the Gharv&apos;s name, %2 its hex</extracomment>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>see the map</source>
        <translation>siehe Karte</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>a beach</source>
        <translation>Strand</translation>
    </message>
    <message>
        <source>a boat</source>
        <translation>Boot</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>Morast</translation>
    </message>
    <message>
        <source>Every living Gharv is already on the map: none is left to appear (§12 C11).</source>
        <translation>Alle lebenden Gharvs sind bereits auf der Karte: Keiner ist mehr übrig, der erscheinen könnte (§12 C11).</translation>
    </message>
</context>
<context>
    <name>herald::gui::StrikesModel</name>
    <message>
        <source>%1. %2 (%3 left)</source>
        <extracomment>a roster line to strike units from: %1 its number, %2 its units, %3 how many left</extracomment>
        <translation>%1. %2 (noch %3)</translation>
    </message>
</context>
<context>
    <name>herald::gui::UnderlayFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG or JPEG image Herald can read.</source>
        <translation>%1 ist kein PNG- oder JPEG-Bild, das Herald lesen kann.</translation>
    </message>
</context>
<context>
    <name>herald::gui::VariantEditor</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>armies and fleets</source>
        <translation>Armeen und Flotten</translation>
    </message>
    <message>
        <source>armies</source>
        <translation>Armeen</translation>
    </message>
    <message>
        <source>fleets</source>
        <translation>Flotten</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 nach %2: %3</translation>
    </message>
    <message>
        <source>The %1 cannot contain &apos;|&apos; or a line break.</source>
        <translation>Das Feld „%1“ darf kein „|“ und keinen Zeilenumbruch enthalten.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 geöffnet.</translation>
    </message>
    <message>
        <source>Clear the map</source>
        <translation>Karte leeren</translation>
    </message>
    <message>
        <source>Choose a file first (Save as).</source>
        <translation>Zuerst eine Datei wählen (Speichern unter).</translation>
    </message>
    <message>
        <source>Saved %1 and its layout.</source>
        <translation>%1 und sein Layout gespeichert.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 and its layout; the variant still has %n problem(s), so games cannot use it yet.</source>
        <translation>
            <numerusform>%1 und sein Layout gespeichert; die Variante hat noch %n Problem, daher können Partien sie noch nicht verwenden.</numerusform>
            <numerusform>%1 und sein Layout gespeichert; die Variante hat noch %n Probleme, daher können Partien sie noch nicht verwenden.</numerusform>
        </translation>
    </message>
    <message>
        <source>abbreviation</source>
        <translation>Abkürzung</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>%1 in %2 umbenennen</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name %1 %2</source>
        <translation>%1 benennen: %2</translation>
    </message>
    <message>
        <source>Change the type of %1</source>
        <translation>Typ von %1 ändern</translation>
    </message>
    <message>
        <source>Make %1 a supply centre</source>
        <translation>%1 zum Versorgungszentrum machen</translation>
    </message>
    <message>
        <source>Make %1 no supply centre</source>
        <translation>Versorgungszentrum von %1 entfernen</translation>
    </message>
    <message>
        <source>Change the home power of %1</source>
        <translation>Heimatmacht von %1 ändern</translation>
    </message>
    <message>
        <source>Change the starting owner of %1</source>
        <translation>Anfangsbesitzer von %1 ändern</translation>
    </message>
    <message>
        <source>coasts</source>
        <translation>Küsten</translation>
    </message>
    <message>
        <source>Change the coasts of %1</source>
        <translation>Küsten von %1 ändern</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>Change the notes of %1</source>
        <translation>Notizen zu %1 ändern</translation>
    </message>
    <message>
        <source>A variant has at most %1 provinces.</source>
        <translation>Eine Variante hat höchstens %1 Provinzen.</translation>
    </message>
    <message>
        <source>Add province %1</source>
        <translation>Provinz %1 hinzufügen</translation>
    </message>
    <message>
        <source>New province %1</source>
        <translation>Neue Provinz %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>%1 entfernen</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>%1 verschieben</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Toggle the fleet border of %1</source>
        <translation>Flottengrenze von %1 umschalten</translation>
    </message>
    <message>
        <source>Toggle the army border of %1</source>
        <translation>Armeegrenze von %1 umschalten</translation>
    </message>
    <message>
        <source>Remove a border of %1</source>
        <translation>Eine Grenze von %1 entfernen</translation>
    </message>
    <message>
        <source>Set the background picture</source>
        <translation>Hintergrundbild festlegen</translation>
    </message>
    <message>
        <source>Remove the background picture</source>
        <translation>Hintergrundbild entfernen</translation>
    </message>
    <message>
        <source>Change the background&apos;s opacity</source>
        <translation>Deckkraft des Hintergrunds ändern</translation>
    </message>
    <message>
        <source>The variant reads without problems: games can be played on it.</source>
        <translation>Die Variante lässt sich fehlerfrei lesen: Auf ihr können Partien gespielt werden.</translation>
    </message>
    <message numerus="yes">
        <source>The variant has %n problem(s); click one to select its province.</source>
        <translation>
            <numerusform>Die Variante hat %n Problem; anklicken, um die betroffene Provinz auszuwählen.</numerusform>
            <numerusform>Die Variante hat %n Probleme; eines anklicken, um die betroffene Provinz auszuwählen.</numerusform>
        </translation>
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
    <message>
        <source>Tables</source>
        <translation>Tabellen</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Stapel</translation>
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
    <name>herald::gui::expeditions::ExpeditionsModel</name>
    <message>
        <source>In port</source>
        <translation>Im Hafen</translation>
    </message>
    <message>
        <source>At sea</source>
        <translation>Auf See</translation>
    </message>
    <message>
        <source>Reached land: to be landed</source>
        <translation>Land erreicht: muss noch landen</translation>
    </message>
    <message>
        <source>Escorted home by the sea people</source>
        <translation>Vom Meervolk heimgeleitet</translation>
    </message>
    <message>
        <source>Landed</source>
        <translation>Gelandet</translation>
    </message>
    <message>
        <source>Dissolved at the New Year</source>
        <translation>Zum Neujahr aufgelöst</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Boats %1 (%2 empty) · units %3 · advantages %4</source>
        <extracomment>%1 boats, %2 empty boats, %3 units aboard, %4 advantages</extracomment>
        <translation>Schiffe %1 (%2 leer) · Einheiten %3 · Vorteile %4</translation>
    </message>
    <message>
        <source>From %1, bound for %2</source>
        <extracomment>%1 the port or landmass it left, %2 the landmass it is bound for</extracomment>
        <translation>Von %1, mit Ziel %2</translation>
    </message>
    <message>
        <source>a landmass not named yet</source>
        <translation>eine noch nicht genannte Landmasse</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <extracomment>one line of the expedition&apos;s roster: count, unit types, category</extracomment>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>%1, general</source>
        <translation>%1, General</translation>
    </message>
    <message>
        <source>%1, admiral</source>
        <translation>%1, Admiral</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source> (healer)</source>
        <translation> (Heiler)</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>%1 the turn number, %2 what the chart roll did</extracomment>
        <translation>Zug %1: %2</translation>
    </message>
    <message>
        <source>Choose an expedition to print.</source>
        <translation>Eine Expedition zum Drucken auswählen.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Eine Datei wählen, in die das PDF geschrieben wird.</translation>
    </message>
    <message>
        <source>Sheet of the expedition %1 written to %2</source>
        <extracomment>%1 the expedition, %2 the PDF file</extracomment>
        <translation>Bogen der Expedition %1 nach %2 geschrieben</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Advance</name>
    <message>
        <source>Refused (rule V1): %1.</source>
        <translation>Abgelehnt (Regel V1): %1.</translation>
    </message>
    <message>
        <source>Refused (rule V2): %1.</source>
        <translation>Abgelehnt (Regel V2): %1.</translation>
    </message>
    <message>
        <source>no combat has emptied a hex</source>
        <translation>kein Kampf hat ein Hexfeld geleert</translation>
    </message>
    <message>
        <source>the retreats come first: %1 still to retreat</source>
        <translation>zuerst die Rückzüge: %1 muss sich noch zurückziehen</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a winning unit of this combat</source>
        <translation>„%1“ ist keine siegreiche Einheit dieses Kampfes</translation>
    </message>
    <message>
        <source>%1 was not emptied by this combat</source>
        <translation>%1 wurde durch diesen Kampf nicht geleert</translation>
    </message>
    <message>
        <source>%1 in %2 is not next to %3</source>
        <translation>%1 in %2 liegt nicht neben %3</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 hält %2</translation>
    </message>
    <message>
        <source>this campaign&apos;s setting bans advancing across the river between %1 and %2</source>
        <translation>die Einstellung dieser Kampagne verbietet das Vorrücken über den Fluss zwischen %1 und %2</translation>
    </message>
    <message>
        <source>%1 advances from %2 into %3 (V1).</source>
        <translation>%1 rückt von %2 nach %3 vor (V1).</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Combat</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Abgelehnt (Regel %1): %2.</translation>
    </message>
    <message>
        <source>attacks are made in the combat phase, not the movement phase</source>
        <translation>Angriffe erfolgen in der Kampfphase, nicht in der Bewegungsphase</translation>
    </message>
    <message>
        <source>%1 must retreat before the next attack</source>
        <translation>%1 muss sich vor dem nächsten Angriff zurückziehen</translation>
    </message>
    <message>
        <source>an attack needs at least one attacker</source>
        <translation>ein Angriff braucht mindestens einen Angreifer</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; is on the map to be attacked</source>
        <translation>keine Einheit „%1“ steht zum Angreifen auf der Karte</translation>
    </message>
    <message>
        <source>%1 is a %2 unit, not an enemy</source>
        <translation>%1 ist eine Einheit der Seite %2, kein Feind</translation>
    </message>
    <message>
        <source>%1 has already been attacked this phase</source>
        <translation>%1 wurde in dieser Phase bereits angegriffen</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; is on the map</source>
        <translation>keine Einheit „%1“ steht auf der Karte</translation>
    </message>
    <message>
        <source>%1 is not a unit of the %2 player, whose combat phase it is</source>
        <translation>%1 ist keine Einheit des Spielers %2, der seine Kampfphase hat</translation>
    </message>
    <message>
        <source>%1 is already part of an attack this phase</source>
        <translation>%1 ist in dieser Phase bereits an einem Angriff beteiligt</translation>
    </message>
    <message>
        <source>%1 in %2 is not next to %3 in %4</source>
        <translation>%1 in %2 liegt nicht neben %3 in %4</translation>
    </message>
    <message>
        <source>Refused (rule C6, A12): name which attacker turns over on an AD before the roll, one of %1.</source>
        <translation>Abgelehnt (Regel C6, A12): vor dem Wurf angeben, welcher Angreifer bei einem AD umgedreht wird, einer von %1.</translation>
    </message>
    <message>
        <source>Combat: %1 attack %2 in %3</source>
        <translation>Kampf: %1 greifen %2 in %3 an</translation>
    </message>
    <message>
        <source>Roll %1 on column %2: %3 (%4).</source>
        <translation>Wurf %1 auf Spalte %2: %3 (%4).</translation>
    </message>
    <message>
        <source>Turned to half strength: %1.</source>
        <translation>Auf halbe Stärke umgedreht: %1.</translation>
    </message>
    <message>
        <source>Eliminated, already at half strength (R6): %1.</source>
        <translation>Ausgeschaltet, bereits auf halber Stärke (R6): %1.</translation>
    </message>
    <message>
        <source>To retreat one hex: %1.</source>
        <translation>Ein Hexfeld zurückziehen: %1.</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <source>the attackers fall back</source>
        <translation>die Angreifer weichen zurück</translation>
    </message>
    <message>
        <source>the attackers are beaten and fall back</source>
        <translation>die Angreifer sind geschlagen und weichen zurück</translation>
    </message>
    <message>
        <source>the defender falls back</source>
        <translation>der Verteidiger weicht zurück</translation>
    </message>
    <message>
        <source>the defender is beaten and falls back</source>
        <translation>der Verteidiger ist geschlagen und weicht zurück</translation>
    </message>
    <message>
        <source>Attack %1 against %2: difference %3%4, column %5.</source>
        <translation>Angriff %1 gegen %2: Differenz %3%4, Spalte %5.</translation>
    </message>
    <message>
        <source>Shifts: %1.</source>
        <translation>Spaltenverschiebungen: %1.</translation>
    </message>
    <message>
        <source>The river shift is added to the terrain&apos;s (setting).</source>
        <translation>Die Flussverschiebung wird zu der des Geländes addiert (Einstellung).</translation>
    </message>
    <message>
        <source>Only the worst counts (8.2).</source>
        <translation>Nur die ungünstigste Verschiebung zählt (8.2).</translation>
    </message>
    <message>
        <source>%1 column(s) left: column %2.</source>
        <translation>%1 Spalte(n) nach links: Spalte %2.</translation>
    </message>
    <message>
        <source>%1 %2 (ignored: %3 attack)</source>
        <translation>%1 %2 (entfällt, da %3 angreifen)</translation>
    </message>
    <message>
        <source>foresters</source>
        <translation>Waldläufer</translation>
    </message>
    <message>
        <source>mountaineers</source>
        <translation>Gebirgsjäger</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>river 3 (every attacker is across it)</source>
        <translation>Fluss 3 (jeder Angreifer steht jenseits davon)</translation>
    </message>
    <message>
        <source>bridge 1 (every attacker is across it)</source>
        <translation>Brücke 1 (jeder Angreifer steht jenseits davon)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::MapEdit</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <extracomment>A map edit refused: the rule&apos;s section, then what is wrong and where.</extracomment>
        <translation>Abgelehnt (Regel %1): %2.</translation>
    </message>
    <message>
        <source>hex %1 lies outside the map&apos;s %2 columns and %3 rows</source>
        <translation>Hexfeld %1 liegt außerhalb der %2 Spalten und %3 Zeilen der Karte</translation>
    </message>
    <message>
        <source>hex %1 has a %2, which cannot stand in water; take the place off first</source>
        <extracomment>%1 a hex number, %2 a place&apos;s kind (town, keep).</extracomment>
        <translation>Hexfeld %1 hat einen Ort (%2), der nicht im Wasser stehen kann; zuerst den Ort entfernen</translation>
    </message>
    <message>
        <source>a road or river runs along a side of hex %1; take it off before the hex becomes water</source>
        <translation>entlang einer Seite von Hexfeld %1 verläuft eine Straße oder ein Fluss; diese bzw. diesen entfernen, bevor das Hexfeld zu Wasser wird</translation>
    </message>
    <message>
        <source>hex %1 is water; a %2 cannot stand there</source>
        <translation>Hexfeld %1 ist Wasser; dort kann kein Ort (%2) stehen</translation>
    </message>
    <message>
        <source>give the road a name</source>
        <translation>der Straße einen Namen geben</translation>
    </message>
    <message>
        <source>give the river a name</source>
        <translation>dem Fluss einen Namen geben</translation>
    </message>
    <message>
        <source>hexside %1 leaves the map</source>
        <translation>Hexfeldseite %1 führt aus der Karte hinaus</translation>
    </message>
    <message>
        <source>hexside %1 touches water at %2; roads and rivers run between land hexes</source>
        <translation>Hexfeldseite %1 berührt Wasser bei %2; Straßen und Flüsse verlaufen zwischen Landhexfeldern</translation>
    </message>
    <message>
        <source>a road or river runs along a side of hex %1, so it stays in play; take the road or river off first</source>
        <translation>entlang einer Seite von Hexfeld %1 verläuft eine Straße oder ein Fluss, daher bleibt es im Spiel; zuerst die Straße bzw. den Fluss entfernen</translation>
    </message>
    <message>
        <source>give the hex set a name</source>
        <translation>der Hexfeldgruppe einen Namen geben</translation>
    </message>
    <message>
        <source>no river runs along hexside %1, so there is nothing to bridge</source>
        <translation>entlang Hexfeldseite %1 verläuft kein Fluss, daher gibt es nichts zu überbrücken</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::MapFormat</name>
    <message>
        <source>%1: &quot;%2&quot; is not a hex number XXYY</source>
        <translation>%1: „%2“ ist keine Hexfeldnummer der Form XXYY</translation>
    </message>
    <message>
        <source>%1: hex %2 lies outside the map&apos;s %3 columns and %4 rows</source>
        <translation>%1: Hexfeld %2 liegt außerhalb der %3 Spalten und %4 Zeilen der Karte</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hexside between two neighbouring hexes (&quot;0304/0305&quot;)</source>
        <translation>%1: „%2“ ist keine Hexfeldseite zwischen zwei benachbarten Hexfeldern („0304/0305“)</translation>
    </message>
    <message>
        <source>%1: hexside %2 leaves the map</source>
        <translation>%1: Hexfeldseite %2 führt aus der Karte hinaus</translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>%1: unknown terrain &quot;%2&quot;</source>
        <translation>%1: unbekanntes Gelände „%2“</translation>
    </message>
    <message>
        <source>%1: unknown feature &quot;%2&quot;</source>
        <translation>%1: unbekanntes Merkmal „%2“</translation>
    </message>
    <message>
        <source>%1: a %2 cannot stand on water</source>
        <translation>%1: Merkmal %2 kann nicht auf Wasser liegen</translation>
    </message>
    <message>
        <source>hex %1 is missing: every hex of the layout needs an entry</source>
        <translation>Hexfeld %1 fehlt: Jedes Hexfeld des Layouts braucht einen Eintrag</translation>
    </message>
    <message>
        <source>river &quot;%1&quot;</source>
        <translation>Fluss „%1“</translation>
    </message>
    <message>
        <source>road &quot;%1&quot;</source>
        <translation>Straße „%1“</translation>
    </message>
    <message>
        <source>a river has no name</source>
        <translation>ein Fluss hat keinen Namen</translation>
    </message>
    <message>
        <source>a road has no name</source>
        <translation>eine Straße hat keinen Namen</translation>
    </message>
    <message>
        <source>%1: hexside %2 is already given</source>
        <translation>%1: Hexfeldseite %2 ist bereits angegeben</translation>
    </message>
    <message>
        <source>not a JSON object: %1 at byte %2</source>
        <translation>kein JSON-Objekt: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;herald-hexwar-map&quot;</source>
        <translation>„format“ muss „herald-hexwar-map“ sein</translation>
    </message>
    <message>
        <source>&quot;version&quot; %1 is not supported (this Herald reads version 1)</source>
        <translation>„version“ %1 wird nicht unterstützt (diese Herald-Version liest Version 1)</translation>
    </message>
    <message>
        <source>layout: %1 columns and %2 rows; each must be 1 to 99</source>
        <translation>layout: %1 Spalten und %2 Zeilen; beides muss zwischen 1 und 99 liegen</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>bridge %1: there is no river on that hexside</source>
        <translation>Brücke %1: Auf dieser Hexfeldseite gibt es keinen Fluss</translation>
    </message>
    <message>
        <source>hexside %1 touches water; roads and rivers run between land hexes</source>
        <translation>Hexfeldseite %1 berührt Wasser; Straßen und Flüsse verlaufen zwischen Landhexfeldern</translation>
    </message>
    <message>
        <source>unplayable</source>
        <translation>unspielbar</translation>
    </message>
    <message>
        <source>hex set &quot;%1&quot;</source>
        <translation>Hexfeldgruppe „%1“</translation>
    </message>
    <message>
        <source>%1: hex %2 is listed twice</source>
        <translation>%1: Hexfeld %2 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>layout: &quot;offset&quot; must be &quot;odd-q&quot; or &quot;even-q&quot; (flat-topped columns, the even or the odd printed columns half a hex lower), or &quot;odd-r&quot; or &quot;even-r&quot; (pointy-topped rows, the even or the odd printed rows half a hex to the right)</source>
        <translation>layout: „offset“ muss „odd-q“ oder „even-q“ sein (Spalten mit flacher Oberkante, die geraden oder ungeraden gedruckten Spalten ein halbes Feld tiefer) oder „odd-r“ oder „even-r“ (Zeilen mit Spitze oben, die geraden oder ungeraden gedruckten Zeilen ein halbes Feld nach rechts)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Movement</name>
    <message>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>road hexside</source>
        <translation>Straßen-Hexfeldseite</translation>
    </message>
    <message>
        <source>%1, forester</source>
        <translation>%1, Waldläufer</translation>
    </message>
    <message>
        <source>%1, mountaineer</source>
        <translation>%1, Gebirgsjäger</translation>
    </message>
    <message>
        <source>its move ended when it entered an enemy zone of control in %1</source>
        <translation>ihre Bewegung endete beim Betreten einer feindlichen Kontrollzone in %1</translation>
    </message>
    <message>
        <source>its move ended with the one-hex minimum move into %1</source>
        <translation>ihre Bewegung endete mit der Mindestbewegung von einem Hexfeld nach %1</translation>
    </message>
    <message>
        <source>its move ended when it crossed the river into %1</source>
        <translation>ihre Bewegung endete, als sie den Fluss nach %1 überquerte</translation>
    </message>
    <message>
        <source>%1 is not next to %2</source>
        <translation>%1 grenzt nicht an %2</translation>
    </message>
    <message>
        <source>the step leaves the map</source>
        <translation>der Schritt führt aus der Karte hinaus</translation>
    </message>
    <message>
        <source>%1 is water or not playable</source>
        <translation>%1 ist Wasser oder nicht spielbar</translation>
    </message>
    <message>
        <source>%1 holds an enemy unit</source>
        <translation>in %1 steht eine feindliche Einheit</translation>
    </message>
    <message>
        <source>entering %1 costs %2 MP (%3) but only %4 of %5 MP are left</source>
        <translation>das Betreten von %1 kostet %2 BP (%3), aber nur %4 von %5 BP sind übrig</translation>
    </message>
    <message>
        <source>the river between %1 and %2 can only be crossed as the whole move, straight from the start hex %3</source>
        <translation>der Fluss zwischen %1 und %2 kann nur als ganze Bewegung überquert werden, direkt vom Starthexfeld %3 aus</translation>
    </message>
    <message>
        <source>the river between %1 and %2 can only be crossed by a unit that started next to a river, with MPs left</source>
        <translation>der Fluss zwischen %1 und %2 kann nur von einer Einheit überquert werden, die neben einem Fluss begonnen hat und noch BP übrig hat</translation>
    </message>
    <message>
        <source>it started in an enemy zone of control in %1 and its MA is %2, not 5</source>
        <translation>sie begann in einer feindlichen Kontrollzone in %1, und ihre Bewegungsweite ist %2, nicht 5</translation>
    </message>
    <message>
        <source>a withdrawal from an enemy zone of control may not cross the river between %1 and %2</source>
        <translation>ein Absetzen aus einer feindlichen Kontrollzone darf den Fluss zwischen %1 und %2 nicht überqueren</translation>
    </message>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Abgelehnt (Regel %1): %2.</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: crosses the river, all %3 MP (M5)</source>
        <translation>%1 -&gt; %2: überquert den Fluss, alle %3 BP (M5)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: one-hex minimum move, all %3 MP (M3)</source>
        <translation>%1 -&gt; %2: Mindestbewegung von einem Hexfeld, alle %3 BP (M3)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 MP (%4)</source>
        <translation>%1 -&gt; %2: %3 BP (%4)</translation>
    </message>
    <message>
        <source>; enters an enemy zone of control and stops (Z2)</source>
        <translation>; betritt eine feindliche Kontrollzone und hält an (Z2)</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; is on the map</source>
        <translation>keine Einheit „%1“ steht auf der Karte</translation>
    </message>
    <message>
        <source>%1 moves only in the %2 movement phase</source>
        <translation>%1 zieht nur in der Bewegungsphase %2</translation>
    </message>
    <message>
        <source>%1 has already moved this phase</source>
        <translation>%1 hat in dieser Phase bereits gezogen</translation>
    </message>
    <message>
        <source>the move for %1 names no hex</source>
        <translation>die Bewegung von %1 nennt kein Hexfeld</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 may pass through %2 but not end there: another unit holds it</source>
        <translation>%1 darf %2 durchqueren, dort aber nicht enden: Eine andere Einheit steht dort</translation>
    </message>
    <message>
        <source>%1 moves to %2, %3 of %4 MP spent.</source>
        <translation>%1 zieht nach %2, %3 von %4 BP verbraucht.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Reinforcement</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Abgelehnt (Regel %1): %2.</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in this scenario</source>
        <translation>keine Einheit „%1“ in diesem Szenario</translation>
    </message>
    <message>
        <source>%1 is not a reinforcement that may enter now</source>
        <translation>%1 ist keine Verstärkung, die jetzt eintreffen darf</translation>
    </message>
    <message>
        <source>the entry of %1 names no hex</source>
        <translation>der Eintritt von %1 nennt kein Hexfeld</translation>
    </message>
    <message>
        <source>the scenario gives %1 no entry hex: the referee must choose one and add it to the map&apos;s hex set &quot;%2&quot;</source>
        <translation>das Szenario gibt %1 kein Eintrittshexfeld: Der Spielleiter muss eines wählen und es der Hexfeldgruppe „%2“ der Karte hinzufügen</translation>
    </message>
    <message>
        <source>%1 enters in %2, for example %3, not %4</source>
        <translation>%1 tritt in %2 ein, zum Beispiel in %3, nicht in %4</translation>
    </message>
    <message>
        <source>enters at %1: %2 MP (E2)</source>
        <translation>tritt bei %1 ein: %2 BP (E2)</translation>
    </message>
    <message>
        <source>Refused (rule M10, E5): %1 may pass through %2 but not stop there.</source>
        <translation>Abgelehnt (Regel M10, E5): %1 darf %2 durchqueren, dort aber nicht anhalten.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Retreat</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Abgelehnt (Regel %1): %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no retreat to make</source>
        <translation>„%1“ hat keinen Rückzug auszuführen</translation>
    </message>
    <message>
        <source>%1 retreats exactly one hex from %2, and %3 is not next to it</source>
        <translation>%1 zieht sich genau ein Hexfeld von %2 zurück, und %3 grenzt nicht daran</translation>
    </message>
    <message>
        <source>%1 cannot retreat off the map</source>
        <translation>%1 kann sich nicht von der Karte zurückziehen</translation>
    </message>
    <message>
        <source>%1 cannot retreat into water in %2</source>
        <translation>%1 kann sich nicht ins Wasser in %2 zurückziehen</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>in %1 steht %2</translation>
    </message>
    <message>
        <source>%1 is next to an enemy unit</source>
        <translation>%1 grenzt an eine feindliche Einheit</translation>
    </message>
    <message>
        <source>%1 may not retreat over the bridge between %2 and %3</source>
        <translation>%1 darf sich nicht über die Brücke zwischen %2 und %3 zurückziehen</translation>
    </message>
    <message>
        <source>%1 may not retreat across the river between %2 and %3</source>
        <translation>%1 darf sich nicht über den Fluss zwischen %2 und %3 zurückziehen</translation>
    </message>
    <message>
        <source>Refused (rule R1): &quot;%1&quot; has no retreat to make.</source>
        <translation>Abgelehnt (Regel R1): „%1“ hat keinen Rückzug auszuführen.</translation>
    </message>
    <message>
        <source>Refused (rule R3): %1 can still retreat into %2.</source>
        <translation>Abgelehnt (Regel R3): %1 kann sich noch nach %2 zurückziehen.</translation>
    </message>
    <message>
        <source>%1 retreats from %2 to %3.</source>
        <translation>%1 zieht sich von %2 nach %3 zurück.</translation>
    </message>
    <message>
        <source>%1 has no legal retreat hex from %2 and is eliminated (R3).</source>
        <translation>%1 hat von %2 aus kein zulässiges Rückzugshexfeld und wird vernichtet (R3).</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Scenario</name>
    <message>
        <source>hex %1</source>
        <translation>Hexfeld %1</translation>
    </message>
    <message>
        <source>hex set %1</source>
        <translation>Hexfeldgruppe %1</translation>
    </message>
    <message>
        <source>%1-%2 hexes from %3</source>
        <translation>%1-%2 Hexfelder von %3</translation>
    </message>
    <message>
        <source>more than %1 hexes from %2</source>
        <translation>mehr als %1 Hexfelder von %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hex number XXYY</source>
        <translation>%1: „%2“ ist keine Hexfeldnummer der Form XXYY</translation>
    </message>
    <message>
        <source>%1: give &quot;hexes&quot; or a hex &quot;set&quot;</source>
        <translation>%1: „hexes“ oder eine Hexfeldgruppe „set“ angeben</translation>
    </message>
    <message>
        <source>%1: &quot;within&quot; must be [least, most] hexes</source>
        <translation>%1: „within“ muss [least, most] Hexfelder angeben</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot;</source>
        <translation>Einheit „%1“</translation>
    </message>
    <message>
        <source>a unit has no &quot;id&quot;</source>
        <translation>eine Einheit hat keine „id“</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 ist doppelt angegeben</translation>
    </message>
    <message>
        <source>%1: &quot;side&quot; must be &quot;blackEagle&quot; or &quot;karameikan&quot;</source>
        <translation>%1: „side“ muss „blackEagle“ oder „karameikan“ sein</translation>
    </message>
    <message>
        <source>%1: strengths %2 (full) and %3 (half) must be 0 or more, half at most full</source>
        <translation>%1: Die Stärken %2 (voll) und %3 (halb) müssen 0 oder mehr sein, halb höchstens so viel wie voll</translation>
    </message>
    <message>
        <source>%1: movement allowance %2 is not 3, 4 or 5 (spec Z6)</source>
        <translation>%1: Bewegungsweite %2 ist nicht 3, 4 oder 5 (Spezifikation Z6)</translation>
    </message>
    <message>
        <source>%1: unknown kind &quot;%2&quot;</source>
        <translation>%1: unbekannte Art „%2“</translation>
    </message>
    <message>
        <source>%1: &quot;turn&quot; must be 1 or later</source>
        <translation>%1: „turn“ muss 1 oder später sein</translation>
    </message>
    <message>
        <source>%1: &quot;vp&quot; must be 1 or more</source>
        <translation>%1: „vp“ muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>%1: give &quot;setup&quot;, &quot;turn&quot; or &quot;vp&quot;</source>
        <translation>%1: „setup“, „turn“ oder „vp“ angeben</translation>
    </message>
    <message>
        <source>not a JSON object: %1 at byte %2</source>
        <translation>kein JSON-Objekt: %1 bei Byte %2</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;herald-hexwar-scenario&quot;, version 1</source>
        <translation>„format“ muss „herald-hexwar-scenario“ sein, Version 1</translation>
    </message>
    <message>
        <source>&quot;turns&quot; must be 1 or more</source>
        <translation>„turns“ muss 1 oder mehr sein</translation>
    </message>
    <message>
        <source>&quot;firstSide&quot; must be &quot;blackEagle&quot; or &quot;karameikan&quot;</source>
        <translation>„firstSide“ muss „blackEagle“ oder „karameikan“ sein</translation>
    </message>
    <message>
        <source>the scenario has no units</source>
        <translation>das Szenario hat keine Einheiten</translation>
    </message>
    <message>
        <source>victory: &quot;eliminationVp&quot; needs one value per game turn (%1), not %2</source>
        <translation>victory: „eliminationVp“ braucht einen Wert je Spielrunde (%1), nicht %2</translation>
    </message>
    <message>
        <source>victory</source>
        <translation>victory</translation>
    </message>
    <message>
        <source>victory: &quot;levelMargins&quot; needs three margins (marginal, substantial, decisive)</source>
        <translation>victory: „levelMargins“ braucht drei Abstände (knapp, deutlich, entscheidend)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Sequence</name>
    <message>
        <source>End of game turn %1: the Black Eagle scores %2 VP, %3 in all (11.1).</source>
        <translation>Ende der Spielrunde %1: Der Schwarze Adler erzielt %2 SP, insgesamt %3 (11.1).</translation>
    </message>
    <message>
        <source>%1 is released at %2 VP (10.3) and may enter from the next %3 movement phase.</source>
        <translation>%1 wird bei %2 SP freigegeben (10.3) und darf ab der nächsten Bewegungsphase %3 eintreten.</translation>
    </message>
    <message>
        <source>The Black Eagle was the last to enter %1: +%2 VP (11.3).</source>
        <translation>Der Schwarze Adler hat %1 als Letzter betreten: +%2 SP (11.3).</translation>
    </message>
    <message>
        <source>Final totals: Black Eagle %1 VP, Karameikan %2 VP.</source>
        <translation>Endstand: Schwarzer Adler %1 SP, Karameikaner %2 SP.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a set-up unit of this scenario (12.1)</source>
        <translation>„%1“ ist keine Aufstellungseinheit dieses Szenarios (12.1)</translation>
    </message>
    <message>
        <source>set-up ends when play begins (4.1)</source>
        <translation>die Aufstellung endet mit Spielbeginn (4.1)</translation>
    </message>
    <message>
        <source>%1 sets up in %2, and %3 is not there (12.1)</source>
        <translation>%1 wird in %2 aufgestellt, und %3 gehört nicht dazu (12.1)</translation>
    </message>
    <message>
        <source>%1 is water (A28)</source>
        <translation>%1 ist Wasser (A28)</translation>
    </message>
    <message>
        <source>%1 already holds %2: one unit per hex at set-up (4.1)</source>
        <translation>in %1 steht bereits %2: eine Einheit je Hexfeld bei der Aufstellung (4.1)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist beendet.</translation>
    </message>
    <message>
        <source>Refused: %1 must retreat before the phase ends (9.1).</source>
        <translation>Abgelehnt: %1 muss sich vor Ende der Phase zurückziehen (9.1).</translation>
    </message>
    <message>
        <source>Game turn %1: %2 combat phase.</source>
        <translation>Spielrunde %1: Kampfphase %2.</translation>
    </message>
    <message>
        <source>Game turn %1: %2 movement phase.</source>
        <translation>Spielrunde %1: Bewegungsphase %2.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Stacking</name>
    <message numerus="yes">
        <source>%1 holds %n unit(s): there is no stack to resolve (M10)</source>
        <translation>
            <numerusform>in %1 steht 1 Einheit: Es gibt keinen Stapel aufzulösen (M10)</numerusform>
            <numerusform>in %1 stehen %n Einheiten: Es gibt keinen Stapel aufzulösen (M10)</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in %2; the unit kept must be one of %3 (M10)</source>
        <translation>„%1“ ist nicht in %2; die verbleibende Einheit muss eine von %3 sein (M10)</translation>
    </message>
    <message>
        <source>Illegal stack in %1 (M10): %2 stays; destroyed: %3.</source>
        <translation>Unzulässiger Stapel in %1 (M10): %2 bleibt; vernichtet: %3.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Terrain</name>
    <message>
        <source>clear</source>
        <translation>offenes Gelände</translation>
    </message>
    <message>
        <source>light forest</source>
        <translation>lichter Wald</translation>
    </message>
    <message>
        <source>heavy forest</source>
        <translation>dichter Wald</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>moor</source>
        <translation>Moor</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>no feature</source>
        <translation>kein Merkmal</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Großstadt</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>Ruinen</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>Bergfried</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>Fort</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Unit</name>
    <message>
        <source>Black Eagle</source>
        <translation>Schwarzer Adler</translation>
    </message>
    <message>
        <source>Karameikan</source>
        <translation>Karameikaner</translation>
    </message>
    <message>
        <source>%1 (%2-%3%4, half strength)</source>
        <translation>%1 (%2-%3%4, halbe Stärke)</translation>
    </message>
    <message>
        <source>%1 (%2-%3%4)</source>
        <translation>%1 (%2-%3%4)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Victory</name>
    <message>
        <source>Margin %1 VP: no victory, a draw (11.4).</source>
        <translation>Abstand %1 SP: kein Sieg, Unentschieden (11.4).</translation>
    </message>
    <message>
        <source>Margin %1 VP: marginal %2 victory (11.4).</source>
        <translation>Abstand %1 SP: knapper Sieg für %2 (11.4).</translation>
    </message>
    <message>
        <source>Margin %1 VP: substantial %2 victory (11.4).</source>
        <translation>Abstand %1 SP: deutlicher Sieg für %2 (11.4).</translation>
    </message>
    <message>
        <source>Margin %1 VP: decisive %2 victory (11.4).</source>
        <translation>Abstand %1 SP: entscheidender Sieg für %2 (11.4).</translation>
    </message>
    <message>
        <source>on the Duke&apos;s Road in a town (one bonus only)</source>
        <translation>auf der Herzogsstraße in einer Stadt (nur ein Bonus)</translation>
    </message>
    <message>
        <source>on the Duke&apos;s Road and in a town</source>
        <translation>auf der Herzogsstraße und in einer Stadt</translation>
    </message>
    <message>
        <source>on the Duke&apos;s Road</source>
        <translation>auf der Herzogsstraße</translation>
    </message>
    <message>
        <source>in a town of Karameikos</source>
        <translation>in einer Stadt von Karameikos</translation>
    </message>
    <message>
        <source>%1 in %2: %3, %4 VP</source>
        <translation>%1 in %2: %3, %4 SP</translation>
    </message>
</context>
<context>
    <name>herald::hexwarrender::HexGamePrintSource</name>
    <message>
        <source>%1 (%2)</source>
        <extracomment>The printed hex game&apos;s title: the game&apos;s name, the scenario&apos;s name.</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Victory points: Black Eagle %1, Karameikan %2</source>
        <translation>Siegpunkte: Schwarzer Adler %1, Karameikaner %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Not on the map yet: %1</source>
        <translation>Noch nicht auf der Karte: %1</translation>
    </message>
    <message>
        <source>Eliminated: %1</source>
        <translation>Ausgeschaltet: %1</translation>
    </message>
    <message>
        <source>hex columns %1–%2, rows %3–%4</source>
        <extracomment>Under a map sheet&apos;s title: the hex columns and rows printed on it, e.g. 01–16.</extracomment>
        <translation>Hexfeldspalten %1–%2, Zeilen %3–%4</translation>
    </message>
    <message>
        <source>Page %1 of %2: map sheet in row %3, column %4; %5</source>
        <extracomment>The label of a map sheet: the page, the sheet&apos;s row and column among the map&apos;s sheets, then the hexes on it.</extracomment>
        <translation>Seite %1 von %2: Kartenblatt in Zeile %3, Spalte %4; %5</translation>
    </message>
</context>
<context>
    <name>herald::maprender::MapPrintSource</name>
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
    <message numerus="yes">
        <source>%n armies</source>
        <translation>
            <numerusform>%n Armee</numerusform>
            <numerusform>%n Armeen</numerusform>
        </translation>
    </message>
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
        <source>Army (its name, or how many share the area)</source>
        <translation>Armee (ihr Name oder wie viele sich das Gebiet teilen)</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Zug ausgeführt</translation>
    </message>
    <message>
        <source>Move ordered, not made yet</source>
        <translation>Zug befohlen, noch nicht ausgeführt</translation>
    </message>
    <message>
        <source>Move delayed by terrain</source>
        <translation>Zug durch Gelände verzögert</translation>
    </message>
    <message>
        <source>Move stopped (interdicted, swapped or sent back)</source>
        <translation>Zug gestoppt (abgeriegelt, getauscht oder zurückgeschickt)</translation>
    </message>
    <message>
        <source>Army delayed</source>
        <translation>Armee verzögert</translation>
    </message>
    <message>
        <source>Army besieged</source>
        <translation>Armee belagert</translation>
    </message>
    <message>
        <source>Army out of supply</source>
        <translation>Armee ohne Versorgung</translation>
    </message>
    <message>
        <source>Engagement and its number</source>
        <translation>Gefecht und seine Nummer</translation>
    </message>
    <message>
        <source>Supply path to its source</source>
        <translation>Versorgungsweg zur Quelle</translation>
    </message>
    <message>
        <source>Other nations</source>
        <translation>Andere Nationen</translation>
    </message>
    <message>
        <source>%1 (independent)</source>
        <extracomment>a map banner; %1 a lesser race</extracomment>
        <translation>%1 (unabhängig)</translation>
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
    <name>herald::mapui::HexsideForm</name>
    <message>
        <source>barrier: %1</source>
        <translation>Hindernis: %1</translation>
    </message>
    <message>
        <source>no barrier</source>
        <translation>kein Hindernis</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>großer Fluss</translation>
    </message>
    <message>
        <source>Click the side between two hexes first.</source>
        <translation>Zuerst die Seite zwischen zwei Hexfeldern anklicken.</translation>
    </message>
    <message>
        <source>Nothing was changed on side %1.</source>
        <translation>An Seite %1 wurde nichts geändert.</translation>
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
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>between the names of the armies in one area</extracomment>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>herald::nations::ArmyForm</name>
    <message>
        <source>Choose a general and an area.</source>
        <translation>Einen General und ein Gebiet wählen.</translation>
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
    <message>
        <source>The map has changed since this year&apos;s roster was opened. The roster keeps PT %1, AP %2 and CP %3 for the rest of the year (NY-3); the areas now give PT %4, AP %5 and CP %6, which the next New Year&apos;s tally will use.</source>
        <translation>Die Karte hat sich seit dem Eröffnen der diesjährigen Armeeliste geändert. Die Armeeliste behält für den Rest des Jahres BZ %1, AP %2 und CP %3 (NY-3); die Gebiete bringen jetzt BZ %4, AP %5 und CP %6, die in die nächste Neujahrsbilanz eingehen.</translation>
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
</context>
<context>
    <name>herald::printing::BattleBriefSheet</name>
    <message>
        <source>No units on the roster this year.</source>
        <translation>Keine Einheiten auf der Armeeliste dieses Jahres.</translation>
    </message>
    <message>
        <source>Fought in %1 (%2), at the %3.</source>
        <extracomment>%1 area, %2 its terrain, %3 where in the area</extracomment>
        <translation>Ausgetragen in %1 (%2), Standort: %3.</translation>
    </message>
    <message>
        <source>Result entered: %1</source>
        <translation>Eingetragenes Ergebnis: %1</translation>
    </message>
    <message>
        <source>Setting up (§5.10)</source>
        <translation>Aufstellung (§5.10)</translation>
    </message>
    <message>
        <source>Army size: %L1 points a side, characters and magic items included.</source>
        <translation>Armeegröße: %L1 Punkte je Seite, Charaktere und magische Gegenstände eingeschlossen.</translation>
    </message>
    <message>
        <source>Terrain: each side draws %1 terrain cards and keeps %2 (%3).</source>
        <extracomment>%1 cards drawn, %2 cards kept, %3 why</extracomment>
        <translation>Gelände: Jede Seite zieht %1 Geländekarten und behält %2 (%3).</translation>
    </message>
    <message>
        <source>At table centre: %1 (I-36).</source>
        <translation>In der Tischmitte: %1 (I-36).</translation>
    </message>
    <message>
        <source>Terrain pieces are placed one at a time, alternating. %1.</source>
        <extracomment>%1 e.g. &quot;The defenders place the first terrain piece (d6: 2)&quot;</extracomment>
        <translation>Geländestücke werden einzeln und abwechselnd platziert. %1.</translation>
    </message>
    <message>
        <source>Random event: %1</source>
        <translation>Zufallsereignis: %1</translation>
    </message>
    <message>
        <source>Terrain pieces are placed one at a time, alternating, the first by a side chosen at random; a random event card is turned over before the first turn.</source>
        <translation>Geländestücke werden einzeln und abwechselnd platziert, das erste von einer zufällig bestimmten Seite; vor dem ersten Zug wird eine Zufallsereigniskarte aufgedeckt.</translation>
    </message>
    <message>
        <source>Length: %1.</source>
        <translation>Dauer: %1.</translation>
    </message>
    <message>
        <source>Result sheet — %1</source>
        <extracomment>%1 the battle&apos;s title</extracomment>
        <translation>Ergebnisbogen — %1</translation>
    </message>
    <message>
        <source>Fill in at the table; the referee enters it on the Battles page or with herald-cli battle result.</source>
        <translation>Am Spieltisch ausfüllen; der Spielleiter trägt ihn auf der Seite „Schlachten“ oder mit herald-cli battle result ein.</translation>
    </message>
    <message>
        <source>Unit lost (roster line, type)</source>
        <translation>Verlorene Einheit (Zeile der Armeeliste, Typ)</translation>
    </message>
    <message>
        <source>Stands lost</source>
        <translation>Verlorene Basen</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Vernichtet</translation>
    </message>
    <message>
        <source>Routed off</source>
        <translation>Vom Feld geflohen</translation>
    </message>
    <message>
        <source>Character removed</source>
        <translation>Charakter entfernt</translation>
    </message>
    <message>
        <source>Slain by a character in contact?</source>
        <translation>Von einem Charakter im Kontakt erschlagen?</translation>
    </message>
    <message>
        <source>VP value with items</source>
        <translation>SP-Wert mit Gegenständen</translation>
    </message>
    <message>
        <source>Objective held alone by:  defenders / attackers / nobody</source>
        <translation>Ziel allein gehalten von:  Verteidiger / Angreifer / niemand</translation>
    </message>
    <message>
        <source>Ended by:  time / an army broken (I-35)</source>
        <translation>Beendet durch:  Zeit / gebrochene Armee (I-35)</translation>
    </message>
    <message>
        <source>Defenders&apos; VP:</source>
        <translation>SP der Verteidiger:</translation>
    </message>
    <message>
        <source>Attackers&apos; VP:</source>
        <translation>SP der Angreifer:</translation>
    </message>
    <message>
        <source>Battle brief: %1</source>
        <translation>Schlachtbriefing: %1</translation>
    </message>
    <message numerus="yes">
        <source>Battle briefs: %n battles</source>
        <translation>
            <numerusform>Schlachtbriefings: 1 Schlacht</numerusform>
            <numerusform>Schlachtbriefings: %n Schlachten</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::printing::ExpeditionSheet</name>
    <message>
        <source>Expedition %1 of %2, year %3</source>
        <extracomment>%1 expedition, %2 nation, %3 year</extracomment>
        <translation>Expedition %1 von %2, Jahr %3</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <extracomment>%1 status key (inPort, atSea, arrived, escorted, landed, dissolved, lost)</extracomment>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Left %1 without a port.</source>
        <extracomment>%1 port (&quot;0410 Holt&quot;), %2 landmass it left</extracomment>
        <translation>Hat %1 ohne Hafen verlassen.</translation>
    </message>
    <message>
        <source>Port: %1, on %2</source>
        <translation>Hafen: %1, auf %2</translation>
    </message>
    <message>
        <source>Declared landmass: not named yet</source>
        <translation>Erklärte Landmasse: noch nicht genannt</translation>
    </message>
    <message>
        <source>Declared landmass: %1</source>
        <translation>Erklärte Landmasse: %1</translation>
    </message>
    <message>
        <source>Boats %1 (%2 empty), units %3, advantages %4</source>
        <extracomment>%1 boats, %2 of them empty, %3 units aboard, %4 advantages</extracomment>
        <translation>Schiffe %1 (%2 leer), Einheiten %3, Vorteile %4</translation>
    </message>
    <message>
        <source>Allied with a nation under the sea: +3 on each chart roll (§7.2.7).</source>
        <translation>Verbündet mit einer Nation unter dem Meer: +3 auf jeden Wurf auf der Tabelle (§7.2.7).</translation>
    </message>
    <message>
        <source>Roster aboard</source>
        <translation>Armeeliste an Bord</translation>
    </message>
    <message>
        <source>No units aboard.</source>
        <translation>Keine Einheiten an Bord.</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <extracomment>one roster line: count, unit types, category</extracomment>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>%1, needs no ship</source>
        <translation>%1, braucht kein Schiff</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>%1 how many units, %2 their type</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Traded for boats (§2.11): %1</source>
        <translation>Gegen Schiffe eingetauscht (§2.11): %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Characters aboard</source>
        <translation>Charaktere an Bord</translation>
    </message>
    <message>
        <source>No characters aboard.</source>
        <translation>Keine Charaktere an Bord.</translation>
    </message>
    <message>
        <source>%1, %2, role %3</source>
        <extracomment>%1 name, %2 character type, %3 role aboard (general, admiral, other)</extracomment>
        <translation>%1, %2, Rolle %3</translation>
    </message>
    <message>
        <source>%1, healer</source>
        <translation>%1, Heiler</translation>
    </message>
    <message>
        <source>Expedition chart rolls (§7.2.5)</source>
        <translation>Würfe auf der Expeditionstabelle (§7.2.5)</translation>
    </message>
    <message>
        <source>No roll yet.</source>
        <translation>Noch kein Wurf.</translation>
    </message>
    <message>
        <source>Turn %1: dice %2, total %3</source>
        <extracomment>%1 turn, %2 the dice thrown, %3 the total read on the chart</extracomment>
        <translation>Runde %1: Würfel %2, Summe %3</translation>
    </message>
    <message>
        <source>Boats lost %1, units lost %2; advantages %3, pirate pool %4 after.</source>
        <extracomment>after the roll: %1 boats lost, %2 units lost, %3 advantages, %4 pirate pool</extracomment>
        <translation>Verlorene Schiffe %1, verlorene Einheiten %2; danach Vorteile %3, Piratenpool %4.</translation>
    </message>
    <message>
        <source>Expedition sheet: %1</source>
        <translation>Expeditionsbogen: %1</translation>
    </message>
</context>
<context>
    <name>herald::printing::MonthReportSheet</name>
    <message>
        <source>Your armies</source>
        <translation>Ihre Armeen</translation>
    </message>
    <message>
        <source>No armies on the map.</source>
        <translation>Keine Armeen auf der Karte.</translation>
    </message>
    <message>
        <source>%1, led by %2</source>
        <translation>%1, geführt von %2</translation>
    </message>
    <message>
        <source>Stands in %1, at the %2.</source>
        <extracomment>%1 area &quot;0407 Carrow&quot;, %2 location in it</extracomment>
        <translation>Steht in %1, Standort: %2.</translation>
    </message>
    <message>
        <source>Order this turn: %1</source>
        <translation>Befehl in dieser Runde: %1</translation>
    </message>
    <message>
        <source>Order in turn %1: %2</source>
        <translation>Befehl in Runde %1: %2</translation>
    </message>
    <message>
        <source>Supply: in supply. %1</source>
        <translation>Versorgung: versorgt. %1</translation>
    </message>
    <message>
        <source>Supply: OUT OF SUPPLY. %1</source>
        <translation>Versorgung: OHNE VERSORGUNG. %1</translation>
    </message>
    <message>
        <source>Chain of areas to the source: %1</source>
        <translation>Kette von Gebieten zur Quelle: %1</translation>
    </message>
    <message>
        <source>Engagements and battles</source>
        <translation>Gefechte und Schlachten</translation>
    </message>
    <message>
        <source>None of your armies is engaged this turn.</source>
        <translation>Keine Ihrer Armeen ist in dieser Runde in ein Gefecht verwickelt.</translation>
    </message>
    <message>
        <source>Engagement %1 in %2 (%3): %4 against %5.</source>
        <extracomment>%1 number, %2 area, %3 cause, %4 own armies, %5 the others</extracomment>
        <translation>Gefecht %1 in %2 (%3): %4 gegen %5.</translation>
    </message>
    <message>
        <source>Battle %1: %2 in %3 at the %4; your side %5, against %6: %7.</source>
        <extracomment>%1 number, %2 kind, %3 area, %4 location, %5 own side, %6 opponents, %7 result</extracomment>
        <translation>Schlacht %1: %2 in %3 am Standort %4; Ihre Seite %5, gegen %6: %7.</translation>
    </message>
    <message>
        <source>Areas gained and lost this month (§4.7)</source>
        <translation>In diesem Monat gewonnene und verlorene Gebiete (§4.7)</translation>
    </message>
    <message>
        <source>No area changed hands.</source>
        <translation>Kein Gebiet hat den Besitzer gewechselt.</translation>
    </message>
    <message>
        <source>Gained %1 (uncontrolled before).</source>
        <translation>%1 gewonnen (zuvor unkontrolliert).</translation>
    </message>
    <message>
        <source>Gained %1 from %2.</source>
        <translation>%1 von %2 gewonnen.</translation>
    </message>
    <message>
        <source>Lost %1 (now uncontrolled).</source>
        <translation>%1 verloren (jetzt unkontrolliert).</translation>
    </message>
    <message>
        <source>Lost %1 to %2.</source>
        <translation>%1 an %2 verloren.</translation>
    </message>
    <message>
        <source>Foreign armies you know of</source>
        <translation>Ihnen bekannte fremde Armeen</translation>
    </message>
    <message>
        <source>None in your lands or in contact with your armies.</source>
        <translation>Keine in Ihren Gebieten oder in Kontakt mit Ihren Armeen.</translation>
    </message>
    <message>
        <source>%1 (%2) in %3: %4.</source>
        <extracomment>%1 army, %2 its nation, %3 area, %4 how the nation knows of it</extracomment>
        <translation>%1 (%2) in %3: %4.</translation>
    </message>
    <message>
        <source>Month report: %1, year %2, month %3</source>
        <translation>Monatsbericht: %1, Jahr %2, Monat %3</translation>
    </message>
    <message>
        <source>Turn %1, printed at %2. For the player of %3 only: it holds no other nation&apos;s orders and no army it has not met.</source>
        <extracomment>%1 turn number, %2 where the calendar stands (&quot;Year 1, month 3, M-1 Write orders&quot;)</extracomment>
        <translation>Runde %1, gedruckt bei %2. Nur für den Spieler von %3: Der Bericht enthält keine Befehle anderer Nationen und keine Armee, der die Nation nicht begegnet ist.</translation>
    </message>
    <message>
        <source>The armies stand where they are now; the orders, terrain checks, engagements and battles are those of turn %1.</source>
        <translation>Die Armeen stehen dort, wo sie sich jetzt befinden; Befehle, Geländeproben, Gefechte und Schlachten sind die der Runde %1.</translation>
    </message>
    <message>
        <source>Month report: %1, turn %2</source>
        <translation>Monatsbericht: %1, Runde %2</translation>
    </message>
</context>
<context>
    <name>herald::printing::OrderSheet</name>
    <message>
        <source>Allowed: %1</source>
        <translation>Erlaubt: %1</translation>
    </message>
    <message>
        <source>Move into: %1</source>
        <translation>Ziehen nach: %1</translation>
    </message>
    <message>
        <source>%1
led by %2</source>
        <translation>%1
geführt von %2</translation>
    </message>
    <message>
        <source>%1
%2
%3</source>
        <translation>%1
%2
%3</translation>
    </message>
    <message>
        <source>in supply (§4.5)</source>
        <translation>versorgt (§4.5)</translation>
    </message>
    <message>
        <source>OUT OF SUPPLY (§4.6)</source>
        <translation>OHNE VERSORGUNG (§4.6)</translation>
    </message>
    <message>
        <source>Order sheet: %1, turn %2</source>
        <translation>Befehlsbogen: %1, Runde %2</translation>
    </message>
    <message>
        <source>None of your armies takes an order this turn.</source>
        <translation>Keine Ihrer Armeen erhält in dieser Runde einen Befehl.</translation>
    </message>
    <message>
        <source>No order for %1: %2</source>
        <translation>Kein Befehl für %1: %2</translation>
    </message>
    <message>
        <source>Order kinds (§4.1): %1.</source>
        <translation>Befehlsarten (§4.1): %1.</translation>
    </message>
    <message>
        <source>Location: countryside (the default), population centre or point of interest. Write the target area as its number (XXYY) for a move, or the landmass when going to sea.</source>
        <translation>Standort: offenes Land (Standard), Siedlung oder besonderer Ort. Das Zielgebiet bei einem Zug als Nummer (XXYY) eintragen, beim In-See-Stechen die Landmasse.</translation>
    </message>
    <message>
        <source>Orders: %1, year %2, month %3 (turn %4)</source>
        <translation>Befehle: %1, Jahr %2, Monat %3 (Runde %4)</translation>
    </message>
    <message>
        <source>Write one order per army; orders are revealed together (§4.1). Page %1 of %2.</source>
        <translation>Einen Befehl pro Armee schreiben; die Befehle werden gemeinsam aufgedeckt (§4.1). Seite %1 von %2.</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armee</translation>
    </message>
    <message>
        <source>Area, supply</source>
        <translation>Gebiet, Versorgung</translation>
    </message>
    <message>
        <source>Limits (rule) and allowed orders</source>
        <translation>Einschränkungen (Regel) und erlaubte Befehle</translation>
    </message>
    <message>
        <source>Order kind</source>
        <translation>Befehlsart</translation>
    </message>
    <message>
        <source>Target area</source>
        <translation>Zielgebiet</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Standort</translation>
    </message>
</context>
<context>
    <name>herald::printing::PageTiles</name>
    <message>
        <source>→ %1</source>
        <extracomment>On a printed sheet: the page that continues the map to the right.</extracomment>
        <translation>→ %1</translation>
    </message>
    <message>
        <source>↓ %1</source>
        <extracomment>On a printed sheet: the page that continues the map below.</extracomment>
        <translation>↓ %1</translation>
    </message>
</context>
<context>
    <name>herald::printing::RosterSheet</name>
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
        <source>Map changes since the roster was opened (kept until New Year)</source>
        <translation>Kartenänderungen seit dem Eröffnen der Armeeliste (gelten bis Neujahr)</translation>
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
    <message>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
    <message>
        <source>Battle log (each battle: units available before it / lost in it)</source>
        <translation>Schlachtprotokoll (je Schlacht: verfügbare Einheiten davor / darin verloren)</translation>
    </message>
    <message>
        <source> — battles %1 to %2 continue on the next sheet</source>
        <extracomment>%1 the first battle not on this sheet, %2 the last one</extracomment>
        <translation> — die Schlachten %1 bis %2 folgen auf dem nächsten Blatt</translation>
    </message>
    <message>
        <source>Lost outside battles</source>
        <translation>Außerhalb von Schlachten verloren</translation>
    </message>
    <message>
        <source>Available now</source>
        <translation>Jetzt verfügbar</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>Jahr %1</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>Monat %1</translation>
    </message>
    <message>
        <source> (battle log, continued)</source>
        <translation> (Schlachtprotokoll, Fortsetzung)</translation>
    </message>
    <message>
        <source>areas controlled: %1</source>
        <extracomment>§8 Default: the count of areas beside the PT, not a second PT</extracomment>
        <translation>kontrollierte Gebiete: %1</translation>
    </message>
</context>
<context>
    <name>herald::settings::SettingsModel</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Zuerst eine Kampagne öffnen.</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Casting</name>
    <message>
        <source>§7.2 %1 rolls %2 + level %3 − range %4 = %5 for %6 EPs (needs more than %7): %8</source>
        <extracomment>%1 who rolls, %2 die, %3 level, %4 range penalty, %5 total, %6 cost, %7 threshold</extracomment>
        <translation>§7.2 %1 würfelt %2 + Stufe %3 − Reichweite %4 = %5 für %6 EP (benötigt mehr als %7): %8</translation>
    </message>
    <message>
        <source>success</source>
        <translation>Erfolg</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>Fehlschlag</translation>
    </message>
    <message>
        <source>§7.1 %1 is no spellcaster</source>
        <translation>§7.1 %1 ist kein Zauberwirker</translation>
    </message>
    <message>
        <source>§6.1 %1 is %2 and cannot cast</source>
        <translation>§6.1 %1 ist %2 und kann nicht zaubern</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>§7.4 %1 is not on the %2 spellcaster cards</source>
        <translation>§7.4 %1 steht nicht auf den Zauberwirkerkarten von %2</translation>
    </message>
    <message>
        <source>§7.4.5 detection spells need a level-2 caster</source>
        <translation>§7.4.5 Erkennungszauber brauchen einen Zauberwirker der Stufe 2</translation>
    </message>
    <message>
        <source>§7.4.2 group 1 terrain spells work only above ground</source>
        <translation>§7.4.2 Geländezauber der Gruppe 1 wirken nur oberirdisch</translation>
    </message>
    <message>
        <source>§7.2 underground a spell works only in the caster&apos;s own cavern</source>
        <translation>§7.2 unterirdisch wirkt ein Zauber nur in der eigenen Höhle des Zauberwirkers</translation>
    </message>
    <message>
        <source>§7.1 %1 has %2 EPs left, the spell costs %3</source>
        <translation>§7.1 %1 hat noch %2 EP, der Zauber kostet %3</translation>
    </message>
    <message>
        <source>§7.2 %1 has already cast a spell this player turn</source>
        <translation>§7.2 %1 hat in diesem Spielerzug bereits einen Zauber gewirkt</translation>
    </message>
    <message>
        <source>§7.2 %1 has already cast a spell this game turn</source>
        <translation>§7.2 %1 hat in dieser Spielrunde bereits einen Zauber gewirkt</translation>
    </message>
    <message>
        <source>§7.3 there are no counterspells in DN2</source>
        <translation>§7.3 in DN2 gibt es keine Gegenzauber</translation>
    </message>
    <message>
        <source>§6.1 %1 cannot counter while %2</source>
        <translation>§6.1 %1 ist %2 und kann keinen Gegenzauber wirken</translation>
    </message>
    <message>
        <source>§7.2 %1 has already countered a spell this player turn</source>
        <translation>§7.2 %1 hat in diesem Spielerzug bereits einen Gegenzauber gewirkt</translation>
    </message>
    <message>
        <source>§7.3 %1 has %2 EPs left, the counterspell costs %3</source>
        <translation>§7.3 %1 hat noch %2 EP, der Gegenzauber kostet %3</translation>
    </message>
    <message>
        <source>§7.2 %1 casts %2 for %3 EPs (%4 left)</source>
        <translation>§7.2 %1 wirkt %2 für %3 EP (%4 übrig)</translation>
    </message>
    <message>
        <source>§7.3 %1 counters for %2 EPs (%3 left)</source>
        <translation>§7.3 %1 wirkt einen Gegenzauber für %2 EP (%3 übrig)</translation>
    </message>
    <message>
        <source>§7.3 the spell is cancelled</source>
        <translation>§7.3 der Zauber wird aufgehoben</translation>
    </message>
    <message>
        <source>Counterspell against %1 (§7.3)</source>
        <translation>Gegenzauber gegen %1 (§7.3)</translation>
    </message>
    <message>
        <source>Casting %1 (§7.2)</source>
        <translation>Wirken von %1 (§7.2)</translation>
    </message>
    <message>
        <source>§7.4.6 fireball: rolled %1, %2 with armour</source>
        <translation>§7.4.6 Fireball: %1 gewürfelt, %2 mit Rüstung</translation>
    </message>
    <message>
        <source>§9.3 the wound becomes a retreat</source>
        <translation>§9.3 die Wunde wird zu einem Rückzug</translation>
    </message>
    <message>
        <source>§9.3 the retreat has no effect on %1</source>
        <translation>§9.3 der Rückzug hat keine Wirkung auf %1</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Challenges</name>
    <message>
        <source>dog or Baby Hunter −3</source>
        <translation>Hund oder Baby Hunter −3</translation>
    </message>
    <message>
        <source>armoured rider −2</source>
        <translation>gepanzerter Reiter −2</translation>
    </message>
    <message>
        <source>armour, rider, Hunter, Warrior or baby −1</source>
        <translation>Rüstung, Reiter, Hunter, Warrior oder Baby −1</translation>
    </message>
    <message>
        <source>wounded +2</source>
        <translation>verwundet +2</translation>
    </message>
    <message>
        <source>Baby Hunter opposing −3</source>
        <translation>Baby Hunter als Gegner −3</translation>
    </message>
    <message>
        <source>baby Krob opposing −1</source>
        <translation>Krob-Baby als Gegner −1</translation>
    </message>
    <message>
        <source>Alkiram +4</source>
        <translation>Alkiram +4</translation>
    </message>
    <message>
        <source>Guard or armoured rider opposing +2</source>
        <translation>Guard oder gepanzerter Reiter als Gegner +2</translation>
    </message>
    <message>
        <source>rider, armour, Warrior or Slayer opposing +1</source>
        <translation>Reiter, Rüstung, Warrior oder Slayer als Gegner +1</translation>
    </message>
    <message>
        <source>wounded opponent −2</source>
        <translation>verwundeter Gegner −2</translation>
    </message>
    <message>
        <source>§6.1 %1 lies stunned or dead and challenges no one</source>
        <translation>§6.1 %1 liegt betäubt oder tot am Boden und fordert niemanden heraus</translation>
    </message>
    <message>
        <source>§3.7 dragons ignore challenges</source>
        <translation>§3.7 Drachen ignorieren Herausforderungen</translation>
    </message>
    <message>
        <source>§3.7 §12 B4 a dog ignores challenges except from Krobs</source>
        <translation>§3.7 §12 B4 ein Hund ignoriert Herausforderungen außer durch Krobs</translation>
    </message>
    <message>
        <source>§9.3 §12 B3 Baby Hunters neither suffer nor make challenges</source>
        <translation>§9.3 §12 B3 Baby Hunters werden weder herausgefordert noch fordern sie heraus</translation>
    </message>
    <message>
        <source>§3.7 %1 challenges only hexes in her front arc</source>
        <translation>§3.7 %1 fordert nur Hexfelder im eigenen Frontbereich heraus</translation>
    </message>
    <message>
        <source>§4.8 %1 fights in this combat phase and does not challenge the advance</source>
        <translation>§4.8 %1 kämpft in dieser Kampfphase und fordert das Nachrücken nicht heraus</translation>
    </message>
    <message>
        <source>§3.7 challenge by %1, no modifier</source>
        <translation>§3.7 Herausforderung durch %1, kein Modifikator</translation>
    </message>
    <message>
        <source>§3.7 challenge by %1: %2 = %3</source>
        <translation>§3.7 Herausforderung durch %1: %2 = %3</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <source>%1; rolled %2, total %3: %4</source>
        <translation>%1; %2 gewürfelt, Summe %3: %4</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::CharacterState</name>
    <message>
        <source>baby</source>
        <translation>Baby</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>beritten</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>unverletzt</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>1 Wunde</numerusform>
            <numerusform>%n Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::CombatTables</name>
    <message>
        <source>no effect</source>
        <translation>keine Wirkung</translation>
    </message>
    <message>
        <source>attacker wounded</source>
        <translation>Angreifer verwundet</translation>
    </message>
    <message>
        <source>attackers retreat 1 hex</source>
        <translation>Angreifer weichen 1 Hexfeld zurück</translation>
    </message>
    <message>
        <source>defenders retreat 1 hex</source>
        <translation>Verteidiger weichen 1 Hexfeld zurück</translation>
    </message>
    <message>
        <source>defender stunned</source>
        <translation>Verteidiger betäubt</translation>
    </message>
    <message>
        <source>defender wounded</source>
        <translation>Verteidiger verwundet</translation>
    </message>
    <message>
        <source>defender killed</source>
        <translation>Verteidiger getötet</translation>
    </message>
    <message>
        <source>not on the foot table</source>
        <translation>nicht auf der Tabelle zu Fuß</translation>
    </message>
    <message>
        <source>horse unharmed, rider stunned and dismounted</source>
        <translation>Pferd unverletzt, Reiter betäubt und abgesessen</translation>
    </message>
    <message>
        <source>horse unharmed, rider wounded</source>
        <translation>Pferd unverletzt, Reiter verwundet</translation>
    </message>
    <message>
        <source>horse killed, rider wounded and dismounted</source>
        <translation>Pferd getötet, Reiter verwundet und abgesessen</translation>
    </message>
    <message>
        <source>horse unharmed, rider killed</source>
        <translation>Pferd unverletzt, Reiter getötet</translation>
    </message>
    <message>
        <source>horse and rider killed</source>
        <translation>Pferd und Reiter getötet</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::GharvWithdrawal</name>
    <message>
        <source>§9.6 the Gharv is in water at %1 and leaves the map</source>
        <extracomment>%1 the Gharv&apos;s hex</extracomment>
        <translation>§9.6 der Gharv ist bei %1 im Wasser und verlässt die Karte</translation>
    </message>
    <message>
        <source>§9.6 no water can be reached from %1: the Gharv stays</source>
        <extracomment>%1 the Gharv&apos;s hex</extracomment>
        <translation>§9.6 von %1 aus ist kein Wasser erreichbar: Der Gharv bleibt</translation>
    </message>
    <message>
        <source>§9.6 the nearest water is %1, %2 MP(s) away; the Gharv has %3 MP(s)</source>
        <extracomment>%1 the water hex, %2 MPs to reach it, %3 the Gharv&apos;s MA this step</extracomment>
        <translation>§9.6 das nächste Wasser ist %1, %2 BP entfernt; der Gharv hat %3 BP</translation>
    </message>
    <message>
        <source>§9.6 the Gharv goes by %1 into the water and leaves the map</source>
        <extracomment>%1 the hexes it crossed</extracomment>
        <translation>§9.6 der Gharv geht über %1 ins Wasser und verlässt die Karte</translation>
    </message>
    <message>
        <source>§9.6 the Gharv stops at %1, short of the water</source>
        <extracomment>%1 the hex it stops on</extracomment>
        <translation>§9.6 der Gharv hält auf %1 an, noch vor dem Wasser</translation>
    </message>
    <message>
        <source>§9.6 the Gharv cannot move nearer the water this step</source>
        <translation>§9.6 der Gharv kann sich in diesem Schritt nicht näher an das Wasser bewegen</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Gharvs</name>
    <message>
        <source>§12 C11 all eight Gharvs are on the map: none can appear</source>
        <translation>§12 C11 alle acht Gharvs sind auf der Karte: Keiner kann erscheinen</translation>
    </message>
    <message>
        <source>§9.6 rolled %1, %2 with modifiers, a Gharv appears on %3 or less: %4</source>
        <translation>§9.6 %1 gewürfelt, %2 mit Modifikatoren, ein Gharv erscheint bei %3 oder weniger: %4</translation>
    </message>
    <message>
        <source>a Gharv appears</source>
        <translation>ein Gharv erscheint</translation>
    </message>
    <message>
        <source>no Gharv</source>
        <translation>kein Gharv</translation>
    </message>
    <message>
        <source>§9.5 the empty web is torn down; the attacker may advance into it</source>
        <translation>§9.5 das leere Netz wird zerrissen; der Angreifer darf hineinrücken</translation>
    </message>
    <message>
        <source>§9.5 the Krob is gone and the Adventurer advances: the web is torn</source>
        <translation>§9.5 der Krob ist fort und der Abenteurer rückt nach: Das Netz ist zerrissen</translation>
    </message>
    <message>
        <source>§9.5 the web stands until its Krob is driven off or slain and an Adventurer advances into it</source>
        <translation>§9.5 das Netz bleibt bestehen, bis sein Krob vertrieben oder erschlagen ist und ein Abenteurer hineinrückt</translation>
    </message>
    <message>
        <source>§9.6 the Gharv rolled %1 against the boat (1-3): it capsizes</source>
        <extracomment>%1 the d10 face</extracomment>
        <translation>§9.6 der Gharv hat gegen das Boot %1 gewürfelt (1-3): Es kentert</translation>
    </message>
    <message>
        <source>§12 C10 the Gharv rolled %1 against the boat (1-3 needed): the boat rides it out</source>
        <extracomment>%1 the d10 face</extracomment>
        <translation>§12 C10 der Gharv hat gegen das Boot %1 gewürfelt (1-3 nötig): Das Boot übersteht es</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Jumping</name>
    <message>
        <source>§3.5 rolled %1: %2 lands unharmed</source>
        <translation>§3.5 %1 gewürfelt: %2 landet unverletzt</translation>
    </message>
    <message>
        <source>§3.5 rolled %1: no effect on Lucifer (§12 B9 option)</source>
        <translation>§3.5 %1 gewürfelt: keine Wirkung auf Lucifer (§12 B9 Option)</translation>
    </message>
    <message>
        <source>§3.5 rolled %1: wounded; %2</source>
        <translation>§3.5 %1 gewürfelt: verwundet; %2</translation>
    </message>
    <message>
        <source>§3.5 rolled %1: the fall kills; %2</source>
        <translation>§3.5 %1 gewürfelt: Der Sturz ist tödlich; %2</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::LineOfFire</name>
    <message>
        <source>§5.4 the Black Dragon&apos;s skin turns every missile</source>
        <translation>§5.4 die Haut des Black Dragon hält jedes Geschoss ab</translation>
    </message>
    <message>
        <source>§5.4 a wall blocks the line of fire</source>
        <translation>§5.4 eine Mauer blockiert die Schusslinie</translation>
    </message>
    <message>
        <source>§5.4 a %1 hex between shooter and target blocks the shot</source>
        <translation>§5.4 ein Hexfeld (%1) zwischen Schütze und Ziel blockiert den Schuss</translation>
    </message>
    <message>
        <source>§5.4 a crossbow cannot shoot through a standing character</source>
        <translation>§5.4 eine Armbrust kann nicht durch eine stehende Figur schießen</translation>
    </message>
    <message>
        <source>§5.4 a bow shoots over standing characters only at medium or long range</source>
        <translation>§5.4 ein Bogen schießt nur auf mittlere oder große Reichweite über stehende Figuren hinweg</translation>
    </message>
    <message>
        <source>§5.4 through a %1: medium cover</source>
        <translation>§5.4 durch %1: mittlere Deckung</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>Türöffnung</translation>
    </message>
    <message>
        <source>window</source>
        <translation>Fenster</translation>
    </message>
    <message>
        <source>§5.4 through cell bars: light cover</source>
        <translation>§5.4 durch Zellengitter: leichte Deckung</translation>
    </message>
    <message>
        <source>§5.4 underground, on an entrance hex: medium cover</source>
        <translation>§5.4 unterirdisch, auf einem Eingangshexfeld: mittlere Deckung</translation>
    </message>
    <message>
        <source>§5.4 underground (DN1): no cover</source>
        <translation>§5.4 unterirdisch (DN1): keine Deckung</translation>
    </message>
    <message>
        <source>§5.4 target on %1: %2</source>
        <translation>§5.4 Ziel auf %1: %2</translation>
    </message>
    <message>
        <source>§5.4 the map gives %1</source>
        <translation>§5.4 die Karte gibt %1</translation>
    </message>
    <message>
        <source>§5.4 clear line of fire: no cover</source>
        <translation>§5.4 freie Schusslinie: keine Deckung</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Melee</name>
    <message>
        <source>§4.9 the riderless horse retreats %1 hex(es)</source>
        <translation>§4.9 das reiterlose Pferd weicht %1 Hexfeld(er) zurück</translation>
    </message>
    <message>
        <source>§4.9 the horse is killed; the rider&apos;s counter goes beside it</source>
        <translation>§4.9 das Pferd wird getötet; der Spielstein des Reiters kommt daneben</translation>
    </message>
    <message>
        <source>§4.9 dismounted: the rider&apos;s counter goes beside the riderless horse</source>
        <translation>§4.9 abgesessen: Der Spielstein des Reiters kommt neben das reiterlose Pferd</translation>
    </message>
    <message>
        <source>§4.9 the rider falls; the horse stands riderless</source>
        <translation>§4.9 der Reiter stürzt; das Pferd steht reiterlos da</translation>
    </message>
    <message>
        <source>the attackers</source>
        <translation>die Angreifer</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>die Verteidiger</translation>
    </message>
    <message>
        <source>§4.8 %1 may all advance, each up to half its MA, first into a hex the enemy left</source>
        <translation>§4.8 %1 dürfen alle nachrücken, jeweils bis zur Hälfte ihrer Bewegungsweite, zuerst in ein vom Feind geräumtes Hexfeld</translation>
    </message>
    <message>
        <source>§4.8 one of %1 may advance up to 2 hexes on foot or 3 mounted, first into a hex the enemy left</source>
        <translation>§4.8 %1: Eine Figur darf bis zu 2 Hexfelder zu Fuß oder 3 beritten nachrücken, zuerst in ein vom Feind geräumtes Hexfeld</translation>
    </message>
    <message>
        <source>§4.9 a riderless horse ignores result D</source>
        <translation>§4.9 ein reiterloses Pferd ignoriert Ergebnis D</translation>
    </message>
    <message>
        <source>§4.9 the riderless horse is killed</source>
        <translation>§4.9 das reiterlose Pferd wird getötet</translation>
    </message>
    <message>
        <source>Combat at %1 (§4.10)</source>
        <extracomment>why the die is rolled, for the dice log; %1 is the column, &quot;3-1&quot;</extracomment>
        <translation>Kampf mit %1 (§4.10)</translation>
    </message>
    <message>
        <source>Slayer venom: 1-5 mortal (§9.3)</source>
        <translation>Slayer-Gift: 1-5 tödlich (§9.3)</translation>
    </message>
    <message>
        <source>§4.1 a combat needs an attacker</source>
        <translation>§4.1 ein Kampf braucht einen Angreifer</translation>
    </message>
    <message>
        <source>§4.1 a combat needs a defender</source>
        <translation>§4.1 ein Kampf braucht einen Verteidiger</translation>
    </message>
    <message>
        <source>§4.4 the character chosen to take a stun or wound is not in the combat</source>
        <translation>§4.4 die Figur, die die Betäubung oder Wunde hinnehmen soll, ist nicht am Kampf beteiligt</translation>
    </message>
    <message>
        <source>§4.1 %1 cannot attack: %2</source>
        <translation>§4.1 %1 kann nicht angreifen: %2</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>no attack strength</source>
        <translation>keine Angriffsstärke</translation>
    </message>
    <message>
        <source>§4.1 %1 has made %2 attack(s) this player turn, all it may make</source>
        <translation>§4.1 %1 hat in diesem Spielerzug bereits %2 Angriff(e) ausgeführt, so viele wie erlaubt</translation>
    </message>
    <message>
        <source>§9.3 %1 attacks only to her front</source>
        <translation>§9.3 %1 greift nur nach vorn an</translation>
    </message>
    <message>
        <source>§4.1 %1 is dead and cannot be attacked</source>
        <translation>§4.1 %1 ist tot und kann nicht angegriffen werden</translation>
    </message>
    <message>
        <source>§7.4.4 %1 stands in a magic circle and cannot be attacked</source>
        <translation>§7.4.4 %1 steht in einem magischen Kreis und kann nicht angegriffen werden</translation>
    </message>
    <message>
        <source>§12 C15 %1 has defence 0 (disabled) and cannot be attacked</source>
        <translation>§12 C15 %1 hat Verteidigung 0 (außer Gefecht) und kann nicht angegriffen werden</translation>
    </message>
    <message>
        <source>%1&apos;s horse %2</source>
        <translation>Pferd von %1 %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (rear)</source>
        <translation> (von hinten)</translation>
    </message>
    <message>
        <source>§4.1 no combat into a %1 hex</source>
        <translation>§4.1 kein Kampf in ein Hexfeld (%1)</translation>
    </message>
    <message>
        <source>§4.1 %1 could not enter %2&apos;s %3 hex, so cannot attack it</source>
        <translation>§4.1 %1 könnte das Hexfeld von %2 (%3) nicht betreten und kann daher nicht angreifen</translation>
    </message>
    <message>
        <source>Lucifer beside Godiva %1</source>
        <translation>Lucifer neben Godiva %1</translation>
    </message>
    <message>
        <source>§4.2 attack %1 (%2) against defence %3 (%4): %5</source>
        <translation>§4.2 Angriff %1 (%2) gegen Verteidigung %3 (%4): %5</translation>
    </message>
    <message>
        <source>below 1-1</source>
        <translation>unter 1-1</translation>
    </message>
    <message>
        <source>§4.2 attack %1 against defence %2 is below 1-1: the attack cannot be made</source>
        <translation>§4.2 Angriff %1 gegen Verteidigung %2 liegt unter 1-1: Der Angriff ist nicht möglich</translation>
    </message>
    <message>
        <source>§9.6 Gharv appearing: %1 column(s) right instead of terrain</source>
        <translation>§9.6 erscheinender Gharv: %1 Spalte(n) nach rechts statt Gelände</translation>
    </message>
    <message>
        <source>§4.3 terrain: attacker %1, defender %2: %3</source>
        <translation>§4.3 Gelände: Angreifer %1, Verteidiger %2: %3</translation>
    </message>
    <message>
        <source>no shift</source>
        <translation>keine Verschiebung</translation>
    </message>
    <message>
        <source>%1 column(s) right</source>
        <translation>%1 Spalte(n) nach rechts</translation>
    </message>
    <message>
        <source>%1 column(s) left</source>
        <translation>%1 Spalte(n) nach links</translation>
    </message>
    <message>
        <source>§4.4 joint attack on a rider without two mounted attackers: no bonus</source>
        <translation>§4.4 gemeinsamer Angriff auf einen Reiter ohne zwei berittene Angreifer: kein Bonus</translation>
    </message>
    <message>
        <source>§8.4 joint attack with %1 dwarf(s): %2 column(s) right</source>
        <translation>§8.4 gemeinsamer Angriff mit %1 Zwerg(en): %2 Spalte(n) nach rechts</translation>
    </message>
    <message>
        <source>§4.4 joint attack: 1 column right</source>
        <translation>§4.4 gemeinsamer Angriff: 1 Spalte nach rechts</translation>
    </message>
    <message>
        <source>§9.1 the dragon strikes with two parts: 1 column right</source>
        <translation>§9.1 der Drache schlägt mit zwei Körperteilen zu: 1 Spalte nach rechts</translation>
    </message>
    <message>
        <source>§9.3 enemy between the Guard&apos;s legs: attack doubled, 1 column right</source>
        <translation>§9.3 Feind zwischen den Beinen des Guard: Angriff verdoppelt, 1 Spalte nach rechts</translation>
    </message>
    <message>
        <source>§12 C2 the shifts take %1 below 1-1: the attack cannot be made</source>
        <translation>§12 C2 die Verschiebungen bringen %1 unter 1-1: Der Angriff ist nicht möglich</translation>
    </message>
    <message>
        <source>§12 C2 below 1-1 after shifts: resolved at 1-1 (option)</source>
        <translation>§12 C2 nach Verschiebungen unter 1-1: Auswertung bei 1-1 (Option)</translation>
    </message>
    <message>
        <source>§4.10 column %1 on the %2 table</source>
        <translation>§4.10 Spalte %1 der Tabelle %2</translation>
    </message>
    <message>
        <source>mounted (C-M)</source>
        <translation>beritten (C-M)</translation>
    </message>
    <message>
        <source>foot (C-F)</source>
        <translation>zu Fuß (C-F)</translation>
    </message>
    <message>
        <source>§4.5 every defender armoured: +1 to the die</source>
        <translation>§4.5 alle Verteidiger gepanzert: +1 auf den Wurf</translation>
    </message>
    <message>
        <source>§9.3 a Slayer attacks: −1 to the die</source>
        <translation>§9.3 ein Slayer greift an: −1 auf den Wurf</translation>
    </message>
    <message>
        <source>§4.10 rolled %1, modified %2: %3 %4 row %5 gives %6 (%7)</source>
        <translation>§4.10 gewürfelt %1, modifiziert %2: %3 %4 Zeile %5 ergibt %6 (%7)</translation>
    </message>
    <message>
        <source>§9.3 venom roll %1: %2</source>
        <translation>§9.3 Giftwurf %1: %2</translation>
    </message>
    <message>
        <source>the Slayer struck, the wound is mortal</source>
        <translation>der Slayer hat zugeschlagen, die Wunde ist tödlich</translation>
    </message>
    <message>
        <source>another Krob struck, an ordinary wound</source>
        <translation>ein anderer Krob hat zugeschlagen, eine gewöhnliche Wunde</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Missile</name>
    <message>
        <source>§5.2 %1 has already shot in this fire phase</source>
        <translation>§5.2 %1 hat in dieser Feuerphase bereits geschossen</translation>
    </message>
    <message>
        <source>§5.2 %1 moved in his own turn: a longbow then has no defensive fire</source>
        <translation>§5.2 %1 hat sich im eigenen Zug bewegt: Ein Langbogen hat dann kein Abwehrfeuer</translation>
    </message>
    <message>
        <source>§5.2 %1 moved or shot in his own turn: a crossbow then has no defensive fire</source>
        <translation>§5.2 %1 hat sich im eigenen Zug bewegt oder geschossen: Eine Armbrust hat dann kein Abwehrfeuer</translation>
    </message>
    <message>
        <source>§5.6 defensive fire: %1 loses %2 MPs of the rest of its move (§12 C8)</source>
        <translation>§5.6 Abwehrfeuer: %1 verliert %2 BP der restlichen Bewegung (§12 C8)</translation>
    </message>
    <message>
        <source>§4.9 the riderless horse retreats %1 hex(es)</source>
        <translation>§4.9 das reiterlose Pferd weicht %1 Hexfeld(er) zurück</translation>
    </message>
    <message>
        <source>§4.9 the horse is killed; the rider&apos;s counter goes beside it</source>
        <translation>§4.9 das Pferd wird getötet; der Spielstein des Reiters kommt daneben</translation>
    </message>
    <message>
        <source>§4.9 dismounted: the rider&apos;s counter goes beside the riderless horse</source>
        <translation>§4.9 abgesessen: Der Spielstein des Reiters kommt neben das reiterlose Pferd</translation>
    </message>
    <message>
        <source>§5.1 %1 has no missile weapon</source>
        <translation>§5.1 %1 hat keine Fernkampfwaffe</translation>
    </message>
    <message>
        <source>§6.1 %1 is %2 and cannot shoot</source>
        <translation>§6.1 %1 ist %2 und kann nicht schießen</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>§5.2 %1 is in contact with an enemy able to attack him and cannot shoot</source>
        <translation>§5.2 %1 steht in Kontakt mit einem Feind, der angreifen kann, und kann nicht schießen</translation>
    </message>
    <message>
        <source>§5.4 %1 is in water and cannot shoot</source>
        <translation>§5.4 %1 steht im Wasser und kann nicht schießen</translation>
    </message>
    <message>
        <source>§3.8.3 %1 cannot shoot from the saddle</source>
        <translation>§3.8.3 %1 kann nicht aus dem Sattel schießen</translation>
    </message>
    <message>
        <source>§3.8.3 %1 must dismount to reload his crossbow</source>
        <translation>§3.8.3 %1 muss absitzen, um die Armbrust nachzuladen</translation>
    </message>
    <message>
        <source>§5.9 %1 is dead</source>
        <translation>§5.9 %1 ist tot</translation>
    </message>
    <message>
        <source>§7.4.4 %1 stands in a magic circle and cannot be shot at</source>
        <translation>§7.4.4 %1 steht in einem magischen Kreis und kann nicht beschossen werden</translation>
    </message>
    <message>
        <source>§5.4 the Black Dragon cannot be harmed by missiles (infinite cover)</source>
        <translation>§5.4 der Black Dragon kann durch Geschosse nicht verletzt werden (unendliche Deckung)</translation>
    </message>
    <message>
        <source>§5.3 underground no shot beyond 5 hexes; %1 is %2 hexes away</source>
        <translation>§5.3 unterirdisch kein Schuss über 5 Hexfelder hinaus; %1 ist %2 Hexfelder entfernt</translation>
    </message>
    <message>
        <source>§5.3 %1 is %2 hexes away, beyond the %3&apos;s long range</source>
        <translation>§5.3 %1 ist %2 Hexfelder entfernt, jenseits der großen Reichweite (%3)</translation>
    </message>
    <message>
        <source>§5.4 %1 has an Adventurer beside it that it could attack: no shot</source>
        <translation>§5.4 neben %1 steht ein Abenteurer, der angegriffen werden könnte: kein Schuss</translation>
    </message>
    <message>
        <source>§5.3 %1 hexes with a %2: %3</source>
        <translation>§5.3 %1 Hexfelder mit %2: %3</translation>
    </message>
    <message>
        <source>§5.6 M-M has no heavy column: read as medium</source>
        <translation>§5.6 M-M hat keine schwere Spalte: als mittel gelesen</translation>
    </message>
    <message>
        <source>§5.5 %1: +%2</source>
        <translation>§5.5 %1: +%2</translation>
    </message>
    <message>
        <source>§5.5 wounded shooter: +1</source>
        <translation>§5.5 verwundeter Schütze: +1</translation>
    </message>
    <message>
        <source>§5.5 a Warrior&apos;s shell is armour: +1</source>
        <translation>§5.5 der Panzer eines Warrior ist Rüstung: +1</translation>
    </message>
    <message>
        <source>§5.5 target in armour: +1</source>
        <translation>§5.5 Ziel in Rüstung: +1</translation>
    </message>
    <message>
        <source>§12 B5 Warrior target, cumulative option: +1 more</source>
        <translation>§12 B5 Warrior als Ziel, kumulative Option: +1 zusätzlich</translation>
    </message>
    <message>
        <source>§5.5 Royal Guard: +2</source>
        <translation>§5.5 Royal Guard: +2</translation>
    </message>
    <message>
        <source>§5.5 Alkiram: +4</source>
        <translation>§5.5 Alkiram: +4</translation>
    </message>
    <message>
        <source>§5.5 an Elf shoots: −1</source>
        <translation>§5.5 ein Elf schießt: −1</translation>
    </message>
    <message>
        <source>§5.5 improved shooting spell: −%1</source>
        <translation>§5.5 Zauber für verbesserte Schussfähigkeit: −%1</translation>
    </message>
    <message>
        <source>§5.6 a miss</source>
        <translation>§5.6 ein Fehlschuss</translation>
    </message>
    <message>
        <source>§5.8 roll again for where the missile falls</source>
        <translation>§5.8 erneut würfeln, wohin das Geschoss fällt</translation>
    </message>
    <message>
        <source>§9.2 result %1 does not harm the Baby Dragon</source>
        <translation>§9.2 Ergebnis %1 verletzt den Baby Dragon nicht</translation>
    </message>
    <message>
        <source>§4.9 the riderless horse is killed</source>
        <translation>§4.9 das reiterlose Pferd wird getötet</translation>
    </message>
    <message>
        <source>§12 C14 no effect on a riderless horse</source>
        <translation>§12 C14 keine Wirkung auf ein reiterloses Pferd</translation>
    </message>
    <message>
        <source>§5.6 defensive fire: only half the remaining MPs, rounded down</source>
        <translation>§5.6 Abwehrfeuer: nur die Hälfte der verbleibenden BP, abgerundet</translation>
    </message>
    <message>
        <source>Missile fire: %1 at %2 (§5.9)</source>
        <extracomment>why the die is rolled, for the dice log; %1 shooter, %2 target</extracomment>
        <translation>Fernkampf: %1 auf %2 (§5.9)</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>keine Deckung</translation>
    </message>
    <message>
        <source>light cover</source>
        <translation>leichte Deckung</translation>
    </message>
    <message>
        <source>medium cover</source>
        <translation>mittlere Deckung</translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation>schwere Deckung</translation>
    </message>
    <message>
        <source>out of sight</source>
        <translation>außer Sicht</translation>
    </message>
    <message>
        <source>short bow</source>
        <translation>Kurzbogen</translation>
    </message>
    <message>
        <source>longbow</source>
        <translation>Langbogen</translation>
    </message>
    <message>
        <source>crossbow</source>
        <translation>Armbrust</translation>
    </message>
    <message>
        <source>no missile weapon</source>
        <translation>keine Fernkampfwaffe</translation>
    </message>
    <message>
        <source>short range</source>
        <translation>kurze Reichweite</translation>
    </message>
    <message>
        <source>medium range</source>
        <translation>mittlere Reichweite</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>große Reichweite</translation>
    </message>
    <message>
        <source>§5.9 rolled %1, modified %2: %3 row %4, %5: %6</source>
        <translation>§5.9 gewürfelt %1, modifiziert %2: %3 Zeile %4, %5: %6</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Movement</name>
    <message>
        <source>§3.3 a standing enemy holds the hex</source>
        <translation>§3.3 ein stehender Feind hält das Hexfeld</translation>
    </message>
    <message>
        <source>§3.3 a wall can be crossed only by a doorway, a window or a breach</source>
        <translation>§3.3 eine Mauer kann nur durch eine Türöffnung, ein Fenster oder eine Bresche überquert werden</translation>
    </message>
    <message>
        <source>§3.3 a rider cannot go through a window</source>
        <translation>§3.3 ein Reiter kann nicht durch ein Fenster</translation>
    </message>
    <message>
        <source>§3.3 the level changes only by stairs or slopes (or a jump, §3.5)</source>
        <translation>§3.3 die Ebene wechselt nur über Treppen oder Hänge (oder einen Sprung, §3.5)</translation>
    </message>
    <message>
        <source>§3.2 %1 cannot enter %2</source>
        <extracomment>%1 character, %2 terrain</extracomment>
        <translation>§3.2 %1 kann %2 nicht betreten</translation>
    </message>
    <message>
        <source>§3.2 %1: %2</source>
        <translation>§3.2 %1: %2</translation>
    </message>
    <message>
        <source>window +3</source>
        <translation>Fenster +3</translation>
    </message>
    <message>
        <source>breach +1 (§12 C31)</source>
        <translation>Bresche +1 (§12 C31)</translation>
    </message>
    <message>
        <source>§3.3 the bodies (%1 dead, %2 dead horses) make the hex impassable</source>
        <translation>§3.3 die Leichen (%1 Tote, %2 tote Pferde) machen das Hexfeld unpassierbar</translation>
    </message>
    <message>
        <source>bodies +1 (§3.3)</source>
        <translation>Leichen +1 (§3.3)</translation>
    </message>
    <message>
        <source>%1: %2 MP(s)</source>
        <translation>%1: %2 BP</translation>
    </message>
    <message>
        <source>§3.1 %1 MP(s) left, the next hex costs %2: the move ends here</source>
        <translation>§3.1 %1 BP übrig, das nächste Hexfeld kostet %2: Die Bewegung endet hier</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Riding</name>
    <message>
        <source>§3.8.4 rolled %1, %2 with modifiers: the horse clears it</source>
        <translation>§3.8.4 %1 gewürfelt, %2 mit Modifikatoren: Das Pferd nimmt das Hindernis</translation>
    </message>
    <message>
        <source>§3.8.4 rolled %1, 10 with modifiers: the horse refuses and throws its rider on the near side; %2</source>
        <translation>§3.8.4 %1 gewürfelt, 10 mit Modifikatoren: Das Pferd verweigert und wirft seinen Reiter auf der diesseitigen Seite ab; %2</translation>
    </message>
    <message>
        <source>§3.8.4 rolled %1, %2 with modifiers: a bad landing kills the horse; the rider lands beyond it; %3</source>
        <translation>§3.8.4 %1 gewürfelt, %2 mit Modifikatoren: Eine schlechte Landung tötet das Pferd; der Reiter landet dahinter; %3</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::RosterFormat</name>
    <message>
        <source>line %1 (%2), field %3: %4</source>
        <extracomment>%1 line number, %2 character id, %3 field name, %4 what is wrong</extracomment>
        <translation>Zeile %1 (%2), Feld %3: %4</translation>
    </message>
    <message>
        <source>expected 6 cells separated by &apos;|&apos; (id, name, group, kind, weapon, values), found %1</source>
        <translation>6 durch „|“ getrennte Zellen erwartet (id, name, group, kind, weapon, values), %1 gefunden</translation>
    </message>
    <message>
        <source>a character needs an id and a name</source>
        <translation>eine Figur braucht eine ID und einen Namen</translation>
    </message>
    <message>
        <source>the id is used twice</source>
        <translation>die ID wird doppelt verwendet</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;</source>
        <translation>unbekannte Art „%1“</translation>
    </message>
    <message>
        <source>unknown weapon &apos;%1&apos;</source>
        <translation>unbekannte Waffe „%1“</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>„%1“ kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>unbekanntes Feld</translation>
    </message>
    <message>
        <source>every character needs its levels</source>
        <translation>jede Figur braucht ihre Stufen</translation>
    </message>
    <message>
        <source>%1 rear defences for %2 levels</source>
        <translation>%1 Rückenverteidigungen für %2 Stufen</translation>
    </message>
    <message>
        <source>%1 land allowances for %2 levels</source>
        <translation>%1 Bewegungsweiten an Land für %2 Stufen</translation>
    </message>
    <message>
        <source>a rider needs two mounted value sets and the horse&apos;s defence</source>
        <translation>ein Reiter braucht zwei berittene Wertesätze und die Verteidigung des Pferdes</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::ScenarioFormat</name>
    <message>
        <source>%1: &quot;%2&quot; is not a starting state (healthy, wounded or stunned).</source>
        <translation>%1: „%2“ ist kein Anfangszustand (healthy, wounded oder stunned).</translation>
    </message>
    <message>
        <source>%1: %2 wounds would kill (%3 do).</source>
        <translation>%1: %2 Wunden wären tödlich (tödlich sind %3).</translation>
    </message>
    <message>
        <source>%1 cannot start mounted: only DN1 riders of §8 have horses.</source>
        <translation>%1 kann nicht beritten beginnen: Nur DN1-Reiter aus §8 haben Pferde.</translation>
    </message>
    <message>
        <source>A scenario needs two sides.</source>
        <translation>Ein Szenario braucht zwei Seiten.</translation>
    </message>
    <message>
        <source>Forces: &quot;%1&quot; is not in the character tables.</source>
        <translation>Forces: „%1“ steht nicht in den Figurentabellen.</translation>
    </message>
    <message>
        <source>Forces: %1&apos;s side &quot;%2&quot; is not a side of the scenario.</source>
        <translation>Forces: Die Seite „%2“ von %1 ist keine Seite des Szenarios.</translation>
    </message>
    <message>
        <source>Casters: &quot;%1&quot; is not a spellcaster of the forces (§7.1).</source>
        <translation>Casters: „%1“ ist kein Zauberwirker der Truppen (§7.1).</translation>
    </message>
    <message>
        <source>Casters: %1&apos;s level must be 1 or 2 (§7.1).</source>
        <translation>Casters: Die Stufe von %1 muss 1 oder 2 sein (§7.1).</translation>
    </message>
    <message>
        <source>The scenario is not a JSON object (%1 at byte %2).</source>
        <translation>Das Szenario ist kein JSON-Objekt (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>&quot;game&quot; must be DN1 or DN2, not &quot;%1&quot;.</source>
        <translation>„game“ muss DN1 oder DN2 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>The scenario&apos;s forces are empty.</source>
        <translation>Die Truppen des Szenarios sind leer.</translation>
    </message>
    <message>
        <source>Side &quot;%1&quot;: needs an id and a player A, B, Adventurers, Krobs or Gharvs.</source>
        <translation>Seite „%1“: braucht eine ID und einen Spieler A, B, Adventurers, Krobs oder Gharvs.</translation>
    </message>
    <message>
        <source>Side &quot;%1&quot;: the Gharvs play in Dragon Noir 2 only (§2.3, §9.6).</source>
        <translation>Seite „%1“: Die Gharvs spielen nur in Dragon Noir 2 mit (§2.3, §9.6).</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Sequence</name>
    <message>
        <source>Player A</source>
        <translation>Spieler A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Spieler B</translation>
    </message>
    <message>
        <source>Adventurers</source>
        <translation>Abenteurer</translation>
    </message>
    <message>
        <source>Krobs</source>
        <translation>Krobs</translation>
    </message>
    <message>
        <source>Gharv interphase</source>
        <translation>Gharv-Zwischenphase</translation>
    </message>
    <message>
        <source>offensive fire</source>
        <translation>Angriffsfeuer</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>Kampf</translation>
    </message>
    <message>
        <source>stunned characters stand up</source>
        <translation>betäubte Figuren stehen auf</translation>
    </message>
    <message>
        <source>Gharvs appear</source>
        <translation>Gharvs erscheinen</translation>
    </message>
    <message>
        <source>Gharvs attack</source>
        <translation>Gharvs greifen an</translation>
    </message>
    <message>
        <source>Gharvs withdraw</source>
        <translation>Gharvs ziehen sich zurück</translation>
    </message>
    <message>
        <source>Game turn %1, %2: %3</source>
        <extracomment>%1 game turn number, %2 side, %3 phase</extracomment>
        <translation>Spielrunde %1, %2: %3</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::SettingsFormat</name>
    <message>
        <source>§12 A1: the mounted table&apos;s 11-1 and 12-1+ rows continue the printed pattern (off: they read as 10-1)</source>
        <translation>§12 A1: Die Zeilen 11-1 und 12-1+ der Tabelle für Berittene setzen das gedruckte Muster fort (aus: Sie gelten als 10-1)</translation>
    </message>
    <message>
        <source>§12 C2: a column shifted below 1-1 is fought at 1-1 instead of refused</source>
        <translation>§12 C2: Eine unter 1-1 verschobene Spalte wird bei 1-1 ausgewertet statt abgelehnt</translation>
    </message>
    <message>
        <source>§12 C18: the Black Dwarves&apos; column per dwarf comes on top of the joint attack&apos;s column</source>
        <translation>§12 C18: Die Spalte je Zwerg der Black Dwarves kommt zur Spalte des gemeinsamen Angriffs hinzu</translation>
    </message>
    <message>
        <source>§12 C3: a wounded shooter adds 1 in DN2 as well</source>
        <translation>§12 C3: Ein verwundeter Schütze zählt auch in DN2 +1</translation>
    </message>
    <message>
        <source>§12 C4: a missile roll below a weapon&apos;s first printed value reads the rows above it</source>
        <translation>§12 C4: Ein Fernkampfwurf unter dem ersten gedruckten Wert einer Waffe wird in den Zeilen darüber abgelesen</translation>
    </message>
    <message>
        <source>§12 B5: a Warrior Krob target&apos;s +1 adds to its shell&apos;s armour +1</source>
        <translation>§12 B5: Das +1 für einen Warrior Krob als Ziel kommt zum Rüstungs-+1 seines Panzers hinzu</translation>
    </message>
    <message>
        <source>§5.8 Errare humanum est: a missed shot may land beside its target</source>
        <translation>§5.8 Errare humanum est: Ein Fehlschuss kann neben seinem Ziel landen</translation>
    </message>
    <message>
        <source>§4.8: advance after combat by the DN1 rule above ground and the DN2 rule below</source>
        <translation>§4.8: Nachrücken nach dem Kampf oberirdisch nach der DN1-Regel, unterirdisch nach der DN2-Regel</translation>
    </message>
    <message>
        <source>§12 B9: a jump that would wound Lucifer kills him</source>
        <translation>§12 B9: Ein Sprung, der Lucifer verwunden würde, tötet ihn</translation>
    </message>
    <message>
        <source>§12 B3: baby Hunters roll on the challenge table</source>
        <translation>§12 B3: Baby Hunters würfeln auf der Herausforderungstabelle</translation>
    </message>
    <message>
        <source>§12 C1: a stunned character stands up in its side&apos;s next recovery phase, however late it fell</source>
        <translation>§12 C1: Eine betäubte Figur steht in der nächsten Erholungsphase ihrer Seite auf, wie spät sie auch zu Boden ging</translation>
    </message>
    <message>
        <source>§7.4.2: group 1 terrain spells work underground</source>
        <translation>§7.4.2: Geländezauber der Gruppe 1 wirken auch unterirdisch</translation>
    </message>
    <message>
        <source>§7.2: DN1 underground maps use DN2&apos;s spell ranges and one-map limit</source>
        <translation>§7.2: Unterirdische DN1-Karten verwenden die Zauberreichweiten von DN2 und deren Beschränkung auf eine Karte</translation>
    </message>
    <message>
        <source>§12 C26: every spellcaster may levitate, above and below ground</source>
        <translation>§12 C26: Jeder Zauberwirker darf Levitation wirken, ober- wie unterirdisch</translation>
    </message>
    <message>
        <source>§12 C5: several defenders count their best terrain, not their worst</source>
        <translation>§12 C5: Mehrere Verteidiger zählen ihr bestes Gelände, nicht ihr schlechtestes</translation>
    </message>
    <message>
        <source>§12 C27: a level-2 caster&apos;s range above ground, in hexes</source>
        <translation>§12 C27: Reichweite eines Zauberwirkers der Stufe 2 oberirdisch, in Hexfeldern</translation>
    </message>
    <message>
        <source>§12 D option %1 takes a number of hexes.</source>
        <translation>§12 D Option %1 erwartet eine Anzahl von Hexfeldern.</translation>
    </message>
    <message>
        <source>§12 D option %1 takes true or false.</source>
        <translation>§12 D Option %1 erwartet true oder false.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option of §12 D (options: %2).</source>
        <translation>„%1“ ist keine Option aus §12 D (Optionen: %2).</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::SkirmishMap</name>
    <message>
        <source>Map hex %1: &quot;%2&quot; is not a terrain of §3.2.</source>
        <extracomment>%1 hex label or &quot;default&quot;, %2 the unknown terrain word</extracomment>
        <translation>Kartenhexfeld %1: „%2“ ist kein Gelände aus §3.2.</translation>
    </message>
    <message>
        <source>The map file is not a JSON object (%1 at byte %2).</source>
        <translation>Die Kartendatei ist kein JSON-Objekt (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The map file has no &quot;id&quot;.</source>
        <translation>Die Kartendatei hat keine „id“.</translation>
    </message>
    <message>
        <source>Map %1: &quot;rows&quot; must be at least 1 and &quot;columns&quot; 1 to 26.</source>
        <translation>Karte %1: „rows“ muss mindestens 1 sein und „columns“ 1 bis 26.</translation>
    </message>
    <message>
        <source>Map %1: hex %2 is not on a sheet of %3 columns by %4 rows.</source>
        <translation>Karte %1: Hexfeld %2 liegt nicht auf einem Blatt mit %3 Spalten und %4 Zeilen.</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Spells</name>
    <message>
        <source>Increase own movement</source>
        <translation>Increase own movement</translation>
    </message>
    <message>
        <source>Increase own attack</source>
        <translation>Increase own attack</translation>
    </message>
    <message>
        <source>Increase own defence</source>
        <translation>Increase own defence</translation>
    </message>
    <message>
        <source>Teleportation</source>
        <translation>Teleportation</translation>
    </message>
    <message>
        <source>Heal own wound</source>
        <translation>Heal own wound</translation>
    </message>
    <message>
        <source>Invisibility</source>
        <translation>Invisibility</translation>
    </message>
    <message>
        <source>Small tree</source>
        <translation>Small tree</translation>
    </message>
    <message>
        <source>Medium tree</source>
        <translation>Medium tree</translation>
    </message>
    <message>
        <source>Large tree</source>
        <translation>Large tree</translation>
    </message>
    <message>
        <source>Small house</source>
        <translation>Small house</translation>
    </message>
    <message>
        <source>Medium house</source>
        <translation>Medium house</translation>
    </message>
    <message>
        <source>Large house</source>
        <translation>Large house</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Tower</translation>
    </message>
    <message>
        <source>Small spring</source>
        <translation>Small spring</translation>
    </message>
    <message>
        <source>Medium spring</source>
        <translation>Medium spring</translation>
    </message>
    <message>
        <source>Large spring</source>
        <translation>Large spring</translation>
    </message>
    <message>
        <source>Small crevasse</source>
        <translation>Small crevasse</translation>
    </message>
    <message>
        <source>Medium crevasse</source>
        <translation>Medium crevasse</translation>
    </message>
    <message>
        <source>Large crevasse</source>
        <translation>Large crevasse</translation>
    </message>
    <message>
        <source>One-hex underground entrance</source>
        <translation>One-hex underground entrance</translation>
    </message>
    <message>
        <source>Two-hex underground entrance</source>
        <translation>Two-hex underground entrance</translation>
    </message>
    <message>
        <source>Small bridge</source>
        <translation>Small bridge</translation>
    </message>
    <message>
        <source>Medium bridge</source>
        <translation>Medium bridge</translation>
    </message>
    <message>
        <source>Large bridge</source>
        <translation>Large bridge</translation>
    </message>
    <message>
        <source>One-hex tunnel</source>
        <translation>One-hex tunnel</translation>
    </message>
    <message>
        <source>Two-hex tunnel or junction</source>
        <translation>Two-hex tunnel or junction</translation>
    </message>
    <message>
        <source>Demolish a wall</source>
        <translation>Demolish a wall</translation>
    </message>
    <message>
        <source>Immobilization</source>
        <translation>Immobilization</translation>
    </message>
    <message>
        <source>Double attack strength</source>
        <translation>Double attack strength</translation>
    </message>
    <message>
        <source>Halve attack strength</source>
        <translation>Halve attack strength</translation>
    </message>
    <message>
        <source>Heal a wounded character</source>
        <translation>Heal a wounded character</translation>
    </message>
    <message>
        <source>Revive a dead character</source>
        <translation>Revive a dead character</translation>
    </message>
    <message>
        <source>Magic circle</source>
        <translation>Magic circle</translation>
    </message>
    <message>
        <source>Increase movement</source>
        <translation>Increase movement</translation>
    </message>
    <message>
        <source>Improve shooting ability</source>
        <translation>Improve shooting ability</translation>
    </message>
    <message>
        <source>Levitation</source>
        <translation>Levitation</translation>
    </message>
    <message>
        <source>Detect</source>
        <translation>Detect</translation>
    </message>
    <message>
        <source>Detect and enumerate</source>
        <translation>Detect and enumerate</translation>
    </message>
    <message>
        <source>Detect and identify</source>
        <translation>Detect and identify</translation>
    </message>
    <message>
        <source>Detect and locate</source>
        <translation>Detect and locate</translation>
    </message>
    <message>
        <source>Fireball</source>
        <translation>Fireball</translation>
    </message>
    <message>
        <source>Raise 4 Living Dead</source>
        <translation>Raise 4 Living Dead</translation>
    </message>
    <message>
        <source>Raise 2 Gargoyles</source>
        <translation>Raise 2 Gargoyles</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::StrayMissile</name>
    <message>
        <source>§5.8 rolled %1: the missile falls on hex %1 around the target</source>
        <translation>§5.8 %1 gewürfelt: Das Geschoss fällt auf Hexfeld %1 rund um das Ziel</translation>
    </message>
    <message>
        <source>§5.8 rolled %1: the missile falls harmlessly</source>
        <translation>§5.8 %1 gewürfelt: Das Geschoss fällt harmlos zu Boden</translation>
    </message>
    <message>
        <source>§5.8 %1 is sheltered from the line of fire</source>
        <translation>§5.8 %1 ist vor der Schusslinie geschützt</translation>
    </message>
    <message>
        <source>§5.8 the armour holds: %1</source>
        <translation>§5.8 die Rüstung hält: %1</translation>
    </message>
    <message>
        <source>§5.8 struck by the stray missile: %1</source>
        <translation>§5.8 vom verirrten Geschoss getroffen: %1</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Terrain</name>
    <message>
        <source>flat</source>
        <translation>eben</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>Gestrüpp</translation>
    </message>
    <message>
        <source>steep slope</source>
        <translation>Steilhang</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>Baum</translation>
    </message>
    <message>
        <source>spider web</source>
        <translation>Spinnennetz</translation>
    </message>
    <message>
        <source>crevasse</source>
        <translation>Felsspalte</translation>
    </message>
    <message>
        <source>water</source>
        <translation>Wasser</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>Morast</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>rubble</source>
        <translation>Trümmer</translation>
    </message>
    <message>
        <source>stepping stones</source>
        <translation>Trittsteine</translation>
    </message>
    <message>
        <source>building or paved area</source>
        <translation>Gebäude oder gepflasterte Fläche</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>Türöffnung</translation>
    </message>
    <message>
        <source>stairway</source>
        <translation>Treppe</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Wounds</name>
    <message>
        <source>%1 is dead</source>
        <translation>%1 ist tot</translation>
    </message>
    <message>
        <source>%1 is stunned</source>
        <translation>%1 ist betäubt</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n wound(s)</source>
        <translation>
            <numerusform>%1 hat 1 Wunde</numerusform>
            <numerusform>%1 hat %n Wunden</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is unharmed</source>
        <translation>%1 ist unverletzt</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 ist bereits tot</translation>
    </message>
    <message>
        <source>§9.1 a dragon takes any stun, wound or kill as one wound: %1</source>
        <translation>§9.1 ein Drache nimmt jede Betäubung, Wunde oder Tötung als eine Wunde: %1</translation>
    </message>
    <message>
        <source>§7.4.6 %1 cannot be harmed: the result becomes a retreat</source>
        <translation>§7.4.6 %1 kann nicht verletzt werden: Das Ergebnis wird zu einem Rückzug</translation>
    </message>
    <message>
        <source>§6.2 %1 is never stunned: the result counts as missile result A (§12 C30)</source>
        <translation>§6.2 %1 wird nie betäubt: Das Ergebnis zählt als Fernkampfergebnis A (§12 C30)</translation>
    </message>
    <message numerus="yes">
        <source>§6.2 %1 is never stunned: retreats %n hex(es) instead</source>
        <translation>
            <numerusform>§6.2 %1 wird nie betäubt: weicht stattdessen 1 Hexfeld zurück</numerusform>
            <numerusform>§6.2 %1 wird nie betäubt: weicht stattdessen %n Hexfelder zurück</numerusform>
        </translation>
    </message>
    <message>
        <source>§8.2 %1 is killed</source>
        <translation>§8.2 %1 wird getötet</translation>
    </message>
    <message>
        <source>§8.2 berserk, %1 ignores being stunned</source>
        <translation>§8.2 im Berserkerrausch ignoriert %1 die Betäubung</translation>
    </message>
    <message>
        <source>§8.2 poisoned by Zed, %1 dies</source>
        <translation>§8.2 von Zed vergiftet: %1 stirbt</translation>
    </message>
    <message>
        <source>§8.2 %1 goes berserk (24/16-8)</source>
        <translation>§8.2 %1 verfällt in Berserkerwut (24/16-8)</translation>
    </message>
    <message>
        <source>§6.2 a killing result counts two wounds: %1</source>
        <translation>§6.2 ein tödliches Ergebnis zählt als zwei Wunden: %1</translation>
    </message>
    <message>
        <source>§6.1 %1 is killed</source>
        <translation>§6.1 %1 wird getötet</translation>
    </message>
    <message>
        <source>§9.3 the Slayer&apos;s venom kills %1</source>
        <translation>§9.3 das Gift des Slayer tötet %1</translation>
    </message>
    <message>
        <source>§8.2 Zed&apos;s poison kills %1</source>
        <translation>§8.2 Zeds Gift tötet %1</translation>
    </message>
    <message>
        <source>§6.1 %1 was already %2: a further %3 kills</source>
        <translation>§6.1 %1 war bereits %2: Eine weitere %3 tötet</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>betäubt</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>verwundet</translation>
    </message>
    <message>
        <source>stun</source>
        <translation>Betäubung</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>Wunde</translation>
    </message>
    <message>
        <source>§6.1 %1 is stunned</source>
        <translation>§6.1 %1 ist betäubt</translation>
    </message>
    <message>
        <source>§6.1 %1</source>
        <translation>§6.1 %1</translation>
    </message>
    <message>
        <source>§9.1 the Black Dragon never retreats</source>
        <translation>§9.1 der Black Dragon weicht nie zurück</translation>
    </message>
    <message>
        <source>§8.2 berserk, %1 ignores the retreat</source>
        <translation>§8.2 im Berserkerrausch ignoriert %1 den Rückzug</translation>
    </message>
    <message>
        <source>§4.7 %1 is stunned and cannot retreat: killed</source>
        <translation>§4.7 %1 ist betäubt und kann nicht zurückweichen: getötet</translation>
    </message>
    <message numerus="yes">
        <source>§4.7 %1 retreats %n hex(es)</source>
        <translation>
            <numerusform>§4.7 %1 weicht 1 Hexfeld zurück</numerusform>
            <numerusform>§4.7 %1 weicht %n Hexfelder zurück</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>§4.7 %1 can retreat only %2 of %n hex(es) and takes a wound: %3</source>
        <translation>
            <numerusform>§4.7 %1 kann nur %2 von 1 Hexfeld zurückweichen und erleidet eine Wunde: %3</numerusform>
            <numerusform>§4.7 %1 kann nur %2 von %n Hexfeldern zurückweichen und erleidet eine Wunde: %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::AnotherCountry</name>
    <message numerus="yes">
        <source>§7.3, I-70 %n area(s) on %2 pass from %3 to %4: %5.</source>
        <extracomment>%1 number of areas, %2 landmass, %3 founding nation, %4 the new country, %5 the areas</extracomment>
        <translation>
            <numerusform>§7.3, I-70 %n Gebiet auf %2 geht von %3 an %4 über: %5.</numerusform>
            <numerusform>§7.3, I-70 %n Gebiete auf %2 gehen von %3 an %4 über: %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::AquaticRealm</name>
    <message>
        <source>§7.2.7 %1 is not a sea hex of the map: the sea people&apos;s realm lies in the ocean.</source>
        <translation>§7.2.7 %1 ist kein See-Hexfeld der Karte: Das Reich des Meervolks liegt im Ozean.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 borders land: the sea people&apos;s areas are not coastal, so the realm needs open sea.</source>
        <translation>§7.2.7 %1 grenzt an Land: Die Gebiete des Meervolks liegen nicht an der Küste, daher braucht das Reich offene See.</translation>
    </message>
    <message>
        <source>§7.2.7 an army marker stands on %1: choose open sea without one.</source>
        <translation>§7.2.7 auf %1 steht ein Armeemarker: offene See ohne einen solchen wählen.</translation>
    </message>
    <message>
        <source>§7.2.7, I-8 the map has no %1 joined hexes of open sea for the sea people&apos;s realm (at most %2): widen the ocean, or name a sea hex.</source>
        <translation>§7.2.7, I-8 die Karte hat keine %1 zusammenhängenden Hexfelder offener See für das Reich des Meervolks (höchstens %2): den Ozean vergrößern oder ein See-Hexfeld nennen.</translation>
    </message>
    <message>
        <source>§7.2.7, I-8 only %1 hexes of open sea are joined to %2; the sea people&apos;s realm needs %3.</source>
        <translation>§7.2.7, I-8 nur %1 Hexfelder offener See hängen mit %2 zusammen; das Reich des Meervolks braucht %3.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::AreaControl</name>
    <message>
        <source>I-55 %1 fought a battle in %2: its occupation count starts again from 0.</source>
        <translation>I-55 %1 hat in %2 eine Schlacht geschlagen: Die Besetzungszählung beginnt wieder bei 0.</translation>
    </message>
    <message>
        <source>I-55 %1 fought a battle in %2: this turn does not count (%3 of %4 turns held).</source>
        <translation>I-55 %1 hat in %2 eine Schlacht geschlagen: Diese Runde zählt nicht (%3 von %4 Runden gehalten).</translation>
    </message>
    <message>
        <source>§4.7 %1 has held the %2 of %3 for %4 of the %5 turn(s) needed.</source>
        <translation>§4.7 %1 hält die Siedlung (%2) in %3 seit %4 der %5 nötigen Runde(n).</translation>
    </message>
    <message numerus="yes">
        <source>§4.7 %1 has held the %2 of %3 for %n turn(s): the area and its people join %4.</source>
        <translation>
            <numerusform>§4.7 %1 hält die Siedlung (%2) in %3 seit %n Runde: Das Gebiet und seine Bevölkerung schließen sich %4 an.</numerusform>
            <numerusform>§4.7 %1 hält die Siedlung (%2) in %3 seit %n Runden: Das Gebiet und seine Bevölkerung schließen sich %4 an.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ArmyLimit</name>
    <message numerus="yes">
        <source>§5.9 %1 holds %n armies at the end of the turn (%2); only a siege or armies pre-engaged by allied dissent may share an area.</source>
        <translation>
            <numerusform>§5.9 In %1 steht am Ende der Runde %n Armee (%2); nur eine Belagerung oder durch Uneinigkeit unter Verbündeten vorab gebundene Armeen dürfen sich ein Gebiet teilen.</numerusform>
            <numerusform>§5.9 In %1 stehen am Ende der Runde %n Armeen (%2); nur eine Belagerung oder durch Uneinigkeit unter Verbündeten vorab gebundene Armeen dürfen sich ein Gebiet teilen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ArmyList</name>
    <message>
        <source>must be a positive number with at most one decimal</source>
        <translation>muss eine positive Zahl mit höchstens einer Nachkommastelle sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>is more than max (%1)</source>
        <translation>übersteigt das Maximum (%1)</translation>
    </message>
    <message>
        <source>another unit already has this name</source>
        <translation>eine andere Einheit hat bereits diesen Namen</translation>
    </message>
    <message>
        <source>a royal nephew is not bought from a list</source>
        <translation>ein königlicher Neffe wird nicht aus einem Armeebuch gekauft</translation>
    </message>
    <message>
        <source>another character already has this name</source>
        <translation>ein anderer Charakter hat bereits diesen Namen</translation>
    </message>
    <message>
        <source>habitats[%1]: &apos;%2&apos; is not a land terrain key or majorRiver</source>
        <extracomment>habitats[%1] is a file path and majorRiver a file keyword: keep them in English</extracomment>
        <translation>habitats[%1]: „%2“ ist weder ein Geländeschlüssel für Land noch majorRiver</translation>
    </message>
    <message>
        <source>a list needs at least one unit type</source>
        <translation>ein Armeebuch braucht mindestens einen Einheitentyp</translation>
    </message>
    <message>
        <source>a list needs a general</source>
        <translation>ein Armeebuch braucht einen General</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ArmyRemoval</name>
    <message>
        <source>NY-1 %1 leaves the map with last year&apos;s armies.</source>
        <translation>NY-1 %1 verlässt mit den Armeen des Vorjahres die Karte.</translation>
    </message>
    <message>
        <source>NY-1 %1 stays: the expedition is still at sea, and NY-5 decides its fate.</source>
        <translation>NY-1 %1 bleibt: Die Expedition ist noch auf See, und NY-5 entscheidet über ihr Schicksal.</translation>
    </message>
    <message>
        <source>NY-1, §7.7.6 %1 stays: an independent lesser-race army remains until it is defeated; its siege, delay and occupation count are cleared.</source>
        <translation>NY-1, §7.7.6 %1 bleibt: Eine unabhängige Armee eines kleineren Volkes bleibt, bis sie besiegt wird; ihre Belagerung, Verzögerung und Besetzungszählung werden zurückgesetzt.</translation>
    </message>
    <message>
        <source>§7.6 %1 stays for now: its player is absent, so the nation&apos;s New Year waits for the next meeting the player attends.</source>
        <translation>§7.6 %1 bleibt vorerst: Der Spieler ist abwesend, daher wartet das Neujahr der Nation bis zum nächsten Treffen, an dem der Spieler teilnimmt.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Assault</name>
    <message>
        <source>§2.17 %1 garrison(s) × %2 points = %3 points</source>
        <translation>§2.17 %1 Garnison(en) × %2 Punkte = %3 Punkte</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::BattleBrief</name>
    <message>
        <source>the POI card, face down until both armies are deployed</source>
        <translation>die Karte des besonderen Ortes, verdeckt, bis beide Armeen aufgestellt sind</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>ein Gebäude</translation>
    </message>
    <message>
        <source>the 8&quot; x 8&quot; urban square</source>
        <translation>der Stadtplatz von 8&quot; x 8&quot;</translation>
    </message>
    <message>
        <source>an objective marker</source>
        <translation>ein Zielmarker</translation>
    </message>
    <message>
        <source>May set up anywhere on its half of the table, inside the urban square, or both: it held the area before this turn and stayed (§5.11)</source>
        <translation>Darf sich überall auf seiner Tischhälfte, innerhalb des Stadtplatzes oder beides aufstellen: Sie hielt das Gebiet schon vor dieser Runde und ist geblieben (§5.11)</translation>
    </message>
    <message>
        <source>Deploys 1 foot (12&quot;) from the centre line: it arrived this turn (§5.11)</source>
        <translation>Stellt sich 1 Fuß (12&quot;) von der Mittellinie entfernt auf: Sie ist in dieser Runde eingetroffen (§5.11)</translation>
    </message>
    <message>
        <source>Two hours, or sooner when an army reaches its break point (§2.18, I-35)</source>
        <translation>Zwei Stunden oder früher, wenn eine Armee ihren Bruchpunkt erreicht (§2.18, I-35)</translation>
    </message>
    <message>
        <source>Battle honour of %1 (%2), bought with experience (§2.15): %3</source>
        <extracomment>%1 army, %2 nation, %3 the roll on the battle honours table and its text</extracomment>
        <translation>Schlachtehre von %1 (%2), mit Erfahrung gekauft (§2.15): %3</translation>
    </message>
    <message>
        <source>Scenario chosen at random for %1, bought with experience (§2.15): %2</source>
        <extracomment>%1 nation, %2 the roll on the random scenarios table and its text</extracomment>
        <translation>Zufällig gewähltes Szenario für %1, mit Erfahrung gekauft (§2.15): %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::BattleList</name>
    <message>
        <source>%1 %2: %3 points</source>
        <extracomment>%1 count, %2 unit type, %3 their cost</extracomment>
        <translation>%1 %2: %3 Punkte</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <extracomment>%1 character, %2 his cost with his magic items</extracomment>
        <translation>%1: %2 Punkte</translation>
    </message>
    <message>
        <source>%1 mobs: %2 points</source>
        <extracomment>%1 mobs, %2 their cost</extracomment>
        <translation>%1 Aufgebote: %2 Punkte</translation>
    </message>
    <message>
        <source>Total: %1 of %2 points</source>
        <extracomment>%1 the list&apos;s total, %2 the battle&apos;s allowance</extracomment>
        <translation>Summe: %1 von %2 Punkten</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a count and a unit type (&quot;3 Spearmen&quot;), a number of mobs (&quot;2 mobs&quot;) nor a character&apos;s name</source>
        <translation>„%1“ ist weder eine Anzahl mit Einheitentyp („3 Spearmen“) noch eine Zahl von Aufgeboten („2 mobs“) noch der Name eines Charakters</translation>
    </message>
    <message>
        <source>%1 is not a unit type of the nation&apos;s army list</source>
        <translation>%1 ist kein Einheitentyp des Armeebuchs der Nation</translation>
    </message>
    <message>
        <source>%1 is not on this year&apos;s roster (§2.5)</source>
        <translation>%1 steht nicht in der Armeeliste dieses Jahres (§2.5)</translation>
    </message>
    <message>
        <source>%1 %2, but the roster has %3 left (§2.5)</source>
        <extracomment>%1 count, %2 unit type, %3 units left on the roster</extracomment>
        <translation>%1 %2, aber die Armeeliste hat nur noch %3 (§2.5)</translation>
    </message>
    <message>
        <source>%1 %2, but the army list allows at most %3 in an army of this size (§2.5)</source>
        <extracomment>%1 count, %2 unit type or character entry, %3 the maximum for the battle&apos;s size</extracomment>
        <translation>%1 %2, aber das Armeebuch erlaubt in einer Armee dieser Größe höchstens %3 (§2.5)</translation>
    </message>
    <message>
        <source>%1 %2, but the army list asks for at least %3 in an army of this size (§2.5)</source>
        <extracomment>%1 count, %2 unit type, %3 the minimum for the battle&apos;s size</extracomment>
        <translation>%1 %2, aber das Armeebuch verlangt in einer Armee dieser Größe mindestens %3 (§2.5)</translation>
    </message>
    <message>
        <source>%1 is no active character of the roster (killed, captured or away characters cannot fight)</source>
        <translation>%1 ist kein aktiver Charakter der Armeeliste (getötete, gefangene oder abwesende Charaktere können nicht kämpfen)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1 mobs, but the year&apos;s limit is %2 (§2.6)</source>
        <extracomment>%1 mobs listed, %2 the year&apos;s mob limit</extracomment>
        <translation>%1 Aufgebote, aber die Grenze des Jahres ist %2 (§2.6)</translation>
    </message>
    <message>
        <source>the army costs %1 points, over the %2 the battle allows (§5.10)</source>
        <extracomment>%1 the list&apos;s points, %2 the battle&apos;s allowance</extracomment>
        <translation>die Armee kostet %1 Punkte, mehr als die %2, die die Schlacht erlaubt (§5.10)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>a problem of a typed battle list; %1 the line number, %2 the problem</extracomment>
        <translation>Zeile %1: %2</translation>
    </message>
    <message>
        <source>; its roster line(s) hold %1, and other types above in this list take %2</source>
        <extracomment>%1 units of the shared roster line(s), %2 those other types of the list take</extracomment>
        <translation>; ihre Armeelistenzeile(n) fassen %1, und andere Typen weiter oben in dieser Liste nehmen %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Calendar</name>
    <message>
        <source>Draw the areas, terrain, rivers, coasts, population centres, starting owners and capitals; Herald checks landmasses, coasts and barriers.</source>
        <translation>Gebiete, Gelände, Flüsse, Küsten, Siedlungen, anfängliche Besitzer und Hauptstädte zeichnen; Herald prüft Landmassen, Küsten und Hindernisse.</translation>
    </message>
    <message>
        <source>Each player picks or designs an army list; created races pay the 10% surcharge and keep to twelve unit types.</source>
        <translation>Jeder Spieler wählt oder entwirft ein Armeebuch; eigene Völker zahlen den Aufschlag von 10 % und sind auf zwölf Einheitentypen beschränkt.</translation>
    </message>
    <message>
        <source>Players write their magic item cards, 150 points each at most, and the deck is shuffled.</source>
        <translation>Die Spieler verfassen ihre Karten für magische Gegenstände, je höchstens 150 Punkte, und der Stapel wird gemischt.</translation>
    </message>
    <message>
        <source>Each player places one POI card in another player&apos;s area that has no feature, town or city yet.</source>
        <translation>Jeder Spieler legt eine Karte für einen besonderen Ort in ein Gebiet eines anderen Spielers, das noch kein Merkmal, keine Stadt und keine Großstadt hat.</translation>
    </message>
    <message>
        <source>Choose the lesser races, two fewer than the player countries, all in box 0 of the track.</source>
        <translation>Die kleineren Völker wählen, zwei weniger als Spielerländer, alle in Feld 0 der Leiste.</translation>
    </message>
    <message>
        <source>The campaign starts with the first New Year; in year 1 each nation has a single general.</source>
        <translation>Die Kampagne beginnt mit dem ersten Neujahr; im Jahr 1 hat jede Nation einen einzigen General.</translation>
    </message>
    <message>
        <source>Last year&apos;s army markers leave the map with their sieges, delays, occupation counts and orders; expeditions at sea and independent lesser-race armies stay.</source>
        <translation>Die Armeemarker des Vorjahres verlassen mit ihren Belagerungen, Verzögerungen, Besetzungszählungen und Befehlen die Karte; Expeditionen auf See und unabhängige Armeen kleinerer Völker bleiben.</translation>
    </message>
    <message>
        <source>Owners may buy back captives with population; fallen nations without troops or land may rise in rebellion in a former town.</source>
        <translation>Nationen können ihre gefangenen Charaktere mit Bevölkerung freikaufen; gefallene Nationen ohne Truppen und Land können sich in einer früheren Stadt zur Rebellion erheben.</translation>
    </message>
    <message>
        <source>Nations without a town make their Last Stand; towns in chaos lands may wander and the other chaos lands roll for what they give this year.</source>
        <translation>Nationen ohne Stadt wagen ihr Letztes Gefecht; Städte in Chaosländern können wandern, und für die übrigen Chaosländer wird gewürfelt, was sie dieses Jahr einbringen.</translation>
    </message>
    <message>
        <source>Each nation&apos;s population total, character points, army points and mob limit are worked out and kept for the whole year.</source>
        <translation>Bevölkerungszahl, Charakterpunkte, Armeepunkte und Aufgebotsgrenze jeder Nation werden ermittelt und gelten das ganze Jahr.</translation>
    </message>
    <message>
        <source>New towns, then new cities, go on the nation&apos;s villages; centres that lack support are reduced; a town on another landmass needs the colony or new-country decision.</source>
        <translation>Neue Städte, dann neue Großstädte entstehen auf den Dörfern der Nation; Siedlungen ohne ausreichende Stützung werden herabgestuft; eine Stadt auf einer anderen Landmasse erfordert die Entscheidung zwischen Kolonie und neuem Land.</translation>
    </message>
    <message>
        <source>Expeditions still at sea are dissolved as the campaign settings say.</source>
        <translation>Expeditionen, die noch auf See sind, werden gemäß den Kampagneneinstellungen aufgelöst.</translation>
    </message>
    <message>
        <source>Lost units come back, units are bought with the new army points (types are only ever added) and characters with the character points.</source>
        <translation>Verlorene Einheiten kehren zurück, Einheiten werden mit den neuen Armeepunkten gekauft (Typen kommen immer nur hinzu) und Charaktere mit den Charakterpunkten.</translation>
    </message>
    <message>
        <source>Each general may raise one army in an own town, city or suitable POI area; expeditions are announced in a port.</source>
        <translation>Jeder General darf eine Armee in einer eigenen Stadt, Großstadt oder an einem geeigneten besonderen Ort aufstellen; Expeditionen werden in einem Hafen angekündigt.</translation>
    </message>
    <message>
        <source>Attendance is taken at a meeting&apos;s first turn, absent nations are marked, returning players catch up their New Year, exodus is offered and every army&apos;s supply is traced.</source>
        <translation>In der ersten Runde eines Treffens wird die Anwesenheit festgestellt, abwesende Nationen werden markiert, zurückkehrende Spieler holen ihr Neujahr nach, der Exodus wird angeboten und die Versorgung jeder Armee wird ermittelt.</translation>
    </message>
    <message>
        <source>Every army free to act is given its orders for the turn.</source>
        <translation>Jede handlungsfähige Armee erhält ihre Befehle für die Runde.</translation>
    </message>
    <message>
        <source>All orders are shown at the same time.</source>
        <translation>Alle Befehle werden gleichzeitig aufgedeckt.</translation>
    </message>
    <message>
        <source>Moves across barriers are checked: numbers picked, dice rolled, delays and losses applied.</source>
        <translation>Bewegungen über Hindernisse werden geprüft: Zahlen gewählt, Würfel geworfen, Verzögerungen und Verluste angewendet.</translation>
    </message>
    <message>
        <source>Armies move together; swaps, interdictions and same-nation stacking are found; expeditions roll at sea.</source>
        <translation>Die Armeen ziehen gleichzeitig; Platztausche, Abriegelungen und Stapelungen derselben Nation werden ermittelt; Expeditionen würfeln auf See.</translation>
    </message>
    <message>
        <source>Engagements are built from secret location choices and the engagement chart; battles are fought and their results entered.</source>
        <translation>Gefechte werden aus den geheimen Standortwahlen und der Gefechtstabelle gebildet; Schlachten werden geschlagen und ihre Ergebnisse eingetragen.</translation>
    </message>
    <message>
        <source>Losers fall back or rout; outnumbered and independent armies are forced out.</source>
        <translation>Verlierer ziehen sich zurück oder fliehen; zahlenmäßig unterlegene und unabhängige Armeen werden verdrängt.</translation>
    </message>
    <message>
        <source>Occupations are counted and areas change hands; routed armies may reform; captives try to escape; supply is traced again.</source>
        <translation>Besetzungen werden gezählt und Gebiete wechseln den Besitzer; geflohene Armeen können sich neu formieren; Gefangene versuchen zu entkommen; die Versorgung wird erneut ermittelt.</translation>
    </message>
    <message>
        <source>The month ends; after the twelfth a new year begins.</source>
        <translation>Der Monat endet; nach dem zwölften beginnt ein neues Jahr.</translation>
    </message>
    <message>
        <source>Set-up, %1</source>
        <extracomment>the campaign date during the set-up; %1 is a step such as &quot;S-1 Map&quot;</extracomment>
        <translation>Vorbereitung, %1</translation>
    </message>
    <message>
        <source>Year %1, New Year, %2</source>
        <extracomment>%1 is the year, %2 a step such as &quot;NY-3 Tally population&quot;</extracomment>
        <translation>Jahr %1, Neujahr, %2</translation>
    </message>
    <message>
        <source>Year %1, month %2, %3</source>
        <extracomment>%1 is the year, %2 the month (1-12), %3 a step such as &quot;M-1 Write orders&quot;</extracomment>
        <translation>Jahr %1, Monat %2, %3</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::CampaignSettings</name>
    <message>
        <source>Expedition dice</source>
        <translation>Expeditionswürfel</translation>
    </message>
    <message>
        <source>The dice thrown each month on the expedition chart. Two d10 make middling results the most likely; one d20 makes every result as likely, and a 1 reads as the lowest row.</source>
        <translation>Die Würfel, die jeden Monat für die Expeditionstabelle geworfen werden. Mit zwei d10 sind mittlere Ergebnisse am wahrscheinlichsten; mit einem d20 ist jedes Ergebnis gleich wahrscheinlich, und eine 1 gilt als unterste Zeile.</translation>
    </message>
    <message>
        <source>Mutiny test</source>
        <translation>Meutereiprobe</translation>
    </message>
    <message>
        <source>How each ship tries to rally after a mutiny: one d6 needing a 6, or the gentler 2d6 needing a total of 6 or more.</source>
        <translation>Wie jedes Schiff sich nach einer Meuterei zu sammeln versucht: ein d6, der eine 6 braucht, oder die mildere Variante mit 2d6 und einer Summe von 6 oder mehr.</translation>
    </message>
    <message>
        <source>Underwater town as a seventh area</source>
        <translation>Unterwasserstadt als siebtes Gebiet</translation>
    </message>
    <message>
        <source>When on, an underwater nation&apos;s town is an area of its own besides its six areas, which raises its population total.</source>
        <translation>Wenn aktiviert, ist die Stadt einer Unterwassernation zusätzlich zu ihren sechs Gebieten ein eigenes Gebiet, was ihre Bevölkerungszahl erhöht.</translation>
    </message>
    <message>
        <source>Fate of failed expeditions</source>
        <translation>Schicksal gescheiterter Expeditionen</translation>
    </message>
    <message>
        <source>What becomes of an expedition still at sea when the year ends: its troops and characters come back to the national roster, or they are gone for good.</source>
        <translation>Was mit einer Expedition geschieht, die bei Jahresende noch auf See ist: Ihre Truppen und Charaktere kehren in die Armeeliste der Nation zurück oder sind endgültig verloren.</translation>
    </message>
    <message>
        <source>Roster pooling</source>
        <translation>Zusammenfassen der Armeeliste</translation>
    </message>
    <message>
        <source>Whether a battle army may field up to each roster line&apos;s count, or up to the total of a whole category whatever the line.</source>
        <translation>Ob eine Schlachtarmee bis zur Anzahl jeder Zeile der Armeeliste aufstellen darf oder bis zur Summe einer ganzen Kategorie, unabhängig von der Zeile.</translation>
    </message>
    <message>
        <source>Mob limit</source>
        <translation>Aufgebotsgrenze</translation>
    </message>
    <message>
        <source>Whether the mobs a nation may raise are counted afresh in every battle or add up over the whole year.</source>
        <translation>Ob die Aufgebote, die eine Nation ausheben darf, in jeder Schlacht neu gezählt oder über das ganze Jahr aufsummiert werden.</translation>
    </message>
    <message>
        <source>Minor characters</source>
        <translation>Nebencharaktere</translation>
    </message>
    <message>
        <source>When on, nations may buy minor characters for one character point each.</source>
        <translation>Wenn aktiviert, dürfen Nationen Nebencharaktere für je einen Charakterpunkt kaufen.</translation>
    </message>
    <message>
        <source>Captured generals are replaced</source>
        <translation>Gefangene Generäle werden ersetzt</translation>
    </message>
    <message>
        <source>When on, a general taken prisoner is replaced just as a general who fell in battle.</source>
        <translation>Wenn aktiviert, wird ein gefangen genommener General genauso ersetzt wie ein in der Schlacht gefallener.</translation>
    </message>
    <message>
        <source>Promoted hero&apos;s profile</source>
        <translation>Profil des beförderten Helden</translation>
    </message>
    <message>
        <source>The profile a hero fights with once promoted to replace a general: the army list&apos;s general, or his own.</source>
        <translation>Das Profil, mit dem ein Held kämpft, nachdem er zum Ersatz eines Generals befördert wurde: das des Generals aus dem Armeebuch oder sein eigenes.</translation>
    </message>
    <message>
        <source>Winners are not captured</source>
        <translation>Sieger werden nicht gefangen</translation>
    </message>
    <message>
        <source>When on, a character of the winning side whose result roll says captured gets away instead.</source>
        <translation>Wenn aktiviert, entkommt ein Charakter der siegreichen Seite, dessen Ergebniswurf „gefangen“ lautet, stattdessen.</translation>
    </message>
    <message>
        <source>Lost items go back to the deck</source>
        <translation>Verlorene Gegenstände kommen in den Stapel zurück</translation>
    </message>
    <message>
        <source>When on, a magic item that is lost returns to the item deck and may be drawn again; when off it leaves the campaign.</source>
        <translation>Wenn aktiviert, kehrt ein verlorener magischer Gegenstand in den Stapel der magischen Gegenstände zurück und kann erneut gezogen werden; wenn deaktiviert, scheidet er aus der Kampagne aus.</translation>
    </message>
    <message>
        <source>Created race rounding</source>
        <translation>Rundung bei eigenen Völkern</translation>
    </message>
    <message>
        <source>How the ten per cent surcharge on a created race&apos;s limited entries is rounded to whole points, or whether fractions are kept.</source>
        <translation>Wie der Aufschlag von zehn Prozent auf die begrenzten Einträge eines eigenen Volkes auf ganze Punkte gerundet wird oder ob Bruchteile erhalten bleiben.</translation>
    </message>
    <message>
        <source>A rout routs the loser</source>
        <translation>Flucht schlägt den Verlierer in die Flucht</translation>
    </message>
    <message>
        <source>When on, a battle won at the rout level leaves the losing army routed; when off the level is only recorded.</source>
        <translation>Wenn aktiviert, ist die unterlegene Armee nach einer auf Fluchtstufe gewonnenen Schlacht auf der Flucht; wenn deaktiviert, wird die Stufe nur festgehalten.</translation>
    </message>
    <message>
        <source>Destroyed units roll as</source>
        <translation>Vernichtete Einheiten würfeln mit</translation>
    </message>
    <message>
        <source>The stands lost that a destroyed or fled unit rolls its survival with: always three, or the stands it really had, three at most.</source>
        <translation>Die verlorenen Basen, mit denen eine vernichtete oder geflohene Einheit ihr Überleben würfelt: immer drei oder die Basen, die sie tatsächlich hatte, höchstens drei.</translation>
    </message>
    <message>
        <source>Two battles in one turn</source>
        <translation>Zwei Schlachten in einem Zug</translation>
    </message>
    <message>
        <source>When a nation fights twice in a month, whether each battle army may draw on the whole roster or both share it.</source>
        <translation>Wenn eine Nation in einem Monat zweimal kämpft: ob jede Schlachtarmee auf die ganze Armeeliste zugreifen darf oder beide sie sich teilen.</translation>
    </message>
    <message>
        <source>Several armies in one area</source>
        <translation>Mehrere Armeen in einem Gebiet</translation>
    </message>
    <message>
        <source>Which of the two procedures settles an area where allies meet: A lets the larger side push the smaller out, B makes the larger side split so the odds even out.</source>
        <translation>Welches der beiden Verfahren ein Gebiet regelt, in dem Verbündete aufeinandertreffen: Bei A darf die größere Seite die kleinere verdrängen, bei B muss sich die größere Seite aufteilen, damit die Kräfte ausgeglichen sind.</translation>
    </message>
    <message>
        <source>Garrison cap</source>
        <translation>Obergrenze für Garnisonen</translation>
    </message>
    <message>
        <source>The most points of a defending army that may be spent on garrisons; none leaves it to the army&apos;s points alone.</source>
        <translation>Die höchste Punktzahl einer verteidigenden Armee, die für Garnisonen ausgegeben werden darf; bei „keine“ begrenzen nur die Punkte der Armee.</translation>
    </message>
    <message>
        <source>Deployment distance</source>
        <translation>Aufstellungsabstand</translation>
    </message>
    <message>
        <source>How far from the table&apos;s centre line, in inches, each side sets up its army.</source>
        <translation>Wie weit von der Mittellinie des Tisches, in Zoll, jede Seite ihre Armee aufstellt.</translation>
    </message>
    <message>
        <source>Deployment rule applies to</source>
        <translation>Aufstellungsregel gilt für</translation>
    </message>
    <message>
        <source>Whether the deployment distance governs every campaign battle or only assaults on towns and cities.</source>
        <translation>Ob der Aufstellungsabstand für jede Kampagnenschlacht gilt oder nur für Angriffe auf Städte und Großstädte.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Whether all armies move at once from their written orders, or players move one after another in an order drawn each month.</source>
        <translation>Ob alle Armeen gleichzeitig nach ihren schriftlichen Befehlen ziehen oder die Spieler nacheinander in einer jeden Monat ausgelosten Reihenfolge ziehen.</translation>
    </message>
    <message>
        <source>Orders take time to arrive</source>
        <translation>Befehle brauchen Zeit</translation>
    </message>
    <message>
        <source>When on, an army far from its capital must be given orders several months ahead.</source>
        <translation>Wenn aktiviert, muss eine Armee fern ihrer Hauptstadt ihre Befehle mehrere Monate im Voraus erhalten.</translation>
    </message>
    <message>
        <source>Occupied towns supply</source>
        <translation>Besetzte Städte versorgen</translation>
    </message>
    <message>
        <source>When on, an army holding a foreign town or city may trace its supply through that area while it stays.</source>
        <translation>Wenn aktiviert, darf eine Armee, die eine fremde Stadt oder Großstadt hält, ihre Versorgung über dieses Gebiet führen, solange sie dort bleibt.</translation>
    </message>
    <message>
        <source>Besieged towns still supply</source>
        <translation>Belagerte Städte versorgen weiter</translation>
    </message>
    <message>
        <source>When on, a nation&apos;s own town keeps supplying its armies even with an enemy army inside it.</source>
        <translation>Wenn aktiviert, versorgt eine eigene Stadt der Nation deren Armeen auch dann weiter, wenn eine feindliche Armee darin steht.</translation>
    </message>
    <message>
        <source>Arrival month counts</source>
        <translation>Ankunftsmonat zählt</translation>
    </message>
    <message>
        <source>When on, the month an army marches into a foreign town already counts towards taking the area.</source>
        <translation>Wenn aktiviert, zählt der Monat, in dem eine Armee in eine fremde Stadt einmarschiert, bereits für die Übernahme des Gebiets.</translation>
    </message>
    <message>
        <source>A battle during occupation</source>
        <translation>Schlacht während der Besetzung</translation>
    </message>
    <message>
        <source>What a battle does to the months an occupying army has counted: start them again from nothing, or just not add that month.</source>
        <translation>Was eine Schlacht mit den Monaten macht, die eine Besatzungsarmee gezählt hat: Sie beginnen wieder bei null, oder nur dieser Monat wird nicht hinzugezählt.</translation>
    </message>
    <message>
        <source>Production order</source>
        <translation>Reihenfolge der Produktion</translation>
    </message>
    <message>
        <source>At the New Year, whether new towns and cities are placed before or after those over the limit are taken away.</source>
        <translation>Ob zu Neujahr neue Städte und Großstädte vor oder nach dem Entfernen der überzähligen platziert werden.</translation>
    </message>
    <message>
        <source>Removing a city</source>
        <translation>Entfernen einer Großstadt</translation>
    </message>
    <message>
        <source>Whether a city that must go shrinks to a town or disappears altogether.</source>
        <translation>Ob eine Großstadt, die weichen muss, zur Stadt schrumpft oder ganz verschwindet.</translation>
    </message>
    <message>
        <source>Pick-up round every month</source>
        <translation>Gelegenheitsrunde jeden Monat</translation>
    </message>
    <message>
        <source>When on, the lesser races&apos; pick-up battles are offered every month, not only in months with a campaign battle.</source>
        <translation>Wenn aktiviert, werden die Gelegenheitsschlachten der kleineren Völker jeden Monat angeboten, nicht nur in Monaten mit einer Kampagnenschlacht.</translation>
    </message>
    <message>
        <source>Markers cleared when a race falls back</source>
        <translation>Marker entfernen, wenn ein Volk zurückfällt</translation>
    </message>
    <message>
        <source>When on, the affiliation markers players gathered for a lesser race are removed when that race drops back on the track.</source>
        <translation>Wenn aktiviert, werden die Bündnismarker, die Spieler für ein kleineres Volk gesammelt haben, entfernt, wenn dieses Volk auf der Leiste zurückfällt.</translation>
    </message>
    <message>
        <source>Pick-up battles cost units</source>
        <translation>Gelegenheitsschlachten kosten Einheiten</translation>
    </message>
    <message>
        <source>When on, units a nation loses in a pick-up battle are struck from its roster as after any other battle.</source>
        <translation>Wenn aktiviert, werden Einheiten, die eine Nation in einer Gelegenheitsschlacht verliert, wie nach jeder anderen Schlacht aus ihrer Armeeliste gestrichen.</translation>
    </message>
    <message>
        <source>Lesser race commanders earn experience</source>
        <translation>Anführer kleinerer Völker sammeln Erfahrung</translation>
    </message>
    <message>
        <source>When on, a player leading a lesser race in a pick-up battle earns experience for his own nation as well as markers.</source>
        <translation>Wenn aktiviert, erhält ein Spieler, der ein kleineres Volk in einer Gelegenheitsschlacht führt, neben Markern auch Erfahrung für seine eigene Nation.</translation>
    </message>
    <message>
        <source>Who commands independent armies</source>
        <translation>Wer unabhängige Armeen führt</translation>
    </message>
    <message>
        <source>Who writes the orders of a lesser race&apos;s independent army and fights its battles: the player who placed it, the player holding most of its markers, or the referee.</source>
        <translation>Wer die Befehle der unabhängigen Armee eines kleineren Volkes schreibt und ihre Schlachten schlägt: der Spieler, der sie aufgestellt hat, der Spieler mit den meisten ihrer Marker oder der Spielleiter.</translation>
    </message>
    <message>
        <source>Experience to restore a chariot</source>
        <translation>Erfahrung für einen Streitwagen</translation>
    </message>
    <message>
        <source>Experience points a nation spends to bring back one lost chariot unit.</source>
        <translation>Erfahrungspunkte, die eine Nation ausgibt, um eine verlorene Streitwageneinheit wiederherzustellen.</translation>
    </message>
    <message>
        <source>Experience to restore a special</source>
        <translation>Erfahrung für eine Spezialeinheit</translation>
    </message>
    <message>
        <source>Experience points a nation spends to bring back one lost special unit.</source>
        <translation>Erfahrungspunkte, die eine Nation ausgibt, um eine verlorene Spezialeinheit wiederherzustellen.</translation>
    </message>
    <message>
        <source>§11.S &quot;%1&quot; is not a campaign setting. The settings are: %2.</source>
        <translation>§11.S „%1“ ist keine Kampagneneinstellung. Die Einstellungen sind: %2.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not allowed; the setting is true (on) or false (off).</source>
        <translation>§11.S %1: %2 ist nicht zulässig; die Einstellung ist true (an) oder false (aus).</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not a whole number; the setting takes a whole number from %3 to %4.</source>
        <translation>§11.S %1: %2 ist keine ganze Zahl; die Einstellung erwartet eine ganze Zahl von %3 bis %4.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is out of range; the setting takes a whole number from %3 to %4.</source>
        <translation>§11.S %1: %2 liegt außerhalb des Bereichs; die Einstellung erwartet eine ganze Zahl von %3 bis %4.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not one of the choices; the setting takes %3.</source>
        <extracomment>%3 lists the accepted file keywords, &quot;2d10 or 1d20&quot;</extracomment>
        <translation>§11.S %1: %2 ist keine der Auswahlmöglichkeiten; die Einstellung erwartet %3.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not allowed; the setting takes &quot;none&quot; or a whole number of points from %3 to %4.</source>
        <extracomment>&quot;none&quot; is a file keyword: keep it in English</extracomment>
        <translation>§11.S %1: %2 ist nicht zulässig; die Einstellung erwartet „none“ oder eine ganze Punktzahl von %3 bis %4.</translation>
    </message>
    <message>
        <source>§11.S &quot;%1&quot; is not a campaign setting.</source>
        <translation>§11.S „%1“ ist keine Kampagneneinstellung.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>a setting&apos;s state</extracomment>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>a garrison cap: &quot;none&quot; or &quot;1000 points&quot;</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <source>Independent army&apos;s distance from towns</source>
        <translation>Abstand unabhängiger Armeen zu Städten</translation>
    </message>
    <message>
        <source>How many areas must lie between a newly placed independent army and the nearest town or city; 0 lets it stand next to one, but never in one.</source>
        <translation>Wie viele Gebiete zwischen einer neu aufgestellten unabhängigen Armee und der nächsten Stadt oder Großstadt liegen müssen; bei 0 darf sie daneben stehen, aber nie darin.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ChaosLands</name>
    <message>
        <source>§7.5 Chaos: direction of the town leaving %1</source>
        <translation>§7.5 Chaos: Richtung der Stadt, die %1 verlässt</translation>
    </message>
    <message>
        <source>§7.5 Chaos: does the %1 in %2 move?</source>
        <translation>§7.5 Chaos: Wandert die %1 in %2?</translation>
    </message>
    <message>
        <source>§7.5 Chaos land %1: what it gives this year</source>
        <translation>§7.5 Chaosland %1: was es dieses Jahr einbringt</translation>
    </message>
    <message>
        <source>§7.5 %1 in chaos land %2: d6 = %3, it stays and gives its population.</source>
        <extracomment>%1 is &quot;Town&quot; or &quot;City&quot;, %2 an area, %3 the d6</extracomment>
        <translation>§7.5 %1 im Chaosland %2: d6 = %3, sie bleibt und liefert ihre Bevölkerung.</translation>
    </message>
    <message>
        <source>§7.5 %1 in chaos land %2: d6 = %3 would move it, but no neighbouring land area is free of towns and cities, so it stays (I-62).</source>
        <translation>§7.5 %1 im Chaosland %2: d6 = %3 würde sie versetzen, aber kein benachbartes Landgebiet ist frei von Städten und Großstädten, daher bleibt sie (I-62).</translation>
    </message>
    <message>
        <source>§7.5 %1 in chaos land %2: d6 = %3, it moves to %4 (direction d6: %5, I-62).</source>
        <extracomment>%4 is the destination area, %5 the direction dice such as &quot;5, 2&quot;</extracomment>
        <translation>§7.5 %1 im Chaosland %2: d6 = %3, sie wandert nach %4 (Richtung d6: %5, I-62).</translation>
    </message>
    <message>
        <source>§7.5 Chaos land %1: %2</source>
        <translation>§7.5 Chaosland %1: %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::CharacterFate</name>
    <message>
        <source>killed</source>
        <extracomment>a character&apos;s fate after a battle</extracomment>
        <translation>getötet</translation>
    </message>
    <message>
        <source>captured</source>
        <extracomment>a character&apos;s fate after a battle</extracomment>
        <translation>gefangen</translation>
    </message>
    <message>
        <source>escaped</source>
        <extracomment>a character&apos;s fate after a battle</extracomment>
        <translation>entkommen</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>a magic item&apos;s fate after a battle</extracomment>
        <translation>verloren</translation>
    </message>
    <message>
        <source>captured by the enemy</source>
        <extracomment>a magic item&apos;s fate after a battle</extracomment>
        <translation>vom Feind erbeutet</translation>
    </message>
    <message>
        <source>back to its owner&apos;s roster</source>
        <extracomment>a magic item&apos;s fate after a battle</extracomment>
        <translation>zurück auf die Armeeliste seines Besitzers</translation>
    </message>
    <message>
        <source>Character result: %1</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 is a character&apos;s name</extracomment>
        <translation>Charakterergebnis: %1</translation>
    </message>
    <message>
        <source>Item escape: %1 (carried by %2)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 a magic item, %2 its bearer</extracomment>
        <translation>Rettung des Gegenstands: %1 (getragen von %2)</translation>
    </message>
    <message>
        <source>§6.4 character result chart (I-24): rolled %1: %2, which counts as %3 on the winning side (winnersNotCaptured)</source>
        <extracomment>%1 the die, %2 the chart&apos;s word (&quot;captured&quot;), %3 the fate that stands (&quot;escaped&quot;)</extracomment>
        <translation>§6.4 Charakterergebnistabelle (I-24): %1 gewürfelt: %2, was auf der siegreichen Seite als %3 gilt (winnersNotCaptured)</translation>
    </message>
    <message>
        <source>§6.4 character result chart (I-24): rolled %1: %2</source>
        <extracomment>%1 the die, %2 the fate (&quot;killed&quot;)</extracomment>
        <translation>§6.4 Charakterergebnistabelle (I-24): %1 gewürfelt: %2</translation>
    </message>
    <message>
        <source>§6.5 item escape table (I-26): rolled %1: %2</source>
        <extracomment>%1 the die, %2 the fate (&quot;captured by the enemy&quot;)</extracomment>
        <translation>§6.5 Fluchttabelle für Gegenstände (I-26): %1 gewürfelt: %2</translation>
    </message>
    <message>
        <source>§6.5 item escape table (I-26): rolled %1: lost, shuffled back into the magic item deck (lostItemsReshuffled)</source>
        <extracomment>%1 the die</extracomment>
        <translation>§6.5 Fluchttabelle für Gegenstände (I-26): %1 gewürfelt: verloren, zurück in den Stapel der magischen Gegenstände gemischt (lostItemsReshuffled)</translation>
    </message>
    <message>
        <source>§6.5 item escape table (I-26): rolled %1: lost for good (lostItemsReshuffled off)</source>
        <translation>§6.5 Fluchttabelle für Gegenstände (I-26): %1 gewürfelt: endgültig verloren (lostItemsReshuffled aus)</translation>
    </message>
    <message>
        <source>§6.4 character result chart (I-24): rolled %1: captured, but an independent army holds no captives: lost as if killed (§7.7.6)</source>
        <extracomment>%1 the die</extracomment>
        <translation>§6.4 Charakterergebnistabelle (I-24): %1 gewürfelt: gefangen, aber eine unabhängige Armee macht keine Gefangenen: verloren wie getötet (§7.7.6)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::CreatedRace</name>
    <message>
        <source>%1 (no per-1,000 limit, no surcharge)</source>
        <translation>%1 (keine Begrenzung je 1.000 Punkte, kein Aufschlag)</translation>
    </message>
    <message>
        <source>, rounded to %1</source>
        <extracomment>appended to &quot;%1 + 10% = %2&quot;: the price after rounding</extracomment>
        <translation>, gerundet auf %1</translation>
    </message>
    <message>
        <source>§1.2 A created race takes exactly %1 unit types; %2 were chosen.</source>
        <translation>§1.2 Ein eigenes Volk umfasst genau %1 Einheitentypen; gewählt wurden %2.</translation>
    </message>
    <message>
        <source>§2.4 %1: no army list with that id.</source>
        <translation>§2.4 %1: kein Armeebuch mit dieser ID.</translation>
    </message>
    <message>
        <source>§2.4 %1: the list has no such entry.</source>
        <translation>§2.4 %1: Das Armeebuch hat keinen solchen Eintrag.</translation>
    </message>
    <message>
        <source>§2.4 %1: the created race already has an entry of that name.</source>
        <translation>§2.4 %1: Das eigene Volk hat bereits einen Eintrag mit diesem Namen.</translation>
    </message>
    <message>
        <source>§1.4 A created race needs a general among its characters.</source>
        <translation>§1.4 Ein eigenes Volk braucht einen General unter seinen Charakteren.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Engagements</name>
    <message>
        <source>§5.7 %1 all declared alike in %2: nobody opposes them, and as allies they must get down to one army there.</source>
        <translation>§5.7 %1 haben sich in %2 alle gleich erklärt: Niemand stellt sich ihnen entgegen, und als Verbündete müssen sie dort auf eine einzige Armee kommen.</translation>
    </message>
    <message>
        <source>§5.7 Option B: %1 outnumber %2 in %3; they must split into two factions, each player secretly joining one.</source>
        <translation>§5.7 Option B: %1 sind %2 in %3 zahlenmäßig überlegen; sie müssen sich in zwei Fraktionen aufteilen, denen sich jeder Spieler geheim anschließt.</translation>
    </message>
    <message numerus="yes">
        <source>§5.7 Option A: %n army(ies) against %1 in %2: %3 are driven out without a battle and retreat (§6.7).</source>
        <translation>
            <numerusform>§5.7 Option A: %n Armee gegen %1 in %2: %3 werden ohne Schlacht verdrängt und ziehen sich zurück (§6.7).</numerusform>
            <numerusform>§5.7 Option A: %n Armeen gegen %1 in %2: %3 werden ohne Schlacht verdrängt und ziehen sich zurück (§6.7).</numerusform>
        </translation>
    </message>
    <message>
        <source>§5.7 The allies %1 must now get down to one army in %2: they agree who retreats, or fight each other this turn.</source>
        <translation>§5.7 Die Verbündeten %1 müssen in %2 nun auf eine einzige Armee kommen: Sie einigen sich, wer sich zurückzieht, oder kämpfen in dieser Runde gegeneinander.</translation>
    </message>
    <message>
        <source>§5.3 A %1 in %2 (%3): %4 against %5.</source>
        <translation>§5.3 %1 in %2 (%3): %4 gegen %5.</translation>
    </message>
    <message>
        <source>§5.6 Neither side owns %1: its townsfolk keep both out, and they fight in the countryside.</source>
        <translation>§5.6 Keine Seite besitzt %1: Die Bewohner halten beide draußen, und sie kämpfen im offenen Land.</translation>
    </message>
    <message>
        <source>I-44 %1 is a village, too small for an urban square: an ordinary battle over a building.</source>
        <translation>I-44 %1 ist ein Dorf, zu klein für einen Stadtplatz: eine gewöhnliche Schlacht um ein Gebäude.</translation>
    </message>
    <message>
        <source>§5.5 %1 besieges %2 in the %3 of %4: no battle this turn.</source>
        <translation>§5.5 %1 belagert %2 in der %3 von %4: in dieser Runde keine Schlacht.</translation>
    </message>
    <message>
        <source>§5.5 A village cannot hold out against a siege: %1 and %2 fight for a building in %3 at once.</source>
        <translation>§5.5 Ein Dorf kann keiner Belagerung standhalten: %1 und %2 kämpfen sofort um ein Gebäude in %3.</translation>
    </message>
    <message>
        <source>§5.3 %1 holds the population centre while others fight outside it.</source>
        <translation>§5.3 %1 hält die Siedlung, während andere außerhalb kämpfen.</translation>
    </message>
    <message>
        <source>§5.7 Option B: the factions are equal, so they fight each other first; the winner is pre-engaged against %1 for next turn.</source>
        <translation>§5.7 Option B: Die Fraktionen sind gleich stark, daher kämpfen sie zuerst gegeneinander; der Sieger ist für die nächste Runde vorab gegen %1 gebunden.</translation>
    </message>
    <message>
        <source>§5.7 Option B: %1 stay and %2 retreat (§6.7).</source>
        <translation>§5.7 Option B: %1 bleiben und %2 ziehen sich zurück (§6.7).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Expedition</name>
    <message>
        <source>§2.11 An expedition carries at least %1 units, not %2.</source>
        <translation>§2.11 Eine Expedition befördert mindestens %1 Einheiten, nicht %2.</translation>
    </message>
    <message>
        <source>§2.11 %1 units need %1 boats; there are %2.</source>
        <translation>§2.11 %1 Einheiten brauchen %1 Schiffe; vorhanden sind %2.</translation>
    </message>
    <message>
        <source>§2.11 2 × (%1 artillery + %2 chariots) + 1 × (%3 infantry + %4 cavalry + %5 monsters) = %6 boats</source>
        <translation>§2.11 2 × (%1 Artillerie + %2 Streitwagen) + 1 × (%3 Infanterie + %4 Kavallerie + %5 Monster) = %6 Schiffe</translation>
    </message>
    <message>
        <source>§7.2.1 An expedition sails under exactly one general; none is named.</source>
        <translation>§7.2.1 Eine Expedition segelt unter genau einem General; keiner ist genannt.</translation>
    </message>
    <message>
        <source>§7.2.1 An expedition sails under exactly one general, not %1.</source>
        <translation>§7.2.1 Eine Expedition segelt unter genau einem General, nicht unter %1.</translation>
    </message>
    <message>
        <source>§7.2.1 An expedition needs an admiral (2 CP, bought on the roster) to command it at sea; none is named.</source>
        <translation>§7.2.1 Eine Expedition braucht einen Admiral (2 CP, auf der Armeeliste gekauft), der sie auf See befehligt; keiner ist genannt.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 is not an admiral: the fleet&apos;s commander is an admiral bought for 2 CP.</source>
        <translation>§7.2.1 %1 ist kein Admiral: Befehlshaber der Flotte ist ein für 2 CP gekaufter Admiral.</translation>
    </message>
    <message>
        <source>§2.3 Admiral %1 costs %2 CP; only %3 CP are left this year.</source>
        <translation>§2.3 Admiral %1 kostet %2 CP; in diesem Jahr sind nur noch %3 CP übrig.</translation>
    </message>
    <message>
        <source>§7.2.1, I-11 %1 cannot sail (status: %2); a general leads one expedition at most.</source>
        <extracomment>%2 the character&apos;s status, &quot;Captured&quot;, &quot;On expedition&quot;</extracomment>
        <translation>§7.2.1, I-11 %1 kann nicht in See stechen (Status: %2); ein General führt höchstens eine Expedition.</translation>
    </message>
    <message>
        <source>§2.3 %1 is not on this year&apos;s roster: only characters bought with this year&apos;s CP sail.</source>
        <translation>§2.3 %1 steht nicht auf der diesjährigen Armeeliste: Nur mit den CP dieses Jahres gekaufte Charaktere segeln mit.</translation>
    </message>
    <message>
        <source>§7.2.1 %1: specials cannot be traded for boats (%2 offered).</source>
        <translation>§7.2.1 %1: Spezialeinheiten können nicht gegen Schiffe eingetauscht werden (%2 angeboten).</translation>
    </message>
    <message>
        <source>§7.2.1 %1 has %2 units left; the expedition asks for %3 (sailing and traded).</source>
        <translation>§7.2.1 %1 hat noch %2 Einheiten; die Expedition verlangt %3 (segelnd und eingetauscht).</translation>
    </message>
    <message>
        <source>%1: a count of units cannot be negative.</source>
        <translation>%1: Eine Anzahl von Einheiten kann nicht negativ sein.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 is not the nation&apos;s own: an expedition leaves from one of its own ports.</source>
        <translation>§7.2.1 %1 gehört nicht der Nation: Eine Expedition läuft aus einem ihrer eigenen Häfen aus.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 is not on the coast: an expedition leaves from a coastal town or city.</source>
        <translation>§7.2.1 %1 liegt nicht an der Küste: Eine Expedition läuft aus einer Stadt oder Großstadt an der Küste aus.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 has no town or city: an expedition leaves from a port, a coastal town or city.</source>
        <translation>§7.2.1 %1 hat keine Stadt oder Großstadt: Eine Expedition läuft aus einem Hafen aus, also aus einer Stadt oder Großstadt an der Küste.</translation>
    </message>
    <message>
        <source>§7.2.1, I-11 %1 leads %2 already: a general leads one army or one expedition.</source>
        <translation>§7.2.1, I-11 %1 führt bereits %2: Ein General führt eine Armee oder eine Expedition.</translation>
    </message>
    <message>
        <source>§7.2.7 The sea people sail without boats: %1 trades no units (%2 given).</source>
        <translation>§7.2.7 Das Meervolk segelt ohne Schiffe: %1 tauscht keine Einheiten ein (%2 angegeben).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Experience</name>
    <message>
        <source>won</source>
        <extracomment>fills %1 of &quot;%1 with %2 VP&quot;: the battle was won or lost</extracomment>
        <translation>gewonnen</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>§2.15 %1 with %2 VP: %2 / %3 = %4 XP</source>
        <extracomment>%1 is &quot;won&quot; or &quot;lost&quot;; VP are victory points, XP experience points</extracomment>
        <translation>§2.15 %1 mit %2 SP: %2 / %3 = %4 EP</translation>
    </message>
    <message>
        <source>restore a lost infantry unit</source>
        <translation>eine verlorene Infanterieeinheit wiederherstellen</translation>
    </message>
    <message>
        <source>restore a lost cavalry unit</source>
        <translation>eine verlorene Kavallerieeinheit wiederherstellen</translation>
    </message>
    <message>
        <source>restore a lost machine (artillery) unit</source>
        <translation>eine verlorene Kriegsmaschine (Artillerie) wiederherstellen</translation>
    </message>
    <message>
        <source>restore a lost monster unit</source>
        <translation>eine verlorene Monstereinheit wiederherstellen</translation>
    </message>
    <message>
        <source>restore a lost chariot unit</source>
        <translation>eine verlorene Streitwageneinheit wiederherstellen</translation>
    </message>
    <message>
        <source>restore a lost special unit</source>
        <translation>eine verlorene Spezialeinheit wiederherstellen</translation>
    </message>
    <message>
        <source>one battle-honour roll</source>
        <translation>ein Wurf für Schlachtehren</translation>
    </message>
    <message>
        <source>a random scenario against the next opponent</source>
        <translation>ein zufälliges Szenario gegen den nächsten Gegner</translation>
    </message>
    <message>
        <source>draw a new magic item</source>
        <translation>einen neuen magischen Gegenstand ziehen</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Explanations</name>
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
    <message>
        <source>§1.2 Nation %1 is not on the map.</source>
        <translation>§1.2 Die Nation %1 ist nicht auf der Karte.</translation>
    </message>
    <message>
        <source>§1.3 Area %1 is not a land area of the map.</source>
        <translation>§1.3 Gebiet %1 ist kein Landgebiet der Karte.</translation>
    </message>
    <message>
        <source>§4.9 %1 is uncontrolled: an army starts in one of its nation&apos;s own areas.</source>
        <translation>§4.9 %1 ist unkontrolliert: Eine Armee beginnt in einem der eigenen Gebiete ihrer Nation.</translation>
    </message>
    <message>
        <source>§4.9 %1 is held by %2: an army starts in one of its nation&apos;s own areas.</source>
        <translation>§4.9 %1 wird von %2 gehalten: Eine Armee beginnt in einem der eigenen Gebiete ihrer Nation.</translation>
    </message>
    <message>
        <source>§4.9 %1 has neither a town nor a city, nor a POI whose card lets armies muster there.</source>
        <translation>§4.9 %1 hat weder eine Stadt noch eine Großstadt noch einen besonderen Ort, dessen Karte dort das Aufstellen von Armeen erlaubt.</translation>
    </message>
    <message>
        <source>§1.5 %1 is not a character on this year&apos;s roster of the nation; an army needs one of its generals.</source>
        <translation>§1.5 %1 ist kein Charakter auf der diesjährigen Armeeliste der Nation; eine Armee braucht einen ihrer Generäle.</translation>
    </message>
    <message>
        <source>§1.4 %1 is a %2, and only a general leads an army.</source>
        <translation>§1.4 %1 ist vom Typ %2, und nur ein General führt eine Armee.</translation>
    </message>
    <message>
        <source>§1.4 %1 is a captive and cannot lead an army.</source>
        <translation>§1.4 %1 ist gefangen und kann keine Armee führen.</translation>
    </message>
    <message>
        <source>§1.4 %1 is dead and cannot lead an army.</source>
        <translation>§1.4 %1 ist tot und kann keine Armee führen.</translation>
    </message>
    <message>
        <source>I-11 %1 leads an expedition this year, not an army.</source>
        <translation>I-11 %1 führt dieses Jahr eine Expedition, keine Armee.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 is away as an envoy and cannot lead an army.</source>
        <translation>§7.2.7 %1 ist als Gesandter unterwegs und kann keine Armee führen.</translation>
    </message>
    <message>
        <source>§1.5 %1 already leads %2; a general leads one army.</source>
        <translation>§1.5 %1 führt bereits %2; ein General führt nur eine Armee.</translation>
    </message>
    <message>
        <source>S-6 In year 1 a nation has one general and so at most %1 army; this would be army number %2.</source>
        <translation>S-6 Im Jahr 1 hat eine Nation einen General und damit höchstens %1 Armee; dies wäre Armee Nummer %2.</translation>
    </message>
    <message>
        <source>NY-7 The nation has %1 general(s) free to lead armies; %2 armies would be too many.</source>
        <translation>NY-7 Die Nation hat %1 General(e) frei, um Armeen zu führen; %2 Armeen wären zu viele.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::GeneralReplacement</name>
    <message>
        <source>a hero who fought in that battle</source>
        <translation>ein Held, der in dieser Schlacht gekämpft hat</translation>
    </message>
    <message>
        <source>a hero from the national roster</source>
        <translation>ein Held aus der nationalen Armeeliste</translation>
    </message>
    <message>
        <source>a royal nephew, a +1 stand-in until the New Year (I-21)</source>
        <translation>ein königlicher Neffe, ein Ersatz mit +1 bis zum Neujahr (I-21)</translation>
    </message>
    <message>
        <source>§6.6 no hero is left, so the successor is %1</source>
        <translation>§6.6 Kein Held ist mehr übrig, daher ist der Nachfolger %1</translation>
    </message>
    <message>
        <source>§6.6 the successor must be %1: %2</source>
        <extracomment>%1 the level (&quot;a hero who fought in that battle&quot;), %2 the heroes&apos; names</extracomment>
        <translation>§6.6 Der Nachfolger muss %1 sein: %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::IndependentArmies</name>
    <message>
        <source>§7.7.6 %1 is not an area of the map.</source>
        <translation>§7.7.6 %1 ist kein Gebiet der Karte.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is not a land area: an independent army is placed on land.</source>
        <translation>§7.7.6 %1 ist kein Landgebiet: Eine unabhängige Armee wird an Land aufgestellt.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 holds the army %2: an independent army is placed in an area without armies.</source>
        <translation>§7.7.6 In %1 steht die Armee %2: Eine unabhängige Armee wird in einem Gebiet ohne Armeen aufgestellt.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 already holds an independent army.</source>
        <translation>§7.7.6 In %1 steht bereits eine unabhängige Armee.</translation>
    </message>
    <message>
        <source>§4.1 The %1 army has already moved this turn (from %2).</source>
        <translation>§4.1 Die Armee der %1 ist in dieser Runde bereits gezogen (von %2).</translation>
    </message>
    <message>
        <source>§4.1 %1 is not next to %2: the %3 army moves one area a turn.</source>
        <translation>§4.1 %1 grenzt nicht an %2: Die Armee der %3 zieht ein Gebiet pro Runde.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is not a land area: the %2 army marches on land.</source>
        <translation>§7.7.6 %1 ist kein Landgebiet: Die Armee der %2 marschiert an Land.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 holds another independent army.</source>
        <translation>§7.7.6 In %1 steht eine andere unabhängige Armee.</translation>
    </message>
    <message>
        <source>I-76 The pushing army came in from %1: the %2 army steps to the area on the opposite side, %3.</source>
        <translation>I-76 Die drängende Armee kam aus %1: Die Armee der %2 weicht in das Gebiet auf der gegenüberliegenden Seite aus, %3.</translation>
    </message>
    <message>
        <source>I-76 The %1 army steps to a neighbour farthest from %2, where the pushing army came from.</source>
        <translation>I-76 Die Armee der %1 weicht in ein Nachbargebiet aus, das am weitesten von %2 entfernt ist, woher die drängende Armee kam.</translation>
    </message>
    <message>
        <source>I-76 The %1 army walked into the army that pushes it: it goes back to %2, where it came from.</source>
        <translation>I-76 Die Armee der %1 ist auf die Armee gestoßen, die sie verdrängt: Sie geht zurück nach %2, woher sie kam.</translation>
    </message>
    <message>
        <source>I-76 Neither army moved this turn: every neighbour of %1 is as far from the pushing army, the referee picks.</source>
        <translation>I-76 Keine der beiden Armeen ist in dieser Runde gezogen: Jedes Nachbargebiet von %1 ist gleich weit von der drängenden Armee entfernt, der Spielleiter wählt.</translation>
    </message>
    <message>
        <source>I-76 The %1 army cannot retreat to %2; it goes to %3.</source>
        <translation>I-76 Die Armee der %1 kann sich nicht nach %2 zurückziehen; sie geht nach %3.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> oder </translation>
    </message>
    <message>
        <source>I-76 Several areas are as far: %1 is taken (land first, then the lowest number); the referee may name another.</source>
        <translation>I-76 Mehrere Gebiete sind gleich weit entfernt: %1 wird gewählt (zuerst Land, dann die niedrigste Nummer); der Spielleiter darf ein anderes bestimmen.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is sea or off the map: the %2 army is driven into the sea and destroyed; the race goes back to box 0.</source>
        <translation>§7.7.6 %1 ist See oder außerhalb der Karte: Die Armee der %2 wird ins Meer getrieben und vernichtet; das Volk kehrt in Feld 0 zurück.</translation>
    </message>
    <message>
        <source>I-55 The %1 army fought a battle in %2: its count starts again from 0.</source>
        <translation>I-55 Die Armee der %1 hat in %2 eine Schlacht geschlagen: Ihre Zählung beginnt wieder bei 0.</translation>
    </message>
    <message>
        <source>I-55 The %1 army fought a battle in %2: this turn does not count (%3 of %4 turns held).</source>
        <translation>I-55 Die Armee der %1 hat in %2 eine Schlacht geschlagen: Diese Runde zählt nicht (%3 von %4 Runden gehalten).</translation>
    </message>
    <message>
        <source>I-55 The %1 army arrived in %2 this turn: its hold counts from next turn.</source>
        <translation>I-55 Die Armee der %1 ist in dieser Runde in %2 angekommen: Ihr Halten zählt ab der nächsten Runde.</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 army has held %2 for %3 of the %4 turn(s) needed.</source>
        <translation>§7.7.6 Die Armee der %1 hält %2 seit %3 der %4 nötigen Runde(n).</translation>
    </message>
    <message numerus="yes">
        <source>§7.7.6 The %1 army has held %2 for %n turn(s): the area leaves %3 and becomes uncontrolled.</source>
        <translation>
            <numerusform>§7.7.6 Die Armee der %1 hält %2 seit %n Runde: Das Gebiet löst sich von %3 und wird unkontrolliert.</numerusform>
            <numerusform>§7.7.6 Die Armee der %1 hält %2 seit %n Runden: Das Gebiet löst sich von %3 und wird unkontrolliert.</numerusform>
        </translation>
    </message>
    <message>
        <source>§7.7.6 %1 has a population centre (%2): an independent army stays away from towns and cities.</source>
        <extracomment>%1 the area, %2 &quot;Town&quot; or &quot;City&quot;</extracomment>
        <translation>§7.7.6 In %1 liegt eine Siedlung (%2): Eine unabhängige Armee hält sich von Städten und Großstädten fern.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is %2 area(s) from %4 (%3); the campaign wants at least %5 area(s) between an independent army and any town or city (independentPlacementGap).</source>
        <extracomment>%1 the area, %2 areas between, %3 &quot;Town&quot; or &quot;City&quot;, %4 its area, %5 the setting&apos;s value</extracomment>
        <translation>§7.7.6 %1 ist %2 Gebiet(e) von %4 (%3) entfernt; die Kampagne verlangt mindestens %5 Gebiet(e) zwischen einer unabhängigen Armee und jeder Stadt oder Großstadt (independentPlacementGap).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::JsonFields</name>
    <message>
        <source>is missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>muss ein nicht leerer Text sein</translation>
    </message>
    <message>
        <source>must be a positive whole number</source>
        <translation>muss eine positive ganze Zahl sein</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more</source>
        <translation>muss eine ganze Zahl ab 0 sein</translation>
    </message>
    <message>
        <source>must be a whole number from %1</source>
        <translation>muss eine ganze Zahl ab %1 sein</translation>
    </message>
    <message>
        <source> up to %1</source>
        <extracomment>appended to &quot;must be a ... whole number ...&quot; to give the largest value allowed</extracomment>
        <translation> (höchstens %1)</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>muss true oder false sein</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>muss eine Liste sein</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>not valid JSON at character %1: %2</source>
        <translation>kein gültiges JSON bei Zeichen %1: %2</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>die Datei muss genau ein JSON-Objekt enthalten</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <extracomment>%1 is a file format name, a keyword</extracomment>
        <translation>muss „%1“ sein</translation>
    </message>
    <message>
        <source>version %1 is newer than this Herald reads (1)</source>
        <translation>Version %1 ist neuer, als diese Herald-Version lesen kann (1)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Keys</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>the end of a list of accepted file keywords: &quot;a, b or c&quot;</extracomment>
        <translation>%1 oder %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Landing</name>
    <message>
        <source>I-10 A fleet comes ashore on a land area of the map.</source>
        <translation>I-10 Eine Flotte geht in einem Landgebiet der Karte an Land.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 is not on the coast: the fleet lands on a coastal area.</source>
        <translation>§7.2.5 %1 liegt nicht an der Küste: Die Flotte landet in einem Küstengebiet.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 is not on %2, the landmass declared on sailing.</source>
        <translation>§7.2.5 %1 liegt nicht auf %2, der beim Auslaufen erklärten Landmasse.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 is on %2, the declared landmass: a new island is another landmass, drawn on the map first.</source>
        <translation>§7.2.5 %1 liegt auf %2, der erklärten Landmasse: Eine neue Insel ist eine andere Landmasse und wird zuerst auf der Karte eingezeichnet.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 is not on %2: the escorted fleet comes ashore on the landmass it left.</source>
        <translation>§7.2.7 %1 liegt nicht auf %2: Die eskortierte Flotte geht auf der Landmasse an Land, die sie verlassen hat.</translation>
    </message>
    <message>
        <source>I-10 %1 holds another player&apos;s army (%2): the fleet lands elsewhere.</source>
        <translation>I-10 In %1 steht die Armee eines anderen Spielers (%2): Die Flotte landet anderswo.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 holds an army (%2): the escorted fleet comes ashore in an area free of armies.</source>
        <translation>§7.2.7 In %1 steht eine Armee (%2): Die eskortierte Flotte geht in einem Gebiet ohne Armeen an Land.</translation>
    </message>
    <message>
        <source>I-10 %1 holds a population centre (%2): fleets land only where there is no town and no city.</source>
        <extracomment>%2 &quot;Town&quot; or &quot;City&quot;</extracomment>
        <translation>I-10 In %1 liegt eine Siedlung (%2): Flotten landen nur dort, wo es weder Stadt noch Großstadt gibt.</translation>
    </message>
    <message>
        <source>NY-5, I-9 %1 is still at sea: it dissolves; its units and characters (with their items) rejoin the national roster, its boats and admiral are gone.</source>
        <translation>NY-5, I-9 %1 ist noch auf See: Sie wird aufgelöst; ihre Einheiten und Charaktere (mit ihren Gegenständen) kehren auf die Armeeliste der Nation zurück, ihre Schiffe und ihr Admiral sind verloren.</translation>
    </message>
    <message>
        <source>NY-5, I-9 %1 is still at sea: it is lost with every unit and character aboard (setting unsuccessfulExpeditionFate lostAtSea).</source>
        <translation>NY-5, I-9 %1 ist noch auf See: Sie geht mit allen Einheiten und Charakteren an Bord verloren (Einstellung unsuccessfulExpeditionFate lostAtSea).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::LastStand</name>
    <message>
        <source>The town may stand in any of these areas: %1</source>
        <translation>Die Stadt kann in einem dieser Gebiete stehen: %1</translation>
    </message>
    <message>
        <source>The city to reduce is one of: %1</source>
        <translation>Die herabzustufende Großstadt ist eine von: %1</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::LesserRaces</name>
    <message>
        <source>§7.7.4 %1 drew: they stay in %2 (the default for a draw)</source>
        <extracomment>%1 a lesser race, %2 its track box</extracomment>
        <translation>§7.7.4 %1 haben unentschieden gespielt: Sie bleiben in %2 (Standard bei Unentschieden)</translation>
    </message>
    <message>
        <source>%1 gains an affiliation marker (%2 → %3)</source>
        <extracomment>%1 a nation, %2 its affiliation markers before, %3 after</extracomment>
        <translation>%1 erhält einen Bündnismarker (%2 → %3)</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 won from box 3: they become independent, their army placed on the map by %2; %3</source>
        <extracomment>%1 a lesser race, %2 the nation that commanded it and places its army, %3 markers</extracomment>
        <translation>§7.7.4 I-73 %1 haben aus Feld 3 gewonnen: Sie werden unabhängig, ihre Armee wird von %2 auf die Karte gestellt; %3</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 won: %2 → %3; %4</source>
        <extracomment>%1 a lesser race, %2 and %3 track boxes, %4 the marker sentence</extracomment>
        <translation>§7.7.4 I-73 %1 haben gewonnen: %2 → %3; %4</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 lost in box 0: they cannot drop lower</source>
        <extracomment>%1 a lesser race</extracomment>
        <translation>§7.7.4 I-73 %1 haben in Feld 0 verloren: Tiefer können sie nicht fallen</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 lost: %2 → %3; %4</source>
        <extracomment>%1 a lesser race, %2 and %3 track boxes, %4 what happened to the markers</extracomment>
        <translation>§7.7.4 I-73 %1 haben verloren: %2 → %3; %4</translation>
    </message>
    <message>
        <source>clearMarkersOnReset removes their affiliation markers</source>
        <translation>clearMarkersOnReset entfernt ihre Bündnismarker</translation>
    </message>
    <message>
        <source>their affiliation markers stay (I-74)</source>
        <translation>ihre Bündnismarker bleiben (I-74)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::MapFormat</name>
    <message>
        <source>only &quot;odd-q&quot; (flat-topped, even printed columns half a hex lower) is supported</source>
        <translation>unterstützt wird nur „odd-q“ (oben abgeflacht, gerade gedruckte Spalten um ein halbes Hexfeld nach unten versetzt)</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>muss ein Objekt sein</translation>
    </message>
    <message>
        <source>use letters, digits, &apos;-&apos; and &apos;_&apos; only</source>
        <translation>nur Buchstaben, Ziffern, „-“ und „_“ verwenden</translation>
    </message>
    <message>
        <source>another %1 or nation already uses &apos;%2&apos;</source>
        <extracomment>%1 is &quot;landmass&quot; or &quot;nation&quot;, a file keyword</extracomment>
        <translation>ein anderer Eintrag (%1 oder Nation) verwendet bereits „%2“</translation>
    </message>
    <message>
        <source>must be &quot;#rrggbb&quot;</source>
        <translation>muss die Form „#rrggbb“ haben</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a hex number &quot;XXYY&quot;</source>
        <translation>„%1“ ist keine Hexfeldnummer der Form „XXYY“</translation>
    </message>
    <message>
        <source>%1 lies outside the %2 × %3 layout</source>
        <translation>%1 liegt außerhalb des Layouts von %2 × %3</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2 or chaos</source>
        <extracomment>%2 lists file keywords and &quot;chaos&quot; is one too: keep them in English</extracomment>
        <translation>„%1“ ist keiner der Werte %2 oder chaos</translation>
    </message>
    <message>
        <source>a sea area belongs to no landmass</source>
        <translation>ein Seegebiet gehört zu keiner Landmasse</translation>
    </message>
    <message>
        <source>a sea area has no population centre</source>
        <translation>ein Seegebiet hat keine Siedlung</translation>
    </message>
    <message>
        <source>a sea area is never owned</source>
        <translation>ein Seegebiet hat nie einen Besitzer</translation>
    </message>
    <message>
        <source>only land can be chaos land</source>
        <translation>nur Land kann Chaosland sein</translation>
    </message>
    <message>
        <source>every land area has a population centre (village, town or city)</source>
        <translation>jedes Landgebiet hat eine Siedlung (Dorf, Stadt oder Großstadt)</translation>
    </message>
    <message>
        <source>is missing (every land area is on one)</source>
        <translation>fehlt (jedes Landgebiet liegt auf einer Landmasse)</translation>
    </message>
    <message>
        <source>no landmass &apos;%1&apos;</source>
        <translation>keine Landmasse „%1“</translation>
    </message>
    <message>
        <source>no nation &apos;%1&apos;</source>
        <translation>keine Nation „%1“</translation>
    </message>
    <message>
        <source>give a card or a crossing, or leave the poi out</source>
        <extracomment>&quot;poi&quot; is a file keyword (a point of interest): keep it in English</extracomment>
        <translation>eine Karte oder einen Übergang angeben oder poi weglassen</translation>
    </message>
    <message>
        <source>: no area %1</source>
        <extracomment>appended to a file path such as nations[0] &apos;Empire&apos;.capital; %1 is a hex number</extracomment>
        <translation>: kein Gebiet %1</translation>
    </message>
    <message>
        <source>: area %1 is not owned by this nation</source>
        <extracomment>appended to a file path such as nations[0] &apos;Empire&apos;.capital; %1 is a hex number</extracomment>
        <translation>: Gebiet %1 gehört nicht dieser Nation</translation>
    </message>
    <message>
        <source>must be two hex numbers, [&quot;0304&quot;, &quot;0305&quot;]</source>
        <translation>muss aus zwei Hexfeldnummern bestehen, [&quot;0304&quot;, &quot;0305&quot;]</translation>
    </message>
    <message>
        <source>%1/%2: both hexes must be areas of the map</source>
        <translation>%1/%2: beide Hexfelder müssen Gebiete der Karte sein</translation>
    </message>
    <message>
        <source>%1 and %2 are not neighbours</source>
        <translation>%1 und %2 sind keine Nachbarn</translation>
    </message>
    <message>
        <source>%1: a river needs land on one side at least</source>
        <translation>%1: ein Fluss braucht auf mindestens einer Seite Land</translation>
    </message>
    <message>
        <source>a crossing needs a barrier to cross</source>
        <translation>ein Übergang braucht ein Hindernis, das er überquert</translation>
    </message>
    <message>
        <source>neither %1 nor %2 has a %3 POI (I-52)</source>
        <translation>weder %1 noch %2 hat einen besonderen Ort „%3“ (I-52)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Mobs</name>
    <message>
        <source>§2.6 %1 mob unit(s) (%2 points); at most %3</source>
        <translation>§2.6 %1 Aufgebotseinheit(en) (%2 Punkte); höchstens %3</translation>
    </message>
    <message>
        <source> (PT %1, %2 already used this year)</source>
        <translation> (BZ %1, %2 in diesem Jahr bereits verwendet)</translation>
    </message>
    <message>
        <source>: too many</source>
        <extracomment>appended to the mob check explanation: more mob units than allowed</extracomment>
        <translation>: zu viele</translation>
    </message>
    <message>
        <source>: allowed</source>
        <extracomment>appended to the mob check explanation</extracomment>
        <translation>: zulässig</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::MoveResolution</name>
    <message>
        <source>§4.1 The order of %1 no longer stands, so it holds: %2</source>
        <translation>§4.1 Der Befehl von %1 gilt nicht mehr, daher hält die Armee ihre Stellung: %2</translation>
    </message>
    <message>
        <source>%1 (%2 crossing into %3)</source>
        <translation>%1 (%2 beim Übergang nach %3)</translation>
    </message>
    <message numerus="yes">
        <source>§4.4 %1 is still held up: %n more turn(s) before it moves on.</source>
        <translation>
            <numerusform>§4.4 %1 ist noch aufgehalten: noch %n Runde, bevor es weitergeht.</numerusform>
            <numerusform>§4.4 %1 ist noch aufgehalten: noch %n Runden, bevor es weitergeht.</numerusform>
        </translation>
    </message>
    <message>
        <source>I-50 %1 has waited out its delay and completes its move into %2 without a new check.</source>
        <translation>I-50 %1 hat die Verzögerung abgewartet und vollendet den Zug nach %2 ohne neue Probe.</translation>
    </message>
    <message>
        <source>§4.8 %1 tries to leave %2, but %3 (at its %4) stops it: they fight there before the move.</source>
        <translation>§4.8 %1 versucht, %2 zu verlassen, aber %3 (Standort: %4) stellt sich in den Weg: Vor dem Zug wird dort gekämpft.</translation>
    </message>
    <message>
        <source>§5.4 %1 (from %2) and %3 (from %4) try to swap places and meet in the countryside between.</source>
        <translation>§5.4 %1 (aus %2) und %3 (aus %4) versuchen, die Plätze zu tauschen, und treffen im offenen Land dazwischen aufeinander.</translation>
    </message>
    <message>
        <source>§4.1 %1 moves from %2 to %3 and stands at its %4.</source>
        <translation>§4.1 %1 zieht von %2 nach %3 (Standort: %4).</translation>
    </message>
    <message>
        <source>§4.3 Two armies of one nation ended the move in %1: %2 goes back to %3, where it started the turn.</source>
        <translation>§4.3 Zwei Armeen einer Nation haben den Zug in %1 beendet: %2 kehrt nach %3 zurück, wo die Armee die Runde begonnen hat.</translation>
    </message>
    <message>
        <source>§5.5 %1 has marched away: the siege of %2 is over.</source>
        <translation>§5.5 %1 ist abgezogen: Die Belagerung von %2 ist beendet.</translation>
    </message>
    <message>
        <source>§4.4 An enemy has reached %1 in %2: its delay is cancelled, and next turn it must check again or take new orders.</source>
        <translation>§4.4 Ein Feind hat %1 in %2 erreicht: Die Verzögerung entfällt, und in der nächsten Runde muss erneut geprüft oder ein neuer Befehl erteilt werden.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Movement</name>
    <message>
        <source>§2.9 %1 area(s) from the nearest own town or city: orders for the next %2 turn(s)</source>
        <translation>§2.9 %1 Gebiet(e) von der nächsten eigenen Stadt oder Großstadt entfernt: Befehle für die nächste(n) %2 Runde(n)</translation>
    </message>
    <message>
        <source>§4.4 picked %1, rolled %2</source>
        <translation>§4.4 gewählt: %1, gewürfelt: %2</translation>
    </message>
    <message>
        <source> (natural habitat: used %1)</source>
        <extracomment>appended to &quot;picked %1, rolled %2&quot;: the value used after the habitat adjustment</extracomment>
        <translation> (natürlicher Lebensraum: es gilt %1)</translation>
    </message>
    <message>
        <source>: crosses without delay or loss</source>
        <extracomment>appended to the terrain check explanation</extracomment>
        <translation>: überquert ohne Verzögerung oder Verlust</translation>
    </message>
    <message>
        <source>: held up %1 turn(s), then moves on without a new check</source>
        <translation>: %1 Runde(n) aufgehalten, zieht dann ohne neue Probe weiter</translation>
    </message>
    <message>
        <source>Terrain delay check: %1 (picked %2)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 is an army name</extracomment>
        <translation>Geländeverzögerungsprobe: %1 (gewählt: %2)</translation>
    </message>
    <message>
        <source>: %1 unit(s) lost, for their owner to strike from the roster (terrain strike, I-49); the army crosses</source>
        <translation>: %1 Einheit(en) verloren, von ihrem Besitzer aus der Armeeliste zu streichen (terrain strike, I-49); die Armee setzt über</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::MovementOrder</name>
    <message>
        <source>§4.1 Movement order: the nation to move in place %1</source>
        <extracomment>why a die is rolled, shown in the dice log</extracomment>
        <translation>§4.1 Bewegungsreihenfolge: die Nation auf Platz %1</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Names</name>
    <message>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Zauberer</translation>
    </message>
    <message>
        <source>Minor character</source>
        <translation>Nebencharakter</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Admiral</translation>
    </message>
    <message>
        <source>Royal nephew</source>
        <translation>Königlicher Neffe</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Ebene</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Wald</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Hügel</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Wüste</translation>
    </message>
    <message>
        <source>Great Forest</source>
        <translation>Großer Wald</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>See</translation>
    </message>
    <message>
        <source>none</source>
        <translation>—</translation>
    </message>
    <message>
        <source>village</source>
        <translation>Dorf</translation>
    </message>
    <message>
        <source>town</source>
        <translation>Stadt</translation>
    </message>
    <message>
        <source>city</source>
        <translation>Großstadt</translation>
    </message>
    <message>
        <source>no barrier</source>
        <translation>kein Hindernis</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>Gebirge</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>Sumpf</translation>
    </message>
    <message>
        <source>great forest</source>
        <translation>großer Wald</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>großer Fluss</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>river crossing</source>
        <translation>Flussübergang</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Kavallerie</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Streitwagen</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monster</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Specials</source>
        <translation>Spezialeinheiten</translation>
    </message>
    <message>
        <source>2d10</source>
        <translation>2d10</translation>
    </message>
    <message>
        <source>1d20</source>
        <translation>1d20</translation>
    </message>
    <message>
        <source>d6, 6+</source>
        <translation>d6, 6+</translation>
    </message>
    <message>
        <source>2d6, 6+</source>
        <translation>2d6, 6+</translation>
    </message>
    <message>
        <source>return home</source>
        <translation>Heimkehr</translation>
    </message>
    <message>
        <source>lost at sea</source>
        <translation>auf See verschollen</translation>
    </message>
    <message>
        <source>per line</source>
        <translation>je Zeile</translation>
    </message>
    <message>
        <source>per category</source>
        <translation>je Kategorie</translation>
    </message>
    <message>
        <source>per battle</source>
        <translation>je Schlacht</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>je Jahr</translation>
    </message>
    <message>
        <source>general</source>
        <translation>General</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>Held</translation>
    </message>
    <message>
        <source>round half up</source>
        <translation>kaufmännisch runden</translation>
    </message>
    <message>
        <source>fractions kept</source>
        <translation>Bruchteile behalten</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>aufrunden</translation>
    </message>
    <message>
        <source>3 stands</source>
        <translation>3 Basen</translation>
    </message>
    <message>
        <source>actual stands</source>
        <translation>tatsächliche Basen</translation>
    </message>
    <message>
        <source>independent</source>
        <translation>unabhängig</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>geteilt</translation>
    </message>
    <message>
        <source>option A</source>
        <translation>Option A</translation>
    </message>
    <message>
        <source>option B</source>
        <translation>Option B</translation>
    </message>
    <message>
        <source>all battles</source>
        <translation>alle Schlachten</translation>
    </message>
    <message>
        <source>assaults only</source>
        <translation>nur Angriffe</translation>
    </message>
    <message>
        <source>simultaneous</source>
        <translation>gleichzeitig</translation>
    </message>
    <message>
        <source>random order</source>
        <translation>zufällige Reihenfolge</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>zurücksetzen</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>aussetzen</translation>
    </message>
    <message>
        <source>produce, then remove</source>
        <translation>produzieren, dann entfernen</translation>
    </message>
    <message>
        <source>remove, then produce</source>
        <translation>entfernen, dann produzieren</translation>
    </message>
    <message>
        <source>downgrade</source>
        <translation>herabstufen</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>entfernen</translation>
    </message>
    <message>
        <source>placing player</source>
        <translation>aufstellender Spieler</translation>
    </message>
    <message>
        <source>most markers</source>
        <translation>meiste Marker</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>Spielleiter</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Karte</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Völker</translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation>Magische Gegenstände</translation>
    </message>
    <message>
        <source>Points of interest</source>
        <translation>Besondere Orte</translation>
    </message>
    <message>
        <source>Lesser races</source>
        <translation>Kleinere Völker</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>Remove old armies</source>
        <translation>Alte Armeen entfernen</translation>
    </message>
    <message>
        <source>Ransom characters</source>
        <translation>Charaktere freikaufen</translation>
    </message>
    <message>
        <source>Pre-tally adjustments</source>
        <translation>Anpassungen vor der Bilanz</translation>
    </message>
    <message>
        <source>Tally population</source>
        <translation>Bevölkerung bilanzieren</translation>
    </message>
    <message>
        <source>Produce and remove centres</source>
        <translation>Siedlungen produzieren und entfernen</translation>
    </message>
    <message>
        <source>Remove unsuccessful expeditions</source>
        <translation>Gescheiterte Expeditionen entfernen</translation>
    </message>
    <message>
        <source>Fill out rosters</source>
        <translation>Armeelisten ausfüllen</translation>
    </message>
    <message>
        <source>Place armies</source>
        <translation>Armeen aufstellen</translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation>Rundenbeginn</translation>
    </message>
    <message>
        <source>Write orders</source>
        <translation>Befehle schreiben</translation>
    </message>
    <message>
        <source>Reveal orders</source>
        <translation>Befehle aufdecken</translation>
    </message>
    <message>
        <source>Terrain delays</source>
        <translation>Geländeverzögerungen</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Bewegung</translation>
    </message>
    <message>
        <source>Resolve combats</source>
        <translation>Kämpfe auswerten</translation>
    </message>
    <message>
        <source>Resolve retreats</source>
        <translation>Rückzüge auswerten</translation>
    </message>
    <message>
        <source>Update map</source>
        <translation>Karte aktualisieren</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Monat abschließen</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>Schlacht</translation>
    </message>
    <message>
        <source>POI battle</source>
        <translation>Schlacht am besonderen Ort</translation>
    </message>
    <message>
        <source>village battle</source>
        <translation>Dorfschlacht</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>Angriff</translation>
    </message>
    <message>
        <source>swap battle</source>
        <translation>Begegnungsschlacht</translation>
    </message>
    <message>
        <source>move</source>
        <translation>Bewegen</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>Halten</translation>
    </message>
    <message>
        <source>interdict</source>
        <translation>Abriegeln</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>Belagern</translation>
    </message>
    <message>
        <source>sally forth</source>
        <translation>Ausfall</translation>
    </message>
    <message>
        <source>go to sea</source>
        <translation>In See stechen</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>offenes Land</translation>
    </message>
    <message>
        <source>population centre</source>
        <translation>Siedlung</translation>
    </message>
    <message>
        <source>point of interest</source>
        <translation>besonderer Ort</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Aktiv</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Gefangen</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Getötet</translation>
    </message>
    <message>
        <source>On expedition</source>
        <translation>Auf Expedition</translation>
    </message>
    <message>
        <source>Envoy</source>
        <translation>Gesandter</translation>
    </message>
    <message>
        <source>box 0</source>
        <translation>Feld 0</translation>
    </message>
    <message>
        <source>box 1</source>
        <translation>Feld 1</translation>
    </message>
    <message>
        <source>box 2</source>
        <translation>Feld 2</translation>
    </message>
    <message>
        <source>box 3</source>
        <translation>Feld 3</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>Unabhängig</translation>
    </message>
    <message>
        <source>A: lead a lesser race</source>
        <translation>A: ein kleineres Volk führen</translation>
    </message>
    <message>
        <source>B: own army against the lesser races</source>
        <translation>B: eigene Armee gegen die kleineren Völker</translation>
    </message>
    <message>
        <source>C: pass</source>
        <translation>C: passen</translation>
    </message>
    <message>
        <source>Destination reached</source>
        <translation>Ziel erreicht</translation>
    </message>
    <message>
        <source>New island</source>
        <translation>Neue Insel</translation>
    </message>
    <message>
        <source>Escorted ashore</source>
        <translation>An Land geleitet</translation>
    </message>
    <message>
        <source>Mutiny</source>
        <translation>Meuterei</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Seuche</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Sturm</translation>
    </message>
    <message>
        <source>Lost at sea</source>
        <translation>Auf See verschollen</translation>
    </message>
    <message>
        <source>Mount hardship</source>
        <translation>Not der Reittiere</translation>
    </message>
    <message>
        <source>Sailing</source>
        <translation>Weiterfahrt</translation>
    </message>
    <message>
        <source>Sea monster</source>
        <translation>Seeungeheuer</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Piraten</translation>
    </message>
    <message>
        <source>Good weather</source>
        <translation>Gutes Wetter</translation>
    </message>
    <message>
        <source>Excellent weather</source>
        <translation>Hervorragendes Wetter</translation>
    </message>
    <message>
        <source>The gods smile</source>
        <translation>Die Götter lächeln</translation>
    </message>
    <message>
        <source>Aquatic nation</source>
        <translation>Wasservolk</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::NationLoss</name>
    <message>
        <source>§7.4.1 Exodus is open to a nation with at most %1 army; it has %2.</source>
        <translation>§7.4.1 Der Exodus steht einer Nation mit höchstens %1 Armee offen; sie hat %2.</translation>
    </message>
    <message>
        <source>§7.4.1 Exodus is open to a nation with at most %1 areas; it holds %2.</source>
        <translation>§7.4.1 Der Exodus steht einer Nation mit höchstens %1 Gebieten offen; sie hält %2.</translation>
    </message>
    <message>
        <source>I-65 Exodus is declared at the start of a turn (M-0).</source>
        <translation>I-65 Der Exodus wird zu Beginn eines Zuges erklärt (M-0).</translation>
    </message>
    <message>
        <source>§7.4.1 An exodus sails away from %1: it names another landmass.</source>
        <translation>§7.4.1 Ein Exodus segelt von %1 fort: Er nennt eine andere Landmasse.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 still has troops or areas: only a fallen nation rises in rebellion.</source>
        <translation>§7.4.2 %1 hat noch Truppen oder Gebiete: Nur eine gefallene Nation erhebt sich zur Rebellion.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 is not a town or city that the fallen nation held and that still stands.</source>
        <translation>§7.4.2 %1 ist keine Stadt oder Großstadt, die die gefallene Nation hielt und die noch steht.</translation>
    </message>
    <message>
        <source>§7.4.2, I-66 %1 cannot lead the rebellion (status: %2): the leader is a surviving, free character, or the general bought this year.</source>
        <extracomment>%2 the character&apos;s status, &quot;Killed&quot;</extracomment>
        <translation>§7.4.2, I-66 %1 kann die Rebellion nicht anführen (Status: %2): Anführer ist ein überlebender, freier Charakter oder der in diesem Jahr gekaufte General.</translation>
    </message>
    <message>
        <source>§7.4.3, I-67 A New Nation starts with %1 units (counted, not costed), not %2.</source>
        <translation>§7.4.3, I-67 Eine Neue Nation beginnt mit %1 Einheiten (gezählt, nicht nach Kosten), nicht mit %2.</translation>
    </message>
    <message>
        <source>§7.4.3 A New Nation&apos;s characters are worth at most %1 CP; these cost %2.</source>
        <translation>§7.4.3 Die Charaktere einer Neuen Nation sind höchstens %1 CP wert; diese kosten %2.</translation>
    </message>
    <message>
        <source>I-67 A New Nation&apos;s characters include exactly one general, not %1.</source>
        <translation>I-67 Zu den Charakteren einer Neuen Nation gehört genau ein General, nicht %1.</translation>
    </message>
    <message>
        <source>§7.4.3 %1 cannot be one of the package&apos;s characters (the admiral comes with the package; a royal nephew is never bought).</source>
        <translation>§7.4.3 %1 kann keiner der Charaktere des Pakets sein (der Admiral gehört zum Paket; ein königlicher Neffe wird nie gekauft).</translation>
    </message>
    <message>
        <source>§7.4.3 %1 was the race of this player&apos;s fallen nation: a New Nation takes another race.</source>
        <translation>§7.4.3 %1 war das Volk der gefallenen Nation dieses Spielers: Eine Neue Nation wählt ein anderes Volk.</translation>
    </message>
    <message>
        <source>§7.4.1, I-65 %1 leaves its land: its towns are gone and its areas uncontrolled; %2 unit(s) and %3 character(s) put to sea on %4 free boat(s), with no admiral.</source>
        <translation>§7.4.1, I-65 %1 verlässt ihr Land: Ihre Städte verschwinden und ihre Gebiete werden unkontrolliert; %2 Einheit(en) und %3 Charakter(e) stechen auf %4 freien Schiff(en) ohne Admiral in See.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::NewYearIssues</name>
    <message>
        <source>§1.3 Area %1 is not a land area of the map.</source>
        <translation>§1.3 Gebiet %1 ist kein Landgebiet der Karte.</translation>
    </message>
    <message>
        <source>§2.7 %1 is not an area of %2; a nation builds and reduces centres only in its own areas.</source>
        <translation>§2.7 %1 ist kein Gebiet von %2; eine Nation baut Siedlungen nur in ihren eigenen Gebieten und stuft sie nur dort herab.</translation>
    </message>
    <message>
        <source>§2.7, I-60 %1 already holds a town or city; a new centre turns one of the nation&apos;s villages into a town or city.</source>
        <translation>§2.7, I-60 %1 hat bereits eine Stadt oder Großstadt; eine neue Siedlung macht eines der Dörfer der Nation zur Stadt oder Großstadt.</translation>
    </message>
    <message>
        <source>§2.7 %2 may place %4 new town(s) this year; this would be number %3.</source>
        <translation>§2.7 %2 darf dieses Jahr %4 neue Stadt/Städte setzen; dies wäre Nummer %3.</translation>
    </message>
    <message>
        <source>§2.7 %2 may place %4 new city(ies) now (one per 3 towns, without taking a village a town needs); this would be number %3.</source>
        <translation>§2.7 %2 darf jetzt %4 neue Großstadt/Großstädte setzen (eine je 3 Städte, ohne ein Dorf zu nehmen, das eine Stadt braucht); dies wäre Nummer %3.</translation>
    </message>
    <message>
        <source>§2.7 %2 has begun placing cities; new towns come first, so no town can follow a city.</source>
        <translation>§2.7 %2 hat begonnen, Großstädte zu setzen; neue Städte kommen zuerst, daher kann auf eine Großstadt keine Stadt mehr folgen.</translation>
    </message>
    <message>
        <source>§2.7 %1 is not a town of %2; towns short of villages are reduced, %3 of %4 done.</source>
        <translation>§2.7 %1 ist keine Stadt von %2; herabgestuft werden Städte, denen Dörfer fehlen, %3 von %4 erledigt.</translation>
    </message>
    <message>
        <source>§2.7 %1 is not a city of %2; cities short of towns are dealt with first, %3 of %4 done.</source>
        <translation>§2.7 %1 ist keine Großstadt von %2; zuerst werden Großstädte behandelt, denen Städte fehlen, %3 von %4 erledigt.</translation>
    </message>
    <message>
        <source>§2.7 Every centre of %2 is supported now; %1 stays as it is.</source>
        <translation>§2.7 Jede Siedlung von %2 ist jetzt gestützt; %1 bleibt unverändert.</translation>
    </message>
    <message>
        <source>§2.7 %1 is a town, but %2 must first deal with its cities short of towns (%3 of %4 done).</source>
        <translation>§2.7 %1 ist eine Stadt, aber %2 muss zuerst die eigenen Großstädte behandeln, denen Städte fehlen (%3 von %4 erledigt).</translation>
    </message>
    <message>
        <source>§2.7 %2 makes no Last Stand of this kind this year, so nothing changes in %1.</source>
        <translation>§2.7 %2 wagt dieses Jahr kein Letztes Gefecht dieser Art, daher ändert sich in %1 nichts.</translation>
    </message>
    <message>
        <source>§2.7 %2 still has a city, so its Last Stand reduces one of its cities to a town; %1 is not one of them.</source>
        <translation>§2.7 %2 hat noch eine Großstadt, daher stuft ihr Letztes Gefecht eine ihrer Großstädte zur Stadt herab; %1 gehört nicht dazu.</translation>
    </message>
    <message>
        <source>§2.5, I-17 The %1 line has %3 unit(s) where last year&apos;s had %4, yet the army points still cover last year&apos;s %2 points; lost units come back.</source>
        <translation>§2.5, I-17 Die Zeile %1 hat %3 Einheit(en), wo die des Vorjahres %4 hatte, doch die Armeepunkte decken weiterhin die %2 Punkte des Vorjahres; verlorene Einheiten kehren zurück.</translation>
    </message>
    <message>
        <source>I-17 %1 (line %2) was on last year&apos;s roster and %3 points are left, enough for one at %4; a type may be added to but never dropped while it can be kept.</source>
        <translation>I-17 %1 (Zeile %2) stand auf der Armeeliste des Vorjahres, und es sind noch %3 Punkte übrig, genug für eine Einheit zu %4; ein Typ darf aufgestockt, aber nie gestrichen werden, solange er gehalten werden kann.</translation>
    </message>
    <message>
        <source>§7.5 The chaos lands granted %4 free %1 unit(s) this year, but the roster marks %3 as free.</source>
        <translation>§7.5 Die Chaosländer haben dieses Jahr %4 kostenlose Einheit(en) vom Typ %1 gewährt, aber die Armeeliste weist %3 als kostenlos aus.</translation>
    </message>
    <message>
        <source>§4.3 %1 started the year together and would all end month 1 in %2; armies placed in one area must part in the first month.</source>
        <translation>§4.3 %1 haben das Jahr gemeinsam begonnen und würden Monat 1 alle in %2 beenden; Armeen, die im selben Gebiet aufgestellt wurden, müssen sich im ersten Monat trennen.</translation>
    </message>
    <message>
        <source>§7.6 %1 belongs to %2, whose player is absent; no other nation&apos;s army may enter it meanwhile.</source>
        <translation>§7.6 %1 gehört zu %2, deren Spieler abwesend ist; bis dahin darf keine Armee einer anderen Nation das Gebiet betreten.</translation>
    </message>
    <message>
        <source>§7.6 %1 belongs to %2, whose player is absent; it holds its ground until the player is back.</source>
        <translation>§7.6 %1 gehört zu %2, deren Spieler abwesend ist; die Armee bleibt stehen, bis der Spieler zurück ist.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Npp</name>
    <message>
        <source>§7.6 (1) No other nation&apos;s army may enter an absent player&apos;s areas; one already inside when the meeting starts may stay and conquer it.</source>
        <translation>§7.6 (1) Keine Armee einer anderen Nation darf die Gebiete eines abwesenden Spielers betreten; eine Armee, die sich bei Beginn des Treffens bereits darin befindet, darf bleiben und das Gebiet erobern.</translation>
    </message>
    <message>
        <source>§7.6 (2) An absent player&apos;s armies stay where they are and may conquer that area; contacted, they are forced out without a battle (I-64).</source>
        <translation>§7.6 (2) Die Armeen eines abwesenden Spielers bleiben, wo sie sind, und dürfen das Gebiet erobern; bei Kontakt werden sie ohne Schlacht verdrängt (I-64).</translation>
    </message>
    <message>
        <source>§7.6 (3) A New Year that finds the player absent waits for that nation: its old armies, towns, rosters and new armies are dealt with when the player next attends.</source>
        <translation>§7.6 (3) Ein Neujahr, bei dem der Spieler abwesend ist, wartet auf diese Nation: Ihre alten Armeen, Städte, Armeelisten und neuen Armeen werden abgehandelt, wenn der Spieler das nächste Mal teilnimmt.</translation>
    </message>
    <message>
        <source>§7.6 (4) The absent nation&apos;s captured characters make no escape rolls until the player is back; its own captives roll as usual.</source>
        <translation>§7.6 (4) Gefangene Charaktere der abwesenden Nation würfeln nicht auf Flucht, bis der Spieler zurück ist; ihre eigenen Gefangenen würfeln wie üblich.</translation>
    </message>
    <message>
        <source>§7.6 (5) From the second meeting in a row the player misses, the nation&apos;s areas farthest from its capital become uncontrolled, again at every further missed meeting.</source>
        <translation>§7.6 (5) Ab dem zweiten Treffen in Folge, das der Spieler versäumt, werden die am weitesten von der Hauptstadt entfernten Gebiete der Nation unkontrolliert, und so erneut bei jedem weiteren versäumten Treffen.</translation>
    </message>
    <message>
        <source>§7.6 %1 attends: the count of missed meetings starts again.</source>
        <translation>§7.6 %1 nimmt teil: Die Zählung der versäumten Treffen beginnt von vorn.</translation>
    </message>
    <message>
        <source>§7.6 %1 misses a meeting, %2 in a row: the nation is absent and loses its outer ring.</source>
        <translation>§7.6 %1 versäumt zum %2. Mal in Folge ein Treffen: Die Nation ist abwesend und verliert ihren äußeren Ring.</translation>
    </message>
    <message>
        <source>§7.6 %1 misses a meeting, the first in a row: the nation is absent for the meeting.</source>
        <translation>§7.6 %1 versäumt ein Treffen, das erste in Folge: Die Nation ist bei diesem Treffen abwesend.</translation>
    </message>
    <message>
        <source>§7.6 %1 holds no area left to lose.</source>
        <translation>§7.6 %1 hat kein Gebiet mehr, das verloren gehen könnte.</translation>
    </message>
    <message>
        <source>§7.6, I-63 %1 loses the areas its capital %2 cannot reach: %3.</source>
        <translation>§7.6, I-63 %1 verliert die Gebiete, die von der Hauptstadt %2 aus nicht erreichbar sind: %3.</translation>
    </message>
    <message>
        <source>§7.6, I-63 %1 loses the areas %2 steps from its capital %3: %4.</source>
        <extracomment>%2 is the number of steps, %3 the capital, %4 the areas lost</extracomment>
        <translation>§7.6, I-63 %1 verliert die Gebiete, die %2 Schritte von der Hauptstadt %3 entfernt liegen: %4.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Orders</name>
    <message>
        <source>§1.5 There is no army &apos;%1&apos; on the map.</source>
        <translation>§1.5 Es gibt keine Armee „%1“ auf der Karte.</translation>
    </message>
    <message numerus="yes">
        <source>§4.4 %1 is held up in %2 for %n more turn(s) and then completes its move by itself; it takes no orders meanwhile.</source>
        <translation>
            <numerusform>§4.4 %1 wird in %2 noch %n Runde aufgehalten und vollendet dann den Zug von selbst; bis dahin nimmt die Armee keine Befehle an.</numerusform>
            <numerusform>§4.4 %1 wird in %2 noch %n Runden aufgehalten und vollendet dann den Zug von selbst; bis dahin nimmt die Armee keine Befehle an.</numerusform>
        </translation>
    </message>
    <message>
        <source>§5.8 %1 is pre-engaged in %2 and fights there this turn; it takes no orders.</source>
        <translation>§5.8 %1 ist in %2 vorab gebunden und kämpft dort in dieser Runde; die Armee nimmt keine Befehle an.</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed: it is no longer an army and marches home without orders.</source>
        <translation>§6.8 %1 ist auf der Flucht: keine Armee mehr, marschiert ohne Befehle nach Hause.</translation>
    </message>
    <message>
        <source>§7.6 The player of %1 is absent: the army stands still this turn.</source>
        <translation>§7.6 Der Spieler von %1 ist abwesend: Die Armee bleibt in dieser Runde stehen.</translation>
    </message>
    <message>
        <source>§7.2 %1 is at sea: the expedition chart decides where it goes, not orders.</source>
        <translation>§7.2 %1 ist auf See: Die Expeditionstabelle bestimmt, wohin es geht, nicht Befehle.</translation>
    </message>
    <message>
        <source>§4.1 %1 moves one area a month: %2 does not border %3.</source>
        <translation>§4.1 %1 zieht ein Gebiet pro Monat: %2 grenzt nicht an %3.</translation>
    </message>
    <message>
        <source>§4.1 %1 cannot march to %2: it is not a land area of the map.</source>
        <translation>§4.1 %1 kann nicht nach %2 marschieren: Es ist kein Landgebiet der Karte.</translation>
    </message>
    <message>
        <source>§4.6 %1 is out of supply and may only enter areas its nation controls; %2 is not one of them.</source>
        <translation>§4.6 %1 ist ohne Versorgung und darf nur Gebiete betreten, die ihre Nation kontrolliert; %2 gehört nicht dazu.</translation>
    </message>
    <message>
        <source>§5.5 %1 is besieged in %2: its orders are sally forth or interdict.</source>
        <translation>§5.5 %1 wird in %2 belagert: Mögliche Befehle sind Ausfall oder Abriegeln.</translation>
    </message>
    <message>
        <source>§5.5 %1 is not besieged in %2, so it has nothing to sally forth from.</source>
        <translation>§5.5 %1 wird in %2 nicht belagert und kann daher keinen Ausfall machen.</translation>
    </message>
    <message>
        <source>§5.5 %1 is not besieging anything in %2: siege and assault orders are for a besieger.</source>
        <translation>§5.5 %1 belagert in %2 nichts: Belagerungs- und Angriffsbefehle sind für Belagerer.</translation>
    </message>
    <message>
        <source>§4.8 The interdict order is for an army at a population centre; %1 stands at the %2 of %3 (in the countryside it interdicts anyway, at a POI never).</source>
        <translation>§4.8 Der Befehl Abriegeln gilt für eine Armee an einer Siedlung; %1 steht in %3, Standort: %2 (im offenen Land riegelt sie ohnehin ab, an einem besonderen Ort nie).</translation>
    </message>
    <message>
        <source>I-52 %1 cannot use a pass or ford into %2: that boundary has none.</source>
        <translation>I-52 %1 kann keinen Pass und keine Furt nach %2 benutzen: Diese Grenze hat keine.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 is not an expedition; only expeditions go to sea.</source>
        <translation>§7.2.2 %1 ist keine Expedition; nur Expeditionen stechen in See.</translation>
    </message>
    <message>
        <source>I-12 %1 sails from a coastal town or city of its own nation; %2 is not one.</source>
        <translation>I-12 %1 sticht von einer Küstenstadt oder -großstadt der eigenen Nation in See; %2 ist keine.</translation>
    </message>
    <message>
        <source>§4.3 %1 and %2 start the month in one area and must go to different areas; both are bound for %3.</source>
        <translation>§4.3 %1 und %2 beginnen den Monat in einem Gebiet und müssen in verschiedene Gebiete ziehen; beide wollen nach %3.</translation>
    </message>
    <message>
        <source>I-54 The order of %1 for turn %2 was written on an earlier turn and stands.</source>
        <translation>I-54 Der Befehl von %1 für Runde %2 wurde in einer früheren Runde geschrieben und bleibt bestehen.</translation>
    </message>
    <message numerus="yes">
        <source>§4.2 %1 writes orders %n turn(s) ahead; turn %2 is beyond that.</source>
        <translation>
            <numerusform>§4.2 %1 schreibt Befehle %n Runde im Voraus; Runde %2 liegt darüber hinaus.</numerusform>
            <numerusform>§4.2 %1 schreibt Befehle %n Runden im Voraus; Runde %2 liegt darüber hinaus.</numerusform>
        </translation>
    </message>
    <message>
        <source>§4.2 Turn %1 has already been played; %2 writes orders for this turn and later ones.</source>
        <translation>§4.2 Runde %1 wurde bereits gespielt; %2 schreibt Befehle für diese und spätere Runden.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 is an army of the sea people: it may stand only where there is water, a coast or a major river, and %2 has neither.</source>
        <translation>§7.2.7 %1 ist eine Armee des Meervolks: Sie darf nur dort stehen, wo es Wasser, eine Küste oder einen großen Fluss gibt, und %2 hat nichts davon.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::PickupResult</name>
    <message>
        <source>§7.7.3 I-72 A game between leftover picks has no campaign effect: there is no result to enter.</source>
        <translation>§7.7.3 I-72 Ein Spiel zwischen übrig gebliebenen Wahlen hat keine Auswirkung auf die Kampagne: Es gibt kein Ergebnis einzutragen.</translation>
    </message>
    <message>
        <source>§7.7.4 The winner is side 0 or 1 (or none for a draw), not %1.</source>
        <translation>§7.7.4 Der Sieger ist Seite 0 oder 1 (oder keine bei Unentschieden), nicht %1.</translation>
    </message>
    <message>
        <source>§2.15 I-77 %1&apos;s army earns experience from the victory points it scored: enter them.</source>
        <translation>§2.15 I-77 Die Armee von %1 erhält Erfahrung aus den erzielten Siegpunkten: diese eintragen.</translation>
    </message>
    <message>
        <source>§2.15 I-77 lesserCommandersEarnXP is on: %1 earns experience from the victory points its %2 scored: enter them.</source>
        <translation>§2.15 I-77 lesserCommandersEarnXP ist aktiviert: %1 erhält Erfahrung aus den von %2 erzielten Siegpunkten: diese eintragen.</translation>
    </message>
    <message>
        <source>§2.13 Victory points are 0 or more, not %1 (%2).</source>
        <translation>§2.13 Siegpunkte sind 0 oder mehr, nicht %1 (%2).</translation>
    </message>
    <message>
        <source>§7.7.1 There is no lesser race &quot;%1&quot;.</source>
        <translation>§7.7.1 Es gibt kein kleineres Volk „%1“.</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Sieg für %1</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>§7.7.4 %1: %2</source>
        <translation>§7.7.4 %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a nation, %2 the experience sentence</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>I-78 pickupRosterLosses is on: strike %1&apos;s losses in this battle from its roster (roster loss)</source>
        <translation>I-78 pickupRosterLosses ist aktiviert: die Verluste von %1 in dieser Schlacht aus der Armeeliste streichen (roster loss)</translation>
    </message>
    <message>
        <source>I-78 %1&apos;s roster takes no losses from a pick-up battle</source>
        <translation>I-78 Die Armeeliste von %1 erleidet durch eine Gelegenheitsschlacht keine Verluste</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::PickupRound</name>
    <message>
        <source>§7.7.3 Every free nation has picked this month; undo a pick to change it.</source>
        <translation>§7.7.3 Jede freie Nation hat in diesem Monat gewählt; eine Wahl rückgängig machen, um sie zu ändern.</translation>
    </message>
    <message>
        <source>§7.7.2 %1 is not among this month&apos;s free nations (%2).</source>
        <translation>§7.7.2 %1 gehört nicht zu den freien Nationen dieses Monats (%2).</translation>
    </message>
    <message>
        <source>§7.7.3 It is %1&apos;s turn to pick, not %2&apos;s (the order is drawn at the start).</source>
        <translation>§7.7.3 %1 ist mit der Wahl an der Reihe, nicht %2 (die Reihenfolge wird zu Beginn ausgelost).</translation>
    </message>
    <message>
        <source>§7.7.3 Only option A names a lesser race; %1 picked %2.</source>
        <translation>§7.7.3 Nur Option A nennt ein kleineres Volk; %1 hat %2 gewählt.</translation>
    </message>
    <message>
        <source>§7.7.3 I-72 %1 cannot pick B while %2&apos;s army waits for a lesser race (open pick B): pick A or C instead.</source>
        <translation>§7.7.3 I-72 %1 kann B nicht wählen, solange die Armee von %2 auf ein kleineres Volk wartet (offene Wahl B): stattdessen A oder C wählen.</translation>
    </message>
    <message>
        <source>§7.7.3 Option A needs the lesser race %1 leads.</source>
        <translation>§7.7.3 Option A braucht das kleinere Volk, das %1 führt.</translation>
    </message>
    <message>
        <source>§7.7.1 There is no lesser race &quot;%1&quot;.</source>
        <translation>§7.7.1 Es gibt kein kleineres Volk „%1“.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 are independent, on the map, and cannot be picked until their army is beaten.</source>
        <translation>§7.7.6 %1 sind unabhängig, stehen auf der Karte und können nicht gewählt werden, bis ihre Armee geschlagen ist.</translation>
    </message>
    <message>
        <source>§7.7.3 %1 were picked by %2 earlier this round.</source>
        <translation>§7.7.3 %1 wurden in dieser Runde bereits von %2 gewählt.</translation>
    </message>
    <message>
        <source>§7.7.5 I-74 %1 needs the consent of %2 (more affiliation markers on %3 than its %4) before leading them. With consent, pick again naming who agreed; after a refusal, %1 picks again.</source>
        <translation>§7.7.5 I-74 %1 braucht die Zustimmung von %2 (mehr Bündnismarker für %3 als die eigenen %4), bevor %1 sie führen darf. Mit Zustimmung erneut wählen und angeben, wer zugestimmt hat; nach einer Ablehnung wählt %1 erneut.</translation>
    </message>
    <message>
        <source>§7.7.3 %1 passes (C): no campaign effect</source>
        <translation>§7.7.3 %1 passt (C): keine Auswirkung auf die Kampagne</translation>
    </message>
    <message>
        <source>%1&apos;s army</source>
        <extracomment>a nation&apos;s own army in a pick-up battle</extracomment>
        <translation>Armee von %1</translation>
    </message>
    <message>
        <source>§7.7.3 I-72 %1: no earlier pick is open, so this pick waits for a partner</source>
        <translation>§7.7.3 I-72 %1: Keine frühere Wahl ist offen, daher wartet diese Wahl auf einen Partner</translation>
    </message>
    <message>
        <source>§7.7.3 I-72 %1 meets the open pick: %2</source>
        <translation>§7.7.3 I-72 %1 trifft auf die offene Wahl: %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a lesser race and the nation leading it: &quot;Elves (Brown)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>§7.7.3 Pick-up round order: place %1 among %2</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 a place, %2 the nations left</extracomment>
        <translation>§7.7.3 Reihenfolge der Gelegenheitsrunde: Platz %1 unter %2</translation>
    </message>
    <message>
        <source>§7.7.5 %1 may lead %2 without asking: no nation holds more than its %3 affiliation marker(s)</source>
        <extracomment>%1 a nation, %2 a lesser race, %3 its markers on that race</extracomment>
        <translation>§7.7.5 %1 darf %2 ohne Nachfrage führen: Keine Nation hält mehr als ihre %3 Bündnismarker</translation>
    </message>
    <message>
        <source>has already picked this round, so agrees automatically</source>
        <translation>hat in dieser Runde bereits gewählt und stimmt daher automatisch zu</translation>
    </message>
    <message>
        <source>fights a campaign battle, so agrees automatically</source>
        <translation>schlägt eine Kampagnenschlacht und stimmt daher automatisch zu</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>zugestimmt</translation>
    </message>
    <message>
        <source>has not agreed and may refuse</source>
        <translation>hat nicht zugestimmt und darf ablehnen</translation>
    </message>
    <message>
        <source>%1 (%2 marker(s)) %3</source>
        <extracomment>%1 a nation, %2 its markers, %3 how it answers</extracomment>
        <translation>%1 (%2 Marker) %3</translation>
    </message>
    <message>
        <source>§7.7.5 I-74 %1 asks to lead %2, holding %3 affiliation marker(s): %4; %5</source>
        <extracomment>%1 the asking nation, %2 a lesser race, %3 the asker&apos;s markers, %4 the answers, %5 outcome</extracomment>
        <translation>§7.7.5 I-74 %1 bittet darum, %2 zu führen, mit %3 Bündnismarker(n): %4; %5</translation>
    </message>
    <message>
        <source>the request is granted</source>
        <translation>der Bitte wird stattgegeben</translation>
    </message>
    <message>
        <source>the request waits for every holder&apos;s consent</source>
        <translation>die Bitte wartet auf die Zustimmung aller Markerhalter</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Population</name>
    <message>
        <source>none</source>
        <extracomment>an empty list of areas</extracomment>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 village</source>
        <translation>%1 Dorf</translation>
    </message>
    <message>
        <source>%1 villages</source>
        <translation>%1 Dörfer</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 Einheit</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 Einheiten</translation>
    </message>
    <message>
        <source>%1 character point</source>
        <extracomment>%1 is a signed number of character points, such as +1 or -2</extracomment>
        <translation>%1 Charakterpunkt</translation>
    </message>
    <message>
        <source>%1 character points</source>
        <translation>%1 Charakterpunkte</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>what a chaos land roll gives when it gives nothing</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>PT %1 = 3 × %2 + 2 × %3 + 1 × %4 + %5 other</source>
        <extracomment>PT (population total) is a rules abbreviation; %2, %3 and %4 count cities, towns and villages</extracomment>
        <translation>BZ %1 = 3 × %2 + 2 × %3 + 1 × %4 + %5 Sonstiges</translation>
    </message>
    <message>
        <source>%1 city</source>
        <translation>%1 Großstadt</translation>
    </message>
    <message>
        <source>%1 cities</source>
        <translation>%1 Großstädte</translation>
    </message>
    <message>
        <source>%1 town</source>
        <translation>%1 Stadt</translation>
    </message>
    <message>
        <source>%1 towns</source>
        <translation>%1 Städte</translation>
    </message>
    <message>
        <source>Cities: %1</source>
        <translation>Großstädte: %1</translation>
    </message>
    <message>
        <source>Towns: %1</source>
        <translation>Städte: %1</translation>
    </message>
    <message>
        <source>Villages: %1</source>
        <translation>Dörfer: %1</translation>
    </message>
    <message>
        <source>Chaos land without a town (population from its roll only): %1</source>
        <translation>Chaosland ohne Stadt (Bevölkerung nur aus seinem Wurf): %1</translation>
    </message>
    <message>
        <source> in %1</source>
        <extracomment>fills %2 of &quot;Other: %1%2 (%3)&quot;: the area the points come from</extracomment>
        <translation> in %1</translation>
    </message>
    <message>
        <source>Other: %1%2 (%3)</source>
        <extracomment>%1 is a number of points, %2 is &quot; in &lt;areas&gt;&quot; or empty, %3 the reason</extracomment>
        <translation>Sonstiges: %1%2 (%3)</translation>
    </message>
    <message>
        <source>Mob limit = PT = %1</source>
        <translation>Aufgebotsgrenze = BZ = %1</translation>
    </message>
    <message>
        <source>%1: no nation %2</source>
        <translation>%1: keine Nation %2</translation>
    </message>
    <message>
        <source>Chaos land roll %1 for area %2: not an owned chaos area without a town or city, or not a d10 face</source>
        <translation>Chaoslandwurf %1 für Gebiet %2: kein Chaosgebiet in Besitz ohne Stadt oder Großstadt, oder kein Wert eines d10</translation>
    </message>
    <message>
        <source>Chaos land %1</source>
        <extracomment>%1 explains a chaos land roll, such as &quot;d10 = 4: 1 village&quot;</extracomment>
        <translation>Chaosland %1</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Production</name>
    <message>
        <source>new town on a village (each town keeps 5 supporting villages)</source>
        <translation>neue Stadt auf einem Dorf (jede Stadt behält 5 stützende Dörfer)</translation>
    </message>
    <message>
        <source>new city on a village (one city per 3 towns)</source>
        <translation>neue Großstadt auf einem Dorf (eine Großstadt je 3 Städte)</translation>
    </message>
    <message>
        <source>city reduced to a town (fewer than 3 towns per city)</source>
        <translation>Großstadt zur Stadt herabgestuft (weniger als 3 Städte je Großstadt)</translation>
    </message>
    <message>
        <source>city removed, its area is a village again (fewer than 3 towns per city)</source>
        <translation>Großstadt entfernt, ihr Gebiet ist wieder ein Dorf (weniger als 3 Städte je Großstadt)</translation>
    </message>
    <message>
        <source>town reduced to a village (fewer than 5 villages per town)</source>
        <translation>Stadt zum Dorf herabgestuft (weniger als 5 Dörfer je Stadt)</translation>
    </message>
    <message>
        <source>the nation&apos;s only town is kept although unsupported</source>
        <translation>die einzige Stadt der Nation bleibt erhalten, obwohl ihr stützende Dörfer fehlen</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Anfang: %1</translation>
    </message>
    <message>
        <source>Most new towns: %1; most new cities: %2</source>
        <translation>Höchstens neue Städte: %1; höchstens neue Großstädte: %2</translation>
    </message>
    <message>
        <source>End: %1</source>
        <translation>Ende: %1</translation>
    </message>
    <message>
        <source>§2.7 Last Stand not needed: the nation has a town</source>
        <translation>§2.7 Letztes Gefecht nicht nötig: Die Nation hat eine Stadt</translation>
    </message>
    <message>
        <source>§2.7 Last Stand: a town is placed on one of the nation&apos;s areas (%1)</source>
        <translation>§2.7 Letztes Gefecht: Auf einem Gebiet der Nation wird eine Stadt gesetzt (%1)</translation>
    </message>
    <message>
        <source>§2.7 Last Stand: the city is reduced to a town (%1)</source>
        <translation>§2.7 Letztes Gefecht: Die Großstadt wird zur Stadt herabgestuft (%1)</translation>
    </message>
    <message>
        <source>I-61 No area left for a Last Stand: Rebellion or New Nation</source>
        <translation>I-61 Kein Gebiet mehr für ein Letztes Gefecht: Rebellion oder Neue Nation</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ProductionPlan</name>
    <message>
        <source>§2.7 %1 holds %2 (chaos lands without a town count as villages, I-62).</source>
        <extracomment>%1 is a nation, %2 counts such as &quot;V=16 T=3 C=0&quot;</extracomment>
        <translation>§2.7 %1 besitzt %2 (Chaosländer ohne Stadt zählen als Dörfer, I-62).</translation>
    </message>
    <message>
        <source>Town %1 is supported by the villages %2.</source>
        <translation>Stadt %1 wird von den Dörfern %2 gestützt.</translation>
    </message>
    <message>
        <source>City %1 is supported by the towns %2.</source>
        <translation>Großstadt %1 wird von den Städten %2 gestützt.</translation>
    </message>
    <message>
        <source>Town %1 lacks its 5 villages.</source>
        <translation>Stadt %1 fehlen ihre 5 Dörfer.</translation>
    </message>
    <message>
        <source>City %1 lacks its 3 towns.</source>
        <translation>Großstadt %1 fehlen ihre 3 Städte.</translation>
    </message>
    <message>
        <source>§7.3 %1 now has a centre in %2 on %3, away from its home landmass: the player declares it a colony or founds another country there.</source>
        <extracomment>%1 a nation, %2 an area, %3 a landmass</extracomment>
        <translation>§7.3 %1 hat nun eine Siedlung in %2 auf %3, fern der heimatlichen Landmasse: Der Spieler erklärt sie zur Kolonie oder gründet dort ein weiteres Land.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Ransom</name>
    <message>
        <source>§2.16 captive of level %1, %2 population point(s) offered</source>
        <translation>§2.16 Gefangener der Stufe %1, %2 Bevölkerungspunkt(e) angeboten</translation>
    </message>
    <message>
        <source>: accepted</source>
        <extracomment>appended to &quot;captive of level %1, %2 population point(s) offered&quot;</extracomment>
        <translation>: angenommen</translation>
    </message>
    <message>
        <source>: not enough, at least %1 needed</source>
        <translation>: nicht genug, mindestens %1 nötig</translation>
    </message>
    <message>
        <source>: more than needed, %1 can be paid exactly from the nation&apos;s areas (I-20)</source>
        <translation>: mehr als nötig, %1 können genau aus den Gebieten der Nation bezahlt werden (I-20)</translation>
    </message>
    <message>
        <source>: the nation&apos;s areas cannot pay %1 (I-20)</source>
        <translation>: die Gebiete der Nation können %1 nicht aufbringen (I-20)</translation>
    </message>
    <message>
        <source>: the offer names centres the nation does not hold</source>
        <translation>: das Angebot nennt Siedlungen, die die Nation nicht besitzt</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Rebellion</name>
    <message>
        <source>§7.4.2 %1 has no troops and no land, and none of its former towns still stands: only a New Nation brings it back.</source>
        <translation>§7.4.2 %1 hat weder Truppen noch Land, und keine ihrer früheren Städte steht noch: Nur eine Neue Nation bringt sie zurück.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 has no troops and no land: its player may seize one of its former towns and rise in rebellion: %2.</source>
        <translation>§7.4.2 %1 hat weder Truppen noch Land: Ihr Spieler kann eine ihrer früheren Städte einnehmen und sich zur Rebellion erheben: %2.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Retreat</name>
    <message>
        <source>§6.7 (1) back to the area it came from: %1</source>
        <translation>§6.7 (1) zurück in das Gebiet, aus dem sie kam: %1</translation>
    </message>
    <message>
        <source>§6.7 (2) a free area of its own nation: %1</source>
        <translation>§6.7 (2) ein freies Gebiet der eigenen Nation: %1</translation>
    </message>
    <message>
        <source>§6.7 (3) a free uncontrolled area: %1</source>
        <translation>§6.7 (3) ein freies unkontrolliertes Gebiet: %1</translation>
    </message>
    <message>
        <source>§6.7 (4) another player&apos;s area without town or city, nearer its own: %1</source>
        <translation>§6.7 (4) ein Gebiet eines anderen Spielers ohne Stadt oder Großstadt, näher an den eigenen Gebieten: %1</translation>
    </message>
    <message>
        <source>§6.7 no area qualifies: the army routs (§6.8).</source>
        <translation>§6.7 Kein Gebiet kommt infrage: Die Armee flieht (§6.8).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Roster</name>
    <message>
        <source>§2.2 The units cost %1 points more than the army points allow.</source>
        <translation>§2.2 Die Einheiten kosten %1 Punkte mehr, als die Armeepunkte erlauben.</translation>
    </message>
    <message>
        <source>§1.2 &apos;%1&apos; is not a unit type of the nation&apos;s army list.</source>
        <translation>§1.2 „%1“ ist kein Einheitentyp aus dem Armeebuch der Nation.</translation>
    </message>
    <message>
        <source>I-15 &apos;%1&apos; belongs to another category than its roster line.</source>
        <translation>I-15 „%1“ gehört zu einer anderen Kategorie als seine Zeile in der Armeeliste.</translation>
    </message>
    <message>
        <source>I-15 &apos;%1&apos; costs %2 points in the list, not the line&apos;s %3; types of different cost go on separate lines.</source>
        <translation>I-15 „%1“ kostet laut Armeebuch %2 Punkte, nicht %3 wie in der Zeile; Typen mit unterschiedlichen Kosten kommen in getrennte Zeilen.</translation>
    </message>
    <message>
        <source>I-15 Roster line %1 names no unit type.</source>
        <translation>I-15 Zeile %1 der Armeeliste nennt keinen Einheitentyp.</translation>
    </message>
    <message>
        <source>§1.4 Roster line %1 (%2): counts must not be negative, and lost or free units cannot outnumber those purchased.</source>
        <translation>§1.4 Zeile %1 der Armeeliste (%2): Anzahlen dürfen nicht negativ sein, und verlorene oder kostenlose Einheiten dürfen nicht zahlreicher sein als die gekauften.</translation>
    </message>
    <message>
        <source>§2.3 The characters cost %1 character points more than the nation has (captured and killed characters still count).</source>
        <translation>§2.3 Die Charaktere kosten %1 Charakterpunkte mehr, als die Nation hat (gefangene und gefallene Charaktere zählen weiterhin).</translation>
    </message>
    <message>
        <source>§1.4 In the first year a nation may have one general, not %1.</source>
        <translation>§1.4 Im ersten Jahr darf eine Nation einen General haben, nicht %1.</translation>
    </message>
    <message>
        <source>§1.4 %1: the nation&apos;s army list has no character of this type.</source>
        <translation>§1.4 %1: Das Armeebuch der Nation hat keinen Charakter dieses Typs.</translation>
    </message>
    <message>
        <source>§2.3 %1: this character type cannot be bought in this campaign.</source>
        <translation>§2.3 %1: Dieser Charaktertyp kann in dieser Kampagne nicht gekauft werden.</translation>
    </message>
    <message>
        <source>§1.4 The magic item &apos;%1&apos; is carried by two characters; an item stays with the character it was given to.</source>
        <translation>§1.4 Der magische Gegenstand „%1“ wird von zwei Charakteren getragen; ein Gegenstand bleibt bei dem Charakter, dem er gegeben wurde.</translation>
    </message>
    <message>
        <source>I-16 %1 army points are unspent, enough for another unit (cheapest %2); unspent points are lost.</source>
        <translation>I-16 %1 Armeepunkte sind nicht ausgegeben, genug für eine weitere Einheit (die günstigste kostet %2); nicht ausgegebene Punkte verfallen.</translation>
    </message>
    <message>
        <source>§2.5 There is no roster line %1.</source>
        <translation>§2.5 Es gibt keine Zeile %1 in der Armeeliste.</translation>
    </message>
    <message>
        <source>§2.5 Line %1 (%2) has %3 units available; %4 cannot be struck off.</source>
        <translation>§2.5 Zeile %1 (%2) hat %3 verfügbare Einheiten; %4 können nicht gestrichen werden.</translation>
    </message>
    <message>
        <source>§1.4 &apos;%1&apos; is already carried by %2; an item never changes hands by choice.</source>
        <translation>§1.4 „%1“ wird bereits von %2 getragen; ein Gegenstand wechselt nie freiwillig den Besitzer.</translation>
    </message>
    <message>
        <source>There is no character &apos;%1&apos; on the roster.</source>
        <translation>Auf der Armeeliste steht kein Charakter „%1“.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::RoutedMarch</name>
    <message>
        <source> (the owner may choose %1 instead, I-58)</source>
        <extracomment>appended when a routed army had several equal steps; %1 the other areas</extracomment>
        <translation> (der Besitzer darf stattdessen %1 wählen, I-58)</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed, %2 area steps from a free town or city of its own: it marches to %3%4</source>
        <extracomment>%1 army, %2 steps to go, %3 the area it marches to, %4 the alternatives or nothing</extracomment>
        <translation>§6.8 %1 ist auf der Flucht, %2 Gebietsschritte von einer freien eigenen Stadt oder Großstadt entfernt: Sie marschiert nach %3%4</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed and reaches %2, a free town or city of its own%3; it reforms after one full turn there without an enemy entering</source>
        <extracomment>%1 army, %2 its home area, %3 the alternatives or nothing</extracomment>
        <translation>§6.8 %1 ist auf der Flucht und erreicht %2, eine freie eigene Stadt oder Großstadt%3; sie sammelt sich nach einem vollen Zug dort neu, wenn kein Feind eindringt</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed and waits at home for one full turn without an enemy entering (an enemy&apos;s arrival starts the wait again, I-58)</source>
        <translation>§6.8 %1 ist auf der Flucht und wartet zu Hause einen vollen Zug, ohne dass ein Feind eindringt (die Ankunft eines Feindes lässt die Wartezeit neu beginnen, I-58)</translation>
    </message>
    <message>
        <source>§6.8 %1 stood a full turn at home without contact: it reforms as an army</source>
        <translation>§6.8 %1 stand einen vollen Zug ohne Kontakt zu Hause: Sie sammelt sich wieder als Armee</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed and no free town or city of its own can be reached: it stays where it is (I-58)</source>
        <translation>§6.8 %1 ist auf der Flucht und kann keine freie eigene Stadt oder Großstadt erreichen: Sie bleibt, wo sie ist (I-58)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::StepBlockers</name>
    <message>
        <source>%1 (%2): %3.</source>
        <extracomment>%1 is a step such as &quot;M-1&quot;, %2 a rules section such as &quot;§4.1&quot;, %3 what is missing</extracomment>
        <translation>%1 (%2): %3.</translation>
    </message>
    <message>
        <source>1 map problem left: %1</source>
        <translation>1 Kartenproblem verbleibt: %1</translation>
    </message>
    <message>
        <source>%1 map problems left: %2</source>
        <translation>%1 Kartenprobleme verbleiben: %2</translation>
    </message>
    <message>
        <source>1 nation has no army list yet: %1</source>
        <translation>1 Nation hat noch kein Armeebuch: %1</translation>
    </message>
    <message>
        <source>%1 nations have no army list yet: %2</source>
        <translation>%1 Nationen haben noch kein Armeebuch: %2</translation>
    </message>
    <message>
        <source>1 author&apos;s magic items exceed 150 points: %1</source>
        <translation>1 Autor liegt mit seinen magischen Gegenständen über 150 Punkten: %1</translation>
    </message>
    <message>
        <source>%1 authors&apos; magic items exceed 150 points: %2</source>
        <translation>%1 Autoren liegen mit ihren magischen Gegenständen über 150 Punkten: %2</translation>
    </message>
    <message>
        <source>1 player still places a POI card: %1</source>
        <translation>1 Spieler legt noch eine Karte für einen besonderen Ort aus: %1</translation>
    </message>
    <message>
        <source>%1 players still place a POI card: %2</source>
        <translation>%1 Spieler legen noch eine Karte für einen besonderen Ort aus: %2</translation>
    </message>
    <message>
        <source>1 lesser race still to choose: %1</source>
        <translation>1 kleineres Volk noch zu wählen: %1</translation>
    </message>
    <message>
        <source>%1 lesser races still to choose: %2</source>
        <translation>%1 kleinere Völker noch zu wählen: %2</translation>
    </message>
    <message>
        <source>1 captive awaits the owner&apos;s ransom answer: %1</source>
        <translation>1 Gefangener wartet auf die Antwort seiner Nation zum Freikauf: %1</translation>
    </message>
    <message>
        <source>%1 captives await their owners&apos; ransom answers: %2</source>
        <translation>%1 Gefangene warten auf die Antworten ihrer Nationen zum Freikauf: %2</translation>
    </message>
    <message>
        <source>1 fallen nation may rebel and has not answered: %1</source>
        <translation>1 gefallene Nation kann sich erheben und hat noch nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>%1 fallen nations may rebel and have not answered: %2</source>
        <translation>%1 gefallene Nationen können sich erheben und haben noch nicht geantwortet: %2</translation>
    </message>
    <message>
        <source>1 Last Stand town still to place: %1</source>
        <translation>1 Stadt für ein Letztes Gefecht noch zu setzen: %1</translation>
    </message>
    <message>
        <source>%1 Last Stand towns still to place: %2</source>
        <translation>%1 Städte für ein Letztes Gefecht noch zu setzen: %2</translation>
    </message>
    <message>
        <source>1 chaos land gift of units still needs its unit types: %1</source>
        <translation>1 Zuteilung von Einheiten aus einem Chaosland braucht noch ihre Einheitentypen: %1</translation>
    </message>
    <message>
        <source>%1 chaos land gifts of units still need their unit types: %2</source>
        <translation>%1 Zuteilungen von Einheiten aus Chaosländern brauchen noch ihre Einheitentypen: %2</translation>
    </message>
    <message>
        <source>1 nation&apos;s tally is not frozen yet: %1</source>
        <translation>bei 1 Nation ist die Bilanz noch nicht festgeschrieben: %1</translation>
    </message>
    <message>
        <source>%1 nations&apos; tallies are not frozen yet: %2</source>
        <translation>bei %1 Nationen ist die Bilanz noch nicht festgeschrieben: %2</translation>
    </message>
    <message>
        <source>1 nation still places new centres: %1</source>
        <translation>1 Nation setzt noch neue Siedlungen: %1</translation>
    </message>
    <message>
        <source>%1 nations still place new centres: %2</source>
        <translation>%1 Nationen setzen noch neue Siedlungen: %2</translation>
    </message>
    <message>
        <source>1 nation still chooses which unsupported centre to reduce: %1</source>
        <translation>1 Nation wählt noch, welche nicht gestützte Siedlung herabgestuft wird: %1</translation>
    </message>
    <message>
        <source>%1 nations still choose which unsupported centres to reduce: %2</source>
        <translation>%1 Nationen wählen noch, welche nicht gestützten Siedlungen herabgestuft werden: %2</translation>
    </message>
    <message>
        <source>1 town on another landmass awaits the colony or new country decision: %1</source>
        <translation>1 Stadt auf einer anderen Landmasse wartet auf die Entscheidung zwischen Kolonie und neuem Land: %1</translation>
    </message>
    <message>
        <source>%1 towns on other landmasses await the colony or new country decision: %2</source>
        <translation>%1 Städte auf anderen Landmassen warten auf die Entscheidung zwischen Kolonie und neuem Land: %2</translation>
    </message>
    <message>
        <source>1 roster is not finished: %1</source>
        <translation>1 Armeeliste ist nicht fertig: %1</translation>
    </message>
    <message>
        <source>%1 rosters are not finished: %2</source>
        <translation>%1 Armeelisten sind nicht fertig: %2</translation>
    </message>
    <message>
        <source>1 magic item has no carrier yet: %1</source>
        <translation>1 magischer Gegenstand hat noch keinen Träger: %1</translation>
    </message>
    <message>
        <source>%1 magic items have no carrier yet: %2</source>
        <translation>%1 magische Gegenstände haben noch keinen Träger: %2</translation>
    </message>
    <message>
        <source>1 nation has not finished placing its armies: %1</source>
        <translation>1 Nation hat das Aufstellen ihrer Armeen noch nicht abgeschlossen: %1</translation>
    </message>
    <message>
        <source>%1 nations have not finished placing their armies: %2</source>
        <translation>%1 Nationen haben das Aufstellen ihrer Armeen noch nicht abgeschlossen: %2</translation>
    </message>
    <message>
        <source>attendance not recorded for 1 player: %1</source>
        <translation>Anwesenheit für 1 Spieler nicht festgehalten: %1</translation>
    </message>
    <message>
        <source>attendance not recorded for %1 players: %2</source>
        <translation>Anwesenheit für %1 Spieler nicht festgehalten: %2</translation>
    </message>
    <message>
        <source>1 returning nation still has New Year steps to run: %1</source>
        <translation>1 zurückkehrende Nation hat noch Neujahrsschritte auszuführen: %1</translation>
    </message>
    <message>
        <source>%1 returning nations still have New Year steps to run: %2</source>
        <translation>%1 zurückkehrende Nationen haben noch Neujahrsschritte auszuführen: %2</translation>
    </message>
    <message>
        <source>1 nation may declare exodus and has not answered: %1</source>
        <translation>1 Nation kann einen Exodus erklären und hat noch nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>%1 nations may declare exodus and have not answered: %2</source>
        <translation>%1 Nationen können einen Exodus erklären und haben noch nicht geantwortet: %2</translation>
    </message>
    <message>
        <source>orders missing for 1 army: %1</source>
        <translation>für 1 Armee fehlen die Befehle: %1</translation>
    </message>
    <message>
        <source>orders missing for %1 armies: %2</source>
        <translation>für %1 Armeen fehlen die Befehle: %2</translation>
    </message>
    <message>
        <source>1 army has not picked its number for the terrain check: %1</source>
        <translation>1 Armee hat noch keine Zahl für die Geländeprobe gewählt: %1</translation>
    </message>
    <message>
        <source>%1 armies have not picked their numbers for the terrain check: %2</source>
        <translation>%1 Armeen haben noch keine Zahlen für die Geländeprobe gewählt: %2</translation>
    </message>
    <message>
        <source>1 nation still chooses the units its terrain check cost: %1</source>
        <translation>1 Nation wählt noch die Einheiten, die ihre Geländeprobe gekostet hat: %1</translation>
    </message>
    <message>
        <source>%1 nations still choose the units their terrain checks cost: %2</source>
        <translation>%1 Nationen wählen noch die Einheiten, die ihre Geländeproben gekostet haben: %2</translation>
    </message>
    <message>
        <source>1 nation has two armies in one area and must send one back: %1</source>
        <translation>1 Nation hat zwei Armeen in einem Gebiet und muss eine zurückschicken: %1</translation>
    </message>
    <message>
        <source>%1 nations have two armies in one area and must send one back: %2</source>
        <translation>%1 Nationen haben zwei Armeen in einem Gebiet und müssen eine zurückschicken: %2</translation>
    </message>
    <message>
        <source>1 secret location choice is missing: %1</source>
        <translation>1 geheime Standortwahl fehlt: %1</translation>
    </message>
    <message>
        <source>%1 secret location choices are missing: %2</source>
        <translation>%1 geheime Standortwahlen fehlen: %2</translation>
    </message>
    <message>
        <source>1 battle has no result yet: %1</source>
        <translation>1 Schlacht hat noch kein Ergebnis: %1</translation>
    </message>
    <message>
        <source>%1 battles have no result yet: %2</source>
        <translation>%1 Schlachten haben noch kein Ergebnis: %2</translation>
    </message>
    <message>
        <source>1 retreat still needs its area chosen: %1</source>
        <translation>für 1 Rückzug ist das Gebiet noch zu wählen: %1</translation>
    </message>
    <message>
        <source>%1 retreats still need their areas chosen: %2</source>
        <translation>für %1 Rückzüge sind die Gebiete noch zu wählen: %2</translation>
    </message>
    <message>
        <source>1 area holds more armies than the end of the turn allows: %1</source>
        <translation>1 Gebiet enthält mehr Armeen, als am Ende der Runde erlaubt sind: %1</translation>
    </message>
    <message>
        <source>%1 areas hold more armies than the end of the turn allows: %2</source>
        <translation>%1 Gebiete enthalten mehr Armeen, als am Ende der Runde erlaubt sind: %2</translation>
    </message>
    <message>
        <source>1 last-ditch rally offer is not answered: %1</source>
        <translation>1 Angebot eines Sammelversuchs in letzter Not ist unbeantwortet: %1</translation>
    </message>
    <message>
        <source>%1 last-ditch rally offers are not answered: %2</source>
        <translation>%1 Angebote eines Sammelversuchs in letzter Not sind unbeantwortet: %2</translation>
    </message>
    <message>
        <source>1 fallen general still needs his successor chosen: %1</source>
        <translation>1 gefallener General braucht noch einen Nachfolger: %1</translation>
    </message>
    <message>
        <source>%1 fallen generals still need their successors chosen: %2</source>
        <translation>%1 gefallene Generäle brauchen noch ihre Nachfolger: %2</translation>
    </message>
    <message>
        <source>1 army meets an independent army and waits for its player&apos;s choice, battle or forcing it back: %1</source>
        <translation>1 Armee trifft auf eine unabhängige Armee und wartet auf die Wahl ihres Spielers, Schlacht oder Zurückdrängen: %1</translation>
    </message>
    <message>
        <source>%1 armies meet independent armies and wait for their players&apos; choice, battle or forcing them back: %2</source>
        <translation>%1 Armeen treffen auf unabhängige Armeen und warten auf die Wahl ihrer Spieler, Schlacht oder Zurückdrängen: %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::StrategicMap</name>
    <message>
        <source>Chaos land (%1)</source>
        <translation>Chaosland (%1)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Supply</name>
    <message>
        <source>§4.5 Out of supply: no chain of the nation&apos;s own areas leads from %1 to one of its towns or cities, nor to a coastal area it may be supplied through; §4.6 it may only move into its nation&apos;s own areas.</source>
        <translation>§4.5 Ohne Versorgung: Keine Kette eigener Gebiete der Nation führt von %1 zu einer ihrer Städte oder Großstädte oder zu einem Küstengebiet, über das sie versorgt werden kann; §4.6 die Armee darf nur in eigene Gebiete ihrer Nation ziehen.</translation>
    </message>
    <message numerus="yes">
        <source>§4.5 In supply: own areas lead from %1 to the town or city of %2 in %n step(s).</source>
        <translation>
            <numerusform>§4.5 Versorgt: Eigene Gebiete führen von %1 in %n Schritt zur Stadt oder Großstadt in %2.</numerusform>
            <numerusform>§4.5 Versorgt: Eigene Gebiete führen von %1 in %n Schritten zur Stadt oder Großstadt in %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>§4.5 In supply by sea: own areas lead from %1 to the coast at %2, and the nation holds a port free of enemy armies.</source>
        <translation>§4.5 Über See versorgt: Eigene Gebiete führen von %1 zur Küste bei %2, und die Nation besitzt einen Hafen ohne feindliche Armeen.</translation>
    </message>
    <message>
        <source>§4.5 In supply: the army holds the population centre of %1, which feeds it while it stays (setting occupationGivesSupply).</source>
        <translation>§4.5 Versorgt: Die Armee hält die Siedlung von %1, die sie versorgt, solange sie dort bleibt (Einstellung occupationGivesSupply).</translation>
    </message>
    <message>
        <source>§7.2 At sea in %1: an expedition traces no supply until it lands.</source>
        <translation>§7.2 Auf See in %1: Für eine Expedition wird keine Versorgung ermittelt, bis sie landet.</translation>
    </message>
    <message>
        <source>§4.5 In supply: the army stands in a town or city of its own, %1.</source>
        <translation>§4.5 Versorgt: Die Armee steht in einer eigenen Stadt oder Großstadt, %1.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Survival</name>
    <message>
        <source>§2.14 no stand lost: no roll</source>
        <translation>§2.14 keine Base verloren: kein Wurf</translation>
    </message>
    <message>
        <source>§2.14 1 stand lost: back to full strength without a roll</source>
        <translation>§2.14 1 Base verloren: ohne Wurf wieder auf voller Stärke</translation>
    </message>
    <message>
        <source>§2.14 %1 stands lost: needs %2+, rolled %3: %4</source>
        <extracomment>%4 is &quot;back to full strength&quot; or &quot;struck from the roster&quot;</extracomment>
        <translation>§2.14 %1 Basen verloren: %2+ nötig, %3 gewürfelt: %4</translation>
    </message>
    <message>
        <source>back to full strength</source>
        <translation>wieder auf voller Stärke</translation>
    </message>
    <message>
        <source>struck from the roster</source>
        <translation>aus der Armeeliste gestrichen</translation>
    </message>
    <message>
        <source>Survival roll: %1 (%2 stands lost)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 is a unit name</extracomment>
        <translation>Überlebenswurf: %1 (%2 Basen verloren)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::TerrainCards</name>
    <message>
        <source>§2.12 %1 cards, set by the referee for this area</source>
        <translation>§2.12 %1 Karten, vom Spielleiter für dieses Gebiet festgelegt</translation>
    </message>
    <message>
        <source>§2.12 coastal %1: 3 (the larger of %2 and 3, I-48)</source>
        <extracomment>%1 is a terrain name, %2 its usual number of terrain cards</extracomment>
        <translation>§2.12 %1 an der Küste: 3 (der größere Wert von %2 und 3, I-48)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Victory</name>
    <message>
        <source>%1 VP for enemy losses</source>
        <translation>%1 SP für feindliche Verluste</translation>
    </message>
    <message>
        <source>%1 VP for enemy losses + %2 for holding the objective alone = %3</source>
        <translation>%1 SP für feindliche Verluste + %2 für das alleinige Halten des Ziels = %3</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>a battle result</extracomment>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>minor victory</source>
        <translation>kleiner Sieg</translation>
    </message>
    <message>
        <source>major victory</source>
        <translation>großer Sieg</translation>
    </message>
    <message>
        <source>rout</source>
        <extracomment>a battle result: the winner has three times the loser&apos;s victory points or more</extracomment>
        <translation>vernichtender Sieg</translation>
    </message>
    <message>
        <source>§2.13 %1 to %2: a draw (I-32)</source>
        <translation>§2.13 %1 zu %2: Unentschieden (I-32)</translation>
    </message>
    <message>
        <source>under 2 to 1</source>
        <extracomment>the ratio of victory points that decides how large a victory is</extracomment>
        <translation>unter 2 zu 1</translation>
    </message>
    <message>
        <source>2 to 1 or more, under 3 to 1</source>
        <translation>2 zu 1 oder mehr, unter 3 zu 1</translation>
    </message>
    <message>
        <source>3 to 1 or more</source>
        <translation>3 zu 1 oder mehr</translation>
    </message>
    <message>
        <source>§2.13 %1 to %2: the %3 side wins, a %4 (%5)</source>
        <extracomment>%1 and %2 are victory points, %3 is &quot;first&quot; or &quot;second&quot;, %4 the kind of victory, %5 the ratio</extracomment>
        <translation>§2.13 %1 zu %2: die %3 Seite gewinnt: %4 (%5)</translation>
    </message>
    <message>
        <source>first</source>
        <extracomment>which side of the battle wins; fills %3 of &quot;the %3 side wins&quot;</extracomment>
        <translation>erste</translation>
    </message>
    <message>
        <source>second</source>
        <translation>zweite</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Voyage</name>
    <message>
        <source>I-5 %1 ship(s) lost, %2 of them empty; %3 unit(s) went down with them.</source>
        <translation>I-5 %1 Schiff(e) verloren, davon %2 leer; %3 Einheit(en) gingen mit ihnen unter.</translation>
    </message>
    <message>
        <source>§7.2.5, I-6 advantages %1 → %2.</source>
        <translation>§7.2.5, I-6 Vorteile %1 → %2.</translation>
    </message>
    <message>
        <source>§7.2.5, I-4 %1 ship(s) test to rally on 6 or more: %2 fail and turn pirate.</source>
        <translation>§7.2.5, I-4 %1 Schiff(e) versuchen, sich bei 6 oder mehr zu sammeln: %2 scheitern und werden zu Piraten.</translation>
    </message>
    <message>
        <source>§7.2.5 a healer sails: disease costs %1 boat(s) and %2 unit(s).</source>
        <translation>§7.2.5 Ein Heiler fährt mit: Die Seuche kostet %1 Schiff(e) und %2 Einheit(en).</translation>
    </message>
    <message>
        <source>§7.2.5 no healer sails: disease costs %1 boat(s) and %2 unit(s).</source>
        <translation>§7.2.5 Kein Heiler fährt mit: Die Seuche kostet %1 Schiff(e) und %2 Einheit(en).</translation>
    </message>
    <message>
        <source>§7.2.5 the admiral gives up an advantage to ride out the storm.</source>
        <translation>§7.2.5 Der Admiral gibt einen Vorteil auf, um den Sturm zu überstehen.</translation>
    </message>
    <message>
        <source>I-6 no advantage to give up: the storm takes a boat and a unit.</source>
        <translation>I-6 Kein Vorteil zum Aufgeben: Der Sturm kostet ein Schiff und eine Einheit.</translation>
    </message>
    <message>
        <source>§7.2.5 the storm takes %1 boat(s) and %2 unit(s).</source>
        <translation>§7.2.5 Der Sturm kostet %1 Schiff(e) und %2 Einheit(en).</translation>
    </message>
    <message>
        <source>§7.2.5, I-7 %1 cavalry unit(s) struck from the expedition roster (2 at most).</source>
        <translation>§7.2.5, I-7 %1 Kavallerieeinheit(en) von der Armeeliste der Expedition gestrichen (höchstens 2).</translation>
    </message>
    <message>
        <source>§7.2.5 the character named to face the monster cannot (not aboard, or the general or admiral): 2 ships are given up.</source>
        <translation>§7.2.5 Der Charakter, der sich dem Ungeheuer stellen soll, kann es nicht (nicht an Bord, oder General oder Admiral): 2 Schiffe werden aufgegeben.</translation>
    </message>
    <message>
        <source>§7.2.5 no one faces the monster: 2 ships are given up.</source>
        <translation>§7.2.5 Niemand stellt sich dem Ungeheuer: 2 Schiffe werden aufgegeben.</translation>
    </message>
    <message>
        <source>§7.2.5, I-23 %1 faces the monster, rolls %2 and is killed: gone from the roster, not replaced.</source>
        <translation>§7.2.5, I-23 %1 stellt sich dem Ungeheuer, würfelt %2 und wird getötet: von der Armeeliste gestrichen, ohne Ersatz.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 faces the monster, rolls %2 and escapes: 1 ship is destroyed.</source>
        <translation>§7.2.5 %1 stellt sich dem Ungeheuer, würfelt %2 und entkommt: 1 Schiff wird zerstört.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 faces the monster, rolls %2 and enslaves it: +1 monster unit that needs no ship, and +1 advantage.</source>
        <translation>§7.2.5 %1 stellt sich dem Ungeheuer, würfelt %2 und unterwirft es: +1 Monstereinheit, die kein Schiff braucht, und +1 Vorteil.</translation>
    </message>
    <message>
        <source>Sea monster</source>
        <translation>Seeungeheuer</translation>
    </message>
    <message>
        <source>§7.4.1, I-65 an exodus fleet is left alone by the pirates.</source>
        <translation>§7.4.1, I-65 Eine Exodusflotte wird von den Piraten in Ruhe gelassen.</translation>
    </message>
    <message>
        <source>§7.2.6, I-5 %1 pirates (pool %2 + d6 %3) meet %4 ships and characters: %5 destroyed, pool now %6; %7 survivors sink %8 ship(s).</source>
        <translation>§7.2.6, I-5 %1 Piraten (Pool %2 + d6 %3) treffen auf %4 Schiffe und Charaktere: %5 vernichtet, Pool jetzt %6; %7 Überlebende versenken %8 Schiff(e).</translation>
    </message>
    <message>
        <source>§7.2.7 the sea people escort the fleet back to its home port next turn; an alliance needs a major character left with them as envoy.</source>
        <translation>§7.2.7 Das Meervolk geleitet die Flotte im nächsten Zug in ihren Heimathafen zurück; für ein Bündnis muss ein Hauptcharakter als Gesandter bei ihm bleiben.</translation>
    </message>
    <message>
        <source>§7.2.5 a new island of 6 areas, at least one on the coast, is drawn on the map; the fleet lands on its coast (I-10).</source>
        <translation>§7.2.5 Eine neue Insel mit 6 Gebieten, mindestens eines davon an der Küste, wird auf der Karte eingezeichnet; die Flotte landet an ihrer Küste (I-10).</translation>
    </message>
    <message>
        <source>§7.2.5, I-10 the fleet lands on a coastal area of the declared landmass with no other player&apos;s army and no town or city.</source>
        <translation>§7.2.5, I-10 Die Flotte landet in einem Küstengebiet der erklärten Landmasse ohne Armee eines anderen Spielers und ohne Stadt oder Großstadt.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::VoyageChart</name>
    <message>
        <source>§7.2.3 the chart dice show %1</source>
        <translation>§7.2.3 Die Würfel der Tabelle zeigen %1</translation>
    </message>
    <message>
        <source>, read as %1 (I-1)</source>
        <extracomment>a d20&apos;s natural 1 read as 2 (I-1)</extracomment>
        <translation>, gilt als %1 (I-1)</translation>
    </message>
    <message numerus="yes">
        <source>, + %n advantage(s)</source>
        <translation>
            <numerusform>, + %n Vorteil</numerusform>
            <numerusform>, + %n Vorteile</numerusform>
        </translation>
    </message>
    <message>
        <source>, + %1 for the underwater ally (§7.2.7)</source>
        <translation>, + %1 für den Unterwasserverbündeten (§7.2.7)</translation>
    </message>
    <message>
        <source> = %1</source>
        <translation> = %1</translation>
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
