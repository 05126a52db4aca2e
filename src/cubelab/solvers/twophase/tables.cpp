#include "cubelab/solvers/twophase/tables.h"

#include <algorithm>
#include <cstring>
#include <mutex>

#include "cubelab/coord/blob.h"
#include "cubelab/solvers/twophase/profile.h"
#include "cubelab/solvers/twophase/tiny_tables.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/distance_table.h"
#include "cubelab/tables/store.h"

namespace cubelab::twophase {
namespace {

using coord::kCornerPerm;
using coord::kFlip;
using coord::kPhase2Moves;
using coord::kTwist;
using coord::kUdEdgePerm;

// The ten moves of group H: U U2 U' R2 F2 D D2 D' L2 B2.
constexpr Move kMovesH[] = {0, 1, 2, 4, 7, 9, 10, 11, 13, 16};

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
    4.5};
const tables::TableSpec kPhase1MovesSpec{
    "twophase-phase1-moves",
    "phase-1 distance and the effect of each move, flip_ud_slice/16 (64430 classes) x twist "
    "(2187), 32 bits",
    1,
    "phase-1 table with moves (one read per expanded node) of the two-phase solver (full profile)",
    kPhase1Entries * sizeof(uint32_t),
    8.5};
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

  coord::MoveTable slice_perm(coord::slice_perm_coord(), kPhase2Moves);
  std::vector<uint8_t> cornslice = build_distance_table(
      uint64_t{kCornerPerm} * 24, std::vector<uint64_t>{0}, kMoves, [&](uint64_t s, int m) {
        if (!(kPhase2Moves >> m & 1)) return s;
        return uint64_t{corners(static_cast<uint32_t>(s / 24), static_cast<Move>(m))} * 24 +
               slice_perm(static_cast<uint32_t>(s % 24), static_cast<Move>(m));
      });
  // Symmetry-reduced like corner_sym: distances are the same for conjugates.
  std::vector<uint8_t> cornslice_sym(size_t{kCornerClasses} * 24);
  for (uint32_t cls = 0; cls < kCornerClasses; ++cls)
    std::memcpy(&cornslice_sym[size_t{cls} * 24],
                &cornslice[size_t{corner_sym.representative(cls)} * 24], 24);
  out.put(std::span<const uint8_t>(cornslice_sym));
  coord::ConjTable(coord::slice_perm_coord(), 16).save(out);
  // Every corner path lifts to a (corner, slice) path ending at some slice permutation,
  // so the corners' own distance is the least over the slice permutations.
  std::vector<uint8_t> corner_distance(kCornerClasses);
  for (uint32_t cls = 0; cls < kCornerClasses; ++cls)
    corner_distance[cls] =
        *std::min_element(&cornslice_sym[size_t{cls} * 24], &cornslice_sym[size_t{cls} * 24] + 24);
  out.put(std::span<const uint8_t>(corner_distance));

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
  auto table = ctx.allocate(tables::nibble_bytes(kPhase1Entries));
  const auto& sym = c.flip_slice_sym;
  uint32_t solved_class = sym.class_of(c.slice_solved * kFlip);
  std::vector<uint64_t> goals{uint64_t{solved_class} * kTwist};
  tables::build_nibble_bfs(
      table, kPhase1Entries, goals,
      [&](uint64_t i, bool all, auto&& emit) {
        const uint32_t cls = static_cast<uint32_t>(i / kTwist);
        const uint32_t twist = static_cast<uint32_t>(i % kTwist);
        const uint32_t rep = sym.representative(cls);
        const uint32_t flip = rep % kFlip, slice = rep / kFlip;
        for (Move m = 0; m < kMoves; ++m) {
          uint32_t p = sym.packed(c.ud_slice(slice, m) * kFlip + c.flip(flip, m));
          uint32_t cls1 = p >> 8;
          uint32_t tw1 = c.twist_conj(c.twist(twist, m), p & 0xFF);
          uint64_t base = uint64_t{cls1} * kTwist;
          if (emit(base + tw1)) return;
          if (!all) continue;
          for (uint64_t self = sym.self_symmetries(cls1) >> 1, s = 1; self; self >>= 1, ++s)
            if (self & 1) emit(base + c.twist_conj(tw1, static_cast<int>(s)));
        }
      },
      ctx, 14, 12);
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

void build_phase2(const Coords& c, tables::BuildContext& ctx) {
  auto table = ctx.allocate(tables::nibble_bytes(kPhase2Entries));
  const auto& sym = c.corner_sym;
  std::vector<uint64_t> goals{0};
  tables::build_nibble_bfs(
      table, kPhase2Entries, goals,
      [&](uint64_t i, bool all, auto&& emit) {
        const uint32_t cls = static_cast<uint32_t>(i / kUdEdgePerm);
        const uint32_t ud = static_cast<uint32_t>(i % kUdEdgePerm);
        const uint32_t rep = sym.representative(cls);
        for (Move m : kMovesH) {
          uint32_t p = sym.packed(c.corners(rep, m));
          uint32_t cls1 = p >> 8;
          uint32_t ud1 = c.ud_edges_conj(c.ud_edges(ud, m), p & 0xFF);
          uint64_t base = uint64_t{cls1} * kUdEdgePerm;
          if (emit(base + ud1)) return;
          if (!all) continue;
          for (uint64_t self = sym.self_symmetries(cls1) >> 1, s = 1; self; self >>= 1, ++s)
            if (self & 1) emit(base + c.ud_edges_conj(ud1, static_cast<int>(s)));
        }
      },
      ctx, 15, 14);
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
    std::vector<std::string> names;
    switch (p.profile) {
      case Profile::Tiny:
        names = {"twophase-tiny"};
        break;
      case Profile::Small:
        names = {kCoordsSpec.name, kPhase1Spec.name, kPhase2Spec.name};
        break;
      case Profile::Full:
        names = {kCoordsSpec.name, kPhase1Spec.name, kPhase1MovesSpec.name, kPhase2Spec.name};
        break;
    }
    tables::register_catalog_profile({"twophase", p.name, p.table_bytes, names, ""});
  }
}

}  // namespace cubelab::twophase
