#include "cubelab/solvers/cube5/phase4.h"

#include <algorithm>
#include <array>
#include <bit>
#include <stdexcept>

#include "cubelab/cube/move.h"
#include "cubelab/solvers/cube5/centre_splits.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/build_rows.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube5 {
namespace {

constexpr int kUdSlots = 8;  // Kociemba's slots 0..7: the U and D layers
constexpr uint8_t kRingSlots = 1 << 0 | 1 << 2 | 1 << 4 | 1 << 6;  // UR UL DR DL
constexpr uint64_t kFourEdgeEntries = uint64_t{70} * 1680 * 1680;
constexpr uint64_t kFourCentreEntries = uint64_t{4900} * 4900;

int label_slot(uint16_t code, int label) { return code >> (3 * label) & 7; }

// The 24 orders of four labels, each as the new label of every old one.
const std::array<std::array<uint8_t, 4>, 24>& four_orders() {
  static const auto orders = [] {
    std::array<std::array<uint8_t, 4>, 24> out{};
    std::array<uint8_t, 4> p = {0, 1, 2, 3};
    int i = 0;
    do out[i++] = p;
    while (std::next_permutation(p.begin(), p.end()));
    return out;
  }();
  return orders;
}
int four_order_index(const std::array<uint8_t, 4>& p) {
  const auto& orders = four_orders();
  return static_cast<int>(std::find(orders.begin(), orders.end(), p) - orders.begin());
}

}  // namespace

