#pragma once
// What a table file is (store.h): a 4 KiB header (magic, format version, table name,
// parameters, table version, payload size and checksum, build time, header checksum), the
// payload, and beside it NAME.verified, the verdict of the last check of this very file.
#include <sys/stat.h>

#include <atomic>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>

#include "cubelab/tables/store.h"

namespace cubelab::tables {

constexpr uint64_t kHeaderBytes = 4096;

// The file header; the rest of the first 4 KiB is zero.
struct Header {
  char magic[8];
  uint32_t format_version;
  uint32_t table_version;
  uint64_t payload_bytes;
  uint64_t payload_checksum;
  double build_seconds;
  uint64_t created_unix;
  char name[128];
  char parameters[1024];
  uint64_t header_checksum;  // of every byte above
};
static_assert(sizeof(Header) < kHeaderBytes);

// A text field of the header.
inline std::string text_of(const char* in, size_t size) {
  return std::string(in, strnlen(in, size));
}

// Reads the header of an open file and checks it against the file size (and the spec
// when given). Returns an empty string when good, else what is wrong.
std::string check_header(int fd, Header& h, uint64_t file_bytes, const TableSpec* spec);

// Writes header + payload to a temporary file next to `path` and renames it into place;
// returns what went wrong, or an empty string.
std::string write_table_file(const std::string& path, const TableSpec& spec,
                             std::span<const uint8_t> payload, double build_s);

// ---------------------------------------------------------------------------------------
// The checksum, computed in pieces: four independent multiply-rotate lanes over 32-byte
// blocks, then a final mix (see checksum()). blocks() takes any multiple of 32 bytes, so a
// large payload can be hashed a piece at a time (and the work abandoned between pieces).

constexpr uint64_t kK1 = 0x9E3779B185EBCA87ull, kK2 = 0xC2B2AE3D27D4EB4Full;

inline uint64_t mix_round(uint64_t acc, uint64_t w) {
  acc += w * kK2;
  acc = (acc << 31) | (acc >> 33);
  return acc * kK1;
}

class Hasher {
 public:
  void blocks(const uint8_t* p, size_t n) {  // n % 32 == 0
    total_ += n;
    for (; n >= 32; p += 32, n -= 32)
      for (int i = 0; i < 4; ++i) {
        uint64_t w;
        std::memcpy(&w, p + 8 * i, 8);
        lane_[i] = mix_round(lane_[i], w);
      }
  }
  uint64_t finish(const uint8_t* tail, size_t n) {  // n < 32
    uint64_t h = (total_ + n) * kK1;
    for (int i = 0; i < 4; ++i) h = mix_round(h ^ lane_[i], static_cast<uint64_t>(i + 1));
    while (n > 0) {
      h = mix_round(h, *tail++);
      --n;
    }
    h ^= h >> 29;
    h *= kK2;
    h ^= h >> 32;
    return h;
  }

 private:
  uint64_t lane_[4] = {kK1 + kK2, kK2, 0, 0 - kK1};
  uint64_t total_ = 0;
};

// Hashes `data` a piece at a time; returns nullopt when `abandon` turns true first.
std::optional<uint64_t> checksum_unless(std::span<const uint8_t> data,
                                        const std::atomic<bool>& abandon);
// ---------------------------------------------------------------------------------------
// Which file a verification checked: a file rewritten in place (or replaced, or touched)
// gets another modification or change time, so an old verdict no longer applies to it.
// The change time cannot be set back by a user (utime sets it to now).

struct FileId {
  uint64_t dev = 0, ino = 0, size = 0;
  int64_t mtime_s = 0, mtime_ns = 0, ctime_s = 0, ctime_ns = 0;
  bool operator==(const FileId&) const = default;
};

FileId file_id(const struct stat& st);
std::optional<FileId> file_id(int fd);

// The recorded verdict on this very file: true = its payload matched, false = it did not,
// nullopt = none recorded (or for another file, or another content).
std::optional<bool> read_verdict(const std::string& table_path, const FileId& id,
                                 uint64_t payload_checksum);
// Records a verdict (best effort: a read-only cache only means verifying again next time).
void write_verdict(const std::string& table_path, const FileId& id, uint64_t payload_checksum,
                   bool ok);

}  // namespace cubelab::tables
