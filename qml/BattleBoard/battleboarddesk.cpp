#include "battleboarddesk.h"

#include "app/gui/typedfaces.h"
#include "app/services/battleboard/armyspec.h"
#include "app/services/battleboard/boardtext.h"
#include "core/battleboard/actor.h"
#include "core/battleboard/board.h"
#include "core/battleboard/boardkeys.h"
#include "core/battleboard/charge.h"
#include "core/battleboard/explanations.h"
#include "core/battleboard/fire.h"
#include "core/battleboard/pursuit.h"
#include "core/battleboard/rally.h"
#include "core/battleboard/words.h"

#include <QFile>
#include <QJsonArray>
#include <QUrl>

namespace herald::gui {

using namespace herald::battleboard;
using namespace herald::app::battleboard;
using herald::warmaster::keyOf;

BattleBoardDesk::BattleBoardDesk(QObject *parent)
    : CampaignForm({QStringLiteral("board_battle"), QStringLiteral("board_army"),
                    QStringLiteral("board_log")},
                   parent),
      m_units(this)
{
}

void BattleBoardDesk::setBattle(const QString &name)
{
    if (name == battle())
        return;
    m_wanted = name;
    m_selected = -1;
    m_lastLines.clear();
    reload();
}

bool BattleBoardDesk::inPursuit() const
{
    return begun() && m_board->state->stage == Stage::Pursuit;
}

bool BattleBoardDesk::finished() const
{
    return begun() && m_board->state->stage == Stage::Finished;
}

int BattleBoardDesk::columns() const
{
    return m_board ? columnCount(m_board->size) : 1;
}

QString BattleBoardDesk::attackerName() const
{
    return m_board ? m_board->army(Side::Attacker).name : QString();
}

QString BattleBoardDesk::defenderName() const
{
    return m_board ? m_board->army(Side::Defender).name : QString();
}

QString BattleBoardDesk::status() const
{
    return m_board ? stageLine(*m_board) : QString();
}

QString BattleBoardDesk::placeholderNotice() const
{
    return app::battleboard::placeholderNotice();
}

QStringList BattleBoardDesk::entrenched() const
{
    QStringList places;
    if (!begun())
        return places;
    for (const Side side : {Side::Attacker, Side::Defender}) {
        for (int column = 1; column <= 3; ++column) {
            const Space s = space(side, SpaceKind::Line, column);
            if (m_board->state->isEntrenched(s))
                places << BoardUnitModel::placeKey(s);
        }
    }
    return places;
}

QString BattleBoardDesk::selectedName() const
{
    const Unit *u = begun() ? m_board->state->unit(m_selected) : nullptr;
    return u ? unitName(*u) : QString();
}

void BattleBoardDesk::setAttackMode(const QString &mode)
{
    if (mode == m_attackMode)
        return;
    m_attackMode = mode;
    fillUnits();
    Q_EMIT changed();
}

QString BattleBoardDesk::placeName(const QString &place) const
{
    const qsizetype slash = place.indexOf(QLatin1Char('/'));
    const auto owner = herald::warmaster::fromKey<Side>(place.left(std::max<qsizetype>(slash, 0)));
    const auto s =
        herald::battleboard::parseSpace(place.mid(slash + 1), owner.value_or(Side::Attacker));
    return s ? spaceName(*s) : place;
}

void BattleBoardDesk::setTypedFaces(const QString &faces)
{
    if (faces == m_typedFaces)
        return;
    m_typedFaces = faces;
    Q_EMIT changed();
}

QString BattleBoardDesk::placeTitle(const QString &place) const
{
    const qsizetype slash = place.indexOf(QLatin1Char('/'));
    const auto owner = herald::warmaster::fromKey<Side>(place.left(std::max<qsizetype>(slash, 0)));
    const auto s =
        herald::battleboard::parseSpace(place.mid(slash + 1), owner.value_or(Side::Attacker));
    if (!s)
        return place;
    const QString army = m_board ? m_board->army(s->owner).name : QString();
    switch (s->kind) {
    case SpaceKind::Line:
        //: a line space on the board, %1 its column (counted from the attacker's left)
        return tr("Line %1").arg(s->column);
    case SpaceKind::Middle:
        //: a middle space on the board, %1 its column
        return tr("Middle %1").arg(s->column);
    case SpaceKind::Reserve:
        //: %1 the army
        return tr("%1's reserve").arg(army);
    case SpaceKind::Retreat:
        //: %1 the army
        return tr("%1's retreat box").arg(army);
    case SpaceKind::Gone:
        break;
    }
    return place;
}

QString BattleBoardDesk::fileName(const QUrl &file) const
{
    return file.fileName();
}

bool BattleBoardDesk::newBattle(const QString &name, const QString &attacker,
                                const QString &defender, const QUrl &tables)
{
    QJsonObject args{{QStringLiteral("name"), name}};
    if (!tables.isEmpty()) {
        QFile file(tables.toLocalFile());
        if (!file.open(QIODevice::ReadOnly)) {
            //: %1 the table file, %2 the system's reason
            refuse(tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString()));
            return false;
        }
        args.insert(QStringLiteral("tables"), QString::fromUtf8(file.readAll()));
    }
    for (const auto &[key, text] : {std::pair{QStringLiteral("attacker"), attacker},
                                    std::pair{QStringLiteral("defender"), defender}}) {
        QString problem;
        const auto army = readArmySpec(text, &problem);
        if (!army) {
            refuse(tr("%1: %2").arg(
                key == QLatin1String("attacker") ? tr("Attacker") : tr("Defender"), problem));
            return false;
        }
        args.insert(key, *army);
    }
    m_wanted = name.trimmed();
    return run(QStringLiteral("board.new"), args);
}

