// A walk through every registered command (issue 23): each step is done, undone back to the
// state before it and redone to the state after it (DESIGN.md "The campaign file": every
// referee action is a command, undo and redo through the session extension); then the whole
// walk is undone back to the fresh campaign and redone to its end. A command registered without
// a step here fails the test. The walk runs once more with every name a referee types holding
// "%1 %2 %3": each history line and refusal that names it shows it literally, never as a format.
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/historylog.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

using namespace herald::db;

namespace {

/// One command of the walk.
struct Step
{
    QString command;      ///< a name in standardCommands()
    QJsonObject args;     ///< a text value "@name" stands for the value captured as `name`
    QStringList mentions; ///< texts the summary (or the refusal) must contain literally
    bool refused = false; ///< must be refused, change nothing and name `mentions`
    QString capture = {}; ///< keep the result's `captureKey` as `capture` for later steps
    QString captureKey = QStringLiteral("id");
};

QByteArray readSource(const QString &path)
{
    QFile file(QStringLiteral(HERALD_SOURCE_DIR "/") + path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return file.readAll();
}

QJsonObject sourceObject(const QString &path)
{
    return QJsonDocument::fromJson(readSource(path)).object();
}

/// A tiny PNG header: map.background only checks the kind of image.
QString pngBase64()
{
    return QString::fromLatin1(QByteArray("\x89PNG\r\n\x1a\n0000walk", 16).toBase64());
}

QJsonArray picks(const QString &list, const QStringList &entries)
{
    QJsonArray array;
    for (const QString &entry : entries)
        array.append(QJsonObject{{QStringLiteral("list"), list}, {QStringLiteral("entry"), entry}});
    return array;
}

QJsonObject customTable(const QString &id, const QString &title)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("title"), title},
            {QStringLiteral("origin"), QStringLiteral("custom")},
            {QStringLiteral("dice"), QStringLiteral("d6")},
            {QStringLiteral("rows"),
             QJsonArray{QJsonObject{{QStringLiteral("from"), 1},
                                    {QStringLiteral("to"), 3},
                                    {QStringLiteral("result"), QStringLiteral("Rain")}},
                        QJsonObject{{QStringLiteral("from"), 4},
                                    {QStringLiteral("to"), 6},
                                    {QStringLiteral("result"), QStringLiteral("Sun")}}}}};
}

QJsonObject customDeck(const QString &id, const QString &title, const QString &cardTitle)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("title"), title},
            {QStringLiteral("origin"), QStringLiteral("custom")},
            {QStringLiteral("cards"),
             QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("banner")},
                                    {QStringLiteral("title"), cardTitle},
                                    {QStringLiteral("copies"), 2}},
                        QJsonObject{{QStringLiteral("id"), QStringLiteral("horn")},
                                    {QStringLiteral("title"), QStringLiteral("Horn")}}}},
            {QStringLiteral("state"),
             QJsonObject{{QStringLiteral("drawPile"),
                          QJsonArray{QStringLiteral("banner-1"), QStringLiteral("banner-2")}},
                         {QStringLiteral("discardPile"), QJsonArray{QStringLiteral("horn")}}}}};
}

/// A deck operation on the walk's own deck.
QJsonObject onDeck(QJsonObject operation)
{
    return {{QStringLiteral("deck"), QStringLiteral("kor")},
            {QStringLiteral("operation"), std::move(operation)}};
}

