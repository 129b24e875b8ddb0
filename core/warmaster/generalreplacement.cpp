#include "core/warmaster/generalreplacement.h"

#include <QCoreApplication>

namespace herald::warmaster {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::GeneralReplacement)
};

} // namespace

bool generalNeedsReplacement(CharacterFate fate, const CampaignSettings &settings)
{
    return fate == CharacterFate::Killed ||
           (fate == CharacterFate::Captured && settings.captureCountsAsDeath);
}

ReplacementOptions replacementOptions(const QStringList &presentHeroes,
                                      const QStringList &rosterHeroes)
{
    if (!presentHeroes.isEmpty())
        return {ReplacementLevel::PresentHero, presentHeroes};
    if (!rosterHeroes.isEmpty())
        return {ReplacementLevel::RosterHero, rosterHeroes};
    return {ReplacementLevel::RoyalNephew, {}};
}

std::optional<ReplacementProblem> checkReplacement(const ReplacementOptions &options,
                                                   ReplacementLevel level, const QString &heroId)
{
    if (level != options.level)
        return ReplacementProblem::EarlierLevelOpen;
    if (level != ReplacementLevel::RoyalNephew && !options.heroes.contains(heroId))
        return ReplacementProblem::NotOffered;
    return std::nullopt;
}

const char *replacementKey(ReplacementLevel level)
{
    switch (level) {
    case ReplacementLevel::PresentHero:
        return "presentHero";
    case ReplacementLevel::RosterHero:
        return "rosterHero";
    case ReplacementLevel::RoyalNephew:
        return "royalNephew";
    }
    return "royalNephew";
}

QString replacementName(ReplacementLevel level)
{
    switch (level) {
    case ReplacementLevel::PresentHero:
        return Tr::tr("a hero who fought in that battle");
    case ReplacementLevel::RosterHero:
        return Tr::tr("a hero from the national roster");
    case ReplacementLevel::RoyalNephew:
        return Tr::tr("a royal nephew, a +1 stand-in until the New Year (I-21)");
    }
    return {};
}

QString ReplacementOptions::explain(const QStringList &names) const
{
    if (level == ReplacementLevel::RoyalNephew)
        return Tr::tr("§6.6 no hero is left, so the successor is %1").arg(replacementName(level));
    //: %1 the level ("a hero who fought in that battle"), %2 the heroes' names
    return Tr::tr("§6.6 the successor must be %1: %2")
        .arg(replacementName(level), names.join(QStringLiteral(", ")));
}

} // namespace herald::warmaster
