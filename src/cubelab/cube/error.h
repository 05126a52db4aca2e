#pragma once
// Input errors with stable codes (architecture.md §2). Every rejected input throws InputError;
// the CLI maps it to exit code 2, the HTTP API to 400 {code, message}. An InputError is the
// public cubelab::Error (cubelab/error.h) of its code, so that a program of the facade
// catches whatever the library refuses as that.
#include <string>
#include <string_view>

#include "cubelab/error.h"

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

class InputError : public Error {
 public:
  InputError(ErrorCode code, const std::string& message)
      : Error(error_code_name(code), message), code_(code) {}
  ErrorCode code() const { return code_; }
  const char* code_name() const { return error_code_name(code_); }

 private:
  ErrorCode code_;
};

}  // namespace cubelab
