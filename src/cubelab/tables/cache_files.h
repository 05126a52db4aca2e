#pragma once
// The cache folder's files beyond one table (store.h: inspect_file, list_files,
// clear_cache): the temporary files of builds, and those that killed builds left.
#include <optional>
#include <string>

namespace cubelab::tables {

// Removes the temporary files that killed builds of `name` left behind (called with the
// table's build lock held, so no live build of this process family is writing one).
void remove_stale_temp_files(const std::string& name);

}  // namespace cubelab::tables
