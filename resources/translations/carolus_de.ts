<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue knight(s)</source>
        <translation>
            <numerusform>%n blauen Ritter</numerusform>
            <numerusform>%n blaue Ritter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the folder cannot be read; they are left as they are.</source>
        <translation>
            <numerusform>%n Datei im Ordner ist nicht lesbar; sie bleibt, wie sie ist.</numerusform>
            <numerusform>%n Dateien im Ordner sind nicht lesbar; sie bleiben, wie sie sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not yours alone (people against each other, or computers only)</source>
        <translation>
            <numerusform>%n Partie nicht nur deine (Menschen gegeneinander oder nur Computer)</numerusform>
            <numerusform>%n Partien nicht nur deine (Menschen gegeneinander oder nur Computer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green knight(s)</source>
        <translation>
            <numerusform>%n grünen Ritter</numerusform>
            <numerusform>%n grüne Ritter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them came from joker(s).</source>
        <translation>
            <numerusform>Einer davon kam von einem Joker.</numerusform>
            <numerusform>%n davon kamen von Jokern.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink knight(s)</source>
        <translation>
            <numerusform>%n rosa Ritter</numerusform>
            <numerusform>%n rosa Ritter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red knight(s)</source>
        <translation>
            <numerusform>%n roten Ritter</numerusform>
            <numerusform>%n rote Ritter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n Runde</numerusform>
            <numerusform>%n Runden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%n unfertige Partie</numerusform>
            <numerusform>%n unfertige Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable file(s)</source>
        <translation>
            <numerusform>%n unlesbare Datei</numerusform>
            <numerusform>%n unlesbare Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow knight(s)</source>
        <translation>
            <numerusform>%n gelben Ritter</numerusform>
            <numerusform>%n gelbe Ritter</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>A castle was built there for you and {partner}.</source>
        <translation>Dort entstand eine Burg für dich und {partner}.</translation>
    </message>
    <message>
        <source>A castle was built there for you.</source>
        <translation>Dort entstand eine Burg für dich.</translation>
    </message>
    <message>
        <source>A castle was built there for {side}.</source>
        <translation>Dort entstand eine Burg für {side}.</translation>
    </message>
    <message>
        <source>A die must be rolled first.</source>
        <translation>Zuerst muss ein Würfel geworfen werden.</translation>
    </message>
    <message>
        <source>A joker cannot be named {colour}: none is left in the supply.</source>
        <translation>Ein Joker kann nicht {colour} werden: Im Vorrat ist keiner mehr.</translation>
    </message>
    <message>
        <source>A knight can only be changed into another colour.</source>
        <translation>Ein Ritter kann nur in eine andere Farbe getauscht werden.</translation>
    </message>
    <message>
        <source>A lower disc acts earlier this round; a higher one lets the emperor go further.</source>
        <translation>Eine niedrigere Scheibe ist in dieser Runde früher am Zug; eine höhere lässt den Kaiser weiter ziehen.</translation>
    </message>
    <message>
        <source>A {colour} knight at court keeps your control of {colour_name} against {rival}.</source>
        <translation>Ein Ritter in {colour_name} am Burghof sichert dir die Kontrolle über {colour_name} gegen {rival}.</translation>
    </message>
    <message>
        <source>A {colour} knight at court wins you control of {colour_name} from {rival}.</source>
        <translation>Ein Ritter in {colour_name} am Burghof bringt dir die Kontrolle über {colour_name}; {rival} verliert sie.</translation>
    </message>
    <message>
        <source>A {colour} knight at court wins you control of {colour_name}.</source>
        <translation>Ein Ritter in {colour_name} am Burghof bringt dir die Kontrolle über {colour_name}.</translation>
    </message>
    <message>
        <source>A {colour} knight cannot be placed there now.</source>
        <translation>Ein Ritter in {colour} kann dort jetzt nicht gesetzt werden.</translation>
    </message>
    <message>
        <source>Action {number} of the record cannot be played.</source>
        <translation>Aktion {number} der Partie kann nicht ausgeführt werden.</translation>
    </message>
    <message>
        <source>Action {number} of the record is not written correctly.</source>
        <translation>Aktion {number} der Partie ist nicht richtig geschrieben.</translation>
    </message>
    <message>
        <source>Against people</source>
        <translation>Gegen Menschen</translation>
    </message>
    <message>
        <source>Against {level}</source>
        <translation>Gegen {level}</translation>
    </message>
    <message>
        <source>Alemannia</source>
        <translation>Alemannien</translation>
    </message>
    <message numerus="yes">
        <source>All %n came from joker(s).</source>
        <translation>
            <numerusform>Er kam von einem Joker.</numerusform>
            <numerusform>Alle %n kamen von Jokern.</numerusform>
        </translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Alle Gegner</translation>
    </message>
    <message>
        <source>All player counts</source>
        <translation>Alle Spielerzahlen</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Aquitaine</source>
        <translation>Aquitanien</translation>
    </message>
    <message>
        <source>Austrasia</source>
        <translation>Austrasien</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Im Schnitt</translation>
    </message>
    <message>
        <source>Bavaria</source>
        <translation>Baiern</translation>
    </message>
    <message>
        <source>Between the decisions (the dice, mostly): {name} {points} points of winning chance, you {yours}.</source>
        <translation>Zwischen den Entscheidungen (meist die Würfel): {name} {points} Punkte Gewinnchance, du {yours}.</translation>
    </message>
    <message>
        <source>Brittany</source>
        <translation>Bretagne</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Burgund</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Nach Monat</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Nach Spielerzahl</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>Nach Gegner</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>Nach Regeln</translation>
    </message>
    <message>
        <source>Cannot open this game: {reason}</source>
        <translation>Diese Partie lässt sich nicht öffnen: {reason}</translation>
    </message>
    <message>
        <source>Carinthia</source>
        <translation>Kärnten</translation>
    </message>
    <message>
        <source>Castles built</source>
        <translation>Burgen gebaut</translation>
    </message>
    <message>
        <source>Castles lost</source>
        <translation>Burgen verloren</translation>
    </message>
    <message>
        <source>Castles taken</source>
        <translation>Burgen erobert</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Colour control changed hands</source>
        <translation>Farbkontrolle wechselte den Besitzer</translation>
    </message>
    <message>
        <source>Colours lost at court</source>
        <translation>Farben am Burghof verloren</translation>
    </message>
    <message>
        <source>Colours won at court</source>
        <translation>Farben am Burghof gewonnen</translation>
    </message>
    <message>
        <source>Could not delete the game: {reason}</source>
        <translation>Die Partie konnte nicht gelöscht werden: {reason}</translation>
    </message>
    <message>
        <source>Crowns rolled: {0}.</source>
        <translation>Gewürfelte Kronen: {0}.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Partie löschen</translation>
    </message>
    <message>
        <source>Delete this game? It cannot be undone.</source>
        <translation>Diese Partie löschen? Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Löschen …</translation>
    </message>
    <message>
        <source>Disc {disc} cannot be chosen now.</source>
        <translation>Die Zahlenscheibe {disc} kann jetzt nicht gewählt werden.</translation>
    </message>
    <message>
        <source>Disc {disc} is already chosen this round.</source>
        <translation>Zahlenscheibe {disc} ist in dieser Runde schon gewählt.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Unentsch.</translation>
    </message>
    <message>
        <source>Estimated by maximum likelihood from your results against the computer levels, whose Elo is held fixed; the range is the 95 % interval.</source>
        <translation>Nach der Maximum-Likelihood-Methode aus deinen Ergebnissen gegen die Computerstufen geschätzt, deren Elo fest bleibt; die Spanne ist das 95-%-Intervall.</translation>
    </message>
    <message>
        <source>Every castle of the winner is on the board.</source>
        <translation>Alle Burgen der Siegerseite stehen auf dem Brett.</translation>
    </message>
    <message>
        <source>Fewer than 4 regions are left.</source>
        <translation>Es sind weniger als 4 Regionen übrig.</translation>
    </message>
    <message>
        <source>Free draw replaces the refill dice and goes with no other optional rule, not with {others}.</source>
        <translation>Freie Wahl ersetzt die Nachschubwürfel und geht mit keiner anderen Zusatzregel zusammen, auch nicht mit {others}.</translation>
    </message>
    <message>
        <source>Frisia</source>
        <translation>Friesland</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Partiensammlung</translation>
    </message>
    <message>
        <source>Game over: a draw (castles in play: {scores}).</source>
        <translation>Spielende: unentschieden (Burgen im Spiel: {scores}).</translation>
    </message>
    <message>
        <source>Game over: you and {partner} won (castles in play: {scores}).</source>
        <translation>Spielende: {partner} und du habt gewonnen (Burgen im Spiel: {scores}).</translation>
    </message>
    <message>
        <source>Game over: you won (castles in play: {scores}).</source>
        <translation>Spielende: Du hast gewonnen (Burgen im Spiel: {scores}).</translation>
    </message>
    <message>
        <source>Game over: {winner} won (castles in play: {scores}).</source>
        <translation>Spielende: Sieg für {winner} (Burgen im Spiel: {scores}).</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Games won, {0} games at a time</source>
        <translation>Gewonnene Partien, je {0} Partien</translation>
    </message>
    <message>
        <source>Gascony</source>
        <translation>Gascogne</translation>
    </message>
    <message>
        <source>Go on with this unfinished game where it was left.</source>
        <translation>Diese unfertige Partie dort fortsetzen, wo es verlassen wurde.</translation>
    </message>
    <message>
        <source>Hint: {steps}.</source>
        <translation>Tipp: {steps}.</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>Insgesamt</translation>
    </message>
    <message numerus="yes">
        <source>In {region}, your %n {colour} knight(s) count for {side}, who controls {colour}.</source>
        <translation>
            <numerusform>In {region} zählt dein Ritter in {colour_name} für {side}, der {colour_name} kontrolliert.</numerusform>
            <numerusform>In {region} zählen deine %n Ritter in {colour_name} für {side}, der {colour_name} kontrolliert.</numerusform>
        </translation>
    </message>
    <message>
        <source>It assumes the other people play like the intermediate level.</source>
        <translation>Dabei nimmt er an, dass die anderen Menschen wie die Stufe „Mittel“ spielen.</translation>
    </message>
    <message>
        <source>It assumes you play like the intermediate level: the library has no rating of yours yet.</source>
        <translation>Dabei nimmt er an, dass du wie die Stufe „Mittel“ spielst: Die Bibliothek hat noch keine Wertung von dir.</translation>
    </message>
    <message>
        <source>It is not the moment for that action.</source>
        <translation>Diese Aktion ist jetzt nicht an der Reihe.</translation>
    </message>
    <message>
        <source>It is not {player}&apos;s turn but {to_act}&apos;s.</source>
        <translation>Nicht {player} ist am Zug, sondern {to_act}.</translation>
    </message>
    <message>
        <source>It is the colour whose court fight it helps most.</source>
        <translation>Es ist die Farbe, deren Kampf am Burghof sie am meisten hilft.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Knights placed at court</source>
        <translation>Ritter an den Burghof gesetzt</translation>
    </message>
    <message>
        <source>Knights placed in regions</source>
        <translation>Ritter in Regionen gesetzt</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <source>Lombardy</source>
        <translation>Lombardei</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>games lost</comment>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Luck of the dice: not weighed yet.</source>
        <translation>Würfelglück: noch nicht gewogen.</translation>
    </message>
    <message numerus="yes">
        <source>Luck of the dice: {points} points of winning chance for you over %n game(s), {per} a game.</source>
        <translation>
            <numerusform>Würfelglück: {points} Punkte Gewinnchance für dich in %n Partie, {per} je Partie.</numerusform>
            <numerusform>Würfelglück: {points} Punkte Gewinnchance für dich in %n Partien, {per} je Partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Neighbouring regions merged into region {region}.</source>
        <translation>Benachbarte Regionen wurden zu Region {region} zusammengeführt.</translation>
    </message>
    <message>
        <source>Neustria</source>
        <translation>Neustrien</translation>
    </message>
    <message>
        <source>No decision of the losing side was marked a mistake: small edges and the dice decided.</source>
        <translation>Keine Entscheidung der unterlegenen Seite wurde als Fehler markiert: kleine Vorteile und die Würfel entschieden.</translation>
    </message>
    <message>
        <source>No finished game of yours yet: the statistics begin with your first.</source>
        <translation>Noch keine beendete Partie von dir: Die Statistik beginnt mit deiner ersten.</translation>
    </message>
    <message>
        <source>No knight can come into play any more.</source>
        <translation>Kein Ritter kann mehr ins Spiel kommen.</translation>
    </message>
    <message>
        <source>No rating yet: it needs a finished game against a computer level.</source>
        <translation>Noch keine Wertung: Dazu braucht es eine beendete Partie gegen eine Computerstufe.</translation>
    </message>
    <message>
        <source>No {colour} knight is left in the supply.</source>
        <translation>Im Vorrat ist kein Ritter in {colour_name} mehr.</translation>
    </message>
    <message>
        <source>No {colour} knight was just taken.</source>
        <translation>Es wurde gerade kein Ritter in {colour_name} genommen.</translation>
    </message>
    <message>
        <source>Not counted: {0}.</source>
        <translation>Nicht gezählt: {0}.</translation>
    </message>
    <message>
        <source>Not yours alone</source>
        <translation>Nicht nur deine</translation>
    </message>
    <message>
        <source>Nothing changes hands in {region}; the turn builds up your knights.</source>
        <translation>In {region} wechselt nichts den Besitzer; der Zug stärkt deine Ritter.</translation>
    </message>
    <message>
        <source>Nothing happened there.</source>
        <translation>Dort geschah nichts.</translation>
    </message>
    <message>
        <source>Open piles replace the refill dice; only kept jokers go with them, not {others}.</source>
        <translation>Offene Stapel ersetzen die Nachschubwürfel; nur aufbewahrte Joker gehen mit ihnen zusammen, nicht {others}.</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Pro Partie</translation>
    </message>
    <message>
        <source>Pile {pile} does not hold that many {colour} knights.</source>
        <translation>Stapel {pile} enthält nicht so viele Ritter in {colour_name}.</translation>
    </message>
    <message numerus="yes">
        <source>Pile {pile} holds more knights than a turn takes: take %n of them.</source>
        <translation>
            <numerusform>Stapel {pile} enthält mehr Ritter, als ein Zug nimmt: Nimm %n davon.</numerusform>
            <numerusform>Stapel {pile} enthält mehr Ritter, als ein Zug nimmt: Nimm %n davon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pile {pile} is small enough: take it whole.</source>
        <translation>Stapel {pile} ist klein genug: Nimm ihn ganz.</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Provence</source>
        <translation>Provence</translation>
    </message>
    <message>
        <source>Puzzle {puzzle} cannot be set up with this version of the game.</source>
        <translation>Rätsel {puzzle} lässt sich mit dieser Version des Spiels nicht aufbauen.</translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from you and {partner} to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} ging von dir und {partner} an {winner} über (%n Burg).</numerusform>
            <numerusform>Region {region} ging von dir und {partner} an {winner} über (%n Burgen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from you to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} ging von dir an {winner} über (%n Burg).</numerusform>
            <numerusform>Region {region} ging von dir an {winner} über (%n Burgen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to you (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} ging von {loser} an dich über (%n Burg).</numerusform>
            <numerusform>Region {region} ging von {loser} an dich über (%n Burgen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to you and {partner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} ging von {loser} an dich und {partner} über (%n Burg).</numerusform>
            <numerusform>Region {region} ging von {loser} an dich und {partner} über (%n Burgen).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} ging von {loser} an {winner} über (%n Burg).</numerusform>
            <numerusform>Region {region} ging von {loser} an {winner} über (%n Burgen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Regions merged</source>
        <translation>Regionen zusammengeführt</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message numerus="yes">
        <source>Risk: {side} leads in {region} by %n and could build there.</source>
        <translation>
            <numerusform>Risiko: {side} führt in {region} mit %n und könnte dort bauen.</numerusform>
            <numerusform>Risiko: {side} führt in {region} mit %n und könnte dort bauen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Risk: {side} leads in {region} by %n and could take your castles there.</source>
        <translation>
            <numerusform>Risiko: {side} führt in {region} mit %n und könnte dir dort die Burgen nehmen.</numerusform>
            <numerusform>Risiko: {side} führt in {region} mit %n und könnte dir dort die Burgen nehmen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round 100, the last one, is over.</source>
        <translation>Runde 100, die letzte, ist vorbei.</translation>
    </message>
    <message>
        <source>Round {round} discs: {discs}</source>
        <translation>Runde {round}, Zahlenscheiben: {discs}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Saxony</source>
        <translation>Sachsen</translation>
    </message>
    <message>
        <source>Search names, levels, rules…</source>
        <translation>Namen, Stufen, Regeln suchen …</translation>
    </message>
    <message>
        <source>Septimania</source>
        <translation>Septimanien</translation>
    </message>
    <message>
        <source>Showing {shown} of {games} games.</source>
        <translation>{shown} von {games} Partien angezeigt.</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Grundregeln</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message numerus="yes">
        <source>Take %n knight(s) from a pile.</source>
        <translation>
            <numerusform>Nimm %n Ritter aus einem Stapel.</numerusform>
            <numerusform>Nimm %n Ritter aus einem Stapel.</numerusform>
        </translation>
    </message>
    <message>
        <source>That action belongs to the optional rule {variant}, which this game does not use.</source>
        <translation>Diese Aktion gehört zur Zusatzregel {variant}, die diese Partie nicht verwendet.</translation>
    </message>
    <message>
        <source>The crown cannot be named {colour} now.</source>
        <translation>Die Krone kann jetzt nicht als {colour} bestimmt werden.</translation>
    </message>
    <message>
        <source>The dice gave {name} {points} points of winning chance over the game, you {yours}.</source>
        <translation>Die Würfel gaben {name} im Spiel {points} Punkte Gewinnchance, dir {yours}.</translation>
    </message>
    <message>
        <source>The dice gave {name} {points} points of winning chance over the game, {other} {theirs}.</source>
        <translation>Die Würfel gaben {name} im Spiel {points} Punkte Gewinnchance, {other} {theirs}.</translation>
    </message>
    <message>
        <source>The dice over the game, in points of winning chance: {0}.</source>
        <translation>Die Würfel im Spiel, in Punkten Gewinnchance: {0}.</translation>
    </message>
    <message numerus="yes">
        <source>The emperor cannot move %n step(s) now.</source>
        <translation>
            <numerusform>Der Kaiser kann jetzt nicht %n Feld vorrücken.</numerusform>
            <numerusform>Der Kaiser kann jetzt nicht %n Felder vorrücken.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s), as far as {region}; no region in reach goes your way yet.</source>
        <translation>
            <numerusform>Der Kaiser darf dann bis zu %n Feld vorrücken, bis {region}; noch geht keine erreichbare Region an dich.</numerusform>
            <numerusform>Der Kaiser darf dann bis zu %n Felder vorrücken, bis {region}; noch geht keine erreichbare Region an dich.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s); a lower disc acts earlier.</source>
        <translation>
            <numerusform>Der Kaiser darf dann bis zu %n Feld vorrücken; eine niedrigere Scheibe ist früher am Zug.</numerusform>
            <numerusform>Der Kaiser darf dann bis zu %n Felder vorrücken; eine niedrigere Scheibe ist früher am Zug.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s); no region in reach goes your way yet.</source>
        <translation>
            <numerusform>Der Kaiser darf dann bis zu %n Feld vorrücken; noch geht keine erreichbare Region an dich.</numerusform>
            <numerusform>Der Kaiser darf dann bis zu %n Felder vorrücken; noch geht keine erreichbare Region an dich.</numerusform>
        </translation>
    </message>
    <message>
        <source>The emperor moves at least one step.</source>
        <translation>Der Kaiser rückt mindestens ein Feld vor.</translation>
    </message>
    <message>
        <source>The emperor&apos;s stop in {region} builds a castle for {side}: no better stop is in reach.</source>
        <translation>Der Halt des Kaisers in {region} baut eine Burg für {side}: Kein besserer Halt ist erreichbar.</translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {side} take it from you (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>Der Halt des Kaisers in {region} lässt {side} sie dir abnehmen (%n Burg): Kein besserer Halt ist erreichbar.</numerusform>
            <numerusform>Der Halt des Kaisers in {region} lässt {side} sie dir abnehmen (%n Burgen): Kein besserer Halt ist erreichbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {side} take it from your team (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>Der Halt des Kaisers in {region} lässt {side} sie deinem Team abnehmen (%n Burg): Kein besserer Halt ist erreichbar.</numerusform>
            <numerusform>Der Halt des Kaisers in {region} lässt {side} sie deinem Team abnehmen (%n Burgen): Kein besserer Halt ist erreichbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {winner} take it from {loser} (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>Der Halt des Kaisers in {region} lässt {winner} sie {loser} abnehmen (%n Burg): Kein besserer Halt ist erreichbar.</numerusform>
            <numerusform>Der Halt des Kaisers in {region} lässt {winner} sie {loser} abnehmen (%n Burgen): Kein besserer Halt ist erreichbar.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message numerus="yes">
        <source>The file is far too large for a game record (%n byte(s)).</source>
        <translation>
            <numerusform>Die Datei ist viel zu groß für eine Partie (%n Byte).</numerusform>
            <numerusform>Die Datei ist viel zu groß für eine Partie (%n Bytes).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot use this: it is not something this version of the game understands.</source>
        <translation>Das Spiel kann damit nichts anfangen: Diese Version des Spiels versteht es nicht.</translation>
    </message>
    <message>
        <source>The game has no such knight colour.</source>
        <translation>Eine solche Ritterfarbe gibt es im Spiel nicht.</translation>
    </message>
    <message>
        <source>The game has no {player}.</source>
        <translation>Im Spiel gibt es keinen {player}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>The game library cannot save the game in {path}.</source>
        <translation>Die Partiensammlung kann die Partie nicht in {path} speichern.</translation>
    </message>
    <message>
        <source>The puzzle file is damaged or was written by another version of the game.</source>
        <translation>Die Rätseldatei ist beschädigt oder stammt von einer anderen Version des Spiels.</translation>
    </message>
    <message>
        <source>The record asks for an optional rule this game does not know: {variant}.</source>
        <translation>Die Partie verlangt eine Zusatzregel, die dieses Spiel nicht kennt: {variant}.</translation>
    </message>
    <message>
        <source>The record is written in version {version} of the format; this game reads version {expected}.</source>
        <translation>Die Partie ist in Version {version} des Formats geschrieben; dieses Spiel liest Version {expected}.</translation>
    </message>
    <message>
        <source>The record names the optional rule {variant} twice.</source>
        <translation>Die Partie nennt die Zusatzregel {variant} zweimal.</translation>
    </message>
    <message>
        <source>The record names {players} players; a game has 2, 3 or 4.</source>
        <translation>Die Partie nennt {players} Spieler; eine Partie hat 2, 3 oder 4.</translation>
    </message>
    <message>
        <source>The record&apos;s dice do not fit the game.</source>
        <translation>Die Würfe der Partie passen nicht zum Spiel.</translation>
    </message>
    <message>
        <source>The record&apos;s list of actions is broken.</source>
        <translation>Die Liste der Aktionen in der Partie ist beschädigt.</translation>
    </message>
    <message>
        <source>The record&apos;s list of dice rolled is broken.</source>
        <translation>Die Liste der Würfe in der Partie ist beschädigt.</translation>
    </message>
    <message>
        <source>The record&apos;s optional rules are not a list of names.</source>
        <translation>Die Zusatzregeln der Partie sind keine Liste von Namen.</translation>
    </message>
    <message>
        <source>The record&apos;s optional rules cannot be played together.</source>
        <translation>Die Zusatzregeln der Partie lassen sich nicht zusammen spielen.</translation>
    </message>
    <message numerus="yes">
        <source>The record&apos;s player names are not a list of %n name(s).</source>
        <translation>
            <numerusform>Die Spielernamen der Partie sind keine Liste von %n Namen.</numerusform>
            <numerusform>Die Spielernamen der Partie sind keine Liste von %n Namen.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record&apos;s seed for the dice is not a hexadecimal number.</source>
        <translation>Der Startwert der Partie für die Würfel ist keine Hexadezimalzahl.</translation>
    </message>
    <message>
        <source>The record&apos;s starting position is not one the rules allow.</source>
        <translation>Die Ausgangsstellung der Partie ist nach den Regeln nicht erlaubt.</translation>
    </message>
    <message>
        <source>The rules do not allow that action now.</source>
        <translation>Die Regeln erlauben diese Aktion jetzt nicht.</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed.</source>
        <translation>Die gespeicherte Partie kann nicht fortgesetzt werden.</translation>
    </message>
    <message>
        <source>The trend appears with your first finished game.</source>
        <translation>Der Verlauf erscheint mit deiner ersten beendeten Partie.</translation>
    </message>
    <message>
        <source>There is no disc {disc}; the discs go from 1 to 5.</source>
        <translation>Es gibt keine Zahlenscheibe {disc}; die Scheiben gehen von 1 bis 5.</translation>
    </message>
    <message>
        <source>There is no pile {pile}.</source>
        <translation>Es gibt keinen Stapel {pile}.</translation>
    </message>
    <message>
        <source>There is no province {province}.</source>
        <translation>Es gibt keine Provinz {province}.</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>Diese Datei gibt es nicht.</translation>
    </message>
    <message>
        <source>This game does not know that kind of action.</source>
        <translation>Diese Art von Aktion kennt das Spiel nicht.</translation>
    </message>
    <message>
        <source>This game does not play the optional rule {variant} yet.</source>
        <translation>Dieses Spiel spielt die Zusatzregel {variant} noch nicht.</translation>
    </message>
    <message>
        <source>This game is no longer in the game library.</source>
        <translation>Diese Partie ist nicht mehr in der Partiensammlung.</translation>
    </message>
    <message>
        <source>This game record is damaged.</source>
        <translation>Diese Partiedatei ist beschädigt.</translation>
    </message>
    <message>
        <source>This is a folder, not a game record.</source>
        <translation>Das ist ein Ordner, keine Partiedatei.</translation>
    </message>
    <message>
        <source>This is not a Carolus Magnus game record.</source>
        <translation>Das ist keine Partiedatei von Carolus Magnus.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON breaks off or is broken at line {line}, column {column}.</source>
        <translation>Das ist keine Partiedatei: Ihr JSON bricht in Zeile {line}, Spalte {column} ab oder ist dort fehlerhaft.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON holds a value the game cannot read.</source>
        <translation>Das ist keine Partiedatei: Ihr JSON enthält einen Wert, den das Spiel nicht lesen kann.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON nests too deeply.</source>
        <translation>Das ist keine Partiedatei: Ihr JSON ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON text is not in UTF-8.</source>
        <translation>Das ist keine Partiedatei: Ihr JSON-Text ist nicht in UTF-8.</translation>
    </message>
    <message>
        <source>This is not a game record: its msgpack data is broken.</source>
        <translation>Das ist keine Partiedatei: Ihre msgpack-Daten sind beschädigt.</translation>
    </message>
    <message>
        <source>This is not a game record: the file is neither JSON nor msgpack.</source>
        <translation>Das ist keine Partiedatei: Die Datei ist weder JSON noch msgpack.</translation>
    </message>
    <message>
        <source>This position cannot be a puzzle: a puzzle starts with a turn that cannot end the round.</source>
        <translation>Diese Stellung kann kein Rätsel sein: Ein Rätsel beginnt mit einem Zug, der die Runde nicht beenden kann.</translation>
    </message>
    <message>
        <source>Thuringia</source>
        <translation>Thüringen</translation>
    </message>
    <message>
        <source>Turning point: your choice of disc in round {round}, winning chance {before} → {after}.</source>
        <translation>Wendepunkt: deine Wahl der Zahlenscheibe in Runde {round}, Gewinnchance {before} → {after}.</translation>
    </message>
    <message>
        <source>Turning point: your turn in round {round}, winning chance {before} → {after}.</source>
        <translation>Wendepunkt: dein Zug in Runde {round}, Gewinnchance {before} → {after}.</translation>
    </message>
    <message>
        <source>Turning point: {name}&apos;s choice of disc in round {round}, winning chance {before} → {after}.</source>
        <translation>Wendepunkt: die Wahl der Zahlenscheibe von {name} in Runde {round}, Gewinnchance {before} → {after}.</translation>
    </message>
    <message>
        <source>Turning point: {name}&apos;s turn in round {round}, winning chance {before} → {after}.</source>
        <translation>Wendepunkt: der Zug von {name} in Runde {round}, Gewinnchance {before} → {after}.</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Unfertig</translation>
    </message>
    <message>
        <source>Unfinished, round {0}</source>
        <translation>Unfertig, Runde {0}</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Unlesbar</translation>
    </message>
    <message>
        <source>Unreadable: {reason}</source>
        <translation>Unlesbar: {reason}</translation>
    </message>
    <message>
        <source>Watch the game move by move; Play on from here starts a new game from it.</source>
        <translation>Die Partie Zug um Zug ansehen; „Von hier weiterspielen“ beginnt daraus eine neue Partie.</translation>
    </message>
    <message numerus="yes">
        <source>Weighing the dice of %n game(s)…</source>
        <translation>
            <numerusform>Die Würfel von %n Partie werden gewogen …</numerusform>
            <numerusform>Die Würfel von %n Partien werden gewogen …</numerusform>
        </translation>
    </message>
    <message>
        <source>What the dice gave your side&apos;s winning chance beyond the average of all their faces, summed over your finished games, in points (the computer&apos;s estimate): below zero the dice favoured your opponents, above zero you.</source>
        <translation>Was die Würfel der Gewinnchance deiner Seite über den Schnitt aller ihrer Seiten hinaus gaben, summiert über deine beendeten Partien, in Punkten (Schätzung des Computers): unter null begünstigten die Würfel deine Gegner, über null dich.</translation>
    </message>
    <message>
        <source>With it the emperor can reach {region}, where you lead: place knights there to build.</source>
        <translation>Damit erreicht der Kaiser {region}, wo du führst: setze dort Ritter, um zu bauen.</translation>
    </message>
    <message>
        <source>With it the emperor can reach {region}, where you would build a castle.</source>
        <translation>Damit erreicht der Kaiser {region}, wo du eine Burg bauen würdest.</translation>
    </message>
    <message>
        <source>With it the emperor can reach {region}, where you would take {side}&apos;s castles.</source>
        <translation>Damit erreicht der Kaiser {region}, wo du {side} die Burgen abnehmen würdest.</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>games won</comment>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>Gewonnen %</translation>
    </message>
    <message>
        <source>You act after {before} and before {after} this round: the emperor may have moved when you do.</source>
        <translation>Du bist in dieser Runde nach {before} und vor {after} am Zug: Der Kaiser kann dann schon weitergezogen sein.</translation>
    </message>
    <message>
        <source>You act after {before} this round: they may move the emperor before you do.</source>
        <translation>Du bist in dieser Runde nach {before} am Zug: Der Kaiser kann vor dir weiterziehen.</translation>
    </message>
    <message>
        <source>You act before {after} this round: you move the emperor before they can.</source>
        <translation>Du bist in dieser Runde vor {after} am Zug: Du ziehst den Kaiser, bevor es die anderen können.</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>Du darfst diese Datei nicht lesen.</translation>
    </message>
    <message>
        <source>You build a castle in {region}.</source>
        <translation>Du baust eine Burg in {region}.</translation>
    </message>
    <message>
        <source>You changed a knight just taken: {old} became {new}.</source>
        <translation>Du hast einen gerade genommenen Ritter getauscht: aus {old} wurde {new}.</translation>
    </message>
    <message numerus="yes">
        <source>You drew {knights}, with %n crown(s) named {colours}.</source>
        <translation>
            <numerusform>Du zogst {knights} nach, darunter die Krone als {colours}.</numerusform>
            <numerusform>Du zogst {knights} nach, darunter %n Kronen als {colours}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew {knights}.</source>
        <translation>Du zogst {knights} nach.</translation>
    </message>
    <message>
        <source>You kept the knights taken.</source>
        <translation>Du hast die genommenen Ritter behalten.</translation>
    </message>
    <message numerus="yes">
        <source>You moved the emperor %n step(s) to region {region}.</source>
        <translation>
            <numerusform>Du rücktest den Kaiser %n Feld vor, auf Region {region}.</numerusform>
            <numerusform>Du rücktest den Kaiser %n Felder vor, auf Region {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You named %n crown(s) as {colours}.</source>
        <translation>
            <numerusform>Du bestimmtest die Krone als {colours}.</numerusform>
            <numerusform>Du bestimmtest %n Kronen als {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You named %n starting crown(s): {colours}.</source>
        <translation>
            <numerusform>Du bestimmtest eine Startkrone als {colours}.</numerusform>
            <numerusform>Du bestimmtest %n Startkronen als {colours}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You placed {knights}.</source>
        <translation>Du setztest {knights}.</translation>
    </message>
    <message>
        <source>You take control of {colours}.</source>
        <translation>Du übernimmst die Kontrolle über {colours}.</translation>
    </message>
    <message>
        <source>You take control of {colour} from {side}.</source>
        <translation>Du nimmst {side} die Kontrolle über {colour} ab.</translation>
    </message>
    <message numerus="yes">
        <source>You take {region} from {side} (%n castle(s)).</source>
        <translation>
            <numerusform>Du nimmst {side} {region} ab (%n Burg).</numerusform>
            <numerusform>Du nimmst {side} {region} ab (%n Burgen).</numerusform>
        </translation>
    </message>
    <message>
        <source>You took control of {colours}.</source>
        <translation>Du übernahmst die Kontrolle über {colours}.</translation>
    </message>
    <message>
        <source>You took pile {pile}.</source>
        <translation>Du hast Stapel {pile} genommen.</translation>
    </message>
    <message>
        <source>You win at once.</source>
        <translation>Du gewinnst sofort.</translation>
    </message>
    <message>
        <source>Your castles join into one region, {region}, harder to take.</source>
        <translation>Deine Burgen verbinden sich zu einer Region, {region}, die schwerer zu nehmen ist.</translation>
    </message>
    <message>
        <source>Your chances: about {percent} % (the computer&apos;s estimate from its look-ahead).</source>
        <translation>Deine Chancen: etwa {percent} % (Schätzung des Computers aus seiner Vorausschau).</translation>
    </message>
    <message>
        <source>Your finished games: {games}. Won {won}, drawn {drawn}, lost {lost}: {rate} won.</source>
        <translation>Deine beendeten Partien: {games}. Gewonnen {won}, unentschieden {drawn}, verloren {lost}: {rate} gewonnen.</translation>
    </message>
    <message>
        <source>Your hardest choice of disc: round {round}, {before} → {after}.</source>
        <translation>Deine schwerste Wahl der Zahlenscheibe: Runde {round}, {before} → {after}.</translation>
    </message>
    <message>
        <source>Your hardest turn: round {round}, {before} → {after}.</source>
        <translation>Dein schwerster Zug: Runde {round}, {before} → {after}.</translation>
    </message>
    <message numerus="yes">
        <source>Your rating: about {elo} Elo (95 %: {low} to {high}), on the scale of the computer levels, from %n game(s) against them.</source>
        <translation>
            <numerusform>Deine Wertung: etwa {elo} Elo (95 %: {low} bis {high}), auf der Skala der Computerstufen, aus %n Partie gegen sie.</numerusform>
            <numerusform>Deine Wertung: etwa {elo} Elo (95 %: {low} bis {high}), auf der Skala der Computerstufen, aus %n Partien gegen sie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team builds a castle in {region}.</source>
        <translation>Dein Team baut eine Burg in {region}.</translation>
    </message>
    <message numerus="yes">
        <source>Your team takes {region} from {side} (%n castle(s)).</source>
        <translation>
            <numerusform>Dein Team nimmt {side} {region} ab (%n Burg).</numerusform>
            <numerusform>Dein Team nimmt {side} {region} ab (%n Burgen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team wins at once.</source>
        <translation>Dein Team gewinnt sofort.</translation>
    </message>
    <message>
        <source>Your team&apos;s castles join into one region, {region}, harder to take.</source>
        <translation>Die Burgen deines Teams verbinden sich zu einer Region, {region}, die schwerer zu nehmen ist.</translation>
    </message>
    <message>
        <source>Your team&apos;s chances: about {percent} % (the computer&apos;s estimate from its look-ahead).</source>
        <translation>Die Chancen deines Teams: etwa {percent} % (Schätzung des Computers aus seiner Vorausschau).</translation>
    </message>
    <message>
        <source>a joker as {colour} in your court</source>
        <translation>einen Joker als {colour} an deinen Burghof</translation>
    </message>
    <message>
        <source>a joker as {colour} in {region}</source>
        <translation>einen Joker als {colour} in {region}</translation>
    </message>
    <message>
        <source>all castles built</source>
        <translation>alle Burgen gebaut</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour as a noun</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>change a {old} knight just taken into {new}</source>
        <translation>einen eben genommenen Ritter in {old_name} gegen {new_name} tauschen</translation>
    </message>
    <message>
        <source>choose disc {disc}</source>
        <translation>Zahlenscheibe {disc} wählen</translation>
    </message>
    <message>
        <source>crown</source>
        <comment>die face</comment>
        <translation>Krone</translation>
    </message>
    <message>
        <source>fewer than 4 regions</source>
        <translation>weniger als 4 Regionen</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour as a noun</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>keep the knights just taken</source>
        <translation>die eben genommenen Ritter behalten</translation>
    </message>
    <message numerus="yes">
        <source>move the emperor %n step(s)</source>
        <translation>
            <numerusform>den Kaiser %n Feld vorrücken</numerusform>
            <numerusform>den Kaiser %n Felder vorrücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the emperor %n step(s) to {region}</source>
        <translation>
            <numerusform>den Kaiser %n Feld nach {region} vorrücken</numerusform>
            <numerusform>den Kaiser %n Felder nach {region} vorrücken</numerusform>
        </translation>
    </message>
    <message>
        <source>name the crown {colour}</source>
        <translation>die Krone als {colour} bestimmen</translation>
    </message>
    <message>
        <source>no knight left to play</source>
        <translation>kein Ritter mehr spielbar</translation>
    </message>
    <message>
        <source>people</source>
        <translation>Menschen</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>colour as a noun</comment>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>place {colour} in region {region}</source>
        <translation>{colour} in Region {region} setzen</translation>
    </message>
    <message>
        <source>place {colour} in your court</source>
        <translation>{colour} an deinen Burghof setzen</translation>
    </message>
    <message>
        <source>place {knights}</source>
        <translation>{knights} setzen</translation>
    </message>
    <message numerus="yes">
        <source>place {knights}, then move the emperor %n step(s) to {region}</source>
        <translation>
            <numerusform>{knights} setzen, dann den Kaiser %n Feld nach {region} vorrücken</numerusform>
            <numerusform>{knights} setzen, dann den Kaiser %n Felder nach {region} vorrücken</numerusform>
        </translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour as a noun</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>round 100 over</source>
        <translation>Runde 100 vorbei</translation>
    </message>
    <message>
        <source>take pile {pile}</source>
        <translation>Stapel {pile} nehmen</translation>
    </message>
    <message>
        <source>take {knights} from pile {pile}</source>
        <translation>{knights} aus Stapel {pile} nehmen</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour as a noun</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>you {0}</source>
        <translation>du {0}</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>{0} +{1}</source>
        <translation>{0} +{1}</translation>
    </message>
    <message>
        <source>{0} players</source>
        <translation>{0} Spieler</translation>
    </message>
    <message numerus="yes">
        <source>{colour} knights count for you in {region}, where you are %n behind.</source>
        <translation>
            <numerusform>Ritter in {colour_name} zählen für dich in {region}, wo du %n zurückliegst.</numerusform>
            <numerusform>Ritter in {colour_name} zählen für dich in {region}, wo du %n zurückliegst.</numerusform>
        </translation>
    </message>
    <message>
        <source>{colour} knights count for you in {region}, where you are level with the lead.</source>
        <translation>Ritter in {colour_name} zählen für dich in {region}, wo du gleichauf mit der Spitze liegst.</translation>
    </message>
    <message>
        <source>{knights} in court</source>
        <translation>{knights} an den Burghof</translation>
    </message>
    <message>
        <source>{knights} in region {region}</source>
        <translation>{knights} in Region {region}</translation>
    </message>
    <message>
        <source>{knights} in your court</source>
        <translation>{knights} an deinen Burghof</translation>
    </message>
    <message>
        <source>{knights} in {region}</source>
        <translation>{knights} in {region}</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} und {last}</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>Sieg für {names}</translation>
    </message>
    <message>
        <source>{name} (LAN)</source>
        <translation>{name} (LAN)</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} changed a knight just taken: {old} became {new}.</source>
        <translation>{name} tauschte einen gerade genommenen Ritter: aus {old} wurde {new}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} drew {knights}, with %n crown(s) named {colours}.</source>
        <translation>
            <numerusform>{name} zog {knights} nach, darunter die Krone als {colours}.</numerusform>
            <numerusform>{name} zog {knights} nach, darunter %n Kronen als {colours}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} drew {knights}.</source>
        <translation>{name} zog {knights} nach.</translation>
    </message>
    <message>
        <source>{name} kept the knights taken.</source>
        <translation>{name} behielt die genommenen Ritter.</translation>
    </message>
    <message numerus="yes">
        <source>{name} moved the emperor %n step(s) to region {region}.</source>
        <translation>
            <numerusform>{name} rückte den Kaiser %n Feld vor, auf Region {region}.</numerusform>
            <numerusform>{name} rückte den Kaiser %n Felder vor, auf Region {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} named %n crown(s) as {colours}.</source>
        <translation>
            <numerusform>{name} bestimmte die Krone als {colours}.</numerusform>
            <numerusform>{name} bestimmte %n Kronen als {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} named %n starting crown(s): {colours}.</source>
        <translation>
            <numerusform>{name} bestimmte eine Startkrone als {colours}.</numerusform>
            <numerusform>{name} bestimmte %n Startkronen als {colours}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} placed {knights}.</source>
        <translation>{name} setzte {knights}.</translation>
    </message>
    <message>
        <source>{name} took control of {colours}.</source>
        <translation>{name} übernahm die Kontrolle über {colours}.</translation>
    </message>
    <message>
        <source>{name} took pile {pile}.</source>
        <translation>{name} nahm Stapel {pile}.</translation>
    </message>
    <message>
        <source>{name} {crowns} of {dice} ({expected} expected)</source>
        <translation>{name} {crowns} von {dice} ({expected} erwartet)</translation>
    </message>
    <message>
        <source>{name} {disc}</source>
        <translation>{name} {disc}</translation>
    </message>
    <message>
        <source>{name}: {faces} (of {dice} dice, {expected} of each face expected)</source>
        <translation>{name}: {faces} (von {dice} Würfen, {expected} je Seite erwartet)</translation>
    </message>
    <message>
        <source>{player} has no disc {disc} left.</source>
        <translation>{player} hat die Zahlenscheibe {disc} nicht mehr.</translation>
    </message>
    <message>
        <source>{player} has no joker in reserve.</source>
        <translation>{player} hat keinen Joker in der Reserve.</translation>
    </message>
    <message>
        <source>{player} has no {colour} knight in reserve.</source>
        <translation>{player} hat keinen Ritter in {colour_name} in der Reserve.</translation>
    </message>
    <message numerus="yes">
        <source>{player} may move the emperor at most %n step(s).</source>
        <translation>
            <numerusform>{player} darf den Kaiser höchstens %n Feld vorrücken.</numerusform>
            <numerusform>{player} darf den Kaiser höchstens %n Felder vorrücken.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} must change a knight just taken, or keep them, now.</source>
        <translation>{player} muss jetzt einen gerade genommenen Ritter tauschen oder alle behalten.</translation>
    </message>
    <message>
        <source>{player} must choose a disc now.</source>
        <translation>{player} muss jetzt eine Zahlenscheibe wählen.</translation>
    </message>
    <message>
        <source>{player} must move the emperor now.</source>
        <translation>{player} muss jetzt den Kaiser vorrücken.</translation>
    </message>
    <message>
        <source>{player} must name a crown now.</source>
        <translation>{player} muss jetzt eine Krone bestimmen.</translation>
    </message>
    <message>
        <source>{player} must place a knight now.</source>
        <translation>{player} muss jetzt einen Ritter setzen.</translation>
    </message>
    <message>
        <source>{player} must take a pile now.</source>
        <translation>{player} muss jetzt einen Stapel nehmen.</translation>
    </message>
    <message>
        <source>{province} is part of a region that the record must name by {start}.</source>
        <translation>{province} gehört zu einer Region, die die Partie mit {start} benennen muss.</translation>
    </message>
    <message>
        <source>{result}: {how}</source>
        <translation>{result}: {how}</translation>
    </message>
    <message>
        <source>{side} {castles}</source>
        <translation>{side} {castles}</translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n Burg</numerusform>
            <numerusform>%n Burgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n Provinz</numerusform>
            <numerusform>%n Provinzen</numerusform>
        </translation>
    </message>
    <message>
        <source>Court of {0}</source>
        <translation>Hof von {0}</translation>
    </message>
    <message>
        <source>Picked up: the arrow keys go to where it may go</source>
        <translation>Aufgenommen: die Pfeiltasten führen dorthin, wo er hin darf</translation>
    </message>
    <message>
        <source>The emperor</source>
        <translation>Der Kaiser</translation>
    </message>
    <message>
        <source>The emperor, in {0}</source>
        <translation>Der Kaiser, in {0}</translation>
    </message>
    <message>
        <source>knights: {0}</source>
        <translation>Ritter: {0}</translation>
    </message>
    <message>
        <source>no castle</source>
        <translation>keine Burg</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>keine Ritter</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>owned by {0}</source>
        <translation>Besitzer: {0}</translation>
    </message>
    <message>
        <source>the emperor is here</source>
        <translation>der Kaiser steht hier</translation>
    </message>
    <message numerus="yes">
        <source>the emperor stops here after %n step(s)</source>
        <translation>
            <numerusform>der Kaiser hält hier nach %n Schritt</numerusform>
            <numerusform>der Kaiser hält hier nach %n Schritten</numerusform>
        </translation>
    </message>
    <message>
        <source>the emperor stops here after {0} steps</source>
        <translation>der Kaiser hält hier nach {0} Schritten</translation>
    </message>
    <message>
        <source>then: {0}</source>
        <translation>dann: {0}</translation>
    </message>
    <message>
        <source>{0} knights in reserve: {1}</source>
        <translation>Ritter in {0} im Vorrat: {1}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>An unfinished game was saved ({names}, {round}). Resume it?</source>
        <translation>Eine nicht beendete Partie wurde gespeichert ({names}, {round}). Weiterspielen?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Partie fortsetzen</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>noch %n</numerusform>
            <numerusform>noch %n</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a seat&apos;s summary</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>All {0} castles on the board win; with fewer than 4 regions left, the most castles win.</source>
        <translation>Alle {0} Burgen auf dem Brett gewinnen; bei weniger als 4 Regionen gewinnen die meisten Burgen.</translation>
    </message>
    <message>
        <source>Castles in play</source>
        <translation>Burgen im Spiel</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Burghof</translation>
    </message>
    <message>
        <source>Court of {0}: {1}</source>
        <translation>Burghof ({0}): {1}</translation>
    </message>
    <message>
        <source>Disc 1: the emperor walks 1 region</source>
        <translation>Zahlenscheibe 1: Der Kaiser rückt 1 Feld vor</translation>
    </message>
    <message>
        <source>Disc {0}: the emperor may walk 1 to {0} regions</source>
        <translation>Zahlenscheibe {0}: Der Kaiser rückt 1 bis {0} Felder vor</translation>
    </message>
    <message>
        <source>First pick up a knight from your reserve (click it), then click where it goes — or drag it there.</source>
        <translation>Nimm zuerst einen Ritter aus deinem Vorrat (anklicken), dann klicke, wohin er soll — oder ziehe ihn dorthin.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Legende</translation>
    </message>
    <message>
        <source>Now name the joker&apos;s colour</source>
        <translation>Nenne jetzt die Farbe des Jokers</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserve</translation>
    </message>
    <message>
        <source>Rolling dice</source>
        <translation>Es wird gewürfelt</translation>
    </message>
    <message>
        <source>Take a {0} knight ({1}) from the supply</source>
        <translation>Einen Ritter in {colour_name} ({1}) aus dem Vorrat nehmen</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>castles and the rim of a region show its owner</source>
        <translation>Burgen und der Rand einer Region zeigen ihren Besitzer</translation>
    </message>
    <message>
        <source>castles left: {castles}</source>
        <translation>Burgen übrig: {castles}</translation>
    </message>
    <message>
        <source>chevron</source>
        <translation>Sparren</translation>
    </message>
    <message>
        <source>court: {knights}</source>
        <translation>Burghof: {knights}</translation>
    </message>
    <message>
        <source>crescent</source>
        <translation>Mond</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>disc</source>
        <translation>Scheibe</translation>
    </message>
    <message>
        <source>disc played: {disc}</source>
        <translation>gespielte Zahlenscheibe: {disc}</translation>
    </message>
    <message>
        <source>disc: low discs act first; the value is how far the emperor may walk</source>
        <translation>Scheibe: Die niedrigste beginnt; ihr Wert: so weit zieht der Kaiser</translation>
    </message>
    <message>
        <source>discs</source>
        <translation>Scheiben</translation>
    </message>
    <message>
        <source>discs: {discs}</source>
        <translation>Zahlenscheiben: {discs}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>first in turn order</source>
        <translation>an erster Stelle der Zugreihenfolge</translation>
    </message>
    <message>
        <source>fourth in turn order</source>
        <translation>an vierter Stelle der Zugreihenfolge</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grün</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>over a court colour: that player controls it</source>
        <translation>über einer Farbe: wer sie kontrolliert</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rot</translation>
    </message>
    <message>
        <source>reserve: {knights}</source>
        <translation>Reserve: {knights}</translation>
    </message>
    <message>
        <source>second in turn order</source>
        <translation>an zweiter Stelle der Zugreihenfolge</translation>
    </message>
    <message>
        <source>star</source>
        <translation>Stern</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>Vorrat</translation>
    </message>
    <message>
        <source>third in turn order</source>
        <translation>an dritter Stelle der Zugreihenfolge</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>Zugreihenfolge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelb</translation>
    </message>
    <message>
        <source>{0} {1} (controls)</source>
        <translation>{0} {1} (kontrolliert)</translation>
    </message>
    <message>
        <source>{colour}: {charge}</source>
        <translation>{colour}: {charge}</translation>
    </message>
    <message>
        <source>{name} ({side}), {details}</source>
        <translation>{name} ({side}), {details}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n {colour} knight(s) ({charge}) in reserve</source>
        <translation>
            <numerusform>{name}: %n Ritter in {colour_name} ({charge}) in der Reserve</numerusform>
            <numerusform>{name}: %n Ritter in {colour_name} ({charge}) in der Reserve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CastlesChart</name>
    <message>
        <source>emperor moves ({0})</source>
        <translation>Kaiserzüge ({0})</translation>
    </message>
