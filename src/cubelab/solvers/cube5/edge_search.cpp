#include "cubelab/solvers/cube5/edge_search.h"

#include <array>
#include <bit>
#include <stdexcept>

#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/search/bounded_dfs.h"
#include "cubelab/solvers/cube5/centre_splits.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/solvers/cube5/edges.h"
#include "cubelab/solvers/cube5/phase3.h"
#include "cubelab/solvers/cube5/phase4.h"
#include "cubelab/solvers/cube5/phase5.h"
#include "cubelab/solvers/cube5/phase_walk.h"
#include "cubelab/solvers/reduction/reduction.h"

namespace cubelab::cube5 {
namespace {

// One phase's IDA* walk (search/bounded_dfs.h's policy): every path of exactly the depth asked
// that ends at the phase's goal, handed to `found` (SolutionWalk, phase_walk.h).
template <class P, class Found>
class EdgePhaseWalk {
 public:
  using State = typename P::State;
  struct Node {
    State s;
    int last = -1;
  };

  EdgePhaseWalk(const P& phase, const std::function<bool()>& stop, Found found, long long budget)
      : phase_(phase), solutions_(stop, std::move(found), budget) {}

  void walk(const State& start, int togo) {
    solutions_.restart();
    search::bounded_dfs(*this, Node{start, -1}, 0, togo);
  }
  long long nodes() const { return solutions_.nodes(); }

  uint32_t expand(const Node& n, int depth, int togo) {
    if (!solutions_.enter(depth, togo, [&] { return phase_.at_goal(n.s); })) return 0;
    return phase_.followers(n.last);
  }
  // bounded_dfs lists a node's children before it reads their bounds: their table entries
  // (reads of the large tables, mostly cache misses) are fetched here for all of them at once.
  static constexpr bool kReadsFirst = true;
  void child(const Node& n, int i, Node& out) const {
    out.s = phase_.apply(n.s, i);
    out.last = phase_.stage_move(i);
    if constexpr (requires { phase_.prefetch(out.s); }) phase_.prefetch(out.s);
  }
  int bound(Node& out, int /*limit*/) const { return phase_.bound(out.s); }
  void descend(const Node& /*n*/, int depth, int i) {
    solutions_.take(depth, phase_.stage_move(i));
  }
  bool over() const { return solutions_.over(); }

