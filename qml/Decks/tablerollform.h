#pragma once

#include "app/gui/campaignform.h"
#include "tablerowsmodel.h"

namespace herald::gui::decks {

/// The table pane of the Decks & Tables page: what the chosen table is, its rows, and the roll
/// form (modifiers, column, purpose, typed dice). submit() runs decks.table.roll.
class TableRollForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString tableId READ tableId WRITE setTableId NOTIFY tableChanged)
    Q_PROPERTY(QString title READ title NOTIFY tableChanged)
    Q_PROPERTY(QString description READ description NOTIFY tableChanged)
    Q_PROPERTY(QString originLabel READ originLabel NOTIFY tableChanged)
    Q_PROPERTY(bool houseDefault READ houseDefault NOTIFY tableChanged)
    /// "2d10", or empty for a lookup table.
    Q_PROPERTY(QString diceText READ diceText NOTIFY tableChanged)
    Q_PROPERTY(bool rollable READ rollable NOTIFY tableChanged)
    /// The modifiers the table declares, by name, and how to show them.
    Q_PROPERTY(QStringList modifierNames READ modifierNames NOTIFY tableChanged)
    Q_PROPERTY(QStringList modifierLabels READ modifierLabels NOTIFY tableChanged)
    /// A two-way chart's column ids and labels; empty for one-column tables.
    Q_PROPERTY(QStringList columnIds READ columnIds NOTIFY tableChanged)
    Q_PROPERTY(QStringList columnLabels READ columnLabels NOTIFY tableChanged)
    Q_PROPERTY(herald::gui::decks::TableRowsModel *rows READ rows CONSTANT)
    Q_PROPERTY(QString column READ column WRITE setColumn NOTIFY changed)
    Q_PROPERTY(QString purpose READ purpose WRITE setPurpose NOTIFY changed)
    /// What real dice showed, "3 4" or "3,4"; empty to let Herald roll.
    Q_PROPERTY(QString typedFaces READ typedFaces WRITE setTypedFaces NOTIFY changed)
    Q_PROPERTY(QString problem READ problem NOTIFY changed)
    Q_PROPERTY(bool canSubmit READ canSubmit NOTIFY changed)

public:
    explicit TableRollForm(QObject *parent = nullptr);

    [[nodiscard]] QString tableId() const { return m_tableId; }
    void setTableId(const QString &id);
    [[nodiscard]] QString title() const { return m_table.title; }
    [[nodiscard]] QString description() const { return m_table.description; }
    [[nodiscard]] QString originLabel() const;
    [[nodiscard]] bool houseDefault() const;
    [[nodiscard]] QString diceText() const;
    [[nodiscard]] bool rollable() const;
    [[nodiscard]] QStringList modifierNames() const;
    [[nodiscard]] QStringList modifierLabels() const;
    [[nodiscard]] QStringList columnIds() const;
    [[nodiscard]] QStringList columnLabels() const;
    [[nodiscard]] TableRowsModel *rows() { return &m_rows; }
    [[nodiscard]] QString column() const { return m_column; }
    void setColumn(const QString &column);
    [[nodiscard]] QString purpose() const { return m_purpose; }
    void setPurpose(const QString &purpose);
    [[nodiscard]] QString typedFaces() const { return m_typedFaces; }
    void setTypedFaces(const QString &typedFaces);
    [[nodiscard]] QString problem() const;
    [[nodiscard]] bool canSubmit() const { return problem().isEmpty(); }

    /// The value of a declared modifier for the next roll (0 leaves it out).
    Q_INVOKABLE void setModifier(const QString &name, int value);
    Q_INVOKABLE void submit();

Q_SIGNALS:
    void tableChanged();
    void changed();

protected:
    void reload() override;

private:
    [[nodiscard]] QList<int> faces(bool *ok) const;

    QString m_tableId;
    herald::decks::Table m_table;
    TableRowsModel m_rows;
    QMap<QString, int> m_modifiers;
    QString m_column;
    QString m_purpose;
    QString m_typedFaces;
};

} // namespace herald::gui::decks
