#include "cubelab/solvers/cube4/edges.h"

#include <algorithm>
#include <bit>
#include <mutex>
#include <stdexcept>
#include <string>
#include <vector>

#include "cubelab/base/thread_pool.h"
#include "cubelab/coord/ranking.h"
#include "cubelab/cube/facelets.h"
#include "cubelab/solvers/cube4/centres.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"
#include "cubelab/solvers/reduction/wings.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube4 {
namespace {

int position_of(const reduction::WingPos& w) { return 2 * w.slot + (w.coord == 1 ? 0 : 1); }
reduction::WingPos wing_pos(int p) { return {p / 2, p % 2 == 0 ? 1 : 2}; }

bool phase3_move(int m) {
  const nxn::NxnMove mv = move_of(m);
  const bool ud = mv.face == U || mv.face == D;
  return mv.turns == 2 || (mv.last_layer == 1 && !ud);
}

struct Model {
  std::array<std::array<uint8_t, kWings>, kMoves> after{};
  std::array<uint8_t, kWings> type{};
  std::array<std::array<uint8_t, 2>, 12> typed{};
  std::array<bool, kMoves> flips{};
  // Phase-3 moves on slots: slot_after[m][type][slot].
  std::array<std::array<std::array<uint8_t, 12>, 2>, kMoves> slots{};
};

const Model& model() {
  static const Model md = [] {
    Model d;
    for (int m = 0; m < kMoves; ++m)
      for (int p = 0; p < kWings; ++p) {
        const nxn::Sticker s =
            reduction::after_move(kN, reduction::wing_sticker(kN, wing_pos(p), 0), move_of(m));
        d.after[m][p] = static_cast<uint8_t>(position_of(reduction::wing_at(kN, s.cell)));
      }
    // The types: the orbits of the phase-3 moves, type 0 the one of position 0.
    std::array<int, kWings> orbit;
    orbit.fill(-1);
    std::vector<int> todo = {0};
    orbit[0] = 0;
    while (!todo.empty()) {
      const int p = todo.back();
      todo.pop_back();
      for (int m = 0; m < kMoves; ++m)
        if (phase3_move(m) && orbit[d.after[m][p]] < 0) {
          orbit[d.after[m][p]] = 0;
          todo.push_back(d.after[m][p]);
        }
    }
    for (int p = 0; p < kWings; ++p) d.type[p] = orbit[p] == 0 ? 0 : 1;
    for (int s = 0; s < 12; ++s) {
      if (d.type[2 * s] == d.type[2 * s + 1])
        throw std::logic_error("cube4: a slot with two wing positions of one type");
      d.typed[s][d.type[2 * s]] = static_cast<uint8_t>(2 * s);
      d.typed[s][d.type[2 * s + 1]] = static_cast<uint8_t>(2 * s + 1);
    }
    for (int m = 0; m < kMoves; ++m) {
      if (!phase3_move(m)) continue;
      for (int p = 0; p < kWings; ++p)
        if (d.type[d.after[m][p]] != d.type[p])
          throw std::logic_error("cube4: a phase-3 move changes a wing's type");
      for (int t = 0; t < 2; ++t)
        for (int s = 0; s < 12; ++s) d.slots[m][t][s] = d.after[m][d.typed[s][t]] / 2;
      // The parity of the low positions' permutation, and the corners' (odd for an outer
      // quarter turn).
      std::array<bool, 12> seen{};
      int transpositions = 0;
      for (int s = 0; s < 12; ++s)
        for (int j = s, length = 0; !seen[j]; j = d.slots[m][0][j]) {
          seen[j] = true;
          if (length++ > 0) ++transpositions;
        }
      const nxn::NxnMove mv = move_of(m);
      d.flips[m] = (transpositions % 2 == 1) != (mv.last_layer == 1 && mv.turns != 2);
    }
    return d;
  }();
  return md;
}

std::vector<int> phase3_moves() {
  std::vector<int> out;
  for (int m = 0; m < kMoves; ++m)
    if (phase3_move(m)) out.push_back(m);
  return out;
}

// The cube's symmetries as permutations of the wing positions (`image`): the signed
// permutations of the axes, about the cube's middle. Kept: those that keep the wing types and
// take every phase-3 move to a phase-3 move (edges.h; `move`, the move each takes m to), the
// identity first.
struct Symmetry {
  std::array<uint8_t, kWings> image;
  std::array<uint8_t, kMoves> move;
};
std::vector<Symmetry> phase3_symmetries(const Model& md) {
  static constexpr int kAxisOrders[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                            {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  std::vector<Symmetry> out;
  for (const auto& order : kAxisOrders)
    for (int signs = 0; signs < 8; ++signs) {
      std::array<uint8_t, kWings> image{};
      for (int p = 0; p < kWings; ++p) {
        const nxn::Cell c = reduction::wing_cell(kN, wing_pos(p));
        nxn::Cell d{};
        for (int a = 0; a < 3; ++a) {
          const int v = 2 * c[order[a]] - (kN - 1);
          d[a] = ((signs >> a & 1 ? -v : v) + kN - 1) / 2;
        }
        image[p] = static_cast<uint8_t>(position_of(reduction::wing_at(kN, d)));
      }
      bool keeps = true;
      for (int p = 0; p < kWings && keeps; ++p) keeps = md.type[image[p]] == md.type[p];
      std::array<uint8_t, kMoves> move{};
      for (int m = 0; m < kMoves && keeps; ++m) {
        if (!phase3_move(m)) continue;
        std::array<uint8_t, kWings> conjugate{};  // the move seen through the symmetry
        for (int p = 0; p < kWings; ++p) conjugate[image[p]] = image[md.after[m][p]];
        bool found = false;
        for (int n = 0; n < kMoves && !found; ++n)
          if (phase3_move(n) && md.after[n] == conjugate) {
            found = true;
            move[m] = static_cast<uint8_t>(n);
          }
        keeps = found;
      }
      if (keeps) out.push_back({image, move});
    }
  return out;
}

Bytes16 identity_lanes() {
  Bytes16 v;
  for (int i = 0; i < 16; ++i) v[i] = static_cast<uint8_t>(i);
  return v;
}

// The E slots' pairing (p[8..11]) after symmetry k.
std::array<uint8_t, 4> e_slots_after(const PairCoordinate& c, const std::array<uint8_t, 4>& e,
                                     int k) {
  Bytes16 p = identity_lanes();
  for (int i = 0; i < 4; ++i) p[8 + i] = e[i];
  // Only lanes 8..11 are read: the others need not make a permutation.
  const Bytes16 q = pairing_conjugate(c, p, k);
  return {q[8], q[9], q[10], q[11]};
}

uint32_t digits_of(const std::array<uint8_t, 4>& e) {
  return ((e[0] * 12u + e[1]) * 12u + e[2]) * 12u + e[3];
}

PairCoordinate make_pair_coordinate() {
  const Model& md = model();
  PairCoordinate c;
  for (int m = 0; m < kMoves; ++m) {
    c.high_from[m] = c.low_to[m] = identity_lanes();
    if (!phase3_move(m)) continue;
    for (int s = 0; s < 12; ++s) {
      c.high_from[m][md.slots[m][1][s]] = static_cast<uint8_t>(s);
      c.low_to[m][s] = md.slots[m][0][s];
    }
  }
  const auto symmetries = phase3_symmetries(md);
  if (symmetries.size() != kPairSymmetries)
    throw std::logic_error("cube4: phase 3 keeps " + std::to_string(symmetries.size()) +
                           " symmetries, not " + std::to_string(kPairSymmetries));
  for (int k = 0; k < kPairSymmetries; ++k) {
    c.slot[k] = c.slot_from[k] = identity_lanes();
    c.move[k] = symmetries[k].move;
    for (int s = 0; s < 12; ++s) {
      const int to = symmetries[k].image[2 * s] / 2;
      if (symmetries[k].image[2 * s + 1] / 2 != to)
        throw std::logic_error("cube4: a symmetry splits a slot's wings");
      c.slot[k][s] = static_cast<uint8_t>(to);
      c.slot_from[k][to] = static_cast<uint8_t>(s);
    }
  }
  // The classes, numbered from the paired state's (so that its entry is 0), then by digits.
  constexpr uint16_t kNone = 0xFFFF;
  c.e_class.fill(kNone);
  std::vector<std::array<uint8_t, 4>> arrangements = {{8, 9, 10, 11}};
  for (uint8_t a = 0; a < 12; ++a)
    for (uint8_t b = 0; b < 12; ++b)
      for (uint8_t d = 0; d < 12; ++d)
        for (uint8_t e = 0; e < 12; ++e)
          if (a != b && a != d && a != e && b != d && b != e && d != e)
            arrangements.push_back({a, b, d, e});
  uint32_t classes = 0;
  for (const auto& rep : arrangements) {
    if (c.e_class[digits_of(rep)] != kNone) continue;
    if (classes == kPairClasses) throw std::logic_error("cube4: more edge-pairing classes");
    c.representative[classes] = rep;
    for (int k = 0; k < kPairSymmetries; ++k) {
      // Symmetry k takes rep to `image`; its inverse takes image back.
      const auto image = e_slots_after(c, rep, k);
      int back = 0;
      while (e_slots_after(c, image, back) != rep) ++back;
      uint16_t& entry = c.e_class[digits_of(image)];
      if (entry == kNone) entry = static_cast<uint16_t>(classes * 16 + back);
      if (k != 0 && image == rep) c.keeping[classes].push_back(static_cast<uint8_t>(k));
    }
    ++classes;
  }
  if (classes != kPairClasses) throw std::logic_error("cube4: fewer edge-pairing classes");
  for (uint32_t k = 0; k < kPairClasses; ++k) {
    c.compact[k] = identity_lanes();
    unsigned used = 0;
    for (uint8_t v : c.representative[k]) used |= 1u << v;
    for (int v = 0; v < 12; ++v)
      c.compact[k][v] = static_cast<uint8_t>(v - std::popcount(used & ((1u << v) - 1)));
  }
  // Lehmer's digits: a value's is the number of smaller values after it (for one of the first
  // four, its value less the smaller values before it, the eight being 0..7); the first four
  // weigh 7!, 6!, 5! and 4!, the last four, among themselves, 3!, 2!, 1! and 0!.
  for (unsigned fields = 0; fields < (1u << 12); ++fields) {
    std::array<unsigned, 4> v{};
    for (int i = 0; i < 4; ++i) v[i] = fields >> (9 - 3 * i) & 7;
    unsigned first = 0, last = 0;
    for (int i = 0; i < 4; ++i) {
      unsigned smaller_after = 0, smaller_before = 0;
      for (int j = 0; j < 4; ++j) {
        if (j > i && v[j] < v[i]) ++smaller_after;
        if (j < i && v[j] < v[i]) ++smaller_before;
      }
      static constexpr unsigned kFirstWeight[4] = {5040, 720, 120, 24};
      static constexpr unsigned kLastWeight[4] = {6, 2, 1, 0};
      first += (v[i] - smaller_before) * kFirstWeight[i];
      last += smaller_after * kLastWeight[i];
    }
    c.first_order[fields] = static_cast<uint16_t>(first / 2);
    c.last_order[fields] = static_cast<uint8_t>(last / 2);
  }
  return c;
}

// Breadth first, a level at a time: forward from the level's states while they are few,
// then backward (each state not reached yet looks for a neighbour on the level; the moves
// are closed under inverses). The build's threads take chunks of the entries. Entries hold
// the distance mod 3: forward, the states read as level d are those of levels d, d - 3, ...
// (the earlier ones' neighbours are all reached: nothing changes); backward, a state not
// reached yet is beyond level d, so its neighbours that read as d are on level d. Forward, a
// state reached gets every entry that stands for it (a class a symmetry keeps has several).
// A state is a pairing's entry and the reduced parity, which a move flips or not whatever
// the pairing (flips_reduced_parity) and the symmetries keep.
void build_pairs(tables::BuildContext& ctx) {
  std::span<uint8_t> table = ctx.allocate(tables::crumb_bytes(kPairParityEntries));
  std::fill(table.begin(), table.end(), 0xFF);
  const std::vector<int> moves = phase3_moves();
  std::array<bool, kMoves> flips{};
  for (int m : moves) flips[m] = flips_reduced_parity(m);
  const PairCoordinate& pc = pair_coordinate();
  uint8_t* t = table.data();
  tables::claim_crumb(t, pair_parity_index(0, false), 0);  // the paired state, parity even
  constexpr uint64_t kChunk = 1 << 14;
  const uint64_t chunks = (kPairParityEntries + kChunk - 1) / kChunk;
  uint64_t reached = 1, level = 1;
  for (int d = 0; level > 0; ++d) {
    if (d >= kMostPairMoves) throw std::logic_error("cube4: edge pairings too deep");
    const bool forward = level < kPairParityEntries - reached;
    const uint8_t on_level = static_cast<uint8_t>(d % 3), next_level = (d + 1) % 3;
    std::vector<uint64_t> found(static_cast<size_t>(ctx.threads()), 0);
    parallel_for(ctx.threads(), chunks, [&](uint64_t chunk, int thread) {
      if (ctx.stopped()) return;
      const uint64_t end = std::min(kPairParityEntries, (chunk + 1) * kChunk);
      uint64_t count = 0;  // the threads' counts share a cache line: added once a chunk
      for (uint64_t i = chunk * kChunk; i < end; ++i) {
        const uint8_t v = tables::crumb(t, i);
        if (forward ? v != on_level : v != tables::kCrumbEmpty) continue;
        const Bytes16 p = pairing_vector(pairing_state(static_cast<uint32_t>(i / 2)));
        const bool odd = i % 2 != 0;
        if (!forward) {
          for (int m : moves)
            if (tables::crumb(t, pair_parity_index(pairing_entry(pc, pairing_after(pc, p, m)),
                                                   odd != flips[m])) == on_level) {
              if (tables::claim_crumb(t, i, next_level)) ++count;
              break;
            }
          continue;
        }
        for (int m : moves) {
          const Bytes16 q = pairing_after(pc, p, m);
          const bool next_odd = odd != flips[m];
          const uint32_t e = pc.e_class[e_slots_digits(q)];
          const Bytes16 r = pairing_conjugate(pc, q, e & 15);
          const uint32_t base = (e >> 4) * kPairOrders;
          if (tables::claim_crumb(
                  t, pair_parity_index(base + pairing_order(pc, e >> 4, r), next_odd), next_level))
            ++count;
          for (int k : pc.keeping[e >> 4])
            if (tables::claim_crumb(
                    t,
                    pair_parity_index(base + pairing_order(pc, e >> 4, pairing_conjugate(pc, r, k)),
                                      next_odd),
                    next_level))
              ++count;
        }
      }
      found[static_cast<size_t>(thread)] += count;
    });
    if (ctx.stopped()) return;
    level = 0;
    for (uint64_t f : found) level += f;
    reached += level;
    ctx.progress(static_cast<double>(reached) / static_cast<double>(kPairParityEntries));
  }
  if (reached != kPairParityEntries) throw std::logic_error("cube4: edge pairings out of reach");
}

std::span<const uint8_t> load_pair_table() {
  tables::TableSpec spec;
  spec.name = kPairTableName;
  spec.parameters =
      "4x4x4 edge pairing and reduced parity: 1538 E-slot classes under 8 symmetries x 8!/2 x 2, "
      "2 bits an entry (the distance mod 3), OBTM";
  spec.version = 2;  // 1: the pairing alone
  spec.description = kPairTableDescription;
  spec.expected_bytes = tables::crumb_bytes(kPairParityEntries);
  spec.expected_seconds = 10;
  spec.parallel_build = true;
  spec.lost_fill = 0;
  return tables::get_table(spec, build_pairs).data();
}

}  // namespace

const char* const kPairTableName = "cube4-edge-pairs";
const char* const kPairTableDescription =
    "the fewest cube4 phase-3 moves that pair every edge, for which low wing each high wing "
    "belongs with (solvers/cube4/edges.h)";

Wings wings_of(const nxn::NxnCube& cube) {
  Wings w{};
  for (int p = 0; p < kWings; ++p) {
    const reduction::WingPos at = wing_pos(p);
    w[p] = static_cast<uint8_t>(
        position_of(reduction::home_of(kN, at, reduction::wing_colours(cube, at))));
  }
  return w;
}

int wing_after(int m, int p) { return model().after[m][p]; }
int wing_type(int p) { return model().type[p]; }
int typed_position(int slot, int type) { return model().typed[slot][type]; }
bool flips_reduced_parity(int m) { return model().flips[m]; }
int slot_after(int m, int type, int slot) { return model().slots[m][type][slot]; }

WingPlaces places_of(const Wings& w) {
  WingPlaces where{};
  for (int p = 0; p < kWings; ++p) where[w[p]] = static_cast<uint8_t>(p);
  return where;
}

namespace {

bool odd(std::span<const uint8_t> perm) {
  std::array<bool, kWings> seen{};
  int transpositions = 0;
  for (size_t i = 0; i < perm.size(); ++i)
    for (size_t j = i, length = 0; !seen[j]; j = perm[j]) {
      seen[j] = true;
      if (length++ > 0) ++transpositions;
    }
  return transpositions % 2 == 1;
}

}  // namespace

bool edges_oriented(const WingPlaces& where) {
  const Model& md = model();
  for (int e = 0; e < 12; ++e)
    if (md.type[where[2 * e]] == md.type[where[2 * e + 1]]) return false;
  return !odd(pairing_of(where));
}

bool lows_odd(const WingPlaces& where) {
  // lows[s]: the edge whose low wing is in slot s.
  std::array<uint8_t, 12> lows{};
  for (int e = 0; e < 12; ++e) {
    const int low = wing_type(where[2 * e]) == 0 ? where[2 * e] : where[2 * e + 1];
    if (wing_type(low) != 0) throw std::logic_error("cube4: an edge with no low wing");
    lows[low / 2] = static_cast<uint8_t>(e);
  }
  return odd(lows);
}

bool corners_odd(const nxn::NxnCube& cube) {
  // The corners: which corner (by its colours) sits at each corner position.
  std::array<uint8_t, kCorners> corners{};
  auto colours_at = [&](int c) {
    unsigned set = 0;
    for (int f : kCornerFacelets[c]) {
      const int face = f / 9, row = f % 9 / 3, col = f % 3;
      set |= 1u << cube.sticker(face, row == 0 ? 0 : kN - 1, col == 0 ? 0 : kN - 1);
    }
    return set;
  };
  for (int c = 0; c < kCorners; ++c) {
    const unsigned set = colours_at(c);
    for (int home = 0; home < kCorners; ++home) {
      unsigned home_set = 0;
      for (int f : kCornerFacelets[home]) home_set |= 1u << (f / 9);
      if (home_set == set) corners[c] = static_cast<uint8_t>(home);
    }
  }
  return odd(std::span<const uint8_t>(corners.data(), kCorners));
}

bool reduced_parity_odd(const nxn::NxnCube& cube, const WingPlaces& where) {
  return lows_odd(where) != corners_odd(cube);
}

Pairing pairing_of(const WingPlaces& where) {
  const Model& md = model();
  Pairing pairing{};
  for (int e = 0; e < 12; ++e) {
    const bool first_low = md.type[where[2 * e]] == 0;
    const int low = where[first_low ? 2 * e : 2 * e + 1];
    const int high = where[first_low ? 2 * e + 1 : 2 * e];
    pairing[high / 2] = static_cast<uint8_t>(low / 2);
  }
  return pairing;
}

Bytes16 pairing_vector(const Pairing& pairing) {
  Bytes16 v = identity_lanes();
  for (int i = 0; i < 12; ++i) v[i] = pairing[i];
  return v;
}

const PairCoordinate& pair_coordinate() {
  static const PairCoordinate c = make_pair_coordinate();
  return c;
}

int symmetric_slot(int k, int slot) { return pair_coordinate().slot[k][slot]; }

uint32_t pairing_index(const Pairing& pairing) {
  return pairing_entry(pair_coordinate(), pairing_vector(pairing));
}

Pairing pairing_state(uint32_t index) {
  const std::array<uint8_t, 4>& e = pair_coordinate().representative[index / kPairOrders];
  uint32_t rank = index % kPairOrders * 2;
  std::array<int, 8> digit{};
  for (int j = 7; j >= 0; --j) {
    digit[j] = static_cast<int>(rank % static_cast<uint32_t>(8 - j));
    rank /= static_cast<uint32_t>(8 - j);
  }
  Pairing p{};
  unsigned used = 0;
  for (int i = 0; i < 4; ++i) p[8 + i] = e[i], used |= 1u << e[i];
  for (int j = 0; j < 8; ++j) {
    int v = 0;
    for (int left = digit[j];; ++v)
      if (!(used >> v & 1) && left-- == 0) break;
    used |= 1u << v;
    p[j] = static_cast<uint8_t>(v);
  }
  if (odd(p)) std::swap(p[6], p[7]);
  return p;
}

std::span<const uint8_t> pair_table() {
  static const std::span<const uint8_t> t = load_pair_table();
  return t;
}

int pairing_distance(const Pairing& pairing, bool parity_odd) {
  const uint8_t* t = pair_table().data();
  const PairCoordinate& pc = pair_coordinate();
  static const std::vector<int> moves = phase3_moves();  // read for every phase-3 candidate
  Bytes16 p = pairing_vector(pairing);
  bool odd = parity_odd;
  uint64_t index = pair_parity_index(pairing_entry(pc, p), odd);
  uint8_t v = tables::crumb(t, index);
  if (v == tables::kCrumbEmpty) throw std::logic_error("cube4: an edge pairing out of the table");
  // Down the table: a neighbour one level closer reads as one less mod 3 (a neighbour is
  // within a level, and the three levels read differently). Entry 0 is the paired state's
  // alone, with the parity even (the symmetries keep it).
  int distance = 0;
  for (; index != 0; ++distance) {
    const uint8_t closer = static_cast<uint8_t>((v + 2) % 3);
    bool down = false;
    for (size_t k = 0; k < moves.size() && !down; ++k) {
      const Bytes16 next = pairing_after(pc, p, moves[k]);
      const bool next_odd = odd != flips_reduced_parity(moves[k]);
      const uint64_t j = pair_parity_index(pairing_entry(pc, next), next_odd);
      if (tables::crumb(t, j) != closer) continue;
      p = next;
      odd = next_odd;
      index = j;
      v = closer;
      down = true;
    }
    if (!down || distance > kMostPairMoves)
      throw std::logic_error("cube4: the edge-pairs table leads nowhere");
  }
  return distance;
}

void load_edge_tables() { pair_table(); }

}  // namespace cubelab::cube4
