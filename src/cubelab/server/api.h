#pragma once
// The JSON API of `cubelab serve` without the HTTP: each function takes a parsed request body
// and returns the answer's JSON, or throws Error (an ApiError when the HTTP status is not
// 400). Every answer comes from the library (registry, parse_cube, random); nothing here
// solves. See docs/api.md.
#include <functional>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>

#include "cubelab/error.h"
#include "cubelab/scramble.h"
#include "cubelab/server.h"
#include "cubelab/solve.h"

namespace cubelab::server {

// An error with an HTTP status other than 400 (404 no such job, 413 body too large,
// 429 too many solves).
class ApiError : public Error {
 public:
  ApiError(int status, std::string code, const std::string& message)
      : Error(std::move(code), message), status_(status) {}
  int status() const { return status_; }

 private:
  int status_;
};

int http_status(const Error& e);  // an ApiError's status, else 400
// Runs fn and gives its answer, or the error it throws as {code, message} with its status:
// an Error's (4xx), 503 for a table build stopped, 500 E_INTERNAL for anything else.
// `status` is set either way (ok_status when fn returns).
nlohmann::json answer_of(const std::function<nlohmann::json()>& fn, int& status,
                         int ok_status = 200);
// The JSON text of an answer: invalid UTF-8 in it (a bad request echoed) replaced, not thrown.
std::string answer_text(const nlohmann::json& answer);
nlohmann::json error_body(const Error& e);  // {code, message}

// The request body as a JSON object; E_REQUEST when it is not one.
nlohmann::json parse_body(std::string_view body);

// GET /api/solvers: {solvers: [the facade's to_json(SolverInfo)...], default: {"3x3x3": name,
// "2x2x2": name}, limits: {default_time_limit, max_time_limit, max_concurrent_solves,
// max_body_bytes}} (the server adds its version).
nlohmann::json solvers_json(const ServerLimits& limits);

// GET /api/last-layer: {cases: [{set: "OLL" | "PLL", number, moves}, ...]}, cubelab's own
// last-layer algorithm sets (the facade's last_layer_cases), shipped in the program.
nlohmann::json last_layer_json();

// POST /api/validate {cube, puzzle?}: {valid: true, puzzle, facelets, kind, note?, moves?} or
// {valid: false, code, message}; "moves" (plain face turns) when the cube was given as moves.
// Only a malformed request throws. Through the facade's validate().
nlohmann::json validate_json(const nlohmann::json& body, const ServerLimits& limits);

// POST /api/scan {faces: {U: [[r, g, b], ...], R: ..., F, D, L, B}}: a real cube read from
// its stickers' colours (the facade's resolve_colours, docs/scan.md): {puzzle, valid,
// facelets | code + message, confidence, doubtful, note?}. Only a malformed request throws.
nlohmann::json scan_json(const nlohmann::json& body);

// One part of a multipart/form-data body: its name, the file name it was sent with, and its
// bytes.
struct FormPart {
  std::string name, filename, content;
};

// POST /api/scan/photos: six photos in the parts U R F D L B (JPEG or PNG, each face held as
// on the net) and optionally a part "puzzle" ("4x4x4"; default: as the photos show), read by
// the facade's scan_photos: its to_json(PhotoScan). Throws Error: E_REQUEST for a
// missing, repeated or unknown part, E_PHOTO naming the photo where no face is found.
nlohmann::json scan_photos_json(const std::vector<FormPart>& parts);

// What POST /api/scramble asks for: the facade's scramble options.
struct ScrambleSpec {
  ScrambleOptions options;
  bool random_state() const { return options.random_state; }
};
ScrambleSpec parse_scramble(const nlohmann::json& body, const ServerLimits& limits);
// {puzzle, kind, moves, length_htm, length_qtm, facelets, seed?, solver?} through the facade's
// scramble(); without a solver for a random state, moves is null and a note says why.
nlohmann::json scramble_json(const ScrambleSpec& spec);

// What POST /api/solve and POST /api/jobs ask for: the request of cubelab/request.h, read
// from the body by its one declaration, within the server's limits and fully checked (cube,
// solver, options), so that a job never starts from a bad request.
struct SolveSpec {
  Request request;
  std::string solver;  // the solver that will answer (the puzzle's default when none is named)
};
SolveSpec parse_solve(const nlohmann::json& body, const ServerLimits& limits);

// Solves through the facade (cubelab::solve); the answer's JSON is cubelab::to_json's, the
// same as `cubelab solve --json`.
nlohmann::json run_solve(const SolveSpec& spec, const CancelToken* cancel,
                         std::function<void(const Progress&)> progress);

nlohmann::json progress_json(const Progress& p);

}  // namespace cubelab::server
