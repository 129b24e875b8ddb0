#include "hexsideform.h"

#include "app/services/map/mapqueries.h"

#include <QJsonArray>

namespace herald::mapui {

using namespace herald::warmaster;

HexsideForm::HexsideForm(QObject *parent) : CampaignForm(app::maps::hexsideTables(), parent)
{
}

void HexsideForm::setSide(const QString &side)
{
    if (side == m_side)
        return;
    m_side = side;
    reload();
}

void HexsideForm::reload()
{
    const app::CampaignService *open = service();
    const auto side = map::Hexside::fromString(m_side);
    // Nothing is read while no side is picked, which is most of the time.
    const auto details = open && side ? app::maps::hexsideDetails(*open, *side) : std::nullopt;
    m_exists = details.has_value();
    m_river = false;
    m_barrier = QStringLiteral("default");
    m_crossing = QStringLiteral("none");
    m_details.clear();
    if (details) {
        if (const auto &mark = details->mark) {
            m_river = mark->river;
            if (mark->barrier)
                m_barrier = keyOf(*mark->barrier);
            m_crossing = keyOf(mark->crossing);
        }
        const Boundary resolved = details->resolved.value_or(Boundary{*side});
        QStringList facts;
        if (resolved.barrier != BarrierType::None)
            facts << tr("barrier: %1").arg(nameOf(resolved.barrier));
        else
            facts << tr("no barrier");
        if (resolved.river)
            facts << tr("major river");
        if (resolved.crossing != CrossingFeature::None)
            facts << nameOf(resolved.crossing);
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
    const auto side = map::Hexside::fromString(m_side);
    if (!m_exists || !side) {
        refuse(tr("Click the side between two hexes first."));
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
        refuse(tr("Nothing was changed on side %1.").arg(m_side));
        return;
    }
    run(QStringLiteral("boundary.set"), args);
}

} // namespace herald::mapui
