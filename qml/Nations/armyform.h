#pragma once

#include "app/gui/campaignform.h"
#include "app/services/warmaster/armyplacementoffer.h"

#include <QStringList>

namespace herald::nations {

/// Places, renames and removes one nation's army markers (NY-7, §4.9, §1.5). It offers only
/// valid choices, the nation's free generals and its placement areas, and says why no army
/// can be placed when that is so. Each action is an undoable command; a refusal comes back
/// through error().
class ArmyForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The nation's row id; 0 for none.
    Q_PROPERTY(int nationId READ nationId WRITE setNationId NOTIFY nationIdChanged)
    /// The new army's name.
    Q_PROPERTY(QString name MEMBER m_name NOTIFY inputChanged)
    /// Index into generals and areas.
    Q_PROPERTY(int generalIndex MEMBER m_generalIndex NOTIFY inputChanged)
    Q_PROPERTY(int areaIndex MEMBER m_areaIndex NOTIFY inputChanged)
    /// The generals free to lead a new army, by name.
    Q_PROPERTY(QStringList generals READ generals NOTIFY choicesChanged)
    /// Where the nation may place armies: "0407 Carrow".
    Q_PROPERTY(QStringList areas READ areas NOTIFY choicesChanged)
    /// Why no army can be placed now, naming the rule; empty when one can.
    Q_PROPERTY(QString blocked READ blocked NOTIFY choicesChanged)

public:
    explicit ArmyForm(QObject *parent = nullptr);

    [[nodiscard]] int nationId() const { return m_nationId; }
    void setNationId(int id);
    [[nodiscard]] QStringList generals() const;
    [[nodiscard]] QStringList areas() const;
    [[nodiscard]] QString blocked() const { return m_offer.blocked; }

    Q_INVOKABLE void place();
    Q_INVOKABLE void rename(int army, const QString &name);
    Q_INVOKABLE void remove(int army);

Q_SIGNALS:
    void nationIdChanged();
    void inputChanged();
    void choicesChanged();

protected:
    void reload() override;

private:
    int m_nationId = 0;
    QString m_name;
    int m_generalIndex = 0;
    int m_areaIndex = 0;
    app::ArmyPlacementOffer m_offer;
};

} // namespace herald::nations
