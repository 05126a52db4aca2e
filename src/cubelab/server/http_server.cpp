#include "cubelab/server/http_server.h"

#include <arpa/inet.h>
#include <fmt/format.h>
#include <httplib.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

#include "cubelab/server/api.h"
#include "cubelab/server/background_builds.h"
#include "cubelab/server/jobs.h"
#include "cubelab/server/static_files.h"
#include "cubelab/tables.h"
#include "cubelab/version.h"

namespace cubelab::server {

using nlohmann::json;
using namespace std::chrono_literals;

namespace {

void send_json(httplib::Response& res, int status, const json& j) {
  res.status = status;
  res.set_content(answer_text(j), "application/json");
}

// Shown on "/" when the web app has not been built.
constexpr const char* kNoWebApp = R"(<!doctype html><meta charset="utf-8"><title>cubelab</title>
<body style="font-family:sans-serif;max-width:40em;margin:3em auto">
<h1>cubelab</h1><p>The JSON API is running (see docs/api.md), but the web app is not built.
Build it with:</p><pre>scripts/setup.sh --web
(cd web &amp;&amp; npm run build)</pre><p>then restart <code>cubelab serve</code>, or
pass <code>--web-dir</code>.</p></body>)";

// The one endpoint that takes large bodies: photos of a cube's faces (ServerLimits).
constexpr const char* kPhotoPath = "/api/scan/photos";

}  // namespace

// Counts the open event streams; one lives as long as its response's content provider.
// (Outside the anonymous namespace: Impl's lambdas hold it.)
struct StreamTicket {
  std::atomic<int>& open;
  bool following = true;       // JobManager::follow'ed, not yet unfollow'ed
  uint64_t seen = UINT64_MAX;  // no version sent yet
  std::chrono::steady_clock::time_point last_sent{};
  explicit StreamTicket(std::atomic<int>& o) : open(o) {}
  ~StreamTicket() { --open; }
};

struct HttpServer::Impl {
  ServerConfig config;
  TablePolicy policy_before;  // the process's, given back when the server ends
  // Tables built while solves are answered from smaller ones (policy.build_later); ends after
  // the jobs, which may still hand it names as they give up.
  std::shared_ptr<BackgroundBuilds> background = std::make_shared<BackgroundBuilds>();
  GuardedServer http;
  SolveSlots slots;
  JobManager jobs;
  CancelToken stopping;  // cancels direct (non-job) solves on stop()
  StaticFiles web;       // the web app's files, read (and compressed) once at the start
  std::atomic<int> open_streams{0};
  // GET /api/solvers' answer, and when it was written.
  std::mutex solvers_mu;
  std::string solvers_text;
  std::chrono::steady_clock::time_point solvers_written;

  explicit Impl(ServerConfig c)
      : config(with_workers(std::move(c))),
        http(config.connections),
        slots(config.limits.max_concurrent_solves),
        jobs(config.limits, slots) {}

  // Enough workers for every solve and event stream plus ordinary requests, so that long
  // requests never starve short ones.
  static ServerConfig with_workers(ServerConfig c) {
    c.connections.workers = static_cast<size_t>(c.limits.max_concurrent_solves) +
                            static_cast<size_t>(c.limits.max_event_streams) + 16;
    // Room for the largest body in any framing (a chunked body of one-byte chunks is six
    // times its size on the wire); its decoded size is checked against max_body_bytes.
    c.connections.max_body_wire_bytes = 6 * c.limits.max_body_bytes + 4096;
    // Photos come whole (a browser's form data has a Content-Length) or in chunks of some
    // size: framing may double them, not more.
    c.connections.upload_path = kPhotoPath;
    c.connections.max_upload_wire_bytes = 2 * c.limits.max_upload_bytes + 4096;
    c.connections.upload_timeout_s = c.limits.upload_timeout_s;
    return c;
  }

  // The largest body a request to `path` may have.
  size_t body_limit(const std::string& path) const {
    return path == kPhotoPath ? config.limits.max_upload_bytes : config.limits.max_body_bytes;
  }

  // The request's body as a JSON object, once its decoded size is within the limit (a
  // chunked body has no Content-Length to check beforehand).
  json body_of(const httplib::Request& req) const {
    if (req.body.size() > config.limits.max_body_bytes)
      throw ApiError(413, "E_LIMIT",
                     fmt::format("the request body is too large: at most {} bytes",
                                 config.limits.max_body_bytes));
    return parse_body(req.body);
  }

