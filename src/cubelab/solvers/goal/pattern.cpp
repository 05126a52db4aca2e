#include "cubelab/solvers/goal/pattern.h"

#include <fmt/format.h>

#include <algorithm>
#include <bit>

#include "cubelab/coord/ranking.h"

namespace cubelab::goal {
namespace {

using rank::choose;

uint64_t power(int base, int n) {
  uint64_t r = 1;
  for (int i = 0; i < n; ++i) r *= base;
  return r;
}

int oriented_pieces(const PieceLabels& p) {
  int n = 0;
  for (int l = 0; l < p.labels; ++l) n += p.oriented[l] ? p.count[l] : 0;
  return n;
}

// The turns a piece may take at each position: sig[position] bit t.
using Signature = std::array<uint8_t, 12>;

// One kind of piece of an alternative: each piece's signature, and the labels (pieces of
// one signature) in the order of their first piece, without the pieces allowed anywhere.
struct Kind {
  int pieces, turns;
  std::array<Signature, 12> signature{};
  std::vector<std::vector<int>> labels;  // the pieces of each label
};

Kind kind_of(std::span<const uint32_t> allowed, int turns) {
  Kind k{static_cast<int>(allowed.size()), turns, {}, {}};
  const uint8_t all_turns = static_cast<uint8_t>((1u << turns) - 1);
  std::vector<Signature> seen;
  for (int p = 0; p < k.pieces; ++p) {
    bool free = true;
    for (int pos = 0; pos < k.pieces; ++pos) {
      k.signature[p][pos] = static_cast<uint8_t>((allowed[pos] >> (turns * p)) & all_turns);
      free = free && k.signature[p][pos] == all_turns;
    }
    if (free) continue;
    auto it = std::find(seen.begin(), seen.end(), k.signature[p]);
    if (it == seen.end()) {
      seen.push_back(k.signature[p]);
      k.labels.push_back({p});
    } else {
      k.labels[it - seen.begin()].push_back(p);
    }
  }
  return k;
}

// The pattern of `kind` that follows the labels `chosen` (indices into kind.labels).
PieceLabels labels_of(const Kind& kind, const std::vector<int>& chosen) {
  PieceLabels p;
  p.pieces = kind.pieces;
  p.turns = kind.turns;
  p.label.fill(-1);
  p.labels = static_cast<int>(chosen.size());
  const uint8_t all_turns = static_cast<uint8_t>((1u << kind.turns) - 1);
  for (int l = 0; l < p.labels; ++l) {
    const auto& members = kind.labels[chosen[l]];
    p.count[l] = static_cast<uint8_t>(members.size());
    for (int piece : members) p.label[piece] = static_cast<int8_t>(l);
    const Signature& sig = kind.signature[members.front()];
    for (int pos = 0; pos < kind.pieces; ++pos) {
      if (sig[pos] != 0 && sig[pos] != all_turns) p.oriented[l] = true;
      p.allowed[pos] |= uint64_t{sig[pos]} << (kind.turns * l);
    }
  }
  for (int pos = 0; pos < kind.pieces; ++pos)
    for (int piece = 0; piece < kind.pieces; ++piece)
      if (p.label[piece] < 0 && kind.signature[piece][pos] != 0) p.other_allowed[pos] = true;
  p.turn_states = power(kind.turns, oriented_pieces(p));
  return p;
}

// Labels split in order into groups whose pattern has at most max_entries states.
std::vector<std::vector<int>> split(const Kind& kind, uint64_t max_entries) {
  std::vector<std::vector<int>> groups;
  std::vector<int> group;
  for (int l = 0; l < static_cast<int>(kind.labels.size()); ++l) {
    group.push_back(l);
    if (group.size() > 1 && labels_of(kind, group).size() > max_entries) {
      group.pop_back();
      groups.push_back(group);
      group = {l};
    }
  }
  if (!group.empty()) groups.push_back(group);
  return groups;
}

}  // namespace

uint64_t PieceLabels::size() const {
  uint64_t n = 1;
  int free = pieces;
  for (int l = 0; l < labels; ++l) {
    n *= choose(free, count[l]);
    free -= count[l];
  }
  return n * turn_states;
}

uint64_t PieceLabels::rank(const Slots& s) const {
  // One pass over the positions: where each label is, and the turns in position order.
  std::array<uint32_t, 12> where{};
  uint64_t turn_index = 0;
  for (int i = 0; i < pieces; ++i) {
    const int l = s.label[i];
    if (l < 0) continue;
    where[l] |= 1u << i;
    if (oriented[l]) turn_index = turn_index * turns + s.turn[i];
  }
  // Each label's positions as a combination of the positions the labels before it left
  // free (colex rank: the k-th position, counted among the free ones, adds C(q, k)).
  uint64_t index = 0;
  uint32_t taken = 0;
  int free = pieces;
  for (int l = 0; l < labels; ++l) {
    uint64_t combination = 0;
    int k = 0;
    for (uint32_t rest = where[l]; rest; rest &= rest - 1) {
      const uint32_t below = (rest & (0u - rest)) - 1;
      combination += choose(std::popcount(below & ~taken), ++k);
    }
    index = index * choose(free, count[l]) + combination;
    free -= count[l];
    taken |= where[l];
  }
  return index * turn_states + turn_index;
}

PieceLabels::Slots PieceLabels::unrank(uint64_t index) const {
  Slots s;
  s.label.fill(-1);
  uint64_t turn_index = index % turn_states;
  index /= turn_states;
  // The combination of each label, last label least significant.
  std::array<uint64_t, 12> combination{};
  std::array<int, 12> free_before{};
  int free = pieces;
  for (int l = 0; l < labels; ++l) {
    free_before[l] = free;
    free -= count[l];
  }
  for (int l = labels - 1; l >= 0; --l) {
    const uint64_t n = choose(free_before[l], count[l]);
    combination[l] = index % n;
    index /= n;
  }
  for (int l = 0; l < labels; ++l) {
    // The free positions, then the chosen ones among them (colex order).
    std::array<int, 12> positions{};
    int n = 0;
    for (int i = 0; i < pieces; ++i)
      if (s.label[i] < 0) positions[n++] = i;
    uint64_t r = combination[l];
    for (int k = count[l]; k >= 1; --k) {
      int q = k - 1;
      while (choose(q + 1, k) <= r) ++q;
      r -= choose(q, k);
      s.label[positions[q]] = static_cast<int8_t>(l);
    }
  }
  for (int i = pieces - 1; i >= 0; --i)
    if (s.label[i] >= 0 && oriented[s.label[i]]) {
      s.turn[i] = static_cast<uint8_t>(turn_index % turns);
      turn_index /= turns;
    }
  return s;
}

bool PieceLabels::goal(const Slots& s) const {
  for (int i = 0; i < pieces; ++i) {
    if (s.label[i] < 0) {
      if (!other_allowed[i]) return false;
    } else if (!((allowed[i] >> (turns * s.label[i] + s.turn[i])) & 1)) {
      return false;
    }
  }
  return true;
}

PieceLabels::Slots PieceLabels::moved(const Slots& s, Move m) const {
  const CubieCube& mc = CubieCube::move_cube(m);
  Slots r;
  for (int i = 0; i < pieces; ++i) {
    const int from = pieces == kCorners ? mc.cp[i] : mc.ep[i];
    const int add = pieces == kCorners ? mc.co[i] : mc.eo[i];
    r.label[i] = s.label[from];
    r.turn[i] = r.label[i] >= 0 && oriented[r.label[i]]
                    ? static_cast<uint8_t>((s.turn[from] + add) % turns)
                    : 0;
  }
  return r;
}

PieceLabels::Slots PieceLabels::of(std::span<const uint8_t> perm,
                                   std::span<const uint8_t> ori) const {
  Slots s;
  for (size_t i = 0; i < perm.size(); ++i) {
    s.label[i] = label[perm[i]];
    s.turn[i] = s.label[i] >= 0 && oriented[s.label[i]] ? static_cast<uint8_t>(ori[i] % turns) : 0;
  }
  return s;
}

std::string PieceLabels::describe(const char* kind) const {
  std::string s = fmt::format("{} labels", kind);
  for (int i = 0; i < pieces; ++i) s += fmt::format(" {}", label[i]);
  s += "; turned";
  for (int l = 0; l < labels; ++l) s += oriented[l] ? " y" : " n";
  s += "; allowed";
  for (int i = 0; i < pieces; ++i)
    s += fmt::format(" {:x}{}", allowed[i], other_allowed[i] ? "+" : "");
  return s;
}

ArrangementMoves::ArrangementMoves(const PieceLabels& labels, std::span<const Move> moves)
    : labels_(labels), moves_(moves), rows_(moves.size()) {
  for (uint64_t t = labels.turn_states; t > 1; t /= static_cast<uint64_t>(labels.turns)) ++digits_;
}

void ArrangementMoves::at(uint64_t index) {
  const uint64_t states = labels_.turn_states;
  if (index / states != arrangement_) {
    arrangement_ = index / states;
    slots_ = labels_.unrank(arrangement_ * states);  // every turn 0
    for (int i = 0, d = 0; i < labels_.pieces; ++i)
      if (slots_.label[i] >= 0 && labels_.oriented[slots_.label[i]])
        digit_of_[i] = static_cast<uint8_t>(d++);
    made_ = 0;
  }
  // The turns in position order, the first position's most significant (rank()).
  uint64_t t = index % states;
  for (int d = digits_ - 1; d >= 0; --d) {
    turn_[d] = static_cast<uint8_t>(t % static_cast<uint64_t>(labels_.turns));
    t /= static_cast<uint64_t>(labels_.turns);
  }
}

uint64_t ArrangementMoves::after(size_t k) {
  if (!(made_ >> k & 1)) make_row(k);
  const Row& row = rows_[k];
  uint64_t turns = 0;
  for (int d = 0; d < digits_; ++d)
    turns = turns * static_cast<uint64_t>(labels_.turns) +
            static_cast<uint64_t>((turn_[row.from[d]] + row.add[d]) % labels_.turns);
  return row.base + turns;
}

void ArrangementMoves::make_row(size_t k) {
  const CubieCube& mc = CubieCube::move_cube(moves_[k]);
  // From turns of 0, moved() leaves each piece turned by the move alone.
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

std::string Pattern::describe() const {
  return corners.describe("corner") + "; " + edges.describe("edge");
}

std::vector<Pattern> patterns_for(const GoalAlternative& alternative, uint64_t max_entries) {
  const Kind corners = kind_of(alternative.corners, 3);
  const Kind edges = kind_of(alternative.edges, 2);
  auto all = [](const Kind& k) {
    std::vector<int> v(k.labels.size());
    for (size_t i = 0; i < v.size(); ++i) v[i] = static_cast<int>(i);
    return v;
  };
  Pattern whole{labels_of(corners, all(corners)), labels_of(edges, all(edges))};
  // Sizes are compared by division: a product of two large parts would overflow.
  if (whole.edges.size() <= max_entries / whole.corners.size()) return {whole};

  std::vector<Pattern> patterns;
  for (const auto& group : split(edges, max_entries))
    patterns.push_back({labels_of(corners, {}), labels_of(edges, group)});
  for (const auto& group : split(corners, max_entries)) {
    const PieceLabels part = labels_of(corners, group);
    // Joined to the smallest edge pattern when both fit together: a pair's corner and edge
    // in one table bound the pair far better than apart.
    auto smallest = std::min_element(patterns.begin(), patterns.end(),
                                     [](auto& a, auto& b) { return a.size() < b.size(); });
    if (smallest != patterns.end() && smallest->corners.labels == 0 &&
        smallest->edges.size() <= max_entries / part.size())
      smallest->corners = part;
    else
      patterns.push_back({part, labels_of(edges, {})});
  }
  return patterns;
}

}  // namespace cubelab::goal
