<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name></name>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n blue knight(s)</source>
        <translation>
            <numerusform>%n chevalier bleu</numerusform>
            <numerusform>%n chevaliers bleus</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the folder cannot be read; they are left as they are.</source>
        <translation>
            <numerusform>%n fichier du dossier est illisible&#xa0;; il est laissé tel quel.</numerusform>
            <numerusform>%n fichiers du dossier sont illisibles&#xa0;; ils sont laissés tels quels.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not yours alone (people against each other, or computers only)</source>
        <translation>
            <numerusform>%n partie pas seulement à vous (personnes entre elles, ou ordinateurs seuls)</numerusform>
            <numerusform>%n parties pas seulement à vous (personnes entre elles, ou ordinateurs seuls)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green knight(s)</source>
        <translation>
            <numerusform>%n chevalier vert</numerusform>
            <numerusform>%n chevaliers verts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them came from joker(s).</source>
        <translation>
            <numerusform>L&apos;un d&apos;eux venait d&apos;un joker.</numerusform>
            <numerusform>%n d&apos;entre eux venaient de jokers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink knight(s)</source>
        <translation>
            <numerusform>%n chevalier rose</numerusform>
            <numerusform>%n chevaliers roses</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red knight(s)</source>
        <translation>
            <numerusform>%n chevalier rouge</numerusform>
            <numerusform>%n chevaliers rouges</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n tour</numerusform>
            <numerusform>%n tours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%n partie inachevée</numerusform>
            <numerusform>%n parties inachevées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable file(s)</source>
        <translation>
            <numerusform>%n fichier illisible</numerusform>
            <numerusform>%n fichiers illisibles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow knight(s)</source>
        <translation>
            <numerusform>%n chevalier jaune</numerusform>
            <numerusform>%n chevaliers jaunes</numerusform>
        </translation>
    </message>
    <message>
        <source>.</source>
        <comment>decimal point</comment>
        <translation>,</translation>
    </message>
    <message>
        <source>A castle was built there for you and {partner}.</source>
        <translation>Un bourg y a été construit pour vous et {partner}.</translation>
    </message>
    <message>
        <source>A castle was built there for you.</source>
        <translation>Un bourg y a été construit pour vous.</translation>
    </message>
    <message>
        <source>A castle was built there for {side}.</source>
        <translation>Un bourg y a été construit pour {side}.</translation>
    </message>
    <message>
        <source>A die must be rolled first.</source>
        <translation>Il faut d’abord lancer un dé.</translation>
    </message>
    <message>
        <source>A joker cannot be named {colour}: none is left in the supply.</source>
        <translation>Un joker ne peut pas être nommé {colour}&#xa0;: la réserve générale n’en a plus.</translation>
    </message>
    <message>
        <source>A knight can only be changed into another colour.</source>
        <translation>Un chevalier ne peut être changé qu’en une autre couleur.</translation>
    </message>
    <message>
        <source>A lower disc acts earlier this round; a higher one lets the emperor go further.</source>
        <translation>Un jeton plus faible joue plus tôt dans ce tour&#xa0;; un plus fort laisse Charlemagne aller plus loin.</translation>
    </message>
    <message>
        <source>A {colour} knight at court keeps your control of {colour_name} against {rival}.</source>
        <translation>Un chevalier {colour} à la cour vous garde le contrôle du {colour} face à {rival}.</translation>
    </message>
    <message>
        <source>A {colour} knight at court wins you control of {colour_name} from {rival}.</source>
        <translation>Un chevalier {colour} à la cour vous donne le contrôle du {colour}, pris à {rival}.</translation>
    </message>
    <message>
        <source>A {colour} knight at court wins you control of {colour_name}.</source>
        <translation>Un chevalier {colour} à la cour vous donne le contrôle du {colour}.</translation>
    </message>
    <message>
        <source>A {colour} knight cannot be placed there now.</source>
        <translation>Un chevalier {colour} ne peut pas être placé là maintenant.</translation>
    </message>
    <message>
        <source>Action {number} of the record cannot be played.</source>
        <translation>L’action {number} de la partie ne peut pas être jouée.</translation>
    </message>
    <message>
        <source>Action {number} of the record is not written correctly.</source>
        <translation>L’action {number} de la partie n’est pas écrite correctement.</translation>
    </message>
    <message>
        <source>Against people</source>
        <translation>Contre des personnes</translation>
    </message>
    <message>
        <source>Against {level}</source>
        <translation>Contre {level}</translation>
    </message>
    <message>
        <source>Alemannia</source>
        <translation>Alémanie</translation>
    </message>
    <message numerus="yes">
        <source>All %n came from joker(s).</source>
        <translation>
            <numerusform>Il venait d’un joker.</numerusform>
            <numerusform>Tous les %n venaient de jokers.</numerusform>
        </translation>
    </message>
    <message>
        <source>All opponents</source>
        <translation>Tous les adversaires</translation>
    </message>
    <message>
        <source>All player counts</source>
        <translation>Tous les nombres de joueurs</translation>
    </message>
    <message>
        <source>All results</source>
        <translation>Tous les résultats</translation>
    </message>
    <message>
        <source>Aquitaine</source>
        <translation>Aquitaine</translation>
    </message>
    <message>
        <source>Austrasia</source>
        <translation>Austrasie</translation>
    </message>
    <message>
        <source>Average</source>
        <translation>Moyenne</translation>
    </message>
    <message>
        <source>Bavaria</source>
        <translation>Bavière</translation>
    </message>
    <message>
        <source>Between the decisions (the dice, mostly): {name} {points} points of winning chance, you {yours}.</source>
        <translation>Entre les décisions (surtout les dés)&#xa0;: {name} {points} points de chances de gagner, vous {yours}.</translation>
    </message>
    <message>
        <source>Brittany</source>
        <translation>Bretagne</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bourgogne</translation>
    </message>
    <message>
        <source>By month</source>
        <translation>Par mois</translation>
    </message>
    <message>
        <source>By number of players</source>
        <translation>Par nombre de joueurs</translation>
    </message>
    <message>
        <source>By opponent</source>
        <translation>Par adversaire</translation>
    </message>
    <message>
        <source>By rules</source>
        <translation>Par règles</translation>
    </message>
    <message>
        <source>Cannot open this game: {reason}</source>
        <translation>Impossible d’ouvrir cette partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Carinthia</source>
        <translation>Carinthie</translation>
    </message>
    <message>
        <source>Castles built</source>
        <translation>Bourgs construits</translation>
    </message>
    <message>
        <source>Castles lost</source>
        <translation>Bourgs perdus</translation>
    </message>
    <message>
        <source>Castles taken</source>
        <translation>Bourgs pris</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Colour control changed hands</source>
        <translation>Contrôle d’une couleur changé de main</translation>
    </message>
    <message>
        <source>Colours lost at court</source>
        <translation>Couleurs perdues à la cour</translation>
    </message>
    <message>
        <source>Colours won at court</source>
        <translation>Couleurs gagnées à la cour</translation>
    </message>
    <message>
        <source>Could not delete the game: {reason}</source>
        <translation>Impossible de supprimer la partie&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Crowns rolled: {0}.</source>
        <translation>Couronnes obtenues : {0}.</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>Delete game</source>
        <translation>Supprimer la partie</translation>
    </message>
    <message>
        <source>Delete this game? It cannot be undone.</source>
        <translation>Supprimer cette partie&#xa0;? C’est irréversible.</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>Supprimer…</translation>
    </message>
    <message>
        <source>Disc {disc} cannot be chosen now.</source>
        <translation>Le jeton {disc} ne peut pas être choisi maintenant.</translation>
    </message>
    <message>
        <source>Disc {disc} is already chosen this round.</source>
        <translation>Le jeton {disc} est déjà choisi ce tour-ci.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Égalités</translation>
    </message>
    <message>
        <source>Estimated by maximum likelihood from your results against the computer levels, whose Elo is held fixed; the range is the 95 % interval.</source>
        <translation>Estimé par maximum de vraisemblance à partir de vos résultats contre les niveaux de l’ordinateur, dont l’Elo reste fixe&#xa0;; la fourchette est l’intervalle à 95 %.</translation>
    </message>
    <message>
        <source>Every castle of the winner is on the board.</source>
        <translation>Tous les bourgs du vainqueur sont sur le plateau.</translation>
    </message>
    <message>
        <source>Fewer than 4 regions are left.</source>
        <translation>Il reste moins de 4 régions.</translation>
    </message>
    <message>
        <source>Free draw replaces the refill dice and goes with no other optional rule, not with {others}.</source>
        <translation>Le tirage libre remplace les dés de réapprovisionnement et ne se combine avec aucune autre règle optionnelle, pas même {others}.</translation>
    </message>
    <message>
        <source>Frisia</source>
        <translation>Frise</translation>
    </message>
    <message>
        <source>Game library</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <source>Game over: a draw (castles in play: {scores}).</source>
        <translation>Fin de la partie&#xa0;: égalité (bourgs en jeu&#xa0;: {scores}).</translation>
    </message>
    <message>
        <source>Game over: you and {partner} won (castles in play: {scores}).</source>
        <translation>Fin de la partie&#xa0;: {partner} et vous avez gagné (bourgs en jeu&#xa0;: {scores}).</translation>
    </message>
    <message>
        <source>Game over: you won (castles in play: {scores}).</source>
        <translation>Fin de la partie&#xa0;: vous avez gagné (bourgs en jeu&#xa0;: {scores}).</translation>
    </message>
    <message>
        <source>Game over: {winner} won (castles in play: {scores}).</source>
        <translation>Fin de la partie, vainqueur&#xa0;: {winner} (bourgs en jeu&#xa0;: {scores}).</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games won, {0} games at a time</source>
        <translation>Parties gagnées, par {0} parties</translation>
    </message>
    <message>
        <source>Gascony</source>
        <translation>Gascogne</translation>
    </message>
    <message>
        <source>Go on with this unfinished game where it was left.</source>
        <translation>Reprendre cette partie inachevée là où elle a été laissée.</translation>
    </message>
    <message>
        <source>Hint: {steps}.</source>
        <translation>Conseil&#xa0;: {steps}.</translation>
    </message>
    <message>
        <source>In all</source>
        <translation>Au total</translation>
    </message>
    <message numerus="yes">
        <source>In {region}, your %n {colour} knight(s) count for {side}, who controls {colour}.</source>
        <translation>
            <numerusform>En {region}, votre chevalier {colour} compte pour {side}, qui contrôle cette couleur.</numerusform>
            <numerusform>En {region}, vos %n chevaliers de couleur {colour} comptent pour {side}, qui contrôle cette couleur.</numerusform>
        </translation>
    </message>
    <message>
        <source>It assumes the other people play like the intermediate level.</source>
        <translation>Elle suppose que les autres personnes jouent comme le niveau « intermédiaire ».</translation>
    </message>
    <message>
        <source>It assumes you play like the intermediate level: the library has no rating of yours yet.</source>
        <translation>Elle suppose que vous jouez comme le niveau « intermédiaire »&#xa0;: la bibliothèque n’a pas encore de classement pour vous.</translation>
    </message>
    <message>
        <source>It is not the moment for that action.</source>
        <translation>Ce n’est pas le moment de cette action.</translation>
    </message>
    <message>
        <source>It is not {player}&apos;s turn but {to_act}&apos;s.</source>
        <translation>Ce n’est pas à {player} de jouer, mais à {to_act}.</translation>
    </message>
    <message>
        <source>It is the colour whose court fight it helps most.</source>
        <translation>C’est la couleur dont elle aide le plus la lutte à la cour.</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <source>Knights placed at court</source>
        <translation>Chevaliers placés à la cour</translation>
    </message>
    <message>
        <source>Knights placed in regions</source>
        <translation>Chevaliers placés dans les régions</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Durée</translation>
    </message>
    <message>
        <source>Lombardy</source>
        <translation>Lombardie</translation>
    </message>
    <message>
        <source>Lost</source>
        <comment>games lost</comment>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>Luck of the dice: not weighed yet.</source>
        <translation>Chance aux dés : pas encore mesurée.</translation>
    </message>
    <message numerus="yes">
        <source>Luck of the dice: {points} points of winning chance for you over %n game(s), {per} a game.</source>
        <translation>
            <numerusform>Chance aux dés : {points} points de chances de gagner pour vous sur %n partie, {per} par partie.</numerusform>
            <numerusform>Chance aux dés : {points} points de chances de gagner pour vous sur %n parties, {per} par partie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Neighbouring regions merged into region {region}.</source>
        <translation>Les régions voisines forment désormais la région {region}.</translation>
    </message>
    <message>
        <source>Neustria</source>
        <translation>Neustrie</translation>
    </message>
    <message>
        <source>No decision of the losing side was marked a mistake: small edges and the dice decided.</source>
        <translation>Aucune décision du camp perdant n’a été marquée comme erreur&#xa0;: de petits avantages et les dés ont décidé.</translation>
    </message>
    <message>
        <source>No finished game of yours yet: the statistics begin with your first.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: les statistiques commencent avec la première.</translation>
    </message>
    <message>
        <source>No knight can come into play any more.</source>
        <translation>Plus aucun chevalier ne peut entrer en jeu.</translation>
    </message>
    <message>
        <source>No rating yet: it needs a finished game against a computer level.</source>
        <translation>Pas encore de classement&#xa0;: il faut une partie terminée contre un niveau de l’ordinateur.</translation>
    </message>
    <message>
        <source>No {colour} knight is left in the supply.</source>
        <translation>La réserve générale n’a plus de chevalier {colour}.</translation>
    </message>
    <message>
        <source>No {colour} knight was just taken.</source>
        <translation>Aucun chevalier {colour} ne vient d’être pris.</translation>
    </message>
    <message>
        <source>Not counted: {0}.</source>
        <translation>Non comptées&#xa0;: {0}.</translation>
    </message>
    <message>
        <source>Not yours alone</source>
        <translation>Pas seulement à vous</translation>
    </message>
    <message>
        <source>Nothing changes hands in {region}; the turn builds up your knights.</source>
        <translation>Rien ne change de main en {region}&#xa0;; ce tour renforce vos chevaliers.</translation>
    </message>
    <message>
        <source>Nothing happened there.</source>
        <translation>Il ne s’y est rien passé.</translation>
    </message>
    <message>
        <source>Open piles replace the refill dice; only kept jokers go with them, not {others}.</source>
        <translation>Les piles ouvertes remplacent les dés de réapprovisionnement&#xa0;; seuls les jokers gardés se combinent avec elles, pas {others}.</translation>
    </message>
    <message>
        <source>Per game</source>
        <translation>Par partie</translation>
    </message>
    <message>
        <source>Pile {pile} does not hold that many {colour} knights.</source>
        <translation>La pile {pile} ne contient pas autant de chevaliers de couleur {colour}.</translation>
    </message>
    <message numerus="yes">
        <source>Pile {pile} holds more knights than a turn takes: take %n of them.</source>
        <translation>
            <numerusform>La pile {pile} contient plus de chevaliers qu’un tour n’en prend&#xa0;: prenez-en %n.</numerusform>
            <numerusform>La pile {pile} contient plus de chevaliers qu’un tour n’en prend&#xa0;: prenez-en %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pile {pile} is small enough: take it whole.</source>
        <translation>La pile {pile} est assez petite&#xa0;: prenez-la entière.</translation>
    </message>
    <message>
        <source>Piles</source>
        <translation>Piles</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Provence</source>
        <translation>Provence</translation>
    </message>
    <message>
        <source>Puzzle {puzzle} cannot be set up with this version of the game.</source>
        <translation>Le problème {puzzle} ne peut pas être mis en place avec cette version du jeu.</translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from you and {partner} to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>La région {region} a été prise à {partner} et à vous par {winner} (%n bourg).</numerusform>
            <numerusform>La région {region} a été prise à {partner} et à vous par {winner} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from you to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>La région {region} vous a été prise par {winner} (%n bourg).</numerusform>
            <numerusform>La région {region} vous a été prise par {winner} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to you (%n castle(s)).</source>
        <translation>
            <numerusform>Vous avez pris la région {region} à {loser} (%n bourg).</numerusform>
            <numerusform>Vous avez pris la région {region} à {loser} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to you and {partner} (%n castle(s)).</source>
        <translation>
            <numerusform>{partner} et vous avez pris la région {region} à {loser} (%n bourg).</numerusform>
            <numerusform>{partner} et vous avez pris la région {region} à {loser} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>La région {region} a été prise à {loser} par {winner} (%n bourg).</numerusform>
            <numerusform>La région {region} a été prise à {loser} par {winner} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message>
        <source>Regions merged</source>
        <translation>Régions fusionnées</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reprendre</translation>
    </message>
    <message numerus="yes">
        <source>Risk: {side} leads in {region} by %n and could build there.</source>
        <translation>
            <numerusform>Risque&#xa0;: {side} mène en {region} de %n et pourrait y construire.</numerusform>
            <numerusform>Risque&#xa0;: {side} mène en {region} de %n et pourrait y construire.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Risk: {side} leads in {region} by %n and could take your castles there.</source>
        <translation>
            <numerusform>Risque&#xa0;: {side} mène en {region} de %n et pourrait y prendre vos bourgs.</numerusform>
            <numerusform>Risque&#xa0;: {side} mène en {region} de %n et pourrait y prendre vos bourgs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round 100, the last one, is over.</source>
        <translation>Le tour 100, le dernier, est terminé.</translation>
    </message>
    <message>
        <source>Round {round} discs: {discs}</source>
        <translation>Tour {round}, jetons&#xa0;: {discs}</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Saxony</source>
        <translation>Saxe</translation>
    </message>
    <message>
        <source>Search names, levels, rules…</source>
        <translation>Chercher noms, niveaux, règles…</translation>
    </message>
    <message>
        <source>Septimania</source>
        <translation>Septimanie</translation>
    </message>
    <message>
        <source>Showing {shown} of {games} games.</source>
        <translation>{shown} parties affichées sur {games}.</translation>
    </message>
    <message>
        <source>Standard rules</source>
        <translation>Règles de base</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message numerus="yes">
        <source>Take %n knight(s) from a pile.</source>
        <translation>
            <numerusform>Prenez %n chevalier d’une pile.</numerusform>
            <numerusform>Prenez %n chevaliers d’une pile.</numerusform>
        </translation>
    </message>
    <message>
        <source>That action belongs to the optional rule {variant}, which this game does not use.</source>
        <translation>Cette action relève de la règle optionnelle {variant}, que cette partie n’utilise pas.</translation>
    </message>
    <message>
        <source>The crown cannot be named {colour} now.</source>
        <translation>La couronne ne peut pas valoir {colour} maintenant.</translation>
    </message>
    <message>
        <source>The dice gave {name} {points} points of winning chance over the game, you {yours}.</source>
        <translation>Sur la partie, les dés ont donné {points} points de chances de gagner à {name}, {yours} à vous.</translation>
    </message>
    <message>
        <source>The dice gave {name} {points} points of winning chance over the game, {other} {theirs}.</source>
        <translation>Sur la partie, les dés ont donné {points} points de chances de gagner à {name}, {theirs} à {other}.</translation>
    </message>
    <message>
        <source>The dice over the game, in points of winning chance: {0}.</source>
        <translation>Les dés sur la partie, en points de chances de gagner : {0}.</translation>
    </message>
    <message numerus="yes">
        <source>The emperor cannot move %n step(s) now.</source>
        <translation>
            <numerusform>Charlemagne ne peut pas avancer de %n case maintenant.</numerusform>
            <numerusform>Charlemagne ne peut pas avancer de %n cases maintenant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s), as far as {region}; no region in reach goes your way yet.</source>
        <translation>
            <numerusform>Charlemagne pourra alors avancer d’au plus %n case, jusqu’à {region}&#xa0;; aucune région à portée ne vous revient encore.</numerusform>
            <numerusform>Charlemagne pourra alors avancer d’au plus %n cases, jusqu’à {region}&#xa0;; aucune région à portée ne vous revient encore.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s); a lower disc acts earlier.</source>
        <translation>
            <numerusform>Charlemagne pourra alors avancer d’au plus %n case&#xa0;; un jeton plus faible joue plus tôt.</numerusform>
            <numerusform>Charlemagne pourra alors avancer d’au plus %n cases&#xa0;; un jeton plus faible joue plus tôt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s); no region in reach goes your way yet.</source>
        <translation>
            <numerusform>Charlemagne pourra alors avancer d’au plus %n case&#xa0;; aucune région à portée ne vous revient encore.</numerusform>
            <numerusform>Charlemagne pourra alors avancer d’au plus %n cases&#xa0;; aucune région à portée ne vous revient encore.</numerusform>
        </translation>
    </message>
    <message>
        <source>The emperor moves at least one step.</source>
        <translation>Charlemagne avance d’au moins une case.</translation>
    </message>
    <message>
        <source>The emperor&apos;s stop in {region} builds a castle for {side}: no better stop is in reach.</source>
        <translation>L’arrêt de Charlemagne en {region} construit un bourg pour {side}&#xa0;: aucun meilleur arrêt n’est à portée.</translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {side} take it from you (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>L’arrêt de Charlemagne en {region} permet à {side} de vous la prendre (%n bourg)&#xa0;: aucun meilleur arrêt n’est à portée.</numerusform>
            <numerusform>L’arrêt de Charlemagne en {region} permet à {side} de vous la prendre (%n bourgs)&#xa0;: aucun meilleur arrêt n’est à portée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {side} take it from your team (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>L’arrêt de Charlemagne en {region} permet à {side} de la prendre à votre équipe (%n bourg)&#xa0;: aucun meilleur arrêt n’est à portée.</numerusform>
            <numerusform>L’arrêt de Charlemagne en {region} permet à {side} de la prendre à votre équipe (%n bourgs)&#xa0;: aucun meilleur arrêt n’est à portée.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {winner} take it from {loser} (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>L’arrêt de Charlemagne en {region} permet à {winner} de la prendre à {loser} (%n bourg)&#xa0;: aucun meilleur arrêt n’est à portée.</numerusform>
            <numerusform>L’arrêt de Charlemagne en {region} permet à {winner} de la prendre à {loser} (%n bourgs)&#xa0;: aucun meilleur arrêt n’est à portée.</numerusform>
        </translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Le fichier est vide.</translation>
    </message>
    <message numerus="yes">
        <source>The file is far too large for a game record (%n byte(s)).</source>
        <translation>
            <numerusform>Le fichier est bien trop gros pour une partie enregistrée (%n octet).</numerusform>
            <numerusform>Le fichier est bien trop gros pour une partie enregistrée (%n octets).</numerusform>
        </translation>
    </message>
    <message>
        <source>The game cannot use this: it is not something this version of the game understands.</source>
        <translation>Le jeu ne peut pas s’en servir&#xa0;: cette version du jeu ne le comprend pas.</translation>
    </message>
    <message>
        <source>The game has no such knight colour.</source>
        <translation>Le jeu n’a pas de chevaliers de cette couleur.</translation>
    </message>
    <message>
        <source>The game has no {player}.</source>
        <translation>La partie n’a pas de {player}.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>The game library cannot save the game in {path}.</source>
        <translation>Les parties jouées ne peuvent pas enregistrer la partie dans {path}.</translation>
    </message>
    <message>
        <source>The puzzle file is damaged or was written by another version of the game.</source>
        <translation>Le fichier des problèmes est abîmé ou vient d’une autre version du jeu.</translation>
    </message>
    <message>
        <source>The record asks for an optional rule this game does not know: {variant}.</source>
        <translation>La partie demande une règle optionnelle que ce jeu ne connaît pas&#xa0;: {variant}.</translation>
    </message>
    <message>
        <source>The record is written in version {version} of the format; this game reads version {expected}.</source>
        <translation>La partie est écrite dans la version {version} du format&#xa0;; ce jeu lit la version {expected}.</translation>
    </message>
    <message>
        <source>The record names the optional rule {variant} twice.</source>
        <translation>La partie nomme deux fois la règle optionnelle {variant}.</translation>
    </message>
    <message>
        <source>The record names {players} players; a game has 2, 3 or 4.</source>
        <translation>La partie indique {players} joueurs&#xa0;; une partie en compte 2, 3 ou 4.</translation>
    </message>
    <message>
        <source>The record&apos;s dice do not fit the game.</source>
        <translation>Les dés de la partie ne correspondent pas au jeu.</translation>
    </message>
    <message>
        <source>The record&apos;s list of actions is broken.</source>
        <translation>La liste des actions de la partie est abîmée.</translation>
    </message>
    <message>
        <source>The record&apos;s list of dice rolled is broken.</source>
        <translation>La liste des dés lancés de la partie est abîmée.</translation>
    </message>
    <message>
        <source>The record&apos;s optional rules are not a list of names.</source>
        <translation>Les règles optionnelles de la partie ne sont pas une liste de noms.</translation>
    </message>
    <message>
        <source>The record&apos;s optional rules cannot be played together.</source>
        <translation>Les règles optionnelles de la partie ne peuvent pas être jouées ensemble.</translation>
    </message>
    <message numerus="yes">
        <source>The record&apos;s player names are not a list of %n name(s).</source>
        <translation>
            <numerusform>Les noms des joueurs de la partie ne sont pas une liste de %n nom.</numerusform>
            <numerusform>Les noms des joueurs de la partie ne sont pas une liste de %n noms.</numerusform>
        </translation>
    </message>
    <message>
        <source>The record&apos;s seed for the dice is not a hexadecimal number.</source>
        <translation>La graine des dés de la partie n’est pas un nombre hexadécimal.</translation>
    </message>
    <message>
        <source>The record&apos;s starting position is not one the rules allow.</source>
        <translation>La position de départ de la partie n’est pas permise par les règles.</translation>
    </message>
    <message>
        <source>The rules do not allow that action now.</source>
        <translation>Les règles ne permettent pas cette action maintenant.</translation>
    </message>
    <message>
        <source>The saved game cannot be resumed.</source>
        <translation>La partie sauvegardée ne peut pas être reprise.</translation>
    </message>
    <message>
        <source>The trend appears with your first finished game.</source>
        <translation>La tendance apparaît avec votre première partie terminée.</translation>
    </message>
    <message>
        <source>There is no disc {disc}; the discs go from 1 to 5.</source>
        <translation>Il n’y a pas de jeton {disc}&#xa0;; les jetons vont de 1 à 5.</translation>
    </message>
    <message>
        <source>There is no pile {pile}.</source>
        <translation>Il n’y a pas de pile {pile}.</translation>
    </message>
    <message>
        <source>There is no province {province}.</source>
        <translation>Il n’y a pas de province {province}.</translation>
    </message>
    <message>
        <source>There is no such file.</source>
        <translation>Ce fichier n’existe pas.</translation>
    </message>
    <message>
        <source>This game does not know that kind of action.</source>
        <translation>Le jeu ne connaît pas ce genre d’action.</translation>
    </message>
    <message>
        <source>This game does not play the optional rule {variant} yet.</source>
        <translation>Ce jeu ne joue pas encore la règle optionnelle {variant}.</translation>
    </message>
    <message>
        <source>This game is no longer in the game library.</source>
        <translation>Cette partie n&apos;est plus parmi les parties jouées.</translation>
    </message>
    <message>
        <source>This game record is damaged.</source>
        <translation>Cette partie enregistrée est abîmée.</translation>
    </message>
    <message>
        <source>This is a folder, not a game record.</source>
        <translation>C’est un dossier, pas une partie enregistrée.</translation>
    </message>
    <message>
        <source>This is not a Carolus Magnus game record.</source>
        <translation>Ce n’est pas une partie enregistrée de Carolus Magnus.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON breaks off or is broken at line {line}, column {column}.</source>
        <translation>Ce n’est pas une partie enregistrée&#xa0;: son JSON s’interrompt ou est erroné à la ligne {line}, colonne {column}.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON holds a value the game cannot read.</source>
        <translation>Ce n’est pas une partie enregistrée&#xa0;: son JSON contient une valeur que le jeu ne peut pas lire.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON nests too deeply.</source>
        <translation>Ce n’est pas une partie enregistrée&#xa0;: son JSON est trop profondément imbriqué.</translation>
    </message>
    <message>
        <source>This is not a game record: its JSON text is not in UTF-8.</source>
        <translation>Ce n’est pas une partie enregistrée&#xa0;: son texte JSON n’est pas en UTF-8.</translation>
    </message>
    <message>
        <source>This is not a game record: its msgpack data is broken.</source>
        <translation>Ce n’est pas une partie enregistrée&#xa0;: ses données msgpack sont abîmées.</translation>
    </message>
    <message>
        <source>This is not a game record: the file is neither JSON nor msgpack.</source>
        <translation>Ce n’est pas une partie enregistrée&#xa0;: le fichier n’est ni du JSON ni du msgpack.</translation>
    </message>
    <message>
        <source>This position cannot be a puzzle: a puzzle starts with a turn that cannot end the round.</source>
        <translation>Cette position ne peut pas être un problème : un problème commence par un tour qui ne peut pas finir la manche.</translation>
    </message>
    <message>
        <source>Thuringia</source>
        <translation>Thuringe</translation>
    </message>
    <message>
        <source>Turning point: your choice of disc in round {round}, winning chance {before} → {after}.</source>
        <translation>Tournant&#xa0;: votre choix de jeton à la manche {round}, chances de gagner {before} → {after}.</translation>
    </message>
    <message>
        <source>Turning point: your turn in round {round}, winning chance {before} → {after}.</source>
        <translation>Tournant&#xa0;: votre tour à la manche {round}, chances de gagner {before} → {after}.</translation>
    </message>
    <message>
        <source>Turning point: {name}&apos;s choice of disc in round {round}, winning chance {before} → {after}.</source>
        <translation>Tournant&#xa0;: le choix de jeton de {name} à la manche {round}, chances de gagner {before} → {after}.</translation>
    </message>
    <message>
        <source>Turning point: {name}&apos;s turn in round {round}, winning chance {before} → {after}.</source>
        <translation>Tournant&#xa0;: le tour de {name} à la manche {round}, chances de gagner {before} → {after}.</translation>
    </message>
    <message>
        <source>Unfinished</source>
        <translation>Inachevée</translation>
    </message>
    <message>
        <source>Unfinished, round {0}</source>
        <translation>Inachevée, tour {0}</translation>
    </message>
    <message>
        <source>Unreadable</source>
        <translation>Illisible</translation>
    </message>
    <message>
        <source>Unreadable: {reason}</source>
        <translation>Illisible&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Watch the game move by move; Play on from here starts a new game from it.</source>
        <translation>Revoir la partie coup par coup&#xa0;; « Continuer d’ici » en fait une nouvelle partie.</translation>
    </message>
    <message numerus="yes">
        <source>Weighing the dice of %n game(s)…</source>
        <translation>
            <numerusform>Mesure des dés de %n partie…</numerusform>
            <numerusform>Mesure des dés de %n parties…</numerusform>
        </translation>
    </message>
    <message>
        <source>What the dice gave your side&apos;s winning chance beyond the average of all their faces, summed over your finished games, in points (the computer&apos;s estimate): below zero the dice favoured your opponents, above zero you.</source>
        <translation>Ce que les dés ont ajouté aux chances de gagner de votre camp par rapport à la moyenne de toutes leurs faces, additionné sur vos parties terminées, en points (estimation de l&apos;ordinateur) : sous zéro les dés ont favorisé vos adversaires, au-dessus vous.</translation>
    </message>
    <message>
        <source>With it the emperor can reach {region}, where you lead: place knights there to build.</source>
        <translation>Avec lui, Charlemagne peut atteindre {region}, où vous menez&#xa0;: placez-y des chevaliers pour construire.</translation>
    </message>
    <message>
        <source>With it the emperor can reach {region}, where you would build a castle.</source>
        <translation>Avec lui, Charlemagne peut atteindre {region}, où vous construiriez un bourg.</translation>
    </message>
    <message>
        <source>With it the emperor can reach {region}, where you would take {side}&apos;s castles.</source>
        <translation>Avec lui, Charlemagne peut atteindre {region}, où vous prendriez les bourgs de {side}.</translation>
    </message>
    <message>
        <source>Won</source>
        <comment>games won</comment>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnée</translation>
    </message>
    <message>
        <source>Won %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>You act after {before} and before {after} this round: the emperor may have moved when you do.</source>
        <translation>Vous jouez après {before} et avant {after} dans ce tour&#xa0;: Charlemagne aura peut-être bougé d’ici là.</translation>
    </message>
    <message>
        <source>You act after {before} this round: they may move the emperor before you do.</source>
        <translation>Vous jouez après {before} dans ce tour&#xa0;: Charlemagne peut bouger avant vous.</translation>
    </message>
    <message>
        <source>You act before {after} this round: you move the emperor before they can.</source>
        <translation>Vous jouez avant {after} dans ce tour&#xa0;: vous déplacez Charlemagne avant les autres.</translation>
    </message>
    <message>
        <source>You are not allowed to read this file.</source>
        <translation>Vous n’avez pas le droit de lire ce fichier.</translation>
    </message>
    <message>
        <source>You build a castle in {region}.</source>
        <translation>Vous construisez un bourg en {region}.</translation>
    </message>
    <message>
        <source>You changed a knight just taken: {old} became {new}.</source>
        <translation>Vous avez changé un chevalier tout juste pris&#xa0;: {old} est devenu {new}.</translation>
    </message>
    <message numerus="yes">
        <source>You drew {knights}, with %n crown(s) named {colours}.</source>
        <translation>
            <numerusform>Vous avez pioché {knights} (couronne&#xa0;: {colours}).</numerusform>
            <numerusform>Vous avez pioché {knights} (%n couronnes&#xa0;: {colours}).</numerusform>
        </translation>
    </message>
    <message>
        <source>You drew {knights}.</source>
        <translation>Vous avez pioché {knights}.</translation>
    </message>
    <message>
        <source>You kept the knights taken.</source>
        <translation>Vous avez gardé les chevaliers pris.</translation>
    </message>
    <message numerus="yes">
        <source>You moved the emperor %n step(s) to region {region}.</source>
        <translation>
            <numerusform>Vous avez avancé Charlemagne de %n case, jusqu’à la région {region}.</numerusform>
            <numerusform>Vous avez avancé Charlemagne de %n cases, jusqu’à la région {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You named %n crown(s) as {colours}.</source>
        <translation>
            <numerusform>Vous avez choisi {colours} pour la couronne.</numerusform>
            <numerusform>Vous avez choisi {colours} pour %n couronnes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You named %n starting crown(s): {colours}.</source>
        <translation>
            <numerusform>Vous avez choisi une couronne de départ&#xa0;: {colours}.</numerusform>
            <numerusform>Vous avez choisi %n couronnes de départ&#xa0;: {colours}.</numerusform>
        </translation>
    </message>
    <message>
        <source>You placed {knights}.</source>
        <translation>Vous avez placé {knights}.</translation>
    </message>
    <message>
        <source>You take control of {colours}.</source>
        <translation>Vous contrôlerez désormais {colours}.</translation>
    </message>
    <message>
        <source>You take control of {colour} from {side}.</source>
        <translation>Vous enlevez {colour} à {side}.</translation>
    </message>
    <message numerus="yes">
        <source>You take {region} from {side} (%n castle(s)).</source>
        <translation>
            <numerusform>Vous prenez {region} à {side} (%n bourg).</numerusform>
            <numerusform>Vous prenez {region} à {side} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message>
        <source>You took control of {colours}.</source>
        <translation>Vous contrôlez désormais {colours}.</translation>
    </message>
    <message>
        <source>You took pile {pile}.</source>
        <translation>Vous avez pris la pile {pile}.</translation>
    </message>
    <message>
        <source>You win at once.</source>
        <translation>Vous gagnez aussitôt.</translation>
    </message>
    <message>
        <source>Your castles join into one region, {region}, harder to take.</source>
        <translation>Vos bourgs se rejoignent en une seule région, {region}, plus difficile à prendre.</translation>
    </message>
    <message>
        <source>Your chances: about {percent} % (the computer&apos;s estimate from its look-ahead).</source>
        <translation>Vos chances&#xa0;: environ {percent} % (estimation de l’ordinateur d’après ce qu’il a calculé à l’avance).</translation>
    </message>
    <message>
        <source>Your finished games: {games}. Won {won}, drawn {drawn}, lost {lost}: {rate} won.</source>
        <translation>Vos parties terminées&#xa0;: {games}. Gagnées {won}, égalités {drawn}, perdues {lost}&#xa0;: {rate} gagnées.</translation>
    </message>
    <message>
        <source>Your hardest choice of disc: round {round}, {before} → {after}.</source>
        <translation>Votre choix de jeton le plus dur&#xa0;: manche {round}, {before} → {after}.</translation>
    </message>
    <message>
        <source>Your hardest turn: round {round}, {before} → {after}.</source>
        <translation>Votre tour le plus dur : manche {round}, {before} → {after}.</translation>
    </message>
    <message numerus="yes">
        <source>Your rating: about {elo} Elo (95 %: {low} to {high}), on the scale of the computer levels, from %n game(s) against them.</source>
        <translation>
            <numerusform>Votre classement&#xa0;: environ {elo} Elo (95 %&#xa0;: de {low} à {high}), sur l’échelle des niveaux de l’ordinateur, d’après %n partie contre eux.</numerusform>
            <numerusform>Votre classement&#xa0;: environ {elo} Elo (95 %&#xa0;: de {low} à {high}), sur l’échelle des niveaux de l’ordinateur, d’après %n parties contre eux.</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team builds a castle in {region}.</source>
        <translation>Votre équipe construit un bourg en {region}.</translation>
    </message>
    <message numerus="yes">
        <source>Your team takes {region} from {side} (%n castle(s)).</source>
        <translation>
            <numerusform>Votre équipe prend {region} à {side} (%n bourg).</numerusform>
            <numerusform>Votre équipe prend {region} à {side} (%n bourgs).</numerusform>
        </translation>
    </message>
    <message>
        <source>Your team wins at once.</source>
        <translation>Votre équipe gagne aussitôt.</translation>
    </message>
    <message>
        <source>Your team&apos;s castles join into one region, {region}, harder to take.</source>
        <translation>Les bourgs de votre équipe se rejoignent en une seule région, {region}, plus difficile à prendre.</translation>
    </message>
    <message>
        <source>Your team&apos;s chances: about {percent} % (the computer&apos;s estimate from its look-ahead).</source>
        <translation>Les chances de votre équipe&#xa0;: environ {percent} % (estimation de l’ordinateur d’après ce qu’il a calculé à l’avance).</translation>
    </message>
    <message>
        <source>a joker as {colour} in your court</source>
        <translation>un joker comme {colour} à votre cour</translation>
    </message>
    <message>
        <source>a joker as {colour} in {region}</source>
        <translation>un joker comme {colour} en {region}</translation>
    </message>
    <message>
        <source>all castles built</source>
        <translation>tous les bourgs construits</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour as a noun</comment>
        <translation>le bleu</translation>
    </message>
    <message>
        <source>change a {old} knight just taken into {new}</source>
        <translation>changer un chevalier {old} qui vient d’être pris en {new}</translation>
    </message>
    <message>
        <source>choose disc {disc}</source>
        <translation>choisir le jeton {disc}</translation>
    </message>
    <message>
        <source>crown</source>
        <comment>die face</comment>
        <translation>couronne</translation>
    </message>
    <message>
        <source>fewer than 4 regions</source>
        <translation>moins de 4 régions</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour as a noun</comment>
        <translation>le vert</translation>
    </message>
    <message>
        <source>keep the knights just taken</source>
        <translation>garder les chevaliers qui viennent d’être pris</translation>
    </message>
    <message numerus="yes">
        <source>move the emperor %n step(s)</source>
        <translation>
            <numerusform>avancer Charlemagne de %n case</numerusform>
            <numerusform>avancer Charlemagne de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the emperor %n step(s) to {region}</source>
        <translation>
            <numerusform>avancer Charlemagne de %n case jusqu’en {region}</numerusform>
            <numerusform>avancer Charlemagne de %n cases jusqu’en {region}</numerusform>
        </translation>
    </message>
    <message>
        <source>name the crown {colour}</source>
        <translation>choisir {colour} pour la couronne</translation>
    </message>
    <message>
        <source>no knight left to play</source>
        <translation>plus aucun chevalier à jouer</translation>
    </message>
    <message>
        <source>people</source>
        <translation>personnes</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>pink</source>
        <comment>colour as a noun</comment>
        <translation>le rose</translation>
    </message>
    <message>
        <source>place {colour} in region {region}</source>
        <translation>placer un chevalier {colour} dans la région {region}</translation>
    </message>
    <message>
        <source>place {colour} in your court</source>
        <translation>placer un chevalier {colour} à votre cour</translation>
    </message>
    <message>
        <source>place {knights}</source>
        <translation>placer {knights}</translation>
    </message>
    <message numerus="yes">
        <source>place {knights}, then move the emperor %n step(s) to {region}</source>
        <translation>
            <numerusform>placer {knights}, puis avancer Charlemagne de %n case jusqu’en {region}</numerusform>
            <numerusform>placer {knights}, puis avancer Charlemagne de %n cases jusqu’en {region}</numerusform>
        </translation>
    </message>
    <message>
        <source>player {number}</source>
        <translation>joueur {number}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour as a noun</comment>
        <translation>le rouge</translation>
    </message>
    <message>
        <source>round 100 over</source>
        <translation>tour 100 terminé</translation>
    </message>
    <message>
        <source>take pile {pile}</source>
        <translation>prendre la pile {pile}</translation>
    </message>
    <message>
        <source>take {knights} from pile {pile}</source>
        <translation>prendre {knights} de la pile {pile}</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour as a noun</comment>
        <translation>le jaune</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>you {0}</source>
        <translation>vous {0}</translation>
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
        <translation>{0} joueurs</translation>
    </message>
    <message numerus="yes">
        <source>{colour} knights count for you in {region}, where you are %n behind.</source>
        <translation>
            <numerusform>Les chevaliers de couleur {colour} comptent pour vous en {region}, où vous avez %n de retard.</numerusform>
            <numerusform>Les chevaliers de couleur {colour} comptent pour vous en {region}, où vous avez %n de retard.</numerusform>
        </translation>
    </message>
    <message>
        <source>{colour} knights count for you in {region}, where you are level with the lead.</source>
        <translation>Les chevaliers de couleur {colour} comptent pour vous en {region}, où vous êtes à égalité avec la tête.</translation>
    </message>
    <message>
        <source>{knights} in court</source>
        <translation>{knights} à la cour</translation>
    </message>
    <message>
        <source>{knights} in region {region}</source>
        <translation>{knights} dans la région {region}</translation>
    </message>
    <message>
        <source>{knights} in your court</source>
        <translation>{knights} à votre cour</translation>
    </message>
    <message>
        <source>{knights} in {region}</source>
        <translation>{knights} en {region}</translation>
    </message>
    <message>
        <source>{list} and {last}</source>
        <translation>{list} et {last}</translation>
    </message>
    <message>
        <source>{names} won</source>
        <translation>victoire de {names}</translation>
    </message>
    <message>
        <source>{name} (LAN)</source>
        <translation>{name} (réseau)</translation>
    </message>
    <message>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <source>{name} changed a knight just taken: {old} became {new}.</source>
        <translation>{name} a changé un chevalier tout juste pris&#xa0;: {old} est devenu {new}.</translation>
    </message>
    <message numerus="yes">
        <source>{name} drew {knights}, with %n crown(s) named {colours}.</source>
        <translation>
            <numerusform>{name} a pioché {knights} (couronne&#xa0;: {colours}).</numerusform>
            <numerusform>{name} a pioché {knights} (%n couronnes&#xa0;: {colours}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} drew {knights}.</source>
        <translation>{name} a pioché {knights}.</translation>
    </message>
    <message>
        <source>{name} kept the knights taken.</source>
        <translation>{name} a gardé les chevaliers pris.</translation>
    </message>
    <message numerus="yes">
        <source>{name} moved the emperor %n step(s) to region {region}.</source>
        <translation>
            <numerusform>{name} a avancé Charlemagne de %n case, jusqu’à la région {region}.</numerusform>
            <numerusform>{name} a avancé Charlemagne de %n cases, jusqu’à la région {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} named %n crown(s) as {colours}.</source>
        <translation>
            <numerusform>{name} a choisi {colours} pour la couronne.</numerusform>
            <numerusform>{name} a choisi {colours} pour %n couronnes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} named %n starting crown(s): {colours}.</source>
        <translation>
            <numerusform>{name} a choisi une couronne de départ&#xa0;: {colours}.</numerusform>
            <numerusform>{name} a choisi %n couronnes de départ&#xa0;: {colours}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} placed {knights}.</source>
        <translation>{name} a placé {knights}.</translation>
    </message>
    <message>
        <source>{name} took control of {colours}.</source>
        <translation>{name} contrôle désormais {colours}.</translation>
    </message>
    <message>
        <source>{name} took pile {pile}.</source>
        <translation>{name} a pris la pile {pile}.</translation>
    </message>
    <message>
        <source>{name} {crowns} of {dice} ({expected} expected)</source>
        <translation>{name} {crowns} sur {dice} ({expected} attendues)</translation>
    </message>
    <message>
        <source>{name} {disc}</source>
        <translation>{name} {disc}</translation>
    </message>
    <message>
        <source>{name}: {faces} (of {dice} dice, {expected} of each face expected)</source>
        <translation>{name} : {faces} (sur {dice} dés, {expected} de chaque face attendues)</translation>
    </message>
    <message>
        <source>{player} has no disc {disc} left.</source>
        <translation>{player} n’a plus le jeton {disc}.</translation>
    </message>
    <message>
        <source>{player} has no joker in reserve.</source>
        <translation>{player} n’a pas de joker dans sa réserve.</translation>
    </message>
    <message>
        <source>{player} has no {colour} knight in reserve.</source>
        <translation>{player} n’a pas de chevalier {colour} dans sa réserve.</translation>
    </message>
    <message numerus="yes">
        <source>{player} may move the emperor at most %n step(s).</source>
        <translation>
            <numerusform>{player} peut avancer Charlemagne d’au plus %n case.</numerusform>
            <numerusform>{player} peut avancer Charlemagne d’au plus %n cases.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} must change a knight just taken, or keep them, now.</source>
        <translation>{player} doit maintenant changer un chevalier qui vient d’être pris, ou les garder.</translation>
    </message>
    <message>
        <source>{player} must choose a disc now.</source>
        <translation>{player} doit maintenant choisir un jeton.</translation>
    </message>
    <message>
        <source>{player} must move the emperor now.</source>
        <translation>{player} doit maintenant déplacer Charlemagne.</translation>
    </message>
    <message>
        <source>{player} must name a crown now.</source>
        <translation>{player} doit maintenant nommer une couronne.</translation>
    </message>
    <message>
        <source>{player} must place a knight now.</source>
        <translation>{player} doit maintenant placer un chevalier.</translation>
    </message>
    <message>
        <source>{player} must take a pile now.</source>
        <translation>{player} doit maintenant prendre une pile.</translation>
    </message>
    <message>
        <source>{province} is part of a region that the record must name by {start}.</source>
        <translation>{province} fait partie d’une région que la partie doit désigner par {start}.</translation>
    </message>
    <message>
        <source>{result}: {how}</source>
        <translation>{result}&#xa0;: {how}</translation>
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
            <numerusform>%n château</numerusform>
            <numerusform>%n châteaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n province</numerusform>
            <numerusform>%n provinces</numerusform>
        </translation>
    </message>
    <message>
        <source>Court of {0}</source>
        <translation>Cour de {0}</translation>
    </message>
    <message>
        <source>Picked up: the arrow keys go to where it may go</source>
        <translation>Pris&#xa0;: les flèches mènent là où il peut aller</translation>
    </message>
    <message>
        <source>The emperor</source>
        <translation>L&apos;empereur</translation>
    </message>
    <message>
        <source>The emperor, in {0}</source>
        <translation>L&apos;empereur, en {0}</translation>
    </message>
    <message>
        <source>knights: {0}</source>
        <translation>chevaliers&#xa0;: {0}</translation>
    </message>
    <message>
        <source>no castle</source>
        <translation>aucun château</translation>
    </message>
    <message>
        <source>no knights</source>
        <translation>aucun chevalier</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>indisponible</translation>
    </message>
    <message>
        <source>owned by {0}</source>
        <translation>propriétaire&#xa0;: {0}</translation>
    </message>
    <message>
        <source>the emperor is here</source>
        <translation>l&apos;empereur est ici</translation>
    </message>
    <message numerus="yes">
        <source>the emperor stops here after %n step(s)</source>
        <translation>
            <numerusform>l&apos;empereur s&apos;arrête ici après %n pas</numerusform>
            <numerusform>l&apos;empereur s&apos;arrête ici après %n pas</numerusform>
        </translation>
    </message>
    <message>
        <source>the emperor stops here after {0} steps</source>
        <translation>l&apos;empereur s&apos;arrête ici après {0} pas</translation>
    </message>
    <message>
        <source>then: {0}</source>
        <translation>alors&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0} knights in reserve: {1}</source>
        <translation>chevaliers {0} en réserve&#xa0;: {1}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>An unfinished game was saved ({names}, {round}). Resume it?</source>
        <translation>Une partie inachevée a été sauvegardée ({names}, {round}). La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n restant</numerusform>
            <numerusform>%n restants</numerusform>
        </translation>
    </message>
    <message>
        <source>; </source>
        <comment>between the parts of a seat&apos;s summary</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>All {0} castles on the board win; with fewer than 4 regions left, the most castles win.</source>
        <translation>Les {0} bourgs en jeu l’emportent&#xa0;; s’il reste moins de 4 régions, le plus de bourgs l’emporte.</translation>
    </message>
    <message>
        <source>Castles in play</source>
        <translation>Bourgs en jeu</translation>
    </message>
    <message>
        <source>Court</source>
        <translation>Cour</translation>
    </message>
    <message>
        <source>Court of {0}: {1}</source>
        <translation>Cour ({0})&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Disc 1: the emperor walks 1 region</source>
        <translation>Jeton 1&#xa0;: Charlemagne avance d’une case</translation>
    </message>
    <message>
        <source>Disc {0}: the emperor may walk 1 to {0} regions</source>
        <translation>Jeton {0}&#xa0;: Charlemagne peut avancer de 1 à {0} cases</translation>
    </message>
    <message>
        <source>First pick up a knight from your reserve (click it), then click where it goes — or drag it there.</source>
        <translation>Prenez d’abord un chevalier de votre réserve (cliquez dessus), puis cliquez là où il va — ou faites-le glisser.</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Légende</translation>
    </message>
    <message>
        <source>Now name the joker&apos;s colour</source>
        <translation>Nommez maintenant la couleur du joker</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Réserve</translation>
    </message>
    <message>
        <source>Rolling dice</source>
        <translation>Lancer des dés</translation>
    </message>
    <message>
        <source>Take a {0} knight ({1}) from the supply</source>
        <translation>Prendre un chevalier {0} ({1}) dans la réserve générale</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>castles and the rim of a region show its owner</source>
        <translation>les bourgs et le bord d’une région montrent à qui elle est</translation>
    </message>
    <message>
        <source>castles left: {castles}</source>
        <translation>bourgs restants&#xa0;: {castles}</translation>
    </message>
    <message>
        <source>chevron</source>
        <translation>chevron</translation>
    </message>
    <message>
        <source>court: {knights}</source>
        <translation>cour&#xa0;: {knights}</translation>
    </message>
    <message>
        <source>crescent</source>
        <translation>croissant</translation>
    </message>
    <message>
        <source>cross</source>
        <translation>croix</translation>
    </message>
    <message>
        <source>disc</source>
        <translation>jeton</translation>
    </message>
    <message>
        <source>disc played: {disc}</source>
        <translation>jeton joué&#xa0;: {disc}</translation>
    </message>
    <message>
        <source>disc: low discs act first; the value is how far the emperor may walk</source>
        <translation>jeton&#xa0;: le plus petit joue d’abord&#xa0;; sa valeur&#xa0;: jusqu’où va Charlemagne</translation>
    </message>
    <message>
        <source>discs</source>
        <translation>jetons</translation>
    </message>
    <message>
        <source>discs: {discs}</source>
        <translation>jetons&#xa0;: {discs}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>first in turn order</source>
        <translation>en première position dans l’ordre du tour</translation>
    </message>
    <message>
        <source>fourth in turn order</source>
        <translation>en quatrième position dans l’ordre du tour</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>over a court colour: that player controls it</source>
        <translation>sur une couleur&#xa0;: ce joueur la contrôle</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rose</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>reserve: {knights}</source>
        <translation>réserve&#xa0;: {knights}</translation>
    </message>
    <message>
        <source>second in turn order</source>
        <translation>en deuxième position dans l’ordre du tour</translation>
    </message>
    <message>
        <source>star</source>
        <translation>étoile</translation>
    </message>
    <message>
        <source>supply</source>
        <translation>réserve générale</translation>
    </message>
    <message>
        <source>third in turn order</source>
        <translation>en troisième position dans l’ordre du tour</translation>
    </message>
    <message>
        <source>to act</source>
        <translation>doit jouer</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>turn order</source>
        <translation>ordre du tour</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>{0} {1} (controls)</source>
        <translation>{0} {1} (contrôle)</translation>
    </message>
    <message>
        <source>{colour}: {charge}</source>
        <translation>{colour}&#xa0;: {charge}</translation>
    </message>
    <message>
        <source>{name} ({side}), {details}</source>
        <translation>{name} ({side}), {details}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n {colour} knight(s) ({charge}) in reserve</source>
        <translation>
            <numerusform>{name}&#xa0;: %n chevalier de couleur {colour} ({charge}) en réserve</numerusform>
            <numerusform>{name}&#xa0;: %n chevaliers de couleur {colour} ({charge}) en réserve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CastlesChart</name>
    <message>
        <source>emperor moves ({0})</source>
        <translation>déplacements de Charlemagne ({0})</translation>
    </message>
</context>
<context>
    <name>ChanceGraph</name>
    <message>
        <source>A blunder: the decision after this dot gave away {0} points of winning chance or more.</source>
        <translation>Une grosse erreur&#xa0;: la décision après ce point a cédé {0} points de chances de gagner ou plus.</translation>
    </message>
    <message>
        <source>A mistake: the decision after this dot gave away {0} to {1} points of winning chance.</source>
        <translation>Une erreur&#xa0;: la décision après ce point a cédé {0} à {1} points de chances de gagner.</translation>
    </message>
    <message>
        <source>Between analysed positions (a turn&apos;s placements, a die): read off the line.</source>
        <translation>Entre des positions analysées (les poses d’un tour, un dé)&#xa0;: lu sur la ligne.</translation>
    </message>
    <message>
        <source>Next, a blunder by {name}: {before} % → {after} %.</source>
        <translation>Ensuite, une grosse erreur de {name}&#xa0;: {before} % → {after} %.</translation>
    </message>
    <message>
        <source>Next, a mistake by {name}: {before} % → {after} %.</source>
        <translation>Ensuite, une erreur de {name}&#xa0;: {before} % → {after} %.</translation>
    </message>
    <message>
        <source>No decision here: the nearest analysed position&apos;s chance.</source>
        <translation>Aucune décision ici&#xa0;: les chances de la position analysée la plus proche.</translation>
    </message>
    <message>
        <source>Not analysed yet.</source>
        <translation>Pas encore analysé.</translation>
    </message>
    <message>
        <source>Position {0}</source>
        <translation>Position {0}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Manche {0}</translation>
    </message>
    <message>
        <source>Side {0}</source>
        <translation>Camp {0}</translation>
    </message>
    <message>
        <source>The analysis judges each decision: a dot is a position it estimated; between the dots (a turn&apos;s placements, a die) the line is only joined, not analysed.</source>
        <translation>L’analyse juge chaque décision&#xa0;: un point est une position qu’elle a estimée&#xa0;; entre les points (les poses d’un tour, un dé), la ligne ne fait que les relier, sans analyse.</translation>
    </message>
    <message>
        <source>Winning chance</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>analysed position</source>
        <translation>position analysée</translation>
    </message>
    <message>
        <source>blunder</source>
        <translation>grosse erreur</translation>
    </message>
    <message>
        <source>mistake</source>
        <translation>erreur</translation>
    </message>
    <message>
        <source>{0} %</source>
        <translation>{0} %</translation>
    </message>
    <message>
        <source>{0}&apos;s winning chance, by the computer&apos;s analysis</source>
        <translation>Chances de gagner de {0}, selon l’analyse de l’ordinateur</translation>
    </message>
    <message>
        <source>{name}: {chance} %</source>
        <translation>{name}&#xa0;: {chance} %</translation>
    </message>
</context>
<context>
    <name>ChatDock</name>
    <message>
        <source>Chat</source>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>Chat message</source>
        <translation>Message de discussion</translation>
    </message>
    <message>
        <source>Hide a person&apos;s chat lines (only here)</source>
        <translation>Masquer les messages d&apos;une personne (ici seulement)</translation>
    </message>
    <message>
        <source>Mute {name}</source>
        <translation>Masquer {name}</translation>
    </message>
    <message>
        <source>Mute…</source>
        <translation>Masquer…</translation>
    </message>
    <message>
        <source>Nobody else is here yet</source>
        <translation>Personne d&apos;autre n&apos;est encore là</translation>
    </message>
    <message>
        <source>Say something and press Enter</source>
        <translation>Écrivez puis appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Spectators read the chat only: you cannot send</source>
        <translation>Les spectateurs ne font que lire la discussion&#xa0;: vous ne pouvez rien envoyer</translation>
    </message>
    <message>
        <source>{name}: {text}</source>
        <translation>{name}&#xa0;: {text}</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Carolus Magnus: an error</source>
        <translation>Carolus Magnus&#xa0;: une erreur</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <source>Errors since: {count}</source>
        <translation>Erreurs depuis&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Open &amp;log folder</source>
        <translation>Ouvrir le dossier du &amp;journal</translation>
    </message>
    <message>
        <source>Open log folder</source>
        <translation>Ouvrir le dossier du journal</translation>
    </message>
    <message>
        <source>Please report the problem, with its details, at {link}</source>
        <translation>Merci de signaler le problème, avec ses détails, sur {link}</translation>
    </message>
    <message>
        <source>Something went wrong: {what}</source>
        <translation>Quelque chose s’est mal passé&#xa0;: {what}</translation>
    </message>
    <message>
        <source>The game goes on, but it may no longer be right: saving the game and starting again is safest. The details are in the log, in {folder}.</source>
        <translation>La partie continue, mais elle n’est peut-être plus juste&#xa0;: le plus sûr est d’enregistrer la partie et de redémarrer. Les détails sont dans le journal, dans {folder}.</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A hint is for the person to act, when nothing else is running.</source>
        <translation>Un conseil est pour la personne qui doit jouer, quand rien d’autre n’est en cours.</translation>
    </message>
    <message>
        <source>No hint: {0}</source>
        <translation>Pas de conseil&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The computer chose an illegal action: {0}</source>
        <translation>L’ordinateur a choisi une action interdite&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The computer player failed: {0}</source>
        <translation>L’ordinateur a échoué&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Wait: it is not a person&apos;s turn at this screen.</source>
        <translation>Attendez&#xa0;: ce n’est au tour d’aucune personne à cet écran.</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <source>&amp;Players</source>
        <translation>&amp;Joueurs</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Votre nom</translation>
    </message>
    <message>
        <source>Co&amp;mputer for empty seats</source>
        <translation>Ordi&amp;nateur pour les places libres</translation>
    </message>
    <message>
        <source>Go on with the game hosted last ({0})</source>
        <translation>Reprendre la dernière partie hébergée ({0})</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Hôte</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>Others may watch the game (spectators), at most:</source>
        <translation>D&apos;autres peuvent regarder la partie (spectateurs), au plus&#xa0;:</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Mot de pa&amp;sse</translation>
    </message>
    <message>
        <source>Players on the &amp;internet: open the port on my router (UPnP, NAT-PMP or PCP)</source>
        <translation>Joueurs sur &amp;Internet&#xa0;: ouvrir le port sur mon routeur (UPnP, NAT-PMP ou PCP)</translation>
    </message>
    <message>
        <source>Po&amp;rt (TCP)</source>
        <translation>Po&amp;rt (TCP)</translation>
    </message>
    <message>
        <source>Your &amp;seat</source>
        <translation>Votre &amp;place</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>{names}, round {round}</source>
        <translation>{names}, tour {round}</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>&amp;Games on the LAN:</source>
        <translation>&amp;Parties sur le réseau local&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Open my port on the router for the other players&apos; dice checks (UPnP, NAT-PMP or PCP)</source>
        <translation>&amp;Ouvrir mon port sur le routeur pour la vérification des dés des autres (UPnP, NAT-PMP ou PCP)</translation>
    </message>
    <message>
        <source>&amp;Search the LAN</source>
        <translation>Chercher sur le réseau &amp;local</translation>
    </message>
    <message>
        <source>&amp;Your name</source>
        <translation>&amp;Votre nom</translation>
    </message>
    <message>
        <source>(none found: type the host&apos;s address)</source>
        <translation>(aucune trouvée&#xa0;: tapez l’adresse de l’hôte)</translation>
    </message>
    <message>
        <source>Asks your home router to forward the port where the other players&apos; dice shares reach this machine. Where no other path exists (no shared LAN, no IPv6), another player&apos;s share may not reach you, and you could not tell if the host kept it back.</source>
        <translation>Demande à votre routeur de rediriger le port par lequel les parts de dés des autres joueurs atteignent cette machine. Là où il n’existe pas d’autre chemin (pas de réseau local commun, pas d’IPv6), la part d’un autre joueur peut ne pas vous parvenir, et vous ne pourriez pas savoir si l’hôte l’a retenue.</translation>
    </message>
    <message>
        <source>Guest</source>
        <translation>Invité</translation>
    </message>
    <message>
        <source>HOST or HOST:PORT (default port {p}), or an invite</source>
        <translation>HÔTE ou HÔTE:PORT (port par défaut {p}), ou une invitation</translation>
    </message>
    <message>
        <source>Host &amp;address</source>
        <translation>A&amp;dresse de l’hôte</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Rejoindre une partie en réseau local</translation>
    </message>
    <message>
        <source>None of the invite&apos;s addresses answers ({a}).</source>
        <translation>Aucune des adresses de l&apos;invitation ne répond ({a}).</translation>
    </message>
    <message>
        <source>Pass&amp;word</source>
        <translation>Mot de pa&amp;sse</translation>
    </message>
    <message>
        <source>This invite cannot be used: {why}</source>
        <translation>Cette invitation est inutilisable&#xa0;: {why}</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as HOST or HOST:PORT.</source>
        <translation>Tapez l’adresse de l’hôte sous la forme HÔTE ou HÔTE:PORT.</translation>
    </message>
    <message>
        <source>Watch only (no seat; the host must allow spectators)</source>
        <translation>Regarder seulement (sans place&#xa0;; l&apos;hôte doit accepter des spectateurs)</translation>
    </message>
    <message numerus="yes">
        <source>{address}  {name} (%n player(s))</source>
        <translation>
            <numerusform>{address}  {name} (%n joueur)</numerusform>
            <numerusform>{address}  {name} (%n joueurs)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Keys</name>
    <message>
        <source>&amp;Keys…</source>
        <translation>&amp;Touches…</translation>
    </message>
    <message>
        <source>1 to 5</source>
        <translation>1 à 5</translation>
    </message>
    <message>
        <source>1 to 5 (emperor)</source>
        <translation>1 à 5 (empereur)</translation>
    </message>
    <message>
        <source>Alt+letter</source>
        <translation>Alt+lettre</translation>
    </message>
    <message>
        <source>Arrow keys move over the board, what you can do now first; Enter or Space chooses; 1 to 5 choose by number; Escape puts a knight back.</source>
        <translation>Les flèches parcourent le plateau, d&apos;abord ce qui est possible maintenant&#xa0;; Entrée ou Espace choisit&#xa0;; 1 à 5 choisissent par numéro&#xa0;; Échap repose un chevalier.</translation>
    </message>
    <message>
        <source>Choose a disc; pick up a knight of that colour; name a crown colour</source>
        <translation>Choisir un disque&#xa0;; prendre un chevalier de cette couleur&#xa0;; nommer une couleur de couronne</translation>
    </message>
    <message>
        <source>Close a dialog, the puzzles or the replay (a picked-up knight first)</source>
        <translation>Fermer une boîte de dialogue, les problèmes ou la partie revue (d’abord reposer un chevalier pris)</translation>
    </message>
    <message>
        <source>Do what a click on the focused thing does</source>
        <translation>Faire ce que fait un clic sur l&apos;élément marqué</translation>
    </message>
    <message>
        <source>Enter or Space</source>
        <translation>Entrée ou Espace</translation>
    </message>
    <message>
        <source>Escape</source>
        <translation>Échap</translation>
    </message>
    <message>
        <source>Every key of the game: play without a mouse</source>
        <translation>Toutes les touches du jeu&#xa0;: jouer sans souris</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Début, Fin</translation>
    </message>
    <message>
        <source>In a dialog: go to the field or button whose name has that letter underlined</source>
        <translation>Dans une boîte de dialogue&#xa0;: aller au champ ou au bouton dont le nom a cette lettre soulignée</translation>
    </message>
    <message>
        <source>Key: {0}</source>
        <translation>Touche&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Left, Right, Up, Down</source>
        <translation>Gauche, Droite, Haut, Bas</translation>
    </message>
    <message>
        <source>Move between the board and the window&apos;s other parts</source>
        <translation>Passer du plateau aux autres parties de la fenêtre</translation>
    </message>
    <message>
        <source>Move the focus over the board: what you can do now first</source>
        <translation>Déplacer la marque sur le plateau&#xa0;: d&apos;abord ce qui est possible maintenant</translation>
    </message>
    <message>
        <source>Put a picked-up knight back</source>
        <translation>Reposer un chevalier pris</translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Maj+Tab</translation>
    </message>
    <message>
        <source>The board</source>
        <translation>Le plateau</translation>
    </message>
    <message>
        <source>The first or the last thing on the board</source>
        <translation>Le premier ou le dernier élément du plateau</translation>
    </message>
    <message>
        <source>The whole game can be played with the keyboard:</source>
        <translation>Toute la partie se joue au clavier&#xa0;:</translation>
    </message>
    <message>
        <source>Walk the emperor that many regions</source>
        <translation>Avancer l&apos;empereur d&apos;autant de régions</translation>
    </message>
</context>
<context>
    <name>LanSession</name>
    <message>
        <source>&amp;Host LAN game…</source>
        <translation>&amp;Héberger une partie en réseau…</translation>
    </message>
    <message>
        <source>&amp;Join LAN game…</source>
        <translation>Re&amp;joindre une partie en réseau…</translation>
    </message>
    <message>
        <source>A file of saved LAN seats could not be read and is kept as {path}.</source>
        <translation>Un fichier de places LAN enregistrées n’a pas pu être lu&#xa0;; il est conservé sous {path}.</translation>
    </message>
    <message>
        <source>Asking your router to open the port…</source>
        <translation>Demande au routeur d&apos;ouvrir le port…</translation>
    </message>
    <message>
        <source>Cannot host on port {p}: {why}.</source>
        <translation>Impossible d’héberger sur le port {p}&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>Impossible de rejoindre</translation>
    </message>
    <message>
        <source>Copy invite</source>
        <translation>Copier l&apos;invitation</translation>
    </message>
    <message>
        <source>For the other players&apos; dice checks: {said}</source>
        <translation>Pour la vérification des dés des autres&#xa0;: {said}</translation>
    </message>
    <message>
        <source>Hand over a seat</source>
        <translation>Céder une place</translation>
    </message>
    <message>
        <source>Hand over a seat…</source>
        <translation>Céder une place…</translation>
    </message>
    <message>
        <source>Host a LAN game</source>
        <translation>Héberger une partie en réseau local</translation>
    </message>
    <message>
        <source>Host key fingerprint: {f}</source>
        <translation>Empreinte de la clé de l’hôte&#xa0;: {f}</translation>
    </message>
    <message>
        <source>Hosting again on port {p}: the others rejoin with the same command</source>
        <translation>Nouvel hébergement sur le port {p}&#xa0;: les autres reviennent avec la même commande</translation>
    </message>
    <message>
        <source>Join a LAN game</source>
        <translation>Rejoindre une partie en réseau local</translation>
    </message>
    <message>
        <source>Key fingerprint: {f}</source>
        <translation>Empreinte de la clé&#xa0;: {f}</translation>
    </message>
    <message>
        <source>LAN game at {a}: waiting for the host</source>
        <translation>Partie en réseau chez {a}&#xa0;: en attente de l’hôte</translation>
    </message>
    <message>
        <source>LAN game paused</source>
        <translation>Partie en réseau en pause</translation>
    </message>
    <message>
        <source>LAN game: waiting for players (port {p})</source>
        <translation>Partie en réseau&#xa0;: en attente de joueurs (port {p})</translation>
    </message>
    <message>
        <source>LAN: {0}</source>
        <translation>Réseau&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Leave the LAN game</source>
        <translation>Quitter la partie en réseau</translation>
    </message>
    <message>
        <source>Leave the LAN game you host? The others wait until you host it again (Host LAN game… offers to go on with it).</source>
        <translation>Quitter la partie en réseau que vous hébergez&#xa0;? Les autres attendent que vous l’hébergiez à nouveau (Héberger une partie en réseau… propose de la reprendre).</translation>
    </message>
    <message>
        <source>Leave the LAN game? The others see you as disconnected; join again to play on.</source>
        <translation>Quitter la partie en réseau&#xa0;? Les autres vous verront déconnecté&#xa0;; rejoignez-la à nouveau pour continuer.</translation>
    </message>
    <message>
        <source>One line to paste into a chat: the address, the key and the password, if any.</source>
        <translation>Une ligne à coller dans une discussion&#xa0;: l&apos;adresse, la clé et le mot de passe s&apos;il y en a un.</translation>
    </message>
    <message>
        <source>Others join at {w} (Join LAN game… or carolus join ADDRESS).</source>
        <translation>Les autres rejoignent à l’adresse {w} (Rejoindre une partie en réseau… ou carolus join ADRESSE).</translation>
    </message>
    <message>
        <source>Rejoin LAN game</source>
        <translation>Revenir dans la partie en réseau</translation>
    </message>
    <message>
        <source>The LAN game cannot begin: {why}.</source>
        <translation>La partie en réseau ne peut pas commencer&#xa0;: {why}.</translation>
    </message>
    <message>
        <source>The LAN game is over</source>
        <translation>La partie en réseau est terminée</translation>
    </message>
    <message>
        <source>The game has no password: anyone on the LAN may be that player.</source>
        <translation>La partie n&apos;a pas de mot de passe&#xa0;: n&apos;importe qui sur le réseau local peut être ce joueur.</translation>
    </message>
    <message>
        <source>The window lost track of the game ({0}); reloading it</source>
        <translation>La fenêtre a perdu le fil de la partie ({0})&#xa0;; rechargement</translation>
    </message>
    <message>
        <source>Type the host&apos;s address as HOST or HOST:PORT.</source>
        <translation>Tapez l’adresse de l’hôte sous la forme HÔTE ou HÔTE:PORT.</translation>
    </message>
    <message>
        <source>You were playing a LAN game at {a} as {n}. Rejoin it?</source>
        <translation>Vous jouiez une partie en réseau chez {a} sous le nom {n}. Y revenir&#xa0;?</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>connecté</translation>
    </message>
    <message>
        <source>disconnected</source>
        <translation>déconnecté</translation>
    </message>
    <message>
        <source>{0} has been gone for a while and the computer plays for them. Hand their seat over to the next player who joins and asks for it? Once that player has played, {0} cannot come back to it.</source>
        <translation>{0} est absent depuis un moment et l&apos;ordinateur joue à sa place. Céder sa place au prochain joueur qui rejoint la partie et la demande&#xa0;? Dès que ce joueur aura joué, {0} ne pourra plus la reprendre.</translation>
    </message>
</context>
<context>
    <name>LanWords</name>
    <message>
        <source> and </source>
        <translation> et </translation>
    </message>
    <message>
        <source>IPv6 reaches this machine directly at {addresses} (if its firewall lets port {ports} in).</source>
        <translation>En IPv6, cette machine est joignable directement à {addresses} (si son pare-feu laisse passer le port {ports}).</translation>
    </message>
    <message>
        <source>No router answered UPnP-IGD, NAT-PMP or PCP (maybe off); forward TCP port {ports} to this host by hand.</source>
        <translation>Aucun routeur n&apos;a répondu à UPnP-IGD, NAT-PMP ni PCP (peut-être désactivés)&#xa0;; redirigez à la main le port TCP {ports} vers cette machine.</translation>
    </message>
    <message>
        <source>Opening the router needs the miniupnpc package ({how}); or forward TCP port {ports} by hand.</source>
        <translation>Ouvrir le routeur demande le paquet miniupnpc ({how})&#xa0;; ou redirigez à la main le port TCP {ports}.</translation>
    </message>
    <message>
        <source>Your router forwards TCP port {ports} to this machine ({protocol}): others reach it at {address}.</source>
        <translation>Votre routeur redirige le port TCP {ports} vers cette machine ({protocol})&#xa0;: les autres la joignent à {address}.</translation>
    </message>
    <message>
        <source>Your router refused ({why}); forward TCP port {ports} to this machine by hand.</source>
        <translation>Votre routeur a refusé ({why})&#xa0;; redirigez à la main le port TCP {ports} vers cette machine.</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <source>Game &amp;library…</source>
        <translation>&amp;Parties jouées…</translation>
    </message>
</context>
<context>
    <name>LobbyDialog</name>
    <message>
        <source>Start now</source>
        <translation>Commencer maintenant</translation>
    </message>
    <message>
        <source>{name}  (disconnected)</source>
        <translation>{name}  (déconnecté)</translation>
    </message>
</context>
<context>
    <name>LobbyPanel</name>
    <message>
        <source>&amp;Start the game</source>
        <translation>&amp;Lancer la partie</translation>
    </message>
    <message>
        <source>I am &amp;ready</source>
        <translation>Je suis &amp;prêt</translation>
    </message>
    <message>
        <source>Key fingerprint</source>
        <translation>Empreinte de la clé</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Players in the lobby</source>
        <translation>Joueurs dans le salon</translation>
    </message>
    <message>
        <source>Re&amp;move from the lobby</source>
        <translation>&amp;Retirer du salon</translation>
    </message>
    <message>
        <source>Read your key fingerprints to each other: the same four groups on both screens mean nobody is in between.</source>
        <translation>Lisez-vous vos empreintes de clé&#xa0;: les mêmes quatre groupes sur les deux écrans signifient que personne ne s&apos;est glissé entre vous.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Prêt</translation>
    </message>
    <message>
        <source>Rules: {n} players; no optional rules</source>
        <translation>Règles&#xa0;: {n} joueurs&#xa0;; aucune règle optionnelle</translation>
    </message>
    <message>
        <source>Rules: {n} players; optional rules: {rules}</source>
        <translation>Règles&#xa0;: {n} joueurs&#xa0;; règles optionnelles&#xa0;: {rules}</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Start when every seat is &amp;ready</source>
        <translation>Lancer quand toutes les places sont &amp;prêtes</translation>
    </message>
    <message>
        <source>Waiting until every player in the lobby is ready</source>
        <translation>En attente que chaque joueur du salon soit prêt</translation>
    </message>
    <message>
        <source>host</source>
        <translation>hôte</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>pas prêt</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>prêt</translation>
    </message>
    <message>
        <source>{name} (host)</source>
        <translation>{name} (hôte)</translation>
    </message>
    <message>
        <source>{name} (you)</source>
        <translation>{name} (vous)</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;About Carolus Magnus</source>
        <translation>À &amp;propos de Carolus Magnus</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open record…</source>
        <translation>&amp;Ouvrir une partie…</translation>
    </message>
    <message>
        <source>&amp;Puzzles…</source>
        <translation>Pro&amp;blèmes…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Redo placement</source>
        <translation>&amp;Rétablir le placement</translation>
    </message>
    <message>
        <source>&amp;Replay this game</source>
        <translation>Re&amp;voir cette partie</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Save record as…</source>
        <translation>&amp;Enregistrer la partie sous…</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>&amp;Undo placement</source>
        <translation>&amp;Annuler le placement</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>A hint follows when it is your turn…</source>
        <translation>Un conseil suivra quand ce sera votre tour…</translation>
    </message>
    <message>
        <source>About Carolus Magnus</source>
        <translation>À propos de Carolus Magnus</translation>
    </message>
    <message>
        <source>Carolus Magnus</source>
        <translation>Carolus Magnus</translation>
    </message>
    <message>
        <source>Carolus Magnus for the desktop, version {version}.

The board game by Leo Colovini (2000) for 2 to 4 players: against the computer, at one screen or over the local network, with its optional rules, hints, replays and analysis. In English, German and French.</source>
        <translation>Carolus Magnus pour l’ordinateur, version {version}.

Le jeu de plateau de Leo Colovini (2000) pour 2 à 4 joueurs&#xa0;: contre l’ordinateur, sur un même écran ou en réseau local, avec ses règles optionnelles, conseils, parties revues et analyse. En anglais, en allemand et en français.</translation>
    </message>
    <message>
        <source>Carolus records (*.json *.msgpack);;All files (*)</source>
        <translation>Parties Carolus (*.json *.msgpack);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Choose disc {0}</source>
        <translation>Choisir le jeton {0}</translation>
    </message>
    <message>
        <source>Found a problem? Please report it at {url} (Help ▸ Open log folder has the details).</source>
        <translation>Un problème&#xa0;? Merci de le signaler sur {url} (Aide ▸ Ouvrir le dossier du journal en a les détails).</translation>
    </message>
    <message>
        <source>Free software under the GNU General Public License, version 3 or later. Carolus Magnus is a trademark of its publisher; this is an unofficial implementation, not made or endorsed by the designer or the publisher.</source>
        <translation>Logiciel libre sous la licence publique générale GNU, version 3 ou ultérieure. Carolus Magnus est une marque de son éditeur&#xa0;; ceci est une adaptation non officielle, ni réalisée ni approuvée par l&apos;auteur ou l&apos;éditeur.</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer la partie</translation>
    </message>
    <message>
        <source>Last turn: {0}</source>
        <translation>Dernier tour&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Leave the game</source>
        <translation>Quitter la partie</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Quitter cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>Name the joker&apos;s colour: click one of the colours offered beside it.</source>
        <translation>Choisissez la couleur du joker : cliquez sur l’une des couleurs proposées à côté.</translation>
    </message>
    <message>
        <source>Open a game record</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Replay a game record</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <source>Replay a record &amp;file…</source>
        <translation>Revoir un &amp;fichier de partie…</translation>
    </message>
    <message>
        <source>Save the game record</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>Saved {0}</source>
        <translation>{0} enregistré</translation>
    </message>
    <message>
        <source>The game in progress is not finished. If you leave it, it waits in the game library (Game → Game library…) until you resume or delete it.</source>
        <translation>La partie en cours n’est pas terminée. Si vous la quittez, elle attend dans les parties jouées (Partie → Parties jouées…) jusqu’à ce que vous la repreniez ou la supprimiez.</translation>
    </message>
    <message>
        <source>Thinking about a hint…</source>
        <translation>Recherche d’un conseil…</translation>
    </message>
    <message>
        <source>Tip: H asks the strong computer for a hint; hover a region to see what the emperor would do there.</source>
        <translation>Astuce&#xa0;: H demande un conseil à l’ordinateur fort&#xa0;; survolez une région pour voir ce que Charlemagne y ferait.</translation>
    </message>
    <message>
        <source>What would the strong computer do? (H)</source>
        <translation>Que ferait l’ordinateur fort&#xa0;? (H)</translation>
    </message>
    <message>
        <source>cannot open {0}</source>
        <translation>impossible d’ouvrir {0}</translation>
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
        <translation>(place libre)</translation>
    </message>
    <message>
        <source>A move from {name} was refused</source>
        <translation>Un coup de {name} a été refusé</translation>
    </message>
    <message>
        <source>Could not autosave the LAN game ({reason})</source>
        <translation>Impossible d&apos;enregistrer automatiquement la partie en réseau ({reason})</translation>
    </message>
    <message>
        <source>Out of step and caught up from the others: {names}; play goes on</source>
        <translation>Désynchronisés puis remis à jour depuis les autres&#xa0;: {names}&#xa0;; la partie continue</translation>
    </message>
    <message>
        <source>Players so far: {names}</source>
        <translation>Joueurs jusqu&apos;ici&#xa0;: {names}</translation>
    </message>
    <message>
        <source>Refused: {name} watches and cannot act</source>
        <translation>Refusé&#xa0;: {name} regarde et ne peut pas jouer</translation>
    </message>
    <message>
        <source>The computer player stopped because of an error ({reason})</source>
        <translation>L&apos;ordinateur s&apos;est arrêté à cause d&apos;une erreur ({reason})</translation>
    </message>
    <message>
        <source>The computer plays for {name} until they are back</source>
        <translation>L&apos;ordinateur joue pour {name} jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>The dice are rolled without your share from now on</source>
        <translation>Les dés sont désormais lancés sans votre part</translation>
    </message>
    <message>
        <source>The dice are rolled without {name} from now on</source>
        <translation>Les dés sont désormais lancés sans {name}</translation>
    </message>
    <message>
        <source>The game is paused: these players&apos; games differ from the others&apos;: {names}</source>
        <translation>La partie est suspendue&#xa0;: les parties de ces joueurs diffèrent de celles des autres&#xa0;: {names}</translation>
    </message>
    <message>
        <source>The game needs a password</source>
        <translation>La partie demande un mot de passe</translation>
    </message>
    <message>
        <source>The game starts: {names}</source>
        <translation>La partie commence&#xa0;: {names}</translation>
    </message>
    <message>
        <source>The host deals again after seeing everyone&apos;s share of the deal (allowed once)</source>
        <translation>L&apos;hôte refait la donne après avoir vu la part de chacun (permis une fois)</translation>
    </message>
    <message>
        <source>The host did not prove it knows the password</source>
        <translation>L&apos;hôte n&apos;a pas prouvé qu&apos;il connaît le mot de passe</translation>
    </message>
    <message>
        <source>The host does not answer; trying to reconnect</source>
        <translation>L&apos;hôte ne répond pas&#xa0;; nouvelle tentative de connexion</translation>
    </message>
    <message>
        <source>The host is back</source>
        <translation>L&apos;hôte est de retour</translation>
    </message>
    <message>
        <source>The host left</source>
        <translation>L&apos;hôte est parti</translation>
    </message>
    <message>
        <source>The host left out your share of the dice without cause: the game is paused</source>
        <translation>L&apos;hôte a écarté votre part des dés sans raison&#xa0;: la partie est en pause</translation>
    </message>
    <message>
        <source>The host left out {names}&apos;s share of the dice without cause: the game is paused</source>
        <translation>L&apos;hôte a écarté sans raison la part des dés de {names}&#xa0;: la partie est en pause</translation>
    </message>
    <message>
        <source>The host offers to play again: you would play seat {seats}</source>
        <translation>L&apos;hôte propose de rejouer&#xa0;: vous joueriez à la place {seats}</translation>
    </message>
    <message>
        <source>The host plays rules or optional rules that differ from this game&apos;s</source>
        <translation>L&apos;hôte joue avec des règles ou des variantes différentes de celles de ce jeu</translation>
    </message>
    <message>
        <source>The host refused you: {why}</source>
        <translation>L&apos;hôte vous a refusé&#xa0;: {why}</translation>
    </message>
    <message>
        <source>The host refused your move</source>
        <translation>L&apos;hôte a refusé votre coup</translation>
    </message>
    <message>
        <source>The host sent a move that the rules do not allow: the game is paused</source>
        <translation>L&apos;hôte a envoyé un coup que les règles n&apos;autorisent pas&#xa0;: la partie est en pause</translation>
    </message>
    <message>
        <source>The host shows the key {key}, not the invite&apos;s ({pinned}): it may be someone else</source>
        <translation>L&apos;hôte présente la clé {key}, pas celle de l&apos;invitation ({pinned})&#xa0;: ce pourrait être quelqu&apos;un d&apos;autre</translation>
    </message>
    <message>
        <source>The host started the deal again more often than allowed or hid it (it may be choosing the deal): you take no part in this game</source>
        <translation>L&apos;hôte a refait la donne plus souvent que permis ou l&apos;a caché (il choisit peut-être la donne)&#xa0;: vous ne participez pas à cette partie</translation>
    </message>
    <message>
        <source>The host&apos;s key {key} is not the one you joined before ({pinned}): it may be someone else</source>
        <translation>La clé {key} de l&apos;hôte n&apos;est pas celle de votre dernière connexion ({pinned})&#xa0;: ce pourrait être quelqu&apos;un d&apos;autre</translation>
    </message>
    <message>
        <source>The host&apos;s password exchange is malformed</source>
        <translation>L&apos;échange de mot de passe de l&apos;hôte est mal formé</translation>
    </message>
    <message>
        <source>The same table plays again, each seat moved on by one</source>
        <translation>La même table rejoue, chaque place décalée d&apos;une</translation>
    </message>
    <message>
        <source>This network does not pass the other players&apos; dice shares around the host: if the host kept one back, only that player could tell</source>
        <translation>Ce réseau ne transmet pas les parts de dés des autres joueurs sans passer par l&apos;hôte&#xa0;: si l&apos;hôte en retenait une, seul ce joueur pourrait s&apos;en apercevoir</translation>
    </message>
    <message>
        <source>Waiting for {name}</source>
        <translation>En attente de {name}</translation>
    </message>
    <message>
        <source>Waiting for {name}&apos;s share of the dice</source>
        <translation>En attente de la part des dés de {name}</translation>
    </message>
    <message>
        <source>You are back in the game under way: you play seat {seats}</source>
        <translation>Vous êtes de retour dans la partie en cours&#xa0;: vous jouez la place {seats}</translation>
    </message>
    <message>
        <source>You are watching this game: you hold no seat and cannot act</source>
        <translation>Vous regardez cette partie&#xa0;: vous n&apos;avez pas de place et ne pouvez pas jouer</translation>
    </message>
    <message>
        <source>You joined and play seat {seats}; waiting for the host to start</source>
        <translation>Vous avez rejoint la partie à la place {seats}&#xa0;; en attente du lancement par l&apos;hôte</translation>
    </message>
    <message>
        <source>You offered everyone to play again; waiting for their answers</source>
        <translation>Vous avez proposé à tous de rejouer&#xa0;; en attente de leurs réponses</translation>
    </message>
    <message>
        <source>You removed {name} from the lobby</source>
        <translation>Vous avez retiré {name} du salon</translation>
    </message>
    <message>
        <source>You sent chat lines too fast: the host dropped {count} of them</source>
        <translation>Vous avez envoyé des messages trop vite&#xa0;: l&apos;hôte en a ignoré {count}</translation>
    </message>
    <message>
        <source>Your game differs from the others&apos;: the game is paused</source>
        <translation>Votre partie diffère de celle des autres&#xa0;: la partie est suspendue</translation>
    </message>
    <message>
        <source>Your game was out of step with the others and has been caught up; play goes on</source>
        <translation>Votre partie était désynchronisée et a été remise à jour&#xa0;; la partie continue</translation>
    </message>
    <message>
        <source>Your share counts in the dice again</source>
        <translation>Votre part compte de nouveau pour les dés</translation>
    </message>
    <message>
        <source>a seated player cannot watch on the same connection</source>
        <translation>un joueur assis ne peut pas regarder par la même connexion</translation>
    </message>
    <message>
        <source>another program already uses it</source>
        <translation>un autre programme l’utilise déjà</translation>
    </message>
    <message>
        <source>it sent far more than a player ever does and was cut off</source>
        <translation>il a envoyé bien plus qu’un joueur n’envoie jamais et a été coupé</translation>
    </message>
    <message>
        <source>its connections proved no game key in time and were closed</source>
        <translation>ses connexions n’ont prouvé aucune clé de partie à temps et ont été fermées</translation>
    </message>
    <message>
        <source>nobody answers there</source>
        <translation>personne ne répond à cette adresse</translation>
    </message>
    <message>
        <source>removed from the game: what it computed kept differing from the host&apos;s</source>
        <translation>retiré de la partie&#xa0;: ce qu’il calculait différait sans cesse de ce que calculait l’hôte</translation>
    </message>
    <message>
        <source>that computer cannot be reached</source>
        <translation>cet ordinateur est injoignable</translation>
    </message>
    <message>
        <source>that network cannot be reached</source>
        <translation>ce réseau est injoignable</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the game has already started and its seats are taken</source>
        <translation>la partie a déjà commencé et toutes les places sont prises</translation>
    </message>
    <message>
        <source>the game has as many spectators as the host allows</source>
        <translation>la partie a déjà autant de spectateurs que l&apos;hôte en accepte</translation>
    </message>
    <message>
        <source>the game is full</source>
        <translation>la partie est complète</translation>
    </message>
    <message>
        <source>the game needs a password</source>
        <translation>la partie demande un mot de passe</translation>
    </message>
    <message>
        <source>the host could not read what this game sent</source>
        <translation>l&apos;hôte n&apos;a pas pu lire ce que ce jeu a envoyé</translation>
    </message>
    <message>
        <source>the host takes no spectators</source>
        <translation>l&apos;hôte n&apos;accepte pas de spectateurs</translation>
    </message>
    <message>
        <source>the host&apos;s player did not let you watch</source>
        <translation>l&apos;hôte ne vous a pas laissé regarder</translation>
    </message>
    <message>
        <source>the host&apos;s player removed you from this game&apos;s lobby</source>
        <translation>l&apos;hôte vous a retiré du salon de cette partie</translation>
    </message>
    <message>
        <source>the password exchange was not finished (a wrong password?)</source>
        <translation>l&apos;échange du mot de passe n&apos;a pas abouti (mauvais mot de passe&#xa0;?)</translation>
    </message>
    <message>
        <source>the saved seat is not one of this game&apos;s</source>
        <translation>la place enregistrée n&apos;appartient pas à cette partie</translation>
    </message>
    <message>
        <source>the seat&apos;s own player came back before you played and has it again</source>
        <translation>le joueur à qui appartient la place est revenu avant que vous ne jouiez et la reprend</translation>
    </message>
    <message>
        <source>the system does not allow it</source>
        <translation>le système ne le permet pas</translation>
    </message>
    <message>
        <source>the system refused it ({code})</source>
        <translation>le système l’a refusé ({code})</translation>
    </message>
    <message>
        <source>this computer has no such address</source>
        <translation>cet ordinateur n’a pas cette adresse</translation>
    </message>
    <message>
        <source>this rules engine differs from the host&apos;s</source>
        <translation>ce moteur de règles diffère de celui de l&apos;hôte</translation>
    </message>
    <message>
        <source>this version of the game cannot talk to the host&apos;s (network protocol)</source>
        <translation>cette version du jeu ne peut pas communiquer avec celle de l&apos;hôte (protocole réseau)</translation>
    </message>
    <message>
        <source>this version of the game differs from the host&apos;s</source>
        <translation>cette version du jeu diffère de celle de l&apos;hôte</translation>
    </message>
    <message>
        <source>too many password attempts; wait a minute and try again</source>
        <translation>trop de tentatives de mot de passe&#xa0;; attendez une minute et réessayez</translation>
    </message>
    <message>
        <source>wrong game password</source>
        <translation>mot de passe de la partie incorrect</translation>
    </message>
    <message>
        <source>{name} could not join: {why}</source>
        <translation>{name} n&apos;a pas pu rejoindre&#xa0;: {why}</translation>
    </message>
    <message>
        <source>{name} did not take part in the deal; dealing again without them</source>
        <translation>{name} n&apos;a pas participé à la donne&#xa0;; nouvelle donne sans {name}</translation>
    </message>
    <message>
        <source>{name} does not answer (disconnected)</source>
        <translation>{name} ne répond pas (déconnecté)</translation>
    </message>
    <message>
        <source>{name} does not answer and is not dealt in</source>
        <translation>{name} ne répond pas et ne participe pas</translation>
    </message>
    <message>
        <source>{name} does not play again; the computer takes their seat</source>
        <translation>{name} ne rejoue pas&#xa0;; l&apos;ordinateur prend sa place</translation>
    </message>
    <message>
        <source>{name} has been gone for {seconds} s: the computer plays for them until they are back</source>
        <translation>{name} est absent depuis {seconds} s&#xa0;: l&apos;ordinateur joue à sa place jusqu&apos;à son retour</translation>
    </message>
    <message>
        <source>{name} is back</source>
        <translation>{name} est de retour</translation>
    </message>
    <message>
        <source>{name} is back and plays again</source>
        <translation>{name} est de retour et rejoue</translation>
    </message>
    <message>
        <source>{name} is not ready</source>
        <translation>{name} n&apos;est pas prêt</translation>
    </message>
    <message>
        <source>{name} is ready</source>
        <translation>{name} est prêt</translation>
    </message>
    <message>
        <source>{name} joined</source>
        <translation>{name} a rejoint la partie</translation>
    </message>
    <message>
        <source>{name} left</source>
        <translation>{name} est parti</translation>
    </message>
    <message>
        <source>{name} left the lobby; a computer takes their seat</source>
        <translation>{name} a quitté le salon&#xa0;; l&apos;ordinateur prend sa place</translation>
    </message>
    <message>
        <source>{name} lost their share of the deal: the host deals again (once at most)</source>
        <translation>{name} a perdu sa part de la donne&#xa0;: l&apos;hôte refait la donne (une fois au plus)</translation>
    </message>
    <message>
        <source>{name} may not watch: {why}</source>
        <translation>{name} ne peut pas regarder&#xa0;: {why}</translation>
    </message>
    <message>
        <source>{name} no longer watches</source>
        <translation>{name} ne regarde plus</translation>
    </message>
    <message>
        <source>{name} plays again</source>
        <translation>{name} rejoue</translation>
    </message>
    <message>
        <source>{name} takes over {old}&apos;s seat</source>
        <translation>{name} reprend la place de {old}</translation>
    </message>
    <message>
        <source>{name} takes part in the dice again</source>
        <translation>{name} participe de nouveau aux dés</translation>
    </message>
    <message>
        <source>{name} was removed: their game kept differing from the host&apos;s; the computer plays for them</source>
        <translation>{name} a été retiré de la partie&#xa0;: sa partie différait sans cesse de celle de l’hôte&#xa0;; l’ordinateur joue à sa place</translation>
    </message>
    <message>
        <source>{name} watches the game</source>
        <translation>{name} regarde la partie</translation>
    </message>
    <message>
        <source>{name} would like to play again: Play again offers it to everyone</source>
        <translation>{name} aimerait rejouer&#xa0;: « Rejouer » le propose à tous</translation>
    </message>
    <message>
        <source>{name}&apos;s dice shares reach you by no path around the host: if the host kept one back, only {name} could tell</source>
        <translation>Les parts de dés de {name} ne vous parviennent par aucun chemin sans passer par l&apos;hôte&#xa0;: si l&apos;hôte en retenait une, seul {name} pourrait s&apos;en apercevoir</translation>
    </message>
    <message>
        <source>{name}&apos;s seat is open: the next player who asks for it takes it</source>
        <translation>La place de {name} est libre&#xa0;: le prochain joueur qui la demande la prend</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>2 players</source>
        <translation>2 joueurs</translation>
    </message>
    <message>
        <source>3 players</source>
        <translation>3 joueurs</translation>
    </message>
    <message>
        <source>4 players (2 teams)</source>
        <translation>4 joueurs (2 équipes)</translation>
    </message>
    <message>
        <source>A hex seed replays the same setup and dice; leave empty for a fresh game.</source>
        <translation>Une graine hexadécimale rejoue la même mise en place et les mêmes dés&#xa0;; laissez vide pour une nouvelle partie.</translation>
    </message>
    <message>
        <source>Computer: {level} (Elo about {elo})</source>
        <translation>Ordinateur&#xa0;: {level} (Elo environ {elo})</translation>
    </message>
    <message>
        <source>Computer: {level} (Elo about {elo}, measured as strong as {other})</source>
        <translation>Ordinateur&#xa0;: {level} (Elo environ {elo}, mesuré égal au niveau {other})</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Person at this screen</source>
        <translation>Personne à cet écran</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Seat {0}</source>
        <translation>Place {0}</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>Seed (optional, hex):</source>
        <translation>Graine (facultative, hex)&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Team A</source>
        <translation>Équipe A</translation>
    </message>
    <message>
        <source>Team B</source>
        <translation>Équipe B</translation>
    </message>
    <message>
        <source>advanced</source>
        <translation>avancé</translation>
    </message>
    <message>
        <source>beginner</source>
        <translation>débutant</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>intermediate</source>
        <translation>intermédiaire</translation>
    </message>
    <message>
        <source>novice</source>
        <translation>novice</translation>
    </message>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
</context>
<context>
    <name>Palette</name>
    <message>
        <source>Black</source>
        <translation>Noir</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blanc</translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message>
        <source>Cannot use {path}: {reason}</source>
        <translation>Impossible d’utiliser {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Could not autosave to {path}: {reason}</source>
        <translation>Échec de la sauvegarde automatique dans {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Could not keep the game in the library: {reason}</source>
        <translation>Impossible de garder la partie dans les parties jouées&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>Could not save {path}: {reason}</source>
        <translation>Impossible d’enregistrer {path}&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be resumed: {reason} The file is kept as {path}.</source>
        <translation>La partie sauvegardée automatiquement ne peut pas être reprise&#xa0;: {reason} Le fichier est conservé sous {path}.</translation>
    </message>
    <message numerus="yes">
        <source>The library keeps %n game(s) at most: the oldest was removed to make room.</source>
        <translation>
            <numerusform>Les parties jouées en gardent %n au plus&#xa0;: la plus ancienne a été retirée pour faire de la place.</numerusform>
            <numerusform>Les parties jouées en gardent %n au plus&#xa0;: la plus ancienne a été retirée pour faire de la place.</numerusform>
        </translation>
    </message>
    <message>
        <source>{reason} The game is kept as {path}.</source>
        <translation>{reason} La partie est conservée sous {path}.</translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n bourg</numerusform>
            <numerusform>%n bourgs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s) go from {loser} to {winner}</source>
        <translation>
            <numerusform>%n bourg&#xa0;: {loser} → {winner}</numerusform>
            <numerusform>%n bourgs&#xa0;: {loser} → {winner}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s) taken over by {side}</source>
        <translation>
            <numerusform>%n bourg pris par {side}</numerusform>
            <numerusform>%n bourgs pris par {side}</numerusform>
        </translation>
    </message>
    <message>
        <source>A new castle for {side}</source>
        <translation>Un nouveau bourg pour {side}</translation>
    </message>
    <message>
        <source>If the emperor stops here:</source>
        <translation>Si Charlemagne s’arrête ici&#xa0;:</translation>
    </message>
    <message>
        <source>a castle for {side}</source>
        <translation>un bourg pour {side}</translation>
    </message>
    <message>
        <source>nothing happens: a tie for the lead</source>
        <translation>rien ne se passe&#xa0;: égalité en tête</translation>
    </message>
    <message>
        <source>nothing happens: it stays with {side}</source>
        <translation>rien ne se passe&#xa0;: elle reste à {side}</translation>
    </message>
    <message>
        <source>nothing happens: no knights and no castles here</source>
        <translation>rien ne se passe&#xa0;: ni chevaliers ni bourgs ici</translation>
    </message>
    <message>
        <source>nothing happens: nobody controls the knights here</source>
        <translation>rien ne se passe&#xa0;: personne ne contrôle les chevaliers ici</translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message numerus="yes">
        <source>%n different turn(s) in all</source>
        <translation>
            <numerusform>%n tour possible en tout</numerusform>
            <numerusform>%n tours possibles en tout</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n joueur</numerusform>
            <numerusform>%n joueurs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n winning turn(s)</source>
        <translation>
            <numerusform>%n tour gagnant</numerusform>
            <numerusform>%n tours gagnants</numerusform>
        </translation>
    </message>
    <message>
        <source>A winning turn, step by step…</source>
        <translation>Un tour gagnant, pas à pas…</translation>
    </message>
    <message>
        <source>A winning turn:</source>
        <translation>Un tour gagnant&#xa0;:</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Next puzzle</source>
        <translation>Problème suivant</translation>
    </message>
    <message>
        <source>Not this time: that turn does not win. Try again, or see a winning turn.</source>
        <translation>Pas cette fois&#xa0;: ce tour ne gagne pas. Réessayez, ou regardez un tour gagnant.</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Adversaire</translation>
    </message>
    <message>
        <source>Opponent {0}</source>
        <translation>Adversaire {0}</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Plays a winning turn step by step (the streak ends if unsolved).</source>
        <translation>Joue un tour gagnant pas à pas (non résolu, la série s&apos;arrête).</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Show solution</source>
        <translation>Voir la solution</translation>
    </message>
    <message>
        <source>Solved! This turn wins the game.</source>
        <translation>Résolu&#xa0;! Ce tour gagne la partie.</translation>
    </message>
    <message>
        <source>Solved: {solved} of {count}</source>
        <translation>Résolus&#xa0;: {solved} sur {count}</translation>
    </message>
    <message>
        <source>Streak: {streak} (best {best})</source>
        <translation>Série&#xa0;: {streak} (meilleure {best})</translation>
    </message>
    <message>
        <source>The puzzle progress could not be saved: {0}</source>
        <translation>La progression des problèmes n&apos;a pas pu être enregistrée&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The puzzles cannot be opened: {0}</source>
        <translation>Impossible d&apos;ouvrir les problèmes&#xa0;: {0}</translation>
    </message>
    <message>
        <source>This puzzle cannot be set up: {0}</source>
        <translation>Impossible de mettre en place ce problème&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Undo placement</source>
        <translation>Annuler le placement</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message numerus="yes">
        <source>Your turn: win the game with it. Place your %n knight(s), then move the emperor.</source>
        <translation>
            <numerusform>À vous de jouer&#xa0;: gagnez la partie avec ce tour. Placez votre %n chevalier, puis avancez Charlemagne.</numerusform>
            <numerusform>À vous de jouer&#xa0;: gagnez la partie avec ce tour. Placez vos %n chevaliers, puis avancez Charlemagne.</numerusform>
        </translation>
    </message>
    <message>
        <source>standard rules</source>
        <translation>règles de base</translation>
    </message>
    <message>
        <source>{wins} of the {turns} different turns win.</source>
        <translation>{wins} des {turns} tours possibles gagnent.</translation>
    </message>
</context>
<context>
    <name>RematchControl</name>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>The host offers to play again with the same players and rules: each seat moves on by one (you would play seat {0}) and the dice are dealt afresh. Play again?</source>
        <translation>L&apos;hôte propose de rejouer avec les mêmes joueurs et règles&#xa0;: chaque place est décalée d&apos;une (vous joueriez à la place {0}) et les dés sont tirés à nouveau. Rejouer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>A die for the piles</source>
        <translation>Un dé pour les piles</translation>
    </message>
    <message>
        <source>A new game at this screen from the position shown, against the computer.</source>
        <translation>Une nouvelle partie sur cet écran à partir de la position affichée, contre l’ordinateur.</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>Analyse en cours…</translation>
    </message>
    <message>
        <source>Analysing… {0} %</source>
        <translation>Analyse en cours… {0} %</translation>
    </message>
    <message>
        <source>Analysis stopped.</source>
        <translation>Analyse interrompue.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>End</source>
        <translation>Fin</translation>
    </message>
    <message>
        <source>Helped</source>
        <translation>Pour qui</translation>
    </message>
    <message>
        <source>Luck of the dice</source>
        <translation>Chance aux dés</translation>
    </message>
    <message>
        <source>Next, you make a blunder: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Ensuite, vous commettez une grosse erreur&#xa0;: chance de gagner {before} % → {after} % (estimation de l’ordinateur).</translation>
    </message>
    <message>
        <source>Next, you make a mistake: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Ensuite, vous commettez une erreur&#xa0;: chance de gagner {before} % → {after} % (estimation de l’ordinateur).</translation>
    </message>
    <message>
        <source>Next, {name} makes a blunder: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Ensuite, {name} commet une grosse erreur&#xa0;: chance de gagner {before} % → {after} % (estimation de l’ordinateur).</translation>
    </message>
    <message>
        <source>Next, {name} makes a mistake: winning chance {before} % → {after} % (computer&apos;s estimate).</source>
        <translation>Ensuite, {name} commet une erreur&#xa0;: chance de gagner {before} % → {after} % (estimation de l’ordinateur).</translation>
    </message>
    <message>
        <source>Play on from here</source>
        <translation>Continuer à partir d’ici</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Début</translation>
    </message>
    <message>
        <source>Step back (Left)</source>
        <translation>Reculer (Gauche)</translation>
    </message>
    <message>
        <source>Step forward (Right)</source>
        <translation>Avancer (Droite)</translation>
    </message>
    <message>
        <source>Stop analysis</source>
        <translation>Arrêter l’analyse</translation>
    </message>
    <message>
        <source>Stopping the analysis…</source>
        <translation>Arrêt de l’analyse…</translation>
    </message>
    <message>
        <source>Take seat {seat} ({name})</source>
        <translation>Prendre la place {seat} ({name})</translation>
    </message>
    <message>
        <source>The analysis failed: {0}</source>
        <translation>L’analyse a échoué&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The computer estimates each side&apos;s winning chance turn by turn and marks mistakes and blunders.</source>
        <translation>L’ordinateur estime tour par tour la chance de gagner de chaque camp et signale les erreurs et les grosses erreurs.</translation>
    </message>
    <message>
        <source>The computer would play: {steps} ({chance} %).</source>
        <translation>L’ordinateur jouerait&#xa0;: {steps} ({chance} %).</translation>
    </message>
    <message>
        <source>The end of the game&apos;s panel again: who won, how, and what decided it.</source>
        <translation>Le panneau de fin de partie à nouveau&#xa0;: qui a gagné, comment, et ce qui a décidé.</translation>
    </message>
    <message>
        <source>The luck of the dice could not be weighed: {0}</source>
        <translation>La chance aux dés n&apos;a pas pu être mesurée : {0}</translation>
    </message>
    <message>
        <source>The result</source>
        <translation>Le résultat</translation>
    </message>
    <message>
        <source>The seat you take; the computer plays the others.</source>
        <translation>La place que vous prenez&#xa0;; l’ordinateur joue les autres.</translation>
    </message>
    <message>
        <source>The setup</source>
        <translation>La mise en place</translation>
    </message>
    <message>
        <source>The start of the game.</source>
        <translation>Le début de la partie.</translation>
    </message>
    <message>
        <source>Weighing the luck of the dice…</source>
        <translation>Mesure de la chance aux dés…</translation>
    </message>
    <message>
        <source>What each die gave each side&apos;s winning chance beyond the average of all its faces, in points (the computer&apos;s estimate).</source>
        <translation>Ce que chaque dé a ajouté aux chances de gagner de chaque camp par rapport à la moyenne de toutes ses faces, en points (estimation de l&apos;ordinateur).</translation>
    </message>
    <message>
        <source>Who starts, and the knights dealt</source>
        <translation>Qui commence, et les chevaliers distribués</translation>
    </message>
    <message>
        <source>Winning chances are the computer&apos;s estimate ({0} iterations a decision). Mistakes: {1}, blunders: {2}. Click the graph to jump there.</source>
        <translation>Les chances de gagner sont une estimation de l’ordinateur ({0} itérations par décision). Erreurs&#xa0;: {1}, grosses erreurs&#xa0;: {2}. Cliquez sur la courbe pour y aller.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>{0} / {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <source>{0}&apos;s die</source>
        <translation>Dé de {0}</translation>
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
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Back to the replay</source>
        <translation>Retour à la partie revue</translation>
    </message>
    <message>
        <source>Castles in play over the game (round {0})</source>
        <translation>Bourgs en jeu au fil de la partie (tour {0})</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close: see the whole board</source>
        <translation>Fermer&#xa0;: voir tout le plateau</translation>
    </message>
    <message>
        <source>Fewer than 4 regions are left after round {0}: the most castles decide.</source>
        <translation>Il reste moins de 4 régions après le tour {0}&#xa0;: le plus de bourgs l’emporte.</translation>
    </message>
    <message>
        <source>Good game. What decided it:</source>
        <translation>Belle partie. Ce qui l&apos;a décidée :</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>No knight can come into play any more after round {0}: the most castles decide.</source>
        <translation>Après le tour {0}, plus aucun chevalier ne peut entrer en jeu&#xa0;: le plus de bourgs l’emporte.</translation>
    </message>
    <message>
        <source>Open the analysis</source>
        <translation>Ouvrir l&apos;analyse</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Rejouer</translation>
    </message>
    <message>
        <source>Round {0}, the last one, is over: the most castles decide.</source>
        <translation>Le tour {0}, le dernier, est terminé&#xa0;: le plus de bourgs l’emporte.</translation>
    </message>
    <message>
        <source>The analysis failed, so what decided the game cannot be told: {0}</source>
        <translation>L’analyse a échoué, on ne peut donc pas dire ce qui a décidé la partie&#xa0;: {0}</translation>
    </message>
    <message>
        <source>The computer is analysing every turn to tell what decided it…</source>
        <translation>L’ordinateur analyse chaque tour pour dire ce qui a décidé…</translation>
    </message>
    <message>
        <source>The computer is analysing every turn to tell what decided it… {0} %</source>
        <translation>L’ordinateur analyse chaque tour pour dire ce qui a décidé… {0} %</translation>
    </message>
    <message>
        <source>The luck of the dice could not be weighed: {0}</source>
        <translation>La chance aux dés n&apos;a pas pu être mesurée : {0}</translation>
    </message>
    <message>
        <source>The replay at the turning point, with the computer&apos;s analysis of every turn.</source>
        <translation>La rediffusion au tournant, avec l&apos;analyse de chaque tour par l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>The same players and rules again, each seat moved on by one, with a fresh deal.</source>
        <translation>Les mêmes joueurs et règles, chaque place décalée d&apos;une, avec une nouvelle mise en place.</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <source>Weighing the luck of the dice…</source>
        <translation>Mesure de la chance aux dés…</translation>
    </message>
    <message>
        <source>You lost</source>
        <translation>Vous avez perdu</translation>
    </message>
    <message>
        <source>You won!</source>
        <translation>Vous avez gagné&#xa0;!</translation>
    </message>
    <message>
        <source>Your team lost</source>
        <translation>Votre équipe a perdu</translation>
    </message>
    <message>
        <source>Your team won!</source>
        <translation>Votre équipe a gagné&#xa0;!</translation>
    </message>
    <message>
        <source>{0} won</source>
        <translation>Vainqueur&#xa0;: {0}</translation>
    </message>
    <message>
        <source>{0}: all {1} castles on the board, in round {2}.</source>
        <translation>{0}&#xa0;: les {1} bourgs en jeu, au tour {2}.</translation>
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
        <translation>&lt;p&gt;Une couronne n’est pas nommée au lancer : elle reste dans votre réserve comme &lt;b&gt;joker&lt;/b&gt;. Vous ne
nommez sa couleur qu’en le plaçant, à la cour ou dans une région ; un chevalier de cette couleur vient alors de
la réserve générale. Un joker compte parmi les chevaliers que vous pouvez placer tant que la réserve générale
a encore des chevaliers.&lt;/p&gt;
&lt;p&gt;[deferred-jokers]&lt;/p&gt;
&lt;p&gt;Ici : prenez le joker dans le cadre des règles optionnelles du plateau, cliquez là où il va (ou faites-le
glisser), puis cliquez sur sa couleur dans le cadre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;After a refill in which no die showed a crown, you may change &lt;b&gt;one&lt;/b&gt; knight you just took
into another colour still in the supply, or keep them all.&lt;/p&gt;
&lt;p&gt;[free-colour]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Après un réapprovisionnement où aucun dé n’a montré de couronne, vous pouvez changer &lt;b&gt;un&lt;/b&gt; chevalier
tout juste pris contre une autre couleur que la réserve générale a encore, ou tous les garder.&lt;/p&gt;
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
        <translation>&lt;p&gt;Après avoir placé, avancez Charlemagne dans le sens des aiguilles d’une montre, d’au moins 1 et d’au plus
autant de régions que la valeur de votre jeton ; une région réunie compte pour un pas. Dans la région où il
s’arrête, chaque camp compte sa &lt;b&gt;force&lt;/b&gt; : ses chevaliers présents des familles qu’il contrôle, plus ses
bourgs présents. Les chevaliers d’une famille que personne ne contrôle ne comptent pour personne.&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;Si un camp est strictement le plus fort et que la région est vide, il y &lt;b&gt;construit&lt;/b&gt; un bourg.&lt;/li&gt;
&lt;li&gt;Si des bourgs d’un autre camp s’y trouvent, le camp le plus fort les &lt;b&gt;prend&lt;/b&gt; : tous retournent à leur
propriétaire et sont remplacés par autant des siens.&lt;/li&gt;
&lt;li&gt;En cas d’&lt;b&gt;égalité&lt;/b&gt; en tête, ou de force 0 partout, il ne se passe rien. De même si le camp le plus fort
possède déjà les bourgs de la région.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;[takeover]&lt;/p&gt;
&lt;p&gt;Quand des bourgs y sont entrés, une région voisine dont les bourgs sont au même camp est &lt;b&gt;réunie&lt;/b&gt; avec
elle : une seule région plus grande, un seul pas pour Charlemagne. Les régions ne font que grandir et
diminuer en nombre.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;At the end of your turn roll one die for each knight you placed and take a knight of each colour
rolled into your reserve. A &lt;b&gt;crown&lt;/b&gt; gives a knight of the colour you name, from those still in the
supply.&lt;/p&gt;
&lt;p&gt;[crown]&lt;/p&gt;
&lt;p&gt;If a colour has run out, every player gives one knight of it back from their court if all of them have one
(control does not change); otherwise the die counts as a crown for a colour still there.&lt;/p&gt;</source>
        <translation>&lt;p&gt;À la fin de votre tour, lancez un dé par chevalier placé et prenez dans votre réserve un chevalier de
chaque couleur obtenue. Une &lt;b&gt;couronne&lt;/b&gt; donne un chevalier de la couleur que vous nommez, parmi celles que
la réserve générale a encore.&lt;/p&gt;
&lt;p&gt;[crown]&lt;/p&gt;
&lt;p&gt;Si une couleur est épuisée, chaque joueur rend un chevalier de cette couleur de sa cour si tous en ont un (le
contrôle ne change pas) ; sinon le dé compte comme une couronne pour une couleur encore disponible.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Each province starts with one knight: three of each colour, shuffled. The emperor starts on a
random province and a random player begins. Everyone then rolls dice for a starting &lt;b&gt;reserve&lt;/b&gt; (7 knights,
9 with 3 players) and takes one knight of each colour rolled. A &lt;b&gt;crown&lt;/b&gt; on a die means a knight of any
colour you like: this is why your first prompt may ask you to take a knight of any colour. The start player
names all their crowns first, then the next players in turn.&lt;/p&gt;
&lt;p&gt;Courts start empty, nobody controls a colour, no castle stands on the board and everyone holds the five
discs 1 to 5.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Chaque province commence avec un chevalier : trois de chaque couleur, mélangés. Charlemagne part d’une
province tirée au sort et un joueur tiré au sort commence. Chacun lance ensuite les dés pour sa &lt;b&gt;réserve&lt;/b&gt;
de départ (7 chevaliers, 9 à 3 joueurs) et prend un chevalier de chaque couleur obtenue. Une &lt;b&gt;couronne&lt;/b&gt; sur
un dé donne un chevalier de la couleur de votre choix : c’est pourquoi la partie peut commencer en vous
demandant de prendre un chevalier de la couleur de votre choix. Le premier joueur nomme d’abord toutes ses
couronnes, puis les suivants à tour de rôle.&lt;/p&gt;
&lt;p&gt;Les cours sont vides, personne ne contrôle de famille, aucun bourg n’est en jeu et chacun a les cinq jetons
de 1 à 5.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every round each player first chooses one of their unused discs, 1 to 5. A value someone has
already chosen this round is not allowed, unless all your remaining discs were chosen already. The discs
decide two things: &lt;b&gt;who acts first&lt;/b&gt; (the lowest disc) and &lt;b&gt;how far&lt;/b&gt; that player may move the
emperor.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Equal discs:&lt;/b&gt; when two players show the same value, the one who chose first acts first. After five
rounds every disc has been used once and everyone takes all five back. From round 2 on, players choose in the
order they acted in the round before.&lt;/p&gt;</source>
        <translation>&lt;p&gt;À chaque tour, chaque joueur choisit d’abord un de ses jetons pas encore utilisés, de 1 à 5. Une valeur
déjà choisie ce tour-ci par un autre est interdite, sauf si tous vos jetons restants ont déjà été choisis. Les
jetons décident de deux choses : &lt;b&gt;qui joue en premier&lt;/b&gt; (le plus petit) et &lt;b&gt;de combien&lt;/b&gt; ce joueur peut
avancer Charlemagne.&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Jetons égaux :&lt;/b&gt; quand deux joueurs montrent la même valeur, celui qui a choisi le premier joue le
premier. Après cinq tours, chaque jeton a servi une fois et chacun reprend les cinq. À partir du tour 2, les
joueurs choisissent dans l’ordre où ils ont joué au tour précédent.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Fifteen provinces form a ring; the emperor walks it clockwise. Each turn you put knights into
your &lt;b&gt;court&lt;/b&gt; or onto the board, then move the emperor: where he stops, the strongest side builds a
castle or takes the castles there. Win by putting &lt;b&gt;all your castles&lt;/b&gt; on the board (10 each with 2 players,
8 each with 3, 10 per team with 4), or hold the &lt;b&gt;most castles&lt;/b&gt; when fewer than 4 regions remain.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Quinze provinces forment un cercle ; Charlemagne le parcourt dans le sens des aiguilles d’une montre. À
votre tour, vous placez des chevaliers à votre &lt;b&gt;cour&lt;/b&gt; ou sur le plateau, puis vous avancez Charlemagne :
là où il s’arrête, le camp le plus fort construit un bourg ou prend les bourgs présents. On gagne en mettant en
jeu &lt;b&gt;tous ses bourgs&lt;/b&gt; (10 chacun à 2 joueurs, 8 chacun à 3, 10 par équipe à 4), ou en ayant &lt;b&gt;le plus de
bourgs&lt;/b&gt; quand il reste moins de 4 régions.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Five optional rules can be switched on in the New game dialog; the standard game has none, and the
board names those in play. Each changes only what its page says. Free draw goes with no other rule; open
piles go only with kept jokers; kept jokers, colour change and early roll combine freely.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Cinq règles optionnelles peuvent être activées dans la fenêtre « Nouvelle partie » ; le jeu de base n’en
a aucune, et le plateau nomme celles en vigueur. Chacune ne change que ce que dit sa page. Le tirage libre ne
se combine avec aucune autre règle, les piles ouvertes seulement avec les jokers gardés ; jokers gardés,
changement de couleur et dés lancés d’avance se combinent librement.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Instead of rolling, you take one of the &lt;b&gt;open piles&lt;/b&gt; into your reserve, whatever you placed.
There is one pile more than there are players, each started with 3 knights (4 with 3 players) by dice (a crown
is rolled again). A pile bigger than that gives you the number you choose from it; the rest goes back to the
supply. Then every other pile grows by one knight and a fresh pile takes the place of yours: piles nobody
takes keep growing.&lt;/p&gt;
&lt;p&gt;[piles]&lt;/p&gt;
&lt;p&gt;The piles are in the board&apos;s panel of optional rules, in a free corner or left of the ring.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Au lieu de lancer les dés, vous prenez une des &lt;b&gt;piles ouvertes&lt;/b&gt; dans votre réserve, quoi que vous
ayez placé. Il y a une pile de plus que de joueurs, chacune formée au départ de 3 chevaliers (4 à 3 joueurs)
tirés aux dés (une couronne est relancée). D’une pile plus grande, vous choisissez ce nombre ; le reste
retourne à la réserve générale. Puis chaque autre pile grandit d’un chevalier et une nouvelle pile prend la
place de la vôtre : les piles que personne ne prend continuent de grandir.&lt;/p&gt;
&lt;p&gt;[piles]&lt;/p&gt;
&lt;p&gt;Les piles sont dans le cadre des règles optionnelles du plateau, dans un coin libre ou à gauche du cercle.&lt;/p&gt;</translation>
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
        <translation>&lt;p&gt;À votre tour, placez 3 chevaliers de votre réserve (4 à 3 joueurs ; moins si vous en avez moins), un par
un, chacun à votre propre &lt;b&gt;cour&lt;/b&gt; ou sur n’importe quelle &lt;b&gt;région&lt;/b&gt;, comme vous voulez. Un chevalier
placé ne bouge plus jamais.&lt;/p&gt;
&lt;p&gt;Un chevalier à la cour lutte pour le &lt;b&gt;contrôle&lt;/b&gt; de sa famille : celui qui a à sa cour strictement plus
de chevaliers d’une couleur que chacun des autres joueurs contrôle cette famille (une couronne au-dessus de la
couleur, à la cour, l’indique).&lt;/p&gt;
&lt;p&gt;[control]&lt;/p&gt;
&lt;p&gt;&lt;b&gt;Égalité :&lt;/b&gt; un nombre égal ne retire jamais le contrôle. Il reste où il était, à son joueur ou à
personne.&lt;/p&gt;
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
        <translation>&lt;p&gt;La partie s’arrête aussitôt, même au milieu d’un tour, quand :&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;un camp a mis en jeu &lt;b&gt;tous ses bourgs&lt;/b&gt; : il gagne (aussi quand une prise demande plus de bourgs qu’il
ne lui en reste : il pose les derniers et gagne) ;&lt;/li&gt;
&lt;li&gt;il reste moins de &lt;b&gt;4 régions&lt;/b&gt; : le camp qui a le plus de bourgs en jeu gagne.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Égalité :&lt;/b&gt; si deux camps ont autant de bourgs et le plus, la partie est &lt;b&gt;nulle&lt;/b&gt;. Une partie où
plus aucun chevalier ne peut entrer en jeu, ou qui atteint le tour 100, s’arrête à la fin de ce tour et se
décide de la même façon.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;There are no dice. Every knight you would roll for is a colour you choose, as if every die showed
a crown: at setup your whole starting reserve, at every refill one knight per knight placed. Only colours
still in the supply can be chosen. The game becomes slow and very tactical.&lt;/p&gt;
&lt;p&gt;[free-draw]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il n’y a pas de dés. Chaque chevalier pour lequel vous lanceriez un dé est de la couleur de votre choix,
comme si chaque dé montrait une couronne : à la mise en place toute votre réserve de départ, à chaque
réapprovisionnement un chevalier par chevalier placé. Seules les couleurs que la réserve générale a encore
peuvent être choisies. Le jeu devient lent et très tactique.&lt;/p&gt;
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
        <translation>&lt;p&gt;À quatre, les places 1 et 3 jouent contre les places 2 et 4. Les partenaires ne sont pas côte à côte et
jouent chacun leur tour, avec leur propre réserve, leur cour et leurs jetons, et chacun contrôle ses familles
seul (pour prendre une famille à votre partenaire, il vous en faut plus à votre cour). Les partenaires
partagent :&lt;/p&gt;
&lt;ul&gt;
&lt;li&gt;les &lt;b&gt;bourgs&lt;/b&gt; : 10 pour l’équipe, construits et comptés ensemble ;&lt;/li&gt;
&lt;li&gt;la &lt;b&gt;force&lt;/b&gt; : dans une région, les chevaliers des familles que l’un ou l’autre contrôle comptent pour
l’équipe.&lt;/li&gt;
&lt;/ul&gt;
&lt;p&gt;[teams]&lt;/p&gt;
&lt;p&gt;L’équipe qui met ses 10 bourgs en jeu gagne ; la course sur le plateau se compte par équipe.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Your refill dice are rolled at the &lt;b&gt;start&lt;/b&gt; of your turn, before you place anything, for
everyone to see: you know what you will get while you plan. The knights are still taken only at the end of
the turn (crowns are named then), and not at all if the game ends at your move.&lt;/p&gt;
&lt;p&gt;[early-roll]&lt;/p&gt;</source>
        <translation>&lt;p&gt;Vos dés de réapprovisionnement sont lancés au &lt;b&gt;début&lt;/b&gt; de votre tour, avant tout placement, à la vue de
tous : vous savez ce que vous recevrez pendant que vous préparez votre coup. Les chevaliers ne sont pris qu’à la
fin du tour (les couronnes sont nommées alors), et pas du tout si la partie s’arrête quand vous avancez
Charlemagne.&lt;/p&gt;
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
&lt;li&gt;Cliquez sur un jeton (ou tapez son chiffre, 1&amp;ndash;5) pour le choisir.&lt;/li&gt;
&lt;li&gt;Cliquez sur un chevalier de votre réserve, puis sur une région ou votre cour (ou faites-le glisser).
Les placements peuvent être annulés (Ctrl+Z) jusqu’à ce que Charlemagne avance.&lt;/li&gt;
&lt;li&gt;Cliquez sur une région en surbrillance pour y avancer Charlemagne. Survolez une région pour voir ce qui
s’y passerait.&lt;/li&gt;
&lt;li&gt;Pour une couronne, cliquez sur la couleur voulue.&lt;/li&gt;
&lt;li&gt;La ligne d’état dit toujours qui doit faire quoi ; le journal raconte ce qui s’est passé.&lt;/li&gt;
&lt;li&gt;&lt;b&gt;Conseil&lt;/b&gt; (H) montre ce que ferait l’ordinateur fort, aussi sur le plateau.&lt;/li&gt;
&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>A round: the discs</source>
        <translation>Un tour : les jetons</translation>
    </message>
    <message>
        <source>Four players: two teams</source>
        <translation>Quatre joueurs : deux équipes</translation>
    </message>
    <message>
        <source>Optional rule: {0}</source>
        <translation>Règle optionnelle : {0}</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Règles optionnelles</translation>
    </message>
    <message>
        <source>Placing knights and control</source>
        <translation>Placer des chevaliers et contrôle</translation>
    </message>
    <message>
        <source>Playing here</source>
        <translation>Jouer ici</translation>
    </message>
    <message>
        <source>Refilling and crowns</source>
        <translation>Réapprovisionnement et couronnes</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>The emperor, castles and merging</source>
        <translation>Charlemagne, les bourgs et les réunions</translation>
    </message>
    <message>
        <source>The end and ties</source>
        <translation>Fin de partie et égalités</translation>
    </message>
    <message>
        <source>The game in brief</source>
        <translation>Le jeu en bref</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Animate the board</source>
        <translation>Animer le plateau</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse des animations&#xa0;:</translation>
    </message>
    <message>
        <source>Cues for your turn, a castle and the end of the game; far left is off</source>
        <translation>Sons pour votre tour, un bourg et la fin de partie ; tout à gauche : coupé</translation>
    </message>
    <message>
        <source>Easier to read: the board&apos;s small text larger, its panels darker</source>
        <translation>Plus lisible&#xa0;: les petits textes du plateau plus grands, ses panneaux plus sombres</translation>
    </message>
    <message>
        <source>Language (after a restart):</source>
        <translation>Langue (après redémarrage)&#xa0;:</translation>
    </message>
    <message>
        <source>Larger text and high contrast on the board</source>
        <translation>Texte plus grand et contraste élevé sur le plateau</translation>
    </message>
    <message>
        <source>Left: slower, right: faster</source>
        <translation>À gauche&#xa0;: plus lent, à droite&#xa0;: plus rapide</translation>
    </message>
    <message>
        <source>No sound on this computer: Qt&apos;s multimedia module does not load ({reason}).</source>
        <translation>Pas de son sur cet ordinateur&#xa0;: le module multimédia de Qt ne se charge pas ({reason}).</translation>
    </message>
    <message>
        <source>No sound on this computer: Qt&apos;s multimedia module needs the system library {library}, which is missing. Install it with your system&apos;s package manager.</source>
        <translation>Pas de son sur cet ordinateur&#xa0;: le module multimédia de Qt a besoin de la bibliothèque système {library}, qui manque. Installez-la avec le gestionnaire de paquets de votre système.</translation>
    </message>
    <message>
        <source>No sound on this computer: it needs Qt&apos;s multimedia module, in the optional package PySide6-Addons. To install it, run: {command}</source>
        <translation>Pas de son sur cet ordinateur&#xa0;: il faut le module multimédia de Qt, dans le paquet facultatif PySide6-Addons. Pour l’installer, lancez&#xa0;: {command}</translation>
    </message>
    <message>
        <source>On Debian and Ubuntu: sudo apt install {package}</source>
        <translation>Sous Debian et Ubuntu&#xa0;: sudo apt install {package}</translation>
    </message>
    <message>
        <source>Pause between computer actions:</source>
        <translation>Pause entre les actions de l’ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Sound volume:</source>
        <translation>Volume sonore :</translation>
    </message>
    <message>
        <source>Strong computer thinks for:</source>
        <translation>Réflexion de l’ordinateur fort&#xa0;:</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Takes effect the next time the game starts</source>
        <translation>Prend effet au prochain démarrage du jeu</translation>
    </message>
    <message>
        <source>This standalone app has no sound; the game installed with pip has it, with PySide6-Addons.</source>
        <translation>Cette application autonome n’a pas de son ; le jeu installé avec pip en a, avec PySide6-Addons.</translation>
    </message>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
</context>
<context>
    <name>SpectatorMarks</name>
    <message>
        <source>Carolus Magnus — watching</source>
        <translation>Carolus Magnus — spectateur</translation>
    </message>
    <message>
        <source>Watching: you hold no seat and cannot act</source>
        <translation>Spectateur&#xa0;: vous n&apos;avez pas de place et ne pouvez pas jouer</translation>
    </message>
    <message>
        <source>watching</source>
        <translation>spectateur</translation>
    </message>
</context>
<context>
    <name>SpectatorsButton</name>
    <message>
        <source>Send {0} away</source>
        <translation>Renvoyer {0}</translation>
    </message>
    <message numerus="yes">
        <source>Spectators: %n</source>
        <translation>
            <numerusform>Spectateur&#xa0;: %n</numerusform>
            <numerusform>Spectateurs&#xa0;: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message>
        <source>A draw</source>
        <translation>Égalité</translation>
    </message>
    <message>
        <source>Choose a knight’s colour</source>
        <translation>Choisir la couleur d’un chevalier</translation>
    </message>
    <message>
        <source>Game over after round {0}: a draw.</source>
        <translation>Fin de la partie après le tour {0}&#xa0;: égalité.</translation>
    </message>
    <message numerus="yes">
        <source>Game over: you won with %n castle(s).</source>
        <translation>
            <numerusform>Fin de la partie&#xa0;: vous avez gagné avec %n bourg.</numerusform>
            <numerusform>Fin de la partie&#xa0;: vous avez gagné avec %n bourgs.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {side} won with %n castle(s).</source>
        <translation>
            <numerusform>Fin de la partie, vainqueur&#xa0;: {side} avec %n bourg.</numerusform>
            <numerusform>Fin de la partie, vainqueur&#xa0;: {side} avec %n bourgs.</numerusform>
        </translation>
    </message>
    <message>
        <source>Player {0}</source>
        <translation>Joueur {0}</translation>
    </message>
    <message>
        <source>Round {0}</source>
        <translation>Tour {0}</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Mise en place</translation>
    </message>
    <message>
        <source>Take a knight of your choice</source>
        <translation>Prendre un chevalier au choix</translation>
    </message>
    <message>
        <source>Team {0}</source>
        <translation>Équipe {0}</translation>
    </message>
    <message>
        <source>change a knight or keep all (left of the board)</source>
        <translation>changer un chevalier ou garder (à gauche du plateau)</translation>
    </message>
    <message>
        <source>choose a disc ({0})</source>
        <translation>choisir un jeton ({0})</translation>
    </message>
    <message>
        <source>choose the colour of a knight to take (free draw)</source>
        <translation>choisir la couleur d&apos;un chevalier à prendre (tirage libre)</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partie terminée</translation>
    </message>
    <message numerus="yes">
        <source>move the emperor 1 to %n region(s)</source>
        <translation>
            <numerusform>avancer Charlemagne d’une case</numerusform>
            <numerusform>avancer Charlemagne de 1 à %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n more knight(s) (in a region or the court)</source>
        <translation>
            <numerusform>placer encore %n chevalier (dans une région ou à la cour)</numerusform>
            <numerusform>placer encore %n chevaliers (dans une région ou à la cour)</numerusform>
        </translation>
    </message>
    <message>
        <source>rolling dice</source>
        <translation>lancer des dés</translation>
    </message>
    <message>
        <source>take a knight of any colour (crown rolled)</source>
        <translation>prendre un chevalier de la couleur de votre choix (couronne)</translation>
    </message>
    <message>
        <source>take one of the open piles (left of the board)</source>
        <translation>prendre une des piles ouvertes (à gauche du plateau)</translation>
    </message>
    <message>
        <source>{0}: the dice are rolled.</source>
        <translation>{0}&#xa0;: on lance les dés.</translation>
    </message>
    <message>
        <source>{round} — your turn: {task}.</source>
        <translation>{round} — à vous&#xa0;: {task}.</translation>
    </message>
    <message>
        <source>{round} — {name} is choosing a disc…</source>
        <translation>{round} — {name} choisit un jeton…</translation>
    </message>
    <message>
        <source>{round} — {name} is choosing whether to change a knight…</source>
        <translation>{round} — {name} choisit s&apos;il change un chevalier…</translation>
    </message>
    <message>
        <source>{round} — {name} is moving the emperor…</source>
        <translation>{round} — {name} avance Charlemagne…</translation>
    </message>
    <message>
        <source>{round} — {name} is naming the crown’s colour…</source>
        <translation>{round} — {name} choisit la couleur de la couronne…</translation>
    </message>
    <message numerus="yes">
        <source>{round} — {name} is placing knights (%n more)…</source>
        <translation>
            <numerusform>{round} — {name} place des chevaliers (encore %n)…</numerusform>
            <numerusform>{round} — {name} place des chevaliers (encore %n)…</numerusform>
        </translation>
    </message>
    <message>
        <source>{round} — {name} is taking a pile…</source>
        <translation>{round} — {name} prend une pile…</translation>
    </message>
    <message>
        <source>{round} — {name}, your turn at this screen: {task}.</source>
        <translation>{round} — {name}, à vous de jouer à cet écran&#xa0;: {task}.</translation>
    </message>
    <message>
        <source>{round} — {name}: {task}.</source>
        <translation>{round} — {name}&#xa0;: {task}.</translation>
    </message>
    <message numerus="yes">
        <source>{side} won with %n castle(s)</source>
        <translation>
            <numerusform>Vainqueur&#xa0;: {side}, %n bourg</numerusform>
            <numerusform>Vainqueur&#xa0;: {side}, %n bourgs</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TrendChart</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Games {games}: {share} % won</source>
        <translation>Parties {games}&#xa0;: {share} % gagnées</translation>
    </message>
    <message>
        <source>Share of your games won</source>
        <translation>Part de vos parties gagnées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>half of them (50 %)</source>
        <translation>la moitié (50 %)</translation>
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
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>Both courts hold one red knight: a tie, so nobody controls red. Put a red knight in your court to take red.</source>
        <translation>Les deux cours ont un chevalier rouge&#xa0;: égalité, personne ne contrôle le rouge. Placez un chevalier rouge dans votre cour pour le prendre.</translation>
    </message>
    <message>
        <source>Build a castle in {0}, next to your castle in {1}.</source>
        <translation>Construisez un bourg en {0}, à côté de votre bourg en {1}.</translation>
    </message>
    <message>
        <source>Dice, crowns and refills</source>
        <translation>Dés, couronnes et réapprovisionnement</translation>
    </message>
    <message>
        <source>Discs and turn order</source>
        <translation>Jetons et ordre du tour</translation>
    </message>
    <message>
        <source>Each round everyone picks a disc; the lowest disc plays first. The computer took 3: take 2.</source>
        <translation>À chaque tour, chacun choisit un jeton&#xa0;; le plus petit joue en premier. L’ordinateur a pris le 3&#xa0;: prenez le 2.</translation>
    </message>
    <message>
        <source>In {0} the computer has 1 red knight and 1 castle: 2, against your 2 blue. Add a blue knight there, then send the emperor.</source>
        <translation>En {0}, l’ordinateur a 1 chevalier rouge et 1 bourg&#xa0;: 2, contre vos 2 bleus. Ajoutez-y un chevalier bleu, puis envoyez Charlemagne.</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <source>Move the emperor one step. Then one die per knight you placed refills your reserve; a crown is any colour you name.</source>
        <translation>Avancez Charlemagne d’une région. Puis un dé par chevalier placé remplit votre réserve&#xa0;; une couronne vaut la couleur que vous choisissez.</translation>
    </message>
    <message>
        <source>New to the game? Learn it in {0} short steps on the board, a few minutes in all. Help → Learn to play shows them again at any time.</source>
        <translation>Nouveau venu&#xa0;? Apprenez le jeu en {0} courtes étapes sur le plateau, en quelques minutes. Aide → Apprendre à jouer les propose à tout moment.</translation>
    </message>
    <message>
        <source>Not this time: the goal was missed. Try the step again; the marks show one way.</source>
        <translation>Pas cette fois&#xa0;: l’objectif est manqué. Réessayez l’étape&#xa0;; les marques montrent un chemin.</translation>
    </message>
    <message>
        <source>Placing knights</source>
        <translation>Placer des chevaliers</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Jouer une partie</translation>
    </message>
    <message>
        <source>Regions merge</source>
        <translation>Les régions fusionnent</translation>
    </message>
    <message>
        <source>Step {0} of {1}</source>
        <translation>Étape {0} sur {1}</translation>
    </message>
    <message>
        <source>Taking a castle over</source>
        <translation>Prendre un bourg</translation>
    </message>
    <message>
        <source>The computer waits: press Next when you are ready.</source>
        <translation>L’ordinateur attend&#xa0;: cliquez sur Suivant quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>The computer waits: press Try again when you are ready.</source>
        <translation>L’ordinateur attend&#xa0;: cliquez sur Réessayer quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>The emperor and a castle</source>
        <translation>Charlemagne et un bourg</translation>
    </message>
    <message>
        <source>The end: all castles</source>
        <translation>La fin&#xa0;: tous les bourgs</translation>
    </message>
    <message>
        <source>The end: three regions</source>
        <translation>La fin&#xa0;: trois régions</translation>
    </message>
    <message>
        <source>Welcome to Carolus Magnus</source>
        <translation>Bienvenue dans Carolus Magnus</translation>
    </message>
    <message>
        <source>Well done: neighbouring regions with castles of one player merge into one region.</source>
        <translation>Bravo&#xa0;: des régions voisines avec des bourgs d’un même joueur fusionnent en une seule.</translation>
    </message>
    <message>
        <source>Well done: you control red. Red knights anywhere on the board now count for you.</source>
        <translation>Bravo&#xa0;: vous contrôlez le rouge. Partout sur le plateau, les chevaliers rouges comptent désormais pour vous.</translation>
    </message>
    <message>
        <source>Well done: you lead 3 to 2, so the computer&apos;s castle became yours.</source>
        <translation>Bravo&#xa0;: vous menez 3 contre 2, le bourg de l’ordinateur est donc à vous.</translation>
    </message>
    <message>
        <source>Well done: you lead in {0}, 3 to 2. Two against two was a tie: then nobody leads.</source>
        <translation>Bravo&#xa0;: vous menez en {0}, 3 contre 2. À deux contre deux, c’était une égalité&#xa0;: alors personne ne mène.</translation>
    </message>
    <message>
        <source>Well done: you play first this round. Each disc is used once; all five come back after five rounds.</source>
        <translation>Bravo&#xa0;: vous jouez en premier ce tour-ci. Chaque jeton sert une fois&#xa0;; les cinq reviennent après cinq tours.</translation>
    </message>
    <message>
        <source>Well done: your first castle. It counts like a knight for you in {0}.</source>
        <translation>Bravo&#xa0;: votre premier bourg. En {0}, il compte pour vous comme un chevalier.</translation>
    </message>
    <message>
        <source>Well done: your reserve is full again. Crowns rolled at the start of a game are named the same way.</source>
        <translation>Bravo&#xa0;: votre réserve est de nouveau pleine. Les couronnes tirées en début de partie se choisissent de la même façon.</translation>
    </message>
    <message>
        <source>When fewer than 4 regions remain, the game ends and the most castles win. Build in {0} to merge two regions.</source>
        <translation>Quand il reste moins de 4 régions, la partie s’arrête et le plus de bourgs l’emporte. Construisez en {0} pour fusionner deux régions.</translation>
    </message>
    <message>
        <source>You control blue, the computer red. Place your three blue knights in {0}: with more strength there than the computer, you lead.</source>
        <translation>Vous contrôlez le bleu, l’ordinateur le rouge. Placez vos trois chevaliers bleus en {0}&#xa0;: plus fort que l’ordinateur, vous y menez.</translation>
    </message>
    <message>
        <source>You have 9 of your 10 castles on the board. Build the last one in {0}: that wins at once.</source>
        <translation>Vous avez 9 de vos 10 bourgs sur le plateau. Construisez le dernier en {0}&#xa0;: c’est la victoire immédiate.</translation>
    </message>
    <message>
        <source>You won with the most castles. That is the whole game: have fun with your first one!</source>
        <translation>Gagné avec le plus de bourgs. C’est tout le jeu&#xa0;: amusez-vous bien pour votre première partie&#xa0;!</translation>
    </message>
    <message>
        <source>You won: all your castles are on the board.</source>
        <translation>Gagné&#xa0;: tous vos bourgs sont sur le plateau.</translation>
    </message>
    <message>
        <source>Your court and who controls a colour</source>
        <translation>Votre cour et qui contrôle une couleur</translation>
    </message>
    <message>
        <source>Your disc is 3: the emperor walks 1 to 3 regions clockwise. Send him to {0}, where you lead: you build a castle there.</source>
        <translation>Votre jeton est le 3&#xa0;: Charlemagne avance de 1 à 3 régions dans le sens horaire. Envoyez-le en {0}, où vous menez&#xa0;: vous y construisez un bourg.</translation>
    </message>
</context>
<context>
    <name>TutorialGuide</name>
    <message>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Leave tutorial</source>
        <translation>Quitter le tutoriel</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>Play a game</source>
        <translation>Jouer une partie</translation>
    </message>
    <message>
        <source>Skip step</source>
        <translation>Passer l’étape</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
</context>
<context>
    <name>VariantChoice</name>
    <message>
        <source>A crown stays a joker in your reserve; you name its colour when you place it.</source>
        <translation>Une couronne reste un joker dans votre réserve&#xa0;; vous nommez sa couleur en le plaçant.</translation>
    </message>
    <message>
        <source>After a refill without a crown you may change one knight just taken.</source>
        <translation>Après un réapprovisionnement sans couronne, vous pouvez changer la couleur d’un chevalier tout juste pris.</translation>
    </message>
    <message>
        <source>Colour change</source>
        <translation>Changement de couleur</translation>
    </message>
    <message>
        <source>Early roll</source>
        <translation>Dés lancés d’avance</translation>
    </message>
    <message>
        <source>Free draw</source>
        <translation>Tirage libre</translation>
    </message>
    <message>
        <source>Free draw replaces the refill dice: it goes with no other rule.</source>
        <translation>Le tirage libre remplace les dés de réapprovisionnement&#xa0;: il ne se combine avec aucune autre règle.</translation>
    </message>
    <message>
        <source>How {0} plays, with a picture</source>
        <translation>Comment se joue « {0} », avec une image</translation>
    </message>
    <message>
        <source>Kept jokers</source>
        <translation>Jokers gardés</translation>
    </message>
    <message>
        <source>No dice: you choose the colour of every knight you would roll for.</source>
        <translation>Pas de dés&#xa0;: vous choisissez la couleur de chaque chevalier pour lequel vous lanceriez un dé.</translation>
    </message>
    <message>
        <source>Open piles</source>
        <translation>Piles ouvertes</translation>
    </message>
    <message>
        <source>Open piles of knights replace the refill dice: you take one pile.</source>
        <translation>Des piles ouvertes de chevaliers remplacent les dés de réapprovisionnement&#xa0;: vous prenez une pile.</translation>
    </message>
    <message>
        <source>Open piles replace the refill dice: only kept jokers go with them.</source>
        <translation>Les piles ouvertes remplacent les dés de réapprovisionnement&#xa0;: seuls les jokers gardés se combinent avec elles.</translation>
    </message>
    <message>
        <source>Optional rules</source>
        <translation>Règles optionnelles</translation>
    </message>
    <message>
        <source>The refill dice are rolled when your turn starts, for all to see.</source>
        <translation>Les dés de réapprovisionnement sont lancés au début de votre tour, à la vue de tous.</translation>
    </message>
    <message>
        <source>This rule does not go with the others chosen.</source>
        <translation>Cette règle ne va pas avec les autres choisies.</translation>
    </message>
</context>
<context>
    <name>Variants</name>
    <message>
        <source>Change a {colour} knight just taken</source>
        <translation>Changer un chevalier {colour} qui vient d&apos;être pris</translation>
    </message>
    <message>
        <source>Change one knight just taken?</source>
        <translation>Changer un chevalier qui vient d&apos;être pris&#xa0;?</translation>
    </message>
    <message>
        <source>Choose {k} knights of pile {pile}</source>
        <translation>Choisissez {k} chevaliers de la pile {pile}</translation>
    </message>
    <message>
        <source>Jokers</source>
        <translation>Jokers</translation>
    </message>
    <message>
        <source>Keep every knight just taken</source>
        <translation>Garder tous les chevaliers qui viennent d&apos;être pris</translation>
    </message>
    <message>
        <source>Keep them</source>
        <translation>Les garder</translation>
    </message>
    <message>
        <source>Name the joker {colour}</source>
        <translation>Nommer le joker {colour}</translation>
    </message>
    <message>
        <source>Name the joker&apos;s colour</source>
        <translation>Nommez la couleur du joker</translation>
    </message>
    <message>
        <source>Open piles</source>
        <translation>Piles ouvertes</translation>
    </message>
    <message>
        <source>Optional rules in play:</source>
        <translation>Règles optionnelles en jeu :</translation>
    </message>
    <message>
        <source>Pick this knight (click again to put it back)</source>
        <translation>Choisir ce chevalier (cliquez à nouveau pour le remettre)</translation>
    </message>
    <message>
        <source>Pick up a joker: click where it goes or drag it there, then name its colour</source>
        <translation>Prendre un joker&#xa0;: cliquez où il va ou faites-le glisser, puis nommez sa couleur</translation>
    </message>
    <message>
        <source>Rolled for this turn</source>
        <translation>Dés lancés pour ce tour</translation>
    </message>
    <message>
        <source>Take a pile</source>
        <translation>Prenez une pile</translation>
    </message>
    <message>
        <source>Take pile {pile} into your reserve</source>
        <translation>Prendre la pile {pile} dans votre réserve</translation>
    </message>
    <message>
        <source>into</source>
        <translation>en</translation>
    </message>
    <message>
        <source>…into a {colour} knight</source>
        <translation>…en un chevalier {colour}</translation>
    </message>
</context>
</TS>
