#pragma once

#include "core/diplomacy/desk/privatenote.h"
#include "core/diplomacy/downfall/hardbop.h"
#include "db/diplomacy/shippedvariants.h"

#include <QJsonArray>
#include <QList>
#include <QMap>
#include <QSqlDatabase>
#include <QString>

#include <optional>

namespace herald::db::diplomacy {

/// One game on the desk.
struct Game
{
    qint64 id = 0;
    QString name;
    const ShippedVariant *variant = nullptr;

    [[nodiscard]] bool isDownfall() const
    {
        return variant && variant->key == QLatin1String("downfall");
    }
};

/// One phase of a game: where it started, the orders given, and the judge's results once
/// adjudicated.
struct Phase
{
    qint64 id = 0;
    int seq = 0;
    QString label;
    herald::diplomacy::Position position;
    std::optional<herald::diplomacy::downfall::HardbopState> state;
    bool adjudicated = false;
    QJsonArray results;
    QStringList events;
    QMap<QString, QString> orders; ///< power name -> that power's orders, one a line
    QList<herald::diplomacy::desk::PrivateNote> notes;
};

[[nodiscard]] QList<Game> games(const QSqlDatabase &db);
[[nodiscard]] std::optional<Game> game(const QSqlDatabase &db, qint64 id);
/// Phase `seq` of the game, or its newest phase when `seq` is 0.
[[nodiscard]] std::optional<Phase> phase(const QSqlDatabase &db, const Game &game, int seq = 0);

} // namespace herald::db::diplomacy
