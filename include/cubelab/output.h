#pragma once
// Where results go, written and checked in one place (docs/reliability.md): the cubelab
// program's and any program's of the facade:
//
//   * standard output, through a buffer of its own under std::cout (CheckedStdout): a
//     failing write (a full disk, /dev/full, a closed file system) is an OutputError, never
//     silently dropped; a pipe whose reader has gone (`| head`) ends the output instead;
//   * batch output files (`solve --out`, OutputFile): regular files only (a result file is
//     read back to resume, which /dev/null, a pipe or a terminal cannot be), locked by the
//     run that writes them (a second run on the same file is refused, not interleaved),
//     appended one whole line per write(2), and on disk (fsync) when the run ends;
//   * whole files (`merge --out`, charts: write_file_atomically): written to a new temporary
//     file beside them, synced and renamed over them, so that they are never half a file.
#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <streambuf>
#include <string>
#include <string_view>

#include "cubelab/error.h"

namespace cubelab {

// Writes all of `data` to `fd` (short writes and EINTR retried). Throws OutputError naming
// `what` on failure; reader_gone() when `fd` is a pipe or socket whose reader has ended.
void write_all(int fd, std::string_view data, const std::string& what);

// A std::streambuf over standard output whose every write is checked. Installed under
// std::cout (install), with std::cout set to rethrow what its buffer throws: an OutputError
// propagates out of the `<<` that failed. After a failure every later write fails the same
// way, so that threads still solving stop at their next result.
class CheckedStdout : public std::streambuf {
 public:
  CheckedStdout();
  // std::cout writes through one CheckedStdout from now on.
  static void install();
  // Writes out what is buffered (the end of a program): OutputError when it cannot. A
  // failure already thrown is not thrown again.
  static void finish();
  // The first failure of standard output, if any (what a std::cout failure that follows
  // it, std::ios_base::failure, stands for).
  static std::optional<OutputError> failure();

 protected:
  int_type overflow(int_type c) override;
  std::streamsize xsputn(const char* s, std::streamsize n) override;
  int sync() override;

 private:
  void drain();         // writes the buffer, under mu_; throws OutputError (again, after a failure)
  std::mutex mu_;       // writes from several threads (as stdio allows them)
  bool line_buffered_;  // a terminal: each line goes out as it is written, as stdio does
  std::string buffer_;
  std::string failure_;  // the first failure's message; later writes repeat it
  bool reader_gone_ = false;
};

// A batch output file (`solve --out`), open for appending and locked for the life of the
// object.
class OutputFile {
 public:
  // Opens or creates `path`. OutputError when it exists and is not a regular file, cannot
  // be opened, or another process holds its lock (another run writing it).
  explicit OutputFile(const std::string& path);
  ~OutputFile();
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  // The file's content now.
  std::string read_all() const;
  // Cuts the file to `bytes` (a torn last line).
  void cut(uint64_t bytes);
  // Appends `text` in one write(2): a kill loses at most the line being written.
  void append(std::string_view text);
  // Puts what was written on disk (fsync) and closes the file; OutputError on failure.
  // The destructor closes without syncing (an error is being thrown already).
  void close();
  const std::string& path() const { return path_; }

 private:
  int fd_ = -1;
  std::string path_;
};

// Writes `content` as the file `path`: into a new temporary file beside it (never one that
// exists, never through a symbolic link), synced, then renamed over `path`. OutputError on
// failure (the temporary file is removed), and when `path` exists but is not a regular file.
void write_file_atomically(const std::string& path, std::string_view content);

// Refuses `path` as a batch output unless it is missing or a regular file: OutputError
// saying why (before any work is done; OutputFile checks again when it opens it).
void check_output_path(const std::string& path);

}  // namespace cubelab
