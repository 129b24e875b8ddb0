#pragma once

#include "app/gui/campaignlistmodel.h"

namespace herald::gui::decks {

/// The players who wrote magic items, with their points used and remaining (rules §2.18:
/// 150 points per author) and their items.
class MagicAuthorsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        /// The player (string).
        AuthorRole = Qt::UserRole,
        /// Points in the player's items (int).
        UsedRole,
        /// Points the player may still spend (int).
        RemainingRole,
        /// The player's items, one "Name (points)" per line (string).
        ItemsRole,
    };
    Q_ENUM(Roles)

    explicit MagicAuthorsModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    struct Author
    {
        QString name;
        int used = 0;
        QStringList items;
    };
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_authors.size()); }

    QList<Author> m_authors;
};

} // namespace herald::gui::decks
