#pragma once

#include "app/gui/campaignform.h"
#include "app/services/battleboard/boardquery.h"
#include "boardunitmodel.h"

namespace herald::gui {

/// The battle board desk's state for QML (issue 21): the campaign's battles, the chosen one's
/// board and log, and play by clicking a unit and then its target or a space. Every action is
/// a command (board.action, board.end, board.retreat, board.resolve) checked by core; the lines
/// it wrote, each roll explained, are `lastLines`. Reloads when a battle changed.
class BattleBoardDesk : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList battles READ battles NOTIFY changed)
    /// The battle shown, by name; the newest when none was chosen.
    Q_PROPERTY(QString battle READ battle WRITE setBattle NOTIFY changed)
    /// Counts the reloads, for bindings that read through an invokable (isEntrenched).
    Q_PROPERTY(int revision READ revision NOTIFY changed)
    /// The battle shown's place in `battles`, -1 when none.
    Q_PROPERTY(int battleIndex READ battleIndex NOTIFY changed)
    Q_PROPERTY(bool hasBattle READ hasBattle NOTIFY changed)
    /// Both secret set-ups are in and the battle has begun (§3).
    Q_PROPERTY(bool begun READ begun NOTIFY changed)
    Q_PROPERTY(bool inPursuit READ inPursuit NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    Q_PROPERTY(int columns READ columns NOTIFY changed)
    Q_PROPERTY(QString attackerName READ attackerName NOTIFY changed)
    Q_PROPERTY(QString defenderName READ defenderName NOTIFY changed)
    /// Where the battle stands: turn, phase and whose half, or who won.
    Q_PROPERTY(QString status READ status NOTIFY changed)
    /// The battle is played with the placeholder numbers (§11.3).
    Q_PROPERTY(bool placeholder READ placeholder NOTIFY changed)
    Q_PROPERTY(QString placeholderNotice READ placeholderNotice CONSTANT)
    Q_PROPERTY(QStringList log READ log NOTIFY changed)
    /// What the last action here wrote, one line each: its rolls, modifiers and results.
    Q_PROPERTY(QString lastText READ lastText NOTIFY changed)
    Q_PROPERTY(herald::gui::BoardUnitModel *units READ units CONSTANT)
    /// The unit chosen to act, -1 when none.
    Q_PROPERTY(int selected READ selected NOTIFY changed)
    Q_PROPERTY(QString selectedName READ selectedName NOTIFY changed)
    /// What clicking an enemy brigade does: "fire" or "charge".
    Q_PROPERTY(QString attackMode READ attackMode WRITE setAttackMode NOTIFY changed)
    /// Faces of dice rolled at the table ("5 4 3"), used in order by the next command before
    /// Herald rolls; cleared once that command is done.
    Q_PROPERTY(QString typedFaces READ typedFaces WRITE setTypedFaces NOTIFY changed)
    /// A charge waits for the defender's answer (§5.2.3): the question, else empty.
    Q_PROPERTY(QString evadeQuestion READ evadeQuestion NOTIFY changed)

public:
    explicit BattleBoardDesk(QObject *parent = nullptr);

    [[nodiscard]] QStringList battles() const { return m_names; }
    [[nodiscard]] QString battle() const { return m_board ? m_board->name : QString(); }
    void setBattle(const QString &name);
    [[nodiscard]] int revision() const { return m_revision; }
    [[nodiscard]] int battleIndex() const { return int(m_names.indexOf(battle())); }
    [[nodiscard]] bool hasBattle() const { return m_board.has_value(); }
    [[nodiscard]] bool begun() const { return m_board && m_board->state; }
    [[nodiscard]] bool inPursuit() const;
    [[nodiscard]] bool finished() const;
    [[nodiscard]] int columns() const;
    [[nodiscard]] QString attackerName() const;
    [[nodiscard]] QString defenderName() const;
    [[nodiscard]] QString status() const;
    [[nodiscard]] bool placeholder() const { return m_board && m_board->rules.tables.placeholder; }
    [[nodiscard]] QString placeholderNotice() const;
    [[nodiscard]] QStringList log() const { return m_log; }
    [[nodiscard]] QStringList lastLines() const { return m_lastLines; }
    [[nodiscard]] QString lastText() const { return m_lastLines.join(QLatin1Char('\n')); }
    /// The place keys of the entrenched line spaces.
    [[nodiscard]] QStringList entrenched() const;
    [[nodiscard]] BoardUnitModel *units() { return &m_units; }
    [[nodiscard]] int selected() const { return m_selected; }
    [[nodiscard]] QString selectedName() const;
    [[nodiscard]] QString attackMode() const { return m_attackMode; }
    void setAttackMode(const QString &mode);
    [[nodiscard]] QString evadeQuestion() const { return m_evadeQuestion; }
    [[nodiscard]] QString typedFaces() const { return m_typedFaces; }
    void setTypedFaces(const QString &faces);

    /// Whether the line space `place` is entrenched (§5.4).
    Q_INVOKABLE bool isEntrenched(const QString &place) const
    {
        return entrenched().contains(place);
    }
    /// A space's name ("the defender's line, column 2"), for its tooltip.
    Q_INVOKABLE QString placeName(const QString &place) const;
    /// A space's title on the board, short: "Line 2", "Middle 1", "Confederacy's reserve".
    Q_INVOKABLE QString placeTitle(const QString &place) const;
    /// The name of a chosen file, without its folder; empty for none.
    Q_INVOKABLE QString fileName(const QUrl &file) const;
    /// A new battle (board.new) from two armies written "Union: 4 infantry, 1 leader", played
    /// with the numbers of the table file `tables` (resources/battleboard/README.md), or with
    /// the built-in placeholder set when it is empty; it becomes the battle shown.
    Q_INVOKABLE bool newBattle(const QString &name, const QString &attacker,
                               const QString &defender, const QUrl &tables = {});
    /// Chooses a unit to act, or acts with the chosen one on `unitId`: fire or charge at an
    /// enemy brigade (attackMode), rally a brigade from the retreat box, pursue (§7.5).
    Q_INVOKABLE void clickUnit(int unitId);
    /// Moves the chosen unit into the space `place` (a place key).
    Q_INVOKABLE void clickPlace(const QString &place);
    /// The defender's answer to the pending charge: evade or stand (§5.2.3).
    Q_INVOKABLE bool answerEvade(bool evade);
    Q_INVOKABLE bool entrench();
    Q_INVOKABLE bool pass();
    /// Ends the acting side's half of the phase, or the pursuit (board.end).
    Q_INVOKABLE bool endHalf();
    /// The acting side retreats by choice (§7.2).
    Q_INVOKABLE bool retreat();
    /// Plays the rest of the battle with the auto-resolve policy (§15).
    Q_INVOKABLE bool resolve();

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    bool act(const QString &action, QJsonObject args);
    bool runOnBattle(const QString &command, QJsonObject args);
    void fillUnits();
    [[nodiscard]] bool isTarget(int unitId) const;
    [[nodiscard]] static QString shortName(const herald::battleboard::Unit &unit);

    QStringList m_names;
    QString m_wanted;
    std::optional<app::battleboard::Board> m_board;
    QStringList m_log;
    QStringList m_lastLines;
    int m_logBefore = -1; ///< log lines before the command just run, -1 when none ran
    BoardUnitModel m_units;
    int m_selected = -1;
    int m_revision = 0;
    QString m_attackMode = QStringLiteral("fire");
    QString m_evadeQuestion;
    QString m_typedFaces;
    std::pair<int, int> m_pendingCharge{-1, -1};
};

} // namespace herald::gui
