#pragma once

// The demo campaign brought to the first M-3 that has a pending battle (Veyra's Host of the
// Crown against Ironhold's Iron Guard, swapping 0708 and 0709, §5.4), with the helpers the
// lesser-race tests share: run a command that must succeed, one that must undo and redo to the
// same tables, one that must be refused without changing anything, and walk the calendar.
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/warmaster/calendarrepository.h"
#include "tabledump.h"
#include "testcampaign.h"

#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

#include <array>
#include <memory>

namespace demonight {

inline const QString veyra = QStringLiteral("Kingdom of Veyra");
inline const QString ironhold = QStringLiteral("Ironhold Clans");
inline const QString mirefolk = QStringLiteral("Mirefolk Tribes");
inline const QString ash = QStringLiteral("Ash Riders");
inline const QString host = QStringLiteral("Host of the Crown");
inline const QString guard = QStringLiteral("Iron Guard");
inline const QStringList demoNations{veyra, ironhold, mirefolk, ash};
inline const QJsonObject byHand{{QStringLiteral("confirmedByHand"), true}};
inline const QString goblins = QStringLiteral("sample-marsh-goblins");
inline const QString raiders = QStringLiteral("sample-ash-waste-raiders");

inline QJsonObject args(std::initializer_list<std::pair<QString, QJsonValue>> values)
{
    QJsonObject object;
    for (const auto &[key, value] : values)
        object.insert(key, value);
    return object;
}

} // namespace demonight

/// Owns the campaign and its command runner; a test class derives from it (after QObject).
class DemoNight
{
protected:
    std::unique_ptr<TestCampaign> m_campaign;
    std::unique_ptr<herald::db::CommandRunner> m_runner;

    QSqlDatabase db() const { return m_campaign->file->database(); }
    herald::db::ExecuteResult must(const QString &command, const QJsonObject &a = {})
    {
        const herald::db::ExecuteResult r = m_runner->execute(command, a);
        if (!r.ok())
            qFatal("%s: %s", qPrintable(command), qPrintable(r.message));
        return r;
    }
    /// Runs the command; undo must restore the tables before and redo give those after.
    herald::db::ExecuteResult undoable(const QString &command, const QJsonObject &a)
    {
        const auto before = dumpTables(db());
        const herald::db::ExecuteResult r = m_runner->execute(command, a);
        if (!r.ok())
            qFatal("%s refused: %s", qPrintable(command), qPrintable(r.message));
        const auto after = dumpTables(db());
        if (!m_runner->undo().ok() || dumpTables(db()) != before)
            qFatal("%s: undo did not restore the tables", qPrintable(command));
        if (!m_runner->redo().ok() || dumpTables(db()) != after)
            qFatal("%s: redo did not give the same tables", qPrintable(command));
        return r;
    }
    /// The command must be refused with a message containing `expected`, changing nothing.
    void refused(const QString &command, const QJsonObject &a, const QString &expected)
    {
        const auto before = dumpTables(db());
        const herald::db::ExecuteResult r = m_runner->execute(command, a);
        QVERIFY2(r.status == herald::db::CommandStatus::Refused ||
                     r.status == herald::db::CommandStatus::BadArguments,
                 qPrintable(command + QStringLiteral(" not refused: ") + r.summary));
        QVERIFY2(r.message.contains(expected), qPrintable(r.message));
        QCOMPARE(dumpTables(db()), before);
    }
    herald::warmaster::CampaignStep step() const
    {
        return herald::db::loadCampaignDate(db()).value_or(herald::warmaster::CampaignDate{}).step;
    }
    QVariant value(const QString &statement) const
    {
        QSqlQuery q(db());
        return q.exec(statement) && q.next() ? q.value(0) : QVariant();
    }
    /// The box of the race of an army list ("0".."3" or "independent").
    QString box(const QString &list) const
    {
        return value(QStringLiteral("SELECT box FROM lesser_race WHERE army_list_id = '%1'")
                         .arg(list))
            .toString();
    }
    void advanceTo(herald::warmaster::CampaignStep target)
    {
        using herald::warmaster::CampaignStep;
        for (int guardCount = 0; guardCount < 60 && step() != target; ++guardCount) {
            if (step() == CampaignStep::StartOfTurn)
                for (const QString &nation : demonight::demoNations)
                    must(QStringLiteral("attendance.set"),
                         demonight::args({{QStringLiteral("nation"), nation},
                                          {QStringLiteral("present"), true}}));
            if (step() == CampaignStep::PlaceArmies)
                placeArmies();
            must(QStringLiteral("calendar.next"), demonight::byHand);
        }
        QCOMPARE(step(), target);
    }
    void placeArmies()
    {
        using namespace demonight;
        const std::array<std::array<QString, 4>, 2> armies{{
            {veyra, host, QStringLiteral("Duke Aldric"), QStringLiteral("0407")},
            {ironhold, guard, QStringLiteral("Thane Borin"), QStringLiteral("0804")},
        }};
        for (const auto &[nation, army, general, area] : armies) {
            must(QStringLiteral("character.buy"),
                 args({{QStringLiteral("nation"), nation},
                       {QStringLiteral("entry"), QStringLiteral("Marshal")},
                       {QStringLiteral("name"), general}}));
            must(QStringLiteral("army.place"), args({{QStringLiteral("nation"), nation},
                                                     {QStringLiteral("name"), army},
                                                     {QStringLiteral("general"), general},
                                                     {QStringLiteral("area"), area}}));
        }
    }
    /// A new demo campaign with the sample army lists, every nation on the River Kingdom list
    /// and the given lesser races, walked to M-1 (write orders).
    void startDemo(const QStringList &lesserRaces)
    {
        using namespace demonight;
        m_runner.reset();
        m_campaign = std::make_unique<TestCampaign>();
        m_runner = std::make_unique<herald::db::CommandRunner>(*m_campaign->file,
                                                               herald::db::standardCommands());
        must(QStringLiteral("armylist.samples"));
        must(QStringLiteral("map.importDemo"));
        for (const QString &nation : demoNations)
            must(QStringLiteral("nation.edit"),
                 args({{QStringLiteral("nation"), nation},
                       {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}}));
        for (const QString &race : lesserRaces)
            must(QStringLiteral("lesser.add"), args({{QStringLiteral("race"), race}}));
        advanceTo(herald::warmaster::CampaignStep::WriteOrders);
    }
    /// From M-1: the Host and the Guard swap 0708 and 0709, which makes battle 1 at M-3.
    void marchToFirstBattle()
    {
        using namespace demonight;
        for (const auto &[army, from, to] :
             {std::array{host, QStringLiteral("0708"), QStringLiteral("0709")},
              std::array{guard, QStringLiteral("0709"), QStringLiteral("0708")}}) {
            QSqlQuery q(db());
            QVERIFY(q.exec(QStringLiteral("UPDATE army SET area = '%1', location = 'countryside', "
                                          "in_supply = 1 WHERE name = '%2'")
                               .arg(from, army)));
            must(QStringLiteral("orders.set"),
                 args({{QStringLiteral("army"), army},
                       {QStringLiteral("kind"), QStringLiteral("move")},
                       {QStringLiteral("destination"), to}}));
        }
        for (int i = 0; i < 4; ++i)
            must(QStringLiteral("calendar.next"));
        QCOMPARE(step(), herald::warmaster::CampaignStep::Combats);
        QCOMPARE(value(QStringLiteral("SELECT COUNT(*) FROM pending_battle")).toInt(), 1);
    }
};
