#pragma once

#include <QStringList>

namespace herald::cli {

class CliContext;

/// `adjudicate POSITION ORDERS`: judges one phase from a position file and an orders file,
/// with no campaign, and prints every result and the next position.
int judgePosition(CliContext &c, QStringList words);

} // namespace herald::cli
