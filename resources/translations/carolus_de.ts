<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message>
        <location filename="../../ui/narration.py" line="63"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="63"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="63"/>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="63"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="63"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="69"/>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="75"/>
        <source>{0} and {1}</source>
        <translation>{0} und {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="95"/>
        <source>{0} in {1}</source>
        <translation>{0} in {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="97"/>
        <source>{0} and took control of {1}</source>
        <translation>{0} und übernahm die Kontrolle über {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="98"/>
        <source>placed {0}</source>
        <translation>setzte {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="102"/>
        <source>named crowns {0}</source>
        <translation>bestimmte Kronen als {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="102"/>
        <source>named the crown {0}</source>
        <translation>bestimmte die Krone als {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="105"/>
        <source>{0} is on turn</source>
        <translation>{0} ist am Zug</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="106"/>
        <source>{0} {1}</source>
        <translation>{0} {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="131"/>
        <location filename="../../ui/narration.py" line="194"/>
        <source>Round {0} discs: {1}</source>
        <translation>Runde {0}, Scheiben: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="137"/>
        <source>{0} named starting crowns {1}</source>
        <translation>{0} bestimmte Startkronen als {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="140"/>
        <source>{0} named a starting crown {1}</source>
        <translation>{0} bestimmte eine Startkrone als {1}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="147"/>
        <source>court</source>
        <translation>den Hof</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="149"/>
        <location filename="../../ui/narration.py" line="202"/>
        <source>region {0}</source>
        <translation>Region {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="168"/>
        <source>moved the emperor {0} step</source>
        <translation>zog den Kaiser {0} Schritt</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="168"/>
        <source>moved the emperor {0} steps</source>
        <translation>zog den Kaiser {0} Schritte</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="169"/>
        <source> to region {0}</source>
        <translation> nach Region {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="174"/>
        <source>; {0}built a castle</source>
        <translation>; {0}baute eine Burg</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="177"/>
        <source>{0} castle</source>
        <translation>{0} Burg</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="177"/>
        <source>{0} castles</source>
        <translation>{0} Burgen</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="178"/>
        <source>; {0}took region {1} from {2} ({3})</source>
        <translation>; {0}nahm {2} Region {1} ab ({3})</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="180"/>
        <source> (nothing happened)</source>
        <translation> (nichts geschah)</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="184"/>
        <source>; merged into region {0}</source>
        <translation>; verschmolz zu Region {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="188"/>
        <source>; drew {0}</source>
        <translation>; zog {0}</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="200"/>
        <source>choose disc {0}</source>
        <translation>Scheibe {0} wählen</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="202"/>
        <source>your court</source>
        <translation>deinen Hof</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="203"/>
        <source>place {0} in {1}</source>
        <translation>{0} in {1} setzen</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="206"/>
        <source>move the emperor {0} step</source>
        <translation>den Kaiser {0} Schritt ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="206"/>
        <source>move the emperor {0} steps</source>
        <translation>den Kaiser {0} Schritte ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="207"/>
        <source>name the crown {0}</source>
        <translation>die Krone als {0} bestimmen</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="221"/>
        <source>Game over: a draw (castles in play: {0})</source>
        <translation>Spielende: unentschieden (Burgen im Spiel: {0})</translation>
    </message>
    <message>
        <location filename="../../ui/narration.py" line="222"/>
        <source>Game over: {0} won (castles in play: {1})</source>
        <translation>Spielende: Sieg für {0} (Burgen im Spiel: {1})</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <location filename="../../ui/app.py" line="45"/>
        <source>An unfinished game was saved ({names}, {round}). Resume it?</source>
        <translation>Eine nicht beendete Partie wurde gespeichert ({names}, {round}). Weiterspielen?</translation>
    </message>
    <message>
        <location filename="../../ui/app.py" line="50"/>
        <source>Resume game</source>
        <translation>Partie fortsetzen</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <location filename="../../ui/board/centre_item.py" line="62"/>
        <source>Disc {0}: the emperor may walk 1 to {0} regions</source>
        <translation>Scheibe {0}: Der Kaiser darf 1 bis {0} Regionen ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/board/centre_item.py" line="63"/>
        <source>Disc 1: the emperor walks 1 region</source>
        <translation>Scheibe 1: Der Kaiser zieht 1 Region</translation>
    </message>
    <message>
        <location filename="../../ui/board/centre_item.py" line="83"/>
        <source>Take a {0} knight ({1}) from the supply</source>
        <translation>Einen Ritter in {0} ({1}) aus dem Vorrat nehmen</translation>
    </message>
    <message>
        <location filename="../../ui/board/centre_item.py" line="153"/>
        <source>supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <location filename="../../ui/board/centre_item.py" line="162"/>
        <source>disc</source>
        <translation>Scheibe</translation>
    </message>
    <message>
        <location filename="../../ui/board/centre_item.py" line="184"/>
        <source>turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="14"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="14"/>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="15"/>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="15"/>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="16"/>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="18"/>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="18"/>
        <source>tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="19"/>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="19"/>
        <source>chevron</source>
        <translation>Sparren</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="20"/>
        <source>crescent</source>
        <translation>Mond</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="72"/>
        <source>Castles in play</source>
        <translation>Burgen im Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="102"/>
        <source>All {0} castles on the board win; with fewer than 4 regions left, the most castles win.</source>
        <translation>Alle {0} Burgen auf dem Brett gewinnen; bei weniger als 4 Regionen gewinnen die meisten Burgen.</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="111"/>
        <source>over a court colour: that player controls it</source>
        <translation>über einer Hoffarbe: wer sie kontrolliert</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="131"/>
        <source>Key</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="138"/>
        <source>disc: low discs act first; the value is how far the emperor may walk</source>
        <translation>Scheibe: Niedrige Scheiben ziehen zuerst; der Wert ist die Reichweite des Kaisers</translation>
    </message>
    <message>
        <location filename="../../ui/board/info_item.py" line="145"/>
        <source>castles and the rim of a region show its owner</source>
        <translation>Burgen und der Rand einer Region zeigen ihren Besitzer</translation>
    </message>
    <message>
        <location filename="../../ui/board/player_panel.py" line="133"/>
        <location filename="../../ui/board/seat_item.py" line="212"/>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <location filename="../../ui/board/player_panel.py" line="135"/>
        <location filename="../../ui/board/seat_item.py" line="96"/>
        <source>Court</source>
        <translation>Hof</translation>
    </message>
    <message>
        <location filename="../../ui/board/scene.py" line="278"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../ui/board/scene.py" line="282"/>
        <source>Rolling dice</source>
        <translation>Es wird gewürfelt</translation>
    </message>
    <message>
        <location filename="../../ui/board/seat_item.py" line="144"/>
        <source>{0}: {1} {2} knight(s) ({3}) in reserve</source>
        <translation>{0}: {1} Ritter in {2} ({3}) in der Reserve</translation>
    </message>
    <message>
        <location filename="../../ui/board/seat_item.py" line="147"/>
        <source>{0} {1} (controls)</source>
        <translation>{0} {1} (kontrolliert)</translation>
    </message>
    <message>
        <location filename="../../ui/board/seat_item.py" line="149"/>
        <source>Court of {0}: {1}</source>
        <translation>Hof von {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../ui/board/seat_item.py" line="195"/>
        <source>discs</source>
        <translation>Scheiben</translation>
    </message>
</context>
<context>
    <name>CastlesChart</name>
    <message>
        <location filename="../../ui/castles_chart.py" line="69"/>
        <source>emperor moves ({0})</source>
        <translation>Kaiserzüge ({0})</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <location filename="../../ui/controller.py" line="65"/>
        <source>Place {colour} in {where}</source>
        <translation>{colour} in {where} setzen</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="166"/>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="170"/>
        <source>Wait: it is not a person&apos;s turn at this screen.</source>
        <translation>Warte: An diesem Bildschirm ist gerade kein Mensch am Zug.</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="317"/>
        <source>The computer chose an illegal action: {0}</source>
        <translation>Der Computer wählte einen regelwidrigen Zug: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/controller.py" line="342"/>
        <source>A hint is for the person to act, when nothing else is running.</source>
        <translation>Einen Tipp gibt es für den Menschen am Zug, wenn sonst nichts läuft.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="102"/>
        <source>Host a LAN game</source>
        <translation>LAN-Partie eröffnen</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="115"/>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="119"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="120"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="121"/>
        <source>Your seat</source>
        <translation>Dein Platz</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="122"/>
        <source>Port (TCP)</source>
        <translation>Port (TCP)</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="123"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="124"/>
        <source>Computer for empty seats</source>
        <translation>Computer für freie Plätze</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="127"/>
        <source>Go on with the game hosted last ({0})</source>
        <translation>Die zuletzt eröffnete Partie fortsetzen ({0})</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="164"/>
        <source>Join a LAN game</source>
        <translation>An LAN-Partie teilnehmen</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="169"/>
        <source>HOST or HOST:PORT (default port {p})</source>
        <translation>HOST oder HOST:PORT (Standardport {p})</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="173"/>
        <source>Host address</source>
        <translation>Adresse des Gastgebers</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="174"/>
        <source>Your name</source>
        <translation>Dein Name</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="175"/>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="178"/>
        <source>Search the LAN</source>
        <translation>Im LAN suchen</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="180"/>
        <source>Games on the LAN:</source>
        <translation>Partien im LAN:</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="203"/>
        <source>(none found: type the host&apos;s address)</source>
        <translation>(keine gefunden: Adresse des Gastgebers eingeben)</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="213"/>
        <source>Type the host&apos;s address as HOST or HOST:PORT.</source>
        <translation>Adresse des Gastgebers als HOST oder HOST:PORT eingeben.</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="295"/>
        <source>LAN game over; digest {d}</source>
        <translation>LAN-Partie beendet; Prüfsumme {d}</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="328"/>
        <source>LAN: {0}</source>
        <translation>LAN: {0}</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="335"/>
        <source>LAN game paused</source>
        <translation>LAN-Partie pausiert</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="349"/>
        <source>Cannot join</source>
        <translation>Teilnahme nicht möglich</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="378"/>
        <source>Leave the LAN game you host? The others wait until you host it again (Host LAN game… offers to go on with it).</source>
        <translation>Die eröffnete LAN-Partie verlassen? Die anderen warten, bis du sie wieder eröffnest (LAN-Partie eröffnen… bietet an, sie fortzusetzen).</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="380"/>
        <source>Leave the LAN game? The others see you as disconnected; join again to play on.</source>
        <translation>Die LAN-Partie verlassen? Die anderen sehen dich als getrennt; nimm erneut teil, um weiterzuspielen.</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="381"/>
        <source>Leave the LAN game</source>
        <translation>LAN-Partie verlassen</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="248"/>
        <source>Start now</source>
        <translation>Jetzt starten</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../ui/main_window.py" line="92"/>
        <location filename="../../ui/main_window.py" line="503"/>
        <source>Carolus Magnus</source>
        <translation>Carolus Magnus</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="124"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="147"/>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="177"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="178"/>
        <source>&amp;Open record…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="179"/>
        <source>&amp;Save record as…</source>
        <translation>Partie &amp;speichern unter…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="180"/>
        <source>&amp;Replay this game</source>
        <translation>Diese Partie &amp;nachspielen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="181"/>
        <source>Replay a record &amp;file…</source>
        <translation>Partie aus &amp;Datei nachspielen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="182"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="183"/>
        <source>&amp;Undo placement</source>
        <translation>Setzen &amp;rückgängig</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="184"/>
        <source>&amp;Redo placement</source>
        <translation>Setzen &amp;wiederholen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="185"/>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="186"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="187"/>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="188"/>
        <source>What would the strong computer do? (H)</source>
        <translation>Was würde der starke Computer tun? (H)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="190"/>
        <source>Choose disc {0}</source>
        <translation>Scheibe {0} wählen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="193"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="202"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="205"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="208"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="212"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="347"/>
        <source>(the computer is thinking…)</source>
        <translation>(der Computer denkt nach…)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="349"/>
        <source>{0}&apos;s turn at this screen. </source>
        <translation>{0} ist an diesem Bildschirm am Zug. </translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="351"/>
        <source>Carolus Magnus — {0}</source>
        <translation>Carolus Magnus — {0}</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="396"/>
        <source>Hint: {0}.</source>
        <translation>Tipp: {0}.</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="443"/>
        <source>Carolus records (*.json *.msgpack);;All files (*)</source>
        <translation>Carolus-Partien (*.json *.msgpack);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="456"/>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt…</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="469"/>
        <source>Open a game record</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="477"/>
        <location filename="../../ui/main_window.py" line="529"/>
        <source>cannot open {0}</source>
        <translation>{0} kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="485"/>
        <source>Save the game record</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="498"/>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <location filename="../../ui/main_window.py" line="521"/>
        <source>Replay a game record</source>
        <translation>Partie nachspielen</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="31"/>
        <source>Person at this screen</source>
        <translation>Mensch an diesem Bildschirm</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="32"/>
        <source>Computer: random (beginner)</source>
        <translation>Computer: zufällig (Anfänger)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="33"/>
        <source>Computer: greedy (fair)</source>
        <translation>Computer: gierig (ordentlich)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="34"/>
        <source>Computer: strong (good)</source>
        <translation>Computer: stark (gut)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="44"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="47"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50"/>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50"/>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="50"/>
        <source>4 players (2 teams)</source>
        <translation>4 Spieler (2 Teams)</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="57"/>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="69"/>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="84"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="86"/>
        <source>A hex seed replays the same setup and dice; leave empty for a fresh game.</source>
        <translation>Ein Hex-Startwert wiederholt Aufbau und Würfel; leer lassen für eine neue Partie.</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="87"/>
        <source>Seed (optional, hex):</source>
        <translation>Startwert (optional, hex):</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="91"/>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="114"/>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <location filename="../../ui/new_game_dialog.py" line="114"/>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <location filename="../../ui/board/palette.py" line="23"/>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <location filename="../../ui/board/palette.py" line="23"/>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <location filename="../../ui/board/palette.py" line="24"/>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message>
        <location filename="../../ui/board/preview.py" line="22"/>
        <source>a castle for {0}</source>
        <translation>eine Burg für {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="26"/>
        <source>1 castle goes from {1} to {0}</source>
        <translation>1 Burg geht von {1} an {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="27"/>
        <source>{1} castles go from {2} to {0}</source>
        <translation>{1} Burgen gehen von {2} an {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="31"/>
        <source>nothing happens: nobody is here</source>
        <translation>nichts geschieht: niemand ist hier</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="33"/>
        <source>nothing happens: a tie for the lead</source>
        <translation>nichts geschieht: Gleichstand an der Spitze</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="34"/>
        <source>nothing happens: {0} already holds it</source>
        <translation>nichts geschieht: {0} hält sie schon</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="42"/>
        <source>Region</source>
        <translation>Region</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="44"/>
        <source>Region of {0} provinces</source>
        <translation>Region aus {0} Provinzen</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="46"/>
        <source>1 castle</source>
        <translation>1 Burg</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="48"/>
        <source>{0} castles</source>
        <translation>{0} Burgen</translation>
    </message>
    <message>
        <location filename="../../ui/board/preview.py" line="130"/>
        <source>If the emperor stops here:</source>
        <translation>Wenn der Kaiser hier hält:</translation>
    </message>
    <message>
        <location filename="../../ui/board/animations.py" line="98"/>
        <source>{0} built a castle</source>
        <translation>Neue Burg für {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/animations.py" line="100"/>
        <source>{0} took 1 castle</source>
        <translation>1 Burg geht an {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/animations.py" line="101"/>
        <source>{0} took {1} castles</source>
        <translation>{1} Burgen gehen an {0}</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <location filename="../../ui/replay_viewer.py" line="37"/>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <location filename="../../ui/replay_viewer.py" line="60"/>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location filename="../../ui/replay_viewer.py" line="61"/>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_viewer.py" line="62"/>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
    </message>
    <message>
        <location filename="../../ui/replay_viewer.py" line="63"/>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../../ui/replay_viewer.py" line="99"/>
        <source>{0} / {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../ui/replay_viewer.py" line="100"/>
        <source>The start of the game.</source>
        <translation>Der Beginn der Partie.</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <location filename="../../ui/result_dialog.py" line="35"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="39"/>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="41"/>
        <source>{0} won</source>
        <translation>Sieg für {0}</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="49"/>
        <source>&lt;b&gt;Side&lt;/b&gt;</source>
        <translation>&lt;b&gt;Seite&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="50"/>
        <source>&lt;b&gt;Castles in play&lt;/b&gt;</source>
        <translation>&lt;b&gt;Burgen im Spiel&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="51"/>
        <source>&lt;b&gt;Left&lt;/b&gt;</source>
        <translation>&lt;b&gt;Übrig&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="62"/>
        <source>Castles in play over the game (round {0}):</source>
        <translation>Burgen im Spiel im Lauf der Partie (Runde {0}):</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="69"/>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="70"/>
        <source>Watch the replay</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="84"/>
        <source>{0}: all {1} castles on the board, in round {2}.</source>
        <translation>{0}: alle {1} Burgen auf dem Brett, in Runde {2}.</translation>
    </message>
    <message>
        <location filename="../../ui/result_dialog.py" line="86"/>
        <source>Fewer than 4 regions are left after round {0}: the most castles decide.</source>
        <translation>Nach Runde {0} sind weniger als 4 Regionen übrig: Die meisten Burgen entscheiden.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../../ui/rules_dialog.py" line="8"/>
        <source>
&lt;h2&gt;Carolus Magnus in brief&lt;/h2&gt;
&lt;p&gt;Fifteen provinces form a ring; the emperor walks it clockwise. Win by putting
&lt;b&gt;all your castles&lt;/b&gt; on the board (10 each with 2 players, 8 each with 3, 10 per
team with 4), or hold the &lt;b&gt;most castles&lt;/b&gt; when fewer than 4 regions remain.&lt;/p&gt;
&lt;h3&gt;A round&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Discs.&lt;/b&gt; Each player picks an unused disc 1&amp;ndash;5, one not already picked this
round if possible. Low discs act first; the value is how far the emperor may walk.
After five rounds everyone takes the discs back.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Place knights.&lt;/b&gt; On your turn place 3 knights (4 with 3 players) from your
reserve, one at a time: into your &lt;b&gt;court&lt;/b&gt; or onto any &lt;b&gt;region&lt;/b&gt;. Having strictly
more knights of a colour in your court than everyone else gives you &lt;b&gt;control&lt;/b&gt; of
that colour.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Move the emperor&lt;/b&gt; 1 up to your disc&apos;s value regions clockwise (a merged region is
one step). In the region where he stops, each side&apos;s &lt;b&gt;strength&lt;/b&gt; is its knights of the
colours it controls plus its castles there. The strictly strongest side builds a castle
in an empty region, or &lt;b&gt;takes over&lt;/b&gt; another side&apos;s castles, replacing them all with its own.
Neighbouring regions with castles of the same side &lt;b&gt;merge&lt;/b&gt; into one.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Refill.&lt;/b&gt; Roll one die per knight placed and take those colours into your reserve;
a &lt;b&gt;crown&lt;/b&gt; is a colour of your choice.&lt;/li&gt;
&lt;/ol&gt;
&lt;h3&gt;Four players&lt;/h3&gt;
&lt;p&gt;Two teams: seats 1 and 3 against seats 2 and 4. Partners&apos; controlled colours and
castles count together.&lt;/p&gt;
&lt;h3&gt;Playing here&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Click a disc (or press its number, 1&amp;ndash;5) to choose it.&lt;/li&gt;
&lt;li&gt;Click one of your reserve knights, then a region or your court (or drag it there).
Placements can be undone (Ctrl+Z) until the emperor moves.&lt;/li&gt;
&lt;li&gt;Click a highlighted region to walk the emperor there. Hover a region to see what would happen.&lt;/li&gt;
&lt;li&gt;At a crown, click the colour you want.&lt;/li&gt;
&lt;li&gt;The status line always says who must do what; the log tells what happened.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hint&lt;/b&gt; (H) shows what the strong computer would do, on the board too.&lt;/li&gt;
&lt;/ul&gt;
</source>
        <translation>
&lt;h2&gt;Carolus Magnus in Kürze&lt;/h2&gt;
&lt;p&gt;Fünfzehn Provinzen bilden einen Ring; der Kaiser zieht im Uhrzeigersinn darum herum. Es gewinnt, wer
&lt;b&gt;alle eigenen Burgen&lt;/b&gt; aufs Brett bringt (je 10 bei 2 Spielern, je 8 bei 3, 10 je Team bei 4), oder wer
die &lt;b&gt;meisten Burgen&lt;/b&gt; hat, sobald weniger als 4 Regionen übrig sind.&lt;/p&gt;
&lt;h3&gt;Eine Runde&lt;/h3&gt;
&lt;ol&gt;
&lt;li&gt;&lt;b&gt;Scheiben.&lt;/b&gt; Jeder wählt eine unbenutzte Scheibe 1&amp;ndash;5, möglichst eine, die in dieser Runde noch
niemand gewählt hat. Niedrige Scheiben ziehen zuerst; der Wert sagt, wie weit der Kaiser ziehen darf.
Nach fünf Runden nehmen alle ihre Scheiben zurück.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Ritter setzen.&lt;/b&gt; Setze in deinem Zug 3 Ritter (4 bei 3 Spielern) aus deiner Reserve, einen nach dem
anderen: an deinen &lt;b&gt;Hof&lt;/b&gt; oder in eine beliebige &lt;b&gt;Region&lt;/b&gt;. Wer von einer Farbe echt mehr Ritter am Hof hat
als alle anderen, &lt;b&gt;kontrolliert&lt;/b&gt; diese Farbe.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Den Kaiser ziehen:&lt;/b&gt; 1 bis zum Wert deiner Scheibe Regionen im Uhrzeigersinn (eine verschmolzene Region
ist ein Schritt). In der Region, in der er hält, ist die &lt;b&gt;Stärke&lt;/b&gt; jeder Seite die Zahl ihrer Ritter in den
Farben, die sie kontrolliert, plus ihre Burgen dort. Die echt stärkste Seite baut in einer leeren Region eine
Burg oder &lt;b&gt;übernimmt&lt;/b&gt; die Burgen einer anderen Seite und ersetzt sie alle durch eigene.
Benachbarte Regionen mit Burgen derselben Seite &lt;b&gt;verschmelzen&lt;/b&gt; zu einer.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Nachziehen.&lt;/b&gt; Würfle einen Würfel je gesetztem Ritter und nimm diese Farben in deine Reserve;
eine &lt;b&gt;Krone&lt;/b&gt; ist eine Farbe deiner Wahl.&lt;/li&gt;
&lt;/ol&gt;
&lt;h3&gt;Vier Spieler&lt;/h3&gt;
&lt;p&gt;Zwei Teams: Plätze 1 und 3 gegen Plätze 2 und 4. Die kontrollierten Farben und Burgen der Partner
zählen zusammen.&lt;/p&gt;
&lt;h3&gt;So wird hier gespielt&lt;/h3&gt;
&lt;ul&gt;
&lt;li&gt;Klicke eine Scheibe an (oder drücke ihre Zahl, 1&amp;ndash;5), um sie zu wählen.&lt;/li&gt;
&lt;li&gt;Klicke einen deiner Reserveritter an, dann eine Region oder deinen Hof (oder ziehe ihn dorthin).
Setzen lässt sich rückgängig machen (Strg+Z), bis der Kaiser zieht.&lt;/li&gt;
&lt;li&gt;Klicke eine hervorgehobene Region an, um den Kaiser dorthin zu ziehen. Zeige auf eine Region, um zu sehen,
was dort geschähe.&lt;/li&gt;
&lt;li&gt;Bei einer Krone klickst du die gewünschte Farbe an.&lt;/li&gt;
&lt;li&gt;Die Statuszeile sagt immer, wer was tun muss; der Spielverlauf erzählt, was geschah.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tipp&lt;/b&gt; (H) zeigt, was der starke Computer tun würde, auch auf dem Brett.&lt;/li&gt;
&lt;/ul&gt;
</translation>
    </message>
    <message>
        <location filename="../../ui/rules_dialog.py" line="49"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../../ui/settings_dialog.py" line="27"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="31"/>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="32"/>
        <source>Animate the board</source>
        <translation>Spielbrett animieren</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="38"/>
        <source>Left: slower, right: faster</source>
        <translation>Links: langsamer, rechts: schneller</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="39"/>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="47"/>
        <source>Pause between computer actions:</source>
        <translation>Pause zwischen Computerzügen:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="53"/>
        <source>Strong computer thinks for:</source>
        <translation>Der starke Computer denkt:</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="55"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="59"/>
        <source>Takes effect the next time the game starts</source>
        <translation>Wirkt ab dem nächsten Start des Spiels</translation>
    </message>
    <message>
        <location filename="../../ui/settings_dialog.py" line="60"/>
        <source>Language (after a restart):</source>
        <translation>Sprache (nach Neustart):</translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <location filename="../../ui/board/seat_item.py" line="176"/>
        <location filename="../../ui/board/status.py" line="34"/>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="20"/>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="41"/>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="42"/>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="48"/>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="50"/>
        <source>rolling dice</source>
        <translation>es wird gewürfelt</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="54"/>
        <source>choose a disc ({0})</source>
        <translation>eine Scheibe wählen ({0})</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="58"/>
        <source>place 1 more knight (in a region or the court)</source>
        <translation>noch 1 Ritter setzen (in eine Region oder den Hof)</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="59"/>
        <source>place {0} more knights (in a region or the court)</source>
        <translation>noch {0} Ritter setzen (in eine Region oder den Hof)</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="63"/>
        <source>move the emperor 1 region</source>
        <translation>den Kaiser 1 Region ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="64"/>
        <source>move the emperor 1 to {0} regions</source>
        <translation>den Kaiser 1 bis {0} Regionen ziehen</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="75"/>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="77"/>
        <source>{0} won with {1} castles</source>
        <translation>Sieg für {0} mit {1} Burgen</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="88"/>
        <source>Game over: {0} won with {1} castles.</source>
        <translation>Spielende: Sieg für {0} mit {1} Burgen.</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="85"/>
        <source>Game over after round {0}: a draw.</source>
        <translation>Spielende nach Runde {0}: unentschieden.</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="66"/>
        <source>take a knight of any colour (crown rolled)</source>
        <translation>einen Ritter beliebiger Farbe nehmen (Krone gewürfelt)</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="91"/>
        <source>{0}: the dice are rolled.</source>
        <translation>{0}: Es wird gewürfelt.</translation>
    </message>
    <message>
        <location filename="../../ui/board/status.py" line="92"/>
        <source>{0} — {1}: {2}.</source>
        <translation>{0} — {1}: {2}.</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="455"/>
        <source>cannot listen on port {p}: {e}</source>
        <translation>Port {p} kann nicht geöffnet werden: {e}</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="467"/>
        <source>Hosting again on port {p}: the others rejoin with the same command</source>
        <translation>Erneut eröffnet auf Port {p}: Die anderen treten mit demselben Befehl wieder bei</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="470"/>
        <source>LAN game: waiting for players (port {p})</source>
        <translation>LAN-Partie: warte auf Spieler (Port {p})</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="473"/>
        <source>Others join at {w} (Join LAN game… or carolus join ADDRESS).</source>
        <translation>Andere treten bei über {w} (LAN-Partie beitreten… oder carolus join ADRESSE).</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="474"/>
        <source>Key fingerprint: {f}</source>
        <translation>Schlüssel-Fingerabdruck: {f}</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="511"/>
        <source>LAN game at {a}: waiting for the host</source>
        <translation>LAN-Partie bei {a}: warte auf den Gastgeber</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="519"/>
        <source>Host key fingerprint: {f}</source>
        <translation>Fingerabdruck des Gastgeber-Schlüssels: {f}</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="543"/>
        <source>Rejoin LAN game</source>
        <translation>LAN-Partie wieder beitreten</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="544"/>
        <source>You were playing a LAN game at {a} as {n}. Rejoin it?</source>
        <translation>Du hast eine LAN-Partie bei {a} als {n} gespielt. Wieder beitreten?</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="583"/>
        <source>Host a LAN game</source>
        <translation>LAN-Partie eröffnen</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="554"/>
        <location filename="../../ui/lan_dialogs.py" line="585"/>
        <source>Join a LAN game</source>
        <translation>An LAN-Partie teilnehmen</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="605"/>
        <source>&amp;Host LAN game…</source>
        <translation>LAN-Partie &amp;eröffnen…</translation>
    </message>
    <message>
        <location filename="../../ui/lan_dialogs.py" line="607"/>
        <source>&amp;Join LAN game…</source>
        <translation>An LAN-Partie &amp;teilnehmen…</translation>
    </message>
</context>
</TS>