 private:
  const P& phase_;
  SolutionWalk<Found> solutions_;
};

std::vector<nxn::NxnMove> stage_turns(const std::vector<int>& path) {
  std::vector<nxn::NxnMove> out;
  for (int m : path) out.push_back(five_move(m));
  return out;
}

// The ways a cube is held: phases 1 and 2 start from each axis as the U-D axis (the turns
// about 'x' and 'z' bring the others there), phase 3 from each as the R-L axis (about 'y' and
// 'z'). Phase 4 pairs four edges none of whose pieces is in the E slice; held turned about
// 'x', which takes phase 3's moves to phase 3's moves and so keeps its goal, the S slice is
// its E slice: four edges out of either will do (cube555's two rings).
constexpr std::array<char, 3> kCentreHoldings = {0, 'x', 'z'}, kEdgeHoldings = {0, 'y', 'z'};
constexpr std::array<char, 2> kRingHoldings = {0, 'x'};

Partial held(const Partial& p, char axis) {
  const Rotation r = axis ? Rotation::about(axis) : Rotation{};
  Partial turned = p;
  turned.cube = nxn::recoloured(p.cube, r);
  turned.frame = p.frame.then(r);
  return turned;
}

// The partial p with `path` (stage moves as p's cube is held) applied.
void extend(Partial& p, const std::vector<int>& path) {
  const std::vector<nxn::NxnMove> turns = stage_turns(path);
  p.cube.apply(turns);
  for (const nxn::NxnMove& m : nxn::rotated(turns, p.frame.inverse()))
    p.moves.push_back(five_index(m));
}

template <class P>
struct PhaseStart {
  typename P::State s;
  size_t from;  // the partial's index
  int prefix;   // its moves
  int bound;
};

// IDA* on the whole length over all the starts; the solutions `accept` takes.
template <class P>
std::vector<Partial> search_starts(const P& phase, const std::vector<Partial>& from,
                                   const std::vector<PhaseStart<P>>& starts,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes,
                                   const std::function<bool(const Partial&)>& accept = {}) {
  std::vector<Partial> solutions;
  const PhaseStart<P>* at = nullptr;
  EdgePhaseWalk walk(
      phase, stop,
      [&](std::vector<int> path) {
        Partial p = from[at->from];
        extend(p, path);
        if (!accept || accept(p)) solutions.push_back(std::move(p));
        return solutions.size() < limits.solutions;
      },
      limits.nodes);
  walk_by_length(
      std::span(starts), limits.extra_moves,
      [&](size_t i, int depth) {
        at = &starts[i];
        walk.walk(starts[i].s, depth);
      },
      [&] { return !solutions.empty(); },
      [&] {
        return solutions.size() >= limits.solutions ||
               (!solutions.empty() && walk.nodes() >= limits.nodes);
      });
  if (nodes) *nodes = walk.nodes();
  return solutions;
}

}  // namespace

std::vector<Partial> search_centre_phases(const nxn::NxnCube& cube,
                                          const std::function<bool()>& stop,
                                          const CentreLimits& limits, CentreStats* stats) {
  const CentreStage& stage = CentreStage::five();
  std::vector<Partial> holdings;
  std::vector<Centres> starts;
  Partial unturned;
  unturned.cube = cube;
  for (char axis : kCentreHoldings) {
    holdings.push_back(held(unturned, axis));
    starts.push_back(stage.centres_of(holdings.back().cube));
  }
  std::vector<Partial> out;
  for (const CentrePath& path : search_centres(stage, starts, stop, limits, stats)) {
    Partial p = holdings[path.start];
    extend(p, path.phase1);
    extend(p, path.phase2);
    p.centre_moves = p.moves.size();
    out.push_back(std::move(p));
  }
  return out;
}

std::vector<Partial> search_phase3(const std::vector<Partial>& from,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes) {
  const Phase3& phase = Phase3::get();
  std::vector<Partial> turned;
  for (const Partial& p : from)
    for (char axis : kEdgeHoldings) turned.push_back(held(p, axis));
  std::vector<PhaseStart<Phase3>> starts;
  // Edge 11's label fixed: the goal with every label swapped is the other half.
  std::vector<Phase3State> states(size_t{1} << (kSlots - 1)), even;
  std::vector<int> bounds(states.size());
  starts.reserve(turned.size() * states.size() / 2);
  for (size_t k = 0; k < turned.size(); ++k) {
    if (stop && stop()) throw reduction::Stopped();
    phase.labelled_states(edges_of(turned[k].cube), phase.centres_of(turned[k].cube), states);
    // Odd midges (half the labellings): no goal under the labelling.
    even.clear();
    for (const Phase3State& s : states)
      if (std::popcount(s.midges) % 2 == 0) even.push_back(s);
    phase.bounds(even, bounds);
    for (size_t i = 0; i < even.size(); ++i)
      starts.push_back({even[i], k, static_cast<int>(turned[k].moves.size()), bounds[i]});
  }
  // A solution that leaves fewer than four edges out of the E slice and out of the S slice is
  // of no use to phase 4.
  auto leaves_four = [](const Partial& p) {
    for (char axis : kRingHoldings) {
      const Rotation r = axis ? Rotation::about(axis) : Rotation{};
      if (std::popcount(Phase4::candidates(edges_of(nxn::recoloured(p.cube, r)))) >= 4) return true;
    }
    return false;
  };
  std::vector<Partial> out = search_starts(phase, turned, starts, stop, limits, nodes, leaves_four);
  if (out.empty() && !from.empty()) throw std::logic_error("cube5: phase 3 found no solution");
  return out;
}

std::vector<Partial> search_phase4(const std::vector<Partial>& from,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes) {
  const Phase4& phase = Phase4::get();
  std::vector<Partial> turned;
  for (const Partial& p : from)
    for (char axis : kRingHoldings) turned.push_back(held(p, axis));
  std::vector<PhaseStart<Phase4>> starts;
  for (size_t k = 0; k < turned.size(); ++k) {
    const Edges edges = edges_of(turned[k].cube);
    const uint16_t candidates = Phase4::candidates(edges);
    const SplitState splits = splits_of(turned[k].cube);
    for (uint16_t chosen = candidates; chosen; chosen = (chosen - 1) & candidates) {
      if (std::popcount(chosen) != 4) continue;
      const Phase4State s = phase.state_of(splits, edges, chosen);
      starts.push_back({s, k, static_cast<int>(turned[k].moves.size()), phase.bound(s)});
    }
  }
  // Phase 3 hands on only partials that leave four edges out of the E or the S slice.
  std::vector<Partial> out = search_starts(phase, turned, starts, stop, limits, nodes);
  if (out.empty() && !from.empty()) throw std::logic_error("cube5: phase 4 found no solution");
  return out;
}

std::vector<Partial> search_phase5(const std::vector<Partial>& from,
                                   const std::function<bool()>& stop, const PhaseLimits& limits,
                                   long long* nodes) {
  const Phase5& phase = Phase5::get();
  std::vector<PhaseStart<Phase5>> starts;
  for (size_t k = 0; k < from.size(); ++k) {
    const Phase5State s = phase.state_of(from[k].cube, edges_of(from[k].cube));
    starts.push_back({s, k, static_cast<int>(from[k].moves.size()), phase.bound(s)});
  }
  std::vector<Partial> out = search_starts(phase, from, starts, stop, limits, nodes);
  if (out.empty() && !from.empty()) throw std::logic_error("cube5: phase 5 found no solution");
  return out;
}

}  // namespace cubelab::cube5
