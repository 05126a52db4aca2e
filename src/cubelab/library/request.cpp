// The request's one declaration (include/cubelab/request.h): each field's description and
// where its value lives in a Request, and the readers every face shares: from text (CLI
// flags, Python's keyword arguments) and from JSON (the HTTP API, the WebAssembly build).
#include "cubelab/request.h"

#include <fmt/format.h>

#include <cmath>
#include <nlohmann/json.hpp>
#include <variant>

#include "cubelab/cube/error.h"
#include "cubelab/cube/goal.h"
#include "cubelab/error.h"
#include "cubelab/library/access.h"
#include "cubelab/number.h"
#include "cubelab/puzzle.h"

namespace cubelab {
namespace {

// Where a field's value lives: one member of Request, of the type its FieldType reads into.
using Member = std::variant<std::string Request::*, int Request::*, double Request::*,
                            std::optional<std::uint64_t> Request::*,
                            std::map<std::string, std::string> Request::*>;

struct Declared {
  RequestField field;
  Member member;
  // Said with any error reading the field from its short flag, which once meant another
  // field: "-t" was the time limit and "-n" the length bound.
  std::string former_meaning = {};
};

// A field's description as the table below writes it: the trailing members may be left out.
struct Described {
  std::string name;
  std::vector<std::string> aliases;
  std::string flags;
  FieldType type;
  std::string value_name, default_value, description;
  std::vector<std::string> choices = {};
  int64_t min = 0, max = 0;
};

constexpr double kYear = 365.0 * 24 * 3600;  // the longest time limit anyone means

const std::vector<Declared>& declared() {
  static const std::vector<Declared> fields = [] {
    using T = FieldType;
    std::vector<Declared> f;
    auto add = [&f](Described d, Member member, std::string former_meaning = {}) {
      f.push_back({{std::move(d.name), std::move(d.aliases), std::move(d.flags), d.type,
                    std::move(d.value_name), std::move(d.default_value), std::move(d.description),
                    std::move(d.choices), d.min, d.max},
                   member,
                   std::move(former_meaning)});
    };
    add({"puzzle",
         {},
         "--puzzle,-p",
         T::Puzzle,
         "PUZZLE",
         "3x3x3",
         "The puzzle: " + puzzle_names()},
        &Request::puzzle);
    add({"cube", {}, "", T::Text, "CUBE", "", "The cube in any accepted format, or moves"},
        &Request::cube);
    add({"solver",
         {},
         "--solver,-s",
         T::Text,
         "NAME",
         "",
         "Solver name (see 'cubelab solvers'); default: the puzzle's own, or goal for a "
         "partial goal"},
        &Request::solver);
    add({"max_length",
         {},
         "--max-length",
         T::Integer,
         "INT",
         "-1",
         "Stop at a solution this short (-1: the solver's default)",
         {},
         -1,
         1000},
        &Request::max_length);
    add({"time_limit",
         {"time"},
         "--time-limit,--time",
         T::Seconds,
         "SECONDS",
         "",
         "Time limit per cube in seconds (default: the solver's)",
         {},
         0,
         static_cast<int64_t>(kYear)},
        &Request::time_limit);
    add({"threads",
         {},
         "--threads,-t,-j",
         T::Integer,
         "INT",
         "1",
         "Threads (one cube: split its search; a batch: cubes in parallel)",
         {},
         1,
         1024},
        &Request::threads,
        "-t is the number of threads, as other solvers have it; a time limit is --time");
    add({"count",
         {},
         "--count,-n",
         T::Integer,
         "INT",
         "1",
         "Number of distinct solutions",
         {},
         1,
         10000},
        &Request::count,
        "-n is the number of solutions, as in scramble; a length bound is --max-length");
    add({"seed",
         {},
         "--seed",
         T::Seed,
         "UINT",
         "",
         "Random seed for stochastic solvers (without it they draw one and report it)"},
        &Request::seed);
    add({"metric",
         {},
         "--metric",
         T::Choice,
         "METRIC",
         "htm",
         "htm, qtm or axial (opposite faces turned at once count as one move); on a big cube "
         "(NxNxN) htm or obtm (outer block turns, the same) or sltm (single-layer turns)",
         {"htm", "qtm", "axial", "obtm", "sltm"}},
        &Request::metric);
    add({"robot_cost",
         {},
         "--robot-cost",
         T::Text,
         "COSTS",
         "",
         "Give each solution its cost for a robot and rank the solutions (count) by it: "
         "milliseconds per quarter and half turn and the extra (or, negative, saved) time of "
         "turning opposite faces at once, e.g. quarter=150,half=250,axial=0 (the defaults; "
         "'default' takes them all)"},
        &Request::robot_cost);
    add({"target",
         {"to"},
         "--target,--to,--to-facelets",
         T::Text,
         "CUBE",
         "",
         "Solve to this pattern (moves or a cube) instead of to solved; a facelet mask with "
         "'-' for any sticker is a partial goal"},
        &Request::target);
    add({"goal",
         {},
         "--goal,-g",
         T::Text,
         "GOAL",
         "",
         "Reach only part of the cube: cross, xcross, xxcross, f2l, eo, eoline, eocross, "
         "roux-fb, 2x2x2, 2x2x3, domino, oll, ll, pll, or a 54-character facelet mask with "
         "'-' for any sticker (solver: goal)"},
        &Request::goal);
    add({"on",
         {},
         "--on",
         T::Text,
         "FACES",
         "",
         "The goal on other faces: all (each of six), all24, or faces or colours (U,D or "
         "white,yellow); the best is the solution, each one a stage"},
        &Request::on);
    add({"move_set",
         {"moves"},
         "--move-set,--moves",
         T::Text,
         "TURNS",
         "",
         "Turns allowed: faces (R,U or <R,U,F>), half turns (R2), or 'no B' (solver: goal)"},
        &Request::move_set);
    add({"options",
         {},
         "--option,-o",
         T::Options,
         "NAME=VALUE",
         "",
         "A solver's own option (repeatable; 'cubelab solvers' lists them)"},
        &Request::options);
    return f;
  }();
  return fields;
}

const Declared& declared_of(const RequestField& field) {
  for (const Declared& d : declared())
    if (d.field.name == field.name) return d;
  throw Error(error_code_name(ErrorCode::Option), "no request field " + field.name);
}

[[noreturn]] void refuse(ErrorCode code, const std::string& message) {
  throw Error(error_code_name(code), message);
}

std::string choice_list(const std::vector<std::string>& choices) {
  std::string s;
  for (size_t i = 0; i < choices.size(); ++i)
    s += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + choices[i];
  return s;
}

// Reads the text of one field into its member; InputError (E_OPTION) naming `what`.
void read_text(Request& r, const Declared& d, std::string_view text, const std::string& what) {
  const RequestField& f = d.field;
  switch (f.type) {
    case FieldType::Text:
      r.*std::get<std::string Request::*>(d.member) = std::string(text);
      return;
    case FieldType::Choice:
      for (const std::string& c : f.choices)
        if (c == text) {
          r.*std::get<std::string Request::*>(d.member) = c;
          return;
        }
      refuse(ErrorCode::Option, fmt::format("{}: '{}' is not one of {}", what, printable(text),
                                            choice_list(f.choices)));
    case FieldType::Integer:
      r.*std::get<int Request::*>(d.member) = static_cast<int>(parse_int(text, f.min, f.max, what));
      return;
    case FieldType::Seconds: {
      double seconds = 0;
      try {
        seconds = parse_decimal(text, 0, static_cast<double>(f.max), what);
      } catch (const InputError&) {  // said below with the open lower bound
      }
      if (!(seconds > 0))
        refuse(ErrorCode::Option, fmt::format("{}: '{}' is not a time limit: seconds in (0, {}]",
                                              what, printable(text), f.max));
      r.*std::get<double Request::*>(d.member) = seconds;
      return;
    }
    case FieldType::Seed:
      r.*std::get<std::optional<std::uint64_t> Request::*>(d.member) = parse_unsigned(text, what);
      return;
    case FieldType::Puzzle: {
      const std::optional<PuzzleInfo> info = puzzle_info(text);
      if (!info)
        refuse(ErrorCode::Option,
               fmt::format("{}: '{}' is not a puzzle: {}", what, printable(text), puzzle_names()));
      r.*std::get<std::string Request::*>(d.member) = info->name;  // "sq1" is "square1"
      return;
    }
    case FieldType::Options: {
      const size_t eq = text.find('=');
      if (eq == std::string_view::npos || eq == 0)
        refuse(ErrorCode::Option,
               fmt::format("option '{}' must be written NAME=VALUE", printable(text)));
      auto& options = r.*std::get<std::map<std::string, std::string> Request::*>(d.member);
      const std::string name(text.substr(0, eq));
      if (!options.emplace(name, std::string(text.substr(eq + 1))).second)
        refuse(ErrorCode::Option, fmt::format("option '{}' is given twice", printable(name)));
      return;
    }
  }
}

// A JSON option value as solvers read it: text.
std::string option_text(const std::string& name, const nlohmann::json& value) {
  if (value.is_string()) return value.get<std::string>();
  if (value.is_boolean()) return value.get<bool>() ? "true" : "false";
  if (value.is_number()) return value.dump();
  refuse(ErrorCode::Request, fmt::format("option '{}' must be a string, number or boolean", name));
}

// One JSON value as the text read_text takes, or E_REQUEST when its JSON type is wrong.
std::string json_text(const RequestField& f, const nlohmann::json& v) {
  const std::string& name = f.name;
  switch (f.type) {
    case FieldType::Text:
    case FieldType::Choice:
    case FieldType::Puzzle:
      if (!v.is_string())
        refuse(ErrorCode::Request, fmt::format("field '{}' must be a string", name));
      return v.get<std::string>();
    case FieldType::Integer:
      if (!v.is_number_integer())
        refuse(ErrorCode::Request, fmt::format("field '{}' must be a whole number", name));
      return v.dump();
    case FieldType::Seconds:
      if (!v.is_number() || !std::isfinite(v.get<double>()))
        refuse(ErrorCode::Request, fmt::format("field '{}' must be a number", name));
      return v.dump();
    case FieldType::Seed:
      if (!v.is_number_unsigned() && !(v.is_number_integer() && v.get<int64_t>() >= 0))
        refuse(ErrorCode::Request, fmt::format("field '{}' must be a whole number >= 0", name));
      return v.dump();
    case FieldType::Options:
      break;
  }
  return {};
}

}  // namespace

const std::vector<RequestField>& request_fields() {
  static const std::vector<RequestField> fields = [] {
    std::vector<RequestField> out;
    for (const Declared& d : declared()) out.push_back(d.field);
    return out;
  }();
  return fields;
}

const RequestField* request_field(std::string_view name) {
  for (const RequestField& f : request_fields()) {
    if (f.name == name) return &f;
    for (const std::string& alias : f.aliases)
      if (alias == name) return &f;
  }
  return nullptr;
}

void set_field(Request& request, const RequestField& field, std::string_view text,
               std::string_view as_named) {
  const Declared& d = declared_of(field);
  try {
    read_text(request, d, text, as_named.empty() ? field.name : std::string(as_named));
  } catch (const Error& e) {
    if (d.former_meaning.empty() || as_named.rfind("--", 0) != 0) throw;
    throw Error(e.code(), fmt::format("{} ({})", e.what(), d.former_meaning));
  }
}

Request request_from_json(std::string_view text, Request defaults) {
  const nlohmann::json body = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (body.is_discarded()) refuse(ErrorCode::Request, "the request body is not valid JSON");
  if (!body.is_object()) refuse(ErrorCode::Request, "the request body must be a JSON object");
  Request r = std::move(defaults);
  std::vector<std::string> seen;  // a field given under two of its names is refused
  for (const auto& [key, value] : body.items()) {
    const RequestField* f = request_field(key);
    if (!f) {
      std::string names;
      for (const RequestField& known : request_fields())
        names += (names.empty() ? "" : ", ") + known.name;
      refuse(ErrorCode::Request, fmt::format("unknown field '{}' (fields: {})", key, names));
    }
    for (const std::string& s : seen)
      if (s == f->name)
        refuse(ErrorCode::Request, fmt::format("field '{}' is given twice", f->name));
    seen.push_back(f->name);
    if (value.is_null()) continue;
    if (f->type == FieldType::Options) {
      if (!value.is_object())
        refuse(ErrorCode::Request, "field 'options' must be an object {name: value}");
      for (const auto& [name, v] : value.items())
        set_field(r, *f, name + "=" + option_text(name, v));
      continue;
    }
    try {
      set_field(r, *f, json_text(*f, value), "field '" + f->name + "'");
    } catch (const Error& e) {
      throw Error(error_code_name(ErrorCode::Request), e.what());
    }
  }
  return r;
}

void check_values(const Request& r) {
  for (const Declared& d : declared()) {
    const RequestField& f = d.field;
    if (f.type == FieldType::Integer) {
      const int v = r.*std::get<int Request::*>(d.member);
      if (v < f.min || v > f.max)
        refuse(ErrorCode::Option,
               fmt::format("{}: {} is out of range {}", f.name, v, format_range(f.min, f.max)));
    } else if (f.type == FieldType::Seconds) {
      const double v = r.*std::get<double Request::*>(d.member);
      if (!(v == 0 || (v > 0 && v <= static_cast<double>(f.max))))
        refuse(ErrorCode::Option, fmt::format("{}: {} is not a time limit: seconds in (0, {}], "
                                              "or 0 for the solver's default",
                                              f.name, v, f.max));
    } else if (f.type == FieldType::Puzzle) {
      const std::string& v = r.*std::get<std::string Request::*>(d.member);
      if (!puzzle_info(v))
        refuse(ErrorCode::Option,
               fmt::format("{}: '{}' is not a puzzle: {}", f.name, printable(v), puzzle_names()));
    } else if (f.type == FieldType::Choice) {
      const std::string& v = r.*std::get<std::string Request::*>(d.member);
      bool known = false;
      for (const std::string& c : f.choices) known = known || c == v;
      if (!known)
        refuse(ErrorCode::Option, fmt::format("{}: '{}' is not one of {}", f.name, printable(v),
                                              choice_list(f.choices)));
    }
  }
}

std::string request_fields_markdown() {
  static const char* kTypes[] = {"text", "choice",  "integer", "seconds",
                                 "seed", "options", "puzzle"};
  std::string s = "| field | CLI | type | default | description |\n|---|---|---|---|---|\n";
  for (const RequestField& f : request_fields()) {
    std::string name = fmt::format("`{}`", f.name);
    for (const std::string& a : f.aliases) name += fmt::format(" (`{}`)", a);
    std::string type = kTypes[static_cast<int>(f.type)];
    if (f.type == FieldType::Choice) type += fmt::format(": {}", choice_list(f.choices));
    if (f.type == FieldType::Integer) type += fmt::format(" {}", format_range(f.min, f.max));
    const std::string flags = f.flags.empty() ? "argument" : fmt::format("`{}`", f.flags);
    const std::string default_value =
        f.default_value.empty() ? "" : fmt::format("`{}`", f.default_value);
    s += fmt::format("| {} | {} | {} | {} | {} |\n", name, flags, type, default_value,
                     f.description);
  }
  return s;
}

const std::vector<GoalPreset>& goal_presets() {
  static const std::vector<GoalPreset> presets = [] {
    std::vector<GoalPreset> out;
    for (const auto& [name, description] : Goal::presets()) out.push_back({name, description});
    return out;
  }();
  return presets;
}

}  // namespace cubelab
