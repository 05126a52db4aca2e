#include "cubelab/solvers/reduction/centre_search.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#ifndef __EMSCRIPTEN__
#include "cubelab/solvers/cube5/search.h"
#endif
#include "cubelab/solvers/reduction/centre_orbits.h"
#include "cubelab/solvers/reduction/centre_tables.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/distance_table.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnMove;

// Depths past which a phase gives up (measured: phases end within 20 moves on these sizes).
constexpr int kMaxPhaseDepth = 40;

// A block of layers first..last of a face: an outer block (first 1) or a single inner layer.
struct SearchMove {
  int face;
  int first;
  int last;
  int turns;

  NxnMove move() const { return {face, first, last, turns}; }
};

// The orbits searched together and the moves that search them. The first stage turns outer
// blocks (a slice with the face: one move); a later one, whose orbits lie deeper, turns the
// faces and the single layer of its orbits' slice, which moves none of the orbits nearer the
// faces that the stages before have solved.
struct OrbitStage {
  int first_depth;  // the wing orbit of this depth is bit 0 of the parity the stage follows
  int last_depth;
  CentreOrbits orbits;
  bool single_slices;

  // The generator a move is on orbit o.
  int generator(size_t o, const SearchMove& m) const {
    const int combo = m.first > 1 ? kSliceAlone : orbits.orbits[o].combo(m.last);
    return generator_index(m.face, combo, m.turns);
  }
  // The wing orbits whose parity a move changes (a quarter turn of each inner layer).
  uint64_t parity_flips(const SearchMove& m) const {
    if (m.turns == 2) return 0;
    uint64_t flips = 0;
    for (int layer = std::max(m.first, 2); layer <= m.last; ++layer)
      flips |= uint64_t{1} << (layer - 1 - first_depth);
    return flips;
  }
};

// What a phase follows of each orbit: 1 to 3 masks of the positions showing a set of colours.
struct Phase {
  int number;  // 1..3
  int masks;
  std::vector<SearchMove> moves;
};

uint32_t colours_mask(const nxn::NxnCube& cube, const CentreOrbit& orbit,
                      std::initializer_list<int> colours) {
  uint32_t m = 0;
  for (int c : colours) m |= colour_mask(cube, orbit, c);
  return m;
}

Phase make_phase(int number, const OrbitStage& stage) {
  // Phase 1 follows U/D and F/B (the latter to end where phase 2 can go on), phase 2 F/B,
  // phase 3 U, R and F.
  constexpr std::array<int, 3> kMasks = {2, 1, 3};
  Phase phase{number, kMasks[number - 1], {}};
  std::vector<std::pair<int, int>> blocks;  // first, last layer
  if (stage.single_slices)
    blocks = {{1, 1}, {stage.first_depth + 1, stage.first_depth + 1}};
  else
    for (int layers = 1; layers <= stage.orbits.max_layers; ++layers) blocks.push_back({1, layers});
  for (int face = 0; face < 6; ++face)
    for (auto [first, last] : blocks)
      for (int turns = 1; turns <= 3; ++turns) {
        const bool outer_face = last == 1;
        const bool allowed = number == 1   ? true
                             : number == 2 ? face == U || face == D || outer_face || turns == 2
                                           : outer_face || turns == 2;
        if (allowed) phase.moves.push_back({face, first, last, turns});
      }
  return phase;
}

// Phase 3 on one axis for two orbits at once: which 4 of the axis' 8 positions show its
// positive face in each, 70 x 70 entries. The orbits' own tables cannot see that the move
// that finishes one (a wide half turn, say) undoes the other; this one does, and guides the
// beam through the moves that finish both.
struct AxisPair {
  int first, second;  // orbits
  int face;           // the axis' positive face: U, R or F
  int mask;           // its mask among phase 3's (U, R, F)
  std::vector<uint8_t> distance;
};

