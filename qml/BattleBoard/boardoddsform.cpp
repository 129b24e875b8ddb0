#include "boardoddsform.h"

#include "app/services/battleboard/boardodds.h"

namespace herald::gui {

using namespace herald::battleboard;
using namespace herald::app::battleboard;

BoardOddsForm::BoardOddsForm(QObject *parent)
    : CampaignForm({QStringLiteral("board_battle"), QStringLiteral("board_army")}, parent)
{
}

void BoardOddsForm::setBattle(const QString &name)
{
    if (name == m_battle)
        return;
    m_battle = name;
    reload();
}

void BoardOddsForm::setRuns(int runs)
{
    if (runs == m_runs)
        return;
    m_runs = runs;
    Q_EMIT changed();
}

bool BoardOddsForm::simulate()
{
    app::CampaignService *s = service();
    const auto b = s ? board(*s, m_battle) : std::nullopt;
    if (!b) {
        refuse(tr("Choose a battle first."));
        return false;
    }
    const BattleOdds odds = boardOdds(*b, std::clamp(m_runs, 1, 100000));
    if (odds.battles == 0) {
        refuse(odds.setupIssues.join(QLatin1Char(' ')));
        return false;
    }
    m_shares = {odds.attackerShare(), odds.defenderShare(), odds.undecidedShare()};
    m_summary = odds.summary();
    m_losses = meanLossLines(*b, odds);
    m_ready = true;
    Q_EMIT changed();
    return true;
}

void BoardOddsForm::reload()
{
    // Odds of a battle that changed since are no longer its odds.
    m_ready = false;
    m_shares = {};
    m_summary.clear();
    m_losses.clear();
    Q_EMIT changed();
}

} // namespace herald::gui
