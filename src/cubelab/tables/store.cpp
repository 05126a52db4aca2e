#include "cubelab/tables/store.h"

#include <fcntl.h>
#include <fmt/format.h>
#include <signal.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "cubelab/base/log.h"
#include "cubelab/cube/error.h"
#include "cubelab/progress.h"
#include "cubelab/tables/build_cancel.h"

namespace cubelab::tables {
namespace fs = std::filesystem;

namespace {

constexpr char kMagic[8] = {'C', 'U', 'B', 'E', 'L', 'A', 'B', 'T'};
constexpr uint32_t kFormatVersion = 1;
constexpr uint64_t kHeaderBytes = 4096;

// The file header; the rest of the first 4 KiB is zero.
struct Header {
  char magic[8];
  uint32_t format_version;
  uint32_t table_version;
  uint64_t payload_bytes;
  uint64_t payload_checksum;
  double build_seconds;
  uint64_t created_unix;
  char name[128];
  char parameters[1024];
  uint64_t header_checksum;  // of every byte above
};
static_assert(sizeof(Header) < kHeaderBytes);

uint64_t header_checksum(const Header& h) {
  return checksum({reinterpret_cast<const uint8_t*>(&h), offsetof(Header, header_checksum)});
}

void copy_text(char* out, size_t size, const std::string& text) {
  std::memset(out, 0, size);
  std::memcpy(out, text.data(), std::min(text.size(), size - 1));
}

std::string text_of(const char* in, size_t size) { return std::string(in, strnlen(in, size)); }

// ---------------------------------------------------------------------------------------
// The checksum, computed in pieces: four independent multiply-rotate lanes over 32-byte
// blocks, then a final mix (see checksum()). blocks() takes any multiple of 32 bytes, so a
// large payload can be hashed a piece at a time (and the work abandoned between pieces).

constexpr uint64_t kK1 = 0x9E3779B185EBCA87ull, kK2 = 0xC2B2AE3D27D4EB4Full;

inline uint64_t mix_round(uint64_t acc, uint64_t w) {
  acc += w * kK2;
  acc = (acc << 31) | (acc >> 33);
  return acc * kK1;
}

class Hasher {
 public:
  void blocks(const uint8_t* p, size_t n) {  // n % 32 == 0
    total_ += n;
    for (; n >= 32; p += 32, n -= 32)
      for (int i = 0; i < 4; ++i) {
        uint64_t w;
        std::memcpy(&w, p + 8 * i, 8);
        lane_[i] = mix_round(lane_[i], w);
      }
  }
  uint64_t finish(const uint8_t* tail, size_t n) {  // n < 32
    uint64_t h = (total_ + n) * kK1;
    for (int i = 0; i < 4; ++i) h = mix_round(h ^ lane_[i], static_cast<uint64_t>(i + 1));
    while (n > 0) {
      h = mix_round(h, *tail++);
      --n;
    }
    h ^= h >> 29;
    h *= kK2;
    h ^= h >> 32;
    return h;
  }

