#pragma once

#include <QQmlEngine>

namespace herald::test {

/// Makes every warning `engine` reports (a ReferenceError or TypeError in a binding, a binding
/// loop, "Unable to assign", an unknown property...) fail the running test, naming the message
/// and the QML line. QML's mistakes surface only as warnings at run time; without this a page
/// with a broken binding passes every test. A warning outside any test function (while a test
/// file loads or after the last test) stops the test program with the message.
void failOnQmlWarnings(QQmlEngine *engine);

} // namespace herald::test
