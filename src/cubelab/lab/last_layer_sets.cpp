#include "cubelab/experiments/last_layer_sets.h"

#include <fmt/format.h>

#include <atomic>
#include <map>
#include <sstream>
#include <stdexcept>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/goal.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/cfop/last_layer.h"

namespace cubelab::lab {
namespace {

// An optimal algorithm for one case: for the goal `oll` (the goal solver) or for the whole
// cube (the optimal solver, on one thread, so that the same tables give the same answer).
Alg solve_case(const CubieCube& c, bool oll) {
  SolveRequest r;
  r.cube = c;
  if (oll) r.goal = Goal::parse("oll");
  const SolveResult res = run_solver(find_solver(oll ? "goal" : "optimal"), r);
  if (res.status != SolveStatus::Solved || (!oll && !res.proven_optimal))
    throw std::runtime_error(fmt::format(
        "no optimal algorithm found for the last-layer case {}: {}", to_facelets(c), res.message));
  return res.solution;
}

// The shipped algorithm of each case, by set and key.
std::map<std::string, std::string> shipped_algorithms() {
  std::map<std::string, std::string> out;
  std::istringstream in{std::string(cfop::shipped_last_layer_sets())};
  for (std::string line; std::getline(in, line);)
    if (line.size() > 11) out[line.substr(0, 10)] = line.substr(11);
  return out;
}

}  // namespace

std::vector<LastLayerSetCase> generate_last_layer_sets(
    int threads, const std::function<void(int done, int total)>& progress) {
  struct Todo {
    bool oll;
    cfop::LastLayerCaseState c;
  };
  std::vector<Todo> todo;
  for (const bool oll : {true, false})
    for (auto& c : cfop::last_layer_case_states(oll)) todo.push_back({oll, std::move(c)});
  // The optimal solver's tables first, once, rather than in every thread at the same time.
  solve_case(todo.back().c.state, false);
  const auto shipped = shipped_algorithms();
  std::vector<LastLayerSetCase> out(todo.size());
  std::atomic<int> done{0};
  parallel_for(threads > 0 ? threads : max_useful_threads(), todo.size(), [&](uint64_t i, int) {
    const Todo& t = todo[i];
    const Alg alg = solve_case(t.c.state, t.oll);
    LastLayerSetCase& c = out[i];
    c.set = t.oll ? "OLL" : "PLL";
    c.key = t.c.key;
    c.generated = alg.str();
    c.generated_length = alg.htm();
    const auto it = shipped.find(fmt::format("{} {}", t.oll ? 'O' : 'P', t.c.key));
    if (it != shipped.end()) {
      c.shipped = it->second;
      c.shipped_length = Alg::parse(c.shipped).htm();
    }
    if (progress) progress(++done, static_cast<int>(todo.size()));
  });
  cfop::check_last_layer_sets(last_layer_sets_text(out));
  return out;
}

std::string last_layer_sets_text(const std::vector<LastLayerSetCase>& cases) {
  std::string text;
  for (const auto& c : cases) text += fmt::format("{} {} {}\n", c.set[0], c.key, c.generated);
  return text;
}

std::string last_layer_sets_source(const std::vector<LastLayerSetCase>& cases) {
  std::string s =
      "// cubelab's OLL and PLL algorithm sets (last_layer.h), written by `cubelab-lab\n"
      "// last-layer-sets --write FILE` from the searches it runs: each OLL optimal for the goal\n"
      "// `oll` (goal solver), each PLL optimal in face turns (optimal solver). Not edited by\n"
      "// hand; checked case by case when the program first uses them.\n"
      "#include \"cubelab/solvers/cfop/last_layer.h\"\n\n"
      "namespace cubelab::cfop {\n\n"
      "std::string_view shipped_last_layer_sets() {\n";
  // As clang-format lays it out.
  for (size_t i = 0; i < cases.size(); ++i)
    s += fmt::format("{}\"{} {} {}\\n\"\n", i ? "         " : "  return ", cases[i].set[0],
                     cases[i].key, cases[i].generated);
  s.back() = ';';
  s += "\n}\n\n}  // namespace cubelab::cfop\n";
  return s;
}

std::string last_layer_sets_markdown(const std::vector<LastLayerSetCase>& cases) {
  std::string md =
      "| set | cases | generated (face turns) | shipped (face turns) | cases that differ |\n"
      "|---|---:|---:|---:|---:|\n";
  std::string differ;
  for (const char* set : {"OLL", "PLL"}) {
    int n = 0, generated = 0, shipped = 0, different = 0;
    for (const auto& c : cases) {
      if (c.set != set) continue;
      ++n;
      generated += c.generated_length;
      shipped += c.shipped_length;
      if (c.generated != c.shipped) {
        ++different;
        differ += fmt::format("- {} {}: generated `{}` ({}), shipped `{}` ({})\n", c.set, c.key,
                              c.generated, c.generated_length,
                              c.shipped.empty() ? "none" : c.shipped, c.shipped_length);
      }
    }
    md += fmt::format("| {} | {} | {} | {} | {} |\n", set, n, generated, shipped, different);
  }
  if (!differ.empty()) md += "\n" + differ;
  return md;
}

}  // namespace cubelab::lab
