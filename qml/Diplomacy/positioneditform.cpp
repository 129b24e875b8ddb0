#include "positioneditform.h"

#include "core/diplomacy/downfall/hardbop.h"

#include <QJsonObject>

namespace herald::gui {

namespace {

/// One kind of edit and its command.
struct Kind
{
    const char *key;
    const char *command;
    bool downfallOnly;
};

constexpr Kind kKinds[] = {
    {"unit", "diplomacy.addUnit", false},     {"remove", "diplomacy.removeUnit", false},
    {"move", "diplomacy.moveUnit", false},    {"personality", "diplomacy.personality", true},
    {"owner", "diplomacy.setOwner", false},   {"ring", "diplomacy.setRing", true},
    {"season", "diplomacy.setSeason", false},
};

/// The command's words for the Ring's states, in the order of ringStates().
constexpr const char *kRingKeys[] = {"hidden", "lying", "carried", "worn", "destroyed"};

} // namespace

// The form shows no campaign data: the board is the desk's.
PositionEditForm::PositionEditForm(QObject *parent) : CampaignForm({}, parent)
{
}

void PositionEditForm::setGame(int game)
{
    if (game == m_game)
        return;
    m_game = game;
    Q_EMIT changed();
}

void PositionEditForm::setDownfall(bool downfall)
{
    if (downfall == m_downfall)
        return;
    m_downfall = downfall;
    Q_EMIT changed();
}

QStringList PositionEditForm::kinds() const
{
    const QStringList labels{tr("Set a unit"),          tr("Take a unit off"), tr("Move a unit"),
                             tr("Place a personality"), tr("Give a centre"),   tr("Set the Ring"),
                             tr("Set the turn")};
    QStringList shown;
    for (std::size_t i = 0; i < std::size(kKinds); ++i) {
        if (m_downfall || !kKinds[i].downfallOnly)
            shown << labels.at(qsizetype(i));
    }
    return shown;
}

QString PositionEditForm::kindKey(int index) const
{
    int shown = -1;
    for (const Kind &k : kKinds) {
        if ((m_downfall || !k.downfallOnly) && ++shown == index)
            return QString::fromLatin1(k.key);
    }
    return {};
}

QStringList PositionEditForm::ringStates() const
{
    return {tr("hidden in"), tr("lying in"), tr("carried by"), tr("worn by"), tr("destroyed")};
}

QStringList PositionEditForm::personalities() const
{
    using namespace herald::diplomacy::downfall;
    QStringList names;
    for (int p = int(Personality::Sauron); p <= int(Personality::Nazgul); ++p)
        names << QString::fromUtf8(personalityName(Personality(p)).data());
    return names;
}

void PositionEditForm::apply(int kind, const QVariantMap &fields)
{
    const QString key = kindKey(kind);
    const auto chosen = std::find_if(std::begin(kKinds), std::end(kKinds),
                                     [&](const Kind &k) { return key == QLatin1String(k.key); });
    if (chosen == std::end(kKinds)) {
        refuse(tr("Choose what to change."));
        return;
    }
    QJsonObject args = QJsonObject::fromVariantMap(fields);
    args.insert(QStringLiteral("game"), m_game);
    if (args.contains(QStringLiteral("state"))) {
        const int state = args.value(QStringLiteral("state")).toInt();
        args.insert(QStringLiteral("state"), state >= 0 && state < int(std::size(kRingKeys))
                                                 ? QString::fromLatin1(kRingKeys[state])
                                                 : QString());
    }
    QStringList traits;
    for (const QString &trait : {QStringLiteral("easterling"), QStringLiteral("original")}) {
        if (args.take(trait).toBool())
            traits << trait;
    }
    if (key == QLatin1String("unit"))
        args.insert(QStringLiteral("traits"), traits.join(QLatin1Char(' ')));
    run(QString::fromLatin1(chosen->command), args);
}

} // namespace herald::gui
