#pragma once
// `cubelab merge`: batch outputs (batch_file.h) of the shards of one input combined into one,
// in input order, with every line checked to be there exactly once, solutions verified again
// on request, and a summary: how many were solved, how they failed, the length histograms in
// HTM and QTM and the time statistics.
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "cubelab/bench/statistics.h"

namespace cubelab::bench {

struct MergeOptions {
  // The line numbers of the batch's input, when known (`--input FILE`, `--lines N`): each
  // must be there once, and no other. Without them only repeats are found.
  std::optional<std::vector<int64_t>> expected_lines;
  // The cube of each line of the batch's input (`--input FILE`): a record must answer the
  // cube of its own line, else it belongs to another input (a shard of another file).
  std::optional<std::map<int64_t, std::string>> inputs;
  bool verify = false;  // apply every solution to its input again
};

struct MergeSummary {
  size_t records = 0, solved = 0, verified = 0;
  std::map<std::string, size_t> by_status;  // "solved", "timed_out", "invalid", ...
  std::map<int, int> histogram_htm, histogram_qtm;
  Summary length_htm, length_qtm, time_ms;
  Summary length_sltm;  // of the lines that count it (a big cube's), if any
  size_t proven_optimal = 0;
};

struct MergeResult {
  std::vector<nlohmann::json> records;  // one per line, in input order
  std::vector<int64_t> missing, duplicated, unexpected;
  std::vector<int64_t> not_verified;  // with verify: lines whose solution does not solve
  // With `inputs`: lines whose record answers another cube than that line of the input,
  // and the first of them described ("a.jsonl: line 3 answers 'R U', line 3 of the input
  // is 'F2'"). They are left out of `records`.
  std::vector<int64_t> foreign;
  std::string first_foreign;
  MergeSummary summary;
  bool complete() const {
    return missing.empty() && duplicated.empty() && unexpected.empty() && not_verified.empty() &&
           foreign.empty();
  }
};

MergeResult merge_batches(const std::vector<std::string>& paths, const MergeOptions& options);

std::string merge_summary_text(const MergeResult& m);
std::string merge_summary_markdown(const MergeResult& m, const std::vector<std::string>& inputs);
nlohmann::json merge_summary_json(const MergeResult& m);
// The length histograms (HTM and QTM) as one SVG bar chart.
std::string merge_histogram_svg(const MergeResult& m);

}  // namespace cubelab::bench
