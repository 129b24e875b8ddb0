#pragma once

#include "app/printing/printjob.h"
#include "app/printing/textflow.h"

#include <QJsonObject>

namespace herald::printing {

/// An expedition's sheet for the table (§7.2, issue 19): the fleet (nation, status, port, the
/// landmass it left and the one declared, boats, advantages), its roster lines, its crew with
/// their roles, the units traded for boats (§2.11) and the log of its chart rolls with their
/// dice. It reads the expedition as db::expeditionJson gives it, nothing more.
class ExpeditionSheet : public PageSource
{
public:
    explicit ExpeditionSheet(QJsonObject expedition);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

private:
    QJsonObject m_expedition;
    TextFlow m_flow;
};

} // namespace herald::printing
