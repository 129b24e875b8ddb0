#pragma once

// A battle board battle in a fresh test campaign, driven through its commands: the fixture of
// the board's storage tests (tests/db/battleboard) and its services' and page's tests.

#include "../testcampaign.h"
#include "db/battleboard/boardstore.h"
#include "db/commandregistry.h"
#include "db/commandrunner.h"

#include <QJsonArray>
#include <QSqlQuery>

namespace herald::test {

/// {"type": type, "count": count} for board.new's army lists.
inline QJsonObject units(const char *type, int count, bool elite = false)
{
    return {{QStringLiteral("type"), QString::fromLatin1(type)},
            {QStringLiteral("count"), count},
            {QStringLiteral("elite"), elite}};
}

inline QJsonObject army(const QString &name, const QJsonArray &list)
{
    return {{QStringLiteral("name"), name}, {QStringLiteral("units"), list}};
}

/// A campaign with the board's commands; `board` names the battle the helpers act on.
struct BoardDesk
{
    TestCampaign campaign;
    db::CommandRunner runner{*campaign.file, db::standardCommands()};
    QString name = QStringLiteral("Brandy Station");

    db::ExecuteResult create(const QJsonObject &attacker, const QJsonObject &defender,
                             const QJsonObject &options = {})
    {
        return runner.execute(QStringLiteral("board.new"), {{QStringLiteral("name"), name},
                                                            {QStringLiteral("attacker"), attacker},
                                                            {QStringLiteral("defender"), defender},
                                                            {QStringLiteral("options"), options}});
    }
    db::ExecuteResult setup(const QString &side, const QStringList &placements)
    {
        return runner.execute(
            QStringLiteral("board.setup"),
            {{QStringLiteral("battle"), name},
             {QStringLiteral("side"), side},
             {QStringLiteral("placements"), QJsonArray::fromStringList(placements)}});
    }
    /// board.action with `args` added to the battle's name; `typed` the dice faces to use.
    db::ExecuteResult action(const QString &action, QJsonObject args, const QList<int> &typed = {})
    {
        args.insert(QStringLiteral("battle"), name);
        args.insert(QStringLiteral("action"), action);
        if (!typed.isEmpty()) {
            QJsonArray faces;
            for (const int f : typed)
                faces.append(f);
            args.insert(QStringLiteral("typed"), faces);
        }
        return runner.execute(QStringLiteral("board.action"), args);
    }
    db::ExecuteResult run(const QString &command, QJsonObject args = {})
    {
        args.insert(QStringLiteral("battle"), name);
        return runner.execute(command, args);
    }
    [[nodiscard]] db::battleboard::Board board() const
    {
        auto b = db::battleboard::board(campaign.file->database(), name);
        if (!b)
            qFatal("the battle cannot be read back");
        return *b;
    }
    [[nodiscard]] int rows(const QString &table) const
    {
        QSqlQuery q(campaign.file->database());
        q.exec(QStringLiteral("SELECT count(*) FROM ") + table);
        return q.next() ? q.value(0).toInt() : -1;
    }
};

/// A minor battle (§2.1) ready to play: the attacker's artillery #0 and infantry #1 in his
/// line, the defender's infantry #2 in his line and infantry #3 in his reserve.
inline void setUpSmallBattle(BoardDesk &desk)
{
    const auto a =
        desk.create(army(QStringLiteral("Union"), {units("artillery", 1), units("infantry", 1)}),
                    army(QStringLiteral("Confederacy"), {units("infantry", 2)}));
    if (!a.ok())
        qFatal("board.new: %s", qPrintable(a.message));
    const auto s1 = desk.setup(QStringLiteral("attacker"),
                               {QStringLiteral("line:1"), QStringLiteral("line:1")});
    const auto s2 = desk.setup(QStringLiteral("defender"),
                               {QStringLiteral("line:1"), QStringLiteral("reserve")});
    if (!s1.ok() || !s2.ok())
        qFatal("board.setup: %s %s", qPrintable(s1.message), qPrintable(s2.message));
}

} // namespace herald::test
