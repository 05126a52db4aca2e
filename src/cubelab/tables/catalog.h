#pragma once
// The named tables `cubelab tables build NAME | --all` knows. Solver families add their
// tables when they register (solvers/builtin.cpp), so the CLI lists every solver's tables
// without knowing them.
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace cubelab::tables {

// Tables that are cheaper to build than to store (the two-phase solver's tiny profile) are
// built in memory by every process that uses them: not in the store, listed all the same.
struct InMemoryTable {
  uint64_t bytes = 0;
  double build_seconds = 0;  // as built in this process
};

struct CatalogEntry {
  std::string name;              // the file name stem used with get_table
  std::string description;       // one line: what it is, for which solver
  std::string solver;            // the solver family that uses it
  std::function<void()> ensure;  // loads the table, building it first when needed
  // Set for a table built in memory instead of stored: builds it (once per process).
  std::function<InMemoryTable()> in_memory = nullptr;
};

// The tables a solver uses for one memory budget (`-o memory=SIZE`): listed by `cubelab
// tables list` with their size, whether they are ready and what their build costs.
struct CatalogProfile {
  std::string solver;               // "twophase"
  std::string name;                 // "tiny", "small", "full"; "eo8-ep24" (optimal)
  uint64_t bytes = 0;               // the tables
  std::vector<std::string> tables;  // catalog entry names
  std::string note;                 // e.g. "HTM"
};

// Adds (or replaces, by name) an entry. Thread-safe.
void register_catalog_entry(CatalogEntry entry);
std::vector<CatalogEntry> catalog();

// Adds (or replaces, by solver and name) a profile. Thread-safe.
void register_catalog_profile(CatalogProfile profile);
std::vector<CatalogProfile> catalog_profiles();

}  // namespace cubelab::tables
