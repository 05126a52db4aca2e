// The megaminx's staged solver (solver.h).
//
// A piece's place is one number, its location: position x 3 + twist for a corner, position x
// 2 + flip for an edge, 60 values either way (20 x 3, 30 x 2). A state is the location of each
// of the 50 pieces (the centres home), and a face turn maps locations to locations whichever
// piece is there, so a turn is a lookup in a 60-entry row for each piece (a stage's search
// follows only the pieces its tables read).
//
// The stages place pieces from D up, as a person solves the puzzle: D's edges, D's corners,
// the lower ring's corner-edge pairs, the ten edges between the rings, the upper ring's pairs,
// then U's edges and U's corners. Each stage is an IDA* over the faces it may turn; its
// bound is the largest of exact distances (under those faces) of groups of at most three
// pieces: the pieces it places, and the pieces placed before that those faces move, in
// pairs. Each table is a breadth-first search from the solved group over 60^k locations,
// built when a stage first needs it and kept.
#include "cubelab/puzzles/megaminx/solver.h"

#include <algorithm>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <queue>
#include <stdexcept>
#include <tuple>
#include <unordered_map>

#include "cubelab/cube/error.h"

namespace cubelab::megaminx {
namespace {

constexpr int kLocations = 60;
constexpr int kPieces = kCorners + kEdges;  // corners 0..19, edges 20..49
constexpr int kMoves = kFaces * 4;          // face x 4 + fifths - 1
constexpr int kSumDivisor = 2;

struct State {
  std::array<uint8_t, kPieces> loc;
};

struct Tables {
  // to[m][type][loc]: where move m takes a corner (type 0) or edge (type 1) at loc.
  std::array<std::array<std::array<uint8_t, kLocations>, 2>, kMoves> to;
  // The faces of each piece's home, as a bit mask, and whether two faces share a piece.
  std::array<uint16_t, kPieces> home_faces{};
  std::array<std::array<bool, kFaces>, kFaces> adjacent{};
  // The faces of each location's position (by type).
  std::array<std::array<uint16_t, kLocations>, 2> loc_faces{};

