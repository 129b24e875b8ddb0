#pragma once

#include "core/decks/deck.h"
#include "core/decks/result.h"
#include "core/decks/table.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace herald::decks {

/// The JSON format of decks and tables, described in docs/decks-and-tables-format.md.
inline constexpr int kContentFormatVersion = 1;
inline constexpr char kContentFormatName[] = "herald-decks-tables";

/// A set of tables and decks: one shipped file, one import, or a campaign's whole content.
struct Content
{
    std::vector<Table> tables;
    std::vector<Deck> decks;

    [[nodiscard]] const Table *table(const QString &id) const;
    [[nodiscard]] const Deck *deck(const QString &id) const;
    /// A resolver over this content's tables, for nested rolls.
    [[nodiscard]] TableResolver resolver() const;

    friend bool operator==(const Content &, const Content &) = default;
};

/// Why bytes could not be read as content: the first problem, at a JSON path
/// ("tables[2].rows[5].to") or, for a syntax error, at a line and column.
struct ContentError
{
    QString source; ///< the document's name when several are read together
    QString path;   ///< empty for a syntax error
    int line = 0;   ///< 1-based, syntax errors only
    int column = 0; ///< 1-based, syntax errors only
    QString message;

    /// "tables[2].rows[5].to: must be a whole number" or "line 3, column 7: ...", after
    /// "chaos-lands.json: " when the source is known.
    [[nodiscard]] QString errorString() const;
};

/// Reads a content document from bytes and validates it as a whole (validateTables, deck
/// consistency, unique deck ids). Nested rolls may also name tables `existing` knows. On any
/// problem nothing is returned but the first problem, so an import applies all or nothing.
[[nodiscard]] Result<Content, ContentError> parseContent(const QByteArray &bytes,
                                                         const TableResolver &existing = {});

/// A named document, as parseContentSet takes them ("expedition-chart.json", bytes).
struct ContentDocument
{
    QString name;
    QByteArray bytes;
};

/// Reads several documents as one collection (the shipped files, or a multi-file import):
/// each is read like parseContent, a "roll again" may name a table of any of them, and ids
/// must be unique across all. The first problem names its document.
[[nodiscard]] Result<Content, ContentError>
parseContentSet(const std::vector<ContentDocument> &documents, const TableResolver &existing = {});

/// Writes a content document (indented JSON, stable key order); parseContent reads it back
/// to an equal value.
[[nodiscard]] QByteArray serializeContent(const Content &content);

/// One table or deck as a JSON object, for the campaign store. A deck is written with its
/// state (piles and cards in play). Errors carry paths relative to the object.
[[nodiscard]] QJsonObject tableToJson(const Table &table);
[[nodiscard]] Result<Table, ContentError> tableFromJson(const QJsonObject &object);
[[nodiscard]] QJsonObject deckToJson(const Deck &deck);
[[nodiscard]] Result<Deck, ContentError> deckFromJson(const QJsonObject &object);

/// A deck operation as the history stores its arguments: {"op": "draw", "holder": ...}.
[[nodiscard]] QJsonObject operationToJson(const DeckOperation &operation);
[[nodiscard]] Result<DeckOperation, ContentError> operationFromJson(const QJsonObject &object);

/// A roll's explanation for the history and `--json` output.
[[nodiscard]] QJsonObject explanationToJson(const RollExplanation &explanation);

} // namespace herald::decks
