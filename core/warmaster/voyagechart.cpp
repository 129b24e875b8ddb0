#include "core/warmaster/voyagechart.h"

#include "core/warmaster/counts.h"

#include <QCoreApplication>

#include <array>
#include <numeric>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::VoyageChart)
};

// clang-format off
constexpr std::array<KeyName<VoyageEvent>, 14> voyageEventKeys{{
    {VoyageEvent::Mutiny, "mutiny", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Mutiny")},
    {VoyageEvent::Disease, "disease", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Disease")},
    {VoyageEvent::Storm, "storm", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Storm")},
    {VoyageEvent::LostAtSea, "lostAtSea", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Lost at sea")},
    {VoyageEvent::MountHardship, "mountHardship", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Mount hardship")},
    {VoyageEvent::Sailing, "sailing", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Sailing")},
    {VoyageEvent::SeaMonster, "seaMonster", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Sea monster")},
    {VoyageEvent::Pirates, "pirates", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Pirates")},
    {VoyageEvent::GoodWeather, "goodWeather", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Good weather")},
    {VoyageEvent::ExcellentWeather, "excellentWeather", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Excellent weather")},
    {VoyageEvent::GodsSmile, "godsSmile", QT_TRANSLATE_NOOP("herald::warmaster::Names", "The gods smile")},
    {VoyageEvent::AquaticNation, "aquaticNation", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Aquatic nation")},
    {VoyageEvent::NewIsland, "newIsland", QT_TRANSLATE_NOOP("herald::warmaster::Names", "New island")},
    {VoyageEvent::DestinationReached, "destinationReached", QT_TRANSLATE_NOOP("herald::warmaster::Names", "Destination reached")},
}};
// clang-format on

} // namespace

std::span<const KeyName<VoyageEvent>> EnumKeys<VoyageEvent>::table()
{
    return voyageEventKeys;
}

QString VoyageTotal::explain() const
{
    QStringList dice;
    for (const int face : faces)
        dice << QString::number(face);
    QString text = Tr::tr("§7.2.3 the chart dice show %1").arg(dice.join(QStringLiteral(" + ")));
    if (counted != natural)
        //: a d20's natural 1 read as 2 (I-1)
        text += Tr::tr(", read as %1 (I-1)").arg(counted);
    if (advantages != 0)
        text += Tr::tr(", + %n advantage(s)", nullptr, advantages);
    if (allyBonus != 0)
        text += Tr::tr(", + %1 for the underwater ally (§7.2.7)").arg(allyBonus);
    return text + Tr::tr(" = %1").arg(total);
}

VoyageTotal voyageTotal(std::vector<int> faces, int advantages, bool aquaticAlly,
                        const CampaignSettings &settings)
{
    VoyageTotal t;
    t.natural = std::accumulate(faces.begin(), faces.end(), 0);
    t.counted = t.natural;
    if (settings.expeditionDice == ExpeditionDice::OneD20 && t.natural == 1)
        t.counted = 2;
    t.faces = std::move(faces);
    t.advantages = advantages;
    t.allyBonus = aquaticAlly ? aquaticAllianceAdvantages : 0;
    t.total = t.counted + t.advantages + t.allyBonus;
    return t;
}

VoyageEvent voyageChartRow(int total)
{
    struct Row
    {
        int upTo;
        VoyageEvent event;
    };
    static constexpr std::array<Row, 13> rows{{
        {3, VoyageEvent::Mutiny},
        {5, VoyageEvent::Disease},
        {7, VoyageEvent::Storm},
        {8, VoyageEvent::LostAtSea},
        {9, VoyageEvent::MountHardship},
        {12, VoyageEvent::Sailing},
        {13, VoyageEvent::SeaMonster},
        {14, VoyageEvent::Pirates},
        {15, VoyageEvent::GoodWeather},
        {16, VoyageEvent::ExcellentWeather},
        {17, VoyageEvent::GodsSmile},
        {18, VoyageEvent::AquaticNation},
        {19, VoyageEvent::NewIsland},
    }};
    for (const Row &row : rows) {
        if (total <= row.upTo)
            return row.event;
    }
    return VoyageEvent::DestinationReached;
}

} // namespace herald::warmaster
