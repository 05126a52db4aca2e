// The web app's in-page solvers (docs/web.md, "Solving in the page"): the JSON API of
// docs/api.md as one function of a WebAssembly module, run in a Web Worker. The requests and
// answers are those of `cubelab serve` (server/api.h: the same parsing, checks, solving and
// result JSON); only the transport differs. A solve runs to its end on the worker's thread,
// reporting progress through Module.onProgress; it stops at its time limit, and the page
// cancels it by ending the worker.
#include <emscripten.h>

#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/base/progress.h"
#include "cubelab/error.h"
#include "cubelab/scan.h"
#include "cubelab/server/api.h"
#include "cubelab/tables/store.h"

namespace {

using nlohmann::json;
using namespace cubelab;
using namespace cubelab::server;

// The progress of the solve running, at most about ten reports a second (as the server's
// event streams), to the worker's JavaScript.
EM_JS(void, post_progress, (const char* json_text), {
  if (Module.onProgress) Module.onProgress(UTF8ToString(json_text));
});

class ProgressReporter {
 public:
  void operator()(const Progress& p) {
    if (!throttle_.due()) return;
    const double elapsed_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_)
            .count();
    json snap = {{"state", "running"}, {"elapsed_ms", elapsed_ms}, {"progress", progress_json(p)}};
    post_progress(snap.dump().c_str());
  }

 private:
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now();
  ReportThrottle throttle_;
};

const ServerLimits& limits() {
  // As the server's, but one solve at a time (the worker has one thread) and the web app's
  // threads are the worker's one.
  static const ServerLimits l = [] {
    ServerLimits l;
    l.max_concurrent_solves = 1;
    l.max_threads_per_solve = 1;
    return l;
  }();
  return l;
}

// {solver, puzzle?, options?}: builds (in memory) the tables a solve with this solver and
// these options needs, so that the page can show it being done before the first solve.
json prepare_json(const json& body) {
  json request = body;
  request["cube"] = "";  // the solved cube: parse_solve checks the rest as for a solve
  SolveSpec spec = parse_solve(request, limits());
  ProgressReporter reporter;
  SolveControl control;
  control.progress = [&reporter](const Progress& p) { reporter(p); };
  const double ms = cubelab::prepare(spec.request, control);
  return {{"solver", spec.solver}, {"load_ms", ms}};
}

json route(const std::string& method, const std::string& path, const std::string& body) {
  if (body.size() > limits().max_body_bytes)
    throw ApiError(
        413, ErrorCode::Limit,
        "the request is larger than " + std::to_string(limits().max_body_bytes) + " bytes");
  if (method == "GET" && path == "/api/solvers") {
    json j = solvers_json();
    j["limits"] = {{"default_time_limit", limits().default_time_limit_s},
                   {"max_time_limit", limits().max_time_limit_s},
                   {"max_concurrent_solves", limits().max_concurrent_solves},
                   {"max_body_bytes", limits().max_body_bytes}};
    return j;
  }
  if (method == "POST" && path == "/api/validate") return validate_json(parse_body(body));
  if (method == "POST" && path == "/api/scramble")
    return scramble_json(parse_scramble(parse_body(body), limits()));
  if (method == "POST" && path == "/api/solve") {
    SolveSpec spec = parse_solve(parse_body(body), limits());
    ProgressReporter reporter;
    return run_solve(spec, nullptr, [&reporter](const Progress& p) { reporter(p); });
  }
  if (method == "POST" && path == "/api/prepare") return prepare_json(parse_body(body));
  if (method == "POST" && path == "/api/scan") return scan_json(parse_body(body));
  throw ApiError(404, ErrorCode::Request, "no such endpoint: " + method + " " + path);
}

char* to_c_string(const json& j) {
  const std::string text = j.dump();
  char* out = static_cast<char*>(std::malloc(text.size() + 1));
  std::memcpy(out, text.c_str(), text.size() + 1);
  return out;
}

}  // namespace

// Answers one request: {"status": HTTP status, "body": the answer's JSON}, as `cubelab serve`
// would. The caller frees the returned string (free).
extern "C" EMSCRIPTEN_KEEPALIVE char* cubelab_api(const char* method, const char* path,
                                                  const char* body) {
  // Tables go through the store as in the program; here the store's folder is in the
  // module's memory (emscripten's in-memory file system), gone with the worker.
  setenv("CUBELAB_CACHE", "/tables", 0);
  // One thread: the module has no others (a table builder would try to start some).
  setenv("CUBELAB_BUILD_THREADS", "1", 0);
  int status = 200;
  json answer;
  try {
    answer = route(method ? method : "", path ? path : "", body ? body : "");
  } catch (const InputError& e) {
    status = http_status(e);
    answer = error_body(e);
  } catch (const tables::BuildStopped& e) {
    status = 503;
    answer = {{"code", "E_LIMIT"}, {"message", e.what()}};
  } catch (const std::exception& e) {
    status = 500;
    answer = {{"code", "E_INTERNAL"}, {"message", e.what()}};
  } catch (...) {
    status = 500;
    answer = {{"code", "E_INTERNAL"}, {"message", "unknown error"}};
  }
  return to_c_string({{"status", status}, {"body", answer}});
}

// The face in a frame of the web app's Scan panel (a canvas's ImageData: RGBA, row by row),
// with n stickers a side or as many as it shows when n is 0 (read_face_pixels, docs/scan.md):
// {n, stickers_seen, origin, right, down, rgb}, or {code, message} when none is found. The
// caller frees the returned string (free).
extern "C" EMSCRIPTEN_KEEPALIVE char* cubelab_find_face(const std::uint8_t* rgba, int width,
                                                        int height, int n) {
  json answer;
  try {
    const FacePhoto face = read_face_pixels(rgba, width, height, 4, n);
    answer = {{"n", face.n},           {"stickers_seen", face.stickers_seen},
              {"origin", face.origin}, {"right", face.right},
              {"down", face.down},     {"rgb", face.rgb}};
  } catch (const Error& e) {
    answer = {{"code", e.code()}, {"message", e.what()}};
  } catch (const std::exception& e) {
    answer = {{"code", "E_INTERNAL"}, {"message", e.what()}};
  }
  return to_c_string(answer);
}