</context>
<context>
    <name>ChanceGraph</name>
    <message>
        <source>A blunder: the decision after this dot gave away {0} points of winning chance or more.</source>
        <translation>Ein grober Fehler: Die Entscheidung nach diesem Punkt gab {0} oder mehr Punkte Gewinnchance ab.</translation>
    </message>
    <message>
        <source>A mistake: the decision after this dot gave away {0} to {1} points of winning chance.</source>
        <translation>Ein Fehler: Die Entscheidung nach diesem Punkt gab {0} bis {1} Punkte Gewinnchance ab.</translation>
    </message>
    <message>
        <source>Between analysed positions (a turn&apos;s placements, a die): read off the line.</source>
        <translation>Zwischen analysierten Stellungen (Einsetzen im Zug, ein Würfel): von der Linie abgelesen.</translation>
    </message>
    <message>
        <source>Next, a blunder by {name}: {before} % → {after} %.</source>
        <translation>Als Nächstes ein grober Fehler von {name}: {before} % → {after} %.</translation>
    </message>
    <message>
        <source>Next, a mistake by {name}: {before} % → {after} %.</source>
        <translation>Als Nächstes ein Fehler von {name}: {before} % → {after} %.</translation>
    </message>
    <message>
        <source>No decision here: the nearest analysed position&apos;s chance.</source>
        <translation>Keine Entscheidung hier: die Chance der nächsten analysierten Stellung.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Noch nicht analysiert.</translation>
    </message>
    <message>
        <source>Position {0}</source>
        <translation>Stellung {0}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Side {0}</source>
        <translation>Seite {0}</translation>
    </message>
    <message>
        <source>The analysis judges each decision: a dot is a position it estimated; between the dots (a turn&apos;s placements, a die) the line is only joined, not analysed.</source>
        <translation>Die Analyse bewertet jede Entscheidung: Ein Punkt ist eine Stellung, die sie geschätzt hat; zwischen den Punkten (Einsetzen im Zug, ein Würfel) ist die Linie nur verbunden, nicht analysiert.</translation>
    </message>
    <message>
        <source>Winning chance</source>
        <translation>Gewinnchance</translation>
    </message>
    <message>
        <source>analysed position</source>
        <translation>analysierte Stellung</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grober Fehler</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>{0}&apos;s winning chance, by the computer&apos;s analysis</source>
        <translation>Gewinnchance von {0}, nach der Analyse des Computers</translation>
    </message>
    <message>
        <source>{name}: {chance} %</source>
        <translation>{name}: {chance} %</translation>
    </message>
