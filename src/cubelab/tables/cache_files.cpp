#include "cubelab/tables/cache_files.h"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <vector>

#include "cubelab/tables/store.h"
#include "cubelab/tables/table_file.h"

namespace cubelab::tables {
namespace fs = std::filesystem;
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

}  // namespace

void remove_stale_temp_files(const std::string& name) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(cache_dir(), ec)) {
    const std::string file = entry.path().filename().string();
    const std::optional<int> pid = temp_file_pid(file);
    if (pid && file.rfind(name + ".tbl.tmp.", 0) == 0 && !process_alive(*pid))
      fs::remove(entry.path(), ec);
  }
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
