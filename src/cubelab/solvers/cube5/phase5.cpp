#include "cubelab/solvers/cube5/phase5.h"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "cubelab/coord/ranking.h"
#include "cubelab/cube/move.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/solvers/cube5/centre_splits.h"
#include "cubelab/solvers/cube5/centres.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::cube5 {
namespace {

// The eight slots phase 5 pairs: UF UB DF DB FR FL BL BR (Kociemba's numbers).
constexpr std::array<int, 8> kPairedSlots = {1, 3, 5, 7, 8, 9, 10, 11};
constexpr int kOrders = 40320;
constexpr uint64_t kWingEntries = uint64_t{kOrders} * 4900;

int paired_index(int slot) {
  const auto* at = std::find(kPairedSlots.begin(), kPairedSlots.end(), slot);
  return at == kPairedSlots.end() ? -1 : static_cast<int>(at - kPairedSlots.begin());
}

// The mirror's map of one coordinate: from[i][x] is x after move i, to[i][y] the mirrored
// coordinate's y after move i, mirror[i] move i's image. Follows the moves from `start` (which
// the mirror keeps: solved), setting the image of x after i to to[mirror[i]][image of x], and
// checks that every value and move agrees and that the map is one to one; a mirror that is
// not one is a bug.
template <class From, class To>
std::vector<uint16_t> mirror_map(const From& from, const To& to,
                                 const std::array<uint8_t, kPhase5Moves>& mirror, uint16_t start) {
  constexpr uint16_t kUnset = 0xFFFF;
  const size_t values = from[0].size();
  std::vector<uint16_t> image(values, kUnset);
  image[start] = start;
  std::vector<uint16_t> todo = {start};
  while (!todo.empty()) {
    const uint16_t x = todo.back();
    todo.pop_back();
    for (size_t i = 0; i < from.size(); ++i) {
      const uint16_t next = from[i][x], mirrored = to[mirror[i]][image[x]];
      if (image[next] == kUnset) {
        image[next] = mirrored;
        todo.push_back(next);
      } else if (image[next] != mirrored) {
        throw std::logic_error("cube5: phase 5's mirror image does not commute with its moves");
      }
    }
  }
  std::vector<bool> taken(values, false);
  for (uint16_t y : image) {
    if (y == kUnset || taken[y])
      throw std::logic_error("cube5: phase 5's mirror map is not one to one");
    taken[y] = true;
  }
  return image;
}

uint64_t split_key(const SplitState& s) {
  uint64_t k = 0;
  for (uint8_t v : s) k = k * kSplits + v;
  return k;
}

}  // namespace

