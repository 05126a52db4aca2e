#include "cubelab/output.h"

#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>

#include "cubelab/cube/error.h"

namespace cubelab {
namespace {

std::string errno_text(int error) { return std::strerror(error); }

// Why `st` cannot be a batch output, or "" when it can.
std::string not_an_output(const struct stat& st) {
  if (S_ISREG(st.st_mode)) return "";
  if (S_ISDIR(st.st_mode)) return "a directory";
  if (S_ISFIFO(st.st_mode)) return "a pipe";
  if (S_ISCHR(st.st_mode)) return "a device (such as /dev/null or a terminal)";
  if (S_ISSOCK(st.st_mode)) return "a socket";
  return "not a regular file";
}

std::string refusal(const std::string& path, const std::string& what) {
  return "--out " + path + " is " + what +
         ": a batch output must be a regular file, which a later run reads back to resume "
         "(to see results as they come, leave out --out and add --json)";
}

}  // namespace

void write_all(int fd, std::string_view data, const std::string& what) {
  while (!data.empty()) {
    const ssize_t n = ::write(fd, data.data(), data.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EPIPE || errno == ECONNRESET))
      throw OutputError("the reader of " + what + " has gone", true);
    if (n <= 0)
      throw OutputError("cannot write " + what + ": " +
                        errno_text(n < 0 ? errno : ENOSPC));  // 0 bytes: nothing more fits
    data.remove_prefix(static_cast<size_t>(n));
  }
}

// ---------------------------------------------------------------------------------------

namespace {
constexpr size_t kStdoutBuffer = 64 * 1024;
}

CheckedStdout::CheckedStdout() : line_buffered_(isatty(STDOUT_FILENO) != 0) {
  buffer_.reserve(kStdoutBuffer);
}

void CheckedStdout::install() {
  static CheckedStdout* out = new CheckedStdout;  // lives until exit, past every flush
  std::cout.rdbuf(out);
  // std::cerr flushed std::cout before each of its writes (tie): from threads that report
  // on stderr while another prints results, and to no purpose, stderr being unbuffered.
  std::cerr.tie(nullptr);
  // The stream rethrows what its buffer throws (badbit), and a write after a failure (the
  // stream's failbit) throws too, so that no thread goes on solving for an output gone.
  std::cout.exceptions(std::ios::badbit | std::ios::failbit);
}

void CheckedStdout::finish() {
  auto* out = dynamic_cast<CheckedStdout*>(std::cout.rdbuf());
  if (!out) {
    std::cout.flush();
    return;
  }
  std::lock_guard lock(out->mu_);
  if (out->failure_.empty()) out->drain();
  // Nothing is written after this (the flush at exit finds an empty buffer), and a stream
  // that failed does not throw again then.
  std::cout.exceptions(std::ios::goodbit);
}

std::optional<OutputError> CheckedStdout::failure() {
  auto* out = dynamic_cast<CheckedStdout*>(std::cout.rdbuf());
  if (!out) return std::nullopt;
  std::lock_guard lock(out->mu_);
  if (out->failure_.empty()) return std::nullopt;
  return OutputError(out->failure_, out->reader_gone_);
}

void CheckedStdout::drain() {
  if (!failure_.empty()) throw OutputError(failure_, reader_gone_);
  if (buffer_.empty()) return;
  std::string pending;
  pending.swap(buffer_);
  buffer_.reserve(kStdoutBuffer);
  try {
    write_all(STDOUT_FILENO, pending, "standard output");
  } catch (const OutputError& e) {
    failure_ = e.what();
    reader_gone_ = e.reader_gone();
    throw;
  }
}

CheckedStdout::int_type CheckedStdout::overflow(int_type c) {
  std::lock_guard lock(mu_);
  if (!failure_.empty()) drain();  // throws the failure again
  if (!traits_type::eq_int_type(c, traits_type::eof())) {
    buffer_.push_back(traits_type::to_char_type(c));
    if (buffer_.size() >= kStdoutBuffer || (line_buffered_ && c == '\n')) drain();
  }
  return traits_type::not_eof(c);
}

std::streamsize CheckedStdout::xsputn(const char* s, std::streamsize n) {
  std::lock_guard lock(mu_);
  if (!failure_.empty()) drain();
  buffer_.append(s, static_cast<size_t>(n));
  if (buffer_.size() >= kStdoutBuffer ||
      (line_buffered_ && std::memchr(s, '\n', static_cast<size_t>(n))))
    drain();
  return n;
}

