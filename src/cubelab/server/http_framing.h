#pragma once
// Strict HTTP/1.1 message framing (RFC 9112), checked on the bytes as they arrive, before
// cpp-httplib reads them: where a request's body ends must be beyond doubt, or the request
// is refused at once (400) instead of waited for. cpp-httplib 0.11.4 reads
// "Content-Length: 12abc" as 12 and a chunk size "-5" as a huge number, and then waits for
// bytes that never come (a 408 after the request timeout); it takes the first of two Host
// headers, and a body framed by "Transfer-Encoding: gzip, chunked" as chunked.
#include <cstdint>
#include <string>
#include <string_view>

namespace cubelab::server {

// What the head of a request (request line and header lines, up to and without the empty
// line that ends it) says about its body.
struct RequestHead {
  bool chunked = false;  // Transfer-Encoding: chunked
};

// Checks a request's head: every header line is "name: value" with a token for a name and
// no space before the colon (no line folding); at most one Host; Content-Length, if any, is
// one run of decimal digits (repeated only with the same value); Transfer-Encoding, if any,
// is "chunked" alone, and never beside a Content-Length. Returns what is wrong ("" when
// nothing is) and fills `head`.
std::string check_request_head(std::string_view head, RequestHead& head_out);

// Follows a chunked body byte by byte: each chunk's size line is hexadecimal digits
// (at most 15 of them), optionally followed by ";" and extensions, ended by CRLF; its data
// is followed by CRLF; the last chunk (size 0) by an empty line (cpp-httplib reads no
// trailer fields, so none are accepted).
class ChunkFraming {
 public:
  // Takes the next byte of the body; false when the framing is broken, with the reason
  // in problem().
  bool feed(char c);
  // The body is complete (the empty line after the last chunk was read).
  bool done() const { return state_ == State::Done; }
  const std::string& problem() const { return problem_; }

 private:
  enum class State { Size, Extension, SizeLf, Data, DataCr, DataLf, Trailer, TrailerLf, Done };
  bool fail(const std::string& why);

  State state_ = State::Size;
  uint64_t size_ = 0;  // of the chunk being read (its size line, then what is left)
  int digits_ = 0;     // of the size line so far
  size_t line_ = 0;    // bytes of the current chunk extension
  std::string problem_;
};

}  // namespace cubelab::server