  // The parts of a multipart/form-data request (the photos of /api/scan/photos), once their
  // size is within the limit.
  std::vector<FormPart> form_parts(const httplib::Request& req) const {
    if (!req.is_multipart_form_data())
      throw ApiError(400, "E_REQUEST",
                     "send the photos as multipart/form-data: the parts U R F D L B, one photo "
                     "each, and optionally puzzle (e.g. curl -F U=@u.jpg -F R=@r.jpg ...)");
    std::vector<FormPart> parts;
    size_t bytes = 0;
    for (const auto& [name, file] : req.files) {
      bytes += file.content.size();
      parts.push_back({name, file.filename, file.content});
    }
    if (bytes > config.limits.max_upload_bytes)
      throw ApiError(413, "E_LIMIT",
                     fmt::format("the photos are too large: at most {} bytes in all",
                                 config.limits.max_upload_bytes));
    return parts;
  }

  // Runs fn, answering its JSON, or its error with its status (answer_of).
  void answer(httplib::Response& res, const std::function<json()>& fn, int ok_status = 200) {
    int status = ok_status;
    const json body = answer_of(fn, status, ok_status);
    send_json(res, status, body);
  }

  void routes() {
    const ServerLimits& limits = config.limits;
    // The solvers are registered before the server is made, but whether each can run changes
    // when a table lands in the store: the 25 KB of JSON are written again at most once a
    // second, not for every request.
    http.Get("/api/solvers", [this, &limits](const httplib::Request&, httplib::Response& res) {
      std::lock_guard lock(solvers_mu);
      const auto now = std::chrono::steady_clock::now();
      if (solvers_text.empty() || now - solvers_written > std::chrono::seconds(1)) {
        json solvers = solvers_json(limits);
        solvers["version"] = kVersion;
        solvers_text = answer_text(solvers);
        solvers_written = now;
      }
      res.set_content(solvers_text, "application/json");
    });
    // Shipped in the program: answered at once.
    http.Get("/api/last-layer", [this](const httplib::Request&, httplib::Response& res) {
      answer(res, [&] { return last_layer_json(); });
    });
    http.Post("/api/validate",
              [this, &limits](const httplib::Request& req, httplib::Response& res) {
                answer(res, [&] { return validate_json(body_of(req), limits); });
              });
    http.Post("/api/scan", [this](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] { return scan_json(body_of(req)); });
    });
    http.Post(kPhotoPath, [this](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] {
        const std::vector<FormPart> parts = form_parts(req);
        SolveSlots::Lease lease = slots.acquire();  // six photos decoded: a solve's work
        return scan_photos_json(parts);
      });
    });
    http.Post("/api/scramble",
              [this, &limits](const httplib::Request& req, httplib::Response& res) {
                answer(res, [&] {
                  ScrambleSpec spec = parse_scramble(body_of(req), limits);
                  SolveSlots::Lease lease;
                  if (spec.random_state()) lease = slots.acquire();  // it runs a solver
                  return scramble_json(spec);
                });
              });
    http.Post("/api/solve", [this, &limits](const httplib::Request& req, httplib::Response& res) {
      answer(res, [&] {
        SolveSpec spec = parse_solve(body_of(req), limits);
        SolveSlots::Lease lease = slots.acquire();
        return run_solve(spec, &stopping, {});
      });
    });
    http.Post("/api/jobs", [this, &limits](const httplib::Request& req, httplib::Response& res) {
      answer(
          res,
          [&] {
            std::string id = jobs.start(parse_solve(body_of(req), limits));
            res.set_header("Location", "/api/jobs/" + id);
            return json{{"id", id}, {"state", "running"}};
          },
          202);
    });
    http.Get(R"(/api/jobs/([0-9a-zA-Z_-]+))",
             [this](const httplib::Request& req, httplib::Response& res) {
               answer(res, [&] { return jobs.snapshot(req.matches[1]); });
             });
    http.Delete(R"(/api/jobs/([0-9a-zA-Z_-]+))",
                [this](const httplib::Request& req, httplib::Response& res) {
                  answer(res, [&] { return jobs.cancel(req.matches[1]); });
                });
    http.Get(R"(/api/jobs/([0-9a-zA-Z_-]+)/events)",
             [this](const httplib::Request& req, httplib::Response& res) { events(req, res); });
    // Everything else is the web app's (after the API's routes: the first match answers).
    http.Get(R"(/(?!api/).*)",
             [this](const httplib::Request& req, httplib::Response& res) { serve_file(req, res); });
  }

  // A file of the web app, as read at the start: gzip-compressed when the client takes it
  // (the copy made then), with its cache policy and ETag (304 when the client's copy is
  // current). The body goes out through a content provider of known length, which httplib
  // sends as it is, not compressed again.
  void serve_file(const httplib::Request& req, httplib::Response& res) const {
    const StaticFile* f = web.find(req.path);
    if (!f) {
      if (req.path == "/")
        res.set_content(kNoWebApp, "text/html; charset=utf-8");
      else
        res.status = 404;  // the error handler's JSON body
      return;
    }
    const bool gz = f->gzip && accepts_gzip(req.get_header_value("Accept-Encoding"));
    const std::string etag = gz ? f->etag.substr(0, f->etag.size() - 1) + "-gz\"" : f->etag;
    res.set_header("Cache-Control", f->cache_control);
    res.set_header("ETag", etag);
    if (f->gzip) res.set_header("Vary", "Accept-Encoding");
    const std::string match = req.get_header_value("If-None-Match");
    if (!match.empty() && (match == "*" || match.find(etag) != std::string::npos)) {
      res.status = 304;
      return;
    }
    std::shared_ptr<std::string> body = gz ? f->gzip : f->body;
    if (gz) res.set_header("Content-Encoding", "gzip");
    if (body->empty()) return res.set_content("", f->type);
    res.set_content_provider(body->size(), f->type,
                             [body](size_t offset, size_t length, httplib::DataSink& sink) {
                               return sink.write(body->data() + offset, length);
                             });
  }

  // Whether an Accept-Encoding header takes gzip (and not with q=0).
  static bool accepts_gzip(const std::string& accept) {
    for (size_t at = accept.find("gzip"); at != std::string::npos;
         at = accept.find("gzip", at + 4)) {
      const size_t end = accept.find(',', at);
      const std::string item = accept.substr(at, end == std::string::npos ? end : end - at);
      const size_t q = item.find("q=");
      if (q == std::string::npos || std::strtod(item.c_str() + q + 2, nullptr) > 0) return true;
    }
    return false;
  }

  // Server-Sent Events: "progress" events while the job runs, then one "done" event with
  // the final snapshot (its "result"); a comment line every 15 s keeps proxies from closing.
  void events(const httplib::Request& req, httplib::Response& res) {
    std::string id = req.matches[1];
    try {
      jobs.snapshot(id);  // 404 before the stream starts
      if (++open_streams > config.limits.max_event_streams) {
        --open_streams;
        throw ApiError(429, "E_LIMIT",
                       fmt::format("too many open event streams (at most {})",
                                   config.limits.max_event_streams));
      }
    } catch (const Error& e) {
      send_json(res, http_status(e), error_body(e));
      return;
    }
    auto ticket = std::make_shared<StreamTicket>(open_streams);
    jobs.follow(id);
    res.set_header("Cache-Control", "no-cache");
    res.set_chunked_content_provider(
        "text/event-stream", [this, id, ticket](size_t, httplib::DataSink& sink) {
          // The stream ends: the job is done, the server stops, or the client has gone (a
          // job left by its client is cancelled: JobManager::unfollow).
          auto end = [&](bool client_gone) {
            if (!ticket->following) return;
            ticket->following = false;
            jobs.unfollow(id, client_gone);
          };
          // At most ~10 progress events a second, however often the solver reports.
          auto since = std::chrono::steady_clock::now() - ticket->last_sent;
          if (ticket->seen != UINT64_MAX && since < 100ms)
            std::this_thread::sleep_for(100ms - since);
          uint64_t version = 0;
          json snap;
          try {
            // Waits a second at most, so that a client gone is noticed within about one.
            snap = jobs.wait_for_change(id, ticket->seen, 1s, version);
          } catch (const Error&) {
            sink.done();  // the job was dropped
            return true;
          }
          bool done = snap["state"] == "done";
          std::string text;
          if (version == ticket->seen && !done) {
            if (jobs.shutting_down()) {
              end(false);
              sink.done();
              return true;
            }
            if (!sink.is_writable()) {
              end(true);
              return false;
            }
            // A comment after 15 s without news keeps proxies from closing the stream.
            if (std::chrono::steady_clock::now() - ticket->last_sent < 15s) return true;
            text = ": keep-alive\n\n";
          } else {
            text = fmt::format("event: {}\ndata: {}\n\n", done ? "done" : "progress",
                               answer_text(snap));
          }
          ticket->seen = version;
          ticket->last_sent = std::chrono::steady_clock::now();
          if (!sink.write(text.data(), text.size())) {
            end(true);
            return false;
          }
          if (done) {
            end(false);
            sink.done();
          }
          return true;
        });
  }

  // Checks before routing, in order:
  //  - the Host header: DNS rebinding points a name the attacker controls at this address,
  //    and the browser then treats the API as that name's own (same origin, no Origin check
  //    helps); only IP addresses, localhost and the names the operator allowed pass;
  //  - a path with a NUL byte (%00): the file handler would read the name up to the NUL;
  //  - a declared body larger than the limit: 413 at once, without reading it;
  //  - the Origin: a page from another site open in the same browser could otherwise make
  //    it run solves on this server (browsers send an Origin header with such requests);
  //    the web app itself is same-origin, and tools such as curl send no Origin.
  void pre_checks(int port) {
    http.set_pre_routing_handler([this, port](const httplib::Request& req, httplib::Response& res) {
      auto refuse = [&](int status, const char* code, const std::string& message) {
        send_json(res, status, {{"code", code}, {"message", message}});
        return httplib::Server::HandlerResponse::Handled;
      };
      if (req.has_header("Host") &&
          !host_allowed(req.get_header_value("Host"), port, config.allowed_hosts))
        return refuse(403, "E_REQUEST",
                      fmt::format("host '{}' is not one this server answers to (start it with "
                                  "--allow-host NAME to add a name)",
                                  printable(req.get_header_value("Host"), 100)));
      if (req.path.find('\0') != std::string::npos)
        return refuse(400, "E_REQUEST", "the path contains a NUL byte");
      if (req.has_header("Content-Length")) {
        const std::string text = req.get_header_value("Content-Length");
        const unsigned long long declared = std::strtoull(text.c_str(), nullptr, 10);
        if (declared > body_limit(req.path) || text.size() > 19) {
          close_connection_after_answer();  // the body is never read
          res.set_header("Connection", "close");
          return refuse(
              413, "E_LIMIT",
              fmt::format("the request body is too large: at most {} bytes", body_limit(req.path)));
        }
      }
      if (!req.has_header("Origin")) return httplib::Server::HandlerResponse::Unhandled;
      std::string origin = req.get_header_value("Origin");
      if (origin == "http://" + req.get_header_value("Host"))
        return httplib::Server::HandlerResponse::Unhandled;
      return refuse(403, "E_REQUEST",
                    fmt::format("requests from other sites ({}) are refused", origin));
    });
  }

  // Fills the body of errors that httplib answers itself (404, 413, ...).
  void error_bodies() {
    http.set_error_handler([this](const httplib::Request& req, httplib::Response& res) {
      // A request our stream cut short (guarded_http.h): httplib calls it a 400. The
      // connection is closed: what is left of it cannot be read as a request.
      auto cut_short = [&res](int status, const std::string& message) {
        res.set_header("Connection", "close");
        send_json(res, status, {{"code", "E_LIMIT"}, {"message", message}});
      };
      switch (current_request_cut()) {
        case RequestCut::HeadersTooLarge:
          return cut_short(431, fmt::format("the request's headers are too large: at most {} "
                                            "bytes in {} lines",
                                            config.connections.max_header_bytes,
                                            config.connections.max_header_lines));
        case RequestCut::BodyTooLarge:
          return cut_short(413, fmt::format("the request body is too large: at most {} bytes",
                                            body_limit(req.path)));
        case RequestCut::Malformed:
          res.set_header("Connection", "close");
          send_json(res, 400,
                    {{"code", "E_REQUEST"},
                     {"message", "malformed request: " + current_request_problem()}});
          return;
        case RequestCut::TooSlow:
          return cut_short(408, fmt::format("the request did not arrive within {} s",
                                            config.connections.request_timeout_s));
        case RequestCut::None:
          break;
      }
      if (!res.body.empty()) return;
      json j;
      if (res.status == 413)
        // httplib caps form-encoded bodies (curl -d's default type) at 8 KiB on its own.
        j = {{"code", "E_LIMIT"},
             {"message", fmt::format("the request body is too large: at most {} bytes "
                                     "(8192 when sent as application/x-www-form-urlencoded; "
                                     "send application/json)",
                                     config.limits.max_body_bytes)}};
      else if (res.status == 404)
        j = {{"code", "E_REQUEST"},
             {"message", fmt::format("no such endpoint: {} {}", req.method, req.path)}};
      else
        j = {{"code", "E_REQUEST"}, {"message", fmt::format("HTTP status {}", res.status)}};
      res.set_content(answer_text(j), "application/json");
    });
    http.set_exception_handler(
        [](const httplib::Request&, httplib::Response& res, std::exception_ptr ep) {
          std::string what = "unknown error";
          try {
            std::rethrow_exception(ep);
          } catch (const std::exception& e) {
            what = e.what();
          } catch (...) {
          }
          send_json(res, 500, {{"code", "E_INTERNAL"}, {"message", what}});
        });
  }
};