Phase5::Phase5() {
  const EdgeModel& model = edge_model();
  moves_ = phase_moves(model.phase5);
  if (moves_.stage.size() != kPhase5Moves)
    throw std::logic_error("cube5: phase 5 has another number of moves");

  // Each move's mirror image in the plane between R and L (nxn::mirrored).
  for (int i = 0; i < kPhase5Moves; ++i) {
    const nxn::NxnMove image = nxn::mirrored(std::vector{five_move(moves_.stage[i])})[0];
    int j = 0;
    while (j < kPhase5Moves && !(five_move(moves_.stage[j]) == image)) ++j;
    if (j == kPhase5Moves)
      throw std::logic_error("cube5: a phase-5 move's mirror image is not a phase-5 move");
    mirror_[i] = static_cast<uint8_t>(j);
  }

  // Edges: a label's wing at slot index k goes to to[k]; its midge (the label) from j to
  // midge[j], which relabels it.
  std::vector<std::array<uint16_t, kOrders>> high_moves(kPhase5Moves);
  for (int i = 0; i < kPhase5Moves; ++i) {
    const int m = moves_.stage[i];
    std::array<std::array<uint8_t, 8>, 3> to{};
    for (int k = 0; k < 8; ++k) {
      const int s = kPairedSlots[k];
      const int targets[3] = {model.midge_after[m][s], model.wing_after[m][model.typed[s][0]] / 2,
                              model.wing_after[m][model.typed[s][1]] / 2};
      for (int t = 0; t < 3; ++t) {
        const int index = paired_index(targets[t]);
        if (index < 0) throw std::logic_error("cube5: a phase-5 move parts a paired edge");
        to[t][k] = static_cast<uint8_t>(index);
      }
    }
    std::array<uint8_t, 8> where{}, moved{};
    for (int r = 0; r < kOrders; ++r) {
      rank::unrank_permutation(static_cast<uint32_t>(r), where);
      for (int t = 1; t <= 2; ++t) {
        for (int label = 0; label < 8; ++label) moved[to[0][label]] = to[t][where[label]];
        (t == 1 ? low_moves_[i] : high_moves[i])[r] =
            static_cast<uint16_t>(rank::permutation(moved));
      }
    }
  }

  mirrored_highs_ = mirror_map(high_moves, low_moves_, mirror_, 0);

  // Centres: the split states phase 5's moves reach from solved, indexed.
  const std::vector<SplitState> states = reachable_splits(std::span(moves_.stage));
  centre_keys_.resize(states.size());
  centre_index_.resize(states.size());
  fb_.resize(states.size());
  for (size_t k = 0; k < states.size(); ++k) {
    centre_keys_[k] = split_key(states[k]);
    fb_[k] = static_cast<uint16_t>(states[k][4] * 70 + states[k][5]);
  }
  std::iota(centre_index_.begin(), centre_index_.end(), 0u);
  std::sort(centre_index_.begin(), centre_index_.end(),
            [&](uint32_t a, uint32_t b) { return centre_keys_[a] < centre_keys_[b]; });
  std::vector<uint64_t> sorted(states.size());
  for (size_t k = 0; k < states.size(); ++k) sorted[k] = centre_keys_[centre_index_[k]];
  centre_keys_ = std::move(sorted);
  auto index_of = [&](const SplitState& s) {
    const auto at = std::lower_bound(centre_keys_.begin(), centre_keys_.end(), split_key(s));
    if (at == centre_keys_.end() || *at != split_key(s))
      throw std::logic_error("cube5: phase 5 from centres it cannot solve");
    return centre_index_[at - centre_keys_.begin()];
  };
  centre_moves_.resize(states.size());
  for (size_t k = 0; k < states.size(); ++k)
    for (int i = 0; i < kPhase5Moves; ++i)
      centre_moves_[k][i] = index_of(splits_after(states[k], moves_.stage[i]));

  tables::TableSpec spec;
  spec.name = kPhase5Tables[1].name;
  spec.parameters = "split states phase 5 reaches (176,400), 4 bits";
  spec.description = kPhase5Tables[1].description;
  spec.expected_bytes = tables::nibble_bytes(states.size());
  spec.expected_seconds = 0.1;
  centres_ = tables::get_table(spec, [&](tables::BuildContext& ctx) {
               std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(states.size()));
               const std::vector<uint64_t> goals = {0};
               tables::build_nibble_bfs(
                   table, states.size(), goals,
                   [&](uint64_t e, bool, auto&& emit) {
                     for (uint32_t next : centre_moves_[e])
                       if (emit(next)) return;
                   },
                   ctx, 15, 10);
             }).data();

  // The F-B split's moves (both orbits), and each split's mirror image.
  std::vector<std::array<uint16_t, 4900>> fb_moves(kPhase5Moves);
  for (int fb = 0; fb < 4900; ++fb)
    for (int i = 0; i < kPhase5Moves; ++i)
      fb_moves[i][fb] =
          static_cast<uint16_t>(axis_splits()[2].after(0, fb / 70, moves_.stage[i]) * 70 +
                                axis_splits()[2].after(1, fb % 70, moves_.stage[i]));
  const uint16_t solved_fb =
      static_cast<uint16_t>(axis_splits()[2].solved() * 70 + axis_splits()[2].solved());
  const std::vector<uint16_t> fb_mirror = mirror_map(fb_moves, fb_moves, mirror_, solved_fb);
  fb_mirrored_.resize(fb_.size());
  for (size_t k = 0; k < fb_.size(); ++k) fb_mirrored_[k] = fb_mirror[fb_[k]];

  spec.name = kPhase5Tables[0].name;
  spec.parameters = "low wings (8!) x F-B centre splits (4,900), 4 bits";
  spec.description = kPhase5Tables[0].description;
  spec.expected_bytes = tables::nibble_bytes(kWingEntries);
  spec.expected_seconds = 5;
  lows_ = tables::get_table(spec, [&](tables::BuildContext& ctx) {
            std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(kWingEntries));
            const std::vector<uint64_t> goals = {solved_fb};
            tables::build_nibble_bfs(
                table, kWingEntries, goals,
                [&](uint64_t e, bool, auto&& emit) {
                  const auto order = static_cast<uint32_t>(e / 4900);
                  const auto fb = static_cast<uint32_t>(e % 4900);
                  for (int i = 0; i < kPhase5Moves; ++i)
                    if (emit(uint64_t{low_moves_[i][order]} * 4900 + fb_moves[i][fb])) return;
                },
                ctx, 15, 14);
          }).data();
}

const Phase5& Phase5::get() {
  static const Phase5 phase5;
  return phase5;
}

Phase5State Phase5::state_of(const nxn::NxnCube& cube, const Edges& edges) const {
  const EdgeModel& model = edge_model();
  std::array<int, kSlots> label{};
  label.fill(-1);
  for (int k = 0; k < 8; ++k) label[edges.midge[kPairedSlots[k]]] = k;
  std::array<uint8_t, 8> lows{}, highs{};
  std::array<int, 8> seen{};
  for (int k = 0; k < 8; ++k)
    for (int t = 0; t < 2; ++t) {
      const int e = edges.wing[model.typed[kPairedSlots[k]][t]] / 2;
      if (label[e] < 0) throw std::logic_error("cube5: phase 5 from a state off phase 4's goal");
      (t == 0 ? lows : highs)[label[e]] = static_cast<uint8_t>(k);
      seen[label[e]] |= 1 << t;
    }
  for (int v : seen)
    if (v != 3) throw std::logic_error("cube5: phase 5 from a state off phase 4's goal");
  State s;
  s.lows = static_cast<uint16_t>(rank::permutation(lows));
  s.highs = mirrored_highs_[rank::permutation(highs)];
  const SplitState splits = splits_of(cube);
  const auto at = std::lower_bound(centre_keys_.begin(), centre_keys_.end(), split_key(splits));
  if (at == centre_keys_.end() || *at != split_key(splits))
    throw std::logic_error("cube5: phase 5 from centres it cannot solve");
  s.centres = centre_index_[at - centre_keys_.begin()];
  return s;
}

int Phase5::low_distance(const State& s) const {
  return tables::nibble(lows_.data(), uint64_t{s.lows} * 4900 + fb_[s.centres]);
}
int Phase5::high_distance(const State& s) const {
  return tables::nibble(lows_.data(), uint64_t{s.highs} * 4900 + fb_mirrored_[s.centres]);
}
int Phase5::centre_distance(const State& s) const {
  return tables::nibble(centres_.data(), s.centres);
}

}  // namespace cubelab::cube5
