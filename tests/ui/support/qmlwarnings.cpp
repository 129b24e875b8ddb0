#include "qmlwarnings.h"

#include <QQmlError>
#include <QTest>

namespace herald::test {

namespace {

void fail(const QQmlError &warning)
{
    const QByteArray message = "QML warning: " + warning.toString().toUtf8();
    if (!QTest::currentTestFunction())
        qFatal("%s", message.constData());
    const QByteArray file = warning.url().toString().toUtf8();
    QTest::qFail(message.constData(), file.constData(), warning.line());
}

} // namespace

void failOnQmlWarnings(QQmlEngine *engine)
{
    QObject::connect(engine, &QQmlEngine::warnings, engine, [](const QList<QQmlError> &warnings) {
        for (const QQmlError &warning : warnings)
            fail(warning);
    });
}

} // namespace herald::test
