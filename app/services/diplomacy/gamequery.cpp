#include "app/services/diplomacy/gamequery.h"

#include <QCoreApplication>

namespace herald::app::diplomacy {

namespace {

/// The translation context of this file's sentences (lupdate reads it from the macro).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(herald::app::diplomacy::GameQuery)
};

QString phaseName(herald::diplomacy::PhaseType phase)
{
    switch (phase) {
    case herald::diplomacy::PhaseType::Movement:
        return Tr::tr("Movement", "Diplomacy phase");
    case herald::diplomacy::PhaseType::Retreat:
        return Tr::tr("Retreat", "Diplomacy phase");
    case herald::diplomacy::PhaseType::Adjustment:
        return Tr::tr("Adjustment", "Diplomacy phase");
    }
    return {};
}

} // namespace

QList<Game> games(const CampaignService &service)
{
    return service.isOpen() ? db::diplomacy::games(service.file()->database()) : QList<Game>{};
}

std::optional<Phase> phase(const CampaignService &service, const Game &game, int seq)
{
    return service.isOpen() ? db::diplomacy::phase(service.file()->database(), game, seq)
                            : std::nullopt;
}

QString phaseLabel(const herald::diplomacy::Position &position)
{
    const herald::diplomacy::Calendar &calendar = position.variant->calendar();
    QStringList parts;
    if (!calendar.months.empty())
        parts << QString::fromStdString(calendar.months[std::size_t(position.month)]);
    parts << QString::fromStdString(calendar.seasons[std::size_t(position.season)])
          << QString::number(position.year) << phaseName(position.phase);
    return parts.join(QLatin1Char(' '));
}

const QList<ShippedVariant> &shippedVariants()
{
    return db::diplomacy::shippedVariants();
}

} // namespace herald::app::diplomacy
