#include "db/commandregistry.h"

#include <algorithm>

namespace herald::db {

void CommandRegistry::add(CommandDefinition definition)
{
    Q_ASSERT(!find(definition.name));
    m_definitions.append(std::move(definition));
}

const CommandDefinition *CommandRegistry::find(const QString &name) const
{
    const auto it = std::find_if(m_definitions.cbegin(), m_definitions.cend(),
                                 [&](const CommandDefinition &d) { return d.name == name; });
    return it == m_definitions.cend() ? nullptr : &*it;
}

} // namespace herald::db
