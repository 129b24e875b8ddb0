#include "nationeditform.h"

#include "app/services/warmaster/nationfields.h"

namespace herald::nations {

NationEditForm::NationEditForm(QObject *parent) : CampaignForm(app::nationFieldTables(), parent)
{
}

void NationEditForm::setNationId(int id)
{
    if (id == m_nationId)
        return;
    m_nationId = id;
    load();
    Q_EMIT nationIdChanged();
}

QJsonObject NationEditForm::stored() const
{
    const auto *campaign = service();
    const auto n =
        campaign && m_nationId > 0 ? app::nationFields(*campaign, m_nationId) : std::nullopt;
    if (!n)
        return {};
    return {{QStringLiteral("name"), n->name},
            {QStringLiteral("colour"), n->colour},
            {QStringLiteral("player"), n->player},
            {QStringLiteral("armyList"), n->armyList},
            {QStringLiteral("capital"), n->capital}};
}

void NationEditForm::load()
{
    const QJsonObject n = stored();
    m_name = n.value(QStringLiteral("name")).toString();
    m_colour = n.value(QStringLiteral("colour")).toString();
    m_player = n.value(QStringLiteral("player")).toString();
    m_armyList = n.value(QStringLiteral("armyList")).toString();
    m_capital = n.value(QStringLiteral("capital")).toString();
    Q_EMIT changed();
}

void NationEditForm::submit()
{
    const QJsonObject before = stored();
    const QJsonObject typed{{QStringLiteral("name"), m_name.trimmed()},
                            {QStringLiteral("colour"), m_colour.trimmed()},
                            {QStringLiteral("player"), m_player.trimmed()},
                            {QStringLiteral("armyList"), m_armyList},
                            {QStringLiteral("capital"), m_capital.trimmed()}};
    QJsonObject args{{QStringLiteral("nation"), QString::number(m_nationId)}};
    for (auto it = typed.begin(); it != typed.end(); ++it) {
        if (it.value() != before.value(it.key()))
            args.insert(it.key(), it.value());
    }
    if (args.size() == 1) {
        refuse(tr("Nothing was changed."));
        return;
    }
    run(QStringLiteral("nation.edit"), args);
}

void NationEditForm::removeNation()
{
    run(QStringLiteral("nation.remove"), {{QStringLiteral("nation"), QString::number(m_nationId)}});
}

} // namespace herald::nations
