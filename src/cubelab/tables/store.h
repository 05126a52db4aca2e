#pragma once
// The on-disk table store (architecture.md §5). Every large table of every solver goes through
// get_table(spec, builder):
//
//   * the table lives in $CUBELAB_CACHE (default ~/.cache/cubelab) as NAME.tbl: a 4 KiB
//     header (magic, format version, table name, parameters, table version, payload size,
//     payload checksum, build time, header checksum) followed by the payload;
//   * the first use builds it (the builder gets BuildContext: a thread count, the payload
//     buffer and a thread-safe progress callback, shown on stderr as a bar with percent and
//     ETA when stderr is a terminal, else as one line when starting and one when done),
//     writes it to a temporary file and renames it into place, so a crash never leaves a
//     half-written table;
//   * a file whose header, size or checksum is wrong (or whose name, parameters or version
//     differ from the spec) is rebuilt, with a message on stderr;
//   * builders in several processes are serialised by an advisory lock (NAME.lock): the
//     second one waits and then uses the first one's file;
//   * loaded tables are memory-mapped read-only (shared by threads and processes), with
//     MADV_HUGEPAGE asked for, or copied into anonymous memory backed by transparent huge
//     pages (faster random lookups: the page cache of a file has no huge pages; not
//     shared, and the copy adds to the load time: docs/tables.md). Programs that solve many cubes
//     ask for copies of the tables up to 1 GiB (TablePolicy::prefer_copies);
//     CUBELAB_TABLE_LOAD=copy or =mmap decides for every table instead.
//   * what the process allows (copies, which builds, how long a build may take, which
//     tables are verified before use) is one TablePolicy (cubelab/tables.h), set as a whole;
//   * the returned Table lives until the process ends; get_table is thread-safe and builds
//     or loads each table once per process;
//   * a table's content is verified before any claim rests on it (Table::verified,
//     sync_verify_limit below): in full on load below 256 MiB, else in the background.
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "cubelab/tables.h"

namespace cubelab::tables {

struct TableSpec {
  std::string name;        // file name stem: lowercase letters, digits, '-' and '_'
  std::string parameters;  // what the content depends on ("flipslice/16 x twist, 4 bits")
  uint32_t version = 1;    // bump when the builder's output changes
  std::string description;
  // What a build costs, said before it starts (a first solve waits for it, and should say
  // why): the payload size, and the wall time of a build with 2 threads on the machine of
  // docs/results.md (scaled to the build threads when the builder uses them all:
  // parallel_build). 0 = not known, not shown.
  uint64_t expected_bytes = 0;
  double expected_seconds = 0;
  bool parallel_build = true;
  // The byte a part of a mapped file that is gone (the file truncated under the process)
  // reads as: a value the table's readers take as "nothing known", that leads no search
  // out of its coordinates' range. 0 (a lower bound of 0, an empty entry, coordinate 0)
  // suits most tables; a table whose 0 means "at the goal" (twophase's phase-1 tables:
  // "in H") declares 0xFF, "as far as can be", which prunes the node instead.
  uint8_t lost_fill = 0;
};

// "twophase-phase1 (67.2 MiB, about 4 s on 2 threads)": the table and what building it
// costs with `threads` build threads, as the store announces a build.
std::string build_announcement(const TableSpec& spec, int threads);

class BuildContext {
 public:
  virtual ~BuildContext() = default;
  // Threads the builder may use (>= 1).
  virtual int threads() const = 0;
  // The payload buffer, zero-filled; call once.
  virtual std::span<uint8_t> allocate(uint64_t bytes) = 0;
  // Fraction done, 0..1; callable from any thread.
  virtual void progress(double fraction) = 0;
  // True once the build should give up (stop_table_builds, or the policy's time limit passed).
  // Builders poll it from any thread and return early; the store then throws
  // BuildStopped instead of keeping a half-built table. Cheap (an atomic and a clock).
  virtual bool stopped() const { return false; }
};

using Builder = std::function<void(BuildContext&)>;

class Table {
 public:
  virtual ~Table() = default;
  virtual std::span<const uint8_t> data() const = 0;  // 4096-byte aligned
  const std::string& name() const { return name_; }
  const std::string& path() const { return path_; }
  double build_seconds() const { return build_seconds_; }
  // Whether the content is known to match the checksum it was written with. Waits for a
  // verification still running (large tables are verified in the background), and checks
  // again when the file has changed since (a mapped table reads the file itself). Claims
  // that rest on a table's values ("optimal", "no solution of N moves or fewer") are made
  // only when this is true; `problem` then says why not.
  virtual bool verified(std::string* problem = nullptr) const = 0;

