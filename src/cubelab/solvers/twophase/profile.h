#pragma once
// The two-phase solver's table profiles and the choice of one for a memory budget (option
// `memory`; docs/twophase.md, "Table profiles"):
//
//   tiny  projections of the phase coordinates stored by symmetry class, 3.0 MiB, built in
//         memory on first use in a fraction of a second (tiny_tables.h)
//   small the full profile's exact symmetry-reduced tables without the phase-1 table with
//         moves, 135 MiB, built once into the table store (tables.h)
//   full  the same and the phase-1 table with moves, 672 MiB
#include <cstdint>
#include <string>
#include <vector>

namespace cubelab::twophase {

enum class Profile { Tiny, Small, Full };

struct ProfileInfo {
  Profile profile;
  std::string name;      // "tiny", "full"
  uint64_t table_bytes;  // the tables
  uint64_t bytes;        // what a solve needs: the tables plus the overhead below
};

// What a solve needs besides its tables (the program, the search, the cube), measured.
uint64_t profile_overhead_bytes();

// Every profile, smallest first.
const std::vector<ProfileInfo>& profiles();

// The default budget: 1 GiB (the full profile), or half of this machine's memory when that
// is less.
uint64_t default_memory_budget();

// The profile for a budget: the named one, or ("auto") the largest that fits and whose
// tables are at hand (profile_at_hand). Throws InputError(E_LIMIT) with the size needed when
// the budget is too small or above this machine's memory, before anything is allocated;
// InputError(E_OPTION) for an unknown name.
const ProfileInfo& choose_profile(uint64_t budget, const std::string& name);

// Whether this process can have the profile's stored tables now: in the table store, loaded,
// or allowed to be built where a solve waits for its builds (tables::at_hand, which hands
// them to a server's background builds instead). The tiny profile stores none.
bool profile_at_hand(Profile profile);

}  // namespace cubelab::twophase
