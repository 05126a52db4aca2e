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
//     shared, and the copy costs about 0.3 s per GiB). Programs that solve many cubes ask
//     for copies of the tables up to 1 GiB (prefer_copies); CUBELAB_TABLE_LOAD=copy or
//     =mmap decides for every table instead.
//   * the returned Table lives until the process ends; get_table is thread-safe and builds
//     or loads each table once per process.
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

namespace cubelab::tables {

struct TableSpec {
  std::string name;        // file name stem: lowercase letters, digits, '-' and '_'
  std::string parameters;  // what the content depends on ("flipslice/16 x twist, 4 bits")
  uint32_t version = 1;    // bump when the builder's output changes
  std::string description;
  // Hash the whole payload on every load (cheap below ~1 GiB); otherwise only the header
  // and size are checked on load and `cubelab tables verify` checks the content.
  bool verify_on_load = true;
};

class BuildContext {
 public:
  virtual ~BuildContext() = default;
  // Threads the builder may use (>= 1).
  virtual int threads() const = 0;
  // The payload buffer, zero-filled; call once.
  virtual std::span<uint8_t> allocate(uint64_t bytes) = 0;
  // Fraction done, 0..1; callable from any thread.
  virtual void progress(double fraction) = 0;
};

using Builder = std::function<void(BuildContext&)>;

class Table {
 public:
  virtual ~Table() = default;
  virtual std::span<const uint8_t> data() const = 0;  // 4096-byte aligned
  const std::string& name() const { return name_; }
  const std::string& path() const { return path_; }
  double build_seconds() const { return build_seconds_; }

 protected:
  std::string name_, path_;
  double build_seconds_ = 0;
};

const Table& get_table(const TableSpec& spec, const Builder& build);
// Tables of at most 1 GiB loaded from now on are copied (see above). For long-running
// commands: bench, serve, solving a file of cubes.
void prefer_copies(bool on);
// The same without the per-process cache: opens the file, or (re)builds it. For tests and
// tools; solvers use get_table.
std::unique_ptr<Table> open_or_build(const TableSpec& spec, const Builder& build);

// The cache directory ($CUBELAB_CACHE or ~/.cache/cubelab), created when missing.
std::string cache_dir();
std::string table_path(const std::string& name);

// Threads used for building (default 2; CUBELAB_BUILD_THREADS overrides).
int build_threads();

// What a table file holds, read from its header; `problem` is empty when the file is good.
struct FileInfo {
  std::string name, path, parameters;
  uint32_t version = 0;
  uint64_t payload_bytes = 0, file_bytes = 0;
  double build_seconds = 0;
  std::string problem;
};
// Reads and checks one file (the payload checksum too when `check_payload`).
FileInfo inspect_file(const std::string& path, bool check_payload);
// Every *.tbl file of the cache directory.
std::vector<FileInfo> list_files(bool check_payload);
// Deletes every *.tbl, *.lock and temporary file of the cache directory; returns the count.
int clear_cache();

// The checksum used by the store (64-bit, fast; exposed for tests).
uint64_t checksum(std::span<const uint8_t> data);

}  // namespace cubelab::tables
