// The server's strict framing checks (server/http_framing.h), byte by byte.
#include "cubelab/server/http_framing.h"

#include <gtest/gtest.h>

#include <string>

namespace cubelab::server {
namespace {

std::string problem_of(const std::string& head) {
  RequestHead h;
  return check_request_head(head, h);
}

TEST(RequestHead, AcceptsPlainFramingAndSaysWhenChunked) {
  RequestHead h;
  EXPECT_EQ(check_request_head("POST / HTTP/1.1\r\nHost: a\r\nContent-Length:  12 \r\n", h), "");
  EXPECT_FALSE(h.chunked);
  EXPECT_EQ(check_request_head("POST / HTTP/1.1\r\nhost: a\r\ntransfer-encoding: Chunked\r\n", h),
            "");
  EXPECT_TRUE(h.chunked);
  // The same Content-Length twice is the same framing.
  EXPECT_EQ(problem_of("POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 3\r\n"), "");
}

TEST(RequestHead, RefusesEveryAmbiguity) {
  for (const char* head : {
           "POST / HTTP/1.1\r\nContent-Length: 12abc\r\n",
           "POST / HTTP/1.1\r\nContent-Length: -1\r\n",
           "POST / HTTP/1.1\r\nContent-Length: +1\r\n",
           "POST / HTTP/1.1\r\nContent-Length: \r\n",
           "POST / HTTP/1.1\r\nContent-Length: 3\r\nContent-Length: 4\r\n",
           "POST / HTTP/1.1\r\nTransfer-Encoding: gzip, chunked\r\n",
           "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n",
           "POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nContent-Length: 3\r\n",
           "GET / HTTP/1.1\r\nHost: a\r\nHOST: b\r\n",
           "GET / HTTP/1.1\r\nHost : a\r\n",
           "GET / HTTP/1.1\r\nX-A: 1\r\n\tfolded\r\n",
           "GET / HTTP/1.1\r\nno colon here\r\n",
           "GET / HTTP/1.1\r\n: empty name\r\n",
       })
    EXPECT_NE(problem_of(head), "") << head;
}

// Feeds `body`; "" when the framing ends well, "waiting" when it needs more bytes, else the
// problem.
std::string chunked(const std::string& body) {
  ChunkFraming f;
  for (char c : body) {
    if (f.done()) break;
    if (!f.feed(c)) return f.problem();
  }
  return f.done() ? "" : "waiting";
}

TEST(ChunkFraming, FollowsAWellFramedBodyToItsEnd) {
  EXPECT_EQ(chunked("3\r\nabc\r\n0\r\n\r\n"), "");
  EXPECT_EQ(chunked("A;name=value\r\n0123456789\r\n0\r\n\r\n"), "");
  EXPECT_EQ(chunked("1\r\nx\r\n"), "waiting");
  EXPECT_EQ(chunked("3\nabc\n0\n\n"), "");  // bare line feeds end lines too
}

TEST(ChunkFraming, RefusesBrokenFramingAtOnce) {
  for (const char* body : {"-5\r\n", "0x10\r\n", "\r\n", "g\r\n", "3\r\nabcd\r\n", "3\rabc",
                           "1234567890abcdef0\r\n", "0\r\nX-Trailer: 1\r\n\r\n"}) {
    const std::string problem = chunked(body);
    EXPECT_NE(problem, "") << body;
    EXPECT_NE(problem, "waiting") << body;
  }
}

}  // namespace
}  // namespace cubelab::server
