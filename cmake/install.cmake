# `cmake --install`: the cubelab program with its manual page and bash and zsh completions, the core
# library (static, or shared with BUILD_SHARED_LIBS=ON), the public headers of
# include/cubelab, a CMake package (find_package(cubelab) -> cubelab::cubelab, with a version
# file) and a pkg-config file (cubelab.pc). The internal headers below src/, the bench, server
# and lab libraries and the lab's program are not installed: programs build on the facade.
include(CMakePackageConfigHelpers)
set(CUBELAB_CMAKE_DIR ${CMAKE_INSTALL_LIBDIR}/cmake/cubelab)

install(TARGETS cubelab_core EXPORT cubelabTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR}
  RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(TARGETS cubelab RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${CMAKE_BINARY_DIR}/share/man/man1/cubelab.1
  DESTINATION ${CMAKE_INSTALL_MANDIR}/man1)
install(FILES ${CMAKE_BINARY_DIR}/share/bash-completion/completions/cubelab
  DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions)
# Debian's zsh reads vendor-completions under /usr/share/zsh (the fpath of its zshrc).
install(FILES ${CMAKE_BINARY_DIR}/share/zsh/vendor-completions/_cubelab
  DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/vendor-completions)
# server.h, batch.h and experiments/ are the doors of the server's, the batch harness's and the
# lab's libraries, for the programs built here (not installed).
install(DIRECTORY include/cubelab DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "server.h" EXCLUDE PATTERN "batch.h" EXCLUDE
  PATTERN "experiments" EXCLUDE)
install(FILES ${CMAKE_BINARY_DIR}/generated/include/cubelab/version.h
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/cubelab)
install(EXPORT cubelabTargets NAMESPACE cubelab:: DESTINATION ${CUBELAB_CMAKE_DIR})

configure_package_config_file(cmake/cubelabConfig.cmake.in
  ${CMAKE_BINARY_DIR}/cubelabConfig.cmake INSTALL_DESTINATION ${CUBELAB_CMAKE_DIR})
write_basic_package_version_file(${CMAKE_BINARY_DIR}/cubelabConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES ${CMAKE_BINARY_DIR}/cubelabConfig.cmake ${CMAKE_BINARY_DIR}/cubelabConfigVersion.cmake
  DESTINATION ${CUBELAB_CMAKE_DIR})

# pkg-config: a static library needs its own dependencies on the link line too.
get_target_property(CUBELAB_LIBRARY_TYPE cubelab_core TYPE)
if(CUBELAB_LIBRARY_TYPE STREQUAL "STATIC_LIBRARY")
  set(CUBELAB_PC_LIBS_PRIVATE "-lfmt -lpthread")
  set(CUBELAB_PC_LIBS "-L\${libdir} -lcubelab ${CUBELAB_PC_LIBS_PRIVATE}")
else()
  set(CUBELAB_PC_LIBS "-L\${libdir} -lcubelab")
endif()
# The prefix is found from the .pc file's own place, so an installed tree can be moved (and
# `cmake --install --prefix` works without reconfiguring).
file(RELATIVE_PATH CUBELAB_PC_PREFIX_FROM_PCDIR /${CMAKE_INSTALL_LIBDIR}/pkgconfig /)
configure_file(cmake/cubelab.pc.in ${CMAKE_BINARY_DIR}/cubelab.pc @ONLY)
install(FILES ${CMAKE_BINARY_DIR}/cubelab.pc DESTINATION ${CMAKE_INSTALL_LIBDIR}/pkgconfig)
