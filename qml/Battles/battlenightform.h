#pragma once

#include "app/gui/campaignform.h"

#include <QUrl>
#include <QVariantList>

namespace herald::battles {

/// The Battles page's back end (issue 18): the briefs of the month's pending battles for the
/// page to show, printing them with their result forms, and entering a result from a filled-in
/// sheet (docs/battle-result-format.md) as one undoable command.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class BattleNightForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// One map per pending battle: number, title, kind, area, terrain, location, pointsPerSide,
    /// terrainDrawn, terrainKept, terrainReason, objective, fortifications, ending, result,
    /// resultLines, portalArmies, prepared, eventCard, firstPlacer, poiDrawn, poiCard (empty while
    /// face down), bought (the §2.15 honours and scenarios), and sides (role, armies, deployment,
    /// nations: heading, units, characters, mobs; and for the result form lines: nation, line,
    /// label; people: id, name; nationNames).
    Q_PROPERTY(QVariantList battles READ battles NOTIFY changed)

public:
    explicit BattleNightForm(QObject *parent = nullptr);

    [[nodiscard]] QVariantList battles() const { return m_battles; }

    /// Writes the brief and result form of battle `number` (or of every battle, with -1) to
    /// `file` as a PDF on A4 or, with `letter`, on Letter paper.
    Q_INVOKABLE bool printBriefs(int number, const QUrl &file, bool letter);
    /// Prepares battle `number`'s table (§5.10): its event card, a POI battle's card face down,
    /// the first terrain placer by a d6.
    Q_INVOKABLE bool prepare(int number);
    /// Turns over battle `number`'s POI card, once both armies are deployed (§5.3).
    Q_INVOKABLE bool revealPoi(int number);
    /// Enters battle `number`'s result from the page's result form: `sheet` is a result sheet
    /// (docs/battle-result-format.md); `typedFaces` the dice rolled at the table, in order
    /// (survival rolls, then characters, then items), or empty for Herald's dice.
    Q_INVOKABLE bool enterSheet(int number, const QVariantMap &sheet, const QString &typedFaces);
    /// Checks a player's typed battle army (§5.10): `text` one entry per line ("3 Spearmen",
    /// "2 mobs", a character's name) for `nation` in battle `number`. Changes nothing; gives
    /// {ok, lines (each entry's points and the total), problems (each naming the entry)}.
    Q_INVOKABLE QVariantMap checkList(int number, const QString &nation, const QString &text) const;
    /// What `nation` may buy with its experience before its battle (§2.15): {nation, balance,
    /// alreadyBought (the purchase made for its next battle in words, or empty), purchases: [{key,
    /// label, affordable}], armies: the nation's armies by name}.
    Q_INVOKABLE QVariantMap experienceOffer(const QString &nation) const;
    /// One experience purchase for `nation` (xp.spend): `purchase` a key of the offer, `army`
    /// the army a battle honour is rolled for, `typedFaces` the die rolled at the table for an
    /// honour or a scenario, or empty for Herald's die. The summary says the roll and what it
    /// bought.
    Q_INVOKABLE bool spendExperience(const QString &nation, const QString &purchase,
                                     const QString &army, const QString &typedFaces);
    /// Moves a winning army of battle `number` through the magic portal it was fought at to
    /// `area` (XXYY), §6.9, I-37.
    Q_INVOKABLE bool goThroughPortal(int number, const QString &army, const QString &area);
    /// Enters battle `number`'s result from a result sheet file (JSON): VP, winner, level and
    /// survival rolls, rolled by Herald.
    Q_INVOKABLE bool enterResult(int number, const QUrl &file);

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    QVariantList m_battles;
};

} // namespace herald::battles
