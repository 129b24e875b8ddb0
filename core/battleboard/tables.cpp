#include "core/battleboard/tables.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::Tables)
};

constexpr std::array<const char *, tableRowCount> rowKeys{"infantry", "cavalry", "elite_cavalry",
                                                          "artillery"};

std::optional<TableRow> rowFromKey(const QString &key)
{
    for (std::size_t i = 0; i < rowKeys.size(); ++i) {
        if (key == QLatin1String(rowKeys[i]))
            return static_cast<TableRow>(i);
    }
    return std::nullopt;
}

/// Reads one number field; a missing or non-integral value is an error naming its path.
class Reader
{
public:
    explicit Reader(QStringList &errors) : m_errors(errors) {}

    std::optional<int> number(const QJsonObject &object, const QString &path, const char *key,
                              int minimum, int maximum, bool nullable = false)
    {
        const QJsonValue value = object.value(QLatin1String(key));
        const QString where = path + QLatin1Char('.') + QLatin1String(key);
        if (nullable && value.isNull())
            return std::nullopt;
        if (value.isUndefined()) {
            m_errors << Tr::tr("%1: missing").arg(where);
            return std::nullopt;
        }
        const double d = value.toDouble(-1000);
        if (!value.isDouble() || d != static_cast<int>(d) || d < minimum || d > maximum) {
            m_errors << Tr::tr("%1: must be a whole number from %2 to %3")
                            .arg(where)
                            .arg(minimum)
                            .arg(maximum);
            return std::nullopt;
        }
        return static_cast<int>(d);
    }

    QJsonObject object(const QJsonObject &parent, const QString &path, const char *key)
    {
        const QJsonValue value = parent.value(QLatin1String(key));
        if (!value.isObject()) {
            m_errors << Tr::tr("%1: must be an object")
                            .arg(path.isEmpty() ? QLatin1String(key)
                                                : path + QLatin1Char('.') + QLatin1String(key));
            return {};
        }
        return value.toObject();
    }

    bool flag(const QJsonObject &object, const QString &path, const char *key, bool fallback)
    {
        const QJsonValue value = object.value(QLatin1String(key));
        if (value.isUndefined())
            return fallback;
        if (!value.isBool()) {
            m_errors << Tr::tr("%1.%2: must be true or false").arg(path, QLatin1String(key));
            return fallback;
        }
        return value.toBool();
    }

private:
    QStringList &m_errors;
};

void readRow(Reader &r, const QJsonObject &o, const QString &path, TypeNumbers &row)
{
    const QJsonObject toHit = r.object(o, path, "toHit");
    const QString hitPath = path + QStringLiteral(".toHit");
    row.toHit1 = r.number(toHit, hitPath, "1", 2, 13).value_or(0);
    row.toHit2 = r.number(toHit, hitPath, "2", 2, 13, true);
    row.result = r.number(o, path, "result", 1, 7).value_or(0);
    row.rally = r.number(o, path, "rally", 2, 13).value_or(0);
    row.pursuitHit = r.number(o, path, "pursuitHit", 2, 13).value_or(0);
    row.chargeMod = r.number(o, path, "chargeMod", -6, 6).value_or(0);
}

} // namespace

int Tables::yearModifier(int year) const
{
    const int i = std::clamp(year, 1861, 1865) - 1861;
    return yearDrm[static_cast<std::size_t>(i)];
}

