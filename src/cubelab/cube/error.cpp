#include "cubelab/cube/error.h"

#include "cubelab/base/enum_names.h"

namespace cubelab {

namespace {

constexpr EnumNames<ErrorCode, 14> kErrorCodeNames{{{{ErrorCode::Format, "E_FORMAT"},
                                                     {ErrorCode::Centers, "E_CENTERS"},
                                                     {ErrorCode::ColorCount, "E_COLOR_COUNT"},
                                                     {ErrorCode::Corner, "E_CORNER"},
                                                     {ErrorCode::Edge, "E_EDGE"},
                                                     {ErrorCode::Twist, "E_TWIST"},
                                                     {ErrorCode::Flip, "E_FLIP"},
                                                     {ErrorCode::Parity, "E_PARITY"},
                                                     {ErrorCode::Notation, "E_NOTATION"},
                                                     {ErrorCode::Option, "E_OPTION"},
                                                     {ErrorCode::Request, "E_REQUEST"},
                                                     {ErrorCode::Limit, "E_LIMIT"},
                                                     {ErrorCode::Output, "E_OUTPUT"},
                                                     {ErrorCode::Photo, "E_PHOTO"}}},
                                                   "E_UNKNOWN"};

}  // namespace

const char* error_code_name(ErrorCode code) { return kErrorCodeNames.name(code); }

ErrorCode error_code_from_name(std::string_view name) {
  return kErrorCodeNames.value(name).value_or(ErrorCode::Request);
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
