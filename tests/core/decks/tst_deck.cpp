// Deck operations as pure functions of a deck value and the dice (rules §1.7: POI, treasure,
// terrain, random event and magic item decks), their refusals, and reproducible shuffles.
#include "core/decks/content.h"
#include "core/decks/deck.h"
#include "testsupport.h"

#include <QJsonDocument>
#include <QtTest>

using namespace herald::decks;
using herald::decks::test::seeded;
using herald::decks::test::typed;

namespace {

Card card(const char *id, const char *title)
{
    return Card{QLatin1String(id), QString::fromUtf8(title), {}, {}, {}};
}

/// A deck in mid-campaign: three cards to draw, one discarded, one held face down by Blue,
/// one removed from the game.
Deck sampleDeck()
{
    Deck d;
    d.id = QStringLiteral("poi");
    d.title = QStringLiteral("POI deck");
    d.provenance = {Origin::HouseDefault, QStringLiteral("§10 #3")};
    d.cards = {card("ring", "Ring of Stones"), card("rock", "Magic Rock"),
               card("tower", "Wizards Tower"), card("portal", "Magic portal"),
               card("tree", "Golden Tree"),    card("skulls", "Skull Pile")};
    d.drawPile = {QStringLiteral("ring"), QStringLiteral("rock"), QStringLiteral("tower")};
    d.discardPile = {QStringLiteral("portal")};
    d.inPlay = {{QStringLiteral("tree"), QStringLiteral("Blue"), Facing::Down}};
    d.removed = {QStringLiteral("skulls")};
    return d;
}

Deck numberedDeck(int count)
{
    Deck d;
    d.id = QStringLiteral("terrain");
    d.title = QStringLiteral("Terrain cards");
    for (int i = 1; i <= count; ++i)
        d.cards.push_back(
            Card{QStringLiteral("c%1").arg(i), QStringLiteral("Card %1").arg(i), {}, {}, {}});
    return freshDeck(d);
}

DeckOperation op(const char *json)
{
    const auto parsed = operationFromJson(QJsonDocument::fromJson(json).object());
    if (!parsed)
        qFatal("bad operation %s: %s", json, qPrintable(parsed.error().errorString()));
    return parsed.value();
}

DeckChange applied(const Deck &deck, const DeckOperation &operation)
{
    auto dice = seeded();
    auto result = apply(deck, operation, dice);
    if (!result)
        qFatal("refused: %s", qPrintable(describe(result.error())));
    return std::move(result).value();
}

} // namespace

class TestDeck : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void drawFaceDown();
    void drawSeveralFaceUp();
    void reveal();
    void discard();
    void returnToPile_data();
    void returnToPile();
    void transfer();
    void removeFromGame_data();
    void removeFromGame();
    void addCard();
    void refusals_data();
    void refusals();
    void shuffleIsFisherYatesOnTheDice();
    void shuffleRecordsEveryRoll();
    void shuffleIsReproducible();
    void reshuffleDiscards();
    void typedShuffleDieRejected();
    void checkDeckFindsProblems_data();
    void checkDeckFindsProblems();
    void operationJsonRoundTrip_data();
    void operationJsonRoundTrip();
    void deckJsonRoundTrip();
};

// §1.7, §5.3: a POI card is drawn face down for a POI battle; the history line names it.
void TestDeck::drawFaceDown()
{
    const Deck before = sampleDeck();
    const DeckChange c = applied(before, DrawCards{QStringLiteral("Blue"), Facing::Down, 1});
    QCOMPARE(c.summary, QStringLiteral("Drew 'Ring of Stones' face down for Blue"));
    QCOMPARE(c.cardIds, QStringList{QStringLiteral("ring")});
    QCOMPARE(c.deck.drawPile, (QStringList{QStringLiteral("rock"), QStringLiteral("tower")}));
    QVERIFY(c.deck.held(QStringLiteral("ring")));
    QCOMPARE(c.deck.held(QStringLiteral("ring"))->facing, Facing::Down);
    QCOMPARE(c.deck.held(QStringLiteral("ring"))->holder, QStringLiteral("Blue"));
    QCOMPARE(c.deck.heldBy(QStringLiteral("Blue")).size(), std::size_t(2));
    QVERIFY(c.rolls.empty());
    QCOMPARE(before, sampleDeck()); // the input value is untouched
    QVERIFY(checkDeck(c.deck).isEmpty());
}

