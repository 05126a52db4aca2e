#pragma once
// The 4x4x4's 24 wings for cube4's phases 2 and 3 (centres.h), after Tsai's 8-step method
// and Chen Shuang's three-phase reduction (TPR-4x4x4-Solver).
//
// Wing position p = 2 * slot + (coordinate == 1 ? 0 : 1) (slots in Kociemba order,
// reduction/wings.h); a wing is named by its home position. The moves of phase 3 (outer R,
// L, F, B turns, U2, D2 and the six wide half turns) split the 24 positions into two orbits
// of 12, one position of each edge slot in each: the wing "types" (Tsai's "oriented edges").
// Only the quarter turns of the U and D axis (outer and wide) take a wing from a position of
// one type to one of the other. Phase 2 leaves one wing of each edge on each type (below);
// phase 3 then pairs the edges (each edge's low wing, the one on a position of the type of
// position 0, joined by its high wing) with moves that keep the types.
//
// The table (the table store, tables/store.h):
//  - "cube4-edge-pairs": how far the edges are from paired, in phase-3 moves. With the edges
//    oriented, slot s's high wing belongs with the low wing in slot pairing[s]; a move
//    permutes the low positions' slots by a and the high ones' by b, taking pairing to
//    a . pairing . b^-1, and the edges are paired when pairing is the identity. Phase 2
//    leaves it even: 12!/2 = 239,500,800 states, every one within 13 moves.
//    The table holds them up to the cube's symmetries that keep phase 3's moves and the wing
//    types (8 of the 48: those that keep the U/D axis and the types; a symmetry s takes
//    pairing to s . pairing . s^-1 and keeps its distance), as Chen Shuang's Edge3
//    coordinate does: the pairing of the four E-slice slots (where their high wings' partners
//    are: 11,880 arrangements, which the symmetries keep among themselves) in 1,538 classes,
//    times the order of the other eight (8!/2 = 20,160), read after the symmetry that takes
//    the first part to its class's representative: 31,006,080 pairing entries. Each is held
//    twice, with the reduced parity (centres.h) even and odd: phase 3's goal asks for it even,
//    and the six wide half turns flip it, so that a pairing's distance with the parity odd
//    is often a move or two more than with it even (of the pairings 10 moves from paired, half
//    need one more move with one of the two parities). The symmetries keep the parity.
//    62,012,160 entries, 2 bits each, the distance mod 3 (14.8 MiB; built in seconds): a
//    search knows each node's distance and reads its children's off their entries
//    (distance_near in tables/packed.h), the start's by pairing_distance. A class whose
//    representative some symmetry keeps has several entries for one state; the build fills
//    all of them.
#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "cubelab/cube/byte_cube.h"
#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/solvers/cube4/centres.h"

