#pragma once

namespace herald::cli {

class VerbTable;

/// settings list|set: the campaign's §11.S settings.
void addSettingsVerbs(VerbTable &table);

} // namespace herald::cli
