# The WebAssembly module of the web app (docs/web.md, "Solving in the page"): the solvers whose
# tables fit a browser tab, with the JSON API of docs/api.md as one function, built by Debian's
# emscripten. Configured by `emcmake cmake --preset wasm` (scripts/build-wasm.sh); included by
# CMakeLists.txt when the compiler is emscripten, in place of everything else.
#
# Only what the module needs is compiled (the library's layers: base, cube, coordinates, tables,
# search, the solver interface, the facade every face calls; these solver families;
# server/api.cpp for the JSON), so that the build stays short.
# No threads: a browser gives WebAssembly threads only to cross-origin-isolated pages, which
# a plain static file server does not make; the module runs in a Web Worker instead, and
# run_on_threads does every part on the calling thread when no thread can be started.

# goal is the step solver of the page's Steps panel (a cross: its table in 0.3 s, then 1 ms a
# solve). cfop stays on the server: its last F2L pair can take seconds natively.
# reduction solves the big cubes (NxNxN) behind the facade's puzzle registry, cube4 the 4x4x4
# without its edge-pairing phase (kPairEdges, solvers/cube4/centres.h: its 114 MiB table would
# not fit), its edges paired by commutators (2.5 MB of tables, built in the page in seconds).
set(CUBELAB_WASM_FAMILIES beginner cube4 goal greedy pocket reduction thistlethwaite twophase)
# The module's memory, at most; twophase's automatic profile takes half of it at most
# (solve/memory_budget.h), so 256 MiB gives its tiny profile (3 MiB) and never its 135 MiB one.
set(CUBELAB_WASM_MEMORY 256MB CACHE STRING "The WebAssembly module's memory limit")

cubelab_generate_solver_registration(${CMAKE_BINARY_DIR}/generated/wasm_solvers.cpp
  "${CUBELAB_WASM_FAMILIES}")

# The library's layers as for cubelab_core (every folder of src/cubelab, the facade
# included), less the bench harness, the server and the experiments, and only these solver
# families.
file(GLOB_RECURSE CUBELAB_WASM_SOURCES CONFIGURE_DEPENDS src/cubelab/*.cpp)
list(FILTER CUBELAB_WASM_SOURCES EXCLUDE REGEX "/src/cubelab/(bench|server|solvers|lab)/")
# The photos the scan tests draw and write are not drawn in the page.
list(FILTER CUBELAB_WASM_SOURCES EXCLUDE REGEX "/src/cubelab/scan/(face_photo|image_encoding)\\.cpp$")
foreach(family ${CUBELAB_WASM_FAMILIES})
  file(GLOB sources CONFIGURE_DEPENDS src/cubelab/solvers/${family}/*.cpp)
  list(APPEND CUBELAB_WASM_SOURCES ${sources})
endforeach()
# The CFOP solver's last-layer sets without the solver: the web app's OLL/PLL trainer.
list(APPEND CUBELAB_WASM_SOURCES src/cubelab/solvers/cfop/last_layer.cpp
  src/cubelab/solvers/cfop/last_layer_sets.cpp)
list(APPEND CUBELAB_WASM_SOURCES src/cubelab/server/api.cpp src/cubelab/server/api_request.cpp
  apps/wasm/main.cpp
  ${CMAKE_BINARY_DIR}/generated/wasm_solvers.cpp)

# fmt (header-only here) and nlohmann/json come from Debian's packages; only their own
# folders are put on the include path, never /usr/include (the host's C library).
file(MAKE_DIRECTORY ${CMAKE_BINARY_DIR}/host-include)
foreach(lib fmt nlohmann stb)
  find_path(CUBELAB_${lib}_DIR ${lib} PATHS /usr/include NO_DEFAULT_PATH
    NO_CMAKE_FIND_ROOT_PATH REQUIRED)
  file(CREATE_LINK ${CUBELAB_${lib}_DIR}/${lib} ${CMAKE_BINARY_DIR}/host-include/${lib} SYMBOLIC)
endforeach()

add_executable(cubelab-wasm ${CUBELAB_WASM_SOURCES})
target_include_directories(cubelab-wasm PRIVATE ${CMAKE_SOURCE_DIR}/include
  ${CMAKE_SOURCE_DIR}/src)
# The libraries' headers as system headers: their own warnings are not the build's.
target_include_directories(cubelab-wasm SYSTEM PRIVATE ${CMAKE_BINARY_DIR}/host-include
  ${CMAKE_BINARY_DIR}/host-include/stb)
target_compile_definitions(cubelab-wasm PRIVATE FMT_HEADER_ONLY)
# -O2 rather than -O3: as fast here (measured), and a shorter build. Exceptions are how the
# library reports bad input, so they are caught: with WebAssembly's own exception handling
# (Chrome 95, Firefox 100, Safari 15.2), for which Debian's emscripten has its C++ library
# built. Emscripten's other way (-fexceptions) calls out to JavaScript around every call
# that may throw, and made the table builds six times slower than natively.
target_compile_options(cubelab-wasm PRIVATE -O2 -fwasm-exceptions)
target_link_options(cubelab-wasm PRIVATE -O2 -fwasm-exceptions
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createCubelab -sENVIRONMENT=worker,node
  -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=32MB -sMAXIMUM_MEMORY=${CUBELAB_WASM_MEMORY}
  -sEXPORTED_FUNCTIONS=_cubelab_api,_cubelab_find_face,_malloc,_free
  -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString,HEAPU8)
set_target_properties(cubelab-wasm PROPERTIES SUFFIX ".mjs")
# A unity build like the native libraries' (CMakeLists.txt), as many sources a compile.
if(CUBELAB_UNITY_BUILD)
  set_target_properties(cubelab-wasm PROPERTIES UNITY_BUILD ON
    UNITY_BUILD_BATCH_SIZE ${CUBELAB_LIBRARY_UNITY_BATCH})
endif()
