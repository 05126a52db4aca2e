#include "cubelab/solvers/twophase/phase_distances.h"

#include <algorithm>
#include <cstring>

#include "cubelab/tables/bfs.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::twophase {
namespace {

// Distances over (class of a symmetry-reduced coordinate A) x (a coordinate B of kValuesB
// values): entry class * kValuesB + conj(b, sym), where sym brings A onto its class
// representative. The goal is entry `goal`. Walk carries a cube's coordinates through the
// turns of a move: State start(a, b), turn(State&, Move), and a(State), b(State) after it.
// For the speed of the build: kValuesB is a constant (an entry index is split by a
// multiply, not a division), kSingleTurns says that every move is one face turn (no loop
// over a move's turns), and the move list is read into registers once per entry (the
// table writes could otherwise alias it).
template <uint32_t kValuesB, bool kSingleTurns, typename Walk>
void build_class_distances(std::span<uint8_t> table, const coord::SymReduction& sym,
                           const coord::ConjTable& conj, uint64_t goal,
                           std::span<const AxialMove> moves, const Walk& walk,
                           tables::BuildContext& ctx, int max_value, int expected_levels) {
  const uint64_t entries = uint64_t{sym.classes()} * kValuesB;
  const uint64_t goals[] = {goal};
  tables::build_nibble_bfs(
      table, entries, goals,
      [&](uint64_t i, bool all, auto&& emit) {
        const uint32_t rep = sym.representative(static_cast<uint32_t>(i / kValuesB));
        const typename Walk::State start = walk.start(rep, static_cast<uint32_t>(i % kValuesB));
        const AxialMove* const first = moves.data();
        const AxialMove* const last = first + moves.size();
        for (const AxialMove* move = first; move != last; ++move) {
          typename Walk::State x = start;
          if constexpr (requires { walk.turn_by_index(x, 0); })
            walk.turn_by_index(x, static_cast<uint32_t>(move - first));
          else if constexpr (kSingleTurns)
            walk.turn(x, move->turns[0]);
          else
            for (Move m : move->span()) walk.turn(x, m);
          const uint32_t p = sym.packed(walk.a(x));
          const uint32_t cls1 = p >> 8;
          const uint32_t b1 = conj(walk.b(x), static_cast<int>(p & 0xFF));
          const uint64_t base = uint64_t{cls1} * kValuesB;
          if (emit(base + b1)) return;
          if (!all) continue;
          // A class with self-symmetries has one entry per conjugate of b; all are reached.
          for (uint64_t self = sym.self_symmetries(cls1) >> 1, s = 1; self; self >>= 1, ++s)
            if (self & 1) emit(base + conj(b1, static_cast<int>(s)));
        }
      },
      ctx, max_value, expected_levels);
}

bool single_turns_only(std::span<const AxialMove> moves) {
  return std::all_of(moves.begin(), moves.end(), [](const AxialMove& m) { return m.count == 1; });
}

// The same for any list of moves.
template <uint32_t kValuesB, typename Walk>
void build_class_distances(std::span<uint8_t> table, const coord::SymReduction& sym,
                           const coord::ConjTable& conj, uint64_t goal,
                           std::span<const AxialMove> moves, const Walk& walk,
                           tables::BuildContext& ctx, int max_value, int expected_levels) {
  if (single_turns_only(moves))
    build_class_distances<kValuesB, true>(table, sym, conj, goal, moves, walk, ctx, max_value,
                                          expected_levels);
  else
    build_class_distances<kValuesB, false>(table, sym, conj, goal, moves, walk, ctx, max_value,
                                           expected_levels);
}

// Phase 1: A = flip_ud_slice (ud_slice * 2048 + flip), turned as its two parts; B = twist.
struct Phase1Walk {
  const Coords& c;
  struct State {
    uint32_t flip, slice, twist;
  };
  State start(uint32_t flip_slice, uint32_t twist) const {
    return {flip_slice % coord::kFlip, flip_slice / coord::kFlip, twist};
  }
  void turn(State& x, Move m) const {
    x.flip = c.flip(x.flip, m);
    x.slice = c.ud_slice(x.slice, m);
    x.twist = c.twist(x.twist, m);
  }
  static uint32_t a(const State& x) { return x.slice * coord::kFlip + x.flip; }
  static uint32_t b(const State& x) { return x.twist; }
};

// Phase 2: A = corner_perm, B = ud_edge_perm.
struct Phase2Walk {
  const Coords& c;
  struct State {
    uint32_t corners, ud_edges;
  };
  static State start(uint32_t corners, uint32_t ud_edges) { return {corners, ud_edges}; }
  void turn(State& x, Move m) const {
    x.corners = c.corners(x.corners, m);
    x.ud_edges = c.ud_edges(x.ud_edges, m);
  }
  static uint32_t a(const State& x) { return x.corners; }
  static uint32_t b(const State& x) { return x.ud_edges; }
};

// A coordinate's move table over a list of moves of one or two turns each, the turns
// composed: entry value * moves + k is the value after move k. The axial metric's moves are
// mostly two turns, which its builds would otherwise look up one after the other.
std::vector<uint16_t> composed(const coord::MoveTable& table, std::span<const AxialMove> moves) {
  std::vector<uint16_t> out(size_t{table.size()} * moves.size());
  for (uint32_t v = 0; v < table.size(); ++v)
    for (size_t k = 0; k < moves.size(); ++k) {
      uint32_t x = v;
      for (Move m : moves[k].span()) x = table(x, m);
      out[v * moves.size() + k] = static_cast<uint16_t>(x);
    }
  return out;
}

// Phase 1 and phase 2 over composed tables (moves by their index in the list).
struct ComposedPhase1Walk {
  std::vector<uint16_t> flip, slice, twist;
  uint32_t moves;
  using State = Phase1Walk::State;
  static State start(uint32_t flip_slice, uint32_t twist) {
    return Phase1Walk::State{flip_slice % coord::kFlip, flip_slice / coord::kFlip, twist};
  }
  void turn_by_index(State& x, uint32_t k) const {
    x.flip = flip[x.flip * moves + k];
    x.slice = slice[x.slice * moves + k];
    x.twist = twist[x.twist * moves + k];
  }
  static uint32_t a(const State& x) { return Phase1Walk::a(x); }
  static uint32_t b(const State& x) { return Phase1Walk::b(x); }
};
struct ComposedPhase2Walk {
  std::vector<uint16_t> corners, ud_edges;
  uint32_t moves;
  using State = Phase2Walk::State;
  static State start(uint32_t corners, uint32_t ud_edges) { return {corners, ud_edges}; }
  void turn_by_index(State& x, uint32_t k) const {
    x.corners = corners[x.corners * moves + k];
    x.ud_edges = ud_edges[x.ud_edges * moves + k];
  }
  static uint32_t a(const State& x) { return x.corners; }
  static uint32_t b(const State& x) { return x.ud_edges; }
};

}  // namespace