</context>
<context>
    <name>ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Chat-Nachricht</translation>
    </message>
    <message>
        <source>Hide a person&apos;s chat lines (only here)</source>
        <translation>Die Chat-Zeilen einer Person ausblenden (nur hier)</translation>
    </message>
    <message>
        <source>Mute {name}</source>
        <translation>{name} stummschalten</translation>
    </message>
    <message>
        <source>Mute…</source>
        <translation>Stumm…</translation>
    </message>
    <message>
        <source>Nobody else is here yet</source>
        <translation>Noch niemand sonst ist hier</translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation>Etwas schreiben und Enter drücken</translation>
    </message>
    <message>
        <source>Spectators read the chat only: you cannot send</source>
        <translation>Zuschauer lesen den Chat nur mit: du kannst nichts senden</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}: {text}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Carolus Magnus: an error</source>
        <translation>Carolus Magnus: ein Fehler</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Details kopieren</translation>
    </message>
    <message>
        <source>Errors since: {count}</source>
        <translation>Fehler seither: {count}</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>&amp;Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Protokollordner öffnen</translation>
    </message>
    <message>
        <source>Please report the problem, with its details, at {link}</source>
        <translation>Bitte melde das Problem mit den Details unter {link}</translation>
    </message>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Etwas ist schiefgegangen: {what}</translation>
    </message>
    <message>
        <source>The game goes on, but it may no longer be right: saving the game and starting again is safest. The details are in the log, in {folder}.</source>
        <translation>Das Spiel geht weiter, stimmt aber vielleicht nicht mehr: Am sichersten speicherst du die Partie und startest neu. Die Details stehen im Protokoll, in {folder}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A hint is for the person to act, when nothing else is running.</source>
        <translation>Einen Tipp gibt es für den Menschen am Zug, wenn sonst nichts läuft.</translation>
    </message>
    <message>
        <source>No hint: {0}</source>
        <translation>Kein Tipp: {0}</translation>
    </message>
    <message>
        <source>The computer chose an illegal action: {0}</source>
        <translation>Der Computer wählte einen regelwidrigen Zug: {0}</translation>
    </message>
    <message>
        <source>The computer player failed: {0}</source>
        <translation>Der Computerspieler ist gescheitert: {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>Wait: it is not a person&apos;s turn at this screen.</source>
        <translation>Warte: An diesem Bildschirm ist gerade kein Mensch am Zug.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Spieler</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Dein Name</translation>
    </message>
    <message>
        <source>Co&amp;mputer for empty seats</source>
        <translation>Co&amp;mputer für freie Plätze</translation>
    </message>
    <message>
        <source>Go on with the game hosted last ({0})</source>
        <translation>Die zuletzt eröffnete Partie fortsetzen ({0})</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>LAN-Partie eröffnen</translation>
    </message>
    <message>
        <source>Others may watch the game (spectators), at most:</source>
        <translation>Andere dürfen zuschauen (Zuschauer), höchstens:</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Pass&amp;wort</translation>
    </message>
    <message>
        <source>Players on the &amp;internet: open the port on my router (UPnP, NAT-PMP or PCP)</source>
        <translation>Spieler im &amp;Internet: den Port an meinem Router öffnen (UPnP, NAT-PMP oder PCP)</translation>
    </message>
    <message>
        <source>Po&amp;rt (TCP)</source>
        <translation>Po&amp;rt (TCP)</translation>
    </message>
    <message>
        <source>Your &amp;seat</source>
        <translation>Dein &amp;Platz</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>{names}, round {round}</source>
        <translation>{names}, Runde {round}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>&amp;Games on the LAN:</source>
        <translation>&amp;Partien im LAN:</translation>
    </message>
    <message>
        <source>&amp;Open my port on the router for the other players&apos; dice checks (UPnP, NAT-PMP or PCP)</source>
        <translation>Meinen Port am &amp;Router für die Würfelprüfung der anderen öffnen (UPnP, NAT-PMP oder PCP)</translation>
    </message>
    <message>
        <source>&amp;Search the LAN</source>
        <translation>Im LAN &amp;suchen</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Dein Name</translation>
    </message>
    <message>
        <source>(none found: type the host&apos;s address)</source>
        <translation>(keine gefunden: Adresse des Gastgebers eingeben)</translation>
    </message>
    <message>
        <source>Asks your home router to forward the port where the other players&apos; dice shares reach this machine. Where no other path exists (no shared LAN, no IPv6), another player&apos;s share may not reach you, and you could not tell if the host kept it back.</source>
        <translation>Bittet deinen Router, den Port weiterzuleiten, über den die Würfelanteile der anderen diesen Rechner erreichen. Wo es keinen anderen Weg gibt (kein gemeinsames LAN, kein IPv6), erreicht dich der Anteil eines anderen vielleicht nicht, und du könntest nicht erkennen, ob der Gastgeber ihn zurückgehalten hat.</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Gast</translation>
    </message>
    <message>
        <source>HOST or HOST:PORT (default port {p}), or an invite</source>
        <translation>HOST oder HOST:PORT (Standardport {p}) oder eine Einladung</translation>
    </message>
    <message>
        <source>Host &amp;address</source>
        <translation>Adresse des &amp;Gastgebers</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>An LAN-Partie teilnehmen</translation>
    </message>
    <message>
        <source>None of the invite&apos;s addresses answers ({a}).</source>
        <translation>Keine der Adressen der Einladung antwortet ({a}).</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Pass&amp;wort</translation>
    </message>
    <message>
        <source>This invite cannot be used: {why}</source>
        <translation>Diese Einladung ist nicht verwendbar: {why}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as HOST or HOST:PORT.</source>
        <translation>Adresse des Gastgebers als HOST oder HOST:PORT eingeben.</translation>
    </message>
    <message>
        <source>Watch only (no seat; the host must allow spectators)</source>
        <translation>Nur zuschauen (kein Platz; der Gastgeber muss Zuschauer erlauben)</translation>
    </message>
    <message numerus="yes">
        <source>{address}  {name} (%n player(s))</source>
        <translation>
            <numerusform>{address}  {name} (%n Spieler)</numerusform>
            <numerusform>{address}  {name} (%n Spieler)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>&amp;Keys…</source>
        <translation>T&amp;asten…</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 bis 5</translation>
    </message>
    <message>
        <source>1 to 5 (emperor)</source>
        <translation>1 bis 5 (Kaiser)</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+Buchstabe</translation>
    </message>
    <message>
        <source>Arrow keys move over the board, what you can do now first; Enter or Space chooses; 1 to 5 choose by number; Escape puts a knight back.</source>
        <translation>Pfeiltasten wandern über das Spielbrett, zuerst über das, was jetzt möglich ist; Eingabe oder Leertaste wählt; 1 bis 5 wählen nach Nummer; Escape legt einen Ritter zurück.</translation>
    </message>
    <message>
        <source>Choose a disc; pick up a knight of that colour; name a crown colour</source>
        <translation>Eine Scheibe wählen; einen Ritter dieser Farbe aufnehmen; eine Kronenfarbe nennen</translation>
    </message>
    <message>
        <source>Close a dialog, the puzzles or the replay (a picked-up knight first)</source>
        <translation>Einen Dialog, die Rätsel oder das Nachspielen schließen (zuerst einen aufgenommenen Ritter zurücklegen)</translation>
    </message>
    <message>
        <source>Do what a click on the focused thing does</source>
        <translation>Tun, was ein Klick auf das Markierte tut</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Eingabe oder Leertaste</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Escape</translation>
    </message>
    <message>
        <source>Every key of the game: play without a mouse</source>
        <translation>Alle Tasten des Spiels: spielen ohne Maus</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>In a dialog: go to the field or button whose name has that letter underlined</source>
        <translation>In einem Dialog: zum Feld oder zur Schaltfläche, in deren Namen dieser Buchstabe unterstrichen ist</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Taste: {0}</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>Left, Right, Up, Down</source>
        <translation>Links, Rechts, Hoch, Runter</translation>
    </message>
    <message>
        <source>Move between the board and the window&apos;s other parts</source>
        <translation>Zwischen dem Spielbrett und den anderen Teilen des Fensters wechseln</translation>
    </message>
    <message>
        <source>Move the focus over the board: what you can do now first</source>
        <translation>Die Markierung über das Spielbrett bewegen: zuerst, was jetzt möglich ist</translation>
    </message>
    <message>
        <source>Put a picked-up knight back</source>
        <translation>Einen aufgenommenen Ritter zurücklegen</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Das Spielbrett</translation>
    </message>
    <message>
        <source>The first or the last thing on the board</source>
        <translation>Das Erste oder Letzte auf dem Spielbrett</translation>
    </message>
    <message>
        <source>The whole game can be played with the keyboard:</source>
        <translation>Das ganze Spiel lässt sich mit der Tastatur spielen:</translation>
    </message>
    <message>
        <source>Walk the emperor that many regions</source>
        <translation>Den Kaiser so viele Regionen weit ziehen</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>&amp;Host LAN game…</source>
        <translation>&amp;LAN-Partie eröffnen…</translation>
    </message>
    <message>
        <source>&amp;Join LAN game…</source>
        <translation>An LAN-Partie &amp;teilnehmen…</translation>
    </message>
    <message>
        <source>A file of saved LAN seats could not be read and is kept as {path}.</source>
        <translation>Eine Datei mit gespeicherten LAN-Plätzen konnte nicht gelesen werden und wird als {path} aufbewahrt.</translation>
    </message>
    <message>
        <source>Asking your router to open the port…</source>
        <translation>Der Router wird gebeten, den Port zu öffnen…</translation>
    </message>
    <message>
        <source>Cannot host on port {p}: {why}.</source>
        <translation>Auf Port {p} kann keine Partie eröffnet werden: {why}.</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>Teilnahme nicht möglich</translation>
    </message>
    <message>
        <source>Copy invite</source>
        <translation>Einladung kopieren</translation>
    </message>
    <message>
        <source>For the other players&apos; dice checks: {said}</source>
        <translation>Für die Würfelprüfung der anderen: {said}</translation>
    </message>
    <message>
        <source>Hand over a seat</source>
        <translation>Platz übergeben</translation>
    </message>
    <message>
        <source>Hand over a seat…</source>
        <translation>Platz übergeben…</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>LAN-Partie eröffnen</translation>
    </message>
    <message>
        <source>Host key fingerprint: {f}</source>
        <translation>Fingerabdruck des Gastgeber-Schlüssels: {f}</translation>
    </message>
    <message>
        <source>Hosting again on port {p}: the others rejoin with the same command</source>
        <translation>Erneut eröffnet auf Port {p}: Die anderen treten mit demselben Befehl wieder bei</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>An LAN-Partie teilnehmen</translation>
    </message>
    <message>
        <source>Key fingerprint: {f}</source>
        <translation>Schlüssel-Fingerabdruck: {f}</translation>
    </message>
    <message>
        <source>LAN game at {a}: waiting for the host</source>
        <translation>LAN-Partie bei {a}: warte auf den Gastgeber</translation>
    </message>
    <message>
        <source>LAN game paused</source>
        <translation>LAN-Partie pausiert</translation>
    </message>
    <message>
        <source>LAN game: waiting for players (port {p})</source>
        <translation>LAN-Partie: warte auf Spieler (Port {p})</translation>
    </message>
    <message>
        <source>LAN: {0}</source>
        <translation>LAN: {0}</translation>
    </message>
    <message>
        <source>Leave the LAN game</source>
        <translation>LAN-Partie verlassen</translation>
    </message>
    <message>
        <source>Leave the LAN game you host? The others wait until you host it again (Host LAN game… offers to go on with it).</source>
        <translation>Die eröffnete LAN-Partie verlassen? Die anderen warten, bis du sie wieder eröffnest (LAN-Partie eröffnen… bietet an, sie fortzusetzen).</translation>
    </message>
    <message>
        <source>Leave the LAN game? The others see you as disconnected; join again to play on.</source>
        <translation>Die LAN-Partie verlassen? Die anderen sehen dich als getrennt; nimm erneut teil, um weiterzuspielen.</translation>
    </message>
    <message>
        <source>One line to paste into a chat: the address, the key and the password, if any.</source>
        <translation>Eine Zeile zum Einfügen in einen Chat: die Adresse, der Schlüssel und gegebenenfalls das Passwort.</translation>
    </message>
    <message>
        <source>Others join at {w} (Join LAN game… or carolus join ADDRESS).</source>
        <translation>Die anderen nehmen unter {w} teil (An LAN-Partie teilnehmen… oder carolus join ADRESSE).</translation>
    </message>
    <message>
        <source>Rejoin LAN game</source>
        <translation>LAN-Partie wieder beitreten</translation>
    </message>
    <message>
        <source>The LAN game cannot begin: {why}.</source>
        <translation>Die LAN-Partie kann nicht beginnen: {why}.</translation>
    </message>
    <message>
        <source>The LAN game is over</source>
        <translation>Die LAN-Partie ist zu Ende</translation>
    </message>
    <message>
        <source>The game has no password: anyone on the LAN may be that player.</source>
        <translation>Das Spiel hat kein Passwort: Jeder im lokalen Netz kann dieser Spieler sein.</translation>
    </message>
    <message>
        <source>The window lost track of the game ({0}); reloading it</source>
        <translation>Das Fenster hat den Faden der Partie verloren ({0}); sie wird neu geladen</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as HOST or HOST:PORT.</source>
        <translation>Adresse des Gastgebers als HOST oder HOST:PORT eingeben.</translation>
    </message>
    <message>
        <source>You were playing a LAN game at {a} as {n}. Rejoin it?</source>
        <translation>Du hast eine LAN-Partie bei {a} als {n} gespielt. Wieder beitreten?</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <source>{0} has been gone for a while and the computer plays for them. Hand their seat over to the next player who joins and asks for it? Once that player has played, {0} cannot come back to it.</source>
        <translation>{0} ist seit einer Weile weg, und der Computer spielt für sie. Ihren Platz dem nächsten Spieler übergeben, der beitritt und danach fragt? Sobald dieser Spieler gezogen hat, kann {0} nicht mehr auf den Platz zurück.</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <source>IPv6 reaches this machine directly at {addresses} (if its firewall lets port {ports} in).</source>
        <translation>Über IPv6 ist dieser Rechner direkt unter {addresses} erreichbar (wenn seine Firewall Port {ports} durchlässt).</translation>
    </message>
    <message>
        <source>No router answered UPnP-IGD, NAT-PMP or PCP (maybe off); forward TCP port {ports} to this host by hand.</source>
        <translation>Kein Router hat auf UPnP-IGD, NAT-PMP oder PCP geantwortet (vielleicht aus); leite TCP-Port {ports} von Hand an diesen Rechner weiter.</translation>
    </message>
    <message>
        <source>Opening the router needs the miniupnpc package ({how}); or forward TCP port {ports} by hand.</source>
        <translation>Zum Öffnen des Routers wird das Paket miniupnpc gebraucht ({how}); oder leite TCP-Port {ports} von Hand weiter.</translation>
    </message>
    <message>
        <source>Your router forwards TCP port {ports} to this machine ({protocol}): others reach it at {address}.</source>
        <translation>Dein Router leitet TCP-Port {ports} an diesen Rechner weiter ({protocol}): andere erreichen ihn unter {address}.</translation>
    </message>
    <message>
        <source>Your router refused ({why}); forward TCP port {ports} to this machine by hand.</source>
        <translation>Dein Router hat abgelehnt ({why}); leite TCP-Port {ports} von Hand an diesen Rechner weiter.</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Game &amp;library…</source>
        <translation>Partien&amp;sammlung …</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Start now</source>
        <translation>Jetzt starten</translation>
    </message>
    <message>
        <source>{name}  (disconnected)</source>
        <translation>{name}  (getrennt)</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Spiel starten</translation>
    </message>
    <message>
        <source>I am &amp;ready</source>
        <translation>Ich bin be&amp;reit</translation>
    </message>
    <message>
        <source>Key fingerprint</source>
        <translation>Schlüssel-Fingerabdruck</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players in the lobby</source>
        <translation>Spieler in der Lobby</translation>
    </message>
    <message>
        <source>Re&amp;move from the lobby</source>
        <translation>Aus der Lobby &amp;entfernen</translation>
    </message>
    <message>
        <source>Read your key fingerprints to each other: the same four groups on both screens mean nobody is in between.</source>
        <translation>Lest euch eure Schlüssel-Fingerabdrücke vor: dieselben vier Gruppen auf beiden Bildschirmen heißen, dass niemand dazwischen sitzt.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Rules: {n} players; no optional rules</source>
        <translation>Regeln: {n} Spieler; keine Zusatzregeln</translation>
    </message>
    <message>
        <source>Rules: {n} players; optional rules: {rules}</source>
        <translation>Regeln: {n} Spieler; Zusatzregeln: {rules}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Start when every seat is &amp;ready</source>
        <translation>Starten, sobald alle Plätze be&amp;reit sind</translation>
    </message>
    <message>
        <source>Waiting until every player in the lobby is ready</source>
        <translation>Wartet, bis alle Spieler in der Lobby bereit sind</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Gastgeber</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nicht bereit</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>{name} (host)</source>
        <translation>{name} (Gastgeber)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (du)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About Carolus Magnus</source>
        <translation>Ü&amp;ber Carolus Magnus</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neue Partie…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>Partie ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>&amp;Rätsel…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Redo placement</source>
        <translation>Setzen &amp;wiederholen</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>Diese &amp;Partie nachspielen</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>Partie &amp;speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Undo placement</source>
        <translation>Setzen &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>A hint follows when it is your turn…</source>
        <translation>Ein Tipp folgt, sobald du am Zug bist…</translation>
    </message>
    <message>
        <source>About Carolus Magnus</source>
        <translation>Über Carolus Magnus</translation>
    </message>
    <message>
        <source>Carolus Magnus</source>
        <translation>Carolus Magnus</translation>
    </message>
    <message>
        <source>Carolus Magnus for the desktop, version {version}.

The board game by Leo Colovini (2000) for 2 to 4 players: against the computer, at one screen or over the local network, with its optional rules, hints, replays and analysis. In English, German and French.</source>
        <translation>Carolus Magnus für den Desktop, Version {version}.

Das Brettspiel von Leo Colovini (2000) für 2 bis 4 Spieler: gegen den Computer, an einem Bildschirm oder im lokalen Netzwerk, mit seinen Zusatzregeln, Tipps, Wiederholungen und Analyse. Auf Englisch, Deutsch und Französisch.</translation>
    </message>
    <message>
        <source>Carolus records (*.json *.msgpack);;All files (*)</source>
        <translation>Carolus-Partien (*.json *.msgpack);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose disc {0}</source>
        <translation>Zahlenscheibe {0} wählen</translation>
    </message>
    <message>
        <source>Found a problem? Please report it at {url} (Help ▸ Open log folder has the details).</source>
        <translation>Ein Problem gefunden? Bitte melde es unter {url} (Hilfe ▸ Protokollordner öffnen hat die Details).</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. Carolus Magnus is a trademark of its publisher; this is an unofficial implementation, not made or endorsed by the designer or the publisher.</source>
        <translation>Freie Software unter der GNU General Public License, Version 3 oder später. Carolus Magnus ist eine Marke seines Verlags; dies ist eine inoffizielle Umsetzung, weder vom Autor noch vom Verlag erstellt oder unterstützt.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Last turn: {0}</source>
        <translation>Letzter Zug: {0}</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Partie verlassen</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Diese Partie verlassen?</translation>
    </message>
    <message>
        <source>Name the joker&apos;s colour: click one of the colours offered beside it.</source>
        <translation>Nenne die Farbe des Jokers: klicke eine der Farben daneben an.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Replay a game record</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <source>Replay a record &amp;file…</source>
        <translation>Partie aus &amp;Datei nachspielen…</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Partie speichern</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} gespeichert</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you leave it, it waits in the game library (Game → Game library…) until you resume or delete it.</source>
        <translation>Die laufende Partie ist nicht beendet. Wenn du sie verlässt, wartet sie in der Partiensammlung (Spiel → Partiensammlung …), bis du sie fortsetzt oder löschst.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Ein Tipp wird überlegt…</translation>
    </message>
    <message>
        <source>Tip: H asks the strong computer for a hint; hover a region to see what the emperor would do there.</source>
        <translation>Tipp: H fragt den starken Computer nach einem Tipp; zeige auf eine Region, um zu sehen, was der Kaiser dort bewirken würde.</translation>
    </message>
    <message>
        <source>What would the strong computer do? (H)</source>
        <translation>Was würde der starke Computer tun? (H)</translation>
    </message>
    <message>
        <source>cannot open {0}</source>
        <translation>{0} kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{0} — Carolus Magnus</source>
        <translation>{0} — Carolus Magnus</translation>
    </message>
