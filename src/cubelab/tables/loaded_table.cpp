#include "cubelab/tables/loaded_table.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstdlib>
#include <cstring>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>

#include "cubelab/tables/store_log.h"
#include "cubelab/tables/table_file.h"

namespace cubelab::tables {
namespace {

std::atomic<bool> any_damage{false};

// ---------------------------------------------------------------------------------------
// Memory holding a payload: a read-only mapping of the file, or anonymous memory.

}  // namespace

void* map_anonymous(uint64_t bytes) {
  if (bytes == 0) return nullptr;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::runtime_error("cannot allocate table memory");
  madvise(p, bytes, MADV_HUGEPAGE);
  return p;
}

namespace {

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
  return table_policy().prefer_copies && payload_bytes <= kCopyLimit;
}

}  // namespace

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

std::unique_ptr<Table> table_in_memory(const std::string& name, double build_seconds, void* memory,
                                       uint64_t bytes) {
  return std::make_unique<MappedTable>(name, "", build_seconds, memory, bytes, 0, bytes);
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

}  // namespace cubelab::tables
