// The 6x6x6's and 7x7x7's lines of centre pieces lined up by conjugates of single layers next
// to a face (centre_lines.h).
#include "cubelab/solvers/reduction/centre_lines.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <map>
#include <set>
#include <stdexcept>
#include <tuple>
#include <utility>

#include "cubelab/cube/nxn/nxn_geometry.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/reduction/sticker_tracking.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnMove;

constexpr int kLines = 24;
constexpr int kMostLinePieces = kLines * (kMostLined - 4);

// The states the beam keeps by default (cube5 and reduction keep more, cube5/as_five.cpp and
// reduction/solver.cpp), and the steps after which it gives up. 64 states take about 0.08 s on
// a 6x6x6 and 0.28 s on a 7x7x7 (microbench/centre_lines_bench; 512 states 0.56 and 1.6 s): on
// the lines of 16 6x6x6 and 12 7x7x7 inner cubes reduced by cube5, 30.0 and 59.2 OBTM, against
// 36.9 and 75.3 at 64 states with neither the face turns before the conjugates nor the
// commutators kept for the last lines (then 0.06 and 0.35 s).
constexpr int kLineBeamWidth = 64;
constexpr int kMostLineSteps = 40;
// The steps the search goes on for once a state has every line lined up: its steps cost 2 to 8
// OBTM, so a state of more steps can be shorter (on 6 WCA scrambles of each size, cube5's lines
// 34.3 -> 33.5 OBTM on the 6x6x6 and 67.8 -> 67.0 on the 7x7x7, the whole 128.0 -> 127.0 and
// 189.3 -> 187.8; four or eight steps more found none shorter).
constexpr int kStepsPastLinedUp = 2;
// A state with more pieces out of line than this is taken on by the conjugates alone, the
// commutators (each moving fewer pieces for more moves) kept for the last lines: the beam looks
// at fewer steps for most of its depths, and can be wider in the same time. Measured before the
// face turns before the conjugates (below), on the lines of 12 7x7x7 inner cubes reduced by
// cube5 (4 ways of 3 WCA scrambles): 66.3 OBTM at 512 states with every step at every depth
// (2.4 s), 64.8 with this (1.3 s), 63.2 at 1,024 states (2.7 s), 61.9 at 2,048 (5.3 s); from 12
// or 20 pieces on, 65.5 and 64.2 at 1,024. On 16 of the 6x6x6 at 2,048 states, 32.5 -> 32.3
// OBTM in 1.7 -> 1.1 s.
constexpr int kCommutatorsFrom = 16;

using LineColours = std::array<uint8_t, kMostLinePieces>;

// A step: its moves and where it takes each line piece's piece.
struct LineStep {
  std::vector<NxnMove> moves;
  std::array<uint8_t, kMostLinePieces> to{};
  // What the search reads of it, derived from the above: the pieces it moves (from, to), the
  // lines it moves pieces into (its arrivals, what it makes of each, are Lines'), the axis of
  // its first move (a bit), and its OBTM with its moves merged.
  std::vector<std::pair<uint8_t, uint8_t>> moved;
  std::vector<uint8_t> lines;
  int first_axis = 0;
  int obtm = 0;
};

// What a step makes of one line: the line, and the piece each of its places then holds.
struct Arrival {
  uint8_t line = 0;
  std::array<uint8_t, kMostLined - 4> sources{};
  // (Not a defaulted <=>: the WebAssembly build's standard library has none for std::array.)
  bool operator<(const Arrival& o) const {
    return std::tie(line, sources) < std::tie(o.line, o.sources);
  }
};

// The lines of the n-layer cube: piece i of line l is facelet `facelets[l * width + i]`, and
// the steps that move them.
struct Lines {
  int n = 0;
  int width = 0;  // pieces a line: n - 4
  std::vector<int> facelets;
  // The conjugates first (with or without a face's turn before them), then the commutators.
  std::vector<LineStep> steps;
  size_t conjugates = 0;
  // The different arrivals of every step, those of the conjugates first: the steps of the
  // 7x7x7 make 110 k arrivals, 11 k of them different (6x6x6: 63 k, 4.6 k), so the search
  // works out what each does to a state once, not for every step that makes it. A state's
  // candidate steps are ranked from their arrivals alone, without the whole state's colours.
  std::vector<Arrival> arrivals;
  size_t conjugate_arrivals = 0;
  // Each step's arrivals, one step after another (step k's from arrivals_from[k] to
  // arrivals_from[k + 1]): the search reads them for every step of every state, so they lie
  // together, apart from the steps' other data.
  std::vector<uint16_t> step_arrivals;
  std::vector<uint32_t> arrivals_from = {0};