</context>
<context>
    <name>NetWords</name>
    <message>
        <source>(free seat)</source>
        <translation>(freier Platz)</translation>
    </message>
    <message>
        <source>A move from {name} was refused</source>
        <translation>Ein Zug von {name} wurde abgelehnt</translation>
    </message>
    <message>
        <source>Could not autosave the LAN game ({reason})</source>
        <translation>Die LAN-Partie konnte nicht automatisch gespeichert werden ({reason})</translation>
    </message>
    <message>
        <source>Out of step and caught up from the others: {names}; play goes on</source>
        <translation>Aus dem Takt geraten und von den anderen nachgeholt: {names}; die Partie geht weiter</translation>
    </message>
    <message>
        <source>Players so far: {names}</source>
        <translation>Bisherige Spieler: {names}</translation>
    </message>
    <message>
        <source>Refused: {name} watches and cannot act</source>
        <translation>Abgelehnt: {name} schaut nur zu und kann nicht ziehen</translation>
    </message>
    <message>
        <source>The computer player stopped because of an error ({reason})</source>
        <translation>Der Computerspieler hat wegen eines Fehlers aufgehört ({reason})</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they are back</source>
        <translation>Der Computer spielt für {name}, bis {name} zurück ist</translation>
    </message>
    <message>
        <source>The dice are rolled without your share from now on</source>
        <translation>Die Würfel werden ab jetzt ohne deinen Anteil geworfen</translation>
    </message>
    <message>
        <source>The dice are rolled without {name} from now on</source>
        <translation>Die Würfel werden ab jetzt ohne {name} geworfen</translation>
    </message>
    <message>
        <source>The game is paused: these players&apos; games differ from the others&apos;: {names}</source>
        <translation>Die Partie ist angehalten: die Partien dieser Spieler weichen von denen der anderen ab: {names}</translation>
    </message>
    <message>
        <source>The game needs a password</source>
        <translation>Die Partie braucht ein Passwort</translation>
    </message>
    <message>
        <source>The game starts: {names}</source>
        <translation>Die Partie beginnt: {names}</translation>
    </message>
    <message>
        <source>The host deals again after seeing everyone&apos;s share of the deal (allowed once)</source>
        <translation>Der Host teilt neu aus, nachdem er alle Anteile am Austeilen gesehen hat (einmal erlaubt)</translation>
    </message>
    <message>
        <source>The host did not prove it knows the password</source>
        <translation>Der Gastgeber hat nicht bewiesen, dass er das Passwort kennt</translation>
    </message>
    <message>
        <source>The host does not answer; trying to reconnect</source>
        <translation>Der Gastgeber antwortet nicht; neue Verbindung wird versucht</translation>
    </message>
    <message>
        <source>The host is back</source>
        <translation>Der Gastgeber ist zurück</translation>
    </message>
    <message>
        <source>The host left</source>
        <translation>Der Gastgeber hat die Partie verlassen</translation>
    </message>
    <message>
        <source>The host left out your share of the dice without cause: the game is paused</source>
        <translation>Der Gastgeber hat deinen Anteil am Würfeln ohne Grund weggelassen: das Spiel ist angehalten</translation>
    </message>
    <message>
        <source>The host left out {names}&apos;s share of the dice without cause: the game is paused</source>
        <translation>Der Gastgeber hat den Würfelanteil von {names} ohne Grund weggelassen: das Spiel ist angehalten</translation>
    </message>
    <message>
        <source>The host offers to play again: you would play seat {seats}</source>
        <translation>Der Gastgeber bietet eine neue Partie an: du würdest auf Platz {seats} spielen</translation>
    </message>
    <message>
        <source>The host plays rules or optional rules that differ from this game&apos;s</source>
        <translation>Der Gastgeber spielt mit anderen Regeln oder Zusatzregeln als diese Partie</translation>
    </message>
    <message>
        <source>The host refused you: {why}</source>
        <translation>Der Gastgeber hat dich abgewiesen: {why}</translation>
    </message>
    <message>
        <source>The host refused your move</source>
        <translation>Der Gastgeber hat deinen Zug abgelehnt</translation>
    </message>
    <message>
        <source>The host sent a move that the rules do not allow: the game is paused</source>
        <translation>Der Gastgeber hat einen Zug geschickt, den die Regeln nicht erlauben: das Spiel ist angehalten</translation>
    </message>
    <message>
        <source>The host shows the key {key}, not the invite&apos;s ({pinned}): it may be someone else</source>
        <translation>Der Gastgeber zeigt den Schlüssel {key}, nicht den der Einladung ({pinned}): es könnte jemand anderes sein</translation>
    </message>
    <message>
        <source>The host started the deal again more often than allowed or hid it (it may be choosing the deal): you take no part in this game</source>
        <translation>Der Host hat öfter als erlaubt neu ausgeteilt oder es verschwiegen (er sucht sich vielleicht die Verteilung aus): Sie spielen in diesem Spiel nicht mit</translation>
    </message>
    <message>
        <source>The host&apos;s key {key} is not the one you joined before ({pinned}): it may be someone else</source>
        <translation>Der Schlüssel {key} des Gastgebers ist nicht der von deinem letzten Beitritt ({pinned}): es könnte jemand anderes sein</translation>
    </message>
    <message>
        <source>The host&apos;s password exchange is malformed</source>
        <translation>Der Passwortaustausch des Gastgebers ist fehlerhaft</translation>
    </message>
    <message>
        <source>The same table plays again, each seat moved on by one</source>
        <translation>Dieselbe Runde spielt noch einmal, jeder Platz rückt um eins weiter</translation>
    </message>
    <message>
        <source>This network does not pass the other players&apos; dice shares around the host: if the host kept one back, only that player could tell</source>
        <translation>Dieses Netz reicht die Würfelanteile der anderen Spieler nicht am Gastgeber vorbei weiter: Hielte der Gastgeber einen zurück, könnte nur dieser Spieler es merken</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>Warte auf {name}</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s share of the dice</source>
        <translation>Warte auf den Würfelanteil von {name}</translation>
    </message>
    <message>
        <source>You are back in the game under way: you play seat {seats}</source>
        <translation>Du bist zurück im laufenden Spiel: du spielst Platz {seats}</translation>
    </message>
    <message>
        <source>You are watching this game: you hold no seat and cannot act</source>
        <translation>Du schaust dieser Partie zu: du hast keinen Platz und kannst nicht ziehen</translation>
    </message>
    <message>
        <source>You joined and play seat {seats}; waiting for the host to start</source>
        <translation>Du bist beigetreten und spielst Platz {seats}; warte auf den Start durch den Gastgeber</translation>
    </message>
    <message>
        <source>You offered everyone to play again; waiting for their answers</source>
        <translation>Du hast allen eine neue Partie angeboten; warte auf ihre Antworten</translation>
    </message>
    <message>
        <source>You removed {name} from the lobby</source>
        <translation>Du hast {name} aus der Lobby entfernt</translation>
    </message>
    <message>
        <source>You sent chat lines too fast: the host dropped {count} of them</source>
        <translation>Du hast Chat-Zeilen zu schnell gesendet: der Host hat {count} davon verworfen</translation>
    </message>
    <message>
        <source>Your game differs from the others&apos;: the game is paused</source>
        <translation>Deine Partie weicht von der der anderen ab: die Partie ist angehalten</translation>
    </message>
    <message>
        <source>Your game was out of step with the others and has been caught up; play goes on</source>
        <translation>Deine Partie war aus dem Takt und wurde nachgeholt; die Partie geht weiter</translation>
    </message>
    <message>
        <source>Your share counts in the dice again</source>
        <translation>Dein Anteil zählt wieder beim Würfeln</translation>
    </message>
    <message>
        <source>a seated player cannot watch on the same connection</source>
        <translation>wer einen Platz hat, kann nicht über dieselbe Verbindung zuschauen</translation>
    </message>
    <message>
        <source>another program already uses it</source>
        <translation>ein anderes Programm benutzt ihn schon</translation>
    </message>
    <message>
        <source>it sent far more than a player ever does and was cut off</source>
        <translation>es hat viel mehr gesendet, als ein Spieler je sendet, und wurde getrennt</translation>
    </message>
    <message>
        <source>its connections proved no game key in time and were closed</source>
        <translation>seine Verbindungen wiesen nicht rechtzeitig einen Spielschlüssel nach und wurden geschlossen</translation>
    </message>
    <message>
        <source>nobody answers there</source>
        <translation>dort antwortet niemand</translation>
    </message>
    <message>
        <source>removed from the game: what it computed kept differing from the host&apos;s</source>
        <translation>aus dem Spiel genommen: Was es berechnete, wich immer wieder von dem des Gastgebers ab</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>dieser Rechner ist nicht erreichbar</translation>
    </message>
    <message>
        <source>that network cannot be reached</source>
        <translation>dieses Netz ist nicht erreichbar</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>die Festplatte ist voll</translation>
    </message>
    <message>
        <source>the game has already started and its seats are taken</source>
        <translation>die Partie hat schon begonnen und alle Plätze sind besetzt</translation>
    </message>
    <message>
        <source>the game has as many spectators as the host allows</source>
        <translation>die Partie hat schon so viele Zuschauer, wie der Gastgeber erlaubt</translation>
    </message>
    <message>
        <source>the game is full</source>
        <translation>die Partie ist voll</translation>
    </message>
    <message>
        <source>the game needs a password</source>
        <translation>das Spiel braucht ein Passwort</translation>
    </message>
    <message>
        <source>the host could not read what this game sent</source>
        <translation>der Gastgeber konnte nicht lesen, was dieses Spiel geschickt hat</translation>
    </message>
    <message>
        <source>the host takes no spectators</source>
        <translation>der Gastgeber lässt keine Zuschauer zu</translation>
    </message>
    <message>
        <source>the host&apos;s player did not let you watch</source>
        <translation>der Gastgeber hat dich nicht zuschauen lassen</translation>
    </message>
    <message>
        <source>the host&apos;s player removed you from this game&apos;s lobby</source>
        <translation>der Gastgeber hat dich aus der Lobby dieses Spiels entfernt</translation>
    </message>
    <message>
        <source>the password exchange was not finished (a wrong password?)</source>
        <translation>der Passwortaustausch wurde nicht abgeschlossen (falsches Passwort?)</translation>
    </message>
    <message>
        <source>the saved seat is not one of this game&apos;s</source>
        <translation>der gespeicherte Platz gehört nicht zu dieser Partie</translation>
    </message>
    <message>
        <source>the seat&apos;s own player came back before you played and has it again</source>
        <translation>der Spieler, dem der Platz gehört, kam zurück, bevor du gezogen hast, und hat ihn wieder</translation>
    </message>
    <message>
        <source>the system does not allow it</source>
        <translation>das System erlaubt es nicht</translation>
    </message>
    <message>
        <source>the system refused it ({code})</source>
        <translation>das System hat es abgelehnt ({code})</translation>
    </message>
    <message>
        <source>this computer has no such address</source>
        <translation>dieser Rechner hat keine solche Adresse</translation>
    </message>
    <message>
        <source>this rules engine differs from the host&apos;s</source>
        <translation>diese Regel-Engine unterscheidet sich von der des Gastgebers</translation>
    </message>
    <message>
        <source>this version of the game cannot talk to the host&apos;s (network protocol)</source>
        <translation>diese Version des Spiels kann sich nicht mit der des Gastgebers verständigen (Netzwerkprotokoll)</translation>
    </message>
    <message>
        <source>this version of the game differs from the host&apos;s</source>
        <translation>diese Version des Spiels unterscheidet sich von der des Gastgebers</translation>
    </message>
    <message>
        <source>too many password attempts; wait a minute and try again</source>
        <translation>zu viele Passwortversuche; warte eine Minute und versuche es erneut</translation>
    </message>
    <message>
        <source>wrong game password</source>
        <translation>falsches Passwort der Partie</translation>
    </message>
    <message>
        <source>{name} could not join: {why}</source>
        <translation>{name} konnte nicht beitreten: {why}</translation>
    </message>
    <message>
        <source>{name} did not take part in the deal; dealing again without them</source>
        <translation>{name} hat beim Austeilen nicht mitgemacht; es wird ohne {name} neu ausgeteilt</translation>
    </message>
    <message>
        <source>{name} does not answer (disconnected)</source>
        <translation>{name} antwortet nicht (getrennt)</translation>
    </message>
    <message>
        <source>{name} does not answer and is not dealt in</source>
        <translation>{name} antwortet nicht und spielt nicht mit</translation>
    </message>
    <message>
        <source>{name} does not play again; the computer takes their seat</source>
        <translation>{name} spielt nicht noch einmal; der Computer übernimmt den Platz</translation>
    </message>
    <message>
        <source>{name} has been gone for {seconds} s: the computer plays for them until they are back</source>
        <translation>{name} ist seit {seconds} s weg: der Computer spielt für {name}, bis {name} zurück ist</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} ist zurück</translation>
    </message>
    <message>
        <source>{name} is back and plays again</source>
        <translation>{name} ist zurück und spielt wieder</translation>
    </message>
    <message>
        <source>{name} is not ready</source>
        <translation>{name} ist nicht bereit</translation>
    </message>
    <message>
        <source>{name} is ready</source>
        <translation>{name} ist bereit</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} ist beigetreten</translation>
    </message>
    <message>
        <source>{name} left</source>
        <translation>{name} ist gegangen</translation>
    </message>
    <message>
        <source>{name} left the lobby; a computer takes their seat</source>
        <translation>{name} hat die Lobby verlassen; ein Computer übernimmt den Platz</translation>
    </message>
    <message>
        <source>{name} lost their share of the deal: the host deals again (once at most)</source>
        <translation>{name} hat den Anteil am Austeilen verloren: der Host teilt neu aus (höchstens einmal)</translation>
    </message>
    <message>
        <source>{name} may not watch: {why}</source>
        <translation>{name} darf nicht zuschauen: {why}</translation>
    </message>
    <message>
        <source>{name} no longer watches</source>
        <translation>{name} schaut nicht mehr zu</translation>
    </message>
    <message>
        <source>{name} plays again</source>
        <translation>{name} spielt noch einmal</translation>
    </message>
    <message>
        <source>{name} takes over {old}&apos;s seat</source>
        <translation>{name} übernimmt den Platz von {old}</translation>
    </message>
    <message>
        <source>{name} takes part in the dice again</source>
        <translation>{name} würfelt wieder mit</translation>
    </message>
    <message>
        <source>{name} was removed: their game kept differing from the host&apos;s; the computer plays for them</source>
        <translation>{name} wurde aus dem Spiel genommen: Das Spiel wich immer wieder von dem des Gastgebers ab; der Computer spielt für sie</translation>
    </message>
    <message>
        <source>{name} watches the game</source>
        <translation>{name} schaut der Partie zu</translation>
    </message>
    <message>
        <source>{name} would like to play again: Play again offers it to everyone</source>
        <translation>{name} möchte noch einmal spielen: „Noch einmal spielen“ bietet es allen an</translation>
    </message>
    <message>
        <source>{name}&apos;s dice shares reach you by no path around the host: if the host kept one back, only {name} could tell</source>
        <translation>Die Würfelanteile von {name} erreichen dich auf keinem Weg am Gastgeber vorbei: Hielte der Gastgeber einen zurück, könnte nur {name} es merken</translation>
    </message>
    <message>
        <source>{name}&apos;s seat is open: the next player who asks for it takes it</source>
        <translation>Der Platz von {name} ist frei: Wer ihn als Nächstes verlangt, bekommt ihn</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>2 players</source>
        <translation>2 Spieler</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 Spieler</translation>
    </message>
    <message>
        <source>4 players (2 teams)</source>
        <translation>4 Spieler (2 Teams)</translation>
    </message>
    <message>
        <source>A hex seed replays the same setup and dice; leave empty for a fresh game.</source>
        <translation>Ein Hex-Startwert wiederholt Aufbau und Würfel; leer lassen für eine neue Partie.</translation>
    </message>
    <message>
        <source>Computer: {level} (Elo about {elo})</source>
        <translation>Computer: {level} (Elo etwa {elo})</translation>
    </message>
    <message>
        <source>Computer: {level} (Elo about {elo}, measured as strong as {other})</source>
        <translation>Computer: {level} (Elo etwa {elo}, gemessen so stark wie {other})</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Mensch an diesem Bildschirm</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Platz {0}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Seed (optional, hex):</source>
        <translation>Startwert (optional, hex):</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Starten</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>Fortgeschritten</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>Neuling</translation>
    </message>
    <message>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Cannot use {path}: {reason}</source>
        <translation>{path} ist nicht verwendbar: {reason}</translation>
    </message>
    <message>
        <source>Could not autosave to {path}: {reason}</source>
        <translation>Automatisches Speichern in {path} fehlgeschlagen: {reason}</translation>
    </message>
    <message>
        <source>Could not keep the game in the library: {reason}</source>
        <translation>Die Partie konnte nicht in die Partiensammlung aufgenommen werden: {reason}</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>{path} konnte nicht gespeichert werden: {reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed: {reason} The file is kept as {path}.</source>
        <translation>Die automatisch gesicherte Partie kann nicht fortgesetzt werden: {reason} Die Datei bleibt als {path} erhalten.</translation>
    </message>
    <message numerus="yes">
        <source>The library keeps %n game(s) at most: the oldest was removed to make room.</source>
        <translation>
            <numerusform>Die Partiensammlung fasst höchstens %n Partie: Die älteste wurde entfernt, um Platz zu schaffen.</numerusform>
            <numerusform>Die Partiensammlung fasst höchstens %n Partien: Die älteste wurde entfernt, um Platz zu schaffen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason} The game is kept as {path}.</source>
        <translation>{reason} Die Partie bleibt als {path} erhalten.</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n Burg</numerusform>
            <numerusform>%n Burgen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s) go from {loser} to {winner}</source>
        <translation>
            <numerusform>%n Burg: {loser} → {winner}</numerusform>
            <numerusform>%n Burgen: {loser} → {winner}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s) taken over by {side}</source>
        <translation>
            <numerusform>%n Burg übernommen – neuer Besitzer: {side}</numerusform>
            <numerusform>%n Burgen übernommen – neuer Besitzer: {side}</numerusform>
        </translation>
    </message>
    <message>
        <source>A new castle for {side}</source>
        <translation>Neue Burg – Besitzer: {side}</translation>
    </message>
    <message>
        <source>If the emperor stops here:</source>
        <translation>Wenn der Kaiser hier hält:</translation>
    </message>
    <message>
        <source>a castle for {side}</source>
        <translation>neue Burg – Besitzer: {side}</translation>
    </message>
    <message>
        <source>nothing happens: a tie for the lead</source>
        <translation>nichts geschieht: Gleichstand an der Spitze</translation>
    </message>
    <message>
        <source>nothing happens: it stays with {side}</source>
        <translation>nichts geschieht: Besitzer bleibt {side}</translation>
    </message>
    <message>
        <source>nothing happens: no knights and no castles here</source>
        <translation>nichts geschieht: Hier sind weder Ritter noch Burgen</translation>
    </message>
    <message>
        <source>nothing happens: nobody controls the knights here</source>
        <translation>nichts geschieht: Niemand kontrolliert die Ritter hier</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message numerus="yes">
        <source>%n different turn(s) in all</source>
        <translation>
            <numerusform>%n mögliche Zug</numerusform>
            <numerusform>%n mögliche Züge insgesamt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n Spieler</numerusform>
            <numerusform>%n Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n winning turn(s)</source>
        <translation>
            <numerusform>%n gewinnender Zug</numerusform>
            <numerusform>%n gewinnende Züge</numerusform>
        </translation>
    </message>
    <message>
        <source>A winning turn, step by step…</source>
        <translation>Ein gewinnender Zug, Schritt für Schritt …</translation>
    </message>
    <message>
        <source>A winning turn:</source>
        <translation>Ein gewinnender Zug:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Nächstes Rätsel</translation>
    </message>
    <message>
        <source>Not this time: that turn does not win. Try again, or see a winning turn.</source>
        <translation>Diesmal nicht: Dieser Zug gewinnt nicht. Versuche es noch einmal oder sieh dir einen gewinnenden Zug an.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Gegner</translation>
    </message>
    <message>
        <source>Opponent {0}</source>
        <translation>Gegner {0}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Plays a winning turn step by step (the streak ends if unsolved).</source>
        <translation>Spielt einen gewinnenden Zug Schritt für Schritt vor (ungelöst endet die Serie).</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Rätsel</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Solved! This turn wins the game.</source>
        <translation>Gelöst! Dieser Zug gewinnt das Spiel.</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Gelöst: {solved} von {count}</translation>
    </message>
    <message>
        <source>Streak: {streak} (best {best})</source>
        <translation>Serie: {streak} (beste {best})</translation>
    </message>
    <message>
        <source>The puzzle progress could not be saved: {0}</source>
        <translation>Der Rätselfortschritt konnte nicht gespeichert werden: {0}</translation>
    </message>
    <message>
        <source>The puzzles cannot be opened: {0}</source>
        <translation>Die Rätsel lassen sich nicht öffnen: {0}</translation>
    </message>
    <message>
        <source>This puzzle cannot be set up: {0}</source>
        <translation>Dieses Rätsel lässt sich nicht aufbauen: {0}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
    <message>
        <source>Undo placement</source>
        <translation>Setzen rückgängig</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: win the game with it. Place your %n knight(s), then move the emperor.</source>
        <translation>
            <numerusform>Du bist am Zug: Gewinne mit ihm das Spiel. Setze deinen %n Ritter ein und rücke dann den Kaiser vor.</numerusform>
            <numerusform>Du bist am Zug: Gewinne mit ihm das Spiel. Setze deine %n Ritter ein und rücke dann den Kaiser vor.</numerusform>
        </translation>
    </message>
    <message>
        <source>standard rules</source>
        <translation>Grundregeln</translation>
    </message>
    <message>
        <source>{wins} of the {turns} different turns win.</source>
        <translation>{wins} der {turns} möglichen Züge gewinnen.</translation>
    </message>
