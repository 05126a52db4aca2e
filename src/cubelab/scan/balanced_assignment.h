#pragma once
// Items shared out among groups of one fixed size at the least total cost: the stickers of a
// cube among its six colours, each colour on exactly N*N stickers. A transportation problem,
// solved exactly by adding the items one at a time along a shortest augmenting path (the
// assignment so far stays optimal for the items placed, as in the Hungarian method), with
// the groups as the nodes of the path: O(items^2 * groups^2), a few milliseconds for a
// 7x7x7's 294 stickers.
#include <vector>

namespace cubelab::scan {

// costs[i][g]: the cost of item i in group g (every row as long as the number of groups;
// items = groups * per_group). Returns each item's group. A cost of kForbidden keeps an item
// out of a group.
std::vector<int> balanced_assignment(const std::vector<std::vector<double>>& costs, int per_group);

inline constexpr double kForbidden = 1e12;

}  // namespace cubelab::scan