  explicit Lines(int size) : n(size), width(size - 4) {
    for (int f = 0; f < 6; ++f)
      for (int side = 0; side < 4; ++side)
        for (int i = 0; i < width; ++i) {
          // Along the top, the bottom, the left and the right edge of the centres.
          const int along = 2 + i;
          const int row = side == 0 ? 1 : side == 1 ? n - 2 : along;
          const int col = side == 0 || side == 1 ? along : side == 2 ? 1 : n - 2;
          facelets.push_back((f * n + row) * n + col);
        }
    make_steps();
  }

  int pieces() const { return kLines * width; }

  // The pieces of line `line` out of line: those not of its most frequent colour.
  int line_mixed(const LineColours& c, int line) const { return mixed_of(&c[line * width]); }
  // The same of a line's `width` colours from `p`.
  int mixed_of(const uint8_t* p) const {
    if (width == 2) return p[0] != p[1];
    if (width == 3) return p[0] == p[1] ? p[1] != p[2] : p[0] == p[2] || p[1] == p[2] ? 1 : 2;
    int most = 1;
    for (int i = 0; i < width; ++i) most = std::max<int>(most, std::count(p, p + width, p[i]));
    return width - most;
  }
  // The pieces out of line, every line's.
  int mixed(const LineColours& c) const {
    int count = 0;
    for (int l = 0; l < kLines; ++l) count += line_mixed(c, l);
    return count;
  }

 private:
  nxn::Sticker sticker(int facelet) const {
    const int f = facelet / (n * n), row = facelet / n % n, col = facelet % n;
    return {nxn::cell_of(n, f, row, col), f};
  }

