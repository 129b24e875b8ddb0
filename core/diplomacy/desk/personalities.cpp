#include "core/diplomacy/desk/personalities.h"

#include "core/diplomacy/downfall/leadorders.h"

#include <QCoreApplication>

namespace herald::diplomacy::desk {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::diplomacy::desk::Personalities)
};

} // namespace

PowerId ownerOf(const Variant &variant, const downfall::HardbopState &state,
                downfall::Personality who)
{
    const PowerId owner = downfall::personalityOwner(variant, state, who);
    if (owner == kNoPower && who == downfall::Personality::Nazgul)
        return variant.findPower("Mordor");
    return owner;
}

QList<PrivateNote> encounterNotes(const Variant &v, const Position &next,
                                  const downfall::HardbopState &state)
{
    QList<PrivateNote> notes;
    for (const downfall::PersonalityUnit &person : state.personalities) {
        const Unit unit = next.units[person.at];
        const PowerId owner = ownerOf(v, state, person.who);
        if (!unit.exists() || unit.power == owner || owner == kNoPower)
            continue;
        const QString who = QString::fromUtf8(downfall::personalityName(person.who).data());
        const QString where = QString::fromStdString(v.province(person.at).name);
        const downfall::UnitClass cls = state.traits[person.at].unitClass;
        const QString kind = cls == downfall::UnitClass::Cavalry  ? Tr::tr("cavalry")
                             : cls == downfall::UnitClass::Pirate ? Tr::tr("pirate")
                             : unit.kind == UnitKind::Army        ? Tr::tr("army")
                                                                  : Tr::tr("fleet");
        const QString unitText =
            Tr::tr("%1 %2 in %3")
                .arg(QString::fromStdString(v.power(unit.power).adjective), kind, where);
        const QString ownerName = QString::fromStdString(v.power(owner).name);
        const QString text = Tr::tr("%1 (%2) met the %3.").arg(who, ownerName, unitText);
        notes.append({ownerName, QStringLiteral("encounter"), text});
        notes.append(
            {QString::fromStdString(v.power(unit.power).name), QStringLiteral("encounter"), text});
    }
    return notes;
}

} // namespace herald::diplomacy::desk
