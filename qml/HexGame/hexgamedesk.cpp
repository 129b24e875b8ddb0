#include "hexgamedesk.h"
#include "underlayfile.h"

#include "app/services/hexwar/mapquery.h"

#include "app/gui/campaigncontroller.h"
#include "app/hexwarrender/hexgameprintsource.h"
#include "app/services/hexwar/gameview.h"
#include "core/hexwar/reinforcement.h"
#include "core/hexwar/scenario.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace herald::gui {

using namespace herald::hexwar;
namespace hw = herald::app::hexwar;

namespace {

QJsonArray pathJson(const HexwarMap &map, const QList<map::Hex> &path)
{
    QJsonArray out;
    for (const map::Hex &h : path)
        out.append(map.number(h));
    return out;
}

} // namespace

HexGameDesk::HexGameDesk(QObject *parent)
    : CampaignForm(hw::hexgameTables() + hw::hexmapTables(), parent)
{
}

void HexGameDesk::setCurrentGame(int index)
{
    if (index == m_current)
        return;
    m_current = index;
    m_selected.clear();
    m_attackers.clear();
    reload();
    Q_EMIT currentGameChanged();
}

void HexGameDesk::reload()
{
    const app::CampaignService *open = service();
    const qsizetype known = m_names.size();
    m_names = open ? hw::gameNames(*open) : QStringList{};
    m_hexMaps = open ? hw::hexMapNames(*open) : QStringList{};
    // A game just started is the one the referee wants to see.
    if ((known > 0 && m_names.size() > known) || m_current >= m_names.size() || m_current < 0)
        m_current = int(m_names.size()) - 1;
    m_game = m_current >= 0 ? hw::game(*open, m_names.at(m_current)) : std::nullopt;
    if (m_game) {
        const Unit *u = m_game->state.unit(m_selected);
        if (!u || u->state == UnitState::Eliminated)
            m_selected.clear();
        if (m_game->state.phase != Phase::Combat)
            m_attackers.clear();
    }
    showUnderlay();
    Q_EMIT changed();
}

void HexGameDesk::showUnderlay()
{
    const app::CampaignService *open = service();
    const auto stored = open && m_game ? hw::gameUnderlay(*open, m_game->name)
                                       : std::optional<db::hexwar::Underlay>();
    const db::hexwar::Underlay underlay = stored.value_or(db::hexwar::Underlay{});
    m_underlayOpacity = underlay.opacity;
    // Every move reloads the desk; a scan of some megabytes is decoded only when it changed.
    if (underlay.image == m_underlayFile)
        return;
    m_underlayFile = underlay.image;
    m_underlay = QImage::fromData(m_underlayFile);
}

QString HexGameDesk::phaseLabel() const
{
    return m_game ? hw::phaseLabel(*m_game) : QString();
}

double HexGameDesk::blackEagleVp() const
{
    return m_game ? hw::score(*m_game).blackEagleHalf / 2.0 : 0;
}

double HexGameDesk::karameikanVp() const
{
    return m_game ? hw::score(*m_game).karameikanHalf / 2.0 : 0;
}

bool HexGameDesk::advanceOpen() const
{
    return m_game && m_game->state.aftermath && m_game->state.aftermath->mustRetreat.isEmpty();
}

QString HexGameDesk::prompt() const
{
    if (!m_game)
        return {};
    const GameState &s = m_game->state;
    if (s.finished)
        return hw::score(*m_game).verdict;
    if (s.aftermath && !s.aftermath->mustRetreat.isEmpty())
        return s.aftermath->mustRetreat.size() > 1
                   ? tr("Click the hex %1 retreats to, or first another unit that must retreat "
                        "(%2): its owner picks the order.")
                         .arg(unitLabel(retreating()),
                              s.aftermath->mustRetreat.join(QStringLiteral(", ")))
                   : tr("Click the hex %1 retreats to.").arg(unitLabel(retreating()));
    if (advanceOpen())
        return tr("Advance after combat: pick %1 and click the emptied hex, or decline.")
            .arg(s.aftermath->mayAdvance.join(QStringLiteral(", ")));
    if (s.phase == Phase::Combat)
        return m_attackers.isEmpty()
                   ? tr("Click your units to name the attackers, then the enemy unit they attack.")
                   : tr("Attackers: %1. Click the enemy unit they attack.")
                         .arg(m_attackers.join(QStringLiteral(", ")));
    const ScenarioUnit *picked = m_game->scenario().find(m_selected);
    if (picked && picked->arrival.kind == Arrival::Kind::SetUp &&
        s.unit(m_selected)->state == UnitState::NotEntered)
        return tr("%1: the highlighted hexes are where it may set up.").arg(unitLabel(m_selected));
    if (picked)
        return tr("%1: the highlighted hexes are where it may end its move.")
            .arg(unitLabel(m_selected));
    const bool setUpLeft =
        std::any_of(m_game->scenario().units.cbegin(), m_game->scenario().units.cend(),
                    [&s](const ScenarioUnit &su) {
                        return su.arrival.kind == Arrival::Kind::SetUp &&
                               s.unit(su.unit.id)->state == UnitState::NotEntered;
                    });
    return s.turn == 1 && setUpLeft
               ? tr("Set up the Karameikan units first: pick each from the box and click its "
                    "hex. Play begins once they all stand on the map.")
               : tr("Drag a counter, or pick one from the box and click where it goes.");
}

