#pragma once

#include "app/gui/campaignform.h"
#include "app/hexwarrender/hexwarpainter.h"
#include "app/services/hexwar/gamequery.h"

#include <QImage>
#include <QUrl>
#include <QVariantList>

namespace herald::gui {

/// The hex game desk's state for QML (issue 20): the campaign's hex games, the one shown, its
/// turn and score tracks, the reinforcement box, and the referee's pointer work on the board:
/// a counter picked shows where it may go (a drop there moves it, elsewhere is refused with the
/// rule); in a combat phase own counters picked are the attackers and an enemy clicked is the
/// defender; after a result the hexes to retreat or advance into. Every change is a command.
class HexGameDesk : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList games READ games NOTIFY changed)
    /// The file's hex maps (the map editor's), which a new game may be played on.
    Q_PROPERTY(QStringList hexMaps READ hexMaps NOTIFY changed)
    /// What the new game form offers: the scenario's own map, then hexMaps.
    Q_PROPERTY(QStringList mapChoices READ mapChoices NOTIFY changed)
    Q_PROPERTY(int currentGame READ currentGame WRITE setCurrentGame NOTIFY changed)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY changed)
    Q_PROPERTY(QString phaseLabel READ phaseLabel NOTIFY changed)
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    Q_PROPERTY(int turns READ turns NOTIFY changed)
    Q_PROPERTY(double blackEagleVp READ blackEagleVp NOTIFY changed)
    Q_PROPERTY(double karameikanVp READ karameikanVp NOTIFY changed)
    /// What the referee is asked to do next, in a sentence ("Pick the hex ... retreats to").
    Q_PROPERTY(QString prompt READ prompt NOTIFY changed)
    /// A combat's advance may be declined now.
    Q_PROPERTY(bool advanceOpen READ advanceOpen NOTIFY changed)
    Q_PROPERTY(QString selected READ selected NOTIFY changed)
    Q_PROPERTY(QStringList attackers READ attackers NOTIFY changed)
    /// Under the setting combat.ad_affects = chosen, an attack of several units names the one
    /// an AD turns over before the roll (C6, A12).
    Q_PROPERTY(bool adChoiceNeeded READ adChoiceNeeded NOTIFY changed)
    /// The units off the map: {id, label, status, mayEnter, setUp} each.
    Q_PROPERTY(QVariantList reinforcements READ reinforcements NOTIFY changed)
    /// The scanned map kept with the game shown (hexgame.underlay), and how strongly the hexes
    /// are drawn over it.
    Q_PROPERTY(bool hasUnderlay READ hasUnderlay NOTIFY changed)
    Q_PROPERTY(double underlayOpacity READ underlayOpacity NOTIFY changed)

