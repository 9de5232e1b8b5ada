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

# kadry_add_service(<name> [LIBS ...] [DOMAIN_LIBS ...]): a service in the shape of
# docs/architecture.md §2, built from its folder by convention, so adding a file needs no
# edit here:
#   <name>_domain  STATIC  domain/*.cc: pure rules; links abseil, kadry_digest and
#                          DOMAIN_LIBS only, so I/O cannot creep in
#   <name>_lib     OBJECT  every other *.cc but main.cc and tests, + embedded migrations/
#   <name>                 main.cc
#   tests: <name>_domain_test (domain/*_test.cc), <name>_unit_test (*_test.cc elsewhere),
#          <name>_integration_test (*integration_test.cc), labelled unit / integration
function(kadry_add_service name)
  cmake_parse_arguments(S "" "" "LIBS;DOMAIN_LIBS" ${ARGN})
  set(dir "${CMAKE_CURRENT_SOURCE_DIR}")
  file(GLOB_RECURSE all_sources CONFIGURE_DEPENDS RELATIVE "${dir}" "${dir}/*.cc")
  set(domain_sources) 
  set(domain_tests)
  set(lib_sources)
  set(unit_tests)
  set(integration_tests)
  foreach(f IN LISTS all_sources)
    if(f MATCHES "^domain/.*_test\\.cc$")
      list(APPEND domain_tests "${f}")
    elseif(f MATCHES "^domain/")
      list(APPEND domain_sources "${f}")
    elseif(f MATCHES "integration_test\\.cc$")
      list(APPEND integration_tests "${f}")
    elseif(f MATCHES "_test\\.cc$")
      list(APPEND unit_tests "${f}")
    elseif(NOT f STREQUAL "main.cc")
      list(APPEND lib_sources "${f}")
    endif()
  endforeach()

  add_library(${name}_domain STATIC ${domain_sources})
  set_target_properties(${name}_domain PROPERTIES LINKER_LANGUAGE CXX)
  target_include_directories(${name}_domain PUBLIC "${PROJECT_SOURCE_DIR}")
  target_link_libraries(${name}_domain PUBLIC absl::time absl::status absl::statusor absl::strings
                        kadry_digest ${S_DOMAIN_LIBS})

  add_library(${name}_lib OBJECT ${lib_sources})
  target_link_libraries(${name}_lib PUBLIC ${name}_domain kadry_common kadry_proto ${S_LIBS})
  if(EXISTS "${dir}/migrations")
    kadry_embed_migrations(${name}_lib "${dir}/migrations")
  endif()

  add_executable(${name} main.cc)
  target_link_libraries(${name} PRIVATE ${name}_lib)

  if(domain_tests)
    kadry_add_test(${name}_domain_test LABEL unit SOURCES ${domain_tests} LIBS ${name}_domain)
  endif()
  if(unit_tests)
    kadry_add_test(${name}_unit_test LABEL unit SOURCES ${unit_tests} LIBS ${name}_lib)
  endif()
  if(integration_tests)
    kadry_add_test(${name}_integration_test LABEL integration SOURCES ${integration_tests} LIBS ${name}_lib)
  endif()
endfunction()