HttpServer::HttpServer(ServerConfig config) : impl_(std::make_unique<Impl>(std::move(config))) {
  Impl& s = *impl_;
  const ServerLimits& limits = s.config.limits;
  // Each path's own limit is checked before its body is read (pre_checks).
  s.http.set_payload_max_length(std::max(limits.max_body_bytes, limits.max_upload_bytes));
  // A long-running process that answers other people's requests: huge-page copies of the
  // tables (docs/tables.md), and builds of only what its operator allows, within its limit.
  stop_table_builds(false);
  s.policy_before = table_policy();
  TablePolicy policy = s.policy_before;
  policy.prefer_copies = true;
  policy.build_allowlist = s.config.build_tables;
  policy.build_time_limit_s = s.config.build_time_limit_s;
  policy.build_later = [builds =
                            std::weak_ptr(s.background)](const std::vector<std::string>& names) {
    if (const auto b = builds.lock()) b->add(names);
  };
  set_table_policy(policy);
  // Headers and body go out in separate writes: without TCP_NODELAY, Nagle's algorithm and
  // delayed ACKs hold every small JSON answer back ~40 ms.
  s.http.set_tcp_nodelay(true);
  s.web = StaticFiles::load(s.config.web_dir);
  if (s.config.log_requests)
    s.http.set_logger([](const httplib::Request& req, const httplib::Response& res) {
      std::cerr << fmt::format("{} {} {}\n", req.method, req.path, res.status);
    });
  s.routes();
  s.error_bodies();
}

