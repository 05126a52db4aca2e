// The facade's alg_operation() (alg.h): each puzzle's moves by its own model, the 3x3x3 and
// 2x2x2's by Alg (cube/alg.h), the NxNxN's by cube/nxn.
#include "cubelab/alg.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "cubelab/cube/alg.h"
#include "cubelab/cube/nxn/nxn_move.h"
#include "cubelab/cube/nxn/nxn_simplify.h"
#include "cubelab/cube/nxn/nxn_transform.h"
#include "cubelab/cube/rotation.h"
#include "cubelab/library/access.h"
#include "cubelab/library/puzzles.h"
#include "cubelab/solve/registry.h"
#include "cubelab/solvers/cfop/last_layer.h"

namespace cubelab {
namespace {

bool is_operation(std::string_view op) {
  const std::vector<std::string>& all = alg_operations();
  return std::find(all.begin(), all.end(), op) != all.end();
}

}  // namespace

const std::vector<std::string>& alg_operations() {
  static const std::vector<std::string> all = {"invert", "simplify", "canonical", "mirror",
                                               "rotate", "order",    "length",    "axial"};
  return all;
}

AlgResult cubie_alg(std::string_view op, std::string_view moves, std::string_view by) {
  AlgResult r{std::string(moves), std::string(op), false, {}, 0, {}, {}};
  const Alg alg = Alg::parse(moves);
  if (op == "order") {
    r.order = alg.order();
    r.text = std::to_string(r.order);
  } else if (op == "length") {
    r.lengths = {{"htm", alg.htm()}, {"qtm", alg.qtm()}, {"axial", alg.axial()}};
    r.text = fmt::format("{} HTM, {} QTM, {} axial", alg.htm(), alg.qtm(), alg.axial());
  } else if (op == "axial") {
    // Simplified first, so that the opposite-face turns of one axis are next to each other.
    const Alg result = alg.canonical();
    r.has_result = true;
    r.result = r.text = result.axial_str();
    r.lengths = {{"axial", result.axial()}};
  } else {
    const Alg result = op == "invert"      ? alg.inverse()
                       : op == "simplify"  ? alg.simplified()
                       : op == "canonical" ? alg.canonical()
                       : op == "mirror"    ? alg.mirrored()
                                           : alg.rotated(Rotation::parse(by));
    r.has_result = true;
    r.result = r.text = result.str();
    r.lengths = {{"htm", result.htm()}, {"qtm", result.qtm()}};
  }
  return r;
}

AlgResult nxn_alg(int n, std::string_view op, std::string_view moves, std::string_view by) {
  if (op == "canonical" || op == "axial")
    throw InputError(
        ErrorCode::Option,
        fmt::format("alg {} is for the 3x3x3 and the 2x2x2, not the {}x{}x{}", op, n, n, n));
  AlgResult r{std::string(moves), std::string(op), false, {}, 0, {}, {}};
  const std::vector<nxn::NxnMove> parsed = nxn::parse_moves(moves, n);
  const auto lengths = [n](const std::vector<nxn::NxnMove>& m) {
    return std::vector<std::pair<std::string, int>>{
        {"htm", nxn::obtm(m, n)}, {"qtm", nxn::obqtm(m, n)}, {"sltm", nxn::sltm(m, n)}};
  };
  if (op == "order") {
    r.order = static_cast<long long>(nxn::order(parsed, n));
    r.text = std::to_string(r.order);
  } else if (op == "length") {
    r.lengths = lengths(parsed);
    r.text = fmt::format("{} OBTM, {} QTM, {} SLTM", nxn::obtm(parsed, n), nxn::obqtm(parsed, n),
                         nxn::sltm(parsed, n));
  } else {
    const std::vector<nxn::NxnMove> result = op == "invert"     ? nxn::inverse(parsed)
                                             : op == "simplify" ? nxn::simplified(parsed, n)
                                             : op == "mirror"
                                                 ? nxn::mirrored(parsed)
                                                 : nxn::rotated(parsed, Rotation::parse(by));
    r.has_result = true;
    r.result = r.text = nxn::to_string(result, n);
    r.lengths = lengths(result);
  }
  return r;
}

AlgResult alg_operation(std::string_view op, std::string_view moves, std::string_view puzzle,
                        std::string_view by) {
  if (!is_operation(op))
    throw Error(error_code_name(ErrorCode::Option),
                "unknown alg operation '" + printable(op) +
                    "': use invert, simplify, canonical, mirror, rotate, order, length or axial");
  if (op == "rotate" && by.empty())
    throw Error(error_code_name(ErrorCode::Request),
                "rotate needs a rotation (e.g. y or \"x y2\")");
  const PuzzleEntry& entry = find_puzzle(puzzle);
  if (!entry.alg)
    throw Error(error_code_name(ErrorCode::Option),
                "the " + entry.info.name + " has no operations on move sequences");
  if (!by.empty()) Rotation::parse(by);  // a bad rotation for any operation
  return entry.alg(op, moves, by);
}

std::string to_json(const AlgResult& r) {
  nlohmann::json j = {{"input", r.input}, {"op", r.op}};
  if (r.has_result) j["result"] = r.result;
  if (r.op == "order") j["order"] = r.order;
  for (const auto& [metric, length] : r.lengths) j[metric] = length;
  return j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

std::vector<LastLayerCase> last_layer_cases() {
  std::vector<LastLayerCase> out;
  for (const cfop::LastLayerCase& c : cfop::last_layer_cases())
    out.push_back({c.oll ? "OLL" : "PLL", c.case_number, c.alg.str()});
  return out;
}

}  // namespace cubelab
