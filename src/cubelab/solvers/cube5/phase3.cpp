#include "cubelab/solvers/cube5/phase3.h"

#include <array>
#include <bit>
#include <stdexcept>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/build_rows.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube5 {
namespace {

constexpr uint32_t kAllWings = (1u << kWings) - 1;
constexpr uint16_t kAllMidges = (1u << kSlots) - 1;
constexpr uint64_t kMidgeIndices = 2048;
constexpr uint64_t kCentreEntries = uint64_t{kSplits} * kSplits * kMidgeIndices;

// The midges' 12 bits from a table index's 11 (the last is their parity).
uint16_t midges_of_index(uint64_t i) {
  const auto low = static_cast<uint16_t>(i & 0x7FF);
  return static_cast<uint16_t>(low | (std::popcount(low) & 1) << 11);
}

// The cube's 48 symmetries as maps of cells: axis a of the image is axis order[a] of the
// cell, reversed where signs has bit a.
nxn::Cell symmetric_cell(int index, const nxn::Cell& c) {
  static constexpr int kOrders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                        {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  const int* order = kOrders[index / 8];
  nxn::Cell d{};
  for (int a = 0; a < 3; ++a) d[a] = (index >> a & 1) ? kN - 1 - c[order[a]] : c[order[a]];
  return d;
}

int wing_number(const reduction::WingPos& w) { return 2 * w.slot + (w.coord == 1 ? 0 : 1); }

}  // namespace

Phase3::Phase3() {
  const EdgeModel& model = edge_model();
  moves_ = phase_moves(model.phase3);
  if (moves_.stage.size() != kPhase3Moves)
    throw std::logic_error("cube5: phase 3 has another number of moves");

  // Wings and midges.
  for (int i = 0; i < kPhase3Moves; ++i) {
    const int m = moves_.stage[i];
    for (int b = 0; b < 3; ++b)
      for (int v = 0; v < 256; ++v)
        for (int bit = 0; bit < 8; ++bit)
          if (v >> bit & 1) wing_moves_[i].bytes[b][v] |= 1u << model.wing_after[m][8 * b + bit];
    for (uint32_t bits = 0; bits <= kAllMidges; ++bits) {
      uint32_t out = 0;
      for (int s = 0; s < kSlots; ++s)
        if ((bits ^ model.type_swaps[m]) >> s & 1) out |= 1u << model.midge_after[m][s];
      midge_moves_[i][bits] = static_cast<uint16_t>(out);
    }
  }
  for (int b = 0; b < 3; ++b)
    for (int v = 0; v < 256; ++v)
      for (int below = 0; below <= 12; ++below) {
        uint32_t r = 0;
        int k = below;
        for (int bit = 0; bit < 8; ++bit)
          if (v >> bit & 1) r += static_cast<uint32_t>(rank::choose(8 * b + bit, ++k));
        rank_[b][v][below] = r;
      }
  for (int p = 0; p < kWings; ++p)
    if (model.type[p] == 0) goal_lows_ |= 1u << p;

  // Centres: the R-L splits of each orbit and their moves; the goal, the splits the later
  // phases' moves reach from solved.
  const AxisSplits& rl = axis_splits()[1];
  for (int o = 0; o < 2; ++o)
    for (int r = 0; r < kSplits; ++r)
      for (int i = 0; i < kPhase3Moves; ++i)
        centre_moves_[o][r][i] = static_cast<uint8_t>(rl.after(o, r, moves_.stage[i]));
  centre_goal_.assign(kSplits * kSplits, 0);
  {
    const int solved = rl.solved();
    std::vector<int> todo = {solved * kSplits + solved};
    centre_goal_[todo[0]] = 1;
    while (!todo.empty()) {
      const int c = todo.back();
      todo.pop_back();
      for (int i = 0; i < kPhase3Moves; ++i) {
        if (!model.phase4[moves_.stage[i]]) continue;
        const int next =
            centre_moves_[0][c / kSplits][i] * kSplits + centre_moves_[1][c % kSplits][i];
        if (!centre_goal_[next]) {
          centre_goal_[next] = 1;
          todo.push_back(next);
        }
      }
    }
  }

  make_symmetries();

  // The tables.
  tables::TableSpec spec;
  spec.name = kPhase3Tables[1].name;
  spec.parameters = "R-L x-centre and \"+\" centre splits (70 x 70) x midges (2^11), 4 bits";
  spec.description = kPhase3Tables[1].description;
  spec.expected_bytes = tables::nibble_bytes(kCentreEntries);
  spec.expected_seconds = 0.3;
  centres_ = tables::get_table(spec, [this](tables::BuildContext& ctx) {
               std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(kCentreEntries));
               std::vector<uint64_t> goals;
               for (int c = 0; c < kSplits * kSplits; ++c)
                 if (centre_goal_[c]) {
                   goals.push_back(uint64_t(c) << 11);
                   goals.push_back(uint64_t(c) << 11 | 0x7FF);
                 }
               tables::build_nibble_bfs(
                   table, kCentreEntries, goals,
                   [&](uint64_t e, bool, auto&& emit) {
                     const int c = static_cast<int>(e >> 11);
                     const uint16_t midges = midges_of_index(e);
                     for (int i = 0; i < kPhase3Moves; ++i) {
                       const int next = centre_moves_[0][c / kSplits][i] * kSplits +
                                        centre_moves_[1][c % kSplits][i];
                       if (emit(uint64_t(next) << 11 | (midge_moves_[i][midges] & 0x7FF))) return;
                     }
                   },
                   ctx, 15, 10);
             }).data();

