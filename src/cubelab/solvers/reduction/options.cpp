#include "cubelab/solvers/reduction/options.h"

#include "cubelab/solvers/twophase/profile.h"

namespace cubelab::reduction {

const OptionTable<Options>& options() {
  static const OptionTable<Options> table{
      Options{twophase::default_memory_budget()},
      {size_option("memory", &Options::memory,
                   range<uint64_t>{uint64_t{1} << 20, uint64_t{1} << 40},
                   "memory budget (e.g. 256M, 1G): the 3x3x3 stage searches with the largest "
                   "two-phase table profile that fits beside the solver's own tables (cube4: "
                   "60 MiB), so for shorter solutions in its search time; default 1G, or half "
                   "of this machine's memory when that is less")}};
  return table;
}

}  // namespace cubelab::reduction
