// The pyraminx, the skewb, the clock, the Square-1 and the megaminx against the cubing web
// library's own definitions:
// data/reference/wca-puzzles-kpuzzle.tsv holds what cubing.js makes of random sequences and
// of its own scrambles (scripts/reference/kpuzzle-states.mjs); cubelab's models must make
// the same states of the same moves, and read those states back.
#include <cubelab/cubelab.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <sstream>

#include "cubelab/puzzles/clock/clock.h"
#include "cubelab/puzzles/megaminx/megaminx.h"
#include "cubelab/puzzles/pyraminx/pyraminx.h"
#include "cubelab/puzzles/skewb/skewb.h"
#include "cubelab/puzzles/square1/square1.h"
#include "support/test_support.h"

namespace cubelab {
namespace {

struct Row {
  std::string puzzle, moves, state;
};

std::vector<Row> reference_rows() {
  std::vector<Row> rows;
  for (const std::string& line : test::reference_lines("wca-puzzles-kpuzzle.tsv")) {
    if (line.empty() || line[0] == '#' || line.rfind("puzzle\t", 0) == 0) continue;
    std::istringstream in(line);
    Row r;
    std::getline(in, r.puzzle, '\t');
    std::getline(in, r.moves, '\t');
    std::getline(in, r.state, '\t');
    rows.push_back(r);
  }
  return rows;
}

// The state cubelab's model makes of the moves.
std::string model_state(const Row& r) {
  if (r.puzzle == "pyraminx") {
    pyraminx::Pyraminx p;
    p.apply(pyraminx::parse_moves(r.moves));
    return p.stickers();
  }
  if (r.puzzle == "skewb") {
    skewb::Skewb s;
    s.apply(skewb::parse_moves(r.moves));
    return s.stickers();
  }
  if (r.puzzle == "megaminx") {
    megaminx::Megaminx m;
    m.apply(megaminx::parse_moves(r.moves));
    return m.stickers();
  }
  if (r.puzzle == "square1") {
    square1::Square1 s;
    s.apply(square1::parse_moves(r.moves));
    return s.text();
  }
  clock::Clock c;
  c.apply(clock::parse_moves(r.moves));
  return c.dials();
}

TEST(KpuzzleReference, EveryModelMakesCubingJsStates) {
  const std::vector<Row> rows = reference_rows();
  std::map<std::string, int> checked;
  for (const Row& r : rows) {
    EXPECT_EQ(model_state(r), r.state) << r.puzzle << ": " << r.moves;
    ++checked[r.puzzle];
  }
  // The solved state, 150 sequences and 5 scrambles of each.
  EXPECT_EQ(checked["pyraminx"], 156);
  EXPECT_EQ(checked["skewb"], 156);
  EXPECT_EQ(checked["clock"], 156);
  EXPECT_EQ(checked["square1"], 156);
  // And the megaminx's 5 scrambles again, each followed by cubelab's solution, which left
  // every face one colour when cubing.js played it.
  EXPECT_EQ(checked["megaminx"], 161);
}

TEST(KpuzzleReference, TheFacadeReadsTheMovesAndTheStatesAlike) {
  for (const Row& r : reference_rows()) {
    const Cube from_moves = Cube::parse(r.moves.empty() ? r.state : r.moves, r.puzzle);
    EXPECT_EQ(from_moves.facelets(), r.state) << r.puzzle << ": " << r.moves;
    EXPECT_EQ(Cube::parse(r.state, r.puzzle).facelets(), r.state) << r.puzzle << ": " << r.state;
    EXPECT_EQ(Cube::solved(r.puzzle).applied(r.moves), from_moves) << r.puzzle << ": " << r.moves;
  }
}

// The Square-1's solver is near-optimal, the megaminx's by stages, the others' optimal.
TEST(KpuzzleReference, EveryStateIsSolvedOptimallyAndTheSolutionSolves) {
  int clocks = 0, square1s = 0, megaminxes = 0;
  for (const Row& r : reference_rows()) {
    // Every 4th clock state: its search takes milliseconds where the others take microseconds;
    // every other Square-1 state of at most three slashes (a random one takes tenths of a
    // second, minutes under the sanitizers).
    if (r.puzzle == "clock" && clocks++ % 4 != 0) continue;
    // The megaminx: cubing.js's scrambles followed by cubelab's solutions are solved states
    // (held turned), and one in ten of the sequences of at most five moves is solved (a scramble's
    // solve takes seconds).
    if (r.puzzle == "megaminx") {
      if (r.moves.size() > 400) {
        EXPECT_TRUE(Cube::parse(r.state, r.puzzle).is_solved()) << r.moves;
        continue;
      }
      if (std::count(r.moves.begin(), r.moves.end(), ' ') > 4 || megaminxes++ % 10 != 0) continue;
    }
    if (r.puzzle == "square1" &&
        (std::count(r.moves.begin(), r.moves.end(), '/') > 3 || square1s++ % 2 != 0))
      continue;
    Request request;
    request.puzzle = r.puzzle;
    const Solution s = solve(r.state, request);
    ASSERT_TRUE(s.solved()) << r.puzzle << ": " << s.message;
    EXPECT_EQ(s.proven_optimal, r.puzzle != "square1" && r.puzzle != "megaminx");
    EXPECT_TRUE(Cube::parse(r.state, r.puzzle).applied(s.moves).is_solved())
        << r.puzzle << ": " << r.state << " " << s.moves;
  }
}

}  // namespace
}  // namespace cubelab
