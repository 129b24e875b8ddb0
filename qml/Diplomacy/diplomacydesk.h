#pragma once

#include "app/diplomacyrender/boardrenderer.h"
#include "app/gui/campaignform.h"
#include "app/services/diplomacy/gamequery.h"
#include "app/services/diplomacy/phasereport.h"
#include "diplomacyresultsmodel.h"

class QPrinter;

namespace herald::gui {

/// The Diplomacy desk's state for QML: the campaign's games, the chosen game's phase, its
/// powers and orders, and the results shown (the last adjudicated phase, or the orders
/// entered so far). Reloads when a game, phase, order or note changed.
class DiplomacyDesk : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList games READ games NOTIFY changed)
    Q_PROPERTY(int currentGame READ currentGame WRITE setCurrentGame NOTIFY changed)
    Q_PROPERTY(bool hasGame READ hasGame NOTIFY changed)
    Q_PROPERTY(int gameId READ gameId NOTIFY changed)
    Q_PROPERTY(QString phaseLabel READ phaseLabel NOTIFY changed)
    Q_PROPERTY(QString variantLabel READ variantLabel NOTIFY changed)
    Q_PROPERTY(QStringList powers READ powers NOTIFY changed)
    /// A Downfall game: its movement phases take the whole turn's orders (Lead orders,
    /// personalities, the Ring...), in the notation of docs/diplomacy-desk.md.
    Q_PROPERTY(bool isDownfall READ isDownfall NOTIFY changed)
    /// Show the last adjudicated phase (board before it, orders and results) instead of the current
    /// one.
    Q_PROPERTY(bool showLastResults READ showLastResults WRITE setShowLastResults NOTIFY changed)
    Q_PROPERTY(bool hasLastResults READ hasLastResults NOTIFY changed)
    Q_PROPERTY(herald::gui::DiplomacyResultsModel *results READ results CONSTANT)
    /// The game's calendar (B12) and the current turn in it, for the position editor.
    Q_PROPERTY(QStringList months READ months NOTIFY changed)
    Q_PROPERTY(QStringList seasons READ seasons NOTIFY changed)
    Q_PROPERTY(int month READ month NOTIFY changed)
    Q_PROPERTY(int season READ season NOTIFY changed)
    Q_PROPERTY(int year READ year NOTIFY changed)

public:
    explicit DiplomacyDesk(QObject *parent = nullptr);

    [[nodiscard]] QStringList games() const;
    [[nodiscard]] int currentGame() const { return m_current; }
    void setCurrentGame(int index);
    [[nodiscard]] bool hasGame() const { return m_game.has_value(); }
    [[nodiscard]] int gameId() const { return m_game ? int(m_game->id) : 0; }
    [[nodiscard]] QString phaseLabel() const
    {
        return m_phase ? app::diplomacy::phaseLabel(m_phase->position) : QString();
    }
    [[nodiscard]] QString variantLabel() const
    {
        return m_game ? m_game->variant->label() : QString();
    }
    [[nodiscard]] QStringList powers() const;
    [[nodiscard]] bool isDownfall() const { return m_game && m_game->isDownfall(); }
    [[nodiscard]] bool showLastResults() const { return m_showLast; }
    void setShowLastResults(bool show);
    [[nodiscard]] bool hasLastResults() const { return m_last.has_value(); }
    [[nodiscard]] DiplomacyResultsModel *results() { return &m_results; }
    [[nodiscard]] QStringList months() const;
    [[nodiscard]] QStringList seasons() const;
    [[nodiscard]] int month() const { return m_phase ? m_phase->position.month : 0; }
    [[nodiscard]] int season() const { return m_phase ? m_phase->position.season : 0; }
    [[nodiscard]] int year() const { return m_phase ? m_phase->position.year : 0; }

    /// The orders `power` has entered for the current phase, one a line.
    Q_INVOKABLE QString ordersOf(const QString &power) const;
    /// Adjudicates the current phase (a command); false with error() when refused.
    Q_INVOKABLE bool adjudicate();
    /// Hides the Ring of a Downfall game in `province` (a command, B9.2); false when refused.
    Q_INVOKABLE bool hideRing(const QString &province);
    /// Writes the public report of the phase shown (or `power`'s private report) as a PDF.
    Q_INVOKABLE bool saveReport(const QUrl &file, const QString &power);
    /// Prints the same report through the print dialog; false when cancelled or failed.
    Q_INVOKABLE bool printReport(const QString &power);
    /// Prints it on a printer already set up, as printReport does once the dialog closed.
    bool printReportOn(QPrinter &printer, const QString &power);
    /// The abbreviation of a province, for picking on the map.
    [[nodiscard]] QString provinceName(herald::diplomacy::ProvinceId province) const;

    [[nodiscard]] const diplomacyrender::BoardLayout *layout() const;
    [[nodiscard]] diplomacyrender::BoardScene scene() const;

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    /// Runs a command on the game shown; error() and false when refused, done() otherwise.
    bool runOnGame(const QString &command, const QJsonObject &args);
    /// The orders entered so far in the current phase, not yet judged, as result rows.
    [[nodiscard]] QJsonArray pendingOrders() const;
    /// Every personality on the GM's board, those hidden from the players marked so (C1).
    [[nodiscard]] QList<app::diplomacy::ReportMarker> personalityMarkers() const;
    /// The public report of the phase shown, or `power`'s private one.
    [[nodiscard]] std::optional<app::diplomacy::PhaseReport>
    reportShown(const QString &power) const;

    QList<app::diplomacy::Game> m_games;
    int m_current = -1;
    std::optional<app::diplomacy::Game> m_game;
    std::optional<app::diplomacy::Phase> m_phase;
    std::optional<app::diplomacy::Phase> m_last;
    bool m_showLast = false;
    DiplomacyResultsModel m_results;
};

} // namespace herald::gui
