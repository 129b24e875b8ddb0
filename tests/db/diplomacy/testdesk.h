#pragma once

// A Diplomacy game in a fresh test campaign, driven through the desk's commands: the fixture
// of the desk's storage tests (tests/db/diplomacy) and of its reports' tests (tests/app).

#include "../testcampaign.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"
#include "db/diplomacy/gamestore.h"

#include <QSqlQuery>

namespace herald::test {

/// The number of rows in `table`, -1 when it cannot be read.
inline int count(const QSqlDatabase &db, const QString &table)
{
    QSqlQuery q(db);
    q.exec(QStringLiteral("SELECT count(*) FROM ") + table);
    return q.next() ? q.value(0).toInt() : -1;
}

/// A new game of `variant` ("standard" or "downfall") and the commands that play it.
struct Desk
{
    TestCampaign campaign;
    db::CommandRunner runner{*campaign.file, db::standardCommands()};
    qint64 game = 0;

    explicit Desk(const QString &variant)
    {
        const db::ExecuteResult r = runner.execute(
            QStringLiteral("diplomacy.new"), {{QStringLiteral("name"), QStringLiteral("Club game")},
                                              {QStringLiteral("variant"), variant}});
        if (!r.ok())
            qFatal("diplomacy.new failed: %s", qPrintable(r.message));
        game = r.result.value(QStringLiteral("game")).toInteger();
    }
    db::ExecuteResult orders(const QString &power, const QString &text)
    {
        return runner.execute(QStringLiteral("diplomacy.orders"),
                              {{QStringLiteral("game"), game},
                               {QStringLiteral("power"), power},
                               {QStringLiteral("orders"), text}});
    }
    db::ExecuteResult place(const QString &who, const QString &at)
    {
        return runner.execute(QStringLiteral("diplomacy.personality"),
                              {{QStringLiteral("game"), game},
                               {QStringLiteral("who"), who},
                               {QStringLiteral("at"), at}});
    }
    db::ExecuteResult adjudicate()
    {
        return runner.execute(QStringLiteral("diplomacy.adjudicate"),
                              {{QStringLiteral("game"), game}});
    }
    [[nodiscard]] db::diplomacy::Game theGame() const
    {
        return *db::diplomacy::game(campaign.file->database(), game);
    }
    [[nodiscard]] db::diplomacy::Phase current() const
    {
        return *db::diplomacy::phase(campaign.file->database(), theGame(), 0);
    }
};

} // namespace herald::test
