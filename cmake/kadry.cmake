include(GoogleTest)

# Shared build helpers: every service is built the same way.

# kadry_embed_migrations(<target> <dir>): compiles the service's *.sql files into the
# binary (ordered by file name) so `<svc> migrate` needs no files at run time.
function(kadry_embed_migrations target dir)
  file(GLOB sql_files CONFIGURE_DEPENDS "${dir}/*.sql")
  list(SORT sql_files)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/${target}_migrations.cc")
  set(body "// Generated from ${dir}; do not edit.\n#include \"services/common/migrations.h\"\nnamespace kadry {\nconst std::vector<Migration>& EmbeddedMigrations() {\n  static const std::vector<Migration> kAll = {\n")
  foreach(f IN LISTS sql_files)
    get_filename_component(name "${f}" NAME_WE)
    file(READ "${f}" sql)
    string(APPEND body "    {\"${name}\", R\"kadrysql(${sql})kadrysql\"},\n")
  endforeach()
  string(APPEND body "  };\n  return kAll;\n}\n}  // namespace kadry\n")
  file(GENERATE OUTPUT "${out}" CONTENT "${body}")
  set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${sql_files})
  target_sources(${target} PRIVATE "${out}")
endfunction()

# kadry_add_test(<name> LABEL unit|integration SOURCES ... LIBS ...)
function(kadry_add_test name)
  cmake_parse_arguments(T "" "LABEL" "SOURCES;LIBS" ${ARGN})
  add_executable(${name} ${T_SOURCES})
  target_link_libraries(${name} PRIVATE ${T_LIBS} GTest::gtest_main)
  # One ctest entry per test case, so the summary counts what a reader would count.
  gtest_discover_tests(${name} PROPERTIES LABELS "${T_LABEL}" DISCOVERY_TIMEOUT 30)
endfunction()