std::vector<AxisPair> axis_pairs(const OrbitStage& stage, const Phase& phase) {
  const CentreOrbits& orbits = stage.orbits;
  std::vector<AxisPair> pairs;
  for (size_t a = 0; a < orbits.orbits.size(); ++a)
    for (size_t b = a + 1; b < orbits.orbits.size(); ++b)
      for (int k = 0; k < 3; ++k) {
        const int face = std::array{U, R, F}[k];
        auto step = [&](size_t o, uint32_t index, const SearchMove& m) {
          const MaskPermutation& perm =
              orbits.types[orbits.orbits[o].type].masks[stage.generator(o, m)];
          return axis_split_index(perm.apply(axis_split_mask(index, face)), face);
        };
        const uint64_t solved = axis_split_index(face_positions(face), face);
        const uint64_t goal = solved * 70 + solved;
        pairs.push_back(
            {static_cast<int>(a), static_cast<int>(b), face, k,
             build_distance_table_bfs(
                 70 * 70, {&goal, 1}, static_cast<int>(phase.moves.size()), [&](uint64_t i, int m) {
                   const SearchMove& mv = phase.moves[m];
                   return uint64_t{step(a, i / 70, mv) * 70u + step(b, i % 70, mv)};
                 })});
      }
  return pairs;
}

class Beam {
 public:
  // pairs: phase 3's joint tables (axis_pairs), added to the orbits' distances.
  Beam(const OrbitStage& stage, const Phase& phase, int width, const std::vector<AxisPair>& pairs)
      : stage_(stage), orbits_(stage.orbits), phase_(phase), width_(width), pairs_(pairs) {
    for (const CentreOrbit& o : orbits_.orbits)
      tables_.push_back(&centre_tables(orbits_.types[o.type], stage.single_slices));
    const size_t moves = phase.moves.size();
    generators_.resize(orbits_.orbits.size() * moves);
    for (size_t o = 0; o < orbits_.orbits.size(); ++o)
      for (size_t m = 0; m < moves; ++m)
        generators_[o * moves + m] = stage.generator(o, phase.moves[m]);
  }

