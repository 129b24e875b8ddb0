#include "db/command.h"

#include <QSqlError>

namespace herald::db {

CommandOutcome CommandOutcome::storageFailed(const QSqlQuery &query)
{
    return {CommandStatus::StorageFailed, query.lastError().text(), {}, {}, {}};
}

} // namespace herald::db
