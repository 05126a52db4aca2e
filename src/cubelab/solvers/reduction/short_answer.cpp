#include "cubelab/solvers/reduction/short_answer.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>

#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/nxn/nxn_validate.h"
#include "cubelab/cube/rotation.h"

namespace cubelab::reduction {
namespace {

using nxn::NxnCube;
using nxn::NxnMove;

constexpr int kMostDepth = 3;

// Every outer block of up to half the cube from each face, in each power.
std::vector<NxnMove> block_turns(int n) {
  std::vector<NxnMove> out;
  for (int face = 0; face < 6; ++face)
    for (int k = 1; k <= n / 2; ++k)
      for (int turns = 1; turns <= 3; ++turns) out.push_back({face, 1, k, turns});
  return out;
}

// The state up to the whole cube's rotations: its facelets held in the standard orientation.
uint64_t key_of(const NxnCube& cube) {
  return std::hash<std::string>{}(nxn::standard_orientation(cube).facelets());
}

// A state's turns from the solved cube (indices into block_turns), fewest first.
struct Reached {
  uint8_t depth = 0;
  std::array<uint16_t, kMostDepth> turns{};  // 6 x n/2 x 3 turns
};

struct SolvedSide {
  std::vector<NxnMove> turns;
  std::unordered_map<uint64_t, Reached> reached;
};

// Each state from `from` one turn further, a turn of another block than the last.
template <typename Visit>
void expand(const std::vector<NxnMove>& turns, const NxnCube& from, int last, Visit visit) {
  for (size_t i = 0; i < turns.size(); ++i) {
    if (last >= 0 && turns[i].face == turns[static_cast<size_t>(last)].face &&
        turns[i].last_layer == turns[static_cast<size_t>(last)].last_layer)
      continue;
    NxnCube next = from;
    next.apply(turns[i]);
    visit(next, static_cast<int>(i));
  }
}

std::shared_ptr<const SolvedSide> build_solved_side(int n) {
  auto side = std::make_shared<SolvedSide>();
  side->turns = block_turns(n);
  struct State {
    NxnCube cube;
    Reached path;
    int last;
  };
  std::vector<State> level = {{NxnCube(n), {}, -1}};
  side->reached.emplace(key_of(level.front().cube), Reached{});
  for (int depth = 1; depth <= solved_depth(n); ++depth) {
    std::vector<State> next;
    for (const State& s : level)
      expand(side->turns, s.cube, s.last, [&](const NxnCube& cube, int turn) {
        Reached path = s.path;
        path.turns[static_cast<size_t>(depth - 1)] = static_cast<uint16_t>(turn);
        path.depth = static_cast<uint8_t>(depth);
        if (!side->reached.emplace(key_of(cube), path).second) return;
        if (depth < solved_depth(n)) next.push_back({cube, path, turn});
      });
    level = std::move(next);
  }
  return side;
}

std::shared_ptr<const SolvedSide> solved_side(int n) {
  static std::mutex mutex;
  static std::map<int, std::shared_ptr<const SolvedSide>> built;
  std::lock_guard lock(mutex);
  auto& side = built[n];
  if (!side) side = build_solved_side(n);
  return side;
}

}  // namespace

int solved_depth(int n) { return n <= 7 ? 3 : n <= 12 ? 2 : n <= 35 ? 1 : 0; }
int cube_depth(int n) { return n <= 12 ? 2 : n <= 35 ? 1 : 0; }

std::optional<std::vector<NxnMove>> short_answer(const NxnCube& input) {
  const int n = input.size();
  if (n < 4 || cube_depth(n) == 0) return std::nullopt;
  const std::shared_ptr<const SolvedSide> side = solved_side(n);
  const std::vector<NxnMove> rotation = nxn::standard_orientation_turn(input);
  NxnCube start = input;
  start.apply(rotation);

  // Every meeting of the two searches, the fewest turns first. The two states met are the
  // same up to a whole-cube rotation, so the solved side's turns are played in the frame
  // that rotation gives them (one of 24, found by trying: meetings are few); the answer ends
  // solved in some orientation, which is solved. A key is a hash: each answer is verified.
  struct Meeting {
    int total;
    std::vector<NxnMove> from_cube, to_solved;
  };
  std::vector<Meeting> meetings;
  std::function<void(const NxnCube&, int, std::vector<NxnMove>&)> search =
      [&](const NxnCube& cube, int last, std::vector<NxnMove>& path) {
        const auto found = side->reached.find(key_of(cube));
        if (found != side->reached.end()) {
          Meeting m{static_cast<int>(path.size()) + found->second.depth, path, {}};
          for (int i = found->second.depth - 1; i >= 0; --i)
            m.to_solved.push_back(nxn::inverse(side->turns[found->second.turns[i]]));
          meetings.push_back(std::move(m));
        }
        if (static_cast<int>(path.size()) == cube_depth(n)) return;
        expand(side->turns, cube, last, [&](const NxnCube& next, int turn) {
          path.push_back(side->turns[static_cast<size_t>(turn)]);
          search(next, turn, path);
          path.pop_back();
        });
      };
  std::vector<NxnMove> path;
  search(start, -1, path);
  std::stable_sort(meetings.begin(), meetings.end(),
                   [](const Meeting& a, const Meeting& b) { return a.total < b.total; });
  for (const Meeting& m : meetings)
    for (const Rotation& r : Rotation::all()) {
      std::vector<NxnMove> moves = rotation;
      for (const NxnMove& t : m.from_cube) nxn::push_merged(moves, t, n);
      for (const NxnMove& t : nxn::rotated(m.to_solved, r)) nxn::push_merged(moves, t, n);
      NxnCube check = input;
      check.apply(moves);
      if (check.is_solved()) return moves;
    }
  return std::nullopt;
}

std::optional<Result> short_result(const NxnCube& cube) {
  std::optional<std::vector<NxnMove>> moves = short_answer(cube);
  if (!moves) return std::nullopt;
  const int n = cube.size();
  Result result;
  result.stages.push_back(
      {"search", *moves,
       fmt::format("{} OBTM: the shortest answer of up to {} outer block turns, by a search "
                   "from the solved cube and from the cube",
                   nxn::obtm(*moves, n), solved_depth(n) + cube_depth(n))});
  result.moves = std::move(*moves);
  return result;
}

}  // namespace cubelab::reduction