// Builds stay stopped (the jobs' threads are joined after this body, while a build of
// theirs may still be giving up); the next HttpServer allows them again.
HttpServer::~HttpServer() {
  stop();
  set_table_policy(impl_->policy_before);
}

int HttpServer::bind() {
  const ServerConfig& c = impl_->config;
  int port = c.port;
  errno = 0;
  if (port == 0) {
    port = impl_->http.bind_to_any_port(c.host);
    if (port < 0)
      throw std::runtime_error(fmt::format("cannot listen on {}: {}", c.host,
                                           errno ? std::strerror(errno) : "no such address"));
  } else if (!impl_->http.bind_to_port(c.host, port)) {
    const int error = errno;
    throw std::runtime_error(fmt::format("cannot listen on {}:{}: {}", c.host, port,
                                         error == EADDRINUSE
                                             ? "the port is in use (another server?)"
                                         : error ? std::strerror(error)
                                                 : "no such address"));
  }
  impl_->http.widen_backlog();
  impl_->pre_checks(port);
  return port;
}

namespace {

bool is_ip_address(const std::string& host) {
  unsigned char buf[sizeof(in6_addr)];
  return inet_pton(AF_INET, host.c_str(), buf) == 1 || inet_pton(AF_INET6, host.c_str(), buf) == 1;
}

}  // namespace

