#include "cubelab/solvers/reduction/centres.h"

#include <algorithm>
#include <array>
#include <optional>
#include <stdexcept>

#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnMove;
using nxn::Sticker;

constexpr std::array<int, 6> kFaceOrder = {U, D, F, B, R, L};

// A centre position other than an odd cube's fixed middle one.
bool is_movable_centre(int n, int row, int col) {
  return !(n % 2 == 1 && row == n / 2 && col == n / 2);
}

struct Candidate {
  std::vector<NxnMove> moves;
  int fixed = 0;  // pieces placed, less those moved off their face
  int cost = 0;   // OBTM
};

// Whether a places more pieces per move than b.
bool places_more_per_move(const Candidate& a, const Candidate& b) {
  return a.fixed * b.cost > b.fixed * a.cost;
}

bool better(const Candidate& a, const std::optional<Candidate>& b) {
  return !b || places_more_per_move(a, *b);
}

// The inner layers as blocks of consecutive layers, each one move.
std::vector<NxnMove> layer_blocks(int face, std::vector<int> layers, int turns) {
  std::sort(layers.begin(), layers.end());
  std::vector<NxnMove> blocks;
  for (int layer : layers) {
    if (!blocks.empty() && blocks.back().last_layer + 1 == layer)
      blocks.back().last_layer = layer;
    else
      blocks.push_back({face, layer, layer, turns});
  }
  return blocks;
}

// The turn that moves centres as `slice` (a block of inner layers) does, cheapest in OBTM:
// a block next to an outer layer turned with it (2R as Rw, 2-3r as 3Rw: one move instead of
// two). In [A, f^k B f^-k] the outer layer O added to A turns only its own face's centres,
// which f^k B f^-k does not move (f is another axis' face, B a slice of A's axis), so O
// cancels out on every centre and the cycle of centres is the same; so does the outer layer
// added to B, which turns only its own face's centres, which A does not move. The edges and
// corners they move are paired and solved by the later stages.
NxnMove cheapest(const NxnMove& slice, int n) {
  if (slice.first_layer == 2 && slice.last_layer < n - 1)
    return {slice.face, 1, slice.last_layer, slice.turns};
  if (slice.last_layer == n - 1 && slice.first_layer > 2)
    return {slice.face, slice.first_layer, n, slice.turns};
  return slice;
}

// What `moves` cost in OBTM after `before`, merged with its last turns.
int added_cost(const std::vector<NxnMove>& before, const std::vector<NxnMove>& moves, int n) {
  std::vector<NxnMove> merged = before;
  for (const NxnMove& m : moves) nxn::push_merged(merged, m, n);
  return std::max(1, nxn::obtm(merged, n) - nxn::obtm(before, n));
}

// What one 3-cycle of a commutator does to the pieces: the source's piece goes to x (on the
// target face f), x's to the third position and the third's to the source. Its gain is the
// pieces it places less those it takes off their faces; `setup_turns` of the source face come
// first (a face turn keeps solved centres solved, and lines up the piece to bring).
struct ThreeCycle {
  Sticker source, third;
  int gain = 0;
  bool brings_f = false;  // a piece of f's colour to f
};

// Where the 3-cycle through x of a commutator of single layers takes its pieces from: A and
// S parallel layers, B = f^k S f^-k (eight turns), A and B sharing one position x, on f, and
// nothing else. [A, B] takes x's piece to B^-1(x) and brings A^-1(x)'s to x ([B, A] the other
// way round). The two positions depend on the layers and their turns alone, not on the setup
// turns or the order, so the search finds them once for all eight of those.
struct CycleEnds {
  Sticker a_back, b_back;
};

CycleEnds cycle_ends(int n, const Sticker& x, const NxnMove& a, const NxnMove& fk,
                     const NxnMove& s) {
  return {before_move(n, x, a), before_move(n, before_move(n, after_move(n, x, fk), s), fk)};
}

