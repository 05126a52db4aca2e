// _cubelab: the facade of include/cubelab for Python (pybind11). The Pythonic surface
// (keyword arguments, result objects, the kociemba-compatible module) is in cubelab/*.py; this
// module only converts. Solving releases the GIL, so Python threads run while a cube is
// solved and several threads can solve at once; Ctrl-C stops a solve (KeyboardInterrupt).
// pybind11 first: Python.h must come before the standard headers (the Python C API docs).
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>
// Then the library.
#include <cubelab/cubelab.h>

#include <array>
#include <chrono>
#include <deque>
#include <future>
#include <mutex>
#include <optional>
#include <string>
#include <variant>

namespace py = pybind11;

namespace {

// cubelab.CubeError (a ValueError) with the error code in `.code`; created here so that the
// translator below can raise it.
PyObject* g_cube_error = nullptr;

py::dict solution_dict(const cubelab::Solution& s) {
  py::list stages;
  for (const auto& st : s.stages) {
    py::list steps;
    for (const auto& step : st.steps)
      steps.append(py::dict(py::arg("moves") = step.moves, py::arg("note") = step.note,
                            py::arg("facelets") = step.facelets,
                            py::arg("moves_so_far") = step.moves_so_far));
    stages.append(py::dict(py::arg("name") = st.name, py::arg("moves") = st.moves,
                           py::arg("note") = st.note, py::arg("steps") = steps));
  }
  std::vector<std::string> alternatives;
  std::vector<double> costs;
  for (const cubelab::SolutionLine& line : s.solutions) {
    alternatives.push_back(line.moves);
    if (line.robot_cost_ms) costs.push_back(*line.robot_cost_ms);
  }
  return py::dict(
      py::arg("status") = s.status_name(), py::arg("solution") = s.moves,
      py::arg("moves") = s.move_list, py::arg("length_htm") = s.length_htm,
      py::arg("length_qtm") = s.length_qtm, py::arg("length_axial") = s.length_axial,
      py::arg("length_sltm") = s.length_sltm, py::arg("robot_cost_ms") = s.robot_cost_ms,
      py::arg("alternative_costs_ms") = costs, py::arg("alternatives") = alternatives,
      py::arg("seed") = s.seed, py::arg("proven_optimal") = s.proven_optimal,
      py::arg("stages") = stages, py::arg("solver") = s.solver, py::arg("metric") = s.metric,
      py::arg("message") = s.message, py::arg("elapsed_ms") = s.elapsed_ms,
      py::arg("load_ms") = s.load_ms, py::arg("stats") = s.stats);
}

// The library's messages (cubelab/log.h: table builds, cache warnings) go to Python's
// `logging`, logger "cubelab". They may come from any thread, one that holds no GIL or one
// that another thread waits for while holding it, so the handler only queues them; the thread
// that called into cubelab hands them on, holding the GIL, while it waits and when it returns.
std::mutex g_log_mutex;
std::deque<std::pair<cubelab::LogLevel, std::string>> g_log_queue;

void queue_log_message(cubelab::LogLevel level, const std::string& text) {
  std::lock_guard lock(g_log_mutex);
  g_log_queue.emplace_back(level, text);
}

// With the GIL held.
void forward_log_messages() {
  std::deque<std::pair<cubelab::LogLevel, std::string>> messages;
  {
    std::lock_guard lock(g_log_mutex);
    messages.swap(g_log_queue);
  }
  if (messages.empty()) return;
  const py::object logger = py::module_::import("logging").attr("getLogger")("cubelab");
  constexpr std::string_view kPrefix = "cubelab: ";
  for (const auto& [level, text] : messages) {
    const std::string_view body = std::string_view(text).substr(
        std::string_view(text).rfind(kPrefix, 0) == 0 ? kPrefix.size() : 0);
    logger.attr("log")(level == cubelab::LogLevel::Warning ? 30 : 20, std::string(body));
  }
}

py::dict progress_dict(const cubelab::Progress& p) {
  return py::dict(py::arg("phase") = p.phase, py::arg("fraction") = p.fraction,
                  py::arg("nodes") = p.nodes, py::arg("generation") = p.generation,
                  py::arg("best_fitness") = p.best_fitness, py::arg("depth") = p.depth,
                  py::arg("message") = p.message);
}

// Solves on a thread of its own while the calling thread, taking the GIL in turns, checks
// Python's signals every 50 ms (Ctrl-C cancels the solve, which stops within milliseconds, and
// raises KeyboardInterrupt) and hands the latest progress report to `progress` (a callable
// taking a dict, or None), always on the calling thread. An exception from `progress` cancels
// the solve too and is raised.
cubelab::Solution solve_interruptibly(const std::variant<cubelab::Cube, std::string>& cube,
                                      const cubelab::Request& request, const py::object& progress) {
  cubelab::CancelToken cancel;
  std::mutex mutex;
  std::optional<cubelab::Progress> latest;
  cubelab::SolveControl control;
  control.cancel = &cancel;
  if (!progress.is_none())
    control.progress = [&](const cubelab::Progress& p) {
      std::lock_guard lock(mutex);
      latest = p;
    };
  std::future<cubelab::Solution> done = std::async(std::launch::async, [&] {
    // Text is read as the facade reads it (a big cube given as moves is held as they leave
    // it), so Python answers a request as the CLI and the HTTP API do.
    if (const auto* text = std::get_if<std::string>(&cube))
      return cubelab::solve(*text, request, control);
    return cubelab::solve(std::get<cubelab::Cube>(cube), request, control);
  });
  auto stop = [&] {
    cancel.cancel();
    py::gil_scoped_release release;
    done.wait();
  };
  for (bool finished = false; !finished;) {
    {
      py::gil_scoped_release release;
      finished = done.wait_for(std::chrono::milliseconds(50)) == std::future_status::ready;
    }
    std::optional<cubelab::Progress> report;
    {
      std::lock_guard lock(mutex);
      report.swap(latest);
    }
    try {
      forward_log_messages();
      if (report) progress(progress_dict(*report));
    } catch (...) {
      stop();
      throw;
    }
    if (!finished && PyErr_CheckSignals() != 0) {
      stop();
      throw py::error_already_set();
    }
  }
  return done.get();
}

}  // namespace

