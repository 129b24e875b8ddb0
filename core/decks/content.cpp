#include "core/decks/content.h"

#include <QCoreApplication>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>

#include <cmath>

namespace herald::decks {

const Table *Content::table(const QString &id) const
{
    for (const Table &t : tables) {
        if (t.id == id)
            return &t;
    }
    return nullptr;
}

const Deck *Content::deck(const QString &id) const
{
    for (const Deck &d : decks) {
        if (d.id == id)
            return &d;
    }
    return nullptr;
}

TableResolver Content::resolver() const
{
    return [this](const QString &id) { return table(id); };
}

QString ContentError::errorString() const
{
    QString text = message;
    if (path.isEmpty() && line > 0)
        text = QCoreApplication::translate("herald::decks::Content", "line %1, column %2: %3")
                   .arg(line)
                   .arg(column)
                   .arg(message);
    else if (!path.isEmpty())
        text = QStringLiteral("%1: %2").arg(path, message);
    return source.isEmpty() ? text : QStringLiteral("%1: %2").arg(source, text);
}

namespace {

/// The first problem found while reading; thrown inside this file only and turned into a
/// ContentError at each public entry point.
struct Problem
{
    QString path;
    QString message;
};

[[noreturn]] void fail(const QString &path, const QString &message)
{
    throw Problem{path, message};
}

QString member(const QString &path, const QString &key)
{
    return path.isEmpty() ? key : path + QLatin1Char('.') + key;
}

QString item(const QString &path, qsizetype index)
{
    return QStringLiteral("%1[%2]").arg(path).arg(index);
}

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return QStringLiteral("true/false");
    case QJsonValue::Double:
        //: a kind of JSON value; fills %1 of "expected a list, found %1"
        return QCoreApplication::translate("herald::decks::Content", "a number");
    case QJsonValue::String:
        return QCoreApplication::translate("herald::decks::Content", "a string");
    case QJsonValue::Array:
        return QCoreApplication::translate("herald::decks::Content", "a list");
    case QJsonValue::Object:
        return QCoreApplication::translate("herald::decks::Content", "an object");
    case QJsonValue::Undefined:
        break;
    }
    //: a kind of JSON value (an absent one); fills %1 of "expected a list, found %1"
    return QCoreApplication::translate("herald::decks::Content", "nothing");
}

/// Reads the members of one JSON object, refusing members the format does not know (a typo
/// would otherwise be silently ignored). Members starting with '_' are comments.
class ObjectReader
{
public:
    ObjectReader(const QJsonValue &value, QString path, const QStringList &known)
        : m_path(std::move(path))
    {
        if (!value.isObject())
            fail(m_path, QCoreApplication::translate("herald::decks::Content",
                                                     "expected an object, found %1")
                             .arg(typeName(value)));
        m_object = value.toObject();
        for (auto it = m_object.begin(); it != m_object.end(); ++it) {
            if (!it.key().startsWith(QLatin1Char('_')) && !known.contains(it.key()))
                fail(at(it.key()),
                     QCoreApplication::translate("herald::decks::Content",
                                                 "unknown member (expected one of: %1)")
                         .arg(known.join(QStringLiteral(", "))));
        }
    }

    [[nodiscard]] QString at(const QString &key) const { return member(m_path, key); }
    [[nodiscard]] bool has(const QString &key) const { return m_object.contains(key); }
    [[nodiscard]] QJsonValue value(const QString &key) const { return m_object.value(key); }

    QString string(const QString &key, bool required = false) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(at(key), QCoreApplication::translate("herald::decks::Content",
                                                          "missing (a string is required)"));
            return {};
        }
        if (!v.isString())
            fail(at(key), QCoreApplication::translate("herald::decks::Content",
                                                      "expected a string, found %1")
                              .arg(typeName(v)));
        if (required && v.toString().trimmed().isEmpty())
            fail(at(key),
                 QCoreApplication::translate("herald::decks::Content", "must not be empty"));
        return v.toString();
    }

    std::optional<int> optionalInteger(const QString &key) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined() || v.isNull())
            return std::nullopt;
        return wholeNumber(v, at(key));
    }

    int integer(const QString &key) const
    {
        if (!has(key))
            fail(at(key), QCoreApplication::translate("herald::decks::Content",
                                                      "missing (a whole number is required)"));
        return *optionalInteger(key);
    }

    QJsonArray array(const QString &key, bool required = false) const
    {
        const QJsonValue v = m_object.value(key);
        if (v.isUndefined()) {
            if (required)
                fail(at(key), QCoreApplication::translate("herald::decks::Content",
                                                          "missing (a list is required)"));
            return {};
        }
        if (!v.isArray())
            fail(at(key),
                 QCoreApplication::translate("herald::decks::Content", "expected a list, found %1")
                     .arg(typeName(v)));
        return v.toArray();
    }

    static int wholeNumber(const QJsonValue &v, const QString &path)
    {
        if (!v.isDouble())
            fail(path, QCoreApplication::translate("herald::decks::Content",
                                                   "expected a whole number, found %1")
                           .arg(typeName(v)));
        const double d = v.toDouble();
        if (d != std::floor(d) || std::abs(d) > 1'000'000)
            fail(path, QCoreApplication::translate(
                           "herald::decks::Content",
                           "must be a whole number from -1000000 to 1000000, not %1")
                           .arg(d));
        return int(d);
    }