QString HexGameDesk::retreating() const
{
    const QStringList &owing = m_game->state.aftermath->mustRetreat;
    return owing.contains(m_selected) ? m_selected : owing.first();
}

QVariantList HexGameDesk::reinforcements() const
{
    QVariantList out;
    if (!m_game)
        return out;
    const Scenario &scenario = m_game->scenario();
    const GameState &s = m_game->state;
    for (const ScenarioUnit &su : scenario.units) {
        const Unit *u = s.unit(su.unit.id);
        if (u->state != UnitState::NotEntered)
            continue;
        const bool setUp = su.arrival.kind == Arrival::Kind::SetUp;
        const bool mayEnter =
            setUp || availableReinforcements(scenario, s, u->side).contains(u->id);
        const bool dueByTurn =
            su.arrival.kind == Arrival::Kind::OnTurn && su.arrival.turn <= s.turn;
        const bool released =
            su.arrival.kind == Arrival::Kind::OnVictoryPoints && s.released.contains(u->id);
        QString status;
        if (setUp)
            status = tr("set-up");
        else if (dueByTurn && su.arrival.turn < s.turn)
            status = tr("held back since turn %1").arg(su.arrival.turn);
        else if (dueByTurn || released)
            status = mayEnter ? tr("may enter now") : tr("enters in its side's movement phase");
        else if (su.arrival.kind == Arrival::Kind::OnTurn)
            status = tr("due on turn %1").arg(su.arrival.turn);
        else
            status = tr("released at %1 VP").arg(su.arrival.threshold);
        out.append(QVariantMap{{QStringLiteral("id"), u->id},
                               {QStringLiteral("label"), u->label()},
                               {QStringLiteral("status"), status},
                               {QStringLiteral("mayEnter"), mayEnter},
                               {QStringLiteral("setUp"), setUp}});
    }
    return out;
}

QStringList HexGameDesk::mapChoices() const
{
    return QStringList{tr("The scenario's own map")} + m_hexMaps;
}

bool HexGameDesk::newGame(const QString &name, const QVariantMap &settings, const QString &hexMap,
                          const QUrl &scenarioFile)
{
    QJsonObject args{{QStringLiteral("name"), name},
                     {QStringLiteral("settings"), QJsonObject::fromVariantMap(settings)}};
    if (!hexMap.isEmpty())
        args.insert(QStringLiteral("map"), hexMap);
    if (!scenarioFile.isEmpty()) {
        QFile in(scenarioFile.toLocalFile());
        if (!in.open(QIODevice::ReadOnly)) {
            refuse(tr("%1 cannot be read: %2").arg(scenarioFile.toLocalFile(), in.errorString()));
            return false;
        }
        QJsonParseError problem;
        const QJsonDocument doc = QJsonDocument::fromJson(in.readAll(), &problem);
        if (!doc.isObject()) {
            refuse(tr("%1 is not a hex game scenario file: %2")
                       .arg(scenarioFile.toLocalFile(), problem.errorString()));
            return false;
        }
        args.insert(QStringLiteral("scenarioFile"), doc.object());
    }
    return run(QStringLiteral("hexgame.new"), args);
}

bool HexGameDesk::runOnGame(const QString &action, QJsonObject args)
{
    if (!m_game) {
        refuse(tr("Start a hex game first."));
        return false;
    }
    args.insert(QStringLiteral("game"), m_game->name);
    return run(QStringLiteral("hexgame.") + action, args);
}

void HexGameDesk::pick(const QString &unitId)
{
    m_selected = m_selected == unitId ? QString() : unitId;
    Q_EMIT changed();
}

