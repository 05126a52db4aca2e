#pragma once
// The phases the metaheuristics solve one after another (Castillo Matas 2019 §6.4.4-§6.4.5, §9):
//   4 phases (Thistlethwaite): G0 -> G1 -> G2 -> G3 -> solved
//   3 phases (the document's hybrid): Kociemba's phase 1 G0 -> G2, then G2 -> G3 -> solved
//   1 stage: G0 -> solved, the attempt of §6.4.1 that the document gave up for phases
//   2x2x2: one stage with U, R, F turns (the DBL corner stays put)
// A phase knows its turns, its fitness, its goal, where the document starts its sequence
// length, and which of the document's budget rows P1..P4 it spends.
#include <array>
#include <string>
#include <vector>

#include "cubelab/cube/cubie_cube.h"
#include "cubelab/cube/move.h"
#include "cubelab/solvers/metaheuristic/fitness.h"

namespace cubelab::meta {

enum class Goal { G1, G2, G3, Solved, PocketSolved };

struct Phase {
  std::string name;         // "G0 -> G1"
  std::string note;         // what the phase achieves, in words
  std::vector<Move> moves;  // the turns a sequence of this phase is made of
  Fitness fitness;
  Goal goal;
  int initial_length;  // the document's starting L
  // The budget rows (0-based, P1..P4) this phase spends, summed. In 3-phase mode the
  // document gives four rows for three phases without saying how they map; we give the
  // hybrid's first phase (Thistlethwaite's first two in one) P1 + P2, then P3 and P4.
  std::vector<int> budget_rows;
  // For the "change the turn" neighbour: the other turns of the same face in this phase;
  // when the face has only one turn here (F2 in G1, every turn in G3), the turns of the
  // opposite face on the same axis, the nearest change that stays in the phase.
  struct Alternatives {
    std::array<Move, 3> moves;
    int count = 0;
  };
  std::array<Alternatives, kMoves> alternatives;
};

// True when `cube` has reached the phase's goal, by cube/subgroups.h's invariants.
bool reached(Goal goal, const CubieCube& cube);

std::vector<Phase> thistlethwaite_phases();  // 4 phases
std::vector<Phase> hybrid_phases();          // 3 phases
std::vector<Phase> one_stage();              // the whole cube at once (§6.4.1)
std::vector<Phase> phases_of(int count);     // 4, 3 or 1 of the above
Phase pocket_phase();                        // the 2x2x2

}  // namespace cubelab::meta