public:
    explicit HexGameDesk(QObject *parent = nullptr);

    [[nodiscard]] QStringList games() const { return m_names; }
    [[nodiscard]] QStringList hexMaps() const { return m_hexMaps; }
    [[nodiscard]] QStringList mapChoices() const;
    [[nodiscard]] int currentGame() const { return m_current; }
    void setCurrentGame(int index);
    [[nodiscard]] bool hasGame() const { return m_game.has_value(); }
    [[nodiscard]] QString phaseLabel() const;
    [[nodiscard]] int turn() const { return m_game ? m_game->state.turn : 0; }
    [[nodiscard]] int turns() const { return m_game ? m_game->scenario().turns : 0; }
    [[nodiscard]] double blackEagleVp() const;
    [[nodiscard]] double karameikanVp() const;
    [[nodiscard]] QString prompt() const;
    [[nodiscard]] bool advanceOpen() const;
    [[nodiscard]] QString selected() const { return m_selected; }
    [[nodiscard]] QStringList attackers() const { return m_attackers; }
    [[nodiscard]] QVariantList reinforcements() const;
    [[nodiscard]] bool hasUnderlay() const { return !m_underlay.isNull(); }
    [[nodiscard]] double underlayOpacity() const { return m_underlayOpacity; }
    [[nodiscard]] const QImage &underlayImage() const { return m_underlay; }

    /// Starts a game of the shipped scenario, or (scenarioFile not empty) of a scenario file in
    /// Herald's format, with the referee's settings by configuration key (a command), on its own
    /// map or (hexMap not empty) one of the file's hex maps.
    Q_INVOKABLE bool newGame(const QString &name, const QVariantMap &settings,
                             const QString &hexMap = {}, const QUrl &scenarioFile = {});
    /// A click on a hex: picks or drops a counter, names attackers and the defender, or makes
    /// the retreat or advance asked for. Emits defenderChosen when an attack is ready.
    Q_INVOKABLE void clickHex(const QString &hex);
    /// Picks a counter (on the map or in the reinforcement box), showing where it may go.
    Q_INVOKABLE void pick(const QString &unitId);
    /// A counter dropped on a hex: moved along the cheapest legal path there, placed at set-up,
    /// or refused with the rule that forbids it.
    Q_INVOKABLE bool drop(const QString &unitId, const QString &hex);
    /// The column of the attack on `defender` and how it is reached, before the roll (C6).
    Q_INVOKABLE QString oddsText(const QString &defender) const;
    [[nodiscard]] bool adChoiceNeeded() const;
    /// Resolves the attack with the campaign's die, or the face typed (1-6; 0: roll); `adUnit`
    /// when adChoiceNeeded().
    Q_INVOKABLE bool attack(const QString &defender, int typedFace, const QString &adUnit = {});
    /// The last attack's roll, row and result, in words.
    Q_INVOKABLE QString lastCombatText() const { return m_lastCombat; }
    Q_INVOKABLE bool hold(const QString &unitId);
    Q_INVOKABLE bool declineAdvance();
    Q_INVOKABLE bool endPhase();
    /// Keeps a scanned map (PNG or JPEG) under the game's hexes, or none; sets how strongly the
    /// hexes are drawn over it (0 to 1). Each one command.
    Q_INVOKABLE bool setUnderlay(const QUrl &image);
    Q_INVOKABLE bool clearUnderlay();
    Q_INVOKABLE bool setUnderlayOpacity(double opacity);
    /// Writes the game shown (map, counters, turn and score) as a PDF on A4 or Letter.
    Q_INVOKABLE bool printGame(const QUrl &file, bool letter);
    /// The unit standing in a hex, or "".
    Q_INVOKABLE QString unitAt(const QString &hex) const;
    Q_INVOKABLE QString unitLabel(const QString &unitId) const;
    /// "0518 heavy forest, Riverfork Keep (keep): Fury in the West (6-3)" for the hex under the
    /// pointer.
    Q_INVOKABLE QString describeHex(const QString &hex) const;
    /// Where play is: the unit picked, where a counter picked off the map may come on, or the
    /// first counter of the side whose turn it is.
    Q_INVOKABLE QString focusHex() const;

    /// What the board paints now.
    [[nodiscard]] hexwarrender::HexwarScene scene() const;
    /// The game's map, or nullptr with no game.
    [[nodiscard]] const herald::hexwar::HexwarMap *map() const
    {
        return m_game ? &m_game->map : nullptr;
    }

Q_SIGNALS:
    void changed();
    /// Another game is shown.
    void currentGameChanged();
    /// Attackers are named and an enemy was clicked: the page opens the combat dialog.
    void defenderChosen(const QString &defender);

protected:
    void reload() override;

private:
    /// The hex with that printed number on the game's map; nullopt without a game.
    [[nodiscard]] std::optional<map::Hex> hexOf(const QString &text) const;
    bool runOnGame(const QString &action, QJsonObject args);
    /// Shows the scanned map stored with the game shown, or none.
    void showUnderlay();
    [[nodiscard]] QSet<map::Hex> highlighted() const;
    /// The unit whose retreat the next click makes: the one picked, else the first owing one
    /// (R5: the owner picks the order). Only while a retreat is owed.
    [[nodiscard]] QString retreating() const;

    QStringList m_names;
    QStringList m_hexMaps;
    int m_current = -1;
    std::optional<app::hexwar::Game> m_game;
    QString m_selected;
    QStringList m_attackers;
    QString m_lastCombat;
    QByteArray m_underlayFile; ///< the stored image m_underlay was decoded from
    QImage m_underlay;
    double m_underlayOpacity = 0.3;
    /// The hexes to highlight, worked out once per change (a reach search takes some 20-40 ms).
    mutable std::optional<QSet<map::Hex>> m_highlighted;
};

} // namespace herald::gui
