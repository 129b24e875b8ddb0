// The game master's position editor (issue 24): what may stand where on the shipped Downfall
// map, each refusal naming its rule (rules spec A1, A8, B2, B6.1-B6.4, B7.5, B7.8, B9, B12,
// E32, E38).
#include "core/diplomacy/downfall/positionedit.h"
#include "tst_downfall_map.h"

#include <QTest>

using namespace herald::diplomacy;
using namespace herald::diplomacy::downfall;
using herald::diplomacy::test::downfallMap;

Q_DECLARE_METATYPE(herald::diplomacy::downfall::EditError)

namespace {

ProvinceId at(const char *name)
{
    return downfallMap().findProvince(name);
}

PowerId power(const char *name)
{
    return downfallMap().findPower(name);
}

/// "Umbar P BAY", "Mordor 2A Gor", "Mordor E Gor" (an Easterling), "Rohan C Wol".
UnitEdit unit(const QString &text)
{
    const QStringList w = text.split(QLatin1Char(' '));
    UnitEdit u;
    u.power = power(w.at(0).toLatin1().constData());
    QString letter = w.at(1);
    if (letter.size() == 2) {
        u.traits.multiple = std::uint8_t(letter.at(0).digitValue());
        letter = letter.mid(1);
    }
    u.kind = letter == QLatin1String("F") || letter == QLatin1String("P") ? UnitKind::Fleet
                                                                          : UnitKind::Army;
    u.traits.unitClass = letter == QLatin1String("C")   ? UnitClass::Cavalry
                         : letter == QLatin1String("P") ? UnitClass::Pirate
                                                        : UnitClass::Ordinary;
    u.traits.easterling = letter == QLatin1String("E");
    u.at = {at(w.at(2).toLatin1().constData()), kNoCoast};
    return u;
}

} // namespace

