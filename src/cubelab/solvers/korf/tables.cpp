#include "cubelab/solvers/korf/tables.h"

#include "cubelab/base/enum_names.h"
#include "cubelab/tables/bfs.h"
#include "cubelab/tables/catalog.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::korf {
namespace {

tables::TableSpec spec_of(Pdb p) {
  tables::TableSpec s;
  s.name = pdb_name(p);
  s.expected_bytes = tables::nibble_bytes(pdb_states(p));
  // Build times with 2 threads: docs/results.md, "First run".
  switch (p) {
    case Pdb::Corners:
      s.parameters = "corner_perm (8!) x twist (3^7), 4 bits, HTM";
      s.description = "Korf's corner pattern database (88,179,840 states)";
      s.expected_seconds = 2.7;
      break;
    case Pdb::EdgesLow:
      s.parameters = "edges UR UF UL UB DR DF: partial permutation x 2^6 flips, 4 bits, HTM";
      s.description = "Korf's pattern database of the six edges UR..DF (42,577,920 states)";
      s.expected_seconds = 2.1;
      break;
    case Pdb::EdgesHigh:
      s.parameters = "edges DL DB FR FL BL BR: partial permutation x 2^6 flips, 4 bits, HTM";
      s.description = "Korf's pattern database of the six edges DL..BR (42,577,920 states)";
      s.expected_seconds = 1.8;
      break;
  }
  return s;
}

void build(Pdb p, tables::BuildContext& ctx) {
  const MoveTables& mt = move_tables();
  const uint64_t size = pdb_states(p);
  std::span<uint8_t> table = ctx.allocate(tables::nibble_bytes(size));
  if (p == Pdb::Corners) {
    std::vector<uint64_t> goals{corner_index(CubieCube{})};
    tables::build_nibble_bfs(
        table, size, goals,
        [&](uint64_t i, bool, auto&& emit) {
          const uint32_t cp = static_cast<uint32_t>(i / kTwists);
          const uint32_t tw = static_cast<uint32_t>(i % kTwists);
          for (Move m = 0; m < kMoves; ++m)
            if (emit(uint64_t{mt.corner_perm(cp, m)} * kTwists + mt.twist(tw, m))) return;
        },
        ctx, 15, 12);
  } else {
    // Both edge sets live on the same graph (six labelled pieces on twelve positions);
    // only the goal differs.
    std::vector<uint64_t> goals{edge_index(CubieCube{}, p == Pdb::EdgesLow ? 0 : 6)};
    tables::build_nibble_bfs(
        table, size, goals,
        [&](uint64_t i, bool, auto&& emit) {
          auto [a, b] = triples_of_edge_index(static_cast<uint32_t>(i));
          for (Move m = 0; m < kMoves; ++m)
            if (emit(edge_index(mt, mt.triple[a][m], mt.triple[b][m]))) return;
        },
        ctx, 15, 11);
  }
}

const uint8_t* load(Pdb p) {
  return tables::get_table(spec_of(p), [p](tables::BuildContext& ctx) { build(p, ctx); })
      .data()
      .data();
}

}  // namespace

constexpr EnumNames<Pdb, 3> kPdbNames{{{{Pdb::Corners, "korf-corners"},
                                        {Pdb::EdgesLow, "korf-edges-low"},
                                        {Pdb::EdgesHigh, "korf-edges-high"}}}};

const char* pdb_name(Pdb p) { return kPdbNames.name(p); }

std::vector<std::string> table_names() {
  std::vector<std::string> names;
  for (Pdb p : {Pdb::Corners, Pdb::EdgesLow, Pdb::EdgesHigh}) names.push_back(pdb_name(p));
  return names;
}

uint64_t pdb_states(Pdb p) { return p == Pdb::Corners ? kCornerStates : kEdgeStates; }

const Tables& tables() {
  static const Tables t{load(Pdb::Corners), load(Pdb::EdgesLow), load(Pdb::EdgesHigh)};
  return t;
}

std::vector<uint64_t> histogram(Pdb p) {
  const uint8_t* data = p == Pdb::Corners    ? tables().corners
                        : p == Pdb::EdgesLow ? tables().edges_low
                                             : tables().edges_high;
  return tables::nibble_histogram({data, tables::nibble_bytes(pdb_states(p))}, pdb_states(p));
}

void register_tables() {
  for (Pdb p : {Pdb::Corners, Pdb::EdgesLow, Pdb::EdgesHigh}) {
    tables::TableSpec s = spec_of(p);
    tables::register_catalog_entry({s.name, s.description, "korf", [p] { load(p); }});
  }
}

}  // namespace cubelab::korf
