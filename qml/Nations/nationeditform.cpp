#include "nationeditform.h"

#include "app/gui/campaigncontroller.h"
#include "db/warmaster/nationrepository.h"
#include "runcommand.h"

namespace herald::nations {

void NationEditForm::setNationId(int id)
{
    if (id == m_nationId)
        return;
    m_nationId = id;
    load();
    Q_EMIT nationIdChanged();
}

QJsonObject NationEditForm::loaded() const
{
    auto *controller = gui::CampaignController::instance();
    if (!controller || !controller->isOpen() || m_nationId <= 0)
        return {};
    const auto n =
        db::findNation(controller->service().file()->database(), QString::number(m_nationId));
    if (!n)
        return {};
    return {{QStringLiteral("name"), n->name},
            {QStringLiteral("colour"), n->colour},
            {QStringLiteral("player"), n->playerName},
            {QStringLiteral("armyList"), n->armyListId},
            {QStringLiteral("capital"), n->capital}};
}

void NationEditForm::load()
{
    const QJsonObject n = loaded();
    m_name = n.value(QStringLiteral("name")).toString();
    m_colour = n.value(QStringLiteral("colour")).toString();
    m_player = n.value(QStringLiteral("player")).toString();
    m_armyList = n.value(QStringLiteral("armyList")).toString();
    m_capital = n.value(QStringLiteral("capital")).toString();
    Q_EMIT changed();
}

void NationEditForm::submit()
{
    const QJsonObject before = loaded();
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
    QString message;
    if (args.size() == 1) {
        Q_EMIT error(tr("Nothing was changed."));
        return;
    }
    if (!ensurePlayer(args.value(QStringLiteral("player")).toString(), &message)) {
        Q_EMIT error(message);
        return;
    }
    if (runCommand(QStringLiteral("nation.edit"), args, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

void NationEditForm::removeNation()
{
    QString message;
    if (runCommand(QStringLiteral("nation.remove"),
                   {{QStringLiteral("nation"), QString::number(m_nationId)}}, &message))
        Q_EMIT done(message);
    else
        Q_EMIT error(message);
}

} // namespace herald::nations
