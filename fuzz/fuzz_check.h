#pragma once
// Helpers for the fuzz targets: invariants that must hold on every accepted input.
#include <cstdio>
#include <cstdlib>

// Aborts (the fuzzer reports it with the input) when a parser's promise is broken.
#define FUZZ_CHECK(cond)                                                                      \
  do {                                                                                        \
    if (!(cond)) {                                                                            \
      std::fprintf(stderr, "fuzz invariant failed: %s (%s:%d)\n", #cond, __FILE__, __LINE__); \
      std::abort();                                                                           \
    }                                                                                         \
  } while (0)