 private:
  uint64_t lane_[4] = {kK1 + kK2, kK2, 0, 0 - kK1};
  uint64_t total_ = 0;
};

// Hashes `data` a piece at a time; returns nullopt when `abandon` turns true first.
std::optional<uint64_t> checksum_unless(std::span<const uint8_t> data,
                                        const std::atomic<bool>& abandon) {
  constexpr size_t kPiece = size_t{64} << 20;
  Hasher h;
  size_t done = 0;
  const size_t whole = data.size() / 32 * 32;
  while (done < whole) {
    if (abandon.load(std::memory_order_relaxed)) return std::nullopt;
    const size_t n = std::min(kPiece, whole - done);
    h.blocks(data.data() + done, n);
    done += n;
  }
  return h.finish(data.data() + done, data.size() - done);
}

// ---------------------------------------------------------------------------------------
// Which file a verification checked: a file rewritten in place (or replaced, or touched)
// gets another modification or change time, so an old verdict no longer applies to it.
// The change time cannot be set back by a user (utime sets it to now).

struct FileId {
  uint64_t dev = 0, ino = 0, size = 0;
  int64_t mtime_s = 0, mtime_ns = 0, ctime_s = 0, ctime_ns = 0;
  bool operator==(const FileId&) const = default;
};

FileId file_id(const struct stat& st) {
  return {static_cast<uint64_t>(st.st_dev),
          static_cast<uint64_t>(st.st_ino),
          static_cast<uint64_t>(st.st_size),
          st.st_mtim.tv_sec,
          st.st_mtim.tv_nsec,
          st.st_ctim.tv_sec,
          st.st_ctim.tv_nsec};
}

std::optional<FileId> file_id(int fd) {
  struct stat st {};
  if (fstat(fd, &st) != 0) return std::nullopt;
  return file_id(st);
}

// NAME.verified beside NAME.tbl: one line, the identity of the file checked, its payload
// checksum and the verdict.
std::string verdict_path(const std::string& table_path) {
  std::string p = table_path;
  if (p.size() > 4 && p.compare(p.size() - 4, 4, ".tbl") == 0) p.resize(p.size() - 4);
  return p + ".verified";
}

// The recorded verdict on this very file: true = its payload matched, false = it did not,
// nullopt = none recorded (or for another file, or another content).
std::optional<bool> read_verdict(const std::string& table_path, const FileId& id,
                                 uint64_t payload_checksum) {
  FILE* f = std::fopen(verdict_path(table_path).c_str(), "r");
  if (!f) return std::nullopt;
  unsigned long long dev, ino, size, sum;
  long long ms, mns, cs, cns;
  char verdict[16] = {};
  int n = std::fscanf(f, "cubelab-table-verdict 1 %llu %llu %llu %lld %lld %lld %lld %llx %15s",
                      &dev, &ino, &size, &ms, &mns, &cs, &cns, &sum, verdict);
  std::fclose(f);
  if (n != 9) return std::nullopt;
  const FileId seen{dev, ino, size, ms, mns, cs, cns};
  if (!(seen == id) || sum != payload_checksum) return std::nullopt;
  if (std::string(verdict) == "ok") return true;
  if (std::string(verdict) == "damaged") return false;
  return std::nullopt;
}

// Records a verdict (best effort: a read-only cache only means verifying again next time).
void write_verdict(const std::string& table_path, const FileId& id, uint64_t payload_checksum,
                   bool ok) {
  const std::string path = verdict_path(table_path);
  const std::string tmp = path + ".tmp." + std::to_string(getpid());
  unlink(tmp.c_str());
  // A new file of our own (O_EXCL, no symbolic link followed), as for the table itself.
  const int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) return;
  FILE* f = fdopen(fd, "w");
  if (!f) {
    close(fd);
    unlink(tmp.c_str());
    return;
  }
  std::fprintf(f, "cubelab-table-verdict 1 %llu %llu %llu %lld %lld %lld %lld %llx %s\n",
               (unsigned long long)id.dev, (unsigned long long)id.ino, (unsigned long long)id.size,
               (long long)id.mtime_s, (long long)id.mtime_ns, (long long)id.ctime_s,
               (long long)id.ctime_ns, (unsigned long long)payload_checksum, ok ? "ok" : "damaged");
  const bool written = std::fclose(f) == 0;
  if (!written || rename(tmp.c_str(), path.c_str()) != 0) unlink(tmp.c_str());
}

// What the store has to tell: a table it cannot use, keep or read back.
void say(const std::string& text) { log_message(LogLevel::Warning, "cubelab: " + text); }

std::atomic<bool> any_damage{false};

// The process's TablePolicy (cubelab/tables.h), read where it matters: when a table is
// loaded or a build starts.
std::mutex policy_mu;
TablePolicy policy;

TablePolicy current_policy() {
  std::lock_guard lock(policy_mu);
  return policy;
}

// ---------------------------------------------------------------------------------------
// Memory holding a payload: a read-only mapping of the file, or anonymous memory.

void* map_anonymous(uint64_t bytes) {
  if (bytes == 0) return nullptr;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::runtime_error("cannot allocate table memory");
  madvise(p, bytes, MADV_HUGEPAGE);
  return p;
}

class MappedTable;

// Every live table, for loaded_tables_verified() and the SIGBUS handler. Never destroyed:
// tables in function-local statics are destroyed at exit, after other statics may be.
struct LiveTables {
  std::mutex mu;
  std::set<const MappedTable*> tables;
};
LiveTables& live_tables() {
  static LiveTables* live = new LiveTables;
  return *live;
}

// A file mapped in place dies with SIGBUS when it is truncated under us (another process
// rebuilding it by hand, a user's mistake): the handler puts pages of the table's lost_fill
// byte over the part that is gone, so the lookup that faulted reads a value the table's
// readers take as "nothing known" (TableSpec::lost_fill), and marks the table damaged, so
// that no claim rests on it (Table::verified). The filled pages are made aside and moved
// over the range in one mremap, so that another thread never reads them half filled. A
// fault anywhere else is not ours: default action.
struct MappedRange {
  std::atomic<uintptr_t> begin{0}, end{0};
  std::atomic<bool>* truncated = nullptr;
  uint8_t fill = 0;
};
constexpr int kMaxRanges = 64;
MappedRange mapped_ranges[kMaxRanges];

// Pages reading `fill` over [page, end) of a mapping; false when the memory cannot be had.
bool replace_lost_pages(uintptr_t page, uintptr_t end, uint8_t fill) {
  const size_t bytes = end - page;
  if (fill == 0)
    return mmap(reinterpret_cast<void*>(page), bytes, PROT_READ,
                MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) != MAP_FAILED;
  void* aside = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (aside == MAP_FAILED) return false;
  std::memset(aside, fill, bytes);
  mprotect(aside, bytes, PROT_READ);
  if (mremap(aside, bytes, bytes, MREMAP_MAYMOVE | MREMAP_FIXED, reinterpret_cast<void*>(page)) ==
      MAP_FAILED) {
    munmap(aside, bytes);
    return false;
  }
  return true;
}

void on_sigbus(int sig, siginfo_t* info, void*) {
  const auto addr = reinterpret_cast<uintptr_t>(info->si_addr);
  for (MappedRange& r : mapped_ranges) {
    const uintptr_t b = r.begin.load(), e = r.end.load();
    if (addr < b || addr >= e) continue;
    const uintptr_t page = addr & ~uintptr_t{4095};
    if (replace_lost_pages(page, e, r.fill)) {
      any_damage.store(true);
      if (r.truncated && !r.truncated->exchange(true)) {
        static const char msg[] =
            "cubelab: a table file was truncated while in use; its missing part reads as "
            "'nothing known' and no claim rests on it (run 'cubelab tables verify')\n";
        [[maybe_unused]] auto n = write(STDERR_FILENO, msg, sizeof msg - 1);
      }
      return;
    }
  }
  signal(sig, SIG_DFL);  // not a table: the fault happens again, with the default action
}

void watch_mapping(void* base, uint64_t bytes, std::atomic<bool>* truncated, uint8_t fill) {
  static std::once_flag installed;
  std::call_once(installed, [] {
    struct sigaction sa {};
    sa.sa_sigaction = on_sigbus;
    sa.sa_flags = SA_SIGINFO;
    sigemptyset(&sa.sa_mask);
    sigaction(SIGBUS, &sa, nullptr);
  });
  for (MappedRange& r : mapped_ranges) {
    uintptr_t expected = 0;
    // Claim a free slot: end is written last, so the handler never sees half a range.
    if (r.begin.compare_exchange_strong(expected, reinterpret_cast<uintptr_t>(base))) {
      r.truncated = truncated;
      r.fill = fill;
      r.end.store(reinterpret_cast<uintptr_t>(base) + bytes);
      return;
    }
  }
}

void unwatch_mapping(void* base) {
  for (MappedRange& r : mapped_ranges)
    if (r.begin.load() == reinterpret_cast<uintptr_t>(base)) {
      r.end.store(0);
      r.truncated = nullptr;
      r.begin.store(0);
    }
}

class MappedTable : public Table {
 public:
  enum class State { Verified, Pending, Damaged };

