// cubelab-lab metaheuristics: reruns the result tables of Castillo Matas, "Buscando
// soluciones al Cubo de Rubik" (2019) (include/cubelab/experiments/metaheuristic.h) and
// prints them as Markdown, or writes them into a results file between markers.
#include <fmt/format.h>

#include <chrono>
#include <ctime>
#include <fstream>
#include <iostream>
#include <sstream>
#include <thread>

#include "cli_support.h"
#include "cubelab/experiments/metaheuristic.h"
#include "cubelab/output.h"
#include "lab/lab_commands.h"

namespace cubelab::cli {
namespace {

struct ExperimentOptions {
  int runs = 50, threads = 1;
  double time_s = 0;
  std::string presets, update, vary, charts;
  std::vector<std::string> options;
  bool quiet = false;
};

std::string cpu_model() {
  std::ifstream in("/proc/cpuinfo");
  for (std::string line; std::getline(in, line);)
    if (line.rfind("model name", 0) == 0) return line.substr(line.find(':') + 2);
  return "unknown CPU";
}

std::string today() {
  std::time_t t = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::localtime(&t));
  return buf;
}

constexpr const char* kBegin = "<!-- metaheuristics:begin -->";
constexpr const char* kEnd = "<!-- metaheuristics:end -->";

// Replaces the text between the markers, or appends a new section with them.
void update_file(const std::string& path, const std::string& body) {
  std::string text;
  {
    std::ifstream in(path);
    std::stringstream ss;
    ss << in.rdbuf();
    text = ss.str();
  }
  std::string block = std::string(kBegin) + "\n" + body + kEnd;
  auto b = text.find(kBegin), e = text.find(kEnd);
  if (b != std::string::npos && e != std::string::npos && e > b)
    text.replace(b, e + std::string(kEnd).size() - b, block);
  else
    text += (text.empty() ? "" : "\n") +
            std::string("## Metaheuristics (Castillo Matas 2019)\n\n") + block + "\n";
  write_file_atomically(path, text);  // checked, never half a file
}

void run_experiment(const ExperimentOptions& o) {
  lab::MetaheuristicExperimentConfig config;
  config.runs = o.runs;
  config.threads = o.threads;
  config.time_limit_s = o.time_s;
  std::stringstream list(o.presets);
  for (std::string p; std::getline(list, p, ',');)
    if (!p.empty()) config.presets.push_back(p);
  std::string extra;
  for (const std::string& kv : o.options) {
    auto eq = kv.find('=');
    if (eq == std::string::npos)
      throw Error("E_OPTION", "option '" + kv + "' must be written NAME=VALUE");
    config.options[kv.substr(0, eq)] = kv.substr(eq + 1);
    extra += " -o " + kv;
  }
  if (!o.vary.empty()) {
    const auto eq = o.vary.find('=');
    if (eq == std::string::npos || eq == 0)
      throw Error("E_OPTION", "--vary '" + o.vary +
                                  "' must be written NAME=V1,V2,... (e.g. "
                                  "replacement=children,union,best-two)");
    config.vary = o.vary.substr(0, eq);
    std::stringstream values(o.vary.substr(eq + 1));
    for (std::string v; std::getline(values, v, ',');)
      if (!v.empty()) config.vary_values.push_back(v);
    extra += " --vary " + o.vary;
  }
  if (!o.charts.empty()) create_chart_folder(o.charts);
  if (!o.quiet) config.log = [](const std::string& line) { std::cerr << line << std::endl; };
  auto rows = lab::run_metaheuristic_experiment(config);
  if (!o.charts.empty()) write_chart_files(o.charts, lab::metaheuristic_charts(rows));
  std::string how = fmt::format(
      "Command: `cubelab-lab metaheuristics --runs {} --threads {}{}{}`; machine: {} cores, "
      "{}; "
      "{}. Run i uses seed i on scramble i of a fixed set (25 random turns; 2x2x2: 25 random "
      "U/R/F turns). Lengths in HTM after cancelling moves at the phase joins; times per run.\n",
      o.runs, o.threads, o.presets.empty() ? "" : " --presets " + o.presets, extra,
      std::thread::hardware_concurrency(), cpu_model(), today());
  std::string md = lab::metaheuristic_markdown(rows, how);
  if (o.update.empty())
    std::cout << md;
  else
    update_file(o.update, md);
}

}  // namespace

void add_experiment_command(CLI::App& app) {
  auto o = std::make_shared<ExperimentOptions>();
  auto* cmd = app.add_subcommand(
      "metaheuristics",
      "Rerun the metaheuristics thesis' tables (Castillo Matas 2019): presets x runs");
  cmd->add_option("--runs", o->runs, "Runs per preset (the thesis: 50)");
  cmd->add_option("--threads,-t,-j", o->threads, "Threads per run");
  cmd->add_option("--time", o->time_s, "Time limit per run in seconds (0 = none)");
  cmd->add_option("--presets", o->presets,
                  "Comma-separated presets (default: MSLS-2x2 and all of MSLS-1..3, AG1..3, "
                  "AM1..9)");
  cmd->add_option("--update", o->update,
                  "Write the table into this Markdown file (between the metaheuristics markers)");
  cmd->add_option("--option,-o", o->options,
                  "Solver option NAME=VALUE for every run whose solver has it (repeatable)")
      ->allow_extra_args(false);
  cmd->add_option("--vary", o->vary,
                  "Run every preset once per value of one option, a row each: NAME=V1,V2,... "
                  "(the document's design alternatives, e.g. replacement=children,union,best-two)");
  cmd->add_option("--charts", o->charts, "Write SVG charts of the table into this folder");
  cmd->add_flag("--quiet,-q", o->quiet, "No per-run lines on stderr");
  cmd->callback([o] { guarded([&] { run_experiment(*o); }); });
}

}  // namespace cubelab::cli