private:
    QString m_path;
    QJsonObject m_object;
};

QStringList stringList(const QJsonArray &array, const QString &path)
{
    QStringList out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isString() || array[i].toString().isEmpty())
            fail(item(path, i), QCoreApplication::translate("herald::decks::Content",
                                                            "expected a non-empty string, found %1")
                                    .arg(typeName(array[i])));
        out << array[i].toString();
    }
    return out;
}

/// Key/value data: an object whose values are strings, whole numbers or true/false.
Fields readFields(const QJsonValue &value, const QString &path)
{
    if (value.isUndefined())
        return {};
    if (!value.isObject())
        fail(path, QCoreApplication::translate("herald::decks::Content",
                                               "expected an object of key/value pairs, found %1")
                       .arg(typeName(value)));
    Fields fields;
    const QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const QString at = member(path, it.key());
        const QJsonValue v = it.value();
        if (v.isString())
            fields.emplace_back(it.key(), v.toString());
        else if (v.isBool())
            fields.emplace_back(it.key(),
                                v.toBool() ? QStringLiteral("true") : QStringLiteral("false"));
        else if (v.isDouble())
            fields.emplace_back(it.key(), QString::number(ObjectReader::wholeNumber(v, at)));
        else
            fail(at, QCoreApplication::translate(
                         "herald::decks::Content",
                         "a value must be a string, a whole number or true/false, not %1")
                         .arg(typeName(v)));
    }
    return fields;
}

QJsonValue fieldValueToJson(const QString &value)
{
    static const QRegularExpression integer(QStringLiteral("^(0|-?[1-9][0-9]{0,6})$"));
    if (integer.match(value).hasMatch())
        return value.toInt();
    if (value == QLatin1String("true") || value == QLatin1String("false"))
        return value == QLatin1String("true");
    return value;
}

QJsonObject fieldsToJson(const Fields &fields)
{
    QJsonObject object;
    for (const auto &[key, value] : fields)
        object.insert(key, fieldValueToJson(value));
    return object;
}

Provenance readProvenance(const ObjectReader &r, bool required)
{
    Provenance p;
    if (!r.has(QStringLiteral("origin"))) {
        if (required)
            fail(r.at(QStringLiteral("origin")),
                 //: rule, houseDefault and custom are file keywords: keep them in English
                 QCoreApplication::translate("herald::decks::Content",
                                             "missing (one of: rule, houseDefault, custom)"));
        return p;
    }
    const auto origin = originFromName(r.string(QStringLiteral("origin")));
    if (!origin)
        fail(r.at(QStringLiteral("origin")),
             //: rule, houseDefault and custom are file keywords: keep them in English
             QCoreApplication::translate("herald::decks::Content",
                                         "must be one of: rule, houseDefault, custom"));
    p.origin = *origin;
    p.section = r.string(QStringLiteral("section"), p.origin == Origin::Rule);
    return p;
}

void writeProvenance(QJsonObject &o, const Provenance &p)
{
    o.insert(QStringLiteral("origin"), originName(p.origin));
    if (!p.section.isEmpty())
        o.insert(QStringLiteral("section"), p.section);
}

// --- Tables ------------------------------------------------------------------------------

std::vector<NestedRoll> readRollAgain(const QJsonArray &array, const QString &path)
{
    std::vector<NestedRoll> out;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QString at = item(path, i);
        if (array[i].isString() && !array[i].toString().isEmpty()) {
            out.push_back({array[i].toString(), {}});
            continue;
        }
        const ObjectReader r(array[i], at, {QStringLiteral("table"), QStringLiteral("column")});
        out.push_back(
            {r.string(QStringLiteral("table"), true), r.string(QStringLiteral("column"))});
    }
    return out;
}

const QStringList kEntryMembers{QStringLiteral("result"), QStringLiteral("effects"),
                                QStringLiteral("rollAgain")};

Entry readEntry(const ObjectReader &r)
{
    Entry e;
    e.result = r.string(QStringLiteral("result"));
    e.effects = readFields(r.value(QStringLiteral("effects")), r.at(QStringLiteral("effects")));
    e.rollAgain =
        readRollAgain(r.array(QStringLiteral("rollAgain")), r.at(QStringLiteral("rollAgain")));
    return e;
}