int CheckedStdout::sync() {
  std::lock_guard lock(mu_);
  if (!buffer_.empty()) drain();
  return 0;
}

// ---------------------------------------------------------------------------------------

void check_output_path(const std::string& path) {
  struct stat st {};
  if (stat(path.c_str(), &st) != 0) {
    if (errno == ENOENT) return;  // a new file
    throw OutputError("cannot use --out " + path + ": " + errno_text(errno));
  }
  const std::string why = not_an_output(st);
  if (!why.empty()) throw OutputError(refusal(path, why));
}

OutputFile::OutputFile(const std::string& path) : path_(path) {
  check_output_path(path);
  // O_NONBLOCK: should the path have become a pipe meanwhile, opening it does not wait for
  // a reader (it is refused below).
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC | O_NONBLOCK, 0644);
  if (fd_ < 0) throw OutputError("cannot open " + path + ": " + errno_text(errno));
  struct stat st {};
  const std::string why = fstat(fd_, &st) == 0 ? not_an_output(st) : errno_text(errno);
  if (!why.empty()) {
    ::close(fd_);
    throw OutputError(refusal(path, why));
  }
  if (flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    const int error = errno;
    ::close(fd_);
    if (error == EWOULDBLOCK)
      throw OutputError(path +
                        " is being written by another run (it holds the file's lock): wait for "
                        "it to end, or give this run another --out");
    throw OutputError("cannot lock " + path + ": " + errno_text(error));
  }
  const int flags = fcntl(fd_, F_GETFL);
  fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
}

OutputFile::~OutputFile() {
  if (fd_ >= 0) ::close(fd_);  // the lock goes with it
}

std::string OutputFile::read_all() const {
  std::string text;
  char buf[1 << 16];
  for (off_t at = 0;;) {
    const ssize_t n = pread(fd_, buf, sizeof buf, at);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw OutputError("cannot read " + path_ + ": " + errno_text(errno));
    if (n == 0) return text;
    text.append(buf, static_cast<size_t>(n));
    at += n;
  }
}

void OutputFile::cut(uint64_t bytes) {
  if (ftruncate(fd_, static_cast<off_t>(bytes)) != 0)
    throw OutputError("cannot cut the torn end of " + path_ + ": " + errno_text(errno));
}

void OutputFile::append(std::string_view text) { write_all(fd_, text, path_); }

void OutputFile::close() {
  if (fd_ < 0) return;
  const bool synced = fsync(fd_) == 0;
  const int sync_error = errno;
  const bool closed = ::close(fd_) == 0;
  fd_ = -1;
  if (!synced || !closed)
    throw OutputError("cannot write " + path_ +
                      " to disk: " + errno_text(!synced ? sync_error : errno));
}

void write_file_atomically(const std::string& path, std::string_view content) {
  namespace fs = std::filesystem;
  // A device, a pipe or a directory is not replaced by a file (as root, renaming over
  // /dev/stdout would replace the device's name itself).
  struct stat st {};
  if (stat(path.c_str(), &st) == 0 && !S_ISREG(st.st_mode))
    throw OutputError("cannot write " + path + ": it is " + not_an_output(st) +
                      ", and only a regular file is replaced by a new one");
  const std::string tmp = path + ".tmp." + std::to_string(getpid());
  ::unlink(tmp.c_str());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) throw OutputError("cannot create " + tmp + ": " + errno_text(errno));
  try {
    write_all(fd, content, path);
    if (fsync(fd) != 0) throw OutputError("cannot write " + path + ": " + errno_text(errno));
  } catch (...) {
    ::close(fd);
    ::unlink(tmp.c_str());
    throw;
  }
  if (::close(fd) != 0 || ::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string why = errno_text(errno);
    ::unlink(tmp.c_str());
    throw OutputError("cannot write " + path + ": " + why);
  }
  // The rename itself is on disk once the folder is.
  const fs::path parent = fs::path(path).parent_path();
  const fs::path dir = parent.empty() ? fs::path(".") : parent;
  const int dir_fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dir_fd >= 0) {
    fsync(dir_fd);
    ::close(dir_fd);
  }
}

}  // namespace cubelab