QSet<map::Hex> HexGameDesk::highlighted() const
{
    QSet<map::Hex> out;
    if (!m_game)
        return out;
    const GameState &s = m_game->state;
    if (s.aftermath && !s.aftermath->mustRetreat.isEmpty()) {
        for (const map::Hex &h : hw::retreatHexes(*m_game, retreating()))
            out.insert(h);
        return out;
    }
    if (advanceOpen()) {
        for (const map::Hex &h : s.aftermath->vacated)
            out.insert(h);
        return out;
    }
    if (m_selected.isEmpty() || s.phase != Phase::Movement)
        return out;
    const Unit *u = s.unit(m_selected);
    const ScenarioUnit *su = m_game->scenario().find(m_selected);
    if (u && su && u->state == UnitState::NotEntered && su->arrival.kind == Arrival::Kind::SetUp) {
        for (const map::Hex &h : su->arrival.area.resolve(m_game->map)) {
            if (!s.unitAt(h))
                out.insert(h);
        }
        return out;
    }
    for (const ReachableHex &r : hw::reachable(*m_game, m_selected))
        out.insert(r.hex);
    return out;
}

bool HexGameDesk::drop(const QString &unitId, const QString &hexText)
{
    const auto hex = hexOf(hexText);
    if (!m_game || !hex)
        return false;
    const Unit *u = m_game->state.unit(unitId);
    const ScenarioUnit *su = m_game->scenario().find(unitId);
    if (!u || !su)
        return false;
    bool ok = false;
    if (u->state == UnitState::NotEntered && su->arrival.kind == Arrival::Kind::SetUp) {
        ok = runOnGame(QStringLiteral("place"),
                       {{QStringLiteral("unit"), unitId}, {QStringLiteral("hex"), hexText}});
    } else {
        // The cheapest legal path there; with none, the one step asked for, which the rules
        // refuse with the reason.
        QList<map::Hex> path{*hex};
        for (const ReachableHex &r : hw::reachable(*m_game, unitId)) {
            if (r.hex == *hex)
                path = r.path;
        }
        ok = runOnGame(QStringLiteral("move"),
                       {{QStringLiteral("unit"), unitId},
                        {QStringLiteral("path"), pathJson(m_game->map, path)}});
    }
    if (ok) {
        m_selected.clear();
        Q_EMIT changed();
    }
    return ok;
}

void HexGameDesk::clickHex(const QString &hexText)
{
    const auto hex = hexOf(hexText);
    if (!m_game || !hex)
        return;
    const GameState &s = m_game->state;
    const Unit *there = s.unitAt(*hex);
    if (s.aftermath && !s.aftermath->mustRetreat.isEmpty()) {
        if (there && s.aftermath->mustRetreat.contains(there->id)) {
            pick(there->id);
            return;
        }
        runOnGame(QStringLiteral("retreat"),
                  {{QStringLiteral("unit"), retreating()}, {QStringLiteral("hex"), hexText}});
        return;
    }
    if (advanceOpen() && !there && !m_selected.isEmpty()) {
        if (runOnGame(QStringLiteral("advance"),
                      {{QStringLiteral("unit"), m_selected}, {QStringLiteral("hex"), hexText}}))
            m_selected.clear();
        return;
    }
    if (s.phase == Phase::Combat && !advanceOpen()) {
        if (there && there->side == s.activeSide) {
            if (!m_attackers.removeOne(there->id))
                m_attackers.append(there->id);
            Q_EMIT changed();
        } else if (there && !m_attackers.isEmpty()) {
            Q_EMIT defenderChosen(there->id);
        }
        return;
    }
    if (there && there->id != m_selected) {
        pick(there->id);
        return;
    }
    if (!m_selected.isEmpty())
        drop(m_selected, hexText);
}

QString HexGameDesk::oddsText(const QString &defender) const
{
    if (!m_game)
        return {};
    QString refusal;
    const auto odds = hw::odds(*m_game, m_attackers, defender, &refusal);
    return odds ? odds->explain() : refusal;
}

bool HexGameDesk::adChoiceNeeded() const
{
    return m_game && m_game->settings.adAffects == AttackerDefeat::ChosenAttacker &&
           m_attackers.size() > 1;
}