void writeEntry(QJsonObject &o, const Entry &e)
{
    o.insert(QStringLiteral("result"), e.result);
    if (!e.effects.empty())
        o.insert(QStringLiteral("effects"), fieldsToJson(e.effects));
    if (!e.rollAgain.empty()) {
        QJsonArray again;
        for (const NestedRoll &n : e.rollAgain) {
            if (n.column.isEmpty())
                again.append(n.table);
            else
                again.append(QJsonObject{{QStringLiteral("table"), n.table},
                                         {QStringLiteral("column"), n.column}});
        }
        o.insert(QStringLiteral("rollAgain"), again);
    }
}

Row readRow(const QJsonValue &value, const QString &path, TableKind kind, bool hasColumns)
{
    QStringList known = kind == TableKind::Roll
                            ? QStringList{QStringLiteral("from"), QStringLiteral("to")}
                            : QStringList{QStringLiteral("key"), QStringLiteral("label")};
    known << (hasColumns ? QStringList{QStringLiteral("cells")} : kEntryMembers);
    known << QStringLiteral("origin") << QStringLiteral("section");
    const ObjectReader r(value, path, known);
    Row row;
    if (kind == TableKind::Roll) {
        row.from = r.integer(QStringLiteral("from"));
        row.to = r.optionalInteger(QStringLiteral("to")).value_or(row.from);
    } else {
        row.key = r.string(QStringLiteral("key"), true);
        row.label = r.string(QStringLiteral("label"));
    }
    if (hasColumns) {
        const QJsonArray cells = r.array(QStringLiteral("cells"), true);
        for (qsizetype i = 0; i < cells.size(); ++i) {
            const QString at = item(r.at(QStringLiteral("cells")), i);
            if (cells[i].isString())
                row.entries.push_back(Entry{cells[i].toString(), {}, {}});
            else
                row.entries.push_back(readEntry(ObjectReader(cells[i], at, kEntryMembers)));
        }
    } else {
        row.entries.push_back(readEntry(r));
    }
    if (r.has(QStringLiteral("origin")))
        row.provenance = readProvenance(r, true);
    return row;
}

Table readTable(const QJsonValue &value, const QString &path)
{
    const ObjectReader r(value, path,
                         {QStringLiteral("id"), QStringLiteral("title"),
                          QStringLiteral("description"), QStringLiteral("origin"),
                          QStringLiteral("section"), QStringLiteral("kind"), QStringLiteral("dice"),
                          QStringLiteral("modifiers"), QStringLiteral("columns"),
                          QStringLiteral("rows")});
    Table t;
    t.id = r.string(QStringLiteral("id"), true);
    t.title = r.string(QStringLiteral("title"), true);
    t.description = r.string(QStringLiteral("description"));
    t.provenance = readProvenance(r, true);
    const QString kind = r.string(QStringLiteral("kind"));
    if (kind == QLatin1String("lookup"))
        t.kind = TableKind::Lookup;
    else if (!kind.isEmpty() && kind != QLatin1String("roll"))
        fail(r.at(QStringLiteral("kind")),
             QCoreApplication::translate("herald::decks::Content",
                                         "must be \"roll\" or \"lookup\""));
    if (t.kind == TableKind::Roll) {
        const QString text = r.string(QStringLiteral("dice"), true);
        const dice::ParseResult parsed = dice::parse(text.toStdString());
        if (!parsed.expression)
            fail(
                r.at(QStringLiteral("dice")),
                QCoreApplication::translate("herald::decks::Content",
                                            "\"%1\" is not a dice expression: %2 (at character %3)")
                    .arg(text, QString::fromStdString(dice::describe(parsed.error)),
                         QString::number(parsed.position + 1)));
        t.dice = *parsed.expression;
    } else if (r.has(QStringLiteral("dice"))) {
        fail(r.at(QStringLiteral("dice")),
             QCoreApplication::translate("herald::decks::Content",
                                         "a lookup table is not rolled and takes no dice"));
    }
    const QJsonArray modifiers = r.array(QStringLiteral("modifiers"));
    for (qsizetype i = 0; i < modifiers.size(); ++i) {
        const ObjectReader m(modifiers[i], item(r.at(QStringLiteral("modifiers")), i),
                             {QStringLiteral("name"), QStringLiteral("label"),
                              QStringLiteral("min"), QStringLiteral("max")});
        t.modifiers.push_back(
            {m.string(QStringLiteral("name"), true), m.string(QStringLiteral("label")),
             m.optionalInteger(QStringLiteral("min")), m.optionalInteger(QStringLiteral("max"))});
    }
    const QJsonArray columns = r.array(QStringLiteral("columns"));
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const ObjectReader c(columns[i], item(r.at(QStringLiteral("columns")), i),
                             {QStringLiteral("id"), QStringLiteral("label"), QStringLiteral("from"),
                              QStringLiteral("to")});
        t.columns.push_back(
            {c.string(QStringLiteral("id"), true), c.string(QStringLiteral("label")),
             c.optionalInteger(QStringLiteral("from")), c.optionalInteger(QStringLiteral("to"))});
    }
    const QJsonArray rows = r.array(QStringLiteral("rows"), true);
    for (qsizetype i = 0; i < rows.size(); ++i)
        t.rows.push_back(
            readRow(rows[i], item(r.at(QStringLiteral("rows")), i), t.kind, !t.columns.empty()));
    return t;
}