  // `fd` >= 0: the payload is a mapping of that file, kept open to notice changes.
  MappedTable(std::string name, std::string path, double build_s, void* base, uint64_t total,
              uint64_t offset, uint64_t payload, int fd = -1, uint8_t lost_fill = 0)
      : base_(base), total_(total), offset_(offset), payload_(payload), fd_(fd) {
    name_ = std::move(name);
    path_ = std::move(path);
    build_seconds_ = build_s;
    if (fd_ >= 0) watch_mapping(base_, total_, &truncated_, lost_fill);
    std::lock_guard lock(live_tables().mu);
    live_tables().tables.insert(this);
  }
  ~MappedTable() override {
    {
      std::lock_guard lock(live_tables().mu);
      live_tables().tables.erase(this);
    }
    abandon_ = true;
    if (verifier_.joinable()) verifier_.join();
    if (fd_ >= 0) {
      unwatch_mapping(base_);
      close(fd_);
    }
    if (base_) munmap(base_, total_);
  }
  std::span<const uint8_t> data() const override {
    return {static_cast<const uint8_t*>(base_) + offset_, static_cast<size_t>(payload_)};
  }

  // The content was just checked (or built here).
  void set_verified(const FileId& id) {
    std::lock_guard lock(mu_);
    state_ = State::Verified;
    id_ = id;
  }
  // Checks the content on a thread of its own, at low priority, while solvers use it.
  void verify_in_background(const FileId& id, uint64_t expected) {
    {
      std::lock_guard lock(mu_);
      state_ = State::Pending;
      id_ = id;
      expected_ = expected;
    }
    verifier_ = std::thread([this] {
      setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 10);
      const std::optional<uint64_t> sum = checksum_unless(data(), abandon_);
      if (!sum) return;
      finish_check(*sum == expected_, id_);
    });
  }
  void set_expected(uint64_t expected) { expected_ = expected; }

  bool verified(std::string* problem) const override {
    std::unique_lock lock(mu_);
    cv_.wait(lock, [&] { return state_ != State::Pending; });
    if (truncated_.load() && state_ != State::Damaged) {
      state_ = State::Damaged;
      problem_ = "the file was truncated while in use";
      any_damage.store(true);
    }
    if (state_ == State::Verified && fd_ >= 0) {
      // A mapping reads the file itself: a change to the file since it was checked is a
      // change to the table. One fstat a call.
      const std::optional<FileId> now = file_id(fd_);
      if (!now || now->size != total_) {
        state_ = State::Damaged;
        problem_ = "the file changed size while in use";
        any_damage.store(true);
      } else if (!(*now == id_)) {
        state_ = State::Pending;
        lock.unlock();
        const std::atomic<bool> never{false};
        const bool ok = checksum_unless(data(), never) == expected_;
        finish_check(ok, *now);
        lock.lock();
      }
    }
    if (state_ != State::Verified && problem)
      *problem = "table " + name_ + (path_.empty() ? "" : " at " + path_) + ": " + problem_;
    return state_ == State::Verified;
  }

 private:
  void finish_check(bool ok, const FileId& id) const {
    {
      std::lock_guard lock(mu_);
      state_ = ok ? State::Verified : State::Damaged;
      id_ = id;
      if (!ok) problem_ = "payload checksum mismatch (damaged file)";
    }
    if (!ok) any_damage.store(true);
    cv_.notify_all();
    if (!path_.empty()) write_verdict(path_, id, expected_, ok);
    if (!ok)
      say("table " + name_ + " at " + path_ +
          " is damaged (payload checksum mismatch): no result claims optimality or the "
          "absence of a solution from it; it is rebuilt when next loaded");
  }

