#pragma once
// The batch harness's door (the cubelab::bench library, built with the programs of this tree
// rather than installed), what the commands of many cubes are made of:
//   * run_in_order: inputs answered on several threads as they are read, the answers
//     delivered in input order (`solve --file`, a robot's pipe);
//   * BatchOutput: the output of `cubelab solve --file IN --out OUT` (one JSON object a line,
//     each with its input line's number in "line"; docs/cluster.md), appended a whole line
//     at a time, locked while a run writes it, read back to resume;
//   * merge_outputs: the outputs of the shards of one input merged into one, checked and
//     summarised, as `cubelab merge` does.
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cubelab/output.h"

namespace cubelab {

// One input's work: run on some thread, it returns what hands its answer over (an Answer),
// which is called in input order, one at a time.
using Answer = std::function<void()>;
using Job = std::function<Answer()>;

// Reads inputs one at a time with next() (under a lock; nothing at the end, and again when
// asked again by another thread), so that input is
// read only as fast as it is answered and never held whole, runs their jobs on `threads`
// threads of the process-wide pool, and calls each job's answer as soon as it and those of
// the inputs before it are done (a pipe written a line at a time gets its answers a line at a
// time). At most a few thousand answers wait for an earlier slow one; beyond that the threads
// wait too. An exception from next, a job or an answer stops every thread and is rethrown.
void run_in_order(int threads, const std::function<std::optional<Job>()>& next);

// A batch output's record as a resumed run reads it.
struct BatchRecord {
  int64_t line = 0;    // the input line it answers, 1-based
  std::string input;   // the cube it answers, as given ("" when it has none)
  std::string status;  // "solved", "invalid", "timed_out", ...
};

// A batch output (`solve --out`), open for appending and locked while the object lives: a
// kill loses at most the line being written, and a second run on the same file is refused.
class BatchOutput {
 public:
  // Opens or creates `path` and reads what is there. OutputError when it is not a regular
  // file, cannot be opened or another run holds it; Error (E_FORMAT) when a complete line is
  // not a batch record (a JSON object with an integer "line" >= 1): another file.
  explicit BatchOutput(const std::string& path);
  // The complete records there when it was opened, in file order.
  const std::vector<BatchRecord>& existing() const { return existing_; }
  // Whether the file ended in a line cut short (a write killed half-way).
  bool torn_tail() const { return torn_tail_; }
  // Cuts that line off; before the first append.
  void cut_torn_tail();
  // Appends one record (a JSON object on one line) in one write(2).
  void append(std::string_view json_object);
  // The lines written are on disk (fsync) and the file closed; OutputError on failure.
  void close() { file_.close(); }

 private:
  OutputFile file_;
  std::vector<BatchRecord> existing_;
  uint64_t complete_bytes_ = 0;
  bool torn_tail_ = false;
};

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