bool host_allowed(const std::string& host_header, int port,
                  const std::vector<std::string>& allowed) {
  std::string host = host_header, port_text;
  if (!host.empty() && host.front() == '[') {  // [::1]:8080
    const size_t close = host.find(']');
    if (close == std::string::npos) return false;
    port_text = host.substr(close + 1);
    host = host.substr(1, close - 1);
    if (!port_text.empty() && port_text.front() != ':') return false;
    if (!port_text.empty()) port_text.erase(0, 1);
  } else if (const size_t colon = host.rfind(':'); colon != std::string::npos) {
    port_text = host.substr(colon + 1);
    host.resize(colon);
  }
  if (!port_text.empty() && port_text != std::to_string(port)) return false;
  std::transform(host.begin(), host.end(), host.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (!host.empty() && host.back() == '.') host.pop_back();  // "localhost." is localhost
  if (host == "localhost" || is_ip_address(host)) return true;
  for (std::string name : allowed) {
    std::transform(name.begin(), name.end(), name.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (name == host) return true;
  }
  return false;
}

void HttpServer::serve() { impl_->http.listen_after_bind(); }

bool HttpServer::running() const { return impl_->http.is_running(); }

void HttpServer::stop() {
  stop_table_builds();  // a build in progress gives up, so that stopping is prompt
  impl_->jobs.shutdown();
  impl_->stopping.cancel();
  impl_->http.stop();
}

}  // namespace cubelab::server