  // The moves from `cube` (whose wing orbits have the parities `parity`) to the phase's goal,
  // or, when none is found within the depth, the best state's path (`reached` false). With
  // `paths` above 1, up to that many ways to different goals of the same depth, the first
  // one first.
  std::vector<std::vector<SearchMove>> search(const nxn::NxnCube& cube, uint64_t parity,
                                              bool& reached, const std::function<bool()>& stop,
                                              int paths = 1) {
    const size_t stride = orbits_.orbits.size() * phase_.masks;
    Level start;
    start.masks.resize(stride);
    for (size_t o = 0; o < orbits_.orbits.size(); ++o) {
      const CentreOrbit& orbit = orbits_.orbits[o];
      uint32_t* m = &start.masks[o * phase_.masks];
      switch (phase_.number) {
        case 1:
          m[0] = colours_mask(cube, orbit, {U, D}), m[1] = colours_mask(cube, orbit, {F, B});
          break;
        case 2:
          m[0] = colours_mask(cube, orbit, {F, B});
          break;
        default:
          m[0] = colour_mask(cube, orbit, U), m[1] = colour_mask(cube, orbit, R),
          m[2] = colour_mask(cube, orbit, F);
      }
    }
    start.parity = {parity};
    start.parent = {-1};
    start.move = {-1};
    const int h0 = score(start.masks.data(), parity);
    std::vector<Level> levels{std::move(start)};
    if (h0 == 0) return reached = true, std::vector<std::vector<SearchMove>>{{}};

    std::vector<uint32_t> child(stride);
    int best_h = h0;
    std::pair<int, int> best_node{0, 0};
    for (int depth = 1; depth <= kMaxPhaseDepth; ++depth) {
      if (stop && stop()) throw Stopped();
      const Level& level = levels.back();
      std::vector<Candidate> candidates;
      for (int i = 0; i < static_cast<int>(level.parent.size()); ++i) {
        const int last = level.move[i];
        for (int m = 0; m < static_cast<int>(phase_.moves.size()); ++m) {
          if (last >= 0 && !follows(phase_.moves[last], phase_.moves[m])) continue;
          const uint64_t p = turn(&level.masks[i * stride], level.parity[i], m, child.data());
          const int h = score(child.data(), p);
          candidates.push_back({h, hash(child.data(), p), i, m});
        }
      }
      const size_t keep = std::min(candidates.size(), static_cast<size_t>(width_) * 2);
      std::partial_sort(candidates.begin(), candidates.begin() + keep, candidates.end(),
                        [](const Candidate& a, const Candidate& b) {
                          return a.h != b.h ? a.h < b.h : a.hash < b.hash;
                        });
      Level next;
      for (size_t c = 0; c < keep && static_cast<int>(next.parent.size()) < width_; ++c) {
        if (c > 0 && candidates[c].hash == candidates[c - 1].hash) continue;
        const Candidate& cand = candidates[c];
        next.masks.resize(next.masks.size() + stride);
        const uint64_t p = turn(&level.masks[cand.parent * stride], level.parity[cand.parent],
                                cand.move, &next.masks[next.masks.size() - stride]);
        next.parity.push_back(p);
        next.parent.push_back(cand.parent);
        next.move.push_back(cand.move);
      }
      levels.push_back(std::move(next));
      if (candidates[0].h < best_h) best_h = candidates[0].h, best_node = {depth, 0};
      if (candidates[0].h == 0) break;
      // Near the goal the orbits pull apart (what one needs another loses): a short
      // exhaustive search from the best states, pruned by each orbit's exact distance.
      if (candidates[0].h <= kFinishBelow) {
        const Level& last = levels.back();
        const int tries = std::min<int>(kFinishStates, static_cast<int>(last.parent.size()));
        // The shortest finishes of the best states, up to `paths` of them.
        int shortest = kFinishDepth;
        for (int i = 0; i < tries && static_cast<int>(finishes_.size()) < paths; ++i)
          for (int limit = 1; limit <= shortest; ++limit) {
            long budget = kFinishNodes;
            const size_t before = finishes_.size();
            finish_from(&last.masks[i * stride], last.parity[i], last.move[i], limit, budget, i,
                        paths);
            if (finishes_.size() == before) continue;
            if (limit < shortest) finishes_.erase(finishes_.begin(), finishes_.begin() + before);
            shortest = limit;
            break;
          }
        if (!finishes_.empty()) {
          best_h = 0, best_node = {depth, finishes_[0].first};
          break;
        }
      }
    }
    reached = best_h == 0;
    auto path_to = [&](int depth, int i) {
      std::vector<SearchMove> path;
      for (int d = depth; d > 0; i = levels[d].parent[i], --d)
        path.push_back(phase_.moves[levels[d].move[i]]);
      std::reverse(path.begin(), path.end());
      return path;
    };
    const auto& [depth, first] = best_node;
    std::vector<std::vector<SearchMove>> found;
    if (!finishes_.empty()) {
      for (const auto& [i, moves] : finishes_) {
        if (static_cast<int>(found.size()) == paths) break;
        found.push_back(path_to(depth, i));
        for (int m : moves) found.back().push_back(phase_.moves[m]);
      }
      return found;
    }
    found.push_back(path_to(depth, first));
    // The other goals the beam kept at that depth (it keeps them first).
    const Level& goals = levels[depth];
    for (int i = 0; reached && i < static_cast<int>(goals.parent.size()) &&
                    static_cast<int>(found.size()) < paths;
         ++i)
      if (i != first && score(&goals.masks[i * stride], goals.parity[i]) == 0)
        found.push_back(path_to(depth, i));
    return found;
  }

 private:
  struct Level {
    std::vector<uint32_t> masks;
    std::vector<uint64_t> parity;
    std::vector<int> parent;
    std::vector<int> move;
  };
  struct Candidate {
    int h;
    uint64_t hash;
    int parent;
    int move;
  };

  static constexpr int kFinishBelow = 4;
  static constexpr int kFinishStates = 8;
  static constexpr int kFinishDepth = 6;
  static constexpr long kFinishNodes = 200000;

