#pragma once

#include "app/gui/campaignform.h"

#include <QUrl>

namespace herald::gui::decks {

/// Content in and out of the campaign, and editing: import a JSON document or a table's CSV
/// rows, export JSON (everything or one table) or CSV, edit or add a table as JSON text in the
/// content format, add the shipped WarMaster content. Every change is a command (undoable);
/// a malformed import or edit is refused with the table and row named and changes nothing.
class ContentEditor : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

public:
    explicit ContentEditor(QObject *parent = nullptr);

    /// A .csv file replaces the rows of `tableId`; anything else is read as a JSON document.
    Q_INVOKABLE void importFile(const QUrl &file, const QString &tableId);
    /// With a .csv name, the rows of `tableId`; else JSON of `tableId`, or of everything when
    /// empty.
    Q_INVOKABLE void exportFile(const QUrl &file, const QString &tableId);
    /// The stored table as indented JSON, for the editor.
    Q_INVOKABLE QString tableText(const QString &tableId) const;
    /// A small custom table to start from.
    Q_INVOKABLE QString newTableText() const;
    /// Adds or replaces the table written in `text` (decks.table.put).
    Q_INVOKABLE void saveTable(const QString &text);
    /// Adds the shipped WarMaster tables and decks the campaign lacks (decks.install).
    Q_INVOKABLE void installShipped();
};

} // namespace herald::gui::decks
