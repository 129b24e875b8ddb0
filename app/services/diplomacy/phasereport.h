#pragma once

#include "db/diplomacy/gamestore.h"

#include <QJsonObject>

namespace herald::app::diplomacy {

/// One heading and its lines.
struct ReportSection
{
    QString heading;
    QStringList lines;
};

/// A marker the private map shows beside the units (a hidden personality of the reader).
struct ReportMarker
{
    herald::diplomacy::ProvinceId province = herald::diplomacy::kNoProvince;
    QString label;
    /// Hidden from the other powers; the GM's own board shows it marked so (spec C1).
    bool hidden = false;
};

/// What a phase report says: the public one for everybody, or a private one for one power
/// (spec C1, C2). Only what its reader may know goes in; the PDF and the CLI print it as is.
struct PhaseReport
{
    QString title;
    QString subtitle;
    QList<ReportSection> sections;
    /// The board the map shows: the phase's starting position, with these results drawn.
    herald::diplomacy::Position position;
    QJsonArray results;
    QList<ReportMarker> markers;

    /// The whole report as plain text, for herald-cli and tests.
    [[nodiscard]] QString toText() const;
    [[nodiscard]] QJsonObject toJson() const;
};

/// The public report of phase `seq` (0: the newest phase): every order and result once the
/// phase is adjudicated, public events, the units and centres after it; nothing private.
[[nodiscard]] PhaseReport publicReport(const db::diplomacy::Game &game,
                                       const db::diplomacy::Phase &phase,
                                       const std::optional<db::diplomacy::Phase> &next);

/// The private report of `power`: its own orders and results, its hidden personalities, its
/// encounters and the GM's notes to it (spec C2).
[[nodiscard]] PhaseReport privateReport(const db::diplomacy::Game &game,
                                        const db::diplomacy::Phase &phase,
                                        const std::optional<db::diplomacy::Phase> &next,
                                        const QString &power);

} // namespace herald::app::diplomacy
