#include "boardsetupform.h"

#include "core/battleboard/autodeploy.h"
#include "core/battleboard/board.h"
#include "core/battleboard/boardkeys.h"
#include "core/battleboard/words.h"

#include <QJsonArray>

namespace herald::gui {

using namespace herald::battleboard;
using namespace herald::app::battleboard;
using herald::warmaster::keyOf;

BoardSetupForm::BoardSetupForm(QObject *parent)
    : CampaignForm({QStringLiteral("board_battle"), QStringLiteral("board_army")}, parent)
{
}

void BoardSetupForm::setBattle(const QString &name)
{
    if (name == m_battle)
        return;
    m_battle = name;
    m_handedOver = false;
    reload();
}

Side BoardSetupForm::setupSide() const
{
    return m_board && m_board->army(Side::Attacker).deployed ? Side::Defender : Side::Attacker;
}

QString BoardSetupForm::side() const
{
    return keyOf(setupSide());
}

QString BoardSetupForm::army() const
{
    return m_board ? m_board->army(setupSide()).name : QString();
}

QString BoardSetupForm::otherArmy() const
{
    return m_board ? m_board->army(opponent(setupSide())).name : QString();
}

bool BoardSetupForm::handOverPending() const
{
    return m_board && !m_board->state && setupSide() == Side::Defender && !m_handedOver;
}

QStringList BoardSetupForm::units() const
{
    QStringList labels;
    if (!m_board)
        return labels;
    // Numbers as the battle will give them: the attacker's units first (§12).
    const int first =
        setupSide() == Side::Attacker ? 0 : int(m_board->army(Side::Attacker).units.size());
    int id = first;
    for (const Deployment &d : m_board->army(setupSide()).units)
        labels << tr("%1 #%2").arg(typeName(d.type, d.elite)).arg(id++);
    return labels;
}

QStringList BoardSetupForm::places() const
{
    QStringList keys{QStringLiteral("reserve")};
    const int columns = m_board ? columnCount(m_board->size) : 1;
    for (int column = 1; column <= columns; ++column)
        keys << QStringLiteral("line:%1").arg(column);
    return keys;
}

QStringList BoardSetupForm::placeNames() const
{
    QStringList names{tr("Reserve")};
    const int columns = m_board ? columnCount(m_board->size) : 1;
    if (columns == 1)
        return names << tr("Line");
    // Columns are absolute (§2.2); each player reads them as his own left, centre and right.
    const bool attacker = setupSide() == Side::Attacker;
    names << (attacker ? tr("Line 1 (your left)") : tr("Line 1 (your right)"))
          << tr("Line 2 (centre)")
          << (attacker ? tr("Line 3 (your right)") : tr("Line 3 (your left)"));
    return names;
}

QStringList BoardSetupForm::startingPlacements() const
{
    QStringList keys;
    if (!m_board)
        return keys;
    for (const Deployment &d : autoDeploy(m_board->army(setupSide()).units, m_board->size))
        keys << herald::battleboard::spaceKey({d.kind, d.column, setupSide()});
    return keys;
}

bool BoardSetupForm::confirm(const QStringList &placements)
{
    return confirmWith(QStringLiteral("placements"), QJsonArray::fromStringList(placements));
}

bool BoardSetupForm::placeAutomatically()
{
    return confirmWith(QStringLiteral("auto"), true);
}

void BoardSetupForm::handOver()
{
    m_handedOver = true;
    Q_EMIT changed();
}

bool BoardSetupForm::confirmWith(const QString &key, const QJsonValue &value)
{
    if (!m_board)
        return false;
    return run(QStringLiteral("board.setup"), {{QStringLiteral("battle"), m_board->name},
                                               {QStringLiteral("side"), side()},
                                               {key, value}});
}

void BoardSetupForm::reload()
{
    app::CampaignService *s = service();
    const bool attackerWasIn = m_board && m_board->army(Side::Attacker).deployed;
    m_board = s && !m_battle.isEmpty() ? board(*s, m_battle) : std::nullopt;
    // An undone set-up asks for it again, behind the screen again.
    if (!m_board || !m_board->army(Side::Attacker).deployed || !attackerWasIn)
        m_handedOver = false;
    Q_EMIT changed();
}

} // namespace herald::gui
