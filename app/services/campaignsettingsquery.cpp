#include "app/services/campaignsettingsquery.h"

#include "db/warmaster/nationrepository.h"

#include <QCoreApplication>

#include <algorithm>

namespace herald::app {

SettingsListing listSettings(const CampaignService &service)
{
    SettingsListing listing;
    if (!service.isOpen())
        return listing;
    const warmaster::CampaignSettingsParse parse =
        warmaster::campaignSettingsFromJson(db::loadStoredSettings(service.file()->database()));
    listing.settings = parse.settings;
    const QJsonObject values = warmaster::toJson(parse.settings);
    for (warmaster::SettingDefinition &d : warmaster::settingDefinitions()) {
        SettingRow row;
        row.value = values.value(d.key);
        row.definition = std::move(d);
        listing.rows.push_back(std::move(row));
    }
    for (const warmaster::SettingProblem &p : parse.problems) {
        const auto row =
            std::find_if(listing.rows.begin(), listing.rows.end(),
                         [&p](const SettingRow &r) { return r.definition.key == p.key; });
        if (row != listing.rows.end())
            row->problem =
                QCoreApplication::translate("herald::app::CampaignSettingsQuery",
                                            "The stored value is not used; the default applies. %1")
                    .arg(warmaster::describe(p));
        else
            listing.problems << QCoreApplication::translate("herald::app::CampaignSettingsQuery",
                                                            "A stored key is ignored. %1")
                                    .arg(warmaster::describe(p));
    }
    return listing;
}

db::ExecuteResult setSetting(CampaignService &service, const QString &key, const QJsonValue &value)
{
    return service.execute(QStringLiteral("campaign.setting"),
                           {{QStringLiteral("key"), key}, {QStringLiteral("value"), value}});
}

} // namespace herald::app
