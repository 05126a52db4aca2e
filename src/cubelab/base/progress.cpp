#include "cubelab/progress.h"

#include <fmt/format.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>

#include "cubelab/base/log.h"

namespace cubelab {

bool ReportThrottle::due(bool force) {
  std::lock_guard lock(mu_);
  const auto now = std::chrono::steady_clock::now();
  if (!force && reported_ && now - last_ < interval_) return false;
  reported_ = true;
  last_ = now;
  return true;
}

ProgressBar::ProgressBar(std::string label, Output output)
    : label_(std::move(label)),
      output_(output != Output::Auto                        ? output
              : log_handler_set() || !isatty(STDERR_FILENO) ? Output::Lines
                                                            : Output::Terminal),
      start_(std::chrono::steady_clock::now()) {}

void ProgressBar::restart() {
  std::lock_guard lock(mu_);
  start_ = std::chrono::steady_clock::now();
}

void ProgressBar::update(uint64_t done, uint64_t total) {
  if (total == 0) return;
  update(static_cast<double>(done) / static_cast<double>(total), fmt::format("{}/{}", done, total));
}

void ProgressBar::update(double fraction, const std::string& detail) {
  if (output_ == Output::Off) return;
  std::lock_guard lock(mu_);
  fraction = std::clamp(std::max(fraction, fraction_), 0.0, 1.0);
  fraction_ = fraction;
  const auto now = std::chrono::steady_clock::now();
  if (output_ == Output::Terminal) {
    if (drawn_ && fraction < 1 && now - last_draw_ < std::chrono::milliseconds(100)) return;
  } else if (fraction - last_line_fraction_ < 0.25 || now - last_draw_ < std::chrono::seconds(5) ||
             now - start_ < std::chrono::seconds(5)) {
    return;
  }
  draw(fraction, detail, now);
}

void ProgressBar::draw(double fraction, const std::string& detail,
                       std::chrono::steady_clock::time_point now) {
  last_draw_ = now;
  const double elapsed = std::chrono::duration<double>(now - start_).count();
  const std::string eta =
      fraction > 0.01 ? fmt::format("ETA {:.0f} s", elapsed / fraction * (1 - fraction)) : "ETA ?";
  const std::string text = fmt::format("{:3.0f}%{}  elapsed {:.0f} s  {}", fraction * 100,
                                       detail.empty() ? "" : " " + detail, elapsed, eta);
  if (output_ == Output::Terminal) {
    constexpr int kWidth = 30;
    const int filled = static_cast<int>(fraction * kWidth);
    fmt::print(stderr, "\r{} [{}{}] {}   ", label_, std::string(filled, '#'),
               std::string(kWidth - filled, '.'), text);
    drawn_ = true;
    std::fflush(stderr);
  } else {
    log_message(LogLevel::Info, fmt::format("{}: {}", label_, text));
    last_line_fraction_ = fraction;
  }
}

void ProgressBar::finish(const std::string& line) {
  std::lock_guard lock(mu_);
  if (output_ == Output::Terminal && drawn_) {
    fmt::print(stderr, "\r\033[K");
    std::fflush(stderr);
  }
  drawn_ = false;
  if (!line.empty() && output_ != Output::Off) log_message(LogLevel::Info, line);
}

std::string human_bytes(uint64_t bytes) {
  if (bytes >= (1ull << 30)) return fmt::format("{:.2f} GiB", bytes / double(1ull << 30));
  if (bytes >= (1ull << 20)) return fmt::format("{:.1f} MiB", bytes / double(1ull << 20));
  if (bytes >= (1ull << 10)) return fmt::format("{:.1f} KiB", bytes / double(1ull << 10));
  return fmt::format("{} B", bytes);
}

}  // namespace cubelab