// The 3-cycle through x of [A, B] (order 0) or [B, A] (order 1), after `setup_turns` of the
// source face.
ThreeCycle three_cycle(const nxn::NxnCube& cube, const Sticker& x, const CycleEnds& ends, int order,
                       int setup_turns) {
  const int n = cube.size();
  const int f = x.face;
  ThreeCycle c =
      order == 0 ? ThreeCycle{ends.a_back, ends.b_back} : ThreeCycle{ends.b_back, ends.a_back};
  // The colour at a position once the setup has turned the source face: of the centres only
  // that face's move (the ring an outer turn takes along on the other faces holds edges and
  // corners), so x, on f, stays where it is.
  const NxnMove undo_setup{c.source.face, 1, 1, 4 - setup_turns};
  auto colour = [&](const Sticker& at) {
    return cube.sticker_faces()[nxn::facelet_index(
        n, setup_turns == 0 || at.face != c.source.face ? at : after_move(n, at, undo_setup))];
  };
  const int at_source = colour(c.source), at_third = colour(c.third), at_x = colour(x);
  c.gain = (at_source == f) + (at_x == c.third.face) + (at_third == c.source.face) -
           (at_source == c.source.face) - (at_third == c.third.face) - (at_x == f);
  c.brings_f = at_source == f;
  return c;
}

// Where A's layer a' meets S's layer b' on face f, at a' * n + b' (cell coordinates along
// `axis`, S's after f^k, `fk`), when that is a movable centre: the same for every line of f
// along `axis`.
std::vector<std::optional<Sticker>> layer_meetings(int n, int f, int axis, const NxnMove& fk) {
  std::vector<std::optional<Sticker>> meets(n * n);
  for (int r = 1; r < n - 1; ++r)
    for (int c = 1; c < n - 1; ++c)
      if (is_movable_centre(n, r, c)) {
        const Sticker y{nxn::cell_of(n, f, r, c), f};
        meets[y.cell[axis] * n + after_move(n, y, fk).cell[axis]] = y;
      }
  return meets;
}