namespace cubelab::cube4 {

constexpr int kN = 4;  // the size of the cube every part of cube4 works on
constexpr int kWings = 24;

// Where each wing is: at[p] = the wing (its home position) at position p.
using Wings = std::array<uint8_t, kWings>;
Wings wings_of(const nxn::NxnCube& cube);

// Where move m (centres.h's index) takes position p.
int wing_after(int m, int p);
// The type (0 or 1) of position p.
int wing_type(int p);
// The position of slot s of type t.
int typed_position(int slot, int type);

// Where each wing is: where[wing] = its position.
using WingPlaces = std::array<uint8_t, kWings>;
WingPlaces places_of(const Wings& w);

// Phase 2's edge goal, Tsai's "oriented edges" as TPR-4x4x4-Solver reads them: each edge
// has one wing on a position of each type (that one is its low wing, the other its high
// wing), and the pairing below is even (phase 3 keeps its parity). Which wing of an edge is
// the low one does not matter: either way the paired edge is a composite edge of the
// reduced cube, one way round or the other.
bool edges_oriented(const WingPlaces& where);

// A phase-3 state's "reduced parity": whether the permutation of the low wings (as slot ->
// edge) and that of the corners differ in parity. Paired edges make a legal 3x3x3 only when
// it is even. Needs the edges oriented.
bool reduced_parity_odd(const nxn::NxnCube& cube, const WingPlaces& where);
// Its two parts: the low wings' permutation (edges oriented) and the corners' (every quarter
// turn of cube4's moves changes it: each holds an outer layer).
bool lows_odd(const WingPlaces& where);
bool corners_odd(const nxn::NxnCube& cube);
// Whether phase-3 move m changes it (an outer quarter turn is odd on the corners; each move's
// permutation of the low positions is read off the wing model). False for the other moves.
bool flips_reduced_parity(int m);

// Which low wing each slot's high wing belongs with (above), read off a phase-3 state.
using Pairing = std::array<uint8_t, 12>;
Pairing pairing_of(const WingPlaces& where);

// The search's form of a pairing: a 16-byte vector (cube/byte_cube.h), lanes 12 to 15
// holding their own index, so that a move and a symmetry are two byte shuffles each.
Bytes16 pairing_vector(const Pairing& pairing);

constexpr int kPairSymmetries = 8;
constexpr uint32_t kPairClasses = 1538;  // of the E slots' pairings under the symmetries
constexpr uint32_t kPairOrders = 20160;  // the other eight slots' even orders, 8!/2
constexpr uint64_t kPairEntries = uint64_t{kPairClasses} * kPairOrders;
// The table's entries: each pairing entry with the reduced parity even, then odd.
constexpr uint64_t kPairParityEntries = kPairEntries * 2;
inline uint64_t pair_parity_index(uint32_t entry, bool parity_odd) {
  return uint64_t{entry} * 2 + (parity_odd ? 1 : 0);
}

// What the table's coordinate is computed from: moves and symmetries as byte shuffles, and
// the E slots' pairings' classes.
struct PairCoordinate {
  // Move m: next = shuffle(low_to[m], shuffle(p, high_from[m])).
  std::array<Bytes16, kMoves> high_from{}, low_to{};
  // Symmetry k (0 the identity): s . p . s^-1 = shuffle(slot[k], shuffle(p, slot_from[k])).
  std::array<Bytes16, kPairSymmetries> slot{}, slot_from{};
  // The phase-3 move s . m . s^-1 that symmetry k makes of phase-3 move m: where p takes m,
  // s . p . s^-1 takes it (the other moves' entries unused).
  std::array<std::array<uint8_t, kMoves>, kPairSymmetries> move{};
  // By the E slots' pairing, p[8..11] as base-12 digits: its class * 16 + the symmetry that
  // takes it to the class's representative.
  std::array<uint16_t, 12 * 12 * 12 * 12> e_class{};
  // By class: its representative's E-slot pairing, and the symmetries other than the
  // identity that keep it.
  std::array<std::array<uint8_t, 4>, kPairClasses> representative{};
  std::array<std::vector<uint8_t>, kPairClasses> keeping{};
  // The order of the other eight slots' values, ranked by table rather than value by value:
  // by class, the shuffle that numbers the values its representative's E slots leave 0..7 in
  // their order; then half the rank contributed by the first four (a 3-bit field each) and
  // that of the last four, which the first four leave only their own order to rank.
  std::array<Bytes16, kPairClasses> compact{};
  std::array<uint16_t, 1 << 12> first_order{};
  std::array<uint8_t, 1 << 12> last_order{};
};
const PairCoordinate& pair_coordinate();

inline Bytes16 pairing_after(const PairCoordinate& c, Bytes16 p, int m) {
  return shuffle_bytes(c.low_to[m], shuffle_bytes(p, c.high_from[m]));
}
inline Bytes16 pairing_conjugate(const PairCoordinate& c, Bytes16 p, int k) {
  return shuffle_bytes(c.slot[k], shuffle_bytes(p, c.slot_from[k]));
}
inline uint32_t e_slots_digits(Bytes16 p) {
  return ((p[8] * 12u + p[9]) * 12u + p[10]) * 12u + p[11];
}
// The order of slots 0..7's values (the rank of their permutation among the values the E
// slots leave), halved: the pairing's parity fixes the last bit. For a pairing whose E slots
// are those of class `e_class`'s representative.
inline uint32_t pairing_order(const PairCoordinate& c, uint32_t e_class, Bytes16 p) {
  const Bytes16 q = shuffle_bytes(c.compact[e_class], p);
  return c.first_order[q[0] << 9 | q[1] << 6 | q[2] << 3 | q[3]] +
         c.last_order[q[4] << 9 | q[5] << 6 | q[6] << 3 | q[7]];
}
// The table entry of an even pairing.
inline uint32_t pairing_entry(const PairCoordinate& c, Bytes16 p) {
  const uint32_t e = c.e_class[e_slots_digits(p)];
  return (e >> 4) * kPairOrders + pairing_order(c, e >> 4, pairing_conjugate(c, p, e & 15));
}

// The entry of an even pairing (pairing_entry), and the pairing an entry stands for (its
// class's representative's E slots): pairing_index(pairing_state(i)) == i.
uint32_t pairing_index(const Pairing& pairing);
Pairing pairing_state(uint32_t index);
// More phase-3 moves than any pairing needs (13).
constexpr int kMostPairMoves = 16;
// The table (2 bits an entry, tables/packed.h's crumb()), its name and what it holds.
std::span<const uint8_t> pair_table();
// The distance of `pairing` (even) with the reduced parity odd or even: the fewest phase-3
// moves that pair the edges and leave the parity even, read down the table.
int pairing_distance(const Pairing& pairing, bool parity_odd);
extern const char* const kPairTableName;
extern const char* const kPairTableDescription;
// The slot that phase-3 move m takes the low (type 0) or high wing position of slot s to.
int slot_after(int m, int type, int slot);
// The slot symmetry k (PairCoordinate) takes slot s to.
int symmetric_slot(int k, int slot);

void load_edge_tables();

}  // namespace cubelab::cube4
