// cubelab-docs man | bash | zsh: the cubelab program's manual page (roff) and its bash and zsh
// completions, all written from the commands as the program declares them (every subcommand,
// option, type and help text), so that neither can drift from the program. Run by the build; the
// results are installed with the program (cmake/install.cmake).
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>
#include <vector>

#include "cli_support.h"
#include "commands.h"
#include "cubelab/version.h"

namespace {

std::vector<const CLI::App*> subcommands(const CLI::App& app) {
  return app.get_subcommands([](const CLI::App*) { return true; });
}

std::vector<const CLI::Option*> options(const CLI::App& app) {
  return app.get_options([](const CLI::Option* o) { return o->get_name() != "--help"; });
}

// Text as roff shows it: backslashes and hyphens escaped, no line starting as a request.
std::string roff(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\\')
      out += "\\e";
    else if (c == '-')
      out += "\\-";
    else
      out += c;
  }
  if (!out.empty() && (out[0] == '.' || out[0] == '\'')) out.insert(0, "\\&");
  return out;
}

// "--out,-o" -> "\fB\-\-out\fR, \fB\-o\fR \fIFILE\fR"; a positional argument as its name.
std::string option_heading(const CLI::Option& o) {
  if (o.get_positional()) return "\\fI" + roff(o.get_name()) + "\\fR";
  std::string names;
  for (const std::string& n : o.get_lnames())
    names += (names.empty() ? "" : ", ") + ("\\fB" + roff("--" + n) + "\\fR");
  for (const std::string& n : o.get_snames())
    names += (names.empty() ? "" : ", ") + ("\\fB" + roff("-" + n) + "\\fR");
  const std::string type = o.get_type_name();
  if (o.get_type_size() != 0 && !type.empty()) names += " \\fI" + roff(type) + "\\fR";
  return names;
}

void man_command(const CLI::App& cmd, const std::string& path, std::ostream& out) {
  out << ".SS \"" << roff(path) << "\"\n" << roff(cmd.get_description()) << "\n";
  for (const CLI::Option* o : options(cmd))
    out << ".TP\n" << option_heading(*o) << "\n" << roff(o->get_description()) << "\n";
  for (const CLI::App* sub : subcommands(cmd)) man_command(*sub, path + " " + sub->get_name(), out);
}

void man(const CLI::App& app, std::ostream& out) {
  out << ".TH CUBELAB 1 \"\" \"cubelab " << cubelab::kVersion << "\" \"User Commands\"\n"
      << ".SH NAME\ncubelab \\- "
      << roff(app.get_description().substr(app.get_description().find(": ") + 2)) << "\n"
      << ".SH SYNOPSIS\n.B cubelab\n.I COMMAND\n[\\fIOPTIONS\\fR] [\\fIARGUMENTS\\fR]\n"
      << ".SH DESCRIPTION\n"
      << "cubelab solves Rubik's cubes (the 3x3x3 and the 2x2x2 with every major approach, and "
         "every NxNxN cube) behind one interface: a cube is read from moves, facelets in "
         "letters or colours, or Singmaster notation; every solution is verified by applying "
         "it before it is printed. Bad input gets an error with a code (E_FORMAT, E_PARITY, "
         "E_OPTION, ...) on standard error.\n"
      << ".SH COMMANDS\n";
  for (const CLI::App* cmd : subcommands(app)) man_command(*cmd, "cubelab " + cmd->get_name(), out);
  out << ".SH ENVIRONMENT\n"
      << ".TP\n.B CUBELAB_CACHE\nThe folder of the solvers' tables, built on first use "
         "(default ~/.cache/cubelab).\n"
      << ".TP\n.B CUBELAB_TABLE_LOAD\n\\fBcopy\\fR or \\fBmmap\\fR: how every table is "
         "loaded, whatever the command.\n"
      << ".TP\n.B CUBELAB_BUILD_THREADS\nThreads a table build uses (default: every core).\n"
      << ".TP\n.B NO_COLOR\nNo colours on a terminal.\n"
      << ".SH EXIT STATUS\n"
      << ".TP\n.B 0\nEvery cube solved (or the command done).\n"
      << ".TP\n.B 1\nA failure: a cube not solved within its limits, an output that could "
         "not be written.\n"
      << ".TP\n.B 2\nBad input: a cube, an option or a request refused, with its code.\n"
      << ".SH SEE ALSO\n"
      << "The documentation in the source tree: README.md, docs/formats.md (cube formats and "
         "notation), docs/nxn.md (big cubes), docs/api.md (the HTTP API of \\fBcubelab "
         "serve\\fR), docs/tables.md, docs/library.md (C++ and Python).\n";
}