  void make_steps() {
    std::vector<int> piece_at(6 * n * n, -1);
    for (int i = 0; i < pieces(); ++i) piece_at[facelets[i]] = i;
    std::set<std::array<uint8_t, kMostLinePieces>> seen;
    std::map<Arrival, uint16_t> arrival_ids;
    auto add = [&](std::vector<NxnMove> moves) {
      LineStep step;
      step.moves = std::move(moves);
      for (int i = 0; i < pieces(); ++i) {
        const int j =
            piece_at[nxn::facelet_index(n, after_moves(n, sticker(facelets[i]), step.moves))];
        if (j < 0) throw std::logic_error("reduction: a step took a line's piece out of the lines");
        step.to[i] = static_cast<uint8_t>(j);
      }
      // A step that takes no piece out of its line changes no line's colours.
      bool mixes = false;
      for (int i = 0; i < pieces() && !mixes; ++i)
        mixes = step.to[i] / width != step.to[i / width * width] / width;
      if (!mixes || !seen.insert(step.to).second) return;
      for (int i = 0; i < pieces(); ++i)
        if (step.to[i] != i) {
          step.moved.emplace_back(static_cast<uint8_t>(i), step.to[i]);
          step.lines.push_back(static_cast<uint8_t>(step.to[i] / width));
        }
      std::sort(step.lines.begin(), step.lines.end());
      step.lines.erase(std::unique(step.lines.begin(), step.lines.end()), step.lines.end());
      std::array<uint8_t, kMostLinePieces> from{};
      for (int i = 0; i < pieces(); ++i) from[step.to[i]] = static_cast<uint8_t>(i);
      for (const uint8_t line : step.lines) {
        Arrival a;
        a.line = line;
        for (int i = 0; i < width; ++i) a.sources[i] = from[line * width + i];
        if (arrivals.size() > UINT16_MAX)
          throw std::logic_error("reduction: the lines' steps make too many arrivals");
        const auto [at, added] = arrival_ids.emplace(a, static_cast<uint16_t>(arrivals.size()));
        if (added) arrivals.push_back(a);
        step_arrivals.push_back(at->second);
      }
      arrivals_from.push_back(static_cast<uint32_t>(step_arrivals.size()));
      step.first_axis = 1 << nxn::axis_of(step.moves.front().face);
      step.obtm = nxn::obtm(nxn::simplified(step.moves, n), n);
      steps.push_back(std::move(step));
    };
    // s: the outer blocks up to the middle, and each single inner layer beyond the lines'.
    std::vector<NxnMove> conjugators;
    for (int f = 0; f < 6; ++f)
      for (int t = 1; t <= 3; ++t) {
        for (int k = 1; k <= n / 2; ++k) conjugators.push_back({f, 1, k, t});
        for (int k = 3; k <= (n + 1) / 2; ++k) conjugators.push_back({f, k, k, t});
      }
    for (const NxnMove& s : conjugators)
      for (int f = 0; f < 6; ++f)
        for (int t = 1; t <= 3; ++t) add({s, {f, 2, 2, t}, nxn::inverse(s)});
    // A face's turn before a conjugate: with the face turned back it would be a conjugate by
    // two moves, and turning it back only turns whole lines, which the lines need not undo. So
    // one OBTM buys a second setup move (the face turn stays: it moves the lines whole and
    // turns the rest as an outer turn does). On the lines of 12 7x7x7 inner cubes reduced by
    // cube5: 54.3 OBTM at 256 states in about the time 1,024 states took without them (63.2),
    // 52.3 at 512; with the face turned back after the conjugate (two OBTM), 66.2 at 256, and
    // with a single layer next to a face before it (2R, ...), 68.3. On 16 of the 6x6x6: 28.3
    // at 512 states in 0.85 s, against 32.3 at 2,048 in 1.1 s.
    const size_t turned_from = steps.size();
    for (size_t k = 0; k < turned_from; ++k)
      for (int f = 0; f < 6; ++f)
        for (int t = 1; t <= 3; ++t) {
          std::vector<NxnMove> moves = {{f, 1, 1, t}};
          moves.insert(moves.end(), steps[k].moves.begin(), steps[k].moves.end());
          add(std::move(moves));
        }
    conjugates = steps.size();
    conjugate_arrivals = arrivals.size();
    for (size_t k = 0; k < turned_from; ++k)
      for (int f = 0; f < 6; ++f)
        for (int t = 1; t <= 3; ++t) {
          const std::vector<NxnMove> face = {{f, 1, 1, t}};
          add(nxn::commutator(steps[k].moves, face));
        }
  }
};

// Each size's lines and steps, made when first asked for (a fraction of a second).
const Lines& lines(int n) {
  if (n == 6) {
    static const Lines six(6);
    return six;
  }
  if (n == 7) {
    static const Lines seven(7);
    return seven;
  }
  throw std::logic_error(fmt::format("reduction: no lines are lined up on the {0}x{0}x{0}", n));
}

LineColours line_colours(const Lines& l, const nxn::NxnCube& cube) {
  LineColours c{};
  for (int i = 0; i < l.pieces(); ++i) c[i] = cube.sticker_faces()[l.facelets[i]];
  return c;
}

struct LineState {
  LineColours colours{};
  std::array<uint8_t, kLines> line_mixed{};  // each line's pieces out of line
  std::vector<NxnMove> moves;
  int obtm = 0;
  int mixed = 0;
};

// `s`'s colours after `step` (only the lines it moves pieces into change).
LineColours colours_after(const LineState& s, const LineStep& step) {
  LineColours c = s.colours;
  for (const auto& [from, to] : step.moved) c[to] = s.colours[from];
  return c;
}

