#pragma once
// Moves of the NxNxN cube (any N >= 2) and their notation.
//
// A move turns a block of consecutive layers, counted from one face: layers first..last,
// 1-based, layer 1 being the face itself. Turning all N layers is a whole-cube rotation.
//
// Notation (WCA regulations 12a and SiGN), read by parse_moves with the grammar of the 3x3x3's
// (move_tokens.h: powers 2 ' 2' and the variants R3 Rp, groups (R U)2 and (R U)', spaces
// optional, `//` comments):
//   R U2 F'      outer face turns (layer 1)
//   Rw, r        the outer two layers; 3Rw, 3r the outer three (nRw: layers 1..n)
//   2R, 3R       one inner layer (nR: layer n alone)
//   2-3Rw, 2-3r  a block of layers (2..3); a range is always written wide
//   M E S        the middle layer of an odd cube, turning as L, D and F (none on even cubes)
//   x y z        whole-cube rotations, turning as R, U and F
// A layer the cube does not have (4Rw or 4R on the 3x3x3, 5R on the 4x4x4) is refused,
// naming the token and its position, as the 3x3x3's parser does. There are no commutators
// ([A, B]): the 3x3x3's grammar has none either.
//
// Metrics:
//  - OBTM (outer block turn metric, what big-cube solvers count): a block that holds an outer
//    layer (layer 1 of its face, or layer N, the opposite face) is 1 whatever its power; an
//    inner block is 2 (it is two outer blocks turned, 1..last and back 1..first-1); a
//    rotation is 0.
//  - SLTM (single layer turn metric): the fewest single-layer turns that make the move up
//    to a rotation. A block of k layers is k single-layer turns, or the other N-k layers
//    turned back and a rotation, so it counts min(k, N-k); a rotation is 0.
// A sequence counts the sum of its moves, as written (no merging of neighbours).
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::nxn {

// The largest cube this model turns: 6 * 1000^2 stickers. A bound for sizes that come from
// requests, far beyond any real puzzle (the biggest built have 50 layers a side).
constexpr int kMaxSize = 1000;

// Throws InputError(E_LIMIT) unless 2 <= n <= kMaxSize.
void check_size(int n);

struct NxnMove {
  int face;         // 0..5 = U R F D L B
  int first_layer;  // 1..N, counted from `face`
  int last_layer;   // first_layer..N
  int turns;        // 1 clockwise seen from `face`, 2 half turn, 3 counter-clockwise

  bool operator==(const NxnMove&) const = default;
};

// face in 0..5, 1 <= first_layer <= last_layer <= n, turns in 1..3.
bool is_valid(const NxnMove& move, int n);
bool is_rotation(const NxnMove& move, int n);
// Whether the block holds layer 1 or layer n (an outer layer of either face of its axis).
bool is_outer_block(const NxnMove& move, int n);

NxnMove inverse(const NxnMove& move);
// The moves reversed, each inverted: applied after `moves` it gives the state back.
std::vector<NxnMove> inverse(std::span<const NxnMove> moves);
// The commutator [x, y] = x y x' y'.
std::vector<NxnMove> commutator(std::span<const NxnMove> x, std::span<const NxnMove> y);

// Throws InputError(E_NOTATION) naming the token and its 1-based position for a bad token
// or a layer the n-layer cube does not have (M E S on an even cube), E_LIMIT for n out of
// range or repetitions beyond 100,000 moves.
std::vector<NxnMove> parse_moves(std::string_view text, int n);

// The canonical WCA form: R, R2, R', Rw, 3Rw, 2R, 2-3Rw; x, y', z2 for all the layers (of
// L, D or B too: all of L's layers turned clockwise is x'); M, E, S for the middle layer of
// L, D or F on odd cubes. parse_moves reads it back to the same move, or for a rotation
// written from L, D or B to the same turn written from R, U or F.
std::string to_string(const NxnMove& move, int n);
// The moves separated by spaces; empty for none.
std::string to_string(std::span<const NxnMove> moves, int n);

int obtm(const NxnMove& move, int n);
int obtm(std::span<const NxnMove> moves, int n);
// Outer block quarter turns: OBTM with a half turn counted twice.
int obqtm(std::span<const NxnMove> moves, int n);
int sltm(const NxnMove& move, int n);
int sltm(std::span<const NxnMove> moves, int n);

// What a big cube's solutions are counted in when a solver chooses between them (the
// request's metric): outer block turns (OBTM, the default, what cubers count) or single-layer
// turns (SLTM, what a robot that turns one layer at a time pays).
enum class TurnMetric { Obtm, Sltm };
int length(std::span<const NxnMove> moves, int n, TurnMetric metric);

}  // namespace cubelab::nxn
