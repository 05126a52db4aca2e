#pragma once
// The library's side of include/cubelab/log.h: where its messages go.
#include <string>

#include "cubelab/log.h"

namespace cubelab {

// Passes `text` (one line, no newline) to the handler, or writes it on stderr when none is
// set.
void log_message(LogLevel level, const std::string& text);

// True when a handler of the program's own is set: progress is then reported as occasional
// messages, never drawn on stderr.
bool log_handler_set();

}  // namespace cubelab
