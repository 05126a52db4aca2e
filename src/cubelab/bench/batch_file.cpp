#include "cubelab/bench/batch_file.h"

#include <fstream>
#include <sstream>
#include <stdexcept>

#include "cubelab/batch.h"
#include "cubelab/cube/error.h"

namespace cubelab::bench {

BatchFile parse_batch_file(std::string_view text, const std::string& name) {
  BatchFile file;
  size_t start = 0;
  int64_t file_line = 0;
  while (start < text.size()) {
    const size_t end = text.find('\n', start);
    if (end == std::string::npos) {  // no newline: the last write was cut short
      file.torn_tail = true;
      break;
    }
    ++file_line;
    const std::string_view line = text.substr(start, end - start);
    nlohmann::json j = nlohmann::json::parse(line, nullptr, /*allow_exceptions=*/false);
    if (!j.is_object() || !j.contains("line") || !j["line"].is_number_integer() ||
        j["line"].get<int64_t>() < 1)
      throw InputError(ErrorCode::Format, name + ": line " + std::to_string(file_line) +
                                              " is not a batch result (a JSON object with "
                                              "\"line\"): not a cubelab batch output?");
    file.records.push_back({j["line"].get<int64_t>(), std::move(j)});
    start = end + 1;
    file.complete_bytes = start;
  }
  return file;
}

BatchFile read_batch_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {};
  std::stringstream ss;
  ss << in.rdbuf();
  return parse_batch_file(ss.str(), path);
}

}  // namespace cubelab::bench

namespace cubelab {

BatchOutput::BatchOutput(const std::string& path) : file_(path) {
  const bench::BatchFile read = bench::parse_batch_file(file_.read_all(), path);
  for (const bench::BatchLine& r : read.records) {
    const auto text = [&](const char* key) {
      return r.json.contains(key) && r.json[key].is_string() ? r.json[key].get<std::string>()
                                                             : std::string();
    };
    existing_.push_back({r.line, text("input"), text("status")});
  }
  complete_bytes_ = read.complete_bytes;
  torn_tail_ = read.torn_tail;
}

void BatchOutput::cut_torn_tail() {
  if (torn_tail_) file_.cut(complete_bytes_);
  torn_tail_ = false;
}

void BatchOutput::append(std::string_view json_object) {
  if (json_object.find('\n') != std::string_view::npos)
    throw std::invalid_argument("a batch record is one line");
  std::string line(json_object);
  file_.append(line + "\n");
}

}  // namespace cubelab
