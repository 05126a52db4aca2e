#include "cubelab/solvers/cfop/last_layer.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>

#include "cubelab/cube/goal.h"

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

const Key kOriented = "00000000", kPermuted = "01230123";

struct AlgorithmSets {
  std::map<Key, std::pair<Alg, int>> oll, pll;  // case key -> algorithm, case number
};

AlgorithmSets parse(std::string_view text) {
  AlgorithmSets sets;
  std::istringstream in{std::string(text)};
  for (std::string line; std::getline(in, line);) {
    if (line.size() < 11 || (line[0] != 'O' && line[0] != 'P') || line[1] != ' ' || line[10] != ' ')
      throw std::runtime_error(
          fmt::format("last-layer sets: a line not \"O|P key alg\": {}", line));
    auto& set = line[0] == 'O' ? sets.oll : sets.pll;
    const Key key = line.substr(2, 8);
    set[key] = {Alg::parse(line.substr(11)), static_cast<int>(set.size()) + 1};
  }
  return sets;
}

void check(const AlgorithmSets& sets);

// The shipped sets, parsed and checked once.
const AlgorithmSets& algorithm_sets() {
  static const AlgorithmSets sets = [] {
    AlgorithmSets s = parse(shipped_last_layer_sets());
    check(s);
    return s;
  }();
  return sets;
}

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
    if (case_key(c, orientation_key) != kOriented && !sets.oll.count(case_key(c, orientation_key)))
      throw std::runtime_error("last-layer sets: no OLL for the case " +
                               case_key(c, orientation_key));
    if (auto step = lookup(c, sets.oll, orientation_key, kOriented)) d.apply(step->alg.moves);
    if (!oll.satisfied(d))
      throw std::runtime_error("last-layer sets: the OLL of " + case_key(c, orientation_key) +
                               " does not orient it");
  }
  for (const CubieCube& c : last_layer_states(false)) {
    CubieCube d = c;
    if (case_key(c, permutation_key) != kPermuted && !sets.pll.count(case_key(c, permutation_key)))
      throw std::runtime_error("last-layer sets: no PLL for the case " +
                               case_key(c, permutation_key));
    if (auto step = lookup(c, sets.pll, permutation_key, kPermuted)) d.apply(step->alg.moves);
    if (!d.is_solved())
      throw std::runtime_error("last-layer sets: the PLL of " + case_key(c, permutation_key) +
                               " does not solve it");
  }
}

}  // namespace

std::optional<LastLayerStep> oll_for(const CubieCube& cube) {
  // Oriented: nothing to do, whatever turn of U.
  if (orientation_key(cube) == kOriented) return std::nullopt;
  return lookup(cube, algorithm_sets().oll, orientation_key, kOriented);
}

std::optional<LastLayerStep> pll_for(const CubieCube& cube) {
  return lookup(cube, algorithm_sets().pll, permutation_key, kPermuted);
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

std::vector<LastLayerCaseState> last_layer_case_states(bool oll) {
  std::vector<LastLayerCaseState> out;
  std::map<Key, bool> seen;
  const Key done = oll ? kOriented : kPermuted;
  for (const CubieCube& c : last_layer_states(oll)) {
    const Key key = oll ? case_key(c, orientation_key) : case_key(c, permutation_key);
    if (seen[key] || key == done) continue;
    seen[key] = true;
    // The state of the case whose own key is the case's.
    for (int k = 0; k < 4; ++k)
      if ((oll ? orientation_key(c * u_turns(k)) : permutation_key(c * u_turns(k))) == key) {
        out.push_back({key, c * u_turns(k)});
        break;
      }
  }
  return out;
}

void check_last_layer_sets(std::string_view text) { check(parse(text)); }

}  // namespace cubelab::cfop
