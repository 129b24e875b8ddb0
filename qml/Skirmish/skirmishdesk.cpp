#include "skirmishdesk.h"

#include "app/gui/campaigncontroller.h"
#include "app/services/skirmish/skirmishodds.h"
#include "app/services/skirmish/skirmishquery.h"
#include "core/skirmish/keywords.h"
#include "core/skirmish/settingsformat.h"
#include "core/skirmish/skirmishmap.h"
#include "core/skirmish/spells.h"

#include <QFile>
#include <QJsonArray>
#include <QRegularExpression>

#include <algorithm>

namespace herald::gui {

namespace sk = herald::skirmish;

namespace {

QVariantMap rowMap(const app::skirmish::RosterRow &r)
{
    return {{QStringLiteral("key"), r.key},
            {QStringLiteral("name"), r.name},
            {QStringLiteral("side"), r.side},
            {QStringLiteral("sideName"), r.sideName},
            {QStringLiteral("player"), r.player},
            {QStringLiteral("health"), r.health},
            {QStringLiteral("state"), r.state},
            {QStringLiteral("values"), r.values},
            {QStringLiteral("hexes"), r.hexes},
            {QStringLiteral("spells"), r.spells.join(QStringLiteral(", "))},
            {QStringLiteral("caster"), r.caster},
            {QStringLiteral("level"), r.level},
            {QStringLiteral("ep"), r.ep}};
}

QVariantMap mapOf(const sk::SkirmishMap &m)
{
    QVariantList hexes;
    for (int row = 0; row < m.rows; ++row)
        for (int column = 0; column < m.columns; ++column) {
            const QString label = sk::labelAt(column, row);
            hexes.append(
                QVariantMap{{QStringLiteral("label"), label},
                            {QStringLiteral("column"), column},
                            {QStringLiteral("row"), row},
                            {QStringLiteral("terrain"), sk::terrainKey(m.at(label).terrain)}});
        }
    return {{QStringLiteral("id"), m.id},
            {QStringLiteral("columns"), m.columns},
            {QStringLiteral("rows"), m.rows},
            {QStringLiteral("hexes"), hexes}};
}

} // namespace

SkirmishDesk::SkirmishDesk(QObject *parent) : CampaignForm(app::skirmish::skirmishTables(), parent)
{
}

void SkirmishDesk::setCurrent(const QString &name)
{
    if (name == m_current)
        return;
    m_current = name;
    reload();
}

QVariantList SkirmishDesk::spells() const
{
    QVariantList list;
    for (const sk::SpellInfo &info : sk::spellList())
        list.append(QVariantMap{{QStringLiteral("key"), sk::spellKey(info.spell)},
                                {QStringLiteral("name"), sk::spellName(info.spell)}});
    return list;
}

QVariantList SkirmishDesk::living() const
{
    QVariantList list;
    for (const QVariant &c : m_characters)
        if (c.toMap().value(QStringLiteral("health")).toString() != QLatin1String("dead"))
            list.append(c);
    return list;
}

bool SkirmishDesk::hasGharvs() const
{
    return std::any_of(m_characters.begin(), m_characters.end(), [](const QVariant &c) {
        return c.toMap().value(QStringLiteral("player")).toString() == QLatin1String("Gharvs");
    });
}

QVariantList SkirmishDesk::gharvs() const
{
    QVariantList list;
    for (const QVariant &c : living()) {
        QVariantMap gharv = c.toMap();
        const QString hexes = gharv.value(QStringLiteral("hexes")).toString();
        if (gharv.value(QStringLiteral("player")).toString() != QLatin1String("Gharvs") ||
            hexes.isEmpty())
            continue;
        //: %1 the Gharv's name, %2 its hex
        gharv.insert(QStringLiteral("label"),
                     tr("%1 at %2").arg(gharv.value(QStringLiteral("name")).toString(), hexes));
        list.append(gharv);
    }
    return list;
}

QVariantList SkirmishDesk::callers() const
{
    QVariantList list;
    for (const QVariant &c : living())
        if (c.toMap().value(QStringLiteral("player")).toString() != QLatin1String("Gharvs"))
            list.append(c);
    return list;
}

QVariantList SkirmishDesk::passengerChoices() const
{
    return nobody() + callers();
}

QVariantList SkirmishDesk::gharvHexChoices() const
{
    return {QVariantMap{{QStringLiteral("key"), QString()},
                        {QStringLiteral("name"), tr("see the map")}},
            QVariantMap{{QStringLiteral("key"), QStringLiteral("water")},
                        {QStringLiteral("name"), tr("water")}},
            QVariantMap{{QStringLiteral("key"), QStringLiteral("beach")},
                        {QStringLiteral("name"), tr("a beach")}},
            QVariantMap{{QStringLiteral("key"), QStringLiteral("boat")},
                        {QStringLiteral("name"), tr("a boat")}},
            QVariantMap{{QStringLiteral("key"), QStringLiteral("marsh")},
                        {QStringLiteral("name"), tr("marsh")}}};
}

QVariantList SkirmishDesk::casters() const
{
    QVariantList list;
    for (const QVariant &c : m_characters)
        if (c.toMap().value(QStringLiteral("caster")).toBool())
            list.append(c);
    return list;
}

QVariantList SkirmishDesk::targetChoices() const
{
    return nobody() + m_characters;
}

QVariantList SkirmishDesk::countererChoices() const
{
    return nobody() + casters();
}

QVariantList SkirmishDesk::nobody() const
{
    return {
        QVariantMap{{QStringLiteral("key"), QString()}, {QStringLiteral("name"), tr("nobody")}}};
}

QVariantList SkirmishDesk::terrainChoices() const
{
    QVariantList list{QVariantMap{{QStringLiteral("key"), QString()},
                                  {QStringLiteral("name"), tr("what the map shows")}}};
    for (int t = int(sk::Terrain::Flat); t <= int(sk::Terrain::Stairway); ++t)
        list.append(QVariantMap{{QStringLiteral("key"), sk::terrainKey(sk::Terrain(t))},
                                {QStringLiteral("name"), sk::terrainName(sk::Terrain(t))}});
    return list;
}

void SkirmishDesk::reload()
{
    const app::CampaignService *s = service();
    m_skirmishes = s ? app::skirmish::skirmishNames(*s) : QStringList();
    if (!m_skirmishes.contains(m_current))
        m_current = m_skirmishes.value(0);
    m_characters.clear();
    m_log.clear();
    m_map.clear();
    m_options.clear();
    m_title.clear();
    m_position.clear();
    m_homemade = false;
    m_gameTurn = m_turnLimit = 0;
    QString error;
    const auto skirmish = s && !m_current.isEmpty()
                              ? app::skirmish::openSkirmish(*s, m_current, &error)
                              : std::nullopt;
    if (skirmish) {
        m_title = skirmish->title;
        m_homemade = skirmish->homemade;
        m_position = app::skirmish::positionText(*skirmish);
        m_gameTurn = skirmish->position.gameTurn;
        m_turnLimit = skirmish->turnLimit;
        for (const auto &row : app::skirmish::rosterRows(*skirmish))
            m_characters.append(rowMap(row));
        if (skirmish->map)
            m_map = mapOf(*skirmish->map);
        for (const QString &name : sk::settingNames()) {
            const QJsonValue value = sk::settingValue(skirmish->settings, name);
            m_options.append(
                QVariantMap{{QStringLiteral("name"), name},
                            {QStringLiteral("description"), sk::settingDescription(name)},
                            {QStringLiteral("number"), value.isDouble()},
                            {QStringLiteral("value"), value.toVariant()}});
        }
        for (const auto &line : app::skirmish::skirmishLog(*s, m_current, 100))
            m_log.append(QVariantMap{{QStringLiteral("summary"), line.summary},
                                     {QStringLiteral("explanation"),
                                      line.explanation.join(QLatin1Char('\n'))
                                          .replace(QStringLiteral("; "), QStringLiteral("\n"))}});
    }
    Q_EMIT changed();
}

bool SkirmishDesk::start(const QString &name, const QUrl &scenario)
{
    QJsonObject args{{QStringLiteral("skirmish"), name.trimmed()}};
    if (!scenario.isEmpty()) {
        QFile file(scenario.toLocalFile());
        if (!file.open(QIODevice::ReadOnly)) {
            refuse(tr("%1 cannot be read: %2").arg(file.fileName(), file.errorString()));
            return false;
        }
        args.insert(QStringLiteral("scenario"), QString::fromUtf8(file.readAll()));
    }
    if (!run(QStringLiteral("skirmish.new"), args))
        return false;
    setCurrent(name.trimmed());
    return true;
}

bool SkirmishDesk::runOnCurrent(const QString &command, QJsonObject args, const QString &typed)
{
    if (m_current.isEmpty()) {
        refuse(tr("Start a skirmish first."));
        return false;
    }
    args.insert(QStringLiteral("skirmish"), m_current);
    QJsonArray faces;
    for (const QString &part :
         typed.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int face = part.toInt(&ok);
        if (!ok) {
            refuse(tr("\"%1\" is not a die face: type whole numbers, such as 3 or 7,4 (a 0 counts "
                      "10).")
                       .arg(typed));
            return false;
        }
        faces.append(face);
    }
    if (!faces.isEmpty())
        args.insert(QStringLiteral("typed"), faces);
    return run(command, args);
}

QJsonObject SkirmishDesk::attackArgs(const QStringList &attackers, const QStringList &defenders,
                                     const QVariantMap &terrain)
{
    return {{QStringLiteral("attackers"), QJsonArray::fromStringList(attackers)},
            {QStringLiteral("defenders"), QJsonArray::fromStringList(defenders)},
            {QStringLiteral("terrain"), QJsonObject::fromVariantMap(terrain)}};
}

QJsonObject SkirmishDesk::shotArgs(const QString &shooter, const QString &target, int distance,
                                   const QString &terrain)
{
    QJsonObject args{{QStringLiteral("shooter"), shooter}, {QStringLiteral("target"), target}};
    if (distance > 0)
        args.insert(QStringLiteral("distance"), distance);
    if (!terrain.isEmpty())
        args.insert(QStringLiteral("targetTerrain"), terrain);
    return args;
}

QVariantMap SkirmishDesk::attackOdds(const QStringList &attackers, const QStringList &defenders,
                                     const QVariantMap &terrain) const
{
    const app::CampaignService *s = service();
    if (!s || m_current.isEmpty())
        return {};
    const auto odds =
        app::skirmish::attackOdds(*s, m_current, attackArgs(attackers, defenders, terrain));
    return {{QStringLiteral("legal"), odds.legal}, {QStringLiteral("text"), odds.text}};
}

QVariantMap SkirmishDesk::shotOdds(const QString &shooter, const QString &target, int distance,
                                   const QString &terrain) const
{
    const app::CampaignService *s = service();
    if (!s || m_current.isEmpty())
        return {};
    const auto odds =
        app::skirmish::shotOdds(*s, m_current, shotArgs(shooter, target, distance, terrain));
    return {{QStringLiteral("legal"), odds.legal}, {QStringLiteral("text"), odds.text}};
}

bool SkirmishDesk::attack(const QStringList &attackers, const QStringList &defenders,
                          const QVariantMap &terrain, const QString &typed)
{
    return runOnCurrent(QStringLiteral("skirmish.attack"),
                        attackArgs(attackers, defenders, terrain), typed);
}

bool SkirmishDesk::fire(const QString &shooter, const QString &target, int distance,
                        const QString &terrain, const QString &typed)
{
    return runOnCurrent(QStringLiteral("skirmish.fire"),
                        shotArgs(shooter, target, distance, terrain), typed);
}

bool SkirmishDesk::cast(const QString &caster, const QString &spell, const QString &target,
                        int magnitude, const QString &counterer, const QString &typed)
{
    QJsonObject args{{QStringLiteral("caster"), caster}, {QStringLiteral("spell"), spell}};
    if (!target.isEmpty())
        args.insert(QStringLiteral("target"), target);
    if (magnitude > 0)
        args.insert(QStringLiteral("magnitude"), magnitude);
    if (!counterer.isEmpty())
        args.insert(QStringLiteral("counterer"), counterer);
    return runOnCurrent(QStringLiteral("skirmish.cast"), args, typed);
}

bool SkirmishDesk::gharvRoll(const QString &character, const QString &hex, const QString &at,
                             const QString &typed)
{
    const auto waiting =
        std::find_if(m_characters.begin(), m_characters.end(), [](const QVariant &c) {
            const QVariantMap m = c.toMap();
            return m.value(QStringLiteral("player")).toString() == QLatin1String("Gharvs") &&
                   m.value(QStringLiteral("health")).toString() != QLatin1String("dead") &&
                   m.value(QStringLiteral("hexes")).toString().isEmpty();
        });
    if (waiting == m_characters.end()) {
        refuse(tr("Every living Gharv is already on the map: none is left to appear (§12 C11)."));
        return false;
    }
    QJsonObject args{
        {QStringLiteral("character"), character},
        {QStringLiteral("gharv"), waiting->toMap().value(QStringLiteral("key")).toString()}};
    if (!hex.isEmpty())
        args.insert(QStringLiteral("hex"), hex);
    if (!at.trimmed().isEmpty())
        args.insert(QStringLiteral("at"), at.trimmed().toUpper());
    return runOnCurrent(QStringLiteral("skirmish.gharv"), args, typed);
}

bool SkirmishDesk::capsize(const QString &gharv, const QStringList &aboard, const QString &typed)
{
    QStringList seated = aboard;
    seated.removeAll(QString());
    return runOnCurrent(QStringLiteral("skirmish.capsize"),
                        {{QStringLiteral("gharv"), gharv},
                         {QStringLiteral("aboard"), QJsonArray::fromStringList(seated)}},
                        typed);
}

bool SkirmishDesk::setHealth(const QString &key, const QString &health)
{
    return runOnCurrent(QStringLiteral("skirmish.state"),
                        {{QStringLiteral("character"), key}, {QStringLiteral("health"), health}});
}

bool SkirmishDesk::move(const QString &key, const QString &hexes)
{
    return runOnCurrent(QStringLiteral("skirmish.state"),
                        {{QStringLiteral("character"), key}, {QStringLiteral("hexes"), hexes}});
}

bool SkirmishDesk::setOption(const QString &name, const QVariant &value)
{
    return runOnCurrent(QStringLiteral("skirmish.option"),
                        {{QStringLiteral("option"), name},
                         {QStringLiteral("value"), QJsonValue::fromVariant(value)}});
}

bool SkirmishDesk::next()
{
    return runOnCurrent(QStringLiteral("skirmish.next"), {});
}

} // namespace herald::gui
