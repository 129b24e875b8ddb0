#pragma once

#include "core/diplomacy/downfall/hardbop.h"
#include "core/diplomacy/result.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>
#include <vector>

namespace herald::diplomacy::desk {

/// A block of orders read line by line: the orders, or the first line that does not read.
struct OrdersReading
{
    std::vector<herald::diplomacy::Order> orders;
    int errorLine = 0; ///< 1-based line of the problem, 0 when every line read
    QString error;     ///< names the order text and what is wrong with it

    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};

/// Reads orders, one a line; blank lines and lines starting with '#' are skipped. With a
/// `power`, lines may leave out the "Power:" prefix but may not name another power; without
/// one (kNoPower), every line must say whose order it is.
[[nodiscard]] OrdersReading readOrders(const herald::diplomacy::Variant &variant,
                                       const QString &text, herald::diplomacy::PowerId power);

/// What the judge said about one phase, ready to store and show.
struct Judgement
{
    herald::diplomacy::Adjudication adjudication;
    /// For Downfall games: the Hardbop state after the phase.
    std::optional<herald::diplomacy::downfall::HardbopState> nextState;
    /// One object per result: power, order, outcome, reason, explanation and the strengths.
    QJsonArray results;
    /// Public events of the phase beyond the orders (units the Balrog destroyed...).
    QStringList events;
};

/// Adjudicates the phase of `position`. With a Hardbop `state` the Downfall layer judges it
/// (spec part D), otherwise the standard rules (part A).
[[nodiscard]] Judgement judge(const herald::diplomacy::Position &position,
                              const std::optional<herald::diplomacy::downfall::HardbopState> &state,
                              std::span<const herald::diplomacy::Order> orders);

/// One result as the results JSON holds it: power, order, outcome, reason, explanation and
/// the strengths; `before` is the board the order was given on. With that board's Hardbop
/// `state`, the order names cavalry and pirates by their own letters (spec B2).
[[nodiscard]] QJsonObject
resultJson(const herald::diplomacy::Position &before, const herald::diplomacy::OrderResult &result,
           const herald::diplomacy::downfall::HardbopState *state = nullptr);
/// "succeeded", "failed", "illegal" or "void": the keys of the results JSON.
[[nodiscard]] QString outcomeKey(herald::diplomacy::Outcome outcome);
/// A translated sentence saying why the order got its outcome, with the strengths and the
/// province of the unit that cut, beat or dislodged it.
[[nodiscard]] QString explain(const herald::diplomacy::Variant &variant,
                              const herald::diplomacy::OrderResult &result);
/// The power name of a result: the order's power, else the owner of the ordered unit.
[[nodiscard]] QString resultPower(const herald::diplomacy::Position &before,
                                  const herald::diplomacy::OrderResult &result);

} // namespace herald::diplomacy::desk