// Every option name and subcommand of `cmd`, the words completed after it.
std::string words(const CLI::App& cmd) {
  std::vector<std::string> all;
  for (const CLI::App* sub : subcommands(cmd)) all.push_back(sub->get_name());
  for (const CLI::Option* o : options(cmd)) {
    for (const std::string& n : o->get_lnames()) all.push_back("--" + n);
    for (const std::string& n : o->get_snames()) all.push_back("-" + n);
  }
  all.emplace_back("--help");
  std::string w;
  for (const std::string& word : all) {
    if (!w.empty()) w += ' ';
    w += word;
  }
  return w;
}

// A case of the completion function for the command path `path` ("solve", "tables build").
void bash_cases(const CLI::App& cmd, const std::string& path, std::ostream& out) {
  out << "    \"" << path << "\") words=\"" << words(cmd) << "\" ;;\n";
  for (const CLI::App* sub : subcommands(cmd)) bash_cases(*sub, path + " " + sub->get_name(), out);
}

void bash(const CLI::App& app, std::ostream& out) {
  out << "# bash completion for cubelab " << cubelab::kVersion
      << " (written by cubelab-docs from the program's commands)\n"
      << "_cubelab() {\n"
      << "  local cur=${COMP_WORDS[COMP_CWORD]} path=\"\" i words\n"
      << "  # The command path so far: the words before the cursor that are subcommands.\n"
      << "  for ((i = 1; i < COMP_CWORD; i++)); do\n"
      << "    case \"${path:+$path }${COMP_WORDS[i]}\" in\n";
  std::vector<std::pair<std::string, const CLI::App*>> all;
  for (const CLI::App* cmd : subcommands(app)) {
    std::vector<std::pair<std::string, const CLI::App*>> stack{{cmd->get_name(), cmd}};
    while (!stack.empty()) {
      auto [path, c] = stack.back();
      stack.pop_back();
      all.emplace_back(path, c);
      for (const CLI::App* sub : subcommands(*c))
        stack.emplace_back(path + " " + sub->get_name(), sub);
    }
  }
  for (const auto& [path, c] : all) out << "      \"" << path << "\") path=\"" << path << "\" ;;\n";
  out << "    esac\n"
      << "  done\n"
      << "  case \"$path\" in\n"
      << "    \"\") words=\"" << words(app) << "\" ;;\n";
  for (const CLI::App* cmd : subcommands(app)) bash_cases(*cmd, cmd->get_name(), out);
  out << "  esac\n"
      << "  # After an option that takes a value, complete file names.\n"
      << "  if [[ $cur != -* && ${COMP_WORDS[COMP_CWORD-1]} == -* ]]; then\n"
      << "    COMPREPLY=($(compgen -f -- \"$cur\"))\n"
      << "    return\n"
      << "  fi\n"
      << "  COMPREPLY=($(compgen -W \"$words\" -- \"$cur\"))\n"
      << "}\n"
      << "complete -o default -F _cubelab cubelab\n";
}

// A zsh _describe entry, 'name:description', the description the help text's first sentence
// (at most 70 characters), colons escaped and single quotes closed around.
std::string zsh_entry(const std::string& name, const std::string& help) {
  size_t end = help.find(". ");
  while (end != std::string::npos && end >= 3 &&
         (help.compare(end - 3, 3, "e.g") == 0 || help.compare(end - 3, 3, "i.e") == 0))
    end = help.find(". ", end + 2);
  std::string text = help.substr(0, end);
  if (const size_t cut = text.find(" ("); cut != std::string::npos && cut > 20) text.resize(cut);
  if (text.size() > 70) text = text.substr(0, 67) + "...";
  std::string entry = "'" + name + ":";
  for (char c : text) {
    if (c == ':')
      entry += "\\:";
    else if (c == '\'')
      entry += "'\\''";
    else if (c == '\n')
      entry += ' ';
    else
      entry += c;
  }
  return entry + "'";
}

