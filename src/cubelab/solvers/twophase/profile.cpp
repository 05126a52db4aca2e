#include "cubelab/solvers/twophase/profile.h"

#include <fmt/format.h>

#include "cubelab/coord/coordinates.h"
#include "cubelab/cube/error.h"
#include "cubelab/cube/move.h"
#include "cubelab/solve/memory_budget.h"
#include "cubelab/solvers/twophase/tables.h"
#include "cubelab/solvers/twophase/tiny_tables.h"
#include "cubelab/tables/packed.h"
#include "cubelab/tables/store.h"

namespace cubelab::twophase {
namespace {

// The program itself (about 9 MiB resident) and the search's own memory; measured peak
// resident memory of a tiny-profile solve less its tables is below this.
constexpr uint64_t kOverhead = uint64_t{16} << 20;

uint64_t tiny_bytes() { return tiny_tables_expected_bytes(); }

uint64_t small_bytes() {
  return kCoordsBytes + tables::nibble_bytes(kPhase1Entries) + tables::nibble_bytes(kPhase2Entries);
}

uint64_t full_bytes() { return small_bytes() + kPhase1Entries * 4; }

}  // namespace

uint64_t profile_overhead_bytes() { return kOverhead; }

const std::vector<ProfileInfo>& profiles() {
  static const std::vector<ProfileInfo> all{
      {Profile::Tiny, "tiny", tiny_bytes(), tiny_bytes() + kOverhead},
      {Profile::Small, "small", small_bytes(), small_bytes() + kOverhead},
      {Profile::Full, "full", full_bytes(), full_bytes() + kOverhead},
  };
  return all;
}

uint64_t default_memory_budget() {
  const uint64_t gib = uint64_t{1} << 30, ram = physical_memory();
  return ram && ram / 2 < gib ? ram / 2 : gib;
}

const ProfileInfo& choose_profile(uint64_t budget, const std::string& name) {
  const auto& all = profiles();
  std::vector<BudgetChoice> sizes;
  for (const ProfileInfo& p : all) sizes.push_back({p.name, p.table_bytes});
  size_t i = choose_for_budget(sizes, kOverhead, budget, name, "profile");
  // Chosen for the budget, a profile whose stored tables this process may neither read nor
  // build (a server started with --build-tables), or is building in the background (a
  // server), gives way to the next smaller one: the tiny one's tables are made in memory, so
  // a solve is answered rather than refused or kept waiting.
  if (name == "auto")
    while (i > 0 && !profile_at_hand(all[i].profile)) --i;
  return all[i];
}

bool profile_at_hand(Profile profile) { return tables::at_hand(profile_tables(profile)); }

}  // namespace cubelab::twophase
