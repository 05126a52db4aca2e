#include "cubelab/solvers/twophase/axial_tables.h"

#include <algorithm>
#include <cstring>

#include "cubelab/coord/coordinates.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::twophase {
namespace {

using coord::kFlip;
using coord::kTwist;
using coord::kUdEdgePerm;

constexpr uint64_t kCornSliceBytes = uint64_t{kCornerClasses} * 24 + kCornerClasses;

// Build times: docs/results.md, "First run".
const tables::TableSpec kAxialPhase1Spec{
    "twophase-axial-phase1",
    "axial phase-1 distance (45 axial moves), flip_ud_slice/16 (64430 classes) x twist (2187), "
    "4 bits",
    1,
    "axial-metric phase-1 distance table of the two-phase solver",
    tables::nibble_bytes(kPhase1Entries),
    12};
const tables::TableSpec kAxialPhase2Spec{
    "twophase-axial-phase2",
    "axial phase-2 distance (21 axial moves of H), corner_perm/16 (2768 classes) x ud_edge_perm "
    "(40320), 4 bits, 15 = 15+",
    1,
    "axial-metric phase-2 distance table (corners x U/D edges) of the two-phase solver",
    tables::nibble_bytes(kPhase2Entries),
    12};
const tables::TableSpec kAxialCornSliceSpec{
    "twophase-axial-cornslice",
    "axial phase-2 distance (21 axial moves of H) of corner_perm/16 x slice_perm (24), then of "
    "corner_perm/16 alone",
    1,
    "axial-metric phase-2 distances of the corners and slice edges of the two-phase solver",
    kCornSliceBytes,
    0.5};

bool in_h(const AxialMove& a) {
  for (Move m : a.span())
    if (!(coord::kPhase2Moves >> m & 1)) return false;
  return true;
}

void build_axial_phase1(const Coords& c, tables::BuildContext& ctx) {
  auto table = ctx.allocate(tables::nibble_bytes(kPhase1Entries));
  const auto& sym = c.flip_slice_sym;
  const uint32_t solved_class = sym.class_of(c.slice_solved * kFlip);
  std::vector<uint64_t> goals{uint64_t{solved_class} * kTwist};
  const std::vector<AxialMove>& moves = axial_phase1_moves();
  tables::build_nibble_bfs(
      table, kPhase1Entries, goals,
      [&](uint64_t i, bool all, auto&& emit) {
        const uint32_t cls = static_cast<uint32_t>(i / kTwist);
        const uint32_t twist0 = static_cast<uint32_t>(i % kTwist);
        const uint32_t rep = sym.representative(cls);
        for (const AxialMove& a : moves) {
          uint32_t flip = rep % kFlip, slice = rep / kFlip, twist = twist0;
          for (Move m : a.span()) {
            flip = c.flip(flip, m);
            slice = c.ud_slice(slice, m);
            twist = c.twist(twist, m);
          }
          const uint32_t p = sym.packed(slice * kFlip + flip);
          const uint32_t cls1 = p >> 8;
          const uint32_t tw1 = c.twist_conj(twist, p & 0xFF);
          const uint64_t base = uint64_t{cls1} * kTwist;
          if (emit(base + tw1)) return;
          if (!all) continue;
          for (uint64_t self = sym.self_symmetries(cls1) >> 1, s = 1; self; self >>= 1, ++s)
            if (self & 1) emit(base + c.twist_conj(tw1, static_cast<int>(s)));
        }
      },
      ctx, 14, 10);
}

void build_axial_phase2(const Coords& c, tables::BuildContext& ctx) {
  auto table = ctx.allocate(tables::nibble_bytes(kPhase2Entries));
  const auto& sym = c.corner_sym;
  std::vector<uint64_t> goals{0};
  const std::vector<AxialMove>& moves = axial_phase2_moves();
  tables::build_nibble_bfs(
      table, kPhase2Entries, goals,
      [&](uint64_t i, bool all, auto&& emit) {
        const uint32_t cls = static_cast<uint32_t>(i / kUdEdgePerm);
        const uint32_t ud0 = static_cast<uint32_t>(i % kUdEdgePerm);
        const uint32_t rep = sym.representative(cls);
        for (const AxialMove& a : moves) {
          uint32_t corners = rep, ud = ud0;
          for (Move m : a.span()) {
            corners = c.corners(corners, m);
            ud = c.ud_edges(ud, m);
          }
          const uint32_t p = sym.packed(corners);
          const uint32_t cls1 = p >> 8;
          const uint32_t ud1 = c.ud_edges_conj(ud, p & 0xFF);
          const uint64_t base = uint64_t{cls1} * kUdEdgePerm;
          if (emit(base + ud1)) return;
          if (!all) continue;
          for (uint64_t self = sym.self_symmetries(cls1) >> 1, s = 1; self; self >>= 1, ++s)
            if (self & 1) emit(base + c.ud_edges_conj(ud1, static_cast<int>(s)));
        }
      },
      ctx, 15, 12);
}

void build_axial_cornslice(const Coords& c, tables::BuildContext& ctx) {
  const std::vector<AxialMove>& moves = axial_phase2_moves();
  const coord::MoveTable slice_perm(coord::slice_perm_coord(), coord::kPhase2Moves);
  const std::vector<uint8_t> raw = build_distance_table(
      uint64_t{coord::kCornerPerm} * 24, std::vector<uint64_t>{0}, static_cast<int>(moves.size()),
      [&](uint64_t s, int k) {
        uint32_t corners = static_cast<uint32_t>(s / 24), slice = static_cast<uint32_t>(s % 24);
        for (Move m : moves[k].span()) {
          corners = c.corners(corners, m);
          slice = slice_perm(slice, m);
        }
        return uint64_t{corners} * 24 + slice;
      });
  auto out = ctx.allocate(kCornSliceBytes);
  // Reduced like corner_sym (distances are the same for conjugates), then the least over the
  // slice permutations: the corners' own distance.
  for (uint32_t cls = 0; cls < kCornerClasses; ++cls) {
    const uint8_t* row = &raw[size_t{c.corner_sym.representative(cls)} * 24];
    std::memcpy(&out[size_t{cls} * 24], row, 24);
    out[size_t{kCornerClasses} * 24 + cls] = *std::min_element(row, row + 24);
  }
  ctx.progress(1);
}

const uint8_t* axial_phase1_table() {
  const Coords& c = coords();
  return tables::get_table(kAxialPhase1Spec,
                           [&](tables::BuildContext& ctx) { build_axial_phase1(c, ctx); })
      .data()
      .data();
}

const uint8_t* axial_phase2_table() {
  const Coords& c = coords();
  return tables::get_table(kAxialPhase2Spec,
                           [&](tables::BuildContext& ctx) { build_axial_phase2(c, ctx); })
      .data()
      .data();
}

std::span<const uint8_t> axial_cornslice_table() {
  const Coords& c = coords();
  return tables::get_table(kAxialCornSliceSpec,
                           [&](tables::BuildContext& ctx) { build_axial_cornslice(c, ctx); })
      .data()
      .first(kCornSliceBytes);
}

}  // namespace

