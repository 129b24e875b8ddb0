#pragma once

#include "core/hexwar/unit.h"
#include "db/hexwar/gamestore.h"

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace herald::db::hexwar {

/// Which recorded actions travel by mail: one player turn (game turn and side), or, with no
/// turn given, every action made here since the last one that came in by mail.
struct MailSelection
{
    int turn = 0; ///< 0: since the last imported action
    herald::hexwar::Side side = herald::hexwar::Side::BlackEagle;
};

/// The play-by-mail file (docs/cli-hexgame.md, format "herald-hexgame-mail"): the game's
/// scenario, the position before and after, each action with the faces its dice showed, and a
/// checksum over it all. nullopt and the reason in *why when no action is selected.
[[nodiscard]] std::optional<QJsonObject> exportMail(const Game &game, const QList<Action> &actions,
                                                    const MailSelection &selection, QString *why);

/// A mail file read back: its actions in order, checked for format, checksum and scenario,
/// and that it continues this game's position as it stands (same action count, same
/// fingerprint). nullopt and the reason in *why for a damaged, edited or foreign file.
struct Mail
{
    int firstSeq = 0;
    QList<Action> actions;
    QString after; ///< the position the sender reached
};
[[nodiscard]] std::optional<Mail> readMail(const QJsonObject &file, const Game &game,
                                           int actionCount, QString *why);

} // namespace herald::db::hexwar
