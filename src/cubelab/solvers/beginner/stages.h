#pragma once
// The seven stages of the beginner's method (Abreu García 2011 §5), each in its own file. Every
// stage works on the Trace's cube, records its moves, and returns whether its goal holds
// afterwards (false only on an internal error: the tests show it never happens).
#include "cubelab/solvers/beginner/trace.h"

namespace cubelab::beginner {

enum class CrossMethod { AStar, Table };

bool solve_u_cross(Trace& t, CrossMethod method);  // 1: cross_stage.cpp
bool place_u_corners(Trace& t);                    // 2: u_corners.cpp
bool place_middle_edges(Trace& t);                 // 3: middle_edges.cpp
bool orient_d_edges(Trace& t);                     // 4: d_edges_orient.cpp
bool permute_d_edges(Trace& t);                    // 5: d_edges_permute.cpp
bool place_d_corners(Trace& t);                    // 6: d_corners_place.cpp
bool orient_d_corners(Trace& t);                   // 7: d_corners_orient.cpp

// How stages 2 and 3 go: a pass takes the cheapest plan (`Plan::cost`) over the four slots
// not yet done and carries it out, until every slot is done (true) or `passes` run out
// (false). A Plan made by default has cost above any real one and slot -1.
template <class Plan, class SlotDone, class PlanFor, class CarryOut>
bool place_slot_by_slot(Trace& t, int stage, int passes, SlotDone slot_done, PlanFor plan_for,
                        CarryOut carry_out) {
  t.begin_stage(stage);
  for (int pass = 0; pass < passes; ++pass) {
    Plan best;
    for (int k = 0; k < 4; ++k) {
      if (slot_done(t.cube(), k)) continue;
      Plan p = plan_for(t.cube(), k);
      if (p.cost < best.cost) best = p;
    }
    if (best.slot < 0) break;
    carry_out(best);
  }
  t.end_stage();
  for (int k = 0; k < 4; ++k)
    if (!slot_done(t.cube(), k)) return false;
  return true;
}

}  // namespace cubelab::beginner
