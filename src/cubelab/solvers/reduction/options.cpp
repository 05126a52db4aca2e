#include "cubelab/solvers/reduction/options.h"

#include "cubelab/solvers/reduction/reduction.h"
#include "cubelab/solvers/twophase/profile.h"

namespace cubelab::reduction {

const OptionTable<Options>& options() {
  static const OptionTable<Options> table{
      Options{twophase::default_memory_budget(), kSearchSeconds},
      {size_option("memory", &Options::memory,
                   range<uint64_t>{uint64_t{1} << 20, uint64_t{1} << 40},
                   "memory budget (e.g. 256M, 1G): the 3x3x3 stage searches with the largest "
                   "two-phase table profile that fits beside the solver's own tables (cube4: "
                   "82 MiB; cube5: 321 MiB, and on the 6x6x6 and 7x7x7 reduction's centre "
                   "tables too; reduction on the 5x5x5 to 7x7x7: 32 or 64 MiB), so for shorter "
                   "solutions in its search time; default 1G, or half of this machine's memory "
                   "when that is less"),
       option("search", &Options::search, range<double>{0.0, 3600.0},
              "seconds the 3x3x3 stage searches at least for a shorter whole than two-phase's "
              "first (reduction: 0.1 s for each reduced cube it chooses among when that is longer, "
              "at most 2 s; cube5 on the 6x6x6 and 7x7x7: 1 s at least; 0: the first); more time, "
              "shorter answers (cube4 also takes more "
              "candidates for its phase 3, 600 at 0.1 s times the square root of the time's "
              "tenths of a second: on 30 random states 43.8 OBTM at 0.1 s, 43.3 at 1 s); a time "
              "limit still ends the search when it comes")}};
  return table;
}

}  // namespace cubelab::reduction
