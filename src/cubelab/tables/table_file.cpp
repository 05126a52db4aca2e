#include "cubelab/tables/table_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <cstdio>
#include <ctime>
#include <vector>

namespace cubelab::tables {
namespace {

constexpr char kMagic[8] = {'C', 'U', 'B', 'E', 'L', 'A', 'B', 'T'};
constexpr uint32_t kFormatVersion = 1;

uint64_t header_checksum(const Header& h) {
  return checksum({reinterpret_cast<const uint8_t*>(&h), offsetof(Header, header_checksum)});
}

void copy_text(char* out, size_t size, const std::string& text) {
  std::memset(out, 0, size);
  std::memcpy(out, text.data(), std::min(text.size(), size - 1));
}

}  // namespace

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

uint64_t checksum(std::span<const uint8_t> data) {
  // Four independent multiply-rotate lanes over 32-byte blocks, then a final mix: runs at
  // memory speed and catches any flipped byte.
  Hasher h;
  const size_t whole = data.size() / 32 * 32;
  h.blocks(data.data(), whole);
  return h.finish(data.data() + whole, data.size() - whole);
}

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

std::string write_table_file(const std::string& path, const TableSpec& spec,
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

namespace {

// NAME.verified beside NAME.tbl: one line, the identity of the file checked, its payload
// checksum and the verdict.
std::string verdict_path(const std::string& table_path) {
  std::string p = table_path;
  if (p.size() > 4 && p.compare(p.size() - 4, 4, ".tbl") == 0) p.resize(p.size() - 4);
  return p + ".verified";
}

}  // namespace

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
}  // namespace cubelab::tables