</context>
<context>
    <name>RematchControl</name>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>The host offers to play again with the same players and rules: each seat moves on by one (you would play seat {0}) and the dice are dealt afresh. Play again?</source>
        <translation>Der Gastgeber bietet eine neue Partie mit denselben Spielern und Regeln an: jeder Platz rückt um eins weiter (du würdest auf Platz {0} spielen), und die Würfel werden neu bestimmt. Noch einmal spielen?</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>A die for the piles</source>
        <translation>Ein Würfel für die Stapel</translation>
    </message>
    <message>
        <source>A new game at this screen from the position shown, against the computer.</source>
        <translation>Ein neues Spiel an diesem Bildschirm ab der gezeigten Stellung, gegen den Computer.</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analysiere…</translation>
    </message>
    <message>
        <source>Analysing… {0} %</source>
        <translation>Analysiere… {0} %</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>Analyse abgebrochen.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Ende</translation>
    </message>
    <message>
        <source>Helped</source>
        <translation>Für wen</translation>
    </message>
    <message>
        <source>Luck of the dice</source>
        <translation>Würfelglück</translation>
    </message>
    <message>
        <source>Next, you make a blunder: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Als Nächstes machst du einen groben Fehler: Gewinnchance {before} % → {after} % (Schätzung des Computers).</translation>
    </message>
    <message>
        <source>Next, you make a mistake: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Als Nächstes machst du einen Fehler: Gewinnchance {before} % → {after} % (Schätzung des Computers).</translation>
    </message>
    <message>
        <source>Next, {name} makes a blunder: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Als Nächstes macht {name} einen groben Fehler: Gewinnchance {before} % → {after} % (Schätzung des Computers).</translation>
    </message>
    <message>
        <source>Next, {name} makes a mistake: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Als Nächstes macht {name} einen Fehler: Gewinnchance {before} % → {after} % (Schätzung des Computers).</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Von hier aus weiterspielen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Schritt zurück (Links)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Schritt vor (Rechts)</translation>
    </message>
    <message>
        <source>Stop analysis</source>
        <translation>Analyse abbrechen</translation>
    </message>
    <message>
        <source>Stopping the analysis…</source>
        <translation>Analyse wird abgebrochen…</translation>
    </message>
    <message>
        <source>Take seat {seat} ({name})</source>
        <translation>Platz {seat} übernehmen ({name})</translation>
    </message>
    <message>
        <source>The analysis failed: {0}</source>
        <translation>Die Analyse ist fehlgeschlagen: {0}</translation>
    </message>
    <message>
        <source>The computer estimates each side&apos;s winning chance turn by turn and marks mistakes and blunders.</source>
        <translation>Der Computer schätzt Zug um Zug die Gewinnchance jeder Seite und markiert Fehler und grobe Fehler.</translation>
    </message>
    <message>
        <source>The computer would play: {steps} ({chance} %).</source>
        <translation>Der Computer würde spielen: {steps} ({chance} %).</translation>
    </message>
    <message>
        <source>The end of the game&apos;s panel again: who won, how, and what decided it.</source>
        <translation>Die Tafel vom Spielende noch einmal: wer gewann, wie, und was es entschied.</translation>
    </message>
    <message>
        <source>The luck of the dice could not be weighed: {0}</source>
        <translation>Das Würfelglück ließ sich nicht wiegen: {0}</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Das Ergebnis</translation>
    </message>
    <message>
        <source>The seat you take; the computer plays the others.</source>
        <translation>Der Platz, den du übernimmst; der Computer spielt die anderen.</translation>
    </message>
    <message>
        <source>The setup</source>
        <translation>Der Aufbau</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Der Beginn der Partie.</translation>
    </message>
    <message>
        <source>Weighing the luck of the dice…</source>
        <translation>Das Würfelglück wird gewogen …</translation>
    </message>
    <message>
        <source>What each die gave each side&apos;s winning chance beyond the average of all its faces, in points (the computer&apos;s estimate).</source>
        <translation>Was jeder Würfel der Gewinnchance jeder Seite über den Schnitt all seiner Seiten hinaus gab, in Punkten (Schätzung des Computers).</translation>
    </message>
    <message>
        <source>Who starts, and the knights dealt</source>
        <translation>Wer beginnt, und die zugeteilten Ritter</translation>
    </message>
    <message>
        <source>Winning chances are the computer&apos;s estimate ({0} iterations a decision). Mistakes: {1}, blunders: {2}. Click the graph to jump there.</source>
        <translation>Die Gewinnchancen sind eine Schätzung des Computers ({0} Iterationen je Entscheidung). Fehler: {1}, grobe Fehler: {2}. Ein Klick in die Kurve springt dorthin.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>{0} / {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s die</source>
        <translation>Wurf von {0}</translation>
    </message>
    <message>
        <source>{who} {points}</source>
        <translation>{who} {points}</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Back to the replay</source>
        <translation>Zurück zum Nachspielen</translation>
    </message>
    <message>
        <source>Castles in play over the game (round {0})</source>
        <translation>Burgen im Spiel im Lauf der Partie (Runde {0})</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Close: see the whole board</source>
        <translation>Schließen: das ganze Brett sehen</translation>
    </message>
    <message>
        <source>Fewer than 4 regions are left after round {0}: the most castles decide.</source>
        <translation>Nach Runde {0} sind weniger als 4 Regionen übrig: Die meisten Burgen entscheiden.</translation>
    </message>
    <message>
        <source>Good game. What decided it:</source>
        <translation>Gut gespielt. Das hat entschieden:</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>No knight can come into play any more after round {0}: the most castles decide.</source>
        <translation>Nach Runde {0} kann kein Ritter mehr ins Spiel kommen: Die meisten Burgen entscheiden.</translation>
    </message>
    <message>
        <source>Open the analysis</source>
        <translation>Analyse öffnen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
    <message>
        <source>Round {0}, the last one, is over: the most castles decide.</source>
        <translation>Runde {0}, die letzte, ist vorbei: Die meisten Burgen entscheiden.</translation>
    </message>
    <message>
        <source>The analysis failed, so what decided the game cannot be told: {0}</source>
        <translation>Die Analyse schlug fehl, daher lässt sich nicht sagen, was das Spiel entschied: {0}</translation>
    </message>
    <message>
        <source>The computer is analysing every turn to tell what decided it…</source>
        <translation>Der Computer analysiert jeden Zug, um zu sagen, was es entschied…</translation>
    </message>
    <message>
        <source>The computer is analysing every turn to tell what decided it… {0} %</source>
        <translation>Der Computer analysiert jeden Zug, um zu sagen, was es entschied… {0} %</translation>
    </message>
    <message>
        <source>The luck of the dice could not be weighed: {0}</source>
        <translation>Das Würfelglück ließ sich nicht wiegen: {0}</translation>
    </message>
    <message>
        <source>The replay at the turning point, with the computer&apos;s analysis of every turn.</source>
        <translation>Die Wiederholung am Wendepunkt, mit der Analyse des Computers für jeden Zug.</translation>
    </message>
    <message>
        <source>The same players and rules again, each seat moved on by one, with a fresh deal.</source>
        <translation>Dieselben Spieler und Regeln noch einmal, jeder Platz um eins weiter, neu aufgebaut.</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <source>Weighing the luck of the dice…</source>
        <translation>Das Würfelglück wird gewogen …</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Du hast verloren</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Du hast gewonnen!</translation>
    </message>
    <message>
        <source>Your team lost</source>
        <translation>Dein Team hat verloren</translation>
    </message>
    <message>
        <source>Your team won!</source>
        <translation>Dein Team hat gewonnen!</translation>
    </message>
    <message>
        <source>{0} won</source>
        <translation>Sieger: {0}</translation>
    </message>
    <message>
        <source>{0}: all {1} castles on the board, in round {2}.</source>
        <translation>{0}: alle {1} Burgen auf dem Brett, in Runde {2}.</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <source>&lt;p&gt;A crown is not named when rolled: it stays in your reserve as a &lt;b&gt;joker&lt;/b&gt;. You name its colour
only when you place it, at court or in a region; a knight of that colour then comes from the supply. A joker
counts among the knights you may place while the supply still holds knights.&lt;/p&gt;
&lt;p&gt;[deferred-jokers]&lt;/p&gt;
&lt;p&gt;Here: pick up the joker in the board&apos;s panel of optional rules, click where it goes (or drag it there), then
click its colour in the panel.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Eine Krone wird beim Würfeln nicht benannt: Sie bleibt als &lt;b&gt;Joker&lt;/b&gt; in deiner Reserve. Ihre Farbe
nennst du erst, wenn du ihn setzt, an den Burghof oder in eine Region; dann kommt ein Ritter dieser Farbe aus
dem Vorrat. Ein Joker zählt zu den Rittern, die du setzen darfst, solange der Vorrat noch Ritter hat.&lt;/p&gt;
&lt;p&gt;[deferred-jokers]&lt;/p&gt;
&lt;p&gt;Hier: Nimm den Joker im Feld der Zusatzregeln auf dem Brett auf, klicke dorthin, wo er hin soll (oder ziehe
ihn dorthin), und klicke dann im Feld seine Farbe an.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After a refill in which no die showed a crown, you may change &lt;b&gt;one&lt;/b&gt; knight you just took
into another colour still in the supply, or keep them all.&lt;/p&gt;
&lt;p&gt;[free-colour]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach einem Nachschub, bei dem kein Würfel eine Krone zeigte, darfst du &lt;b&gt;einen&lt;/b&gt; gerade genommenen Ritter
gegen eine andere Farbe tauschen, die der Vorrat noch hat, oder alle behalten.&lt;/p&gt;
&lt;p&gt;[free-colour]&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After placing, move the emperor clockwise at least 1 and at most as many regions as your disc
shows; a merged region is one step. In the region where he stops each side counts its &lt;b&gt;strength&lt;/b&gt;: its
knights there of the colours it controls, plus its castles there. Knights of a colour nobody controls count
for nobody.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;If one side is strictly the strongest and the region is empty, it &lt;b&gt;builds&lt;/b&gt; a castle there.&lt;/li&gt;
&lt;li&gt;If another side&apos;s castles stand there, the strongest side &lt;b&gt;takes over&lt;/b&gt;: all of them go back to their
owner and are replaced by as many of its own.&lt;/li&gt;
&lt;li&gt;A &lt;b&gt;tie&lt;/b&gt; for the lead, or strength 0 everywhere, and nothing happens. Nothing happens either when the
strongest side already owns the castles there.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;[takeover]&lt;/p&gt;
&lt;p&gt;After castles went in, a neighbouring region with castles of the same side &lt;b&gt;merges&lt;/b&gt; with it: one larger
region, one step for the emperor. Regions only ever grow and get fewer.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Nach dem Setzen rückst du den Kaiser im Uhrzeigersinn vor, mindestens 1 und höchstens so viele Regionen,
wie deine Zahlenscheibe zeigt; eine zusammengeführte Region ist ein Schritt. In der Region, in der er hält,
zählt jede Seite ihre &lt;b&gt;Stärke&lt;/b&gt;: ihre Ritter dort in den Farben, die sie kontrolliert, plus ihre Burgen
dort. Ritter einer Farbe, die niemand kontrolliert, zählen für niemanden.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Ist eine Seite eindeutig die stärkste und die Region leer, &lt;b&gt;baut&lt;/b&gt; sie dort eine Burg.&lt;/li&gt;
&lt;li&gt;Stehen dort Burgen einer anderen Seite, &lt;b&gt;übernimmt&lt;/b&gt; die stärkste Seite: Alle gehen an ihren Besitzer
zurück und werden durch ebenso viele eigene ersetzt.&lt;/li&gt;
&lt;li&gt;Bei &lt;b&gt;Gleichstand&lt;/b&gt; an der Spitze oder überall Stärke 0 geschieht nichts. Ebenso, wenn die stärkste Seite
die Burgen dort schon besitzt.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;[takeover]&lt;/p&gt;
&lt;p&gt;Sind Burgen hinzugekommen, wird eine Nachbarregion mit Burgen derselben Seite mit ihr
&lt;b&gt;zusammengeführt&lt;/b&gt;: eine größere Region, ein Schritt für den Kaiser. Regionen werden nur größer und
weniger.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At the end of your turn roll one die for each knight you placed and take a knight of each colour
rolled into your reserve. A &lt;b&gt;crown&lt;/b&gt; gives a knight of the colour you name, from those still in the
supply.&lt;/p&gt;
&lt;p&gt;[crown]&lt;/p&gt;
&lt;p&gt;If a colour has run out, every player gives one knight of it back from their court if all of them have one
(control does not change); otherwise the die counts as a crown for a colour still there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Am Ende deines Zugs würfelst du einen Würfel je gesetztem Ritter und nimmst je gewürfelter Farbe einen
Ritter in deine Reserve. Eine &lt;b&gt;Krone&lt;/b&gt; bringt einen Ritter in der Farbe, die du nennst, aus den Farben, die
der Vorrat noch hat.&lt;/p&gt;
&lt;p&gt;[crown]&lt;/p&gt;
&lt;p&gt;Ist eine Farbe im Vorrat aufgebraucht, gibt jeder Spieler einen Ritter dieser Farbe von seinem Burghof
zurück, wenn alle einen haben (die Kontrolle ändert sich nicht); sonst zählt der Würfel als Krone für eine
Farbe, die noch da ist.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each province starts with one knight: three of each colour, shuffled. The emperor starts on a
random province and a random player begins. Everyone then rolls dice for a starting &lt;b&gt;reserve&lt;/b&gt; (7 knights,
9 with 3 players) and takes one knight of each colour rolled. A &lt;b&gt;crown&lt;/b&gt; on a die means a knight of any
colour you like: this is why your first prompt may ask you to take a knight of any colour. The start player
names all their crowns first, then the next players in turn.&lt;/p&gt;
&lt;p&gt;Courts start empty, nobody controls a colour, no castle stands on the board and everyone holds the five
discs 1 to 5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Auf jeder Provinz liegt zu Beginn ein Ritter: drei jeder Farbe, gemischt. Der Kaiser beginnt auf einer
zufälligen Provinz, ein zufälliger Spieler fängt an. Dann würfelt jeder seine &lt;b&gt;Reserve&lt;/b&gt; aus (7 Ritter, 9 bei
3 Spielern) und nimmt je gewürfelter Farbe einen Ritter. Eine &lt;b&gt;Krone&lt;/b&gt; auf dem Würfel bedeutet einen Ritter in
einer Farbe deiner Wahl: Deshalb fragt dich das Spiel am Anfang vielleicht nach einem Ritter beliebiger Farbe.
Der Startspieler nennt zuerst alle seine Kronen, dann die übrigen Spieler der Reihe nach.&lt;/p&gt;
&lt;p&gt;Die Burghöfe sind leer, niemand kontrolliert eine Farbe, keine Burg steht auf dem Brett, und jeder hat die
fünf Zahlenscheiben 1 bis 5.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every round each player first chooses one of their unused discs, 1 to 5. A value someone has
already chosen this round is not allowed, unless all your remaining discs were chosen already. The discs
decide two things: &lt;b&gt;who acts first&lt;/b&gt; (the lowest disc) and &lt;b&gt;how far&lt;/b&gt; that player may move the
emperor.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Equal discs:&lt;/b&gt; when two players show the same value, the one who chose first acts first. After five
rounds every disc has been used once and everyone takes all five back. From round 2 on, players choose in the
order they acted in the round before.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zu Beginn jeder Runde wählt jeder Spieler eine seiner unbenutzten Zahlenscheiben 1 bis 5. Ein Wert, den in
dieser Runde schon jemand gewählt hat, ist nicht erlaubt, außer alle deine übrigen Scheiben wurden schon
gewählt. Die Scheiben entscheiden zweierlei: &lt;b&gt;wer zuerst zieht&lt;/b&gt; (die niedrigste) und &lt;b&gt;wie weit&lt;/b&gt; dieser
Spieler den Kaiser vorrücken darf.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Gleiche Scheiben:&lt;/b&gt; Zeigen zwei Spieler denselben Wert, zieht zuerst, wer zuerst gewählt hat. Nach fünf
Runden ist jede Scheibe einmal benutzt, und alle nehmen ihre fünf zurück. Ab Runde 2 wählen die Spieler in der
Reihenfolge, in der sie in der Runde davor gezogen haben.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Fifteen provinces form a ring; the emperor walks it clockwise. Each turn you put knights into
your &lt;b&gt;court&lt;/b&gt; or onto the board, then move the emperor: where he stops, the strongest side builds a
castle or takes the castles there. Win by putting &lt;b&gt;all your castles&lt;/b&gt; on the board (10 each with 2 players,
8 each with 3, 10 per team with 4), or hold the &lt;b&gt;most castles&lt;/b&gt; when fewer than 4 regions remain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fünfzehn Provinzen bilden einen Ring; der Kaiser zieht ihn im Uhrzeigersinn entlang. In deinem Zug
setzt du Ritter an deinen &lt;b&gt;Burghof&lt;/b&gt; oder aufs Brett und rückst dann den Kaiser vor: Wo er hält, baut die
stärkste Seite eine Burg oder übernimmt die Burgen dort. Es gewinnt, wer &lt;b&gt;alle eigenen Burgen&lt;/b&gt; ins Spiel
bringt (je 10 bei 2 Spielern, je 8 bei 3, 10 je Team bei 4), oder wer die &lt;b&gt;meisten Burgen&lt;/b&gt; im Spiel hat,
sobald weniger als 4 Regionen übrig sind.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Five optional rules can be switched on in the New game dialog; the standard game has none, and the
board names those in play. Each changes only what its page says. Free draw goes with no other rule; open
piles go only with kept jokers; kept jokers, colour change and early roll combine freely.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Fünf Zusatzregeln lassen sich im Dialog „Neues Spiel“ einschalten; das Grundspiel hat keine, und das
Brett nennt die, die gelten. Jede ändert nur, was auf ihrer Seite steht. Freie Wahl geht mit keiner anderen
Regel zusammen, offene Stapel nur mit aufbewahrten Jokern; aufbewahrte Joker, Farbwechsel und frühes Würfeln
lassen sich frei kombinieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Instead of rolling, you take one of the &lt;b&gt;open piles&lt;/b&gt; into your reserve, whatever you placed.
There is one pile more than there are players, each started with 3 knights (4 with 3 players) by dice (a crown
is rolled again). A pile bigger than that gives you the number you choose from it; the rest goes back to the
supply. Then every other pile grows by one knight and a fresh pile takes the place of yours: piles nobody
takes keep growing.&lt;/p&gt;
&lt;p&gt;[piles]&lt;/p&gt;
&lt;p&gt;The piles are in the board&apos;s panel of optional rules, in a free corner or left of the ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Statt zu würfeln, nimmst du einen der &lt;b&gt;offenen Stapel&lt;/b&gt; in deine Reserve, egal was du gesetzt hast. Es
gibt einen Stapel mehr als Spieler, jeder zu Beginn mit 3 Rittern (4 bei 3 Spielern) ausgewürfelt (eine Krone
wird neu gewürfelt). Aus einem größeren Stapel wählst du so viele, der Rest geht in den Vorrat zurück. Dann
wächst jeder andere Stapel um einen Ritter, und ein neuer Stapel tritt an die Stelle deines: Stapel, die
niemand nimmt, wachsen weiter.&lt;/p&gt;
&lt;p&gt;[piles]&lt;/p&gt;
&lt;p&gt;Die Stapel liegen im Feld der Zusatzregeln auf dem Brett, in einer freien Ecke oder links vom Ring.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;On your turn place 3 knights from your reserve (4 with 3 players; fewer if you have fewer), one
at a time, each into your own &lt;b&gt;court&lt;/b&gt; or onto any &lt;b&gt;region&lt;/b&gt;, in any mix. A placed knight never
moves again.&lt;/p&gt;
&lt;p&gt;A knight at court fights for &lt;b&gt;control&lt;/b&gt; of its colour: whoever has strictly more knights of a colour at
court than every other player controls that colour (a crown over the court colour shows it).&lt;/p&gt;
&lt;p&gt;[control]&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Ties:&lt;/b&gt; an equal number never takes control away. Control stays where it was, with its player or
with nobody.&lt;/p&gt;
&lt;p&gt;[control-tie]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Setze in deinem Zug 3 Ritter aus deiner Reserve (4 bei 3 Spielern; weniger, wenn du weniger hast), einen
nach dem anderen, jeden an deinen eigenen &lt;b&gt;Burghof&lt;/b&gt; oder in eine beliebige &lt;b&gt;Region&lt;/b&gt;, ganz wie du
willst. Ein gesetzter Ritter bewegt sich nie wieder.&lt;/p&gt;
&lt;p&gt;Ein Ritter am Burghof kämpft um die &lt;b&gt;Kontrolle&lt;/b&gt; über seine Farbe: Wer von einer Farbe mehr Ritter am
Burghof hat als jeder andere Spieler, kontrolliert diese Farbe (eine Krone über der Farbe am Burghof zeigt
es).&lt;/p&gt;
&lt;p&gt;[control]&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Gleichstand:&lt;/b&gt; Gleich viele nehmen die Kontrolle nie weg. Sie bleibt, wo sie war, bei ihrem Spieler oder
bei niemandem.&lt;/p&gt;
&lt;p&gt;[control-tie]&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;The game ends at once, in the middle of a turn, when:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;a side has put &lt;b&gt;all its castles&lt;/b&gt; on the board: it wins (also when a takeover needs more castles than
it has left: it puts in the rest and wins);&lt;/li&gt;
&lt;li&gt;fewer than &lt;b&gt;4 regions&lt;/b&gt; are left: the side with the most castles on the board wins.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Ties:&lt;/b&gt; if two sides share the most castles, the game is a &lt;b&gt;draw&lt;/b&gt;. A game in which no knight can
come into play any more, or that reaches round 100, ends after that round, decided the same way.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Das Spiel endet sofort, auch mitten im Zug, wenn&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;eine Seite &lt;b&gt;alle ihre Burgen&lt;/b&gt; auf dem Brett hat: Sie gewinnt (auch wenn eine Übernahme mehr Burgen
braucht, als sie noch hat: Sie setzt die übrigen ein und gewinnt);&lt;/li&gt;
&lt;li&gt;weniger als &lt;b&gt;4 Regionen&lt;/b&gt; übrig sind: Es gewinnt die Seite mit den meisten Burgen auf dem Brett.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Gleichstand:&lt;/b&gt; Haben zwei Seiten gleich viele und die meisten Burgen, endet das Spiel
&lt;b&gt;unentschieden&lt;/b&gt;. Ein Spiel, in dem kein Ritter mehr ins Spiel kommen kann oder das Runde 100 erreicht, endet
nach dieser Runde und wird ebenso entschieden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;There are no dice. Every knight you would roll for is a colour you choose, as if every die showed
a crown: at setup your whole starting reserve, at every refill one knight per knight placed. Only colours
still in the supply can be chosen. The game becomes slow and very tactical.&lt;/p&gt;
&lt;p&gt;[free-draw]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Es gibt keine Würfel. Jeder Ritter, für den du würfeln würdest, hat eine Farbe deiner Wahl, als zeigte
jeder Würfel eine Krone: beim Aufbau deine ganze Startreserve, bei jedem Nachschub ein Ritter je gesetztem
Ritter. Wählen lassen sich nur Farben, die der Vorrat noch hat. Das Spiel wird langsam und sehr taktisch.&lt;/p&gt;
&lt;p&gt;[free-draw]&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;With four players, seats 1 and 3 play against seats 2 and 4. Partners sit apart and take their
own turns with their own reserve, court and discs, and each controls colours alone (to take a colour from
your partner you need more of it at court). What partners share:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;the &lt;b&gt;castles&lt;/b&gt;: 10 for the team, built and counted together;&lt;/li&gt;
&lt;li&gt;&lt;b&gt;strength&lt;/b&gt;: in a region, the knights of the colours either partner controls count for the team.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;[teams]&lt;/p&gt;
&lt;p&gt;The team that puts all 10 castles on the board wins; the race on the board counts per team.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Zu viert spielen die Plätze 1 und 3 gegen die Plätze 2 und 4. Partner sitzen getrennt und ziehen einzeln,
mit eigener Reserve, eigenem Burghof und eigenen Zahlenscheiben, und jeder kontrolliert Farben für sich allein
(um dem Partner eine Farbe abzunehmen, brauchst du mehr davon am Burghof). Gemeinsam haben Partner:&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;die &lt;b&gt;Burgen&lt;/b&gt;: 10 für das Team, gemeinsam gebaut und gezählt;&lt;/li&gt;
&lt;li&gt;die &lt;b&gt;Stärke&lt;/b&gt;: In einer Region zählen die Ritter der Farben, die einer der beiden kontrolliert, für das
Team.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;[teams]&lt;/p&gt;
&lt;p&gt;Es gewinnt das Team, das alle 10 Burgen aufs Brett bringt; das Rennen auf dem Brett zählt je Team.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your refill dice are rolled at the &lt;b&gt;start&lt;/b&gt; of your turn, before you place anything, for
everyone to see: you know what you will get while you plan. The knights are still taken only at the end of
the turn (crowns are named then), and not at all if the game ends at your move.&lt;/p&gt;
&lt;p&gt;[early-roll]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Deine Nachschubwürfel werden zu &lt;b&gt;Beginn&lt;/b&gt; deines Zugs geworfen, bevor du etwas setzt, für alle sichtbar:
Du weißt beim Planen, was du bekommst. Die Ritter nimmst du trotzdem erst am Ende des Zugs (Kronen werden dann
benannt), und gar nicht, wenn das Spiel bei deinem Kaiserzug endet.&lt;/p&gt;
&lt;p&gt;[early-roll]&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;ul&gt;
&lt;li&gt;Click a disc (or press its number, 1&amp;ndash;5) to choose it.&lt;/li&gt;
&lt;li&gt;Click one of your reserve knights, then a region or your court (or drag it there).
Placements can be undone (Ctrl+Z) until the emperor moves.&lt;/li&gt;
&lt;li&gt;Click a highlighted region to walk the emperor there. Hover a region to see what would happen.&lt;/li&gt;
&lt;li&gt;At a crown, click the colour you want.&lt;/li&gt;
&lt;li&gt;The status line always says who must do what; the log tells what happened.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Hint&lt;/b&gt; (H) shows what the strong computer would do, on the board too.&lt;/li&gt;
&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;
&lt;li&gt;Klicke eine Zahlenscheibe an (oder drücke ihre Zahl, 1&amp;ndash;5), um sie zu wählen.&lt;/li&gt;
&lt;li&gt;Klicke einen Ritter in deiner Reserve an, dann eine Region oder deinen Burghof (oder ziehe ihn dorthin).
Setzen lässt sich rückgängig machen (Strg+Z), bis der Kaiser vorrückt.&lt;/li&gt;
&lt;li&gt;Klicke eine hervorgehobene Region an, um den Kaiser dorthin vorzurücken. Zeige auf eine Region, um zu
sehen, was dort geschähe.&lt;/li&gt;
&lt;li&gt;Bei einer Krone klickst du die gewünschte Farbe an.&lt;/li&gt;
&lt;li&gt;Die Statuszeile sagt immer, wer was tun muss; der Spielverlauf erzählt, was geschah.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Tipp&lt;/b&gt; (H) zeigt, was der starke Computer tun würde, auch auf dem Brett.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>A round: the discs</source>
        <translation>Eine Runde: die Zahlenscheiben</translation>
    </message>
    <message>
        <source>Four players: two teams</source>
        <translation>Vier Spieler: zwei Teams</translation>
    </message>
    <message>
        <source>Optional rule: {0}</source>
        <translation>Zusatzregel: {0}</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Zusatzregeln</translation>
    </message>
    <message>
        <source>Placing knights and control</source>
        <translation>Ritter setzen und Kontrolle</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>So wird hier gespielt</translation>
    </message>
    <message>
        <source>Refilling and crowns</source>
        <translation>Nachschub und Kronen</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>The emperor, castles and merging</source>
        <translation>Der Kaiser, Burgen und Zusammenführen</translation>
    </message>
    <message>
        <source>The end and ties</source>
        <translation>Spielende und Gleichstände</translation>
    </message>
    <message>
        <source>The game in brief</source>
        <translation>Das Spiel in Kürze</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Animate the board</source>
        <translation>Spielbrett animieren</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>Cues for your turn, a castle and the end of the game; far left is off</source>
        <translation>Töne bei deinem Zug, einer Burg und am Spielende; ganz links ist aus</translation>
    </message>
    <message>
        <source>Easier to read: the board&apos;s small text larger, its panels darker</source>
        <translation>Leichter zu lesen: die kleine Schrift des Spielbretts größer, seine Tafeln dunkler</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation>Sprache (nach Neustart):</translation>
    </message>
    <message>
        <source>Larger text and high contrast on the board</source>
        <translation>Größere Schrift und hoher Kontrast auf dem Spielbrett</translation>
    </message>
    <message>
        <source>Left: slower, right: faster</source>
        <translation>Links: langsamer, rechts: schneller</translation>
    </message>
    <message>
        <source>No sound on this computer: Qt&apos;s multimedia module does not load ({reason}).</source>
        <translation>Kein Ton auf diesem Computer: Qts Multimedia-Modul lädt nicht ({reason}).</translation>
    </message>
    <message>
        <source>No sound on this computer: Qt&apos;s multimedia module needs the system library {library}, which is missing. Install it with your system&apos;s package manager.</source>
        <translation>Kein Ton auf diesem Computer: Qts Multimedia-Modul braucht die Systembibliothek {library}, die fehlt. Installiere sie mit der Paketverwaltung deines Systems.</translation>
    </message>
    <message>
        <source>No sound on this computer: it needs Qt&apos;s multimedia module, in the optional package PySide6-Addons. To install it, run: {command}</source>
        <translation>Kein Ton auf diesem Computer: Dafür braucht es Qts Multimedia-Modul aus dem optionalen Paket PySide6-Addons. Installieren mit: {command}</translation>
    </message>
    <message>
        <source>On Debian and Ubuntu: sudo apt install {package}</source>
        <translation>Unter Debian und Ubuntu: sudo apt install {package}</translation>
    </message>
    <message>
        <source>Pause between computer actions:</source>
        <translation>Pause zwischen Computerzügen:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Sound volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>Strong computer thinks for:</source>
        <translation>Der starke Computer denkt:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>Takes effect the next time the game starts</source>
        <translation>Wirkt ab dem nächsten Start des Spiels</translation>
    </message>
    <message>
        <source>This standalone app has no sound; the game installed with pip has it, with PySide6-Addons.</source>
        <translation>Diese eigenständige App hat keinen Ton; das mit pip installierte Spiel hat ihn, mit PySide6-Addons.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Dein Name:</translation>
    </message>
</context>
<context>
    <name>SpectatorMarks</name>
    <message>
        <source>Carolus Magnus — watching</source>
        <translation>Carolus Magnus — Zuschauen</translation>
    </message>
    <message>
        <source>Watching: you hold no seat and cannot act</source>
        <translation>Zuschauen: du hast keinen Platz und kannst nicht ziehen</translation>
    </message>
    <message>
        <source>watching</source>
        <translation>Zuschauen</translation>
    </message>
</context>
<context>
    <name>SpectatorsButton</name>
    <message>
        <source>Send {0} away</source>
        <translation>{0} wegschicken</translation>
    </message>
    <message numerus="yes">
        <source>Spectators: %n</source>
        <translation>
            <numerusform>Zuschauer: %n</numerusform>
            <numerusform>Zuschauer: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>A draw</source>
        <translation>Unentschieden</translation>
    </message>
    <message>
        <source>Choose a knight’s colour</source>
        <translation>Farbe eines Ritters wählen</translation>
    </message>
    <message>
        <source>Game over after round {0}: a draw.</source>
        <translation>Spielende nach Runde {0}: unentschieden.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: you won with %n castle(s).</source>
        <translation>
            <numerusform>Spielende: Du hast mit %n Burg gewonnen.</numerusform>
            <numerusform>Spielende: Du hast mit %n Burgen gewonnen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {side} won with %n castle(s).</source>
        <translation>
            <numerusform>Spielende – Sieger: {side} mit %n Burg.</numerusform>
            <numerusform>Spielende – Sieger: {side} mit %n Burgen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Spieler {0}</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Runde {0}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Aufbau</translation>
    </message>
    <message>
        <source>Take a knight of your choice</source>
        <translation>Einen Ritter nach Wahl nehmen</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Team {0}</translation>
    </message>
    <message>
        <source>change a knight or keep all (left of the board)</source>
        <translation>Ritter tauschen oder behalten (links vom Spielplan)</translation>
    </message>
    <message>
        <source>choose a disc ({0})</source>
        <translation>eine Zahlenscheibe wählen ({0})</translation>
    </message>
    <message>
        <source>choose the colour of a knight to take (free draw)</source>
        <translation>die Farbe eines Ritters wählen (freie Wahl)</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>Spielende</translation>
    </message>
    <message numerus="yes">
        <source>move the emperor 1 to %n region(s)</source>
        <translation>
            <numerusform>den Kaiser 1 Feld vorrücken</numerusform>
            <numerusform>den Kaiser 1 bis %n Felder vorrücken</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n more knight(s) (in a region or the court)</source>
        <translation>
            <numerusform>noch %n Ritter setzen (in eine Region oder an den Burghof)</numerusform>
            <numerusform>noch %n Ritter setzen (in eine Region oder an den Burghof)</numerusform>
        </translation>
    </message>
    <message>
        <source>rolling dice</source>
        <translation>es wird gewürfelt</translation>
    </message>
    <message>
        <source>take a knight of any colour (crown rolled)</source>
        <translation>einen Ritter beliebiger Farbe nehmen (Krone gewürfelt)</translation>
    </message>
    <message>
        <source>take one of the open piles (left of the board)</source>
        <translation>einen der offenen Stapel nehmen (links vom Spielplan)</translation>
    </message>
    <message>
        <source>{0}: the dice are rolled.</source>
        <translation>{0}: Es wird gewürfelt.</translation>
    </message>
    <message>
        <source>{round} — your turn: {task}.</source>
        <translation>{round} — Du bist am Zug: {task}.</translation>
    </message>
    <message>
        <source>{round} — {name} is choosing a disc…</source>
        <translation>{round} — {name} wählt eine Zahlenscheibe…</translation>
    </message>
    <message>
        <source>{round} — {name} is choosing whether to change a knight…</source>
        <translation>{round} — {name} überlegt, ob ein Ritter getauscht wird…</translation>
    </message>
    <message>
        <source>{round} — {name} is moving the emperor…</source>
        <translation>{round} — {name} rückt den Kaiser vor…</translation>
    </message>
    <message>
        <source>{round} — {name} is naming the crown’s colour…</source>
        <translation>{round} — {name} bestimmt die Farbe der Krone…</translation>
    </message>
    <message numerus="yes">
        <source>{round} — {name} is placing knights (%n more)…</source>
        <translation>
            <numerusform>{round} — {name} setzt Ritter (noch %n)…</numerusform>
            <numerusform>{round} — {name} setzt Ritter (noch %n)…</numerusform>
        </translation>
    </message>
    <message>
        <source>{round} — {name} is taking a pile…</source>
        <translation>{round} — {name} nimmt einen Stapel…</translation>
    </message>
    <message>
        <source>{round} — {name}, your turn at this screen: {task}.</source>
        <translation>{round} — {name}, du bist an diesem Bildschirm am Zug: {task}.</translation>
    </message>
    <message>
        <source>{round} — {name}: {task}.</source>
        <translation>{round} — {name}: {task}.</translation>
    </message>
    <message numerus="yes">
        <source>{side} won with %n castle(s)</source>
        <translation>
            <numerusform>Sieger: {side} mit %n Burg</numerusform>
            <numerusform>Sieger: {side} mit %n Burgen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Games {games}: {share} % won</source>
        <translation>Spiele {games}: {share} % gewonnen</translation>
    </message>
    <message>
        <source>Share of your games won</source>
        <translation>Anteil deiner gewonnenen Spiele</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>half of them (50 %)</source>
        <translation>die Hälfte (50 %)</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
    <message>
        <source>Both courts hold one red knight: a tie, so nobody controls red. Put a red knight in your court to take red.</source>
        <translation>Beide Burghöfe haben einen roten Ritter: Gleichstand, also kontrolliert niemand Rot. Setze einen roten Ritter an deinen Burghof, um Rot zu übernehmen.</translation>
    </message>
    <message>
        <source>Build a castle in {0}, next to your castle in {1}.</source>
        <translation>Baue eine Burg in {0}, neben deiner Burg in {1}.</translation>
    </message>
    <message>
        <source>Dice, crowns and refills</source>
        <translation>Würfel, Kronen und Nachschub</translation>
    </message>
    <message>
        <source>Discs and turn order</source>
        <translation>Zahlenscheiben und Zugreihenfolge</translation>
    </message>
    <message>
        <source>Each round everyone picks a disc; the lowest disc plays first. The computer took 3: take 2.</source>
        <translation>Jede Runde wählt jeder eine Zahlenscheibe; die niedrigste spielt zuerst. Der Computer nahm die 3: Nimm die 2.</translation>
    </message>
    <message>
        <source>In {0} the computer has 1 red knight and 1 castle: 2, against your 2 blue. Add a blue knight there, then send the emperor.</source>
        <translation>In {0} hat der Computer 1 roten Ritter und 1 Burg: 2, gegen deine 2 blauen. Setze dort einen blauen Ritter dazu und schick dann den Kaiser hin.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <source>Move the emperor one step. Then one die per knight you placed refills your reserve; a crown is any colour you name.</source>
        <translation>Zieh den Kaiser eine Region weiter. Dann füllt ein Würfel je gesetztem Ritter deine Reserve auf; eine Krone ist jede Farbe, die du nennst.</translation>
    </message>
    <message>
        <source>New to the game? Learn it in {0} short steps on the board, a few minutes in all. Help → Learn to play shows them again at any time.</source>
        <translation>Neu im Spiel? Lerne es in {0} kurzen Schritten auf dem Brett, in wenigen Minuten. Unter Hilfe → Spielen lernen findest du sie jederzeit wieder.</translation>
    </message>
    <message>
        <source>Not this time: the goal was missed. Try the step again; the marks show one way.</source>
        <translation>Diesmal nicht: Das Ziel ist verfehlt. Versuch den Schritt noch einmal; die Markierungen zeigen einen Weg.</translation>
    </message>
    <message>
        <source>Placing knights</source>
        <translation>Ritter einsetzen</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Eine Partie spielen</translation>
    </message>
    <message>
        <source>Regions merge</source>
        <translation>Regionen verschmelzen</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Schritt {0} von {1}</translation>
    </message>
    <message>
        <source>Taking a castle over</source>
        <translation>Eine Burg übernehmen</translation>
    </message>
    <message>
        <source>The computer waits: press Next when you are ready.</source>
        <translation>Der Computer wartet: Klicke auf Weiter, wenn du so weit bist.</translation>
    </message>
    <message>
        <source>The computer waits: press Try again when you are ready.</source>
        <translation>Der Computer wartet: Klicke auf Noch einmal, wenn du so weit bist.</translation>
    </message>
    <message>
        <source>The emperor and a castle</source>
        <translation>Der Kaiser und eine Burg</translation>
    </message>
    <message>
        <source>The end: all castles</source>
        <translation>Das Ende: alle Burgen</translation>
    </message>
    <message>
        <source>The end: three regions</source>
        <translation>Das Ende: drei Regionen</translation>
    </message>
    <message>
        <source>Welcome to Carolus Magnus</source>
        <translation>Willkommen bei Carolus Magnus</translation>
    </message>
    <message>
        <source>Well done: neighbouring regions with castles of one player merge into one region.</source>
        <translation>Gut gemacht: Benachbarte Regionen mit Burgen desselben Spielers verschmelzen zu einer Region.</translation>
    </message>
    <message>
        <source>Well done: you control red. Red knights anywhere on the board now count for you.</source>
        <translation>Gut gemacht: Du kontrollierst Rot. Rote Ritter zählen jetzt überall auf dem Brett für dich.</translation>
    </message>
    <message>
        <source>Well done: you lead 3 to 2, so the computer&apos;s castle became yours.</source>
        <translation>Gut gemacht: Du führst 3 zu 2, also gehört die Burg des Computers jetzt dir.</translation>
    </message>
    <message>
        <source>Well done: you lead in {0}, 3 to 2. Two against two was a tie: then nobody leads.</source>
        <translation>Gut gemacht: Du führst in {0}, 3 zu 2. Zwei gegen zwei war ein Gleichstand: Dann führt niemand.</translation>
    </message>
    <message>
        <source>Well done: you play first this round. Each disc is used once; all five come back after five rounds.</source>
        <translation>Gut gemacht: Du spielst diese Runde zuerst. Jede Scheibe gilt einmal; nach fünf Runden kommen alle fünf zurück.</translation>
    </message>
    <message>
        <source>Well done: your first castle. It counts like a knight for you in {0}.</source>
        <translation>Gut gemacht: deine erste Burg. Sie zählt in {0} für dich wie ein Ritter.</translation>
    </message>
    <message>
        <source>Well done: your reserve is full again. Crowns rolled at the start of a game are named the same way.</source>
        <translation>Gut gemacht: Deine Reserve ist wieder voll. Kronen, die zu Spielbeginn gewürfelt werden, bestimmst du genauso.</translation>
    </message>
    <message>
        <source>When fewer than 4 regions remain, the game ends and the most castles win. Build in {0} to merge two regions.</source>
        <translation>Bleiben weniger als 4 Regionen, endet das Spiel und die meisten Burgen gewinnen. Baue in {0}, um zwei Regionen zu verschmelzen.</translation>
    </message>
    <message>
        <source>You control blue, the computer red. Place your three blue knights in {0}: with more strength there than the computer, you lead.</source>
        <translation>Du kontrollierst Blau, der Computer Rot. Setze deine drei blauen Ritter in {0} ein: Bist du dort stärker als der Computer, führst du.</translation>
    </message>
    <message>
        <source>You have 9 of your 10 castles on the board. Build the last one in {0}: that wins at once.</source>
        <translation>Du hast 9 deiner 10 Burgen auf dem Brett. Baue die letzte in {0}: Das gewinnt sofort.</translation>
    </message>
    <message>
        <source>You won with the most castles. That is the whole game: have fun with your first one!</source>
        <translation>Gewonnen mit den meisten Burgen. Das ist schon das ganze Spiel: Viel Spaß bei deiner ersten Partie!</translation>
    </message>
    <message>
        <source>You won: all your castles are on the board.</source>
        <translation>Gewonnen: Alle deine Burgen stehen auf dem Brett.</translation>
    </message>
    <message>
        <source>Your court and who controls a colour</source>
        <translation>Dein Burghof und wer eine Farbe kontrolliert</translation>
    </message>
    <message>
        <source>Your disc is 3: the emperor walks 1 to 3 regions clockwise. Send him to {0}, where you lead: you build a castle there.</source>
        <translation>Deine Scheibe ist die 3: Der Kaiser zieht 1 bis 3 Regionen im Uhrzeigersinn. Schick ihn nach {0}, wo du führst: Dort baust du eine Burg.</translation>
    </message>
</context>
<context>
    <name>TutorialGuide</name>
    <message>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Leave tutorial</source>
        <translation>Einführung beenden</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Eine Partie spielen</translation>
    </message>
    <message>
        <source>Skip step</source>
        <translation>Schritt überspringen</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Noch einmal</translation>
    </message>
</context>
<context>
    <name>VariantChoice</name>
    <message>
        <source>A crown stays a joker in your reserve; you name its colour when you place it.</source>
        <translation>Eine Krone bleibt als Joker in deinem Vorrat; ihre Farbe nennst du beim Einsetzen.</translation>
    </message>
    <message>
        <source>After a refill without a crown you may change one knight just taken.</source>
        <translation>Nach einem Nachschub ohne Krone darfst du einen gerade genommenen Ritter tauschen.</translation>
    </message>
    <message>
        <source>Colour change</source>
        <translation>Farbwechsel</translation>
    </message>
    <message>
        <source>Early roll</source>
        <translation>Frühes Würfeln</translation>
    </message>
    <message>
        <source>Free draw</source>
        <translation>Freie Wahl</translation>
    </message>
    <message>
        <source>Free draw replaces the refill dice: it goes with no other rule.</source>
        <translation>Freie Wahl ersetzt die Nachschubwürfel: Sie geht mit keiner anderen Regel zusammen.</translation>
    </message>
    <message>
        <source>How {0} plays, with a picture</source>
        <translation>Wie „{0}“ gespielt wird, mit Bild</translation>
    </message>
    <message>
        <source>Kept jokers</source>
        <translation>Aufbewahrte Joker</translation>
    </message>
    <message>
        <source>No dice: you choose the colour of every knight you would roll for.</source>
        <translation>Keine Würfel: Du wählst die Farbe jedes Ritters, für den du würfeln würdest.</translation>
    </message>
    <message>
        <source>Open piles</source>
        <translation>Offene Stapel</translation>
    </message>
    <message>
        <source>Open piles of knights replace the refill dice: you take one pile.</source>
        <translation>Offene Ritterstapel ersetzen die Nachschubwürfel: Du nimmst einen Stapel.</translation>
    </message>
    <message>
        <source>Open piles replace the refill dice: only kept jokers go with them.</source>
        <translation>Offene Stapel ersetzen die Nachschubwürfel: Nur aufbewahrte Joker gehen mit ihnen zusammen.</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Zusatzregeln</translation>
    </message>
    <message>
        <source>The refill dice are rolled when your turn starts, for all to see.</source>
        <translation>Die Nachschubwürfel werden zu Beginn deines Zugs für alle sichtbar geworfen.</translation>
    </message>
    <message>
        <source>This rule does not go with the others chosen.</source>
        <translation>Diese Regel passt nicht zu den anderen gewählten.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Change a {colour} knight just taken</source>
        <translation>Einen eben genommenen Ritter der Farbe {colour} tauschen</translation>
    </message>
    <message>
        <source>Change one knight just taken?</source>
        <translation>Einen eben genommenen Ritter tauschen?</translation>
    </message>
    <message>
        <source>Choose {k} knights of pile {pile}</source>
        <translation>Wähle {k} Ritter aus Stapel {pile}</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Keep every knight just taken</source>
        <translation>Alle eben genommenen Ritter behalten</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <source>Name the joker {colour}</source>
        <translation>Den Joker als {colour} bestimmen</translation>
    </message>
    <message>
        <source>Name the joker&apos;s colour</source>
        <translation>Farbe des Jokers nennen</translation>
    </message>
    <message>
        <source>Open piles</source>
        <translation>Offene Stapel</translation>
    </message>
    <message>
        <source>Optional rules in play:</source>
        <translation>Zusatzregeln in diesem Spiel:</translation>
    </message>
    <message>
        <source>Pick this knight (click again to put it back)</source>
        <translation>Diesen Ritter wählen (nochmals klicken legt ihn zurück)</translation>
    </message>
    <message>
        <source>Pick up a joker: click where it goes or drag it there, then name its colour</source>
        <translation>Einen Joker aufnehmen: klicke, wohin er kommt, oder ziehe ihn dorthin, dann bestimme seine Farbe</translation>
    </message>
    <message>
        <source>Rolled for this turn</source>
        <translation>Für diesen Zug gewürfelt</translation>
    </message>
    <message>
        <source>Take a pile</source>
        <translation>Nimm einen Stapel</translation>
    </message>
    <message>
        <source>Take pile {pile} into your reserve</source>
        <translation>Stapel {pile} in deinen Vorrat nehmen</translation>
    </message>
    <message>
        <source>into</source>
        <translation>in</translation>
    </message>
    <message>
        <source>…into a {colour} knight</source>
        <translation>…in einen Ritter der Farbe {colour}</translation>
    </message>
</context>
</TS>