// §2.12: each side draws several terrain cards at once.
void TestDeck::drawSeveralFaceUp()
{
    const DeckChange c = applied(numberedDeck(10), DrawCards{QStringLiteral("Red"), Facing::Up, 6});
    QCOMPARE(c.cardIds.size(), 6);
    QCOMPARE(c.deck.drawPile.size(), 4);
    QCOMPARE(c.deck.heldBy(QStringLiteral("Red")).size(), std::size_t(6));
    QVERIFY(
        c.summary.startsWith(QStringLiteral("Drew 6 cards face up for Red: 'Card 1', 'Card 2'")));
}

// §5.3: the POI card is turned over once both armies are deployed.
void TestDeck::reveal()
{
    const DeckChange c = applied(sampleDeck(), RevealCard{QStringLiteral("tree")});
    QCOMPARE(c.deck.held(QStringLiteral("tree"))->facing, Facing::Up);
    QCOMPARE(c.summary, QStringLiteral("Revealed 'Golden Tree' held by Blue"));
}

void TestDeck::discard()
{
    const DeckChange c = applied(sampleDeck(), DiscardCard{QStringLiteral("tree")});
    QVERIFY(!c.deck.held(QStringLiteral("tree")));
    QCOMPARE(c.deck.discardPile.last(), QStringLiteral("tree"));
    QCOMPARE(c.summary, QStringLiteral("Discarded 'Golden Tree' held by Blue"));
}

void TestDeck::returnToPile_data()
{
    QTest::addColumn<QString>("cardId");
    QTest::addColumn<int>("position");
    QTest::addColumn<int>("expectedIndex");

    QTest::newRow("held card to the top") << "tree" << int(PilePosition::Top) << 0;
    QTest::newRow("held card to the bottom") << "tree" << int(PilePosition::Bottom) << 3;
    QTest::newRow("discarded card to the top") << "portal" << int(PilePosition::Top) << 0;
    QTest::newRow("discarded card to the bottom") << "portal" << int(PilePosition::Bottom) << 3;
}

void TestDeck::returnToPile()
{
    QFETCH(QString, cardId);
    QFETCH(int, position);
    QFETCH(int, expectedIndex);
    const DeckChange c = applied(sampleDeck(), ReturnCard{cardId, PilePosition(position)});
    QCOMPARE(c.deck.drawPile.indexOf(cardId), expectedIndex);
    QCOMPARE(c.deck.place(cardId), CardPlace::DrawPile);
    QVERIFY(checkDeck(c.deck).isEmpty());
}

// §6.5: a captured magic item changes owner.
void TestDeck::transfer()
{
    const DeckChange c =
        applied(sampleDeck(), TransferCard{QStringLiteral("tree"), QStringLiteral("Red")});
    QCOMPARE(c.deck.held(QStringLiteral("tree"))->holder, QStringLiteral("Red"));
    QCOMPARE(c.deck.held(QStringLiteral("tree"))->facing, Facing::Down);
    QCOMPARE(c.summary, QStringLiteral("Gave 'Golden Tree' from Blue to Red"));
}

void TestDeck::removeFromGame_data()
{
    QTest::addColumn<QString>("cardId");
    QTest::newRow("from the draw pile") << "rock";
    QTest::newRow("from the discard pile") << "portal";
    QTest::newRow("from play (an item lost for good, §6.5)") << "tree";
}

void TestDeck::removeFromGame()
{
    QFETCH(QString, cardId);
    const DeckChange c = applied(sampleDeck(), RemoveCard{cardId});
    QCOMPARE(c.deck.place(cardId), CardPlace::Removed);
    QVERIFY(checkDeck(c.deck).isEmpty());
}

void TestDeck::addCard()
{
    const DeckChange c =
        applied(sampleDeck(), AddCard{card("keep", "Wizard's keep"), PilePosition::Bottom});
    QCOMPARE(c.deck.drawPile.last(), QStringLiteral("keep"));
    QVERIFY(c.deck.card(QStringLiteral("keep")));
    QVERIFY(checkDeck(c.deck).isEmpty());
}

