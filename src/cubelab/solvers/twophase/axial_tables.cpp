#include "cubelab/solvers/twophase/axial_tables.h"

#include <algorithm>

#include "cubelab/coord/coordinates.h"
#include "cubelab/solvers/twophase/phase_distances.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::twophase {
namespace {

constexpr uint64_t kCornSliceBytes = uint64_t{kCornerClasses} * 24 + kCornerClasses;

// Build times: docs/results.md, "First run".
const tables::TableSpec kAxialPhase1Spec{
    "twophase-axial-phase1",
    "axial phase-1 distance (45 axial moves), flip_ud_slice/16 (64430 classes) x twist (2187), "
    "4 bits",
    1,
    "axial-metric phase-1 distance table of the two-phase solver",
    tables::nibble_bytes(kPhase1Entries),
    12,
    true,
    0xFF};  // a lost part reads as distance 15, "not in H": the node is pruned
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

void build_axial_phase1(const Coords& c, tables::BuildContext& ctx) {
  build_phase1_distances(c, axial_phase1_moves(),
                         ctx.allocate(tables::nibble_bytes(kPhase1Entries)), ctx, 10);
}

void build_axial_phase2(const Coords& c, tables::BuildContext& ctx) {
  build_phase2_distances(c, axial_phase2_moves(),
                         ctx.allocate(tables::nibble_bytes(kPhase2Entries)), ctx, 12);
}

// The class rows, then the corners' own distances.
void build_axial_cornslice(const Coords& c, tables::BuildContext& ctx) {
  const std::vector<uint8_t> rows =
      cornslice_distances(c.corners, c.corner_sym, axial_phase2_moves());
  const std::vector<uint8_t> corners = corner_distances(rows);
  auto out = ctx.allocate(kCornSliceBytes);
  std::copy(rows.begin(), rows.end(), out.begin());
  std::copy(corners.begin(), corners.end(), out.begin() + static_cast<std::ptrdiff_t>(rows.size()));
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

bool in_h(const AxialMove& a) {
  for (Move m : a.span())
    if (!(coord::kPhase2Moves >> m & 1)) return false;
  return true;
}

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
      {"twophase", "axial", axial_table_bytes(), axial_table_names(), "axial metric"});
}

std::vector<std::string> axial_table_names() {
  return {"twophase-coords", kAxialPhase1Spec.name, kAxialPhase2Spec.name,
          kAxialCornSliceSpec.name};
}

}  // namespace cubelab::twophase