Phase4::Phase4() {
  const EdgeModel& model = edge_model();
  moves_ = phase_moves(model.phase4);
  if (moves_.stage.size() != kPhase4Moves)
    throw std::logic_error("cube5: phase 4 has another number of moves");

  // Edges: the slots' moves for midges, low wings and high wings.
  for (int i = 0; i < kPhase4Moves; ++i) {
    const int m = moves_.stage[i];
    std::array<std::array<int, kUdSlots>, 3> to{};  // midges, lows, highs
    for (int s = 0; s < kUdSlots; ++s) {
      to[0][s] = model.midge_after[m][s];
      to[1][s] = model.wing_after[m][model.typed[s][0]] / 2;
      to[2][s] = model.wing_after[m][model.typed[s][1]] / 2;
      for (int k = 0; k < 3; ++k)
        if (to[k][s] >= kUdSlots)
          throw std::logic_error("cube5: a phase-4 move enters the E slice");
    }
    for (int mask = 0; mask < 256; ++mask) {
      if (std::popcount(static_cast<unsigned>(mask)) != 4) continue;
      std::array<int, 4> moved{};
      int label = 0, next = 0;
      for (int s = 0; s < kUdSlots; ++s)
        if (mask >> s & 1) {
          moved[label++] = to[0][s];
          next |= 1 << to[0][s];
        }
      std::array<uint8_t, 4> order{};
      for (int j = 0; j < 4; ++j)
        order[j] = static_cast<uint8_t>(
            std::popcount(static_cast<unsigned>(next & ((1 << moved[j]) - 1))));
      mask_moves_[i][mask] = static_cast<uint16_t>(next | four_order_index(order) << 8);
    }
    for (int code = 0; code < 4096; ++code) {
      uint16_t low = 0, high = 0;
      for (int j = 0; j < 4; ++j) {
        low = static_cast<uint16_t>(low | to[1][label_slot(code, j)] << (3 * j));
        high = static_cast<uint16_t>(high | to[2][label_slot(code, j)] << (3 * j));
      }
      low_moves_[i][code] = low;
      high_moves_[i][code] = high;
    }
  }
  for (int k = 0; k < 24; ++k)
    for (int code = 0; code < 4096; ++code) {
      uint16_t out = 0;
      for (int j = 0; j < 4; ++j)
        out = static_cast<uint16_t>(out | label_slot(code, j) << (3 * four_orders()[k][j]));
      relabel_[k][code] = out;
    }
  mask_rank_.fill(255);
  for (int mask = 0, r = 0; mask < 256; ++mask)
    if (std::popcount(static_cast<unsigned>(mask)) == 4) {
      mask_rank_[mask] = static_cast<uint8_t>(r);
      mask_of_rank_[r++] = static_cast<uint8_t>(mask);
    }
  code_rank_.fill(0xFFFF);
  for (int code = 0, r = 0; code < 4096; ++code) {
    int used = 0;
    for (int j = 0; j < 4; ++j) used |= 1 << label_slot(code, j);
    if (std::popcount(static_cast<unsigned>(used)) != 4) continue;
    code_rank_[code] = static_cast<uint16_t>(r);
    code_of_rank_[r++] = static_cast<uint16_t>(code);
  }
  goal_midges_ = kRingSlots;
  for (int s = 0, label = 0; s < kUdSlots; ++s)
    if (kRingSlots >> s & 1) goal_code_ = static_cast<uint16_t>(goal_code_ | s << (3 * label++));

  // Centres: the U-D and R-L splits; the goal, the pairs of them in the states phase 5's
  // moves reach from solved.
  const auto& splits = axis_splits();
  for (int o = 0; o < 2; ++o)
    for (int r = 0; r < 70; ++r)
      for (int i = 0; i < kPhase4Moves; ++i) {
        ud_moves_[o][r][i] = static_cast<uint8_t>(splits[0].after(o, r, moves_.stage[i]));
        rl_moves_[o][r][i] = static_cast<uint8_t>(splits[1].after(o, r, moves_.stage[i]));
      }
  std::vector<int> phase5_moves;
  for (int m = 0; m < kStageMoves; ++m)
    if (model.phase5[m]) phase5_moves.push_back(m);
  centre_goal_.assign(kFourCentreEntries, false);
  std::vector<uint64_t> centre_goals;
  for (const SplitState& s : reachable_splits(phase5_moves)) {
    const uint64_t c = uint64_t(s[0] * 70 + s[1]) * 4900 + s[2] * 70 + s[3];
    if (!centre_goal_[c]) centre_goals.push_back(c);
    centre_goal_[c] = true;
  }

  tables::TableSpec spec;
  spec.name = kPhase4Tables[1].name;
  spec.parameters = "U-D x R-L centre splits (4,900 x 4,900), 4 bits";
  spec.description = kPhase4Tables[1].description;
  spec.expected_bytes = tables::nibble_bytes(kFourCentreEntries);
  spec.expected_seconds = 0.5;
  centres_ =
      tables::get_table(spec, [&](tables::BuildContext& ctx) {
        std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(kFourCentreEntries));
        tables::build_nibble_bfs(
            table, kFourCentreEntries, centre_goals,
            [&](uint64_t e, bool, auto&& emit) {
              const auto ud = static_cast<uint32_t>(e / 4900);
              const auto rl = static_cast<uint32_t>(e % 4900);
              for (int i = 0; i < kPhase4Moves; ++i) {
                const uint64_t next =
                    uint64_t(ud_moves_[0][ud / 70][i] * 70 + ud_moves_[1][ud % 70][i]) * 4900 +
                    rl_moves_[0][rl / 70][i] * 70 + rl_moves_[1][rl % 70][i];
                if (emit(next)) return;
              }
            },
            ctx, 15, 12);
      }).data();

  spec.name = kPhase4Tables[0].name;
  spec.parameters = "four edges' midges (70) x low wings (1,680) x high wings (1,680), 4 bits";
  spec.description = kPhase4Tables[0].description;
  spec.expected_bytes = tables::nibble_bytes(kFourEdgeEntries);
  spec.expected_seconds = 7;
  edges_ =
      tables::get_table(spec, [&](tables::BuildContext& ctx) {
        std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(kFourEdgeEntries));
        State goal;
        goal.midges = goal_midges_;
        goal.lows = goal.highs = goal_code_;
        const std::vector<uint64_t> goals = {edge_entry(goal)};
        // The midges' and low wings' part of each neighbour, which 1,680 consecutive entries
        // share (the high wings vary): worked out once for them.
        struct Prefix {
          std::array<uint64_t, kPhase4Moves> base;
          std::array<uint16_t, kPhase4Moves> relabel;
        };
        const tables::BuildRows<Prefix> prefixes;
        tables::build_nibble_bfs(
            table, kFourEdgeEntries, goals,
            [&](uint64_t e, bool, auto&& emit) {
              const Prefix& after = prefixes.at(e / 1680, [&](Prefix& row) {
                const uint8_t midges = mask_of_rank_[e / (1680 * 1680)];
                const uint16_t lows = code_of_rank_[e / 1680 % 1680];
                for (int i = 0; i < kPhase4Moves; ++i) {
                  const uint16_t moved = mask_moves_[i][midges];
                  row.relabel[i] = static_cast<uint16_t>(moved >> 8);
                  row.base[i] = (uint64_t{mask_rank_[moved & 0xFF]} * 1680 +
                                 code_rank_[relabel_[moved >> 8][low_moves_[i][lows]]]) *
                                1680;
                }
              });
              const uint16_t highs = code_of_rank_[e % 1680];
              for (int i = 0; i < kPhase4Moves; ++i) {
                const uint64_t next =
                    after.base[i] + code_rank_[relabel_[after.relabel[i]][high_moves_[i][highs]]];
                if (emit(next)) return;
              }
            },
            ctx, 15, 14);
      }).data();
}

