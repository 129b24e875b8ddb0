#include "core/warmaster/campaignsettings.h"

#include "core/warmaster/keys.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <array>
#include <cmath>

namespace herald::warmaster {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::warmaster::CampaignSettings)
};

// clang-format off
constexpr std::array<KeyName<ExpeditionDice>, 2> expeditionDiceKeys{{
    {ExpeditionDice::TwoD10, "2d10", QT_TRANSLATE_NOOP("herald::warmaster::Names", "2d10")},
    {ExpeditionDice::OneD20, "1d20", QT_TRANSLATE_NOOP("herald::warmaster::Names", "1d20")}}};
constexpr std::array<KeyName<MutinyTest>, 2> mutinyTestKeys{{
    {MutinyTest::D6SixPlus, "d6:6+", QT_TRANSLATE_NOOP("herald::warmaster::Names", "d6, 6+")},
    {MutinyTest::TwoD6SixPlus, "2d6:6+", QT_TRANSLATE_NOOP("herald::warmaster::Names", "2d6, 6+")}}};
constexpr std::array<KeyName<UnsuccessfulExpeditionFate>, 2> expeditionFateKeys{{
    {UnsuccessfulExpeditionFate::ReturnHome, "returnHome", QT_TRANSLATE_NOOP("herald::warmaster::Names", "return home")},
    {UnsuccessfulExpeditionFate::LostAtSea, "lostAtSea", QT_TRANSLATE_NOOP("herald::warmaster::Names", "lost at sea")}}};
constexpr std::array<KeyName<RosterPooling>, 2> rosterPoolingKeys{{
    {RosterPooling::PerLine, "perLine", QT_TRANSLATE_NOOP("herald::warmaster::Names", "per line")},
    {RosterPooling::PerCategory, "perCategory", QT_TRANSLATE_NOOP("herald::warmaster::Names", "per category")}}};
constexpr std::array<KeyName<MobLimitScope>, 2> mobLimitScopeKeys{{
    {MobLimitScope::PerBattle, "perBattle", QT_TRANSLATE_NOOP("herald::warmaster::Names", "per battle")},
    {MobLimitScope::PerYear, "perYear", QT_TRANSLATE_NOOP("herald::warmaster::Names", "per year")}}};
constexpr std::array<KeyName<PromotedHeroProfile>, 2> promotedHeroKeys{{
    {PromotedHeroProfile::General, "general", QT_TRANSLATE_NOOP("herald::warmaster::Names", "general")},
    {PromotedHeroProfile::Hero, "hero", QT_TRANSLATE_NOOP("herald::warmaster::Names", "hero")}}};
constexpr std::array<KeyName<CreatedRaceRounding>, 3> roundingKeys{{
    {CreatedRaceRounding::RoundHalfUp, "roundHalfUp", QT_TRANSLATE_NOOP("herald::warmaster::Names", "round half up")},
    {CreatedRaceRounding::None, "none", QT_TRANSLATE_NOOP("herald::warmaster::Names", "fractions kept")},
    {CreatedRaceRounding::RoundUp, "roundUp", QT_TRANSLATE_NOOP("herald::warmaster::Names", "round up")}}};
constexpr std::array<KeyName<DestroyedCountsAs>, 2> destroyedKeys{{
    {DestroyedCountsAs::ThreeStands, "3", QT_TRANSLATE_NOOP("herald::warmaster::Names", "3 stands")},
    {DestroyedCountsAs::ActualStands, "actualStands", QT_TRANSLATE_NOOP("herald::warmaster::Names", "actual stands")}}};
constexpr std::array<KeyName<SimultaneousBattlePool>, 2> battlePoolKeys{{
    {SimultaneousBattlePool::Independent, "independent", QT_TRANSLATE_NOOP("herald::warmaster::Names", "independent")},
    {SimultaneousBattlePool::Shared, "shared", QT_TRANSLATE_NOOP("herald::warmaster::Names", "shared")}}};
constexpr std::array<KeyName<MultiArmyOption>, 2> multiArmyKeys{{
    {MultiArmyOption::A, "A", QT_TRANSLATE_NOOP("herald::warmaster::Names", "option A")},
    {MultiArmyOption::B, "B", QT_TRANSLATE_NOOP("herald::warmaster::Names", "option B")}}};
constexpr std::array<KeyName<DeploymentRuleScope>, 2> deploymentScopeKeys{{
    {DeploymentRuleScope::AllBattles, "allBattles", QT_TRANSLATE_NOOP("herald::warmaster::Names", "all battles")},
    {DeploymentRuleScope::AssaultOnly, "assaultOnly", QT_TRANSLATE_NOOP("herald::warmaster::Names", "assaults only")}}};
