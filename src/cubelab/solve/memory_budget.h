#pragma once
// Memory budgets of the solvers whose tables come in sizes (option `memory` of optimal and
// twophase): the machine's memory and byte counts as people read them.
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace cubelab {

// Physical memory of this machine (sysconf), 0 when unknown; in WebAssembly, the most the
// module's memory may grow to.
uint64_t physical_memory();

// "37.5 MiB", "512 MiB", "7.26 GiB".
std::string format_bytes(uint64_t bytes);

// One of the sizes a solver's tables come in.
struct BudgetChoice {
  std::string name;
  uint64_t table_bytes = 0;
};

// The index among `choices` (smallest first) for a memory budget: the one named, or
// ("auto") the largest whose tables and `overhead` fit. Throws InputError(E_LIMIT), saying
// what is needed, when the budget exceeds this machine's memory or is too small for the
// choice, and InputError(E_OPTION) for an unknown name; `what` names a choice in messages
// ("table", "profile"). Nothing is allocated before this check.
size_t choose_for_budget(const std::vector<BudgetChoice>& choices, uint64_t overhead,
                         uint64_t budget, const std::string& name, const std::string& what);

}  // namespace cubelab
