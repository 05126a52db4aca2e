#pragma once
// The batch harness's door (the cubelab::bench library, built with the programs of this tree
// rather than installed), what the commands of many cubes are made of:
//   * run_in_order: inputs answered on several threads as they are read, the answers
//     delivered in input order (`solve --file`, a robot's pipe);
//   * BatchOutput: the output of `cubelab solve --file IN --out OUT` (one JSON object a line,
//     each with its input line's number in "line"; docs/cluster.md), appended a whole line
//     at a time, locked while a run writes it, read back to resume;
//   * merge_outputs: the outputs of the shards of one input merged into one, checked and
//     summarised, as `cubelab merge` does;
//   * benchmark: several solvers on the same cubes, every solution verified again, timed and
//     compared, as `cubelab bench` does (docs/results.md is made of its reports).
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
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

struct BenchRequest {
  std::string puzzle = "3x3x3";
  // The solvers, comma-separated, each with its own options in braces if any:
  // "twophase,thistlethwaite{beam=4}"; empty: the puzzle's default solver.
  std::string solvers;
  // "KEY=VALUE" for every solver that has the option KEY, "SOLVER.KEY=VALUE" for one; each
  // must reach a solver of the list.
  std::vector<std::string> options;
  // The cubes, each in any form the puzzle reads (facelets, moves...); empty: `random` cubes
  // made here from `seed`, random states or, with scramble_length, random-move scrambles.
  std::vector<std::string> cubes;
  // Where each cube was read, as the prefix of its messages ("line 12: "), named by the
  // program that read them; may be empty, and then a cube refused is named "cube N: ".
  std::vector<std::string> cube_places;
  std::string cubes_name;  // where the cubes come from ("cubes.txt"), for the reports
  int random = 100;
  int scramble_length = 0;
  std::optional<uint64_t> seed;  // of the random cubes and the seeded solvers (default 1)
  // What each solve is asked, as in a Request (request.h).
  int max_length = -1;
  double time_limit = 0;
  std::string metric = "htm";
  std::string goal, on, move_set;  // the 3x3x3's and 2x2x2's partial goals and move sets
  // What each solution costs a robot ("quarter=150,half=250,axial=0", the default, or any part
  // of it): the 3x3x3's and 2x2x2's.
  std::string robot_cost = "default";
  int threads = 1;         // cubes solved at once
  int solver_threads = 1;  // threads of each solve
  bool json = false;       // BenchReport::json: every cube's result, its stages' steps included
};

struct BenchReport {
  std::string description;  // the cubes: "100 random-state cubes (seed 1)"
  std::string table;        // each solver's summary, as lined-up columns
  std::string json;         // with BenchRequest::json: one object, every cube's result
  // The charts (file name -> SVG): the length histogram, the times, length against time.
  std::vector<std::pair<std::string, std::string>> charts;
  // The Markdown report, linking the charts at these paths (none: no charts).
  std::function<std::string(const std::vector<std::string>& chart_links)> markdown;
  bool all_solved = false;  // every solver solved every cube
};

// Runs every solver of the request on the same cubes (one solver after the other, `threads`
// cubes at once), verifies every solution again by applying it, and summarises each solver:
// solved, times, lengths in each metric, their histograms. `progress(done, total)` is called
// after each cube (one call at a time). Throws Error for a bad request before any solve: an
// unknown solver or option, an option no solver takes, a cube that cannot be read (its line
// named). How the tables are held is the program's to say (TablePolicy::prefer_copies, which
// a benchmark's many solves want: `cubelab bench` sets it).
BenchReport benchmark(const BenchRequest& request,
                      const std::function<void(size_t done, size_t total)>& progress = {});

}  // namespace cubelab
