#include "cubelab/solvers/reduction/centre_tables.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <utility>

#include "cubelab/base/fnv1a.h"
#include "cubelab/cube/move.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/store.h"

namespace cubelab::reduction {
namespace {

// Ranks of the masks with a fixed number of bits set, in colex order (the masks' numeric
// order): 8 of 16 and 4 of 8, and the masks of 8 of 24 by rank (separate_index ranks them).
struct Ranks {
  std::vector<uint32_t> masks24;
  std::vector<uint16_t> masks16;
  std::vector<uint16_t> rank16 = std::vector<uint16_t>(1 << 16);
  std::array<uint8_t, 70> masks8{};
  std::array<uint8_t, 256> rank8{};

  Ranks() {
    for (uint32_t m = 0; m < (1u << 24); ++m)
      if (std::popcount(m) == 8) masks24.push_back(m);
    for (uint32_t m = 0; m < (1u << 16); ++m)
      if (std::popcount(m) == 8) {
        rank16[m] = static_cast<uint16_t>(masks16.size());
        masks16.push_back(static_cast<uint16_t>(m));
      }
    int i = 0;
    for (uint32_t m = 0; m < 256; ++m)
      if (std::popcount(m) == 4) {
        rank8[m] = static_cast<uint8_t>(i);
        masks8[i++] = static_cast<uint8_t>(m);
      }
  }
};

// Inlined into the index functions below, which the centre searches call for every node: out
// of line, the call that checks the ranks are made cost about as much as the ranking.
[[gnu::always_inline]] inline const Ranks& ranks() {
  static const Ranks r;
  return r;
}

// An axis' 8 positions (its positive face's ring, then the negative face's) as one byte.
uint32_t pack_axis(uint32_t mask, int positive) {
  return ((mask >> (4 * positive)) & 0xF) | (((mask >> (4 * (positive + 3))) & 0xF) << 4);
}
uint32_t unpack_axis(uint32_t byte, int positive) {
  return ((byte & 0xF) << (4 * positive)) | ((byte >> 4) << (4 * (positive + 3)));
}
// The 16 side positions: R/L in the low byte, F/B in the high one.
uint32_t pack_sides(uint32_t mask) { return pack_axis(mask, R) | pack_axis(mask, F) << 8; }
uint32_t unpack_sides(uint32_t bits) {
  return unpack_axis(bits & 0xFF, R) | unpack_axis(bits >> 8, F);
}

constexpr int generator_face(int g) { return g / (kSliceCombos * 3); }
constexpr int generator_combo(int g) { return g / 3 % kSliceCombos; }
constexpr int generator_turns(int g) { return g % 3 + 1; }

// The entries of each phase's table.
constexpr uint64_t kSeparateEntries = 735'471, kSidesEntries = 12'870 * 4,
                   kSolveEntries = 70 * 70 * 70;

// The three phases' tables of a type, one-byte distances, one after another as they are
// stored: separate, sides, solve.
std::vector<uint8_t> build(const OrbitType& type, bool single_slices) {
  const Ranks& r = ranks();
  auto generators = [&](bool (*allowed)(int)) {
    std::vector<int> out;
    for (int g = 0; g < kGenerators; ++g) {
      const int combo = generator_combo(g);
      const bool turned =
          combo == 0 || (single_slices ? combo == kSliceAlone : combo != kSliceAlone);
      if (turned && allowed(g)) out.push_back(g);
    }
    return out;
  };

  const std::vector<int> all = generators([](int) { return true; });
  const uint64_t separate_goal = separate_index(face_positions(U) | face_positions(D));
  const std::vector<uint8_t> separate = build_distance_table_bfs(
      r.masks24.size(), {&separate_goal, 1}, static_cast<int>(all.size()), [&](uint64_t i, int m) {
        return uint64_t{separate_index(type.masks[all[m]].apply(r.masks24[i]))};
      });

  const std::vector<int> solve_moves = generators(solve_generator);
  const uint64_t solve_goal = solve_index(face_positions(U), face_positions(R), face_positions(F));
  const std::vector<uint8_t> solve = build_distance_table_bfs(
      70 * 70 * 70, {&solve_goal, 1}, static_cast<int>(solve_moves.size()), [&](uint64_t i, int m) {
        const MaskPermutation& p = type.masks[solve_moves[m]];
        return uint64_t{solve_index(p.apply(unpack_axis(r.masks8[i / 4900], U)),
                                    p.apply(unpack_axis(r.masks8[i / 70 % 70], R)),
                                    p.apply(unpack_axis(r.masks8[i % 70], F)))};
      });

  // Phase 3 reaches every entry of its table (tested), so phase 2 may end anywhere its goal
  // holds.
  const uint64_t sides_goal = sides_index(face_positions(F) | face_positions(B), 0);
  const std::vector<int> sides_moves = generators(sides_generator);
  const std::vector<uint8_t> sides = build_distance_table_bfs(
      r.masks16.size() * 4, {&sides_goal, 1}, static_cast<int>(sides_moves.size()),
      [&](uint64_t i, int m) {
        const int g = sides_moves[m];
        uint32_t bits = i % 4;
        if (generator_turns(g) != 2) {
          if (generator_combo(g) >= 1) bits ^= 1;
          if (generator_combo(g) == 2 && type.two_slices) bits ^= 2;
        }
        return uint64_t{sides_index(type.masks[g].apply(unpack_sides(r.masks16[i / 4])), bits)};
      });
  std::vector<uint8_t> tables;
  for (const std::vector<uint8_t>* part : {&separate, &sides, &solve})
    tables.insert(tables.end(), part->begin(), part->end());
  return tables;
}

// A type's tables are kept in the table store, one file for the three, named after what
// they depend on: the generators' permutations of the orbit, and which generators turn.
tables::TableSpec table_spec(const OrbitType& type, bool single_slices) {
  std::string depends;
  for (const auto& perm : type.perms) depends.append(perm.begin(), perm.end());
  depends += single_slices ? "single slices" : "outer blocks";
  depends += type.two_slices ? ", two slices" : ", one slice";
  const uint64_t hash = fnv1a(depends);
  tables::TableSpec spec;
  spec.name = fmt::format("reduction-centres-{:016x}", hash);
  spec.parameters = fmt::format(
      "centre orbit type {:016x} ({} slice{}), {}: separate, sides and solve, "
      "{} + {} + {} entries of one byte",
      hash, type.two_slices ? 2 : 1, type.two_slices ? "s" : "",
      single_slices ? "face turns and single slices" : "outer block turns", kSeparateEntries,
      kSidesEntries, kSolveEntries);
  spec.description =
      "a big cube's centre orbit type, the reduction's three centre phases' "
      "exact distance tables (solvers/reduction/centre_tables.h)";
  spec.expected_bytes = kSeparateEntries + kSidesEntries + kSolveEntries;
  spec.expected_seconds = 0.3;
  spec.parallel_build = false;
  return spec;
}

}  // namespace

bool sides_generator(int g) {
  const int face = generator_face(g);
  return face == U || face == D || generator_combo(g) == 0 || generator_turns(g) == 2;
}

bool solve_generator(int g) { return generator_combo(g) == 0 || generator_turns(g) == 2; }

uint32_t separate_mask(uint32_t index) { return ranks().masks24[index]; }

uint32_t sides_index(uint32_t fb_mask, uint32_t wing_bits) {
  return ranks().rank16[pack_sides(fb_mask)] * 4u + wing_bits;
}

uint32_t solve_index(uint32_t u_mask, uint32_t r_mask, uint32_t f_mask) {
  const Ranks& r = ranks();
  return (r.rank8[pack_axis(u_mask, U)] * 70u + r.rank8[pack_axis(r_mask, R)]) * 70u +
         r.rank8[pack_axis(f_mask, F)];
}

uint32_t axis_split_index(uint32_t mask, int positive_face) {
  return ranks().rank8[pack_axis(mask, positive_face)];
}

uint32_t axis_split_mask(uint32_t index, int positive_face) {
  return unpack_axis(ranks().masks8[index], positive_face);
}

const CentreTables& centre_tables(const OrbitType& type, bool single_slices) {
  struct Loaded {
    decltype(OrbitType::perms) perms;
    bool single_slices;
    CentreTables tables;
  };
  static std::mutex mutex;
  static std::vector<std::unique_ptr<Loaded>> loaded;
  std::lock_guard lock(mutex);
  for (const auto& l : loaded)
    if (l->single_slices == single_slices && l->perms == type.perms) return l->tables;
  auto l = std::make_unique<Loaded>(Loaded{type.perms, single_slices, {}});
  // Small, a fraction of a second: made in memory where the process may not store them.
  const std::span<const uint8_t> data = tables::get_or_make_table(
      table_spec(type, single_slices), [&] { return build(type, single_slices); });
  l->tables.separate = data.first(kSeparateEntries);
  l->tables.sides = data.subspan(kSeparateEntries, kSidesEntries);
  l->tables.solve = data.subspan(kSeparateEntries + kSidesEntries, kSolveEntries);
  loaded.push_back(std::move(l));
  return loaded.back()->tables;
}

}  // namespace cubelab::reduction
