#include "app/cli/diplomacy/judgeverb.h"

#include "app/cli/clicontext.h"
#include "core/diplomacy/desk/judgement.h"
#include "core/diplomacy/positionformat.h"
#include "db/diplomacy/shippedvariants.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>

namespace herald::cli {

using namespace herald::diplomacy;
using namespace herald::db::diplomacy;
using namespace herald::diplomacy::desk;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::cli::JudgeVerb)
};

bool readFile(CliContext &c, const QString &path, QString &text, int *code)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *code = c.fileError({db::FileProblem::Unreadable,
                             Tr::tr("%1 cannot be read: %2").arg(path, file.errorString())});
        return false;
    }
    text = QString::fromUtf8(file.readAll());
    return true;
}

/// The shipped variant the position's VARIANT record names (Standard when it names none).
const ShippedVariant *variantOf(const QString &text, int *line, QString *named)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (int i = 0; i < lines.size(); ++i) {
        const QString l = lines.at(i).trimmed();
        if (l.startsWith(QLatin1String("VARIANT "))) {
            *line = i + 1;
            *named = l.mid(8).trimmed();
            return shippedVariantNamed(*named);
        }
    }
    return shippedVariant(QStringLiteral("standard"));
}

} // namespace

int judgePosition(CliContext &c, QStringList words)
{
    if (words.size() != 2)
        return c.usage(Tr::tr("adjudicate needs a position file and an orders file: adjudicate "
                              "POSITION ORDERS [--json]"));
    int code = ExitOk;
    QString positionText;
    QString ordersText;
    if (!readFile(c, words.at(0), positionText, &code) ||
        !readFile(c, words.at(1), ordersText, &code))
        return code;
    int variantLine = 0;
    QString variantName;
    const ShippedVariant *shipped = variantOf(positionText, &variantLine, &variantName);
    if (!shipped)
        return c.usage(
            Tr::tr(
                "%1:%2: Herald knows no variant \"%3\" (it knows Standard and Hardbop Downfall).")
                .arg(words.at(0), QString::number(variantLine), variantName));
    const QByteArray utf8 = positionText.toUtf8();
    const PositionParseResult parsed = parsePosition(
        *shipped->variant, std::string_view(utf8.constData(), std::size_t(utf8.size())));
    if (!parsed.position) {
        QStringList problems;
        for (const PositionError &e : parsed.errors)
            problems << QStringLiteral("%1: %2").arg(words.at(0),
                                                     QString::fromStdString(describe(e)));
        return c.usage(problems.join(QLatin1Char('\n')));
    }
    const OrdersReading orders = readOrders(*shipped->variant, ordersText, kNoPower);
    if (!orders.ok())
        return c.usage(QStringLiteral("%1:%2: %3")
                           .arg(words.at(1), QString::number(orders.errorLine), orders.error));
    // The stand-alone judge knows only what the position file says: standard rules (spec
    // part A) also for a Downfall board, as the file carries no Hardbop state.
    const Judgement j = judge(*parsed.position, std::nullopt, orders.orders);
    const QString phase = QString::fromStdString(phaseLabel(*parsed.position));
    const QString next = QString::fromStdString(serializePosition(j.adjudication.next));
    QStringList lines{
        Tr::tr("%1, %2").arg(QString::fromStdString(shipped->variant->name()), phase)};
    for (const QJsonValue &value : j.results) {
        const QJsonObject r = value.toObject();
        lines << QStringLiteral("%1: %2 — %3. %4")
                     .arg(r.value(QStringLiteral("power")).toString(),
                          r.value(QStringLiteral("order")).toString(),
                          r.value(QStringLiteral("outcome")).toString(),
                          r.value(QStringLiteral("explanation")).toString());
    }
    lines << QString() << Tr::tr("Next position:") << next.trimmed();
    c.print({{QStringLiteral("variant"), QString::fromStdString(shipped->variant->name())},
             {QStringLiteral("phase"), phase},
             {QStringLiteral("results"), j.results},
             {QStringLiteral("nextPhase"), QString::fromStdString(phaseLabel(j.adjudication.next))},
             {QStringLiteral("next"), next}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

} // namespace herald::cli
