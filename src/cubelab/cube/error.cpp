#include "cubelab/cube/error.h"

namespace cubelab {

const char* error_code_name(ErrorCode code) {
  switch (code) {
    case ErrorCode::Format: return "E_FORMAT";
    case ErrorCode::Centers: return "E_CENTERS";
    case ErrorCode::ColorCount: return "E_COLOR_COUNT";
    case ErrorCode::Corner: return "E_CORNER";
    case ErrorCode::Edge: return "E_EDGE";
    case ErrorCode::Twist: return "E_TWIST";
    case ErrorCode::Flip: return "E_FLIP";
    case ErrorCode::Parity: return "E_PARITY";
    case ErrorCode::Notation: return "E_NOTATION";
    case ErrorCode::Option: return "E_OPTION";
    case ErrorCode::Request: return "E_REQUEST";
    case ErrorCode::Limit: return "E_LIMIT";
  }
  return "E_UNKNOWN";
}

std::string printable(std::string_view text, size_t max_len) {
  std::string s;
  for (char c : text.substr(0, max_len)) {
    auto u = static_cast<unsigned char>(c);
    s += u >= 0x20 && u < 0x7f ? c : '?';
  }
  if (text.size() > max_len) s += "...";
  return s;
}

std::string count_of(long long n, std::string_view noun, std::string_view plural) {
  std::string s = std::to_string(n) + " ";
  if (n == 1 || n == -1) return s.append(noun);
  return plural.empty() ? s.append(noun).append("s") : s.append(plural);
}

}  // namespace cubelab
