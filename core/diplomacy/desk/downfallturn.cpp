#include "core/diplomacy/desk/downfallturn.h"

#include "core/diplomacy/downfall/leadorders.h"
#include "core/diplomacy/downfall/report.h"
#include "core/diplomacy/orderparser.h"

#include <QCoreApplication>

namespace herald::diplomacy::desk {

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::diplomacy::desk::DownfallTurn)
};

/// Gathers the result rows of the turn, step by step.
class Rows
{
public:
    explicit Rows(const Position &turnStart) : m_v(*turnStart.variant), m_board(turnStart) {}

    /// The results of one step, given on `before` whose Hardbop state is `state`.
    void orders(const Position &before, const HardbopState &state, const Adjudication &a,
                bool skipDefaultHolds = false)
    {
        for (const OrderResult &r : a.results) {
            if (!skipDefaultHolds || r.reason != Reason::DefaultHold)
                m_rows.append(resultJson(before, r, &state));
        }
    }

    /// A Hardbop order that is not a unit's: carried out, or of no effect and why (the
    /// core's sentence, translated at run time like the judge's reasons). A `secret` row is
    /// for its power's private report only (a hidden personality's step, a Ring pass: C1).
    void verdict(PowerId power, const QString &order, std::string_view problem, bool secret = false)
    {
        const bool ok = problem.empty();
        m_rows.append(QJsonObject{
            {QStringLiteral("private"), secret},
            {QStringLiteral("power"),
             power == kNoPower ? QString() : QString::fromStdString(m_v.power(power).name)},
            {QStringLiteral("order"), order},
            {QStringLiteral("outcome"), ok ? QStringLiteral("succeeded") : QStringLiteral("void")},
            {QStringLiteral("reason"), QString::fromUtf8(problem)},
            {QStringLiteral("explanation"),
             ok ? Tr::tr("Carried out.")
                : Tr::tr("No effect: %1.")
                      .arg(QCoreApplication::translate("herald::diplomacy::downfall",
                                                       std::string(problem).c_str()))}});
    }

    [[nodiscard]] QString space(ProvinceId p) const
    {
        return p < m_v.provinceCount() ? QString::fromStdString(m_v.province(p).abbreviation)
                                       : QString();
    }
    /// A cavalry second half as the GM wrote it: it orders a cavalry, and supports back only
    /// cavalry (B6.3).
    [[nodiscard]] QString secondHalf(const Order &o) const
    {
        return QString::fromStdString(formatOrder(m_v, o, {'C', 'C'}));
    }
    /// A unit's order with its cavalry or pirate letter as `state` gives it (B2).
    [[nodiscard]] QString unitOrder(const Order &o, const HardbopState &state) const
    {
        return QString::fromStdString(formatHardbopOrder(m_board, state, o));
    }

    QJsonArray m_rows;

private:
    const Variant &m_v;
    const Position &m_board;
};

QString name(Personality who)
{
    return QString::fromUtf8(personalityName(who));
}

/// Step ii's orders beside the units': leads, the Nazgul's fear, Gandalf's support and command.
void firstStepVerdicts(const Variant &v, const HardbopState &state, const HardbopTurnOrders &o,
                       const HardbopTurn &t, Rows &rows)
{
    for (std::size_t i = 0; i < o.first.leads.size() && i < t.first.leads.size(); ++i) {
        const LeadOrder &lead = o.first.leads[i];
        rows.verdict(ownerOf(v, state, lead.who),
                     Tr::tr("%1 L %2").arg(name(lead.who), rows.unitOrder(lead.unitOrder, state)),
                     describe(t.first.leads[i]));
    }
    if (o.first.fear)
        rows.verdict(ownerOf(v, state, Personality::Nazgul),
                     Tr::tr("Nazgul: fear on %1").arg(rows.space(*o.first.fear)),
                     describe(t.first.fear));
    const PowerId gandalf = ownerOf(v, state, Personality::Gandalf);
    const auto support = [&](const GandalfSupport &s) {
        return s.destination == kNoProvince
                   ? Tr::tr("Gandalf S %1").arg(rows.space(s.target))
                   : Tr::tr("Gandalf S %1-%2").arg(rows.space(s.target), rows.space(s.destination));
    };
    if (o.first.gandalfSupport)
        rows.verdict(gandalf, support(*o.first.gandalfSupport), describe(t.first.gandalfSupport));
    if (o.gandalfCommand)
        rows.verdict(gandalf,
                     Tr::tr("Gandalf commands %1").arg(rows.unitOrder(*o.gandalfCommand, state)),
                     describe(t.command));
    if (o.gandalfSecondSupport)
        rows.verdict(gandalf, Tr::tr("Second: %1").arg(support(*o.gandalfSecondSupport)),
                     describe(t.second.gandalfSupport));
}

