#include "rosterform.h"

#include "app/printing/rostersheet.h"

namespace herald::nations {

// The form reads nothing from the campaign: the page's models show the roster.
RosterForm::RosterForm(QObject *parent) : CampaignForm({}, parent)
{
}

void RosterForm::openRoster()
{
    run(QStringLiteral("roster.open"), {{QStringLiteral("nation"), nation()}});
}

void RosterForm::submit()
{
    run(QStringLiteral("roster.buy"), {{QStringLiteral("nation"), nation()},
                                       {QStringLiteral("unitType"), m_unitType},
                                       {QStringLiteral("count"), m_count}});
}

void RosterForm::buyCharacter()
{
    QJsonObject args{{QStringLiteral("nation"), nation()},
                     {QStringLiteral("entry"), m_characterEntry}};
    if (const QString name = m_characterName.trimmed(); !name.isEmpty())
        args.insert(QStringLiteral("name"), name);
    run(QStringLiteral("character.buy"), args);
}

void RosterForm::markLosses()
{
    run(QStringLiteral("roster.loss"), {{QStringLiteral("nation"), nation()},
                                        {QStringLiteral("line"), m_line},
                                        {QStringLiteral("count"), m_lossCount}});
}

bool RosterForm::printSheet()
{
    const auto *campaign = service();
    const auto data =
        campaign ? printing::RosterSheetData::fromCampaign(*campaign, m_nationId) : std::nullopt;
    return data && printing::printWithDialog(printing::RosterSheet(*data));
}

} // namespace herald::nations