const std::vector<AxialMove>& axial_phase1_moves() {
  static const std::vector<AxialMove> all(axial_moves().begin(), axial_moves().end());
  return all;
}

const std::vector<AxialMove>& axial_phase2_moves() {
  static const std::vector<AxialMove> h = [] {
    std::vector<AxialMove> out;
    for (const AxialMove& a : axial_moves())
      if (in_h(a)) out.push_back(a);
    return out;
  }();
  return h;
}

const AxialTables& axial_tables() {
  static const AxialTables t = [] {
    AxialTables t;
    t.coords = &coords();
    t.phase1 = axial_phase1_table();
    t.phase2 = axial_phase2_table();
    const std::span<const uint8_t> cs = axial_cornslice_table();
    t.cornslice = cs.first(size_t{kCornerClasses} * 24);
    t.corner_distance = cs.subspan(size_t{kCornerClasses} * 24, kCornerClasses);
    return t;
  }();
  return t;
}

uint64_t axial_table_bytes() {
  return kCoordsBytes + kAxialPhase1Spec.expected_bytes + kAxialPhase2Spec.expected_bytes +
         kAxialCornSliceSpec.expected_bytes;
}

void register_axial_tables() {
  tables::register_catalog_entry({kAxialPhase1Spec.name, kAxialPhase1Spec.description, "twophase",
                                  [] { axial_phase1_table(); }});
  tables::register_catalog_entry({kAxialPhase2Spec.name, kAxialPhase2Spec.description, "twophase",
                                  [] { axial_phase2_table(); }});
  tables::register_catalog_entry({kAxialCornSliceSpec.name, kAxialCornSliceSpec.description,
                                  "twophase", [] { axial_cornslice_table(); }});
  // What a solve in the axial metric loads, with the small or the full profile.
  tables::register_catalog_profile(
      {"twophase",
       "axial",
       axial_table_bytes(),
       {"twophase-coords", kAxialPhase1Spec.name, kAxialPhase2Spec.name, kAxialCornSliceSpec.name},
       "axial metric"});
}

}  // namespace cubelab::twophase