  // Depth-first search for the goal within `limit` moves from the last level's state
  // `state`: each way found goes to finishes_; true once `wanted` are there.
  bool finish_from(const uint32_t* masks, uint64_t parity, int last, int limit, long& budget,
                   int state, int wanted) {
    if (score(masks, parity) == 0) {
      finishes_.push_back({state, finish_});
      return static_cast<int>(finishes_.size()) >= wanted;
    }
    if (limit == 0 || --budget < 0) return false;
    const size_t stride = orbits_.orbits.size() * phase_.masks;
    std::vector<uint32_t> child(stride);
    for (int m = 0; m < static_cast<int>(phase_.moves.size()); ++m) {
      if (last >= 0 && !follows(phase_.moves[last], phase_.moves[m])) continue;
      const uint64_t p = turn(masks, parity, m, child.data());
      if (farthest_orbit(child.data(), p) > limit - 1) continue;
      finish_.push_back(m);
      const bool enough = finish_from(child.data(), p, m, limit - 1, budget, state, wanted);
      finish_.pop_back();
      if (enough) return true;
    }
    return false;
  }

  // Moves of one axis commute (blocks of opposite faces do not meet; a face and a single
  // inner layer do not either), so they go in one order only; two blocks of one face in a
  // row would be one move.
  static bool follows(const SearchMove& last, const SearchMove& m) {
    if (m.face % 3 != last.face % 3) return true;
    return std::pair(m.face, m.first) > std::pair(last.face, last.first);
  }

  uint64_t turn(const uint32_t* masks, uint64_t parity, int m, uint32_t* out) const {
    const size_t moves = phase_.moves.size();
    for (size_t o = 0; o < orbits_.orbits.size(); ++o) {
      const MaskPermutation& perm =
          orbits_.types[orbits_.orbits[o].type].masks[generators_[o * moves + m]];
      for (int k = 0; k < phase_.masks; ++k)
        out[o * phase_.masks + k] = perm.apply(masks[o * phase_.masks + k]);
    }
    return parity ^ stage_.parity_flips(phase_.moves[m]);
  }

  // Orbit o's exact distance to the phase's goal.
  int orbit_distance(size_t o, const uint32_t* masks, uint64_t parity) const {
    const uint32_t* m = masks + o * phase_.masks;
    const CentreTables& t = *tables_[o];
    switch (phase_.number) {
      case 1:
        return t.separate[separate_index(m[0])];
      case 2:
        return t.sides[sides_index(m[0], wing_bits(o, parity))];
      default:
        return t.solve[solve_index(m[0], m[1], m[2])];
    }
  }

  // The beam's order: the sum of the distances. A phase 1 state is a goal only where phase 2
  // can go on from every orbit.
  int score(const uint32_t* masks, uint64_t parity) const {
    int h = 0;
    for (size_t o = 0; o < orbits_.orbits.size(); ++o) h += orbit_distance(o, masks, parity);
    for (const AxisPair& pair : pairs_) h += pair_distance(pair, masks);
    if (h == 0 && phase_.number == 1)
      for (size_t o = 0; o < orbits_.orbits.size(); ++o) {
        const uint32_t fb = masks[o * phase_.masks + 1];
        if (tables_[o]->sides[sides_index(fb, wing_bits(o, parity))] == kUnreached) return 1;
      }
    return h;
  }

  int pair_distance(const AxisPair& pair, const uint32_t* masks) const {
    const uint32_t a = masks[pair.first * phase_.masks + pair.mask];
    const uint32_t b = masks[pair.second * phase_.masks + pair.mask];
    return pair.distance[axis_split_index(a, pair.face) * 70 + axis_split_index(b, pair.face)];
  }

  // The largest of the exact distances: a lower bound on the phase's moves left.
  int farthest_orbit(const uint32_t* masks, uint64_t parity) const {
    int h = 0;
    for (size_t o = 0; o < orbits_.orbits.size(); ++o)
      h = std::max(h, orbit_distance(o, masks, parity));
    for (const AxisPair& pair : pairs_) h = std::max(h, pair_distance(pair, masks));
    return h;
  }

  // The parities of the wing orbits at the depths of orbit o's slices (centre_tables.h).
  uint32_t wing_bits(size_t o, uint64_t parity) const {
    const auto& depths = orbits_.orbits[o].depths;
    const int base = stage_.first_depth;
    uint32_t bits = parity >> (depths[0] - base) & 1;
    if (depths[1] < orbits_.n) bits |= (parity >> (depths[1] - base) & 1) << 1;
    return static_cast<uint32_t>(bits);
  }

