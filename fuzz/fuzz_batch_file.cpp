// Fuzzes the reading of batch outputs (`solve --out` resume, `merge`): arbitrary bytes as a
// batch file, and two of them merged against an input. A file is either refused with
// InputError or read with its promises kept: the complete lines end where a newline does,
// a torn tail is exactly what follows them, every record has a line >= 1; a merge lists
// each line once, in order, and never keeps a record whose cube is not its line's.
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include "cubelab/bench/batch_file.h"
#include "cubelab/bench/merge.h"
#include "cubelab/cube/error.h"
#include "fuzz_check.h"

namespace {

namespace fs = std::filesystem;
using namespace cubelab;

std::string temp_file(const char* name) {
  return (fs::temp_directory_path() /
          ("cubelab-fuzz-batch-" + std::to_string(getpid()) + "-" + name))
      .string();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const bench::BatchFile f = bench::parse_batch_file(text, "fuzz");
    FUZZ_CHECK(f.complete_bytes <= text.size());
    FUZZ_CHECK(f.complete_bytes == 0 || text[f.complete_bytes - 1] == '\n');
    FUZZ_CHECK(f.torn_tail == (f.complete_bytes < text.size()));
    FUZZ_CHECK(text.find('\n', f.complete_bytes) == std::string::npos);
    for (const bench::BatchLine& r : f.records) {
      FUZZ_CHECK(r.line >= 1);
      FUZZ_CHECK(r.json.is_object() && r.json.at("line") == r.line);
    }
  } catch (const InputError&) {
  }

  // The same bytes as two shards of a batch whose input is five lines of cubes.
  const size_t half = size / 2;
  const std::string a = temp_file("a"), b = temp_file("b");
  std::ofstream(a, std::ios::binary) << text.substr(0, half);
  std::ofstream(b, std::ios::binary) << text.substr(half);
  bench::MergeOptions options;
  options.expected_lines = std::vector<int64_t>{1, 2, 3, 4, 5};
  options.inputs =
      std::map<int64_t, std::string>{{1, "R U"}, {2, "F2"}, {3, "R U R' U'"}, {4, "D"}, {5, "B L"}};
  options.verify = true;
  try {
    const bench::MergeResult m = bench::merge_batches({a, b}, options);
    int64_t previous = 0;
    for (const nlohmann::json& r : m.records) {
      const int64_t line = r.at("line").get<int64_t>();
      FUZZ_CHECK(line > previous);  // in order, each once
      previous = line;
      if (options.inputs->count(line)) FUZZ_CHECK(r.at("input") == options.inputs->at(line));
    }
    FUZZ_CHECK(m.summary.verified <= m.summary.solved);
    FUZZ_CHECK(m.complete() == (m.missing.empty() && m.duplicated.empty() && m.unexpected.empty() &&
                                m.not_verified.empty() && m.foreign.empty()));
  } catch (const InputError&) {
  }
  fs::remove(a);
  fs::remove(b);
  return 0;
}
