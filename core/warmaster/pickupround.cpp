#include "core/warmaster/pickupround.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::PickupRound)
};

constexpr std::array<KeyName<PickOption>, 3> optionTable{{
    {PickOption::A, "A", QT_TRANSLATE_NOOP("herald::warmaster::Names", "A: lead a lesser race")},
    {PickOption::B, "B",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "B: own army against the lesser races")},
    {PickOption::C, "C", QT_TRANSLATE_NOOP("herald::warmaster::Names", "C: pass")},
}};

const LesserRace *findRace(std::span<const LesserRace> races, const QString &id)
{
    const auto it =
        std::find_if(races.begin(), races.end(), [&id](const LesserRace &r) { return r.id == id; });
    return it == races.end() ? nullptr : &*it;
}

PickupSide sideOf(const Pick &pick)
{
    return {pick.nation, pick.option == PickOption::A ? pick.race : QString()};
}

/// Matches a new A or B pick with the open pick (I-72); nullopt when it becomes the open pick.
std::optional<PickupGame> match(const Pick &open, const Pick &pick)
{
    if (open.option == PickOption::A && pick.option == PickOption::A)
        return PickupGame{PickupGameKind::Races, sideOf(open), sideOf(pick)};
    return PickupGame{PickupGameKind::RaceAgainstNation, sideOf(open), sideOf(pick)};
}

PickRefusal refusal(PickRefusalCode code, QString message)
{
    return {code, std::move(message)};
}

} // namespace

std::span<const KeyName<PickOption>> EnumKeys<PickOption>::table()
{
    return optionTable;
}

QString PickupRound::nextPicker() const
{
    return finished() ? QString() : order.at(static_cast<qsizetype>(picks.size()));
}

bool PickupRound::hasPicked(const QString &nation) const
{
    return std::any_of(picks.begin(), picks.end(),
                       [&nation](const Pick &p) { return p.nation == nation; });
}

RoundState replayRound(const PickupRound &round)
{
    RoundState state;
    for (std::size_t i = 0; i < round.picks.size(); ++i) {
        const Pick &pick = round.picks[i];
        if (pick.option == PickOption::C)
            continue;
        if (!state.openPick) {
            state.openPick = i;
            continue;
        }
        if (auto game = match(round.picks[*state.openPick], pick)) {
            state.games.push_back(*game);
            state.openPick.reset();
        }
    }
    if (!round.finished())
        return state;
    // I-72: whoever is left plays without campaign effect, in picking order.
    std::vector<PickupSide> left;
    for (std::size_t i = 0; i < round.picks.size(); ++i) {
        if (round.picks[i].option == PickOption::C || state.openPick == i)
            left.push_back({round.picks[i].nation, {}});
    }
    for (std::size_t i = 0; i + 1 < left.size(); i += 2)
        state.friendlies.push_back({PickupGameKind::NoCampaignEffect, left[i], left[i + 1]});
    if (left.size() % 2 == 1)
        state.watching = left.back().nation;
    return state;
}

bool AffiliationRequest::granted() const
{
    return std::none_of(holders.begin(), holders.end(), [](const PermissionHolder &h) {
        return h.source == PermissionSource::Missing;
    });
}

QStringList AffiliationRequest::missing() const
{
    QStringList names;
    for (const PermissionHolder &h : holders) {
        if (h.source == PermissionSource::Missing)
            names << h.nation;
    }
    return names;
}

QString AffiliationRequest::explain() const
{
    if (!needed())
        //: %1 a nation, %2 a lesser race, %3 its markers on that race
        return Tr::tr("§7.7.5 %1 may lead %2 without asking: no nation holds more than its %3 "
                      "affiliation marker(s)")
            .arg(requester, race, QString::number(requesterMarkers));
    QStringList answers;
    for (const PermissionHolder &h : holders) {
        QString how;
        switch (h.source) {
        case PermissionSource::AlreadyPicked:
            how = Tr::tr("has already picked this round, so agrees automatically");
            break;
        case PermissionSource::CampaignBattle:
            how = Tr::tr("fights a campaign battle, so agrees automatically");
            break;
        case PermissionSource::Agreed:
            how = Tr::tr("agreed");
            break;
        case PermissionSource::Missing:
            how = Tr::tr("has not agreed and may refuse");
            break;
        }
        //: %1 a nation, %2 its markers, %3 how it answers
        answers << Tr::tr("%1 (%2 marker(s)) %3").arg(h.nation, QString::number(h.markers), how);
    }
    //: %1 the asking nation, %2 a lesser race, %3 the asker's markers, %4 the answers, %5 outcome
    return Tr::tr("§7.7.5 I-74 %1 asks to lead %2, holding %3 affiliation marker(s): %4; %5")
        .arg(requester, race, QString::number(requesterMarkers), answers.join(QStringLiteral("; ")),
             granted() ? Tr::tr("the request is granted")
                       : Tr::tr("the request waits for every holder's consent"));
}