void BattleBoardDesk::clickUnit(int unitId)
{
    if (!begun() || finished())
        return;
    const BattleState &s = *m_board->state;
    const Unit *clicked = s.unit(unitId);
    const Unit *chosen = s.unit(m_selected);
    if (!clicked)
        return;
    if (chosen && unitId == m_selected) {
        m_selected = -1;
    } else if (chosen && isTarget(unitId)) {
        if (inPursuit()) {
            act(QStringLiteral("pursue"),
                {{QStringLiteral("unit"), m_selected}, {QStringLiteral("target"), unitId}});
        } else if (clicked->side == chosen->side) {
            act(QStringLiteral("rally"),
                {{QStringLiteral("unit"), m_selected}, {QStringLiteral("target"), unitId}});
        } else if (m_attackMode == QLatin1String("charge") &&
                   !evadableTargets(s, {{{m_selected, unitId}}}).empty()) {
            m_pendingCharge = {m_selected, unitId};
            //: %1 the charging unit, %2 the charged cavalry
            m_evadeQuestion = tr("%1 charges %2. Defender: does the cavalry evade to its reserve "
                                 "(§5.2.3), or stand and fight?")
                                  .arg(unitName(*chosen), unitName(*clicked));
            Q_EMIT changed();
            return;
        } else {
            act(m_attackMode,
                {{QStringLiteral("unit"), m_selected}, {QStringLiteral("target"), unitId}});
        }
        return;
    } else if (chosen && clicked->side != chosen->side) {
        // Let core say why this target is refused: the command changes nothing.
        act(inPursuit() ? QStringLiteral("pursue") : m_attackMode,
            {{QStringLiteral("unit"), m_selected}, {QStringLiteral("target"), unitId}});
        return;
    } else {
        const Refusal why =
            inPursuit() ? checkPursuit(s, m_board->rules, {unitId, -1}) : checkActor(s, unitId);
        const bool pursuerOnly =
            inPursuit() && why.code == RefusalCode::UnknownUnit && why.unit == -1;
        if (why.code != RefusalCode::None && !pursuerOnly) {
            refuse(explainRefusal(why, s));
            return;
        }
        m_selected = unitId;
    }
    fillUnits();
    Q_EMIT changed();
}

void BattleBoardDesk::clickPlace(const QString &place)
{
    if (!begun() || m_selected < 0)
        return;
    const Unit *u = m_board->state->unit(m_selected);
    const QString own = keyOf(u->side) + QLatin1Char('/');
    QString to = place;
    if (place.contains(QLatin1Char('/'))) {
        if (!place.startsWith(own)) {
            refuse(explainRefusal({RefusalCode::ForbiddenSpace, m_selected}, *m_board->state));
            return;
        }
        to = place.mid(own.size());
    }
    act(QStringLiteral("move"), {{QStringLiteral("unit"), m_selected}, {QStringLiteral("to"), to}});
}

bool BattleBoardDesk::answerEvade(bool evade)
{
    const auto [charger, target] = m_pendingCharge;
    m_pendingCharge = {-1, -1};
    m_evadeQuestion.clear();
    Q_EMIT changed();
    if (charger < 0)
        return false;
    QJsonObject args{{QStringLiteral("unit"), charger}, {QStringLiteral("target"), target}};
    if (evade)
        args.insert(QStringLiteral("evade"), QJsonArray{target});
    return act(QStringLiteral("charge"), args);
}

bool BattleBoardDesk::entrench()
{
    return act(QStringLiteral("entrench"), {{QStringLiteral("unit"), m_selected}});
}

bool BattleBoardDesk::pass()
{
    return act(QStringLiteral("pass"), {{QStringLiteral("unit"), m_selected}});
}

bool BattleBoardDesk::endHalf()
{
    return runOnBattle(QStringLiteral("board.end"), {});
}

bool BattleBoardDesk::retreat()
{
    if (!begun())
        return false;
    return runOnBattle(QStringLiteral("board.retreat"),
                       {{QStringLiteral("side"), keyOf(m_board->state->active)}});
}

