#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace herald::app {

class CampaignService;

/// One of the nation's own armies as its month report and order sheet show it (§3.2, §4).
struct ReportedArmy
{
    qint64 id = 0;
    QString name;
    QString general;
    QString area;     ///< "0407 Carrow"
    QString location; ///< in words: "countryside", "population centre"...
    /// Where it stands in the month: moved from where, held up by a terrain check with the
    /// pick and the roll, besieged, besieging, pre-engaged, routed (one line each).
    QStringList situation;
    QString order; ///< the turn's order in words, why it takes none, or that none is written yet
    bool inSupply = true;      ///< as worked out at M-0 (§4.5)
    QString supplyExplanation; ///< the trace as the map stands now
    QStringList supplyPath;    ///< "0407 Carrow", ... from the army to its source
    /// Whether it takes an order this turn (§3.2 M-1): not delayed, pre-engaged, routed, at sea
    /// or frozen with an absent player.
    bool freeToAct = false;
    QString noOrderReason; ///< why not, naming the rule, when not free to act
    /// What limits its order, one sentence each naming the rule (§4.6 out of supply, §5.5
    /// besieged or besieging, I-54 an order already written).
    QStringList restrictions;
    QStringList legalKinds;        ///< the order kinds the rules allow it now, in words
    QStringList legalDestinations; ///< the areas a move may enter ("0508 Mossgate")
};

/// An engagement of the turn that one of the nation's armies is part of (§5.1-§5.8).
struct ReportedEngagement
{
    int number = 0;
    QString cause; ///< in words: "arrival", "swap"...
    QString area;
    QStringList ownArmies;
    /// The other armies with their nations; each secret location choice only once every
    /// chooser of the engagement has chosen (§5.2).
    QStringList others;
    bool resolved = false;
};

/// A pending battle of the turn with one of the nation's armies in it (§1.9, §5.3-§5.7).
struct ReportedBattle
{
    int number = 0;
    QString kind; ///< in words: "battle", "assault"...
    QString area;
    QString location;
    QStringList ownSide;   ///< the armies on the nation's side, its own among them
    QStringList opponents; ///< the armies on the other side
    QString result;        ///< "won", "lost" as marked by hand, or "no result yet"
};

/// An area the nation gained or lost in the month (§4.7, §7.6...): whatever command changed it.
struct ReportedAreaChange
{
    QString area;
    bool gained = false;
    QString otherNation; ///< who held it before (gained) or holds it now (lost); empty: nobody
};

/// A foreign army the nation knows of: in one of its areas, in an area where one of its armies
/// stands, or in an engagement or battle with it. Never its orders, supply or location in the
/// area unless a battle or a siege with the nation revealed it.
struct ReportedForeignArmy
{
    QString name;
    QString nation;
    QString area;
    QString why; ///< how the nation knows: "in your area", "besieging Host of the Crown"...
};

/// What one nation is told of a month (issue 17): its own armies with their orders and supply,
/// the engagements and battles it is in, the areas it gained or lost, the foreign armies it can
/// see. Nothing of another nation's orders or of armies it has no contact with.
struct MonthReport
{
    qint64 nationId = 0;
    QString nation;
    int turn = 0;  ///< (year − 1) × 12 + month, as the orders are numbered
    int year = 0;  ///< of that turn
    int month = 0; ///< of that turn
    QString step;  ///< where the calendar stands now: "M-1 Write orders"
    bool currentTurn = true;
    std::vector<ReportedArmy> armies;
    std::vector<ReportedEngagement> engagements;
    std::vector<ReportedBattle> battles;
    std::vector<ReportedAreaChange> areaChanges;
    std::vector<ReportedForeignArmy> foreignArmies;
};

/// Why a report cannot be made.
enum class MonthReportProblem
{
    NoCampaign,  ///< no campaign open, or its date cannot be read
    NoNation,    ///< no nation of that name or id
    TurnOutside, ///< a turn before the first or after the one being played
};

/// The report, or what stands in its way.
struct MonthReportResult
{
    std::optional<MonthReport> report;
    MonthReportProblem problem = MonthReportProblem::NoCampaign;
    QString message; ///< the problem in words, naming the nation or the turn
};

/// The nation's report for `turn` (0: the turn being played). The armies stand where they are
/// now; their orders, terrain checks, engagements and battles are those of the turn asked.
[[nodiscard]] MonthReportResult monthReport(const CampaignService &service, const QString &nation,
                                            int turn = 0);

/// The report as `report month --json` prints it next to the file written.
[[nodiscard]] QJsonObject monthReportJson(const MonthReport &report);

/// The armies of the report that take an order this turn, for the order sheet.
[[nodiscard]] std::vector<ReportedArmy> armiesFreeToAct(const MonthReport &report);

/// The order kinds of §4.1 in words, for the sheet's legend.
[[nodiscard]] QStringList orderKindNames();

/// The names of the nations a report can be printed for, in the order they were founded.
[[nodiscard]] QStringList reportNations(const CampaignService &service);

/// The tables monthReport() and reportNations() read.
[[nodiscard]] QStringList monthReportTables();

} // namespace herald::app