// The 3-cycle that places most pieces per move, among those through the line of face f at
// coordinate a along `axis` that bring a piece of colour f to f: A the layer of that line,
// B = f^k S f^-k with S every layer whose 3-cycle through A's line brings a piece of f's colour
// or places more pieces than it takes off their faces (centres.h: the layers of S differ from
// A's, so A and B still overlap on A's line only, one 3-cycle per layer of S), as A B A' B' or
// B A B' A' (the 3-cycles reversed: as many more ways to bring a piece, 5 % fewer moves on the
// 6x6x6 and 7x7x7). A piece counts wherever it lands on its own face, so a cycle often places
// two or three. A then takes every other layer of its axis whose 3-cycles with S's layers
// gain: each layer of A meets each of S's on f alone, in a 3-cycle of its own, so the
// commutator of a layers and b layers is a x b disjoint 3-cycles for the moves of one (about
// 3 % fewer centre moves on the 6x6x6 and 7x7x7). Sources and third positions stay off the
// faces in `done`. `meetings`: layer_meetings for f^1 and f^3; `ends`: n * n entries of scratch
// space.
std::optional<Candidate> best_cycle_on_line(
    const nxn::NxnCube& cube, int f, int axis, int a, const std::array<bool, 6>& done,
    const std::vector<NxnMove>& before,
    const std::array<std::vector<std::optional<Sticker>>, 2>& meetings,
    std::vector<std::optional<CycleEnds>>& ends) {
  const int n = cube.size();
  std::optional<Candidate> best;
  // The unsolved positions on A's line across f.
  std::vector<Sticker> line;
  for (int r = 1; r < n - 1; ++r)
    for (int c = 1; c < n - 1; ++c) {
      const Sticker x{nxn::cell_of(n, f, r, c), f};
      if (x.cell[axis] == a && is_movable_centre(n, r, c) && cube.sticker(f, r, c) != f)
        line.push_back(x);
    }
  for (int k : {1, 3}) {
    const NxnMove fk{f, 1, 1, k};
    const std::vector<std::optional<Sticker>>& meets = meetings[k == 1 ? 0 : 1];
    // S's layer through each position of the line.
    std::vector<int> line_b;
    for (const Sticker& x : line) line_b.push_back(after_move(n, x, fk).cell[axis]);
    for (int t = 1; t <= 3; ++t)
      for (int u = 1; u <= 3; ++u) {
        // The ends of the 3-cycle of A's layer a' and S's layer b' alone, at a' * n + b'
        // (through meets[a' * n + b']), found when first asked for.
        std::fill(ends.begin(), ends.end(), std::nullopt);
        auto ends_of = [&](int a_coord, int b_coord, const Sticker& x) -> const CycleEnds& {
          std::optional<CycleEnds>& e = ends[a_coord * n + b_coord];
          if (!e)
            e = cycle_ends(n, x, layer_move(n, axis, a_coord, t), fk,
                           layer_move(n, axis, b_coord, u));
          return *e;
        };
        for (int m = 0; m < 4; ++m)
          for (int order = 0; order < 2; ++order) {
            std::vector<int> b_coords;
            int setup_face = -1;
            int placed = 0;
            bool brings_f = false, allowed = true;
            for (size_t i = 0; i < line.size(); ++i) {
              const Sticker& x = line[i];
              const int b = line_b[i];
              if (b == a) continue;
              const ThreeCycle c = three_cycle(cube, x, ends_of(a, b, x), order, m);
              // The same faces for every position of the line.
              if (done[c.source.face] || done[c.third.face] || c.source.face == f ||
                  c.third.face == f) {
                allowed = false;
                break;
              }
              setup_face = c.source.face;
              // Every layer that brings f's colour to f; the others where they gain.
              if (!c.brings_f && c.gain <= 0) continue;
              b_coords.push_back(b);
              placed += c.gain;
              brings_f = brings_f || c.brings_f;
            }
            if (!allowed || !brings_f) continue;  // every cycle taken brings f nearer
            std::vector<int> a_layers = {n - a};
            for (int a2 = 1; a2 < n - 1; ++a2) {
              if (a2 == a || std::find(b_coords.begin(), b_coords.end(), a2) != b_coords.end())
                continue;
              int gain = 0;
              bool movable = true;
              for (int b : b_coords) {
                const std::optional<Sticker>& y = meets[a2 * n + b];
                if (!y) {
                  movable = false;
                  break;
                }
                gain += three_cycle(cube, *y, ends_of(a2, b, *y), order, m).gain;
              }
              if (movable && gain > 0) {
                a_layers.push_back(n - a2);
                placed += gain;
              }
            }
            std::vector<int> b_layers;
            for (int b : b_coords) b_layers.push_back(n - b);
            Candidate c;
            if (m != 0) c.moves.push_back({setup_face, 1, 1, m});
            std::vector<NxnMove> a_turns;
            for (const NxnMove& block : layer_blocks(positive_face(axis), a_layers, t))
              a_turns.push_back(cheapest(block, n));
            std::vector<NxnMove> b_turns = {fk};
            for (const NxnMove& block : layer_blocks(positive_face(axis), b_layers, u))
              b_turns.push_back(cheapest(block, n));
            b_turns.push_back(inverse(fk));
            const std::vector<NxnMove> comm =
                order == 0 ? commutator(a_turns, b_turns) : commutator(b_turns, a_turns);
            c.moves.insert(c.moves.end(), comm.begin(), comm.end());
            c.fixed = placed;
            c.cost = added_cost(before, c.moves, n);
            if (better(c, best)) best = std::move(c);
          }
      }
  }
  return best;
}

// The best cycles into a position are those through its two lines across its face (one
// along each other axis), and the positions of a line share them: each line's best is found
// once for all the positions compared (on the 6x6x6 eight lines instead of 24; the same
// cycles, ties going to the first axis as before).
class LineCycles {
 public:
  LineCycles(const nxn::NxnCube& cube, int f, const std::array<bool, 6>& done,
             const std::vector<NxnMove>& before)
      : cube_(cube),
        f_(f),
        done_(done),
        before_(before),
        lines_(3 * cube.size()),
        ends_(cube.size() * cube.size()) {}

