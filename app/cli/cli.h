#pragma once

#include <QStringList>
#include <QTextStream>

namespace herald::cli {

class CliContext;

/// The command-line front end: finds the verb, runs it (or a script of verbs) against the same
/// application services as the GUI, prints text or JSON.
class Cli
{
public:
    Cli(QTextStream &out, QTextStream &err) : m_out(out), m_err(err) {}

    /// Runs argv without the program name; returns the exit code (see ExitCode).
    int run(QStringList args);

private:
    int dispatch(CliContext &context, QStringList words);
    int runScript(CliContext &context, QStringList words);
    int help(CliContext &context);

    QTextStream &m_out;
    QTextStream &m_err;
};

} // namespace herald::cli