  uint64_t hash(const uint32_t* masks, uint64_t parity) const {
    uint64_t h = parity * 0x9E3779B97F4A7C15ull;
    const size_t count = orbits_.orbits.size() * phase_.masks;
    for (size_t i = 0; i < count; ++i) {
      h ^= masks[i] + 0x9E3779B97F4A7C15ull + (h << 6) + (h >> 2);
      h *= 0xBF58476D1CE4E5B9ull;
    }
    return h;
  }

  const OrbitStage& stage_;
  const CentreOrbits& orbits_;
  const Phase& phase_;
  int width_;
  const std::vector<AxisPair>& pairs_;
  std::vector<const CentreTables*> tables_;
  std::vector<int> generators_;
  std::vector<int> finish_;                                 // the depth-first search's moves
  std::vector<std::pair<int, std::vector<int>>> finishes_;  // a state of the last level, its finish
};

// The beam's width: a level costs width x moves x orbits table lookups (about 10 ms here).
constexpr int kCentreBeamWidth = 3000;

// The most stages searched: past them (on cubes above 35x35x35) the deeper orbits go by the
// commutators, which cost less time a piece.
constexpr int kMaxStages = 16;

// The deepest wing orbit, and the depth of the x-centres and "+" centres.
int deepest(int n) { return n % 2 == 0 ? n / 2 - 1 : (n - 3) / 2; }

// How many of a phase's goals the next phase is searched from (phases 1 and 2): phase 1's
// end decides what phases 2 and 3 have to do, and the goals of one depth differ by several
// moves there (and on the 6x6x6 and 7x7x7 in what the commutators then have to do). Measured
// with four of phase 1's and two of phase 2's, against one of each: 5x5x5 centres 39.3 ->
// 37.2 OBTM, 6x6x6 178.7 -> 169.8, 7x7x7 246.8 -> 243.0, each about 0.4 s slower; on the
// 12x12x12, whose many stages it made twice as slow, no shorter.
std::array<int, 2> goals_followed(int n) {
  return n <= 7 ? std::array<int, 2>{4, 2} : std::array<int, 2>{1, 1};
}

// The phases' moves, the parities they leave, and the cube they turn `cube` to.
struct PhaseMoves {
  std::array<std::vector<NxnMove>, 3> moves;
  uint64_t parity = 0;
  nxn::NxnCube cube;
};

#ifndef __EMSCRIPTEN__
// A two-orbit stage's phases 1 and 2 by IDA* instead of the beam: cube5's search of its first
// two phases (solvers/cube5/search.h), the 5x5x5's stage and, with the same search on other
// orbits and moves, the others'. Its solutions are the shortest of each phase, and many: phase
// 3 is searched from the kCube5Followed whose two phases and phase 3's bound (its orbits'
// larger distance) add up to the least, each end once. Whole solves against the beam's 4 x 2
// goals: 5x5x5 (20 scrambles, seed 5) 99.35 -> 92.1 OBTM, 2.7 -> 3.2 s a cube, following 16
// of them, from 300 phase-2 solutions, or from phase 1's solutions one move longer too no
// shorter (92.4, 92.4, 92.5 on the first 10, against 92.5) and up to twice as slow; 7x7x7 (6
// scrambles, seed 7) its first stage so 344.8 -> 334.2 (6.8 -> 8.2 s), its second too 334.2
// -> 328.2 (7.2 -> 10.6 s); 6x6x6 (6 scrambles, seed 6) its first 254.3 -> 251.2 (6.0 -> 7.5
// s).
constexpr size_t kCube5Followed = 8;
// Phase 1 looks for all its shortest solutions (up to 200), on some cubes millions of nodes at
// about a microsecond each (the 7x7x7's inner stage up to 13 M); past this many it ends with
// those found (at least one). On 20 WCA scrambles of each (seeds 5, 7) against no limit: the
// 7x7x7 238.40 -> 238.45 OBTM, 20.7 -> 11.3 s a cube (the slowest 84.5 -> 24.0 s), the 5x5x5
// 92.10 -> 92.15; at 1 M nodes 239.50 and 92.35.
constexpr long long kCube5Phase1Nodes = 3'000'000;

