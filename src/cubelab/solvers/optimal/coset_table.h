#pragma once
// The optimal solver's pruning tables: one entry per (corner class, edge coordinate) coset
// (coset_coords.h), in the half-turn or the quarter-turn metric.
//
//  - The "fallback" table (edge variant eo4: 9,9xx classes x 7,920, about 79 million
//    entries) stores exact coset distances, 4 bits each (38 MB), for budgets that allow
//    nothing larger.
//  - Larger tables store 2 bits an entry relative to a base b (nxopt's idea): 0 = at most
//    b, 1 = b+1, 2 = b+2, 3 = b+3 or more. Code 0 alone says little, so (nxopt's layout
//    again) every 16 bytes hold 62 entries and, in their top 4 bits, the "floor": the
//    least exact distance among those 62. A lookup is then one cache line, and code 0 reads
//    as the floor, a lower bound that is small only where a close coset is near.
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

  // 2-bit tables: the entries of a 16-byte unit, whose slots 62 and 63 hold the floor.
  static constexpr uint64_t kUnitEntries = 62;
  static uint64_t slot(uint64_t i) { return i / kUnitEntries * 64 + i % kUnitEntries; }

  uint64_t entries() const;
  uint64_t bytes() const;
  std::string name() const;  // file name stem, e.g. "optimal-htm-eo8-ep24-b9f"
};

class CosetTable {
 public:
  CosetTable(TableKind kind, const uint8_t* data)
      : kind_(kind), data_(data), row_(kind.variant.size()) {}

  const TableKind& kind() const { return kind_; }
  const uint8_t* data() const { return data_; }
  uint64_t row() const { return row_; }
  uint64_t index(uint32_t cls, Bytes16 edges, const Extractor& ex) const {
    return cls * row_ + ex.edge(edges, kind_.variant);
  }
  // The lower bound of entry i: exact (4-bit table), or base + code, or the unit's floor.
  int value(uint64_t i) const {
    if (!kind_.base) return static_cast<int>(nibble(i));
    const uint32_t c = code(i);
    return static_cast<int>(c ? kind_.base + c : floor(i));
  }
  // The cache line of entry i (for prefetching).
  const uint8_t* address(uint64_t i) const {
    return data_ + (kind_.base ? i / TableKind::kUnitEntries * 16 : i >> 1);
  }
  // 4-bit tables: the distance; 2-bit tables: the code and the floor.
  uint32_t nibble(uint64_t i) const { return data_[i >> 1] >> ((i & 1) * 4) & 15; }
  uint32_t code(uint64_t i) const {
    const uint64_t s = TableKind::slot(i);
    return data_[s >> 2] >> ((s & 3) * 2) & 3;
  }
  uint32_t floor(uint64_t i) const { return data_[i / TableKind::kUnitEntries * 16 + 15] >> 4; }

 private:
  TableKind kind_;
  const uint8_t* data_;
  uint64_t row_;
};

// Fills `out` (kind.bytes() bytes) and returns the histogram: exact distances for the
// fallback table; for 2-bit tables (codes and floors) entries at 0..base together, then base+1,
// base+2 and "base+3 or more". `progress` gets 0..1 and may be called from any thread;
// `stop` (may be empty), polled by the build threads, makes the build give up: it throws
// tables::BuildStopped, leaving `out` half-filled.
std::vector<uint64_t> build_coset_table(const TableKind& kind, uint8_t* out, int threads,
                                        const std::function<void(double)>& progress,
                                        const std::function<bool()>& stop = {});

// The table from the store (built on first use, with a progress bar on stderr).
const CosetTable& coset_table(const TableKind& kind);

}  // namespace cubelab::optimal
