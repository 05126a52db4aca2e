#pragma once
// The tables the solvers build on first use and keep in a cache folder ($CUBELAB_CACHE,
// default ~/.cache/cubelab; docs/tables.md): what `cubelab tables` lists, builds, verifies
// and clears, for any program.
#include <cstdint>
#include <functional>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace cubelab {

struct TableInfo {
  std::string name;
  std::string solver;       // the solver family that uses it; empty for a file none uses
  std::string description;  // one line
  // "ok" (matched its checksum when last checked, unchanged since), "unverified" (a good
  // header, the content not checked since the file changed), "damaged", "missing",
  // "temporary" (a build's file: under way, or left by a process that is gone), "in memory"
  // (cheaper to build than to store: built by every process that uses it).
  std::string status;
  std::string path;  // empty for a table in memory
  uint64_t bytes = 0;
  double build_seconds = 0;
  std::string parameters;  // what the file was built from, as its header says
  uint32_t version = 0;
  std::string problem;  // what is wrong with a damaged or temporary file
};

// The tables a solver uses for one memory budget (`-o memory=SIZE`).
struct TableProfile {
  std::string solver;               // "twophase"
  std::string name;                 // "tiny", "small", "full"; "eo8-ep24" (optimal)
  std::string note;                 // e.g. "HTM"
  uint64_t bytes = 0;               // its tables together
  std::vector<std::string> tables;  // their names
  std::string status;               // "ready", "missing", "2 of 4 missing", "in memory"
  double build_seconds = 0;         // its tables' builds, when none is missing
};

// The cache folder.
std::string table_cache_dir();

// Every table a solver of this build uses (the in-memory ones are built here, to measure
// them), then the files of the cache no solver uses, then temporary files. `check` verifies
// every file's checksum (and records the verdict) instead of trusting an earlier check.
std::vector<TableInfo> list_tables(bool check = false);

// Every table a solver of this build uses, its name, solver and description only: nothing is
// read or built. What a program checks the table names it is given against.
std::vector<TableInfo> table_catalog();

// Each solver's profiles, with their status as `listed` (list_tables()) says.
std::vector<TableProfile> table_profiles(const std::vector<TableInfo>& listed);

// Builds the tables named (every one with `all`), each as `each` is told it is ready, in
// the order list_tables() lists them; one already built is only loaded. Throws Error(E_REQUEST)
// for a name no solver uses, or for neither names nor `all`.
void build_tables(const std::vector<std::string>& names, bool all,
                  const std::function<void(const TableInfo&)>& each);

// Checks every file in full and records each verdict beside it: a damaged table is rebuilt by
// the next process that loads it, however large. Returns the files (temporary ones left out).
std::vector<TableInfo> verify_tables();

// Deletes every table file, lock and temporary file of the cache; returns how many.
int clear_tables();

// How this process loads and builds tables: one policy, set as a whole by the program that
// owns the process (the defaults suit one that solves a few cubes).
struct TablePolicy {
  // Tables of at most 1 GiB loaded from now on are copied into memory backed by transparent
  // huge pages (faster random lookups than the mapped file, at a longer load; docs/tables.md),
  // as programs that solve many cubes want (`bench`, `serve`, `solve --file`); else mapped
  // read-only. CUBELAB_TABLE_LOAD=copy or =mmap decides for every table instead.
  bool prefer_copies = false;
  // The tables a build may be started for: any (nullopt), or these names, a name ending in
  // '*' standing for every name that starts with what comes before it ("goal-*"). A table
  // neither in the cache nor allowed is refused with Error (E_LIMIT): a process that answers
  // other people's requests builds only what its operator named (`serve --build-tables`).
  std::optional<std::vector<std::string>> build_allowlist;
  // A build that takes longer gives up (0: no limit).
  double build_time_limit_s = 0;
  // Tables whose payload is smaller are checksummed in full when loaded; larger ones (the
  // optimal solver's 2-8 GiB) in the background while solvers use them, unless an earlier
  // check of the same unchanged file is on record. 0: CUBELAB_VERIFY_SYNC_LIMIT, or 1 GiB.
  uint64_t sync_verify_limit = 0;
  // Set by a program that answers requests while tables build (`serve`): a solver that can
  // answer from smaller tables does so rather than wait for a build of its larger ones, and
  // hands their names here to be built in the background (the two-phase solver's profiles,
  // the 4x4x4's cube4; docs/tables.md). Unset, a solve builds what it needs and waits.
  std::function<void(const std::vector<std::string>&)> build_later;
};
TablePolicy table_policy();
void set_table_policy(const TablePolicy& policy);
// The policy with prefer_copies set to `on` and the rest kept: what a program that solves
// many cubes calls before it starts (`bench`, `solve --file`, the benchmarks).
void prefer_table_copies(bool on = true);
// Every running and later build gives up (a prompt shutdown); false allows builds again.
void stop_table_builds(bool stop = true);

// A table build that gave up before it finished (stop_table_builds, the policy's build time
// limit, a request cancelled or out of time); nothing of it is kept. A solve turns a stop of
// its own into its answer (cancelled, timed out); any other reaches its caller as this.
struct TableBuildStopped : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// {name, solver, description, status, path (null in memory), bytes, build_seconds,
// parameters, version, problem}: a table as `cubelab tables list --json` prints it.
std::string to_json(const TableInfo& table);

}  // namespace cubelab
