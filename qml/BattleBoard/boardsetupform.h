#pragma once

#include "app/gui/campaignform.h"
#include "app/services/battleboard/boardquery.h"

namespace herald::gui {

/// The secret set-up of one battle for two players at one screen (§3): the attacker places
/// his army, a hand-over screen hides it, then the defender places his; both are revealed
/// only when the second is in (board.setup). Reloads when the battle's armies changed.
class BoardSetupForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The battle being set up, by name.
    Q_PROPERTY(QString battle READ battle WRITE setBattle NOTIFY changed)
    /// "attacker" or "defender": whose set-up is asked for now.
    Q_PROPERTY(QString side READ side NOTIFY changed)
    Q_PROPERTY(QString army READ army NOTIFY changed)
    Q_PROPERTY(QString otherArmy READ otherArmy NOTIFY changed)
    /// The attacker's set-up is in and the screen waits for the defender to take it.
    Q_PROPERTY(bool handOverPending READ handOverPending NOTIFY changed)
    /// The units to place, in army order ("infantry #1").
    Q_PROPERTY(QStringList units READ units NOTIFY changed)
    /// The spaces a unit may start in (§3.2): keys, and their names for the reader.
    Q_PROPERTY(QStringList places READ places NOTIFY changed)
    Q_PROPERTY(QStringList placeNames READ placeNames NOTIFY changed)
    /// The set-up the form starts from, one place key per unit: the auto-resolver's (§15.1),
    /// a legal one the player then changes.
    Q_PROPERTY(QStringList startingPlacements READ startingPlacements NOTIFY changed)

public:
    explicit BoardSetupForm(QObject *parent = nullptr);

    [[nodiscard]] QString battle() const { return m_battle; }
    void setBattle(const QString &name);
    [[nodiscard]] QString side() const;
    [[nodiscard]] QString army() const;
    [[nodiscard]] QString otherArmy() const;
    [[nodiscard]] bool handOverPending() const;
    [[nodiscard]] QStringList units() const;
    [[nodiscard]] QStringList places() const;
    [[nodiscard]] QStringList placeNames() const;
    [[nodiscard]] QStringList startingPlacements() const;
    /// The index of a place key in `places`, 0 when unknown.
    Q_INVOKABLE int placeIndex(const QString &place) const
    {
        return int(std::max<qsizetype>(0, places().indexOf(place)));
    }

    /// Confirms the set-up: one place key per unit, in army order. Refused (nothing stored)
    /// when a line space is left without a brigade (§3.3).
    Q_INVOKABLE bool confirm(const QStringList &placements);
    /// Confirms the auto-resolver's placement (§15.1) for this side.
    Q_INVOKABLE bool placeAutomatically();
    /// The defender has the screen: his set-up is asked for.
    Q_INVOKABLE void handOver();

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    [[nodiscard]] herald::battleboard::Side setupSide() const;
    bool confirmWith(const QString &key, const QJsonValue &value);

    QString m_battle;
    std::optional<app::battleboard::Board> m_board;
    bool m_handedOver = false;
};

} // namespace herald::gui
