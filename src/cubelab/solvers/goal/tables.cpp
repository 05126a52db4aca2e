#include "cubelab/solvers/goal/tables.h"

#include <fmt/format.h>

#include <array>
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

// The neighbours of one kind of piece's states, one move at a time, each move's effect worked
// out once for the states that share an arrangement (an index less its turns, which are its
// last digits): the arrangement after the move (by unranking and ranking) and where each turn
// goes. A build asks for the states in index order and mostly for a few moves each (a state
// not reached yet stops at its first neighbour on the level), so a turned pattern pays the
// ranking once a move for every turn_states of its states (16 or more) instead of once each.
class ArrangementMoves {
 public:
  ArrangementMoves(const PieceLabels& labels, std::span<const Move> moves)
      : labels_(labels), moves_(moves), rows_(moves.size()) {
    for (uint64_t t = labels.turn_states; t > 1; t /= static_cast<uint64_t>(labels.turns))
      ++digits_;
  }

  // Sets the state whose neighbours after() gives.
  void at(uint64_t index) {
    const uint64_t states = labels_.turn_states;
    if (index / states != arrangement_) {
      arrangement_ = index / states;
      slots_ = labels_.unrank(arrangement_ * states);  // every turn 0
      for (int i = 0, d = 0; i < labels_.pieces; ++i)
        if (slots_.label[i] >= 0 && labels_.oriented[slots_.label[i]])
          digit_of_[i] = static_cast<uint8_t>(d++);
      made_ = 0;
    }
    // The turns in position order, the first position's most significant (PieceLabels::rank).
    uint64_t t = index % states;
    for (int d = digits_ - 1; d >= 0; --d) {
      turn_[d] = static_cast<uint8_t>(t % static_cast<uint64_t>(labels_.turns));
      t /= static_cast<uint64_t>(labels_.turns);
    }
  }

  // The index of the state after move k of the list.
  uint64_t after(size_t k) {
    if (!(made_ >> k & 1)) make_row(k);
    const Row& row = rows_[k];
    uint64_t turns = 0;
    for (int d = 0; d < digits_; ++d)
      turns = turns * static_cast<uint64_t>(labels_.turns) +
              static_cast<uint64_t>((turn_[row.from[d]] + row.add[d]) % labels_.turns);
    return row.base + turns;
  }

 private:
  // Turn digit d after the move is digit from[d] before it, turned by add[d].
  struct Row {
    uint64_t base = 0;  // the arrangement after the move, its turns 0
    std::array<uint8_t, 12> from{}, add{};
  };

  void make_row(size_t k) {
    const CubieCube& mc = CubieCube::move_cube(moves_[k]);
    // From turns of 0, PieceLabels::moved leaves each piece turned by the move alone.
    const PieceLabels::Slots r = labels_.moved(slots_, moves_[k]);
    Row& row = rows_[k];
    row.base = labels_.rank(r) / labels_.turn_states * labels_.turn_states;
    for (int i = 0, d = 0; i < labels_.pieces; ++i)
      if (r.label[i] >= 0 && labels_.oriented[r.label[i]]) {
        row.from[d] = digit_of_[labels_.pieces == kCorners ? mc.cp[i] : mc.ep[i]];
        row.add[d++] = r.turn[i];
      }
    made_ |= uint64_t{1} << k;
  }

  const PieceLabels& labels_;
  std::span<const Move> moves_;
  int digits_ = 0;
  uint64_t arrangement_ = ~uint64_t{0};
  PieceLabels::Slots slots_;
  std::array<uint8_t, 12> digit_of_{}, turn_{};
  uint64_t made_ = 0;  // bit k: rows_[k] is this arrangement's
  std::vector<Row> rows_;
};

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
