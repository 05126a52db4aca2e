// cubelab merge OUT... --out MERGED: the batch outputs of a sharded `solve --file --out` run
// combined into one JSON-lines file in input order, with every line checked to be there
// once, solutions verified again on request, and a summary (docs/cluster.md).
#include <fmt/format.h>

#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/batch.h"
#include "cubelab/output.h"

namespace cubelab::cli {

void add_merge_command(CLI::App& app) {
  struct Options {
    std::vector<std::string> inputs;
    std::string out, input_file, format = "text", svg_dir;
    int64_t lines = 0;
    bool verify = false, allow_incomplete = false;
  };
  auto o = std::make_shared<Options>();
  auto* cmd = app.add_subcommand(
      "merge", "Combine the outputs of `solve --out` shards into one, checked, with a summary");
  cmd->add_option("outputs", o->inputs, "Batch outputs (JSON lines with \"line\")")
      ->required()
      ->check(CLI::ExistingFile);
  cmd->add_option("--out", o->out, "Write the merged JSON lines here, in input order");
  cmd->add_option("--input", o->input_file,
                  "The batch's input file: each of its cube lines must be there once")
      ->check(CLI::ExistingFile);
  cmd->add_option("--lines", o->lines, "Lines 1..N must be there once (instead of --input)")
      ->check(CLI::Range(int64_t{1}, int64_t{1} << 40));
  cmd->add_flag("--verify", o->verify, "Apply every solution to its cube again");
  cmd->add_option("--format", o->format, "Summary as text, json or markdown")
      ->check(CLI::IsMember({"text", "json", "markdown"}));
  cmd->add_option("--svg", o->svg_dir, "Write the length histogram (HTM and QTM) here as SVG");
  cmd->add_flag("--allow-incomplete", o->allow_incomplete,
                "Write --out even when lines are missing, repeated or wrong");
  cmd->callback([o] {
    guarded([&] {
      if (!o->out.empty()) check_output_path(o->out);  // before the work
      MergeRequest options;
      options.outputs = o->inputs;
      options.verify = o->verify;
      if (o->lines > 0) {
        options.expected_lines.emplace();
        for (int64_t line = 1; line <= o->lines; ++line) options.expected_lines->push_back(line);
      }
      if (!o->input_file.empty()) {
        // The lines `solve --file` reads: blank and comment lines are not cubes. Each
        // record must answer its own line's cube.
        options.expected_lines.emplace();
        options.inputs.emplace();
        for_each_input({}, o->input_file, [&](const InputLine& line) {
          options.expected_lines->push_back(line.line);
          (*options.inputs)[line.line] = line.text;
        });
      }
      const MergeReport m = merge_outputs(options);
      if (o->format == "json")
        std::cout << m.json << std::endl;
      else if (o->format == "markdown")
        std::cout << m.markdown;
      else
        std::cout << m.text;
      if (!o->svg_dir.empty())
        write_chart_files(o->svg_dir, {{"length-histogram.svg", m.histogram_svg}});
      if (!m.complete()) raise_exit(kExitFailure);
      if (!m.foreign.empty()) {
        // Not a gap to allow for: these outputs were made from another input file.
        report_input_error(Error(
            "E_REQUEST",
            fmt::format("{} of the outputs answer another input than {} ({}); nothing is merged",
                        count_of(static_cast<long long>(m.foreign.size()), "line"), o->input_file,
                        m.first_foreign)));
        return;
      }
      if (!o->out.empty() && (m.complete() || o->allow_incomplete)) {
        // Written whole into a temporary file, synced and renamed, so MERGED is never half
        // a file.
        write_file_atomically(o->out, m.merged);
      } else if (!o->out.empty()) {
        std::cerr << "merge: " << o->out
                  << " not written: the outputs are incomplete (--allow-incomplete writes it)\n";
      }
    });
  });
}

}  // namespace cubelab::cli
