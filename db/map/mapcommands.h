#pragma once

#include <QByteArray>

namespace herald::db {

class CommandRegistry;

/// The strategic map's commands: map.import, map.importDemo, map.layout, map.background,
/// area.paint, area.remove, area.set, boundary.set. Each edit is one undoable command.
void registerMapCommands(CommandRegistry &registry);

/// The bundled demo map (resources/warmaster/maps/demo-strategic.json), compiled in.
[[nodiscard]] QByteArray demoStrategicMap();

} // namespace herald::db