constexpr std::array<KeyName<MovementMode>, 2> movementModeKeys{{
    {MovementMode::Simultaneous, "simultaneous", QT_TRANSLATE_NOOP("herald::warmaster::Names", "simultaneous")},
    {MovementMode::RandomOrder, "randomOrder", QT_TRANSLATE_NOOP("herald::warmaster::Names", "random order")}}};
constexpr std::array<KeyName<OccupationAfterBattle>, 2> occupationKeys{{
    {OccupationAfterBattle::Reset, "reset", QT_TRANSLATE_NOOP("herald::warmaster::Names", "reset")},
    {OccupationAfterBattle::Pause, "pause", QT_TRANSLATE_NOOP("herald::warmaster::Names", "pause")}}};
constexpr std::array<KeyName<ProductionOrder>, 2> productionOrderKeys{{
    {ProductionOrder::ProduceThenRemove, "produceThenRemove", QT_TRANSLATE_NOOP("herald::warmaster::Names", "produce, then remove")},
    {ProductionOrder::RemoveThenProduce, "removeThenProduce", QT_TRANSLATE_NOOP("herald::warmaster::Names", "remove, then produce")}}};
constexpr std::array<KeyName<CityRemovalMode>, 2> cityRemovalKeys{{
    {CityRemovalMode::Downgrade, "downgrade", QT_TRANSLATE_NOOP("herald::warmaster::Names", "downgrade")},
    {CityRemovalMode::Remove, "remove", QT_TRANSLATE_NOOP("herald::warmaster::Names", "remove")}}};
constexpr std::array<KeyName<IndependentController>, 3> controllerKeys{{
    {IndependentController::PlacingPlayer, "placingPlayer", QT_TRANSLATE_NOOP("herald::warmaster::Names", "placing player")},
    {IndependentController::MostMarkers, "mostMarkers", QT_TRANSLATE_NOOP("herald::warmaster::Names", "most markers")},
    {IndependentController::Referee, "referee", QT_TRANSLATE_NOOP("herald::warmaster::Names", "referee")}}};
// clang-format on

/// The largest garrison cap taken: far above any army, so only typing slips are refused.
constexpr int maximumGarrisonCap = 10000;

/// What the settings list says of each setting besides its value: the key, the rules entry,
/// and the two texts, marked for lupdate where they are written.
struct Meta
{
    const char *key;
    const char *section;
    const char *title;
    const char *explanation;
};

/// A value as compact JSON text ("\"yes\"", "12"), for messages.
QString jsonText(const QJsonValue &value)
{
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2));
}

/// Writes each setting into a JSON object.
class Writer
{
public:
    void flag(const Meta &m, bool value) { m_json.insert(QLatin1String(m.key), value); }
    void number(const Meta &m, int value, int, int) { m_json.insert(QLatin1String(m.key), value); }
    void pointsOrNone(const Meta &m, int value, int, int)
    {
        if (value == 0)
            m_json.insert(QLatin1String(m.key), QStringLiteral("none"));
        else
            m_json.insert(QLatin1String(m.key), value);
    }
    template <typename E, std::size_t N>
    void choice(const Meta &m, E value, const std::array<KeyName<E>, N> &table)
    {
        m_json.insert(QLatin1String(m.key), keyIn<E>(table, value));
    }

    [[nodiscard]] QJsonObject json() const { return m_json; }

private:
    QJsonObject m_json;
};

/// Reads each setting from a JSON object. A bad value leaves that setting as it was and is
/// noted; reading goes on with the next.
class Reader
{
public:
    explicit Reader(const QJsonObject &json) : m_json(json) {}