// The moves of the beam search from `first` (line_up), nullopt when it ends without every line
// lined up. `keep_nearest`: an eighth of the beam the states with the fewest pieces out of line,
// which the rank alone drops for shorter ones as their steps grow longer: the last pieces can
// take several steps that put none in line, and on a few cubes in ten the beam gave up with
// two to six out of line (on 30 of the 7x7x7 scrambled by random moves, its inner block not
// reduced: two at 64 states with every step, two at 128 with the commutators kept for the last
// lines). With it, every one of them was lined up, but in 85.6 OBTM against 73.9: the search
// ends two steps after a state first has every line lined up, and the beam's nearest get there
// first by longer ways. So it is the second try.
std::optional<std::vector<NxnMove>> beam_search(const Lines& l, const LineState& first,
                                                const std::function<bool()>& stop, int width,
                                                bool keep_nearest) {
  const int n = l.n;
  // A state is ranked by its moves and two for each piece out of line, about what the steps
  // spend on one (the lines of 4 6x6x6 cubes at a beam of 64: 38.3 OBTM at 2 a piece, 42.8 at
  // 4, 44.5 at 5, and the beam lost its way on one at 1; on 14 7x7x7 WCA scrambles with cube5's
  // beam, the lines 67.3 -> 64.6 OBTM and the whole 187.8 -> 186.1 against 3 a piece, 1.5 and
  // 2.5 longer; reduction's on 6 of them 236.8 -> 235.2).
  constexpr int moves_a_piece = 2;
  std::vector<LineState> beam = {first};
  struct Child {
    int rank;
    int parent;
    int step;
    int obtm;
    int mixed;
    // The beam's order: by rank, then as the children were listed (parent, then step).
    bool operator<(const Child& o) const {
      return std::tie(rank, parent, step) < std::tie(o.rank, o.parent, o.step);
    }
  };
  std::vector<Child> children;
  std::optional<std::vector<NxnMove>> shortest;  // with every line lined up, so far
  int shortest_obtm = 0;
  // What each arrival does to a state, packed so that a step's arrivals are added up in one
  // sum: kPerPiece times the change in its line's pieces out of line, plus one when any of
  // the line's colours changes. A step moves pieces into at most kLines lines, fewer than
  // kPerPiece, so the sum's low bits count its lines that change.
  constexpr int kPerPiece = 32;
  static_assert(kLines < kPerPiece && (kMostLined - 4) * kPerPiece + 1 <= INT8_MAX);
  std::vector<int8_t> effect(l.arrivals.size());
  int last_depth = kMostLineSteps;
  for (int depth = 0; depth <= last_depth; ++depth) {
    for (const LineState& s : beam)
      if (s.mixed == 0 && (!shortest || s.obtm < shortest_obtm)) {
        if (!shortest) last_depth = std::min(last_depth, depth + kStepsPastLinedUp);
        shortest = s.moves;
        shortest_obtm = s.obtm;
      }
    if (depth == last_depth) break;
    if (stop && stop()) throw Stopped();
    // Every step from every state that puts no more pieces out of line, ranked; none that
    // undoes the moves before it. A step's pieces out of line are counted on the lines it
    // moves pieces into; its moves merged with the state's last three where its first move
    // turns the axis of the state's last (otherwise none merges, and it costs its own: a step's
    // own merges, s X s' with s and X on one axis, never bare the move before it). The
    // conjugates alone from a state of more than kCommutatorsFrom pieces out of line, unless
    // none of them leaves any state of the depth a child.
    const auto expand = [&](bool every_step) {
      for (size_t p = 0; p < beam.size(); ++p) {
        const LineState& s = beam[p];
        const std::vector<NxnMove> tail(s.moves.end() - std::min<size_t>(s.moves.size(), 3),
                                        s.moves.end());
        const int tail_obtm = nxn::obtm(tail, n);
        const int tail_axis = tail.empty() ? 0 : 1 << nxn::axis_of(tail.back().face);
        const bool every = every_step || s.mixed <= kCommutatorsFrom;
        const size_t tried = every ? l.steps.size() : l.conjugates;
        const size_t arrivals = every ? l.arrivals.size() : l.conjugate_arrivals;
        for (size_t a = 0; a < arrivals; ++a) {
          const Arrival& arrival = l.arrivals[a];
          const uint8_t* before = &s.colours[arrival.line * l.width];
          std::array<uint8_t, kMostLined - 4> after;
          bool changed = false;
          for (int i = 0; i < l.width; ++i) {
            after[i] = s.colours[arrival.sources[i]];
            changed = changed || after[i] != before[i];
          }
          const int more = l.mixed_of(after.data()) - s.line_mixed[arrival.line];
          effect[a] = static_cast<int8_t>(more * kPerPiece + (changed ? 1 : 0));
        }
        for (size_t k = 0; k < tried; ++k) {
          int sum = 0;
          for (uint32_t i = l.arrivals_from[k]; i < l.arrivals_from[k + 1]; ++i)
            sum += effect[l.step_arrivals[i]];
          const int changed_lines = sum & (kPerPiece - 1);
          const int now = s.mixed + (sum - changed_lines) / kPerPiece;
          if (now > s.mixed || changed_lines == 0) continue;
          const LineStep& step = l.steps[k];
          const int obtm = step.first_axis & tail_axis
                               ? s.obtm + nxn::merged_obtm(tail, step.moves, n) - tail_obtm
                               : s.obtm + step.obtm;
          if (obtm <= s.obtm) continue;
          children.push_back(
              {obtm + moves_a_piece * now, static_cast<int>(p), static_cast<int>(k), obtm, now});
        }
      }
    };
    children.clear();
    expand(false);
    if (children.empty()) expand(true);
    if (children.empty()) break;
    // The best `width` states of different colours, the children sorted a slice at a time
    // (most of them are never looked at): by rank, after an eighth of them with the fewest
    // pieces out of line where `keep_nearest`.
    std::vector<LineState> next;
    std::set<LineColours> taken;
    const auto take = [&](auto order, size_t most) {
      const size_t slice = 2 * static_cast<size_t>(width);
      for (size_t sorted = 0; sorted < children.size() && next.size() < most;) {
        const auto from = children.begin() + static_cast<std::ptrdiff_t>(sorted);
        sorted = std::min(children.size(), sorted + slice);
        const auto to = children.begin() + static_cast<std::ptrdiff_t>(sorted);
        std::partial_sort(from, to, children.end(), order);
        for (auto ch = from; ch != to && next.size() < most; ++ch) {
          const LineState& parent = beam[ch->parent];
          const LineStep& step = l.steps[ch->step];
          const LineColours c = colours_after(parent, step);
          if (!taken.insert(c).second) continue;
          LineState child{c, parent.line_mixed, parent.moves, ch->obtm, ch->mixed};
          for (const uint8_t line : step.lines)
            child.line_mixed[line] = static_cast<uint8_t>(l.line_mixed(c, line));
          for (const NxnMove& m : step.moves) nxn::push_merged(child.moves, m, n);
          next.push_back(std::move(child));
        }
      }
    };
    if (keep_nearest)
      take(
          [](const Child& a, const Child& b) {
            return std::tie(a.mixed, a.obtm, a.parent, a.step) <
                   std::tie(b.mixed, b.obtm, b.parent, b.step);
          },
          static_cast<size_t>(width) / 8);
    take(std::less<Child>(), static_cast<size_t>(width));
    beam = std::move(next);
  }
  return shortest;
}

}  // namespace