  // The 3-cycle that places most pieces per move among those that bring a piece of f's
  // colour to the line of p or to its other line, the first axis's on a tie.
  std::optional<Candidate> into(const Sticker& p) {
    std::optional<Candidate> best;
    for (int axis = 0; axis < 3; ++axis) {
      if (axis == nxn::axis_of(f_)) continue;
      const std::optional<Candidate>& c = line(axis, p.cell[axis]);
      if (c && better(*c, best)) best = c;
    }
    return best;
  }

 private:
  const std::optional<Candidate>& line(int axis, int a) {
    auto& [searched, best] = lines_[axis * cube_.size() + a];
    if (!searched) {
      std::array<std::vector<std::optional<Sticker>>, 2>& meetings = meetings_[axis];
      if (meetings[0].empty())
        for (int k : {1, 3})
          meetings[k == 1 ? 0 : 1] = layer_meetings(cube_.size(), f_, axis, {f_, 1, 1, k});
      best = best_cycle_on_line(cube_, f_, axis, a, done_, before_, meetings, ends_);
      searched = true;
    }
    return best;
  }

  const nxn::NxnCube& cube_;
  int f_;
  const std::array<bool, 6>& done_;
  const std::vector<NxnMove>& before_;
  std::vector<std::pair<bool, std::optional<Candidate>>> lines_;
  // Each axis's layer_meetings, made when first asked for.
  std::array<std::array<std::vector<std::optional<Sticker>>, 2>, 3> meetings_;
  std::vector<std::optional<CycleEnds>> ends_;
};

// The unplaced positions of a face whose best cycles are compared before one is taken, in
// row order (measured against taking the first position's: 4 % fewer centre moves on the
// 6x6x6 and 7x7x7, 7 % on the 12x12x12; comparing 48 saved 2 % more there, and made the
// 33x33x33 twice as slow).
constexpr int kPositionsCompared = 12;

bool face_solved(const nxn::NxnCube& cube, int face) {
  const int n = cube.size();
  for (int r = 1; r < n - 1; ++r)
    for (int c = 1; c < n - 1; ++c)
      if (cube.sticker(face, r, c) != face) return false;
  return true;
}

}  // namespace

bool centres_solved(const nxn::NxnCube& cube) {
  for (int f = 0; f < 6; ++f)
    if (!face_solved(cube, f)) return false;
  return true;
}

namespace {

// The commutators' beam: each state tries its best kCyclesTried cycles, and the states are
// ranked by their moves and kMovesAPiece for each centre piece still off its face (about what
// a piece costs the cycles of the 6x6x6's and 7x7x7's obliques). Measured on whole solves
// (`-o search=0`) against the greedy choice alone: 8 states, 4 cycles each, 2 moves a piece,
// two sets of 6 6x6x6 cubes 262.3 -> 255.6 and 266.0 -> 259.6 OBTM (3.0 -> 5.2 s a cube), 5
// 7x7x7 cubes 350.0 -> 338.8 (4.8 -> 5.5 s); 4 states of 3 cycles saved 5 and 7 (costs of 3
// and 4 moves a piece did no better).
constexpr size_t kCyclesTried = 4;
constexpr int kMovesAPiece = 2;

// A partial solve of the commutators: the cube, its moves, the faces filled.
struct CycleState {
  nxn::NxnCube cube;
  std::vector<NxnMove> moves;
  int face = 0;  // the face being filled: kFaceOrder[face]; 5 once every centre is solved
  std::array<bool, 6> done{};
};

// Centre stickers not on their face.
int misplaced_centres(const nxn::NxnCube& cube) {
  const int n = cube.size();
  int count = 0;
  for (int f = 0; f < 6; ++f)
    for (int r = 1; r < n - 1; ++r)
      for (int c = 1; c < n - 1; ++c)
        count += is_movable_centre(n, r, c) && cube.sticker(f, r, c) != f;
  return count;
}

// The best cycle into each of the face's first unplaced positions, best first.
std::vector<Candidate> cycles_into_face(const CycleState& s, int f) {
  const int n = s.cube.size();
  const std::vector<NxnMove> tail(s.moves.end() - std::min<size_t>(s.moves.size(), 3),
                                  s.moves.end());
  LineCycles lines(s.cube, f, s.done, tail);
  std::vector<Candidate> found;
  int looked = 0;
  for (int r = 1; r < n - 1 && looked < kPositionsCompared; ++r)
    for (int c = 1; c < n - 1 && looked < kPositionsCompared; ++c) {
      if (!is_movable_centre(n, r, c) || s.cube.sticker(f, r, c) == f) continue;
      ++looked;
      std::optional<Candidate> cycle = lines.into(Sticker{nxn::cell_of(n, f, r, c), f});
      if (cycle) found.push_back(std::move(*cycle));
    }
  if (looked > 0 && found.empty())
    throw std::logic_error("reduction: no centre 3-cycle reaches a piece");
  std::stable_sort(found.begin(), found.end(), places_more_per_move);
  return found;
}

}  // namespace

