// Magic items (rules §2.18, §1.7, I-31): each author writes up to 150 points of items, all of
// them are shuffled into one deck, and each nation draws two at the start (T-16, T-17).
#include "core/decks/content.h"
#include "core/decks/magicitems.h"
#include "testsupport.h"

#include <QtTest>

using namespace herald::decks;
using herald::decks::test::seeded;

namespace {

MagicItem item(const char *id, int points, const char *author = "Red")
{
    return MagicItem{QLatin1String(id), QStringLiteral("Item %1").arg(QLatin1String(id)), points,
                     QStringLiteral("Does something."), QLatin1String(author)};
}

std::vector<MagicItem> authored(const std::vector<MagicItem> &items)
{
    std::vector<MagicItem> list;
    for (const MagicItem &i : items) {
        auto next = authorItem(list, i);
        if (!next)
            qFatal("refused: %s", qPrintable(describe(next.error())));
        list = std::move(next).value();
    }
    return list;
}

} // namespace

class TestMagicItems : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void authorCap_data();
    void authorCap();
    void otherRefusals_data();
    void otherRefusals();
    void editingAnItemRechecksTheCap();
    void deckFromItems();
    void dealTwoPerNation();
    void dealIsReproducible();
    void dealRefusedWhenTooFewItems();
    void sampleItemsFitTheCap();
};

// §2.18, T-16: 60 + 50 + 45 = 155 is refused; 60 + 50 + 40 = 150 is accepted.
void TestMagicItems::authorCap_data()
{
    QTest::addColumn<int>("third");
    QTest::addColumn<bool>("accepted");
    QTest::addColumn<QString>("message");
    QTest::newRow("60 + 50 + 45 = 155: refused, 40 remain")
        << 45 << false
        << "Red cannot add 'Item c' (45 points): Red's items already use 110 of 150 points, so "
           "only 40 remain "
           "(§2.18, I-31).";
    QTest::newRow("60 + 50 + 40 = 150: accepted") << 40 << true << QString();
    QTest::newRow("60 + 50 + 41 = 151: refused")
        << 41 << false
        << "Red cannot add 'Item c' (41 points): Red's items already use 110 of 150 points, so "
           "only 40 remain "
           "(§2.18, I-31).";
}

void TestMagicItems::authorCap()
{
    QFETCH(int, third);
    QFETCH(bool, accepted);
    QFETCH(QString, message);
    const std::vector<MagicItem> before =
        authored({item("a", 60), item("b", 50), item("z", 150, "Blue")});
    const auto result = authorItem(before, item("c", third));
    QCOMPARE(result.ok(), accepted);
    if (accepted) {
        QCOMPARE(pointsAuthored(result.value(), QStringLiteral("Red")), 150);
        QCOMPARE(result.value().size(), std::size_t(4));
    } else {
        QCOMPARE(result.error().code, MagicItemRefusalCode::OverAuthorLimit);
        QCOMPARE(result.error().remaining(), 40);
        QCOMPARE(describe(result.error()), message);
    }
}

void TestMagicItems::otherRefusals_data()
{
    QTest::addColumn<int>("breakage");
    QTest::addColumn<int>("code");
    QTest::newRow("no id") << 0 << int(MagicItemRefusalCode::MissingId);
    QTest::newRow("no name") << 1 << int(MagicItemRefusalCode::MissingName);
    QTest::newRow("no author") << 2 << int(MagicItemRefusalCode::MissingAuthor);
    QTest::newRow("zero points") << 3 << int(MagicItemRefusalCode::PointsNotPositive);
    QTest::newRow("one item over 150 on its own")
        << 4 << int(MagicItemRefusalCode::OverAuthorLimit);
}

void TestMagicItems::otherRefusals()
{
    QFETCH(int, breakage);
    QFETCH(int, code);
    MagicItem i = item("x", 20);
    switch (breakage) {
    case 0:
        i.id.clear();
        break;
    case 1:
        i.name = QStringLiteral("  ");
        break;
    case 2:
        i.author.clear();
        break;
    case 3:
        i.points = 0;
        break;
    case 4:
        i.points = 151;
        break;
    }
    const auto result = authorItem({}, i);
    QVERIFY(!result);
    QCOMPARE(int(result.error().code), code);
    QVERIFY(!describe(result.error()).isEmpty());
}

// Raising an item's points counts the new value, not both.
void TestMagicItems::editingAnItemRechecksTheCap()
{
    const std::vector<MagicItem> list = authored({item("a", 60), item("b", 50)});
    const auto raised = authorItem(list, item("b", 90));
    QVERIFY(raised);
    QCOMPARE(pointsAuthored(raised.value(), QStringLiteral("Red")), 150);
    QCOMPARE(raised.value().size(), std::size_t(2));
    const auto tooMuch = authorItem(list, item("b", 91));
    QVERIFY(!tooMuch);
    QCOMPARE(tooMuch.error().used, 60);
    QCOMPARE(tooMuch.error().remaining(), 90);
}

