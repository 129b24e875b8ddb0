#pragma once

#include "app/gui/campaignform.h"

#include <QJsonObject>
#include <QStringList>

namespace herald::mapui {

/// The Map page's area form: the selected area's fields, bound from the editor's controls;
/// submit() sends what changed as one area.set command (one undo step).
class AreaForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The area edited, "XXYY"; setting it loads the area's fields.
    Q_PROPERTY(QString hex READ hex WRITE setHex NOTIFY loaded)
    Q_PROPERTY(bool exists READ exists NOTIFY loaded)
    Q_PROPERTY(QString name MEMBER m_name NOTIFY changed)
    Q_PROPERTY(QString terrain MEMBER m_terrain NOTIFY changed)
    Q_PROPERTY(QString centre MEMBER m_centre NOTIFY changed)
    /// The owning nation's name, or empty for uncontrolled.
    Q_PROPERTY(QString owner MEMBER m_owner NOTIFY changed)
    Q_PROPERTY(QString poiCard MEMBER m_poiCard NOTIFY changed)
    Q_PROPERTY(QString poiCrossing MEMBER m_poiCrossing NOTIFY changed)
    Q_PROPERTY(bool river MEMBER m_river NOTIFY changed)
    Q_PROPERTY(bool chaos MEMBER m_chaos NOTIFY changed)
    Q_PROPERTY(QString details READ details NOTIFY loaded)
    Q_PROPERTY(QStringList nationNames READ nationNames NOTIFY loaded)
    Q_PROPERTY(QStringList terrainKeys READ terrainKeys CONSTANT)
    Q_PROPERTY(QStringList terrainNames READ terrainNames CONSTANT)
    /// The terrain's place in terrainKeys and terrainNames, -1 for none.
    Q_PROPERTY(int terrainIndex READ terrainIndex NOTIFY changed)
    /// The owner's place in nationNames, -1 for uncontrolled.
    Q_PROPERTY(int ownerIndex READ ownerIndex NOTIFY changed)

public:
    explicit AreaForm(QObject *parent = nullptr);

    [[nodiscard]] QString hex() const { return m_hex; }
    void setHex(const QString &hex);
    [[nodiscard]] bool exists() const { return m_exists; }
    [[nodiscard]] QString details() const { return m_details; }
    [[nodiscard]] QStringList nationNames() const { return m_nationNames; }
    [[nodiscard]] static QStringList terrainKeys();
    [[nodiscard]] static QStringList terrainNames();
    [[nodiscard]] int terrainIndex() const { return terrainKeys().indexOf(m_terrain); }
    [[nodiscard]] int ownerIndex() const { return m_nationNames.indexOf(m_owner); }

    Q_INVOKABLE void submit();

Q_SIGNALS:
    void loaded();
    void changed();

protected:
    void reload() override;

private:
    /// The form's values as area.set arguments.
    [[nodiscard]] QJsonObject fields() const;

    QString m_hex;
    bool m_exists = false;
    QString m_name, m_terrain, m_centre, m_owner, m_poiCard, m_poiCrossing, m_details;
    bool m_river = false;
    bool m_chaos = false;
    QStringList m_nationNames;
    QJsonObject m_original;
};

} // namespace herald::mapui
