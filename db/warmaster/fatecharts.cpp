#include "db/warmaster/fatecharts.h"

#include "core/decks/content.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace herald::db {

std::optional<decks::Table> campaignTable(const QSqlDatabase &db, const QString &tableId)
{
    QSqlQuery q(db);
    q.prepare(QStringLiteral("SELECT content FROM decks_table WHERE id = ?"));
    q.addBindValue(tableId);
    if (!q.exec() || !q.next())
        return std::nullopt;
    auto table =
        decks::tableFromJson(QJsonDocument::fromJson(q.value(0).toString().toUtf8()).object());
    if (!table.ok())
        return std::nullopt;
    return std::move(table).value();
}

std::optional<warmaster::FateChart>
campaignFateChart(const QSqlDatabase &db, const QString &tableId, const QString &effectKey)
{
    const auto table = campaignTable(db, tableId);
    if (!table)
        return std::nullopt;
    warmaster::FateChart chart;
    chart.dice = table->dice;
    for (const decks::Row &row : table->rows) {
        QString word;
        if (!row.entries.empty()) {
            for (const auto &[key, value] : row.entries.front().effects) {
                if (key == effectKey)
                    word = value;
            }
        }
        chart.rows.push_back({row.from, row.to, word});
    }
    return chart;
}

} // namespace herald::db