// §1.7: the items become the cards of one deck, shuffled with the campaign's dice.
void TestMagicItems::deckFromItems()
{
    const std::vector<MagicItem> items =
        authored({item("a", 60), item("b", 50), item("c", 30, "Blue")});
    const auto deck = magicItemDeck(items);
    QVERIFY(deck);
    QCOMPARE(deck.value().drawPile,
             (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    const Card *a = deck.value().card(QStringLiteral("a"));
    QCOMPARE(fieldValue(a->fields, QStringLiteral("points")), QStringLiteral("60"));
    QCOMPARE(magicItemFromCard(*a), std::optional(items.front()));

    std::vector<MagicItem> overCap = items;
    overCap.push_back(item("d", 41));
    const auto refused = magicItemDeck(overCap);
    QVERIFY(!refused);
    QCOMPARE(refused.error().itemId, QStringLiteral("d"));
}

// §2.18, T-17: five nations each draw two items, one round at a time, each draw recorded.
void TestMagicItems::dealTwoPerNation()
{
    std::vector<MagicItem> items;
    for (int i = 0; i < 12; ++i)
        items.push_back(item(QByteArray::number(i).constData(), 10, i < 6 ? "Red" : "Blue"));
    const Deck deck = magicItemDeck(items).value();
    auto dice = seeded();
    const Deck shuffled = apply(deck, ShuffleDrawPile{}, dice).value().deck;
    const QStringList nations{QStringLiteral("Red"), QStringLiteral("Blue"),
                              QStringLiteral("White"), QStringLiteral("Brown"),
                              QStringLiteral("Yellow")};
    const DeckResult dealt = dealStartingItems(shuffled, nations, dice);
    QVERIFY(dealt);
    const DeckChange &c = dealt.value();
    QCOMPARE(c.summary, QStringLiteral("Dealt 2 magic items to each of 5 nations"));
    QCOMPARE(c.details.size(), 10);
    QCOMPARE(c.cardIds, shuffled.drawPile.mid(0, 10));
    QCOMPARE(c.deck.drawPile, shuffled.drawPile.mid(10));
    for (const QString &nation : nations) {
        QCOMPARE(c.deck.heldBy(nation).size(), std::size_t(2));
        QCOMPARE(c.deck.heldBy(nation).front().facing, Facing::Down);
    }
    const QString firstTitle = c.deck.card(shuffled.drawPile.first())->title;
    QCOMPARE(c.details.first(), QStringLiteral("Drew '%1' face down for Red").arg(firstTitle));
    QVERIFY(checkDeck(c.deck).isEmpty());
}

void TestMagicItems::dealIsReproducible()
{
    std::vector<MagicItem> items;
    for (int i = 0; i < 8; ++i)
        items.push_back(item(QByteArray::number(i).constData(), 10));
    const Deck deck = magicItemDeck(items).value();
    const auto run = [&](std::uint64_t seed) {
        auto dice = seeded(seed);
        const Deck shuffled = apply(deck, ShuffleDrawPile{}, dice).value().deck;
        return dealStartingItems(shuffled, {QStringLiteral("Red"), QStringLiteral("Blue")}, dice)
            .value()
            .cardIds;
    };
    QCOMPARE(run(5), run(5));
    QVERIFY(run(5) != run(6));
}

void TestMagicItems::dealRefusedWhenTooFewItems()
{
    const Deck deck =
        magicItemDeck(authored({item("a", 10), item("b", 10), item("c", 10)})).value();
    auto dice = seeded();
    const DeckResult dealt =
        dealStartingItems(deck, {QStringLiteral("Red"), QStringLiteral("Blue")}, dice);
    QVERIFY(!dealt);
    QCOMPARE(dealt.error().code, DeckErrorCode::NotEnoughCards);
    QCOMPARE(describe(dealt.error()), QStringLiteral("Cannot draw 4 cards from 'Magic item deck': "
                                                     "only 3 are left in the draw pile (§1.7)."));
}

// §10 #2: the shipped sample items respect the per-author cap.
void TestMagicItems::sampleItemsFitTheCap()
{
    const auto content = parseContent(herald::decks::test::sourceFile(
        QStringLiteral("resources/warmaster/decks/magic-items-sample.json")));
    QVERIFY(content);
    std::vector<MagicItem> items;
    for (const Card &card : content.value().decks.front().cards) {
        const auto i = magicItemFromCard(card);
        QVERIFY2(i, qPrintable(card.id));
        items.push_back(*i);
    }
    QVERIFY(magicItemDeck(items));
    QVERIFY(!items.empty());
}

QTEST_GUILESS_MAIN(TestMagicItems)
#include "tst_magicitems.moc"
