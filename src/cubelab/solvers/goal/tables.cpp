#include "cubelab/solvers/goal/tables.h"

#include <fmt/format.h>

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <vector>

#include "cubelab/base/fnv1a.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/build_rows.h"
#include "cubelab/tables/packed.h"

namespace cubelab::goal {
namespace {

// Quarter turns alone when distances are counted in them, else every move of the set.
std::vector<Move> search_moves(const MoveSet& moves, Metric metric) {
  const bool quarter = metric == Metric::Qtm && moves.has_quarter_turns_of_its_faces();
  std::vector<Move> v;
  for (Move m = 0; m < kMoves; ++m)
    if (moves.contains(m) && !(quarter && move_power(m) == 2)) v.push_back(m);
  return v;
}

const char* counted_in(const MoveSet& moves, Metric metric) {
  return metric == Metric::Qtm && moves.has_quarter_turns_of_its_faces() ? "qtm" : "htm";
}

// The last payload byte after the entries: 1 when the search ran out of states before the
// largest value, so that 15 marks the states it never reached.
uint64_t nibble_bytes(uint64_t entries) { return (entries + 1) / 2; }

void build(const Pattern& pattern, const std::vector<Move>& moves, tables::BuildContext& ctx) {
  const uint64_t entries = pattern.size();
  std::span<uint8_t> payload = ctx.allocate(nibble_bytes(entries) + 1);
  std::span<uint8_t> table = payload.first(nibble_bytes(entries));
  const PieceLabels& corners = pattern.corners;
  const PieceLabels& edges = pattern.edges;
  const uint64_t edge_states = edges.size();
  std::vector<uint64_t> corner_goals, edge_goals, goals;
  for (uint64_t c = 0; c < corners.size(); ++c)
    if (corners.goal(corners.unrank(c))) corner_goals.push_back(c);
  for (uint64_t e = 0; e < edge_states; ++e)
    if (edges.goal(edges.unrank(e))) edge_goals.push_back(e);
  for (uint64_t c : corner_goals)
    for (uint64_t e : edge_goals) goals.push_back(c * edge_states + e);
  // Each build thread's moves of both kinds of piece, made once for the build.
  struct Both {
    std::optional<ArrangementMoves> corners, edges;
  };
  const tables::BuildRows<Both> threads_moves;
  auto neighbours = [&](uint64_t i, bool, auto&& emit) {
    Both& both = threads_moves.at(0, [&](Both& b) {
      b.corners.emplace(corners, moves);
      b.edges.emplace(edges, moves);
    });
    both.corners->at(i / edge_states);
    both.edges->at(i % edge_states);
    for (size_t k = 0; k < moves.size(); ++k)
      if (emit(both.corners->after(k) * edge_states + both.edges->after(k))) return;
  };
  const auto histogram = tables::build_nibble_bfs(table, entries, goals, neighbours, ctx,
                                                  /*max_value=*/15, /*expected_levels=*/10);
  // With max_value 15 the search stops at distance 14. When no state is that far, the
  // search ran out of states before, and every state still marked 15 is out of reach.
  const bool reached_14 = histogram.size() > 14 && histogram[14] > 0;
  payload.back() = reached_14 ? 0 : 1;
}

}  // namespace

DistanceTable::DistanceTable(Pattern pattern, const tables::Table& table)
    : pattern_(std::move(pattern)) {
  const auto data = table.data();
  nibbles_ = data.first(nibble_bytes(pattern_.size()));
  far_value_ = data[nibble_bytes(pattern_.size())] == 1 ? kUnreachable : 15;
}

int DistanceTable::bound(const CubieCube& cube) const {
  const int v = tables::nibble(nibbles_.data(), pattern_.index(cube));
  return v == 15 ? far_value_ : v;
}

std::vector<uint64_t> DistanceTable::histogram() const {
  std::vector<uint64_t> h(16, 0);
  for (uint64_t i = 0; i < pattern_.size(); ++i) ++h[tables::nibble(nibbles_.data(), i)];
  while (h.size() > 1 && h.back() == 0) h.pop_back();
  return h;
}

tables::TableSpec table_spec(const Pattern& pattern, const MoveSet& moves, Metric metric) {
  const std::string depends =
      fmt::format("{}; moves {}; {}", pattern.describe(), moves.str(), counted_in(moves, metric));
  tables::TableSpec spec;
  spec.name = fmt::format("goal-{:016x}", fnv1a(depends));
  spec.parameters = depends;
  spec.version = 1;
  spec.description = fmt::format("goal solver: {} pattern states, moves {}, {}", pattern.size(),
                                 moves.str(), counted_in(moves, metric));
  spec.expected_bytes = nibble_bytes(pattern.size()) + 1;
  // The announced time: a cost model of 0.6 microseconds a state with 2 build threads (the
  // largest tables, of turned edges, take less; those of unturned pieces about that).
  spec.expected_seconds = static_cast<double>(pattern.size()) * 0.6e-6;
  return spec;
}

const DistanceTable& distance_table(const Pattern& pattern, const MoveSet& moves, Metric metric) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<DistanceTable>> loaded;
  const tables::TableSpec spec = table_spec(pattern, moves, metric);
  {
    std::lock_guard lock(mu);
    if (auto it = loaded.find(spec.name); it != loaded.end()) return *it->second;
  }
  const std::vector<Move> bfs_moves = search_moves(moves, metric);
  const tables::Table& table =
      tables::get_table(spec, [&](tables::BuildContext& ctx) { build(pattern, bfs_moves, ctx); });
  std::lock_guard lock(mu);
  auto& slot = loaded[spec.name];
  if (!slot) slot = std::make_unique<DistanceTable>(pattern, table);
  return *slot;
}

}  // namespace cubelab::goal
