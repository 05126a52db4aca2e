// Fuzzes the HTTP API's request bodies as the server reads them: parse_body, then the
// checks of /api/validate, /api/solve (and /api/jobs: the same checks), /api/scramble. A bad
// body must be an Error (400 and {code, message}), nothing else; random-moves
// scrambles are also made (a state scramble runs a solver: too slow to fuzz).
#include <cstddef>
#include <cstdint>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/server/api.h"
#include "fuzz_check.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  ServerLimits limits;
  try {
    const nlohmann::json body = server::parse_body(text);
    FUZZ_CHECK(body.is_object());
    switch (data[0] % 3) {
      case 0: {
        nlohmann::json v = server::validate_json(body, limits);
        FUZZ_CHECK(v.contains("valid"));
        break;
      }
      case 1: {
        server::SolveSpec spec = server::parse_solve(body, limits);
        FUZZ_CHECK(!spec.solver.empty());
        FUZZ_CHECK(spec.request.time_limit > 0 &&
                   spec.request.time_limit <= limits.max_time_limit_s);
        FUZZ_CHECK(spec.request.threads >= 1 &&
                   spec.request.threads <= limits.max_threads_per_solve);
        break;
      }
      default: {
        server::ScrambleSpec spec = server::parse_scramble(body, limits);
        FUZZ_CHECK(spec.random_state() || spec.options.length <= limits.max_scramble_length);
        if (!spec.random_state()) FUZZ_CHECK(server::scramble_json(spec).contains("moves"));
      }
    }
  } catch (const Error&) {
  }
  return 0;
}
