#include "cubelab/solve/options.h"

namespace cubelab {

namespace option_detail {

std::string what(std::string_view option, std::string_view solver) {
  return fmt::format("option '{}' of solver '{}'", option, solver);
}

}  // namespace option_detail

const OptionSpec* OptionSet::find(std::string_view name) const {
  for (const OptionSpec& s : specs_)
    if (s.name == name) return &s;
  return nullptr;
}

void OptionSet::check_names(const std::map<std::string, std::string>& values,
                            std::string_view solver) const {
  for (const auto& [name, value] : values) {
    if (find(name)) continue;
    std::string list;
    for (const OptionSpec& s : specs_) list += (list.empty() ? "" : ", ") + s.name;
    throw InputError(ErrorCode::Option,
                     fmt::format("solver '{}' has no option '{}' (options: {})", solver,
                                 printable(name), list.empty() ? "none" : list));
  }
}

void OptionSet::check(const std::map<std::string, std::string>& values,
                      std::string_view solver) const {
  check_names(values, solver);
}

const OptionSet& OptionSet::none() {
  static const OptionSet empty;
  return empty;
}

}  // namespace cubelab