bool HexGameDesk::attack(const QString &defender, int typedFace, const QString &adUnit)
{
    QJsonObject args{{QStringLiteral("attackers"), QJsonArray::fromStringList(m_attackers)},
                     {QStringLiteral("defender"), defender}};
    if (!adUnit.isEmpty())
        args.insert(QStringLiteral("adUnit"), adUnit);
    if (typedFace > 0)
        args.insert(QStringLiteral("typed"), QJsonArray{typedFace});
    if (!runOnGame(QStringLiteral("attack"), args))
        return false;
    m_lastCombat = campaign()->lastResult().result.value(QStringLiteral("explanation")).toString();
    m_attackers.clear();
    Q_EMIT changed();
    return true;
}

bool HexGameDesk::hold(const QString &unitId)
{
    return runOnGame(QStringLiteral("hold"), {{QStringLiteral("unit"), unitId}});
}

bool HexGameDesk::declineAdvance()
{
    return runOnGame(QStringLiteral("advance"), {});
}

bool HexGameDesk::endPhase()
{
    m_attackers.clear();
    m_selected.clear();
    return runOnGame(QStringLiteral("end-phase"), {});
}

bool HexGameDesk::setUnderlay(const QUrl &image)
{
    QString problem;
    const auto args = underlayFileArguments(image, &problem);
    if (!args) {
        refuse(problem);
        return false;
    }
    return runOnGame(QStringLiteral("underlay"), *args);
}

bool HexGameDesk::clearUnderlay()
{
    return runOnGame(QStringLiteral("underlay"), {{QStringLiteral("image"), QString()}});
}

bool HexGameDesk::setUnderlayOpacity(double opacity)
{
    return runOnGame(QStringLiteral("underlay"), {{QStringLiteral("opacity"), opacity}});
}

bool HexGameDesk::printGame(const QUrl &file, bool letter)
{
    if (!m_game) {
        refuse(tr("There is no hex game to print."));
        return false;
    }
    const QString path = file.toLocalFile();
    if (path.isEmpty()) {
        refuse(tr("Choose a file to write the PDF to."));
        return false;
    }
    const hexwarrender::HexGamePrintSource source(*m_game);
    if (const QString problem = printing::printToPdf(
            source, path, source.options(letter ? QPageSize::Letter : QPageSize::A4));
        !problem.isEmpty()) {
        refuse(problem);
        return false;
    }
    Q_EMIT done(tr("%1 printed to %2").arg(m_game->name, path));
    return true;
}

std::optional<map::Hex> HexGameDesk::hexOf(const QString &text) const
{
    return m_game ? m_game->map.numbered(text) : std::nullopt;
}

QString HexGameDesk::unitAt(const QString &hex) const
{
    const auto h = hexOf(hex);
    const Unit *u = m_game && h ? m_game->state.unitAt(*h) : nullptr;
    return u ? u->id : QString();
}

QString HexGameDesk::unitLabel(const QString &unitId) const
{
    const Unit *u = m_game ? m_game->state.unit(unitId) : nullptr;
    return u ? u->label() : unitId;
}

QString HexGameDesk::describeHex(const QString &hexText) const
{
    const auto hex = hexOf(hexText);
    if (!m_game || !hex || !m_game->map.contains(*hex))
        return {};
    const HexInfo info = m_game->map.hex(*hex);
    QString text = tr("%1 %2").arg(hexText, terrainName(info.terrain));
    if (!info.name.isEmpty())
        text = tr("%1, %2 (%3)").arg(text, info.name, featureName(info.feature));
    if (const Unit *u = m_game->state.unitAt(*hex))
        text = tr("%1: %2").arg(text, u->label());
    return text;
}

QString HexGameDesk::focusHex() const
{
    if (!m_game)
        return {};
    const GameState &s = m_game->state;
    if (const Unit *u = s.unit(m_selected); u && u->onMap())
        return m_game->map.number(*u->hex);
    // A counter picked off the map: where it may come on.
    if (const hexwarrender::HexwarScene picked = scene();
        !m_selected.isEmpty() && !picked.highlighted.isEmpty())
        return m_game->map.number(
            *std::min_element(picked.highlighted.cbegin(), picked.highlighted.cend()));
    for (const Unit &u : s.units) {
        if (u.onMap() && u.side == s.activeSide)
            return m_game->map.number(*u.hex);
    }
    return {};
}

hexwarrender::HexwarScene HexGameDesk::scene() const
{
    hexwarrender::HexwarScene scene;
    if (!m_game)
        return scene;
    scene.map = &m_game->map;
    scene.state = &m_game->state;
    if (!m_highlighted)
        m_highlighted = highlighted();
    scene.highlighted = *m_highlighted;
    scene.selected = m_selected;
    scene.attackers = m_attackers;
    return scene;
}

} // namespace herald::gui
