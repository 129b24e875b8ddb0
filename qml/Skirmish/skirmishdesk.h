#pragma once

#include "app/gui/campaignform.h"

#include <QStringList>
#include <QUrl>
#include <QVariantList>

namespace herald::gui {

/// The Dragon Noir umpire's desk (issue 22): the chosen skirmish's counters with their states
/// and values, where the game turn stands, its map, its log; and the umpire's actions, each one
/// undoable command (skirmish.*, docs/cli-skirmish.md) with its dice and its rules decisions.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class SkirmishDesk : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList skirmishes READ skirmishes NOTIFY changed)
    /// The skirmish shown, by name; the first one when unset or gone.
    Q_PROPERTY(QString current READ current WRITE setCurrent NOTIFY changed)
    /// Where `current` stands in `skirmishes`.
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY changed)
    Q_PROPERTY(QString title READ title NOTIFY changed)
    Q_PROPERTY(bool homemade READ homemade NOTIFY changed)
    /// "Game turn 2, Player B: combat".
    Q_PROPERTY(QString position READ position NOTIFY changed)
    Q_PROPERTY(int gameTurn READ gameTurn NOTIFY changed)
    Q_PROPERTY(int turnLimit READ turnLimit NOTIFY changed)
    /// One map per counter: key, name, side, sideName, player, health, state, values, hexes,
    /// spells (text), caster, level, ep.
    Q_PROPERTY(QVariantList characters READ characters NOTIFY changed)
    /// The counters still alive, for the calculators' choosers.
    Q_PROPERTY(QVariantList living READ living NOTIFY changed)
    /// Choosers with "nobody" first: every counter (a spell's target), the spellcasters.
    Q_PROPERTY(QVariantList targetChoices READ targetChoices NOTIFY changed)
    Q_PROPERTY(QVariantList casters READ casters NOTIFY changed)
    Q_PROPERTY(QVariantList countererChoices READ countererChoices NOTIFY changed)
    Q_PROPERTY(bool hasMap READ hasMap NOTIFY changed)
    /// True when the skirmish has a Gharvs side (DN2, §2.3): the page shows the interphase tab.
    Q_PROPERTY(bool hasGharvs READ hasGharvs NOTIFY changed)
    /// The living Gharvs on the map, labelled by their hex (every Gharv has the same name), and
    /// the living Adventurers and Krobs who may call one (§9.6); `passengerChoices` is the
    /// latter with "nobody" first (a boat's second seat, §12 C10).
    Q_PROPERTY(QVariantList gharvs READ gharvs NOTIFY changed)
    Q_PROPERTY(QVariantList callers READ callers NOTIFY changed)
    Q_PROPERTY(QVariantList passengerChoices READ passengerChoices NOTIFY changed)
    /// What a character rolling for a Gharv stands on (§12 C21), "what the map shows" first.
    Q_PROPERTY(QVariantList gharvHexChoices READ gharvHexChoices CONSTANT)
    /// The log, newest first: maps of summary and explanation (one rules decision a line).
    Q_PROPERTY(QVariantList log READ log NOTIFY changed)
    /// The map sheet: columns, rows, and hexes (label, column, row, terrain); empty without one.
    Q_PROPERTY(QVariantMap map READ map NOTIFY changed)
    /// The referee's options of §12 D for this skirmish: maps of name, description, number
    /// (true for the one that counts hexes) and value.
    Q_PROPERTY(QVariantList options READ options NOTIFY changed)
    /// The spells of §7.4 for a chooser: maps of key and name.
    Q_PROPERTY(QVariantList spells READ spells CONSTANT)
    /// The terrains of §3.2 for a chooser, "what the map shows" (key "") first.
    Q_PROPERTY(QVariantList terrainChoices READ terrainChoices CONSTANT)