  const uint64_t edge_entries = uint64_t{edge_classes()} * kMidgeIndices;
  if (tables::nibble_bytes(edge_entries) + tables::nibble_bytes(kCentreEntries) != kPhase3Bytes)
    throw std::logic_error("cube5: phase 3's tables are not the size kPhase3Bytes says");
  spec.name = kPhase3Tables[0].name;
  spec.parameters =
      "low wings (C(24,12)) / 32 symmetries x midges (2^11), 4 bits, faces and wide halves";
  spec.description = kPhase3Tables[0].description;
  spec.expected_bytes = tables::nibble_bytes(edge_entries);
  spec.expected_seconds = 8;
  edges_ =
      tables::get_table(spec, [&](tables::BuildContext& ctx) {
        std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(edge_entries));
        // The wings' classes after each move depend on the class alone, which 2,048
        // consecutive entries share (the midges vary): worked out once for them.
        const tables::BuildRows<std::array<uint32_t, kPhase3Moves>> classes_after;
        const std::vector<uint64_t> goals = {edge_entry({goal_lows_, 0, 0}),
                                             edge_entry({kAllWings ^ goal_lows_, kAllMidges, 0})};
        tables::build_nibble_bfs(
            table, edge_entries, goals,
            [&](uint64_t e, bool all, auto&& emit) {
              const auto& after = classes_after.at(e >> 11, [&](auto& row) {
                const uint32_t lows = representative_[e >> 11];
                for (int i = 0; i < kPhase3Moves; ++i)
                  row[i] = packed_[lows_rank(wing_moves_[i].apply(lows))];
              });
              const uint16_t midges = midges_of_index(e);
              for (int i = 0; i < kPhase3Moves; ++i) {
                const uint32_t p = after[i];
                const uint16_t conj = sym_midges_[p & 31][midge_moves_[i][midges]];
                const uint64_t base = uint64_t{p >> 5} << 11;
                if (emit(base | (conj & 0x7FF))) return;
                if (!all) continue;
                for (uint32_t self = self_[p >> 5] & ~1u; self; self &= self - 1)
                  emit(base | (sym_midges_[std::countr_zero(self)][conj] & 0x7FF));
              }
            },
            ctx, 15, 14);
      }).data();
}