const Phase4& Phase4::get() {
  static const Phase4 phase4;
  return phase4;
}

uint16_t Phase4::candidates(const Edges& edges) {
  uint16_t in_e = 0;
  for (int s = kUdSlots; s < kSlots; ++s) {
    in_e = static_cast<uint16_t>(in_e | 1u << edges.midge[s]);
    in_e = static_cast<uint16_t>(in_e | 1u << (edges.wing[2 * s] / 2) |
                                 1u << (edges.wing[2 * s + 1] / 2));
  }
  return static_cast<uint16_t>(~in_e & 0xFFF);
}

Phase4State Phase4::state_of(const SplitState& splits, const Edges& edges, uint16_t chosen) const {
  const EdgeModel& model = edge_model();
  State s;
  std::array<int, kSlots> label{};
  label.fill(-1);
  int next = 0;
  for (int slot = 0; slot < kUdSlots; ++slot)
    if (chosen >> edges.midge[slot] & 1) {
      s.midges = static_cast<uint8_t>(s.midges | 1 << slot);
      label[edges.midge[slot]] = next++;
    }
  if (next != 4)
    throw std::logic_error("cube5: phase 4 needs four chosen edges out of the E slice");
  for (int slot = 0; slot < kUdSlots; ++slot)
    for (int t = 0; t < 2; ++t) {
      const int e = edges.wing[model.typed[slot][t]] / 2;
      if (label[e] < 0) continue;
      uint16_t& code = t == 0 ? s.lows : s.highs;
      code = static_cast<uint16_t>(code | slot << (3 * label[e]));
    }
  if (code_rank_[s.lows] == 0xFFFF || code_rank_[s.highs] == 0xFFFF)
    throw std::logic_error("cube5: phase 4 from a state off phase 3's goal");
  s.ud = static_cast<uint16_t>(splits[0] * 70 + splits[1]);
  s.rl = static_cast<uint16_t>(splits[2] * 70 + splits[3]);
  return s;
}

int Phase4::edge_distance(const State& s) const {
  return tables::nibble(edges_.data(), edge_entry(s));
}

int Phase4::centre_distance(const State& s) const {
  return tables::nibble(centres_.data(), uint64_t{s.ud} * 4900 + s.rl);
}

bool Phase4::at_goal(const State& s) const {
  return s.midges == goal_midges_ && s.lows == goal_code_ && s.highs == goal_code_ &&
         centre_goal_[uint64_t{s.ud} * 4900 + s.rl];
}

}  // namespace cubelab::cube5
