#pragma once

#include "app/gui/campaignform.h"
#include "app/maprender/maprenderer.h"

#include <QStringList>
#include <QUrl>

namespace herald::mapui {

/// The Map page's whole-map actions: import the demo map or a map file, export it, print it
/// (PDF or printer, A4 or Letter, whole map or one nation's view), draw it to PNG, and set a
/// scanned background. Each reports done(summary) or error(message).
class MapDocument : public herald::gui::CampaignForm
{
    Q_OBJECT
    QML_ELEMENT

    Q_PROPERTY(QStringList nationNames READ nationNames NOTIFY nationsChanged)
    /// The PDF, the printout and the PNG show what happened this month too.
    Q_PROPERTY(bool monthOverlay MEMBER m_monthOverlay NOTIFY monthOverlayChanged)

public:
    explicit MapDocument(QObject *parent = nullptr);

    [[nodiscard]] QStringList nationNames() const { return m_nationNames; }

    Q_INVOKABLE void importDemo();
    /// Names and sizes the hex layout (map.layout); on an empty map this starts a blank one.
    Q_INVOKABLE void setLayout(const QString &name, int columns, int rows);
    Q_INVOKABLE void importFile(const QUrl &file);
    Q_INVOKABLE void exportFile(const QUrl &file);
    /// nation: index into nationNames, or -1 for the referee's whole map.
    Q_INVOKABLE void printPdf(const QUrl &file, const QString &paper, int nation);
    Q_INVOKABLE void printWithDialog(const QString &paper, int nation);
    Q_INVOKABLE void exportPng(const QUrl &file, int nation);
    Q_INVOKABLE void setBackground(const QUrl &image, double gridOpacity);
    Q_INVOKABLE void clearBackground();
    /// How opaque the terrain and grid are over the background (0 to 1), one command.
    Q_INVOKABLE void setGridOpacity(double opacity);

Q_SIGNALS:
    void nationsChanged();
    void monthOverlayChanged();

protected:
    void reload() override;

private:
    /// The open campaign's map, read when a document is made of it (empty with no campaign).
    [[nodiscard]] warmaster::StrategicMap currentMap() const;
    /// What is drawn: the whole map or a nation's view, with the month overlay when asked.
    [[nodiscard]] maprender::RenderOptions viewFor(const warmaster::StrategicMap &m,
                                                   int nation) const;

    QStringList m_nationNames;
    bool m_monthOverlay = false;
};

} // namespace herald::mapui
