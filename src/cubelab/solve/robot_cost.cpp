#include "cubelab/solve/robot_cost.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>

#include "cubelab/cube/axial.h"
#include "cubelab/cube/error.h"
#include "cubelab/number.h"

namespace cubelab {
namespace {

constexpr double kHourMs = 3'600'000;

[[noreturn]] void bad(const std::string& why) {
  throw InputError(ErrorCode::Option,
                   "robot cost: " + why +
                       " (write it NAME=MILLISECONDS,... with quarter, half and axial, e.g. "
                       "quarter=150,half=250,axial=0)");
}

}  // namespace

RobotCost RobotCost::parse(std::string_view spec) {
  RobotCost cost;
  if (spec.empty() || spec == "default") return cost;
  bool seen[3] = {false, false, false};
  while (!spec.empty()) {
    const size_t comma = spec.find(',');
    const std::string_view part = spec.substr(0, comma);
    spec = comma == std::string_view::npos ? std::string_view{} : spec.substr(comma + 1);
    if (comma != std::string_view::npos && spec.empty()) bad("a ',' ends it");
    const size_t eq = part.find('=');
    if (eq == std::string_view::npos)
      bad(fmt::format("'{}' is not NAME=MILLISECONDS", printable(std::string(part))));
    const std::string name(part.substr(0, eq));
    const std::string_view value = part.substr(eq + 1);
    static constexpr std::array<std::string_view, 3> kNames = {"quarter", "half", "axial"};
    const auto it = std::find(kNames.begin(), kNames.end(), name);
    if (it == kNames.end())
      bad(fmt::format("unknown part '{}' (quarter, half or axial)", printable(name)));
    const size_t k = static_cast<size_t>(it - kNames.begin());
    if (seen[k]) bad(fmt::format("'{}' is given twice", name));
    seen[k] = true;
    const std::string what = fmt::format("robot cost '{}'", name);
    if (k == 0)
      cost.quarter_ms = parse_decimal(value, 0, kHourMs, what);
    else if (k == 1)
      cost.half_ms = parse_decimal(value, 0, kHourMs, what);
    else
      cost.axial_ms = parse_decimal(value, -kHourMs, kHourMs, what);
  }
  if (cost.quarter_ms <= 0 || cost.half_ms <= 0) bad("a turn must take more than 0 ms");
  // The cheapest pair is two quarter turns, or two half turns when those are faster.
  const double cheapest_turn = std::min(cost.quarter_ms, cost.half_ms);
  if (cheapest_turn + cost.axial_ms <= 0)
    bad(
        fmt::format("axial={} would make a pair of turns cost nothing or less (it must be above "
                    "-{})",
                    cost.axial_ms, cheapest_turn));
  return cost;
}

std::string RobotCost::str() const {
  return fmt::format("quarter={},half={},axial={}", quarter_ms, half_ms, axial_ms);
}

double RobotCost::of(const Alg& alg) const {
  double total = 0;
  const std::vector<Move>& m = alg.moves;
  for_each_axial_run(m, [&](size_t begin, size_t end) {
    // One axial move: the time of each face's turns, the pair at once.
    double face_ms[2] = {0, 0};
    const int first_face = move_face(m[begin]);
    for (size_t i = begin; i < end; ++i)
      face_ms[move_face(m[i]) == first_face ? 0 : 1] +=
          move_power(m[i]) == 2 ? half_ms : quarter_ms;
    total += std::max(face_ms[0], face_ms[1]);
    if (face_ms[1] > 0) total += axial_ms;
  });
  return total;
}

}  // namespace cubelab
