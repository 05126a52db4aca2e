#pragma once
// cpp-httplib's server with limits on every part of a request, however it is framed, and on
// the connections a client may hold: never a crash, never a hang.
//
// Debian's cpp-httplib 0.11.4 is a compiled library: its CPPHTTPLIB_* limits are fixed, and
// it has no limit on the number of header lines, nor on a chunked body
// (set_payload_max_length applies to Content-Length only), nor on the time a request may
// take to arrive (its read timeout is per read: a byte every few seconds keeps a connection,
// and a worker thread, for ever). So GuardedServer runs each connection itself, over a
// stream of its own that
//   * gives the request line and headers at most `max_header_bytes` and `max_header_lines`,
//   * gives the body at most `max_body_wire_bytes` on the wire (chunk framing included),
//   * gives the whole request (line, headers and body) `request_timeout_s` to arrive,
// and answers what does not fit with 431, 413 or 408 (then closes the connection). It also
// caps the connections one client address holds at once and the connections waiting for a
// worker, answering 503 beyond, so that a few slow clients cannot take every worker.
#include <httplib.h>

#include <atomic>
#include <cstddef>
#include <map>
#include <mutex>
#include <string>

namespace cubelab::server {

struct ConnectionLimits {
  size_t max_header_bytes = 16 * 1024;  // request line and headers
  size_t max_header_lines = 100;
  size_t max_body_wire_bytes = 256 * 1024;  // as sent, chunk framing included
  double request_timeout_s = 10;            // the whole request, from its first byte
  double keep_alive_timeout_s = 5;          // idle time between requests
  size_t keep_alive_max_requests = 100;
  size_t workers = 34;                     // threads serving connections
  size_t max_connections_per_client = 16;  // per remote address, open at once
  size_t max_waiting_connections = 64;     // accepted, waiting for a worker
};

// Why the current request was cut short (read by the error handler, on the same thread).
enum class RequestCut { None, HeadersTooLarge, BodyTooLarge, TooSlow };
RequestCut current_request_cut();
// Asks that the connection serving the current request be closed after its answer (for
// answers given before the body was read).
void close_connection_after_answer();

class GuardedServer : public httplib::Server {
 public:
  explicit GuardedServer(ConnectionLimits limits);
  const ConnectionLimits& limits() const { return limits_; }
  // Connections open now (for tests and the soak test).
  int open_connections() const { return open_.load(); }

 private:
  bool process_and_close_socket(socket_t sock) override;
  bool admit(const std::string& address);
  void release(const std::string& address);

  ConnectionLimits limits_;
  std::atomic<int> open_{0};
  std::mutex mu_;
  std::map<std::string, size_t> per_client_;
};

}  // namespace cubelab::server
