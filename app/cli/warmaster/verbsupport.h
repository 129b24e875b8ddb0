#pragma once

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"

#include <QStringList>

#include <functional>
#include <map>

namespace herald::cli {

/// One action of a verb ("nation add", "army place"), given the words after FILE.
using Action = std::function<int(CliContext &, const Words &)>;

/// Runs "<verb> ACTION FILE args...": opens the campaign, parses the options, calls the action
/// with the positional words after FILE.
int dispatch(CliContext &c, QStringList words, const QString &verb,
             const std::map<QString, Action> &actions, const QStringList &valueOptions);

} // namespace herald::cli
