#include "armyform.h"

namespace herald::nations {

namespace {

QStringList labels(const std::vector<app::ArmyPlacementOffer::Choice> &choices)
{
    QStringList list;
    for (const auto &choice : choices)
        list << choice.label;
    return list;
}

} // namespace

ArmyForm::ArmyForm(QObject *parent) : CampaignForm(app::armyPlacementTables(), parent)
{
}

void ArmyForm::setNationId(int id)
{
    if (id == m_nationId)
        return;
    m_nationId = id;
    reload();
    Q_EMIT nationIdChanged();
}

QStringList ArmyForm::generals() const
{
    return labels(m_offer.generals);
}

QStringList ArmyForm::areas() const
{
    return labels(m_offer.areas);
}

void ArmyForm::reload()
{
    const auto *campaign = service();
    m_offer = campaign && m_nationId > 0 ? app::armyPlacementOffer(*campaign, m_nationId)
                                         : app::ArmyPlacementOffer{};
    Q_EMIT choicesChanged();
}

void ArmyForm::place()
{
    if (m_generalIndex < 0 || std::size_t(m_generalIndex) >= m_offer.generals.size() ||
        m_areaIndex < 0 || std::size_t(m_areaIndex) >= m_offer.areas.size()) {
        refuse(m_offer.blocked.isEmpty() ? tr("Choose a general and an area.") : m_offer.blocked);
        return;
    }
    run(QStringLiteral("army.place"),
        {{QStringLiteral("nation"), m_nationId},
         {QStringLiteral("name"), m_name},
         {QStringLiteral("general"), m_offer.generals[std::size_t(m_generalIndex)].id.toLongLong()},
         {QStringLiteral("area"), m_offer.areas[std::size_t(m_areaIndex)].id}});
}

void ArmyForm::rename(int army, const QString &name)
{
    run(QStringLiteral("army.rename"),
        {{QStringLiteral("army"), army}, {QStringLiteral("name"), name}});
}

void ArmyForm::remove(int army)
{
    run(QStringLiteral("army.remove"), {{QStringLiteral("army"), army}});
}

} // namespace herald::nations
