#include "core/skirmish/skirmishmap.h"

#include "core/skirmish/keywords.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace herald::skirmish {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::skirmish::SkirmishMap)
};

/// A hex entry of the file, or the error naming the label and the field.
std::optional<MapHex> readHex(const QJsonObject &object, const MapHex &base, const QString &label,
                              QString *error)
{
    MapHex hex = base;
    if (object.contains(QStringLiteral("terrain"))) {
        const QString key = object.value(QStringLiteral("terrain")).toString();
        const auto terrain = terrainFromKey(key);
        if (!terrain) {
            //: %1 hex label or "default", %2 the unknown terrain word
            *error = Tr::tr("Map hex %1: \"%2\" is not a terrain of §3.2.").arg(label, key);
            return std::nullopt;
        }
        hex.terrain = *terrain;
    }
    hex.level = object.value(QStringLiteral("level")).toInt(hex.level);
    hex.overlay = object.value(QStringLiteral("overlay")).toString();
    return hex;
}

} // namespace

bool SkirmishMap::contains(const QString &label) const
{
    const auto hex = hexOfLabel(label);
    if (!hex)
        return false;
    const map::Hex h = *hex;
    const int row = h.r();
    const int column = h.q() + (row - (row & 1)) / 2;
    return row >= 0 && row < rows && column >= 0 && column < columns;
}

MapHex SkirmishMap::at(const QString &label) const
{
    return hexes.value(label, fallback);
}

MapParseResult parseSkirmishMap(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (!document.isObject())
        return {std::nullopt, Tr::tr("The map file is not a JSON object (%1 at byte %2).")
                                  .arg(parseError.errorString())
                                  .arg(parseError.offset)};
    const QJsonObject root = document.object();
    SkirmishMap m;
    m.id = root.value(QStringLiteral("id")).toString();
    m.homemade = root.value(QStringLiteral("homemade")).toBool();
    m.rows = root.value(QStringLiteral("rows")).toInt();
    m.columns = root.value(QStringLiteral("columns")).toInt();
    if (m.id.isEmpty())
        return {std::nullopt, Tr::tr("The map file has no \"id\".")};
    if (m.rows < 1 || m.columns < 1 || m.columns > 26)
        return {std::nullopt,
                Tr::tr("Map %1: \"rows\" must be at least 1 and \"columns\" 1 to 26.").arg(m.id)};
    QString error;
    const auto fallback = readHex(root.value(QStringLiteral("default")).toObject(), MapHex{},
                                  QStringLiteral("default"), &error);
    if (!fallback)
        return {std::nullopt, error};
    m.fallback = *fallback;
    const QJsonObject hexes = root.value(QStringLiteral("hexes")).toObject();
    for (auto it = hexes.begin(); it != hexes.end(); ++it) {
        if (!m.contains(it.key()))
            return {std::nullopt,
                    Tr::tr("Map %1: hex %2 is not on a sheet of %3 columns by %4 "
                           "rows.")
                        .arg(m.id, it.key(), QString::number(m.columns), QString::number(m.rows))};
        const auto hex = readHex(it.value().toObject(), m.fallback, it.key(), &error);
        if (!hex)
            return {std::nullopt, error};
        m.hexes.insert(it.key(), *hex);
    }
    return {std::move(m), {}};
}

std::optional<map::Hex> hexOfLabel(const QString &label)
{
    static const QRegularExpression pattern(QStringLiteral("^([A-Z])([1-9][0-9]?)$"));
    const auto match = pattern.match(label);
    if (!match.hasMatch())
        return std::nullopt;
    const int column = match.captured(1).at(0).unicode() - 'A';
    const int row = match.captured(2).toInt() - 1;
    // Odd 0-based rows (the printed even rows) sit half a hex to the right ("odd-r").
    return map::Hex(column - (row - (row & 1)) / 2, row);
}

QString labelOfHex(map::Hex hex)
{
    const int row = hex.r();
    const int column = hex.q() + (row - (row & 1)) / 2;
    if (row < 0 || row > 98 || column < 0 || column > 25)
        return {};
    return labelAt(column, row);
}

QString labelAt(int column, int row)
{
    return QChar(QLatin1Char(char('A' + column))) + QString::number(row + 1);
}

QString labelOfReference(const QString &reference)
{
    const qsizetype colon = reference.lastIndexOf(QLatin1Char(':'));
    return colon < 0 ? reference : reference.mid(colon + 1);
}

} // namespace herald::skirmish
