#include "app/cli/diplomacy/judgeverb.h"

#include "app/cli/clicontext.h"
#include "app/cli/commandline.h"
#include "core/diplomacy/desk/downfallorders.h"
#include "core/diplomacy/desk/downfallturn.h"
#include "core/diplomacy/desk/judgement.h"
#include "core/diplomacy/downfall/stateformat.h"
#include "core/diplomacy/positionformat.h"
#include "db/diplomacy/shippedvariants.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonObject>
#include <QRandomGenerator>

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

/// The files and options of one run of the judge.
struct Input
{
    QString positionFile;
    QString ordersFile;
    QString position;
    QString orders;
    const Variant *variant = nullptr;
    /// A Downfall board: its position carries the Hardbop state.
    bool downfall = false;
    std::uint64_t seed = 0;
    std::vector<int> typed;
};

/// What the judge said: the rows, the news, the dice and the next position's text.
struct Verdict
{
    QString phase; ///< the phase judged
    Judgement judgement;
    QList<PrivateNote> notes;
    QString next;
    QJsonArray dice;
};

/// Every problem of a position file, one a line, named with the file.
QString problems(const QString &file, const std::vector<PositionError> &errors)
{
    QStringList lines;
    for (const PositionError &e : errors)
        lines << QStringLiteral("%1: %2").arg(file, QString::fromStdString(describe(e)));
    return lines.join(QLatin1Char('\n'));
}

/// Spec part A: a standard board, or a Downfall board's retreats and builds read as orders.
std::optional<Verdict> judgeOrders(CliContext &c, const Input &in, const Position &position,
                                   const std::optional<downfall::HardbopState> &state, int *code)
{
    const OrdersReading orders = readOrders(*in.variant, in.orders, kNoPower);
    if (!orders.ok()) {
        *code = c.usage(QStringLiteral("%1:%2: %3")
                            .arg(in.ordersFile, QString::number(orders.errorLine), orders.error));
        return std::nullopt;
    }
    Verdict v{QString::fromStdString(phaseLabel(position)),
              judge(position, state, orders.orders),
              {},
              {},
              {}};
    const Position &next = v.judgement.adjudication.next;
    v.next = QString::fromStdString(
        state ? downfall::serializeHardbopPosition(next, *v.judgement.nextState)
              : serializePosition(next));
    return v;
}

/// Spec B11: a Downfall movement phase is a whole turn, from every power's orders, with the
/// GM's d6 for Gandalf (C3) from `--seed` or typed with `--typed`.
std::optional<Verdict> judgeTurn(CliContext &c, const Input &in, const Position &position,
                                 const downfall::HardbopState &state, int *code)
{
    const DownfallOrdersReading orders = readWholeTurn(position, state, in.orders);
    if (!orders.ok()) {
        *code = c.usage(QStringLiteral("%1:%2: %3")
                            .arg(in.ordersFile, QString::number(orders.errorLine), orders.error));
        return std::nullopt;
    }
    herald::dice::Dice dice(herald::dice::Generator(in.seed, 0));
    dice.queueTyped(in.typed);
    Verdict v;
    v.phase = QString::fromStdString(phaseLabel(position));
    try {
        DownfallJudgement judged = judgeDownfallTurn(position, state, orders.turn, dice);
        v.judgement = std::move(judged.judgement);
        v.notes = std::move(judged.notes);
    } catch (const herald::dice::InvalidEntry &e) {
        *code = c.usage(Tr::tr("--typed: %1").arg(QString::fromStdString(e.what())));
        return std::nullopt;
    }
    const Position &next = v.judgement.adjudication.next;
    v.notes += encounterNotes(*in.variant, next, *v.judgement.nextState);
    v.next =
        QString::fromStdString(downfall::serializeHardbopPosition(next, *v.judgement.nextState));
    for (const herald::dice::Roll &roll : dice.rolls()) {
        QJsonArray faces;
        for (const int face : roll.faces)
            faces.append(face);
        v.dice.append(QJsonObject{{QStringLiteral("purpose"), QString::fromStdString(roll.purpose)},
                                  {QStringLiteral("faces"), faces},
                                  {QStringLiteral("typed"), roll.typed}});
    }
    return v;
}