  Tables() {
    const Geometry& g = geometry();
    std::array<int, kStickers> corner_pos{}, corner_idx{}, edge_pos{}, edge_idx{};
    corner_pos.fill(-1);
    edge_pos.fill(-1);
    for (int p = 0; p < kCorners; ++p)
      for (int k = 0; k < 3; ++k) {
        corner_pos[g.corner_stickers[p][k]] = p;
        corner_idx[g.corner_stickers[p][k]] = k;
        home_faces[p] |= static_cast<uint16_t>(1u << (g.corner_stickers[p][k] / kPerFace));
      }
    for (int p = 0; p < kEdges; ++p)
      for (int k = 0; k < 2; ++k) {
        edge_pos[g.edge_stickers[p][k]] = p;
        edge_idx[g.edge_stickers[p][k]] = k;
        home_faces[kCorners + p] |= static_cast<uint16_t>(1u << (g.edge_stickers[p][k] / kPerFace));
      }
    for (int l = 0; l < kLocations; ++l) {
      loc_faces[0][l] = home_faces[l / 3];
      loc_faces[1][l] = home_faces[kCorners + l / 2];
    }
    for (int f = 0; f < kFaces; ++f) {
      // One fifth: the piece's sticker on the position's first sticker (its twist t) lands
      // on sticker j of the new position, so the new position's first sticker shows the
      // piece's sticker t - j.
      std::array<std::array<uint8_t, kLocations>, 2> one{};
      for (int l = 0; l < kLocations; ++l) {
        const int cs = g.turn[f][g.corner_stickers[l / 3][0]];
        one[0][l] = static_cast<uint8_t>(corner_pos[cs] * 3 + (l % 3 - corner_idx[cs] + 3) % 3);
        const int es = g.turn[f][g.edge_stickers[l / 2][0]];
        one[1][l] = static_cast<uint8_t>(edge_pos[es] * 2 + (l % 2 + edge_idx[es]) % 2);
      }
      for (int t = 0; t < 2; ++t)
        for (int l = 0; l < kLocations; ++l) {
          uint8_t x = static_cast<uint8_t>(l);
          for (int k = 0; k < 4; ++k) {
            x = one[t][x];
            to[f * 4 + k][t][l] = x;
          }
        }
      for (int h = 0; h < kFaces; ++h)
        adjacent[f][h] = f != h && h != opposite(f) && [&] {
          for (int k = 0; k < 5; ++k)
            if (g.neighbours[f][k] == h) return true;
          return false;
        }();
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

int type_of(int piece) { return piece < kCorners ? 0 : 1; }
int home_loc(int piece) { return piece < kCorners ? piece * 3 : (piece - kCorners) * 2; }

void apply_move(State& s, int m) {
  const auto& to = tables().to[m];
  for (int p = 0; p < kCorners; ++p) s.loc[p] = to[0][s.loc[p]];
  for (int p = kCorners; p < kPieces; ++p) s.loc[p] = to[1][s.loc[p]];
}

// The exact distance of a group of pieces from home, under the faces of `mask`.
// Entry: the pieces' locations as base-60 digits, the first piece's the most significant.
struct GroupTable {
  std::vector<int> pieces;
  std::vector<uint8_t> dist;
};

// `goal`: 0 for the pieces home; otherwise the goal is every piece on one of these faces.
GroupTable build(uint16_t mask, const std::vector<int>& pieces, uint16_t goal) {
  const Tables& t = tables();
  GroupTable table;
  table.pieces = pieces;
  size_t size = 1;
  for (size_t k = 0; k < pieces.size(); ++k) size *= kLocations;
  table.dist.assign(size, 255);
  std::vector<uint32_t> frontier, next;
  std::vector<int> locs(pieces.size());
  if (goal == 0) {
    size_t start = 0;
    for (int p : pieces) start = start * kLocations + static_cast<size_t>(home_loc(p));
    table.dist[start] = 0;
    frontier.push_back(static_cast<uint32_t>(start));
  } else {
    for (uint32_t i = 0; i < size; ++i) {
      uint32_t x = i;
      bool on = true;
      for (size_t k = pieces.size(); k-- > 0; x /= kLocations)
        on = on && (t.loc_faces[type_of(pieces[k])][x % kLocations] & goal);
      if (on) {
        table.dist[i] = 0;
        frontier.push_back(i);
      }
    }
  }
  for (uint8_t d = 0; !frontier.empty(); ++d) {
    next.clear();
    for (uint32_t i : frontier) {
      uint32_t x = i;
      for (size_t k = pieces.size(); k-- > 0;) {
        locs[k] = static_cast<int>(x % kLocations);
        x /= kLocations;
      }
      for (int m = 0; m < kMoves; ++m) {
        if (!(mask >> (m / 4) & 1)) continue;
        uint32_t j = 0;
        for (size_t k = 0; k < pieces.size(); ++k)
          j = j * kLocations + t.to[m][type_of(pieces[k])][locs[k]];
        if (table.dist[j] == 255) {
          table.dist[j] = static_cast<uint8_t>(d + 1);
          next.push_back(j);
        }
      }
    }
    frontier.swap(next);
  }
  return table;
}

std::mutex cache_mutex;
std::map<std::tuple<uint16_t, uint16_t, std::vector<int>>, std::unique_ptr<GroupTable>> cache;
size_t cache_bytes = 0;

const GroupTable& table_for(uint16_t mask, const std::vector<int>& pieces, uint16_t goal = 0) {
  std::lock_guard<std::mutex> lock(cache_mutex);
  auto key = std::make_tuple(mask, goal, pieces);
  auto it = cache.find(key);
  if (it != cache.end()) return *it->second;
  auto table = std::make_unique<GroupTable>(build(mask, pieces, goal));
  cache_bytes += table->dist.size();
  return *cache.emplace(key, std::move(table)).first->second;
}

// How a search ends when its caller stops it, and when it runs out of its nodes.
struct Stopped {};
struct OutOfNodes {};

// One stage's IDA*. It follows only the pieces its tables read (the others are neither
// placed nor kept by the stage), each turn a lookup for each of them: a stage early on moves
// two pieces instead of fifty.
class StageSearch {
 public:
  // A search of more than `budget` nodes (when >= 0) throws OutOfNodes.
  StageSearch(uint16_t mask, const std::vector<const GroupTable*>& groups,
              const std::function<bool()>& stopped, long long budget = -1)
      : stopped_(stopped), budget_(budget) {
    for (int f = 0; f < kFaces; ++f)
      if (mask >> f & 1) faces_.push_back(f);
    // The pieces followed, corners first (a turn's lookups then need no test of the type).
    std::array<bool, kPieces> read{};
    for (const GroupTable* table : groups)
      for (int p : table->pieces) read[p] = true;
    std::array<uint8_t, kPieces> slot{};
    for (int p = 0; p < kPieces; ++p)
      if (read[p]) {
        slot[p] = static_cast<uint8_t>(pieces_.size());
        pieces_.push_back(p);
        corners_ += type_of(p) == 0;
      }
    for (const GroupTable* table : groups) {
      Group g{table->dist.data(), {}, 0};
      for (int p : table->pieces) g.slots[g.size++] = slot[p];
      groups_.push_back(g);
    }
  }

  // Appends the moves (face x 4 + fifths - 1) that bring every group home.
  bool run(State& s, std::vector<int>& out, int max_depth) {
    path_.clear();
    Locations at{};
    for (size_t i = 0; i < pieces_.size(); ++i) at[i] = s.loc[pieces_[i]];
    for (int bound = bound_of(at); bound <= max_depth; ++bound)
      if (dfs(at, 0, bound, -1)) {
        for (int m : path_) apply_move(s, m);
        out.insert(out.end(), path_.begin(), path_.end());
        return true;
      }
    return false;
  }

 private:
  // The followed pieces' locations, in the order of pieces_.
  using Locations = std::array<uint8_t, kPieces>;
  // A table and where its pieces are in Locations.
  struct Group {
    const uint8_t* dist;
    std::array<uint8_t, 3> slots;
    size_t size;
  };

  // The largest group distance, or a third of the kept groups' sum when that is more: not a
  // lower bound (so a stage's solution may be a move or two longer than its shortest), but it
  // turns away from paths that disturb many placed pieces at once, which the largest alone
  // lets through. Reading stops at a group beyond `most` (the bound is then beyond it too).
  int bound_of(const Locations& at, int most = kLocations) const {
    int h = 0, sum = 0;
    for (size_t i = 0; i < groups_.size(); ++i) {
      const Group& g = groups_[i];
      size_t index = 0;
      for (size_t k = 0; k < g.size; ++k) index = index * kLocations + at[g.slots[k]];
      const int d = g.dist[index];
      if (d > most) return d;
      h = std::max(h, d);
      if (i > 0) sum += d;
    }
    return std::max(h, (sum + kSumDivisor - 1) / kSumDivisor);
  }

  bool dfs(const Locations& at, int depth, int bound, int last) {
    // A search may take seconds: its caller's time limit and cancel are read every 4096 nodes.
    ++nodes_;
    if (stopped_ && nodes_ % 4096 == 0 && stopped_()) throw Stopped();
    if (budget_ >= 0 && static_cast<long long>(nodes_) > budget_) throw OutOfNodes();
    const int h = bound_of(at, bound - depth);
    if (h == 0) return true;
    if (depth + h > bound) return false;
    const Tables& t = tables();
    for (int f : faces_) {
      if (f == last) continue;
      // Turns of faces that share no piece commute: take them in one order only.
      if (last >= 0 && !t.adjacent[f][last] && f < last) continue;
      for (int k = 0; k < 4; ++k) {
        const auto& to = t.to[f * 4 + k];
        Locations next;
        for (size_t i = 0; i < corners_; ++i) next[i] = to[0][at[i]];
        for (size_t i = corners_; i < pieces_.size(); ++i) next[i] = to[1][at[i]];
        path_.push_back(f * 4 + k);
        if (dfs(next, depth + 1, bound, f)) return true;
        path_.pop_back();
      }
    }
    return false;
  }

  std::vector<Group> groups_;
  std::vector<int> pieces_;  // the pieces followed, corners first
  size_t corners_ = 0;
  const std::function<bool()>& stopped_;
  long long budget_;
  uint64_t nodes_ = 0;
  std::vector<int> faces_;
  std::vector<int> path_;
};

int face_index(std::string_view name) { return face_of_name(name); }

int corner_of(int a, int b, int c) {
  const uint16_t want = static_cast<uint16_t>(1u << a | 1u << b | 1u << c);
  for (int p = 0; p < kCorners; ++p)
    if (tables().home_faces[p] == want) return p;
  throw std::logic_error("megaminx: no such corner");
}

int edge_of(int a, int b) {
  const uint16_t want = static_cast<uint16_t>(1u << a | 1u << b);
  for (int p = kCorners; p < kPieces; ++p)
    if (tables().home_faces[p] == want) return p;
  throw std::logic_error("megaminx: no such edge");
}

struct Stage {
  // LastCorners: U's corners, the last pieces, searched as LastLayer within a budget of
  // nodes, then by the commutators of last_corners below.
  enum Kind { Bottom, Lower, Upper, LastLayer, LastCorners };
  std::vector<int> adds;
  Kind kind = Bottom;
};

// The stages, from D up (see the top of this file).
const std::vector<Stage>& stages() {
  static const std::vector<Stage> list = [] {
    const Geometry& g = geometry();
    const int u = face_index("U"), d = face_index("D");
    const auto& upper = g.neighbours[u];  // clockwise around U
    const auto& lower = g.neighbours[d];  // clockwise around D
    auto common = [&](int a, int b, const auto& ring) {
      for (int x : ring)
        if (x != a && x != b && tables().adjacent[x][a] && tables().adjacent[x][b]) return x;
      throw std::logic_error("megaminx: no common neighbour");
    };
    std::vector<Stage> out;
    out.push_back({{edge_of(d, lower[0]), edge_of(d, lower[1])}});
    out.push_back({{edge_of(d, lower[2]), edge_of(d, lower[3])}});
    out.push_back({{edge_of(d, lower[4])}});
    for (int k = 0; k < 5; ++k) out.push_back({{corner_of(d, lower[k], lower[(k + 1) % 5])}});
    for (int k = 0; k < 5; ++k) {
      const int a = lower[k], b = lower[(k + 1) % 5];
      out.push_back({{edge_of(a, b), corner_of(a, b, common(a, b, upper))}, Stage::Lower});
    }
    for (int k = 0; k < 5; ++k)
      for (int b : lower)
        if (tables().adjacent[upper[k]][b]) out.push_back({{edge_of(upper[k], b)}, Stage::Upper});
    for (int k = 0; k < 5; ++k) {
      const int a = upper[k], b = upper[(k + 1) % 5];
      out.push_back({{edge_of(a, b), corner_of(a, b, common(a, b, lower))}, Stage::Upper});
    }
    const Stage::Kind ll = Stage::LastLayer;
    out.push_back({{edge_of(u, upper[0]), edge_of(u, upper[1])}, ll});
    out.push_back({{edge_of(u, upper[2]), edge_of(u, upper[3]), edge_of(u, upper[4])}, ll});
    const Stage::Kind lc = Stage::LastCorners;
    out.push_back({{corner_of(u, upper[0], upper[1])}, lc});
    out.push_back({{corner_of(u, upper[1], upper[2])}, lc});
    out.push_back({{corner_of(u, upper[2], upper[3]), corner_of(u, upper[3], upper[4]),
                    corner_of(u, upper[4], upper[0])},
                   lc});
    return out;
  }();
  return list;
}

// The faces a stage turns: U and the faces of its pieces' homes and of where they are now,
// and every face none of whose pieces is placed yet; in the last layer, U and two upper faces.
uint16_t stage_mask(const Stage& stage, const State& s, const std::vector<bool>& placed) {
  const Tables& t = tables();
  const int u = face_index("U");
  uint16_t mask = static_cast<uint16_t>(1u << u);
  const auto& upper = geometry().neighbours[u];
  if (stage.kind == Stage::LastLayer || stage.kind == Stage::LastCorners)
    return static_cast<uint16_t>(mask | 1u << upper[0] | 1u << upper[1] | 1u << upper[4]);
  if (stage.kind == Stage::Lower) {
    for (int a : upper) mask |= static_cast<uint16_t>(1u << a);
    for (int p : stage.adds) mask |= t.home_faces[p] | t.loc_faces[type_of(p)][s.loc[p]];
    return mask;
  }
  if (stage.kind == Stage::Upper) {
    for (int a : upper) mask |= static_cast<uint16_t>(1u << a);
    return mask;
  }
  for (int p : stage.adds) mask |= t.home_faces[p] | t.loc_faces[type_of(p)][s.loc[p]];
  for (int f = 0; f < kFaces; ++f) {
    bool free = true;
    for (int p = 0; p < kPieces && free; ++p) free = !(placed[p] && (t.home_faces[p] >> f & 1));
    if (free) mask |= static_cast<uint16_t>(1u << f);
  }
  return mask;
}

// The faces that put a lower-ring pair in: U, and its corner's upper face and two lower ones.
uint16_t core_mask(const Stage& stage) {
  uint16_t mask = static_cast<uint16_t>(1u << face_index("U"));
  for (int p : stage.adds) mask |= tables().home_faces[p];
  return mask;
}

// Merges turns of one face that only commuting turns separate.
std::vector<int> simplified(const std::vector<int>& moves) {
  const Tables& t = tables();
  std::vector<int> out;
  for (int m : moves) {
    const int f = m / 4;
    int fifths = m % 4 + 1;
    bool merged = false;
    for (size_t i = out.size(); i-- > 0;) {
      const int g = out[i] / 4;
      if (g == f) {
        fifths = (fifths + out[i] % 4 + 1) % 5;
        out.erase(out.begin() + static_cast<long>(i));
        if (fifths != 0) out.insert(out.begin() + static_cast<long>(i), f * 4 + fifths - 1);
        merged = true;
        break;
      }
      if (t.adjacent[f][g]) break;
    }
    if (!merged) out.push_back(m);
  }
  return out;
}

// U's corners, the last pieces, are placed by commutators rather than by a stage's search,
// whose bounds (tables of three pieces) are weakest there. A sequence X of other faces' turns
// that takes exactly one piece out of U's layer, a corner, makes C(m) = X U^m X' U^-m a
// 3-cycle of two of U's corners and the corner X brought up; C(m) C(k)' (m != k) puts that
// one back, leaving a pure 3-cycle of U's corners. A power of X that leaves its corner in
// place, twisted, makes X^k U^m X^-k U^-m twist two of U's corners. Those of every X of up
// to kInsertLength turns are kept (one of each effect, the shortest): together they reach
// every state of U's corners. The cheapest chain of them and of U turns from any such state
// (every other piece home, U's edges turned with U by whole fifths) is found once, by
// Dijkstra from the solved puzzle (24,300 states; prepare() finds the steps and it in about
// 0.3 s).
constexpr int kInsertLength = 4;

// A step of the last corners: its turns and where it takes a corner's location.
struct CornerStep {
  std::vector<int> moves;
  std::array<uint8_t, kLocations> to;
};

std::array<uint8_t, kLocations> corner_map(const std::vector<int>& moves) {
  std::array<uint8_t, kLocations> to{};
  for (int l = 0; l < kLocations; ++l) {
    uint8_t x = static_cast<uint8_t>(l);
    for (int m : moves) x = tables().to[m][0][x];
    to[l] = x;
  }
  return to;
}

int inverse_move(int m) { return m / 4 * 4 + 3 - m % 4; }

std::vector<int> inverse_moves(const std::vector<int>& moves) {
  std::vector<int> out;
  for (size_t i = moves.size(); i-- > 0;) out.push_back(inverse_move(moves[i]));
  return out;
}

State solved_state() {
  State s{};
  for (int p = 0; p < kPieces; ++p) s.loc[p] = static_cast<uint8_t>(home_loc(p));
  return s;
}

// The U turn first, then the pure 3-cycles and double twists.
const std::vector<CornerStep>& corner_steps() {
  static const std::vector<CornerStep> list = [] {
    const Tables& t = tables();
    const int u = face_of_name("U");
    const uint16_t u_bit = static_cast<uint16_t>(1u << u);
    const State solved = solved_state();
    auto only_u_corners_moved = [&](const State& s) {
      bool any = false;
      for (int p = 0; p < kPieces; ++p) {
        if (s.loc[p] == home_loc(p)) continue;
        if (!(t.home_faces[p] & u_bit) || type_of(p) != 0) return false;
        any = true;
      }
      return any;
    };
    // Sequences by their effect on the corners, the shortest of each.
    using Shortest = std::map<std::array<uint8_t, kLocations>, std::vector<int>>;
    auto keep_shortest = [](Shortest& known, std::vector<int> seq) {
      const auto to = corner_map(seq);
      auto it = known.find(to);
      if (it == known.end() || it->second.size() > seq.size()) known[to] = std::move(seq);
    };
    // x U^m x' U^-m.
    auto with_u = [u](const std::vector<int>& x, int m) {
      std::vector<int> c = x;
      c.push_back(u * 4 + m);
      const std::vector<int> back = inverse_moves(x);
      c.insert(c.end(), back.begin(), back.end());
      c.push_back(inverse_move(u * 4 + m));
      return c;
    };
    Shortest best;  // the steps: sequences that move U's corners only
    auto keep_if_pure = [&](std::vector<int> seq) {
      State after = solved;
      for (int mv : seq) apply_move(after, mv);
      if (only_u_corners_moved(after)) keep_shortest(best, std::move(seq));
    };
    // The 3-cycles C(m) of each X, by the piece X brings up, one of each effect (the
    // shortest).
    std::map<int, Shortest> cycles;
    // X grows a turn at a time, `s` the solved puzzle after it, made from its parent's, and
    // its pieces are read until a second piece shows it is not wanted: over the 2.8 million
    // sequences, prepare() took 0.43-0.62 s when each was applied to the solved puzzle and
    // read whole, 0.27-0.34 s so (`cubelab solve -p megaminx --json`, its load_ms).
    std::vector<int> x;
    const std::function<void(const State&)> grow = [&](const State& s) {
      if (!x.empty()) {
        // Exactly one of U's pieces taken out of U's layer, a corner, and one piece put in.
        int u_moved = 0, corners_moved = 0, foreign = 0;
        for (int p = 0; p < kPieces && u_moved <= 1 && foreign <= 1; ++p) {
          const bool mine = t.home_faces[p] & u_bit;
          if (mine && s.loc[p] != home_loc(p)) ++u_moved, corners_moved += type_of(p) == 0;
          if (!mine && (t.loc_faces[type_of(p)][s.loc[p]] & u_bit)) ++foreign;
        }
        if (u_moved == 1 && corners_moved == 1 && foreign == 1) {
          int incoming = -1;
          for (int p = 0; p < kPieces; ++p)
            if (!(t.home_faces[p] & u_bit) && (t.loc_faces[type_of(p)][s.loc[p]] & u_bit))
              incoming = p;
          for (int m = 0; m < 4; ++m) keep_shortest(cycles[incoming], with_u(x, m));
          // A power of X that leaves the corner it took out back in its place, twisted, and
          // the rest of U's layer home: its commutators with U twist two corners.
          std::vector<int> power = x;
          State p = s;
          for (int k = 2; k <= 6; ++k) {
            for (int m : x) apply_move(p, m);
            power.insert(power.end(), x.begin(), x.end());
            int away = 0, twisted = 0;
            for (int q = 0; q < kPieces; ++q)
              if ((t.home_faces[q] & u_bit) && p.loc[q] != home_loc(q)) {
                ++away;
                twisted += type_of(q) == 0 && p.loc[q] / 3 == home_loc(q) / 3;
              }
            if (away != 1 || twisted != 1) continue;
            for (int m = 0; m < 4; ++m) keep_if_pure(simplified(with_u(power, m)));
            break;
          }
        }
      }
      if (static_cast<int>(x.size()) == kInsertLength) return;
      for (int m = 0; m < kMoves; ++m) {
        if (m / 4 == u || (!x.empty() && x.back() / 4 == m / 4)) continue;
        State next = s;
        apply_move(next, m);
        x.push_back(m);
        grow(next);
        x.pop_back();
      }
    };
    grow(solved);
    // Two 3-cycles through the same piece brought up, the second undone, put it back.
    for (const auto& [incoming, list] : cycles)
      for (const auto& [a_to, a] : list)
        for (const auto& [b_to, b] : list) {
          if (a_to == b_to) continue;
          std::vector<int> seq = a;
          const std::vector<int> back = inverse_moves(b);
          seq.insert(seq.end(), back.begin(), back.end());
          keep_if_pure(simplified(seq));
        }
    std::vector<CornerStep> out = {{{u * 4}, corner_map({u * 4})}};
    for (const auto& [to, moves] : best) out.push_back({moves, to});
    return out;
  }();
  return list;
}

// A state of the last corners: U's five corners' locations (six bits each, in the order of
// `corners`) and how far U's edges stand turned (fifths).
using CornerKey = uint64_t;

CornerKey corner_key(const std::array<uint8_t, 5>& locs, int offset) {
  CornerKey k = static_cast<CornerKey>(offset);
  for (uint8_t l : locs) k = k << 6 | l;
  return k;
}

struct CornerPlan {
  std::vector<int> corners;  // U's corners, in the order of the keys
  // For each state that reaches home: the first step of a cheapest chain (-1 at home).
  std::unordered_map<CornerKey, int> first_step;
};

// U's corners, in the order of the last stages.
std::vector<int> last_corner_pieces() {
  std::vector<int> corners;
  for (const Stage& st : stages())
    if (st.kind == Stage::LastCorners)
      corners.insert(corners.end(), st.adds.begin(), st.adds.end());
  return corners;
}

const CornerPlan& corner_plan() {
  static const CornerPlan plan = [] {
    const std::vector<int> corners = last_corner_pieces();
    const std::vector<CornerStep>& steps = corner_steps();
    CornerPlan p;
    p.corners = corners;
    // Dijkstra from home, backwards: a state's predecessor through step s is where s's
    // inverse takes it.
    std::vector<std::array<uint8_t, kLocations>> back(steps.size());
    for (size_t i = 0; i < steps.size(); ++i)
      for (int l = 0; l < kLocations; ++l) back[i][steps[i].to[l]] = static_cast<uint8_t>(l);
    struct Node {
      std::array<uint8_t, 5> locs;
      int offset;
    };
    std::array<uint8_t, 5> home{};
    for (size_t i = 0; i < 5; ++i) home[i] = static_cast<uint8_t>(home_loc(corners[i]));
    std::unordered_map<CornerKey, int> cost;
    std::unordered_map<CornerKey, Node> nodes;
    using Item = std::pair<int, CornerKey>;
    std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
    const CornerKey goal = corner_key(home, 0);
    cost[goal] = 0;
    nodes[goal] = {home, 0};
    p.first_step[goal] = -1;
    queue.push({0, goal});
    while (!queue.empty()) {
      const auto [c, key] = queue.top();
      queue.pop();
      if (cost[key] != c) continue;
      const Node node = nodes[key];
      for (size_t i = 0; i < steps.size(); ++i) {
        Node prev = node;
        for (uint8_t& l : prev.locs) l = back[i][l];
        if (i == 0) prev.offset = (prev.offset + 4) % 5;  // the U turn
        const int pc = c + static_cast<int>(steps[i].moves.size());
        const CornerKey k = corner_key(prev.locs, prev.offset);
        auto it = cost.find(k);
        if (it != cost.end() && it->second <= pc) continue;
        cost[k] = pc;
        nodes[k] = prev;
        p.first_step[k] = static_cast<int>(i);
        queue.push({pc, k});
      }
    }
    return p;
  }();
  return plan;
}

// Appends to `out` the turns that bring U's corners home from `s` (every other piece home
// but U's edges, turned with U by whole fifths) and applies them to s.
void last_corners(State& s, std::vector<int>& out) {
  const int u = face_of_name("U");
  int u_edge = -1;
  for (int p = kCorners; p < kPieces; ++p)
    if (tables().home_faces[p] >> u & 1) u_edge = p;
  const CornerPlan& plan = corner_plan();
  const std::vector<int>& corners = plan.corners;
  const std::vector<CornerStep>& steps = corner_steps();
  for (;;) {
    std::array<uint8_t, 5> locs{};
    for (size_t i = 0; i < 5; ++i) locs[i] = s.loc[corners[i]];
    int offset = -1;
    uint8_t l = static_cast<uint8_t>(home_loc(u_edge));
    for (int k = 0; k < 5 && offset < 0; ++k, l = tables().to[u * 4][1][l])
      if (l == s.loc[u_edge]) offset = k;
    const auto it = plan.first_step.find(corner_key(locs, offset));
    if (offset < 0 || it == plan.first_step.end())
      throw std::logic_error("megaminx solver: U's corners cannot be reached by the last steps");
    if (it->second < 0) return;
    for (int m : steps[static_cast<size_t>(it->second)].moves) {
      apply_move(s, m);
      out.push_back(m);
    }
  }
}

}  // namespace

void prepare() {
  geometry();
  tables();
  stages();
  corner_plan();
}

size_t table_count() {
  std::lock_guard<std::mutex> lock(cache_mutex);
  return cache.size();
}

size_t table_bytes() {
  std::lock_guard<std::mutex> lock(cache_mutex);
  return cache_bytes;
}

std::optional<std::vector<Move>> solve(const Megaminx& held, const std::function<bool()>& stopped,
                                       long long last_corner_nodes) {
  // Validates it (the text's reader does too, but a state may come from elsewhere).
  const Megaminx checked = Megaminx::from_stickers(held.stickers());
  const int r = checked.home_rotation();
  const Megaminx::Pieces pieces = checked.rotated(r).pieces();
  State s{};
  for (int pos = 0; pos < kCorners; ++pos)
    s.loc[pieces.corner[pos]] = static_cast<uint8_t>(pos * 3 + pieces.twist[pos]);
  for (int pos = 0; pos < kEdges; ++pos)
    s.loc[kCorners + pieces.edge[pos]] = static_cast<uint8_t>(pos * 2 + pieces.flip[pos]);

  std::vector<int> moves;
  std::vector<bool> placed(kPieces, false);
  // One search: the stage's pieces home (or, with `goal`, each on one of its faces), every
  // placed piece kept, turning the faces of `mask`; the kept pieces' tables in groups of
  // `size`.
  auto run = [&](const std::vector<int>& adds, uint16_t mask, uint16_t goal, size_t size,
                 long long budget = -1) {
    std::vector<const GroupTable*> groups = {&table_for(mask, adds, goal)};
    std::vector<int> kept;
    for (int p = 0; p < kPieces; ++p)
      if (placed[p] && (tables().home_faces[p] & mask)) kept.push_back(p);
    for (size_t i = 0; i < kept.size(); i += size) {
      std::vector<int> group(kept.begin() + static_cast<long>(i),
                             kept.begin() + static_cast<long>(std::min(i + size, kept.size())));
      groups.push_back(&table_for(mask, group));
    }
    StageSearch search(mask, groups, stopped, budget);
    if (!search.run(s, moves, 40))
      throw std::logic_error("megaminx solver: a stage found no solution");
  };
  try {
    for (const Stage& stage : stages()) {
      if (stage.kind == Stage::Lower) {
        // A lower-ring pair goes in by U, its upper face and its slot's two lower faces (their
        // tables kept for the next solve); when a piece is on none of these, U and the upper
        // ring (and the faces it is on) bring it to one first.
        const uint16_t insert = core_mask(stage);
        bool ready = true;
        for (int p : stage.adds)
          ready = ready && (tables().loc_faces[type_of(p)][s.loc[p]] & insert);
        if (!ready) run(stage.adds, stage_mask(stage, s, placed), insert, 2);
        run(stage.adds, insert, 0, 3);
      } else if (stage.kind == Stage::LastCorners) {
        // The search's solutions are the shorter, the commutators' the surer: the search
        // gets a budget, and when it runs out the commutators place every corner left.
        try {
          run(stage.adds, stage_mask(stage, s, placed), 0, 3, last_corner_nodes);
        } catch (const OutOfNodes&) {
          last_corners(s, moves);
          break;
        }
      } else {
        // The faces of the upper stages and of the last layer are the same whatever the state:
        // their tables are kept, so their groups can be larger.
        run(stage.adds, stage_mask(stage, s, placed), 0, stage.kind == Stage::Bottom ? 2 : 3);
      }
      for (int p : stage.adds) placed[p] = true;
    }
  } catch (const Stopped&) {
    return std::nullopt;
  }
  for (int p = 0; p < kPieces; ++p)
    if (s.loc[p] != home_loc(p)) throw std::logic_error("megaminx solver: not solved");

  // Faces named as held: the rotation took the face at q to rotation_face[r][q].
  std::array<int, kFaces> held_face{};
  for (int q = 0; q < kFaces; ++q) held_face[geometry().rotation_face[r][q]] = q;
  std::vector<Move> out;
  for (int m : simplified(moves)) {
    constexpr int kAmount[4] = {1, 2, -2, -1};
    out.push_back({Move::Kind::Face, held_face[m / 4], kAmount[m % 4]});
  }
  return out;
}

}  // namespace cubelab::megaminx