TablesRead readTables(const QByteArray &json)
{
    TablesRead read;
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject()) {
        read.errors << Tr::tr("not a JSON object (%1 at byte %2)")
                           .arg(parseError.errorString())
                           .arg(parseError.offset);
        return read;
    }
    const QJsonObject root = doc.object();
    Reader r(read.errors);
    Tables t;
    t.status = root.value(QLatin1String("_status")).toString();
    // The label travels with the data; a set that does not say otherwise keeps the notice.
    t.placeholder = r.flag(root, QStringLiteral("(root)"), "placeholder", true);

    const QJsonObject types = r.object(root, {}, "types");
    for (std::size_t i = 0; i < rowKeys.size(); ++i) {
        const QString path = QStringLiteral("types.") + QLatin1String(rowKeys[i]);
        const QJsonObject o = types.value(QLatin1String(rowKeys[i])).toObject();
        if (o.isEmpty() && !types.isEmpty()) {
            read.errors << Tr::tr("%1: missing").arg(path);
            continue;
        }
        if (o.contains(QLatin1String("inherit"))) {
            const auto from = rowFromKey(o.value(QLatin1String("inherit")).toString());
            if (!from || *from == static_cast<TableRow>(i) ||
                o.value(QLatin1String("inherit")).toString() == QLatin1String("elite_cavalry")) {
                read.errors << Tr::tr("%1.inherit: must name another brigade row").arg(path);
                continue;
            }
            // Inheriting rows are read after their source, so copy once everything is in.
            continue;
        }
        readRow(r, o, path, t.rows[i]);
    }
    for (std::size_t i = 0; i < rowKeys.size(); ++i) {
        const QJsonObject o = types.value(QLatin1String(rowKeys[i])).toObject();
        if (const auto from = rowFromKey(o.value(QLatin1String("inherit")).toString()))
            t.rows[i] = t.rows[static_cast<std::size_t>(*from)];
    }
    const QJsonObject leader = r.object(types, QStringLiteral("types"), "leader");
    t.leaderPursuitHit =
        r.number(leader, QStringLiteral("types.leader"), "pursuitHit", 2, 13).value_or(0);
    t.leaderDrm = r.number(leader, QStringLiteral("types.leader"), "drm", -6, 6).value_or(0);

    const QJsonObject overrides = root.value(QLatin1String("resultOverrides")).toObject();
    for (auto it = overrides.begin(); it != overrides.end(); ++it) {
        const QStringList pair = it.key().split(QLatin1Char('>'));
        const auto firer = pair.size() == 2 ? rowFromKey(pair[0]) : std::nullopt;
        const auto target = pair.size() == 2 ? rowFromKey(pair[1]) : std::nullopt;
        if (!firer || !target) {
            read.errors << Tr::tr("resultOverrides.%1: must be \"firer>target\" with two brigade "
                                  "rows")
                               .arg(it.key());
            continue;
        }
        t.resultOverrides[static_cast<std::size_t>(*firer)][static_cast<std::size_t>(*target)] =
            r.number(overrides, QStringLiteral("resultOverrides"), it.key().toUtf8().constData(), 1,
                     7, true);
    }

    const QJsonObject charge = r.object(root, {}, "charge");
    t.chargeEliminateAt =
        r.number(charge, QStringLiteral("charge"), "eliminateIfDeltaAtLeast", 1, 30).value_or(0);

    const QJsonObject entrench = r.object(root, {}, "entrench");
    t.entrenchBase = r.number(entrench, QStringLiteral("entrench"), "base", 2, 13).value_or(0);
    const QJsonObject years = r.object(entrench, QStringLiteral("entrench"), "yearDrm");
    for (int y = 1861; y <= 1865; ++y) {
        t.yearDrm[static_cast<std::size_t>(y - 1861)] =
            r.number(years, QStringLiteral("entrench.yearDrm"), QByteArray::number(y).constData(),
                     -6, 6)
                .value_or(0);
    }

    const QJsonObject uses = root.value(QLatin1String("leaderDrmAppliesTo")).toObject();
    const QString usesPath = QStringLiteral("leaderDrmAppliesTo");
    if (!r.flag(uses, usesPath, "charge", true))
        read.errors << Tr::tr("leaderDrmAppliesTo.charge: the +1 a leader gives to charges is a "
                              "rule (§5.2) and cannot be turned off");
    t.leaderDrmUse.entrench = r.flag(uses, usesPath, "entrench", true);
    t.leaderDrmUse.fire = r.flag(uses, usesPath, "fire", false);
    t.leaderDrmUse.rally = r.flag(uses, usesPath, "rally", false);
    t.leaderDrmUse.pursuit = r.flag(uses, usesPath, "pursuit", false);

    if (read.errors.isEmpty())
        read.tables = t;
    return read;
}

Tables placeholderTables()
{
    Tables t;
    t.status =
        QStringLiteral("PLACEHOLDER - placeholder numbers, not from the rules (spec section 11.3)");
    t.placeholder = true;
    t.rows[0] = {8, std::nullopt, 5, 7, 8, 0};
    t.rows[1] = {9, std::nullopt, 6, 7, 9, 1};
    t.rows[2] = t.rows[1];
    t.rows[3] = {7, 9, 4, 8, 7, -1};
    return t;
}

} // namespace herald::battleboard
