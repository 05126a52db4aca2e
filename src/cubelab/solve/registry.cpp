#include "cubelab/solve/registry.h"

#include <fmt/format.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>

#include "cubelab/cube/error.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/pocket.h"
#include "cubelab/search/thread_pool.h"
#include "cubelab/tables/build_cancel.h"
#include "cubelab/tables/store.h"

namespace cubelab {

// Defined in solvers/builtin.cpp: adds every built-in solver.
void register_builtin_solvers(std::vector<std::unique_ptr<Solver>>& out);

namespace {

std::vector<std::unique_ptr<Solver>>& solver_list() {
  static std::vector<std::unique_ptr<Solver>> solvers = [] {
    std::vector<std::unique_ptr<Solver>> v;
    register_builtin_solvers(v);
    return v;
  }();
  return solvers;
}

}  // namespace

const std::vector<std::unique_ptr<Solver>>& all_solvers() { return solver_list(); }

void register_solver(std::unique_ptr<Solver> solver) { solver_list().push_back(std::move(solver)); }

Solver& find_solver(const std::string& name) {
  std::string known;
  for (const auto& s : all_solvers()) {
    if (s->name() == name) return *s;
    known += (known.empty() ? "" : ", ") + s->name();
  }
  throw InputError(ErrorCode::Option, fmt::format("unknown solver '{}' (known: {})", name, known));
}

std::string default_solver_name(Puzzle puzzle) {
  const char* preferred = puzzle == Puzzle::Cube2 ? "pocket" : "twophase";
  for (const auto& s : all_solvers())
    if (s->name() == preferred) return preferred;
  for (const auto& s : all_solvers())
    if (s->puzzle() == puzzle) return s->name();
  return preferred;
}

namespace {

const OptionSpec* find_spec(const Solver& s, const std::string& name) {
  static thread_local std::vector<OptionSpec> specs;
  specs = s.options();
  for (const auto& spec : specs)
    if (spec.name == name) return &spec;
  return nullptr;
}

std::string raw_option(const Solver& s, const SolveRequest& r, const std::string& name) {
  auto it = r.options.find(name);
  if (it != r.options.end()) return it->second;
  const OptionSpec* spec = find_spec(s, name);
  if (!spec)
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' has no option '{}'", s.name(), name));
  return spec->default_value;
}

bool parse_number(const std::string& text, double& out, bool integer) {
  if (text.empty()) return false;
  char* end = nullptr;
  if (integer) {
    long long v = std::strtoll(text.c_str(), &end, 10);
    out = static_cast<double>(v);
  } else {
    out = std::strtod(text.c_str(), &end);
  }
  return end && *end == '\0';
}

bool parse_bool(const std::string& text, bool& out) {
  if (text == "true" || text == "1" || text == "yes" || text == "on") return out = true, true;
  if (text == "false" || text == "0" || text == "no" || text == "off") return out = false, true;
  return false;
}

void check_value(const Solver& s, const OptionSpec& spec, const std::string& value) {
  auto bad = [&](const std::string& why) {
    throw InputError(ErrorCode::Option, fmt::format("option '{}' of solver '{}': '{}' {}",
                                                    spec.name, s.name(), value, why));
  };
  if (spec.type == "int" || spec.type == "double") {
    double v;
    if (!parse_number(value, v, spec.type == "int"))
      bad(spec.type == "int" ? "is not a whole number" : "is not a number");
    if (spec.min < spec.max && (v < spec.min || v > spec.max))
      bad(fmt::format("is out of range [{}, {}]", spec.min, spec.max));
  } else if (spec.type == "bool") {
    bool b;
    if (!parse_bool(value, b)) bad("is not true or false");
  } else if (spec.type == "choice") {
    bool ok = false;
    for (const auto& c : spec.choices) ok = ok || c == value;
    if (!ok) {
      std::string list;
      for (const auto& c : spec.choices) list += (list.empty() ? "" : ", ") + c;
      bad("is not one of: " + list);
    }
  }
}

// A 2x2x2 is solved when every face shows one colour on its four corner stickers.
bool pocket_solved(const CubieCube& c) {
  std::string f = to_facelets(c);
  for (int face = 0; face < kFaces; ++face) {
    char a = f[9 * face + 0];
    if (f[9 * face + 2] != a || f[9 * face + 6] != a || f[9 * face + 8] != a) return false;
  }
  return true;
}

}  // namespace

void check_options(const Solver& solver, const SolveRequest& request) {
  auto specs = solver.options();
  for (const auto& [name, value] : request.options) {
    const OptionSpec* spec = nullptr;
    for (const auto& sp : specs)
      if (sp.name == name) spec = &sp;
    if (!spec) {
      std::string list;
      for (const auto& sp : specs) list += (list.empty() ? "" : ", ") + sp.name;
      throw InputError(ErrorCode::Option,
                       fmt::format("solver '{}' has no option '{}' (options: {})", solver.name(),
                                   name, list.empty() ? "none" : list));
    }
    check_value(solver, *spec, value);
  }
}

int option_int(const Solver& s, const SolveRequest& r, const std::string& name) {
  double v = 0;
  parse_number(raw_option(s, r, name), v, true);
  return static_cast<int>(v);
}

double option_double(const Solver& s, const SolveRequest& r, const std::string& name) {
  double v = 0;
  parse_number(raw_option(s, r, name), v, false);
  return v;
}

bool option_bool(const Solver& s, const SolveRequest& r, const std::string& name) {
  bool b = false;
  parse_bool(raw_option(s, r, name), b);
  return b;
}

std::string option_string(const Solver& s, const SolveRequest& r, const std::string& name) {
  return raw_option(s, r, name);
}

bool verify_solution(Puzzle puzzle, const CubieCube& cube, const Alg& alg,
                     const CubieCube& target) {
  CubieCube reached = cube;
  reached.apply(alg.moves);
  if (puzzle == Puzzle::Cube2) return pocket_solved(target.inverse() * reached);
  return reached == target;
}

SolveResult run_solver(Solver& solver, SolveRequest request, const CubieCube* target) {
  check_options(solver, request);
  if (solver.puzzle() != request.puzzle)
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' solves the {}, not the {}", solver.name(),
                                 puzzle_name(solver.puzzle()), puzzle_name(request.puzzle)));
  request.threads = std::clamp(request.threads, 1, max_useful_threads());
  if (request.count < 1) request.count = 1;
  // A 2x2x2 state is a normalised corner state (pocket.h); its corner parity is free.
  auto check = request.puzzle == Puzzle::Cube2 ? validate_pocket : validate;
  check(request.cube);
  const CubieCube original = request.cube;
  const CubieCube goal = target ? *target : CubieCube{};
  if (target) {
    check(*target);
    request.cube = target->inverse() * request.cube;
  }

  auto start = std::chrono::steady_clock::now();
  // Cancelling the solve also stops a table build it starts.
  const CancelToken* cancel = request.cancel;
  tables::BuildCancelScope build_scope([cancel] { return cancel && cancel->cancelled(); });
  SolveResult result = solver.solve(request);
  result.elapsed_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();

  // "Optimal" and "no solution of N moves or fewer" rest on the tables' values: claimed only
  // when every loaded table is verified (a damaged one bounds wrongly). A solution found is
  // still a solution (it is checked below), only not proven optimal.
  std::string untrusted;
  if ((result.proven_optimal || result.status == SolveStatus::NoSolution) &&
      !tables::loaded_tables_verified(&untrusted)) {
    result.proven_optimal = false;
    if (result.status == SolveStatus::NoSolution) {
      result.status = SolveStatus::Error;
      result.message = "no claim can be made: " + untrusted;
    } else {
      result.message = "not proven optimal: " + untrusted;
    }
  }

  if (result.status == SolveStatus::Solved) {
    if (!verify_solution(request.puzzle, original, result.solution, goal)) {
      result.status = SolveStatus::Error;
      result.message = fmt::format("solver '{}' returned '{}', which does not solve the cube",
                                   solver.name(), result.solution.str());
      result.solution = Alg{};
      result.solutions.clear();
      result.proven_optimal = false;
      return result;
    }
    std::vector<Alg> checked;
    for (const Alg& a : result.solutions)
      if (verify_solution(request.puzzle, original, a, goal)) checked.push_back(a);
    if (checked.empty()) checked.push_back(result.solution);
    result.solutions = std::move(checked);
  } else {
    // A solver that gives up never passes a partial sequence off as a solution.
    result.solution = Alg{};
    result.solutions.clear();
    result.proven_optimal = false;
  }
  return result;
}

}  // namespace cubelab
