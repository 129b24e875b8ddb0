#pragma once

#include "app/gui/campaignform.h"

namespace herald::nations {

/// Founds a nation (command nation.add): name, colour, player and army list as typed. A
/// player's name the campaign does not know yet adds the player in the same command, so the
/// nation and its player are refused together and undone in one step.
class NationForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QString name MEMBER m_name NOTIFY changed)
    /// "#rrggbb"; a new nation starts with an earthy brown.
    Q_PROPERTY(QString colour MEMBER m_colour NOTIFY changed)
    Q_PROPERTY(QString player MEMBER m_player NOTIFY changed)
    Q_PROPERTY(QString armyList MEMBER m_armyList NOTIFY changed)
    Q_PROPERTY(QString capital MEMBER m_capital NOTIFY changed)

public:
    explicit NationForm(QObject *parent = nullptr);

    Q_INVOKABLE void submit();
    /// Removes a player who runs no nation (command player.remove).
    Q_INVOKABLE void removePlayer(const QString &player);

Q_SIGNALS:
    void changed();

private:
    QString m_name;
    QString m_colour = QStringLiteral("#7a5c3a");
    QString m_player;
    QString m_armyList;
    QString m_capital;
};

} // namespace herald::nations
