#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace herald::app {

class CampaignService;

/// The fields of a nation the referee edits (§1.2), as stored.
struct NationFields
{
    QString name;
    QString colour;
    QString player;   ///< the player's name, empty for none
    QString armyList; ///< the army list id, empty for none
    QString capital;  ///< XXYY, empty when not set
};

/// The nation's fields; nullopt when the campaign has no nation of that id.
[[nodiscard]] std::optional<NationFields> nationFields(const CampaignService &service,
                                                       qint64 nationId);

/// The tables nationFields() reads.
[[nodiscard]] QStringList nationFieldTables();

} // namespace herald::app
