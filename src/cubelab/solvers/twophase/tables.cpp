#include "cubelab/solvers/twophase/tables.h"

#include <cstring>
#include <mutex>

#include "cubelab/coord/blob.h"
#include "cubelab/solvers/twophase/phase_distances.h"
#include "cubelab/solvers/twophase/profile.h"
#include "cubelab/solvers/twophase/tiny_tables.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/store.h"

namespace cubelab::twophase {
namespace {

using coord::kCornerPerm;
using coord::kFlip;
using coord::kPhase2Moves;
using coord::kUdEdgePerm;

// Expected sizes and build times (2 threads): docs/results.md, "First run".
const tables::TableSpec kCoordsSpec{
    "twophase-coords",
    "move tables (flip, twist, ud_slice, edge4, corner_perm, ud_edge_perm); flip_ud_slice and "
    "corner_perm reduced by the 16 U-D symmetries; twist/ud_edge_perm conjugation; merge; "
    "corner_perm/16 x slice_perm distances; flip_ud_slice class move table",
    5,
    "small coordinate tables of the two-phase solver (full profile)",
    kCoordsBytes,
    0.2};
const tables::TableSpec kPhase1Spec{
    "twophase-phase1",
    "phase-1 distance, flip_ud_slice/16 (64430 classes) x twist (2187), 4 bits",
    1,
    "exact phase-1 distance table of the two-phase solver (full profile)",
    tables::nibble_bytes(kPhase1Entries),
    4.5,
    true,
    0xFF};  // a lost part reads as distance 15, "not in H": the node is pruned
const tables::TableSpec kPhase1MovesSpec{
    "twophase-phase1-moves",
    "phase-1 distance and the effect of each move, flip_ud_slice/16 (64430 classes) x twist "
    "(2187), 32 bits",
    1,
    "phase-1 table with moves (one read per expanded node) of the two-phase solver (full profile)",
    kPhase1Entries * sizeof(uint32_t),
    8.5,
    true,
    0xFF};  // a lost part reads as distance 15, "not in H": the node is pruned
const tables::TableSpec kPhase2Spec{
    "twophase-phase2",
    "phase-2 distance, corner_perm/16 (2768 classes) x ud_edge_perm (40320), 4 bits, 15 = 15+",
    2,
    "phase-2 distance table (corners x U/D edges) of the two-phase solver (full profile)",
    tables::nibble_bytes(kPhase2Entries),
    4.6};

void build_coords(tables::BuildContext& ctx) {
  coord::BlobWriter out;
  coord::MoveTable flip(coord::flip_coord());
  flip.save(out);
  ctx.progress(0.05);
  coord::MoveTable(coord::twist_coord()).save(out);
  coord::MoveTable ud_slice(coord::ud_slice_coord());
  ud_slice.save(out);
  coord::MoveTable(coord::slice_edges_coord()).save(out);
  ctx.progress(0.15);
  coord::MoveTable corners(coord::corner_perm_coord());
  corners.save(out);
  ctx.progress(0.3);
  coord::MoveTable(coord::ud_edge_perm_coord(), kPhase2Moves).save(out);
  ctx.progress(0.45);
  coord::SymReduction flip_slice(coord::flip_ud_slice_coord(), 16);
  flip_slice.save(out);
  ctx.progress(0.65);
  coord::SymReduction corner_sym(coord::corner_perm_coord(), 16);
  corner_sym.save(out);
  coord::ConjTable(coord::twist_coord(), 16).save(out);
  coord::ConjTable(coord::ud_edge_perm_coord(), 16).save(out);
  ctx.progress(0.85);

  std::vector<uint16_t> merge(70 * 24 * 24, 0xFFFF);
  for (uint32_t ud = 0; ud < kUdEdgePerm; ++ud) {
    CubieCube c;
    coord::set_ud_edge_perm(c, ud);
    uint32_t u = coord::edge4(c, coord::kUEdges), d = coord::edge4(c, coord::kDEdges);
    merge[(u / 24) * 576 + (u % 24) * 24 + d % 24] = static_cast<uint16_t>(ud);
  }
  out.put(std::span<const uint16_t>(merge));
  coord::MoveTable(coord::u_corners_coord()).save(out);
  std::vector<uint16_t> corner_merge(70 * 24 * 24, 0xFFFF);
  for (uint32_t cp = 0; cp < kCornerPerm; ++cp) {
    CubieCube c;
    coord::set_corner_perm(c, cp);
    uint32_t u = coord::corner4(c, URF), d = coord::corner4(c, DFR);
    corner_merge[(u / 24) * 576 + (u % 24) * 24 + d % 24] = static_cast<uint16_t>(cp);
  }
  out.put(std::span<const uint16_t>(corner_merge));

  const std::vector<uint8_t> cornslice =
      cornslice_distances(corners, corner_sym, single_turns(kPhase2Moves));
  out.put(std::span<const uint8_t>(cornslice));
  coord::ConjTable(coord::slice_perm_coord(), 16).save(out);
  out.put(std::span<const uint8_t>(corner_distances(cornslice)));

  std::vector<uint32_t> class_moves(size_t{kFlipSliceClasses} * kMoves);
  for (uint32_t cls = 0; cls < kFlipSliceClasses; ++cls) {
    const uint32_t rep = flip_slice.representative(cls);
    for (Move m = 0; m < kMoves; ++m)
      class_moves[size_t{cls} * kMoves + m] =
          flip_slice.packed(ud_slice(rep / kFlip, m) * kFlip + flip(rep % kFlip, m));
  }
  out.put(std::span<const uint32_t>(class_moves));

  auto payload = ctx.allocate(out.bytes().size());
  std::memcpy(payload.data(), out.bytes().data(), out.bytes().size());
}

Coords load_coords(std::span<const uint8_t> data) {
  coord::BlobReader in(data);
  Coords c;
  c.flip = coord::MoveTable::load(in);
  c.twist = coord::MoveTable::load(in);
  c.ud_slice = coord::MoveTable::load(in);
  c.edge4 = coord::MoveTable::load(in);
  c.corners = coord::MoveTable::load(in);
  c.ud_edges = coord::MoveTable::load(in);
  c.flip_slice_sym = coord::SymReduction::load(in);
  c.corner_sym = coord::SymReduction::load(in);
  c.twist_conj = coord::ConjTable::load(in);
  c.ud_edges_conj = coord::ConjTable::load(in);
  c.merge = in.get<uint16_t>();
  c.corner4 = coord::MoveTable::load(in);
  c.corner_merge = in.get<uint16_t>();
  c.cornslice = in.get<uint8_t>();
  c.slice_conj = coord::ConjTable::load(in);
  c.corner_distance = in.get<uint8_t>();
  c.flip_slice_class_moves = in.get<uint32_t>();
  c.slice_solved = coord::ud_slice_solved();
  c.slice_edge4_solved = coord::edge4(CubieCube{}, coord::kSliceEdges);
  return c;
}

void build_phase1(const Coords& c, tables::BuildContext& ctx) {
  build_phase1_distances(c, single_turns(coord::kAllMoves),
                         ctx.allocate(tables::nibble_bytes(kPhase1Entries)), ctx, 12);
}

const uint8_t* phase1_table(const Coords& c) {
  return tables::get_table(kPhase1Spec, [&](tables::BuildContext& ctx) { build_phase1(c, ctx); })
      .data()
      .data();
}

const uint32_t* phase1_moves_table(const Coords& c) {
  const uint8_t* phase1 = phase1_table(c);
  auto data = tables::get_table(kPhase1MovesSpec, [&](tables::BuildContext& ctx) {
                auto out = ctx.allocate(kPhase1Entries * sizeof(uint32_t));
                build_phase1_moves(c, phase1, reinterpret_cast<uint32_t*>(out.data()),
                                   ctx.threads(), [&](double f) { ctx.progress(f); });
              }).data();
  return reinterpret_cast<const uint32_t*>(data.data());
}

// H's ten face turns: U U2 U' R2 F2 D D2 D' L2 B2.
void build_phase2(const Coords& c, tables::BuildContext& ctx) {
  build_phase2_distances(c, single_turns(kPhase2Moves),
                         ctx.allocate(tables::nibble_bytes(kPhase2Entries)), ctx, 14);
}

const uint8_t* phase2_table(const Coords& c) {
  return tables::get_table(kPhase2Spec, [&](tables::BuildContext& ctx) { build_phase2(c, ctx); })
      .data()
      .data();
}

}  // namespace

const Coords& coords() {
  static const Coords c = load_coords(tables::get_table(kCoordsSpec, build_coords).data());
  return c;
}

const Tables& small_tables() {
  static const Tables t = [] {
    const Coords& c = coords();
    Tables t;
    t.coords = &c;
    t.phase1 = phase1_table(c);
    t.phase1_moves = nullptr;
    t.phase2 = phase2_table(c);
    return t;
  }();
  return t;
}

const Tables& tables() {
  static const Tables t = [] {
    Tables t = small_tables();
    t.phase1_moves = phase1_moves_table(*t.coords);
    return t;
  }();
  return t;
}

void register_tables() {
  tables::register_catalog_entry(
      {kCoordsSpec.name, kCoordsSpec.description, "twophase", [] { coords(); }});
  tables::register_catalog_entry(
      {kPhase1Spec.name, kPhase1Spec.description, "twophase", [] { phase1_table(coords()); }});
  tables::register_catalog_entry({kPhase1MovesSpec.name, kPhase1MovesSpec.description, "twophase",
                                  [] { phase1_moves_table(coords()); }});
  tables::register_catalog_entry(
      {kPhase2Spec.name, kPhase2Spec.description, "twophase", [] { phase2_table(coords()); }});
  tables::CatalogEntry tiny{"twophase-tiny",
                            "the tiny profile's tables of the two-phase solver: projections of "
                            "the phase coordinates",
                            "twophase", [] { tiny_tables(); }};
  tiny.in_memory = [] {
    const TinyTables& t = tiny_tables();
    return tables::InMemoryTable{t.bytes(), t.build_seconds};
  };
  tables::register_catalog_entry(std::move(tiny));
  for (const ProfileInfo& p : profiles()) {
    std::vector<std::string> names = profile_tables(p.profile);
    if (p.profile == Profile::Tiny) names = {"twophase-tiny"};
    tables::register_catalog_profile({"twophase", p.name, p.table_bytes, names, ""});
  }
}

std::vector<std::string> profile_tables(Profile profile) {
  switch (profile) {
    case Profile::Tiny:
      return {};
    case Profile::Small:
      return {kCoordsSpec.name, kPhase1Spec.name, kPhase2Spec.name};
    case Profile::Full:
      return {kCoordsSpec.name, kPhase1Spec.name, kPhase1MovesSpec.name, kPhase2Spec.name};
  }
  return {};
}

}  // namespace cubelab::twophase