  void* base_;
  uint64_t total_, offset_, payload_;
  int fd_;
  uint64_t expected_ = 0;
  mutable std::mutex mu_;
  mutable std::condition_variable cv_;
  mutable State state_ = State::Verified;
  mutable std::string problem_;
  mutable FileId id_;
  std::atomic<bool> abandon_{false}, truncated_{false};
  std::thread verifier_;
};

constexpr uint64_t kCopyLimit = uint64_t{1} << 30;

bool load_by_copy(uint64_t payload_bytes) {
  const char* mode = std::getenv("CUBELAB_TABLE_LOAD");
  if (mode && std::string(mode) == "copy") return true;
  if (mode && std::string(mode) == "mmap") return false;
  return current_policy().prefer_copies && payload_bytes <= kCopyLimit;
}

// Reads the header of an open file and checks it against the file size (and the spec
// when given). Returns an empty string when good, else what is wrong.
std::string check_header(int fd, Header& h, uint64_t file_bytes, const TableSpec* spec) {
  if (file_bytes < kHeaderBytes) return "file too short for a header";
  if (pread(fd, &h, sizeof h, 0) != static_cast<ssize_t>(sizeof h)) return "unreadable header";
  if (std::memcmp(h.magic, kMagic, sizeof kMagic) != 0) return "not a cubelab table (bad magic)";
  if (h.header_checksum != header_checksum(h)) return "header checksum mismatch";
  if (h.format_version != kFormatVersion)
    return "file format version " + std::to_string(h.format_version) + ", expected " +
           std::to_string(kFormatVersion);
  if (file_bytes != kHeaderBytes + h.payload_bytes)
    return "size " + std::to_string(file_bytes) + " bytes, header says " +
           std::to_string(kHeaderBytes + h.payload_bytes) + " (truncated?)";
  if (spec) {
    if (text_of(h.name, sizeof h.name) != spec->name) return "holds another table";
    if (text_of(h.parameters, sizeof h.parameters) != spec->parameters)
      return "built with other parameters";
    if (h.table_version != spec->version)
      return "table version " + std::to_string(h.table_version) + ", expected " +
             std::to_string(spec->version);
  }
  return "";
}

// Opens, checks and maps a table file. Returns nullptr and sets `problem` when it is
// missing or bad. The content is checked in full here below sync_verify_limit(); above it,
// in the background unless an earlier check of this unchanged file is on record.
std::unique_ptr<Table> open_table(const std::string& path, const TableSpec& spec,
                                  std::string& problem) {
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    problem = errno == ENOENT ? "" : std::string("cannot open: ") + std::strerror(errno);
    return nullptr;
  }
  struct stat st {};
  fstat(fd, &st);
  Header h{};
  problem = check_header(fd, h, static_cast<uint64_t>(st.st_size), &spec);
  const FileId id = file_id(st);
  const std::optional<bool> verdict =
      problem.empty() ? read_verdict(path, id, h.payload_checksum) : std::nullopt;
  if (verdict == false) problem = "payload checksum mismatch (found by an earlier verification)";
  if (!problem.empty()) {
    close(fd);
    return nullptr;
  }
  const uint64_t total = static_cast<uint64_t>(st.st_size);
  std::unique_ptr<MappedTable> table;
  if (load_by_copy(h.payload_bytes)) {
    // Anonymous memory with transparent huge pages: fewer TLB misses on random lookups.
    void* mem = map_anonymous(h.payload_bytes);
    uint64_t done = 0;
    while (done < h.payload_bytes) {
      ssize_t n = pread(fd, static_cast<char*>(mem) + done, h.payload_bytes - done,
                        static_cast<off_t>(kHeaderBytes + done));
      if (n <= 0) break;
      done += static_cast<uint64_t>(n);
    }
    close(fd);
    table = std::make_unique<MappedTable>(spec.name, path, h.build_seconds, mem, h.payload_bytes, 0,
                                          h.payload_bytes);
    if (done != h.payload_bytes) {
      problem = "short read";
      return nullptr;
    }
  } else {
    void* base = mmap(nullptr, total, PROT_READ, MAP_SHARED, fd, 0);
    if (base == MAP_FAILED) {
      problem = std::string("cannot map: ") + std::strerror(errno);
      close(fd);
      return nullptr;
    }
    madvise(base, total, MADV_HUGEPAGE);
    madvise(base, total, MADV_WILLNEED);
    table = std::make_unique<MappedTable>(spec.name, path, h.build_seconds, base, total,
                                          kHeaderBytes, h.payload_bytes, fd, spec.lost_fill);
  }
  table->set_expected(h.payload_checksum);
  const bool large = h.payload_bytes >= sync_verify_limit();
  if (large && verdict == true) {
    table->set_verified(id);  // checked before, and the file has not changed since
  } else if (large) {
    table->verify_in_background(id, h.payload_checksum);
  } else {
    // Small tables are checked on every load (a fraction of a second): even a change that
    // left the file's times alone (a failing disk) is caught.
    if (checksum(table->data()) != h.payload_checksum) {
      problem = "payload checksum mismatch (damaged file)";
      write_verdict(path, id, h.payload_checksum, false);
      return nullptr;
    }
    table->set_verified(id);
    if (verdict != true) write_verdict(path, id, h.payload_checksum, true);
  }
  return table;
}

