// The web app's in-page solvers (docs/web.md, "Solving in the page"): the JSON API of
// docs/api.md as one function of a WebAssembly module, run in a Web Worker. The requests and
// answers are those of `cubelab serve` (api_request, cubelab/server.h: the same parsing,
// checks, solving and result JSON); only the transport differs. A solve runs to its end on the
// worker's thread, reporting progress through Module.onProgress; it stops at its time limit,
// and the page cancels it by ending the worker.
#include <emscripten.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <string>

#include "cubelab/error.h"
#include "cubelab/scan.h"
#include "cubelab/server.h"

namespace {

using nlohmann::json;
using namespace cubelab;

// The progress of the solve running, to the worker's JavaScript.
EM_JS(void, post_progress, (const char* json_text), {
  if (Module.onProgress) Module.onProgress(UTF8ToString(json_text));
});

const ApiCall& api_call() {
  // As the server's limits, but one solve at a time (the worker has one thread), the web
  // app's threads are the worker's one, and a solve may take ten minutes: the page's own
  // machine is the only one it holds (a megaminx solve takes seconds, now and then minutes).
  static const ApiCall call = [] {
    ApiCall c;
    c.limits.max_concurrent_solves = 1;
    c.limits.max_threads_per_solve = 1;
    c.limits.max_time_limit_s = 600;
    c.progress = [](const std::string& snapshot) { post_progress(snapshot.c_str()); };
    return c;
  }();
  return call;
}

char* to_c_string(const std::string& text) {
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
  const ApiAnswer answer =
      api_request(method ? method : "", path ? path : "", body ? body : "", api_call());
  return to_c_string("{\"status\":" + std::to_string(answer.status) + ",\"body\":" + answer.body +
                     "}");
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
  return to_c_string(answer.dump());
}
