#include "newgameform.h"

#include "app/gui/campaigncontroller.h"
#include "db/diplomacy/shippedvariants.h"

#include <QJsonObject>

namespace herald::gui {

void NewGameForm::setName(const QString &name)
{
    if (name == m_name)
        return;
    m_name = name;
    Q_EMIT changed();
}

void NewGameForm::setVariant(int variant)
{
    if (variant == m_variant)
        return;
    m_variant = variant;
    Q_EMIT changed();
}

QStringList NewGameForm::variants() const
{
    QStringList labels;
    for (const auto &v : db::diplomacy::shippedVariants())
        labels << v.label;
    return labels;
}

void NewGameForm::submit()
{
    const auto &all = db::diplomacy::shippedVariants();
    auto *controller = CampaignController::instance();
    if (!controller || m_variant < 0 || m_variant >= all.size()) {
        Q_EMIT error(tr("Choose a variant."));
        return;
    }
    if (!controller->execute(QStringLiteral("diplomacy.new"),
                             {{QStringLiteral("name"), m_name},
                              {QStringLiteral("variant"), all.at(m_variant).key}})) {
        Q_EMIT error(controller->lastError());
        return;
    }
    Q_EMIT done(controller->latestSummary());
}

} // namespace herald::gui
