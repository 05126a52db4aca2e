// api_request (include/cubelab/server.h): the JSON API answered without HTTP, for the web
// app's WebAssembly worker and any other transport. The same parsing, checks, solving and
// answers as the server's endpoints (api.h); one request at a time, on the calling thread.
#include <chrono>
#include <nlohmann/json.hpp>

#include "cubelab/progress.h"
#include "cubelab/server.h"
#include "cubelab/server/api.h"

namespace cubelab {
namespace {

using nlohmann::json;
using namespace server;

// A running solve's progress as a job's snapshot, at most about ten reports a second (as the
// server's event streams).
class ProgressReporter {
 public:
  explicit ProgressReporter(const std::function<void(const std::string&)>& out) : out_(out) {}
  std::function<void(const Progress&)> callback() {
    if (!out_) return {};
    return [this](const Progress& p) {
      if (!throttle_.due()) return;
      const double elapsed_ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_)
              .count();
      out_(json{{"state", "running"}, {"elapsed_ms", elapsed_ms}, {"progress", progress_json(p)}}
               .dump());
    };
  }

 private:
  const std::function<void(const std::string&)>& out_;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  ReportThrottle throttle_;
};

// {solver, puzzle?, options?}: builds the tables a solve with this solver and these options
// needs, so that a page can show it being done before the first solve.
json prepare_json(const json& body, const ApiCall& call) {
  json request = body;
  request["cube"] = "";  // the solved cube: parse_solve checks the rest as for a solve
  SolveSpec spec = parse_solve(request, call.limits);
  ProgressReporter reporter(call.progress);
  SolveControl control;
  control.progress = reporter.callback();
  const double ms = cubelab::prepare(spec.request, control);
  return {{"solver", spec.solver}, {"load_ms", ms}};
}

json route(std::string_view method, std::string_view path, std::string_view body,
           const ApiCall& call) {
  const ServerLimits& limits = call.limits;
  if (body.size() > limits.max_body_bytes)
    throw ApiError(
        413, "E_LIMIT",
        "the request is larger than " + std::to_string(limits.max_body_bytes) + " bytes");
  if (method == "GET" && path == "/api/solvers") return solvers_json(limits);
  if (method == "POST" && path == "/api/validate") return validate_json(parse_body(body), limits);
  if (method == "POST" && path == "/api/scramble")
    return scramble_json(parse_scramble(parse_body(body), limits));
  if (method == "POST" && path == "/api/solve") {
    SolveSpec spec = parse_solve(parse_body(body), limits);
    ProgressReporter reporter(call.progress);
    return run_solve(spec, nullptr, reporter.callback());
  }
  if (method == "POST" && path == "/api/prepare") return prepare_json(parse_body(body), call);
  if (method == "GET" && path == "/api/last-layer") return last_layer_json();
  if (method == "POST" && path == "/api/scan") return scan_json(parse_body(body));
  throw ApiError(404, "E_REQUEST",
                 "no such endpoint: " + std::string(method) + " " + std::string(path));
}

}  // namespace

ApiAnswer api_request(std::string_view method, std::string_view path, std::string_view body,
                      const ApiCall& call) {
  ApiAnswer answer;
  answer.body =
      answer_text(answer_of([&] { return route(method, path, body, call); }, answer.status));
  return answer;
}

}  // namespace cubelab
