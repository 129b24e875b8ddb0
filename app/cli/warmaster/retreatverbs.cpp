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

/// An army named by its id (a number) or its name.
QJsonValue armyRef(const QString &word)
{
    bool number = false;
    const qint64 id = word.toLongLong(&number);
    return number ? QJsonValue(id) : QJsonValue(word);
}

int retreatVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    if (w.positional.isEmpty() || w.positional.size() > 2)
        return c.usage(Tr::tr("retreat FILE ARMY [XXYY]"));
    QJsonObject args{{QStringLiteral("army"), armyRef(w.positional.first())}};
    if (w.positional.size() == 2)
        args.insert(QStringLiteral("area"), w.positional.at(1));
    return c.report(c.service.execute(QStringLiteral("army.retreat"), args));
}

int marchVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("march FILE ARMY XXYY"));
    return c.report(c.service.execute(QStringLiteral("army.march"),
                                      {{QStringLiteral("army"), armyRef(w.positional.first())},
                                       {QStringLiteral("area"), w.positional.at(1)}}));
}

int rallyVerb(CliContext &c, QStringList words)
{
    int code = ExitOk;
    if (!c.openCampaign(words, &code))
        return code;
    const Words w = parseWords(words, {});
    if (w.positional.size() != 1)
        return c.usage(Tr::tr("rally FILE ARMY | rally FILE NATION --decline"));
    const QJsonObject args =
        w.has(QStringLiteral("decline"))
            ? QJsonObject{{QStringLiteral("nation"), w.positional.first()},
                          {QStringLiteral("decline"), true}}
            : QJsonObject{{QStringLiteral("army"), armyRef(w.positional.first())}};
    return c.report(c.service.execute(QStringLiteral("army.rally"), args));
}

} // namespace

void addRetreatVerbs(VerbTable &table)
{
    table.add({QStringLiteral("retreat"), QStringLiteral("retreat FILE ARMY [XXYY]"),
               Tr::tr("M-4: move a beaten army to an area the §6.7 retreat list allows, or rout "
                      "it (no area: §6.8) when none qualifies"),
               true, retreatVerb});
    table.add({QStringLiteral("march"), QStringLiteral("march FILE ARMY XXYY"),
               Tr::tr("M-5: where a routed army has several equally near next steps home, the "
                      "one its owner chooses (I-58); without it the first is taken"),
               true, marchVerb});
    table.add({QStringLiteral("rally"),
               QStringLiteral("rally FILE ARMY | rally FILE NATION --decline"),
               Tr::tr("M-5: a nation whose only forces are routed armies rallies one of them, once "
                      "a game, or lets this turn pass (§6.8 last-ditch rally)"),
               true, rallyVerb});
}

} // namespace herald::cli
