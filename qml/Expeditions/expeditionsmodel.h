#pragma once

#include "app/gui/campaignlistmodel.h"

#include <QJsonObject>
#include <QUrl>

namespace herald::gui::expeditions {

/// Every expedition of the campaign (§7.2, §7.4): its status, boats, advantages, roster, crew
/// and log of chart rolls, from app::expeditionsView(); and the campaign's pirate pool (§7.2.6).
class ExpeditionsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int piratePool READ piratePool NOTIFY countChanged)

public:
    enum Roles
    {
        /// "Sea Wolves" (string).
        NameRole = Qt::UserRole,
        /// The nation (string).
        NationRole,
        /// The status in words: "At sea" (string).
        StatusRole,
        /// "Boats 4 (1 empty) · units 3 · advantages 2" (string).
        FactsRole,
        /// "From 0410 (Aldmark), bound for Ember Isle" (string).
        RouteRole,
        /// One roster line per line of text: "2 × Bank Wardens (infantry)" (string).
        RosterRole,
        /// One character per line: "Aldric, general" (string).
        CrewRole,
        /// One chart roll per line: "Month 2: 10 + 10 = 20, destination reached" (string).
        LogRole,
        /// The expedition's number, as the expedition commands take it (string).
        ExpeditionIdRole,
        /// The status key: inPort, atSea, arrived, escorted, landed, dissolved, lost (string).
        StatusKeyRole,
        /// The heroes and wizards aboard who may face a sea monster or stay as envoy
        /// (§7.2.5, §7.2.7), by name (string list).
        PassengersRole,
        /// An exodus or New Nation at sea that has not named its landmass yet (§7.4): it
        /// names it once with the sail order (bool).
        NeedsDestinationRole,
    };
    Q_ENUM(Roles)

    explicit ExpeditionsModel(QObject *parent = nullptr);

    [[nodiscard]] int piratePool() const { return m_piratePool; }
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    /// Writes the sheet of the expedition in `row` (§7.2: fleet, roster, crew, traded units,
    /// chart rolls) as a PDF to `file`, on Letter paper or A4; emits printed() or printFailed().
    Q_INVOKABLE bool printSheet(int row, const QUrl &file, bool letter);

Q_SIGNALS:
    /// "Sheet of the expedition Sea Wolves written to /home/.../sea-wolves.pdf".
    void printed(const QString &summary);
    /// What kept the sheet from being written.
    void printFailed(const QString &problem);

private:
    void fill(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }

    QList<QJsonObject> m_rows;
    int m_piratePool = 0;
};

} // namespace herald::gui::expeditions
