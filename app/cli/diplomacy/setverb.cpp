#include "app/cli/diplomacy/setverb.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>

namespace herald::cli {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::SetVerb)
};

/// One kind of edit: its command, the names of its positional words, and its synopsis.
struct SetKind
{
    QString word;
    QString command;
    QStringList keys;
    /// How many of the last keys may be left out.
    int optional = 0;
};

const QList<SetKind> &kinds()
{
    static const QList<SetKind> list{
        {QStringLiteral("unit"),
         QStringLiteral("diplomacy.addUnit"),
         {QStringLiteral("power"), QStringLiteral("unit"), QStringLiteral("at")}},
        {QStringLiteral("remove"), QStringLiteral("diplomacy.removeUnit"), {QStringLiteral("at")}},
        {QStringLiteral("move"),
         QStringLiteral("diplomacy.moveUnit"),
         {QStringLiteral("from"), QStringLiteral("to")}},
        {QStringLiteral("owner"),
         QStringLiteral("diplomacy.setOwner"),
         {QStringLiteral("at"), QStringLiteral("power")}},
        {QStringLiteral("personality"),
         QStringLiteral("diplomacy.personality"),
         {QStringLiteral("who"), QStringLiteral("at")}},
        {QStringLiteral("ring"),
         QStringLiteral("diplomacy.setRing"),
         {QStringLiteral("state"), QStringLiteral("at")},
         1},
        {QStringLiteral("season"),
         QStringLiteral("diplomacy.setSeason"),
         {QStringLiteral("month"), QStringLiteral("season"), QStringLiteral("year")}},
    };
    return list;
}

QString synopsis()
{
    return Tr::tr("diplomacy set FILE GAME unit POWER A|F|C|P|2A PROVINCE [--easterling] "
                  "[--original] | remove PROVINCE | move FROM TO | owner PROVINCE POWER|none | "
                  "personality WHO PROVINCE|\"\" | ring hidden|lying|carried|worn|destroyed "
                  "[PROVINCE] [--by PERSONALITY] | season [MONTH] SEASON YEAR "
                  "(see docs/cli-diplomacy.md)");
}

} // namespace

int setPosition(CliContext &c, const QStringList &words)
{
    const Words w = parseWords(words, {QStringLiteral("by")});
    QStringList positional = w.positional;
    if (positional.size() < 2)
        return c.usage(synopsis());
    bool ok = false;
    QJsonObject args{{QStringLiteral("game"), positional.takeFirst().toLongLong(&ok)}};
    if (!ok)
        return c.usage(Tr::tr("Name the game by its number (see: diplomacy games FILE)."));
    const QString word = positional.takeFirst();
    const auto kind = std::find_if(kinds().begin(), kinds().end(),
                                   [&](const SetKind &k) { return k.word == word; });
    if (kind == kinds().end())
        return c.usage(synopsis());
    QStringList keys = kind->keys;
    // A calendar of seasons only (the standard map) has no month: "season Spring 1902".
    if (kind->word == QLatin1String("season") && positional.size() == 2)
        keys.removeFirst();
    if (positional.size() > keys.size() || positional.size() < keys.size() - kind->optional)
        return c.usage(synopsis());
    for (qsizetype i = 0; i < positional.size(); ++i)
        args.insert(keys.at(i), positional.at(i));
    if (kind->word == QLatin1String("season")) {
        args.insert(QStringLiteral("year"),
                    args.value(QStringLiteral("year")).toString().toInt(&ok));
        if (!ok)
            return c.usage(synopsis());
    }
    if (kind->word == QLatin1String("owner") &&
        args.value(QStringLiteral("power"))
                .toString()
                .compare(QLatin1String("none"), Qt::CaseInsensitive) == 0)
        args.insert(QStringLiteral("power"), QString());
    QStringList traits;
    for (const QString &flag : {QStringLiteral("easterling"), QStringLiteral("original")}) {
        if (w.has(flag))
            traits << flag;
    }
    if (!traits.isEmpty())
        args.insert(QStringLiteral("traits"), traits.join(QLatin1Char(' ')));
    if (w.options.contains(QStringLiteral("by")))
        args.insert(QStringLiteral("by"), w.options.value(QStringLiteral("by")));
    return c.report(c.service.execute(kind->command, args));
}

} // namespace herald::cli
