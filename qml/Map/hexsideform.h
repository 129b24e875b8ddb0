#pragma once

#include "app/gui/campaignform.h"

#include <QJsonObject>

namespace herald::mapui {

/// The Map page's hexside form: what the referee set on the side between two hexes (a major
/// river, a barrier other than the terrain's default, a pass or ford); submit() sends what
/// changed as one boundary.set command (one undo step).
class HexsideForm : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    /// The side edited, "XXYY-XXYY" (two neighbouring hexes); setting it loads its marks.
    Q_PROPERTY(QString side READ side WRITE setSide NOTIFY loaded)
    Q_PROPERTY(bool exists READ exists NOTIFY loaded)
    Q_PROPERTY(bool river MEMBER m_river NOTIFY changed)
    /// "default" (follow the terrain, I-52), or a barrier key: none, mountains, swamp...
    Q_PROPERTY(QString barrier MEMBER m_barrier NOTIFY changed)
    /// none, pass or ford.
    Q_PROPERTY(QString crossing MEMBER m_crossing NOTIFY changed)
    /// What the side is now, after the terrain's default barrier is applied.
    Q_PROPERTY(QString details READ details NOTIFY loaded)

public:
    explicit HexsideForm(QObject *parent = nullptr);

    [[nodiscard]] QString side() const { return m_side; }
    void setSide(const QString &side);
    [[nodiscard]] bool exists() const { return m_exists; }
    [[nodiscard]] QString details() const { return m_details; }

    Q_INVOKABLE void submit();

Q_SIGNALS:
    void loaded();
    void changed();

protected:
    void reload() override;

private:
    [[nodiscard]] QJsonObject fields() const;

    QString m_side;
    bool m_exists = false;
    bool m_river = false;
    QString m_barrier = QStringLiteral("default");
    QString m_crossing = QStringLiteral("none");
    QString m_details;
    QJsonObject m_original;
};

} // namespace herald::mapui
