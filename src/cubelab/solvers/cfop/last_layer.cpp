#include "cubelab/solvers/cfop/last_layer.h"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <map>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <string>

#include "cubelab/base/thread_pool.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/cube/goal.h"
#include "cubelab/solve/registry.h"
#include "cubelab/tables/store.h"

namespace cubelab::cfop {
namespace {

// A last-layer case: the four U corners' and four U edges' twists and flips (OLL) or places
// (PLL), as eight digits.
using Key = std::string;

Key orientation_key(const CubieCube& c) {
  Key k;
  for (int i = 0; i < 4; ++i) k += static_cast<char>('0' + c.co[i]);
  for (int i = 0; i < 4; ++i) k += static_cast<char>('0' + c.eo[i]);
  return k;
}

Key permutation_key(const CubieCube& c) {
  Key k;
  for (int i = 0; i < 4; ++i) k += static_cast<char>('0' + c.cp[i]);
  for (int i = 0; i < 4; ++i) k += static_cast<char>('0' + c.ep[i]);
  return k;
}

const CubieCube& u_turns(int k) {
  static const std::array<CubieCube, 4> turns = [] {
    std::array<CubieCube, 4> t;
    for (int i = 1; i < 4; ++i) t[i] = t[i - 1] * CubieCube::move_cube(make_move(U, 1));
    return t;
  }();
  return turns[k];
}

// The key of the case up to a turn of U first: the least key over the four turns.
template <typename KeyOf>
Key case_key(const CubieCube& c, KeyOf key_of) {
  Key least = key_of(c);
  for (int k = 1; k < 4; ++k) least = std::min(least, key_of(c * u_turns(k)));
  return least;
}

// Every last-layer state of one kind: orientations (27 corner twists x 8 edge flips) or
// permutations (the 288 with matching parities), the rest of the cube solved.
std::vector<CubieCube> last_layer_states(bool orientation) {
  std::vector<CubieCube> v;
  if (orientation) {
    for (int t = 0; t < 81; ++t)
      for (int f = 0; f < 16; ++f) {
        CubieCube c;
        int twist = 0, flip = 0;
        for (int i = 0, x = t; i < 4; ++i, x /= 3) twist += c.co[i] = static_cast<uint8_t>(x % 3);
        for (int i = 0; i < 4; ++i) flip += c.eo[i] = static_cast<uint8_t>((f >> i) & 1);
        if (twist % 3 == 0 && flip % 2 == 0) v.push_back(c);
      }
  } else {
    // The 24 orders of four pieces, for corners and for edges.
    std::vector<std::array<uint8_t, 4>> orders;
    for (int a = 0; a < 4; ++a)
      for (int b = 0; b < 4; ++b)
        for (int c = 0; c < 4; ++c) {
          const int d = 6 - a - b - c;
          if (a != b && a != c && b != c && d >= 0 && d < 4 && d != a && d != b && d != c)
            orders.push_back({static_cast<uint8_t>(a), static_cast<uint8_t>(b),
                              static_cast<uint8_t>(c), static_cast<uint8_t>(d)});
        }
    for (const auto& cp : orders)
      for (const auto& ep : orders) {
        CubieCube c;
        for (int i = 0; i < 4; ++i) c.cp[i] = cp[i], c.ep[i] = ep[i];
        if (c.corner_parity() == c.edge_parity()) v.push_back(c);
      }
  }
  return v;
}

// An algorithm for one case: OLL optimal for its goal, PLL the shortest the two-phase
// search finds in 0.3 s (tiny tables, without the short optimal search first: no PLL is
// that short); a PLL search that finds nothing in time gets 3 s more.
Alg solve_case(const CubieCube& c, bool orientation) {
  SolveRequest r;
  r.cube = c;
  SolveResult res;
  if (orientation) {
    r.goal = Goal::parse("oll");
    res = run_solver(find_solver("goal"), r);
  } else {
    r.options["profile"] = "tiny";
    r.options["optimal_depth"] = "-1";
    for (double seconds : {0.3, 3.0}) {
      r.time_limit_s = seconds;
      res = run_solver(find_solver("twophase"), r);
      if (res.status == SolveStatus::Solved) break;
    }
  }
  if (res.status != SolveStatus::Solved)
    throw std::runtime_error(fmt::format("no algorithm found for the last-layer case of {}: {}",
                                         to_facelets(c), res.message));
  return res.solution;
}

// One state of each case (up to a turn of U first), the solved case left out.
std::vector<std::pair<Key, CubieCube>> cases(bool orientation) {
  std::vector<std::pair<Key, CubieCube>> out;
  std::map<Key, bool> seen;
  for (const CubieCube& c : last_layer_states(orientation)) {
    const Key key = orientation ? case_key(c, orientation_key) : case_key(c, permutation_key);
    if (seen[key] || key == (orientation ? "00000000" : "01230123")) continue;
    seen[key] = true;
    for (int k = 0; k < 4; ++k)
      if ((orientation ? orientation_key(c * u_turns(k)) : permutation_key(c * u_turns(k))) == key)
        out.push_back({key, c * u_turns(k)});
  }
  // A case with a turn of U among its symmetries appears once per such turn: keep one.
  std::vector<std::pair<Key, CubieCube>> unique;
  for (auto& kc : out)
    if (unique.empty() || unique.back().first != kc.first) unique.push_back(std::move(kc));
  return unique;
}

// "O <key> <alg>" and "P <key> <alg>" lines, one per case, the cases solved on the build
// threads.
std::string generate(tables::BuildContext& ctx) {
  std::string text;
  for (bool orientation : {true, false}) {
    const auto todo = cases(orientation);
    std::vector<Alg> algs(todo.size());
    std::atomic<size_t> done{0};
    parallel_for(ctx.threads(), todo.size(), [&](uint64_t i, int) {
      if (ctx.stopped()) return;
      algs[i] = solve_case(todo[i].second, orientation);
      ctx.progress((orientation ? 0.0 : 0.5) + 0.5 * double(++done) / todo.size());
    });
    if (ctx.stopped()) return {};
    for (size_t i = 0; i < todo.size(); ++i)
      text += fmt::format("{} {} {}\n", orientation ? 'O' : 'P', todo[i].first, algs[i].str());
  }
  return text;
}

struct AlgorithmSets {
  std::map<Key, std::pair<Alg, int>> oll, pll;  // case key -> algorithm, case number
};

void check(const AlgorithmSets& sets);

const AlgorithmSets& algorithm_sets() {
  static std::once_flag once;
  static AlgorithmSets sets;
  std::call_once(once, [] {
    tables::TableSpec spec;
    spec.name = kLastLayerTable;
    spec.parameters = "OLL: goal solver (optimal); PLL: twophase tiny, 0.3 s a case";
    spec.version = 1;
    spec.description = "CFOP's OLL and PLL algorithm sets, generated by cubelab's searches";
    spec.expected_bytes = 6000;
    spec.expected_seconds = 30;
    const tables::Table& table = tables::get_table(spec, [](tables::BuildContext& ctx) {
      const std::string text = generate(ctx);
      if (ctx.stopped()) return;
      auto out = ctx.allocate(text.size());
      std::memcpy(out.data(), text.data(), text.size());
    });
    const auto data = table.data();
    std::istringstream in(std::string(reinterpret_cast<const char*>(data.data()), data.size()));
    for (std::string line; std::getline(in, line);) {
      if (line.size() < 11) continue;
      auto& set = line[0] == 'O' ? sets.oll : sets.pll;
      const Key key = line.substr(2, 8);
      set[key] = {Alg::parse(line.substr(11)), static_cast<int>(set.size()) + 1};
    }
    check(sets);
  });
  return sets;
}

}  // namespace

namespace {

template <typename KeyOf>
std::optional<LastLayerStep> lookup(const CubieCube& cube,
                                    const std::map<Key, std::pair<Alg, int>>& set, KeyOf key_of,
                                    const Key& done) {
  for (int k = 0; k < 4; ++k) {
    const Key key = key_of(cube * u_turns(k));
    if (key == done) {
      if (k == 0) return std::nullopt;
      return LastLayerStep{Alg({make_move(U, k)}), 0};
    }
    if (auto it = set.find(key); it != set.end()) {
      Alg alg = k ? Alg({make_move(U, k)}) : Alg();
      return LastLayerStep{alg + it->second.first, it->second.second};
    }
  }
  throw std::logic_error("a last-layer case missing from the algorithm sets");
}

// Every case of both sets is looked up and its algorithm applied: a set that misses a case
// or does not reach its goal is never used.
void check(const AlgorithmSets& sets) {
  const Goal oll = Goal::parse("oll");
  for (const CubieCube& c : last_layer_states(true)) {
    CubieCube d = c;
    if (auto step = lookup(c, sets.oll, orientation_key, "00000000")) d.apply(step->alg.moves);
    if (!oll.satisfied(d))
      throw std::runtime_error("table cfop-last-layer: an OLL does not orient its case");
  }
  for (const CubieCube& c : last_layer_states(false)) {
    CubieCube d = c;
    if (auto step = lookup(c, sets.pll, permutation_key, "01230123")) d.apply(step->alg.moves);
    if (!d.is_solved())
      throw std::runtime_error("table cfop-last-layer: a PLL does not solve its case");
  }
}

}  // namespace

std::optional<LastLayerStep> oll_for(const CubieCube& cube) {
  // Oriented: nothing to do, whatever turn of U.
  if (orientation_key(cube) == "00000000") return std::nullopt;
  return lookup(cube, algorithm_sets().oll, orientation_key, "00000000");
}

std::optional<LastLayerStep> pll_for(const CubieCube& cube) {
  return lookup(cube, algorithm_sets().pll, permutation_key, "01230123");
}

std::vector<LastLayerCase> last_layer_cases() {
  std::vector<LastLayerCase> out;
  for (const bool oll : {true, false}) {
    const auto& set = oll ? algorithm_sets().oll : algorithm_sets().pll;
    const size_t first = out.size();
    for (const auto& [key, entry] : set) out.push_back({oll, entry.second, entry.first});
    std::sort(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(),
              [](const LastLayerCase& a, const LastLayerCase& b) {
                return a.case_number < b.case_number;
              });
  }
  return out;
}

int oll_cases() { return static_cast<int>(algorithm_sets().oll.size()); }
int pll_cases() { return static_cast<int>(algorithm_sets().pll.size()); }

}  // namespace cubelab::cfop
