#include "core/warmaster/campaignsettings.h"

#include "core/warmaster/keys.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QSet>

#include <array>

namespace herald::warmaster {

namespace {

// clang-format off
constexpr std::array<KeyName<ExpeditionDice>, 2> expeditionDiceKeys{{
    {ExpeditionDice::TwoD10, "2d10", "2d10"}, {ExpeditionDice::OneD20, "1d20", "1d20"}}};
constexpr std::array<KeyName<MutinyTest>, 2> mutinyTestKeys{{
    {MutinyTest::D6SixPlus, "d6:6+", "d6, 6+"}, {MutinyTest::TwoD6SixPlus, "2d6:6+", "2d6, 6+"}}};
constexpr std::array<KeyName<UnsuccessfulExpeditionFate>, 2> expeditionFateKeys{{
    {UnsuccessfulExpeditionFate::ReturnHome, "returnHome", "return home"},
    {UnsuccessfulExpeditionFate::LostAtSea, "lostAtSea", "lost at sea"}}};
constexpr std::array<KeyName<RosterPooling>, 2> rosterPoolingKeys{{
    {RosterPooling::PerLine, "perLine", "per line"},
    {RosterPooling::PerCategory, "perCategory", "per category"}}};
constexpr std::array<KeyName<MobLimitScope>, 2> mobLimitScopeKeys{{
    {MobLimitScope::PerBattle, "perBattle", "per battle"},
    {MobLimitScope::PerYear, "perYear", "per year"}}};
constexpr std::array<KeyName<PromotedHeroProfile>, 2> promotedHeroKeys{{
    {PromotedHeroProfile::General, "general", "general"},
    {PromotedHeroProfile::Hero, "hero", "hero"}}};
constexpr std::array<KeyName<CreatedRaceRounding>, 3> roundingKeys{{
    {CreatedRaceRounding::RoundHalfUp, "roundHalfUp", "round half up"},
    {CreatedRaceRounding::None, "none", "fractions kept"},
    {CreatedRaceRounding::RoundUp, "roundUp", "round up"}}};
constexpr std::array<KeyName<DestroyedCountsAs>, 2> destroyedKeys{{
    {DestroyedCountsAs::ThreeStands, "3", "3 stands"},
    {DestroyedCountsAs::ActualStands, "actualStands", "actual stands"}}};
constexpr std::array<KeyName<SimultaneousBattlePool>, 2> battlePoolKeys{{
    {SimultaneousBattlePool::Independent, "independent", "independent"},
    {SimultaneousBattlePool::Shared, "shared", "shared"}}};
constexpr std::array<KeyName<MultiArmyOption>, 2> multiArmyKeys{{
    {MultiArmyOption::A, "A", "option A"}, {MultiArmyOption::B, "B", "option B"}}};
constexpr std::array<KeyName<DeploymentRuleScope>, 2> deploymentScopeKeys{{
    {DeploymentRuleScope::AllBattles, "allBattles", "all battles"},
    {DeploymentRuleScope::AssaultOnly, "assaultOnly", "assaults only"}}};
constexpr std::array<KeyName<MovementMode>, 2> movementModeKeys{{
    {MovementMode::Simultaneous, "simultaneous", "simultaneous"},
    {MovementMode::RandomOrder, "randomOrder", "random order"}}};
constexpr std::array<KeyName<OccupationAfterBattle>, 2> occupationKeys{{
    {OccupationAfterBattle::Reset, "reset", "reset"},
    {OccupationAfterBattle::Pause, "pause", "pause"}}};
constexpr std::array<KeyName<ProductionOrder>, 2> productionOrderKeys{{
    {ProductionOrder::ProduceThenRemove, "produceThenRemove", "produce, then remove"},
    {ProductionOrder::RemoveThenProduce, "removeThenProduce", "remove, then produce"}}};
constexpr std::array<KeyName<CityRemovalMode>, 2> cityRemovalKeys{{
    {CityRemovalMode::Downgrade, "downgrade", "downgrade"},
    {CityRemovalMode::Remove, "remove", "remove"}}};
constexpr std::array<KeyName<IndependentController>, 3> controllerKeys{{
    {IndependentController::PlacingPlayer, "placingPlayer", "placing player"},
    {IndependentController::MostMarkers, "mostMarkers", "most markers"},
    {IndependentController::Referee, "referee", "referee"}}};
// clang-format on

/// Writes each setting into a JSON object.
class Writer
{
public:
    void flag(const char *key, bool value) { m_json.insert(QLatin1String(key), value); }
    void number(const char *key, int value, int, int) { m_json.insert(QLatin1String(key), value); }
    void pointsOrNone(const char *key, int value)
    {
        if (value == 0)
            m_json.insert(QLatin1String(key), QStringLiteral("none"));
        else
            m_json.insert(QLatin1String(key), value);
    }
    template <typename E, std::size_t N>
    void choice(const char *key, E value, const std::array<KeyName<E>, N> &table)
    {
        m_json.insert(QLatin1String(key), keyIn<E>(table, value));
    }

    [[nodiscard]] QJsonObject json() const { return m_json; }

private:
    QJsonObject m_json;
};

/// Reads each setting from a JSON object, stopping at the first bad value.
class Reader
{
public:
    explicit Reader(const QJsonObject &json) : m_json(json) {}

