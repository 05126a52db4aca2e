#pragma once
// A solve request, declared once. Every field has one name (the JSON field of the HTTP API
// and Python's keyword argument; the CLI's flag is the same name with dashes), its type,
// range, default and description in request_fields(), and every face reads it through that
// table: the CLI makes its flags from it, the API and the WebAssembly build read JSON bodies
// with it, Python splits its keyword arguments with it, and docs/api.md prints it. A new field
// is one line there; one check (set_field) refuses a bad value whichever face it came through.
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace cubelab {

struct Request {
  std::string puzzle = "3x3x3";  // "3x3x3", "2x2x2", "5x5x5", ... (puzzle.h)
  std::string cube;              // the cube in any accepted text (docs/formats.md); "" = solved
  std::string solver;            // "" = the puzzle's default, or "goal" for a partial goal
  int max_length = -1;           // stop at a solution this short; -1 = the solver's default
  double time_limit = 0;         // seconds; 0 = the solver's default
  int threads = 1;               // threads for this one solve
  int count = 1;                 // distinct solutions wanted
  std::optional<std::uint64_t> seed;  // for the stochastic solvers; drawn and reported if absent
  std::string metric = "htm";         // "htm", "qtm" or "axial"; "obtm" or "sltm" on a big cube
  // A robot's cost, "quarter=150,half=250,axial=0" or any part of it ("default": all the
  // defaults): each solution gets its milliseconds, the cheapest first. "" = no cost.
  std::string robot_cost;
  // Solve to this pattern (any cube text) instead of to solved; a facelet mask with '-' for
  // any sticker is a partial goal instead.
  std::string target;
  // Part of the cube only (docs/steps.md): a preset ("cross", "eoline", ...) or a facelet
  // mask; on other faces ("all", "U,D", "white"); with only some turns ("R,U", "no B").
  std::string goal, on, move_set;
  std::map<std::string, std::string> options;  // the solver's own options, NAME -> VALUE
};

enum class FieldType {
  Text,     // any string
  Choice,   // one of `choices`
  Integer,  // a whole number in [min, max]
  Seconds,  // a time limit: seconds in (0, max]
  Seed,     // a whole number in [0, 2^64 - 1]
  Options,  // NAME=VALUE pairs: the solver's own options
  Puzzle,   // a puzzle's name (puzzle.h)
};

struct RequestField {
  std::string name;                  // "time_limit": the JSON field and Python keyword
  std::vector<std::string> aliases;  // older names still read ("time", "to", "moves")
  std::string flags;                 // the CLI's names: "--time-limit,--time"; "" = none
  FieldType type = FieldType::Text;
  std::string value_name;     // in help texts: "SECONDS", "NAME=VALUE", ...
  std::string default_value;  // as text; "" = none
  std::string description;
  std::vector<std::string> choices;  // for Choice
  std::int64_t min = 0, max = 0;     // for Integer (and Seconds: max)
};

// Every field, in the order help texts list them.
const std::vector<RequestField>& request_fields();
// The field called `name` or one of its aliases (as a JSON field or keyword, not a flag);
// nullptr when there is none.
const RequestField* request_field(std::string_view name);

// Sets one field from its text, as a CLI flag or a keyword argument gives it (an Options
// field takes one "NAME=VALUE"; a repeated name is refused). Throws Error(E_OPTION) naming
// `as_named` (default: the field's name), the value and what is allowed.
void set_field(Request& request, const RequestField& field, std::string_view text,
               std::string_view as_named = {});

// A JSON object (the HTTP API's body) read into `defaults`: each field by its name or an
// alias, of its JSON type (options: an object of strings, numbers or booleans). Unknown
// fields, wrong types and bad values are refused with Error(E_REQUEST) naming the field.
Request request_from_json(std::string_view json, Request defaults = {});

// The fields as a Markdown table (name, CLI flags, type, default, description), for
// docs/api.md and `cubelab solve --list-fields`.
std::string request_fields_markdown();

// A named goal a request's `goal` may be (docs/steps.md): "cross", "f2l", "eoline", ...
struct GoalPreset {
  std::string name, description;
};
const std::vector<GoalPreset>& goal_presets();

}  // namespace cubelab
