#include "app/services/decks/effectsentence.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cstdlib>

namespace herald::app::decks {

namespace {

constexpr const char *kContext = "herald::app::decks::EffectSentence";

/// The translation context of this file's sentences (lupdate reads it from the macro; the
/// tables below name it in each QT_TRANSLATE_NOOP).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::decks::EffectSentence)
};

/// How a count is said; each a sentence with %1 the number and %2 what is counted.
enum class Frame
{
    Gained,
    Lost,
    OrLost,
    HealerLost,
    Draw,
    Keep,
    Landmass,
};

QString frameText(Frame frame)
{
    switch (frame) {
    case Frame::Gained:
        //: what a row gives: %1 a number, %2 what is counted ("1 machine unit")
        return Tr::tr("%1 %2");
    case Frame::Lost:
        //: %1 a number, %2 what is counted ("2 cavalry units lost")
        return Tr::tr("%1 %2 lost");
    case Frame::OrLost:
        //: the other choice of a loss: %1 a number, %2 what is counted
        return Tr::tr("or %1 %2 lost");
    case Frame::HealerLost:
        //: the loss when a healer sails: %1 a number, %2 what is counted
        return Tr::tr("with a healer: %1 %2 lost");
    case Frame::Draw:
        //: %1 a number of cards, %2 "card" or "cards"
        return Tr::tr("draw %1 %2");
    case Frame::Keep:
        //: %1 a number of cards, %2 "card" or "cards"
        return Tr::tr("keep %1 %2");
    case Frame::Landmass:
        //: %1 a number of areas, %2 "area" or "areas"
        return Tr::tr("a landmass of %1 %2");
    }
    return {};
}

/// A number of things gained (a positive value) or lost (a negative one).
struct Quantity
{
    const char *key;
    const char *one;  ///< what is counted, one of it ("machine unit")
    const char *many; ///< the same, several ("machine units")
    Frame gained;
    Frame lost;
};

// The keys of the shipped WarMaster tables (resources/warmaster/tables) that count something.
constexpr Quantity kQuantities[] = {
    {"units", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "units"), Frame::Gained, Frame::Lost},
    {"infantryUnits", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "infantry unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "infantry units"), Frame::Gained,
     Frame::Lost},
    {"cavalryUnits", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "cavalry unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "cavalry units"), Frame::Gained,
     Frame::Lost},
    {"monsterUnits", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "monster unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "monster units"), Frame::Gained,
     Frame::Lost},
    {"specialUnits", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "special unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "special units"), Frame::Gained,
     Frame::Lost},
    {"machineUnits", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "machine unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "machine units"), Frame::Gained,
     Frame::Lost},
    {"villages", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "village"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "villages"), Frame::Gained,
     Frame::Lost},
    {"characterPoints", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "character point"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "character points"), Frame::Gained,
     Frame::Lost},
    {"advantages", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "advantage"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "advantages"), Frame::Gained,
     Frame::Lost},
    {"boats", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "boat"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "boats"), Frame::Gained, Frame::Lost},
    {"areas", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "area"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "areas"), Frame::Landmass,
     Frame::Lost},
    {"draw", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "card"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "cards"), Frame::Draw, Frame::Draw},
    {"keep", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "card"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "cards"), Frame::Keep, Frame::Keep},
    {"boatsWithHealer", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "boat"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "boats"), Frame::Gained,
     Frame::HealerLost},
    {"unitsWithHealer", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "units"), Frame::Gained,
     Frame::HealerLost},
    {"orBoats", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "boat"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "boats"), Frame::Gained,
     Frame::OrLost},
    {"orShips", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "ship"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "ships"), Frame::Gained,
     Frame::OrLost},
    {"orUnits", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "unit"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "units"), Frame::Gained,
     Frame::OrLost},
};

/// A yes-or-no outcome, said both ways.
struct Outcome
{
    const char *key;
    const char *yes;
    const char *no;
};

constexpr Outcome kOutcomes[] = {
    {"escaped", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "escapes"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "does not escape")},
    {"survives", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "survives"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "does not survive")},
    {"rallied", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "rallies"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "does not rally")},
    {"automatic", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "no roll needed"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "a roll is needed")},
    {"winnerEqualsLoser",
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "both sides scored the same"),
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "the sides' scores differ")},
};

/// A number that is a threshold or a ratio rather than a count ("rallies on 6+").
struct Threshold
{
    const char *key;
    const char *sentence;
};

constexpr Threshold kThresholds[] = {
    {"piratePool",
     QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "%1 more in the pirate pool")},
    {"xp", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "costs %1 experience")},
    {"rallyOn", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "rallies on %1+")},
    {"winnerAboveTimesLoser", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence",
                                                "the winner scored more than %1 times the loser")},
    {"winnerAtLeastTimesLoser", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence",
                                                  "the winner scored at least %1 times the loser")},
    {"winnerBelowTimesLoser", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence",
                                                "the winner scored less than %1 times the loser")},
};

