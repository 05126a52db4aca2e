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
//    leaves it even, so 12!/2 = 239,500,800 states, at 2 bits a state, the distance mod 3
//    (57 MiB; built in about a minute on 2 threads, every state within 13 moves): a search
//    knows each node's distance and reads its children's off their entries (distance_near
//    in tables/packed.h), the start's by pairing_distance. It is Chen Shuang's Edge3
//    coordinate without his reduction by 8 symmetries (1538 x 20160 at 2 bits, 7.5 MiB):
//    simpler, at 8 times the memory.
#include <array>
#include <cstdint>
#include <span>

#include "cubelab/cube/nxn/nxn_cube.h"

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
// The index of an even pairing in "cube4-edge-pairs": its Lehmer rank halved.
uint32_t pairing_index(const Pairing& pairing);
Pairing pairing_state(uint32_t index);
constexpr uint64_t kPairings = 239500800;
// More phase-3 moves than any pairing needs (13).
constexpr int kMostPairMoves = 16;
// The table (2 bits an entry, tables/packed.h's crumb()), its name and what it holds.
std::span<const uint8_t> pair_table();
// The distance of `pairing` (even), read down the table to the paired state.
int pairing_distance(const Pairing& pairing);
extern const char* const kPairTableName;
extern const char* const kPairTableDescription;
// The slot that phase-3 move m takes the low (type 0) or high wing position of slot s to.
int slot_after(int m, int type, int slot);

void load_edge_tables();

}  // namespace cubelab::cube4