QJsonObject writeTable(const Table &t)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), t.id);
    o.insert(QStringLiteral("title"), t.title);
    if (!t.description.isEmpty())
        o.insert(QStringLiteral("description"), t.description);
    writeProvenance(o, t.provenance);
    if (t.kind == TableKind::Lookup)
        o.insert(QStringLiteral("kind"), QStringLiteral("lookup"));
    else
        o.insert(QStringLiteral("dice"), QString::fromStdString(t.dice.toString()));
    if (!t.modifiers.empty()) {
        QJsonArray modifiers;
        for (const ModifierSpec &m : t.modifiers) {
            QJsonObject mo{{QStringLiteral("name"), m.name}};
            if (!m.label.isEmpty())
                mo.insert(QStringLiteral("label"), m.label);
            if (m.min)
                mo.insert(QStringLiteral("min"), *m.min);
            if (m.max)
                mo.insert(QStringLiteral("max"), *m.max);
            modifiers.append(mo);
        }
        o.insert(QStringLiteral("modifiers"), modifiers);
    }
    if (!t.columns.empty()) {
        QJsonArray columns;
        for (const Column &c : t.columns) {
            QJsonObject co{{QStringLiteral("id"), c.id}};
            if (!c.label.isEmpty())
                co.insert(QStringLiteral("label"), c.label);
            if (c.from)
                co.insert(QStringLiteral("from"), *c.from);
            if (c.to)
                co.insert(QStringLiteral("to"), *c.to);
            columns.append(co);
        }
        o.insert(QStringLiteral("columns"), columns);
    }
    QJsonArray rows;
    for (const Row &row : t.rows) {
        QJsonObject ro;
        if (t.kind == TableKind::Roll) {
            ro.insert(QStringLiteral("from"), row.from);
            ro.insert(QStringLiteral("to"), row.to);
        } else {
            ro.insert(QStringLiteral("key"), row.key);
            if (!row.label.isEmpty())
                ro.insert(QStringLiteral("label"), row.label);
        }
        if (t.columns.empty() && row.entries.size() == 1) {
            writeEntry(ro, row.entries.front());
        } else {
            QJsonArray cells;
            for (const Entry &e : row.entries) {
                QJsonObject eo;
                writeEntry(eo, e);
                cells.append(eo.size() == 1 ? QJsonValue(e.result) : QJsonValue(eo));
            }
            ro.insert(QStringLiteral("cells"), cells);
        }
        if (row.provenance)
            writeProvenance(ro, *row.provenance);
        rows.append(ro);
    }
    o.insert(QStringLiteral("rows"), rows);
    return o;
}

// --- Decks -------------------------------------------------------------------------------

void readCards(const QJsonArray &array, const QString &path, Deck &deck)
{
    for (qsizetype i = 0; i < array.size(); ++i) {
        const ObjectReader r(array[i], item(path, i),
                             {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("text"),
                              QStringLiteral("fields"), QStringLiteral("tags"),
                              QStringLiteral("copies")});
        Card c;
        c.id = r.string(QStringLiteral("id"), true);
        c.title = r.string(QStringLiteral("title"), true);
        c.text = r.string(QStringLiteral("text"));
        c.fields = readFields(r.value(QStringLiteral("fields")), r.at(QStringLiteral("fields")));
        c.tags = stringList(r.array(QStringLiteral("tags")), r.at(QStringLiteral("tags")));
        const int copies = r.optionalInteger(QStringLiteral("copies")).value_or(0);
        if (r.has(QStringLiteral("copies")) && (copies < 1 || copies > 100))
            fail(r.at(QStringLiteral("copies")),
                 QCoreApplication::translate("herald::decks::Content", "must be from 1 to 100"));
        if (copies == 0) {
            deck.cards.push_back(c);
            continue;
        }
        const QString base = c.id;
        for (int n = 1; n <= copies; ++n) {
            c.id = QStringLiteral("%1-%2").arg(base, QString::number(n));
            deck.cards.push_back(c);
        }
    }
}

