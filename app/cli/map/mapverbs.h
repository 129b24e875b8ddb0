#pragma once

namespace herald::cli {

class VerbTable;

/// map (import, demo, export, show, print, png) and area (show, set).
void addMapVerbs(VerbTable &table);

} // namespace herald::cli
