#pragma once

#include "app/gui/campaignform.h"

namespace herald::gui {

/// The auto-resolve odds of one battle for the page's chart (§15.4): N battles played by the
/// policy from the board as it stands (or from the armies before the set-ups), as shares of
/// attacker wins, defender wins and undecided runs, with the mean losses. A read: it records
/// nothing and takes nothing from the campaign's dice. Cleared when the battle changes.
class BoardOddsForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString battle READ battle WRITE setBattle NOTIFY changed)
    Q_PROPERTY(int runs READ runs WRITE setRuns NOTIFY changed)
    Q_PROPERTY(bool ready READ ready NOTIFY changed)
    Q_PROPERTY(double attackerShare READ attackerShare NOTIFY changed)
    Q_PROPERTY(double defenderShare READ defenderShare NOTIFY changed)
    Q_PROPERTY(double undecidedShare READ undecidedShare NOTIFY changed)
    /// The odds in words, with the placeholder notice while it applies.
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    /// Mean losses per side, one line each.
    Q_PROPERTY(QString lossText READ lossText NOTIFY changed)

public:
    explicit BoardOddsForm(QObject *parent = nullptr);

    [[nodiscard]] QString battle() const { return m_battle; }
    void setBattle(const QString &name);
    [[nodiscard]] int runs() const { return m_runs; }
    void setRuns(int runs);
    [[nodiscard]] bool ready() const { return m_ready; }
    [[nodiscard]] double attackerShare() const { return m_shares[0]; }
    [[nodiscard]] double defenderShare() const { return m_shares[1]; }
    [[nodiscard]] double undecidedShare() const { return m_shares[2]; }
    [[nodiscard]] QString summary() const { return m_summary; }
    [[nodiscard]] QString lossText() const { return m_losses.join(QLatin1Char('\n')); }

    /// Simulates `runs` battles; false with error() when none can be played.
    Q_INVOKABLE bool simulate();

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    QString m_battle;
    int m_runs = 1000;
    bool m_ready = false;
    std::array<double, 3> m_shares{};
    QString m_summary;
    QStringList m_losses;
};

} // namespace herald::gui
