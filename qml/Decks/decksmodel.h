#pragma once

#include "app/gui/campaignlistmodel.h"

namespace herald::gui::decks {

/// The campaign's tables, then its decks, for the list on the Decks & Tables page.
class DecksModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        /// The table's or deck's id (string).
        ItemIdRole = Qt::UserRole,
        /// Its title (string).
        TitleRole,
        /// "table" or "deck" (string).
        KindRole,
        /// "Rules §7.5", "House default, not a rule (§10 #3)" (string).
        OriginLabelRole,
        /// True for house defaults, which the page marks as not rules (bool).
        HouseDefaultRole,
        /// "2d10 · 14 rows" or "11 to draw · 1 in play" (string).
        DetailRole,
        /// "Tables" or "Decks" on the first row of each kind, else empty (string).
        HeadingRole,
    };
    Q_ENUM(Roles)

    explicit DecksModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

private:
    struct Item
    {
        QString id;
        QString title;
        QString kind;
        QString originLabel;
        bool houseDefault = false;
        QString detail;
    };
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_items.size()); }

    QList<Item> m_items;
};

} // namespace herald::gui::decks
