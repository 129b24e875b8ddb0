#include "diplomacydesk.h"

#include "app/diplomacyrender/phasereportsource.h"
#include "core/diplomacy/desk/downfallorders.h"
#include "core/diplomacy/desk/judgement.h"
#include "core/diplomacy/orderparser.h"

#include <algorithm>

#include <QJsonObject>
#include <QList>
#include <QUrl>

namespace herald::gui {

using namespace herald::diplomacy::desk;
using namespace herald::app::diplomacy;

DiplomacyDesk::DiplomacyDesk(QObject *parent)
    : CampaignForm({QStringLiteral("dip_game"), QStringLiteral("dip_phase"),
                    QStringLiteral("dip_orders"), QStringLiteral("dip_note")},
                   parent),
      m_results(this)
{
}

QStringList DiplomacyDesk::games() const
{
    QStringList names;
    for (const Game &g : m_games)
        names << tr("%1 (%2)").arg(g.name, g.variant ? g.variant->label() : QString());
    return names;
}

void DiplomacyDesk::setCurrentGame(int index)
{
    if (index == m_current)
        return;
    m_current = index;
    reload();
}

void DiplomacyDesk::setShowLastResults(bool show)
{
    if (show == m_showLast)
        return;
    m_showLast = show;
    reload();
}

QStringList DiplomacyDesk::powers() const
{
    QStringList names;
    if (m_game) {
        const auto &v = *m_game->variant->variant;
        for (int p = 0; p < v.powerCount(); ++p)
            names << QString::fromStdString(v.power(herald::diplomacy::PowerId(p)).name);
    }
    return names;
}

namespace {

QStringList names(const std::vector<std::string> &list)
{
    QStringList out;
    for (const std::string &name : list)
        out << QString::fromStdString(name);
    return out;
}

} // namespace

QStringList DiplomacyDesk::months() const
{
    return m_game ? names(m_game->variant->variant->calendar().months) : QStringList();
}

QStringList DiplomacyDesk::seasons() const
{
    return m_game ? names(m_game->variant->variant->calendar().seasons) : QStringList();
}

QString DiplomacyDesk::ordersOf(const QString &power) const
{
    return m_phase ? m_phase->orders.value(power) : QString();
}

void DiplomacyDesk::reload()
{
    const app::CampaignService *open = service();
    const qsizetype known = m_games.size();
    m_games = open ? app::diplomacy::games(*open) : QList<Game>{};
    // A game just started is the one the GM wants to see.
    if (known > 0 && m_games.size() > known)
        m_current = int(m_games.size()) - 1;
    if (m_current >= m_games.size() || m_current < 0)
        m_current = m_games.isEmpty() ? -1 : int(m_games.size()) - 1;
    m_game.reset();
    m_phase.reset();
    m_last.reset();
    if (m_current >= 0 && m_games.at(m_current).variant) {
        m_game = m_games.at(m_current);
        m_phase = phase(*open, *m_game, 0);
        if (m_phase && m_phase->seq > 1)
            m_last = phase(*open, *m_game, m_phase->seq - 1);
    }
    if (!m_last)
        m_showLast = false; // nothing judged yet, or the judgement was undone
    const auto scene = this->scene();
    // Listed power by power, as the reports do; the judge gives them by province.
    QList<QJsonValue> rows(scene.orders.begin(), scene.orders.end());
    std::stable_sort(rows.begin(), rows.end(), [](const QJsonValue &a, const QJsonValue &b) {
        return a[QLatin1String("power")].toString() < b[QLatin1String("power")].toString();
    });
    QJsonArray byPower;
    for (const QJsonValue &row : rows)
        byPower.append(row);
    m_results.setResults(byPower);
    Q_EMIT changed();
}

const diplomacyrender::BoardLayout *DiplomacyDesk::layout() const
{
    return m_game ? &diplomacyrender::BoardLayout::forVariant(m_game->variant->key,
                                                              *m_game->variant->variant)
                  : nullptr;
}

diplomacyrender::BoardScene DiplomacyDesk::scene() const
{
    diplomacyrender::BoardScene scene;
    if (m_showLast && m_last) {
        scene.position = m_last->position;
        scene.orders = m_last->results;
    } else if (m_phase) {
        scene.position = m_phase->position;
        scene.orders = pendingOrders();
    }
    scene.markers = personalityMarkers();
    return scene;
}

QJsonArray DiplomacyDesk::pendingOrders() const
{
    using namespace herald::diplomacy;
    QJsonArray rows;
    const auto &v = *m_game->variant->variant;
    const auto row = [&](const QString &power, const QString &order) {
        rows.append(QJsonObject{{QStringLiteral("power"), power},
                                {QStringLiteral("order"), order},
                                {QStringLiteral("outcome"), QStringLiteral("pending")}});
    };
    const bool wholeTurn = m_phase->state && m_phase->position.phase == PhaseType::Movement;
    for (int p = 0; p < v.powerCount(); ++p) {
        const QString power = QString::fromStdString(v.power(PowerId(p)).name);
        const QString text = m_phase->orders.value(power);
        if (!wholeTurn) {
            for (const auto &order : readOrders(v, text, PowerId(p)).orders)
                row(power, QString::fromStdString(formatOrder(v, order)));
            continue;
        }
        // Line by line: a unit's order (or a Lead order's) draws an arrow; the other lines
        // are listed as written.
        for (const QString &line : text.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            const DownfallOrdersReading reading =
                readDownfallOrders(m_phase->position, *m_phase->state, line, PowerId(p));
            if (reading.ok() && reading.turn.first.units.size() == 1 &&
                reading.turn.first.leads.empty())
                row(power, QString::fromStdString(formatOrder(v, reading.turn.first.units[0])));
            else
                row(power, line.trimmed());
        }
    }
    return rows;
}

QList<app::diplomacy::ReportMarker> DiplomacyDesk::personalityMarkers() const
{
    using namespace herald::diplomacy::downfall;
    const auto &shown = (m_showLast && m_last) ? m_last : m_phase;
    QList<app::diplomacy::ReportMarker> markers;
    if (!shown || !shown->state)
        return markers;
    for (const PersonalityUnit &person : shown->state->personalities) {
        const QString who = QString::fromUtf8(personalityName(person.who));
        // Sauron is always in plain sight (C1); the others only when they act.
        const bool hidden = person.who != Personality::Sauron;
        markers.append({person.at, hidden ? tr("%1 (hidden)").arg(who) : who, hidden});
    }
    return markers;
}

QString DiplomacyDesk::provinceName(herald::diplomacy::ProvinceId province) const
{
    if (!m_game || province == herald::diplomacy::kNoProvince)
        return {};
    return QString::fromStdString(m_game->variant->variant->province(province).abbreviation);
}

bool DiplomacyDesk::runOnGame(const QString &command, const QJsonObject &args)
{
    if (!m_game)
        return false;
    QJsonObject withGame = args;
    withGame.insert(QStringLiteral("game"), m_game->id);
    return run(command, withGame);
}

bool DiplomacyDesk::adjudicate()
{
    if (!runOnGame(QStringLiteral("diplomacy.adjudicate"), {}))
        return false;
    // The game master's next look is at what happened.
    setShowLastResults(true);
    return true;
}

bool DiplomacyDesk::hideRing(const QString &province)
{
    return runOnGame(QStringLiteral("diplomacy.ring"),
                     {{QStringLiteral("at"), province.trimmed()}});
}

std::optional<PhaseReport> DiplomacyDesk::reportShown(const QString &power) const
{
    const auto &shown = (m_showLast && m_last) ? m_last : m_phase;
    const app::CampaignService *open = service();
    if (!m_game || !shown || !open)
        return std::nullopt;
    const auto next = phase(*open, *m_game, shown->seq + 1);
    return power.isEmpty() ? publicReport(*m_game, *shown, next)
                           : privateReport(*m_game, *shown, next, power);
}

bool DiplomacyDesk::saveReport(const QUrl &file, const QString &power)
{
    const auto report = reportShown(power);
    if (!report)
        return false;
    const diplomacyrender::PhaseReportSource source(*report, *layout());
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    if (const QString problem = printing::printToPdf(source, path); !problem.isEmpty()) {
        refuse(problem);
        return false;
    }
    Q_EMIT done(tr("Report written to %1").arg(path));
    return true;
}

bool DiplomacyDesk::printReport(const QString &power)
{
    const auto report = reportShown(power);
    if (!report)
        return false;
    // printWithDialog prints through printing::printTo, as printReportOn does.
    if (!printing::printWithDialog(diplomacyrender::PhaseReportSource(*report, *layout())))
        return false;
    Q_EMIT done(tr("Report sent to the printer: %1").arg(report->title));
    return true;
}

bool DiplomacyDesk::printReportOn(QPrinter &printer, const QString &power)
{
    const auto report = reportShown(power);
    return report &&
           printing::printTo(diplomacyrender::PhaseReportSource(*report, *layout()), printer);
}

} // namespace herald::gui
