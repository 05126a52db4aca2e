#include "cubelab/cube/nxn/nxn_move.h"

#include <fmt/format.h>

#include <algorithm>

#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/move_tokens.h"

namespace cubelab::nxn {
namespace {

int face_of_letter(char c) {
  const auto it = std::find(kFaceNames.begin(), kFaceNames.end(), c);
  return it == kFaceNames.end() ? -1 : static_cast<int>(it - kFaceNames.begin());
}

// The move a token stands for on the n-layer cube; refuses layers it does not have.
NxnMove move_of(const MoveToken& t, std::string_view text, int n) {
  auto refuse = [&](const std::string& why) { throw_notation_error(text, t.pos, t.len, why); };
  const int turns = t.quarter_turns;
  const int middle = (n + 1) / 2;
  switch (t.base) {
    case 'x':
      return {R, 1, n, turns};
    case 'y':
      return {U, 1, n, turns};
    case 'z':
      return {F, 1, n, turns};
    case 'M':
    case 'E':
    case 'S':
      if (n % 2 == 0)
        refuse(fmt::format("the {}x{}x{} has no middle layer (M E S are for odd cubes)", n, n, n));
      return {t.base == 'M' ? L : t.base == 'E' ? D : F, middle, middle, turns};
    default:
      break;
  }
  const int face = face_of_letter(t.base);
  NxnMove m{face, 1, 1, turns};
  if (t.last_layer != 0) {
    m = {face, t.layer, t.last_layer, turns};  // 2-3Rw
  } else if (t.wide) {
    m.last_layer = t.layer != 0 ? t.layer : 2;  // 3Rw, Rw
  } else if (t.layer != 0) {
    m.first_layer = m.last_layer = t.layer;  // 2R
  }
  if (m.last_layer > n)
    refuse(
        fmt::format("the {}x{}x{} has {} layers, this turns layer {}", n, n, n, n, m.last_layer));
  return m;
}

std::string power_suffix(int turns) { return turns == 2 ? "2" : turns == 3 ? "'" : ""; }

}  // namespace

void check_size(int n) {
  if (n < 2 || n > kMaxSize)
    throw InputError(ErrorCode::Limit,
                     fmt::format("an NxNxN cube has 2 to {} layers a side, not {}", kMaxSize, n));
}

bool is_valid(const NxnMove& move, int n) {
  return move.face >= 0 && move.face < kFaces && move.first_layer >= 1 &&
         move.first_layer <= move.last_layer && move.last_layer <= n && move.turns >= 1 &&
         move.turns <= 3;
}

bool is_rotation(const NxnMove& move, int n) {
  return move.first_layer == 1 && move.last_layer == n;
}

bool is_outer_block(const NxnMove& move, int n) {
  return move.first_layer == 1 || move.last_layer == n;
}

NxnMove inverse(const NxnMove& move) {
  NxnMove m = move;
  m.turns = 4 - m.turns;
  return m;
}

std::vector<NxnMove> inverse(std::span<const NxnMove> moves) {
  std::vector<NxnMove> out;
  out.reserve(moves.size());
  for (auto it = moves.rbegin(); it != moves.rend(); ++it) out.push_back(inverse(*it));
  return out;
}

std::vector<NxnMove> commutator(std::span<const NxnMove> x, std::span<const NxnMove> y) {
  std::vector<NxnMove> out(x.begin(), x.end());
  out.insert(out.end(), y.begin(), y.end());
  for (const std::vector<NxnMove>& back : {inverse(x), inverse(y)})
    out.insert(out.end(), back.begin(), back.end());
  return out;
}

std::vector<NxnMove> parse_moves(std::string_view text, int n) {
  check_size(n);
  std::vector<NxnMove> moves;
  for (const MoveToken& t : tokenize_moves(text, MoveNotation::big_cube))
    moves.push_back(move_of(t, text, n));
  return moves;
}

std::string to_string(const NxnMove& move, int n) {
  if (is_rotation(move, n)) {
    // The rotations are named from R, U and F; from the opposite face they turn backwards.
    static constexpr char kAxis[] = {'y', 'x', 'z'};
    return kAxis[move.face % 3] + power_suffix(move.face < 3 ? move.turns : 4 - move.turns);
  }
  const std::string power = power_suffix(move.turns);
  const char face = kFaceNames[move.face];
  const int a = move.first_layer, b = move.last_layer;
  if (n % 2 == 1 && a == b && a == (n + 1) / 2 &&
      (move.face == L || move.face == D || move.face == F))
    return std::string(1, move.face == L ? 'M' : move.face == D ? 'E' : 'S') + power;
  if (a == 1 && b == 1) return face + power;
  if (a == 1 && b == 2) return fmt::format("{}w{}", face, power);
  if (a == 1) return fmt::format("{}{}w{}", b, face, power);
  if (a == b) return fmt::format("{}{}{}", a, face, power);
  return fmt::format("{}-{}{}w{}", a, b, face, power);
}

std::string to_string(std::span<const NxnMove> moves, int n) {
  std::string s;
  for (const NxnMove& m : moves) {
    if (!s.empty()) s += ' ';
    s += to_string(m, n);
  }
  return s;
}

int obtm(const NxnMove& move, int n) {
  if (is_rotation(move, n)) return 0;
  return is_outer_block(move, n) ? 1 : 2;
}

int sltm(const NxnMove& move, int n) {
  const int k = move.last_layer - move.first_layer + 1;
  return std::min(k, n - k);
}

int obtm(std::span<const NxnMove> moves, int n) {
  int total = 0;
  for (const NxnMove& m : moves) total += obtm(m, n);
  return total;
}

int obqtm(std::span<const NxnMove> moves, int n) {
  int total = 0;
  for (const NxnMove& m : moves) total += obtm(m, n) * (m.turns == 2 ? 2 : 1);
  return total;
}

int sltm(std::span<const NxnMove> moves, int n) {
  int total = 0;
  for (const NxnMove& m : moves) total += sltm(m, n);
  return total;
}

int length(std::span<const NxnMove> moves, int n, TurnMetric metric) {
  return metric == TurnMetric::Sltm ? sltm(moves, n) : obtm(moves, n);
}

}  // namespace cubelab::nxn
