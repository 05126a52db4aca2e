#include "cubelab/bench/batch_file.h"

#include <fstream>
#include <sstream>

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

BatchWriter::BatchWriter(const std::string& path)
    : file_(path), existing_(parse_batch_file(file_.read_all(), path)) {}

void BatchWriter::cut_torn_tail() {
  if (existing_.torn_tail) file_.cut(existing_.complete_bytes);
}

void BatchWriter::append(const nlohmann::json& record) {
  file_.append(record.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n");
}

}  // namespace cubelab::bench
