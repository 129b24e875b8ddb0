#include "app/services/battleboard/boardquery.h"

#include <QCoreApplication>

namespace herald::app::battleboard {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::battleboard::BoardQuery)
};

} // namespace

QStringList battleNames(const CampaignService &service)
{
    return service.isOpen() ? db::battleboard::boardNames(service.file()->database())
                            : QStringList{};
}

std::optional<Board> board(const CampaignService &service, const QString &name)
{
    return service.isOpen() ? db::battleboard::board(service.file()->database(), name)
                            : std::nullopt;
}

QList<LogLine> battleLog(const CampaignService &service, const Board &board)
{
    return service.isOpen() ? db::battleboard::boardLog(service.file()->database(), board.id)
                            : QList<LogLine>{};
}

QString placeholderNotice()
{
    return Tr::tr("Placeholder numbers: the unit table of the Civil War rules is lost, so to-hit, "
                  "result, rally, pursuit and charge numbers are stand-ins (§11.3), not the "
                  "published values. To play with the real ones, edit a copy of "
                  "resources/battleboard/cw_tactical_tables.json (set \"placeholder\" to false) "
                  "and start the battle with herald-cli board new ... --tables FILE.");
}

} // namespace herald::app::battleboard