// Every misuse is a typed refusal and the deck comes back as it was.
void TestDeck::refusals_data()
{
    QTest::addColumn<bool>("emptyDeck");
    QTest::addColumn<QByteArray>("operation");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");

    const auto row = [](const char *name, bool empty, const char *json, DeckErrorCode code,
                        const char *msg) {
        QTest::newRow(name) << empty << QByteArray(json) << int(code) << QString::fromUtf8(msg);
    };
    row("draw from an empty pile", true, R"({"op":"draw","holder":"Blue"})",
        DeckErrorCode::EmptyDrawPile,
        "The draw pile of 'POI deck' is empty; reshuffle the discards first (§1.7).");
    row("draw more than are left", false, R"({"op":"draw","holder":"Blue","count":4})",
        DeckErrorCode::NotEnoughCards,
        "Cannot draw 4 cards from 'POI deck': only 3 are left in the draw pile (§1.7).");
    row("draw for nobody", false, R"({"op":"draw","holder":""})", DeckErrorCode::MissingHolder,
        "Say who receives the card from 'POI deck'.");
    row("draw zero cards", false, R"({"op":"draw","holder":"Blue","count":0})",
        DeckErrorCode::BadCount, "Cannot draw 0 cards from 'POI deck': draw at least one.");
    row("reveal an unknown card", false, R"({"op":"reveal","card":"dragon"})",
        DeckErrorCode::UnknownCard, "'POI deck' has no card 'dragon'.");
    row("reveal a card in the draw pile", false, R"({"op":"reveal","card":"ring"})",
        DeckErrorCode::CardNotInPlay, "Card 'ring' of 'POI deck' is not in play: nobody holds it.");
    row("reveal a removed card", false, R"({"op":"reveal","card":"skulls"})",
        DeckErrorCode::CardRemoved, "Card 'skulls' of 'POI deck' has been removed from the game.");
    row("discard a card nobody holds", false, R"({"op":"discard","card":"portal"})",
        DeckErrorCode::CardNotInPlay,
        "Card 'portal' of 'POI deck' is not in play: nobody holds it.");
    row("return a card already in the draw pile", false, R"({"op":"return","card":"rock"})",
        DeckErrorCode::CardInDrawPile, "Card 'rock' of 'POI deck' is already in the draw pile.");
    row("return a removed card", false, R"({"op":"return","card":"skulls"})",
        DeckErrorCode::CardRemoved, "Card 'skulls' of 'POI deck' has been removed from the game.");
    row("return an unknown card", false, R"({"op":"return","card":"dragon"})",
        DeckErrorCode::UnknownCard, "'POI deck' has no card 'dragon'.");
    row("shuffle an empty draw pile", true, R"({"op":"shuffle"})", DeckErrorCode::EmptyDrawPile,
        "The draw pile of 'POI deck' is empty; reshuffle the discards first (§1.7).");
    row("reshuffle with no discards", true, R"({"op":"reshuffle"})",
        DeckErrorCode::EmptyDiscardPile, "'POI deck' has no discards to shuffle back.");
    row("transfer a card in the discard pile", false,
        R"({"op":"transfer","card":"portal","holder":"Red"})", DeckErrorCode::CardNotInPlay,
        "Card 'portal' of 'POI deck' is not in play: nobody holds it.");
    row("transfer to its holder", false, R"({"op":"transfer","card":"tree","holder":"Blue"})",
        DeckErrorCode::SameHolder, "Card 'tree' of 'POI deck' is already held by Blue.");
    row("transfer to nobody", false, R"({"op":"transfer","card":"tree","holder":""})",
        DeckErrorCode::MissingHolder, "Say who receives the card from 'POI deck'.");
    row("remove a removed card", false, R"({"op":"remove","card":"skulls"})",
        DeckErrorCode::CardRemoved, "Card 'skulls' of 'POI deck' has been removed from the game.");
    row("remove an unknown card", false, R"({"op":"remove","card":"dragon"})",
        DeckErrorCode::UnknownCard, "'POI deck' has no card 'dragon'.");
    row("add a card with a taken id", false,
        R"({"op":"add","card":{"id":"ring","title":"Another ring"}})",
        DeckErrorCode::DuplicateCardId, "'POI deck' already has a card with the id 'ring'.");
}

