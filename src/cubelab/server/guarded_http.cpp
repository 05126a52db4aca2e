#include "cubelab/server/guarded_http.h"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <thread>
#include <vector>

#include "cubelab/server/http_framing.h"

namespace cubelab::server {
namespace {

using Clock = std::chrono::steady_clock;

thread_local RequestCut request_cut = RequestCut::None;
thread_local std::string request_problem;  // with RequestCut::Malformed
thread_local bool close_after = false;
thread_local bool reject_now = false;  // the accept thread runs a connection it cannot queue

// Waits up to `ms` for `events` on `sock`; true when ready.
bool wait_socket(socket_t sock, short events, int ms) {
  pollfd p{sock, events, 0};
  int r;
  do {
    r = poll(&p, 1, ms);
  } while (r < 0 && errno == EINTR);
  return r > 0 && (p.revents & (events | POLLHUP | POLLERR));
}

void address_of(socket_t sock, bool peer, std::string& ip, int& port) {
  sockaddr_storage addr{};
  socklen_t len = sizeof addr;
  int r = peer ? getpeername(sock, reinterpret_cast<sockaddr*>(&addr), &len)
               : getsockname(sock, reinterpret_cast<sockaddr*>(&addr), &len);
  ip.clear();
  port = 0;
  if (r != 0) return;
  char buf[INET6_ADDRSTRLEN] = {};
  if (addr.ss_family == AF_INET) {
    auto* a = reinterpret_cast<sockaddr_in*>(&addr);
    inet_ntop(AF_INET, &a->sin_addr, buf, sizeof buf);
    port = ntohs(a->sin_port);
  } else if (addr.ss_family == AF_INET6) {
    auto* a = reinterpret_cast<sockaddr_in6*>(&addr);
    inet_ntop(AF_INET6, &a->sin6_addr, buf, sizeof buf);
    port = ntohs(a->sin6_port);
  }
  ip = buf;
}

// The path of a request line's target: "POST /api/scan/photos?x HTTP/1.1" -> "/api/scan/photos".
std::string_view request_path(std::string_view head) {
  const size_t start = head.find(' ');
  if (start == std::string_view::npos) return {};
  const size_t end = head.find_first_of(" ?#\r\n", start + 1);
  return head.substr(start + 1, end == std::string_view::npos ? end : end - start - 1);
}

// A short answer written by the server itself, before or instead of httplib's parsing.
void send_plain(socket_t sock, int status, const char* reason, const std::string& message) {
  std::string body = "{\"code\":\"E_LIMIT\",\"message\":\"" + message + "\"}";
  std::string text = "HTTP/1.1 " + std::to_string(status) + " " + reason +
                     "\r\nContent-Type: application/json\r\nConnection: close\r\n"
                     "Content-Length: " +
                     std::to_string(body.size()) + "\r\n\r\n" + body;
  // Never blocks: a client that does not read its refusal does not get to hold us.
  [[maybe_unused]] ssize_t n = send(sock, text.data(), text.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
}

// The stream one connection is read and written through: httplib's own reads pass through
// it, so it sees every byte of every request and cuts a request that breaks a limit.
class LimitedStream : public httplib::Stream {
 public:
  LimitedStream(socket_t sock, const ConnectionLimits& limits,
                const std::atomic<socket_t>& server_socket, Connection& connection)
      : sock_(sock), limits_(limits), server_socket_(server_socket), connection_(connection) {}

  // Waits for the next request (or data of one already buffered) for the keep-alive time;
  // false when the client is idle that long, has closed, the connection was closed to make
  // room for another, or the server is stopping.
  bool wait_for_request() {
    if (pos_ < len_) return true;
    const auto until = Clock::now() + seconds(limits_.keep_alive_timeout_s);
    start_waiting(false);
    while (server_socket_ != INVALID_SOCKET) {
      const auto left = until - Clock::now();
      if (left <= Clock::duration::zero()) break;
      if (wait_socket(sock_, POLLIN, slice_ms(left))) return stop_waiting();
    }
    stop_waiting();
    return false;
  }

  void begin_request() {
    started_ = Clock::now();
    deadline_ = started_ + seconds(limits_.request_timeout_s);
    in_headers_ = true;
    header_bytes_ = header_lines_ = line_length_ = body_bytes_ = 0;
    upload_ = false;
    head_.clear();
    chunked_ = false;
    chunks_ = ChunkFraming{};
    request_cut = RequestCut::None;
    request_problem.clear();
    close_after = false;
  }
  bool cut() const { return request_cut != RequestCut::None; }

  bool is_readable() const override { return pos_ < len_ || wait_socket(sock_, POLLIN, 0); }
  // False too once the client has closed its end (its next read gives end of file): a
  // long answer (an event stream) then stops instead of writing to no one.
  bool is_writable() const override {
    char byte;
    if (wait_socket(sock_, POLLIN, 0) && recv(sock_, &byte, 1, MSG_PEEK | MSG_DONTWAIT) == 0)
      return false;
    return wait_socket(sock_, POLLOUT, static_cast<int>(limits_.request_timeout_s * 1000));
  }

  ssize_t read(char* ptr, size_t size) override {
    if (cut() || size == 0) return -1;
    if (pos_ == len_) {
      if (!fill()) return -1;
    }
    size_t n = std::min(size, len_ - pos_);
    // Headers: count bytes and lines up to the empty line, and check their framing there;
    // then the body's bytes (and a chunked body's framing).
    if (in_headers_) {
      size_t i = 0;
      for (; i < n && in_headers_; ++i) {
        const char c = buf_[pos_ + i];
        if (++header_bytes_ > limits_.max_header_bytes)
          return cut_with(RequestCut::HeadersTooLarge);
        head_.push_back(c);
        if (c == '\n') {
          if (line_length_ == 0) in_headers_ = false;  // the empty line ends the headers
          if (++header_lines_ > limits_.max_header_lines)
            return cut_with(RequestCut::HeadersTooLarge);
          line_length_ = 0;
        } else if (c != '\r') {
          ++line_length_;
        }
      }
      n = i;  // what is handed over stays on one side of the headers' end
      if (!in_headers_) {
        RequestHead head;
        request_problem = check_request_head(head_, head);
        if (!request_problem.empty()) return cut_with(RequestCut::Malformed);
        chunked_ = head.chunked;
        upload_ = !limits_.upload_path.empty() && request_path(head_) == limits_.upload_path;
        if (upload_) deadline_ = started_ + seconds(limits_.upload_timeout_s);
      }
    } else {
      body_bytes_ += n;
      if (body_bytes_ > (upload_ ? limits_.max_upload_wire_bytes : limits_.max_body_wire_bytes))
        return cut_with(RequestCut::BodyTooLarge);
      for (size_t i = 0; chunked_ && i < n && !chunks_.done(); ++i)
        if (!chunks_.feed(buf_[pos_ + i])) {
          request_problem = chunks_.problem();
          return cut_with(RequestCut::Malformed);
        }
    }
    std::memcpy(ptr, buf_ + pos_, n);
    pos_ += n;
    return static_cast<ssize_t>(n);
  }

  ssize_t write(const char* ptr, size_t size) override {
    if (!is_writable()) return -1;
    ssize_t n;
    do {
      n = send(sock_, ptr, size, MSG_NOSIGNAL);  // a client gone is an error, not SIGPIPE
    } while (n < 0 && errno == EINTR);
    return n;
  }

  void get_remote_ip_and_port(std::string& ip, int& port) const override {
    address_of(sock_, true, ip, port);
  }
  void get_local_ip_and_port(std::string& ip, int& port) const override {
    address_of(sock_, false, ip, port);
  }
  socket_t socket() const override { return sock_; }

 private:
  static Clock::duration seconds(double s) {
    return std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  }
  // Waits in slices of at most 100 ms, so that a stopping server is noticed promptly.
  static int slice_ms(Clock::duration left) {
    return static_cast<int>(std::clamp<int64_t>(
        std::chrono::duration_cast<std::chrono::milliseconds>(left).count() + 1, 1, 100));
  }
  ssize_t cut_with(RequestCut why) {
    request_cut = why;
    return -1;
  }
  // The connection waits for its client from now (mid_request: the rest of a request, since
  // it began; else the next request, since now): GuardedServer::admit may close it.
  void start_waiting(bool mid_request) {
    const auto since = mid_request ? started_ : Clock::now();
    connection_.waiting_since_ns =
        std::chrono::duration_cast<std::chrono::nanoseconds>(since.time_since_epoch()).count();
    connection_.mid_request = mid_request;
    connection_.state = Connection::Waiting;
  }
  // The client sent something: busy again, unless the connection was closed meanwhile.
  bool stop_waiting() {
    int waiting = Connection::Waiting;
    return connection_.state.compare_exchange_strong(waiting, Connection::Busy) ||
           waiting == Connection::Busy;
  }
  // Reads what the socket has, waiting no later than the request's deadline.
  bool fill() {
    start_waiting(true);
    for (;;) {
      if (server_socket_ == INVALID_SOCKET) return stop_waiting(), false;
      const auto left = deadline_ - Clock::now();
      if (left <= Clock::duration::zero())
        return stop_waiting(), cut_with(RequestCut::TooSlow), false;
      if (!wait_socket(sock_, POLLIN, slice_ms(left))) continue;
      if (!stop_waiting()) return cut_with(RequestCut::TooSlow), false;  // closed for another
      ssize_t n;
      do {
        n = recv(sock_, buf_, sizeof buf_, 0);
      } while (n < 0 && errno == EINTR);
      if (n <= 0) return false;
      pos_ = 0;
      len_ = static_cast<size_t>(n);
      return true;
    }
  }

  socket_t sock_;
  const ConnectionLimits& limits_;
  const std::atomic<socket_t>& server_socket_;
  Connection& connection_;
  char buf_[4096];
  size_t pos_ = 0, len_ = 0;
  Clock::time_point started_{}, deadline_{};
  bool in_headers_ = true;
  size_t header_bytes_ = 0, header_lines_ = 0, line_length_ = 0, body_bytes_ = 0;
  std::string head_;  // the request line and headers, for check_request_head
  bool chunked_ = false;
  bool upload_ = false;  // a request to limits_.upload_path
  ChunkFraming chunks_;
};

// httplib's ThreadPool with a bounded queue: a connection that finds `max_waiting` others
// already waiting is refused at once (503) by the accepting thread, instead of waiting
// behind them while holding a file descriptor.
class BoundedPool : public httplib::TaskQueue {
 public:
  BoundedPool(size_t workers, size_t max_waiting) : max_waiting_(max_waiting) {
    for (size_t i = 0; i < workers; ++i) {
      try {
        threads_.emplace_back([this] { work(); });
      } catch (const std::system_error&) {
        if (threads_.empty()) throw;
        break;  // fewer workers than asked for, but serving
      }
    }
  }
  void enqueue(std::function<void()> fn) override {
    {
      std::lock_guard lock(mu_);
      if (jobs_.size() < max_waiting_) {
        jobs_.push_back(std::move(fn));
        cv_.notify_one();
        return;
      }
    }
    reject_now = true;
    fn();  // GuardedServer sees reject_now: a 503 without waiting, and the socket closed
    reject_now = false;
  }
  void shutdown() override {
    {
      std::lock_guard lock(mu_);
      stopping_ = true;
    }
    cv_.notify_all();
    for (auto& t : threads_) t.join();
  }

 private:
  void work() {
    for (;;) {
      std::function<void()> fn;
      {
        std::unique_lock lock(mu_);
        cv_.wait(lock, [&] { return stopping_ || !jobs_.empty(); });
        if (jobs_.empty()) return;  // stopping, nothing left
        fn = std::move(jobs_.front());
        jobs_.pop_front();
      }
      fn();
    }
  }
  size_t max_waiting_;
  std::mutex mu_;
  std::condition_variable cv_;
  std::deque<std::function<void()>> jobs_;
  std::vector<std::thread> threads_;
  bool stopping_ = false;
};

}  // namespace

RequestCut current_request_cut() { return request_cut; }
const std::string& current_request_problem() { return request_problem; }
void close_connection_after_answer() { close_after = true; }

GuardedServer::GuardedServer(ConnectionLimits limits) : limits_(limits) {
  new_task_queue = [this] {
    return new BoundedPool(limits_.workers, limits_.max_waiting_connections);
  };
  // cpp-httplib's default sets SO_REUSEPORT, with which a second server on the same port
  // starts too and the kernel splits the connections between them. SO_REUSEADDR alone lets
  // a restarted server take its port back from connections still closing (TIME_WAIT), and
  // nothing more.
  set_socket_options([](socket_t sock) {
    int yes = 1;
    setsockopt(sock, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  });
}

void GuardedServer::widen_backlog() {
  // Listening again on a listening socket sets its backlog (Linux): cpp-httplib 0.11.4
  // listens with a backlog of 5, and a burst of connections beyond it is left unanswered.
  if (svr_sock_ != INVALID_SOCKET) ::listen(svr_sock_, SOMAXCONN);
}

bool GuardedServer::admit(const std::string& address, Connection& c) {
  std::lock_guard lock(mu_);
  std::vector<Connection*>& open = per_client_[address];
  size_t live = 0;
  Connection* oldest = nullptr;  // the one that has waited longest for its client
  for (Connection* other : open) {
    const int state = other->state.load();
    if (state == Connection::Evicted) continue;
    ++live;
    if (state == Connection::Waiting &&
        (!oldest || other->waiting_since_ns < oldest->waiting_since_ns))
      oldest = other;
  }
  if (live >= limits_.max_connections_per_client) {
    const int64_t now =
        std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch())
            .count();
    const auto grace = static_cast<int64_t>(limits_.evictable_after_s * 1e9);
    int waiting = Connection::Waiting;
    if (!oldest || now - oldest->waiting_since_ns < grace ||
        !oldest->state.compare_exchange_strong(waiting, Connection::Evicted))
      return false;
    // Its thread, blocked in poll or recv, wakes up and ends the connection (it is still
    // registered, so the socket is not closed under us).
    if (oldest->mid_request)
      send_plain(oldest->sock, 408, "Request Timeout",
                 "the request was too slow to arrive while others from this address waited");
    shutdown(oldest->sock, SHUT_RDWR);
  }
  open.push_back(&c);
  return true;
}

void GuardedServer::release(const std::string& address, Connection& c) {
  std::lock_guard lock(mu_);
  auto it = per_client_.find(address);
  if (it == per_client_.end()) return;
  std::erase(it->second, &c);
  if (it->second.empty()) per_client_.erase(it);
}

bool GuardedServer::process_and_close_socket(socket_t sock) {
  auto finish = [sock] {
    shutdown(sock, SHUT_RDWR);
    close(sock);
  };
  if (reject_now) {
    send_plain(sock, 503, "Service Unavailable", "too many connections waiting; try again");
    finish();
    return false;
  }
  std::string address;
  int port = 0;
  address_of(sock, true, address, port);
  Connection connection;
  connection.sock = sock;
  if (!admit(address, connection)) {
    send_plain(sock, 503, "Service Unavailable",
               "too many connections from this address (at most " +
                   std::to_string(limits_.max_connections_per_client) + ")");
    finish();
    return false;
  }
  ++open_;
  bool ok = false;
  {
    LimitedStream strm(sock, limits_, svr_sock_, connection);
    for (size_t n = 0; n < limits_.keep_alive_max_requests; ++n) {
      if (!strm.wait_for_request()) break;
      strm.begin_request();
      bool closed = false;
      ok = process_request(strm, n + 1 == limits_.keep_alive_max_requests, closed, nullptr);
      if (!ok || closed || close_after || strm.cut()) break;
    }
  }
  --open_;
  release(address, connection);
  finish();
  return ok;
}

}  // namespace cubelab::server
