#include "cubelab/scan/balanced_assignment.h"

#include <algorithm>
#include <stdexcept>

namespace cubelab::scan {

std::vector<int> balanced_assignment(const std::vector<std::vector<double>>& costs, int per_group) {
  const int items = static_cast<int>(costs.size());
  const int groups = items == 0 ? 0 : static_cast<int>(costs[0].size());
  if (groups == 0 || per_group <= 0 || items != groups * per_group)
    throw std::invalid_argument("balanced_assignment: items must be groups * per_group");
  std::vector<int> group_of(items, -1);
  std::vector<std::vector<int>> members(groups);
  for (int item = 0; item < items; ++item) {
    // dist[g]: the least cost of placing `item` with room made in g; the path into g comes
    // from group from[g] by moving item via[g] (from[g] = -1: `item` itself goes into g).
    std::vector<double> dist(costs[item]);
    std::vector<int> from(groups, -1), via(groups, -1);
    for (int round = 0; round < groups; ++round) {  // Bellman-Ford over the groups
      bool changed = false;
      for (int a = 0; a < groups; ++a) {
        for (int moved : members[a])
          for (int b = 0; b < groups; ++b) {
            if (b == a) continue;
            const double d = dist[a] + costs[moved][b] - costs[moved][a];
            if (d < dist[b] - 1e-9) {
              dist[b] = d;
              from[b] = a;
              via[b] = moved;
              changed = true;
            }
          }
      }
      if (!changed) break;
    }
    int end = -1;
    for (int g = 0; g < groups; ++g)
      if (static_cast<int>(members[g].size()) < per_group && (end < 0 || dist[g] < dist[end]))
        end = g;
    // Along the path backwards: each moved item into the group after it, `item` into the first.
    int g = end;
    for (int step = 0; from[g] >= 0 && step < groups; ++step) {
      const int a = from[g], moved = via[g];
      members[a].erase(std::find(members[a].begin(), members[a].end(), moved));
      members[g].push_back(moved);
      group_of[moved] = g;
      g = a;
    }
    members[g].push_back(item);
    group_of[item] = g;
  }
  return group_of;
}

}  // namespace cubelab::scan