// Whether the stage's phases 1 and 2 are searched by cube5's IDA*: a stage of two orbits (the
// first from the 5x5x5 on, each later one of an odd cube) up to the 7x7x7, where it was
// measured.
constexpr int kLargestCube5Cube = 7;
bool searched_by_cube5(const OrbitStage& stage) {
  return stage.orbits.n <= kLargestCube5Cube && stage.orbits.orbits.size() == 2;
}

// The stage as cube5 searches it (its two orbits and phase 1's moves), made once a process:
// its joint table near phase 1's goal is loaded, or built, then.
const cube5::CentreStage& cube5_stage(const OrbitStage& stage) {
  static std::mutex mutex;
  static std::vector<std::pair<std::array<int, 4>, std::unique_ptr<const cube5::CentreStage>>> made;
  const std::array<int, 4> key = {stage.orbits.n, stage.first_depth, stage.last_depth,
                                  stage.single_slices ? 1 : 0};
  std::lock_guard lock(mutex);
  for (const auto& [k, s] : made)
    if (k == key) return *s;
  std::vector<NxnMove> moves;
  for (const SearchMove& m : make_phase(1, stage).moves) moves.push_back(m.move());
  made.emplace_back(key, std::make_unique<const cube5::CentreStage>(
                             stage.orbits, std::move(moves), stage.first_depth, stage.last_depth,
                             stage.single_slices));
  return *made.back().second;
}

std::vector<PhaseMoves> searched_phases12(const OrbitStage& stage, const PhaseMoves& start,
                                          const std::function<bool()>& stop) {
  cube5::CentreLimits limits;
  limits.phase1_extra_moves = 0;
  limits.phase2_solutions = 100;
  limits.phase1_nodes = kCube5Phase1Nodes;
  const cube5::CentreStage& searched = cube5_stage(stage);
  cube5::Centres centres;
  for (size_t o = 0; o < 2; ++o) {
    centres.ud[o] = colours_mask(start.cube, stage.orbits.orbits[o], {U, D});
    centres.fb[o] = colours_mask(start.cube, stage.orbits.orbits[o], {F, B});
  }
  centres.parity = static_cast<uint32_t>(start.parity);
  const std::vector<cube5::CentrePath> paths =
      cube5::search_centres(searched, centres, stop, limits);
  std::vector<const CentreTables*> tables;
  for (const CentreOrbit& o : stage.orbits.orbits)
    tables.push_back(&centre_tables(stage.orbits.types[o.type], stage.single_slices));
  struct Candidate {
    int bound;
    PhaseMoves moves;
  };
  std::vector<Candidate> candidates;
  std::vector<std::string> ends;
  for (const cube5::CentrePath& path : paths) {
    PhaseMoves next{
        {searched.moves_of(path.phase1), searched.moves_of(path.phase2), {}}, 0, start.cube};
    next.cube.apply(next.moves[0]);
    next.cube.apply(next.moves[1]);
    std::string end = next.cube.facelets();
    if (std::find(ends.begin(), ends.end(), end) != ends.end()) continue;
    ends.push_back(std::move(end));
    int h3 = 0;
    for (size_t o = 0; o < tables.size(); ++o) {
      const CentreOrbit& orbit = stage.orbits.orbits[o];
      h3 = std::max<int>(h3, tables[o]->solve[solve_index(colour_mask(next.cube, orbit, U),
                                                          colour_mask(next.cube, orbit, R),
                                                          colour_mask(next.cube, orbit, F))]);
    }
    candidates.push_back({static_cast<int>(path.length()) + h3, std::move(next)});
  }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.bound < b.bound; });
  std::vector<PhaseMoves> out;
  for (size_t i = 0; i < candidates.size() && i < kCube5Followed; ++i)
    out.push_back(std::move(candidates[i].moves));
  return out;
}
#endif