PYBIND11_MODULE(_cubelab, m) {
  m.doc() = "cubelab's solvers for Python (use the package `cubelab`, not this module)";
  cubelab::set_log_handler(queue_log_message);
  m.attr("__version__") = cubelab::kVersion;

  g_cube_error = PyErr_NewExceptionWithDoc(
      "cubelab.CubeError",
      "Bad input: an invalid cube, a bad move, an unknown solver or option. `.code` is the "
      "stable error code (E_PARITY, E_NOTATION, E_OPTION, ...).",
      PyExc_ValueError, nullptr);
  m.attr("CubeError") = py::handle(g_cube_error);
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const cubelab::Error& e) {
      py::object error =
          py::reinterpret_borrow<py::object>(g_cube_error)(std::string(e.code()) + ": " + e.what());
      error.attr("code") = e.code();
      error.attr("message") = std::string(e.what());
      PyErr_SetObject(g_cube_error, error.ptr());
    }
  });

  py::class_<cubelab::Cube>(m, "Cube")
      .def(py::init<>())
      .def(py::init<const cubelab::Cube&>(), py::arg("other"))
      .def_static("parse", &cubelab::Cube::parse, py::arg("text"), py::arg("puzzle") = "3x3x3")
      .def_static("solved", &cubelab::Cube::solved, py::arg("puzzle") = "3x3x3")
      .def_property_readonly("puzzle", &cubelab::Cube::puzzle)
      .def_property_readonly("facelets", &cubelab::Cube::facelets)
      .def_property_readonly("is_solved", &cubelab::Cube::is_solved)
      .def("apply", &cubelab::Cube::apply, py::arg("moves"), py::return_value_policy::reference)
      .def("applied", &cubelab::Cube::applied, py::arg("moves"))
      .def("__eq__", [](const cubelab::Cube& a, const cubelab::Cube& b) { return a == b; })
      .def("__hash__", [](const cubelab::Cube& c) { return py::hash(py::str(c.facelets())); })
      .def("__copy__", [](const cubelab::Cube& c) { return c; })
      .def("__deepcopy__", [](const cubelab::Cube& c, py::dict) { return c; });

  // The request's fields by name (or alias) as text, and the solver's own options: read by
  // the request's one declaration (cubelab/request.h), as the CLI's flags and the API's JSON.
  m.def(
      "solve",
      [](const std::variant<cubelab::Cube, std::string>& cube,
         const std::map<std::string, std::string>& fields,
         const std::map<std::string, std::string>& options, const py::object& progress) {
        cubelab::Request request;
        for (const auto& [name, text] : fields) {
          const cubelab::RequestField* field = cubelab::request_field(name);
          if (!field || field->type == cubelab::FieldType::Options)
            throw cubelab::Error("E_OPTION", "unknown request field '" + name + "'");
          cubelab::set_field(request, *field, text, name);
        }
        const cubelab::RequestField& option_field = *cubelab::request_field("options");
        for (const auto& [name, value] : options)
          cubelab::set_field(request, option_field, name + "=" + value);
        // A Cube is of its own puzzle: another one named beside it is refused, not ignored.
        const auto* given = std::get_if<cubelab::Cube>(&cube);
        if (given && fields.count("puzzle") && request.puzzle != given->puzzle())
          throw cubelab::Error("E_OPTION", "puzzle '" + request.puzzle + "' given for a " +
                                               given->puzzle() + " Cube");
        return solution_dict(solve_interruptibly(cube, request, progress));
      },
      py::arg("cube"), py::arg("fields"), py::arg("options"), py::arg("progress") = py::none());

  m.def("request_fields", [] {
    static const char* kTypes[] = {"text", "choice",  "integer", "seconds",
                                   "seed", "options", "puzzle"};
    py::list out;
    for (const cubelab::RequestField& f : cubelab::request_fields())
      out.append(py::dict(py::arg("name") = f.name, py::arg("aliases") = f.aliases,
                          py::arg("type") = kTypes[static_cast<int>(f.type)],
                          py::arg("default") = f.default_value,
                          py::arg("description") = f.description));
    return out;
  });

  m.def(
      "scramble",
      [](const std::string& puzzle, bool random_state, int length,
         std::optional<std::uint64_t> seed, const std::string& solver) {
        cubelab::ScrambleOptions o;
        o.puzzle = puzzle;
        o.random_state = random_state;
        o.length = length;
        o.seed = seed;
        o.solver = solver;
        cubelab::ScrambleResult r;
        {
          py::gil_scoped_release release;
          r = cubelab::scramble(o);
        }
        forward_log_messages();
        // A Scramble is its moves: a random state that no solver could give moves is refused.
        if (!r.has_moves) throw cubelab::Error("E_OPTION", "no scramble moves: " + r.note);
        return py::make_tuple(r.moves, r.cube, r.random_state, r.solver, r.note);
      },
      py::arg("puzzle"), py::arg("random_state"), py::arg("length"), py::arg("seed"),
      py::arg("solver"));

  m.def(
      "validate",
      [](const std::string& text, const std::string& puzzle) {
        const cubelab::Validation v = cubelab::validate(text, puzzle);
        return py::dict(py::arg("valid") = v.valid, py::arg("code") = v.code,
                        py::arg("message") = v.message, py::arg("format") = v.format,
                        py::arg("stickers") = v.stickers);
      },
      py::arg("text"), py::arg("puzzle"));

  m.def(
      "resolve_colours",
      [](const std::vector<std::array<double, 3>>& rgb) {
        const cubelab::ColourReading r = cubelab::resolve_colours(rgb);
        return py::dict(py::arg("puzzle") = r.puzzle, py::arg("valid") = r.valid,
                        py::arg("facelets") = r.facelets, py::arg("code") = r.code,
                        py::arg("message") = r.message, py::arg("confidence") = r.confidence,
                        py::arg("doubtful") = r.doubtful, py::arg("note") = r.note);
      },
      py::arg("rgb"));

  m.def(
      "scan_photos",
      [](const std::vector<py::bytes>& photos, int n, const std::vector<std::string>& names) {
        std::vector<std::string> bytes(photos.begin(), photos.end());
        cubelab::PhotoScan scan;
        {
          py::gil_scoped_release unlocked;  // decoding and finding six faces takes a while
          scan = cubelab::scan_photos(bytes, n, names);
        }
        const cubelab::ColourReading& r = scan.reading;
        py::list faces;
        for (const cubelab::FacePhoto& f : scan.faces)
          faces.append(py::dict(py::arg("n") = f.n, py::arg("stickers_seen") = f.stickers_seen,
                                py::arg("origin") = f.origin, py::arg("right") = f.right,
                                py::arg("down") = f.down, py::arg("rgb") = f.rgb));
        return py::dict(py::arg("puzzle") = r.puzzle, py::arg("valid") = r.valid,
                        py::arg("facelets") = r.facelets, py::arg("code") = r.code,
                        py::arg("message") = r.message, py::arg("confidence") = r.confidence,
                        py::arg("doubtful") = r.doubtful, py::arg("note") = r.note,
                        py::arg("faces") = faces);
      },
      py::arg("photos"), py::arg("n"), py::arg("names"));

  m.def("solvers", [] {
    py::list out;
    for (const cubelab::SolverInfo& s : cubelab::solvers()) {
      py::list options;
      for (const cubelab::SolverOption& o : s.options) {
        py::dict d(py::arg("name") = o.name, py::arg("type") = o.type,
                   py::arg("default") = o.default_value, py::arg("description") = o.description);
        if (!o.choices.empty()) d["choices"] = o.choices;
        if (o.min < o.max) d["range"] = py::make_tuple(o.min, o.max);
        options.append(d);
      }
      out.append(py::dict(py::arg("name") = s.name, py::arg("puzzle") = s.puzzle,
                          py::arg("description") = s.description, py::arg("anytime") = s.anytime,
                          py::arg("options") = options));
    }
    return out;
  });
}
