#pragma once

#include "db/fileproblem.h"

#include <functional>

namespace herald::db {

/// What buildNewFile does about a file already at the target.
enum class ExistingFile
{
    Refuse,  ///< AlreadyExists: nothing is built
    Replace, ///< the person agreed to replace it: the new file takes its place in one step
};

/// Makes a new file at `target` the way a document must be made: `build` writes it whole
/// under a temporary name beside the target (a hidden `.<name>.<random>.partial`), it is
/// synced to the disk, and only then does it take the target's name, in one step that never
/// replaces a file already there. A run killed at any moment leaves nothing at the target.
///
/// `build` gets the temporary path and must have closed every connection to it when it
/// returns. When it fails, or when the target appeared meanwhile (another Herald won the
/// race: AlreadyExists), the temporary file is removed and the target is untouched. With
/// ExistingFile::Replace a file at the target stays whole until the new one replaces it by
/// rename(2), so a failed or killed build leaves the old file as it was.
[[nodiscard]] FileError buildNewFile(const QString &target,
                                     const std::function<FileError(const QString &)> &build,
                                     ExistingFile existing = ExistingFile::Refuse);

} // namespace herald::db
