#pragma once
// Which pruning tables the optimal solver uses for a memory budget (option `memory`).
#include <cstdint>
#include <string>
#include <vector>

#include "cubelab/solve/memory_budget.h"
#include "cubelab/solvers/optimal/coset_table.h"

namespace cubelab::optimal {

struct TableChoice {
  std::string name;    // "fallback", "eo8", "eo4-ep24", "eo4-ud70", "eo12", "eo8-ep24"
  TableKind table;     // the exact 4-bit fallback table or a 2-bit table with floors
  uint64_t bytes = 0;  // what a solve with it needs: the table plus overhead_bytes()
};

// What a solve needs besides its table (the program, move and class tables, the search),
// measured; the memory budget must hold the table and this.
uint64_t overhead_bytes();

// Every table size for a metric, smallest first.
std::vector<TableChoice> table_choices(Metric metric);

// "512M", "1G", "8GiB", "4096MB", "123456" (bytes); binary units (cubelab/number.h's
// parse_size). Throws InputError(E_OPTION) on bad text or more than 2^64 - 1 bytes.
uint64_t parse_memory(const std::string& text);
using cubelab::format_bytes;     // solve/memory_budget.h
using cubelab::physical_memory;  // solve/memory_budget.h

// The table for a budget: the named one, or ("auto") the largest that fits. Throws
// InputError(E_LIMIT) with a clear message when the budget is below what is needed, or
// above the machine's memory; nothing is allocated before this check.
TableChoice choose_tables(Metric metric, uint64_t budget, const std::string& name);

}  // namespace cubelab::optimal
