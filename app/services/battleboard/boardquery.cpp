#include "app/services/battleboard/boardquery.h"

namespace herald::app::battleboard {

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

} // namespace herald::app::battleboard