// The builder's view of a build in progress.
std::atomic<bool> builds_stopped{false};
thread_local std::function<bool()> build_cancelled;      // BuildCancelScope
thread_local BuildProgressScope::Report build_progress;  // BuildProgressScope

class Context : public BuildContext {
 public:
  Context(const TableSpec& spec)
      : name_(spec.name),
        progress_("cubelab: building " + spec.name),
        start_(std::chrono::steady_clock::now()),
        time_limit_s_(current_policy().build_time_limit_s),
        cancelled_(build_cancelled),
        report_(build_progress) {}
  ~Context() override {
    if (mem_) munmap(mem_, bytes_);
  }
  int threads() const override { return build_threads(); }
  std::span<uint8_t> allocate(uint64_t bytes) override {
    if (mem_ || allocated_) throw std::logic_error("BuildContext::allocate called twice");
    allocated_ = true;
    mem_ = map_anonymous(bytes);
    bytes_ = bytes;
    return {static_cast<uint8_t*>(mem_), static_cast<size_t>(bytes)};
  }
  void progress(double fraction) override {
    progress_.update(fraction);
    if (report_) report_(what_, fraction);
  }
  // The build starts: on stderr, and to the starting thread's BuildProgressScope.
  void announce(const std::string& what) {
    what_ = what;
    log_message(LogLevel::Info, fmt::format("cubelab: building table {}, once; it is kept in {}",
                                            what, cache_dir()));
    progress_.restart();
    progress_.update(0.0);
    if (report_) report_(what_, 0);
  }
  void finish(double seconds) {
    progress_.finish(fmt::format("cubelab: built table {} ({}) in {:.1f} s", name_,
                                 human_bytes(bytes_), seconds));
    if (report_) report_(what_, 1);
  }
  bool stopped() const override {
    if (builds_stopped.load(std::memory_order_relaxed)) return true;
    if (cancelled_ && cancelled_()) return true;
    return time_limit_s_ > 0 &&
           std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count() >
               time_limit_s_;
  }
  std::span<const uint8_t> payload() const {
    return {static_cast<uint8_t*>(mem_), static_cast<size_t>(bytes_)};
  }
  // Hands the memory over to a table that owns it.
  void* release() {
    void* p = mem_;
    mem_ = nullptr;
    return p;
  }
  uint64_t bytes() const { return bytes_; }
  double time_limit_s() const { return time_limit_s_; }

 private:
  std::string name_;
  ProgressBar progress_;
  std::chrono::steady_clock::time_point start_;
  double time_limit_s_;                // the policy's when the build started
  std::function<bool()> cancelled_;    // the starting thread's BuildCancelScope, read by any
  BuildProgressScope::Report report_;  // the starting thread's BuildProgressScope
  std::string what_;                   // build_announcement(), set before the build starts
  void* mem_ = nullptr;
  uint64_t bytes_ = 0;
  bool allocated_ = false;
};

// Writes header + payload to a temporary file next to `path` and renames it into place.
std::string write_file(const std::string& path, const TableSpec& spec,
                       std::span<const uint8_t> payload, double build_s) {
  Header h{};
  std::memcpy(h.magic, kMagic, sizeof kMagic);
  h.format_version = kFormatVersion;
  h.table_version = spec.version;
  h.payload_bytes = payload.size();
  h.payload_checksum = checksum(payload);
  h.build_seconds = build_s;
  h.created_unix = static_cast<uint64_t>(std::time(nullptr));
  copy_text(h.name, sizeof h.name, spec.name);
  copy_text(h.parameters, sizeof h.parameters, spec.parameters);
  h.header_checksum = header_checksum(h);

  // A new file of our own: never one that is already there, nor what a symbolic link put
  // there by another user of a shared cache directory (docs/cluster.md) points to. A stale
  // one of this very process id (from a run whose id was reused) is removed first.
  std::string tmp = path + ".tmp." + std::to_string(getpid());
  unlink(tmp.c_str());
  int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) return std::string("cannot create ") + tmp + ": " + std::strerror(errno);
  std::vector<uint8_t> head(kHeaderBytes, 0);
  std::memcpy(head.data(), &h, sizeof h);
  auto write_all = [fd](const uint8_t* p, uint64_t n) {
    while (n > 0) {
      ssize_t w = write(fd, p, std::min<uint64_t>(n, 1 << 30));
      if (w <= 0) return false;
      p += w;
      n -= static_cast<uint64_t>(w);
    }
    return true;
  };
  bool ok = write_all(head.data(), head.size()) && write_all(payload.data(), payload.size()) &&
            fsync(fd) == 0;
  struct stat st {};
  ok = fstat(fd, &st) == 0 && ok;
  ok = close(fd) == 0 && ok;
  if (!ok || rename(tmp.c_str(), path.c_str()) != 0) {
    std::string err = std::strerror(errno);
    unlink(tmp.c_str());
    return "cannot write " + path + ": " + err;
  }
  // Checked when written: the checksum was computed from the very bytes written. The
  // rename changed the file's change time, so take its identity again.
  if (stat(path.c_str(), &st) == 0) write_verdict(path, file_id(st), h.payload_checksum, true);
  return "";
}

