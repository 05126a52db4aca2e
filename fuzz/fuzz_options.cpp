// Fuzzes solver option strings (NAME=VALUE pairs, as `-o` and the API's "options" give
// them) against every solver's option table (check_options), and the optimal solver's
// memory-size parser. A bad value must be an InputError (E_OPTION), and a value accepted
// by check_options must read back through the number parser inside its declared range.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>

#include "cubelab/cube/error.h"
#include "cubelab/number.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/optimal/table_choice.h"
#include "fuzz_check.h"

using namespace cubelab;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  if (size == 0) return 0;
  const std::string text(reinterpret_cast<const char*>(data + 1), size - 1);
  const auto& solvers = all_solvers();
  if (data[0] == 0xFF) {
    try {
      const uint64_t bytes = optimal::parse_memory(text);
      (void)optimal::format_bytes(bytes);
    } catch (const InputError& e) {
      FUZZ_CHECK(e.code() == ErrorCode::Option);
    }
    return 0;
  }
  Solver& solver = *solvers[data[0] % solvers.size()];
  SolveRequest request;
  request.puzzle = solver.puzzle();
  // "name=value;name=value"
  for (size_t start = 0; start <= text.size();) {
    size_t end = text.find(';', start);
    if (end == std::string::npos) end = text.size();
    const std::string kv = text.substr(start, end - start);
    const size_t eq = kv.find('=');
    if (eq != std::string::npos) request.options[kv.substr(0, eq)] = kv.substr(eq + 1);
    start = end + 1;
  }
  try {
    check_options(solver, request);
  } catch (const InputError& e) {
    FUZZ_CHECK(e.code() == ErrorCode::Option);
    return 0;
  }
  // Every accepted number is inside its declared range, read back by the same parser.
  for (const OptionSpec& spec : solver.options().specs()) {
    auto it = request.options.find(spec.name);
    if (it == request.options.end() || !(spec.min < spec.max)) continue;
    if (spec.type == "double") {
      const double v = parse_decimal(it->second, spec.min, spec.max, spec.name);
      FUZZ_CHECK(v >= spec.min && v <= spec.max);
    } else if (spec.type == "int") {
      const int64_t v = parse_int(it->second, static_cast<int64_t>(spec.min),
                                  static_cast<int64_t>(spec.max), spec.name);
      FUZZ_CHECK(v >= spec.min && v <= spec.max);
    } else if (spec.type == "size") {
      const uint64_t v = parse_size(it->second, static_cast<uint64_t>(spec.min),
                                    static_cast<uint64_t>(spec.max), spec.name);
      FUZZ_CHECK(static_cast<double>(v) >= spec.min && static_cast<double>(v) <= spec.max);
      FUZZ_CHECK(parse_size(format_size(v), 0, UINT64_MAX, spec.name) == v);
    }
  }
  return 0;
}
