#include "cubelab/solvers/korf/korf_tables.h"

#include <memory>
#include <mutex>

namespace cubelab::korf {

const char* pdb_name(Pdb p) {
  switch (p) {
    case Pdb::Corners: return "korf-corners";
    case Pdb::EdgesLow: return "korf-edges-low";
    case Pdb::EdgesHigh: return "korf-edges-high";
  }
  return "?";
}

uint64_t pdb_states(Pdb p) { return p == Pdb::Corners ? kCornerStates : kEdgeStates; }

PatternDb build_pdb(Pdb p, int threads, const BfsProgress& progress) {
  const MoveTables& mt = move_tables();
  PatternDb db;
  const uint64_t size = pdb_states(p);
  db.nibbles.resize((size + 1) / 2);
  if (p == Pdb::Corners) {
    auto expand = [&](uint64_t i, uint64_t* out) {
      const uint32_t cp = static_cast<uint32_t>(i / kTwists), tw = static_cast<uint32_t>(i % kTwists);
      for (Move m = 0; m < kMoves; ++m)
        out[m] = uint64_t{mt.corner_perm[cp][m]} * kTwists + mt.twist[tw][m];
      return kMoves;
    };
    db.histogram = nibble_bfs(db.nibbles, size, corner_index(CubieCube{}), kMoves, expand,
                              threads, progress);
  } else {
    // Both edge sets live on the same graph (six labelled pieces on twelve positions);
    // only the goal differs.
    auto expand = [&](uint64_t i, uint64_t* out) {
      auto [a, b] = triples_of_edge_index(static_cast<uint32_t>(i));
      for (Move m = 0; m < kMoves; ++m) out[m] = edge_index(mt, mt.triple[a][m], mt.triple[b][m]);
      return kMoves;
    };
    const int first = p == Pdb::EdgesLow ? 0 : 6;
    db.histogram = nibble_bfs(db.nibbles, size, edge_index(CubieCube{}, first), kMoves, expand,
                              threads, progress);
  }
  return db;
}

const Tables& tables(int threads) {
  static std::once_flag once;
  static std::unique_ptr<Tables> t;
  std::call_once(once, [&] {
    t = std::make_unique<Tables>();
    t->corners = build_pdb(Pdb::Corners, threads);
    t->edges_low = build_pdb(Pdb::EdgesLow, threads);
    t->edges_high = build_pdb(Pdb::EdgesHigh, threads);
  });
  return *t;
}

}  // namespace cubelab::korf
