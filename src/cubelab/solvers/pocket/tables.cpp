#include "cubelab/solvers/pocket/tables.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "cubelab/coord/ranking.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/store.h"

namespace cubelab::pocket {
namespace {

// The seven positions (and pieces) that move; DBL (6) is left out.
constexpr std::array<uint8_t, 7> kMoving = {URF, UFL, ULB, UBR, DFR, DLF, DRB};
// Local number 0..6 of each corner (DBL gets 7, never used).
constexpr std::array<uint8_t, kCorners> kLocal = {0, 1, 2, 3, 4, 5, 7, 6};

uint32_t perm_coord(const CubieCube& c) {
  std::array<uint8_t, 7> perm;
  for (int i = 0; i < 7; ++i) perm[i] = kLocal[c.cp[kMoving[i]]];
  return rank::permutation(perm);
}

uint32_t twist_coord(const CubieCube& c) {
  std::array<uint8_t, 7> twist;
  for (int i = 0; i < 7; ++i) twist[i] = c.co[kMoving[i]];
  return rank::orientation(twist, 3);
}

struct MoveTables {
  std::vector<uint16_t> perm;   // [perm * 9 + move]
  std::vector<uint16_t> twist;  // [twist * 9 + move]
};

const MoveTables& move_tables() {
  static const MoveTables tables = [] {
    MoveTables t;
    t.perm.resize(kPermCount * kPocketMoves);
    t.twist.resize(kTwistCount * kPocketMoves);
    for (uint32_t p = 0; p < kPermCount; ++p) {
      CubieCube c = state_cube(p * kTwistCount);
      for (Move m = 0; m < kPocketMoves; ++m) {
        CubieCube d = c;
        d.multiply_corners(CubieCube::move_cube(m));
        t.perm[p * kPocketMoves + m] = static_cast<uint16_t>(perm_coord(d));
      }
    }
    for (uint32_t w = 0; w < kTwistCount; ++w) {
      CubieCube c = state_cube(w);
      for (Move m = 0; m < kPocketMoves; ++m) {
        CubieCube d = c;
        d.multiply_corners(CubieCube::move_cube(m));
        t.twist[w * kPocketMoves + m] = static_cast<uint16_t>(twist_coord(d));
      }
    }
    return t;
  }();
  return tables;
}

}  // namespace

std::string table_name(Metric metric) {
  return metric == Metric::Qtm ? "pocket-qtm" : "pocket-htm";
}

bool made_in_memory(Metric metric) { return !tables::refusal(table_name(metric)).empty(); }

namespace {

tables::TableSpec spec_of(Metric metric) {
  tables::TableSpec s;
  s.name = table_name(metric);
  s.parameters = fmt::format(
      "2x2x2 corners with DBL fixed: permutation (7!) x twist (3^6), one byte per state, {}",
      metric == Metric::Qtm ? "QTM" : "HTM");
  s.description =
      fmt::format("the pocket solver's distance table of all 3,674,160 2x2x2 states, {}",
                  metric == Metric::Qtm ? "QTM" : "HTM");
  // One byte per state, built on one thread whatever the build threads (its time:
  // docs/results.md, "First run").
  s.expected_bytes = kStateCount;
  s.expected_seconds = 0.4;
  s.parallel_build = false;
  return s;
}

// A plain single-threaded search: under a second, so the byte-per-entry builder of the small
// spaces serves; the store keeps the result so that later processes only map it.
std::vector<uint8_t> distances(Metric metric) {
  const uint64_t goal = state_index(CubieCube{});
  return build_distance_table(
      kStateCount, std::span<const uint64_t>(&goal, 1), kPocketMoves,
      [](uint64_t s, int m) { return uint64_t{next_state(static_cast<uint32_t>(s), m)}; },
      [metric](int m) { return move_cost(static_cast<Move>(m), metric); });
}

std::span<const uint8_t> load(Metric metric) {
  return tables::get_or_make_table(spec_of(metric), [metric] { return distances(metric); });
}

}  // namespace

bool is_normalised(const CubieCube& cube) { return cube.cp[DBL] == DBL && cube.co[DBL] == 0; }

uint32_t state_index(const CubieCube& cube) {
  return perm_coord(cube) * kTwistCount + twist_coord(cube);
}

CubieCube state_cube(uint32_t index) {
  std::array<uint8_t, 7> perm, twist;
  rank::unrank_permutation(index / kTwistCount, perm);
  rank::unrank_orientation(index % kTwistCount, twist, 3);
  CubieCube c;
  for (int i = 0; i < 7; ++i) {
    c.cp[kMoving[i]] = kMoving[perm[i]];
    c.co[kMoving[i]] = twist[i];
  }
  return c;
}

uint32_t next_state(uint32_t index, Move m) {
  const MoveTables& t = move_tables();
  const uint32_t p = index / kTwistCount, w = index % kTwistCount;
  return t.perm[p * kPocketMoves + m] * kTwistCount + t.twist[w * kPocketMoves + m];
}

std::span<const uint8_t> distance_table(Metric metric) {
  // get_table loads each table once per process; the statics spare its lookup (a mutex and
  // a map) on every solve.
  if (metric == Metric::Qtm) {
    static const std::span<const uint8_t> qtm = load(Metric::Qtm);
    return qtm;
  }
  static const std::span<const uint8_t> htm = load(Metric::Htm);
  return htm;
}

void register_tables() {
  for (Metric metric : {Metric::Htm, Metric::Qtm}) {
    const tables::TableSpec s = spec_of(metric);
    tables::register_catalog_entry(
        {s.name, s.description, "pocket", [metric] { distance_table(metric); }});
  }
}

}  // namespace cubelab::pocket