void TestDeck::refusals()
{
    QFETCH(bool, emptyDeck);
    QFETCH(QByteArray, operation);
    QFETCH(int, code);
    QFETCH(QString, message);

    Deck deck = sampleDeck();
    if (emptyDeck) {
        deck.drawPile.clear();
        deck.discardPile.clear();
        deck.cards.erase(deck.cards.begin(), deck.cards.begin() + 4);
    }
    const Deck before = deck;
    auto dice = seeded();
    const DeckResult result = apply(deck, op(operation.constData()), dice);
    QVERIFY(!result);
    QCOMPARE(int(result.error().code), code);
    QCOMPARE(describe(result.error()), message);
    QCOMPARE(deck, before);
    QVERIFY(dice.rolls().empty());
}

// Fisher-Yates from the bottom: position i swaps with the die's pick among 0..i.
void TestDeck::shuffleIsFisherYatesOnTheDice()
{
    QStringList ids{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c"),
                    QStringLiteral("d")};
    auto dice = typed({1, 3, 1}); // d4 → swap 3↔0; d3 → 2 stays; d2 → swap 1↔0
    shuffleIds(ids, dice, QStringLiteral("test"));
    QCOMPARE(ids, (QStringList{QStringLiteral("b"), QStringLiteral("d"), QStringLiteral("c"),
                               QStringLiteral("a")}));
    QCOMPARE(dice.rolls().size(), std::size_t(1)); // issue 15: one line in the dice log
    QCOMPARE(dice.rolls()[0].faces, (std::vector<int>{1, 3, 1}));
    QCOMPARE(dice.rolls()[0].notation, std::string("d4\u2026d2"));
    QCOMPARE(dice.rolls()[0].expression.count, 3);
    QCOMPARE(dice.rolls()[0].expression.sides, 4);
}

// DESIGN "Dice": every roll is recorded with its purpose; issue 15: a shuffle's dice (a d12
// down to a d2) are one roll, one line of the log, with the very faces a die-by-die shuffle
// draws from the same seed.
void TestDeck::shuffleRecordsEveryRoll()
{
    auto dice = seeded();
    const DeckResult r = apply(numberedDeck(12), ShuffleDrawPile{}, dice);
    QVERIFY(r);
    QCOMPARE(r.value().rolls.size(), std::size_t(1));
    QCOMPARE(r.value().rolls, dice.rolls());
    const herald::dice::Roll &roll = r.value().rolls.front();
    QCOMPARE(QString::fromStdString(roll.purpose), QStringLiteral("Shuffle Terrain cards"));
    QCOMPARE(roll.notation, std::string("d12\u2026d2"));
    auto dieByDie = seeded();
    std::vector<int> faces;
    for (int sides = 12; sides > 1; --sides)
        faces.push_back(dieByDie.d(sides, "one die"));
    QCOMPARE(roll.faces, faces);
    QCOMPARE(r.value().summary,
             QStringLiteral("Shuffled the draw pile of Terrain cards (12 cards)"));
    QCOMPARE(r.value().deck.drawPile.size(), 12);
    QVERIFY(checkDeck(r.value().deck).isEmpty());
}

void TestDeck::shuffleIsReproducible()
{
    const Deck deck = numberedDeck(36);
    auto first = seeded(77);
    auto second = seeded(77);
    auto other = seeded(78);
    const QStringList a = apply(deck, ShuffleDrawPile{}, first).value().deck.drawPile;
    const QStringList b = apply(deck, ShuffleDrawPile{}, second).value().deck.drawPile;
    const QStringList c = apply(deck, ShuffleDrawPile{}, other).value().deck.drawPile;
    QCOMPARE(a, b);
    QVERIFY(a != c);
    QVERIFY(a != deck.drawPile);
    QStringList sorted = a;
    std::sort(sorted.begin(), sorted.end());
    QStringList original = deck.drawPile;
    std::sort(original.begin(), original.end());
    QCOMPARE(sorted, original);
}

