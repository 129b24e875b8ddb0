#pragma once

#include "db/fileproblem.h"

#include <QByteArray>
#include <QJsonObject>

namespace herald::db {

class CampaignFile;

/// The campaign's JSON interchange format, version 1 (docs/campaign-format.md).
constexpr int CampaignJsonVersion = 1;

/// The whole campaign as a JSON document: every table's rows, and the history lines in
/// effect (without their changesets: undo does not travel). A file SQLite's quick_check finds
/// damaged, or a row that cannot be read, gives an empty object and the reason in `error`.
[[nodiscard]] QJsonObject exportCampaign(const CampaignFile &file, FileError *error = nullptr);

/// Writes a new campaign file at `path` from a JSON document. The document is checked
/// completely first; the first problem is reported with its JSON path
/// ("tables.setting[3].value: ...") and nothing is written at all: the file is built beside
/// `path` and named only when whole, never over an existing file. The imported history can
/// be read but not undone.
[[nodiscard]] FileError importCampaign(const QByteArray &json, const QString &path);

} // namespace herald::db
