#pragma once
// The one parser for every number a user types: solver options, the CLI's flags and (through
// the options) the HTTP API. A value is either exactly what was written, within the allowed
// range, or refused with Error(E_OPTION) naming what it was for, the text and the range:
// nothing wraps around (3000000000 is not an int), nothing is cut short ("12abc", "1e"), and
// NaN or infinity is never a number.
#include <cstdint>
#include <string>
#include <string_view>

namespace cubelab {

// A whole number in [min, max]. Written in decimal digits with an optional sign, or as a
// decimal with an exponent whose value is whole ("1e6", "3e9", "2.0"), as JSON writers do.
// `what` names the value in the error: "option 'p1' of solver 'msls'", "--threads".
int64_t parse_int(std::string_view text, int64_t min, int64_t max, std::string_view what);

// A whole number >= 0 up to 2^64 - 1 (seeds): digits only, no sign.
uint64_t parse_unsigned(std::string_view text, std::string_view what);

// A finite decimal in [min, max] ("0.5", "1e-3", "-2").
double parse_decimal(std::string_view text, double min, double max, std::string_view what);

// A number of bytes in [min, max]: digits with an optional binary unit ("512M", "1G", "8GiB",
// "4096MB", "123456"); units are powers of 1024, case-insensitive.
uint64_t parse_size(std::string_view text, uint64_t min, uint64_t max, std::string_view what);

// "true"/"false" (also 1/0, yes/no, on/off).
bool parse_bool(std::string_view text, std::string_view what);

// How a range is written in messages and help: "[0, 1000000000]", sizes as "[1M, 1T]".
std::string format_range(int64_t min, int64_t max);
std::string format_range(double min, double max);
std::string format_size(uint64_t bytes);  // "512M", "1G", "1536M", "123456"

}  // namespace cubelab
