#pragma once
// The names of an enum's values, declared once as a table and read both ways: a value's name
// for output, the value of a name for input, and the list of names for messages. A table
// instead of a switch per direction keeps the two directions from drifting apart.
//
//   constexpr EnumNames<Metric, 3> kMetricNames{{{
//       {Metric::Htm, "htm"}, {Metric::Qtm, "qtm"}, {Metric::Axial, "axial"}}}};
//   kMetricNames.name(Metric::Qtm);   // "qtm"
//   kMetricNames.value("axial");      // Metric::Axial
//   kMetricNames.list();              // "htm, qtm or axial"
#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

namespace cubelab {

template <class E, std::size_t N>
struct EnumNames {
  std::array<std::pair<E, const char*>, N> entries;
  // What name() gives a value missing from the table (only a value cast from a number).
  const char* unknown = "?";

  constexpr const char* name(E value) const {
    for (const auto& [v, n] : entries)
      if (v == value) return n;
    return unknown;
  }
  constexpr std::optional<E> value(std::string_view name) const {
    for (const auto& [v, n] : entries)
      if (name == n) return v;
    return std::nullopt;
  }
  // "a, b or c": the names in table order, for messages.
  std::string list(std::string_view last_separator = " or ") const {
    std::string s;
    for (std::size_t i = 0; i < N; ++i) {
      if (i > 0) s += i + 1 == N ? std::string(last_separator) : std::string(", ");
      s += entries[i].second;
    }
    return s;
  }
};

}  // namespace cubelab
