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
//   * except for a request to `upload_path`, whose body may have `max_upload_wire_bytes`
//     and which has `upload_timeout_s` (photos are large, and come from phones),
//   * frames every request strictly (http_framing.h): a request whose body's end is in
//     doubt (a Content-Length that is not a number, a chunk size that is not hexadecimal,
//     a Transfer-Encoding other than chunked, two Host headers) is refused at once,
// and answers what does not fit with 431, 413, 408 or 400 (then closes the connection). It
// also caps the connections one client address holds at once and the connections waiting
// for a worker, answering 503 beyond, so that a few slow clients cannot take every worker;
// a client address at its cap that connects again makes room by closing its own connection
// that has waited longest (over a second) for the client to send (a slow or idle one), so
// that slow connections from one address (all local users share 127.0.0.1) cannot lock
// out the others. It listens with the system's largest backlog (SOMAXCONN, not
// cpp-httplib's 5), so that a burst of connections is accepted and answered (503 when no
// worker can take it) rather than left unanswered by the kernel, and never shares its port
// with another process (no SO_REUSEPORT: a second server on the same port fails to start).
#include <httplib.h>

#include <atomic>
#include <cstddef>
#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace cubelab::server {

struct ConnectionLimits {
  size_t max_header_bytes = 16 * 1024;  // request line and headers
  size_t max_header_lines = 100;
  size_t max_body_wire_bytes = 256 * 1024;  // as sent, chunk framing included
  double request_timeout_s = 10;            // the whole request, from its first byte
  std::string upload_path;                  // the one path (if any) that takes large bodies
  size_t max_upload_wire_bytes = 0;
  double upload_timeout_s = 120;
  double keep_alive_timeout_s = 5;  // idle time between requests
  // A connection that has waited this long for its client (idle, or a request arriving
  // slowly) gives way to a new one from the same address when the address is at its cap.
  double evictable_after_s = 1;
  size_t keep_alive_max_requests = 100;
  size_t workers = 34;                     // threads serving connections
  size_t max_connections_per_client = 16;  // per remote address, open at once
  size_t max_waiting_connections = 64;     // accepted, waiting for a worker
};

// Why the current request was cut short (read by the error handler, on the same thread),
// and for Malformed, what is wrong with its framing.
enum class RequestCut { None, HeadersTooLarge, BodyTooLarge, TooSlow, Malformed };
RequestCut current_request_cut();
const std::string& current_request_problem();
// Asks that the connection serving the current request be closed after its answer (for
// answers given before the body was read).
void close_connection_after_answer();

// One open connection, as the server's bookkeeping sees it: whether it is waiting for its
// client (and since when), so that it can be closed to make room (GuardedServer::admit).
struct Connection {
  enum State { Busy, Waiting, Evicted };
  socket_t sock = INVALID_SOCKET;
  std::atomic<int> state{Busy};
  std::atomic<int64_t> waiting_since_ns{0};  // steady clock
  std::atomic<bool> mid_request{false};      // waiting for the rest of a request (not idle)
};

class GuardedServer : public httplib::Server {
 public:
  explicit GuardedServer(ConnectionLimits limits);
  const ConnectionLimits& limits() const { return limits_; }
  // Connections open now (for tests and the soak test).
  int open_connections() const { return open_.load(); }
  // After bind_to_port or bind_to_any_port: the listening socket's backlog raised to
  // SOMAXCONN.
  void widen_backlog();

 private:
  bool process_and_close_socket(socket_t sock) override;
  bool admit(const std::string& address, Connection& c);
  void release(const std::string& address, Connection& c);

  ConnectionLimits limits_;
  std::atomic<int> open_{0};
  std::mutex mu_;
  std::map<std::string, std::vector<Connection*>> per_client_;
};

}  // namespace cubelab::server
