#pragma once

#include <QQuickItem>
#include <QString>

namespace herald::test {

/// Whatever a person would see wrong under `root`: texts cut, items laid over one another or
/// reaching off the window; empty when all looks right. For a page or a dialog a test drives,
/// where tst_fit pictures only the rail pages as they open.
[[nodiscard]] QString lookProblems(QQuickItem *root);

} // namespace herald::test
