#pragma once
// What the store has to tell (a table it cannot use, keep or read back), through the
// library's one log (base/log.h).
#include <string>

#include "cubelab/base/log.h"

namespace cubelab::tables {

inline void say(const std::string& text) { log_message(LogLevel::Warning, "cubelab: " + text); }

}  // namespace cubelab::tables
