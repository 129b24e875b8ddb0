#pragma once

#include <QAbstractListModel>
#include <QJsonObject>
#include <QQmlEngine>

namespace herald::nations {

/// Base of the models that show one nation's rows for the current year: holds the nation and
/// refills from its roster (or what load() gives) whenever the nation or the campaign changes.
class NationRowsModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ANONYMOUS

    /// The nation's row id; 0 for none.
    Q_PROPERTY(int nationId READ nationId WRITE setNationId NOTIFY nationIdChanged)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    explicit NationRowsModel(QObject *parent = nullptr);

    [[nodiscard]] int nationId() const { return m_nationId; }
    void setNationId(int id);
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;

Q_SIGNALS:
    void nationIdChanged();
    void countChanged();

protected:
    /// What the rows come from: the nation's roster this year, unless a model reads other data.
    [[nodiscard]] virtual QJsonObject load(qint64 nationId) const;
    /// Replaces the rows from what load() gave (empty when the nation has nothing this year).
    virtual void fill(const QJsonObject &roster) = 0;
    [[nodiscard]] virtual int rows() const = 0;
    void reload();

private:
    int m_nationId = 0;
};

} // namespace herald::nations
