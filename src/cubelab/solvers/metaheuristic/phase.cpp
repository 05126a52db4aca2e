#include "cubelab/solvers/metaheuristic/phase.h"

#include <algorithm>

#include "cubelab/cube/subgroups.h"

namespace cubelab::meta {
namespace {

// The turns of a group given, per face U R F D L B, whether quarter turns are allowed
// (true) or only the half turn (false); faces not listed (-1) are not used at all.
std::vector<Move> turns(std::array<int, kFaces> per_face) {
  std::vector<Move> out;
  for (int face = 0; face < kFaces; ++face) {
    if (per_face[face] < 0) continue;
    for (int q = 1; q <= 3; ++q)
      if (per_face[face] == 1 || q == 2) out.push_back(make_move(face, q));
  }
  return out;
}

Phase make_phase(std::string name, std::string note, std::vector<Move> moves, Fitness f, Goal goal,
                 int length, std::vector<int> rows) {
  Phase p{std::move(name), std::move(note), std::move(moves), f, goal, length, std::move(rows), {}};
  for (Move m : p.moves) {
    auto& alt = p.alternatives[m];
    for (Move n : p.moves)
      if (n != m && move_face(n) == move_face(m)) alt.moves[alt.count++] = n;
    if (alt.count == 0)
      for (Move n : p.moves)
        if (move_face(n) == opposite_face(move_face(m))) alt.moves[alt.count++] = n;
  }
  return p;
}

const std::vector<Move> kAllTurns = turns({1, 1, 1, 1, 1, 1});
const std::vector<Move> kG1Turns = turns({1, 1, 0, 1, 1, 0});  // <U,D,R,L,F2,B2>
const std::vector<Move> kG2Turns = turns({1, 0, 0, 1, 0, 0});  // <U,D,R2,L2,F2,B2>
const std::vector<Move> kG3Turns = turns({0, 0, 0, 0, 0, 0});  // half turns only

Phase edges_phase() {
  return make_phase("G0 -> G1", "orient the edges", kAllTurns, Fitness::EdgeOrientation, Goal::G1,
                    2, {0});
}
Phase g3_phase(int length, int row) {
  return make_phase("G2 -> G3", "every piece into its slice/tetrad, half-turn corners", kG2Turns,
                    Fitness::G3Stickers, Goal::G3, length, {row});
}
Phase last_phase(int length, int row) {
  return make_phase("G3 -> solved", "solve with half turns", kG3Turns, Fitness::Solved,
                    Goal::Solved, length, {row});
}

}  // namespace

bool reached(Goal goal, const CubieCube& c) {
  switch (goal) {
    case Goal::G1:
      return in_g1(c);
    case Goal::G2:
      return in_g2(c);
    case Goal::G3:
      return in_g3(c);
    case Goal::Solved:
      return c.is_solved();
    case Goal::PocketSolved:
      return c.cp == CubieCube{}.cp &&
             std::all_of(c.co.begin(), c.co.end(), [](uint8_t o) { return o == 0; });
  }
  return false;
}

std::vector<Phase> thistlethwaite_phases() {
  return {edges_phase(),
          make_phase("G1 -> G2", "orient the corners, E-slice edges into the E slice", kG1Turns,
                     Fitness::G2Stickers, Goal::G2, 6, {1}),
          g3_phase(9, 2), last_phase(8, 3)};
}

std::vector<Phase> hybrid_phases() {
  return {make_phase("G0 -> G2 (Kociemba phase 1)",
                     "orient edges and corners, E-slice edges into the E slice", kAllTurns,
                     Fitness::G2Stickers, Goal::G2, 9, {0, 1}),
          g3_phase(9, 2), last_phase(8, 3)};
}

// The document does not give the one-stage sequence length; 20, God's number in HTM
// (Rokicki et al. 2014), is the shortest that holds a solution of every cube.
std::vector<Phase> one_stage() {
  return {make_phase("G0 -> solved (one stage)", "solve the whole cube at once", kAllTurns,
                     Fitness::Solved, Goal::Solved, 20, {0, 1, 2, 3})};
}

std::vector<Phase> phases_of(int count) {
  return count == 1 ? one_stage() : count == 3 ? hybrid_phases() : thistlethwaite_phases();
}

Phase pocket_phase() {
  return make_phase("2x2x2", "solve the corners with U, R, F", turns({1, 1, 1, -1, -1, -1}),
                    Fitness::Pocket, Goal::PocketSolved, 11, {0});
}

}  // namespace cubelab::meta