    void flag(const char *key, bool &value)
    {
        if (const QJsonValue v = take(key); !v.isUndefined()) {
            if (!v.isBool())
                fail(key, QCoreApplication::translate("herald::warmaster::CampaignSettings",
                                                      "must be true or false"));
            else
                value = v.toBool();
        }
    }
    void number(const char *key, int &value, int minimum, int maximum)
    {
        if (const QJsonValue v = take(key); !v.isUndefined()) {
            const double d = v.toDouble(-1.0);
            if (!v.isDouble() || d != static_cast<int>(d) || d < minimum || d > maximum)
                fail(key, QCoreApplication::translate("herald::warmaster::CampaignSettings",
                                                      "must be a whole number from %1 to %2")
                              .arg(minimum)
                              .arg(maximum));
            else
                value = static_cast<int>(d);
        }
    }
    void pointsOrNone(const char *key, int &value)
    {
        if (const QJsonValue v = take(key); !v.isUndefined()) {
            if (v.toString() == QLatin1String("none"))
                value = 0;
            else if (v.isDouble() && v.toDouble() > 0 && v.toDouble() == v.toInt())
                value = v.toInt();
            else
                //: "none" is a file keyword: keep it in English
                fail(key, QCoreApplication::translate(
                              "herald::warmaster::CampaignSettings",
                              "must be \"none\" or a positive number of points"));
        }
    }
    template <typename E, std::size_t N>
    void choice(const char *key, E &value, const std::array<KeyName<E>, N> &table)
    {
        const QJsonValue v = take(key);
        if (v.isUndefined())
            return;
        // A number is accepted where the key is a number ("destroyedCountsAs": 3).
        const QString text = v.isDouble() ? QString::number(v.toDouble()) : v.toString();
        if (const auto parsed = parseIn<E>(table, text))
            value = *parsed;
        else
            //: %2 lists the accepted file keywords
            fail(key, QCoreApplication::translate("herald::warmaster::CampaignSettings",
                                                  "'%1' is not one of %2")
                          .arg(text, listIn<E>(table)));
    }

    /// Names any key no setting claimed.
    void finish()
    {
        for (auto it = m_json.begin(); it != m_json.end() && m_error.isEmpty(); ++it) {
            if (!m_seen.contains(it.key()))
                m_error = QCoreApplication::translate("herald::warmaster::CampaignSettings",
                                                      "%1: not a campaign setting")
                              .arg(it.key());
        }
    }
    [[nodiscard]] QString error() const { return m_error; }

private:
    QJsonValue take(const char *key)
    {
        m_seen.insert(QLatin1String(key));
        if (!m_error.isEmpty())
            return QJsonValue(QJsonValue::Undefined);
        return m_json.value(QLatin1String(key));
    }
    void fail(const char *key, const QString &problem)
    {
        m_error = QLatin1String(key) + QStringLiteral(": ") + problem;
    }

    QJsonObject m_json;
    QSet<QString> m_seen;
    QString m_error;
};

/// The one list of settings, shared by writing and reading.
template <typename Visitor, typename Settings> void visitSettings(Visitor &v, Settings &s)
{
    v.choice("expeditionDice", s.expeditionDice, expeditionDiceKeys);
    v.choice("mutinyTest", s.mutinyTest, mutinyTestKeys);
    v.flag("aquaticTownIsSeventhArea", s.aquaticTownIsSeventhArea);
    v.choice("unsuccessfulExpeditionFate", s.unsuccessfulExpeditionFate, expeditionFateKeys);
    v.choice("rosterPooling", s.rosterPooling, rosterPoolingKeys);
    v.choice("mobLimitScope", s.mobLimitScope, mobLimitScopeKeys);
    v.flag("minorCharacters", s.minorCharacters);
    v.flag("captureCountsAsDeath", s.captureCountsAsDeath);
    v.choice("promotedHeroProfile", s.promotedHeroProfile, promotedHeroKeys);
    v.flag("winnersNotCaptured", s.winnersNotCaptured);
    v.flag("lostItemsReshuffled", s.lostItemsReshuffled);
    v.choice("createdRaceRounding", s.createdRaceRounding, roundingKeys);
    v.flag("routVictoryRoutsLoser", s.routVictoryRoutsLoser);
    v.choice("destroyedCountsAs", s.destroyedCountsAs, destroyedKeys);
    v.choice("simultaneousBattlePool", s.simultaneousBattlePool, battlePoolKeys);
    v.choice("multiArmyOption", s.multiArmyOption, multiArmyKeys);
    v.pointsOrNone("garrisonCap", s.garrisonCap);
    v.number("deploymentDistance", s.deploymentDistance, 1, 120);
    v.choice("deploymentRuleScope", s.deploymentRuleScope, deploymentScopeKeys);
    v.choice("movementMode", s.movementMode, movementModeKeys);
    v.flag("communicationDelay", s.communicationDelay);
    v.flag("occupationGivesSupply", s.occupationGivesSupply);
    v.flag("besiegedTownSupplies", s.besiegedTownSupplies);
    v.flag("arrivalTurnCounts", s.arrivalTurnCounts);
    v.choice("battleResetsOccupation", s.battleResetsOccupation, occupationKeys);
    v.choice("productionOrder", s.productionOrder, productionOrderKeys);
    v.choice("cityRemovalMode", s.cityRemovalMode, cityRemovalKeys);
    v.flag("pickupRoundEveryTurn", s.pickupRoundEveryTurn);
    v.flag("clearMarkersOnReset", s.clearMarkersOnReset);
    v.flag("pickupRosterLosses", s.pickupRosterLosses);
    v.flag("lesserCommandersEarnXP", s.lesserCommandersEarnXP);
    v.choice("independentController", s.independentController, controllerKeys);
    v.number("xpCostChariot", s.xpCostChariot, 0, 1000);
    v.number("xpCostSpecial", s.xpCostSpecial, 0, 1000);
}

} // namespace

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
    result.error = reader.error();
    if (!result.ok())
        result.settings = CampaignSettings{};
    return result;
}

} // namespace herald::warmaster