    void flag(const Meta &m, bool &value)
    {
        if (const QJsonValue v = take(m); v.isBool())
            value = v.toBool();
        else if (!v.isUndefined())
            fail(SettingProblemCode::NotAFlag, m, v);
    }
    void number(const Meta &m, int &value, int minimum, int maximum)
    {
        const QJsonValue v = take(m);
        if (v.isUndefined())
            return;
        if (const auto whole = wholeNumber(v); !whole)
            fail(SettingProblemCode::NotANumber, m, v);
        else if (*whole < minimum || *whole > maximum)
            fail(SettingProblemCode::OutOfRange, m, v);
        else
            value = int(*whole);
    }
    void pointsOrNone(const Meta &m, int &value, int minimum, int maximum)
    {
        const QJsonValue v = take(m);
        if (v.isUndefined())
            return;
        const auto whole = wholeNumber(v);
        if (v.toString() == QLatin1String("none"))
            value = 0;
        else if (whole && *whole >= minimum && *whole <= maximum)
            value = int(*whole);
        else
            fail(SettingProblemCode::NotPointsOrNone, m, v);
    }
    template <typename E, std::size_t N>
    void choice(const Meta &m, E &value, const std::array<KeyName<E>, N> &table)
    {
        const QJsonValue v = take(m);
        if (v.isUndefined())
            return;
        // A number is accepted where the keyword is one ("destroyedCountsAs": 3).
        const auto whole = wholeNumber(v);
        const QString text = whole ? QString::number(*whole) : v.toString();
        if (const auto parsed = (v.isString() || whole) ? parseIn<E>(table, text) : std::nullopt)
            value = *parsed;
        else
            fail(SettingProblemCode::NotAChoice, m, v);
    }

    /// Notes every key that no setting claimed.
    void finish()
    {
        for (auto it = m_json.begin(); it != m_json.end(); ++it) {
            if (!m_seen.contains(it.key()))
                m_problems.push_back(
                    {SettingProblemCode::UnknownKey, it.key(), jsonText(it.value())});
        }
    }
    [[nodiscard]] std::vector<SettingProblem> problems() const { return m_problems; }

private:
    static std::optional<qint64> wholeNumber(const QJsonValue &v)
    {
        const double d = v.toDouble();
        if (!v.isDouble() || std::trunc(d) != d || std::abs(d) > 1e9)
            return std::nullopt;
        return qint64(d);
    }
    QJsonValue take(const Meta &m)
    {
        m_seen.insert(QLatin1String(m.key));
        return m_json.value(QLatin1String(m.key));
    }
    void fail(SettingProblemCode code, const Meta &m, const QJsonValue &v)
    {
        m_problems.push_back({code, QLatin1String(m.key), jsonText(v)});
    }

    QJsonObject m_json;
    QSet<QString> m_seen;
    std::vector<SettingProblem> m_problems;
};

/// Lists each setting for people, with its default as files write it.
class Describer
{
public:
    void flag(const Meta &m, bool value)
    {
        m_writer.flag(m, value);
        add(m, SettingKind::Flag);
    }
    void number(const Meta &m, int value, int minimum, int maximum)
    {
        m_writer.number(m, value, minimum, maximum);
        SettingDefinition &d = add(m, SettingKind::Number);
        d.minimum = minimum;
        d.maximum = maximum;
    }
    void pointsOrNone(const Meta &m, int value, int minimum, int maximum)
    {
        m_writer.pointsOrNone(m, value, minimum, maximum);
        SettingDefinition &d = add(m, SettingKind::PointsOrNone);
        d.minimum = minimum;
        d.maximum = maximum;
    }
    template <typename E, std::size_t N>
    void choice(const Meta &m, E value, const std::array<KeyName<E>, N> &table)
    {
        m_writer.choice(m, value, table);
        SettingDefinition &d = add(m, SettingKind::Choice);
        for (const KeyName<E> &entry : table)
            d.choices.push_back(
                {QString::fromLatin1(entry.key),
                 QCoreApplication::translate("herald::warmaster::Names", entry.name)});
    }

    [[nodiscard]] std::vector<SettingDefinition> list() const { return m_list; }

private:
    SettingDefinition &add(const Meta &m, SettingKind kind)
    {
        const QString key = QLatin1String(m.key);
        SettingDefinition d;
        d.key = key;
        d.section = QString::fromUtf8(m.section);
        d.kind = kind;
        d.title = Tr::tr(m.title);
        d.explanation = Tr::tr(m.explanation);
        d.defaultValue = m_writer.json().value(key);
        m_list.push_back(std::move(d));
        return m_list.back();
    }

    Writer m_writer;
    std::vector<SettingDefinition> m_list;
};

