#include "newgameform.h"

#include "app/services/diplomacy/gamequery.h"

#include <QJsonObject>

namespace herald::gui {

// The form shows no campaign data: the games are the desk's.
NewGameForm::NewGameForm(QObject *parent) : CampaignForm({}, parent)
{
}

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
    for (const auto &v : app::diplomacy::shippedVariants())
        labels << v.label();
    return labels;
}

void NewGameForm::submit()
{
    const auto &all = app::diplomacy::shippedVariants();
    if (m_variant < 0 || m_variant >= all.size()) {
        refuse(tr("Choose a variant."));
        return;
    }
    run(QStringLiteral("diplomacy.new"),
        {{QStringLiteral("name"), m_name}, {QStringLiteral("variant"), all.at(m_variant).key}});
}

} // namespace herald::gui
