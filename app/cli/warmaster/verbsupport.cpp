#include "app/cli/warmaster/verbsupport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QGuiApplication>

namespace herald::cli {

int dispatch(CliContext &c, QStringList words, const QString &verb,
             const std::map<QString, Action> &actions, const QStringList &valueOptions)
{
    const QString action = words.isEmpty() ? QString() : words.takeFirst();
    const auto it = actions.find(action);
    if (it == actions.end()) {
        QStringList names;
        for (const auto &[name, run] : actions)
            names << name;
        return c.usage(QCoreApplication::translate("herald::cli::WarmasterVerbs",
                                                   "%1 needs an action: %2 (see: herald-cli help).")
                           .arg(verb, names.join(QStringLiteral(", "))));
    }
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    return it->second(c, parseWords(words, valueOptions));
}

int pdfTarget(CliContext &c, const Words &w, const QString &out, printing::PrintOptions *options)
{
    // The month report's context, where these sentences were first translated.
    const char *context = "herald::cli::ReportVerbs";
    const auto paper =
        printing::paperFromName(w.options.value(QStringLiteral("paper"), QStringLiteral("a4")));
    if (!paper)
        return c.usage(QCoreApplication::translate(context, "--paper is a4 or letter."));
    options->paper = *paper;
    if (QFileInfo(out).isDir())
        return c.fileError(
            {db::FileProblem::Storage,
             QCoreApplication::translate(context, "%1 is a folder, not a file to write.")
                 .arg(out)});
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return c.fileError({db::FileProblem::Storage,
                            QCoreApplication::translate(
                                context, "This herald-cli runs without Qt's GUI support, so it "
                                         "cannot draw the document.")});
    return ExitOk;
}

} // namespace herald::cli
