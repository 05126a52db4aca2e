#include "cubelab/server/static_files.h"

#include <fmt/format.h>
#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <stdexcept>

#include "cubelab/base/fnv1a.h"

namespace cubelab::server {

namespace {

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

// Enough to tell two versions of a file apart.
std::string etag_of(const std::string& data) { return fmt::format("\"{:016x}\"", fnv1a(data)); }

// Text compresses to a third or less, WebAssembly to about a half; images are compressed
// already.
bool worth_compressing(const std::string& type) {
  return type.rfind("text/", 0) == 0 || type.find("javascript") != std::string::npos ||
         type.find("json") != std::string::npos || type == "image/svg+xml" ||
         type == "application/wasm";
}

}  // namespace

std::string content_type_of(const std::string& path) {
  static const std::pair<const char*, const char*> kTypes[] = {
      {".html", "text/html; charset=utf-8"},
      {".js", "text/javascript; charset=utf-8"},
      {".mjs", "text/javascript; charset=utf-8"},
      {".css", "text/css; charset=utf-8"},
      {".json", "application/json"},
      {".webmanifest", "application/manifest+json"},
      {".wasm", "application/wasm"},
      {".svg", "image/svg+xml"},
      {".png", "image/png"},
      {".ico", "image/x-icon"},
      {".txt", "text/plain; charset=utf-8"},
  };
  for (const auto& [ext, type] : kTypes)
    if (ends_with(path, ext)) return type;
  return "application/octet-stream";
}

std::string cache_control_of(const std::string& path) {
  static const std::regex kHashed(R"((^|/)chunk-[A-Z0-9]{8,}\.(js|css)$)");
  if (std::regex_search(path, kHashed)) return "public, max-age=31536000, immutable";
  return "no-cache";
}

std::string gzip(const std::string& data) {
  z_stream z{};
  // 15 bits of window, +16: a gzip header and trailer rather than zlib's.
  if (deflateInit2(&z, Z_BEST_COMPRESSION, Z_DEFLATED, 15 + 16, 9, Z_DEFAULT_STRATEGY) != Z_OK)
    throw std::runtime_error("gzip: deflateInit2 failed");
  std::string out(deflateBound(&z, data.size()), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw std::runtime_error("gzip: deflate did not finish");
  return out;
}

StaticFiles StaticFiles::load(const std::string& dir) {
  namespace fs = std::filesystem;
  StaticFiles files;
  std::error_code ec;
  if (dir.empty() || !fs::is_directory(dir, ec)) return files;
  for (const auto& entry : fs::recursive_directory_iterator(dir, ec)) {
    if (!entry.is_regular_file()) continue;
    const std::string rel = fs::relative(entry.path(), dir).generic_string();
    if (ends_with(rel, ".map")) continue;  // source maps stay on the build machine
    std::ifstream in(entry.path(), std::ios::binary);
    std::ostringstream bytes;
    bytes << in.rdbuf();
    StaticFile f;
    f.type = content_type_of(rel);
    f.cache_control = cache_control_of(rel);
    f.body = std::make_shared<std::string>(bytes.str());
    f.etag = etag_of(*f.body);
    if (worth_compressing(f.type) && f.body->size() >= 256) {
      auto packed = std::make_shared<std::string>(gzip(*f.body));
      if (packed->size() < f.body->size() * 9 / 10) f.gzip = std::move(packed);
    }
    files.files_.emplace(rel, std::move(f));
  }
  return files;
}

const StaticFile* StaticFiles::find(const std::string& path) const {
  if (path.empty() || path[0] != '/') return nullptr;
  std::string rel = path.substr(1);
  if (rel.empty() || rel.back() == '/') rel += "index.html";
  const auto it = files_.find(rel);
  return it == files_.end() ? nullptr : &it->second;
}

}  // namespace cubelab::server
