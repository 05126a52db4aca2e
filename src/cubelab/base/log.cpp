#include "cubelab/base/log.h"

#include <cstdio>
#include <memory>
#include <mutex>

namespace cubelab {
namespace {

std::mutex handler_mutex;
std::shared_ptr<const LogHandler> handler;  // null: stderr

std::shared_ptr<const LogHandler> current_handler() {
  std::lock_guard lock(handler_mutex);
  return handler;
}

}  // namespace

void set_log_handler(LogHandler h) {
  std::lock_guard lock(handler_mutex);
  handler = h ? std::make_shared<const LogHandler>(std::move(h)) : nullptr;
}

bool log_handler_set() { return current_handler() != nullptr; }

void log_message(LogLevel level, const std::string& text) {
  // Messages from several threads must not interleave, with each other or within a line.
  static std::mutex write_mutex;
  const std::shared_ptr<const LogHandler> h = current_handler();
  std::lock_guard lock(write_mutex);
  if (h) {
    (*h)(level, text);
    return;
  }
  std::fprintf(stderr, "%s\n", text.c_str());
  std::fflush(stderr);
}

}  // namespace cubelab
