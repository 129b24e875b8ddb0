#pragma once

#include "app/gui/campaignform.h"

namespace herald::nations {

/// The year's roster of one nation: open it from the tally, buy units, take characters,
/// strike off losses, print the roster sheet. Each change is a command; a refusal comes back
/// through error().
class RosterForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The nation's row id; 0 for none.
    Q_PROPERTY(int nationId MEMBER m_nationId NOTIFY changed)
    Q_PROPERTY(QString unitType MEMBER m_unitType NOTIFY changed)
    Q_PROPERTY(int count MEMBER m_count NOTIFY changed)
    Q_PROPERTY(QString characterEntry MEMBER m_characterEntry NOTIFY changed)
    Q_PROPERTY(QString characterName MEMBER m_characterName NOTIFY changed)
    Q_PROPERTY(int line MEMBER m_line NOTIFY changed)
    /// Units lost on the line, kept apart from the count bought.
    Q_PROPERTY(int lossCount MEMBER m_lossCount NOTIFY changed)

public:
    explicit RosterForm(QObject *parent = nullptr);

    Q_INVOKABLE void openRoster();
    /// Buys count units of unitType (a negative count removes units).
    Q_INVOKABLE void submit();
    Q_INVOKABLE void buyCharacter();
    Q_INVOKABLE void markLosses();
    /// Prints the nation's roster sheet for this year (§8) through the print dialog; false
    /// when there is nothing to print or the referee cancelled.
    Q_INVOKABLE bool printSheet();

Q_SIGNALS:
    void changed();

private:
    [[nodiscard]] QString nation() const { return QString::number(m_nationId); }

    int m_nationId = 0;
    QString m_unitType;
    int m_count = 1;
    QString m_characterEntry;
    QString m_characterName;
    int m_line = 1;
    int m_lossCount = 1;
};

} // namespace herald::nations
