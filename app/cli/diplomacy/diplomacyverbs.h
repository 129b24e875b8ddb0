#pragma once

namespace herald::cli {

class VerbTable;

/// diplomacy (games, new, show, orders, adjudicate, personality, note, report, export) and
/// the stand-alone judge `adjudicate POSITION ORDERS`.
void addDiplomacyVerbs(VerbTable &table);

} // namespace herald::cli
