#include "cubelab/bench/progress_bar.h"

#include <fmt/format.h>

namespace cubelab {

ProgressBar::ProgressBar(std::string label, bool enabled)
    : label_(std::move(label)), enabled_(enabled), start_(std::chrono::steady_clock::now()) {}

void ProgressBar::update(size_t done, size_t total) {
  if (!enabled_ || total == 0) return;
  auto now = std::chrono::steady_clock::now();
  if (drawn_ && done < total && now - last_draw_ < std::chrono::milliseconds(100)) return;
  last_draw_ = now;
  drawn_ = true;
  double fraction = static_cast<double>(done) / static_cast<double>(total);
  double elapsed = std::chrono::duration<double>(now - start_).count();
  double eta = fraction > 0 ? elapsed / fraction - elapsed : 0;
  constexpr int kWidth = 30;
  int filled = static_cast<int>(fraction * kWidth);
  std::string bar(filled, '#');
  bar.resize(kWidth, '.');
  fmt::print(stderr, "\r{} [{}] {:3.0f}% {}/{}  elapsed {:.0f}s  ETA {:.0f}s  ", label_, bar,
             fraction * 100, done, total, elapsed, eta);
  std::fflush(stderr);
}

void ProgressBar::finish() {
  if (enabled_ && drawn_) fmt::print(stderr, "\n");
}

}  // namespace cubelab
