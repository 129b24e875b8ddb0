#pragma once

#include "diplomacydesk.h"

#include <QPointer>
#include <QQuickPaintedItem>

namespace herald::gui {

/// The desk's board: app/diplomacyrender's painter in a QQuickPaintedItem, so it draws the
/// same on the software scene graph. A click names the province under it (map picking).
class DiplomacyMapItem : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(herald::gui::DiplomacyDesk *desk READ desk WRITE setDesk NOTIFY deskChanged)

public:
    explicit DiplomacyMapItem(QQuickItem *parent = nullptr);

    [[nodiscard]] DiplomacyDesk *desk() const { return m_desk; }
    void setDesk(DiplomacyDesk *desk);
    void paint(QPainter *painter) override;

Q_SIGNALS:
    void deskChanged();
    /// The province clicked, by abbreviation.
    void provinceClicked(const QString &province);

protected:
    void mousePressEvent(QMouseEvent *event) override;

private:
    QPointer<DiplomacyDesk> m_desk;
    herald::diplomacy::ProvinceId m_selected = herald::diplomacy::kNoProvince;
};

} // namespace herald::gui
