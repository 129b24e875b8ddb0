#include "app/cli/warmaster/settingsverbs.h"

#include "app/cli/clicontext.h"
#include "app/cli/warmaster/verbsupport.h"
#include "app/services/campaignsettingsquery.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace herald::cli {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::SettingsVerbs)
};

/// What a setting takes, as its file keywords: "2d10 | 1d20", "true | false", "1..120".
QString allowedText(const warmaster::SettingDefinition &d)
{
    switch (d.kind) {
    case warmaster::SettingKind::Flag:
        return QStringLiteral("true | false");
    case warmaster::SettingKind::Choice: {
        QStringList keys;
        for (const warmaster::SettingChoice &c : d.choices)
            keys << c.key;
        return keys.join(QStringLiteral(" | "));
    }
    case warmaster::SettingKind::Number:
        return QStringLiteral("%1..%2").arg(d.minimum).arg(d.maximum);
    case warmaster::SettingKind::PointsOrNone:
        return QStringLiteral("none | %1..%2").arg(d.minimum).arg(d.maximum);
    }
    return {};
}

/// A value as typed back on the command line: "2d10", "true", "12", "none".
QString keyword(const QJsonValue &value)
{
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toInt());
    return value.toString();
}

int list(CliContext &c, const Words &w)
{
    if (!w.positional.isEmpty())
        return c.usage(Tr::tr("settings list takes only the campaign file: settings list FILE"));
    const app::SettingsListing listing = app::listSettings(c.service);
    QJsonArray array;
    QStringList lines;
    for (const app::SettingRow &row : listing.rows) {
        const warmaster::SettingDefinition &d = row.definition;
        QJsonArray choices;
        for (const warmaster::SettingChoice &choice : d.choices)
            choices.append(QJsonObject{{QStringLiteral("key"), choice.key},
                                       {QStringLiteral("name"), choice.name}});
        QJsonObject entry{{QStringLiteral("key"), d.key},
                          {QStringLiteral("value"), row.value},
                          {QStringLiteral("default"), d.defaultValue},
                          {QStringLiteral("isDefault"), row.isDefault()},
                          {QStringLiteral("kind"), warmaster::settingKindKey(d.kind)},
                          {QStringLiteral("title"), d.title},
                          {QStringLiteral("explanation"), d.explanation},
                          {QStringLiteral("section"), d.section},
                          {QStringLiteral("allowed"), allowedText(d)},
                          {QStringLiteral("problem"), row.problem}};
        if (d.kind == warmaster::SettingKind::Choice)
            entry.insert(QStringLiteral("choices"), choices);
        if (d.kind == warmaster::SettingKind::Number ||
            d.kind == warmaster::SettingKind::PointsOrNone) {
            entry.insert(QStringLiteral("minimum"), d.minimum);
            entry.insert(QStringLiteral("maximum"), d.maximum);
        }
        array.append(entry);
        //: settings list: key = value (default D; allowed A) [rules entry]
        lines << Tr::tr("%1 = %2  (default %3; %4) [%5]")
                     .arg(d.key, keyword(row.value), keyword(d.defaultValue), allowedText(d),
                          d.section)
              << QStringLiteral("    ") + d.explanation;
        if (!row.problem.isEmpty())
            lines << QStringLiteral("    ! ") + row.problem;
    }
    for (const QString &problem : listing.problems)
        lines << QStringLiteral("! ") + problem;
    c.print({{QStringLiteral("settings"), array},
             {QStringLiteral("problems"), QJsonArray::fromStringList(listing.problems)}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

int set(CliContext &c, const Words &w)
{
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("settings set needs a key and a value: settings set FILE KEY VALUE "
                              "(settings list FILE shows them)"));
    const QString key = w.positional.at(0);
    return c.report(
        app::setSetting(c.service, key, warmaster::settingValueFromText(key, w.positional.at(1))));
}

int settingsVerb(CliContext &c, QStringList words)
{
    return dispatch(c, std::move(words), QStringLiteral("settings"),
                    {{QStringLiteral("list"), list}, {QStringLiteral("set"), set}}, {});
}

} // namespace

void addSettingsVerbs(VerbTable &table)
{
    table.add({QStringLiteral("settings"), QStringLiteral("settings list|set FILE [KEY VALUE]"),
               Tr::tr("the campaign's settings with their defaults and explanations, or set one "
                      "(§11.S)"),
               true, settingsVerb});
}

} // namespace herald::cli