void TestDeck::reshuffleDiscards()
{
    const DeckChange c = applied(sampleDeck(), ReshuffleDiscards{});
    QVERIFY(c.deck.discardPile.isEmpty());
    QCOMPARE(c.deck.drawPile.size(), 4);
    QVERIFY(c.deck.drawPile.contains(QStringLiteral("portal")));
    QCOMPARE(c.rolls.size(), std::size_t(1));
    QCOMPARE(c.rolls.front().faces.size(), std::size_t(3));
    QCOMPARE(c.summary,
             QStringLiteral("Shuffled 1 discards back into POI deck (4 cards in the draw pile)"));
}

// DESIGN "Dice": a typed face the die cannot show refuses the whole operation.
void TestDeck::typedShuffleDieRejected()
{
    const Deck deck = numberedDeck(3);
    auto dice = typed({7});
    const DeckResult r = apply(deck, ShuffleDrawPile{}, dice);
    QVERIFY(!r);
    QCOMPARE(r.error().code, DeckErrorCode::DiceEntryRejected);
    QVERIFY(describe(r.error()).contains(QStringLiteral("a d3 cannot show 7")));
}

void TestDeck::checkDeckFindsProblems_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<QString>("problem");
    QTest::newRow("card in two piles")
        << 0 << "Card 'ring' of deck 'POI deck' is in two places at once.";
    QTest::newRow("card nowhere")
        << 1 << "Card 'portal' of deck 'POI deck' is in no pile and nobody holds it.";
    QTest::newRow("unknown id in a pile")
        << 2 << "The draw pile of deck 'POI deck' names 'ghost', which is not one of its cards.";
    QTest::newRow("held by nobody")
        << 3 << "Card 'tree' of deck 'POI deck' is in play but nobody holds it.";
    QTest::newRow("duplicate card id") << 4 << "Deck 'POI deck' has two cards with the id 'ring'.";
}

void TestDeck::checkDeckFindsProblems()
{
    QFETCH(int, breakage);
    QFETCH(QString, problem);
    Deck d = sampleDeck();
    QVERIFY(checkDeck(d).isEmpty());
    switch (breakage) {
    case 0:
        d.discardPile << QStringLiteral("ring");
        break;
    case 1:
        d.discardPile.clear();
        break;
    case 2:
        d.drawPile << QStringLiteral("ghost");
        break;
    case 3:
        d.inPlay.front().holder.clear();
        break;
    case 4:
        d.cards.push_back(card("ring", "Second ring"));
        break;
    }
    QVERIFY2(checkDeck(d).contains(problem), qPrintable(checkDeck(d).join(QLatin1Char('\n'))));
}

// The history stores each operation's arguments as JSON and replays them.
void TestDeck::operationJsonRoundTrip_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("draw") << QByteArray(
        R"({"op":"draw","holder":"Blue","facing":"down","count":2})");
    QTest::newRow("reveal") << QByteArray(R"({"op":"reveal","card":"tree"})");
    QTest::newRow("discard") << QByteArray(R"({"op":"discard","card":"tree"})");
    QTest::newRow("return") << QByteArray(R"({"op":"return","card":"tree","position":"bottom"})");
    QTest::newRow("shuffle") << QByteArray(R"({"op":"shuffle"})");
    QTest::newRow("reshuffle") << QByteArray(R"({"op":"reshuffle"})");
    QTest::newRow("transfer") << QByteArray(R"({"op":"transfer","card":"tree","holder":"Red"})");
    QTest::newRow("remove") << QByteArray(R"({"op":"remove","card":"tree"})");
    QTest::newRow("add") << QByteArray(
        R"({"op":"add","card":{"id":"x","title":"X","text":"t","fields":{"points":5},"tags":["magic-item"]},"position":"top"})");
}

void TestDeck::operationJsonRoundTrip()
{
    QFETCH(QByteArray, json);
    const QJsonObject object = QJsonDocument::fromJson(json).object();
    const DeckOperation operation = op(json.constData());
    QCOMPARE(operationToJson(operation), object);
    QVERIFY(operationFromJson(operationToJson(operation)).value() == operation);
}

// The db layer stores a deck with its state; it must come back equal.
void TestDeck::deckJsonRoundTrip()
{
    const Deck deck = sampleDeck();
    const auto back = deckFromJson(deckToJson(deck));
    QVERIFY2(back, back ? "" : qPrintable(back.error().errorString()));
    QCOMPARE(back.value(), deck);
}

QTEST_GUILESS_MAIN(TestDeck)
#include "tst_deck.moc"
