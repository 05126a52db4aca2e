#pragma once
// The one way the library speaks to people: every message it writes (a table being built and
// how far it has got, a cache it cannot use, a damaged table set aside) passes through one
// handler. By default the handler writes each message on stderr as a line, and long work
// draws a progress bar there when stderr is a terminal. A program that logs its own way (a
// service, Python's `logging`: the Python package routes every message there) sets a handler
// of its own; then nothing of the library's is written to stderr.
#include <functional>
#include <string>

namespace cubelab {

enum class LogLevel { Info, Warning };

// A message: its level and its text, one line with no newline, e.g. "cubelab: building
// table twophase-phase1 (67.2 MiB, about 4 s on 2 threads), once; it is kept in ...".
// Handlers may be called from any thread, one message at a time.
using LogHandler = std::function<void(LogLevel level, const std::string& text)>;

// Sets the handler every message passes through; an empty one restores the default
// (stderr). Thread-safe; a message being handled finishes with the old handler.
void set_log_handler(LogHandler handler);

}  // namespace cubelab
