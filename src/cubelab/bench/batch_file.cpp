#include "cubelab/bench/batch_file.h"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "cubelab/cube/error.h"

namespace cubelab::bench {

BatchFile read_batch_file(const std::string& path) {
  BatchFile file;
  std::ifstream in(path, std::ios::binary);
  if (!in) return file;
  std::stringstream ss;
  ss << in.rdbuf();
  const std::string text = ss.str();
  size_t start = 0;
  int64_t file_line = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    if (end == std::string::npos) {  // no newline: the last write was cut short
      file.torn_tail = true;
      break;
    }
    ++file_line;
    const std::string line = text.substr(start, end - start);
    nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object() || !j.contains("line") || !j["line"].is_number_integer() ||
        j["line"].get<int64_t>() < 1)
      throw InputError(ErrorCode::Format, path + ": line " + std::to_string(file_line) +
                                              " is not a batch result (a JSON object with "
                                              "\"line\"): not a cubelab batch output?");
    file.records.push_back({j["line"].get<int64_t>(), std::move(j)});
    start = end + 1;
    file.complete_bytes = start;
  }
  return file;
}

BatchWriter::BatchWriter(const std::string& path, uint64_t complete_bytes) : path_(path) {
  fd_ = ::open(path.c_str(), O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
  if (fd_ < 0)
    throw InputError(ErrorCode::Request, "cannot write " + path + ": " + std::strerror(errno));
  if (::ftruncate(fd_, static_cast<off_t>(complete_bytes)) != 0) {
    const std::string why = std::strerror(errno);
    ::close(fd_);
    throw InputError(ErrorCode::Request, "cannot cut the torn end of " + path + ": " + why);
  }
}

BatchWriter::~BatchWriter() {
  if (fd_ >= 0) ::close(fd_);
}

void BatchWriter::append(const nlohmann::json& record) {
  const std::string line =
      record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
  size_t done = 0;
  while (done < line.size()) {
    const ssize_t n = ::write(fd_, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) throw std::runtime_error("writing " + path_ + ": " + std::strerror(errno));
    done += static_cast<size_t>(n);
  }
}

}  // namespace cubelab::bench
