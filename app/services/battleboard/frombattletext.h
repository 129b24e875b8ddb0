#pragma once

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <array>

namespace herald::app::battleboard {

/// One army of a board battle about to be made from a WarMaster battle, as the referee and the
/// players check it before they agree: the army's name and a line per roster category mapped
/// ("Infantry: 7 roster units make 2 infantry brigades") and for the generals.
struct MappedSide
{
    QString army;
    QStringList lines;
};

/// The two armies of boardFromBattle()'s arguments, the board's attacker first.
[[nodiscard]] std::array<MappedSide, 2> describeMapping(const QJsonObject &boardArgs);

/// What a result sheet of resultSheet() enters, in words: each side's roster units destroyed and
/// generals carried off (`sideNames` [0] the defenders, [1] the attackers), and the objective.
[[nodiscard]] QStringList describeSheet(const QJsonObject &sheet,
                                        const std::array<QString, 2> &sideNames);

} // namespace herald::app::battleboard
