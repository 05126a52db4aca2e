#pragma once
// The exceptions of the library: Error for bad input, whose message says what is wrong and
// code() the stable error code (docs/formats.md), e.g. "E_PARITY", "E_NOTATION", "E_OPTION";
// OutputError (E_OUTPUT) for a result that cannot be written. A program catches Error for
// both.
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace cubelab {

class Error : public std::runtime_error {
 public:
  Error(std::string code, const std::string& message)
      : std::runtime_error(message), code_(std::move(code)) {}
  const std::string& code() const { return code_; }

 private:
  std::string code_;
};

// A result that cannot be written (E_OUTPUT): a full disk, an output file another run holds,
// an output that is not a regular file (cubelab/output.h). The input was good: the cubelab
// program exits 1, not 2. reader_gone(): standard output was a pipe whose reader has ended
// (`| head`), which ends the output without an error.
class OutputError : public Error {
 public:
  explicit OutputError(const std::string& message, bool reader_gone = false)
      : Error("E_OUTPUT", message), reader_gone_(reader_gone) {}
  bool reader_gone() const { return reader_gone_; }

 private:
  bool reader_gone_;
};

// What messages are made of, here and in the programs of the facade:
// `text` fit for a message: non-printable and non-ASCII bytes become '?' (messages end up in
// JSON), and long text is cut to `max_len` characters with "...".
std::string printable(std::string_view text, size_t max_len = 40);
// "1 time", "3 times": a count and its noun, singular for one. `plural` defaults to the
// noun with "s".
std::string count_of(long long n, std::string_view noun, std::string_view plural = {});

}  // namespace cubelab
