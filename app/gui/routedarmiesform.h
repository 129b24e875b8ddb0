#pragma once

#include "app/gui/campaignform.h"

#include <QVariantList>

namespace herald::gui {

/// The Campaign page's form at M-5 (§6.8, I-58): the routed armies with the step the end of
/// the turn takes for each, the owner's choice among equally near areas (army.march), and the
/// open last-ditch rally offers, answered by rallying an army or letting the turn pass
/// (army.rally).
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class RoutedArmiesForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// One map per routed army: armyId, army, nation, area, explanation, steps (choices as
    /// stepChoiceList gives them), chosen (the key of the area it will step into).
    Q_PROPERTY(QVariantList armies READ armies NOTIFY changed)
    /// One map per nation whose last-ditch rally is open: nation, armies (choices, key = id).
    Q_PROPERTY(QVariantList rallies READ rallies NOTIFY changed)

public:
    explicit RoutedArmiesForm(QObject *parent = nullptr);

    [[nodiscard]] QVariantList armies() const { return m_armies; }
    [[nodiscard]] QVariantList rallies() const { return m_rallies; }

    /// The owner's choice of the routed army's next area (XXYY), I-58.
    Q_INVOKABLE bool march(qint64 army, const QString &area);
    /// The nation's last-ditch rally of this routed army (§6.8).
    Q_INVOKABLE bool rally(qint64 army);
    /// The nation lets this turn pass without its rally (§6.8).
    Q_INVOKABLE bool decline(const QString &nation);

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    QVariantList m_armies;
    QVariantList m_rallies;
};

} // namespace herald::gui
