#pragma once
// The megaminx as held: 132 stickers, 11 on each of the 12 faces in geometry.h's order, each
// the colour letter of the face it belongs on (docs/puzzles.md):
//   U W white   F G green   R R red     BR B blue   BL Y yellow  L P purple
//   D E grey    B L lime    DL O orange FL A light blue  FR C cream  DR K pink
// (cubing.js's colours, the WCA's usual scheme). Moves are cubing.js's megaminx notation:
// face turns `U U2 U2' U'` of every face (a fifth clockwise seen from outside, `2` two
// fifths), whole-puzzle turns `Uv` ... likewise, and the WCA's scrambling turns `R++ R--
// D++ D--`, which turn all but one face layer and so move the centres: the state is the
// puzzle as held, whichever way that is.
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/cube/random.h"
#include "cubelab/puzzles/megaminx/geometry.h"

namespace cubelab::megaminx {

struct Move {
  enum class Kind : uint8_t { Face, Whole, Pochmann };
  Kind kind = Kind::Face;
  int face = 0;    // the face turned, or about which (Pochmann: R or D)
  int amount = 1;  // fifths clockwise: 1, 2, -2 or -1 (Pochmann: 2 or -2)
  bool operator==(const Move&) const = default;
};

std::string to_string(const Move& m);
std::string to_string(const std::vector<Move>& moves);
// cubing.js's megaminx notation, moves separated by whitespace; throws InputError(E_NOTATION)
// naming the move that is none.
std::vector<Move> parse_moves(std::string_view text);
std::vector<Move> invert(const std::vector<Move>& moves);
// Fifth turns of a sequence: U2 and R++ count two, whole-puzzle turns none.
int fifth_turn_count(const std::vector<Move>& moves);

// The WCA's scramble, as its scrambler (TNoodle's MegaminxPuzzle) and cubing.js make it: 7
// lines of 5 pairs `R++`/`R--` then `D++`/`D--`, at random, each line ending `U` after `D++`
// and `U'` after `D--`: 77 moves.
inline constexpr int kScrambleLines = 7;
inline constexpr int kScrambleLength = 77;
std::vector<Move> wca_scramble(Rng& rng);

char face_colour(int face);  // the colour letter of a face

class Megaminx {
 public:
  Megaminx();  // solved, held with U up and F in front
  // 132 colour letters (whitespace skipped), held any way. Throws InputError: E_FORMAT for the
  // text, E_COLOR_COUNT (a colour not 11 times), E_CENTERS (centres no rotation of the solved
  // puzzle's), E_CORNER / E_EDGE (a piece no megaminx has, or one twice), E_TWIST, E_FLIP and
  // E_PARITY for a state no turns reach.
  static Megaminx from_stickers(std::string_view text);
  std::string stickers() const;

  void apply(const Move& m);
  void apply(const std::vector<Move>& moves);
  // Every face one colour, however the puzzle is held.
  bool is_solved() const;
  // The rotation (an index of geometry().rotations) that brings the centres home; -1 if none.
  int home_rotation() const;
  // The state turned whole by rotation r.
  Megaminx rotated(int r) const;

  // The pieces of a state whose centres are home: for each corner position (0..19) the corner
  // there and its twist (which of its stickers, 0..2 clockwise from its first, lies on the
  // position's first sticker); for each edge position likewise with its flip. Throws
  // InputError (E_CORNER, E_EDGE) for a piece no megaminx has.
  struct Pieces {
    std::array<uint8_t, kCorners> corner, twist;
    std::array<uint8_t, kEdges> edge, flip;
  };
  Pieces pieces() const;

 private:
  std::array<char, kStickers> s_;
};

}  // namespace cubelab::megaminx
