// The web app's files as `cubelab serve` sends them: compressed once at the start (gzip when
// the client takes it, the WebAssembly module too; never compressed per request), the cache
// policy by name (a year for esbuild's hashed chunks, no-cache for the rest), ETags and 304,
// and no source maps.
#include "cubelab/server/static_files.h"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <string>

#include "server/server_fixture.h"

namespace cubelab::test {
namespace {

class ServedFilesTest : public ServerTest {
 protected:
  void SetUp() override {
    web_dir_ = ::testing::TempDir() + "/cubelab_served_" + std::to_string(::getpid());
    std::filesystem::create_directories(web_dir_ + "/assets");
    std::string script;
    for (int i = 0; i < 200; ++i)
      script += "console.log('a line of the app " + std::to_string(i) + "');\n";
    write("index.html", "<!doctype html><title>cube app</title>" + std::string(400, ' '));
    write("sw.js", script);
    write("assets/main.js", script);
    write("assets/chunk-4K2QXJ7Z.js", script);
    write("assets/main.js.map", "{\"version\":3}");
    write("assets/cubelab-wasm.wasm", std::string("\0asm\1\0\0\0", 8) + std::string(4096, '\0'));
    ServerTest::SetUp();
  }
  void TearDown() override {
    ServerTest::TearDown();
    std::filesystem::remove_all(web_dir_);
  }
  void write(const std::string& path, const std::string& text) {
    std::ofstream(web_dir_ + "/" + path, std::ios::binary) << text;
    files_[path] = text;
  }
  // A GET with these request headers, the body as sent (not decompressed).
  httplib::Result fetch(const std::string& path, httplib::Headers headers) {
    auto c = client();
    c->set_decompress(false);
    return c->Get(path, headers);
  }
  std::map<std::string, std::string> files_;
};

TEST_F(ServedFilesTest, SendsTheGzipCopyMadeAtTheStartWithTheCachePolicyOfEachName) {
  for (const std::string path : {"index.html", "sw.js", "assets/main.js",
                                 "assets/chunk-4K2QXJ7Z.js", "assets/cubelab-wasm.wasm"}) {
    SCOPED_TRACE(path);
    auto r = fetch("/" + path, {{"Accept-Encoding", "gzip, deflate, br"}});
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_EQ(r->get_header_value("Content-Encoding"), "gzip");
    EXPECT_EQ(r->get_header_value("Vary"), "Accept-Encoding");
    EXPECT_EQ(r->body, server::gzip(files_[path]));  // the copy made at the start, as it is
    EXPECT_LT(r->body.size(), files_[path].size() / 3);
    EXPECT_EQ(r->get_header_value("Cache-Control"), path == "assets/chunk-4K2QXJ7Z.js"
                                                        ? "public, max-age=31536000, immutable"
                                                        : "no-cache");
  }
  EXPECT_EQ(fetch("/assets/cubelab-wasm.wasm", {})->get_header_value("Content-Type"),
            "application/wasm");
  // "/" is index.html.
  auto root = fetch("/", {{"Accept-Encoding", "gzip"}});
  EXPECT_EQ(root->body, server::gzip(files_["index.html"]));
  EXPECT_EQ(root->get_header_value("Cache-Control"), "no-cache");
}

TEST_F(ServedFilesTest, WithoutGzipTheFileAsItIsNotCompressedPerRequest) {
  for (const std::string accept : {"identity", "br", "gzip;q=0"}) {
    SCOPED_TRACE(accept);
    auto r = fetch("/assets/main.js", {{"Accept-Encoding", accept}});
    ASSERT_TRUE(r);
    EXPECT_EQ(r->status, 200);
    EXPECT_FALSE(r->has_header("Content-Encoding"));
    EXPECT_EQ(r->body, files_["assets/main.js"]);
  }
}

TEST_F(ServedFilesTest, AnETagAnswers304AndSourceMapsAreNotServed) {
  auto first = fetch("/assets/main.js", {{"Accept-Encoding", "gzip"}});
  const std::string etag = first->get_header_value("ETag");
  ASSERT_FALSE(etag.empty());
  EXPECT_EQ(
      fetch("/assets/main.js", {{"Accept-Encoding", "gzip"}, {"If-None-Match", etag}})->status,
      304);
  // The plain copy has another tag: a cache does not take one for the other.
  auto plain = fetch("/assets/main.js", {{"Accept-Encoding", "identity"}});
  EXPECT_NE(plain->get_header_value("ETag"), etag);
  EXPECT_EQ(fetch("/assets/main.js", {{"If-None-Match", etag}})->status, 200);
  EXPECT_EQ(fetch("/assets/main.js.map", {})->status, 404);
  EXPECT_EQ(fetch("/assets/missing.js", {})->status, 404);
  EXPECT_EQ(get("/api/solvers").status, 200);  // the API beside the files
  EXPECT_EQ(get("/api/nothing").body.value("code", ""), "E_REQUEST");
}

}  // namespace
}  // namespace cubelab::test
