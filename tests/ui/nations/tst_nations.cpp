// Qt Quick test of the Nations & Rosters page: the Herald window on a new campaign with the demo
// map, the Kingdom of Veyra given the River Kingdom list, driven like a person.
#include "app/gui/shell.h"
#include "testhome.h"

#include <QJsonObject>
#include <QQuickStyle>
#include <QTemporaryDir>
#include <QtQuickTest>

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
        herald::test::useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
        QQuickStyle::setStyle(QStringLiteral("Material"));
        m_shell = std::make_unique<herald::gui::Shell>();
        auto &campaign = m_shell->campaign();
        campaign.newCampaign(QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("nations.herald"))),
                             QStringLiteral("Nations test campaign"));
        campaign.execute(QStringLiteral("map.importDemo"), {});
        campaign.execute(QStringLiteral("nation.edit"),
                         {{QStringLiteral("nation"), QStringLiteral("Kingdom of Veyra")},
                          {QStringLiteral("armyList"), QStringLiteral("sample-river-kingdom")}});
    }
    void cleanupTestCase() { m_shell.reset(); }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
};

QUICK_TEST_MAIN_WITH_SETUP(nations, Setup)
#include "tst_nations.moc"
