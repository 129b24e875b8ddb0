#pragma once

#include <QString>
#include <QStringList>

namespace herald::warmaster {

/// One decision of the monthly turn in words, for the history and the explanation a referee
/// opens: the rules section it applies, the armies it concerns and a translated sentence with
/// the numbers (rolls, counts, areas) that led to it.
struct MonthDecision
{
    QString section;    ///< "§4.4", "I-55"
    QStringList armies; ///< Army::id of every army concerned
    QString text;       ///< translated, starts with the section

    friend bool operator==(const MonthDecision &, const MonthDecision &) = default;
};

} // namespace herald::warmaster
