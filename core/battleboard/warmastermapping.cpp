#include "core/battleboard/warmastermapping.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <numeric>

namespace herald::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::battleboard::WarmasterMapping)
};

/// The brigade types a category may become (leaders come only from generals).
std::optional<UnitType> brigadeType(const QString &key)
{
    if (key == QLatin1String("infantry"))
        return UnitType::Infantry;
    if (key == QLatin1String("cavalry"))
        return UnitType::Cavalry;
    if (key == QLatin1String("artillery"))
        return UnitType::Artillery;
    return std::nullopt;
}

/// A whole number from `low` to `high` at `path`, or the problem added to `errors`.
int wholeNumber(const QJsonValue &value, const QString &path, int low, int high,
                QStringList &errors)
{
    const double n = value.toDouble(-1);
    if (!value.isDouble() || n != double(int(n)) || n < low || n > high) {
        //: %1 a field's path in the mapping file, %2 and %3 the range
        errors << Tr::tr("%1: must be a whole number from %2 to %3").arg(path).arg(low).arg(high);
        return 0;
    }
    return int(n);
}

} // namespace

MappingRead readWarmasterMapping(const QByteArray &json)
{
    MappingRead read;
    QJsonParseError parse{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &parse);
    if (!document.isObject()) {
        read.errors << Tr::tr("the mapping is not a JSON object (%1)").arg(parse.errorString());
        return read;
    }
    const QJsonObject root = document.object();
    const QJsonObject categories = root.value(QStringLiteral("categories")).toObject();
    WarmasterMapping mapping;
    for (const warmaster::UnitCategory category : warmaster::allCategories) {
        const QString key = warmaster::keyOf(category);
        const QString path = QStringLiteral("categories.%1").arg(key);
        if (!categories.contains(key)) {
            read.errors << Tr::tr("%1: missing (every roster category needs a row)").arg(path);
            continue;
        }
        const QJsonObject row = categories.value(key).toObject();
        CategoryMapping &m = mapping.categories[std::size_t(category)];
        m.unitsPerBrigade =
            wholeNumber(row.value(QStringLiteral("unitsPerBrigade")),
                        path + QStringLiteral(".unitsPerBrigade"), 0, 20, read.errors);
        const auto type = brigadeType(row.value(QStringLiteral("brigade")).toString());
        if (!type)
            read.errors << Tr::tr("%1.brigade: must be infantry, cavalry or artillery").arg(path);
        else
            m.type = *type;
        m.elite = row.value(QStringLiteral("elite")).toBool();
    }
    mapping.leadersPerGeneral = wholeNumber(root.value(QStringLiteral("leadersPerGeneral")),
                                            QStringLiteral("leadersPerGeneral"), 0, 3, read.errors);
    if (read.errors.isEmpty())
        read.mapping = mapping;
    return read;
}

int brigadesFor(int units, int perBrigade)
{
    if (perBrigade <= 0 || units <= 0)
        return 0;
    return (2 * units + perBrigade) / (2 * perBrigade);
}

MappedArmy mapArmy(const WarmasterMapping &mapping, const RosterCounts &counts)
{
    MappedArmy army;
    for (const warmaster::UnitCategory category : warmaster::allCategories) {
        const CategoryMapping &m = mapping.of(category);
        const int units = counts.units[std::size_t(category)];
        const int brigades = brigadesFor(units, m.unitsPerBrigade);
        if (brigades > 0)
            army.groups.push_back({category, m.type, m.elite, brigades, units});
    }
    army.leaders = counts.generals * mapping.leadersPerGeneral;
    return army;
}

int rosterUnitsLost(const BrigadeGroup &group, int eliminated)
{
    if (group.brigades <= 0 || eliminated <= 0)
        return 0;
    if (eliminated >= group.brigades)
        return group.rosterUnits;
    return (2 * group.rosterUnits * eliminated + group.brigades) / (2 * group.brigades);
}

std::vector<int> shareLosses(int lost, const std::vector<int> &lineUnits)
{
    std::vector<int> shares(lineUnits.size(), 0);
    const int total = std::accumulate(lineUnits.begin(), lineUnits.end(), 0);
    if (total <= 0 || lost <= 0)
        return shares;
    lost = std::min(lost, total);
    std::vector<int> remainders(lineUnits.size(), 0);
    int given = 0;
    for (std::size_t i = 0; i < lineUnits.size(); ++i) {
        shares[i] = lost * lineUnits[i] / total;
        remainders[i] = lost * lineUnits[i] % total;
        given += shares[i];
    }
    std::vector<std::size_t> order(lineUnits.size());
    std::iota(order.begin(), order.end(), std::size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return remainders[a] > remainders[b]; });
    for (std::size_t k = 0; given < lost && k < order.size(); ++k, ++given)
        ++shares[order[k]];
    return shares;
}

} // namespace herald::battleboard
