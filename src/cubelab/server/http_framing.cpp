#include "cubelab/server/http_framing.h"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

#include "cubelab/error.h"

namespace cubelab::server {
namespace {

// RFC 9110 §5.6.2: the characters of a token (a header's name).
bool token_char(unsigned char c) {
  if (std::isalnum(c)) return true;
  return std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
}

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

bool same_name(std::string_view a, std::string_view b) {
  return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}

}  // namespace

std::string check_request_head(std::string_view head, RequestHead& out) {
  out = RequestHead{};
  int hosts = 0;
  std::string_view length, encoding;
  bool first = true;
  while (!head.empty()) {
    const size_t end = head.find('\n');
    std::string_view line = head.substr(0, end);
    head.remove_prefix(end == std::string_view::npos ? head.size() : end + 1);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (first) {  // the request line, httplib's to read
      first = false;
      continue;
    }
    if (line.empty()) continue;
    if (line.front() == ' ' || line.front() == '\t')
      return "a header line starts with white space (line folding is not accepted)";
    const size_t colon = line.find(':');
    if (colon == std::string_view::npos)
      return fmt::format("the header line '{}' has no ':'", printable(line));
    const std::string_view name = line.substr(0, colon);
    if (name.empty() || !std::all_of(name.begin(), name.end(), [](char c) {
          return token_char(static_cast<unsigned char>(c));
        }))
      return fmt::format("'{}' is not a header name (no space may come before ':')",
                         printable(name));
    const std::string_view value = trim(line.substr(colon + 1));
    if (same_name(name, "Host")) {
      if (++hosts > 1) return "the request has more than one Host header";
    } else if (same_name(name, "Content-Length")) {
      if (value.empty() || !std::all_of(value.begin(), value.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
          }))
        return fmt::format("Content-Length '{}' is not a number of bytes", printable(value));
      if (!length.empty() && length != value)
        return "the request has two Content-Length headers that differ";
      length = value;
    } else if (same_name(name, "Transfer-Encoding")) {
      if (!encoding.empty()) return "the request has more than one Transfer-Encoding header";
      encoding = value;
      if (!same_name(value, "chunked"))
        return fmt::format(
            "Transfer-Encoding '{}' is not accepted: a body is sent as it is or 'chunked'",
            printable(value));
      out.chunked = true;
    }
  }
  if (out.chunked && !length.empty())
    return "the request has both Content-Length and Transfer-Encoding: where its body ends is "
           "not clear";
  return "";
}

bool ChunkFraming::fail(const std::string& why) {
  problem_ = "broken chunked body: " + why;
  return false;
}

bool ChunkFraming::feed(char c) {
  constexpr size_t kMaxLine = 4096;  // an extension or trailer line
  switch (state_) {
    case State::Size:
      if (std::isxdigit(static_cast<unsigned char>(c))) {
        if (++digits_ > 15) return fail("a chunk size has more than 15 digits");
        const int v = std::isdigit(static_cast<unsigned char>(c))
                          ? c - '0'
                          : std::tolower(static_cast<unsigned char>(c)) - 'a' + 10;
        size_ = size_ * 16 + static_cast<uint64_t>(v);
        return true;
      }
      if (digits_ == 0)
        return fail(fmt::format("a chunk size starts with '{}', not a hexadecimal digit",
                                printable(std::string_view(&c, 1))));
      if (c == ';' || c == ' ' || c == '\t') {
        state_ = State::Extension;
        line_ = 0;
        return true;
      }
      if (c == '\r') {
        state_ = State::SizeLf;
        return true;
      }
      if (c == '\n') return feed('\r') && feed('\n');
      return fail(
          fmt::format("a chunk size is followed by '{}'", printable(std::string_view(&c, 1))));
    case State::Extension:
      if (c == '\r') state_ = State::SizeLf;
      if (c == '\n') return feed('\r') && feed('\n');
      if (++line_ > kMaxLine) return fail("a chunk extension is too long");
      return true;
    case State::SizeLf:
      if (c != '\n') return fail("a chunk size line does not end with CRLF");
      state_ = size_ == 0 ? State::Trailer : State::Data;
      line_ = 0;
      return true;
    case State::Data:
      if (--size_ == 0) state_ = State::DataCr;
      return true;
    case State::DataCr:
      if (c == '\n') return feed('\r') && feed('\n');
      if (c != '\r') return fail("a chunk is longer than its size says");
      state_ = State::DataLf;
      return true;
    case State::DataLf:
      if (c != '\n') return fail("a chunk's data does not end with CRLF");
      state_ = State::Size;
      size_ = 0;
      digits_ = 0;
      return true;
    case State::Trailer:
      if (c == '\r') {
        state_ = State::TrailerLf;
        return true;
      }
      if (c == '\n') return feed('\r') && feed('\n');
      // cpp-httplib reads no trailer fields: refused here, with the reason.
      return fail("trailer fields after the last chunk are not accepted");
    case State::TrailerLf:
      if (c != '\n') return fail("the last chunk is not followed by CRLF");
      state_ = State::Done;
      return true;
    case State::Done:
      return true;
  }
  return true;
}

}  // namespace cubelab::server
