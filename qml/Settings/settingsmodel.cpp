#include "settingsmodel.h"

#include "app/gui/campaigncontroller.h"

#include <QJsonValue>

#include <algorithm>
#include <utility>

namespace herald::settings {

using warmaster::SettingKind;

namespace {

bool sameRow(const app::SettingRow &a, const app::SettingRow &b)
{
    return a.value == b.value && a.problem == b.problem &&
           a.definition.title == b.definition.title &&
           a.definition.explanation == b.definition.explanation;
}

app::SettingsListing listingOf(const app::CampaignService *service)
{
    return service ? app::listSettings(*service) : app::SettingsListing();
}

} // namespace

SettingsModel::SettingsModel(QObject *parent)
    : CampaignListModel({QStringLiteral("setting")}, parent)
{
}

void SettingsModel::fill(const app::CampaignService *service)
{
    app::SettingsListing listing = listingOf(service);
    m_rows = std::move(listing.rows);
    m_refusals.clear();
    setProblems(listing.problems);
}

bool SettingsModel::update(const app::CampaignService *service)
{
    app::SettingsListing listing = listingOf(service);
    const bool sameKeys = listing.rows.size() == m_rows.size() &&
                          std::equal(m_rows.begin(), m_rows.end(), listing.rows.begin(),
                                     [](const auto &a, const auto &b) {
                                         return a.definition.key == b.definition.key;
                                     });
    if (!sameKeys)
        return false;
    const QHash<QString, QString> refusals = std::exchange(m_refusals, {});
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (sameRow(m_rows[i], listing.rows[i]) && !refusals.contains(m_rows[i].definition.key))
            continue;
        m_rows[i] = std::move(listing.rows[i]);
        Q_EMIT dataChanged(index(int(i)), index(int(i)));
    }
    setProblems(listing.problems);
    return true;
}

void SettingsModel::setProblems(const QStringList &problems)
{
    if (problems == m_problems)
        return;
    m_problems = problems;
    Q_EMIT problemsChanged();
}

QVariant SettingsModel::valueOf(const app::SettingRow &row) const
{
    switch (row.definition.kind) {
    case SettingKind::Flag:
        return row.value.toBool();
    case SettingKind::Number:
        return row.value.toInt();
    case SettingKind::PointsOrNone:
        return row.value.isString() ? 0 : row.value.toInt();
    case SettingKind::Choice:
        return row.value.toString();
    }
    return {};
}

QVariant SettingsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const app::SettingRow &row = m_rows.at(std::size_t(index.row()));
    const warmaster::SettingDefinition &d = row.definition;
    switch (role) {
    case Qt::DisplayRole:
    case TitleRole:
        return d.title;
    case KeyRole:
        return d.key;
    case ExplanationRole:
        return d.explanation;
    case SectionRole:
        return d.section;
    case KindRole:
        return warmaster::settingKindKey(d.kind);
    case ValueRole:
        return valueOf(row);
    case ValueTextRole:
        return warmaster::settingValueText(d, row.value);
    case DefaultTextRole:
        return warmaster::settingValueText(d, d.defaultValue);
    case IsDefaultRole:
        return row.isDefault();
    case ChoiceKeysRole: {
        QStringList keys;
        for (const warmaster::SettingChoice &c : d.choices)
            keys << c.key;
        return keys;
    }
    case ChoiceNamesRole: {
        QStringList names;
        for (const warmaster::SettingChoice &c : d.choices)
            names << c.name;
        return names;
    }
    case MinimumRole:
        return d.minimum;
    case MaximumRole:
        return d.maximum;
    case ProblemRole:
        return row.problem;
    case RefusalRole:
        return m_refusals.value(d.key);
    default:
        return {};
    }
}

QHash<int, QByteArray> SettingsModel::roleNames() const
{
    return {{KeyRole, "key"},
            {TitleRole, "title"},
            {ExplanationRole, "explanation"},
            {SectionRole, "section"},
            {KindRole, "kind"},
            {ValueRole, "value"},
            {ValueTextRole, "valueText"},
            {DefaultTextRole, "defaultText"},
            {IsDefaultRole, "isDefault"},
            {ChoiceKeysRole, "choiceKeys"},
            {ChoiceNamesRole, "choiceNames"},
            {MinimumRole, "minimum"},
            {MaximumRole, "maximum"},
            {ProblemRole, "problem"},
            {RefusalRole, "refusal"}};
}

int SettingsModel::rowOf(const QString &key) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].definition.key == key)
            return int(i);
    }
    return -1;
}

bool SettingsModel::submitValue(const QString &key, const QVariant &value)
{
    const int row = rowOf(key);
    QJsonValue json = QJsonValue::fromVariant(value);
    // The points control shows no cap as 0.
    if (row >= 0 && m_rows[std::size_t(row)].definition.kind == SettingKind::PointsOrNone &&
        json.isDouble() && json.toDouble() == 0)
        json = QStringLiteral("none");
    if (row >= 0 && m_rows[std::size_t(row)].value == json) {
        // Nothing to change; a refusal shown for this key no longer applies.
        if (m_refusals.remove(key) > 0)
            Q_EMIT dataChanged(index(row), index(row), {RefusalRole});
        return true;
    }
    auto *controller = campaign();
    QString message = tr("Open a campaign first.");
    // Through the controller, so undo, the status bar and every model follow the change.
    if (controller && controller->isOpen()) {
        if (controller->execute(QStringLiteral("campaign.setting"),
                                {{QStringLiteral("key"), key}, {QStringLiteral("value"), json}})) {
            Q_EMIT done(controller->latestSummary());
            return true;
        }
        message = controller->lastError();
    }
    m_refusals.insert(key, message);
    if (row >= 0)
        Q_EMIT dataChanged(index(row), index(row), {RefusalRole});
    Q_EMIT error(message);
    return false;
}

} // namespace herald::settings
