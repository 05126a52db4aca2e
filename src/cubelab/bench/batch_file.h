#pragma once
// The output of a batch (`cubelab solve --file IN --out OUT`): one JSON object a line, each
// with the 1-based number of its input line in "line". It is appended one whole line at a
// time, so a process killed at any moment leaves complete lines and at most one torn line at
// the end, which a resumed run cuts off before it appends (docs/cluster.md).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/output.h"

namespace cubelab::bench {

struct BatchRecord {
  int64_t line = 0;  // the input line it answers, 1-based
  nlohmann::json json;
};

struct BatchFile {
  std::vector<BatchRecord> records;  // in file order
  uint64_t complete_bytes = 0;       // the length of the file's complete lines
  bool torn_tail = false;            // bytes after them: a write cut short
};

// Reads the text of a batch output (`name` says where it is from in messages). A complete
// line that is not a JSON object with an integer "line" >= 1 throws InputError(E_FORMAT)
// naming the file and line: that is not a cut-short write but another file.
BatchFile parse_batch_file(std::string_view text, const std::string& name);
// Reads OUT; a missing file is an empty batch.
BatchFile read_batch_file(const std::string& path);

// Appends records to a batch output (OutputFile: a regular file, locked while this object
// lives, so that two runs never write one file), each as one write(2) of a whole line:
// nothing is held back in the process, so a kill loses at most the line being written.
class BatchWriter {
 public:
  // Opens and locks `path` and reads what is there already (existing()).
  explicit BatchWriter(const std::string& path);
  const BatchFile& existing() const { return existing_; }
  // Cuts a torn last line off the file; before the first append.
  void cut_torn_tail();
  void append(const nlohmann::json& record);
  // The lines written are on disk (fsync) and the file closed; OutputError on failure.
  void close() { file_.close(); }

 private:
  OutputFile file_;
  BatchFile existing_;
};

}  // namespace cubelab::bench
