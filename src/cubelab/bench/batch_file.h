#pragma once
// The output of a batch (`cubelab solve --file IN --out OUT`, written by BatchOutput of
// cubelab/batch.h): one JSON object a line, each with the 1-based number of its input line
// in "line". It is appended one whole line at a
// time, so a process killed at any moment leaves complete lines and at most one torn line at
// the end, which a resumed run cuts off before it appends (docs/cluster.md).
#include <cstdint>
#include <nlohmann/json.hpp>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab::bench {

struct BatchLine {
  int64_t line = 0;  // the input line it answers, 1-based
  nlohmann::json json;
};

struct BatchFile {
  std::vector<BatchLine> records;  // in file order
  uint64_t complete_bytes = 0;     // the length of the file's complete lines
  bool torn_tail = false;          // bytes after them: a write cut short
};

// Reads the text of a batch output (`name` says where it is from in messages). A complete
// line that is not a JSON object with an integer "line" >= 1 throws InputError(E_FORMAT)
// naming the file and line: that is not a cut-short write but another file.
BatchFile parse_batch_file(std::string_view text, const std::string& name);
// Reads OUT; a missing file is an empty batch.
BatchFile read_batch_file(const std::string& path);

}  // namespace cubelab::bench
