#include "cubelab/number.h"

#include <fmt/format.h>

#include <cctype>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>

#include "cubelab/cube/error.h"

namespace cubelab {
namespace {

[[noreturn]] void refuse(std::string_view what, std::string_view text, std::string_view why) {
  throw InputError(ErrorCode::Option, fmt::format("{}: '{}' {}", what, printable(text), why));
}

// from_chars takes no '+'; people write it.
std::string_view without_plus(std::string_view text) {
  if (text.size() > 1 && text[0] == '+' && text[1] != '-') text.remove_prefix(1);
  return text;
}

// std::from_chars for a double. libc++ before version 17 (that of Debian's emscripten) has
// none: there it is strtod, refusing what strtod reads and from_chars does not (leading
// space, '+', hexadecimal).
std::from_chars_result read_double(const char* first, const char* last, double& out) {
#if defined(_LIBCPP_VERSION) && _LIBCPP_VERSION < 170000
  const std::string text(first, last);
  const char* p = text.c_str();
  const char* digits = p + (*p == '-');
  if (*p == '\0' || std::isspace(static_cast<unsigned char>(*p)) || *p == '+' ||
      (digits[0] == '0' && (digits[1] == 'x' || digits[1] == 'X')))
    return {first, std::errc::invalid_argument};
  errno = 0;
  char* end = nullptr;
  out = std::strtod(p, &end);
  if (end == p) return {first, std::errc::invalid_argument};
  return {first + (end - p), errno == ERANGE ? std::errc::result_out_of_range : std::errc()};
#else
  return std::from_chars(first, last, out);
#endif
}

// The whole text as a double, or false (trailing characters, empty, not a number).
bool whole_double(std::string_view text, double& out) {
  text = without_plus(text);
  if (text.empty()) return false;
  auto [end, ec] = read_double(text.data(), text.data() + text.size(), out);
  // Out of a double's range ("1e999") reads as infinite: refused below as not finite.
  if (ec == std::errc::result_out_of_range) out = text[0] == '-' ? -HUGE_VAL : HUGE_VAL;
  return (ec == std::errc() || ec == std::errc::result_out_of_range) &&
         end == text.data() + text.size();
}

}  // namespace

std::string format_range(int64_t min, int64_t max) { return fmt::format("[{}, {}]", min, max); }

std::string format_range(double min, double max) { return fmt::format("[{}, {}]", min, max); }

std::string format_size(uint64_t bytes) {
  static constexpr const char* kUnits = "KMGT";
  for (int u = 3; u >= 0; --u) {
    const int shift = 10 * (u + 1);
    if (bytes != 0 && bytes % (uint64_t{1} << shift) == 0)
      return fmt::format("{}{}", bytes >> shift, kUnits[u]);
  }
  return fmt::format("{}", bytes);
}

int64_t parse_int(std::string_view text, int64_t min, int64_t max, std::string_view what) {
  const std::string range = format_range(min, max);
  const std::string_view t = without_plus(text);
  int64_t v = 0;
  auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
  if (!t.empty() && end == t.data() + t.size()) {
    if (ec == std::errc::result_out_of_range) refuse(what, text, "is out of range " + range);
  } else {
    // "1e6", "3e9", "2.0": a whole value written as a decimal (JSON numbers come this way).
    double d;
    if (!whole_double(text, d) || !std::isfinite(d) || d != std::trunc(d))
      refuse(what, text, "is not a whole number (allowed: " + range + ")");
    // 2^63 is exact as a double; anything at or beyond it is beyond every int64 range.
    if (d >= 0x1p63 || d < -0x1p63) refuse(what, text, "is out of range " + range);
    v = static_cast<int64_t>(d);
  }
  if (v < min || v > max) refuse(what, text, "is out of range " + range);
  return v;
}

uint64_t parse_unsigned(std::string_view text, std::string_view what) {
  constexpr uint64_t kMax = std::numeric_limits<uint64_t>::max();
  const std::string range = fmt::format("[0, {}]", kMax);
  bool digits = !text.empty();
  for (char c : text) digits = digits && std::isdigit(static_cast<unsigned char>(c));
  if (!digits) refuse(what, text, "is not a whole number >= 0 (allowed: " + range + ")");
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), v);
  if (ec != std::errc() || end != text.data() + text.size())
    refuse(what, text, "is out of range " + range);
  return v;
}

double parse_decimal(std::string_view text, double min, double max, std::string_view what) {
  const std::string range = format_range(min, max);
  double v;
  if (!whole_double(text, v) || std::isnan(v))
    refuse(what, text, "is not a number (allowed: " + range + ")");
  if (!std::isfinite(v) || v < min || v > max) refuse(what, text, "is out of range " + range);
  return v;
}

uint64_t parse_size(std::string_view text, uint64_t min, uint64_t max, std::string_view what) {
  const std::string range = fmt::format("[{}, {}]", format_size(min), format_size(max));
  size_t i = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
  std::string unit;
  for (size_t k = i; k < text.size(); ++k)
    unit += static_cast<char>(std::toupper(static_cast<unsigned char>(text[k])));
  int shift = -1;
  if (unit.empty() || unit == "B") shift = 0;
  if (unit == "K" || unit == "KB" || unit == "KIB") shift = 10;
  if (unit == "M" || unit == "MB" || unit == "MIB") shift = 20;
  if (unit == "G" || unit == "GB" || unit == "GIB") shift = 30;
  if (unit == "T" || unit == "TB" || unit == "TIB") shift = 40;
  if (i == 0 || shift < 0)
    refuse(what, text, "is not a size such as 512M, 1G or 8G (allowed: " + range + ")");
  uint64_t v = 0;
  auto [end, ec] = std::from_chars(text.data(), text.data() + i, v);
  // Checked before shifting: 17179869185G must not wrap around to 1G.
  if (ec != std::errc() || v > (std::numeric_limits<uint64_t>::max() >> shift))
    refuse(what, text, "is out of range " + range);
  v <<= shift;
  if (v < min || v > max) refuse(what, text, "is out of range " + range);
  return v;
}

bool parse_bool(std::string_view text, std::string_view what) {
  if (text == "true" || text == "1" || text == "yes" || text == "on") return true;
  if (text == "false" || text == "0" || text == "no" || text == "off") return false;
  refuse(what, text, "is not true or false");
}

}  // namespace cubelab
