#pragma once

#include "app/services/campaignservice.h"
#include "core/warmaster/campaignsettings.h"

#include <vector>

namespace herald::app {

/// One §11.S setting as the settings list shows it.
struct SettingRow
{
    warmaster::SettingDefinition definition;
    QJsonValue value; ///< the value in effect: the default when none or a bad one is stored
    /// Why the stored value was not taken (its default applies instead), or empty.
    QString problem;

    [[nodiscard]] bool isDefault() const { return value == definition.defaultValue; }
};

/// The open campaign's settings: typed, for the rules, and row by row, for people.
struct SettingsListing
{
    warmaster::CampaignSettings settings;
    std::vector<SettingRow> rows; ///< every setting, in the order of §11.S
    QStringList problems;         ///< stored keys that are no setting, as sentences
};

/// Reads the open campaign's settings; a bad stored value is reported on its row and costs
/// only that setting its value. Empty rows when no campaign is open.
[[nodiscard]] SettingsListing listSettings(const CampaignService &service);

/// Sets one setting through the command runner (campaign.setting): undoable, and refused with
/// the reason when the key or the value is not allowed.
db::ExecuteResult setSetting(CampaignService &service, const QString &key, const QJsonValue &value);

} // namespace herald::app