std::vector<AxialMove> single_turns(uint32_t move_mask) {
  std::vector<AxialMove> out;
  for (Move m = 0; m < kMoves; ++m)
    if (move_mask >> m & 1) out.push_back({{m, m}, 1});
  return out;
}

void build_phase1_distances(const Coords& c, std::span<const AxialMove> moves,
                            std::span<uint8_t> table, tables::BuildContext& ctx,
                            int expected_levels) {
  const uint32_t solved_class = c.flip_slice_sym.class_of(c.slice_solved * coord::kFlip);
  const uint64_t goal = uint64_t{solved_class} * coord::kTwist;
  if (single_turns_only(moves)) {
    build_class_distances<coord::kTwist>(table, c.flip_slice_sym, c.twist_conj, goal, moves,
                                         Phase1Walk{c}, ctx, 14, expected_levels);
    return;
  }
  const ComposedPhase1Walk walk{composed(c.flip, moves), composed(c.ud_slice, moves),
                                composed(c.twist, moves), static_cast<uint32_t>(moves.size())};
  build_class_distances<coord::kTwist>(table, c.flip_slice_sym, c.twist_conj, goal, moves, walk,
                                       ctx, 14, expected_levels);
}

void build_phase2_distances(const Coords& c, std::span<const AxialMove> moves,
                            std::span<uint8_t> table, tables::BuildContext& ctx,
                            int expected_levels) {
  // The solved cube is entry 0.
  if (single_turns_only(moves)) {
    build_class_distances<coord::kUdEdgePerm>(table, c.corner_sym, c.ud_edges_conj, 0, moves,
                                              Phase2Walk{c}, ctx, 15, expected_levels);
    return;
  }
  const ComposedPhase2Walk walk{composed(c.corners, moves), composed(c.ud_edges, moves),
                                static_cast<uint32_t>(moves.size())};
  build_class_distances<coord::kUdEdgePerm>(table, c.corner_sym, c.ud_edges_conj, 0, moves, walk,
                                            ctx, 15, expected_levels);
}

std::vector<uint8_t> cornslice_distances(const coord::MoveTable& corners,
                                         const coord::SymReduction& corner_sym,
                                         std::span<const AxialMove> moves) {
  const coord::MoveTable slice_perm(coord::slice_perm_coord(), coord::kPhase2Moves);
  const std::vector<uint8_t> raw = build_distance_table(
      uint64_t{coord::kCornerPerm} * 24, std::vector<uint64_t>{0}, static_cast<int>(moves.size()),
      [&](uint64_t s, int k) {
        uint32_t corner = static_cast<uint32_t>(s / 24), slice = static_cast<uint32_t>(s % 24);
        for (Move m : moves[k].span()) {
          corner = corners(corner, m);
          slice = slice_perm(slice, m);
        }
        return uint64_t{corner} * 24 + slice;
      });
  std::vector<uint8_t> reduced(size_t{corner_sym.classes()} * 24);
  for (uint32_t cls = 0; cls < corner_sym.classes(); ++cls)
    std::memcpy(&reduced[size_t{cls} * 24], &raw[size_t{corner_sym.representative(cls)} * 24], 24);
  return reduced;
}

std::vector<uint8_t> corner_distances(std::span<const uint8_t> cornslice) {
  std::vector<uint8_t> out(cornslice.size() / 24);
  for (size_t cls = 0; cls < out.size(); ++cls)
    out[cls] = *std::min_element(&cornslice[cls * 24], &cornslice[cls * 24] + 24);
  return out;
}

}  // namespace cubelab::twophase