// An exclusive advisory lock on NAME.lock for the life of the object.
class FileLock {
 public:
  // `on_wait` is called before waiting, when another process holds the lock.
  FileLock(const std::string& path, const std::function<void()>& on_wait) {
    fd_ = open(path.c_str(), O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0644);
    if (fd_ < 0) return;
    if (flock(fd_, LOCK_EX | LOCK_NB) == 0) return;
    // Another process holds it (builds this table, which can take minutes): say so first.
    if (on_wait) on_wait();
    while (flock(fd_, LOCK_EX) != 0 && errno == EINTR) {
    }
  }
  ~FileLock() {
    if (fd_ >= 0) {
      flock(fd_, LOCK_UN);
      close(fd_);
    }
  }

 private:
  int fd_ = -1;
};

std::string fmt_stopped(const std::string& name, double limit) {
  if (builds_stopped.load()) return "building table " + name + " was stopped (shutting down)";
  if (build_cancelled && build_cancelled())
    return "building table " + name + " was stopped (the solve was cancelled)";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.0f", limit);
  return "building table " + name + " took longer than the build time limit (" + buf + " s)";
}

std::unique_ptr<Table> build_table(const TableSpec& spec, const Builder& build) {
  const std::string path = table_path(spec.name);
  Context ctx(spec);
  auto start = std::chrono::steady_clock::now();
  ctx.announce(build_announcement(spec, ctx.threads()));
  if (ctx.stopped()) throw BuildStopped("building table " + spec.name + " was stopped");
  build(ctx);
  if (ctx.stopped()) throw BuildStopped(fmt_stopped(spec.name, ctx.time_limit_s()));
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ctx.finish(seconds);
  std::string err = write_file(path, spec, ctx.payload(), seconds);
  if (err.empty()) {
    // Free the build's copy before loading the file, so that the peak memory is one table.
    munmap(ctx.release(), ctx.bytes());
    std::string problem;
    auto table = open_table(path, spec, problem);
    if (table) return table;
    say("table " + spec.name + " just written does not read back (" + problem +
        "); building it again, in memory only");
    Context again(spec);
    build(again);
    if (again.stopped()) throw BuildStopped(fmt_stopped(spec.name, again.time_limit_s()));
    return std::make_unique<MappedTable>(spec.name, "", seconds, again.release(), again.bytes(), 0,
                                         again.bytes());
  }
  // The store is not writable (or the disk is full): keep the table in memory.
  say("table " + spec.name + " kept in memory only: " + err);
  uint64_t bytes = ctx.bytes();
  void* mem = ctx.release();
  return std::make_unique<MappedTable>(spec.name, "", seconds, mem, bytes, 0, bytes);
}

}  // namespace

std::string build_announcement(const TableSpec& spec, int threads) {
  std::string cost;
  if (spec.expected_bytes > 0) cost = human_bytes(spec.expected_bytes);
  if (spec.expected_seconds > 0) {
    // Measured with 2 threads; a builder that uses them all scales (roughly) with their
    // number, a single-threaded one does not.
    const int used = spec.parallel_build ? std::max(1, threads) : 1;
    const double s = spec.parallel_build ? spec.expected_seconds * 2 / used : spec.expected_seconds;
    std::string time = s < 1      ? "under 1 s"
                       : s < 90   ? fmt::format("about {:.0f} s", s)
                       : s < 5400 ? fmt::format("about {:.0f} min", s / 60)
                                  : fmt::format("about {:.1f} h", s / 3600);
    cost += (cost.empty() ? "" : ", ") + time +
            fmt::format(" on {} thread{}", used, used == 1 ? "" : "s");
  }
  return cost.empty() ? spec.name : spec.name + " (" + cost + ")";
}

uint64_t checksum(std::span<const uint8_t> data) {
  // Four independent multiply-rotate lanes over 32-byte blocks, then a final mix: runs at
  // memory speed and catches any flipped byte.
  Hasher h;
  const size_t whole = data.size() / 32 * 32;
  h.blocks(data.data(), whole);
  return h.finish(data.data() + whole, data.size() - whole);
}

uint64_t sync_verify_limit() {
  if (const uint64_t set = current_policy().sync_verify_limit; set > 0) return set;
  if (const char* env = std::getenv("CUBELAB_VERIFY_SYNC_LIMIT"))
    if (unsigned long long n = std::strtoull(env, nullptr, 10); n > 0) return n;
  return uint64_t{1} << 30;
}

bool damage_found() { return any_damage.load(std::memory_order_relaxed); }

bool loaded_tables_verified(std::string* problem) {
  std::vector<const MappedTable*> tables;
  {
    std::lock_guard lock(live_tables().mu);
    tables.assign(live_tables().tables.begin(), live_tables().tables.end());
  }
  // A table is destroyed only at exit or by its owner (open_or_build's caller), never
  // while a solve that uses it runs.
  for (const MappedTable* t : tables)
    if (!t->verified(problem)) return false;
  return true;
}

