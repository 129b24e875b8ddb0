<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Arguments</name>
    <message>
        <source>The argument &quot;%1&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignController</name>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignFile</name>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new campaign could not be written: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignFiles</name>
    <message>
        <source>Open a campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Herald campaigns (*.herald)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. The Border Princes, 2026</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the new campaign as</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>No campaign open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a campaign with File ▸ New, or open one with File ▸ Open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the campaign stands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Commands in the history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every roll Herald makes comes from this seed, so the same commands always give the same rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Latest entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rename</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New name for the campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>No verb given. Try: herald-cli help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown verb &quot;%1&quot;. Try: herald-cli help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used inside a script.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run needs a campaign file and a script file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The script %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a quote is not closed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2: the script stopped here; the lines before it stay done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>herald-cli: a referee&apos;s desk from the command line. Add --json to any verb for JSON output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one verb per line, without FILE; # starts a comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exit codes: 0 done, 1 refused by the rules (nothing changed), 2 usage, 3 file problem.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CliContext</name>
    <message>
        <source>A campaign file is needed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommandRunner</name>
    <message>
        <source>There is no command named &quot;%1&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign record is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be undone: the history before it was imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo failed, nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo failed, nothing was changed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll for anything the rules do not roll for you, or type what real dice showed. Every roll goes into the campaign&apos;s history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>d6, 2d10, 3d6+2, d20</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A d10 reads its 0 face as 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Survival roll for the Orc Warriors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What real dice showed (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>leave empty to let Herald roll; e.g. 3 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Record the typed roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 showed %2, typed · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 rolled %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRollForm</name>
    <message>
        <source>Open a campaign first: every roll is kept in its history.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the dice as whole numbers separated by blanks or commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2 typed value(s); %3 given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A d%1 cannot show %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Herald could not do that</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every command of the campaign, newest first, with the dice it rolled. Undone commands stay greyed until a new command replaces them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing has happened in this campaign yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>%1 — Herald</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Herald</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The strategic map: areas, terrain, rivers, towns and cities, points of interest and owners, with a map editor and printing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each nation&apos;s tally, its yearly roster of units and characters, magic items, and the printable roster sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The month&apos;s orders for every army, the terrain delay checks, supply and gaining control of areas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The battle brief to print for the players, then the result: victory level, survival rolls, losses, retreats and captures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fleets at sea: boats, advantages, the expedition chart each month, pirates and landings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesser Races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The affiliation track, pick-up battles, affiliation markers and independent armies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign&apos;s decks and rollable tables: draw, roll, edit, import and export.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game-master desks for the other systems: the hex-and-counter game, the battle board, the Diplomacy adjudicator and the skirmish game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NavigationRail</name>
    <message>
        <source>Campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Battles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesser Races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatusBar</name>
    <message>
        <source>Ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No campaign is open: use File ▸ New or File ▸ Open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>UpcomingPage</name>
    <message>
        <source>Not available in this version of Herald yet. Everything you do elsewhere is kept in the campaign file and will be here when this page arrives.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignService</name>
    <message>
        <source>No campaign is open.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::app::DemoCampaign</name>
    <message>
        <source>The demo campaign is missing from this build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::cli</name>
    <message>
        <source>%1 (%2)
%3, phase %4
History: %5 commands; dice seed %6, %7 dice drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new needs exactly one file: herald-cli new FILE [--name NAME] [--seed N]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--limit must be a positive whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--steps must be a positive whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll needs one dice expression: roll FILE 2d6 [--purpose TEXT] [--typed 3,4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 3,4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do needs a command name and optional JSON arguments: do FILE campaign.rename &apos;{&quot;name&quot;:&quot;X&quot;}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The arguments must be a JSON object (%1 at character %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>export needs an output file (- for standard output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>import needs a JSON file and a new campaign file: import IN.json OUT.herald</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported into %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>create a campaign file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name, date, history size and dice of a campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the newest commands first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take back the last command(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>apply undone command(s) again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll dice, or record what real dice showed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>run any command by name (see: commands)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>list every command with its arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the campaign as JSON (- for standard output)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new campaign from JSON</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::db</name>
    <message>
        <source>%1 is damaged and cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a database, but not a Herald campaign (another program wrote it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was saved by a newer Herald (campaign format %2; this Herald reads up to %3). Update Herald to open it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>may not be null</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be base64 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was refused; nothing was written. %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;; this is not a Herald campaign export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a whole number from 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>format version %1 comes from a newer Herald; this one reads up to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object of tables</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such table in a campaign</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an array of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>there is no such column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must hold exactly one campaign record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;command&quot; and &quot;summary&quot; text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>needs &quot;year&quot; and &quot;month&quot; numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>refers to a row of &quot;%1&quot; that the file does not contain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The import was refused; nothing was written. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists; import into a new file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at byte %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A campaign needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Campaign renamed to &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The argument &quot;value&quot; is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setting %1 set to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Referee&apos;s roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: typed %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: rolled %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice expression was given; write one such as d6, 2d10 or 3d6+2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &apos;d&apos; is expected between the number of dice and the die size, as in 2d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the number of dice must be from 1 to 100</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the die size must be from 2 to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a modifier is written +K or -K, with K up to 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing may follow the expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: at character %2, %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no file at %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Herald campaign: it is not a database file at all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is damaged: the file is shorter than its own header says (%2 of %3 bytes). It was probably cut off while being copied; use a backup copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schema script %1 is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upgrading the campaign to schema version %1 failed, and the file was left at version %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignDate</name>
    <message>
        <source>Year %1, New Year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Year %1, Month %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::db::DiceCommands</name>
    <message numerus="yes">
        <source>%n typed value(s) were left over: %1 needs %2 dice.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::gui::HistoryModel</name>
    <message>
        <source> (typed)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>herald::printing</name>
    <message>
        <source>%1 could not be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>A referee&apos;s desk for tabletop wargame campaigns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The campaign file to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the bundled demo campaign.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a picture of every page into &lt;folder&gt;, then quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is shown (for timing).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
