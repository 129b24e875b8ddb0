#include "core/warmaster/lesserraces.h"

#include <QCoreApplication>

#include <array>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::LesserRaces)
};

constexpr std::array<KeyName<TrackBox>, 5> boxTable{{
    {TrackBox::Box0, "0", QT_TRANSLATE_NOOP("herald::warmaster::Names", "box 0")},
    {TrackBox::Box1, "1", QT_TRANSLATE_NOOP("herald::warmaster::Names", "box 1")},
    {TrackBox::Box2, "2", QT_TRANSLATE_NOOP("herald::warmaster::Names", "box 2")},
    {TrackBox::Box3, "3", QT_TRANSLATE_NOOP("herald::warmaster::Names", "box 3")},
    {TrackBox::Independent, "independent",
     QT_TRANSLATE_NOOP("herald::warmaster::Names", "Independent")},
}};

TrackBox boxAbove(TrackBox box)
{
    return box == TrackBox::Independent ? box : static_cast<TrackBox>(static_cast<int>(box) + 1);
}

TrackBox boxBelow(TrackBox box)
{
    return box == TrackBox::Box0 ? box : static_cast<TrackBox>(static_cast<int>(box) - 1);
}

} // namespace

std::span<const KeyName<TrackBox>> EnumKeys<TrackBox>::table()
{
    return boxTable;
}

int LesserRace::markersOf(const QString &nation) const
{
    const auto it = markers.find(nation);
    return it == markers.end() ? 0 : it->second;
}

TrackMove moveOnTrack(LesserRace &race, PickupOutcome outcome, const QString &commanderId,
                      const QString &commanderName, const CampaignSettings &settings)
{
    TrackMove move;
    move.race = race.name;
    move.outcome = outcome;
    move.from = race.box;
    move.commander = commanderName;
    switch (outcome) {
    case PickupOutcome::Won:
        race.box = boxAbove(race.box);
        ++race.markers[commanderId];
        move.markerGained = true;
        break;
    case PickupOutcome::Lost:
        race.box = boxBelow(race.box);
        // The setting speaks of a race dropping back: one that could not drop keeps them.
        if (settings.clearMarkersOnReset && race.box != move.from && !race.markers.empty()) {
            race.markers.clear();
            move.markersCleared = true;
        }
        break;
    case PickupOutcome::Draw:
        break;
    }
    move.to = race.box;
    move.markersAfter = race.markersOf(commanderId);
    return move;
}

QString TrackMove::explain() const
{
    switch (outcome) {
    case PickupOutcome::Draw:
        //: %1 a lesser race, %2 its track box
        return Tr::tr("§7.7.4 %1 drew: they stay in %2 (the default for a draw)")
            .arg(race, nameOf(from));
    case PickupOutcome::Won: {
        //: %1 a nation, %2 its affiliation markers before, %3 after
        const QString marker =
            Tr::tr("%1 gains an affiliation marker (%2 → %3)")
                .arg(commander, QString::number(markersAfter - 1), QString::number(markersAfter));
        if (to == TrackBox::Independent)
            //: %1 a lesser race, %2 the nation that commanded it and places its army, %3 markers
            return Tr::tr("§7.7.4 I-73 %1 won from box 3: they become independent, their army "
                          "placed on the map by %2; %3")
                .arg(race, commander, marker);
        //: %1 a lesser race, %2 and %3 track boxes, %4 the marker sentence
        return Tr::tr("§7.7.4 I-73 %1 won: %2 → %3; %4")
            .arg(race, nameOf(from), nameOf(to), marker);
    }
    case PickupOutcome::Lost:
        if (from == to)
            //: %1 a lesser race
            return Tr::tr("§7.7.4 I-73 %1 lost in box 0: they cannot drop lower").arg(race);
        //: %1 a lesser race, %2 and %3 track boxes, %4 what happened to the markers
        return Tr::tr("§7.7.4 I-73 %1 lost: %2 → %3; %4")
            .arg(race, nameOf(from), nameOf(to),
                 markersCleared ? Tr::tr("clearMarkersOnReset removes their affiliation markers")
                                : Tr::tr("their affiliation markers stay (I-74)"));
    }
    return {};
}

} // namespace herald::warmaster
