#include "app/cli/warmaster/ransomverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::RansomVerbs)
};

int ransomVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    bool number = false;
    const qint64 captive = w.positional.value(0).toLongLong(&number);
    if (w.positional.size() < 2 || !number)
        return c.usage(Tr::tr("ransom FILE CAPTIVE-ID AREA..."));
    return c.report(c.service.execute(
        QStringLiteral("ransom.pay"),
        {{QStringLiteral("captive"), captive},
         {QStringLiteral("areas"), QJsonArray::fromStringList(w.positional.mid(1))}}));
}

} // namespace

void addRansomVerbs(VerbTable &table)
{
    table.add({QStringLiteral("ransom"), QStringLiteral("ransom FILE CAPTIVE-ID AREA..."),
               Tr::tr("NY-2: buy a captive back by ceding areas of his nation worth his level in "
                      "population points, no more than its areas make necessary (§2.16, I-19, "
                      "I-20)"),
               true, ransomVerb});
}

} // namespace herald::cli
