#pragma once
// The obliques of the 6x6x6 and 7x7x7 lined up, so that the cube turns as a 5x5x5 without
// every oblique placed on its face.
//
// Next to each edge of a face's centre lies a line of N-4 centre pieces at depth 1: on the
// 6x6x6 the two obliques (1,2) and (1,3) (row, column), on the 7x7x7 the two obliques (1,2)
// and (1,4) with the "+" centre (1,3) between them; four such lines a face, 24 in all. A line
// whose pieces show one colour is a "+" centre of the 5x5x5 the cube turns as (as_five.h),
// which a 5x5x5 solver brings to its face with the x-centres. Lining them up is a
// smaller task than placing every oblique by 3-cycles (about 139 OBTM on the 6x6x6).
//
// The tool keeps the inner block of the centres (rows and columns 2 to N-3, solved) and the
// inner wing orbits and midges (paired); an outer face turn keeps them too. A single layer next to
// a face, X (2R, 2U, ...), moves none of them: on each face it crosses it holds one line,
// two outer x-centres and two outer wings. So any conjugate s X s' keeps them too, whatever
// s: s moves pieces of some lines out of line, X carries whole lines along, and s' brings the
// moved pieces back into other lines. A step is such a conjugate (s an outer block turn or a
// single inner layer, X a quarter or half turn: 4 or 5 OBTM before merging with the steps
// around it), a face's turn and such a conjugate (a second setup move for one OBTM: the face
// turned back would only turn whole lines), or a conjugate's commutator with a face's turn,
// which moves fewer pieces (for the last lines). A beam search (B. T. Lowerre, 1976) keeps the
// states with the fewest moves so far and to come, a few moves for each piece out of line (not of
// its line's most frequent colour).
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "cubelab/cube/nxn/nxn_cube.h"
#include "cubelab/cube/nxn/nxn_move.h"

namespace cubelab::reduction {

// The sizes whose lines this lines up.
constexpr int kLeastLined = 6;
constexpr int kMostLined = 7;

// Whether every line of the cube (N from kLeastLined to kMostLined) shows one colour.
bool lines_uniform(const nxn::NxnCube& cube);

// Whether the inner block of the centres (rows and columns 2 to N-3 of each face) is solved.
bool inner_centres_solved(const nxn::NxnCube& cube);

// The moves that line up `cube`'s lines, which turn every piece but the lines', the outer
// x-centres' and the outer wings' as the outer face turns among them do (they keep the inner
// block of the centres solved and the inner edges paired); nullopt when the search ends
// without (it has a step limit). `stop` is polled at every step (Stopped). `width`: the
// beam's states, 0 for its default.
std::optional<std::vector<nxn::NxnMove>> line_up(const nxn::NxnCube& cube,
                                                 const std::function<bool()>& stop, int width = 0);

// line_up at one beam width, each answer kept by the lines' colours, which are all it reads:
// ways of one cube whose lines show the same colours (inner cubes reduced alike but for pieces
// off the lines) are lined up once. On 2 7x7x7 WCA scrambles, 4 of cube5's 12 ways showed the
// lines of a way before them.
class LineUps {
 public:
  explicit LineUps(int width) : width_(width) {}
  std::optional<std::vector<nxn::NxnMove>> operator()(const nxn::NxnCube& cube,
                                                      const std::function<bool()>& stop);

 private:
  int width_;
  std::map<std::string, std::optional<std::vector<nxn::NxnMove>>> found_;  // by the lines' colours
};

}  // namespace cubelab::reduction
