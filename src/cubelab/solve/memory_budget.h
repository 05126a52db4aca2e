#pragma once
// Memory budgets of the solvers whose tables come in sizes (option `memory` of optimal and
// twophase): the machine's memory and byte counts as people read them.
#include <cstdint>
#include <string>

namespace cubelab {

// Physical memory of this machine (sysconf), 0 when unknown.
uint64_t physical_memory();

// "37.5 MiB", "512 MiB", "7.26 GiB".
std::string format_bytes(uint64_t bytes);

}  // namespace cubelab