void Phase3::make_symmetries() {
  const EdgeModel& model = edge_model();
  // The cube symmetries that keep the wing types or swap them, and take each phase-3 move to
  // a phase-3 move alike on the wings, the midges' slots and the type swaps: they keep every
  // distance of phase 3.
  struct Image {
    std::array<uint8_t, kWings> wings;
    std::array<uint8_t, kSlots> slots;
    bool swaps;
  };
  std::vector<Image> kept;
  for (int index = 0; index < 48; ++index) {
    Image im{};
    for (int p = 0; p < kWings; ++p) {
      const reduction::WingPos w{p / 2, p % 2 == 0 ? 1 : 3};
      im.wings[p] = static_cast<uint8_t>(
          wing_number(reduction::wing_at(kN, symmetric_cell(index, reduction::wing_cell(kN, w)))));
    }
    for (int s = 0; s < kSlots; ++s)
      im.slots[s] = static_cast<uint8_t>(
          reduction::wing_at(kN, symmetric_cell(index, reduction::wing_cell(kN, {s, 2}))).slot);
    int same = 0;
    for (int p = 0; p < kWings; ++p) same += model.type[im.wings[p]] == model.type[p];
    if (same != 0 && same != kWings) continue;
    im.swaps = same == 0;
    bool keeps = true;
    for (int i = 0; i < kPhase3Moves && keeps; ++i) {
      const int m = moves_.stage[i];
      std::array<uint8_t, kWings> conjugate{};
      for (int p = 0; p < kWings; ++p) conjugate[im.wings[p]] = im.wings[model.wing_after[m][p]];
      bool found = false;
      for (int j = 0; j < kPhase3Moves && !found; ++j) {
        const int n = moves_.stage[j];
        if (model.wing_after[n] != conjugate) continue;
        found = true;
        for (int s = 0; s < kSlots; ++s)
          if (model.midge_after[n][im.slots[s]] != im.slots[model.midge_after[m][s]] ||
              (model.type_swaps[n] >> im.slots[s] & 1) != (model.type_swaps[m] >> s & 1))
            found = false;
      }
      keeps = found;
    }
    if (keeps) kept.push_back(im);
  }
  const int symmetries = static_cast<int>(kept.size()) * 2;
  if (symmetries > 32) throw std::logic_error("cube5: more phase-3 symmetries than 32");
  sym_wings_.resize(symmetries);
  sym_midges_.resize(symmetries);
  std::vector<int> inverse(symmetries);
  for (int k = 0; k < symmetries; ++k) {
    const Image& im = kept[k / 2];
    const bool reversed = k % 2 == 1;
    for (int b = 0; b < 3; ++b)
      for (int v = 0; v < 256; ++v) {
        uint32_t out = 0;
        for (int bit = 0; bit < 8; ++bit)
          if (v >> bit & 1) out |= 1u << im.wings[8 * b + bit];
        sym_wings_[k].bytes[b][v] = out;
      }
    for (uint32_t bits = 0; bits <= kAllMidges; ++bits) {
      uint32_t out = 0;
      for (int s = 0; s < kSlots; ++s)
        if (bits >> s & 1) out |= 1u << im.slots[s];
      if (im.swaps != reversed) out ^= kAllMidges;
      sym_midges_[k][bits] = static_cast<uint16_t>(out);
    }
    inverse[k] = -1;
    for (int j = 0; j < static_cast<int>(kept.size()); ++j) {
      bool undoes = true;
      for (int p = 0; p < kWings; ++p) undoes = undoes && kept[j].wings[im.wings[p]] == p;
      if (undoes) inverse[k] = 2 * j + (reversed ? 1 : 0);
    }
    if (inverse[k] < 0) throw std::logic_error("cube5: phase 3's symmetries are not a group");
  }
  auto conjugate = [&](uint32_t lows, int k) {
    const uint32_t out = sym_wings_[k].apply(lows);
    return k % 2 == 1 ? out ^ kAllWings : out;
  };

  constexpr uint32_t kUnset = ~0u;
  packed_.assign(rank::choose(kWings, 12), kUnset);
  // Masks of 12 bits in increasing order are in the order of their ranks.
  uint32_t index = 0;
  for (uint32_t lows = (1u << 12) - 1; lows <= kAllWings; ++index) {
    if (packed_[index] == kUnset) {
      const auto cls = static_cast<uint32_t>(representative_.size());
      representative_.push_back(lows);
      uint32_t self = 0;
      for (int k = 0; k < symmetries; ++k) {
        const uint32_t image = conjugate(lows, k);
        if (image == lows) self |= 1u << k;
        uint32_t& p = packed_[lows_rank(image)];
        if (p == kUnset) p = cls << 5 | static_cast<uint32_t>(inverse[k]);
      }
      self_.push_back(self);
    }
    const uint32_t t = lows | (lows - 1);  // the next mask with as many bits
    lows = (t + 1) | (((~t & -~t) - 1) >> (std::countr_zero(lows) + 1));
  }
}

const Phase3& Phase3::get() {
  static const Phase3 phase3;
  return phase3;
}

