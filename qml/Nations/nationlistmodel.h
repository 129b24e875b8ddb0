#pragma once

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>

#include <vector>

namespace herald::nations {

/// The campaign's nations with the year's live tally (§2.1-§2.3) and their roster in words.
/// Reloads whenever the campaign changes.
class NationListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /// The army list ids of the campaign, for the race choice.
    Q_PROPERTY(QStringList armyLists READ armyLists NOTIFY countChanged)
    /// The players' names, nations or not.
    Q_PROPERTY(QStringList players READ players NOTIFY countChanged)

public:
    enum Roles
    {
        NationIdRole = Qt::UserRole, ///< the nation's row id
        NameRole,                    ///< "Ironhold"
        ColourRole,                  ///< "#884422"
        PlayerRole,                  ///< the player's name or empty
        RaceRole,                    ///< the army list's race name or empty
        PopulationTotalRole,         ///< PT of the current year
        ArmyPointsRole,              ///< AP from PT
        CharacterPointsRole,         ///< CP with bonuses
        TallyLinesRole,              ///< each term with the areas behind it
        TallyChangeRole,    ///< when the map has changed since the roster was opened, what differs
        HasRosterRole,      ///< a roster is open for the current year
        RosterSummaryRole,  ///< the roster's points in one line: AP spent, CP used, mobs
        RosterProblemsRole, ///< what the rules do not allow, each with its figures
        RosterNotesRole,    ///< what is allowed but worth a look (unspent points...)
        UnitTypesRole,      ///< the unit types of the nation's list
        CharacterEntriesRole, ///< the character entries of the nation's list
    };
    Q_ENUM(Roles)

    explicit NationListModel(QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] QStringList armyLists() const { return m_armyLists; }
    [[nodiscard]] QStringList players() const { return m_players; }
    /// The row of the nation with that id, -1 when none.
    Q_INVOKABLE int rowOf(int nationId) const;

    /// Prints the nation's roster sheet (§8) through the print dialog.
    Q_INVOKABLE bool printRoster(int row);

Q_SIGNALS:
    void countChanged();

private:
    void reload();

    struct Row
    {
        qint64 id = 0;
        QString name, colour, player, race;
        int pt = 0, ap = 0, cp = 0;
        QStringList tally;
        QString tallyChange;
        bool hasRoster = false;
        QString rosterSummary;
        QStringList rosterProblems, rosterNotes;
        QStringList unitTypes;
        QStringList characterEntries;
    };
    std::vector<Row> m_rows;
    QStringList m_armyLists;
    QStringList m_players;
};

} // namespace herald::nations