AffiliationRequest affiliationRequest(const PickupRound &round, const LesserRace &race,
                                      const Pick &pick)
{
    AffiliationRequest request;
    request.requester = round.nationName(pick.nation);
    request.race = race.name;
    request.requesterMarkers = race.markersOf(pick.nation);
    std::vector<std::pair<QString, int>> holders;
    for (const auto &[nation, count] : race.markers) {
        if (nation != pick.nation && count > request.requesterMarkers)
            holders.emplace_back(nation, count);
    }
    std::stable_sort(holders.begin(), holders.end(),
                     [](const auto &a, const auto &b) { return a.second > b.second; });
    for (const auto &[nation, count] : holders) {
        PermissionHolder h{round.nationName(nation), count, PermissionSource::Missing};
        if (round.hasPicked(nation))
            h.source = PermissionSource::AlreadyPicked;
        else if (round.inCampaignBattle.contains(nation))
            h.source = PermissionSource::CampaignBattle;
        else if (pick.granted.contains(nation))
            h.source = PermissionSource::Agreed;
        request.holders.push_back(h);
    }
    return request;
}

PickCheck checkPick(const PickupRound &round, std::span<const LesserRace> races, const Pick &pick)
{
    PickCheck check;
    const QString who = round.nationName(pick.nation);
    if (round.finished()) {
        check.refusal = refusal(PickRefusalCode::RoundFinished,
                                Tr::tr("§7.7.3 Every free nation has picked this month; undo a "
                                       "pick to change it."));
        return check;
    }
    if (!round.order.contains(pick.nation)) {
        check.refusal = refusal(
            PickRefusalCode::NotInRound,
            Tr::tr("§7.7.2 %1 is not among this month's free nations (%2).").arg(who, [&round] {
                QStringList names;
                for (const QString &n : round.order)
                    names << round.nationName(n);
                return names.join(QStringLiteral(", "));
            }()));
        return check;
    }
    if (round.nextPicker() != pick.nation) {
        check.refusal = refusal(
            PickRefusalCode::NotYourTurn,
            Tr::tr("§7.7.3 It is %1's turn to pick, not %2's (the order is drawn at the start).")
                .arg(round.nationName(round.nextPicker()), who));
        return check;
    }
    if (pick.option != PickOption::A && !pick.race.isEmpty()) {
        check.refusal = refusal(PickRefusalCode::RaceNotWanted,
                                Tr::tr("§7.7.3 Only option A names a lesser race; %1 picked %2.")
                                    .arg(who, keyOf(pick.option)));
        return check;
    }
    const RoundState state = replayRound(round);
    const Pick *open = state.openPick ? &round.picks[*state.openPick] : nullptr;
    if (pick.option == PickOption::B && open && open->option == PickOption::B) {
        check.refusal = refusal(PickRefusalCode::SecondB,
                                Tr::tr("§7.7.3 I-72 %1 cannot pick B while %2's army waits for a "
                                       "lesser race (open pick B): pick A or C instead.")
                                    .arg(who, round.nationName(open->nation)));
        return check;
    }
    if (pick.option == PickOption::A) {
        if (pick.race.isEmpty()) {
            check.refusal =
                refusal(PickRefusalCode::RaceMissing,
                        Tr::tr("§7.7.3 Option A needs the lesser race %1 leads.").arg(who));
            return check;
        }
        const LesserRace *race = findRace(races, pick.race);
        if (!race) {
            check.refusal =
                refusal(PickRefusalCode::UnknownRace,
                        Tr::tr("§7.7.1 There is no lesser race \"%1\".").arg(pick.race));
            return check;
        }
        if (race->independent()) {
            check.refusal = refusal(PickRefusalCode::RaceIndependent,
                                    Tr::tr("§7.7.6 %1 are independent, on the map, and cannot be "
                                           "picked until their army is beaten.")
                                        .arg(race->name));
            return check;
        }
        const auto earlier = std::find_if(round.picks.begin(), round.picks.end(), [&](auto &p) {
            return p.option == PickOption::A && p.race == pick.race;
        });
        if (earlier != round.picks.end()) {
            check.refusal = refusal(PickRefusalCode::RaceAlreadyPicked,
                                    Tr::tr("§7.7.3 %1 were picked by %2 earlier this round.")
                                        .arg(race->name, round.nationName(earlier->nation)));
            return check;
        }
        const AffiliationRequest request = affiliationRequest(round, *race, pick);
        if (!request.granted()) {
            check.refusal = refusal(
                PickRefusalCode::PermissionMissing,
                Tr::tr("§7.7.5 I-74 %1 needs the consent of %2 (more affiliation markers on %3 "
                       "than its %4) before leading them. With consent, pick again naming who "
                       "agreed; after a refusal, %1 picks again.")
                    .arg(who, request.missing().join(QStringLiteral(", ")), race->name,
                         QString::number(request.requesterMarkers)));
            check.effect.request = request;
            return check;
        }
        check.effect.request = request;
        check.effect.lines << request.explain();
    }
    if (pick.option == PickOption::C) {
        check.effect.lines << Tr::tr("§7.7.3 %1 passes (C): no campaign effect").arg(who);
        return check;
    }
    const QString what = pick.option == PickOption::A ? sideText(round, races, sideOf(pick))
                                                      : Tr::tr("%1's army").arg(who);
    if (!open) {
        check.effect.lines << Tr::tr("§7.7.3 I-72 %1: no earlier pick is open, so this pick "
                                     "waits for a partner")
                                  .arg(what);
        return check;
    }
    check.effect.game = match(*open, pick);
    check.effect.lines << Tr::tr("§7.7.3 I-72 %1 meets the open pick: %2")
                              .arg(what, gameText(round, races, *check.effect.game));
    return check;
}

