#include "contenteditor.h"

#include "app/services/decks/decksquery.h"
#include "core/decks/csv.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace herald::gui::decks {

using namespace herald::decks;

// The editor shows no campaign data: it reads a table or the content when asked.
ContentEditor::ContentEditor(QObject *parent) : CampaignForm({}, parent)
{
}

void ContentEditor::importFile(const QUrl &file, const QString &tableId)
{
    const QString path = file.toLocalFile();
    const QString name = QFileInfo(path).fileName();
    QFile in(path);
    if (!in.open(QIODevice::ReadOnly)) {
        refuse(tr("%1 cannot be read: %2").arg(name, in.errorString()));
        return;
    }
    const QByteArray bytes = in.readAll();
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
        if (tableId.isEmpty()) {
            refuse(tr("A CSV file holds the rows of one table: choose the table first."));
            return;
        }
        run(QStringLiteral("decks.table.csv"),
            {{QStringLiteral("table"), tableId}, {QStringLiteral("csv"), QString::fromUtf8(bytes)}},
            name + QStringLiteral(": "));
        return;
    }
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    if (!document.isObject()) {
        const auto parsed = parseContent(bytes); // names the line and column of a syntax error
        refuse(tr("%1: %2").arg(name, parsed.ok() ? tr("not a JSON object")
                                                  : parsed.error().errorString()));
        return;
    }
    run(QStringLiteral("decks.content.import"), {{QStringLiteral("content"), document.object()}},
        name + QStringLiteral(": "));
}

void ContentEditor::exportFile(const QUrl &file, const QString &tableId)
{
    const QString path = file.toLocalFile();
    QString problem;
    const app::CampaignService *open = service();
    auto content = open ? app::decks::content(*open, &problem) : std::nullopt;
    if (!content) {
        refuse(problem.isEmpty() ? tr("Open a campaign first.") : problem);
        return;
    }
    if (!tableId.isEmpty()) {
        const Table *table = content->table(tableId);
        if (!table) {
            refuse(tr("The campaign has no table '%1'.").arg(tableId));
            return;
        }
        content = Content{{*table}, {}};
    }
    QByteArray bytes;
    if (path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive)) {
        if (content->tables.size() != 1) {
            refuse(tr("A CSV file holds the rows of one table: choose the table first."));
            return;
        }
        const auto csv = rowsToCsv(content->tables.front());
        if (!csv.ok()) {
            refuse(tr("Table '%1' cannot be written as CSV: %2")
                       .arg(tableId, csv.error().errorString()));
            return;
        }
        bytes = csv.value();
    } else {
        bytes = serializeContent(*content);
    }
    // Whole or not at all: an export interrupted half-way leaves the old file as it was.
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit()) {
        refuse(tr("%1 could not be written: %2").arg(path, out.errorString()));
        return;
    }
    Q_EMIT done(tr("Exported %1 table(s) and %2 deck(s) to %3")
                    .arg(content->tables.size())
                    .arg(content->decks.size())
                    .arg(QFileInfo(path).fileName()));
}

QString ContentEditor::tableText(const QString &tableId) const
{
    const app::CampaignService *open = service();
    const auto table = open ? app::decks::table(*open, tableId) : std::nullopt;
    return table ? QString::fromUtf8(
                       QJsonDocument(tableToJson(*table)).toJson(QJsonDocument::Indented))
                 : QString();
}

QString ContentEditor::newTableText() const
{
    Table table;
    table.id = QStringLiteral("myTable");
    table.title = tr("My table");
    table.dice = *dice::parse("d6").expression;
    table.rows = {Row{1, 3, {}, {}, {Entry{tr("Nothing happens"), {}, {}}}, {}},
                  Row{4, 6, {}, {}, {Entry{tr("Something happens"), {}, {}}}, {}}};
    return QString::fromUtf8(QJsonDocument(tableToJson(table)).toJson(QJsonDocument::Indented));
}

void ContentEditor::saveTable(const QString &text)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &parseError);
    if (!document.isObject()) {
        refuse(tr("The table is not a JSON object: %1 at character %2")
                   .arg(parseError.error == QJsonParseError::NoError ? tr("not an object")
                                                                     : parseError.errorString())
                   .arg(parseError.offset + 1));
        return;
    }
    run(QStringLiteral("decks.table.put"), {{QStringLiteral("table"), document.object()}});
}

void ContentEditor::installShipped()
{
    run(QStringLiteral("decks.install"), {});
}

} // namespace herald::gui::decks
