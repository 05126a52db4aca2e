#pragma once
// `cubelab serve`: the JSON API of api.h over HTTP (cpp-httplib), the jobs of jobs.h with
// Server-Sent Events, and the web app's files on "/". See docs/api.md.
#include <memory>
#include <string>

#include "cubelab/server/limits.h"

namespace cubelab::server {

struct ServerConfig {
  std::string host = "127.0.0.1";  // loopback unless asked otherwise
  int port = 8080;                 // 0 = any free port (see HttpServer::bind)
  std::string web_dir;             // the built web app (web/dist); may be missing
  bool log_requests = false;       // one line per request on stderr
  ServerLimits limits;
};

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
