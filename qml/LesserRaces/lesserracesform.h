#pragma once

#include "app/gui/campaignform.h"

#include <QVariantList>
#include <QVariantMap>

namespace herald::lesser {

/// The Lesser Races page's back end (§7.7, §7.8, issue 18): the races on their tracks with the
/// affiliation markers, the month's pick-up round, each nation's experience, and the commands
/// that change them (add a race, draw the picking order, pick, enter a pick-up result, spend
/// experience), one undoable command each.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class LesserRacesForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// Per race: id, race, box, boxIndex (0..4, 4 = Independent), markers ({nation, colour,
    /// count}).
    Q_PROPERTY(QVariantList races READ races NOTIFY changed)
    /// The races a player may pick to lead (every race not Independent, §7.7.3).
    Q_PROPERTY(QStringList pickableRaces READ pickableRaces NOTIFY changed)
    /// How many races the rules put in play (§2.18: player countries - 2).
    Q_PROPERTY(int racesInPlay READ racesInPlay NOTIFY changed)
    /// Army lists not yet in play: {id, race}.
    Q_PROPERTY(QVariantList armyLists READ armyLists NOTIFY changed)
    /// Whether the campaign stands at M-3, where the pick-up round is played.
    Q_PROPERTY(bool roundStep READ roundStep NOTIFY changed)
    /// The month's round (order, picks, next, finished, games with text and result); empty
    /// before the order is drawn.
    Q_PROPERTY(QVariantMap round READ round NOTIFY changed)
    /// Per nation: nation, colour, earned, spent, balance.
    Q_PROPERTY(QVariantList experience READ experience NOTIFY changed)
    /// Per Independent race (§7.7.6): race, placed, and when placed area, areaId, controller,
    /// held.
    Q_PROPERTY(QVariantList independents READ independents NOTIFY changed)
    /// At M-3, armies standing with an independent army, not answered yet: race, army, area.
    Q_PROPERTY(QVariantList contacts READ contacts NOTIFY changed)

public:
    explicit LesserRacesForm(QObject *parent = nullptr);

    [[nodiscard]] QVariantList races() const { return m_races; }
    [[nodiscard]] QStringList pickableRaces() const { return m_pickableRaces; }
    [[nodiscard]] int racesInPlay() const { return m_racesInPlay; }
    [[nodiscard]] QVariantList armyLists() const { return m_armyLists; }
    [[nodiscard]] bool roundStep() const { return m_roundStep; }
    [[nodiscard]] QVariantMap round() const { return m_round; }
    [[nodiscard]] QVariantList experience() const { return m_experience; }
    [[nodiscard]] QVariantList independents() const { return m_independents; }
    [[nodiscard]] QVariantList contacts() const { return m_contacts; }

    /// Puts the race of an army list in play, in box 0 (§7.7.1).
    Q_INVOKABLE bool addRace(const QString &armyList);
    /// Draws this month's picking order with the dice (§7.7.3).
    Q_INVOKABLE bool drawOrder();
    /// The next nation's pick: option "A" (with a race), "B" or "C" (§7.7.3, I-72).
    Q_INVOKABLE bool pick(const QString &nation, const QString &option, const QString &race);
    /// A pick-up battle's result: the winning nation or race, or "draw"; vp is the national
    /// army's victory points when one fought (for experience, §2.15), or negative for none.
    Q_INVOKABLE bool enterResult(int game, const QString &winner, const QString &nation, int vp);
    /// Places an Independent race's army in an area (XXYY) (§7.7.6).
    Q_INVOKABLE bool placeArmy(const QString &race, const QString &area);
    /// The independent army's move of the turn, one area (§7.7.6, I-75).
    Q_INVOKABLE bool moveArmy(const QString &race, const QString &area);
    /// An army's answer to the independent army it meets: "battle" or "retreat"; area, when
    /// not empty, is the referee's pick among equal retreats (I-76).
    Q_INVOKABLE bool meet(const QString &race, const QString &army, const QString &answer,
                          const QString &area);

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    QVariantList m_races;
    QStringList m_pickableRaces;
    int m_racesInPlay = 0;
    QVariantList m_armyLists;
    bool m_roundStep = false;
    QVariantMap m_round;
    QVariantList m_experience;
    QVariantList m_independents;
    QVariantList m_contacts;
};

} // namespace herald::lesser