/// The one list of settings, shared by writing, reading and describing, in the order of §11.S.
template <typename Visitor, typename Settings> void visitSettings(Visitor &v, Settings &s)
{
    // clang-format off
    v.choice({"expeditionDice", "I-1",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Expedition dice"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "The dice thrown each month on the expedition chart. Two d10 make middling results the most likely; one d20 makes every result as likely, and a 1 reads as the lowest row.")},
             s.expeditionDice, expeditionDiceKeys);
    v.choice({"mutinyTest", "I-4",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Mutiny test"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "How each ship tries to rally after a mutiny: one d6 needing a 6, or the gentler 2d6 needing a total of 6 or more.")},
             s.mutinyTest, mutinyTestKeys);
    v.flag({"aquaticTownIsSeventhArea", "I-8",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Underwater town as a seventh area"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, an underwater nation's town is an area of its own besides its six areas, which raises its population total.")},
           s.aquaticTownIsSeventhArea);
    v.choice({"unsuccessfulExpeditionFate", "I-9",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Fate of failed expeditions"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "What becomes of an expedition still at sea when the year ends: its troops and characters come back to the national roster, or they are gone for good.")},
             s.unsuccessfulExpeditionFate, expeditionFateKeys);
    v.choice({"rosterPooling", "I-15",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Roster pooling"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Whether a battle army may field up to each roster line's count, or up to the total of a whole category whatever the line.")},
             s.rosterPooling, rosterPoolingKeys);
    v.choice({"mobLimitScope", "I-18",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Mob limit"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Whether the mobs a nation may raise are counted afresh in every battle or add up over the whole year.")},
             s.mobLimitScope, mobLimitScopeKeys);
    v.flag({"minorCharacters", "I-28",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Minor characters"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, nations may buy minor characters for one character point each.")},
           s.minorCharacters);
    v.flag({"captureCountsAsDeath", "I-22",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Captured generals are replaced"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, a general taken prisoner is replaced just as a general who fell in battle.")},
           s.captureCountsAsDeath);
    v.choice({"promotedHeroProfile", "I-22",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Promoted hero's profile"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "The profile a hero fights with once promoted to replace a general: the army list's general, or his own.")},
             s.promotedHeroProfile, promotedHeroKeys);
    v.flag({"winnersNotCaptured", "I-24",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Winners are not captured"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, a character of the winning side whose result roll says captured gets away instead.")},
           s.winnersNotCaptured);
    v.flag({"lostItemsReshuffled", "§6.5",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Lost items go back to the deck"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, a magic item that is lost returns to the item deck and may be drawn again; when off it leaves the campaign.")},
           s.lostItemsReshuffled);
    v.choice({"createdRaceRounding", "I-30",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Created race rounding"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "How the ten per cent surcharge on a created race's limited entries is rounded to whole points, or whether fractions are kept.")},
             s.createdRaceRounding, roundingKeys);
    v.flag({"routVictoryRoutsLoser", "I-33",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "A rout routs the loser"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, a battle won at the rout level leaves the losing army routed; when off the level is only recorded.")},
           s.routVictoryRoutsLoser);
    v.choice({"destroyedCountsAs", "I-34",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Destroyed units roll as"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "The stands lost that a destroyed or fled unit rolls its survival with: always three, or the stands it really had, three at most.")},
             s.destroyedCountsAs, destroyedKeys);
    v.choice({"simultaneousBattlePool", "I-38",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Two battles in one turn"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "When a nation fights twice in a month, whether each battle army may draw on the whole roster or both share it.")},
             s.simultaneousBattlePool, battlePoolKeys);
    v.choice({"multiArmyOption", "§5.7",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Several armies in one area"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Which of the two procedures settles an area where allies meet: A lets the larger side push the smaller out, B makes the larger side split so the odds even out.")},
             s.multiArmyOption, multiArmyKeys);
    v.pointsOrNone({"garrisonCap", "I-45",
                    QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Garrison cap"),
                    QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                      "The most points of a defending army that may be spent on garrisons; none leaves it to the army's points alone.")},
                   s.garrisonCap, 1, maximumGarrisonCap);
    v.number({"deploymentDistance", "I-46",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Deployment distance"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "How far from the table's centre line, in inches, each side sets up its army.")},
             s.deploymentDistance, 1, 120);
    v.choice({"deploymentRuleScope", "I-47",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Deployment rule applies to"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Whether the deployment distance governs every campaign battle or only assaults on towns and cities.")},
             s.deploymentRuleScope, deploymentScopeKeys);
    v.choice({"movementMode", "§4.1",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Movement"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Whether all armies move at once from their written orders, or players move one after another in an order drawn each month.")},
             s.movementMode, movementModeKeys);
    v.flag({"communicationDelay", "§4.2",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Orders take time to arrive"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, an army far from its capital must be given orders several months ahead.")},
           s.communicationDelay);
    v.flag({"occupationGivesSupply", "§4.5",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Occupied towns supply"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, an army holding a foreign town or city may trace its supply through that area while it stays.")},
           s.occupationGivesSupply);
    v.flag({"besiegedTownSupplies", "I-53",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Besieged towns still supply"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, a nation's own town keeps supplying its armies even with an enemy army inside it.")},
           s.besiegedTownSupplies);
    v.flag({"arrivalTurnCounts", "I-55",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Arrival month counts"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, the month an army marches into a foreign town already counts towards taking the area.")},
           s.arrivalTurnCounts);
    v.choice({"battleResetsOccupation", "I-55",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "A battle during occupation"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "What a battle does to the months an occupying army has counted: start them again from nothing, or just not add that month.")},
             s.battleResetsOccupation, occupationKeys);
    v.choice({"productionOrder", "I-60",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Production order"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "At the New Year, whether new towns and cities are placed before or after those over the limit are taken away.")},
             s.productionOrder, productionOrderKeys);
    v.choice({"cityRemovalMode", "I-60",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Removing a city"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Whether a city that must go shrinks to a town or disappears altogether.")},
             s.cityRemovalMode, cityRemovalKeys);
    v.flag({"pickupRoundEveryTurn", "I-80",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Pick-up round every month"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, the lesser races' pick-up battles are offered every month, not only in months with a campaign battle.")},
           s.pickupRoundEveryTurn);
    v.flag({"clearMarkersOnReset", "I-74",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Markers cleared when a race falls back"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, the affiliation markers players gathered for a lesser race are removed when that race drops back on the track.")},
           s.clearMarkersOnReset);
    v.flag({"pickupRosterLosses", "I-78",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Pick-up battles cost units"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, units a nation loses in a pick-up battle are struck from its roster as after any other battle.")},
           s.pickupRosterLosses);
    v.flag({"lesserCommandersEarnXP", "I-77",
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Lesser race commanders earn experience"),
            QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                              "When on, a player leading a lesser race in a pick-up battle earns experience for his own nation as well as markers.")},
           s.lesserCommandersEarnXP);
    v.choice({"independentController", "I-75",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Who commands independent armies"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Who writes the orders of a lesser race's independent army and fights its battles: the player who placed it, the player holding most of its markers, or the referee.")},
             s.independentController, controllerKeys);
    v.number({"independentPlacementGap", "§7.7.6",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Independent army's distance from towns"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "How many areas must lie between a newly placed independent army and the nearest town or city; 0 lets it stand next to one, but never in one.")},
             s.independentPlacementGap, 0, 5);
    v.number({"xpCostChariot", "I-77",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Experience to restore a chariot"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Experience points a nation spends to bring back one lost chariot unit.")},
             s.xpCostChariot, 0, 1000);
    v.number({"xpCostSpecial", "I-77",
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings", "Experience to restore a special"),
              QT_TRANSLATE_NOOP("herald::warmaster::CampaignSettings",
                                "Experience points a nation spends to bring back one lost special unit.")},
             s.xpCostSpecial, 0, 1000);
    // clang-format on
}

} // namespace