bool BattleBoardDesk::resolve()
{
    return runOnBattle(QStringLiteral("board.resolve"), {});
}

bool BattleBoardDesk::act(const QString &action, QJsonObject args)
{
    args.insert(QStringLiteral("action"), action);
    return runOnBattle(QStringLiteral("board.action"), args);
}

bool BattleBoardDesk::runOnBattle(const QString &command, QJsonObject args)
{
    if (!m_board)
        return false;
    args.insert(QStringLiteral("battle"), m_board->name);
    bool readable = true;
    const QList<int> faces = parseTypedFaces(m_typedFaces, &readable);
    if (!readable) {
        refuse(tr("The dice from the table must be whole numbers, e.g. 5 4: \"%1\".")
                   .arg(m_typedFaces));
        return false;
    }
    if (!faces.isEmpty()) {
        QJsonArray typed;
        for (const int face : faces)
            typed.append(face);
        args.insert(QStringLiteral("typed"), typed);
    }
    m_logBefore = int(m_log.size());
    const bool ok = run(command, args);
    if (ok) {
        m_selected = -1;
        m_typedFaces.clear();
    } else {
        m_logBefore = -1;
    }
    return ok;
}

void BattleBoardDesk::reload()
{
    app::CampaignService *s = service();
    m_names = s ? battleNames(*s) : QStringList{};
    QString name = m_wanted;
    if (!m_names.contains(name))
        name = m_names.isEmpty() ? QString() : m_names.last();
    const QString before = battle();
    const qsizetype linesBefore = m_log.size();
    m_board = name.isEmpty() || !s ? std::nullopt : board(*s, name);
    m_log.clear();
    if (m_board) {
        for (const LogLine &line : battleLog(*s, *m_board))
            m_log << line.text;
    }
    if (m_logBefore >= 0 && battle() == before)
        m_lastLines = m_log.mid(std::min<qsizetype>(m_logBefore, m_log.size()));
    else if (battle() != before || m_log.size() < linesBefore)
        m_lastLines.clear(); // another battle, or the last action was undone
    m_logBefore = -1;
    if (!begun() || !m_board->state->unit(m_selected))
        m_selected = -1;
    fillUnits();
    ++m_revision;
    Q_EMIT changed();
}

bool BattleBoardDesk::isTarget(int unitId) const
{
    if (!begun() || m_selected < 0)
        return false;
    const BattleState &s = *m_board->state;
    const Ruleset &rules = m_board->rules;
    const Unit &chosen = *s.unit(m_selected);
    const Unit &u = *s.unit(unitId);
    if (s.stage == Stage::Pursuit)
        return checkPursuit(s, rules, {m_selected, unitId}).code == RefusalCode::None;
    if (u.side == chosen.side)
        return checkRally(s, rules, {m_selected, unitId}).code == RefusalCode::None;
    if (m_attackMode == QLatin1String("charge"))
        return checkCharge(s, rules, {{{m_selected, unitId}}}).code == RefusalCode::None;
    return checkFire(s, rules, {m_selected, unitId}).code == RefusalCode::None;
}

QString BattleBoardDesk::shortName(const Unit &u)
{
    QString type;
    switch (u.type) {
    case UnitType::Infantry:
        //: short for infantry on a crowded board space; the number follows
        type = u.elite ? tr("EInf") : tr("Inf");
        break;
    case UnitType::Cavalry:
        //: short for cavalry on a crowded board space; the number follows
        type = u.elite ? tr("ECav") : tr("Cav");
        break;
    case UnitType::Artillery:
        //: short for artillery on a crowded board space; the number follows
        type = u.elite ? tr("EArt") : tr("Art");
        break;
    case UnitType::Leader:
        //: short for leader on a crowded board space; the number follows
        type = tr("Ldr");
        break;
    }
    return QStringLiteral("%1 %2").arg(type).arg(u.id);
}

void BattleBoardDesk::fillUnits()
{
    std::vector<BoardUnitModel::Row> rows;
    if (begun()) {
        const BattleState &s = *m_board->state;
        for (const Unit &u : s.units) {
            if (!u.onBoard())
                continue;
            bool ready = false;
            if (s.stage == Stage::Battle) {
                ready = checkActor(s, u.id).code == RefusalCode::None;
            } else if (s.stage == Stage::Pursuit) {
                for (const Unit &t : s.units)
                    ready = ready ||
                            checkPursuit(s, m_board->rules, {u.id, t.id}).code == RefusalCode::None;
            }
            //: a unit on the board: its type and number
            rows.push_back({u.id, tr("%1 #%2").arg(typeName(u.type, u.elite)).arg(u.id),
                            shortName(u), keyOf(u.side), BoardUnitModel::placeKey(u.where()),
                            u.acted, ready, isTarget(u.id), u.id == m_selected, !u.isBrigade()});
        }
    }
    m_units.setRows(std::move(rows));
}

} // namespace herald::gui
