#pragma once
// The resource limits of `cubelab serve`: every request that would exceed one is refused
// with a clear error instead of slowing or blocking the server.
#include <cstddef>

namespace cubelab::server {

struct ServerLimits {
  size_t max_body_bytes = 64 * 1024;  // larger request bodies get 413 E_LIMIT
  // The photos posted to /api/scan/photos at once: six phone photos of 4-5 MB each.
  size_t max_upload_bytes = 32 * 1024 * 1024;
  double upload_timeout_s = 120;     // for those photos to arrive, from the request's first byte
  double default_time_limit_s = 10;  // per solve, when the request names none
  double max_time_limit_s = 60;      // a request's time_limit is capped to this
  int max_concurrent_solves = 2;     // solves and jobs running at once; beyond: 429
  int max_threads_per_solve = 2;     // a request's "threads" is capped to this
  int max_solutions = 10;            // a request's "count" is capped to this
  int max_scramble_length = 1000;    // random-moves scrambles
  int max_event_streams = 16;        // open Server-Sent-Events streams; beyond: 429
  int max_jobs_kept = 64;            // finished jobs remembered for GET, oldest dropped
  double job_ttl_s = 600;            // finished jobs are dropped after this
};

}  // namespace cubelab::server