Phase3State Phase3::state_of(const Edges& edges, uint32_t labels, uint16_t centres) const {
  const EdgeModel& model = edge_model();
  Phase3State s;
  for (int p = 0; p < kWings; ++p)
    if ((edges.wing[p] & 1) == (labels >> (edges.wing[p] / 2) & 1)) s.lows |= 1u << p;
  for (int slot = 0; slot < kSlots; ++slot) {
    const int e = edges.midge[slot];
    if (model.low_end[e][slot][edges.midge_twist[slot]] != (labels >> e & 1))
      s.midges = static_cast<uint16_t>(s.midges | 1u << slot);
  }
  s.centres = centres;
  return s;
}

void Phase3::labelled_states(const Edges& edges, uint16_t centres,
                             std::span<Phase3State> out) const {
  // A state is linear in its labels (over GF(2)): turning one edge's label over swaps its two
  // wings between low and high and turns its midge's agreement. So the labellings are walked in
  // Gray-code order, each step one edge's masks.
  std::array<uint32_t, kSlots> wing_masks{};
  std::array<uint16_t, kSlots> midge_masks{};
  for (int p = 0; p < kWings; ++p) wing_masks[edges.wing[p] / 2] |= 1u << p;
  for (int slot = 0; slot < kSlots; ++slot)
    midge_masks[edges.midge[slot]] = static_cast<uint16_t>(1u << slot);
  Phase3State s = state_of(edges, 0, centres);
  out[0] = s;
  for (uint32_t i = 1; i < out.size(); ++i) {
    const int e = std::countr_zero(i);
    s.lows ^= wing_masks[e];
    s.midges = static_cast<uint16_t>(s.midges ^ midge_masks[e]);
    out[i ^ (i >> 1)] = s;
  }
}

uint16_t Phase3::centres_of(const nxn::NxnCube& cube) const {
  std::array<int, 2> split{};
  for (int o = 0; o < 2; ++o) {
    split[o] = axis_splits()[1].split_of(cube, o);
    if (split[o] == kNoSplit) throw std::logic_error("cube5: phase 3 from centres off their axes");
  }
  return static_cast<uint16_t>(split[0] * kSplits + split[1]);
}

uint64_t Phase3::edge_entry(const Phase3State& s) const {
  const uint32_t p = packed_[lows_rank(s.lows)];
  return uint64_t{p >> 5} << 11 | (sym_midges_[p & 31][s.midges] & 0x7FF);
}

int Phase3::edge_distance(const Phase3State& s) const {
  if (std::popcount(s.midges) % 2 == 1) return kMaxBound;
  return tables::nibble(edges_.data(), edge_entry(s));
}

void Phase3::bounds(std::span<const Phase3State> states, std::span<int> out) const {
  // The class of each low-wing mask first, then the table entries, each pass fetching what
  // the next reads; the last reads them as bound() does.
  for (const Phase3State& s : states) __builtin_prefetch(&packed_[lows_rank(s.lows)]);
  for (const Phase3State& s : states) {
    __builtin_prefetch(&edges_[edge_entry(s) >> 1]);
    __builtin_prefetch(&centres_[(uint64_t{s.centres} << 11 | (s.midges & 0x7FF)) >> 1]);
  }
  for (size_t i = 0; i < states.size(); ++i) out[i] = bound(states[i]);
}

int Phase3::centre_distance(const Phase3State& s) const {
  if (std::popcount(s.midges) % 2 == 1) return kMaxBound;
  return tables::nibble(centres_.data(), uint64_t{s.centres} << 11 | (s.midges & 0x7FF));
}

bool Phase3::at_goal(const Phase3State& s) const {
  if (!centre_goal_[s.centres]) return false;
  return (s.lows == goal_lows_ && s.midges == 0) ||
         (s.lows == (kAllWings ^ goal_lows_) && s.midges == kAllMidges);
}

bool Phase3::at_goal(const nxn::NxnCube& cube) const {
  const Edges edges = edges_of(cube);
  uint32_t labels = 0, seen = 0;
  for (int s = 0; s < kSlots; ++s) {
    const int w = edges.wing[edge_model().typed[s][0]];
    labels |= uint32_t(w & 1) << (w / 2);
    seen |= 1u << (w / 2);
  }
  return seen == kAllMidges && at_goal(state_of(cube, edges, labels));
}

}  // namespace cubelab::cube5
