#include "tablerollform.h"

#include "app/gui/typedfaces.h"
#include "app/services/decks/decksquery.h"
#include "app/services/decks/originlabel.h"

#include <QJsonArray>

namespace herald::gui::decks {

using namespace herald::decks;

TableRollForm::TableRollForm(QObject *parent)
    : CampaignForm({QStringLiteral("decks_table")}, parent)
{
}

void TableRollForm::setTableId(const QString &id)
{
    if (id == m_tableId)
        return;
    m_tableId = id;
    m_modifiers.clear();
    m_column.clear();
    reload();
    Q_EMIT changed();
}

void TableRollForm::reload()
{
    const app::CampaignService *open = service();
    m_table = (open ? app::decks::table(*open, m_tableId) : std::nullopt).value_or(Table{});
    m_rows.setTable(m_table);
    if (m_column.isEmpty() && !m_table.columns.empty())
        m_column = m_table.columns.front().id;
    Q_EMIT tableChanged();
    Q_EMIT changed();
}

QString TableRollForm::originLabel() const
{
    return m_table.id.isEmpty() ? QString() : app::decks::originLabel(m_table.provenance);
}

bool TableRollForm::houseDefault() const
{
    return m_table.provenance.origin == Origin::HouseDefault;
}

QString TableRollForm::diceText() const
{
    return rollable() ? QString::fromStdString(m_table.dice.toString()) : QString();
}

bool TableRollForm::rollable() const
{
    return !m_table.id.isEmpty() && m_table.kind == TableKind::Roll;
}

QStringList TableRollForm::modifierNames() const
{
    QStringList names;
    for (const ModifierSpec &m : m_table.modifiers)
        names << m.name;
    return names;
}

QStringList TableRollForm::modifierLabels() const
{
    QStringList labels;
    for (const ModifierSpec &m : m_table.modifiers)
        labels << (m.label.isEmpty() ? m.name : m.label);
    return labels;
}

QStringList TableRollForm::columnIds() const
{
    QStringList ids;
    for (const Column &c : m_table.columns)
        ids << c.id;
    return ids;
}

QStringList TableRollForm::columnLabels() const
{
    QStringList labels;
    for (const Column &c : m_table.columns)
        labels << (c.label.isEmpty() ? c.id : c.label);
    return labels;
}

void TableRollForm::setColumn(const QString &column)
{
    if (column == m_column)
        return;
    m_column = column;
    Q_EMIT changed();
}

void TableRollForm::setPurpose(const QString &purpose)
{
    if (purpose == m_purpose)
        return;
    m_purpose = purpose;
    Q_EMIT changed();
}

void TableRollForm::setTypedFaces(const QString &typedFaces)
{
    if (typedFaces == m_typedFaces)
        return;
    m_typedFaces = typedFaces;
    Q_EMIT changed();
}

void TableRollForm::setModifier(const QString &name, int value)
{
    if (m_modifiers.value(name) == value)
        return;
    m_modifiers.insert(name, value);
    Q_EMIT changed();
}

QList<int> TableRollForm::faces(bool *ok) const
{
    return parseTypedFaces(m_typedFaces, ok);
}

QString TableRollForm::problem() const
{
    if (!service())
        return tr("Open a campaign first: every roll is kept in its history.");
    if (m_table.id.isEmpty())
        return tr("Choose a table.");
    if (!rollable())
        return tr("%1 is read by what you already know, not rolled.").arg(m_table.title);
    bool ok = false;
    const QList<int> typed = faces(&ok);
    if (!ok)
        return tr("Type the dice as whole numbers separated by blanks or commas.");
    if (!typed.isEmpty() && typed.size() != m_table.dice.count)
        return tr("%1 needs %2 typed value(s); %3 given.")
            .arg(QString::fromStdString(m_table.dice.toString()))
            .arg(m_table.dice.count)
            .arg(typed.size());
    return {};
}

void TableRollForm::submit()
{
    if (const QString why = problem(); !why.isEmpty()) {
        refuse(why);
        return;
    }
    QJsonObject modifiers;
    for (auto it = m_modifiers.begin(); it != m_modifiers.end(); ++it) {
        if (it.value() != 0)
            modifiers.insert(it.key(), it.value());
    }
    QJsonObject args{{QStringLiteral("table"), m_tableId},
                     {QStringLiteral("modifiers"), modifiers},
                     {QStringLiteral("purpose"), m_purpose}};
    if (!m_table.columns.empty())
        args.insert(QStringLiteral("column"), m_column);
    bool ok = false;
    QJsonArray typed;
    for (int face : faces(&ok))
        typed.append(face);
    if (!typed.isEmpty())
        args.insert(QStringLiteral("typed"), typed);
    if (run(QStringLiteral("decks.table.roll"), args))
        setTypedFaces(QString());
}

} // namespace herald::gui::decks
