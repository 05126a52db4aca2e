#pragma once
// The web app's files (web/dist), read once when the server starts: each kept in memory with
// its type, its cache policy, an ETag, and, when it is text or WebAssembly, a gzip copy made
// then (so no request compresses anything). Source maps are not served.
//
// Cache-Control: "no-cache" (use a copy only after asking whether it changed: an ETag and
// 304) for the files whose names stay the same from build to build (index.html, sw.js, the
// manifest, assets/main.js, the WebAssembly module), and a year, immutable, for esbuild's
// chunks, whose names are hashes of their contents (assets/chunk-<hash>.js).
#include <map>
#include <memory>
#include <optional>
#include <string>

namespace cubelab::server {

struct StaticFile {
  std::string type;           // Content-Type
  std::string cache_control;  // Cache-Control
  std::string etag;           // of the plain content ("-gz" added for the gzip copy)
  std::shared_ptr<std::string> body;
  std::shared_ptr<std::string> gzip;  // null when not worth compressing
};

class StaticFiles {
 public:
  // Every regular file below `dir` (nothing when it is not a directory).
  static StaticFiles load(const std::string& dir);

  // The file a request path names ("/" and "/x/" name their index.html), if any.
  const StaticFile* find(const std::string& path) const;
  bool empty() const { return files_.empty(); }

 private:
  std::map<std::string, StaticFile> files_;  // by path from the folder, "assets/main.js"
};

// The content type and cache policy of a file by its path from the folder.
std::string content_type_of(const std::string& path);
std::string cache_control_of(const std::string& path);
// gzip (RFC 1952) at the best compression.
std::string gzip(const std::string& data);

}  // namespace cubelab::server