/// Reads the position file as its variant needs and judges it.
std::optional<Verdict> judgeInput(CliContext &c, const Input &in, int *code)
{
    const QByteArray utf8 = in.position.toUtf8();
    const std::string_view text(utf8.constData(), std::size_t(utf8.size()));
    if (!in.downfall) {
        const PositionParseResult parsed = parsePosition(*in.variant, text);
        if (!parsed.position) {
            *code = c.usage(problems(in.positionFile, parsed.errors));
            return std::nullopt;
        }
        return judgeOrders(c, in, *parsed.position, std::nullopt, code);
    }
    const downfall::HardbopPositionParse parsed = downfall::parseHardbopPosition(*in.variant, text);
    if (!parsed.position) {
        *code = c.usage(problems(in.positionFile, parsed.errors));
        return std::nullopt;
    }
    if (parsed.position->phase == PhaseType::Movement)
        return judgeTurn(c, in, *parsed.position, *parsed.state, code);
    return judgeOrders(c, in, *parsed.position, parsed.state, code);
}

} // namespace

int judgePosition(CliContext &c, QStringList words)
{
    const Words w = parseWords(words, {QStringLiteral("seed"), QStringLiteral("typed")});
    if (w.positional.size() != 2)
        return c.usage(Tr::tr("adjudicate needs a position file and an orders file: adjudicate "
                              "POSITION ORDERS [--seed N] [--typed FACES] [--json]"));
    Input in;
    in.positionFile = w.positional.at(0);
    in.ordersFile = w.positional.at(1);
    int code = ExitOk;
    if (!readFile(c, in.positionFile, in.position, &code) ||
        !readFile(c, in.ordersFile, in.orders, &code))
        return code;
    int variantLine = 0;
    QString variantName;
    const ShippedVariant *shipped = variantOf(in.position, &variantLine, &variantName);
    if (!shipped)
        return c.usage(
            Tr::tr(
                "%1:%2: Herald knows no variant \"%3\" (it knows Standard and Hardbop Downfall).")
                .arg(in.positionFile, QString::number(variantLine), variantName));
    in.variant = shipped->variant;
    in.downfall = shipped->key == QLatin1String("downfall");
    bool ok = true;
    in.seed = w.options.contains(QStringLiteral("seed"))
                  ? w.options.value(QStringLiteral("seed")).toULongLong(&ok)
                  : QRandomGenerator::system()->generate64();
    const auto typed = typedFaces(w.options.value(QStringLiteral("typed"), QStringLiteral("0")));
    if (!ok || !typed)
        return c.usage(Tr::tr("--seed takes a whole number, --typed whole numbers separated by "
                              "commas, such as 3,4."));
    if (w.options.contains(QStringLiteral("typed"))) {
        for (const QJsonValue &face : *typed)
            in.typed.push_back(face.toInt());
    }
    const std::optional<Verdict> verdict = judgeInput(c, in, &code);
    if (!verdict)
        return code;
    const Judgement &j = verdict->judgement;
    QStringList lines{
        Tr::tr("%1, %2").arg(QString::fromStdString(in.variant->name()), verdict->phase)};
    for (const QJsonValue &value : j.results) {
        const QJsonObject r = value.toObject();
        lines << QStringLiteral("%1: %2 — %3. %4")
                     .arg(r.value(QStringLiteral("power")).toString(),
                          r.value(QStringLiteral("order")).toString(),
                          r.value(QStringLiteral("outcome")).toString(),
                          r.value(QStringLiteral("explanation")).toString());
    }
    for (const QString &event : j.events)
        lines << event;
    QJsonArray notes;
    for (const PrivateNote &note : verdict->notes) {
        lines << Tr::tr("For %1 only: %2").arg(note.power, note.text);
        notes.append(QJsonObject{{QStringLiteral("power"), note.power},
                                 {QStringLiteral("kind"), note.kind},
                                 {QStringLiteral("text"), note.text}});
    }
    lines << QString() << Tr::tr("Next position:") << verdict->next.trimmed();
    c.print({{QStringLiteral("variant"), QString::fromStdString(in.variant->name())},
             {QStringLiteral("phase"), verdict->phase},
             {QStringLiteral("results"), j.results},
             {QStringLiteral("events"), QJsonArray::fromStringList(j.events)},
             {QStringLiteral("notes"), notes},
             {QStringLiteral("dice"), verdict->dice},
             {QStringLiteral("seed"), QString::number(in.seed)},
             {QStringLiteral("nextPhase"), QString::fromStdString(phaseLabel(j.adjudication.next))},
             {QStringLiteral("next"), verdict->next}},
            lines.join(QLatin1Char('\n')));
    return ExitOk;
}

} // namespace herald::cli
