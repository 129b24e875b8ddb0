#pragma once

#include "app/gui/campaignlistmodel.h"
#include "app/services/campaignsettingsquery.h"

#include <QHash>
#include <QStringList>

namespace herald::settings {

/// The campaign's §11.S settings for the Settings page: one row per setting with its
/// explanation, default and control kind, and submitValue() to change one, one command each.
/// Given the campaign (`campaign: CampaignController`), it follows the settings table; rows are
/// updated in place, so the page keeps its place.
// The base is named in full: Qt 6.4's qmltyperegistrar finds a base class by its full name
// only, and without it qmllint does not see the inherited `campaign` property.
class SettingsModel : public herald::gui::CampaignListModel
{
    Q_OBJECT
    QML_ELEMENT

    /// Stored keys that are no setting (from an older file or an import), as sentences.
    Q_PROPERTY(QStringList problems READ problems NOTIFY problemsChanged)

public:
    enum Roles
    {
        /// The file key, "expeditionDice" (string).
        KeyRole = Qt::UserRole,
        /// A short name, "Expedition dice" (string).
        TitleRole,
        /// What the setting changes, a sentence or two (string).
        ExplanationRole,
        /// The rules entry behind it, "I-1" (string).
        SectionRole,
        /// The control: "flag", "choice", "number" or "points" (string).
        KindRole,
        /// The value in effect: a bool, an int (points: 0 for none) or a choice key (variant).
        ValueRole,
        /// The value in effect for people, "on", "per line", "none" (string).
        ValueTextRole,
        /// The default for people (string).
        DefaultTextRole,
        /// Whether the value in effect is the default (bool).
        IsDefaultRole,
        /// A choice setting's keys, in order (string list).
        ChoiceKeysRole,
        /// A choice setting's names for people, parallel to the keys (string list).
        ChoiceNamesRole,
        /// The smallest number a number or points setting takes (int).
        MinimumRole,
        /// The largest (int).
        MaximumRole,
        /// Why the stored value is not used, or empty (string).
        ProblemRole,
        /// Why the last change made here was refused, or empty (string).
        RefusalRole,
    };
    Q_ENUM(Roles)

    explicit SettingsModel(QObject *parent = nullptr);

    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QStringList problems() const { return m_problems; }
    /// The row of a key, or -1.
    Q_INVOKABLE int rowOf(const QString &key) const;

    /// Sets one setting as one undoable command; a bool, an int (points: 0 for none) or a
    /// choice key. Returns whether it was taken (true at once when nothing changes); a refusal
    /// is kept on the row (RefusalRole) until the settings change, and sent with error().
    Q_INVOKABLE bool submitValue(const QString &key, const QVariant &value);

Q_SIGNALS:
    void problemsChanged();
    /// A change went through; `summary` is its history line.
    void done(const QString &summary);
    /// A change was refused; nothing changed.
    void error(const QString &message);

private:
    void fill(const app::CampaignService *service) override;
    bool update(const app::CampaignService *service) override;
    [[nodiscard]] int rows() const override { return int(m_rows.size()); }
    void setProblems(const QStringList &problems);
    [[nodiscard]] QVariant valueOf(const app::SettingRow &row) const;

    std::vector<app::SettingRow> m_rows;
    QStringList m_problems;
    /// Refusals by key; the next change of the settings (or another campaign) clears them.
    QHash<QString, QString> m_refusals;
};

} // namespace herald::settings
