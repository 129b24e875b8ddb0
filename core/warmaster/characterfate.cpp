#include "core/warmaster/characterfate.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::CharacterFate)
};

/// The fate a referee's chart gives a total, when its row names one of the rule's words.
template <typename Fate>
std::optional<Fate> fromChart(const FateChart *chart, int total, std::initializer_list<Fate> fates)
{
    const QString word = chart ? chart->fateFor(total) : QString();
    for (const Fate fate : fates) {
        if (!word.isEmpty() && word == QLatin1String(fateKey(fate)))
            return fate;
    }
    return std::nullopt;
}

/// The chart's dice, or the default d6.
int rollChart(dice::Dice &dice, const FateChart *chart, const QString &purpose)
{
    if (chart && !chart->rows.empty())
        return dice.roll(chart->dice, purpose.toStdString()).total;
    return dice.d(6, purpose.toStdString());
}

} // namespace

CharacterFate characterResultChart(int face)
{
    if (face <= 2)
        return CharacterFate::Killed;
    if (face <= 4)
        return CharacterFate::Captured;
    return CharacterFate::Escaped;
}

ItemFate itemEscapeTable(int face)
{
    if (face <= 2)
        return ItemFate::Lost;
    if (face <= 4)
        return ItemFate::Captured;
    return ItemFate::Escaped;
}

bool captiveEscapeChart(int face)
{
    return face >= 6;
}

bool captiveRollsThisMonth(int capturedYear, int capturedMonth, int year, int month)
{
    return year * 12 + month > capturedYear * 12 + capturedMonth;
}

QString fateName(CharacterFate fate)
{
    switch (fate) {
    case CharacterFate::Killed:
        //: a character's fate after a battle
        return Tr::tr("killed");
    case CharacterFate::Captured:
        //: a character's fate after a battle
        return Tr::tr("captured");
    case CharacterFate::Escaped:
        //: a character's fate after a battle
        return Tr::tr("escaped");
    }
    return {};
}

QString fateName(ItemFate fate)
{
    switch (fate) {
    case ItemFate::Lost:
        //: a magic item's fate after a battle
        return Tr::tr("lost");
    case ItemFate::Captured:
        //: a magic item's fate after a battle
        return Tr::tr("captured by the enemy");
    case ItemFate::Escaped:
        //: a magic item's fate after a battle
        return Tr::tr("back to its owner's roster");
    }
    return {};
}

const char *fateKey(CharacterFate fate)
{
    switch (fate) {
    case CharacterFate::Killed:
        return "killed";
    case CharacterFate::Captured:
        return "captured";
    case CharacterFate::Escaped:
        return "escaped";
    }
    return "escaped";
}

const char *fateKey(ItemFate fate)
{
    switch (fate) {
    case ItemFate::Lost:
        return "lost";
    case ItemFate::Captured:
        return "captured";
    case ItemFate::Escaped:
        return "escaped";
    }
    return "lost";
}

QString CharacterFateRoll::explain() const
{
    if (takenByIndependent)
        //: %1 the die
        return Tr::tr("§6.4 character result chart (I-24): rolled %1: captured, but an "
                      "independent army holds no captives: lost as if killed (§7.7.6)")
            .arg(face);
    if (chart != fate)
        //: %1 the die, %2 the chart's word ("captured"), %3 the fate that stands ("escaped")
        return Tr::tr(
                   "§6.4 character result chart (I-24): rolled %1: %2, which counts as %3 on the "
                   "winning side (winnersNotCaptured)")
            .arg(face)
            .arg(fateName(chart), fateName(fate));
    //: %1 the die, %2 the fate ("killed")
    return Tr::tr("§6.4 character result chart (I-24): rolled %1: %2")
        .arg(face)
        .arg(fateName(fate));
}

CharacterFateRoll againstIndependentArmy(CharacterFateRoll roll)
{
    if (roll.fate == CharacterFate::Captured) {
        roll.fate = CharacterFate::Killed;
        roll.takenByIndependent = true;
    }
    return roll;
}

CharacterFateRoll resolveCharacterFate(int face, bool onWinningSide,
                                       const CampaignSettings &settings, const FateChart *chart)
{
    CharacterFateRoll roll;
    roll.face = face;
    roll.chart = fromChart(chart, face,
                           {CharacterFate::Killed, CharacterFate::Captured, CharacterFate::Escaped})
                     .value_or(characterResultChart(face));
    roll.fate = roll.chart;
    roll.onWinningSide = onWinningSide;
    roll.winnersNotCaptured = settings.winnersNotCaptured;
    if (roll.chart == CharacterFate::Captured && onWinningSide && settings.winnersNotCaptured)
        roll.fate = CharacterFate::Escaped;
    return roll;
}

CharacterFateRoll rollCharacterFate(dice::Dice &dice, const QString &characterName,
                                    bool onWinningSide, const CampaignSettings &settings,
                                    const FateChart *chart)
{
    //: why a die is rolled, shown in the dice log; %1 is a character's name
    const QString purpose = Tr::tr("Character result: %1").arg(characterName);
    return resolveCharacterFate(rollChart(dice, chart, purpose), onWinningSide, settings, chart);
}

bool itemsRoll(CharacterFate bearerFate, bool slainInBaseContact)
{
    return bearerFate == CharacterFate::Captured ||
           (bearerFate == CharacterFate::Killed && slainInBaseContact);
}

bool itemKeptWithoutRoll(CharacterFate bearerFate)
{
    return bearerFate == CharacterFate::Escaped;
}

QString ItemFateRoll::explain() const
{
    if (fate != ItemFate::Lost)
        //: %1 the die, %2 the fate ("captured by the enemy")
        return Tr::tr("§6.5 item escape table (I-26): rolled %1: %2").arg(face).arg(fateName(fate));
    //: %1 the die
    return (reshuffled
                ? Tr::tr("§6.5 item escape table (I-26): rolled %1: lost, shuffled back into "
                         "the magic item deck (lostItemsReshuffled)")
                : Tr::tr("§6.5 item escape table (I-26): rolled %1: lost for good "
                         "(lostItemsReshuffled off)"))
        .arg(face);
}

ItemFateRoll resolveItemFate(int face, const CampaignSettings &settings, const FateChart *chart)
{
    return {face,
            fromChart(chart, face, {ItemFate::Lost, ItemFate::Captured, ItemFate::Escaped})
                .value_or(itemEscapeTable(face)),
            settings.lostItemsReshuffled};
}

ItemFateRoll rollItemFate(dice::Dice &dice, const QString &item, const QString &bearer,
                          const CampaignSettings &settings, const FateChart *chart)
{
    //: why a die is rolled, shown in the dice log; %1 a magic item, %2 its bearer
    const QString purpose = Tr::tr("Item escape: %1 (carried by %2)").arg(item, bearer);
    return resolveItemFate(rollChart(dice, chart, purpose), settings, chart);
}

} // namespace herald::warmaster
