#pragma once
// `cubelab serve`: the JSON API of api.h over HTTP (cpp-httplib), the jobs of jobs.h with
// Server-Sent Events, and the web app's files on "/". See docs/api.md.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cubelab/server.h"
#include "cubelab/server/guarded_http.h"

namespace cubelab::server {

struct ServerConfig {
  std::string host = "127.0.0.1";  // loopback unless asked otherwise
  int port = 8080;                 // 0 = any free port (see HttpServer::bind)
  std::string web_dir;             // the built web app (web/dist); may be missing
  bool log_requests = false;       // one line per request on stderr
  ServerLimits limits;
  // Host names a request may name in its Host header besides IP addresses and "localhost"
  // (a page whose DNS name is rebound to this address must not reach the API).
  std::vector<std::string> allowed_hosts;
  // Tables this server may build when a request needs one that is not in the store
  // (nullopt: any; `cubelab serve` allows the default solver's unless told otherwise);
  // others answer 400 E_LIMIT. Builds stop after build_time_limit_s, and when the server
  // stops. These settings are the process's while the server lives.
  std::optional<std::vector<std::string>> build_tables;
  double build_time_limit_s = 600;
  // Request size, time and connection limits (workers is derived from `limits`).
  ConnectionLimits connections;
};

// Whether a Host header value (with or without a port) names this server: an IP address,
// "localhost", or one of `allowed` (case-insensitive), and the port, when given, is `port`.
bool host_allowed(const std::string& host_header, int port,
                  const std::vector<std::string>& allowed);

class HttpServer {
 public:
  explicit HttpServer(ServerConfig config);
  ~HttpServer();
  HttpServer(const HttpServer&) = delete;
  HttpServer& operator=(const HttpServer&) = delete;

  // Opens the listening socket and returns its port. Throws std::runtime_error.
  int bind();
  // Serves requests until stop(); call after bind().
  void serve();
  // Stops serving from any thread: cancels running solves and ends event streams.
  void stop();
  // True once serve() is accepting connections (and until it returns).
  bool running() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cubelab::server
