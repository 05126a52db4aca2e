#include "cubelab/server/api.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <initializer_list>

#include "cubelab/alg.h"
#include "cubelab/puzzle.h"
#include "cubelab/request.h"
#include "cubelab/scan.h"
#include "cubelab/tables.h"

namespace cubelab::server {

using nlohmann::json;

namespace {

[[noreturn]] void bad_request(const std::string& message) { throw Error("E_REQUEST", message); }

// Rejects fields the endpoint does not know, so that a typo is not silently ignored.
void check_fields(const json& body, std::initializer_list<const char*> known) {
  for (const auto& [key, value] : body.items()) {
    bool ok = false;
    for (const char* k : known) ok = ok || key == k;
    if (!ok) {
      std::string list;
      for (const char* k : known) list += (list.empty() ? "" : ", ") + std::string(k);
      bad_request(fmt::format("unknown field '{}' (fields: {})", key, list));
    }
  }
}

const json* field(const json& body, const char* name) {
  auto it = body.find(name);
  return it == body.end() || it->is_null() ? nullptr : &*it;
}

std::string string_field(const json& body, const char* name, const std::string& fallback,
                         bool required = false) {
  const json* f = field(body, name);
  if (!f) {
    if (required) bad_request(fmt::format("missing field '{}'", name));
    return fallback;
  }
  if (!f->is_string()) bad_request(fmt::format("field '{}' must be a string", name));
  return f->get<std::string>();
}

int64_t int_field(const json& body, const char* name, int64_t fallback, int64_t min, int64_t max) {
  const json* f = field(body, name);
  if (!f) return fallback;
  if (!f->is_number_integer()) bad_request(fmt::format("field '{}' must be a whole number", name));
  int64_t v =
      f->is_number_unsigned() && f->get<uint64_t>() > INT64_MAX ? INT64_MAX : f->get<int64_t>();
  if (v < min || v > max)
    bad_request(fmt::format("field '{}' must be between {} and {}", name, min, max));
  return v;
}

std::optional<uint64_t> seed_field(const json& body) {
  const json* f = field(body, "seed");
  if (!f) return std::nullopt;
  if (f->is_number_unsigned()) return f->get<uint64_t>();
  if (f->is_number_integer() && f->get<int64_t>() >= 0) return f->get<int64_t>();
  bad_request("field 'seed' must be a whole number >= 0");
}

// A cube bigger than the server's limit (ServerLimits::max_cube_size) is refused before it
// is read.
void check_cube_size(const std::string& puzzle, const ServerLimits& limits) {
  const std::optional<PuzzleInfo> p = puzzle_info(puzzle);
  if (p && p->cube_size > limits.max_cube_size)
    throw Error("E_LIMIT",
                fmt::format("this server takes cubes up to the {0}x{0}x{0}, not the {1} (its "
                            "limit, cubelab serve --max-cube-size; the command line takes "
                            "every size)",
                            limits.max_cube_size, puzzle));
}

// A puzzle of the registry (cubelab/puzzle.h), by its name.
std::string puzzle_field(const json& body, const ServerLimits& limits) {
  std::string p = string_field(body, "puzzle", "3x3x3");
  if (!puzzle_info(p))
    bad_request(fmt::format("field 'puzzle' must be {}, not \"{}\"", puzzle_names(), p));
  check_cube_size(p, limits);
  return p;
}

}  // namespace

int http_status(const Error& e) {
  if (auto* api = dynamic_cast<const ApiError*>(&e)) return api->status();
  return 400;
}

json answer_of(const std::function<json()>& fn, int& status, int ok_status) {
  try {
    json answer = fn();
    status = ok_status;
    return answer;
  } catch (const Error& e) {
    status = http_status(e);
    return error_body(e);
  } catch (const TableBuildStopped& e) {
    status = 503;
    return {{"code", "E_LIMIT"}, {"message", e.what()}};
  } catch (const std::exception& e) {
    status = 500;
    return {{"code", "E_INTERNAL"}, {"message", e.what()}};
  } catch (...) {
    status = 500;
    return {{"code", "E_INTERNAL"}, {"message", "unknown error"}};
  }
}

std::string answer_text(const json& answer) {
  return answer.dump(-1, ' ', false, json::error_handler_t::replace);
}

json error_body(const Error& e) { return {{"code", e.code()}, {"message", e.what()}}; }

json parse_body(std::string_view body) {
  // No request nests deeply; a body that does is refused before anything walks it, since
  // writing JSON back out (a solve's request goes to the facade as text) recurses once a level
  // and a large body limit would let a request overflow the handler's stack.
  constexpr int kMaxDepth = 32;
  bool too_deep = false;
  const auto depth_check = [&](int depth, json::parse_event_t, json&) {
    if (depth > kMaxDepth) too_deep = true;
    return !too_deep;
  };
  json j = json::parse(body, depth_check, /*allow_exceptions=*/false);
  if (too_deep) bad_request(fmt::format("the request body nests deeper than {} levels", kMaxDepth));
  if (j.is_discarded()) bad_request("the request body is not valid JSON");
  if (!j.is_object()) bad_request("the request body must be a JSON object");
  return j;
}

json solvers_json(const ServerLimits& limits) {
  json list = json::array();
  const std::vector<SolverInfo> all = solvers();
  for (const SolverInfo& s : all) {
    json j = json::parse(to_json(s));
    // Whether its tables are at hand (built, or ones this process may build): a solver whose
    // table may not be built is listed, but as unavailable, with the reason.
    std::string why;
    try {
      Request r;
      r.puzzle = s.puzzle;
      r.solver = s.name;
      why = unavailable(r);
    } catch (const Error&) {
      // A request of its defaults alone is refused (the goal solver wants a goal): that is
      // not a table's matter, each request is checked when it comes.
    }
    j["available"] = why.empty();
    if (!why.empty()) j["unavailable"] = why;
    list.push_back(j);
  }
  json defaults = json::object();
  for (const char* p : {"3x3x3", "2x2x2"}) {
    const std::string name = puzzle_info(p)->default_solver;
    bool known = false;
    for (const SolverInfo& s : all) known = known || s.name == name;
    defaults[p] = known ? json(name) : json(nullptr);
  }
  // The step solver's named goals, for the pages that offer them (docs/steps.md).
  json goals = json::array();
  for (const GoalPreset& g : goal_presets())
    goals.push_back({{"name", g.name}, {"description", g.description}});
  // The puzzles of the registry (cubelab/puzzle.h); every NxNxN up to the largest is one too.
  json puzzle_list = json::array();
  for (const PuzzleInfo& p : puzzles())
    puzzle_list.push_back({{"name", p.name},
                           {"description", p.description},
                           {"facelets", p.facelets},
                           {"scramble_length", p.scramble_length},
                           {"default_solver", p.default_solver},
                           {"solvers", p.solvers}});
  return {{"solvers", list},
          {"default", defaults},
          {"goals", goals},
          {"puzzles", puzzle_list},
          {"puzzle_names", puzzle_names()},
          {"limits",
           {{"default_time_limit", limits.default_time_limit_s},
            {"max_time_limit", limits.max_time_limit_s},
            {"max_concurrent_solves", limits.max_concurrent_solves},
            {"max_body_bytes", limits.max_body_bytes},
            {"max_cube_size", limits.max_cube_size}}}};
}

json scan_json(const json& body) {
  check_fields(body, {"faces"});
  return json::parse(to_json(resolve_colours_json(body.dump())));
}

json scan_photos_json(const std::vector<FormPart>& parts) {
  const std::string faces = "URFDLB";
  std::vector<std::string> photos(6), names(6);
  std::array<bool, 7> sent{};  // the six faces, then the puzzle
  std::string puzzle;
  for (const FormPart& part : parts) {
    const size_t f = part.name.size() == 1 ? faces.find(part.name[0]) : std::string::npos;
    if (f == std::string::npos && part.name != "puzzle")
      bad_request(
          fmt::format("unknown part '{}': the parts are U R F D L B (the photos) and "
                      "puzzle",
                      printable(part.name)));
    bool& seen = sent[f != std::string::npos ? f : 6];
    if (seen) bad_request(fmt::format("the part '{}' is sent twice", part.name));
    seen = true;
    if (f == std::string::npos) {
      puzzle = part.content;
      continue;
    }
    photos[f] = part.content;
    names[f] = part.filename.empty() ? part.name : printable(part.filename, 100);
  }
  for (size_t f = 0; f < 6; ++f)
    if (!sent[f])
      bad_request(
          fmt::format("the photo of {} is missing: send six parts U R F D L B, one "
                      "photo each",
                      faces[f]));
  return json::parse(to_json(scan_photos(photos, photo_cube_size(puzzle), names)));
}

json last_layer_json() {
  json cases = json::array();
  for (const LastLayerCase& c : last_layer_cases())
    cases.push_back({{"set", c.set}, {"number", c.number}, {"moves", c.moves}});
  return {{"cases", cases}};
}

json validate_json(const json& body, const ServerLimits& limits) {
  check_fields(body, {"cube", "puzzle"});
  const std::string text = string_field(body, "cube", "", true);
  const std::string puzzle = puzzle_field(body, limits);
  const Validation v = cubelab::validate(text, puzzle);
  if (!v.valid) {
    json j = {{"valid", false}, {"code", v.code}, {"message", v.message}};
    if (!v.stickers.empty()) j["stickers"] = v.stickers;
    return j;
  }
  json j = {{"valid", true}, {"puzzle", puzzle}, {"facelets", v.facelets}, {"kind", v.format}};
  if (!v.note.empty()) j["note"] = v.note;
  // A move sequence comes back as plain face turns (slices, wide moves and rotations
  // turned into face turns relative to the centres), which the web app can animate.
  if (v.format == "moves") j["moves"] = v.moves;
  return j;
}

ScrambleSpec parse_scramble(const json& body, const ServerLimits& limits) {
  check_fields(body, {"puzzle", "kind", "length", "seed"});
  ScrambleSpec spec;
  ScrambleOptions& o = spec.options;
  o.puzzle = puzzle_field(body, limits);
  std::string kind = string_field(body, "kind", "state");
  if (kind != "state" && kind != "moves")
    bad_request(fmt::format("field 'kind' must be \"state\" or \"moves\", not \"{}\"", kind));
  o.random_state = kind == "state";
  o.length = static_cast<int>(int_field(body, "length", puzzle_info(o.puzzle)->scramble_length, 0,
                                        limits.max_scramble_length));
  o.seed = seed_field(body);
  return spec;
}

json scramble_json(const ScrambleSpec& spec) {
  const ScrambleOptions& o = spec.options;
  const ScrambleResult s = cubelab::scramble(o);
  json j = {{"puzzle", o.puzzle},
            {"kind", s.random_state ? "state" : "moves"},
            {"facelets", s.cube.facelets()}};
  if (s.has_moves) {
    j["moves"] = s.moves;
    j["length_htm"] = s.length_htm;
    j["length_qtm"] = s.length_qtm;
  } else {
    // No solver to turn the random state into moves: the state alone, and why.
    j["moves"] = nullptr;
  }
  // Why a "state" scramble is what it is: no solver for the puzzle (no moves), or a big
  // cube's random moves, as the WCA's.
  if (!s.note.empty()) j["note"] = s.note;
  if (o.seed) j["seed"] = *o.seed;
  if (!s.solver.empty()) j["solver"] = s.solver;
  return j;
}

SolveSpec parse_solve(const json& body, const ServerLimits& limits) {
  if (!field(body, "cube")) bad_request("missing field 'cube'");
  Request defaults;
  defaults.time_limit = limits.default_time_limit_s;
  SolveSpec spec{request_from_json(body.dump(), defaults), {}};
  Request& r = spec.request;
  check_cube_size(r.puzzle, limits);
  r.time_limit = std::min(r.time_limit, limits.max_time_limit_s);
  if (r.count > limits.max_solutions)
    bad_request(fmt::format("field 'count' must be between 1 and {}", limits.max_solutions));
  r.threads = std::min(r.threads, limits.max_threads_per_solve);
  // Everything the solve would reject is rejected now, before any job starts.
  spec.solver = cubelab::check(r);
  return spec;
}

json run_solve(const SolveSpec& spec, const CancelToken* cancel,
               std::function<void(const Progress&)> progress) {
  SolveControl control;
  control.cancel = cancel;
  control.progress = std::move(progress);
  // Someone waits for the answer: the limit bounds a table build too (docs/api.md).
  control.time_limit_covers_tables = true;
  return json::parse(cubelab::to_json(cubelab::solve(spec.request, control)));
}

json progress_json(const Progress& p) {
  json j = {{"phase", p.phase}, {"nodes", p.nodes}};
  if (p.fraction >= 0) j["fraction"] = p.fraction;
  if (p.generation >= 0) j["generation"] = p.generation;
  if (p.best_fitness >= 0) j["best_fitness"] = p.best_fitness;
  if (p.depth >= 0) j["depth"] = p.depth;
  if (!p.message.empty()) j["message"] = p.message;
  return j;
}

}  // namespace cubelab::server