 protected:
  std::string name_, path_;
  double build_seconds_ = 0;
};

const Table& get_table(const TableSpec& spec, const Builder& build);
// The table's bytes as get_table gives them, or, where this process may neither read the table
// from the store nor build it there (refusal: a server started with --build-tables), as
// `make` makes them, once, kept for the process. For small tables made in a fraction of a
// second, so that their solver answers rather than refuses.
std::span<const uint8_t> get_or_make_table(const TableSpec& spec,
                                           const std::function<std::vector<uint8_t>()>& make);
// The same without the per-process cache: opens the file, or (re)builds it. For tests and
// tools; solvers use get_table.
std::unique_ptr<Table> open_or_build(const TableSpec& spec, const Builder& build);

// The cache directory ($CUBELAB_CACHE or ~/.cache/cubelab), created when missing.
std::string cache_dir();
std::string table_path(const std::string& name);

// Threads used for building (default 2; CUBELAB_BUILD_THREADS overrides).
int build_threads();

// Tables whose payload is smaller than this are checksummed in full when loaded, before
// get_table returns. Larger ones are trusted at once only when an earlier verification of
// the same unchanged file is on record (NAME.verified: device, inode, size and modification
// and change times of the file it checked); otherwise a background thread checksums them
// while solvers already use them, and Table::verified() waits for it. The policy's
// (TablePolicy::sync_verify_limit), else CUBELAB_VERIFY_SYNC_LIMIT (bytes), else 256 MiB
// (checksumming two-phase's 537 MiB table with moves took 60-100 ms of every process that
// solves with it); tests lower it to send small tables down the large tables' path.
uint64_t sync_verify_limit();

// True when every table loaded in this process (get_table, open_or_build) is verified
// (Table::verified); else false, with the first problem found. run_solver asks this
// before it lets a result claim optimality or the absence of a solution.
bool loaded_tables_verified(std::string* problem = nullptr);
// True once a table of this process failed a check (cheap: searches poll it).
bool damage_found();

// Why get_table of the table `name` would be refused (E_LIMIT) in this process (a table
// the policy's build_allowlist does not allow): its message, or empty when the table is in
// the store (its header read, nothing loaded) or may be built. A build stopped
// (stop_table_builds, the policy's build time limit, a BuildCancelScope) throws
// BuildStopped.
std::string refusal(const std::string& name);

// Whether a solver can use these tables now: each loaded, in the store, or allowed to be
// built in a process that waits for its builds. Where the policy builds in the background
// (TablePolicy::build_later), a missing table that may be built is not at hand: its name
// goes to build_later (but not while a ListingScope lives on the thread), and the caller
// answers from smaller tables meanwhile.
bool at_hand(const std::vector<std::string>& names);
// Whether each of these tables is loaded or in the store (nothing built, nothing asked for).
bool in_store(const std::vector<std::string>& names);

// While one lives, at_hand on this thread hands nothing to build_later: a listing says which
// tables a solve would use now without starting builds.
class ListingScope {
 public:
  ListingScope();
  ~ListingScope();
  ListingScope(const ListingScope&) = delete;
  ListingScope& operator=(const ListingScope&) = delete;

 private:
  bool outer_;
};
using BuildStopped = TableBuildStopped;  // public: cubelab/tables.h
// A wait for a build elsewhere that gave up (waiting_stopped, table_build.h); the build goes
// on and its table is kept. what(): "waiting for table NAME, which ... is building".
struct WaitStopped : BuildStopped {
  using BuildStopped::BuildStopped;
};

// What a table file holds, read from its header; `problem` is empty when the file is good.
struct FileInfo {
  std::string name, path, parameters;
  uint32_t version = 0;
  uint64_t payload_bytes = 0, file_bytes = 0;
  double build_seconds = 0;
  std::string problem;
  // The payload matches its checksum: checked now (check_payload), or by an earlier
  // verification of this same unchanged file. False with an empty `problem` means the
  // header is good and the content has not been checked since the file last changed.
  bool verified = false;
  bool temporary = false;  // the temporary file of a build (NAME.tbl.tmp.PID)
};
// Reads and checks one file (the payload checksum too when `check_payload`, recording the
// verdict for later loads and listings).
FileInfo inspect_file(const std::string& path, bool check_payload);
// Every *.tbl file of the cache directory, and the temporary files of builds that did not
// finish (their process is gone; `problem` says so).
std::vector<FileInfo> list_files(bool check_payload);
// Deletes every *.tbl, *.lock and temporary file of the cache directory; returns the count.
int clear_cache();

// The checksum used by the store (64-bit, fast; exposed for tests).
uint64_t checksum(std::span<const uint8_t> data);

}  // namespace cubelab::tables
