#pragma once

#include "app/printing/printjob.h"
#include "app/printing/textflow.h"
#include "app/services/warmaster/battlebriefs.h"

#include <vector>

namespace herald::printing {

/// Battle briefs for the table (§5.10-§5.11): for each battle, what its players need to set up
/// (kind, place, terrain cards, objective, deployment, army size, what each side may field),
/// then a result form to fill in as docs/battle-result-format.md reads it. One battle, or the
/// whole night in one document.
class BattleBriefSheet : public PageSource
{
public:
    explicit BattleBriefSheet(std::vector<app::BattleBrief> briefs);

    [[nodiscard]] int pageCount(const QRectF &printable) const override;
    void paintPage(QPainter &painter, int page, const QRectF &printable) const override;
    [[nodiscard]] QString title() const override;

private:
    /// The battle and, within it, the page a document page shows: -1 is its result form.
    [[nodiscard]] std::pair<std::size_t, int> locate(int page, const QRectF &printable) const;
    void paintResultForm(QPainter &painter, const app::BattleBrief &brief,
                         const QRectF &printable) const;

    std::vector<app::BattleBrief> m_briefs;
    std::vector<TextFlow> m_flows;
};

} // namespace herald::printing