dice::Expression expeditionChartDice(const CampaignSettings &settings)
{
    return settings.expeditionDice == ExpeditionDice::OneD20 ? dice::Expression{1, 20, 0}
                                                             : dice::Expression{2, 10, 0};
}

dice::Expression mutinyRallyDice(const CampaignSettings &settings)
{
    return settings.mutinyTest == MutinyTest::TwoD6SixPlus ? dice::Expression{2, 6, 0}
                                                           : dice::Expression{1, 6, 0};
}

std::optional<dice::Expression> tableDice(const QString &tableId, const CampaignSettings &settings)
{
    if (tableId == QLatin1String("expeditionChart"))
        return expeditionChartDice(settings);
    if (tableId == QLatin1String("mutinyRally"))
        return mutinyRallyDice(settings);
    return std::nullopt;
}

QString settingKindKey(SettingKind kind)
{
    switch (kind) {
    case SettingKind::Flag:
        return QStringLiteral("flag");
    case SettingKind::Choice:
        return QStringLiteral("choice");
    case SettingKind::Number:
        return QStringLiteral("number");
    case SettingKind::PointsOrNone:
        return QStringLiteral("points");
    }
    return {};
}

std::vector<SettingDefinition> settingDefinitions()
{
    Describer describer;
    const CampaignSettings defaults;
    visitSettings(describer, defaults);
    return describer.list();
}

std::optional<SettingDefinition> findSetting(const QString &key)
{
    for (SettingDefinition &d : settingDefinitions()) {
        if (d.key == key)
            return std::move(d);
    }
    return std::nullopt;
}