// The case of the zsh completion function for the command path `path`: its subcommands and
// options with their help, and the options that take a value.
void zsh_cases(const CLI::App& cmd, const std::string& path, std::ostream& out) {
  out << "    \"" << path << "\")\n      commands=(";
  for (const CLI::App* sub : subcommands(cmd))
    out << " " << zsh_entry(sub->get_name(), sub->get_description());
  out << " )\n      opts=(";
  std::string takes;
  for (const CLI::Option* o : options(cmd)) {
    if (o->get_positional()) continue;
    std::vector<std::string> names;
    for (const std::string& n : o->get_lnames()) names.push_back("--" + n);
    for (const std::string& n : o->get_snames()) names.push_back("-" + n);
    for (const std::string& n : names) {
      out << " " << zsh_entry(n, o->get_description());
      if (o->get_type_size() != 0 && !o->get_type_name().empty()) takes += " " + n;
    }
  }
  out << " " << zsh_entry("--help", "Print this help message and exit") << " )\n      takes=("
      << takes << " ) ;;\n";
  for (const CLI::App* sub : subcommands(cmd))
    zsh_cases(*sub, path.empty() ? sub->get_name() : path + " " + sub->get_name(), out);
}

void zsh(const CLI::App& app, std::ostream& out) {
  out << "#compdef cubelab\n"
      << "# zsh completion for cubelab " << cubelab::kVersion
      << " (written by cubelab-docs from the program's commands)\n"
      << "_cubelab() {\n"
      << "  local path=\"\" i\n"
      << "  local -a commands opts takes\n"
      << "  # The command path so far: the words before the cursor that are subcommands.\n"
      << "  for ((i = 2; i < CURRENT; i++)); do\n"
      << "    case \"${path:+$path }${words[i]}\" in\n";
  std::vector<std::string> paths;
  for (const CLI::App* cmd : subcommands(app)) {
    std::vector<std::pair<std::string, const CLI::App*>> stack{{cmd->get_name(), cmd}};
    while (!stack.empty()) {
      auto [path, c] = stack.back();
      stack.pop_back();
      paths.push_back(path);
      for (const CLI::App* sub : subcommands(*c))
        stack.emplace_back(path + " " + sub->get_name(), sub);
    }
  }
  for (const std::string& path : paths)
    out << "      \"" << path << "\") path=\"" << path << "\" ;;\n";
  out << "    esac\n"
      << "  done\n"
      << "  case \"$path\" in\n";
  zsh_cases(app, "", out);
  out << "  esac\n"
      << "  # After an option that takes a value: file names.\n"
      << "  if (( ${takes[(Ie)${words[CURRENT-1]}]} )); then\n"
      << "    _files\n"
      << "  elif [[ $PREFIX == -* ]]; then\n"
      << "    _describe -t options option opts\n"
      << "  elif (( ${#commands} )); then\n"
      << "    _describe -t commands command commands\n"
      << "  else\n"
      << "    _files\n"
      << "  fi\n"
      << "}\n"
      << "_cubelab \"$@\"\n";
}

}  // namespace

int main(int argc, char** argv) {
  const std::string what = argc == 2 ? argv[1] : "";
  if (what != "man" && what != "bash" && what != "zsh") {
    std::cerr << "usage: cubelab-docs man|bash|zsh\n";
    return 2;
  }
  CLI::App app{cubelab::cli::kProgramDescription, "cubelab"};
  cubelab::cli::add_all_commands(app);
  if (what == "man")
    man(app, std::cout);
  else if (what == "bash")
    bash(app, std::cout);
  else
    zsh(app, std::cout);
  return 0;
}
