#pragma once
// The JSON API of docs/api.md and the HTTP server that serves it, as the facade gives them:
// `cubelab serve` runs a Server, and the web app's WebAssembly worker answers each request
// with api_request; neither reaches below them. Both live in the server library
// (cubelab::server, the one part that links cpp-httplib), built with the program and not
// installed: the installed library is the solving core (docs/library.md).
#include <cstddef>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

// What a request may ask of the machine: one that would exceed a limit is refused with a
// clear error (413, 429, E_LIMIT) instead of slowing or blocking the others.
struct ServerLimits {
  size_t max_body_bytes = 64 * 1024;  // larger request bodies get 413 E_LIMIT
  // The photos posted to /api/scan/photos at once: six phone photos of 4-5 MB each.
  size_t max_upload_bytes = 32 * 1024 * 1024;
  double upload_timeout_s = 120;     // for those photos to arrive, from the request's first byte
  double default_time_limit_s = 10;  // per solve, when the request names none
  double max_time_limit_s = 60;      // a request's time_limit is capped to this
  int max_concurrent_solves = 2;     // solves and jobs running at once; beyond: 429
  int max_threads_per_solve = 2;     // a request's "threads" is capped to this
  int max_solutions = 10;            // a request's "count" is capped to this
  int max_scramble_length = 1000;    // random-moves scrambles
  // The biggest NxNxN a request may name (E_LIMIT beyond): a cube is turned while a request
  // is read, before any solve's slot or time limit, and a 1000x1000x1000's WCA scramble turns
  // some 10^10 stickers, a minute or more of a core. The 100x100x100's takes a tenth of a
  // second; a solve bigger than about the 70x70x70 would outlast max_time_limit_s anyway.
  int max_cube_size = 100;
  int max_event_streams = 16;  // open Server-Sent-Events streams; beyond: 429
  int max_jobs_kept = 64;      // finished jobs remembered for GET, oldest dropped
  double job_ttl_s = 600;      // finished jobs are dropped after this
  // A job left by its last event stream before it is done is cancelled unless a stream
  // follows it again within this (a browser's EventSource reconnects after about 3 s).
  double reconnect_grace_s = 3.5;
};

// One answer of the JSON API: the HTTP status and the body's JSON text.
struct ApiAnswer {
  int status = 200;
  std::string body;
};

// How api_request runs: under these limits, with a running solve's progress handed to
// `progress` (at most about ten times a second) as the JSON of a job's snapshot,
// {"state": "running", "elapsed_ms": ..., "progress": {...}}.
struct ApiCall {
  ServerLimits limits;
  std::function<void(const std::string& snapshot)> progress;
};

// Answers one request of the JSON API as `cubelab serve` does, without the HTTP: GET
// /api/solvers, POST /api/validate, /api/scramble, /api/solve, /api/scan, and POST
// /api/prepare ({solver, puzzle?, options?}: builds the tables such a solve needs, answering
// {solver, load_ms}). A solve runs to its end or its time limit on the calling thread. Never
// throws: bad requests answer 4xx with {code, message}, a table build stopped answers 503,
// anything unforeseen 500 E_INTERNAL.
ApiAnswer api_request(std::string_view method, std::string_view path, std::string_view body,
                      const ApiCall& call = {});

// `cubelab serve`'s settings (docs/api.md, "Limits").
struct ServerOptions {
  std::string host = "127.0.0.1";  // loopback unless asked otherwise
  int port = 8080;                 // 0 = any free port (see Server::bind)
  std::string web_dir;             // the built web app (web/dist); may be missing
  bool log_requests = false;       // one line per request on stderr
  ServerLimits limits;
  // Host names a request may name in its Host header besides IP addresses and "localhost"
  // (a page whose DNS name is rebound to this address must not reach the API).
  std::vector<std::string> allowed_hosts;
  // The tables the server may build when a request needs one that is not in the store:
  // "default" (the default 3x3x3 solver's and the goal solver's small ones), "all", "none",
  // or table and solver names, comma-separated; others answer 400 E_LIMIT. A build stops
  // after build_time_limit_s, and when the server stops.
  std::string build_tables = "default";
  double build_time_limit_s = 600;
};

// The HTTP server: the JSON API, its jobs with Server-Sent Events, and the web app's files.
// Its settings are the process's while it lives (the table store's building policy).
class Server {
 public:
  // Throws Error (E_OPTION) for a build_tables naming neither a table nor a solver.
  explicit Server(const ServerOptions& options);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Opens the listening socket and returns its port. Throws Error (E_OPTION) when the
  // address or port cannot be had.
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

}  // namespace cubelab