/// A key whose value is one of the content's own names ("seaMonster"), written as words.
struct Named
{
    const char *key;
    const char *label;
};

constexpr Named kNamed[] = {
    {"event", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Event: %1")},
    {"honour", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Battle honour: %1")},
    {"scenario", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Scenario: %1")},
    {"engagement", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Engagement: %1")},
    {"fate", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Fate: %1")},
    {"level", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Victory level: %1")},
    {"restore", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Restores: %1")},
    {"chaosTown", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "The town %1")},
    {"drawDeck", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Draw from: %1")},
    {"fightTable", QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "Fight on: %1")},
};

/// The names the shipped tables and decks give their results, as words a referee reads; a
/// referee's own content keeps its names (words()).
struct ContentName
{
    const char *key;
    const char *words;
};

constexpr ContentName kContentNames[] = {
    {"aquaticNation", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "aquatic nation")},
    {"artillery", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "artillery")},
    {"assault", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "assault")},
    {"baggageRaid", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "baggage raid")},
    {"battle", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "battle")},
    {"captured", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "captured")},
    {"cavalry", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "cavalry")},
    {"characterResult", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "character result")},
    {"chariots", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "chariots")},
    {"chronicle", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "chronicle")},
    {"destinationReached",
     QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "destination reached")},
    {"disease", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "disease")},
    {"draw", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "draw")},
    {"escaped", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "escaped")},
    {"excellentWeather", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "excellent weather")},
    {"fearedName", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "feared name")},
    {"flankMarch", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "flank march")},
    {"godsSmile", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "the gods smile")},
    {"goodWeather", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "good weather")},
    {"holdTheCrossing", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "hold the crossing")},
    {"honourOfTheRealm",
     QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "honour of the realm")},
    {"infantry", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "infantry")},
    {"killed", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "killed")},
    {"lastLight", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "last light")},
    {"lost", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "lost")},
    {"lostAtSea", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "lost at sea")},
    {"magicItems", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "magic items")},
    {"major", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "major victory")},
    {"meetingEngagement",
     QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "meeting engagement")},
    {"minor", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "minor victory")},
    {"monsters", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "monsters")},
    {"mountHardship",
     QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "hardship for the mounts")},
    {"moves", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "moves")},
    {"mutiny", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "mutiny")},
    {"newIsland", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "new island")},
    {"pirates", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "pirates")},
    {"pitchedBattle", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "pitched battle")},
    {"poiBattle", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "battle at a POI")},
    {"proudStandard", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "proud standard")},
    {"rout", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "rout")},
    {"sailing", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "sailing on")},
    {"scouts", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "scouts")},
    {"seaMonster", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "sea monster")},
    {"siege", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "siege")},
    {"specials", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "specials")},
    {"stays", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "stays")},
    {"steadyVeterans", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "steady veterans")},
    {"storm", QT_TRANSLATE_NOOP("herald::app::decks::ContentName", "storm")},
};

QString translated(const char *source)
{
    return QCoreApplication::translate(kContext, source);
}

/// "seaMonster" -> "sea monster": a content name read as words.
QString words(const QString &name)
{
    static const QRegularExpression hump(QStringLiteral("(?<=[a-z0-9])(?=[A-Z])"));
    return name.split(hump).join(QLatin1Char(' ')).toLower();
}

template <typename T, std::size_t N> const T *find(const T (&entries)[N], const QString &key)
{
    for (const T &entry : entries)
        if (key == QLatin1String(entry.key))
            return &entry;
    return nullptr;
}

/// A content name as words in the language shown: a shipped name translated, another one
/// split at its capitals.
QString contentName(const QString &name)
{
    if (const ContentName *known = find(kContentNames, name))
        return QCoreApplication::translate("herald::app::decks::ContentName", known->words);
    return words(name);
}

} // namespace

QString effectSentence(const QString &key, const QString &value)
{
    bool isNumber = false;
    const int number = value.toInt(&isNumber);
    if (const Quantity *q = find(kQuantities, key); q && isNumber) {
        const int count = std::abs(number);
        return frameText(number < 0 ? q->lost : q->gained)
            .arg(QString::number(count), translated(count == 1 ? q->one : q->many));
    }
    if (const Threshold *t = find(kThresholds, key); t && isNumber)
        return translated(t->sentence).arg(number);
    if (const Outcome *o = find(kOutcomes, key))
        return translated(value == QLatin1String("true") ? o->yes : o->no);
    if (const Named *n = find(kNamed, key))
        return translated(n->label).arg(contentName(value));
    //: an effect of a custom table: %1 is its name in words, %2 its value
    return translated(QT_TRANSLATE_NOOP("herald::app::decks::EffectSentence", "%1: %2"))
        .arg(words(key), value);
}

} // namespace herald::app::decks
