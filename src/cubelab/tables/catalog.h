#pragma once
// The named tables `cubelab tables build NAME | --all` knows. Solver families add their
// tables when they register (solvers/builtin.cpp), so the CLI lists every solver's tables
// without knowing them.
#include <functional>
#include <string>
#include <vector>

namespace cubelab::tables {

struct CatalogEntry {
  std::string name;              // the file name stem used with get_table
  std::string description;       // one line: what it is, for which solver
  std::string solver;            // the solver family that uses it
  std::function<void()> ensure;  // loads the table, building it first when needed
};

// Adds (or replaces, by name) an entry. Thread-safe.
void register_catalog_entry(CatalogEntry entry);
std::vector<CatalogEntry> catalog();

}  // namespace cubelab::tables
