#pragma once

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "app/printing/printjob.h"

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

/// Reads a printing verb's --paper (a4 unless it says letter) into `options` and checks its
/// OUT.pdf before anything is read: a folder is refused, and so is a herald-cli without Qt's GUI
/// support (text on paper needs its font machinery). Returns ExitOk when the document may be
/// drawn, else the exit code of the usage error or refusal it printed.
int pdfTarget(CliContext &c, const Words &w, const QString &out, printing::PrintOptions *options);

} // namespace herald::cli
