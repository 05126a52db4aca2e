#pragma once
// What a table build's neighbour function (bfs.h) works out once for many consecutive
// entries: the part of each neighbour that an entry's leading digits decide (its class, its
// arrangement), which the entries that share them, side by side in index order, reuse. Each
// build thread keeps one row, marked with the build it belongs to and its key, so that a
// thread never reads another build's row, and a row is made again only when the key changes.
//
//   const tables::BuildRows<Row> rows;   // one for each build
//   ... in the neighbour function:
//   const Row& row = rows.at(entry / kShared, [&](Row& r) { /* fill r for this key */ });
#include <atomic>
#include <cstdint>

namespace cubelab::tables {

template <typename Row>
class BuildRows {
 public:
  BuildRows() : build_(next_build()) {}

  // The calling thread's row for `key`, made by make(row) unless the thread's row is already
  // this build's for this key.
  template <typename Make>
  Row& at(uint64_t key, Make&& make) const {
    thread_local Slot slot;
    if (slot.build != build_ || slot.key != key) {
      make(slot.row);
      slot.build = build_;
      slot.key = key;
    }
    return slot.row;
  }

 private:
  struct Slot {
    uint64_t build = 0, key = 0;
    Row row{};
  };
  static uint64_t next_build() {
    static std::atomic<uint64_t> builds{0};
    return ++builds;
  }
  uint64_t build_;
};

}  // namespace cubelab::tables