// Searches one stage's orbits in three phases from `cube`, each phase from each of the goals
// goals_followed keeps of the one before: every way found, the shortest first (none when
// phase 1 or 2 finds no way).
std::vector<PhaseMoves> search_stage(const OrbitStage& stage, const nxn::NxnCube& cube,
                                     const std::function<bool()>& stop) {
  const int n = cube.size();
  std::array<Phase, 3> phases = {make_phase(1, stage), make_phase(2, stage), make_phase(3, stage)};
  const std::vector<AxisPair> pairs = axis_pairs(stage, phases[2]);
  const std::vector<AxisPair> none;
  PhaseMoves start{{}, 0, cube};
  for (int k = stage.first_depth; k <= stage.last_depth; ++k)
    if (orbit_is_odd(cube, k)) start.parity |= uint64_t{1} << (k - stage.first_depth);

  std::vector<std::pair<int, PhaseMoves>> ways;  // OBTM, the way
  auto total = [n](const PhaseMoves& p) {
    std::vector<NxnMove> all;
    for (const auto& moves : p.moves)
      for (const NxnMove& m : moves) nxn::push_merged(all, m, n);
    return nxn::obtm(all, n);
  };
  // Depth first over the phases: phase `number` from `from`.
  std::function<void(int, const PhaseMoves&)> follow = [&](int number, const PhaseMoves& from) {
    const Phase& phase = phases[number - 1];
    bool reached = false;
    std::vector<std::vector<SearchMove>> paths;
    // A beam can lose every way to the goal; a wider one, once, usually finds it. Should
    // phase 3 still fall short, the commutators finish from where it ends.
    for (int width : {kCentreBeamWidth, 8 * kCentreBeamWidth}) {
      paths = Beam(stage, phase, width, number == 3 ? pairs : none)
                  .search(from.cube, from.parity, reached, stop,
                          number < 3 ? goals_followed(n)[number - 1] : 1);
      if (reached) break;
    }
    if (!reached && number < 3) return;
    for (const std::vector<SearchMove>& path : paths) {
      PhaseMoves next = from;
      for (const SearchMove& m : path) {
        next.moves[number - 1].push_back(m.move());
        next.parity ^= stage.parity_flips(m);
      }
      next.cube.apply(next.moves[number - 1]);
      if (number < 3) {
        follow(number + 1, next);
      } else {
        for (int k = stage.first_depth; k <= stage.last_depth; ++k)
          if (orbit_is_odd(next.cube, k))
            throw std::logic_error("centre search: a wing orbit left odd after phase 2");
        ways.emplace_back(total(next), std::move(next));
      }
    }
  };
#ifndef __EMSCRIPTEN__
  if (searched_by_cube5(stage)) {
    for (const PhaseMoves& p : searched_phases12(stage, start, stop)) follow(3, p);
  } else {
    follow(1, start);
  }
#else
  // The WebAssembly module has no cube5 (cmake/wasm.cmake): its 32 MiB table would be built
  // in the page on the first 5x5x5.
  follow(1, start);
#endif
  std::stable_sort(ways.begin(), ways.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<PhaseMoves> out;
  for (auto& [obtm, way] : ways) out.push_back(std::move(way));
  return out;
}

// The stages' depths (first, last): the first takes the x-centres next to the faces, with the
// "+" centres on an odd cube or the next x-centres on an even one (two orbits: with more the
// beam loses its way); each later one the x-centres and "+" centres of one depth.
std::vector<std::pair<int, int>> stage_depths(int n) {
  const int first_last = n % 2 == 0 && n >= 6 ? 2 : 1;
  std::vector<std::pair<int, int>> depths = {{1, first_last}};
  for (int d = first_last + 1; d <= deepest(n) && static_cast<int>(depths.size()) < kMaxStages; ++d)
    depths.push_back({d, d});
  return depths;
}

void add_stage(const PhaseMoves& way, int orbits, int n, SearchedCentres& result) {
  for (int i = 0; i < 3; ++i) {
    result.phase_obtm[i] += nxn::obtm(way.moves[i], n);
    for (const NxnMove& m : way.moves[i]) nxn::push_merged(result.moves, m, n);
  }
  result.orbits += orbits;
}

}  // namespace

