<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>AllyDialog</name>
    <message>
        <source>%1 meets the sea people (§7.2.7)</source>
        <extracomment>%1 the expedition</extracomment>
        <translation>%1 rencontre le peuple de la mer (§7.2.7)</translation>
    </message>
    <message>
        <source>Make the alliance (Ctrl+Return)</source>
        <translation>Conclure l’alliance (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Envoy</source>
        <translation>Émissaire</translation>
    </message>
    <message>
        <source>no hero or wizard aboard</source>
        <translation>aucun héros ni sorcier à bord</translation>
    </message>
    <message>
        <source>Their army list</source>
        <translation>Leur livre d’armée</translation>
    </message>
    <message>
        <source>Their name</source>
        <translation>Leur nom</translation>
    </message>
    <message>
        <source>empty: Sea people of the nation</source>
        <translation>vide : Peuple de la mer de la nation</translation>
    </message>
    <message>
        <source>Realm from sea hex</source>
        <translation>Royaume à partir de l’hexagone de mer</translation>
    </message>
    <message>
        <source>empty: the open sea nearest the fleet</source>
        <translation>vide : la haute mer la plus proche de la flotte</translation>
    </message>
    <message>
        <source>The envoy&apos;s CP are paid every year or the alliance lapses; every expedition of either nation then rolls 3 more on the chart.</source>
        <translation>Les CP de l’émissaire se paient chaque année, sinon l’alliance prend fin ; chaque expédition de l’une ou l’autre nation obtient alors 3 de plus sur la table.</translation>
    </message>
</context>
<context>
    <name>AppMenuBar</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;New Campaign…</source>
        <translation>&amp;Nouvelle campagne…</translation>
    </message>
    <message>
        <source>&amp;Open Campaign…</source>
        <translation>&amp;Ouvrir une campagne…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Campagnes &amp;récentes</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo %1</source>
        <translation>&amp;Annuler : %1</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo %1</source>
        <translation>&amp;Rétablir : %1</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Theme</source>
        <translation>&amp;Thème</translation>
    </message>
    <message>
        <source>Follow the &amp;system</source>
        <translation>Suivre le &amp;système</translation>
    </message>
    <message>
        <source>&amp;Light</source>
        <translation>&amp;Clair</translation>
    </message>
    <message>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <source>&amp;Dice</source>
        <translation>&amp;Dés</translation>
    </message>
    <message>
        <source>Save a &amp;Copy As…</source>
        <translation>Enregistrer une &amp;copie sous…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exporter</translation>
    </message>
    <message>
        <source>Campaign as &amp;JSON…</source>
        <translation>Campagne en &amp;JSON…</translation>
    </message>
    <message>
        <source>History as &amp;CSV…</source>
        <translation>Historique en &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Import from JSON…</source>
        <translation>&amp;Importer depuis JSON…</translation>
    </message>
    <message>
        <source>&amp;Close Campaign</source>
        <translation>&amp;Fermer la campagne</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
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
        <translation>Armées sur la carte (§1.5, NY-7)</translation>
    </message>
    <message>
        <source>An army is a marker on the map, led by one general; its troops come from the roster when it fights. Each free general may lead one, placed in one of the nation&apos;s towns or cities, or at a POI whose card allows it. In year 1 a nation fields one army.</source>
        <translation>Une armée est un marqueur sur la carte, menée par un seul général ; ses troupes proviennent de la liste d’armée lorsqu’elle combat. Chaque général libre peut en mener une, placée dans l’un des bourgs ou l’une des cités de la nation, ou sur un point d’intérêt dont la carte le permet. En année 1, une nation aligne une seule armée.</translation>
    </message>
    <message>
        <source>No army of this nation is on the map yet.</source>
        <translation>Aucune armée de cette nation n’est encore sur la carte.</translation>
    </message>
    <message>
        <source>No army can be placed now: %1</source>
        <translation>Aucune armée ne peut être placée pour l’instant : %1</translation>
    </message>
    <message>
        <source>New army&apos;s name</source>
        <translation>Nom de la nouvelle armée</translation>
    </message>
    <message>
        <source>No free general</source>
        <translation>Aucun général libre</translation>
    </message>
    <message>
        <source>No area allowed</source>
        <translation>Aucune zone autorisée</translation>
    </message>
    <message>
        <source>Place army</source>
        <translation>Placer l’armée</translation>
    </message>
</context>
<context>
    <name>ArmyRow</name>
    <message>
        <source>%1 — led by %2, at %3 (%4)</source>
        <comment>army name, general, area, location</comment>
        <translation>%1 — menée par %2, en %3 (%4)</translation>
    </message>
    <message>
        <source>New name</source>
        <translation>Nouveau nom</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>Remove</source>
        <comment>take an army off the map</comment>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3, %4</source>
        <extracomment>%1 army, %2 nation, %3 the area it stands in, %4 where in it (&quot;countryside&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) en %3, %4</translation>
    </message>
    <message>
        <source>in supply</source>
        <translation>ravitaillée</translation>
    </message>
    <message>
        <source>out of supply</source>
        <translation>hors ravitaillement</translation>
    </message>
    <message>
        <source>Order: %1</source>
        <extracomment>%1 the turn&apos;s order in words, or why the army takes none</extracomment>
        <translation>Ordre : %1</translation>
    </message>
    <message>
        <source>Then %1</source>
        <extracomment>an order written ahead under the communication delay (§4.2): &quot;turn 5: hold&quot;</extracomment>
        <translation>Ensuite %1</translation>
    </message>
</context>
<context>
    <name>AttendanceForm</name>
    <message>
        <source>Attendance at this month&apos;s meeting (§7.6): an absent player&apos;s nation is NPP until the player returns.</source>
        <translation>Présences à la séance du mois (§7.6) : la nation d’un joueur absent est NPP jusqu’au retour du joueur.</translation>
    </message>
    <message>
        <source>not recorded yet</source>
        <translation>pas encore noté</translation>
    </message>
    <message>
        <source>Present</source>
        <translation>Présent</translation>
    </message>
    <message>
        <source>Absent</source>
        <translation>Absent</translation>
    </message>
</context>
<context>
    <name>BattleBoardPage</name>
    <message>
        <source>Battle board</source>
        <translation>Plateau de bataille</translation>
    </message>
    <message>
        <source>New battle…</source>
        <translation>Nouvelle bataille…</translation>
    </message>
    <message>
        <source>Battle log</source>
        <translation>Journal de la bataille</translation>
    </message>
</context>
<context>
    <name>BattleList</name>
    <message>
        <source>%1 against %2</source>
        <extracomment>%1 the defending armies, %2 the attacking armies</extracomment>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>No result yet</source>
        <translation>Pas encore de résultat</translation>
    </message>
</context>
<context>
    <name>BattlesPage</name>
    <message>
        <source>Save the briefs of every battle</source>
        <translation>Enregistrer les briefings de toutes les batailles</translation>
    </message>
    <message>
        <source>Save the brief of battle %1</source>
        <translation>Enregistrer le briefing de la bataille %1</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>battle-briefs</source>
        <translation>briefings-de-bataille</translation>
    </message>
    <message>
        <source>battle-%1-brief</source>
        <translation>bataille-%1-briefing</translation>
    </message>
    <message>
        <source>Open the result sheet of battle %1</source>
        <translation>Ouvrir la feuille de résultat de la bataille %1</translation>
    </message>
    <message>
        <source>Result sheets (*.json)</source>
        <translation>Feuilles de résultat (*.json)</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
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
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Print all briefs…</source>
        <translation>Imprimer tous les briefings…</translation>
    </message>
    <message>
        <source>No battles are pending. Battles appear here at step M-3 (Resolve combats) of a month, once every secret location choice of an engagement is in.</source>
        <translation>Aucune bataille en attente. Les batailles apparaissent ici à l’étape M-3 (Résoudre les combats) d’un mois, une fois faits tous les choix secrets d’emplacement d’un engagement.</translation>
    </message>
    <message>
        <source>Open a campaign to see its battles.</source>
        <translation>Ouvrez une campagne pour voir ses batailles.</translation>
    </message>
    <message>
        <source>Each battle the month&apos;s engagements left for the tabletop: print its brief for the players, then enter the result they report.</source>
        <translation>Chaque bataille que les engagements du mois laissent à la table : imprimez son briefing pour les joueurs, puis saisissez le résultat qu’ils rapportent.</translation>
    </message>
</context>
<context>
    <name>BoardBattleDialog</name>
    <message>
        <source>Battle %1 on the board</source>
        <translation>Bataille %1 sur le plateau</translation>
    </message>
    <message>
        <source>%1 on the battle board</source>
        <extracomment>%1 the battle&apos;s title (&quot;Battle 2: assault in 0408 Scar&quot;)</extracomment>
        <translation>%1 sur le plateau de bataille</translation>
    </message>
    <message>
        <source>A mapping from roster categories to brigades</source>
        <translation>Une correspondance des catégories de liste d’armée vers les brigades</translation>
    </message>
    <message>
        <source>Battle board mappings (*.json)</source>
        <translation>Correspondances du plateau de bataille (*.json)</translation>
    </message>
    <message>
        <source>◀ Back to the battle&apos;s result</source>
        <translation>◀ Retour au résultat de la bataille</translation>
    </message>
    <message>
        <source>Play the battle here; once it is over, go back to enter its result.</source>
        <translation>Jouez la bataille ici ; une fois terminée, revenez saisir son résultat.</translation>
    </message>
    <message>
        <source>When both players agree, Herald&apos;s battle board can settle this battle instead of the tabletop: each side&apos;s roster becomes brigades and leaders, the battle is played here at the screen or resolved by Herald, and its outcome comes back as the battle&apos;s result.</source>
        <translation>Si les deux joueurs sont d’accord, le plateau de bataille de Herald peut régler cette bataille à la place de la table : la liste d’armée de chaque camp devient des brigades et des chefs, la bataille se joue ici à l’écran ou est résolue par Herald, et son issue revient comme résultat de la bataille.</translation>
    </message>
    <message>
        <source>Attacker: %1</source>
        <extracomment>%1 the side&apos;s nations</extracomment>
        <translation>Attaquant : %1</translation>
    </message>
    <message>
        <source>Defender: %1</source>
        <translation>Défenseur : %1</translation>
    </message>
    <message>
        <source>Mapping: %1</source>
        <translation>Correspondance : %1</translation>
    </message>
    <message>
        <source>Mapping: Herald&apos;s own (resources/battleboard/warmaster-mapping.json). To change how rosters become brigades, edit a copy as README-warmaster-mapping.md beside it describes and choose it.</source>
        <translation>Correspondance : celle de Herald (resources/battleboard/warmaster-mapping.json). Pour changer la façon dont les listes d’armée deviennent des brigades, modifiez-en une copie comme l’explique le fichier README-warmaster-mapping.md placé à côté, puis choisissez-la.</translation>
    </message>
    <message>
        <source>Mapping file…</source>
        <translation>Fichier de correspondance…</translation>
    </message>
    <message>
        <source>Herald&apos;s own</source>
        <translation>Celle de Herald</translation>
    </message>
    <message>
        <source>The board plays with placeholder numbers (§11.3): the published unit table of the Civil War rules is lost.</source>
        <translation>Le plateau joue avec des valeurs provisoires (§11.3) : la table des unités publiée des règles Civil War est perdue.</translation>
    </message>
    <message>
        <source>Agreement</source>
        <translation>Accord</translation>
    </message>
    <message>
        <source>The defenders (%1) agree</source>
        <translation>Les défenseurs (%1) sont d’accord</translation>
    </message>
    <message>
        <source>The attackers (%1) agree</source>
        <translation>Les attaquants (%1) sont d’accord</translation>
    </message>
    <message>
        <source>Board battle</source>
        <translation>Bataille de plateau</translation>
    </message>
    <message>
        <source>Make the board battle</source>
        <translation>Créer la bataille de plateau</translation>
    </message>
    <message>
        <source>One command: Ctrl+Z takes it back</source>
        <translation>Une commande : Ctrl+Z l’annule</translation>
    </message>
    <message>
        <source>Board battle “%1”</source>
        <translation>Bataille de plateau «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>Play on the board…</source>
        <translation>Jouer sur le plateau…</translation>
    </message>
    <message>
        <source>The Battle board page: secret set-ups, then every action by clicking</source>
        <translation>La page Plateau de bataille : déploiements secrets, puis chaque action par un clic</translation>
    </message>
    <message>
        <source>Let Herald resolve it</source>
        <translation>Laisser Herald la résoudre</translation>
    </message>
    <message>
        <source>Both sides played by the auto-resolve policy (§15) to the end, pursuit included; Ctrl+Z takes it back</source>
        <translation>Les deux camps sont joués jusqu’au bout par la stratégie de résolution automatique (§15), poursuite comprise ; Ctrl+Z l’annule</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Enter the result</source>
        <translation>Saisir le résultat</translation>
    </message>
    <message>
        <source>The board&apos;s outcome as the battle&apos;s result sheet: Herald works out the victory points and level and rolls survival, as Enter result does; Ctrl+Z takes it back</source>
        <translation>L’issue du plateau comme feuille de résultat de la bataille : Herald calcule les points de victoire et le niveau et lance la survie, comme Saisir le résultat ; Ctrl+Z l’annule</translation>
    </message>
</context>
<context>
    <name>BoardSpace</name>
    <message>
        <source>entrenched</source>
        <translation>retranché</translation>
    </message>
</context>
<context>
    <name>BriefView</name>
    <message>
        <source>Prepare table</source>
        <translation>Préparer la table</translation>
    </message>
    <message>
        <source>Turn over the random event card, draw a POI battle&apos;s card face down and roll which side places the first terrain piece (§5.10)</source>
        <translation>Retourner la carte d’événement aléatoire, piocher face cachée la carte de point d’intérêt de la bataille et tirer au dé le camp qui place le premier élément de décor (§5.10)</translation>
    </message>
    <message>
        <source>Print brief…</source>
        <translation>Imprimer le briefing…</translation>
    </message>
    <message>
        <source>The brief and a result form to fill in at the table, as a PDF (Ctrl+P)</source>
        <translation>Le briefing et une feuille de résultat à remplir à la table, en PDF (Ctrl+P)</translation>
    </message>
    <message>
        <source>Result: %1</source>
        <translation>Résultat : %1</translation>
    </message>
    <message>
        <source>Setting up (§5.10)</source>
        <translation>Mise en place (§5.10)</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Lieu</translation>
    </message>
    <message>
        <source>%1 (%2), at the %3</source>
        <extracomment>%1 area, %2 its terrain, %3 where in the area</extracomment>
        <translation>%1 (%2), %3</translation>
    </message>
    <message>
        <source>Army size</source>
        <translation>Taille des armées</translation>
    </message>
    <message>
        <source>%L1 points a side, characters and magic items included</source>
        <translation>%L1 points par camp, personnages et objets magiques compris</translation>
    </message>
    <message>
        <source>Terrain cards</source>
        <translation>Cartes de terrain</translation>
    </message>
    <message>
        <source>Each side draws %1 and keeps %2 (%3)</source>
        <extracomment>%1 cards drawn, %2 cards kept, %3 why</extracomment>
        <translation>Chaque camp en pioche %1 et en garde %2 (%3)</translation>
    </message>
    <message>
        <source>Table centre</source>
        <translation>Centre de la table</translation>
    </message>
    <message>
        <source>%1 (I-36)</source>
        <translation>%1 (I-36)</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Fortifications</translation>
    </message>
    <message>
        <source>Event card</source>
        <translation>Carte d’événement</translation>
    </message>
    <message>
        <source>Not drawn yet: Prepare table turns one over</source>
        <translation>Pas encore piochée : Préparer la table en retourne une</translation>
    </message>
    <message>
        <source>First terrain</source>
        <translation>Premier décor</translation>
    </message>
    <message>
        <source>A side chosen at random: Prepare table rolls for it</source>
        <translation>Un camp tiré au hasard : Préparer la table lance le dé</translation>
    </message>
    <message>
        <source>POI card</source>
        <translation>Carte de point d’intérêt</translation>
    </message>
    <message>
        <source>Face down until both armies are deployed</source>
        <translation>Face cachée jusqu’au déploiement des deux armées</translation>
    </message>
    <message>
        <source>Turn over</source>
        <translation>Retourner</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Enter result…</source>
        <translation>Saisir le résultat…</translation>
    </message>
    <message>
        <source>Type in what each side lost: Herald works out victory points, winner and level, rolls survival and settles the characters&apos; fates, as one command Ctrl+Z takes back</source>
        <translation>Saisissez ce que chaque camp a perdu : Herald calcule les points de victoire, le vainqueur et le niveau, lance la survie et règle le sort des personnages, en une commande que Ctrl+Z annule</translation>
    </message>
    <message>
        <source>Magic portal (§6.9): the winner may go at once to an area without town, city or army</source>
        <translation>Portail magique (§6.9) : le vainqueur peut aller aussitôt dans une zone sans bourg, ville ni armée</translation>
    </message>
    <message>
        <source>Area (XXYY)</source>
        <translation>Zone (XXYY)</translation>
    </message>
    <message>
        <source>Go through</source>
        <translation>Franchir</translation>
    </message>
    <message>
        <source>Resolve on the battle board…</source>
        <translation>Résoudre sur le plateau de bataille…</translation>
    </message>
    <message>
        <source>When both players agree: fight this battle on the Civil War battle board, or let Herald resolve it there, and take its outcome as the result</source>
        <translation>Si les deux joueurs sont d’accord : livrer cette bataille sur le plateau de bataille Civil War, ou laisser Herald l’y résoudre, et prendre son issue comme résultat</translation>
    </message>
    <message>
        <source>Bought with XP</source>
        <extracomment>the brief&apos;s row for battle honours and scenarios bought with experience (§2.15)</extracomment>
        <translation>Acheté avec des PX</translation>
    </message>
</context>
<context>
    <name>CalendarBox</name>
    <message>
        <source>Calendar</source>
        <translation>Calendrier</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <extracomment>%1 the step&apos;s label (&quot;M-1&quot;), %2 its name, %3 its rules section (&quot;§3.2&quot;)</extracomment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Finish this step and go on (Ctrl+Return)</source>
        <translation>Terminer cette étape et passer à la suivante (Ctrl+Return)</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
    <message>
        <source>Due: %1</source>
        <translation>À faire : %1</translation>
    </message>
    <message>
        <source>%1: finished, confirmed as done on paper</source>
        <translation>%1 : terminée, confirmée comme faite sur papier</translation>
    </message>
    <message>
        <source>%1: what Herald did</source>
        <translation>%1 : ce qu’a fait Herald</translation>
    </message>
    <message>
        <source>Nothing to work out in this step.</source>
        <translation>Rien à calculer dans cette étape.</translation>
    </message>
    <message>
        <source>What blocks this step</source>
        <translation>Ce qui bloque cette étape</translation>
    </message>
    <message>
        <source>Stop-gap: done by hand</source>
        <translation>Palliatif : à faire à la main</translation>
    </message>
    <message>
        <source>Herald cannot do this yet. Do it on paper; Next step then asks you to confirm it.</source>
        <translation>Herald ne sait pas encore le faire. Faites-le sur papier ; Étape suivante vous demandera ensuite de le confirmer.</translation>
    </message>
</context>
<context>
    <name>CampaignFiles</name>
    <message>
        <source>Open a campaign</source>
        <translation>Ouvrir une campagne</translation>
    </message>
    <message>
        <source>Herald campaigns (*.herald)</source>
        <translation>Campagnes Herald (*.herald)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>Name of the campaign</source>
        <translation>Nom de la campagne</translation>
    </message>
    <message>
        <source>e.g. The Border Princes, 2026</source>
        <translation>p. ex. Les Principautés frontalières, 2026</translation>
    </message>
    <message>
        <source>Save the new campaign “%1” as</source>
        <translation>Enregistrer la nouvelle campagne «&#xa0;%1&#xa0;» sous</translation>
    </message>
    <message>
        <source>Save a copy of the campaign “%1”</source>
        <translation>Enregistrer une copie de la campagne «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (copy).herald</source>
        <translation>%1 (copie).herald</translation>
    </message>
    <message>
        <source>Export the campaign “%1” as JSON</source>
        <translation>Exporter la campagne «&#xa0;%1&#xa0;» en JSON</translation>
    </message>
    <message>
        <source>Campaign in JSON (*.json)</source>
        <translation>Campagne en JSON (*.json)</translation>
    </message>
    <message>
        <source>Export the history of “%1” as CSV</source>
        <translation>Exporter l’historique de «&#xa0;%1&#xa0;» en CSV</translation>
    </message>
    <message>
        <source>Spreadsheet (*.csv)</source>
        <translation>Feuille de calcul (*.csv)</translation>
    </message>
    <message>
        <source>%1 history.csv</source>
        <translation>%1 historique.csv</translation>
    </message>
    <message>
        <source>Import a campaign from JSON</source>
        <translation>Importer une campagne depuis JSON</translation>
    </message>
    <message>
        <source>Save the imported campaign as</source>
        <translation>Enregistrer la campagne importée sous</translation>
    </message>
</context>
<context>
    <name>CampaignPage</name>
    <message>
        <source>No campaign open</source>
        <translation>Aucune campagne ouverte</translation>
    </message>
    <message>
        <source>Create a campaign with File ▸ New, or open one with File ▸ Open.</source>
        <translation>Créer une campagne avec Fichier ▸ Nouvelle, ou en ouvrir une avec Fichier ▸ Ouvrir.</translation>
    </message>
    <message>
        <source>Where the campaign stands</source>
        <translation>État de la campagne</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Commands in the history</source>
        <translation>Commandes dans l’historique</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Graine des dés</translation>
    </message>
    <message>
        <source>Every roll Herald makes comes from this seed, so the same commands always give the same rolls.</source>
        <translation>Chaque jet de Herald découle de cette graine : les mêmes commandes donnent donc toujours les mêmes jets.</translation>
    </message>
    <message>
        <source>Latest entry</source>
        <translation>Dernière entrée</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucune pour l’instant</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>Renommer</translation>
    </message>
    <message>
        <source>New name for the campaign</source>
        <translation>Nouveau nom de la campagne</translation>
    </message>
    <message>
        <source>Recent campaigns</source>
        <translation>Campagnes récentes</translation>
    </message>
    <message>
        <source>Undone</source>
        <extracomment>the command undone last, which Redo would bring back</extracomment>
        <translation>Dernière annulation</translation>
    </message>
    <message>
        <source>%1 (Edit ▸ Redo brings it back)</source>
        <translation>%1 (récupérable par Édition ▸ Rétablir)</translation>
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
        <translation> ; porte %1</translation>
    </message>
    <message>
        <source>Held by…</source>
        <translation>Détenu par…</translation>
    </message>
    <message>
        <source>Set status</source>
        <translation>Définir le statut</translation>
    </message>
    <message>
        <source>Item card id</source>
        <translation>N° de carte d’objet</translation>
    </message>
    <message>
        <source>Bind item</source>
        <translation>Lier l’objet</translation>
    </message>
    <message>
        <source>Drop</source>
        <comment>take a character off the roster</comment>
        <translation>Retirer</translation>
    </message>
</context>
<context>
    <name>CombatDialog</name>
    <message>
        <source>Attack on %1</source>
        <translation>Attaque contre %1</translation>
    </message>
    <message>
        <source>A real die showed</source>
        <translation>Un vrai dé a donné</translation>
    </message>
    <message>
        <source>1-6</source>
        <translation>1-6</translation>
    </message>
    <message>
        <source>(empty: Herald rolls)</source>
        <translation>(vide : Herald lance)</translation>
    </message>
    <message>
        <source>Resolve</source>
        <translation>Résoudre</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>On an AD, turn over</source>
        <translation>Sur un AD, retourner</translation>
    </message>
</context>
<context>
    <name>CombatPane</name>
    <message>
        <source>attacks</source>
        <translation>attaque</translation>
    </message>
    <message>
        <source>defends</source>
        <translation>défend</translation>
    </message>
    <message>
        <source>Attackers stand on</source>
        <translation>Les attaquants sont sur</translation>
    </message>
    <message>
        <source>Defenders stand on</source>
        <translation>Les défenseurs sont sur</translation>
    </message>
    <message>
        <source>Resolve the combat</source>
        <translation>Résoudre le combat</translation>
    </message>
</context>
<context>
    <name>CombatsForm</name>
    <message>
        <source>Engagements (§5.2): ask each player for their location in secret and record it; nobody&apos;s choice is shown until all are in.</source>
        <translation>Engagements (§5.2) : demandez en secret à chaque joueur son emplacement et enregistrez-le ; aucun choix n’est affiché tant que tous ne sont pas faits.</translation>
    </message>
    <message>
        <source>No engagements this turn.</source>
        <translation>Aucun engagement ce tour-ci.</translation>
    </message>
    <message>
        <source>Engagement %1 in %2: settled</source>
        <translation>Engagement %1 en %2 : réglé</translation>
    </message>
    <message>
        <source>Engagement %1 in %2</source>
        <translation>Engagement %1 en %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>%1 nation, %2 its armies in the engagement</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the nation and its armies, %2 where they stand (&quot;countryside&quot;)</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 (no location to choose)</source>
        <translation>%1 (aucun emplacement à choisir)</translation>
    </message>
    <message>
        <source>%1: chosen</source>
        <translation>%1 : choisi</translation>
    </message>
    <message>
        <source>%1: to choose</source>
        <translation>%1 : à choisir</translation>
    </message>
    <message>
        <source>Countryside</source>
        <translation>Rase campagne</translation>
    </message>
    <message>
        <source>Population centre</source>
        <translation>Centre de population</translation>
    </message>
    <message>
        <source>Point of interest</source>
        <translation>Point d’intérêt</translation>
    </message>
    <message>
        <source>Defend or attack (§5.7): declared</source>
        <translation>Défendre ou attaquer (§5.7) : déclaré</translation>
    </message>
    <message>
        <source>Defend or attack (§5.7): to declare</source>
        <translation>Défendre ou attaquer (§5.7) : à déclarer</translation>
    </message>
    <message>
        <source>Defend</source>
        <translation>Défendre</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>Attaquer</translation>
    </message>
    <message>
        <source>Stop-gap: mark the winner by hand</source>
        <translation>Palliatif : noter le vainqueur à la main</translation>
    </message>
    <message>
        <source>Won by %1 (marked by hand)</source>
        <translation>Gagnée par %1 (notée à la main)</translation>
    </message>
    <message>
        <source>%1 won</source>
        <extracomment>%1 the armies of one side of a battle</extracomment>
        <translation>Victoire de %1</translation>
    </message>
    <message>
        <source>Fight it at the table, then enter its result sheet (herald-cli battle result), which works out the victory points, the winner and the survival rolls; or mark which side won, leaving losses and survival rolls on paper.</source>
        <translation>Jouez-la sur la table, puis saisissez sa feuille de résultat (herald-cli battle result), qui calcule les points de victoire, le vainqueur et les jets de survie ; ou notez quel camp a gagné, en laissant pertes et jets de survie sur papier.</translation>
    </message>
</context>
<context>
    <name>ConfirmByHandDialog</name>
    <message>
        <source>Done on paper?</source>
        <translation>Fait sur papier ?</translation>
    </message>
    <message>
        <source>Herald cannot do this part of %1 yet. Confirm that you did it on paper; Herald records the step as done by hand and does not check it.</source>
        <translation>Herald ne sait pas encore faire cette partie de %1. Confirmez que vous l’avez faite sur papier ; Herald consigne l’étape comme faite à la main et ne la vérifie pas.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Done on paper: finish the step</source>
        <translation>Fait sur papier : terminer l’étape</translation>
    </message>
</context>
<context>
    <name>DeckPane</name>
    <message>
        <source>%1 — Herald&apos;s proposal where the rules leave it open; change it freely.</source>
        <translation>%1 — proposition de Herald là où les règles laissent le choix ; libre à vous de la modifier.</translation>
    </message>
    <message>
        <source>%1 cards to draw · %2 discarded</source>
        <translation>%1 cartes à piocher · %2 défaussées</translation>
    </message>
    <message>
        <source>Who draws (nation, player, side)</source>
        <translation>Qui pioche (nation, joueur, camp)</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>Face cachée</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Mélanger</translation>
    </message>
    <message>
        <source>Reshuffle discards</source>
        <translation>Remélanger la défausse</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>En jeu</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>Révéler</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>No card of this deck is in play.</source>
        <translation>Aucune carte de ce paquet n’est en jeu.</translation>
    </message>
    <message>
        <source>%1: %2 (face down)</source>
        <translation>%1 : %2 (face cachée)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>DecksPage</name>
    <message>
        <source>Import tables and decks</source>
        <translation>Importer des tables et des paquets</translation>
    </message>
    <message>
        <source>Decks and tables (*.json)</source>
        <translation>Paquets et tables (*.json)</translation>
    </message>
    <message>
        <source>Rows of the chosen table (*.csv)</source>
        <translation>Lignes de la table choisie (*.csv)</translation>
    </message>
    <message>
        <source>Table, as JSON (docs/decks-and-tables-format.md)</source>
        <translation>Table, en JSON (docs/decks-and-tables-format.md)</translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation>Paquets et tables</translation>
    </message>
    <message>
        <source>Roll on the campaign&apos;s tables and draw from its decks; every roll and draw is kept in the history and can be undone.</source>
        <translation>Lancer sur les tables de la campagne et piocher dans ses paquets ; chaque jet et chaque pioche est conservé dans l’historique et peut être annulé.</translation>
    </message>
    <message>
        <source>Import…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Export all…</source>
        <translation>Tout exporter…</translation>
    </message>
    <message>
        <source>Export table…</source>
        <translation>Exporter la table…</translation>
    </message>
    <message>
        <source>Edit table…</source>
        <translation>Modifier la table…</translation>
    </message>
    <message>
        <source>New table…</source>
        <translation>Nouvelle table…</translation>
    </message>
    <message>
        <source>Tables and decks</source>
        <translation>Tables et paquets</translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation>Objets magiques</translation>
    </message>
    <message>
        <source>This campaign has no tables or decks yet.</source>
        <translation>Cette campagne n’a encore ni tables ni paquets.</translation>
    </message>
    <message>
        <source>Choose a table to roll on or a deck to draw from.</source>
        <translation>Choisir une table sur laquelle lancer ou un paquet dans lequel piocher.</translation>
    </message>
    <message>
        <source>Add the WarMaster charts and decks that Herald ships, then roll and draw.</source>
        <translation>Ajouter les tables et paquets WarMaster fournis avec Herald, puis lancer et piocher.</translation>
    </message>
    <message>
        <source>Add the WarMaster tables and decks</source>
        <translation>Ajouter les tables et paquets WarMaster</translation>
    </message>
    <message>
        <source>Export the table %1</source>
        <translation>Exporter la table %1</translation>
    </message>
    <message>
        <source>Export every deck and table</source>
        <translation>Exporter tous les paquets et toutes les tables</translation>
    </message>
    <message>
        <source>decks-and-tables</source>
        <translation>paquets-et-tables</translation>
    </message>
    <message>
        <source>Import and export</source>
        <translation>Import et export</translation>
    </message>
</context>
<context>
    <name>DicePage</name>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Roll for anything the rules do not roll for you, or type what real dice showed. Every roll goes into the campaign&apos;s history.</source>
        <translation>Lancer les dés pour tout ce que les règles ne lancent pas d’elles-mêmes, ou saisir ce qu’ont montré de vrais dés. Chaque jet est inscrit dans l’historique de la campagne.</translation>
    </message>
    <message>
        <source>Dice expression</source>
        <translation>Expression de dés</translation>
    </message>
    <message>
        <source>d6, 2d10, 3d6+2, d20</source>
        <translation>d6, 2d10, 3d6+2, d20</translation>
    </message>
    <message>
        <source>A d10 reads its 0 face as 10.</source>
        <translation>Sur un d10, la face 0 compte pour 10.</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>e.g. Survival roll for the Orc Warriors</source>
        <translation>p. ex. Jet de survie des Guerriers orques</translation>
    </message>
    <message>
        <source>What real dice showed (optional)</source>
        <translation>Ce qu’ont montré de vrais dés (facultatif)</translation>
    </message>
    <message>
        <source>leave empty to let Herald roll; e.g. 3 5</source>
        <translation>laisser vide pour que Herald lance les dés ; p. ex. 3 5</translation>
    </message>
    <message>
        <source>Record the typed roll</source>
        <translation>Enregistrer le jet saisi</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Dice log</source>
        <translation>Journal des dés</translation>
    </message>
    <message>
        <source>%1 showed %2, typed · %3</source>
        <translation>%1 : %2 saisi · %3</translation>
    </message>
    <message>
        <source>%1 rolled %2 · %3</source>
        <translation>%1 : %2 lancé · %3</translation>
    </message>
</context>
<context>
    <name>DieField</name>
    <message>
        <source>Real d10, or empty</source>
        <translation>d10 réel, ou vide</translation>
    </message>
</context>
<context>
    <name>DiplomacyDeskPage</name>
    <message>
        <source>Save the public report of %1</source>
        <translation>Enregistrer le rapport public de %1</translation>
    </message>
    <message>
        <source>Save the private report for %1 of %2</source>
        <translation>Enregistrer le rapport privé de %1 (%2)</translation>
    </message>
    <message>
        <source>PDF files (*.pdf)</source>
        <translation>Fichiers PDF (*.pdf)</translation>
    </message>
    <message>
        <source>public report %1</source>
        <translation>rapport public %1</translation>
    </message>
    <message>
        <source>report for %1 %2</source>
        <translation>rapport pour %1 %2</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aucune partie pour l’instant</translation>
    </message>
    <message>
        <source>Another game…</source>
        <translation>Autre partie…</translation>
    </message>
    <message>
        <source>Another game:</source>
        <translation>Autre partie :</translation>
    </message>
    <message>
        <source>Start a game:</source>
        <translation>Commencer une partie :</translation>
    </message>
    <message>
        <source>New game&apos;s name</source>
        <translation>Nom de la nouvelle partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>This campaign has no Diplomacy game yet. Name one, choose the standard map or Downfall, and press New game; then enter each power&apos;s orders and adjudicate.</source>
        <translation>Cette campagne n’a pas encore de partie de Diplomacy. En nommer une, choisir la carte standard ou Downfall, puis cliquer sur Nouvelle partie ; saisir ensuite les ordres de chaque puissance et arbitrer.</translation>
    </message>
    <message>
        <source>Show the last adjudicated phase with its results</source>
        <translation>Afficher la dernière phase arbitrée avec ses résultats</translation>
    </message>
    <message>
        <source>Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Stars: personalities, with a dashed ring when hidden from the players. Click a province to add it to the orders.</source>
        <translation>Flèches : vert = réussi, rouge = échoué, gris = illégal ou nul, foncé = pas encore arbitré ; tirets = soutien, pointillés = convoi. Étoiles : personnalités, entourées d’un cercle en tirets si elles sont cachées aux joueurs. Cliquer sur une province pour l’ajouter aux ordres.</translation>
    </message>
    <message>
        <source>Arrows: green succeeded, red failed, grey illegal or void, dark not yet judged; dashed: support, dotted: convoy. Click a province to add it to the orders.</source>
        <translation>Flèches : vert = réussi, rouge = échoué, gris = illégal ou nul, foncé = pas encore arbitré ; tirets = soutien, pointillés = convoi. Cliquer sur une province pour l’ajouter aux ordres.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>The whole turn, one order a line: A Gon-Osg, C Edo-WEm; Lead Faramir A MTi-Osg; Fear A Osg; Gandalf S A Lam; Gandalf command A Edo-WEm; Step Gandalf Dol Dag; Retreat A Osg-Ith; Second C WEm-Edo; Ring pass Fellowship; Ring wear; Destroy Saruman; Build C Edo</source>
        <translation>Tout le tour, un ordre par ligne : A Gon-Osg, C Edo-WEm ; Lead Faramir A MTi-Osg ; Fear A Osg ; Gandalf S A Lam ; Gandalf command A Edo-WEm ; Step Gandalf Dol Dag ; Retreat A Osg-Ith ; Second C WEm-Edo ; Ring pass Fellowship ; Ring wear ; Destroy Saruman ; Build C Edo</translation>
    </message>
    <message>
        <source>One order a line: A Par-Bur, F Bre-Mid, A Mar S A Par-Bur; retreats A Bur-Pic; builds Build A Par</source>
        <translation>Un ordre par ligne : A Par-Bur, F Bre-Mid, A Mar S A Par-Bur ; retraites A Bur-Pic ; constructions Build A Par</translation>
    </message>
    <message>
        <source>Enter orders for %1</source>
        <translation>Saisir les ordres de %1</translation>
    </message>
    <message>
        <source>Hide the Ring in</source>
        <translation>Cacher l’Anneau en</translation>
    </message>
    <message>
        <source>Shi</source>
        <translation>Shi</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Cacher</translation>
    </message>
    <message>
        <source>Adjudicate %1</source>
        <translation>Arbitrer %1</translation>
    </message>
    <message>
        <source>Public report</source>
        <translation>Rapport public</translation>
    </message>
    <message>
        <source>PDF…</source>
        <translation>PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Private report for %1</source>
        <translation>Rapport privé pour %1</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Orders entered</source>
        <translation>Ordres saisis</translation>
    </message>
    <message>
        <source>%1: %2 — %3</source>
        <translation>%1 : %2 — %3</translation>
    </message>
    <message>
        <source>Set position…</source>
        <translation>Définir la position…</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>%1 (key %2)</source>
        <translation>%1 (touche %2)</translation>
    </message>
</context>
<context>
    <name>ErrorDialog</name>
    <message>
        <source>Herald could not do that</source>
        <translation>Herald n’a pas pu effectuer cette action</translation>
    </message>
</context>
<context>
    <name>ExodusDialog</name>
    <message>
        <source>Exodus (M-0, §7.4.1)</source>
        <translation>Exode (M-0, §7.4.1)</translation>
    </message>
    <message>
        <source>Put to sea (Ctrl+Return)</source>
        <translation>Prendre la mer (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Fleet name</source>
        <translation>Nom de la flotte</translation>
    </message>
    <message>
        <source>empty: Herald names it after the nation</source>
        <translation>vide : Herald la nomme d’après la nation</translation>
    </message>
    <message>
        <source>Only a nation with at most 1 army and at most 2 areas may leave. Pirates leave an exodus alone; it may not return to the landmass it left.</source>
        <translation>Seule une nation ayant au plus 1 armée et au plus 2 zones peut partir. Les pirates laissent un exode tranquille ; il ne peut pas revenir sur la masse continentale qu’il a quittée.</translation>
    </message>
</context>
<context>
    <name>ExpeditionsPage</name>
    <message>
        <source>Expeditions</source>
        <translation>Expéditions</translation>
    </message>
    <message>
        <source>Pirate pool: %1</source>
        <extracomment>the campaign&apos;s pirate pool (§7.2.6): ships lost to mutiny that now attack fleets</extracomment>
        <translation>Réserve des pirates : %1</translation>
    </message>
    <message>
        <source>Fleets are outfitted in a port at the New Year, sail with a go-to-sea order, roll on the expedition chart in each later month&apos;s movement step and come ashore when it brings them to land.</source>
        <translation>Les flottes sont équipées dans un port au Nouvel An, appareillent avec un ordre de départ en mer, lancent les dés sur la table d’expédition à l’étape de mouvement de chaque mois suivant et débarquent quand elle les mène à terre.</translation>
    </message>
    <message>
        <source>Open a campaign to see its expeditions.</source>
        <translation>Ouvrir une campagne pour voir ses expéditions.</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <extracomment>%1 the nation, %2 the expedition&apos;s status</extracomment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Liste d’armée</translation>
    </message>
    <message>
        <source>No units aboard</source>
        <translation>Aucune unité à bord</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>No characters aboard</source>
        <translation>Aucun personnage à bord</translation>
    </message>
    <message>
        <source>Expedition chart rolls</source>
        <translation>Jets sur la table d’expédition</translation>
    </message>
    <message>
        <source>No roll yet: the first comes in the movement step after the fleet sails.</source>
        <translation>Aucun jet pour l’instant : le premier a lieu à l’étape de mouvement qui suit l’appareillage de la flotte.</translation>
    </message>
    <message>
        <source>Save the expedition sheet</source>
        <translation>Enregistrer la feuille d’expédition</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>expedition-sheet</source>
        <translation>feuille-expedition</translation>
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
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Print sheet…</source>
        <translation>Imprimer la feuille…</translation>
    </message>
    <message>
        <source>Outfit an expedition…</source>
        <translation>Équiper une expédition…</translation>
    </message>
    <message>
        <source>Exodus…</source>
        <translation>Exode…</translation>
    </message>
    <message>
        <source>Rebellion…</source>
        <translation>Rébellion…</translation>
    </message>
    <message>
        <source>New Nation…</source>
        <translation>Nouvelle nation…</translation>
    </message>
    <message>
        <source>Outfitting at NY-7 · exodus at M-0 · rebellion at NY-2 · a New Nation at NY-6 or NY-7</source>
        <translation>Équipement à NY-7 · exode à M-0 · rébellion à NY-2 · Nouvelle nation à NY-6 ou NY-7</translation>
    </message>
    <message>
        <source>No expedition yet. Outfit one at NY-7 (Outfit an expedition…, Ctrl+Shift+O).</source>
        <translation>Aucune expédition pour l’instant. Équipez-en une à NY-7 (Équiper une expédition…, Ctrl+Shift+O).</translation>
    </message>
    <message>
        <source>Sail…</source>
        <translation>Appareiller…</translation>
    </message>
    <message>
        <source>Land…</source>
        <translation>Débarquer…</translation>
    </message>
    <message>
        <source>Ally with the sea people…</source>
        <translation>S’allier au peuple de la mer…</translation>
    </message>
</context>
<context>
    <name>ExperienceDialog</name>
    <message>
        <source>%1&apos;s experience (§2.15)</source>
        <extracomment>%1 nation</extracomment>
        <translation>Expérience de %1 (§2.15)</translation>
    </message>
    <message>
        <source>%1 XP left. Already bought for the next battle: %2. One purchase per battle.</source>
        <extracomment>%1 XP left, %2 what was bought (&quot;one battle-honour roll&quot;)</extracomment>
        <translation>%1 PX restants. Déjà acheté pour la prochaine bataille : %2. Un achat par bataille.</translation>
    </message>
    <message>
        <source>%1 XP to spend, one purchase before the battle.</source>
        <translation>%1 PX à dépenser, un achat avant la bataille.</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Achat</translation>
    </message>
    <message>
        <source>For the army</source>
        <translation>Pour l’armée</translation>
    </message>
    <message>
        <source>Die rolled</source>
        <translation>Dé lancé</translation>
    </message>
    <message>
        <source>empty: Herald rolls</source>
        <translation>vide : Herald lance</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Acheter</translation>
    </message>
</context>
<context>
    <name>FactionsBox</name>
    <message>
        <source>Factions (§5.7 option B): the larger side splits in two; the larger faction stays and fights, the smaller retreats, equal factions fight each other first.</source>
        <translation>Factions (§5.7 option B) : le camp le plus nombreux se divise en deux ; la faction la plus nombreuse reste et combat, la plus petite bat en retraite, et des factions égales s’affrontent d’abord.</translation>
    </message>
    <message>
        <source>Engagement %1 in %2: %3 (%4) against %5</source>
        <extracomment>%1 engagement number, %2 area, %3 army, %4 nation, %5 the armies faced</extracomment>
        <translation>Engagement %1 en %2 : %3 (%4) contre %5</translation>
    </message>
    <message>
        <source>joined (secret)</source>
        <translation>faction choisie (secret)</translation>
    </message>
    <message>
        <source>Faction 1</source>
        <translation>Faction 1</translation>
    </message>
    <message>
        <source>Faction 2</source>
        <translation>Faction 2</translation>
    </message>
</context>
<context>
    <name>FirePane</name>
    <message>
        <source>Shooter</source>
        <translation>Tireur</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Cible</translation>
    </message>
    <message>
        <source>Distance in hexes</source>
        <translation>Distance en hexagones</translation>
    </message>
    <message>
        <source>0: measured on the map</source>
        <translation>0 : mesurée sur la carte</translation>
    </message>
    <message>
        <source>Target stands on</source>
        <translation>La cible est sur</translation>
    </message>
    <message>
        <source>Shoot</source>
        <translation>Tirer</translation>
    </message>
</context>
<context>
    <name>FoundNationDialog</name>
    <message>
        <source>Found a nation</source>
        <translation>Fonder une nation</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>new names are added</source>
        <translation>les nouveaux noms sont ajoutés</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Capital (XXYY)</source>
        <translation>Capitale (XXYY)</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Livre d’armée</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Found nation</source>
        <translation>Fonder la nation</translation>
    </message>
</context>
<context>
    <name>GharvPane</name>
    <message>
        <source>Each Adventurer or Krob on water, a beach, a boat or marsh rolls a d10: a Gharv comes up on 1-2 in water (2 off the roll for a wounded character), on 1 on a beach or a boat, on 1-3 in marsh (1 off if wounded). Its attack in that interphase is 2 columns right from water, 1 from a beach or marsh; beside a boat it tries to capsize it instead (1-3).</source>
        <translation>Chaque Aventurier ou Krob sur l’eau, une plage, un bateau ou un marécage lance un d10 : un Gharv surgit sur 1-2 dans l’eau (2 de moins au jet pour un personnage blessé), sur 1 sur une plage ou un bateau, sur 1-3 dans un marécage (1 de moins s’il est blessé). Son attaque dans cette interphase se fait 2 colonnes vers la droite depuis l’eau, 1 depuis une plage ou un marécage ; à côté d’un bateau, il tente plutôt de le faire chavirer (1-3).</translation>
    </message>
    <message>
        <source>Who rolls</source>
        <translation>Qui lance</translation>
    </message>
    <message>
        <source>Stands on</source>
        <translation>Se trouve sur</translation>
    </message>
    <message>
        <source>Place it on</source>
        <translation>Le placer sur</translation>
    </message>
    <message>
        <source>Hex, or empty</source>
        <translation>Hexagone, ou vide</translation>
    </message>
    <message>
        <source>Empty: Herald puts the Gharv on the free water or marsh hex beside the character, rolling among several</source>
        <translation>Vide : Herald place le Gharv sur l’hexagone d’eau ou de marécage libre à côté du personnage, en tirant au sort s’il y en a plusieurs</translation>
    </message>
    <message>
        <source>Gharv</source>
        <translation>Gharv</translation>
    </message>
    <message>
        <source>The Gharv that goes for the boat</source>
        <translation>Le Gharv qui s’en prend au bateau</translation>
    </message>
    <message>
        <source>In the boat</source>
        <translation>Dans le bateau</translation>
    </message>
    <message>
        <source>and</source>
        <translation>et</translation>
    </message>
    <message>
        <source>Roll for a Gharv</source>
        <translation>Lancer pour un Gharv</translation>
    </message>
    <message>
        <source>Go for the boat</source>
        <translation>S’en prendre au bateau</translation>
    </message>
</context>
<context>
    <name>HexGamePage</name>
    <message>
        <source>Choose a scanned map to show under the hexes</source>
        <translation>Choisir une carte numérisée à afficher sous les hexagones</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>Hex game</source>
        <translation>Jeu d’hexagones</translation>
    </message>
    <message>
        <source>End phase</source>
        <translation>Terminer la phase</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>No scanned map</source>
        <translation>Aucune carte numérisée</translation>
    </message>
    <message>
        <source>Scanned map…</source>
        <translation>Carte numérisée…</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>Aucune partie pour l’instant</translation>
    </message>
    <message>
        <source>New game&apos;s name</source>
        <translation>Nom de la nouvelle partie</translation>
    </message>
    <message>
        <source>New Black Eagle game</source>
        <translation>Nouvelle partie Aigle Noir</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>VP: Black Eagle %1, Karameikan %2</source>
        <translation>PV : Aigle Noir %1, Karameikiens %2</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Point at a hex to read its number and terrain.</source>
        <translation>Survoler un hexagone pour lire son numéro et son terrain.</translation>
    </message>
    <message>
        <source>No advance</source>
        <translation>Pas d’avance</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Hors de la carte</translation>
    </message>
    <message>
        <source>Hold</source>
        <translation>Retenir</translation>
    </message>
    <message>
        <source>Keep it off the map for now; it may enter in a later movement phase</source>
        <translation>La garder hors de la carte pour l’instant ; elle pourra entrer lors d’une phase de mouvement ultérieure</translation>
    </message>
    <message>
        <source>Another game…</source>
        <translation>Autre partie…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Rules settings, where the rules leave a choice (the defaults are the usual reading):</source>
        <translation>Réglages des règles, là où elles laissent un choix (les valeurs par défaut sont la lecture habituelle) :</translation>
    </message>
    <message>
        <source>Cross a river after moving along its bank (M5)</source>
        <translation>Franchir une rivière après avoir longé sa rive (M5)</translation>
    </message>
    <message>
        <source>Withdraw from a ZOC over a bridge (Z4)</source>
        <translation>Quitter une ZdC par un pont (Z4)</translation>
    </message>
    <message>
        <source>Retreat over a bridge (R2.3)</source>
        <translation>Retraite par un pont (R2.3)</translation>
    </message>
    <message>
        <source>One forester or mountaineer attacking is enough (A13)</source>
        <translation>Un seul forestier ou montagnard attaquant suffit (A13)</translation>
    </message>
    <message>
        <source>River shift added to the terrain&apos;s (A20)</source>
        <translation>Décalage de rivière ajouté à celui du terrain (A20)</translation>
    </message>
    <message>
        <source>AD turns over one named attacker (A12)</source>
        <translation>Un AD retourne un attaquant désigné (A12)</translation>
    </message>
    <message>
        <source>Advance after combat across a river (V2)</source>
        <translation>Avance après combat à travers une rivière (V2)</translation>
    </message>
    <message>
        <source>Save the hex game as a PDF</source>
        <translation>Enregistrer la partie de jeu d’hexagones en PDF</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>hex-game</source>
        <translation>partie-hexagones</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>On A4 paper…</source>
        <translation>Sur papier A4…</translation>
    </message>
    <message>
        <source>On Letter paper…</source>
        <translation>Sur papier Lettre US…</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Map editor</source>
        <translation>Éditeur de carte</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>How strongly the hexes are drawn over the scanned map</source>
        <translation>Intensité du tracé des hexagones sur la carte numérisée</translation>
    </message>
    <message>
        <source>A scanned map kept with this game, under the hexes</source>
        <translation>Une carte scannée conservée avec cette partie, sous les hexagones</translation>
    </message>
    <message>
        <source>Choose a hex game scenario file</source>
        <translation>Choisir un fichier de scénario de jeu à hexagones</translation>
    </message>
    <message>
        <source>Hex game scenarios (*.json)</source>
        <translation>Scénarios de jeu à hexagones (*.json)</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scénario</translation>
    </message>
    <message>
        <source>The shipped Black Eagle order of battle</source>
        <translation>L’ordre de bataille de Black Eagle fourni</translation>
    </message>
    <message>
        <source>Scenario file…</source>
        <translation>Fichier de scénario…</translation>
    </message>
    <message>
        <source>A scenario in Herald&apos;s format (units, set-up and entry hexes, arrivals, victory rules), copied into the game when it starts</source>
        <translation>Un scénario au format de Herald (unités, hexagones de déploiement et d’entrée, arrivées, règles de victoire), copié dans la partie à son début</translation>
    </message>
    <message>
        <source>Shipped scenario</source>
        <translation>Scénario fourni</translation>
    </message>
</context>
<context>
    <name>HexMapEditorPane</name>
    <message>
        <source>Choose a hex map file to read in</source>
        <translation>Choisir un fichier de carte d’hexagones à importer</translation>
    </message>
    <message>
        <source>Hex maps (*.json)</source>
        <translation>Cartes d’hexagones (*.json)</translation>
    </message>
    <message>
        <source>Save the hex map</source>
        <translation>Enregistrer la carte d’hexagones</translation>
    </message>
    <message>
        <source>hex-map</source>
        <translation>carte-hexagones</translation>
    </message>
    <message>
        <source>Choose a scanned map to trace over</source>
        <translation>Choisir une carte numérisée à décalquer</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>New map…</source>
        <translation>Nouvelle carte…</translation>
    </message>
    <message>
        <source>Read in…</source>
        <translation>Importer…</translation>
    </message>
    <message>
        <source>Read a hex map file in Herald&apos;s format into the campaign</source>
        <translation>Importer dans la campagne un fichier de carte d’hexagones au format de Herald</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>No scanned map</source>
        <translation>Aucune carte numérisée</translation>
    </message>
    <message>
        <source>Scanned map…</source>
        <translation>Carte numérisée…</translation>
    </message>
    <message>
        <source>A scanned map kept with this map, under the hexes, to trace over</source>
        <translation>Une carte numérisée conservée avec cette carte, sous les hexagones, pour la décalquer</translation>
    </message>
    <message>
        <source>New map&apos;s name</source>
        <translation>Nom de la nouvelle carte</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>Blank map</source>
        <translation>Carte vierge</translation>
    </message>
    <message>
        <source>Copy of the Black Eagle map</source>
        <translation>Copie de la carte Aigle Noir</translation>
    </message>
    <message>
        <source>Herald&apos;s reconstruction of the game&apos;s map, to trace over the real one and correct</source>
        <translation>La reconstitution par Herald de la carte du jeu, à superposer à la vraie pour la corriger</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <source>Drag to paint the terrain chosen beside</source>
        <translation>Faire glisser pour peindre le terrain choisi à côté</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Click a hex to set its town, keep or ruins and its regions</source>
        <translation>Cliquer sur un hexagone pour définir son bourg, son donjon ou ses ruines et ses régions</translation>
    </message>
    <message>
        <source>Road</source>
        <translation>Route</translation>
    </message>
    <message>
        <source>Drag from hex to hex to lay the named road along the hexsides crossed</source>
        <translation>Faire glisser d’hexagone en hexagone pour tracer la route nommée le long des côtés d’hexagone franchis</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fleuve</translation>
    </message>
    <message>
        <source>Drag from hex to hex to draw the named river along the hexsides crossed</source>
        <translation>Faire glisser d’hexagone en hexagone pour tracer la rivière nommée le long des côtés d’hexagone franchis</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Click near a river hexside to bridge it, or to take its bridge off</source>
        <translation>Cliquer près d’un côté d’hexagone bordé d’une rivière pour y poser un pont, ou pour retirer son pont</translation>
    </message>
    <message>
        <source>Hex set</source>
        <translation>Ensemble d’hexagones</translation>
    </message>
    <message>
        <source>Drag over hexes to add them to the scenario hex set named beside</source>
        <translation>Faire glisser sur des hexagones pour les ajouter à l’ensemble d’hexagones du scénario nommé à côté</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Drag over hexes printed only in part at the map&apos;s edge to leave them out of play</source>
        <translation>Faire glisser sur les hexagones imprimés seulement en partie au bord de la carte pour les mettre hors jeu</translation>
    </message>
    <message>
        <source>Terrain the brush paints</source>
        <translation>Terrain peint par le pinceau</translation>
    </message>
    <message>
        <source>Road&apos;s name</source>
        <translation>Nom de la route</translation>
    </message>
    <message>
        <source>River&apos;s name</source>
        <translation>Nom de la rivière</translation>
    </message>
    <message>
        <source>Hex set&apos;s name</source>
        <translation>Nom de l’ensemble d’hexagones</translation>
    </message>
    <message>
        <source>Sets…</source>
        <translation>Ensembles…</translation>
    </message>
    <message>
        <source>Pick a set the map has; type a new name beside to start one</source>
        <translation>Choisir un ensemble de la carte ; saisir un nouveau nom à côté pour en commencer un</translation>
    </message>
    <message>
        <source>Take off</source>
        <translation>Retirer</translation>
    </message>
    <message>
        <source>The drag takes roads, rivers or hexes of the set off, or puts edge hexes back in play, instead (Shift does this for one drag)</source>
        <translation>Le glissement retire plutôt les routes, les rivières ou les hexagones de l’ensemble, ou remet en jeu les hexagones du bord (Maj le fait le temps d’un glissement)</translation>
    </message>
    <message>
        <source>How strongly the hexes are drawn over the scanned map</source>
        <translation>Intensité du tracé des hexagones sur la carte numérisée</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Zoom arrière</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Zoom avant</translation>
    </message>
    <message>
        <source>Point at a hex to read its terrain, place and sides.</source>
        <translation>Survoler un hexagone pour lire son terrain, son lieu et ses côtés.</translation>
    </message>
    <message>
        <source>Place in hex %1</source>
        <translation>Lieu de l’hexagone %1</translation>
    </message>
    <message>
        <source>Click a hex to give it a place.</source>
        <translation>Cliquer sur un hexagone pour lui donner un lieu.</translation>
    </message>
    <message>
        <source>Name (Kelvin)</source>
        <translation>Nom (Kelvin)</translation>
    </message>
    <message>
        <source>Regions, by commas (Karameikos)</source>
        <translation>Régions, séparées par des virgules (Karameikos)</translation>
    </message>
    <message>
        <source>Set the place</source>
        <translation>Définir le lieu</translation>
    </message>
    <message>
        <source>Lay the map out on another grid?</source>
        <translation>Disposer la carte sur une autre grille ?</translation>
    </message>
    <message numerus="yes">
        <source>With the hexes laid out as “%1”, %n road, river or bridge hexside(s) no longer lie between neighbouring hexes and come off; the explanation names them, to trace again. Every hex keeps its number, terrain and place. Undo puts it all back.</source>
        <translation>
            <numerusform>Avec les hexagones disposés en « %1 », %n côté de route, de rivière ou de pont ne sépare plus deux hexagones voisins et est retiré ; l’explication le nomme, pour le retracer. Chaque hexagone garde son numéro, son terrain et son lieu. Annuler rétablit tout.</numerusform>
            <numerusform>Avec les hexagones disposés en « %1 », %n côtés de route, de rivière ou de pont ne séparent plus deux hexagones voisins et sont retirés ; l’explication les nomme, pour les retracer. Chaque hexagone garde son numéro, son terrain et son lieu. Annuler rétablit tout.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Hexagones</translation>
    </message>
    <message>
        <source>Flat-topped hexes in columns, or pointy-topped hexes in rows, and which columns (or rows) sit half a hex lower (or to the right), as on the printed map (rule 2.2)</source>
        <translation>Hexagones à sommet plat en colonnes, ou à pointe en haut en rangées, et quelles colonnes (ou rangées) sont décalées d’un demi-hexagone vers le bas (ou vers la droite), comme sur la carte imprimée (règle 2.2)</translation>
    </message>
    <message>
        <source>Hexes (rule 2.2)</source>
        <translation>Hexagones (règle 2.2)</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Every command of the campaign, newest first, with the dice it rolled. Undone commands stay greyed until a new command replaces them.</source>
        <translation>Toutes les commandes de la campagne, de la plus récente à la plus ancienne, avec leurs jets de dés. Les commandes annulées restent grisées jusqu’à ce qu’une nouvelle commande les remplace.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Ctrl+Z</source>
        <translation>Ctrl+Z</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>Nothing has happened in this campaign yet.</source>
        <translation>Il ne s’est encore rien passé dans cette campagne.</translation>
    </message>
    <message>
        <source>%1 (undone)</source>
        <translation>%1 (annulée)</translation>
    </message>
    <message>
        <source>#%1 · %2</source>
        <translation>#%1 · %2</translation>
    </message>
    <message>
        <source>Click to see the rules decisions of this command</source>
        <translation>Cliquer pour voir les décisions de règles de cette commande</translation>
    </message>
    <message>
        <source>Why ▾</source>
        <extracomment>toggles the list of rules decisions under a history entry</extracomment>
        <translation>Pourquoi ▾</translation>
    </message>
    <message>
        <source>Why ▸</source>
        <translation>Pourquoi ▸</translation>
    </message>
</context>
<context>
    <name>IndependentArmiesBox</name>
    <message>
        <source>Independent armies (§7.7.6)</source>
        <translation>Armées indépendantes (§7.7.6)</translation>
    </message>
    <message>
        <source>No race is Independent. A race that wins a pick-up battle in box 3 leaves the track and its commander places its army on the map.</source>
        <translation>Aucune race n’est indépendante. Une race qui gagne une bataille impromptue en case 3 quitte la piste et son commandant place son armée sur la carte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; stand in %2, ordered by %3; held %4 turn(s)</source>
        <extracomment>%1 race, %2 area, %3 who orders it, %4 turns held</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; se tiennent en %2, sous les ordres de %3 ; zone tenue depuis %4 tour(s)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; are Independent: their army waits to be placed, at least one area away from any town or city</source>
        <extracomment>%1 race</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; sont indépendants : leur armée attend d’être placée, à au moins une zone de tout bourg ou cité</translation>
    </message>
    <message>
        <source>Area (XXYY)</source>
        <translation>Zone (XXYY)</translation>
    </message>
    <message>
        <source>Move there</source>
        <translation>Y aller</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>The controller&apos;s move of the turn, one area, from M-1 to M-2C</source>
        <translation>Le mouvement du tour décidé par son contrôleur, une zone, de M-1 à M-2C</translation>
    </message>
    <message>
        <source>The commander who led the race to independence places it</source>
        <translation>Le commandant qui a mené la race à l’indépendance la place</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; meets the %2 army in %3: its player chooses</source>
        <extracomment>%1 army, %2 race, %3 area</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; rencontre l’armée des %2 en %3 : son joueur choisit</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>Bataille</translation>
    </message>
    <message>
        <source>A campaign battle at the table; it joins this month&apos;s battles</source>
        <translation>Une bataille de campagne à la table ; elle rejoint les batailles du mois</translation>
    </message>
    <message>
        <source>To (optional)</source>
        <translation>Vers (facultatif)</translation>
    </message>
    <message>
        <source>Force it back</source>
        <translation>La repousser</translation>
    </message>
    <message>
        <source>No battle: it steps one area away from the army (I-76); into the sea it is destroyed. Name an area only where several are equally far.</source>
        <translation>Pas de bataille : elle recule d’une zone en s’éloignant de l’armée (I-76) ; repoussée dans la mer, elle est détruite. N’indiquez une zone que si plusieurs sont également éloignées.</translation>
    </message>
</context>
<context>
    <name>LandDialog</name>
    <message>
        <source>%1 comes ashore (I-10)</source>
        <extracomment>%1 the expedition</extracomment>
        <translation>%1 débarque (I-10)</translation>
    </message>
    <message>
        <source>Land (Ctrl+Return)</source>
        <translation>Débarquer (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Zone</translation>
    </message>
    <message>
        <source>no coast open to a landing</source>
        <translation>aucune côte ouverte à un débarquement</translation>
    </message>
    <message>
        <source>Where the army stands</source>
        <translation>Position de l’armée</translation>
    </message>
    <message>
        <source>In the countryside</source>
        <translation>En rase campagne</translation>
    </message>
    <message>
        <source>At the population centre, to take the village</source>
        <translation>Au centre de population, pour prendre le village</translation>
    </message>
    <message>
        <source>The ships and the admiral are gone once ashore; the army marches with the expedition&apos;s roster until the New Year and takes orders from next month.</source>
        <translation>Une fois à terre, les navires et l’amiral disparaissent ; l’armée marche avec la liste d’armée de l’expédition jusqu’au Nouvel An et reçoit des ordres dès le mois suivant.</translation>
    </message>
</context>
<context>
    <name>LesserRacesPage</name>
    <message>
        <source>Lesser Races</source>
        <translation>Races mineures</translation>
    </message>
    <message>
        <source>Minor nations on their 0-1-2-3-Independent track. A race moves up a box when it wins a pick-up battle and down when it loses; a win in box 3 makes it Independent (I-73, reconstructed).</source>
        <translation>Les nations mineures sur leur piste 0-1-2-3-Indépendante. Une race monte d’une case quand elle gagne une bataille impromptue et descend quand elle perd ; une victoire en case 3 la rend indépendante (I-73, reconstitué).</translation>
    </message>
    <message>
        <source>Tracks (§7.7.1)</source>
        <translation>Pistes (§7.7.1)</translation>
    </message>
    <message>
        <source>%1 in play; the rules call for %2 (player countries less two), more may be added.</source>
        <extracomment>%1 races in play, %2 how many the rules call for</extracomment>
        <translation>%1 en jeu ; les règles en prévoient %2 (pays des joueurs moins deux), on peut en ajouter.</translation>
    </message>
    <message>
        <source>Add race</source>
        <translation>Ajouter une race</translation>
    </message>
    <message>
        <source>Experience (§7.8)</source>
        <translation>Expérience (§7.8)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Earned</source>
        <translation>Gagnés</translation>
    </message>
    <message>
        <source>Spent</source>
        <translation>Dépensés</translation>
    </message>
    <message>
        <source>Balance</source>
        <translation>Solde</translation>
    </message>
    <message>
        <source>Experience comes only from pick-up battles: a full point for every 100 VP in a win, every 200 in a loss (§2.15). Spend it before a battle with &quot;Spend experience…&quot; on the battle&apos;s brief (Battles page).</source>
        <translation>L’expérience ne vient que des batailles impromptues : un point entier par tranche de 100 PV en cas de victoire, de 200 en cas de défaite (§2.15). Dépensez-la avant une bataille avec « Dépenser de l’expérience… » dans le briefing de la bataille (page Batailles).</translation>
    </message>
</context>
<context>
    <name>ListCheckDialog</name>
    <message>
        <source>%1&apos;s army for battle %2</source>
        <extracomment>%1 nation, %2 battle number</extracomment>
        <translation>Armée de %1 pour la bataille %2</translation>
    </message>
    <message>
        <source>One entry per line: a count and a unit type (3 Spearmen), a number of mobs (2 mobs) or a character&apos;s name.</source>
        <translation>Une entrée par ligne : un nombre et un type d’unité (3 Spearmen), un nombre de levées (2 mobs) ou le nom d’un personnage.</translation>
    </message>
    <message>
        <source>4 Spearmen
2 Knights
Duke Aldric
2 mobs</source>
        <translation>4 Spearmen
2 Knights
Duc Aldric
2 mobs</translation>
    </message>
    <message>
        <source>Check (Ctrl+Return)</source>
        <translation>Vérifier (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>The list is legal for this battle.</source>
        <translation>La liste est régulière pour cette bataille.</translation>
    </message>
    <message>
        <source>The list breaks the rules:</source>
        <translation>La liste enfreint les règles :</translation>
    </message>
</context>
<context>
    <name>MagicItemsPane</name>
    <message>
        <source>Write a magic item</source>
        <translation>Rédiger un objet magique</translation>
    </message>
    <message>
        <source>Each player writes items worth up to 150 points in all (rules §2.18). The items are shuffled into one deck and each nation draws two.</source>
        <translation>Chaque joueur rédige des objets pour 150 points au total au maximum (règles §2.18). Les objets sont mélangés en un seul paquet et chaque nation en pioche deux.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Objet</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Effet</translation>
    </message>
    <message>
        <source>Write the item</source>
        <translation>Rédiger l’objet</translation>
    </message>
    <message>
        <source>When every player has written his items:</source>
        <translation>Lorsque tous les joueurs ont rédigé leurs objets :</translation>
    </message>
    <message>
        <source>Shuffle the items into the magic item deck</source>
        <translation>Mélanger les objets dans le paquet des objets magiques</translation>
    </message>
    <message>
        <source>Nations in dealing order: Red, Blue</source>
        <translation>Nations dans l’ordre de distribution : Rouge, Bleu</translation>
    </message>
    <message>
        <source>Deal two each</source>
        <translation>En distribuer deux à chacune</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Auteurs</translation>
    </message>
    <message>
        <source>%1 of 150 points used · %2 left</source>
        <translation>%1 points utilisés sur 150 · %2 restants</translation>
    </message>
    <message>
        <source>No magic items written yet.</source>
        <translation>Aucun objet magique rédigé pour l’instant.</translation>
    </message>
</context>
<context>
    <name>MagicPane</name>
    <message>
        <source>Spellcaster</source>
        <translation>Lanceur de sorts</translation>
    </message>
    <message>
        <source>Spell</source>
        <translation>Sort</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <source>Magnitude</source>
        <translation>Magnitude</translation>
    </message>
    <message>
        <source>MPs or points added, hexes, points off a missile roll</source>
        <translation>PM ou points ajoutés, hexagones, points retirés d’un jet de tir</translation>
    </message>
    <message>
        <source>Countered by</source>
        <translation>Contré par</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>Lancer</translation>
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
        <translation>%1 (lecture seule) — Herald</translation>
    </message>
</context>
<context>
    <name>MapPage</name>
    <message>
        <source>Import a strategic map</source>
        <translation>Importer une carte stratégique</translation>
    </message>
    <message>
        <source>Strategic map (*.json)</source>
        <translation>Carte stratégique (*.json)</translation>
    </message>
    <message>
        <source>Export the strategic map</source>
        <translation>Exporter la carte stratégique</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Choose a scanned map</source>
        <translation>Choisir une carte numérisée</translation>
    </message>
    <message>
        <source>Images (*.png *.jpg *.jpeg)</source>
        <translation>Images (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Click an area to edit it; drag to pan</source>
        <translation>Cliquer sur une zone pour la modifier ; faire glisser pour déplacer la vue</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Peindre</translation>
    </message>
    <message>
        <source>Drag to paint terrain; new hexes become areas</source>
        <translation>Faire glisser pour peindre le terrain ; les nouveaux hexagones deviennent des zones</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Drag over areas to remove them</source>
        <translation>Faire glisser sur des zones pour les supprimer</translation>
    </message>
    <message>
        <source>River</source>
        <translation>Fleuve</translation>
    </message>
    <message>
        <source>Terrain the brush paints</source>
        <translation>Terrain peint par le pinceau</translation>
    </message>
    <message>
        <source>Chaos</source>
        <translation>Chaos</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajuster</translation>
    </message>
    <message>
        <source>Labels</source>
        <translation>Étiquettes</translation>
    </message>
    <message>
        <source>Referee&apos;s map</source>
        <translation>Carte de l’arbitre</translation>
    </message>
    <message>
        <source>Show the whole map, or what one nation may see</source>
        <translation>Afficher toute la carte, ou ce qu’une nation peut voir</translation>
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
        <translation>Carte…</translation>
    </message>
    <message>
        <source>Import the demo map</source>
        <translation>Importer la carte de démonstration</translation>
    </message>
    <message>
        <source>Import a map file…</source>
        <translation>Importer un fichier de carte…</translation>
    </message>
    <message>
        <source>Export as map file…</source>
        <translation>Exporter en fichier de carte…</translation>
    </message>
    <message>
        <source>Save as PDF…</source>
        <translation>Enregistrer en PDF…</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Background image…</source>
        <translation>Image d’arrière-plan…</translation>
    </message>
    <message>
        <source>Remove background</source>
        <translation>Supprimer l’arrière-plan</translation>
    </message>
    <message>
        <source>Area %1</source>
        <translation>Zone %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terrain</translation>
    </message>
    <message>
        <source>Chaos land</source>
        <translation>Terre du Chaos</translation>
    </message>
    <message>
        <source>Major river runs through</source>
        <translation>Traversée par un grand fleuve</translation>
    </message>
    <message>
        <source>Population centre</source>
        <translation>Centre de population</translation>
    </message>
    <message>
        <source>Village</source>
        <translation>Village</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Bourg</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cité</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Propriétaire</translation>
    </message>
    <message>
        <source>Uncontrolled</source>
        <translation>Non contrôlée</translation>
    </message>
    <message>
        <source>Point of interest</source>
        <translation>Point d’intérêt</translation>
    </message>
    <message>
        <source>card or feature, e.g. Wizard&apos;s Tower</source>
        <translation>carte ou élément, p. ex. Tour du sorcier</translation>
    </message>
    <message>
        <source>No pass or ford</source>
        <translation>Ni col ni gué</translation>
    </message>
    <message>
        <source>Mountain pass</source>
        <translation>Col de montagne</translation>
    </message>
    <message>
        <source>River crossing</source>
        <translation>Passage de fleuve</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Nom de la carte</translation>
    </message>
    <message>
        <source>e.g. The Old World</source>
        <translation>p. ex. Le Vieux Monde</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rangées</translation>
    </message>
    <message>
        <source>Name and size the layout</source>
        <translation>Nommer et dimensionner la grille</translation>
    </message>
    <message>
        <source>Drag from hex to hex to draw a major river along the hexsides; hold Shift to clear one</source>
        <translation>Faire glisser d’hexagone en hexagone pour tracer un grand fleuve le long des côtés d’hexagone ; maintenir Maj pour en effacer un</translation>
    </message>
    <message>
        <source>Sides</source>
        <translation>Côtés</translation>
    </message>
    <message>
        <source>Click near the side between two hexes to set its barrier, river or crossing</source>
        <translation>Cliquer près du côté entre deux hexagones pour définir son obstacle, son fleuve ou son passage</translation>
    </message>
    <message>
        <source>Clear river</source>
        <translation>Effacer les fleuves</translation>
    </message>
    <message>
        <source>The river tool removes rivers instead of drawing them (Shift does this for one drag)</source>
        <translation>L’outil fleuve efface les fleuves au lieu de les tracer (Maj le fait le temps d’un glissement)</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+−)</source>
        <translation>Zoom arrière (Ctrl+−)</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <source>Show the whole map (Ctrl+0)</source>
        <translation>Afficher toute la carte (Ctrl+0)</translation>
    </message>
    <message>
        <source>How strongly the map is drawn over the scanned background: %1%</source>
        <translation>Intensité du tracé de la carte sur l’arrière-plan numérisé : %1 %</translation>
    </message>
    <message>
        <source>Name and size the layout…</source>
        <translation>Nommer et dimensionner la grille…</translation>
    </message>
    <message>
        <source>Drawing the map…</source>
        <translation>Dessin de la carte…</translation>
    </message>
    <message>
        <source>This campaign has no map yet</source>
        <translation>Cette campagne n’a pas encore de carte</translation>
    </message>
    <message>
        <source>Import a finished map, or start from a blank hex layout and paint the areas in.</source>
        <translation>Importer une carte terminée, ou partir d’une grille d’hexagones vierge et y peindre les zones.</translation>
    </message>
    <message>
        <source>Start a blank layout</source>
        <translation>Commencer une grille vierge</translation>
    </message>
    <message>
        <source>The layout is blank: choose Paint and drag over the hexes to add areas.</source>
        <translation>La grille est vierge : choisir Peindre et faire glisser sur les hexagones pour ajouter des zones.</translation>
    </message>
    <message>
        <source>Side %1</source>
        <translation>Côté %1</translation>
    </message>
    <message>
        <source>Major river along this side</source>
        <translation>Grand fleuve le long de ce côté</translation>
    </message>
    <message>
        <source>Barrier</source>
        <translation>Obstacle</translation>
    </message>
    <message>
        <source>As the terrain gives</source>
        <translation>Selon le terrain</translation>
    </message>
    <message>
        <source>No barrier</source>
        <translation>Aucun obstacle</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Great forest</source>
        <translation>Grande forêt</translation>
    </message>
    <message>
        <source>Major river</source>
        <translation>Grand fleuve</translation>
    </message>
    <message>
        <source>Crossing</source>
        <translation>Passage</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>map.json</source>
        <translation>carte.json</translation>
    </message>
    <message>
        <source>Save the map (%1) as PDF</source>
        <translation>Enregistrer la carte (%1) en PDF</translation>
    </message>
    <message>
        <source>map.pdf</source>
        <translation>carte.pdf</translation>
    </message>
    <message>
        <source>Save the map (%1) as a picture</source>
        <translation>Enregistrer la carte (%1) en image</translation>
    </message>
    <message>
        <source>PNG picture (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>map.png</source>
        <translation>carte.png</translation>
    </message>
    <message>
        <source>Save as PNG…</source>
        <translation>Enregistrer en PNG…</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Ce mois-ci</translation>
    </message>
    <message>
        <source>Show this month&apos;s moves, delayed, besieged and out-of-supply armies and engagements (key M)</source>
        <translation>Afficher les mouvements du mois, les armées retardées, assiégées et hors ravitaillement, et les engagements (touche M)</translation>
    </message>
    <message>
        <source>Show supply path</source>
        <translation>Afficher le chemin de ravitaillement</translation>
    </message>
    <message>
        <source>Draw how %1 is supplied</source>
        <translation>Tracer le chemin de ravitaillement de %1</translation>
    </message>
    <message>
        <source>Select an area with an army to draw its supply path</source>
        <translation>Sélectionner une zone contenant une armée pour tracer son chemin de ravitaillement</translation>
    </message>
</context>
<context>
    <name>MonthPrintMenu</name>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>Documents PDF (*.pdf)</translation>
    </message>
    <message>
        <source>month-report-%1</source>
        <translation>rapport-mensuel-%1</translation>
    </message>
    <message>
        <source>orders-%1</source>
        <translation>ordres-%1</translation>
    </message>
    <message>
        <source>Print…</source>
        <translation>Imprimer…</translation>
    </message>
    <message>
        <source>Month report for a nation…</source>
        <translation>Rapport mensuel d’une nation…</translation>
    </message>
    <message>
        <source>Blank order sheet for a nation…</source>
        <translation>Feuille d’ordres vierge d’une nation…</translation>
    </message>
    <message>
        <source>The players&apos; papers: a nation&apos;s month report or its order sheet, as PDF.</source>
        <translation>Les documents des joueurs : le rapport mensuel d’une nation ou sa feuille d’ordres, en PDF.</translation>
    </message>
    <message>
        <source>Print a month report</source>
        <translation>Imprimer un rapport mensuel</translation>
    </message>
    <message>
        <source>Print a blank order sheet</source>
        <translation>Imprimer une feuille d’ordres vierge</translation>
    </message>
    <message>
        <source>The report shows the nation&apos;s own armies, orders, supply and battles, and only the foreign armies it has met: give it to that nation&apos;s player alone.</source>
        <translation>Le rapport montre les armées, les ordres, le ravitaillement et les batailles de la nation, et seulement les armées étrangères qu’elle a rencontrées : ne le remettez qu’au joueur de cette nation.</translation>
    </message>
    <message>
        <source>One row per army that takes an order this turn, with what limits it and the orders it may be given.</source>
        <translation>Une ligne par armée qui reçoit un ordre ce tour-ci, avec ce qui la limite et les ordres qu’elle peut recevoir.</translation>
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
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Choose the file…</source>
        <translation>Choisir le fichier…</translation>
    </message>
</context>
<context>
    <name>MoveAnswersBox</name>
    <message>
        <source>Answers for the move (§4.3, I-43), given before the armies move:</source>
        <translation>Réponses pour le mouvement (§4.3, I-43), données avant que les armées ne se déplacent :</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <extracomment>%1 army, %2 nation, %3 its order in words</extracomment>
        <translation>%1 (%2) : %3</translation>
    </message>
    <message>
        <source>Goes back if it meets another own army</source>
        <translation>Fait demi-tour si elle rencontre une autre armée de sa nation</translation>
    </message>
    <message>
        <source>Lets a leaving enemy go</source>
        <translation>Laisse partir un ennemi qui s’en va</translation>
    </message>
</context>
<context>
    <name>NationDelegate</name>
    <message>
        <source>%1 · PT %2 · AP %3 · CP %4</source>
        <comment>race, population total, army points, character points</comment>
        <translation>%1 · PT %2 · AP %3 · CP %4</translation>
    </message>
    <message>
        <source>no army list yet</source>
        <translation>pas encore de livre d’armée</translation>
    </message>
</context>
<context>
    <name>NationEditDialog</name>
    <message>
        <source>Edit %1</source>
        <translation>Modifier %1</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Army list</source>
        <translation>Livre d’armée</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Choisir…</translation>
    </message>
    <message>
        <source>Capital (XXYY)</source>
        <translation>Capitale (XXYY)</translation>
    </message>
    <message>
        <source>Save changes</source>
        <translation>Enregistrer les modifications</translation>
    </message>
</context>
<context>
    <name>NationHeading</name>
    <message>
        <source>%1 — %2, player %3</source>
        <translation>%1 — %2, joueur %3</translation>
    </message>
    <message>
        <source>no army list yet</source>
        <translation>pas encore de livre d’armée</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>No nation yet: found one on the left.</source>
        <translation>Aucune nation pour l’instant : en fonder une à gauche.</translation>
    </message>
    <message>
        <source>Choose a nation on the left.</source>
        <translation>Choisir une nation à gauche.</translation>
    </message>
    <message>
        <source>Edit nation…</source>
        <translation>Modifier la nation…</translation>
    </message>
    <message>
        <source>Remove nation…</source>
        <translation>Retirer la nation…</translation>
    </message>
</context>
<context>
    <name>NationListPane</name>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nations et listes d’armée</translation>
    </message>
    <message>
        <source>Each nation&apos;s population total (PT), army points (AP) and character points (CP), counted live from the map, and its roster for this year.</source>
        <translation>Le total de population (PT), les points d’armée (AP) et les points de personnage (CP) de chaque nation, calculés en direct d’après la carte, et sa liste d’armée de l’année.</translation>
    </message>
    <message>
        <source>Found a nation…</source>
        <translation>Fonder une nation…</translation>
    </message>
</context>
<context>
    <name>NavigationRail</name>
    <message>
        <source>Campaign</source>
        <translation>Campagne</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nations et listes d’armée</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expéditions</translation>
    </message>
    <message>
        <source>Lesser Races</source>
        <translation>Races mineures</translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation>Paquets et tables</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>%1 (Ctrl+%2)</source>
        <translation>%1 (Ctrl+%2)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
</context>
<context>
    <name>NewBattleForm</name>
    <message>
        <source>Numbers for the battle board</source>
        <translation>Valeurs pour le plateau de bataille</translation>
    </message>
    <message>
        <source>Battle board tables (*.json)</source>
        <translation>Tables du plateau de bataille (*.json)</translation>
    </message>
    <message>
        <source>A new battle on the board: name it and list each army as counts of infantry, cavalry, artillery and leaders (&quot;elite&quot; before a type for elite brigades).</source>
        <translation>Une nouvelle bataille sur le plateau : la nommer et décrire chaque armée par le nombre de ses unités, avec les mots anglais infantry, cavalry, artillery et leaders («&#xa0;elite&#xa0;» devant un type pour les brigades d’élite).</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>e.g. Brandy Station</source>
        <translation>p. ex. Brandy Station</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Union: 6 infantry, 2 cavalry, 1 artillery, 2 leaders</source>
        <translation>Union: 6 infantry, 2 cavalry, 1 artillery, 2 leaders</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>Confederacy: 6 infantry, 1 elite cavalry, 1 artillery, 1 leader</source>
        <translation>Confederacy: 6 infantry, 1 elite cavalry, 1 artillery, 1 leader</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>Valeurs</translation>
    </message>
    <message>
        <source>the built-in placeholder set (§11.3)</source>
        <translation>le jeu de valeurs provisoires intégré (§11.3)</translation>
    </message>
    <message>
        <source>From a file…</source>
        <translation>Depuis un fichier…</translation>
    </message>
    <message>
        <source>Placeholder</source>
        <translation>Provisoires</translation>
    </message>
    <message>
        <source>Create battle</source>
        <translation>Créer la bataille</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>NewCentresForm</name>
    <message>
        <source>Production (§2.7): each owner places the new centres and picks which unsupported centres go. Only the areas the rules allow now are offered.</source>
        <translation>Production (§2.7) : chaque propriétaire place les nouveaux centres et choisit quels centres non soutenus sont réduits. Seules les zones que les règles autorisent actuellement sont proposées.</translation>
    </message>
    <message>
        <source>new towns to place: %1</source>
        <translation>nouveaux bourgs à placer : %1</translation>
    </message>
    <message>
        <source>new cities to place: %1</source>
        <translation>nouvelles cités à placer : %1</translation>
    </message>
    <message>
        <source>unsupported centres to reduce: %1</source>
        <translation>centres non soutenus à réduire : %1</translation>
    </message>
    <message>
        <source>colony questions to answer: %1</source>
        <translation>questions de colonie en attente de réponse : %1</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;: %2</source>
        <extracomment>%1 nation, %2 what it still does (&quot;new towns to place: 1, ...&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; : %2</translation>
    </message>
    <message>
        <source>nothing left to do</source>
        <translation>plus rien à faire</translation>
    </message>
    <message>
        <source>new town</source>
        <translation>nouveau bourg</translation>
    </message>
    <message>
        <source>new city</source>
        <translation>nouvelle cité</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Placer</translation>
    </message>
    <message>
        <source>Place no more this year</source>
        <extracomment>§2.7: the player may place fewer new centres than the arithmetic allows</extracomment>
        <translation>Ne plus placer de centre cette année</translation>
    </message>
    <message>
        <source>no area open for a %1 now</source>
        <translation>aucune zone disponible pour l’instant (%1)</translation>
    </message>
    <message>
        <source>Unsupported centre to reduce</source>
        <translation>Centre non soutenu à réduire</translation>
    </message>
    <message>
        <source>Reduce</source>
        <translation>Réduire</translation>
    </message>
    <message>
        <source>A colony</source>
        <translation>Une colonie</translation>
    </message>
    <message>
        <source>A new country</source>
        <translation>Un nouveau pays</translation>
    </message>
</context>
<context>
    <name>NewNationDialog</name>
    <message>
        <source>A New Nation (NY-6, NY-7, §7.4.3)</source>
        <translation>Une Nouvelle nation (NY-6, NY-7, §7.4.3)</translation>
    </message>
    <message>
        <source>Found it at sea (Ctrl+Return)</source>
        <translation>La fonder en mer (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Bound for</source>
        <translation>À destination de</translation>
    </message>
    <message>
        <source>Units: exactly 10 of the list</source>
        <translation>Unités : exactement 10 du livre d’armée</translation>
    </message>
    <message>
        <source>Characters: at most 5 CP, one general</source>
        <translation>Personnages : 5 CP au plus, un général</translation>
    </message>
</context>
<context>
    <name>OccupationsBox</name>
    <message>
        <source>Gaining control (§4.7, I-55)</source>
        <translation>Prise de contrôle (§4.7, I-55)</translation>
    </message>
    <message>
        <source>No army stands at a population centre its nation does not own.</source>
        <translation>Aucune armée ne se tient dans un centre de population que sa nation ne possède pas.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3: %4 of %5 turn(s) held</source>
        <extracomment>%1 army, %2 nation, %3 area, %4 turns held so far, %5 turns the area needs</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) en %3 : %4 tour(s) tenu(s) sur %5</translation>
    </message>
    <message>
        <source>At M-5, as things stand: %1</source>
        <extracomment>what the count at step M-5 will decide, as the map stands now</extracomment>
        <translation>À M-5, en l’état : %1</translation>
    </message>
</context>
<context>
    <name>OddsChart</name>
    <message>
        <source>Odds</source>
        <translation>Probabilités</translation>
    </message>
    <message>
        <source>Simulate %1 battles</source>
        <translation>Simuler %1 batailles</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>Undecided</source>
        <translation>Indécis</translation>
    </message>
    <message>
        <source>%1: %2%</source>
        <translation>%1 : %2 %</translation>
    </message>
</context>
<context>
    <name>OrdersPage</name>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <extracomment>%1 the turn number, %2 where the calendar stands: &quot;Year 1, month 2, M-1 Write orders&quot;</extracomment>
        <translation>Aucune campagne n’est ouverte.</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>Each army is given one order a month (§4.1); far from its own towns it writes the orders of the turns ahead as well (§4.2). Supply is worked out at M-0 (§4.5); an army holding a foreign population centre long enough gains its area (§4.7).</source>
        <translation>Chaque armée reçoit un ordre par mois (§4.1) ; loin de ses propres villes, elle écrit aussi les ordres des tours suivants (§4.2). Le ravitaillement est établi à M-0 (§4.5) ; une armée qui tient assez longtemps un centre de population étranger gagne sa région (§4.7).</translation>
    </message>
    <message>
        <source>Armies (§4.1, §4.5)</source>
        <translation>Armées (§4.1, §4.5)</translation>
    </message>
    <message>
        <source>Write orders (§4.1, §4.2)</source>
        <translation>Écrire les ordres (§4.1, §4.2)</translation>
    </message>
</context>
<context>
    <name>OutfitDialog</name>
    <message>
        <source>Outfit an expedition (NY-7, §7.2.1)</source>
        <translation>Équiper une expédition (NY-7, §7.2.1)</translation>
    </message>
    <message>
        <source>Outfit (Ctrl+Return)</source>
        <translation>Équiper (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Expedition name</source>
        <translation>Nom de l’expédition</translation>
    </message>
    <message>
        <source>the fleet&apos;s name, also its army marker&apos;s</source>
        <translation>le nom de la flotte, qui est aussi celui de son marqueur d’armée</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>no own coastal town or city</source>
        <translation>aucun bourg ni aucune cité côtière de la nation</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>no general free to sail</source>
        <translation>aucun général libre d’embarquer</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Amiral</translation>
    </message>
    <message>
        <source>an admiral of the roster, or a new name bought for 2 CP</source>
        <translation>un amiral de la liste d’armée, ou un nouveau nom acheté pour 2 CP</translation>
    </message>
    <message>
        <source>Units from the roster</source>
        <translation>Unités de la liste d’armée</translation>
    </message>
    <message>
        <source>The sea people swim: every unit sailing is its own ship, none is traded.</source>
        <translation>Le peuple de la mer nage : chaque unité embarquée est son propre navire, aucune n’est échangée.</translation>
    </message>
    <message>
        <source>Traded units buy boats and leave the roster: 2 boats for an artillery or chariot unit, 1 for any other; specials are never traded. A fleet needs at least 3 units and a boat for each.</source>
        <translation>Les unités échangées achètent des navires et quittent la liste d’armée : 2 navires pour une unité d’artillerie ou de chars, 1 pour toute autre ; les unités spéciales ne sont jamais échangées. Une flotte a besoin d’au moins 3 unités et d’un navire pour chacune.</translation>
    </message>
    <message>
        <source>%1. %2, %3 free</source>
        <extracomment>%1 the roster line&apos;s number, %2 its units, %3 how many are free to sail</extracomment>
        <translation>%1. %2, libres : %3</translation>
    </message>
    <message>
        <source>Sail</source>
        <translation>Embarquer</translation>
    </message>
    <message>
        <source>Trade</source>
        <translation>Échanger</translation>
    </message>
    <message>
        <source>Other characters aboard</source>
        <translation>Autres personnages à bord</translation>
    </message>
    <message>
        <source>Heals the sick</source>
        <translation>Soigne les malades</translation>
    </message>
</context>
<context>
    <name>PickupRoundBox</name>
    <message>
        <source>Pick-up round (§7.7.3)</source>
        <translation>Tour impromptu (§7.7.3)</translation>
    </message>
    <message>
        <source>The round is played at step M-3 of a month with a campaign battle, by the players who fight none.</source>
        <translation>Le tour se joue à l’étape M-3 d’un mois avec une bataille de campagne, par les joueurs qui n’en livrent aucune.</translation>
    </message>
    <message>
        <source>Draw the picking order</source>
        <translation>Tirer l’ordre des choix</translation>
    </message>
    <message>
        <source>Picking order: %1</source>
        <translation>Ordre des choix : %1</translation>
    </message>
    <message>
        <source>%1 picked %2%3</source>
        <extracomment>%1 nation, %2 option letter, %3 the race picked or nothing</extracomment>
        <translation>%1 a choisi %2%3</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Au tour de : %1</translation>
    </message>
    <message>
        <source>A: lead this race</source>
        <translation>A : mener cette race</translation>
    </message>
    <message>
        <source>B: own army out</source>
        <translation>B : sortir sa propre armée</translation>
    </message>
    <message>
        <source>C: pass</source>
        <translation>C : passer</translation>
    </message>
    <message>
        <source>Picks are paired by the reconstruction I-72 (the rule&apos;s own text is lost): an A or B waits until the next A or B answers it.</source>
        <translation>Les choix sont appariés selon la reconstitution I-72 (le texte de la règle est perdu) : un A ou un B attend le prochain A ou B qui lui répond.</translation>
    </message>
    <message>
        <source>Game %1: %2</source>
        <extracomment>%1 game number, %2 who plays whom</extracomment>
        <translation>Partie %1 : %2</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gagnée par %1</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Match nul</translation>
    </message>
    <message>
        <source>VP of %1</source>
        <translation>PV de %1</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Saisir le résultat</translation>
    </message>
</context>
<context>
    <name>PlayPanel</name>
    <message>
        <source>The battle is over.</source>
        <translation>La bataille est terminée.</translation>
    </message>
    <message>
        <source>Chosen: %1. Click a marked target (to fire or charge, as chosen below) or a space.</source>
        <translation>Sélection : %1. Cliquer sur une cible marquée (pour tirer ou charger, selon le choix ci-dessous) ou sur une case.</translation>
    </message>
    <message>
        <source>Click a pursuing brigade, then the unit it pursues (§7.5).</source>
        <translation>Cliquer sur une brigade qui poursuit, puis sur l’unité qu’elle poursuit (§7.5).</translation>
    </message>
    <message>
        <source>Click one of your units in bold to choose it.</source>
        <translation>Cliquer sur l’une de vos unités en gras pour la choisir.</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>Charge</source>
        <translation>Charger</translation>
    </message>
    <message>
        <source>Entrench</source>
        <translation>Se retrancher</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>End pursuit</source>
        <translation>Terminer la poursuite</translation>
    </message>
    <message>
        <source>End half</source>
        <translation>Terminer la demi-phase</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>Auto-resolve</source>
        <translation>Résolution automatique</translation>
    </message>
    <message>
        <source>Play the rest with the default policy (§15), rolling the campaign&apos;s dice</source>
        <translation>Jouer le reste avec la stratégie par défaut (§15), en lançant les dés de la campagne</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Dice from the table</source>
        <translation>Dés de la table</translation>
    </message>
    <message>
        <source>e.g. 5 4</source>
        <translation>p. ex. 5 4</translation>
    </message>
    <message>
        <source>The faces the real dice showed, in the order the rolls are made; the next action uses them</source>
        <translation>Les faces indiquées par les vrais dés, dans l’ordre des jets ; l’action suivante les utilise</translation>
    </message>
    <message>
        <source>Cavalry charged by infantry</source>
        <translation>Cavalerie chargée par de l’infanterie</translation>
    </message>
    <message>
        <source>Evade</source>
        <translation>Se dérober</translation>
    </message>
    <message>
        <source>Stand</source>
        <translation>Tenir</translation>
    </message>
</context>
<context>
    <name>PlayersBox</name>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>No players yet</source>
        <translation>Aucun joueur pour l’instant</translation>
    </message>
    <message>
        <source>Remove player</source>
        <translation>Retirer le joueur</translation>
    </message>
</context>
<context>
    <name>PositionEditDialog</name>
    <message>
        <source>Set the position of %1</source>
        <translation>Définir la position de %1</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Modifier</translation>
    </message>
    <message>
        <source>Personality</source>
        <translation>Personnalité</translation>
    </message>
    <message>
        <source>The Ring is</source>
        <translation>L’Anneau est</translation>
    </message>
    <message>
        <source>Bearer</source>
        <translation>Porteur</translation>
    </message>
    <message>
        <source>the unit in the province</source>
        <translation>l’unité de la province</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Puissance</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unité</translation>
    </message>
    <message>
        <source>A, F, C (cavalry), P (pirate), 2A</source>
        <translation>A, F, C (cavalerie), P (pirate), 2A</translation>
    </message>
    <message>
        <source>A or F</source>
        <translation>A ou F</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>empty: off the board</source>
        <translation>vide : hors du plateau</translation>
    </message>
    <message>
        <source>Bar, StP/sc…</source>
        <translation>Bar, StP/sc…</translation>
    </message>
    <message>
        <source>From</source>
        <translation>De</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Vers</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>An Easterling army of Mordor</source>
        <translation>Une armée d’Easterlings du Mordor</translation>
    </message>
    <message>
        <source>One of its power&apos;s starting units</source>
        <translation>L’une des unités de départ de sa puissance</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>QCoreApplication::Tr</name>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
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
        <translation>Indépendante</translation>
    </message>
    <message>
        <source>No affiliation markers yet</source>
        <translation>Pas encore de marqueur d’affiliation</translation>
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
        <translation>Rébellion (NY-2, §7.4.2)</translation>
    </message>
    <message>
        <source>Rise (Ctrl+Return)</source>
        <translation>Se soulever (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Town seized (XXYY)</source>
        <translation>Bourg pris (XXYY)</translation>
    </message>
    <message>
        <source>a town or city the nation once held</source>
        <translation>un bourg ou une cité que la nation tenait autrefois</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Chef</translation>
    </message>
    <message>
        <source>empty: the general bought this year</source>
        <translation>vide : le général acheté cette année</translation>
    </message>
</context>
<context>
    <name>RemoveNationDialog</name>
    <message>
        <source>Remove %1?</source>
        <translation>Retirer %1 ?</translation>
    </message>
    <message>
        <source>Its rosters and characters go with it. Undo brings them back.</source>
        <translation>Ses listes d’armée et ses personnages disparaissent avec elle. Annuler les rétablit.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Result of %1</source>
        <extracomment>%1 the battle&apos;s title (&quot;Battle 2: assault in 0408 Scar&quot;)</extracomment>
        <translation>Résultat de %1</translation>
    </message>
    <message>
        <source>List what each side lost itself. Herald then works out the victory points, the winner and the level, rolls survival for every unit that lost stands, and settles the characters carried off and their magic items, in the order of §6.</source>
        <translation>Indiquez ce que chaque camp a perdu lui-même. Herald calcule ensuite les points de victoire, le vainqueur et le niveau, lance la survie de chaque unité ayant perdu des socles et règle le sort des personnages retirés de la table et de leurs objets magiques, dans l’ordre du §6.</translation>
    </message>
    <message>
        <source>Objective held alone at the end by</source>
        <translation>Objectif tenu seul à la fin par</translation>
    </message>
    <message>
        <source>Nobody, or both sides</source>
        <translation>Personne, ou les deux camps</translation>
    </message>
    <message>
        <source>The defenders</source>
        <translation>Les défenseurs</translation>
    </message>
    <message>
        <source>The attackers</source>
        <translation>Les attaquants</translation>
    </message>
    <message>
        <source>Herald rolls the dice</source>
        <translation>Herald lance les dés</translation>
    </message>
    <message>
        <source>Dice rolled at the table:</source>
        <translation>Dés lancés à la table :</translation>
    </message>
    <message>
        <source>e.g. 5 3 6</source>
        <translation>p. ex. 5 3 6</translation>
    </message>
    <message>
        <source>In this order: a survival die for each unit that lost 2 or more stands, defenders first (a unit that lost 1 stand and a mob roll none), then a die for each character removed from the table, then one for each magic item such a character carried when it must roll.</source>
        <translation>Dans cet ordre : un dé de survie par unité ayant perdu 2 socles ou plus, les défenseurs d’abord (une unité ayant perdu 1 socle et une levée ne lancent rien), puis un dé par personnage retiré de la table, puis un par objet magique d’un tel personnage quand il doit être lancé.</translation>
    </message>
    <message>
        <source>From a sheet file…</source>
        <translation>Depuis un fichier de feuille…</translation>
    </message>
    <message>
        <source>Read a result sheet written as JSON (docs/battle-result-format.md) instead</source>
        <translation>Lire plutôt une feuille de résultat écrite en JSON (docs/battle-result-format.md)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Enter result</source>
        <translation>Saisir le résultat</translation>
    </message>
    <message>
        <source>One command: Ctrl+Z takes it back (Ctrl+Return)</source>
        <translation>Une commande : Ctrl+Z l’annule (Ctrl+Entrée)</translation>
    </message>
</context>
<context>
    <name>ResultsPane</name>
    <message>
        <source>Results</source>
        <translation>Résultats</translation>
    </message>
    <message>
        <source>Nothing rolled or drawn yet.</source>
        <translation>Rien n’a encore été lancé ni pioché.</translation>
    </message>
</context>
<context>
    <name>RetreatsForm</name>
    <message>
        <source>Every army</source>
        <translation>Toutes les armées</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3, lost %4</source>
        <extracomment>%1 army, %2 nation, %3 area, %4 the battles it lost (&quot;battle 1&quot;)</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) en %3, battue (%4)</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) en %3</translation>
    </message>
    <message>
        <source>Retreat</source>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>Rout</source>
        <translation>Déroute</translation>
    </message>
    <message>
        <source>Retreats (§6.7): pick the area of each beaten army whose list offers several. On to the next step, Herald retreats the others to the one area their list leaves, or routs them when none is left (§6.8).</source>
        <translation>Retraites (§6.7) : choisissez la zone de chaque armée battue dont la liste en offre plusieurs. En passant à l’étape suivante, Herald replie les autres dans l’unique zone que leur liste laisse, ou les met en déroute s’il n’en reste aucune (§6.8).</translation>
    </message>
</context>
<context>
    <name>RosterBox</name>
    <message>
        <source>This year&apos;s roster (§1.4, §8)</source>
        <translation>Liste d’armée de l’année (§1.4, §8)</translation>
    </message>
    <message>
        <source>This nation has no army list yet: choose one with Edit nation… before opening a roster.</source>
        <translation>Cette nation n’a pas encore de livre d’armée : en choisir un avec Modifier la nation… avant d’ouvrir une liste d’armée.</translation>
    </message>
    <message>
        <source>No roster for this year yet. Opening one fixes its army and character points from the tally above.</source>
        <translation>Pas encore de liste d’armée pour cette année. L’ouvrir fixe ses points d’armée et de personnage d’après le bilan ci-dessus.</translation>
    </message>
    <message>
        <source>Open this year&apos;s roster</source>
        <translation>Ouvrir la liste d’armée de l’année</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Non autorisé : %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Remarque : %1</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Print roster sheet…</source>
        <translation>Imprimer la feuille de liste d’armée…</translation>
    </message>
</context>
<context>
    <name>RosterPurchases</name>
    <message>
        <source>Buy (−: take off)</source>
        <translation>Acheter (− : retirer)</translation>
    </message>
    <message>
        <source>Buy units</source>
        <translation>Acheter des unités</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perte de</translation>
    </message>
    <message>
        <source>units of line</source>
        <translation>unités de la ligne</translation>
    </message>
    <message>
        <source>Mark losses</source>
        <translation>Noter les pertes</translation>
    </message>
    <message>
        <source>Take</source>
        <translation>Prendre</translation>
    </message>
    <message>
        <source>Character&apos;s name</source>
        <translation>Nom du personnage</translation>
    </message>
    <message>
        <source>Take character</source>
        <translation>Prendre le personnage</translation>
    </message>
</context>
<context>
    <name>RosterTable</name>
    <message>
        <source>Line</source>
        <comment>roster line number</comment>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Category / unit types</source>
        <translation>Catégorie / types d’unités</translation>
    </message>
    <message>
        <source>Cost</source>
        <comment>points per unit</comment>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Bought</source>
        <comment>units bought</comment>
        <translation>Achetées</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>units lost</comment>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Available</source>
        <comment>units available</comment>
        <translation>Disponibles</translation>
    </message>
</context>
<context>
    <name>RoutedArmiesForm</name>
    <message>
        <source>Routed armies (§6.8): at the end of the turn each marches one area towards the nearest free town or city of its own, and reforms after a full quiet turn there.</source>
        <translation>Armées en déroute (§6.8) : à la fin du tour, chacune avance d’une zone vers le bourg ou la ville libre de son camp le plus proche, et se reforme après un tour entier et calme sur place.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; has only routed armies left: it may rally one of them, once a game (last-ditch rally).</source>
        <extracomment>%1 nation</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; n’a plus que des armées en déroute : elle peut en rallier une, une fois par partie (ralliement de la dernière chance).</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Rallier</translation>
    </message>
    <message>
        <source>Not this turn</source>
        <translation>Pas ce tour-ci</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2), routed in %3</source>
        <extracomment>%1 army, %2 nation, %3 area</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2), en déroute dans %3</translation>
    </message>
    <message>
        <source>March there</source>
        <translation>Y marcher</translation>
    </message>
</context>
<context>
    <name>SailDialog</name>
    <message>
        <source>give up 2 ships</source>
        <translation>abandonner 2 navires</translation>
    </message>
    <message>
        <source>send %1 to fight it</source>
        <extracomment>%1 a hero or wizard aboard</extracomment>
        <translation>envoyer %1 le combattre</translation>
    </message>
    <message>
        <source>%1 goes to sea (M-1, §7.2.2)</source>
        <extracomment>%1 the expedition</extracomment>
        <translation>%1 prend la mer (M-1, §7.2.2)</translation>
    </message>
    <message>
        <source>Give the order (Ctrl+Return)</source>
        <translation>Donner l’ordre (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Bound for</source>
        <translation>À destination de</translation>
    </message>
    <message>
        <source>In a storm, give up</source>
        <translation>En cas de tempête, abandonner</translation>
    </message>
    <message>
        <source>an advantage (a boat and its unit when there is none)</source>
        <translation>un avantage (un navire et son unité s’il n’y en a aucun)</translation>
    </message>
    <message>
        <source>a boat and its unit</source>
        <translation>un navire et son unité</translation>
    </message>
    <message>
        <source>Against a sea monster</source>
        <translation>Contre un monstre marin</translation>
    </message>
    <message>
        <source>The fleet puts to sea in this month&apos;s movement step and rolls on the expedition chart from next month. The landmass may be the nation&apos;s own.</source>
        <translation>La flotte prend la mer à l’étape de mouvement de ce mois et lance les dés sur la table d’expédition à partir du mois suivant. La masse continentale peut être celle de la nation.</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The referee&apos;s options for this campaign (rules §11.S). Each change is one command in the history, so Ctrl+Z takes it back.</source>
        <translation>Les options de l’arbitre pour cette campagne (règles §11.S). Chaque modification est une commande de l’historique : Ctrl+Z l’annule.</translation>
    </message>
    <message>
        <source>Open a campaign to see its settings.</source>
        <translation>Ouvrez une campagne pour voir ses paramètres.</translation>
    </message>
    <message>
        <source>%1  ·  %2, %3</source>
        <extracomment>a setting&apos;s title, then its file key and rules entry: &quot;Mob limit — mobLimitScope, I-18&quot;</extracomment>
        <translation>%1  ·  %2, %3</translation>
    </message>
    <message>
        <source>Default: %1 (in use)</source>
        <translation>Par défaut : %1 (en vigueur)</translation>
    </message>
    <message>
        <source>Default: %1</source>
        <translation>Par défaut : %1</translation>
    </message>
    <message>
        <source>On</source>
        <translation>Activé</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Désactivé</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>a garrison cap of none</extracomment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Set</source>
        <extracomment>applies a number typed into a setting&apos;s box</extracomment>
        <translation>Appliquer</translation>
    </message>
</context>
<context>
    <name>SetupView</name>
    <message>
        <source>%1&apos;s set-up is in and hidden.</source>
        <translation>Le déploiement de %1 est saisi et caché.</translation>
    </message>
    <message>
        <source>Hand the screen to the player of %1, the defender. %2 looks away until the battle begins; both set-ups are shown together once the second is in.</source>
        <translation>Passer l’écran au joueur de %1, le défenseur. %2 détourne les yeux jusqu’au début de la bataille ; les deux déploiements sont montrés ensemble une fois le second saisi.</translation>
    </message>
    <message>
        <source>I play %1: show my set-up</source>
        <translation>Je joue %1 : afficher mon déploiement</translation>
    </message>
    <message>
        <source>Secret set-up of %1 (the %2)</source>
        <translation>Déploiement secret de %1 (%2)</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaquant</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>défenseur</translation>
    </message>
    <message>
        <source>Only the player of %1 looks now. Place each unit in the reserve or a line space; every line space needs at least one brigade, a leader alone does not count (§3).</source>
        <translation>Seul le joueur de %1 regarde maintenant. Placer chaque unité en réserve ou dans une case de ligne ; chaque case de ligne nécessite au moins une brigade, un chef seul ne compte pas (§3).</translation>
    </message>
    <message>
        <source>Confirm my set-up</source>
        <translation>Confirmer mon déploiement</translation>
    </message>
    <message>
        <source>Place as the auto-resolver would (§15.1)</source>
        <translation>Placer comme le ferait la résolution automatique (§15.1)</translation>
    </message>
</context>
<context>
    <name>ShellContent</name>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>The strategic map: areas, terrain, rivers, towns and cities, points of interest and owners, with a map editor and printing.</source>
        <translation>La carte stratégique : zones, terrain, fleuves, bourgs et cités, points d’intérêt et propriétaires, avec un éditeur de carte et l’impression.</translation>
    </message>
    <message>
        <source>Nations &amp; Rosters</source>
        <translation>Nations et listes d’armée</translation>
    </message>
    <message>
        <source>Each nation&apos;s tally, its yearly roster of units and characters, magic items, and the printable roster sheet.</source>
        <translation>Le bilan de chaque nation, sa liste d’armée annuelle d’unités et de personnages, les objets magiques et la feuille de liste d’armée à imprimer.</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>The month&apos;s orders for every army, the terrain delay checks, supply and gaining control of areas.</source>
        <translation>Les ordres du mois pour chaque armée, les tests de retard dus au terrain, le ravitaillement et la prise de contrôle des zones.</translation>
    </message>
    <message>
        <source>Battles</source>
        <translation>Batailles</translation>
    </message>
    <message>
        <source>The battle brief to print for the players, then the result: victory level, survival rolls, losses, retreats and captures.</source>
        <translation>Le briefing de bataille à imprimer pour les joueurs, puis le résultat : niveau de victoire, jets de survie, pertes, retraites et captures.</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expéditions</translation>
    </message>
    <message>
        <source>Fleets at sea: boats, advantages, the expedition chart each month, pirates and landings.</source>
        <translation>Les flottes en mer : navires, avantages, la table d’expédition de chaque mois, pirates et débarquements.</translation>
    </message>
    <message>
        <source>Lesser Races</source>
        <translation>Races mineures</translation>
    </message>
    <message>
        <source>The affiliation track, pick-up battles, affiliation markers and independent armies.</source>
        <translation>La piste d’affiliation, les batailles impromptues, les marqueurs d’affiliation et les armées indépendantes.</translation>
    </message>
    <message>
        <source>Decks &amp; Tables</source>
        <translation>Paquets et tables</translation>
    </message>
    <message>
        <source>The campaign&apos;s decks and rollable tables: draw, roll, edit, import and export.</source>
        <translation>Les paquets et tables de la campagne : piocher, lancer, modifier, importer et exporter.</translation>
    </message>
    <message>
        <source>Toolkit</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Game-master desks for the other systems: the hex-and-counter game, the battle board, the Diplomacy adjudicator and the skirmish game.</source>
        <translation>Bureaux du maître du jeu pour les autres systèmes : le jeu d’hexagones et de pions, le plateau de bataille, l’arbitre de Diplomacy et le jeu d’escarmouche.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>The referee&apos;s options for this campaign (§11.S), each with its default and explanation.</source>
        <translation>Les options de l’arbitre pour cette campagne (§11.S), chacune avec sa valeur par défaut et son explication.</translation>
    </message>
</context>
<context>
    <name>SideBrief</name>
    <message>
        <source>No units on the roster this year.</source>
        <translation>Aucune unité sur la liste d’armée cette année.</translation>
    </message>
    <message>
        <source>Check a battle list…</source>
        <translation>Vérifier une liste de bataille…</translation>
    </message>
    <message>
        <source>Type the player&apos;s army for this battle: Herald checks it against the roster, the army list&apos;s limits and the points (§5.10)</source>
        <translation>Saisissez l’armée du joueur pour cette bataille : Herald la vérifie d’après la liste d’armée de l’année, les limites du livre d’armée et les points (§5.10)</translation>
    </message>
    <message>
        <source>Spend experience…</source>
        <translation>Dépenser de l’expérience…</translation>
    </message>
    <message>
        <source>One purchase from the experience table before the battle: a lost unit back, a battle honour, a random scenario or a magic item (§2.15)</source>
        <translation>Un achat dans la table d’expérience avant la bataille : une unité perdue rétablie, un honneur de bataille, un scénario aléatoire ou un objet magique (§2.15)</translation>
    </message>
</context>
<context>
    <name>SideResult</name>
    <message>
        <source>Lost 1 stand</source>
        <translation>1 socle perdu</translation>
    </message>
    <message>
        <source>Lost 2 stands</source>
        <translation>2 socles perdus</translation>
    </message>
    <message>
        <source>Lost 3 stands</source>
        <translation>3 socles perdus</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Détruite</translation>
    </message>
    <message>
        <source>Routed off the table</source>
        <translation>Mise en fuite hors de la table</translation>
    </message>
    <message>
        <source>Not in this battle</source>
        <translation>Pas dans cette bataille</translation>
    </message>
    <message>
        <source>Fought, stayed on the table</source>
        <translation>A combattu, resté sur la table</translation>
    </message>
    <message>
        <source>Removed from the table</source>
        <translation>Retiré de la table</translation>
    </message>
    <message>
        <source>%1: what they lost</source>
        <extracomment>a side&apos;s part of the result form; %1 &quot;Defenders&quot; or &quot;Attackers&quot;</extracomment>
        <translation>%1 : leurs pertes</translation>
    </message>
    <message>
        <source>Units (one row per unit that lost stands)</source>
        <translation>Unités (une ligne par unité ayant perdu des socles)</translation>
    </message>
    <message>
        <source>Remove this unit from the form</source>
        <translation>Retirer cette unité du formulaire</translation>
    </message>
    <message>
        <source>Add a unit</source>
        <translation>Ajouter une unité</translation>
    </message>
    <message>
        <source>Own mobs destroyed</source>
        <translation>Levées propres détruites</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Personnages</translation>
    </message>
    <message>
        <source>Slain in base contact by an enemy character</source>
        <translation>Tué au contact par un personnage ennemi</translation>
    </message>
    <message>
        <source>Taken by</source>
        <translation>Pris par</translation>
    </message>
    <message>
        <source>Type the VP they scored</source>
        <translation>Saisir les PV marqués</translation>
    </message>
    <message>
        <source>Otherwise Herald adds up the enemy units destroyed or routed off and the objective (§2.13); type the total when characters or magic items were destroyed (I-32).</source>
        <translation>Sinon Herald additionne les unités ennemies détruites ou mises en fuite et l’objectif (§2.13) ; saisissez le total quand des personnages ou des objets magiques ont été détruits (I-32).</translation>
    </message>
</context>
<context>
    <name>SkirmishPage</name>
    <message>
        <source>Skirmish</source>
        <translation>Escarmouche</translation>
    </message>
    <message>
        <source>New skirmish&apos;s name</source>
        <translation>Nom de la nouvelle escarmouche</translation>
    </message>
    <message>
        <source>Start the demo</source>
        <translation>Lancer la démonstration</translation>
    </message>
    <message>
        <source>The Ford: a small scenario made up for Herald, not one of Dragon Noir&apos;s</source>
        <translation>The Ford : un petit scénario inventé pour Herald, qui n’est pas l’un de ceux de Dragon Noir</translation>
    </message>
    <message>
        <source>%1 (of %2 game turns)</source>
        <translation>%1 (sur %2 tours de jeu)</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>%1 EPs</source>
        <translation>%1 PE</translation>
    </message>
    <message>
        <source>Stand up</source>
        <translation>Se relever</translation>
    </message>
    <message>
        <source>Hexes, e.g. G4 F4</source>
        <translation>Hexagones, p. ex. G4 F4</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>Combat</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Tir</translation>
    </message>
    <message>
        <source>Magic</source>
        <translation>Magie</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Set a skirmish up from a scenario file</source>
        <translation>Mettre en place une escarmouche à partir d’un fichier de scénario</translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation>Fichiers de scénario (*.json)</translation>
    </message>
    <message>
        <source>Open scenario…</source>
        <translation>Ouvrir un scénario…</translation>
    </message>
    <message>
        <source>This campaign has no skirmish yet. Name one, then start Herald&apos;s home-made demo or choose a scenario file (docs/skirmish-scenario-format.md).</source>
        <translation>Cette campagne n’a pas encore d’escarmouche. Donnez-lui un nom, puis lancez la démonstration maison de Herald ou choisissez un fichier de scénario (docs/skirmish-scenario-format.md).</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Options</translation>
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
        <translation>Prêt.</translation>
    </message>
    <message>
        <source>No campaign is open: use File ▸ New or File ▸ Open.</source>
        <translation>Aucune campagne n’est ouverte : utiliser Fichier ▸ Nouvelle ou Fichier ▸ Ouvrir.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Annuler : %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>Rien à annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Rétablir : %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>Rien à rétablir</translation>
    </message>
    <message>
        <source>Opened read-only (%1): the campaign can be read, printed and exported, but not changed.</source>
        <translation>Ouverte en lecture seule (%1) : la campagne peut être lue, imprimée et exportée, mais pas modifiée.</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>Lecture seule</translation>
    </message>
</context>
<context>
    <name>TablePane</name>
    <message>
        <source>%1 — Herald&apos;s proposal where the rules leave it open; change it freely.</source>
        <translation>%1 — proposition de Herald là où les règles laissent le choix ; libre à vous de la modifier.</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Purpose</source>
        <translation>Motif</translation>
    </message>
    <message>
        <source>e.g. Blue&apos;s 2nd Army</source>
        <translation>p. ex. 2e armée de Bleu</translation>
    </message>
    <message>
        <source>Real dice showed</source>
        <translation>Les vrais dés ont donné</translation>
    </message>
    <message>
        <source>leave empty to let Herald roll %1</source>
        <translation>laisser vide pour que Herald lance %1</translation>
    </message>
    <message>
        <source>Record the typed roll</source>
        <translation>Enregistrer le jet saisi</translation>
    </message>
    <message>
        <source>Roll %1</source>
        <translation>Lancer %1</translation>
    </message>
</context>
<context>
    <name>TallyBox</name>
    <message>
        <source>What the nation&apos;s areas give now (§2.1–2.3)</source>
        <translation>Ce que rapportent actuellement les zones de la nation (§2.1–2.3)</translation>
    </message>
    <message>
        <source>This year&apos;s tally (§2.1–2.3): what the nation&apos;s areas give</source>
        <translation>Bilan de l’année (§2.1–2.3) : ce que rapportent les zones de la nation</translation>
    </message>
</context>
<context>
    <name>TerrainChecksBox</name>
    <message>
        <source>Terrain delay checks (§4.4)</source>
        <translation>Tests de retard de terrain (§4.4)</translation>
    </message>
    <message>
        <source>An army crossing a barrier without a pass or ford is checked at M-2B, once the orders are revealed; an army held up this turn says so above.</source>
        <translation>Une armée qui franchit une barrière sans col ni gué est testée à M-2B, une fois les ordres révélés ; une armée retardée ce tour l’indique ci-dessus.</translation>
    </message>
</context>
<context>
    <name>TerrainDelaysForm</name>
    <message>
        <source>Terrain delay checks (§4.4): ask the player for a number from 1 to 6 first; recording it rolls the die.</source>
        <translation>Tests de retard dus au terrain (§4.4) : demandez d’abord au joueur un nombre de 1 à 6 ; l’enregistrer lance le dé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) crossing the %3</source>
        <extracomment>%1 army, %2 nation, %3 the barrier and the area entered</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) franchit l’obstacle : %3</translation>
    </message>
    <message>
        <source>Player&apos;s number</source>
        <translation>Nombre du joueur</translation>
    </message>
    <message>
        <source>Record and roll</source>
        <translation>Enregistrer et lancer</translation>
    </message>
    <message>
        <source>Natural habitat (I-51): use the roll</source>
        <translation>Habitat naturel (I-51) : utiliser le jet</translation>
    </message>
    <message>
        <source>as rolled</source>
        <translation>tel qu’obtenu</translation>
    </message>
    <message>
        <source>2 higher</source>
        <translation>2 de plus</translation>
    </message>
    <message>
        <source>2 lower</source>
        <translation>2 de moins</translation>
    </message>
</context>
<context>
    <name>TerrainStrikeBox</name>
    <message>
        <source>Units lost at the terrain checks (§4.4): their owner chooses which lines of the roster they come from.</source>
        <translation>Unités perdues lors des tests de terrain (§4.4) : leur propriétaire choisit de quelles lignes de la liste d’armée elles proviennent.</translation>
    </message>
    <message>
        <source>%1 (%2): %3 to strike</source>
        <extracomment>%1 army, %2 nation, %3 units still to strike</extracomment>
        <translation>%1 (%2) : %3 à rayer</translation>
    </message>
    <message>
        <source>Roster line</source>
        <translation>Ligne de la liste d’armée</translation>
    </message>
    <message>
        <source>Units to strike</source>
        <translation>Unités à rayer</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>Rayer</translation>
    </message>
</context>
<context>
    <name>ToolkitPage</name>
    <message>
        <source>Toolkit</source>
        <translation>Outils</translation>
    </message>
    <message>
        <source>Bookkeeping for the other rule systems</source>
        <translation>Suivi des autres systèmes de règles</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Hex game</source>
        <translation>Jeu d’hexagones</translation>
    </message>
    <message>
        <source>Battle board</source>
        <translation>Plateau de bataille</translation>
    </message>
    <message>
        <source>Skirmish game</source>
        <translation>Jeu d’escarmouche</translation>
    </message>
    <message>
        <source>Variant editor</source>
        <translation>Éditeur de variantes</translation>
    </message>
    <message>
        <source>Correct or draw a Diplomacy map: provinces, borders, a scanned background</source>
        <translation>Corriger ou dessiner une carte de Diplomacy : provinces, frontières, arrière-plan numérisé</translation>
    </message>
    <message>
        <source>coming later</source>
        <translation>à venir</translation>
    </message>
</context>
<context>
    <name>UpcomingPage</name>
    <message>
        <source>Not available in this version of Herald yet. Everything you do elsewhere is kept in the campaign file and will be here when this page arrives.</source>
        <translation>Pas encore disponible dans cette version de Herald. Tout ce qui est fait ailleurs est conservé dans le fichier de campagne et apparaîtra ici lorsque cette page existera.</translation>
    </message>
</context>
<context>
    <name>VariantEditorFiles</name>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>The shipped variant %1 is missing.</source>
        <translation>La variante fournie %1 est manquante.</translation>
    </message>
    <message>
        <source>The background picture %1 cannot be copied to %2.</source>
        <translation>Impossible de copier l’image d’arrière-plan %1 vers %2.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
</context>
<context>
    <name>VariantEditorPage</name>
    <message>
        <source>Diplomacy variants (*.variant)</source>
        <translation>Variantes de Diplomacy (*.variant)</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</source>
        <translation>Images (*.png *.jpg *.jpeg *.bmp *.gif *.webp)</translation>
    </message>
    <message>
        <source>Fleet border on split coasts</source>
        <translation>Frontière de flotte sur côtes multiples</translation>
    </message>
    <message>
        <source>Coast of %1</source>
        <translation>Côte de %1</translation>
    </message>
    <message>
        <source>Variant editor</source>
        <translation>Éditeur de variantes</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>shipped, not saved yet</source>
        <translation>fournie, pas encore enregistrée</translation>
    </message>
    <message>
        <source>Open shipped…</source>
        <translation>Ouvrir une variante fournie…</translation>
    </message>
    <message>
        <source>Start from a variant Herald ships; save it under a new name</source>
        <translation>Partir d’une variante fournie avec Herald ; l’enregistrer sous un nouveau nom</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Open a .variant file and the .layout beside it (Ctrl+O)</source>
        <translation>Ouvrir un fichier .variant et le fichier .layout placé à côté (Ctrl+O)</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Write the variant and its layout (Ctrl+S)</source>
        <translation>Écrire la variante et sa disposition (Ctrl+S)</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Enregistrer sous…</translation>
    </message>
    <message>
        <source>Write the variant and its layout under a new name</source>
        <translation>Écrire la variante et sa disposition sous un nouveau nom</translation>
    </message>
    <message>
        <source>Clear map</source>
        <translation>Effacer la carte</translation>
    </message>
    <message>
        <source>Remove every province to draw a new map; powers and calendar stay</source>
        <translation>Supprimer toutes les provinces pour dessiner une nouvelle carte ; les puissances et le calendrier sont conservés</translation>
    </message>
    <message>
        <source>Select / move</source>
        <translation>Sélectionner / déplacer</translation>
    </message>
    <message>
        <source>Click a province to edit it, drag it to move it (V)</source>
        <translation>Cliquer sur une province pour la modifier, la faire glisser pour la déplacer (V)</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Relier</translation>
    </message>
    <message>
        <source>Click two provinces to add or remove a border between them (C)</source>
        <translation>Cliquer sur deux provinces pour ajouter ou supprimer une frontière entre elles (C)</translation>
    </message>
    <message>
        <source>Army border</source>
        <translation>Frontière d’armée</translation>
    </message>
    <message>
        <source>Fleet border</source>
        <translation>Frontière de flotte</translation>
    </message>
    <message>
        <source>Which units the connect tool&apos;s border lets through</source>
        <translation>Unités que laisse passer la frontière créée par l’outil Relier</translation>
    </message>
    <message>
        <source>Add province</source>
        <translation>Ajouter une province</translation>
    </message>
    <message>
        <source>Click an empty place on the map to put a province there (P)</source>
        <translation>Cliquer sur un emplacement vide de la carte pour y placer une province (P)</translation>
    </message>
    <message>
        <source>Background…</source>
        <translation>Arrière-plan…</translation>
    </message>
    <message>
        <source>Draw a scanned map under the board, to place provinces on it</source>
        <translation>Afficher une carte numérisée sous le plateau, pour y placer les provinces</translation>
    </message>
    <message>
        <source>Opacity of the background picture</source>
        <translation>Opacité de l’image d’arrière-plan</translation>
    </message>
    <message>
        <source>No background</source>
        <translation>Aucun arrière-plan</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Undo: %1 (Ctrl+Z)</source>
        <translation>Annuler : %1 (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Redo: %1 (Ctrl+Shift+Z)</source>
        <translation>Rétablir : %1 (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Validate</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Read the variant as a game would and list what is wrong</source>
        <translation>Lire la variante comme le ferait une partie et lister ce qui ne va pas</translation>
    </message>
    <message>
        <source>Zoom out (Ctrl+-)</source>
        <translation>Zoom arrière (Ctrl+-)</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>Zoom in (Ctrl++)</source>
        <translation>Zoom avant (Ctrl++)</translation>
    </message>
    <message>
        <source>No problems: games can use this variant</source>
        <translation>Aucun problème : les parties peuvent utiliser cette variante</translation>
    </message>
    <message>
        <source>Problems (%1)</source>
        <translation>Problèmes (%1)</translation>
    </message>
    <message>
        <source>Select the province this problem names</source>
        <translation>Sélectionner la province citée par ce problème</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Province</translation>
    </message>
    <message>
        <source>none selected</source>
        <translation>aucune sélectionnée</translation>
    </message>
    <message>
        <source>Every province of the variant; choose one to edit it, or click it on the map</source>
        <translation>Toutes les provinces de la variante ; en choisir une pour la modifier, ou cliquer dessus sur la carte</translation>
    </message>
    <message>
        <source>Abbreviation</source>
        <translation>Abréviation</translation>
    </message>
    <message>
        <source>Short name used in orders; unique, no blanks or &apos;/&apos;</source>
        <translation>Nom court utilisé dans les ordres ; unique, sans espace ni «&#xa0;/&#xa0;»</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Land (inland)</source>
        <translation>Terre (intérieure)</translation>
    </message>
    <message>
        <source>Coast</source>
        <translation>Côte</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <source>Off-board box</source>
        <translation>Case hors plateau</translation>
    </message>
    <message>
        <source>Supply centre</source>
        <translation>Centre de ravitaillement</translation>
    </message>
    <message>
        <source>Home centre of</source>
        <translation>Centre d’origine de</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>Owner at start</source>
        <translation>Propriétaire au départ</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutre</translation>
    </message>
    <message>
        <source>Split coasts</source>
        <translation>Côtes multiples</translation>
    </message>
    <message>
        <source>none, or e.g. nc, sc</source>
        <translation>aucune, ou p. ex. nc, sc</translation>
    </message>
    <message>
        <source>Names of the coasts of a coastal province that fleets must choose between</source>
        <translation>Noms des côtes d’une province côtière entre lesquelles les flottes doivent choisir</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Borders (%1)</source>
        <translation>Frontières (%1)</translation>
    </message>
    <message>
        <source>Remove province</source>
        <translation>Supprimer la province</translation>
    </message>
    <message>
        <source>Remove the province with its borders (Delete on the map)</source>
        <translation>Supprimer la province avec ses frontières (Suppr sur la carte)</translation>
    </message>
    <message>
        <source>Remove this border</source>
        <translation>Supprimer cette frontière</translation>
    </message>
    <message>
        <source>Correct a map: select a province to edit it, drag it to move it, connect two provinces to toggle a border. Every change can be undone.</source>
        <translation>Corriger une carte : sélectionner une province pour la modifier, la faire glisser pour la déplacer, relier deux provinces pour ajouter ou retirer une frontière. Chaque modification peut être annulée.</translation>
    </message>
    <message>
        <source>Open a Diplomacy variant</source>
        <translation>Ouvrir une variante de Diplomacy</translation>
    </message>
    <message>
        <source>Save the variant %1 as</source>
        <translation>Enregistrer la variante %1 sous</translation>
    </message>
    <message>
        <source>Choose a scanned map to draw the variant on</source>
        <translation>Choisir une carte numérisée sur laquelle dessiner la variante</translation>
    </message>
</context>
<context>
    <name>VariantEditorProblems</name>
    <message>
        <source>the variant has no name record</source>
        <translation>la variante n’a pas d’enregistrement de nom</translation>
    </message>
    <message>
        <source>this kind of record does not exist</source>
        <translation>ce type d’enregistrement n’existe pas</translation>
    </message>
    <message>
        <source>the record has too few or too many fields</source>
        <translation>l’enregistrement a trop peu ou trop de champs</translation>
    </message>
    <message>
        <source>the name is already taken</source>
        <translation>le nom est déjà pris</translation>
    </message>
    <message>
        <source>the type must be land, coast, sea or off-board</source>
        <translation>le type doit être land, coast, sea ou off-board</translation>
    </message>
    <message>
        <source>this flag does not exist</source>
        <translation>cet indicateur n’existe pas</translation>
    </message>
    <message>
        <source>the value is not valid here</source>
        <translation>la valeur n’est pas valide ici</translation>
    </message>
    <message>
        <source>no power has this name</source>
        <translation>aucune puissance ne porte ce nom</translation>
    </message>
    <message>
        <source>no province has this abbreviation</source>
        <translation>aucune province n’a cette abréviation</translation>
    </message>
    <message>
        <source>the province has no coast of this name</source>
        <translation>la province n’a pas de côte de ce nom</translation>
    </message>
    <message>
        <source>a province cannot border itself</source>
        <translation>une province ne peut pas être frontalière d’elle-même</translation>
    </message>
    <message>
        <source>these two places already share a border</source>
        <translation>ces deux lieux ont déjà une frontière commune</translation>
    </message>
    <message>
        <source>a border is crossed by armies, fleets or both</source>
        <translation>une frontière est franchie par les armées, les flottes ou les deux</translation>
    </message>
    <message>
        <source>the terrain at one end forbids this kind of border (armies never enter a sea, fleets never an inland province)</source>
        <translation>le terrain à l’une des extrémités interdit ce type de frontière (les armées n’entrent jamais en mer, les flottes jamais dans une province intérieure)</translation>
    </message>
    <message>
        <source>the province has split coasts: a fleet border or fleet must name one</source>
        <translation>la province a des côtes multiples : une frontière de flotte ou une flotte doit en nommer une</translation>
    </message>
    <message>
        <source>a starting unit is an army or a fleet</source>
        <translation>une unité de départ est une armée ou une flotte</translation>
    </message>
    <message>
        <source>this unit cannot start on this terrain</source>
        <translation>cette unité ne peut pas commencer sur ce terrain</translation>
    </message>
    <message>
        <source>two units start in this province</source>
        <translation>deux unités commencent dans cette province</translation>
    </message>
    <message>
        <source>the calendar needs a first year and at least one season</source>
        <translation>le calendrier nécessite une première année et au moins une saison</translation>
    </message>
    <message>
        <source>this option or its value does not exist</source>
        <translation>cette option ou sa valeur n’existe pas</translation>
    </message>
    <message>
        <source>more than Herald can play with</source>
        <translation>plus que ce que Herald peut gérer</translation>
    </message>
    <message>
        <source>only a supply centre can be a home centre or have an owner</source>
        <translation>seul un centre de ravitaillement peut être un centre d’origine ou avoir un propriétaire</translation>
    </message>
    <message>
        <source>line %1: </source>
        <translation>ligne %1 : </translation>
    </message>
    <message>
        <source>province %1, %2: </source>
        <translation>province %1, %2 : </translation>
    </message>
    <message>
        <source>%1: </source>
        <translation>%1 : </translation>
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
        <translation>Ordres du tour (§4.1) : chaque armée libre d’agir doit en avoir un avant que l’étape puisse se terminer. Les types d’ordres qu’une armée ne peut pas recevoir sont grisés, avec le motif.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt; (%2) in %3</source>
        <extracomment>%1 army, %2 nation, %3 the area it stands in</extracomment>
        <translation>&lt;b&gt;%1&lt;/b&gt; (%2) en %3</translation>
    </message>
    <message>
        <source>takes no order</source>
        <translation>ne reçoit pas d’ordre</translation>
    </message>
    <message>
        <source>no order yet</source>
        <translation>pas encore d’ordre</translation>
    </message>
    <message>
        <source>%1 (locked, written on an earlier turn)</source>
        <extracomment>an order written on an earlier turn, which stands (I-54)</extracomment>
        <translation>%1 (verrouillé, rédigé lors d’un tour précédent)</translation>
    </message>
    <message>
        <source>turn %1: %2</source>
        <translation>tour %1 : %2</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>rase campagne</translation>
    </message>
    <message>
        <source>population centre</source>
        <translation>centre de population</translation>
    </message>
    <message>
        <source>point of interest</source>
        <translation>point d’intérêt</translation>
    </message>
    <message>
        <source>by the pass or ford</source>
        <translation>par le col ou le gué</translation>
    </message>
    <message>
        <source>Change order</source>
        <translation>Modifier l’ordre</translation>
    </message>
    <message>
        <source>Give order</source>
        <translation>Donner l’ordre</translation>
    </message>
</context>
<context>
    <name>YearStrip</name>
    <message>
        <source>%1 (done)</source>
        <translation>%1 (terminé)</translation>
    </message>
    <message>
        <source>Set-up</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>New Year</source>
        <translation>Nouvel An</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>Mois</translation>
    </message>
    <message>
        <source>Each month</source>
        <extracomment>the steps M-0 to M-6 that every month goes through</extracomment>
        <translation>Chaque mois</translation>
    </message>
</context>
<context>
    <name>herald::app::BattleBriefs</name>
    <message>
        <source>%1 (%2): the roster of year %3</source>
        <extracomment>%1 nation, %2 race, %3 year</extracomment>
        <translation>%1 (%2) : la liste d’armée de l’année %3</translation>
    </message>
    <message>
        <source>%1, line %2: %3 — %4 of %5 left, %6 points each</source>
        <extracomment>%1 category, %2 line number, %3 unit types, %4 units left, %5 units bought, %6 points each</extracomment>
        <translation>%1, ligne %2 : %3 — %4 sur %5 restantes, %6 points chacune</translation>
    </message>
    <message>
        <source>%1, line %2: %3</source>
        <extracomment>%1 nation, %2 line number, %3 unit types</extracomment>
        <translation>%1, ligne %2 : %3</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>%1 name, %2 type (general, hero...)</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1, carrying %2</source>
        <extracomment>%1 the character, %2 his magic items</extracomment>
        <translation>%1, porteur de %2</translation>
    </message>
    <message>
        <source>Mobs: up to %1 units (§2.6)</source>
        <translation>Levées : jusqu’à %1 unités (§2.6)</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Défenseurs</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2, played by %3)</source>
        <translation>%1 (%2, joué par %3)</translation>
    </message>
    <message>
        <source>%1, held by %2 at the start</source>
        <extracomment>%1 the objective (&quot;a building&quot;), %2 &quot;the defenders&quot; or &quot;the attackers&quot;</extracomment>
        <translation>%1, tenu par %2 au départ</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>les défenseurs</translation>
    </message>
    <message>
        <source>the attackers</source>
        <translation>les attaquants</translation>
    </message>
    <message>
        <source>%1 free fortifications (§2.17); the owner may buy pavises or garrisons at %2 points each (I-45)</source>
        <extracomment>%1 number of free fortifications, %2 points per pavise or garrison</extracomment>
        <translation>%1 fortifications gratuites (§2.17) ; le propriétaire peut acheter des pavois ou des garnisons à %2 points chacun (I-45)</translation>
    </message>
    <message>
        <source>A draw, %1 to %2 VP</source>
        <extracomment>%1 and %2 the defenders&apos; and attackers&apos; victory points</extracomment>
        <translation>Match nul, %1 à %2 PV</translation>
    </message>
    <message>
        <source>Won by %1: %2, %3 to %4 VP</source>
        <extracomment>%1 the winning armies, %2 the victory level (&quot;major victory&quot;), %3 and %4 the VP</extracomment>
        <translation>Gagnée par %1 : %2, %3 à %4 PV</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a card&apos;s title, %2 its text</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>none drawn (the campaign has no event deck left): draw one at the table</source>
        <translation>aucune piochée (la campagne n’a plus de paquet d’événements) : en piocher une à la table</translation>
    </message>
    <message>
        <source>The defenders</source>
        <translation>Les défenseurs</translation>
    </message>
    <message>
        <source>The attackers</source>
        <translation>Les attaquants</translation>
    </message>
    <message>
        <source>%1 place the first terrain piece (the referee&apos;s choice)</source>
        <extracomment>%1 &quot;The defenders&quot; or &quot;The attackers&quot;</extracomment>
        <translation>%1 placent le premier élément de décor (au choix de l’arbitre)</translation>
    </message>
    <message>
        <source>%1 place the first terrain piece (d6: %2)</source>
        <extracomment>%1 &quot;The defenders&quot; or &quot;The attackers&quot;, %2 the d6</extracomment>
        <translation>%1 placent le premier élément de décor (d6 : %2)</translation>
    </message>
    <message>
        <source>Battle %1: %2 in %3</source>
        <extracomment>%1 battle number, %2 the kind of battle, %3 the area</extracomment>
        <translation>Bataille %1 : %2 en %3</translation>
    </message>
    <message>
        <source>%1 (%2): the roster of the expedition %3, year %4 (I-71)</source>
        <extracomment>%1 nation, %2 race, %3 expedition, %4 year</extracomment>
        <translation>%1 (%2) : la liste d’armée de l’expédition %3, année %4 (I-71)</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>l’arbitre</translation>
    </message>
    <message>
        <source>The independent %1 army (a lesser race, commanded by %2, I-75)</source>
        <extracomment>%1 race, %2 who commands it</extracomment>
        <translation>L’armée indépendante des %1 (une race mineure, commandée par %2, I-75)</translation>
    </message>
    <message>
        <source>%1: no roster; rated afresh to a legal army of %2 points for this battle, its losses do not count (§7.7.6)</source>
        <extracomment>%1 race, %2 points</extracomment>
        <translation>%1 : pas de liste d’armée ; composée à neuf en armée réglementaire de %2 points pour cette bataille, ses pertes ne comptent pas (§7.7.6)</translation>
    </message>
</context>
<context>
    <name>herald::app::BattleListCheck</name>
    <message>
        <source>§1.9 There is no pending battle %1 this month.</source>
        <translation>§1.9 Il n’y a pas de bataille en attente %1 ce mois-ci.</translation>
    </message>
    <message>
        <source>%1 does not fight in battle %2.</source>
        <extracomment>%1 nation, %2 battle number</extracomment>
        <translation>%1 ne combat pas dans la bataille %2.</translation>
    </message>
    <message>
        <source>%1 has no roster or army list for the year to check the list against.</source>
        <translation>%1 n’a pas de liste d’armée ni de livre d’armée pour l’année d’après lesquels vérifier la liste.</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignExport</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n’est ouverte.</translation>
    </message>
    <message>
        <source>%1 is the campaign open now; choose another file.</source>
        <translation>%1 est la campagne actuellement ouverte ; choisissez un autre fichier.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>%1 could not be replaced; is it open in another program?</source>
        <translation>%1 n’a pas pu être remplacé ; est-il ouvert dans un autre programme ?</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignService</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n’est ouverte.</translation>
    </message>
    <message>
        <source>%1 is the campaign open now; choose another file.</source>
        <translation>%1 est la campagne actuellement ouverte ; choisissez un autre fichier.</translation>
    </message>
</context>
<context>
    <name>herald::app::CampaignSettingsQuery</name>
    <message>
        <source>The stored value is not used; the default applies. %1</source>
        <translation>La valeur enregistrée n’est pas utilisée ; la valeur par défaut s’applique. %1</translation>
    </message>
    <message>
        <source>A stored key is ignored. %1</source>
        <translation>Une clé enregistrée est ignorée. %1</translation>
    </message>
</context>
<context>
    <name>herald::app::DemoCampaign</name>
    <message>
        <source>The demo campaign is missing from this build.</source>
        <translation>La campagne de démonstration est absente de cette version.</translation>
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
        <translation>%1 — %2 PX</translation>
    </message>
</context>
<context>
    <name>herald::app::HistoryExplanation</name>
    <message>
        <source> (typed)</source>
        <translation> (saisi)</translation>
    </message>
    <message>
        <source>#%1, %2, %3</source>
        <extracomment>%1 the history entry&apos;s number, %2 its date, %3 the command&apos;s name (&quot;calendar.next&quot;)</extracomment>
        <translation>#%1, %2, %3</translation>
    </message>
    <message>
        <source>Undone: redo brings it back.</source>
        <translation>Annulée : récupérable par Rétablir.</translation>
    </message>
    <message>
        <source>Dice: none rolled.</source>
        <translation>Dés : aucun jet.</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dés :</translation>
    </message>
    <message>
        <source>Decisions: none recorded beyond the summary.</source>
        <translation>Décisions : aucune consignée en dehors du résumé.</translation>
    </message>
    <message>
        <source>Decisions:</source>
        <translation>Décisions :</translation>
    </message>
</context>
<context>
    <name>herald::app::LesserRacesView</name>
    <message>
        <source>the referee</source>
        <translation>l’arbitre</translation>
    </message>
</context>
<context>
    <name>herald::app::MonthCombats</name>
    <message>
        <source>Battle %1 in %2, %3: %4 (defending) against %5</source>
        <extracomment>%1 battle number, %2 area, %3 where in the area, %4 defenders, %5 attackers</extracomment>
        <translation>Bataille %1 en %2, %3 : %4 (en défense) contre %5</translation>
    </message>
    <message>
        <source>A draw, %1 to %2 VP</source>
        <extracomment>%1 and %2 the defenders&apos; and attackers&apos; victory points</extracomment>
        <translation>Match nul, %1 à %2 PV</translation>
    </message>
    <message>
        <source>Won by %1 (%2), %3 to %4 VP</source>
        <extracomment>%1 the level key (minor, major, rout), %2 the winning armies, %3 and %4 the VP</extracomment>
        <translation>Gagnée par %2 (%1), %3 à %4 PV</translation>
    </message>
</context>
<context>
    <name>herald::app::MonthOrders</name>
    <message>
        <source>§4.1 %1 has no neighbouring area to move into.</source>
        <translation>§4.1 %1 n’a aucune zone voisine où se déplacer.</translation>
    </message>
</context>
<context>
    <name>herald::app::MonthReport</name>
    <message>
        <source>arrival</source>
        <extracomment>why armies meet (§5.1)</extracomment>
        <translation>arrivée</translation>
    </message>
    <message>
        <source>swap of places</source>
        <translation>croisement</translation>
    </message>
    <message>
        <source>interdiction</source>
        <translation>interdiction</translation>
    </message>
    <message>
        <source>sally</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>assaut</translation>
    </message>
    <message>
        <source>pre-engagement</source>
        <translation>pré-engagement</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Moved in this turn from %1.</source>
        <translation>Arrivée ce tour-ci depuis %1.</translation>
    </message>
    <message numerus="yes">
        <source>§4.4 Held up by the terrain for %n more turn(s), then goes on into %1.</source>
        <translation>
            <numerusform>§4.4 Retenue par le terrain encore %n tour, puis continue vers %1.</numerusform>
            <numerusform>§4.4 Retenue par le terrain encore %n tours, puis continue vers %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>§5.5 Besieging %1.</source>
        <translation>§5.5 Assiège %1.</translation>
    </message>
    <message>
        <source>§5.5 Besieged by %1.</source>
        <translation>§5.5 Assiégée par %1.</translation>
    </message>
    <message>
        <source>§5.8 Pre-engaged with %1.</source>
        <translation>§5.8 Pré-engagée contre %1.</translation>
    </message>
    <message>
        <source>§6.8 Routed: it marches home and cannot fight.</source>
        <translation>§6.8 En déroute : elle rentre au pays et ne peut pas combattre.</translation>
    </message>
    <message>
        <source>§4.4 Terrain check this turn: %1.</source>
        <extracomment>%1 the check explained: &quot;picked 3, rolled 5: held up 2 turns&quot;</extracomment>
        <translation>§4.4 Test de terrain ce tour-ci : %1.</translation>
    </message>
    <message>
        <source>§4.6 Out of supply.</source>
        <translation>§4.6 Hors ravitaillement.</translation>
    </message>
    <message numerus="yes">
        <source>§4.7 Has held the population centre for %n turn(s) towards taking the area.</source>
        <translation>
            <numerusform>§4.7 A tenu le centre de population pendant %n tour en vue de prendre la zone.</numerusform>
            <numerusform>§4.7 A tenu le centre de population pendant %n tours en vue de prendre la zone.</numerusform>
        </translation>
    </message>
    <message>
        <source>no order written yet</source>
        <translation>pas encore d’ordre rédigé</translation>
    </message>
    <message>
        <source>§4.6 Out of supply: it may only move into areas its nation controls, or stay where it is.</source>
        <translation>§4.6 Hors ravitaillement : elle ne peut se déplacer que dans les zones contrôlées par sa nation, ou rester sur place.</translation>
    </message>
    <message>
        <source>§5.5 Besieged: it may only sally forth or interdict.</source>
        <translation>§5.5 Assiégée : ses seuls ordres possibles sont sortie ou interdiction.</translation>
    </message>
    <message>
        <source>§5.5 Besieging: it may keep the siege, assault or move away.</source>
        <translation>§5.5 Assiégeante : elle peut maintenir le siège, donner l’assaut ou s’éloigner.</translation>
    </message>
    <message>
        <source>I-54 Its order for this turn was written earlier and stands: %1.</source>
        <translation>I-54 Son ordre pour ce tour a été rédigé plus tôt et reste valable : %1.</translation>
    </message>
    <message>
        <source> at the %1</source>
        <translation> (lieu : %1)</translation>
    </message>
    <message>
        <source> (location chosen, secret until all have chosen)</source>
        <translation> (emplacement choisi, secret jusqu’à ce que tous aient choisi)</translation>
    </message>
    <message>
        <source> (location still to choose, §5.2)</source>
        <translation> (emplacement encore à choisir, §5.2)</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>won (marked by the referee)</source>
        <translation>gagnée (notée par l’arbitre)</translation>
    </message>
    <message>
        <source>lost (marked by the referee)</source>
        <translation>perdue (notée par l’arbitre)</translation>
    </message>
    <message>
        <source>in an engagement with your armies this turn</source>
        <translation>dans un engagement avec vos armées ce tour-ci</translation>
    </message>
    <message>
        <source>besieging your army</source>
        <translation>assiège votre armée</translation>
    </message>
    <message>
        <source>besieged by your army</source>
        <translation>assiégée par votre armée</translation>
    </message>
    <message>
        <source>pre-engaged with your army</source>
        <translation>pré-engagée contre votre armée</translation>
    </message>
    <message>
        <source>in your territory</source>
        <translation>sur votre territoire</translation>
    </message>
    <message>
        <source>in an area where one of your armies stands</source>
        <translation>dans une zone où se trouve l’une de vos armées</translation>
    </message>
    <message>
        <source>No campaign is open, or its date cannot be read.</source>
        <translation>Aucune campagne n’est ouverte, ou sa date est illisible.</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot;.</source>
        <translation>Il n’existe aucune nation «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Turn %1 is not a turn of this campaign yet: turns run from 1 to %2, the one being played.</source>
        <translation>Le tour %1 n’est pas encore un tour de cette campagne : les tours vont de 1 à %2, celui en cours.</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
</context>
<context>
    <name>herald::app::OrdersView</name>
    <message>
        <source>turn %1: %2</source>
        <extracomment>%1 the turn number, %2 the order in words</extracomment>
        <translation>tour %1 : %2</translation>
    </message>
    <message>
        <source>Orders are written at %1 of each month (§3.2, §4.1); the calendar stands at %2.</source>
        <extracomment>%1 the step&apos;s label (&quot;M-1&quot;), %2 where the calendar stands now</extracomment>
        <translation>Les ordres s’écrivent à %1 de chaque mois (§3.2, §4.1) ; le calendrier en est à %2.</translation>
    </message>
    <message>
        <source>No army is on the map yet. The nations place their armies in the New Year (%1, §3.1); from then on each army is given its order at %2 of every month.</source>
        <translation>Aucune armée n’est encore sur la carte. Les nations placent leurs armées au Nouvel An (%1, §3.1) ; ensuite chaque armée reçoit son ordre à %2 de chaque mois.</translation>
    </message>
</context>
<context>
    <name>herald::app::RetreatOffers</name>
    <message>
        <source>battle %1</source>
        <translation>bataille %1</translation>
    </message>
</context>
<context>
    <name>herald::app::TerrainDelayChecks</name>
    <message>
        <source>%1 into %2</source>
        <extracomment>%1 the barrier (&quot;Mountains&quot;), %2 the area entered</extracomment>
        <translation>%1, vers %2</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::ArmySpec</name>
    <message>
        <source>&quot;%1&quot; is not a count and a unit type (e.g. &quot;4 infantry&quot;, &quot;1 elite cavalry&quot;, &quot;2 leaders&quot;).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre suivi d’un type d’unité (p. ex. «&#xa0;4 infantry&#xa0;», «&#xa0;1 elite cavalry&#xa0;», «&#xa0;2 leaders&#xa0;»).</translation>
    </message>
    <message>
        <source>An army needs units: &quot;Union: 4 infantry, 1 cavalry, 1 leader&quot;.</source>
        <translation>Une armée doit avoir des unités : «&#xa0;Union: 4 infantry, 1 cavalry, 1 leader&#xa0;».</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::BoardOdds</name>
    <message>
        <source>%1 loses %2 infantry, %3 cavalry, %4 artillery, %5 leaders on average.</source>
        <extracomment>mean units lost per battle: %1 army, %2 infantry, %3 cavalry, %4 artillery, %5 leaders</extracomment>
        <translation>%1 perd en moyenne %2 unités d’infanterie, %3 de cavalerie, %4 d’artillerie et %5 chefs.</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::BoardText</name>
    <message>
        <source>Secret set-up (§3): waiting for %1.</source>
        <extracomment>%1 the armies whose secret set-up has not been entered yet</extracomment>
        <translation>Déploiement secret (§3) : en attente de %1.</translation>
    </message>
    <message>
        <source>Turn %1, %2: %3 to act.</source>
        <extracomment>%1 turn, %2 phase, %3 the army whose half it is</extracomment>
        <translation>Tour %1, %2 : à %3 d’agir.</translation>
    </message>
    <message>
        <source>The battle ended undecided (§15.4).</source>
        <translation>La bataille s’est terminée sans vainqueur (§15.4).</translation>
    </message>
    <message>
        <source>%1 has won and is pursuing (§7.5).</source>
        <translation>%1 a gagné et poursuit (§7.5).</translation>
    </message>
    <message>
        <source>%1 has won; the battle is over.</source>
        <translation>%1 a gagné ; la bataille est terminée.</translation>
    </message>
    <message>
        <source>Placeholder numbers: the unit table of the Civil War rules is lost, so to-hit, result, rally, pursuit and charge numbers are stand-ins (§11.3), not the published values. To play with the real ones, edit a copy of resources/battleboard/cw_tactical_tables.json (set &quot;placeholder&quot; to false) and choose it under Numbers when making a new battle (herald-cli: board new ... --tables FILE).</source>
        <translation>Valeurs provisoires : la table des unités des règles Civil War est perdue, les valeurs pour toucher, de résultat, de ralliement, de poursuite et de charge sont donc des substituts (§11.3), pas les valeurs publiées. Pour jouer avec les vraies valeurs, modifiez une copie de resources/battleboard/cw_tactical_tables.json (mettez «&#xa0;placeholder&#xa0;» à false) et choisissez-la sous Valeurs lors de la création d’une nouvelle bataille (herald-cli : board new ... --tables FILE).</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::FromBattle</name>
    <message>
        <source>the bundled mapping cannot be read</source>
        <translation>la correspondance fournie est illisible</translation>
    </message>
    <message>
        <source>The WarMaster mapping is refused: %1</source>
        <translation>La correspondance WarMaster est refusée : %1</translation>
    </message>
    <message>
        <source>§6.1 battle %1 already has a result; undo it to fight the battle on the board.</source>
        <translation>§6.1 la bataille %1 a déjà un résultat ; annulez-le pour livrer la bataille sur le plateau.</translation>
    </message>
    <message>
        <source>§1.9 battle %1 is not a pending battle of this month&apos;s combats (M-3).</source>
        <translation>§1.9 la bataille %1 n’est pas une bataille en attente des combats de ce mois (M-3).</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot; was not made from a WarMaster battle.</source>
        <translation>Le plateau de bataille «&#xa0;%1&#xa0;» n’a pas été créé à partir d’une bataille WarMaster.</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot; is not over yet: play it (pursuit included, §7.5) to its end first.</source>
        <translation>Le plateau de bataille «&#xa0;%1&#xa0;» n’est pas encore terminé : jouez-le d’abord jusqu’au bout (poursuite comprise, §7.5).</translation>
    </message>
</context>
<context>
    <name>herald::app::battleboard::FromBattleText</name>
    <message numerus="yes">
        <source>%1: %2 roster units make %n %3 brigade(s)</source>
        <extracomment>%1 a roster category (&quot;Infantry&quot;), %2 its roster units, %n board brigades, %3 their type (&quot;elite cavalry&quot;)</extracomment>
        <translation>
            <numerusform>%1 : %2 unités de la liste d’armée forment %n brigade de type %3</numerusform>
            <numerusform>%1 : %2 unités de la liste d’armée forment %n brigades de type %3</numerusform>
        </translation>
    </message>
    <message>
        <source>No active general: no leader on the board</source>
        <translation>Aucun général actif : aucun chef sur le plateau</translation>
    </message>
    <message numerus="yes">
        <source>Generals: %1 active make %n leader(s)</source>
        <translation>
            <numerusform>Généraux : %1 actif(s) forment %n chef</numerusform>
            <numerusform>Généraux : %1 actif(s) forment %n chefs</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: roster units destroyed %2, generals fallen %3</source>
        <extracomment>%1 the side&apos;s nations, %2 roster units destroyed, %3 generals carried off</extracomment>
        <translation>%1 : unités de la liste d’armée détruites %2, généraux tombés %3</translation>
    </message>
    <message>
        <source>The objective is held by %1, who kept the field (§7.4).</source>
        <translation>L’objectif est tenu par %1, resté maître du terrain (§7.4).</translation>
    </message>
    <message>
        <source>Nobody holds the objective: the battle was undecided.</source>
        <translation>Personne ne tient l’objectif : la bataille s’est terminée sans vainqueur.</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::ContentName</name>
    <message>
        <source>aquatic nation</source>
        <translation>nation aquatique</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>assaut</translation>
    </message>
    <message>
        <source>baggage raid</source>
        <translation>raid sur les bagages</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>captured</source>
        <translation>capturé</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>character result</source>
        <translation>résultat de personnage</translation>
    </message>
    <message>
        <source>chariots</source>
        <translation>chars</translation>
    </message>
    <message>
        <source>chronicle</source>
        <translation>chronique</translation>
    </message>
    <message>
        <source>destination reached</source>
        <translation>destination atteinte</translation>
    </message>
    <message>
        <source>disease</source>
        <translation>maladie</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>escaped</source>
        <translation>évadé</translation>
    </message>
    <message>
        <source>excellent weather</source>
        <translation>temps excellent</translation>
    </message>
    <message>
        <source>feared name</source>
        <translation>nom redouté</translation>
    </message>
    <message>
        <source>flank march</source>
        <translation>marche de flanc</translation>
    </message>
    <message>
        <source>the gods smile</source>
        <translation>les dieux sourient</translation>
    </message>
    <message>
        <source>good weather</source>
        <translation>beau temps</translation>
    </message>
    <message>
        <source>hold the crossing</source>
        <translation>tenir le passage</translation>
    </message>
    <message>
        <source>honour of the realm</source>
        <translation>honneur du royaume</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>killed</source>
        <translation>tué</translation>
    </message>
    <message>
        <source>last light</source>
        <translation>dernière lueur</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>perdu</translation>
    </message>
    <message>
        <source>lost at sea</source>
        <translation>perdu en mer</translation>
    </message>
    <message>
        <source>magic items</source>
        <translation>objets magiques</translation>
    </message>
    <message>
        <source>major victory</source>
        <translation>victoire majeure</translation>
    </message>
    <message>
        <source>meeting engagement</source>
        <translation>combat de rencontre</translation>
    </message>
    <message>
        <source>minor victory</source>
        <translation>victoire mineure</translation>
    </message>
    <message>
        <source>monsters</source>
        <translation>monstres</translation>
    </message>
    <message>
        <source>hardship for the mounts</source>
        <translation>épreuves pour les montures</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>se déplace</translation>
    </message>
    <message>
        <source>mutiny</source>
        <translation>mutinerie</translation>
    </message>
    <message>
        <source>new island</source>
        <translation>nouvelle île</translation>
    </message>
    <message>
        <source>pirates</source>
        <translation>pirates</translation>
    </message>
    <message>
        <source>pitched battle</source>
        <translation>bataille rangée</translation>
    </message>
    <message>
        <source>battle at a POI</source>
        <translation>bataille sur un point d’intérêt</translation>
    </message>
    <message>
        <source>proud standard</source>
        <translation>fier étendard</translation>
    </message>
    <message>
        <source>rout</source>
        <translation>déroute</translation>
    </message>
    <message>
        <source>sailing on</source>
        <translation>la navigation continue</translation>
    </message>
    <message>
        <source>scouts</source>
        <translation>éclaireurs</translation>
    </message>
    <message>
        <source>sea monster</source>
        <translation>monstre marin</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>siège</translation>
    </message>
    <message>
        <source>specials</source>
        <translation>unités spéciales</translation>
    </message>
    <message>
        <source>stays</source>
        <translation>reste</translation>
    </message>
    <message>
        <source>steady veterans</source>
        <translation>vétérans aguerris</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>tempête</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::DecksQuery</name>
    <message>
        <source>%1 cards left to draw, %2 discarded</source>
        <translation>%1 cartes restant à piocher, %2 défaussées</translation>
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
        <translation>perte de %1 %2</translation>
    </message>
    <message>
        <source>or %1 %2 lost</source>
        <extracomment>the other choice of a loss: %1 a number, %2 what is counted</extracomment>
        <translation>ou perte de %1 %2</translation>
    </message>
    <message>
        <source>with a healer: %1 %2 lost</source>
        <extracomment>the loss when a healer sails: %1 a number, %2 what is counted</extracomment>
        <translation>avec un guérisseur : perte de %1 %2</translation>
    </message>
    <message>
        <source>draw %1 %2</source>
        <extracomment>%1 a number of cards, %2 &quot;card&quot; or &quot;cards&quot;</extracomment>
        <translation>piocher %1 %2</translation>
    </message>
    <message>
        <source>keep %1 %2</source>
        <extracomment>%1 a number of cards, %2 &quot;card&quot; or &quot;cards&quot;</extracomment>
        <translation>garder %1 %2</translation>
    </message>
    <message>
        <source>a landmass of %1 %2</source>
        <extracomment>%1 a number of areas, %2 &quot;area&quot; or &quot;areas&quot;</extracomment>
        <translation>une masse continentale de %1 %2</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unité</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unités</translation>
    </message>
    <message>
        <source>infantry unit</source>
        <translation>unité d’infanterie</translation>
    </message>
    <message>
        <source>infantry units</source>
        <translation>unités d’infanterie</translation>
    </message>
    <message>
        <source>cavalry unit</source>
        <translation>unité de cavalerie</translation>
    </message>
    <message>
        <source>cavalry units</source>
        <translation>unités de cavalerie</translation>
    </message>
    <message>
        <source>monster unit</source>
        <translation>unité de monstres</translation>
    </message>
    <message>
        <source>monster units</source>
        <translation>unités de monstres</translation>
    </message>
    <message>
        <source>special unit</source>
        <translation>unité spéciale</translation>
    </message>
    <message>
        <source>special units</source>
        <translation>unités spéciales</translation>
    </message>
    <message>
        <source>machine unit</source>
        <translation>unité de machines</translation>
    </message>
    <message>
        <source>machine units</source>
        <translation>unités de machines</translation>
    </message>
    <message>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <source>villages</source>
        <translation>villages</translation>
    </message>
    <message>
        <source>character point</source>
        <translation>point de personnage</translation>
    </message>
    <message>
        <source>character points</source>
        <translation>points de personnage</translation>
    </message>
    <message>
        <source>advantage</source>
        <translation>avantage</translation>
    </message>
    <message>
        <source>advantages</source>
        <translation>avantages</translation>
    </message>
    <message>
        <source>boat</source>
        <translation>navire</translation>
    </message>
    <message>
        <source>boats</source>
        <translation>navires</translation>
    </message>
    <message>
        <source>area</source>
        <translation>zone</translation>
    </message>
    <message>
        <source>areas</source>
        <translation>zones</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>cartes</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>navire</translation>
    </message>
    <message>
        <source>ships</source>
        <translation>navires</translation>
    </message>
    <message>
        <source>escapes</source>
        <translation>s’évade</translation>
    </message>
    <message>
        <source>does not escape</source>
        <translation>ne s’évade pas</translation>
    </message>
    <message>
        <source>survives</source>
        <translation>survit</translation>
    </message>
    <message>
        <source>does not survive</source>
        <translation>ne survit pas</translation>
    </message>
    <message>
        <source>rallies</source>
        <translation>se reprend</translation>
    </message>
    <message>
        <source>does not rally</source>
        <translation>ne se reprend pas</translation>
    </message>
    <message>
        <source>no roll needed</source>
        <translation>aucun jet nécessaire</translation>
    </message>
    <message>
        <source>a roll is needed</source>
        <translation>un jet est nécessaire</translation>
    </message>
    <message>
        <source>both sides scored the same</source>
        <translation>les deux camps ont marqué autant de points</translation>
    </message>
    <message>
        <source>the sides&apos; scores differ</source>
        <translation>les scores des deux camps diffèrent</translation>
    </message>
    <message>
        <source>%1 more in the pirate pool</source>
        <translation>%1 de plus dans la réserve des pirates</translation>
    </message>
    <message>
        <source>costs %1 experience</source>
        <translation>coûte %1 points d’expérience</translation>
    </message>
    <message>
        <source>rallies on %1+</source>
        <translation>se reprend sur %1+</translation>
    </message>
    <message>
        <source>the winner scored more than %1 times the loser</source>
        <translation>le vainqueur a marqué plus de %1 fois les points du perdant</translation>
    </message>
    <message>
        <source>the winner scored at least %1 times the loser</source>
        <translation>le vainqueur a marqué au moins %1 fois les points du perdant</translation>
    </message>
    <message>
        <source>the winner scored less than %1 times the loser</source>
        <translation>le vainqueur a marqué moins de %1 fois les points du perdant</translation>
    </message>
    <message>
        <source>Event: %1</source>
        <translation>Événement : %1</translation>
    </message>
    <message>
        <source>Battle honour: %1</source>
        <translation>Honneur de bataille : %1</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>Scénario : %1</translation>
    </message>
    <message>
        <source>Engagement: %1</source>
        <translation>Engagement : %1</translation>
    </message>
    <message>
        <source>Fate: %1</source>
        <translation>Sort : %1</translation>
    </message>
    <message>
        <source>Victory level: %1</source>
        <translation>Niveau de victoire : %1</translation>
    </message>
    <message>
        <source>Restores: %1</source>
        <translation>Rétablit : %1</translation>
    </message>
    <message>
        <source>The town %1</source>
        <translation>Bourg : %1</translation>
    </message>
    <message>
        <source>Draw from: %1</source>
        <translation>Piocher dans : %1</translation>
    </message>
    <message>
        <source>Fight on: %1</source>
        <translation>Combat sur : %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>an effect of a custom table: %1 is its name in words, %2 its value</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::OriginLabel</name>
    <message>
        <source>Rules %1</source>
        <translation>Règles %1</translation>
    </message>
    <message>
        <source>House default, not a rule</source>
        <translation>Choix maison, pas une règle</translation>
    </message>
    <message>
        <source>House default, not a rule (%1)</source>
        <translation>Choix maison, pas une règle (%1)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
    <message>
        <source>Custom (%1)</source>
        <translation>Personnalisé (%1)</translation>
    </message>
</context>
<context>
    <name>herald::app::decks::RollExplanation</name>
    <message>
        <source>typed</source>
        <translation>saisi</translation>
    </message>
    <message>
        <source>rolled</source>
        <translation>lancé</translation>
    </message>
    <message>
        <source>%1 %2: %3 = %4</source>
        <translation>%1 %2 : %3 = %4</translation>
    </message>
    <message>
        <source>Modifier %1: %2</source>
        <translation>Modificateur %1 : %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total : %1</translation>
    </message>
    <message>
        <source>%1 is past the end of the table, so it reads row %2</source>
        <translation>%1 dépasse la fin de la table : on lit donc la ligne %2</translation>
    </message>
    <message>
        <source>Column: %1</source>
        <translation>Colonne : %1</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Effects: %1</source>
        <extracomment>%1 lists what the row&apos;s result does, e.g. &quot;1 machine unit; 2 character points&quot;</extracomment>
        <translation>Effets : %1</translation>
    </message>
    <message>
        <source>Roll again on %1:</source>
        <translation>Nouveau jet sur %1 :</translation>
    </message>
</context>
<context>
    <name>herald::app::diplomacy::GameQuery</name>
    <message>
        <source>Movement</source>
        <comment>Diplomacy phase</comment>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Retreat</source>
        <comment>Diplomacy phase</comment>
        <translation>Retraite</translation>
    </message>
    <message>
        <source>Adjustment</source>
        <comment>Diplomacy phase</comment>
        <translation>Ajustement</translation>
    </message>
</context>
<context>
    <name>herald::app::diplomacy::PhaseReport</name>
    <message>
        <source>succeeded</source>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échoué</translation>
    </message>
    <message>
        <source>illegal</source>
        <translation>illégal</translation>
    </message>
    <message>
        <source>void</source>
        <translation>nul</translation>
    </message>
    <message>
        <source>%1: %2 — %3. %4</source>
        <translation>%1 : %2 — %3. %4</translation>
    </message>
    <message>
        <source>Units and supply centres after the phase</source>
        <translation>Unités et centres de ravitaillement après la phase</translation>
    </message>
    <message>
        <source>%1 (%2 centres): %3</source>
        <translation>%1 (%2 centres) : %3</translation>
    </message>
    <message>
        <source>no units</source>
        <translation>aucune unité</translation>
    </message>
    <message>
        <source>%1 — %2%3</source>
        <translation>%1 — %2%3</translation>
    </message>
    <message>
        <source> — reconstructed map, not the published one</source>
        <translation> — carte reconstituée, pas celle publiée</translation>
    </message>
    <message>
        <source>%1: public report</source>
        <translation>%1 : rapport public</translation>
    </message>
    <message>
        <source>Orders</source>
        <translation>Ordres</translation>
    </message>
    <message>
        <source>This phase has not been adjudicated yet.</source>
        <translation>Cette phase n’a pas encore été arbitrée.</translation>
    </message>
    <message>
        <source>Orders and results</source>
        <translation>Ordres et résultats</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Événements</translation>
    </message>
    <message>
        <source>Personalities in plain sight</source>
        <translation>Personnalités à découvert</translation>
    </message>
    <message>
        <source>Sauron is in %1.</source>
        <translation>Sauron se trouve en %1.</translation>
    </message>
    <message>
        <source>%1: private report for %2</source>
        <translation>%1 : rapport privé pour %2</translation>
    </message>
    <message>
        <source>Your orders and results</source>
        <translation>Vos ordres et résultats</translation>
    </message>
    <message>
        <source>No orders.</source>
        <translation>Aucun ordre.</translation>
    </message>
    <message>
        <source>Your personalities (hidden from the other powers)</source>
        <translation>Vos personnalités (cachées aux autres puissances)</translation>
    </message>
    <message>
        <source>%1 is in %2.</source>
        <translation>%1 se trouve en %2.</translation>
    </message>
    <message>
        <source>Encounters</source>
        <translation>Rencontres</translation>
    </message>
    <message>
        <source>From the game master</source>
        <translation>De la part du meneur de jeu</translation>
    </message>
</context>
<context>
    <name>herald::app::hexwar::GameView</name>
    <message>
        <source>sets up in %1</source>
        <translation>se met en place en %1</translation>
    </message>
    <message>
        <source>due on game turn %1 in %2</source>
        <translation>attendue au tour de jeu %1 en %2</translation>
    </message>
    <message>
        <source>released at %1 VP, enters in %2</source>
        <translation>libérée à %1 PV, entre en %2</translation>
    </message>
    <message>
        <source>not on the map</source>
        <translation>pas sur la carte</translation>
    </message>
    <message>
        <source>eliminated on game turn %1</source>
        <translation>éliminée au tour de jeu %1</translation>
    </message>
    <message>
        <source>Game over after game turn %1</source>
        <translation>Partie terminée après le tour de jeu %1</translation>
    </message>
    <message>
        <source>Game turn %1 of %2, %3 movement phase</source>
        <translation>Tour de jeu %1 sur %2, phase de mouvement du camp %3</translation>
    </message>
    <message>
        <source>Game turn %1 of %2, %3 combat phase</source>
        <translation>Tour de jeu %1 sur %2, phase de combat du camp %3</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2) : %3</translation>
    </message>
    <message>
        <source>Victory points: Black Eagle %1, Karameikan %2</source>
        <translation>Points de victoire : Aigle Noir %1, Karameikiens %2</translation>
    </message>
    <message>
        <source>%1 units:</source>
        <translation>Unités du camp %1 :</translation>
    </message>
    <message>
        <source>may enter now (%1)</source>
        <translation>peut entrer maintenant (%1)</translation>
    </message>
    <message>
        <source>May advance after combat: %1</source>
        <translation>Peuvent avancer après le combat : %1</translation>
    </message>
    <message>
        <source>Final score: Black Eagle %1 VP, Karameikan %2 VP.</source>
        <translation>Score final : Aigle Noir %1 PV, Karameikiens %2 PV.</translation>
    </message>
    <message>
        <source>Score so far: Black Eagle %1 VP, Karameikan %2 VP.</source>
        <translation>Score actuel : Aigle Noir %1 PV, Karameikiens %2 PV.</translation>
    </message>
    <message>
        <source>To retreat: %1, with no legal hex (R3)</source>
        <translation>Doit retraiter : %1, sans hexagone permis (R3)</translation>
    </message>
    <message>
        <source>To retreat: %1, to one of %2</source>
        <translation>Doit retraiter : %1, vers l’un de %2</translation>
    </message>
    <message>
        <source>The owner picks the hex and, with several units, the order (R4, R5).</source>
        <translation>Le propriétaire choisit l’hexagone et, s’il y a plusieurs unités, l’ordre (R4, R5).</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Dice</name>
    <message>
        <source>Battle board: fire to-hit roll</source>
        <translation>Plateau de bataille : jet pour toucher au tir</translation>
    </message>
    <message>
        <source>Battle board: fire result roll</source>
        <translation>Plateau de bataille : jet de résultat du tir</translation>
    </message>
    <message>
        <source>Battle board: charging brigade&apos;s roll</source>
        <translation>Plateau de bataille : jet de la brigade qui charge</translation>
    </message>
    <message>
        <source>Battle board: charged brigade&apos;s roll</source>
        <translation>Plateau de bataille : jet de la brigade chargée</translation>
    </message>
    <message>
        <source>Battle board: entrenchment roll</source>
        <translation>Plateau de bataille : jet de retranchement</translation>
    </message>
    <message>
        <source>Battle board: rally roll</source>
        <translation>Plateau de bataille : jet de ralliement</translation>
    </message>
    <message>
        <source>Battle board: roll against leaders in an entered space</source>
        <translation>Plateau de bataille : jet contre les chefs dans une case où l’on entre</translation>
    </message>
    <message>
        <source>Battle board: attacker&apos;s end-of-turn retreat roll</source>
        <translation>Plateau de bataille : jet de retraite de l’attaquant en fin de tour</translation>
    </message>
    <message>
        <source>Battle board: pursuit roll</source>
        <translation>Plateau de bataille : jet de poursuite</translation>
    </message>
    <message>
        <source>Battle board: roll for the attacker</source>
        <translation>Plateau de bataille : jet pour l’attaquant</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Explanations</name>
    <message>
        <source>unit #%1 (no such unit)</source>
        <translation>unité n° %1 (inexistante)</translation>
    </message>
    <message>
        <source>type&apos;s charge modifier</source>
        <translation>modificateur de charge du type</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>élite</translation>
    </message>
    <message>
        <source>numbers</source>
        <translation>effectifs</translation>
    </message>
    <message>
        <source>entrenched</source>
        <translation>retranché</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>native</source>
        <translation>indigène</translation>
    </message>
    <message>
        <source>human wave</source>
        <translation>vague humaine</translation>
    </message>
    <message>
        <source>technology/school</source>
        <translation>technologie/école</translation>
    </message>
    <message>
        <source>year</source>
        <translation>année</translation>
    </message>
    <message>
        <source>target in reserve or retreat box</source>
        <translation>cible en réserve ou en case de retraite</translation>
    </message>
    <message>
        <source>cavalry phase</source>
        <translation>phase de cavalerie</translation>
    </message>
    <message>
        <source>artillery phase</source>
        <translation>phase d’artillerie</translation>
    </message>
    <message>
        <source>infantry phase</source>
        <translation>phase d’infanterie</translation>
    </message>
    <message>
        <source>leader phase</source>
        <translation>phase des chefs</translation>
    </message>
    <message>
        <source>natural %1%2 = %3 against %4</source>
        <extracomment>a roll: natural, the modifiers, the total, the number to reach</extracomment>
        <translation>naturel %1%2 = %3 contre %4</translation>
    </message>
    <message>
        <source>§4 The battle has ended; no more actions.</source>
        <translation>§4 La bataille est terminée ; plus aucune action.</translation>
    </message>
    <message>
        <source>§7.5 Pursuit is not running.</source>
        <translation>§7.5 Aucune poursuite n’est en cours.</translation>
    </message>
    <message>
        <source>There is no unit #%1 in this battle.</source>
        <translation>Il n’y a pas d’unité n° %1 dans cette bataille.</translation>
    </message>
    <message>
        <source>%1 has been eliminated.</source>
        <translation>%1 a été éliminée.</translation>
    </message>
    <message>
        <source>§4 It is %1&apos;s half of the %2; %3 cannot act now.</source>
        <translation>§4 C’est au tour de %1 dans la %2 ; %3 ne peut pas agir maintenant.</translation>
    </message>
    <message>
        <source>§4 In the %1 only that type acts; %2 cannot.</source>
        <translation>§4 Pendant la %1, seul ce type agit ; %2 ne le peut pas.</translation>
    </message>
    <message>
        <source>§4 %1 has already taken its action this phase.</source>
        <translation>§4 %1 a déjà effectué son action lors de cette phase.</translation>
    </message>
    <message>
        <source>§4 (B-5) Every unit acts in its phase in this battle (actions.optional is off), and %1 still can.</source>
        <translation>§4 (B-5) Chaque unité agit dans sa phase lors de cette bataille (actions.optional est désactivé), et %1 le peut encore.</translation>
    </message>
    <message>
        <source>§5 Leaders never fire (%1).</source>
        <translation>§5 Les chefs ne tirent jamais (%1).</translation>
    </message>
    <message>
        <source>§8 Only &quot;++&quot; native brigades may fire; %1&apos;s army is rated %2 &quot;+&quot;.</source>
        <translation>§8 Seules les brigades indigènes «&#xa0;++&#xa0;» peuvent tirer ; l’armée de %1 est notée %2 «&#xa0;+&#xa0;».</translation>
    </message>
    <message>
        <source>§2.4 Nothing is in front of %1 in %2: no fire and no charge from there.</source>
        <translation>§2.4 Rien ne se trouve devant %1 en %2 : ni tir ni charge depuis cette case.</translation>
    </message>
    <message>
        <source>§5 %1 is on the same side as %2.</source>
        <translation>§5 %1 est du même camp que %2.</translation>
    </message>
    <message>
        <source>§5.1 (B-19) Fire and charges target brigades; %1 is a leader.</source>
        <translation>§5.1 (B-19) Les tirs et les charges visent des brigades ; %1 est un chef.</translation>
    </message>
    <message>
        <source>§2.4 (G1) %1 in %2 is not in front of %3: attacks go straight ahead along the column, never diagonally.</source>
        <translation>§2.4 (G1) %1 en %2 n’est pas devant %3 : les attaques se font droit devant le long de la colonne, jamais en diagonale.</translation>
    </message>
    <message>
        <source>§5.1, B-26 %1 is %2 spaces away; %3 reaches %4 space.</source>
        <translation>§5.1, B-26 %1 est à %2 cases ; %3 porte à %4 case(s).</translation>
    </message>
    <message>
        <source>§5.1 %1 cannot fire 2 spaces: %2 holds %3 brigade(s) in between.</source>
        <translation>§5.1 %1 ne peut pas tirer à 2 cases : %2 contient %3 brigade(s) entre les deux.</translation>
    </message>
    <message>
        <source>§5.2 Only infantry and cavalry charge; %1 cannot.</source>
        <translation>§5.2 Seules l’infanterie et la cavalerie chargent ; %1 ne le peut pas.</translation>
    </message>
    <message>
        <source>§5.2 All chargers of one declaration stand in one space; %1 is not with %2.</source>
        <translation>§5.2 Toutes les unités d’une même déclaration de charge se trouvent dans une même case ; %1 n’est pas avec %2.</translation>
    </message>
    <message>
        <source>§5.2 A declaration charges one space; %1 is in %2.</source>
        <translation>§5.2 Une déclaration de charge vise une seule case ; %1 est en %2.</translation>
    </message>
    <message>
        <source>§5.2 A charge needs at least one charging brigade.</source>
        <translation>§5.2 Une charge nécessite au moins une brigade qui charge.</translation>
    </message>
    <message>
        <source>§5.2 %1 is listed twice; each brigade charges once.</source>
        <translation>§5.2 %1 figure deux fois ; chaque brigade ne charge qu’une fois.</translation>
    </message>
    <message>
        <source>§5.2 %1 cannot be charged while its side&apos;s infantry or cavalry share %2.</source>
        <translation>§5.2 %1 ne peut pas être chargée tant que l’infanterie ou la cavalerie de son camp occupe aussi %2.</translation>
    </message>
    <message>
        <source>§5.2 Only cavalry charged by infantry may evade; %1 may not.</source>
        <translation>§5.2 Seule la cavalerie chargée par de l’infanterie peut se dérober ; %1 ne le peut pas.</translation>
    </message>
    <message>
        <source>§2.3, §5.3 %1 moves one orthogonal step; %2 is not next to it.</source>
        <translation>§2.3, §5.3 %1 se déplace d’un pas orthogonal ; %2 n’est pas adjacente.</translation>
    </message>
    <message>
        <source>§5.3 %1 may not enter %2: only its own reserve and line spaces and the middle.</source>
        <translation>§5.3 %1 ne peut pas entrer en %2 : seulement dans ses propres cases de réserve et de ligne et au centre.</translation>
    </message>
    <message>
        <source>§5.3 %1 holds %2 enemy brigade(s); %3 may not enter it.</source>
        <translation>§5.3 %1 contient %2 brigade(s) ennemie(s) ; %3 ne peut pas y entrer.</translation>
    </message>
    <message>
        <source>§5.3 %1 is next to enemy brigades and so is %2: no move from one such space to another.</source>
        <translation>§5.3 %1 est adjacente à des brigades ennemies, tout comme %2 : pas de mouvement d’une telle case à une autre.</translation>
    </message>
    <message>
        <source>§5.3 %1 may not enter %2, which holds enemy leaders.</source>
        <translation>§5.3 %1 ne peut pas entrer en %2, qui contient des chefs ennemis.</translation>
    </message>
    <message>
        <source>§5.4 Only infantry entrenches; %1 cannot.</source>
        <translation>§5.4 Seule l’infanterie se retranche ; %1 ne le peut pas.</translation>
    </message>
    <message>
        <source>§5.4 %1 is in %2; infantry entrenches only in its own line space.</source>
        <translation>§5.4 %1 est en %2 ; l’infanterie ne se retranche que dans sa propre case de ligne.</translation>
    </message>
    <message>
        <source>§5.4 (B-20) %1 is already entrenched.</source>
        <translation>§5.4 (B-20) %1 est déjà retranchée.</translation>
    </message>
    <message>
        <source>§8 %1 is in a fort, where brigades may not entrench.</source>
        <translation>§8 %1 est dans un fort, où les brigades ne peuvent pas se retrancher.</translation>
    </message>
    <message>
        <source>§8 (B-16) Only &quot;++&quot; natives entrench; %1&apos;s army is rated %2 &quot;+&quot;.</source>
        <translation>§8 (B-16) Seuls les indigènes «&#xa0;++&#xa0;» se retranchent ; l’armée de %1 est notée %2 «&#xa0;+&#xa0;».</translation>
    </message>
    <message>
        <source>§5.5 Only a leader rallies; %1 is not one.</source>
        <translation>§5.5 Seul un chef rallie ; %1 n’en est pas un.</translation>
    </message>
    <message>
        <source>§5.5 %1 is in %2; a leader rallies only from his own reserve box.</source>
        <translation>§5.5 %1 est en %2 ; un chef ne rallie que depuis sa propre case de réserve.</translation>
    </message>
    <message>
        <source>§5.5 %1 is not in its side&apos;s retreat box, so there is nothing to rally.</source>
        <translation>§5.5 %1 n’est pas dans la case de retraite de son camp : il n’y a rien à rallier.</translation>
    </message>
    <message>
        <source>§8 The native army&apos;s %1 rally attempt(s) this leader phase are used.</source>
        <translation>§8 Les %1 tentative(s) de ralliement de l’armée indigène pour cette phase des chefs sont épuisées.</translation>
    </message>
    <message>
        <source>§8 A native army rallies without leaders.</source>
        <translation>§8 Une armée indigène se rallie sans chefs.</translation>
    </message>
    <message>
        <source>§5.5 A rally needs a leader in the reserve.</source>
        <translation>§5.5 Un ralliement nécessite un chef en réserve.</translation>
    </message>
    <message>
        <source>§7.2 A retreat by choice is allowed from turn 2; this is turn %1.</source>
        <translation>§7.2 Une retraite volontaire est permise à partir du tour 2 ; nous sommes au tour %1.</translation>
    </message>
    <message>
        <source>§7.2 (B-27) A player retreats by choice during his own half of a phase; it is %1&apos;s half of the %2.</source>
        <translation>§7.2 (B-27) Un joueur bat en retraite volontairement pendant sa propre moitié de phase ; c’est au tour de %1 dans la %2.</translation>
    </message>
    <message>
        <source>§7.5 Only the winner&apos;s cavalry and infantry pursue; %1 cannot.</source>
        <translation>§7.5 Seules la cavalerie et l’infanterie du vainqueur poursuivent ; %1 ne le peut pas.</translation>
    </message>
    <message>
        <source>§7.5 %1 has already pursued.</source>
        <translation>§7.5 %1 a déjà poursuivi.</translation>
    </message>
    <message>
        <source>§2.3, §7.5 %1 is in the retreat box; it leaves it only by rally.</source>
        <translation>§2.3, §7.5 %1 est dans la case de retraite ; elle n’en sort que par un ralliement.</translation>
    </message>
    <message>
        <source>§7.5 The retreating cavalry screens: only cavalry pursues, and only against that cavalry, until it is all eliminated (%1 against %2).</source>
        <translation>§7.5 La cavalerie en retraite fait écran : seule la cavalerie poursuit, et seulement contre cette cavalerie, jusqu’à ce qu’elle soit entièrement éliminée (%1 contre %2).</translation>
    </message>
    <message>
        <source>§7.5 (B-11) The retreating army had cavalry when pursuit began, so %1 does not pursue (pursuit.infantry_after_screen is off).</source>
        <translation>§7.5 (B-11) L’armée en retraite avait de la cavalerie au début de la poursuite, donc %1 ne poursuit pas (pursuit.infantry_after_screen est désactivé).</translation>
    </message>
    <message>
        <source>§5.1 %1 fires at %2 (%3 space(s)): %4, a hit.</source>
        <translation>§5.1 %1 tire sur %2 (%3 case(s)) : %4, touché.</translation>
    </message>
    <message>
        <source>§5.1 %1 fires at %2 (%3 space(s)): %4, a miss.</source>
        <translation>§5.1 %1 tire sur %2 (%3 case(s)) : %4, manqué.</translation>
    </message>
    <message>
        <source>§5.1 Result roll %1: eliminated.</source>
        <translation>§5.1 Jet de résultat %1 : éliminée.</translation>
    </message>
    <message>
        <source>§5.1 Result roll %1: the target retreats.</source>
        <translation>§5.1 Jet de résultat %1 : la cible bat en retraite.</translation>
    </message>
    <message>
        <source>§5.2 %1 charges %2: charger natural %3%4 = %5; defender natural %6%7 = %8.</source>
        <translation>§5.2 %1 charge %2 : assaillant naturel %3%4 = %5 ; défenseur naturel %6%7 = %8.</translation>
    </message>
    <message>
        <source>A tie: no effect.</source>
        <translation>Égalité : sans effet.</translation>
    </message>
    <message>
        <source>%1 loses by %2.</source>
        <translation>%1 perd de %2.</translation>
    </message>
    <message>
        <source>§5.2 %1&apos;s target evaded: its action is spent, no dice.</source>
        <translation>§5.2 La cible de %1 s’est dérobée : son action est dépensée, sans dés.</translation>
    </message>
    <message>
        <source>§5.2 %1 has no brigade left to charge; its action is spent.</source>
        <translation>§5.2 %1 n’a plus de brigade pour charger ; son action est dépensée.</translation>
    </message>
    <message>
        <source>§5.2 %1 evades the infantry charge to its reserve.</source>
        <translation>§5.2 %1 se dérobe à la charge d’infanterie vers sa réserve.</translation>
    </message>
    <message>
        <source>§5.3 %1 moves to %2.</source>
        <translation>§5.3 %1 se déplace en %2.</translation>
    </message>
    <message>
        <source>§5.3 %1 enters and rolls against %2: %3, the leader is caught.</source>
        <translation>§5.3 %1 entre et lance contre %2 : %3, le chef est pris.</translation>
    </message>
    <message>
        <source>§5.3 %1 enters and rolls against %2: %3, the leader escapes.</source>
        <translation>§5.3 %1 entre et lance contre %2 : %3, le chef s’échappe.</translation>
    </message>
    <message>
        <source>§5.4 %1 entrenches %2: %3, entrenched.</source>
        <translation>§5.4 %1 retranche %2 : %3, retranchée.</translation>
    </message>
    <message>
        <source>§5.4 %1 tries to entrench %2: %3, failed.</source>
        <translation>§5.4 %1 tente de retrancher %2 : %3, échec.</translation>
    </message>
    <message>
        <source>§5.5 Rally of %1: %2, rallied.</source>
        <translation>§5.5 Ralliement de %1 : %2, ralliée.</translation>
    </message>
    <message>
        <source>§5.5 Rally of %1: %2, not rallied.</source>
        <translation>§5.5 Ralliement de %1 : %2, non ralliée.</translation>
    </message>
    <message>
        <source>§6 A natural 11-12 by %1 kills %2.</source>
        <translation>§6 Un 11-12 naturel de %1 tue %2.</translation>
    </message>
    <message>
        <source>G2 %1 retreats from %2 to its retreat box.</source>
        <translation>G2 %1 bat en retraite de %2 vers sa case de retraite.</translation>
    </message>
    <message>
        <source>%1 is eliminated in %2.</source>
        <translation>%1 est éliminée en %2.</translation>
    </message>
    <message>
        <source>%1 goes to %2.</source>
        <translation>%1 va en %2.</translation>
    </message>
    <message>
        <source>§7.1 %1 has no brigade left in column %2: the battle ends and %1 retreats.</source>
        <translation>§7.1 %1 n’a plus de brigade dans la colonne %2 : la bataille se termine et %1 bat en retraite.</translation>
    </message>
    <message>
        <source>§7.2 The battle ends: %1 retreats by choice.</source>
        <translation>§7.2 La bataille se termine : %1 bat en retraite volontairement.</translation>
    </message>
    <message>
        <source>§7.3 The battle ends: the attacker must retreat.</source>
        <translation>§7.3 La bataille se termine : l’attaquant doit battre en retraite.</translation>
    </message>
    <message>
        <source>§15.4 The auto-resolver&apos;s turn cap is reached: undecided.</source>
        <translation>§15.4 La limite de tours de la résolution automatique est atteinte : indécis.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1 with no fire, no charge and an empty middle: d6 = %2, less than %1.</source>
        <translation>§7.3 Fin du tour %1 sans tir, sans charge et avec un centre vide : d6 = %2, inférieur à %1.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1 with no fire, no charge and an empty middle: d6 = %2, not less than %1; the battle goes on.</source>
        <translation>§7.3 Fin du tour %1 sans tir, sans charge et avec un centre vide : d6 = %2, pas inférieur à %1 ; la bataille continue.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1: there was fire or a charge, no roll.</source>
        <translation>§7.3 Fin du tour %1 : il y a eu tir ou charge, pas de jet.</translation>
    </message>
    <message>
        <source>§7.3 End of turn %1: units stand in the middle, no roll.</source>
        <translation>§7.3 Fin du tour %1 : des unités se trouvent au centre, pas de jet.</translation>
    </message>
    <message>
        <source>§4 %1&apos;s half of the %2.</source>
        <translation>§4 %2 : au tour de %1.</translation>
    </message>
    <message>
        <source>§4 Turn %1 begins.</source>
        <translation>§4 Début du tour %1.</translation>
    </message>
    <message>
        <source>§7.2 %1 declares a retreat on turn %2.</source>
        <translation>§7.2 %1 déclare une retraite au tour %2.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues %2: %3, eliminated.</source>
        <translation>§7.5 %1 poursuit %2 : %3, éliminée.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues %2: %3, a miss.</source>
        <translation>§7.5 %1 poursuit %2 : %3, manqué.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues; the retreating cavalry screens the army.</source>
        <translation>§7.5 %1 poursuit ; la cavalerie en retraite fait écran à l’armée.</translation>
    </message>
    <message>
        <source>§7.5 %1 pursues.</source>
        <translation>§7.5 %1 poursuit.</translation>
    </message>
    <message>
        <source>§7.5 Pursuit is over; what is left leaves with the retreating army.</source>
        <translation>§7.5 La poursuite est terminée ; ce qui reste part avec l’armée en retraite.</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Setup</name>
    <message>
        <source>§3.2 %1&apos;s unit %2 may only be set up in the reserve or a line space.</source>
        <translation>§3.2 L’unité %2 de %1 ne peut être déployée qu’en réserve ou dans une case de ligne.</translation>
    </message>
    <message>
        <source>§2.1 %1&apos;s unit %2 is placed in line column %3, which this battle does not have.</source>
        <translation>§2.1 L’unité %2 de %1 est placée dans la colonne de ligne %3, que cette bataille n’a pas.</translation>
    </message>
    <message>
        <source>§3.3 %1&apos;s line space in column %2 has no brigade; every line space needs at least one (a leader alone does not count).</source>
        <translation>§3.3 La case de ligne de %1 dans la colonne %2 n’a aucune brigade ; chaque case de ligne en nécessite au moins une (un chef seul ne compte pas).</translation>
    </message>
    <message>
        <source>§8 %1&apos;s unit %2 is elite, and War! Age of Imperialism battles use no elite units.</source>
        <translation>§8 L’unité %2 de %1 est d’élite, et les batailles de War! Age of Imperialism n’utilisent pas d’unités d’élite.</translation>
    </message>
    <message>
        <source>§8 %1 is a native army, which has no leaders (unit %2).</source>
        <translation>§8 %1 est une armée indigène, qui n’a pas de chefs (unité %2).</translation>
    </message>
    <message>
        <source>§3 %1 has no brigades to deploy.</source>
        <translation>§3 %1 n’a aucune brigade à déployer.</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Simulation</name>
    <message>
        <source>§15 No battle was simulated.</source>
        <translation>§15 Aucune bataille n’a été simulée.</translation>
    </message>
    <message>
        <source>§15 %1 battles: the attacker won %2%, the defender %3%, undecided %4%. Mean losses: attacker %5 units, defender %6 units.</source>
        <translation>§15 %1 batailles : l’attaquant a gagné %2 %, le défenseur %3 %, indécis %4 %. Pertes moyennes : attaquant %5 unités, défenseur %6 unités.</translation>
    </message>
    <message>
        <source>These odds rest on placeholder numbers, not on the published tables (§11.3).</source>
        <translation>Ces probabilités reposent sur des valeurs provisoires, pas sur les tables publiées (§11.3).</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Standalone</name>
    <message>
        <source>§10 (B-33) %1 has no stand-alone cost, so it cannot be bought unless the referee gives it one.</source>
        <translation>§10 (B-33) %1 n’a pas de coût propre : impossible donc de l’acheter, sauf si l’arbitre lui en attribue un.</translation>
    </message>
    <message>
        <source>§10 The army costs %1 points.</source>
        <translation>§10 L’armée coûte %1 points.</translation>
    </message>
    <message>
        <source>§10 First player %1 + %2 = %3; second player %4 + %5 = %6.</source>
        <translation>§10 Premier joueur %1 + %2 = %3 ; second joueur %4 + %5 = %6.</translation>
    </message>
    <message>
        <source>Ties were rolled again (B-13).</source>
        <translation>Les égalités ont été relancées (B-13).</translation>
    </message>
    <message>
        <source>The first player attacks.</source>
        <translation>Le premier joueur attaque.</translation>
    </message>
    <message>
        <source>The second player attacks.</source>
        <translation>Le second joueur attaque.</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Tables</name>
    <message>
        <source>%1: missing</source>
        <translation>%1 : manquant</translation>
    </message>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <translation>%1 : doit être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>%1: must be an object</source>
        <translation>%1 : doit être un objet</translation>
    </message>
    <message>
        <source>%1.%2: must be true or false</source>
        <translation>%1.%2 : doit valoir true ou false</translation>
    </message>
    <message>
        <source>not a JSON object (%1 at byte %2)</source>
        <translation>pas un objet JSON (%1 à l’octet %2)</translation>
    </message>
    <message>
        <source>%1.inherit: must name another brigade row</source>
        <translation>%1.inherit : doit nommer une autre ligne de brigade</translation>
    </message>
    <message>
        <source>resultOverrides.%1: must be &quot;firer&gt;target&quot; with two brigade rows</source>
        <translation>resultOverrides.%1 : doit être «&#xa0;tireur&gt;cible&#xa0;» avec deux lignes de brigade</translation>
    </message>
    <message>
        <source>leaderDrmAppliesTo.charge: the +1 a leader gives to charges is a rule (§5.2) and cannot be turned off</source>
        <translation>leaderDrmAppliesTo.charge : le +1 qu’un chef donne aux charges est une règle (§5.2) et ne peut pas être désactivé</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::WarmasterMapping</name>
    <message>
        <source>%1: must be a whole number from %2 to %3</source>
        <extracomment>%1 a field&apos;s path in the mapping file, %2 and %3 the range</extracomment>
        <translation>%1 : doit être un nombre entier de %2 à %3</translation>
    </message>
    <message>
        <source>the mapping is not a JSON object (%1)</source>
        <translation>la correspondance n’est pas un objet JSON (%1)</translation>
    </message>
    <message>
        <source>%1: missing (every roster category needs a row)</source>
        <translation>%1 : manquant (chaque catégorie de liste d’armée doit avoir une ligne)</translation>
    </message>
    <message>
        <source>%1.brigade: must be infantry, cavalry or artillery</source>
        <translation>%1.brigade : doit être infantry, cavalry ou artillery</translation>
    </message>
</context>
<context>
    <name>herald::battleboard::Words</name>
    <message>
        <source>the attacker</source>
        <translation>l’attaquant</translation>
    </message>
    <message>
        <source>the defender</source>
        <translation>le défenseur</translation>
    </message>
    <message>
        <source>elite infantry</source>
        <translation>infanterie d’élite</translation>
    </message>
    <message>
        <source>infantry</source>
        <translation>infanterie</translation>
    </message>
    <message>
        <source>elite cavalry</source>
        <translation>cavalerie d’élite</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>elite artillery</source>
        <translation>artillerie d’élite</translation>
    </message>
    <message>
        <source>artillery</source>
        <translation>artillerie</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>chef</translation>
    </message>
    <message>
        <source>%1&apos;s %2 #%3</source>
        <extracomment>%1 side (&quot;the attacker&quot;), %2 unit type, %3 unit number</extracomment>
        <translation>%2 n° %3 de %1</translation>
    </message>
    <message>
        <source>the middle, column %1</source>
        <translation>le centre, colonne %1</translation>
    </message>
    <message>
        <source>%1&apos;s line, column %2</source>
        <translation>la ligne de %1, colonne %2</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <translation>la réserve de %1</translation>
    </message>
    <message>
        <source>%1&apos;s retreat box</source>
        <translation>la case de retraite de %1</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>hors du plateau</translation>
    </message>
</context>
<context>
    <name>herald::battles::BattleNightForm</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n’est ouverte.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Choisissez le fichier dans lequel écrire le PDF.</translation>
    </message>
    <message>
        <source>There is no pending battle %1 this month.</source>
        <translation>Il n’y a pas de bataille en attente %1 ce mois-ci.</translation>
    </message>
    <message>
        <source>No battles are pending this month.</source>
        <translation>Aucune bataille en attente ce mois-ci.</translation>
    </message>
    <message numerus="yes">
        <source>Briefs and result sheets of %n battle(s) written to %1</source>
        <extracomment>%1 the PDF file</extracomment>
        <translation>
            <numerusform>Briefing et feuille de résultat d’une bataille écrits dans %1</numerusform>
            <numerusform>Briefings et feuilles de résultat de %n batailles écrits dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle %1 has no POI card to turn over.</source>
        <translation>La bataille %1 n’a pas de carte de point d’intérêt à retourner.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the file, %2 why it cannot be read</extracomment>
        <translation>%1 est illisible : %2</translation>
    </message>
    <message>
        <source>%1 is not a result sheet (a JSON object as docs/battle-result-format.md describes): %2</source>
        <extracomment>%1 the file, %2 the JSON parser&apos;s message</extracomment>
        <translation>%1 n’est pas une feuille de résultat (un objet JSON tel que le décrit docs/battle-result-format.md) : %2</translation>
    </message>
    <message>
        <source>line %1: %2 (%3 left)</source>
        <extracomment>a roster line in the result form; %1 line, %2 unit types, %3 units left</extracomment>
        <translation>ligne %1 : %2 (%3 restantes)</translation>
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
        <translation>Saisissez les dés lancés à la table en nombres entiers séparés par des espaces ou des virgules, dans l’ordre du formulaire de résultat.</translation>
    </message>
    <message>
        <source>Type the die rolled at the table as a whole number.</source>
        <translation>Saisissez le dé lancé à la table sous forme de nombre entier.</translation>
    </message>
</context>
<context>
    <name>herald::battles::BoardBattleForm</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the mapping file, %2 why it cannot be read</extracomment>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n’est ouverte.</translation>
    </message>
    <message>
        <source>Battle %1 has no board battle yet: make one first.</source>
        <translation>La bataille %1 n’a pas encore de bataille de plateau : créez-en une d’abord.</translation>
    </message>
    <message>
        <source>Board battle &quot;%1&quot; is not over yet: play it to its end, pursuit included (§7.5), or let Herald resolve it.</source>
        <translation>La bataille de plateau «&#xa0;%1&#xa0;» n’est pas encore terminée : jouez-la jusqu’au bout, poursuite comprise (§7.5), ou laissez Herald la résoudre.</translation>
    </message>
</context>
<context>
    <name>herald::cli::ArmyVerbs</name>
    <message>
        <source>countryside</source>
        <translation>rase campagne</translation>
    </message>
    <message>
        <source>population centre</source>
        <translation>centre de population</translation>
    </message>
    <message>
        <source>point of interest</source>
        <translation>point d’intérêt</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot;.</source>
        <translation>Il n’existe aucune nation «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1  %2 (%3): general %4, at %5, %6</source>
        <translation>%1  %2 (%3) : général %4, en %5, %6</translation>
    </message>
    <message>
        <source>No armies are on the map.</source>
        <translation>Aucune armée sur la carte.</translation>
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
        <translation>marqueurs d’armée au Nouvel An : en placer un par général dans un bourg, une cité ou un point d’intérêt propre qui le permet, les renommer, les corriger ou les retirer (NY-7, §4.9)</translation>
    </message>
</context>
<context>
    <name>herald::cli::BattleVerbs</name>
    <message>
        <source>No battles are pending: briefs exist at M-3 of a month with battles.</source>
        <translation>Aucune bataille en attente : les briefings existent à l’étape M-3 d’un mois avec des batailles.</translation>
    </message>
    <message>
        <source>  Terrain %1, at the %2</source>
        <extracomment>%1 terrain, %2 where in the area</extracomment>
        <translation>  Terrain %1, %2</translation>
    </message>
    <message>
        <source>  Army size: %L1 points a side</source>
        <extracomment>%1 points per side</extracomment>
        <translation>  Taille des armées : %L1 points par camp</translation>
    </message>
    <message>
        <source>  Terrain cards: draw %1, keep %2 (%3)</source>
        <extracomment>%1 cards drawn, %2 cards kept, %3 why</extracomment>
        <translation>  Cartes de terrain : en piocher %1, en garder %2 (%3)</translation>
    </message>
    <message>
        <source>  At table centre: %1</source>
        <translation>  Au centre de la table : %1</translation>
    </message>
    <message>
        <source>  Length: %1</source>
        <translation>  Durée : %1</translation>
    </message>
    <message>
        <source>  Random event: %1</source>
        <translation>  Événement aléatoire : %1</translation>
    </message>
    <message>
        <source>  Not prepared yet: battle prepare draws the event card and settles the first terrain placer</source>
        <translation>  Pas encore préparée : battle prepare pioche la carte d’événement et désigne qui place le premier décor</translation>
    </message>
    <message>
        <source>  POI card: face down until both armies are deployed</source>
        <translation>  Carte de point d’intérêt : face cachée jusqu’au déploiement des deux armées</translation>
    </message>
    <message>
        <source>  POI card: %1</source>
        <translation>  Carte de point d’intérêt : %1</translation>
    </message>
    <message>
        <source>  %1: %2</source>
        <extracomment>%1 &quot;Defenders&quot; or &quot;Attackers&quot;, %2 their armies</extracomment>
        <translation>  %1 : %2</translation>
    </message>
    <message>
        <source>  Result: %1</source>
        <translation>  Résultat : %1</translation>
    </message>
    <message>
        <source>battle list FILE</source>
        <translation>battle list FILE</translation>
    </message>
    <message>
        <source>%1: %2 against %3 — %4</source>
        <extracomment>%1 the battle&apos;s title, %2 defenders, %3 attackers, %4 result or &quot;no result yet&quot;</extracomment>
        <translation>%1 : %2 contre %3 — %4</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>battle show FILE BATTLE</source>
        <translation>battle show FILE BATTLE</translation>
    </message>
    <message>
        <source>There is no pending battle %1 this month.</source>
        <translation>Il n’y a pas de bataille en attente %1 ce mois-ci.</translation>
    </message>
    <message>
        <source>battle prepare FILE BATTLE|all [--first defenders|attackers] [--typed 4]</source>
        <translation>battle prepare FILE BATTLE|all [--first defenders|attackers] [--typed 4]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 4.</source>
        <translation>--typed attend des nombres entiers séparés par des virgules, par exemple 4.</translation>
    </message>
    <message>
        <source>battle brief FILE BATTLE|all OUT.pdf [--paper a4|letter]</source>
        <translation>battle brief FILE BATTLE|all OUT.pdf [--paper a4|letter]</translation>
    </message>
    <message numerus="yes">
        <source>Briefs and result sheets of %n battle(s) written to %1 (%2 pages)</source>
        <extracomment>%n how many battles, %1 the PDF file, %2 its pages</extracomment>
        <translation>
            <numerusform>Briefing et feuille de résultat d’une bataille écrits dans %1 (%2 pages)</numerusform>
            <numerusform>Briefings et feuilles de résultat de %n batailles écrits dans %1 (%2 pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>battle check FILE BATTLE NATION LIST.txt</source>
        <translation>battle check FILE BATTLE NATION LIST.txt</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <extracomment>a problem of a typed battle list, printed under its arithmetic</extracomment>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>The list is legal for battle %1.</source>
        <translation>La liste est régulière pour la bataille %1.</translation>
    </message>
    <message>
        <source>battle survival FILE BATTLE</source>
        <translation>battle survival FILE BATTLE</translation>
    </message>
    <message>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <source>%1: %2 stand(s) lost, back without a roll</source>
        <extracomment>%1 unit, %2 stands lost</extracomment>
        <translation>%1 : %2 socle(s) perdu(s), revient sans jet</translation>
    </message>
    <message>
        <source>%1: %2 stand(s) lost, needs %3+, rolled %4: %5</source>
        <translation>%1 : %2 socle(s) perdu(s), il faut %3+, obtenu %4 : %5</translation>
    </message>
    <message>
        <source>returns</source>
        <translation>revient</translation>
    </message>
    <message>
        <source>struck from the roster</source>
        <translation>rayée de la liste d’armée</translation>
    </message>
    <message>
        <source>Battle %1 has no survival rolls this month: they are rolled when its result is entered (battle result, with --typed for dice rolled at the table).</source>
        <translation>La bataille %1 n’a pas de jets de survie ce mois-ci : ils sont lancés quand son résultat est saisi (battle result, avec --typed pour les dés lancés à la table).</translation>
    </message>
</context>
<context>
    <name>herald::cli::BoardShow</name>
    <message>
        <source>Name the battle (see: board list FILE).</source>
        <translation>Désignez la bataille (voir : board list FILE).</translation>
    </message>
    <message>
        <source>There is no battle board battle &quot;%1&quot; (see: board list FILE).</source>
        <translation>Il n’existe aucune bataille de plateau «&#xa0;%1&#xa0;» (voir : board list FILE).</translation>
    </message>
    <message>
        <source>%1 (acted)</source>
        <translation>%1 (a agi)</translation>
    </message>
    <message>
        <source>%1, entrenched</source>
        <translation>%1, retranchée</translation>
    </message>
    <message>
        <source>  Eliminated: %1</source>
        <translation>  Éliminées : %1</translation>
    </message>
    <message>
        <source>No battle board battles yet.</source>
        <translation>Aucune bataille de plateau pour l’instant.</translation>
    </message>
    <message>
        <source>%1: %2 (attacker) against %3 (defender), a %4 battle</source>
        <translation>%1 : %2 (attaquant) contre %3 (défenseur), bataille %4</translation>
    </message>
    <message>
        <source>major</source>
        <translation>majeure</translation>
    </message>
    <message>
        <source>minor</source>
        <translation>mineure</translation>
    </message>
    <message>
        <source>%1 (%2): set-up in, kept hidden</source>
        <translation>%1 (%2) : déploiement saisi, gardé caché</translation>
    </message>
    <message>
        <source>%1 (%2): set-up still to come</source>
        <translation>%1 (%2) : déploiement encore à venir</translation>
    </message>
    <message>
        <source>Log:</source>
        <translation>Journal :</translation>
    </message>
    <message>
        <source>--runs takes a number of battles from 1 to 1000000.</source>
        <translation>--runs attend un nombre de batailles de 1 à 1000000.</translation>
    </message>
    <message>
        <source>--seed takes a whole number.</source>
        <translation>--seed attend un nombre entier.</translation>
    </message>
</context>
<context>
    <name>herald::cli::BoardVerbs</name>
    <message>
        <source>--typed takes the faces the dice showed, e.g. --typed 5,4</source>
        <translation>--typed attend les faces indiquées par les dés, par exemple --typed 5,4</translation>
    </message>
    <message>
        <source>board new needs a name and both armies: board new FILE NAME --attacker &quot;Union: 4 infantry, 1 cavalry, 1 leader&quot; --defender &quot;...&quot; [--options JSON] [--tables TABLES.json]</source>
        <translation>board new nécessite un nom et les deux armées : board new FILE NAME --attacker &quot;Union: 4 infantry, 1 cavalry, 1 leader&quot; --defender &quot;...&quot; [--options JSON] [--tables TABLES.json]</translation>
    </message>
    <message>
        <source>--options takes a JSON object of settings, e.g. &apos;{&quot;waoi&quot;: true}&apos; (%1)</source>
        <translation>--options attend un objet JSON de paramètres, par exemple &apos;{&quot;waoi&quot;: true}&apos; (%1)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>board setup needs a battle, a side and one space per unit in the army&apos;s order, or --auto: board setup FILE BATTLE attacker line:1 line:2 reserve ...</source>
        <translation>board setup nécessite une bataille, un camp et une case par unité dans l’ordre de l’armée, ou --auto : board setup FILE BATTLE attacker line:1 line:2 reserve ...</translation>
    </message>
    <message>
        <source>board action FILE BATTLE fire|charge|pursue UNIT TARGET, move UNIT SPACE, entrench|pass UNIT, rally LEADER BRIGADE (- for a native army); charge takes --with UNIT:TARGET,... and --evade TARGET,...; every action takes --typed FACES</source>
        <translation>board action FILE BATTLE fire|charge|pursue UNIT TARGET, move UNIT SPACE, entrench|pass UNIT, rally LEADER BRIGADE (- pour une armée indigène) ; charge accepte --with UNIT:TARGET,... et --evade TARGET,... ; chaque action accepte --typed FACES</translation>
    </message>
    <message>
        <source>board needs an action: %1 (see: herald-cli help).</source>
        <translation>board nécessite une action : %1 (voir : herald-cli help).</translation>
    </message>
    <message>
        <source>board end needs a battle: board end FILE BATTLE</source>
        <translation>board end nécessite une bataille : board end FILE BATTLE</translation>
    </message>
    <message>
        <source>board retreat needs a battle and a side: board retreat FILE BATTLE defender</source>
        <translation>board retreat nécessite une bataille et un camp : board retreat FILE BATTLE defender</translation>
    </message>
    <message>
        <source>board resolve needs a battle: board resolve FILE BATTLE</source>
        <translation>board resolve nécessite une bataille : board resolve FILE BATTLE</translation>
    </message>
    <message>
        <source>Civil War battle board: battles, secret set-ups, actions with their dice, auto-resolve and odds</source>
        <translation>Plateau de bataille Civil War : batailles, déploiements secrets, actions avec leurs dés, résolution automatique et probabilités</translation>
    </message>
</context>
<context>
    <name>herald::cli::BoardWarmaster</name>
    <message>
        <source>board from-battle needs a pending battle&apos;s number and a name for the board battle: board from-battle FILE BATTLE NAME [--mapping MAPPING.json]</source>
        <translation>board from-battle nécessite le numéro d’une bataille en attente et un nom pour la bataille de plateau : board from-battle FILE BATTLE NAME [--mapping MAPPING.json]</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>board result-sheet needs the board battle and a file to write: board result-sheet FILE NAME OUT.json</source>
        <translation>board result-sheet nécessite la bataille de plateau et un fichier à écrire : board result-sheet FILE NAME OUT.json</translation>
    </message>
    <message>
        <source>There is no battle board battle &quot;%1&quot; (see: board list FILE).</source>
        <translation>Il n’existe aucune bataille de plateau «&#xa0;%1&#xa0;» (voir : board list FILE).</translation>
    </message>
    <message>
        <source>The result sheet of battle %1 is written; enter it with: battle result FILE %1 %2</source>
        <translation>La feuille de résultat de la bataille %1 est écrite ; saisissez-la avec : battle result FILE %1 %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::CalendarVerbs</name>
    <message>
        <source>The campaign&apos;s date cannot be read: the file needs repair.</source>
        <translation>La date de la campagne est illisible : le fichier doit être réparé.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Due: %1</source>
        <translation>À faire : %1</translation>
    </message>
    <message>
        <source>Nothing Herald can see blocks this step.</source>
        <translation>Herald ne voit rien qui bloque cette étape.</translation>
    </message>
    <message>
        <source>Blocked: %1</source>
        <translation>Bloquée par : %1</translation>
    </message>
    <message>
        <source>By hand: %1</source>
        <translation>À la main : %1</translation>
    </message>
    <message>
        <source>Next: %1</source>
        <translation>Ensuite : %1</translation>
    </message>
    <message>
        <source>attendance FILE NATION present|absent</source>
        <translation>attendance FILE NATION present|absent</translation>
    </message>
    <message>
        <source>the campaign&apos;s date (§3): show the step, what is due and what blocks it; finish the step and move on (--by-hand confirms work done on paper)</source>
        <translation>la date de la campagne (§3) : afficher l’étape, ce qui est à faire et ce qui la bloque ; terminer l’étape et passer à la suivante (--by-hand confirme un travail fait sur papier)</translation>
    </message>
    <message>
        <source>record at M-0 whether a nation&apos;s player attends this month&apos;s meeting (§7.6: an absent player&apos;s nation is NPP)</source>
        <translation>noter à M-0 si le joueur d’une nation assiste à la séance du mois (§7.6 : la nation d’un joueur absent est NPP)</translation>
    </message>
    <message>
        <source>calendar next FILE [--by-hand] [--typed F,F...]</source>
        <translation>calendar next FILE [--by-hand] [--typed F,F...]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas.</source>
        <translation>--typed attend des nombres entiers séparés par des virgules.</translation>
    </message>
</context>
<context>
    <name>herald::cli::CampaignVerbs</name>
    <message>
        <source>%1 (%2)
%3, phase %4
History: %5 commands; dice seed %6, %7 dice drawn</source>
        <translation>%1 (%2)
%3, phase %4
Historique : %5 commandes ; graine des dés %6, %7 dés tirés</translation>
    </message>
    <message>
        <source>Read-only (%1): it can be read, printed and exported, not changed.</source>
        <translation>Lecture seule (%1) : la campagne peut être lue, imprimée et exportée, mais pas modifiée.</translation>
    </message>
    <message>
        <source>new needs exactly one file: herald-cli new FILE [--name NAME] [--seed N]</source>
        <translation>new nécessite exactement un fichier : herald-cli new FILE [--name NAME] [--seed N]</translation>
    </message>
    <message>
        <source>--seed must be a whole number.</source>
        <translation>--seed doit être un nombre entier.</translation>
    </message>
    <message>
        <source>New campaign</source>
        <translation>Nouvelle campagne</translation>
    </message>
    <message>
        <source>--limit must be a positive whole number.</source>
        <translation>--limit doit être un nombre entier positif.</translation>
    </message>
    <message>
        <source> (undone)</source>
        <translation> (annulée)</translation>
    </message>
    <message>
        <source>--steps must be a positive whole number.</source>
        <translation>--steps doit être un nombre entier positif.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <source>roll needs one dice expression: roll FILE 2d6 [--purpose TEXT] [--typed 3,4]</source>
        <translation>roll nécessite une expression de dés : roll FILE 2d6 [--purpose TEXT] [--typed 3,4]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 3,4.</source>
        <translation>--typed attend des nombres entiers séparés par des virgules, par exemple 3,4.</translation>
    </message>
    <message>
        <source>do needs a command name and optional JSON arguments: do FILE campaign.rename &apos;{&quot;name&quot;:&quot;X&quot;}&apos;</source>
        <translation>do nécessite un nom de commande et des arguments JSON facultatifs : do FILE campaign.rename &apos;{&quot;name&quot;:&quot;X&quot;}&apos;</translation>
    </message>
    <message>
        <source>The arguments must be a JSON object (%1 at character %2).</source>
        <translation>Les arguments doivent être un objet JSON (%1 au caractère %2).</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>export needs an output file (- for standard output).</source>
        <translation>export nécessite un fichier de sortie (- pour la sortie standard).</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>import needs a JSON file and a new campaign file: import IN.json OUT.herald</source>
        <translation>import nécessite un fichier JSON et un nouveau fichier de campagne : import IN.json OUT.herald</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Imported into %1</source>
        <translation>Importé dans %1</translation>
    </message>
    <message>
        <source>create a campaign file</source>
        <translation>créer un fichier de campagne</translation>
    </message>
    <message>
        <source>name, date, history size and dice of a campaign</source>
        <translation>nom, date, taille de l’historique et dés d’une campagne</translation>
    </message>
    <message>
        <source>the newest commands first</source>
        <translation>les commandes les plus récentes d’abord</translation>
    </message>
    <message>
        <source>take back the last command(s)</source>
        <translation>annuler la ou les dernières commandes</translation>
    </message>
    <message>
        <source>apply undone command(s) again</source>
        <translation>rétablir la ou les commandes annulées</translation>
    </message>
    <message>
        <source>roll dice, or record what real dice showed</source>
        <translation>lancer les dés, ou consigner ce qu’ont donné de vrais dés</translation>
    </message>
    <message>
        <source>run any command by name (see: commands)</source>
        <translation>exécuter n’importe quelle commande par son nom (voir : commands)</translation>
    </message>
    <message>
        <source>list every command with its arguments</source>
        <translation>lister toutes les commandes avec leurs arguments</translation>
    </message>
    <message>
        <source>the campaign as JSON (- for standard output)</source>
        <translation>la campagne en JSON (- pour la sortie standard)</translation>
    </message>
    <message>
        <source>a new campaign from JSON</source>
        <translation>une nouvelle campagne à partir de JSON</translation>
    </message>
    <message>
        <source>explain needs the number of a history entry: explain FILE HISTORY-ID (see: history FILE)</source>
        <translation>explain nécessite le numéro d’une entrée de l’historique : explain FILE HISTORY-ID (voir : history FILE)</translation>
    </message>
    <message>
        <source>The history has no entry #%1 (see: history FILE).</source>
        <translation>L’historique n’a pas d’entrée #%1 (voir : history FILE).</translation>
    </message>
    <message>
        <source>one command&apos;s dice and rules decisions</source>
        <translation>les dés et les décisions de règles d’une commande</translation>
    </message>
</context>
<context>
    <name>herald::cli::Cli</name>
    <message>
        <source>No verb given. Try: herald-cli help</source>
        <translation>Aucun verbe indiqué. Essayez : herald-cli help</translation>
    </message>
    <message>
        <source>Unknown verb &quot;%1&quot;. Try: herald-cli help</source>
        <translation>Verbe inconnu «&#xa0;%1&#xa0;». Essayez : herald-cli help</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be used inside a script.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être utilisé dans un script.</translation>
    </message>
    <message>
        <source>run needs a campaign file and a script file.</source>
        <translation>run nécessite un fichier de campagne et un fichier de script.</translation>
    </message>
    <message>
        <source>The script %1 cannot be read: %2</source>
        <translation>Le script %1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>a quote is not closed</source>
        <translation>un guillemet n’est pas fermé</translation>
    </message>
    <message>
        <source>%1:%2: the script stopped here; the lines before it stay done.</source>
        <translation>%1:%2 : le script s’est arrêté ici ; les lignes précédentes restent exécutées.</translation>
    </message>
    <message>
        <source>herald-cli: a referee&apos;s desk from the command line. Add --json to any verb for JSON output.</source>
        <translation>herald-cli : le bureau de l’arbitre en ligne de commande. Ajoutez --json à n’importe quel verbe pour une sortie JSON.</translation>
    </message>
    <message>
        <source>one verb per line, without FILE; # starts a comment</source>
        <translation>un verbe par ligne, sans FILE ; # commence un commentaire</translation>
    </message>
    <message>
        <source>Exit codes: 0 done, 1 refused by the rules (nothing changed), 2 usage, 3 file problem.</source>
        <translation>Codes de sortie : 0 terminé, 1 refusé par les règles (rien n’a changé), 2 utilisation, 3 problème de fichier.</translation>
    </message>
</context>
<context>
    <name>herald::cli::CliContext</name>
    <message>
        <source>A campaign file is needed.</source>
        <translation>Un fichier de campagne est nécessaire.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::DecksVerbs</name>
    <message>
        <source>%1 needs one of: %2</source>
        <translation>%1 nécessite l’un de : %2</translation>
    </message>
    <message>
        <source>lookup</source>
        <translation>consultation</translation>
    </message>
    <message>
        <source>%1 %2 %3 to draw, %4 discarded, %5 in play · %6</source>
        <translation>%1 %2 %3 à piocher, %4 défaussées, %5 en jeu · %6</translation>
    </message>
    <message>
        <source>table show needs a table id: table show FILE TABLE (see: tables FILE)</source>
        <translation>table show nécessite un identifiant de table : table show FILE TABLE (voir : tables FILE)</translation>
    </message>
    <message>
        <source>The campaign has no table &apos;%1&apos;.</source>
        <translation>La campagne n’a pas de table «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>  modifier %1 (%2)</source>
        <translation>  modificateur %1 (%2)</translation>
    </message>
    <message>
        <source>  columns: %1</source>
        <translation>  colonnes : %1</translation>
    </message>
    <message>
        <source>--modifier takes NAME=VALUE with a whole number, such as --modifier advantages=2; got &quot;%1&quot;.</source>
        <translation>--modifier attend NAME=VALUE avec un nombre entier, par exemple --modifier advantages=2 ; reçu «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>table roll needs one table id: table roll FILE TABLE [--modifier NAME=N]... [--typed 3,4]</source>
        <translation>table roll nécessite un identifiant de table : table roll FILE TABLE [--modifier NAME=N]... [--typed 3,4]</translation>
    </message>
    <message>
        <source>--%1 must be a whole number.</source>
        <translation>--%1 doit être un nombre entier.</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 3,4.</source>
        <translation>--typed attend des nombres entiers séparés par des virgules, par exemple 3,4.</translation>
    </message>
    <message>
        <source>deck show needs a deck id: deck show FILE DECK (see: decks FILE)</source>
        <translation>deck show nécessite un identifiant de paquet : deck show FILE DECK (voir : decks FILE)</translation>
    </message>
    <message>
        <source>The campaign has no deck &apos;%1&apos;.</source>
        <translation>La campagne n’a aucun paquet «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Draw pile: %1 cards; discard pile: %2; out of the game: %3</source>
        <translation>Pioche : %1 cartes ; défausse : %2 ; hors jeu : %3</translation>
    </message>
    <message>
        <source>  %1 holds %2 (face down)</source>
        <translation>  %1 détient %2 (face cachée)</translation>
    </message>
    <message>
        <source>  %1 holds %2</source>
        <translation>  %1 détient %2</translation>
    </message>
    <message>
        <source>deck draw needs a deck: deck draw FILE DECK [--to HOLDER] [--count N] [--face-down]</source>
        <translation>deck draw nécessite un paquet : deck draw FILE DECK [--to HOLDER] [--count N] [--face-down]</translation>
    </message>
    <message>
        <source>deck %1 needs a deck: deck %1 FILE DECK</source>
        <translation>deck %1 nécessite un paquet : deck %1 FILE DECK</translation>
    </message>
    <message>
        <source>deck %1 needs a deck and a card: deck %1 FILE DECK CARD</source>
        <translation>deck %1 nécessite un paquet et une carte : deck %1 FILE DECK CARD</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>content import needs one file: content import FILE IN.json, or IN.csv --table TABLE</source>
        <translation>content import nécessite un fichier : content import FILE IN.json, ou IN.csv --table TABLE</translation>
    </message>
    <message>
        <source>A CSV file holds the rows of one table: add --table TABLE.</source>
        <translation>Un fichier CSV contient les lignes d’une seule table : ajoutez --table TABLE.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>content export needs an output file: content export FILE OUT.json|OUT.csv [--table ID]... [--deck ID]...</source>
        <translation>content export nécessite un fichier de sortie : content export FILE OUT.json|OUT.csv [--table ID]... [--deck ID]...</translation>
    </message>
    <message>
        <source>A CSV file holds the rows of one table: name it with --table TABLE.</source>
        <translation>Un fichier CSV contient les lignes d’une seule table : indiquez-la avec --table TABLE.</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos; cannot be written as CSV: %2</source>
        <translation>Impossible d’écrire la table «&#xa0;%1&#xa0;» en CSV : %2</translation>
    </message>
    <message>
        <source>Exported %1 tables and %2 decks to %3</source>
        <translation>%1 tables et %2 paquets exportés vers %3</translation>
    </message>
    <message>
        <source>%1: %2 of %3 points used, %4 remaining</source>
        <translation>%1 : %2 points utilisés sur %3, %4 restants</translation>
    </message>
    <message>
        <source>magic author needs: magic author FILE --author PLAYER --name NAME --points N [--text TEXT] [--id ID]</source>
        <translation>magic author nécessite : magic author FILE --author PLAYER --name NAME --points N [--text TEXT] [--id ID]</translation>
    </message>
    <message>
        <source>magic remove needs an item id: magic remove FILE ID (see: magic items FILE)</source>
        <translation>magic remove nécessite un identifiant d’objet : magic remove FILE ID (voir : magic items FILE)</translation>
    </message>
    <message>
        <source>magic build takes only the campaign file (and --typed dice for the shuffle).</source>
        <translation>magic build ne prend que le fichier de campagne (et --typed pour les dés du mélange).</translation>
    </message>
    <message>
        <source>magic deal needs the nations, in dealing order: magic deal FILE NATION NATION...</source>
        <translation>magic deal nécessite les nations, dans l’ordre de distribution : magic deal FILE NATION NATION...</translation>
    </message>
    <message>
        <source>the campaign&apos;s tables, with their origin</source>
        <translation>les tables de la campagne, avec leur origine</translation>
    </message>
    <message>
        <source>the campaign&apos;s decks and their piles</source>
        <translation>les paquets de la campagne et leurs piles</translation>
    </message>
    <message>
        <source>a table: the actions below</source>
        <translation>une table : les actions ci-dessous</translation>
    </message>
    <message>
        <source>rows, dice, modifiers and origin</source>
        <translation>lignes, dés, modificateurs et origine</translation>
    </message>
    <message>
        <source>roll on a table (--column, --shift, --purpose, --typed 3,4)</source>
        <translation>lancer les dés sur une table (--column, --shift, --purpose, --typed 3,4)</translation>
    </message>
    <message>
        <source>a deck: the actions below</source>
        <translation>un paquet : les actions ci-dessous</translation>
    </message>
    <message>
        <source>piles and who holds which card</source>
        <translation>les piles et qui détient quelle carte</translation>
    </message>
    <message>
        <source>draw (--count N, --face-down; holder: referee by default)</source>
        <translation>piocher (--count N, --face-down ; détenteur : l’arbitre par défaut)</translation>
    </message>
    <message>
        <source>shuffle the draw pile</source>
        <translation>mélanger la pioche</translation>
    </message>
    <message>
        <source>discards back into the draw pile, shuffled</source>
        <translation>remettre la défausse dans la pioche, mélangée</translation>
    </message>
    <message>
        <source>turn a face-down card up</source>
        <translation>retourner une carte face cachée</translation>
    </message>
    <message>
        <source>put a card in play on the discard pile</source>
        <translation>mettre une carte en jeu sur la défausse</translation>
    </message>
    <message>
        <source>tables and decks in and out: the actions below</source>
        <translation>entrée et sortie des tables et paquets : les actions ci-dessous</translation>
    </message>
    <message>
        <source>add or replace tables and decks, all or nothing (CSV: --table ID)</source>
        <translation>ajouter ou remplacer des tables et paquets, tout ou rien (CSV : --table ID)</translation>
    </message>
    <message>
        <source>all, or --table ID / --deck ID (- for standard output)</source>
        <translation>tout, ou --table ID / --deck ID (- pour la sortie standard)</translation>
    </message>
    <message>
        <source>magic items (§2.18): the actions below</source>
        <translation>objets magiques (§2.18) : les actions ci-dessous</translation>
    </message>
    <message>
        <source>the items written, points used and left per author</source>
        <translation>les objets rédigés, points utilisés et restants par auteur</translation>
    </message>
    <message>
        <source>write an item (--text, --id to rewrite); 150 points per author</source>
        <translation>rédiger un objet (--text, --id pour le réécrire) ; 150 points par auteur</translation>
    </message>
    <message>
        <source>strike out a written item</source>
        <translation>rayer un objet rédigé</translation>
    </message>
    <message>
        <source>shuffle every written item into the magic item deck</source>
        <translation>mélanger tous les objets rédigés dans le paquet des objets magiques</translation>
    </message>
    <message>
        <source>two items to each nation, face down</source>
        <translation>deux objets à chaque nation, face cachée</translation>
    </message>
</context>
<context>
    <name>herald::cli::DiplomacyVerbs</name>
    <message>
        <source>There is no Diplomacy game %1 (see: diplomacy games FILE).</source>
        <translation>Il n’existe aucune partie de Diplomacy %1 (voir : diplomacy games FILE).</translation>
    </message>
    <message>
        <source>Name the game by its number (see: diplomacy games FILE).</source>
        <translation>Désignez la partie par son numéro (voir : diplomacy games FILE).</translation>
    </message>
    <message>
        <source>No Diplomacy games yet.</source>
        <translation>Aucune partie de Diplomacy pour l’instant.</translation>
    </message>
    <message>
        <source>diplomacy new needs a name: diplomacy new FILE NAME [--variant standard|downfall]</source>
        <translation>diplomacy new nécessite un nom : diplomacy new FILE NAME [--variant standard|downfall]</translation>
    </message>
    <message>
        <source>The current phase of %1 cannot be read.</source>
        <translation>La phase en cours de %1 ne peut pas être lue.</translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation>%1 (%2) : %3</translation>
    </message>
    <message>
        <source>%1&apos;s orders:</source>
        <translation>Ordres de %1 :</translation>
    </message>
    <message>
        <source>diplomacy orders needs a game, a power and the orders: diplomacy orders FILE GAME POWER &quot;A Par-Bur; A Mar S A Par-Bur&quot; (or --from ORDERS.txt, one order a line)</source>
        <translation>diplomacy orders nécessite une partie, une puissance et les ordres : diplomacy orders FILE GAME POWER &quot;A Par-Bur; A Mar S A Par-Bur&quot; (ou --from ORDERS.txt, un ordre par ligne)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 has no phase %2 (phases count from 1).</source>
        <translation>%1 n’a pas de phase %2 (les phases sont comptées à partir de 1).</translation>
    </message>
    <message>
        <source>%1 is not a power of %2.</source>
        <translation>%1 n’est pas une puissance de %2.</translation>
    </message>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw a PDF; print the report from the Toolkit page instead.</source>
        <translation>Ce herald-cli a été lancé sans la prise en charge de l’interface graphique de Qt, il ne peut donc pas produire de PDF ; imprimez plutôt le rapport depuis la page Outils.</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter.</source>
        <translation>--paper attend a4 ou letter.</translation>
    </message>
    <message>
        <source>Report written to %1</source>
        <translation>Rapport écrit dans %1</translation>
    </message>
    <message>
        <source>diplomacy export needs an output file (- for standard output): diplomacy export FILE GAME OUT.json</source>
        <translation>diplomacy export nécessite un fichier de sortie (- pour la sortie standard) : diplomacy export FILE GAME OUT.json</translation>
    </message>
    <message>
        <source>Exported to %1</source>
        <translation>Exporté vers %1</translation>
    </message>
    <message>
        <source>diplomacy needs an action: %1 (see: herald-cli help).</source>
        <translation>diplomacy nécessite une action : %1 (voir : herald-cli help).</translation>
    </message>
    <message>
        <source>diplomacy adjudicate needs a game: diplomacy adjudicate FILE GAME</source>
        <translation>diplomacy adjudicate nécessite une partie : diplomacy adjudicate FILE GAME</translation>
    </message>
    <message>
        <source>diplomacy personality needs a game, a personality and a province (&quot;&quot; to take it off): diplomacy personality FILE GAME Gandalf Edo</source>
        <translation>diplomacy personality nécessite une partie, une personnalité et une province (&quot;&quot; pour la retirer) : diplomacy personality FILE GAME Gandalf Edo</translation>
    </message>
    <message>
        <source>diplomacy note needs a game, a power and the text: diplomacy note FILE GAME Mordor &quot;...&quot;</source>
        <translation>diplomacy note nécessite une partie, une puissance et le texte : diplomacy note FILE GAME Mordor &quot;...&quot;</translation>
    </message>
    <message>
        <source>diplomacy ring needs a game and the province where the Ring lies hidden: diplomacy ring FILE GAME Shi</source>
        <translation>diplomacy ring nécessite une partie et la province où l’Anneau est caché : diplomacy ring FILE GAME Shi</translation>
    </message>
    <message>
        <source>Diplomacy games: new game, orders, adjudication, retreats and builds, reports</source>
        <translation>Parties de Diplomacy : nouvelle partie, ordres, arbitrage, retraites et constructions, rapports</translation>
    </message>
    <message>
        <source>judge one Diplomacy phase from a position file and an orders file, without a campaign</source>
        <translation>arbitrer une phase de Diplomacy à partir d’un fichier de position et d’un fichier d’ordres, sans campagne</translation>
    </message>
</context>
<context>
    <name>herald::cli::ExpeditionVerbs</name>
    <message>
        <source>#%1 %2 (%3): %4, %5 boat(s), %6 unit(s), %7 advantage(s)</source>
        <extracomment>%1 expedition, %2 nation, %3 status key, %4 boats, %5 units, %6 advantages</extracomment>
        <translation>n° %1 %2 (%3) : %4, %5 navire(s), %6 unité(s), %7 avantage(s)</translation>
    </message>
    <message>
        <source>expedition list FILE</source>
        <translation>expedition list FILE</translation>
    </message>
    <message>
        <source>No expedition yet (§7.2).</source>
        <translation>Aucune expédition pour l’instant (§7.2).</translation>
    </message>
    <message>
        <source>Pirate pool: %1 (§7.2.6)</source>
        <translation>Réserve des pirates : %1 (§7.2.6)</translation>
    </message>
    <message>
        <source>There is no expedition &quot;%1&quot; (or several have that name: give its number).</source>
        <translation>Il n’existe aucune expédition «&#xa0;%1&#xa0;» (ou plusieurs portent ce nom : indiquez son numéro).</translation>
    </message>
    <message>
        <source>expedition show FILE EXPEDITION</source>
        <translation>expedition show FILE EXPEDITION</translation>
    </message>
    <message>
        <source>  turn %1: %2</source>
        <extracomment>%1 turn, %2 what the chart roll did</extracomment>
        <translation>  tour %1 : %2</translation>
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
            <numerusform>Feuille de l’expédition %1 écrite dans %2 (%n page)</numerusform>
            <numerusform>Feuille de l’expédition %1 écrite dans %2 (%n pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>expeditions by sea: outfit one in a port at NY-7, send it to sea at M-1, ally with the sea people it finds, land it when the chart brings it ashore; list them, show one with its log of rolls, print its sheet as a PDF (§7.2)</source>
        <translation>expéditions par mer : en équiper une dans un port à NY-7, l’envoyer en mer à M-1, l’allier au peuple de la mer qu’elle trouve, la faire débarquer quand la table la mène à terre ; les lister, en afficher une avec le journal de ses jets, imprimer sa feuille en PDF (§7.2)</translation>
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
        <translation>Il n’existe aucune partie de jeu d’hexagones «&#xa0;%1&#xa0;» (voir : hexgame list FILE).</translation>
    </message>
    <message>
        <source>--typed takes the faces the real dice showed, such as 4.</source>
        <translation>--typed attend les faces indiquées par les vrais dés, par exemple 4.</translation>
    </message>
    <message>
        <source>No hex games yet.</source>
        <translation>Aucune partie de jeu d’hexagones pour l’instant.</translation>
    </message>
    <message>
        <source>Name the game: hexgame show|score FILE GAME</source>
        <translation>Désignez la partie : hexgame show|score FILE GAME</translation>
    </message>
    <message>
        <source>hexgame export FILE GAME OUT [--turn N --side blackEagle|karameikan]: the actions for the other player, &apos;-&apos; for the screen</source>
        <translation>hexgame export FILE GAME OUT [--turn N --side blackEagle|karameikan] : les actions pour l’autre joueur, «&#xa0;-&#xa0;» pour l’écran</translation>
    </message>
    <message>
        <source>--turn takes a game turn and --side blackEagle or karameikan.</source>
        <translation>--turn attend un tour de jeu et --side blackEagle ou karameikan.</translation>
    </message>
    <message numerus="yes">
        <source>%n action(s) of %1 written to %2</source>
        <translation>
            <numerusform>%n action de %1 écrite dans %2</numerusform>
            <numerusform>%n actions de %1 écrites dans %2</numerusform>
        </translation>
    </message>
    <message>
        <source>hexgame import FILE GAME MAIL: replay the other player&apos;s turn</source>
        <translation>hexgame import FILE GAME MAIL : rejouer le tour de l’autre joueur</translation>
    </message>
    <message>
        <source>%1 is not a mail file: %2</source>
        <translation>%1 n’est pas un fichier de courrier : %2</translation>
    </message>
    <message>
        <source>hexgame attack FILE GAME ATTACKERS DEFENDER [--typed D] [--ad-unit ID] [--retreat ID=HEX,...] [--advance ID=HEX]</source>
        <translation>hexgame attack FILE GAME ATTACKERS DEFENDER [--typed D] [--ad-unit ID] [--retreat ID=HEX,...] [--advance ID=HEX]</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Utilisation : %1</translation>
    </message>
    <message>
        <source>hexgame needs an action: %1 (see docs/cli-hexgame.md).</source>
        <translation>hexgame nécessite une action : %1 (voir docs/cli-hexgame.md).</translation>
    </message>
    <message>
        <source>Name the game: hexgame %1 FILE GAME ...</source>
        <translation>Désignez la partie : hexgame %1 FILE GAME ...</translation>
    </message>
    <message>
        <source>hexgame print FILE GAME OUT.pdf [--paper a4|letter]</source>
        <translation>hexgame print FILE GAME OUT.pdf [--paper a4|letter]</translation>
    </message>
    <message>
        <source>--paper takes a4 or letter.</source>
        <translation>--paper attend a4 ou letter.</translation>
    </message>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw a PDF; print the game from the Toolkit page.</source>
        <translation>Ce herald-cli a été lancé sans la prise en charge de l’interface graphique de Qt, il ne peut donc pas produire de PDF ; imprimez la partie depuis la page Outils.</translation>
    </message>
    <message>
        <source>%1 printed to %2</source>
        <translation>%1 imprimé dans %2</translation>
    </message>
    <message>
        <source>hex-and-counter games (The Fall of the Black Eagle): moves, attacks, phases, score, play by mail, printing</source>
        <translation>jeux d’hexagones et de pions (The Fall of the Black Eagle) : déplacements, attaques, phases, score, jeu par courrier, impression</translation>
    </message>
    <message>
        <source>hexgame underlay FILE GAME IMAGE [--opacity X], or --clear, or --opacity X alone: the scanned map (PNG or JPEG) under the game&apos;s hexes and how strongly the hexes are drawn over it, 0 to 1</source>
        <translation>hexgame underlay FICHIER PARTIE IMAGE [--opacity X], ou --clear, ou --opacity X seul : la carte scannée (PNG ou JPEG) sous les hexagones de la partie et l’opacité des hexagones dessinés par-dessus, de 0 à 1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>--opacity takes a number from 0 to 1, such as 0.4.</source>
        <translation>--opacity attend un nombre de 0 à 1, par exemple 0.4.</translation>
    </message>
    <message>
        <source>hexgame new needs a name: hexgame new FILE NAME [--scenario black-eagle] [--scenario-file SCENARIO.json] [--settings key=value,...] [--map MAP]</source>
        <translation>hexgame new demande un nom : hexgame new FICHIER NOM [--scenario black-eagle] [--scenario-file SCENARIO.json] [--settings clé=valeur,...] [--map CARTE]</translation>
    </message>
    <message>
        <source>%1 is not a hex game scenario file: %2</source>
        <translation>%1 n’est pas un fichier de scénario de jeu à hexagones : %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::HexmapVerbs</name>
    <message>
        <source>No hex maps yet.</source>
        <translation>Aucune carte d’hexagones pour l’instant.</translation>
    </message>
    <message>
        <source>hexmap import FILE NAME MAP.json</source>
        <translation>hexmap import FILE NAME MAP.json</translation>
    </message>
    <message>
        <source>%1 is not a hex map file: %2</source>
        <translation>%1 n’est pas un fichier de carte d’hexagones : %2</translation>
    </message>
    <message>
        <source>hexmap export FILE NAME OUT.json</source>
        <translation>hexmap export FILE NAME OUT.json</translation>
    </message>
    <message>
        <source>There is no hex map &quot;%1&quot; (see: hexmap list FILE).</source>
        <translation>Il n’existe aucune carte d’hexagones «&#xa0;%1&#xa0;» (voir : hexmap list FILE).</translation>
    </message>
    <message>
        <source>Hex map %1 written to %2</source>
        <translation>Carte d’hexagones %1 écrite dans %2</translation>
    </message>
    <message>
        <source>hexmap %1 FILE MAP NAME HEX-HEX-... (or --clear HEX-HEX-...)</source>
        <translation>hexmap %1 FILE MAP NAME HEX-HEX-... (ou --clear HEX-HEX-...)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex number XXYY.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro d’hexagone XXYY.</translation>
    </message>
    <message>
        <source>hexmap needs an action: %1 (see docs/cli-hexgame.md).</source>
        <translation>hexmap nécessite une action : %1 (voir docs/cli-hexgame.md).</translation>
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
        <translation>cartes d’hexagones pour l’éditeur de carte du jeu d’hexagones : terrain, lieux, routes, rivières et ponts, lues et écrites au format de carte hexwar de Herald</translation>
    </message>
    <message>
        <source>%1: %2 columns by %3 rows, %4, %5 shifted</source>
        <extracomment>%4 and %5 the grid&apos;s words of rule 2.2, e.g. flat_top_columns, even.</extracomment>
        <translation>%1 : %2 colonnes sur %3 rangées, %4, %5 décalées</translation>
    </message>
    <message>
        <source>hexmap new FILE NAME (--columns C --rows R [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd] | --from black-eagle)</source>
        <translation>hexmap new FICHIER NOM (--columns C --rows R [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd] | --from black-eagle)</translation>
    </message>
    <message>
        <source>hexmap grid FILE MAP [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd]</source>
        <translation>hexmap grid FICHIER CARTE [--orientation flat_top_columns|pointy_top_rows] [--parity even|odd]</translation>
    </message>
</context>
<context>
    <name>herald::cli::JsonFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::cli::JudgeVerb</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1:%2: Herald knows no variant &quot;%3&quot; (it knows Standard and Hardbop Downfall).</source>
        <translation>%1:%2 : Herald ne connaît aucune variante «&#xa0;%3&#xa0;» (il connaît Standard et Hardbop Downfall).</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Next position:</source>
        <translation>Position suivante :</translation>
    </message>
    <message>
        <source>--typed: %1</source>
        <translation>--typed : %1</translation>
    </message>
    <message>
        <source>adjudicate needs a position file and an orders file: adjudicate POSITION ORDERS [--seed N] [--typed FACES] [--json]</source>
        <translation>adjudicate nécessite un fichier de position et un fichier d’ordres : adjudicate POSITION ORDERS [--seed N] [--typed FACES] [--json]</translation>
    </message>
    <message>
        <source>--seed takes a whole number, --typed whole numbers separated by commas, such as 3,4.</source>
        <translation>--seed attend un nombre entier, --typed des nombres entiers séparés par des virgules, par exemple 3,4.</translation>
    </message>
    <message>
        <source>For %1 only: %2</source>
        <translation>Pour %1 seulement : %2</translation>
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
        <translation>%1 race(s) mineure(s) en jeu ; les règles en prévoient %2 pour %3 pays de joueurs (§7.7.1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: %2; markers: %3</source>
        <extracomment>%1 race, %2 its box (&quot;box 2&quot; or &quot;Independent&quot;), %3 the markers held</extracomment>
        <translation>%1 : %2 ; marqueurs : %3</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>Indépendante</translation>
    </message>
    <message>
        <source>box %1</source>
        <translation>case %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
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
        <translation>armée de %1</translation>
    </message>
    <message>
        <source>pickup FILE</source>
        <translation>pickup FILE</translation>
    </message>
    <message>
        <source>No pick-up round has been drawn this month (pickup order).</source>
        <translation>Aucun tour de batailles impromptues n’a été tiré ce mois-ci (pickup order).</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>Picking order (§7.7.3): %1</source>
        <translation>Ordre de choix (§7.7.3) : %1</translation>
    </message>
    <message>
        <source>Picks: %1</source>
        <translation>Choix : %1</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucun pour l’instant</translation>
    </message>
    <message>
        <source>Next to pick: %1</source>
        <translation>Prochain à choisir : %1</translation>
    </message>
    <message>
        <source>Open pick, waiting for a partner (I-72): %1</source>
        <translation>Choix ouvert, en attente d’un partenaire (I-72) : %1</translation>
    </message>
    <message>
        <source>Pick-up battle %1: %2; %3</source>
        <extracomment>%1 game number, %2 the sides, %3 its result</extracomment>
        <translation>Bataille impromptue %1 : %2 ; %3</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>won by %1</source>
        <translation>gagnée par %1</translation>
    </message>
    <message>
        <source>Without campaign effect (I-72): %1 and %2</source>
        <translation>Sans effet sur la campagne (I-72) : %1 et %2</translation>
    </message>
    <message>
        <source>Watching: %1</source>
        <translation>Spectateurs : %1</translation>
    </message>
    <message>
        <source>pickup order FILE [--typed 3,1,2]</source>
        <translation>pickup order FILE [--typed 3,1,2]</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 3,1,2.</source>
        <translation>--typed attend des nombres entiers séparés par des virgules, par exemple 3,1,2.</translation>
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
        <translation>Il n’existe aucune nation «&#xa0;%1&#xa0;» dans cette campagne.</translation>
    </message>
    <message>
        <source>%1: %2 XP earned, %3 spent, balance %4 XP (§2.15)</source>
        <extracomment>%1 nation, %2 XP earned, %3 XP spent, %4 the balance</extracomment>
        <translation>%1 : %2 PX gagnés, %3 dépensés, solde %4 PX (§2.15)</translation>
    </message>
    <message>
        <source>Already bought for its next battle: %1</source>
        <translation>Déjà acheté pour sa prochaine bataille : %1</translation>
    </message>
    <message>
        <source>  Year %1, month %2: %3 XP, %4</source>
        <translation>  Année %1, mois %2 : %3 PX, %4</translation>
    </message>
    <message>
        <source>the month&apos;s pick-up round at M-3: draw the order, pick, enter results (§5.12, §7.7.3-§7.7.5)</source>
        <translation>le tour de batailles impromptues du mois à M-3 : tirer l’ordre, choisir, saisir les résultats (§5.12, §7.7.3-§7.7.5)</translation>
    </message>
    <message>
        <source>a nation&apos;s experience, earned, spent and left; spend it before a battle (§2.15, §7.8)</source>
        <translation>l’expérience d’une nation, gagnée, dépensée et restante ; la dépenser avant une bataille (§2.15, §7.8)</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>l’arbitre</translation>
    </message>
    <message>
        <source>The independent %1 army stands in %2, ordered by %3 (§7.7.6)</source>
        <extracomment>%1 race, %2 area, %3 who writes its orders</extracomment>
        <translation>L’armée indépendante des %1 se trouve en %2, ses ordres sont donnés par %3 (§7.7.6)</translation>
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
        <translation>la piste des races mineures, les marqueurs d’affiliation et les armées indépendantes ; ajouter une race, régler une case ou des marqueurs à la main, placer, déplacer ou affronter une armée indépendante (§7.7.1, §7.7.4, §7.7.6)</translation>
    </message>
</context>
<context>
    <name>herald::cli::MapVerbs</name>
    <message>
        <source>This herald-cli was started without Qt&apos;s GUI support, so it cannot draw the map.</source>
        <translation>Ce herald-cli a été lancé sans la prise en charge de l’interface graphique de Qt, il ne peut donc pas dessiner la carte.</translation>
    </message>
    <message>
        <source>map import needs a map file: map import FILE MAP.json</source>
        <translation>map import nécessite un fichier de carte : map import FILE MAP.json</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2 at character %3).</source>
        <translation>%1 n’est pas un objet JSON (%2 au caractère %3).</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
    <message>
        <source>map export needs an output file (- for standard output): map export FILE OUT.json</source>
        <translation>map export nécessite un fichier de sortie (- pour la sortie standard) : map export FILE OUT.json</translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation>Carte exportée vers %1</translation>
    </message>
    <message>
        <source>%1: %2 × %3 hexes, %4 areas (%5 land, %6 sea), %7 landmasses</source>
        <translation>%1 : %2 × %3 hexagones, %4 zones (%5 terrestres, %6 maritimes), %7 masses continentales</translation>
    </message>
    <message>
        <source>(no map)</source>
        <translation>(aucune carte)</translation>
    </message>
    <message>
        <source>  %1: %2 areas</source>
        <translation>  %1 : %2 zones</translation>
    </message>
    <message>
        <source>map print needs a PDF file: map print FILE OUT.pdf [--paper a4|letter] [--nation NAME] [--hex-mm N]</source>
        <translation>map print nécessite un fichier PDF : map print FILE OUT.pdf [--paper a4|letter] [--nation NAME] [--hex-mm N]</translation>
    </message>
    <message>
        <source>--paper must be a4 or letter.</source>
        <translation>--paper doit valoir a4 ou letter.</translation>
    </message>
    <message>
        <source>The campaign has no map to print yet.</source>
        <translation>La campagne n’a pas encore de carte à imprimer.</translation>
    </message>
    <message>
        <source>--nation: the campaign has no nation &quot;%1&quot;.</source>
        <translation>--nation : la campagne n’a aucune nation «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>--hex-mm is the printed hex width in millimetres, 5 or more (0 fits one page).</source>
        <translation>--hex-mm est la largeur imprimée d’un hexagone en millimètres, 5 ou plus (0 tient sur une page).</translation>
    </message>
    <message>
        <source>%1 printed to %2 (%3 pages)</source>
        <translation>%1 imprimé dans %2 (%3 pages)</translation>
    </message>
    <message>
        <source>map png needs an image file: map png FILE OUT.png [--hex-px N] [--nation NAME]</source>
        <translation>map png nécessite un fichier image : map png FILE OUT.png [--hex-px N] [--nation NAME]</translation>
    </message>
    <message>
        <source>--hex-px is the hex width in pixels, 8 to 400.</source>
        <translation>--hex-px est la largeur d’un hexagone en pixels, de 8 à 400.</translation>
    </message>
    <message>
        <source>That image would be too large; choose a smaller --hex-px.</source>
        <translation>Cette image serait trop grande ; choisissez une valeur --hex-px plus petite.</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Map drawn to %1 (%2 × %3 pixels)</source>
        <translation>Carte dessinée dans %1 (%2 × %3 pixels)</translation>
    </message>
    <message>
        <source>map needs an action: import, demo, export, show, print or png (see: herald-cli help).</source>
        <translation>map nécessite une action : import, demo, export, show, print ou png (voir : herald-cli help).</translation>
    </message>
    <message>
        <source>area show needs a hex number: area show FILE 0304</source>
        <translation>area show nécessite un numéro d’hexagone : area show FILE 0304</translation>
    </message>
    <message>
        <source>%1 is not an area of the map.</source>
        <translation>%1 n’est pas une zone de la carte.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>  Terrain: %1%2%3</source>
        <translation>  Terrain : %1%2%3</translation>
    </message>
    <message>
        <source>, coastal</source>
        <translation>, côtière</translation>
    </message>
    <message>
        <source>, major river</source>
        <translation>, fleuve majeur</translation>
    </message>
    <message>
        <source>  Population centre: %1</source>
        <translation>  Centre de population : %1</translation>
    </message>
    <message>
        <source>  Owner: %1</source>
        <translation>  Propriétaire : %1</translation>
    </message>
    <message>
        <source>uncontrolled</source>
        <translation>non contrôlée</translation>
    </message>
    <message>
        <source>  POI: %1</source>
        <translation>  Point d’intérêt : %1</translation>
    </message>
    <message>
        <source>  Boundary with %1: %2%3</source>
        <translation>  Frontière avec %1 : %2%3</translation>
    </message>
    <message>
        <source>, crossing %1</source>
        <translation>, passage %1</translation>
    </message>
    <message>
        <source>area set needs a hex number: area set FILE 0304 [--name N] [--terrain T] [--centre C] [--owner NATION|none] [--river yes|no] [--poi CARD|pass|ford|none] ...</source>
        <translation>area set nécessite un numéro d’hexagone : area set FILE 0304 [--name N] [--terrain T] [--centre C] [--owner NATION|none] [--river yes|no] [--poi CARD|pass|ford|none] ...</translation>
    </message>
    <message>
        <source>--%1 takes yes or no.</source>
        <translation>--%1 attend yes ou no.</translation>
    </message>
    <message>
        <source>area needs an action: show or set (see: herald-cli help).</source>
        <translation>area nécessite une action : show ou set (voir : herald-cli help).</translation>
    </message>
    <message>
        <source>the strategic map: import or export JSON, the demo map, a summary, PDF or PNG</source>
        <translation>la carte stratégique : importer ou exporter en JSON, la carte de démonstration, un résumé, PDF ou PNG</translation>
    </message>
    <message>
        <source>one area of the strategic map: show it, or change it</source>
        <translation>une zone de la carte stratégique : l’afficher ou la modifier</translation>
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
        <translation>Il n’y a aucune armée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1 (%2): %3. %4</source>
        <extracomment>%1 army, %2 nation, %3 in or out of supply as stored at M-0, %4 the explanation</extracomment>
        <translation>%1 (%2) : %3. %4</translation>
    </message>
    <message>
        <source>in supply</source>
        <translation>ravitaillée</translation>
    </message>
    <message>
        <source>out of supply</source>
        <translation>hors ravitaillement</translation>
    </message>
    <message>
        <source>  path: %1</source>
        <translation>  chemin : %1</translation>
    </message>
    <message>
        <source>No armies are on the map.</source>
        <translation>Aucune armée sur la carte.</translation>
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
        <translation>Ordres du tour %1 :</translation>
    </message>
    <message>
        <source>no order yet</source>
        <translation>pas encore d’ordre</translation>
    </message>
    <message>
        <source>%1  %2 (%3): %4</source>
        <translation>%1  %2 (%3) : %4</translation>
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
        <translation> (lieu : %1)</translation>
    </message>
    <message>
        <source> [chosen, secret]</source>
        <translation> [choisi, secret]</translation>
    </message>
    <message>
        <source> [to choose]</source>
        <translation> [à choisir]</translation>
    </message>
    <message>
        <source>Engagement %1 in %2 (%3): %4</source>
        <extracomment>%1 number, %2 area, %3 cause key, %4 armies</extracomment>
        <translation>Engagement %1 en %2 (%3) : %4</translation>
    </message>
    <message>
        <source>no result yet</source>
        <translation>pas encore de résultat</translation>
    </message>
    <message>
        <source>won by %1 (marked by hand)</source>
        <translation>gagnée par %1 (notée à la main)</translation>
    </message>
    <message>
        <source>Battle %1: %2 in %3 at %4, %5 against %6: %7</source>
        <extracomment>%1 number, %2 kind key, %3 area, %4 location key, %5 defenders, %6 attackers, %7 result</extracomment>
        <translation>Bataille %1 : %2 en %3 (lieu : %4), %5 contre %6 : %7</translation>
    </message>
    <message>
        <source>No engagements in turn %1.</source>
        <translation>Aucun engagement au tour %1.</translation>
    </message>
    <message>
        <source>battle winner FILE BATTLE NATION</source>
        <translation>battle winner FILE BATTLE NATION</translation>
    </message>
    <message>
        <source>each army&apos;s supply as worked out at M-0, with the chain of areas to its source (§4.5)</source>
        <translation>le ravitaillement de chaque armée tel qu’établi à M-0, avec la chaîne de zones jusqu’à sa source (§4.5)</translation>
    </message>
    <message>
        <source>a nation&apos;s secret location choice in an engagement at M-3 (§5.2)</source>
        <translation>le choix secret d’emplacement d’une nation dans un engagement à M-3 (§5.2)</translation>
    </message>
    <message>
        <source>location FILE ENGAGEMENT NATION poi|countryside|centre</source>
        <translation>location FILE ENGAGEMENT NATION poi|countryside|centre</translation>
    </message>
    <message>
        <source>a nation&apos;s secret declaration where three or more nations meet (§5.7)</source>
        <translation>la déclaration secrète d’une nation là où trois nations ou plus se rencontrent (§5.7)</translation>
    </message>
    <message>
        <source>stance FILE ENGAGEMENT NATION defend|attack</source>
        <translation>stance FILE ENGAGEMENT NATION defend|attack</translation>
    </message>
    <message>
        <source>the turn&apos;s engagements, secret choices hidden until all are in, and the pending battles (§5.1-§5.7)</source>
        <translation>les engagements du tour, choix secrets masqués jusqu’à ce que tous soient faits, et les batailles en attente (§5.1-§5.7)</translation>
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
        <translation>%1 dans la faction %2</translation>
    </message>
    <message>
        <source> [joined, secret]</source>
        <translation> [faction choisie, secret]</translation>
    </message>
    <message>
        <source> [to join]</source>
        <translation> [faction à choisir]</translation>
    </message>
    <message>
        <source>  §5.7 option B factions: %1, against %2</source>
        <extracomment>%1 the larger side&apos;s armies with their factions, %2 the armies they face</extracomment>
        <translation>  §5.7 factions de l’option B : %1, contre %2</translation>
    </message>
    <message>
        <source>write, list or take back the armies&apos; orders at M-1 (§4.1, §4.2), or print a nation&apos;s blank order sheet</source>
        <translation>rédiger, lister ou retirer les ordres des armées à M-1 (§4.1, §4.2), ou imprimer la feuille d’ordres vierge d’une nation</translation>
    </message>
    <message>
        <source>a terrain delay check at M-2B: record the player&apos;s number and roll, the natural-habitat option, then strike the units it cost (§4.4)</source>
        <translation>un test de retard dû au terrain à M-2B : enregistrer le nombre du joueur et le jet, l’option d’habitat naturel, puis rayer les unités perdues (§4.4)</translation>
    </message>
    <message>
        <source>a player&apos;s answer before the move (M-2): the army sent back when two of his armies would share an area (§4.3), or a leaving enemy let go (I-43)</source>
        <translation>la réponse d’un joueur avant le mouvement (M-2) : l’armée renvoyée quand deux de ses armées se retrouveraient dans une même zone (§4.3), ou un ennemi qui s’en va laissé libre (I-43)</translation>
    </message>
    <message>
        <source>the faction a player of the larger side joins in secret under option B (§5.7)</source>
        <translation>la faction que rejoint en secret un joueur du camp le plus nombreux avec l’option B (§5.7)</translation>
    </message>
    <message>
        <source>faction FILE ENGAGEMENT NATION 1|2</source>
        <translation>faction FILE ENGAGEMENT NATION 1|2</translation>
    </message>
    <message>
        <source>a draw, %1 to %2 VP</source>
        <extracomment>%1 and %2 the defenders&apos; and attackers&apos; victory points</extracomment>
        <translation>match nul, %1 à %2 PV</translation>
    </message>
    <message>
        <source>won by %1, %2, %3 to %4 VP</source>
        <extracomment>%1 the winning armies, %2 the level key (minor, major, rout), %3 and %4 the VP</extracomment>
        <translation>gagnée par %1, %2, %3 à %4 PV</translation>
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
        <translation>%1 est illisible : %2</translation>
    </message>
    <message>
        <source>%1 is not a result sheet (a JSON object, see docs/battle-result-format.md): %2</source>
        <translation>%1 n’est pas une feuille de résultat (un objet JSON, voir docs/battle-result-format.md) : %2</translation>
    </message>
    <message>
        <source>--typed takes whole numbers separated by commas, such as 5,3.</source>
        <translation>--typed attend des nombres entiers séparés par des virgules, par exemple 5,3.</translation>
    </message>
    <message>
        <source>the month&apos;s pending battles: list them, show one&apos;s brief, prepare the table (event card, POI card, first terrain placer), print briefs with result sheets (§5.10-§5.11), enter a result from its sheet: VP, winner, level, survival rolls, character and item fates (M-3, §6.1-§6.5); name a fallen general&apos;s successor (§6.6); or, as a stop-gap, mark the winner by hand</source>
        <translation>les batailles en attente du mois : les lister, afficher le briefing de l’une d’elles, préparer la table (carte d’événement, carte de point d’intérêt, placement du premier décor), imprimer les briefings avec les feuilles de résultat (§5.10-§5.11), saisir un résultat d’après sa feuille : PV, vainqueur, niveau, jets de survie, sort des personnages et des objets (M-3, §6.1-§6.5) ; désigner le successeur d’un général tombé (§6.6) ; ou, en palliatif, noter le vainqueur à la main</translation>
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
        <translation>production FILE n’accepte pas d’autres mots.</translation>
    </message>
    <message>
        <source>%1 (%2): to place %3 town(s), %4 city(-ies); to reduce %5 city(-ies), %6 town(s)</source>
        <extracomment>%1 nation, %2 counts &quot;V=15 T=3 C=1&quot;, then towns and cities left to place, cities and towns left to reduce</extracomment>
        <translation>%1 (%2) : à placer %3 bourg(s), %4 cité(s) ; à réduire %5 cité(s), %6 bourg(s)</translation>
    </message>
    <message>
        <source>No nation produces anything this year.</source>
        <translation>Aucune nation ne produit quoi que ce soit cette année.</translation>
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
        <translation>NY-4 : afficher le plan de production de chaque nation avec son calcul ; placer un nouveau bourg ou une nouvelle cité, réduire un centre non soutenu, répondre colonie ou nouveau pays, ou ne plus placer de centre cette année (§2.7, §7.3)</translation>
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
        <translation>NY-2 : racheter un captif en cédant des zones de sa nation valant son niveau en points de population, sans plus que ses zones ne l’exigent (§2.16, I-19, I-20)</translation>
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
            <numerusform>Rapport mensuel de %1 pour le tour %2 écrit dans %3 (%n page)</numerusform>
            <numerusform>Rapport mensuel de %1 pour le tour %2 écrit dans %3 (%n pages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Order sheet of %1 for turn %2 written to %3 (%n page(s))</source>
        <translation>
            <numerusform>Feuille d’ordres de %1 pour le tour %2 écrite dans %3 (%n page)</numerusform>
            <numerusform>Feuille d’ordres de %1 pour le tour %2 écrite dans %3 (%n pages)</numerusform>
        </translation>
    </message>
    <message>
        <source>a nation&apos;s month report as a PDF for its player: its armies, orders, supply, engagements and battles, areas won and lost, and only the foreign armies it knows of (§3.2, §4, §5)</source>
        <translation>le rapport mensuel d’une nation en PDF pour son joueur : ses armées, ordres, ravitaillement, engagements et batailles, zones gagnées et perdues, et seulement les armées étrangères qu’elle connaît (§3.2, §4, §5)</translation>
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
        <translation>M-4 : déplacer une armée battue vers une zone qu’autorise la liste de retraite du §6.7, ou la mettre en déroute (sans zone : §6.8) quand aucune ne convient</translation>
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
        <translation>M-5 : quand une armée en déroute a plusieurs prochains pas vers chez elle aussi proches, celui que choisit son propriétaire (I-58) ; sans choix, le premier est pris</translation>
    </message>
    <message>
        <source>M-5: a nation whose only forces are routed armies rallies one of them, once a game, or lets this turn pass (§6.8 last-ditch rally)</source>
        <translation>M-5 : une nation dont les seules forces sont des armées en déroute en rallie une, une fois par partie, ou laisse passer ce tour (§6.8 ralliement de la dernière chance)</translation>
    </message>
</context>
<context>
    <name>herald::cli::SetVerb</name>
    <message>
        <source>diplomacy set FILE GAME unit POWER A|F|C|P|2A PROVINCE [--easterling] [--original] | remove PROVINCE | move FROM TO | owner PROVINCE POWER|none | personality WHO PROVINCE|&quot;&quot; | ring hidden|lying|carried|worn|destroyed [PROVINCE] [--by PERSONALITY] | season [MONTH] SEASON YEAR (see docs/cli-diplomacy.md)</source>
        <translation>diplomacy set FILE GAME unit POWER A|F|C|P|2A PROVINCE [--easterling] [--original] | remove PROVINCE | move FROM TO | owner PROVINCE POWER|none | personality WHO PROVINCE|&quot;&quot; | ring hidden|lying|carried|worn|destroyed [PROVINCE] [--by PERSONALITY] | season [MONTH] SEASON YEAR (voir docs/cli-diplomacy.md)</translation>
    </message>
    <message>
        <source>Name the game by its number (see: diplomacy games FILE).</source>
        <translation>Désignez la partie par son numéro (voir : diplomacy games FILE).</translation>
    </message>
</context>
<context>
    <name>herald::cli::SettingsVerbs</name>
    <message>
        <source>settings list takes only the campaign file: settings list FILE</source>
        <translation>settings list ne prend que le fichier de campagne : settings list FILE</translation>
    </message>
    <message>
        <source>%1 = %2  (default %3; %4) [%5]</source>
        <extracomment>settings list: key = value (default D; allowed A) [rules entry]</extracomment>
        <translation>%1 = %2  (par défaut %3 ; %4) [%5]</translation>
    </message>
    <message>
        <source>settings set needs a key and a value: settings set FILE KEY VALUE (settings list FILE shows them)</source>
        <translation>settings set nécessite une clé et une valeur : settings set FILE KEY VALUE (settings list FILE les affiche)</translation>
    </message>
    <message>
        <source>the campaign&apos;s settings with their defaults and explanations, or set one (§11.S)</source>
        <translation>les paramètres de la campagne avec leurs valeurs par défaut et explications, ou en régler un (§11.S)</translation>
    </message>
</context>
<context>
    <name>herald::cli::SkirmishVerbs</name>
    <message>
        <source>--typed takes whole numbers: --typed 3 or --typed 7,4 (a d10&apos;s 0 may be typed as 0 or 10).</source>
        <translation>--typed attend des nombres entiers : --typed 3 ou --typed 7,4 (le 0 d’un d10 peut être saisi 0 ou 10).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>skirmish new needs a name: skirmish new FILE NAME [--scenario S.json] [--roster R.roster] [--map M.json]</source>
        <translation>skirmish new nécessite un nom : skirmish new FILE NAME [--scenario S.json] [--roster R.roster] [--map M.json]</translation>
    </message>
    <message>
        <source>No skirmishes yet.</source>
        <translation>Aucune escarmouche pour l’instant.</translation>
    </message>
    <message>
        <source>skirmish roster needs a name: skirmish roster FILE NAME</source>
        <translation>skirmish roster nécessite un nom : skirmish roster FILE NAME</translation>
    </message>
    <message>
        <source>(level %1, %2 EPs)</source>
        <translation>(niveau %1, %2 PE)</translation>
    </message>
    <message>
        <source>spells: %1</source>
        <translation>sorts : %1</translation>
    </message>
    <message>
        <source>skirmish log needs a name: skirmish log FILE NAME</source>
        <translation>skirmish log nécessite un nom : skirmish log FILE NAME</translation>
    </message>
    <message>
        <source>skirmish attack needs a skirmish, the attackers and the defenders: skirmish attack FILE NAME grast,hohmley zugun [--terrain grast=stairway] [--typed 2]</source>
        <translation>skirmish attack nécessite une escarmouche, les attaquants et les défenseurs : skirmish attack FILE NAME grast,hohmley zugun [--terrain grast=stairway] [--typed 2]</translation>
    </message>
    <message>
        <source>skirmish fire needs a skirmish, a shooter and a target: skirmish fire FILE NAME laberne gromrak [--distance 14] [--terrain scrub] [--typed 3]</source>
        <translation>skirmish fire nécessite une escarmouche, un tireur et une cible : skirmish fire FILE NAME laberne gromrak [--distance 14] [--terrain scrub] [--typed 3]</translation>
    </message>
    <message>
        <source>skirmish cast needs a skirmish, a caster and a spell: skirmish cast FILE NAME zacharie double-attack [konrad] [--magnitude N] [--counterer shaman] [--typed 7,4]</source>
        <translation>skirmish cast nécessite une escarmouche, un lanceur et un sort : skirmish cast FILE NAME zacharie double-attack [konrad] [--magnitude N] [--counterer shaman] [--typed 7,4]</translation>
    </message>
    <message>
        <source>skirmish state needs a skirmish and a character: skirmish state FILE NAME konrad [--health healthy] [--hexes &quot;G4 F4&quot;] ...</source>
        <translation>skirmish state nécessite une escarmouche et un personnage : skirmish state FILE NAME konrad [--health healthy] [--hexes &quot;G4 F4&quot;] ...</translation>
    </message>
    <message>
        <source>skirmish next needs a name: skirmish next FILE NAME</source>
        <translation>skirmish next nécessite un nom : skirmish next FILE NAME</translation>
    </message>
    <message>
        <source>skirmish needs an action: %1 (see: herald-cli help).</source>
        <translation>skirmish nécessite une action : %1 (voir : herald-cli help).</translation>
    </message>
    <message>
        <source>Dragon Noir skirmishes: set up, melee, missile fire, spells, turn and phase, the log</source>
        <translation>Escarmouches de Dragon Noir : mise en place, mêlée, tir, sorts, tour et phase, journal</translation>
    </message>
    <message>
        <source>skirmish challenge needs a skirmish, the mover and the enemies beside the path: skirmish challenge FILE NAME laberne gromrak,zugun [--advancing] [--typed 5,6]</source>
        <translation>skirmish challenge nécessite une escarmouche, le personnage qui se déplace et les ennemis le long du trajet : skirmish challenge FILE NAME laberne gromrak,zugun [--advancing] [--typed 5,6]</translation>
    </message>
    <message>
        <source>skirmish jump needs a skirmish and a character: skirmish jump FILE NAME grast [--typed 6]</source>
        <translation>skirmish jump nécessite une escarmouche et un personnage : skirmish jump FILE NAME grast [--typed 6]</translation>
    </message>
    <message>
        <source>skirmish option needs a skirmish, an option of rules §12 D and its value: skirmish option FILE NAME resolveBelowOneToOne true</source>
        <translation>skirmish option nécessite une escarmouche, une option des règles §12 D et sa valeur : skirmish option FILE NAME resolveBelowOneToOne true</translation>
    </message>
    <message>
        <source>An option&apos;s value is true, false or a number, not &quot;%1&quot;.</source>
        <translation>La valeur d’une option est true, false ou un nombre, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>skirmish gharv needs a skirmish, the character on water, beach, boat or marsh, and a Gharv counter: skirmish gharv FILE NAME jon gharv [--at F5] [--hex beach] [--typed 2]</source>
        <translation>skirmish gharv nécessite une escarmouche, le personnage sur l’eau, une plage, un bateau ou un marécage, et un pion de Gharv : skirmish gharv FILE NAME jon gharv [--at F5] [--hex beach] [--typed 2]</translation>
    </message>
    <message>
        <source>skirmish capsize needs a skirmish, a Gharv and the characters in the boat: skirmish capsize FILE NAME gharv jon,hurin [--typed 2]</source>
        <translation>skirmish capsize nécessite une escarmouche, un Gharv et les personnages dans le bateau : skirmish capsize FILE NAME gharv jon,hurin [--typed 2]</translation>
    </message>
</context>
<context>
    <name>herald::cli::WarmasterVerbs</name>
    <message>
        <source>%1 needs an action: %2 (see: herald-cli help).</source>
        <translation>%1 attend une action : %2 (voir : herald-cli help).</translation>
    </message>
    <message>
        <source>%1  %2 %3  player %4, race %5, capital %6%7</source>
        <translation>%1  %2 %3  joueur %4, race %5, capitale %6%7</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>, NPP</source>
        <translation>, joueur absent</translation>
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
        <translation> [exemple]</translation>
    </message>
    <message>
        <source> [created race]</source>
        <translation> [race créée]</translation>
    </message>
    <message>
        <source>armylist import FILE LIST.json</source>
        <translation>armylist import FILE LIST.json</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>armylist remove FILE ID</source>
        <translation>armylist remove FILE ID</translation>
    </message>
    <message>
        <source>--year must be a year of the campaign (1 or later).</source>
        <translation>--year doit être une année de la campagne (1 ou plus).</translation>
    </message>
    <message>
        <source>%1 (year %2)</source>
        <translation>%1 (année %2)</translation>
    </message>
    <message>
        <source>roster show|validate FILE NATION [--year N]</source>
        <translation>roster show|validate FILE NATION [--year N]</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot;.</source>
        <translation>Il n’existe aucune nation «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1 has no roster for year %2.</source>
        <translation>%1 n’a pas de liste d’armée pour l’année %2.</translation>
    </message>
    <message>
        <source>%1 (%2), year %3, player %4</source>
        <translation>%1 (%2), année %3, joueur %4</translation>
    </message>
    <message>
        <source>PT %1  AP %2 (spent %3)  CP %4 (used %5)  mobs up to %6</source>
        <translation>PT %1  AP %2 (dépensés %3)  CP %4 (utilisés %5)  levées jusqu’à %6</translation>
    </message>
    <message>
        <source>%1: %2 available (%3 bought, %4 lost)</source>
        <translation>%1 : %2 disponibles (%3 achetées, %4 perdues)</translation>
    </message>
    <message>
        <source>  line %1: %2 at %3: %4 bought, %5 lost, %6 available</source>
        <translation>  ligne %1 : %2 à %3 : %4 achetées, %5 perdues, %6 disponibles</translation>
    </message>
    <message>
        <source>Character %1: %2, %3, %4 CP, %5%6</source>
        <translation>Personnage %1 : %2, %3, %4 CP, %5%6</translation>
    </message>
    <message>
        <source>, items: %1</source>
        <translation>, objets : %1</translation>
    </message>
    <message>
        <source>Refused: %1</source>
        <translation>Refusé : %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Avertissement : %1</translation>
    </message>
    <message>
        <source>roster print FILE NATION OUT.pdf [--paper a4|letter] [--year N]</source>
        <translation>roster print FILE NATION OUT.pdf [--paper a4|letter] [--year N]</translation>
    </message>
    <message>
        <source>--paper is a4 or letter.</source>
        <translation>--paper vaut a4 ou letter.</translation>
    </message>
    <message>
        <source>This herald-cli runs without Qt&apos;s GUI support, so it cannot draw the roster sheet.</source>
        <translation>Ce herald-cli fonctionne sans la prise en charge de l’interface graphique de Qt, il ne peut donc pas dessiner la feuille de liste d’armée.</translation>
    </message>
    <message>
        <source>There is no roster of &quot;%1&quot; for year %2 to print.</source>
        <translation>Il n’y a aucune liste d’armée de «&#xa0;%1&#xa0;» pour l’année %2 à imprimer.</translation>
    </message>
    <message>
        <source>Roster sheet of %1, year %2, written to %3</source>
        <translation>Feuille de liste d’armée de %1, année %2, écrite dans %3</translation>
    </message>
    <message>
        <source>roster open FILE NATION</source>
        <translation>roster open FILE NATION</translation>
    </message>
    <message>
        <source>roster buy FILE NATION UNIT-TYPE COUNT (a negative count removes units)</source>
        <translation>roster buy FILE NATION UNIT-TYPE COUNT (un nombre négatif retire des unités)</translation>
    </message>
    <message>
        <source>roster loss FILE NATION LINE COUNT</source>
        <translation>roster loss FILE NATION LINE COUNT</translation>
    </message>
    <message>
        <source>The roster stands.</source>
        <translation>La liste d’armée est valide.</translation>
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
        <translation>ajouter ou retirer un joueur (§1.2)</translation>
    </message>
    <message>
        <source>the campaign&apos;s army lists: import a list file, list them, remove an unused one (§1.2)</source>
        <translation>les livres d’armée de la campagne : importer un fichier de livre, les lister, retirer un livre inutilisé (§1.2)</translation>
    </message>
    <message>
        <source>population total, army and character points of every nation, with the areas behind them (§2.1-§2.3)</source>
        <translation>total de population, points d’armée et de personnage de chaque nation, avec les zones qui les fournissent (§2.1-§2.3)</translation>
    </message>
    <message>
        <source>a nation&apos;s yearly roster: open it, buy units, strike off losses, show, check or print it (§1.4, §8)</source>
        <translation>la liste d’armée annuelle d’une nation : l’ouvrir, acheter des unités, rayer les pertes, l’afficher, la vérifier ou l’imprimer (§1.4, §8)</translation>
    </message>
    <message>
        <source>characters bought with character points, captured, killed or dropped (§2.3, §6.4)</source>
        <translation>personnages achetés avec des points de personnage, capturés, tués ou retirés (§2.3, §6.4)</translation>
    </message>
    <message>
        <source>give a magic item card to a character for good (§1.4)</source>
        <translation>donner définitivement une carte d’objet magique à un personnage (§1.4)</translation>
    </message>
    <message>
        <source>found, change, list or remove nations; grant population or character points (§1.2, §2.1, §2.3); another country (§7.3); exodus, rebellion and New Nations (§7.4)</source>
        <translation>fonder, modifier, lister ou retirer des nations ; accorder des points de population ou de personnage (§1.2, §2.1, §2.3) ; autre pays (§7.3) ; exode, rébellion et Nouvelles nations (§7.4)</translation>
    </message>
</context>
<context>
    <name>herald::db::AquaticRealmStore</name>
    <message>
        <source>The underwater nation %1 is not on the map.</source>
        <translation>La nation sous-marine %1 n’est pas sur la carte.</translation>
    </message>
    <message>
        <source>The sea hex %1 is no longer on the map.</source>
        <translation>L’hexagone de mer %1 n’est plus sur la carte.</translation>
    </message>
    <message>
        <source>%1 deep %2</source>
        <extracomment>an underwater area&apos;s name: %1 the sea people, %2 its number</extracomment>
        <translation>%1, fond %2</translation>
    </message>
</context>
<context>
    <name>herald::db::Arguments</name>
    <message>
        <source>The argument &quot;%1&quot; is missing.</source>
        <translation>L’argument «&#xa0;%1&#xa0;» est manquant.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be text.</source>
        <translation>L’argument «&#xa0;%1&#xa0;» doit être un texte.</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must be a whole number.</source>
        <translation>L’argument «&#xa0;%1&#xa0;» doit être un nombre entier.</translation>
    </message>
</context>
<context>
    <name>herald::db::ArmyCommands</name>
    <message>
        <source>&quot;location&quot; is %1, not &quot;%2&quot;.</source>
        <translation>«&#xa0;location&#xa0;» vaut %1, pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an area number of the form XXYY.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro de zone de la forme XXYY.</translation>
    </message>
    <message>
        <source>The argument &quot;army&quot; is missing.</source>
        <translation>L’argument «&#xa0;army&#xa0;» est manquant.</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot; (or several have that name: give its number).</source>
        <translation>Il n’existe aucune armée «&#xa0;%1&#xa0;» (ou plusieurs portent ce nom : indiquez son numéro).</translation>
    </message>
    <message>
        <source>The argument &quot;general&quot; is missing.</source>
        <translation>L’argument «&#xa0;general&#xa0;» est manquant.</translation>
    </message>
    <message>
        <source>An army needs a name.</source>
        <translation>Une armée doit avoir un nom.</translation>
    </message>
    <message>
        <source>%1 already has an army called &quot;%2&quot;.</source>
        <translation>%1 a déjà une armée nommée «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>§2.3 %1 has no general on its roster for year %2 yet: open the roster and take one.</source>
        <translation>§2.3 %1 n’a pas encore de général sur sa liste d’armée pour l’année %2 : ouvrez la liste d’armée et prenez-en un.</translation>
    </message>
    <message>
        <source>%1 places %2 under %3 at %4</source>
        <translation>%1 place %2 sous %3 en %4</translation>
    </message>
    <message>
        <source>The nation already has an army called &quot;%1&quot;.</source>
        <translation>La nation a déjà une armée nommée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1 is now called %2</source>
        <translation>%1 s’appelle désormais %2</translation>
    </message>
    <message>
        <source>%1 already stands at %2.</source>
        <translation>%1 se trouve déjà en %2.</translation>
    </message>
    <message>
        <source>%1 moved to %2 (%3)</source>
        <translation>%1 déplacée en %2 (%3)</translation>
    </message>
    <message>
        <source>%1 taken off the map</source>
        <translation>%1 retirée de la carte</translation>
    </message>
</context>
<context>
    <name>herald::db::ArmyListCommands</name>
    <message>
        <source>The army list was not imported; nothing changed. Problems found:
%1</source>
        <translation>Le livre d’armée n’a pas été importé ; rien n’a changé. Problèmes constatés :
%1</translation>
    </message>
    <message>
        <source>Army list %1 (%2) replaced</source>
        <translation>Livre d’armée %1 (%2) remplacé</translation>
    </message>
    <message>
        <source>Army list %1 (%2) imported</source>
        <translation>Livre d’armée %1 (%2) importé</translation>
    </message>
    <message>
        <source>The sample list %1 cannot be read.</source>
        <translation>Le livre d’exemple %1 ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The shipped sample list %1 is malformed: %2</source>
        <translation>Le livre d’exemple fourni %1 est mal formé : %2</translation>
    </message>
    <message>
        <source>Sample army lists added: %1</source>
        <translation>Livres d’armée d’exemple ajoutés : %1</translation>
    </message>
    <message>
        <source>The campaign has no army list &quot;%1&quot;.</source>
        <translation>La campagne n’a aucun livre d’armée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The army list %1 is the race of %2; give them another list first (§1.2).</source>
        <translation>Le livre d’armée %1 est la race de %2 ; donnez-lui d’abord un autre livre (§1.2).</translation>
    </message>
    <message>
        <source>Army list %1 removed</source>
        <translation>Livre d’armée %1 retiré</translation>
    </message>
    <message>
        <source>&quot;%1&quot; must be a list of {list, entry} objects.</source>
        <translation>«&#xa0;%1&#xa0;» doit être une liste d’objets {list, entry}.</translation>
    </message>
    <message>
        <source>Each pick of &quot;%1&quot; needs a &quot;list&quot; and an &quot;entry&quot;.</source>
        <translation>Chaque choix de «&#xa0;%1&#xa0;» nécessite un «&#xa0;list&#xa0;» et un «&#xa0;entry&#xa0;».</translation>
    </message>
    <message>
        <source>The campaign already has an army list &quot;%1&quot;.</source>
        <translation>La campagne a déjà un livre d’armée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The created race %1 cannot be built:
%2</source>
        <translation>La race créée %1 ne peut pas être constituée :
%2</translation>
    </message>
    <message>
        <source>Created race %1 (%2) with %3 unit types</source>
        <translation>Race créée %1 (%2) avec %3 types d’unités</translation>
    </message>
    <message>
        <source>The army list %1 is a lesser race of this campaign (§7.7.1); it stays.</source>
        <translation>Le livre d’armée %1 est une race mineure de cette campagne (§7.7.1) ; il est conservé.</translation>
    </message>
</context>
<context>
    <name>herald::db::ArmyRepository</name>
    <message>
        <source>§2.3 No general on the roster for year %1 yet: open the roster and take one.</source>
        <translation>§2.3 Pas encore de général sur la liste d’armée de l’année %1 : ouvrez la liste d’armée et prenez-en un.</translation>
    </message>
    <message>
        <source>§1.5 Every general of the nation already leads an army or is away.</source>
        <translation>§1.5 Chaque général de la nation mène déjà une armée ou est absent.</translation>
    </message>
    <message>
        <source>§4.9 The nation holds no town, no city and no POI where armies may muster.</source>
        <translation>§4.9 La nation ne tient aucun bourg, aucune cité ni aucun point d’intérêt où des armées peuvent se rassembler.</translation>
    </message>
</context>
<context>
    <name>herald::db::BattleFates</name>
    <message>
        <source>§6.4 No single character &quot;%1&quot; is on the roster of a nation fighting on side %2 of battle %3 this year (use his id when two share the name).</source>
        <translation>§6.4 Aucun personnage unique «&#xa0;%1&#xa0;» ne figure cette année sur la liste d’armée d’une nation combattant dans le camp %2 de la bataille %3 (utilisez son identifiant quand deux portent le même nom).</translation>
    </message>
    <message>
        <source>§6.4 %1 is %2, not active: he cannot have fought in battle %3.</source>
        <translation>§6.4 %1 est %2, pas actif : il ne peut pas avoir combattu dans la bataille %3.</translation>
    </message>
    <message>
        <source>§6.4 %1 is listed twice on the sheet of battle %2.</source>
        <translation>§6.4 %1 figure deux fois sur la feuille de la bataille %2.</translation>
    </message>
    <message>
        <source>§6.4 %1 can only be taken by a nation fighting on side %2 of battle %3, not &quot;%4&quot;.</source>
        <translation>§6.4 %1 ne peut être pris que par une nation combattant dans le camp %2 de la bataille %3, pas par «&#xa0;%4&#xa0;».</translation>
    </message>
    <message>
        <source>§6.4 Side %1 of battle %2 has %3 nations: name the one that would take %4 as &quot;capturedBy&quot;.</source>
        <translation>§6.4 Le camp %1 de la bataille %2 compte %3 nations : indiquez celle qui prendrait %4 comme «&#xa0;capturedBy&#xa0;».</translation>
    </message>
    <message>
        <source>§6.5, I-26 A captured item of %1 goes to an active character of %2; &quot;%3&quot; is not one this year.</source>
        <translation>§6.5, I-26 Un objet capturé de %1 va à un personnage actif de %2 ; «&#xa0;%3&#xa0;» n’en est pas un cette année.</translation>
    </message>
    <message>
        <source>§6.6 &quot;%1&quot; is not one active character of a nation fighting on side %2 of battle %3 this year.</source>
        <translation>§6.6 «&#xa0;%1&#xa0;» n’est pas un personnage actif unique d’une nation combattant dans le camp %2 de la bataille %3 cette année.</translation>
    </message>
    <message>
        <source>§6.5 %1&apos;s captured items cannot go to a character who was himself removed from the table in battle %2.</source>
        <translation>§6.5 Les objets capturés de %1 ne peuvent pas aller à un personnage lui-même retiré de la table lors de la bataille %2.</translation>
    </message>
    <message>
        <source>§6.5 The campaign has no magic item deck: the lost items leave the game.</source>
        <translation>§6.5 La campagne n’a pas de paquet d’objets magiques : les objets perdus quittent le jeu.</translation>
    </message>
    <message>
        <source>The magic item deck cannot be read back.</source>
        <translation>Le paquet des objets magiques ne peut pas être relu.</translation>
    </message>
    <message>
        <source>§6.5 %1 is not in play in the magic item deck: the deck is left as it is.</source>
        <translation>§6.5 %1 n’est pas en jeu dans le paquet des objets magiques : le paquet est laissé tel quel.</translation>
    </message>
    <message>
        <source>§6.5 The lost items went back into the magic item deck, shuffled (%1 cards in the draw pile).</source>
        <translation>§6.5 Les objets perdus sont retournés dans le paquet des objets magiques, mélangés (%1 cartes dans la pioche).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2: %3</source>
        <translation>%1 de %2 : %3</translation>
    </message>
    <message>
        <source>; off the roster for the year, his character points not refunded</source>
        <translation> ; retiré de la liste d’armée pour l’année, ses points de personnage ne sont pas remboursés</translation>
    </message>
    <message>
        <source>; held by %1, still counting against %2&apos;s character points</source>
        <translation> ; détenu par %1, compte toujours dans les points de personnage de %2</translation>
    </message>
    <message>
        <source>§6.5 %1 keeps %2: an escaped bearer keeps his items</source>
        <translation>§6.5 %1 garde %2 : un porteur évadé garde ses objets</translation>
    </message>
    <message>
        <source>§6.5 %1 is lost without a roll: %2 was killed, not slain by an enemy character in base contact</source>
        <translation>§6.5 %1 est perdu sans jet : %2 a été tué, mais pas par un personnage ennemi au contact</translation>
    </message>
    <message>
        <source>%1 (carried by %2): %3</source>
        <translation>%1 (porté par %2) : %3</translation>
    </message>
    <message>
        <source>; given to %1 of %2 as the sheet says</source>
        <translation> ; donné à %1 de %2 comme l’indique la feuille</translation>
    </message>
    <message>
        <source>; given to %1, the first active character on %2&apos;s roster (I-26)</source>
        <translation> ; donné à %1, le premier personnage actif de la liste d’armée de %2 (I-26)</translation>
    </message>
    <message>
        <source>; %1 has no active character: it waits on %1&apos;s roster to be given</source>
        <translation> ; %1 n’a aucun personnage actif : il attend sur la liste d’armée de %1 d’être donné</translation>
    </message>
    <message>
        <source>; it waits on %1&apos;s roster to be given to another character</source>
        <translation> ; il attend sur la liste d’armée de %1 d’être donné à un autre personnage</translation>
    </message>
    <message>
        <source>; taken by an independent army, which keeps nothing for a nation: it is lost</source>
        <translation> ; pris par une armée indépendante, qui ne garde rien pour une nation : il est perdu</translation>
    </message>
</context>
<context>
    <name>herald::db::BattlePoi</name>
    <message>
        <source>§6.9 Nobody controls the POI&apos;s area: no treasure card is drawn.</source>
        <translation>§6.9 Personne ne contrôle la zone du point d’intérêt : aucune carte de trésor n’est piochée.</translation>
    </message>
    <message>
        <source>§6.9 %1 controls the POI, but the campaign has no treasure deck: draw the card by hand.</source>
        <translation>§6.9 %1 contrôle le point d’intérêt, mais la campagne n’a pas de paquet de trésors : piochez la carte à la main.</translation>
    </message>
    <message>
        <source>§6.9 %1 controls the POI, but no treasure card can be drawn: %2</source>
        <translation>§6.9 %1 contrôle le point d’intérêt, mais aucune carte de trésor ne peut être piochée : %2</translation>
    </message>
    <message>
        <source>The treasure deck could not be kept.</source>
        <translation>Le paquet de trésors n’a pas pu être conservé.</translation>
    </message>
    <message>
        <source>§6.9 %1 controls the POI when the battle ends: draws a treasure card, face down.</source>
        <translation>§6.9 %1 contrôle le point d’intérêt à la fin de la bataille : pioche une carte de trésor, face cachée.</translation>
    </message>
    <message>
        <source>§6.9 The Wizards Tower&apos;s battle is a draw: nobody gains a wizard.</source>
        <translation>§6.9 La bataille de la Tour du sorcier est un match nul : personne ne gagne de sorcier.</translation>
    </message>
    <message>
        <source>§6.9, I-29 %1 nations won at the Wizards Tower: the referee gives the free wizard to one of them (character.buy with free).</source>
        <translation>§6.9, I-29 %1 nations ont gagné à la Tour du sorcier : l’arbitre donne le sorcier gratuit à l’une d’elles (character.buy avec free).</translation>
    </message>
    <message>
        <source>§6.9 The winner has no roster this year: no wizard is added.</source>
        <translation>§6.9 Le vainqueur n’a pas de liste d’armée cette année : aucun sorcier n’est ajouté.</translation>
    </message>
    <message>
        <source>Tower wizard of %1</source>
        <translation>Sorcier de la Tour de %1</translation>
    </message>
    <message>
        <source>§6.9, I-29 %1 won at the Wizards Tower: %2 joins its roster free for the year, and it may buy wizards.</source>
        <translation>§6.9, I-29 %1 a gagné à la Tour du sorcier : %2 rejoint gratuitement sa liste d’armée pour l’année, et elle peut acheter des sorciers.</translation>
    </message>
    <message>
        <source>§6.9 The POI card &quot;%1&quot; is not in the campaign&apos;s POI deck: its effects are left to the referee.</source>
        <translation>§6.9 La carte de point d’intérêt «&#xa0;%1&#xa0;» n’est pas dans le paquet de points d’intérêt de la campagne : ses effets sont laissés à l’arbitre.</translation>
    </message>
    <message>
        <source>The battle&apos;s POI could not be read.</source>
        <translation>Le POI de la bataille n’a pas pu être lu.</translation>
    </message>
    <message>
        <source>§6.9, I-37 The winner may move his army through the magic portal to an area without town, city or army (battle.portal).</source>
        <translation>§6.9, I-37 Le vainqueur peut faire passer son armée par le portail magique vers une zone sans bourg, ville ni armée (battle.portal).</translation>
    </message>
</context>
<context>
    <name>herald::db::BattlePortal</name>
    <message>
        <source>§6.9 The magic portal is taken at once after the battle, at M-3 or M-4; the campaign stands at %1.</source>
        <translation>§6.9 Le portail magique se franchit aussitôt après la bataille, à M-3 ou M-4 ; la campagne en est à %1.</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn.</source>
        <translation>§1.9 Il n’y a pas de bataille en attente %1 ce tour-ci.</translation>
    </message>
    <message>
        <source>§6.9 Battle %1 has no winner yet: enter its result first (a draw opens no portal).</source>
        <translation>§6.9 La bataille %1 n’a pas encore de vainqueur : saisissez d’abord son résultat (un match nul n’ouvre aucun portail).</translation>
    </message>
    <message>
        <source>§6.9 Battle %1 was not fought at a magic portal.</source>
        <translation>§6.9 La bataille %1 n’a pas été livrée à un portail magique.</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot; on the map.</source>
        <translation>Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte.</translation>
    </message>
    <message>
        <source>§6.9 %1 did not win battle %2: only the winner goes through the portal.</source>
        <translation>§6.9 %1 n’a pas gagné la bataille %2 : seul le vainqueur franchit le portail.</translation>
    </message>
    <message>
        <source>§6.9 %1 already went through the portal, to %2.</source>
        <translation>§6.9 %1 a déjà franchi le portail, vers %2.</translation>
    </message>
    <message>
        <source>There is no area &quot;%1&quot; on the map.</source>
        <translation>Il n’y a aucune zone « %1 » sur la carte.</translation>
    </message>
    <message>
        <source>§6.9 %1 is sea: the portal leads to land.</source>
        <translation>§6.9 %1 est une mer : le portail mène à terre.</translation>
    </message>
    <message>
        <source>§6.9 %1 has a town or city: the portal leads only to an area without one.</source>
        <translation>§6.9 %1 a un bourg ou une ville : le portail ne mène qu’à une zone qui n’en a pas.</translation>
    </message>
    <message>
        <source>I-37 %1 holds an army (%2): the portal leads only to an empty area.</source>
        <translation>I-37 %1 abrite une armée (%2) : le portail ne mène qu’à une zone vide.</translation>
    </message>
    <message>
        <source>%1 goes through the magic portal of battle %2 to %3 (§6.9, I-37)</source>
        <translation>%1 franchit le portail magique de la bataille %2 vers %3 (§6.9, I-37)</translation>
    </message>
</context>
<context>
    <name>herald::db::BattlePreparation</name>
    <message>
        <source>The argument &quot;battle&quot; must be a battle number.</source>
        <translation>L’argument «&#xa0;battle&#xa0;» doit être un numéro de bataille.</translation>
    </message>
    <message>
        <source>The argument &quot;firstPlacer&quot; must be &quot;defenders&quot; or &quot;attackers&quot;.</source>
        <translation>L’argument «&#xa0;firstPlacer&#xa0;» doit valoir «&#xa0;defenders&#xa0;» ou «&#xa0;attackers&#xa0;».</translation>
    </message>
    <message>
        <source>The referee&apos;s first placer is given for one battle at a time: name it.</source>
        <translation>Le premier placeur choisi par l’arbitre s’indique bataille par bataille : indiquez laquelle.</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn (see the engagements list).</source>
        <translation>§1.9 Il n’y a pas de bataille en attente %1 ce tour-ci (voir la liste des engagements).</translation>
    </message>
    <message>
        <source>§5.10 Every pending battle of this turn is prepared already.</source>
        <translation>§5.10 Toutes les batailles en attente de ce tour sont déjà préparées.</translation>
    </message>
    <message>
        <source>§5.10 Battle %1 is prepared already; undo that to prepare it again.</source>
        <translation>§5.10 La bataille %1 est déjà préparée ; annulez cela pour la préparer à nouveau.</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>les défenseurs</translation>
    </message>
    <message>
        <source>the attackers</source>
        <translation>les attaquants</translation>
    </message>
    <message>
        <source>Battle %1, turn %2</source>
        <extracomment>who holds a card drawn for a battle; %1 the battle number, %2 the turn</extracomment>
        <translation>Bataille %1, tour %2</translation>
    </message>
    <message>
        <source>Battle %1: random event card %2 (§5.10)</source>
        <extracomment>%1 battle number, %2 the card&apos;s title or why none was drawn</extracomment>
        <translation>Bataille %1 : carte d’événement aléatoire %2 (§5.10)</translation>
    </message>
    <message>
        <source>Battle %1: POI card: %2</source>
        <translation>Bataille %1 : carte de point d’intérêt : %2</translation>
    </message>
    <message>
        <source>Battle %1: a POI card is drawn face down; it is turned over once both armies are deployed (§5.3, §5.10)</source>
        <translation>Bataille %1 : une carte de point d’intérêt est piochée face cachée ; elle est retournée une fois les deux armées déployées (§5.3, §5.10)</translation>
    </message>
    <message>
        <source>Battle %1: %2 place the first terrain piece, the referee&apos;s choice (§5.10)</source>
        <translation>Bataille %1 : %2 placent le premier élément de décor, au choix de l’arbitre (§5.10)</translation>
    </message>
    <message>
        <source>Battle %1: d6 %2: %3 place the first terrain piece (§5.10; 1-3 the defenders, 4-6 the attackers)</source>
        <extracomment>%1 battle number, %2 the die, %3 &quot;the defenders&quot; or &quot;the attackers&quot;</extracomment>
        <translation>Bataille %1 : d6 %2 : %3 placent le premier élément de décor (§5.10 ; 1-3 les défenseurs, 4-6 les attaquants)</translation>
    </message>
</context>
<context>
    <name>herald::db::BattleResultCommands</name>
    <message>
        <source>§6.1 The result sheet must list two sides (defenders, then attackers) under &quot;sides&quot;.</source>
        <translation>§6.1 La feuille de résultat doit lister deux camps (défenseurs, puis attaquants) sous «&#xa0;sides&#xa0;».</translation>
    </message>
    <message>
        <source>§6.1 The objective holder must be 0, 1 or &quot;none&quot; (none or shared).</source>
        <translation>§6.1 Le détenteur de l’objectif doit valoir 0, 1 ou «&#xa0;none&#xa0;» (personne ou partagé).</translation>
    </message>
    <message>
        <source>§2.13 A typed VP total must be a whole number of 0 or more (side %1).</source>
        <translation>§2.13 Un total de PV saisi doit être un nombre entier supérieur ou égal à 0 (camp %1).</translation>
    </message>
    <message>
        <source>§6.3 A unit that was neither destroyed nor routed off lost 1 to 3 stands, not %1 (side %2).</source>
        <translation>§6.3 Une unité ni détruite ni en fuite a perdu de 1 à 3 socles, pas %1 (camp %2).</translation>
    </message>
    <message>
        <source>§2.14 A unit has at least one stand, not %1 (side %2).</source>
        <translation>§2.14 Une unité a au moins un socle, pas %1 (camp %2).</translation>
    </message>
    <message>
        <source>§6.3 There is no nation &quot;%1&quot;.</source>
        <translation>§6.3 Il n’existe aucune nation «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§6.3 %1 has no army on side %2 of battle %3.</source>
        <translation>§6.3 %1 n’a aucune armée dans le camp %2 de la bataille %3.</translation>
    </message>
    <message>
        <source>§6.3 %1 has no roster for year %2.</source>
        <translation>§6.3 %1 n’a pas de liste d’armée pour l’année %2.</translation>
    </message>
    <message>
        <source>§6.3 %1&apos;s roster has no line %2 (it has %3).</source>
        <translation>§6.3 La liste d’armée de %1 n’a pas de ligne %2 (elle en a %3).</translation>
    </message>
    <message>
        <source>§6.3 %1&apos;s roster line %2 (%3) has %4 units left, the sheet names %5.</source>
        <translation>§6.3 La ligne %2 (%3) de la liste d’armée de %1 a %4 unités restantes, la feuille en indique %5.</translation>
    </message>
    <message>
        <source>The argument &quot;result&quot; must be a result sheet (a JSON object).</source>
        <translation>L’argument «&#xa0;result&#xa0;» doit être une feuille de résultat (un objet JSON).</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn (see the engagements list).</source>
        <translation>§1.9 Il n’y a pas de bataille en attente %1 ce tour-ci (voir la liste des engagements).</translation>
    </message>
    <message>
        <source>§6.1 Battle %1 already has its result; undo it to enter it again.</source>
        <translation>§6.1 La bataille %1 a déjà son résultat ; annulez-le pour le saisir à nouveau.</translation>
    </message>
    <message>
        <source>Defenders</source>
        <translation>Défenseurs</translation>
    </message>
    <message>
        <source>Attackers</source>
        <translation>Attaquants</translation>
    </message>
    <message>
        <source>§2.13 %1: %2 VP as typed (characters and items included, I-32)</source>
        <translation>§2.13 %1 : %2 PV saisis (personnages et objets compris, I-32)</translation>
    </message>
    <message>
        <source>§2.13 %1: %2</source>
        <translation>§2.13 %1 : %2</translation>
    </message>
    <message>
        <source>§6.3 A mob of side %1: mobs never roll, their losses are ignored</source>
        <translation>§6.3 Une levée du camp %1 : les levées ne font jamais de jet, leurs pertes sont ignorées</translation>
    </message>
    <message>
        <source>%1 line %2 (%3)</source>
        <translation>%1 ligne %2 (%3)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 to %2, %3 win, %4</source>
        <translation>%1 à %2, %3 vainqueurs, %4</translation>
    </message>
    <message>
        <source>%1 to %2, a draw</source>
        <translation>%1 à %2, match nul</translation>
    </message>
    <message>
        <source>Battle %1 result entered: %2; %3 unit(s) struck from the rosters</source>
        <extracomment>%1 battle number, %2 VP and winner, %3 how many units failed their survival roll</extracomment>
        <translation>Résultat de la bataille %1 saisi : %2 ; %3 unité(s) rayée(s) des listes d’armée</translation>
    </message>
    <message>
        <source>; %1 character(s) killed, %2 captured</source>
        <extracomment>appended to the battle&apos;s summary; %1 and %2 how many characters were killed, captured</extracomment>
        <translation> ; %1 personnage(s) tué(s), %2 capturé(s)</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 have no roster to count their losses from: type the VP side %2 scored in battle %3.</source>
        <translation>§7.7.6 Les %1 n’ont pas de liste d’armée d’après laquelle compter leurs pertes : saisissez les PV marqués par le camp %2 dans la bataille %3.</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 are beaten: their army leaves the map and the race goes back to box 0</source>
        <translation>§7.7.6 Les %1 sont battus : leur armée quitte la carte et la race revient en case 0</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 win and stay on the map; their losses do not count</source>
        <translation>§7.7.6 Les %1 gagnent et restent sur la carte ; leurs pertes ne comptent pas</translation>
    </message>
</context>
<context>
    <name>herald::db::CalendarCommands</name>
    <message>
        <source>The campaign&apos;s date (year %1, month %2, step &quot;%3&quot;) is not one the calendar knows; the file needs repair.</source>
        <translation>La date de la campagne (année %1, mois %2, étape «&#xa0;%3&#xa0;») est inconnue du calendrier ; le fichier doit être réparé.</translation>
    </message>
    <message>
        <source>The argument &quot;confirmedByHand&quot; must be true or false.</source>
        <translation>L’argument «&#xa0;confirmedByHand&#xa0;» doit valoir true ou false.</translation>
    </message>
    <message>
        <source>%1 is not finished, the date stays:
%2</source>
        <translation>%1 : étape non terminée, la date ne change pas :
%2</translation>
    </message>
    <message>
        <source>%1 needs the referee&apos;s own work, the date stays:
%2
Carry it out on paper, then confirm it with calendar.next {&quot;confirmedByHand&quot;: true} (herald-cli calendar next FILE --by-hand).</source>
        <translation>%1 : étape à effectuer par l’arbitre lui-même, la date ne change pas :
%2
Effectuez-la sur papier, puis confirmez-la avec calendar.next {&quot;confirmedByHand&quot;: true} (herald-cli calendar next FILE --by-hand).</translation>
    </message>
    <message>
        <source>The campaign&apos;s date could not be written.</source>
        <translation>La date de la campagne n’a pas pu être écrite.</translation>
    </message>
    <message>
        <source>%1 done by hand (stop-gap: confirmed by the referee, Herald did not check it); now %2</source>
        <extracomment>%1 the step&apos;s label and name (&quot;NY-1 Remove old armies&quot;), %2 the new date</extracomment>
        <translation>%1 : terminé à la main (palliatif : confirmé par l’arbitre, non vérifié par Herald) ; nouvelle date : %2</translation>
    </message>
    <message>
        <source>%1 done; now %2</source>
        <translation>%1 : terminé ; nouvelle date : %2</translation>
    </message>
    <message>
        <source>§7.6 Attendance is recorded at M-0, the start of a month; the campaign stands at %1.</source>
        <translation>§7.6 Les présences sont relevées à M-0, au début du mois ; la campagne en est à %1.</translation>
    </message>
    <message>
        <source>The argument &quot;present&quot; must be true or false.</source>
        <translation>L’argument «&#xa0;present&#xa0;» doit valoir true ou false.</translation>
    </message>
    <message>
        <source>%1&apos;s player attends the meeting of month %2</source>
        <translation>Le joueur de %1 assiste à la séance du mois %2</translation>
    </message>
    <message>
        <source>%1&apos;s player is absent in month %2: the nation is NPP (§7.6)</source>
        <translation>Le joueur de %1 est absent au mois %2 : la nation est NPP (joueur absent, §7.6)</translation>
    </message>
    <message>
        <source>By hand: %1</source>
        <extracomment>a line of `explain`: work the referee confirmed doing on paper</extracomment>
        <translation>À la main : %1</translation>
    </message>
</context>
<context>
    <name>herald::db::CalendarRepository</name>
    <message>
        <source>the map has no land area yet</source>
        <translation>la carte n’a encore aucune zone terrestre</translation>
    </message>
    <message>
        <source>%1 owns no area to start from</source>
        <translation>%1 ne possède aucune zone de départ</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <translation>%1 : %2 points</translation>
    </message>
    <message>
        <source>%1 (no army list to open a roster from)</source>
        <translation>%1 (aucun livre d’armée pour ouvrir une liste d’armée)</translation>
    </message>
</context>
<context>
    <name>herald::db::CalendarSteps</name>
    <message>
        <source>§7.5 chaos land d10 = %1</source>
        <translation>§7.5 terre du Chaos d10 = %1</translation>
    </message>
    <message>
        <source>%1: choose the unit types of %2 (§7.5)</source>
        <translation>%1 : choisir les types d’unités de %2 (§7.5)</translation>
    </message>
    <message>
        <source>Herald does not deal the POI cards yet: each player draws one and places it, and the referee enters it on the map.</source>
        <translation>Herald ne distribue pas encore les cartes de point d’intérêt : chaque joueur en pioche une et la place, puis l’arbitre la reporte sur la carte.</translation>
    </message>
    <message>
        <source>Choose the lesser races (two fewer than the player countries, more are allowed) and add each from the army lists with herald-cli lesser add FILE RACE; it starts in box 0. Herald does not check the count: confirm when done.</source>
        <translation>Choisissez les races mineures (deux de moins que les pays des joueurs, davantage est permis) et ajoutez chacune depuis les livres d’armée avec herald-cli lesser add FILE RACE ; elle commence dans la case 0. Herald ne vérifie pas leur nombre : confirmez une fois terminé.</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignCommands</name>
    <message>
        <source>A campaign needs a name.</source>
        <translation>Une campagne doit avoir un nom.</translation>
    </message>
    <message>
        <source>Campaign renamed to &quot;%1&quot;</source>
        <translation>Campagne renommée en «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>The argument &quot;value&quot; is missing.</source>
        <translation>L’argument «&#xa0;value&#xa0;» est manquant.</translation>
    </message>
    <message>
        <source>Setting %1 set to %2</source>
        <translation>Paramètre %1 réglé sur %2</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignDate</name>
    <message>
        <source>Year %1, New Year</source>
        <translation>Année %1, Nouvel An</translation>
    </message>
    <message>
        <source>Year %1, Month %2</source>
        <translation>Année %1, mois %2</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignFile</name>
    <message>
        <source>%1 is a database, but not a Herald campaign (another program wrote it).</source>
        <translation>%1 est une base de données, mais pas une campagne Herald (un autre programme l’a écrite).</translation>
    </message>
    <message>
        <source>%1 was saved by a newer Herald (campaign format %2; this Herald reads up to %3). Update Herald to open it.</source>
        <translation>%1 a été enregistré par une version plus récente de Herald (format de campagne %2 ; cette version lit jusqu’à %3). Mettez Herald à jour pour l’ouvrir.</translation>
    </message>
    <message>
        <source>%1 could not be opened: %2</source>
        <translation>%1 n’a pas pu être ouvert : %2</translation>
    </message>
    <message>
        <source>The new campaign could not be written: %1</source>
        <translation>La nouvelle campagne n’a pas pu être écrite : %1</translation>
    </message>
    <message>
        <source>%1 comes from an older Herald and must be upgraded before it can be opened, but %2. Copy it somewhere you may write to.</source>
        <translation>%1 provient d’une ancienne version de Herald et doit être mis à niveau avant de pouvoir être ouvert, mais %2. Copiez-le à un endroit où vous pouvez écrire.</translation>
    </message>
</context>
<context>
    <name>herald::db::CampaignJson</name>
    <message>
        <source>may not be null</source>
        <translation>ne peut pas être null</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>doit être un nombre entier</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>doit être un nombre</translation>
    </message>
    <message>
        <source>must be base64 text</source>
        <translation>doit être un texte en base64</translation>
    </message>
    <message>
        <source>must be text</source>
        <translation>doit être un texte</translation>
    </message>
    <message>
        <source>The import was refused; nothing was written. %1: %2</source>
        <translation>L’import a été refusé ; rien n’a été écrit. %1 : %2</translation>
    </message>
    <message>
        <source>expected &quot;%1&quot;; this is not a Herald campaign export</source>
        <translation>«&#xa0;%1&#xa0;» attendu ; ceci n’est pas un export de campagne Herald</translation>
    </message>
    <message>
        <source>must be a whole number from 1</source>
        <translation>doit être un nombre entier à partir de 1</translation>
    </message>
    <message>
        <source>format version %1 comes from a newer Herald; this one reads up to %2</source>
        <translation>la version de format %1 provient d’une version plus récente de Herald ; celle-ci lit jusqu’à %2</translation>
    </message>
    <message>
        <source>must be an object of tables</source>
        <translation>doit être un objet de tables</translation>
    </message>
    <message>
        <source>there is no such table in a campaign</source>
        <translation>cette table n’existe pas dans une campagne</translation>
    </message>
    <message>
        <source>must be an array of rows</source>
        <translation>doit être un tableau de lignes</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>there is no such column</source>
        <translation>cette colonne n’existe pas</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <source>must hold exactly one campaign record</source>
        <translation>doit contenir exactement un enregistrement de campagne</translation>
    </message>
    <message>
        <source>must be an array of entries</source>
        <translation>doit être un tableau d’entrées</translation>
    </message>
    <message>
        <source>needs &quot;command&quot; and &quot;summary&quot; text</source>
        <translation>nécessite les textes «&#xa0;command&#xa0;» et «&#xa0;summary&#xa0;»</translation>
    </message>
    <message>
        <source>needs &quot;year&quot; and &quot;month&quot; numbers</source>
        <translation>nécessite les nombres «&#xa0;year&#xa0;» et «&#xa0;month&#xa0;»</translation>
    </message>
    <message>
        <source>must be an array of rolls</source>
        <translation>doit être un tableau de jets</translation>
    </message>
    <message>
        <source>must be the time it was recorded, as text</source>
        <translation>doit être l’heure de l’enregistrement, sous forme de texte</translation>
    </message>
    <message>
        <source>refers to a row of &quot;%1&quot; that the file does not contain</source>
        <translation>fait référence à une ligne de «&#xa0;%1&#xa0;» que le fichier ne contient pas</translation>
    </message>
    <message>
        <source>The import was refused; nothing was written. %1</source>
        <translation>L’import a été refusé ; rien n’a été écrit. %1</translation>
    </message>
    <message>
        <source>%1 could not be exported, and no export was written: %2</source>
        <translation>%1 n’a pas pu être exporté, et aucun export n’a été écrit : %2</translation>
    </message>
    <message>
        <source>at byte %1</source>
        <translation>à l’octet %1</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>le document doit être un objet JSON</translation>
    </message>
    <message>
        <source>must be an array of lines of text</source>
        <translation>doit être un tableau de lignes de texte</translation>
    </message>
</context>
<context>
    <name>herald::db::CaptiveEscape</name>
    <message>
        <source>§6.4 %1 of %2 was taken this month: his first escape roll is at the end of next month (I-25).</source>
        <translation>§6.4 %1 de %2 a été pris ce mois-ci : son premier jet d’évasion a lieu à la fin du mois prochain (I-25).</translation>
    </message>
    <message>
        <source>§7.6 %1 of %2 does not roll to escape: his player is absent.</source>
        <translation>§7.6 %1 de %2 ne lance pas de jet d’évasion : son joueur est absent.</translation>
    </message>
    <message>
        <source>Captive escape: %1 of %2 (held by %3)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 a character, %2 his nation, %3 captor</extracomment>
        <translation>Évasion d’un captif : %1 de %2 (détenu par %3)</translation>
    </message>
    <message>
        <source>§6.4 %1 of %2, held by %3, rolls %4 on the escape chart (I-25): he escapes and is back on %2&apos;s roster.</source>
        <translation>§6.4 %1 de %2, détenu par %3, obtient %4 sur la table d’évasion (I-25) : il s’évade et revient sur la liste d’armée de %2.</translation>
    </message>
    <message>
        <source>§6.4 %1 of %2, held by %3, rolls %4 on the escape chart (I-25): he stays captive.</source>
        <translation>§6.4 %1 de %2, détenu par %3, obtient %4 sur la table d’évasion (I-25) : il reste captif.</translation>
    </message>
</context>
<context>
    <name>herald::db::CommandRunner</name>
    <message>
        <source>%1 is open read-only (%2), so nothing in it can change. Copy it somewhere you may write to, or change its permissions, and open it again.</source>
        <translation>%1 est ouvert en lecture seule (%2) : rien ne peut y être modifié. Copiez-le à un endroit où vous pouvez écrire, ou modifiez ses permissions, puis rouvrez-le.</translation>
    </message>
    <message>
        <source>There is no command named &quot;%1&quot;.</source>
        <translation>Il n’existe aucune commande nommée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The campaign record is missing.</source>
        <translation>L’enregistrement de la campagne est manquant.</translation>
    </message>
    <message>
        <source>There is nothing to redo.</source>
        <translation>Il n’y a rien à rétablir.</translation>
    </message>
    <message>
        <source>There is nothing to undo.</source>
        <translation>Il n’y a rien à annuler.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be undone: the history before it was imported.</source>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être annulée : l’historique qui la précède a été importé.</translation>
    </message>
    <message>
        <source>Redo failed, nothing was changed: %1</source>
        <translation>Le rétablissement a échoué, rien n’a été modifié : %1</translation>
    </message>
    <message>
        <source>Undo failed, nothing was changed: %1</source>
        <translation>L’annulation a échoué, rien n’a été modifié : %1</translation>
    </message>
</context>
<context>
    <name>herald::db::ControlStep</name>
    <message>
        <source>The towns held could not be noted.</source>
        <translation>Les bourgs tenus n’ont pas pu être consignés.</translation>
    </message>
    <message>
        <source>§6.9 Battle %1&apos;s POI card %2 does not stay in %3, which has a POI of its own (%4)</source>
        <translation>§6.9 La carte POI %2 de la bataille %1 ne reste pas dans %3, qui a son propre POI (%4)</translation>
    </message>
    <message>
        <source>§6.9 The POI revealed in battle %1 (%2) stays in %3 and shows on the map</source>
        <translation>§6.9 Le POI révélé dans la bataille %1 (%2) reste dans %3 et s’affiche sur la carte</translation>
    </message>
</context>
<context>
    <name>herald::db::CountryCommand</name>
    <message>
        <source>&quot;landmass&quot; must name a landmass of the map, not &quot;%1&quot;.</source>
        <translation>«&#xa0;landmass&#xa0;» doit nommer une masse continentale de la carte, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.3 %1 has not chosen this year to found another country on %2: answer &quot;country&quot; for its new centre there first (production.colony).</source>
        <translation>§7.3 %1 n’a pas choisi cette année de fonder un autre pays sur %2 : répondez d’abord «&#xa0;country&#xa0;» pour son nouveau centre là-bas (production.colony).</translation>
    </message>
    <message>
        <source>&quot;armyList&quot; must name an army list of the campaign for the new country&apos;s race, not &quot;%1&quot;.</source>
        <translation>«&#xa0;armyList&#xa0;» doit nommer un livre d’armée de la campagne pour la race du nouveau pays, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Another country needs a &quot;name&quot; and a &quot;colour&quot;.</source>
        <translation>Un autre pays doit avoir un «&#xa0;name&#xa0;» et une «&#xa0;colour&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;player&quot;: there is no player &quot;%1&quot;.</source>
        <translation>«&#xa0;player&#xa0;» : il n’existe aucun joueur «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>There is a nation called &quot;%1&quot; already: give the new country another name.</source>
        <translation>Il existe déjà une nation nommée «&#xa0;%1&#xa0;» : donnez un autre nom au nouveau pays.</translation>
    </message>
    <message>
        <source>%1 founds another country, %2, on %3 (§7.3)</source>
        <extracomment>%1 founding nation, %2 the new country, %3 landmass</extracomment>
        <translation>%1 fonde un autre pays, %2, sur %3 (§7.3)</translation>
    </message>
</context>
<context>
    <name>herald::db::DecksCommands</name>
    <message>
        <source>%1 typed die value(s) were not needed by this roll.</source>
        <translation>%1 valeur(s) de dé saisie(s) n’ont pas servi pour ce jet.</translation>
    </message>
    <message>
        <source>The shipped decks and tables cannot be read: %1</source>
        <translation>Les paquets et tables fournis ne peuvent pas être lus : %1</translation>
    </message>
    <message>
        <source>The campaign already has every shipped WarMaster table and deck.</source>
        <translation>La campagne contient déjà toutes les tables et tous les paquets WarMaster fournis.</translation>
    </message>
    <message>
        <source>Added the WarMaster content: %1 tables and %2 shuffled decks</source>
        <translation>Contenu WarMaster ajouté : %1 tables et %2 paquets mélangés</translation>
    </message>
    <message>
        <source>The modifier &quot;%1&quot; must be a whole number, such as %1=2.</source>
        <translation>Le modificateur «&#xa0;%1&#xa0;» doit être un nombre entier, par exemple %1=2.</translation>
    </message>
    <message>
        <source>The campaign has no table &apos;%1&apos;.</source>
        <translation>La campagne n’a pas de table «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The argument &quot;table&quot; must be a table as a JSON object.</source>
        <translation>L’argument «&#xa0;table&#xa0;» doit être une table sous forme d’objet JSON.</translation>
    </message>
    <message>
        <source>table.%1</source>
        <translation>table.%1</translation>
    </message>
    <message>
        <source>Edited table &apos;%1&apos;</source>
        <translation>Table «&#xa0;%1&#xa0;» modifiée</translation>
    </message>
    <message>
        <source>Added table &apos;%1&apos;</source>
        <translation>Table «&#xa0;%1&#xa0;» ajoutée</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos; cannot be removed: table(s) %2 say to roll again on it.</source>
        <translation>La table «&#xa0;%1&#xa0;» ne peut pas être retirée : la ou les tables %2 y renvoient pour un nouveau jet.</translation>
    </message>
    <message>
        <source>Removed table &apos;%1&apos;</source>
        <translation>Table «&#xa0;%1&#xa0;» retirée</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos;, CSV %2</source>
        <translation>Table «&#xa0;%1&#xa0;», CSV %2</translation>
    </message>
    <message>
        <source>Replaced the rows of table &apos;%1&apos; from CSV (%2 rows)</source>
        <translation>Lignes de la table «&#xa0;%1&#xa0;» remplacées depuis un CSV (%2 lignes)</translation>
    </message>
    <message>
        <source>operation.%1</source>
        <translation>operation.%1</translation>
    </message>
    <message>
        <source>The campaign has no deck &apos;%1&apos;.</source>
        <translation>La campagne n’a aucun paquet «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The argument &quot;deck&quot; must be a deck as a JSON object.</source>
        <translation>L’argument «&#xa0;deck&#xa0;» doit être un paquet sous forme d’objet JSON.</translation>
    </message>
    <message>
        <source>deck.%1</source>
        <translation>deck.%1</translation>
    </message>
    <message>
        <source>Edited deck &apos;%1&apos; (%2 cards)</source>
        <translation>Paquet «&#xa0;%1&#xa0;» modifié (%2 cartes)</translation>
    </message>
    <message>
        <source>Added deck &apos;%1&apos; (%2 cards)</source>
        <translation>Paquet «&#xa0;%1&#xa0;» ajouté (%2 cartes)</translation>
    </message>
    <message>
        <source>Removed deck &apos;%1&apos;</source>
        <translation>Paquet «&#xa0;%1&#xa0;» retiré</translation>
    </message>
    <message>
        <source>The argument &quot;content&quot; must be a decks-and-tables document.</source>
        <translation>L’argument «&#xa0;content&#xa0;» doit être un document de paquets et de tables.</translation>
    </message>
    <message>
        <source>Imported %1 tables and %2 decks</source>
        <translation>%1 tables et %2 paquets importés</translation>
    </message>
    <message>
        <source>%1 rewrote magic item &apos;%2&apos; (%3 points; %4 of %5 used)</source>
        <translation>%1 a réécrit l’objet magique «&#xa0;%2&#xa0;» (%3 points ; %4 sur %5 utilisés)</translation>
    </message>
    <message>
        <source>%1 wrote magic item &apos;%2&apos; (%3 points; %4 of %5 used)</source>
        <translation>%1 a rédigé l’objet magique «&#xa0;%2&#xa0;» (%3 points ; %4 sur %5 utilisés)</translation>
    </message>
    <message>
        <source>No magic item &apos;%1&apos; has been written.</source>
        <translation>Aucun objet magique «&#xa0;%1&#xa0;» n’a été rédigé.</translation>
    </message>
    <message>
        <source>Struck out magic item &apos;%1&apos; by %2</source>
        <translation>Objet magique «&#xa0;%1&#xa0;» de %2 rayé</translation>
    </message>
    <message>
        <source>No magic items have been written yet: each player writes up to %1 points of them (§2.18).</source>
        <translation>Aucun objet magique n’a encore été rédigé : chaque joueur en rédige pour %1 points au plus (§2.18).</translation>
    </message>
    <message>
        <source>The magic item deck has been dealt from already; it cannot be rebuilt while items are held, discarded or lost (§2.18).</source>
        <translation>Le paquet des objets magiques a déjà été distribué ; il ne peut pas être reconstitué tant que des objets sont détenus, défaussés ou perdus (§2.18).</translation>
    </message>
    <message>
        <source>Shuffled %1 magic items into the magic item deck</source>
        <translation>%1 objets magiques mélangés dans le paquet des objets magiques</translation>
    </message>
    <message>
        <source>The argument &quot;nations&quot; must list the nations to deal to.</source>
        <translation>L’argument «&#xa0;nations&#xa0;» doit lister les nations auxquelles distribuer.</translation>
    </message>
    <message>
        <source>There is no magic item deck yet: shuffle the written items into it first.</source>
        <translation>Il n’y a pas encore de paquet des objets magiques : mélangez-y d’abord les objets rédigés.</translation>
    </message>
</context>
<context>
    <name>herald::db::DiceCommands</name>
    <message numerus="yes">
        <source>%n typed value(s) were left over: %1 needs %2 dice.</source>
        <translation>
            <numerusform>%n valeur saisie était en trop : %1 nécessite %2 dés.</numerusform>
            <numerusform>%n valeurs saisies étaient en trop : %1 nécessite %2 dés.</numerusform>
        </translation>
    </message>
    <message>
        <source>Referee&apos;s roll</source>
        <translation>Jet de l’arbitre</translation>
    </message>
    <message>
        <source>%1: typed %2</source>
        <translation>%1 : %2 saisi</translation>
    </message>
    <message>
        <source>%1: rolled %2</source>
        <translation>%1 : %2 obtenu</translation>
    </message>
</context>
<context>
    <name>herald::db::DiplomacyCommands</name>
    <message>
        <source>There is no Diplomacy game %1.</source>
        <translation>Il n’existe aucune partie de Diplomacy %1.</translation>
    </message>
    <message>
        <source>The current phase of &quot;%1&quot; cannot be read.</source>
        <translation>La phase en cours de «&#xa0;%1&#xa0;» ne peut pas être lue.</translation>
    </message>
    <message>
        <source>There is no variant &quot;%1&quot;; choose standard or downfall.</source>
        <translation>Il n’existe aucune variante «&#xa0;%1&#xa0;» ; choisissez standard ou downfall.</translation>
    </message>
    <message>
        <source>A Diplomacy game needs a name.</source>
        <translation>Une partie de Diplomacy doit avoir un nom.</translation>
    </message>
    <message>
        <source>New Diplomacy game &quot;%1&quot; (%2), %3</source>
        <translation>Nouvelle partie de Diplomacy «&#xa0;%1&#xa0;» (%2), %3</translation>
    </message>
    <message>
        <source>%1 is not a power of %2.</source>
        <translation>%1 n’est pas une puissance de %2.</translation>
    </message>
    <message>
        <source>%1&apos;s orders, %2</source>
        <translation>Ordres de %1, %2</translation>
    </message>
    <message numerus="yes">
        <source>%1: %2&apos;s orders for %3 (%n order(s))</source>
        <translation>
            <numerusform>%1 : ordres de %2 pour %3 (%n ordre)</numerusform>
            <numerusform>%1 : ordres de %2 pour %3 (%n ordres)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %2 adjudicated (%n result(s)); next: %3</source>
        <translation>
            <numerusform>%1 : arbitrage de %2 (%n résultat) ; ensuite : %3</numerusform>
            <numerusform>%1 : arbitrage de %2 (%n résultats) ; ensuite : %3</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is over: %2 has won.</source>
        <translation>%1 est terminée : %2 a gagné.</translation>
    </message>
    <message>
        <source>%1 is not a province of %2.</source>
        <translation>%1 n’est pas une province de %2.</translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no Ring.</source>
        <translation>%1 est une partie standard : elle n’a pas d’Anneau.</translation>
    </message>
    <message>
        <source>The Ring has left its hiding place; it can no longer be hidden (B9.2).</source>
        <translation>L’Anneau a quitté sa cachette ; il ne peut plus être caché (B9.2).</translation>
    </message>
    <message>
        <source>The Ring cannot be hidden in %1: it must lie more than three steps from Mordor&apos;s units, Sauron, the Nazgul and the box, and not in Erech, Khazad-Dum, Orodruin or an occupied space (B9.2, E32).</source>
        <translation>L’Anneau ne peut pas être caché en %1 : il doit se trouver à plus de trois pas des unités du Mordor, de Sauron, des Nazgul et de la boîte, et pas à Erech, Khazad-Dum, Orodruin ni sur un espace occupé (B9.2, E32).</translation>
    </message>
    <message>
        <source>%1: the Ring hidden in %2 (known to the game master only)</source>
        <translation>%1 : l’Anneau caché en %2 (connu du seul meneur de jeu)</translation>
    </message>
    <message>
        <source>A private note needs some text.</source>
        <translation>Une note privée doit contenir du texte.</translation>
    </message>
    <message>
        <source>%1: private note for %2 (%3)</source>
        <translation>%1 : note privée pour %2 (%3)</translation>
    </message>
</context>
<context>
    <name>herald::db::EngagementCommands</name>
    <message>
        <source>§5.1 There is no engagement %1 this turn (see the engagements list).</source>
        <translation>§5.1 Il n’y a pas d’engagement %1 ce tour-ci (voir la liste des engagements).</translation>
    </message>
    <message>
        <source>The argument &quot;location&quot; must be one of %1.</source>
        <translation>L’argument «&#xa0;location&#xa0;» doit être l’un de %1.</translation>
    </message>
    <message>
        <source>§5.1 %1 has no army in engagement %2.</source>
        <translation>§5.1 %1 n’a aucune armée dans l’engagement %2.</translation>
    </message>
    <message>
        <source>§5.2 Engagement %1 is settled: its choices were revealed together.</source>
        <translation>§5.2 L’engagement %1 est réglé : ses choix ont été révélés ensemble.</translation>
    </message>
    <message>
        <source>§5.2 %1 chooses no location in engagement %2: swaps, interdictions, sallies and pre-engaged armies fight where the rules put them (§5.4, §4.8, I-43, §5.8), and a besieged army stays in its population centre.</source>
        <translation>§5.2 %1 ne choisit pas d’emplacement dans l’engagement %2 : croisements, interdictions, sorties et armées pré-engagées combattent là où les règles les placent (§5.4, §4.8, I-43, §5.8), et une armée assiégée reste dans son centre de population.</translation>
    </message>
    <message>
        <source>%1&apos;s secret location choice for engagement %2 is in (§5.2)</source>
        <translation>Choix secret d’emplacement de %1 pour l’engagement %2 enregistré (§5.2)</translation>
    </message>
    <message>
        <source>The argument &quot;stance&quot; must be defend or attack.</source>
        <translation>L’argument «&#xa0;stance&#xa0;» doit valoir defend ou attack.</translation>
    </message>
    <message>
        <source>§5.7 Engagement %1 has two nations: their sides are plain, nobody declares.</source>
        <translation>§5.7 L’engagement %1 ne compte que deux nations : les camps sont clairs, personne ne fait de déclaration.</translation>
    </message>
    <message>
        <source>§5.7 Engagement %1 is settled: its declarations were revealed together.</source>
        <translation>§5.7 L’engagement %1 est réglé : ses déclarations ont été révélées ensemble.</translation>
    </message>
    <message>
        <source>%1&apos;s secret declaration for engagement %2 is in (§5.7)</source>
        <translation>Déclaration secrète de %1 pour l’engagement %2 enregistrée (§5.7)</translation>
    </message>
    <message>
        <source>§1.9 There is no pending battle %1 this turn (see the engagements list).</source>
        <translation>§1.9 Il n’y a pas de bataille en attente %1 ce tour-ci (voir la liste des engagements).</translation>
    </message>
    <message>
        <source>§1.9 %1 has no army in pending battle %2.</source>
        <translation>§1.9 %1 n’a aucune armée dans la bataille en attente %2.</translation>
    </message>
    <message>
        <source>§1.9 %1 has armies on both sides of battle %2: name a nation of one side.</source>
        <translation>§1.9 %1 a des armées dans les deux camps de la bataille %2 : indiquez une nation d’un seul camp.</translation>
    </message>
    <message>
        <source>Battle %1 marked by hand as won by %2&apos;s side (stop-gap until Herald fights battles: no losses, retreats or survival rolls are worked out)</source>
        <translation>Bataille %1 notée à la main comme gagnée par le camp de %2 (palliatif en attendant que Herald résolve les batailles : ni pertes, ni retraites, ni jets de survie ne sont calculés)</translation>
    </message>
    <message>
        <source>The argument &quot;faction&quot; must be 1 or 2.</source>
        <translation>L’argument «&#xa0;faction&#xa0;» doit valoir 1 ou 2.</translation>
    </message>
    <message>
        <source>§5.7 %1 has already joined a faction in engagement %2.</source>
        <translation>§5.7 %1 a déjà rejoint une faction dans l’engagement %2.</translation>
    </message>
    <message>
        <source>%1 has joined a faction in engagement %2 (§5.7 option B, secret until all have)</source>
        <translation>%1 a rejoint une faction dans l’engagement %2 (§5.7 option B, secret jusqu’à ce que tous l’aient fait)</translation>
    </message>
    <message>
        <source>§5.7 %1 has no army on a side that must split into factions in engagement %2 (only option B asks it, of the larger side).</source>
        <translation>§5.7 %1 n’a aucune armée dans un camp qui doit se diviser en factions dans l’engagement %2 (seule l’option B le demande, au camp le plus nombreux).</translation>
    </message>
    <message>
        <source>§6.1 Battle %1 has its result entered, which decided the winner; undo the result to mark one by hand.</source>
        <translation>§6.1 Le résultat de la bataille %1 a été saisi et a désigné le vainqueur ; annulez le résultat pour en noter un à la main.</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1 is against the independent %2: enter its result (battle result), which also decides the race&apos;s fate.</source>
        <translation>§7.7.6 La bataille %1 se livre contre l’armée indépendante des %2 : saisissez son résultat (battle result), qui décide aussi du sort de la race.</translation>
    </message>
</context>
<context>
    <name>herald::db::EngagementStep</name>
    <message>
        <source>armies of different nations in one area (§5.1)</source>
        <translation>armées de nations différentes dans une même zone (§5.1)</translation>
    </message>
    <message>
        <source>a swap of places (§5.4)</source>
        <translation>un croisement (échange de places, §5.4)</translation>
    </message>
    <message>
        <source>an army stopped leaving (§4.8)</source>
        <translation>une armée empêchée de partir (§4.8)</translation>
    </message>
    <message>
        <source>the besieged sally forth (I-43)</source>
        <translation>les assiégés font une sortie (I-43)</translation>
    </message>
    <message>
        <source>the besieger assaults (I-43)</source>
        <translation>l’assiégeant donne l’assaut (I-43)</translation>
    </message>
    <message>
        <source>armies pre-engaged last turn (§5.8)</source>
        <translation>armées pré-engagées au tour précédent (§5.8)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>§1.9 Pending battle %1: %2 in %3 at the %4, %5 against %6</source>
        <extracomment>%1 number, %2 kind of battle, %3 area, %4 location, %5 and %6 the two sides&apos; armies</extracomment>
        <translation>§1.9 Bataille en attente %1 : %2 en %3 (%4), %5 contre %6</translation>
    </message>
    <message>
        <source>§5.7 %1 retreat at M-4 without a battle and without losses.</source>
        <translation>§5.7 %1 battent en retraite à M-4, sans bataille et sans pertes.</translation>
    </message>
    <message>
        <source>§5.7 %1 must get down to one army in the area: the referee settles who leaves at M-4.</source>
        <translation>§5.7 %1 doivent se ramener à une seule armée dans la zone : l’arbitre décide à M-4 laquelle part.</translation>
    </message>
    <message>
        <source>§5.1 Engagement %1 in %2, %3: %4</source>
        <extracomment>%1 number, %2 area, %3 why, %4 the armies</extracomment>
        <translation>§5.1 Engagement %1 en %2, %3 : %4</translation>
    </message>
    <message>
        <source>; secret location choices (§5.2) from %1</source>
        <translation> ; choix secrets d’emplacement (§5.2) attendus de %1</translation>
    </message>
    <message>
        <source>§1.9 Battle %1 in %2 won by %3 (marked by hand, a stop-gap until Herald fights battles)</source>
        <extracomment>%1 battle number, %2 area, %3 the winning armies</extracomment>
        <translation>§1.9 Bataille %1 en %2 gagnée par %3 (notée à la main, palliatif en attendant que Herald résolve les batailles)</translation>
    </message>
    <message>
        <source>%1 (defend or attack, §5.7)</source>
        <translation>%1 (défendre ou attaquer, §5.7)</translation>
    </message>
    <message>
        <source>engagement %1 in %2: %3</source>
        <extracomment>%1 engagement number, %2 area, %3 who has not chosen</extracomment>
        <translation>engagement %1 en %2 : %3</translation>
    </message>
    <message>
        <source>battle %1 in %2</source>
        <translation>bataille %1 en %2</translation>
    </message>
    <message>
        <source>§5.7 option B: %1 must split into two factions against %2; each player joins one in secret (faction).</source>
        <translation>§5.7 option B : %1 doivent se diviser en deux factions contre %2 ; chaque joueur en rejoint une en secret (faction).</translation>
    </message>
    <message>
        <source>§5.7 option B, the factions revealed: %1 in the first, %2 in the second.</source>
        <translation>§5.7 option B, factions révélées : %1 dans la première, %2 dans la seconde.</translation>
    </message>
    <message>
        <source>%1 (which faction, §5.7 option B)</source>
        <translation>%1 (quelle faction, §5.7 option B)</translation>
    </message>
    <message>
        <source>§2.13 Battle %1 in %2 is a draw (I-32)</source>
        <extracomment>%1 battle number, %2 area</extracomment>
        <translation>§2.13 La bataille %1 en %2 est un match nul (I-32)</translation>
    </message>
    <message>
        <source>§6.1 Battle %1 in %2 won by %3 (%4, result entered)</source>
        <extracomment>%1 battle number, %2 area, %3 the winning armies, %4 the level key</extracomment>
        <translation>§6.1 Bataille %1 en %2 gagnée par %3 (%4, résultat saisi)</translation>
    </message>
    <message>
        <source>the independent %1 army</source>
        <translation>l’armée indépendante des %1</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionCommands</name>
    <message>
        <source>&quot;storm&quot; is advantage or ship, not &quot;%1&quot;.</source>
        <translation>«&#xa0;storm&#xa0;» vaut advantage ou ship, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.2.5 &quot;%1&quot; cannot face a sea monster: only a hero or wizard aboard, neither the general nor the admiral.</source>
        <translation>§7.2.5 «&#xa0;%1&#xa0;» ne peut pas affronter un monstre marin : seul un héros ou un sorcier à bord le peut, ni le général ni l’amiral.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 has no marker on the map to sail from.</source>
        <translation>§7.2.2 %1 n’a pas de marqueur sur la carte d’où appareiller.</translation>
    </message>
    <message>
        <source>&quot;destination&quot; must name a landmass of the map, not &quot;%1&quot;.</source>
        <translation>«&#xa0;destination&#xa0;» doit nommer une masse continentale de la carte, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.2.2 %1 has declared its destination already (%2): once at sea it cannot be changed.</source>
        <translation>§7.2.2 %1 a déjà déclaré sa destination (%2) : une fois en mer, elle ne peut plus être changée.</translation>
    </message>
    <message>
        <source>§7.4.1 An exodus sails away from %1: it names another landmass.</source>
        <translation>§7.4.1 Un exode quitte %1 : il désigne une autre masse continentale.</translation>
    </message>
    <message>
        <source>%1 is ordered to sea, bound for %2 (§7.2.2)</source>
        <translation>%1 reçoit l’ordre de prendre la mer, à destination de %2 (§7.2.2)</translation>
    </message>
    <message>
        <source>%1 names %2 as its destination (§7.4)</source>
        <translation>%1 désigne %2 comme destination (§7.4)</translation>
    </message>
    <message>
        <source>I-10 %1 has not reached land (status %2): it lands only when the chart brings it ashore (19, 20+) or the sea people&apos;s escort finds its port lost.</source>
        <translation>I-10 %1 n’a pas atteint la terre (statut %2) : elle ne débarque que lorsque la table la mène à terre (19, 20+) ou que l’escorte du peuple de la mer trouve son port perdu.</translation>
    </message>
    <message>
        <source>&quot;area&quot; must be the XXYY number of an area of the map.</source>
        <translation>«&#xa0;area&#xa0;» doit être le numéro XXYY d’une zone de la carte.</translation>
    </message>
    <message>
        <source>%1 comes ashore at %2 (I-10)</source>
        <translation>%1 débarque en %2 (I-10)</translation>
    </message>
    <message>
        <source>§7.2.8 the ships and the admiral are gone; %1 marches as an army with its expedition roster until the New Year (I-71).</source>
        <translation>§7.2.8 les navires et l’amiral sont partis ; %1 marche comme une armée avec la liste d’armée de son expédition jusqu’au Nouvel An (I-71).</translation>
    </message>
    <message>
        <source>§7.2.7 %1 has found no sea people this turn (status %2): an alliance is made when the chart reads 18.</source>
        <translation>§7.2.7 %1 n’a trouvé aucun peuple de la mer ce tour-ci (statut %2) : une alliance se conclut quand la table indique 18.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 already has an underwater ally.</source>
        <translation>§7.2.7 %1 a déjà un allié sous-marin.</translation>
    </message>
    <message>
        <source>§7.2.7 &quot;%1&quot; cannot stay as envoy: only a hero or wizard aboard, neither the general nor the admiral.</source>
        <translation>§7.2.7 «&#xa0;%1&#xa0;» ne peut pas rester comme émissaire : seul un héros ou un sorcier à bord le peut, ni le général ni l’amiral.</translation>
    </message>
    <message>
        <source>&quot;armyList&quot; must name an army list of the campaign for the sea people, not &quot;%1&quot;.</source>
        <translation>«&#xa0;armyList&#xa0;» doit nommer un livre d’armée de la campagne pour le peuple de la mer, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Sea people of %1</source>
        <extracomment>the default name of an underwater ally, %1 the land nation</extracomment>
        <translation>Peuple de la mer de %1</translation>
    </message>
    <message>
        <source>There is a nation called &quot;%1&quot; already: give the sea people another name.</source>
        <translation>Il existe déjà une nation nommée «&#xa0;%1&#xa0;» : donnez un autre nom au peuple de la mer.</translation>
    </message>
    <message>
        <source>%1 stays as %2&apos;s envoy with %3 (§7.2.7)</source>
        <extracomment>%1 the envoy, %2 the nation, %3 the underwater nation</extracomment>
        <translation>%1 reste comme émissaire de %2 auprès de %3 (§7.2.7)</translation>
    </message>
    <message>
        <source>&quot;location&quot; is countryside or populationCentre, not &quot;%1&quot;.</source>
        <translation>«&#xa0;location&#xa0;» vaut countryside ou populationCentre, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;realm&quot; must be the XXYY number of a sea hex of the map, not &quot;%1&quot;.</source>
        <translation>«&#xa0;realm&#xa0;» doit être le numéro XXYY d’un hexagone de mer de la carte, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.2.7, I-8 %1&apos;s realm is on the map: %2 underwater areas (%3), none of them coastal, the town at %4.</source>
        <extracomment>%1 the underwater nation, %2 how many areas, %3 their hexes, %4 the town&apos;s hex</extracomment>
        <translation>§7.2.7, I-8 le royaume de %1 est sur la carte : %2 zones sous-marines (%3), aucune côtière, le bourg en %4.</translation>
    </message>
    <message>
        <source>§7.2.7 the envoy&apos;s CP are paid every year, or the alliance lapses. Every expedition of either nation rolls +3.</source>
        <translation>§7.2.7 les CP de l’émissaire se paient chaque année, sinon l’alliance prend fin. Chaque expédition de l’une ou l’autre nation obtient +3 à ses jets.</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionLosses</name>
    <message>
        <source>I-71 %1 fights from its expedition roster, which has no unit of that roster line left aboard: the sheet names a unit it does not have.</source>
        <translation>I-71 %1 combat avec la liste d’armée de son expédition, qui n’a plus aucune unité de cette ligne à bord : la feuille indique une unité qu’elle n’a pas.</translation>
    </message>
    <message>
        <source>I-71 one %1 is struck from the roster of %2, which fights from it until the New Year.</source>
        <extracomment>%1 the unit type(s), %2 the expedition</extracomment>
        <translation>I-71 une unité %1 est rayée de la liste d’armée de %2, qui combat avec elle jusqu’au Nouvel An.</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionOutfit</name>
    <message>
        <source>line %1 (%2, %3)</source>
        <extracomment>%1 line number on the roster, %2 its unit types, %3 category</extracomment>
        <translation>ligne %1 (%2, %3)</translation>
    </message>
    <message>
        <source>&quot;units&quot;: line %1 is not on the roster (lines 1 to %2).</source>
        <translation>«&#xa0;units&#xa0;» : la ligne %1 n’est pas sur la liste d’armée (lignes 1 à %2).</translation>
    </message>
    <message>
        <source>§2.3 &quot;%1&quot; is not a character on this year&apos;s roster.</source>
        <translation>§2.3 «&#xa0;%1&#xa0;» n’est pas un personnage de la liste d’armée de cette année.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 cannot be the admiral and sail in another role.</source>
        <translation>§7.2.1 %1 ne peut pas être l’amiral et embarquer dans un autre rôle.</translation>
    </message>
    <message>
        <source>An expedition needs a &quot;name&quot;.</source>
        <translation>Une expédition doit avoir un «&#xa0;name&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;port&quot; must be the XXYY number of an area of the map.</source>
        <translation>«&#xa0;port&#xa0;» doit être le numéro XXYY d’une zone de la carte.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 has no roster for year %2: the expedition&apos;s troops come from it.</source>
        <translation>§7.2.1 %1 n’a pas de liste d’armée pour l’année %2 : c’est d’elle que viennent les troupes de l’expédition.</translation>
    </message>
    <message>
        <source>§1.5 %1 already has an army called &quot;%2&quot;: the expedition&apos;s marker needs a name of its own.</source>
        <translation>§1.5 %1 a déjà une armée nommée «&#xa0;%2&#xa0;» : le marqueur de l’expédition doit avoir un nom qui lui est propre.</translation>
    </message>
    <message>
        <source>%1 outfits the expedition %2 at %3: %4 unit(s) on %5 boat(s) (§7.2.1)</source>
        <extracomment>%1 nation, %2 expedition, %3 port, %4 units, %5 boats</extracomment>
        <translation>%1 équipe l’expédition %2 à %3 : %4 unité(s) sur %5 navire(s) (§7.2.1)</translation>
    </message>
    <message>
        <source>§7.2.7 the sea people swim: no boats are traded for; each unit counts as its own ship on the chart.</source>
        <translation>§7.2.7 le peuple de la mer nage : aucune unité n’est échangée contre des navires ; chaque unité compte comme son propre navire sur la table.</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionStep</name>
    <message>
        <source>§7.2.7 the sea people bring %1 back to %2.</source>
        <translation>§7.2.7 le peuple de la mer ramène %1 à %2.</translation>
    </message>
    <message>
        <source>§7.2.7 %1&apos;s home port is no longer its own: the fleet comes ashore on the landmass it left, in an area with no army, town or city (expedition.land).</source>
        <translation>§7.2.7 le port d’attache de %1 ne lui appartient plus : la flotte débarque sur la masse continentale qu’elle a quittée, dans une zone sans armée, bourg ni cité (expedition.land).</translation>
    </message>
    <message>
        <source>§7.2.5 %1 has no ship left: it is lost with all aboard.</source>
        <translation>§7.2.5 %1 n’a plus de navire : elle est perdue avec tous ceux qui sont à bord.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 expedition, %2 what the chart said</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>I-10 %1 has reached land: bring it ashore with expedition.land; it takes orders from next turn.</source>
        <translation>I-10 %1 a atteint la terre : faites-la débarquer avec expedition.land ; elle reçoit des ordres dès le tour suivant.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 puts to sea from %2; it first rolls on the chart next turn (I-12).</source>
        <translation>§7.2.2 %1 prend la mer depuis %2 ; elle lance pour la première fois sur la table au tour suivant (I-12).</translation>
    </message>
    <message>
        <source>§7.4 %1 has named no landmass yet (expedition.sail): it does not roll this turn.</source>
        <translation>§7.4 %1 n’a encore désigné aucune masse continentale (expedition.sail) : elle ne lance pas ce tour-ci.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 keeps no envoy on this year&apos;s roster: its alliance with %2 lapses.</source>
        <extracomment>%1 the land nation, %2 the underwater nation</extracomment>
        <translation>§7.2.7 %1 n’a aucun émissaire sur la liste d’armée de cette année : son alliance avec %2 prend fin.</translation>
    </message>
    <message>
        <source>§7.6 %1&apos;s player is absent: its fleet %2 waits where it is.</source>
        <translation>§7.6 le joueur de %1 est absent : sa flotte %2 attend sur place.</translation>
    </message>
    <message>
        <source>I-10 %1 has reached land and waits to come ashore: land it with expedition.land (herald-cli expedition land FILE EXPEDITION AREA).</source>
        <translation>I-10 %1 a atteint la terre et attend de débarquer : faites-la débarquer avec expedition.land (herald-cli expedition land FILE EXPEDITION AREA).</translation>
    </message>
</context>
<context>
    <name>herald::db::ExpeditionSupport</name>
    <message>
        <source>The argument &quot;expedition&quot; is missing.</source>
        <translation>L’argument «&#xa0;expedition&#xa0;» est manquant.</translation>
    </message>
    <message>
        <source>§7.2 There is no expedition &quot;%1&quot; (or several have that name: give its number).</source>
        <translation>§7.2 Il n’existe aucune expédition «&#xa0;%1&#xa0;» (ou plusieurs portent ce nom : indiquez son numéro).</translation>
    </message>
</context>
<context>
    <name>herald::db::ExperienceCommands</name>
    <message>
        <source>§2.15 I-77 %1&apos;s roster line %2 has no %3 unit lost this year.</source>
        <translation>§2.15 I-77 La ligne %2 de la liste d’armée de %1 n’a perdu aucune unité %3 cette année.</translation>
    </message>
    <message>
        <source>§2.15 I-77 %1 has lost no %2 unit this year: only a lost unit can be restored.</source>
        <translation>§2.15 I-77 %1 n’a perdu aucune unité %2 cette année : seule une unité perdue peut être rétablie.</translation>
    </message>
    <message>
        <source>§2.15 The purchase is one of %1, not &quot;%2&quot;.</source>
        <translation>§2.15 L’achat est l’un de %1, pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>§2.15 One purchase per battle: %1 already bought &quot;%2&quot; for its next battle.</source>
        <translation>§2.15 Un achat par bataille : %1 a déjà acheté «&#xa0;%2&#xa0;» pour sa prochaine bataille.</translation>
    </message>
    <message>
        <source>§2.15 %1 has %2 XP; %3 costs %4.</source>
        <translation>§2.15 %1 a %2 PX ; %3 coûte %4.</translation>
    </message>
    <message>
        <source>§2.15 %1 has no roster for year %2.</source>
        <translation>§2.15 %1 n’a pas de liste d’armée pour l’année %2.</translation>
    </message>
    <message>
        <source>restored a unit to roster line %1 (%2): lost %3 → %4</source>
        <extracomment>%1 the roster line&apos;s number, %2 its unit types, %3 and %4 units lost before and after</extracomment>
        <translation>unité rétablie sur la ligne %1 de la liste d’armée (%2) : pertes %3 → %4</translation>
    </message>
    <message>
        <source>§2.15 %1 spends %3 XP (%2): %4 → %5 XP; no other purchase before its next battle</source>
        <extracomment>%1 nation, %2 what was bought, %3 XP paid, %4 and %5 the balance before and after</extracomment>
        <translation>§2.15 %1 dépense %3 PX (%2) : %4 → %5 PX ; aucun autre achat avant sa prochaine bataille</translation>
    </message>
    <message>
        <source>%1 spends %2 XP: %3</source>
        <translation>%1 dépense %2 PX : %3</translation>
    </message>
</context>
<context>
    <name>herald::db::ExperiencePurchases</name>
    <message>
        <source>%1 The campaign has no readable table &apos;%2&apos;: add it in Decks &amp; Tables (decks install puts back the shipped one), then buy again.</source>
        <extracomment>%1 the §10 row, %2 the table&apos;s id</extracomment>
        <translation>%1 La campagne n’a pas de table «&#xa0;%2&#xa0;» lisible : ajoutez-la dans Paquets et tables (decks install remet celle fournie), puis achetez à nouveau.</translation>
    </message>
    <message>
        <source>§2.15 A battle honour is rolled for one army of %1: name it (army).</source>
        <translation>§2.15 Un honneur de bataille est tiré pour une armée de %1 : nommez-la (army).</translation>
    </message>
    <message>
        <source>§2.15 There is no army &quot;%1&quot; on the map.</source>
        <translation>§2.15 Il n’y a pas d’armée «&#xa0;%1&#xa0;» sur la carte.</translation>
    </message>
    <message>
        <source>§2.15 %1 is not an army of %2: a nation buys honours for its own armies.</source>
        <translation>§2.15 %1 n’est pas une armée de %2 : une nation achète des honneurs pour ses propres armées.</translation>
    </message>
    <message>
        <source>battle honour for %1</source>
        <extracomment>the purpose of the battle honour die in the history; %1 the army</extracomment>
        <translation>honneur de bataille pour %1</translation>
    </message>
    <message>
        <source>battle honour for %1, kept for its next battle: %2</source>
        <extracomment>%1 army, %2 the roll and the honour</extracomment>
        <translation>honneur de bataille pour %1, conservé pour sa prochaine bataille : %2</translation>
    </message>
    <message>
        <source>random scenario for %1</source>
        <extracomment>the purpose of the random scenario die in the history; %1 the nation</extracomment>
        <translation>scénario aléatoire pour %1</translation>
    </message>
    <message>
        <source>random scenario, kept for the nation&apos;s next battle: %1</source>
        <extracomment>%1 the roll and the scenario</extracomment>
        <translation>scénario aléatoire, conservé pour la prochaine bataille de la nation : %1</translation>
    </message>
    <message>
        <source>§2.15 The campaign has no magic item deck to draw from: the players write the items and shuffle them into it first (§2.18).</source>
        <translation>§2.15 La campagne n’a pas de paquet des objets magiques où piocher : les joueurs doivent d’abord rédiger les objets et les y mélanger (§2.18).</translation>
    </message>
    <message>
        <source>§2.15 No magic item can be drawn: %1</source>
        <extracomment>%1 why the deck could not give a card</extracomment>
        <translation>§2.15 Aucun objet magique ne peut être pioché : %1</translation>
    </message>
    <message>
        <source>The magic item deck could not be kept.</source>
        <translation>Le paquet des objets magiques n’a pas pu être enregistré.</translation>
    </message>
    <message>
        <source>the magic item %1, drawn from the magic item deck</source>
        <extracomment>%1 the magic item&apos;s name</extracomment>
        <translation>l’objet magique %1, pioché dans le paquet des objets magiques</translation>
    </message>
    <message>
        <source>§2.15 %1 draws the top card of the magic item deck: %2 (%3 left); it waits on the roster until one of its characters takes it.</source>
        <extracomment>%1 nation, %2 the magic item&apos;s name, %3 cards left in the deck</extracomment>
        <translation>§2.15 %1 pioche la première carte du paquet des objets magiques : %2 (%3 restantes) ; l’objet attend sur la liste d’armée qu’un de ses personnages le prenne.</translation>
    </message>
    <message>
        <source>%1 — used in this battle</source>
        <extracomment>%1 what was bought, as the brief showed it</extracomment>
        <translation>%1 — utilisé dans cette bataille</translation>
    </message>
</context>
<context>
    <name>herald::db::FileInspection</name>
    <message>
        <source>There is no file at %1.</source>
        <translation>Il n’y a aucun fichier à %1.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a campaign file.</source>
        <translation>%1 est un dossier, pas un fichier de campagne.</translation>
    </message>
    <message>
        <source>%1 is not a campaign file: it is a named pipe, a device or a socket, and Herald opens only ordinary files.</source>
        <translation>%1 n’est pas un fichier de campagne : c’est un tube nommé, un périphérique ou un socket, et Herald n’ouvre que des fichiers ordinaires.</translation>
    </message>
    <message>
        <source>%1 is not a Herald campaign: it is not a database file at all.</source>
        <translation>%1 n’est pas une campagne Herald : ce n’est même pas un fichier de base de données.</translation>
    </message>
    <message>
        <source>the file is write-protected</source>
        <translation>le fichier est protégé en écriture</translation>
    </message>
    <message>
        <source>its folder %1 cannot be written to</source>
        <translation>son dossier %1 n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>%1 is damaged: its header gives an impossible page size (%2).</source>
        <translation>%1 est endommagé : son en-tête indique une taille de page impossible (%2).</translation>
    </message>
    <message>
        <source>%1 is damaged: the file is shorter than its own header says (%2 of %3 bytes). It was probably cut off while being copied; use a backup copy.</source>
        <translation>%1 est endommagé : le fichier est plus court que ne l’indique son propre en-tête (%2 octets sur %3). Il a probablement été tronqué pendant une copie ; utilisez une copie de sauvegarde.</translation>
    </message>
</context>
<context>
    <name>herald::db::GeneralReplacements</name>
    <message>
        <source>§6.6 A fallen general&apos;s successor is chosen after the battle, at M-3 or M-4; the campaign stands elsewhere.</source>
        <translation>§6.6 Le successeur d’un général tombé est choisi après la bataille, à M-3 ou M-4 ; la campagne en est ailleurs.</translation>
    </message>
    <message>
        <source>§6.6 &quot;%1&quot; is no general of battle %2 waiting for a successor (killed, or captured with captureCountsAsDeath, and not yet replaced).</source>
        <translation>§6.6 «&#xa0;%1&#xa0;» n’est pas un général de la bataille %2 en attente d’un successeur (tué, ou capturé avec captureCountsAsDeath, et pas encore remplacé).</translation>
    </message>
    <message>
        <source>§6.6 &quot;%1&quot; is no active hero of %2 who could succeed %3. %4.</source>
        <translation>§6.6 «&#xa0;%1&#xa0;» n’est pas un héros actif de %2 qui pourrait succéder à %3. %4.</translation>
    </message>
    <message>
        <source>§6.6 %1 cannot be succeeded by %2 while an earlier choice exists: %3.</source>
        <extracomment>%1 the fallen general, %2 the choice&apos;s level, %3 what the rule requires</extracomment>
        <translation>§6.6 %2 ne peut pas succéder à %1 tant qu’un choix prioritaire existe : %3.</translation>
    </message>
    <message>
        <source>Royal nephew of %1</source>
        <translation>Neveu royal de %1</translation>
    </message>
    <message>
        <source>§6.6 %1 has no roster for year %2.</source>
        <translation>§6.6 %1 n’a pas de liste d’armée pour l’année %2.</translation>
    </message>
    <message>
        <source>%1 succeeds %2 as a general of %3: %4 (§6.6)</source>
        <extracomment>%1 successor, %2 fallen general, %3 nation, %4 the level in words</extracomment>
        <translation>%1 succède à %2 comme général de %3 : %4 (§6.6)</translation>
    </message>
    <message>
        <source>; he takes over the army</source>
        <translation> ; il prend le commandement de l’armée</translation>
    </message>
    <message>
        <source>%1 of %2 (%3 in battle %4; %5; choose with battle.general)</source>
        <extracomment>%1 general, %2 nation, %3 killed/captured key, %4 battle number, %5 what is offered</extracomment>
        <translation>%1 de %2 (%3 dans la bataille %4 ; %5 ; choisir avec battle.general)</translation>
    </message>
</context>
<context>
    <name>herald::db::HexgameCommands</name>
    <message>
        <source>There is no hex game &quot;%1&quot;.</source>
        <translation>Il n’existe aucune partie de jeu d’hexagones «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message numerus="yes">
        <source>%n typed die face(s) were not needed by this action.</source>
        <translation>
            <numerusform>%n valeur de dé saisie n’a pas servi à cette action.</numerusform>
            <numerusform>%n valeurs de dé saisies n’ont pas servi à cette action.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is no hex game scenario &quot;%1&quot;; Herald has %2.</source>
        <translation>Il n’existe aucun scénario de jeu d’hexagones «&#xa0;%1&#xa0;» ; Herald dispose de %2.</translation>
    </message>
    <message>
        <source>A hex game needs a name.</source>
        <translation>Une partie de jeu d’hexagones doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is already a hex game &quot;%1&quot; in this file.</source>
        <translation>Il existe déjà une partie de jeu d’hexagones «&#xa0;%1&#xa0;» dans ce fichier.</translation>
    </message>
    <message>
        <source>Hex game settings: %1.</source>
        <translation>Paramètres de la partie de jeu d’hexagones : %1.</translation>
    </message>
    <message>
        <source>New hex game &quot;%1&quot; (%2)</source>
        <translation>Nouvelle partie de jeu d’hexagones «&#xa0;%1&#xa0;» (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n set-up unit(s) with a single set-up hex placed (12.1).</source>
        <translation>
            <numerusform>%n unité de mise en place n’ayant qu’un hexagone de mise en place placée (12.1).</numerusform>
            <numerusform>%n unités de mise en place n’ayant qu’un hexagone de mise en place placées (12.1).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: action %2 of the mail file (%3): %4</source>
        <translation>%1 : action %2 du fichier de courrier (%3) : %4</translation>
    </message>
    <message>
        <source>it was made in another position than this game&apos;s; the file was changed by hand.</source>
        <translation>elle a été faite dans une autre position que celle de cette partie ; le fichier a été modifié à la main.</translation>
    </message>
    <message>
        <source>the file does not give the dice this action rolls; nothing is rerolled.</source>
        <translation>le fichier n’indique pas les dés que lance cette action ; rien n’est relancé.</translation>
    </message>
    <message>
        <source>%1: the mail file&apos;s actions do not lead to the position its sender reached; the file was changed by hand.</source>
        <translation>%1 : les actions du fichier de courrier ne mènent pas à la position atteinte par son expéditeur ; le fichier a été modifié à la main.</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n action(s) read in by mail</source>
        <translation>
            <numerusform>%1 : %n action lue par courrier</numerusform>
            <numerusform>%1 : %n actions lues par courrier</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 %2 would have no hex to set up or enter on (draw its hex set, rule 15.4)</source>
        <extracomment>%1 a unit&apos;s id, %2 its name.</extracomment>
        <translation>%1 %2 n’aurait aucun hexagone de mise en place ni d’entrée (tracez son ensemble d’hexagones, règle 15.4)</translation>
    </message>
    <message>
        <source>There is no hex map &quot;%1&quot;.</source>
        <translation>Il n’existe aucune carte d’hexagones «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The hex map &quot;%1&quot; cannot carry this scenario: %2</source>
        <translation>La carte d’hexagones «&#xa0;%1&#xa0;» ne peut pas accueillir ce scénario : %2</translation>
    </message>
    <message>
        <source>The scenario file cannot be read: %1</source>
        <translation>Le fichier de scénario ne peut pas être lu : %1</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is played on the map %2, which Herald does not ship: read that map into the file (hexmap import) and choose it.</source>
        <translation>Le scénario « %1 » se joue sur la carte %2, que Herald ne fournit pas : importez cette carte dans le fichier (hexmap import) et choisissez-la.</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; cannot be played on its map: %2</source>
        <translation>Le scénario « %1 » ne peut pas se jouer sur sa carte : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::HexgameUnderlayCommand</name>
    <message>
        <source>There is no hex game &quot;%1&quot;.</source>
        <translation>Il n’existe aucune partie de jeu d’hexagones «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::HexmapCommands</name>
    <message>
        <source>There is no hex map &quot;%1&quot;.</source>
        <translation>Il n’existe aucune carte d’hexagones «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex number XXYY.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro d’hexagone XXYY.</translation>
    </message>
    <message>
        <source>Name at least one hex (&quot;hexes&quot;: [&quot;0304&quot;, ...]).</source>
        <translation>Indiquez au moins un hexagone (&quot;hexes&quot;: [&quot;0304&quot;, ...]).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hexside between two neighbouring hexes (&quot;0304/0305&quot;).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un côté d’hexagone entre deux hexagones voisins («&#xa0;0304/0305&#xa0;»).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>A hex map needs a name.</source>
        <translation>Une carte d’hexagones doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is already a hex map &quot;%1&quot; in this file.</source>
        <translation>Il existe déjà une carte d’hexagones «&#xa0;%1&#xa0;» dans ce fichier.</translation>
    </message>
    <message>
        <source>There is no hex game scenario &quot;%1&quot;; Herald has %2.</source>
        <translation>Il n’existe aucun scénario de jeu d’hexagones «&#xa0;%1&#xa0;» ; Herald dispose de %2.</translation>
    </message>
    <message>
        <source>A hex map has 1 to 99 columns and rows, not %1 by %2.</source>
        <translation>Une carte d’hexagones a de 1 à 99 colonnes et rangées, pas %1 sur %2.</translation>
    </message>
    <message>
        <source>New hex map &quot;%1&quot;, %2 columns by %3 rows</source>
        <translation>Nouvelle carte d’hexagones «&#xa0;%1&#xa0;», %2 colonnes sur %3 rangées</translation>
    </message>
    <message>
        <source>The hex map &quot;%1&quot; cannot be read: %2</source>
        <translation>La carte d’hexagones «&#xa0;%1&#xa0;» ne peut pas être lue : %2</translation>
    </message>
    <message>
        <source>Hex map &quot;%1&quot; read in, %2 columns by %3 rows</source>
        <translation>Carte d’hexagones «&#xa0;%1&#xa0;» importée, %2 colonnes sur %3 rangées</translation>
    </message>
    <message>
        <source>Hex map &quot;%1&quot; deleted</source>
        <translation>Carte d’hexagones «&#xa0;%1&#xa0;» supprimée</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a terrain of the hex map format (clear, light_forest, heavy_forest, hills, moor, mountain, swamp, water).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un terrain du format de carte d’hexagones (clear, light_forest, heavy_forest, hills, moor, mountain, swamp, water).</translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) painted %1</source>
        <translation>
            <numerusform>%n hexagone peint en %1</numerusform>
            <numerusform>%n hexagones peints en %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a place of the hex map format (none, city, town, village, fort, ruins, keep).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un lieu du format de carte d’hexagones (none, city, town, village, fort, ruins, keep).</translation>
    </message>
    <message>
        <source>hex %1 has no place</source>
        <translation>l’hexagone %1 n’a pas de lieu</translation>
    </message>
    <message>
        <source>%1 %2 in hex %3</source>
        <extracomment>%1 the place&apos;s kind (town, keep), %2 its name, %3 the hex.</extracomment>
        <translation>%1 %2 dans l’hexagone %3</translation>
    </message>
    <message>
        <source>&quot;line&quot; is road or river, not &quot;%1&quot;.</source>
        <translation>«&#xa0;line&#xa0;» vaut road ou river, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Name at least one hexside (&quot;sides&quot;: [&quot;0304/0305&quot;, ...]).</source>
        <translation>Indiquez au moins un côté d’hexagone (&quot;sides&quot;: [&quot;0304/0305&quot;, ...]).</translation>
    </message>
    <message numerus="yes">
        <source>road %1 along %n hexside(s)</source>
        <translation>
            <numerusform>route %1 le long de %n côté d’hexagone</numerusform>
            <numerusform>route %1 le long de %n côtés d’hexagone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>river %1 along %n hexside(s)</source>
        <translation>
            <numerusform>rivière %1 le long de %n côté d’hexagone</numerusform>
            <numerusform>rivière %1 le long de %n côtés d’hexagone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>roads taken off %n hexside(s)</source>
        <translation>
            <numerusform>routes retirées de %n côté d’hexagone</numerusform>
            <numerusform>routes retirées de %n côtés d’hexagone</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rivers taken off %n hexside(s)</source>
        <translation>
            <numerusform>rivières retirées de %n côté d’hexagone</numerusform>
            <numerusform>rivières retirées de %n côtés d’hexagone</numerusform>
        </translation>
    </message>
    <message>
        <source>bridge on hexside %1</source>
        <translation>pont sur le côté d’hexagone %1</translation>
    </message>
    <message>
        <source>bridge taken off hexside %1</source>
        <translation>pont retiré du côté d’hexagone %1</translation>
    </message>
    <message numerus="yes">
        <source>%n edge hex(es) back in play</source>
        <translation>
            <numerusform>%n hexagone du bord remis en jeu</numerusform>
            <numerusform>%n hexagones du bord remis en jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n edge hex(es) out of play</source>
        <translation>
            <numerusform>%n hexagone du bord mis hors jeu</numerusform>
            <numerusform>%n hexagones du bord mis hors jeu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) added to hex set %1</source>
        <translation>
            <numerusform>%n hexagone ajouté à l’ensemble d’hexagones %1</numerusform>
            <numerusform>%n hexagones ajoutés à l’ensemble d’hexagones %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hex(es) taken out of hex set %1</source>
        <translation>
            <numerusform>%n hexagone retiré de l’ensemble d’hexagones %1</numerusform>
            <numerusform>%n hexagones retirés de l’ensemble d’hexagones %1</numerusform>
        </translation>
    </message>
    <message>
        <source>orientation: &quot;%1&quot; is not flat_top_columns or pointy_top_rows.</source>
        <translation>orientation : « %1 » n’est ni flat_top_columns ni pointy_top_rows.</translation>
    </message>
    <message>
        <source>shiftedParity: &quot;%1&quot; is not even or odd.</source>
        <translation>shiftedParity : « %1 » n’est ni even ni odd.</translation>
    </message>
    <message>
        <source>flat-topped columns, even columns half a hex lower</source>
        <translation>colonnes à sommet plat, colonnes paires décalées d’un demi-hexagone vers le bas</translation>
    </message>
    <message>
        <source>flat-topped columns, odd columns half a hex lower</source>
        <translation>colonnes à sommet plat, colonnes impaires décalées d’un demi-hexagone vers le bas</translation>
    </message>
    <message>
        <source>pointy-topped rows, even rows half a hex to the right</source>
        <translation>rangées à pointe en haut, rangées paires décalées d’un demi-hexagone vers la droite</translation>
    </message>
    <message>
        <source>pointy-topped rows, odd rows half a hex to the right</source>
        <translation>rangées à pointe en haut, rangées impaires décalées d’un demi-hexagone vers la droite</translation>
    </message>
    <message>
        <source>%1 is already laid out in %2.</source>
        <translation>%1 est déjà disposée ainsi : %2.</translation>
    </message>
    <message>
        <source>%1: hexes laid out in %2</source>
        <extracomment>%1 a map&apos;s name, %2 how its hexes are laid out.</extracomment>
        <translation>%1 : hexagones disposés en %2</translation>
    </message>
    <message numerus="yes">
        <source>, %n hexside(s) taken off</source>
        <translation>
            <numerusform>, %n côté retiré</numerusform>
            <numerusform>, %n côtés retirés</numerusform>
        </translation>
    </message>
    <message>
        <source>Every hex keeps its printed number, terrain, place and hex sets (rule 2.2).</source>
        <translation>Chaque hexagone garde son numéro imprimé, son terrain, son lieu et ses ensembles d’hexagones (règle 2.2).</translation>
    </message>
    <message numerus="yes">
        <source>%n road, river or bridge hexside(s) no longer lie between neighbours and were taken off; trace them again: %1</source>
        <translation>
            <numerusform>%n côté de route, de rivière ou de pont ne sépare plus deux voisins et a été retiré ; retracez-le : %1</numerusform>
            <numerusform>%n côtés de route, de rivière ou de pont ne séparent plus deux voisins et ont été retirés ; retracez-les : %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::db::IndependentArmyCommands</name>
    <message>
        <source>§7.7.1 &quot;%1&quot; is not a lesser race of this campaign (see lesser).</source>
        <translation>§7.7.1 «&#xa0;%1&#xa0;» n’est pas une race mineure de cette campagne (voir lesser).</translation>
    </message>
    <message>
        <source>§7.7.6 Independent armies appear once the campaign has begun.</source>
        <translation>§7.7.6 Les armées indépendantes apparaissent une fois la campagne commencée.</translation>
    </message>
    <message>
        <source>§7.7.4 %1 are in box %2: only a race that wins in box 3 becomes independent.</source>
        <translation>§7.7.4 %1 sont en case %2 : seule une race qui gagne en case 3 devient indépendante.</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 army is already on the map.</source>
        <translation>§7.7.6 L’armée des %1 est déjà sur la carte.</translation>
    </message>
    <message>
        <source>The argument &quot;area&quot; must be an area number (XXYY).</source>
        <translation>L’argument «&#xa0;area&#xa0;» doit être un numéro de zone (XXYY).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a nation of this campaign.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une nation de cette campagne.</translation>
    </message>
    <message>
        <source>§7.7.6 No pick-up result shows who led %1 to independence: name the placing nation (&quot;by&quot;).</source>
        <translation>§7.7.6 Aucun résultat de bataille impromptue n’indique qui a mené %1 à l’indépendance : nommez la nation qui place l’armée («&#xa0;by&#xa0;»).</translation>
    </message>
    <message>
        <source>the referee</source>
        <translation>l’arbitre</translation>
    </message>
    <message>
        <source>The independent %1 army stands in %2</source>
        <translation>L’armée indépendante des %1 se trouve en %2</translation>
    </message>
    <message>
        <source>§7.7.6 %1 places the independent %2 army in %3, %4 area(s) or more from any town or city</source>
        <translation>§7.7.6 %1 place l’armée indépendante des %2 en %3, à %4 zone(s) ou plus de tout bourg ou cité</translation>
    </message>
    <message>
        <source>I-75 %1 writes its orders and commands it in battle (setting independentController); against that nation&apos;s own army the referee names another free player</source>
        <translation>I-75 %1 rédige ses ordres et la commande au combat (paramètre independentController) ; contre l’armée de cette même nation, l’arbitre désigne un autre joueur libre</translation>
    </message>
    <message>
        <source>§7.7.6 An independent army moves with the others, from M-1 to M-2C; the campaign stands at %1.</source>
        <translation>§7.7.6 Une armée indépendante se déplace avec les autres, de M-1 à M-2C ; la campagne en est à %1.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 have no independent army on the map.</source>
        <translation>§7.7.6 %1 n’ont pas d’armée indépendante sur la carte.</translation>
    </message>
    <message>
        <source>The %1 army moves from %2 to %3</source>
        <translation>L’armée des %1 se déplace de %2 à %3</translation>
    </message>
    <message>
        <source>§7.7.6, I-75 The %1 army moves one area on its controller&apos;s order, from %2 to %3</source>
        <translation>§7.7.6, I-75 L’armée des %1 se déplace d’une zone sur ordre de son contrôleur, de %2 à %3</translation>
    </message>
    <message>
        <source>§7.7.6 It meets %1: at M-3 each of their players chooses a battle or forcing it back</source>
        <translation>§7.7.6 Elle rencontre %1 : à M-3, chacun de leurs joueurs choisit de livrer bataille ou de la repousser</translation>
    </message>
    <message>
        <source>%1 brings the %2 army to battle: battle %3</source>
        <translation>%1 livre bataille à l’armée des %2 : bataille %3</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1: the %2 army walked into %3 and attacks</source>
        <translation>§7.7.6 Bataille %1 : l’armée des %2 est tombée sur %3 et attaque</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1: %2 attacks the %3 army</source>
        <translation>§7.7.6 Bataille %1 : %2 attaque l’armée des %3</translation>
    </message>
    <message>
        <source>§7.7.6 Every campaign rule applies to %1&apos;s side; the race is rated afresh to a legal army of the battle&apos;s points and its losses do not count. If %1 wins, the race&apos;s army leaves the map and the race goes back to box 0; if the race wins, %1 retreats as after any lost battle</source>
        <translation>§7.7.6 Toutes les règles de la campagne s’appliquent au camp de %1 ; la race est composée à neuf en armée réglementaire aux points de la bataille et ses pertes ne comptent pas. Si %1 gagne, l’armée de la race quitte la carte et la race revient en case 0 ; si la race gagne, %1 bat en retraite comme après toute bataille perdue</translation>
    </message>
    <message>
        <source>The argument &quot;answer&quot; is &quot;battle&quot; or &quot;retreat&quot;, not &quot;%1&quot;.</source>
        <translation>L’argument «&#xa0;answer&#xa0;» vaut «&#xa0;battle&#xa0;» ou «&#xa0;retreat&#xa0;», pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§1.5 &quot;%1&quot; is not an army on the map.</source>
        <translation>§1.5 «&#xa0;%1&#xa0;» n’est pas une armée sur la carte.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 does not stand with the %2 army, or its player has answered already this turn.</source>
        <translation>§7.7.6 %1 ne se trouve pas avec l’armée des %2, ou son joueur a déjà répondu ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 drives the %2 army into the sea: it is destroyed and the race is back in box 0</source>
        <translation>%1 repousse l’armée des %2 dans la mer : elle est détruite et la race revient en case 0</translation>
    </message>
    <message>
        <source>%1 forces the %2 army back to %3</source>
        <translation>%1 repousse l’armée des %2 jusqu’en %3</translation>
    </message>
    <message>
        <source>the %1 army</source>
        <translation>l’armée des %1</translation>
    </message>
    <message>
        <source>§7.7.6 In %1 it runs into %2: that is a campaign battle</source>
        <translation>§7.7.6 En %1, elle tombe sur %2 : c’est une bataille de campagne</translation>
    </message>
    <message>
        <source>§7.7.6 Battle %1: the %2 army attacks %3</source>
        <translation>§7.7.6 Bataille %1 : l’armée des %2 attaque %3</translation>
    </message>
    <message>
        <source>§7.7.6 Two lesser races meet: fight it at the table and set the loser&apos;s box by hand (lesser adjust)</source>
        <translation>§7.7.6 Deux races mineures se rencontrent : livrez la bataille à la table et réglez à la main la case du perdant (lesser adjust)</translation>
    </message>
</context>
<context>
    <name>herald::db::IntegrityCheck</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is damaged, so Herald has not opened it and has changed nothing. SQLite&apos;s check found: %2. Open a backup copy instead; SQLite&apos;s &quot;.recover&quot; command can often save most of a damaged file.</source>
        <translation>%1 est endommagé : Herald ne l’a donc pas ouvert et n’a rien modifié. La vérification de SQLite a trouvé : %2. Ouvrez plutôt une copie de sauvegarde ; la commande «&#xa0;.recover&#xa0;» de SQLite permet souvent de sauver l’essentiel d’un fichier endommagé.</translation>
    </message>
</context>
<context>
    <name>herald::db::LesserRaceCommands</name>
    <message>
        <source>The argument &quot;race&quot; must name an army list (its id or its race).</source>
        <translation>L’argument «&#xa0;race&#xa0;» doit nommer un livre d’armée (son identifiant ou sa race).</translation>
    </message>
    <message>
        <source>§7.7.1 A lesser race is a race of the army lists; this campaign has no list &quot;%1&quot; (see armylist list).</source>
        <translation>§7.7.1 Une race mineure est une race des livres d’armée ; cette campagne n’a pas de livre «&#xa0;%1&#xa0;» (voir armylist list).</translation>
    </message>
    <message>
        <source>§7.7.1 %1 are already a lesser race of this campaign.</source>
        <translation>§7.7.1 %1 sont déjà une race mineure de cette campagne.</translation>
    </message>
    <message>
        <source>§7.7.1, §2.18 %1 join the track in box 0: %2 lesser race(s) in play, %3 for %4 player countries (more are allowed)</source>
        <extracomment>%1 race, %2 races now in play, %3 the number the rule gives, %4 player countries</extracomment>
        <translation>§7.7.1, §2.18 %1 rejoignent la piste en case 0 : %2 race(s) mineure(s) en jeu, %3 pour %4 pays de joueurs (davantage est permis)</translation>
    </message>
    <message>
        <source>%1 join the lesser races in box 0</source>
        <translation>%1 rejoignent les races mineures en case 0</translation>
    </message>
    <message>
        <source>§7.7.1 There is no lesser race &quot;%1&quot;.</source>
        <translation>§7.7.1 Il n’existe aucune race mineure «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.7.1 A track box is %1, not &quot;%2&quot;.</source>
        <translation>§7.7.1 Une case de la piste vaut %1, pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 → %2</source>
        <translation>%1 → %2</translation>
    </message>
    <message>
        <source>The argument &quot;markers&quot; must be a whole number of 0 or more.</source>
        <translation>L’argument «&#xa0;markers&#xa0;» doit être un nombre entier supérieur ou égal à 0.</translation>
    </message>
    <message>
        <source>%1&apos;s markers %2 → %3</source>
        <translation>marqueurs de %1 %2 → %3</translation>
    </message>
    <message>
        <source>Give &quot;box&quot;, or &quot;nation&quot; with &quot;markers&quot;, to adjust a lesser race.</source>
        <translation>Indiquez «&#xa0;box&#xa0;», ou «&#xa0;nation&#xa0;» avec «&#xa0;markers&#xa0;», pour ajuster une race mineure.</translation>
    </message>
    <message>
        <source>%1 adjusted by the referee: %2</source>
        <extracomment>%1 a lesser race, %2 the changes</extracomment>
        <translation>%1 ajustés par l’arbitre : %2</translation>
    </message>
    <message>
        <source>§7.7.3 This month&apos;s picking order is drawn already; undo it to draw again.</source>
        <translation>§7.7.3 L’ordre de choix de ce mois est déjà tiré ; annulez-le pour le tirer à nouveau.</translation>
    </message>
    <message>
        <source>§5.12 I-80 No campaign battle is fought this month, so there is no pick-up round (the setting pickupRoundEveryTurn allows one every month).</source>
        <translation>§5.12 I-80 Aucune bataille de campagne n’a lieu ce mois-ci, il n’y a donc pas de tour de batailles impromptues (le paramètre pickupRoundEveryTurn en permet un chaque mois).</translation>
    </message>
    <message>
        <source>§7.7.2 A pick-up round needs two free nations; this month has %1.</source>
        <translation>§7.7.2 Un tour de batailles impromptues nécessite deux nations libres ; ce mois-ci en compte %1.</translation>
    </message>
    <message>
        <source>§7.7.3 Picking order, drawn with the dice: %1 (I-80: pickupRoundEveryTurn is on)</source>
        <translation>§7.7.3 Ordre de choix, tiré aux dés : %1 (I-80 : pickupRoundEveryTurn est activé)</translation>
    </message>
    <message>
        <source>§7.7.3 Picking order, drawn with the dice: %1; %2 fight the campaign battle and do not pick</source>
        <translation>§7.7.3 Ordre de choix, tiré aux dés : %1 ; %2 livrent la bataille de campagne et ne choisissent pas</translation>
    </message>
    <message>
        <source>Pick-up round order drawn: %1</source>
        <translation>Ordre du tour de batailles impromptues tiré : %1</translation>
    </message>
    <message>
        <source>§7.7.3 Draw this month&apos;s picking order first (pickup order).</source>
        <translation>§7.7.3 Tirez d’abord l’ordre de choix de ce mois (pickup order).</translation>
    </message>
    <message>
        <source>§7.7.3 The option is %1, not &quot;%2&quot;.</source>
        <translation>§7.7.3 L’option est %1, pas «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>§7.7.5 There is no nation &quot;%1&quot; to consent.</source>
        <translation>§7.7.5 Il n’existe aucune nation «&#xa0;%1&#xa0;» pour donner son accord.</translation>
    </message>
    <message>
        <source>A (%1)</source>
        <translation>A (%1)</translation>
    </message>
    <message>
        <source>%1 picks %2</source>
        <translation>%1 choisit %2</translation>
    </message>
    <message>
        <source>%1: pick-up battle %2, %3</source>
        <extracomment>%1 the pick, %2 the game number, %3 the game</extracomment>
        <translation>%1 : bataille impromptue %2, %3</translation>
    </message>
    <message>
        <source>§7.7.3 There is no pick-up round this month (pickup order draws one).</source>
        <translation>§7.7.3 Il n’y a pas de tour de batailles impromptues ce mois-ci (pickup order en tire un).</translation>
    </message>
    <message>
        <source>§7.7.3 There is no pick-up battle %1 this month; the picks have made %2.</source>
        <translation>§7.7.3 Il n’y a pas de bataille impromptue %1 ce mois-ci ; les choix en ont formé %2.</translation>
    </message>
    <message>
        <source>§7.7.4 Pick-up battle %1 has its result; undo it to enter it again.</source>
        <translation>§7.7.4 La bataille impromptue %1 a déjà son résultat ; annulez-le pour le saisir à nouveau.</translation>
    </message>
    <message>
        <source>§7.7.4 The winner of pick-up battle %1 (%2) is one of its nations or races, or &quot;draw&quot;; not &quot;%3&quot;.</source>
        <translation>§7.7.4 Le vainqueur de la bataille impromptue %1 (%2) est l’une de ses nations ou races, ou «&#xa0;draw&#xa0;» ; pas «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>§2.15 %1 did not fight pick-up battle %2 (%3).</source>
        <translation>§2.15 %1 n’a pas livré la bataille impromptue %2 (%3).</translation>
    </message>
    <message>
        <source>The VP of %1 must be a whole number.</source>
        <translation>Les PV de %1 doivent être un nombre entier.</translation>
    </message>
    <message>
        <source>pick-up battle %1 of %2: %3</source>
        <translation>bataille impromptue %1 de %2 : %3</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>victoire de %1</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>Pick-up battle %1 (%2): %3</source>
        <translation>Bataille impromptue %1 (%2) : %3</translation>
    </message>
</context>
<context>
    <name>herald::db::MapCommands</name>
    <message>
        <source>The argument &quot;hexes&quot; must list at least one hex number, e.g. [&quot;0304&quot;].</source>
        <translation>L’argument «&#xa0;hexes&#xa0;» doit lister au moins un numéro d’hexagone, par exemple [&quot;0304&quot;].</translation>
    </message>
    <message>
        <source>hexes: &apos;%1&apos; is not a hex number XXYY.</source>
        <translation>hexes : «&#xa0;%1&#xa0;» n’est pas un numéro d’hexagone XXYY.</translation>
    </message>
    <message>
        <source>Hex %1 lies outside the map&apos;s %2 × %3 layout; enlarge the layout first.</source>
        <translation>L’hexagone %1 se trouve hors de la grille %2 × %3 de la carte ; agrandissez d’abord la grille.</translation>
    </message>
    <message>
        <source>Hex %1 is not an area of the map.</source>
        <translation>L’hexagone %1 n’est pas une zone de la carte.</translation>
    </message>
    <message>
        <source>Landmass %1</source>
        <translation>Masse continentale %1</translation>
    </message>
    <message>
        <source>%1 was not imported; nothing changed:
%2</source>
        <translation>%1 n’a pas été importé ; rien n’a changé :
%2</translation>
    </message>
    <message>
        <source>Map &quot;%1&quot; imported: %2 areas, %3 nations added</source>
        <translation>Carte «&#xa0;%1&#xa0;» importée : %2 zones, %3 nations ajoutées</translation>
    </message>
    <message>
        <source>The argument &quot;map&quot; must be a strategic map object (docs/strategic-map-format.md).</source>
        <translation>L’argument «&#xa0;map&#xa0;» doit être un objet de carte stratégique (docs/strategic-map-format.md).</translation>
    </message>
    <message>
        <source>The map</source>
        <translation>La carte</translation>
    </message>
    <message>
        <source>The demo map</source>
        <translation>La carte de démonstration</translation>
    </message>
    <message>
        <source>%1 must be a whole number from 1 to 99.</source>
        <translation>%1 doit être un nombre entier de 1 à 99.</translation>
    </message>
    <message>
        <source>Area %1 would lie outside a %2 × %3 layout; remove it first.</source>
        <translation>La zone %1 se trouverait hors d’une grille %2 × %3 ; retirez-la d’abord.</translation>
    </message>
    <message>
        <source>Map layout: &quot;%1&quot;, %2 × %3 hexes</source>
        <translation>Grille de la carte : «&#xa0;%1&#xa0;», %2 × %3 hexagones</translation>
    </message>
    <message>
        <source>image: the background must be a PNG or JPEG file, base64-encoded.</source>
        <translation>image : l’arrière-plan doit être un fichier PNG ou JPEG, encodé en base64.</translation>
    </message>
    <message>
        <source>opacity must be a number from 0 to 1.</source>
        <translation>opacity doit être un nombre de 0 à 1.</translation>
    </message>
    <message>
        <source>Map background removed</source>
        <translation>Arrière-plan de la carte retiré</translation>
    </message>
    <message>
        <source>Map background set (grid opacity %1%)</source>
        <translation>Arrière-plan de la carte défini (opacité de la grille %1 %)</translation>
    </message>
    <message>
        <source>terrain: &apos;%1&apos; is not one of %2.</source>
        <translation>terrain : «&#xa0;%1&#xa0;» ne fait pas partie de %2.</translation>
    </message>
    <message>
        <source>terrain: sea cannot be chaos land (§7.5).</source>
        <translation>terrain : la mer ne peut pas être une terre du Chaos (§7.5).</translation>
    </message>
    <message>
        <source>Chaos land (%1)</source>
        <translation>Terre du Chaos (%1)</translation>
    </message>
    <message>
        <source>Painted %1 (%2 areas: %3)</source>
        <translation>%1 peint (%2 zones : %3)</translation>
    </message>
    <message>
        <source>, %1 of them new</source>
        <translation>, dont %1 nouvelles</translation>
    </message>
    <message>
        <source>Area %1 is the capital of %2; choose another capital first.</source>
        <translation>La zone %1 est la capitale de %2 ; choisissez d’abord une autre capitale.</translation>
    </message>
    <message>
        <source>Removed %1 areas: %2</source>
        <translation>%1 zones retirées : %2</translation>
    </message>
    <message>
        <source>Area %1, %2: %3</source>
        <translation>Zone %1, %2 : %3</translation>
    </message>
    <message>
        <source>named &quot;%1&quot;</source>
        <translation>nommée «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie de %2</translation>
    </message>
    <message>
        <source>on %1</source>
        <translation>sur %1</translation>
    </message>
    <message>
        <source>there is no landmass &apos;%1&apos;</source>
        <translation>il n’existe aucune masse continentale «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>coast derived from the sea around it</source>
        <translation>côte déduite de la mer environnante</translation>
    </message>
    <message>
        <source>coastal</source>
        <translation>côtière</translation>
    </message>
    <message>
        <source>not coastal</source>
        <translation>non côtière</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 6, or null for the §2.12 count</source>
        <translation>doit être un nombre entier de 0 à 6, ou null pour le décompte du §2.12</translation>
    </message>
    <message>
        <source>terrain cards %1</source>
        <translation>cartes de terrain %1</translation>
    </message>
    <message>
        <source>by §2.12</source>
        <translation>selon le §2.12</translation>
    </message>
    <message>
        <source>not a field of an area (name, terrain, centre, owner, landmass, coastal, chaos, river, underwater, poi, terrainCards)</source>
        <translation>n’est pas un champ d’une zone (name, terrain, centre, owner, landmass, coastal, chaos, river, underwater, poi, terrainCards)</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>uncontrolled</source>
        <translation>non contrôlée</translation>
    </message>
    <message>
        <source>owned by %1</source>
        <translation>appartient à %1</translation>
    </message>
    <message>
        <source>there is no nation &apos;%1&apos;</source>
        <translation>il n’existe aucune nation «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no POI</source>
        <translation>aucun point d’intérêt</translation>
    </message>
    <message>
        <source>POI %1</source>
        <translation>point d’intérêt %1</translation>
    </message>
    <message>
        <source>a sea area has no population centre (§1.3)</source>
        <translation>une zone maritime n’a pas de centre de population (§1.3)</translation>
    </message>
    <message>
        <source>a sea area cannot be owned (§1.3)</source>
        <translation>une zone maritime ne peut pas être possédée (§1.3)</translation>
    </message>
    <message>
        <source>only land can be chaos land (§7.5)</source>
        <translation>seule la terre peut être une terre du Chaos (§7.5)</translation>
    </message>
    <message>
        <source>a land area always has a village, town or city (§1.3)</source>
        <translation>une zone terrestre a toujours un village, un bourg ou une cité (§1.3)</translation>
    </message>
    <message>
        <source>hex: &apos;%1&apos; is not an area of the map.</source>
        <translation>hex : «&#xa0;%1&#xa0;» n’est pas une zone de la carte.</translation>
    </message>
    <message>
        <source>area.set needs at least one field to change.</source>
        <translation>area.set nécessite au moins un champ à modifier.</translation>
    </message>
    <message>
        <source>Area %1: %2</source>
        <translation>Zone %1 : %2</translation>
    </message>
    <message>
        <source>The argument &quot;sides&quot; must list hexsides, e.g. [[&quot;0304&quot;, &quot;0305&quot;]].</source>
        <translation>L’argument «&#xa0;sides&#xa0;» doit lister des côtés d’hexagones, par exemple [[&quot;0304&quot;, &quot;0305&quot;]].</translation>
    </message>
    <message>
        <source>sides[%1]: give two neighbouring hex numbers, e.g. [&quot;0304&quot;, &quot;0305&quot;].</source>
        <translation>sides[%1] : indiquez deux numéros d’hexagones voisins, par exemple [&quot;0304&quot;, &quot;0305&quot;].</translation>
    </message>
    <message>
        <source>sides[%1]: %2 is not between two areas of the map.</source>
        <translation>sides[%1] : %2 ne se trouve pas entre deux zones de la carte.</translation>
    </message>
    <message>
        <source>barrier: &apos;%1&apos; is not one of default, %2.</source>
        <translation>barrier : «&#xa0;%1&#xa0;» ne fait pas partie de default, %2.</translation>
    </message>
    <message>
        <source>crossing: must be one of %1.</source>
        <translation>crossing : doit être l’un de %1.</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>grand fleuve</translation>
    </message>
    <message>
        <source>no river</source>
        <translation>pas de fleuve</translation>
    </message>
    <message>
        <source>barrier %1</source>
        <translation>obstacle %1</translation>
    </message>
    <message>
        <source>default barrier (I-52)</source>
        <translation>obstacle par défaut (I-52)</translation>
    </message>
    <message>
        <source>crossing %1</source>
        <translation>passage %1</translation>
    </message>
    <message>
        <source>boundary.set needs river, barrier or crossing.</source>
        <translation>boundary.set nécessite river, barrier ou crossing.</translation>
    </message>
    <message>
        <source>Boundary %1: a crossing needs a barrier to cross (§4.4).</source>
        <translation>Frontière %1 : un passage nécessite un obstacle à franchir (§4.4).</translation>
    </message>
    <message>
        <source>Boundary %1: neither area has a %2 POI to cross by (I-52).</source>
        <translation>Frontière %1 : aucune des deux zones n’a de point d’intérêt %2 permettant de passer (I-52).</translation>
    </message>
    <message>
        <source>Boundary %1: %2</source>
        <translation>Frontière %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::Migrations</name>
    <message>
        <source>Schema script %1 is missing.</source>
        <translation>Le script de schéma %1 est manquant.</translation>
    </message>
    <message>
        <source>a row of &quot;%1&quot; refers to a missing row of &quot;%2&quot;</source>
        <translation>une ligne de «&#xa0;%1&#xa0;» fait référence à une ligne manquante de «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Upgrading the campaign to schema version %1 failed, and the file was left at version %2: %3</source>
        <translation>La mise à niveau de la campagne vers la version de schéma %1 a échoué, et le fichier est resté en version %2 : %3</translation>
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
        <translation>%1 : tours %2</translation>
    </message>
    <message>
        <source>%1 (%2 into %3)</source>
        <extracomment>%1 army, %2 barrier, %3 area entered</extracomment>
        <translation>%1 (%2, vers %3)</translation>
    </message>
    <message>
        <source>%1 (%2), units still to strike: %3 (terrain strike)</source>
        <extracomment>%1 army, %2 nation, %3 the number of units still to strike</extracomment>
        <translation>%1 (%2), unités encore à rayer : %3 (terrain strike)</translation>
    </message>
    <message>
        <source>%1 with the %2 army in %3</source>
        <extracomment>%1 army, %2 race, %3 area</extracomment>
        <translation>%1 avec l’armée des %2 en %3</translation>
    </message>
</context>
<context>
    <name>herald::db::MonthStore</name>
    <message>
        <source>§3.2 This belongs to %1; the campaign stands at %2.</source>
        <extracomment>%1 the step (&quot;M-1 Write orders&quot;), %2 the campaign&apos;s date</extracomment>
        <translation>§3.2 Ceci relève de l’étape %1 ; la campagne en est à %2.</translation>
    </message>
    <message>
        <source>move into %1, to the %2, by the pass or ford</source>
        <extracomment>%1 the area moved into (&quot;0408 Scar&quot;), %2 the intended location there</extracomment>
        <translation>mouvement vers %1 (%2), par le col ou le gué</translation>
    </message>
    <message>
        <source>move into %1, to the %2</source>
        <translation>mouvement vers %1 (%2)</translation>
    </message>
    <message>
        <source>go to sea for %1</source>
        <translation>départ en mer vers %1</translation>
    </message>
</context>
<context>
    <name>herald::db::MonthSupply</name>
    <message>
        <source>§4.5 That is as worked out at M-0; traced again from %1 now: %2</source>
        <extracomment>%1 the area the army stands in now, %2 the trace from there</extracomment>
        <translation>§4.5 C’est ce qui a été établi à M-0 ; retracé maintenant depuis %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::MoveAnswerCommands</name>
    <message>
        <source>§4.3 Answers for the move are given between the reveal of orders (M-2A) and the move (M-2C); the campaign stands at %1.</source>
        <translation>§4.3 Les réponses pour le mouvement se donnent entre la révélation des ordres (M-2A) et le mouvement (M-2C) ; la campagne en est à %1.</translation>
    </message>
    <message>
        <source>§4.3 Only an army that moves this turn can be sent back to where it started; %1 does not move.</source>
        <translation>§4.3 Seule une armée qui se déplace ce tour-ci peut être renvoyée à son point de départ ; %1 ne se déplace pas.</translation>
    </message>
    <message>
        <source>I-43 Only an army at a population centre ordered to interdict or sally forth stops a leaving enemy; %1 stops none, so it has none to let go.</source>
        <translation>I-43 Seule une armée dans un centre de population ayant reçu l’ordre d’interdiction ou de sortie arrête un ennemi qui s’en va ; %1 n’en arrête aucun, elle n’a donc personne à laisser partir.</translation>
    </message>
    <message>
        <source>The argument &quot;answer&quot; must be sendBack or letGo.</source>
        <translation>L’argument «&#xa0;answer&#xa0;» doit valoir sendBack ou letGo.</translation>
    </message>
    <message>
        <source>§1.5 There is no army &quot;%1&quot; on the map (give its number or its name).</source>
        <translation>§1.5 Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte (indiquez son numéro ou son nom).</translation>
    </message>
    <message>
        <source>%1 already has that answer this turn.</source>
        <translation>%1 a déjà cette réponse ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 has no such answer to take back this turn.</source>
        <translation>%1 n’a pas cette réponse à retirer ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 is the army its player sends back if two of his armies end the move in one area (§4.3)</source>
        <translation>%1 est l’armée que son joueur renvoie si deux de ses armées terminent le mouvement dans une même zone (§4.3)</translation>
    </message>
    <message>
        <source>%1 is no longer named to go back (§4.3)</source>
        <translation>%1 n’est plus désignée pour faire demi-tour (§4.3)</translation>
    </message>
    <message>
        <source>%1 lets a leaving enemy go this turn instead of forcing a battle (I-43)</source>
        <translation>%1 laisse partir ce tour-ci un ennemi qui s’en va au lieu d’imposer une bataille (I-43)</translation>
    </message>
    <message>
        <source>%1 forces a battle on a leaving enemy again (I-43)</source>
        <translation>%1 impose de nouveau une bataille à un ennemi qui s’en va (I-43)</translation>
    </message>
</context>
<context>
    <name>herald::db::MovementCommands</name>
    <message>
        <source>§1.5 There is no army &quot;%1&quot; on the map (give its number or its name).</source>
        <translation>§1.5 Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte (indiquez son numéro ou son nom).</translation>
    </message>
    <message>
        <source>§4.4 %1&apos;s order this turn crosses no barrier without a pass or ford in use: it makes no terrain delay check.</source>
        <translation>§4.4 L’ordre de %1 ce tour-ci ne franchit aucun obstacle autrement que par un col ou un gué : pas de test de retard dû au terrain.</translation>
    </message>
    <message>
        <source>§4.4 The player&apos;s number is one of 1 to 6, not &quot;%1&quot;.</source>
        <translation>§4.4 Le nombre choisi par le joueur va de 1 à 6, et non «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§4.4 %1 already picked %2 and rolled %3: the check stands.</source>
        <translation>§4.4 %1 a déjà choisi %2 et obtenu %3 : le test reste valable.</translation>
    </message>
    <message>
        <source>%1 crossing the %2 into %3: %4</source>
        <translation>%1 franchit l’obstacle (%2) vers %3 : %4</translation>
    </message>
    <message>
        <source> (natural habitat: the player may still add or take 2, I-51)</source>
        <translation> (habitat naturel : le joueur peut encore ajouter ou retirer 2, I-51)</translation>
    </message>
    <message>
        <source>The argument &quot;adjustment&quot; must be none, minus2 or plus2.</source>
        <translation>L’argument «&#xa0;adjustment&#xa0;» doit valoir none, minus2 ou plus2.</translation>
    </message>
    <message>
        <source>§4.4 %1 has not picked its number and rolled yet; the habitat option comes after the roll.</source>
        <translation>§4.4 %1 n’a pas encore choisi son nombre ni lancé le dé ; l’option d’habitat vient après le jet.</translation>
    </message>
    <message>
        <source>§4.4 The %1 is not in the natural habitat of %2&apos;s race: the roll stands as it fell.</source>
        <translation>§4.4 Le terrain (%1) n’est pas l’habitat naturel de la race de %2 : le jet reste tel qu’il est tombé.</translation>
    </message>
    <message>
        <source>§4.4 The roll of %1 cannot be adjusted that way.</source>
        <translation>§4.4 Le jet de %1 ne peut pas être ajusté ainsi.</translation>
    </message>
    <message>
        <source>%1 in its natural habitat (I-51): %2</source>
        <translation>%1 dans son habitat naturel (I-51) : %2</translation>
    </message>
    <message>
        <source>§4.4 %1&apos;s player has already struck units for this check: the roll stands as used.</source>
        <translation>§4.4 Le joueur de %1 a déjà rayé des unités pour ce test : le jet est considéré comme utilisé.</translation>
    </message>
    <message>
        <source>§4.4 %1 has not picked its number and rolled yet.</source>
        <translation>§4.4 %1 n’a pas encore choisi son nombre ni lancé le dé.</translation>
    </message>
    <message>
        <source>§4.4 %1&apos;s check costs no more units (%2 lost, %3 struck).</source>
        <translation>§4.4 Le test de %1 ne coûte plus d’unités (%2 perdues, %3 rayées).</translation>
    </message>
    <message>
        <source>§4.4 %1 still owes %2 units for its check; strike 1 to %2, not &quot;%3&quot;.</source>
        <translation>§4.4 %1 doit encore %2 unités pour son test ; rayez-en de 1 à %2, et non «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>%1, for the terrain check of %2 (I-49); %3 more to strike.</source>
        <extracomment>%1 the roster loss (&quot;Nation loses 2 × Spearmen (4 left...)&quot;), %2 army, %3 units still owed</extracomment>
        <translation>%1, pour le test de terrain de %2 (I-49) ; encore %3 à rayer.</translation>
    </message>
</context>
<context>
    <name>herald::db::MovementStep</name>
    <message>
        <source>§4.1 %1 (%2): %3</source>
        <extracomment>%1 army, %2 nation, %3 the order in words</extracomment>
        <translation>§4.1 %1 (%2) : %3</translation>
    </message>
    <message>
        <source>%1 crossing the %2 from %3 into %4: %5</source>
        <extracomment>%1 army, %2 barrier, %3 from, %4 to, %5 the check explained</extracomment>
        <translation>%1 franchit l’obstacle (%2) de %3 vers %4 : %5</translation>
    </message>
    <message>
        <source>§4.1 movementMode randomOrder: the nations move in the order drawn, %1.</source>
        <translation>§4.1 movementMode randomOrder : les nations se déplacent dans l’ordre tiré, %1.</translation>
    </message>
    <message>
        <source>§4.4 The terrain checks of %1 are not rolled yet: nothing moved.</source>
        <translation>§4.4 Les tests de terrain de %1 ne sont pas encore lancés : rien n’a bougé.</translation>
    </message>
    <message>
        <source>I-43 %1 lets a leaving enemy go rather than force a battle.</source>
        <translation>I-43 %1 laisse partir un ennemi qui s’en va plutôt que d’imposer une bataille.</translation>
    </message>
    <message>
        <source>§4.4, I-49 %1 loses %2 unit(s) of its choice in %3&apos;s crossing, struck from its national roster at M-2B (terrain strike).</source>
        <extracomment>%1 nation, %2 count, %3 army</extracomment>
        <translation>§4.4, I-49 %1 perd %2 unité(s) de son choix lors du passage de %3, rayée(s) de sa liste nationale à M-2B (terrain strike).</translation>
    </message>
</context>
<context>
    <name>herald::db::NationCommands</name>
    <message>
        <source>A player needs a name.</source>
        <translation>Un joueur doit avoir un nom.</translation>
    </message>
    <message>
        <source>There is already a player called &quot;%1&quot;.</source>
        <translation>Il existe déjà un joueur nommé «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Player %1 joins the campaign</source>
        <translation>Le joueur %1 rejoint la campagne</translation>
    </message>
    <message>
        <source>There is no player &quot;%1&quot;.</source>
        <translation>Il n’existe aucun joueur «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1 still runs %2; give the nation another player first (§1.2).</source>
        <translation>%1 dirige encore %2 ; donnez d’abord un autre joueur à la nation (§1.2).</translation>
    </message>
    <message>
        <source>Player %1 leaves the campaign</source>
        <translation>Le joueur %1 quitte la campagne</translation>
    </message>
    <message>
        <source>A nation needs a name.</source>
        <translation>Une nation doit avoir un nom.</translation>
    </message>
    <message>
        <source>The colour &quot;%1&quot; is not of the form #rrggbb.</source>
        <translation>La couleur «&#xa0;%1&#xa0;» n’est pas de la forme #rrggbb.</translation>
    </message>
    <message>
        <source>The campaign has no army list &quot;%1&quot; (§1.2): import it or create the race first.</source>
        <translation>La campagne n’a aucun livre d’armée «&#xa0;%1&#xa0;» (§1.2) : importez-le ou créez d’abord la race.</translation>
    </message>
    <message>
        <source>The capital &quot;%1&quot; is not an area number of the form XXYY.</source>
        <translation>La capitale «&#xa0;%1&#xa0;» n’est pas un numéro de zone de la forme XXYY.</translation>
    </message>
    <message>
        <source>There is already a nation called &quot;%1&quot;.</source>
        <translation>Il existe déjà une nation nommée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Nation %1 founded</source>
        <translation>Nation %1 fondée</translation>
    </message>
    <message>
        <source>Nation %1 founded (%2)</source>
        <translation>Nation %1 fondée (%2)</translation>
    </message>
    <message>
        <source>Say what to change: name, colour, player, armyList, capital or npp.</source>
        <translation>Indiquez ce qu’il faut modifier : name, colour, player, armyList, capital ou npp.</translation>
    </message>
    <message>
        <source>Nation %1: %2 changed</source>
        <translation>Nation %1 : %2 modifié</translation>
    </message>
    <message>
        <source>%1 cannot be removed while other records refer to it (areas it owns, armies): %2</source>
        <translation>%1 ne peut pas être retirée tant que d’autres enregistrements y font référence (zones qu’elle possède, armées) : %2</translation>
    </message>
    <message>
        <source>Nation %1 removed</source>
        <translation>Nation %1 retirée</translation>
    </message>
    <message>
        <source>&quot;kind&quot; is population (§2.1 other) or character (§2.3 bonus), not &quot;%1&quot;.</source>
        <translation>«&#xa0;kind&#xa0;» vaut population (§2.1 autres) ou character (§2.3 bonus), pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an area number of the form XXYY.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro de zone de la forme XXYY.</translation>
    </message>
    <message>
        <source>A grant needs a reason, such as the POI it comes from.</source>
        <translation>Une attribution nécessite un motif, par exemple le point d’intérêt dont elle provient.</translation>
    </message>
    <message>
        <source>%1: %2 population points for year %3 (%4)</source>
        <translation>%1 : %2 points de population pour l’année %3 (%4)</translation>
    </message>
    <message>
        <source>%1: %2 character points for year %3 (%4)</source>
        <translation>%1 : %2 points de personnage pour l’année %3 (%4)</translation>
    </message>
    <message>
        <source>%1; player %2 joins the campaign</source>
        <extracomment>a nation&apos;s history line, then the player the same command added</extracomment>
        <translation>%1 ; le joueur %2 rejoint la campagne</translation>
    </message>
</context>
<context>
    <name>herald::db::NationLossCommands</name>
    <message>
        <source>Exodus of %1</source>
        <extracomment>the default name of a nation&apos;s exodus fleet, %1 the nation</extracomment>
        <translation>Exode de %1</translation>
    </message>
    <message>
        <source>%1 declares exodus: %2 puts to sea (§7.4.1)</source>
        <translation>%1 déclare l’exode : %2 prend la mer (§7.4.1)</translation>
    </message>
    <message>
        <source>&quot;leader&quot;: %1 has no character &quot;%2&quot;.</source>
        <translation>«&#xa0;leader&#xa0;» : %1 n’a pas de personnage «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 rises in rebellion at %2 (§7.4.2)</source>
        <translation>%1 se soulève en rébellion à %2 (§7.4.2)</translation>
    </message>
    <message>
        <source>§7.4.2 no character survives: the general bought this year leads the rebellion.</source>
        <translation>§7.4.2 aucun personnage ne survit : le général acheté cette année mène la rébellion.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 leads the rebellion; should he be captured or slain, it collapses.</source>
        <translation>§7.4.2 %1 mène la rébellion ; s’il est capturé ou tué, elle s’effondre.</translation>
    </message>
</context>
<context>
    <name>herald::db::NewFile</name>
    <message>
        <source>%1 already exists; choose another name or open it instead.</source>
        <translation>%1 existe déjà ; choisissez un autre nom ou ouvrez-le plutôt.</translation>
    </message>
    <message>
        <source>%1 cannot be made: there is no folder %2.</source>
        <translation>%1 ne peut pas être créé : le dossier %2 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 cannot be made: the folder %2 cannot be written to (%3).</source>
        <translation>%1 ne peut pas être créé : le dossier %2 n’est pas accessible en écriture (%3).</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is a folder; choose a file name.</source>
        <translation>%1 est un dossier ; choisissez un nom de fichier.</translation>
    </message>
</context>
<context>
    <name>herald::db::NewNationCommand</name>
    <message>
        <source>§7.4.3 %1 has a roster for year %2 already: a New Nation begins with nothing but its package.</source>
        <translation>§7.4.3 %1 a déjà une liste d’armée pour l’année %2 : une Nouvelle nation ne commence qu’avec sa dotation.</translation>
    </message>
    <message>
        <source>&quot;units&quot;: %1 has no unit type &quot;%2&quot; (or the count is not positive).</source>
        <translation>«&#xa0;units&#xa0;» : %1 n’a pas de type d’unité «&#xa0;%2&#xa0;» (ou le nombre n’est pas positif).</translation>
    </message>
    <message>
        <source>&quot;characters&quot;: %1 has no character &quot;%2&quot;.</source>
        <translation>«&#xa0;characters&#xa0;» : %1 n’a pas de personnage «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>§7.4.3 %1 has no army list: choose its race first.</source>
        <translation>§7.4.3 %1 n’a pas de livre d’armée : choisissez d’abord sa race.</translation>
    </message>
    <message>
        <source>&quot;destination&quot; must name a landmass of the map, not &quot;%1&quot;.</source>
        <translation>«&#xa0;destination&#xa0;» doit nommer une masse continentale de la carte, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Admiral of %1</source>
        <extracomment>the default name of a New Nation&apos;s admiral, %1 the nation</extracomment>
        <translation>Amiral de %1</translation>
    </message>
    <message>
        <source>Fleet of %1</source>
        <extracomment>the default name of a New Nation&apos;s fleet, %1 the nation</extracomment>
        <translation>Flotte de %1</translation>
    </message>
    <message>
        <source>%1 begins the year at sea, bound for %2 (§7.4.3)</source>
        <translation>%1 commence l’année en mer, à destination de %2 (§7.4.3)</translation>
    </message>
    <message>
        <source>&quot;carrier&quot; must name one of the package&apos;s characters (not the admiral), not &quot;%1&quot;.</source>
        <translation>«&#xa0;carrier&#xa0;» doit nommer l’un des personnages de la dotation (pas l’amiral), pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.4.3 no magic item: %1.</source>
        <extracomment>%1 why no card was drawn</extracomment>
        <translation>§7.4.3 aucun objet magique : %1.</translation>
    </message>
    <message>
        <source>§7.4.3 drawn from the magic item deck: %1 (%2), carried by %3.</source>
        <extracomment>%1 the item&apos;s title, %2 its card id, %3 the character who carries it</extracomment>
        <translation>§7.4.3 pioché dans le paquet des objets magiques : %1 (%2), porté par %3.</translation>
    </message>
</context>
<context>
    <name>herald::db::NewYearChecks</name>
    <message>
        <source>an unknown captor</source>
        <translation>un détenteur inconnu</translation>
    </message>
    <message>
        <source>§2.16 %1 may ransom %2 from %3: level %4, so at least %4 population points of its own areas (I-19, I-20).</source>
        <extracomment>%1 owner nation, %2 character, %3 captor, %4 level</extracomment>
        <translation>§2.16 %1 peut racheter %2 à %3 : niveau %4, soit au moins %4 points de population pris sur ses propres zones (I-19, I-20).</translation>
    </message>
    <message>
        <source>The towns held could not be noted.</source>
        <translation>Les bourgs tenus n’ont pas pu être consignés.</translation>
    </message>
    <message>
        <source>%1 (no roster)</source>
        <translation>%1 (sans liste d’armée)</translation>
    </message>
    <message>
        <source>NY-6 %1 units of %2 are struck off although the New Year restores every loss (I-17).</source>
        <translation>NY-6 %1 unités de %2 sont rayées alors que le Nouvel An rétablit toutes les pertes (I-17).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 (%2 armies for %3 free generals: remove one, §1.5%4)</source>
        <extracomment>%2 armies placed, %3 the generals free to lead them</extracomment>
        <translation>%1 (%2 armées pour %3 généraux libres : retirez-en une, §1.5%4)</translation>
    </message>
    <message>
        <source>, S-6 one army in year 1</source>
        <translation>, S-6 une seule armée en année 1</translation>
    </message>
    <message>
        <source>§4.3 %1&apos;s armies %2 start the year together at %3: month 1&apos;s orders must send them to different areas.</source>
        <extracomment>%1 nation, %2 armies, %3 area</extracomment>
        <translation>§4.3 Les armées %2 de %1 commencent l’année ensemble en %3 : les ordres du mois 1 doivent les envoyer dans des zones différentes.</translation>
    </message>
    <message>
        <source> Ask its player; if he pays, enter the areas he cedes with ransom.pay (herald-cli ransom FILE CAPTIVE AREA...); a captive not ransomed stays held.</source>
        <translation> Demandez à son joueur ; s’il paie, saisissez les zones qu’il cède avec ransom.pay (herald-cli ransom FILE CAPTIVE AREA...) ; un captif non racheté reste détenu.</translation>
    </message>
    <message>
        <source> If the player rises, enter it with nation.rebellion (herald-cli nation rebellion FILE NATION TOWN [--leader CHARACTER]) before confirming.</source>
        <translation> Si le joueur se soulève, saisissez la rébellion avec nation.rebellion (herald-cli nation rebellion FILE NATION TOWN [--leader CHARACTER]) avant de confirmer.</translation>
    </message>
</context>
<context>
    <name>herald::db::NppStep</name>
    <message>
        <source>§7.6 %1&apos;s player misses his first meeting in a row: the nation is absent (NPP) and keeps its land.</source>
        <translation>§7.6 Le joueur de %1 manque sa première séance d’affilée : la nation est absente (NPP) et conserve ses terres.</translation>
    </message>
    <message>
        <source>§7.6 (5) %1&apos;s player has missed %2 meetings in a row. %3</source>
        <extracomment>%1 nation, %2 meetings missed in a row, %3 the ring&apos;s explanation</extracomment>
        <translation>§7.6 (5) Le joueur de %1 a manqué %2 séances d’affilée. %3</translation>
    </message>
    <message>
        <source>§7.4.1 %1 may declare an exodus (%2 army/armies, %3 area(s)). If its player declares it, enter it with nation.exodus (herald-cli nation exodus FILE NATION) before confirming: its towns go, its areas fall uncontrolled and its roster puts to sea on free boats (I-65).</source>
        <extracomment>%1 nation, %2 armies, %3 areas</extracomment>
        <translation>§7.4.1 %1 peut déclarer un exode (%2 armée(s), %3 zone(s)). Si son joueur le déclare, saisissez-le avec nation.exodus (herald-cli nation exodus FILE NATION) avant de confirmer : ses bourgs disparaissent, ses zones deviennent non contrôlées et sa liste d’armée prend la mer sur des navires gratuits (I-65).</translation>
    </message>
    <message>
        <source>§7.6 (3) %1&apos;s player is back: the New Year steps that waited for him run now (NY-1 old armies, NY-3 tally, NY-5 last year&apos;s fleets); fill the roster and place the armies with the usual commands, production waits for the next New Year.</source>
        <translation>§7.6 (3) Le joueur de %1 est de retour : les étapes du Nouvel An qui l’attendaient s’exécutent maintenant (NY-1 anciennes armées, NY-3 bilan, NY-5 flottes de l’an dernier) ; remplissez la liste d’armée et placez les armées avec les commandes habituelles, la production attend le prochain Nouvel An.</translation>
    </message>
</context>
<context>
    <name>herald::db::OrderCommands</name>
    <message>
        <source>§1.5 There is no army &quot;%1&quot; on the map (give its number or its name).</source>
        <translation>§1.5 Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte (indiquez son numéro ou son nom).</translation>
    </message>
    <message>
        <source>The argument &quot;turn&quot; must be a turn number.</source>
        <translation>L’argument «&#xa0;turn&#xa0;» doit être un numéro de tour.</translation>
    </message>
    <message>
        <source>The argument &quot;kind&quot; must be one of %1.</source>
        <translation>L’argument «&#xa0;kind&#xa0;» doit être l’un de %1.</translation>
    </message>
    <message>
        <source>A move needs the argument &quot;destination&quot;: the area&apos;s XXYY number.</source>
        <translation>Un mouvement nécessite l’argument «&#xa0;destination&#xa0;» : le numéro XXYY de la zone.</translation>
    </message>
    <message>
        <source>The argument &quot;location&quot; must be one of %1.</source>
        <translation>L’argument «&#xa0;location&#xa0;» doit être l’un de %1.</translation>
    </message>
    <message>
        <source>%1 ordered to %2 (turn %3, §4.1)</source>
        <extracomment>%1 the army, %2 the order in words, %3 the turn number</extracomment>
        <translation>Ordre de %1 : %2 (tour %3, §4.1)</translation>
    </message>
    <message>
        <source>§4.1 %1 has no order for turn %2 to take back.</source>
        <translation>§4.1 %1 n’a aucun ordre à retirer pour le tour %2.</translation>
    </message>
    <message>
        <source>%1&apos;s order for turn %2 taken back</source>
        <translation>Ordre de %1 pour le tour %2 retiré</translation>
    </message>
</context>
<context>
    <name>herald::db::PositionCommands</name>
    <message>
        <source>The position is set before a movement phase, not in %1.</source>
        <translation>La position se définit avant une phase de mouvement, pas en %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1 : %2.</translation>
    </message>
    <message>
        <source>%1 is not a province of %2.</source>
        <translation>%1 n’est pas une province de %2.</translation>
    </message>
    <message>
        <source>%1 is not a power of %2.</source>
        <translation>%1 n’est pas une puissance de %2.</translation>
    </message>
    <message>
        <source>%1 is not a unit: write A, F, C (cavalry), P (pirate), or 2A for a Multiple army.</source>
        <translation>%1 n’est pas une unité : écrivez A, F, C (cavalerie), P (pirate) ou 2A pour une armée multiple.</translation>
    </message>
    <message>
        <source>%1 is not a unit trait: write easterling or original.</source>
        <translation>%1 n’est pas un trait d’unité : écrivez easterling ou original.</translation>
    </message>
    <message>
        <source>%1, an Easterling</source>
        <translation>%1, easterling</translation>
    </message>
    <message>
        <source>%1, one of its power&apos;s first units</source>
        <translation>%1, l’une des premières unités de sa puissance</translation>
    </message>
    <message>
        <source>%1: %2 set on the board</source>
        <translation>%1 : %2 placé sur le plateau</translation>
    </message>
    <message>
        <source>%1: the unit in %2 taken off</source>
        <translation>%1 : l’unité en %2 retirée</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 vers %2</translation>
    </message>
    <message>
        <source>%1: unit moved from %2</source>
        <translation>%1 : unité déplacée depuis %2</translation>
    </message>
    <message>
        <source>%1: %2 now belongs to nobody</source>
        <translation>%1 : %2 n’appartient plus à personne</translation>
    </message>
    <message>
        <source>%1: %2 now belongs to %3</source>
        <translation>%1 : %2 appartient désormais à %3</translation>
    </message>
    <message>
        <source>%1 is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul).</source>
        <translation>%1 n’est pas une personnalité (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul).</translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no personalities.</source>
        <translation>%1 est une partie standard : elle n’a pas de personnalités.</translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1: %2 taken off the board</source>
        <translation>%1 : %2 retiré du plateau</translation>
    </message>
    <message>
        <source>%1: %2 placed in %3 (hidden)</source>
        <translation>%1 : %2 placé en %3 (caché)</translation>
    </message>
    <message>
        <source>the %1 unit</source>
        <translation>l’unité %1</translation>
    </message>
    <message>
        <source>the Ring %1</source>
        <translation>l’Anneau %1</translation>
    </message>
    <message>
        <source>the Ring %1 by %2</source>
        <translation>l’Anneau %1 par %2</translation>
    </message>
    <message>
        <source>the Ring %1 in %2</source>
        <translation>l’Anneau %1 en %2</translation>
    </message>
    <message>
        <source>the Ring %1 by %2 in %3</source>
        <translation>l’Anneau %1 par %2 en %3</translation>
    </message>
    <message>
        <source>%1 is a standard game: it has no Ring.</source>
        <translation>%1 est une partie standard : elle n’a pas d’Anneau.</translation>
    </message>
    <message>
        <source>%1 is not a state of the Ring: write %2.</source>
        <translation>%1 n’est pas un état de l’Anneau : écrivez %2.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: the turn is now %2</source>
        <translation>%1 : le tour est désormais %2</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>caché</translation>
    </message>
    <message>
        <source>lying</source>
        <translation>posé</translation>
    </message>
    <message>
        <source>carried</source>
        <translation>porté</translation>
    </message>
    <message>
        <source>worn</source>
        <translation>porté au doigt</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
</context>
<context>
    <name>herald::db::ProductionCommands</name>
    <message>
        <source>§2.7 New centres are placed and unsupported ones reduced at NY-4 of the New Year; the campaign stands at %1.</source>
        <translation>§2.7 Les nouveaux centres sont placés, et ceux qui ne sont pas soutenus réduits, à NY-4 du Nouvel An ; la campagne en est à %1.</translation>
    </message>
    <message>
        <source>The argument &quot;area&quot; must be an area number such as &quot;0407&quot;.</source>
        <translation>L’argument «&#xa0;area&#xa0;» doit être un numéro de zone, par exemple «&#xa0;0407&#xa0;».</translation>
    </message>
    <message>
        <source>§2.7 %1 produces nothing this year: it holds no land or its player is absent (§7.6 rule 3).</source>
        <translation>§2.7 %1 ne produit rien cette année : elle ne tient aucune terre ou son joueur est absent (§7.6 règle 3).</translation>
    </message>
    <message>
        <source>§1.3 There is no area %1 on the map.</source>
        <translation>§1.3 Il n’y a pas de zone %1 sur la carte.</translation>
    </message>
    <message>
        <source>The argument &quot;centre&quot; must be &quot;town&quot; or &quot;city&quot;.</source>
        <translation>L’argument «&#xa0;centre&#xa0;» doit valoir «&#xa0;town&#xa0;» ou «&#xa0;city&#xa0;».</translation>
    </message>
    <message>
        <source>%1 raises a %2 at %3 (§2.7: %4 of %5 new centres placed)</source>
        <extracomment>%1 nation, %2 &quot;town&quot; or &quot;city&quot;, %3 area, %4 and %5 the count placed and due</extracomment>
        <translation>%1 élève un nouveau centre en %3 : %2 (§2.7 : %4 nouveaux centres placés sur %5)</translation>
    </message>
    <message>
        <source>%1&apos;s %3 at %2 lacks its support and becomes a %4 (§2.7)</source>
        <extracomment>%1 nation, %2 area, %3 the old centre, %4 the new one</extracomment>
        <translation>Faute de soutien, le centre de %1 en %2 passe de %3 à %4 (§2.7)</translation>
    </message>
    <message>
        <source>The argument &quot;choice&quot; must be &quot;colony&quot; or &quot;country&quot;.</source>
        <translation>L’argument «&#xa0;choice&#xa0;» doit valoir «&#xa0;colony&#xa0;» ou «&#xa0;country&#xa0;».</translation>
    </message>
    <message>
        <source>§7.3 No new centre of %1 on the landmass of %2 waits for the colony or new country answer.</source>
        <translation>§7.3 Aucun nouveau centre de %1 sur la masse continentale de la zone %2 n’attend la réponse colonie ou nouveau pays.</translation>
    </message>
    <message>
        <source>%1 keeps its land on %2 as a colony (§7.3)</source>
        <translation>%1 conserve ses terres sur %2 comme colonie (§7.3)</translation>
    </message>
    <message>
        <source>§2.7 %1&apos;s player has said he places no more new centres this year; undo that to place one.</source>
        <translation>§2.7 Le joueur de %1 a déclaré ne plus placer de nouveaux centres cette année ; annulez cela pour en placer un.</translation>
    </message>
    <message>
        <source>§2.7 %1 already places no more new centres this year.</source>
        <translation>§2.7 %1 ne place déjà plus de nouveaux centres cette année.</translation>
    </message>
    <message>
        <source>§2.7 %1 has no new centre left to place this year.</source>
        <translation>§2.7 %1 n’a plus de nouveau centre à placer cette année.</translation>
    </message>
    <message>
        <source>%1 places no more new centres this year (§2.7), leaving %2 towns and %3 cities unbuilt</source>
        <extracomment>%1 nation, %2 towns not placed, %3 cities not placed</extracomment>
        <translation>%1 ne place plus de nouveaux centres cette année (§2.7), laissant %2 bourgs et %3 cités non construits</translation>
    </message>
    <message>
        <source>%1&apos;s people on %2 found another country (§7.3, I-70): found it with nation.country, which hands it the areas there</source>
        <translation>Le peuple de %1 sur %2 fonde un autre pays (§7.3, I-70) : le fonder avec nation.country, qui lui remet les zones qui s’y trouvent</translation>
    </message>
</context>
<context>
    <name>herald::db::ProductionStep</name>
    <message>
        <source>1 town</source>
        <translation>1 bourg</translation>
    </message>
    <message>
        <source>%1 towns</source>
        <translation>%1 bourgs</translation>
    </message>
    <message>
        <source>1 city</source>
        <translation>1 cité</translation>
    </message>
    <message>
        <source>%1 cities</source>
        <translation>%1 cités</translation>
    </message>
    <message>
        <source>%1: %2 (production place)</source>
        <translation>%1 : %2 (production place)</translation>
    </message>
    <message>
        <source>%1: %2 (production remove)</source>
        <translation>%1 : %2 (production remove)</translation>
    </message>
    <message>
        <source>%1 at %2 (production colony)</source>
        <translation>%1 en %2 (production colony)</translation>
    </message>
    <message>
        <source>%1 placed its new centres at %2.</source>
        <translation>%1 a placé ses nouveaux centres en %2.</translation>
    </message>
    <message>
        <source>The towns held could not be noted.</source>
        <translation>Les bourgs tenus n’ont pas pu être consignés.</translation>
    </message>
</context>
<context>
    <name>herald::db::RansomCommands</name>
    <message>
        <source>§2.16 The areas offered are worth %1 population point(s); the captive&apos;s level is %2, so at least %2 must be ceded.</source>
        <translation>§2.16 Les zones offertes valent %1 point(s) de population ; le niveau du captif est %2, il faut donc en céder au moins %2.</translation>
    </message>
    <message>
        <source>§2.16, I-20 The areas offered are worth %1 population point(s) for a captive of level %2; the owner&apos;s areas can pay %3, so no more than %3 may be ceded.</source>
        <translation>§2.16, I-20 Les zones offertes valent %1 point(s) de population pour un captif de niveau %2 ; les zones du propriétaire peuvent payer %3, on ne peut donc pas céder plus de %3.</translation>
    </message>
    <message>
        <source>§2.16, I-20 All the owner&apos;s areas together cannot reach the captive&apos;s level of %1 population point(s): he cannot be ransomed.</source>
        <translation>§2.16, I-20 Toutes les zones du propriétaire réunies ne peuvent pas atteindre le niveau du captif, %1 point(s) de population : il ne peut pas être racheté.</translation>
    </message>
    <message>
        <source>§2.16 The offer names more centres of a kind than the owner holds.</source>
        <translation>§2.16 L’offre nomme plus de centres d’un type que le propriétaire n’en détient.</translation>
    </message>
    <message>
        <source>The argument &quot;captive&quot; (the character&apos;s id) is missing.</source>
        <translation>L’argument «&#xa0;captive&#xa0;» (l’identifiant du personnage) est manquant.</translation>
    </message>
    <message>
        <source>The argument &quot;areas&quot; must list the ceded areas (XXYY).</source>
        <translation>L’argument «&#xa0;areas&#xa0;» doit lister les zones cédées (XXYY).</translation>
    </message>
    <message>
        <source>There is no character %1.</source>
        <translation>Il n’existe aucun personnage %1.</translation>
    </message>
    <message>
        <source>§2.16 %1 of %2 is not held captive: there is nothing to ransom.</source>
        <translation>§2.16 %1 de %2 n’est pas captif : il n’y a rien à racheter.</translation>
    </message>
    <message>
        <source>§2.16 Area %1 is listed twice in the ransom of %2.</source>
        <translation>§2.16 La zone %1 figure deux fois dans le rachat de %2.</translation>
    </message>
    <message>
        <source>§2.16 There is no area %1 on the map.</source>
        <translation>§2.16 Il n’y a pas de zone %1 sur la carte.</translation>
    </message>
    <message>
        <source>§2.16 Area %1 is uncontrolled: %2 can only cede its own areas.</source>
        <translation>§2.16 La zone %1 n’est pas contrôlée : %2 ne peut céder que ses propres zones.</translation>
    </message>
    <message>
        <source>§2.16 Area %1 belongs to %2: %3 can only cede its own areas.</source>
        <translation>§2.16 La zone %1 appartient à %2 : %3 ne peut céder que ses propres zones.</translation>
    </message>
    <message>
        <source>%1 (ransom of %2 of %3 from %4)</source>
        <extracomment>%1 the problem with its numbers, %2 the captive, %3 his nation, %4 the captor</extracomment>
        <translation>%1 (rachat de %2 de %3 à %4)</translation>
    </message>
    <message>
        <source>%1 %2 (%3, %4)</source>
        <extracomment>one ceded area: %1 XXYY, %2 its name, %3 its centre (&quot;town&quot;), %4 population points</extracomment>
        <translation>%1 %2 (%3, %4)</translation>
    </message>
    <message>
        <source>%1 ransoms %2 from %3, ceding %4: %5 population point(s) for level %6 (§2.16)</source>
        <extracomment>%1 owner nation, %2 captive, %3 captor, %4 the ceded areas, %5 points, %6 level</extracomment>
        <translation>%1 rachète %2 à %3 en cédant %4 : %5 point(s) de population pour le niveau %6 (§2.16)</translation>
    </message>
</context>
<context>
    <name>herald::db::RebellionStep</name>
    <message>
        <source>§7.4.2 %1, leader of %2, is out of the fight (%3): the rebellion collapses and its areas fall uncontrolled; only a New Nation brings its player back.</source>
        <extracomment>%1 leader, %2 nation, %3 the leader&apos;s status (&quot;Captured&quot;, &quot;Killed&quot;)</extracomment>
        <translation>§7.4.2 %1, chef de %2, est hors de combat (%3) : la rébellion s’effondre et ses zones deviennent non contrôlées ; seule une Nouvelle nation peut ramener son joueur.</translation>
    </message>
</context>
<context>
    <name>herald::db::RetreatCommands</name>
    <message>
        <source>§6.7 Armies retreat at M-4, after the month&apos;s battles; the campaign stands at %1.</source>
        <translation>§6.7 Les armées battent en retraite à M-4, après les batailles du mois ; la campagne en est à %1.</translation>
    </message>
    <message>
        <source>There is no army &quot;%1&quot; on the map.</source>
        <translation>Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte.</translation>
    </message>
    <message>
        <source>%1 has somewhere to go, so it does not rout; name the area. %2</source>
        <translation>%1 a un endroit où aller, elle n’est donc pas mise en déroute ; indiquez la zone. %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>§6.7 %1 may not retreat to %2. %3</source>
        <translation>§6.7 %1 ne peut pas battre en retraite vers %2. %3</translation>
    </message>
    <message>
        <source>%1 retreats to %2 (%3)</source>
        <translation>%1 bat en retraite vers %2 (%3)</translation>
    </message>
    <message>
        <source>§6.7 %1 has retreated already this turn; undo that retreat to change it.</source>
        <translation>§6.7 %1 a déjà battu en retraite ce tour-ci ; annulez cette retraite pour la modifier.</translation>
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
        <translation>§6.7 Après les retraites qui la précèdent, %1 a plusieurs zones où aller : faites-la d’abord battre en retraite avec army.retreat. %2</translation>
    </message>
    <message>
        <source>%1 must leave its area: %2</source>
        <extracomment>%1 army, %2 the §6.7 list as it applies (the area, or the rout)</extracomment>
        <translation>%1 doit quitter sa zone : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::RosterCommands</name>
    <message>
        <source>%1 has no army list yet (§1.2): choose its race first.</source>
        <translation>%1 n’a pas encore de livre d’armée (§1.2) : choisissez d’abord sa race.</translation>
    </message>
    <message>
        <source>%1 has no roster for year %2 yet: open it from the year&apos;s tally first.</source>
        <translation>%1 n’a pas encore de liste d’armée pour l’année %2 : ouvrez-la d’abord depuis le bilan de l’année.</translation>
    </message>
    <message>
        <source>%1, year %2: refused, nothing changed.
%3</source>
        <translation>%1, année %2 : refusé, rien n’a changé.
%3</translation>
    </message>
    <message>
        <source>%1 already has a roster for year %2.</source>
        <translation>%1 a déjà une liste d’armée pour l’année %2.</translation>
    </message>
    <message>
        <source>%1 is not on the map yet.</source>
        <translation>%1 n’est pas encore sur la carte.</translation>
    </message>
    <message>
        <source>%1 opens its year %2 roster: PT %3, AP %4, CP %5</source>
        <translation>%1 ouvre sa liste d’armée de l’année %2 : PT %3, AP %4, CP %5</translation>
    </message>
    <message>
        <source>§1.2 %1&apos;s army list (%2) has no unit type &quot;%3&quot;; it has %4.</source>
        <translation>§1.2 Le livre d’armée de %1 (%2) n’a aucun type d’unité «&#xa0;%3&#xa0;» ; il contient %4.</translation>
    </message>
    <message>
        <source>&quot;count&quot; must not be 0.</source>
        <translation>«&#xa0;count&#xa0;» ne doit pas valoir 0.</translation>
    </message>
    <message>
        <source>The roster has no %1 to remove.</source>
        <translation>La liste d’armée n’a aucun %1 à retirer.</translation>
    </message>
    <message>
        <source>§1.4 The %1 line has %2 units, %3 of them lost; it cannot drop below that.</source>
        <translation>§1.4 La ligne %1 compte %2 unités, dont %3 perdues ; elle ne peut pas descendre en dessous.</translation>
    </message>
    <message>
        <source>%1 × %2 cost %3 points; %4 of the %5 army points are spent already.</source>
        <translation>%1 × %2 coûtent %3 points ; %4 des %5 points d’armée sont déjà dépensés.</translation>
    </message>
    <message>
        <source>%1 buys %2 × %3 (%4 of %5 army points spent)</source>
        <translation>%1 achète %2 × %3 (%4 points d’armée dépensés sur %5)</translation>
    </message>
    <message>
        <source>%1 removes %2 × %3 (%4 of %5 army points spent)</source>
        <translation>%1 retire %2 × %3 (%4 points d’armée dépensés sur %5)</translation>
    </message>
    <message>
        <source>%1 loses %2 × %3 (%4 left on the line this year)</source>
        <translation>%1 perd %2 × %3 (%4 restant(s) sur la ligne cette année)</translation>
    </message>
    <message>
        <source>§1.2 %1&apos;s army list (%2) has no character &quot;%3&quot;; it has %4.</source>
        <translation>§1.2 Le livre d’armée de %1 (%2) n’a aucun personnage «&#xa0;%3&#xa0;» ; il contient %4.</translation>
    </message>
    <message>
        <source>%1 takes %2, %3 (%4 of %5 character points used)</source>
        <translation>%1 prend %2, %3 (%4 points de personnage utilisés sur %5)</translation>
    </message>
    <message>
        <source>The argument &quot;character&quot; (its id) is missing.</source>
        <translation>L’argument «&#xa0;character&#xa0;» (son identifiant) est manquant.</translation>
    </message>
    <message>
        <source>There is no character %1.</source>
        <translation>Il n’existe aucun personnage %1.</translation>
    </message>
    <message>
        <source>Character %1 is not on %2&apos;s roster for year %3.</source>
        <translation>Le personnage %1 n’est pas sur la liste d’armée de %2 pour l’année %3.</translation>
    </message>
    <message>
        <source>&quot;status&quot; is active, captured, killed, onExpedition or envoy, not &quot;%1&quot;.</source>
        <translation>«&#xa0;status&#xa0;» vaut active, captured, killed, onExpedition ou envoy, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§6.4 A captured character is held by another nation: name it as &quot;captor&quot;.</source>
        <translation>§6.4 Un personnage capturé est détenu par une autre nation : indiquez-la comme «&#xa0;captor&#xa0;».</translation>
    </message>
    <message>
        <source>%1 of %2 is captured by %3 (still counts against %2&apos;s character points, §6.4)</source>
        <translation>%1 (%2) est capturé par %3 (compte toujours dans les points de personnage de %2, §6.4)</translation>
    </message>
    <message>
        <source>%1 of %2 is now %3</source>
        <translation>%1 (%2) est désormais %3</translation>
    </message>
    <message>
        <source>%1 leaves %2&apos;s roster</source>
        <translation>%1 quitte la liste d’armée de %2</translation>
    </message>
    <message>
        <source>%1 leaves %2&apos;s roster; his items are lost (I-27): %3</source>
        <translation>%1 quitte la liste d’armée de %2 ; ses objets sont perdus (I-27) : %3</translation>
    </message>
    <message>
        <source>§1.4 The magic item %1 is already bound to %2 of %3; an item never passes to another character by choice.</source>
        <translation>§1.4 L’objet magique %1 est déjà lié à %2 (%3) ; un objet ne passe jamais volontairement à un autre personnage.</translation>
    </message>
    <message>
        <source>%1 is dead; a magic item goes to a living character.</source>
        <translation>%1 est mort ; un objet magique revient à un personnage vivant.</translation>
    </message>
    <message>
        <source>%1 of %2 now carries the magic item %3 for good</source>
        <translation>%1 (%2) porte désormais définitivement l’objet magique %3</translation>
    </message>
    <message>
        <source>§6.5 The magic item %1 waits on %2&apos;s roster; only a character of %2 can take it, not %3 of %4.</source>
        <translation>§6.5 L’objet magique %1 attend sur la liste d’armée de %2 ; seul un personnage de %2 peut le prendre, pas %3 de %4.</translation>
    </message>
    <message>
        <source>§2.18 The magic item deck has no card %1: nothing was bound.</source>
        <translation>§2.18 Le paquet d’objets magiques n’a pas de carte %1 : rien n’a été attribué.</translation>
    </message>
    <message>
        <source>§2.18 The magic item %1 has not been drawn: items are dealt at random (magic deal), never chosen; nothing was bound.</source>
        <translation>§2.18 L’objet magique %1 n’a pas été tiré : les objets sont distribués au hasard (magic deal), jamais choisis ; rien n’a été attribué.</translation>
    </message>
    <message>
        <source>§1.4 The magic item %1 was dealt to %2; only a character of %2 can carry it, not %3 of %4.</source>
        <extracomment>%1 card, %2 the holder the deck dealt it to, %3 character, %4 his nation</extracomment>
        <translation>§1.4 L’objet magique %1 a été distribué à %2 ; seul un personnage de %2 peut le porter, pas %3 de %4.</translation>
    </message>
</context>
<context>
    <name>herald::db::RoutedArmies</name>
    <message>
        <source>There is no army &quot;%1&quot; on the map.</source>
        <translation>Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte.</translation>
    </message>
    <message>
        <source>§6.8 %1 is not routed: only a routed army marches home.</source>
        <translation>§6.8 %1 n’est pas en déroute : seule une armée en déroute rentre chez elle.</translation>
    </message>
    <message>
        <source>§6.8 %1 takes no step this turn: %2</source>
        <translation>§6.8 %1 ne fait aucun pas ce tour-ci : %2</translation>
    </message>
    <message>
        <source>I-58 %1 may not march to %2: the next step home is %3.</source>
        <translation>I-58 %1 ne peut pas marcher vers %2 : le prochain pas vers chez elle est %3.</translation>
    </message>
    <message>
        <source>The army could not be written.</source>
        <translation>L’armée n’a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>%1 will march to %2 at the end of the turn (I-58)</source>
        <translation>%1 marchera vers %2 à la fin du tour (I-58)</translation>
    </message>
    <message>
        <source>§6.8 %1 is not routed: there is nothing to rally.</source>
        <translation>§6.8 %1 n’est pas en déroute : il n’y a rien à rallier.</translation>
    </message>
    <message>
        <source>§6.8 %1 has already answered its last-ditch rally this turn; undo that answer to change it.</source>
        <translation>§6.8 %1 a déjà répondu à son ralliement de la dernière chance ce tour-ci ; annulez cette réponse pour la changer.</translation>
    </message>
    <message>
        <source>§6.8 %1 has used its last-ditch rally: it is allowed once a game.</source>
        <translation>§6.8 %1 a déjà utilisé son ralliement de la dernière chance : il n’est permis qu’une fois par partie.</translation>
    </message>
    <message>
        <source>§6.8 %1 still has forces that are not routed: the last-ditch rally is for a nation whose only forces are routed armies.</source>
        <translation>§6.8 %1 a encore des forces qui ne sont pas en déroute : le ralliement de la dernière chance est pour une nation dont les seules forces sont des armées en déroute.</translation>
    </message>
    <message>
        <source>%1 lets its last-ditch rally wait (§6.8)</source>
        <translation>%1 laisse attendre son ralliement de la dernière chance (§6.8)</translation>
    </message>
    <message>
        <source>%1 rallies %2: it is an army again (§6.8 last-ditch rally, once a game)</source>
        <translation>%1 rallie %2 : c’est de nouveau une armée (§6.8 ralliement de la dernière chance, une fois par partie)</translation>
    </message>
</context>
<context>
    <name>herald::db::Underlay</name>
    <message>
        <source>image: the scanned map must be a PNG or JPEG file, base64-encoded.</source>
        <translation>image : la carte numérisée doit être un fichier PNG ou JPEG encodé en base64.</translation>
    </message>
    <message>
        <source>opacity must be a number from 0 to 1.</source>
        <translation>opacity doit être un nombre de 0 à 1.</translation>
    </message>
    <message>
        <source>%1: no scanned map under the hexes</source>
        <translation>%1 : aucune carte numérisée sous les hexagones</translation>
    </message>
    <message>
        <source>%1: scanned map under the hexes, drawn at %2% over it</source>
        <extracomment>%1 a map&apos;s or a game&apos;s name, %2 a percentage.</extracomment>
        <translation>%1 : carte numérisée sous les hexagones, tracés par-dessus à %2 %</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::BoardCommands</name>
    <message>
        <source>Battle board: a new battle with its two armies and options</source>
        <translation>Plateau de bataille : une nouvelle bataille avec ses deux armées et ses options</translation>
    </message>
    <message>
        <source>Battle board: one side&apos;s secret set-up</source>
        <translation>Plateau de bataille : le déploiement secret d’un camp</translation>
    </message>
    <message>
        <source>Battle board: fire, charge, move, entrench, rally, pass or pursue</source>
        <translation>Plateau de bataille : tir, charge, mouvement, retranchement, ralliement, passe ou poursuite</translation>
    </message>
    <message>
        <source>Battle board: end the current half of the phase, or the pursuit</source>
        <translation>Plateau de bataille : fin de la demi-phase en cours, ou de la poursuite</translation>
    </message>
    <message>
        <source>Battle board: a side retreats by choice</source>
        <translation>Plateau de bataille : un camp bat en retraite volontairement</translation>
    </message>
    <message>
        <source>Battle board: play the rest of the battle with the auto-resolve policy</source>
        <translation>Plateau de bataille : jouer le reste de la bataille avec la stratégie de résolution automatique</translation>
    </message>
    <message>
        <source>There is no battle board battle &quot;%1&quot; in this campaign.</source>
        <translation>Il n’existe aucune bataille de plateau «&#xa0;%1&#xa0;» dans cette campagne.</translation>
    </message>
    <message>
        <source>§3 the battle has not begun: still waiting for the secret set-up of %1.</source>
        <translation>§3 la bataille n’a pas commencé : en attente du déploiement secret de %1.</translation>
    </message>
    <message>
        <source>side: must be %1</source>
        <translation>side : doit valoir %1</translation>
    </message>
    <message>
        <source>The log of &quot;%1&quot; could not be written.</source>
        <translation>Le journal de «&#xa0;%1&#xa0;» n’a pas pu être écrit.</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot;: %2</source>
        <extracomment>%1 the battle&apos;s name, %2 what happened
----------
%1 the battle&apos;s name, %2 the rule that refuses</extracomment>
        <translation>Plateau de bataille «&#xa0;%1&#xa0;» : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::BoardPlay</name>
    <message>
        <source>to: &quot;%1&quot; is not a space (reserve, line:1...3, middle:1...3)</source>
        <translation>to : «&#xa0;%1&#xa0;» n’est pas une case (reserve, line:1...3, middle:1...3)</translation>
    </message>
    <message>
        <source>action: must be fire, charge, move, entrench, rally, pass or pursue</source>
        <translation>action : doit valoir fire, charge, move, entrench, rally, pass ou pursue</translation>
    </message>
    <message>
        <source>§15 the auto-resolve policy plays both sides from here; it is not a rule of play, only legal actions are chosen.</source>
        <translation>§15 la stratégie de résolution automatique joue les deux camps à partir d’ici ; ce n’est pas une règle du jeu, seules des actions légales sont choisies.</translation>
    </message>
    <message>
        <source>%1 wins</source>
        <translation>%1 gagne</translation>
    </message>
    <message>
        <source>undecided after %1 turns (autoresolve.max_turns)</source>
        <translation>indécise après %1 tours (autoresolve.max_turns)</translation>
    </message>
    <message>
        <source>played out by the auto-resolve policy (§15), ended in turn %1: %2</source>
        <extracomment>%1 the turn the battle ended in, %2 who won</extracomment>
        <translation>jouée jusqu’au bout par la stratégie de résolution automatique (§15), terminée au tour %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::BoardSetup</name>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>%1.type: must be %2</source>
        <translation>%1.type : doit valoir %2</translation>
    </message>
    <message>
        <source>%1.count: must be a whole number from 1 to 40</source>
        <translation>%1.count : doit être un nombre entier de 1 à 40</translation>
    </message>
    <message>
        <source>placements: %1 spaces given for an army of %2 units</source>
        <translation>placements : %1 cases indiquées pour une armée de %2 unités</translation>
    </message>
    <message>
        <source>placements[%1]: &quot;%2&quot; is not a space (reserve, line:1...3)</source>
        <translation>placements[%1] : «&#xa0;%2&#xa0;» n’est pas une case (reserve, line:1...3)</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>reserve</source>
        <translation>réserve</translation>
    </message>
    <message>
        <source>A battle board battle needs a name.</source>
        <translation>Une bataille de plateau doit avoir un nom.</translation>
    </message>
    <message>
        <source>This campaign already has a battle board battle &quot;%1&quot;.</source>
        <translation>Cette campagne a déjà une bataille de plateau «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>tables: %1</source>
        <translation>tables : %1</translation>
    </message>
    <message>
        <source>Battle board &quot;%1&quot;: %2</source>
        <translation>Plateau de bataille «&#xa0;%1&#xa0;» : %2</translation>
    </message>
    <message>
        <source>a major battle, three columns (§2.1)</source>
        <translation>une bataille majeure, trois colonnes (§2.1)</translation>
    </message>
    <message>
        <source>a minor battle, one column (§2.1)</source>
        <translation>une bataille mineure, une colonne (§2.1)</translation>
    </message>
    <message>
        <source>%1 (%2 brigades) attacks %3 (%4 brigades): %5</source>
        <extracomment>%1 attacker&apos;s army, %2 its brigades, %3 defender&apos;s army, %4 its brigades, %5 the size</extracomment>
        <translation>%1 (%2 brigades) attaque %3 (%4 brigades) : %5</translation>
    </message>
    <message>
        <source>§11.3 played with placeholder numbers, not the published tables.</source>
        <translation>§11.3 jouée avec des valeurs provisoires, pas avec les tables publiées.</translation>
    </message>
    <message>
        <source>The log of &quot;%1&quot; could not be written.</source>
        <translation>Le journal de «&#xa0;%1&#xa0;» n’a pas pu être écrit.</translation>
    </message>
    <message>
        <source>New battle board battle &quot;%1&quot;: %2</source>
        <translation>Nouvelle bataille de plateau «&#xa0;%1&#xa0;» : %2</translation>
    </message>
    <message>
        <source>§3 the battle has begun; set-ups can no longer change.</source>
        <translation>§3 la bataille a commencé ; les déploiements ne peuvent plus changer.</translation>
    </message>
    <message>
        <source>%1&apos;s set-up is in, kept hidden.</source>
        <extracomment>%1 the army&apos;s name; its placements stay hidden from the other player (§3)</extracomment>
        <translation>Le déploiement de %1 est saisi et gardé caché.</translation>
    </message>
    <message>
        <source>§3 both set-ups are revealed.</source>
        <translation>§3 les deux déploiements sont révélés.</translation>
    </message>
    <message>
        <source>§4 turn 1 begins with the attacker&apos;s half of the cavalry phase.</source>
        <translation>§4 le tour 1 commence par la demi-phase de l’attaquant dans la phase de cavalerie.</translation>
    </message>
    <message>
        <source>both set-ups are in and revealed; turn 1 begins</source>
        <translation>les deux déploiements sont saisis et révélés ; le tour 1 commence</translation>
    </message>
    <message>
        <source>Fought instead of WarMaster battle %1 at the tabletop; its result sheet comes from this board when the battle is over.</source>
        <translation>Livrée à la place de la bataille WarMaster %1 sur la table ; sa feuille de résultat provient de ce plateau une fois la bataille terminée.</translation>
    </message>
</context>
<context>
    <name>herald::db::battleboard::OptionsJson</name>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>doit être un nombre entier de %1 à %2</translation>
    </message>
    <message>
        <source>must be a number from 0 to 1</source>
        <translation>doit être un nombre de 0 à 1</translation>
    </message>
    <message>
        <source>must be %1 or %2</source>
        <translation>doit valoir %1 ou %2</translation>
    </message>
    <message>
        <source>must be attacker, defender or none</source>
        <translation>doit valoir attacker, defender ou none</translation>
    </message>
    <message>
        <source>%1: is not an option of the battle board</source>
        <translation>%1 : n’est pas une option du plateau de bataille</translation>
    </message>
    <message>
        <source>natives.side, fort.side: natives and forts belong to the War! Age of Imperialism options (§8); set waoi to true</source>
        <translation>natives.side, fort.side : les indigènes et les forts relèvent des options War! Age of Imperialism (§8) ; mettez waoi à true</translation>
    </message>
</context>
<context>
    <name>herald::db::decks::DeckDraw</name>
    <message>
        <source>the campaign has no deck &apos;%1&apos;: draw one at the table</source>
        <extracomment>%1 the deck&apos;s id</extracomment>
        <translation>la campagne n’a pas de paquet «&#xa0;%1&#xa0;» : en piocher une à la table</translation>
    </message>
    <message>
        <source>every card of %1 is in play: draw one at the table</source>
        <extracomment>%1 the deck&apos;s title</extracomment>
        <translation>toutes les cartes de %1 sont en jeu : en piocher une à la table</translation>
    </message>
</context>
<context>
    <name>herald::db::decks::DecksStore</name>
    <message>
        <source>%1, row &apos;%2&apos;: the stored content cannot be read: %3</source>
        <translation>%1, ligne «&#xa0;%2&#xa0;» : le contenu enregistré ne peut pas être lu : %3</translation>
    </message>
</context>
<context>
    <name>herald::db::diplomacy::ShippedVariants</name>
    <message>
        <source>Standard Diplomacy</source>
        <translation>Diplomacy standard</translation>
    </message>
    <message>
        <source>Hardbop Downfall (reconstructed map)</source>
        <translation>Hardbop Downfall (carte reconstituée)</translation>
    </message>
</context>
<context>
    <name>herald::db::hexwar::GameActions</name>
    <message>
        <source>&quot;%1&quot; is not a unit of this game (give its id, such as K6 or B1).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une unité de cette partie (indiquez son identifiant, comme K6 ou B1).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a hex number (four digits, XXYY).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro d’hexagone (quatre chiffres, XXYY).</translation>
    </message>
    <message>
        <source>Set-up refused: %1.</source>
        <translation>Mise en place refusée : %1.</translation>
    </message>
    <message>
        <source>Set-up: %1 in %2</source>
        <translation>Mise en place : %1 en %2</translation>
    </message>
    <message>
        <source>%1 may not move so (rule %2).</source>
        <translation>%1 ne peut pas se déplacer ainsi (règle %2).</translation>
    </message>
    <message>
        <source>%1 enters at %2</source>
        <translation>%1 entre en %2</translation>
    </message>
    <message>
        <source>%1 enters at %2 and moves on to %3</source>
        <translation>%1 entre en %2 et continue jusqu’en %3</translation>
    </message>
    <message>
        <source>%1 moves %2-%3</source>
        <translation>%1 se déplace %2-%3</translation>
    </message>
    <message>
        <source>%1 cannot be held back now: only a reinforcement that may enter in its own side&apos;s movement phase is held back (E4).</source>
        <translation>%1 ne peut pas être retenue maintenant : seul un renfort pouvant entrer pendant la phase de mouvement de son propre camp peut être retenu (E4).</translation>
    </message>
    <message>
        <source>%1 is held back; it may enter in any later movement phase (E4)</source>
        <translation>%1 est retenue ; elle pourra entrer lors de n’importe quelle phase de mouvement ultérieure (E4)</translation>
    </message>
    <message>
        <source>%1 retreats to %2, its only legal hex (R1, R2).</source>
        <translation>%1 bat en retraite en %2, son seul hexagone légal (R1, R2).</translation>
    </message>
    <message>
        <source>%1 has no legal retreat hex and is eliminated (R3).</source>
        <translation>%1 n’a aucun hexagone de retraite légal et est éliminée (R3).</translation>
    </message>
    <message>
        <source>%1 cannot retreat %2: %3</source>
        <translation>%1 ne peut pas battre en retraite %2 : %3</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <source>%1 retreats to %2</source>
        <translation>%1 bat en retraite vers %2</translation>
    </message>
    <message>
        <source>%1 has no legal retreat hex and is eliminated (R3)</source>
        <translation>%1 n’a aucun hexagone de retraite légal et est éliminée (R3)</translation>
    </message>
    <message>
        <source>No combat has emptied a hex to advance into (9.3).</source>
        <translation>Aucun combat n’a vidé d’hexagone où avancer (9.3).</translation>
    </message>
    <message>
        <source>Every retreat of the combat is made before it closes (9.1).</source>
        <translation>Toutes les retraites du combat sont effectuées avant sa clôture (9.1).</translation>
    </message>
    <message>
        <source>No advance after combat</source>
        <translation>Pas d’avance après combat</translation>
    </message>
    <message>
        <source>%1 advances into %2</source>
        <translation>%1 avance en %2</translation>
    </message>
    <message>
        <source>%1 attack %2: %3 column, roll %4, %5</source>
        <translation>%1 attaquent %2 : colonne %3, jet %4, %5</translation>
    </message>
    <message>
        <source>%1 stays off the map, held back (E4).</source>
        <translation>%1 reste hors de la carte, retenue (E4).</translation>
    </message>
    <message>
        <source>Only a hex set the scenario leaves empty is chosen by the referee (A4): %1 is not one.</source>
        <translation>Seul un ensemble d’hexagones que le scénario laisse vide est choisi par l’arbitre (A4) : %1 n’en est pas un.</translation>
    </message>
    <message>
        <source>no set named</source>
        <translation>aucun ensemble nommé</translation>
    </message>
    <message>
        <source>%1 is water or off the map: no unit can enter it (A28).</source>
        <translation>%1 est de l’eau ou hors de la carte : aucune unité ne peut y entrer (A28).</translation>
    </message>
    <message>
        <source>Name at least one hex for %1.</source>
        <translation>Indiquez au moins un hexagone pour %1.</translation>
    </message>
    <message>
        <source>%1 set to %2 (A4)</source>
        <translation>%1 fixé à %2 (A4)</translation>
    </message>
    <message>
        <source>%1 is over: the last game turn has been scored (4.3).</source>
        <translation>%1 est terminée : le dernier tour de jeu a été décompté (4.3).</translation>
    </message>
    <message>
        <source>Play begins once the set-up is complete (4.1); still to be placed: %1.</source>
        <translation>Le jeu commence une fois la mise en place terminée (4.1) ; encore à placer : %1.</translation>
    </message>
    <message>
        <source>There is no hex game action &quot;%1&quot;; the actions are %2.</source>
        <translation>Il n’existe aucune action de jeu d’hexagones «&#xa0;%1&#xa0;» ; les actions sont %2.</translation>
    </message>
    <message>
        <source>Stack not resolved: %1.</source>
        <translation>Empilement non résolu : %1.</translation>
    </message>
</context>
<context>
    <name>herald::db::hexwar::PlayByMail</name>
    <message>
        <source>%1 has no action made here since the last mail came in.</source>
        <translation>%1 n’a aucune action faite ici depuis l’arrivée du dernier courrier.</translation>
    </message>
    <message>
        <source>%1 has no action in game turn %2 of the %3 player.</source>
        <translation>%1 n’a aucune action au tour de jeu %2 du joueur %3.</translation>
    </message>
    <message>
        <source>This is not a Herald hex game mail file (format %1, version %2).</source>
        <translation>Ce n’est pas un fichier de courrier de jeu d’hexagones Herald (format %1, version %2).</translation>
    </message>
    <message>
        <source>The mail file was changed after it was written: its checksum does not match its contents.</source>
        <translation>Le fichier de courrier a été modifié après son écriture : sa somme de contrôle ne correspond pas à son contenu.</translation>
    </message>
    <message>
        <source>The mail file belongs to a game of scenario &quot;%1&quot;; %2 plays &quot;%3&quot;.</source>
        <translation>Le fichier de courrier appartient à une partie du scénario «&#xa0;%1&#xa0;» ; %2 joue «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>The mail file holds no action.</source>
        <translation>Le fichier de courrier ne contient aucune action.</translation>
    </message>
    <message>
        <source>%1 already has an action number %2: this mail file was read in already, or both players played on from the same position.</source>
        <translation>%1 a déjà une action numéro %2 : ce fichier de courrier a déjà été lu, ou les deux joueurs ont continué à partir de la même position.</translation>
    </message>
    <message>
        <source>The mail file starts at action %1, but %2 has only %3: a mail file in between is missing.</source>
        <translation>Le fichier de courrier commence à l’action %1, mais %2 n’en a que %3 : il manque un fichier de courrier intermédiaire.</translation>
    </message>
    <message>
        <source>The mail file continues a different position from %1&apos;s (game turn %2): it comes from another game, or one of the two files was changed by hand.</source>
        <translation>Le fichier de courrier prolonge une position différente de celle de %1 (tour de jeu %2) : il vient d’une autre partie, ou l’un des deux fichiers a été modifié à la main.</translation>
    </message>
    <message>
        <source>The mail file belongs to a game of the scenario &quot;%1&quot;; %2 plays &quot;%3&quot;: both players start from the same scenario file.</source>
        <translation>Le fichier de courrier appartient à une partie du scénario « %1 » ; %2 joue « %3 » : les deux joueurs partent du même fichier de scénario.</translation>
    </message>
</context>
<context>
    <name>herald::db::hexwar::SettingsJson</name>
    <message>
        <source>the setting %1 takes %2</source>
        <translation>le paramètre %1 attend %2</translation>
    </message>
    <message>
        <source>the setting %1 takes true or false</source>
        <translation>le paramètre %1 attend true ou false</translation>
    </message>
    <message>
        <source>there is no setting %1; the settings are %2</source>
        <translation>il n’existe aucun paramètre %1 ; les paramètres sont %2</translation>
    </message>
</context>
<context>
    <name>herald::db::nations::CommandSupport</name>
    <message>
        <source>The argument &quot;nation&quot; is missing.</source>
        <translation>L’argument «&#xa0;nation&#xa0;» est manquant.</translation>
    </message>
    <message>
        <source>There is no nation &quot;%1&quot; in this campaign.</source>
        <translation>Il n’existe aucune nation «&#xa0;%1&#xa0;» dans cette campagne.</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::AfterCombat</name>
    <message>
        <source>§4.7 %1 retreats from %2 to %3</source>
        <extracomment>%1 character, %2 its hexes, %3 the hexes it retreats to</extracomment>
        <translation>§4.7 %1 bat en retraite de %2 vers %3</translation>
    </message>
    <message>
        <source>§9.6 %1 advances into %2</source>
        <extracomment>%1 the Gharv, %2 the hex its enemy left</extracomment>
        <translation>§9.6 %1 avance en %2</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::AttackCommand</name>
    <message>
        <source>§4.1 %1 and %2 are on the same side.</source>
        <translation>§4.1 %1 et %2 sont du même camp.</translation>
    </message>
    <message>
        <source>§4.4 %1 (%2) is not beside %3 (%4).</source>
        <translation>§4.4 %1 (%2) n’est pas à côté de %3 (%4).</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a terrain of §3.2 (for %2).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un terrain du §3.2 (pour %2).</translation>
    </message>
    <message>
        <source>%1: %2 against %3 at %4, d10 %5: %6 (%7)</source>
        <extracomment>%1 skirmish, %2 attackers, %3 defenders, %4 odds column, %5 d10 face, %6 result letter, %7 what the result means</extracomment>
        <translation>%1 : %2 contre %3 à %4, d10 %5 : %6 (%7)</translation>
    </message>
    <message>
        <source>§4.9 %1 has no horse standing riderless.</source>
        <translation>§4.9 %1 n’a pas de cheval debout sans cavalier.</translation>
    </message>
    <message>
        <source>§2.2, §2.3 %1 cannot attack now: %2.</source>
        <extracomment>%1 character, %2 where the game turn stands</extracomment>
        <translation>§2.2, §2.3 %1 ne peut pas attaquer maintenant : %2.</translation>
    </message>
    <message>
        <source>§9.6 %1 came up beside a boat: in this interphase it goes for the boat (capsize) instead of attacking.</source>
        <translation>§9.6 %1 a surgi à côté d’un bateau : dans cette interphase, il tente de le faire chavirer (capsize) au lieu d’attaquer.</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::CastCommand</name>
    <message>
        <source>§7.4.4 %1 is not dead: there is nobody to revive.</source>
        <translation>§7.4.4 %1 n’est pas mort : il n’y a personne à ranimer.</translation>
    </message>
    <message>
        <source>§7.4.4 %1 has no wound to heal.</source>
        <translation>§7.4.4 %1 n’a aucune blessure à soigner.</translation>
    </message>
    <message>
        <source>§7.4 %1 is dead.</source>
        <translation>§7.4 %1 est mort.</translation>
    </message>
    <message>
        <source>§7.4 %1 is healed</source>
        <translation>§7.4 %1 est soigné</translation>
    </message>
    <message>
        <source>§7.1 a healed spellcaster&apos;s energy doubles: %1 → %2 EPs</source>
        <translation>§7.1 l’énergie d’un lanceur de sorts soigné double : %1 → %2 PE</translation>
    </message>
    <message>
        <source>§7.4.4 %1 is alive and healthy again</source>
        <translation>§7.4.4 %1 est de nouveau vivant et indemne</translation>
    </message>
    <message>
        <source>Fireball on %1 (§7.4.6)</source>
        <translation>Boule de feu sur %1 (§7.4.6)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a spell of §7.4 (see docs/cli-skirmish.md).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un sort du §7.4 (voir docs/cli-skirmish.md).</translation>
    </message>
    <message>
        <source>§7.1 %1 is not a spellcaster of this scenario.</source>
        <translation>§7.1 %1 n’est pas un lanceur de sorts de ce scénario.</translation>
    </message>
    <message>
        <source>§7.3 %1 is not an enemy spellcaster.</source>
        <translation>§7.3 %1 n’est pas un lanceur de sorts ennemi.</translation>
    </message>
    <message>
        <source>§7.4 %1 needs a target character.</source>
        <translation>§7.4 %1 nécessite un personnage cible.</translation>
    </message>
    <message>
        <source>§7.4 %1 is in force on %2</source>
        <translation>§7.4 %1 est en vigueur sur %2</translation>
    </message>
    <message>
        <source>countered</source>
        <translation>contré</translation>
    </message>
    <message>
        <source>it works</source>
        <translation>il fonctionne</translation>
    </message>
    <message>
        <source>it fails</source>
        <translation>il échoue</translation>
    </message>
    <message>
        <source>%1: %2 casts %3 (%4 EPs): %5</source>
        <extracomment>%1 skirmish, %2 caster, %3 spell, %4 EP cost, %5 works/fails/countered</extracomment>
        <translation>%1 : %2 lance %3 (%4 PE) : %5</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::FireCommand</name>
    <message>
        <source>&quot;%1&quot; is not a terrain of §3.2.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un terrain du §3.2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a cover: none, light, medium, heavy or infinite.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un couvert : none, light, medium, heavy ou infinite.</translation>
    </message>
    <message>
        <source>§2.2 %1 cannot shoot now: %2.</source>
        <translation>§2.2 %1 ne peut pas tirer maintenant : %2.</translation>
    </message>
    <message>
        <source>§5 %1 and %2 are on the same side.</source>
        <translation>§5 %1 et %2 sont du même camp.</translation>
    </message>
    <message>
        <source>Give the distance: %1 and %2 are not both on the map.</source>
        <translation>Indiquez la distance : %1 et %2 ne sont pas tous deux sur la carte.</translation>
    </message>
    <message>
        <source>%1: %2 shoots at %3, %4 hexes, d10 %5: %6 %7</source>
        <extracomment>%1 skirmish, %2 shooter, %3 target, %4 distance in hexes, %5 d10 face, %6 table, %7 result letter</extracomment>
        <translation>%1 : %2 tire sur %3, %4 hexagones, d10 %5 : %6 %7</translation>
    </message>
    <message>
        <source>§4.9 %1 has no horse standing riderless.</source>
        <translation>§4.9 %1 n’a pas de cheval debout sans cavalier.</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::GharvCommand</name>
    <message>
        <source>&quot;%1&quot; is not water, beach, boat or marsh (§12 C21).</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni de l’eau, ni une plage, ni un bateau, ni un marécage (§12 C21).</translation>
    </message>
    <message>
        <source>%1 is not on the map: say what it stands on (water, beach, boat or marsh).</source>
        <translation>%1 n’est pas sur la carte : indiquez sur quoi il se trouve (eau, plage, bateau ou marécage).</translation>
    </message>
    <message>
        <source>§12 C21 %1 (%2) stands on no water or marsh hex of the map, and no beach or boat was named: no Gharv roll.</source>
        <translation>§12 C21 %1 (%2) ne se trouve sur aucun hexagone d’eau ou de marécage de la carte, et aucune plage ni aucun bateau n’a été indiqué : pas de jet de Gharv.</translation>
    </message>
    <message>
        <source>§9.6 %1 is not a counter of the Gharvs&apos; side.</source>
        <translation>§9.6 %1 n’est pas un pion du camp des Gharvs.</translation>
    </message>
    <message>
        <source>§9.6 %1 cannot appear: it is %2.</source>
        <translation>§9.6 %1 ne peut pas apparaître : il est %2.</translation>
    </message>
    <message>
        <source>already on the map (%1)</source>
        <translation>déjà sur la carte (%1)</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>§9.6 %1 is not a hex of the map.</source>
        <translation>§9.6 %1 n’est pas un hexagone de la carte.</translation>
    </message>
    <message>
        <source>§9.6 %1 is not beside %2 (%3).</source>
        <translation>§9.6 %1 n’est pas à côté de %2 (%3).</translation>
    </message>
    <message>
        <source>§2.3 Gharvs appear only in the appearance step of a Gharv interphase, not now: %1.</source>
        <extracomment>%1 where the game turn stands</extracomment>
        <translation>§2.3 les Gharvs n’apparaissent qu’à l’étape d’apparition d’une interphase des Gharvs, pas maintenant : %1.</translation>
    </message>
    <message>
        <source>§9.6 only a living Adventurer or Krob calls a Gharv: not %1.</source>
        <translation>§9.6 seul un Aventurier ou un Krob vivant appelle un Gharv : pas %1.</translation>
    </message>
    <message>
        <source>Does a Gharv appear beside %1? (§9.6)</source>
        <translation>Un Gharv apparaît-il à côté de %1 ? (§9.6)</translation>
    </message>
    <message>
        <source>§12 B6 %1&apos;s attack in this interphase: %2 column(s) right instead of terrain</source>
        <translation>§12 B6 attaque de %1 dans cette interphase : %2 colonne(s) vers la droite au lieu du terrain</translation>
    </message>
    <message>
        <source>§9.6 %1 tries to capsize the boat instead of attacking (1-3)</source>
        <translation>§9.6 %1 tente de faire chavirer le bateau au lieu d’attaquer (1-3)</translation>
    </message>
    <message>
        <source>%1: Gharv roll for %2, d10 %3: %4 appears</source>
        <extracomment>%1 skirmish, %2 the character rolling, %3 d10 face, %4 the Gharv counter</extracomment>
        <translation>%1 : jet de Gharv pour %2, d10 %3 : %4 apparaît</translation>
    </message>
    <message>
        <source>%1: Gharv roll for %2, d10 %3: no Gharv</source>
        <extracomment>%1 skirmish, %2 the character rolling, %3 d10 face</extracomment>
        <translation>%1 : jet de Gharv pour %2, d10 %3 : pas de Gharv</translation>
    </message>
    <message>
        <source>§9.6 no water or marsh hex of the map is free: the referee places the Gharv</source>
        <translation>§9.6 aucun hexagone d’eau ou de marécage de la carte n’est libre : l’arbitre place le Gharv</translation>
    </message>
    <message>
        <source>§9.6 the Gharv comes up on %1, the only free water or marsh hex near the character</source>
        <extracomment>%1 the hex</extracomment>
        <translation>§9.6 le Gharv surgit en %1, le seul hexagone d’eau ou de marécage libre près du personnage</translation>
    </message>
    <message>
        <source>Which hex does the Gharv come up on? (§9.6)</source>
        <translation>Sur quel hexagone le Gharv surgit-il ? (§9.6)</translation>
    </message>
    <message>
        <source>§9.6 %1 numbered 1-%2, rolled %3: %4</source>
        <extracomment>%1 the hexes, %2 how many, %3 the d10 face, %4 the hex chosen or &quot;roll again&quot;</extracomment>
        <translation>§9.6 %1 numérotés de 1 à %2, obtenu %3 : %4</translation>
    </message>
    <message>
        <source>roll again</source>
        <translation>nouveau jet</translation>
    </message>
    <message>
        <source>§2.3 a Gharv goes for a boat only in the combat step of a Gharv interphase, not now: %1.</source>
        <extracomment>%1 where the game turn stands</extracomment>
        <translation>§2.3 un Gharv ne s’en prend à un bateau qu’à l’étape de combat d’une interphase des Gharvs, pas maintenant : %1.</translation>
    </message>
    <message>
        <source>§9.6 %1 is not a living Gharv.</source>
        <translation>§9.6 %1 n’est pas un Gharv vivant.</translation>
    </message>
    <message>
        <source>§9.6 %1 has already attacked in this interphase.</source>
        <translation>§9.6 %1 a déjà attaqué dans cette interphase.</translation>
    </message>
    <message>
        <source>§12 C10 a boat carries two characters at most, not %1.</source>
        <extracomment>%1 how many were named</extracomment>
        <translation>§12 C10 un bateau porte deux personnages au plus, pas %1.</translation>
    </message>
    <message>
        <source>§3.6 only living Adventurers ride in a boat: not %1.</source>
        <translation>§3.6 seuls des Aventuriers vivants montent dans un bateau : pas %1.</translation>
    </message>
    <message>
        <source>§9.6 %1 (%2) is not beside %3 (%4).</source>
        <translation>§9.6 %1 (%2) n’est pas à côté de %3 (%4).</translation>
    </message>
    <message>
        <source>Does %1 capsize the boat? (§9.6)</source>
        <translation>%1 fait-il chavirer le bateau ? (§9.6)</translation>
    </message>
    <message>
        <source>§12 C10 %1 cannot swim in armour and drowns</source>
        <translation>§12 C10 %1 ne peut pas nager en armure et se noie</translation>
    </message>
    <message>
        <source>§12 C10 %1 is thrown into the water (%2)</source>
        <extracomment>%1 character, %2 its hexes</extracomment>
        <translation>§12 C10 %1 est jeté à l’eau (%2)</translation>
    </message>
    <message>
        <source>%1: %2 goes for the boat, d10 %3: the boat capsizes</source>
        <extracomment>%1 skirmish, %2 the Gharv, %3 d10 face</extracomment>
        <translation>%1 : %2 s’en prend au bateau, d10 %3 : le bateau chavire</translation>
    </message>
    <message>
        <source>%1: %2 goes for the boat, d10 %3: the boat stays afloat</source>
        <extracomment>%1 skirmish, %2 the Gharv, %3 d10 face</extracomment>
        <translation>%1 : %2 s’en prend au bateau, d10 %3 : le bateau reste à flot</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::GharvWithdrawal</name>
    <message>
        <source>§9.6 %1 never came up from the water (a prisoner of the Pit, or set down by hand): it stays</source>
        <extracomment>%1 the Gharv</extracomment>
        <translation>§9.6 %1 n’est jamais sorti de l’eau (prisonnier de la Fosse, ou posé à la main) : il reste</translation>
    </message>
    <message>
        <source>§9.6 %1 is in contact with a character and stays</source>
        <extracomment>%1 the Gharv</extracomment>
        <translation>§9.6 %1 est au contact d’un personnage et reste</translation>
    </message>
    <message>
        <source>§9.6 %1 is in contact with no one: without a map the referee moves it toward the water</source>
        <extracomment>%1 the Gharv</extracomment>
        <translation>§9.6 %1 n’est au contact de personne : sans carte, l’arbitre le déplace vers l’eau</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 the Gharv, %2 one rules decision about its withdrawal</extracomment>
        <translation>%1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::MoveCommands</name>
    <message>
        <source>§3.7 %1 and %2 are on the same side.</source>
        <translation>§3.7 %1 et %2 sont du même camp.</translation>
    </message>
    <message>
        <source>Challenge by %1 (§3.7)</source>
        <translation>Défi de %1 (§3.7)</translation>
    </message>
    <message>
        <source>%1: %2 challenged (%3 rolled): %4</source>
        <extracomment>%1 skirmish, %2 the mover, %3 how many challenges were rolled, %4 the mover&apos;s state after</extracomment>
        <translation>%1 : %2 est défié (%3 jet(s)) : %4</translation>
    </message>
    <message>
        <source>§3.5 %1 cannot jump: only a standing character on foot jumps down.</source>
        <translation>§3.5 %1 ne peut pas sauter : seul un personnage debout et à pied peut sauter au niveau inférieur.</translation>
    </message>
    <message>
        <source>%1 jumps down a level (§3.5)</source>
        <translation>%1 saute au niveau inférieur (§3.5)</translation>
    </message>
    <message>
        <source>%1: %2 jumps down a level, d10 %3: %4</source>
        <extracomment>%1 skirmish, %2 who jumps, %3 d10 face, %4 the state after</extracomment>
        <translation>%1 : %2 saute au niveau inférieur, d10 %3 : %4</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::SetupCommands</name>
    <message>
        <source>%1 starts on %2, which is not a hex of map %3.</source>
        <translation>%1 commence sur %2, qui n’est pas un hexagone de la carte %3.</translation>
    </message>
    <message>
        <source>%1 is not a hex of map %2.</source>
        <translation>%1 n’est pas un hexagone de la carte %2.</translation>
    </message>
    <message>
        <source>%1 is not a hex label such as B4.</source>
        <translation>%1 n’est pas une étiquette d’hexagone comme B4.</translation>
    </message>
    <message>
        <source>A skirmish needs a name.</source>
        <translation>Une escarmouche doit avoir un nom.</translation>
    </message>
    <message>
        <source>This campaign already has a skirmish called &quot;%1&quot;.</source>
        <translation>Cette campagne a déjà une escarmouche nommée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The character tables do not read: %1</source>
        <translation>Les tables de personnages sont illisibles : %1</translation>
    </message>
    <message>
        <source>The scenario does not read: %1</source>
        <translation>Le scénario est illisible : %1</translation>
    </message>
    <message>
        <source>The map does not read: %1</source>
        <translation>La carte est illisible : %1</translation>
    </message>
    <message>
        <source>New skirmish &quot;%1&quot;: %2, %3 counters</source>
        <extracomment>%1 skirmish name, %2 scenario title, %3 number of counters</extracomment>
        <translation>Nouvelle escarmouche «&#xa0;%1&#xa0;» : %2, %3 pions</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a state: healthy, stunned, wounded or dead.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un état : healthy, stunned, wounded ou dead.</translation>
    </message>
    <message>
        <source>%1 has %2 wound levels (§6.2): %3 wounds do not fit.</source>
        <translation>%1 a %2 niveaux de blessure (§6.2) : %3 blessures ne tiennent pas.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a horse state: none, with-rider, riderless or dead.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un état de cheval : none, with-rider, riderless ou dead.</translation>
    </message>
    <message>
        <source>%1 has no horse: only the DN1 riders of §8 do.</source>
        <translation>%1 n’a pas de cheval : seuls les cavaliers de DN1 du §8 en ont.</translation>
    </message>
    <message>
        <source>%1 keeps no energy: only the scenario&apos;s spellcasters do (§7.1).</source>
        <translation>%1 ne garde pas d’énergie : seuls les lanceurs de sorts du scénario en ont (§7.1).</translation>
    </message>
    <message>
        <source>Set by the referee: %1%2</source>
        <translation>Défini par l’arbitre : %1%2</translation>
    </message>
    <message>
        <source>%1: %2%3</source>
        <extracomment>%1 skirmish, %2 the character&apos;s state and values</extracomment>
        <translation>%1 : %2%3</translation>
    </message>
    <message>
        <source>The scenario of &quot;%1&quot; ends after game turn %2.</source>
        <translation>Le scénario de «&#xa0;%1&#xa0;» se termine après le tour de jeu %2.</translation>
    </message>
    <message>
        <source>§6.1 %1 stands up</source>
        <translation>§6.1 %1 se relève</translation>
    </message>
    <message>
        <source>§7.4 %1 on %2 runs out</source>
        <extracomment>%1 spell name, %2 character</extracomment>
        <translation>§7.4 %1 sur %2 prend fin</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1: option %2 set to %3</source>
        <extracomment>%1 skirmish, %2 option name (§12 D), %3 its new value</extracomment>
        <translation>%1 : option %2 réglée sur %3</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::SkirmishDesk</name>
    <message>
        <source>Skirmish &quot;%1&quot; has no character &quot;%2&quot; (see: skirmish roster).</source>
        <translation>L’escarmouche «&#xa0;%1&#xa0;» n’a pas de personnage «&#xa0;%2&#xa0;» (voir : skirmish roster).</translation>
    </message>
    <message>
        <source>The argument &quot;%1&quot; must name at least one character.</source>
        <translation>L’argument «&#xa0;%1&#xa0;» doit nommer au moins un personnage.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2 twice.</source>
        <translation>«&#xa0;%1&#xa0;» nomme %2 deux fois.</translation>
    </message>
    <message>
        <source>§7.1 %1 is wounded: energy %2 → %3 EPs</source>
        <translation>§7.1 %1 est blessé : énergie %2 → %3 PE</translation>
    </message>
</context>
<context>
    <name>herald::db::skirmish::SkirmishStore</name>
    <message>
        <source>Skirmish &quot;%1&quot;: %2&apos;s values (%3) are not in its character tables.</source>
        <translation>Escarmouche «&#xa0;%1&#xa0;» : les valeurs de %2 (%3) ne figurent pas dans ses tables de personnages.</translation>
    </message>
    <message>
        <source>There is no skirmish called &quot;%1&quot;.</source>
        <translation>Il n’existe aucune escarmouche nommée «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Skirmish &quot;%1&quot;: its character tables do not read (%2).</source>
        <translation>Escarmouche «&#xa0;%1&#xa0;» : ses tables de personnages sont illisibles (%2).</translation>
    </message>
    <message>
        <source>Skirmish &quot;%1&quot; cannot be read.</source>
        <translation>L’escarmouche «&#xa0;%1&#xa0;» est illisible.</translation>
    </message>
    <message>
        <source>Skirmish &quot;%1&quot;: %2</source>
        <translation>Escarmouche «&#xa0;%1&#xa0;» : %2</translation>
    </message>
</context>
<context>
    <name>herald::decks::Content</name>
    <message>
        <source>line %1, column %2: %3</source>
        <translation>ligne %1, colonne %2 : %3</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>a kind of JSON value; fills %1 of &quot;expected a list, found %1&quot;</extracomment>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>a kind of JSON value (an absent one); fills %1 of &quot;expected a list, found %1&quot;</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>expected an object, found %1</source>
        <translation>objet attendu ; trouvé : %1</translation>
    </message>
    <message>
        <source>unknown member (expected one of: %1)</source>
        <translation>membre inconnu (attendu parmi : %1)</translation>
    </message>
    <message>
        <source>missing (a string is required)</source>
        <translation>manquant (une chaîne est requise)</translation>
    </message>
    <message>
        <source>expected a string, found %1</source>
        <translation>chaîne attendue ; trouvé : %1</translation>
    </message>
    <message>
        <source>must not be empty</source>
        <translation>ne doit pas être vide</translation>
    </message>
    <message>
        <source>missing (a whole number is required)</source>
        <translation>manquant (un nombre entier est requis)</translation>
    </message>
    <message>
        <source>missing (a list is required)</source>
        <translation>manquant (une liste est requise)</translation>
    </message>
    <message>
        <source>expected a list, found %1</source>
        <translation>liste attendue ; trouvé : %1</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <translation>nombre entier attendu ; trouvé : %1</translation>
    </message>
    <message>
        <source>must be a whole number from -1000000 to 1000000, not %1</source>
        <translation>doit être un nombre entier compris entre -1000000 et 1000000, et non %1</translation>
    </message>
    <message>
        <source>expected a non-empty string, found %1</source>
        <translation>chaîne non vide attendue ; trouvé : %1</translation>
    </message>
    <message>
        <source>expected an object of key/value pairs, found %1</source>
        <translation>objet de paires clé/valeur attendu ; trouvé : %1</translation>
    </message>
    <message>
        <source>a value must be a string, a whole number or true/false, not %1</source>
        <translation>une valeur doit être une chaîne, un nombre entier ou true/false, et non %1</translation>
    </message>
    <message>
        <source>missing (one of: rule, houseDefault, custom)</source>
        <extracomment>rule, houseDefault and custom are file keywords: keep them in English</extracomment>
        <translation>manquant (l’un de : rule, houseDefault, custom)</translation>
    </message>
    <message>
        <source>must be one of: rule, houseDefault, custom</source>
        <extracomment>rule, houseDefault and custom are file keywords: keep them in English</extracomment>
        <translation>doit être l’un de : rule, houseDefault, custom</translation>
    </message>
    <message>
        <source>must be &quot;roll&quot; or &quot;lookup&quot;</source>
        <translation>doit valoir «&#xa0;roll&#xa0;» ou «&#xa0;lookup&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: %2 (at character %3)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une expression de dés : %2 (au caractère %3)</translation>
    </message>
    <message>
        <source>a lookup table is not rolled and takes no dice</source>
        <translation>une table de consultation ne se lance pas et ne prend pas de dés</translation>
    </message>
    <message>
        <source>must be from 1 to 100</source>
        <translation>doit être compris entre 1 et 100</translation>
    </message>
    <message>
        <source>must be &quot;up&quot; or &quot;down&quot;</source>
        <translation>doit valoir «&#xa0;up&#xa0;» ou «&#xa0;down&#xa0;»</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <translation>doit valoir «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>must be 1 or more</source>
        <translation>doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>version %1 is newer than this Herald reads (up to %2); update Herald</source>
        <translation>la version %1 est plus récente que ce que lit ce Herald (jusqu’à %2) ; mettre Herald à jour</translation>
    </message>
    <message>
        <source>another deck already has the id &apos;%1&apos;</source>
        <translation>un autre paquet a déjà l’identifiant «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>JSON non valide : %1</translation>
    </message>
    <message>
        <source>the document must be a JSON object</source>
        <translation>le document doit être un objet JSON</translation>
    </message>
    <message>
        <source>%1 already has a table with the id &apos;%2&apos;</source>
        <translation>%1 a déjà une table avec l’identifiant «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1 already has a deck with the id &apos;%2&apos;</source>
        <translation>%1 a déjà un paquet avec l’identifiant «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>must be &quot;top&quot; or &quot;bottom&quot;</source>
        <translation>doit valoir «&#xa0;top&#xa0;» ou «&#xa0;bottom&#xa0;»</translation>
    </message>
    <message>
        <source>missing (one of: draw, reveal, discard, return, shuffle, reshuffle, transfer, remove, add)</source>
        <extracomment>the words after &quot;one of:&quot; are file keywords: keep them in English</extracomment>
        <translation>manquant (l’un de : draw, reveal, discard, return, shuffle, reshuffle, transfer, remove, add)</translation>
    </message>
    <message>
        <source>add takes one card, without copies</source>
        <extracomment>&quot;add&quot; is a file keyword (an operation name): keep it in English</extracomment>
        <translation>add prend une seule carte, sans copies</translation>
    </message>
    <message>
        <source>unknown operation &quot;%1&quot;</source>
        <translation>opération «&#xa0;%1&#xa0;» inconnue</translation>
    </message>
</context>
<context>
    <name>herald::decks::Csv</name>
    <message>
        <source>line %1</source>
        <extracomment>where a CSV problem is: line number</extracomment>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>column &apos;%1&apos;</source>
        <extracomment>where a CSV problem is: a column name of the CSV file</extracomment>
        <translation>colonne «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a quoted field is never closed</source>
        <translation>un champ entre guillemets n’est jamais fermé</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not key=value</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas de la forme key=value</translation>
    </message>
    <message>
        <source>the key &apos;%1&apos; appears twice</source>
        <translation>la clé «&#xa0;%1&#xa0;» apparaît deux fois</translation>
    </message>
    <message>
        <source>the file is empty; the first line must name the columns from,to,result[,effects][,rollAgain]</source>
        <extracomment>from, to, result, effects and rollAgain are CSV column names: keep them in English</extracomment>
        <translation>le fichier est vide ; la première ligne doit nommer les colonnes from,to,result[,effects][,rollAgain]</translation>
    </message>
    <message>
        <source>unknown column (expected from, to, result, effects, rollAgain)</source>
        <translation>colonne inconnue (attendu : from, to, result, effects, rollAgain)</translation>
    </message>
    <message>
        <source>the column appears twice</source>
        <translation>la colonne apparaît deux fois</translation>
    </message>
    <message>
        <source>this column is required</source>
        <translation>cette colonne est obligatoire</translation>
    </message>
    <message>
        <source>expected %1 fields, found %2</source>
        <translation>%1 champs attendus ; trouvés : %2</translation>
    </message>
    <message>
        <source>expected a whole number, found &apos;%1&apos;</source>
        <translation>nombre entier attendu ; trouvé : «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>table &apos;%1&apos; does not fit from,to,result: only one-column roll tables are exchanged as CSV</source>
        <translation>la table «&#xa0;%1&#xa0;» ne correspond pas à from,to,result : seules les tables de jet à une colonne s’échangent en CSV</translation>
    </message>
</context>
<context>
    <name>herald::decks::Deck</name>
    <message>
        <source>A card of deck &apos;%1&apos; has no id.</source>
        <translation>Une carte du paquet «&#xa0;%1&#xa0;» n’a pas d’identifiant.</translation>
    </message>
    <message>
        <source>Deck &apos;%1&apos; has two cards with the id &apos;%2&apos;.</source>
        <translation>Le paquet «&#xa0;%1&#xa0;» a deux cartes avec l’identifiant «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The %1 of deck &apos;%2&apos; names &apos;%3&apos;, which is not one of its cards.</source>
        <extracomment>%1 is &quot;draw pile&quot;, &quot;discard pile&quot;, &quot;list of cards in play&quot; or &quot;list of removed cards&quot;</extracomment>
        <translation>La %1 du paquet «&#xa0;%2&#xa0;» cite «&#xa0;%3&#xa0;», qui n’est pas l’une de ses cartes.</translation>
    </message>
    <message>
        <source>Card &apos;%1&apos; of deck &apos;%2&apos; is in two places at once.</source>
        <translation>La carte «&#xa0;%1&#xa0;» du paquet «&#xa0;%2&#xa0;» est à deux endroits à la fois.</translation>
    </message>
    <message>
        <source>draw pile</source>
        <translation>pioche</translation>
    </message>
    <message>
        <source>discard pile</source>
        <translation>défausse</translation>
    </message>
    <message>
        <source>list of cards in play</source>
        <translation>liste des cartes en jeu</translation>
    </message>
    <message>
        <source>Card &apos;%1&apos; of deck &apos;%2&apos; is in play but nobody holds it.</source>
        <translation>La carte «&#xa0;%1&#xa0;» du paquet «&#xa0;%2&#xa0;» est en jeu mais personne ne la détient.</translation>
    </message>
    <message>
        <source>list of removed cards</source>
        <translation>liste des cartes retirées</translation>
    </message>
    <message>
        <source>Card &apos;%1&apos; of deck &apos;%2&apos; is in no pile and nobody holds it.</source>
        <translation>La carte «&#xa0;%1&#xa0;» du paquet «&#xa0;%2&#xa0;» n’est dans aucune pile et personne ne la détient.</translation>
    </message>
    <message>
        <source>face up</source>
        <extracomment>how a drawn card lies; fills %2 of &quot;Drew %1 %2 for %3&quot;</extracomment>
        <translation>face visible</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>face cachée</translation>
    </message>
    <message>
        <source>top</source>
        <extracomment>the end of the draw pile; fills &quot;to the %2 of the draw pile&quot;</extracomment>
        <translation>haut</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>bas</translation>
    </message>
    <message>
        <source>Drew %1 %2 for %3</source>
        <extracomment>%1 is the card title, %2 is &quot;face up&quot; or &quot;face down&quot;, %3 is who receives it</extracomment>
        <translation>Pioche de %1 %2 pour %3</translation>
    </message>
    <message>
        <source>Drew %1 cards %2 for %3: %4</source>
        <extracomment>%2 is &quot;face up&quot; or &quot;face down&quot;, %3 is who receives the cards, %4 their titles</extracomment>
        <translation>Pioche de %1 cartes %2 pour %3 : %4</translation>
    </message>
    <message>
        <source>Revealed %1 held by %2</source>
        <translation>Révélation de %1 (détenteur : %2)</translation>
    </message>
    <message>
        <source>Discarded %1 held by %2</source>
        <translation>Défausse de %1 (détenteur : %2)</translation>
    </message>
    <message>
        <source>Returned %1 to the %2 of the draw pile</source>
        <translation>Remise de %1 en %2 de la pioche</translation>
    </message>
    <message>
        <source>Shuffled the draw pile of %1 (%2 cards)</source>
        <translation>Pioche de %1 mélangée (%2 cartes)</translation>
    </message>
    <message>
        <source>Shuffled %1 discards back into %2 (%3 cards in the draw pile)</source>
        <translation>%1 cartes défaussées remélangées dans %2 (%3 cartes dans la pioche)</translation>
    </message>
    <message>
        <source>Gave %1 from %2 to %3</source>
        <translation>Transfert de %1 de %2 à %3</translation>
    </message>
    <message>
        <source>Removed %1 from the game</source>
        <translation>Retrait de %1 du jeu</translation>
    </message>
    <message>
        <source>Added %1 to the %2 of the draw pile of %3</source>
        <translation>Ajout de %1 en %2 de la pioche de %3</translation>
    </message>
    <message>
        <source>Shuffle %1</source>
        <extracomment>why dice are rolled, shown in the dice log; %1 is a deck title</extracomment>
        <translation>Mélange de %1</translation>
    </message>
    <message>
        <source>The draw pile of %1 is empty; reshuffle the discards first (§1.7).</source>
        <translation>La pioche de %1 est vide ; remélanger d’abord la défausse (§1.7).</translation>
    </message>
    <message>
        <source>Cannot draw %1 cards from %2: only %3 are left in the draw pile (§1.7).</source>
        <translation>Impossible de piocher %1 cartes dans %2 : il n’en reste que %3 dans la pioche (§1.7).</translation>
    </message>
    <message>
        <source>%1 has no discards to shuffle back.</source>
        <translation>%1 n’a pas de défausse à remélanger.</translation>
    </message>
    <message>
        <source>%1 has no card %2.</source>
        <translation>%1 n’a pas de carte %2.</translation>
    </message>
    <message>
        <source>Card %1 of %2 is not in play: nobody holds it.</source>
        <translation>La carte %1 de %2 n’est pas en jeu : personne ne la détient.</translation>
    </message>
    <message>
        <source>Card %1 of %2, held by %3, is already face up.</source>
        <translation>La carte %1 de %2, détenue par %3, est déjà face visible.</translation>
    </message>
    <message>
        <source>Card %1 of %2 is already in the draw pile.</source>
        <translation>La carte %1 de %2 est déjà dans la pioche.</translation>
    </message>
    <message>
        <source>Card %1 of %2 has been removed from the game.</source>
        <translation>La carte %1 de %2 a été retirée du jeu.</translation>
    </message>
    <message>
        <source>Say who receives the card from %1.</source>
        <translation>Indiquer qui reçoit la carte de %1.</translation>
    </message>
    <message>
        <source>Card %1 of %2 is already held by %3.</source>
        <translation>La carte %1 de %2 est déjà détenue par %3.</translation>
    </message>
    <message>
        <source>Cannot draw %1 cards from %2: draw at least one.</source>
        <translation>Impossible de piocher %1 cartes dans %2 : en piocher au moins une.</translation>
    </message>
    <message>
        <source>A card added to %1 needs an id.</source>
        <translation>Une carte ajoutée à %1 doit avoir un identifiant.</translation>
    </message>
    <message>
        <source>%1 already has a card with the id %2.</source>
        <translation>%1 a déjà une carte avec l’identifiant %2.</translation>
    </message>
    <message>
        <source>The shuffle of %1 could not use a typed die: %2.</source>
        <translation>Le mélange de %1 n’a pas pu utiliser un dé saisi : %2.</translation>
    </message>
</context>
<context>
    <name>herald::decks::MagicItems</name>
    <message>
        <source>Magic item %1 needs an id.</source>
        <translation>L’objet magique %1 doit avoir un identifiant.</translation>
    </message>
    <message>
        <source>Magic item &apos;%1&apos; needs a name.</source>
        <translation>L’objet magique «&#xa0;%1&#xa0;» doit avoir un nom.</translation>
    </message>
    <message>
        <source>Magic item %1 needs an author: each player writes his own items (§2.18).</source>
        <translation>L’objet magique %1 doit avoir un auteur : chaque joueur rédige ses propres objets (§2.18).</translation>
    </message>
    <message>
        <source>Magic item %1 must be worth at least 1 point, not %2.</source>
        <translation>L’objet magique %1 doit valoir au moins 1 point, et non %2.</translation>
    </message>
    <message>
        <source>%1 cannot add %2 (%3 points): %1&apos;s items already use %4 of %5 points, so only %6 remain (§2.18, I-31).</source>
        <translation>%1 ne peut pas ajouter %2 (%3 points) : les objets de %1 utilisent déjà %4 points sur %5, il n’en reste donc que %6 (§2.18, I-31).</translation>
    </message>
    <message>
        <source>Magic item deck</source>
        <extracomment>the title given to a new deck of magic items</extracomment>
        <translation>Paquet des objets magiques</translation>
    </message>
    <message>
        <source>Dealt %1 magic items to each of %2 nations</source>
        <translation>%1 objets magiques distribués à chacune des %2 nations</translation>
    </message>
</context>
<context>
    <name>herald::decks::Provenance</name>
    <message>
        <source>Rules %1</source>
        <extracomment>where a table comes from; %1 is a rules section such as §5.3</extracomment>
        <translation>Règles %1</translation>
    </message>
    <message>
        <source>House default</source>
        <translation>Choix maison</translation>
    </message>
    <message>
        <source>House default (%1)</source>
        <translation>Choix maison (%1)</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisé</translation>
    </message>
</context>
<context>
    <name>herald::decks::Table</name>
    <message>
        <source>any</source>
        <extracomment>a row label: the row is read whatever the roll</extracomment>
        <translation>tout</translation>
    </message>
    <message>
        <source>%1 or less</source>
        <translation>%1 ou moins</translation>
    </message>
    <message>
        <source>the table has no id</source>
        <translation>la table n’a pas d’identifiant</translation>
    </message>
    <message>
        <source>the table has no rows</source>
        <translation>la table n’a pas de lignes</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; is declared twice</source>
        <translation>le modificateur «&#xa0;%1&#xa0;» est déclaré deux fois</translation>
    </message>
    <message>
        <source>modifier &apos;%1&apos; has a minimum of %2 above its maximum of %3</source>
        <translation>le modificateur «&#xa0;%1&#xa0;» a un minimum de %2 supérieur à son maximum de %3</translation>
    </message>
    <message>
        <source>column %1 has no id</source>
        <translation>la colonne %1 n’a pas d’identifiant</translation>
    </message>
    <message>
        <source>two columns have the id &apos;%1&apos;</source>
        <translation>deux colonnes ont l’identifiant «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; gives only one end of its range</source>
        <translation>la colonne «&#xa0;%1&#xa0;» n’indique qu’une borne de son intervalle</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; runs from %2 down to %3</source>
        <translation>la colonne «&#xa0;%1&#xa0;» va de %2 à %3, en ordre décroissant</translation>
    </message>
    <message>
        <source>either every column has a range of values or none does</source>
        <translation>soit toutes les colonnes ont un intervalle de valeurs, soit aucune</translation>
    </message>
    <message>
        <source>column &apos;%1&apos; starts at %2 but the column before it ends at %3; column ranges must follow on without gaps or overlaps</source>
        <translation>la colonne «&#xa0;%1&#xa0;» commence à %2 mais la colonne précédente se termine à %3 ; les intervalles des colonnes doivent se suivre sans trou ni chevauchement</translation>
    </message>
    <message>
        <source>the row has %1 entries but the table has %2 columns</source>
        <extracomment>the lowest end of a range of totals, when modifiers have no lower limit</extracomment>
        <translation>la ligne a %1 entrées mais la table a %2 colonnes</translation>
    </message>
    <message>
        <source>%1 with its modifiers gives %2 to %3</source>
        <extracomment>%1 is a dice expression such as 2d6; %2 and %3 are the lowest and highest totals, or &quot;any low total&quot; / &quot;any high total&quot;</extracomment>
        <translation>%1 avec ses modificateurs donne de %2 à %3</translation>
    </message>
    <message>
        <source>any low total</source>
        <translation>n’importe quel total bas</translation>
    </message>
    <message>
        <source>any high total</source>
        <translation>n’importe quel total haut</translation>
    </message>
    <message>
        <source>the row runs from %1 down to %2</source>
        <translation>la ligne va de %1 à %2, en ordre décroissant</translation>
    </message>
    <message>
        <source>no roll can reach %1: %2</source>
        <translation>aucun jet ne peut atteindre %1 : %2</translation>
    </message>
    <message>
        <source>the row (%1) overlaps row %2 (%3) at %4</source>
        <translation>la ligne (%1) chevauche la ligne %2 (%3) sur %4</translation>
    </message>
    <message>
        <source>the row (%1) comes after row %2 (%3); rows must go up in order</source>
        <translation>la ligne (%1) vient après la ligne %2 (%3) ; les lignes doivent être en ordre croissant</translation>
    </message>
    <message>
        <source>no row covers %1, between row %2 (%3) and this row (%4)</source>
        <translation>aucune ligne ne couvre %1, entre la ligne %2 (%3) et cette ligne (%4)</translation>
    </message>
    <message>
        <source>a lookup row needs a key</source>
        <translation>une ligne de consultation doit avoir une clé</translation>
    </message>
    <message>
        <source>row %1 already uses the key &apos;%2&apos;</source>
        <translation>la ligne %1 utilise déjà la clé «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>tables[%1] already has the id &apos;%2&apos;</source>
        <translation>tables[%1] a déjà l’identifiant «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; names table &apos;%1&apos;, which does not exist</source>
        <extracomment>&quot;roll again&quot; is the name of a table row field; %1 is a table id</extracomment>
        <translation>le «&#xa0;nouveau jet&#xa0;» renvoie à la table «&#xa0;%1&#xa0;», qui n’existe pas</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; names table &apos;%1&apos;, a lookup table that is not rolled</source>
        <translation>le «&#xa0;nouveau jet&#xa0;» renvoie à la table «&#xa0;%1&#xa0;», une table de consultation sur laquelle on ne lance pas</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; on table &apos;%1&apos; must name one of its columns</source>
        <translation>le «&#xa0;nouveau jet&#xa0;» sur la table «&#xa0;%1&#xa0;» doit désigner l’une de ses colonnes</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; names column &apos;%1&apos;, which table &apos;%2&apos; does not have</source>
        <translation>le «&#xa0;nouveau jet&#xa0;» désigne la colonne «&#xa0;%1&#xa0;», que la table «&#xa0;%2&#xa0;» n’a pas</translation>
    </message>
    <message>
        <source>&apos;roll again&apos; goes round in a circle: %1</source>
        <translation>les «&#xa0;nouveaux jets&#xa0;» tournent en rond : %1</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos;</source>
        <translation>Table «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>, row %1</source>
        <extracomment>appended to &quot;Table &apos;%1&apos;&quot; to say where a problem is; %1 is a row number</extracomment>
        <translation>, ligne %1</translation>
    </message>
    <message>
        <source>, column %1</source>
        <extracomment>appended to &quot;Table &apos;%1&apos;&quot; or &quot;, row %1&quot; to say where a problem is; %1 is a column number</extracomment>
        <translation>, colonne %1</translation>
    </message>
    <message>
        <source>, read as %1</source>
        <extracomment>appended to a roll summary: a total past the table end is read as this row (%1)</extracomment>
        <translation>, lu comme %1</translation>
    </message>
    <message>
        <source> in column %1</source>
        <extracomment>appended to a roll summary: the column of the table that was read</extracomment>
        <translation> dans la colonne %1</translation>
    </message>
    <message>
        <source>; then </source>
        <extracomment>joins a roll summary to the summary of the roll it led to on another table</extracomment>
        <translation> ; puis </translation>
    </message>
    <message>
        <source>Table: %1</source>
        <translation>Table : %1</translation>
    </message>
    <message>
        <source>Dice: %1</source>
        <translation>Dés : %1</translation>
    </message>
    <message>
        <source>Modifier %1: %2</source>
        <translation>Modificateur %1 : %2</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total : %1</translation>
    </message>
    <message>
        <source>%1 is past the end of the table: read as %2</source>
        <translation>%1 dépasse la fin de la table : lu comme %2</translation>
    </message>
    <message>
        <source>Column: %1</source>
        <translation>Colonne : %1</translation>
    </message>
    <message>
        <source>Row %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Effects: %1</source>
        <translation>Effets : %1</translation>
    </message>
    <message>
        <source>Roll again on %1:</source>
        <translation>Relancer sur %1 :</translation>
    </message>
    <message>
        <source>Table %1 is a lookup table; it is read, not rolled.</source>
        <translation>La table %1 est une table de consultation ; elle se consulte, sans lancer de dés.</translation>
    </message>
    <message>
        <source>Table %1 is rolled with dice, not looked up by key.</source>
        <translation>On lance les dés sur la table %1 ; elle ne se consulte pas par clé.</translation>
    </message>
    <message>
        <source>Table %1 has no row for %2.</source>
        <extracomment>%2 is a total, or &quot;any total&quot;</extracomment>
        <translation>La table %1 n’a pas de ligne pour %2.</translation>
    </message>
    <message>
        <source>any total</source>
        <translation>n’importe quel total</translation>
    </message>
    <message>
        <source>Table %1 has several columns: say which one to read.</source>
        <translation>La table %1 a plusieurs colonnes : indiquer laquelle lire.</translation>
    </message>
    <message>
        <source>Table %1 has no column &apos;%2&apos;.</source>
        <translation>La table %1 n’a pas de colonne «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>The columns of table %1 have no ranges of values, so %2 cannot pick one; name the column.</source>
        <translation>Les colonnes de la table %1 n’ont pas d’intervalles de valeurs : %2 ne peut donc pas en choisir une ; indiquer la colonne.</translation>
    </message>
    <message>
        <source>Table %1 has no row &apos;%2&apos;.</source>
        <translation>La table %1 n’a pas de ligne «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Table %1 says to roll again on &apos;%2&apos;, which does not exist.</source>
        <translation>La table %1 renvoie à un nouveau jet sur «&#xa0;%2&#xa0;», qui n’existe pas.</translation>
    </message>
    <message>
        <source>Table %1 leads to more than %2 rolls in a row (last: &apos;%3&apos;); the tables go round in a circle.</source>
        <translation>La table %1 entraîne plus de %2 jets à la suite (dernier : «&#xa0;%3&#xa0;») ; les tables tournent en rond.</translation>
    </message>
    <message>
        <source>The roll on table %1 could not use a typed die: %2.</source>
        <translation>Le jet sur la table %1 n’a pas pu utiliser un dé saisi : %2.</translation>
    </message>
</context>
<context>
    <name>herald::dice::Messages</name>
    <message>
        <source>No dice expression was given; write one such as d6, 2d10 or 3d6+2.</source>
        <translation>Aucune expression de dés indiquée ; écrivez-en une comme d6, 2d10 ou 3d6+2.</translation>
    </message>
    <message>
        <source>a &apos;d&apos; is expected between the number of dice and the die size, as in 2d6</source>
        <translation>un «&#xa0;d&#xa0;» est attendu entre le nombre de dés et la taille du dé, comme dans 2d6</translation>
    </message>
    <message>
        <source>the number of dice must be from 1 to 100</source>
        <translation>le nombre de dés doit être compris entre 1 et 100</translation>
    </message>
    <message>
        <source>the die size must be from 2 to 1000</source>
        <translation>la taille du dé doit être comprise entre 2 et 1000</translation>
    </message>
    <message>
        <source>a modifier is written +K or -K, with K up to 1000</source>
        <translation>un modificateur s’écrit +K ou -K, avec K jusqu’à 1000</translation>
    </message>
    <message>
        <source>nothing may follow the expression</source>
        <translation>rien ne doit suivre l’expression</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a dice expression: at character %2, %3.</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une expression de dés : au caractère %2, %3.</translation>
    </message>
</context>
<context>
    <name>herald::diplomacy::desk::DownfallOrders</name>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a province of this map</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une province de cette carte</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a personality (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une personnalité (Sauron, Faramir, Saruman, Gandalf, Ranger, Fellowship, Nazgul)</translation>
    </message>
    <message>
        <source>%1 takes orders from %2 only</source>
        <translation>%1 ne reçoit d’ordres que de %2</translation>
    </message>
    <message>
        <source>&quot;Second&quot; needs a cavalry order, a Gandalf order or a Ring pass</source>
        <translation>«&#xa0;Second&#xa0;» nécessite un ordre de cavalerie, un ordre de Gandalf ou un Ring pass</translation>
    </message>
    <message>
        <source>Gandalf&apos;s second step takes &quot;S&quot; and a cavalry move, or &quot;leads&quot;</source>
        <translation>le second pas de Gandalf attend «&#xa0;S&#xa0;» et un mouvement de cavalerie, ou «&#xa0;leads&#xa0;»</translation>
    </message>
    <message>
        <source>Gandalf&apos;s orders are &quot;S&quot; (support) and &quot;command&quot;</source>
        <translation>les ordres de Gandalf sont «&#xa0;S&#xa0;» (soutien) et «&#xa0;command&#xa0;»</translation>
    </message>
    <message>
        <source>write Gandalf&apos;s support as &quot;Gandalf S A Wil&quot; or &quot;Gandalf S A Wil-Emy&quot;</source>
        <translation>écrivez le soutien de Gandalf sous la forme «&#xa0;Gandalf S A Wil&#xa0;» ou «&#xa0;Gandalf S A Wil-Emy&#xa0;»</translation>
    </message>
    <message>
        <source>write the Nazgul&apos;s fear as &quot;Fear A Gon&quot;</source>
        <translation>écrivez la terreur des Nazgul sous la forme «&#xa0;Fear A Gon&#xa0;»</translation>
    </message>
    <message>
        <source>write a personality&apos;s step as &quot;Step Gandalf Dag&quot; or, for two steps, &quot;Step Gandalf Dag Emy&quot;</source>
        <translation>écrivez le pas d’une personnalité sous la forme «&#xa0;Step Gandalf Dag&#xa0;» ou, pour deux pas, «&#xa0;Step Gandalf Dag Emy&#xa0;»</translation>
    </message>
    <message>
        <source>write a return as &quot;Return Gandalf Lam&quot;</source>
        <translation>écrivez un retour sous la forme «&#xa0;Return Gandalf Lam&#xa0;»</translation>
    </message>
    <message>
        <source>Rohan&apos;s leave is written &quot;Allow Faramir&quot;, &quot;Allow Faramir always&quot; or &quot;Forbid Faramir&quot;</source>
        <translation>l’autorisation du Rohan s’écrit «&#xa0;Allow Faramir&#xa0;», «&#xa0;Allow Faramir always&#xa0;» ou «&#xa0;Forbid Faramir&#xa0;»</translation>
    </message>
    <message>
        <source>only Rohan gives Faramir leave to lead its units</source>
        <translation>seul le Rohan autorise Faramir à mener ses unités</translation>
    </message>
    <message>
        <source>a power declares for &quot;Good&quot; or &quot;Evil&quot;</source>
        <translation>une puissance se déclare pour «&#xa0;Good&#xa0;» ou «&#xa0;Evil&#xa0;»</translation>
    </message>
    <message>
        <source>the Ents&apos; order is &quot;Ents march&quot;</source>
        <translation>l’ordre des Ents est «&#xa0;Ents march&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a personality</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une personnalité</translation>
    </message>
    <message>
        <source>nobody orders a claim: whoever enters the Ring&apos;s space takes it, by the priority of B9.3</source>
        <translation>personne n’ordonne de s’emparer de l’Anneau : quiconque entre sur son espace le prend, selon la priorité du B9.3</translation>
    </message>
    <message>
        <source>the game master hides the Ring with the desk&apos;s Hide the Ring (diplomacy.ring), not in a power&apos;s orders</source>
        <translation>le meneur de jeu cache l’Anneau avec «&#xa0;Cacher l’Anneau&#xa0;» du bureau (diplomacy.ring), pas dans les ordres d’une puissance</translation>
    </message>
    <message>
        <source>the Ring&apos;s orders are &quot;Ring pass &lt;personality or space&gt;&quot;, &quot;Second Ring pass ...&quot;, &quot;Ring wear&quot; and &quot;Ring destroy&quot;</source>
        <translation>les ordres de l’Anneau sont «&#xa0;Ring pass &lt;personnalité ou espace&gt;&#xa0;», «&#xa0;Second Ring pass ...&#xa0;», «&#xa0;Ring wear&#xa0;» et «&#xa0;Ring destroy&#xa0;»</translation>
    </message>
    <message>
        <source>it is an order of %1, not of %2</source>
        <translation>c’est un ordre de %1, pas de %2</translation>
    </message>
    <message>
        <source>no order after the power&apos;s name</source>
        <translation>aucun ordre après le nom de la puissance</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot;: %3.</source>
        <translation>Ligne %1 : «&#xa0;%2&#xa0;» : %3.</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; does not say which power gives it (write &quot;Gondor: %2&quot;).</source>
        <translation>Ligne %1 : «&#xa0;%2&#xa0;» n’indique pas quelle puissance le donne (écrivez «&#xa0;Gondor: %2&#xa0;»).</translation>
    </message>
</context>
<context>
    <name>herald::diplomacy::desk::DownfallTurn</name>
    <message>
        <source>Carried out.</source>
        <translation>Exécuté.</translation>
    </message>
    <message>
        <source>No effect: %1.</source>
        <translation>Sans effet : %1.</translation>
    </message>
    <message>
        <source>%1 L %2</source>
        <translation>%1 L %2</translation>
    </message>
    <message>
        <source>Nazgul: fear on %1</source>
        <translation>Nazgul : terreur sur %1</translation>
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
        <translation>Gandalf commande %1</translation>
    </message>
    <message>
        <source>Second: %1</source>
        <translation>Second pas : %1</translation>
    </message>
    <message>
        <source>%1 steps %2</source>
        <translation>%1 se déplace vers %2</translation>
    </message>
    <message>
        <source>Ring pass to %1</source>
        <translation>Ring pass vers %1</translation>
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
        <translation>Le Ranger neutralise %1</translation>
    </message>
    <message>
        <source>Illegal: %1.</source>
        <translation>Illégal : %1.</translation>
    </message>
</context>
<context>
    <name>herald::diplomacy::desk::Judgement</name>
    <message>
        <source>(convoy)</source>
        <translation>(convoi)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <translation>Ligne %1 : %2</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; does not say which power gives it (write &quot;England: %2&quot;).</source>
        <translation>Ligne %1 : «&#xa0;%2&#xa0;» n’indique pas quelle puissance le donne (écrivez «&#xa0;England: %2&#xa0;»).</translation>
    </message>
    <message>
        <source>Line %1: &quot;%2&quot; is an order of %3, not of %4.</source>
        <translation>Ligne %1 : «&#xa0;%2&#xa0;» est un ordre de %3, pas de %4.</translation>
    </message>
    <message>
        <source>Moves: attack %1 beat defence %2 and the strongest rival move (prevent %3).</source>
        <translation>Se déplace : l’attaque %1 a battu la défense %2 et le plus fort mouvement rival (blocage %3).</translation>
    </message>
    <message>
        <source>No order: holds with strength %1.</source>
        <translation>Aucun ordre : tient avec une force de %1.</translation>
    </message>
    <message>
        <source>Holds with strength %1.</source>
        <translation>Tient avec une force de %1.</translation>
    </message>
    <message>
        <source>Support given: nothing cut it.</source>
        <translation>Soutien apporté : rien ne l’a coupé.</translation>
    </message>
    <message>
        <source>Convoys: the fleet was not dislodged.</source>
        <translation>Convoie : la flotte n’a pas été délogée.</translation>
    </message>
    <message>
        <source>Carried out.</source>
        <translation>Exécuté.</translation>
    </message>
    <message>
        <source>Bounced: attack %1 was not stronger than defence %2 or the rival prevent %3 (stopped by the unit from %4).</source>
        <translation>Repoussé : l’attaque %1 n’a pas été plus forte que la défense %2 ou que le blocage rival %3 (arrêté par l’unité venant de %4).</translation>
    </message>
    <message>
        <source>Support cut by the attack from %1.</source>
        <translation>Soutien coupé par l’attaque venant de %1.</translation>
    </message>
    <message>
        <source>Support lost: the supporter was dislodged by the attack from %1.</source>
        <translation>Soutien perdu : l’unité qui soutenait a été délogée par l’attaque venant de %1.</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>Échoué : %1.</translation>
    </message>
    <message>
        <source>Illegal, the unit holds: %1.</source>
        <translation>Illégal, l’unité tient : %1.</translation>
    </message>
    <message>
        <source>Void, the unit holds: %1.</source>
        <translation>Nul, l’unité tient : %1.</translation>
    </message>
    <message>
        <source>Dislodged by the attack from %1 (its hold strength was %2).</source>
        <translation>Délogée par l’attaque venant de %1 (sa force de maintien était de %2).</translation>
    </message>
    <message>
        <source>The Balrog of Khazad-Dum destroyed the unit entering from %1.</source>
        <translation>Le Balrog de Khazad-Dum a détruit l’unité entrant depuis %1.</translation>
    </message>
    <message>
        <source>Gandalf slew the Balrog and leaves the board for a time.</source>
        <translation>Gandalf a terrassé le Balrog et quitte le plateau pour un temps.</translation>
    </message>
</context>
<context>
    <name>herald::diplomacy::desk::Personalities</name>
    <message>
        <source>%1 %2 in %3</source>
        <translation>%1 %2 en %3</translation>
    </message>
    <message>
        <source>army</source>
        <translation>armée</translation>
    </message>
    <message>
        <source>fleet</source>
        <translation>flotte</translation>
    </message>
    <message>
        <source>%1 (%2) met the %3.</source>
        <translation>%1 (%2) a rencontré %3.</translation>
    </message>
    <message>
        <source>cavalry</source>
        <translation>cavalerie</translation>
    </message>
    <message>
        <source>pirate</source>
        <translation>pirate</translation>
    </message>
</context>
<context>
    <name>herald::gui::BattleBoardDesk</name>
    <message>
        <source>Line %1</source>
        <extracomment>a line space on the board, %1 its column (counted from the attacker&apos;s left)</extracomment>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>Middle %1</source>
        <extracomment>a middle space on the board, %1 its column</extracomment>
        <translation>Centre %1</translation>
    </message>
    <message>
        <source>%1&apos;s reserve</source>
        <extracomment>%1 the army</extracomment>
        <translation>la réserve de %1</translation>
    </message>
    <message>
        <source>%1&apos;s retreat box</source>
        <extracomment>%1 the army</extracomment>
        <translation>la case de retraite de %1</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 the table file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaquant</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Défenseur</translation>
    </message>
    <message>
        <source>%1 charges %2. Defender: does the cavalry evade to its reserve (§5.2.3), or stand and fight?</source>
        <extracomment>%1 the charging unit, %2 the charged cavalry</extracomment>
        <translation>%1 charge %2. Défenseur : la cavalerie se dérobe-t-elle vers sa réserve (§5.2.3), ou tient-elle pour combattre ?</translation>
    </message>
    <message>
        <source>The dice from the table must be whole numbers, e.g. 5 4: &quot;%1&quot;.</source>
        <translation>Les dés de la table doivent être des nombres entiers, p. ex. 5 4 : «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>EInf</source>
        <extracomment>short for infantry on a crowded board space; the number follows</extracomment>
        <translation>InfÉ</translation>
    </message>
    <message>
        <source>Inf</source>
        <translation>Inf</translation>
    </message>
    <message>
        <source>ECav</source>
        <extracomment>short for cavalry on a crowded board space; the number follows</extracomment>
        <translation>CavÉ</translation>
    </message>
    <message>
        <source>Cav</source>
        <translation>Cav</translation>
    </message>
    <message>
        <source>EArt</source>
        <extracomment>short for artillery on a crowded board space; the number follows</extracomment>
        <translation>ArtÉ</translation>
    </message>
    <message>
        <source>Art</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Ldr</source>
        <extracomment>short for leader on a crowded board space; the number follows</extracomment>
        <translation>Chef</translation>
    </message>
    <message>
        <source>%1 #%2</source>
        <extracomment>a unit on the board: its type and number</extracomment>
        <translation>%1 n° %2</translation>
    </message>
</context>
<context>
    <name>herald::gui::BoardOddsForm</name>
    <message>
        <source>Choose a battle first.</source>
        <translation>Choisir d’abord une bataille.</translation>
    </message>
</context>
<context>
    <name>herald::gui::BoardSetupForm</name>
    <message>
        <source>%1 #%2</source>
        <translation>%1 n° %2</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Line 1 (your left)</source>
        <translation>Ligne 1 (à votre gauche)</translation>
    </message>
    <message>
        <source>Line 1 (your right)</source>
        <translation>Ligne 1 (à votre droite)</translation>
    </message>
    <message>
        <source>Line 2 (centre)</source>
        <translation>Ligne 2 (centre)</translation>
    </message>
    <message>
        <source>Line 3 (your right)</source>
        <translation>Ligne 3 (à votre droite)</translation>
    </message>
    <message>
        <source>Line 3 (your left)</source>
        <translation>Ligne 3 (à votre gauche)</translation>
    </message>
</context>
<context>
    <name>herald::gui::CalendarForm</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Ouvrir d’abord une campagne.</translation>
    </message>
    <message>
        <source>The campaign&apos;s date cannot be read: the file needs repair.</source>
        <translation>La date de la campagne est illisible : le fichier doit être réparé.</translation>
    </message>
    <message>
        <source>%1 cannot be finished yet: see what blocks it below.</source>
        <extracomment>%1 is a step such as &quot;M-1&quot;</extracomment>
        <translation>%1 ne peut pas encore être terminée : voir ce qui la bloque ci-dessous.</translation>
    </message>
</context>
<context>
    <name>herald::gui::CalendarYearModel</name>
    <message>
        <source>Month %1</source>
        <translation>Mois %1</translation>
    </message>
</context>
<context>
    <name>herald::gui::CampaignController</name>
    <message>
        <source>Give the campaign a name: it heads the window, rosters and printouts.</source>
        <translation>Donner un nom à la campagne : il figure en tête de la fenêtre, des listes d’armée et des impressions.</translation>
    </message>
    <message>
        <source>A copy of the campaign was saved as %1.</source>
        <translation>Une copie de la campagne a été enregistrée sous %1.</translation>
    </message>
    <message>
        <source>The campaign was exported to %1.</source>
        <translation>La campagne a été exportée vers %1.</translation>
    </message>
    <message>
        <source>The history was exported to %1.</source>
        <translation>L’historique a été exporté vers %1.</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
</context>
<context>
    <name>herald::gui::CampaignForm</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Ouvrir d’abord une campagne.</translation>
    </message>
</context>
<context>
    <name>herald::gui::DiceRollForm</name>
    <message>
        <source>Open a campaign first: every roll is kept in its history.</source>
        <translation>Ouvrir d’abord une campagne : chaque jet est conservé dans son historique.</translation>
    </message>
    <message>
        <source>Type the dice as whole numbers separated by blanks or commas.</source>
        <translation>Saisir les dés sous forme de nombres entiers séparés par des espaces ou des virgules.</translation>
    </message>
    <message>
        <source>%1 needs %2 typed value(s); %3 given.</source>
        <translation>%1 attend %2 valeur(s) saisie(s) ; %3 fournie(s).</translation>
    </message>
    <message>
        <source>A d%1 cannot show %2.</source>
        <translation>Un d%1 ne peut pas donner %2.</translation>
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
        <translation>Rapport écrit dans %1</translation>
    </message>
    <message>
        <source>Report sent to the printer: %1</source>
        <translation>Rapport envoyé à l’imprimante : %1</translation>
    </message>
    <message>
        <source>%1 (hidden)</source>
        <translation>%1 (caché)</translation>
    </message>
</context>
<context>
    <name>herald::gui::DiplomacyResultsModel</name>
    <message>
        <source>succeeded</source>
        <comment>order outcome</comment>
        <translation>réussi</translation>
    </message>
    <message>
        <source>failed</source>
        <comment>order outcome</comment>
        <translation>échoué</translation>
    </message>
    <message>
        <source>illegal, the unit holds</source>
        <comment>order outcome</comment>
        <translation>illégal, l’unité tient</translation>
    </message>
    <message>
        <source>void</source>
        <comment>order outcome</comment>
        <translation>nul</translation>
    </message>
    <message>
        <source>not yet adjudicated</source>
        <comment>order outcome</comment>
        <translation>pas encore arbitré</translation>
    </message>
</context>
<context>
    <name>herald::gui::FileChooser</name>
    <message>
        <source>%1 already exists in %2. Replace it?</source>
        <translation>%1 existe déjà dans %2. Le remplacer ?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
</context>
<context>
    <name>herald::gui::HexGameDesk</name>
    <message>
        <source>Click the hex %1 retreats to.</source>
        <translation>Cliquer sur l’hexagone vers lequel %1 bat en retraite.</translation>
    </message>
    <message>
        <source>Advance after combat: pick %1 and click the emptied hex, or decline.</source>
        <translation>Avance après combat : choisir %1 et cliquer sur l’hexagone vidé, ou refuser.</translation>
    </message>
    <message>
        <source>Click your units to name the attackers, then the enemy unit they attack.</source>
        <translation>Cliquer sur vos unités pour désigner les attaquants, puis sur l’unité ennemie qu’elles attaquent.</translation>
    </message>
    <message>
        <source>Attackers: %1. Click the enemy unit they attack.</source>
        <translation>Attaquants : %1. Cliquer sur l’unité ennemie qu’ils attaquent.</translation>
    </message>
    <message>
        <source>Drag a counter, or pick one from the box and click where it goes.</source>
        <translation>Faire glisser un pion, ou en choisir un dans la boîte et cliquer là où il va.</translation>
    </message>
    <message>
        <source>%1: the highlighted hexes are where it may end its move.</source>
        <translation>%1 : les hexagones en surbrillance sont ceux où elle peut terminer son mouvement.</translation>
    </message>
    <message>
        <source>set-up</source>
        <translation>mise en place</translation>
    </message>
    <message>
        <source>held back since turn %1</source>
        <translation>retenue depuis le tour %1</translation>
    </message>
    <message>
        <source>may enter now</source>
        <translation>peut entrer maintenant</translation>
    </message>
    <message>
        <source>enters in its side&apos;s movement phase</source>
        <translation>entre pendant la phase de mouvement de son camp</translation>
    </message>
    <message>
        <source>due on turn %1</source>
        <translation>attendue au tour %1</translation>
    </message>
    <message>
        <source>released at %1 VP</source>
        <translation>libérée à %1 PV</translation>
    </message>
    <message>
        <source>Start a hex game first.</source>
        <translation>Commencer d’abord une partie de jeu d’hexagones.</translation>
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
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Click the hex %1 retreats to, or first another unit that must retreat (%2): its owner picks the order.</source>
        <translation>Cliquez l’hexagone où %1 retraite, ou d’abord une autre unité qui doit retraiter (%2) : son propriétaire choisit l’ordre.</translation>
    </message>
    <message>
        <source>%1: the highlighted hexes are where it may set up.</source>
        <translation>%1 : les hexagones en surbrillance sont ceux où elle peut être mise en place.</translation>
    </message>
    <message>
        <source>Set up the Karameikan units first: pick each from the box and click its hex. Play begins once they all stand on the map.</source>
        <translation>Mettez d’abord en place les unités karameikiennes : prenez chacune dans la réserve et cliquez son hexagone. La partie commence quand toutes sont sur la carte.</translation>
    </message>
    <message>
        <source>There is no hex game to print.</source>
        <translation>Il n’y a aucune partie de jeu d’hexagones à imprimer.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Choisissez le fichier dans lequel écrire le PDF.</translation>
    </message>
    <message>
        <source>%1 printed to %2</source>
        <translation>%1 imprimé dans %2</translation>
    </message>
    <message>
        <source>The scenario&apos;s own map</source>
        <translation>La carte propre au scénario</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not a hex game scenario file: %2</source>
        <translation>%1 n’est pas un fichier de scénario de jeu à hexagones : %2</translation>
    </message>
</context>
<context>
    <name>herald::gui::HexMapEditor</name>
    <message>
        <source>out of play (printed only in part at the edge)</source>
        <translation>hors jeu (imprimé seulement en partie au bord)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>bridge over the %1 to %2</source>
        <translation>pont sur la rivière %1 vers %2</translation>
    </message>
    <message>
        <source>river %1 towards %2</source>
        <translation>rivière %1 vers %2</translation>
    </message>
    <message>
        <source>road %1 to %2</source>
        <translation>route %1 vers %2</translation>
    </message>
    <message>
        <source>in %1</source>
        <translation>dans %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>A hex described on the map editor: its number, then its terrain, place, sides, regions.</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a hex map file: %2</source>
        <translation>%1 n’est pas un fichier de carte d’hexagones : %2</translation>
    </message>
    <message>
        <source>There is no hex map to save.</source>
        <translation>Il n’y a aucune carte d’hexagones à enregistrer.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>%1 n’a pas pu être écrit : %2</translation>
    </message>
    <message>
        <source>Hex map %1 saved as %2</source>
        <translation>Carte d’hexagones %1 enregistrée sous %2</translation>
    </message>
    <message>
        <source>Make or choose a hex map first.</source>
        <translation>Créer ou choisir d’abord une carte d’hexagones.</translation>
    </message>
    <message>
        <source>Click a hex with the place tool first.</source>
        <translation>Cliquer d’abord sur un hexagone avec l’outil Placer.</translation>
    </message>
    <message>
        <source>Columns, even ones lower</source>
        <translation>Colonnes, paires plus bas</translation>
    </message>
    <message>
        <source>Columns, odd ones lower</source>
        <translation>Colonnes, impaires plus bas</translation>
    </message>
    <message>
        <source>Rows, even ones right</source>
        <translation>Rangées, paires à droite</translation>
    </message>
    <message>
        <source>Rows, odd ones right</source>
        <translation>Rangées, impaires à droite</translation>
    </message>
</context>
<context>
    <name>herald::gui::MonthPrintForm</name>
    <message>
        <source>No campaign is open.</source>
        <translation>Aucune campagne n’est ouverte.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Choisissez le fichier dans lequel écrire le PDF.</translation>
    </message>
    <message>
        <source>Month report of %1 written to %2</source>
        <translation>Rapport mensuel de %1 écrit dans %2</translation>
    </message>
    <message>
        <source>Order sheet of %1 written to %2</source>
        <translation>Feuille d’ordres de %1 écrite dans %2</translation>
    </message>
</context>
<context>
    <name>herald::gui::NewGameForm</name>
    <message>
        <source>Choose a variant.</source>
        <translation>Choisir une variante.</translation>
    </message>
</context>
<context>
    <name>herald::gui::PositionEditForm</name>
    <message>
        <source>Set a unit</source>
        <translation>Placer une unité</translation>
    </message>
    <message>
        <source>Take a unit off</source>
        <translation>Retirer une unité</translation>
    </message>
    <message>
        <source>Move a unit</source>
        <translation>Déplacer une unité</translation>
    </message>
    <message>
        <source>Place a personality</source>
        <translation>Placer une personnalité</translation>
    </message>
    <message>
        <source>Give a centre</source>
        <translation>Attribuer un centre</translation>
    </message>
    <message>
        <source>Set the Ring</source>
        <translation>Définir l’Anneau</translation>
    </message>
    <message>
        <source>Set the turn</source>
        <translation>Définir le tour</translation>
    </message>
    <message>
        <source>hidden in</source>
        <translation>caché en</translation>
    </message>
    <message>
        <source>lying in</source>
        <translation>posé en</translation>
    </message>
    <message>
        <source>carried by</source>
        <translation>porté par</translation>
    </message>
    <message>
        <source>worn by</source>
        <translation>porté au doigt par</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>détruit</translation>
    </message>
    <message>
        <source>Choose what to change.</source>
        <translation>Choisir ce qu’il faut modifier.</translation>
    </message>
</context>
<context>
    <name>herald::gui::SkirmishDesk</name>
    <message>
        <source>nobody</source>
        <translation>personne</translation>
    </message>
    <message>
        <source>what the map shows</source>
        <translation>ce qu’indique la carte</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Start a skirmish first.</source>
        <translation>Commencer d’abord une escarmouche.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a die face: type whole numbers, such as 3 or 7,4 (a 0 counts 10).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une face de dé : saisissez des nombres entiers, comme 3 ou 7,4 (un 0 compte pour 10).</translation>
    </message>
    <message>
        <source>%1 at %2</source>
        <extracomment>%1 the Gharv&apos;s name, %2 its hex</extracomment>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>see the map</source>
        <translation>voir la carte</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>a beach</source>
        <translation>une plage</translation>
    </message>
    <message>
        <source>a boat</source>
        <translation>un bateau</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>marécage</translation>
    </message>
    <message>
        <source>Every living Gharv is already on the map: none is left to appear (§12 C11).</source>
        <translation>Tous les Gharvs vivants sont déjà sur la carte : il n’en reste aucun pour apparaître (§12 C11).</translation>
    </message>
</context>
<context>
    <name>herald::gui::StrikesModel</name>
    <message>
        <source>%1. %2 (%3 left)</source>
        <extracomment>a roster line to strike units from: %1 its number, %2 its units, %3 how many left</extracomment>
        <translation>%1. %2 (%3 restantes)</translation>
    </message>
</context>
<context>
    <name>herald::gui::UnderlayFile</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>%1 is not a PNG or JPEG image Herald can read.</source>
        <translation>%1 n’est pas une image PNG ou JPEG que Herald sait lire.</translation>
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
        <translation>armées et flottes</translation>
    </message>
    <message>
        <source>armies</source>
        <translation>armées</translation>
    </message>
    <message>
        <source>fleets</source>
        <translation>flottes</translation>
    </message>
    <message>
        <source>%1 to %2: %3</source>
        <translation>%1 vers %2 : %3</translation>
    </message>
    <message>
        <source>The %1 cannot contain &apos;|&apos; or a line break.</source>
        <translation>Le champ «&#xa0;%1&#xa0;» ne peut contenir ni «&#xa0;|&#xa0;» ni saut de ligne.</translation>
    </message>
    <message>
        <source>Opened %1.</source>
        <translation>%1 ouvert.</translation>
    </message>
    <message>
        <source>Clear the map</source>
        <translation>Vider la carte</translation>
    </message>
    <message>
        <source>Choose a file first (Save as).</source>
        <translation>Choisir d’abord un fichier (Enregistrer sous).</translation>
    </message>
    <message>
        <source>Saved %1 and its layout.</source>
        <translation>%1 et sa disposition enregistrés.</translation>
    </message>
    <message numerus="yes">
        <source>Saved %1 and its layout; the variant still has %n problem(s), so games cannot use it yet.</source>
        <translation>
            <numerusform>%1 et sa disposition enregistrés ; la variante a encore %n problème, les parties ne peuvent donc pas encore l’utiliser.</numerusform>
            <numerusform>%1 et sa disposition enregistrés ; la variante a encore %n problèmes, les parties ne peuvent donc pas encore l’utiliser.</numerusform>
        </translation>
    </message>
    <message>
        <source>abbreviation</source>
        <translation>abréviation</translation>
    </message>
    <message>
        <source>Rename %1 to %2</source>
        <translation>Renommer %1 en %2</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Name %1 %2</source>
        <translation>Nommer %1 «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>Change the type of %1</source>
        <translation>Changer le type de %1</translation>
    </message>
    <message>
        <source>Make %1 a supply centre</source>
        <translation>Faire de %1 un centre de ravitaillement</translation>
    </message>
    <message>
        <source>Make %1 no supply centre</source>
        <translation>Retirer le centre de ravitaillement de %1</translation>
    </message>
    <message>
        <source>Change the home power of %1</source>
        <translation>Changer la puissance d’origine de %1</translation>
    </message>
    <message>
        <source>Change the starting owner of %1</source>
        <translation>Changer le propriétaire initial de %1</translation>
    </message>
    <message>
        <source>coasts</source>
        <translation>côtes</translation>
    </message>
    <message>
        <source>Change the coasts of %1</source>
        <translation>Changer les côtes de %1</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>notes</translation>
    </message>
    <message>
        <source>Change the notes of %1</source>
        <translation>Changer les notes de %1</translation>
    </message>
    <message>
        <source>A variant has at most %1 provinces.</source>
        <translation>Une variante a au plus %1 provinces.</translation>
    </message>
    <message>
        <source>Add province %1</source>
        <translation>Ajouter la province %1</translation>
    </message>
    <message>
        <source>New province %1</source>
        <translation>Nouvelle province %1</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>Supprimer %1</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Déplacer %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Toggle the fleet border of %1</source>
        <translation>Basculer la frontière des flottes de %1</translation>
    </message>
    <message>
        <source>Toggle the army border of %1</source>
        <translation>Basculer la frontière des armées de %1</translation>
    </message>
    <message>
        <source>Remove a border of %1</source>
        <translation>Supprimer une frontière de %1</translation>
    </message>
    <message>
        <source>Set the background picture</source>
        <translation>Définir l’image d’arrière-plan</translation>
    </message>
    <message>
        <source>Remove the background picture</source>
        <translation>Supprimer l’image d’arrière-plan</translation>
    </message>
    <message>
        <source>Change the background&apos;s opacity</source>
        <translation>Modifier l’opacité de l’arrière-plan</translation>
    </message>
    <message>
        <source>The variant reads without problems: games can be played on it.</source>
        <translation>La variante se lit sans problème : on peut y jouer des parties.</translation>
    </message>
    <message numerus="yes">
        <source>The variant has %n problem(s); click one to select its province.</source>
        <translation>
            <numerusform>La variante a %n problème ; cliquer dessus pour sélectionner sa province.</numerusform>
            <numerusform>La variante a %n problèmes ; cliquer sur l’un d’eux pour sélectionner sa province.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::ContentEditor</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>A CSV file holds the rows of one table: choose the table first.</source>
        <translation>Un fichier CSV contient les lignes d’une seule table : choisir d’abord la table.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>pas un objet JSON</translation>
    </message>
    <message>
        <source>Open a campaign first.</source>
        <translation>Ouvrir d’abord une campagne.</translation>
    </message>
    <message>
        <source>The campaign has no table &apos;%1&apos;.</source>
        <translation>La campagne n’a pas de table «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Table &apos;%1&apos; cannot be written as CSV: %2</source>
        <translation>Impossible d’écrire la table «&#xa0;%1&#xa0;» en CSV : %2</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Exported %1 table(s) and %2 deck(s) to %3</source>
        <translation>%1 table(s) et %2 paquet(s) exporté(s) vers %3</translation>
    </message>
    <message>
        <source>My table</source>
        <translation>Ma table</translation>
    </message>
    <message>
        <source>Nothing happens</source>
        <translation>Il ne se passe rien</translation>
    </message>
    <message>
        <source>Something happens</source>
        <translation>Il se passe quelque chose</translation>
    </message>
    <message>
        <source>The table is not a JSON object: %1 at character %2</source>
        <translation>La table n’est pas un objet JSON : %1 au caractère %2</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>pas un objet</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::DecksModel</name>
    <message>
        <source>lookup</source>
        <translation>consultation</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n row(s)</source>
        <translation>
            <numerusform>%1 · %n ligne</numerusform>
            <numerusform>%1 · %n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 to draw · %2 in play · %3 discarded</source>
        <translation>%1 à piocher · %2 en jeu · %3 défaussées</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tables</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Paquets</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::MagicAuthorsModel</name>
    <message>
        <source>%1 (%2 points)</source>
        <translation>%1 (%2 points)</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::MagicItemForm</name>
    <message>
        <source>Name the player who writes the item.</source>
        <translation>Indiquer le joueur qui rédige l’objet.</translation>
    </message>
    <message>
        <source>Give the item a name.</source>
        <translation>Donner un nom à l’objet.</translation>
    </message>
    <message>
        <source>An item is worth at least 1 point.</source>
        <translation>Un objet vaut au moins 1 point.</translation>
    </message>
</context>
<context>
    <name>herald::gui::decks::TableRollForm</name>
    <message>
        <source>Open a campaign first: every roll is kept in its history.</source>
        <translation>Ouvrir d’abord une campagne : chaque jet est conservé dans son historique.</translation>
    </message>
    <message>
        <source>Choose a table.</source>
        <translation>Choisir une table.</translation>
    </message>
    <message>
        <source>%1 is read by what you already know, not rolled.</source>
        <translation>%1 se lit d’après ce que l’on sait déjà, sans lancer de dés.</translation>
    </message>
    <message>
        <source>Type the dice as whole numbers separated by blanks or commas.</source>
        <translation>Saisir les dés sous forme de nombres entiers séparés par des espaces ou des virgules.</translation>
    </message>
    <message>
        <source>%1 needs %2 typed value(s); %3 given.</source>
        <translation>%1 attend %2 valeur(s) saisie(s) ; %3 fournie(s).</translation>
    </message>
</context>
<context>
    <name>herald::gui::expeditions::ExpeditionsModel</name>
    <message>
        <source>In port</source>
        <translation>Au port</translation>
    </message>
    <message>
        <source>At sea</source>
        <translation>En mer</translation>
    </message>
    <message>
        <source>Reached land: to be landed</source>
        <translation>Terre atteinte : à débarquer</translation>
    </message>
    <message>
        <source>Escorted home by the sea people</source>
        <translation>Raccompagnée au port par le peuple de la mer</translation>
    </message>
    <message>
        <source>Landed</source>
        <translation>Débarquée</translation>
    </message>
    <message>
        <source>Dissolved at the New Year</source>
        <translation>Dissoute au Nouvel An</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Boats %1 (%2 empty) · units %3 · advantages %4</source>
        <extracomment>%1 boats, %2 empty boats, %3 units aboard, %4 advantages</extracomment>
        <translation>Navires %1 (%2 vides) · unités %3 · avantages %4</translation>
    </message>
    <message>
        <source>From %1, bound for %2</source>
        <extracomment>%1 the port or landmass it left, %2 the landmass it is bound for</extracomment>
        <translation>Depuis %1, à destination de %2</translation>
    </message>
    <message>
        <source>a landmass not named yet</source>
        <translation>une masse continentale pas encore désignée</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <extracomment>one line of the expedition&apos;s roster: count, unit types, category</extracomment>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>%1, general</source>
        <translation>%1, général</translation>
    </message>
    <message>
        <source>%1, admiral</source>
        <translation>%1, amiral</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source> (healer)</source>
        <translation> (guérisseur)</translation>
    </message>
    <message>
        <source>Turn %1: %2</source>
        <extracomment>%1 the turn number, %2 what the chart roll did</extracomment>
        <translation>Tour %1 : %2</translation>
    </message>
    <message>
        <source>Choose an expedition to print.</source>
        <translation>Choisissez une expédition à imprimer.</translation>
    </message>
    <message>
        <source>Choose a file to write the PDF to.</source>
        <translation>Choisissez le fichier dans lequel écrire le PDF.</translation>
    </message>
    <message>
        <source>Sheet of the expedition %1 written to %2</source>
        <extracomment>%1 the expedition, %2 the PDF file</extracomment>
        <translation>Feuille de l’expédition %1 écrite dans %2</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Advance</name>
    <message>
        <source>Refused (rule V1): %1.</source>
        <translation>Refusé (règle V1) : %1.</translation>
    </message>
    <message>
        <source>Refused (rule V2): %1.</source>
        <translation>Refusé (règle V2) : %1.</translation>
    </message>
    <message>
        <source>no combat has emptied a hex</source>
        <translation>aucun combat n’a vidé d’hexagone</translation>
    </message>
    <message>
        <source>the retreats come first: %1 still to retreat</source>
        <translation>les retraites passent d’abord : %1 doit encore battre en retraite</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a winning unit of this combat</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une unité victorieuse de ce combat</translation>
    </message>
    <message>
        <source>%1 was not emptied by this combat</source>
        <translation>%1 n’a pas été vidé par ce combat</translation>
    </message>
    <message>
        <source>%1 in %2 is not next to %3</source>
        <translation>%1 en %2 n’est pas adjacente à %3</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 occupe %2</translation>
    </message>
    <message>
        <source>this campaign&apos;s setting bans advancing across the river between %1 and %2</source>
        <translation>un paramètre de cette campagne interdit d’avancer à travers le fleuve entre %1 et %2</translation>
    </message>
    <message>
        <source>%1 advances from %2 into %3 (V1).</source>
        <translation>%1 avance de %2 en %3 (V1).</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Combat</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Refusé (règle %1) : %2.</translation>
    </message>
    <message>
        <source>attacks are made in the combat phase, not the movement phase</source>
        <translation>les attaques ont lieu pendant la phase de combat, pas pendant la phase de mouvement</translation>
    </message>
    <message>
        <source>%1 must retreat before the next attack</source>
        <translation>%1 doit battre en retraite avant la prochaine attaque</translation>
    </message>
    <message>
        <source>an attack needs at least one attacker</source>
        <translation>une attaque nécessite au moins un attaquant</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; is on the map to be attacked</source>
        <translation>aucune unité «&#xa0;%1&#xa0;» n’est sur la carte pour être attaquée</translation>
    </message>
    <message>
        <source>%1 is a %2 unit, not an enemy</source>
        <translation>%1 est une unité %2, pas une unité ennemie</translation>
    </message>
    <message>
        <source>%1 has already been attacked this phase</source>
        <translation>%1 a déjà été attaquée lors de cette phase</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; is on the map</source>
        <translation>aucune unité «&#xa0;%1&#xa0;» n’est sur la carte</translation>
    </message>
    <message>
        <source>%1 is not a unit of the %2 player, whose combat phase it is</source>
        <translation>%1 n’est pas une unité du joueur %2, dont c’est la phase de combat</translation>
    </message>
    <message>
        <source>%1 is already part of an attack this phase</source>
        <translation>%1 participe déjà à une attaque lors de cette phase</translation>
    </message>
    <message>
        <source>%1 in %2 is not next to %3 in %4</source>
        <translation>%1 en %2 n’est pas adjacente à %3 en %4</translation>
    </message>
    <message>
        <source>Refused (rule C6, A12): name which attacker turns over on an AD before the roll, one of %1.</source>
        <translation>Refusé (règles C6, A12) : indiquez avant le jet quel attaquant est retourné sur un AD, parmi %1.</translation>
    </message>
    <message>
        <source>Combat: %1 attack %2 in %3</source>
        <translation>Combat : %1 attaquent %2 en %3</translation>
    </message>
    <message>
        <source>Roll %1 on column %2: %3 (%4).</source>
        <translation>Jet de %1 dans la colonne %2 : %3 (%4).</translation>
    </message>
    <message>
        <source>Turned to half strength: %1.</source>
        <translation>Retournée à demi-effectif : %1.</translation>
    </message>
    <message>
        <source>Eliminated, already at half strength (R6): %1.</source>
        <translation>Éliminée, déjà à demi-effectif (R6) : %1.</translation>
    </message>
    <message>
        <source>To retreat one hex: %1.</source>
        <translation>Retraite d’un hexagone : %1.</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>sans effet</translation>
    </message>
    <message>
        <source>the attackers fall back</source>
        <translation>les attaquants reculent</translation>
    </message>
    <message>
        <source>the attackers are beaten and fall back</source>
        <translation>les attaquants sont battus et reculent</translation>
    </message>
    <message>
        <source>the defender falls back</source>
        <translation>le défenseur recule</translation>
    </message>
    <message>
        <source>the defender is beaten and falls back</source>
        <translation>le défenseur est battu et recule</translation>
    </message>
    <message>
        <source>Attack %1 against %2: difference %3%4, column %5.</source>
        <translation>Attaque %1 contre %2 : différence %3%4, colonne %5.</translation>
    </message>
    <message>
        <source>Shifts: %1.</source>
        <translation>Décalages : %1.</translation>
    </message>
    <message>
        <source>The river shift is added to the terrain&apos;s (setting).</source>
        <translation>Le décalage du fleuve s’ajoute à celui du terrain (paramètre).</translation>
    </message>
    <message>
        <source>Only the worst counts (8.2).</source>
        <translation>Seul le pire compte (8.2).</translation>
    </message>
    <message>
        <source>%1 column(s) left: column %2.</source>
        <translation>%1 colonne(s) vers la gauche : colonne %2.</translation>
    </message>
    <message>
        <source>%1 %2 (ignored: %3 attack)</source>
        <translation>%1 %2 (ignoré : attaque %3)</translation>
    </message>
    <message>
        <source>foresters</source>
        <translation>forestiers</translation>
    </message>
    <message>
        <source>mountaineers</source>
        <translation>montagnards</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>river 3 (every attacker is across it)</source>
        <translation>rivière 3 (chaque attaquant est de l’autre côté)</translation>
    </message>
    <message>
        <source>bridge 1 (every attacker is across it)</source>
        <translation>pont 1 (chaque attaquant est de l’autre côté)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::MapEdit</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <extracomment>A map edit refused: the rule&apos;s section, then what is wrong and where.</extracomment>
        <translation>Refusé (règle %1) : %2.</translation>
    </message>
    <message>
        <source>hex %1 lies outside the map&apos;s %2 columns and %3 rows</source>
        <translation>l’hexagone %1 est hors de la carte (%2 colonnes et %3 rangées)</translation>
    </message>
    <message>
        <source>hex %1 has a %2, which cannot stand in water; take the place off first</source>
        <extracomment>%1 a hex number, %2 a place&apos;s kind (town, keep).</extracomment>
        <translation>l’hexagone %1 porte un élément «&#xa0;%2&#xa0;», qui ne peut pas se trouver dans l’eau ; retirez d’abord le lieu</translation>
    </message>
    <message>
        <source>a road or river runs along a side of hex %1; take it off before the hex becomes water</source>
        <translation>une route ou une rivière longe un côté de l’hexagone %1 ; retirez-la avant que l’hexagone ne devienne de l’eau</translation>
    </message>
    <message>
        <source>hex %1 is water; a %2 cannot stand there</source>
        <translation>l’hexagone %1 est de l’eau ; un élément «&#xa0;%2&#xa0;» ne peut pas s’y trouver</translation>
    </message>
    <message>
        <source>give the road a name</source>
        <translation>donnez un nom à la route</translation>
    </message>
    <message>
        <source>give the river a name</source>
        <translation>donnez un nom à la rivière</translation>
    </message>
    <message>
        <source>hexside %1 leaves the map</source>
        <translation>le côté d’hexagone %1 sort de la carte</translation>
    </message>
    <message>
        <source>hexside %1 touches water at %2; roads and rivers run between land hexes</source>
        <translation>le côté d’hexagone %1 touche l’eau en %2 ; routes et rivières passent entre des hexagones terrestres</translation>
    </message>
    <message>
        <source>a road or river runs along a side of hex %1, so it stays in play; take the road or river off first</source>
        <translation>une route ou une rivière longe un côté de l’hexagone %1, qui reste donc en jeu ; retirez d’abord la route ou la rivière</translation>
    </message>
    <message>
        <source>give the hex set a name</source>
        <translation>donnez un nom à l’ensemble d’hexagones</translation>
    </message>
    <message>
        <source>no river runs along hexside %1, so there is nothing to bridge</source>
        <translation>aucune rivière ne longe le côté d’hexagone %1 : il n’y a donc rien à franchir par un pont</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::MapFormat</name>
    <message>
        <source>%1: &quot;%2&quot; is not a hex number XXYY</source>
        <translation>%1 : «&#xa0;%2&#xa0;» n’est pas un numéro d’hexagone XXYY</translation>
    </message>
    <message>
        <source>%1: hex %2 lies outside the map&apos;s %3 columns and %4 rows</source>
        <translation>%1 : l’hexagone %2 est hors de la carte (%3 colonnes et %4 rangées)</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hexside between two neighbouring hexes (&quot;0304/0305&quot;)</source>
        <translation>%1 : «&#xa0;%2&#xa0;» n’est pas un côté d’hexagone entre deux hexagones voisins («&#xa0;0304/0305&#xa0;»)</translation>
    </message>
    <message>
        <source>%1: hexside %2 leaves the map</source>
        <translation>%1 : le côté d’hexagone %2 sort de la carte</translation>
    </message>
    <message>
        <source>hex %1</source>
        <translation>hexagone %1</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 est indiqué deux fois</translation>
    </message>
    <message>
        <source>%1: unknown terrain &quot;%2&quot;</source>
        <translation>%1 : terrain inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: unknown feature &quot;%2&quot;</source>
        <translation>%1 : élément inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: a %2 cannot stand on water</source>
        <translation>%1 : un élément «&#xa0;%2&#xa0;» ne peut pas se trouver sur l’eau</translation>
    </message>
    <message>
        <source>hex %1 is missing: every hex of the layout needs an entry</source>
        <translation>l’hexagone %1 manque : chaque hexagone de la grille doit avoir une entrée</translation>
    </message>
    <message>
        <source>river &quot;%1&quot;</source>
        <translation>rivière «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>road &quot;%1&quot;</source>
        <translation>route «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a river has no name</source>
        <translation>une rivière n’a pas de nom</translation>
    </message>
    <message>
        <source>a road has no name</source>
        <translation>une route n’a pas de nom</translation>
    </message>
    <message>
        <source>%1: hexside %2 is already given</source>
        <translation>%1 : le côté d’hexagone %2 est déjà indiqué</translation>
    </message>
    <message>
        <source>not a JSON object: %1 at byte %2</source>
        <translation>pas un objet JSON : %1 à l’octet %2</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;herald-hexwar-map&quot;</source>
        <translation>«&#xa0;format&#xa0;» doit valoir «&#xa0;herald-hexwar-map&#xa0;»</translation>
    </message>
    <message>
        <source>&quot;version&quot; %1 is not supported (this Herald reads version 1)</source>
        <translation>«&#xa0;version&#xa0;» %1 n’est pas prise en charge (cette version de Herald lit la version 1)</translation>
    </message>
    <message>
        <source>layout: %1 columns and %2 rows; each must be 1 to 99</source>
        <translation>layout : %1 colonnes et %2 rangées ; chacune doit être comprise entre 1 et 99</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>bridge %1: there is no river on that hexside</source>
        <translation>pont %1 : il n’y a pas de rivière sur ce côté d’hexagone</translation>
    </message>
    <message>
        <source>hexside %1 touches water; roads and rivers run between land hexes</source>
        <translation>le côté d’hexagone %1 touche l’eau ; routes et rivières passent entre des hexagones terrestres</translation>
    </message>
    <message>
        <source>unplayable</source>
        <translation>injouable</translation>
    </message>
    <message>
        <source>hex set &quot;%1&quot;</source>
        <translation>ensemble d’hexagones «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1: hex %2 is listed twice</source>
        <translation>%1 : l’hexagone %2 est listé deux fois</translation>
    </message>
    <message>
        <source>layout: &quot;offset&quot; must be &quot;odd-q&quot; or &quot;even-q&quot; (flat-topped columns, the even or the odd printed columns half a hex lower), or &quot;odd-r&quot; or &quot;even-r&quot; (pointy-topped rows, the even or the odd printed rows half a hex to the right)</source>
        <translation>layout : « offset » doit valoir « odd-q » ou « even-q » (colonnes à sommet plat, les colonnes imprimées paires ou impaires décalées d’un demi-hexagone vers le bas), ou « odd-r » ou « even-r » (rangées à pointe en haut, les rangées imprimées paires ou impaires décalées d’un demi-hexagone vers la droite)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Movement</name>
    <message>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>road hexside</source>
        <translation>côté d’hexagone avec route</translation>
    </message>
    <message>
        <source>%1, forester</source>
        <translation>%1, forestier</translation>
    </message>
    <message>
        <source>%1, mountaineer</source>
        <translation>%1, montagnard</translation>
    </message>
    <message>
        <source>its move ended when it entered an enemy zone of control in %1</source>
        <translation>son mouvement s’est arrêté en entrant dans une zone de contrôle ennemie en %1</translation>
    </message>
    <message>
        <source>its move ended with the one-hex minimum move into %1</source>
        <translation>son mouvement s’est arrêté avec le mouvement minimal d’un hexagone vers %1</translation>
    </message>
    <message>
        <source>its move ended when it crossed the river into %1</source>
        <translation>son mouvement s’est arrêté en franchissant la rivière vers %1</translation>
    </message>
    <message>
        <source>%1 is not next to %2</source>
        <translation>%1 n’est pas adjacent à %2</translation>
    </message>
    <message>
        <source>the step leaves the map</source>
        <translation>le pas sort de la carte</translation>
    </message>
    <message>
        <source>%1 is water or not playable</source>
        <translation>%1 est de l’eau ou injouable</translation>
    </message>
    <message>
        <source>%1 holds an enemy unit</source>
        <translation>%1 contient une unité ennemie</translation>
    </message>
    <message>
        <source>entering %1 costs %2 MP (%3) but only %4 of %5 MP are left</source>
        <translation>entrer en %1 coûte %2 PM (%3), mais il ne reste que %4 PM sur %5</translation>
    </message>
    <message>
        <source>the river between %1 and %2 can only be crossed as the whole move, straight from the start hex %3</source>
        <translation>la rivière entre %1 et %2 ne peut être franchie que comme mouvement entier, directement depuis l’hexagone de départ %3</translation>
    </message>
    <message>
        <source>the river between %1 and %2 can only be crossed by a unit that started next to a river, with MPs left</source>
        <translation>la rivière entre %1 et %2 ne peut être franchie que par une unité ayant commencé adjacente à une rivière, avec des PM restants</translation>
    </message>
    <message>
        <source>it started in an enemy zone of control in %1 and its MA is %2, not 5</source>
        <translation>elle a commencé dans une zone de contrôle ennemie en %1 et sa capacité de mouvement est de %2, pas 5</translation>
    </message>
    <message>
        <source>a withdrawal from an enemy zone of control may not cross the river between %1 and %2</source>
        <translation>un désengagement d’une zone de contrôle ennemie ne peut pas franchir la rivière entre %1 et %2</translation>
    </message>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Refusé (règle %1) : %2.</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: crosses the river, all %3 MP (M5)</source>
        <translation>%1 -&gt; %2 : franchit la rivière, tous les %3 PM (M5)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: one-hex minimum move, all %3 MP (M3)</source>
        <translation>%1 -&gt; %2 : mouvement minimal d’un hexagone, tous les %3 PM (M3)</translation>
    </message>
    <message>
        <source>%1 -&gt; %2: %3 MP (%4)</source>
        <translation>%1 -&gt; %2 : %3 PM (%4)</translation>
    </message>
    <message>
        <source>; enters an enemy zone of control and stops (Z2)</source>
        <translation> ; entre dans une zone de contrôle ennemie et s’arrête (Z2)</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; is on the map</source>
        <translation>aucune unité «&#xa0;%1&#xa0;» n’est sur la carte</translation>
    </message>
    <message>
        <source>%1 moves only in the %2 movement phase</source>
        <translation>%1 ne se déplace que pendant la phase de mouvement du camp %2</translation>
    </message>
    <message>
        <source>%1 has already moved this phase</source>
        <translation>%1 s’est déjà déplacée pendant cette phase</translation>
    </message>
    <message>
        <source>the move for %1 names no hex</source>
        <translation>le mouvement de %1 n’indique aucun hexagone</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>%1 may pass through %2 but not end there: another unit holds it</source>
        <translation>%1 peut traverser %2 mais pas s’y arrêter : une autre unité l’occupe</translation>
    </message>
    <message>
        <source>%1 moves to %2, %3 of %4 MP spent.</source>
        <translation>%1 se déplace en %2, %3 PM dépensés sur %4.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Reinforcement</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Refusé (règle %1) : %2.</translation>
    </message>
    <message>
        <source>no unit &quot;%1&quot; in this scenario</source>
        <translation>aucune unité «&#xa0;%1&#xa0;» dans ce scénario</translation>
    </message>
    <message>
        <source>%1 is not a reinforcement that may enter now</source>
        <translation>%1 n’est pas un renfort pouvant entrer maintenant</translation>
    </message>
    <message>
        <source>the entry of %1 names no hex</source>
        <translation>l’entrée de %1 n’indique aucun hexagone</translation>
    </message>
    <message>
        <source>the scenario gives %1 no entry hex: the referee must choose one and add it to the map&apos;s hex set &quot;%2&quot;</source>
        <translation>le scénario ne donne à %1 aucun hexagone d’entrée : l’arbitre doit en choisir un et l’ajouter à l’ensemble d’hexagones «&#xa0;%2&#xa0;» de la carte</translation>
    </message>
    <message>
        <source>%1 enters in %2, for example %3, not %4</source>
        <translation>%1 entre en %2, par exemple %3, pas %4</translation>
    </message>
    <message>
        <source>enters at %1: %2 MP (E2)</source>
        <translation>entre en %1 : %2 PM (E2)</translation>
    </message>
    <message>
        <source>Refused (rule M10, E5): %1 may pass through %2 but not stop there.</source>
        <translation>Refusé (règle M10, E5) : %1 peut traverser %2 mais pas s’y arrêter.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Retreat</name>
    <message>
        <source>Refused (rule %1): %2.</source>
        <translation>Refusé (règle %1) : %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; has no retreat to make</source>
        <translation>«&#xa0;%1&#xa0;» n’a aucune retraite à effectuer</translation>
    </message>
    <message>
        <source>%1 retreats exactly one hex from %2, and %3 is not next to it</source>
        <translation>%1 bat en retraite d’exactement un hexagone depuis %2, et %3 ne lui est pas adjacent</translation>
    </message>
    <message>
        <source>%1 cannot retreat off the map</source>
        <translation>%1 ne peut pas battre en retraite hors de la carte</translation>
    </message>
    <message>
        <source>%1 cannot retreat into water in %2</source>
        <translation>%1 ne peut pas battre en retraite dans l’eau en %2</translation>
    </message>
    <message>
        <source>%1 holds %2</source>
        <translation>%1 contient %2</translation>
    </message>
    <message>
        <source>%1 is next to an enemy unit</source>
        <translation>%1 est adjacent à une unité ennemie</translation>
    </message>
    <message>
        <source>%1 may not retreat over the bridge between %2 and %3</source>
        <translation>%1 ne peut pas battre en retraite par le pont entre %2 et %3</translation>
    </message>
    <message>
        <source>%1 may not retreat across the river between %2 and %3</source>
        <translation>%1 ne peut pas battre en retraite à travers la rivière entre %2 et %3</translation>
    </message>
    <message>
        <source>Refused (rule R1): &quot;%1&quot; has no retreat to make.</source>
        <translation>Refusé (règle R1) : «&#xa0;%1&#xa0;» n’a aucune retraite à effectuer.</translation>
    </message>
    <message>
        <source>Refused (rule R3): %1 can still retreat into %2.</source>
        <translation>Refusé (règle R3) : %1 peut encore battre en retraite vers %2.</translation>
    </message>
    <message>
        <source>%1 retreats from %2 to %3.</source>
        <translation>%1 bat en retraite de %2 vers %3.</translation>
    </message>
    <message>
        <source>%1 has no legal retreat hex from %2 and is eliminated (R3).</source>
        <translation>%1 n’a aucun hexagone de retraite légal depuis %2 et est éliminée (R3).</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Scenario</name>
    <message>
        <source>hex %1</source>
        <translation>hexagone %1</translation>
    </message>
    <message>
        <source>hex set %1</source>
        <translation>ensemble d’hexagones %1</translation>
    </message>
    <message>
        <source>%1-%2 hexes from %3</source>
        <translation>à %1-%2 hexagones de %3</translation>
    </message>
    <message>
        <source>more than %1 hexes from %2</source>
        <translation>à plus de %1 hexagones de %2</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; is not a hex number XXYY</source>
        <translation>%1 : «&#xa0;%2&#xa0;» n’est pas un numéro d’hexagone XXYY</translation>
    </message>
    <message>
        <source>%1: give &quot;hexes&quot; or a hex &quot;set&quot;</source>
        <translation>%1 : indiquer «&#xa0;hexes&#xa0;» ou un «&#xa0;set&#xa0;» d’hexagones</translation>
    </message>
    <message>
        <source>%1: &quot;within&quot; must be [least, most] hexes</source>
        <translation>%1 : «&#xa0;within&#xa0;» doit valoir [minimum, maximum] hexagones</translation>
    </message>
    <message>
        <source>unit &quot;%1&quot;</source>
        <translation>unité «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a unit has no &quot;id&quot;</source>
        <translation>une unité n’a pas d’«&#xa0;id&#xa0;»</translation>
    </message>
    <message>
        <source>%1 is given twice</source>
        <translation>%1 est indiqué deux fois</translation>
    </message>
    <message>
        <source>%1: &quot;side&quot; must be &quot;blackEagle&quot; or &quot;karameikan&quot;</source>
        <translation>%1 : «&#xa0;side&#xa0;» doit valoir «&#xa0;blackEagle&#xa0;» ou «&#xa0;karameikan&#xa0;»</translation>
    </message>
    <message>
        <source>%1: strengths %2 (full) and %3 (half) must be 0 or more, half at most full</source>
        <translation>%1 : les forces %2 (complète) et %3 (demi-effectif) doivent valoir 0 ou plus, la demi au plus égale à la complète</translation>
    </message>
    <message>
        <source>%1: movement allowance %2 is not 3, 4 or 5 (spec Z6)</source>
        <translation>%1 : la capacité de mouvement %2 n’est pas 3, 4 ou 5 (spéc. Z6)</translation>
    </message>
    <message>
        <source>%1: unknown kind &quot;%2&quot;</source>
        <translation>%1 : type inconnu «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>%1: &quot;turn&quot; must be 1 or later</source>
        <translation>%1 : «&#xa0;turn&#xa0;» doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>%1: &quot;vp&quot; must be 1 or more</source>
        <translation>%1 : «&#xa0;vp&#xa0;» doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>%1: give &quot;setup&quot;, &quot;turn&quot; or &quot;vp&quot;</source>
        <translation>%1 : indiquer «&#xa0;setup&#xa0;», «&#xa0;turn&#xa0;» ou «&#xa0;vp&#xa0;»</translation>
    </message>
    <message>
        <source>not a JSON object: %1 at byte %2</source>
        <translation>pas un objet JSON : %1 à l’octet %2</translation>
    </message>
    <message>
        <source>&quot;format&quot; must be &quot;herald-hexwar-scenario&quot;, version 1</source>
        <translation>«&#xa0;format&#xa0;» doit valoir «&#xa0;herald-hexwar-scenario&#xa0;», version 1</translation>
    </message>
    <message>
        <source>&quot;turns&quot; must be 1 or more</source>
        <translation>«&#xa0;turns&#xa0;» doit valoir 1 ou plus</translation>
    </message>
    <message>
        <source>&quot;firstSide&quot; must be &quot;blackEagle&quot; or &quot;karameikan&quot;</source>
        <translation>«&#xa0;firstSide&#xa0;» doit valoir «&#xa0;blackEagle&#xa0;» ou «&#xa0;karameikan&#xa0;»</translation>
    </message>
    <message>
        <source>the scenario has no units</source>
        <translation>le scénario n’a aucune unité</translation>
    </message>
    <message>
        <source>victory: &quot;eliminationVp&quot; needs one value per game turn (%1), not %2</source>
        <translation>victoire : «&#xa0;eliminationVp&#xa0;» nécessite une valeur par tour de jeu (%1), pas %2</translation>
    </message>
    <message>
        <source>victory</source>
        <translation>victoire</translation>
    </message>
    <message>
        <source>victory: &quot;levelMargins&quot; needs three margins (marginal, substantial, decisive)</source>
        <translation>victoire : «&#xa0;levelMargins&#xa0;» nécessite trois marges (marginale, substantielle, décisive)</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Sequence</name>
    <message>
        <source>End of game turn %1: the Black Eagle scores %2 VP, %3 in all (11.1).</source>
        <translation>Fin du tour de jeu %1 : l’Aigle Noir marque %2 PV, %3 au total (11.1).</translation>
    </message>
    <message>
        <source>%1 is released at %2 VP (10.3) and may enter from the next %3 movement phase.</source>
        <translation>%1 est libérée à %2 PV (10.3) et peut entrer à partir de la prochaine phase de mouvement du camp %3.</translation>
    </message>
    <message>
        <source>The Black Eagle was the last to enter %1: +%2 VP (11.3).</source>
        <translation>L’Aigle Noir a été le dernier à entrer en %1 : +%2 PV (11.3).</translation>
    </message>
    <message>
        <source>Final totals: Black Eagle %1 VP, Karameikan %2 VP.</source>
        <translation>Totaux finaux : Aigle Noir %1 PV, Karameikiens %2 PV.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a set-up unit of this scenario (12.1)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une unité de mise en place de ce scénario (12.1)</translation>
    </message>
    <message>
        <source>set-up ends when play begins (4.1)</source>
        <translation>la mise en place se termine quand le jeu commence (4.1)</translation>
    </message>
    <message>
        <source>%1 sets up in %2, and %3 is not there (12.1)</source>
        <translation>%1 se met en place en %2, et %3 n’en fait pas partie (12.1)</translation>
    </message>
    <message>
        <source>%1 is water (A28)</source>
        <translation>%1 est de l’eau (A28)</translation>
    </message>
    <message>
        <source>%1 already holds %2: one unit per hex at set-up (4.1)</source>
        <translation>%1 contient déjà %2 : une unité par hexagone lors de la mise en place (4.1)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Refused: %1 must retreat before the phase ends (9.1).</source>
        <translation>Refusé : %1 doit battre en retraite avant la fin de la phase (9.1).</translation>
    </message>
    <message>
        <source>Game turn %1: %2 combat phase.</source>
        <translation>Tour de jeu %1 : phase de combat du camp %2.</translation>
    </message>
    <message>
        <source>Game turn %1: %2 movement phase.</source>
        <translation>Tour de jeu %1 : phase de mouvement du camp %2.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Stacking</name>
    <message numerus="yes">
        <source>%1 holds %n unit(s): there is no stack to resolve (M10)</source>
        <translation>
            <numerusform>%1 contient %n unité : il n’y a aucun empilement à résoudre (M10)</numerusform>
            <numerusform>%1 contient %n unités : il n’y a aucun empilement à résoudre (M10)</numerusform>
        </translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not in %2; the unit kept must be one of %3 (M10)</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas en %2 ; l’unité conservée doit être l’une de %3 (M10)</translation>
    </message>
    <message>
        <source>Illegal stack in %1 (M10): %2 stays; destroyed: %3.</source>
        <translation>Empilement illégal en %1 (M10) : %2 reste ; détruites : %3.</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Terrain</name>
    <message>
        <source>clear</source>
        <translation>dégagé</translation>
    </message>
    <message>
        <source>light forest</source>
        <translation>forêt claire</translation>
    </message>
    <message>
        <source>heavy forest</source>
        <translation>forêt dense</translation>
    </message>
    <message>
        <source>hills</source>
        <translation>collines</translation>
    </message>
    <message>
        <source>moor</source>
        <translation>lande</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montagne</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>no feature</source>
        <translation>aucun élément</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cité</translation>
    </message>
    <message>
        <source>town</source>
        <translation>bourg</translation>
    </message>
    <message>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>ruines</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>donjon</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
</context>
<context>
    <name>herald::hexwar::Unit</name>
    <message>
        <source>Black Eagle</source>
        <translation>Aigle Noir</translation>
    </message>
    <message>
        <source>Karameikan</source>
        <translation>Karameikiens</translation>
    </message>
    <message>
        <source>%1 (%2-%3%4, half strength)</source>
        <translation>%1 (%2-%3%4, demi-effectif)</translation>
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
        <translation>Marge de %1 PV : pas de victoire, match nul (11.4).</translation>
    </message>
    <message>
        <source>Margin %1 VP: marginal %2 victory (11.4).</source>
        <translation>Marge de %1 PV : victoire marginale du camp %2 (11.4).</translation>
    </message>
    <message>
        <source>Margin %1 VP: substantial %2 victory (11.4).</source>
        <translation>Marge de %1 PV : victoire substantielle du camp %2 (11.4).</translation>
    </message>
    <message>
        <source>Margin %1 VP: decisive %2 victory (11.4).</source>
        <translation>Marge de %1 PV : victoire décisive du camp %2 (11.4).</translation>
    </message>
    <message>
        <source>on the Duke&apos;s Road in a town (one bonus only)</source>
        <translation>sur la route du Duc dans un bourg (un seul bonus)</translation>
    </message>
    <message>
        <source>on the Duke&apos;s Road and in a town</source>
        <translation>sur la route du Duc et dans un bourg</translation>
    </message>
    <message>
        <source>on the Duke&apos;s Road</source>
        <translation>sur la route du Duc</translation>
    </message>
    <message>
        <source>in a town of Karameikos</source>
        <translation>dans un bourg de Karameikos</translation>
    </message>
    <message>
        <source>%1 in %2: %3, %4 VP</source>
        <translation>%1 en %2 : %3, %4 PV</translation>
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
        <translation>Points de victoire : Aigle Noir %1, Karameikiens %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Not on the map yet: %1</source>
        <translation>Pas encore sur la carte : %1</translation>
    </message>
    <message>
        <source>Eliminated: %1</source>
        <translation>Éliminées : %1</translation>
    </message>
    <message>
        <source>hex columns %1–%2, rows %3–%4</source>
        <extracomment>Under a map sheet&apos;s title: the hex columns and rows printed on it, e.g. 01–16.</extracomment>
        <translation>colonnes d’hexagones %1–%2, rangées %3–%4</translation>
    </message>
    <message>
        <source>Page %1 of %2: map sheet in row %3, column %4; %5</source>
        <extracomment>The label of a map sheet: the page, the sheet&apos;s row and column among the map&apos;s sheets, then the hexes on it.</extracomment>
        <translation>Page %1 sur %2 : planche de carte en rangée %3, colonne %4 ; %5</translation>
    </message>
</context>
<context>
    <name>herald::maprender::MapPrintSource</name>
    <message>
        <source>%1 — %2&apos;s view</source>
        <translation>%1 — vue de %2</translation>
    </message>
    <message>
        <source>Strategic map</source>
        <translation>Carte stratégique</translation>
    </message>
    <message>
        <source>  —  sheet %1 of %2 (row %3, column %4)</source>
        <translation>  —  feuille %1 sur %2 (rangée %3, colonne %4)</translation>
    </message>
</context>
<context>
    <name>herald::maprender::MapRenderer</name>
    <message numerus="yes">
        <source>%n area(s)</source>
        <translation>
            <numerusform>%n zone</numerusform>
            <numerusform>%n zones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n armies</source>
        <translation>
            <numerusform>%n armée</numerusform>
            <numerusform>%n armées</numerusform>
        </translation>
    </message>
    <message>
        <source>Chaos land (hatched)</source>
        <translation>Terre du Chaos (hachurée)</translation>
    </message>
    <message>
        <source>Town</source>
        <translation>Bourg</translation>
    </message>
    <message>
        <source>City</source>
        <translation>Cité</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Capitale</translation>
    </message>
    <message>
        <source>Point of interest</source>
        <translation>Point d’intérêt</translation>
    </message>
    <message>
        <source>Major river</source>
        <translation>Grand fleuve</translation>
    </message>
    <message>
        <source>Barrier (mountains, swamp, great forest)</source>
        <translation>Obstacle (montagnes, marais, grande forêt)</translation>
    </message>
    <message>
        <source>Pass or ford</source>
        <translation>Col ou gué</translation>
    </message>
    <message>
        <source>Army (its name, or how many share the area)</source>
        <translation>Armée (son nom, ou combien partagent la zone)</translation>
    </message>
    <message>
        <source>Move made</source>
        <translation>Mouvement effectué</translation>
    </message>
    <message>
        <source>Move ordered, not made yet</source>
        <translation>Mouvement ordonné, pas encore effectué</translation>
    </message>
    <message>
        <source>Move delayed by terrain</source>
        <translation>Mouvement retardé par le terrain</translation>
    </message>
    <message>
        <source>Move stopped (interdicted, swapped or sent back)</source>
        <translation>Mouvement arrêté (interdiction, croisement ou renvoi)</translation>
    </message>
    <message>
        <source>Army delayed</source>
        <translation>Armée retardée</translation>
    </message>
    <message>
        <source>Army besieged</source>
        <translation>Armée assiégée</translation>
    </message>
    <message>
        <source>Army out of supply</source>
        <translation>Armée hors ravitaillement</translation>
    </message>
    <message>
        <source>Engagement and its number</source>
        <translation>Engagement et son numéro</translation>
    </message>
    <message>
        <source>Supply path to its source</source>
        <translation>Chemin de ravitaillement jusqu’à sa source</translation>
    </message>
    <message>
        <source>Other nations</source>
        <translation>Autres nations</translation>
    </message>
    <message>
        <source>%1 (independent)</source>
        <extracomment>a map banner; %1 a lesser race</extracomment>
        <translation>%1 (indépendants)</translation>
    </message>
</context>
<context>
    <name>herald::mapui::AreaForm</name>
    <message>
        <source>coastal</source>
        <translation>côtière</translation>
    </message>
    <message>
        <source>Select an area of the map first.</source>
        <translation>Sélectionner d’abord une zone de la carte.</translation>
    </message>
    <message>
        <source>Nothing was changed in area %1.</source>
        <translation>Rien n’a été modifié dans la zone %1.</translation>
    </message>
</context>
<context>
    <name>herald::mapui::HexsideForm</name>
    <message>
        <source>barrier: %1</source>
        <translation>obstacle : %1</translation>
    </message>
    <message>
        <source>no barrier</source>
        <translation>pas d’obstacle</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>grand fleuve</translation>
    </message>
    <message>
        <source>Click the side between two hexes first.</source>
        <translation>Cliquer d’abord sur le côté entre deux hexagones.</translation>
    </message>
    <message>
        <source>Nothing was changed on side %1.</source>
        <translation>Rien n’a été modifié sur le côté %1.</translation>
    </message>
</context>
<context>
    <name>herald::mapui::MapDocument</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1 is not a map file: %2 at character %3</source>
        <translation>%1 n’est pas un fichier de carte : %2 au caractère %3</translation>
    </message>
    <message>
        <source>%1 could not be written: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <source>Map exported to %1</source>
        <translation>Carte exportée vers %1</translation>
    </message>
    <message>
        <source>%1 saved as %2</source>
        <translation>%1 enregistré sous %2</translation>
    </message>
    <message>
        <source>%1 sent to the printer</source>
        <translation>%1 envoyé à l’imprimante</translation>
    </message>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Map drawn to %1</source>
        <translation>Carte dessinée dans %1</translation>
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
        <translation>%1 : %2</translation>
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
        <translation>Choisir un général et une zone.</translation>
    </message>
</context>
<context>
    <name>herald::nations::NationEditForm</name>
    <message>
        <source>Nothing was changed.</source>
        <translation>Rien n’a été modifié.</translation>
    </message>
</context>
<context>
    <name>herald::nations::NationListModel</name>
    <message>
        <source>Army points %1, spent %2 · character points %3, used %4 · mobs up to %5</source>
        <translation>Points d’armée %1, dépensés %2 · points de personnage %3, utilisés %4 · levées jusqu’à %5</translation>
    </message>
    <message>
        <source>The map has changed since this year&apos;s roster was opened. The roster keeps PT %1, AP %2 and CP %3 for the rest of the year (NY-3); the areas now give PT %4, AP %5 and CP %6, which the next New Year&apos;s tally will use.</source>
        <translation>La carte a changé depuis l’ouverture de la liste d’armée de cette année. La liste d’armée conserve PT %1, AP %2 et CP %3 jusqu’à la fin de l’année (NY-3) ; les zones donnent désormais PT %4, AP %5 et CP %6, valeurs qu’utilisera le bilan du prochain Nouvel An.</translation>
    </message>
</context>
<context>
    <name>herald::printing</name>
    <message>
        <source>%1 could not be written.</source>
        <translation>Impossible d’écrire %1.</translation>
    </message>
    <message>
        <source>Print %1</source>
        <translation>Imprimer %1</translation>
    </message>
</context>
<context>
    <name>herald::printing::BattleBriefSheet</name>
    <message>
        <source>No units on the roster this year.</source>
        <translation>Aucune unité sur la liste d’armée cette année.</translation>
    </message>
    <message>
        <source>Fought in %1 (%2), at the %3.</source>
        <extracomment>%1 area, %2 its terrain, %3 where in the area</extracomment>
        <translation>Livrée en %1 (%2), lieu : %3.</translation>
    </message>
    <message>
        <source>Result entered: %1</source>
        <translation>Résultat saisi : %1</translation>
    </message>
    <message>
        <source>Setting up (§5.10)</source>
        <translation>Mise en place (§5.10)</translation>
    </message>
    <message>
        <source>Army size: %L1 points a side, characters and magic items included.</source>
        <translation>Taille des armées : %L1 points par camp, personnages et objets magiques compris.</translation>
    </message>
    <message>
        <source>Terrain: each side draws %1 terrain cards and keeps %2 (%3).</source>
        <extracomment>%1 cards drawn, %2 cards kept, %3 why</extracomment>
        <translation>Terrain : chaque camp pioche %1 cartes de terrain et en garde %2 (%3).</translation>
    </message>
    <message>
        <source>At table centre: %1 (I-36).</source>
        <translation>Au centre de la table : %1 (I-36).</translation>
    </message>
    <message>
        <source>Terrain pieces are placed one at a time, alternating. %1.</source>
        <extracomment>%1 e.g. &quot;The defenders place the first terrain piece (d6: 2)&quot;</extracomment>
        <translation>Les éléments de terrain sont placés un par un, en alternance. %1.</translation>
    </message>
    <message>
        <source>Random event: %1</source>
        <translation>Événement aléatoire : %1</translation>
    </message>
    <message>
        <source>Terrain pieces are placed one at a time, alternating, the first by a side chosen at random; a random event card is turned over before the first turn.</source>
        <translation>Les éléments de terrain sont placés un par un, en alternance, le premier par un camp tiré au hasard ; une carte d’événement aléatoire est retournée avant le premier tour.</translation>
    </message>
    <message>
        <source>Length: %1.</source>
        <translation>Durée : %1.</translation>
    </message>
    <message>
        <source>Result sheet — %1</source>
        <extracomment>%1 the battle&apos;s title</extracomment>
        <translation>Feuille de résultat — %1</translation>
    </message>
    <message>
        <source>Fill in at the table; the referee enters it on the Battles page or with herald-cli battle result.</source>
        <translation>À remplir à la table ; l’arbitre la saisit sur la page Batailles ou avec herald-cli battle result.</translation>
    </message>
    <message>
        <source>Unit lost (roster line, type)</source>
        <translation>Unité perdue (ligne de la liste d’armée, type)</translation>
    </message>
    <message>
        <source>Stands lost</source>
        <translation>Socles perdus</translation>
    </message>
    <message>
        <source>Destroyed</source>
        <translation>Détruite</translation>
    </message>
    <message>
        <source>Routed off</source>
        <translation>En fuite</translation>
    </message>
    <message>
        <source>Character removed</source>
        <translation>Personnage retiré</translation>
    </message>
    <message>
        <source>Slain by a character in contact?</source>
        <translation>Tué par un personnage au contact ?</translation>
    </message>
    <message>
        <source>VP value with items</source>
        <translation>Valeur en PV avec objets</translation>
    </message>
    <message>
        <source>Objective held alone by:  defenders / attackers / nobody</source>
        <translation>Objectif tenu seul par :  défenseurs / attaquants / personne</translation>
    </message>
    <message>
        <source>Ended by:  time / an army broken (I-35)</source>
        <translation>Fin par :  temps écoulé / armée brisée (I-35)</translation>
    </message>
    <message>
        <source>Defenders&apos; VP:</source>
        <translation>PV des défenseurs :</translation>
    </message>
    <message>
        <source>Attackers&apos; VP:</source>
        <translation>PV des attaquants :</translation>
    </message>
    <message>
        <source>Battle brief: %1</source>
        <translation>Briefing de bataille : %1</translation>
    </message>
    <message numerus="yes">
        <source>Battle briefs: %n battles</source>
        <translation>
            <numerusform>Briefings de bataille : 1 bataille</numerusform>
            <numerusform>Briefings de bataille : %n batailles</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::printing::ExpeditionSheet</name>
    <message>
        <source>Expedition %1 of %2, year %3</source>
        <extracomment>%1 expedition, %2 nation, %3 year</extracomment>
        <translation>Expédition %1 de %2, année %3</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <extracomment>%1 status key (inPort, atSea, arrived, escorted, landed, dissolved, lost)</extracomment>
        <translation>Statut : %1</translation>
    </message>
    <message>
        <source>Left %1 without a port.</source>
        <extracomment>%1 port (&quot;0410 Holt&quot;), %2 landmass it left</extracomment>
        <translation>A quitté %1 sans port.</translation>
    </message>
    <message>
        <source>Port: %1, on %2</source>
        <translation>Port : %1, sur %2</translation>
    </message>
    <message>
        <source>Declared landmass: not named yet</source>
        <translation>Masse continentale déclarée : pas encore nommée</translation>
    </message>
    <message>
        <source>Declared landmass: %1</source>
        <translation>Masse continentale déclarée : %1</translation>
    </message>
    <message>
        <source>Boats %1 (%2 empty), units %3, advantages %4</source>
        <extracomment>%1 boats, %2 of them empty, %3 units aboard, %4 advantages</extracomment>
        <translation>Navires %1 (%2 vides), unités %3, avantages %4</translation>
    </message>
    <message>
        <source>Allied with a nation under the sea: +3 on each chart roll (§7.2.7).</source>
        <translation>Alliée à une nation sous la mer : +3 à chaque jet sur la table (§7.2.7).</translation>
    </message>
    <message>
        <source>Roster aboard</source>
        <translation>Liste d’armée à bord</translation>
    </message>
    <message>
        <source>No units aboard.</source>
        <translation>Aucune unité à bord.</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <extracomment>one roster line: count, unit types, category</extracomment>
        <translation>%1 × %2 (%3)</translation>
    </message>
    <message>
        <source>%1, needs no ship</source>
        <translation>%1, n’a pas besoin de navire</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <extracomment>%1 how many units, %2 their type</extracomment>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Traded for boats (§2.11): %1</source>
        <translation>Échangées contre des navires (§2.11) : %1</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Characters aboard</source>
        <translation>Personnages à bord</translation>
    </message>
    <message>
        <source>No characters aboard.</source>
        <translation>Aucun personnage à bord.</translation>
    </message>
    <message>
        <source>%1, %2, role %3</source>
        <extracomment>%1 name, %2 character type, %3 role aboard (general, admiral, other)</extracomment>
        <translation>%1, %2, rôle %3</translation>
    </message>
    <message>
        <source>%1, healer</source>
        <translation>%1, guérisseur</translation>
    </message>
    <message>
        <source>Expedition chart rolls (§7.2.5)</source>
        <translation>Jets sur la table d’expédition (§7.2.5)</translation>
    </message>
    <message>
        <source>No roll yet.</source>
        <translation>Aucun jet pour l’instant.</translation>
    </message>
    <message>
        <source>Turn %1: dice %2, total %3</source>
        <extracomment>%1 turn, %2 the dice thrown, %3 the total read on the chart</extracomment>
        <translation>Tour %1 : dés %2, total %3</translation>
    </message>
    <message>
        <source>Boats lost %1, units lost %2; advantages %3, pirate pool %4 after.</source>
        <extracomment>after the roll: %1 boats lost, %2 units lost, %3 advantages, %4 pirate pool</extracomment>
        <translation>Navires perdus %1, unités perdues %2 ; ensuite avantages %3, réserve des pirates %4.</translation>
    </message>
    <message>
        <source>Expedition sheet: %1</source>
        <translation>Feuille d’expédition : %1</translation>
    </message>
</context>
<context>
    <name>herald::printing::MonthReportSheet</name>
    <message>
        <source>Your armies</source>
        <translation>Vos armées</translation>
    </message>
    <message>
        <source>No armies on the map.</source>
        <translation>Aucune armée sur la carte.</translation>
    </message>
    <message>
        <source>%1, led by %2</source>
        <translation>%1, menée par %2</translation>
    </message>
    <message>
        <source>Stands in %1, at the %2.</source>
        <extracomment>%1 area &quot;0407 Carrow&quot;, %2 location in it</extracomment>
        <translation>Se trouve en %1 (lieu : %2).</translation>
    </message>
    <message>
        <source>Order this turn: %1</source>
        <translation>Ordre de ce tour : %1</translation>
    </message>
    <message>
        <source>Order in turn %1: %2</source>
        <translation>Ordre du tour %1 : %2</translation>
    </message>
    <message>
        <source>Supply: in supply. %1</source>
        <translation>Ravitaillement : ravitaillée. %1</translation>
    </message>
    <message>
        <source>Supply: OUT OF SUPPLY. %1</source>
        <translation>Ravitaillement : HORS RAVITAILLEMENT. %1</translation>
    </message>
    <message>
        <source>Chain of areas to the source: %1</source>
        <translation>Chaîne de zones jusqu’à la source : %1</translation>
    </message>
    <message>
        <source>Engagements and battles</source>
        <translation>Engagements et batailles</translation>
    </message>
    <message>
        <source>None of your armies is engaged this turn.</source>
        <translation>Aucune de vos armées n’est engagée ce tour-ci.</translation>
    </message>
    <message>
        <source>Engagement %1 in %2 (%3): %4 against %5.</source>
        <extracomment>%1 number, %2 area, %3 cause, %4 own armies, %5 the others</extracomment>
        <translation>Engagement %1 en %2 (%3) : %4 contre %5.</translation>
    </message>
    <message>
        <source>Battle %1: %2 in %3 at the %4; your side %5, against %6: %7.</source>
        <extracomment>%1 number, %2 kind, %3 area, %4 location, %5 own side, %6 opponents, %7 result</extracomment>
        <translation>Bataille %1 : %2 en %3 (lieu : %4) ; votre camp (%5) contre %6 : %7.</translation>
    </message>
    <message>
        <source>Areas gained and lost this month (§4.7)</source>
        <translation>Zones gagnées et perdues ce mois-ci (§4.7)</translation>
    </message>
    <message>
        <source>No area changed hands.</source>
        <translation>Aucune zone n’a changé de mains.</translation>
    </message>
    <message>
        <source>Gained %1 (uncontrolled before).</source>
        <translation>Zone gagnée : %1 (auparavant non contrôlée).</translation>
    </message>
    <message>
        <source>Gained %1 from %2.</source>
        <translation>Zone gagnée : %1, prise à %2.</translation>
    </message>
    <message>
        <source>Lost %1 (now uncontrolled).</source>
        <translation>Zone perdue : %1 (désormais non contrôlée).</translation>
    </message>
    <message>
        <source>Lost %1 to %2.</source>
        <translation>Zone perdue : %1, prise par %2.</translation>
    </message>
    <message>
        <source>Foreign armies you know of</source>
        <translation>Armées étrangères connues</translation>
    </message>
    <message>
        <source>None in your lands or in contact with your armies.</source>
        <translation>Aucune sur vos terres ni en contact avec vos armées.</translation>
    </message>
    <message>
        <source>%1 (%2) in %3: %4.</source>
        <extracomment>%1 army, %2 its nation, %3 area, %4 how the nation knows of it</extracomment>
        <translation>%1 (%2) en %3 : %4.</translation>
    </message>
    <message>
        <source>Month report: %1, year %2, month %3</source>
        <translation>Rapport mensuel : %1, année %2, mois %3</translation>
    </message>
    <message>
        <source>Turn %1, printed at %2. For the player of %3 only: it holds no other nation&apos;s orders and no army it has not met.</source>
        <extracomment>%1 turn number, %2 where the calendar stands (&quot;Year 1, month 3, M-1 Write orders&quot;)</extracomment>
        <translation>Tour %1, imprimé à %2. Réservé au joueur de %3 : ce document ne contient les ordres d’aucune autre nation ni aucune armée qu’elle n’a pas rencontrée.</translation>
    </message>
    <message>
        <source>The armies stand where they are now; the orders, terrain checks, engagements and battles are those of turn %1.</source>
        <translation>Les armées figurent à leur position actuelle ; les ordres, tests de terrain, engagements et batailles sont ceux du tour %1.</translation>
    </message>
    <message>
        <source>Month report: %1, turn %2</source>
        <translation>Rapport mensuel : %1, tour %2</translation>
    </message>
</context>
<context>
    <name>herald::printing::OrderSheet</name>
    <message>
        <source>Allowed: %1</source>
        <translation>Autorisés : %1</translation>
    </message>
    <message>
        <source>Move into: %1</source>
        <translation>Mouvement vers : %1</translation>
    </message>
    <message>
        <source>%1
led by %2</source>
        <translation>%1
menée par %2</translation>
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
        <translation>ravitaillée (§4.5)</translation>
    </message>
    <message>
        <source>OUT OF SUPPLY (§4.6)</source>
        <translation>HORS RAVITAILLEMENT (§4.6)</translation>
    </message>
    <message>
        <source>Order sheet: %1, turn %2</source>
        <translation>Feuille d’ordres : %1, tour %2</translation>
    </message>
    <message>
        <source>None of your armies takes an order this turn.</source>
        <translation>Aucune de vos armées ne reçoit d’ordre ce tour-ci.</translation>
    </message>
    <message>
        <source>No order for %1: %2</source>
        <translation>Pas d’ordre pour %1 : %2</translation>
    </message>
    <message>
        <source>Order kinds (§4.1): %1.</source>
        <translation>Types d’ordres (§4.1) : %1.</translation>
    </message>
    <message>
        <source>Location: countryside (the default), population centre or point of interest. Write the target area as its number (XXYY) for a move, or the landmass when going to sea.</source>
        <translation>Lieu : rase campagne (par défaut), centre de population ou point d’intérêt. Inscrivez la zone cible par son numéro (XXYY) pour un mouvement, ou la masse continentale pour prendre la mer.</translation>
    </message>
    <message>
        <source>Orders: %1, year %2, month %3 (turn %4)</source>
        <translation>Ordres : %1, année %2, mois %3 (tour %4)</translation>
    </message>
    <message>
        <source>Write one order per army; orders are revealed together (§4.1). Page %1 of %2.</source>
        <translation>Rédigez un ordre par armée ; les ordres sont révélés ensemble (§4.1). Page %1 sur %2.</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Armée</translation>
    </message>
    <message>
        <source>Area, supply</source>
        <translation>Zone, ravitaillement</translation>
    </message>
    <message>
        <source>Limits (rule) and allowed orders</source>
        <translation>Limites (règle) et ordres autorisés</translation>
    </message>
    <message>
        <source>Order kind</source>
        <translation>Type d’ordre</translation>
    </message>
    <message>
        <source>Target area</source>
        <translation>Zone cible</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Lieu</translation>
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
        <translation>Nom</translation>
    </message>
    <message>
        <source>C. Type</source>
        <translation>Type de pers.</translation>
    </message>
    <message>
        <source>Att./Comm.</source>
        <translation>Att./Comm.</translation>
    </message>
    <message>
        <source>Items and magic weapons</source>
        <translation>Objets et armes magiques</translation>
    </message>
    <message>
        <source>CP</source>
        <translation>CP</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Statut</translation>
    </message>
    <message>
        <source>National Roster — %1, Year %2%3</source>
        <translation>Liste d’armée nationale — %1, année %2%3</translation>
    </message>
    <message>
        <source>National roster: %1, year %2</source>
        <translation>Liste d’armée nationale : %1, année %2</translation>
    </message>
    <message>
        <source> (characters, continued)</source>
        <translation> (personnages, suite)</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Année</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nation</translation>
    </message>
    <message>
        <source>Race</source>
        <translation>Race</translation>
    </message>
    <message>
        <source>Experience</source>
        <translation>Expérience</translation>
    </message>
    <message>
        <source>Mobs (§2.6)</source>
        <translation>Levées (§2.6)</translation>
    </message>
    <message>
        <source>up to %1 units</source>
        <translation>jusqu’à %1 unités</translation>
    </message>
    <message>
        <source>Population centres</source>
        <translation>Centres de population</translation>
    </message>
    <message>
        <source>Areas controlled</source>
        <translation>Zones contrôlées</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Cities</source>
        <translation>Cités</translation>
    </message>
    <message>
        <source>Towns</source>
        <translation>Bourgs</translation>
    </message>
    <message>
        <source>Villages</source>
        <translation>Villages</translation>
    </message>
    <message>
        <source>Other (chaos results, grants)</source>
        <translation>Autres (résultats du Chaos, attributions)</translation>
    </message>
    <message>
        <source>Map changes since the roster was opened (kept until New Year)</source>
        <translation>Changements de la carte depuis l’ouverture de la liste d’armée (conservés jusqu’au Nouvel An)</translation>
    </message>
    <message>
        <source>Population Total (PT)</source>
        <translation>Total de population (PT)</translation>
    </message>
    <message>
        <source>PT %1</source>
        <translation>PT %1</translation>
    </message>
    <message>
        <source>Character Points (CP) = PT + 2 = %1 + 2 = %2%3</source>
        <translation>Points de personnage (CP) = PT + 2 = %1 + 2 = %2%3</translation>
    </message>
    <message>
        <source>; with adjustments CP %1</source>
        <translation> ; avec ajustements CP %1</translation>
    </message>
    <message>
        <source>Army Points (AP) = (PT × 2) + 5 = %1 × 100 = %2 points</source>
        <translation>Points d’armée (AP) = (PT × 2) + 5 = %1 × 100 = %2 points</translation>
    </message>
    <message>
        <source>Units bought: %1 points of %2</source>
        <translation>Unités achetées : %1 points sur %2</translation>
    </message>
    <message>
        <source>Battle log (each cell: units available / units lost)</source>
        <translation>Journal des batailles (chaque case : unités disponibles / unités perdues)</translation>
    </message>
    <message>
        <source>Date →</source>
        <translation>Date →</translation>
    </message>
    <message>
        <source>Year start</source>
        <translation>Début d’année</translation>
    </message>
    <message>
        <source>Battle %1</source>
        <translation>Bataille %1</translation>
    </message>
    <message>
        <source>Location →</source>
        <translation>Lieu →</translation>
    </message>
    <message>
        <source>%1%2 %3</source>
        <translation>%1%2 %3</translation>
    </message>
</context>
<context>
    <name>herald::settings::SettingsModel</name>
    <message>
        <source>Open a campaign first.</source>
        <translation>Ouvrir d’abord une campagne.</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Casting</name>
    <message>
        <source>§7.2 %1 rolls %2 + level %3 − range %4 = %5 for %6 EPs (needs more than %7): %8</source>
        <extracomment>%1 who rolls, %2 die, %3 level, %4 range penalty, %5 total, %6 cost, %7 threshold</extracomment>
        <translation>§7.2 %1 obtient %2 + niveau %3 − portée %4 = %5 pour %6 PE (il faut plus de %7) : %8</translation>
    </message>
    <message>
        <source>success</source>
        <translation>réussite</translation>
    </message>
    <message>
        <source>failure</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>§7.1 %1 is no spellcaster</source>
        <translation>§7.1 %1 n’est pas lanceur de sorts</translation>
    </message>
    <message>
        <source>§6.1 %1 is %2 and cannot cast</source>
        <translation>§6.1 %1 est %2 et ne peut pas lancer de sort</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>assommé</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>§7.4 %1 is not on the %2 spellcaster cards</source>
        <translation>§7.4 %1 ne figure pas sur les cartes de lanceur de sorts %2</translation>
    </message>
    <message>
        <source>§7.4.5 detection spells need a level-2 caster</source>
        <translation>§7.4.5 les sorts de détection nécessitent un lanceur de niveau 2</translation>
    </message>
    <message>
        <source>§7.4.2 group 1 terrain spells work only above ground</source>
        <translation>§7.4.2 les sorts de terrain du groupe 1 ne fonctionnent qu’en surface</translation>
    </message>
    <message>
        <source>§7.2 underground a spell works only in the caster&apos;s own cavern</source>
        <translation>§7.2 sous terre, un sort ne fonctionne que dans la caverne du lanceur</translation>
    </message>
    <message>
        <source>§7.1 %1 has %2 EPs left, the spell costs %3</source>
        <translation>§7.1 il reste %2 PE à %1, le sort en coûte %3</translation>
    </message>
    <message>
        <source>§7.2 %1 has already cast a spell this player turn</source>
        <translation>§7.2 %1 a déjà lancé un sort pendant ce tour de joueur</translation>
    </message>
    <message>
        <source>§7.2 %1 has already cast a spell this game turn</source>
        <translation>§7.2 %1 a déjà lancé un sort pendant ce tour de jeu</translation>
    </message>
    <message>
        <source>§7.3 there are no counterspells in DN2</source>
        <translation>§7.3 il n’y a pas de contre-sorts dans DN2</translation>
    </message>
    <message>
        <source>§6.1 %1 cannot counter while %2</source>
        <translation>§6.1 %1 ne peut pas contrer en étant %2</translation>
    </message>
    <message>
        <source>§7.2 %1 has already countered a spell this player turn</source>
        <translation>§7.2 %1 a déjà contré un sort pendant ce tour de joueur</translation>
    </message>
    <message>
        <source>§7.3 %1 has %2 EPs left, the counterspell costs %3</source>
        <translation>§7.3 il reste %2 PE à %1, le contre-sort en coûte %3</translation>
    </message>
    <message>
        <source>§7.2 %1 casts %2 for %3 EPs (%4 left)</source>
        <translation>§7.2 %1 lance %2 pour %3 PE (reste %4)</translation>
    </message>
    <message>
        <source>§7.3 %1 counters for %2 EPs (%3 left)</source>
        <translation>§7.3 %1 contre pour %2 PE (reste %3)</translation>
    </message>
    <message>
        <source>§7.3 the spell is cancelled</source>
        <translation>§7.3 le sort est annulé</translation>
    </message>
    <message>
        <source>Counterspell against %1 (§7.3)</source>
        <translation>Contre-sort contre %1 (§7.3)</translation>
    </message>
    <message>
        <source>Casting %1 (§7.2)</source>
        <translation>Lancement de %1 (§7.2)</translation>
    </message>
    <message>
        <source>§7.4.6 fireball: rolled %1, %2 with armour</source>
        <translation>§7.4.6 boule de feu : %1 obtenu, %2 avec l’armure</translation>
    </message>
    <message>
        <source>§9.3 the wound becomes a retreat</source>
        <translation>§9.3 la blessure devient une retraite</translation>
    </message>
    <message>
        <source>§9.3 the retreat has no effect on %1</source>
        <translation>§9.3 la retraite n’a aucun effet sur %1</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Challenges</name>
    <message>
        <source>dog or Baby Hunter −3</source>
        <translation>chien ou Baby Hunter −3</translation>
    </message>
    <message>
        <source>armoured rider −2</source>
        <translation>cavalier en armure −2</translation>
    </message>
    <message>
        <source>armour, rider, Hunter, Warrior or baby −1</source>
        <translation>armure, cavalier, Hunter, Warrior ou bébé −1</translation>
    </message>
    <message>
        <source>wounded +2</source>
        <translation>blessé +2</translation>
    </message>
    <message>
        <source>Baby Hunter opposing −3</source>
        <translation>Baby Hunter adverse −3</translation>
    </message>
    <message>
        <source>baby Krob opposing −1</source>
        <translation>bébé Krob adverse −1</translation>
    </message>
    <message>
        <source>Alkiram +4</source>
        <translation>Alkiram +4</translation>
    </message>
    <message>
        <source>Guard or armoured rider opposing +2</source>
        <translation>Guard ou cavalier en armure adverse +2</translation>
    </message>
    <message>
        <source>rider, armour, Warrior or Slayer opposing +1</source>
        <translation>cavalier, armure, Warrior ou Slayer adverse +1</translation>
    </message>
    <message>
        <source>wounded opponent −2</source>
        <translation>adversaire blessé −2</translation>
    </message>
    <message>
        <source>§6.1 %1 lies stunned or dead and challenges no one</source>
        <translation>§6.1 %1 gît assommé ou mort et ne défie personne</translation>
    </message>
    <message>
        <source>§3.7 dragons ignore challenges</source>
        <translation>§3.7 les dragons ignorent les défis</translation>
    </message>
    <message>
        <source>§3.7 §12 B4 a dog ignores challenges except from Krobs</source>
        <translation>§3.7 §12 B4 un chien ignore les défis, sauf ceux des Krobs</translation>
    </message>
    <message>
        <source>§9.3 §12 B3 Baby Hunters neither suffer nor make challenges</source>
        <translation>§9.3 §12 B3 les Baby Hunters ne subissent ni ne lancent de défis</translation>
    </message>
    <message>
        <source>§3.7 %1 challenges only hexes in her front arc</source>
        <translation>§3.7 %1 ne défie que les hexagones de son arc frontal</translation>
    </message>
    <message>
        <source>§4.8 %1 fights in this combat phase and does not challenge the advance</source>
        <translation>§4.8 %1 combat pendant cette phase de combat et ne défie pas l’avance</translation>
    </message>
    <message>
        <source>§3.7 challenge by %1, no modifier</source>
        <translation>§3.7 défi de %1, sans modificateur</translation>
    </message>
    <message>
        <source>§3.7 challenge by %1: %2 = %3</source>
        <translation>§3.7 défi de %1 : %2 = %3</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>aucun effet</translation>
    </message>
    <message>
        <source>%1; rolled %2, total %3: %4</source>
        <translation>%1 ; %2 obtenu, total %3 : %4</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::CharacterState</name>
    <message>
        <source>baby</source>
        <translation>bébé</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>monté</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>indemne</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>assommé</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n blessure</numerusform>
            <numerusform>%n blessures</numerusform>
        </translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::CombatTables</name>
    <message>
        <source>no effect</source>
        <translation>aucun effet</translation>
    </message>
    <message>
        <source>attacker wounded</source>
        <translation>attaquant blessé</translation>
    </message>
    <message>
        <source>attackers retreat 1 hex</source>
        <translation>les attaquants reculent d’1 hexagone</translation>
    </message>
    <message>
        <source>defenders retreat 1 hex</source>
        <translation>les défenseurs reculent d’1 hexagone</translation>
    </message>
    <message>
        <source>defender stunned</source>
        <translation>défenseur assommé</translation>
    </message>
    <message>
        <source>defender wounded</source>
        <translation>défenseur blessé</translation>
    </message>
    <message>
        <source>defender killed</source>
        <translation>défenseur tué</translation>
    </message>
    <message>
        <source>not on the foot table</source>
        <translation>absent de la table à pied</translation>
    </message>
    <message>
        <source>horse unharmed, rider stunned and dismounted</source>
        <translation>cheval indemne, cavalier assommé et démonté</translation>
    </message>
    <message>
        <source>horse unharmed, rider wounded</source>
        <translation>cheval indemne, cavalier blessé</translation>
    </message>
    <message>
        <source>horse killed, rider wounded and dismounted</source>
        <translation>cheval tué, cavalier blessé et démonté</translation>
    </message>
    <message>
        <source>horse unharmed, rider killed</source>
        <translation>cheval indemne, cavalier tué</translation>
    </message>
    <message>
        <source>horse and rider killed</source>
        <translation>cheval et cavalier tués</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::GharvWithdrawal</name>
    <message>
        <source>§9.6 the Gharv is in water at %1 and leaves the map</source>
        <extracomment>%1 the Gharv&apos;s hex</extracomment>
        <translation>§9.6 le Gharv est dans l’eau en %1 et quitte la carte</translation>
    </message>
    <message>
        <source>§9.6 no water can be reached from %1: the Gharv stays</source>
        <extracomment>%1 the Gharv&apos;s hex</extracomment>
        <translation>§9.6 aucune eau n’est accessible depuis %1 : le Gharv reste</translation>
    </message>
    <message>
        <source>§9.6 the nearest water is %1, %2 MP(s) away; the Gharv has %3 MP(s)</source>
        <extracomment>%1 the water hex, %2 MPs to reach it, %3 the Gharv&apos;s MA this step</extracomment>
        <translation>§9.6 l’eau la plus proche est en %1, à %2 PM ; le Gharv a %3 PM</translation>
    </message>
    <message>
        <source>§9.6 the Gharv goes by %1 into the water and leaves the map</source>
        <extracomment>%1 the hexes it crossed</extracomment>
        <translation>§9.6 le Gharv passe par %1 pour entrer dans l’eau et quitte la carte</translation>
    </message>
    <message>
        <source>§9.6 the Gharv stops at %1, short of the water</source>
        <extracomment>%1 the hex it stops on</extracomment>
        <translation>§9.6 le Gharv s’arrête en %1, avant d’atteindre l’eau</translation>
    </message>
    <message>
        <source>§9.6 the Gharv cannot move nearer the water this step</source>
        <translation>§9.6 le Gharv ne peut pas se rapprocher de l’eau à cette étape</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Gharvs</name>
    <message>
        <source>§12 C11 all eight Gharvs are on the map: none can appear</source>
        <translation>§12 C11 les huit Gharvs sont tous sur la carte : aucun ne peut apparaître</translation>
    </message>
    <message>
        <source>§9.6 rolled %1, %2 with modifiers, a Gharv appears on %3 or less: %4</source>
        <translation>§9.6 %1 obtenu, %2 avec les modificateurs, un Gharv apparaît sur %3 ou moins : %4</translation>
    </message>
    <message>
        <source>a Gharv appears</source>
        <translation>un Gharv apparaît</translation>
    </message>
    <message>
        <source>no Gharv</source>
        <translation>pas de Gharv</translation>
    </message>
    <message>
        <source>§9.5 the empty web is torn down; the attacker may advance into it</source>
        <translation>§9.5 la toile vide est arrachée ; l’attaquant peut y avancer</translation>
    </message>
    <message>
        <source>§9.5 the Krob is gone and the Adventurer advances: the web is torn</source>
        <translation>§9.5 le Krob est parti et l’Aventurier avance : la toile est déchirée</translation>
    </message>
    <message>
        <source>§9.5 the web stands until its Krob is driven off or slain and an Adventurer advances into it</source>
        <translation>§9.5 la toile tient jusqu’à ce que son Krob soit repoussé ou tué et qu’un Aventurier y avance</translation>
    </message>
    <message>
        <source>§9.6 the Gharv rolled %1 against the boat (1-3): it capsizes</source>
        <extracomment>%1 the d10 face</extracomment>
        <translation>§9.6 le Gharv a obtenu %1 contre le bateau (1-3) : il chavire</translation>
    </message>
    <message>
        <source>§12 C10 the Gharv rolled %1 against the boat (1-3 needed): the boat rides it out</source>
        <extracomment>%1 the d10 face</extracomment>
        <translation>§12 C10 le Gharv a obtenu %1 contre le bateau (1-3 requis) : le bateau résiste</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Jumping</name>
    <message>
        <source>§3.5 rolled %1: %2 lands unharmed</source>
        <translation>§3.5 %1 obtenu : %2 atterrit indemne</translation>
    </message>
    <message>
        <source>§3.5 rolled %1: no effect on Lucifer (§12 B9 option)</source>
        <translation>§3.5 %1 obtenu : aucun effet sur Lucifer (option §12 B9)</translation>
    </message>
    <message>
        <source>§3.5 rolled %1: wounded; %2</source>
        <translation>§3.5 %1 obtenu : blessé ; %2</translation>
    </message>
    <message>
        <source>§3.5 rolled %1: the fall kills; %2</source>
        <translation>§3.5 %1 obtenu : la chute tue ; %2</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::LineOfFire</name>
    <message>
        <source>§5.4 the Black Dragon&apos;s skin turns every missile</source>
        <translation>§5.4 la peau du Dragon Noir arrête tous les projectiles</translation>
    </message>
    <message>
        <source>§5.4 a wall blocks the line of fire</source>
        <translation>§5.4 un mur bloque la ligne de tir</translation>
    </message>
    <message>
        <source>§5.4 a %1 hex between shooter and target blocks the shot</source>
        <translation>§5.4 un hexagone de type %1 entre le tireur et la cible bloque le tir</translation>
    </message>
    <message>
        <source>§5.4 a crossbow cannot shoot through a standing character</source>
        <translation>§5.4 une arbalète ne peut pas tirer à travers un personnage debout</translation>
    </message>
    <message>
        <source>§5.4 a bow shoots over standing characters only at medium or long range</source>
        <translation>§5.4 un arc ne tire par-dessus des personnages debout qu’à moyenne ou longue portée</translation>
    </message>
    <message>
        <source>§5.4 through a %1: medium cover</source>
        <translation>§5.4 à travers une %1 : couvert moyen</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>porte</translation>
    </message>
    <message>
        <source>window</source>
        <translation>fenêtre</translation>
    </message>
    <message>
        <source>§5.4 through cell bars: light cover</source>
        <translation>§5.4 à travers des barreaux de cellule : couvert léger</translation>
    </message>
    <message>
        <source>§5.4 underground, on an entrance hex: medium cover</source>
        <translation>§5.4 sous terre, sur un hexagone d’entrée : couvert moyen</translation>
    </message>
    <message>
        <source>§5.4 underground (DN1): no cover</source>
        <translation>§5.4 sous terre (DN1) : pas de couvert</translation>
    </message>
    <message>
        <source>§5.4 target on %1: %2</source>
        <translation>§5.4 cible sur %1 : %2</translation>
    </message>
    <message>
        <source>§5.4 the map gives %1</source>
        <translation>§5.4 la carte donne %1</translation>
    </message>
    <message>
        <source>§5.4 clear line of fire: no cover</source>
        <translation>§5.4 ligne de tir dégagée : pas de couvert</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Melee</name>
    <message>
        <source>§4.9 the riderless horse retreats %1 hex(es)</source>
        <translation>§4.9 le cheval sans cavalier recule de %1 hexagone(s)</translation>
    </message>
    <message>
        <source>§4.9 the horse is killed; the rider&apos;s counter goes beside it</source>
        <translation>§4.9 le cheval est tué ; le pion du cavalier est placé à côté</translation>
    </message>
    <message>
        <source>§4.9 dismounted: the rider&apos;s counter goes beside the riderless horse</source>
        <translation>§4.9 démonté : le pion du cavalier est placé à côté du cheval sans cavalier</translation>
    </message>
    <message>
        <source>§4.9 the rider falls; the horse stands riderless</source>
        <translation>§4.9 le cavalier tombe ; le cheval reste sans cavalier</translation>
    </message>
    <message>
        <source>the attackers</source>
        <translation>les attaquants</translation>
    </message>
    <message>
        <source>the defenders</source>
        <translation>les défenseurs</translation>
    </message>
    <message>
        <source>§4.8 %1 may all advance, each up to half its MA, first into a hex the enemy left</source>
        <translation>§4.8 %1 peuvent tous avancer, chacun jusqu’à la moitié de sa capacité de mouvement, d’abord dans un hexagone quitté par l’ennemi</translation>
    </message>
    <message>
        <source>§4.8 one of %1 may advance up to 2 hexes on foot or 3 mounted, first into a hex the enemy left</source>
        <translation>§4.8 un seul parmi %1 peut avancer de 2 hexagones à pied ou 3 monté, d’abord dans un hexagone quitté par l’ennemi</translation>
    </message>
    <message>
        <source>§4.9 a riderless horse ignores result D</source>
        <translation>§4.9 un cheval sans cavalier ignore le résultat D</translation>
    </message>
    <message>
        <source>§4.9 the riderless horse is killed</source>
        <translation>§4.9 le cheval sans cavalier est tué</translation>
    </message>
    <message>
        <source>Combat at %1 (§4.10)</source>
        <extracomment>why the die is rolled, for the dice log; %1 is the column, &quot;3-1&quot;</extracomment>
        <translation>Combat à %1 (§4.10)</translation>
    </message>
    <message>
        <source>Slayer venom: 1-5 mortal (§9.3)</source>
        <translation>Venin de Slayer : 1-5 mortel (§9.3)</translation>
    </message>
    <message>
        <source>§4.1 a combat needs an attacker</source>
        <translation>§4.1 un combat nécessite un attaquant</translation>
    </message>
    <message>
        <source>§4.1 a combat needs a defender</source>
        <translation>§4.1 un combat nécessite un défenseur</translation>
    </message>
    <message>
        <source>§4.4 the character chosen to take a stun or wound is not in the combat</source>
        <translation>§4.4 le personnage choisi pour subir l’étourdissement ou la blessure ne participe pas au combat</translation>
    </message>
    <message>
        <source>§4.1 %1 cannot attack: %2</source>
        <translation>§4.1 %1 ne peut pas attaquer : %2</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>assommé</translation>
    </message>
    <message>
        <source>no attack strength</source>
        <translation>pas de force d’attaque</translation>
    </message>
    <message>
        <source>§4.1 %1 has made %2 attack(s) this player turn, all it may make</source>
        <translation>§4.1 %1 a effectué %2 attaque(s) pendant ce tour de joueur, soit toutes celles permises</translation>
    </message>
    <message>
        <source>§9.3 %1 attacks only to her front</source>
        <translation>§9.3 %1 n’attaque que vers l’avant</translation>
    </message>
    <message>
        <source>§4.1 %1 is dead and cannot be attacked</source>
        <translation>§4.1 %1 est mort et ne peut pas être attaqué</translation>
    </message>
    <message>
        <source>§7.4.4 %1 stands in a magic circle and cannot be attacked</source>
        <translation>§7.4.4 %1 se trouve dans un cercle magique et ne peut pas être attaqué</translation>
    </message>
    <message>
        <source>§12 C15 %1 has defence 0 (disabled) and cannot be attacked</source>
        <translation>§12 C15 %1 a une défense de 0 (hors de combat) et ne peut pas être attaqué</translation>
    </message>
    <message>
        <source>%1&apos;s horse %2</source>
        <translation>cheval %2 de %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source> (rear)</source>
        <translation> (arrière)</translation>
    </message>
    <message>
        <source>§4.1 no combat into a %1 hex</source>
        <translation>§4.1 pas de combat vers un hexagone de type %1</translation>
    </message>
    <message>
        <source>§4.1 %1 could not enter %2&apos;s %3 hex, so cannot attack it</source>
        <translation>§4.1 %1 ne pourrait pas entrer dans l’hexagone (%3) de %2, et ne peut donc pas l’attaquer</translation>
    </message>
    <message>
        <source>Lucifer beside Godiva %1</source>
        <translation>Lucifer à côté de Godiva %1</translation>
    </message>
    <message>
        <source>§4.2 attack %1 (%2) against defence %3 (%4): %5</source>
        <translation>§4.2 attaque %1 (%2) contre défense %3 (%4) : %5</translation>
    </message>
    <message>
        <source>below 1-1</source>
        <translation>inférieur à 1-1</translation>
    </message>
    <message>
        <source>§4.2 attack %1 against defence %2 is below 1-1: the attack cannot be made</source>
        <translation>§4.2 attaque %1 contre défense %2 est inférieur à 1-1 : l’attaque est impossible</translation>
    </message>
    <message>
        <source>§9.6 Gharv appearing: %1 column(s) right instead of terrain</source>
        <translation>§9.6 apparition de Gharv : %1 colonne(s) vers la droite au lieu du terrain</translation>
    </message>
    <message>
        <source>§4.3 terrain: attacker %1, defender %2: %3</source>
        <translation>§4.3 terrain : attaquant %1, défenseur %2 : %3</translation>
    </message>
    <message>
        <source>no shift</source>
        <translation>pas de décalage</translation>
    </message>
    <message>
        <source>%1 column(s) right</source>
        <translation>%1 colonne(s) vers la droite</translation>
    </message>
    <message>
        <source>%1 column(s) left</source>
        <translation>%1 colonne(s) vers la gauche</translation>
    </message>
    <message>
        <source>§4.4 joint attack on a rider without two mounted attackers: no bonus</source>
        <translation>§4.4 attaque conjointe contre un cavalier sans deux attaquants montés : pas de bonus</translation>
    </message>
    <message>
        <source>§8.4 joint attack with %1 dwarf(s): %2 column(s) right</source>
        <translation>§8.4 attaque conjointe avec %1 nain(s) : %2 colonne(s) vers la droite</translation>
    </message>
    <message>
        <source>§4.4 joint attack: 1 column right</source>
        <translation>§4.4 attaque conjointe : 1 colonne vers la droite</translation>
    </message>
    <message>
        <source>§9.1 the dragon strikes with two parts: 1 column right</source>
        <translation>§9.1 le dragon frappe avec deux parties : 1 colonne vers la droite</translation>
    </message>
    <message>
        <source>§9.3 enemy between the Guard&apos;s legs: attack doubled, 1 column right</source>
        <translation>§9.3 ennemi entre les pattes du Guard : attaque doublée, 1 colonne vers la droite</translation>
    </message>
    <message>
        <source>§12 C2 the shifts take %1 below 1-1: the attack cannot be made</source>
        <translation>§12 C2 les décalages font passer %1 sous 1-1 : l’attaque est impossible</translation>
    </message>
    <message>
        <source>§12 C2 below 1-1 after shifts: resolved at 1-1 (option)</source>
        <translation>§12 C2 sous 1-1 après décalages : résolu à 1-1 (option)</translation>
    </message>
    <message>
        <source>§4.10 column %1 on the %2 table</source>
        <translation>§4.10 colonne %1, table %2</translation>
    </message>
    <message>
        <source>mounted (C-M)</source>
        <translation>monté (C-M)</translation>
    </message>
    <message>
        <source>foot (C-F)</source>
        <translation>à pied (C-F)</translation>
    </message>
    <message>
        <source>§4.5 every defender armoured: +1 to the die</source>
        <translation>§4.5 tous les défenseurs en armure : +1 au dé</translation>
    </message>
    <message>
        <source>§9.3 a Slayer attacks: −1 to the die</source>
        <translation>§9.3 un Slayer attaque : −1 au dé</translation>
    </message>
    <message>
        <source>§4.10 rolled %1, modified %2: %3 %4 row %5 gives %6 (%7)</source>
        <translation>§4.10 obtenu %1, modifié %2 : %3 %4 ligne %5 donne %6 (%7)</translation>
    </message>
    <message>
        <source>§9.3 venom roll %1: %2</source>
        <translation>§9.3 jet de venin %1 : %2</translation>
    </message>
    <message>
        <source>the Slayer struck, the wound is mortal</source>
        <translation>le Slayer a frappé, la blessure est mortelle</translation>
    </message>
    <message>
        <source>another Krob struck, an ordinary wound</source>
        <translation>un autre Krob a frappé, blessure ordinaire</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Missile</name>
    <message>
        <source>§5.2 %1 has already shot in this fire phase</source>
        <translation>§5.2 %1 a déjà tiré pendant cette phase de tir</translation>
    </message>
    <message>
        <source>§5.2 %1 moved in his own turn: a longbow then has no defensive fire</source>
        <translation>§5.2 %1 s’est déplacé pendant son propre tour : un arc long n’a alors pas de tir défensif</translation>
    </message>
    <message>
        <source>§5.2 %1 moved or shot in his own turn: a crossbow then has no defensive fire</source>
        <translation>§5.2 %1 s’est déplacé ou a tiré pendant son propre tour : une arbalète n’a alors pas de tir défensif</translation>
    </message>
    <message>
        <source>§5.6 defensive fire: %1 loses %2 MPs of the rest of its move (§12 C8)</source>
        <translation>§5.6 tir défensif : %1 perd %2 PM sur le reste de son mouvement (§12 C8)</translation>
    </message>
    <message>
        <source>§4.9 the riderless horse retreats %1 hex(es)</source>
        <translation>§4.9 le cheval sans cavalier recule de %1 hexagone(s)</translation>
    </message>
    <message>
        <source>§4.9 the horse is killed; the rider&apos;s counter goes beside it</source>
        <translation>§4.9 le cheval est tué ; le pion du cavalier est placé à côté</translation>
    </message>
    <message>
        <source>§4.9 dismounted: the rider&apos;s counter goes beside the riderless horse</source>
        <translation>§4.9 démonté : le pion du cavalier est placé à côté du cheval sans cavalier</translation>
    </message>
    <message>
        <source>§5.1 %1 has no missile weapon</source>
        <translation>§5.1 %1 n’a pas d’arme de tir</translation>
    </message>
    <message>
        <source>§6.1 %1 is %2 and cannot shoot</source>
        <translation>§6.1 %1 est %2 et ne peut pas tirer</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>assommé</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>mort</translation>
    </message>
    <message>
        <source>§5.2 %1 is in contact with an enemy able to attack him and cannot shoot</source>
        <translation>§5.2 %1 est au contact d’un ennemi capable de l’attaquer et ne peut pas tirer</translation>
    </message>
    <message>
        <source>§5.4 %1 is in water and cannot shoot</source>
        <translation>§5.4 %1 est dans l’eau et ne peut pas tirer</translation>
    </message>
    <message>
        <source>§3.8.3 %1 cannot shoot from the saddle</source>
        <translation>§3.8.3 %1 ne peut pas tirer en selle</translation>
    </message>
    <message>
        <source>§3.8.3 %1 must dismount to reload his crossbow</source>
        <translation>§3.8.3 %1 doit mettre pied à terre pour recharger son arbalète</translation>
    </message>
    <message>
        <source>§5.9 %1 is dead</source>
        <translation>§5.9 %1 est mort</translation>
    </message>
    <message>
        <source>§7.4.4 %1 stands in a magic circle and cannot be shot at</source>
        <translation>§7.4.4 %1 se trouve dans un cercle magique et ne peut pas être pris pour cible</translation>
    </message>
    <message>
        <source>§5.4 the Black Dragon cannot be harmed by missiles (infinite cover)</source>
        <translation>§5.4 le Dragon Noir ne peut pas être blessé par des projectiles (couvert infini)</translation>
    </message>
    <message>
        <source>§5.3 underground no shot beyond 5 hexes; %1 is %2 hexes away</source>
        <translation>§5.3 sous terre, pas de tir au-delà de 5 hexagones ; %1 est à %2 hexagones</translation>
    </message>
    <message>
        <source>§5.3 %1 is %2 hexes away, beyond the %3&apos;s long range</source>
        <translation>§5.3 %1 est à %2 hexagones, au-delà de la longue portée de l’arme (%3)</translation>
    </message>
    <message>
        <source>§5.4 %1 has an Adventurer beside it that it could attack: no shot</source>
        <translation>§5.4 %1 a à côté de lui un Aventurier qu’il pourrait attaquer : pas de tir</translation>
    </message>
    <message>
        <source>§5.3 %1 hexes with a %2: %3</source>
        <translation>§5.3 %1 hexagones avec %2 : %3</translation>
    </message>
    <message>
        <source>§5.6 M-M has no heavy column: read as medium</source>
        <translation>§5.6 M-M n’a pas de colonne lourde : lire comme moyen</translation>
    </message>
    <message>
        <source>§5.5 %1: +%2</source>
        <translation>§5.5 %1 : +%2</translation>
    </message>
    <message>
        <source>§5.5 wounded shooter: +1</source>
        <translation>§5.5 tireur blessé : +1</translation>
    </message>
    <message>
        <source>§5.5 a Warrior&apos;s shell is armour: +1</source>
        <translation>§5.5 la carapace d’un Warrior est une armure : +1</translation>
    </message>
    <message>
        <source>§5.5 target in armour: +1</source>
        <translation>§5.5 cible en armure : +1</translation>
    </message>
    <message>
        <source>§12 B5 Warrior target, cumulative option: +1 more</source>
        <translation>§12 B5 cible Warrior, option cumulative : +1 de plus</translation>
    </message>
    <message>
        <source>§5.5 Royal Guard: +2</source>
        <translation>§5.5 Garde royale : +2</translation>
    </message>
    <message>
        <source>§5.5 Alkiram: +4</source>
        <translation>§5.5 Alkiram : +4</translation>
    </message>
    <message>
        <source>§5.5 an Elf shoots: −1</source>
        <translation>§5.5 un Elfe tire : −1</translation>
    </message>
    <message>
        <source>§5.5 improved shooting spell: −%1</source>
        <translation>§5.5 sort d’amélioration du tir : −%1</translation>
    </message>
    <message>
        <source>§5.6 a miss</source>
        <translation>§5.6 raté</translation>
    </message>
    <message>
        <source>§5.8 roll again for where the missile falls</source>
        <translation>§5.8 relancer pour savoir où tombe le projectile</translation>
    </message>
    <message>
        <source>§9.2 result %1 does not harm the Baby Dragon</source>
        <translation>§9.2 le résultat %1 ne blesse pas le bébé dragon</translation>
    </message>
    <message>
        <source>§4.9 the riderless horse is killed</source>
        <translation>§4.9 le cheval sans cavalier est tué</translation>
    </message>
    <message>
        <source>§12 C14 no effect on a riderless horse</source>
        <translation>§12 C14 aucun effet sur un cheval sans cavalier</translation>
    </message>
    <message>
        <source>§5.6 defensive fire: only half the remaining MPs, rounded down</source>
        <translation>§5.6 tir défensif : seulement la moitié des PM restants, arrondie à l’inférieur</translation>
    </message>
    <message>
        <source>Missile fire: %1 at %2 (§5.9)</source>
        <extracomment>why the die is rolled, for the dice log; %1 shooter, %2 target</extracomment>
        <translation>Tir : %1 sur %2 (§5.9)</translation>
    </message>
    <message>
        <source>no cover</source>
        <translation>pas de couvert</translation>
    </message>
    <message>
        <source>light cover</source>
        <translation>couvert léger</translation>
    </message>
    <message>
        <source>medium cover</source>
        <translation>couvert moyen</translation>
    </message>
    <message>
        <source>heavy cover</source>
        <translation>couvert lourd</translation>
    </message>
    <message>
        <source>out of sight</source>
        <translation>hors de vue</translation>
    </message>
    <message>
        <source>short bow</source>
        <translation>arc court</translation>
    </message>
    <message>
        <source>longbow</source>
        <translation>arc long</translation>
    </message>
    <message>
        <source>crossbow</source>
        <translation>arbalète</translation>
    </message>
    <message>
        <source>no missile weapon</source>
        <translation>pas d’arme de tir</translation>
    </message>
    <message>
        <source>short range</source>
        <translation>courte portée</translation>
    </message>
    <message>
        <source>medium range</source>
        <translation>moyenne portée</translation>
    </message>
    <message>
        <source>long range</source>
        <translation>longue portée</translation>
    </message>
    <message>
        <source>§5.9 rolled %1, modified %2: %3 row %4, %5: %6</source>
        <translation>§5.9 obtenu %1, modifié %2 : %3 ligne %4, %5 : %6</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Movement</name>
    <message>
        <source>§3.3 a standing enemy holds the hex</source>
        <translation>§3.3 un ennemi debout occupe l’hexagone</translation>
    </message>
    <message>
        <source>§3.3 a wall can be crossed only by a doorway, a window or a breach</source>
        <translation>§3.3 un mur ne peut être franchi que par une porte, une fenêtre ou une brèche</translation>
    </message>
    <message>
        <source>§3.3 a rider cannot go through a window</source>
        <translation>§3.3 un cavalier ne peut pas passer par une fenêtre</translation>
    </message>
    <message>
        <source>§3.3 the level changes only by stairs or slopes (or a jump, §3.5)</source>
        <translation>§3.3 on ne change de niveau que par des escaliers ou des pentes (ou un saut, §3.5)</translation>
    </message>
    <message>
        <source>§3.2 %1 cannot enter %2</source>
        <extracomment>%1 character, %2 terrain</extracomment>
        <translation>§3.2 %1 ne peut pas entrer en %2</translation>
    </message>
    <message>
        <source>§3.2 %1: %2</source>
        <translation>§3.2 %1 : %2</translation>
    </message>
    <message>
        <source>window +3</source>
        <translation>fenêtre +3</translation>
    </message>
    <message>
        <source>breach +1 (§12 C31)</source>
        <translation>brèche +1 (§12 C31)</translation>
    </message>
    <message>
        <source>§3.3 the bodies (%1 dead, %2 dead horses) make the hex impassable</source>
        <translation>§3.3 les corps (%1 morts, %2 chevaux morts) rendent l’hexagone infranchissable</translation>
    </message>
    <message>
        <source>bodies +1 (§3.3)</source>
        <translation>corps +1 (§3.3)</translation>
    </message>
    <message>
        <source>%1: %2 MP(s)</source>
        <translation>%1 : %2 PM</translation>
    </message>
    <message>
        <source>§3.1 %1 MP(s) left, the next hex costs %2: the move ends here</source>
        <translation>§3.1 il reste %1 PM, l’hexagone suivant coûte %2 : le mouvement s’arrête ici</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Riding</name>
    <message>
        <source>§3.8.4 rolled %1, %2 with modifiers: the horse clears it</source>
        <translation>§3.8.4 %1 obtenu, %2 avec les modificateurs : le cheval franchit l’obstacle</translation>
    </message>
    <message>
        <source>§3.8.4 rolled %1, 10 with modifiers: the horse refuses and throws its rider on the near side; %2</source>
        <translation>§3.8.4 %1 obtenu, 10 avec les modificateurs : le cheval refuse et désarçonne son cavalier du côté proche ; %2</translation>
    </message>
    <message>
        <source>§3.8.4 rolled %1, %2 with modifiers: a bad landing kills the horse; the rider lands beyond it; %3</source>
        <translation>§3.8.4 %1 obtenu, %2 avec les modificateurs : une mauvaise réception tue le cheval ; le cavalier atterrit au-delà ; %3</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::RosterFormat</name>
    <message>
        <source>line %1 (%2), field %3: %4</source>
        <extracomment>%1 line number, %2 character id, %3 field name, %4 what is wrong</extracomment>
        <translation>ligne %1 (%2), champ %3 : %4</translation>
    </message>
    <message>
        <source>expected 6 cells separated by &apos;|&apos; (id, name, group, kind, weapon, values), found %1</source>
        <translation>6 cellules séparées par «&#xa0;|&#xa0;» attendues (id, name, group, kind, weapon, values) ; trouvées : %1</translation>
    </message>
    <message>
        <source>a character needs an id and a name</source>
        <translation>un personnage doit avoir un identifiant et un nom</translation>
    </message>
    <message>
        <source>the id is used twice</source>
        <translation>l’identifiant est utilisé deux fois</translation>
    </message>
    <message>
        <source>unknown kind &apos;%1&apos;</source>
        <translation>type inconnu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown weapon &apos;%1&apos;</source>
        <translation>arme inconnue «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>cannot read &apos;%1&apos;</source>
        <translation>impossible de lire «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>unknown field</source>
        <translation>champ inconnu</translation>
    </message>
    <message>
        <source>every character needs its levels</source>
        <translation>chaque personnage doit avoir ses niveaux</translation>
    </message>
    <message>
        <source>%1 rear defences for %2 levels</source>
        <translation>%1 défenses arrière pour %2 niveaux</translation>
    </message>
    <message>
        <source>%1 land allowances for %2 levels</source>
        <translation>%1 capacités de mouvement terrestre pour %2 niveaux</translation>
    </message>
    <message>
        <source>a rider needs two mounted value sets and the horse&apos;s defence</source>
        <translation>un cavalier doit avoir deux jeux de valeurs montées et la défense du cheval</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::ScenarioFormat</name>
    <message>
        <source>%1: &quot;%2&quot; is not a starting state (healthy, wounded or stunned).</source>
        <translation>%1 : «&#xa0;%2&#xa0;» n’est pas un état de départ (healthy, wounded ou stunned).</translation>
    </message>
    <message>
        <source>%1: %2 wounds would kill (%3 do).</source>
        <translation>%1 : %2 blessures tueraient (%3 suffisent).</translation>
    </message>
    <message>
        <source>%1 cannot start mounted: only DN1 riders of §8 have horses.</source>
        <translation>%1 ne peut pas commencer monté : seuls les cavaliers de DN1 du §8 ont des chevaux.</translation>
    </message>
    <message>
        <source>A scenario needs two sides.</source>
        <translation>Un scénario nécessite deux camps.</translation>
    </message>
    <message>
        <source>Forces: &quot;%1&quot; is not in the character tables.</source>
        <translation>Forces : «&#xa0;%1&#xa0;» ne figure pas dans les tables de personnages.</translation>
    </message>
    <message>
        <source>Forces: %1&apos;s side &quot;%2&quot; is not a side of the scenario.</source>
        <translation>Forces : le camp «&#xa0;%2&#xa0;» de %1 n’est pas un camp du scénario.</translation>
    </message>
    <message>
        <source>Casters: &quot;%1&quot; is not a spellcaster of the forces (§7.1).</source>
        <translation>Lanceurs : «&#xa0;%1&#xa0;» n’est pas un lanceur de sorts des forces (§7.1).</translation>
    </message>
    <message>
        <source>Casters: %1&apos;s level must be 1 or 2 (§7.1).</source>
        <translation>Lanceurs : le niveau de %1 doit être 1 ou 2 (§7.1).</translation>
    </message>
    <message>
        <source>The scenario is not a JSON object (%1 at byte %2).</source>
        <translation>Le scénario n’est pas un objet JSON (%1 à l’octet %2).</translation>
    </message>
    <message>
        <source>&quot;game&quot; must be DN1 or DN2, not &quot;%1&quot;.</source>
        <translation>«&#xa0;game&#xa0;» doit valoir DN1 ou DN2, pas «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>The scenario&apos;s forces are empty.</source>
        <translation>Les forces du scénario sont vides.</translation>
    </message>
    <message>
        <source>Side &quot;%1&quot;: needs an id and a player A, B, Adventurers, Krobs or Gharvs.</source>
        <translation>Camp «&#xa0;%1&#xa0;» : il faut un id et un joueur A, B, Adventurers, Krobs ou Gharvs.</translation>
    </message>
    <message>
        <source>Side &quot;%1&quot;: the Gharvs play in Dragon Noir 2 only (§2.3, §9.6).</source>
        <translation>Camp «&#xa0;%1&#xa0;» : les Gharvs ne jouent que dans Dragon Noir 2 (§2.3, §9.6).</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Sequence</name>
    <message>
        <source>Player A</source>
        <translation>Joueur A</translation>
    </message>
    <message>
        <source>Player B</source>
        <translation>Joueur B</translation>
    </message>
    <message>
        <source>Adventurers</source>
        <translation>Aventuriers</translation>
    </message>
    <message>
        <source>Krobs</source>
        <translation>Krobs</translation>
    </message>
    <message>
        <source>Gharv interphase</source>
        <translation>interphase des Gharvs</translation>
    </message>
    <message>
        <source>offensive fire</source>
        <translation>tir offensif</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>combat</source>
        <translation>combat</translation>
    </message>
    <message>
        <source>stunned characters stand up</source>
        <translation>les personnages assommés se relèvent</translation>
    </message>
    <message>
        <source>Gharvs appear</source>
        <translation>les Gharvs apparaissent</translation>
    </message>
    <message>
        <source>Gharvs attack</source>
        <translation>les Gharvs attaquent</translation>
    </message>
    <message>
        <source>Gharvs withdraw</source>
        <translation>les Gharvs se retirent</translation>
    </message>
    <message>
        <source>Game turn %1, %2: %3</source>
        <extracomment>%1 game turn number, %2 side, %3 phase</extracomment>
        <translation>Tour de jeu %1, %2 : %3</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::SettingsFormat</name>
    <message>
        <source>§12 A1: the mounted table&apos;s 11-1 and 12-1+ rows continue the printed pattern (off: they read as 10-1)</source>
        <translation>§12 A1 : les lignes 11-1 et 12-1+ de la table des cavaliers prolongent la progression imprimée (désactivé : elles se lisent comme 10-1)</translation>
    </message>
    <message>
        <source>§12 C2: a column shifted below 1-1 is fought at 1-1 instead of refused</source>
        <translation>§12 C2 : une colonne décalée sous 1-1 est résolue à 1-1 au lieu d’être refusée</translation>
    </message>
    <message>
        <source>§12 C18: the Black Dwarves&apos; column per dwarf comes on top of the joint attack&apos;s column</source>
        <translation>§12 C18 : la colonne par nain des Nains Noirs s’ajoute à la colonne de l’attaque conjointe</translation>
    </message>
    <message>
        <source>§12 C3: a wounded shooter adds 1 in DN2 as well</source>
        <translation>§12 C3 : un tireur blessé ajoute aussi 1 dans DN2</translation>
    </message>
    <message>
        <source>§12 C4: a missile roll below a weapon&apos;s first printed value reads the rows above it</source>
        <translation>§12 C4 : un jet de tir inférieur à la première valeur imprimée d’une arme se lit sur les lignes au-dessus</translation>
    </message>
    <message>
        <source>§12 B5: a Warrior Krob target&apos;s +1 adds to its shell&apos;s armour +1</source>
        <translation>§12 B5 : le +1 d’une cible Warrior Krob s’ajoute au +1 d’armure de sa carapace</translation>
    </message>
    <message>
        <source>§5.8 Errare humanum est: a missed shot may land beside its target</source>
        <translation>§5.8 Errare humanum est : un tir manqué peut retomber à côté de sa cible</translation>
    </message>
    <message>
        <source>§4.8: advance after combat by the DN1 rule above ground and the DN2 rule below</source>
        <translation>§4.8 : avance après combat selon la règle de DN1 en surface et celle de DN2 sous terre</translation>
    </message>
    <message>
        <source>§12 B9: a jump that would wound Lucifer kills him</source>
        <translation>§12 B9 : un saut qui blesserait Lucifer le tue</translation>
    </message>
    <message>
        <source>§12 B3: baby Hunters roll on the challenge table</source>
        <translation>§12 B3 : les Baby Hunters lancent les dés sur la table des défis</translation>
    </message>
    <message>
        <source>§12 C1: a stunned character stands up in its side&apos;s next recovery phase, however late it fell</source>
        <translation>§12 C1 : un personnage assommé se relève lors de la phase de récupération suivante de son camp, quel que soit le moment de sa chute</translation>
    </message>
    <message>
        <source>§7.4.2: group 1 terrain spells work underground</source>
        <translation>§7.4.2 : les sorts de terrain du groupe 1 fonctionnent sous terre</translation>
    </message>
    <message>
        <source>§7.2: DN1 underground maps use DN2&apos;s spell ranges and one-map limit</source>
        <translation>§7.2 : les cartes souterraines de DN1 utilisent les portées de sorts de DN2 et sa limite d’une seule carte</translation>
    </message>
    <message>
        <source>§12 C26: every spellcaster may levitate, above and below ground</source>
        <translation>§12 C26 : tout lanceur de sorts peut léviter, en surface comme sous terre</translation>
    </message>
    <message>
        <source>§12 C5: several defenders count their best terrain, not their worst</source>
        <translation>§12 C5 : plusieurs défenseurs comptent leur meilleur terrain, et non leur pire</translation>
    </message>
    <message>
        <source>§12 C27: a level-2 caster&apos;s range above ground, in hexes</source>
        <translation>§12 C27 : portée d’un lanceur de niveau 2 en surface, en hexagones</translation>
    </message>
    <message>
        <source>§12 D option %1 takes a number of hexes.</source>
        <translation>L’option %1 du §12 D attend un nombre d’hexagones.</translation>
    </message>
    <message>
        <source>§12 D option %1 takes true or false.</source>
        <translation>L’option %1 du §12 D attend true ou false.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an option of §12 D (options: %2).</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une option du §12 D (options : %2).</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::SkirmishMap</name>
    <message>
        <source>Map hex %1: &quot;%2&quot; is not a terrain of §3.2.</source>
        <extracomment>%1 hex label or &quot;default&quot;, %2 the unknown terrain word</extracomment>
        <translation>Hexagone de carte %1 : «&#xa0;%2&#xa0;» n’est pas un terrain du §3.2.</translation>
    </message>
    <message>
        <source>The map file is not a JSON object (%1 at byte %2).</source>
        <translation>Le fichier de carte n’est pas un objet JSON (%1 à l’octet %2).</translation>
    </message>
    <message>
        <source>The map file has no &quot;id&quot;.</source>
        <translation>Le fichier de carte n’a pas d’«&#xa0;id&#xa0;».</translation>
    </message>
    <message>
        <source>Map %1: &quot;rows&quot; must be at least 1 and &quot;columns&quot; 1 to 26.</source>
        <translation>Carte %1 : «&#xa0;rows&#xa0;» doit valoir au moins 1 et «&#xa0;columns&#xa0;» de 1 à 26.</translation>
    </message>
    <message>
        <source>Map %1: hex %2 is not on a sheet of %3 columns by %4 rows.</source>
        <translation>Carte %1 : l’hexagone %2 n’est pas sur une planche de %3 colonnes sur %4 rangées.</translation>
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
        <translation>§5.8 %1 obtenu : le projectile tombe sur l’hexagone %1 autour de la cible</translation>
    </message>
    <message>
        <source>§5.8 rolled %1: the missile falls harmlessly</source>
        <translation>§5.8 %1 obtenu : le projectile tombe sans faire de mal</translation>
    </message>
    <message>
        <source>§5.8 %1 is sheltered from the line of fire</source>
        <translation>§5.8 %1 est à l’abri de la ligne de tir</translation>
    </message>
    <message>
        <source>§5.8 the armour holds: %1</source>
        <translation>§5.8 l’armure tient : %1</translation>
    </message>
    <message>
        <source>§5.8 struck by the stray missile: %1</source>
        <translation>§5.8 touché par le projectile perdu : %1</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Terrain</name>
    <message>
        <source>flat</source>
        <translation>plat</translation>
    </message>
    <message>
        <source>scrub</source>
        <translation>broussailles</translation>
    </message>
    <message>
        <source>steep slope</source>
        <translation>pente raide</translation>
    </message>
    <message>
        <source>tree</source>
        <translation>arbre</translation>
    </message>
    <message>
        <source>spider web</source>
        <translation>toile d’araignée</translation>
    </message>
    <message>
        <source>crevasse</source>
        <translation>crevasse</translation>
    </message>
    <message>
        <source>water</source>
        <translation>eau</translation>
    </message>
    <message>
        <source>marsh</source>
        <translation>marécage</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>pont</translation>
    </message>
    <message>
        <source>rubble</source>
        <translation>éboulis</translation>
    </message>
    <message>
        <source>stepping stones</source>
        <translation>pierres de gué</translation>
    </message>
    <message>
        <source>building or paved area</source>
        <translation>bâtiment ou zone pavée</translation>
    </message>
    <message>
        <source>doorway</source>
        <translation>porte</translation>
    </message>
    <message>
        <source>stairway</source>
        <translation>escalier</translation>
    </message>
</context>
<context>
    <name>herald::skirmish::Wounds</name>
    <message>
        <source>%1 is dead</source>
        <translation>%1 est mort</translation>
    </message>
    <message>
        <source>%1 is stunned</source>
        <translation>%1 est assommé</translation>
    </message>
    <message numerus="yes">
        <source>%1 has %n wound(s)</source>
        <translation>
            <numerusform>%1 a %n blessure</numerusform>
            <numerusform>%1 a %n blessures</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is unharmed</source>
        <translation>%1 est indemne</translation>
    </message>
    <message>
        <source>%1 is already dead</source>
        <translation>%1 est déjà mort</translation>
    </message>
    <message>
        <source>§9.1 a dragon takes any stun, wound or kill as one wound: %1</source>
        <translation>§9.1 un dragon subit tout étourdissement, blessure ou mort comme une seule blessure : %1</translation>
    </message>
    <message>
        <source>§7.4.6 %1 cannot be harmed: the result becomes a retreat</source>
        <translation>§7.4.6 %1 ne peut pas être blessé : le résultat devient une retraite</translation>
    </message>
    <message>
        <source>§6.2 %1 is never stunned: the result counts as missile result A (§12 C30)</source>
        <translation>§6.2 %1 n’est jamais assommé : le résultat compte comme le résultat de tir A (§12 C30)</translation>
    </message>
    <message numerus="yes">
        <source>§6.2 %1 is never stunned: retreats %n hex(es) instead</source>
        <translation>
            <numerusform>§6.2 %1 n’est jamais assommé : recule de %n hexagone à la place</numerusform>
            <numerusform>§6.2 %1 n’est jamais assommé : recule de %n hexagones à la place</numerusform>
        </translation>
    </message>
    <message>
        <source>§8.2 %1 is killed</source>
        <translation>§8.2 %1 est tué</translation>
    </message>
    <message>
        <source>§8.2 berserk, %1 ignores being stunned</source>
        <translation>§8.2 pris de furie, %1 ignore l’étourdissement</translation>
    </message>
    <message>
        <source>§8.2 poisoned by Zed, %1 dies</source>
        <translation>§8.2 empoisonné par Zed, %1 meurt</translation>
    </message>
    <message>
        <source>§8.2 %1 goes berserk (24/16-8)</source>
        <translation>§8.2 %1 entre en furie (24/16-8)</translation>
    </message>
    <message>
        <source>§6.2 a killing result counts two wounds: %1</source>
        <translation>§6.2 un résultat mortel compte pour deux blessures : %1</translation>
    </message>
    <message>
        <source>§6.1 %1 is killed</source>
        <translation>§6.1 %1 est tué</translation>
    </message>
    <message>
        <source>§9.3 the Slayer&apos;s venom kills %1</source>
        <translation>§9.3 le venin du Slayer tue %1</translation>
    </message>
    <message>
        <source>§8.2 Zed&apos;s poison kills %1</source>
        <translation>§8.2 le poison de Zed tue %1</translation>
    </message>
    <message>
        <source>§6.1 %1 was already %2: a further %3 kills</source>
        <translation>§6.1 %1 était déjà %2 : un nouvel effet «&#xa0;%3&#xa0;» le tue</translation>
    </message>
    <message>
        <source>stunned</source>
        <translation>assommé</translation>
    </message>
    <message>
        <source>wounded</source>
        <translation>blessé</translation>
    </message>
    <message>
        <source>stun</source>
        <translation>étourdissement</translation>
    </message>
    <message>
        <source>wound</source>
        <translation>blessure</translation>
    </message>
    <message>
        <source>§6.1 %1 is stunned</source>
        <translation>§6.1 %1 est assommé</translation>
    </message>
    <message>
        <source>§6.1 %1</source>
        <translation>§6.1 %1</translation>
    </message>
    <message>
        <source>§9.1 the Black Dragon never retreats</source>
        <translation>§9.1 le Dragon Noir ne bat jamais en retraite</translation>
    </message>
    <message>
        <source>§8.2 berserk, %1 ignores the retreat</source>
        <translation>§8.2 pris de furie, %1 ignore la retraite</translation>
    </message>
    <message>
        <source>§4.7 %1 is stunned and cannot retreat: killed</source>
        <translation>§4.7 %1 est assommé et ne peut pas reculer : tué</translation>
    </message>
    <message numerus="yes">
        <source>§4.7 %1 retreats %n hex(es)</source>
        <translation>
            <numerusform>§4.7 %1 recule de %n hexagone</numerusform>
            <numerusform>§4.7 %1 recule de %n hexagones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>§4.7 %1 can retreat only %2 of %n hex(es) and takes a wound: %3</source>
        <translation>
            <numerusform>§4.7 %1 ne peut reculer que de %2 hexagone sur %n et subit une blessure : %3</numerusform>
            <numerusform>§4.7 %1 ne peut reculer que de %2 hexagones sur %n et subit une blessure : %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::AnotherCountry</name>
    <message numerus="yes">
        <source>§7.3, I-70 %n area(s) on %2 pass from %3 to %4: %5.</source>
        <extracomment>%1 number of areas, %2 landmass, %3 founding nation, %4 the new country, %5 the areas</extracomment>
        <translation>
            <numerusform>§7.3, I-70 %n zone sur %2 passe de %3 à %4 : %5.</numerusform>
            <numerusform>§7.3, I-70 %n zones sur %2 passent de %3 à %4 : %5.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::AquaticRealm</name>
    <message>
        <source>§7.2.7 %1 is not a sea hex of the map: the sea people&apos;s realm lies in the ocean.</source>
        <translation>§7.2.7 %1 n’est pas un hexagone de mer de la carte : le royaume du peuple de la mer se trouve dans l’océan.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 borders land: the sea people&apos;s areas are not coastal, so the realm needs open sea.</source>
        <translation>§7.2.7 %1 touche la terre : les zones du peuple de la mer ne sont pas côtières, le royaume exige donc la haute mer.</translation>
    </message>
    <message>
        <source>§7.2.7 an army marker stands on %1: choose open sea without one.</source>
        <translation>§7.2.7 un marqueur d’armée se trouve en %1 : choisissez un hexagone de haute mer sans marqueur.</translation>
    </message>
    <message>
        <source>§7.2.7, I-8 the map has no %1 joined hexes of open sea for the sea people&apos;s realm (at most %2): widen the ocean, or name a sea hex.</source>
        <translation>§7.2.7, I-8 la carte n’a pas %1 hexagones de haute mer reliés pour le royaume du peuple de la mer (au plus %2) : élargissez l’océan, ou nommez un hexagone de mer.</translation>
    </message>
    <message>
        <source>§7.2.7, I-8 only %1 hexes of open sea are joined to %2; the sea people&apos;s realm needs %3.</source>
        <translation>§7.2.7, I-8 seuls %1 hexagones de haute mer sont reliés à %2 ; le royaume du peuple de la mer en exige %3.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::AreaControl</name>
    <message>
        <source>I-55 %1 fought a battle in %2: its occupation count starts again from 0.</source>
        <translation>I-55 %1 a livré une bataille en %2 : son décompte d’occupation repart de 0.</translation>
    </message>
    <message>
        <source>I-55 %1 fought a battle in %2: this turn does not count (%3 of %4 turns held).</source>
        <translation>I-55 %1 a livré une bataille en %2 : ce tour ne compte pas (%3 tours tenus sur %4).</translation>
    </message>
    <message>
        <source>§4.7 %1 has held the %2 of %3 for %4 of the %5 turn(s) needed.</source>
        <translation>§4.7 %1 tient %3 (%2) depuis %4 des %5 tour(s) nécessaires.</translation>
    </message>
    <message numerus="yes">
        <source>§4.7 %1 has held the %2 of %3 for %n turn(s): the area and its people join %4.</source>
        <translation>
            <numerusform>§4.7 %1 tient %3 (%2) depuis %n tour : la zone et sa population rejoignent %4.</numerusform>
            <numerusform>§4.7 %1 tient %3 (%2) depuis %n tours : la zone et sa population rejoignent %4.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ArmyLimit</name>
    <message numerus="yes">
        <source>§5.9 %1 holds %n armies at the end of the turn (%2); only a siege or armies pre-engaged by allied dissent may share an area.</source>
        <translation>
            <numerusform>§5.9 %1 compte %n armée à la fin du tour (%2) ; seuls un siège ou des armées pré-engagées par une dissension entre alliés peuvent partager une zone.</numerusform>
            <numerusform>§5.9 %1 compte %n armées à la fin du tour (%2) ; seuls un siège ou des armées pré-engagées par une dissension entre alliés peuvent partager une zone.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ArmyList</name>
    <message>
        <source>must be a positive number with at most one decimal</source>
        <translation>doit être un nombre positif avec au plus une décimale</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>is more than max (%1)</source>
        <translation>dépasse le maximum (%1)</translation>
    </message>
    <message>
        <source>another unit already has this name</source>
        <translation>une autre unité porte déjà ce nom</translation>
    </message>
    <message>
        <source>a royal nephew is not bought from a list</source>
        <translation>un neveu royal ne s’achète pas dans un livre d’armée</translation>
    </message>
    <message>
        <source>another character already has this name</source>
        <translation>un autre personnage porte déjà ce nom</translation>
    </message>
    <message>
        <source>habitats[%1]: &apos;%2&apos; is not a land terrain key or majorRiver</source>
        <extracomment>habitats[%1] is a file path and majorRiver a file keyword: keep them in English</extracomment>
        <translation>habitats[%1] : «&#xa0;%2&#xa0;» n’est ni une clé de terrain terrestre ni majorRiver</translation>
    </message>
    <message>
        <source>a list needs at least one unit type</source>
        <translation>un livre d’armée nécessite au moins un type d’unité</translation>
    </message>
    <message>
        <source>a list needs a general</source>
        <translation>un livre d’armée nécessite un général</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ArmyRemoval</name>
    <message>
        <source>NY-1 %1 leaves the map with last year&apos;s armies.</source>
        <translation>NY-1 %1 quitte la carte avec les armées de l’an dernier.</translation>
    </message>
    <message>
        <source>NY-1 %1 stays: the expedition is still at sea, and NY-5 decides its fate.</source>
        <translation>NY-1 %1 reste : l’expédition est encore en mer, et NY-5 décide de son sort.</translation>
    </message>
    <message>
        <source>NY-1, §7.7.6 %1 stays: an independent lesser-race army remains until it is defeated; its siege, delay and occupation count are cleared.</source>
        <translation>NY-1, §7.7.6 %1 reste : une armée indépendante de race mineure demeure jusqu’à sa défaite ; son siège, son retard et son décompte d’occupation sont effacés.</translation>
    </message>
    <message>
        <source>§7.6 %1 stays for now: its player is absent, so the nation&apos;s New Year waits for the next meeting the player attends.</source>
        <translation>§7.6 %1 reste pour l’instant : son joueur est absent, le Nouvel An de la nation attend donc la prochaine séance à laquelle le joueur assiste.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Assault</name>
    <message>
        <source>§2.17 %1 garrison(s) × %2 points = %3 points</source>
        <translation>§2.17 %1 garnison(s) × %2 points = %3 points</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::BattleBrief</name>
    <message>
        <source>the POI card, face down until both armies are deployed</source>
        <translation>la carte de point d’intérêt, face cachée jusqu’à ce que les deux armées soient déployées</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>un bâtiment</translation>
    </message>
    <message>
        <source>the 8&quot; x 8&quot; urban square</source>
        <translation>la place urbaine de 8&quot; x 8&quot;</translation>
    </message>
    <message>
        <source>an objective marker</source>
        <translation>un marqueur d’objectif</translation>
    </message>
    <message>
        <source>May set up anywhere on its half of the table, inside the urban square, or both: it held the area before this turn and stayed (§5.11)</source>
        <translation>Peut se déployer n’importe où dans sa moitié de table, dans la place urbaine, ou les deux : elle tenait la zone avant ce tour et y est restée (§5.11)</translation>
    </message>
    <message>
        <source>Deploys 1 foot (12&quot;) from the centre line: it arrived this turn (§5.11)</source>
        <translation>Se déploie à 1 pied (12&quot;) de la ligne médiane : elle est arrivée ce tour-ci (§5.11)</translation>
    </message>
    <message>
        <source>Two hours, or sooner when an army reaches its break point (§2.18, I-35)</source>
        <translation>Deux heures, ou moins si une armée atteint son point de rupture (§2.18, I-35)</translation>
    </message>
    <message>
        <source>Battle honour of %1 (%2), bought with experience (§2.15): %3</source>
        <extracomment>%1 army, %2 nation, %3 the roll on the battle honours table and its text</extracomment>
        <translation>Honneur de bataille de %1 (%2), acheté avec de l’expérience (§2.15) : %3</translation>
    </message>
    <message>
        <source>Scenario chosen at random for %1, bought with experience (§2.15): %2</source>
        <extracomment>%1 nation, %2 the roll on the random scenarios table and its text</extracomment>
        <translation>Scénario tiré au hasard pour %1, acheté avec de l’expérience (§2.15) : %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::BattleList</name>
    <message>
        <source>%1 %2: %3 points</source>
        <extracomment>%1 count, %2 unit type, %3 their cost</extracomment>
        <translation>%1 %2 : %3 points</translation>
    </message>
    <message>
        <source>%1: %2 points</source>
        <extracomment>%1 character, %2 his cost with his magic items</extracomment>
        <translation>%1 : %2 points</translation>
    </message>
    <message>
        <source>%1 mobs: %2 points</source>
        <extracomment>%1 mobs, %2 their cost</extracomment>
        <translation>%1 levées : %2 points</translation>
    </message>
    <message>
        <source>Total: %1 of %2 points</source>
        <extracomment>%1 the list&apos;s total, %2 the battle&apos;s allowance</extracomment>
        <translation>Total : %1 sur %2 points</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is neither a count and a unit type (&quot;3 Spearmen&quot;), a number of mobs (&quot;2 mobs&quot;) nor a character&apos;s name</source>
        <translation>« %1 » n’est ni un nombre suivi d’un type d’unité (« 3 Spearmen »), ni un nombre de levées (« 2 mobs »), ni le nom d’un personnage</translation>
    </message>
    <message>
        <source>%1 is not a unit type of the nation&apos;s army list</source>
        <translation>%1 n’est pas un type d’unité du livre d’armée de la nation</translation>
    </message>
    <message>
        <source>%1 is not on this year&apos;s roster (§2.5)</source>
        <translation>%1 ne figure pas sur la liste d’armée de cette année (§2.5)</translation>
    </message>
    <message>
        <source>%1 %2, but the roster has %3 left (§2.5)</source>
        <extracomment>%1 count, %2 unit type, %3 units left on the roster</extracomment>
        <translation>%1 %2, mais la liste d’armée n’en a plus que %3 (§2.5)</translation>
    </message>
    <message>
        <source>%1 %2, but the army list allows at most %3 in an army of this size (§2.5)</source>
        <extracomment>%1 count, %2 unit type or character entry, %3 the maximum for the battle&apos;s size</extracomment>
        <translation>%1 %2, mais le livre d’armée n’en permet pas plus de %3 dans une armée de cette taille (§2.5)</translation>
    </message>
    <message>
        <source>%1 %2, but the army list asks for at least %3 in an army of this size (§2.5)</source>
        <extracomment>%1 count, %2 unit type, %3 the minimum for the battle&apos;s size</extracomment>
        <translation>%1 %2, mais le livre d’armée en demande au moins %3 dans une armée de cette taille (§2.5)</translation>
    </message>
    <message>
        <source>%1 is no active character of the roster (killed, captured or away characters cannot fight)</source>
        <translation>%1 n’est pas un personnage actif de la liste d’armée (les personnages tués, capturés ou absents ne peuvent pas combattre)</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois</translation>
    </message>
    <message>
        <source>%1 mobs, but the year&apos;s limit is %2 (§2.6)</source>
        <extracomment>%1 mobs listed, %2 the year&apos;s mob limit</extracomment>
        <translation>%1 levées, mais la limite de l’année est %2 (§2.6)</translation>
    </message>
    <message>
        <source>the army costs %1 points, over the %2 the battle allows (§5.10)</source>
        <extracomment>%1 the list&apos;s points, %2 the battle&apos;s allowance</extracomment>
        <translation>l’armée coûte %1 points, au-delà des %2 que la bataille permet (§5.10)</translation>
    </message>
    <message>
        <source>Line %1: %2</source>
        <extracomment>a problem of a typed battle list; %1 the line number, %2 the problem</extracomment>
        <translation>Ligne %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Calendar</name>
    <message>
        <source>Draw the areas, terrain, rivers, coasts, population centres, starting owners and capitals; Herald checks landmasses, coasts and barriers.</source>
        <translation>Tracer les zones, le terrain, les fleuves, les côtes, les centres de population, les propriétaires de départ et les capitales ; Herald vérifie les masses continentales, les côtes et les obstacles.</translation>
    </message>
    <message>
        <source>Each player picks or designs an army list; created races pay the 10% surcharge and keep to twelve unit types.</source>
        <translation>Chaque joueur choisit ou conçoit un livre d’armée ; les races créées paient le supplément de 10 % et se limitent à douze types d’unités.</translation>
    </message>
    <message>
        <source>Players write their magic item cards, 150 points each at most, and the deck is shuffled.</source>
        <translation>Les joueurs rédigent leurs cartes d’objets magiques, 150 points chacun au maximum, et le paquet est mélangé.</translation>
    </message>
    <message>
        <source>Each player places one POI card in another player&apos;s area that has no feature, town or city yet.</source>
        <translation>Chaque joueur place une carte de point d’intérêt dans une zone d’un autre joueur qui n’a encore ni élément, ni bourg, ni cité.</translation>
    </message>
    <message>
        <source>Choose the lesser races, two fewer than the player countries, all in box 0 of the track.</source>
        <translation>Choisir les races mineures, deux de moins que les pays des joueurs, toutes dans la case 0 de la piste.</translation>
    </message>
    <message>
        <source>The campaign starts with the first New Year; in year 1 each nation has a single general.</source>
        <translation>La campagne commence par le premier Nouvel An ; en année 1, chaque nation n’a qu’un seul général.</translation>
    </message>
    <message>
        <source>Last year&apos;s army markers leave the map with their sieges, delays, occupation counts and orders; expeditions at sea and independent lesser-race armies stay.</source>
        <translation>Les marqueurs d’armée de l’an dernier quittent la carte avec leurs sièges, retards, décomptes d’occupation et ordres ; les expéditions en mer et les armées indépendantes des races mineures restent.</translation>
    </message>
    <message>
        <source>Owners may buy back captives with population; fallen nations without troops or land may rise in rebellion in a former town.</source>
        <translation>Les propriétaires peuvent racheter les captifs avec de la population ; les nations déchues sans troupes ni terres peuvent se soulever en rébellion dans un ancien bourg.</translation>
    </message>
    <message>
        <source>Nations without a town make their Last Stand; towns in chaos lands may wander and the other chaos lands roll for what they give this year.</source>
        <translation>Les nations sans bourg font leur Dernier carré ; les bourgs en terre du Chaos peuvent se déplacer et les autres terres du Chaos lancent les dés pour ce qu’elles rapportent cette année.</translation>
    </message>
    <message>
        <source>Each nation&apos;s population total, character points, army points and mob limit are worked out and kept for the whole year.</source>
        <translation>Le total de population, les points de personnage, les points d’armée et la limite de levées de chaque nation sont calculés et conservés pour toute l’année.</translation>
    </message>
    <message>
        <source>New towns, then new cities, go on the nation&apos;s villages; centres that lack support are reduced; a town on another landmass needs the colony or new-country decision.</source>
        <translation>Les nouveaux bourgs, puis les nouvelles cités, sont placés sur les villages de la nation ; les centres qui manquent de soutien sont réduits ; un bourg sur une autre masse continentale exige la décision colonie ou nouveau pays.</translation>
    </message>
    <message>
        <source>Expeditions still at sea are dissolved as the campaign settings say.</source>
        <translation>Les expéditions encore en mer sont dissoutes selon les paramètres de la campagne.</translation>
    </message>
    <message>
        <source>Lost units come back, units are bought with the new army points (types are only ever added) and characters with the character points.</source>
        <translation>Les unités perdues reviennent, des unités sont achetées avec les nouveaux points d’armée (les types ne font que s’ajouter) et des personnages avec les points de personnage.</translation>
    </message>
    <message>
        <source>Each general may raise one army in an own town, city or suitable POI area; expeditions are announced in a port.</source>
        <translation>Chaque général peut lever une armée dans un bourg, une cité ou une zone de point d’intérêt appropriée de sa nation ; les expéditions sont annoncées dans un port.</translation>
    </message>
    <message>
        <source>Attendance is taken at a meeting&apos;s first turn, absent nations are marked, returning players catch up their New Year, exodus is offered and every army&apos;s supply is traced.</source>
        <translation>Les présences sont relevées au premier tour d’une séance, les nations absentes sont signalées, les joueurs de retour rattrapent leur Nouvel An, l’exode est proposé et le ravitaillement de chaque armée est tracé.</translation>
    </message>
    <message>
        <source>Every army free to act is given its orders for the turn.</source>
        <translation>Chaque armée libre d’agir reçoit ses ordres pour le tour.</translation>
    </message>
    <message>
        <source>All orders are shown at the same time.</source>
        <translation>Tous les ordres sont révélés en même temps.</translation>
    </message>
    <message>
        <source>Moves across barriers are checked: numbers picked, dice rolled, delays and losses applied.</source>
        <translation>Les mouvements à travers les obstacles sont testés : nombres choisis, dés lancés, retards et pertes appliqués.</translation>
    </message>
    <message>
        <source>Armies move together; swaps, interdictions and same-nation stacking are found; expeditions roll at sea.</source>
        <translation>Les armées se déplacent ensemble ; les croisements, les interdictions et les empilements d’une même nation sont détectés ; les expéditions lancent les dés en mer.</translation>
    </message>
    <message>
        <source>Engagements are built from secret location choices and the engagement chart; battles are fought and their results entered.</source>
        <translation>Les engagements sont établis d’après les choix secrets d’emplacement et la table d’engagement ; les batailles sont livrées et leurs résultats saisis.</translation>
    </message>
    <message>
        <source>Losers fall back or rout; outnumbered and independent armies are forced out.</source>
        <translation>Les perdants se replient ou sont mis en déroute ; les armées en infériorité numérique et les armées indépendantes sont chassées.</translation>
    </message>
    <message>
        <source>Occupations are counted and areas change hands; routed armies may reform; captives try to escape; supply is traced again.</source>
        <translation>Les occupations sont décomptées et les zones changent de mains ; les armées en déroute peuvent se reformer ; les captifs tentent de s’évader ; le ravitaillement est de nouveau tracé.</translation>
    </message>
    <message>
        <source>The month ends; after the twelfth a new year begins.</source>
        <translation>Le mois se termine ; après le douzième, une nouvelle année commence.</translation>
    </message>
    <message>
        <source>Set-up, %1</source>
        <extracomment>the campaign date during the set-up; %1 is a step such as &quot;S-1 Map&quot;</extracomment>
        <translation>Mise en place, %1</translation>
    </message>
    <message>
        <source>Year %1, New Year, %2</source>
        <extracomment>%1 is the year, %2 a step such as &quot;NY-3 Tally population&quot;</extracomment>
        <translation>Année %1, Nouvel An, %2</translation>
    </message>
    <message>
        <source>Year %1, month %2, %3</source>
        <extracomment>%1 is the year, %2 the month (1-12), %3 a step such as &quot;M-1 Write orders&quot;</extracomment>
        <translation>Année %1, mois %2, %3</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::CampaignSettings</name>
    <message>
        <source>Expedition dice</source>
        <translation>Dés d’expédition</translation>
    </message>
    <message>
        <source>The dice thrown each month on the expedition chart. Two d10 make middling results the most likely; one d20 makes every result as likely, and a 1 reads as the lowest row.</source>
        <translation>Les dés lancés chaque mois sur la table des expéditions. Deux d10 rendent les résultats moyens les plus probables ; un d20 rend tous les résultats également probables, et un 1 se lit comme la ligne la plus basse.</translation>
    </message>
    <message>
        <source>Mutiny test</source>
        <translation>Test de mutinerie</translation>
    </message>
    <message>
        <source>How each ship tries to rally after a mutiny: one d6 needing a 6, or the gentler 2d6 needing a total of 6 or more.</source>
        <translation>Comment chaque navire tente de se reprendre après une mutinerie : un d6 qui doit faire 6, ou le plus clément 2d6 qui doit totaliser 6 ou plus.</translation>
    </message>
    <message>
        <source>Underwater town as a seventh area</source>
        <translation>Bourg sous-marin comme septième zone</translation>
    </message>
    <message>
        <source>When on, an underwater nation&apos;s town is an area of its own besides its six areas, which raises its population total.</source>
        <translation>Si activé, le bourg d’une nation sous-marine est une zone à part entière en plus de ses six zones, ce qui augmente son total de population.</translation>
    </message>
    <message>
        <source>Fate of failed expeditions</source>
        <translation>Sort des expéditions échouées</translation>
    </message>
    <message>
        <source>What becomes of an expedition still at sea when the year ends: its troops and characters come back to the national roster, or they are gone for good.</source>
        <translation>Ce que devient une expédition encore en mer à la fin de l’année : ses troupes et personnages reviennent sur la liste d’armée nationale, ou sont perdus pour de bon.</translation>
    </message>
    <message>
        <source>Roster pooling</source>
        <translation>Mise en commun de la liste d’armée</translation>
    </message>
    <message>
        <source>Whether a battle army may field up to each roster line&apos;s count, or up to the total of a whole category whatever the line.</source>
        <translation>Si une armée de bataille peut aligner jusqu’au nombre de chaque ligne de la liste d’armée, ou jusqu’au total de toute une catégorie, quelle que soit la ligne.</translation>
    </message>
    <message>
        <source>Mob limit</source>
        <translation>Limite de levées</translation>
    </message>
    <message>
        <source>Whether the mobs a nation may raise are counted afresh in every battle or add up over the whole year.</source>
        <translation>Si les levées qu’une nation peut mobiliser sont recomptées à chaque bataille ou s’additionnent sur toute l’année.</translation>
    </message>
    <message>
        <source>Minor characters</source>
        <translation>Personnages mineurs</translation>
    </message>
    <message>
        <source>When on, nations may buy minor characters for one character point each.</source>
        <translation>Si activé, les nations peuvent acheter des personnages mineurs pour un point de personnage chacun.</translation>
    </message>
    <message>
        <source>Captured generals are replaced</source>
        <translation>Les généraux capturés sont remplacés</translation>
    </message>
    <message>
        <source>When on, a general taken prisoner is replaced just as a general who fell in battle.</source>
        <translation>Si activé, un général fait prisonnier est remplacé comme un général tombé au combat.</translation>
    </message>
    <message>
        <source>Promoted hero&apos;s profile</source>
        <translation>Profil du héros promu</translation>
    </message>
    <message>
        <source>The profile a hero fights with once promoted to replace a general: the army list&apos;s general, or his own.</source>
        <translation>Le profil avec lequel un héros combat une fois promu pour remplacer un général : celui du général du livre d’armée, ou le sien.</translation>
    </message>
    <message>
        <source>Winners are not captured</source>
        <translation>Les vainqueurs ne sont pas capturés</translation>
    </message>
    <message>
        <source>When on, a character of the winning side whose result roll says captured gets away instead.</source>
        <translation>Si activé, un personnage du camp vainqueur dont le jet de résultat indique «&#xa0;capturé&#xa0;» s’échappe à la place.</translation>
    </message>
    <message>
        <source>Lost items go back to the deck</source>
        <translation>Les objets perdus retournent au paquet</translation>
    </message>
    <message>
        <source>When on, a magic item that is lost returns to the item deck and may be drawn again; when off it leaves the campaign.</source>
        <translation>Si activé, un objet magique perdu retourne dans le paquet des objets et peut être pioché à nouveau ; sinon, il quitte la campagne.</translation>
    </message>
    <message>
        <source>Created race rounding</source>
        <translation>Arrondi des races créées</translation>
    </message>
    <message>
        <source>How the ten per cent surcharge on a created race&apos;s limited entries is rounded to whole points, or whether fractions are kept.</source>
        <translation>Comment le surcoût de dix pour cent sur les entrées limitées d’une race créée est arrondi à des points entiers, ou si les fractions sont conservées.</translation>
    </message>
    <message>
        <source>A rout routs the loser</source>
        <translation>Une déroute met le perdant en déroute</translation>
    </message>
    <message>
        <source>When on, a battle won at the rout level leaves the losing army routed; when off the level is only recorded.</source>
        <translation>Si activé, une bataille gagnée au niveau déroute laisse l’armée perdante en déroute ; sinon, le niveau est seulement consigné.</translation>
    </message>
    <message>
        <source>Destroyed units roll as</source>
        <translation>Jet des unités détruites</translation>
    </message>
    <message>
        <source>The stands lost that a destroyed or fled unit rolls its survival with: always three, or the stands it really had, three at most.</source>
        <translation>Les socles perdus avec lesquels une unité détruite ou en fuite lance sa survie : toujours trois, ou les socles qu’elle avait réellement, trois au plus.</translation>
    </message>
    <message>
        <source>Two battles in one turn</source>
        <translation>Deux batailles en un tour</translation>
    </message>
    <message>
        <source>When a nation fights twice in a month, whether each battle army may draw on the whole roster or both share it.</source>
        <translation>Quand une nation combat deux fois dans un mois, si chaque armée de bataille peut puiser dans toute la liste d’armée ou si les deux se la partagent.</translation>
    </message>
    <message>
        <source>Several armies in one area</source>
        <translation>Plusieurs armées dans une zone</translation>
    </message>
    <message>
        <source>Which of the two procedures settles an area where allies meet: A lets the larger side push the smaller out, B makes the larger side split so the odds even out.</source>
        <translation>Laquelle des deux procédures règle une zone où des alliés se rencontrent : A laisse le camp le plus grand repousser le plus petit, B oblige le camp le plus grand à se diviser pour équilibrer les forces.</translation>
    </message>
    <message>
        <source>Garrison cap</source>
        <translation>Plafond des garnisons</translation>
    </message>
    <message>
        <source>The most points of a defending army that may be spent on garrisons; none leaves it to the army&apos;s points alone.</source>
        <translation>Le maximum de points d’une armée en défense pouvant être dépensés en garnisons ; aucun s’en remet aux seuls points de l’armée.</translation>
    </message>
    <message>
        <source>Deployment distance</source>
        <translation>Distance de déploiement</translation>
    </message>
    <message>
        <source>How far from the table&apos;s centre line, in inches, each side sets up its army.</source>
        <translation>À quelle distance de la ligne centrale de la table, en pouces, chaque camp déploie son armée.</translation>
    </message>
    <message>
        <source>Deployment rule applies to</source>
        <translation>Règle de déploiement appliquée à</translation>
    </message>
    <message>
        <source>Whether the deployment distance governs every campaign battle or only assaults on towns and cities.</source>
        <translation>Si la distance de déploiement s’applique à toutes les batailles de la campagne ou seulement aux assauts contre les bourgs et les cités.</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Whether all armies move at once from their written orders, or players move one after another in an order drawn each month.</source>
        <translation>Si toutes les armées se déplacent en même temps d’après leurs ordres écrits, ou si les joueurs se déplacent l’un après l’autre dans un ordre tiré chaque mois.</translation>
    </message>
    <message>
        <source>Orders take time to arrive</source>
        <translation>Les ordres mettent du temps à arriver</translation>
    </message>
    <message>
        <source>When on, an army far from its capital must be given orders several months ahead.</source>
        <translation>Si activé, une armée éloignée de sa capitale doit recevoir ses ordres plusieurs mois à l’avance.</translation>
    </message>
    <message>
        <source>Occupied towns supply</source>
        <translation>Les bourgs occupés ravitaillent</translation>
    </message>
    <message>
        <source>When on, an army holding a foreign town or city may trace its supply through that area while it stays.</source>
        <translation>Si activé, une armée tenant un bourg ou une cité étrangère peut tracer son ravitaillement à travers cette zone tant qu’elle y reste.</translation>
    </message>
    <message>
        <source>Besieged towns still supply</source>
        <translation>Les bourgs assiégés ravitaillent encore</translation>
    </message>
    <message>
        <source>When on, a nation&apos;s own town keeps supplying its armies even with an enemy army inside it.</source>
        <translation>Si activé, un bourg d’une nation continue de ravitailler ses armées même avec une armée ennemie à l’intérieur.</translation>
    </message>
    <message>
        <source>Arrival month counts</source>
        <translation>Le mois d’arrivée compte</translation>
    </message>
    <message>
        <source>When on, the month an army marches into a foreign town already counts towards taking the area.</source>
        <translation>Si activé, le mois où une armée entre dans un bourg étranger compte déjà pour la prise de la zone.</translation>
    </message>
    <message>
        <source>A battle during occupation</source>
        <translation>Une bataille pendant l’occupation</translation>
    </message>
    <message>
        <source>What a battle does to the months an occupying army has counted: start them again from nothing, or just not add that month.</source>
        <translation>L’effet d’une bataille sur les mois décomptés par une armée d’occupation : les recompter à partir de zéro, ou simplement ne pas ajouter ce mois.</translation>
    </message>
    <message>
        <source>Production order</source>
        <translation>Ordre de production</translation>
    </message>
    <message>
        <source>At the New Year, whether new towns and cities are placed before or after those over the limit are taken away.</source>
        <translation>Au Nouvel An, si les nouveaux bourgs et cités sont placés avant ou après le retrait de ceux qui dépassent la limite.</translation>
    </message>
    <message>
        <source>Removing a city</source>
        <translation>Retrait d’une cité</translation>
    </message>
    <message>
        <source>Whether a city that must go shrinks to a town or disappears altogether.</source>
        <translation>Si une cité qui doit disparaître est réduite à un bourg ou disparaît complètement.</translation>
    </message>
    <message>
        <source>Pick-up round every month</source>
        <translation>Batailles impromptues chaque mois</translation>
    </message>
    <message>
        <source>When on, the lesser races&apos; pick-up battles are offered every month, not only in months with a campaign battle.</source>
        <translation>Si activé, les batailles impromptues des races mineures sont proposées chaque mois, pas seulement les mois où a lieu une bataille de campagne.</translation>
    </message>
    <message>
        <source>Markers cleared when a race falls back</source>
        <translation>Marqueurs retirés quand une race recule</translation>
    </message>
    <message>
        <source>When on, the affiliation markers players gathered for a lesser race are removed when that race drops back on the track.</source>
        <translation>Si activé, les marqueurs d’affiliation réunis par les joueurs pour une race mineure sont retirés quand cette race recule sur la piste.</translation>
    </message>
    <message>
        <source>Pick-up battles cost units</source>
        <translation>Les batailles impromptues coûtent des unités</translation>
    </message>
    <message>
        <source>When on, units a nation loses in a pick-up battle are struck from its roster as after any other battle.</source>
        <translation>Si activé, les unités qu’une nation perd dans une bataille impromptue sont rayées de sa liste d’armée comme après toute autre bataille.</translation>
    </message>
    <message>
        <source>Lesser race commanders earn experience</source>
        <translation>Les commandants de races mineures gagnent de l’expérience</translation>
    </message>
    <message>
        <source>When on, a player leading a lesser race in a pick-up battle earns experience for his own nation as well as markers.</source>
        <translation>Si activé, un joueur menant une race mineure dans une bataille impromptue gagne de l’expérience pour sa propre nation en plus des marqueurs.</translation>
    </message>
    <message>
        <source>Who commands independent armies</source>
        <translation>Qui commande les armées indépendantes</translation>
    </message>
    <message>
        <source>Who writes the orders of a lesser race&apos;s independent army and fights its battles: the player who placed it, the player holding most of its markers, or the referee.</source>
        <translation>Qui rédige les ordres de l’armée indépendante d’une race mineure et livre ses batailles : le joueur qui l’a placée, le joueur détenant le plus de ses marqueurs, ou l’arbitre.</translation>
    </message>
    <message>
        <source>Experience to restore a chariot</source>
        <translation>Expérience pour rétablir un char</translation>
    </message>
    <message>
        <source>Experience points a nation spends to bring back one lost chariot unit.</source>
        <translation>Points d’expérience qu’une nation dépense pour rétablir une unité de chars perdue.</translation>
    </message>
    <message>
        <source>Experience to restore a special</source>
        <translation>Expérience pour rétablir une unité spéciale</translation>
    </message>
    <message>
        <source>Experience points a nation spends to bring back one lost special unit.</source>
        <translation>Points d’expérience qu’une nation dépense pour rétablir une unité spéciale perdue.</translation>
    </message>
    <message>
        <source>§11.S &quot;%1&quot; is not a campaign setting. The settings are: %2.</source>
        <translation>§11.S «&#xa0;%1&#xa0;» n’est pas un paramètre de campagne. Les paramètres sont : %2.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not allowed; the setting is true (on) or false (off).</source>
        <translation>§11.S %1 : %2 n’est pas autorisé ; le paramètre vaut true (activé) ou false (désactivé).</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not a whole number; the setting takes a whole number from %3 to %4.</source>
        <translation>§11.S %1 : %2 n’est pas un nombre entier ; le paramètre prend un nombre entier de %3 à %4.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is out of range; the setting takes a whole number from %3 to %4.</source>
        <translation>§11.S %1 : %2 est hors limites ; le paramètre prend un nombre entier de %3 à %4.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not one of the choices; the setting takes %3.</source>
        <extracomment>%3 lists the accepted file keywords, &quot;2d10 or 1d20&quot;</extracomment>
        <translation>§11.S %1 : %2 ne fait pas partie des choix ; le paramètre prend %3.</translation>
    </message>
    <message>
        <source>§11.S %1: %2 is not allowed; the setting takes &quot;none&quot; or a whole number of points from %3 to %4.</source>
        <extracomment>&quot;none&quot; is a file keyword: keep it in English</extracomment>
        <translation>§11.S %1 : %2 n’est pas autorisé ; le paramètre prend «&#xa0;none&#xa0;» ou un nombre entier de points de %3 à %4.</translation>
    </message>
    <message>
        <source>§11.S &quot;%1&quot; is not a campaign setting.</source>
        <translation>§11.S «&#xa0;%1&#xa0;» n’est pas un paramètre de campagne.</translation>
    </message>
    <message>
        <source>on</source>
        <extracomment>a setting&apos;s state</extracomment>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>a garrison cap: &quot;none&quot; or &quot;1000 points&quot;</extracomment>
        <translation>aucun</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Independent army&apos;s distance from towns</source>
        <translation>Distance entre une armée indépendante et les bourgs</translation>
    </message>
    <message>
        <source>How many areas must lie between a newly placed independent army and the nearest town or city; 0 lets it stand next to one, but never in one.</source>
        <translation>Nombre de zones qui doivent séparer une armée indépendante nouvellement placée du bourg ou de la cité le plus proche ; 0 lui permet de se tenir à côté, mais jamais dedans.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ChaosLands</name>
    <message>
        <source>§7.5 Chaos: direction of the town leaving %1</source>
        <translation>§7.5 Chaos : direction du bourg quittant %1</translation>
    </message>
    <message>
        <source>§7.5 Chaos: does the %1 in %2 move?</source>
        <translation>§7.5 Chaos : déplacement de %1 en %2 ?</translation>
    </message>
    <message>
        <source>§7.5 Chaos land %1: what it gives this year</source>
        <translation>§7.5 Terre du Chaos %1 : ce qu’elle rapporte cette année</translation>
    </message>
    <message>
        <source>§7.5 %1 in chaos land %2: d6 = %3, it stays and gives its population.</source>
        <extracomment>%1 is &quot;Town&quot; or &quot;City&quot;, %2 an area, %3 the d6</extracomment>
        <translation>§7.5 %1 en terre du Chaos %2 : d6 = %3, pas de déplacement ; sa population est comptée.</translation>
    </message>
    <message>
        <source>§7.5 %1 in chaos land %2: d6 = %3 would move it, but no neighbouring land area is free of towns and cities, so it stays (I-62).</source>
        <translation>§7.5 %1 en terre du Chaos %2 : d6 = %3 imposerait un déplacement, mais aucune zone terrestre voisine n’est libre de bourgs et de cités, donc pas de déplacement (I-62).</translation>
    </message>
    <message>
        <source>§7.5 %1 in chaos land %2: d6 = %3, it moves to %4 (direction d6: %5, I-62).</source>
        <extracomment>%4 is the destination area, %5 the direction dice such as &quot;5, 2&quot;</extracomment>
        <translation>§7.5 %1 en terre du Chaos %2 : d6 = %3, déplacement vers %4 (dés de direction : %5, I-62).</translation>
    </message>
    <message>
        <source>§7.5 Chaos land %1: %2</source>
        <translation>§7.5 Terre du Chaos %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::CharacterFate</name>
    <message>
        <source>killed</source>
        <extracomment>a character&apos;s fate after a battle</extracomment>
        <translation>tué</translation>
    </message>
    <message>
        <source>captured</source>
        <extracomment>a character&apos;s fate after a battle</extracomment>
        <translation>capturé</translation>
    </message>
    <message>
        <source>escaped</source>
        <extracomment>a character&apos;s fate after a battle</extracomment>
        <translation>évadé</translation>
    </message>
    <message>
        <source>lost</source>
        <extracomment>a magic item&apos;s fate after a battle</extracomment>
        <translation>perdu</translation>
    </message>
    <message>
        <source>captured by the enemy</source>
        <extracomment>a magic item&apos;s fate after a battle</extracomment>
        <translation>capturé par l’ennemi</translation>
    </message>
    <message>
        <source>back to its owner&apos;s roster</source>
        <extracomment>a magic item&apos;s fate after a battle</extracomment>
        <translation>retour sur la liste d’armée de son propriétaire</translation>
    </message>
    <message>
        <source>Character result: %1</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 is a character&apos;s name</extracomment>
        <translation>Résultat de personnage : %1</translation>
    </message>
    <message>
        <source>Item escape: %1 (carried by %2)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 a magic item, %2 its bearer</extracomment>
        <translation>Évasion d’objet : %1 (porté par %2)</translation>
    </message>
    <message>
        <source>§6.4 character result chart (I-24): rolled %1: %2, which counts as %3 on the winning side (winnersNotCaptured)</source>
        <extracomment>%1 the die, %2 the chart&apos;s word (&quot;captured&quot;), %3 the fate that stands (&quot;escaped&quot;)</extracomment>
        <translation>§6.4 table de résultat des personnages (I-24) : obtenu %1 : %2, ce qui compte comme %3 pour le camp vainqueur (winnersNotCaptured)</translation>
    </message>
    <message>
        <source>§6.4 character result chart (I-24): rolled %1: %2</source>
        <extracomment>%1 the die, %2 the fate (&quot;killed&quot;)</extracomment>
        <translation>§6.4 table de résultat des personnages (I-24) : obtenu %1 : %2</translation>
    </message>
    <message>
        <source>§6.5 item escape table (I-26): rolled %1: %2</source>
        <extracomment>%1 the die, %2 the fate (&quot;captured by the enemy&quot;)</extracomment>
        <translation>§6.5 table de fuite des objets (I-26) : obtenu %1 : %2</translation>
    </message>
    <message>
        <source>§6.5 item escape table (I-26): rolled %1: lost, shuffled back into the magic item deck (lostItemsReshuffled)</source>
        <extracomment>%1 the die</extracomment>
        <translation>§6.5 table de fuite des objets (I-26) : obtenu %1 : perdu, remélangé dans le paquet des objets magiques (lostItemsReshuffled)</translation>
    </message>
    <message>
        <source>§6.5 item escape table (I-26): rolled %1: lost for good (lostItemsReshuffled off)</source>
        <translation>§6.5 table de fuite des objets (I-26) : obtenu %1 : perdu définitivement (lostItemsReshuffled désactivé)</translation>
    </message>
    <message>
        <source>§6.4 character result chart (I-24): rolled %1: captured, but an independent army holds no captives: lost as if killed (§7.7.6)</source>
        <extracomment>%1 the die</extracomment>
        <translation>§6.4 table de résultat des personnages (I-24) : obtenu %1 : capturé, mais une armée indépendante ne fait pas de prisonniers : perdu comme s’il avait été tué (§7.7.6)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::CreatedRace</name>
    <message>
        <source>%1 (no per-1,000 limit, no surcharge)</source>
        <translation>%1 (sans limite par tranche de 1&#xa0;000 points, sans surcoût)</translation>
    </message>
    <message>
        <source>, rounded to %1</source>
        <extracomment>appended to &quot;%1 + 10% = %2&quot;: the price after rounding</extracomment>
        <translation>, arrondi à %1</translation>
    </message>
    <message>
        <source>§1.2 A created race takes exactly %1 unit types; %2 were chosen.</source>
        <translation>§1.2 Une race créée compte exactement %1 types d’unités ; %2 ont été choisis.</translation>
    </message>
    <message>
        <source>§2.4 %1: no army list with that id.</source>
        <translation>§2.4 %1 : aucun livre d’armée avec cet identifiant.</translation>
    </message>
    <message>
        <source>§2.4 %1: the list has no such entry.</source>
        <translation>§2.4 %1 : le livre d’armée ne contient pas cette entrée.</translation>
    </message>
    <message>
        <source>§2.4 %1: the created race already has an entry of that name.</source>
        <translation>§2.4 %1 : la race créée a déjà une entrée de ce nom.</translation>
    </message>
    <message>
        <source>§1.4 A created race needs a general among its characters.</source>
        <translation>§1.4 Une race créée nécessite un général parmi ses personnages.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Engagements</name>
    <message>
        <source>§5.7 %1 all declared alike in %2: nobody opposes them, and as allies they must get down to one army there.</source>
        <translation>§5.7 Déclarations identiques de %1 en %2 : personne ne s’y oppose, et ces alliés doivent se ramener à une seule armée sur place.</translation>
    </message>
    <message>
        <source>§5.7 Option B: %1 outnumber %2 in %3; they must split into two factions, each player secretly joining one.</source>
        <translation>§5.7 Option B : %1 surpassent en nombre %2 en %3 ; ce camp doit se diviser en deux factions, chaque joueur en rejoignant une en secret.</translation>
    </message>
    <message numerus="yes">
        <source>§5.7 Option A: %n army(ies) against %1 in %2: %3 are driven out without a battle and retreat (§6.7).</source>
        <translation>
            <numerusform>§5.7 Option A : %n armée contre %1 en %2 : %3 sont chassées sans bataille et battent en retraite (§6.7).</numerusform>
            <numerusform>§5.7 Option A : %n armées contre %1 en %2 : %3 sont chassées sans bataille et battent en retraite (§6.7).</numerusform>
        </translation>
    </message>
    <message>
        <source>§5.7 The allies %1 must now get down to one army in %2: they agree who retreats, or fight each other this turn.</source>
        <translation>§5.7 Les alliés %1 doivent maintenant se ramener à une seule armée en %2 : ils conviennent de qui se retire, ou s’affrontent ce tour-ci.</translation>
    </message>
    <message>
        <source>§5.3 A %1 in %2 (%3): %4 against %5.</source>
        <translation>§5.3 En %2 (%3), %1 : %4 contre %5.</translation>
    </message>
    <message>
        <source>§5.6 Neither side owns %1: its townsfolk keep both out, and they fight in the countryside.</source>
        <translation>§5.6 Aucun camp ne possède %1 : ses habitants les tiennent tous deux à l’écart, et le combat a lieu en rase campagne.</translation>
    </message>
    <message>
        <source>I-44 %1 is a village, too small for an urban square: an ordinary battle over a building.</source>
        <translation>I-44 %1 est un village, trop petit pour une place urbaine : une bataille ordinaire autour d’un bâtiment.</translation>
    </message>
    <message>
        <source>§5.5 %1 besieges %2 in the %3 of %4: no battle this turn.</source>
        <translation>§5.5 %1 assiège %2 en %4 (%3) : pas de bataille ce tour-ci.</translation>
    </message>
    <message>
        <source>§5.5 A village cannot hold out against a siege: %1 and %2 fight for a building in %3 at once.</source>
        <translation>§5.5 Un village ne peut pas soutenir de siège : %1 et %2 se disputent aussitôt un bâtiment en %3.</translation>
    </message>
    <message>
        <source>§5.3 %1 holds the population centre while others fight outside it.</source>
        <translation>§5.3 %1 tient le centre de population tandis que d’autres combattent à l’extérieur.</translation>
    </message>
    <message>
        <source>§5.7 Option B: the factions are equal, so they fight each other first; the winner is pre-engaged against %1 for next turn.</source>
        <translation>§5.7 Option B : les factions sont égales, elles s’affrontent donc d’abord ; le vainqueur est pré-engagé contre %1 pour le tour suivant.</translation>
    </message>
    <message>
        <source>§5.7 Option B: %1 stay and %2 retreat (§6.7).</source>
        <translation>§5.7 Option B : %1 restent et %2 battent en retraite (§6.7).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Expedition</name>
    <message>
        <source>§2.11 An expedition carries at least %1 units, not %2.</source>
        <translation>§2.11 Une expédition transporte au moins %1 unités, pas %2.</translation>
    </message>
    <message>
        <source>§2.11 %1 units need %1 boats; there are %2.</source>
        <translation>§2.11 %1 unités nécessitent %1 navires ; il y en a %2.</translation>
    </message>
    <message>
        <source>§2.11 2 × (%1 artillery + %2 chariots) + 1 × (%3 infantry + %4 cavalry + %5 monsters) = %6 boats</source>
        <translation>§2.11 2 × (%1 artillerie + %2 chars) + 1 × (%3 infanterie + %4 cavalerie + %5 monstres) = %6 navires</translation>
    </message>
    <message>
        <source>§7.2.1 An expedition sails under exactly one general; none is named.</source>
        <translation>§7.2.1 Une expédition part sous les ordres d’un seul général ; aucun n’est désigné.</translation>
    </message>
    <message>
        <source>§7.2.1 An expedition sails under exactly one general, not %1.</source>
        <translation>§7.2.1 Une expédition part sous les ordres d’un seul général, pas de %1.</translation>
    </message>
    <message>
        <source>§7.2.1 An expedition needs an admiral (2 CP, bought on the roster) to command it at sea; none is named.</source>
        <translation>§7.2.1 Une expédition a besoin d’un amiral (2 CP, acheté sur la liste d’armée) pour la commander en mer ; aucun n’est désigné.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 is not an admiral: the fleet&apos;s commander is an admiral bought for 2 CP.</source>
        <translation>§7.2.1 %1 n’est pas un amiral : le commandant de la flotte est un amiral acheté 2 CP.</translation>
    </message>
    <message>
        <source>§2.3 Admiral %1 costs %2 CP; only %3 CP are left this year.</source>
        <translation>§2.3 L’amiral %1 coûte %2 CP ; il ne reste que %3 CP cette année.</translation>
    </message>
    <message>
        <source>§7.2.1, I-11 %1 cannot sail (status: %2); a general leads one expedition at most.</source>
        <extracomment>%2 the character&apos;s status, &quot;Captured&quot;, &quot;On expedition&quot;</extracomment>
        <translation>§7.2.1, I-11 %1 ne peut pas partir (statut : %2) ; un général mène au plus une expédition.</translation>
    </message>
    <message>
        <source>§2.3 %1 is not on this year&apos;s roster: only characters bought with this year&apos;s CP sail.</source>
        <translation>§2.3 %1 n’est pas sur la liste d’armée de cette année : seuls les personnages achetés avec les CP de cette année partent.</translation>
    </message>
    <message>
        <source>§7.2.1 %1: specials cannot be traded for boats (%2 offered).</source>
        <translation>§7.2.1 %1 : les unités spéciales ne peuvent pas être échangées contre des navires (%2 proposées).</translation>
    </message>
    <message>
        <source>§7.2.1 %1 has %2 units left; the expedition asks for %3 (sailing and traded).</source>
        <translation>§7.2.1 %1 a encore %2 unités ; l’expédition en demande %3 (embarquées et échangées).</translation>
    </message>
    <message>
        <source>%1: a count of units cannot be negative.</source>
        <translation>%1 : un nombre d’unités ne peut pas être négatif.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 is not the nation&apos;s own: an expedition leaves from one of its own ports.</source>
        <translation>§7.2.1 %1 n’appartient pas à la nation : une expédition part de l’un de ses propres ports.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 is not on the coast: an expedition leaves from a coastal town or city.</source>
        <translation>§7.2.1 %1 n’est pas sur la côte : une expédition part d’un bourg ou d’une cité côtière.</translation>
    </message>
    <message>
        <source>§7.2.1 %1 has no town or city: an expedition leaves from a port, a coastal town or city.</source>
        <translation>§7.2.1 %1 n’a ni bourg ni cité : une expédition part d’un port, c’est-à-dire d’un bourg ou d’une cité côtière.</translation>
    </message>
    <message>
        <source>§7.2.1, I-11 %1 leads %2 already: a general leads one army or one expedition.</source>
        <translation>§7.2.1, I-11 %1 mène déjà %2 : un général mène une seule armée ou une seule expédition.</translation>
    </message>
    <message>
        <source>§7.2.7 The sea people sail without boats: %1 trades no units (%2 given).</source>
        <translation>§7.2.7 Le peuple de la mer navigue sans navires : %1 n’échange aucune unité (%2 indiquées).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Experience</name>
    <message>
        <source>won</source>
        <extracomment>fills %1 of &quot;%1 with %2 VP&quot;: the battle was won or lost</extracomment>
        <translation>victoire</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>défaite</translation>
    </message>
    <message>
        <source>§2.15 %1 with %2 VP: %2 / %3 = %4 XP</source>
        <extracomment>%1 is &quot;won&quot; or &quot;lost&quot;; VP are victory points, XP experience points</extracomment>
        <translation>§2.15 %1 avec %2 PV : %2 / %3 = %4 PX</translation>
    </message>
    <message>
        <source>restore a lost infantry unit</source>
        <translation>rétablir une unité d’infanterie perdue</translation>
    </message>
    <message>
        <source>restore a lost cavalry unit</source>
        <translation>rétablir une unité de cavalerie perdue</translation>
    </message>
    <message>
        <source>restore a lost machine (artillery) unit</source>
        <translation>rétablir une unité de machines (artillerie) perdue</translation>
    </message>
    <message>
        <source>restore a lost monster unit</source>
        <translation>rétablir une unité de monstres perdue</translation>
    </message>
    <message>
        <source>restore a lost chariot unit</source>
        <translation>rétablir une unité de chars perdue</translation>
    </message>
    <message>
        <source>restore a lost special unit</source>
        <translation>rétablir une unité spéciale perdue</translation>
    </message>
    <message>
        <source>one battle-honour roll</source>
        <translation>un jet d’honneurs de bataille</translation>
    </message>
    <message>
        <source>a random scenario against the next opponent</source>
        <translation>un scénario aléatoire contre le prochain adversaire</translation>
    </message>
    <message>
        <source>draw a new magic item</source>
        <translation>piocher un nouvel objet magique</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Explanations</name>
    <message>
        <source>§2.2 The units would cost %1 points, over the %2 army points by %3.</source>
        <translation>§2.2 Les unités coûteraient %1 points, soit %3 de plus que les %2 points d’armée.</translation>
    </message>
    <message>
        <source>§2.3 The characters would take %1 character points of the %2 available, %3 too many (captives and the dead of this year still count).</source>
        <translation>§2.3 Les personnages prendraient %1 des %2 points de personnage disponibles, %3 de trop (les captifs et les morts de cette année comptent toujours).</translation>
    </message>
    <message>
        <source>§1.4 In year 1 a nation has a single general; this would make %1.</source>
        <translation>§1.4 En année 1, une nation n’a qu’un seul général ; cela en ferait %1.</translation>
    </message>
    <message>
        <source>I-16 %1 army points are still unspent, enough for another unit (the cheapest costs %2); points left at the end of the New Year are lost.</source>
        <translation>I-16 %1 points d’armée ne sont pas encore dépensés, assez pour une unité de plus (la moins chère coûte %2) ; les points restants à la fin du Nouvel An sont perdus.</translation>
    </message>
    <message>
        <source>§1.2 Nation %1 is not on the map.</source>
        <translation>§1.2 La nation %1 n’est pas sur la carte.</translation>
    </message>
    <message>
        <source>§1.3 Area %1 is not a land area of the map.</source>
        <translation>§1.3 La zone %1 n’est pas une zone terrestre de la carte.</translation>
    </message>
    <message>
        <source>§4.9 %1 is uncontrolled: an army starts in one of its nation&apos;s own areas.</source>
        <translation>§4.9 %1 n’est pas contrôlée : une armée commence dans l’une des zones de sa propre nation.</translation>
    </message>
    <message>
        <source>§4.9 %1 is held by %2: an army starts in one of its nation&apos;s own areas.</source>
        <translation>§4.9 %1 est tenue par %2 : une armée commence dans l’une des zones de sa propre nation.</translation>
    </message>
    <message>
        <source>§4.9 %1 has neither a town nor a city, nor a POI whose card lets armies muster there.</source>
        <translation>§4.9 %1 n’a ni bourg, ni cité, ni point d’intérêt dont la carte permet d’y rassembler des armées.</translation>
    </message>
    <message>
        <source>§1.5 %1 is not a character on this year&apos;s roster of the nation; an army needs one of its generals.</source>
        <translation>§1.5 %1 n’est pas un personnage de la liste d’armée de la nation pour cette année ; une armée a besoin de l’un de ses généraux.</translation>
    </message>
    <message>
        <source>§1.4 %1 is a %2, and only a general leads an army.</source>
        <translation>§1.4 %1 est de type %2, et seul un général mène une armée.</translation>
    </message>
    <message>
        <source>§1.4 %1 is a captive and cannot lead an army.</source>
        <translation>§1.4 %1 est captif et ne peut pas mener d’armée.</translation>
    </message>
    <message>
        <source>§1.4 %1 is dead and cannot lead an army.</source>
        <translation>§1.4 %1 est mort et ne peut pas mener d’armée.</translation>
    </message>
    <message>
        <source>I-11 %1 leads an expedition this year, not an army.</source>
        <translation>I-11 %1 mène une expédition cette année, pas une armée.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 is away as an envoy and cannot lead an army.</source>
        <translation>§7.2.7 %1 est absent en tant qu’émissaire et ne peut pas mener d’armée.</translation>
    </message>
    <message>
        <source>§1.5 %1 already leads %2; a general leads one army.</source>
        <translation>§1.5 %1 mène déjà %2 ; un général mène une seule armée.</translation>
    </message>
    <message>
        <source>S-6 In year 1 a nation has one general and so at most %1 army; this would be army number %2.</source>
        <translation>S-6 En année 1, une nation a un seul général et donc au plus %1 armée ; ce serait l’armée numéro %2.</translation>
    </message>
    <message>
        <source>NY-7 The nation has %1 general(s) free to lead armies; %2 armies would be too many.</source>
        <translation>NY-7 La nation a %1 général(aux) libre(s) pour mener des armées ; %2 armées seraient trop.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::GeneralReplacement</name>
    <message>
        <source>a hero who fought in that battle</source>
        <translation>un héros ayant combattu dans cette bataille</translation>
    </message>
    <message>
        <source>a hero from the national roster</source>
        <translation>un héros de la liste d’armée nationale</translation>
    </message>
    <message>
        <source>a royal nephew, a +1 stand-in until the New Year (I-21)</source>
        <translation>un neveu royal, remplaçant à +1 jusqu’au Nouvel An (I-21)</translation>
    </message>
    <message>
        <source>§6.6 no hero is left, so the successor is %1</source>
        <translation>§6.6 il ne reste aucun héros, le successeur est donc %1</translation>
    </message>
    <message>
        <source>§6.6 the successor must be %1: %2</source>
        <extracomment>%1 the level (&quot;a hero who fought in that battle&quot;), %2 the heroes&apos; names</extracomment>
        <translation>§6.6 le successeur doit être %1 : %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::IndependentArmies</name>
    <message>
        <source>§7.7.6 %1 is not an area of the map.</source>
        <translation>§7.7.6 %1 n’est pas une zone de la carte.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is not a land area: an independent army is placed on land.</source>
        <translation>§7.7.6 %1 n’est pas une zone terrestre : une armée indépendante se place sur terre.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 holds the army %2: an independent army is placed in an area without armies.</source>
        <translation>§7.7.6 %1 contient l’armée %2 : une armée indépendante se place dans une zone sans armée.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 already holds an independent army.</source>
        <translation>§7.7.6 %1 contient déjà une armée indépendante.</translation>
    </message>
    <message>
        <source>§4.1 The %1 army has already moved this turn (from %2).</source>
        <translation>§4.1 L’armée des %1 s’est déjà déplacée ce tour-ci (depuis %2).</translation>
    </message>
    <message>
        <source>§4.1 %1 is not next to %2: the %3 army moves one area a turn.</source>
        <translation>§4.1 %1 n’est pas à côté de %2 : l’armée des %3 se déplace d’une zone par tour.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is not a land area: the %2 army marches on land.</source>
        <translation>§7.7.6 %1 n’est pas une zone terrestre : l’armée des %2 marche sur terre.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 holds another independent army.</source>
        <translation>§7.7.6 %1 contient une autre armée indépendante.</translation>
    </message>
    <message>
        <source>I-76 The pushing army came in from %1: the %2 army steps to the area on the opposite side, %3.</source>
        <translation>I-76 L’armée qui la repousse est venue de %1 : l’armée des %2 recule dans la zone du côté opposé, %3.</translation>
    </message>
    <message>
        <source>I-76 The %1 army steps to a neighbour farthest from %2, where the pushing army came from.</source>
        <translation>I-76 L’armée des %1 recule vers une zone voisine parmi les plus éloignées de %2, d’où venait l’armée qui la repousse.</translation>
    </message>
    <message>
        <source>I-76 The %1 army walked into the army that pushes it: it goes back to %2, where it came from.</source>
        <translation>I-76 L’armée des %1 est tombée sur l’armée qui la repousse : elle retourne en %2, d’où elle venait.</translation>
    </message>
    <message>
        <source>I-76 Neither army moved this turn: every neighbour of %1 is as far from the pushing army, the referee picks.</source>
        <translation>I-76 Aucune des deux armées ne s’est déplacée ce tour-ci : toutes les zones voisines de %1 sont aussi éloignées de l’armée qui la repousse, l’arbitre choisit.</translation>
    </message>
    <message>
        <source>I-76 The %1 army cannot retreat to %2; it goes to %3.</source>
        <translation>I-76 L’armée des %1 ne peut pas reculer en %2 ; elle va en %3.</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>I-76 Several areas are as far: %1 is taken (land first, then the lowest number); the referee may name another.</source>
        <translation>I-76 Plusieurs zones sont aussi éloignées : %1 est retenue (la terre d’abord, puis le plus petit numéro) ; l’arbitre peut en désigner une autre.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is sea or off the map: the %2 army is driven into the sea and destroyed; the race goes back to box 0.</source>
        <translation>§7.7.6 %1 est en mer ou hors de la carte : l’armée des %2 est repoussée dans la mer et détruite ; la race revient en case 0.</translation>
    </message>
    <message>
        <source>I-55 The %1 army fought a battle in %2: its count starts again from 0.</source>
        <translation>I-55 L’armée des %1 a livré une bataille en %2 : son décompte repart de 0.</translation>
    </message>
    <message>
        <source>I-55 The %1 army fought a battle in %2: this turn does not count (%3 of %4 turns held).</source>
        <translation>I-55 L’armée des %1 a livré une bataille en %2 : ce tour ne compte pas (%3 tours tenus sur %4).</translation>
    </message>
    <message>
        <source>I-55 The %1 army arrived in %2 this turn: its hold counts from next turn.</source>
        <translation>I-55 L’armée des %1 est arrivée en %2 ce tour-ci : son occupation compte à partir du tour suivant.</translation>
    </message>
    <message>
        <source>§7.7.6 The %1 army has held %2 for %3 of the %4 turn(s) needed.</source>
        <translation>§7.7.6 L’armée des %1 a tenu %2 pendant %3 tour(s) sur les %4 nécessaires.</translation>
    </message>
    <message numerus="yes">
        <source>§7.7.6 The %1 army has held %2 for %n turn(s): the area leaves %3 and becomes uncontrolled.</source>
        <translation>
            <numerusform>§7.7.6 L’armée des %1 a tenu %2 pendant %n tour : la zone échappe à %3 et devient non contrôlée.</numerusform>
            <numerusform>§7.7.6 L’armée des %1 a tenu %2 pendant %n tours : la zone échappe à %3 et devient non contrôlée.</numerusform>
        </translation>
    </message>
    <message>
        <source>§7.7.6 %1 has a population centre (%2): an independent army stays away from towns and cities.</source>
        <extracomment>%1 the area, %2 &quot;Town&quot; or &quot;City&quot;</extracomment>
        <translation>§7.7.6 %1 abrite un centre de population (%2) : une armée indépendante se tient à l’écart des bourgs et des cités.</translation>
    </message>
    <message>
        <source>§7.7.6 %1 is %2 area(s) from %4 (%3); the campaign wants at least %5 area(s) between an independent army and any town or city (independentPlacementGap).</source>
        <extracomment>%1 the area, %2 areas between, %3 &quot;Town&quot; or &quot;City&quot;, %4 its area, %5 the setting&apos;s value</extracomment>
        <translation>§7.7.6 %1 est à %2 zone(s) de %4 (%3) ; la campagne exige au moins %5 zone(s) entre une armée indépendante et tout bourg ou cité (independentPlacementGap).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::JsonFields</name>
    <message>
        <source>is missing</source>
        <translation>est manquant</translation>
    </message>
    <message>
        <source>must be a non-empty text</source>
        <translation>doit être un texte non vide</translation>
    </message>
    <message>
        <source>must be a positive whole number</source>
        <translation>doit être un nombre entier positif</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more</source>
        <translation>doit être un nombre entier, 0 ou plus</translation>
    </message>
    <message>
        <source>must be a whole number from %1</source>
        <translation>doit être un nombre entier à partir de %1</translation>
    </message>
    <message>
        <source> up to %1</source>
        <extracomment>appended to &quot;must be a ... whole number ...&quot; to give the largest value allowed</extracomment>
        <translation> jusqu’à %1</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>doit valoir true ou false</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>doit être une liste</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>not valid JSON at character %1: %2</source>
        <translation>JSON non valide au caractère %1 : %2</translation>
    </message>
    <message>
        <source>the file must hold one JSON object</source>
        <translation>le fichier doit contenir un seul objet JSON</translation>
    </message>
    <message>
        <source>must be &quot;%1&quot;</source>
        <extracomment>%1 is a file format name, a keyword</extracomment>
        <translation>doit valoir «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>version %1 is newer than this Herald reads (1)</source>
        <translation>la version %1 est plus récente que celle que lit ce Herald (1)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Keys</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>the end of a list of accepted file keywords: &quot;a, b or c&quot;</extracomment>
        <translation>%1 ou %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Landing</name>
    <message>
        <source>I-10 A fleet comes ashore on a land area of the map.</source>
        <translation>I-10 Une flotte débarque sur une zone terrestre de la carte.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 is not on the coast: the fleet lands on a coastal area.</source>
        <translation>§7.2.5 %1 n’est pas sur la côte : la flotte débarque sur une zone côtière.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 is not on %2, the landmass declared on sailing.</source>
        <translation>§7.2.5 %1 n’est pas sur %2, la masse continentale déclarée au départ.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 is on %2, the declared landmass: a new island is another landmass, drawn on the map first.</source>
        <translation>§7.2.5 %1 est sur %2, la masse continentale déclarée : une nouvelle île est une autre masse continentale, à dessiner d’abord sur la carte.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 is not on %2: the escorted fleet comes ashore on the landmass it left.</source>
        <translation>§7.2.7 %1 n’est pas sur %2 : la flotte escortée débarque sur la masse continentale qu’elle a quittée.</translation>
    </message>
    <message>
        <source>I-10 %1 holds another player&apos;s army (%2): the fleet lands elsewhere.</source>
        <translation>I-10 %1 contient l’armée d’un autre joueur (%2) : la flotte débarque ailleurs.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 holds an army (%2): the escorted fleet comes ashore in an area free of armies.</source>
        <translation>§7.2.7 %1 contient une armée (%2) : la flotte escortée débarque dans une zone libre d’armées.</translation>
    </message>
    <message>
        <source>I-10 %1 holds a population centre (%2): fleets land only where there is no town and no city.</source>
        <extracomment>%2 &quot;Town&quot; or &quot;City&quot;</extracomment>
        <translation>I-10 %1 contient un centre de population (%2) : les flottes ne débarquent que là où il n’y a ni bourg ni cité.</translation>
    </message>
    <message>
        <source>NY-5, I-9 %1 is still at sea: it dissolves; its units and characters (with their items) rejoin the national roster, its boats and admiral are gone.</source>
        <translation>NY-5, I-9 %1 est toujours en mer : elle est dissoute ; ses unités et ses personnages (avec leurs objets) rejoignent la liste d’armée nationale, ses navires et son amiral disparaissent.</translation>
    </message>
    <message>
        <source>NY-5, I-9 %1 is still at sea: it is lost with every unit and character aboard (setting unsuccessfulExpeditionFate lostAtSea).</source>
        <translation>NY-5, I-9 %1 est toujours en mer : elle est perdue avec toutes les unités et tous les personnages à bord (paramètre unsuccessfulExpeditionFate lostAtSea).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::LastStand</name>
    <message>
        <source>The town may stand in any of these areas: %1</source>
        <translation>Le bourg peut se trouver dans l’une de ces zones : %1</translation>
    </message>
    <message>
        <source>The city to reduce is one of: %1</source>
        <translation>La cité à réduire est l’une des suivantes : %1</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::LesserRaces</name>
    <message>
        <source>§7.7.4 %1 drew: they stay in %2 (the default for a draw)</source>
        <extracomment>%1 a lesser race, %2 its track box</extracomment>
        <translation>§7.7.4 %1 : match nul ; ils restent en %2 (par défaut en cas de match nul)</translation>
    </message>
    <message>
        <source>%1 gains an affiliation marker (%2 → %3)</source>
        <extracomment>%1 a nation, %2 its affiliation markers before, %3 after</extracomment>
        <translation>%1 gagne un marqueur d’affiliation (%2 → %3)</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 won from box 3: they become independent, their army placed on the map by %2; %3</source>
        <extracomment>%1 a lesser race, %2 the nation that commanded it and places its army, %3 markers</extracomment>
        <translation>§7.7.4 I-73 %1 ont gagné depuis la case 3 : ils deviennent indépendants, leur armée est placée sur la carte par %2 ; %3</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 won: %2 → %3; %4</source>
        <extracomment>%1 a lesser race, %2 and %3 track boxes, %4 the marker sentence</extracomment>
        <translation>§7.7.4 I-73 %1 ont gagné : %2 → %3 ; %4</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 lost in box 0: they cannot drop lower</source>
        <extracomment>%1 a lesser race</extracomment>
        <translation>§7.7.4 I-73 %1 ont perdu en case 0 : ils ne peuvent pas descendre plus bas</translation>
    </message>
    <message>
        <source>§7.7.4 I-73 %1 lost: %2 → %3; %4</source>
        <extracomment>%1 a lesser race, %2 and %3 track boxes, %4 what happened to the markers</extracomment>
        <translation>§7.7.4 I-73 %1 ont perdu : %2 → %3 ; %4</translation>
    </message>
    <message>
        <source>clearMarkersOnReset removes their affiliation markers</source>
        <translation>clearMarkersOnReset retire leurs marqueurs d’affiliation</translation>
    </message>
    <message>
        <source>their affiliation markers stay (I-74)</source>
        <translation>leurs marqueurs d’affiliation restent (I-74)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::MapFormat</name>
    <message>
        <source>only &quot;odd-q&quot; (flat-topped, even printed columns half a hex lower) is supported</source>
        <translation>seul «&#xa0;odd-q&#xa0;» (hexagones à sommet plat, colonnes paires imprimées un demi-hexagone plus bas) est pris en charge</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>doit être un objet</translation>
    </message>
    <message>
        <source>use letters, digits, &apos;-&apos; and &apos;_&apos; only</source>
        <translation>utiliser uniquement des lettres, des chiffres, «&#xa0;-&#xa0;» et «&#xa0;_&#xa0;»</translation>
    </message>
    <message>
        <source>another %1 or nation already uses &apos;%2&apos;</source>
        <extracomment>%1 is &quot;landmass&quot; or &quot;nation&quot;, a file keyword</extracomment>
        <translation>«&#xa0;%2&#xa0;» est déjà utilisé par un autre %1 ou une autre nation</translation>
    </message>
    <message>
        <source>must be &quot;#rrggbb&quot;</source>
        <translation>doit être de la forme «&#xa0;#rrggbb&#xa0;»</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a hex number &quot;XXYY&quot;</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un numéro d’hexagone «&#xa0;XXYY&#xa0;»</translation>
    </message>
    <message>
        <source>%1 lies outside the %2 × %3 layout</source>
        <translation>%1 se trouve hors de la grille de %2 × %3</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <translation>%1 figure deux fois</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2 or chaos</source>
        <extracomment>%2 lists file keywords and &quot;chaos&quot; is one too: keep them in English</extracomment>
        <translation>«&#xa0;%1&#xa0;» ne fait pas partie de %2 et n’est pas chaos</translation>
    </message>
    <message>
        <source>a sea area belongs to no landmass</source>
        <translation>une zone maritime n’appartient à aucune masse continentale</translation>
    </message>
    <message>
        <source>a sea area has no population centre</source>
        <translation>une zone maritime n’a pas de centre de population</translation>
    </message>
    <message>
        <source>a sea area is never owned</source>
        <translation>une zone maritime n’est jamais possédée</translation>
    </message>
    <message>
        <source>only land can be chaos land</source>
        <translation>seule la terre peut être terre du Chaos</translation>
    </message>
    <message>
        <source>every land area has a population centre (village, town or city)</source>
        <translation>toute zone terrestre a un centre de population (village, bourg ou cité)</translation>
    </message>
    <message>
        <source>is missing (every land area is on one)</source>
        <translation>est manquant (toute zone terrestre appartient à une masse continentale)</translation>
    </message>
    <message>
        <source>no landmass &apos;%1&apos;</source>
        <translation>aucune masse continentale «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>no nation &apos;%1&apos;</source>
        <translation>aucune nation «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>give a card or a crossing, or leave the poi out</source>
        <extracomment>&quot;poi&quot; is a file keyword (a point of interest): keep it in English</extracomment>
        <translation>indiquer une carte ou un passage, ou omettre le poi</translation>
    </message>
    <message>
        <source>: no area %1</source>
        <extracomment>appended to a file path such as nations[0] &apos;Empire&apos;.capital; %1 is a hex number</extracomment>
        <translation>: aucune zone %1</translation>
    </message>
    <message>
        <source>: area %1 is not owned by this nation</source>
        <extracomment>appended to a file path such as nations[0] &apos;Empire&apos;.capital; %1 is a hex number</extracomment>
        <translation>: la zone %1 n’est pas possédée par cette nation</translation>
    </message>
    <message>
        <source>must be two hex numbers, [&quot;0304&quot;, &quot;0305&quot;]</source>
        <translation>doit indiquer deux numéros d’hexagones, [&quot;0304&quot;, &quot;0305&quot;]</translation>
    </message>
    <message>
        <source>%1/%2: both hexes must be areas of the map</source>
        <translation>%1/%2 : les deux hexagones doivent être des zones de la carte</translation>
    </message>
    <message>
        <source>%1 and %2 are not neighbours</source>
        <translation>%1 et %2 ne sont pas voisins</translation>
    </message>
    <message>
        <source>%1: a river needs land on one side at least</source>
        <translation>%1 : un fleuve nécessite de la terre d’au moins un côté</translation>
    </message>
    <message>
        <source>a crossing needs a barrier to cross</source>
        <translation>un passage nécessite un obstacle à franchir</translation>
    </message>
    <message>
        <source>neither %1 nor %2 has a %3 POI (I-52)</source>
        <translation>ni %1 ni %2 n’a de point d’intérêt %3 (I-52)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Mobs</name>
    <message>
        <source>§2.6 %1 mob unit(s) (%2 points); at most %3</source>
        <translation>§2.6 %1 unité(s) de levée (%2 points) ; au plus %3</translation>
    </message>
    <message>
        <source> (PT %1, %2 already used this year)</source>
        <translation> (PT %1, %2 déjà utilisé(s) cette année)</translation>
    </message>
    <message>
        <source>: too many</source>
        <extracomment>appended to the mob check explanation: more mob units than allowed</extracomment>
        <translation>: trop nombreuses</translation>
    </message>
    <message>
        <source>: allowed</source>
        <extracomment>appended to the mob check explanation</extracomment>
        <translation>: autorisé</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::MoveResolution</name>
    <message>
        <source>§4.1 The order of %1 no longer stands, so it holds: %2</source>
        <translation>§4.1 L’ordre de %1 n’est plus valable, elle reste donc sur place : %2</translation>
    </message>
    <message>
        <source>%1 (%2 crossing into %3)</source>
        <translation>%1 (passage par %2 vers %3)</translation>
    </message>
    <message numerus="yes">
        <source>§4.4 %1 is still held up: %n more turn(s) before it moves on.</source>
        <translation>
            <numerusform>§4.4 %1 est encore retenue : encore %n tour avant de repartir.</numerusform>
            <numerusform>§4.4 %1 est encore retenue : encore %n tours avant de repartir.</numerusform>
        </translation>
    </message>
    <message>
        <source>I-50 %1 has waited out its delay and completes its move into %2 without a new check.</source>
        <translation>I-50 %1 a attendu la fin de son retard et achève son mouvement vers %2 sans nouveau test.</translation>
    </message>
    <message>
        <source>§4.8 %1 tries to leave %2, but %3 (at its %4) stops it: they fight there before the move.</source>
        <translation>§4.8 %1 tente de quitter %2, mais %3 (position : %4) l’en empêche : la bataille a lieu sur place avant le mouvement.</translation>
    </message>
    <message>
        <source>§5.4 %1 (from %2) and %3 (from %4) try to swap places and meet in the countryside between.</source>
        <translation>§5.4 %1 (depuis %2) et %3 (depuis %4) tentent d’échanger leurs places et se rencontrent en rase campagne entre les deux.</translation>
    </message>
    <message>
        <source>§4.1 %1 moves from %2 to %3 and stands at its %4.</source>
        <translation>§4.1 %1 se déplace de %2 vers %3 et s’y place (%4).</translation>
    </message>
    <message>
        <source>§4.3 Two armies of one nation ended the move in %1: %2 goes back to %3, where it started the turn.</source>
        <translation>§4.3 Deux armées d’une même nation ont terminé leur mouvement en %1 : %2 retourne en %3, où elle a commencé le tour.</translation>
    </message>
    <message>
        <source>§5.5 %1 has marched away: the siege of %2 is over.</source>
        <translation>§5.5 %1 s’est éloignée : le siège de %2 est terminé.</translation>
    </message>
    <message>
        <source>§4.4 An enemy has reached %1 in %2: its delay is cancelled, and next turn it must check again or take new orders.</source>
        <translation>§4.4 Un ennemi a atteint %1 en %2 : son retard est annulé, et au prochain tour elle doit refaire un test ou recevoir de nouveaux ordres.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Movement</name>
    <message>
        <source>§2.9 %1 area(s) from the nearest own town or city: orders for the next %2 turn(s)</source>
        <translation>§2.9 %1 zone(s) jusqu’au bourg ou à la cité le plus proche de la nation : ordres pour le(s) %2 tour(s) suivant(s)</translation>
    </message>
    <message>
        <source>§4.4 picked %1, rolled %2</source>
        <translation>§4.4 choisi %1, obtenu %2</translation>
    </message>
    <message>
        <source> (natural habitat: used %1)</source>
        <extracomment>appended to &quot;picked %1, rolled %2&quot;: the value used after the habitat adjustment</extracomment>
        <translation> (habitat naturel : %1 retenu)</translation>
    </message>
    <message>
        <source>: crosses without delay or loss</source>
        <extracomment>appended to the terrain check explanation</extracomment>
        <translation>: franchit sans retard ni perte</translation>
    </message>
    <message>
        <source>: held up %1 turn(s), then moves on without a new check</source>
        <translation>: retenue %1 tour(s), puis repart sans nouveau test</translation>
    </message>
    <message>
        <source>Terrain delay check: %1 (picked %2)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 is an army name</extracomment>
        <translation>Test de retard dû au terrain : %1 (choisi %2)</translation>
    </message>
    <message>
        <source>: %1 unit(s) lost, for their owner to strike from the roster (terrain strike, I-49); the army crosses</source>
        <translation>: %1 unité(s) perdue(s), que leur propriétaire doit rayer de la liste (terrain strike, I-49) ; l’armée passe</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::MovementOrder</name>
    <message>
        <source>§4.1 Movement order: the nation to move in place %1</source>
        <extracomment>why a die is rolled, shown in the dice log</extracomment>
        <translation>§4.1 Ordre de mouvement : la nation qui se déplace en position %1</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Names</name>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Héros</translation>
    </message>
    <message>
        <source>Wizard</source>
        <translation>Sorcier</translation>
    </message>
    <message>
        <source>Minor character</source>
        <translation>Personnage mineur</translation>
    </message>
    <message>
        <source>Admiral</source>
        <translation>Amiral</translation>
    </message>
    <message>
        <source>Royal nephew</source>
        <translation>Neveu royal</translation>
    </message>
    <message>
        <source>Plains</source>
        <translation>Plaines</translation>
    </message>
    <message>
        <source>Forest</source>
        <translation>Forêt</translation>
    </message>
    <message>
        <source>Hills</source>
        <translation>Collines</translation>
    </message>
    <message>
        <source>Mountains</source>
        <translation>Montagnes</translation>
    </message>
    <message>
        <source>Swamp</source>
        <translation>Marais</translation>
    </message>
    <message>
        <source>Desert</source>
        <translation>Désert</translation>
    </message>
    <message>
        <source>Great Forest</source>
        <translation>Grande forêt</translation>
    </message>
    <message>
        <source>Sea</source>
        <translation>Mer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>—</translation>
    </message>
    <message>
        <source>village</source>
        <translation>village</translation>
    </message>
    <message>
        <source>town</source>
        <translation>bourg</translation>
    </message>
    <message>
        <source>city</source>
        <translation>cité</translation>
    </message>
    <message>
        <source>no barrier</source>
        <translation>pas d’obstacle</translation>
    </message>
    <message>
        <source>mountains</source>
        <translation>montagnes</translation>
    </message>
    <message>
        <source>swamp</source>
        <translation>marais</translation>
    </message>
    <message>
        <source>great forest</source>
        <translation>grande forêt</translation>
    </message>
    <message>
        <source>major river</source>
        <translation>grand fleuve</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>col</translation>
    </message>
    <message>
        <source>river crossing</source>
        <translation>passage de fleuve</translation>
    </message>
    <message>
        <source>Infantry</source>
        <translation>Infanterie</translation>
    </message>
    <message>
        <source>Cavalry</source>
        <translation>Cavalerie</translation>
    </message>
    <message>
        <source>Chariots</source>
        <translation>Chars</translation>
    </message>
    <message>
        <source>Monsters</source>
        <translation>Monstres</translation>
    </message>
    <message>
        <source>Artillery</source>
        <translation>Artillerie</translation>
    </message>
    <message>
        <source>Specials</source>
        <translation>Unités spéciales</translation>
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
        <translation>retour au pays</translation>
    </message>
    <message>
        <source>lost at sea</source>
        <translation>perdus en mer</translation>
    </message>
    <message>
        <source>per line</source>
        <translation>par ligne</translation>
    </message>
    <message>
        <source>per category</source>
        <translation>par catégorie</translation>
    </message>
    <message>
        <source>per battle</source>
        <translation>par bataille</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>par année</translation>
    </message>
    <message>
        <source>general</source>
        <translation>général</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>héros</translation>
    </message>
    <message>
        <source>round half up</source>
        <translation>arrondi au plus proche</translation>
    </message>
    <message>
        <source>fractions kept</source>
        <translation>fractions conservées</translation>
    </message>
    <message>
        <source>round up</source>
        <translation>arrondi supérieur</translation>
    </message>
    <message>
        <source>3 stands</source>
        <translation>3 socles</translation>
    </message>
    <message>
        <source>actual stands</source>
        <translation>socles réels</translation>
    </message>
    <message>
        <source>independent</source>
        <translation>indépendant</translation>
    </message>
    <message>
        <source>shared</source>
        <translation>partagé</translation>
    </message>
    <message>
        <source>option A</source>
        <translation>option A</translation>
    </message>
    <message>
        <source>option B</source>
        <translation>option B</translation>
    </message>
    <message>
        <source>all battles</source>
        <translation>toutes les batailles</translation>
    </message>
    <message>
        <source>assaults only</source>
        <translation>assauts seulement</translation>
    </message>
    <message>
        <source>simultaneous</source>
        <translation>simultané</translation>
    </message>
    <message>
        <source>random order</source>
        <translation>ordre aléatoire</translation>
    </message>
    <message>
        <source>reset</source>
        <translation>remise à zéro</translation>
    </message>
    <message>
        <source>pause</source>
        <translation>pause</translation>
    </message>
    <message>
        <source>produce, then remove</source>
        <translation>produire, puis retirer</translation>
    </message>
    <message>
        <source>remove, then produce</source>
        <translation>retirer, puis produire</translation>
    </message>
    <message>
        <source>downgrade</source>
        <translation>réduire</translation>
    </message>
    <message>
        <source>remove</source>
        <translation>retirer</translation>
    </message>
    <message>
        <source>placing player</source>
        <translation>joueur qui l’a placée</translation>
    </message>
    <message>
        <source>most markers</source>
        <translation>le plus de marqueurs</translation>
    </message>
    <message>
        <source>referee</source>
        <translation>arbitre</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>Races</translation>
    </message>
    <message>
        <source>Magic items</source>
        <translation>Objets magiques</translation>
    </message>
    <message>
        <source>Points of interest</source>
        <translation>Points d’intérêt</translation>
    </message>
    <message>
        <source>Lesser races</source>
        <translation>Races mineures</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Remove old armies</source>
        <translation>Retrait des anciennes armées</translation>
    </message>
    <message>
        <source>Ransom characters</source>
        <translation>Rachat des personnages</translation>
    </message>
    <message>
        <source>Pre-tally adjustments</source>
        <translation>Ajustements avant le bilan</translation>
    </message>
    <message>
        <source>Tally population</source>
        <translation>Bilan de population</translation>
    </message>
    <message>
        <source>Produce and remove centres</source>
        <translation>Production et retrait des centres</translation>
    </message>
    <message>
        <source>Remove unsuccessful expeditions</source>
        <translation>Retrait des expéditions échouées</translation>
    </message>
    <message>
        <source>Fill out rosters</source>
        <translation>Remplissage des listes d’armée</translation>
    </message>
    <message>
        <source>Place armies</source>
        <translation>Placement des armées</translation>
    </message>
    <message>
        <source>Start of turn</source>
        <translation>Début du tour</translation>
    </message>
    <message>
        <source>Write orders</source>
        <translation>Rédaction des ordres</translation>
    </message>
    <message>
        <source>Reveal orders</source>
        <translation>Révélation des ordres</translation>
    </message>
    <message>
        <source>Terrain delays</source>
        <translation>Retards dus au terrain</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Mouvement</translation>
    </message>
    <message>
        <source>Resolve combats</source>
        <translation>Résolution des combats</translation>
    </message>
    <message>
        <source>Resolve retreats</source>
        <translation>Résolution des retraites</translation>
    </message>
    <message>
        <source>Update map</source>
        <translation>Mise à jour de la carte</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Passage au tour suivant</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>bataille</translation>
    </message>
    <message>
        <source>POI battle</source>
        <translation>bataille de point d’intérêt</translation>
    </message>
    <message>
        <source>village battle</source>
        <translation>bataille de village</translation>
    </message>
    <message>
        <source>assault</source>
        <translation>assaut</translation>
    </message>
    <message>
        <source>swap battle</source>
        <translation>bataille de croisement</translation>
    </message>
    <message>
        <source>move</source>
        <translation>mouvement</translation>
    </message>
    <message>
        <source>hold</source>
        <translation>maintien</translation>
    </message>
    <message>
        <source>interdict</source>
        <translation>interdiction</translation>
    </message>
    <message>
        <source>siege</source>
        <translation>siège</translation>
    </message>
    <message>
        <source>sally forth</source>
        <translation>sortie</translation>
    </message>
    <message>
        <source>go to sea</source>
        <translation>départ en mer</translation>
    </message>
    <message>
        <source>countryside</source>
        <translation>rase campagne</translation>
    </message>
    <message>
        <source>population centre</source>
        <translation>centre de population</translation>
    </message>
    <message>
        <source>point of interest</source>
        <translation>point d’intérêt</translation>
    </message>
    <message>
        <source>Active</source>
        <translation>Actif</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>Capturé</translation>
    </message>
    <message>
        <source>Killed</source>
        <translation>Tué</translation>
    </message>
    <message>
        <source>On expedition</source>
        <translation>En expédition</translation>
    </message>
    <message>
        <source>Envoy</source>
        <translation>Émissaire</translation>
    </message>
    <message>
        <source>box 0</source>
        <translation>case 0</translation>
    </message>
    <message>
        <source>box 1</source>
        <translation>case 1</translation>
    </message>
    <message>
        <source>box 2</source>
        <translation>case 2</translation>
    </message>
    <message>
        <source>box 3</source>
        <translation>case 3</translation>
    </message>
    <message>
        <source>Independent</source>
        <translation>Indépendant</translation>
    </message>
    <message>
        <source>A: lead a lesser race</source>
        <translation>A : mener une race mineure</translation>
    </message>
    <message>
        <source>B: own army against the lesser races</source>
        <translation>B : sa propre armée contre les races mineures</translation>
    </message>
    <message>
        <source>C: pass</source>
        <translation>C : passer</translation>
    </message>
    <message>
        <source>Destination reached</source>
        <translation>Destination atteinte</translation>
    </message>
    <message>
        <source>New island</source>
        <translation>Nouvelle île</translation>
    </message>
    <message>
        <source>Escorted ashore</source>
        <translation>Escortée à terre</translation>
    </message>
    <message>
        <source>Mutiny</source>
        <translation>Mutinerie</translation>
    </message>
    <message>
        <source>Disease</source>
        <translation>Maladie</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Tempête</translation>
    </message>
    <message>
        <source>Lost at sea</source>
        <translation>Perdue en mer</translation>
    </message>
    <message>
        <source>Mount hardship</source>
        <translation>Épreuves pour les montures</translation>
    </message>
    <message>
        <source>Sailing</source>
        <translation>Navigation</translation>
    </message>
    <message>
        <source>Sea monster</source>
        <translation>Monstre marin</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Pirates</translation>
    </message>
    <message>
        <source>Good weather</source>
        <translation>Beau temps</translation>
    </message>
    <message>
        <source>Excellent weather</source>
        <translation>Temps excellent</translation>
    </message>
    <message>
        <source>The gods smile</source>
        <translation>Les dieux sourient</translation>
    </message>
    <message>
        <source>Aquatic nation</source>
        <translation>Nation aquatique</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::NationLoss</name>
    <message>
        <source>§7.4.1 Exodus is open to a nation with at most %1 army; it has %2.</source>
        <translation>§7.4.1 L’exode est ouvert à une nation ayant au plus %1 armée ; elle en a %2.</translation>
    </message>
    <message>
        <source>§7.4.1 Exodus is open to a nation with at most %1 areas; it holds %2.</source>
        <translation>§7.4.1 L’exode est ouvert à une nation ayant au plus %1 zones ; elle en tient %2.</translation>
    </message>
    <message>
        <source>I-65 Exodus is declared at the start of a turn (M-0).</source>
        <translation>I-65 L’exode se déclare au début d’un tour (M-0).</translation>
    </message>
    <message>
        <source>§7.4.1 An exodus sails away from %1: it names another landmass.</source>
        <translation>§7.4.1 Un exode quitte %1 : il désigne une autre masse continentale.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 still has troops or areas: only a fallen nation rises in rebellion.</source>
        <translation>§7.4.2 %1 a encore des troupes ou des zones : seule une nation déchue se soulève en rébellion.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 is not a town or city that the fallen nation held and that still stands.</source>
        <translation>§7.4.2 %1 n’est pas un bourg ou une cité que la nation déchue tenait et qui subsiste encore.</translation>
    </message>
    <message>
        <source>§7.4.2, I-66 %1 cannot lead the rebellion (status: %2): the leader is a surviving, free character, or the general bought this year.</source>
        <extracomment>%2 the character&apos;s status, &quot;Killed&quot;</extracomment>
        <translation>§7.4.2, I-66 %1 ne peut pas mener la rébellion (statut : %2) : le chef est un personnage survivant et libre, ou le général acheté cette année.</translation>
    </message>
    <message>
        <source>§7.4.3, I-67 A New Nation starts with %1 units (counted, not costed), not %2.</source>
        <translation>§7.4.3, I-67 Une Nouvelle nation commence avec %1 unités (comptées, pas évaluées en points), pas %2.</translation>
    </message>
    <message>
        <source>§7.4.3 A New Nation&apos;s characters are worth at most %1 CP; these cost %2.</source>
        <translation>§7.4.3 Les personnages d’une Nouvelle nation valent au plus %1 CP ; ceux-ci coûtent %2.</translation>
    </message>
    <message>
        <source>I-67 A New Nation&apos;s characters include exactly one general, not %1.</source>
        <translation>I-67 Les personnages d’une Nouvelle nation comprennent exactement un général, pas %1.</translation>
    </message>
    <message>
        <source>§7.4.3 %1 cannot be one of the package&apos;s characters (the admiral comes with the package; a royal nephew is never bought).</source>
        <translation>§7.4.3 %1 ne peut pas faire partie des personnages de la dotation (l’amiral est fourni avec la dotation ; un neveu royal ne s’achète jamais).</translation>
    </message>
    <message>
        <source>§7.4.3 %1 was the race of this player&apos;s fallen nation: a New Nation takes another race.</source>
        <translation>§7.4.3 %1 était la race de la nation déchue de ce joueur : une Nouvelle nation prend une autre race.</translation>
    </message>
    <message>
        <source>§7.4.1, I-65 %1 leaves its land: its towns are gone and its areas uncontrolled; %2 unit(s) and %3 character(s) put to sea on %4 free boat(s), with no admiral.</source>
        <translation>§7.4.1, I-65 %1 quitte sa terre : ses bourgs disparaissent et ses zones deviennent non contrôlées ; %2 unité(s) et %3 personnage(s) prennent la mer sur %4 navire(s) gratuit(s), sans amiral.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::NewYearIssues</name>
    <message>
        <source>§1.3 Area %1 is not a land area of the map.</source>
        <translation>§1.3 La zone %1 n’est pas une zone terrestre de la carte.</translation>
    </message>
    <message>
        <source>§2.7 %1 is not an area of %2; a nation builds and reduces centres only in its own areas.</source>
        <translation>§2.7 %1 n’est pas une zone de %2 ; une nation ne construit et ne réduit des centres que dans ses propres zones.</translation>
    </message>
    <message>
        <source>§2.7, I-60 %1 already holds a town or city; a new centre turns one of the nation&apos;s villages into a town or city.</source>
        <translation>§2.7, I-60 %1 contient déjà un bourg ou une cité ; un nouveau centre transforme l’un des villages de la nation en bourg ou en cité.</translation>
    </message>
    <message>
        <source>§2.7 %2 may place %4 new town(s) this year; this would be number %3.</source>
        <translation>§2.7 %2 peut placer %4 nouveau(x) bourg(s) cette année ; ce serait le bourg numéro %3.</translation>
    </message>
    <message>
        <source>§2.7 %2 may place %4 new city(ies) now (one per 3 towns, without taking a village a town needs); this would be number %3.</source>
        <translation>§2.7 %2 peut placer %4 nouvelle(s) cité(s) maintenant (une pour 3 bourgs, sans prendre un village dont un bourg a besoin) ; ce serait la cité numéro %3.</translation>
    </message>
    <message>
        <source>§2.7 %2 has begun placing cities; new towns come first, so no town can follow a city.</source>
        <translation>§2.7 %2 a commencé à placer des cités ; les nouveaux bourgs passent en premier, aucun bourg ne peut donc suivre une cité.</translation>
    </message>
    <message>
        <source>§2.7 %1 is not a town of %2; towns short of villages are reduced, %3 of %4 done.</source>
        <translation>§2.7 %1 n’est pas un bourg de %2 ; ce sont les bourgs qui manquent de villages qui sont réduits, %3 sur %4 effectués.</translation>
    </message>
    <message>
        <source>§2.7 %1 is not a city of %2; cities short of towns are dealt with first, %3 of %4 done.</source>
        <translation>§2.7 %1 n’est pas une cité de %2 ; les cités qui manquent de bourgs sont traitées en premier, %3 sur %4 effectuées.</translation>
    </message>
    <message>
        <source>§2.7 Every centre of %2 is supported now; %1 stays as it is.</source>
        <translation>§2.7 Tous les centres de %2 sont désormais soutenus ; %1 reste en l’état.</translation>
    </message>
    <message>
        <source>§2.7 %1 is a town, but %2 must first deal with its cities short of towns (%3 of %4 done).</source>
        <translation>§2.7 %1 est un bourg, mais %2 doit d’abord traiter ses cités qui manquent de bourgs (%3 sur %4 effectuées).</translation>
    </message>
    <message>
        <source>§2.7 %2 makes no Last Stand of this kind this year, so nothing changes in %1.</source>
        <translation>§2.7 %2 ne fait pas de Dernier carré de ce type cette année, rien ne change donc en %1.</translation>
    </message>
    <message>
        <source>§2.7 %2 still has a city, so its Last Stand reduces one of its cities to a town; %1 is not one of them.</source>
        <translation>§2.7 %2 a encore une cité, son Dernier carré réduit donc l’une de ses cités à un bourg ; %1 n’en fait pas partie.</translation>
    </message>
    <message>
        <source>§2.5, I-17 The %1 line has %3 unit(s) where last year&apos;s had %4, yet the army points still cover last year&apos;s %2 points; lost units come back.</source>
        <translation>§2.5, I-17 La ligne %1 compte %3 unité(s) alors que celle de l’an dernier en comptait %4, mais les points d’armée couvrent encore les %2 points de l’an dernier ; les unités perdues reviennent.</translation>
    </message>
    <message>
        <source>I-17 %1 (line %2) was on last year&apos;s roster and %3 points are left, enough for one at %4; a type may be added to but never dropped while it can be kept.</source>
        <translation>I-17 %1 (ligne %2) figurait sur la liste d’armée de l’an dernier et il reste %3 points, assez pour une unité à %4 ; on peut compléter un type, mais jamais l’abandonner tant qu’on peut le conserver.</translation>
    </message>
    <message>
        <source>§7.5 The chaos lands granted %4 free %1 unit(s) this year, but the roster marks %3 as free.</source>
        <translation>§7.5 Les terres du Chaos ont accordé %4 unité(s) %1 gratuite(s) cette année, mais la liste d’armée en indique %3 comme gratuite(s).</translation>
    </message>
    <message>
        <source>§4.3 %1 started the year together and would all end month 1 in %2; armies placed in one area must part in the first month.</source>
        <translation>§4.3 %1 ont commencé l’année ensemble et finiraient toutes le mois 1 en %2 ; des armées placées dans une même zone doivent se séparer au premier mois.</translation>
    </message>
    <message>
        <source>§7.6 %1 belongs to %2, whose player is absent; no other nation&apos;s army may enter it meanwhile.</source>
        <translation>§7.6 %1 appartient à %2, dont le joueur est absent ; aucune armée d’une autre nation ne peut y entrer entre-temps.</translation>
    </message>
    <message>
        <source>§7.6 %1 belongs to %2, whose player is absent; it holds its ground until the player is back.</source>
        <translation>§7.6 %1 appartient à %2, dont le joueur est absent ; l’armée reste sur place jusqu’au retour du joueur.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Npp</name>
    <message>
        <source>§7.6 (1) No other nation&apos;s army may enter an absent player&apos;s areas; one already inside when the meeting starts may stay and conquer it.</source>
        <translation>§7.6 (1) Aucune armée d’une autre nation ne peut entrer dans les zones d’un joueur absent ; une armée qui s’y trouve déjà au début de la séance peut y rester et la conquérir.</translation>
    </message>
    <message>
        <source>§7.6 (2) An absent player&apos;s armies stay where they are and may conquer that area; contacted, they are forced out without a battle (I-64).</source>
        <translation>§7.6 (2) Les armées d’un joueur absent restent où elles sont et peuvent conquérir leur zone ; si elles sont contactées, elles sont chassées sans bataille (I-64).</translation>
    </message>
    <message>
        <source>§7.6 (3) A New Year that finds the player absent waits for that nation: its old armies, towns, rosters and new armies are dealt with when the player next attends.</source>
        <translation>§7.6 (3) Un Nouvel An qui trouve le joueur absent attend cette nation : ses anciennes armées, ses bourgs, ses listes d’armée et ses nouvelles armées sont traités quand le joueur revient à une séance.</translation>
    </message>
    <message>
        <source>§7.6 (4) The absent nation&apos;s captured characters make no escape rolls until the player is back; its own captives roll as usual.</source>
        <translation>§7.6 (4) Les personnages capturés de la nation absente ne font aucun jet d’évasion jusqu’au retour du joueur ; ses propres captifs lancent les dés normalement.</translation>
    </message>
    <message>
        <source>§7.6 (5) From the second meeting in a row the player misses, the nation&apos;s areas farthest from its capital become uncontrolled, again at every further missed meeting.</source>
        <translation>§7.6 (5) À partir de la deuxième séance d’affilée manquée par le joueur, les zones de la nation les plus éloignées de sa capitale deviennent non contrôlées, et de nouveau à chaque séance manquée ensuite.</translation>
    </message>
    <message>
        <source>§7.6 %1 attends: the count of missed meetings starts again.</source>
        <translation>§7.6 %1 est présente : le décompte des séances manquées repart de zéro.</translation>
    </message>
    <message>
        <source>§7.6 %1 misses a meeting, %2 in a row: the nation is absent and loses its outer ring.</source>
        <translation>§7.6 %1 manque une séance (%2 d’affilée) : la nation est absente et perd sa couronne extérieure de zones.</translation>
    </message>
    <message>
        <source>§7.6 %1 misses a meeting, the first in a row: the nation is absent for the meeting.</source>
        <translation>§7.6 %1 manque une séance, la première d’affilée : la nation est absente pour cette séance.</translation>
    </message>
    <message>
        <source>§7.6 %1 holds no area left to lose.</source>
        <translation>§7.6 %1 ne tient plus aucune zone à perdre.</translation>
    </message>
    <message>
        <source>§7.6, I-63 %1 loses the areas its capital %2 cannot reach: %3.</source>
        <translation>§7.6, I-63 %1 perd les zones que sa capitale %2 ne peut pas atteindre : %3.</translation>
    </message>
    <message>
        <source>§7.6, I-63 %1 loses the areas %2 steps from its capital %3: %4.</source>
        <extracomment>%2 is the number of steps, %3 the capital, %4 the areas lost</extracomment>
        <translation>§7.6, I-63 %1 perd les zones situées à %2 pas de sa capitale %3 : %4.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Orders</name>
    <message>
        <source>§1.5 There is no army &apos;%1&apos; on the map.</source>
        <translation>§1.5 Il n’y a aucune armée «&#xa0;%1&#xa0;» sur la carte.</translation>
    </message>
    <message numerus="yes">
        <source>§4.4 %1 is held up in %2 for %n more turn(s) and then completes its move by itself; it takes no orders meanwhile.</source>
        <translation>
            <numerusform>§4.4 %1 est retenue en %2 pour encore %n tour, puis achève son mouvement d’elle-même ; elle ne reçoit pas d’ordres entre-temps.</numerusform>
            <numerusform>§4.4 %1 est retenue en %2 pour encore %n tours, puis achève son mouvement d’elle-même ; elle ne reçoit pas d’ordres entre-temps.</numerusform>
        </translation>
    </message>
    <message>
        <source>§5.8 %1 is pre-engaged in %2 and fights there this turn; it takes no orders.</source>
        <translation>§5.8 %1 est pré-engagée en %2 et y combat ce tour-ci ; elle ne reçoit pas d’ordres.</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed: it is no longer an army and marches home without orders.</source>
        <translation>§6.8 %1 est en déroute : ce n’est plus une armée, et elle rentre au pays sans ordres.</translation>
    </message>
    <message>
        <source>§7.6 The player of %1 is absent: the army stands still this turn.</source>
        <translation>§7.6 Le joueur de %1 est absent : l’armée reste immobile ce tour-ci.</translation>
    </message>
    <message>
        <source>§7.2 %1 is at sea: the expedition chart decides where it goes, not orders.</source>
        <translation>§7.2 %1 est en mer : c’est la table d’expédition qui décide où elle va, pas les ordres.</translation>
    </message>
    <message>
        <source>§4.1 %1 moves one area a month: %2 does not border %3.</source>
        <translation>§4.1 %1 se déplace d’une zone par mois : %2 n’est pas adjacente à %3.</translation>
    </message>
    <message>
        <source>§4.1 %1 cannot march to %2: it is not a land area of the map.</source>
        <translation>§4.1 %1 ne peut pas marcher vers %2 : ce n’est pas une zone terrestre de la carte.</translation>
    </message>
    <message>
        <source>§4.6 %1 is out of supply and may only enter areas its nation controls; %2 is not one of them.</source>
        <translation>§4.6 %1 est hors ravitaillement et ne peut entrer que dans les zones contrôlées par sa nation ; %2 n’en fait pas partie.</translation>
    </message>
    <message>
        <source>§5.5 %1 is besieged in %2: its orders are sally forth or interdict.</source>
        <translation>§5.5 %1 est assiégée en %2 : ses ordres possibles sont sortie ou interdiction.</translation>
    </message>
    <message>
        <source>§5.5 %1 is not besieged in %2, so it has nothing to sally forth from.</source>
        <translation>§5.5 %1 n’est pas assiégée en %2 : elle n’a donc aucun lieu d’où faire une sortie.</translation>
    </message>
    <message>
        <source>§5.5 %1 is not besieging anything in %2: siege and assault orders are for a besieger.</source>
        <translation>§5.5 %1 n’assiège rien en %2 : les ordres de siège et d’assaut sont réservés à un assiégeant.</translation>
    </message>
    <message>
        <source>§4.8 The interdict order is for an army at a population centre; %1 stands at the %2 of %3 (in the countryside it interdicts anyway, at a POI never).</source>
        <translation>§4.8 L’ordre d’interdiction est destiné à une armée placée sur un centre de population ; %1 se trouve en %3 (%2) (en rase campagne, elle interdit de toute façon ; sur un point d’intérêt, jamais).</translation>
    </message>
    <message>
        <source>I-52 %1 cannot use a pass or ford into %2: that boundary has none.</source>
        <translation>I-52 %1 ne peut pas emprunter de col ni de gué vers %2 : cette limite n’en a pas.</translation>
    </message>
    <message>
        <source>§7.2.2 %1 is not an expedition; only expeditions go to sea.</source>
        <translation>§7.2.2 %1 n’est pas une expédition ; seules les expéditions prennent la mer.</translation>
    </message>
    <message>
        <source>I-12 %1 sails from a coastal town or city of its own nation; %2 is not one.</source>
        <translation>I-12 %1 embarque depuis un bourg ou une cité côtière de sa propre nation ; %2 n’en est pas un.</translation>
    </message>
    <message>
        <source>§4.3 %1 and %2 start the month in one area and must go to different areas; both are bound for %3.</source>
        <translation>§4.3 %1 et %2 commencent le mois dans la même zone et doivent aller dans des zones différentes ; toutes deux se dirigent vers %3.</translation>
    </message>
    <message>
        <source>I-54 The order of %1 for turn %2 was written on an earlier turn and stands.</source>
        <translation>I-54 L’ordre de %1 pour le tour %2 a été rédigé lors d’un tour précédent et reste valable.</translation>
    </message>
    <message numerus="yes">
        <source>§4.2 %1 writes orders %n turn(s) ahead; turn %2 is beyond that.</source>
        <translation>
            <numerusform>§4.2 %1 rédige ses ordres %n tour à l’avance ; le tour %2 est au-delà.</numerusform>
            <numerusform>§4.2 %1 rédige ses ordres %n tours à l’avance ; le tour %2 est au-delà.</numerusform>
        </translation>
    </message>
    <message>
        <source>§4.2 Turn %1 has already been played; %2 writes orders for this turn and later ones.</source>
        <translation>§4.2 Le tour %1 a déjà été joué ; %2 rédige des ordres pour ce tour et les suivants.</translation>
    </message>
    <message>
        <source>§7.2.7 %1 is an army of the sea people: it may stand only where there is water, a coast or a major river, and %2 has neither.</source>
        <translation>§7.2.7 %1 est une armée du peuple de la mer : elle ne peut se tenir que là où il y a de l’eau, une côte ou un grand fleuve, et %2 n’a rien de tout cela.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::PickupResult</name>
    <message>
        <source>§7.7.3 I-72 A game between leftover picks has no campaign effect: there is no result to enter.</source>
        <translation>§7.7.3 I-72 Une partie entre les choix restants n’a aucun effet sur la campagne : il n’y a aucun résultat à saisir.</translation>
    </message>
    <message>
        <source>§7.7.4 The winner is side 0 or 1 (or none for a draw), not %1.</source>
        <translation>§7.7.4 Le vainqueur est le camp 0 ou 1 (ou aucun en cas de match nul), pas %1.</translation>
    </message>
    <message>
        <source>§2.15 I-77 %1&apos;s army earns experience from the victory points it scored: enter them.</source>
        <translation>§2.15 I-77 L’armée de %1 gagne de l’expérience grâce aux points de victoire qu’elle a marqués : saisissez-les.</translation>
    </message>
    <message>
        <source>§2.15 I-77 lesserCommandersEarnXP is on: %1 earns experience from the victory points its %2 scored: enter them.</source>
        <translation>§2.15 I-77 lesserCommandersEarnXP est activé : %1 gagne de l’expérience grâce aux points de victoire marqués par ses %2 : saisissez-les.</translation>
    </message>
    <message>
        <source>§2.13 Victory points are 0 or more, not %1 (%2).</source>
        <translation>§2.13 Les points de victoire valent 0 ou plus, pas %1 (%2).</translation>
    </message>
    <message>
        <source>§7.7.1 There is no lesser race &quot;%1&quot;.</source>
        <translation>§7.7.1 Il n’y a pas de race mineure «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>%1 won</source>
        <translation>Victoire de %1</translation>
    </message>
    <message>
        <source>a draw</source>
        <translation>match nul</translation>
    </message>
    <message>
        <source>§7.7.4 %1: %2</source>
        <translation>§7.7.4 %1 : %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 a nation, %2 the experience sentence</extracomment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>I-78 pickupRosterLosses is on: strike %1&apos;s losses in this battle from its roster (roster loss)</source>
        <translation>I-78 pickupRosterLosses est activé : rayez les pertes de %1 dans cette bataille de sa liste d’armée (perte de liste d’armée)</translation>
    </message>
    <message>
        <source>I-78 %1&apos;s roster takes no losses from a pick-up battle</source>
        <translation>I-78 la liste d’armée de %1 ne subit aucune perte lors d’une bataille impromptue</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::PickupRound</name>
    <message>
        <source>§7.7.3 Every free nation has picked this month; undo a pick to change it.</source>
        <translation>§7.7.3 Toutes les nations libres ont fait leur choix ce mois-ci ; annulez un choix pour le modifier.</translation>
    </message>
    <message>
        <source>§7.7.2 %1 is not among this month&apos;s free nations (%2).</source>
        <translation>§7.7.2 %1 ne fait pas partie des nations libres de ce mois-ci (%2).</translation>
    </message>
    <message>
        <source>§7.7.3 It is %1&apos;s turn to pick, not %2&apos;s (the order is drawn at the start).</source>
        <translation>§7.7.3 C’est à %1 de choisir, pas à %2 (l’ordre est tiré au début).</translation>
    </message>
    <message>
        <source>§7.7.3 Only option A names a lesser race; %1 picked %2.</source>
        <translation>§7.7.3 Seule l’option A désigne une race mineure ; %1 a choisi %2.</translation>
    </message>
    <message>
        <source>§7.7.3 I-72 %1 cannot pick B while %2&apos;s army waits for a lesser race (open pick B): pick A or C instead.</source>
        <translation>§7.7.3 I-72 %1 ne peut pas choisir B tant que l’armée de %2 attend une race mineure (choix B ouvert) : choisissez plutôt A ou C.</translation>
    </message>
    <message>
        <source>§7.7.3 Option A needs the lesser race %1 leads.</source>
        <translation>§7.7.3 L’option A nécessite la race mineure que %1 mène.</translation>
    </message>
    <message>
        <source>§7.7.1 There is no lesser race &quot;%1&quot;.</source>
        <translation>§7.7.1 Il n’y a pas de race mineure «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>§7.7.6 %1 are independent, on the map, and cannot be picked until their army is beaten.</source>
        <translation>§7.7.6 Les %1 sont indépendants, sur la carte, et ne peuvent pas être choisis tant que leur armée n’est pas battue.</translation>
    </message>
    <message>
        <source>§7.7.3 %1 were picked by %2 earlier this round.</source>
        <translation>§7.7.3 Les %1 ont été choisis par %2 plus tôt dans ce tour.</translation>
    </message>
    <message>
        <source>§7.7.5 I-74 %1 needs the consent of %2 (more affiliation markers on %3 than its %4) before leading them. With consent, pick again naming who agreed; after a refusal, %1 picks again.</source>
        <translation>§7.7.5 I-74 %1 a besoin du consentement de %2 (plus de marqueurs d’affiliation sur %3 que ses propres %4) avant de les mener. Avec le consentement, choisissez à nouveau en indiquant qui a accepté ; après un refus, %1 choisit à nouveau.</translation>
    </message>
    <message>
        <source>§7.7.3 %1 passes (C): no campaign effect</source>
        <translation>§7.7.3 %1 passe (C) : aucun effet sur la campagne</translation>
    </message>
    <message>
        <source>%1&apos;s army</source>
        <extracomment>a nation&apos;s own army in a pick-up battle</extracomment>
        <translation>armée de %1</translation>
    </message>
    <message>
        <source>§7.7.3 I-72 %1: no earlier pick is open, so this pick waits for a partner</source>
        <translation>§7.7.3 I-72 %1 : aucun choix antérieur n’est ouvert, ce choix attend donc un partenaire</translation>
    </message>
    <message>
        <source>§7.7.3 I-72 %1 meets the open pick: %2</source>
        <translation>§7.7.3 I-72 %1 rejoint le choix ouvert : %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <extracomment>a lesser race and the nation leading it: &quot;Elves (Brown)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>§7.7.3 Pick-up round order: place %1 among %2</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 a place, %2 the nations left</extracomment>
        <translation>§7.7.3 Ordre des batailles impromptues : position %1 parmi %2</translation>
    </message>
    <message>
        <source>§7.7.5 %1 may lead %2 without asking: no nation holds more than its %3 affiliation marker(s)</source>
        <extracomment>%1 a nation, %2 a lesser race, %3 its markers on that race</extracomment>
        <translation>§7.7.5 %1 peut mener %2 sans demander : aucune nation ne détient plus que ses %3 marqueur(s) d’affiliation</translation>
    </message>
    <message>
        <source>has already picked this round, so agrees automatically</source>
        <translation>a déjà choisi ce tour-ci, donc accepte automatiquement</translation>
    </message>
    <message>
        <source>fights a campaign battle, so agrees automatically</source>
        <translation>livre une bataille de campagne, donc accepte automatiquement</translation>
    </message>
    <message>
        <source>agreed</source>
        <translation>a accepté</translation>
    </message>
    <message>
        <source>has not agreed and may refuse</source>
        <translation>n’a pas accepté et peut refuser</translation>
    </message>
    <message>
        <source>%1 (%2 marker(s)) %3</source>
        <extracomment>%1 a nation, %2 its markers, %3 how it answers</extracomment>
        <translation>%1 (%2 marqueur(s)) %3</translation>
    </message>
    <message>
        <source>§7.7.5 I-74 %1 asks to lead %2, holding %3 affiliation marker(s): %4; %5</source>
        <extracomment>%1 the asking nation, %2 a lesser race, %3 the asker&apos;s markers, %4 the answers, %5 outcome</extracomment>
        <translation>§7.7.5 I-74 %1 demande à mener %2, avec %3 marqueur(s) d’affiliation : %4 ; %5</translation>
    </message>
    <message>
        <source>the request is granted</source>
        <translation>la demande est accordée</translation>
    </message>
    <message>
        <source>the request waits for every holder&apos;s consent</source>
        <translation>la demande attend l’accord de chaque détenteur</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Population</name>
    <message>
        <source>none</source>
        <extracomment>an empty list of areas</extracomment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>%1 village</source>
        <translation>%1 village</translation>
    </message>
    <message>
        <source>%1 villages</source>
        <translation>%1 villages</translation>
    </message>
    <message>
        <source>%1 unit</source>
        <translation>%1 unité</translation>
    </message>
    <message>
        <source>%1 units</source>
        <translation>%1 unités</translation>
    </message>
    <message>
        <source>%1 character point</source>
        <extracomment>%1 is a signed number of character points, such as +1 or -2</extracomment>
        <translation>%1 point de personnage</translation>
    </message>
    <message>
        <source>%1 character points</source>
        <translation>%1 points de personnage</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>what a chaos land roll gives when it gives nothing</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>PT %1 = 3 × %2 + 2 × %3 + 1 × %4 + %5 other</source>
        <extracomment>PT (population total) is a rules abbreviation; %2, %3 and %4 count cities, towns and villages</extracomment>
        <translation>PT %1 = 3 × %2 + 2 × %3 + 1 × %4 + %5 autres</translation>
    </message>
    <message>
        <source>%1 city</source>
        <translation>%1 cité</translation>
    </message>
    <message>
        <source>%1 cities</source>
        <translation>%1 cités</translation>
    </message>
    <message>
        <source>%1 town</source>
        <translation>%1 bourg</translation>
    </message>
    <message>
        <source>%1 towns</source>
        <translation>%1 bourgs</translation>
    </message>
    <message>
        <source>Cities: %1</source>
        <translation>Cités : %1</translation>
    </message>
    <message>
        <source>Towns: %1</source>
        <translation>Bourgs : %1</translation>
    </message>
    <message>
        <source>Villages: %1</source>
        <translation>Villages : %1</translation>
    </message>
    <message>
        <source>Chaos land without a town (population from its roll only): %1</source>
        <translation>Terre du Chaos sans bourg (population issue de son seul jet) : %1</translation>
    </message>
    <message>
        <source> in %1</source>
        <extracomment>fills %2 of &quot;Other: %1%2 (%3)&quot;: the area the points come from</extracomment>
        <translation> dans %1</translation>
    </message>
    <message>
        <source>Other: %1%2 (%3)</source>
        <extracomment>%1 is a number of points, %2 is &quot; in &lt;areas&gt;&quot; or empty, %3 the reason</extracomment>
        <translation>Autres : %1%2 (%3)</translation>
    </message>
    <message>
        <source>Mob limit = PT = %1</source>
        <translation>Limite de levées = PT = %1</translation>
    </message>
    <message>
        <source>%1: no nation %2</source>
        <translation>%1 : aucune nation %2</translation>
    </message>
    <message>
        <source>Chaos land roll %1 for area %2: not an owned chaos area without a town or city, or not a d10 face</source>
        <translation>Jet de terre du Chaos %1 pour la zone %2 : pas une zone du Chaos possédée sans bourg ni cité, ou pas une face de d10</translation>
    </message>
    <message>
        <source>Chaos land %1</source>
        <extracomment>%1 explains a chaos land roll, such as &quot;d10 = 4: 1 village&quot;</extracomment>
        <translation>Terre du Chaos %1</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Production</name>
    <message>
        <source>new town on a village (each town keeps 5 supporting villages)</source>
        <translation>nouveau bourg sur un village (chaque bourg conserve 5 villages de soutien)</translation>
    </message>
    <message>
        <source>new city on a village (one city per 3 towns)</source>
        <translation>nouvelle cité sur un village (une cité pour 3 bourgs)</translation>
    </message>
    <message>
        <source>city reduced to a town (fewer than 3 towns per city)</source>
        <translation>cité réduite à un bourg (moins de 3 bourgs par cité)</translation>
    </message>
    <message>
        <source>city removed, its area is a village again (fewer than 3 towns per city)</source>
        <translation>cité supprimée, sa zone redevient un village (moins de 3 bourgs par cité)</translation>
    </message>
    <message>
        <source>town reduced to a village (fewer than 5 villages per town)</source>
        <translation>bourg réduit à un village (moins de 5 villages par bourg)</translation>
    </message>
    <message>
        <source>the nation&apos;s only town is kept although unsupported</source>
        <translation>le seul bourg de la nation est conservé bien que non soutenu</translation>
    </message>
    <message>
        <source>Start: %1</source>
        <translation>Début : %1</translation>
    </message>
    <message>
        <source>Most new towns: %1; most new cities: %2</source>
        <translation>Nouveaux bourgs au plus : %1 ; nouvelles cités au plus : %2</translation>
    </message>
    <message>
        <source>End: %1</source>
        <translation>Fin : %1</translation>
    </message>
    <message>
        <source>§2.7 Last Stand not needed: the nation has a town</source>
        <translation>§2.7 Dernier carré inutile : la nation a un bourg</translation>
    </message>
    <message>
        <source>§2.7 Last Stand: a town is placed on one of the nation&apos;s areas (%1)</source>
        <translation>§2.7 Dernier carré : un bourg est placé sur l’une des zones de la nation (%1)</translation>
    </message>
    <message>
        <source>§2.7 Last Stand: the city is reduced to a town (%1)</source>
        <translation>§2.7 Dernier carré : la cité est réduite à un bourg (%1)</translation>
    </message>
    <message>
        <source>I-61 No area left for a Last Stand: Rebellion or New Nation</source>
        <translation>I-61 Plus aucune zone pour un Dernier carré : Rébellion ou Nouvelle nation</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::ProductionPlan</name>
    <message>
        <source>§2.7 %1 holds %2 (chaos lands without a town count as villages, I-62).</source>
        <extracomment>%1 is a nation, %2 counts such as &quot;V=16 T=3 C=0&quot;</extracomment>
        <translation>§2.7 %1 tient %2 (les terres du Chaos sans bourg comptent comme des villages, I-62).</translation>
    </message>
    <message>
        <source>Town %1 is supported by the villages %2.</source>
        <translation>Le bourg %1 est soutenu par les villages %2.</translation>
    </message>
    <message>
        <source>City %1 is supported by the towns %2.</source>
        <translation>La cité %1 est soutenue par les bourgs %2.</translation>
    </message>
    <message>
        <source>Town %1 lacks its 5 villages.</source>
        <translation>Le bourg %1 n’a pas ses 5 villages.</translation>
    </message>
    <message>
        <source>City %1 lacks its 3 towns.</source>
        <translation>La cité %1 n’a pas ses 3 bourgs.</translation>
    </message>
    <message>
        <source>§7.3 %1 now has a centre in %2 on %3, away from its home landmass: the player declares it a colony or founds another country there.</source>
        <extracomment>%1 a nation, %2 an area, %3 a landmass</extracomment>
        <translation>§7.3 %1 a désormais un centre en %2 sur %3, loin de sa masse continentale d’origine : le joueur le déclare colonie ou y fonde un autre pays.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Ransom</name>
    <message>
        <source>§2.16 captive of level %1, %2 population point(s) offered</source>
        <translation>§2.16 captif de niveau %1, %2 point(s) de population offert(s)</translation>
    </message>
    <message>
        <source>: accepted</source>
        <extracomment>appended to &quot;captive of level %1, %2 population point(s) offered&quot;</extracomment>
        <translation>: accepté</translation>
    </message>
    <message>
        <source>: not enough, at least %1 needed</source>
        <translation>: insuffisant, il en faut au moins %1</translation>
    </message>
    <message>
        <source>: more than needed, %1 can be paid exactly from the nation&apos;s areas (I-20)</source>
        <translation>: plus que nécessaire, %1 peut être payé exactement avec les zones de la nation (I-20)</translation>
    </message>
    <message>
        <source>: the nation&apos;s areas cannot pay %1 (I-20)</source>
        <translation>: les zones de la nation ne peuvent pas payer %1 (I-20)</translation>
    </message>
    <message>
        <source>: the offer names centres the nation does not hold</source>
        <translation>: l’offre cite des centres que la nation ne détient pas</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Rebellion</name>
    <message>
        <source>§7.4.2 %1 has no troops and no land, and none of its former towns still stands: only a New Nation brings it back.</source>
        <translation>§7.4.2 %1 n’a ni troupes ni terres, et aucun de ses anciens bourgs ne subsiste : seule une Nouvelle nation peut la faire revenir.</translation>
    </message>
    <message>
        <source>§7.4.2 %1 has no troops and no land: its player may seize one of its former towns and rise in rebellion: %2.</source>
        <translation>§7.4.2 %1 n’a ni troupes ni terres : son joueur peut s’emparer de l’un de ses anciens bourgs et se soulever en rébellion : %2.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Retreat</name>
    <message>
        <source>§6.7 (1) back to the area it came from: %1</source>
        <translation>§6.7 (1) retour à la zone d’où elle vient : %1</translation>
    </message>
    <message>
        <source>§6.7 (2) a free area of its own nation: %1</source>
        <translation>§6.7 (2) une zone libre de sa propre nation : %1</translation>
    </message>
    <message>
        <source>§6.7 (3) a free uncontrolled area: %1</source>
        <translation>§6.7 (3) une zone libre non contrôlée : %1</translation>
    </message>
    <message>
        <source>§6.7 (4) another player&apos;s area without town or city, nearer its own: %1</source>
        <translation>§6.7 (4) une zone d’un autre joueur sans bourg ni cité, plus proche de ses propres zones : %1</translation>
    </message>
    <message>
        <source>§6.7 no area qualifies: the army routs (§6.8).</source>
        <translation>§6.7 aucune zone ne convient : l’armée est mise en déroute (§6.8).</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Roster</name>
    <message>
        <source>§2.2 The units cost %1 points more than the army points allow.</source>
        <translation>§2.2 Les unités coûtent %1 points de plus que ne le permettent les points d’armée.</translation>
    </message>
    <message>
        <source>§1.2 &apos;%1&apos; is not a unit type of the nation&apos;s army list.</source>
        <translation>§1.2 «&#xa0;%1&#xa0;» n’est pas un type d’unité du livre d’armée de la nation.</translation>
    </message>
    <message>
        <source>I-15 &apos;%1&apos; belongs to another category than its roster line.</source>
        <translation>I-15 «&#xa0;%1&#xa0;» appartient à une autre catégorie que sa ligne de la liste d’armée.</translation>
    </message>
    <message>
        <source>I-15 &apos;%1&apos; costs %2 points in the list, not the line&apos;s %3; types of different cost go on separate lines.</source>
        <translation>I-15 «&#xa0;%1&#xa0;» coûte %2 points dans le livre d’armée, et non les %3 de la ligne ; les types de coût différent vont sur des lignes séparées.</translation>
    </message>
    <message>
        <source>I-15 Roster line %1 names no unit type.</source>
        <translation>I-15 La ligne %1 de la liste d’armée n’indique aucun type d’unité.</translation>
    </message>
    <message>
        <source>§1.4 Roster line %1 (%2): counts must not be negative, and lost or free units cannot outnumber those purchased.</source>
        <translation>§1.4 Ligne %1 de la liste d’armée (%2) : les nombres ne doivent pas être négatifs, et les unités perdues ou gratuites ne peuvent pas dépasser les unités achetées.</translation>
    </message>
    <message>
        <source>§2.3 The characters cost %1 character points more than the nation has (captured and killed characters still count).</source>
        <translation>§2.3 Les personnages coûtent %1 points de personnage de plus que la nation n’en a (les personnages capturés et tués comptent toujours).</translation>
    </message>
    <message>
        <source>§1.4 In the first year a nation may have one general, not %1.</source>
        <translation>§1.4 La première année, une nation peut avoir un seul général, pas %1.</translation>
    </message>
    <message>
        <source>§1.4 %1: the nation&apos;s army list has no character of this type.</source>
        <translation>§1.4 %1 : le livre d’armée de la nation n’a pas de personnage de ce type.</translation>
    </message>
    <message>
        <source>§2.3 %1: this character type cannot be bought in this campaign.</source>
        <translation>§2.3 %1 : ce type de personnage ne peut pas être acheté dans cette campagne.</translation>
    </message>
    <message>
        <source>§1.4 The magic item &apos;%1&apos; is carried by two characters; an item stays with the character it was given to.</source>
        <translation>§1.4 L’objet magique «&#xa0;%1&#xa0;» est porté par deux personnages ; un objet reste avec le personnage auquel il a été donné.</translation>
    </message>
    <message>
        <source>I-16 %1 army points are unspent, enough for another unit (cheapest %2); unspent points are lost.</source>
        <translation>I-16 %1 points d’armée ne sont pas dépensés, assez pour une unité de plus (la moins chère coûte %2) ; les points non dépensés sont perdus.</translation>
    </message>
    <message>
        <source>§2.5 There is no roster line %1.</source>
        <translation>§2.5 Il n’y a pas de ligne %1 dans la liste d’armée.</translation>
    </message>
    <message>
        <source>§2.5 Line %1 (%2) has %3 units available; %4 cannot be struck off.</source>
        <translation>§2.5 La ligne %1 (%2) compte %3 unités disponibles ; impossible d’en rayer %4.</translation>
    </message>
    <message>
        <source>§1.4 &apos;%1&apos; is already carried by %2; an item never changes hands by choice.</source>
        <translation>§1.4 «&#xa0;%1&#xa0;» est déjà porté par %2 ; un objet ne change jamais volontairement de mains.</translation>
    </message>
    <message>
        <source>There is no character &apos;%1&apos; on the roster.</source>
        <translation>Il n’y a pas de personnage «&#xa0;%1&#xa0;» dans la liste d’armée.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::RoutedMarch</name>
    <message>
        <source> (the owner may choose %1 instead, I-58)</source>
        <extracomment>appended when a routed army had several equal steps; %1 the other areas</extracomment>
        <translation> (le propriétaire peut choisir %1 à la place, I-58)</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed, %2 area steps from a free town or city of its own: it marches to %3%4</source>
        <extracomment>%1 army, %2 steps to go, %3 the area it marches to, %4 the alternatives or nothing</extracomment>
        <translation>§6.8 %1 est en déroute, à %2 pas de zone d’un bourg ou d’une ville libre de son camp : elle marche vers %3%4</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed and reaches %2, a free town or city of its own%3; it reforms after one full turn there without an enemy entering</source>
        <extracomment>%1 army, %2 its home area, %3 the alternatives or nothing</extracomment>
        <translation>§6.8 %1 est en déroute et atteint %2, un bourg ou une ville libre de son camp%3 ; elle se reforme après un tour entier sur place sans qu’un ennemi n’y entre</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed and waits at home for one full turn without an enemy entering (an enemy&apos;s arrival starts the wait again, I-58)</source>
        <translation>§6.8 %1 est en déroute et attend chez elle un tour entier sans qu’un ennemi n’entre (l’arrivée d’un ennemi relance l’attente, I-58)</translation>
    </message>
    <message>
        <source>§6.8 %1 stood a full turn at home without contact: it reforms as an army</source>
        <translation>§6.8 %1 est restée un tour entier chez elle sans contact : elle se reforme en armée</translation>
    </message>
    <message>
        <source>§6.8 %1 is routed and no free town or city of its own can be reached: it stays where it is (I-58)</source>
        <translation>§6.8 %1 est en déroute et ne peut atteindre aucun bourg ni ville libre de son camp : elle reste où elle est (I-58)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::StepBlockers</name>
    <message>
        <source>%1 (%2): %3.</source>
        <extracomment>%1 is a step such as &quot;M-1&quot;, %2 a rules section such as &quot;§4.1&quot;, %3 what is missing</extracomment>
        <translation>%1 (%2) : %3.</translation>
    </message>
    <message>
        <source>1 map problem left: %1</source>
        <translation>1 problème de carte restant : %1</translation>
    </message>
    <message>
        <source>%1 map problems left: %2</source>
        <translation>%1 problèmes de carte restants : %2</translation>
    </message>
    <message>
        <source>1 nation has no army list yet: %1</source>
        <translation>1 nation n’a pas encore de livre d’armée : %1</translation>
    </message>
    <message>
        <source>%1 nations have no army list yet: %2</source>
        <translation>%1 nations n’ont pas encore de livre d’armée : %2</translation>
    </message>
    <message>
        <source>1 author&apos;s magic items exceed 150 points: %1</source>
        <translation>1 auteur dépasse 150 points d’objets magiques : %1</translation>
    </message>
    <message>
        <source>%1 authors&apos; magic items exceed 150 points: %2</source>
        <translation>%1 auteurs dépassent 150 points d’objets magiques : %2</translation>
    </message>
    <message>
        <source>1 player still places a POI card: %1</source>
        <translation>1 joueur doit encore placer une carte de point d’intérêt : %1</translation>
    </message>
    <message>
        <source>%1 players still place a POI card: %2</source>
        <translation>%1 joueurs doivent encore placer une carte de point d’intérêt : %2</translation>
    </message>
    <message>
        <source>1 lesser race still to choose: %1</source>
        <translation>1 race mineure encore à choisir : %1</translation>
    </message>
    <message>
        <source>%1 lesser races still to choose: %2</source>
        <translation>%1 races mineures encore à choisir : %2</translation>
    </message>
    <message>
        <source>1 captive awaits the owner&apos;s ransom answer: %1</source>
        <translation>1 captif attend la réponse de son propriétaire sur le rachat : %1</translation>
    </message>
    <message>
        <source>%1 captives await their owners&apos; ransom answers: %2</source>
        <translation>%1 captifs attendent la réponse de leurs propriétaires sur le rachat : %2</translation>
    </message>
    <message>
        <source>1 fallen nation may rebel and has not answered: %1</source>
        <translation>1 nation déchue peut se soulever et n’a pas répondu : %1</translation>
    </message>
    <message>
        <source>%1 fallen nations may rebel and have not answered: %2</source>
        <translation>%1 nations déchues peuvent se soulever et n’ont pas répondu : %2</translation>
    </message>
    <message>
        <source>1 Last Stand town still to place: %1</source>
        <translation>1 bourg de Dernier carré encore à placer : %1</translation>
    </message>
    <message>
        <source>%1 Last Stand towns still to place: %2</source>
        <translation>%1 bourgs de Dernier carré encore à placer : %2</translation>
    </message>
    <message>
        <source>1 chaos land gift of units still needs its unit types: %1</source>
        <translation>1 don d’unités d’une terre du Chaos attend encore ses types d’unités : %1</translation>
    </message>
    <message>
        <source>%1 chaos land gifts of units still need their unit types: %2</source>
        <translation>%1 dons d’unités de terres du Chaos attendent encore leurs types d’unités : %2</translation>
    </message>
    <message>
        <source>1 nation&apos;s tally is not frozen yet: %1</source>
        <translation>1 nation n’a pas encore de bilan figé : %1</translation>
    </message>
    <message>
        <source>%1 nations&apos; tallies are not frozen yet: %2</source>
        <translation>%1 nations n’ont pas encore de bilan figé : %2</translation>
    </message>
    <message>
        <source>1 nation still places new centres: %1</source>
        <translation>1 nation place encore de nouveaux centres : %1</translation>
    </message>
    <message>
        <source>%1 nations still place new centres: %2</source>
        <translation>%1 nations placent encore de nouveaux centres : %2</translation>
    </message>
    <message>
        <source>1 nation still chooses which unsupported centre to reduce: %1</source>
        <translation>1 nation choisit encore quel centre non soutenu réduire : %1</translation>
    </message>
    <message>
        <source>%1 nations still choose which unsupported centres to reduce: %2</source>
        <translation>%1 nations choisissent encore quels centres non soutenus réduire : %2</translation>
    </message>
    <message>
        <source>1 town on another landmass awaits the colony or new country decision: %1</source>
        <translation>1 bourg sur une autre masse continentale attend la décision colonie ou nouveau pays : %1</translation>
    </message>
    <message>
        <source>%1 towns on other landmasses await the colony or new country decision: %2</source>
        <translation>%1 bourgs sur d’autres masses continentales attendent la décision colonie ou nouveau pays : %2</translation>
    </message>
    <message>
        <source>1 roster is not finished: %1</source>
        <translation>1 liste d’armée n’est pas terminée : %1</translation>
    </message>
    <message>
        <source>%1 rosters are not finished: %2</source>
        <translation>%1 listes d’armée ne sont pas terminées : %2</translation>
    </message>
    <message>
        <source>1 magic item has no carrier yet: %1</source>
        <translation>1 objet magique n’a pas encore de porteur : %1</translation>
    </message>
    <message>
        <source>%1 magic items have no carrier yet: %2</source>
        <translation>%1 objets magiques n’ont pas encore de porteur : %2</translation>
    </message>
    <message>
        <source>1 nation has not finished placing its armies: %1</source>
        <translation>1 nation n’a pas fini de placer ses armées : %1</translation>
    </message>
    <message>
        <source>%1 nations have not finished placing their armies: %2</source>
        <translation>%1 nations n’ont pas fini de placer leurs armées : %2</translation>
    </message>
    <message>
        <source>attendance not recorded for 1 player: %1</source>
        <translation>présence non relevée pour 1 joueur : %1</translation>
    </message>
    <message>
        <source>attendance not recorded for %1 players: %2</source>
        <translation>présences non relevées pour %1 joueurs : %2</translation>
    </message>
    <message>
        <source>1 returning nation still has New Year steps to run: %1</source>
        <translation>1 nation de retour a encore des étapes du Nouvel An à exécuter : %1</translation>
    </message>
    <message>
        <source>%1 returning nations still have New Year steps to run: %2</source>
        <translation>%1 nations de retour ont encore des étapes du Nouvel An à exécuter : %2</translation>
    </message>
    <message>
        <source>1 nation may declare exodus and has not answered: %1</source>
        <translation>1 nation peut déclarer un exode et n’a pas répondu : %1</translation>
    </message>
    <message>
        <source>%1 nations may declare exodus and have not answered: %2</source>
        <translation>%1 nations peuvent déclarer un exode et n’ont pas répondu : %2</translation>
    </message>
    <message>
        <source>orders missing for 1 army: %1</source>
        <translation>ordres manquants pour 1 armée : %1</translation>
    </message>
    <message>
        <source>orders missing for %1 armies: %2</source>
        <translation>ordres manquants pour %1 armées : %2</translation>
    </message>
    <message>
        <source>1 army has not picked its number for the terrain check: %1</source>
        <translation>1 armée n’a pas choisi son nombre pour le test de terrain : %1</translation>
    </message>
    <message>
        <source>%1 armies have not picked their numbers for the terrain check: %2</source>
        <translation>%1 armées n’ont pas choisi leur nombre pour le test de terrain : %2</translation>
    </message>
    <message>
        <source>1 nation still chooses the units its terrain check cost: %1</source>
        <translation>1 nation choisit encore les unités que lui a coûtées son test de terrain : %1</translation>
    </message>
    <message>
        <source>%1 nations still choose the units their terrain checks cost: %2</source>
        <translation>%1 nations choisissent encore les unités que leur ont coûtées leurs tests de terrain : %2</translation>
    </message>
    <message>
        <source>1 nation has two armies in one area and must send one back: %1</source>
        <translation>1 nation a deux armées dans une même zone et doit en renvoyer une : %1</translation>
    </message>
    <message>
        <source>%1 nations have two armies in one area and must send one back: %2</source>
        <translation>%1 nations ont deux armées dans une même zone et doivent en renvoyer une : %2</translation>
    </message>
    <message>
        <source>1 secret location choice is missing: %1</source>
        <translation>1 choix secret d’emplacement manque : %1</translation>
    </message>
    <message>
        <source>%1 secret location choices are missing: %2</source>
        <translation>%1 choix secrets d’emplacement manquent : %2</translation>
    </message>
    <message>
        <source>1 battle has no result yet: %1</source>
        <translation>1 bataille n’a pas encore de résultat : %1</translation>
    </message>
    <message>
        <source>%1 battles have no result yet: %2</source>
        <translation>%1 batailles n’ont pas encore de résultat : %2</translation>
    </message>
    <message>
        <source>1 retreat still needs its area chosen: %1</source>
        <translation>1 retraite attend encore le choix de sa zone : %1</translation>
    </message>
    <message>
        <source>%1 retreats still need their areas chosen: %2</source>
        <translation>%1 retraites attendent encore le choix de leur zone : %2</translation>
    </message>
    <message>
        <source>1 area holds more armies than the end of the turn allows: %1</source>
        <translation>1 zone compte plus d’armées que la fin du tour ne le permet : %1</translation>
    </message>
    <message>
        <source>%1 areas hold more armies than the end of the turn allows: %2</source>
        <translation>%1 zones comptent plus d’armées que la fin du tour ne le permet : %2</translation>
    </message>
    <message>
        <source>1 last-ditch rally offer is not answered: %1</source>
        <translation>1 offre de ralliement de la dernière chance est sans réponse : %1</translation>
    </message>
    <message>
        <source>%1 last-ditch rally offers are not answered: %2</source>
        <translation>%1 offres de ralliement de la dernière chance sont sans réponse : %2</translation>
    </message>
    <message>
        <source>1 fallen general still needs his successor chosen: %1</source>
        <translation>1 général tombé attend encore le choix de son successeur : %1</translation>
    </message>
    <message>
        <source>%1 fallen generals still need their successors chosen: %2</source>
        <translation>%1 généraux tombés attendent encore le choix de leurs successeurs : %2</translation>
    </message>
    <message>
        <source>1 army meets an independent army and waits for its player&apos;s choice, battle or forcing it back: %1</source>
        <translation>1 armée rencontre une armée indépendante et attend le choix de son joueur, bataille ou la repousser : %1</translation>
    </message>
    <message>
        <source>%1 armies meet independent armies and wait for their players&apos; choice, battle or forcing them back: %2</source>
        <translation>%1 armées rencontrent des armées indépendantes et attendent le choix de leurs joueurs, bataille ou les repousser : %2</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::StrategicMap</name>
    <message>
        <source>Chaos land (%1)</source>
        <translation>Terre du Chaos (%1)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Supply</name>
    <message>
        <source>§4.5 Out of supply: no chain of the nation&apos;s own areas leads from %1 to one of its towns or cities, nor to a coastal area it may be supplied through; §4.6 it may only move into its nation&apos;s own areas.</source>
        <translation>§4.5 Hors ravitaillement : aucune chaîne de zones de la nation ne mène de %1 à l’un de ses bourgs ou cités, ni à une zone côtière par laquelle elle peut être ravitaillée ; §4.6 elle ne peut se déplacer que dans les zones de sa propre nation.</translation>
    </message>
    <message numerus="yes">
        <source>§4.5 In supply: own areas lead from %1 to the town or city of %2 in %n step(s).</source>
        <translation>
            <numerusform>§4.5 Ravitaillée : les zones de la nation mènent de %1 au bourg ou à la cité de %2 en %n pas.</numerusform>
            <numerusform>§4.5 Ravitaillée : les zones de la nation mènent de %1 au bourg ou à la cité de %2 en %n pas.</numerusform>
        </translation>
    </message>
    <message>
        <source>§4.5 In supply by sea: own areas lead from %1 to the coast at %2, and the nation holds a port free of enemy armies.</source>
        <translation>§4.5 Ravitaillée par mer : les zones de la nation mènent de %1 à la côte en %2, et la nation tient un port libre d’armées ennemies.</translation>
    </message>
    <message>
        <source>§4.5 In supply: the army holds the population centre of %1, which feeds it while it stays (setting occupationGivesSupply).</source>
        <translation>§4.5 Ravitaillée : l’armée tient le centre de population de %1, qui la nourrit tant qu’elle y reste (paramètre occupationGivesSupply).</translation>
    </message>
    <message>
        <source>§7.2 At sea in %1: an expedition traces no supply until it lands.</source>
        <translation>§7.2 En mer en %1 : une expédition ne trace aucun ravitaillement tant qu’elle n’a pas débarqué.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Survival</name>
    <message>
        <source>§2.14 no stand lost: no roll</source>
        <translation>§2.14 aucun socle perdu : pas de jet</translation>
    </message>
    <message>
        <source>§2.14 1 stand lost: back to full strength without a roll</source>
        <translation>§2.14 1 socle perdu : revient à plein effectif sans jet</translation>
    </message>
    <message>
        <source>§2.14 %1 stands lost: needs %2+, rolled %3: %4</source>
        <extracomment>%4 is &quot;back to full strength&quot; or &quot;struck from the roster&quot;</extracomment>
        <translation>§2.14 %1 socles perdus : il faut %2+, obtenu %3 : %4</translation>
    </message>
    <message>
        <source>back to full strength</source>
        <translation>revient à plein effectif</translation>
    </message>
    <message>
        <source>struck from the roster</source>
        <translation>rayée de la liste d’armée</translation>
    </message>
    <message>
        <source>Survival roll: %1 (%2 stands lost)</source>
        <extracomment>why a die is rolled, shown in the dice log; %1 is a unit name</extracomment>
        <translation>Jet de survie : %1 (%2 socles perdus)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::TerrainCards</name>
    <message>
        <source>§2.12 %1 cards, set by the referee for this area</source>
        <translation>§2.12 %1 cartes, fixées par l’arbitre pour cette zone</translation>
    </message>
    <message>
        <source>§2.12 coastal %1: 3 (the larger of %2 and 3, I-48)</source>
        <extracomment>%1 is a terrain name, %2 its usual number of terrain cards</extracomment>
        <translation>§2.12 %1 en zone côtière : 3 (le plus grand de %2 et 3, I-48)</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Victory</name>
    <message>
        <source>%1 VP for enemy losses</source>
        <translation>%1 PV pour les pertes ennemies</translation>
    </message>
    <message>
        <source>%1 VP for enemy losses + %2 for holding the objective alone = %3</source>
        <translation>%1 PV pour les pertes ennemies + %2 pour avoir tenu seul l’objectif = %3</translation>
    </message>
    <message>
        <source>draw</source>
        <extracomment>a battle result</extracomment>
        <translation>match nul</translation>
    </message>
    <message>
        <source>minor victory</source>
        <translation>victoire mineure</translation>
    </message>
    <message>
        <source>major victory</source>
        <translation>victoire majeure</translation>
    </message>
    <message>
        <source>rout</source>
        <extracomment>a battle result: the winner has three times the loser&apos;s victory points or more</extracomment>
        <translation>déroute</translation>
    </message>
    <message>
        <source>§2.13 %1 to %2: a draw (I-32)</source>
        <translation>§2.13 %1 à %2 : match nul (I-32)</translation>
    </message>
    <message>
        <source>under 2 to 1</source>
        <extracomment>the ratio of victory points that decides how large a victory is</extracomment>
        <translation>moins de 2 contre 1</translation>
    </message>
    <message>
        <source>2 to 1 or more, under 3 to 1</source>
        <translation>2 contre 1 ou plus, moins de 3 contre 1</translation>
    </message>
    <message>
        <source>3 to 1 or more</source>
        <translation>3 contre 1 ou plus</translation>
    </message>
    <message>
        <source>§2.13 %1 to %2: the %3 side wins, a %4 (%5)</source>
        <extracomment>%1 and %2 are victory points, %3 is &quot;first&quot; or &quot;second&quot;, %4 the kind of victory, %5 the ratio</extracomment>
        <translation>§2.13 %1 à %2 : le %3 camp l’emporte, une %4 (%5)</translation>
    </message>
    <message>
        <source>first</source>
        <extracomment>which side of the battle wins; fills %3 of &quot;the %3 side wins&quot;</extracomment>
        <translation>premier</translation>
    </message>
    <message>
        <source>second</source>
        <translation>second</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::Voyage</name>
    <message>
        <source>I-5 %1 ship(s) lost, %2 of them empty; %3 unit(s) went down with them.</source>
        <translation>I-5 %1 navire(s) perdu(s), dont %2 vide(s) ; %3 unité(s) ont sombré avec eux.</translation>
    </message>
    <message>
        <source>§7.2.5, I-6 advantages %1 → %2.</source>
        <translation>§7.2.5, I-6 avantages %1 → %2.</translation>
    </message>
    <message>
        <source>§7.2.5, I-4 %1 ship(s) test to rally on 6 or more: %2 fail and turn pirate.</source>
        <translation>§7.2.5, I-4 %1 navire(s) tentent de se reprendre sur 6 ou plus : %2 échouent et passent aux pirates.</translation>
    </message>
    <message>
        <source>§7.2.5 a healer sails: disease costs %1 boat(s) and %2 unit(s).</source>
        <translation>§7.2.5 un guérisseur est à bord : la maladie coûte %1 navire(s) et %2 unité(s).</translation>
    </message>
    <message>
        <source>§7.2.5 no healer sails: disease costs %1 boat(s) and %2 unit(s).</source>
        <translation>§7.2.5 aucun guérisseur à bord : la maladie coûte %1 navire(s) et %2 unité(s).</translation>
    </message>
    <message>
        <source>§7.2.5 the admiral gives up an advantage to ride out the storm.</source>
        <translation>§7.2.5 l’amiral renonce à un avantage pour essuyer la tempête.</translation>
    </message>
    <message>
        <source>I-6 no advantage to give up: the storm takes a boat and a unit.</source>
        <translation>I-6 aucun avantage à abandonner : la tempête emporte un navire et une unité.</translation>
    </message>
    <message>
        <source>§7.2.5 the storm takes %1 boat(s) and %2 unit(s).</source>
        <translation>§7.2.5 la tempête emporte %1 navire(s) et %2 unité(s).</translation>
    </message>
    <message>
        <source>§7.2.5, I-7 %1 cavalry unit(s) struck from the expedition roster (2 at most).</source>
        <translation>§7.2.5, I-7 %1 unité(s) de cavalerie rayée(s) de la liste d’armée de l’expédition (2 au plus).</translation>
    </message>
    <message>
        <source>§7.2.5 the character named to face the monster cannot (not aboard, or the general or admiral): 2 ships are given up.</source>
        <translation>§7.2.5 le personnage désigné pour affronter le monstre ne le peut pas (pas à bord, ou c’est le général ou l’amiral) : 2 navires sont sacrifiés.</translation>
    </message>
    <message>
        <source>§7.2.5 no one faces the monster: 2 ships are given up.</source>
        <translation>§7.2.5 personne n’affronte le monstre : 2 navires sont sacrifiés.</translation>
    </message>
    <message>
        <source>§7.2.5, I-23 %1 faces the monster, rolls %2 and is killed: gone from the roster, not replaced.</source>
        <translation>§7.2.5, I-23 %1 affronte le monstre, obtient %2 et est tué : retiré de la liste d’armée, sans remplacement.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 faces the monster, rolls %2 and escapes: 1 ship is destroyed.</source>
        <translation>§7.2.5 %1 affronte le monstre, obtient %2 et s’échappe : 1 navire est détruit.</translation>
    </message>
    <message>
        <source>§7.2.5 %1 faces the monster, rolls %2 and enslaves it: +1 monster unit that needs no ship, and +1 advantage.</source>
        <translation>§7.2.5 %1 affronte le monstre, obtient %2 et l’asservit : +1 unité de monstres qui n’a pas besoin de navire, et +1 avantage.</translation>
    </message>
    <message>
        <source>Sea monster</source>
        <translation>Monstre marin</translation>
    </message>
    <message>
        <source>§7.4.1, I-65 an exodus fleet is left alone by the pirates.</source>
        <translation>§7.4.1, I-65 les pirates laissent en paix une flotte d’exode.</translation>
    </message>
    <message>
        <source>§7.2.6, I-5 %1 pirates (pool %2 + d6 %3) meet %4 ships and characters: %5 destroyed, pool now %6; %7 survivors sink %8 ship(s).</source>
        <translation>§7.2.6, I-5 %1 pirates (réserve %2 + d6 %3) rencontrent %4 navires et personnages : %5 détruits, réserve désormais de %6 ; %7 survivants coulent %8 navire(s).</translation>
    </message>
    <message>
        <source>§7.2.7 the sea people escort the fleet back to its home port next turn; an alliance needs a major character left with them as envoy.</source>
        <translation>§7.2.7 le peuple de la mer escorte la flotte jusqu’à son port d’attache au tour suivant ; une alliance exige qu’un personnage majeur reste auprès de lui comme émissaire.</translation>
    </message>
    <message>
        <source>§7.2.5 a new island of 6 areas, at least one on the coast, is drawn on the map; the fleet lands on its coast (I-10).</source>
        <translation>§7.2.5 une nouvelle île de 6 zones, dont au moins une sur la côte, est dessinée sur la carte ; la flotte débarque sur sa côte (I-10).</translation>
    </message>
    <message>
        <source>§7.2.5, I-10 the fleet lands on a coastal area of the declared landmass with no other player&apos;s army and no town or city.</source>
        <translation>§7.2.5, I-10 la flotte débarque sur une zone côtière de la masse continentale déclarée, sans armée d’un autre joueur, ni bourg ni cité.</translation>
    </message>
</context>
<context>
    <name>herald::warmaster::VoyageChart</name>
    <message>
        <source>§7.2.3 the chart dice show %1</source>
        <translation>§7.2.3 les dés de la table indiquent %1</translation>
    </message>
    <message>
        <source>, read as %1 (I-1)</source>
        <extracomment>a d20&apos;s natural 1 read as 2 (I-1)</extracomment>
        <translation>, lu comme %1 (I-1)</translation>
    </message>
    <message numerus="yes">
        <source>, + %n advantage(s)</source>
        <translation>
            <numerusform>, + %n avantage</numerusform>
            <numerusform>, + %n avantages</numerusform>
        </translation>
    </message>
    <message>
        <source>, + %1 for the underwater ally (§7.2.7)</source>
        <translation>, + %1 pour l’allié sous-marin (§7.2.7)</translation>
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
        <translation>Le bureau de l’arbitre pour les campagnes de jeux de figurines.</translation>
    </message>
    <message>
        <source>The campaign file to open.</source>
        <translation>Le fichier de campagne à ouvrir.</translation>
    </message>
    <message>
        <source>Open the bundled demo campaign.</source>
        <translation>Ouvrir la campagne de démonstration fournie.</translation>
    </message>
    <message>
        <source>Save a picture of every page into &lt;folder&gt;, then quit.</source>
        <translation>Enregistrer une image de chaque page dans &lt;folder&gt;, puis quitter.</translation>
    </message>
    <message>
        <source>Quit as soon as the first frame is shown (for timing).</source>
        <translation>Quitter dès que la première image est affichée (pour la mesure du temps).</translation>
    </message>
    <message>
        <source>Quit once the whole interface is built and shown (for timing).</source>
        <translation>Quitter une fois toute l’interface construite et affichée (pour la mesure du temps).</translation>
    </message>
</context>
</TS>