/// The personalities' own steps (ii and vi).
void stepVerdicts(const Variant &v, const HardbopState &state, const HardbopTurnOrders &o,
                  const HardbopTurn &t, Rows &rows)
{
    for (std::size_t i = 0; i < o.personalities.size(); ++i) {
        const PersonalityOrder &p = o.personalities[i];
        QStringList path;
        for (const ProvinceId at : p.path)
            path << rows.space(at);
        StepError e = i < t.firstSteps.size() ? t.firstSteps[i] : StepError::None;
        if (e == StepError::None && i < t.secondSteps.size())
            e = t.secondSteps[i];
        rows.verdict(ownerOf(v, state, p.who),
                     Tr::tr("%1 steps %2").arg(name(p.who), path.join(QLatin1Char(' '))),
                     describe(e), true);
    }
}

/// The Ring, the Ents, the Ranger and the cavalry second halves refused.
void laterVerdicts(const Variant &v, const HardbopState &state, const HardbopTurnOrders &o,
                   const HardbopTurn &t, Rows &rows)
{
    for (std::size_t i = 0; i < o.secondHalves.size() && i < t.second.halves.size(); ++i) {
        if (t.second.halves[i] != SecondHalfError::None)
            rows.verdict(o.secondHalves[i].power,
                         Tr::tr("Second: %1").arg(rows.secondHalf(o.secondHalves[i])),
                         describe(t.second.halves[i]));
    }
    std::vector<RingPass> passes = o.firstPasses;
    passes.insert(passes.end(), o.secondPasses.begin(), o.secondPasses.end());
    for (std::size_t i = 0; i < passes.size() && i < t.passes.size(); ++i) {
        const RingPass &pass = passes[i];
        rows.verdict(pass.by,
                     Tr::tr("Ring pass to %1")
                         .arg(pass.personality ? name(*pass.personality) : rows.space(pass.to)),
                     describe(t.passes[i]), true);
    }
    if (o.wearRing != kNoPower)
        rows.verdict(o.wearRing, Tr::tr("Ring wear"), describe(t.ringOrder));
    else if (o.destroyRing != kNoPower)
        rows.verdict(o.destroyRing, Tr::tr("Ring destroy"), describe(t.ringOrder));
    if (o.entsMarch)
        rows.verdict(ownerOf(v, state, Personality::Fellowship), Tr::tr("Ents march"),
                     describe(t.march));
    if (o.neutralise)
        rows.verdict(ownerOf(v, state, Personality::Ranger),
                     Tr::tr("Ranger neutralises %1").arg(rows.space(*o.neutralise)),
                     describe(t.neutralised));
}

} // namespace

DownfallJudgement judgeDownfallTurn(const Position &position, const HardbopState &state,
                                    const HardbopTurnOrders &orders, herald::dice::Dice &dice)
{
    const Variant &v = *position.variant;
    const HardbopTurn t = playHardbopTurn(position, state, orders, dice);
    Rows rows(position);
    firstStepVerdicts(v, state, orders, t, rows);
    rows.orders(position, state, t.first.adjudication);
    if (t.firstRetreats)
        rows.orders(t.first.adjudication.next, t.first.next, t.firstRetreats->adjudication);
    stepVerdicts(v, state, orders, t, rows);
    // Every unit stands still in the second step but the cavalry: only their rows tell.
    const HardbopState &beforeSecond = t.firstRetreats ? t.firstRetreats->next : t.first.next;
    rows.orders(position, beforeSecond, t.second.adjudication, true);
    if (t.secondRetreats)
        rows.orders(t.second.adjudication.next, t.second.next, t.secondRetreats->adjudication);
    laterVerdicts(v, state, orders, t, rows);
    if (t.adjustments) {
        for (std::size_t i = 0; i < t.adjustments->adjudication.results.size(); ++i) {
            const OrderResult &r = t.adjustments->adjudication.results[i];
            QJsonObject row = resultJson(position, r);
            if (i < t.adjustmentClasses.size()) // "Build C Edo" for a cavalry (B2)
                row[QStringLiteral("order")] = QString::fromStdString(
                    formatOrder(v, r.order, {classLetter(t.adjustmentClasses[i]), '\0'}));
            if (i < t.builds.size() && t.builds[i] != BuildError::None)
                row[QStringLiteral("explanation")] =
                    Tr::tr("Illegal: %1.")
                        .arg(QCoreApplication::translate(
                            "herald::diplomacy::downfall",
                            std::string(describe(t.builds[i])).c_str()));
            rows.m_rows.append(row);
        }
    }

    DownfallJudgement out;
    Judgement &j = out.judgement;
    j.results = rows.m_rows;
    j.adjudication.next = t.position;
    j.nextState = t.state;
    const TurnReport report = reportTurn(v, t);
    for (const ReportLine &line : report.publicLines) {
        if (line.event) // the orders' results are the rows above
            j.events << QString::fromStdString(line.text);
    }
    for (int p = 0; p < v.powerCount(); ++p) {
        for (const ReportLine &line : report.privateLines[std::size_t(p)]) {
            // The desk writes its own encounter notes, for every personality that ends the
            // turn beside another power's unit, whether it moved or not (C2).
            if (line.event && line.event->kind == EventKind::Encounter)
                continue;
            out.notes.append({QString::fromStdString(v.power(PowerId(p)).name),
                              QStringLiteral("note"), QString::fromStdString(line.text)});
        }
    }
    return out;
}

} // namespace herald::diplomacy::desk