Facing readFacing(const ObjectReader &r)
{
    const QString facing = r.string(QStringLiteral("facing"));
    if (facing.isEmpty() || facing == QLatin1String("up"))
        return Facing::Up;
    if (facing != QLatin1String("down"))
        fail(r.at(QStringLiteral("facing")),
             QCoreApplication::translate("herald::decks::Content", "must be \"up\" or \"down\""));
    return Facing::Down;
}

QString facingName(Facing facing)
{
    return facing == Facing::Up ? QStringLiteral("up") : QStringLiteral("down");
}

void readState(const QJsonValue &value, const QString &path, Deck &deck)
{
    const ObjectReader r(value, path,
                         {QStringLiteral("drawPile"), QStringLiteral("discardPile"),
                          QStringLiteral("inPlay"), QStringLiteral("removed")});
    deck.drawPile =
        stringList(r.array(QStringLiteral("drawPile")), r.at(QStringLiteral("drawPile")));
    deck.discardPile =
        stringList(r.array(QStringLiteral("discardPile")), r.at(QStringLiteral("discardPile")));
    deck.removed = stringList(r.array(QStringLiteral("removed")), r.at(QStringLiteral("removed")));
    const QJsonArray inPlay = r.array(QStringLiteral("inPlay"));
    for (qsizetype i = 0; i < inPlay.size(); ++i) {
        const ObjectReader h(
            inPlay[i], item(r.at(QStringLiteral("inPlay")), i),
            {QStringLiteral("card"), QStringLiteral("holder"), QStringLiteral("facing")});
        deck.inPlay.push_back({h.string(QStringLiteral("card"), true),
                               h.string(QStringLiteral("holder"), true), readFacing(h)});
    }
    if (const QStringList problems = checkDeck(deck); !problems.isEmpty())
        fail(path, problems.first());
}

Deck readDeck(const QJsonValue &value, const QString &path)
{
    const ObjectReader r(value, path,
                         {QStringLiteral("id"), QStringLiteral("title"),
                          QStringLiteral("description"), QStringLiteral("origin"),
                          QStringLiteral("section"), QStringLiteral("cards"),
                          QStringLiteral("state")});
    Deck d;
    d.id = r.string(QStringLiteral("id"), true);
    d.title = r.string(QStringLiteral("title"), true);
    d.description = r.string(QStringLiteral("description"));
    d.provenance = readProvenance(r, true);
    readCards(r.array(QStringLiteral("cards"), true), r.at(QStringLiteral("cards")), d);
    if (r.has(QStringLiteral("state"))) {
        readState(r.value(QStringLiteral("state")), r.at(QStringLiteral("state")), d);
        return d;
    }
    d = freshDeck(std::move(d));
    if (const QStringList problems = checkDeck(d); !problems.isEmpty())
        fail(r.at(QStringLiteral("cards")), problems.first());
    return d;
}

QJsonObject writeDeck(const Deck &d)
{
    QJsonObject o;
    o.insert(QStringLiteral("id"), d.id);
    o.insert(QStringLiteral("title"), d.title);
    if (!d.description.isEmpty())
        o.insert(QStringLiteral("description"), d.description);
    writeProvenance(o, d.provenance);
    QJsonArray cards;
    for (const Card &c : d.cards) {
        QJsonObject co{{QStringLiteral("id"), c.id}, {QStringLiteral("title"), c.title}};
        if (!c.text.isEmpty())
            co.insert(QStringLiteral("text"), c.text);
        if (!c.fields.empty())
            co.insert(QStringLiteral("fields"), fieldsToJson(c.fields));
        if (!c.tags.isEmpty())
            co.insert(QStringLiteral("tags"), QJsonArray::fromStringList(c.tags));
        cards.append(co);
    }
    o.insert(QStringLiteral("cards"), cards);
    QJsonArray inPlay;
    for (const HeldCard &h : d.inPlay)
        inPlay.append(QJsonObject{{QStringLiteral("card"), h.cardId},
                                  {QStringLiteral("holder"), h.holder},
                                  {QStringLiteral("facing"), facingName(h.facing)}});
    o.insert(QStringLiteral("state"),
             QJsonObject{{QStringLiteral("drawPile"), QJsonArray::fromStringList(d.drawPile)},
                         {QStringLiteral("discardPile"), QJsonArray::fromStringList(d.discardPile)},
                         {QStringLiteral("inPlay"), inPlay},
                         {QStringLiteral("removed"), QJsonArray::fromStringList(d.removed)}});
    return o;
}

template <typename F> auto guarded(F read) -> Result<decltype(read()), ContentError>
{
    try {
        return read();
    } catch (const Problem &p) {
        return ContentError{{}, p.path, 0, 0, p.message};
    }
}

