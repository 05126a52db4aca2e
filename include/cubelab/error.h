#pragma once
// The one exception the library's facade throws for bad input: the message says what is
// wrong, code() the stable error code (docs/formats.md), e.g. "E_PARITY", "E_NOTATION",
// "E_OPTION".
#include <stdexcept>
#include <string>

namespace cubelab {

class Error : public std::runtime_error {
 public:
  Error(std::string code, const std::string& message)
      : std::runtime_error(message), code_(std::move(code)) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

}  // namespace cubelab
