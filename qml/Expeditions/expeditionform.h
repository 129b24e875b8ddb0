#pragma once

#include "app/gui/campaignform.h"
#include "app/services/warmaster/expeditionoffer.h"

#include <QVariantList>

namespace herald::gui::expeditions {

/// The Expeditions page's actions (issue 19, §7.2, §7.4): outfitting a fleet at NY-7, its
/// go-to-sea order with the declared landmass and the standing choices for storms and sea
/// monsters at M-1, landing a fleet the chart brought to land, the alliance with the sea people
/// it met, a falling nation's exodus (M-0) or rebellion (NY-2), and a New Nation's package at
/// sea (NY-6, NY-7). Each is one undoable command;
/// after it ran, `explanation` says its rolls and rules.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class ExpeditionForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// One map per nation with a roster this year (app::outfitNations): id, name, seaPeople,
    /// lines (line, label, free, tradable), characters, generals and ports (id, label).
    Q_PROPERTY(QVariantList nations READ nations NOTIFY changed)
    /// Every nation (id, label), for an exodus or a rebellion (§7.4).
    Q_PROPERTY(QVariantList allNations READ allNations NOTIFY changed)
    /// One map per nation whose army list the campaign holds (app::newNationOffers): id, name,
    /// units and characters (id, label), for a New Nation's package (§7.4.3).
    Q_PROPERTY(QVariantList newNations READ newNations NOTIFY changed)
    /// Every landmass of the map (id, label), for the declared destination (§7.2.2).
    Q_PROPERTY(QVariantList landmasses READ landmasses NOTIFY changed)
    /// The campaign's army lists (id, label), for the sea people (§7.2.7).
    Q_PROPERTY(QVariantList armyLists READ armyLists NOTIFY changed)
    /// Whether the campaign's step offers each action (app::expeditionSteps, §3).
    Q_PROPERTY(bool outfitOpen READ outfitOpen NOTIFY changed)
    Q_PROPERTY(bool orderToSeaOpen READ orderToSeaOpen NOTIFY changed)
    Q_PROPERTY(bool exodusOpen READ exodusOpen NOTIFY changed)
    Q_PROPERTY(bool rebellionOpen READ rebellionOpen NOTIFY changed)
    Q_PROPERTY(bool newNationOpen READ newNationOpen NOTIFY changed)
    /// The last command this form ran as the History page explains it: summary, dice, rules.
    Q_PROPERTY(QString explanation READ explanation NOTIFY explanationChanged)

public:
    explicit ExpeditionForm(QObject *parent = nullptr);

    [[nodiscard]] QVariantList nations() const { return m_nations; }
    [[nodiscard]] QVariantList allNations() const { return m_allNations; }
    [[nodiscard]] QVariantList newNations() const { return m_newNations; }
    [[nodiscard]] QVariantList landmasses() const { return m_landmasses; }
    [[nodiscard]] QVariantList armyLists() const { return m_armyLists; }
    [[nodiscard]] bool outfitOpen() const { return m_steps.outfit; }
    [[nodiscard]] bool orderToSeaOpen() const { return m_steps.orderToSea; }
    [[nodiscard]] bool exodusOpen() const { return m_steps.exodus; }
    [[nodiscard]] bool rebellionOpen() const { return m_steps.rebellion; }
    [[nodiscard]] bool newNationOpen() const { return m_steps.newNation; }
    [[nodiscard]] QString explanation() const { return m_explanation; }

    /// expedition.outfit (NY-7, §7.2.1): `units` one map per roster line used (line, sailing,
    /// traded); `characters` and `healers` by name; an `admiral` not on the roster is bought.
    Q_INVOKABLE bool outfit(const QString &nation, const QString &name, const QString &port,
                            const QString &general, const QString &admiral,
                            const QVariantList &units, const QStringList &characters,
                            const QStringList &healers);
    /// expedition.sail (M-1, §7.2.2): bound for `landmass`; `storm` "advantage" or "ship";
    /// `monster` "ships" or the hero or wizard sent to fight it (§7.2.5).
    Q_INVOKABLE bool sail(const QString &expedition, const QString &landmass, const QString &storm,
                          const QString &monster);
    /// Where the arrived `expedition` may come ashore (I-10): one map per area (id, label).
    Q_INVOKABLE QVariantList landingAreas(const QString &expedition) const;
    /// expedition.land (I-10): ashore at `area` (XXYY), at its population centre or not.
    Q_INVOKABLE bool land(const QString &expedition, const QString &area, bool populationCentre);
    /// expedition.ally (§7.2.7, I-8): `envoy` stays with the sea people on `armyList`; `name`
    /// empty for Herald's name, `realm` empty for Herald's choice of sea hex.
    Q_INVOKABLE bool ally(const QString &expedition, const QString &envoy, const QString &armyList,
                          const QString &name, const QString &realm);

    /// nation.exodus (M-0, §7.4.1, I-65): the nation puts to sea with all it has left; `name`
    /// empty for Herald's name of the fleet.
    Q_INVOKABLE bool exodus(const QString &nation, const QString &name);
    /// nation.rebellion (NY-2, §7.4.2, I-66): the nation seizes `town` (XXYY), led by `leader`
    /// or, when empty, by the general it buys this year.
    Q_INVOKABLE bool rebel(const QString &nation, const QString &town, const QString &leader);

    /// nation.new (NY-6, NY-7, §7.4.3, I-67): the package bound for `landmass`; `units` one map
    /// per unit type (type, count), `characters` one per list entry (entry, count); Herald
    /// names the characters and binds the magic item to the general.
    Q_INVOKABLE bool foundNewNation(const QString &nation, const QString &landmass,
                                    const QVariantList &units, const QVariantList &characters);

Q_SIGNALS:
    void changed();
    void explanationChanged();

protected:
    void reload() override;

private:
    /// Runs the command; when done, keeps its explanation.
    bool act(const QString &command, const QJsonObject &args);

    QVariantList m_nations;
    QVariantList m_allNations;
    QVariantList m_newNations;
    QVariantList m_landmasses;
    QVariantList m_armyLists;
    app::ExpeditionSteps m_steps;
    QString m_explanation;
};

} // namespace herald::gui::expeditions
