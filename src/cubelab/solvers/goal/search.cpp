#include "cubelab/solvers/goal/search.h"

#include <fmt/format.h>

#include <algorithm>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <utility>

#include "cubelab/search/prefix_walk.h"

namespace cubelab::goal {

namespace {

// The order that picks the rotation an alternative is read through: fewest tables, then
// fewest states (a turned goal can need more: edge orientation seen from another axis
// differs from piece to piece), then the alternatives' bits.
struct Candidate {
  GoalAlternative alternative;
  size_t tables;
  uint64_t states;
  explicit Candidate(const GoalAlternative& a, uint64_t max_entries) : alternative(a) {
    const auto patterns = patterns_for(a, max_entries);
    tables = patterns.size();
    states = 0;
    for (const Pattern& p : patterns) states += p.size();
  }
  bool operator<(const Candidate& o) const {
    if (tables != o.tables) return tables < o.tables;
    if (states != o.states) return states < o.states;
    if (alternative.corners != o.alternative.corners)
      return alternative.corners < o.alternative.corners;
    return alternative.edges < o.alternative.edges;
  }
};

// An alternative as seen after the rotation that makes it least (one slot of xcross, every
// pair of adjacent slots, every face of --on get the same tables), and that rotation.
std::pair<GoalAlternative, int> least_rotation(const GoalAlternative& alternative,
                                               const MoveSet& moves, uint64_t max_entries) {
  Candidate least(alternative, max_entries);
  int seen_as = 0;
  for (int s = 1; s < kSymmetries; ++s) {
    if (symmetry_is_mirror(s) || !(moves.conjugated(s) == moves)) continue;
    Candidate turned(alternative.conjugated(s), max_entries);
    if (turned < least) least = std::move(turned), seen_as = s;
  }
  return {least.alternative, seen_as};
}

Bounds make_bounds(const Goal& goal, const MoveSet& moves, Metric metric, uint64_t max_entries) {
  Bounds b;
  std::vector<GoalAlternative> with_tables;
  for (const GoalAlternative& alternative : goal.alternatives()) {
    const auto [least, seen_as] = least_rotation(alternative, moves, max_entries);
    auto it = std::find(with_tables.begin(), with_tables.end(), least);
    if (it == with_tables.end()) {
      std::vector<const DistanceTable*> tables;
      for (const Pattern& p : patterns_for(least, max_entries))
        tables.push_back(&distance_table(p, moves, metric));
      b.tables.push_back(std::move(tables));
      with_tables.push_back(least);
      it = with_tables.end() - 1;
    }
    b.alternatives.push_back({static_cast<int>(it - with_tables.begin()), seen_as});
  }
  return b;
}

}  // namespace

const Bounds& bounds_for(const Goal& goal, const MoveSet& moves, Metric metric,
                         uint64_t max_entries) {
  // Finding each alternative's least rotation costs about a millisecond: once per goal.
  std::string key = fmt::format("{} {} {}", moves.bits(), static_cast<int>(metric), max_entries);
  for (const GoalAlternative& a : goal.alternatives()) {
    key.append(reinterpret_cast<const char*>(a.corners.data()), sizeof(a.corners));
    key.append(reinterpret_cast<const char*>(a.edges.data()), sizeof(a.edges));
  }
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<Bounds>> known;
  {
    std::lock_guard lock(mu);
    if (auto it = known.find(key); it != known.end()) return *it->second;
  }
  auto made = std::make_unique<Bounds>(make_bounds(goal, moves, metric, max_entries));
  std::lock_guard lock(mu);
  auto& slot = known[key];
  if (!slot) slot = std::move(made);
  return *slot;
}

std::vector<std::string> table_names(const Goal& goal, const MoveSet& moves, Metric metric,
                                     uint64_t max_entries) {
  std::vector<std::string> names;
  for (const GoalAlternative& alternative : goal.alternatives())
    for (const Pattern& p :
         patterns_for(least_rotation(alternative, moves, max_entries).first, max_entries)) {
      std::string name = table_spec(p, moves, metric).name;
      if (std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(std::move(name));
    }
  return names;
}

Searcher::Searcher(const Goal& goal, const Bounds& bounds, const CubieCube& root,
                   const MoveSet& moves, Metric metric)
    : goal_(goal), bounds_(bounds), root_(root), metric_(metric) {
  for (Move m = 0; m < kMoves; ++m)
    if (moves.contains(m)) moves_.push_back(m);
}

void Searcher::prefixes(int bound, int depth, std::vector<ida::Prefix>& out) {
  if (bounds_(root_) > bound) return;
  // A node whose moves cost the whole bound (QTM half turns) is a prefix short of `depth`.
  ida::collect_prefixes(
      Node{root_, 0, -1}, depth,
      [&](const Node& n, int, auto&& visit) {
        if (n.g == bound) return false;
        for (Move m : moves_) {
          if (!allowed_after(n.prev_face, move_face(m))) continue;
          const Node c{n.cube * CubieCube::move_cube(m), n.g + cost(m), move_face(m)};
          if (c.g + bounds_(c.cube) <= bound) visit(c, m);
        }
        return true;
      },
      out);
}

void Searcher::search(const ida::Prefix& prefix, int bound, ida::SearchContext& ctx) {
  CubieCube cube = root_;
  int g = 0, prev_face = -1;
  path_.assign(prefix.moves.begin(), prefix.moves.begin() + prefix.length);
  for (Move m : path_) {
    cube.apply(m);
    g += cost(m);
    prev_face = move_face(m);
  }
  descend(cube, g, bound, prev_face, ctx);
}

// Returns true when the search should stop.
bool Searcher::descend(const CubieCube& cube, int g, int bound, int prev_face,
                       ida::SearchContext& ctx) {
  ctx.count(1);
  if (ctx.should_stop()) return true;
  if (g + bounds_(cube) > bound) return false;
  if (g == bound) {
    // Every shorter solution would have ended an earlier bound: only the depth bound's
    // nodes can reach the goal.
    if (goal_.satisfied_as_defined(cube)) ctx.solution(path_);
    return false;
  }
  for (Move m : moves_) {
    if (!allowed_after(prev_face, move_face(m))) continue;
    if (g + cost(m) > bound) continue;
    path_.push_back(m);
    const bool stop =
        descend(cube * CubieCube::move_cube(m), g + cost(m), bound, move_face(m), ctx);
    path_.pop_back();
    if (stop) return true;
  }
  return false;
}

}  // namespace cubelab::goal
