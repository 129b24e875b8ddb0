#pragma once

#include "app/gui/campaignfollower.h"
#include "app/services/warmaster/nationoverview.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QStringList>

#include <vector>

namespace herald::nations {

/// The campaign's nations with the year's live tally (§2.1-§2.3) and their roster in words.
/// It holds a CampaignFollower rather than deriving from CampaignListModel because it keeps
/// its rows when the same nations come back: they change in place, so the page's selection
/// and scroll position stay where the referee left them.
class NationListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::CampaignController *campaign READ campaign WRITE setCampaign NOTIFY
                   campaignChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    /// The army list ids of the campaign, for the race choice.
    Q_PROPERTY(QStringList armyLists READ armyLists NOTIFY choicesChanged)
    /// The players' names, nations or not.
    Q_PROPERTY(QStringList players READ players NOTIFY choicesChanged)

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

    [[nodiscard]] gui::CampaignController *campaign() const { return m_follower.campaign(); }
    void setCampaign(gui::CampaignController *campaign);
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;
    [[nodiscard]] QStringList armyLists() const { return m_armyLists; }
    [[nodiscard]] QStringList players() const { return m_players; }
    /// The row of the nation with that id, -1 when none.
    Q_INVOKABLE int rowOf(int nationId) const;

Q_SIGNALS:
    void campaignChanged();
    void countChanged();
    void choicesChanged();

private:
    void reload();

    struct Row
    {
        app::NationOverview nation;
        /// The figures shown: the roster's while one is open (NY-3), else the live tally's.
        int pt = 0, ap = 0, cp = 0;
        QString tallyChange;
        QString rosterSummary;
        QStringList rosterProblems, rosterNotes;
    };
    [[nodiscard]] static Row makeRow(app::NationOverview nation);

    std::vector<Row> m_rows;
    QStringList m_armyLists;
    QStringList m_players;
    gui::CampaignFollower m_follower;
};

} // namespace herald::nations
