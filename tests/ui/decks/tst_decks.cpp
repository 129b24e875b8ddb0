// Qt Quick test of the Decks & Tables page: the Herald window on a new campaign (which holds the
// shipped WarMaster content), driven like a person.
#include "app/gui/shell.h"
#include "testhome.h"

#include <QQmlEngine>
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
        m_shell->campaign().newCampaign(
            QUrl::fromLocalFile(m_dir.filePath(QStringLiteral("decks.herald"))),
            QStringLiteral("Decks test campaign"));
    }
    void cleanupTestCase() { m_shell.reset(); }

private:
    QTemporaryDir m_dir;
    std::unique_ptr<herald::gui::Shell> m_shell;
};

QUICK_TEST_MAIN_WITH_SETUP(decks, Setup)
#include "tst_decks.moc"
