#pragma once

#include "nationrowsmodel.h"

#include <vector>

namespace herald::nations {

/// The characters on one nation's roster this year (§1.4, §2.3), with status and magic items.
class CharacterListModel : public herald::nations::NationRowsModel
{
    Q_OBJECT
    QML_ELEMENT

public:
    enum Roles
    {
        CharacterIdRole = Qt::UserRole, ///< the character's row id, as the commands take it
        NameRole,                       ///< "Grimbold"
        TypeNameRole,                   ///< "General", "Hero", "Wizard"
        CharacterPointsRole,            ///< CP he costs this year (0 when free)
        StatusRole,                     ///< status key: active, captured, killed...
        MagicItemsRole,                 ///< the cards bound to him, comma separated
    };
    Q_ENUM(Roles)

    explicit CharacterListModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

protected:
    void fillNation(const app::CampaignService &service, qint64 nationId) override;
    void clearRows() override { m_rows.clear(); }
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

private:
    struct Row
    {
        qint64 id = 0;
        QString name, typeName;
        int cp = 0;
        QString status, magicItems;
    };
    std::vector<Row> m_rows;
};

} // namespace herald::nations
