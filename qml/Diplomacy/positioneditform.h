#pragma once

#include "app/gui/campaignform.h"

#include <QVariantMap>

namespace herald::gui {

/// The desk's position editor for the game master (docs/cli-diplomacy.md, "The position
/// editor"): one kind of edit and its fields; apply() runs its command (diplomacy.addUnit,
/// removeUnit, moveUnit, personality, setOwner, setRing, setSeason), whose refusal names the
/// rule broken.
class PositionEditForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int game READ game WRITE setGame NOTIFY changed)
    /// A Downfall game also edits personalities and the Ring.
    Q_PROPERTY(bool downfall READ downfall WRITE setDownfall NOTIFY changed)
    /// The kinds of edit this game has, as the GM reads them.
    Q_PROPERTY(QStringList kinds READ kinds NOTIFY changed)
    /// The Ring's states (B9.1), as the GM reads them, in the order apply() takes them.
    Q_PROPERTY(QStringList ringStates READ ringStates CONSTANT)
    /// The seven personalities' names (B2).
    Q_PROPERTY(QStringList personalities READ personalities CONSTANT)

public:
    explicit PositionEditForm(QObject *parent = nullptr);

    [[nodiscard]] int game() const { return m_game; }
    void setGame(int game);
    [[nodiscard]] bool downfall() const { return m_downfall; }
    void setDownfall(bool downfall);
    [[nodiscard]] QStringList kinds() const;
    [[nodiscard]] QStringList ringStates() const;
    [[nodiscard]] QStringList personalities() const;

    /// The key of kind `index` in kinds: "unit", "remove", "move", "personality", "owner",
    /// "ring" or "season"; the page shows the fields of that kind.
    Q_INVOKABLE QString kindKey(int index) const;
    /// Runs edit `kind` with its fields, named as the command's arguments (power, unit, at,
    /// from, to, who, by, month, season, year); "state" is an index into ringStates, and
    /// "easterling" and "original" are true or false.
    Q_INVOKABLE void apply(int kind, const QVariantMap &fields);

Q_SIGNALS:
    void changed();

private:
    int m_game = 0;
    bool m_downfall = false;
};

} // namespace herald::gui
