#pragma once

#include "app/services/campaignsettingsquery.h"

#include <QAbstractListModel>
#include <QHash>
#include <QPointer>
#include <QQmlEngine>
#include <QStringList>

namespace herald::gui {
class CampaignController;
}

namespace herald::settings {

/// The open campaign's §11.S settings for the Settings page: one row per setting with its
/// explanation, default and control kind, and submitValue() to change one, one command each.
/// Reloads when the campaign changes; rows are updated in place, so the page keeps its place.
class SettingsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
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

    /// Follows the composition root's campaign (CampaignController::instance()).
    explicit SettingsModel(QObject *parent = nullptr);
    /// Follows the given campaign.
    explicit SettingsModel(gui::CampaignController *controller, QObject *parent = nullptr);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] QStringList problems() const { return m_problems; }
    /// The row of a key, or -1.
    Q_INVOKABLE int rowOf(const QString &key) const;

    /// Sets one setting as one undoable command; a bool, an int (points: 0 for none) or a
    /// choice key. Returns whether it was taken (true at once when nothing changes); a refusal
    /// is kept on the row (RefusalRole) and sent with error().
    Q_INVOKABLE bool submitValue(const QString &key, const QVariant &value);

Q_SIGNALS:
    void countChanged();
    void problemsChanged();
    /// A change went through; `summary` is its history line.
    void done(const QString &summary);
    /// A change was refused; nothing changed.
    void error(const QString &message);

private:
    void reload();
    [[nodiscard]] QVariant valueOf(const app::SettingRow &row) const;

    QPointer<gui::CampaignController> m_controller;
    std::vector<app::SettingRow> m_rows;
    QStringList m_problems;
    QHash<QString, QString> m_refusals;
    QString m_path; ///< the campaign the refusals belong to
};

} // namespace herald::settings
