#include "cubelab/tables/catalog.h"

#include <mutex>

namespace cubelab::tables {
namespace {
std::mutex& mu() {
  static std::mutex m;
  return m;
}
std::vector<CatalogEntry>& entries() {
  static std::vector<CatalogEntry> e;
  return e;
}
std::vector<CatalogProfile>& profiles() {
  static std::vector<CatalogProfile> p;
  return p;
}
}  // namespace

void register_catalog_profile(CatalogProfile profile) {
  std::lock_guard lock(mu());
  for (auto& p : profiles())
    if (p.solver == profile.solver && p.name == profile.name && p.note == profile.note) {
      p = std::move(profile);
      return;
    }
  profiles().push_back(std::move(profile));
}

std::vector<CatalogProfile> catalog_profiles() {
  std::lock_guard lock(mu());
  return profiles();
}

void register_catalog_entry(CatalogEntry entry) {
  std::lock_guard lock(mu());
  for (auto& e : entries())
    if (e.name == entry.name) {
      e = std::move(entry);
      return;
    }
  entries().push_back(std::move(entry));
}

std::vector<CatalogEntry> catalog() {
  std::lock_guard lock(mu());
  return entries();
}

}  // namespace cubelab::tables
