#include "app/cli/warmaster/retreatverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::RetreatVerbs)
};

int retreatVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    if (w.positional.isEmpty() || w.positional.size() > 2)
        return c.usage(Tr::tr("retreat FILE ARMY [XXYY]"));
    bool number = false;
    const qint64 id = w.positional.first().toLongLong(&number);
    QJsonObject args{
        {QStringLiteral("army"), number ? QJsonValue(id) : QJsonValue(w.positional.first())}};
    if (w.positional.size() == 2)
        args.insert(QStringLiteral("area"), w.positional.at(1));
    return c.report(c.service.execute(QStringLiteral("army.retreat"), args));
}

} // namespace

void addRetreatVerbs(VerbTable &table)
{
    table.add({QStringLiteral("retreat"), QStringLiteral("retreat FILE ARMY [XXYY]"),
               Tr::tr("M-4: move a beaten army to an area the §6.7 retreat list allows, or rout "
                      "it (no area: §6.8) when none qualifies"),
               true, retreatVerb});
}

} // namespace herald::cli