BuildCancelScope::BuildCancelScope(std::function<bool()> cancelled)
    : previous_(std::move(build_cancelled)) {
  build_cancelled = std::move(cancelled);
}

BuildCancelScope::~BuildCancelScope() { build_cancelled = std::move(previous_); }

BuildProgressScope::BuildProgressScope(Report report) : previous_(std::move(build_progress)) {
  build_progress = std::move(report);
}

BuildProgressScope::~BuildProgressScope() { build_progress = std::move(previous_); }

int build_threads() {
  if (const char* env = std::getenv("CUBELAB_BUILD_THREADS")) {
    int n = std::atoi(env);
    if (n >= 1) return n;
  }
  return 2;
}

std::string cache_dir() {
  std::string dir;
  if (const char* env = std::getenv("CUBELAB_CACHE"); env && *env) {
    dir = env;
  } else {
    const char* home = std::getenv("HOME");
    dir = std::string(home && *home ? home : "/tmp") + "/.cache/cubelab";
  }
  std::error_code ec;
  fs::create_directories(dir, ec);
  return dir;
}

std::string table_path(const std::string& name) { return cache_dir() + "/" + name + ".tbl"; }

namespace {

// NAME.tbl.tmp.PID: the temporary file of a build; stale when process PID is gone (it was
// killed while building: the rename never happened).
std::optional<int> temp_file_pid(const std::string& file_name) {
  const size_t at = file_name.find(".tbl.tmp.");
  if (at == std::string::npos) return std::nullopt;
  const std::string digits = file_name.substr(at + 9);
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  return std::atoi(digits.c_str());
}

bool process_alive(int pid) { return pid > 0 && (kill(pid, 0) == 0 || errno == EPERM); }

// Removes the temporary files that killed builds of `name` left behind (called with the
// table's build lock held, so no live build of this process family is writing one).
void remove_stale_temp_files(const std::string& name) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(cache_dir(), ec)) {
    const std::string file = entry.path().filename().string();
    const std::optional<int> pid = temp_file_pid(file);
    if (pid && file.rfind(name + ".tbl.tmp.", 0) == 0 && !process_alive(*pid))
      fs::remove(entry.path(), ec);
  }
}

bool build_allowed(const std::string& name) {
  const std::optional<std::vector<std::string>> allowlist = current_policy().build_allowlist;
  if (!allowlist) return true;
  // "goal-*": every table whose name starts with "goal-" (the goal solver's, named by hash).
  for (const std::string& n : *allowlist)
    if (n == name ||
        (!n.empty() && n.back() == '*' && name.rfind(n.substr(0, n.size() - 1), 0) == 0))
      return true;
  return false;
}

std::string not_allowed_message(const std::string& name) {
  // "goal-*": the goal solver's tables, one made for each goal.
  if (name.size() > 2 && name.ends_with("-*")) {
    const std::string family = name.substr(0, name.size() - 2);
    return "the " + family + " solver's tables (" + name + ", one for each pattern) " +
           "may not be built by this process (the server's operator can allow them with " +
           "'cubelab serve --build-tables " + family + "')";
  }
  return "table " + name + " is not built yet, and this process may not build it " +
         "(the server's operator can allow it with 'cubelab serve --build-tables " + name +
         "' or build it with 'cubelab tables build " + name + "')";
}

void check_build_allowed(const TableSpec& spec) {
  if (!build_allowed(spec.name)) throw InputError(ErrorCode::Limit, not_allowed_message(spec.name));
}

}  // namespace

std::unique_ptr<Table> open_or_build(const TableSpec& spec, const Builder& build) {
  const std::string path = table_path(spec.name);
  std::string problem;
  std::unique_ptr<Table> table = open_table(path, spec, problem);
  if (table) return table;
  check_build_allowed(spec);
  // Waiting for another process's build is said where a build of our own would be: on
  // stderr and to the starting thread's BuildProgressScope (the web app's progress line).
  FileLock file_lock(cache_dir() + "/" + spec.name + ".lock", [&] {
    const std::string what = build_announcement(spec, build_threads());
    say("table " + spec.name + " is being built by another process; waiting for it (" + what + ")");
    if (build_progress) build_progress("waiting for another process to build " + what, 0);
  });
  // Another process may have built it while we waited for the lock.
  std::string again;
  table = open_table(path, spec, again);
  if (table) return table;
  remove_stale_temp_files(spec.name);
  if (!problem.empty())
    say("table " + spec.name + " at " + path + " is unusable (" + problem + "); rebuilding");
  return build_table(spec, build);
}

namespace {

// The tables get_table has loaded, one slot per table name: loading or building one table
// does not hold up the others.
struct Slot {
  std::mutex mu;
  std::unique_ptr<Table> table;
  std::atomic<bool> ready{false};
};
struct Slots {
  std::mutex mu;
  std::map<std::string, std::unique_ptr<Slot>> by_name;
};
Slots& slots() {
  static Slots s;  // made on first use: a table may be asked for before main
  return s;
}

Slot& slot_of(const std::string& name) {
  std::lock_guard lock(slots().mu);
  auto& s = slots().by_name[name];
  if (!s) s = std::make_unique<Slot>();
  return *s;
}

bool loaded(const std::string& name) {
  std::lock_guard lock(slots().mu);
  const auto it = slots().by_name.find(name);
  return it != slots().by_name.end() && it->second->ready;
}

}  // namespace

