#pragma once
// The optimal solver's pruning tables: one entry per (corner class, edge coordinate) coset
// (coset_coords.h), in the half-turn or the quarter-turn metric.
//
//  - The "fallback" table (edge variant eo4: 9,9xx classes x 7,920, about 79 million
//    entries) stores exact coset distances, 4 bits each (38 MB). It is always loaded.
//  - Larger tables store 2 bits an entry relative to a base b (nxopt's idea): 0 = at most
//    b, 1 = b+1, 2 = b+2, 3 = b+3 or more. Code 0 says little, so the search then asks the
//    fallback table, whose exact small distances matter most near the leaves.
//
// Built by breadth-first search over the cosets (multi-threaded, row of one corner class at
// a time, pull instead of push once the frontier is large) and kept in the table store.
#include <cstdint>
#include <string>

#include "cubelab/solve/solver.h"
#include "cubelab/solvers/optimal/coset_space.h"

namespace cubelab::optimal {

struct TableKind {
  EdgeVariant variant;
  Metric metric = Metric::Htm;
  int base = 0;  // 0: exact 4-bit entries (the fallback table); else 2-bit codes around base

  uint64_t entries() const;
  uint64_t bytes() const;
  std::string name() const;  // file name stem, e.g. "optimal-htm-eo8-ep24-b9"
};

class CosetTable {
 public:
  CosetTable(TableKind kind, const uint8_t* data)
      : kind_(kind), data_(data), row_(kind.variant.size()) {}

  const TableKind& kind() const { return kind_; }
  const uint8_t* data() const { return data_; }
  uint64_t row() const { return row_; }
  uint64_t index(uint32_t cls, V16 edges, const Extractor& ex) const {
    return cls * row_ + ex.edge(edges, kind_.variant);
  }
  uint32_t nibble(uint64_t i) const { return data_[i >> 1] >> ((i & 1) * 4) & 15; }
  uint32_t code(uint64_t i) const { return data_[i >> 2] >> ((i & 3) * 2) & 3; }
  const uint8_t* address(uint64_t i) const { return data_ + (kind_.base ? i >> 2 : i >> 1); }

 private:
  TableKind kind_;
  const uint8_t* data_;
  uint64_t row_;
};

// Fills `out` (kind.bytes() bytes) and returns the histogram: exact distances for the
// fallback table; for 2-bit tables entries at 0..base together, then base+1, base+2 and
// "base+3 or more". `progress` gets 0..1 and may be called from any thread.
std::vector<uint64_t> build_coset_table(const TableKind& kind, uint8_t* out, int threads,
                                        const std::function<void(double)>& progress);

// The table from the store (built on first use, with a progress bar on stderr).
const CosetTable& coset_table(const TableKind& kind);

}  // namespace cubelab::optimal
