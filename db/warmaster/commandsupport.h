#pragma once

#include "db/command.h"
#include "db/warmaster/nationrepository.h"

#include <QSqlQuery>

namespace herald::db::nations {

/// Runs a prepared query with its values bound in order; false when it failed.
bool run(QSqlQuery &query, const QVariantList &values);

/// The nation the "nation" argument names, or the refusal to return.
struct NationArgument
{
    std::optional<NationRecord> nation;
    CommandOutcome refusal;
};
[[nodiscard]] NationArgument nationArgument(const CommandContext &context);

} // namespace herald::db::nations
