#pragma once
// A table in memory (store.h): its payload a read-only mapping of its file (watched for
// truncation: SIGBUS) or anonymous memory with transparent huge pages (a copy, or a table
// just built), verified on load or in the background, and counted among the live tables
// that loaded_tables_verified() asks.
#include <cstdint>
#include <memory>
#include <string>

#include "cubelab/tables/store.h"

namespace cubelab::tables {

// Anonymous memory for a payload (huge pages asked for); null for 0 bytes.
void* map_anonymous(uint64_t bytes);

// Opens, checks and maps (or copies) a table file. Returns nullptr and sets `problem` when it
// is missing or bad (`problem` empty: missing). The content is checked in full here below
// sync_verify_limit(); above it, in the background unless an earlier check of this unchanged
// file is on record.
std::unique_ptr<Table> open_table(const std::string& path, const TableSpec& spec,
                                  std::string& problem);

// A table built here and kept in memory only (no file): `memory` (from map_anonymous) of
// `bytes` is the table's from now on.
std::unique_ptr<Table> table_in_memory(const std::string& name, double build_seconds, void* memory,
                                       uint64_t bytes);

}  // namespace cubelab::tables
