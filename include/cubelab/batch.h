#pragma once
// The batch harness's door (the cubelab::bench library, built with the programs of this tree
// rather than installed): the outputs of `cubelab solve --file IN --out OUT` shards (one JSON
// object a line, each with its input line's number in "line"; docs/cluster.md) merged into
// one, checked and summarised, as `cubelab merge` does.
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cubelab {

struct MergeRequest {
  std::vector<std::string> outputs;  // the shards' batch outputs, read in this order
  // The line numbers of the batch's input, when known: each must be there once, and no
  // other. Without them only repeats are found.
  std::optional<std::vector<int64_t>> expected_lines;
  // The cube of each line of the batch's input, when known: a record must answer the cube of
  // its own line, else it belongs to another input (a shard of another file) and is left out.
  std::optional<std::map<int64_t, std::string>> inputs;
  bool verify = false;  // apply every solution to its cube again
};

struct MergeReport {
  size_t records = 0;  // one per line answered, in input order
  std::vector<int64_t> missing, duplicated, unexpected;
  std::vector<int64_t> not_verified;  // with verify: lines whose solution does not solve
  // Lines whose record answers another cube than that line of the input, and the first of
  // them described ("a.jsonl: line 3 answers 'R U', line 3 of the input is 'F2'").
  std::vector<int64_t> foreign;
  std::string first_foreign;
  // The merged output: the records, one JSON line each, in input order.
  std::string merged;
  // The summary (how many were solved, how the others failed, the length histograms in HTM
  // and QTM, the time statistics) as text, Markdown and one JSON object; the histograms as
  // an SVG bar chart.
  std::string text, markdown, json, histogram_svg;
  bool complete() const {
    return missing.empty() && duplicated.empty() && unexpected.empty() && not_verified.empty() &&
           foreign.empty();
  }
};

// Reads and merges the outputs. Throws Error (E_FORMAT) for a file that is not a batch
// output (a complete line that is no JSON object with a "line"), E_REQUEST for one that
// cannot be read.
MergeReport merge_outputs(const MergeRequest& request);

}  // namespace cubelab
