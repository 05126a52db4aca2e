#pragma once
// The 3x3x3 stage: the reduced cube (centres solved, every edge's wings showing its slot's
// target colours) read as a 3x3x3 from its corners, one wing of each edge and its centres,
// and solved by cubelab's two-phase solver with outer-layer turns, which move each composite
// edge as one piece.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The two-phase profile (twophase/profile.h) the 3x3x3 stage searches with. Unless told, the
// tiny one: its tables are built in memory in a fraction of a second, and its first solutions
// (all a seeded scramble uses) are the same on every machine. A solve given a memory budget
// takes the largest profile that fits (reduced_profile): the full profile's searches are ten
// times as fast, so the stage's search time finds shorter solutions (cube4: 45.0 -> 44.7 OBTM
// on 100 random states, docs/results.md).
inline constexpr const char* kReducedProfile = "tiny";

// The largest two-phase profile whose tables fit in `budget` less `own_bytes` (the solver's
// own tables): "full", "small" or "tiny". Throws InputError (E_LIMIT) when not even the tiny
// one fits, naming `solver`.
std::string reduced_profile(uint64_t budget, uint64_t own_bytes, const std::string& solver);
// The stored tables of `profile` (none for the tiny one), and loading them, building any that
// is not in the cache yet.
std::vector<std::string> reduced_tables(const std::string& profile);
void prepare_reduced(const std::string& profile);

// The outer face turns that solve the 3x3x3 with this Kociemba facelet string: two-phase's
// first solution, then for `seconds` more the shortest it finds.
std::vector<nxn::NxnMove> solve_reduced(const std::string& facelets, double seconds = 0,
                                        const std::string& profile = kReducedProfile);

// A reduced cube that one of a solver's ways ends on: the ways' moves before the 3x3x3 stage
// differ, and so do the reduced cubes' 3x3x3 stages, by a move or two.
struct Ending {
  std::string facelets;  // the reduced cube, as reduced_facelets reads it
  // The way's moves before it, in the metric the wholes are compared in (SearchTime::metric:
  // the 3x3x3 stage's face turns count one in each).
  int length = 0;
  std::vector<nxn::NxnMove> last;  // its 3x3x3 stage (solve_endings)
  int total() const;
};

// Solves each ending's 3x3x3 stage, two-phase's first solution; then `seconds`, shared among
// them from the shortest whole, search for 3x3x3 solutions that would make an ending's whole
// shorter than the best so far (as Chen Shuang's TPR-4x4x4-Solver searches its candidates).
// Returns the index of the shortest whole, the first among equals; with `seconds` 0 the
// answer depends on the endings alone. `stop` (may be empty), polled between the endings'
// searches, ends the search with the shortest so far.
size_t solve_endings(std::vector<Ending>& endings, double seconds,
                     const std::function<bool()>& stop = {},
                     const std::string& profile = kReducedProfile);

// The indices of the `most` shortest endings by their moves before the 3x3x3 stage (the first
// among equals), whose 3x3x3 stages alone are solved, two-phase's first solution: a solver's
// several reductions (cube4's and cube5's `reductions`), whose 3x3x3 stage is only checked.
std::vector<size_t> shortest_endings(std::vector<Ending>& endings, size_t most,
                                     const std::string& profile = kReducedProfile);

}  // namespace cubelab::reduction
