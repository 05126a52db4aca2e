#pragma once
// Input errors with stable codes (architecture.md §2). Every rejected input throws InputError;
// the CLI maps it to exit code 2, the HTTP API to 400 {code, message}.
#include <stdexcept>
#include <string>
#include <string_view>

namespace cubelab {

enum class ErrorCode {
  Format,      // E_FORMAT: wrong length or characters
  Centers,     // E_CENTERS: centres not six distinct colours / not a valid orientation
  ColorCount,  // E_COLOR_COUNT: a colour does not appear exactly 9 (or 4) times
  Corner,      // E_CORNER: impossible or duplicated corner
  Edge,        // E_EDGE: impossible or duplicated edge
  Twist,       // E_TWIST: corner orientations do not sum to 0 mod 3
  Flip,        // E_FLIP: edge orientations do not sum to 0 mod 2
  Parity,      // E_PARITY: corner and edge permutation parities differ
  Notation,    // E_NOTATION: bad move token (position and token named)
  Option,      // E_OPTION: unknown solver, bad option name or value
  Request,     // E_REQUEST: malformed request (API), missing field
  Limit,       // E_LIMIT: a resource limit (memory budget, size) refuses the request
  Output,      // E_OUTPUT: a result cannot be written (full disk, output locked or unusable)
  Photo,       // E_PHOTO: a photo that is no image, or shows no cube face
};

const char* error_code_name(ErrorCode code);
// The code of a name ("E_PARITY"); E_REQUEST for a name that is none.
ErrorCode error_code_from_name(std::string_view name);

// `text` fit for a message: non-printable and non-ASCII bytes become '?' (messages end up in
// JSON), and long text is cut to `max_len` characters with "...".
std::string printable(std::string_view text, size_t max_len = 40);

// "1 time", "3 times": a count and its noun, singular for one. `plural` defaults to the
// noun with "s".
std::string count_of(long long n, std::string_view noun, std::string_view plural = {});

class InputError : public std::runtime_error {
 public:
  InputError(ErrorCode code, const std::string& message)
      : std::runtime_error(message), code_(code) {}
  ErrorCode code() const { return code_; }
  const char* code_name() const { return error_code_name(code_); }

 private:
  ErrorCode code_;
};

// A result that cannot be written (E_OUTPUT): a full disk, an output file another run holds,
// an output that is not a regular file. Not an InputError: the input was good, and the CLI
// exits 1. reader_gone(): standard output was a pipe whose reader has ended (`| head`),
// which ends the output without an error.
class OutputError : public std::runtime_error {
 public:
  explicit OutputError(const std::string& message, bool reader_gone = false)
      : std::runtime_error(message), reader_gone_(reader_gone) {}
  static ErrorCode code() { return ErrorCode::Output; }
  bool reader_gone() const { return reader_gone_; }

 private:
  bool reader_gone_;
};

}  // namespace cubelab
