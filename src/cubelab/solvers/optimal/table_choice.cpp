#include "cubelab/solvers/optimal/table_choice.h"

#include <fmt/format.h>

#include <cstdint>

#include "cubelab/cube/error.h"
#include "cubelab/number.h"

namespace cubelab::optimal {
namespace {

// What a solve needs besides its table, whatever the table's size: the program, the move and
// class tables, the searches. Measured (peak resident memory, with the 37.5 MiB fallback
// table, one or two threads, one cube or a batch, or building the table): 49 MiB, so 12 MiB
// besides the table, 9 MiB of it the program itself; 16 MiB leaves some room.
constexpr uint64_t kOverhead = uint64_t{16} << 20;

struct Size {
  const char* name;
  EdgeVariant variant;
  int base_htm, base_qtm;  // the base of the 2-bit codes: about one below the most common
                           // distance (nxopt's rule of thumb), tuned by measurement
};

const Size kSizes[] = {
    {"eo8", {Flips::UdEdges8, false}, 8, 10},           // 309.7 MiB
    {"eo4-ep24", {Flips::Slice4, true}, 9, 10},         // 464.5 MiB
    {"eo4-ud70", {Flips::Slice4, false, true}, 9, 10},  // 1.32 GiB
    {"eo12", {Flips::All12, false}, 9, 11},             // 2.42 GiB
    {"eo8-ep24", {Flips::UdEdges8, true}, 9, 11},       // 7.26 GiB
};

}  // namespace

std::vector<TableChoice> table_choices(Metric metric) {
  TableKind fallback{{Flips::Slice4, false}, metric, 0};
  std::vector<TableChoice> out;
  out.push_back({"fallback", fallback, fallback.bytes() + kOverhead});
  for (const Size& s : kSizes) {
    TableKind big{s.variant, metric, metric == Metric::Htm ? s.base_htm : s.base_qtm};
    out.push_back({s.name, big, big.bytes() + kOverhead});
  }
  return out;
}

uint64_t parse_memory(const std::string& text) {
  return parse_size(text, 0, UINT64_MAX, "memory budget");
}

uint64_t overhead_bytes() { return kOverhead; }

TableChoice choose_tables(Metric metric, uint64_t budget, const std::string& name) {
  const std::vector<TableChoice> all = table_choices(metric);
  std::vector<BudgetChoice> sizes;
  for (const TableChoice& c : all) sizes.push_back({c.name, c.table.bytes()});
  return all[choose_for_budget(sizes, kOverhead, budget, name, "table")];
}

}  // namespace cubelab::optimal
