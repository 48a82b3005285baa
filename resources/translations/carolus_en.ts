<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB">
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
            <numerusform>%n blue knight</numerusform>
            <numerusform>%n blue knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) in the folder cannot be read; they are left as they are.</source>
        <translation>
            <numerusform>%n file in the folder cannot be read; it is left as it is.</numerusform>
            <numerusform>%n files in the folder cannot be read; they are left as they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) not yours alone (people against each other, or computers only)</source>
        <translation>
            <numerusform>%n game not yours alone (people against each other, or computers only)</numerusform>
            <numerusform>%n games not yours alone (people against each other, or computers only)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n green knight(s)</source>
        <translation>
            <numerusform>%n green knight</numerusform>
            <numerusform>%n green knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of them came from joker(s).</source>
        <translation>
            <numerusform>One of them came from a joker.</numerusform>
            <numerusform>%n of them came from jokers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink knight(s)</source>
        <translation>
            <numerusform>%n pink knight</numerusform>
            <numerusform>%n pink knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n red knight(s)</source>
        <translation>
            <numerusform>%n red knight</numerusform>
            <numerusform>%n red knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n round(s)</source>
        <translation>
            <numerusform>%n round</numerusform>
            <numerusform>%n rounds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished game(s)</source>
        <translation>
            <numerusform>%n unfinished game</numerusform>
            <numerusform>%n unfinished games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unreadable file(s)</source>
        <translation>
            <numerusform>%n unreadable file</numerusform>
            <numerusform>%n unreadable files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n yellow knight(s)</source>
        <translation>
            <numerusform>%n yellow knight</numerusform>
            <numerusform>%n yellow knights</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>All %n came from joker(s).</source>
        <translation>
            <numerusform>It came from a joker.</numerusform>
            <numerusform>They all came from jokers.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>In {region}, your %n {colour} knight(s) count for {side}, who controls {colour}.</source>
        <translation>
            <numerusform>In {region}, your {colour} knight counts for {side}, who controls {colour}.</numerusform>
            <numerusform>In {region}, your %n {colour} knights count for {side}, who controls {colour}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Luck of the dice: {points} points of winning chance for you over %n game(s), {per} a game.</source>
        <translation>
            <numerusform>Luck of the dice: {points} points of winning chance for you over %n game, {per} a game.</numerusform>
            <numerusform>Luck of the dice: {points} points of winning chance for you over %n games, {per} a game.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pile {pile} holds more knights than a turn takes: take %n of them.</source>
        <translation>
            <numerusform>Pile {pile} holds more knights than a turn takes: take %n of them.</numerusform>
            <numerusform>Pile {pile} holds more knights than a turn takes: take %n of them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from you and {partner} to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} passed from you and {partner} to {winner} (1 castle).</numerusform>
            <numerusform>Region {region} passed from you and {partner} to {winner} (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from you to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} passed from you to {winner} (%n castle).</numerusform>
            <numerusform>Region {region} passed from you to {winner} (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to you (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} passed from {loser} to you (%n castle).</numerusform>
            <numerusform>Region {region} passed from {loser} to you (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to you and {partner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} passed from {loser} to you and {partner} (1 castle).</numerusform>
            <numerusform>Region {region} passed from {loser} to you and {partner} (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Region {region} passed from {loser} to {winner} (%n castle(s)).</source>
        <translation>
            <numerusform>Region {region} passed from {loser} to {winner} (%n castle).</numerusform>
            <numerusform>Region {region} passed from {loser} to {winner} (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Risk: {side} leads in {region} by %n and could build there.</source>
        <translation>
            <numerusform>Risk: {side} leads in {region} by %n and could build there.</numerusform>
            <numerusform>Risk: {side} leads in {region} by %n and could build there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Risk: {side} leads in {region} by %n and could take your castles there.</source>
        <translation>
            <numerusform>Risk: {side} leads in {region} by %n and could take your castles there.</numerusform>
            <numerusform>Risk: {side} leads in {region} by %n and could take your castles there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Take %n knight(s) from a pile.</source>
        <translation>
            <numerusform>Take %n knight from a pile.</numerusform>
            <numerusform>Take %n knights from a pile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor cannot move %n step(s) now.</source>
        <translation>
            <numerusform>The emperor cannot move %n step now.</numerusform>
            <numerusform>The emperor cannot move %n steps now.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s), as far as {region}; no region in reach goes your way yet.</source>
        <translation>
            <numerusform>The emperor may then go up to %n step, as far as {region}; no region in reach goes your way yet.</numerusform>
            <numerusform>The emperor may then go up to %n steps, as far as {region}; no region in reach goes your way yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s); a lower disc acts earlier.</source>
        <translation>
            <numerusform>The emperor may then go up to %n step; a lower disc acts earlier.</numerusform>
            <numerusform>The emperor may then go up to %n steps; a lower disc acts earlier.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor may then go up to %n step(s); no region in reach goes your way yet.</source>
        <translation>
            <numerusform>The emperor may then go up to %n step; no region in reach goes your way yet.</numerusform>
            <numerusform>The emperor may then go up to %n steps; no region in reach goes your way yet.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {side} take it from you (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>The emperor&apos;s stop in {region} lets {side} take it from you (%n castle): no better stop is in reach.</numerusform>
            <numerusform>The emperor&apos;s stop in {region} lets {side} take it from you (%n castles): no better stop is in reach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {side} take it from your team (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>The emperor&apos;s stop in {region} lets {side} take it from your team (%n castle): no better stop is in reach.</numerusform>
            <numerusform>The emperor&apos;s stop in {region} lets {side} take it from your team (%n castles): no better stop is in reach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The emperor&apos;s stop in {region} lets {winner} take it from {loser} (%n castle(s)): no better stop is in reach.</source>
        <translation>
            <numerusform>The emperor&apos;s stop in {region} lets {winner} take it from {loser} (%n castle): no better stop is in reach.</numerusform>
            <numerusform>The emperor&apos;s stop in {region} lets {winner} take it from {loser} (%n castles): no better stop is in reach.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The file is far too large for a game record (%n byte(s)).</source>
        <translation>
            <numerusform>The file is far too large for a game record (%n byte).</numerusform>
            <numerusform>The file is far too large for a game record (%n bytes).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The record&apos;s player names are not a list of %n name(s).</source>
        <translation>
            <numerusform>The record&apos;s player names are not a list of %n name.</numerusform>
            <numerusform>The record&apos;s player names are not a list of %n names.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Weighing the dice of %n game(s)…</source>
        <translation>
            <numerusform>Weighing the dice of %n game…</numerusform>
            <numerusform>Weighing the dice of %n games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You drew {knights}, with %n crown(s) named {colours}.</source>
        <translation>
            <numerusform>You drew {knights}, with %n crown named {colours}.</numerusform>
            <numerusform>You drew {knights}, with %n crowns named {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You moved the emperor %n step(s) to region {region}.</source>
        <translation>
            <numerusform>You moved the emperor %n step to region {region}.</numerusform>
            <numerusform>You moved the emperor %n steps to region {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You named %n crown(s) as {colours}.</source>
        <translation>
            <numerusform>You named the crown {colours}.</numerusform>
            <numerusform>You named %n crowns as {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You named %n starting crown(s): {colours}.</source>
        <translation>
            <numerusform>You named a starting crown: {colours}.</numerusform>
            <numerusform>You named %n starting crowns: {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You take {region} from {side} (%n castle(s)).</source>
        <translation>
            <numerusform>You take {region} from {side} (%n castle).</numerusform>
            <numerusform>You take {region} from {side} (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your rating: about {elo} Elo (95 %: {low} to {high}), on the scale of the computer levels, from %n game(s) against them.</source>
        <translation>
            <numerusform>Your rating: about {elo} Elo (95 %: {low} to {high}), on the scale of the computer levels, from %n game against them.</numerusform>
            <numerusform>Your rating: about {elo} Elo (95 %: {low} to {high}), on the scale of the computer levels, from %n games against them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your team takes {region} from {side} (%n castle(s)).</source>
        <translation>
            <numerusform>Your team takes {region} from {side} (%n castle).</numerusform>
            <numerusform>Your team takes {region} from {side} (%n castles).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the emperor %n step(s)</source>
        <translation>
            <numerusform>move the emperor %n step</numerusform>
            <numerusform>move the emperor %n steps</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the emperor %n step(s) to {region}</source>
        <translation>
            <numerusform>move the emperor %n step to {region}</numerusform>
            <numerusform>move the emperor %n steps to {region}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place {knights}, then move the emperor %n step(s) to {region}</source>
        <translation>
            <numerusform>place {knights}, then move the emperor %n step to {region}</numerusform>
            <numerusform>place {knights}, then move the emperor %n steps to {region}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{colour} knights count for you in {region}, where you are %n behind.</source>
        <translation>
            <numerusform>{colour} knights count for you in {region}, where you are %n behind.</numerusform>
            <numerusform>{colour} knights count for you in {region}, where you are %n behind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} drew {knights}, with %n crown(s) named {colours}.</source>
        <translation>
            <numerusform>{name} drew {knights}, with %n crown named {colours}.</numerusform>
            <numerusform>{name} drew {knights}, with %n crowns named {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} moved the emperor %n step(s) to region {region}.</source>
        <translation>
            <numerusform>{name} moved the emperor %n step to region {region}.</numerusform>
            <numerusform>{name} moved the emperor %n steps to region {region}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} named %n crown(s) as {colours}.</source>
        <translation>
            <numerusform>{name} named the crown {colours}.</numerusform>
            <numerusform>{name} named %n crowns as {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name} named %n starting crown(s): {colours}.</source>
        <translation>
            <numerusform>{name} named a starting crown: {colours}.</numerusform>
            <numerusform>{name} named %n starting crowns: {colours}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} may move the emperor at most %n step(s).</source>
        <translation>
            <numerusform>{player} may move the emperor at most %n step.</numerusform>
            <numerusform>{player} may move the emperor at most %n steps.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Accessible</name>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n castle</numerusform>
            <numerusform>%n castles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n province</numerusform>
            <numerusform>%n provinces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the emperor stops here after %n step(s)</source>
        <translation>
            <numerusform>the emperor stops here after %n step</numerusform>
            <numerusform>the emperor stops here after %n steps</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n {colour} knight(s) ({charge}) in reserve</source>
        <translation>
            <numerusform>{name}: %n {colour} knight ({charge}) in reserve</numerusform>
            <numerusform>{name}: %n {colour} knights ({charge}) in reserve</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message numerus="yes">
        <source>{address}  {name} (%n player(s))</source>
        <translation>
            <numerusform>{address}  {name} (%n player)</numerusform>
            <numerusform>{address}  {name} (%n players)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Persistence</name>
    <message numerus="yes">
        <source>The library keeps %n game(s) at most: the oldest was removed to make room.</source>
        <translation>
            <numerusform>The library keeps %n game at most: the oldest was removed to make room.</numerusform>
            <numerusform>The library keeps %n games at most: the oldest was removed to make room.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Preview</name>
    <message numerus="yes">
        <source>%n castle(s)</source>
        <translation>
            <numerusform>%n castle</numerusform>
            <numerusform>%n castles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s) go from {loser} to {winner}</source>
        <translation>
            <numerusform>1 castle goes from {loser} to {winner}</numerusform>
            <numerusform>%n castles go from {loser} to {winner}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n castle(s) taken over by {side}</source>
        <translation>
            <numerusform>1 castle taken over by {side}</numerusform>
            <numerusform>%n castles taken over by {side}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PuzzleWindow</name>
    <message numerus="yes">
        <source>%n different turn(s) in all</source>
        <translation>
            <numerusform>%n different turn in all</numerusform>
            <numerusform>%n different turns in all</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n player</numerusform>
            <numerusform>%n players</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n winning turn(s)</source>
        <translation>
            <numerusform>%n winning turn</numerusform>
            <numerusform>%n winning turns</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your turn: win the game with it. Place your %n knight(s), then move the emperor.</source>
        <translation>
            <numerusform>Your turn: win the game with it. Place your %n knight, then move the emperor.</numerusform>
            <numerusform>Your turn: win the game with it. Place your %n knights, then move the emperor.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpectatorsButton</name>
    <message numerus="yes">
        <source>Spectators: %n</source>
        <translation>
            <numerusform>Spectator: %n</numerusform>
            <numerusform>Spectators: %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Status</name>
    <message numerus="yes">
        <source>Game over: you won with %n castle(s).</source>
        <translation>
            <numerusform>Game over: you won with %n castle.</numerusform>
            <numerusform>Game over: you won with %n castles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game over: {side} won with %n castle(s).</source>
        <translation>
            <numerusform>Game over: {side} won with %n castle.</numerusform>
            <numerusform>Game over: {side} won with %n castles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>move the emperor 1 to %n region(s)</source>
        <translation>
            <numerusform>move the emperor 1 region</numerusform>
            <numerusform>move the emperor 1 to %n regions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>place %n more knight(s) (in a region or the court)</source>
        <translation>
            <numerusform>place %n more knight (in a region or the court)</numerusform>
            <numerusform>place %n more knights (in a region or the court)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{round} — {name} is placing knights (%n more)…</source>
        <translation>
            <numerusform>{round} — {name} is placing knights (%n more)…</numerusform>
            <numerusform>{round} — {name} is placing knights (%n more)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side} won with %n castle(s)</source>
        <translation>
            <numerusform>{side} won with %n castle</numerusform>
            <numerusform>{side} won with %n castles</numerusform>
        </translation>
    </message>
</context>
</TS>