bool lines_uniform(const nxn::NxnCube& cube) {
  const Lines& l = lines(cube.size());
  return l.mixed(line_colours(l, cube)) == 0;
}

bool inner_centres_solved(const nxn::NxnCube& cube) {
  const int n = cube.size();
  for (int f = 0; f < 6; ++f)
    for (int r = 2; r <= n - 3; ++r)
      for (int c = 2; c <= n - 3; ++c)
        if (cube.sticker(f, r, c) != f) return false;
  return true;
}

std::optional<std::vector<NxnMove>> line_up(const nxn::NxnCube& cube,
                                            const std::function<bool()>& stop, int width) {
  const Lines& l = lines(cube.size());
  if (width <= 0) width = kLineBeamWidth;
  LineState first;
  first.colours = line_colours(l, cube);
  for (int line = 0; line < kLines; ++line) {
    first.line_mixed[line] = static_cast<uint8_t>(l.line_mixed(first.colours, line));
    first.mixed += first.line_mixed[line];
  }
  std::optional<std::vector<NxnMove>> found = beam_search(l, first, stop, width, false);
  if (!found) found = beam_search(l, first, stop, width, true);
  return found;
}

std::optional<std::vector<NxnMove>> LineUps::operator()(const nxn::NxnCube& cube,
                                                        const std::function<bool()>& stop) {
  const Lines& l = lines(cube.size());
  const LineColours c = line_colours(l, cube);
  std::string key(c.begin(), c.begin() + l.pieces());
  if (const auto at = found_.find(key); at != found_.end()) return at->second;
  std::optional<std::vector<NxnMove>> lined = line_up(cube, stop, width_);
  found_.emplace(std::move(key), lined);
  return lined;
}

}  // namespace cubelab::reduction
