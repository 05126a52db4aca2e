// cubelab-lab eda: the experiments of the EDA solver (A. Montero Santos, "Algoritmo de
// Estimación de Distribuciones para Resolver el Cubo de Rubik 3x3x3 Estándar", 2026), reproducible
// with the commands in docs/results.md.
//   table41  the thesis's Table 4.1 (similarity against distance) next to ours
//   runs     solve random scrambles per length, append one TSV line per solve, summarise
//   summary  summarise TSV files written by runs
#include <fmt/format.h>

#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli_support.h"
#include "cubelab/error.h"
#include "cubelab/experiments/eda.h"
#include "cubelab/output.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {
namespace {

// "1-20", "1,3,5", "5-9,12".
std::vector<int> parse_lengths(const std::string& text) {
  std::vector<int> out;
  std::stringstream ss(text);
  for (std::string part; std::getline(ss, part, ',');) {
    auto dash = part.find('-');
    try {
      if (dash == std::string::npos) {
        out.push_back(std::stoi(part));
      } else {
        int a = std::stoi(part.substr(0, dash)), b = std::stoi(part.substr(dash + 1));
        for (int n = a; n <= b; ++n) out.push_back(n);
      }
    } catch (const std::exception&) {
      throw Error("E_OPTION", "bad --lengths '" + text + "' (e.g. 1-20 or 5,9,12)");
    }
  }
  for (int n : out)
    if (n < 0 || n > 100) throw Error("E_OPTION", "scramble lengths must be 0..100");
  return out;
}

}  // namespace

void add_experiment_eda_command(CLI::App& app) {
  auto* eda_cmd = app.add_subcommand(
      "eda", "The EDA thesis' experiments (Montero Santos 2026; docs/results.md, 'EDA')");
  eda_cmd->require_subcommand(1);

  auto samples = std::make_shared<int>(1000);
  auto* table =
      eda_cmd->add_subcommand("table41", "Similarity measures against distance (Table 4.1)");
  add_int_option(table, "--samples", *samples, 1, 1000000, "Scrambles per distance (default 1000)");
  table->callback(
      [samples] { guarded([&] { std::cout << lab::similarity_table_markdown(*samples, 41); }); });

  struct RunOptions {
    std::string label = "eda", lengths = "1-20", out;
    int scrambles = 20, jobs = 1;
    double time_s = 0;
    uint64_t seed = 3;
    std::vector<std::string> options;
  };
  auto o = std::make_shared<RunOptions>();
  auto* runs = eda_cmd->add_subcommand("runs", "Solve random scrambles of each length");
  runs->add_option("--label", o->label, "Name of this configuration")->capture_default_str();
  runs->add_option("--lengths", o->lengths, "Scramble lengths, e.g. 1-20 or 5,9")
      ->capture_default_str();
  add_int_option(runs, "--scrambles", o->scrambles, 1, 1000000,
                 "Scrambles per length (default 20)");
  add_seed_option(runs, "--seed", o->seed, "Seed of the scrambles (default 3)");
  add_int_option(runs, "-t,-j,--jobs", o->jobs, 1, 1024, "Solves in parallel (default 1)");
  add_seconds_option(runs, "--time", o->time_s, "Time limit per solve (default none)");
  runs->add_option("--out", o->out,
                   "Append one TSV line per solve to this file; solves already in it (same "
                   "label) are skipped, so an interrupted run resumes");
  runs->add_option("-o,--option", o->options, "Option NAME=VALUE of the solver eda (repeatable)");
  runs->callback([o] {
    guarded([&] {
      lab::EdaExperimentConfig c;
      c.label = o->label;
      c.lengths = parse_lengths(o->lengths);
      c.scrambles = o->scrambles;
      c.seed = o->seed;
      c.jobs = o->jobs;
      c.time_limit_s = o->time_s;
      for (const auto& kv : o->options) {
        auto eq = kv.find('=');
        if (eq == std::string::npos)
          throw Error("E_OPTION", "option '" + kv + "' must be written NAME=VALUE");
        c.options[kv.substr(0, eq)] = kv.substr(eq + 1);
      }
      // --out: a regular file, locked by this run, appended a whole line at a time and
      // checked (cubelab/output.h); what it holds already is not run again.
      std::unique_ptr<OutputFile> out;
      if (!o->out.empty()) {
        out = std::make_unique<OutputFile>(o->out);
        std::istringstream previous(out->read_all());
        for (std::string line; std::getline(previous, line);) {
          lab::EdaRun r = lab::eda_run_from_tsv(line);
          if (!line.empty() && r.label == c.label) c.done.emplace_back(r.length, r.index);
        }
      }
      auto records = lab::run_eda_experiment(c, [&](const lab::EdaRun& r) {
        std::string line = lab::eda_run_to_tsv(r);
        if (out) out->append(line + "\n");
        std::cerr << line << "\n";
      });
      if (out) out->close();
      std::cout << lab::eda_summary_markdown(records);
    });
  });

  struct SummaryOptions {
    std::vector<std::string> files;
    std::string optimal;
    double optimal_time_s = 60;
    int jobs = 1;
    std::string charts;
  };
  auto so = std::make_shared<SummaryOptions>();
  auto* summary = eda_cmd->add_subcommand("summary", "Summarise TSV files written by 'runs --out'");
  summary->add_option("files", so->files, "TSV files")->required();
  summary->add_option(
      "--optimal", so->optimal,
      "Solver giving proven optimal lengths (e.g. optimal), one solve per scramble");
  add_seconds_option(summary, "--optimal-time", so->optimal_time_s,
                     "Time limit per optimal solve (default 60)");
  add_int_option(summary, "-j,--jobs", so->jobs, 1, 1024, "Optimal solves in parallel (default 1)");
  summary->add_option("--charts", so->charts,
                      "Write the thesis's Figures 5.1 and 5.2 (generations, solution length minus "
                      "scramble length) as SVG charts into this folder");
  summary->callback([so] {
    guarded([&] {
      std::vector<lab::EdaRun> records;
      for (const auto& f : so->files) {
        std::ifstream in(f);
        if (!in) throw Error("E_REQUEST", "cannot read " + f);
        for (std::string line; std::getline(in, line);)
          if (!line.empty()) records.push_back(lab::eda_run_from_tsv(line));
      }
      if (!so->optimal.empty())
        lab::add_optimal_lengths(records, so->optimal, so->optimal_time_s, so->jobs);
      std::cout << lab::eda_summary_markdown(records);
      if (!so->charts.empty()) write_chart_files(so->charts, lab::eda_summary_charts(records));
    });
  });
}

}  // namespace cubelab::cli