const Table& get_table(const TableSpec& spec, const Builder& build) {
  Slot& slot = slot_of(spec.name);
  std::lock_guard lock(slot.mu);
  if (!slot.table) {
    slot.table = open_or_build(spec, build);
    slot.ready = true;
  }
  return *slot.table;
}

std::string refusal(const std::string& name) {
  if (build_allowed(name) || loaded(name)) return "";
  // In the store, whole as far as its header tells (get_table checks the rest as it loads).
  const FileInfo file = inspect_file(table_path(name), false);
  if (file.problem.empty() && file.payload_bytes > 0) return "";
  return not_allowed_message(name);
}

FileInfo inspect_file(const std::string& path, bool check_payload) {
  FileInfo info;
  info.path = path;
  info.name = fs::path(path).stem().string();
  int fd = open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    info.problem = std::string("cannot open: ") + std::strerror(errno);
    return info;
  }
  struct stat st {};
  fstat(fd, &st);
  info.file_bytes = static_cast<uint64_t>(st.st_size);
  Header h{};
  info.problem = check_header(fd, h, info.file_bytes, nullptr);
  if (info.problem.empty() || info.problem.find("truncated") != std::string::npos) {
    info.name = text_of(h.name, sizeof h.name);
    info.parameters = text_of(h.parameters, sizeof h.parameters);
    info.version = h.table_version;
    info.payload_bytes = h.payload_bytes;
    info.build_seconds = h.build_seconds;
  }
  if (info.problem.empty()) {
    const FileId id = file_id(st);
    const std::optional<bool> verdict = read_verdict(path, id, h.payload_checksum);
    if (check_payload) {
      // pread, not a mapping: a file truncated meanwhile gives a short read, not SIGBUS.
      Hasher hash;
      std::vector<uint8_t> buf(size_t{8} << 20);
      uint64_t done = 0;
      while (done < h.payload_bytes) {
        const uint64_t want = std::min<uint64_t>(buf.size(), h.payload_bytes - done);
        ssize_t n = pread(fd, buf.data(), want, static_cast<off_t>(kHeaderBytes + done));
        if (n != static_cast<ssize_t>(want)) break;
        done += want;
        if (done < h.payload_bytes)
          hash.blocks(buf.data(), want);  // want % 32 == 0
        else {
          const size_t whole = want / 32 * 32;
          hash.blocks(buf.data(), whole);
          const bool ok = hash.finish(buf.data() + whole, want - whole) == h.payload_checksum;
          write_verdict(path, id, h.payload_checksum, ok);
          info.verified = ok;
          if (!ok) info.problem = "payload checksum mismatch";
        }
      }
      if (h.payload_bytes == 0) info.verified = true;
      if (done < h.payload_bytes) info.problem = "unreadable payload (file truncated?)";
    } else if (verdict == true) {
      info.verified = true;
    } else if (verdict == false) {
      info.problem = "payload checksum mismatch (found by an earlier verification)";
    }
  }
  close(fd);
  return info;
}

std::vector<FileInfo> list_files(bool check_payload) {
  std::vector<FileInfo> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(cache_dir(), ec)) {
    const std::string file = entry.path().filename().string();
    if (entry.path().extension() == ".tbl") {
      out.push_back(inspect_file(entry.path(), check_payload));
    } else if (std::optional<int> pid = temp_file_pid(file)) {
      FileInfo info;
      info.path = entry.path();
      info.name = file.substr(0, file.find(".tbl.tmp."));
      info.file_bytes = static_cast<uint64_t>(entry.file_size(ec));
      info.temporary = true;
      info.problem = process_alive(*pid)
                         ? "being built by process " + std::to_string(*pid)
                         : "left by a build that did not finish (process " + std::to_string(*pid) +
                               " is gone); removed by the next build or 'cubelab tables clear'";
      out.push_back(std::move(info));
    }
  }
  std::sort(out.begin(), out.end(),
            [](const FileInfo& a, const FileInfo& b) { return a.path < b.path; });
  return out;
}

int clear_cache() {
  int removed = 0;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(cache_dir(), ec)) {
    std::string name = entry.path().filename().string();
    bool ours = entry.path().extension() == ".tbl" || entry.path().extension() == ".lock" ||
                entry.path().extension() == ".verified" ||
                name.find(".tbl.tmp.") != std::string::npos ||
                name.find(".verified.tmp.") != std::string::npos;
    if (ours && fs::remove(entry.path(), ec)) ++removed;
  }
  return removed;
}

}  // namespace cubelab::tables

namespace cubelab {

TablePolicy table_policy() { return tables::current_policy(); }

void set_table_policy(const TablePolicy& policy) {
  if (!(policy.build_time_limit_s >= 0))
    throw std::invalid_argument("a build time limit is 0 (none) or more seconds");
  std::lock_guard lock(tables::policy_mu);
  tables::policy = policy;
}

void stop_table_builds(bool stop) { tables::builds_stopped.store(stop); }

}  // namespace cubelab
