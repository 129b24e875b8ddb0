#pragma once

#include "app/gui/campaignform.h"

#include <QVariantList>

namespace herald::orders {

/// The Orders page's back end (§4): the turn being played with every army's orders, supply and
/// state, and the occupations towards gaining control (§4.7, I-55), read from
/// app/services/warmaster/ordersview. The orders themselves are written at M-1 through the
/// Campaign page's form (ArmyOrdersModel, orders.set and orders.clear), which the page reuses.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name only.
class OrdersForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// Where the calendar stands: "Year 1, month 1, M-1 Write orders"; empty with no campaign.
    Q_PROPERTY(QString dateText READ dateText NOTIFY changed)
    /// The turn being played, as the orders are numbered; 0 in the set-up.
    Q_PROPERTY(int turn READ turn NOTIFY changed)
    /// The calendar stands at M-1: the orders can be written.
    Q_PROPERTY(bool writeStep READ writeStep NOTIFY changed)
    /// The calendar stands at M-2B: the terrain delay checks are made.
    Q_PROPERTY(bool terrainStep READ terrainStep NOTIFY changed)
    /// At which step the orders can be written, when it is not this one.
    Q_PROPERTY(QString writeHint READ writeHint NOTIFY changed)
    /// When no army is on the map yet: when they and their orders come.
    Q_PROPERTY(QString emptyHint READ emptyHint NOTIFY changed)
    /// Per army: id, army, nation, area, location, order, ahead (list), inSupply, supply, state
    /// (list).
    Q_PROPERTY(QVariantList armies READ armies NOTIFY changed)
    /// Per occupying army: army, nation, area, held, needed and, before M-5, atUpdate.
    Q_PROPERTY(QVariantList occupations READ occupations NOTIFY changed)

public:
    explicit OrdersForm(QObject *parent = nullptr);

    [[nodiscard]] QString dateText() const { return m_dateText; }
    [[nodiscard]] int turn() const { return m_turn; }
    [[nodiscard]] bool writeStep() const { return m_writeStep; }
    [[nodiscard]] bool terrainStep() const { return m_terrainStep; }
    [[nodiscard]] QString writeHint() const { return m_writeHint; }
    [[nodiscard]] QString emptyHint() const { return m_emptyHint; }
    [[nodiscard]] QVariantList armies() const { return m_armies; }
    [[nodiscard]] QVariantList occupations() const { return m_occupations; }

Q_SIGNALS:
    void changed();

protected:
    void reload() override;

private:
    QString m_dateText;
    int m_turn = 0;
    bool m_writeStep = false;
    bool m_terrainStep = false;
    QString m_writeHint;
    QString m_emptyHint;
    QVariantList m_armies;
    QVariantList m_occupations;
};

} // namespace herald::orders