namespace {

// The 7x7x7's x-centres and "+" centres of depth 2 by outer block turns.
OrbitStage inner_stage_of_seven() { return {2, 2, centre_orbits(7, 2, 2), false}; }

// The ways of search_centre_ways through `stages` (the first one's ways the ways asked for).
std::vector<SearchedCentres> ways_through(const nxn::NxnCube& cube,
                                          const std::vector<OrbitStage>& stages, int count,
                                          const std::function<bool()>& stop) {
  const int n = cube.size();
  struct Way {
    SearchedCentres found;
    nxn::NxnCube cube;
    bool ended = false;  // a stage found no way: the commutators do the rest
  };
  std::vector<Way> ways = {{{}, cube}};
  bool first_stage = true;
  for (const OrbitStage& stage : stages) {
    if (stage.orbits.orbits.empty()) continue;
    const int orbits = static_cast<int>(stage.orbits.orbits.size());
    std::vector<Way> next;
    for (Way& way : ways) {
      if (way.ended) {
        next.push_back(std::move(way));
        continue;
      }
      // The first stage's ways become the ways asked for; each later stage takes its
      // shortest on each.
      const std::vector<PhaseMoves> found = search_stage(stage, way.cube, stop);
      if (found.empty()) {
        way.ended = true;
        next.push_back(std::move(way));
      }
      for (size_t i = 0; i < found.size() && i < (first_stage ? size_t(count) : 1u); ++i) {
        Way w{way.found, found[i].cube};
        add_stage(found[i], orbits, n, w.found);
        next.push_back(std::move(w));
      }
    }
    ways = std::move(next);
    first_stage = false;
  }
  std::vector<SearchedCentres> out;
  for (Way& way : ways) {
    for (const NxnMove& turn : even_wing_orbits(way.cube)) {
      way.found.moves.push_back(turn);
      ++way.found.parity_turns;
    }
    out.push_back(std::move(way.found));
  }
  return out;
}

}  // namespace

std::vector<SearchedCentres> search_centre_ways(const nxn::NxnCube& cube, int count,
                                                const std::function<bool()>& stop) {
  const int n = cube.size();
  if (n < 4) return {SearchedCentres{}};
  std::vector<OrbitStage> stages;
  for (auto [first, last] : stage_depths(n))
    stages.push_back({first, last, centre_orbits(n, first, last), first > 1});
  return ways_through(cube, stages, count, stop);
}

std::vector<SearchedCentres> search_inner_centre_ways(const nxn::NxnCube& cube, int count,
                                                      const std::function<bool()>& stop) {
  if (cube.size() != 7)
    throw std::logic_error("reduction: the inner centres alone are the 7x7x7's");
  return ways_through(cube, {inner_stage_of_seven()}, count, stop);
}

void prepare_centre_search([[maybe_unused]] int n) {
#ifndef __EMSCRIPTEN__
  // Past the 7x7x7 no stage is searched so: its orbits are not worked out for each request.
  if (n < 4 || n > kLargestCube5Cube) return;
  for (auto [first, last] : stage_depths(n)) {
    const OrbitStage stage{first, last, centre_orbits(n, first, last), first > 1};
    if (searched_by_cube5(stage)) cube5_stage(stage);
  }
#endif
}

void prepare_inner_centre_search() {
#ifndef __EMSCRIPTEN__
  cube5_stage(inner_stage_of_seven());
#endif
}

uint64_t centre_search_bytes([[maybe_unused]] int n) {
  uint64_t bytes = 0;
#ifndef __EMSCRIPTEN__
  if (n < 4 || n > kLargestCube5Cube) return 0;
  // The 7x7x7's first stage shares the 5x5x5's table; every other stage has its own.
  for (auto [first, last] : stage_depths(n)) {
    const OrbitStage stage{first, last, centre_orbits(n, first, last), first > 1};
    if (searched_by_cube5(stage)) bytes += uint64_t{1} << 25;
  }
#endif
  return bytes;
}

SearchedCentres search_centres(nxn::NxnCube& cube, const std::function<bool()>& stop) {
  SearchedCentres result = search_centre_ways(cube, 1, stop).front();
  cube.apply(result.moves);
  return result;
}

}  // namespace cubelab::reduction
