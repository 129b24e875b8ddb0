#pragma once

#include "core/dice/dice.h"
#include "core/warmaster/campaignsettings.h"
#include "core/warmaster/fatechart.h"

#include <QString>

namespace herald::warmaster {

/// What became of a character removed from the table (§6.4, I-24).
enum class CharacterFate
{
    Killed,
    Captured,
    Escaped,
};

/// What became of a magic item whose bearer was captured or slain in base contact (§6.5, I-26).
enum class ItemFate
{
    Lost,
    Captured,
    Escaped,
};

/// The character result chart's default (§10 #7, I-24): d6 1-2 killed, 3-4 captured, 5-6
/// escaped.
[[nodiscard]] CharacterFate characterResultChart(int face);

/// The escape table for magic items' default (§10 #9, I-26): d6 1-2 lost, 3-4 captured, 5-6
/// escaped.
[[nodiscard]] ItemFate itemEscapeTable(int face);

/// The captive escape chart's default (§10 #8, I-25): d6, only a 6 escapes.
[[nodiscard]] bool captiveEscapeChart(int face);

/// Whether a captive rolls for escape at M-5 of (year, month): every month after the month of
/// his capture, never in it (§6.4, I-25).
[[nodiscard]] bool captiveRollsThisMonth(int capturedYear, int capturedMonth, int year, int month);

/// One character's result roll, with what the chart said and what stands after the
/// winnersNotCaptured setting (I-24).
struct CharacterFateRoll
{
    int face = 0;
    CharacterFate chart = CharacterFate::Escaped; ///< as the chart reads the die
    CharacterFate fate = CharacterFate::Escaped;  ///< after winnersNotCaptured
    bool onWinningSide = false;
    bool winnersNotCaptured = true;
    /// Captured by an independent lesser race, which holds no captives: lost as if killed.
    bool takenByIndependent = false;

    /// "§6.4 rolled 3: captured" or "rolled 4: captured, counts as escaped (winning side, I-24)".
    [[nodiscard]] QString explain() const;
};

/// The roll of a character whose enemy is an independent lesser-race army (§7.7.6): no nation
/// is there to hold him, so a capture counts as killed (there is no one to ransom him from).
[[nodiscard]] CharacterFateRoll againstIndependentArmy(CharacterFateRoll roll);

/// Reads a die already rolled: the chart (the referee's `chart` when given and its row names a
/// fate, else the default), then winnersNotCaptured for the winning side.
[[nodiscard]] CharacterFateRoll resolveCharacterFate(int face, bool onWinningSide,
                                                     const CampaignSettings &settings,
                                                     const FateChart *chart = nullptr);

/// Rolls for the character (its purpose names him): the referee's chart's dice, or one d6,
/// and resolves the total.
[[nodiscard]] CharacterFateRoll rollCharacterFate(dice::Dice &dice, const QString &characterName,
                                                  bool onWinningSide,
                                                  const CampaignSettings &settings,
                                                  const FateChart *chart = nullptr);

/// Whether a bearer's items roll on the escape table (§6.5): only when he is captured, or
/// killed by an enemy character fighting him in base contact. A bearer killed any other way
/// loses them without a roll; an escaped bearer keeps them.
[[nodiscard]] bool itemsRoll(CharacterFate bearerFate, bool slainInBaseContact);

/// What becomes of an item that does not roll (§6.5): kept when the bearer escaped, lost
/// otherwise. Only meaningful when itemsRoll() is false.
[[nodiscard]] bool itemKeptWithoutRoll(CharacterFate bearerFate);

/// One item's escape-table roll (§6.5, I-26).
struct ItemFateRoll
{
    int face = 0;
    ItemFate fate = ItemFate::Lost;
    bool reshuffled = true; ///< a lost item goes back into the deck (lostItemsReshuffled)

    /// "§6.5 rolled 2: lost, shuffled back into the magic item deck".
    [[nodiscard]] QString explain() const;
};

/// Reads a die already rolled on the referee's `chart` when given and its row names a fate,
/// else on the default escape table.
[[nodiscard]] ItemFateRoll resolveItemFate(int face, const CampaignSettings &settings,
                                           const FateChart *chart = nullptr);

/// Rolls for the item (its purpose names the item and its bearer): the referee's chart's dice,
/// or one d6, and resolves the total.
[[nodiscard]] ItemFateRoll rollItemFate(dice::Dice &dice, const QString &item,
                                        const QString &bearer, const CampaignSettings &settings,
                                        const FateChart *chart = nullptr);

/// The translated word for a fate, as the explanations use it ("killed").
[[nodiscard]] QString fateName(CharacterFate fate);
[[nodiscard]] QString fateName(ItemFate fate);
/// The stored key of a fate ("killed", "captured", "escaped"; "lost" for items).
[[nodiscard]] const char *fateKey(CharacterFate fate);
[[nodiscard]] const char *fateKey(ItemFate fate);

} // namespace herald::warmaster