/// 1-based line and column of a byte offset, for syntax errors.
std::pair<int, int> lineAndColumn(const QByteArray &bytes, int offset)
{
    int line = 1;
    int column = 1;
    for (int i = 0; i < offset && i < bytes.size(); ++i) {
        if (bytes[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

/// Reads the structure of a document; tables are checked later, with the resolver of the
/// whole collection.
Content readContent(const QJsonObject &root)
{
    const ObjectReader r(root, QString(),
                         {QStringLiteral("format"), QStringLiteral("version"),
                          QStringLiteral("tables"), QStringLiteral("decks")});
    if (r.string(QStringLiteral("format"), true) != QLatin1String(kContentFormatName))
        fail(QStringLiteral("format"),
             QCoreApplication::translate("herald::decks::Content", "must be \"%1\"")
                 .arg(QLatin1String(kContentFormatName)));
    const int version = r.integer(QStringLiteral("version"));
    if (version < 1)
        fail(QStringLiteral("version"),
             QCoreApplication::translate("herald::decks::Content", "must be 1 or more"));
    if (version > kContentFormatVersion)
        fail(QStringLiteral("version"),
             QCoreApplication::translate(
                 "herald::decks::Content",
                 "version %1 is newer than this Herald reads (up to %2); update Herald")
                 .arg(version)
                 .arg(kContentFormatVersion));
    Content content;
    const QJsonArray tables = r.array(QStringLiteral("tables"));
    for (qsizetype i = 0; i < tables.size(); ++i)
        content.tables.push_back(readTable(tables[i], item(QStringLiteral("tables"), i)));
    const QJsonArray decks = r.array(QStringLiteral("decks"));
    QSet<QString> deckIds;
    for (qsizetype i = 0; i < decks.size(); ++i) {
        const QString path = item(QStringLiteral("decks"), i);
        content.decks.push_back(readDeck(decks[i], path));
        if (deckIds.contains(content.decks.back().id))
            fail(member(path, QStringLiteral("id")),
                 QCoreApplication::translate("herald::decks::Content",
                                             "another deck already has the id '%1'")
                     .arg(content.decks.back().id));
        deckIds.insert(content.decks.back().id);
    }
    return content;
}

void checkTables(const Content &content, const TableResolver &existing)
{
    const std::vector<TableIssue> issues = validateTables(content.tables, existing);
    if (!issues.empty())
        fail(issues.front().path, describe(issues.front()));
}

/// Parses the JSON syntax; a syntax error is reported at its line and column.
Result<QJsonObject, ContentError> jsonObject(const QByteArray &bytes)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        return ContentError{
            {},
            {},
            line,
            column,
            QCoreApplication::translate("herald::decks::Content", "not valid JSON: %1")
                .arg(parseError.errorString())};
    }
    if (!document.isObject())
        return ContentError{{},
                            {},
                            0,
                            0,
                            QCoreApplication::translate("herald::decks::Content",
                                                        "the document must be a JSON object")};
    return document.object();
}

} // namespace

Result<Content, ContentError> parseContent(const QByteArray &bytes, const TableResolver &existing)
{
    const auto root = jsonObject(bytes);
    if (!root)
        return root.error();
    return guarded([&] {
        Content content = readContent(root.value());
        checkTables(content, existing);
        return content;
    });
}

Result<Content, ContentError> parseContentSet(const std::vector<ContentDocument> &documents,
                                              const TableResolver &existing)
{
    std::vector<Content> parts;
    const auto named = [](ContentError e, const QString &name) {
        e.source = name;
        return e;
    };
    for (const ContentDocument &document : documents) {
        const auto root = jsonObject(document.bytes);
        if (!root)
            return named(root.error(), document.name);
        auto part = guarded([&] { return readContent(root.value()); });
        if (!part)
            return named(part.error(), document.name);
        parts.push_back(std::move(part).value());
    }
    Content all;
    for (const Content &part : parts) {
        all.tables.insert(all.tables.end(), part.tables.begin(), part.tables.end());
        all.decks.insert(all.decks.end(), part.decks.begin(), part.decks.end());
    }
    QHash<QString, QString> tableSource;
    QHash<QString, QString> deckSource;
    for (std::size_t d = 0; d < parts.size(); ++d) {
        const QString &name = documents[d].name;
        for (std::size_t i = 0; i < parts[d].tables.size(); ++i) {
            const QString id = parts[d].tables[i].id;
            if (tableSource.contains(id) && tableSource[id] != name)
                return ContentError{
                    name, item(QStringLiteral("tables"), qsizetype(i)) + QStringLiteral(".id"), 0,
                    0,
                    QCoreApplication::translate("herald::decks::Content",
                                                "%1 already has a table with the id '%2'")
                        .arg(tableSource[id], id)};
            tableSource.insert(id, name);
        }
        for (std::size_t i = 0; i < parts[d].decks.size(); ++i) {
            const QString id = parts[d].decks[i].id;
            if (deckSource.contains(id))
                return ContentError{
                    name, item(QStringLiteral("decks"), qsizetype(i)) + QStringLiteral(".id"), 0, 0,
                    QCoreApplication::translate("herald::decks::Content",
                                                "%1 already has a deck with the id '%2'")
                        .arg(deckSource[id], id)};
            deckSource.insert(id, name);
        }
    }
    // Each document is validated with its own paths; "roll again" may reach the others.
    const TableResolver across = [&](const QString &id) -> const Table * {
        if (const Table *t = all.table(id))
            return t;
        return existing ? existing(id) : nullptr;
    };
    for (std::size_t d = 0; d < parts.size(); ++d) {
        auto checked = guarded([&] {
            checkTables(parts[d], across);
            return true;
        });
        if (!checked)
            return named(checked.error(), documents[d].name);
    }
    return all;
}

QByteArray serializeContent(const Content &content)
{
    QJsonArray tables;
    for (const Table &t : content.tables)
        tables.append(writeTable(t));
    QJsonArray decks;
    for (const Deck &d : content.decks)
        decks.append(writeDeck(d));
    const QJsonObject root{{QStringLiteral("format"), QLatin1String(kContentFormatName)},
                           {QStringLiteral("version"), kContentFormatVersion},
                           {QStringLiteral("tables"), tables},
                           {QStringLiteral("decks"), decks}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QJsonObject tableToJson(const Table &table)
{
    return writeTable(table);
}

Result<Table, ContentError> tableFromJson(const QJsonObject &object)
{
    return guarded([&] {
        Table t = readTable(object, QString());
        const std::vector<TableIssue> issues = validateTable(t);
        if (!issues.empty())
            fail(issues.front().path, describe(issues.front()));
        return t;
    });
}

QJsonObject deckToJson(const Deck &deck)
{
    return writeDeck(deck);
}

Result<Deck, ContentError> deckFromJson(const QJsonObject &object)
{
    return guarded([&] { return readDeck(object, QString()); });
}

// --- Operations and explanations ---------------------------------------------------------

namespace {

QString positionName(PilePosition position)
{
    return position == PilePosition::Top ? QStringLiteral("top") : QStringLiteral("bottom");
}

PilePosition readPosition(const ObjectReader &r)
{
    const QString position = r.string(QStringLiteral("position"));
    if (position.isEmpty() || position == QLatin1String("top"))
        return PilePosition::Top;
    if (position != QLatin1String("bottom"))
        fail(
            r.at(QStringLiteral("position")),
            QCoreApplication::translate("herald::decks::Content", "must be \"top\" or \"bottom\""));
    return PilePosition::Bottom;
}

struct OperationWriter
{
    QJsonObject operator()(const DrawCards &op) const
    {
        return {{QStringLiteral("op"), QStringLiteral("draw")},
                {QStringLiteral("holder"), op.holder},
                {QStringLiteral("facing"), facingName(op.facing)},
                {QStringLiteral("count"), op.count}};
    }
    QJsonObject operator()(const RevealCard &op) const { return withCard("reveal", op.cardId); }
    QJsonObject operator()(const DiscardCard &op) const { return withCard("discard", op.cardId); }
    QJsonObject operator()(const ReturnCard &op) const
    {
        QJsonObject o = withCard("return", op.cardId);
        o.insert(QStringLiteral("position"), positionName(op.position));
        return o;
    }
    QJsonObject operator()(const ShuffleDrawPile &) const
    {
        return {{QStringLiteral("op"), QStringLiteral("shuffle")}};
    }
    QJsonObject operator()(const ReshuffleDiscards &) const
    {
        return {{QStringLiteral("op"), QStringLiteral("reshuffle")}};
    }
    QJsonObject operator()(const TransferCard &op) const
    {
        QJsonObject o = withCard("transfer", op.cardId);
        o.insert(QStringLiteral("holder"), op.holder);
        return o;
    }
    QJsonObject operator()(const RemoveCard &op) const { return withCard("remove", op.cardId); }
    QJsonObject operator()(const AddCard &op) const
    {
        Deck single;
        single.cards.push_back(op.card);
        return {{QStringLiteral("op"), QStringLiteral("add")},
                {QStringLiteral("card"),
                 writeDeck(single).value(QStringLiteral("cards")).toArray().first()},
                {QStringLiteral("position"), positionName(op.position)}};
    }

    static QJsonObject withCard(const char *name, const QString &cardId)
    {
        return {{QStringLiteral("op"), QLatin1String(name)}, {QStringLiteral("card"), cardId}};
    }
};

DeckOperation readOperation(const QJsonObject &object)
{
    if (!object.value(QStringLiteral("op")).isString())
        fail(QStringLiteral("op"),
             //: the words after "one of:" are file keywords: keep them in English
             QCoreApplication::translate("herald::decks::Content",
                                         "missing (one of: draw, reveal, discard, return, shuffle, "
                                         "reshuffle, transfer, remove, add)"));
    const QString op = object.value(QStringLiteral("op")).toString();
    const auto reader = [&](QStringList known) {
        known << QStringLiteral("op");
        return ObjectReader(object, QString(), known);
    };
    const QString card = QStringLiteral("card");
    if (op == QLatin1String("draw")) {
        const ObjectReader r =
            reader({QStringLiteral("holder"), QStringLiteral("facing"), QStringLiteral("count")});
        // An empty holder is the deck's refusal to make (MissingHolder), not a format error.
        return DrawCards{r.string(QStringLiteral("holder")), readFacing(r),
                         r.optionalInteger(QStringLiteral("count")).value_or(1)};
    }
    if (op == QLatin1String("reveal"))
        return RevealCard{reader({card}).string(card, true)};
    if (op == QLatin1String("discard"))
        return DiscardCard{reader({card}).string(card, true)};
    if (op == QLatin1String("return")) {
        const ObjectReader r = reader({card, QStringLiteral("position")});
        return ReturnCard{r.string(card, true), readPosition(r)};
    }
    if (op == QLatin1String("shuffle")) {
        (void)reader({});
        return ShuffleDrawPile{};
    }
    if (op == QLatin1String("reshuffle")) {
        (void)reader({});
        return ReshuffleDiscards{};
    }
    if (op == QLatin1String("transfer")) {
        const ObjectReader r = reader({card, QStringLiteral("holder")});
        return TransferCard{r.string(card, true), r.string(QStringLiteral("holder"))};
    }
    if (op == QLatin1String("remove"))
        return RemoveCard{reader({card}).string(card, true)};
    if (op == QLatin1String("add")) {
        const ObjectReader r = reader({card, QStringLiteral("position")});
        Deck single;
        readCards(QJsonArray{r.value(card)}, card, single);
        if (single.cards.size() != 1)
            //: "add" is a file keyword (an operation name): keep it in English
            fail(card, QCoreApplication::translate("herald::decks::Content",
                                                   "add takes one card, without copies"));
        return AddCard{single.cards.front(), readPosition(r)};
    }
    fail(QStringLiteral("op"),
         QCoreApplication::translate("herald::decks::Content", "unknown operation \"%1\"").arg(op));
}

} // namespace

QJsonObject operationToJson(const DeckOperation &operation)
{
    return std::visit(OperationWriter{}, operation);
}

Result<DeckOperation, ContentError> operationFromJson(const QJsonObject &object)
{
    return guarded([&] { return readOperation(object); });
}

QJsonObject explanationToJson(const RollExplanation &x)
{
    QJsonArray faces;
    for (int face : x.roll.faces)
        faces.append(face);
    QJsonArray modifiers;
    for (const AppliedModifier &m : x.modifiers)
        modifiers.append(
            QJsonObject{{QStringLiteral("name"), m.name}, {QStringLiteral("value"), m.value}});
    QJsonArray nested;
    for (const RollExplanation &n : x.nested)
        nested.append(explanationToJson(n));
    QJsonObject o{
        {QStringLiteral("table"), x.tableId},
        {QStringLiteral("title"), x.tableTitle},
        {QStringLiteral("expression"), QString::fromStdString(x.roll.expression.toString())},
        {QStringLiteral("faces"), faces},
        {QStringLiteral("diceTotal"), x.roll.total},
        {QStringLiteral("typed"), x.roll.typed},
        {QStringLiteral("modifiers"), modifiers},
        {QStringLiteral("total"), x.total},
        {QStringLiteral("value"), x.value},
        {QStringLiteral("clamped"), x.clamped},
        {QStringLiteral("row"), x.rowIndex},
        {QStringLiteral("rowLabel"), x.rowLabel},
        {QStringLiteral("result"), x.entry.result},
        {QStringLiteral("effects"), fieldsToJson(x.entry.effects)},
        {QStringLiteral("nested"), nested},
        {QStringLiteral("summary"), x.summary()}};
    writeProvenance(o, x.provenance);
    if (x.columnIndex >= 0) {
        o.insert(QStringLiteral("column"), x.columnIndex);
        o.insert(QStringLiteral("columnLabel"), x.columnLabel);
    }
    return o;
}

} // namespace herald::decks
