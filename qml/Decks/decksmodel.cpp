#include "decksmodel.h"

#include "app/services/decks/decksquery.h"
#include "app/services/decks/originlabel.h"

namespace herald::gui::decks {

using namespace herald::decks;

DecksModel::DecksModel(QObject *parent)
    : CampaignListModel({QStringLiteral("decks_table"), QStringLiteral("decks_deck")}, parent)
{
}

void DecksModel::fill(const app::CampaignService *service)
{
    m_items.clear();
    if (const auto content = service ? app::decks::content(*service) : std::nullopt) {
        for (const Table &t : content->tables) {
            const QString dice = t.kind == TableKind::Lookup
                                     ? tr("lookup")
                                     : QString::fromStdString(t.dice.toString());
            m_items.append({t.id, t.title, QStringLiteral("table"),
                            app::decks::originLabel(t.provenance),
                            t.provenance.origin == Origin::HouseDefault,
                            tr("%1 · %n row(s)", nullptr, int(t.rows.size())).arg(dice)});
        }
        for (const Deck &d : content->decks)
            m_items.append({d.id, d.title, QStringLiteral("deck"),
                            app::decks::originLabel(d.provenance),
                            d.provenance.origin == Origin::HouseDefault,
                            tr("%1 to draw · %2 in play · %3 discarded")
                                .arg(d.drawPile.size())
                                .arg(d.inPlay.size())
                                .arg(d.discardPile.size())});
    }
}

QVariant DecksModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Item &item = m_items.at(index.row());
    switch (role) {
    case ItemIdRole:
        return item.id;
    case Qt::DisplayRole:
    case TitleRole:
        return item.title;
    case KindRole:
        return item.kind;
    case OriginLabelRole:
        return item.originLabel;
    case HouseDefaultRole:
        return item.houseDefault;
    case DetailRole:
        return item.detail;
    case HeadingRole:
        if (index.row() > 0 && m_items.at(index.row() - 1).kind == item.kind)
            return QString();
        return item.kind == QLatin1String("table") ? tr("Tables") : tr("Decks");
    default:
        return {};
    }
}

QHash<int, QByteArray> DecksModel::roleNames() const
{
    return {{ItemIdRole, "itemId"},
            {TitleRole, "title"},
            {KindRole, "kind"},
            {OriginLabelRole, "originLabel"},
            {HouseDefaultRole, "houseDefault"},
            {DetailRole, "detail"},
            {HeadingRole, "heading"}};
}

} // namespace herald::gui::decks