public:
    explicit SkirmishDesk(QObject *parent = nullptr);

    [[nodiscard]] QStringList skirmishes() const { return m_skirmishes; }
    [[nodiscard]] QString current() const { return m_current; }
    [[nodiscard]] int currentIndex() const { return int(m_skirmishes.indexOf(m_current)); }
    void setCurrent(const QString &name);
    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] bool homemade() const { return m_homemade; }
    [[nodiscard]] QString position() const { return m_position; }
    [[nodiscard]] int gameTurn() const { return m_gameTurn; }
    [[nodiscard]] int turnLimit() const { return m_turnLimit; }
    [[nodiscard]] QVariantList characters() const { return m_characters; }
    [[nodiscard]] QVariantList living() const;
    [[nodiscard]] QVariantList targetChoices() const;
    [[nodiscard]] QVariantList casters() const;
    [[nodiscard]] QVariantList countererChoices() const;
    [[nodiscard]] bool hasMap() const { return !m_map.isEmpty(); }
    [[nodiscard]] bool hasGharvs() const;
    [[nodiscard]] QVariantList gharvs() const;
    [[nodiscard]] QVariantList callers() const;
    [[nodiscard]] QVariantList passengerChoices() const;
    [[nodiscard]] QVariantList gharvHexChoices() const;
    [[nodiscard]] QVariantList log() const { return m_log; }
    [[nodiscard]] QVariantMap map() const { return m_map; }
    [[nodiscard]] QVariantList options() const { return m_options; }
    [[nodiscard]] QVariantList spells() const;
    [[nodiscard]] QVariantList terrainChoices() const;

    /// A new skirmish from Herald's home-made demo scenario, or from a scenario file.
    Q_INVOKABLE bool start(const QString &name, const QUrl &scenario = {});
    /// The odds of the melee `attack` would resolve, before the roll: {legal, text}.
    Q_INVOKABLE QVariantMap attackOdds(const QStringList &attackers, const QStringList &defenders,
                                       const QVariantMap &terrain) const;
    /// The odds of the shot `fire` would resolve, before the roll: {legal, text}.
    Q_INVOKABLE QVariantMap shotOdds(const QString &shooter, const QString &target, int distance,
                                     const QString &terrain) const;
    /// A melee (§4.10): keys of attackers and defenders; `terrain` maps keys to terrain words
    /// that replace the map's; `typed` the faces of real dice ("3" or "3,7"), empty to roll.
    Q_INVOKABLE bool attack(const QStringList &attackers, const QStringList &defenders,
                            const QVariantMap &terrain, const QString &typed);
    /// A shot (§5.9); `distance` and `terrain` only where the map cannot tell (0 and "").
    Q_INVOKABLE bool fire(const QString &shooter, const QString &target, int distance,
                          const QString &terrain, const QString &typed);
    /// A spell (§7.2-§7.4); `target`, `counterer` empty and `magnitude` 0 where not needed.
    Q_INVOKABLE bool cast(const QString &caster, const QString &spell, const QString &target,
                          int magnitude, const QString &counterer, const QString &typed);
    /// The appearance roll of a Gharv interphase (§9.6): `character` rolls, and the first living
    /// Gharv off the map (they are identical) comes on at `at` (a hex beside it; empty: the
    /// referee places it); `hex` (water, beach, boat, marsh) where the map cannot tell, else empty.
    Q_INVOKABLE bool gharvRoll(const QString &character, const QString &hex, const QString &at,
                               const QString &typed);
    /// A Gharv goes for the boat carrying `aboard` instead of attacking (§9.6, §12 C10).
    Q_INVOKABLE bool capsize(const QString &gharv, const QStringList &aboard, const QString &typed);
    /// The referee sets a counter's health ("healthy" stands a stunned character up).
    Q_INVOKABLE bool setHealth(const QString &key, const QString &health);
    /// The referee moves a counter: its hexes, head first ("G4 F4").
    Q_INVOKABLE bool move(const QString &key, const QString &hexes);
    /// Sets one option of §12 D (true/false, or a number of hexes).
    Q_INVOKABLE bool setOption(const QString &name, const QVariant &value);
    /// The next step of the game turn (§2.2, §2.3).
    Q_INVOKABLE bool next();

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    /// A chooser's first entry: no character (key "").
    [[nodiscard]] QVariantList nobody() const;
    /// The arguments of skirmish.attack and skirmish.fire, shared by the odds and the commands.
    [[nodiscard]] static QJsonObject attackArgs(const QStringList &attackers,
                                                const QStringList &defenders,
                                                const QVariantMap &terrain);
    [[nodiscard]] static QJsonObject shotArgs(const QString &shooter, const QString &target,
                                              int distance, const QString &terrain);
    /// Runs a skirmish command on the current skirmish with typed faces, refusing bad ones.
    bool runOnCurrent(const QString &command, QJsonObject args, const QString &typed = {});

    QStringList m_skirmishes;
    QString m_current;
    QString m_title;
    bool m_homemade = false;
    QString m_position;
    int m_gameTurn = 0;
    int m_turnLimit = 0;
    QVariantList m_characters;
    QVariantList m_log;
    QVariantMap m_map;
    QVariantList m_options;
};

} // namespace herald::gui