/// The walk, in an order where each step finds what it needs. `tag` ends every name a
/// referee types.
QList<Step> walk(const QString &tag)
{
    const auto n = [&tag](const char *name) { return QString::fromUtf8(name) + tag; };
    const QString campaign = n("Kor campaign");
    const QString player = n("Kor player");
    const QString nation = n("Kor");
    const QString race = n("Kor race");
    const QString unit = n("Kor guard");
    const QString created = n("Kor created");
    const QString mapName = n("Kor map");
    const QString skirmish = n("Kor skirmish");
    const QString areaName = n("Kor field");
    const QString grant = n("Kor grant");
    const QString general = n("Kor Thane");
    const QString hero = n("Kor Champion");
    const QString army = n("Kor host");
    const QString renamed = n("Kor vanguard");
    const QString card = n("Kor ring");
    const QString table = n("Kor table");
    const QString deck = n("Kor deck");
    const QString cardTitle = n("Kor banner");
    const QString holder = n("Kor holder");
    const QString author = n("Kor author");
    const QString item = n("Kor item");
    const QString game = n("Kor game");
    const QString hexGame = n("Kor hex game");
    const QString hexMap = n("Kor hex map");
    const QString note = n("Kor note");
    const QString boardBattle = n("Kor board");
    const QString purpose = n("Kor purpose");
    const QString spare = n("Kor spare");
    const QString modifier = n("Kor wind");
    const QString dice = n("Kor dice");
    const QString veyra = QStringLiteral("Kingdom of Veyra");
    const QString ironHill = QStringLiteral("sample-iron-hill-clans");

    QJsonObject list = sourceObject(QStringLiteral("resources/warmaster/armylists/") + ironHill +
                                    QStringLiteral(".json"));
    list.insert(QStringLiteral("id"), QStringLiteral("kor-list"));
    list.insert(QStringLiteral("race"), race);
    list.insert(QStringLiteral("sample"), false);
    QJsonArray units = list.value(QStringLiteral("units")).toArray();
    QJsonObject first = units.at(0).toObject(); // Shieldbearers, renamed
    first.insert(QStringLiteral("name"), unit);
    units.replace(0, first);
    list.insert(QStringLiteral("units"), units);
    QJsonObject map = sourceObject(QStringLiteral("resources/warmaster/maps/demo-strategic.json"));
    map.insert(QStringLiteral("name"), mapName);
    const QJsonObject content{{QStringLiteral("format"), QStringLiteral("herald-decks-tables")},
                              {QStringLiteral("version"), 1},
                              {QStringLiteral("tables"),
                               QJsonArray{customTable(QStringLiteral("omens"), n("Kor omens"))}},
                              {QStringLiteral("decks"), QJsonArray{}}};

    const auto args = [](std::initializer_list<std::pair<const char *, QJsonValue>> pairs) {
        QJsonObject o;
        for (const auto &[key, value] : pairs)
            o.insert(QString::fromLatin1(key), value);
        return o;
    };

    return {
        // The campaign itself and the referee's own dice.
        {QStringLiteral("campaign.rename"), args({{"name", campaign}}), {campaign}},
        {QStringLiteral("campaign.setting"),
         args({{"key", QStringLiteral("createdRaceRounding")},
               {"value", QStringLiteral("roundUp")}}),
         {}},
        {QStringLiteral("dice.roll"),
         args({{"expression", QStringLiteral("2d6")}, {"purpose", purpose}}),
         {purpose}},
        // A Diplomacy game beside the campaign (Downfall, for the personalities and the Ring).
        {QStringLiteral("diplomacy.new"),
         args({{"name", game}, {"variant", QStringLiteral("downfall")}}),
         {game},
         false,
         QStringLiteral("game"),
         QStringLiteral("game")},
        {QStringLiteral("diplomacy.orders"),
         args({{"game", QStringLiteral("@game")},
               {"power", QStringLiteral("Gondor")},
               {"orders", QStringLiteral("A MTi H")}}),
         {game}},
        {QStringLiteral("diplomacy.orders"),
         args({{"game", QStringLiteral("@game")},
               {"power", nation},
               {"orders", QStringLiteral("A MTi H")}}),
         {nation},
         true},
        {QStringLiteral("diplomacy.personality"),
         args({{"game", QStringLiteral("@game")},
               {"who", QStringLiteral("Gandalf")},
               {"at", QStringLiteral("Dol")}}),
         {game}},
        {QStringLiteral("diplomacy.ring"),
         args({{"game", QStringLiteral("@game")}, {"at", QStringLiteral("Shi")}}),
         {game}},
        // The GM's position editor (issue 24).
        {QStringLiteral("diplomacy.addUnit"),
         args({{"game", QStringLiteral("@game")},
               {"power", QStringLiteral("Rohan")},
               {"unit", QStringLiteral("C")},
               {"at", QStringLiteral("Wol")}}),
         {game}},
        {QStringLiteral("diplomacy.moveUnit"),
         args({{"game", QStringLiteral("@game")},
               {"from", QStringLiteral("Wol")},
               {"to", QStringLiteral("EEm")}}),
         {game}},
        {QStringLiteral("diplomacy.removeUnit"),
         args({{"game", QStringLiteral("@game")}, {"at", QStringLiteral("EEm")}}),
         {game}},
        {QStringLiteral("diplomacy.setOwner"),
         args({{"game", QStringLiteral("@game")},
               {"at", QStringLiteral("Osg")},
               {"power", QStringLiteral("Gondor")}}),
         {game}},
        {QStringLiteral("diplomacy.setRing"),
         args({{"game", QStringLiteral("@game")},
               {"state", QStringLiteral("hidden")},
               {"at", QStringLiteral("Bre")}}),
         {game}},
        {QStringLiteral("diplomacy.setSeason"),
         args({{"game", QStringLiteral("@game")},
               {"month", QStringLiteral("Solmath")},
               {"season", QStringLiteral("I")},
               {"year", 3019}}),
         {game}},
        {QStringLiteral("diplomacy.note"),
         args({{"game", QStringLiteral("@game")},
               {"power", QStringLiteral("Mordor")},
               {"text", note}}),
         {game}},
        {QStringLiteral("diplomacy.adjudicate"), args({{"game", QStringLiteral("@game")}}), {game}},
        // A Black Eagle hex game: set-up, a reinforcement held back then brought on, the phase
        // ended; attacks, retreats, advances and mail that the position refuses.
        {QStringLiteral("hexgame.new"), args({{"name", hexGame}}), {hexGame}},
        {QStringLiteral("hexgame.place"),
         args({{"game", hexGame}, {"unit", QStringLiteral("K2")}, {"hex", QStringLiteral("1827")}}),
         {hexGame}},
        {QStringLiteral("hexgame.end-phase"),
         args({{"game", hexGame}}),
         {hexGame, QStringLiteral("Callarii Elves (2nd)")},
         true},
        {QStringLiteral("hexgame.place"),
         args(
             {{"game", hexGame}, {"unit", QStringLiteral("K10")}, {"hex", QStringLiteral("1920")}}),
         {hexGame}},
        {QStringLiteral("hexgame.place"),
         args(
             {{"game", hexGame}, {"unit", QStringLiteral("K11")}, {"hex", QStringLiteral("3922")}}),
         {hexGame}},
        {QStringLiteral("hexgame.place"),
         args(
             {{"game", hexGame}, {"unit", QStringLiteral("K12")}, {"hex", QStringLiteral("3923")}}),
         {hexGame}},
        {QStringLiteral("hexgame.hold"),
         args({{"game", hexGame}, {"unit", QStringLiteral("B1")}}),
         {hexGame}},
        {QStringLiteral("hexgame.move"),
         args({{"game", hexGame},
               {"unit", QStringLiteral("B1")},
               {"path", QJsonArray{QStringLiteral("0724")}}}),
         {hexGame}},
        {QStringLiteral("hexgame.end-phase"), args({{"game", hexGame}}), {hexGame}},
        {QStringLiteral("hexgame.entry-hexes"),
         args({{"game", hexGame},
               {"set", QStringLiteral("Cruth_Ogres_entry")},
               {"hexes", QJsonArray{QStringLiteral("0105")}}}),
         {hexGame}},
        {QStringLiteral("hexgame.resolve-stack"),
         args({{"game", hexGame}, {"hex", QStringLiteral("0724")}, {"keep", QStringLiteral("B1")}}),
         {hexGame, QStringLiteral("0724")},
         true},
        {QStringLiteral("hexgame.attack"),
         args({{"game", hexGame},
               {"attackers", QJsonArray{QStringLiteral("B1")}},
               {"defender", QStringLiteral("K1")}}),
         {hexGame},
         true},
        {QStringLiteral("hexgame.retreat"),
         args({{"game", hexGame}, {"unit", QStringLiteral("B1")}}),
         {hexGame},
         true},
        {QStringLiteral("hexgame.advance"), args({{"game", hexGame}}), {hexGame}, true},
        {QStringLiteral("hexgame.import"),
         args({{"game", hexGame}, {"mail", QJsonObject{}}}),
         {hexGame},
         true},
        {QStringLiteral("hexgame.underlay"),
         args({{"game", hexGame}, {"image", pngBase64()}, {"opacity", 0.5}}),
         {hexGame, QStringLiteral("50%")}},
        {QStringLiteral("hexgame.underlay"),
         args({{"game", hexGame}, {"image", QString::fromLatin1(QByteArray("GIF89a").toBase64())}}),
         {hexGame, QStringLiteral("PNG or JPEG")},
         true},
        // The hex map editor (issue 20): a blank map and a copy of the Black Eagle map, each
        // edit one command; refusals name the map and the place.
        {QStringLiteral("hexmap.new"),
         args({{"name", hexMap}, {"columns", 4}, {"rows", 3}}),
         {hexMap}},
        {QStringLiteral("hexmap.paint"),
         args({{"map", hexMap},
               {"hexes", QJsonArray{QStringLiteral("0101"), QStringLiteral("0102")}},
               {"terrain", QStringLiteral("hills")}}),
         {hexMap}},
        {QStringLiteral("hexmap.place"),
         args({{"map", hexMap},
               {"hex", QStringLiteral("0202")},
               {"feature", QStringLiteral("town")},
               {"name", n("Kor town")},
               {"regions", QJsonArray{QStringLiteral("Karameikos")}}}),
         {hexMap, n("Kor town")}},
        {QStringLiteral("hexmap.line"),
         args({{"map", hexMap},
               {"sides", QJsonArray{QStringLiteral("0101/0102"), QStringLiteral("0102/0202")}},
               {"line", QStringLiteral("river")},
               {"name", n("Kor river")}}),
         {hexMap, n("Kor river")}},
        {QStringLiteral("hexmap.bridge"),
         args({{"map", hexMap}, {"side", QStringLiteral("0101/0102")}}),
         {hexMap}},
        {QStringLiteral("hexmap.bridge"),
         args({{"map", hexMap}, {"side", QStringLiteral("0301/0302")}}),
         {hexMap, QStringLiteral("0301/0302")},
         true},
        {QStringLiteral("hexmap.playable"),
         args({{"map", hexMap}, {"hexes", QJsonArray{QStringLiteral("0403")}}}),
         {hexMap}},
        {QStringLiteral("hexmap.hexset"),
         args({{"map", hexMap},
               {"set", n("Kor set")},
               {"hexes", QJsonArray{QStringLiteral("0301"), QStringLiteral("0302")}}}),
         {hexMap, n("Kor set")}},
        {QStringLiteral("hexmap.hexset"),
         args({{"map", hexMap}, {"set", QString()}, {"hexes", QJsonArray{QStringLiteral("0301")}}}),
         {hexMap, QStringLiteral("15.4")},
         true},
        {QStringLiteral("hexmap.grid"),
         args({{"map", hexMap}, {"shiftedParity", QStringLiteral("odd")}}),
         {hexMap, QStringLiteral("odd columns")}},
        {QStringLiteral("hexmap.grid"),
         args({{"map", hexMap}, {"shiftedParity", QStringLiteral("odd")}}),
         {hexMap, QStringLiteral("already")},
         true},
        {QStringLiteral("hexmap.underlay"),
         args({{"map", hexMap}, {"image", pngBase64()}, {"opacity", 0.5}}),
         {hexMap, QStringLiteral("50%")}},
        {QStringLiteral("hexmap.import"),
         args({{"name", n("Kor copy")},
               {"map", sourceObject(QStringLiteral("resources/hexwar/black-eagle.map.json"))}}),
         {n("Kor copy")}},
        {QStringLiteral("hexmap.delete"), args({{"name", n("Kor copy")}}), {n("Kor copy")}},
        // A battle on the Civil War battle board (issue 21): set-ups, an action, the end of a
        // half, refusals naming the battle, and the rest played by the auto-resolver.
        {QStringLiteral("board.new"),
         args({{"name", boardBattle},
               {"attacker", QJsonObject{{QStringLiteral("name"), n("Kor blue")},
                                        {QStringLiteral("units"),
                                         QJsonArray{QJsonObject{{QStringLiteral("type"),
                                                                 QStringLiteral("cavalry")}},
                                                    QJsonObject{{QStringLiteral("type"),
                                                                 QStringLiteral("infantry")}}}}}},
               {"defender", QJsonObject{{QStringLiteral("name"), n("Kor grey")},
                                        {QStringLiteral("units"),
                                         QJsonArray{QJsonObject{
                                             {QStringLiteral("type"), QStringLiteral("infantry")},
                                             {QStringLiteral("count"), 2}}}}}}}),
         {boardBattle, n("Kor blue"), n("Kor grey")}},
        {QStringLiteral("board.setup"),
         args({{"battle", boardBattle},
               {"side", QStringLiteral("attacker")},
               {"placements", QJsonArray{QStringLiteral("line:1"), QStringLiteral("line:1")}}}),
         {boardBattle, n("Kor blue")}},
        {QStringLiteral("board.setup"),
         args({{"battle", boardBattle}, {"side", QStringLiteral("defender")}, {"auto", true}}),
         {boardBattle}},
        {QStringLiteral("board.action"),
         args({{"battle", boardBattle}, {"action", QStringLiteral("pass")}, {"unit", 1}}),
         {boardBattle},
         true},
        {QStringLiteral("board.action"),
         args({{"battle", boardBattle}, {"action", QStringLiteral("pass")}, {"unit", 0}}),
         {boardBattle}},
        {QStringLiteral("board.end"), args({{"battle", boardBattle}}), {boardBattle}},
        {QStringLiteral("board.retreat"),
         args({{"battle", boardBattle}, {"side", QStringLiteral("defender")}}),
         {boardBattle},
         true},
        {QStringLiteral("board.resolve"), args({{"battle", boardBattle}}), {boardBattle}},
        // A Dragon Noir skirmish: the home-made demo, a spell, a shot, a move and a melee.
        {QStringLiteral("skirmish.new"), args({{"skirmish", skirmish}}), {skirmish}},
        {QStringLiteral("skirmish.new"), args({{"skirmish", skirmish}}), {skirmish}, true},
        {QStringLiteral("skirmish.cast"),
         args({{"skirmish", skirmish},
               {"caster", QStringLiteral("zacharie")},
               {"spell", QStringLiteral("increase-own-attack")},
               {"magnitude", 5}}),
         {skirmish}},
        {QStringLiteral("skirmish.fire"),
         args({{"skirmish", skirmish},
               {"shooter", QStringLiteral("laberne")},
               {"target", QStringLiteral("zugun")}}),
         {skirmish}},
        {QStringLiteral("skirmish.state"),
         args({{"skirmish", skirmish},
               {"character", QStringLiteral("konrad")},
               {"hexes", QStringLiteral("G4 F4")}}),
         {skirmish}},
        {QStringLiteral("skirmish.challenge"),
         args({{"skirmish", skirmish},
               {"mover", QStringLiteral("laberne")},
               {"challengers", QJsonArray{QStringLiteral("fnarad")}}}),
         {skirmish}},
        {QStringLiteral("skirmish.jump"),
         args({{"skirmish", skirmish}, {"character", QStringLiteral("zacharie")}}),
         {skirmish}},
        // The demo is DN1: no Gharv interphase, so the appearance roll is refused (§2.3).
        {QStringLiteral("skirmish.gharv"),
         args({{"skirmish", skirmish},
               {"character", QStringLiteral("konrad")},
               {"gharv", QStringLiteral("gromrak")}}),
         {QStringLiteral("§2.3")},
         true},
        // Nor a Gharv's attempt on a boat (§2.3, §9.6).
        {QStringLiteral("skirmish.capsize"),
         args({{"skirmish", skirmish},
               {"gharv", QStringLiteral("gromrak")},
               {"aboard", QJsonArray{QStringLiteral("konrad")}}}),
         {QStringLiteral("§2.3")},
         true},
        {QStringLiteral("skirmish.option"),
         args({{"skirmish", skirmish},
               {"option", QStringLiteral("resolveBelowOneToOne")},
               {"value", true}}),
         {skirmish}},
        {QStringLiteral("skirmish.next"), args({{"skirmish", skirmish}}), {skirmish}},
        {QStringLiteral("skirmish.next"), args({{"skirmish", skirmish}}), {skirmish}},
        {QStringLiteral("skirmish.attack"),
         args({{"skirmish", skirmish},
               {"attackers", QJsonArray{QStringLiteral("konrad")}},
               {"defenders", QJsonArray{QStringLiteral("gromrak")}}}),
         {skirmish}},
        // The map: the demo, a map file, the editor's brushes.
        {QStringLiteral("map.importDemo"), {}, {}},
        {QStringLiteral("map.import"), args({{"map", map}}), {mapName}},
        {QStringLiteral("map.layout"), args({{"name", mapName}, {"columns", 25}}), {mapName}},
        {QStringLiteral("map.background"), args({{"image", pngBase64()}, {"opacity", 0.5}}), {}},
        {QStringLiteral("area.paint"),
         args(
             {{"hexes", QJsonArray{QStringLiteral("0101")}}, {"terrain", QStringLiteral("hills")}}),
         {}},
        {QStringLiteral("area.remove"), args({{"hexes", QJsonArray{QStringLiteral("0101")}}}), {}},
        {QStringLiteral("boundary.set"),
         args({{"sides", QJsonArray{QJsonArray{QStringLiteral("0211"), QStringLiteral("0212")}}},
               {"river", true}}),
         {}},
        // Shipped content, then the referee's own lists.
        {QStringLiteral("armylist.samples"), {}, {}},
        {QStringLiteral("decks.install"), {}, {}},
        {QStringLiteral("armylist.import"),
         args({{"text", QString::fromUtf8(QJsonDocument(list).toJson())}}),
         {race}},
        {QStringLiteral("race.create"),
         args({{"id", QStringLiteral("kor-created")},
               {"race", created},
               {"units",
                [&] {
                    QJsonArray units =
                        picks(ironHill,
                              {QStringLiteral("Shieldbearers"), QStringLiteral("Crossbow Kin"),
                               QStringLiteral("Tunnel Wardens"), QStringLiteral("Ram Riders"),
                               QStringLiteral("Stone Throwers"), QStringLiteral("Forge Engine")});
                    for (const QJsonValue &v :
                         picks(QStringLiteral("sample-ash-waste-raiders"),
                               {QStringLiteral("Ash Foot"), QStringLiteral("Dune Runners"),
                                QStringLiteral("Horse Archers"), QStringLiteral("Ash Lancers"),
                                QStringLiteral("War Wagons"), QStringLiteral("Cinder Beast")}))
                        units.append(v);
                    return units;
                }()},
               {"characters", picks(ironHill, {QStringLiteral("Thane")})}}),
         {created}},
        {QStringLiteral("armylist.remove"),
         args({{"id", QStringLiteral("sample-marsh-goblins")}}),
         {}},
        // Players and nations; the nation takes Coldharbour, a town, as its capital.
        {QStringLiteral("player.add"), args({{"name", player}}), {player}},
        {QStringLiteral("player.add"), args({{"name", player}}), {player}, true},
        {QStringLiteral("player.add"), args({{"name", spare}}), {spare}},
        {QStringLiteral("player.remove"), args({{"player", spare}}), {spare}},
        {QStringLiteral("nation.add"),
         args({{"name", nation},
               {"colour", QStringLiteral("#884422")},
               {"player", player},
               {"armyList", QStringLiteral("kor-list")}}),
         {nation, race}},
        {QStringLiteral("armylist.remove"),
         args({{"id", QStringLiteral("kor-list")}}),
         {nation},
         true},
        {QStringLiteral("player.remove"), args({{"player", player}}), {player, nation}, true},
        {QStringLiteral("nation.edit"),
         args({{"nation", nation}, {"capital", QStringLiteral("0211")}}),
         {nation}},
        {QStringLiteral("area.set"),
         args({{"hex", QStringLiteral("0211")}, {"name", areaName}, {"owner", nation}}),
         {areaName, nation}},
        {QStringLiteral("tally.grant"),
         args({{"nation", nation},
               {"kind", QStringLiteral("population")},
               {"points", 10},
               {"reason", grant}}),
         {nation, grant}},
        // The year's roster, its characters and the army they lead.
        {QStringLiteral("roster.open"), args({{"nation", nation}}), {nation}},
        {QStringLiteral("roster.open"), args({{"nation", nation}}), {nation}, true},
        {QStringLiteral("roster.buy"),
         args({{"nation", nation}, {"unitType", unit}, {"count", 5}}),
         {nation, unit}},
        {QStringLiteral("roster.buy"),
         args({{"nation", nation}, {"unitType", unit}, {"count", 500}}),
         {nation},
         true},
        {QStringLiteral("roster.buy"),
         args({{"nation", nation}, {"unitType", unit}, {"count", -10}}),
         {unit},
         true},
        {QStringLiteral("roster.buy"),
         args({{"nation", nation}, {"unitType", QStringLiteral("Trolls")}, {"count", 1}}),
         {nation, race, unit},
         true},
        {QStringLiteral("roster.loss"),
         args({{"nation", nation}, {"line", 1}, {"count", 1}}),
         {nation, unit}},
        {QStringLiteral("roster.loss"),
         args({{"nation", nation}, {"line", 1}, {"count", 99}}),
         {unit},
         true},
        {QStringLiteral("character.buy"),
         args({{"nation", nation}, {"entry", QStringLiteral("Thane")}, {"name", general}}),
         {nation, general},
         false,
         QStringLiteral("general")},
        {QStringLiteral("character.buy"),
         args({{"nation", nation}, {"entry", QStringLiteral("Clan Champion")}, {"name", hero}}),
         {nation, hero},
         false,
         QStringLiteral("hero")},
        {QStringLiteral("army.place"),
         args({{"nation", nation},
               {"name", army},
               {"general", general},
               {"area", QStringLiteral("0211")}}),
         {nation, army, general, areaName}},
        {QStringLiteral("army.place"),
         args({{"nation", nation},
               {"name", army},
               {"general", general},
               {"area", QStringLiteral("0211")}}),
         {nation, army},
         true},
        {QStringLiteral("army.rename"), args({{"army", army}, {"name", renamed}}), {army, renamed}},
        {QStringLiteral("army.move"),
         args({{"army", renamed},
               {"area", QStringLiteral("0211")},
               {"location", QStringLiteral("countryside")}}),
         {renamed, areaName}},
        {QStringLiteral("army.move"),
         args({{"army", renamed},
               {"area", QStringLiteral("0211")},
               {"location", QStringLiteral("countryside")}}),
         {renamed, areaName},
         true},
        {QStringLiteral("character.status"),
         args({{"character", QStringLiteral("@hero")},
               {"status", QStringLiteral("captured")},
               {"captor", veyra}}),
         {hero, nation}},
        {QStringLiteral("item.bind"),
         args({{"character", QStringLiteral("@general")}, {"card", card}}),
         {general, nation, card}},
        {QStringLiteral("character.drop"),
         args({{"character", QStringLiteral("@hero")}}),
         {hero, nation}},
        {QStringLiteral("character.status"),
         args({{"character", QStringLiteral("@hero")}, {"status", QStringLiteral("active")}}),
         {nation},
         true},
        {QStringLiteral("army.remove"), args({{"army", renamed}}), {renamed}},
        // Tables and decks of the referee's own.
        {QStringLiteral("decks.table.roll"),
         args({{"table", QStringLiteral("chaosLands")}, {"purpose", purpose}}),
         {}},
        {QStringLiteral("decks.table.put"),
         args({{"table",
                [&] {
                    QJsonObject bad = customTable(QStringLiteral("kor"), table);
                    bad.insert(QStringLiteral("modifiers"),
                               QJsonArray{QJsonObject{{QStringLiteral("name"), modifier},
                                                      {QStringLiteral("min"), 3},
                                                      {QStringLiteral("max"), 1}}});
                    return bad;
                }()}}),
         {modifier},
         true},
        {QStringLiteral("decks.content.import"),
         args({{"content",
                [&] {
                    QJsonObject bad = content;
                    QJsonObject omens = customTable(QStringLiteral("omens"), table);
                    omens.insert(QStringLiteral("dice"), dice);
                    bad.insert(QStringLiteral("tables"), QJsonArray{omens});
                    return bad;
                }()}}),
         {dice},
         true},
        {QStringLiteral("decks.table.put"),
         args({{"table", customTable(QStringLiteral("kor"), table)}}),
         {table}},
        {QStringLiteral("decks.table.csv"),
         args({{"table", QStringLiteral("kor")},
               {"csv", QString::fromUtf8(
                           readSource(QStringLiteral("tests/core/decks/fixtures/good.csv")))}}),
         {table}},
        {QStringLiteral("decks.table.roll"), args({{"table", QStringLiteral("kor")}}), {table}},
        {QStringLiteral("decks.table.remove"), args({{"table", QStringLiteral("kor")}}), {table}},
        {QStringLiteral("decks.content.import"), args({{"content", content}}), {}},
        {QStringLiteral("decks.deck.put"),
         args({{"deck", customDeck(QStringLiteral("kor"), deck, cardTitle)}}),
         {deck}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("draw")},
                 {QStringLiteral("holder"), holder},
                 {QStringLiteral("facing"), QStringLiteral("down")}}),
         {cardTitle, holder}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("reveal")},
                 {QStringLiteral("card"), QStringLiteral("banner-1")}}),
         {cardTitle, holder}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("transfer")},
                 {QStringLiteral("card"), QStringLiteral("banner-1")},
                 {QStringLiteral("holder"), QStringLiteral("Blue")}}),
         {cardTitle, holder}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("discard")},
                 {QStringLiteral("card"), QStringLiteral("banner-1")}}),
         {cardTitle}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("reshuffle")}}),
         {deck}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("shuffle")}}),
         {deck}},
        {QStringLiteral("decks.deck.apply"),
         onDeck({{QStringLiteral("op"), QStringLiteral("draw")},
                 {QStringLiteral("holder"), holder},
                 {QStringLiteral("count"), 9}}),
         {deck},
         true},
        {QStringLiteral("decks.deck.remove"), args({{"deck", QStringLiteral("kor")}}), {deck}},
        // Magic items (§2.18): written, one struck out, shuffled and dealt.
        {QStringLiteral("decks.magic.author"),
         args({{"author", author}, {"name", item}, {"points", 50}}),
         {author, item}},
        {QStringLiteral("decks.magic.author"),
         args({{"author", author}, {"name", spare}, {"points", 150}}),
         {author, spare},
         true},
        {QStringLiteral("decks.magic.author"),
         args({{"author", author}, {"name", spare}, {"points", 10}}),
         {author, spare},
         false,
         QStringLiteral("spare")},
        {QStringLiteral("decks.magic.remove"),
         args({{"id", QStringLiteral("@spare")}}),
         {spare, author}},
        {QStringLiteral("decks.magic.author"),
         args({{"author", QStringLiteral("Blue")},
               {"name", QStringLiteral("Crown")},
               {"points", 25}}),
         {}},
        {QStringLiteral("decks.magic.author"),
         args({{"author", QStringLiteral("Blue")},
               {"name", QStringLiteral("Sword")},
               {"points", 25}}),
         {}},
        {QStringLiteral("decks.magic.author"),
         args({{"author", QStringLiteral("Blue")},
               {"name", QStringLiteral("Ring")},
               {"points", 25}}),
         {}},
        {QStringLiteral("decks.magic.build"), {}, {}},
        {QStringLiteral("decks.magic.deal"), args({{"nations", QJsonArray{nation, veyra}}}), {}},
        // The calendar: S-1 is finished (the map makes a campaign); attendance waits for M-0.
        {QStringLiteral("calendar.next"), {}, {QStringLiteral("S-1")}},
        {QStringLiteral("attendance.set"),
         args({{"nation", nation}, {"present", true}}),
         {QStringLiteral("M-0")},
         true},
        // The month's commands each wait for their step (§3.2).
        {QStringLiteral("orders.set"),
         args({{"army", QStringLiteral("1")}, {"kind", QStringLiteral("hold")}}),
         {QStringLiteral("M-1")},
         true},
        {QStringLiteral("orders.clear"),
         args({{"army", QStringLiteral("1")}}),
         {QStringLiteral("M-1")},
         true},
        {QStringLiteral("terrain.pick"),
         args({{"army", QStringLiteral("1")}, {"pick", 3}}),
         {QStringLiteral("M-2B")},
         true},
        {QStringLiteral("terrain.adjust"),
         args({{"army", QStringLiteral("1")}, {"adjustment", QStringLiteral("plus2")}}),
         {QStringLiteral("M-2B")},
         true},
        {QStringLiteral("terrain.strike"),
         args({{"army", QStringLiteral("1")}, {"line", 1}, {"count", 1}}),
         {QStringLiteral("M-2B")},
         true},
        {QStringLiteral("move.answer"),
         args({{"army", QStringLiteral("1")}, {"answer", QStringLiteral("sendBack")}}),
         {QStringLiteral("M-2A"), QStringLiteral("M-2C")},
         true},
        {QStringLiteral("location.choose"),
         args({{"engagement", 1}, {"nation", nation}, {"location", QStringLiteral("poi")}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("stance.declare"),
         args({{"engagement", 1}, {"nation", nation}, {"stance", QStringLiteral("attack")}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("faction.join"),
         args({{"engagement", 1}, {"nation", nation}, {"faction", 1}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("battle.winner"),
         args({{"battle", 1}, {"nation", nation}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("battle.result"),
         args({{"battle", 1}, {"result", QJsonObject{}}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("battle.prepare"), args({{"battle", 1}}), {QStringLiteral("M-3")}, true},
        // The lesser races (§7.7.1) at any time; the pick-up round waits for M-3; the nation
        // holds a marker until it goes.
        {QStringLiteral("lesser.add"), args({{"race", QStringLiteral("kor-list")}}), {race}},
        {QStringLiteral("lesser.adjust"),
         args({{"race", QStringLiteral("kor-list")}, {"nation", nation}, {"markers", 1}}),
         {race, nation}},
        {QStringLiteral("pickup.order"), {}, {QStringLiteral("M-3")}, true},
        {QStringLiteral("pickup.pick"),
         args({{"nation", nation}, {"option", QStringLiteral("B")}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("pickup.result"),
         args({{"game", 1}, {"winner", nation}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("xp.spend"),
         args({{"nation", nation}, {"purchase", QStringLiteral("battleHonour")}}),
         {nation},
         true},
        // Independent armies (§7.7.6): the race of the walk is not independent; moves wait for
        // M-1 to M-2C and meetings for M-3.
        {QStringLiteral("lesser.place"),
         args({{"race", QStringLiteral("kor-list")}, {"area", QStringLiteral("0407")}}),
         {QStringLiteral("has begun")},
         true},
        {QStringLiteral("lesser.move"),
         args({{"race", QStringLiteral("kor-list")}, {"area", QStringLiteral("0407")}}),
         {QStringLiteral("M-2C")},
         true},
        {QStringLiteral("lesser.meet"),
         args({{"race", QStringLiteral("kor-list")},
               {"army", QStringLiteral("1")},
               {"answer", QStringLiteral("retreat")}}),
         {QStringLiteral("M-3")},
         true},
        {QStringLiteral("battle.general"),
         args({{"battle", 1}, {"general", 1}}),
         {QStringLiteral("M-3"), QStringLiteral("M-4")},
         true},
        // NY-2's ransom waits for its step (§2.16).
        {QStringLiteral("ransom.pay"),
         args({{"captive", 1}, {"areas", QJsonArray{QStringLiteral("0407")}}}),
         {QStringLiteral("NY-2")},
         true},
        // NY-4's production and M-4's retreats wait for their steps.
        {QStringLiteral("production.place"),
         args({{"nation", nation},
               {"area", QStringLiteral("0407")},
               {"centre", QStringLiteral("town")}}),
         {QStringLiteral("NY-4")},
         true},
        {QStringLiteral("production.remove"),
         args({{"nation", nation}, {"area", QStringLiteral("0407")}}),
         {QStringLiteral("NY-4")},
         true},
        {QStringLiteral("production.colony"),
         args({{"nation", nation},
               {"area", QStringLiteral("0407")},
               {"choice", QStringLiteral("colony")}}),
         {QStringLiteral("NY-4")},
         true},
        {QStringLiteral("production.done"),
         args({{"nation", nation}}),
         {QStringLiteral("NY-4")},
         true},
        {QStringLiteral("army.retreat"), args({{"army", army}}), {QStringLiteral("M-4")}, true},
        // M-5's routed armies and last-ditch rally (§6.8), the portal after a battle (§6.9).
        {QStringLiteral("army.march"),
         args({{"army", army}, {"area", QStringLiteral("0407")}}),
         {QStringLiteral("M-5")},
         true},
        {QStringLiteral("army.rally"), args({{"army", army}}), {QStringLiteral("M-5")}, true},
        {QStringLiteral("battle.portal"),
         args({{"battle", 1}, {"army", army}, {"area", QStringLiteral("0407")}}),
         {QStringLiteral("M-3"), QStringLiteral("M-4")},
         true},
        // Expeditions (§7.2) and losing a nation (§7.4) wait for their steps or their fleets.
        {QStringLiteral("expedition.outfit"),
         args({{"nation", nation}, {"name", QStringLiteral("Fleet")}}),
         {QStringLiteral("NY-7")},
         true},
        {QStringLiteral("expedition.sail"),
         args({{"expedition", 1}, {"destination", QStringLiteral("ember")}}),
         {QStringLiteral("§7.2")},
         true},
        {QStringLiteral("expedition.ally"),
         args({{"expedition", 1}, {"envoy", QStringLiteral("Brann")}}),
         {QStringLiteral("§7.2")},
         true},
        {QStringLiteral("expedition.land"),
         args({{"expedition", 1}, {"area", QStringLiteral("0407")}}),
         {QStringLiteral("§7.2")},
         true},
        {QStringLiteral("nation.exodus"),
         args({{"nation", nation}}),
         {QStringLiteral("I-65")},
         true},
        {QStringLiteral("nation.rebellion"),
         args({{"nation", nation}, {"town", QStringLiteral("0407")}}),
         {QStringLiteral("NY-2")},
         true},
        {QStringLiteral("nation.country"),
         args({{"nation", nation}, {"landmass", QStringLiteral("ember")}}),
         {QStringLiteral("NY-4")},
         true},
        {QStringLiteral("nation.new"),
         args({{"nation", nation}, {"destination", QStringLiteral("ember")}}),
         {QStringLiteral("NY-7")},
         true},
        // Last, the nation goes with everything it still has.
        {QStringLiteral("nation.remove"), args({{"nation", nation}}), {nation}},
    };
}

/// The arguments with "@name" values replaced by what earlier steps captured.
QJsonObject resolved(QJsonObject args, const QHash<QString, QJsonValue> &captured)
{
    for (auto it = args.begin(); it != args.end(); ++it) {
        const QString text = it.value().toString();
        if (text.startsWith(QLatin1Char('@')))
            it.value() = captured.value(text.mid(1));
    }
    return args;
}

/// The first text of `mentions` missing from `line`, or empty.
QString missingMention(const QString &line, const QStringList &mentions)
{
    for (const QString &m : mentions) {
        if (!line.contains(m))
            return m;
    }
    return {};
}

QString stepProblem(const Step &step, const QString &what, const QString &detail)
{
    return QStringLiteral("%1 %2: %3").arg(step.command, what, detail);
}

/// A row of walk_data(): the names a referee types end with `tag`.
void addTagRows()
{
    QTest::addColumn<QString>("tag");
    QTest::newRow("plain names") << QString();
    QTest::newRow("names holding %1 %2 %3") << QStringLiteral(" %1 %2 %3");
}

} // namespace

class TestCommandWalk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    /// A newly registered command forces its author to add a step to the walk.
    void everyCommandHasAStep()
    {
        QSet<QString> walked;
        for (const Step &step : ::walk({}))
            walked.insert(step.command);
        QStringList missing;
        for (const CommandDefinition &definition : standardCommands().all()) {
            if (!walked.contains(definition.name))
                missing << definition.name;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("commands without a step: ") +
                                               missing.join(QStringLiteral(", "))));
        for (const QString &command : std::as_const(walked))
            QVERIFY2(standardCommands().find(command), qPrintable(command));
    }

    void walk_data() { addTagRows(); }

    /// Each step: done, undone to the state before, redone to the state after; each summary
    /// and refusal names what the referee typed, literally.
    void walk()
    {
        QFETCH(QString, tag);
        TestCampaign c;
        CommandRunner runner(*c.file, standardCommands());
        QHash<QString, QJsonValue> captured;
        for (const Step &step : ::walk(tag)) {
            const QSqlDatabase db = c.file->database();
            const auto before = dumpTables(db);
            const int historyBefore = HistoryLog(db).count();
            const ExecuteResult done = runner.execute(step.command, resolved(step.args, captured));
            if (step.refused) {
                QVERIFY2(!done.ok(), qPrintable(stepProblem(step, QStringLiteral("was not refused"),
                                                            done.summary)));
                QVERIFY2(dumpTables(db) == before && HistoryLog(db).count() == historyBefore,
                         qPrintable(stepProblem(step, QStringLiteral("refused but changed"),
                                                done.message)));
                const QString missing = missingMention(done.message, step.mentions);
                QVERIFY2(missing.isEmpty(),
                         qPrintable(stepProblem(step, QStringLiteral("refusal lacks ") + missing,
                                                done.message)));
                continue;
            }
            QVERIFY2(done.ok(),
                     qPrintable(stepProblem(step, QStringLiteral("failed"), done.message)));
            const QString missing = missingMention(done.summary, step.mentions);
            QVERIFY2(missing.isEmpty(),
                     qPrintable(stepProblem(step, QStringLiteral("summary lacks ") + missing,
                                            done.summary)));
            const auto recorded = HistoryLog(db).nextUndo();
            QVERIFY2(recorded && recorded->summary == done.summary,
                     qPrintable(stepProblem(step, QStringLiteral("history line"),
                                            recorded ? recorded->summary : QString())));
            if (!step.capture.isEmpty())
                captured.insert(step.capture, done.result.value(step.captureKey));
            const auto after = dumpTables(db);

            const ExecuteResult undone = runner.undo();
            QVERIFY2(undone.ok() && dumpTables(db) == before,
                     qPrintable(stepProblem(step, QStringLiteral("undo"),
                                            undone.ok() ? QStringLiteral("not the state before")
                                                        : undone.message)));
            QCOMPARE(undone.summary, done.summary);

            const ExecuteResult redone = runner.redo();
            QVERIFY2(redone.ok() && dumpTables(db) == after,
                     qPrintable(stepProblem(step, QStringLiteral("redo"),
                                            redone.ok() ? QStringLiteral("not the state after")
                                                        : redone.message)));
            QCOMPARE(redone.summary, done.summary);
            QCOMPARE(redone.rolls, done.rolls);
        }
    }

    /// The whole walk undone back to where it started, then, after the campaign is closed and
    /// opened again, redone to its end: every step's changeset is kept in the file.
    void wholeWalk()
    {
        TestCampaign c;
        auto runner = std::make_unique<CommandRunner>(*c.file, standardCommands());
        const auto state = [&c] { return dumpTables(c.file->database()); };
        const auto start = state();
        QHash<QString, QJsonValue> captured;
        QStringList done;
        for (const Step &step : ::walk({})) {
            if (step.refused)
                continue;
            const ExecuteResult r = runner->execute(step.command, resolved(step.args, captured));
            QVERIFY2(r.ok(), qPrintable(stepProblem(step, QStringLiteral("failed"), r.message)));
            if (!step.capture.isEmpty())
                captured.insert(step.capture, r.result.value(step.captureKey));
            done << step.command;
        }
        QVERIFY(done.size() > 30);
        const auto end = state();

        for (qsizetype i = done.size() - 1; i >= 0; --i) {
            const ExecuteResult r = runner->undo();
            QVERIFY2(
                r.ok(),
                qPrintable(
                    QStringLiteral("undo of %1 in the whole walk: %2").arg(done.at(i), r.message)));
        }
        QCOMPARE(runner->undo().status, CommandStatus::NothingToUndo);
        QVERIFY2(state() == start, "the whole walk undone is not the state it started from");

        runner.reset();
        c.reopen();
        runner = std::make_unique<CommandRunner>(*c.file, standardCommands());
        for (const QString &command : std::as_const(done)) {
            const ExecuteResult r = runner->redo();
            QVERIFY2(
                r.ok(),
                qPrintable(
                    QStringLiteral("redo of %1 in the whole walk: %2").arg(command, r.message)));
        }
        QCOMPARE(runner->redo().status, CommandStatus::NothingToRedo);
        QVERIFY2(state() == end, "the whole walk redone is not its end");
    }
};

QTEST_GUILESS_MAIN(TestCommandWalk)
#include "tst_commandwalk.moc"