class TestDownfallPositionEdit : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void addUnit_data()
    {
        QTest::addColumn<QString>("added");
        QTest::addColumn<EditError>("error");
        QTest::newRow("A1: an army on open land") << "Gondor A NIt" << EditError::None;
        QTest::newRow("A1: no army at sea") << "Gondor A BAY" << EditError::ArmyAtSea;
        QTest::newRow("A1: a fleet at sea") << "Gondor F BAY" << EditError::None;
        QTest::newRow("A1: no fleet inland") << "Gondor F Lam" << EditError::FleetInland;
        QTest::newRow("A1: two units where one fits") << "Gondor A Bar" << EditError::Occupied;
        QTest::newRow("B7.8: no army in the Dead Marshes") << "Gondor A DMa" << EditError::Marsh;
        QTest::newRow("B7.8: no cavalry in Nindalf") << "Rohan C Nin" << EditError::Marsh;
        QTest::newRow("B6.4: a pirate in a marsh") << "Umbar P Nin" << EditError::None;
        QTest::newRow("B6.4: a pirate inland") << "Umbar P NHa" << EditError::None;
        QTest::newRow("B7.5: Erech is the Ranger's") << "Gondor A Ech" << EditError::RangerOnly;
        QTest::newRow("B6.3: cavalry on the Wold") << "Rohan C Wol" << EditError::None;
        QTest::newRow("B6.3: Gondor has no cavalry")
            << "Gondor C Wol" << EditError::CavalryNotRohan;
        QTest::newRow("B6.4: Gondor has no pirates") << "Gondor P BAY" << EditError::PirateNotUmbar;
        QTest::newRow("B6.1: a Multiple army") << "Mordor 2A Gor" << EditError::None;
        QTest::newRow("B6.1: no Multiple cavalry") << "Rohan 2C Wol" << EditError::BadMultiple;
        QTest::newRow("B6.2: an Easterling on the board") << "Mordor E Gor" << EditError::None;
        QTest::newRow("B6.2: Easterlings are Mordor's")
            << "Rohan E Wol" << EditError::EasterlingNotMordor;
        QTest::newRow("B6.2: an ordinary army never waits in the box")
            << "Mordor A Off" << EditError::OffBoardBox;
    }
    // Spec A1, B2, B6.1-B6.4, B7.5, B7.8: a unit put on the board, with its traits.
    void addUnit()
    {
        QFETCH(QString, added);
        QFETCH(EditError, error);
        Position b = initialPosition(downfallMap());
        HardbopState s = initialState(downfallMap());
        const UnitEdit u = unit(added);
        const Position before = b;
        QCOMPARE(downfall::addUnit(b, &s, u), error);
        if (error != EditError::None) {
            QCOMPARE(b, before);
            QVERIFY(!describe(error).empty());
            return;
        }
        QCOMPARE(b.units[u.at.province].power, u.power);
        QCOMPARE(s.traits[u.at.province], u.traits);
    }

    // Spec B6.4: three pirates at most; moving one of the three is no fourth.
    void b64ThreePiratesAtMost()
    {
        Position b = initialPosition(downfallMap());
        HardbopState s = initialState(downfallMap());
        QCOMPARE(downfall::addUnit(b, &s, unit("Umbar P BAY")), EditError::None);
        QCOMPARE(downfall::addUnit(b, &s, unit("Umbar P SOU")), EditError::None);
        QCOMPARE(downfall::addUnit(b, &s, unit("Umbar P TOL")), EditError::PirateLimit);
        QCOMPARE(moveUnit(b, &s, at("BAY"), {at("TOL"), kNoCoast}), EditError::None);
        QCOMPARE(s.traits[at("TOL")].unitClass, UnitClass::Pirate);
        QCOMPARE(s.traits[at("BAY")], UnitTraits{});
    }

    // Spec A1, B9.4: a unit moved keeps its traits and the Ring it bears; removed, it drops it.
    void moveAndRemoveKeepTheRingInPlace()
    {
        Position b = initialPosition(downfallMap());
        HardbopState s = initialState(downfallMap());
        QCOMPARE(downfall::setRing(
                     b, s, {RingStatus::Carried, at("Bar"), kNoPower, std::nullopt, kNoPower}),
                 EditError::None);
        QCOMPARE(s.ring.power, power("Mordor"));
        QCOMPARE(moveUnit(b, &s, at("Bar"), {at("Gor"), kNoCoast}), EditError::None);
        QCOMPARE(s.traits[at("Gor")].multiple, std::uint8_t(2));
        QCOMPARE(s.ring.at, at("Gor"));
        QCOMPARE(moveUnit(b, &s, at("Gor"), {at("MMo"), kNoCoast}), EditError::Occupied);
        QCOMPARE(moveUnit(b, &s, at("Gor"), {at("BAY"), kNoCoast}), EditError::ArmyAtSea);
        QVERIFY(b.units[at("Gor")].exists());
        QCOMPARE(removeUnit(b, &s, at("Gor")), EditError::None);
        QCOMPARE(s.ring.status, RingStatus::Lying);
        QCOMPARE(s.ring.at, at("Gor"));
        QCOMPARE(removeUnit(b, &s, at("Gor")), EditError::NoUnit);
    }

    void placePersonality_data()
    {
        QTest::addColumn<QString>("who");
        QTest::addColumn<QString>("where");
        QTest::addColumn<EditError>("error");
        QTest::newRow("B4: Gandalf anywhere on land") << "Gandalf"
                                                      << "Dol" << EditError::None;
        QTest::newRow("B3.1: Gandalf at sea") << "Gandalf"
                                              << "BAY" << EditError::None;
        QTest::newRow("B2: the Nazgul never at sea") << "Nazgul"
                                                     << "BAY" << EditError::NazgulAtSea;
        QTest::newRow("B7.5: the Ranger in Erech") << "Ranger"
                                                   << "Ech" << EditError::None;
        QTest::newRow("B7.5: Faramir not in Erech") << "Faramir"
                                                    << "Ech" << EditError::RangerOnly;
        QTest::newRow("B6.2: nobody in the box") << "Sauron"
                                                 << "Off" << EditError::OffBoardBox;
    }
    // Spec B2, B3.1, B6.2, B7.5: where a personality may be placed; once on the board.
    void placePersonality()
    {
        QFETCH(QString, who);
        QFETCH(QString, where);
        QFETCH(EditError, error);
        HardbopState s = initialState(downfallMap());
        const Personality p = *findPersonality(who.toStdString());
        s.absences.push_back({p, 3});
        const ProvinceId space = at(where.toLatin1().constData());
        QCOMPARE(downfall::placePersonality(downfallMap(), s, p, space), error);
        QCOMPARE(s.find(p) != nullptr, error == EditError::None);
        QCOMPARE(s.absences.empty(), error == EditError::None);
        if (error == EditError::None) {
            QCOMPARE(s.find(p)->at, space);
            QCOMPARE(downfall::placePersonality(downfallMap(), s, p, kNoProvince), EditError::None);
            QVERIFY(!s.find(p));
        }
    }

    void setRing_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("bearer");
        QTest::addColumn<EditError>("error");
        const int hidden = int(RingStatus::Hidden);
        const int carried = int(RingStatus::Carried);
        const int worn = int(RingStatus::Worn);
        QTest::newRow("E32: hidden in the Shire") << hidden << "Shi"
                                                  << "" << EditError::None;
        QTest::newRow("E32: never hidden in Orodruin") << hidden << "Oro"
                                                       << "" << EditError::RingNeverThere;
        QTest::newRow("B9.1: lying in Orodruin") << int(RingStatus::Lying) << "Oro"
                                                 << "" << EditError::None;
        QTest::newRow("B9.1: carried by the Elves' army") << carried << "Lor"
                                                          << "" << EditError::None;
        QTest::newRow("B9.1: nobody to carry it") << carried << "Gor"
                                                  << "" << EditError::NoCarrier;
        QTest::newRow("B9.1: carried by the Fellowship") << carried << ""
                                                         << "Fellowship" << EditError::None;
        QTest::newRow("B9.5: worn by a Dwarf army") << worn << "Erb"
                                                    << "" << EditError::None;
        QTest::newRow("B9.5: a Good army never wears it") << worn << "Lor"
                                                          << "" << EditError::GoodMayNotWear;
        QTest::newRow("E38: the Nazgul never wears it") << worn << ""
                                                        << "Nazgul" << EditError::BearerMayNotWear;
        QTest::newRow("B9.5: Sauron wears it") << worn << ""
                                               << "Sauron" << EditError::None;
    }
    // Spec B9.1, B9.5, E32, E38: the Ring set where it is and who bears it.
    void setRing()
    {
        QFETCH(int, status);
        QFETCH(QString, where);
        QFETCH(QString, bearer);
        QFETCH(EditError, error);
        const Position b = initialPosition(downfallMap());
        HardbopState s = initialState(downfallMap());
        s.personalities = {{Personality::Fellowship, at("Shi")},
                           {Personality::Nazgul, at("Udu")},
                           {Personality::Sauron, at("Bar")}};
        RingState ring;
        ring.status = RingStatus(status);
        ring.at = where.isEmpty() ? kNoProvince : at(where.toLatin1().constData());
        if (!bearer.isEmpty())
            ring.personality = findPersonality(bearer.toStdString());
        const RingState before = s.ring;
        QCOMPARE(downfall::setRing(b, s, ring), error);
        if (error != EditError::None) {
            QCOMPARE(s.ring, before);
            return;
        }
        QCOMPARE(s.ring.status, RingStatus(status));
        if (ring.personality)
            QCOMPARE(s.ring.at, s.find(*ring.personality)->at);
        if (ring.status == RingStatus::Worn)
            QCOMPARE(s.ring.everWornBy, s.ring.power);
    }

    // Spec A8, B4 Fellowship: owners only for supply centres, Isengard not after the Ents.
    void setOwnerOnlyOnCentres()
    {
        Position b = initialPosition(downfallMap());
        HardbopState s = initialState(downfallMap());
        QCOMPARE(setOwner(b, &s, at("Osg"), power("Gondor")), EditError::None);
        QCOMPARE(b.owners[at("Osg")], power("Gondor"));
        QCOMPARE(setOwner(b, &s, at("Osg"), kNoPower), EditError::None);
        QCOMPARE(b.owners[at("Osg")], kNoPower);
        QCOMPARE(setOwner(b, &s, at("NIt"), power("Gondor")), EditError::NotACentre);
        s.centreLost.set(at("Ise"));
        QCOMPARE(setOwner(b, &s, at("Ise"), power("Gondor")), EditError::NotACentre);
    }

    // Spec B12: months, I and II turns, no year before 3019.
    void b12Season()
    {
        Position b = initialPosition(downfallMap());
        QCOMPARE(setSeason(b, 11, 1, 3020), EditError::None);
        QCOMPARE(phaseLabel(b), std::string("Foreyule II 3020 Movement"));
        QCOMPARE(setSeason(b, 12, 0, 3020), EditError::BadSeason);
        QCOMPARE(setSeason(b, 0, 2, 3020), EditError::BadSeason);
        QCOMPARE(setSeason(b, 0, 0, 3018), EditError::BadSeason);
        QCOMPARE(phaseLabel(b), std::string("Foreyule II 3020 Movement"));
    }

    // A standard game has no traits, personalities or Ring.
    void standardGamesHaveNoTraits()
    {
        Position b = initialPosition(downfallMap());
        QCOMPARE(downfall::addUnit(b, nullptr, unit("Rohan C Wol")), EditError::NotDownfall);
        QCOMPARE(downfall::addUnit(b, nullptr, unit("Rohan A Wol")), EditError::None);
    }
};

QTEST_GUILESS_MAIN(TestDownfallPositionEdit)
#include "tst_downfall_positionedit.moc"
