#include "hexsideform.h"

#include "app/gui/campaigncontroller.h"
#include "db/campaignfile.h"
#include "db/map/maprepository.h"

#include <QJsonArray>

namespace herald::mapui {

using namespace herald::warmaster;

HexsideForm::HexsideForm(QObject *parent) : QObject(parent)
{
    if (auto *controller = gui::CampaignController::instance())
        connect(controller, &gui::CampaignController::campaignChanged, this, &HexsideForm::load);
}

void HexsideForm::setSide(const QString &side)
{
    if (side == m_side)
        return;
    m_side = side;
    load();
}

void HexsideForm::load()
{
    auto *controller = gui::CampaignController::instance();
    const db::StoredMap stored = controller && controller->service().isOpen()
                                     ? db::loadStoredMap(controller->service().file()->database())
                                     : db::StoredMap{};
    const auto side = map::Hexside::fromString(m_side);
    m_exists = side && (stored.map.areaAt(side->first()) || stored.map.areaAt(side->second()));
    m_river = false;
    m_barrier = QStringLiteral("default");
    m_crossing = QStringLiteral("none");
    m_details.clear();
    if (m_exists) {
        if (const auto mark = stored.marks.constFind(*side); mark != stored.marks.cend()) {
            m_river = mark->river;
            if (mark->barrier)
                m_barrier = keyOf(*mark->barrier);
            m_crossing = keyOf(mark->crossing);
        }
        const auto &all = stored.map.boundaries;
        const auto resolved = std::find_if(all.begin(), all.end(),
                                           [&](const Boundary &b) { return b.side == *side; });
        QStringList facts;
        if (resolved != all.end() && resolved->barrier != BarrierType::None)
            facts << tr("barrier: %1").arg(nameOf(resolved->barrier));
        else
            facts << tr("no barrier");
        if (resolved != all.end() && resolved->river)
            facts << tr("major river");
        if (resolved != all.end() && resolved->crossing != CrossingFeature::None)
            facts << nameOf(resolved->crossing);
        m_details = facts.join(QStringLiteral(" · "));
    }
    m_original = fields();
    Q_EMIT loaded();
    Q_EMIT changed();
}

QJsonObject HexsideForm::fields() const
{
    return {{QStringLiteral("river"), m_river},
            {QStringLiteral("barrier"), m_barrier},
            {QStringLiteral("crossing"), m_crossing}};
}

void HexsideForm::submit()
{
    auto *controller = gui::CampaignController::instance();
    const auto side = map::Hexside::fromString(m_side);
    if (!controller || !m_exists || !side) {
        Q_EMIT error(tr("Click the side between two hexes first."));
        return;
    }
    QJsonObject args{{QStringLiteral("sides"),
                      QJsonArray{QJsonArray{side->first().toXXYY(), side->second().toXXYY()}}}};
    const QJsonObject now = fields();
    for (auto it = now.begin(); it != now.end(); ++it) {
        if (m_original.value(it.key()) != it.value())
            args.insert(it.key(), it.value());
    }
    if (args.size() == 1) {
        Q_EMIT error(tr("Nothing was changed on side %1.").arg(m_side));
        return;
    }
    if (controller->execute(QStringLiteral("boundary.set"), args))
        Q_EMIT done(controller->latestSummary());
    else
        Q_EMIT error(controller->lastError());
}

} // namespace herald::mapui
