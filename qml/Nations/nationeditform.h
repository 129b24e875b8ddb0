#pragma once

#include "app/gui/campaignform.h"

namespace herald::nations {

/// Changes or removes one nation (commands nation.edit, nation.remove). Only the fields that
/// differ from the nation as stored are sent, so an edit never touches what was not changed;
/// a player's name the campaign does not know yet adds the player in the same command.
class NationEditForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The nation's row id; setting it loads the fields from the campaign.
    Q_PROPERTY(int nationId READ nationId WRITE setNationId NOTIFY nationIdChanged)
    Q_PROPERTY(QString name MEMBER m_name NOTIFY changed)
    Q_PROPERTY(QString colour MEMBER m_colour NOTIFY changed)
    Q_PROPERTY(QString player MEMBER m_player NOTIFY changed)
    Q_PROPERTY(QString armyList MEMBER m_armyList NOTIFY changed)
    Q_PROPERTY(QString capital MEMBER m_capital NOTIFY changed)

public:
    explicit NationEditForm(QObject *parent = nullptr);

    [[nodiscard]] int nationId() const { return m_nationId; }
    void setNationId(int id);

    /// Reads the nation's fields again, dropping what was typed.
    Q_INVOKABLE void load();
    /// Sends the changed fields as one command.
    Q_INVOKABLE void submit();
    /// Removes the nation with its rosters and characters (undo brings them back).
    Q_INVOKABLE void removeNation();

Q_SIGNALS:
    void nationIdChanged();
    void changed();

protected:
    void reload() override { load(); }

private:
    /// The fields as stored, as nation.edit takes them; empty without a nation.
    [[nodiscard]] QJsonObject stored() const;

    int m_nationId = 0;
    QString m_name, m_colour, m_player, m_armyList, m_capital;
};

} // namespace herald::nations
