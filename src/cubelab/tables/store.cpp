#include "cubelab/tables/store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <thread>

#include "cubelab/tables/progress.h"

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
// Memory holding a payload: a read-only mapping of the file, or anonymous memory.

void* map_anonymous(uint64_t bytes) {
  if (bytes == 0) return nullptr;
  void* p = mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (p == MAP_FAILED) throw std::runtime_error("cannot allocate table memory");
  madvise(p, bytes, MADV_HUGEPAGE);
  return p;
}

class MappedTable : public Table {
 public:
  MappedTable(std::string name, std::string path, double build_s, void* base, uint64_t total,
              uint64_t offset, uint64_t payload)
      : base_(base), total_(total), offset_(offset), payload_(payload) {
    name_ = std::move(name);
    path_ = std::move(path);
    build_seconds_ = build_s;
  }
  ~MappedTable() override {
    if (base_) munmap(base_, total_);
  }
  std::span<const uint8_t> data() const override {
    return {static_cast<const uint8_t*>(base_) + offset_, payload_};
  }

 private:
  void* base_;
  uint64_t total_, offset_, payload_;
};

std::atomic<bool> copies_preferred{false};
constexpr uint64_t kCopyLimit = uint64_t{1} << 30;

bool load_by_copy(uint64_t payload_bytes) {
  const char* mode = std::getenv("CUBELAB_TABLE_LOAD");
  if (mode && std::string(mode) == "copy") return true;
  if (mode && std::string(mode) == "mmap") return false;
  return copies_preferred && payload_bytes <= kCopyLimit;
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
// missing or bad.
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
    table = std::make_unique<MappedTable>(spec.name, path, h.build_seconds, mem, h.payload_bytes, 0,
                                          h.payload_bytes);
    if (done != h.payload_bytes) problem = "short read";
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
                                          kHeaderBytes, h.payload_bytes);
  }
  close(fd);
  if (problem.empty() && spec.verify_on_load && checksum(table->data()) != h.payload_checksum)
    problem = "payload checksum mismatch (damaged file)";
  if (!problem.empty()) return nullptr;
  return table;
}

// The builder's view of a build in progress.
class Context : public BuildContext {
 public:
  Context(const TableSpec& spec) : progress_(spec.name) {}
  ~Context() override {
    if (mem_) munmap(mem_, bytes_);
  }
  int threads() const override { return build_threads(); }
  std::span<uint8_t> allocate(uint64_t bytes) override {
    if (mem_ || allocated_) throw std::logic_error("BuildContext::allocate called twice");
    allocated_ = true;
    mem_ = map_anonymous(bytes);
    bytes_ = bytes;
    return {static_cast<uint8_t*>(mem_), bytes};
  }
  void progress(double fraction) override { progress_.update(fraction); }
  std::span<const uint8_t> payload() const { return {static_cast<uint8_t*>(mem_), bytes_}; }
  ProgressBar& bar() { return progress_; }
  // Hands the memory over to a table that owns it.
  void* release() {
    void* p = mem_;
    mem_ = nullptr;
    return p;
  }
  uint64_t bytes() const { return bytes_; }

 private:
  ProgressBar progress_;
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

  std::string tmp = path + ".tmp." + std::to_string(getpid());
  int fd = open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
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
  ok = close(fd) == 0 && ok;
  if (!ok || rename(tmp.c_str(), path.c_str()) != 0) {
    std::string err = std::strerror(errno);
    unlink(tmp.c_str());
    return "cannot write " + path + ": " + err;
  }
  return "";
}

// An exclusive advisory lock on NAME.lock for the life of the object.
class FileLock {
 public:
  explicit FileLock(const std::string& path) {
    fd_ = open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd_ >= 0) flock(fd_, LOCK_EX);
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

void say(const std::string& text) {
  std::fprintf(stderr, "cubelab: %s\n", text.c_str());
  std::fflush(stderr);
}

std::unique_ptr<Table> build_table(const TableSpec& spec, const Builder& build) {
  const std::string path = table_path(spec.name);
  Context ctx(spec);
  auto start = std::chrono::steady_clock::now();
  ctx.bar().start(spec.parameters);
  build(ctx);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  ctx.bar().finish(seconds, ctx.bytes());
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

uint64_t checksum(std::span<const uint8_t> data) {
  // Four independent multiply-rotate lanes over 32-byte blocks, then a final mix: runs at
  // memory speed and catches any flipped byte.
  constexpr uint64_t k1 = 0x9E3779B185EBCA87ull, k2 = 0xC2B2AE3D27D4EB4Full;
  auto round = [](uint64_t acc, uint64_t w) {
    acc += w * k2;
    acc = (acc << 31) | (acc >> 33);
    return acc * k1;
  };
  uint64_t lane[4] = {k1 + k2, k2, 0, 0 - k1};
  const uint8_t* p = data.data();
  size_t n = data.size();
  while (n >= 32) {
    for (int i = 0; i < 4; ++i) {
      uint64_t w;
      std::memcpy(&w, p + 8 * i, 8);
      lane[i] = round(lane[i], w);
    }
    p += 32;
    n -= 32;
  }
  uint64_t h = data.size() * k1;
  for (int i = 0; i < 4; ++i) h = round(h ^ lane[i], static_cast<uint64_t>(i + 1));
  while (n > 0) {
    h = round(h, *p++);
    --n;
  }
  h ^= h >> 29;
  h *= k2;
  h ^= h >> 32;
  return h;
}

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

std::unique_ptr<Table> open_or_build(const TableSpec& spec, const Builder& build) {
  const std::string path = table_path(spec.name);
  std::string problem;
  std::unique_ptr<Table> table = open_table(path, spec, problem);
  if (table) return table;
  FileLock file_lock(cache_dir() + "/" + spec.name + ".lock");
  // Another process may have built it while we waited for the lock.
  std::string again;
  table = open_table(path, spec, again);
  if (table) return table;
  if (!problem.empty())
    say("table " + spec.name + " at " + path + " is unusable (" + problem + "); rebuilding");
  return build_table(spec, build);
}

void prefer_copies(bool on) { copies_preferred = on; }

const Table& get_table(const TableSpec& spec, const Builder& build) {
  static std::mutex mu;
  static std::map<std::string, std::unique_ptr<Table>> loaded;
  std::lock_guard lock(mu);
  if (auto it = loaded.find(spec.name); it != loaded.end()) return *it->second;
  return *(loaded[spec.name] = open_or_build(spec, build));
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
  if (info.problem.empty() && check_payload && h.payload_bytes > 0) {
    void* base = mmap(nullptr, info.file_bytes, PROT_READ, MAP_SHARED, fd, 0);
    if (base == MAP_FAILED) {
      info.problem = "cannot map";
    } else {
      auto payload = std::span<const uint8_t>(static_cast<const uint8_t*>(base) + kHeaderBytes,
                                              h.payload_bytes);
      if (checksum(payload) != h.payload_checksum) info.problem = "payload checksum mismatch";
      munmap(base, info.file_bytes);
    }
  }
  close(fd);
  return info;
}

std::vector<FileInfo> list_files(bool check_payload) {
  std::vector<FileInfo> out;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(cache_dir(), ec))
    if (entry.path().extension() == ".tbl")
      out.push_back(inspect_file(entry.path(), check_payload));
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
                name.find(".tbl.tmp.") != std::string::npos;
    if (ours && fs::remove(entry.path(), ec)) ++removed;
  }
  return removed;
}

}  // namespace cubelab::tables