QString describe(const SettingProblem &problem)
{
    const std::optional<SettingDefinition> d = findSetting(problem.key);
    if (!d) {
        QStringList keys;
        for (const SettingDefinition &each : settingDefinitions())
            keys << each.key;
        return Tr::tr("§11.S \"%1\" is not a campaign setting. The settings are: %2.")
            .arg(problem.key, keys.join(QStringLiteral(", ")));
    }
    switch (problem.code) {
    case SettingProblemCode::UnknownKey:
        break;
    case SettingProblemCode::NotAFlag:
        return Tr::tr("§11.S %1: %2 is not allowed; the setting is true (on) or false (off).")
            .arg(problem.key, problem.value);
    case SettingProblemCode::NotANumber:
        return Tr::tr(
                   "§11.S %1: %2 is not a whole number; the setting takes a whole number from %3 "
                   "to %4.")
            .arg(problem.key, problem.value)
            .arg(d->minimum)
            .arg(d->maximum);
    case SettingProblemCode::OutOfRange:
        return Tr::tr(
                   "§11.S %1: %2 is out of range; the setting takes a whole number from %3 to %4.")
            .arg(problem.key, problem.value)
            .arg(d->minimum)
            .arg(d->maximum);
    case SettingProblemCode::NotAChoice: {
        QStringList keys;
        for (const SettingChoice &c : d->choices)
            keys << c.key;
        const QString last = keys.takeLast();
        //: %3 lists the accepted file keywords, "2d10 or 1d20"
        return Tr::tr("§11.S %1: %2 is not one of the choices; the setting takes %3.")
            .arg(problem.key, problem.value,
                 QCoreApplication::translate("herald::warmaster::Keys", "%1 or %2")
                     .arg(keys.join(QStringLiteral(", ")), last));
    }
    case SettingProblemCode::NotPointsOrNone:
        //: "none" is a file keyword: keep it in English
        return Tr::tr(
                   "§11.S %1: %2 is not allowed; the setting takes \"none\" or a whole number of "
                   "points from %3 to %4.")
            .arg(problem.key, problem.value)
            .arg(d->minimum)
            .arg(d->maximum);
    }
    return Tr::tr("§11.S \"%1\" is not a campaign setting.").arg(problem.key);
}

SettingCheck checkSetting(const QString &key, const QJsonValue &value)
{
    const CampaignSettingsParse parse = campaignSettingsFromJson(QJsonObject{{key, value}});
    if (!parse.ok())
        return {{}, parse.problems.front()};
    return {toJson(parse.settings).value(key), std::nullopt};
}

QJsonValue settingValueFromText(const QString &key, const QString &text)
{
    const std::optional<SettingDefinition> d = findSetting(key);
    const QString word = text.trimmed();
    bool isNumber = false;
    const int number = word.toInt(&isNumber);
    if (!d)
        return word;
    switch (d->kind) {
    case SettingKind::Flag: {
        const QString lower = word.toLower();
        if (lower == QLatin1String("true") || lower == QLatin1String("on"))
            return true;
        if (lower == QLatin1String("false") || lower == QLatin1String("off"))
            return false;
        return word;
    }
    case SettingKind::Number:
    case SettingKind::PointsOrNone:
        return isNumber ? QJsonValue(number) : QJsonValue(word);
    case SettingKind::Choice:
        return word;
    }
    return word;
}

QString settingValueText(const SettingDefinition &definition, const QJsonValue &value)
{
    switch (definition.kind) {
    case SettingKind::Flag:
        //: a setting's state
        return value.toBool() ? Tr::tr("on") : Tr::tr("off");
    case SettingKind::Number:
        return QString::number(value.toInt());
    case SettingKind::PointsOrNone:
        //: a garrison cap: "none" or "1000 points"
        return value.isString() ? Tr::tr("none") : Tr::tr("%1 points").arg(value.toInt());
    case SettingKind::Choice:
        for (const SettingChoice &c : definition.choices) {
            if (c.key == value.toString())
                return c.name;
        }
        break;
    }
    return jsonText(value);
}

QJsonObject toJson(const CampaignSettings &settings)
{
    Writer writer;
    visitSettings(writer, settings);
    return writer.json();
}

CampaignSettingsParse campaignSettingsFromJson(const QJsonObject &json)
{
    CampaignSettingsParse result;
    Reader reader(json);
    visitSettings(reader, result.settings);
    reader.finish();
    result.problems = reader.problems();
    return result;
}

} // namespace herald::warmaster