int centre_beam_width(int n) { return n == 6 || n == 7 ? 8 : 1; }

std::vector<NxnMove> solve_centres(nxn::NxnCube& cube, const std::function<bool()>& stop,
                                   int width) {
  const int n = cube.size();
  if (n < 4) return {};  // the 2x2x2 has no centres, the 3x3x3's are fixed
  if (width <= 0) width = centre_beam_width(n);
  // Each state of the beam tries its best few cycles (one when the beam is one state wide:
  // the greedy choice).
  const size_t branching = width > 1 ? kCyclesTried : 1;
  std::vector<CycleState> beam = {{cube, {}, 0, {}}};
  for (;;) {
    if (stop && stop()) throw Stopped();
    std::vector<CycleState> next;
    bool all_finished = true;
    for (CycleState& s : beam) {
      // Past the faces already filled (each cycle brings a piece of f's colour to f, so a
      // face fills).
      while (s.face < 5 && face_solved(s.cube, kFaceOrder[s.face]))
        s.done[kFaceOrder[s.face++]] = true;
      if (s.face == 5) {
        next.push_back(std::move(s));
        continue;
      }
      all_finished = false;
      const std::vector<Candidate> cycles = cycles_into_face(s, kFaceOrder[s.face]);
      const size_t children = std::min(cycles.size(), branching);
      for (size_t i = 0; i < children; ++i) {
        // The last child takes the state itself (a big cube's moves are long to copy).
        CycleState child = i + 1 < children ? CycleState(s) : CycleState(std::move(s));
        child.cube.apply(cycles[i].moves);
        for (const NxnMove& m : cycles[i].moves) nxn::push_merged(child.moves, m, n);
        next.push_back(std::move(child));
      }
    }
    if (all_finished) {
      beam = std::move(next);
      break;
    }
    // The states with the fewest moves so far and to come, those to come counted at
    // kMovesAPiece a centre piece off its face; one of each cube.
    std::vector<std::pair<int, size_t>> ranked;
    for (size_t i = 0; i < next.size(); ++i)
      ranked.push_back(
          {nxn::obtm(next[i].moves, n) + kMovesAPiece * misplaced_centres(next[i].cube), i});
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const auto& a, const auto& b) { return a.first < b.first; });
    beam.clear();
    for (const auto& entry : ranked) {
      const size_t i = entry.second;
      if (static_cast<int>(beam.size()) == width) break;
      const bool seen = std::any_of(beam.begin(), beam.end(), [&](const CycleState& b) {
        return b.cube.sticker_faces() == next[i].cube.sticker_faces();
      });
      if (!seen) beam.push_back(std::move(next[i]));
    }
  }
  const auto best =
      std::min_element(beam.begin(), beam.end(), [n](const CycleState& a, const CycleState& b) {
        return nxn::obtm(a.moves, n) < nxn::obtm(b.moves, n);
      });
  if (!centres_solved(best->cube)) throw std::logic_error("reduction: centres left unsolved");
  cube = best->cube;
  return best->moves;
}

}  // namespace cubelab::reduction
