#include "app/cli/warmaster/verbsupport.h"

#include <QCoreApplication>

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

} // namespace herald::cli