QString sideText(const PickupRound &round, std::span<const LesserRace> races,
                 const PickupSide &side)
{
    if (side.race.isEmpty())
        //: a nation's own army in a pick-up battle
        return Tr::tr("%1's army").arg(round.nationName(side.nation));
    const LesserRace *race = findRace(races, side.race);
    //: a lesser race and the nation leading it: "Elves (Brown)"
    return Tr::tr("%1 (%2)").arg(race ? race->name : side.race, round.nationName(side.nation));
}

QString gameText(const PickupRound &round, std::span<const LesserRace> races,
                 const PickupGame &game)
{
    return Tr::tr("%1 against %2")
        .arg(sideText(round, races, game.second), sideText(round, races, game.first));
}

bool pickupRoundHeld(bool campaignBattleThisMonth, const CampaignSettings &settings)
{
    return campaignBattleThisMonth || settings.pickupRoundEveryTurn;
}

QStringList freeNations(const QStringList &nations, const QSet<QString> &fighting,
                        const QSet<QString> &absent)
{
    QStringList free;
    for (const QString &n : nations) {
        if (!fighting.contains(n) && !absent.contains(n))
            free << n;
    }
    return free;
}

QStringList drawPickOrder(QStringList freeNations, dice::Dice &dice,
                          const QHash<QString, QString> &names)
{
    QStringList order;
    while (freeNations.size() > 1) {
        //: why a die is rolled, shown in the dice log; %1 a place, %2 the nations left
        const QString purpose =
            Tr::tr("§7.7.3 Pick-up round order: place %1 among %2").arg(order.size() + 1).arg([&] {
                QStringList left;
                for (const QString &n : freeNations)
                    left << names.value(n, n);
                return left.join(QStringLiteral(", "));
            }());
        const int drawn = dice.d(static_cast<int>(freeNations.size()), purpose.toStdString());
        order << freeNations.takeAt(drawn - 1);
    }
    return order + freeNations;
}

} // namespace herald::warmaster
