#include "cubelab/tables/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <cstdio>

namespace cubelab::tables {

ProgressBar::ProgressBar(std::string name) : name_(std::move(name)), tty_(isatty(2) != 0) {}

void ProgressBar::start(const std::string& what, const std::string& where) {
  start_ = last_draw_ = std::chrono::steady_clock::now();
  std::fprintf(stderr, "cubelab: building table %s, once; it is kept in %s\n", what.c_str(),
               where.c_str());
  std::fflush(stderr);
  if (tty_) update(0);
}

void ProgressBar::update(double fraction) {
  if (!tty_) return;
  std::lock_guard lock(mu_);
  auto now = std::chrono::steady_clock::now();
  if (fraction < fraction_) fraction = fraction_;
  fraction_ = fraction;
  if (fraction > 0 && now - last_draw_ < std::chrono::milliseconds(100)) return;
  last_draw_ = now;
  double elapsed = std::chrono::duration<double>(now - start_).count();
  std::string eta =
      fraction > 0.01 ? fmt::format("ETA {:.0f} s", elapsed / fraction * (1 - fraction)) : "ETA ?";
  constexpr int kWidth = 30;
  int filled = static_cast<int>(fraction * kWidth);
  std::string bar(filled, '#');
  bar += std::string(kWidth - filled, '.');
  std::fprintf(stderr, "\rcubelab: building %s [%s] %3.0f%% %s   ", name_.c_str(), bar.c_str(),
               fraction * 100, eta.c_str());
  std::fflush(stderr);
}

void ProgressBar::finish(double seconds, uint64_t bytes) {
  std::lock_guard lock(mu_);
  std::fprintf(stderr, "%scubelab: built table %s (%s) in %.1f s\n", tty_ ? "\r\033[K" : "",
               name_.c_str(), human_bytes(bytes).c_str(), seconds);
  std::fflush(stderr);
}

std::string human_bytes(uint64_t bytes) {
  if (bytes >= (1ull << 30)) return fmt::format("{:.2f} GiB", bytes / double(1ull << 30));
  if (bytes >= (1ull << 20)) return fmt::format("{:.1f} MiB", bytes / double(1ull << 20));
  if (bytes >= (1ull << 10)) return fmt::format("{:.1f} KiB", bytes / double(1ull << 10));
  return fmt::format("{} B", bytes);
}

}  // namespace cubelab::tables
