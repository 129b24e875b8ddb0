#include "magicauthorsmodel.h"

#include "app/services/decks/decksquery.h"

namespace herald::gui::decks {

using namespace herald::decks;

MagicAuthorsModel::MagicAuthorsModel(QObject *parent)
    : CampaignListModel({QStringLiteral("decks_magic_item")}, parent)
{
}

void MagicAuthorsModel::fill(const app::CampaignService *service)
{
    m_authors.clear();
    if (!service)
        return;
    for (const MagicItem &item : app::decks::magicItems(*service)) {
        auto author = std::find_if(m_authors.begin(), m_authors.end(),
                                   [&](const Author &a) { return a.name == item.author; });
        if (author == m_authors.end())
            author = m_authors.insert(m_authors.end(), Author{item.author, 0, {}});
        author->used += item.points;
        author->items << tr("%1 (%2 points)").arg(item.name, QString::number(item.points));
    }
}

QVariant MagicAuthorsModel::data(const QModelIndex &index, int role) const
{
    Q_ASSERT(checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid));
    const Author &a = m_authors.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case AuthorRole:
        return a.name;
    case UsedRole:
        return a.used;
    case RemainingRole:
        return std::max(0, kMagicItemPointsPerAuthor - a.used);
    case ItemsRole:
        return a.items.join(QLatin1Char('\n'));
    default:
        return {};
    }
}

QHash<int, QByteArray> MagicAuthorsModel::roleNames() const
{
    return {{AuthorRole, "author"},
            {UsedRole, "used"},
            {RemainingRole, "remaining"},
            {ItemsRole, "items"}};
}

} // namespace herald::gui::decks
