#include "windowfixture.h"

#include "testhome.h"

#include <QQmlError>
#include <QQuickStyle>
#include <QTest>
#include <QtQuickTest/quicktest.h>

namespace herald::test {

bool WindowFixture::start()
{
    QCoreApplication::setOrganizationName(QStringLiteral("HeraldTests"));
    useTemporaryHome(m_dir.filePath(QStringLiteral("home")));
    QQuickStyle::setStyle(QStringLiteral("Material"));
    m_shell = std::make_unique<gui::Shell>();
    m_shell->openInitialCampaign({QStringLiteral("--demo")});
    if (!m_shell->campaign().isOpen()) {
        qWarning() << "the demo campaign did not open:" << m_shell->campaign().fileRefusal();
        return false;
    }
    m_engine = std::make_unique<QQmlApplicationEngine>();
    QObject::connect(m_engine.get(), &QQmlEngine::warnings, m_engine.get(),
                     [this](const QList<QQmlError> &warnings) {
                         for (const QQmlError &warning : warnings)
                             m_warnings << warning.toString();
                     });
    m_engine->load(QUrl(QStringLiteral("qrc:/Herald/Main.qml")));
    if (m_engine->rootObjects().isEmpty())
        return false;
    m_window = qobject_cast<QQuickWindow *>(m_engine->rootObjects().first());
    if (!m_window)
        return false;
    m_window->resize(Width, Height);
    m_window->show();
    return QTest::qWaitForWindowExposed(m_window) &&
           QTest::qWaitFor([this] { return m_window->property("ready").toBool(); }, 10000);
}

void WindowFixture::stop()
{
    m_window = nullptr;
    m_engine.reset();
    m_shell.reset();
}

gui::AppSettings *WindowFixture::appSettings() const
{
    return m_engine->singletonInstance<gui::AppSettings *>(
        qmlTypeId("Herald.Backend", 1, 0, "AppSettings"));
}

const QStringList WindowFixture::PageNames = {
    QStringLiteral("campaign"),     QStringLiteral("map"),     QStringLiteral("nations"),
    QStringLiteral("orders"),       QStringLiteral("battles"), QStringLiteral("expeditions"),
    QStringLiteral("lesser-races"), QStringLiteral("decks"),   QStringLiteral("history"),
    QStringLiteral("dice"),         QStringLiteral("toolkit"), QStringLiteral("settings")};

QString WindowFixture::currentPageName() const
{
    return m_window->property("currentPageName").toString();
}

QQuickItem *WindowFixture::pages() const
{
    return m_window->findChild<QQuickItem *>(QStringLiteral("pages"));
}

QQuickItem *WindowFixture::showPage(int index)
{
    m_window->setProperty("currentPage", index);
    QQuickItem *stack = pages();
    if (!stack || index >= stack->childItems().size())
        return nullptr;
    QQuickItem *loader = stack->childItems().at(index);
    QQuickItem *page = nullptr;
    if (!QTest::qWaitFor(
            [&] { return (page = loader->property("item").value<QQuickItem *>()) != nullptr; },
            10000))
        return nullptr;
    // Layouts settle over a frame or two, and some pages fill in after their first frame.
    QTest::qWait(300);
    (void)grab();
    return QQuickTest::qWaitForPolish(m_window) ? page : nullptr;
}

QImage WindowFixture::grab() const
{
    // Views that draw in steps (the map's tiles) finish first: frames are taken until one
    // equals the last.
    QImage shot = m_window->grabWindow();
    for (int frame = 0; frame < 50; ++frame) {
        QTest::qWait(20);
        QImage next = m_window->grabWindow();
        if (next == shot)
            break;
        shot = std::move(next);
    }
    return shot;
}

QStringList WindowFixture::takeWarnings()
{
    return std::exchange(m_warnings, {});
}

void forEachVisibleItem(QQuickItem *item, const std::function<bool(QQuickItem *)> &visit)
{
    if (!item->isVisible() || item->opacity() <= 0 || !visit(item))
        return;
    for (QQuickItem *child : item->childItems())
        forEachVisibleItem(child, visit);
}

bool scrolledOutOfView(const QQuickItem *item)
{
    const QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    for (const QQuickItem *above = item->parentItem(); above; above = above->parentItem()) {
        if (above->inherits("QQuickFlickable"))
            return !rect.intersects(
                above->mapRectToScene(QRectF(0, 0, above->width(), above->height())));
    }
    return false;
}

QString describeItem(const QQuickItem *item)
{
    QString type = QString::fromLatin1(item->metaObject()->className());
    type = type.left(type.indexOf(QLatin1String("_QML"))).remove(QLatin1String("QQuick"));
    if (!item->objectName().isEmpty())
        return QStringLiteral("%1 \"%2\"").arg(type, item->objectName());
    const QString text = item->property("text").toString();
    if (!text.isEmpty())
        return QStringLiteral("%1 \"%2\"").arg(type, text.left(60));
    return type;
}

} // namespace herald::test
