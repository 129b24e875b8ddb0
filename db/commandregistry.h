#pragma once

#include "db/command.h"

#include <QList>

namespace herald::db {

/// Every command Herald knows, by name. Each rules area adds its own (see registerXxxCommands).
class CommandRegistry
{
public:
    void add(CommandDefinition definition);
    [[nodiscard]] const CommandDefinition *find(const QString &name) const;
    [[nodiscard]] const QList<CommandDefinition> &all() const { return m_definitions; }

private:
    QList<CommandDefinition> m_definitions;
};

/// The registry with every command of this build; generated from the areas' registrations
/// (cmake/HeraldCatalogs.cmake), in library herald_command_catalog.
[[nodiscard]] const CommandRegistry &standardCommands();

} // namespace herald::db
