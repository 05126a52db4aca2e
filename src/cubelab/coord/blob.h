#pragma once
// Flat binary form of coordinate tables, so that tables built once can be stored in the
// table store (tables/store.h) and used in place from a memory-mapped file. Arrays are
// 64-byte aligned; a reader hands out spans into the stored bytes (no copy), which must
// outlive the tables that use them.
#include <cstdint>
#include <cstring>
#include <span>
#include <stdexcept>
#include <vector>

namespace cubelab::coord {

class BlobWriter {
 public:
  void put_u64(uint64_t v) { put(std::span<const uint64_t>(&v, 1)); }
  template <typename T>
  void put(std::span<const T> items) {
    put_raw_u64(items.size());
    align();
    size_t at = bytes_.size();
    bytes_.resize(at + items.size_bytes());
    if (!items.empty()) std::memcpy(bytes_.data() + at, items.data(), items.size_bytes());
  }
  std::vector<uint8_t>& bytes() { return bytes_; }

 private:
  void put_raw_u64(uint64_t v) {
    align8();
    size_t at = bytes_.size();
    bytes_.resize(at + 8);
    std::memcpy(bytes_.data() + at, &v, 8);
  }
  void align8() { bytes_.resize((bytes_.size() + 7) / 8 * 8); }
  void align() { bytes_.resize((bytes_.size() + 63) / 64 * 64); }
  std::vector<uint8_t> bytes_;
};

class BlobReader {
 public:
  // `data` must be 64-byte aligned.
  explicit BlobReader(std::span<const uint8_t> data) : data_(data) {}
  uint64_t get_u64() { return get<uint64_t>()[0]; }
  template <typename T>
  std::span<const T> get() {
    pos_ = (pos_ + 7) / 8 * 8;
    need(8);
    uint64_t count;
    std::memcpy(&count, data_.data() + pos_, 8);
    pos_ += 8;
    pos_ = (pos_ + 63) / 64 * 64;
    if (count > (data_.size() - std::min(pos_, data_.size())) / sizeof(T))
      throw std::runtime_error("table blob too short");
    auto out = std::span<const T>(reinterpret_cast<const T*>(data_.data() + pos_), count);
    pos_ += count * sizeof(T);
    return out;
  }
  bool at_end() const { return pos_ >= data_.size(); }

 private:
  void need(size_t n) const {
    if (pos_ + n > data_.size()) throw std::runtime_error("table blob too short");
  }
  std::span<const uint8_t> data_;
  size_t pos_ = 0;
};

}  // namespace cubelab::coord
